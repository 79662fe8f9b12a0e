import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';

const spans = (t: string): string[] =>
  detectIdentifiers(t)
    .filter((s) => ['person', 'organization'].includes(s.category))
    .map((s) => `${s.category}:${s.text}`);

describe("session 26: a bank statement's payee and payer by transfer, its employer by payroll deposit", () => {
  const statement = [
    'Beginning balance: $1,020.55',
    '10/02  ZELLE TO DESHAWN PRICE RENT           -900.00',
    '10/04  VENMO PAYMENT FROM KATIE OLUWOLE       +45.00',
    '10/09  HARBORVIEW LOGISTICS PAYROLL DIR DEP  +1,544.10',
    '10/23  ADP PAYROLL                           +210.00',
  ].join('\n');
  it('names the people paid and paying, and the employer, not the processor', () => {
    expect(spans(statement)).toEqual(['person:DESHAWN PRICE', 'person:KATIE OLUWOLE', 'organization:HARBORVIEW LOGISTICS']);
  });
  it('prose about a transfer is left to the prose rules', () => {
    expect(spans('i sent a zelle to my landlord for rent')).toEqual([]);
  });
});

describe("session 27: a statement line's relatives by kin word and shops in the possessive are no name", () => {
  it('leaves "ZELLE FROM MOM", "TRADER JOE\'S #552" and "WENDY\'S 0442"', () => {
    const statement = [
      '11/22  ZELLE FROM MOM              +200.00',
      "11/24  TRADER JOE'S #552           -64.18",
      "11/25  WENDY'S 0442                -12.40",
      '11/26  ZELLE TO MARCUS BELL RENT   -1,250.00',
    ].join('\n');
    expect(spans(statement)).toEqual(['person:MARCUS BELL']);
  });
});

import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';
import { fieldIds, fieldValues, tableIds } from './field-values.ts';

const values = (text: string): [string, string][] => fieldValues(text).map((c) => [text.slice(c.start, c.end), c.category]);
const detected = (text: string): [string, string][] => detectIdentifiers(text).map((s) => [s.text, s.category]);

describe('fieldValues', () => {
  it('reads names and cities from JSON, key=value pairs and YAML-style lines', () => {
    expect(values('{"address1": "88 Garnet St", "city": "Duluth", "state": "MN"}')).toEqual([['Duluth', 'location']]);
    expect(values('KYC match failed (name=Tricia Monahan, dob=1979-02-17)')).toEqual([['Tricia Monahan', 'person']]);
    expect(values("patient_name='Ana Ruiz'")).toEqual([['Ana Ruiz', 'person']]);
    expect(values('Cardholder: Omar Haddad\nCity: San Diego')).toEqual([
      ['Omar Haddad', 'person'],
      ['San Diego', 'location'],
    ]);
  });

  it('leaves placeholders, lower-case prose and values that are not names', () => {
    expect(values('{"name": "string", "city": "n/a", "first_name": null}')).toEqual([]);
    expect(values('the city: a mess of traffic')).toEqual([]);
    expect(values('{"name": "build-42", "city": "12345"}')).toEqual([]);
    expect(values('username=dtorres1987&rename=Yes')).toEqual([]);
  });

  it("overrides the prose rules' guess for the same words", () => {
    expect(detected('name: Ana Ruiz\ncity: San Diego')).toEqual([
      ['Ana Ruiz', 'person'],
      ['San Diego', 'location'],
    ]);
  });
});

describe("session 25: a form line's first column, and a surname before its comma", () => {
  const people = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'person').map((s) => s.text);
  it.each([
    ['Name: LIM WEI JIE   NRIC: S8823471D\nBasic: S$4,200', ['LIM WEI JIE']],
    ['Patient: ZHANG, Meilan  MRN: 0049-772-15  DOB: 07/11/1950', ['ZHANG, Meilan']],
  ])('%s', (text, want) => {
    expect(people(text)).toEqual(want);
  });
});

describe("session 27: a field's key is a strong cue", () => {
  it('scores a pasted record\'s name and city as a strong name (not weak: pipeline.ts weakName)', () => {
    const t = '{"customer_name": "Hollis Wren", "city": "Duluth"}';
    const spans = detectIdentifiers(t).filter((s) => s.category === 'person' || s.category === 'location');
    expect(spans.map((s) => [s.text, s.score >= 0.85])).toEqual([
      ['Hollis Wren', true],
      ['Duluth', true],
    ]);
  });
});

describe('session 34: identifiers by their key or their column', () => {
  const ids = (t: string): [string, string][] =>
    detectIdentifiers(t)
      .filter((s) => s.category === 'id_number' || s.category === 'account_number')
      .map((s) => [s.text, s.category]);
  it.each([
    ['payouts:\n  account: acct_1NqT7xKc9Lm2vXo0\n  bank_last4: "6620"\n', [['acct_1NqT7xKc9Lm2vXo0', 'account_number'], ['6620', 'account_number']]],
    ['{"mrn": "4482910", "member_id": "XKP88321"}', [['4482910', 'id_number'], ['XKP88321', 'id_number']]],
    ['case_number=2025-CV-00123&x=1', [['2025-CV-00123', 'id_number']]],
    ['Patient MRN: 0049-772-15 DOB', [['0049-772-15', 'id_number']]],
  ])('a keyed value: %s', (text, want) => {
    expect(ids(text)).toEqual(want);
  });
  it('the cells under an identifier column, in CSV, tab-separated and markdown tables', () => {
    expect(ids('name,mrn,dx,admit\n"Ramos, Elena",4482910,CHF,2025-10-02\n"Whitfield, Gary",4479033,COPD,2025-10-05')).toEqual([
      ['4482910', 'id_number'],
      ['4479033', 'id_number'],
    ]);
    expect(ids('patient_id\temployee_id\tnote\nA-22817\tE1182\tok')).toEqual([
      ['A-22817', 'id_number'],
      ['E1182', 'id_number'],
    ]);
    expect(ids('| Name | Member ID | Plan |\n|---|---|---|\n| Ana Ruiz | XKP88321 | Gold |\n| Bo Li | XKP88399 | Silver |')).toEqual([
      ['XKP88321', 'id_number'],
      ['XKP88399', 'id_number'],
    ]);
  });
  it("leaves a program's own keys, dates, years, small numbers and rows after the table", () => {
    expect(ids("const user = { order_id: 'A-2231', request_id: 'r-88213', policy: 'strict' }")).toEqual([]);
    expect(ids('policy: 2024 renewal; case_id: 12; account: 2025-01-02')).toEqual([]);
    expect(ids('date,amount,account\n2025-01-02,45.00,n/a')).toEqual([]);
    expect(tableIds('mrn,dx,ward\n4482910,CHF,4B\n\nsee 4479033,COPD,extra')).toEqual([expect.objectContaining({ detail: 'table_id' })]);
    expect(fieldIds('the policy is 40077218')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';

const only = (t: string, cat: string): string[] =>
  detectIdentifiers(t)
    .filter((s) => s.category === cat)
    .map((s) => s.text);

describe('ages where the context says age, and dates of birth', () => {
  it.each([
    ['At 61, I still run every morning.', ['61']],
    ['when I was 12 my dad left', ['12']],
    ['Written when he was only 14.', ['14']],
    ['my twins (4) fight all day', ['4']],
    ['my daughter, 7, is sick again', ['7']],
    ['my grandson is 14 and vapes', ['14']],
    ['I (29) need advice about my landlord', ['29']],
    ['We (me 38, wife 36) are about to start IVF', ['38', '36']],
    ['us (husband 45 and me 43) and two kids', ['45', '43']],
    ['my husband Ángel is 58 and since his stroke he is tired', ['58']],
    ['my lola is 84, she lives with us', ['84']],
  ])('%s', (text, want) => {
    expect(only(text, 'age')).toEqual(want);
  });

  it.each([
    ['born in May 1990 in Leeds', 'May 1990'],
    ["she was born '88", "'88"],
  ])('date of birth: %s', (text, want) => {
    expect(only(text, 'date')).toContain(want);
  });

  it.each([
    'I was 20 minutes late',
    'when I was 20 minutes late to the meeting',
    'At 5, I went home',
    'since we were 3 people at the table',
    'At 16:30, I left',
    'my twins (4 and 6 km away)',
    'the meeting (room 12, floor 3) is at noon',
    'we (me 38 minutes late, wife on time) missed it',
    'my husband Bob is 6 feet tall',
  ])('no age: %s', (text) => {
    expect(only(text, 'age')).toEqual([]);
  });
});

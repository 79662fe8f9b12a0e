import { describe, expect, it } from 'vitest';
import { repeatedMentions } from './mentions.ts';
import type { Span, SpanCategory } from './types.ts';

function span(text: string, needle: string, category: SpanCategory, source: Span['source'] = 'identifier'): Span {
  const start = text.indexOf(needle);
  if (start < 0) throw new Error(`no ${needle}`);
  return { start, end: start + needle.length, text: needle, category, score: 0.8, source };
}

const texts = (text: string, spans: Span[]): [string, string][] => repeatedMentions(text, spans).map((s) => [s.text, s.category]);

describe('repeatedMentions', () => {
  it('marks the other mentions of a found name, as written, in capitals or capitalised', () => {
    const text = 'records from Halcyon went out. HALCYON says cease contact with Halcyon clients. halcyon days.';
    const found = [span(text, 'Halcyon', 'organization')];
    expect(texts(text, found)).toEqual([
      ['HALCYON', 'organization'],
      ['Halcyon', 'organization'],
    ]);
    const out = repeatedMentions(text, found);
    expect(out.every((s) => s.detail === 'repeat' && s.score === 0.8 && text.slice(s.start, s.end) === s.text)).toBe(true);
  });

  it('marks the parts of a full name said alone, not ordinary words or parts inside other words', () => {
    const text = 'Kayla Moreno made the accounts. Kayla said Moreno is her maiden name. Kaylan is someone else.';
    expect(texts(text, [span(text, 'Kayla Moreno', 'person')])).toEqual([
      ['Kayla', 'person'],
      ['Moreno', 'person'],
    ]);
    const will = 'Will Parker called. I will call back. Will said no.';
    expect(texts(will, [span(will, 'Will Parker', 'person')])).toEqual([]);
  });

  it('marks a name written again in lower case when it is no English word (session 18)', () => {
    const text = 'my kids were home, Ellie was 9 and Max was 5, and ellie hid in the closet. max is fine.';
    expect(texts(text, [span(text, 'Ellie', 'person'), span(text, 'Max', 'person')])).toEqual([['ellie', 'person']]);
    const town = 'we moved to Tualatin last year, tualatin schools are good';
    expect(texts(town, [span(town, 'Tualatin', 'location')])).toEqual([['tualatin', 'location']]);
  });

  it('leaves domain facts, dates and short texts to their own detection', () => {
    const text = 'my BRCA2 result came back. what is the risk for BRCA2 vs BRCA1? on May 3 and May 3 again. Al and Al.';
    const found = [span(text, 'BRCA2', 'medical', 'localizer'), span(text, 'May 3', 'date'), span(text, 'Al', 'person')];
    expect(texts(text, found)).toEqual([]);
  });

  it('never overlaps a span that is already there', () => {
    const text = 'Sunrise of Westfield called; Westfield police too.';
    const found = [span(text, 'Westfield', 'location'), span(text, 'Westfield police', 'organization')];
    // "Westfield" is found at 11 (so not repeated there); its other mention is inside the organisation's span.
    expect(repeatedMentions(text, [found[0]!, { ...found[1]!, start: 29, end: 45, text: text.slice(29, 45) }])).toEqual([]);
  });

  it('marks every verbatim repeat of a structured identifier, glued or in full-width forms (session 24)', () => {
    const text = 'card 4111 1111 1111 1111 declined; ref4111 1111 1111 1111x and ４１１１ １１１１ １１１１ １１１１ again. acct 88213 in 88213x';
    const found = [span(text, '4111 1111 1111 1111', 'card_number'), span(text, '88213', 'account_number')];
    // The card's two repeats are marked, glued and in full width; the five-character account number stays word-bound.
    expect(texts(text, found)).toEqual([
      ['4111 1111 1111 1111', 'card_number'],
      ['４１１１ １１１１ １１１１ １１１１', 'card_number'],
    ]);
    const env = 'DB_PASSWORD=Zq8!vR2m\nDATABASE_URL=postgres://app:Zq8!vR2m@db:5432/app';
    expect(texts(env, [span(env, 'Zq8!vR2m', 'secret')])).toEqual([['Zq8!vR2m', 'secret']]);
    // A name is still matched on word boundaries only.
    const name = 'Halcyon called; Halcyonic is a word.';
    expect(texts(name, [span(name, 'Halcyon', 'organization')])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';

const orgs = (text: string): string[] =>
  detectIdentifiers(text)
    .filter((s) => s.category === 'organization')
    .map((s) => s.text);

describe('lower-case organisations cut at "&", "and", "of", a saint or a possessive (session 44)', () => {
  it('joins a firm across "&" and a repeated name across "and"', () => {
    expect(orgs('i bought shares of johnson & johnson last year')).toEqual(['johnson & johnson']);
    expect(orgs('i work at procter & gamble')).toEqual(['procter & gamble']);
    expect(orgs('she works at johnson and johnson')).toEqual(['johnson and johnson']);
    // a function word after "&" is no part of the name
    expect(orgs('i work at walmart & my wife at target')).toEqual(['walmart']);
  });

  it('joins two halves of a firm whose second ends in a legal form', () => {
    expect(orgs('i work for acme roofing and siding llc and they didnt pay me')).toEqual(['acme roofing and siding llc']);
    expect(orgs('i sued acme roofing and siding llc')).toEqual(['acme roofing and siding llc']);
  });

  it('takes in "first", "st.", "saint", an institution\'s "X of" and a founder\'s "\'s" kind', () => {
    expect(orgs('my mortgage is with first national bank of omaha and im behind')).toEqual(['first national bank of omaha']);
    expect(orgs('my account at first citizens bank got frozen')).toEqual(['first citizens bank']);
    expect(orgs("i was admitted to st. mary's medical center last week")).toEqual(["st. mary's medical center"]);
    expect(orgs("she works at saint joseph's medical center")).toEqual(["saint joseph's medical center"]);
    expect(orgs('i work at the university of north carolina hospital')).toEqual(['university of north carolina hospital']);
    expect(orgs('i got a letter from sisters of charity hospital')).toEqual(['sisters of charity hospital']);
  });

  it('leaves capitalised text to the prose rules', () => {
    expect(orgs('I bought shares of Johnson & Johnson')).toEqual(['Johnson & Johnson']);
  });
});

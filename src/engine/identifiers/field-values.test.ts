import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';
import { fieldValues } from './field-values.ts';

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

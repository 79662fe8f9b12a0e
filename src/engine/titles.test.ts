import { describe, expect, it } from 'vitest';
import { titleRanges } from './titles.ts';

const titles = (text: string): string[] => titleRanges(text).map(([a, b]) => text.slice(a, b));

describe('titleRanges', () => {
  it('finds a capitalised title after a verb of watching, reading or listening, or a kind of work', () => {
    expect(titles("I'm watching Making a Murderer and got lost")).toEqual(['Making a Murderer']);
    expect(titles('we are reading The Body Keeps the Score.')).toEqual(['The Body Keeps the Score']);
    expect(titles('the podcast Crime Junkie says')).toEqual(['Crime Junkie']);
    expect(titles('binged "Breaking Bad" last week')).toEqual(['Breaking Bad']);
  });

  it('finds nothing in lower-case words or after verbs that also tell facts', () => {
    expect(titles('watching the news every night')).toEqual([]);
    expect(titles('I finished Chemo in May')).toEqual([]);
    expect(titles('I read Lupus can flare')).toEqual([]);
    expect(titles('my son is reading about diabetes')).toEqual([]);
  });
});

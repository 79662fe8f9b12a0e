import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';
import { places } from './places.ts';

const found = (text: string): string[] => places(text).map((c) => text.slice(c.start, c.end));

describe('places', () => {
  it("finds a town by its state's postal code, even when its words are ordinary", () => {
    expect(found('lives alone in Sun City, AZ. Over the past')).toEqual(['Sun City, AZ']);
    expect(found('from Cedar Falls, IA 50613')).toEqual(['Cedar Falls, IA']);
  });

  it('leaves greetings, answers and credentials before a postal code', () => {
    expect(found('Thanks, MD')).toEqual([]);
    expect(found('Yes, NY is fine')).toEqual([]);
    expect(found('Ana Ruiz, MD and Omar Haddad, PA-C')).toEqual([]);
    expect(found('Referring clinician: Megan Sutter, MS, CGC')).toEqual([]);
    expect(found('we drove to Boston, MA and Jackson, MS')).toEqual(['Boston, MA', 'Jackson, MS']);
  });

  it('finds a county named in lower case, not a determiner or an adjective before "county"', () => {
    expect(found('arrested saturday night in gwinnett county, blew a .11')).toEqual(['gwinnett county']);
    expect(found('we moved from the county to this county and then to a rural county')).toEqual([]);
  });

  it('finds the county in a court\'s caption after "County of", not the word "County" (session 30)', () => {
    const places30 = (text: string): string[] =>
      detectIdentifiers(text)
        .filter((s) => s.category === 'location')
        .map((s) => s.text);
    expect(places30('SUPERIOR COURT OF CALIFORNIA, COUNTY OF SACRAMENTO\nCase No. 24UD03317')).toEqual(['SACRAMENTO']);
    expect(places30('Family Court of the State of New York, County of Kings\nDocket No. O-11472-26')).toEqual(['Kings']);
    expect(found('I live in the County of Essex.')).toEqual(['Essex']);
    expect(found('the County of the city')).toEqual([]);
  });

  it("leaves the state a court's caption names as its jurisdiction (session 30)", () => {
    const located = (text: string): string[] =>
      detectIdentifiers(text)
        .filter((s) => s.category === 'location')
        .map((s) => s.text);
    expect(located('SUPERIOR COURT OF CALIFORNIA, COUNTY OF SACRAMENTO\nCase No. 24UD03317')).toEqual(['SACRAMENTO']);
    expect(located('got this today\nSTATE OF MICHIGAN\nDEMAND FOR POSSESSION')).toEqual([]);
    expect(located('Family Court of the State of New York, County of Kings')).toEqual(['Kings']);
    expect(located('I live in the state of Texas and we moved from Ohio')).toEqual(['Texas', 'Ohio']);
  });
});

/** Session 44: words of a health, legal or money story taken for an identifier (issues 17 and 18). */
import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';
import { combineLearned, LEARNED_POLICY, type Learned } from './learned.ts';
import { medicalWord } from '../facts/terms.ts';

const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);

describe('a lower-case given name after an article or a possessive is a thing (session 44)', () => {
  it('"our hoa", "the hoa" name no one', () => {
    expect(cats('our hoa meeting is tonight')).toEqual([]);
    expect(cats('the hoa fined us for the fence')).toEqual([]);
  });
  it('the given name alone, or capitalised, stays a person', () => {
    expect(cats('hoa and i went to the clinic')).toEqual(['person:hoa']);
    expect(cats('Dr. Hoa Nguyen is my oncologist')).toEqual(['person:Dr. Hoa Nguyen']);
  });
});

describe('one capital letter with digits glued on is a level or a test, no company (session 44)', () => {
  it('spine levels', () => {
    expect(cats('i have a herniated disc at L4-L5')).toEqual([]);
    expect(cats('MRI showed stenosis at C6-C7')).toEqual([]);
    expect(cats('I have a herniated disc at L5-S1 and numbness')).toEqual([]);
  });
  it('a name with digits is still a company', () => {
    expect(cats('meet at Ideas42')).toEqual(['organization:Ideas42']);
  });
});

describe('what one is diagnosed or infected with is no person (session 44)', () => {
  it('drops the name', () => {
    expect(cats('my mom was diagnosed with als')).toEqual([]);
    expect(cats('he got infected with hpv from her')).toEqual([]);
  });
});

describe("a lower-case verb's -ing or -ed form is no organisation (session 44)", () => {
  it('after "quit", or after a company word', () => {
    expect(cats('quit vaping 3 days ago')).toEqual([]);
    expect(cats('write a letter to my credit card company asking them to waive the fee')).toEqual([]);
    expect(cats('the trash company charged me twice').filter((c) => c.endsWith(':charged'))).toEqual([]);
  });
  it('a workplace after a cue stays', () => {
    expect(cats('i work at acme')).toEqual(['organization:acme']);
  });
});

describe('a weight told in words is no house number (session 44)', () => {
  it('"30 pounds without trying in 2 months" is no address', () => {
    expect(cats('lost 30 pounds without trying in 2 months and my doctor wants tests')).toEqual([]);
    expect(cats('gained 15 pounds since march')).toEqual([]);
  });
});

describe('the identifier tagger adds no name made of domain words (session 44)', () => {
  const text = 'my dr said my ekg was abnormal';
  const tag = (w: string, category: Learned['category'], score: number): Learned => ({ start: text.indexOf(w), end: text.indexOf(w) + w.length, category, score });
  it('a test, drug or condition alone is no organisation', () => {
    expect(medicalWord('ekg')).toBe(true);
    expect(combineLearned([], [tag('ekg', 'organization', 0.98)], LEARNED_POLICY, text, medicalWord)).toEqual([]);
    // without the domain words the span is added as before
    expect(combineLearned([], [tag('ekg', 'organization', 0.98)], LEARNED_POLICY, text).length).toBe(1);
  });
});

describe('a scan by its short name is no name either (session 45)', () => {
  const text = 'ok so update the mri showed a torn meniscus';
  it('"mri" alone is no person', () => {
    expect(medicalWord('mri')).toBe(true);
    const mri: Learned = { start: text.indexOf('mri'), end: text.indexOf('mri') + 3, category: 'person', score: 0.99 };
    expect(combineLearned([], [mri], LEARNED_POLICY, text, medicalWord)).toEqual([]);
  });
});

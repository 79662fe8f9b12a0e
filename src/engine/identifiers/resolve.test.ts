/**
 * Session 36: applyContext's word test without the split. hasWord(s, w) must say what
 * new Set(s.split(/[^\p{L}\p{N}]+/u)).has(w) said, for every word the recognizers list and for random windows with
 * letters, digits, marks, astral letters and digits, lone surrogates and the context words themselves.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyContext, hasWord } from './resolve.ts';

const bySplit = (s: string, w: string): boolean => new Set(s.split(/[^\p{L}\p{N}]+/u)).has(w);

const WORDS = ['born', 'dob', 'on', 'tax', 'a-number', 'steuer-id', 'cf', 'nas', 'n', '1', 'é', 'código', '𝐀b', '', 'ab1'];
const PIECES = [...WORDS, ' ', '-', "'", '’', '.', ':', '\u0301', '𝐀', '𝟎', '\ud835', '\udc00', 'x', 'X', '7', 'ǅ', '\n', 'on'];

describe('hasWord', () => {
  it('agrees with the split on examples', () => {
    const cases: [string, string][] = [
      ['born on 12', 'on'],
      ['bornon', 'on'],
      ['x-on-y', 'on'],
      ['on', 'on'],
      ['ons on', 'on'],
      ['a-number 5', 'a-number'],
      ['𝐀on', 'on'],
      ['on𝟎', 'on'],
      ['on\u0301', 'on'],
      ['\udc00on', 'on'],
      [' x', ''],
      ['x', ''],
      ['dob: 1', 'dob'],
      ['ab1 ab', 'ab1'],
    ];
    for (const [s, w] of cases) expect(hasWord(s, w), `${s} / ${w}`).toBe(bySplit(s, w));
  });

  it('agrees with the split on random windows', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PIECES), { maxLength: 16 }), fc.constantFrom(...WORDS), (ps, w) => {
        const s = ps.join('');
        expect(hasWord(s, w)).toBe(bySplit(s, w));
      }),
      { numRuns: 3000 },
    );
  });

  it('drives applyContext as before', () => {
    const text = 'DOB 12/03/1990 and born on 4 May';
    const c = { start: 4, end: 14, category: 'date' as const, score: 0.5, detail: 'numeric_date', context: ['dob', 'born'], negative: ['order'] };
    expect(applyContext(text, text.toLowerCase(), c).score).toBeCloseTo(0.85);
    const far = { ...c, context: ['birthday'] };
    expect(applyContext(text, text.toLowerCase(), far)).toBe(far);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadWordPrior, packWordPriorWords, PRIOR_DOMAINS } from './prior.ts';

const shipped = JSON.parse(readFileSync(new URL('../../../models/word-prior.json', import.meta.url), 'utf8')) as {
  version: number;
  words: string;
  scores: string;
};

/** The shipped table unpacked back into version 1 (word → scores), read straight from the file's strings. */
function asVersion1(): Record<string, unknown> {
  const words = shipped.words.split('\n');
  const bytes = Buffer.from(shipped.scores, 'base64');
  const k = PRIOR_DOMAINS.length;
  return { ...shipped, version: 1, scores: undefined, words: Object.fromEntries(words.map((w, i) => [w, [...bytes.subarray(i * k, i * k + k)]])) };
}

describe('word prior file versions', () => {
  it('the shipped file is version 2 and answers every word exactly as the same table in version 1', () => {
    expect(shipped.version).toBe(2);
    const v2 = loadWordPrior(shipped);
    const v1 = loadWordPrior(asVersion1());
    expect(v2.size).toBe(v1.size);
    expect(v2.size).toBeGreaterThan(40_000);
    const words = shipped.words.split('\n');
    // Every word, its plural/possessive forms and misses (which fall to the stems and the n-gram model).
    for (const w of [...words, ...words.slice(0, 2000).map((x) => `${x}s`), ...words.slice(0, 2000).map((x) => `${x}'s`), 'zzzqqq', 'metforminx', 'a', '']) {
      const a = v2.lookup(w);
      const b = v1.lookup(w);
      expect(a && Array.from(a), w).toEqual(b && Array.from(b));
      expect(v2.bySpelling(w), w).toBe(v1.bySpelling(w));
    }
  });

  it('remembers each word\'s answers: asked again and in another order, every word gets what a fresh prior gives it', () => {
    const words = shipped.words.split('\n');
    const asked = [
      ...words.filter((_, i) => i % 97 === 0),
      ...words.slice(0, 50).map((x) => `${x}s`),
      ...words.slice(50, 100).map((x) => `${x}'s`),
      // misses: drug stems, brands, the n-gram model, nothing at all
      'atorvastatin', 'lisinopril', 'paxlovid', 'zzzqqq', 'metforminx', 'hypothyroidism', 'qwertyuiop', 'a', '', 'x-ray',
    ];
    const once = loadWordPrior(shipped);
    const fresh = loadWordPrior(shipped);
    const answers = (p: typeof once, w: string): [number[] | undefined, boolean] => {
      const a = p.lookup(w);
      return [a && Array.from(a), p.bySpelling(w)];
    };
    const first = asked.map((w) => answers(once, w));
    const again = asked.map((w) => answers(once, w));
    const reversed = [...asked].reverse().map((w) => answers(fresh, w)).reverse();
    asked.forEach((w, i) => {
      expect(again[i], w).toEqual(first[i]);
      expect(first[i], w).toEqual(reversed[i]);
    });
    // distinct words keep distinct answers (the memo is keyed by the word)
    expect(new Set(first.map((x) => JSON.stringify(x))).size).toBeGreaterThan(100);
  });

  it('packs and refuses what it cannot represent; loading refuses an unsorted or short table', () => {
    const packed = packWordPriorWords({ b: [0, 1, 2, 3], a: [255, 0, 0, 0] });
    expect(packed.words).toBe('a\nb');
    const prior = loadWordPrior({ version: 2, classes: [...PRIOR_DOMAINS], scale: 255, ...packed });
    expect(Array.from(prior.lookup('a')!)).toEqual([1, 0, 0, 0]);
    expect(prior.lookup('c')).toBeUndefined();
    expect(() => packWordPriorWords({ a: [256, 0, 0, 0] })).toThrow('not a byte');
    expect(() => packWordPriorWords({ 'a\nb': [1, 0, 0, 0] })).toThrow('cannot pack');
    const base = { version: 2, classes: [...PRIOR_DOMAINS], scale: 255 };
    expect(() => loadWordPrior({ ...base, words: 'b\na', scores: packed.scores })).toThrow('not sorted');
    expect(() => loadWordPrior({ ...base, words: 'a\na', scores: packed.scores })).toThrow('not sorted');
    expect(() => loadWordPrior({ ...base, words: 'a\nb\nc', scores: packed.scores })).toThrow('8 score bytes for 3 words');
  });
});

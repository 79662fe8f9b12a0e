import { describe, expect, it } from 'vitest';
import { ORDINARY_WORDS_CODED } from './ordinary-words.generated.ts';
import { inflectedOrdinary, isOrdinaryWord, nameLike } from './ordinary.ts';
import { detectIdentifiers } from './index.ts';

/** The whole list decoded at once, independently of ordinary.ts's per-block cache (session 35). */
function allWords(): Set<string> {
  const out = new Set<string>();
  for (const block of ORDINARY_WORDS_CODED.split('|')) {
    let prev = '';
    for (const entry of block.split(' ')) {
      const w = prev.slice(0, parseInt(entry.charAt(0), 36)) + entry.slice(1);
      out.add(w);
      prev = w;
    }
  }
  return out;
}

describe('isOrdinaryWord (block cache, session 35)', () => {
  const words = allWords();
  const reference = (lower: string): boolean =>
    words.has(lower) ||
    (lower.length > 3 &&
      lower.endsWith('s') &&
      (words.has(lower.slice(0, -1)) || (lower.endsWith('es') && words.has(lower.slice(0, -2))) || (lower.endsWith('ies') && words.has(`${lower.slice(0, -3)}y`))));

  it('agrees with the whole decoded list, in any order of lookups (each block decoded once, then reused)', () => {
    const list = [...words];
    const probes: string[] = [];
    for (let k = 0; k < list.length; k += 7) {
      const w = list[k]!;
      probes.push(w, `${w}s`, `${w}es`, `${w.replace(/y$/, '')}ies`, `${w}x`, w.slice(0, -1), `${w}zz`);
    }
    probes.push('', 'a', 'zzzzzz', 'aardvarks', 'mama', 'kowalczyk', 'nakamura', '0', 'é');
    // Back to front, then front to back: a cache keyed by the wrong block gives other words the second time.
    for (const order of [[...probes].reverse(), probes]) {
      for (const p of order) expect(isOrdinaryWord(p), p).toBe(reference(p));
    }
  });
});

describe('inflectedOrdinary and nameLike in lower case (session 44)', () => {
  it('reads an ordinary verb\'s -ing or -ed form as ordinary', () => {
    expect(inflectedOrdinary('sentencing')).toBe(true);
    expect(inflectedOrdinary('overdosed')).toBe(true);
    expect(inflectedOrdinary('reported')).toBe(true);
    expect(inflectedOrdinary('ming')).toBe(false);
    expect(inflectedOrdinary('ted')).toBe(false);
    expect(inflectedOrdinary('died')).toBe(true);
    expect(inflectedOrdinary('fred')).toBe(false);
  });
  it('takes the forms as no name only when written in lower case', () => {
    expect(nameLike('sentencing', true)).toBe(false);
    expect(nameLike('remodeling', false)).toBe(true);
    expect(nameLike('marcus', true)).toBe(true);
  });
});

describe('lower-case pronoun contractions and verb forms are no names (session 44)', () => {
  const people = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'person').map((s) => t.slice(s.start, s.end));
  it('finds no person in "he said he\'d report me" or "my son\'s sentencing"', () => {
    expect(people("when i pushed back he said he'd report me for the damage")).toEqual([]);
    expect(people("letter to the judge for my son's sentencing, he pleaded guilty")).toEqual([]);
    expect(people('can u text marcus for me')).toEqual(['marcus']);
  });
});

/**
 * Session 36's first-word gates: a list regex tried only at the letter runs that start a listed name must give the
 * matches of the same regex scanned over the whole message, on examples of every list and on random messages built
 * from the names' pieces, in every case, beside non-ASCII letters and the letters case folding maps onto ASCII ones.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scan } from './candidate.ts';
import { firstWords, gateRuns, gatedScan, gatedTest, listGate, type ListGate } from './gate.ts';
import { LIST_SHAPES_FOR_TEST as ORGS } from './known-orgs.ts';
import { BIG_EMPLOYER_FOR_TEST as EMPLOYERS } from './employers.ts';
import { BODY_SHAPES_FOR_TEST as BODIES } from './public-figures.ts';

const whole = (sticky: RegExp): RegExp => new RegExp(sticky.source, sticky.flags.replace('y', 'g'));
const dump = (ms: Iterable<RegExpExecArray>): string[] => [...ms].map((m) => `${m.index}:${m[0]}`);

interface Gated {
  name: string;
  sticky: RegExp;
  gate: ListGate;
  names: string[];
}

const GATED: Gated[] = [
  { name: 'known orgs (plain)', sticky: ORGS.PLAIN_RE, gate: ORGS.PLAIN_GATE, names: ORGS.PLAIN_NAMES },
  { name: 'known orgs (word-like)', sticky: ORGS.WORDLIKE_RE, gate: ORGS.WORDLIKE_GATE, names: ORGS.WORDLIKE_NAMES },
  { name: 'public bodies', sticky: BODIES.BODY_RE, gate: BODIES.BODY_GATE, names: BODIES.BODY_NAMES },
];

// U+0345 is a mark whose case folding is a letter: a case-insensitive [\p{L}] takes it, \p{L} does not.
const FILLER = ['the', 'my', 'at', 'bank', 'Anthem', 'état', 'ſ', 'K', 'x', 'of', 'and', 'St', 'u', 's', 'A', 'é', '\u0345', 'α\u0313\u0345'];
const SEPARATORS = [' ', '  ', '-', '.', '&', '*', "'", '’', '\n', ', ', '7', '12 ', '', '\t', 'é', 'ſ', '\u0345'];

function cased(s: string, how: number): string {
  if (how === 1) return s.toUpperCase();
  if (how === 2) return s.replace(/(^|\s)\p{L}/gu, (c) => c.toUpperCase());
  return s;
}

function messages(names: string[]): fc.Arbitrary<string> {
  const piece = fc.oneof(
    fc.tuple(fc.constantFrom(...names), fc.integer({ min: 0, max: 2 })).map(([n, how]) => cased(n, how)),
    fc.constantFrom(...FILLER),
  );
  return fc.array(fc.tuple(piece, fc.constantFrom(...SEPARATORS)), { maxLength: 14 }).map((xs) => xs.map(([p, s]) => p + s).join(''));
}

describe('gateRuns', () => {
  // Lists of this test's own: "ab", "bcd" and "cd" start names of A, "zü" (non-ASCII, no key) of B.
  const A = listGate(['ab x', 'bcd', 'cd-y']);
  const B = listGate(['zürich bank']);
  it('gives each message its own runs (the cache is keyed by the message)', () => {
    // Same length, different words: a cache keyed on the length, or kept across messages, fails here.
    const ab = gateRuns('ab cd');
    expect(ab.starts).toEqual([0, 3]);
    expect(ab.masks.map((m) => m & A.bit)).toEqual([A.bit, A.bit]);
    const bcd = gateRuns('a bcd');
    expect(bcd.starts).toEqual([2]);
    expect(gateRuns('ab cd').starts).toEqual([0, 3]);
    // Non-ASCII runs may start any list's name; "ſt" too (case folding takes "ſ" for "s").
    const z = gateRuns('Zürich 12 ſt Ab');
    expect(z.starts).toEqual([0, 10, 13]);
    expect(z.masks.map((m) => (m & A.bit ? 'A' : '') + (m & B.bit ? 'B' : ''))).toEqual(['AB', 'AB', 'A']);
    // Letters are \p{L}: a mark (U+0345, U+0301) ends a run; an astral letter continues one.
    expect(gateRuns('ab\u0301cd').starts).toEqual([0, 3]);
    expect(gateRuns('x\u{1D400}ab ab').starts).toEqual([0, 6]);
  });

  it('refuses a name the gate could miss', () => {
    expect(() => firstWords(['7-eleven'])).toThrow();
    expect(() => firstWords(['ſaint'])).toThrow();
    expect([...firstWords(['bank of america', "jehovah's witness", 'itaú', 'e*trade'])]).toEqual(['bank', 'jehovah', 'e']);
  });
});

describe('gated list scans give the whole-message scan', () => {
  for (const g of GATED) {
    it(`${g.name}: every name, in every case, alone and in a sentence`, () => {
      for (const n of g.names) {
        for (const how of [0, 1, 2]) {
          for (const text of [cased(n, how), `I'm with ${cased(n, how)}, since 2019.`, `x${cased(n, how)} ${cased(n, how)}-y`]) {
            expect(dump(gatedScan(g.sticky, g.gate, text)), text).toEqual(dump(scan(whole(g.sticky), text)));
            expect(gatedTest(g.sticky, g.gate, text), text).toBe(whole(g.sticky).test(text));
          }
        }
      }
    });
    it(`${g.name}: random messages`, () => {
      fc.assert(
        fc.property(messages(g.names), (text) => {
          expect(dump(gatedScan(g.sticky, g.gate, text))).toEqual(dump(scan(whole(g.sticky), text)));
          const any = whole(g.sticky);
          any.lastIndex = 0;
          expect(gatedTest(g.sticky, g.gate, text)).toBe(any.test(text));
        }),
        { numRuns: 400 },
      );
    });
  }

  it('big employers: the gated test gives the regex test', () => {
    for (const n of EMPLOYERS.NAMES) {
      for (const text of [n, n.toUpperCase(), `worked at ${n}.`, `x${n}`, `${n}y`]) expect(EMPLOYERS.anywhere(text), text).toBe(EMPLOYERS.ANYWHERE.test(text));
    }
    fc.assert(
      fc.property(messages(EMPLOYERS.NAMES), (text) => {
        expect(EMPLOYERS.anywhere(text)).toBe(EMPLOYERS.ANYWHERE.test(text));
      }),
      { numRuns: 400 },
    );
  });

});

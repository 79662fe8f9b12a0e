/**
 * Session 36: three street shapes scanned stretch by stretch (address.ts stretchScan) must give the matches of the
 * whole-message scan, on street lines of every kind and on random messages built from their pieces and from the
 * characters at a stretch's edge (commas, brackets, line breaks, no-break spaces, digits of other scripts, marks,
 * astral letters, lone surrogates).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scan } from './candidate.ts';
import { SHAPES_FOR_TEST as ADDRESS, stretchScan } from './address.ts';

const dump = (ms: Iterable<RegExpExecArray>): string[] => [...ms].map((m) => `${m.index}:${m[0]}:${m[1] ?? ''}`);

const SHAPES: [string, RegExp, boolean][] = [
  ['STREET_COMPOUND', ADDRESS.STREET_COMPOUND, false],
  ['NUM_WORDS_NUM', ADDRESS.NUM_WORDS_NUM, false],
  ['STREET_PREFIX', ADDRESS.STREET_PREFIX, true],
];

const EXAMPLES = [
  'send it to Hauptstraße 12 please, or Keizersgracht 123, Amsterdam',
  '78 Camiño Ancho 91 and 12 3 Rue de la Paix 4',
  'Calle Mayor 5, Via Roma 3; rue du Bac, 17 (Paris)',
  'at Mannerheimintie 5\nAndrássy út 22\tVáci u. 5',
  "O’Connell St. 14-2/3b, Saint-Jean 7",
  'avenida Paulista, 1578 — praça da Sé 2',
  'x² 12 Main 3 ٣ Foo 4 ͅBar 5 𝐀lpha 6 \ud800 7',
];

const PIECES = ['Hauptstraße', 'Via', 'Roma', 'calle', 'Mayor', 'rue', 'du', 'Bac', 'Camiño', 'út', 'u.', "O’Connell", 'St.', '12', '3b', '14-2/3', '5.', '7'];
const GAPS = [' ', '  ', '\t', ', ', ',', ';', '\n', '(', ')', '\u00a0', '²', '٣', '\u0345', '𝐀', '\ud800', '’', '.', '-', '/', ':', ''];

describe('stretchScan gives the whole-message scan', () => {
  for (const [name, re, comma] of SHAPES) {
    it(`${name}: examples`, () => {
      for (const text of EXAMPLES) expect(dump(stretchScan(re, text, comma)), text).toEqual(dump(scan(re, text)));
    });
    it(`${name}: random messages`, () => {
      fc.assert(
        fc.property(fc.array(fc.tuple(fc.constantFrom(...PIECES), fc.constantFrom(...GAPS)), { maxLength: 14 }), (xs) => {
          const text = xs.map(([p, g]) => p + g).join('');
          expect(dump(stretchScan(re, text, comma))).toEqual(dump(scan(re, text)));
        }),
        { numRuns: 1500 },
      );
    });
  }
  it('finds the street lines (the test is not vacuous)', () => {
    expect(dump(stretchScan(ADDRESS.STREET_COMPOUND, EXAMPLES[0]!, false)).length).toBeGreaterThan(0);
    expect(dump(stretchScan(ADDRESS.STREET_PREFIX, EXAMPLES[2]!, true)).length).toBeGreaterThan(0);
    expect(dump(stretchScan(ADDRESS.NUM_WORDS_NUM, EXAMPLES[1]!, false)).length).toBeGreaterThan(0);
  });
});

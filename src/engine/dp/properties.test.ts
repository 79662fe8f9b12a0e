import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CharacterKrr } from './krr.ts';
import { SeededRandom } from './rng.ts';
import { applyReplacements } from './spans.ts';

/** Random text with a random set of disjoint spans over it. */
const textWithSpans = fc
  .tuple(
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.array(fc.nat(), { maxLength: 12 }),
    fc.array(fc.string({ maxLength: 6 }), { maxLength: 6 }),
  )
  .map(([text, cuts, reps]) => {
    const points = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
    const spans: { start: number; end: number }[] = [];
    for (let i = 0; i + 1 < points.length && spans.length < reps.length; i += 2)
      spans.push({ start: points[i]!, end: points[i + 1]! });
    return { text, spans, replacements: reps.slice(0, spans.length) };
  });

describe('properties', () => {
  it('applyReplacements copies everything outside the spans verbatim and places each replacement at its offsets', () => {
    fc.assert(
      fc.property(textWithSpans, ({ text, spans, replacements }) => {
        const r = applyReplacements(text, spans, replacements);
        let expected = '';
        let cursor = 0;
        spans.forEach((s, i) => {
          expected += text.slice(cursor, s.start) + replacements[i]!;
          cursor = s.end;
          expect(r.text.slice(r.offsets[i]!.start, r.offsets[i]!.end)).toBe(replacements[i]);
        });
        expect(r.text).toBe(expected + text.slice(cursor));
      }),
      { numRuns: 300 },
    );
  });

  it('k-RR keeps UTF-16 length and whitespace for any string (lone surrogates included) and emits only alphabet symbols', () => {
    const krr = new CharacterKrr({ epsilon: 1 });
    const allowed = new Set(krr.alphabet);
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), fc.nat(), (text, seed) => {
        const { text: out, characters } = krr.perturbText(text, new SeededRandom(seed));
        expect(out.length).toBe(text.length);
        let n = 0;
        for (let i = 0; i < text.length; i++) {
          if (/\s/.test(text[i]!)) expect(out[i]).toBe(text[i] === '\n' ? '\n' : ' ');
          else {
            n++;
            expect(allowed.has(out[i]!)).toBe(true);
          }
        }
        expect(characters).toBe(n);
      }),
      { numRuns: 300 },
    );
  });
});

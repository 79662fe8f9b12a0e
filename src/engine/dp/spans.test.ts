import { describe, expect, it } from 'vitest';
import { DpParameterError } from './checks.ts';
import { ExponentialMechanism } from './exponential.ts';
import { SeededRandom } from './rng.ts';
import type { CandidateSource, SpanInput } from './spans.ts';
import { applyReplacements, DpSpanRewriter, rewriteSpansDp } from './spans.ts';

/** Test-only candidate source: a fixed public vocabulary per category; utilities favour phrases unlike the span. */
class GenericSource implements CandidateSource {
  readonly phrases = ['a health issue', 'a symptom', 'a condition', 'coughing up blood'];
  candidates(span: SpanInput): { phrases: string[]; utilities: Float64Array } {
    return {
      phrases: this.phrases,
      utilities: Float64Array.from(this.phrases, (p) => (p === span.text ? 5 : 20 - p.length / 4)),
    };
  }
}

describe('applyReplacements', () => {
  it('copies all other text verbatim and returns new offsets in input order', () => {
    const text = 'I have diabetes and asthma, sadly.';
    const r = applyReplacements(
      text,
      [
        { start: 20, end: 26 },
        { start: 7, end: 15 },
      ],
      ['[B]', 'a chronic condition'],
    );
    expect(r.text).toBe('I have a chronic condition and [B], sadly.');
    expect(r.offsets.map((o) => r.text.slice(o.start, o.end))).toEqual(['[B]', 'a chronic condition']);
  });
  it('handles empty input, adjacent spans, astral characters and no spans', () => {
    expect(applyReplacements('', [], []).text).toBe('');
    expect(applyReplacements('ab', [], []).text).toBe('ab');
    const t = '😀ab';
    const r = applyReplacements(
      t,
      [
        { start: 2, end: 3 },
        { start: 3, end: 4 },
      ],
      ['X', 'YY'],
    );
    expect(r.text).toBe('😀XYY');
    expect(r.offsets).toEqual([
      { start: 2, end: 3 },
      { start: 3, end: 5 },
    ]);
  });
  it('rejects overlapping, out-of-range or mismatched spans', () => {
    expect(() =>
      applyReplacements(
        'abcdef',
        [
          { start: 0, end: 3 },
          { start: 2, end: 4 },
        ],
        ['x', 'y'],
      ),
    ).toThrow(/overlaps/);
    expect(() => applyReplacements('abc', [{ start: 0, end: 4 }], ['x'])).toThrow(/outside/);
    expect(() => applyReplacements('abc', [{ start: 0, end: 1 }], [])).toThrow(DpParameterError);
  });
});

describe('DpSpanRewriter', () => {
  const mech = ExponentialMechanism.fromBudget({ epsilonText: 4, nMax: 2 });
  it('draws one phrase per span and reports the draw ε', () => {
    const rw = new DpSpanRewriter(mech, new GenericSource(), new SeededRandom(1));
    const d = rw.rewrite({ text: 'coughing up blood', category: 'medical' });
    expect(new GenericSource().phrases).toContain(d.replacement);
    expect(d.epsilon).toBe(mech.epsilonPerDraw);
    expect(d.vocabularySize).toBe(4);
  });
  it('rewriteSpansDp splices replacements and charges spans · ε_draw', () => {
    const text = 'Patient reports coughing up blood and night sweats.';
    const spans = [
      { start: 16, end: 33, text: 'coughing up blood', category: 'medical' as const },
      { start: 38, end: 50, text: 'night sweats', category: 'medical' as const },
    ];
    const rw = new DpSpanRewriter(mech, new GenericSource(), new SeededRandom(2));
    const r = rewriteSpansDp(text, spans, rw);
    expect(r.text.startsWith('Patient reports ')).toBe(true);
    expect(r.text.endsWith('.')).toBe(true);
    for (const s of r.spans) expect(r.text.slice(s.newStart, s.newEnd)).toBe(s.replacement);
    expect(r.event.units).toBe(2);
    expect(r.event.epsilon).toBeCloseTo(4, 12);
    const seeded = rewriteSpansDp(text, spans, new DpSpanRewriter(mech, new GenericSource(), new SeededRandom(2)));
    expect(seeded.text).toBe(r.text);
  });
  it('refuses more than n_max spans unless allowed, then reports the larger ε', () => {
    const text = 'a b c';
    const spans = [0, 2, 4].map((i) => ({ start: i, end: i + 1, text: text[i]!, category: 'medical' as const }));
    const rw = new DpSpanRewriter(mech, new GenericSource(), new SeededRandom(3));
    expect(() => rewriteSpansDp(text, spans, rw)).toThrow(/n_max/);
    expect(rewriteSpansDp(text, spans, rw, { allowMoreThanNMax: true }).event.epsilon).toBeCloseTo(6, 12);
  });
  it('rejects a vocabulary that depends on the span text', () => {
    const leaky: CandidateSource = {
      candidates: (span) => ({ phrases: ['x', `not ${span.text}`], utilities: Float64Array.from([10, 10]) }),
    };
    const rw = new DpSpanRewriter(mech, leaky, new SeededRandom(4));
    rw.rewrite({ text: 'a', category: 'medical' });
    expect(() => rw.rewrite({ text: 'b', category: 'medical' })).toThrow(/must not depend on the span text/);
    const bad: CandidateSource = { candidates: () => ({ phrases: ['x', 'x'], utilities: Float64Array.from([1, 2]) }) };
    expect(() => new DpSpanRewriter(mech, bad, new SeededRandom(5)).rewrite({ text: 'a', category: 'legal' })).toThrow(
      /duplicate/,
    );
  });
});

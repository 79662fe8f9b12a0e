/**
 * Statistical privacy audit of the whole rewriter path (run: npx vitest run --project audit): createRewriter
 * with the default `top` utility profile → DpSpanRewriter → the EM, on a neighbouring pair of span texts whose
 * R2 sets are disjoint (the worst case for that profile). The certified privacy loss must stay within the ε the
 * API reports; a mechanism sampling at a third of the calibrated temperature (true loss 1.5·ε here) must be
 * rejected. Randomness: the production CSPRNG, so the false-failure rate is a real probability (≤ SIGNIFICANCE).
 */
import { describe, expect, it } from 'vitest';
import { CryptoRandom, DpSpanRewriter, ExponentialMechanism } from '../dp/index.ts';
import { auditPrivacyLoss } from '../dp/testing/stats.ts';
import type { PhraseBankFile } from './bank.ts';
import { createRewriter, DEFAULT_PROFILE } from './index.ts';
import type { EmbedFn } from './index.ts';

const SAMPLES = 200_000;
const SIGNIFICANCE = 1e-6;
const TOLERANCE = 0.01;
const N = 20;
const PHRASES = Array.from({ length: N }, (_, i) => `a generic offence number ${i}`);

/** Phrase i ↦ basis vector e_i; span 'x' ↦ the first ⌈q·N⌉ phrases' mean direction, "x'" ↦ the last ones'. */
const TOP = Math.ceil((DEFAULT_PROFILE.kind === 'top' ? DEFAULT_PROFILE.fraction : 0.1) * N);
const embed: EmbedFn = (texts) =>
  Promise.resolve(
    texts.map((t) => {
      const v = new Float32Array(N);
      const i = PHRASES.indexOf(t);
      if (i >= 0) v[i] = 1;
      else if (t === 'x') for (let k = 0; k < TOP; k++) v[k] = 1 / Math.sqrt(TOP);
      else if (t === "x'") for (let k = 0; k < TOP; k++) v[N - 1 - k] = 1 / Math.sqrt(TOP);
      else v[0] = 1;
      return v;
    }),
  );

const bank: PhraseBankFile = {
  version: 1,
  description: 'audit',
  sources: [],
  excludedTrainingSpanEntries: 0,
  categories: { legal: { phrases: PHRASES, slots: PHRASES.map(() => 'np'), sources: PHRASES.map(() => 't') } },
};

function histogram(draw: () => number, n: number): Float64Array {
  const h = new Float64Array(N);
  for (let i = 0; i < n; i++) h[draw()]!++;
  return h;
}

describe('rewriter privacy-loss audit (default utility profile)', () => {
  const mechanism = ExponentialMechanism.fromBudget({ epsilonText: 1, nMax: 1 });
  const rng = new CryptoRandom();
  const spans = [{ text: 'x', category: 'legal' as const }, { text: "x'", category: 'legal' as const }];

  it('the neighbouring pair has disjoint R2 sets (the audit is on the worst case)', async () => {
    const rw = await createRewriter({ bank, embed });
    for (const s of spans) await rw.prepare('', [s]);
    const ux = rw.candidates(spans[0]!).utilities;
    const uy = rw.candidates(spans[1]!).utilities;
    const top = (u: Float64Array): number[] => [...u.keys()].filter((i) => u[i] === mechanism.r2);
    expect(top(ux)).toHaveLength(TOP);
    expect(top(uy)).toHaveLength(TOP);
    expect(top(ux).filter((i) => top(uy).includes(i))).toEqual([]);
  });

  it(`certified loss ≤ reported ε + ${TOLERANCE} (n=${SAMPLES}/input, α=${SIGNIFICANCE})`, async () => {
    const rw = await createRewriter({ bank, embed });
    for (const s of spans) await rw.prepare('', [s]);
    const rewriter = new DpSpanRewriter(mechanism, rw, rng);
    const reported = new Set<number>();
    const draw = (i: number) => (): number => {
      const d = rewriter.rewrite(spans[i]!);
      reported.add(d.epsilon);
      return d.index;
    };
    const audit = auditPrivacyLoss(histogram(draw(0), SAMPLES), histogram(draw(1), SAMPLES), SAMPLES, mechanism.epsilonPerDraw, TOLERANCE, SIGNIFICANCE);
    expect([...reported]).toEqual([mechanism.epsilonPerDraw]);
    console.log(`[audit] rewriter (${JSON.stringify(DEFAULT_PROFILE)}): reported ε=${mechanism.epsilonPerDraw.toFixed(4)}, empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}`);
    expect(audit.rejected).toBe(false);
  });

  it('POWER: rejects the same path sampled at a third of the temperature but claiming the same ε', async () => {
    const rw = await createRewriter({ bank, embed });
    for (const s of spans) await rw.prepare('', [s]);
    const wrong = ExponentialMechanism.fromTemperature(mechanism.temperature / 3);
    const draw = (i: number) => (): number => wrong.sample(rw.candidates(spans[i]!).utilities, rng).index;
    const audit = auditPrivacyLoss(histogram(draw(0), SAMPLES), histogram(draw(1), SAMPLES), SAMPLES, mechanism.epsilonPerDraw, TOLERANCE, SIGNIFICANCE);
    console.log(`[audit] rewriter τ/3 variant: true loss=1.5, empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}`);
    expect(audit.rejected).toBe(true);
  });
});

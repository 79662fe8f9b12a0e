/**
 * Statistical audit of the number mechanisms (geometric.md; run: npx vitest run --project audit).
 *
 * For each mechanism, the worst-case neighbouring pair is two inputs exactly one radius apart (x and x + radius; for
 * the log grid, 1000 and 2000). Outputs are binned as (≤ x), each value strictly between, (≥ x'): binning is
 * post-processing, and the two end bins are where the loss is exactly ε (P[y ≥ x'|x'] / P[y ≥ x'|x] = e^{ε}).
 *  1. Upper side: the certified loss (Chernoff bounds, union over bins) must not exceed the reported ε + TOLERANCE.
 *  2. Tightness: a certified lower bound on the end bin's loss must exceed ε − TIGHTNESS (the ε is attained).
 *  3. End to end: rewriteMessageWithNumbers on "aged 40" vs "aged 45" (an age span), against the event's ε.
 *  4. Power: each mechanism run at twice its ε per step while claiming the calibrated ε is rejected by the upper side.
 *
 * Sample size SAMPLES = 200 000 per input (100 000 for the log grid, whose draws are ~50 Bernoulli trials each).
 * Every rejection test is at level SIGNIFICANCE = 1e−6 (Chernoff bounds, valid for every n), so a correct
 * mechanism fails it with probability ≤ 1e−6 per test; the tightness side fails a correct mechanism with probability
 * < 1e−12 (its margin is > 7 standard deviations, normal approximation). Randomness: the production CSPRNG.
 */
import { describe, expect, it } from 'vitest';
import {
  BoundedGeometricMechanism,
  LogGridGeometricMechanism,
  STEPS_PER_DOUBLING,
  TwoSidedGeometricMechanism,
} from './geometric.ts';
import { CryptoRandom } from './rng.ts';
import { rewriteMessageWithNumbers } from './spans.ts';
import { auditPrivacyLoss, certifiedLossLower, histogram } from './testing/stats.ts';

const SAMPLES = 200_000;
const LOG_SAMPLES = 100_000;
const SIGNIFICANCE = 1e-6;
const TOLERANCE = 0.02;
/** Width of the certified lower bound at these n is ≈ 0.1–0.15; SD of the estimate ≈ 0.02–0.03. */
const TIGHTNESS = 0.35;
const rng = new CryptoRandom();

/** Bin of an output for inputs x < x': 0 for ≤ x, 1 … (x' − x − 1) between, x' − x for ≥ x'. */
const bin = (y: number, x: number, xp: number): number => (y <= x ? 0 : y >= xp ? xp - x : y - x);

function auditPair(
  draw: (input: number) => number,
  x: number,
  xp: number,
  n: number,
  claimed: number,
): { rejected: boolean; lower: number; certified: number } {
  const m = xp - x + 1;
  const hx = histogram(() => bin(draw(x), x, xp), n, m);
  const hxp = histogram(() => bin(draw(xp), x, xp), n, m);
  const audit = auditPrivacyLoss(hx, hxp, n, claimed, TOLERANCE, SIGNIFICANCE);
  const lower = certifiedLossLower(hxp[m - 1]!, hx[m - 1]!, n, SIGNIFICANCE);
  return { rejected: audit.rejected, lower, certified: audit.certifiedLoss };
}

describe('number mechanisms: privacy-loss audit', () => {
  it(`two-sided geometric (dates, radius 30 days, ε = 2): loss within [ε − ${TIGHTNESS}, ε + ${TOLERANCE}] (n=${SAMPLES}, α=${SIGNIFICANCE})`, () => {
    const m = TwoSidedGeometricMechanism.fromRadius(2, 30);
    const r = auditPair((x) => m.sample(x, rng), 0, 30, SAMPLES, m.epsilon);
    console.log(
      `[audit] two-sided geometric: claimed ε=${m.epsilon}, certified=${r.certified.toFixed(4)}, lower bound=${r.lower.toFixed(4)}`,
    );
    expect(r.rejected).toBe(false);
    expect(r.lower).toBeGreaterThan(m.epsilon - TIGHTNESS);
  });

  it(`bounded geometric (ages, radius 5 years, ε = 2, domain [0, 120])`, () => {
    const m = BoundedGeometricMechanism.bounded(2, 5, 0, 120);
    const r = auditPair((x) => m.sample(x, rng), 40, 45, SAMPLES, m.epsilon);
    console.log(
      `[audit] bounded geometric: claimed ε=${m.epsilon}, certified=${r.certified.toFixed(4)}, lower bound=${r.lower.toFixed(4)}`,
    );
    expect(r.rejected).toBe(false);
    expect(r.lower).toBeGreaterThan(m.epsilon - TIGHTNESS);
    // At the domain's edge the clamp only merges outputs (post-processing): still within ε.
    const edge = auditPair((x) => m.sample(x, rng), 0, 5, SAMPLES, m.epsilon);
    expect(edge.rejected).toBe(false);
  });

  it(`log-grid geometric (amounts, factor 2, ε = 2): 1000 vs 2000 (n=${LOG_SAMPLES})`, () => {
    const m = LogGridGeometricMechanism.forFactorTwo(2);
    const k = m.index(1000);
    const kp = m.index(2000);
    expect(kp - k).toBeLessThanOrEqual(STEPS_PER_DOUBLING + 1);
    const draw = (i: number): number => Math.round(Math.log(m.sample(i === k ? 1000 : 2000, rng)) / m.step);
    const r = auditPair(draw, k, kp, LOG_SAMPLES, m.epsilon);
    console.log(
      `[audit] log-grid geometric: claimed ε=${m.epsilon}, true loss at factor 2=${((kp - k) * m.geometric.epsilonPerStep).toFixed(4)}, certified=${r.certified.toFixed(4)}, lower=${r.lower.toFixed(4)}`,
    );
    expect(r.rejected).toBe(false);
    expect(r.lower).toBeGreaterThan((kp - k) * m.geometric.epsilonPerStep - TIGHTNESS);
  });

  it('end to end: an age span through rewriteMessageWithNumbers stays within the event ε', () => {
    const source = {
      rankedCandidates: (): never => {
        throw new Error('no word spans here');
      },
      rankProfile: null,
    };
    const reported = new Set<number>();
    const draw = (age: number) => (): number => {
      const text = `I am aged ${age}.`;
      const r = rewriteMessageWithNumbers(
        text,
        [{ start: 5, end: 5 + `aged ${age}`.length, text: `aged ${age}`, category: 'age' }],
        source,
        { epsilonText: 2 },
        rng,
      );
      reported.add(r.events.reduce((s, e) => s + e.epsilon, 0));
      const y = Number(/aged (\d+)/.exec(r.text)![1]);
      return bin(y, 40, 45);
    };
    const hx = histogram(draw(40), SAMPLES / 2, 6);
    const hxp = histogram(draw(45), SAMPLES / 2, 6);
    expect([...reported]).toEqual([2]);
    const audit = auditPrivacyLoss(hx, hxp, SAMPLES / 2, 2, TOLERANCE, SIGNIFICANCE);
    console.log(`[audit] age span end to end: reported ε=2, certified=${audit.certifiedLoss.toFixed(4)}`);
    expect(audit.rejected).toBe(false);
  });

  it('POWER: each mechanism at twice its ε per step, claiming the calibrated ε, is rejected', () => {
    const dates = TwoSidedGeometricMechanism.fromRadius(2, 30);
    const datesWrong = new TwoSidedGeometricMechanism(2 * dates.epsilonPerStep, 30);
    expect(auditPair((x) => datesWrong.sample(x, rng), 0, 30, SAMPLES, dates.epsilon).rejected).toBe(true);
    const ages = BoundedGeometricMechanism.bounded(2, 5, 0, 120);
    const agesWrong = new BoundedGeometricMechanism(2 * ages.epsilonPerStep, 5, 0, 120);
    expect(auditPair((x) => agesWrong.sample(x, rng), 40, 45, SAMPLES, ages.epsilon).rejected).toBe(true);
    const amounts = LogGridGeometricMechanism.forFactorTwo(2);
    const amountsWrong = new LogGridGeometricMechanism(2 * amounts.geometric.epsilonPerStep);
    const k = amounts.index(1000);
    const kp = amounts.index(2000);
    const draw = (i: number): number =>
      Math.round(Math.log(amountsWrong.sample(i === k ? 1000 : 2000, rng)) / amounts.step);
    expect(auditPair(draw, k, kp, LOG_SAMPLES, amounts.epsilon).rejected).toBe(true);
  });
});

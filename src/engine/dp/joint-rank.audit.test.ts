/**
 * Statistical audit of the joint rank-profile mechanism (run: npx vitest run --project audit).
 *
 * Worst-case pair: a message of two spans over lists of 4 phrases, ε_text = 1, K = 1 (then t = 2, |T| = 6 of M = 16,
 * Pr[T] = 6e/(6e + 10)). x ranks both lists 0, 1, 2, 3; x′ ranks both 3, 2, 1, 0 (BOTH spans change), so the tuple
 * (p0, p0) has rank sum 0 under x (in T) and 6 under x′ (outside): its true loss is exactly ε.
 * 1. Upper side: through the public rewriteSpansJoint, the certified loss over all 16 tuples is ≤ the event's ε + 0.01.
 * 2. Lower side (tightness): a Chernoff lower bound on the loss of (p0, p0) is ≥ event ε − 0.2.
 * 3. Power: (a) the same draws charged ε_text/k (what per-span accounting would report for one joint draw) are
 *    rejected; (b) a data-dependent F (the odds K — hence T and Z — chosen from the input: K = 20 under x, 0.1 under
 *    x′; true loss 1 + ln((15e + 1)/(e + 15)) = 1.86) charged ε is rejected.
 *
 * SAMPLES = 200 000 messages per input; every rejection test at level 1e−6 (Chernoff bounds with a union bound, valid
 * for every n), so a correct mechanism fails the upper side with probability ≤ 1e−6. The tightness side: the count of
 * (p0, p0) under x′ has mean ≈ 7 600 (p ≈ 0.038), so the Chernoff width of the lower bound is ≈ 0.1 and its SD ≈ 0.014;
 * a correct mechanism fails it only ≥ 7 SD low (< 1e−11, normal approximation). Production CSPRNG.
 */
import { describe, expect, it } from 'vitest';
import { JointRankMechanism } from './joint-rank.ts';
import { CryptoRandom } from './rng.ts';
import type { RankedCandidateSource } from './spans.ts';
import { rewriteSpansJoint } from './spans.ts';
import { auditPrivacyLoss, certifiedLossLower, histogram } from './testing/stats.ts';
import { phraseIndex } from './testing/draws.ts';

const SAMPLES = 200_000;
const SIGNIFICANCE = 1e-6;
const TOLERANCE = 0.01;
const TIGHTNESS = 0.2;
const PHRASES = ['p0', 'p1', 'p2', 'p3'];
const SPANS = 2;

/** x ("x1 x2") ranks each list p0 > p1 > p2 > p3; x′ ("y1 y2") the reverse. */
const source: RankedCandidateSource = {
  rankProfile: null,
  rankedCandidates: (span) => ({ phrases: PHRASES, scores: Float64Array.from(PHRASES, (_, i) => (span.text.startsWith('x') ? -i : i)) }),
};
const spansFor = (text: string): { start: number; end: number; text: string; category: 'medical' }[] => [
  { start: 0, end: 2, text: text.slice(0, 2), category: 'medical' },
  { start: 3, end: 5, text: text.slice(3, 5), category: 'medical' },
];

describe('joint rank-profile EM privacy-loss audit (two spans, both changed)', () => {
  const rng = new CryptoRandom();
  const mechanism = JointRankMechanism.fromBudget({ epsilonText: 1, odds: 1 });
  const reported = new Set<number>();
  const draw = (text: string) => (): number => {
    const r = rewriteSpansJoint(text, spansFor(text), mechanism, source, rng);
    reported.add(r.event.epsilon);
    return phraseIndex(PHRASES, r.spans[0]!.replacement) * PHRASES.length + phraseIndex(PHRASES, r.spans[1]!.replacement);
  };
  const hx = histogram(draw('x1 x2'), SAMPLES, 16);
  const hy = histogram(draw('y1 y2'), SAMPLES, 16);

  it(`certified loss ≤ event ε + ${TOLERANCE} and ≥ event ε − ${TIGHTNESS} (n=${SAMPLES}/input, α=${SIGNIFICANCE})`, () => {
    expect([...reported]).toEqual([mechanism.epsilon]);
    expect(mechanism.plan([4, 4])).toMatchObject({ threshold: 2, inside: 6n });
    const claimed = mechanism.epsilon;
    const audit = auditPrivacyLoss(hx, hy, SAMPLES, claimed, TOLERANCE, SIGNIFICANCE);
    const lower = certifiedLossLower(hx[0]!, hy[0]!, SAMPLES, SIGNIFICANCE);
    console.log(
      `[audit] joint rank-profile (k=2, |V|=4, both spans changed): event ε=${claimed.toFixed(4)}, true=${claimed.toFixed(4)}, empirical=${audit.empiricalLoss.toFixed(4)}, ` +
        `certified=${audit.certifiedLoss.toFixed(4)}, certified lower bound on (p0,p0)'s loss=${lower.toFixed(4)}`,
    );
    expect(audit.rejected).toBe(false);
    expect(lower).toBeGreaterThan(claimed - TIGHTNESS);
  });

  it('POWER: rejects charging ε_text/k for the one joint draw (per-span accounting)', () => {
    const audit = auditPrivacyLoss(hx, hy, SAMPLES, mechanism.epsilon / SPANS, TOLERANCE, SIGNIFICANCE);
    console.log(`[audit] joint draw charged ε/k=${(mechanism.epsilon / SPANS).toFixed(4)}: certified=${audit.certifiedLoss.toFixed(4)}`);
    expect(audit.rejected).toBe(true);
  });

  it('POWER: rejects a data-dependent F (odds K chosen from the input) charged ε', () => {
    const high = JointRankMechanism.fromBudget({ epsilonText: 1, odds: 20 });
    const low = JointRankMechanism.fromBudget({ epsilonText: 1, odds: 0.1 });
    const wrongDraw = (text: string) => (): number => {
      const r = rewriteSpansJoint(text, spansFor(text), text.startsWith('x') ? high : low, source, rng);
      return phraseIndex(PHRASES, r.spans[0]!.replacement) * PHRASES.length + phraseIndex(PHRASES, r.spans[1]!.replacement);
    };
    const audit = auditPrivacyLoss(histogram(wrongDraw('x1 x2'), SAMPLES, 16), histogram(wrongDraw('y1 y2'), SAMPLES, 16), SAMPLES, mechanism.epsilon, TOLERANCE, SIGNIFICANCE);
    const trueLoss = 1 + Math.log((15 * Math.E + 1) / (Math.E + 15));
    console.log(`[audit] data-dependent F: claimed=1, true=${trueLoss.toFixed(4)}, empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}`);
    expect(audit.rejected).toBe(true);
  });
});

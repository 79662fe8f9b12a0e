/**
 * Statistical audit of the rank-profile exponential mechanism (run: npx vitest run --project audit).
 *
 * 1. Privacy loss, upper side: on the worst-case neighbouring pair over |V| = 20 with the step profile q = 0.1
 *    (x ranks w0 first, x' ranks it last), run through the public DpSpanRewriter, the certified loss
 *    ln(P[w|x]/P[w|x']) must not exceed the ε the API reported for the draw (+ TOLERANCE).
 * 2. Privacy loss, lower side (tightness): the true loss there is exactly ε_draw (P[w0|x]/P[w0|x'] = e^{ε_draw}),
 *    so a Chernoff lower confidence bound on the loss of w0 (level α) must exceed ε_draw − TIGHTNESS: the reported
 *    ε is attained, not a loose over-estimate (a certified UPPER bound, 1.09, is far below the clipped EM's
 *    2Δ/τ = 2, shown below).
 * 3. Distribution: sampled frequencies match the rank-profile probabilities (chi-square).
 * 4. Per message: two spans through rewriteSpansDp against the event's ε = 2·ε_draw.
 * 5. Power (a wrong implementation must be caught):
 *    (a) the ordinary EM with input-dependent utilities (u(w0)=R2, others R1 vs the reverse) charged Δ/τ —
 *        what one gets by claiming the rank-profile bound for the clipped EM (true loss 1.885·ε here);
 *    (b) the rank-profile EM sampled at half the calibrated temperature but claiming the same ε;
 *    (c) the clipped EM's charge 2Δ/τ for a rank-profile draw is rejected by the tightness side (over-charging).
 *
 * Sample sizes: SAMPLES = 200 000 draws per input. Every rejection test is at level SIGNIFICANCE = 1e−6 (Chernoff
 * bounds and a union bound, valid for every n), so a correct mechanism fails it with probability ≤ 1e−6; the
 * tightness sides fail a correct mechanism with probability < 1e−15 (normal approximation, see TIGHTNESS). The randomness
 * is the production CSPRNG (crypto.getRandomValues), so these are real probabilities, not properties of a seed.
 */
import { describe, expect, it } from 'vitest';
import { ExponentialMechanism, worstCaseLossForVocabulary } from './exponential.ts';
import { RankProfileMechanism } from './rank-profile.ts';
import { CryptoRandom } from './rng.ts';
import type { RankedCandidateSource, SpanInput } from './spans.ts';
import { DpSpanRewriter, rewriteSpansDp } from './spans.ts';
import { pairDraw, recordingDraw, twoSpans } from './testing/draws.ts';
import { auditPrivacyLoss, certifiedLossLower, chernoffLower, chernoffUpper, chiSquareTest, histogram } from './testing/stats.ts';

const SAMPLES = 200_000;
const SIGNIFICANCE = 1e-6;
/** Slack on ε in nats for the upper side; covers floating-point effects (≤ 1e−4, rank-profile.md). */
const TOLERANCE = 0.01;
/**
 * How far below the claimed ε the certified lower bound on the worst output's loss may fall. At n = 200 000 the
 * Chernoff width of that bound is ≈ 0.09 and its standard deviation ≈ 0.012 (single draw, m = 20, q = 0.1), so a
 * correct mechanism fails this side only if the estimate is ≥ 9 SD low (normal approximation: < 1e−15).
 * The two-draw message test has a rarer worst output (p ≈ 0.012 under x'): width ≈ 0.12, SD ≈ 0.021, so it uses
 * TIGHTNESS_MESSAGE = 0.3 (≥ 8 SD margin).
 */
const TIGHTNESS = 0.2;
const TIGHTNESS_MESSAGE = 0.3;
const VOCAB = 20;
const PHRASES = Array.from({ length: VOCAB }, (_, i) => `phrase ${i}`);
const PROFILE = { kind: 'step' as const, fraction: 0.1 };

/** x ranks the list 0, 1, …, 19; x' ranks it 19, 18, …, 0 (w0 goes from rank 0 to rank m − 1). */
class ReversingSource implements RankedCandidateSource {
  readonly rankProfile = PROFILE;
  rankedCandidates(span: SpanInput): { phrases: string[]; scores: Float64Array } {
    const up = span.text === 'x';
    return { phrases: PHRASES, scores: Float64Array.from(PHRASES, (_, i) => (up ? -i : i)) };
  }
}

describe('rank-profile EM privacy-loss audit', () => {
  const mechanism = RankProfileMechanism.fromBudget({ epsilonText: 1, nMax: 1, profile: PROFILE }); // ε_draw = 1, τ = 15
  const rng = new CryptoRandom();
  const source = new ReversingSource();

  it(`certified loss ≤ reported ε + ${TOLERANCE} and ≥ reported ε − ${TIGHTNESS} (n=${SAMPLES}/input, α=${SIGNIFICANCE} per side)`, () => {
    const rewriter = new DpSpanRewriter(mechanism, source, rng);
    const reported = new Set<number>();
    const draw = (text: string): (() => number) => recordingDraw(rewriter, reported, text);
    const hx = histogram(draw('x'), SAMPLES, VOCAB);
    const hxp = histogram(draw("x'"), SAMPLES, VOCAB);
    expect([...reported]).toEqual([mechanism.epsilonPerDraw]);
    const claimed = mechanism.epsilonPerDraw;
    const audit = auditPrivacyLoss(hx, hxp, SAMPLES, claimed, TOLERANCE, SIGNIFICANCE);
    const lower = certifiedLossLower(hx[0]!, hxp[0]!, SAMPLES, SIGNIFICANCE);
    console.log(
      `[audit] rank-profile EM: reported ε=${claimed.toFixed(4)}, true worst-case loss=${claimed.toFixed(4)}, empirical=${audit.empiricalLoss.toFixed(4)}, ` +
        `certified lower bound on the max loss=${audit.certifiedLoss.toFixed(4)}, certified lower bound on w0's loss=${lower.toFixed(4)}`,
    );
    expect(audit.rejected).toBe(false);
    expect(lower).toBeGreaterThan(claimed - TIGHTNESS);
  });

  it('POWER: rejects the ordinary EM with input-dependent utilities charged Δ/τ (the rank-profile bound)', () => {
    // The clipped EM at the same τ = Δ/ε: its normaliser moves with the input, so the true loss is
    // worstCaseLossForVocabulary(20, τ) = 1 + ln((1 + 19e)/(e + 19)) = 1.885 — not the claimed 1.
    const wrong = ExponentialMechanism.fromTemperature(mechanism.temperature);
    const utilities = (high: boolean): Float64Array => {
      const u = new Float64Array(VOCAB).fill(high ? wrong.r1 : wrong.r2);
      u[0] = high ? wrong.r2 : wrong.r1;
      return u;
    };
    const hx = histogram(() => wrong.sample(utilities(true), rng).index, SAMPLES, VOCAB);
    const hxp = histogram(() => wrong.sample(utilities(false), rng).index, SAMPLES, VOCAB);
    const audit = auditPrivacyLoss(hx, hxp, SAMPLES, mechanism.epsilonPerDraw, TOLERANCE, SIGNIFICANCE);
    const trueLoss = worstCaseLossForVocabulary(VOCAB, mechanism.temperature);
    console.log(
      `[audit] clipped EM charged Δ/τ: claimed=${mechanism.epsilonPerDraw.toFixed(4)}, true=${trueLoss.toFixed(4)}, empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}`,
    );
    expect(audit.rejected).toBe(true);
  });

  it('POWER: rejects the rank-profile EM sampled at half the temperature but claiming the same ε', () => {
    const wrong = RankProfileMechanism.fromTemperature(mechanism.temperature / 2, { profile: PROFILE });
    const draw = (text: string) => (): number => wrong.sample(source.rankedCandidates({ text, category: 'medical' }).scores, undefined, rng).index;
    const audit = auditPrivacyLoss(histogram(draw('x'), SAMPLES, VOCAB), histogram(draw("x'"), SAMPLES, VOCAB), SAMPLES, mechanism.epsilonPerDraw, TOLERANCE, SIGNIFICANCE);
    console.log(`[audit] rank-profile half-τ variant: true loss=2, empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}`);
    expect(audit.rejected).toBe(true);
  });

  it('POWER: the tightness side rejects a claim of 2Δ/τ (the clipped EM bound) for a rank-profile draw', () => {
    const rewriter = new DpSpanRewriter(mechanism, source, rng);
    const draw = (text: string) => (): number => rewriter.rewrite({ text, category: 'medical' }).index;
    const hx = histogram(draw('x'), SAMPLES, VOCAB);
    const hxp = histogram(draw("x'"), SAMPLES, VOCAB);
    // Upper bound on the loss of w0 at level α: ln(upper(P[w0|x]) / lower(P[w0|x'])).
    const upper = Math.log(chernoffUpper(hx[0]!, SAMPLES, SIGNIFICANCE / 2) / chernoffLower(hxp[0]!, SAMPLES, SIGNIFICANCE / 2));
    const overCharged = 2 * mechanism.epsilonPerDraw;
    console.log(`[audit] rank-profile EM: certified upper bound on w0's loss=${upper.toFixed(4)} vs the clipped-EM claim ${overCharged.toFixed(4)}`);
    expect(upper).toBeLessThan(overCharged - TIGHTNESS);
  });
});

describe('rank-profile EM distribution audit', () => {
  const rng = new CryptoRandom();
  const scores = Float64Array.from([0.3, -1, 2, 2, 0, 5, -3, 1, 0.5, 4, -2, 1.5]);
  const fits = Float64Array.from([1, 1, 0, 1, 1, 0, 1, 1, 0.5, 1, 1, 1]);
  const mechanism = RankProfileMechanism.fromTemperature(6, { profile: { kind: 'table', values: (m) => Array.from({ length: m }, (_, r) => 20 - (15 * r) / (m - 1)) } });

  it(`sample frequencies fit the rank-profile probabilities (chi-square, n=${SAMPLES}, α=${SIGNIFICANCE})`, () => {
    const h = histogram(() => mechanism.sample(scores, fits, rng).index, SAMPLES, scores.length);
    const test = chiSquareTest(h, mechanism.probabilities(scores, fits));
    console.log(`[audit] rank-profile chi-square: statistic=${test.statistic.toFixed(2)}, df=${test.df}, p=${test.pValue.toExponential(3)}`);
    expect(test.pValue).toBeGreaterThan(SIGNIFICANCE);
  });

  it('POWER: rejects a sampler that ignores the fit classes', () => {
    const h = histogram(() => mechanism.sample(scores, undefined, rng).index, SAMPLES, scores.length);
    const test = chiSquareTest(h, mechanism.probabilities(scores, fits));
    console.log(`[audit] rank-profile without fit classes: statistic=${test.statistic.toFixed(2)}, p=${test.pValue.toExponential(3)}`);
    expect(test.pValue).toBeLessThan(SIGNIFICANCE);
  });
});

describe('rank-profile EM per-message audit (rewriteSpansDp)', () => {
  const rng = new CryptoRandom();
  const mechanism = RankProfileMechanism.fromBudget({ epsilonText: 2, nMax: 2, profile: { kind: 'step', fraction: 0.25 } }); // ε_draw = 1
  const small = ['p0', 'p1', 'p2', 'p3'];
  const source: RankedCandidateSource = {
    rankProfile: { kind: 'step', fraction: 0.25 },
    rankedCandidates: (span) => ({ phrases: small, scores: Float64Array.from(small, (_, i) => (span.text.startsWith('x') ? -i : i)) }),
  };
  const rewriter = new DpSpanRewriter(mechanism, source, rng);
  const joint = (text: string): (() => number) => pairDraw(rewriter, small, text);

  it(`two spans differing in both: certified loss ≤ event ε and ≥ event ε − ${TIGHTNESS_MESSAGE} (n=${SAMPLES}/input, α=${SIGNIFICANCE})`, () => {
    const reported = rewriteSpansDp('x1 x2', twoSpans('x1', 'x2'), rewriter).event.epsilon;
    expect(reported).toBeCloseTo(2, 12);
    const hx = histogram(joint('x1 x2'), SAMPLES, 16);
    const hy = histogram(joint('y1 y2'), SAMPLES, 16);
    const audit = auditPrivacyLoss(hx, hy, SAMPLES, reported, TOLERANCE, SIGNIFICANCE);
    const lower = certifiedLossLower(hx[0]!, hy[0]!, SAMPLES, SIGNIFICANCE);
    console.log(`[audit] rank-profile message (2 draws, |V|=4): reported ε=${reported.toFixed(4)}, true=2, empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}, lower=${lower.toFixed(4)}`);
    expect(audit.rejected).toBe(false);
    expect(lower).toBeGreaterThan(reported - TIGHTNESS_MESSAGE);
  });
});

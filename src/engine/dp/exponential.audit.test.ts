/**
 * Statistical audit of the exponential mechanism (run: npm run test:audit).
 *
 * 1. Privacy loss: on the worst-case neighbouring pair over |V| = 64 (x: ū(w0)=R2, others R1;
 *    x': ū(w0)=R1, others R2), run through the public DpSpanRewriter, the certified loss
 *    ln(P[w|x]/P[w|x']) must not exceed the ε the API reported for the draw (+ TOLERANCE).
 *    True worst-case loss there is 0.984 for ε_draw = 1 (worstCaseLossForVocabulary).
 * 2. Distribution: sampled frequencies match Eq. 11 probabilities (chi-square).
 * 3. Per message: two spans rewritten by rewriteSpansDp (the engine's entry point), neighbours
 *    differing in both spans, |V| = 4 (16 joint outputs): the certified loss stays within the
 *    event's ε = 2·ε_draw.
 * 4. Power: the same tests reject (a) half the temperature, (b) a clip range wider than stated,
 *    (c) sampling at 0.8·τ against the Eq. 11 distribution, (d) a message that reports one draw's ε
 *    for two draws.
 *
 * The randomness is the production CSPRNG (crypto.getRandomValues), so the false-failure rate is a
 * real probability, not a property of a fixed seed.
 */
import { describe, expect, it } from 'vitest';
import { ExponentialMechanism, worstCaseLossForVocabulary } from './exponential.ts';
import { CryptoRandom } from './rng.ts';
import type { CandidateSource, SpanInput } from './spans.ts';
import { DpSpanRewriter, rewriteSpansDp } from './spans.ts';
import { pairDraw, recordingDraw, twoSpans } from './testing/draws.ts';
import { auditPrivacyLoss, chiSquareTest, histogram } from './testing/stats.ts';

/** Samples per input (x and x') for the privacy-loss audit. */
const SAMPLES = 200_000;
/** Significance level of every test here; by construction (Chernoff bounds + union bound) it also bounds the false-failure rate. */
const SIGNIFICANCE = 1e-6;
const FALSE_FAILURE_RATE = SIGNIFICANCE;
/** Slack on ε in nats; covers floating-point effects (≤ 1e-4, see checks.ts MAX_EPSILON_PER_DRAW). */
const TOLERANCE = 0.01;
/** Samples for the chi-square distribution audit. */
const CHI_SAMPLES = 200_000;

const VOCAB = 64;
const PHRASES = Array.from({ length: VOCAB }, (_, i) => `phrase ${i}`);

/** Test-only candidate source: fixed public vocabulary; utilities are the worst case for inputs 'x' and "x'". */
class WorstCaseSource implements CandidateSource {
  constructor(
    private readonly r1: number,
    private readonly r2: number,
  ) {}
  candidates(span: SpanInput): { phrases: string[]; utilities: Float64Array } {
    const high = span.text === 'x';
    const u = new Float64Array(VOCAB).fill(high ? this.r1 : this.r2);
    u[0] = high ? this.r2 : this.r1;
    return { phrases: PHRASES, utilities: u };
  }
}

describe('EM privacy-loss audit', () => {
  const mechanism = ExponentialMechanism.fromBudget({ epsilonText: 1, nMax: 1 }); // ε_draw = 1, τ = 30
  const rng = new CryptoRandom();

  it(`certified loss ≤ reported ε + ${TOLERANCE} (n=${SAMPLES}/input, α=${SIGNIFICANCE}, false-failure ≤ ${FALSE_FAILURE_RATE})`, () => {
    const rewriter = new DpSpanRewriter(mechanism, new WorstCaseSource(mechanism.r1, mechanism.r2), rng);
    const reported = new Set<number>();
    const draw = (text: string): (() => number) => recordingDraw(rewriter, reported, text);
    const hx = histogram(draw('x'), SAMPLES, VOCAB);
    const hxp = histogram(draw("x'"), SAMPLES, VOCAB);
    expect([...reported]).toEqual([mechanism.epsilonPerDraw]);
    const claimed = [...reported][0]!;
    const audit = auditPrivacyLoss(hx, hxp, SAMPLES, claimed, TOLERANCE, SIGNIFICANCE);
    console.log(
      `[audit] EM: reported ε=${claimed.toFixed(4)}, true worst-case loss=${worstCaseLossForVocabulary(VOCAB, mechanism.temperature).toFixed(4)}, ` +
        `empirical=${audit.empiricalLoss.toFixed(4)}, certified lower bound=${audit.certifiedLoss.toFixed(4)}`,
    );
    expect(audit.rejected).toBe(false);
  });

  it('POWER: rejects a mechanism sampling at half the temperature but claiming the same ε', () => {
    const wrong = ExponentialMechanism.fromTemperature(mechanism.temperature / 2);
    const source = new WorstCaseSource(mechanism.r1, mechanism.r2);
    const draw = (text: string) => (): number =>
      wrong.sample(source.candidates({ text, category: 'medical' }).utilities, rng).index;
    const audit = auditPrivacyLoss(
      histogram(draw('x'), SAMPLES, VOCAB),
      histogram(draw("x'"), SAMPLES, VOCAB),
      SAMPLES,
      mechanism.epsilonPerDraw,
      TOLERANCE,
      SIGNIFICANCE,
    );
    console.log(
      `[audit] EM half-τ variant: true loss=1.964, empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}`,
    );
    expect(audit.rejected).toBe(true);
  });

  it('POWER: rejects a mechanism whose real clip range is twice the stated one', () => {
    // Claims [5, 20] (Δu = 15) but clips to [−2.5, 27.5] (Δu = 30) — e.g. a wrong default.
    const wrong = ExponentialMechanism.fromTemperature(mechanism.temperature, { r1: -2.5, r2: 27.5 });
    const source = new WorstCaseSource(-2.5, 27.5);
    const draw = (text: string) => (): number =>
      wrong.sample(source.candidates({ text, category: 'medical' }).utilities, rng).index;
    const audit = auditPrivacyLoss(
      histogram(draw('x'), SAMPLES, VOCAB),
      histogram(draw("x'"), SAMPLES, VOCAB),
      SAMPLES,
      mechanism.epsilonPerDraw,
      TOLERANCE,
      SIGNIFICANCE,
    );
    console.log(
      `[audit] EM wide-clip variant: empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}`,
    );
    expect(audit.rejected).toBe(true);
  });
});

describe('EM distribution audit (Eq. 11)', () => {
  const rng = new CryptoRandom();
  // Fixed utilities spread across and beyond [R1, R2] so clipping is exercised.
  const utilities = Float64Array.from([0, 5, 6, 7.5, 9, 10, 11, 12.5, 14, 15, 16, 17.5, 18, 19, 20, 40]);
  const mechanism = ExponentialMechanism.fromTemperature(4);

  it(`sample frequencies fit the softmax of clipped utilities (chi-square, n=${CHI_SAMPLES}, α=${SIGNIFICANCE})`, () => {
    const h = histogram(() => mechanism.sample(utilities, rng).index, CHI_SAMPLES, utilities.length);
    const test = chiSquareTest(h, mechanism.probabilities(utilities));
    console.log(
      `[audit] EM chi-square: statistic=${test.statistic.toFixed(2)}, df=${test.df}, p=${test.pValue.toExponential(3)}`,
    );
    expect(test.pValue).toBeGreaterThan(SIGNIFICANCE);
  });

  it('POWER: rejects sampling at 0.8·τ', () => {
    const wrong = ExponentialMechanism.fromTemperature(mechanism.temperature * 0.8);
    const h = histogram(() => wrong.sample(utilities, rng).index, CHI_SAMPLES, utilities.length);
    const test = chiSquareTest(h, mechanism.probabilities(utilities));
    console.log(
      `[audit] EM 0.8τ variant chi-square: statistic=${test.statistic.toFixed(2)}, p=${test.pValue.toExponential(3)}`,
    );
    expect(test.pValue).toBeLessThan(SIGNIFICANCE);
  });
});

describe('EM per-message audit (rewriteSpansDp)', () => {
  const rng = new CryptoRandom();
  const mechanism = ExponentialMechanism.fromBudget({ epsilonText: 2, nMax: 2 }); // ε_draw = 1
  const small = ['p0', 'p1', 'p2', 'p3'];
  const source: CandidateSource = {
    candidates: (span) => {
      const high = span.text.startsWith('x');
      const u = new Float64Array(small.length).fill(high ? mechanism.r1 : mechanism.r2);
      u[0] = high ? mechanism.r2 : mechanism.r1;
      return { phrases: small, utilities: u };
    },
  };
  const rewriter = new DpSpanRewriter(mechanism, source, rng);
  const joint = (text: string): (() => number) => pairDraw(rewriter, small, text);

  it(`two spans differing in both: certified loss ≤ event ε (n=${SAMPLES}/input, α=${SIGNIFICANCE})`, () => {
    const reported = rewriteSpansDp('x1 x2', twoSpans('x1', 'x2'), rewriter).event.epsilon;
    expect(reported).toBeCloseTo(2, 12);
    const hx = histogram(joint('x1 x2'), SAMPLES, 16);
    const hy = histogram(joint('y1 y2'), SAMPLES, 16);
    const audit = auditPrivacyLoss(hx, hy, SAMPLES, reported, TOLERANCE, SIGNIFICANCE);
    console.log(
      `[audit] EM message (2 draws, |V|=4): reported ε=${reported.toFixed(4)}, true=${(2 * worstCaseLossForVocabulary(4, mechanism.temperature)).toFixed(4)}, empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}`,
    );
    expect(audit.rejected).toBe(false);
  });

  it('POWER: rejects a message that reports one draw’s ε for two draws', () => {
    const hx = histogram(joint('x1 x2'), SAMPLES, 16);
    const hy = histogram(joint('y1 y2'), SAMPLES, 16);
    const audit = auditPrivacyLoss(hx, hy, SAMPLES, mechanism.epsilonPerDraw, TOLERANCE, SIGNIFICANCE);
    console.log(
      `[audit] EM message under-reported: certified=${audit.certifiedLoss.toFixed(4)} vs claimed ${mechanism.epsilonPerDraw.toFixed(4)}`,
    );
    expect(audit.rejected).toBe(true);
  });
});

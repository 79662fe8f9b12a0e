/**
 * Statistical privacy audit of the typed-slot path (run: npx vitest run --project audit): the engine's dp step
 * (rewriteMessageWithNumbers: shape → typed piece → the joint rank-profile draw, whose ranking uses the group match, the
 * echo class and a CSPRNG tie-break) on the neighbouring messages "my wife was diagnosed with lupus last week" and
 * "… with asthma …" (same category, shape and slot; asthma is on the diagnosis list, so under x' it is an echo and
 * ranks last, and the two spans rank different groups first). Output: which diagnosis was drawn.
 * n = SAMPLES draws per input, level SIGNIFICANCE (Chernoff bounds + union bound over the 4·m bounds: a correct
 * mechanism fails with probability ≤ 1e−6):
 *  - the certified loss stays within the reported ε + TOLERANCE;
 *  - the audit is not vacuous: a certified lower bound on the loss of the outcome "rheumatoid arthritis" (lupus's group,
 *    not asthma's) is above LOWER (its true loss at K = 1, ε = 1 is ≈ 0.66: 1 − ln(0.24e + 0.76); measured certified
 *    lower 0.41 at n = 100 000, so a correct mechanism falls under 0.2 only far out in the tail);
 *  - power: the same path drawing at ε_text = 2 while the report says 1 (a mis-calibrated temperature) is rejected
 *    (true loss of that outcome ≈ 1.65).
 * Randomness: the production CSPRNG.
 */
import { describe, expect, it } from 'vitest';
import { CryptoRandom, rewriteMessageWithNumbers } from '../dp/index.ts';
import { auditPrivacyLoss, certifiedLossLower } from '../dp/testing/stats.ts';
import type { PhraseBankFile } from './bank.ts';
import { createRewriter } from './index.ts';
import type { EmbedFn } from './index.ts';
import { typedPhrases } from './typed.ts';

const SAMPLES = 50_000;
const SIGNIFICANCE = 1e-6;
const TOLERANCE = 0.01;
const LOWER = 0.2;
const PHRASES = typedPhrases('diagnosis');
const bank: PhraseBankFile = {
  version: 1,
  description: 'audit',
  sources: [],
  excludedTrainingSpanEntries: 0,
  categories: { custom: { phrases: ['a detail', 'a thing'], slots: ['np', 'np'], sources: ['t', 't'] } },
};
const embed: EmbedFn = (texts) => Promise.resolve(texts.map(() => Float32Array.from([1, 0])));

describe('typed-slot privacy-loss audit (joint draw, K = 1)', () => {
  const rng = new CryptoRandom();
  it(`certified loss ≤ reported ε + ${TOLERANCE}; not vacuous; a mis-calibrated draw is rejected (n=${SAMPLES}/input, α=${SIGNIFICANCE})`, async () => {
    const rw = await createRewriter({ bank, embed, profile: { kind: 'joint', odds: 1 } });
    const histogramOf = (object: string, epsilonText: number, reported: Set<number>): Float64Array => {
      const text = `my wife was diagnosed with ${object} last week`;
      const span = { start: 12, end: 12 + 15 + object.length, text: `diagnosed with ${object}`, category: 'medical' as const };
      const h = new Float64Array(PHRASES.length);
      for (let i = 0; i < SAMPLES; i++) {
        const r = rewriteMessageWithNumbers(text, [span], rw, { epsilonText }, rng);
        reported.add(r.events.reduce((s, e) => s + e.epsilon, 0));
        const drawn = r.spans[0]!.replacement.slice('diagnosed with '.length);
        const k = PHRASES.indexOf(drawn);
        if (k < 0) throw new Error(`not a diagnosis: ${drawn}`);
        h[k]!++;
      }
      return h;
    };
    const reported = new Set<number>();
    const hx = histogramOf('lupus', 1, reported);
    const hy = histogramOf('asthma', 1, reported);
    expect([...reported].map((e) => e.toFixed(9))).toEqual(['1.000000000']);
    const audit = auditPrivacyLoss(hx, hy, SAMPLES, 1, TOLERANCE, SIGNIFICANCE);
    const ra = PHRASES.indexOf('rheumatoid arthritis');
    const lower = certifiedLossLower(hx[ra]!, hy[ra]!, SAMPLES, SIGNIFICANCE);
    const wrong = new Set<number>();
    const wx = histogramOf('lupus', 2, wrong);
    const wy = histogramOf('asthma', 2, wrong);
    const miscalibrated = auditPrivacyLoss(wx, wy, SAMPLES, 1, TOLERANCE, SIGNIFICANCE);
    console.log(
      `[audit] typed slot (diagnosis, K=1): reported ε=1, empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}, ` +
        `rheumatoid arthritis: certified lower=${lower.toFixed(4)}; drawn at ε=2, reported 1: certified=${miscalibrated.certifiedLoss.toFixed(4)}`,
    );
    expect(audit.rejected).toBe(false);
    expect(lower).toBeGreaterThan(LOWER);
    expect(miscalibrated.rejected).toBe(true);
  });
});

/**
 * The clause path (shape.ts shapeOrClause → typed clause list): "Dad broke his hip last week" vs "Dad had a seizure
 * at work last week" — both medical spans drawn whole from the medical-clause list (same category and slot), ranked
 * with different groups first (injury vs acute). Same statistics as above; the non-vacuity outcome is "sprained an
 * ankle" (x's group, not y's); power: a draw at ε_text = 2 reported as 1 is rejected.
 */
describe('clause-slot privacy-loss audit (joint draw, K = 1)', () => {
  const rng = new CryptoRandom();
  const CLAUSES = typedPhrases('medical_clause');
  it(`certified loss ≤ reported ε + ${TOLERANCE}; not vacuous; a mis-calibrated draw is rejected (n=${SAMPLES}/input, α=${SIGNIFICANCE})`, async () => {
    const rw = await createRewriter({ bank, embed, profile: { kind: 'joint', odds: 1 } });
    const histogramOf = (clause: string, epsilonText: number, reported: Set<number>): Float64Array => {
      const text = `Dad ${clause} last week`;
      const span = { start: 4, end: 4 + clause.length, text: clause, category: 'medical' as const };
      const h = new Float64Array(CLAUSES.length);
      for (let i = 0; i < SAMPLES; i++) {
        const r = rewriteMessageWithNumbers(text, [span], rw, { epsilonText }, rng);
        reported.add(r.events.reduce((s, e) => s + e.epsilon, 0));
        const k = CLAUSES.indexOf(r.spans[0]!.replacement);
        if (k < 0) throw new Error(`not a medical clause: ${r.spans[0]!.replacement}`);
        h[k]!++;
      }
      return h;
    };
    const reported = new Set<number>();
    const hx = histogramOf('broke his hip', 1, reported);
    const hy = histogramOf('had a seizure at work', 1, reported);
    expect([...reported].map((e) => e.toFixed(9))).toEqual(['1.000000000']);
    const audit = auditPrivacyLoss(hx, hy, SAMPLES, 1, TOLERANCE, SIGNIFICANCE);
    const sa = CLAUSES.indexOf('sprained an ankle');
    const lower = certifiedLossLower(hx[sa]!, hy[sa]!, SAMPLES, SIGNIFICANCE);
    const wrong = new Set<number>();
    const wx = histogramOf('broke his hip', 2, wrong);
    const wy = histogramOf('had a seizure at work', 2, wrong);
    const miscalibrated = auditPrivacyLoss(wx, wy, SAMPLES, 1, TOLERANCE, SIGNIFICANCE);
    console.log(
      `[audit] clause slot (medical, K=1): reported ε=1, empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}, ` +
        `sprained an ankle: certified lower=${lower.toFixed(4)}; drawn at ε=2, reported 1: certified=${miscalibrated.certifiedLoss.toFixed(4)}`,
    );
    expect(audit.rejected).toBe(false);
    expect(lower).toBeGreaterThan(LOWER);
    expect(miscalibrated.rejected).toBe(true);
  });
});

/**
 * The numbered-clause path (typed.ts "Numbered clauses", numbers.ts clauseNumber): "he did 4 years for burglary" vs
 * "he did 8 years for burglary" — the same clause slot (legal, duration) and number form; the words of the two spans
 * are the same, so the clause draw is one distribution and the number is what differs (4 and 8 are neighbours within
 * a factor 2). Output: the number put back at the mark. At ε_text = 4 the message reports a geometric event of
 * ε_num = NUMERIC_SHARE_PER_NUMBER · 4 = 1 for it; the audit certifies the number's loss against that ε (n = SAMPLES
 * per input, α = SIGNIFICANCE), checks a certified lower bound on the loss of the outcome "4 years" (true ≈ 1: the
 * whole ε at the factor-2 radius), and rejects the same path drawing at ε_text = 8 (ε_num 2) while ε_num = 1 is
 * reported.
 */
describe('numbered-clause privacy-loss audit (the number at the mark)', () => {
  const rng = new CryptoRandom();
  const BINS = 64;
  it(`certified loss of the number ≤ its reported ε + ${TOLERANCE}; not vacuous; a mis-calibrated draw is rejected (n=${SAMPLES}/input, α=${SIGNIFICANCE})`, async () => {
    const rw = await createRewriter({ bank, embed, profile: { kind: 'joint', odds: 1 } });
    const list = typedPhrases('legal_clause_for');
    const histogramOf = (years: number, epsilonText: number, reported: Set<number>): Float64Array => {
      const clause = `did ${years} years for burglary`;
      const text = `he ${clause} and now`;
      const span = { start: 3, end: 3 + clause.length, text: clause, category: 'legal' as const };
      const h = new Float64Array(BINS + 1);
      for (let i = 0; i < SAMPLES; i++) {
        const r = rewriteMessageWithNumbers(text, [span], rw, { epsilonText }, rng);
        for (const e of r.events) if (e.mechanism === 'geometric') reported.add(e.epsilonPerUnit);
        const rep = r.spans[0]!.replacement;
        const entry = list.find((p) => rep.startsWith(p.split('#')[0]!) && rep.endsWith(p.split('#')[1]!));
        const m = /(\d+) years?/.exec(rep);
        if (entry === undefined || m === null) throw new Error(`not a numbered legal clause: ${rep}`);
        h[Math.min(BINS, Number(m[1]))]!++;
      }
      return h;
    };
    const reported = new Set<number>();
    const hx = histogramOf(4, 4, reported);
    const hy = histogramOf(8, 4, reported);
    expect([...reported].map((e) => e.toFixed(9))).toEqual(['1.000000000']);
    const audit = auditPrivacyLoss(hx, hy, SAMPLES, 1, TOLERANCE, SIGNIFICANCE);
    const lower = certifiedLossLower(hx[4]!, hy[4]!, SAMPLES, SIGNIFICANCE);
    const wrong = new Set<number>();
    const wx = histogramOf(4, 8, wrong);
    const wy = histogramOf(8, 8, wrong);
    const miscalibrated = auditPrivacyLoss(wx, wy, SAMPLES, 1, TOLERANCE, SIGNIFICANCE);
    console.log(
      `[audit] numbered clause (legal, duration): reported ε_num=1, empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}, ` +
        `"4 years": certified lower=${lower.toFixed(4)}; drawn at ε_num=2, reported 1: certified=${miscalibrated.certifiedLoss.toFixed(4)}`,
    );
    expect(audit.rejected).toBe(false);
    expect(lower).toBeGreaterThan(LOWER);
    expect(miscalibrated.rejected).toBe(true);
  });
});

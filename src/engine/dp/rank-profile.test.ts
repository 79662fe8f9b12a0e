import { describe, expect, it } from 'vitest';
import { composeMessage, rankProfileEvent } from './accountant.ts';
import { DpParameterError } from './checks.ts';
import { ExponentialMechanism } from './exponential.ts';
import { calibrateRankTemperature, MAX_RANK_EPSILON_PER_DRAW, rankOrder, RankProfileMechanism } from './rank-profile.ts';
import { SeededRandom } from './rng.ts';
import type { CandidateSource, RankedCandidateSource } from './spans.ts';
import { calibrateSpanMechanism, DpSpanRewriter, rewriteSpansDp, spanNMax } from './spans.ts';

const step = (fraction: number) => ({ kind: 'step' as const, fraction });

describe('rank-profile calibration', () => {
  it('τ = (R2 − R1)·n_max/ε_text and ε per draw = (R2 − R1)/τ = ε_text/n_max', () => {
    expect(calibrateRankTemperature({ epsilonText: 20, nMax: 4 })).toBeCloseTo((15 * 4) / 20, 14);
    const m = RankProfileMechanism.fromBudget({ epsilonText: 6, nMax: 4, profile: step(0.1) });
    expect(m.sensitivity).toBe(15);
    expect(m.epsilonPerDraw).toBeCloseTo(1.5, 14);
    expect(m.epsilonPerDraw).toBe(15 / m.temperature);
    // Half the temperature of the clipped EM for the same budget: twice the tilt per draw.
    expect(m.temperature).toBeCloseTo(ExponentialMechanism.fromBudget({ epsilonText: 6, nMax: 4 }).temperature / 2, 12);
    expect(RankProfileMechanism.fromTemperature(3, { r1: 0, r2: 6, profile: step(0.5) }).epsilonPerDraw).toBe(2);
  });
  it('states its spec with the same ε it reports', () => {
    const m = RankProfileMechanism.fromBudget({ epsilonText: 3, nMax: 2, profile: step(0.2) });
    expect(m.spec()).toMatchObject({ mechanism: 'rank-exponential', outputMeasure: 'pure ε-DP', epsilonPerUnit: m.epsilonPerDraw });
  });
  it('validates parameters with clear errors', () => {
    expect(() => RankProfileMechanism.fromBudget({ epsilonText: 0, nMax: 1, profile: step(0.1) })).toThrow(/ε must be a finite number > 0/);
    expect(() => RankProfileMechanism.fromBudget({ epsilonText: 1, nMax: 0, profile: step(0.1) })).toThrow(/nMax/);
    expect(() => RankProfileMechanism.fromBudget({ epsilonText: 1, nMax: 1, r1: 2, r2: 2, profile: step(0.1) })).toThrow(/R1 < R2/);
    expect(() => RankProfileMechanism.fromBudget({ epsilonText: 16, nMax: 1, profile: step(0.1) })).toThrow(/exceeds 15/);
    expect(RankProfileMechanism.fromBudget({ epsilonText: MAX_RANK_EPSILON_PER_DRAW, nMax: 1, profile: step(0.1) }).epsilonPerDraw).toBe(15);
    expect(() => RankProfileMechanism.fromBudget({ epsilonText: 1, nMax: 1, profile: step(0) })).toThrow(/fraction/);
    expect(() => RankProfileMechanism.fromBudget({ epsilonText: 1, nMax: 1, profile: step(1.5) })).toThrow(DpParameterError);
    expect(() => RankProfileMechanism.fromBudget({ epsilonText: 1, nMax: 1, profile: { kind: 'wat' } as never })).toThrow(/unknown rank profile/);
    expect(() => RankProfileMechanism.fromTemperature(-1, { profile: step(0.1) })).toThrow(/temperature/);
    const m = RankProfileMechanism.fromTemperature(15, { profile: step(0.1) });
    expect(() => m.sample([], undefined, new SeededRandom(1))).toThrow(/empty/);
    expect(() => m.sample([1, Number.NaN], undefined, new SeededRandom(1))).toThrow(/NaN/);
    expect(() => m.sample([1, 2], [1], new SeededRandom(1))).toThrow(/fit classes/);
    expect(() => m.sample([1, 2], [1, Number.NaN], new SeededRandom(1))).toThrow(/NaN/);
  });
  it('rejects table profiles that are not public-shaped: wrong length, out of [R1, R2], increasing', () => {
    const mk = (values: (m: number) => number[]) => RankProfileMechanism.fromTemperature(15, { profile: { kind: 'table', values } });
    expect(() => mk(() => [20]).utilities([1, 2])).toThrow(/has 1 values/);
    expect(() => mk((m) => Array<number>(m).fill(21)).utilities([1, 2])).toThrow(/outside \[R1, R2\]/);
    expect(() => mk(() => [5, 20]).utilities([1, 2])).toThrow(/non-increasing/);
    expect([...mk(() => [20, 12.5]).utilities([1, 2])]).toEqual([12.5, 20]);
  });
});

describe('ranking and utilities', () => {
  it('ranks by fit class desc, score desc, index asc (a permutation)', () => {
    expect([...rankOrder([3, 1, 2])]).toEqual([0, 2, 1]);
    expect([...rankOrder([1, 1, 1])]).toEqual([0, 1, 2]);
    expect([...rankOrder([5, 1, 2, 9], [0, 1, 1, 0.5])]).toEqual([2, 1, 3, 0]);
    expect([...rankOrder([Infinity, -Infinity, 0, Infinity])]).toEqual([0, 3, 2, 1]);
  });
  it('step profile: the top ⌈q·m⌉ ranks get R2, all others R1, whatever the scores', () => {
    const m = RankProfileMechanism.fromTemperature(15, { profile: step(0.25) });
    expect([...m.profileFor(10)]).toEqual([20, 20, 20, 5, 5, 5, 5, 5, 5, 5]);
    expect([...m.profileFor(1)]).toEqual([20]);
    expect([...m.utilities([0.1, 0.9, 0.5, 0.3])]).toEqual([5, 20, 5, 5]);
    expect([...m.utilities([0.1, 0.9, 0.5, 0.3], [1, 0, 1, 1])]).toEqual([5, 5, 20, 5]);
  });
  it('odds profile: a step whose fraction is min(maxFraction, odds·e^{−ε_draw}), a function of public parameters only', () => {
    const odds = { kind: 'odds' as const, odds: 4, maxFraction: 0.5 };
    const m2 = RankProfileMechanism.fromBudget({ epsilonText: 3, nMax: 1, profile: odds });
    expect(m2.stepFraction).toBeCloseTo(4 * Math.exp(-3), 12);
    expect([...m2.profileFor(100)].filter((v) => v === 20)).toHaveLength(Math.ceil(100 * 4 * Math.exp(-3)));
    const m05 = RankProfileMechanism.fromBudget({ epsilonText: 0.5, nMax: 1, profile: odds });
    expect(m05.stepFraction).toBe(0.5);
    const m12 = RankProfileMechanism.fromBudget({ epsilonText: 12, nMax: 1, profile: odds });
    expect([...m12.profileFor(100)].filter((v) => v === 20)).toHaveLength(1);
    expect(m12.parameters().fraction).toBeCloseTo(4 * Math.exp(-12), 15);
    expect(() => RankProfileMechanism.fromBudget({ epsilonText: 1, nMax: 1, profile: { kind: 'odds', odds: 0, maxFraction: 0.5 } })).toThrow(/odds/);
    expect(() => RankProfileMechanism.fromBudget({ epsilonText: 1, nMax: 1, profile: { kind: 'odds', odds: 2, maxFraction: 2 } })).toThrow(/maxFraction/);
  });
  it('the multiset of utilities (hence Z) is the same for every input', () => {
    const m = RankProfileMechanism.fromTemperature(4, { profile: step(0.3) });
    const rng = new SeededRandom(7);
    const sorted = (u: Float64Array): number[] => [...u].sort((a, b) => a - b);
    const ref = sorted(m.profileFor(13));
    for (let t = 0; t < 50; t++) {
      const s = Array.from({ length: 13 }, () => rng.nextDouble() * 10 - 5);
      const f = Array.from({ length: 13 }, () => Math.floor(rng.nextDouble() * 3));
      expect(sorted(m.utilities(s, t % 2 === 0 ? f : undefined))).toEqual(ref);
      const p = m.probabilities(s, f);
      expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    }
  });
  it('probabilities: every ratio between any two inputs is within e^{ε_draw}, and e^{ε_draw} is attained', () => {
    const m = RankProfileMechanism.fromBudget({ epsilonText: 2, nMax: 1, profile: step(0.2) });
    const up = m.probabilities([5, 4, 3, 2, 1]);
    const down = m.probabilities([1, 2, 3, 4, 5]);
    let worst = 0;
    for (let i = 0; i < 5; i++) worst = Math.max(worst, Math.abs(Math.log(up[i]! / down[i]!)));
    expect(worst).toBeCloseTo(m.epsilonPerDraw, 12);
    // Candidate 0: rank 0 (R2) under the first input, last (R1) under the second.
    expect(up[0]! / down[0]!).toBeCloseTo(Math.exp(2), 10);
  });
  it('sample returns the candidate at the drawn rank, reports ε_draw, and is seed-deterministic', () => {
    const m = RankProfileMechanism.fromBudget({ epsilonText: 10, nMax: 1, profile: step(0.1) });
    const scores = [0, 0, 0, 1, 0, 0, 0, 0, 0, 0];
    const a = new SeededRandom(5);
    const b = new SeededRandom(5);
    const counts = new Float64Array(10);
    for (let i = 0; i < 4000; i++) {
      const d = m.sample(scores, undefined, a);
      expect(d.epsilon).toBe(m.epsilonPerDraw);
      expect(m.sample(scores, undefined, b).index).toBe(d.index);
      counts[d.index]!++;
    }
    // p(3) = e^10/(e^10 + 9) ≈ 0.9996: seed 5 gives at least 3990 of 4000.
    expect(counts[3]).toBeGreaterThan(3990);
  });
});

describe('accounting and span wiring', () => {
  const phrases = ['p0', 'p1', 'p2', 'p3'];
  const ranked: RankedCandidateSource = {
    rankProfile: step(0.25),
    rankedCandidates: (span) => ({ phrases, scores: Float64Array.from(phrases, (_, i) => (span.text === 'x' ? -i : i)) }),
  };
  it('rankProfileEvent charges draws · (R2 − R1)/τ and names the mechanism', () => {
    const m = RankProfileMechanism.fromBudget({ epsilonText: 20, nMax: 4, profile: step(0.1) });
    const e = rankProfileEvent(m, 3);
    expect(e).toMatchObject({ dp: true, mechanism: 'rank-exponential', units: 3, unit: 'draw', epsilonPerUnit: m.epsilonPerDraw });
    expect(e.epsilon).toBeCloseTo(15, 12);
    expect(e.parameters).toMatchObject({ sensitivity: 15, fraction: 0.1 });
    expect(Object.isFrozen(e)).toBe(true);
    expect(composeMessage([e]).epsilon).toBe(e.epsilon);
    expect(() => rankProfileEvent(m, -1)).toThrow(/draws/);
  });
  it('calibrateSpanMechanism picks the rank-profile EM for a source with a profile, the clipped EM otherwise', () => {
    const mr = calibrateSpanMechanism(ranked, { epsilonText: 20, spans: 4 });
    expect(mr).toBeInstanceOf(RankProfileMechanism);
    expect(mr.epsilonPerDraw).toBeCloseTo(5, 12);
    expect(mr.nMax).toBe(4);
    const plain: CandidateSource = { candidates: () => ({ phrases, utilities: new Float64Array(4) }) };
    const me = calibrateSpanMechanism(plain, { epsilonText: 20, spans: 4 });
    expect(me).toBeInstanceOf(ExponentialMechanism);
    expect(me.epsilonPerDraw).toBeCloseTo(5, 12);
    expect(calibrateSpanMechanism({ ...ranked, rankProfile: null, candidates: () => plain.candidates({ text: '', category: 'medical' }) }, { epsilonText: 20, spans: 1 })).toBeInstanceOf(ExponentialMechanism);
    // One span at ε_text = 20: the rank-profile cap of 15 per draw forces n_max = 2 (the message spends 10).
    expect(spanNMax(1, 20, true)).toBe(2);
    expect(spanNMax(1, 20, false)).toBe(1);
    expect(calibrateSpanMechanism(ranked, { epsilonText: 20, spans: 1 }).epsilonPerDraw).toBeCloseTo(10, 12);
    expect(calibrateSpanMechanism(ranked, { epsilonText: 20, spans: 1, nMax: 7 }).nMax).toBe(7);
  });
  it('DpSpanRewriter + rewriteSpansDp: one draw per span, the event charges #spans · ε_draw ≤ ε_text', () => {
    const mech = calibrateSpanMechanism(ranked, { epsilonText: 4, spans: 2 });
    const rw = new DpSpanRewriter(mech, ranked, new SeededRandom(2));
    const text = 'x and y';
    const out = rewriteSpansDp(text, [{ start: 0, end: 1, text: 'x', category: 'medical' }, { start: 6, end: 7, text: 'y', category: 'medical' }], rw);
    expect(out.event).toMatchObject({ mechanism: 'rank-exponential', units: 2 });
    expect(out.event.epsilon).toBeCloseTo(4, 12);
    expect(out.spans.every((s) => s.epsilon === mech.epsilonPerDraw)).toBe(true);
    expect(phrases).toContain(out.spans[0]!.replacement.toLowerCase()); // capitalised at the sentence start
  });
  it('refuses a source without the method its mechanism needs, and a vocabulary that depends on the text', () => {
    const mech = RankProfileMechanism.fromTemperature(15, { profile: step(0.5) });
    const plain: CandidateSource = { candidates: () => ({ phrases, utilities: new Float64Array(4) }) };
    expect(() => new DpSpanRewriter(mech, plain as unknown as RankedCandidateSource, new SeededRandom(1))).toThrow(/rankedCandidates/);
    expect(() => new DpSpanRewriter(ExponentialMechanism.fromTemperature(30), ranked as unknown as CandidateSource, new SeededRandom(1))).toThrow(/candidates/);
    const leaky: RankedCandidateSource = {
      rankProfile: step(0.5),
      rankedCandidates: (span) => ({ phrases: span.text === 'x' ? phrases : ['q0', 'q1', 'q2', 'q3'], scores: new Float64Array(4) }),
    };
    const rw = new DpSpanRewriter(mech, leaky, new SeededRandom(1));
    rw.rewrite({ text: 'x', category: 'legal' });
    expect(() => rw.rewrite({ text: 'y', category: 'legal' })).toThrow(/changed between spans/);
    const mismatched: RankedCandidateSource = { rankProfile: step(0.5), rankedCandidates: () => ({ phrases, scores: new Float64Array(3) }) };
    expect(() => new DpSpanRewriter(mech, mismatched, new SeededRandom(1)).rewrite({ text: 'x', category: 'legal' })).toThrow(/match one to one/);
  });
});

/**
 * Unit tests of the joint rank-profile mechanism (joint-rank.md). Exact checks enumerate the product space; the
 * sampling checks are chi-square / Chernoff tests on the production CSPRNG at level α = 1e−6 each (stated per test),
 * so a correct implementation fails one with probability ≤ 1e−6.
 */
import { describe, expect, it } from 'vitest';
import { composeMessage, jointRankEvent } from './accountant.ts';
import { DpParameterError } from './checks.ts';
import type { JointCost } from './joint-rank.ts';
import {
  bernoulliLog,
  calibrateJointTemperature,
  costClasses,
  JointRankMechanism,
  jointPlan,
  lnBig,
  MAX_JOINT_EPSILON,
  MAX_JOINT_SPANS,
  rankCost,
  sampleRankVector,
  thresholdGuess,
  uniformBigBelow,
} from './joint-rank.ts';
import { rankOrder } from './rank-profile.ts';
import type { RandomSource } from './rng.ts';
import { CryptoRandom, SeededRandom } from './rng.ts';
import type { JointCandidateSource, RankedCandidateSource } from './spans.ts';
import { rewriteMessageSpans, rewriteSpansJoint } from './spans.ts';
import { binomialTest, chiSquareTest } from './testing/stats.ts';

const ALPHA = 1e-6;

/** Every rank vector of Π[0, m_i − 1], row-major (last slot fastest). */
function allVectors(sizes: readonly number[]): number[][] {
  let out: number[][] = [[]];
  for (const m of sizes) out = out.flatMap((v) => Array.from({ length: m }, (_, r) => [...v, r]));
  return out;
}

/** The per-span cost by its definition: r, or ⌊2·log2(1 + r)⌋ (via the largest c with 2^c ≤ (1 + r)²). */
function costOf(cost: JointCost, r: number): number {
  if (cost === 'rank') return r;
  let c = 0;
  while (2 ** (c + 1) <= (1 + r) * (1 + r)) c++;
  return c;
}

/** Brute force: the smallest t with |T_t|·e^ε ≥ K·(M − |T_t|), straight from the definition (floating point). */
function bruteThreshold(
  sizes: readonly number[],
  eps: number,
  odds: number,
  cost: JointCost = 'rank',
): { t: number; inside: number } {
  const sums = allVectors(sizes).map((v) => v.reduce((a, b) => a + costOf(cost, b), 0));
  const M = sums.length;
  for (let t = 0; ; t++) {
    const inside = sums.filter((s) => s <= t).length;
    if (inside === M || inside * Math.exp(eps) >= odds * (M - inside)) return { t, inside };
  }
}

/**
 * Brute-force output distribution from the definition Pr[w|x] = exp(u(w;x)/τ)/Σ exp(u/τ), u = R2 iff the tuple's
 * rank sum ≤ t (t from bruteThreshold) — independent of the mechanism's sampler and count tables.
 */
function bruteProbabilities(
  scores: readonly number[][],
  tau: number,
  r1: number,
  r2: number,
  eps: number,
  odds: number,
  cost: JointCost = 'rank',
): Float64Array {
  const sizes = scores.map((s) => s.length);
  const { t } = bruteThreshold(sizes, eps, odds, cost);
  const rankOf = scores.map((s) => {
    const order = rankOrder(s);
    const r = new Array<number>(s.length);
    order.forEach((idx, rank) => (r[idx] = rank));
    return r;
  });
  const w = allVectors(sizes).map((idx) =>
    Math.exp((idx.reduce((a, i, k) => a + costOf(cost, rankOf[k]![i]!), 0) <= t ? r2 : r1) / tau),
  );
  const z = w.reduce((a, b) => a + b, 0);
  return Float64Array.from(w, (x) => x / z);
}

function flatIndex(indices: readonly number[], sizes: readonly number[]): number {
  return indices.reduce((a, i, k) => a * sizes[k]! + i, 0);
}

describe('joint rank-profile calibration and plan', () => {
  it('τ = (R2 − R1)/min(ε_text, cap): the one draw spends ε_text (≤ 500)', () => {
    expect(calibrateJointTemperature({ epsilonText: 20 })).toBeCloseTo(15 / 20, 14);
    const m = JointRankMechanism.fromBudget({ epsilonText: 20, odds: 3 });
    expect(m.epsilon).toBeCloseTo(20, 12);
    expect(m.sensitivity).toBe(15);
    expect(JointRankMechanism.fromBudget({ epsilonText: 800, odds: 3 }).epsilon).toBeCloseTo(MAX_JOINT_EPSILON, 9);
    expect(m.spec()).toMatchObject({
      mechanism: 'joint-rank-exponential',
      outputMeasure: 'pure ε-DP',
      epsilonPerUnit: m.epsilon,
    });
  });

  it('validates its parameters', () => {
    expect(() => JointRankMechanism.fromBudget({ epsilonText: 0, odds: 1 })).toThrow(DpParameterError);
    expect(() => JointRankMechanism.fromBudget({ epsilonText: 1, odds: 0 })).toThrow(/odds/);
    expect(() => JointRankMechanism.fromTemperature(15 / 600, { odds: 1 })).toThrow(/exceeds 500/);
    expect(() => jointPlan([], 1, 1)).toThrow(/spans/);
    expect(() => jointPlan(new Array<number>(MAX_JOINT_SPANS + 1).fill(2), 1, 1)).toThrow(/spans/);
    expect(() => jointPlan([0], 1, 1)).toThrow(/m/);
    const m = JointRankMechanism.fromBudget({ epsilonText: 2, odds: 1 });
    expect(() => m.sample([{ scores: [1, Number.NaN] }], new SeededRandom(1))).toThrow(/NaN/);
    expect(() => m.sample([{ scores: [1, 2], fitClasses: [1] }], new SeededRandom(1))).toThrow(/fit classes/);
  });

  it('cost classes group ranks by the public cost', () => {
    for (const cost of ['rank', 'log2'] as const) {
      for (const m of [1, 2, 9, 100, 65_536]) {
        const cl = costClasses(cost, m);
        let r = 0;
        for (let j = 0; j < cl.costs.length; j++) {
          expect(cl.starts[j]).toBe(r);
          for (let q = 0; q < cl.counts[j]!; q++, r++)
            if (m <= 100 || q === 0) expect(costOf(cost, r)).toBe(cl.costs[j]);
        }
        expect(r).toBe(m);
      }
    }
    expect(costClasses('log2', 65_536).costs.length).toBe(32); // 0, 2, 3, …, 32 (no rank has cost 1)
  });

  it('threshold and |T| match brute-force enumeration (cost × sizes × ε × K)', () => {
    for (const cost of ['rank', 'log2'] as const)
      for (const sizes of [[1], [5], [3, 4, 2], [2, 2, 2, 2, 2], [7, 1, 3], [6, 6], [9, 5, 8]]) {
        for (const eps of [0.2, 1, 2.5, 8, 30]) {
          for (const odds of [0.1, 1, 3, 50]) {
            const plan = jointPlan(sizes, eps, odds, cost);
            const brute = bruteThreshold(sizes, eps, odds, cost);
            expect(plan.threshold, `${cost} ${sizes.join(',')} ε=${eps} K=${odds}`).toBe(brute.t);
            expect(plan.inside).toBe(BigInt(brute.inside));
            expect(plan.total).toBe(BigInt(sizes.reduce((a, b) => a * b, 1)));
            const M = Number(plan.total);
            const pIn = (brute.inside * Math.exp(eps)) / (brute.inside * Math.exp(eps) + M - brute.inside);
            expect(Math.exp(plan.logPInside)).toBeCloseTo(pIn, 12);
            expect(Math.exp(plan.logPOutside)).toBeCloseTo(1 - pIn, 12);
          }
        }
      }
  });

  it('long messages (t past 64): the plan equals a per-rank count, and the float guess lands within 1 of t', () => {
    let seed = 11;
    const next = (n: number): number => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
    for (const [k, cost, eps, odds] of [[18, 'log2', 20, 30], [24, 'log2', 20, 30], [12, 'log2', 5, 3], [6, 'rank', 20, 30]] as const) {
      const sizes = Array.from({ length: k }, () => 20 + next(100));
      // #{rank vectors with cost sum exactly s}, one rank at a time (no cost classes, no truncation guess).
      const maxSum = sizes.reduce((a, m) => a + rankCost(cost, m - 1), 0);
      let exact: bigint[] = [1n];
      for (const m of sizes) {
        const out = new Array<bigint>(Math.min(maxSum, exact.length - 1 + rankCost(cost, m - 1)) + 1).fill(0n);
        exact.forEach((c, s) => {
          for (let r = 0; r < m; r++) out[s + rankCost(cost, r)]! += c;
        });
        exact = out;
      }
      const total = sizes.reduce((a, m) => a * BigInt(m), 1n);
      let inside = 0n;
      let t = -1;
      const within: bigint[] = [];
      for (let s = 0; s < exact.length; s++) {
        inside += exact[s]!;
        within.push(inside);
        if (inside === total || lnBig(inside) + eps >= Math.log(odds) + lnBig(total - inside)) {
          t = s;
          break;
        }
      }
      const plan = jointPlan(sizes, eps, odds, cost);
      expect(plan.threshold, `${k} spans, ${cost}`).toBe(t);
      expect(plan.inside).toBe(within[t]);
      expect(plan.prefix[0]).toEqual(within);
      if (cost === 'log2' && eps === 20) expect(t).toBeGreaterThan(64);
      const classes = sizes.map((m) => costClasses(cost, m));
      expect(Math.abs(thresholdGuess(sizes, classes, cost, maxSum, eps, Math.log(odds)) - t)).toBeLessThanOrEqual(1);
    }
  });

  it('counts astronomically large spaces exactly (BigInt) and logs them accurately', () => {
    const sizes = new Array<number>(20).fill(991);
    const plan = jointPlan(sizes, 20, 3);
    expect(plan.total).toBe(991n ** 20n);
    expect(lnBig(plan.total)).toBeCloseTo(20 * Math.log(991), 9);
    expect(lnBig(2n ** 3000n)).toBeCloseTo(3000 * Math.log(2), 9);
    // The rule holds at t and fails at t − 1.
    const ok = (inside: bigint): boolean => lnBig(inside) + 20 >= Math.log(3) + lnBig(plan.total - inside);
    expect(ok(plan.inside)).toBe(true);
    const smaller = jointPlan(sizes, 20, 3).prefix[0]![plan.threshold - 1]!;
    expect(ok(smaller)).toBe(false);
  });
});

describe('joint rank-profile exact distribution and privacy', () => {
  const scores = [
    [0.3, -1, 2],
    [5, 1, 4, -2],
    [0, 1],
  ];
  it('probabilities() equal the brute-force definition exp(u/τ)/Z (both costs)', () => {
    for (const cost of ['rank', 'log2'] as const)
      for (const eps of [0.5, 1.5, 4]) {
        for (const odds of [0.5, 2, 10]) {
          const m = JointRankMechanism.fromBudget({ epsilonText: eps, odds, cost });
          const p = m.probabilities(scores.map((s) => ({ scores: s })));
          const q = bruteProbabilities(scores, m.temperature, m.r1, m.r2, eps, odds, cost);
          expect(p.length).toBe(24);
          p.forEach((x, i) => expect(x).toBeCloseTo(q[i]!, 12));
          expect(p.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
        }
      }
  });

  it('exhaustively over all rankings of [3, 3]: max_w Pr[w|x]/Pr[w|x′] = e^ε exactly (≤ and attained)', () => {
    const perms = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ];
    const m = JointRankMechanism.fromBudget({ epsilonText: 1.3, odds: 1 });
    const dists = perms.flatMap((a) => perms.map((b) => m.probabilities([{ scores: a }, { scores: b }])));
    let worst = 0;
    for (const p of dists)
      for (const q of dists) for (let i = 0; i < p.length; i++) worst = Math.max(worst, Math.log(p[i]! / q[i]!));
    expect(worst).toBeLessThanOrEqual(m.epsilon + 1e-12);
    expect(worst).toBeGreaterThan(m.epsilon - 1e-12);
    // The multiset of probabilities is the same for every input (Z constant).
    const sorted = dists.map((p) => [...p].sort((a, b) => a - b));
    for (const s of sorted) s.forEach((x, i) => expect(x).toBeCloseTo(sorted[0]![i]!, 15));
  });

  it('POWER (exact): a data-dependent threshold (K chosen from the input) loses more than the claimed ε', () => {
    // x ranks both lists ascending and is drawn with K = 20 (T = all but one tuple); x′ ranks them descending with
    // K = 0.1 (T = one tuple). The tuple (3, 3) has loss 1 + ln((15e + 1)/(e + 15)) ≈ 1.86 > ε = 1.
    const up = { scores: [3, 2, 1, 0] };
    const down = { scores: [0, 1, 2, 3] };
    const a = JointRankMechanism.fromBudget({ epsilonText: 1, odds: 20 }).probabilities([up, up]);
    const b = JointRankMechanism.fromBudget({ epsilonText: 1, odds: 0.1 }).probabilities([down, down]);
    const loss = Math.log(b[15]! / a[15]!);
    expect(loss).toBeCloseTo(1 + Math.log((15 * Math.E + 1) / (Math.E + 15)), 12);
    expect(loss).toBeGreaterThan(1.8);
  });
});

describe('joint rank-profile sampling', () => {
  const rng = new CryptoRandom();

  it(`sampled tuples fit the exact distribution (chi-square, [3,4,2], n=120 000, α=${ALPHA}); a uniform-inside-all sampler is rejected`, () => {
    const scores = [
      [0.3, -1, 2],
      [5, 1, 4, -2],
      [0, 1],
    ];
    const inputs = scores.map((s) => ({ scores: s }));
    const sizes = scores.map((s) => s.length);
    const m = JointRankMechanism.fromBudget({ epsilonText: 1.5, odds: 1 });
    const plan = m.plan(sizes);
    expect(plan.inside > 1n && plan.inside < plan.total).toBe(true); // both branches are exercised
    const n = 120_000;
    const h = new Float64Array(24);
    for (let i = 0; i < n; i++) h[flatIndex(m.sample(inputs, rng).indices, sizes)]!++;
    const expected = m.probabilities(inputs);
    const fit = chiSquareTest(h, expected);
    expect(fit.pValue).toBeGreaterThan(ALPHA);
    // A wrong sampler: the right Pr[T] but a uniform vector over the whole space instead of within T / its complement.
    const wrong = new Float64Array(24);
    for (let i = 0; i < n; i++) wrong[Math.floor(rng.nextDouble() * 24)]!++;
    expect(chiSquareTest(wrong, expected).pValue).toBeLessThan(ALPHA);
  });

  it(`the outside branch is uniform over the complement and the inside branch over T, both costs (chi-square, n=60 000 each, α=${ALPHA})`, () => {
    const sizes = [4, 3, 5];
    const vectors = allVectors(sizes);
    for (const [cost, inside] of [
      ['rank', true],
      ['rank', false],
      ['log2', true],
      ['log2', false],
    ] as const) {
      const plan = jointPlan(sizes, 2, 1, cost);
      const members = vectors.filter((v) => v.reduce((a, b) => a + costOf(cost, b), 0) <= plan.threshold === inside);
      const h = new Float64Array(vectors.length);
      for (let i = 0; i < 60_000; i++) h[flatIndex([...sampleRankVector(plan, inside, rng)], sizes)]!++;
      const keep = vectors.map((v, i) => (members.includes(v) ? i : -1)).filter((i) => i >= 0);
      expect(vectors.every((_, i) => keep.includes(i) || h[i] === 0)).toBe(true);
      const fit = chiSquareTest(
        keep.map((i) => h[i]!),
        keep.map(() => 1 / keep.length),
      );
      expect(fit.pValue).toBeGreaterThan(ALPHA);
    }
  });

  it(`bernoulliLog hits e^{lp} (Chernoff, n=200 000, α=${ALPHA}) and realises 2^−j·p′ for tiny p`, () => {
    for (const p of [0.9, 0.3, Math.exp(-5)]) {
      let k = 0;
      for (let i = 0; i < 200_000; i++) if (bernoulliLog(Math.log(p), rng)) k++;
      expect(binomialTest(k, 200_000, p, ALPHA).rejected).toBe(false);
    }
    expect(bernoulliLog(0, rng)).toBe(true);
    expect(bernoulliLog(-Infinity, rng)).toBe(false);
    // p = 2^−40·0.75: a source whose bits are all zero (then a uniform 0.5 < 0.75) succeeds; any set bit in the first
    // 40 fails. Deterministic check of the dyadic decomposition.
    const zeros: RandomSource = { kind: 'seeded', nextUint32: () => 0, nextDouble: () => 0.5, nextInt: () => 0 };
    expect(bernoulliLog(Math.log(0.75) - 40 * Math.LN2, zeros)).toBe(true);
    let calls = 0;
    const late: RandomSource = {
      kind: 'seeded',
      nextUint32: () => (calls++ === 1 ? 1 << 24 : 0),
      nextDouble: () => 0,
      nextInt: () => 0,
    };
    expect(bernoulliLog(Math.log(0.75) - 40 * Math.LN2, late)).toBe(false); // bit 39 of the 40 is set
    const high: RandomSource = { kind: 'seeded', nextUint32: () => 0, nextDouble: () => 0.8, nextInt: () => 0 };
    expect(bernoulliLog(Math.log(0.75) - 40 * Math.LN2, high)).toBe(false);
  });

  it(`uniformBigBelow is uniform (chi-square over 7 values, n=70 000, α=${ALPHA}) and stays in range for huge n`, () => {
    const h = new Float64Array(7);
    for (let i = 0; i < 70_000; i++) h[Number(uniformBigBelow(7n, rng))]!++;
    expect(chiSquareTest(h, new Array<number>(7).fill(1 / 7)).pValue).toBeGreaterThan(ALPHA);
    const big = 991n ** 20n + 12345n;
    for (let i = 0; i < 200; i++) {
      const u = uniformBigBelow(big, rng);
      expect(u >= 0n && u < big).toBe(true);
    }
  });

  it('large messages draw quickly and at ε_text = 20 land in T with the planned probability', () => {
    const sizes = [836, 836, 836, 836, 836];
    const m = JointRankMechanism.fromBudget({ epsilonText: 20, odds: 3 });
    const plan = m.plan(sizes);
    expect(Math.exp(plan.logPInside)).toBeGreaterThan(0.7);
    let inT = 0;
    for (let i = 0; i < 2000; i++) {
      const d = m.sampleRanks(sizes, rng);
      const s = d.ranks.reduce((a, b) => a + b, 0);
      expect(s <= plan.threshold).toBe(d.inTop);
      d.ranks.forEach((r, k) => expect(r >= 0 && r < sizes[k]!).toBe(true));
      if (d.inTop) inT++;
    }
    expect(binomialTest(inT, 2000, Math.exp(plan.logPInside), ALPHA).rejected).toBe(false);
  });
});

describe('joint rank-profile accounting and message wiring', () => {
  const phrases = ['a', 'b', 'c', 'd', 'e'];
  const source: JointCandidateSource = {
    rankProfile: { kind: 'step', fraction: 0.2 },
    jointOdds: 3,
    rankedCandidates: (span) => ({
      phrases,
      scores: Float64Array.from(phrases, (_, i) => (span.text.length * (i + 1)) % 7),
    }),
  };
  const spans = (n: number): { start: number; end: number; text: string; category: 'medical' }[] =>
    Array.from({ length: n }, (_, i) => ({ start: 3 * i, end: 3 * i + 2, text: `s${i % 10}`, category: 'medical' }));
  const textFor = (n: number): string => Array.from({ length: n }, (_, i) => `s${i % 10}`).join(' ');

  it('jointRankEvent charges exactly the one draw’s ε, whatever the number of spans', () => {
    const m = JointRankMechanism.fromBudget({ epsilonText: 20, odds: 3 });
    const e = jointRankEvent(m, 5, 51);
    expect(e).toMatchObject({
      dp: true,
      mechanism: 'joint-rank-exponential',
      units: 1,
      unit: 'draw',
      epsilonPerUnit: m.epsilon,
      epsilon: m.epsilon,
    });
    expect(e.parameters).toMatchObject({ spans: 5, threshold: 51, odds: 3 });
    expect(composeMessage([e]).epsilon).toBeCloseTo(20, 12);
    expect(() => jointRankEvent(m, 0, 1)).toThrow(/spans/);
  });

  it('rewriteSpansJoint splices one tuple and reports ε_text once; rewriteMessageSpans picks it for jointOdds', () => {
    const m = JointRankMechanism.fromBudget({ epsilonText: 20, odds: 3 });
    const r = rewriteSpansJoint(textFor(4), spans(4), m, source, new SeededRandom(3));
    expect(r.spans).toHaveLength(4);
    // The splice may capitalise a sentence start (splice-grammar.ts); the drawn phrase is the list entry.
    for (const s of r.spans) expect(phrases).toContain(s.replacement.toLowerCase());
    expect(r.event.epsilon).toBeCloseTo(20, 12);
    expect(r.event.mechanism).toBe('joint-rank-exponential');
    const viaMessage = rewriteMessageSpans(textFor(4), spans(4), source, { epsilonText: 20 }, new SeededRandom(3));
    expect(viaMessage.event).toMatchObject({ mechanism: 'joint-rank-exponential', units: 1 });
    expect(composeMessage([viaMessage.event]).epsilon).toBeCloseTo(20, 12);
  });

  it('over MAX_JOINT_SPANS spans it falls back to per-span draws that together spend ≤ ε_text', () => {
    const n = MAX_JOINT_SPANS + 1;
    const r = rewriteMessageSpans(textFor(n), spans(n), source, { epsilonText: 20 }, new SeededRandom(4));
    expect(r.event.mechanism).toBe('rank-exponential');
    expect(r.event.epsilon).toBeLessThanOrEqual(20 + 1e-9);
    const m = JointRankMechanism.fromBudget({ epsilonText: 20, odds: 3 });
    expect(() => rewriteSpansJoint(textFor(n), spans(n), m, source, new SeededRandom(4))).toThrow(/spans/);
  });

  it('refuses a list that changes within a category in one message', () => {
    let calls = 0;
    const shifty: RankedCandidateSource = {
      rankProfile: null,
      rankedCandidates: () => ({
        phrases: calls++ === 0 ? phrases : [...phrases].reverse(),
        scores: new Float64Array(5),
      }),
    };
    const m = JointRankMechanism.fromBudget({ epsilonText: 5, odds: 1 });
    expect(() => rewriteSpansJoint(textFor(2), spans(2), m, shifty, new SeededRandom(1))).toThrow(DpParameterError);
  });
});

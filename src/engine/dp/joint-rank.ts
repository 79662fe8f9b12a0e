/**
 * Message-level joint rank-profile exponential mechanism. Privacy argument: joint-rank.md.
 *
 *   input domain   : the private contents x = (x_1, …, x_k) of the k spans of one message (k, categories and
 *                    positions public); span i's candidate source maps x_i to raw scores (and optional fit
 *                    classes) over a fixed public list V_i of m_i candidates
 *   ranking        : per span, rank_i(w) ∈ {0, …, m_i − 1} by (fit class desc, score desc, index asc) — a bijection
 *   output         : ONE tuple (w_1, …, w_k) ∈ V_1 × … × V_k
 *   utility        : u(w; x) = F(rank_1(w_1), …, rank_k(w_k)) with the PUBLIC step F(r) = R2 if Σ r_i ≤ t else R1,
 *                    t = t(m_1, …, m_k, ε, K) the smallest t with |T_t|·e^ε ≥ K·(M − |T_t|), M = Π m_i,
 *                    T_t = {r : Σ r_i ≤ t}
 *   relation       : x ∼ x' for ANY two contents of the message's spans (one, several or all changed)
 *   output measure : Pr[w | x] = exp(u(w; x)/τ)/Z, Z = |T|e^{R2/τ} + (M − |T|)e^{R1/τ} — the same for every x,
 *                    because w ↦ rank vector is a bijection of the product space onto Π{0..m_i−1}
 *   privacy map    : Pr[w|x]/Pr[w|x'] ≤ e^{(R2 − R1)/τ}: one draw is ε-DP with ε = (R2 − R1)/τ (tight when ∅ ≠ T ≠ all)
 *   calibration    : τ = (R2 − R1)/min(ε_text, MAX_JOINT_EPSILON): one draw per message spends min(ε_text, cap)
 *
 * Sampling never enumerates the M tuples: "in T" is one Bernoulli on Pr[T] (computed in log space, drawn through a
 * dyadic decomposition that stays accurate when the probability is tiny); inside T and inside its complement the rank
 * vector is uniform, drawn slot by slot from exact BigInt counts of the completions.
 */
import { checkClipBounds, checkEpsilon, checkInteger, checkTemperature, checkUtilities, DpParameterError, MAX_VOCABULARY } from './checks.ts';
import type { ClipSettings } from './exponential.ts';
import { DEFAULT_R1, DEFAULT_R2 } from './exponential.ts';
import { rankOrder } from './rank-profile.ts';
import type { RandomSource } from './rng.ts';
import type { MechanismSpec } from './spec.ts';

/**
 * Largest ε of one joint draw. The sampler's probabilities come from logs of exact counts; with ε ≤ 500 and
 * ln M ≤ 32·ln 65 536 < 355 every log it adds is < 1 000 in magnitude, so each realised outcome probability is within a
 * relative 3e−12 of the exact one and the realised privacy loss exceeds ε by < 1e−11 (joint-rank.md, numerical slack).
 */
export const MAX_JOINT_EPSILON = 500;
/** Most spans one joint draw covers (bounds ln M and the O(k·t) count tables). Above it, draw per span. */
export const MAX_JOINT_SPANS = 32;

const LN2 = Math.log(2);

export interface JointRankSettings extends ClipSettings {
  /** ε_text: the message's budget; the one draw spends min(ε_text, MAX_JOINT_EPSILON). */
  epsilonText: number;
  /** K: target odds of the top set T against its complement, |T|e^ε / (M − |T|) ≥ K (smallest such T). */
  odds: number;
  /** Per-span cost of a rank (public): 'rank' c(r) = r (default), 'log2' c(r) = ⌊log2((1 + r)²)⌋. */
  cost?: JointCost;
}

/**
 * The public per-span cost of rank r; F(r) = R2 iff Σ_i c(r_i) ≤ t.
 *  - 'rank': c(r) = r (linear rank sums);
 *  - 'log2': c(r) = ⌊log2((1 + r)²)⌋ = ⌊2·log2(1 + r)⌋ ∈ [0, 32], so T = {Π(1 + r_i) ≲ 2^{t/2}}: it prefers tuples
 *    with most spans at the very top and a few further down over tuples with every span moderately ranked.
 */
export type JointCost = 'rank' | 'log2';

/** ⌊log2 x⌋ for an integer 1 ≤ x ≤ 2^53 (exact). */
function floorLog2(x: number): number {
  let c = 0;
  while (x >= 2 ** (c + 1)) c++;
  return c;
}

/** The cost of rank r (integer ≥ 0, non-decreasing in r). */
export function rankCost(cost: JointCost, r: number): number {
  return cost === 'rank' ? r : floorLog2((1 + r) * (1 + r));
}

/** Ranks grouped by cost: class j has cost costs[j] and the ranks starts[j] … starts[j] + counts[j] − 1. */
export interface CostClasses {
  readonly costs: Int32Array;
  readonly counts: Int32Array;
  readonly starts: Int32Array;
}

const classCache = new Map<string, CostClasses>();

export function costClasses(cost: JointCost, m: number): CostClasses {
  const key = `${cost}|${m}`;
  const hit = classCache.get(key);
  if (hit !== undefined) return hit;
  const costs: number[] = [];
  const counts: number[] = [];
  const starts: number[] = [];
  for (let r = 0; r < m; r++) {
    const c = rankCost(cost, r);
    if (costs.length > 0 && costs[costs.length - 1] === c) counts[counts.length - 1]!++;
    else {
      costs.push(c);
      counts.push(1);
      starts.push(r);
    }
  }
  const out = Object.freeze({ costs: Int32Array.from(costs), counts: Int32Array.from(counts), starts: Int32Array.from(starts) });
  classCache.set(key, out);
  return out;
}

function checkCost(cost: unknown): JointCost {
  if (cost !== 'rank' && cost !== 'log2') throw new DpParameterError('cost', `cost must be 'rank' or 'log2', got ${String(cost)}`);
  return cost;
}

/** τ = (R2 − R1)/min(ε_text, MAX_JOINT_EPSILON): one draw per message. */
export function calibrateJointTemperature(settings: { epsilonText: number } & ClipSettings): number {
  const { r1, r2 } = checkClipBounds(settings.r1 ?? DEFAULT_R1, settings.r2 ?? DEFAULT_R2);
  const eps = checkEpsilon(settings.epsilonText, 'epsilonText');
  return (r2 - r1) / Math.min(eps, MAX_JOINT_EPSILON);
}

function checkOdds(odds: unknown): number {
  if (typeof odds !== 'number' || !Number.isFinite(odds) || odds <= 0) {
    throw new DpParameterError('odds', `odds K must be a finite number > 0, got ${String(odds)}`);
  }
  return odds;
}

/** ln n for a positive BigInt: relative error ≤ 2^−53 in the mantissa part, exact shift. */
export function lnBig(n: bigint): number {
  if (n <= 0n) return -Infinity;
  const bits = n.toString(2).length;
  if (bits <= 1000) return Math.log(Number(n));
  const shift = bits - 64;
  return Math.log(Number(n >> BigInt(shift))) + shift * LN2;
}

/** ln(1 + e^x) without overflow. */
function softplus(x: number): number {
  return Math.max(x, 0) + Math.log1p(Math.exp(-Math.abs(x)));
}

/**
 * Bernoulli with probability p = e^{lp}: p = 2^{−j}·p' with p' ∈ (0.5, 1]; succeed iff j fair CSPRNG bits are all
 * zero and then a 53-bit uniform is < p'. The realised probability is 2^{−j}·⌈p'·2^53⌉/2^53, within a relative 2^−52
 * of p however small p is (a plain `nextDouble() < p` would round p to the 2^−53 grid).
 */
export function bernoulliLog(lp: number, rng: RandomSource): boolean {
  if (Number.isNaN(lp)) throw new DpParameterError('probability', 'log-probability is NaN');
  if (lp >= 0) return true;
  if (lp === -Infinity) return false;
  let j = Math.floor(-lp / LN2);
  const pPrime = Math.exp(lp + j * LN2);
  while (j >= 32) {
    if (rng.nextUint32() !== 0) return false;
    j -= 32;
  }
  if (j > 0 && rng.nextUint32() >>> (32 - j) !== 0) return false;
  return rng.nextDouble() < pPrime;
}

/** A uniform BigInt in [0, n) (n ≥ 1) by rejection on bit strings of n's length; ≤ 128 tries (fails w.p. < 2^−128). */
export function uniformBigBelow(n: bigint, rng: RandomSource): bigint {
  if (n < 1n) throw new DpParameterError('n', 'uniform range must be ≥ 1');
  if (n === 1n) return 0n;
  const bits = (n - 1n).toString(2).length;
  const words = Math.ceil(bits / 32);
  const excess = BigInt(words * 32 - bits);
  for (let attempt = 0; attempt < 128; attempt++) {
    let u = 0n;
    for (let w = 0; w < words; w++) u = (u << 32n) | BigInt(rng.nextUint32());
    u >>= excess;
    if (u < n) return u; // each try accepts with probability n/2^bits > 1/2
  }
  throw new Error('uniformBigBelow: 128 rejections in a row (probability < 2^-128): the random source is broken');
}

/**
 * The public plan for one list-size vector: threshold t, |T|, M, and suffix count tables.
 * prefix[i][b] = #{(r_i, …, r_{k−1}) : Σ ≤ b} for b ∈ [0, t]; total[i] = Π_{j ≥ i} m_j (prefix[k] ≡ 1, total[k] = 1).
 */
export interface JointPlan {
  readonly sizes: readonly number[];
  readonly cost: JointCost;
  readonly classes: readonly CostClasses[];
  readonly threshold: number;
  readonly inside: bigint;
  readonly total: bigint;
  /** ln Pr[T] and ln Pr[complement] at this mechanism's ε (exact up to the slack in joint-rank.md). */
  readonly logPInside: number;
  readonly logPOutside: number;
  readonly prefix: readonly (readonly bigint[])[];
  readonly suffixTotal: readonly bigint[];
}

/** Each class's count as a BigInt, made once per class list (the tables multiply by them k·d·#classes times). */
const bigCountCache = new WeakMap<CostClasses, bigint[]>();
function bigCounts(cl: CostClasses): bigint[] {
  let b = bigCountCache.get(cl);
  if (b === undefined) {
    b = Array.from(cl.counts, (c) => BigInt(c));
    bigCountCache.set(cl, b);
  }
  return b;
}

/**
 * Suffix prefix-count tables truncated at degree d: 'rank' in O(k·d) BigInt additions (sliding window), 'log2' in
 * O(k·d·#classes) (≤ 33 classes). Entry [i][s] for s ≤ d does not depend on d.
 */
function suffixTables(sizes: readonly number[], classes: readonly CostClasses[], cost: JointCost, d: number): bigint[][] {
  const k = sizes.length;
  const prefix: bigint[][] = new Array<bigint[]>(k + 1);
  prefix[k] = new Array<bigint>(d + 1).fill(1n);
  // #{suffix from i+1 with sum exactly x} = P_{i+1}[x] − P_{i+1}[x − 1], once per x and slot.
  const exactNext = new Array<bigint>(d + 1);
  for (let i = k - 1; i >= 0; i--) {
    const next = prefix[i + 1]!;
    const m = sizes[i]!;
    const exact = new Array<bigint>(d + 1);
    if (cost === 'rank') {
      // #{suffix from i with cost sum exactly s} = P_{i+1}[s] − P_{i+1}[s − m]
      for (let s = 0; s <= d; s++) exact[s] = next[s]! - (s - m >= 0 ? next[s - m]! : 0n);
    } else {
      // Σ_class count·#{suffix from i+1 with sum exactly s − cost}.
      const cl = classes[i]!;
      const counts = bigCounts(cl);
      for (let x = 0; x <= d; x++) exactNext[x] = x > 0 ? next[x]! - next[x - 1]! : next[0]!;
      for (let s = 0; s <= d; s++) {
        let acc = 0n;
        for (let j = 0; j < cl.costs.length; j++) {
          const x = s - cl.costs[j]!;
          if (x < 0) break;
          acc += counts[j]! * exactNext[x]!;
        }
        exact[s] = acc;
      }
    }
    const cur = new Array<bigint>(d + 1);
    let acc = 0n;
    for (let s = 0; s <= d; s++) {
      acc += exact[s]!;
      cur[s] = acc;
    }
    prefix[i] = cur;
  }
  return prefix;
}

/**
 * Where the threshold rule of `jointPlan` stops, computed with the same recurrence in floating point over the whole
 * range [0, maxSum]: only a guess for the degree of the exact tables (which then find t themselves, and grow when the
 * guess was short), so that they are built once at about t instead of from 64 doubling past it. −1 when the floats
 * overflow.
 */
export function thresholdGuess(sizes: readonly number[], classes: readonly CostClasses[], cost: JointCost, maxSum: number, epsilon: number, lnK: number): number {
  let next = new Float64Array(maxSum + 1).fill(1);
  const exactNext = new Float64Array(maxSum + 1);
  let total = 1;
  for (let i = sizes.length - 1; i >= 0; i--) {
    const m = sizes[i]!;
    total *= m;
    const cur = new Float64Array(maxSum + 1);
    if (cost === 'rank') {
      for (let s = 0; s <= maxSum; s++) cur[s] = next[s]! - (s - m >= 0 ? next[s - m]! : 0);
    } else {
      const cl = classes[i]!;
      for (let x = 0; x <= maxSum; x++) exactNext[x] = x > 0 ? next[x]! - next[x - 1]! : next[0]!;
      for (let s = 0; s <= maxSum; s++) {
        let acc = 0;
        for (let j = 0; j < cl.costs.length; j++) {
          const x = s - cl.costs[j]!;
          if (x < 0) break;
          acc += cl.counts[j]! * exactNext[x]!;
        }
        cur[s] = acc;
      }
    }
    for (let s = 1; s <= maxSum; s++) cur[s] = cur[s]! + cur[s - 1]!;
    next = cur;
  }
  if (!Number.isFinite(total)) return -1;
  for (let s = 0; s <= maxSum; s++) {
    const inside = next[s]!;
    if (inside >= total || Math.log(inside) + epsilon >= lnK + Math.log(total - inside)) return s;
  }
  return maxSum;
}

const planCache = new Map<string, JointPlan>();
const PLAN_CACHE_LIMIT = 256;

/**
 * The threshold and counts for list sizes m_1..m_k at ε and K: t is the smallest integer in [0, Σ(m_i − 1)] with
 * ln|T_t| + ε ≥ ln K + ln(M − |T_t|) (or T_t = everything). A function of (sizes, ε, K) only.
 */
export function jointPlan(sizes: readonly number[], epsilon: number, odds: number, cost: JointCost = 'rank'): JointPlan {
  checkInteger(sizes.length, 'spans', 1, MAX_JOINT_SPANS);
  for (const m of sizes) checkInteger(m, 'm', 1, MAX_VOCABULARY);
  checkEpsilon(epsilon, 'epsilon');
  checkOdds(odds);
  checkCost(cost);
  const key = `${cost}|${epsilon}|${odds}|${sizes.join(',')}`;
  const hit = planCache.get(key);
  if (hit !== undefined) return hit;
  const k = sizes.length;
  const classes = sizes.map((m) => costClasses(cost, m));
  const maxSum = classes.reduce((a, c) => a + c.costs[c.costs.length - 1]!, 0);
  const suffixTotal: bigint[] = new Array<bigint>(k + 1);
  suffixTotal[k] = 1n;
  for (let i = k - 1; i >= 0; i--) suffixTotal[i] = suffixTotal[i + 1]! * BigInt(sizes[i]!);
  const total = suffixTotal[0]!;
  const lnK = Math.log(odds);
  // The exact tables' degree: the float guess plus a margin (any d ≥ t gives the same plan; a short one grows below).
  const guess = thresholdGuess(sizes, classes, cost, maxSum, epsilon, lnK);
  let d = guess < 0 ? Math.min(maxSum, 64) : Math.min(maxSum, guess + 2);
  for (;;) {
    const prefix = suffixTables(sizes, classes, cost, d);
    const counts = prefix[0]!;
    let t = -1;
    for (let s = 0; s <= d; s++) {
      const inside = counts[s]!;
      if (inside === total || lnBig(inside) + epsilon >= lnK + lnBig(total - inside)) {
        t = s;
        break;
      }
    }
    if (t >= 0) {
      const inside = counts[t]!;
      const outside = total - inside;
      // ln Pr[T] = −ln(1 + (M−|T|)/(|T|e^ε)) = −softplus(−δ), δ = ln|T| + ε − ln(M − |T|).
      const delta = outside === 0n ? Infinity : lnBig(inside) + epsilon - lnBig(outside);
      const plan: JointPlan = Object.freeze({
        sizes: Object.freeze([...sizes]),
        cost,
        classes: Object.freeze(classes),
        threshold: t,
        inside,
        total,
        logPInside: delta === Infinity ? 0 : -softplus(-delta),
        logPOutside: delta === Infinity ? -Infinity : -softplus(delta),
        prefix: Object.freeze(prefix.map((p) => Object.freeze(p.slice(0, t + 1)))),
        suffixTotal: Object.freeze(suffixTotal),
      });
      if (planCache.size >= PLAN_CACHE_LIMIT) planCache.delete(planCache.keys().next().value!);
      planCache.set(key, plan);
      return plan;
    }
    if (d >= maxSum) throw new Error('jointPlan: no threshold found (unreachable: T = everything satisfies the rule)');
    d = Math.min(maxSum, d * 2);
  }
}

/** #{suffix from slot i with sum ≤ b} (0 for b < 0; b never exceeds the table's t here). */
function countWithin(plan: JointPlan, i: number, b: number): bigint {
  if (b < 0) return 0n;
  return plan.prefix[i]![b]!;
}

/**
 * A uniform rank vector with Σ c(r_i) ≤ t (inside = true) or > t (inside = false): exact sequential counts over the
 * cost classes, then a uniform rank within the chosen class.
 */
export function sampleRankVector(plan: JointPlan, inside: boolean, rng: RandomSource): Int32Array {
  const k = plan.sizes.length;
  const ranks = new Int32Array(k);
  let b = plan.threshold; // remaining budget: the prefix so far has cost t − b
  for (let i = 0; i < k; i++) {
    const cl = plan.classes[i]!;
    const after = plan.suffixTotal[i + 1]!;
    const slotTotal = inside ? countWithin(plan, i, b) : plan.suffixTotal[i]! - countWithin(plan, i, b);
    let u = uniformBigBelow(slotTotal, rng);
    let chosen = -1;
    let j = 0;
    // Classes with cost ≤ b have count-dependent weights count·(#completions inside / outside).
    for (; j < cl.costs.length && cl.costs[j]! <= b; j++) {
      const within = countWithin(plan, i + 1, b - cl.costs[j]!);
      const per = inside ? within : after - within;
      const w = BigInt(cl.counts[j]!) * per;
      if (u < w) {
        chosen = cl.starts[j]! + Number(u / per);
        break;
      }
      u -= w;
    }
    if (chosen < 0) {
      // Classes with cost > b (reachable only outside T): every rank weighs `after`; their ranks are contiguous.
      if (inside || j >= cl.costs.length) throw new Error('sampleRankVector: count tables inconsistent');
      chosen = cl.starts[j]! + Number(u / after);
      if (chosen > plan.sizes[i]! - 1) throw new Error('sampleRankVector: count tables inconsistent (outside)');
    }
    ranks[i] = chosen;
    b -= rankCost(plan.cost, chosen);
  }
  return ranks;
}

/** One span's input to the joint draw: its raw scores and optional fit classes over its public list. */
export interface JointSpanScores {
  scores: ArrayLike<number>;
  fitClasses?: ArrayLike<number> | undefined;
}

export interface JointDraw {
  /** Index into each span's list. */
  indices: number[];
  /** The drawn rank vector and whether it fell in the top set T. */
  ranks: Int32Array;
  inTop: boolean;
  /** ε of the whole draw (the message's spend). */
  epsilon: number;
}

/** A calibrated joint rank-profile mechanism: one draw per message. */
export class JointRankMechanism {
  readonly r1: number;
  readonly r2: number;
  readonly temperature: number;
  /** Δu ≤ R2 − R1. */
  readonly sensitivity: number;
  /** ε of the one draw: (R2 − R1)/τ. */
  readonly epsilon: number;
  readonly odds: number;
  readonly cost: JointCost;
  readonly epsilonText: number | null;
  static readonly maxEpsilon = MAX_JOINT_EPSILON;
  static readonly maxSpans = MAX_JOINT_SPANS;

  private constructor(r1: number, r2: number, temperature: number, odds: number, cost: JointCost, epsilonText: number | null) {
    this.r1 = r1;
    this.r2 = r2;
    this.temperature = temperature;
    this.sensitivity = r2 - r1;
    const eps = this.sensitivity / temperature;
    checkEpsilon(eps, 'epsilon per draw');
    if (eps > MAX_JOINT_EPSILON * (1 + 1e-12)) {
      throw new DpParameterError('epsilon per draw', `ε of a joint draw ${eps} exceeds ${MAX_JOINT_EPSILON} (numerical slack bound, joint-rank.md)`);
    }
    this.epsilon = eps;
    this.odds = checkOdds(odds);
    this.cost = checkCost(cost);
    this.epsilonText = epsilonText;
    Object.freeze(this);
  }

  /** τ = (R2 − R1)/min(ε_text, MAX_JOINT_EPSILON). */
  static fromBudget(settings: JointRankSettings): JointRankMechanism {
    const { r1, r2 } = checkClipBounds(settings.r1 ?? DEFAULT_R1, settings.r2 ?? DEFAULT_R2);
    return new JointRankMechanism(r1, r2, calibrateJointTemperature(settings), settings.odds, settings.cost ?? 'rank', settings.epsilonText);
  }

  static fromTemperature(temperature: number, settings: ClipSettings & { odds: number; cost?: JointCost }): JointRankMechanism {
    const { r1, r2 } = checkClipBounds(settings.r1 ?? DEFAULT_R1, settings.r2 ?? DEFAULT_R2);
    return new JointRankMechanism(r1, r2, checkTemperature(temperature), settings.odds, settings.cost ?? 'rank', null);
  }

  /** The public plan (threshold t, |T|, M, Pr[T]) for these list sizes. */
  plan(sizes: readonly number[]): JointPlan {
    return jointPlan(sizes, this.epsilon, this.odds, this.cost);
  }

  #orders(inputs: readonly JointSpanScores[]): Int32Array[] {
    checkInteger(inputs.length, 'spans', 1, MAX_JOINT_SPANS);
    return inputs.map((s) => {
      checkUtilities(s.scores, 'scores');
      if (s.fitClasses !== undefined && s.fitClasses.length !== s.scores.length) {
        throw new DpParameterError('fitClasses', `got ${s.fitClasses.length} fit classes for ${s.scores.length} scores`);
      }
      return rankOrder(s.scores, s.fitClasses);
    });
  }

  /** The utility of a rank vector: F(r) = R2 if Σ c(r_i) ≤ t else R1 (t from the public plan). */
  utilityOfRanks(plan: JointPlan, ranks: ArrayLike<number>): number {
    let s = 0;
    for (let i = 0; i < ranks.length; i++) s += rankCost(plan.cost, ranks[i]!);
    return s <= plan.threshold ? this.r2 : this.r1;
  }

  /**
   * The exact output distribution over the product space (row-major: the last span varies fastest), for tests and
   * audits; refuses M > 2^20.
   */
  probabilities(inputs: readonly JointSpanScores[]): Float64Array {
    const orders = this.#orders(inputs);
    const sizes = orders.map((o) => o.length);
    const plan = this.plan(sizes);
    if (plan.total > 1n << 20n) throw new DpParameterError('spans', 'product space too large to enumerate');
    const rankOf = orders.map((o) => {
      const r = new Int32Array(o.length);
      o.forEach((idx, rank) => (r[idx] = rank));
      return r;
    });
    const M = Number(plan.total);
    const inside = Number(plan.inside);
    const pIn = Math.exp(plan.logPInside) / inside;
    const pOut = M > inside ? Math.exp(plan.logPOutside) / (M - inside) : 0;
    const out = new Float64Array(M);
    const idx = new Int32Array(sizes.length);
    for (let flat = 0; flat < M; flat++) {
      let rem = flat;
      for (let i = sizes.length - 1; i >= 0; i--) {
        idx[i] = rem % sizes[i]!;
        rem = Math.floor(rem / sizes[i]!);
      }
      let s = 0;
      for (let i = 0; i < sizes.length; i++) s += rankCost(this.cost, rankOf[i]![idx[i]!]!);
      out[flat] = s <= plan.threshold ? pIn : pOut;
    }
    return out;
  }

  /** Draw a rank vector for these list sizes (the input enters only through the per-span rankings). */
  sampleRanks(sizes: readonly number[], rng: RandomSource): { ranks: Int32Array; inTop: boolean } {
    const plan = this.plan(sizes);
    let inTop: boolean;
    if (plan.inside === plan.total) inTop = true;
    else if (plan.logPOutside <= plan.logPInside) inTop = !bernoulliLog(plan.logPOutside, rng);
    else inTop = bernoulliLog(plan.logPInside, rng);
    return { ranks: sampleRankVector(plan, inTop, rng), inTop };
  }

  /** One draw for the whole message: rank each span's list, draw a rank vector, map ranks back to candidates. */
  sample(inputs: readonly JointSpanScores[], rng: RandomSource): JointDraw {
    const orders = this.#orders(inputs);
    const { ranks, inTop } = this.sampleRanks(
      orders.map((o) => o.length),
      rng,
    );
    return { indices: orders.map((o, i) => o[ranks[i]!]!), ranks, inTop, epsilon: this.epsilon };
  }

  spec(): MechanismSpec {
    return Object.freeze({
      mechanism: 'joint-rank-exponential',
      inputDomain: 'the contents of all private spans of one message; output: one tuple of candidates from the spans’ public lists',
      neighbouring: 'any two contents of the message’s spans (any or all changed), given the detected span set and the lists',
      outputMeasure: 'pure ε-DP',
      privacyMap: `ε = (R2 − R1)/τ = ${this.sensitivity}/${this.temperature} for the one draw (public step F: R2 iff Σ c(rank) ≤ t(m, ε, K=${this.odds}), cost ${this.cost})`,
      epsilonPerUnit: this.epsilon,
    });
  }

  parameters(): { r1: number; r2: number; temperature: number; sensitivity: number; epsilon: number; odds: number; logCost: number } {
    return { r1: this.r1, r2: this.r2, temperature: this.temperature, sensitivity: this.sensitivity, epsilon: this.epsilon, odds: this.odds, logCost: this.cost === 'log2' ? 1 : 0 };
  }
}

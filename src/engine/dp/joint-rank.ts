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
  readonly threshold: number;
  readonly inside: bigint;
  readonly total: bigint;
  /** ln Pr[T] and ln Pr[complement] at this mechanism's ε (exact up to the slack in joint-rank.md). */
  readonly logPInside: number;
  readonly logPOutside: number;
  readonly prefix: readonly (readonly bigint[])[];
  readonly suffixTotal: readonly bigint[];
}

/** Suffix prefix-count tables truncated at degree d (O(k·d) BigInt additions). */
function suffixTables(sizes: readonly number[], d: number): bigint[][] {
  const k = sizes.length;
  const prefix: bigint[][] = new Array<bigint[]>(k + 1);
  prefix[k] = new Array<bigint>(d + 1).fill(1n);
  for (let i = k - 1; i >= 0; i--) {
    const next = prefix[i + 1]!;
    const m = sizes[i]!;
    const exact = new Array<bigint>(d + 1);
    // #{suffix from i with sum exactly s} = P_{i+1}[s] − P_{i+1}[s − m]
    for (let s = 0; s <= d; s++) exact[s] = next[s]! - (s - m >= 0 ? next[s - m]! : 0n);
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

const planCache = new Map<string, JointPlan>();
const PLAN_CACHE_LIMIT = 256;

/**
 * The threshold and counts for list sizes m_1..m_k at ε and K: t is the smallest integer in [0, Σ(m_i − 1)] with
 * ln|T_t| + ε ≥ ln K + ln(M − |T_t|) (or T_t = everything). A function of (sizes, ε, K) only.
 */
export function jointPlan(sizes: readonly number[], epsilon: number, odds: number): JointPlan {
  checkInteger(sizes.length, 'spans', 1, MAX_JOINT_SPANS);
  for (const m of sizes) checkInteger(m, 'm', 1, MAX_VOCABULARY);
  checkEpsilon(epsilon, 'epsilon');
  checkOdds(odds);
  const key = `${epsilon}|${odds}|${sizes.join(',')}`;
  const hit = planCache.get(key);
  if (hit !== undefined) return hit;
  const k = sizes.length;
  const maxSum = sizes.reduce((a, m) => a + m - 1, 0);
  const suffixTotal: bigint[] = new Array<bigint>(k + 1);
  suffixTotal[k] = 1n;
  for (let i = k - 1; i >= 0; i--) suffixTotal[i] = suffixTotal[i + 1]! * BigInt(sizes[i]!);
  const total = suffixTotal[0]!;
  const lnK = Math.log(odds);
  let d = Math.min(maxSum, 64);
  for (;;) {
    const prefix = suffixTables(sizes, d);
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

/** A uniform rank vector with Σ r ≤ t (inside = true) or Σ r > t (inside = false): exact sequential counts. */
export function sampleRankVector(plan: JointPlan, inside: boolean, rng: RandomSource): Int32Array {
  const k = plan.sizes.length;
  const ranks = new Int32Array(k);
  let b = plan.threshold; // remaining budget: the prefix so far has sum t − b
  for (let i = 0; i < k; i++) {
    const m = plan.sizes[i]!;
    const weight = (r: number): bigint => {
      const within = countWithin(plan, i + 1, b - r);
      return inside ? within : plan.suffixTotal[i + 1]! - within;
    };
    const slotTotal = inside ? countWithin(plan, i, b) : plan.suffixTotal[i]! - countWithin(plan, i, b);
    let u = uniformBigBelow(slotTotal, rng);
    let chosen = -1;
    // Ranks r ≤ b have count-dependent weights; ranks r > b (only reachable outside T) all weigh suffixTotal[i+1].
    const last = Math.min(m - 1, Math.max(b, -1));
    for (let r = 0; r <= last; r++) {
      const w = weight(r);
      if (u < w) {
        chosen = r;
        break;
      }
      u -= w;
    }
    if (chosen < 0) {
      if (inside) throw new Error('sampleRankVector: count tables inconsistent (inside)');
      const w = plan.suffixTotal[i + 1]!;
      chosen = last + 1 + Number(u / w);
      if (chosen > m - 1) throw new Error('sampleRankVector: count tables inconsistent (outside)');
    }
    ranks[i] = chosen;
    b -= chosen;
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
  readonly epsilonText: number | null;
  static readonly maxEpsilon = MAX_JOINT_EPSILON;
  static readonly maxSpans = MAX_JOINT_SPANS;

  private constructor(r1: number, r2: number, temperature: number, odds: number, epsilonText: number | null) {
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
    this.epsilonText = epsilonText;
    Object.freeze(this);
  }

  /** τ = (R2 − R1)/min(ε_text, MAX_JOINT_EPSILON). */
  static fromBudget(settings: JointRankSettings): JointRankMechanism {
    const { r1, r2 } = checkClipBounds(settings.r1 ?? DEFAULT_R1, settings.r2 ?? DEFAULT_R2);
    return new JointRankMechanism(r1, r2, calibrateJointTemperature(settings), settings.odds, settings.epsilonText);
  }

  static fromTemperature(temperature: number, settings: ClipSettings & { odds: number }): JointRankMechanism {
    const { r1, r2 } = checkClipBounds(settings.r1 ?? DEFAULT_R1, settings.r2 ?? DEFAULT_R2);
    return new JointRankMechanism(r1, r2, checkTemperature(temperature), settings.odds, null);
  }

  /** The public plan (threshold t, |T|, M, Pr[T]) for these list sizes. */
  plan(sizes: readonly number[]): JointPlan {
    return jointPlan(sizes, this.epsilon, this.odds);
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

  /** The utility of a rank vector: F(r) = R2 if Σ r ≤ t else R1 (t from the public plan). */
  utilityOfRanks(plan: JointPlan, ranks: ArrayLike<number>): number {
    let s = 0;
    for (let i = 0; i < ranks.length; i++) s += ranks[i]!;
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
      for (let i = 0; i < sizes.length; i++) s += rankOf[i]![idx[i]!]!;
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
      privacyMap: `ε = (R2 − R1)/τ = ${this.sensitivity}/${this.temperature} for the one draw (public step F: R2 iff Σ ranks ≤ t(m, ε, K=${this.odds}))`,
      epsilonPerUnit: this.epsilon,
    });
  }

  parameters(): { r1: number; r2: number; temperature: number; sensitivity: number; epsilon: number; odds: number } {
    return { r1: this.r1, r2: this.r2, temperature: this.temperature, sensitivity: this.sensitivity, epsilon: this.epsilon, odds: this.odds };
  }
}

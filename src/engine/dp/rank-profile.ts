/**
 * Rank-profile exponential mechanism. Privacy argument: rank-profile.md.
 *
 *   input domain   : the private content x of one span; a candidate source maps it to raw scores s(x) ∈ ℝ^m
 *                    and optional fit classes c(x) ∈ ℝ^m over a fixed, public candidate vocabulary V (|V| = m)
 *   ranking        : rank_x(w) = position of w when V is sorted by (c desc, s desc, index asc) — a permutation
 *   utility        : u(w; x) = f_m[rank_x(w)], where f_m is a PUBLIC profile (length m, non-increasing, values in
 *                    [R1, R2]) fixed by the mechanism for each list size m — never supplied per span
 *   relation       : x ∼ x' for any two span contents with the same V (V must not depend on x)
 *   output measure : Pr[w | x] = exp(u(w; x)/τ) / Z_m,   Z_m = Σ_r exp(f_m[r]/τ)   (Z_m is the same for every x)
 *   privacy map    : Pr[w|x]/Pr[w|x'] = exp((f_m[rank_x(w)] − f_m[rank_x'(w)])/τ) ≤ exp((R2 − R1)/τ),
 *                    so one draw is ε_draw-DP with ε_draw = (R2 − R1)/τ (tight when f_m spans [R1, R2])
 *   calibration    : τ = (R2 − R1)·n_max / ε_text
 *
 * The candidate source cannot move the normaliser: the mechanism computes every utility from the ranking, so any
 * scores and fit classes (however they depend on x) only permute the same multiset {f_m[0], …, f_m[m−1]}.
 */
import {
  checkClipBounds,
  checkEpsilon,
  checkInteger,
  checkTemperature,
  checkUtilities,
  DpParameterError,
  MAX_VOCABULARY,
} from './checks.ts';
import type { ClipSettings, EmDraw } from './exponential.ts';
import { DEFAULT_R1, DEFAULT_R2 } from './exponential.ts';
import { sampleByWeights, type RandomSource } from './rng.ts';
import type { MechanismSpec } from './spec.ts';

/**
 * Largest ε per draw the rank-profile sampler accepts. Its weights are exp((f[r] − f[0])/τ) ≥ e^{−ε_draw}, so the
 * inverse-CDF rounding argument of MAX_EPSILON_PER_DRAW (which has weights ≥ e^{−ε/2}) holds with ε_draw ≤ 15:
 * relative error per outcome ≤ 2^−52·|V|·e^{15} ≤ 4.8e−5, excess privacy loss < 1e−4 (rank-profile.md).
 */
export const MAX_RANK_EPSILON_PER_DRAW = 15;

/**
 * A public rank profile: for each list size m, the utilities f_m[0] ≥ … ≥ f_m[m−1] in [R1, R2] given to the
 * candidates of rank 0 … m−1.
 *  - `step`: the top ⌈fraction·m⌉ ranks get R2, all others R1.
 *  - `odds`: a step whose fraction follows the (public) ε_draw of the calibrated mechanism:
 *    fraction = min(maxFraction, odds·e^{−ε_draw}), so the top set's odds q·e^{ε_draw} stay ≈ `odds` (its probability
 *    ≈ odds/(odds + 1 − q)) — a larger set when the budget per draw is small, a smaller one when it is large.
 *  - `table`: any function of m alone (called once per m and cached, so the profile is fixed per list size).
 * Every kind depends only on m and on the mechanism's parameters (τ, R1, R2), never on a span.
 */
export type RankProfile =
  | { kind: 'step'; fraction: number }
  | { kind: 'odds'; odds: number; maxFraction: number }
  | { kind: 'table'; values: (m: number) => ArrayLike<number> };

export interface RankBudgetSettings extends ClipSettings {
  epsilonText: number;
  nMax: number;
  profile: RankProfile;
}

/** τ = (R2 − R1)·n_max / ε_text (the rank-profile mechanism's calibration; half the EM's Eq. 14). */
export function calibrateRankTemperature(settings: { epsilonText: number; nMax: number } & ClipSettings): number {
  const { r1, r2 } = checkClipBounds(settings.r1 ?? DEFAULT_R1, settings.r2 ?? DEFAULT_R2);
  const epsText = checkEpsilon(settings.epsilonText, 'epsilonText');
  const nMax = checkInteger(settings.nMax, 'nMax', 1);
  return ((r2 - r1) * nMax) / epsText;
}

function checkRankEpsilonPerDraw(epsilon: number): number {
  checkEpsilon(epsilon, 'epsilon per draw');
  if (epsilon > MAX_RANK_EPSILON_PER_DRAW) {
    throw new DpParameterError(
      'epsilon per draw',
      `ε per draw ${epsilon} exceeds ${MAX_RANK_EPSILON_PER_DRAW} for the rank-profile mechanism: raise the temperature or n_max (sampling precision bound)`,
    );
  }
  return epsilon;
}

function checkProfile(profile: unknown): RankProfile {
  if (typeof profile !== 'object' || profile === null) throw new DpParameterError('profile', 'a rank profile is required');
  const p = profile as { kind?: unknown; fraction?: unknown; values?: unknown };
  if (p.kind === 'step') {
    if (typeof p.fraction !== 'number' || !(p.fraction > 0 && p.fraction <= 1)) {
      throw new DpParameterError('profile', `step fraction must be a number in (0, 1], got ${String(p.fraction)}`);
    }
    return Object.freeze({ kind: 'step', fraction: p.fraction });
  }
  if (p.kind === 'odds') {
    const q = profile as { odds?: unknown; maxFraction?: unknown };
    if (typeof q.odds !== 'number' || !Number.isFinite(q.odds) || q.odds <= 0) {
      throw new DpParameterError('profile', `odds must be a finite number > 0, got ${String(q.odds)}`);
    }
    if (typeof q.maxFraction !== 'number' || !(q.maxFraction > 0 && q.maxFraction <= 1)) {
      throw new DpParameterError('profile', `maxFraction must be a number in (0, 1], got ${String(q.maxFraction)}`);
    }
    return Object.freeze({ kind: 'odds', odds: q.odds, maxFraction: q.maxFraction });
  }
  if (p.kind === 'table') {
    if (typeof p.values !== 'function') throw new DpParameterError('profile', 'table profile needs values(m)');
    return Object.freeze({ kind: 'table', values: p.values as (m: number) => ArrayLike<number> });
  }
  throw new DpParameterError('profile', `unknown rank profile kind ${String(p.kind)}`);
}

/** Scores (and fit classes) for one draw: same length m in [1, MAX_VOCABULARY], no NaN (±∞ rank first/last). */
function checkScores(scores: ArrayLike<number>, fitClasses: ArrayLike<number> | undefined): void {
  checkUtilities(scores, 'scores');
  if (fitClasses !== undefined) {
    if (fitClasses.length !== scores.length) {
      throw new DpParameterError('fitClasses', `got ${fitClasses.length} fit classes for ${scores.length} scores`);
    }
    checkUtilities(fitClasses, 'fitClasses');
  }
}

/**
 * The candidates in rank order: order[r] is the index of the candidate of rank r, sorting by fit class (desc), then
 * score (desc), then index (asc). A total order, so the ranking is a deterministic permutation of 0 … m−1.
 */
export function rankOrder(scores: ArrayLike<number>, fitClasses?: ArrayLike<number>): Int32Array {
  checkScores(scores, fitClasses);
  const m = scores.length;
  const idx = Array.from({ length: m }, (_, i) => i);
  idx.sort((a, b) => {
    if (fitClasses !== undefined) {
      const fa = fitClasses[a]!;
      const fb = fitClasses[b]!;
      if (fa !== fb) return fa > fb ? -1 : 1;
    }
    const sa = scores[a]!;
    const sb = scores[b]!;
    if (sa !== sb) return sa > sb ? -1 : 1;
    return a - b;
  });
  return Int32Array.from(idx);
}

/** A calibrated rank-profile exponential mechanism. Construct with `fromBudget` (normal) or `fromTemperature`. */
export class RankProfileMechanism {
  readonly r1: number;
  readonly r2: number;
  readonly temperature: number;
  /** Δf ≤ R2 − R1: bound on the change of any candidate's utility between any two inputs. */
  readonly sensitivity: number;
  /** ε of one draw: (R2 − R1)/τ. */
  readonly epsilonPerDraw: number;
  readonly profile: RankProfile;
  readonly nMax: number | null;
  readonly epsilonText: number | null;
  /** Largest ε per draw this sampler accepts (for choosing n_max). */
  static readonly maxEpsilonPerDraw = MAX_RANK_EPSILON_PER_DRAW;
  readonly #profiles = new Map<number, Float64Array>();

  private constructor(r1: number, r2: number, temperature: number, profile: RankProfile, nMax: number | null, epsilonText: number | null) {
    this.r1 = r1;
    this.r2 = r2;
    this.temperature = temperature;
    this.sensitivity = r2 - r1;
    this.epsilonPerDraw = checkRankEpsilonPerDraw(this.sensitivity / temperature);
    this.profile = checkProfile(profile);
    this.nMax = nMax;
    this.epsilonText = epsilonText;
    Object.freeze(this);
  }

  /** Calibrate from the message budget: τ = (R2 − R1)·n_max/ε_text, so epsilonPerDraw = ε_text/n_max. */
  static fromBudget(settings: RankBudgetSettings): RankProfileMechanism {
    const { r1, r2 } = checkClipBounds(settings.r1 ?? DEFAULT_R1, settings.r2 ?? DEFAULT_R2);
    const tau = calibrateRankTemperature(settings);
    return new RankProfileMechanism(r1, r2, tau, settings.profile, settings.nMax, settings.epsilonText);
  }

  /** Use a given temperature; ε per draw = (R2 − R1)/τ. */
  static fromTemperature(temperature: number, settings: ClipSettings & { profile: RankProfile }): RankProfileMechanism {
    const { r1, r2 } = checkClipBounds(settings.r1 ?? DEFAULT_R1, settings.r2 ?? DEFAULT_R2);
    return new RankProfileMechanism(r1, r2, checkTemperature(temperature), settings.profile, null, null);
  }

  /** The step fraction this mechanism uses (`step`: as given; `odds`: min(maxFraction, odds·e^{−ε_draw})); null for `table`. */
  get stepFraction(): number | null {
    if (this.profile.kind === 'step') return this.profile.fraction;
    if (this.profile.kind === 'odds') return Math.min(this.profile.maxFraction, this.profile.odds * Math.exp(-this.epsilonPerDraw));
    return null;
  }

  /** The public profile f_m for a list of m candidates (validated; computed once per m). A copy. */
  profileFor(m: number): Float64Array {
    return Float64Array.from(this.#profileFor(m));
  }

  #profileFor(m: number): Float64Array {
    checkInteger(m, 'm', 1, MAX_VOCABULARY);
    const cached = this.#profiles.get(m);
    if (cached !== undefined) return cached;
    let f: Float64Array;
    if (this.profile.kind !== 'table') {
      const top = Math.ceil((this.stepFraction ?? 1) * m);
      f = new Float64Array(m).fill(this.r1);
      f.fill(this.r2, 0, top);
    } else {
      const values = this.profile.values(m);
      if (values.length !== m) throw new DpParameterError('profile', `profile for m=${m} has ${values.length} values`);
      f = Float64Array.from(values);
      for (let r = 0; r < m; r++) {
        const v = f[r]!;
        if (!Number.isFinite(v) || v < this.r1 || v > this.r2) {
          throw new DpParameterError('profile', `profile value f[${r}]=${v} is outside [R1, R2] = [${this.r1}, ${this.r2}]`);
        }
        if (r > 0 && v > f[r - 1]!) throw new DpParameterError('profile', `profile must be non-increasing (f[${r}] > f[${r - 1}])`);
      }
    }
    this.#profiles.set(m, f);
    return f;
  }

  /** u(w; x) = f_m[rank_x(w)] for every candidate (for tests, audits and the UI preview). */
  utilities(scores: ArrayLike<number>, fitClasses?: ArrayLike<number>): Float64Array {
    const order = rankOrder(scores, fitClasses);
    const f = this.#profileFor(order.length);
    const u = new Float64Array(order.length);
    for (let r = 0; r < order.length; r++) u[order[r]!] = f[r]!;
    return u;
  }

  /** Weights by rank, exp((f[r] − f[0])/τ) ∈ [e^{−ε_draw}, 1] (f[0] is the largest). */
  #rankWeights(m: number): Float64Array {
    const f = this.#profileFor(m);
    const w = new Float64Array(m);
    for (let r = 0; r < m; r++) w[r] = Math.exp((f[r]! - f[0]!) / this.temperature);
    return w;
  }

  /** The exact output distribution, indexed by candidate. */
  probabilities(scores: ArrayLike<number>, fitClasses?: ArrayLike<number>): Float64Array {
    const order = rankOrder(scores, fitClasses);
    const w = this.#rankWeights(order.length);
    let z = 0;
    for (const x of w) z += x;
    const p = new Float64Array(order.length);
    for (let r = 0; r < order.length; r++) p[order[r]!] = w[r]! / z;
    return p;
  }

  /** One draw: inverse CDF over ranks on a 53-bit uniform, then the candidate at that rank. */
  sample(scores: ArrayLike<number>, fitClasses: ArrayLike<number> | undefined, rng: RandomSource): EmDraw {
    const order = rankOrder(scores, fitClasses);
    const rank = sampleByWeights(this.#rankWeights(order.length), rng);
    return { index: order[rank]!, epsilon: this.epsilonPerDraw };
  }

  spec(): MechanismSpec {
    const fraction = this.stepFraction;
    const profile = fraction !== null ? `step, top ⌈${fraction}·m⌉ ranks R2, others R1` : 'table';
    return Object.freeze({
      mechanism: 'rank-exponential',
      inputDomain: 'the content of one private span; output: one candidate of a fixed public vocabulary',
      neighbouring: 'any two contents of the same span, given the detected span set and the same vocabulary',
      outputMeasure: 'pure ε-DP',
      privacyMap: `ε_draw = (R2 − R1)/τ = ${this.sensitivity}/${this.temperature} (public rank profile: ${profile}); n draws: n·ε_draw`,
      epsilonPerUnit: this.epsilonPerDraw,
    });
  }

  parameters(): { r1: number; r2: number; temperature: number; sensitivity: number; epsilonPerDraw: number; fraction: number } {
    return {
      r1: this.r1,
      r2: this.r2,
      temperature: this.temperature,
      sensitivity: this.sensitivity,
      epsilonPerDraw: this.epsilonPerDraw,
      // The step fraction (public); NaN would not survive JSON, so a table profile reports −1.
      fraction: this.stepFraction ?? -1,
    };
  }
}

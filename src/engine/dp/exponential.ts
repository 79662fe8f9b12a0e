/**
 * Exponential mechanism over clipped logits (DAMPER Eqs. 11–14). Privacy argument: exponential.md.
 *
 *   input domain   : the private content x of one span (anything: text, its logits are a function of it)
 *   output         : one index into a fixed, public candidate vocabulary V (|V| ≥ 1)
 *   utility        : ū(w; x) = clip(u(w; x), R1, R2), so ū ∈ [R1, R2] for EVERY x
 *   relation       : x ∼ x' for any two span contents with the same V (V must not depend on x)
 *   sensitivity    : Δu = max_{x∼x'} max_w |ū(w;x) − ū(w;x')| ≤ R2 − R1
 *   output measure : Pr[w | x] = exp(ū(w;x)/τ) / Σ_{w'} exp(ū(w';x)/τ)            (Eq. 11)
 *   privacy map    : one draw is ε_draw-DP with ε_draw = 2Δu/τ = 2(R2 − R1)/τ        (Eq. 12)
 *                    n draws compose sequentially to n·ε_draw ≤ n_max·ε_draw = ε_text (Eq. 13)
 *   calibration    : τ = 2(R2 − R1)·n_max / ε_text                                  (Eq. 14)
 */
import {
  checkClipBounds,
  checkEpsilon,
  checkEpsilonPerDraw,
  checkInteger,
  checkTemperature,
  checkUtilities,
} from './checks.ts';
import { sampleByWeights, type RandomSource } from './rng.ts';
import type { MechanismSpec } from './spec.ts';

/** Paper defaults (DAMPER §4.2): logits clipped to [5, 20]. Settings, not constants of the proof. */
export const DEFAULT_R1 = 5;
export const DEFAULT_R2 = 20;

export interface ClipSettings {
  /** Lower clip bound R1 (default 5). */
  r1?: number;
  /** Upper clip bound R2 (default 20). */
  r2?: number;
}

export interface BudgetSettings extends ClipSettings {
  /** ε_text: total budget for all draws of one message. */
  epsilonText: number;
  /** n_max: the most draws (regenerated tokens, or phrase-bank spans) one message may make. */
  nMax: number;
}

/** Eq. 14: τ2 = 2(R2 − R1)·n_max / ε_text. */
export function calibrateTemperature(settings: BudgetSettings): number {
  const { r1, r2 } = checkClipBounds(settings.r1 ?? DEFAULT_R1, settings.r2 ?? DEFAULT_R2);
  const epsText = checkEpsilon(settings.epsilonText, 'epsilonText');
  const nMax = checkInteger(settings.nMax, 'nMax', 1);
  return (2 * (r2 - r1) * nMax) / epsText;
}

/** Eq. 12: ε of one draw at temperature τ over utilities clipped to [R1, R2]: 2(R2 − R1)/τ. */
export function epsilonPerDraw(temperature: number, clip: ClipSettings = {}): number {
  const { r1, r2 } = checkClipBounds(clip.r1 ?? DEFAULT_R1, clip.r2 ?? DEFAULT_R2);
  return (2 * (r2 - r1)) / checkTemperature(temperature);
}

/**
 * The exact worst-case privacy loss of one draw over a vocabulary of `m` candidates (≤ ε_draw).
 * With D = Δu/τ it is ln(e^D·(1 + (m−1)e^D)/(e^D + m − 1)), reached by x: ū(w)=R2, others R1 and
 * x': ū(w)=R1, others R2. Informational (the audit uses it to pick a tight test case); the API
 * reports ε_draw = 2Δu/τ, the bound that holds for every vocabulary size.
 */
export function worstCaseLossForVocabulary(m: number, temperature: number, clip: ClipSettings = {}): number {
  const { r1, r2 } = checkClipBounds(clip.r1 ?? DEFAULT_R1, clip.r2 ?? DEFAULT_R2);
  checkInteger(m, 'm', 1);
  if (m === 1) return 0;
  const d = (r2 - r1) / checkTemperature(temperature);
  const ed = Math.exp(d);
  return d + Math.log((1 + (m - 1) * ed) / (ed + m - 1));
}

export interface EmDraw {
  /** Index of the chosen candidate. */
  index: number;
  /** ε this draw cost: exactly `ExponentialMechanism.epsilonPerDraw`. */
  epsilon: number;
}

/** A calibrated exponential mechanism. Construct with `fromBudget` (normal) or `fromTemperature`. */
export class ExponentialMechanism {
  readonly r1: number;
  readonly r2: number;
  /** Sampling temperature τ. */
  readonly temperature: number;
  /** Δu = R2 − R1 (bound on the change of any clipped utility between any two inputs). */
  readonly sensitivity: number;
  /** ε of one draw: 2Δu/τ. */
  readonly epsilonPerDraw: number;
  /** n_max and ε_text when built from a budget; null when built from a raw temperature. */
  readonly nMax: number | null;
  readonly epsilonText: number | null;

  private constructor(r1: number, r2: number, temperature: number, nMax: number | null, epsilonText: number | null) {
    this.r1 = r1;
    this.r2 = r2;
    this.temperature = temperature;
    this.sensitivity = r2 - r1;
    this.epsilonPerDraw = checkEpsilonPerDraw((2 * this.sensitivity) / temperature);
    this.nMax = nMax;
    this.epsilonText = epsilonText;
    Object.freeze(this);
  }

  /** Calibrate from the message budget (Eq. 14). Then epsilonPerDraw = ε_text / n_max (up to rounding). */
  static fromBudget(settings: BudgetSettings): ExponentialMechanism {
    const { r1, r2 } = checkClipBounds(settings.r1 ?? DEFAULT_R1, settings.r2 ?? DEFAULT_R2);
    const tau = calibrateTemperature(settings);
    return new ExponentialMechanism(r1, r2, tau, settings.nMax, settings.epsilonText);
  }

  /** Use a given temperature; ε per draw follows from Eq. 12. */
  static fromTemperature(temperature: number, clip: ClipSettings = {}): ExponentialMechanism {
    const { r1, r2 } = checkClipBounds(clip.r1 ?? DEFAULT_R1, clip.r2 ?? DEFAULT_R2);
    return new ExponentialMechanism(r1, r2, checkTemperature(temperature), null, null);
  }

  /** ū = clip(u, R1, R2) coordinate-wise; ±∞ clip to the bounds, NaN is rejected. */
  clip(utilities: ArrayLike<number>): Float64Array {
    checkUtilities(utilities);
    const out = new Float64Array(utilities.length);
    for (let i = 0; i < utilities.length; i++) {
      const u = utilities[i]!;
      out[i] = u < this.r1 ? this.r1 : u > this.r2 ? this.r2 : u;
    }
    return out;
  }

  /**
   * Unnormalised weights exp((ū_i − max ū)/τ) ∈ [e^{−Δu/τ}, 1]; subtracting the max is the
   * log-sum-exp shift, so nothing overflows whatever τ is.
   */
  #weights(utilities: ArrayLike<number>): Float64Array {
    const clipped = this.clip(utilities);
    let max = -Infinity;
    for (const u of clipped) if (u > max) max = u;
    for (let i = 0; i < clipped.length; i++) clipped[i] = Math.exp((clipped[i]! - max) / this.temperature);
    return clipped;
  }

  /** The exact output distribution of Eq. 11 (for tests, audits and the UI preview). */
  probabilities(utilities: ArrayLike<number>): Float64Array {
    const w = this.#weights(utilities);
    let z = 0;
    for (const x of w) z += x;
    for (let i = 0; i < w.length; i++) w[i] = w[i]! / z;
    return w;
  }

  /**
   * One draw by inverse CDF on a 53-bit uniform: pick the first i with U·Z < Σ_{j≤i} w_j.
   * The running sums define the intervals, so each outcome's realised probability is w_i/Z up to
   * ~2^−52 absolute (see MAX_EPSILON_PER_DRAW in checks.ts for the resulting ε slack).
   */
  sample(utilities: ArrayLike<number>, rng: RandomSource): EmDraw {
    return { index: sampleByWeights(this.#weights(utilities), rng), epsilon: this.epsilonPerDraw };
  }

  /** Domain, relation, measure and privacy map of this mechanism (see exponential.md). */
  spec(): MechanismSpec {
    return Object.freeze({
      mechanism: 'exponential',
      inputDomain: 'the content of one private span; output: one candidate of a fixed public vocabulary',
      neighbouring: 'any two contents of the same span, given the detected span set and the same vocabulary',
      outputMeasure: 'pure ε-DP',
      privacyMap: `ε_draw = 2(R2 − R1)/τ = 2·${this.sensitivity}/${this.temperature}; n draws: n·ε_draw`,
      epsilonPerUnit: this.epsilonPerDraw,
    });
  }

  /** Plain-number summary for events and logs. */
  parameters(): { r1: number; r2: number; temperature: number; sensitivity: number; epsilonPerDraw: number } {
    return {
      r1: this.r1,
      r2: this.r2,
      temperature: this.temperature,
      sensitivity: this.sensitivity,
      epsilonPerDraw: this.epsilonPerDraw,
    };
  }
}

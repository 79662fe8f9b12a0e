/**
 * Mechanisms for numbers (argument: geometric.md). All three are the two-sided geometric mechanism (the discrete
 * Laplace) on an integer encoding of the value, with a public radius that fixes the neighbouring relation:
 *
 *  - TwoSidedGeometricMechanism: Z with P(Z = z) ∝ α^|z|, α = e^{−ε_step}; y = x + Z. ε_step per unit of |x − x'|.
 *  - BoundedGeometricMechanism: the same on [lo, hi] (input and output clamped; clamping is pre/post-processing).
 *  - LogGridGeometricMechanism: metric (d_χ) privacy in log space: k = round(ln x / h) on the public grid h =
 *    ln 2 / STEPS_PER_DOUBLING, y = e^{(k + Z)·h}; ε_step per grid step, so ε_step·(STEPS_PER_DOUBLING + 1) for a
 *    factor 2 (the + 1 covers the rounding of ln x onto the grid, floating point included).
 *
 * Every mechanism reports `epsilon` = ε for two inputs within its radius (radiusSteps·ε_step) and `epsilonPerStep`,
 * the metric guarantee for inputs further apart (ε grows linearly with the distance).
 *
 * Sampling is exact for the dyadic α̃ = ⌈α·2^53⌉/2^53 ≥ α actually used (each Bernoulli trial compares a uniform
 * k/2^53 with α), so the realised ε_step = −ln α̃ ≤ the stated one; there is no tail truncation.
 */
import { checkEpsilon, checkInteger, checkNumericDomain, DpParameterError } from './checks.ts';
import type { RandomSource } from './rng.ts';

/** Largest ε per step accepted: beyond it α̃ < 2^−52 and the draw is the input itself. */
export const MAX_EPSILON_PER_STEP = 30;
/** Log-grid resolution: 100 steps per doubling (h = ln 2 / 100 ≈ 0.7%). */
export const STEPS_PER_DOUBLING = 100;
/** Grid steps two amounts within a factor 2 can be apart after rounding onto the grid. */
export const LOG_RADIUS_STEPS = STEPS_PER_DOUBLING + 1;

/** Geometric(1 − α) number of failures, from exact Bernoulli(α̃) trials (α̃ = α rounded up to the 2^−53 grid). */
function geometricFailures(alpha: number, rng: RandomSource): number {
  let n = 0;
  // The expected count is α/(1 − α); the cap only guards against a broken RNG (P ≤ α^(2^20) otherwise).
  while (rng.nextDouble() < alpha) {
    n++;
    if (n > 1 << 20) throw new Error('geometric sampler: runaway draw (RNG failure?)');
  }
  return n;
}

export interface GeometricParameters {
  epsilonPerStep: number;
  radiusSteps: number;
  epsilon: number;
  alpha: number;
}

export class TwoSidedGeometricMechanism {
  readonly epsilonPerStep: number;
  /** The public radius of the neighbouring relation, in steps. */
  readonly radiusSteps: number;
  readonly alpha: number;

  constructor(epsilonPerStep: number, radiusSteps: number) {
    checkEpsilon(epsilonPerStep, 'epsilonPerStep');
    if (epsilonPerStep > MAX_EPSILON_PER_STEP)
      throw new DpParameterError('epsilonPerStep', `must be ≤ ${MAX_EPSILON_PER_STEP}, got ${epsilonPerStep}`);
    checkInteger(radiusSteps, 'radiusSteps', 1, 1_000_000);
    this.epsilonPerStep = epsilonPerStep;
    this.radiusSteps = radiusSteps;
    this.alpha = Math.exp(-epsilonPerStep);
  }

  /** The mechanism whose radius costs exactly `epsilon`: ε_step = ε / radiusSteps. */
  static fromRadius(epsilon: number, radiusSteps: number): TwoSidedGeometricMechanism {
    checkEpsilon(epsilon, 'epsilon');
    checkInteger(radiusSteps, 'radiusSteps', 1, 1_000_000);
    return new TwoSidedGeometricMechanism(epsilon / radiusSteps, radiusSteps);
  }

  /** ε for two inputs within the radius: radiusSteps · ε_step (basic metric composition, tight at the radius). */
  get epsilon(): number {
    return this.radiusSteps * this.epsilonPerStep;
  }

  /** The noise Z = G1 − G2 of two independent geometric variables: P(Z = z) = (1 − α)/(1 + α) · α^|z|. */
  noise(rng: RandomSource): number {
    return geometricFailures(this.alpha, rng) - geometricFailures(this.alpha, rng);
  }

  sample(x: number, rng: RandomSource): number {
    checkInteger(x, 'x', Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
    return x + this.noise(rng);
  }

  parameters(): GeometricParameters {
    return {
      epsilonPerStep: this.epsilonPerStep,
      radiusSteps: this.radiusSteps,
      epsilon: this.epsilon,
      alpha: this.alpha,
    };
  }
}

/** Two-sided geometric on the integers [lo, hi]: clamp(clamp(x) + Z). Ages, counts with a natural bound. */
export class BoundedGeometricMechanism extends TwoSidedGeometricMechanism {
  readonly lo: number;
  readonly hi: number;

  constructor(epsilonPerStep: number, radiusSteps: number, lo: number, hi: number) {
    super(epsilonPerStep, radiusSteps);
    checkNumericDomain(lo, hi);
    this.lo = lo;
    this.hi = hi;
  }

  static bounded(epsilon: number, radiusSteps: number, lo: number, hi: number): BoundedGeometricMechanism {
    checkEpsilon(epsilon, 'epsilon');
    checkInteger(radiusSteps, 'radiusSteps', 1, 1_000_000);
    return new BoundedGeometricMechanism(epsilon / radiusSteps, radiusSteps, lo, hi);
  }

  override sample(x: number, rng: RandomSource): number {
    const c = Math.min(this.hi, Math.max(this.lo, Math.round(x)));
    return Math.min(this.hi, Math.max(this.lo, c + this.noise(rng)));
  }
}

/**
 * Metric privacy in log space for positive amounts: ln x on the grid h = ln 2/STEPS_PER_DOUBLING, two-sided
 * geometric noise on the grid index, inputs and outputs clamped to [min, max]. Radius: a factor 2.
 */
export class LogGridGeometricMechanism {
  readonly geometric: TwoSidedGeometricMechanism;
  readonly step = Math.LN2 / STEPS_PER_DOUBLING;
  readonly min: number;
  readonly max: number;

  constructor(epsilonPerStep: number, min = 0.01, max = 1e15) {
    checkNumericDomain(min, max);
    if (!(min > 0)) throw new DpParameterError('min', `a log-space domain needs min > 0, got ${min}`);
    this.geometric = new TwoSidedGeometricMechanism(epsilonPerStep, LOG_RADIUS_STEPS);
    this.min = min;
    this.max = max;
  }

  /** ε for any two amounts within a factor 2 of each other: (STEPS_PER_DOUBLING + 1) · ε_step. */
  static forFactorTwo(epsilon: number, min?: number, max?: number): LogGridGeometricMechanism {
    checkEpsilon(epsilon, 'epsilon');
    return new LogGridGeometricMechanism(epsilon / LOG_RADIUS_STEPS, min, max);
  }

  get epsilon(): number {
    return this.geometric.epsilon;
  }

  /** Grid index of x: round(ln(clamp(x)) / h). Within a factor 2, indices differ by ≤ STEPS_PER_DOUBLING + 1. */
  index(x: number): number {
    if (!Number.isFinite(x) || x <= 0)
      throw new DpParameterError('x', `a log-space amount must be finite and > 0, got ${x}`);
    return Math.round(Math.log(Math.min(this.max, Math.max(this.min, x))) / this.step);
  }

  sample(x: number, rng: RandomSource): number {
    const k = this.index(x) + this.geometric.noise(rng);
    return Math.min(this.max, Math.max(this.min, Math.exp(k * this.step)));
  }

  parameters(): GeometricParameters & { step: number } {
    return { ...this.geometric.parameters(), step: this.step };
  }
}

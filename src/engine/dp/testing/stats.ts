/**
 * Statistics for the DP audits (src/engine/dp/*.audit.test.ts). Test support only: not exported
 * from src/engine/dp/index.ts.
 *
 * Confidence bounds are Chernoff (KL) bounds, valid for every sample size, not normal
 * approximations: for X ~ Bin(n, p), Pr[p > upper(X)] ≤ δ and Pr[p < lower(X)] ≤ δ, since
 * Pr[p̂ ≤ p − t] ≤ exp(−n·KL(p − t ‖ p)) and symmetrically. So a test built from them has a
 * false-failure rate bounded by the δ's it spends (union bound), with no asymptotics.
 */

/** KL divergence between Bernoulli(a) and Bernoulli(b), in nats. */
export function klBernoulli(a: number, b: number): number {
  const term = (x: number, y: number): number => (x === 0 ? 0 : y === 0 ? Infinity : x * Math.log(x / y));
  return term(a, b) + term(1 - a, 1 - b);
}

/** Largest q ≥ k/n with n·KL(k/n ‖ q) ≤ ln(1/δ). */
export function chernoffUpper(k: number, n: number, delta: number): number {
  const phat = k / n;
  const budget = Math.log(1 / delta) / n;
  if (phat >= 1) return 1;
  let lo = phat;
  let hi = 1;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (klBernoulli(phat, mid) > budget) hi = mid;
    else lo = mid;
  }
  return hi;
}

/** Smallest q ≤ k/n with n·KL(k/n ‖ q) ≤ ln(1/δ). */
export function chernoffLower(k: number, n: number, delta: number): number {
  const phat = k / n;
  const budget = Math.log(1 / delta) / n;
  if (phat <= 0) return 0;
  let lo = 0;
  let hi = phat;
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (klBernoulli(phat, mid) > budget) lo = mid;
    else hi = mid;
  }
  return lo;
}

export interface PrivacyLossAudit {
  /** True when some output certifiably has ln(P[y|x]/P[y|x']) > ε + tolerance (either direction). */
  rejected: boolean;
  /** max over outputs seen under both inputs of |ln(p̂_y / p̂'_y)| (a point estimate, for the report). */
  empiricalLoss: number;
  /** max over outputs of ln(lower(p_y)/upper(p'_y)) (both directions): a loss certified at level α. */
  certifiedLoss: number;
}

/**
 * Two-sample privacy-loss test on a finite output space. counts[y] and countsPrime[y] are the output
 * histograms of `n` independent runs on x and on x' respectively. H0: for every y,
 * P[y|x] ≤ e^{ε+tol}·P[y|x'] and vice versa. Rejects when a lower bound of one side exceeds
 * e^{ε+tol} times an upper bound of the other. Each of the 4·m bounds spends α/(4m), so under H0 the
 * false-failure probability is ≤ α.
 */
export function auditPrivacyLoss(
  counts: ArrayLike<number>,
  countsPrime: ArrayLike<number>,
  n: number,
  epsilon: number,
  tolerance: number,
  alpha: number,
): PrivacyLossAudit {
  const m = counts.length;
  if (countsPrime.length !== m) throw new Error('histograms differ in size');
  const delta = alpha / (4 * m);
  const limit = epsilon + tolerance;
  let empiricalLoss = 0;
  let certifiedLoss = -Infinity;
  for (let y = 0; y < m; y++) {
    const a = counts[y]!;
    const b = countsPrime[y]!;
    if (a > 0 && b > 0) empiricalLoss = Math.max(empiricalLoss, Math.abs(Math.log(a / b)));
    const aLo = chernoffLower(a, n, delta);
    const aHi = chernoffUpper(a, n, delta);
    const bLo = chernoffLower(b, n, delta);
    const bHi = chernoffUpper(b, n, delta);
    certifiedLoss = Math.max(certifiedLoss, Math.log(aLo / bHi), Math.log(bLo / aHi));
  }
  return { rejected: certifiedLoss > limit, empiricalLoss, certifiedLoss };
}

/** Two-sided test of H0: p = p0 for k successes in n trials, at level α (Chernoff bounds, α/2 each side). */
export function binomialTest(
  k: number,
  n: number,
  p0: number,
  alpha: number,
): { rejected: boolean; lower: number; upper: number } {
  const lower = chernoffLower(k, n, alpha / 2);
  const upper = chernoffUpper(k, n, alpha / 2);
  return { rejected: p0 < lower || p0 > upper, lower, upper };
}

// ---------------------------------------------------------------------------------------------
// Chi-square goodness of fit.

/** ln Γ(x) for x > 0: recurrence up to x ≥ 15, then Stirling's series (error < 1e-14 there). */
export function lnGamma(x: number): number {
  let shift = 0;
  while (x < 15) {
    shift += Math.log(x);
    x += 1;
  }
  const x2 = x * x;
  const series = 1 / (12 * x) - 1 / (360 * x * x2) + 1 / (1260 * x * x2 * x2) - 1 / (1680 * x * x2 * x2 * x2);
  return (x - 0.5) * Math.log(x) - x + 0.5 * Math.log(2 * Math.PI) + series - shift;
}

/** Regularized upper incomplete gamma Q(a, x) = Γ(a, x)/Γ(a). */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  if (x < a + 1) {
    // Series for P(a, x), then Q = 1 − P.
    let sum = 1 / a;
    let term = sum;
    for (let n = 1; n < 10_000; n++) {
      term *= x / (a + n);
      sum += term;
      if (Math.abs(term) < Math.abs(sum) * 1e-16) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - lnGamma(a));
  }
  // Continued fraction for Q (modified Lentz).
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 10_000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-16) break;
  }
  return Math.exp(-x + a * Math.log(x) - lnGamma(a)) * h;
}

export interface ChiSquare {
  statistic: number;
  df: number;
  pValue: number;
}

/** Pearson chi-square of observed counts against expected probabilities (df = cells − 1). */
export function chiSquareTest(observed: ArrayLike<number>, probabilities: ArrayLike<number>): ChiSquare {
  let n = 0;
  for (let i = 0; i < observed.length; i++) n += observed[i]!;
  let statistic = 0;
  for (let i = 0; i < observed.length; i++) {
    const e = n * probabilities[i]!;
    const d = observed[i]! - e;
    statistic += (d * d) / e;
  }
  const df = observed.length - 1;
  return { statistic, df, pValue: gammaQ(df / 2, statistic / 2) };
}

/** Counts of `m` outcomes over `n` calls of `draw` (which returns an outcome index in [0, m)). */
export function histogram(draw: () => number, n: number, m: number): Float64Array {
  const h = new Float64Array(m);
  for (let i = 0; i < n; i++) h[draw()]!++;
  return h;
}

/** Lower confidence bound (level α) on ln(P[y|x]/P[y|x']) from counts a (under x) and b (under x') of n draws each. */
export function certifiedLossLower(a: number, b: number, n: number, alpha: number): number {
  return Math.log(chernoffLower(a, n, alpha / 2) / chernoffUpper(b, n, alpha / 2));
}

import { describe, expect, it } from 'vitest';
import {
  auditPrivacyLoss,
  binomialTest,
  chernoffLower,
  chernoffUpper,
  chiSquareTest,
  gammaQ,
  lnGamma,
} from './stats.ts';

describe('audit statistics', () => {
  it('lnGamma and gammaQ match known values', () => {
    expect(lnGamma(1)).toBeCloseTo(0, 12);
    expect(lnGamma(10)).toBeCloseTo(Math.log(362880), 10);
    expect(lnGamma(0.5)).toBeCloseTo(0.5 * Math.log(Math.PI), 12);
    // Chi-square survival: df=2 → e^{-x/2}; df=1 at x=3.841458820694124 → 0.05.
    expect(gammaQ(1, 3)).toBeCloseTo(Math.exp(-3), 12);
    expect(gammaQ(0.5, 3.841458820694124 / 2)).toBeCloseTo(0.05, 9);
    // df=92 critical value at 1e-6 is ≈ 170.0 (Wilson–Hilferty ≈ 169.6): Q there must be tiny.
    expect(gammaQ(46, 85)).toBeLessThan(2e-6);
    expect(gammaQ(46, 46)).toBeGreaterThan(0.4);
  });
  it('Chernoff bounds bracket the estimate and tighten with n', () => {
    expect(chernoffLower(50, 100, 1e-3)).toBeLessThan(0.5);
    expect(chernoffUpper(50, 100, 1e-3)).toBeGreaterThan(0.5);
    expect(chernoffUpper(5000, 10000, 1e-3) - chernoffLower(5000, 10000, 1e-3)).toBeLessThan(0.05);
    expect(chernoffLower(0, 10, 0.01)).toBe(0);
    expect(chernoffUpper(10, 10, 0.01)).toBe(1);
    expect(chernoffUpper(0, 1000, 0.01)).toBeCloseTo(1 - Math.exp(Math.log(0.01) / 1000), 6);
  });
  it('tests decide the obvious cases', () => {
    expect(binomialTest(500, 1000, 0.5, 1e-6).rejected).toBe(false);
    expect(binomialTest(600, 1000, 0.5, 1e-6).rejected).toBe(true);
    expect(chiSquareTest([100, 100, 100], [1 / 3, 1 / 3, 1 / 3]).pValue).toBeCloseTo(1, 12);
    expect(chiSquareTest([200, 100, 0], [1 / 3, 1 / 3, 1 / 3]).pValue).toBeLessThan(1e-10);
    expect(auditPrivacyLoss([5000, 5000], [5000, 5000], 10000, 0.1, 0, 1e-6).rejected).toBe(false);
    expect(auditPrivacyLoss([9000, 1000], [1000, 9000], 10000, 1, 0, 1e-6).rejected).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { DpParameterError } from './checks.ts';
import {
  calibrateTemperature,
  DEFAULT_R1,
  DEFAULT_R2,
  epsilonPerDraw,
  ExponentialMechanism,
  worstCaseLossForVocabulary,
} from './exponential.ts';
import { SeededRandom } from './rng.ts';

describe('calibration (DAMPER Eqs. 12–14)', () => {
  it('uses R1=5, R2=20 by default and τ2 = 2(R2−R1)·n_max/ε_text', () => {
    expect([DEFAULT_R1, DEFAULT_R2]).toEqual([5, 20]);
    expect(calibrateTemperature({ epsilonText: 2.88, nMax: 52 })).toBeCloseTo((2 * 15 * 52) / 2.88, 12);
    expect(calibrateTemperature({ epsilonText: 1, nMax: 1, r1: 0, r2: 1 })).toBe(2);
  });
  it('reports ε per draw = 2(R2−R1)/τ and ε_text/n_max when built from a budget', () => {
    const m = ExponentialMechanism.fromBudget({ epsilonText: 6, nMax: 4 });
    expect(m.sensitivity).toBe(15);
    expect(m.epsilonPerDraw).toBeCloseTo(1.5, 14);
    expect(m.epsilonPerDraw).toBe((2 * 15) / m.temperature);
    expect(epsilonPerDraw(30)).toBe(1);
    expect(ExponentialMechanism.fromTemperature(15, { r1: 0, r2: 5 }).epsilonPerDraw).toBeCloseTo(2 / 3, 14);
  });
  it('worst-case loss over a finite vocabulary never exceeds ε per draw and tends to it', () => {
    const tau = 30;
    expect(worstCaseLossForVocabulary(1, tau)).toBe(0);
    expect(worstCaseLossForVocabulary(2, tau)).toBeCloseTo(0.5, 12); // e^D for m = 2
    let prev = 0;
    for (const m of [2, 4, 64, 1e4, 1e7]) {
      const l = worstCaseLossForVocabulary(m, tau);
      expect(l).toBeGreaterThan(prev);
      expect(l).toBeLessThanOrEqual(epsilonPerDraw(tau));
      prev = l;
    }
    expect(prev).toBeGreaterThan(0.9999);
  });
  it('states its spec with the same ε it reports', () => {
    const m = ExponentialMechanism.fromBudget({ epsilonText: 3, nMax: 2 });
    expect(m.spec()).toMatchObject({
      mechanism: 'exponential',
      outputMeasure: 'pure ε-DP',
      epsilonPerUnit: m.epsilonPerDraw,
    });
  });
  it('validates parameters with clear errors', () => {
    expect(() => calibrateTemperature({ epsilonText: 0, nMax: 1 })).toThrow(/ε must be a finite number > 0/);
    expect(() => calibrateTemperature({ epsilonText: Infinity, nMax: 1 })).toThrow(DpParameterError);
    expect(() => calibrateTemperature({ epsilonText: 1, nMax: 0 })).toThrow(/nMax/);
    expect(() => calibrateTemperature({ epsilonText: 1, nMax: 1, r1: 3, r2: 3 })).toThrow(/R1 < R2/);
    expect(() => ExponentialMechanism.fromTemperature(-1)).toThrow(/temperature/);
    expect(() => ExponentialMechanism.fromBudget({ epsilonText: 100, nMax: 1 })).toThrow(/exceeds 30/);
  });
});

describe('sampling', () => {
  const m = ExponentialMechanism.fromTemperature(5);
  it('clips to [R1, R2], including ±∞, and rejects NaN / empty', () => {
    expect([...m.clip([-Infinity, 0, 7, 25, Infinity])]).toEqual([5, 5, 7, 20, 20]);
    expect(() => m.clip([1, NaN])).toThrow(/NaN/);
    expect(() => m.clip([])).toThrow(/empty/);
  });
  it('computes Eq. 11 probabilities stably', () => {
    const p = m.probabilities([5, 20, 1e300]);
    expect(p[0]! + p[1]! + p[2]!).toBeCloseTo(1, 15);
    expect(p[1]).toBeCloseTo(p[2]!, 15);
    expect(p[1]! / p[0]!).toBeCloseTo(Math.exp(15 / 5), 10);
  });
  it('is reproducible with a seed and reports the draw ε', () => {
    const u = Float64Array.from([6, 9, 12, 18]);
    const a = new SeededRandom(1);
    const b = new SeededRandom(1);
    for (let i = 0; i < 50; i++) {
      const da = m.sample(u, a);
      expect(da).toEqual(m.sample(u, b));
      expect(da.epsilon).toBe(m.epsilonPerDraw);
      expect(da.index >= 0 && da.index < 4).toBe(true);
    }
  });
  it('roughly follows the softmax on a small sample (the audit suite tests it properly)', () => {
    const u = [5, 10, 15, 20];
    const p = m.probabilities(u);
    const counts = [0, 0, 0, 0];
    const rng = new SeededRandom('smoke');
    const n = 20_000;
    for (let i = 0; i < n; i++) counts[m.sample(u, rng).index]!++;
    for (let i = 0; i < 4; i++) expect(Math.abs(counts[i]! / n - p[i]!)).toBeLessThan(0.02);
  });
  it('a single-candidate vocabulary always returns it', () => {
    expect(m.sample([3], new SeededRandom(2)).index).toBe(0);
  });
});

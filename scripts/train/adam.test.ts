import { describe, expect, it } from 'vitest';
import { Adam, standardise } from './adam.ts';

describe('standardise', () => {
  it('gives each feature its mean and 1 / standard deviation over the rows', () => {
    const rows = [
      [1, 10],
      [3, 10],
      [5, 10],
    ];
    const { mean, invStd } = standardise(3, 2, (i, out) => out.set(rows[i] ?? []));
    expect(Array.from(mean)).toEqual([3, 10].map((v) => Math.fround(v)));
    // population variance 8/3 for the first feature; the second is constant (the 1e-6 floor keeps it finite)
    expect(invStd[0]).toBeCloseTo(1 / Math.sqrt(8 / 3 + 1e-6), 6);
    expect(invStd[1]).toBeCloseTo(1 / Math.sqrt(1e-6), 1);
  });
});

describe('Adam', () => {
  it('moves each parameter by about the learning rate against its gradient on the first step', () => {
    const w = new Float32Array([1, -2, 0.5]);
    const b = new Float32Array([0.25]);
    const adam = new Adam([w, b], new Set());
    adam.update([new Float32Array([0.3, -40, 1e-3]), new Float32Array([-2])], 0.01, 0);
    // bias-corrected m / sqrt(v) is g / |g| on the first step, whatever the gradient's size
    expect(Array.from(w).map((x) => +x.toFixed(4))).toEqual([0.99, -1.99, 0.49]);
    expect(b[0]).toBeCloseTo(0.26, 4);
  });
  it('decays only the chosen arrays', () => {
    const w = new Float32Array([1]);
    const b = new Float32Array([1]);
    const adam = new Adam([w, b], new Set([0]));
    // zero gradient: only the decayed weight moves (towards zero)
    adam.update([new Float32Array([0]), new Float32Array([0])], 0.01, 0.5);
    expect(w[0]).toBeLessThan(1);
    expect(b[0]).toBe(1);
  });
  it('finds the minimum of a quadratic', () => {
    const x = new Float32Array([5, -3]);
    const adam = new Adam([x], new Set());
    for (let i = 0; i < 2000; i++) adam.update([Float32Array.from(x, (v, k) => 2 * (v - (k === 0 ? 1 : 2)))], 0.05, 0);
    expect(x[0]).toBeCloseTo(1, 2);
    expect(x[1]).toBeCloseTo(2, 2);
  });
});

import { describe, expect, it } from 'vitest';
import { Adapter } from './adapter.ts';
import { similarityPreservation } from './loss.ts';
import { Prng } from './prng.ts';

const unitRows = (v: Float32Array, n: number, d: number): Float32Array => {
  for (let r = 0; r < n; r++) {
    const norm = Math.hypot(...v.subarray(r * d, (r + 1) * d));
    for (let t = 0; t < d; t++) v[r * d + t] = (v[r * d + t] ?? 0) / norm;
  }
  return v;
};

describe('geometry-preserving regulariser', () => {
  const n = 7;
  const r = new Prng(11);
  const x = unitRows(new Float32Array(n * 6).map(() => r.normal()), n, 6);

  it('is zero when h(·) reproduces the backbone similarities, positive otherwise', () => {
    expect(similarityPreservation(x, x, n, 6, 6).loss).toBeCloseTo(0, 10);
    const z = unitRows(new Float32Array(n * 4).map(() => r.normal()), n, 4);
    expect(similarityPreservation(z, x, n, 4, 6).loss).toBeGreaterThan(0);
  });

  // Finite differences through the adapter (tolerance as in adapter.test.ts).
  it('gradients match central differences', () => {
    const a = Adapter.init([6, 12, 4], 5);
    const lossOf = (): number => similarityPreservation(a.forward(x, n).out, x, n, 4, 6).loss;
    const f = a.forward(x, n);
    const { grad } = similarityPreservation(f.out, x, n, 4, 6);
    const { gw } = a.backward(f, grad, n);
    const h = 1e-3;
    for (let l = 0; l < a.layers.length; l++) {
      const w = a.layers[l]!.w;
      for (let i = 0; i < w.length; i += 5) {
        const old = w[i]!;
        w[i] = old + h;
        const up = lossOf();
        w[i] = old - h;
        const down = lossOf();
        w[i] = old;
        const num = (up - down) / (2 * h);
        expect(Math.abs(num - gw[l]![i]!)).toBeLessThan(2e-3 + 5e-2 * Math.abs(num));
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { Prng } from './prng.ts';
import { buildPrototypes, finch, kmeans, normalise } from './prototypes.ts';

/** `k` well-separated clusters on the unit sphere in 16-d, `m` points each. */
function blobs(k: number, m: number, spread: number, seed: number): { xs: Float32Array[]; truth: number[]; centres: Float32Array[] } {
  const r = new Prng(seed);
  const centres = Array.from({ length: k }, () => normalise(new Float32Array(16).map(() => r.normal())));
  const xs: Float32Array[] = [];
  const truth: number[] = [];
  centres.forEach((c, j) => {
    for (let i = 0; i < m; i++) {
      xs.push(normalise(c.map((v) => v + spread * r.normal())));
      truth.push(j);
    }
  });
  return { xs, truth, centres };
}

/** Every found cluster is pure (contains one true cluster only). */
function pure(labels: Int32Array, truth: number[]): boolean {
  const owner = new Map<number, number>();
  return truth.every((t, i) => {
    const l = labels[i] ?? -1;
    if (!owner.has(l)) owner.set(l, t);
    return owner.get(l) === t;
  });
}

describe('FINCH', () => {
  it('recovers well-separated clusters in its hierarchy', () => {
    const { xs, truth } = blobs(5, 30, 0.08, 11);
    const parts = finch(xs);
    expect(parts[0]!.k).toBeGreaterThanOrEqual(5);
    expect(pure(parts[0]!.labels, truth)).toBe(true);
    // the coarsest pure partition has (almost) exactly the true clusters; FINCH's levels can jump
    // past k, which is why the paper's variant adds a refinement step we do not need here.
    const coarsestPure = [...parts].reverse().find((p) => pure(p.labels, truth));
    expect(coarsestPure!.k).toBeLessThanOrEqual(7);
    // partitions coarsen monotonically
    for (let i = 1; i < parts.length; i++) expect(parts[i]!.k).toBeLessThan(parts[i - 1]!.k);
  });

  it('prototypes sit on the true centres', () => {
    const { xs, centres } = blobs(4, 25, 0.05, 3);
    const protos = buildPrototypes(xs, 'finch', { maxProtos: 4, seed: 1 });
    expect(protos.length).toBeLessThanOrEqual(4);
    for (const c of centres) {
      const best = Math.max(...protos.map((p) => p.reduce((s, v, i) => s + v * (c[i] ?? 0), 0)));
      expect(best).toBeGreaterThan(0.95);
    }
  });

  it('is deterministic and handles tiny inputs', () => {
    expect(finch([]).length).toBe(1);
    expect(finch([normalise(Float32Array.from([1, 0]))])[0]!.k).toBe(1);
    const { xs } = blobs(3, 10, 0.1, 5);
    expect(finch(xs).map((p) => Array.from(p.labels))).toEqual(finch(xs).map((p) => Array.from(p.labels)));
  });
});

describe('k-means and mean prototypes', () => {
  it('k-means finds separated clusters', () => {
    const { xs, truth } = blobs(3, 20, 0.05, 9);
    expect(pure(kmeans(xs, 3, 1).labels, truth)).toBe(true);
  });
  it('mean gives one unit prototype', () => {
    const { xs } = blobs(2, 5, 0.1, 2);
    const [p] = buildPrototypes(xs, 'mean', { maxProtos: 1, seed: 0 });
    expect(Math.hypot(...p!)).toBeCloseTo(1, 5);
  });
});

/**
 * Domain prototypes for the rewards (Eq. 4) and DFS. Uses models/prototypes.json (the localizer's
 * FINCH prototypes in h-space) when it exists and matches the embedding dimension; otherwise a STAND-IN:
 * seeded spherical k-means (k-means++ init) over the embeddings of each domain's distinct training
 * private spans in the space of embed.ts (g-space until the span encoder lands).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeFloat32 } from '../../src/engine/rewriter/codec.ts';
import { MODELS } from './data.ts';
import { dot, normalised } from './math.ts';
import { SeededPrng } from './prng.ts';

export interface Prototypes {
  source: string;
  byDomain: Record<string, Float32Array[]>;
}

export function sphericalKMeans(points: readonly Float32Array[], k: number, seed: number, iterations = 30): Float32Array[] {
  const rng = new SeededPrng(seed);
  const centres: Float32Array[] = [Float32Array.from(points[rng.int(points.length)]!)];
  while (centres.length < Math.min(k, points.length)) {
    const d = points.map((p) => Math.max(0, 1 - Math.max(...centres.map((c) => dot(p, c)))));
    centres.push(Float32Array.from(points[rng.categorical(d)]!));
  }
  for (let it = 0; it < iterations; it++) {
    const sums = centres.map((c) => new Float32Array(c.length));
    const counts = centres.map(() => 0);
    for (const p of points) {
      let best = 0;
      let bestSim = -Infinity;
      centres.forEach((c, j) => {
        const s = dot(p, c);
        if (s > bestSim) {
          bestSim = s;
          best = j;
        }
      });
      const sum = sums[best]!;
      for (let i = 0; i < p.length; i++) sum[i] = sum[i]! + p[i]!;
      counts[best] = counts[best]! + 1;
    }
    centres.forEach((c, j) => {
      if (counts[j]! > 0) c.set(normalised(sums[j]!));
    });
  }
  return centres;
}

export function loadPrototypes(dim: number, fallback: Record<string, readonly Float32Array[]>, k = 6, seed = 7): Prototypes {
  const file = path.join(MODELS, 'prototypes.json');
  if (existsSync(file)) {
    const json = JSON.parse(readFileSync(file, 'utf8')) as { dim: number; domains: Record<string, string[]> };
    if (json.dim === dim) {
      const byDomain: Record<string, Float32Array[]> = {};
      for (const [d, list] of Object.entries(json.domains)) byDomain[d] = list.map((b) => decodeFloat32(b, dim));
      return { source: 'models/prototypes.json', byDomain };
    }
  }
  const byDomain: Record<string, Float32Array[]> = {};
  for (const [d, pts] of Object.entries(fallback)) byDomain[d] = sphericalKMeans(pts, k, seed);
  return { source: `stand-in: spherical k-means (k=${k}, seed ${seed}) over training private span types, ${dim}-d backbone g`, byDomain };
}

/**
 * Domain privacy prototypes (DAMPER Eq. 2): cluster each domain's private-span embeddings and keep
 * the L2-normalised cluster means. FINCH (Sarfraz, Sharma & Stiefelhagen, CVPR 2019) is the paper's
 * choice; Mean (one prototype) and spherical k-means are the ablations.
 */
import { Prng } from './prng.ts';

export type ProtoMethod = 'finch' | 'kmeans' | 'mean';

function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] ?? 0) * (b[i] ?? 0);
  return s;
}

export function normalise(v: Float32Array): Float32Array {
  const n = Math.sqrt(dot(v, v)) || 1;
  return v.map((x) => x / n);
}

function means(xs: readonly Float32Array[], labels: Int32Array, k: number): Float32Array[] {
  const d = xs[0]?.length ?? 0;
  const out = Array.from({ length: k }, () => new Float32Array(d));
  xs.forEach((x, i) => {
    const m = out[labels[i] ?? 0] as Float32Array;
    for (let t = 0; t < d; t++) m[t] = (m[t] ?? 0) + (x[t] ?? 0);
  });
  return out.map(normalise);
}

/** Labels of connected components of the first-neighbour graph (edges i — κ(i)). */
function firstNeighbourComponents(xs: readonly Float32Array[]): { labels: Int32Array; k: number } {
  const n = xs.length;
  const parent = Int32Array.from({ length: n }, (_, i) => i);
  const find = (i: number): number => {
    let r = i;
    while (parent[r] !== r) r = parent[r] ?? r;
    let c = i;
    while (parent[c] !== r) {
      const nx = parent[c] ?? r;
      parent[c] = r;
      c = nx;
    }
    return r;
  };
  for (let i = 0; i < n; i++) {
    let best = -1;
    let bestS = -Infinity;
    const xi = xs[i] as Float32Array;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const s = dot(xi, xs[j] as Float32Array);
      if (s > bestS) {
        bestS = s;
        best = j;
      }
    }
    // A(i,j) = 1 iff j = κ(i) or κ(j) = i or κ(i) = κ(j): exactly the components of the i—κ(i) edges.
    if (best >= 0) parent[find(i)] = find(best);
  }
  const remap = new Map<number, number>();
  const labels = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const r = find(i);
    if (!remap.has(r)) remap.set(r, remap.size);
    labels[i] = remap.get(r) ?? 0;
  }
  return { labels, k: remap.size };
}

/**
 * FINCH: the hierarchy of partitions obtained by repeatedly linking every point (then every cluster
 * mean) to its first neighbour. Returns the partitions of the original points, finest first.
 */
export function finch(xs: readonly Float32Array[]): { labels: Int32Array; k: number }[] {
  const parts: { labels: Int32Array; k: number }[] = [];
  if (xs.length < 2) return [{ labels: new Int32Array(xs.length), k: xs.length }];
  let level = firstNeighbourComponents(xs);
  let labels = level.labels;
  parts.push({ labels, k: level.k });
  while (level.k > 1) {
    const centres = means(xs, labels, level.k);
    if (centres.length < 2) break;
    const next = firstNeighbourComponents(centres);
    if (next.k === level.k) break;
    labels = labels.map((l) => next.labels[l] ?? 0);
    parts.push({ labels, k: next.k });
    level = next;
  }
  return parts;
}

/** Spherical k-means with k-means++ seeding (deterministic for a seed). */
export function kmeans(xs: readonly Float32Array[], k: number, seed: number, iters = 30): { labels: Int32Array; centres: Float32Array[] } {
  const rng = new Prng(seed);
  const n = xs.length;
  k = Math.max(1, Math.min(k, n));
  const centres: Float32Array[] = [xs[rng.int(n)] as Float32Array];
  const dist = new Float64Array(n).fill(Infinity);
  while (centres.length < k) {
    const c = centres[centres.length - 1] as Float32Array;
    let total = 0;
    for (let i = 0; i < n; i++) {
      const dd = Math.max(0, 1 - dot(xs[i] as Float32Array, c));
      if (dd < (dist[i] ?? 0)) dist[i] = dd;
      total += dist[i] ?? 0;
    }
    let r = rng.next() * total;
    let pick = n - 1;
    for (let i = 0; i < n; i++) {
      r -= dist[i] ?? 0;
      if (r <= 0) {
        pick = i;
        break;
      }
    }
    centres.push(xs[pick] as Float32Array);
  }
  let labels = new Int32Array(n);
  let cs: Float32Array[] = centres.map((c) => Float32Array.from(c));
  for (let it = 0; it < iters; it++) {
    const next = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestS = -Infinity;
      cs.forEach((c, j) => {
        const s = dot(xs[i] as Float32Array, c);
        if (s > bestS) {
          bestS = s;
          best = j;
        }
      });
      next[i] = best;
    }
    const changed = next.some((l, i) => l !== labels[i]);
    labels = next;
    const fresh = means(xs, labels, k);
    // keep the old centre for an emptied cluster
    cs = fresh.map((c, j) => (labels.includes(j) ? c : (cs[j] as Float32Array)));
    if (!changed && it > 0) break;
  }
  return { labels, centres: cs };
}

/** Chooses the finest FINCH partition with at most `maxProtos` clusters. */
export function finchPrototypes(xs: readonly Float32Array[], maxProtos: number): Float32Array[] {
  const parts = finch(xs);
  const chosen = parts.find((p) => p.k <= maxProtos) ?? parts[parts.length - 1];
  if (!chosen) return [];
  return means(xs, chosen.labels, chosen.k);
}

export function buildPrototypes(xs: readonly Float32Array[], method: ProtoMethod, opts: { maxProtos: number; k?: number; seed: number }): Float32Array[] {
  if (xs.length === 0) return [];
  if (method === 'mean') return means(xs, new Int32Array(xs.length), 1);
  if (method === 'finch') return finchPrototypes(xs, opts.maxProtos);
  return kmeans(xs, opts.k ?? opts.maxProtos, opts.seed).centres;
}

/** Rewriting metrics shared by the bench and the ceiling analysis. */
import { dot } from './math.ts';

function words(t: string): string[] {
  return t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 0);
}

/** ROUGE-L F1 over lower-cased word tokens (Lin 2004, β = 1). */
export function rougeL(a: string, b: string): number {
  const x = words(a);
  const y = words(b);
  if (x.length === 0 || y.length === 0) return 0;
  const dp = new Array<number>((y.length + 1) * (x.length + 1)).fill(0);
  const w = y.length + 1;
  for (let i = 1; i <= x.length; i++) {
    for (let j = 1; j <= y.length; j++) {
      dp[i * w + j] = x[i - 1] === y[j - 1] ? dp[(i - 1) * w + j - 1]! + 1 : Math.max(dp[(i - 1) * w + j]!, dp[i * w + j - 1]!);
    }
  }
  const lcs = dp[x.length * w + y.length]!;
  if (lcs === 0) return 0;
  const p = lcs / y.length;
  const r = lcs / x.length;
  return (2 * p * r) / (p + r);
}

/**
 * The inversion attack's rank of the true original: candidates are the training span types (their h vectors),
 * the attacker ranks them by cos(h(replacement), h(candidate)); rank 1 = top-1 recovery. Infinity when the
 * original is not among the candidates.
 */
export function inversionRank(candidates: readonly Float32Array[], target: number, replacement: Float32Array): number {
  if (target < 0) return Infinity;
  const ts = dot(replacement, candidates[target]!);
  let rank = 1;
  for (const c of candidates) if (dot(replacement, c) > ts) rank++;
  return rank;
}

/**
 * The contextual head (issues 17/18): a small MLP over the span encoder's per-token states (its `tokens` output,
 * docs/encoder.md), trained offline by scripts/train/context-head.ts, giving P(token lies inside a private domain
 * fact | its sentence). The same word scores differently in "I was arrested last year" and "what does arrested mean",
 * which the context-free span embeddings cannot do.
 *
 * File `models/context-head.json`: standardisation (mean, 1/std per state coordinate), one hidden ReLU layer and a
 * logistic output; float32 arrays stored as base64 (little-endian).
 */

import { float32Field, float32ToBase64, tokenMlpLogits } from '../heads/token-mlp.ts';

export interface ContextHead {
  dim: number;
  hidden: number;
  mean: Float32Array;
  /** 1 / std per coordinate. */
  invStd: Float32Array;
  /** [hidden, dim], row-major. */
  w1: Float32Array;
  b1: Float32Array;
  /** [hidden]. */
  w2: Float32Array;
  b2: number;
  /** Span gate threshold: a domain span whose best token scores below it is dropped (chosen on the realistic dev split). */
  threshold: number;
}

export interface ContextHeadFile {
  version: 1;
  dim: number;
  hidden: number;
  mean: string;
  invStd: string;
  w1: string;
  b1: string;
  w2: string;
  b2: number;
  threshold: number;
}

export function parseContextHead(json: unknown): ContextHead {
  const f = json as Partial<ContextHeadFile>;
  if (!f || f.version !== 1 || typeof f.dim !== 'number' || typeof f.hidden !== 'number' || typeof f.b2 !== 'number' || typeof f.threshold !== 'number') {
    throw new Error('context-head.json: not a version-1 context head');
  }
  const { dim, hidden } = f;
  const field = (what: 'mean' | 'invStd' | 'w1' | 'b1' | 'w2', n: number): Float32Array => float32Field('context-head.json', what, f[what], n);
  return {
    dim,
    hidden,
    mean: field('mean', dim),
    invStd: field('invStd', dim),
    w1: field('w1', hidden * dim),
    b1: field('b1', hidden),
    w2: field('w2', hidden),
    b2: f.b2,
    threshold: f.threshold,
  };
}

export function serializeContextHead(h: ContextHead): ContextHeadFile {
  return {
    version: 1,
    dim: h.dim,
    hidden: h.hidden,
    mean: float32ToBase64(h.mean),
    invStd: float32ToBase64(h.invStd),
    w1: float32ToBase64(h.w1),
    b1: float32ToBase64(h.b1),
    w2: float32ToBase64(h.w2),
    b2: h.b2,
    threshold: h.threshold,
  };
}

const sigmoid = (z: number): number => 1 / (1 + Math.exp(-z));

/**
 * The logit of each token: `states` is row-major [n, dim]. `scratch` (length ≥ dim) avoids an allocation per token;
 * `hiddenOut` (length ≥ n·hidden), when given, receives the hidden activations (training's backward pass reads them).
 */
export function tokenLogits(head: ContextHead, states: Float32Array, n: number, hiddenOut?: Float32Array): Float32Array {
  return tokenMlpLogits({ ...head, outputs: 1, b2: [head.b2] }, states, n, hiddenOut, 'context head');
}

export function tokenProbabilities(head: ContextHead, states: Float32Array, n: number): Float32Array {
  return tokenLogits(head, states, n).map(sigmoid);
}

/**
 * A span's contextual score: the highest probability among the tokens that overlap [start, end) (token ranges from
 * the tokenizer, in the same coordinates). Undefined when no scored token overlaps it (e.g. past the model's
 * 128-token limit): the caller then keeps the span (fail closed).
 */
export function spanScore(probabilities: Float32Array, starts: readonly number[], ends: readonly number[], start: number, end: number): number | undefined {
  let best: number | undefined;
  for (let k = 0; k < probabilities.length; k++) {
    const s = starts[k] ?? 0;
    const e = ends[k] ?? 0;
    if (e <= s || e <= start || s >= end) continue;
    const p = probabilities[k] ?? 0;
    if (best === undefined || p > best) best = p;
  }
  return best;
}

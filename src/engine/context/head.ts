/**
 * The contextual head (issues 17/18): a small MLP over the span encoder's per-token states (its `tokens` output,
 * docs/encoder.md), trained offline by scripts/train/context-head.ts, giving P(token lies inside a private domain
 * fact | its sentence). The same word scores differently in "I was arrested last year" and "what does arrested mean",
 * which the context-free span embeddings cannot do.
 *
 * File `models/context-head.json`: standardisation (mean, 1/std per state coordinate), one hidden ReLU layer and a
 * logistic output; float32 arrays stored as base64 (little-endian).
 */

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

function fromBase64(s: string, n: number, what: string): Float32Array {
  const bin = atob(s);
  if (bin.length !== n * 4) throw new Error(`context-head.json: ${what} has ${bin.length / 4} values, expected ${n}`);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  const view = new DataView(bytes.buffer);
  return Float32Array.from({ length: n }, (_, i) => view.getFloat32(4 * i, true));
}

export function toBase64(a: Float32Array): string {
  const bytes = new Uint8Array(a.length * 4);
  const view = new DataView(bytes.buffer);
  a.forEach((v, i) => view.setFloat32(4 * i, v, true));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

export function parseContextHead(json: unknown): ContextHead {
  const f = json as Partial<ContextHeadFile>;
  if (!f || f.version !== 1 || typeof f.dim !== 'number' || typeof f.hidden !== 'number' || typeof f.b2 !== 'number' || typeof f.threshold !== 'number') {
    throw new Error('context-head.json: not a version-1 context head');
  }
  const { dim, hidden } = f;
  const str = (v: unknown, what: string): string => {
    if (typeof v !== 'string') throw new Error(`context-head.json: ${what} missing`);
    return v;
  };
  return {
    dim,
    hidden,
    mean: fromBase64(str(f.mean, 'mean'), dim, 'mean'),
    invStd: fromBase64(str(f.invStd, 'invStd'), dim, 'invStd'),
    w1: fromBase64(str(f.w1, 'w1'), hidden * dim, 'w1'),
    b1: fromBase64(str(f.b1, 'b1'), hidden, 'b1'),
    w2: fromBase64(str(f.w2, 'w2'), hidden, 'w2'),
    b2: f.b2,
    threshold: f.threshold,
  };
}

export function serializeContextHead(h: ContextHead): ContextHeadFile {
  return {
    version: 1,
    dim: h.dim,
    hidden: h.hidden,
    mean: toBase64(h.mean),
    invStd: toBase64(h.invStd),
    w1: toBase64(h.w1),
    b1: toBase64(h.b1),
    w2: toBase64(h.w2),
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
  const { dim, hidden, mean, invStd, w1, b1, w2, b2 } = head;
  if (states.length < n * dim) throw new Error(`context head: ${states.length} values for ${n} tokens of ${dim}`);
  const x = new Float32Array(dim);
  const out = new Float32Array(n);
  for (let t = 0; t < n; t++) {
    const base = t * dim;
    for (let c = 0; c < dim; c++) x[c] = ((states[base + c] ?? 0) - (mean[c] ?? 0)) * (invStd[c] ?? 1);
    let z = b2;
    for (let h = 0; h < hidden; h++) {
      let a = b1[h] ?? 0;
      const row = h * dim;
      for (let c = 0; c < dim; c++) a += (w1[row + c] ?? 0) * (x[c] ?? 0);
      const r = a > 0 ? a : 0;
      if (hiddenOut) hiddenOut[t * hidden + h] = r;
      z += (w2[h] ?? 0) * r;
    }
    out[t] = z;
  }
  return out;
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

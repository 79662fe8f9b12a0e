/**
 * A sequence head over the span encoder's per-token states that reads the whole window at once (docs/fact-tagger.md
 * "Session 40: a head that reads the whole window"): standardise → linear (dim → proj) → tanh = p; c = p + ReLU(a
 * width-3 convolution of p) (each token beside its neighbours); one self-attention layer over the window as PyTorch's
 * nn.TransformerEncoderLayer computes it (post-norm: x = LayerNorm(c + attention(c)), h = LayerNorm(x + FF(x)), FF =
 * linear → ReLU → linear); logits = linear over [p, h]. Trained by scripts/train/fact-seq.py `--arch attn`.
 */
import { float32Field, float32ToBase64 } from './token-mlp.ts';

export interface AttentionHead {
  arch: 'attn';
  dim: number;
  /** Width of the projection, the convolution and the attention layer. */
  proj: number;
  /** Width of the attention layer's feed-forward part. */
  hidden: number;
  heads: number;
  classes: number;
  mean: Float32Array;
  invStd: Float32Array;
  /** [proj, dim]. */
  projW: Float32Array;
  projB: Float32Array;
  /** [proj, proj, 3] (output, input, offset −1 … +1). */
  convW: Float32Array;
  convB: Float32Array;
  /** [3·proj, proj]: queries, keys, values. */
  qkvW: Float32Array;
  qkvB: Float32Array;
  /** [proj, proj]. */
  attnOutW: Float32Array;
  attnOutB: Float32Array;
  /** [hidden, proj] and [proj, hidden]. */
  ff1W: Float32Array;
  ff1B: Float32Array;
  ff2W: Float32Array;
  ff2B: Float32Array;
  norm1W: Float32Array;
  norm1B: Float32Array;
  norm2W: Float32Array;
  norm2B: Float32Array;
  /** [classes, 2·proj]. */
  outW: Float32Array;
  outB: Float32Array;
}

const FIELDS = ['mean', 'invStd', 'projW', 'projB', 'convW', 'convB', 'qkvW', 'qkvB', 'attnOutW', 'attnOutB', 'ff1W', 'ff1B', 'ff2W', 'ff2B', 'norm1W', 'norm1B', 'norm2W', 'norm2B', 'outW', 'outB'] as const;
type Field = (typeof FIELDS)[number];
export type AttentionFile = { arch: 'attn'; dim: number; proj: number; hidden: number; heads: number; classes: number } & Record<Field, string>;

function sizes(h: { dim: number; proj: number; hidden: number; classes: number }): Record<Field, number> {
  const { dim, proj: p, hidden: f, classes } = h;
  return {
    mean: dim,
    invStd: dim,
    projW: p * dim,
    projB: p,
    convW: p * p * 3,
    convB: p,
    qkvW: 3 * p * p,
    qkvB: 3 * p,
    attnOutW: p * p,
    attnOutB: p,
    ff1W: f * p,
    ff1B: f,
    ff2W: p * f,
    ff2B: p,
    norm1W: p,
    norm1B: p,
    norm2W: p,
    norm2B: p,
    outW: classes * 2 * p,
    outB: classes,
  };
}

/** Parses and checks an attention head block (`file` names it in errors); throws on any mismatch. */
export function parseAttention(json: unknown, file: string, classes: number): AttentionHead {
  const f = json as Partial<AttentionFile> | null;
  if (!f || typeof f !== 'object' || f.arch !== 'attn') throw new Error(`${file}: not an attention head`);
  for (const k of ['dim', 'proj', 'hidden', 'heads', 'classes'] as const)
    if (typeof f[k] !== 'number' || !Number.isInteger(f[k]) || f[k] <= 0) throw new Error(`${file}: attention head ${k} missing`);
  if (f.classes !== classes) throw new Error(`${file}: attention head has ${String(f.classes)} classes, expected ${classes}`);
  const shape = { dim: f.dim as number, proj: f.proj as number, hidden: f.hidden as number, classes };
  if (shape.proj % (f.heads as number) !== 0) throw new Error(`${file}: attention head width ${shape.proj} is not a multiple of ${String(f.heads)} heads`);
  const n = sizes(shape);
  const out = { arch: 'attn', ...shape, heads: f.heads as number } as AttentionHead;
  for (const k of FIELDS) out[k] = float32Field(file, `attention head ${k}`, f[k], n[k]);
  return out;
}

export function serializeAttention(h: AttentionHead): AttentionFile {
  const out = { arch: 'attn', dim: h.dim, proj: h.proj, hidden: h.hidden, heads: h.heads, classes: h.classes } as AttentionFile;
  for (const k of FIELDS) out[k] = float32ToBase64(h[k]);
  return out;
}

/** y[t] = W·x[t] + b for each of n rows ([n, inp] → [n, outp]); W is [outp, inp] row-major. */
function linear(x: Float64Array, n: number, inp: number, w: Float32Array, b: Float32Array, outp: number): Float64Array {
  const y = new Float64Array(n * outp);
  for (let t = 0; t < n; t++)
    for (let o = 0; o < outp; o++) {
      let a = b[o] as number;
      const wr = o * inp;
      const xr = t * inp;
      for (let k = 0; k < inp; k++) a += (w[wr + k] as number) * (x[xr + k] as number);
      y[t * outp + o] = a;
    }
  return y;
}

/** Each row of x ([n, width]) normalised to mean 0 and variance 1 (biased, eps 1e-5), then scaled and shifted; in place. */
function layerNorm(x: Float64Array, n: number, width: number, w: Float32Array, b: Float32Array): void {
  for (let t = 0; t < n; t++) {
    const r = t * width;
    let m = 0;
    for (let k = 0; k < width; k++) m += x[r + k] as number;
    m /= width;
    let v = 0;
    for (let k = 0; k < width; k++) v += ((x[r + k] as number) - m) ** 2;
    const s = 1 / Math.sqrt(v / width + 1e-5);
    for (let k = 0; k < width; k++) x[r + k] = ((x[r + k] as number) - m) * s * (w[k] as number) + (b[k] as number);
  }
}

/** Class logits of each token of one window, row-major [n, classes]; `states` is row-major [n, dim]. */
export function attentionLogits(h: AttentionHead, states: Float32Array, n: number): Float32Array {
  const { dim, proj: p, hidden: f, heads, classes } = h;
  if (states.length < n * dim) throw new Error(`attention head: ${states.length} values for ${n} tokens of ${dim}`);
  const x = new Float64Array(n * dim);
  for (let t = 0; t < n; t++) for (let k = 0; k < dim; k++) x[t * dim + k] = ((states[t * dim + k] as number) - (h.mean[k] as number)) * (h.invStd[k] as number);
  const pr = linear(x, n, dim, h.projW, h.projB, p);
  for (let i = 0; i < pr.length; i++) pr[i] = Math.tanh(pr[i] as number);
  // c = p + ReLU(conv(p)), zeros past the window's ends.
  const c = new Float64Array(n * p);
  for (let t = 0; t < n; t++)
    for (let o = 0; o < p; o++) {
      let a = h.convB[o] as number;
      for (let off = -1; off <= 1; off++) {
        const u = t + off;
        if (u < 0 || u >= n) continue;
        for (let i = 0; i < p; i++) a += (h.convW[(o * p + i) * 3 + off + 1] as number) * (pr[u * p + i] as number);
      }
      c[t * p + o] = (pr[t * p + o] as number) + Math.max(0, a);
    }
  // Self-attention over the window, `heads` heads of p / heads.
  const qkv = linear(c, n, p, h.qkvW, h.qkvB, 3 * p);
  const dh = p / heads;
  const scale = 1 / Math.sqrt(dh);
  const att = new Float64Array(n * p);
  const w = new Float64Array(n);
  for (let hd = 0; hd < heads; hd++)
    for (let t = 0; t < n; t++) {
      let max = -Infinity;
      for (let u = 0; u < n; u++) {
        let s = 0;
        for (let k = 0; k < dh; k++) s += (qkv[t * 3 * p + hd * dh + k] as number) * (qkv[u * 3 * p + p + hd * dh + k] as number);
        w[u] = s * scale;
        if ((w[u] as number) > max) max = w[u] as number;
      }
      let z = 0;
      for (let u = 0; u < n; u++) z += w[u] = Math.exp((w[u] as number) - max);
      for (let k = 0; k < dh; k++) {
        let a = 0;
        for (let u = 0; u < n; u++) a += (w[u] as number) * (qkv[u * 3 * p + 2 * p + hd * dh + k] as number);
        att[t * p + hd * dh + k] = a / z;
      }
    }
  const x1 = linear(att, n, p, h.attnOutW, h.attnOutB, p);
  for (let i = 0; i < x1.length; i++) x1[i] = (x1[i] as number) + (c[i] as number);
  layerNorm(x1, n, p, h.norm1W, h.norm1B);
  const ff = linear(x1, n, p, h.ff1W, h.ff1B, f);
  for (let i = 0; i < ff.length; i++) ff[i] = Math.max(0, ff[i] as number);
  const x2 = linear(ff, n, f, h.ff2W, h.ff2B, p);
  for (let i = 0; i < x2.length; i++) x2[i] = (x2[i] as number) + (x1[i] as number);
  layerNorm(x2, n, p, h.norm2W, h.norm2B);
  const both = new Float64Array(n * 2 * p);
  for (let t = 0; t < n; t++) {
    both.set(pr.subarray(t * p, (t + 1) * p), t * 2 * p);
    both.set(x2.subarray(t * p, (t + 1) * p), t * 2 * p + p);
  }
  return Float32Array.from(linear(both, n, 2 * p, h.outW, h.outB, classes));
}

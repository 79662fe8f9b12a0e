/**
 * A sequence head over the span encoder's per-token states (docs/fact-tagger.md "Session 40: a head that reads the
 * whole window"): standardise → linear (dim → proj) → tanh → a one-layer bidirectional GRU (hidden units a direction)
 * → linear over [projection, forward state, backward state] → class logits. Each token's logits read the whole
 * window, in order, not only its neighbours. Trained by scripts/train/fact-seq.py (PyTorch's nn.GRU: gates in the
 * order reset, update, new; `n = tanh(W_in x + b_in + r ⊙ (W_hn h + b_hn))`, `h' = (1 − z) ⊙ n + z ⊙ h`).
 */
import { MatmulKernel, matmulModuleOf, round4 } from './matmul.ts';
import { float32Field, float32ToBase64 } from './token-mlp.ts';

export interface BiGruHead {
  dim: number;
  proj: number;
  hidden: number;
  classes: number;
  mean: Float32Array;
  invStd: Float32Array;
  /** [proj, dim] row-major. */
  projW: Float32Array;
  projB: Float32Array;
  /** Forward direction: [3·hidden, proj], [3·hidden, hidden], [3·hidden], [3·hidden]; gates r, z, n. */
  wIh: Float32Array;
  wHh: Float32Array;
  bIh: Float32Array;
  bHh: Float32Array;
  /** The backward direction, same shapes. */
  wIhReverse: Float32Array;
  wHhReverse: Float32Array;
  bIhReverse: Float32Array;
  bHhReverse: Float32Array;
  /** [classes, proj + 2·hidden] row-major. */
  outW: Float32Array;
  outB: Float32Array;
}

export interface BiGruFile {
  dim: number;
  proj: number;
  hidden: number;
  classes: number;
  mean: string;
  invStd: string;
  projW: string;
  projB: string;
  wIh: string;
  wHh: string;
  bIh: string;
  bHh: string;
  wIhReverse: string;
  wHhReverse: string;
  bIhReverse: string;
  bHhReverse: string;
  outW: string;
  outB: string;
}

const FIELDS = ['mean', 'invStd', 'projW', 'projB', 'wIh', 'wHh', 'bIh', 'bHh', 'wIhReverse', 'wHhReverse', 'bIhReverse', 'bHhReverse', 'outW', 'outB'] as const;

function sizes(h: Pick<BiGruHead, 'dim' | 'proj' | 'hidden' | 'classes'>): Record<(typeof FIELDS)[number], number> {
  const g = 3 * h.hidden;
  return {
    mean: h.dim,
    invStd: h.dim,
    projW: h.proj * h.dim,
    projB: h.proj,
    wIh: g * h.proj,
    wHh: g * h.hidden,
    bIh: g,
    bHh: g,
    wIhReverse: g * h.proj,
    wHhReverse: g * h.hidden,
    bIhReverse: g,
    bHhReverse: g,
    outW: h.classes * (h.proj + 2 * h.hidden),
    outB: h.classes,
  };
}

/** Parses and checks a sequence head block (`file` names it in errors); throws on any mismatch. */
export function parseBiGru(json: unknown, file: string, classes: number): BiGruHead {
  const f = json as Partial<BiGruFile> | null;
  if (!f || typeof f !== 'object') throw new Error(`${file}: sequence head missing`);
  for (const k of ['dim', 'proj', 'hidden', 'classes'] as const)
    if (typeof f[k] !== 'number' || !Number.isInteger(f[k]) || f[k] <= 0) throw new Error(`${file}: sequence head ${k} missing`);
  if (f.classes !== classes) throw new Error(`${file}: sequence head has ${String(f.classes)} classes, expected ${classes}`);
  const shape = { dim: f.dim as number, proj: f.proj as number, hidden: f.hidden as number, classes };
  const n = sizes(shape);
  const out = { ...shape } as BiGruHead;
  for (const k of FIELDS) out[k] = float32Field(file, `sequence head ${k}`, f[k], n[k]);
  return out;
}

export function serializeBiGru(h: BiGruHead): BiGruFile {
  const out = { dim: h.dim, proj: h.proj, hidden: h.hidden, classes: h.classes } as BiGruFile;
  for (const k of FIELDS) out[k] = float32ToBase64(h[k]);
  return out;
}

const sigmoid = (v: number): number => 1 / (1 + Math.exp(-v));

/** One direction of the GRU over `p` ([n, proj]); writes each step's state into `out` ([n, width]) at `offset`. */
function direction(h: BiGruHead, p: Float32Array, n: number, wIh: Float32Array, wHh: Float32Array, bIh: Float32Array, bHh: Float32Array, reverse: boolean, out: Float32Array, width: number, offset: number): void {
  const { proj, hidden } = h;
  const g = 3 * hidden;
  const gi = new Float64Array(g);
  const gh = new Float64Array(g);
  let state = new Float64Array(hidden);
  let next = new Float64Array(hidden);
  for (let s = 0; s < n; s++) {
    const t = reverse ? n - 1 - s : s;
    const x = t * proj;
    for (let r = 0; r < g; r++) {
      let a = bIh[r] as number;
      const w = r * proj;
      for (let k = 0; k < proj; k++) a += (wIh[w + k] as number) * (p[x + k] as number);
      gi[r] = a;
      let b = bHh[r] as number;
      const v = r * hidden;
      for (let k = 0; k < hidden; k++) b += (wHh[v + k] as number) * (state[k] as number);
      gh[r] = b;
    }
    for (let j = 0; j < hidden; j++) {
      const reset = sigmoid((gi[j] as number) + (gh[j] as number));
      const update = sigmoid((gi[hidden + j] as number) + (gh[hidden + j] as number));
      const cand = Math.tanh((gi[2 * hidden + j] as number) + reset * (gh[2 * hidden + j] as number));
      next[j] = (1 - update) * cand + update * (state[j] as number);
    }
    [state, next] = [next, state];
    for (let j = 0; j < hidden; j++) out[t * width + offset + j] = state[j] as number;
  }
}

/** Class logits of each token of one window, row-major [n, classes]; `states` is row-major [n, dim]. */
export function biGruLogits(h: BiGruHead, states: Float32Array, n: number): Float32Array {
  const { dim, proj, hidden, classes } = h;
  if (states.length < n * dim) throw new Error(`sequence head: ${states.length} values for ${n} tokens of ${dim}`);
  const width = proj + 2 * hidden;
  const feat = new Float32Array(n * width);
  const p = new Float32Array(n * proj);
  const x = new Float64Array(dim);
  for (let t = 0; t < n; t++) {
    for (let k = 0; k < dim; k++) x[k] = ((states[t * dim + k] as number) - (h.mean[k] as number)) * (h.invStd[k] as number);
    for (let r = 0; r < proj; r++) {
      let a = h.projB[r] as number;
      const w = r * dim;
      for (let k = 0; k < dim; k++) a += (h.projW[w + k] as number) * (x[k] as number);
      const v = Math.tanh(a);
      p[t * proj + r] = v;
      feat[t * width + r] = v;
    }
  }
  direction(h, p, n, h.wIh, h.wHh, h.bIh, h.bHh, false, feat, width, proj);
  direction(h, p, n, h.wIhReverse, h.wHhReverse, h.bIhReverse, h.bHhReverse, true, feat, width, proj + hidden);
  const out = new Float32Array(n * classes);
  for (let t = 0; t < n; t++)
    for (let c = 0; c < classes; c++) {
      let a = h.outB[c] as number;
      const w = c * width;
      for (let k = 0; k < width; k++) a += (h.outW[w + k] as number) * (feat[t * width + k] as number);
      out[t * classes + c] = a;
    }
  return out;
}

/** A head copied into a matmul kernel (matmul.ts), with where each block lies (byte offsets). */
interface GruKernel {
  k: MatmulKernel;
  /** The projection with the standardisation folded in: W·diag(1/std), b − W·diag(1/std)·mean. */
  projW: number;
  projB: number;
  /** Both directions' input weights, forward rows first ([2·3·hidden, proj]), and their biases. */
  wIh: number;
  bIh: number;
  wHh: number;
  bHh: number;
  wHhReverse: number;
  bHhReverse: number;
  /** [round4(classes), proj + 2·hidden] and its biases. */
  outW: number;
  outB: number;
  /** First byte after the weights: each call's scratch starts here. */
  base: number;
}

const gruKernels = new WeakMap<BiGruHead, GruKernel | null>();

function gruKernelOf(h: BiGruHead): GruKernel | null {
  const cached = gruKernels.get(h);
  if (cached !== undefined) return cached;
  const module = matmulModuleOf();
  let out: GruKernel | null = null;
  if (module && h.dim % 4 === 0 && h.proj % 4 === 0 && h.hidden % 4 === 0) {
    const k = new MatmulKernel(module);
    const { dim, proj, hidden, classes } = h;
    const g = 3 * hidden;
    const fw = new Float32Array(proj * dim);
    const fb = new Float32Array(proj);
    for (let r = 0; r < proj; r++) {
      let b = h.projB[r] as number;
      for (let c = 0; c < dim; c++) {
        const w = (h.projW[r * dim + c] as number) * (h.invStd[c] as number);
        fw[r * dim + c] = w;
        b -= w * (h.mean[c] as number);
      }
      fb[r] = b;
    }
    const both = new Float32Array(2 * g * proj);
    both.set(h.wIh);
    both.set(h.wIhReverse, g * proj);
    const bothB = new Float32Array(2 * g);
    bothB.set(h.bIh);
    bothB.set(h.bIhReverse, g);
    out = {
      k,
      projW: k.place(fw, proj, dim),
      projB: k.place(fb, 1, proj),
      wIh: k.place(both, 2 * g, proj),
      bIh: k.place(bothB, 1, 2 * g),
      wHh: k.place(h.wHh, g, hidden),
      bHh: k.place(h.bHh, 1, g),
      wHhReverse: k.place(h.wHhReverse, g, hidden),
      bHhReverse: k.place(h.bHhReverse, 1, g),
      outW: k.place(h.outW, classes, proj + 2 * hidden),
      outB: k.place(h.outB, 1, round4(classes)),
      base: 0,
    };
    out.base = k.top;
  }
  gruKernels.set(h, out);
  return out;
}

/**
 * biGruLogits for a head that no longer changes (the engine's, parsed once): the matrix products (projection, input
 * gates, each step's recurrent gates, output layer) in float32 WebAssembly SIMD (matmul.wat), the gates' nonlinearity
 * in JavaScript; within float32 rounding of biGruLogits (bigru.test.ts). The head is copied into the kernel on first
 * use. Where WebAssembly SIMD is missing, or a width is no multiple of four, it is biGruLogits.
 */
export function frozenBiGruLogits(h: BiGruHead, states: Float32Array, n: number): Float32Array {
  const kernel = gruKernelOf(h);
  if (!kernel || n === 0) return biGruLogits(h, states, n);
  const { dim, proj, hidden, classes } = h;
  if (states.length < n * dim) throw new Error(`sequence head: ${states.length} values for ${n} tokens of ${dim}`);
  const { k } = kernel;
  const g = 3 * hidden;
  const width = proj + 2 * hidden;
  const c4 = round4(classes);
  k.top = kernel.base;
  const sAt = k.alloc(n * dim);
  const pAt = k.alloc(n * proj);
  const giAt = k.alloc(n * 2 * g);
  const featAt = k.alloc(n * width);
  const hAt = k.alloc(hidden);
  const ghAt = k.alloc(g);
  const zAt = k.alloc(n * c4);
  let f = k.f32;
  f.set(states.subarray(0, n * dim), sAt / 4);
  k.matmul(sAt, n, dim, kernel.projW, kernel.projB, pAt, proj);
  f = k.f32;
  for (let t = 0; t < n; t++)
    for (let r = 0; r < proj; r++) {
      const v = Math.tanh(f[pAt / 4 + t * proj + r] as number);
      f[pAt / 4 + t * proj + r] = v;
      f[featAt / 4 + t * width + r] = v;
    }
  k.matmul(pAt, n, proj, kernel.wIh, kernel.bIh, giAt, 2 * g);
  for (const reverse of [false, true]) {
    const wHh = reverse ? kernel.wHhReverse : kernel.wHh;
    const bHh = reverse ? kernel.bHhReverse : kernel.bHh;
    const h0 = hAt / 4;
    const gh = ghAt / 4;
    f.fill(0, h0, h0 + hidden);
    for (let s = 0; s < n; s++) {
      const t = reverse ? n - 1 - s : s;
      k.matmul(hAt, 1, hidden, wHh, bHh, ghAt, g);
      const gi = giAt / 4 + t * 2 * g + (reverse ? g : 0);
      const o = featAt / 4 + t * width + proj + (reverse ? hidden : 0);
      for (let j = 0; j < hidden; j++) {
        const reset = sigmoid((f[gi + j] as number) + (f[gh + j] as number));
        const update = sigmoid((f[gi + hidden + j] as number) + (f[gh + hidden + j] as number));
        const cand = Math.tanh((f[gi + 2 * hidden + j] as number) + reset * (f[gh + 2 * hidden + j] as number));
        f[o + j] = (1 - update) * cand + update * (f[h0 + j] as number);
      }
      f.copyWithin(h0, o, o + hidden);
    }
  }
  k.matmul(featAt, n, width, kernel.outW, kernel.outB, zAt, c4);
  const out = new Float32Array(n * classes);
  for (let t = 0; t < n; t++) out.set(f.subarray(zAt / 4 + t * c4, zAt / 4 + t * c4 + classes), t * classes);
  return out;
}

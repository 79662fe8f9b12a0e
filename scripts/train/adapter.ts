/**
 * The span adapter of h(·) = normalise(W2 · relu(W1 · g(·) + b1) + b2): a 512→256→256 MLP with
 * hand-written gradients (it is small enough that an autograd library would only add weight), AdamW,
 * and (de)serialisation in the docs/model-formats.md `span-adapter.json` format.
 */
import { Prng } from './prng.ts';

export interface Layer {
  inDim: number;
  outDim: number;
  activation: 'relu' | 'none';
  /** row-major [outDim][inDim] */
  w: Float32Array;
  b: Float32Array;
}

export interface AdapterJson {
  version: 1;
  inputDim: number;
  layers: { inDim: number; outDim: number; activation: string; weight: string; bias: string }[];
  residual: boolean;
  l2Normalize: boolean;
}

export class Adapter {
  readonly layers: Layer[];

  constructor(layers: Layer[]) {
    this.layers = layers;
  }

  static init(dims: readonly number[], seed: number): Adapter {
    const rng = new Prng(seed);
    const layers: Layer[] = [];
    for (let l = 0; l + 1 < dims.length; l++) {
      const inDim = dims[l] ?? 0;
      const outDim = dims[l + 1] ?? 0;
      const w = new Float32Array(inDim * outDim);
      const last = l + 2 === dims.length;
      // He init for the relu layer, Glorot for the linear output layer.
      const std = last ? Math.sqrt(2 / (inDim + outDim)) : Math.sqrt(2 / inDim);
      for (let i = 0; i < w.length; i++) w[i] = rng.normal() * std;
      layers.push({ inDim, outDim, activation: last ? 'none' : 'relu', w, b: new Float32Array(outDim) });
    }
    return new Adapter(layers);
  }

  get outDim(): number {
    return this.layers[this.layers.length - 1]?.outDim ?? 0;
  }

  /** Forward for a batch X [n][inDim] (flat); returns per-layer activations for backprop. */
  forward(x: Float32Array, n: number): { acts: Float32Array[]; pre: Float32Array[]; out: Float32Array; norms: Float32Array } {
    const acts: Float32Array[] = [x];
    const pre: Float32Array[] = [];
    let cur = x;
    for (const L of this.layers) {
      const y = new Float32Array(n * L.outDim);
      for (let r = 0; r < n; r++) {
        const xo = r * L.inDim;
        const yo = r * L.outDim;
        for (let o = 0; o < L.outDim; o++) {
          const wo = o * L.inDim;
          let s = L.b[o] ?? 0;
          for (let i = 0; i < L.inDim; i++) s += (L.w[wo + i] ?? 0) * (cur[xo + i] ?? 0);
          y[yo + o] = s;
        }
      }
      pre.push(y);
      const a = L.activation === 'relu' ? y.map((v) => (v > 0 ? v : 0)) : y;
      acts.push(a);
      cur = a;
    }
    const d = this.outDim;
    const out = new Float32Array(n * d);
    const norms = new Float32Array(n);
    for (let r = 0; r < n; r++) {
      let s = 0;
      for (let j = 0; j < d; j++) s += (cur[r * d + j] ?? 0) ** 2;
      const nr = Math.sqrt(s) || 1e-12;
      norms[r] = nr;
      for (let j = 0; j < d; j++) out[r * d + j] = (cur[r * d + j] ?? 0) / nr;
    }
    return { acts, pre, out, norms };
  }

  /** Encodes a single vector: the same math the ONNX span encoder performs. */
  apply(v: Float32Array): Float32Array {
    return this.forward(v, 1).out;
  }

  /**
   * Backprop of dL/dOut (gradient w.r.t. the normalised outputs) into per-layer weight gradients.
   */
  backward(f: ReturnType<Adapter['forward']>, gOut: Float32Array, n: number): { gw: Float32Array[]; gb: Float32Array[] } {
    const d = this.outDim;
    // through l2 normalisation: dL/dy = (g - z (z·g)) / ||y||
    let g = new Float32Array(n * d);
    for (let r = 0; r < n; r++) {
      let dot = 0;
      for (let j = 0; j < d; j++) dot += (gOut[r * d + j] ?? 0) * (f.out[r * d + j] ?? 0);
      const nr = f.norms[r] ?? 1;
      for (let j = 0; j < d; j++) g[r * d + j] = ((gOut[r * d + j] ?? 0) - (f.out[r * d + j] ?? 0) * dot) / nr;
    }
    const gw: Float32Array[] = [];
    const gb: Float32Array[] = [];
    for (let l = this.layers.length - 1; l >= 0; l--) {
      const L = this.layers[l] as Layer;
      const pre = f.pre[l] as Float32Array;
      const input = f.acts[l] as Float32Array;
      if (L.activation === 'relu') for (let i = 0; i < g.length; i++) if ((pre[i] ?? 0) <= 0) g[i] = 0;
      const w = new Float32Array(L.w.length);
      const b = new Float32Array(L.outDim);
      // the first layer's input is the frozen backbone output: no gradient needed there
      const needIn = l > 0;
      const gin = new Float32Array(needIn ? n * L.inDim : 0);
      const W = L.w;
      const inDim = L.inDim;
      for (let r = 0; r < n; r++) {
        const xo = r * inDim;
        const go = r * L.outDim;
        for (let o = 0; o < L.outDim; o++) {
          const gv = g[go + o] ?? 0;
          if (gv === 0) continue;
          b[o] = (b[o] ?? 0) + gv;
          const wo = o * inDim;
          for (let i = 0; i < inDim; i++) w[wo + i] = (w[wo + i] ?? 0) + gv * (input[xo + i] ?? 0);
          if (needIn) for (let i = 0; i < inDim; i++) gin[xo + i] = (gin[xo + i] ?? 0) + gv * (W[wo + i] ?? 0);
        }
      }
      gw.unshift(w);
      gb.unshift(b);
      g = gin;
    }
    return { gw, gb };
  }

  toJson(): AdapterJson {
    return {
      version: 1,
      inputDim: this.layers[0]?.inDim ?? 0,
      layers: this.layers.map((L) => ({
        inDim: L.inDim,
        outDim: L.outDim,
        activation: L.activation,
        weight: f32ToBase64(L.w),
        bias: f32ToBase64(L.b),
      })),
      residual: false,
      l2Normalize: true,
    };
  }

  static fromJson(j: AdapterJson): Adapter {
    return new Adapter(
      j.layers.map((L) => {
        if (L.activation !== 'relu' && L.activation !== 'none') throw new Error(`unsupported activation ${L.activation}`);
        return { inDim: L.inDim, outDim: L.outDim, activation: L.activation, w: base64ToF32(L.weight), b: base64ToF32(L.bias) };
      }),
    );
  }
}

export function f32ToBase64(a: Float32Array): string {
  const le = new Float32Array(a); // copy: platform is little-endian (checked in tests)
  return Buffer.from(le.buffer, le.byteOffset, le.byteLength).toString('base64');
}

export function base64ToF32(s: string): Float32Array {
  const buf = Buffer.from(s, 'base64');
  return new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
}

/** AdamW (Loshchilov & Hutter): decoupled weight decay on weights, not biases. */
export class AdamW {
  private readonly m: Float32Array[];
  private readonly v: Float32Array[];
  private t = 0;

  constructor(
    private readonly params: Float32Array[],
    private readonly decay: boolean[],
    private readonly lr = 1e-3,
    private readonly wd = 1e-4,
    private readonly b1 = 0.9,
    private readonly b2 = 0.999,
    private readonly eps = 1e-8,
  ) {
    this.m = params.map((p) => new Float32Array(p.length));
    this.v = params.map((p) => new Float32Array(p.length));
  }

  step(grads: Float32Array[], lrScale = 1): void {
    this.t++;
    const lr = this.lr * lrScale;
    const c1 = 1 - this.b1 ** this.t;
    const c2 = 1 - this.b2 ** this.t;
    this.params.forEach((p, k) => {
      const g = grads[k] as Float32Array;
      const m = this.m[k] as Float32Array;
      const v = this.v[k] as Float32Array;
      const dec = this.decay[k] ? this.wd : 0;
      for (let i = 0; i < p.length; i++) {
        const gi = g[i] ?? 0;
        const mi = this.b1 * (m[i] ?? 0) + (1 - this.b1) * gi;
        const vi = this.b2 * (v[i] ?? 0) + (1 - this.b2) * gi * gi;
        m[i] = mi;
        v[i] = vi;
        const pi = p[i] ?? 0;
        p[i] = pi - lr * ((mi / c1) / (Math.sqrt(vi / c2) + this.eps) + dec * pi);
      }
    });
  }
}

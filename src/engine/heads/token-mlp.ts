/**
 * The small MLP both token heads use (the contextual head, src/engine/context; the tagger, src/engine/tagger) over
 * the span encoder's per-token states: standardise each coordinate, one hidden ReLU layer, `outputs` linear outputs.
 * Weights are float32 arrays, stored in the model files as base64 (little-endian, rewriter/codec.ts).
 */
import { decodeFloat32, encodeFloat32 } from '../rewriter/codec.ts';
import { lazyWasmModule } from './wasm-module.ts';

export interface TokenMlp {
  dim: number;
  hidden: number;
  outputs: number;
  mean: Float32Array;
  /** 1 / std per coordinate. */
  invStd: Float32Array;
  /** [hidden, dim], row-major. */
  w1: Float32Array;
  b1: Float32Array;
  /** [outputs, hidden], row-major. */
  w2: Float32Array;
  /** [outputs] (the contextual head keeps its single bias as a JSON number: a plain array of it). */
  b2: ArrayLike<number>;
}

/**
 * Output logits of each token, row-major [n, outputs]; `states` is row-major [n, dim]. `hiddenOut` (length ≥
 * n·hidden), when given, receives the hidden activations (training's backward pass reads them).
 */
export function tokenMlpLogits(m: TokenMlp, states: Float32Array, n: number, hiddenOut?: Float32Array, what = 'token head'): Float32Array {
  const { dim, hidden, outputs, mean, invStd, w1, b1, w2, b2 } = m;
  if (states.length < n * dim) throw new Error(`${what}: ${states.length} values for ${n} tokens of ${dim}`);
  // Two tokens at a time, so each hidden weight is read once for both (the tagger's heads run over every token of a
  // message's lines: most of their time is here); each token keeps four partial sums a row, added in the same order
  // as one token alone, so the result does not depend on the pairing.
  const x = new Float32Array(2 * dim);
  const a = new Float32Array(2 * hidden);
  const out = new Float32Array(n * outputs);
  const tail = dim - (dim % 4);
  for (let t = 0; t < n; t += 2) {
    const pair = t + 1 < n ? 2 : 1;
    for (let j = 0; j < 2; j++) {
      const base = (t + j) * dim;
      for (let c = 0; c < dim; c++) x[j * dim + c] = j < pair ? ((states[base + c] as number) - (mean[c] as number)) * (invStd[c] as number) : 0;
    }
    for (let h = 0; h < hidden; h++) {
      const row = h * dim;
      let s0 = 0;
      let s1 = 0;
      let s2 = 0;
      let s3 = 0;
      let u0 = 0;
      let u1 = 0;
      let u2 = 0;
      let u3 = 0;
      for (let c = 0; c < tail; c += 4) {
        const w0 = w1[row + c] as number;
        const wa = w1[row + c + 1] as number;
        const wb = w1[row + c + 2] as number;
        const wc = w1[row + c + 3] as number;
        s0 += w0 * (x[c] as number);
        s1 += wa * (x[c + 1] as number);
        s2 += wb * (x[c + 2] as number);
        s3 += wc * (x[c + 3] as number);
        u0 += w0 * (x[dim + c] as number);
        u1 += wa * (x[dim + c + 1] as number);
        u2 += wb * (x[dim + c + 2] as number);
        u3 += wc * (x[dim + c + 3] as number);
      }
      let s = (b1[h] as number) + (s0 + s1) + (s2 + s3);
      let u = (b1[h] as number) + (u0 + u1) + (u2 + u3);
      for (let c = tail; c < dim; c++) {
        s += (w1[row + c] as number) * (x[c] as number);
        u += (w1[row + c] as number) * (x[dim + c] as number);
      }
      a[h] = s > 0 ? s : 0;
      a[hidden + h] = u > 0 ? u : 0;
    }
    for (let j = 0; j < pair; j++) {
      if (hiddenOut) hiddenOut.set(a.subarray(j * hidden, (j + 1) * hidden), (t + j) * hidden);
      for (let k = 0; k < outputs; k++) {
        let z = b2[k] as number;
        const row = k * hidden;
        for (let h = 0; h < hidden; h++) z += (w2[row + h] as number) * (a[j * hidden + h] as number);
        out[(t + j) * outputs + k] = z;
      }
    }
  }
  return out;
}

/** token-mlp.wat, assembled (the command is in that file). */
export const KERNEL_WASM = 'AGFzbQEAAAABKwRgBn9/f39/fwBgBX9/f39/AGALf39/f39/f39/f38AYAh/f39/f39/fwADBQQAAQIDBQMBAAEHGgMGbWVtb3J5AgAEcm93cwACBmxvZ2l0cwADCsYJBOgFAwh/AXwOeyAAIARBA3RqIQcgBEECdCENIA0hDCABIQgCQANAIAYgBU8NASAIIA1qIQn9DAAAAAAAAAAAAAAAAAAAAAAhD/0MAAAAAAAAAAAAAAAAAAAAACEQ/QwAAAAAAAAAAAAAAAAAAAAAIRH9DAAAAAAAAAAAAAAAAAAAAAAhEv0MAAAAAAAAAAAAAAAAAAAAACET/QwAAAAAAAAAAAAAAAAAAAAAIRT9DAAAAAAAAAAAAAAAAAAAAAAhFf0MAAAAAAAAAAAAAAAAAAAAACEWQQAhCkEAIQsCQANAIAsgDE8NASAAIApq/QAEACEXIAAgCmr9AAQQIRggByAKav0ABAAhGSAHIApq/QAEECEaIAggC2r9XQMA/V8hGyAIIAtq/V0DCP1fIRwgDyAbIBf98gH98AEhDyAQIBwgGP3yAf3wASEQIBMgGyAZ/fIB/fABIRMgFCAcIBr98gH98AEhFCAJIAtq/V0DAP1fIRsgCSALav1dAwj9XyEcIBEgGyAX/fIB/fABIREgEiAcIBj98gH98AEhEiAVIBsgGf3yAf3wASEVIBYgHCAa/fIB/fABIRYgCkEgaiEKIAtBEGohCwwACwsgAisDACAP/SEAIA/9IQGgoCAQ/SEAIBD9IQGgoCEOIAMgDkQAAAAAAAAAACAORAAAAAAAAAAAZBu2OAIAIAIrAwggEf0hACAR/SEBoKAgEv0hACAS/SEBoKAhDiADIA5EAAAAAAAAAAAgDkQAAAAAAAAAAGQbtjgCBCACKwMAIBP9IQAgE/0hAaCgIBT9IQAgFP0hAaCgIQ4gAyAFQQJ0aiAORAAAAAAAAAAAIA5EAAAAAAAAAABkG7Y4AgAgAisDCCAV/SEAIBX9IQGgoCAW/SEAIBb9IQGgoCEOIAMgBUECdGogDkQAAAAAAAAAACAORAAAAAAAAAAAZBu2OAIEIAZBAmohBiAJIA1qIQggAkEQaiECIANBCGohAwwACwsLVgEBfwJAA0AgBSAETw0BIAMgBUEDdGogACAFQQJ0av1dAwD9XyABIAVBA3Rq/QAEAP3xASACIAVBA3Rq/QAEAP3yAf1e/V/9CwQAIAVBAmohBQwACwsLfQEDfyAFIAlBA3RqIQwgCkEDdCENAkADQCALIAFPDQEgACADIAQgBSAJEAEgC0EBaiABSQRAIAAgAmogAyAEIAwgCRABBSAAIAMgBCAMIAkQAQsgBSAGIAcgCCAJIAoQACAAIAJBAXRqIQAgCCANaiEIIAtBAmohCwwACwsLhAICCH8DewJAA0AgCCABTw0BIAAgCCACbEECdGohCyALIAJBAnRqIQwgByAIIAZsQQJ0aiEOIA4gBkECdGohD0EAIQkCQANAIAkgBk8NASAFIAlBA3Rq/QAEACEQIBAhESAEIAlBAnRqIQ1BACEKAkADQCAKIANPDQEgDf1dAwD9XyESIBAgEiALIApBAnRqKgIAu/0U/fIB/fABIRAgESASIAwgCkECdGoqAgC7/RT98gH98AEhESANIAZBAnRqIQ0gCkEBaiEKDAALCyAOIAlBAnRqIBD9Xv1bAwAAIA8gCUECdGogEf1e/VsDAAAgCUECaiEJDAALCyAIQQJqIQgMAAsLCw==';

/** A head copied into an instance of the kernel (token-mlp.wat), with where it lies. */
interface Kernel {
  w1: Float32Array;
  b1: Float32Array;
  mean: Float32Array;
  invStd: Float32Array;
  w2: Float32Array;
  b2: ArrayLike<number>;
  dim: number;
  hidden: number;
  outputs: number;
  /** `hidden` rounded up to even (an odd count is padded with a unit of zero weights, whose output is not read). */
  hp: number;
  /** `outputs` rounded up to even (likewise). */
  op: number;
  memory: WebAssembly.Memory;
  rows: (s: number, n: number, stride: number, m: number, v: number, x: number, w: number, b: number, out: number, dim: number, hp: number) => void;
  logits: (a: number, n: number, hp: number, hidden: number, w2t: number, b2: number, op: number, z: number) => void;
  /** A view of the memory (made again when the memory grows). */
  f32: Float32Array;
  /**
   * Byte offsets: the first layer's weights ([hp][dim] f32), its biases, the mean and 1/std (f64), two standardised
   * rows (f64), the output layer's weights transposed ([hidden][op] f32) and its biases (f64).
   */
  w: number;
  b: number;
  m: number;
  v: number;
  x: number;
  w2t: number;
  b2At: number;
  /** The first byte after them: a call's hidden activations, logits and input states go there. */
  free: number;
}

/** The kernel's compiled module, or null where WebAssembly SIMD is not available (the JavaScript loop runs then). */
const kernelModuleOf = lazyWasmModule(KERNEL_WASM);

/** Whether frozenTokenMlpLogits runs the WebAssembly kernel here (else the JavaScript loop). */
export function hasMlpKernel(): boolean {
  return kernelModuleOf() !== null;
}

/** Kernels by their head's w1 (and its other arrays and sizes, checked on each use). */
const kernels = new WeakMap<Float32Array, Kernel>();

function kernelOf(m: TokenMlp): Kernel | null {
  const { dim, hidden, outputs, w1, b1, mean, invStd, w2, b2 } = m;
  if (dim % 4 !== 0 || dim === 0 || hidden === 0) return null;
  const cached = kernels.get(w1);
  if (
    cached &&
    cached.b1 === b1 &&
    cached.mean === mean &&
    cached.invStd === invStd &&
    cached.w2 === w2 &&
    cached.b2 === b2 &&
    cached.dim === dim &&
    cached.hidden === hidden &&
    cached.outputs === outputs
  )
    return cached;
  const kernel = newKernel(m);
  if (kernel) kernels.set(w1, kernel);
  return kernel;
}

const align16 = (n: number): number => Math.ceil(n / 16) * 16;

/** A new instance of the kernel holding head `m` (dim a multiple of four), or null without WebAssembly SIMD. */
function newKernel(m: TokenMlp): Kernel | null {
  const { dim, hidden, outputs, w1, b1, mean, invStd, w2, b2 } = m;
  const module = kernelModuleOf();
  if (!module) return null;
  const instance = new WebAssembly.Instance(module, {});
  const memory = instance.exports['memory'] as WebAssembly.Memory;
  const hp = hidden + (hidden % 2);
  const op = outputs + (outputs % 2);
  const w = 0;
  const b = align16(w + hp * dim * 4);
  const mAt = b + hp * 8;
  const v = mAt + dim * 8;
  const x = v + dim * 8;
  const w2t = x + 2 * dim * 8;
  const b2At = align16(w2t + hidden * op * 4);
  const free = b2At + op * 8;
  const exports = instance.exports as { rows: Kernel['rows']; logits: Kernel['logits'] };
  const k: Kernel = { w1, b1, mean, invStd, w2, b2, dim, hidden, outputs, hp, op, memory, rows: exports.rows, logits: exports.logits, f32: new Float32Array(memory.buffer), w, b, m: mAt, v, x, w2t, b2At, free };
  reserve(k, free);
  loadHead(k, m);
  return k;
}

/** Grows the kernel's memory to at least `bytes`. */
function reserve(k: Kernel, bytes: number): void {
  const pages = Math.ceil(bytes / 65536) - k.memory.buffer.byteLength / 65536;
  if (pages <= 0) return;
  k.memory.grow(pages);
  k.f32 = new Float32Array(k.memory.buffer);
}

/** Copies head `m` (its weights, biases, mean and 1/std) into the kernel (padding units and outputs keep their zeros). */
function loadHead(k: Kernel, m: TokenMlp): void {
  const { dim, hidden, outputs, op, f32 } = k;
  f32.set(m.w1.subarray(0, hidden * dim), k.w / 4);
  const f64 = new Float64Array(k.memory.buffer);
  f64.set(m.b1.subarray(0, hidden), k.b / 8);
  f64.set(m.mean.subarray(0, dim), k.m / 8);
  f64.set(m.invStd.subarray(0, dim), k.v / 8);
  const w2t = k.w2t / 4;
  for (let o = 0; o < outputs; o++) for (let h = 0; h < hidden; h++) f32[w2t + h * op + o] = m.w2[o * hidden + h] as number;
  for (let o = 0; o < outputs; o++) f64[k.b2At / 8 + o] = m.b2[o] as number;
}

/**
 * tokenMlpLogits for a head whose weights no longer change (the engine's heads, parsed once from their files): the same
 * bits, several times faster. Both layers run in a WebAssembly SIMD kernel (token-mlp.wat) that performs the
 * JavaScript loop's double-precision operations in the same order, two tokens and two hidden units (two outputs) at a
 * time, the standardisation too; the head's weights, biases, mean and 1/std are copied into it on first use, keyed by
 * its w1 array, so a head trained in place (scripts/train) must use tokenMlpLogits. Where WebAssembly SIMD is missing, or
 * `dim` is no multiple of four, it is tokenMlpLogits.
 *
 * With `context` c > 0, `states` are a window's encoder states ([n, dim / (2c + 1)]) and each token's input is
 * withContext's row (its state beside c neighbours a side, zeros past the window's ends), read in place by the kernel:
 * the same bits as tokenMlpLogits(m, withContext(states, n, dim / (2c + 1), c), n) without building those rows.
 */
export function frozenTokenMlpLogits(m: TokenMlp, states: Float32Array, n: number, what = 'token head', context = 0): Float32Array {
  const k = kernelOf(m);
  if (!k) return tokenMlpLogits(m, context > 0 ? withContext(states, n, m.dim / (2 * context + 1), context) : states, n, undefined, what);
  return kernelLogits(k, m, states, n, undefined, what, context);
}

/**
 * tokenMlpLogits (with `hiddenOut`) for a head trained in place (scripts/train/tagger.ts): a kernel instance of its own,
 * into which the head's current weights, biases, mean and 1/std are copied again on every call — the same bits as
 * tokenMlpLogits, several times faster. Null where WebAssembly SIMD is missing or `dim` is no multiple of four.
 */
export function trainingTokenMlp(m: TokenMlp, what = 'token head'): ((states: Float32Array, n: number, hiddenOut?: Float32Array) => Float32Array) | null {
  const { dim, hidden } = m;
  if (dim % 4 !== 0 || dim === 0 || hidden === 0) return null;
  const k = newKernel(m);
  if (!k) return null;
  return (states, n, hiddenOut) => {
    loadHead(k, m);
    return kernelLogits(k, m, states, n, hiddenOut, what, 0);
  };
}

/**
 * The logits of `n` tokens through kernel `k` (holding `m`'s first layer); `hiddenOut` as tokenMlpLogits'; `context` as
 * frozenTokenMlpLogits'.
 */
function kernelLogits(k: Kernel, m: TokenMlp, states: Float32Array, n: number, hiddenOut: Float32Array | undefined, what: string, context: number): Float32Array {
  const { dim, outputs } = m;
  const { hidden, hp, op } = k;
  const width = 2 * context + 1;
  if (!Number.isInteger(context) || context < 0 || dim % width !== 0) throw new Error(`${what}: context ${context} does not fit dim ${dim}`);
  const d = dim / width;
  if (states.length < n * d) throw new Error(`${what}: ${states.length} values for ${n} tokens of ${d}`);
  const out = new Float32Array(n * outputs);
  if (n === 0) return out;
  // This call's hidden activations ([n + 1][hp] f32) and logits ([n + 1][op] f32), then its states with `context` rows
  // of zeros at either end.
  const outAt = k.free;
  const zAt = align16(outAt + (n + 1) * hp * 4);
  const sAt = align16(zAt + (n + 1) * op * 4);
  reserve(k, sAt + (n + 2 * context) * d * 4);
  const { f32 } = k;
  const s0 = sAt / 4;
  f32.fill(0, s0, s0 + context * d);
  f32.set(states.subarray(0, n * d), s0 + context * d);
  f32.fill(0, s0 + (context + n) * d, s0 + (2 * context + n) * d);
  k.rows(sAt, n, d * 4, k.m, k.v, k.x, k.w, k.b, outAt, dim, hp);
  k.logits(outAt, n, hp, hidden, k.w2t, k.b2At, op, zAt);
  const aAt = outAt / 4;
  const z = zAt / 4;
  if (op === outputs) out.set(f32.subarray(z, z + n * op));
  else for (let t = 0; t < n; t++) out.set(f32.subarray(z + t * op, z + t * op + outputs), t * outputs);
  if (hiddenOut) for (let t = 0; t < n; t++) hiddenOut.set(f32.subarray(aAt + t * hp, aAt + t * hp + hidden), t * hidden);
  return out;
}

/**
 * Each token's state beside its neighbours': row t of the result is [states[t−c], …, states[t], …, states[t+c]]
 * ([n, (2c + 1)·dim]), with zeros where the window ends (standardisation then maps them to one fixed "no neighbour"
 * value). `states` is row-major [n, dim].
 */
export function withContext(states: Float32Array, n: number, dim: number, context: number): Float32Array {
  const width = 2 * context + 1;
  const out = new Float32Array(n * width * dim);
  for (let t = 0; t < n; t++)
    for (let k = -context; k <= context; k++) {
      const u = t + k;
      if (u < 0 || u >= n) continue;
      out.set(states.subarray(u * dim, (u + 1) * dim), (t * width + k + context) * dim);
    }
  return out;
}

/**
 * A float32 array field of a head's file: base64 of exactly `n` finite values, else an error naming the file and the
 * field (a broken file must not load as a silent head).
 */
export function float32Field(file: string, what: string, value: unknown, n: number): Float32Array {
  if (typeof value !== 'string') throw new Error(`${file}: ${what} missing`);
  let out: Float32Array;
  try {
    out = decodeFloat32(value);
  } catch {
    throw new Error(`${file}: ${what} is not base64 float32 data`);
  }
  if (out.length !== n) throw new Error(`${file}: ${what} has ${out.length} values, expected ${n}`);
  if (out.some((v) => !Number.isFinite(v))) throw new Error(`${file}: ${what} holds a value that is not finite`);
  return out;
}

export { encodeFloat32 as float32ToBase64 };

/**
 * The span adapter of docs/model-formats.md (`models/span-adapter.json`): parsing, validation, and
 * lowering to ONNX nodes appended after the backbone output.
 */
import type { GraphBuilder } from './builder.ts';
import { floatTensor } from './onnx.ts';

export type Activation = 'relu' | 'tanh' | 'gelu_tanh' | 'none';

export interface AdapterLayer {
  inDim: number;
  outDim: number;
  activation: Activation;
  /** Row-major [outDim][inDim]. */
  weight: Float32Array;
  bias: Float32Array;
}

export interface SpanAdapter {
  inputDim: number;
  layers: AdapterLayer[];
  residual: boolean;
  l2Normalize: boolean;
}

/** The epsilon of the final L2 normalisation, the same guard USE-Lite's own l2_normalize uses. */
export const L2_EPSILON = 1e-12;

function decodeF32(b64: string, expected: number, what: string): Float32Array {
  const bytes = Buffer.from(b64, 'base64');
  if (bytes.length !== expected * 4) throw new Error(`span-adapter: ${what} has ${bytes.length} bytes, expected ${expected * 4}`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  return Float32Array.from({ length: expected }, (_, i) => view.getFloat32(i * 4, true));
}

const ACTIVATIONS: readonly string[] = ['relu', 'tanh', 'gelu_tanh', 'none'];

export function parseAdapter(json: unknown): SpanAdapter {
  const fail = (why: string): never => {
    throw new Error(`span-adapter.json: ${why}`);
  };
  if (typeof json !== 'object' || json === null) fail('not an object');
  const o = json as Record<string, unknown>;
  if (o.version !== 1) fail(`unsupported version ${String(o.version)}`);
  const inputDim = o.inputDim;
  if (typeof inputDim !== 'number' || !Number.isInteger(inputDim)) return fail('inputDim must be an integer');
  if (!Array.isArray(o.layers) || o.layers.length === 0) return fail('layers must be a non-empty array');
  let dim = inputDim;
  const layers = (o.layers as unknown[]).map((raw, k): AdapterLayer => {
    const l = raw as Record<string, unknown>;
    const { inDim, outDim, activation, weight, bias } = l;
    if (typeof inDim !== 'number' || typeof outDim !== 'number') return fail(`layer ${k}: inDim/outDim must be numbers`);
    if (inDim !== dim) return fail(`layer ${k}: inDim ${inDim} does not follow the previous dimension ${dim}`);
    if (typeof activation !== 'string' || !ACTIVATIONS.includes(activation)) return fail(`layer ${k}: unknown activation ${String(activation)}`);
    if (typeof weight !== 'string' || typeof bias !== 'string') return fail(`layer ${k}: weight and bias must be base64 strings`);
    dim = outDim;
    return {
      inDim,
      outDim,
      activation: activation as Activation,
      weight: decodeF32(weight, inDim * outDim, `layer ${k} weight`),
      bias: decodeF32(bias, outDim, `layer ${k} bias`),
    };
  });
  const residual = o.residual === true;
  if (residual && dim !== inputDim) fail(`residual needs the last dimension (${dim}) to equal inputDim (${inputDim})`);
  return { inputDim, layers, residual, l2Normalize: o.l2Normalize === true };
}

/** gelu with the tanh approximation: 0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³))). */
function geluTanh(b: GraphBuilder, x: string): string {
  const x3 = b.op('Mul', [b.op('Mul', [x, x]), x]);
  const inner = b.op('Mul', [b.op('Add', [x, b.op('Mul', [x3, b.float([0.044715], [])])]), b.float([Math.sqrt(2 / Math.PI)], [])]);
  const onePlus = b.op('Add', [b.op('Tanh', [inner]), b.float([1], [])]);
  return b.op('Mul', [b.op('Mul', [x, onePlus]), b.float([0.5], [])]);
}

/** x / sqrt(max(Σx², ε)) along the last axis. */
export function l2Normalize(b: GraphBuilder, x: string): string {
  const sumSq = b.op('ReduceSum', [b.op('Mul', [x, x]), b.int64([-1])], [{ name: 'keepdims', kind: 'int', value: 1 }]);
  const inv = b.op('Reciprocal', [b.op('Sqrt', [b.op('Max', [sumSq, b.float([L2_EPSILON], [])])])]);
  return b.op('Mul', [x, inv]);
}

/** Append the adapter after tensor `x` ([n, inputDim]); returns the output tensor name. */
export function appendAdapter(b: GraphBuilder, x: string, adapter: SpanAdapter): string {
  let h = x;
  adapter.layers.forEach((layer, k) => {
    const w = b.addInitializer(floatTensor(b.fresh(`adapter/layer${k}/weight`), [layer.outDim, layer.inDim], layer.weight));
    const bias = b.addInitializer(floatTensor(b.fresh(`adapter/layer${k}/bias`), [layer.outDim], layer.bias));
    // y = W x + b with W row-major [out][in]: Gemm(x, W, b, transB=1).
    h = b.op('Gemm', [h, w, bias], [{ name: 'transB', kind: 'int', value: 1 }], `adapter/layer${k}`);
    if (layer.activation === 'relu') h = b.op('Relu', [h]);
    else if (layer.activation === 'tanh') h = b.op('Tanh', [h]);
    else if (layer.activation === 'gelu_tanh') h = geluTanh(b, h);
  });
  if (adapter.residual) h = b.op('Add', [h, x]);
  return adapter.l2Normalize ? l2Normalize(b, h) : h;
}

/** Reference implementation in plain TypeScript (used by tests to check the composed model). */
export function applyAdapter(adapter: SpanAdapter, x: Float32Array): Float32Array {
  let h = Float64Array.from(x);
  for (const layer of adapter.layers) {
    const y = new Float64Array(layer.outDim);
    for (let o = 0; o < layer.outDim; o++) {
      let s = layer.bias[o] ?? 0;
      for (let i = 0; i < layer.inDim; i++) s += (layer.weight[o * layer.inDim + i] ?? 0) * (h[i] ?? 0);
      if (layer.activation === 'relu') s = Math.max(0, s);
      else if (layer.activation === 'tanh') s = Math.tanh(s);
      else if (layer.activation === 'gelu_tanh') s = 0.5 * s * (1 + Math.tanh(Math.sqrt(2 / Math.PI) * (s + 0.044715 * s ** 3)));
      y[o] = s;
    }
    h = y;
  }
  if (adapter.residual) h = h.map((v, i) => v + (x[i] ?? 0));
  if (adapter.l2Normalize) {
    const n = Math.sqrt(Math.max(h.reduce((a, v) => a + v * v, 0), L2_EPSILON));
    h = h.map((v) => v / n);
  }
  return Float32Array.from(h);
}

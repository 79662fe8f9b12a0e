/**
 * Exports πθ's head (policy.ts: q = normalise(z + W2·tanh(W1·[z; c] + b1))) as a small ONNX model,
 * models/rewriter-head.onnx, runnable by onnxruntime-web like the encoder. Inputs z, c: float [1, dim];
 * output q: float [1, dim]. The phrase scores ⟨q, e_w⟩ + b_w stay in TypeScript (index.ts), over the
 * committed int8 phrase embeddings, so one head serves every category.
 *
 *   npx tsx scripts/rewriter/export-onnx.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodeFloat32 } from '../../src/engine/rewriter/codec.ts';
import type { HeadWeights, PolicyFile } from '../../src/engine/rewriter/policy.ts';
import { MODELS } from './data.ts';
import { FLOAT, INT64, onnxModel } from './onnx.ts';

export function headOnnx(w: HeadWeights): Uint8Array {
  const { dim, hidden } = w;
  return onnxModel({
    name: 'promptveil-rewriter-head',
    nodes: [
      { op: 'Concat', inputs: ['z', 'c'], outputs: ['x'], attributes: { axis: 1 } },
      { op: 'Gemm', inputs: ['x', 'w1', 'b1'], outputs: ['a'], attributes: { transB: 1 } },
      { op: 'Tanh', inputs: ['a'], outputs: ['h'] },
      { op: 'Gemm', inputs: ['h', 'w2', 'b2'], outputs: ['delta'], attributes: { transB: 1 } },
      { op: 'Add', inputs: ['z', 'delta'], outputs: ['raw'] },
      { op: 'ReduceL2', inputs: ['raw', 'axes'], outputs: ['norm'], attributes: { keepdims: 1 } },
      { op: 'Div', inputs: ['raw', 'norm'], outputs: ['q'] },
    ],
    initializers: [
      { name: 'w1', dims: [hidden, 2 * dim], type: FLOAT, data: w.w1 },
      { name: 'b1', dims: [hidden], type: FLOAT, data: w.b1 },
      { name: 'w2', dims: [dim, hidden], type: FLOAT, data: w.w2 },
      { name: 'b2', dims: [dim], type: FLOAT, data: new Float32Array(dim) },
      { name: 'axes', dims: [1], type: INT64, data: BigInt64Array.from([1n]) },
    ],
    inputs: [
      { name: 'z', type: FLOAT, shape: [1, dim] },
      { name: 'c', type: FLOAT, shape: [1, dim] },
    ],
    outputs: [{ name: 'q', type: FLOAT, shape: [1, dim] }],
  });
}

export function weightsOf(file: PolicyFile): HeadWeights {
  const { dim, hidden } = file;
  return { dim, hidden, w1: decodeFloat32(file.w1, hidden * 2 * dim), b1: decodeFloat32(file.b1, hidden), w2: decodeFloat32(file.w2, dim * hidden) };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const file = JSON.parse(readFileSync(path.join(MODELS, 'rewriter-policy.json'), 'utf8')) as PolicyFile;
  const bytes = headOnnx(weightsOf(file));
  writeFileSync(path.join(MODELS, 'rewriter-head.onnx'), bytes);
  console.log(`wrote models/rewriter-head.onnx (${bytes.length} bytes)`);
}

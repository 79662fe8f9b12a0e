/**
 * The causal-LM vocabulary path end to end on a toy decoder built here: a 2-layer ONNX graph
 * (Gather embeddings → ReduceMean over positions → MatMul·Tanh → MatMul → logits [1, V]) run by
 * onnxruntime-web's WASM build, then sampled token by token by TokenLevelEm with clipped logits.
 */
import * as ort from 'onnxruntime-web';
import { describe, expect, it } from 'vitest';
import { SeededRandom } from '../../src/engine/dp/index.ts';
import { TokenLevelEm } from '../../src/engine/rewriter/causal-lm.ts';
import { createOnnxCausalLm } from '../../src/engine/rewriter/onnx-causal-lm.ts';
import { FLOAT, INT64, onnxModel } from './onnx.ts';
import { SeededPrng } from './prng.ts';

const VOCAB = ['<eos>', 'a', 'general', 'health', 'issue', 'symptom', 'minor', 'condition'];
const D = 8;
const H = 6;

function toyDecoder(): { bytes: Uint8Array; reference: (ids: number[]) => Float32Array } {
  const rng = new SeededPrng(42);
  const emb = Float32Array.from({ length: VOCAB.length * D }, () => rng.normal());
  const w1 = Float32Array.from({ length: D * H }, () => rng.normal() * 0.5);
  const w2 = Float32Array.from({ length: H * VOCAB.length }, () => rng.normal() * 3);
  const bytes = onnxModel({
    name: 'toy-decoder',
    nodes: [
      { op: 'Gather', inputs: ['emb', 'input_ids'], outputs: ['e'], attributes: { axis: 0 } },
      { op: 'ReduceMean', inputs: ['e', 'axes'], outputs: ['m'], attributes: { keepdims: 0 } },
      { op: 'MatMul', inputs: ['m', 'w1'], outputs: ['a'] },
      { op: 'Tanh', inputs: ['a'], outputs: ['h'] },
      { op: 'MatMul', inputs: ['h', 'w2'], outputs: ['logits'] },
    ],
    initializers: [
      { name: 'emb', dims: [VOCAB.length, D], type: FLOAT, data: emb },
      { name: 'w1', dims: [D, H], type: FLOAT, data: w1 },
      { name: 'w2', dims: [H, VOCAB.length], type: FLOAT, data: w2 },
      { name: 'axes', dims: [1], type: INT64, data: BigInt64Array.from([1n]) },
    ],
    inputs: [{ name: 'input_ids', type: INT64, shape: [1, 'seq'] }],
    outputs: [{ name: 'logits', type: FLOAT, shape: [1, VOCAB.length] }],
  });
  const reference = (ids: number[]): Float32Array => {
    const m = new Float32Array(D);
    for (const id of ids) for (let i = 0; i < D; i++) m[i] = m[i]! + emb[id * D + i]! / ids.length;
    const h = new Float32Array(H);
    for (let j = 0; j < H; j++) {
      let s = 0;
      for (let i = 0; i < D; i++) s += m[i]! * w1[i * H + j]!;
      h[j] = Math.tanh(s);
    }
    const out = new Float32Array(VOCAB.length);
    for (let v = 0; v < VOCAB.length; v++) {
      let s = 0;
      for (let j = 0; j < H; j++) s += h[j]! * w2[j * VOCAB.length + v]!;
      out[v] = s;
    }
    return out;
  };
  return { bytes, reference };
}

const tokenizer = {
  vocabSize: VOCAB.length,
  eosId: 0,
  encode: (t: string) => t.toLowerCase().split(/\s+/).map((w) => Math.max(0, VOCAB.indexOf(w))),
  decode: (ids: readonly number[]) => ids.map((i) => VOCAB[i] ?? '?').join(' '),
};

describe('causal LM as vocabulary (token-level EM)', () => {
  ort.env.wasm.numThreads = 1;

  it('runs the toy ONNX decoder with the same logits as the reference maths (1e-5)', async () => {
    const { bytes, reference } = toyDecoder();
    const lm = await createOnnxCausalLm({ ort, model: bytes, tokenizer });
    const ids = [1, 2, 3];
    const got = await lm.nextLogits(ids);
    const want = reference(ids);
    for (let i = 0; i < VOCAB.length; i++) expect(got[i]).toBeCloseTo(want[i]!, 5);
  });

  it('samples replacements token by token with clipped logits and charges maxTokens·ε_token', async () => {
    const { bytes } = toyDecoder();
    const lm = await createOnnxCausalLm({ ort, model: bytes, tokenizer });
    const em = new TokenLevelEm(lm, { epsilonText: 12, maxTokens: 4, discouraged: [3] });
    const u = await em.stepUtilities([1, 2]);
    for (const x of u) {
      expect(x).toBeGreaterThanOrEqual(5);
      expect(x).toBeLessThanOrEqual(20);
    }
    expect(u[3]).toBe(5);
    const a = await em.generate('a general', new SeededRandom(9));
    const b = await em.generate('a general', new SeededRandom(9));
    expect(a).toEqual(b); // seeded → reproducible
    expect(a.steps).toBeLessThanOrEqual(4);
    expect(a.ids.length).toBeLessThanOrEqual(4);
    expect(a.epsilon).toBeCloseTo(12, 9);
    expect(em.mechanism.epsilonPerDraw).toBeCloseTo(3, 9);
  });
});

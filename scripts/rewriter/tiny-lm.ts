/**
 * A tiny random-weight causal LM in the transformers.js folder layout, built offline for the tests:
 * config.json (model_type gpt2), generation_config.json, tokenizer.json (WordLevel, lower-case, whitespace
 * split), tokenizer_config.json and onnx/model.onnx. The graph is GPT-2 shaped without past key values: token +
 * position embeddings, one single-head causal self-attention block (key padding from attention_mask), a tanh MLP
 * with residuals and an lm head; inputs `input_ids`, `attention_mask` int64 [batch, seq], output `logits`
 * float [batch, seq, vocab]. `reference` computes the same logits in plain TypeScript (batch 1, mask all ones).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOAT, INT64, onnxModel } from './onnx.ts';
import { SeededPrng } from './prng.ts';

export const TINY_VOCAB = [
  '<eos>',
  '<unk>',
  'a',
  'the',
  'patient',
  'has',
  'was',
  'with',
  'diagnosed',
  'condition',
  'general',
  'health',
  'issue',
  'minor',
  'chronic',
  'symptom',
  'treatment',
  'for',
  'my',
  'some',
  'mild',
  'recurring',
  'complaint',
  'problem',
  'of',
  'and',
  'case',
  'matter',
  'legal',
  'debt',
  'loan',
  'small',
  'recent',
  'routine',
  'ongoing',
  'doctor',
] as const;
const D = 16;
const MLP = 24;
const MAX_POS = 64;

export interface TinyLm {
  /** The ONNX bytes of onnx/model.onnx. */
  model: Uint8Array;
  vocab: readonly string[];
  /** Next-token logits for the last position of `ids` (plain TypeScript, float64). */
  reference(ids: readonly number[]): Float64Array;
}

export function buildTinyLm(seed = 7): TinyLm {
  const rng = new SeededPrng(seed);
  const V = TINY_VOCAB.length;
  const mat = (n: number, scale: number): Float32Array => Float32Array.from({ length: n }, () => rng.normal() * scale);
  const w = {
    wte: mat(V * D, 1),
    wpe: mat(MAX_POS * D, 0.3),
    wq: mat(D * D, 0.4),
    wk: mat(D * D, 0.4),
    wv: mat(D * D, 0.4),
    wo: mat(D * D, 0.4),
    w1: mat(D * MLP, 0.4),
    w2: mat(MLP * D, 0.4),
    lm: mat(D * V, 2.5),
  };
  const causal = new Float32Array(MAX_POS * MAX_POS);
  for (let i = 0; i < MAX_POS; i++) for (let j = i + 1; j < MAX_POS; j++) causal[i * MAX_POS + j] = -1e9;
  const i64 = (...xs: number[]): BigInt64Array => BigInt64Array.from(xs.map((x) => BigInt(x)));
  const f32 = (...xs: number[]): Float32Array => Float32Array.from(xs);
  const model = onnxModel({
    name: 'tiny-gpt2',
    nodes: [
      { op: 'Shape', inputs: ['input_ids'], outputs: ['seq1'], attributes: { start: 1, end: 2 } },
      { op: 'Squeeze', inputs: ['seq1', 'axis0'], outputs: ['seq'] },
      { op: 'Range', inputs: ['zero', 'seq', 'one'], outputs: ['positions'] },
      { op: 'Gather', inputs: ['wte', 'input_ids'], outputs: ['tok'], attributes: { axis: 0 } },
      { op: 'Gather', inputs: ['wpe', 'positions'], outputs: ['pos'], attributes: { axis: 0 } },
      { op: 'Add', inputs: ['tok', 'pos'], outputs: ['x0'] },
      { op: 'MatMul', inputs: ['x0', 'wq'], outputs: ['q'] },
      { op: 'MatMul', inputs: ['x0', 'wk'], outputs: ['k'] },
      { op: 'MatMul', inputs: ['x0', 'wv'], outputs: ['v'] },
      { op: 'Transpose', inputs: ['k'], outputs: ['kt'], attributes: { perm: [0, 2, 1] } },
      { op: 'MatMul', inputs: ['q', 'kt'], outputs: ['qk'] },
      { op: 'Mul', inputs: ['qk', 'scale'], outputs: ['scores0'] },
      { op: 'Concat', inputs: ['seq1', 'seq1'], outputs: ['ends'], attributes: { axis: 0 } },
      { op: 'Slice', inputs: ['causal', 'starts', 'ends', 'axes01'], outputs: ['causal_s'] },
      { op: 'Add', inputs: ['scores0', 'causal_s'], outputs: ['scores1'] },
      { op: 'Cast', inputs: ['attention_mask'], outputs: ['maskf'], attributes: { to: FLOAT } },
      { op: 'Sub', inputs: ['onef', 'maskf'], outputs: ['inv'] },
      { op: 'Mul', inputs: ['inv', 'neg'], outputs: ['padbias'] },
      { op: 'Unsqueeze', inputs: ['padbias', 'axis1'], outputs: ['padbias3'] },
      { op: 'Add', inputs: ['scores1', 'padbias3'], outputs: ['scores'] },
      { op: 'Softmax', inputs: ['scores'], outputs: ['att'], attributes: { axis: -1 } },
      { op: 'MatMul', inputs: ['att', 'v'], outputs: ['ctx'] },
      { op: 'MatMul', inputs: ['ctx', 'wo'], outputs: ['proj'] },
      { op: 'Add', inputs: ['x0', 'proj'], outputs: ['x1'] },
      { op: 'MatMul', inputs: ['x1', 'w1'], outputs: ['m0'] },
      { op: 'Tanh', inputs: ['m0'], outputs: ['m1'] },
      { op: 'MatMul', inputs: ['m1', 'w2'], outputs: ['m2'] },
      { op: 'Add', inputs: ['x1', 'm2'], outputs: ['x2'] },
      { op: 'MatMul', inputs: ['x2', 'lm'], outputs: ['logits'] },
    ],
    initializers: [
      { name: 'wte', dims: [V, D], type: FLOAT, data: w.wte },
      { name: 'wpe', dims: [MAX_POS, D], type: FLOAT, data: w.wpe },
      { name: 'wq', dims: [D, D], type: FLOAT, data: w.wq },
      { name: 'wk', dims: [D, D], type: FLOAT, data: w.wk },
      { name: 'wv', dims: [D, D], type: FLOAT, data: w.wv },
      { name: 'wo', dims: [D, D], type: FLOAT, data: w.wo },
      { name: 'w1', dims: [D, MLP], type: FLOAT, data: w.w1 },
      { name: 'w2', dims: [MLP, D], type: FLOAT, data: w.w2 },
      { name: 'lm', dims: [D, V], type: FLOAT, data: w.lm },
      { name: 'causal', dims: [MAX_POS, MAX_POS], type: FLOAT, data: causal },
      { name: 'axis0', dims: [1], type: INT64, data: i64(0) },
      { name: 'axis1', dims: [1], type: INT64, data: i64(1) },
      { name: 'axes01', dims: [2], type: INT64, data: i64(0, 1) },
      { name: 'starts', dims: [2], type: INT64, data: i64(0, 0) },
      { name: 'zero', dims: [], type: INT64, data: i64(0) },
      { name: 'one', dims: [], type: INT64, data: i64(1) },
      { name: 'scale', dims: [], type: FLOAT, data: f32(1 / Math.sqrt(D)) },
      { name: 'onef', dims: [], type: FLOAT, data: f32(1) },
      { name: 'neg', dims: [], type: FLOAT, data: f32(-1e9) },
    ],
    inputs: [
      { name: 'input_ids', type: INT64, shape: ['batch_size', 'sequence_length'] },
      { name: 'attention_mask', type: INT64, shape: ['batch_size', 'sequence_length'] },
    ],
    outputs: [{ name: 'logits', type: FLOAT, shape: ['batch_size', 'sequence_length', V] }],
  });

  const reference = (ids: readonly number[]): Float64Array => {
    const n = ids.length;
    const mm = (x: Float64Array[], m: Float32Array, inDim: number, outDim: number): Float64Array[] =>
      x.map((row) => {
        const out = new Float64Array(outDim);
        for (let j = 0; j < outDim; j++) {
          let s = 0;
          for (let i = 0; i < inDim; i++) s += row[i]! * m[i * outDim + j]!;
          out[j] = s;
        }
        return out;
      });
    const x0 = ids.map((id, p) => Float64Array.from({ length: D }, (_, i) => w.wte[id * D + i]! + w.wpe[p * D + i]!));
    const q = mm(x0, w.wq, D, D);
    const k = mm(x0, w.wk, D, D);
    const v = mm(x0, w.wv, D, D);
    const ctx = q.map((qi, i) => {
      const s = Array.from(
        { length: i + 1 },
        (_, j) => qi.reduce((acc, x, d) => acc + x * k[j]![d]!, 0) / Math.sqrt(D),
      );
      const mx = Math.max(...s);
      const e = s.map((x) => Math.exp(x - mx));
      const z = e.reduce((a, b) => a + b, 0);
      const out = new Float64Array(D);
      e.forEach((ej, j) => {
        for (let d = 0; d < D; d++) out[d] = out[d]! + (ej / z) * v[j]![d]!;
      });
      return out;
    });
    const proj = mm(ctx, w.wo, D, D);
    const x1 = x0.map((r, i) => r.map((x, d) => x + proj[i]![d]!));
    const m1 = mm(x1, w.w1, D, MLP).map((r) => r.map(Math.tanh));
    const m2 = mm(m1, w.w2, MLP, D);
    const last = x1[n - 1]!.map((x, d) => x + m2[n - 1]![d]!);
    return mm([last], w.lm, D, V)[0]!;
  };
  return { model, vocab: TINY_VOCAB, reference };
}

/** tokenizer.json of the tiny LM: WordLevel over TINY_VOCAB, lower-cased, whitespace split, `<eos>` special. */
export function tinyTokenizerJson(vocab: readonly string[] = TINY_VOCAB): object {
  return {
    version: '1.0',
    truncation: null,
    padding: null,
    added_tokens: [0, 1].map((id) => ({
      id,
      content: vocab[id],
      single_word: false,
      lstrip: false,
      rstrip: false,
      normalized: false,
      special: true,
    })),
    normalizer: { type: 'Lowercase' },
    pre_tokenizer: { type: 'WhitespaceSplit' },
    post_processor: null,
    decoder: null,
    model: { type: 'WordLevel', vocab: Object.fromEntries(vocab.map((t, i) => [t, i])), unk_token: '<unk>' },
  };
}

/** Write the tiny LM folder (transformers.js layout) to `dir`; returns the built model for reference checks. */
export function writeTinyLmFolder(dir: string, seed = 7): TinyLm {
  const lm = buildTinyLm(seed);
  mkdirSync(join(dir, 'onnx'), { recursive: true });
  const json = (name: string, value: object): void =>
    writeFileSync(join(dir, name), `${JSON.stringify(value, null, 1)}\n`);
  json('config.json', {
    model_type: 'gpt2',
    architectures: ['GPT2LMHeadModel'],
    vocab_size: lm.vocab.length,
    n_positions: MAX_POS,
    n_embd: D,
    n_layer: 1,
    n_head: 1,
    bos_token_id: 0,
    eos_token_id: 0,
    use_cache: false,
  });
  json('generation_config.json', { bos_token_id: 0, eos_token_id: 0 });
  json('tokenizer.json', tinyTokenizerJson(lm.vocab));
  json('tokenizer_config.json', {
    tokenizer_class: 'PreTrainedTokenizerFast',
    eos_token: '<eos>',
    bos_token: '<eos>',
    unk_token: '<unk>',
    model_max_length: MAX_POS,
    add_bos_token: false,
    clean_up_tokenization_spaces: false,
  });
  writeFileSync(join(dir, 'onnx', 'model.onnx'), lm.model);
  return lm;
}

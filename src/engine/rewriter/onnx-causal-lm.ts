/**
 * Wraps a user-supplied ONNX causal LM (run by the same onnxruntime-web as the encoder) as a `CausalLm`
 * for the token-level exponential mechanism (causal-lm.ts). The model takes int64 `input_ids` [1, L]
 * and returns float `logits` as [1, L, V] (standard decoder export: the last position is used) or [1, V].
 * The tokenizer is the caller's (the LM's own vocabulary); the runtime namespace is injected, so this
 * file stays free of platform imports.
 */
import type { CausalLm } from './causal-lm.ts';

export interface LmTensorLike {
  readonly data: unknown;
  readonly dims: readonly number[];
}
export interface LmSessionLike {
  run(feeds: Record<string, LmTensorLike>): Promise<Record<string, LmTensorLike | undefined>>;
}
export interface LmOrtLike {
  Tensor: new (type: 'int64', data: BigInt64Array, dims: readonly number[]) => LmTensorLike;
  InferenceSession: { create(model: Uint8Array, options: { executionProviders: ('wasm' | 'webgpu')[] }): Promise<LmSessionLike> };
}
export interface LmTokenizer {
  vocabSize: number;
  eosId: number;
  encode(text: string): number[];
  decode(ids: readonly number[]): string;
}

export async function createOnnxCausalLm(options: {
  ort: LmOrtLike;
  model: Uint8Array;
  tokenizer: LmTokenizer;
  inputName?: string;
  outputName?: string;
  executionProviders?: ('wasm' | 'webgpu')[];
}): Promise<CausalLm> {
  const session = await options.ort.InferenceSession.create(options.model, { executionProviders: options.executionProviders ?? ['wasm'] });
  const input = options.inputName ?? 'input_ids';
  const output = options.outputName ?? 'logits';
  const { tokenizer } = options;
  let chain: Promise<unknown> = Promise.resolve();
  return {
    vocabSize: tokenizer.vocabSize,
    eosId: tokenizer.eosId,
    encode: (t) => tokenizer.encode(t),
    decode: (ids) => tokenizer.decode(ids),
    nextLogits(ids) {
      const ids64 = BigInt64Array.from(ids.length > 0 ? ids : [tokenizer.eosId], (x) => BigInt(x));
      // onnxruntime-web sessions must not run concurrently: chain the calls.
      const run = chain.then(() => session.run({ [input]: new options.ort.Tensor('int64', ids64, [1, ids64.length]) }));
      chain = run.catch(() => undefined);
      return run.then((out) => {
        const t = out[output];
        if (t === undefined || !(t.data instanceof Float32Array)) throw new Error(`causal LM: no float output '${output}'`);
        const v = tokenizer.vocabSize;
        if (t.data.length < v || t.data.length % v !== 0) throw new Error(`causal LM: output of ${t.data.length} values is not a multiple of vocab ${v}`);
        return t.data.slice(t.data.length - v);
      });
    },
  };
}

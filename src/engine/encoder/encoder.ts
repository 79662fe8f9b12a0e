/**
 * The span encoder runtime: one API for the offscreen worker, the CLI, tests and training.
 *
 * - The caller injects the onnxruntime namespace (`onnxruntime-web` in Node and in the worker), the
 *   execution-provider list (execution-providers.ts) and a ModelStore; nothing here touches the DOM,
 *   chrome.* or the file system.
 * - The session is created lazily, once, on the first encode (or `ready()`); runs are serialised on it.
 * - Texts are tokenized (tokenizer.ts), truncated to the model limit, looked up in an LRU cache,
 *   grouped by length bucket (batching.ts) and sent as USE-Lite's sparse (indices, values) input.
 * - The span model also outputs the backbone vector g(·) (MODEL_OUTPUTS.backbone). One run fills both
 *   `Embedding.vector` (h) and `Embedding.backbone` (g), and the cache keeps both, so the rewriter's g(·)
 *   needs no second 28 MB session (`encodeBackbone`).
 */
import { planBatches } from './batching.ts';
import type { ExecutionProvider } from './execution-providers.ts';
import { LruCache } from './lru.ts';
import { BUILD_COMMAND, MODEL_FILES, MODEL_OUTPUTS, type ModelStore } from './model-store.ts';
import { parseVocab, SentencePieceTokenizer } from './tokenizer.ts';

/** USE-Lite keeps positions < 128 (graph node ClipToMaxLength/Less, constant 128). */
export const MAX_TOKENS = 128;
/**
 * Texts longer than this (UTF-16 units) are cut before tokenizing, to bound the work on absurd inputs.
 * 128 tokens never reach this far except through one giant run of unknown characters.
 */
export const MAX_TEXT_LENGTH = 100_000;

export type EncoderModel = 'backbone' | 'span';

// --- the slice of the onnxruntime API we use (satisfied by `import * as ort from 'onnxruntime-web'`) ---

export interface OrtTensorLike {
  readonly data: unknown;
  readonly dims: readonly number[];
}

export interface OrtSessionLike {
  readonly inputNames: readonly string[];
  readonly outputNames: readonly string[];
  /** `fetches`: the outputs to return. */
  run(feeds: Record<string, OrtTensorLike>, fetches: readonly string[]): Promise<Record<string, OrtTensorLike | undefined>>;
  release(): Promise<void>;
}

/** Session options the encoder passes to onnxruntime (SESSION_OPTIONS plus the execution providers). */
export interface SessionCreateOptions {
  executionProviders: ExecutionProvider[];
  graphOptimizationLevel: 'all';
  extra: { session: { disable_quant_qdq: '1' } };
}

/**
 * `session.disable_quant_qdq` = 1: the span encoder stores its large weights as int8 + scale joined by
 * DequantizeLinear (scripts/convert-use/quantize.ts). By default onnxruntime keeps those nodes for QDQ kernel fusion
 * and dequantizes the weights at every run (+60 % run time measured); with QDQ fusion off, constant folding turns
 * them into float32 constants once, when the session is created, and runs cost what they did with float32 weights.
 * A model without DequantizeLinear nodes is unaffected.
 */
export const SESSION_OPTIONS = { graphOptimizationLevel: 'all', extra: { session: { disable_quant_qdq: '1' } } } as const;

export interface OrtLike {
  Tensor: new (type: 'int64', data: BigInt64Array, dims: readonly number[]) => OrtTensorLike;
  InferenceSession: {
    create(model: Uint8Array, options: SessionCreateOptions): Promise<OrtSessionLike>;
  };
  /** onnxruntime's global settings; the encoder writes `wasm.numThreads` only when `numThreads` is given. */
  env?: { wasm: { numThreads?: number } };
}

export interface EncoderOptions {
  ort: OrtLike;
  store: ModelStore;
  model: EncoderModel;
  /** From execution-providers.ts: ['webgpu', 'wasm'] with a WebGPU adapter, ['wasm'] otherwise. */
  executionProviders: readonly ExecutionProvider[];
  /** Rows per session run (default 32). */
  maxBatchSize?: number;
  /** Cached embeddings, keyed by text (default 4096; 0 disables the cache). */
  cacheSize?: number;
  /**
   * WASM threads for onnxruntime-web, set as `ort.env.wasm.numThreads` just before the session is created. Left
   * alone when absent (every caller in this repo sets 1). onnxruntime reads it once, when its WASM runtime starts
   * (the first session of the process or page), so it only counts for the first encoder; browsers also need
   * cross-origin isolation for threads (extension pages do not have it, and stay at one thread).
   */
  numThreads?: number;
}

export interface Embedding {
  /** L2-normalised; 512-d for the backbone, the adapter's output dimension for the span encoder. */
  vector: Float32Array;
  /**
   * The backbone vector g(·) of the same text (512-d, L2-normalised), from the same run. Present when a span
   * encoder's model has the `backbone` output; absent for the backbone model, whose `vector` already is g(·).
   */
  backbone?: Float32Array;
  /** Token ids the model saw (at most MAX_TOKENS). */
  tokens: number;
  /** Token count of the whole text before truncation. */
  totalTokens: number;
  /** True when the text was longer than the model limit and only its start was encoded. */
  truncated: boolean;
  /**
   * True when the text has no tokens (the empty string). Its vector is the model's output for an
   * empty sequence: mean pooling over nothing is 0, so it is the normalised tanh of the final bias.
   */
  empty: boolean;
}

/** Contextual per-token states of one text (`Encoder.encodeTokens`). */
export interface TokenStates {
  /** Token ids the model saw (at most MAX_TOKENS; a longer text has states for its first MAX_TOKENS tokens only). */
  ids: number[];
  /** UTF-16 range of each token in the text (tokenizer.ts encodeWithOffsets). */
  starts: number[];
  ends: number[];
  /** Row-major [ids.length, dim]. */
  states: Float32Array;
  dim: number;
  truncated: boolean;
  /** The text's backbone vector g(·), from the same run (absent for a model without the `backbone` output). */
  backbone?: Float32Array;
}

export interface EncoderStats {
  sessionCreateMs: number | undefined;
  runs: number;
  rowsEncoded: number;
  cacheHits: number;
  cacheMisses: number;
}

export interface Encoder {
  readonly model: EncoderModel;
  readonly maxTokens: number;
  /** Loads the tokenizer and creates the session if not done yet. */
  ready(): Promise<void>;
  /** Output dimension (loads the model). */
  dimension(): Promise<number>;
  /** Token ids as the model will see them (before truncation). */
  tokenize(text: string): Promise<number[]>;
  encode(texts: readonly string[]): Promise<Embedding[]>;
  encodeOne(text: string): Promise<Embedding>;
  /**
   * True when this encoder gives g(·): the backbone model, or a span model with the `backbone` output (loads
   * the model).
   */
  hasBackbone(): Promise<boolean>;
  /**
   * The backbone vectors g(·) of `texts`, through the same runs and cache as `encode` (a text already encoded
   * costs nothing). Rejects when the model has no backbone output (a span encoder built before it had one).
   */
  encodeBackbone(texts: readonly string[]): Promise<Float32Array[]>;
  /** True when the model has the per-token `tokens` output (a span encoder built with it; loads the model). */
  hasTokenStates(): Promise<boolean>;
  /**
   * Contextual per-token states of each text, from the span model's `tokens` output (not cached; the texts' vectors
   * from the same runs are not kept either). Rejects when the model has no such output.
   */
  encodeTokens(texts: readonly string[]): Promise<TokenStates[]>;
  stats(): EncoderStats;
  /** Forgets every cached encoding and tokenization (the session stays). */
  clearCache(): void;
  /** Releases the session; a later call loads it again. */
  dispose(): Promise<void>;
}

interface Loaded {
  tokenizer: SentencePieceTokenizer;
  session: OrtSessionLike;
  output: string;
  /** Name of the g(·) output of a span model, when it has one. */
  backboneOutput: string | undefined;
  /** Name of the per-token output of a span model, when it has one. */
  tokensOutput: string | undefined;
}

/** One run's outputs, one row per input row. */
interface RunResult {
  vectors: Float32Array[];
  backbones: Float32Array[] | undefined;
  /** Per row, its tokens' states (row-major [row length, dim]), when asked for. */
  tokens?: { states: Float32Array[]; dim: number };
}

interface Prepared {
  ids: number[];
  totalTokens: number;
  truncated: boolean;
}

const now = (): number => globalThis.performance.now();

/** A text's token ids with each token's character range (SentencePieceTokenizer.encodeWithOffsets). */
interface Pieces {
  readonly ids: readonly number[];
  readonly starts: readonly number[];
  readonly ends: readonly number[];
}

/** Texts whose pieces the encoder keeps (a long message has a few dozen windows; each is looked up about three times). */
export const PIECES_CACHE_SIZE = 256;

export function createEncoder(options: EncoderOptions): Encoder {
  const { ort, store, model } = options;
  const executionProviders = [...options.executionProviders];
  if (executionProviders.length === 0) throw new Error('createEncoder: executionProviders must not be empty');
  const maxBatchSize = options.maxBatchSize ?? 32;
  const { numThreads } = options;
  if (numThreads !== undefined) {
    if (!Number.isInteger(numThreads) || numThreads < 1) throw new RangeError(`createEncoder: numThreads must be a positive integer, got ${numThreads}`);
    if (!ort.env?.wasm) throw new Error('createEncoder: numThreads needs the onnxruntime namespace with its env (ort.env.wasm)');
  }
  const cache = new LruCache<string, Embedding>(options.cacheSize ?? 4096);
  // Token pieces of the texts tokenized lately (with their character ranges): an analysis measures its windows in
  // tokens (tokenize) for two selections and then encodes them (encodeTokens), and all three read the same pieces.
  const pieces = new LruCache<string, Pieces>(PIECES_CACHE_SIZE);
  const piecesOf = (tokenizer: SentencePieceTokenizer, text: string): Pieces => {
    let p = pieces.get(text);
    if (!p) {
      p = tokenizer.encodeWithOffsets(text);
      pieces.set(text, p);
    }
    return p;
  };
  const stats: EncoderStats = { sessionCreateMs: undefined, runs: 0, rowsEncoded: 0, cacheHits: 0, cacheMisses: 0 };
  let loading: Promise<Loaded> | undefined;
  let dim: number | undefined;
  // Session runs are chained: onnxruntime-web does not allow concurrent run() on one session.
  let queue: Promise<unknown> = Promise.resolve();

  const load = (): Promise<Loaded> => {
    loading ??= (async () => {
      const [vocabBytes, modelBytes] = await Promise.all([store.read(MODEL_FILES.vocab), store.read(MODEL_FILES[model])]);
      const tokenizer = new SentencePieceTokenizer(parseVocab(JSON.parse(new TextDecoder().decode(vocabBytes))));
      if (numThreads !== undefined && ort.env) ort.env.wasm.numThreads = numThreads;
      const t0 = now();
      const session = await ort.InferenceSession.create(modelBytes, { ...SESSION_OPTIONS, executionProviders });
      stats.sessionCreateMs = now() - t0;
      // By name when the model has several outputs; a model from elsewhere with one output is read as is.
      const output = session.outputNames.includes(MODEL_OUTPUTS.embedding) ? MODEL_OUTPUTS.embedding : session.outputNames[0];
      if (output === undefined) throw new Error('encoder: model has no output');
      const backboneOutput = model === 'span' && session.outputNames.includes(MODEL_OUTPUTS.backbone) ? MODEL_OUTPUTS.backbone : undefined;
      const tokensOutput = model === 'span' && session.outputNames.includes(MODEL_OUTPUTS.tokens) ? MODEL_OUTPUTS.tokens : undefined;
      return { tokenizer, session, output, backboneOutput, tokensOutput };
    })();
    // A failed load (missing file, bad bytes) must not poison later attempts after a rebuild.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };

  const prepare = (tokenizer: SentencePieceTokenizer, text: string): Prepared => {
    const cut = text.length > MAX_TEXT_LENGTH;
    const all = tokenizer.encode(cut ? text.slice(0, MAX_TEXT_LENGTH) : text);
    return { ids: all.slice(0, MAX_TOKENS), totalTokens: all.length, truncated: cut || all.length > MAX_TOKENS };
  };

  /** One session run over rows of token ids; returns one vector per row (and one g(·) per row when the model has it). */
  const runRows = async (loaded: Loaded, rows: readonly (readonly number[])[], withTokens = false): Promise<RunResult> => {
    // The model infers the row count from the largest row index present, so a trailing row without
    // tokens would vanish: when any row is empty, add a one-token sentinel row last and drop its output.
    const padded = rows.some((r) => r.length === 0) ? [...rows, [1]] : rows;
    let count = 0;
    for (const r of padded) count += r.length;
    const indices = new BigInt64Array(count * 2);
    const values = new BigInt64Array(count);
    let k = 0;
    padded.forEach((row, r) =>
      row.forEach((id, p) => {
        indices[2 * k] = BigInt(r);
        indices[2 * k + 1] = BigInt(p);
        values[k] = BigInt(id);
        k++;
      }),
    );
    const feeds = {
      indices: new ort.Tensor('int64', indices, [count, 2]),
      values: new ort.Tensor('int64', values, [count]),
    };
    // Only the outputs this call reads: the per-token states are copied out of the runtime only when asked for.
    const fetches = [loaded.output, loaded.backboneOutput, withTokens ? loaded.tokensOutput : undefined].filter((n): n is string => n !== undefined);
    const run = queue.then(() => loaded.session.run(feeds, fetches));
    queue = run.catch(() => undefined);
    const result = await run;
    const rowsOf = (name: string): { data: Float32Array; d: number } => {
      const out = result[name];
      if (!out || !(out.data instanceof Float32Array)) throw new Error(`encoder: model output '${name}' is not float32`);
      const [n, d] = out.dims;
      if (n !== padded.length || d === undefined) throw new Error(`encoder: model output '${name}' has ${String(n)} rows for ${padded.length}`);
      return { data: out.data, d };
    };
    const split = ({ data, d }: { data: Float32Array; d: number }): Float32Array[] => rows.map((_, r) => data.slice(r * d, (r + 1) * d));
    const primary = rowsOf(loaded.output);
    const backbones = loaded.backboneOutput === undefined ? undefined : split(rowsOf(loaded.backboneOutput));
    dim = primary.d;
    stats.runs++;
    stats.rowsEncoded += rows.length;
    if (!withTokens || loaded.tokensOutput === undefined) return { vectors: split(primary), backbones };
    // One state per token sent, in the order of `indices` (row by row, positions ascending).
    const t = result[loaded.tokensOutput];
    if (!t || !(t.data instanceof Float32Array)) throw new Error(`encoder: model output '${loaded.tokensOutput}' is not float32`);
    const [n, d] = t.dims;
    if (n !== count || d === undefined) throw new Error(`encoder: model output '${loaded.tokensOutput}' has ${String(n)} rows for ${count} tokens`);
    const states: Float32Array[] = [];
    let offset = 0;
    for (const row of rows) {
      states.push(t.data.slice(offset * d, (offset + row.length) * d));
      offset += row.length;
    }
    return { vectors: split(primary), backbones, tokens: { states, dim: d } };
  };

  /** Cached or freshly computed entries, in input order; the caller copies what it hands out. */
  const encodeShared = async (loaded: Loaded, texts: readonly string[]): Promise<Embedding[]> => {
    const results: (Embedding | undefined)[] = texts.map((t) => cache.get(t));
    // Unique misses only: the same span often occurs several times in one message.
    const missTexts = [...new Set(texts.filter((_, i) => results[i] === undefined))];
    // A hit is any text served without computing it (cached, or a duplicate within this call).
    stats.cacheHits += texts.length - missTexts.length;
    stats.cacheMisses += missTexts.length;
    const prepared = missTexts.map((t) => prepare(loaded.tokenizer, t));
    const fresh = new Map<string, Embedding>();
    for (const batch of planBatches(prepared.map((p) => p.ids.length), maxBatchSize)) {
      const { vectors, backbones } = await runRows(
        loaded,
        batch.map((i) => prepared[i]?.ids ?? []),
      );
      batch.forEach((i, j) => {
        const p = prepared[i];
        const text = missTexts[i];
        const vector = vectors[j];
        const backbone = backbones?.[j];
        if (!p || text === undefined || !vector) return;
        const e: Embedding = { vector, tokens: p.ids.length, totalTokens: p.totalTokens, truncated: p.truncated, empty: p.ids.length === 0 };
        if (backbone) e.backbone = backbone;
        fresh.set(text, e);
        cache.set(text, e);
      });
    }
    return texts.map((t, i) => {
      const e = results[i] ?? fresh.get(t);
      if (!e) throw new Error('encoder: internal error, text was not encoded');
      return e;
    });
  };

  // Results are copies: a caller mutating one must not corrupt the cache.
  const copy = (e: Embedding): Embedding => {
    const c: Embedding = { ...e, vector: e.vector.slice() };
    if (e.backbone) c.backbone = e.backbone.slice();
    return c;
  };

  const encode = async (texts: readonly string[]): Promise<Embedding[]> => (await encodeShared(await load(), texts)).map(copy);

  return {
    model,
    maxTokens: MAX_TOKENS,
    async ready() {
      await load();
    },
    async dimension() {
      const loaded = await load();
      dim ??= (await runRows(loaded, [[1]])).vectors[0]?.length;
      if (dim === undefined) throw new Error('encoder: could not determine the output dimension');
      return dim;
    },
    async tokenize(text) {
      // a copy: the cached pieces are shared
      return [...piecesOf((await load()).tokenizer, text).ids];
    },
    encode,
    async encodeOne(text) {
      const [e] = await encode([text]);
      if (!e) throw new Error('encoder: internal error, no result');
      return e;
    },
    async hasBackbone() {
      return model === 'backbone' || (await load()).backboneOutput !== undefined;
    },
    async encodeBackbone(texts) {
      const loaded = await load();
      if (model !== 'backbone' && loaded.backboneOutput === undefined) {
        throw new Error(
          `encoder: ${MODEL_FILES[model]} has no '${MODEL_OUTPUTS.backbone}' output (it predates the dual-output span encoder): run \`${BUILD_COMMAND}\``,
        );
      }
      return (await encodeShared(loaded, texts)).map((e) => {
        const g = model === 'backbone' ? e.vector : e.backbone;
        // Unreachable with a dual-output model: every entry of its cache was made by a run with both outputs.
        if (!g) throw new Error('encoder: internal error, no backbone vector');
        return g.slice();
      });
    },
    async hasTokenStates() {
      return (await load()).tokensOutput !== undefined;
    },
    async encodeTokens(texts) {
      const loaded = await load();
      if (loaded.tokensOutput === undefined) {
        throw new Error(`encoder: ${MODEL_FILES[model]} has no '${MODEL_OUTPUTS.tokens}' output: run \`${BUILD_COMMAND}\``);
      }
      const prepared = texts.map((text) => {
        const cut = text.length > MAX_TEXT_LENGTH ? text.slice(0, MAX_TEXT_LENGTH) : text;
        const all = piecesOf(loaded.tokenizer, cut);
        const n = Math.min(all.ids.length, MAX_TOKENS);
        return { ids: all.ids.slice(0, n), starts: all.starts.slice(0, n), ends: all.ends.slice(0, n), truncated: cut !== text || all.ids.length > MAX_TOKENS };
      });
      const out: (TokenStates | undefined)[] = texts.map(() => undefined);
      for (const batch of planBatches(prepared.map((p) => p.ids.length), maxBatchSize)) {
        const { tokens, backbones } = await runRows(
          loaded,
          batch.map((i) => prepared[i]?.ids ?? []),
          true,
        );
        batch.forEach((i, j) => {
          const p = prepared[i];
          const states = tokens?.states[j];
          if (!p || !states || !tokens) return;
          const backbone = backbones?.[j];
          out[i] = { ...p, states, dim: tokens.dim, ...(backbone ? { backbone } : {}) };
        });
      }
      return out.map((o) => {
        if (!o) throw new Error('encoder: internal error, text was not encoded');
        return o;
      });
    },
    stats: () => ({ ...stats }),
    clearCache() {
      cache.clear();
      pieces.clear();
    },
    async dispose() {
      const current = loading;
      loading = undefined;
      cache.clear();
      pieces.clear();
      if (current) await (await current).session.release();
    },
  };
}

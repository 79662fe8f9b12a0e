import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { OrtLike } from '../engine/encoder/index.ts';
import { setSentenceModelCore } from '../engine/chunker/index.ts';
import { createEngine, type Engine } from '../engine/index.ts';
import { MODEL_DIRS } from './model-files.ts';
import { loadNativeOrt, NativeRuntimeUnavailable } from './native-ort.ts';
import type { SpanEncoderPreload } from './native-session-thread.ts';
import { ORT_WASM_FILE } from './ort-wasm.ts';
import { tuneWasmTiering } from './wasm-tiering.ts';
import { loadWinkCore } from './wink-core.ts';

export { tuneWasmTiering, WASM_TIERING_BUDGET } from './wasm-tiering.ts';

/** Reads a model file from models/ (committed) or models/generated/ (built), without copying its bytes. */
async function readModelFile(name: string): Promise<Uint8Array> {
  for (const dir of MODEL_DIRS) {
    let buf: Buffer;
    try {
      buf = await readFile(resolve(dir, name));
    } catch {
      continue; // try the next folder
    }
    // A view, not a copy: the span encoder is 28 MB and onnxruntime copies it into its own heap anyway.
    return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  }
  throw new Error(`model file '${name}' not found in models/ or models/generated/ — run: npm run build:models`);
}

/**
 * Which onnxruntime runs the span encoder: 'wasm' is onnxruntime-web's WASM build (the extension's kernels, bit for
 * bit); 'native' is onnxruntime-node (src/cli/native-ort.ts); 'auto' is native when its binding loads here, WASM
 * otherwise.
 */
export type OrtRuntime = 'auto' | 'native' | 'wasm';
export const ORT_RUNTIMES: readonly OrtRuntime[] = ['auto', 'native', 'wasm'];

export interface NodeEngineOptions {
  /** Default 'wasm' (the scripts and tests measure what the extension runs); the CLI passes its --runtime. */
  runtime?: OrtRuntime;
  /**
   * With runtime 'native' or 'auto': onnxruntime-node on its own thread, already creating the span encoder's session
   * (src/cli/native-session-thread.ts preloadSpanEncoder). Without it, onnxruntime-node runs in this thread.
   */
  nativeThread?: SpanEncoderPreload;
  /** Identifiers and user terms only: no span encoder, no ONNX runtime. */
  rulesOnly?: boolean;
  /**
   * Load the DP rewriter (phrase bank, policy, phrase embeddings) while the span encoder's session is being
   * created, instead of on the first dp message. The CLI sets it for `--mode dp`.
   */
  preloadRewriter?: boolean;
  /**
   * Apply WASM_TIERING_BUDGET (default true; only when the span encoder runs on WASM). The benchmark's shared process turns it off: the flag is process-wide
   * and would also change how the TF.js baselines measured later in that process get compiled.
   */
  tuneWasm?: boolean;
  /**
   * With runtime 'native' or 'auto' and no `nativeThread`: awaited before onnxruntime-node is loaded in this thread.
   * The worker threads of `--jobs N` load it and create their sessions one after another (src/cli/analyze-pool.ts).
   */
  nativeTurn?: Promise<void>;
  /** Called with the reason when 'auto' falls back to WASM because onnxruntime-node cannot be loaded here. */
  onWasmFallback?: (reason: string) => void;
  /** EngineDeps.encoderCacheSize (benchmarks: 0 measures messages whose phrases are all new to the engine). */
  encoderCacheSize?: number;
  /** EngineDeps.encoderCacheScope. */
  encoderCacheScope?: 'session' | 'message';
  /**
   * Model files the engine is created without, as if absent (a trainer reading what the analyzer sees before its own
   * model: scripts/train/span-filter.ts, whose file may be of an older feature set).
   */
  withoutModels?: readonly string[];
}

/** onnxruntime-web in this thread, set up as the CLI runs it (imported only when the engine needs it). */
async function inProcessOrt(): Promise<OrtLike> {
  const ort = await import('onnxruntime-web');
  // onnxruntime-web's Node build runs the same WASM kernels as the extension, single-threaded. (Turning off its CPU
  // memory arena and memory-pattern planning was measured too: no RSS difference with the tiering budget, ±5 MiB.)
  ort.env.wasm.numThreads = 1;
  // Its runtime's bytes as an ArrayBuffer of their own: given only a path, onnxruntime-web reads the file and copies
  // all 14 MB once more into a new Uint8Array. Set once per process, before its first session.
  if (ort.env.wasm.wasmBinary === undefined) {
    const b = readFileSync(ORT_WASM_FILE);
    ort.env.wasm.wasmBinary = b.byteOffset === 0 && b.byteLength === b.buffer.byteLength ? b.buffer : b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength);
  }
  return ort;
}

/** The engine with models read from models/ (committed) and models/generated/ (built by `npm run build:models`). */
export async function createNodeEngine(options: NodeEngineOptions = {}): Promise<Engine> {
  if (options.rulesOnly) return createEngine({ readModel: readModelFile });
  const runtime = options.runtime ?? 'wasm';
  let ort: OrtLike | undefined;
  let readModel = readModelFile;
  const early = options.nativeThread;
  if (runtime !== 'wasm') {
    try {
      if (early) {
        await early.thread.loaded;
        ort = early.thread.ort;
        readModel = (name) => {
          const bytes = early.files.get(name);
          early.files.delete(name);
          return bytes ?? readModelFile(name);
        };
      } else {
        await options.nativeTurn;
        ort = await loadNativeOrt();
      }
    } catch (err) {
      if (runtime === 'native' || !(err instanceof NativeRuntimeUnavailable)) throw err;
      options.onWasmFallback?.(err.message);
    }
  }
  if (early && !ort) await early.thread.close();
  if (!ort && (options.tuneWasm ?? true)) tuneWasmTiering();
  // The sentence model's core without the package's deep copy of its JSON (same value; src/cli/wink-core.ts).
  setSentenceModelCore(loadWinkCore);
  const without = new Set(options.withoutModels ?? []);
  return createEngine({
    ort: ort ?? (await inProcessOrt()),
    executionProviders: ['wasm'] as const,
    ...(ort ? { runtimeName: 'onnx:native-cpu' } : {}),
    readModel: without.size ? (name) => (without.has(name) ? Promise.reject(new Error(`${name}: left out (withoutModels)`)) : readModel(name)) : readModel,
    ...(options.preloadRewriter ? { preloadRewriter: true } : {}),
    ...(options.encoderCacheSize === undefined ? {} : { encoderCacheSize: options.encoderCacheSize }),
    ...(options.encoderCacheScope === undefined ? {} : { encoderCacheScope: options.encoderCacheScope }),
  });
}

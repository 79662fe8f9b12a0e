import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import * as ort from 'onnxruntime-web';
import { createEngine, type Engine } from '../engine/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/**
 * V8 budget (roughly bytes of WASM executed) before a WASM function is recompiled by the optimizing compiler
 * (TurboFan); the largest value the flag takes.
 *
 * Node's default (1.8 MB) makes V8 re-optimize every function onnxruntime runs more than a few times, including
 * a handful of huge ones (the biggest has a 490 KB body and needs a 217 MB compiler zone): ~400 TurboFan jobs,
 * ~2.5 s of background CPU, ~550 MiB peak RSS, and a first message that waits on those jobs. With this budget only
 * the genuinely hot kernels are re-optimized (6 functions in a 500-message run, 19 after 2,000), the rest keep their baseline
 * (Liftoff) code; in a long batch the biggest function still tiers up once, after ~800 messages (RSS then peaks
 * near 425 MiB for a few seconds and settles around 390 MiB). Measured on the 2-core bench machine (cold-start.ts, cost.ts): a third of the cold-start CPU,
 * ~200 MiB less peak RSS, and the same warm CPU per message. A budget of 1e9 still let the huge functions tier up
 * within ~500 messages (peak RSS back to ~475 MiB); `--liftoff-only` starts as fast but leaves the GEMM kernels
 * unoptimized (+50 % CPU per message).
 */
export const WASM_TIERING_BUDGET = 2_147_483_647;

let tieringSet = false;

/**
 * Applies WASM_TIERING_BUDGET to this process. It must run before onnxruntime compiles its WASM module (the first
 * session of the process); later it still governs modules compiled afterwards. Process-wide, so only entry points
 * that run the engine call it (createNodeEngine), never library code shared with the extension.
 */
export function tuneWasmTiering(): void {
  if (tieringSet) return;
  tieringSet = true;
  setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
}

/** Reads a model file from models/ (committed) or models/generated/ (built), without copying its bytes. */
async function readModelFile(name: string): Promise<Uint8Array> {
  for (const dir of ['models', 'models/generated']) {
    let buf: Buffer;
    try {
      buf = await readFile(resolve(ROOT, dir, name));
    } catch {
      continue; // try the next folder
    }
    // A view, not a copy: the span encoder is 28 MB and onnxruntime copies it into its own heap anyway.
    return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
  }
  throw new Error(`model file '${name}' not found in models/ or models/generated/ — run: npm run build:models`);
}

export interface NodeEngineOptions {
  /** Identifiers and user terms only: no span encoder, no ONNX runtime. */
  rulesOnly?: boolean;
  /**
   * Load the DP rewriter (phrase bank, policy, phrase embeddings) while the span encoder's session is being
   * created, instead of on the first dp message. The CLI sets it for `--mode dp`.
   */
  preloadRewriter?: boolean;
  /**
   * Apply WASM_TIERING_BUDGET (default true). The benchmark's shared process turns it off: the flag is process-wide
   * and would also change how the TF.js baselines measured later in that process get compiled.
   */
  tuneWasm?: boolean;
}

/** The engine with models read from models/ (committed) and models/generated/ (built by `npm run build:models`). */
export function createNodeEngine(options: NodeEngineOptions = {}): Promise<Engine> {
  if (options.rulesOnly) return createEngine({ readModel: readModelFile });
  if (options.tuneWasm ?? true) tuneWasmTiering();
  // onnxruntime-web's Node build runs the same WASM kernels as the extension, single-threaded. (Turning off its CPU
  // memory arena and memory-pattern planning was measured too: no RSS difference with the budget above, ±5 MiB.)
  ort.env.wasm.numThreads = 1;
  return createEngine({
    ort,
    executionProviders: ['wasm'] as const,
    readModel: readModelFile,
    ...(options.preloadRewriter ? { preloadRewriter: true } : {}),
  });
}

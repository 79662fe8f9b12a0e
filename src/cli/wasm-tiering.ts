import { setFlagsFromString } from 'node:v8';

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
 * Applies WASM_TIERING_BUDGET to this process (V8 flags are process-wide: worker threads get it too). It must run
 * before onnxruntime compiles its WASM module (the first session of the process); later it still governs modules
 * compiled afterwards. Only entry points that run the engine call it (createNodeEngine), never library code shared
 * with the extension.
 */
export function tuneWasmTiering(): void {
  if (tieringSet) return;
  tieringSet = true;
  setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
}

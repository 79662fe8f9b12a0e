/** Background ↔ offscreen document, and offscreen document ↔ engine worker. Both carry the engine protocol. */
import type { ExecutionProviderPreference } from '../engine/encoder/execution-providers.ts';
import type { EngineReply, EngineRequest } from './engine.ts';

export const OFFSCREEN_TARGET = 'pv-offscreen';

export interface ToOffscreen {
  target: typeof OFFSCREEN_TARGET;
  request: EngineRequest;
}

export function isToOffscreen(msg: unknown): msg is ToOffscreen {
  return typeof msg === 'object' && msg !== null && (msg as { target?: unknown }).target === OFFSCREEN_TARGET;
}

/** Milliseconds per load stage ('<stage> ms'), plus `workerScriptMs`, `modelFetchMs` and, once ready, `totalMs`. */
export type LoadTimings = Record<string, number>;

/**
 * Offscreen document → worker. `baseUrl` is the extension root (chrome.runtime is undefined inside a worker);
 * `executionProvider` is the user's choice ('auto' unless they forced one). The worker starts loading on `init`.
 */
export type ToWorker =
  | { id: number; init: { baseUrl: string; executionProvider?: ExecutionProviderPreference } }
  | { id: number; request: EngineRequest };

/** Load progress (id 0): fraction done, the stage now loading, elapsed time and per-stage timings so far. */
export interface LoadProgress {
  id: 0;
  progress: number;
  stage: string;
  elapsedMs?: number;
  timings?: LoadTimings;
  /** Set with progress 1 ('ready'). */
  backend?: string;
  /** Set with progress 1 when the engine runs, but not as asked (WebGPU failed, so WASM). */
  warning?: string;
}

/** Worker → offscreen document: replies, and unsolicited load-progress notices. */
export type FromWorker = { id: number; reply: EngineReply } | LoadProgress;

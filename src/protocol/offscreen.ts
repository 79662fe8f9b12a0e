/** Background ↔ offscreen document, and offscreen document ↔ engine worker. Both carry the engine protocol. */
import type { EngineReply, EngineRequest } from './engine.ts';

export const OFFSCREEN_TARGET = 'pv-offscreen';

export interface ToOffscreen {
  target: typeof OFFSCREEN_TARGET;
  request: EngineRequest;
}

export function isToOffscreen(msg: unknown): msg is ToOffscreen {
  return typeof msg === 'object' && msg !== null && (msg as { target?: unknown }).target === OFFSCREEN_TARGET;
}

/** Offscreen document → worker. `baseUrl` is the extension root (chrome.runtime is undefined inside a worker). */
export type ToWorker = { id: number; init: { baseUrl: string } } | { id: number; request: EngineRequest };

/** Worker → offscreen document: replies, and unsolicited load-progress notices (id 0). */
export type FromWorker = { id: number; reply: EngineReply } | { id: 0; progress: number; stage: string };

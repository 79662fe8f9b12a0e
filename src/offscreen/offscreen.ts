/**
 * Offscreen document: hosts the engine worker (service workers cannot start workers). The worker is started as soon
 * as the document exists (the background creates it at browser start, at install and when a chat tab opens, so the
 * models are loading before the user presses Enter) and kept warm; if it crashes, every pending request fails (so
 * the caller fails closed) and the next request starts a fresh worker.
 *
 * The execution-provider choice comes in the document's URL (?ep=auto|webgpu|wasm), set by the background from the
 * user's settings: offscreen documents have no chrome.storage.
 */
import type { ExecutionProviderPreference } from '../engine/encoder/execution-providers.ts';
import type { EngineReply, EngineRequest, StatusResult } from '../protocol/engine.ts';
import { isToOffscreen, type FromWorker, type LoadProgress, type ToWorker } from '../protocol/offscreen.ts';

interface Pending {
  resolve: (r: EngineReply) => void;
}

/** From this document's navigation start to its script running (the cost of the document itself). */
const documentMs = Math.round(performance.now());

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
let progress: Omit<LoadProgress, 'id'> = { progress: 0, stage: 'starting' };

function preference(): ExecutionProviderPreference {
  const ep = new URLSearchParams(location.search).get('ep');
  return ep === 'webgpu' || ep === 'wasm' ? ep : 'auto';
}

function failAll(error: string): void {
  for (const p of pending.values()) p.resolve({ ok: false, error });
  pending.clear();
}

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'promptveil-engine' });
  progress = { progress: 0, stage: 'starting' };
  w.onmessage = (ev: MessageEvent<FromWorker>) => {
    const data = ev.data;
    if ('progress' in data) {
      progress = data;
      return;
    }
    const p = pending.get(data.id);
    if (!p) return;
    pending.delete(data.id);
    p.resolve(data.reply);
  };
  w.onerror = (ev) => {
    ev.preventDefault();
    w.terminate();
    if (worker === w) worker = null;
    progress = { progress: 0, stage: 'crashed' };
    failAll(`engine worker crashed: ${ev.message || 'unknown error'}`);
  };
  const init: ToWorker = { id: 0, init: { baseUrl: chrome.runtime.getURL(''), executionProvider: preference() } };
  w.postMessage(init);
  worker = w;
  return w;
}

function send(request: EngineRequest): Promise<EngineReply> {
  return new Promise((resolve) => {
    const id = nextId++;
    pending.set(id, { resolve });
    const msg: ToWorker = { id, request };
    getWorker().postMessage(msg);
  });
}

/** The load state as the worker last reported it (the worker itself answers nothing until the models are ready). */
function cachedStatus(): StatusResult {
  return {
    kind: 'status',
    state: 'loading',
    progress: progress.progress,
    backend: 'none',
    stage: progress.stage,
    ...(progress.timings ? { timings: { documentMs, ...progress.timings } } : {}),
  };
}

chrome.runtime.onMessage.addListener((msg: unknown, sender, sendResponse: (r: EngineReply) => void) => {
  if (!isToOffscreen(msg) || sender.id !== chrome.runtime.id) return false;
  // While the models load, report the cached progress so the popup and overlay can draw a real progress bar. A
  // worker that failed to load ('failed') or is ready gets the request: it retries the load or answers itself.
  if (msg.request.kind === 'status' && (!worker || (progress.progress < 1 && progress.stage !== 'failed'))) {
    getWorker();
    sendResponse({ ok: true, result: cachedStatus() });
    return false;
  }
  void send(msg.request).then((reply) => {
    // Ready: add how long the load took (numbers only) for the popup and the e2e report.
    if (reply.ok && reply.result.kind === 'status' && progress.timings)
      sendResponse({
        ok: true,
        result: { ...reply.result, timings: { documentMs, ...progress.timings }, ...(progress.warning ? { warning: progress.warning } : {}) },
      });
    else sendResponse(reply);
  });
  return true;
});

// Start loading now: the document exists because the engine will be needed.
getWorker();

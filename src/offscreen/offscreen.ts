/**
 * Offscreen document: hosts the engine worker (service workers cannot start workers). The worker is created on the
 * first request and kept warm; if it crashes, every pending request fails (so the caller fails closed) and the next
 * request starts a fresh worker.
 */
import type { EngineReply, EngineRequest } from '../protocol/engine.ts';
import { isToOffscreen, type FromWorker, type ToWorker } from '../protocol/offscreen.ts';

interface Pending {
  resolve: (r: EngineReply) => void;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();
let progress = { value: 0, stage: 'idle' };

function failAll(error: string): void {
  for (const p of pending.values()) p.resolve({ ok: false, error });
  pending.clear();
}

function getWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'promptveil-engine' });
  w.onmessage = (ev: MessageEvent<FromWorker>) => {
    const data = ev.data;
    if ('progress' in data) {
      progress = { value: data.progress, stage: data.stage };
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
    progress = { value: 0, stage: 'crashed' };
    failAll(`engine worker crashed: ${ev.message || 'unknown error'}`);
  };
  const init: ToWorker = { id: 0, init: { baseUrl: chrome.runtime.getURL('') } };
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

chrome.runtime.onMessage.addListener((msg: unknown, sender, sendResponse: (r: EngineReply) => void) => {
  if (!isToOffscreen(msg) || sender.id !== chrome.runtime.id) return false;
  // While the models load, the worker answers nothing until it is ready: report the cached progress instead, so
  // the popup and overlay can draw a real progress bar.
  const loading = worker !== null && pending.size > 0 && progress.value < 1;
  if (msg.request.kind === 'status' && (!worker || loading)) {
    sendResponse({ ok: true, result: { kind: 'status', state: 'loading', progress: progress.value, backend: 'none' } });
    return false;
  }
  void send(msg.request).then(sendResponse);
  return true;
});

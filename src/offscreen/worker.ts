/// <reference lib="webworker" />
/**
 * The engine worker: a transparent proxy of src/engine. Models are fetched from the extension's own files
 * (baseUrl comes from the offscreen document because chrome.runtime is undefined here).
 */
import { createEngine, type Engine } from '../engine/index.ts';
import type { EngineReply, EngineRequest } from '../protocol/engine.ts';
import { dispatch } from './dispatch.ts';
import type { FromWorker, ToWorker } from '../protocol/offscreen.ts';

declare const self: DedicatedWorkerGlobalScope;

let baseUrl = '';
let enginePromise: Promise<Engine> | null = null;

function post(msg: FromWorker): void {
  self.postMessage(msg);
}

function getEngine(): Promise<Engine> {
  enginePromise ??= createEngine({
    readModel: async (name: string) => {
      const res = await fetch(new URL(`models/${name}`, baseUrl));
      if (!res.ok) throw new Error(`model file models/${name} is missing from the extension (rebuild with npm run build)`);
      return new Uint8Array(await res.arrayBuffer());
    },
    onProgress: (value, stage) => post({ id: 0, progress: value, stage }),
  }).catch((err: unknown) => {
    enginePromise = null;
    throw err;
  });
  return enginePromise;
}

async function handle(request: EngineRequest): Promise<EngineReply> {
  try {
    const engine = await getEngine();
    return { ok: true, result: await dispatch(engine, request) };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

self.onmessage = (ev: MessageEvent<ToWorker>) => {
  const data = ev.data;
  if ('init' in data) {
    baseUrl = data.init.baseUrl;
    return;
  }
  void handle(data.request).then((reply) => post({ id: data.id, reply }));
};

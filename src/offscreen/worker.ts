/// <reference lib="webworker" />
/**
 * The engine worker: a transparent proxy of src/engine. Models are fetched from the extension's own files
 * (baseUrl comes from the offscreen document because chrome.runtime is undefined here).
 */
import * as ort from 'onnxruntime-web';
import { detectExecutionProviders } from '../engine/encoder/index.ts';
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

async function startEngine(): Promise<Engine> {
  // ORT's wasm files ship inside the extension (no CDN); chrome.runtime is undefined here, so the offscreen
  // document told us the extension's base URL. No cross-origin isolation in extension pages: one thread.
  ort.env.wasm.wasmPaths = new URL('ort/', baseUrl).href;
  ort.env.wasm.numThreads = 1;
  const executionProviders = await detectExecutionProviders(self.navigator);
  return createEngine({
    ort,
    executionProviders,
    readModel: async (name: string) => {
      const missing = `model file models/${name} is missing from the extension (rebuild with npm run build)`;
      // A file absent from the extension package makes fetch reject ("Failed to fetch") rather than answer 404:
      // both are the same fault to the user (issue 11, fault injection), so both get the clear message.
      const res = await fetch(new URL(`models/${name}`, baseUrl)).catch(() => null);
      if (!res?.ok) throw new Error(missing);
      return new Uint8Array(await res.arrayBuffer());
    },
    onProgress: (value, stage) => post({ id: 0, progress: value, stage }),
  });
}

function getEngine(): Promise<Engine> {
  enginePromise ??= startEngine().catch((err: unknown) => {
    enginePromise = null;
    // Issue 11: a damaged model otherwise surfaces as ONNX Runtime's own wording ("Can't create a session…").
    throw new Error(`the on-device models could not be loaded: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
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

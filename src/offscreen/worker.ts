/// <reference lib="webworker" />
/**
 * The engine worker: a transparent proxy of src/engine. Models are fetched from the extension's own files
 * (baseUrl comes from the offscreen document because chrome.runtime is undefined here).
 *
 * Load order (first use after the browser starts; issue 9 asks for ≤ 3 s): the engine starts loading as soon as the
 * host says hello (`init`), not on the first request. The model files are fetched in parallel with picking the
 * execution provider, and onnxruntime-web is imported only once that choice is known: the WASM-only build (14 MB of
 * wasm to compile) when there is no hardware WebGPU adapter, the JSEP build (28 MB, WebGPU kernels) otherwise. The DP
 * rewriter is not loaded here at all: src/engine loads it on the first dp-mode message. Each stage's duration is
 * reported with the progress, so the host can answer "what is loading" and the e2e suite can report where time goes.
 */
import { detectExecutionProviders, MODEL_FILES, type ExecutionProvider, type OrtLike } from '../engine/encoder/index.ts';
import type { ExecutionProviderPreference } from '../engine/encoder/execution-providers.ts';
import { TextChunker } from '../engine/chunker/index.ts';
import { createEngine, type Engine } from '../engine/index.ts';
import type { EngineReply, EngineRequest } from '../protocol/engine.ts';
import type { CausalLm } from '../engine/rewriter/causal-lm.ts';
import { dispatch } from './dispatch.ts';
import type { FromWorker, LoadTimings, ToWorker } from '../protocol/offscreen.ts';

declare const self: DedicatedWorkerGlobalScope;

/** performance.now() in a worker counts from the worker's creation: this is the time to fetch and run its script. */
const scriptReadyMs = performance.now();

let baseUrl = '';
let preference: ExecutionProviderPreference = 'auto';
let enginePromise: Promise<Engine> | null = null;
/** The runtime and execution providers the engine loaded with: the local language model uses the same. */
let runtime: { ort: object; executionProviders: ExecutionProvider[] } | null = null;
let localLm: Promise<CausalLm> | null = null;

/** The user's local language model, loaded on its first use (a failure is reported, and retried next time). */
function getLocalLm(): Promise<CausalLm> {
  localLm ??= (async () => {
    await getEngine();
    if (!runtime) throw new Error('the engine has no onnxruntime to run the local language model on');
    const { loadLocalLm } = await import('./local-lm.ts');
    return loadLocalLm(runtime.ort, runtime.executionProviders);
  })().catch((err: unknown) => {
    localLm = null;
    throw err;
  });
  return localLm;
}

/** Model files fetched ahead of the engine asking for them (started by `init`). */
const prefetched = new Map<string, Promise<Uint8Array>>();

function post(msg: FromWorker): void {
  self.postMessage(msg);
}

async function fetchModel(name: string): Promise<Uint8Array> {
  const missing = `model file models/${name} is missing from the extension (rebuild with npm run build)`;
  // A file absent from the extension package makes fetch reject ("Failed to fetch") rather than answer 404:
  // both are the same fault to the user (issue 11, fault injection), so both get the clear message.
  const res = await fetch(new URL(`models/${name}`, baseUrl)).catch(() => null);
  if (!res?.ok) throw new Error(missing);
  return new Uint8Array(await res.arrayBuffer());
}

/** The prefetched bytes of `name` (once: a retry after a failure fetches again), or a fresh fetch. */
function readModel(name: string): Promise<Uint8Array> {
  const early = prefetched.get(name);
  if (early) {
    prefetched.delete(name);
    return early;
  }
  return fetchModel(name);
}

/**
 * What the engine asks for first; the rewriter's files are not among them (loaded on the first dp message). The small
 * files come first and the 28 MB model after them: the engine needs the prototypes before it starts the encoder,
 * while the model is needed only once ONNX Runtime has compiled its wasm, so it must not hold the small ones up.
 */
const SMALL_FILES = ['prototypes.json', 'word-prior.json', MODEL_FILES.vocab] as const;

async function startEngine(): Promise<Engine> {
  const t0 = performance.now();
  const timings: LoadTimings = { workerScriptMs: scriptReadyMs };
  const since = (t: number): number => Math.round(performance.now() - t);
  const small = SMALL_FILES.map((name) => {
    const p = fetchModel(name);
    p.catch(() => undefined);
    prefetched.set(name, p);
    return p;
  });
  const model = Promise.allSettled(small).then(() => {
    const t = performance.now();
    return fetchModel(MODEL_FILES.span).then((bytes) => {
      timings.modelFetchMs = since(t);
      return bytes;
    });
  });
  model.catch(() => undefined);
  prefetched.set(MODEL_FILES.span, model);
  let stage = 'execution provider';
  let stageStart = performance.now();
  const report = (value: number, next: string): void => {
    timings[`${stage} ms`] = since(stageStart);
    stage = next;
    stageStart = performance.now();
    post({ id: 0, progress: value, stage: next, elapsedMs: since(t0), timings: { ...timings } });
  };
  post({ id: 0, progress: 0.01, stage, elapsedMs: 0, timings: { ...timings } });
  const executionProviders = await detectExecutionProviders(self.navigator, preference);
  const load = async (eps: ExecutionProvider[]): Promise<Engine> => {
    report(0.03, 'onnxruntime');
    // The WASM-only build has no WebGPU kernels and half the wasm to compile; the default build is needed for WebGPU.
    const ort: OrtLike & { env: { wasm: { wasmPaths?: unknown; numThreads?: number } } } = eps.includes('webgpu')
      ? await import('onnxruntime-web')
      : await import('onnxruntime-web/wasm');
    // ORT's wasm files ship inside the extension (no CDN); no cross-origin isolation in extension pages: one thread.
    ort.env.wasm.wasmPaths = new URL('ort/', baseUrl).href;
    ort.env.wasm.numThreads = 1;
    report(0.05, 'prototypes');
    runtime = { ort, executionProviders: eps };
    return createEngine({
      ort,
      executionProviders: eps,
      readModel,
      onProgress: (value, next) => {
        // The engine's own first stage ('prototypes') is already on screen; 'ready' is posted below, with the backend.
        if (next !== stage && next !== 'ready') report(Math.max(0.05, value), next);
        // While ONNX Runtime fetches and compiles its wasm (off this thread), build the sentence splitter's pipeline
        // (wink-nlp, shared by every TextChunker): the engine's own 'chunker' stage then finds it built.
        if (next === 'span encoder' && timings.chunkerOverlappedMs === undefined)
          setTimeout(() => {
            const t = performance.now();
            new TextChunker().chunk('Warm up.');
            timings.chunkerOverlappedMs = since(t);
          }, 0);
      },
    });
  };
  let engine: Engine;
  let warning: string | undefined;
  try {
    engine = await load(executionProviders);
  } catch (err) {
    if (!executionProviders.includes('webgpu')) throw err;
    // A model the WebGPU kernels cannot run (or a GPU that fails mid-load) must not leave the user without
    // protection: load again on WASM, and say why in the status.
    warning = `WebGPU could not run the model, so it runs on WASM: ${err instanceof Error ? err.message : String(err)}`;
    engine = await load(['wasm']);
  }
  timings[`${stage} ms`] = since(stageStart);
  timings.totalMs = since(t0);
  post({ id: 0, progress: 1, stage: 'ready', elapsedMs: timings.totalMs, timings: { ...timings }, backend: engine.backend, ...(warning ? { warning } : {}) });
  return engine;
}

function getEngine(): Promise<Engine> {
  enginePromise ??= startEngine().catch((err: unknown) => {
    enginePromise = null;
    prefetched.clear();
    post({ id: 0, progress: 0, stage: 'failed' });
    // Issue 11: a damaged model otherwise surfaces as ONNX Runtime's own wording ("Can't create a session…").
    throw new Error(`the on-device models could not be loaded: ${err instanceof Error ? err.message : String(err)}`, { cause: err });
  });
  return enginePromise;
}

async function handle(request: EngineRequest): Promise<EngineReply> {
  try {
    const engine = await getEngine();
    return { ok: true, result: await dispatch(engine, request, { localLm: getLocalLm }) };
  } catch (err) {
    return { ok: false, error: err instanceof Error ? err.message : String(err) };
  }
}

self.onmessage = (ev: MessageEvent<ToWorker>) => {
  const data = ev.data;
  if ('init' in data) {
    baseUrl = data.init.baseUrl;
    preference = data.init.executionProvider ?? 'auto';
    // Start loading now: by the time the user presses Enter the models should be ready. A failure here is reported
    // on the first request (which tries again).
    getEngine().catch(() => undefined);
    return;
  }
  void handle(data.request).then((reply) => post({ id: data.id, reply }));
};

/**
 * onnxruntime-node on a thread of its own (src/cli/native-session-worker.ts), as an OrtLike for the engine. For
 * `promptveil analyze --jobs 1`, the cold-start path: the span encoder's session is created on that thread while
 * the main thread loads the engine's modules and models, instead of after them (onnxruntime-node creates sessions
 * synchronously in the calling thread). With `--jobs N` each worker thread runs onnxruntime-node in-thread: the
 * threads already keep the cores busy.
 *
 * `preload(bytes)` starts creating a session before the engine asks for one; when the engine's create() is given the
 * very same Uint8Array (the CLI's model reader hands out the preloaded bytes), it gets that session. The model's
 * bytes are transferred to the thread (the main thread's view is detached afterwards, so nothing else may read it).
 */
import { Worker } from 'node:worker_threads';
import { readFile } from 'node:fs/promises';
import { SESSION_OPTIONS, type OrtLike, type OrtSessionLike, type OrtTensorLike, type SessionCreateOptions } from '../engine/encoder/encoder.ts';
import { MODEL_FILES } from '../engine/encoder/model-store.ts';
import { modelFilePath } from './model-files.ts';
import { NativeRuntimeUnavailable } from './native-ort.ts';
import type { SessionReply, SessionRequest, WireTensor } from './native-session-worker.ts';

/** The worker entry next to this module: native-session-worker.js in dist/cli/, the .ts file when run from source. */
function startWorker(): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  // A variable, not a literal: bundlers rewrite `new URL('literal', import.meta.url)` into an asset reference.
  const file = fromSource ? './native-session-worker.ts' : './native-session-worker.js';
  const url = new URL(file, import.meta.url);
  if (!fromSource) return new Worker(url);
  // From source only (tests, tsx): register tsx, a dev dependency, in the worker before importing the TypeScript entry.
  const loader = 'tsx/esm/api';
  const boot = `import(${JSON.stringify(loader)}).then((m) => { m.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(boot, { eval: true });
}

class WireTensorImpl implements OrtTensorLike {
  constructor(
    readonly type: 'int64' | 'float32',
    readonly data: BigInt64Array | Float32Array,
    readonly dims: readonly number[],
  ) {}
}

export interface NativeSessionThread {
  /** The runtime for the engine (its sessions live on the thread). */
  ort: OrtLike;
  /** Resolves once the thread has loaded onnxruntime-node; rejects with NativeRuntimeUnavailable when it cannot. */
  loaded: Promise<void>;
  /** Starts creating a session from `model` now; the engine's create() with the same object gets it. */
  preload(model: Uint8Array, options: SessionCreateOptions): void;
  /** Ends the thread (pending requests reject). */
  close(): Promise<void>;
}

type Pending = { resolve: (reply: SessionReply) => void; reject: (err: Error) => void };

/** A view that owns its whole ArrayBuffer, so the buffer can be transferred (a copy when it does not). */
function transferable(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const { buffer } = bytes;
  return bytes.byteOffset === 0 && bytes.byteLength === buffer.byteLength && buffer instanceof ArrayBuffer ? new Uint8Array(buffer) : bytes.slice();
}

export function startNativeSessionThread(): NativeSessionThread {
  const worker = startWorker();
  // Idle, the thread does not keep the process alive; it does while a request is pending.
  worker.unref();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let failure: Error | undefined;
  let onLoaded: { resolve: () => void; reject: (err: Error) => void } | undefined;
  const loaded = new Promise<void>((resolve, reject) => (onLoaded = { resolve, reject }));
  loaded.catch(() => undefined);

  const failAll = (err: Error): void => {
    failure ??= err;
    onLoaded?.reject(err);
    for (const p of pending.values()) p.reject(err);
    pending.clear();
    worker.unref();
  };
  worker.on('message', (reply: SessionReply) => {
    if (reply.kind === 'loaded') {
      if (reply.ok) onLoaded?.resolve();
      else failAll(new NativeRuntimeUnavailable(new Error(reply.message)));
      return;
    }
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.kind === 'error') p.reject(new Error(reply.message));
    else p.resolve(reply);
  });
  worker.on('error', (err) => failAll(err));
  worker.on('exit', (code) => failAll(new Error(`the onnxruntime thread exited (code ${code})`)));

  const request = (req: SessionRequest, transfer: ArrayBuffer[] = []): Promise<SessionReply> => {
    if (failure) return Promise.reject(failure);
    return new Promise<SessionReply>((resolve, reject) => {
      pending.set(req.id, { resolve, reject });
      worker.ref();
      worker.postMessage(req, transfer);
    });
  };

  const sessionFor = (created: Extract<SessionReply, { kind: 'created' }>): OrtSessionLike => ({
    inputNames: created.inputNames,
    outputNames: created.outputNames,
    run: async (feeds, fetches) => {
      const wire: Record<string, WireTensor> = {};
      for (const [name, t] of Object.entries(feeds)) {
        if (!(t.data instanceof BigInt64Array)) throw new Error(`feed '${name}': only int64 inputs are forwarded to the onnxruntime thread`);
        wire[name] = { type: 'int64', data: t.data, dims: [...t.dims] };
      }
      const reply = await request({ kind: 'run', id: nextId++, session: created.session, feeds: wire, fetches: [...fetches] });
      if (reply.kind !== 'result') throw new Error(`onnxruntime thread: unexpected reply '${reply.kind}'`);
      const out: Record<string, OrtTensorLike> = {};
      for (const [name, t] of Object.entries(reply.outputs)) out[name] = new WireTensorImpl(t.type, t.data, t.dims);
      return out;
    },
    release: async () => {
      await request({ kind: 'release', id: nextId++, session: created.session });
    },
  });

  const create = async (model: Uint8Array, options: SessionCreateOptions): Promise<OrtSessionLike> => {
    await loaded;
    const bytes = transferable(model);
    const reply = await request({ kind: 'create', id: nextId++, model: bytes, options }, [bytes.buffer]);
    if (reply.kind !== 'created') throw new Error(`onnxruntime thread: unexpected reply '${reply.kind}'`);
    return sessionFor(reply);
  };

  const preloaded = new Map<Uint8Array, { options: string; session: Promise<OrtSessionLike> }>();
  return {
    loaded,
    ort: {
      Tensor: WireTensorImpl,
      InferenceSession: {
        create: (model, options) => {
          const early = preloaded.get(model);
          if (early && early.options === JSON.stringify(options)) {
            preloaded.delete(model);
            return early.session;
          }
          return create(model, options);
        },
      },
    },
    preload: (model, options) => {
      const session = create(model, options);
      // Reported when the engine asks for this session (or never, when it does not).
      session.catch(() => undefined);
      preloaded.set(model, { options: JSON.stringify(options), session });
    },
    close: async () => {
      failAll(new Error('the onnxruntime thread was closed'));
      await worker.terminate();
    },
  };
}

/** A thread started early, with the span encoder's model file read and its session under way. */
export interface SpanEncoderPreload {
  thread: NativeSessionThread;
  /** Model files already read, by name: the engine's reader hands these out instead of reading again. */
  files: Map<string, Promise<Uint8Array>>;
}

/**
 * Starts the onnxruntime thread and the span encoder's session as the engine will ask for it (the file the CLI's
 * reader would pick, the encoder's session options), before the engine's modules are even loaded. Never rejects:
 * a missing file or a runtime that does not load is reported when the engine asks for them.
 */
export function preloadSpanEncoder(): SpanEncoderPreload {
  const thread = startNativeSessionThread();
  const files = new Map<string, Promise<Uint8Array>>();
  const path = modelFilePath(MODEL_FILES.span);
  if (path !== undefined) {
    const bytes = readFile(path).then((b) => transferable(new Uint8Array(b.buffer, b.byteOffset, b.byteLength)));
    bytes.catch(() => undefined);
    files.set(MODEL_FILES.span, bytes);
    void bytes.then(
      (model) => thread.preload(model, { ...SESSION_OPTIONS, executionProviders: ['wasm'] }),
      () => undefined,
    );
  }
  return { thread, files };
}

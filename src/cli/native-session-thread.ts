/**
 * onnxruntime-node on a thread of its own (src/cli/native-session-worker.ts), as an OrtLike for the engine. For
 * `promptveil analyze --jobs 1`, the cold-start path: the span encoder's session is created on that thread while
 * the main thread loads the engine's modules and models, instead of after them (onnxruntime-node creates sessions
 * synchronously in the calling thread). With `--jobs N` each worker thread runs onnxruntime-node in-thread: the
 * threads already keep the cores busy.
 *
 * `preloadFile(path)` starts creating a session before the engine asks for one: the thread reads the model file
 * itself, so the session is under way as soon as onnxruntime-node is loaded there, whatever the main thread is busy
 * with (when the main thread read the file, the request waited for its event loop, i.e. for the engine's modules to
 * finish loading: ~0.3 s later on a cold start). It returns a stand-in for the model's bytes; when the engine's
 * create() is given that very Uint8Array (the CLI's model reader hands it out), it gets the preloaded session.
 * Bytes given to create() are transferred to the thread (the caller's view is detached afterwards).
 */
import { Worker } from 'node:worker_threads';
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
  /**
   * Starts creating a session from the model file at `path` (read on the thread) now. Returns the stand-in for its
   * bytes: the engine's create() given that object gets this session (with other options, a session of its own).
   */
  preloadFile(path: string, options: SessionCreateOptions): Uint8Array;
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

  const created = (reply: SessionReply): OrtSessionLike => {
    if (reply.kind !== 'created') throw new Error(`onnxruntime thread: unexpected reply '${reply.kind}'`);
    return sessionFor(reply);
  };
  const create = async (model: Uint8Array, options: SessionCreateOptions): Promise<OrtSessionLike> => {
    await loaded;
    const bytes = transferable(model);
    return created(await request({ kind: 'create', id: nextId++, model: bytes, options }, [bytes.buffer]));
  };
  // Posted at once, not after `loaded` (which the main thread learns only when its event loop is free): the thread
  // takes it as soon as onnxruntime-node is loaded there; if it cannot load it, the request fails with `loaded`.
  const createFromFile = async (path: string, options: SessionCreateOptions): Promise<OrtSessionLike> =>
    created(await request({ kind: 'create-from-file', id: nextId++, path, options }));

  /** Sessions under way, by the stand-in for their model's bytes. */
  const preloaded = new Map<Uint8Array, { path: string; options: string; session: Promise<OrtSessionLike> }>();
  return {
    loaded,
    ort: {
      Tensor: WireTensorImpl,
      InferenceSession: {
        create: (model, options) => {
          const early = preloaded.get(model);
          if (!early) return create(model, options);
          preloaded.delete(model);
          if (early.options === JSON.stringify(options)) return early.session;
          // Other options than preloaded with: a session of its own from the same file.
          return createFromFile(early.path, options);
        },
      },
    },
    preloadFile: (path, options) => {
      const session = createFromFile(path, options);
      // Reported when the engine asks for this session (or never, when it does not).
      session.catch(() => undefined);
      const standIn = new Uint8Array(0);
      preloaded.set(standIn, { path, options: JSON.stringify(options), session });
      return standIn;
    },
    close: async () => {
      failAll(new Error('the onnxruntime thread was closed'));
      await worker.terminate();
    },
  };
}

/** A thread started early, with the span encoder's session under way. */
export interface SpanEncoderPreload {
  thread: NativeSessionThread;
  /**
   * Model files the engine's reader hands out instead of reading them, by name: the span encoder's is the stand-in
   * for the bytes the thread reads itself (NativeSessionThread.preloadFile).
   */
  files: Map<string, Promise<Uint8Array>>;
}

/**
 * Starts the onnxruntime thread and the span encoder's session as the engine will ask for it (the file the CLI's
 * reader would pick, the encoder's session options), before the engine's modules are even loaded. Never rejects:
 * a missing or unreadable file or a runtime that does not load is reported when the engine asks for the session.
 */
export function preloadSpanEncoder(): SpanEncoderPreload {
  const thread = startNativeSessionThread();
  const files = new Map<string, Promise<Uint8Array>>();
  const path = modelFilePath(MODEL_FILES.span);
  if (path !== undefined) files.set(MODEL_FILES.span, Promise.resolve(thread.preloadFile(path, { ...SESSION_OPTIONS, executionProviders: ['wasm'] })));
  return { thread, files };
}

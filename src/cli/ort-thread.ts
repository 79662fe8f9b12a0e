/**
 * onnxruntime-web on a worker thread of its own, behind the engine's `OrtLike` interface (src/engine/encoder). The
 * CLI's cold start is two long jobs: onnxruntime compiling its WASM runtime and creating the span encoder's session,
 * and the JavaScript side loading its modules, the sentence model (wink-nlp), the word prior and the prototypes. On
 * one thread they queue; here they run side by side on two cores. The sessions, the runtime and its options are the
 * ones the in-process path uses, so the vectors are the same bits (tests/cli/ort-thread.test.ts).
 *
 * The thread is referenced (keeps the process alive) only while a request is pending, so a finished CLI exits.
 * `InferenceSession.create(model)` takes ownership of `model` when the bytes fill their own ArrayBuffer (it is moved
 * to the thread and detached here); the engine's encoder never reads them again.
 */
import { existsSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { OrtLike, OrtSessionLike, OrtTensorLike } from '../engine/encoder/index.ts';
import type { SessionCreateOptions } from '../engine/encoder/encoder.ts';
import type { OrtReply, OrtRequest, OrtThreadData, SessionOptionsData, TensorData } from './ort-thread-protocol.ts';

export interface OrtThread extends OrtLike {
  /** Stops the thread; pending requests fail. */
  close(): Promise<void>;
}

export interface OrtThreadOptions {
  /** Create this model's session at once, with these options (see ort-thread-worker.ts). Ignored when the file is missing. */
  preload?: { path: string; options: SessionCreateOptions };
}

/** The worker entry next to this module: ort-thread-worker.js in dist/cli/, ort-thread-worker.ts when run from source. */
function startWorker(data: OrtThreadData): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  // A variable, not a literal: bundlers rewrite `new URL('literal', import.meta.url)` into an asset reference.
  const file = fromSource ? './ort-thread-worker.ts' : './ort-thread-worker.js';
  const url = new URL(file, import.meta.url);
  if (!fromSource) return new Worker(url, { workerData: data });
  // From source only (tests, `tsx src/cli/...`; never the built CLI): register tsx in the worker first.
  const loader = 'tsx/esm/api';
  const boot = `import(${JSON.stringify(loader)}).then((m) => { m.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(boot, { eval: true, workerData: data });
}

class PlainTensor implements OrtTensorLike {
  constructor(
    readonly type: string,
    readonly data: TensorData['data'],
    readonly dims: readonly number[],
  ) {}
}

export function startOrtThread(options: OrtThreadOptions = {}): OrtThread {
  const preload = options.preload && existsSync(options.preload.path) ? { path: options.preload.path, options: { ...options.preload.options } as SessionOptionsData } : undefined;
  const worker = startWorker(preload ? { preload } : {});
  worker.unref();
  const pending = new Map<number, { resolve: (reply: OrtReply & { ok: true }) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  let failure: Error | undefined;

  const failAll = (err: Error): void => {
    failure ??= err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
    worker.unref();
  };
  worker.on('message', (reply: OrtReply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if (pending.size === 0) worker.unref();
    if (reply.ok) p.resolve(reply);
    else p.reject(new Error(reply.message));
  });
  worker.on('error', (err) => failAll(err));
  worker.on('exit', (code) => failAll(new Error(`onnxruntime thread exited (code ${code})`)));

  const request = <R extends OrtReply & { ok: true }>(req: OrtRequest, transfer: ArrayBuffer[] = []): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      if (failure) {
        reject(failure);
        return;
      }
      if (pending.size === 0) worker.ref();
      pending.set(req.id, { resolve: resolve as (reply: OrtReply & { ok: true }) => void, reject });
      worker.postMessage(req, transfer);
    });

  const toData = (t: OrtTensorLike): TensorData => {
    const { data, dims } = t;
    if (data instanceof BigInt64Array) return { type: 'int64', data, dims: [...dims] };
    throw new TypeError('onnxruntime thread: only int64 input tensors are supported');
  };

  return {
    Tensor: PlainTensor,
    InferenceSession: {
      async create(model: Uint8Array, createOptions: SessionCreateOptions): Promise<OrtSessionLike> {
        // Bytes that fill their own buffer (a model file as fs.readFile gives it) are moved to the thread, not
        // copied: `model` is detached afterwards, as with postMessage's transfer list.
        const whole = model.buffer instanceof ArrayBuffer && model.byteOffset === 0 && model.byteLength === model.buffer.byteLength;
        const created = await request<OrtReply & { ok: true; session: number; inputNames: string[]; outputNames: string[] }>(
          { id: nextId++, op: 'create', model, options: { ...createOptions } },
          whole ? [model.buffer] : [],
        );
        const session = created.session;
        return {
          inputNames: created.inputNames,
          outputNames: created.outputNames,
          async run(feeds, fetches) {
            const data: Record<string, TensorData> = {};
            for (const [name, t] of Object.entries(feeds)) data[name] = toData(t);
            const reply = await request<OrtReply & { ok: true; outputs: Record<string, TensorData> }>({ id: nextId++, op: 'run', session, feeds: data, fetches: [...fetches] });
            const outputs: Record<string, OrtTensorLike> = {};
            for (const [name, t] of Object.entries(reply.outputs)) outputs[name] = new PlainTensor(t.type, t.data, t.dims);
            return outputs;
          },
          async release() {
            await request({ id: nextId++, op: 'release', session });
          },
        };
      },
    },
    async close() {
      failAll(new Error('onnxruntime thread closed'));
      await worker.terminate();
    },
  };
}

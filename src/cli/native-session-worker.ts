/**
 * The thread that holds the CLI's onnxruntime-node sessions (src/cli/native-session-thread.ts). onnxruntime-node
 * creates a session synchronously in the calling thread (~0.5 s of CPU for the span encoder, most of it page faults
 * while the int8 weights are dequantized and prepacked); here it does so beside the main thread, which meanwhile
 * loads the engine's modules and models. Protocol: see SessionRequest and SessionReply.
 */
import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { loadNativeOrt, NativeRuntimeUnavailable } from './native-ort.ts';
import type { OrtLike, OrtSessionLike, OrtTensorLike } from '../engine/encoder/index.ts';

/** A tensor as it crosses the thread boundary. */
export interface WireTensor {
  type: 'int64' | 'float32';
  data: BigInt64Array | Float32Array;
  dims: number[];
}

export type SessionRequest =
  | { kind: 'create'; id: number; model: Uint8Array; options: Parameters<OrtLike['InferenceSession']['create']>[1] }
  /** A session from the model file at `path`, read by this thread (the main thread's event loop is not involved). */
  | { kind: 'create-from-file'; id: number; path: string; options: Parameters<OrtLike['InferenceSession']['create']>[1] }
  | { kind: 'run'; id: number; session: number; feeds: Record<string, WireTensor>; fetches: string[] }
  | { kind: 'release'; id: number; session: number };

export type SessionReply =
  /** Sent once at start: whether onnxruntime-node loaded in this thread (and why not). */
  | { kind: 'loaded'; ok: true }
  | { kind: 'loaded'; ok: false; message: string }
  | { kind: 'created'; id: number; session: number; inputNames: string[]; outputNames: string[] }
  | { kind: 'result'; id: number; outputs: Record<string, WireTensor> }
  | { kind: 'released'; id: number }
  | { kind: 'error'; id: number; message: string };

const port = parentPort;
if (!port) throw new Error('native-session-worker: not started as a worker thread');
const post = (reply: SessionReply, transfer: ArrayBuffer[] = []): void => port.postMessage(reply, transfer);

const sessions = new Map<number, OrtSessionLike>();
let nextSession = 1;

async function handle(ort: OrtLike, request: SessionRequest): Promise<void> {
  if (request.kind === 'create' || request.kind === 'create-from-file') {
    const model = request.kind === 'create' ? request.model : await readFile(request.path);
    const session = await ort.InferenceSession.create(model, request.options);
    const id = nextSession++;
    sessions.set(id, session);
    post({ kind: 'created', id: request.id, session: id, inputNames: [...session.inputNames], outputNames: [...session.outputNames] });
    return;
  }
  const session = sessions.get(request.session);
  if (!session) throw new Error(`no session ${request.session} in the onnxruntime thread`);
  if (request.kind === 'release') {
    sessions.delete(request.session);
    await session.release();
    post({ kind: 'released', id: request.id });
    return;
  }
  const feeds: Record<string, OrtTensorLike> = {};
  for (const [name, t] of Object.entries(request.feeds)) {
    if (t.type !== 'int64' || !(t.data instanceof BigInt64Array)) throw new Error(`feed '${name}': only int64 inputs are forwarded`);
    feeds[name] = new ort.Tensor('int64', t.data, t.dims);
  }
  const out = await session.run(feeds, request.fetches);
  const outputs: Record<string, WireTensor> = {};
  const transfer: ArrayBuffer[] = [];
  for (const name of request.fetches) {
    const t = out[name];
    if (!t) continue;
    if (!(t.data instanceof Float32Array)) throw new Error(`output '${name}' is not float32`);
    // A copy the thread owns, handed over without another copy.
    const data = t.data.slice();
    outputs[name] = { type: 'float32', data, dims: [...t.dims] };
    transfer.push(data.buffer);
  }
  post({ kind: 'result', id: request.id, outputs }, transfer);
}

loadNativeOrt().then(
  (ort) => {
    post({ kind: 'loaded', ok: true });
    // One request at a time, in arrival order (a session is not re-entrant; the engine serialises runs anyway).
    let chain: Promise<void> = Promise.resolve();
    port.on('message', (request: SessionRequest) => {
      chain = chain.then(() =>
        handle(ort, request).catch((err: unknown) => post({ kind: 'error', id: request.id, message: err instanceof Error ? err.message : String(err) })),
      );
    });
  },
  // The reason only: the session thread's side wraps it in its own NativeRuntimeUnavailable.
  (err: unknown) => post({ kind: 'loaded', ok: false, message: err instanceof NativeRuntimeUnavailable ? err.reason : err instanceof Error ? err.message : String(err) }),
);

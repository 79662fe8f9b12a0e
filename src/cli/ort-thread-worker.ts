/**
 * The thread behind src/cli/ort-thread.ts: onnxruntime-web's WASM runtime, its sessions and their runs, off the CLI's
 * main thread. Protocol: the parent posts OrtRequest messages and gets one OrtReply per request id, in any order.
 *
 * workerData.preload names the span encoder's file and the options the engine will create it with: the session is
 * created at once, while the main thread is still loading its own modules and models. A later `create` with the
 * very same bytes and options gets that session; anything else gets a session of its own. Either way a session is
 * what `InferenceSession.create(bytes, options)` gives for those bytes, so results do not depend on the preload.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import * as ort from 'onnxruntime-web';
import { ORT_WASM_FILE, type OrtReply, type OrtRequest, type OrtThreadData, type SessionOptionsData, type TensorData } from './ort-thread-protocol.ts';

const port = parentPort;
if (!port) throw new Error('ort-thread-worker: not started as a worker thread');
const data = workerData as OrtThreadData;

// One WASM thread, as createNodeEngine sets it in-process. The runtime's bytes are handed over as an ArrayBuffer of
// their own: given only a path, onnxruntime-web reads the file and copies all 14 MB once more into a Uint8Array.
ort.env.wasm.numThreads = 1;
const wasmBinary = readFile(ORT_WASM_FILE).then((b) => (b.byteOffset === 0 && b.byteLength === b.buffer.byteLength ? b.buffer : b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength)));
wasmBinary.catch(() => undefined); // without it, onnxruntime-web reads the file itself (and reports a missing one)

const sessions = new Map<number, ort.InferenceSession>();
let nextSession = 1;

async function createSession(model: Uint8Array, options: SessionOptionsData): Promise<ort.InferenceSession> {
  if (ort.env.wasm.wasmBinary === undefined) {
    const bytes = await wasmBinary.catch(() => undefined);
    if (bytes && ort.env.wasm.wasmBinary === undefined) ort.env.wasm.wasmBinary = bytes;
  }
  return ort.InferenceSession.create(model, options);
}

/**
 * One run on a one-token row, its output dropped: V8 compiles the kernels a run needs on their first call, and this
 * thread may as well do that before the engine's first real run arrives. A session keeps no state between runs, so
 * later runs give what they would have given anyway. Only for the span encoder's inputs; any failure is ignored.
 */
async function warmUp(session: ort.InferenceSession): Promise<void> {
  if (!session.inputNames.includes('indices') || !session.inputNames.includes('values')) return;
  try {
    await session.run({ indices: new ort.Tensor('int64', new BigInt64Array(2), [1, 2]), values: new ort.Tensor('int64', BigInt64Array.of(10n), [1]) });
  } catch {
    // not the model we expected: its real runs will tell
  }
}

interface Preloaded {
  bytes: Uint8Array;
  options: string;
  session: Promise<ort.InferenceSession>;
}

let preloaded: Preloaded | undefined;
if (data.preload) {
  const { path, options } = data.preload;
  const bytes = readFile(path).then((b) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength));
  const session = bytes.then(async (b) => {
    const s = await createSession(b, options);
    await warmUp(s);
    return s;
  });
  // A failed preload is simply not used: the engine's own create reports its error.
  session.catch(() => undefined);
  void bytes.then(
    (b) => (preloaded = { bytes: b, options: JSON.stringify(options), session }),
    () => undefined,
  );
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false;
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(Buffer.from(b.buffer, b.byteOffset, b.byteLength));
}

/** The preloaded session when `model` and `options` are exactly what it was made from (used once), else a new one. */
async function sessionFor(model: Uint8Array, options: SessionOptionsData): Promise<ort.InferenceSession> {
  const p = preloaded;
  if (p && p.options === JSON.stringify(options) && sameBytes(p.bytes, model)) {
    preloaded = undefined;
    try {
      return await p.session;
    } catch {
      // fall through: create it again and report that error
    }
  }
  return createSession(model, options);
}

/** A tensor as plain data with a buffer of its own (transferable; never a view into the WASM heap). */
function tensorOut(t: ort.Tensor): TensorData {
  let data = t.data as TensorData['data'];
  if (!(data.buffer instanceof ArrayBuffer) || data.byteOffset !== 0 || data.byteLength !== data.buffer.byteLength) data = data.slice();
  return { type: t.type, data, dims: [...t.dims] };
}

async function handle(req: OrtRequest): Promise<{ reply: OrtReply; transfer: ArrayBuffer[] }> {
  switch (req.op) {
    case 'create': {
      const session = await sessionFor(req.model, req.options);
      const id = nextSession++;
      sessions.set(id, session);
      return { reply: { id: req.id, ok: true, session: id, inputNames: [...session.inputNames], outputNames: [...session.outputNames] }, transfer: [] };
    }
    case 'run': {
      const session = sessions.get(req.session);
      if (!session) throw new Error(`onnxruntime thread: no session ${req.session}`);
      const feeds: Record<string, ort.Tensor> = {};
      for (const [name, t] of Object.entries(req.feeds)) feeds[name] = new ort.Tensor(t.type as 'int64', t.data as BigInt64Array, t.dims);
      const results = await session.run(feeds, req.fetches);
      const outputs: Record<string, TensorData> = {};
      const transfer: ArrayBuffer[] = [];
      for (const [name, t] of Object.entries(results)) {
        const out = tensorOut(t);
        outputs[name] = out;
        const buf = out.data.buffer as ArrayBuffer;
        if (!transfer.includes(buf)) transfer.push(buf);
      }
      return { reply: { id: req.id, ok: true, outputs }, transfer };
    }
    case 'release': {
      const session = sessions.get(req.session);
      sessions.delete(req.session);
      await session?.release();
      return { reply: { id: req.id, ok: true }, transfer: [] };
    }
  }
}

port.on('message', (req: OrtRequest) => {
  handle(req).then(
    ({ reply, transfer }) => port.postMessage(reply, transfer),
    (err: unknown) => port.postMessage({ id: req.id, ok: false, message: err instanceof Error ? err.message : String(err) } satisfies OrtReply),
  );
});

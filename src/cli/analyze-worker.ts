/**
 * A worker thread of `promptveil analyze --jobs N`: its own engine, lines in, output lines back, one at a time in
 * the order they arrive. Protocol (src/cli/analyze-pool.ts): workerData = LineSettings; the parent posts
 * {type: 'native-turn'} (runtime native or auto: the thread may now load onnxruntime-node), {request, lineNo, line}
 * per line and {type: 'close'} after the last; the worker posts {type: 'ready'} once its engine is up (or
 * {type: 'fatal', message}), then {type: 'result', request, text} per line. Randomness: the CSPRNG of this thread, or with --seed the stream of
 * "seed|lineNo", which does not depend on the thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { analyzeLine, type LineSettings } from './analyze-line.ts';
import { createNodeEngine } from './node-engine.ts';
import { releaseNativeSessions } from './native-ort.ts';

export interface LineRequest {
  /** The pool's id for this request. */
  request: number;
  /** 1-based input line number: it picks the seeded stream. */
  lineNo: number;
  line: string;
}

/** Sent by the pool after the last line: release what must be released, then end the thread. */
export interface WorkerClose {
  type: 'close';
}

/**
 * Sent by the pool when this thread may load onnxruntime-node and create its sessions (runtime native or auto): the
 * threads take turns, each after the previous one is ready (src/cli/analyze-pool.ts).
 */
export interface WorkerNativeTurn {
  type: 'native-turn';
}

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'fatal'; message: string }
  | { type: 'result'; request: number; text: string | null }
  /** 'auto' runs on WASM here because onnxruntime-node cannot be loaded (the pool reports it once on stderr). */
  | { type: 'wasm-fallback'; reason: string };

const port = parentPort;
if (!port) throw new Error('analyze-worker: not started as a worker thread');
const settings = workerData as LineSettings;
const post = (reply: WorkerReply): void => port.postMessage(reply);

const native = settings.runtime !== 'wasm';
let turnGiven = false;
let giveTurn: () => void = () => undefined;
const nativeTurn = new Promise<void>((resolve) => (giveTurn = resolve));
const engine = createNodeEngine({
  preloadRewriter: settings.mode === 'dp' && settings.lm === undefined,
  runtime: settings.runtime,
  ...(native ? { nativeTurn } : {}),
  onWasmFallback: (reason) => post({ type: 'wasm-fallback', reason }),
});
// --lm: each thread loads its own copy of the LM (as it has its own engine).
const lmDir = settings.lm;
const lm = lmDir === undefined ? Promise.resolve(undefined) : import('./node-lm.ts').then((m) => m.createLmLineRewriter(lmDir));
Promise.all([engine, lm]).then(
  () => post({ type: 'ready' }),
  (err: unknown) => post({ type: 'fatal', message: err instanceof Error ? err.message : String(err) }),
);

// Lines are handled strictly one after another (the engine is not re-entrant), in arrival order. `close` (after the
// last line) releases the native sessions and closes the port, so the thread ends by itself: a thread terminated
// with a live onnxruntime-node session can abort the whole process (native-ort.ts releaseNativeSessions).
let chain: Promise<void> = Promise.resolve();
port.on('message', (request: LineRequest | WorkerClose | WorkerNativeTurn) => {
  if ('type' in request && request.type === 'native-turn') {
    turnGiven = true;
    giveTurn();
    return;
  }
  if ('type' in request) {
    chain = chain.then(async () => {
      // A thread still waiting for its turn never loaded onnxruntime-node: it just ends. Otherwise its engine (and
      // so its sessions) is awaited first, so that no session is created after the release.
      if (!native || turnGiven) {
        await engine.catch(() => undefined);
        await releaseNativeSessions();
      }
      port.close();
    });
    return;
  }
  chain = chain.then(async () => {
    const text = await analyzeLine(await engine, settings, request.line, request.lineNo, await lm);
    post({ type: 'result', request: request.request, text });
  });
});

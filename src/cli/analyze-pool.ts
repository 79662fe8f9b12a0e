/**
 * The worker threads of `promptveil analyze --jobs N`. Each worker has its own engine (src/cli/analyze-worker.ts).
 *
 * Workers start on demand: the first with the pool, another as soon as more lines are waiting or in flight than
 * there are workers (up to N), without waiting for the others to be ready — a one-message run loads one engine,
 * a large input starts all N at once. Lines wait in one queue and each worker is handed the next one only while it
 * has fewer than LINES_PER_WORKER in flight, so a worker never idles behind lines queued on another (a worker
 * that drew slow lines takes fewer). Each line's result comes back as a promise the caller awaits in input order.
 */
import { Worker } from 'node:worker_threads';
import type { LineSettings } from './analyze-line.ts';
import type { LineRequest, WorkerClose, WorkerNativeTurn, WorkerReply } from './analyze-worker.ts';

/**
 * Lines posted to one worker and not answered yet: one it is working on and one waiting in its port, so it goes
 * straight on to the next line while the main thread handles its last answer.
 */
export const LINES_PER_WORKER = 2;

/** The worker entry next to this module: analyze-worker.js in dist/cli/, analyze-worker.ts when run from source. */
function startWorker(settings: LineSettings): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  // A variable, not a literal: bundlers rewrite `new URL('literal', import.meta.url)` into an asset reference.
  const file = fromSource ? './analyze-worker.ts' : './analyze-worker.js';
  const url = new URL(file, import.meta.url);
  if (!fromSource) return new Worker(url, { workerData: settings });
  // From source only (tests, `tsx src/cli/...`; never the built CLI): register tsx, a dev dependency, in the worker
  // before importing the TypeScript entry.
  const loader = 'tsx/esm/api';
  const boot = `import(${JSON.stringify(loader)}).then((m) => { m.register(); return import(${JSON.stringify(url.href)}); });`;
  return new Worker(boot, { eval: true, workerData: settings });
}

interface Pending {
  resolve: (text: string | null) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  ready: boolean;
  /** Runtime native or auto: the pool has let this thread load onnxruntime-node. */
  turn: boolean;
  handled: number;
  /** Requests posted to this worker and not answered yet. */
  posted: Map<number, Pending>;
}

export class AnalyzePool {
  readonly #settings: LineSettings;
  readonly #maxWorkers: number;
  readonly #slots: Slot[] = [];
  /** Lines submitted and not yet posted to a worker, oldest first. */
  readonly #queue: { request: LineRequest; pending: Pending }[] = [];
  #failure: Error | undefined;
  #closing = false;
  #nextRequest = 0;
  /** Resolved when some worker becomes ready (or the pool fails). */
  #readyWaiters: (() => void)[] = [];
  readonly #onWasmFallback: (reason: string) => void;
  #fallbackReported = false;

  private constructor(settings: LineSettings, maxWorkers: number, onWasmFallback: (reason: string) => void) {
    this.#settings = settings;
    this.#maxWorkers = maxWorkers;
    this.#onWasmFallback = onWasmFallback;
  }

  /**
   * Starts the first worker (`eager`: all of them) and waits until it is ready (`eager`: all are); rejects with the
   * engine's error. With `wait: false` it returns at once: lines submitted meanwhile wait in the queue, and an
   * engine that fails to load rejects them.
   */
  static async start(
    settings: LineSettings,
    maxWorkers: number,
    options: { eager?: boolean; wait?: boolean; onWasmFallback?: (reason: string) => void } = {},
  ): Promise<AnalyzePool> {
    const pool = new AnalyzePool(settings, maxWorkers, options.onWasmFallback ?? (() => undefined));
    const count = options.eager ? maxWorkers : 1;
    for (let i = 0; i < count; i++) pool.#spawn();
    if (options.wait ?? true) await pool.#waitForReady(count);
    return pool;
  }

  /** Resolves once a worker is ready; rejects with the error that failed the pool. */
  ready(): Promise<void> {
    return this.#waitForReady(1);
  }

  /** Lines each worker has answered so far, in start order. */
  get linesPerWorker(): number[] {
    return this.#slots.map((s) => s.handled);
  }

  #spawn(): void {
    const slot: Slot = { worker: startWorker(this.#settings), ready: false, turn: false, handled: 0, posted: new Map() };
    this.#slots.push(slot);
    this.#passNativeTurn();
    slot.worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'ready') {
        slot.ready = true;
        this.#passNativeTurn();
        this.#wakeReadyWaiters();
        this.#dispatch();
      } else if (reply.type === 'wasm-fallback') {
        if (!this.#fallbackReported) this.#onWasmFallback(reply.reason);
        this.#fallbackReported = true;
      } else if (reply.type === 'fatal') {
        this.#fail(new Error(reply.message));
      } else {
        const p = slot.posted.get(reply.request);
        slot.posted.delete(reply.request);
        slot.handled++;
        this.#dispatch();
        p?.resolve(reply.text);
      }
    });
    slot.worker.on('error', (err) => this.#fail(err));
    slot.worker.on('exit', (code) => {
      if (!this.#closing) this.#fail(new Error(`a worker thread exited unexpectedly (code ${code})`));
    });
  }

  /**
   * Runtime native or auto: the threads load onnxruntime-node and create their sessions one at a time, the next once
   * the previous is ready. (With two threads doing so at once, a run under load once aborted the process: exit
   * status 134, 'terminate called after throwing', as the second thread started; docs/encoder.md.)
   */
  #passNativeTurn(): void {
    if (this.#settings.runtime === 'wasm' || this.#closing || this.#failure) return;
    if (this.#slots.some((s) => s.turn && !s.ready)) return;
    const next = this.#slots.find((s) => !s.turn);
    if (!next) return;
    next.turn = true;
    const turn: WorkerNativeTurn = { type: 'native-turn' };
    next.worker.postMessage(turn);
  }

  #wakeReadyWaiters(): void {
    const waiters = this.#readyWaiters;
    this.#readyWaiters = [];
    for (const w of waiters) w();
  }

  async #waitForReady(count: number): Promise<void> {
    while (this.#failure === undefined && this.#slots.filter((s) => s.ready).length < count) {
      await new Promise<void>((resolve) => this.#readyWaiters.push(resolve));
    }
    if (this.#failure) throw this.#failure;
  }

  /** Fail closed: every line in flight or queued is rejected, and so is every later submit. */
  #fail(err: Error): void {
    if (this.#failure !== undefined || this.#closing) return;
    this.#failure = err;
    for (const slot of this.#slots) {
      for (const p of slot.posted.values()) p.reject(err);
      slot.posted.clear();
    }
    for (const q of this.#queue.splice(0)) q.pending.reject(err);
    this.#wakeReadyWaiters();
  }

  /** Posts queued lines, oldest first, to ready workers with room, the least busy first. */
  #dispatch(): void {
    while (this.#queue.length > 0) {
      let best: Slot | undefined;
      for (const s of this.#slots) if (s.ready && s.posted.size < LINES_PER_WORKER && (!best || s.posted.size < best.posted.size)) best = s;
      if (!best) return;
      const { request, pending } = this.#queue.shift()!;
      best.posted.set(request.request, pending);
      best.worker.postMessage(request);
    }
  }

  /** The output for one line (null for a blank one). */
  submit(line: string, lineNo: number): Promise<string | null> {
    if (this.#failure) return Promise.reject(this.#failure);
    const request: LineRequest = { request: this.#nextRequest++, lineNo, line };
    const result = new Promise<string | null>((resolve, reject) => this.#queue.push({ request, pending: { resolve, reject } }));
    // More lines waiting or in flight than workers: start another, up to --jobs (it loads while the others work).
    let outstanding = this.#queue.length;
    for (const s of this.#slots) outstanding += s.posted.size;
    if (outstanding > this.#slots.length && this.#slots.length < this.#maxWorkers) this.#spawn();
    this.#dispatch();
    return result;
  }

  /**
   * Ends the threads: each releases its native sessions and ends by itself (terminating a thread that holds an
   * onnxruntime-node session can abort the process); one that has not ended within `graceMs` is terminated.
   */
  async close(graceMs = 10_000): Promise<void> {
    this.#closing = true;
    await Promise.all(
      this.#slots.map(async (s) => {
        // A thread that already ended has threadId -1.
        if (s.worker.threadId < 0) return;
        const ended = new Promise<void>((resolve) => s.worker.once('exit', () => resolve()));
        const close: WorkerClose = { type: 'close' };
        s.worker.postMessage(close);
        let timer: NodeJS.Timeout | undefined;
        const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), graceMs)));
        const outcome = await Promise.race([ended, late]);
        clearTimeout(timer);
        if (outcome === 'late') await s.worker.terminate();
      }),
    );
  }
}

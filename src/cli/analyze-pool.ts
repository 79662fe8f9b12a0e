/**
 * The worker threads of `promptveil analyze --jobs N`. Each worker has its own engine (src/cli/analyze-worker.ts).
 * Workers start lazily: the first at once, another only when every ready worker already has a line in flight, so a
 * one-message run loads one engine. A line goes to the ready worker with the fewest lines in flight; each line's
 * result comes back as a promise the caller awaits in input order.
 */
import { Worker } from 'node:worker_threads';
import type { LineSettings } from './analyze-line.ts';
import type { LineRequest, WorkerClose, WorkerReply } from './analyze-worker.ts';

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

interface Slot {
  worker: Worker;
  ready: boolean;
  inFlight: number;
  handled: number;
  pending: Map<number, { resolve: (text: string | null) => void; reject: (err: Error) => void }>;
}

export class AnalyzePool {
  readonly #settings: LineSettings;
  readonly #maxWorkers: number;
  readonly #slots: Slot[] = [];
  #failure: Error | undefined;
  #closing = false;
  #nextRequest = 0;
  /** Resolved when some worker becomes ready (or the pool fails). */
  #readyWaiters: (() => void)[] = [];

  private constructor(settings: LineSettings, maxWorkers: number) {
    this.#settings = settings;
    this.#maxWorkers = maxWorkers;
  }

  /**
   * Starts the first worker (`eager`: all of them) and waits until it is ready (`eager`: all are); rejects with the
   * engine's error.
   */
  static async start(settings: LineSettings, maxWorkers: number, options: { eager?: boolean } = {}): Promise<AnalyzePool> {
    const pool = new AnalyzePool(settings, maxWorkers);
    const count = options.eager ? maxWorkers : 1;
    for (let i = 0; i < count; i++) pool.#spawn();
    await pool.#waitForReady(count);
    return pool;
  }

  /** Lines each worker has answered so far, in start order. */
  get linesPerWorker(): number[] {
    return this.#slots.map((s) => s.handled);
  }

  #spawn(): void {
    const slot: Slot = { worker: startWorker(this.#settings), ready: false, inFlight: 0, handled: 0, pending: new Map() };
    this.#slots.push(slot);
    slot.worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'ready') {
        slot.ready = true;
        this.#wakeReadyWaiters();
      } else if (reply.type === 'fatal') {
        this.#fail(new Error(reply.message));
      } else {
        const p = slot.pending.get(reply.request);
        slot.pending.delete(reply.request);
        slot.inFlight--;
        slot.handled++;
        p?.resolve(reply.text);
      }
    });
    slot.worker.on('error', (err) => this.#fail(err));
    slot.worker.on('exit', (code) => {
      if (!this.#closing) this.#fail(new Error(`a worker thread exited unexpectedly (code ${code})`));
    });
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

  /** Fail closed: every line in flight is rejected, and so is every later submit. */
  #fail(err: Error): void {
    if (this.#failure !== undefined || this.#closing) return;
    this.#failure = err;
    for (const slot of this.#slots) {
      for (const p of slot.pending.values()) p.reject(err);
      slot.pending.clear();
    }
    this.#wakeReadyWaiters();
  }

  /** The output for one line (null for a blank one). */
  submit(line: string, lineNo: number): Promise<string | null> {
    if (this.#failure) return Promise.reject(this.#failure);
    const ready = this.#slots.filter((s) => s.ready);
    let slot = ready[0]!;
    for (const s of ready) if (s.inFlight < slot.inFlight) slot = s;
    // Every ready worker is busy and none is still starting: start another, up to --jobs.
    if (slot.inFlight > 0 && this.#slots.length < this.#maxWorkers && this.#slots.every((s) => s.ready)) this.#spawn();
    slot.inFlight++;
    const request: LineRequest = { request: this.#nextRequest++, lineNo, line };
    return new Promise<string | null>((resolve, reject) => {
      slot.pending.set(request.request, { resolve, reject });
      slot.worker.postMessage(request);
    });
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

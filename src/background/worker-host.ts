/**
 * Runs the engine worker directly from the background context — Firefox's MV3 background is an event page, which
 * (unlike Chromium's service worker) can start a Worker, and Firefox has no offscreen API. Behaves like the offscreen
 * document does on Chromium (src/offscreen/offscreen.ts): the worker starts on the first request and stays warm; a
 * crash fails every pending request (the caller fails closed) and the next request starts a fresh worker; a request
 * that outlives its deadline is answered with an error and its late reply is dropped.
 */
import type { EngineReply, EngineRequest } from '../protocol/engine.ts';
import type { FromWorker, ToWorker } from '../protocol/offscreen.ts';
import type { ExecutionProviderPreference } from '../engine/encoder/execution-providers.ts';

/** The part of `Worker` the host uses, so tests can drive it with a fake. */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  terminate(): void;
  onmessage: ((ev: MessageEvent<FromWorker>) => void) | null;
  onerror: ((ev: ErrorEvent) => void) | null;
}

export class WorkerEngineHost {
  private worker: WorkerLike | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, (reply: EngineReply) => void>();
  private progress = 0;
  private stage = 'idle';

  /**
   * @param spawn starts the engine worker (a module worker built from src/offscreen/worker.ts)
   * @param baseUrl the extension root URL the worker fetches models from (extension APIs do not exist in a worker)
   * @param executionProvider the user's execution-provider choice, read when a worker starts (absent: 'auto')
   */
  constructor(
    private readonly spawn: () => WorkerLike,
    private readonly baseUrl: () => string,
    private readonly executionProvider: () => ExecutionProviderPreference | undefined = () => undefined,
  ) {}

  /** Starts the worker, which starts loading the models at once (warm-up ahead of the first message). */
  start(): void {
    try {
      this.getWorker();
    } catch {
      // Reported by the first request, which tries again.
    }
  }

  running(): boolean {
    return this.worker !== null;
  }

  /** Sends one request; always resolves, with an error reply after `timeoutMs` so callers can fail closed. */
  call(request: EngineRequest, timeoutMs: number): Promise<EngineReply> {
    // Same answer as the offscreen document: asking for status must not start a model load, and while the models
    // load the worker answers nothing, so the cached progress is the answer.
    if (request.kind === 'status' && !this.worker) {
      return Promise.resolve({ ok: true, result: { kind: 'status', state: 'loading', progress: this.progress, backend: 'none' } });
    }
    if (request.kind === 'status' && this.progress < 1 && this.stage !== 'failed') {
      return Promise.resolve({
        ok: true,
        result: { kind: 'status', state: 'loading', progress: this.progress, backend: 'none', stage: this.stage },
      });
    }
    return new Promise((resolve) => {
      const id = this.nextId++;
      const timer = setTimeout(() => {
        if (this.pending.delete(id)) resolve({ ok: false, error: `engine did not answer within ${timeoutMs} ms` });
      }, timeoutMs);
      this.pending.set(id, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      try {
        this.getWorker().postMessage({ id, request });
      } catch (err) {
        this.settle(id, { ok: false, error: `engine unavailable: ${err instanceof Error ? err.message : String(err)}` });
      }
    });
  }

  /** Stops the worker (pending requests fail); the next request starts a new one. */
  dispose(reason = 'engine stopped'): void {
    this.worker?.terminate();
    this.worker = null;
    this.progress = 0;
    this.stage = 'idle';
    this.failAll(reason);
  }

  private settle(id: number, reply: EngineReply): void {
    const done = this.pending.get(id);
    if (!done) return;
    this.pending.delete(id);
    done(reply);
  }

  private failAll(error: string): void {
    const waiting = [...this.pending.values()];
    this.pending.clear();
    for (const done of waiting) done({ ok: false, error });
  }

  private getWorker(): WorkerLike {
    if (this.worker) return this.worker;
    const w = this.spawn();
    w.onmessage = (ev) => {
      const data = ev.data;
      if ('progress' in data) {
        this.progress = data.progress;
        this.stage = data.stage;
        return;
      }
      this.settle(data.id, data.reply);
    };
    w.onerror = (ev) => {
      ev.preventDefault();
      w.terminate();
      if (this.worker === w) this.worker = null;
      this.progress = 0;
      this.stage = 'crashed';
      this.failAll(`engine worker crashed: ${ev.message || 'unknown error'}`);
    };
    const executionProvider = this.executionProvider();
    w.postMessage({ id: 0, init: { baseUrl: this.baseUrl(), ...(executionProvider ? { executionProvider } : {}) } });
    this.progress = 0;
    this.stage = 'starting';
    this.worker = w;
    return w;
  }
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EngineReply } from '../protocol/engine.ts';
import type { FromWorker, ToWorker } from '../protocol/offscreen.ts';
import { WorkerEngineHost, type WorkerLike } from './worker-host.ts';

/** A worker double: records what it was sent; the test answers, crashes it, or stays silent. */
class FakeWorker implements WorkerLike {
  readonly sent: ToWorker[] = [];
  terminated = false;
  onmessage: ((ev: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((ev: ErrorEvent) => void) | null = null;
  postMessage(message: ToWorker): void {
    this.sent.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(msg: FromWorker): void {
    this.onmessage?.({ data: msg } as MessageEvent<FromWorker>);
  }
  crash(message: string): void {
    this.onerror?.({ message, preventDefault: () => undefined } as ErrorEvent);
  }
  lastRequestId(): number {
    const last = this.sent.at(-1);
    if (!last || !('request' in last)) throw new Error('no request sent');
    return last.id;
  }
}

const STATUS_READY: EngineReply = { ok: true, result: { kind: 'status', state: 'ready', progress: 1, backend: 'wasm' } };
const analyze = { kind: 'analyze' as const, text: 'hello', alwaysPrivate: [], neverPrivate: [] };

function setup(): { host: WorkerEngineHost; workers: FakeWorker[] } {
  const workers: FakeWorker[] = [];
  const host = new WorkerEngineHost(
    () => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    },
    () => 'moz-extension://test/',
  );
  return { host, workers };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('WorkerEngineHost (Firefox: the background page runs the engine worker)', () => {
  it('answers status without starting the worker, so a status poll never loads the model', async () => {
    const { host, workers } = setup();
    await expect(host.call({ kind: 'status' }, 1000)).resolves.toEqual({
      ok: true,
      result: { kind: 'status', state: 'loading', progress: 0, backend: 'none' },
    });
    expect(workers).toHaveLength(0);
  });

  it('starts one worker lazily, initialises it with the extension URL, and routes replies by id', async () => {
    const { host, workers } = setup();
    const a = host.call(analyze, 1000);
    const b = host.call({ ...analyze, text: 'again' }, 1000);
    expect(workers).toHaveLength(1);
    const w = workers[0]!;
    expect(w.sent[0]).toEqual({ id: 0, init: { baseUrl: 'moz-extension://test/' } });
    const [first, second] = w.sent.slice(1) as { id: number }[];
    w.reply({ id: 0, progress: 0.5, stage: 'model' });
    // While loading, status comes from the cached progress (the worker answers nothing until it is ready).
    await expect(host.call({ kind: 'status' }, 1000)).resolves.toEqual({
      ok: true,
      result: { kind: 'status', state: 'loading', progress: 0.5, backend: 'none', stage: 'model' },
    });
    w.reply({ id: second!.id, reply: STATUS_READY });
    w.reply({ id: first!.id, reply: { ok: false, error: 'x' } });
    await expect(b).resolves.toEqual(STATUS_READY);
    await expect(a).resolves.toEqual({ ok: false, error: 'x' });
  });

  it('fails closed on a crash: pending requests get an error and the next request starts a fresh worker', async () => {
    const { host, workers } = setup();
    const pending = host.call(analyze, 1000);
    workers[0]!.crash('out of memory');
    await expect(pending).resolves.toEqual({ ok: false, error: 'engine worker crashed: out of memory' });
    expect(workers[0]!.terminated).toBe(true);
    const next = host.call(analyze, 1000);
    expect(workers).toHaveLength(2);
    workers[1]!.reply({ id: workers[1]!.lastRequestId(), reply: STATUS_READY });
    await expect(next).resolves.toEqual(STATUS_READY);
  });

  it('answers with an error at the deadline and drops the late reply', async () => {
    vi.useFakeTimers();
    const { host, workers } = setup();
    const pending = host.call(analyze, 500);
    const id = workers[0]!.lastRequestId();
    await vi.advanceTimersByTimeAsync(500);
    await expect(pending).resolves.toEqual({ ok: false, error: 'engine did not answer within 500 ms' });
    expect(() => workers[0]!.reply({ id, reply: STATUS_READY })).not.toThrow();
  });

  it('fails a request when the worker cannot be started', async () => {
    const host = new WorkerEngineHost(
      () => {
        throw new Error('module workers unavailable');
      },
      () => 'moz-extension://test/',
    );
    await expect(host.call(analyze, 1000)).resolves.toEqual({ ok: false, error: 'engine unavailable: module workers unavailable' });
  });
});

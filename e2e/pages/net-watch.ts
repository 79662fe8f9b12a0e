/**
 * Records every network request of every browser target — pages, the extension's service worker, its offscreen
 * document and the dedicated engine worker inside it — over a second DevTools connection (Chromium started with
 * --remote-debugging-port next to Playwright's pipe). Browser-level auto-attach (flatten) reaches every top-level
 * target; each attached session auto-attaches its own children (workers), and each target is paused on start until
 * Network is enabled, so its first request is seen too.
 */
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

/** The part of the `ws` package used here (it ships without types in this repo). */
interface Socket {
  on(event: 'message', cb: (data: Buffer) => void): void;
  on(event: 'open' | 'close', cb: () => void): void;
  on(event: 'error', cb: (err: Error) => void): void;
  send(data: string): void;
  close(): void;
}
type SocketCtor = new (url: string, opts?: { perMessageDeflate?: boolean; maxPayload?: number }) => Socket;

export interface SeenRequest {
  url: string;
  method: string;
  /** The target that made it: type (page, service_worker, worker, other…) and its URL at the time. */
  targetType: string;
  targetUrl: string;
  /** The document (or worker script) that made it, as DevTools reports it. */
  documentUrl: string;
}

interface Target {
  type: string;
  url: string;
}

/** A free TCP port for --remote-debugging-port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export class NetWatch {
  readonly requests: SeenRequest[] = [];
  /** Every target attached so far, by target id. */
  readonly targets = new Map<string, Target>();
  private readonly sessions = new Map<string, string>();
  private nextId = 1;
  private readonly waiting = new Map<number, { ok: (v: unknown) => void; fail: (e: Error) => void }>();

  private constructor(private readonly socket: Socket) {
    socket.on('message', (data) => this.onMessage(data.toString('utf8')));
  }

  static async start(port: number): Promise<NetWatch> {
    const version = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as { webSocketDebuggerUrl: string };
    const WebSocket = createRequire(import.meta.url)('ws') as SocketCtor;
    const socket = new WebSocket(version.webSocketDebuggerUrl, { perMessageDeflate: false, maxPayload: 256 * 1024 * 1024 });
    await new Promise<void>((ok, fail) => {
      socket.on('open', ok);
      socket.on('error', fail);
    });
    const watch = new NetWatch(socket);
    await watch.send('Target.setDiscoverTargets', { discover: true });
    await watch.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true });
    return watch;
  }

  close(): void {
    this.socket.close();
  }

  private send(method: string, params: object = {}, sessionId?: string): Promise<unknown> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    return new Promise((ok, fail) => this.waiting.set(id, { ok, fail }));
  }

  private onMessage(raw: string): void {
    const msg = JSON.parse(raw) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
      method?: string;
      params?: Record<string, unknown>;
      sessionId?: string;
    };
    if (msg.id !== undefined) {
      const w = this.waiting.get(msg.id);
      this.waiting.delete(msg.id);
      if (msg.error) w?.fail(new Error(msg.error.message));
      else w?.ok(msg.result);
      return;
    }
    const params = msg.params ?? {};
    if (msg.method === 'Target.attachedToTarget') {
      const sessionId = params.sessionId as string;
      const info = params.targetInfo as { type: string; url: string; targetId: string };
      this.sessions.set(sessionId, info.targetId);
      this.targets.set(info.targetId, { type: info.type, url: info.url });
      void this.prepare(sessionId, params.waitingForDebugger === true);
    } else if (msg.method === 'Target.detachedFromTarget') {
      this.sessions.delete(params.sessionId as string);
    } else if (msg.method === 'Target.targetInfoChanged') {
      const info = params.targetInfo as { type: string; url: string; targetId: string };
      const known = this.targets.get(info.targetId);
      if (known) known.url = info.url;
    } else if (msg.method === 'Network.requestWillBeSent' && msg.sessionId) {
      const target = this.targets.get(this.sessions.get(msg.sessionId) ?? '') ?? { type: 'unknown', url: '' };
      const request = params.request as { url: string; method: string };
      this.requests.push({
        url: request.url,
        method: request.method,
        targetType: target.type,
        targetUrl: target.url,
        documentUrl: typeof params.documentURL === 'string' ? params.documentURL : '',
      });
    }
  }

  /**
   * Evaluates `expression` in the newest attached target whose URL passes `match` (e.g. the engine worker, which
   * Playwright cannot reach) and returns its value.
   */
  async evaluate(match: (url: string, type: string) => boolean, expression: string): Promise<unknown> {
    const live = [...this.sessions].filter(([, targetId]) => {
      const t = this.targets.get(targetId);
      return t !== undefined && match(t.url, t.type);
    });
    const newest = live.at(-1);
    if (!newest) throw new Error('no attached target matches');
    const reply = (await this.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, newest[0])) as {
      result?: { value?: unknown };
      exceptionDetails?: { text?: string };
    };
    if (reply.exceptionDetails) throw new Error(reply.exceptionDetails.text ?? 'evaluation failed');
    return reply.result?.value;
  }

  /** Network on, children auto-attached (paused on start like this one), then let the target run. */
  private async prepare(sessionId: string, paused: boolean): Promise<void> {
    // A target can go away between attach and these calls (a closed tab); that is not a failure of the watch.
    await this.send('Network.enable', {}, sessionId).catch(() => undefined);
    await this.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true }, sessionId).catch(
      () => undefined,
    );
    if (paused) await this.send('Runtime.runIfWaitingForDebugger', {}, sessionId).catch(() => undefined);
  }
}

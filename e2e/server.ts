/**
 * Local HTTPS server that plays every chat site: the browser maps the real host names (chat.deepseek.com, …) to
 * 127.0.0.1, so the extension's real manifest match patterns apply. Each replica page POSTs what it "sends" to
 * /api/send, and the server records every body it receives — the e2e tests assert on what actually left the page.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { resolve } from 'node:path';

export interface Received {
  host: string;
  path: string;
  body: string;
}

export interface ReplicaServer {
  port: number;
  received: Received[];
  /**
   * Every request the network guard stopped on a replica page (what its `promptveil:guard-blocked` event says:
   * channel, target, index — never message text), reported by the watcher the server adds to each replica page.
   */
  guardBlocks: { host: string; detail: string }[];
  /** Every request the server saw (method, host, path), to check that nothing else called home. */
  requests: { method: string; host: string; path: string }[];
  close(): Promise<void>;
}

const OUT = resolve(import.meta.dirname, '.out');
const SITES = resolve(import.meta.dirname, 'sites');
/** The replica editors bundled by e2e/replicas/build.ts (the e2e project's global setup). */
const BUNDLES = resolve(OUT, 'replicas');
const BUNDLE = /^\/replica\/(prosemirror|quill|lexical|react)\.js$/;

/**
 * Added to every replica page: reports each request the guard stopped to the server (sendBeacon, whose body carries
 * no message text, so the guard lets it through), so a harness can fail a suite in which the guard blocked anything
 * it should not have.
 */
const GUARD_WATCH_PATH = '/__e2e/guard-watch.js';
const GUARD_REPORT_PATH = '/__e2e/guard-blocked';
const GUARD_WATCH = `window.addEventListener('promptveil:guard-blocked', (ev) => {
  navigator.sendBeacon('${GUARD_REPORT_PATH}', new Blob([String(ev.detail)], { type: 'text/plain' }));
});`;

/** The replica page as served: its file with the guard watcher as the first script of its head. */
function replicaPage(file: string): string {
  const html = readFileSync(resolve(SITES, `${file}.html`), 'utf8');
  const tag = `<script src="${GUARD_WATCH_PATH}"></script>`;
  const at = html.indexOf('<head>');
  if (at < 0) throw new Error(`e2e/sites/${file}.html has no <head>`);
  return `${html.slice(0, at + 6)}\n    ${tag}${html.slice(at + 6)}`;
}

/** Host name → replica file (e2e/sites/<file>.html). */
export const REPLICAS: Record<string, string> = {
  'chatgpt.com': 'chatgpt-com',
  'claude.ai': 'claude-ai',
  'gemini.google.com': 'gemini-google-com',
  'copilot.microsoft.com': 'copilot-microsoft-com',
  'www.perplexity.ai': 'www-perplexity-ai',
  'chat.deepseek.com': 'chat-deepseek-com',
  'chat.mistral.ai': 'chat-mistral-ai',
  'poe.com': 'poe-com',
  // No adapter: a site the user adds on the options page (generic adapter, optional host permission).
  'chat.example.org': 'chat-example-org',
};

function certificate(): { key: Buffer; cert: Buffer } {
  mkdirSync(OUT, { recursive: true });
  const key = resolve(OUT, 'key.pem');
  const cert = resolve(OUT, 'cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '2',
        '-subj',
        '/CN=promptveil-e2e',
      ],
      {
        stdio: 'ignore',
      },
    );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * `guardBlocksExpected`: only the guard's own tests expect it to stop anything. Elsewhere a stopped request is a false
 * block, and `close()` rejects with what was stopped (so the suite's afterAll fails).
 */
export async function startReplicaServer(opts: { guardBlocksExpected?: boolean } = {}): Promise<ReplicaServer> {
  const received: Received[] = [];
  const guardBlocks: ReplicaServer['guardBlocks'] = [];
  const requests: ReplicaServer['requests'] = [];
  const server: Server = createServer(certificate(), (req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    // The e2e guard watcher's own requests are test plumbing, not the page's traffic.
    if (!path.startsWith('/__e2e/')) requests.push({ method: req.method ?? 'GET', host, path });
    // /api/send: a message; /api/draft: a replica's draft autosave (e2e/guard tests). Both recorded.
    if (req.method === 'POST' && (path === '/api/send' || path === '/api/draft')) {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ host, path, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      });
      return;
    }
    if (req.method === 'POST' && path === GUARD_REPORT_PATH) {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        guardBlocks.push({ host, detail: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(204).end();
      });
      return;
    }
    if (req.method === 'GET' && path === GUARD_WATCH_PATH && host in REPLICAS) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(GUARD_WATCH);
      return;
    }
    if (req.method === 'GET' && path === '/api/draft') {
      received.push({ host, path: `${path}?${(req.url ?? '').split('?')[1] ?? ''}`, body: '' });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    const bundle = BUNDLE.exec(path);
    if (req.method === 'GET' && bundle && host in REPLICAS) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'max-age=600' });
      res.end(readFileSync(resolve(BUNDLES, `${bundle[1] ?? ''}.js`)));
      return;
    }
    const file = REPLICAS[host];
    if (req.method === 'GET' && file && (path === '/' || path.startsWith('/c/'))) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(replicaPage(file));
      return;
    }
    res.writeHead(404).end();
  });
  // A minimal WebSocket endpoint (/ws): every text frame a page sends is recorded like a POST body.
  server.on('upgrade', (req, socket: Socket) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const key = req.headers['sec-websocket-key'];
    requests.push({ method: 'WS', host, path: req.url ?? '/' });
    if (typeof key !== 'string') return socket.destroy();
    const accept = createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
    );
    let buf = Buffer.alloc(0);
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      buf = Buffer.concat([buf, chunk]);
      for (;;) {
        if (buf.length < 2) return;
        const opcode = (buf[0] ?? 0) & 0x0f;
        let len = (buf[1] ?? 0) & 0x7f;
        let off = 2;
        if (len === 126) {
          if (buf.length < 4) return;
          len = buf.readUInt16BE(2);
          off = 4;
        } else if (len === 127) {
          if (buf.length < 10) return;
          len = Number(buf.readBigUInt64BE(2));
          off = 10;
        }
        // Client frames are masked.
        if (buf.length < off + 4 + len) return;
        const mask = buf.subarray(off, off + 4);
        const payload = Buffer.from(buf.subarray(off + 4, off + 4 + len));
        for (let i = 0; i < payload.length; i++) payload[i] = (payload[i] ?? 0) ^ (mask[i % 4] ?? 0);
        buf = buf.subarray(off + 4 + len);
        if (opcode === 0x8) return socket.end();
        if (opcode === 0x1 || opcode === 0x2) received.push({ host, path: '/ws', body: payload.toString('utf8') });
      }
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    received,
    guardBlocks,
    requests,
    close: async () => {
      await new Promise<void>((ok) => server.close(() => ok()));
      if (!opts.guardBlocksExpected && guardBlocks.length > 0)
        throw new Error(
          `the network guard stopped ${guardBlocks.length} request(s) in a suite that expects none: ${JSON.stringify(guardBlocks)}`,
        );
    },
  };
}

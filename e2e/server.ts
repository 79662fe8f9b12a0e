/**
 * Local HTTPS server that plays every chat site: the browser maps the real host names (chat.deepseek.com, …) to
 * 127.0.0.1, so the extension's real manifest match patterns apply. Each replica page POSTs what it "sends" to
 * /api/send, and the server records every body it receives — the e2e tests assert on what actually left the page.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

export interface Received {
  host: string;
  path: string;
  body: string;
}

export interface ReplicaServer {
  port: number;
  received: Received[];
  /** Every request the server saw (method, host, path), to check that nothing else called home. */
  requests: { method: string; host: string; path: string }[];
  close(): Promise<void>;
}

const OUT = resolve(import.meta.dirname, '.out');
const SITES = resolve(import.meta.dirname, 'sites');
/** The replica editors bundled by e2e/replicas/build.ts (the e2e project's global setup). */
const BUNDLES = resolve(OUT, 'replicas');
const BUNDLE = /^\/replica\/(prosemirror|quill|lexical|react)\.js$/;

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
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=promptveil-e2e'], {
      stdio: 'ignore',
    });
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

export async function startReplicaServer(): Promise<ReplicaServer> {
  const received: Received[] = [];
  const requests: ReplicaServer['requests'] = [];
  const server: Server = createServer(certificate(), (req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    requests.push({ method: req.method ?? 'GET', host, path });
    if (req.method === 'POST' && path === '/api/send') {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({ host, path, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"ok":true}');
      });
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
      res.end(readFileSync(resolve(SITES, `${file}.html`)));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    received,
    requests,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

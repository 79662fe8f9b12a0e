/**
 * Firefox ESR harness: launches Debian's firefox-esr through puppeteer-core over WebDriver BiDi, installs the built
 * Firefox extension (dist/firefox) as a temporary add-on (BiDi `webExtension.install`), and routes the chat sites'
 * host names to the local replica server.
 *
 * Firefox has no --host-resolver-rules, so every HTTP(S) request goes through a tiny CONNECT proxy started here: it
 * tunnels the replica host names to the replica server and refuses everything else (and records what it refused, so
 * a test can check that nothing else called out). The replica certificate is self-signed; the BiDi session accepts
 * it (acceptInsecureCerts).
 *
 * Not covered here: the popup and options pages. Firefox's BiDi refuses to navigate a tab to moz-extension://
 * ("not allowed in this context"), and they are the same code as on Chromium, where e2e/ui tests drive them.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { REPLICAS, startReplicaServer, type ReplicaServer } from '../server.ts';

export const FIREFOX_EXTENSION_DIR = resolve(import.meta.dirname, '../../dist/firefox');
export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Why the Firefox suite cannot run here, or null when it can (CI installs firefox-esr; a developer may not have it). */
export function firefoxUnavailable(): string | null {
  if (!existsSync(FIREFOX))
    return `${FIREFOX} not found — install it with: apt-get install -y firefox-esr (or set FIREFOX_PATH)`;
  if (!existsSync(join(FIREFOX_EXTENSION_DIR, 'manifest.json'))) return 'dist/firefox is not built — run npm run build';
  return null;
}

export interface TunnelProxy {
  port: number;
  /** host:port targets the proxy refused (anything that is not a replica). */
  refused: string[];
  close(): Promise<void>;
}

/** HTTP proxy that only knows CONNECT, and only to the replica hosts (tunnelled to the local replica server). */
export async function startTunnelProxy(replicaPort: number): Promise<TunnelProxy> {
  const refused: string[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    // Plain-HTTP requests through the proxy: the chat sites are HTTPS-only, so nothing legitimate arrives here.
    refused.push(req.url ?? '');
    res.writeHead(403).end();
  });
  server.on('connect', (req, client: Socket, head: Buffer) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    const target = req.url ?? '';
    const host = target.replace(/:\d+$/, '');
    if (!(host in REPLICAS) || !target.endsWith(':443')) {
      refused.push(target);
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const upstream = connect(replicaPort, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return {
    port: (server.address() as AddressInfo).port,
    refused,
    close: () =>
      new Promise<void>((ok) => {
        for (const s of sockets) s.destroy();
        server.close(() => ok());
      }),
  };
}

export interface FirefoxHarness {
  browser: Browser;
  extensionId: string;
  server: ReplicaServer;
  proxy: TunnelProxy;
  close(): Promise<void>;
}

/** Unless `guardBlocksExpected`, `close()` fails when the network guard stopped any request (a false block). */
export async function launchFirefoxExtension(opts: { guardBlocksExpected?: boolean } = {}): Promise<FirefoxHarness> {
  const server = await startReplicaServer({ guardBlocksExpected: opts.guardBlocksExpected });
  const proxy = await startTunnelProxy(server.port);
  const profileDir = mkdtempSync(join(tmpdir(), 'pv-ff-e2e-'));
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      acceptInsecureCerts: true,
      userDataDir: profileDir,
      extraPrefsFirefox: {
        // Every request goes through the tunnel proxy, localhost included (no silent direct connections).
        'network.proxy.type': 1,
        'network.proxy.http': '127.0.0.1',
        'network.proxy.http_port': proxy.port,
        'network.proxy.ssl': '127.0.0.1',
        'network.proxy.ssl_port': proxy.port,
        'network.proxy.no_proxies_on': '',
        'network.proxy.allow_hijacking_localhost': true,
        'network.dns.disableIPv6': true,
        // Temporary add-ons are unsigned; ESR honours this pref.
        'xpinstall.signatures.required': false,
        // MV3 host permissions are granted at install time (the default since Firefox 127; stated, not assumed).
        'extensions.originControls.grantByDefault': true,
        'browser.shell.checkDefaultBrowser': false,
        'datareporting.policy.dataSubmissionEnabled': false,
        // Firefox's own captive-portal and connectivity probes (http://detectportal.firefox.com/canonical.html): the
        // browser's traffic, not the page's or the extension's, and it would make the "nothing else contacted" check
        // depend on when Firefox happens to probe.
        'network.captive-portal-service.enabled': false,
        'network.connectivity-service.enabled': false,
      },
    });
    const extensionId = await browser.installExtension(FIREFOX_EXTENSION_DIR);
    const b = browser;
    return {
      browser: b,
      extensionId,
      server,
      proxy,
      close: async () => {
        await b.close();
        await proxy.close();
        try {
          await server.close();
        } finally {
          rmSync(profileDir, { recursive: true, force: true });
        }
      },
    };
  } catch (err) {
    await browser?.close();
    await proxy.close();
    await server.close().catch(() => undefined);
    rmSync(profileDir, { recursive: true, force: true });
    throw err;
  }
}

/** Opens a replica chat site in a new tab and waits for its composer. */
export async function openChat(browser: Browser, host: string, composerSelector: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`https://${host}/`, { waitUntil: 'load' });
  await page.waitForSelector(composerSelector);
  return page;
}

/**
 * Launches Debian's Chromium with the built extension (dist/chrome), finds the extension id from its service
 * worker, and maps the chat sites' host names to the local replica server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Worker } from 'playwright-core';
import { REPLICAS, startReplicaServer, type ReplicaServer } from './server.ts';

/** PV_EXTENSION_DIR runs the suite against another build (e.g. one made outside a shared checkout's dist/). */
export const EXTENSION_DIR = resolve(process.env.PV_EXTENSION_DIR ?? resolve(import.meta.dirname, '../dist/chrome'));
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface ExtensionHarness {
  context: BrowserContext;
  extensionId: string;
  serviceWorker: Worker;
  server: ReplicaServer;
  close(): Promise<void>;
}

/**
 * `extensionDir` loads another unpacked copy of the extension instead of EXTENSION_DIR (the hardening suite uses it
 * for copies with a missing or corrupt model file). Unless `guardBlocksExpected`, `close()` fails when the network
 * guard stopped any request on a replica page (a false block).
 */
export async function launchExtension(
  opts: { extraArgs?: string[]; extensionDir?: string; guardBlocksExpected?: boolean } = {},
): Promise<ExtensionHarness> {
  const extensionDir = opts.extensionDir ?? EXTENSION_DIR;
  const server = await startReplicaServer({ guardBlocksExpected: opts.guardBlocksExpected });
  const userDataDir = mkdtempSync(join(tmpdir(), 'pv-e2e-'));
  const rules = Object.keys(REPLICAS)
    .map((host) => `MAP ${host}:443 127.0.0.1:${server.port}`)
    .join(',');
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: false,
    args: [
      '--headless=new',
      '--no-sandbox',
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      `--host-resolver-rules=${rules}`,
      '--ignore-certificate-errors',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      ...(opts.extraArgs ?? []),
    ],
  });
  const serviceWorker =
    context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker', { timeout: 30_000 }));
  const extensionId = new URL(serviceWorker.url()).host;
  return {
    context,
    extensionId,
    serviceWorker,
    server,
    close: async () => {
      await context.close();
      try {
        await server.close();
      } finally {
        rmSync(userDataDir, { recursive: true, force: true });
      }
    },
  };
}

/** Shared steps of the content-script e2e suites. */
import type { ExtensionHarness } from './fixtures.ts';
import type { Received } from './server.ts';

export const SECRETS = {
  email: 'maria.lopez@example.org',
  phone: '+1 415 555 0132',
  card: '4111 1111 1111 1111',
} as const;

/** A message with three identifiers the recognizers must find. */
export const SENSITIVE_MESSAGE = `Please email ${SECRETS.email} or call ${SECRETS.phone} about card ${SECRETS.card}`;
/** Nothing private in it: it must go straight through. */
export const PLAIN_LINES = ['Write a haiku', 'about autumn leaves'] as const;

/** What the replica server received from `host` (each replica POSTs {"text": …}). */
export function sentFrom(h: ExtensionHarness, host: string): Received[] {
  return h.server.received.filter((r) => r.host === host);
}

export function textOf(r: Received | undefined): string {
  if (!r) throw new Error('nothing received');
  const body = JSON.parse(r.body) as { text?: unknown };
  if (typeof body.text !== 'string') throw new Error('replica sent no text');
  return body.text;
}

/**
 * Sets or clears the test-only engine fault flag (src/background/offscreen-host.ts) through the service worker. The
 * worker may have been restarted since launch, so the current one is looked up each time.
 */
export async function setEngineFault(h: ExtensionHarness, on: boolean): Promise<void> {
  const worker =
    h.context.serviceWorkers().find((w) => w.url().startsWith(`chrome-extension://${h.extensionId}/`)) ??
    h.serviceWorker;
  await worker.evaluate(async (enable: boolean) => {
    if (enable) await chrome.storage.local.set({ 'pv-test-fault': 'error' });
    else await chrome.storage.local.remove('pv-test-fault');
  }, on);
}

export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : ((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2;
}

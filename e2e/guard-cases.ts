import { expect } from 'vitest';

/**
 * The network guard's seeded bypass cases, shared by the Chromium and Firefox guard tests: the ChatGPT replica's
 * unintercepted channels (`window.replicaDraft(channel)` in e2e/sites/chatgpt-com.html) and what each looks like when
 * the guard stops it.
 */
export const CHANNELS = [
  'fetch',
  'fetchEscaped',
  'fetchUpper',
  'get',
  'xhr',
  'beacon',
  'blobBeacon',
  'ws',
  'form',
] as const;
export type Channel = (typeof CHANNELS)[number];

/** What a blocked channel's call returns in the page (fetch rejects, XHR errors, sendBeacon returns false). */
export const BLOCKED_RESULT: Partial<Record<Channel, unknown>> = {
  fetch: 'failed',
  fetchEscaped: 'failed',
  fetchUpper: 'failed',
  get: 'failed',
  xhr: 'failed',
  beacon: false,
};

/** The channel's name as the guard's notice gives it. */
export function noticeName(c: Channel): string {
  if (c === 'ws') return 'WebSocket';
  if (c === 'form') return 'form';
  if (c === 'beacon' || c === 'blobBeacon') return 'sendBeacon';
  if (c === 'xhr') return 'XMLHttpRequest';
  return 'fetch';
}

/** Runs in the page: the guard's notice text, or null. */
export function readGuardNotice(): string | null {
  return document.querySelector('promptveil-notice[data-id="guard"]')?.shadowRoot?.textContent ?? null;
}

/** Runs in the page: removes the guard's notice (so the next one can be told apart). */
export function removeGuardNotice(): void {
  document.querySelector('promptveil-notice[data-id="guard"]')?.remove();
}

/** Runs in the page: the replica's draft autosave through one channel. */
export function replicaDraft(channel: string): unknown {
  return (window as unknown as { replicaDraft: (c: string) => unknown }).replicaDraft(channel);
}

/** One page's side of the guard tests, whatever drives the browser. */
export interface GuardProbe {
  draft(channel: Channel): Promise<unknown>;
  notice(): Promise<string | null>;
  clearNotice(): Promise<void>;
}

/**
 * While a message is under review: the replica's autosave of the composer (which still holds the originals) is
 * stopped on every channel, each reported by a notice that names the channel and the kind of detail, never the
 * detail (`originals`).
 */
export async function expectEveryChannelStopped(probe: GuardProbe, originals: readonly string[]): Promise<void> {
  for (const c of CHANNELS) {
    await probe.clearNotice();
    const result = await probe.draft(c);
    if (c in BLOCKED_RESULT) expect(result, c).toBe(BLOCKED_RESULT[c]);
    await expect.poll(() => probe.notice(), { timeout: 5_000 }).toContain('of the message you are reviewing');
    const notice = (await probe.notice()) ?? '';
    expect(notice).toContain(noticeName(c));
    for (const o of originals) expect(notice).not.toContain(o);
  }
}

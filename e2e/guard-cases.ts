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

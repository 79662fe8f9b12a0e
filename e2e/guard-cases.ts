import { expect } from 'vitest';
import type { Received } from './server.ts';

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

/** What the shared guard scenarios need of the ChatGPT replica's page, whatever drives the browser. */
export interface GuardChat {
  readonly probe: GuardProbe;
  type(text: string): Promise<void>;
  pressEnter(): Promise<void>;
  /** Alt+S: the replica's own shortcut that sends the composer through XMLHttpRequest, which the adapter ignores. */
  pressAltS(): Promise<void>;
  waitForOverlay(state: 'review', timeout?: number): Promise<void>;
  previewText(): Promise<string>;
  clickButton(label: string): Promise<void>;
}

/** What the replica server received from the ChatGPT replica: its draft autosaves and its message sends. */
export interface GuardTraffic {
  drafts(): readonly Received[];
  sends(): readonly Received[];
  /** What the replica server's guard watcher was told the guard stopped (ReplicaServer.guardBlocks). */
  blocks(): readonly { detail: string }[];
}

/** Nothing armed: every channel's draft goes out and no notice is shown (the guard is idle, not in the way). */
export async function expectIdleGuardPassesAll(chat: GuardChat, traffic: GuardTraffic): Promise<void> {
  await chat.type('Draft about the weather');
  for (const [i, c] of CHANNELS.entries()) {
    await chat.probe.draft(c);
    await expect.poll(() => traffic.drafts().length, { timeout: 10_000 }).toBe(i + 1);
  }
  expect(await chat.probe.notice()).toBeNull();
}

/**
 * A message with two originals under review: every channel is stopped (`expectEveryChannelStopped`); the approved,
 * sanitized message is clean traffic and goes out; then, protected on this page, the first original typed again and
 * sent with Alt+S (an XHR) is stopped and reported. Returns how many sends and drafts the server had before, for
 * the caller's further checks.
 */
export async function expectReviewThenProtectionStops(
  chat: GuardChat,
  traffic: GuardTraffic,
  originals: { email: string; phone: string },
): Promise<{ sendsBefore: number; draftsBefore: number }> {
  const draftsBefore = traffic.drafts().length;
  await chat.type(`Please email ${originals.email} or call ${originals.phone} today`);
  await chat.pressEnter();
  await chat.waitForOverlay('review', 120_000);
  await chat.previewText();

  const blocksBefore = traffic.blocks().length;
  await expectEveryChannelStopped(chat.probe, [originals.email, originals.phone]);
  expect(traffic.drafts()).toHaveLength(draftsBefore);
  // The server's guard watcher heard of every stop (what lets every other suite fail on a false block), and what it
  // was told names the channel, never the originals.
  await expect.poll(() => traffic.blocks().length, { timeout: 5_000 }).toBe(blocksBefore + CHANNELS.length);
  const told = traffic
    .blocks()
    .slice(blocksBefore)
    .map((b) => b.detail);
  expect(new Set(told.map((d) => (JSON.parse(d) as { channel: string }).channel))).toEqual(
    new Set(CHANNELS.map(noticeName)),
  );
  for (const o of Object.values(originals)) expect(told.join('\n')).not.toContain(o);

  const sendsBefore = traffic.sends().length;
  await chat.clickButton('Send sanitized');
  await expect.poll(() => traffic.sends().length, { timeout: 15_000 }).toBe(sendsBefore + 1);

  await chat.probe.clearNotice();
  await chat.type(`Reminder: ${originals.email}`);
  await chat.pressAltS();
  await expect.poll(() => chat.probe.notice(), { timeout: 5_000 }).toContain('you protected on this page');
  expect(await chat.probe.notice()).toContain('XMLHttpRequest');
  expect(traffic.sends()).toHaveLength(sendsBefore + 1);
  expect(traffic.drafts()).toHaveLength(draftsBefore);
  return { sendsBefore, draftsBefore };
}

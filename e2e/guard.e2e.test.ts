/**
 * The network guard (src/content/guard*.ts) on the ChatGPT replica (ProseMirror), whose page has send paths the
 * adapter does not know: a draft autosave through fetch (plain, JSON-escaped, upper-cased, GET query), XHR,
 * sendBeacon (form-encoded and Blob), a WebSocket and a form submission, and Alt+S, which sends the message through
 * XMLHttpRequest. Before anything is protected all of them go out; while a message is under review, and after the
 * user protected its spans, every one that carries an original is stopped (the replica server never sees it) and
 * the page says which channel was stopped; clean traffic, the sanitized message included, still goes through.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionHarness } from './fixtures.ts';
import { ChatPage } from './pages/chat-page.ts';
import type { Received } from './server.ts';
import { assertNoOriginals, ORIGINALS } from './send-paths.ts';
import { site } from './sites/catalog.ts';
import {
  CHANNELS,
  expectIdleGuardPassesAll,
  expectReviewThenProtectionStops,
  readGuardNotice,
  removeGuardNotice,
  replicaDraft,
  type GuardChat,
  type GuardTraffic,
} from './guard-cases.ts';

const chatgpt = site('chatgpt-com');
describe('network guard: a send path the adapter does not intercept', () => {
  let h: ExtensionHarness;
  beforeAll(async () => {
    h = await launchExtension({ guardBlocksExpected: true });
  });
  afterAll(async () => {
    await h?.close();
  });

  const traffic: GuardTraffic = {
    drafts: () => h.server.received.filter((r) => r.host === chatgpt.host && r.path !== '/api/send'),
    sends: () => h.server.received.filter((r) => r.host === chatgpt.host && r.path === '/api/send'),
    blocks: () => h.server.guardBlocks,
  };
  const drafts = (): readonly Received[] => traffic.drafts();
  /** The replica page driven by Playwright, as the shared scenarios (e2e/guard-cases.ts) need it. */
  const open = async (): Promise<GuardChat & { chat: ChatPage; page: Page }> => {
    const chat = await ChatPage.openSite(h.context, chatgpt);
    const page = chat.page;
    return {
      chat,
      page,
      probe: {
        draft: (c) => page.evaluate(replicaDraft, c),
        notice: () => page.evaluate(readGuardNotice),
        clearNotice: () => page.evaluate(removeGuardNotice),
      },
      type: (text) => chat.type(text),
      pressEnter: () => chat.pressEnter(),
      pressAltS: () => page.keyboard.press('Alt+S'),
      waitForOverlay: (state, timeout) => chat.waitForOverlay(state, timeout),
      previewText: () => chat.previewText(),
      clickButton: (label) => chat.clickButton(label),
    };
  };

  it('nothing armed: every channel goes out (the guard is idle, not in the way)', async () => {
    const g = await open();
    await expectIdleGuardPassesAll(g, traffic);
    expect(drafts().map((d) => d.path)).toEqual([
      '/api/draft',
      '/api/draft',
      '/api/draft',
      `/api/draft?q=${encodeURIComponent('Draft about the weather')}`,
      '/api/draft',
      '/api/draft',
      '/api/draft',
      '/ws',
      '/api/draft',
    ]);
    await g.page.close();
  });

  it('under review, then protected: every channel carrying an original is stopped and reported; clean traffic passes', async () => {
    const g = await open();
    const { chat, page } = g;
    // Under review every channel is stopped; the sanitized message goes out; then, protected, Alt+S (an XHR the
    // adapter does not intercept) with an original is stopped.
    const { sendsBefore, draftsBefore } = await expectReviewThenProtectionStops(g, traffic, ORIGINALS);
    // So is an autosave of it.
    await g.probe.clearNotice();
    expect(await g.probe.draft('fetch')).toBe('failed');
    expect(await g.probe.notice()).toContain('fetch');
    expect(traffic.sends()).toHaveLength(sendsBefore + 1);
    expect(drafts()).toHaveLength(draftsBefore);

    // Clean traffic while armed: a draft and a message without the originals go through, with no notice.
    await g.probe.clearNotice();
    // The stopped message is still in the composer: the user clears it.
    await chat.composer.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await expect.poll(() => chat.composerText()).toBe('');
    await chat.type('Thanks, that is all for today');
    for (const c of CHANNELS) await g.probe.draft(c);
    await expect.poll(() => drafts().length, { timeout: 10_000 }).toBe(draftsBefore + CHANNELS.length);
    await chat.pressEnter();
    await expect.poll(() => traffic.sends().length, { timeout: 15_000 }).toBe(sendsBefore + 2);
    expect(await g.probe.notice()).toBeNull();
    assertNoOriginals(h.server.received.filter((r) => r.host === chatgpt.host).slice(CHANNELS.length));
    await page.close();
  });
});

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
  expectEveryChannelStopped,
  readGuardNotice,
  removeGuardNotice,
  replicaDraft,
  type Channel,
} from './guard-cases.ts';

const chatgpt = site('chatgpt-com');
describe('network guard: a send path the adapter does not intercept', () => {
  let h: ExtensionHarness;
  beforeAll(async () => {
    h = await launchExtension();
  });
  afterAll(async () => {
    await h?.close();
  });

  const drafts = (): Received[] => h.server.received.filter((r) => r.host === chatgpt.host && r.path !== '/api/send');
  const sends = (): Received[] => h.server.received.filter((r) => r.host === chatgpt.host && r.path === '/api/send');
  const draft = (page: Page, channel: Channel): Promise<unknown> => page.evaluate(replicaDraft, channel);
  const guardNotice = (page: Page): Promise<string | null> => page.evaluate(readGuardNotice);
  const clearNotice = (page: Page): Promise<void> => page.evaluate(removeGuardNotice);
  /** Waits until `n` more draft bodies arrived (clean traffic goes through). */
  const waitForDrafts = async (n: number): Promise<void> => {
    await expect.poll(() => drafts().length, { timeout: 10_000 }).toBe(n);
  };

  it('nothing armed: every channel goes out (the guard is idle, not in the way)', async () => {
    const chat = await ChatPage.openSite(h.context, chatgpt);
    await chat.type('Draft about the weather');
    for (const [i, c] of CHANNELS.entries()) {
      await draft(chat.page, c);
      await waitForDrafts(i + 1);
    }
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
    expect(await guardNotice(chat.page)).toBeNull();
    await chat.page.close();
  });

  it('under review, then protected: every channel carrying an original is stopped and reported; clean traffic passes', async () => {
    const chat = await ChatPage.openSite(h.context, chatgpt);
    const page = chat.page;
    const before = drafts().length;
    await chat.type(`Please email ${ORIGINALS.email} or call ${ORIGINALS.phone} today`);
    await chat.pressEnter();
    await chat.waitForOverlay('review', 120_000);
    await chat.previewText();

    // Under review: the page's autosave of the composer (which still holds the originals) is stopped on every channel.
    await expectEveryChannelStopped(
      { draft: (c) => draft(page, c), notice: () => guardNotice(page), clearNotice: () => clearNotice(page) },
      [ORIGINALS.email, ORIGINALS.phone],
    );
    expect(drafts()).toHaveLength(before);

    // The approved, sanitized message is clean traffic: it goes out while the guard is armed.
    const sendsBefore = sends().length;
    await chat.clickButton('Send sanitized');
    await expect.poll(() => sends().length, { timeout: 15_000 }).toBe(sendsBefore + 1);

    // Protected on this page: the same originals typed again and sent through Alt+S (an XHR the adapter does not
    // intercept) are stopped; so is an autosave of them.
    await clearNotice(page);
    await chat.type(`Reminder: ${ORIGINALS.email}`);
    await page.keyboard.press('Alt+S');
    await expect.poll(() => guardNotice(page), { timeout: 5_000 }).toContain('you protected on this page');
    expect(await guardNotice(page)).toContain('XMLHttpRequest');
    await clearNotice(page);
    expect(await draft(page, 'fetch')).toBe('failed');
    expect(await guardNotice(page)).toContain('fetch');
    expect(sends()).toHaveLength(sendsBefore + 1);
    expect(drafts()).toHaveLength(before);

    // Clean traffic while armed: a draft and a message without the originals go through, with no notice.
    await clearNotice(page);
    // The stopped message is still in the composer: the user clears it.
    await chat.composer.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await expect.poll(() => chat.composerText()).toBe('');
    await chat.type('Thanks, that is all for today');
    for (const c of CHANNELS) await draft(page, c);
    await waitForDrafts(before + CHANNELS.length);
    await chat.pressEnter();
    await expect.poll(() => sends().length, { timeout: 15_000 }).toBe(sendsBefore + 2);
    expect(await guardNotice(page)).toBeNull();
    assertNoOriginals(h.server.received.filter((r) => r.host === chatgpt.host).slice(CHANNELS.length));
    await page.close();
  });
});

/**
 * The network guard in Firefox ESR (its main-world half is a `world: "MAIN"` content script there too), on the
 * ChatGPT replica: the seeded bypass cases of e2e/guard-cases.ts go out while nothing is armed, are all stopped while
 * a message is under review, and after protection (Alt+S, an XHR the adapter does not intercept, included); the
 * approved sanitized message and clean traffic still pass.
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANNELS,
  expectEveryChannelStopped,
  readGuardNotice,
  removeGuardNotice,
  replicaDraft,
  type Channel,
} from '../guard-cases.ts';
import { assertNoOriginals, ORIGINALS } from '../send-paths.ts';
import { site } from '../sites/catalog.ts';
import type { Received } from '../server.ts';
import { FirefoxChatPage } from './chat-page.ts';
import { firefoxUnavailable, launchFirefoxExtension, openChat, type FirefoxHarness } from './fixtures.ts';

const unavailable = firefoxUnavailable();
const chatgpt = site('chatgpt-com');

describe.skipIf(unavailable !== null)(
  'Firefox ESR: the network guard stops what the adapter does not intercept',
  () => {
    let h: FirefoxHarness;
    beforeAll(async () => {
      h = await launchFirefoxExtension();
    });
    afterAll(async () => {
      await h?.close();
    });

    const drafts = (): Received[] => h.server.received.filter((r) => r.host === chatgpt.host && r.path !== '/api/send');
    const sends = (): Received[] => h.server.received.filter((r) => r.host === chatgpt.host && r.path === '/api/send');
    const draft = (page: Page, channel: Channel): Promise<unknown> => page.evaluate(replicaDraft, channel);
    const guardNotice = (page: Page): Promise<string | null> => page.evaluate(readGuardNotice);
    const clearNotice = (page: Page): Promise<void> => page.evaluate(removeGuardNotice);
    const open = async (): Promise<FirefoxChatPage> =>
      new FirefoxChatPage(await openChat(h.browser, chatgpt.host, chatgpt.composer), chatgpt.composer);

    it('nothing armed: every channel goes out', async () => {
      const chat = await open();
      await chat.type('Draft about the weather');
      for (const [i, c] of CHANNELS.entries()) {
        await draft(chat.page, c);
        await expect.poll(() => drafts().length, { timeout: 10_000 }).toBe(i + 1);
      }
      expect(await guardNotice(chat.page)).toBeNull();
      await chat.page.close();
    });

    it('under review, then protected: every channel carrying an original is stopped; clean traffic passes', async () => {
      const chat = await open();
      const page = chat.page;
      const before = drafts().length;
      await chat.type(`Please email ${ORIGINALS.email} or call ${ORIGINALS.phone} today`);
      await chat.pressEnter();
      await chat.waitForOverlay('review', 120_000);
      await chat.previewText();

      await expectEveryChannelStopped(
        { draft: (c) => draft(page, c), notice: () => guardNotice(page), clearNotice: () => clearNotice(page) },
        [ORIGINALS.email, ORIGINALS.phone],
      );
      expect(drafts()).toHaveLength(before);

      const sendsBefore = sends().length;
      await chat.clickButton('Send sanitized');
      await expect.poll(() => sends().length, { timeout: 15_000 }).toBe(sendsBefore + 1);

      // Protected on this page: the original typed again and sent with Alt+S (an XHR) is stopped.
      await clearNotice(page);
      await chat.type(`Reminder: ${ORIGINALS.email}`);
      await page.keyboard.down('Alt');
      await page.keyboard.press('s');
      await page.keyboard.up('Alt');
      await expect.poll(() => guardNotice(page), { timeout: 5_000 }).toContain('you protected on this page');
      expect(await guardNotice(page)).toContain('XMLHttpRequest');
      expect(sends()).toHaveLength(sendsBefore + 1);
      expect(drafts()).toHaveLength(before);
      assertNoOriginals(h.server.received.filter((r) => r.host === chatgpt.host).slice(CHANNELS.length));
      await page.close();
    });
  },
);

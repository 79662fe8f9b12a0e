/**
 * The network guard in Firefox ESR (its main-world half is a `world: "MAIN"` content script there too), on the
 * ChatGPT replica: the seeded bypass cases of e2e/guard-cases.ts go out while nothing is armed, are all stopped while
 * a message is under review, and after protection (Alt+S, an XHR the adapter does not intercept, included); the
 * approved sanitized message and clean traffic still pass.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  CHANNELS,
  expectIdleGuardPassesAll,
  expectReviewThenProtectionStops,
  readGuardNotice,
  removeGuardNotice,
  replicaDraft,
  type GuardChat,
  type GuardTraffic,
} from '../guard-cases.ts';
import { assertNoOriginals, ORIGINALS } from '../send-paths.ts';
import { site } from '../sites/catalog.ts';
import { FirefoxChatPage } from './chat-page.ts';
import { firefoxUnavailable, launchFirefoxExtension, openChat, type FirefoxHarness } from './fixtures.ts';

const unavailable = firefoxUnavailable();
const chatgpt = site('chatgpt-com');

describe.skipIf(unavailable !== null)(
  'Firefox ESR: the network guard stops what the adapter does not intercept',
  () => {
    let h: FirefoxHarness;
    beforeAll(async () => {
      h = await launchFirefoxExtension({ guardBlocksExpected: true });
    });
    afterAll(async () => {
      await h?.close();
    });

    const traffic: GuardTraffic = {
      drafts: () => h.server.received.filter((r) => r.host === chatgpt.host && r.path !== '/api/send'),
      sends: () => h.server.received.filter((r) => r.host === chatgpt.host && r.path === '/api/send'),
      blocks: () => h.server.guardBlocks,
    };
    /** The replica page driven by puppeteer over WebDriver BiDi, as the shared scenarios need it. */
    const open = async (): Promise<GuardChat & { close(): Promise<void> }> => {
      const chat = new FirefoxChatPage(await openChat(h.browser, chatgpt.host, chatgpt.composer), chatgpt.composer);
      const page = chat.page;
      return {
        probe: {
          draft: (c) => page.evaluate(replicaDraft, c),
          notice: () => page.evaluate(readGuardNotice),
          clearNotice: () => page.evaluate(removeGuardNotice),
        },
        type: (text) => chat.type(text),
        pressEnter: () => chat.pressEnter(),
        pressAltS: async () => {
          await page.keyboard.down('Alt');
          await page.keyboard.press('s');
          await page.keyboard.up('Alt');
        },
        waitForOverlay: (state, timeout) => chat.waitForOverlay(state, timeout),
        previewText: () => chat.previewText(),
        clickButton: (label) => chat.clickButton(label),
        close: () => page.close(),
      };
    };

    it('nothing armed: every channel goes out', async () => {
      const chat = await open();
      await expectIdleGuardPassesAll(chat, traffic);
      await chat.close();
    });

    it('under review, then protected: every channel carrying an original is stopped; clean traffic passes', async () => {
      const chat = await open();
      await expectReviewThenProtectionStops(chat, traffic, ORIGINALS);
      assertNoOriginals(h.server.received.filter((r) => r.host === chatgpt.host).slice(CHANNELS.length));
      await chat.close();
    });
  },
);

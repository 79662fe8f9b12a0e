/**
 * Firefox ESR: every send path of e2e/send-paths.ts on every replica engine (ProseMirror, Quill, Lexical, React),
 * one browser for the file. The first site's first message is typed while the models are still loading. Differences from Chromium, forced by what
 * WebDriver BiDi offers (no IME): the composition is played as its committed text typed as keys, then the IME's
 * committing Enter as the page sees it (keydown Enter, isComposing, keyCode 229); and paste uses the
 * system clipboard when the page may write it, else a paste event carrying the text (rich editors only read that).
 */
import type { Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoOriginals, pageSlot, runSendPaths, SEND_PATHS, type Driver } from '../send-paths.ts';
import { SITES } from '../sites/catalog.ts';
import { clickOverlayButton } from './chat-page.ts';
import { firefoxUnavailable, launchFirefoxExtension, type FirefoxHarness } from './fixtures.ts';

const unavailable = firefoxUnavailable();
const EDIT_BOX = new Set(['chatgpt-com', 'claude-ai']);


describe.skipIf(unavailable !== null)('Firefox ESR: every send path on every engine', () => {
  let h: FirefoxHarness;
  let first = true;

  const driverFor = (): Driver => {
    const slot = pageSlot<Page>();
    const current = slot.current;
    return {
      open: async (site) => {
        const page = await h.browser.newPage();
        slot.set(page);
        await page.goto(`https://${site.host}/`, { waitUntil: 'load' });
        await page.waitForSelector(site.composer);
      },
      closePage: async () => {
        await slot.get()?.close();
      },
      click: (selector) => current().click(selector),
      type: (text) => current().keyboard.type(text),
      press: async (key) => {
        const kb = current().keyboard;
        if (key === 'Shift+Enter') {
          await kb.down('Shift');
          await kb.press('Enter');
          await kb.up('Shift');
        } else await kb.press(key);
      },
      paste: async (text) => {
        const p = current();
        const wrote = await p.evaluate(async (t: string) => {
          try {
            await navigator.clipboard.writeText(t);
            return true;
          } catch {
            return false;
          }
        }, text);
        if (wrote) {
          await p.keyboard.down('Control');
          await p.keyboard.press('v');
          await p.keyboard.up('Control');
          return;
        }
        await p.evaluate((t: string) => {
          const data = new DataTransfer();
          data.setData('text/plain', t);
          document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        }, text);
      },
      composeWithEnter: async (text) => {
        // The committed text as key input, then the IME's committing Enter as the page sees it (keyCode 229, isComposing).
        const p = current();
        await p.keyboard.type(text);
        await p.evaluate(() => {
          document.activeElement?.dispatchEvent(
            new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', keyCode: 229, isComposing: true, bubbles: true, cancelable: true }),
          );
        });
      },
      evaluate: (fn, arg) => current().evaluate(fn as (a: unknown) => never, arg),
      waitUntil: async (fn, arg, timeout) => {
        await current().waitForFunction(fn as (a: unknown) => unknown, { timeout, polling: 50 }, arg);
      },
      clickOverlayButton: (label) => clickOverlayButton(current(), label),
      received: () => h.server.received,
    };
  };

  beforeAll(async () => {
    h = await launchFirefoxExtension();
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each(SITES)(
    '$id ($editor)',
    async (site) => {
      const cold = first;
      first = false;
      const done = await runSendPaths(driverFor(), site, cold, EDIT_BOX.has(site.id));
      expect(done).toHaveLength(SEND_PATHS.filter((p) => !p.needsEditBox || EDIT_BOX.has(site.id)).length);
      assertNoOriginals(h.server.received);
    },
    300_000,
  );
});

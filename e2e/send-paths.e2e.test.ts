/**
 * Chromium: every send path of e2e/send-paths.ts on every replica engine (ProseMirror: ChatGPT, Claude, Le Chat;
 * Quill: Gemini; Lexical: Perplexity; React-controlled textarea: Copilot, DeepSeek, Poe), one browser for the file.
 * The first site's first message is typed while the models are still loading.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionHarness } from './fixtures.ts';
import { assertNoOriginals, pageSlot, runSendPaths, SEND_PATHS, type Driver } from './send-paths.ts';
import { SITES } from './sites/catalog.ts';

const EDIT_BOX = new Set(['chatgpt-com', 'claude-ai']);

describe('Chromium: every send path on every engine', () => {
  let h: ExtensionHarness;
  let first = true;
  /** A driver bound to one page (a timed-out site's late steps then cannot touch the next site's page). */
  const driverFor = (): Driver => {
    const slot = pageSlot<Page>();
    const current = slot.current;
    return {
      open: async (site) => {
        const page = await h.context.newPage();
        slot.set(page);
        await page.goto(`https://${site.host}/`);
        await page.waitForSelector(site.composer);
      },
      closePage: async () => {
        await slot.get()?.close();
      },
      click: (selector) => current().click(selector),
      type: (text) => current().keyboard.type(text),
      press: (key) => current().keyboard.press(key),
      paste: async (text) => {
        // The system clipboard, then the platform's paste shortcut: the browser fires a trusted paste event.
        await current().evaluate((t) => navigator.clipboard.writeText(t), text);
        await current().keyboard.press('ControlOrMeta+V');
      },
      composeWithEnter: async (text) => {
        const cdp = await current().context().newCDPSession(current());
        await cdp.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
        // The IME's own Enter: a keydown with keyCode 229 while composing, then the commit.
        await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 229 });
        await cdp.send('Input.insertText', { text });
        await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 });
        await cdp.detach();
      },
      evaluate: (fn, arg) => current().evaluate(fn as (a: unknown) => never, arg as unknown),
      waitUntil: async (fn, arg, timeout) => {
        await current().waitForFunction(fn as (a: unknown) => unknown, arg as unknown, { timeout, polling: 50 });
      },
      clickOverlayButton: async (label) => {
        await current().locator('promptveil-overlay').getByRole('button', { name: label, exact: true }).click();
      },
      received: () => h.server.received,
    };
  };

  beforeAll(async () => {
    h = await launchExtension();
    await h.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });
  afterAll(async () => {
    await h?.close();
  });

  it.each(SITES)('$id ($editor)', async (site) => {
    const cold = first;
    first = false;
    const done = await runSendPaths(driverFor(), site, cold, EDIT_BOX.has(site.id));
    expect(done).toHaveLength(SEND_PATHS.filter((p) => !p.needsEditBox || EDIT_BOX.has(site.id)).length);
    assertNoOriginals(h.server.received);
  }, 300_000);
});

/**
 * The Firefox build on Debian's Firefox ESR: intercept → review → the replica server receives only sanitized text,
 * on every replica site of e2e/sites/catalog.ts — textarea (chat.deepseek.com, copilot, poe), ProseMirror (chatgpt.com,
 * claude.ai, Le Chat), Quill (Gemini), Lexical (Perplexity). Skips, saying why, where firefox-esr is not installed;
 * CI installs it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITES } from '../sites/catalog.ts';
import { FirefoxChatPage } from './chat-page.ts';
import { firefoxUnavailable, launchFirefoxExtension, openChat, type FirefoxHarness } from './fixtures.ts';

const unavailable = firefoxUnavailable();
if (unavailable) console.warn(`[e2e/firefox] skipped: ${unavailable}`);

const EMAIL = 'maria.lopez@example.org';
const MESSAGE = `Please draft a reply to ${EMAIL} about my appointment`;

describe.skipIf(unavailable !== null)('Firefox ESR: the Firefox build protects chat composers', () => {
  let h: FirefoxHarness;
  beforeAll(async () => {
    h = await launchFirefoxExtension();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('installs as a temporary add-on with its gecko id', () => {
    expect(h.extensionId).toBe('promptveil@promptveil.dev');
  });

  async function sendThroughReview(host: string, composer: string, reply: string): Promise<void> {
    const before = h.server.received.length;
    const chat = new FirefoxChatPage(await openChat(h.browser, host, composer), composer);
    await chat.type(MESSAGE);
    await chat.pressEnter();
    // The first message also starts the engine worker from the background page and loads the models.
    await chat.waitForOverlay('review');
    const preview = await chat.previewText();
    expect(preview).not.toContain(EMAIL);
    // Held: nothing was sent while the review is open.
    expect(h.server.received.length).toBe(before);
    await chat.clickButton('Send sanitized');
    await expect.poll(() => h.server.received.length, { timeout: 15_000 }).toBe(before + 1);
    const received = h.server.received[before];
    expect(received?.host).toBe(host);
    const body = received?.body ?? '';
    expect(body).not.toContain(EMAIL);
    expect(body).not.toContain('maria.lopez');
    expect((JSON.parse(body) as { text: string }).text.trim()).toBe(preview.trim());
    // The replica echoes what it received; the content script annotates the placeholder in the reply with its
    // original (an attribute drawn by CSS on demand, never page text), on the device.
    await chat.page.waitForFunction(
      (sel: string, original: string) =>
        [...document.querySelectorAll(sel)].some((el) => [...el.querySelectorAll('[data-pv-original]')].some((a) => a.getAttribute('data-pv-original') === original)),
      { timeout: 15_000 },
      reply,
      EMAIL,
    );
    await chat.page.close();
  }

  for (const site of SITES) {
    it(`${site.editor} (${site.host}): the server receives only the sanitized text; the reply shows the original`, async () => {
      await sendThroughReview(site.host, site.composer, site.reply);
    });
  }

  it('nothing but the replica sites was contacted', () => {
    // Firefox itself still polls Mozilla's remote-settings service; any other host would have come from the page or
    // from the extension — and the extension makes no requests of its own.
    const unexpected = h.proxy.refused.filter((t) => !/(^|\.)(mozilla\.(com|org|net)|firefox\.com|mozaws\.net):443$/.test(t));
    expect(unexpected).toEqual([]);
    // On the replica server: page loads and the two sends, nothing else.
    const other = h.server.requests.filter((r) => !(r.method === 'GET' || (r.method === 'POST' && r.path === '/api/send')));
    expect(other).toEqual([]);
  });
});

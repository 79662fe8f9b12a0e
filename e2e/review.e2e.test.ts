/**
 * The review overlay and the fail-closed paths in depth, on two replicas (ChatGPT's ProseMirror, Copilot's textarea):
 * keyboard operation, rejecting / adding / editing spans, retry and explicit "send original" after an engine
 * failure, an editor that ignores PromptVeil's write, the health check, paste pre-analysis, and the Enter → overlay
 * latency of a 100-word message once the engine is warm.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionHarness } from './fixtures.ts';
import { SECRETS, SENSITIVE_MESSAGE, median, sentFrom, setEngineFault, sleep, textOf } from './helpers.ts';
import { ChatPage } from './pages/chat-page.ts';
import { site } from './sites/catalog.ts';

const chatgpt = site('chatgpt-com');
const copilot = site('copilot-microsoft-com');

/** 100 words with an email and a phone number in them; `variant` changes one word so no analysis is reused. */
function hundredWords(variant: number): string {
  const filler =
    'I am writing to follow up on the quarterly planning notes we discussed last week with the whole team during the long ' +
    'meeting in the small room on the third floor and I would like a short summary of the main decisions together with ' +
    'a list of open questions that still need an owner before the next review so please draft a friendly email that I ' +
    'can send to everyone and keep the tone calm and clear because several people missed the meeting and need to catch up';
  const words = filler.split(' ').slice(0, 88);
  return `${words.join(' ')} version ${variant} and contact ${SECRETS.email} or ${SECRETS.phone} with any questions today please thanks`;
}

describe('review overlay and fail-closed paths', () => {
  let h: ExtensionHarness;

  beforeAll(async () => {
    h = await launchExtension();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('is keyboard operable: focus stays in the dialog, Space rejects a span, the preview follows', async () => {
    const before = sentFrom(h, chatgpt.host).length;
    const chat = await ChatPage.openSite(h.context, chatgpt);
    await chat.type(SENSITIVE_MESSAGE);
    await chat.pressEnter();
    await chat.waitForOverlay('review');
    await chat.previewText();
    const focusInDialog = (): Promise<boolean> =>
      chat.page.evaluate(() => document.activeElement?.tagName === 'PROMPTVEIL-OVERLAY');
    expect(await focusInDialog()).toBe(true);
    const seen = new Set<string>();
    for (let i = 0; i < 16; i++) {
      await chat.page.keyboard.press('Tab');
      expect(await focusInDialog()).toBe(true);
      seen.add(
        await chat.page.evaluate(() => {
          const a = document.querySelector('promptveil-overlay')?.shadowRoot?.activeElement;
          return a ? `${a.tagName}:${a.getAttribute('aria-label') ?? a.textContent ?? ''}` : 'none';
        }),
      );
    }
    expect([...seen].some((s) => s.startsWith('BUTTON:Send sanitized'))).toBe(true);
    expect([...seen].some((s) => s.startsWith('BUTTON:Cancel'))).toBe(true);
    expect([...seen].some((s) => s.startsWith('INPUT:Protect'))).toBe(true);

    const phoneBox = chat.overlay.getByRole('checkbox', { name: new RegExp(`Protect “\\${SECRETS.phone}”`) });
    await phoneBox.focus();
    await chat.page.keyboard.press('Space');
    await expect.poll(() => chat.previewText(), { timeout: 5000 }).toContain(SECRETS.phone);
    const preview = await chat.previewText();
    expect(preview).not.toContain(SECRETS.email);
    await chat.overlay.getByRole('button', { name: 'Send sanitized' }).focus();
    await chat.page.keyboard.press('Enter');
    await expect.poll(() => sentFrom(h, chatgpt.host).length, { timeout: 10_000 }).toBe(before + 1);
    const sent = textOf(sentFrom(h, chatgpt.host)[before]);
    expect(sent).toBe(preview);
    expect(sent).toContain(SECRETS.phone);
    expect(sent).not.toContain(SECRETS.email);
    expect(sent).not.toContain(SECRETS.card);
    await chat.page.close();
  });

  it('adds spans by typing a phrase and by selecting text, and edits a replacement', async () => {
    const before = sentFrom(h, copilot.host).length;
    const chat = await ChatPage.openSite(h.context, copilot);
    const message = `Codename bluefin launches soon, mail ${SECRETS.email} for the plan`;
    await chat.type(message);
    await chat.pressEnter();
    await chat.waitForOverlay('review');
    await chat.previewText();

    // Typed phrase.
    await chat.overlay.getByRole('textbox', { name: 'Also protect this text' }).fill('bluefin');
    await chat.page.keyboard.press('Enter');
    await expect.poll(() => chat.previewText(), { timeout: 5000 }).not.toContain('bluefin');

    // Selection in "Your message".
    await chat.page.evaluate(() => {
      const view = document.querySelector('promptveil-overlay')?.shadowRoot?.querySelector('[data-testid="original"]');
      if (!view) throw new Error('no message view');
      const walker = document.createTreeWalker(view, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const at = (n as Text).data.indexOf('launches');
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(n, at);
        range.setEnd(n, at + 'launches'.length);
        const sel = document.getSelection();
        sel?.removeAllRanges();
        sel?.addRange(range);
        return;
      }
      throw new Error('"launches" not in the message view');
    });
    await chat.clickButton('Protect selected text');
    await expect.poll(() => chat.previewText(), { timeout: 5000 }).not.toContain('launches');

    // Edit the email's replacement.
    const replacement = chat.overlay.getByRole('textbox', { name: `Replacement for “${SECRETS.email}”` });
    await expect.poll(() => replacement.isEnabled(), { timeout: 5000 }).toBe(true);
    await replacement.fill('my colleague');
    await expect.poll(() => chat.previewText(), { timeout: 5000 }).toContain('mail my colleague for the plan');
    const preview = await chat.previewText();
    await chat.clickButton('Send sanitized');
    await expect.poll(() => sentFrom(h, copilot.host).length, { timeout: 10_000 }).toBe(before + 1);
    const sent = textOf(sentFrom(h, copilot.host)[before]);
    expect(sent).toBe(preview);
    for (const secret of ['bluefin', 'launches', SECRETS.email]) expect(sent).not.toContain(secret);
    // The user's own replacement maps back in the reply too.
    const reply = chat.replies.last();
    await expect
      .poll(() => reply.locator('[data-pv-original="maria.lopez@example.org"]').count(), { timeout: 5000 })
      .toBe(1);
    await chat.page.close();
  });

  it('after an engine failure: Retry analyses again; "Send original" sends only on that explicit choice', async () => {
    const before = sentFrom(h, chatgpt.host).length;
    const chat = await ChatPage.openSite(h.context, chatgpt);
    await chat.type(SENSITIVE_MESSAGE);
    await setEngineFault(h, true);
    try {
      await chat.pressEnter();
      await chat.waitForOverlay('error');
      await setEngineFault(h, false);
      await chat.clickButton('Retry');
      await chat.waitForOverlay('review');
      await chat.previewText();
      await chat.clickButton('Cancel');
      await chat.waitForOverlayClosed();

      await setEngineFault(h, true);
      await chat.pressEnter();
      await chat.waitForOverlay('error');
      await sleep(300);
      expect(sentFrom(h, chatgpt.host)).toHaveLength(before);
      await chat.clickButton('Send original (unprotected)');
      await expect.poll(() => sentFrom(h, chatgpt.host).length, { timeout: 10_000 }).toBe(before + 1);
      expect(textOf(sentFrom(h, chatgpt.host)[before])).toBe(SENSITIVE_MESSAGE);
    } finally {
      await setEngineFault(h, false);
    }
    await chat.page.close();
  });

  it('an editor that ignores the sanitized write sends nothing and keeps the original for editing', async () => {
    const before = sentFrom(h, chatgpt.host).length;
    const chat = await ChatPage.openSite(h.context, chatgpt, '/#stale-model');
    await chat.type(SENSITIVE_MESSAGE);
    await chat.pressEnter();
    await chat.waitForOverlay('review');
    await chat.previewText();
    await chat.clickButton('Send sanitized');
    await chat.waitForOverlay('error');
    expect(await chat.overlayText()).toContain('did not register');
    await sleep(300);
    expect(sentFrom(h, chatgpt.host)).toHaveLength(before);
    await chat.clickButton('Back to editing');
    expect(await chat.composerText()).toBe(SENSITIVE_MESSAGE);
    expect(sentFrom(h, chatgpt.host)).toHaveLength(before);
    await chat.page.close();
  });

  it('health check: a composer that cannot be found raises a badge and an in-page notice', async () => {
    const page = await h.context.newPage();
    await page.goto(`https://${chatgpt.host}/#redesigned`);
    const notice = page.locator('promptveil-notice[data-id="health"]');
    await notice.waitFor({ state: 'attached', timeout: 15_000 });
    expect(await notice.locator('[role="alert"]').textContent()).toContain('cannot find the message box on ChatGPT');
    const worker = h.context.serviceWorkers().find((w) => w.url().includes(h.extensionId)) ?? h.serviceWorker;
    const badge = await worker.evaluate(async () => {
      const [tab] = await chrome.tabs.query({ url: 'https://chatgpt.com/*' });
      return tab?.id === undefined ? null : chrome.action.getBadgeText({ tabId: tab.id });
    });
    expect(badge).toBe('!');
    await page.close();
  });

  it('health check: a send button that cannot be found is reported; the message still goes out sanitized by Enter', async () => {
    const before = sentFrom(h, chatgpt.host).length;
    const chat = await ChatPage.openSite(h.context, chatgpt, '/#no-send-button');
    await chat.type(SENSITIVE_MESSAGE);
    await chat.pressEnter();
    await chat.waitForOverlay('review');
    const notice = chat.page.locator('promptveil-notice[data-id="health-send"]');
    await notice.waitFor({ state: 'attached', timeout: 5000 });
    expect(await notice.locator('[role="alert"]').textContent()).toContain("cannot find ChatGPT's send button");
    const preview = await chat.previewText();
    await chat.clickButton('Send sanitized');
    await expect.poll(() => sentFrom(h, chatgpt.host).length, { timeout: 10_000 }).toBe(before + 1);
    expect(textOf(sentFrom(h, chatgpt.host)[before])).toBe(preview);
    await chat.page.close();
  });

  it('pasted text is analysed as it arrives; measures Enter → overlay for a warm 100-word message', async () => {
    const chat = await ChatPage.openSite(h.context, chatgpt);
    const cold: number[] = [];
    const warm: number[] = [];
    const afterPaste: number[] = [];
    // Warm-up message (the engine may have been idle), then measured messages, each text new to the cache.
    for (let i = 0; i < 7; i++) {
      await chat.fill(hundredWords(i));
      await chat.armOverlayTimer();
      await chat.pressEnter();
      await chat.waitForOverlay('review');
      (i === 0 ? cold : warm).push(await chat.overlayLatency());
      await chat.page.keyboard.press('Escape');
      await chat.waitForOverlayClosed();
    }
    for (let i = 0; i < 3; i++) {
      await chat.fill('');
      await chat.composer.click();
      await chat.composer.evaluate(
        (el, text) => {
          const data = new DataTransfer();
          data.setData('text/plain', text);
          el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        },
        hundredWords(100 + i),
      );
      expect(await chat.composerText()).toBe(hundredWords(100 + i));
      // A person pauses for a moment after pasting; the analysis runs meanwhile.
      await sleep(300);
      await chat.armOverlayTimer();
      await chat.pressEnter();
      await chat.waitForOverlay('review');
      afterPaste.push(await chat.overlayLatency());
      await chat.page.keyboard.press('Escape');
      await chat.waitForOverlayClosed();
    }
    const fmt = (xs: number[]): string => xs.map((x) => x.toFixed(0)).join(', ');
    console.log(
      `[timing] 100-word message, Enter → review overlay painted: first on page ${fmt(cold)} ms; warm median ${median(warm).toFixed(0)} ms (max ${Math.max(...warm).toFixed(0)}; ${fmt(warm)}); ` +
        `right after a paste (pre-analysed) median ${median(afterPaste).toFixed(0)} ms (${fmt(afterPaste)})`,
    );
    expect(warm).toHaveLength(6);
    await chat.page.close();
  });

  it('Enter during IME composition is left to the editor; a form submission is held like Enter', async () => {
    const mistral = site('chat-mistral-ai');
    const before = sentFrom(h, mistral.host).length;
    const chat = await ChatPage.openSite(h.context, mistral);
    await chat.type(SENSITIVE_MESSAGE);
    // The Enter that commits an IME composition is not a send.
    await chat.composer.evaluate((el) => {
      el.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: 'Enter',
          code: 'Enter',
          keyCode: 229,
          isComposing: true,
          bubbles: true,
          cancelable: true,
        }),
      );
    });
    await sleep(300);
    expect(await chat.overlayState()).toBeNull();
    expect(sentFrom(h, mistral.host)).toHaveLength(before);
    // The site's own code submitting the form (not a key, not a click) is intercepted in the capture phase too.
    await chat.page.evaluate(() => document.querySelector('form')?.requestSubmit());
    await chat.waitForOverlay('review');
    await chat.previewText();
    await chat.clickButton('Cancel');
    await chat.waitForOverlayClosed();
    await sleep(300);
    expect(sentFrom(h, mistral.host)).toHaveLength(before);
    expect(await chat.composerText()).toBe(SENSITIVE_MESSAGE);
    await chat.page.close();
  });

  it('a message that would pass the daily ε cap waits for confirmation (dp mode)', async () => {
    const worker = (): ExtensionHarness['serviceWorker'] =>
      h.context.serviceWorkers().find((w) => w.url().includes(h.extensionId)) ?? h.serviceWorker;
    await worker().evaluate(() =>
      chrome.storage.local.set({ settings: { version: 2, mode: 'dp', epsilon: 5, dailyCap: 1 } }),
    );
    const deepseek = site('chat-deepseek-com');
    const before = sentFrom(h, deepseek.host).length;
    const chat = await ChatPage.openSite(h.context, deepseek);
    try {
      await chat.type(SENSITIVE_MESSAGE);
      await chat.pressEnter();
      await chat.waitForOverlay('review');
      await chat.previewText();
      await expect.poll(() => chat.overlayText(), { timeout: 5000 }).toMatch(/ε spent: \d/);
      await chat.clickButton('Send sanitized');
      await chat.waitForOverlay('over-cap');
      expect(await chat.overlayText()).toContain('would pass your daily privacy budget');
      await chat.clickButton('Back to editing');
      await chat.waitForOverlayClosed();
      await sleep(300);
      expect(sentFrom(h, deepseek.host)).toHaveLength(before);
      expect(await chat.composerText()).toBe(SENSITIVE_MESSAGE);

      await chat.pressEnter();
      await chat.waitForOverlay('review');
      const preview = await chat.previewText();
      await chat.clickButton('Send sanitized');
      await chat.waitForOverlay('over-cap');
      await chat.clickButton('Send anyway');
      await expect.poll(() => sentFrom(h, deepseek.host).length, { timeout: 10_000 }).toBe(before + 1);
      const sent = textOf(sentFrom(h, deepseek.host)[before]);
      expect(sent).toBe(preview);
      for (const secret of Object.values(SECRETS)) expect(sent).not.toContain(secret);
    } finally {
      await worker().evaluate(() => chrome.storage.local.remove(['settings', 'ledger']));
    }
    await chat.page.close();
  });
});

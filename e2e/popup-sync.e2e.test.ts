/**
 * The held message's review is shared with the popup through the background (src/protocol/review.ts): opening the
 * overlay creates it, a decision changed in the page reaches it, and an edit made on the popup's side comes back to
 * the overlay.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionHarness } from './fixtures.ts';
import { SECRETS, SENSITIVE_MESSAGE, sentFrom, textOf } from './helpers.ts';
import { ChatPage } from './pages/chat-page.ts';
import { PopupPage } from './pages/popup-page.ts';
import { site } from './sites/catalog.ts';

interface StoredReview {
  reviewId: string;
  revision: number;
  status: string;
  spans: { id: string; text: string; decision: string }[];
}

describe('review shared with the popup', () => {
  let h: ExtensionHarness;
  beforeAll(async () => {
    h = await launchExtension();
  });
  afterAll(async () => {
    await h?.close();
  });

  const worker = (): ExtensionHarness['serviceWorker'] =>
    h.context.serviceWorkers().find((w) => w.url().includes(h.extensionId)) ?? h.serviceWorker;

  const stored = (): Promise<StoredReview | null> =>
    worker().evaluate(async () => {
      const [tab] = await chrome.tabs.query({ url: 'https://claude.ai/*' });
      if (tab?.id === undefined) return null;
      const key = `review:${tab.id}`;
      const all = await chrome.storage.session.get(key);
      return (all[key] as StoredReview | undefined) ?? null;
    });

  it('opens, follows page decisions, and applies popup edits in the overlay', async () => {
    const chat = await ChatPage.openSite(h.context, site('claude-ai'));
    await chat.type(SENSITIVE_MESSAGE);
    await chat.pressEnter();
    await chat.waitForOverlay('review');
    await chat.previewText();
    await expect.poll(async () => (await stored())?.spans.length ?? 0, { timeout: 5000 }).toBe(3);

    // Page → popup: reject the card number in the overlay.
    await chat.overlay.getByRole('checkbox', { name: new RegExp(`Protect “${SECRETS.card}”`) }).uncheck();
    await expect
      .poll(async () => (await stored())?.spans.find((s) => s.text === SECRETS.card)?.decision, { timeout: 5000 })
      .toBe('rejected');

    // Popup → page: the popup rejects the email through the background's pv/ui/review-edit.
    const review = await stored();
    if (!review) throw new Error('no review stored');
    const email = review.spans.find((s) => s.text === SECRETS.email);
    if (!email) throw new Error('email span missing');
    const popup = await h.context.newPage();
    await popup.goto(`chrome-extension://${h.extensionId}/popup/popup.html`);
    const tabId = await worker().evaluate(
      async () => (await chrome.tabs.query({ url: 'https://claude.ai/*' }))[0]?.id ?? -1,
    );
    const reply = await popup.evaluate(
      async (args) =>
        chrome.runtime.sendMessage<unknown, { ok: boolean; error?: string }>({
          type: 'pv/ui/review-edit',
          tabId: args.tabId,
          reviewId: args.reviewId,
          revision: args.revision,
          edit: { kind: 'decide', spanId: args.spanId, decision: 'rejected' },
        }),
      { tabId, reviewId: review.reviewId, revision: review.revision, spanId: email.id },
    );
    expect(reply.ok, reply.error).toBe(true);
    await expect.poll(() => chat.previewText(), { timeout: 5000 }).toContain(SECRETS.email);
    expect(await chat.previewText()).not.toContain(SECRETS.phone);
    await popup.close();

    await chat.clickButton('Cancel');
    await expect.poll(async () => (await stored())?.status ?? 'gone', { timeout: 5000 }).not.toBe('pending');
    await chat.page.close();
  });

  it("after the service worker was stopped, the popup's preview still numbers placeholders as the page will send", async () => {
    const deepseek = site('chat-deepseek-com');
    const chat = await ChatPage.openSite(h.context, deepseek);
    const alice = 'alice.w@example.org';
    const bob = 'bob.k@example.org';
    // The conversation's first message gives Alice [EMAIL_1].
    const before = sentFrom(h, deepseek.host).length;
    await chat.fill(`Write to ${alice} about the invoice`);
    await chat.pressEnter();
    await chat.waitForOverlay('review');
    await chat.previewText();
    await chat.clickButton('Send sanitized');
    await expect.poll(() => sentFrom(h, deepseek.host).length, { timeout: 10_000 }).toBe(before + 1);
    expect(textOf(sentFrom(h, deepseek.host)[before])).toContain('[EMAIL_1]');

    // The next message is held: Bob is new ([EMAIL_2]), Alice keeps [EMAIL_1].
    await chat.fill(`Please forward this to ${bob} and ${alice}`);
    await chat.pressEnter();
    await chat.waitForOverlay('review');
    const page = await chat.previewText();
    expect(page).toBe('Please forward this to [EMAIL_2] and [EMAIL_1]');

    // MV3 stops an idle service worker; its memory (the priors the page sent at the open) goes with it. Stop it.
    const tabId = await worker().evaluate(
      async (host) => (await chrome.tabs.query({ url: `https://${host}/*` }))[0]?.id ?? -1,
      deepseek.host,
    );
    await worker().evaluate(() => {
      (globalThis as { pvBeforeStop?: boolean }).pvBeforeStop = true;
    });
    const cdp = await h.context.newCDPSession(chat.page);
    const versions = new Map<string, string>();
    cdp.on('ServiceWorker.workerVersionUpdated', (e: { versions: { versionId: string; scriptURL: string }[] }) => {
      for (const v of e.versions) versions.set(v.scriptURL, v.versionId);
    });
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => [...versions.keys()].some((u) => u.startsWith(`chrome-extension://${h.extensionId}/`))).toBe(true);
    for (const [url, versionId] of versions)
      if (url.startsWith(`chrome-extension://${h.extensionId}/`)) await cdp.send('ServiceWorker.stopWorker', { versionId });
    await cdp.detach();

    // The popup's preview (a fresh worker): asks the page for the conversation's stand-ins and shows what it will send.
    const popup = await PopupPage.open(h.context, h.extensionId, tabId);
    // The popup woke a fresh worker (Playwright may list it a moment later; the stopped one no longer answers).
    await expect
      .poll(
        () => worker().evaluate(() => (globalThis as { pvBeforeStop?: boolean }).pvBeforeStop ?? false).catch(() => 'no worker yet'),
        { timeout: 10_000, message: 'the service worker was restarted' },
      )
      .toBe(false);
    expect(await popup.previewText()).toBe(page);
    await popup.page.close();
    await chat.clickButton('Cancel');
    await chat.page.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionHarness } from './fixtures.ts';
import { ChatPage } from './pages/chat-page.ts';
import { PopupPage } from './pages/popup-page.ts';

describe('foundation: the built extension loads and protects a textarea chat', () => {
  let h: ExtensionHarness;
  beforeAll(async () => {
    h = await launchExtension();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('has an extension id and a running service worker', () => {
    expect(h.extensionId).toMatch(/^[a-p]{32}$/);
  });

  it('replaces an email address before the message leaves the page', async () => {
    const chat = await ChatPage.open(h.context, 'chat.deepseek.com', 'textarea#chat-input');
    const email = 'maria.lopez@example.org';
    await chat.type(`Please draft a reply to ${email} about my appointment`);
    await chat.pressEnter();
    await chat.waitForOverlay('review');
    const preview = await chat.previewText();
    expect(preview).not.toContain(email);
    await chat.clickButton('Send sanitized');
    await expect.poll(() => h.server.received.length, { timeout: 10_000 }).toBe(1);
    const body = h.server.received[0]?.body ?? '';
    expect(body).not.toContain(email);
    expect(body).not.toContain('maria.lopez');
    expect(JSON.parse(body)).toEqual({ text: preview });
    await chat.page.close();
  });

  it('renders the popup', async () => {
    const popup = await PopupPage.open(h.context, h.extensionId);
    expect(await popup.modeValue()).toBe('redact');
    await popup.page.close();
  });
});

/**
 * Issue 9, the generic adapter: a chat site PromptVeil has no adapter for (chat.example.org, a replica with a
 * textarea and a contenteditable composer, each with its own send control), added by the user on the options page.
 *
 * Adding a site asks for its optional host permission (chrome.permissions.request). The browser's prompt cannot be
 * clicked from a test, so the user's "Allow" is played in two parts: the options page's request resolves true (as the
 * prompt would), and the permission itself is held by the extension copy this file loads, whose manifest also lists
 * the host under host_permissions (granted at load, as the prompt would grant it). Everything after that is the
 * product's own path: the settings change, the background registers the content script for the host
 * (chrome.scripting), and the content script protects the page with the generic adapter.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTENSION_DIR, launchExtension, type ExtensionHarness } from './fixtures.ts';
import { SECRETS, SENSITIVE_MESSAGE, sentFrom, sleep } from './helpers.ts';
import { ChatPage } from './pages/chat-page.ts';
import { OptionsPage } from './pages/options-page.ts';

const HOST = 'chat.example.org';

/** A copy of the built extension whose manifest already holds the permission the prompt would grant. */
function grantedCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pv-ext-generic-'));
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  const path = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as { host_permissions: string[] };
  // The pattern src/background/site-scripts.ts asks for (http and https).
  manifest.host_permissions.push(`*://${HOST}/*`);
  writeFileSync(path, JSON.stringify(manifest, null, 2));
  return dir;
}

function received(h: ExtensionHarness): { text: string; from: string }[] {
  return sentFrom(h, HOST).map((r) => JSON.parse(r.body) as { text: string; from: string });
}

describe('generic adapter on a site the user added', () => {
  let h: ExtensionHarness;
  let dir: string;
  beforeAll(async () => {
    dir = grantedCopy();
    h = await launchExtension({ extensionDir: dir });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('before the user adds the site, nothing runs there', async () => {
    const page = await h.context.newPage();
    await page.goto(`https://${HOST}/`);
    await page.locator('#plain').fill(`mail ${SECRETS.email}`);
    await page.locator('#plain').press('Enter');
    await expect.poll(() => received(h).length, { timeout: 10_000 }).toBe(1);
    expect(received(h)[0]?.text).toBe(`mail ${SECRETS.email}`);
    await page.close();
  });

  it('added on the options page: its content script is registered', async () => {
    const options = await OptionsPage.open(h.context, h.extensionId);
    // The permission prompt's "Allow" (see the file comment).
    await options.page.evaluate(() => {
      chrome.permissions.request = () => Promise.resolve(true);
    });
    await options.page.getByTestId('add-site').fill(`https://${HOST}/`);
    await options.page.getByRole('button', { name: 'Add site' }).click();
    await expect
      .poll(() => options.page.evaluate(() => chrome.runtime.sendMessage<unknown, unknown>({ type: 'pv/ui/sites' })), { timeout: 10_000 })
      .toMatchObject({ ok: true, value: { registered: [HOST], granted: [HOST] } });
    await options.page.close();
  });

  it('textarea: Enter holds the message for review; only the sanitized text is sent', async () => {
    const before = received(h).length;
    const chat = await ChatPage.open(h.context, HOST, '#plain');
    await chat.fill(SENSITIVE_MESSAGE);
    await chat.pressEnter();
    await chat.waitForOverlay('review');
    expect(received(h)).toHaveLength(before);
    const preview = await chat.previewText();
    await chat.clickButton('Send sanitized');
    await expect.poll(() => received(h).length, { timeout: 10_000 }).toBe(before + 1);
    const sent = received(h)[before];
    expect(sent).toEqual({ text: preview, from: 'textarea' });
    for (const secret of Object.values(SECRETS)) expect(sent?.text).not.toContain(secret);
    await chat.page.close();
  });

  it("contenteditable: its own send button is intercepted and sends through that composer; Enter too; Cancel sends nothing", async () => {
    const before = received(h).length;
    const chat = await ChatPage.open(h.context, HOST, '#rich');
    await chat.type(`Call me at ${SECRETS.phone} tonight`);
    await chat.page.locator('#rich-send').click();
    await chat.waitForOverlay('review');
    const preview = await chat.previewText();
    await chat.clickButton('Send sanitized');
    await expect.poll(() => received(h).length, { timeout: 10_000 }).toBe(before + 1);
    expect(received(h)[before]).toEqual({ text: preview, from: 'contenteditable' });
    expect(preview).not.toContain(SECRETS.phone);

    await chat.type(`Card ${SECRETS.card} expired`);
    await chat.pressEnter();
    await chat.waitForOverlay('review');
    await chat.clickButton('Cancel');
    await chat.waitForOverlayClosed();
    await sleep(400);
    expect(received(h)).toHaveLength(before + 1);
    expect(await chat.composerText()).toBe(`Card ${SECRETS.card} expired`);
    await chat.page.close();
  });
});

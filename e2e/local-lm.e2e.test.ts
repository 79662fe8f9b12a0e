/**
 * Issue 21: "rewrite with a local language model" on the options page. The tiny random-weight causal LM of the unit
 * tests (scripts/rewriter/tiny-lm.ts, transformers.js layout) is picked as a folder; dp mode then rewrites the spans
 * with it in the engine worker (transformers.js on the worker's onnxruntime-web), and a chosen model whose files are
 * gone fails closed (nothing is sent). The download path asks for a host permission inside the click; the browser's
 * prompt cannot be answered from a test, so only its input checks are played here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_VOCAB, writeTinyLmFolder } from '../scripts/rewriter/tiny-lm.ts';
import { launchExtension, type ExtensionHarness } from './fixtures.ts';
import { SECRETS, SENSITIVE_MESSAGE, sentFrom, sleep } from './helpers.ts';
import { ChatPage } from './pages/chat-page.ts';
import { OptionsPage } from './pages/options-page.ts';
import { site } from './sites/catalog.ts';

interface StoredSettings {
  mode: string;
  rewriter?: string;
  localLm?: { name: string; source: string; bytes: number } | null;
}

describe('options: rewrite with a local language model', () => {
  let h: ExtensionHarness;
  let dir: string;
  let folder: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pv-e2e-lm-'));
    folder = join(dir, 'tiny-gpt');
    writeTinyLmFolder(folder);
    h = await launchExtension();
  });
  afterAll(async () => {
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const settings = (): Promise<StoredSettings> =>
    h.serviceWorker.evaluate(async () => (await chrome.storage.local.get('settings')).settings as StoredSettings);

  it('keeps the phrase bank by default, and refuses a download address that is not https without asking anything', async () => {
    const options = await OptionsPage.open(h.context, h.extensionId);
    await expect.poll(() => options.page.getByTestId('local-lm-status').textContent()).toBe('No language model added.');
    expect(await options.page.getByTestId('rewriter-bank').isChecked()).toBe(true);
    expect(await options.page.getByTestId('rewriter-lm').isDisabled()).toBe(true);
    await options.page.getByTestId('lm-url').fill('http://example.org/model');
    await options.page.getByRole('button', { name: 'Download' }).click();
    await expect.poll(() => options.status.textContent()).toMatch(/only https addresses/);
    await options.page.close();
  });

  it('a chosen model whose files are missing fails closed: the dp message is not sent', async () => {
    // As after an import of settings from another browser: the settings name a model, its files are not here.
    await h.serviceWorker.evaluate(async () => {
      const s = ((await chrome.storage.local.get('settings')).settings ?? {}) as Record<string, unknown>;
      await chrome.storage.local.set({
        settings: { ...s, version: 2, mode: 'dp', rewriter: 'lm', localLm: { name: 'elsewhere', source: 'folder', bytes: 1 } },
      });
    });
    const chat = await ChatPage.openSite(h.context, site('claude-ai'));
    const before = sentFrom(h, 'claude.ai').length;
    await chat.type(SENSITIVE_MESSAGE);
    await chat.pressEnter();
    await expect.poll(() => chat.overlayText(), { timeout: 90_000 }).toMatch(/not in this browser's extension storage/);
    await sleep(500);
    expect(sentFrom(h, 'claude.ai').length).toBe(before);
    await chat.page.close();
    await h.serviceWorker.evaluate(async () => {
      const s = (await chrome.storage.local.get('settings')).settings as Record<string, unknown>;
      await chrome.storage.local.set({ settings: { ...s, rewriter: 'bank', localLm: null } });
    });
  }, 180_000);

  it('adds the model from a folder, uses it in dp mode, and removes it', async () => {
    const options = await OptionsPage.open(h.context, h.extensionId);
    await options.page.getByTestId('lm-folder').setInputFiles(folder);
    await expect.poll(() => options.page.getByTestId('local-lm-status').textContent(), { timeout: 30_000 }).toMatch(/^Language model: tiny-gpt \(from a folder, /);
    await options.page.getByTestId('rewriter-lm').check();
    await expect.poll(async () => (await settings()).rewriter).toBe('lm');
    const stored = await settings();
    expect(stored.localLm).toMatchObject({ name: 'tiny-gpt', source: 'folder' });
    expect(stored.localLm?.bytes).toBeGreaterThan(0);
    expect(stored.mode).toBe('dp');

    const chat = await ChatPage.openSite(h.context, site('claude-ai'));
    await chat.type(SENSITIVE_MESSAGE);
    await chat.pressEnter();
    await chat.waitForOverlay('review', 120_000);
    const preview = await chat.previewText();
    for (const secret of Object.values(SECRETS)) expect(preview).not.toContain(secret);
    // Every span became words of the tiny model's vocabulary (or the public '…' of an empty draw); the rest is kept.
    const kept = ['Please email', 'or call', 'about card'];
    for (const k of kept) expect(preview).toContain(k);
    let rest = preview;
    for (const k of kept) rest = rest.replace(k, ' ');
    const words = rest.split(/\s+/).filter(Boolean);
    expect(words.length).toBeGreaterThan(0);
    for (const w of words) expect([...TINY_VOCAB, '…']).toContain(w);
    await chat.page.close();

    await options.page.getByTestId('lm-remove').click();
    await expect.poll(() => options.page.getByTestId('local-lm-status').textContent()).toBe('No language model added.');
    const after = await settings();
    expect(after.rewriter).toBe('bank');
    expect(after.localLm).toBeNull();
    const left = await options.page.evaluate(async () => {
      const root = await navigator.storage.getDirectory();
      return root.getDirectoryHandle('local-lm').then(
        () => true,
        () => false,
      );
    });
    expect(left).toBe(false);
    await options.page.close();
  }, 240_000);
});

/**
 * The extension under Chromium's WebGPU flags with the SwiftShader (CPU) adapter: the engine may pick its WebGPU
 * execution provider here, and protection must work the same. Reports which adapter the browser exposes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionHarness } from './fixtures.ts';
import { PLAIN_LINES, SECRETS, SENSITIVE_MESSAGE, sentFrom, textOf } from './helpers.ts';
import { ChatPage } from './pages/chat-page.ts';
import { site } from './sites/catalog.ts';

const WEBGPU_ARGS = ['--enable-unsafe-webgpu', '--use-webgpu-adapter=swiftshader', '--enable-unsafe-swiftshader'];

describe('with WebGPU on SwiftShader', () => {
  let h: ExtensionHarness;
  beforeAll(async () => {
    h = await launchExtension({ extraArgs: WEBGPU_ARGS });
  });
  afterAll(async () => {
    await h?.close();
  });

  it('reviews and sanitizes a message on a ProseMirror site; a plain one passes straight through on a Quill site', async () => {
    const chatgpt = site('chatgpt-com');
    const chat = await ChatPage.openSite(h.context, chatgpt);
    const adapter = await chat.page.evaluate(async () => {
      const gpu = (
        navigator as Navigator & {
          gpu?: {
            requestAdapter(): Promise<{
              info?: { vendor?: string; architecture?: string; description?: string };
            } | null>;
          };
        }
      ).gpu;
      if (!gpu) return 'navigator.gpu absent';
      const a = await gpu.requestAdapter();
      return a
        ? `adapter: ${a.info?.vendor ?? '?'} ${a.info?.architecture ?? ''} ${a.info?.description ?? ''}`.trim()
        : 'no adapter';
    });
    console.log(`[webgpu] page sees ${adapter}`);

    const before = sentFrom(h, chatgpt.host).length;
    await chat.type(SENSITIVE_MESSAGE);
    await chat.armOverlayTimer();
    await chat.pressEnter();
    // The models load on first use: meanwhile the message is held under a visible progress bar.
    await chat.waitForOverlay('busy');
    expect(await chat.overlay.locator('progress').count()).toBe(1);
    expect(sentFrom(h, chatgpt.host)).toHaveLength(before);
    await chat.waitForOverlay('review');
    console.log(`[webgpu] Enter → review overlay (cold engine): ${(await chat.overlayLatency()).toFixed(0)} ms`);
    const preview = await chat.previewText();
    await chat.clickButton('Send sanitized');
    await expect.poll(() => sentFrom(h, chatgpt.host).length, { timeout: 10_000 }).toBe(before + 1);
    const sent = textOf(sentFrom(h, chatgpt.host)[before]);
    expect(sent).toBe(preview);
    for (const secret of Object.values(SECRETS)) expect(sent).not.toContain(secret);
    await chat.page.close();

    // Once warm.
    const again = await ChatPage.openSite(h.context, chatgpt);
    await again.type(`Also reach me at ${SECRETS.phone}`);
    await again.armOverlayTimer();
    await again.pressEnter();
    await again.waitForOverlay('review');
    console.log(`[webgpu] Enter → review overlay (warm engine): ${(await again.overlayLatency()).toFixed(0)} ms`);
    await again.clickButton('Cancel');
    await again.page.close();

    const gemini = site('gemini-google-com');
    const g = await ChatPage.openSite(h.context, gemini);
    const beforeG = sentFrom(h, gemini.host).length;
    await g.type(PLAIN_LINES.join(' '));
    await g.pressEnter();
    await expect.poll(() => sentFrom(h, gemini.host).length, { timeout: 10_000 }).toBe(beforeG + 1);
    expect(textOf(sentFrom(h, gemini.host)[beforeG])).toBe(PLAIN_LINES.join(' '));
    await g.page.close();
  });
});

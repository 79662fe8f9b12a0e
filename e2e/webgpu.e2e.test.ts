/**
 * The extension under Chromium's WebGPU flags with the SwiftShader (CPU) adapter. SwiftShader is a software
 * (fallback) adapter, slower than ONNX Runtime's WASM kernels, so by default the engine must choose WASM; once the
 * user forces WebGPU (settings.executionProvider = 'webgpu') the engine restarts on the WebGPU execution provider and
 * protection must work the same. Reports which adapter the browser exposes and what the engine chose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionHarness } from './fixtures.ts';
import { PLAIN_LINES, SECRETS, SENSITIVE_MESSAGE, sentFrom, textOf } from './helpers.ts';
import { DEFAULT_SETTINGS } from '../src/protocol/settings.ts';
import { ChatPage } from './pages/chat-page.ts';
import { site } from './sites/catalog.ts';

const WEBGPU_ARGS = ['--enable-unsafe-webgpu', '--use-webgpu-adapter=swiftshader', '--enable-unsafe-swiftshader'];

function sw(h: ExtensionHarness) {
  return h.context.serviceWorkers().find((w) => w.url().startsWith(`chrome-extension://${h.extensionId}/`)) ?? h.serviceWorker;
}

/** The engine's backend as the offscreen document reports it once ready ('onnx:webgpu+wasm', 'onnx:wasm'). */
async function readyBackend(h: ExtensionHarness, timeoutMs = 60_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const backend = await sw(h).evaluate(async () => {
      try {
        const r = await chrome.runtime.sendMessage<unknown, { ok: boolean; result?: { state: string; backend: string } } | undefined>({
          target: 'pv-offscreen',
          request: { kind: 'status' },
        });
        return r?.ok && r.result?.state === 'ready' ? r.result.backend : null;
      } catch {
        return null;
      }
    });
    if (backend) return backend;
    if (Date.now() > deadline) throw new Error('engine not ready');
    await new Promise((r) => setTimeout(r, 100));
  }
}

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

    expect(adapter).toMatch(/swiftshader/i);

    // Default ('auto'): a software adapter is not worth WebGPU, the engine runs on WASM.
    const auto = await readyBackend(h);
    console.log(`[webgpu] execution provider chosen by default on SwiftShader: ${auto}`);
    expect(auto).toBe('onnx:wasm');

    // Forced by the user: the engine restarts on WebGPU (SwiftShader) and must protect the same.
    await sw(h).evaluate(async (s) => {
      await chrome.storage.local.set({ settings: s });
    }, { ...DEFAULT_SETTINGS, executionProvider: 'webgpu' as const });
    await expect.poll(() => readyBackend(h), { timeout: 60_000, interval: 200 }).toBe('onnx:webgpu+wasm');
    console.log('[webgpu] forced: onnx:webgpu+wasm');

    const before = sentFrom(h, chatgpt.host).length;
    await chat.type(SENSITIVE_MESSAGE);
    await chat.armOverlayTimer();
    await chat.pressEnter();
    expect(sentFrom(h, chatgpt.host)).toHaveLength(before);
    await chat.waitForOverlay('review');
    console.log(`[webgpu] Enter → review overlay (first message on WebGPU): ${(await chat.overlayLatency()).toFixed(0)} ms`);
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
    expect(await readyBackend(h)).toBe('onnx:webgpu+wasm');
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

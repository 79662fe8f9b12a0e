/**
 * The extension under Chromium's WebGPU flags with the SwiftShader (CPU) adapter. SwiftShader is a software
 * (fallback) adapter, slower than ONNX Runtime's WASM kernels, so by default the engine must choose WASM; once the
 * user forces WebGPU (options page; settings.executionProvider = 'webgpu') the engine restarts on the WebGPU execution provider and
 * protection must work the same. Reports which adapter the browser exposes and what the engine chose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionHarness } from './fixtures.ts';
import { PLAIN_LINES, SECRETS, SENSITIVE_MESSAGE, sentFrom, textOf } from './helpers.ts';
import { ChatPage } from './pages/chat-page.ts';
import { OptionsPage } from './pages/options-page.ts';
import { site } from './sites/catalog.ts';

const WEBGPU_ARGS = ['--enable-unsafe-webgpu', '--use-webgpu-adapter=swiftshader', '--enable-unsafe-swiftshader'];

function sw(h: ExtensionHarness) {
  return h.context.serviceWorkers().find((w) => w.url().startsWith(`chrome-extension://${h.extensionId}/`)) ?? h.serviceWorker;
}

/**
 * The engine's backend as the offscreen document reports it once ready ('onnx:webgpu+wasm', 'onnx:wasm'), with its
 * warning when it could not run as asked.
 */
async function readyEngine(h: ExtensionHarness, timeoutMs = 60_000): Promise<{ backend: string; warning?: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ready = await sw(h).evaluate(async () => {
      try {
        const r = await chrome.runtime.sendMessage<
          unknown,
          { ok: boolean; result?: { state: string; backend: string; warning?: string } } | undefined
        >({ target: 'pv-offscreen', request: { kind: 'status' } });
        return r?.ok && r.result?.state === 'ready' ? { backend: r.result.backend, warning: r.result.warning } : null;
      } catch {
        return null;
      }
    });
    if (ready) return ready;
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
    const auto = await readyEngine(h);
    console.log(`[webgpu] execution provider chosen by default on SwiftShader: ${auto.backend}`);
    expect(auto).toEqual({ backend: 'onnx:wasm', warning: undefined });

    // Forced by the user: the engine restarts on WebGPU (SwiftShader) and must protect the same.
    // Forced the way a user does it: the options page's "Run the on-device model on" choice.
    const options = await OptionsPage.open(h.context, h.extensionId);
    await options.page.getByTestId('execution-provider').selectOption('webgpu');
    await expect
      .poll(() => sw(h).evaluate(async () => ((await chrome.storage.local.get('settings')).settings as { executionProvider?: string } | undefined)?.executionProvider))
      .toBe('webgpu');
    await options.page.close();
    // The restarted engine asked for WebGPU. Were WebGPU unable to run the model, the engine would fall back to WASM
    // and say why (a warning in its status, shown in the popup) so the user stays protected; the shipped model must
    // not need that: on SwiftShader it runs on WebGPU itself (the encoder's probe run at load included), no warning.
    await expect.poll(async () => (await readyEngine(h)).backend !== auto.backend || (await readyEngine(h)).warning !== undefined, {
      timeout: 60_000,
      interval: 200,
    }).toBe(true);
    const forced = await readyEngine(h);
    console.log(`[webgpu] forced: the engine runs on ${forced.backend}${forced.warning ? ` (warning: ${forced.warning})` : ''}`);
    expect(forced).toEqual({ backend: 'onnx:webgpu+wasm', warning: undefined });
    const before = sentFrom(h, chatgpt.host).length;
    await chat.type(SENSITIVE_MESSAGE);
    await chat.armOverlayTimer();
    await chat.pressEnter();
    expect(sentFrom(h, chatgpt.host)).toHaveLength(before);
    await chat.waitForOverlay('review');
    console.log(`[webgpu] Enter → review overlay (first message after forcing WebGPU, ${forced.backend}): ${(await chat.overlayLatency()).toFixed(0)} ms`);
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
    expect(await readyEngine(h)).toEqual({ backend: 'onnx:webgpu+wasm', warning: undefined });
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

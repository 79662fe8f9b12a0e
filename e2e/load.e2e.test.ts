/**
 * Issue 9, first use: the models start loading when the extension is installed (and at browser start, and when a chat
 * tab opens), so the first message should find them ready; a message sent while they still load waits under a
 * determinate progress bar saying what is loading. Reports (console, not asserted as timings) the engine's own
 * per-stage load times, the wall time from browser launch to a ready engine, and Enter → review overlay for a
 * message sent right after the engine was stopped (the user-visible worst case of first use).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionHarness } from './fixtures.ts';
import { SECRETS, SENSITIVE_MESSAGE, sentFrom, sleep } from './helpers.ts';
import { ChatPage } from './pages/chat-page.ts';
import { site } from './sites/catalog.ts';

interface Status {
  state: string;
  progress: number;
  stage?: string;
  backend: string;
  timings?: Record<string, number>;
}

function sw(h: ExtensionHarness) {
  return h.context.serviceWorkers().find((w) => w.url().startsWith(`chrome-extension://${h.extensionId}/`)) ?? h.serviceWorker;
}

/** The offscreen document's own status answer (null while it does not exist). */
async function offscreenStatus(h: ExtensionHarness): Promise<Status | null> {
  return sw(h).evaluate(async () => {
    try {
      const reply = await chrome.runtime.sendMessage<unknown, { ok: true; result: Status } | { ok: false; error: string } | undefined>({
        target: 'pv-offscreen',
        request: { kind: 'status' },
      });
      return reply?.ok ? reply.result : null;
    } catch {
      return null;
    }
  });
}

async function waitReady(h: ExtensionHarness, timeoutMs = 60_000): Promise<Status> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = await offscreenStatus(h);
    if (s?.state === 'ready') return s;
    if (Date.now() > deadline) throw new Error(`engine not ready after ${timeoutMs} ms: ${JSON.stringify(s)}`);
    await sleep(50);
  }
}

function describeTimings(t: Record<string, number> | undefined): string {
  if (!t) return 'no timings';
  return Object.entries(t)
    .map(([k, v]) => `${k.replace(/ ms$/, '')} ${v}`)
    .join(', ');
}

describe('first use: the models load ahead of the first message', () => {
  let h: ExtensionHarness;
  let launchedAt = 0;
  beforeAll(async () => {
    launchedAt = Date.now();
    h = await launchExtension();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('starts loading at install, with no chat page open; the first message then finds the engine warm', async () => {
    const ready = await waitReady(h);
    const wall = Date.now() - launchedAt;
    console.log(
      `[timing] first-use model load (engine worker start → ready, ${ready.backend}): ${ready.timings?.totalMs ?? NaN} ms ` +
        `[${describeTimings(ready.timings)}]; browser launch → engine ready ${wall} ms`,
    );
    expect(ready.backend).toMatch(/^onnx:/);
    expect(ready.timings?.totalMs).toBeGreaterThan(0);

    const chatgpt = site('chatgpt-com');
    const chat = await ChatPage.openSite(h.context, chatgpt);
    await chat.type(SENSITIVE_MESSAGE);
    await chat.armOverlayTimer();
    await chat.pressEnter();
    await chat.waitForOverlay('review');
    console.log(`[timing] first message in the browser, engine warmed at install: Enter → review overlay ${(await chat.overlayLatency()).toFixed(0)} ms`);
    await chat.clickButton('Cancel');
    await chat.page.close();
  });

  it('a message sent while the models load waits under a determinate progress bar that names what is loading', async () => {
    const chatgpt = site('chatgpt-com');
    const chat = await ChatPage.openSite(h.context, chatgpt);
    const before = sentFrom(h, chatgpt.host).length;
    await chat.type(`Call me on ${SECRETS.phone} tomorrow`);
    // Stop the engine (as if the browser had just started): the next message must load the models again.
    await sw(h).evaluate(async () => {
      await chrome.offscreen.closeDocument();
    });
    await chat.armOverlayTimer();
    await chat.pressEnter();
    await chat.waitForOverlay('busy', 10_000);
    // The bar becomes determinate (a value attribute) with a label naming the stage.
    const seen = await chat.page.waitForFunction(
      () => {
        const root = document.querySelector('promptveil-overlay')?.shadowRoot;
        const bar = root?.querySelector<HTMLProgressElement>('[data-testid="load-progress"]');
        const label = root?.querySelector('[data-testid="load-stage"]')?.textContent ?? '';
        return bar?.hasAttribute('value') && bar.value > 0 && /^Loading .+ \d+%$/.test(label)
          ? { value: bar.value, max: bar.max, label }
          : null;
      },
      undefined,
      { timeout: 20_000, polling: 20 },
    );
    const shown = (await seen.jsonValue()) as { value: number; max: number; label: string };
    console.log(`[e2e] determinate progress while loading: ${shown.value}/${shown.max} "${shown.label}"`);
    expect(shown.max).toBe(100);
    expect(shown.value).toBeGreaterThan(0);
    expect(shown.value).toBeLessThanOrEqual(100);
    expect(sentFrom(h, chatgpt.host)).toHaveLength(before);
    await chat.waitForOverlay('review', 60_000);
    const ready = await waitReady(h);
    console.log(
      `[timing] engine stopped, then a message: Enter → review overlay ${(await chat.overlayLatency()).toFixed(0)} ms ` +
        `(model load ${ready.timings?.totalMs ?? NaN} ms [${describeTimings(ready.timings)}])`,
    );
    await chat.clickButton('Cancel');
    expect(sentFrom(h, chatgpt.host)).toHaveLength(before);
    await chat.page.close();
  });
});

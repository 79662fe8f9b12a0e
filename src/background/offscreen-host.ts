/**
 * Owns the offscreen document's lifetime: created ahead of need (`warmEngine`: browser start, install, a chat tab
 * opening) or on the first engine request, reused afterwards, and recreated if Chrome closed it. Creation is
 * serialised so concurrent requests never race two documents.
 */
import type { EngineReply, EngineRequest } from '../protocol/engine.ts';
import { OFFSCREEN_TARGET, type ToOffscreen } from '../protocol/offscreen.ts';
import { ENGINE_IN_BACKGROUND, callBackgroundEngine, restartBackgroundEngine, warmBackgroundEngine } from './engine-host.ts'; // issue 10: Firefox
import type { ExecutionProviderPreference } from '../engine/encoder/execution-providers.ts';
import { loadSettings } from './settings-store.ts';

const OFFSCREEN_PATH = 'offscreen/offscreen.html';
let creating: Promise<void> | null = null;
/** How long the last offscreen document took to create (reported with the engine status, numbers only). */
let createMs: number | null = null;

/** The offscreen document's URL for the user's execution-provider choice (it has no chrome.storage of its own). */
async function offscreenUrl(): Promise<string> {
  const { executionProvider } = await loadSettings();
  return `${OFFSCREEN_PATH}?ep=${executionProvider}`;
}

/** The running offscreen document's URL, or null (there is at most one per extension). */
async function offscreenDocumentUrl(): Promise<string | null> {
  const contexts = await chrome.runtime.getContexts({ contextTypes: [chrome.runtime.ContextType.OFFSCREEN_DOCUMENT] });
  return contexts[0]?.documentUrl ?? null;
}

/** Creates the offscreen document (which starts loading the models at once) unless it exists. */
export async function ensureOffscreen(): Promise<void> {
  if (creating) return creating;
  if ((await offscreenDocumentUrl()) !== null) return;
  const t0 = performance.now();
  creating ??= offscreenUrl()
    .then((url) =>
      chrome.offscreen.createDocument({
        url,
        reasons: [chrome.offscreen.Reason.WORKERS],
        justification: 'Runs the on-device text analysis engine (ONNX model in a Web Worker).',
      }),
    )
    .then(() => {
      createMs = Math.round(performance.now() - t0);
    })
    .finally(() => {
      creating = null;
    });
  await creating;
}

/**
 * Starts loading the models ahead of need (browser start, install, a chat tab opening), so the first message finds
 * them ready. Never throws: a failed load is reported on the first real request.
 */
export async function warmEngine(): Promise<void> {
  try {
    if (ENGINE_IN_BACKGROUND) {
      await warmBackgroundEngine();
      return;
    }
    await ensureOffscreen();
  } catch {
    // Reported on first use.
  }
}

/**
 * The user changed where the encoder runs: a running engine made the other choice, so it is closed and started
 * again with the new one (models reload, a few seconds; only on this explicit change).
 */
export function restartEngineFor(choice: ExecutionProviderPreference): Promise<void> {
  // One restart at a time: settings writes come in bursts, and two overlapping restarts would race two documents.
  const next = restarting.then(async () => {
    if (ENGINE_IN_BACKGROUND) {
      await restartBackgroundEngine(choice);
      return;
    }
    await creating?.catch(() => undefined);
    const url = await offscreenDocumentUrl();
    if (url === null || new URL(url).searchParams.get('ep') === choice) return;
    await chrome.offscreen.closeDocument().catch(() => undefined);
    await warmEngine();
  });
  restarting = next.catch(() => undefined);
  return next;
}
let restarting: Promise<unknown> = Promise.resolve();

// ---- issue 9, TEST ONLY: fault injection for the e2e fail-closed tests ----
/**
 * The e2e suite sets chrome.storage.local['pv-test-fault'] = 'error' through the service worker to make every engine
 * call fail, and checks that nothing is sent. Nothing in the product writes this key, and it is ignored in
 * store-installed builds (their manifest carries an update_url), so it never ships enabled.
 */
const TEST_FAULT_KEY = 'pv-test-fault';

async function injectedTestFault(): Promise<EngineReply | null> {
  if ('update_url' in chrome.runtime.getManifest()) return null;
  const value: unknown = (await chrome.storage.local.get(TEST_FAULT_KEY))[TEST_FAULT_KEY];
  return value === 'error' ? { ok: false, error: 'the engine failed (fault injected by a test)' } : null;
}

/**
 * The e2e timeout test shortens the engine deadline by setting `pvTestEngineTimeoutMs` on the service worker's global
 * (only code running in the service worker can), so it need not wait the real 30 s. Ignored in store-installed builds.
 */
function testTimeout(timeoutMs: number): number {
  const override = (globalThis as { pvTestEngineTimeoutMs?: unknown }).pvTestEngineTimeoutMs;
  if (typeof override !== 'number' || !(override > 0) || 'update_url' in chrome.runtime.getManifest()) return timeoutMs;
  return override;
}
// ---- end issue 9 ----

/** Sends one engine request to the offscreen document; rejects after `timeoutMs` so callers can fail closed. */
export async function callEngine(request: EngineRequest, requestedTimeoutMs: number): Promise<EngineReply> {
  const fault = await injectedTestFault(); // issue 9, TEST ONLY (see above)
  if (fault) return fault;
  const timeoutMs = testTimeout(requestedTimeoutMs); // issue 9, TEST ONLY (see above)
  // ---- issue 10: Firefox has no offscreen API; its background page runs the engine worker (engine-host.ts) ----
  if (ENGINE_IN_BACKGROUND) return callBackgroundEngine(request, timeoutMs);
  // ---- end issue 10 ----
  await ensureOffscreen();
  const message: ToOffscreen = { target: OFFSCREEN_TARGET, request };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<EngineReply>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: `engine did not answer within ${timeoutMs} ms` }), timeoutMs);
  });
  try {
    const reply = chrome.runtime.sendMessage<ToOffscreen, EngineReply | undefined>(message);
    const answer = await Promise.race([reply.then((r) => r ?? { ok: false as const, error: 'engine sent no reply' }), timeout]);
    if (answer.ok && answer.result.kind === 'status' && answer.result.timings && createMs !== null)
      return { ok: true, result: { ...answer.result, timings: { offscreenDocumentMs: createMs, ...answer.result.timings } } };
    return answer;
  } catch (err) {
    return { ok: false, error: `engine unavailable: ${err instanceof Error ? err.message : String(err)}` };
  } finally {
    clearTimeout(timer);
  }
}

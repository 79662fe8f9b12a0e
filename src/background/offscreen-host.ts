/**
 * Owns the offscreen document's lifetime: created lazily on the first engine request, reused afterwards, and
 * recreated if Chrome closed it. Creation is serialised so concurrent requests never race two documents.
 */
import type { EngineReply, EngineRequest } from '../protocol/engine.ts';
import { OFFSCREEN_TARGET, type ToOffscreen } from '../protocol/offscreen.ts';
import { ENGINE_IN_BACKGROUND, callBackgroundEngine } from './engine-host.ts'; // issue 10: Firefox

const OFFSCREEN_PATH = 'offscreen/offscreen.html';
let creating: Promise<void> | null = null;

async function hasOffscreenDocument(): Promise<boolean> {
  const url = chrome.runtime.getURL(OFFSCREEN_PATH);
  const contexts = await chrome.runtime.getContexts({
    contextTypes: [chrome.runtime.ContextType.OFFSCREEN_DOCUMENT],
    documentUrls: [url],
  });
  return contexts.length > 0;
}

export async function ensureOffscreen(): Promise<void> {
  if (await hasOffscreenDocument()) return;
  creating ??= chrome.offscreen
    .createDocument({
      url: OFFSCREEN_PATH,
      reasons: [chrome.offscreen.Reason.WORKERS],
      justification: 'Runs the on-device text analysis engine (ONNX model in a Web Worker).',
    })
    .finally(() => {
      creating = null;
    });
  await creating;
}

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
// ---- end issue 9 ----

/** Sends one engine request to the offscreen document; rejects after `timeoutMs` so callers can fail closed. */
export async function callEngine(request: EngineRequest, timeoutMs: number): Promise<EngineReply> {
  const fault = await injectedTestFault(); // issue 9, TEST ONLY (see above)
  if (fault) return fault;
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
    return answer;
  } catch (err) {
    return { ok: false, error: `engine unavailable: ${err instanceof Error ? err.message : String(err)}` };
  } finally {
    clearTimeout(timer);
  }
}

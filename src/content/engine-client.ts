/**
 * The content script's channel to the engine (through the background). Every call has a deadline, so a lost service
 * worker or a hung engine turns into an error the caller shows, never into a silent send.
 *
 * Analyses are cached in memory for the few most recent texts: a paste is analysed as it arrives, and pressing Enter
 * on the same text then reuses that result. Nothing here is persisted; the cache dies with the page.
 */
import type { AnalyzeReply, ContentRequest, SanitizeReply } from '../protocol/content.ts';
import type { ReviewRequest } from '../protocol/review.ts';
import type { AnalyzeResult, SanitizeResultMsg } from '../protocol/engine.ts';
import type { SanitizeMode } from '../engine/pipeline.ts';
import type { Span } from '../engine/types.ts';
import type { StandIn } from '../protocol/stand-ins.ts';

/** First use loads the models; afterwards analysis takes milliseconds. Past this the message is held, not sent. */
export const ENGINE_TIMEOUT_MS = 45_000;
const CACHE_SIZE = 4;

export function request<T>(msg: ContentRequest | ReviewRequest, timeoutMs = ENGINE_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no answer from the engine within ${Math.round(timeoutMs / 1000)} s`)),
      timeoutMs,
    );
    let sent: Promise<unknown>;
    try {
      sent = chrome.runtime.sendMessage(msg);
    } catch (err) {
      // Thrown synchronously when the extension was reloaded or updated under this page.
      clearTimeout(timer);
      reject(
        new Error(
          `the extension is not reachable (${err instanceof Error ? err.message : String(err)}); reload the page`,
        ),
      );
      return;
    }
    sent.then(
      (reply) => {
        clearTimeout(timer);
        if (reply === undefined || reply === null) reject(new Error('the extension sent no answer'));
        else resolve(reply as T);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

const cache = new Map<string, Promise<AnalyzeResult>>();

/** Analyses `text`, reusing a pending or finished analysis of the same text. Failures are not cached. */
export function analyze(text: string): Promise<AnalyzeResult> {
  const hit = cache.get(text);
  if (hit) {
    // Refresh its position (Map keeps insertion order; the oldest entry is evicted first).
    cache.delete(text);
    cache.set(text, hit);
    return hit;
  }
  const pending = request<AnalyzeReply>({ type: 'pv/analyze', text }).then((reply) => {
    if (!reply.ok) throw new Error(reply.error);
    return reply.value;
  });
  cache.set(text, pending);
  pending.catch(() => {
    if (cache.get(text) === pending) cache.delete(text);
  });
  while (cache.size > CACHE_SIZE) {
    const oldest = cache.keys().next();
    if (oldest.done) break;
    cache.delete(oldest.value);
  }
  return pending;
}

/** Settings that change what is private (user terms) make cached analyses stale. */
export function clearAnalysisCache(): void {
  cache.clear();
}

export async function sanitize(
  text: string,
  spans: readonly Span[],
  options: { mode: SanitizeMode; epsilon: number; conversationId: string; priors: StandIn[] },
): Promise<SanitizeResultMsg> {
  const reply = await request<SanitizeReply>({ type: 'pv/sanitize', text, spans: [...spans], ...options });
  if (!reply.ok) throw new Error(reply.error);
  return reply.value;
}

/**
 * Service worker: validates every message, routes engine work to the offscreen document, keeps settings.
 * It never logs or stores message text.
 */
import type { AnalyzeResult, EngineRequest } from '../protocol/engine.ts';
import { parseContentRequest, type ContentReply } from '../protocol/content.ts';
import { commit, forgetTab, holdForCommit } from './ledger-store.ts';
import { callEngine, restartEngineFor, warmEngine } from './offscreen-host.ts';
import { loadSettings } from './settings-store.ts';
// ---- issue 12: popup / options / review sync (all of it lives in ui-handlers.ts) ----
import { installUiHooks, routeUiMessage, withoutDisabledDomains } from './ui-handlers.ts';

/** First analysis may include model loading; later ones are fast. The content script has its own, longer, timer. */
const ENGINE_TIMEOUT_MS = 30_000;

const health = new Map<number, { siteId: string; composer: boolean; send: boolean }>();

function isAnalyzeResult(v: unknown): v is AnalyzeResult {
  return typeof v === 'object' && v !== null && (v as { kind?: unknown }).kind === 'analyze';
}

/** Our content script on a web page: our id, a tab, and an http(s) page (not an extension page opened in a tab). */
function isOwnContentScript(sender: chrome.runtime.MessageSender): boolean {
  return sender.id === chrome.runtime.id && sender.tab?.id !== undefined && typeof sender.url === 'string' && /^https?:/.test(sender.url);
}

async function engine(request: EngineRequest): Promise<ContentReply<unknown>> {
  const reply = await callEngine(request, ENGINE_TIMEOUT_MS);
  return reply.ok ? { ok: true, value: reply.result } : { ok: false, error: reply.error };
}

async function handleContent(msg: unknown, sender: chrome.runtime.MessageSender): Promise<ContentReply<unknown>> {
  const req = parseContentRequest(msg);
  switch (req.type) {
    case 'pv/analyze': {
      const settings = await loadSettings();
      const reply = await engine({ kind: 'analyze', text: req.text, alwaysPrivate: settings.alwaysPrivate, neverPrivate: settings.neverPrivate, detection: settings.detection });
      // Issue 12: attribute domains the user switched off on the options page are not reported.
      return reply.ok && isAnalyzeResult(reply.value) ? { ok: true, value: withoutDisabledDomains(reply.value, settings) } : reply;
    }
    case 'pv/sanitize': {
      const tabId = sender.tab?.id ?? -1;
      const { rewriter } = await loadSettings();
      const reply = await callEngine(
        {
          kind: 'sanitize',
          text: req.text,
          spans: req.spans,
          mode: req.mode,
          epsilon: req.epsilon,
          conversationId: `${tabId}:${req.conversationId}`,
          // The page's own record of this conversation's stand-ins: primes a vault lost with a restarted engine.
          priors: req.priors,
          // dp with the user's local language model when they chose it (options page); the worker fails closed
          // when that model is missing or broken.
          ...(rewriter === 'lm' ? { rewriter } : {}),
        },
        ENGINE_TIMEOUT_MS,
      );
      if (!reply.ok) return { ok: false, error: reply.error };
      if (reply.result.kind !== 'sanitize') return { ok: false, error: 'engine answered the wrong request' };
      const site = new URL(sender.url ?? 'about:blank').hostname || 'unknown';
      return { ok: true, value: { ...reply.result, token: holdForCommit(tabId, site, reply.result.events) } };
    }
    case 'pv/commit': {
      const settings = await loadSettings();
      return { ok: true, value: await commit(sender.tab?.id ?? -1, req.token, req.overCapConfirmed, settings.dailyCap) };
    }
    case 'pv/status':
      // A chat page asking how the engine is also means it will be needed: start it (no-op when running).
      await warmEngine();
      return engine({ kind: 'status' });
    case 'pv/health': {
      const tabId = sender.tab?.id;
      if (tabId !== undefined) {
        health.set(tabId, { siteId: req.siteId, composer: req.composer, send: req.send });
        const broken = !req.composer;
        await chrome.action.setBadgeText({ tabId, text: broken ? '!' : '' });
        if (broken) await chrome.action.setBadgeBackgroundColor({ tabId, color: '#b00020' });
      }
      return { ok: true, value: null };
    }
  }
}

chrome.runtime.onMessage.addListener((msg: unknown, sender, sendResponse: (r: unknown) => void) => {
  // Messages addressed to the offscreen document pass through here too; they are not ours to answer.
  if (typeof msg === 'object' && msg !== null && 'target' in msg) return false;
  // ---- issue 12: pv/ui/* (extension pages) and pv/review/* (content scripts); ui-handlers.ts checks each sender ----
  if (routeUiMessage(msg, sender, sendResponse, health)) return true;
  // ---- end issue 12 ----
  if (!isOwnContentScript(sender)) return false;
  handleContent(msg, sender).then(sendResponse, (err: unknown) =>
    sendResponse({ ok: false, error: err instanceof Error ? err.message : 'request failed' }),
  );
  return true;
});

chrome.tabs.onRemoved.addListener((tabId) => {
  health.delete(tabId);
  forgetTab(tabId);
});

// Issue 9: first use must not wait for the models. They start loading when the browser starts and when the extension is
// installed or updated (and again whenever a chat tab opens, from the content script), and the engine stays warm.
chrome.runtime.onStartup.addListener(() => void warmEngine());
chrome.runtime.onInstalled.addListener(() => void warmEngine());
chrome.storage.onChanged.addListener((changes, area) => {
  if (area !== 'local' || !('settings' in changes)) return;
  // A changed execution-provider choice restarts a running engine with it (nothing to do if it already matches).
  void loadSettings().then((s) => restartEngineFor(s.executionProvider));
});

// ---- issue 12: settings migration, custom-site content scripts, review record retention, per-tab reviews ----
installUiHooks();

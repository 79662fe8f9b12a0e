/**
 * Issue 12: the service worker's side of the popup / options page (src/protocol/popup.ts) and of the review shared
 * by the in-page overlay and the popup (src/protocol/review.ts). index.ts routes to `routeUiMessage` before its
 * content-script handling; this module answers only the message types it owns and checks every sender:
 *  - `pv/ui/*` only from our popup and options pages (sender.url is one of them, inside the extension);
 *  - `pv/review/*` only from our content scripts: a sender.tab, and a web page URL.
 */
import { SANITIZE_MODES } from '../engine/pipeline.ts';
import { SPAN_CATEGORIES, type Span } from '../engine/types.ts';
import { adapterFor } from '../content/sites/index.ts';
import type { StatusResult } from '../protocol/engine.ts';
import {
  parseUiRequest,
  SAMPLE_MESSAGE,
  UI_REQUEST_TYPES,
  type PreviewResult,
  type TabState,
  type UiReply,
  type UiRequest,
} from '../protocol/popup.ts';
import {
  acceptedSpans,
  parsePriorsReply,
  parseReviewRequest,
  parseSpanInputs,
  REVIEW_REQUEST_TYPES,
  type PriorsWanted,
  type ReviewChanged,
  type ReviewState,
} from '../protocol/review.ts';
import { isSiteEnabled, type Settings } from '../protocol/settings.ts';
import type { StandIn } from '../protocol/stand-ins.ts';
import { describeNumberSpend } from '../ui/labels.ts';
import { callEngine } from './offscreen-host.ts';
import { appendRecord, entryFor, pruneStoredRecord } from './review-record.ts';
import {
  applyEdit,
  applyPageSpans,
  closeReview,
  forgetReview,
  getReview,
  openReview,
  previewRequest,
  ReviewPriors,
  updateReview,
} from './review-state.ts';
import { loadSettings, migrateStoredSettings, onSettingsChanged } from './settings-store.ts';
import { hasHostPermission, syncSiteScripts } from './site-scripts.ts';

const STATUS_TIMEOUT_MS = 5_000;
const PREVIEW_TIMEOUT_MS = 30_000;
/** The page answers from memory; a page that does not answer within this has navigated or hangs. */
const PRIORS_FROM_PAGE_TIMEOUT_MS = 2_000;

/** Span categories a message may name (the same list the content protocol validates against). */
const CATEGORIES: ReadonlySet<string> = new Set(SPAN_CATEGORIES);

/** The held messages' conversation stand-ins, for the popup's preview: this service worker's memory only. */
const reviewPriors = new ReviewPriors();

export type HealthMap = ReadonlyMap<number, { siteId: string; composer: boolean; send: boolean }>;

/** The extension pages allowed to send pv/ui/* requests. */
const UI_PAGES = ['popup/popup.html', 'options/options.html'];

/**
 * An extension page of ours: its URL is one of our UI pages inside the extension's origin. `sender.tab` is not
 * required to be absent: the options page opens in a tab (manifest `open_in_tab`), and so does the popup when a
 * user (or the e2e suite) opens its URL directly. A content script can never have an extension URL.
 */
export function isExtensionPage(sender: chrome.runtime.MessageSender): boolean {
  if (sender.id !== chrome.runtime.id || typeof sender.url !== 'string') return false;
  const root = chrome.runtime.getURL('');
  if (!sender.url.startsWith(root)) return false;
  const path = sender.url.slice(root.length).replace(/[?#].*$/, '');
  return UI_PAGES.includes(path);
}

export function isContentScript(sender: chrome.runtime.MessageSender): boolean {
  return (
    sender.id === chrome.runtime.id &&
    sender.tab?.id !== undefined &&
    typeof sender.url === 'string' &&
    !sender.url.startsWith(chrome.runtime.getURL('')) &&
    /^https?:/.test(sender.url)
  );
}

function typeOf(msg: unknown): string | null {
  return typeof msg === 'object' && msg !== null && typeof (msg as { type?: unknown }).type === 'string'
    ? (msg as { type: string }).type
    : null;
}

async function engineStatus(): Promise<StatusResult> {
  const reply = await callEngine({ kind: 'status' }, STATUS_TIMEOUT_MS);
  if (reply.ok && reply.result.kind === 'status') return reply.result;
  return {
    kind: 'status',
    state: 'error',
    progress: 0,
    backend: 'none',
    error: reply.ok ? 'unexpected engine reply' : reply.error,
  };
}

async function tabState(tabId: number, health: HealthMap): Promise<TabState> {
  const settings = await loadSettings();
  const engine = await engineStatus();
  const base: TabState = {
    tabId,
    host: null,
    siteId: null,
    siteName: 'this page',
    support: 'restricted',
    enabled: false,
    permissionMissing: false,
    health: null,
    engine,
  };
  let url: string | undefined;
  try {
    const tab = await chrome.tabs.get(tabId);
    url = tab.url ?? tab.pendingUrl;
  } catch {
    return base;
  }
  if (!url || !/^https?:/.test(url)) return base;
  const host = new URL(url).hostname.toLowerCase();
  const adapter = adapterFor(host);
  const reported = health.get(tabId) ?? null;
  if (adapter.id !== 'generic') {
    return {
      ...base,
      host,
      siteId: adapter.id,
      siteName: adapter.name,
      support: 'builtin',
      enabled: isSiteEnabled(settings, adapter.id, host),
      health: reported,
    };
  }
  if (settings.customSites.includes(host)) {
    const permissionMissing = !(await hasHostPermission(host));
    return {
      ...base,
      host,
      siteId: adapter.id,
      siteName: host,
      support: 'custom',
      enabled: !permissionMissing && isSiteEnabled(settings, adapter.id, host),
      permissionMissing,
      health: reported,
    };
  }
  return { ...base, host, siteName: host, support: 'none' };
}

async function preview(req: Extract<UiRequest, { type: 'pv/ui/preview' }>): Promise<PreviewResult> {
  let text: string;
  let spans: Span[];
  let priors: StandIn[] = [];
  if (req.reviewId === null) {
    // No held message: show the effect on a fixed sample, analysed like any message (with the user's terms).
    const settings = await loadSettings();
    const analysis = await callEngine(
      {
        kind: 'analyze',
        text: SAMPLE_MESSAGE,
        alwaysPrivate: settings.alwaysPrivate,
        neverPrivate: settings.neverPrivate,
        detection: settings.detection,
      },
      PREVIEW_TIMEOUT_MS,
    );
    if (!analysis.ok) throw new Error(analysis.error);
    if (analysis.result.kind !== 'analyze') throw new Error('engine answered the wrong request');
    text = SAMPLE_MESSAGE;
    spans = withoutDisabledDomains(analysis.result, settings).spans;
  } else {
    const review = await getReview(req.tabId);
    if (!review || review.reviewId !== req.reviewId) throw new Error('this message is no longer held');
    text = review.text;
    spans = acceptedSpans(review);
    // The stand-ins the page's conversation holds: numbered as the page's send will number them.
    priors = reviewPriors.get(req.tabId, review.reviewId) ?? (await priorsFromPage(req.tabId, review.reviewId));
  }
  // The preview rewrites with what the send will use (the user's local language model when chosen).
  const { rewriter } = await loadSettings();
  const request = previewRequest(text, spans, req.mode, req.epsilon, priors);
  const reply = await callEngine(rewriter === 'lm' ? { ...request, rewriter } : request, PREVIEW_TIMEOUT_MS);
  if (!reply.ok) throw new Error(reply.error);
  if (reply.result.kind !== 'sanitize') throw new Error('engine answered the wrong request');
  // Display only: the result is not held under a token, so it can never be committed or charged.
  const { sanitized, epsilon, guarantee, replacements, events } = reply.result;
  const numbers = describeNumberSpend(events);
  return { sanitized, epsilon, guarantee, replacements, ...(numbers !== null ? { numbers } : {}) };
}

/**
 * Asks the tab's page for the held review's priors when this service worker no longer has them (stopped since the
 * page sent them). Display only: without an answer the preview numbers from 1, and the page's own send is unaffected.
 */
async function priorsFromPage(tabId: number, reviewId: string): Promise<StandIn[]> {
  const wanted: PriorsWanted = { type: 'pv/review/priors-wanted', reviewId };
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const reply: unknown = await Promise.race([
      chrome.tabs.sendMessage(tabId, wanted),
      new Promise((resolve) => (timer = setTimeout(resolve, PRIORS_FROM_PAGE_TIMEOUT_MS))),
    ]);
    const priors = parsePriorsReply(reply, reviewId);
    reviewPriors.set(tabId, reviewId, priors);
    return priors;
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}

/** Tells the tab's content script the popup changed its review. A closed or navigated tab is not an error. */
function notifyPage(review: ReviewState): void {
  const msg: ReviewChanged = { type: 'pv/review/changed', review };
  chrome.tabs.sendMessage(review.tabId, msg).catch(() => undefined);
}

async function handleUi(msg: unknown, health: HealthMap): Promise<unknown> {
  const req = parseUiRequest(msg, CATEGORIES);
  switch (req.type) {
    case 'pv/ui/tab-state':
      return tabState(req.tabId, health);
    case 'pv/ui/review-edit': {
      const next = await updateReview(req.tabId, (current) => {
        if (!current || current.reviewId !== req.reviewId) throw new Error('this message is no longer held');
        if (current.revision !== req.revision)
          throw new Error('the review changed in the page meanwhile; showing the latest');
        return applyEdit(current, req.edit);
      });
      notifyPage(next);
      return next;
    }
    case 'pv/ui/preview':
      return preview(req);
    case 'pv/ui/sites':
    case 'pv/ui/sync-sites':
      return syncSiteScripts(loadSettings);
  }
}

async function finish(review: ReviewState): Promise<void> {
  const settings = await loadSettings();
  if (settings.record.enabled) await appendRecord(entryFor(review, new Date()), settings.record.retentionDays);
}

async function handleReview(msg: unknown, sender: chrome.runtime.MessageSender): Promise<unknown> {
  const req = parseReviewRequest(msg, SANITIZE_MODES);
  const tabId = sender.tab?.id;
  if (tabId === undefined) throw new Error('no tab');
  switch (req.type) {
    case 'pv/review/open': {
      const site = new URL(sender.url ?? 'about:blank').hostname || 'unknown';
      reviewPriors.forget(tabId);
      const opened = await updateReview(tabId, () => openReview(req, tabId, site, Date.now()));
      reviewPriors.set(tabId, opened.reviewId, req.priors ?? []);
      return opened;
    }
    case 'pv/review/priors': {
      const current = await getReview(tabId);
      if (current?.reviewId !== req.reviewId || current.status !== 'pending') throw new Error('unknown review');
      reviewPriors.set(tabId, req.reviewId, req.priors);
      return null;
    }
    case 'pv/review/update':
      return updateReview(tabId, (current) => {
        if (!current || current.reviewId !== req.reviewId) throw new Error('unknown review');
        return applyPageSpans(current, req.revision, parseSpanInputs(req.spans, current.text));
      });
    case 'pv/review/close': {
      reviewPriors.forget(tabId, req.reviewId);
      const closed = await updateReview(tabId, (current) => {
        if (!current || current.reviewId !== req.reviewId) throw new Error('unknown review');
        return closeReview(current, req.outcome, req.spent);
      });
      await finish(closed);
      return closed;
    }
  }
}

/**
 * Answers the message if it is one of ours (returns true and calls sendResponse later), or returns false so
 * index.ts handles it. A message of ours from the wrong kind of sender is answered with an error, never acted on.
 */
export function routeUiMessage(
  msg: unknown,
  sender: chrome.runtime.MessageSender,
  sendResponse: (r: UiReply<unknown>) => void,
  health: HealthMap,
): boolean {
  const type = typeOf(msg);
  const ui = type !== null && (UI_REQUEST_TYPES as readonly string[]).includes(type);
  const review = type !== null && (REVIEW_REQUEST_TYPES as readonly string[]).includes(type);
  if (!ui && !review) return false;
  const allowed = ui ? isExtensionPage(sender) : isContentScript(sender);
  if (!allowed) {
    sendResponse({ ok: false, error: 'sender not allowed' });
    return false;
  }
  const work = ui ? handleUi(msg, health) : handleReview(msg, sender);
  work.then(
    (value) => sendResponse({ ok: true, value }),
    (err: unknown) => sendResponse({ ok: false, error: err instanceof Error ? err.message : 'request failed' }),
  );
  return true;
}

/** Lifetime hooks: migrate stored settings, keep custom-site scripts registered, prune the record, drop reviews. */
export function installUiHooks(): void {
  const maintain = async (): Promise<void> => {
    await migrateStoredSettings();
    const settings = await loadSettings();
    await syncSiteScripts(loadSettings);
    await pruneStoredRecord(settings.record.retentionDays);
  };
  chrome.runtime.onInstalled.addListener(() => void maintain().catch(() => undefined));
  chrome.runtime.onStartup.addListener(() => void maintain().catch(() => undefined));
  onSettingsChanged((settings: Settings) => {
    void syncSiteScripts(loadSettings).catch(() => undefined);
    void pruneStoredRecord(settings.record.retentionDays).catch(() => undefined);
  });
  chrome.permissions.onAdded.addListener(() => void syncSiteScripts(loadSettings).catch(() => undefined));
  chrome.permissions.onRemoved.addListener(() => void syncSiteScripts(loadSettings).catch(() => undefined));
  chrome.tabs.onRemoved.addListener((tabId) => {
    reviewPriors.forget(tabId);
    void forgetReview(tabId).catch(() => undefined);
  });
}

/**
 * Drops spans of attribute domains and optional identifier categories (group, job title) the user switched off;
 * the other identifiers are never dropped.
 */
export function withoutDisabledDomains<T extends { spans: { category: string }[] }>(result: T, settings: Settings): T {
  if (!settings.disabledDomains.length && !settings.disabledCategories.length) return result;
  const off = new Set<string>([...settings.disabledDomains, ...settings.disabledCategories]);
  return { ...result, spans: result.spans.filter((s) => !off.has(s.category)) };
}

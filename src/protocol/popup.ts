/**
 * Popup / options page → background. Only extension pages may send these (the background checks `sender.url` is
 * inside the extension and there is no `sender.tab`). Settings are not carried here: extension pages read and write
 * chrome.storage.local 'settings' themselves through parseSettings, and every context follows
 * chrome.storage.onChanged. The popup reads the tab's review from chrome.storage.session (see review.ts).
 */
import { SANITIZE_MODES, type SanitizeMode } from '../engine/pipeline.ts';
import type { SpanCategory } from '../engine/types.ts';
import type { StatusResult } from './engine.ts';
import type { ReviewState, SpanDecision } from './review.ts';

export type ReviewEdit =
  | { kind: 'decide'; spanId: string; decision: SpanDecision }
  | { kind: 'edit'; spanId: string; start: number; end: number; category: SpanCategory }
  | { kind: 'add'; start: number; end: number; category: SpanCategory }
  /** Only spans the user added can be removed; found spans are rejected instead, so the record counts them. */
  | { kind: 'remove'; spanId: string };

export type UiRequest =
  | { type: 'pv/ui/tab-state'; tabId: number }
  | { type: 'pv/ui/review-edit'; tabId: number; reviewId: string; revision: number; edit: ReviewEdit }
  /**
   * Sanitizes the tab's held message (or, with reviewId null, the built-in SAMPLE_MESSAGE) at `mode`/`epsilon` for
   * display only: nothing is charged, nothing sent.
   */
  | { type: 'pv/ui/preview'; tabId: number; reviewId: string | null; mode: SanitizeMode; epsilon: number }
  /** Registered content scripts for user-added sites, and which of them have their host permission. */
  | { type: 'pv/ui/sites' }
  /** Reconcile content-script registrations with settings.customSites and granted permissions now. */
  | { type: 'pv/ui/sync-sites' };

/** Shown in the popup's preview when no message is held in the tab. Invented; names nobody. */
export const SAMPLE_MESSAGE =
  'Hi, I am Maria Lopez (maria.lopez@example.org). I was diagnosed with type 2 diabetes last spring and my insulin costs $300 a month. What should I ask my doctor?';

export type UiReply<T> = { ok: true; value: T } | { ok: false; error: string };

export type SiteSupport =
  /** A chat site PromptVeil has an adapter for. */
  | 'builtin'
  /** A site the user added on the options page. */
  | 'custom'
  /** A web page PromptVeil does not act on (it can be added on the options page). */
  | 'none'
  /** A page the extension cannot see (browser pages, or no permission to read its address). */
  | 'restricted';

export interface TabState {
  tabId: number;
  host: string | null;
  siteId: string | null;
  siteName: string;
  support: SiteSupport;
  /** Built-in or custom, with its permission, and not switched off. */
  enabled: boolean;
  /** The custom site's host permission is missing (the user revoked it in the browser). */
  permissionMissing: boolean;
  /** What the content script reported: composer and send control found. Null when it has not reported. */
  health: { siteId: string; composer: boolean; send: boolean } | null;
  engine: StatusResult;
}

export interface PreviewResult {
  sanitized: string;
  /** ε this rewrite would spend; null for modes without a DP guarantee. */
  epsilon: number | null;
  guarantee: 'dp' | 'partial' | 'none';
  replacements: { start: number; end: number; replacement: string; category: string; lead?: { start: number; end: number; text: string } }[];
  /** How much of ε went to numbers perturbed in place, in plain words (describeNumberSpend); absent without numbers. */
  numbers?: string;
}

export interface SitesResult {
  registered: string[];
  granted: string[];
}

export type TabStateReply = UiReply<TabState>;
export type ReviewEditReply = UiReply<ReviewState>;
export type PreviewReply = UiReply<PreviewResult>;
export type SitesReply = UiReply<SitesResult>;

export const UI_REQUEST_TYPES: readonly UiRequest['type'][] = [
  'pv/ui/tab-state',
  'pv/ui/review-edit',
  'pv/ui/preview',
  'pv/ui/sites',
  'pv/ui/sync-sites',
];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function int(v: unknown, name: string): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < -1) throw new Error(`bad ${name}`);
  return v;
}

function spanId(v: unknown): string {
  if (typeof v !== 'string' || !/^[fu]\d{1,6}$/.test(v)) throw new Error('bad spanId');
  return v;
}

function category(v: unknown, known: ReadonlySet<string>): SpanCategory {
  if (typeof v !== 'string' || !known.has(v)) throw new Error('unknown span category');
  return v as SpanCategory;
}

function parseEdit(v: unknown, categories: ReadonlySet<string>): ReviewEdit {
  if (!isRecord(v)) throw new Error('bad edit');
  switch (v.kind) {
    case 'decide':
      if (v.decision !== 'accepted' && v.decision !== 'rejected') throw new Error('bad decision');
      return { kind: 'decide', spanId: spanId(v.spanId), decision: v.decision };
    case 'edit':
      return {
        kind: 'edit',
        spanId: spanId(v.spanId),
        start: int(v.start, 'start'),
        end: int(v.end, 'end'),
        category: category(v.category, categories),
      };
    case 'add':
      return {
        kind: 'add',
        start: int(v.start, 'start'),
        end: int(v.end, 'end'),
        category: category(v.category, categories),
      };
    case 'remove':
      return { kind: 'remove', spanId: spanId(v.spanId) };
    default:
      throw new Error('unknown edit');
  }
}

/** Validates a message from an extension page. Offsets are checked against the review's text by the store. */
export function parseUiRequest(msg: unknown, categories: ReadonlySet<string>): UiRequest {
  if (!isRecord(msg) || typeof msg.type !== 'string') throw new Error('malformed message');
  switch (msg.type) {
    case 'pv/ui/tab-state':
      return { type: 'pv/ui/tab-state', tabId: int(msg.tabId, 'tabId') };
    case 'pv/ui/review-edit':
      if (typeof msg.reviewId !== 'string') throw new Error('bad reviewId');
      return {
        type: 'pv/ui/review-edit',
        tabId: int(msg.tabId, 'tabId'),
        reviewId: msg.reviewId,
        revision: int(msg.revision, 'revision'),
        edit: parseEdit(msg.edit, categories),
      };
    case 'pv/ui/preview': {
      if (typeof msg.reviewId !== 'string' && msg.reviewId !== null) throw new Error('bad reviewId');
      const mode = msg.mode;
      if (typeof mode !== 'string' || !(SANITIZE_MODES as readonly string[]).includes(mode))
        throw new Error('bad mode');
      const epsilon = msg.epsilon;
      if (typeof epsilon !== 'number' || !Number.isFinite(epsilon) || epsilon <= 0) throw new Error('bad epsilon');
      return {
        type: 'pv/ui/preview',
        tabId: int(msg.tabId, 'tabId'),
        reviewId: msg.reviewId,
        mode: mode as SanitizeMode,
        epsilon,
      };
    }
    case 'pv/ui/sites':
      return { type: 'pv/ui/sites' };
    case 'pv/ui/sync-sites':
      return { type: 'pv/ui/sync-sites' };
    default:
      throw new Error('unknown message type');
  }
}

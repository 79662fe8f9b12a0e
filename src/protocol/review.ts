/**
 * The review of one held message, shared by the in-page overlay (content script) and the popup. The service worker
 * owns it: one review per tab, kept in chrome.storage.session (browser memory, never written to disk, not readable
 * by content scripts) so a restarted service worker does not lose it. The text is there only while the tab lives;
 * it is never persisted, logged, or put in the review record.
 *
 * Channel: content script ↔ background (requests named `pv/review/*`, replies `ContentReply<ReviewState>`), and
 * background → content script (`pv/review/changed`, sent with chrome.tabs.sendMessage when the popup changes the
 * review). The popup reads the state from chrome.storage.session (key `reviewKey(tabId)`) and edits it through the
 * `pv/ui/review-edit` request in popup.ts.
 */
import type { SanitizeMode } from '../engine/pipeline.ts';
import type { Span, SpanCategory, SpanSource } from '../engine/types.ts';
import { MAX_TEXT_LENGTH, parseSpans } from './content.ts';
import { parsePriors, type StandIn } from './stand-ins.ts';

export type SpanDecision = 'accepted' | 'rejected';

export interface ReviewSpan {
  /** Stable within a review: 'f<n>' for spans the engine found, 'u<n>' for spans the user added. */
  id: string;
  start: number;
  end: number;
  /** `text.slice(start, end)` of the review's text. */
  text: string;
  category: SpanCategory;
  score: number;
  source: SpanSource;
  /** accepted: rewritten before sending; rejected: left as typed. */
  decision: SpanDecision;
  /** 'found' by the engine or 'added' by the user. */
  origin: 'found' | 'added';
  /** The user changed the bounds or the category of a found span. */
  edited: boolean;
  /** What the engine first reported for a found span (counts in the review record use it). */
  foundCategory: SpanCategory | null;
}

export type ReviewStatus = 'pending' | 'sent' | 'cancelled';

export interface ReviewState {
  reviewId: string;
  tabId: number;
  /** Host name of the page, and the site adapter id the content script reported. */
  site: string;
  siteId: string;
  text: string;
  domain: string | null;
  spans: ReviewSpan[];
  status: ReviewStatus;
  /** Mode and ε the message is (or was) sanitized with. */
  mode: SanitizeMode;
  epsilon: number;
  /** ε the sent message actually spent (null before sending, or for modes without a DP guarantee). */
  spent: number | null;
  /** Bumped on every change; a change from one side carries the revision it was based on. */
  revision: number;
  /** Who made the latest change: the in-page overlay or the popup. */
  changedBy: 'page' | 'popup' | 'engine';
  openedAt: number;
}

export const REVIEW_KEY_PREFIX = 'review:';
export function reviewKey(tabId: number): string {
  return `${REVIEW_KEY_PREFIX}${tabId}`;
}

/** The span decisions the overlay reports after any change (the full list, so both sides converge). */
export interface ReviewSpanInput {
  id?: string;
  start: number;
  end: number;
  category: SpanCategory;
  decision: SpanDecision;
  origin?: 'found' | 'added';
}

/** Content script → background. */
export type ReviewRequest =
  /**
   * The overlay opened for a held message: `spans` as the engine found them (all accepted); `priors` as in
   * `pv/review/priors` (absent: none), with the open so the popup's first preview already has them.
   */
  | {
      type: 'pv/review/open';
      siteId: string;
      text: string;
      domain: string | null;
      spans: Span[];
      mode: SanitizeMode;
      epsilon: number;
      priors?: StandIn[];
    }
  /** The user changed something in the overlay: the complete current list. Stale revisions are refused. */
  | { type: 'pv/review/update'; reviewId: string; revision: number; spans: ReviewSpanInput[] }
  /** The message was sent (with the ε it spent) or the user went back to editing. */
  | { type: 'pv/review/close'; reviewId: string; outcome: 'sent' | 'cancelled'; spent: number | null }
  /**
   * The stand-ins the held message's conversation has issued so far (the `priors` of its next pv/sanitize), sent when
   * the review opens and after each sanitize in the page, so the popup's preview numbers placeholders as the page's
   * send will. The service worker keeps them in its memory only, never in chrome.storage with the review: they hold
   * originals of earlier messages.
   */
  | { type: 'pv/review/priors'; reviewId: string; priors: StandIn[] };

/** Background → content script (chrome.tabs.sendMessage), when the popup changed the review. */
export interface ReviewChanged {
  type: 'pv/review/changed';
  review: ReviewState;
}

/**
 * Background → content script (chrome.tabs.sendMessage), when the popup's preview needs the held message's priors
 * and the service worker no longer has them (it was stopped since the page sent them). The page answers
 * `PriorsReply` if `reviewId` is the review it holds, and nothing otherwise.
 */
export interface PriorsWanted {
  type: 'pv/review/priors-wanted';
  reviewId: string;
}

export interface PriorsReply {
  reviewId: string;
  priors: StandIn[];
}

export function isPriorsWanted(msg: unknown): msg is PriorsWanted {
  return isRecord(msg) && msg.type === 'pv/review/priors-wanted' && typeof msg.reviewId === 'string';
}

/** Validates the page's answer to `PriorsWanted` for `wanted` (throws on anything else). */
export function parsePriorsReply(v: unknown, wanted: string): StandIn[] {
  if (!isRecord(v) || v.reviewId !== wanted || !Array.isArray(v.priors)) throw new Error('no priors for this review');
  return parsePriors(v.priors);
}

export const REVIEW_REQUEST_TYPES: readonly ReviewRequest['type'][] = [
  'pv/review/open',
  'pv/review/update',
  'pv/review/close',
  'pv/review/priors',
];

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function reviewId(v: unknown): string {
  if (typeof v !== 'string' || !/^[0-9a-f]{8,64}$/.test(v)) throw new Error('bad reviewId');
  return v;
}

/** Validates span decisions against the review's text (offsets in range, known category). */
export function parseSpanInputs(v: unknown, text: string): ReviewSpanInput[] {
  if (!Array.isArray(v) || v.length > 10_000) throw new Error('spans must be an array');
  const spans = parseSpans(v, text);
  return spans.map((s, i): ReviewSpanInput => {
    const raw = v[i] as Record<string, unknown>;
    const decision = raw.decision === 'rejected' ? 'rejected' : raw.decision === 'accepted' ? 'accepted' : null;
    if (!decision) throw new Error('span decision must be accepted or rejected');
    const out: ReviewSpanInput = { start: s.start, end: s.end, category: s.category, decision };
    if (typeof raw.id === 'string' && /^[fu]\d{1,6}$/.test(raw.id)) out.id = raw.id;
    if (raw.origin === 'found' || raw.origin === 'added') out.origin = raw.origin;
    return out;
  });
}

/** Validates an untrusted review message from a content script (spans of `update` are checked by the store). */
export function parseReviewRequest(msg: unknown, modes: readonly string[]): ReviewRequest {
  if (!isRecord(msg) || typeof msg.type !== 'string') throw new Error('malformed message');
  switch (msg.type) {
    case 'pv/review/open': {
      if (typeof msg.text !== 'string' || msg.text.length > MAX_TEXT_LENGTH) throw new Error('bad text');
      if (typeof msg.siteId !== 'string' || msg.siteId.length > 100) throw new Error('bad siteId');
      if (typeof msg.mode !== 'string' || !modes.includes(msg.mode)) throw new Error('bad mode');
      if (typeof msg.epsilon !== 'number' || !Number.isFinite(msg.epsilon) || msg.epsilon <= 0)
        throw new Error('bad epsilon');
      const domain = typeof msg.domain === 'string' ? msg.domain.slice(0, 40) : null;
      return {
        type: 'pv/review/open',
        siteId: msg.siteId,
        text: msg.text,
        domain,
        spans: parseSpans(msg.spans, msg.text),
        mode: msg.mode as SanitizeMode,
        epsilon: msg.epsilon,
        priors: parsePriors(msg.priors),
      };
    }
    case 'pv/review/update': {
      if (typeof msg.revision !== 'number' || !Number.isInteger(msg.revision) || msg.revision < 0)
        throw new Error('bad revision');
      if (!Array.isArray(msg.spans)) throw new Error('spans must be an array');
      return {
        type: 'pv/review/update',
        reviewId: reviewId(msg.reviewId),
        revision: msg.revision,
        spans: msg.spans as ReviewSpanInput[],
      };
    }
    case 'pv/review/close': {
      if (msg.outcome !== 'sent' && msg.outcome !== 'cancelled') throw new Error('bad outcome');
      const spent = typeof msg.spent === 'number' && Number.isFinite(msg.spent) && msg.spent >= 0 ? msg.spent : null;
      return { type: 'pv/review/close', reviewId: reviewId(msg.reviewId), outcome: msg.outcome, spent };
    }
    case 'pv/review/priors':
      return { type: 'pv/review/priors', reviewId: reviewId(msg.reviewId), priors: parsePriors(msg.priors) };
    default:
      throw new Error('unknown review message');
  }
}

/** The spans to sanitize with: the accepted ones, as engine spans. */
export function acceptedSpans(review: Pick<ReviewState, 'spans'>): Span[] {
  return review.spans
    .filter((s) => s.decision === 'accepted')
    .map((s) => ({ start: s.start, end: s.end, text: s.text, category: s.category, score: s.score, source: s.source }));
}

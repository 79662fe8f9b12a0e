/**
 * Content script ↔ background. Requests are a discriminated union; every handler in the background validates the
 * sender and the payload shape with `parseContentRequest` before acting (the content script lives on a third-party
 * page, so its messages are only as trustworthy as our own code in that page).
 */
import { SANITIZE_MODES, type SanitizeMode } from '../engine/pipeline.ts';
import { SPAN_CATEGORIES, type Span, type SpanCategory } from '../engine/types.ts';
import type { AnalyzeResult, SanitizeResultMsg, StatusResult } from './engine.ts';
import { parsePriors, type StandIn } from './stand-ins.ts';

export type ContentRequest =
  | { type: 'pv/analyze'; text: string }
  | {
      type: 'pv/sanitize';
      text: string;
      spans: Span[];
      mode: SanitizeMode;
      epsilon: number;
      conversationId: string;
      /** Stand-ins this conversation already holds (see stand-ins.ts); absent in a request means none. */
      priors: StandIn[];
    }
  | { type: 'pv/status' }
  /** The user chose to send the sanitized text named by `token`: charge its ε to the ledger first. */
  | { type: 'pv/commit'; token: string; overCapConfirmed: boolean }
  | { type: 'pv/health'; siteId: string; composer: boolean; send: boolean };

export type ContentReply<T> = { ok: true; value: T } | { ok: false; error: string };
export type AnalyzeReply = ContentReply<AnalyzeResult>;
export type SanitizeReply = ContentReply<SanitizeResultMsg>;
export type StatusReply = ContentReply<StatusResult>;
export interface CommitResult {
  recorded: boolean;
  /** Set when recording would pass the daily cap and the user has not confirmed: nothing was recorded. */
  overCap?: { spentToday: number; cap: number; requested: number };
}
export type CommitReply = ContentReply<CommitResult>;

/** Longest message the extension accepts (characters). Longer text is refused with a clear error, never sent raw. */
export const MAX_TEXT_LENGTH = 200_000;

const CATEGORIES: ReadonlySet<string> = new Set(SPAN_CATEGORIES);

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parseText(v: unknown): string {
  if (typeof v !== 'string') throw new Error('text must be a string');
  if (v.length > MAX_TEXT_LENGTH) throw new Error(`message longer than ${MAX_TEXT_LENGTH} characters`);
  return v;
}

export function parseSpans(v: unknown, text: string): Span[] {
  if (!Array.isArray(v) || v.length > 10_000) throw new Error('spans must be an array');
  return v.map((raw): Span => {
    if (!isRecord(raw)) throw new Error('span must be an object');
    const { start, end, category, score, source } = raw;
    if (typeof start !== 'number' || typeof end !== 'number' || !Number.isInteger(start) || !Number.isInteger(end))
      throw new Error('span offsets must be integers');
    if (start < 0 || end > text.length || start >= end) throw new Error('span offsets out of range');
    if (typeof category !== 'string' || !CATEGORIES.has(category)) throw new Error('unknown span category');
    const s = typeof score === 'number' && score >= 0 && score <= 1 ? score : 1;
    const src = source === 'identifier' || source === 'localizer' || source === 'user' ? source : 'user';
    return { start, end, text: text.slice(start, end), category: category as SpanCategory, score: s, source: src };
  });
}

/** Validates an untrusted message from a content script. Throws with a reason on anything malformed. */
export function parseContentRequest(msg: unknown): ContentRequest {
  if (!isRecord(msg) || typeof msg.type !== 'string') throw new Error('malformed message');
  switch (msg.type) {
    case 'pv/analyze':
      return { type: 'pv/analyze', text: parseText(msg.text) };
    case 'pv/sanitize': {
      const text = parseText(msg.text);
      const mode = msg.mode;
      if (typeof mode !== 'string' || !(SANITIZE_MODES as readonly string[]).includes(mode)) throw new Error('bad mode');
      const epsilon = msg.epsilon;
      if (typeof epsilon !== 'number' || !Number.isFinite(epsilon) || epsilon <= 0) throw new Error('bad epsilon');
      const conversationId = typeof msg.conversationId === 'string' ? msg.conversationId.slice(0, 200) : 'default';
      return {
        type: 'pv/sanitize',
        text,
        spans: parseSpans(msg.spans, text),
        mode: mode as SanitizeMode,
        epsilon,
        conversationId,
        priors: parsePriors(msg.priors),
      };
    }
    case 'pv/status':
      return { type: 'pv/status' };
    case 'pv/commit': {
      if (typeof msg.token !== 'string' || msg.token.length > 100) throw new Error('bad token');
      return { type: 'pv/commit', token: msg.token, overCapConfirmed: msg.overCapConfirmed === true };
    }
    case 'pv/health': {
      if (typeof msg.siteId !== 'string' || msg.siteId.length > 100) throw new Error('bad siteId');
      return { type: 'pv/health', siteId: msg.siteId, composer: msg.composer === true, send: msg.send === true };
    }
    default:
      throw new Error('unknown message type');
  }
}

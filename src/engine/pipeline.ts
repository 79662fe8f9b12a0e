/**
 * The engine's public pipeline: analyze(text) → spans, sanitize(analysis, decisions, mode, ε) → sanitized text.
 * Pure TypeScript shared by the extension's worker, the CLI and the benchmark.
 */
import { detectIdentifiers } from './identifiers/index.ts';
import type { Domain, Span } from './types.ts';

export type SanitizeMode = 'dp' | 'krr' | 'redact' | 'pseudonym' | 'none';
export const SANITIZE_MODES: readonly SanitizeMode[] = ['dp', 'krr', 'redact', 'pseudonym', 'none'];

export interface AnalyzeSettings {
  /** Terms that are always private (matched case-insensitively on word boundaries). */
  alwaysPrivate?: readonly string[];
  /** Terms that are never private, even when a recognizer or the localizer flags them. */
  neverPrivate?: readonly string[];
}

export interface Analysis {
  text: string;
  domain: Domain | null;
  spans: Span[];
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Spans for the user's always-private terms. */
export function userTermSpans(text: string, terms: readonly string[]): Span[] {
  const spans: Span[] = [];
  for (const raw of terms) {
    const term = raw.trim();
    if (!term) continue;
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, 'giu');
    for (const m of text.matchAll(re)) {
      const start = m.index;
      spans.push({ start, end: start + m[0].length, text: m[0], category: 'custom', score: 1, source: 'user' });
    }
  }
  return spans;
}

/** True when the span's text equals (case-insensitively) one of the never-private terms. */
function isAllowlisted(span: Span, neverPrivate: readonly string[]): boolean {
  const t = span.text.trim().toLowerCase();
  return neverPrivate.some((term) => term.trim().toLowerCase() === t && t.length > 0);
}

/**
 * Resolves overlaps: user terms win, then higher score, then longer span. The result is sorted and disjoint.
 */
export function resolveOverlaps(spans: readonly Span[]): Span[] {
  const rank = (s: Span): number => (s.source === 'user' ? 2 : 0) + s.score;
  const ordered = [...spans].sort((a, b) => rank(b) - rank(a) || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: Span[] = [];
  for (const s of ordered) {
    if (kept.every((k) => s.end <= k.start || s.start >= k.end)) kept.push(s);
  }
  return kept.sort((a, b) => a.start - b.start);
}

export function analyzeIdentifiersOnly(text: string, settings: AnalyzeSettings = {}): Analysis {
  const neverPrivate = settings.neverPrivate ?? [];
  const found = [...detectIdentifiers(text), ...userTermSpans(text, settings.alwaysPrivate ?? [])].filter(
    (s) => s.source === 'user' || !isAllowlisted(s, neverPrivate),
  );
  return { text, domain: null, spans: resolveOverlaps(found) };
}

/**
 * sanitize(text, spans, mode, ε): builds the text that may leave the device. Text outside the spans is copied
 * verbatim; each span is replaced according to the mode. (Interim: redact only, until the DP core lands.)
 */
import type { SanitizeMode } from './pipeline.ts';
import type { Span } from './types.ts';

export interface Replacement {
  start: number;
  end: number;
  replacement: string;
  category: string;
}

export interface SanitizeOutcome {
  sanitized: string;
  replacements: Replacement[];
  /** ε spent; null when the mode gives no differential-privacy guarantee. */
  epsilon: number | null;
}

export function sanitizeAnalysis(text: string, spans: readonly Span[], options: { mode: SanitizeMode }): SanitizeOutcome {
  if (options.mode === 'none') return { sanitized: text, replacements: [], epsilon: null };
  if (options.mode !== 'redact') throw new Error(`mode '${options.mode}' is not available yet`);
  const counters = new Map<string, number>();
  const ordered = [...spans].sort((a, b) => a.start - b.start);
  let out = '';
  let cursor = 0;
  const replacements: Replacement[] = [];
  for (const s of ordered) {
    if (s.start < cursor) continue;
    const n = (counters.get(s.category) ?? 0) + 1;
    counters.set(s.category, n);
    const replacement = `[${s.category.toUpperCase()}_${n}]`;
    out += text.slice(cursor, s.start) + replacement;
    replacements.push({ start: s.start, end: s.end, replacement, category: s.category });
    cursor = s.end;
  }
  return { sanitized: out + text.slice(cursor), replacements, epsilon: null };
}

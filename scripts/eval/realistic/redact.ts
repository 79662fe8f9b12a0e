/** How the peers' sanitized text is made (they return spans; see systems.ts). */
import type { PredictedSpan } from './metrics.ts';

/** `text` with each predicted span (overlaps merged) replaced by [CATEGORY] of its first span. */
export function redactSpans(text: string, spans: readonly PredictedSpan[]): string {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let cursor = 0;
  for (let i = 0; i < sorted.length;) {
    const first = sorted[i++] as PredictedSpan;
    let end = first.end;
    for (; i < sorted.length && (sorted[i] as PredictedSpan).start < end; i++)
      end = Math.max(end, (sorted[i] as PredictedSpan).end);
    out += `${text.slice(cursor, first.start)}[${first.category.toUpperCase()}]`;
    cursor = end;
  }
  return out + text.slice(cursor);
}

/** Pure helpers over the engine's replacement list (offsets into the original text, end exclusive). */

export interface Replacement {
  start: number;
  end: number;
  replacement: string;
  category: string;
  /** The word just before the span rewritten by the engine's splice (a/an agreement): [start, end) → text. */
  lead?: { start: number; end: number; text: string };
}

/** The text with each replacement's range swapped for its replacement; overlapping or out-of-range ones are skipped. */
export function applyReplacements(text: string, replacements: readonly Replacement[]): string {
  const ordered = [...replacements].sort((a, b) => a.start - b.start);
  let out = '';
  let cursor = 0;
  for (const r of ordered) {
    if (r.start < cursor || r.end > text.length || r.end < r.start) continue;
    const lead = r.lead !== undefined && r.lead.start >= cursor && r.lead.start <= r.lead.end && r.lead.end <= r.start ? r.lead : undefined;
    out += lead ? text.slice(cursor, lead.start) + lead.text + text.slice(lead.end, r.start) + r.replacement : text.slice(cursor, r.start) + r.replacement;
    cursor = r.end;
  }
  return out + text.slice(cursor);
}

/** Draw helpers for the audits: one span's draw with its reported ε recorded, and a two-span message as one outcome. */
import type { DpSpanRewriter } from '../spans.ts';
import { rewriteSpansDp } from '../spans.ts';

export type TwoSpans = { start: number; end: number; text: string; category: 'medical' }[];

/** Spans [0, 2) and [3, 5) of a five-character message "ab cd", with the given texts. */
export function twoSpans(a: string, b: string): TwoSpans {
  return [
    { start: 0, end: 2, text: a, category: 'medical' },
    { start: 3, end: 5, text: b, category: 'medical' },
  ];
}

/**
 * The index of the bank phrase a released replacement came from. Replacements pass through the splice grammar, a
 * deterministic post-processing that reads only the public context, never the span text (a span opening the message
 * gets a capital; the second of two adjacent spans loses its leading article), so a replacement is matched to its
 * phrase ignoring case and a leading article. A replacement that matches no phrase, or more than one, throws rather
 * than landing in a wrong bin.
 */
export function phraseIndex(phrases: readonly string[], replacement: string): number {
  const norm = (s: string): string => s.toLowerCase().replace(/^(a|an|the)\s+/, '');
  const want = norm(replacement);
  const hits = phrases.flatMap((p, i) => (norm(p) === want ? [i] : []));
  if (hits.length !== 1) throw new Error(`replacement ${JSON.stringify(replacement)} matches ${hits.length} phrases`);
  return hits[0]!;
}

/** A draw of the pair for message `text`: outcome index = index(first)·|phrases| + index(second). */
export function pairDraw(rewriter: DpSpanRewriter, phrases: readonly string[], text: string): () => number {
  const spans = twoSpans(text.slice(0, 2), text.slice(3, 5));
  return () => {
    const r = rewriteSpansDp(text, spans, rewriter);
    return (
      phraseIndex(phrases, r.spans[0]!.replacement) * phrases.length + phraseIndex(phrases, r.spans[1]!.replacement)
    );
  };
}

/** A draw of one span with content `text`, adding each draw's reported ε to `reported`; returns the phrase index. */
export function recordingDraw(rewriter: DpSpanRewriter, reported: Set<number>, text: string): () => number {
  return () => {
    const d = rewriter.rewrite({ text, category: 'medical' });
    reported.add(d.epsilon);
    return d.index;
  };
}

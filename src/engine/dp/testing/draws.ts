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

/** A draw of the pair for message `text`: outcome index = index(first)·|phrases| + index(second). */
export function pairDraw(rewriter: DpSpanRewriter, phrases: readonly string[], text: string): () => number {
  const spans = twoSpans(text.slice(0, 2), text.slice(3, 5));
  return () => {
    const r = rewriteSpansDp(text, spans, rewriter);
    return phrases.findIndex((p) => p.toLowerCase() === r.spans[0]!.replacement.toLowerCase()) * phrases.length + phrases.findIndex((p) => p.toLowerCase() === r.spans[1]!.replacement.toLowerCase());
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

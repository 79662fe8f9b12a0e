/**
 * The contextual gate (a stage of the analyzer, `AnalyzeSettings.contextGate`): every candidate domain span is scored
 * by the contextual head on the tokens of its own sentence, and a span whose best token scores below the threshold is
 * dropped ("arrested" in "what does arrested mean"). Only sentences that hold a domain span are encoded, so a message
 * with no domain span costs nothing. A span with no scored token (past the model's 128-token limit, or in a sentence
 * the encoder could not read) is kept: the gate can only remove spans it has evidence against.
 */
import type { Encoder } from '../encoder/index.ts';
import { spanScore, tokenProbabilities, type ContextHead } from './head.ts';

export interface Range {
  start: number;
  end: number;
}

export interface GateResult<T> {
  kept: T[];
  /** Per input span, its contextual score (undefined: not scored, kept). */
  scores: (number | undefined)[];
}

/** Index of the range containing `at` (the last one starting at or before it), or -1. */
function sentenceOf(sentences: readonly Range[], at: number): number {
  let found = -1;
  sentences.forEach((s, i) => {
    if (s.start <= at && at < Math.max(s.end, s.start + 1)) found = i;
  });
  return found;
}

export async function contextScores(text: string, spans: readonly Range[], sentences: readonly Range[], encoder: Encoder, head: ContextHead): Promise<(number | undefined)[]> {
  const which = spans.map((s) => sentenceOf(sentences, s.start));
  const needed = [...new Set(which.filter((i) => i >= 0))];
  if (needed.length === 0) return spans.map(() => undefined);
  const texts = needed.map((i) => text.slice(sentences[i]?.start ?? 0, sentences[i]?.end ?? 0));
  const states = await encoder.encodeTokens(texts);
  const probs = new Map<number, { p: Float32Array; starts: number[]; ends: number[] }>();
  needed.forEach((i, k) => {
    const s = states[k];
    const offset = sentences[i]?.start ?? 0;
    if (!s || s.dim !== head.dim) return;
    probs.set(i, { p: tokenProbabilities(head, s.states, s.ids.length), starts: s.starts.map((x) => x + offset), ends: s.ends.map((x) => x + offset) });
  });
  return spans.map((span, j) => {
    const pr = probs.get(which[j] ?? -1);
    return pr ? spanScore(pr.p, pr.starts, pr.ends, span.start, span.end) : undefined;
  });
}

export async function contextGate<T extends Range>(
  text: string,
  spans: readonly T[],
  sentences: readonly Range[],
  encoder: Encoder,
  head: ContextHead,
  threshold = head.threshold,
): Promise<GateResult<T>> {
  const scores = await contextScores(text, spans, sentences, encoder, head);
  return { kept: spans.filter((_, i) => (scores[i] ?? Infinity) >= threshold), scores };
}

/** Running the fact tagger on a message's encoder windows (shared with the identifier tagger: src/engine/tagger/tag.ts). */
import type { TokenStates } from '../encoder/index.ts';
import { stateDim } from '../tagger/head.ts';
import { textTokens } from '../tagger/tag.ts';
import { decodeFacts, factProbabilities, type FactSpan, type FactTaggerHead, type FactToken } from './head.ts';

export interface FactTagResult {
  /** Spans in the message's coordinates, sorted, every calibrated score (below-threshold spans included). */
  spans: FactSpan[];
  /** Every tagged token with its fact probability, in the message's coordinates, sorted by start. */
  tokens: FactToken[];
}

/** Fact spans of `text` from the per-token states of its windows (`states[i]` belongs to `windows[i]`). */
export function tagFacts(text: string, windows: readonly { start: number; end: number }[], states: readonly (TokenStates | undefined)[], head: FactTaggerHead): FactTagResult {
  const spans: FactSpan[] = [];
  const tokens: FactToken[] = [];
  windows.forEach((w, i) => {
    const s = states[i];
    if (!s || s.dim !== stateDim(head)) return;
    // Only the tokens that cover text, as its training sets hold them: a context head's neighbours and a pooled
    // head's window mean are those it was trained on. (The analyzer's shared run has reduced its windows already,
    // analyzer.ts windowStates: textTokens then reads them in place.)
    const t = textTokens(s);
    const probs = factProbabilities(head, t.states, t.n);
    const d = decodeFacts(head, text.slice(w.start, w.end), probs, t.starts, t.ends);
    for (const x of d.spans) spans.push({ ...x, start: x.start + w.start, end: x.end + w.start });
    for (const t of d.tokens) tokens.push({ start: t.start + w.start, end: t.end + w.start, p: t.p });
  });
  spans.sort((a, b) => a.start - b.start);
  tokens.sort((a, b) => a.start - b.start);
  return { spans, tokens };
}

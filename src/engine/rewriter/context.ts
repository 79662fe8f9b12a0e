/** The sentence around a span with the span itself replaced by a neutral filler: the context c of πθ. */
export const CONTEXT_FILLER = 'something';

interface Range {
  readonly start: number;
  readonly end: number;
}

/**
 * The sentence that holds [start, end): from after the previous sentence end (or line break) to its own end. A line
 * break always ends a sentence (a pasted document's lines are its fields), a full stop only before a space.
 */
function sentenceAround(message: string, start: number, end: number): Range {
  let s = start;
  while (s > 0 && message[s - 1] !== '\n' && !(/[.!?]/.test(message[s - 1]!) && (s === start || /\s/.test(message[s]!)))) s--;
  let e = end;
  while (e < message.length && !/[.!?\n]/.test(message[e]!)) e++;
  if (e < message.length) e++;
  return { start: s, end: e };
}

/**
 * The sentence around [start, end) with that range and every other masked range inside the sentence replaced by the
 * filler (overlapping or touching masks become one filler). With the message's spans as `masks`, every span of a
 * sentence gets the same context text, so the encoder computes it once per sentence, not once per span (the contexts
 * were most of dp's encoder cost on long messages), and no context carries another span's private words.
 */
export function maskedSentence(message: string, start: number, end: number, masks: readonly Range[] = [], window = Infinity): string {
  const sentence = sentenceAround(message, start, end);
  const inside = [{ start, end }, ...masks]
    .filter((m) => m.end > sentence.start && m.start < sentence.end && m.end > m.start)
    .map((m) => ({ start: Math.max(m.start, sentence.start), end: Math.min(m.end, sentence.end) }))
    .sort((a, b) => a.start - b.start || b.end - a.end);
  let out = '';
  let at = sentence.start;
  let masked = false;
  let firstFiller = -1;
  let lastFillerEnd = -1;
  for (const m of inside) {
    if (m.end <= at) continue;
    if (m.start > at || !masked) {
      out += message.slice(at, Math.max(at, m.start));
      if (firstFiller < 0) firstFiller = out.length;
      out += CONTEXT_FILLER;
      lastFillerEnd = out.length;
    }
    at = m.end;
    masked = true;
  }
  out += message.slice(at, sentence.end);
  // At most `window` words before the first filler and after the last one (a pasted line can be a 100-word sentence).
  if (Number.isFinite(window) && firstFiller >= 0) {
    let from = firstFiller;
    for (let k = 0; k <= window && from > 0; k++) {
      while (from > 0 && /\s/.test(out[from - 1]!)) from--;
      if (k === window) break;
      while (from > 0 && !/\s/.test(out[from - 1]!)) from--;
    }
    let to = lastFillerEnd;
    for (let k = 0; k <= window && to < out.length; k++) {
      while (to < out.length && !/\s/.test(out[to]!)) to++;
      if (k === window) break;
      while (to < out.length && /\s/.test(out[to]!)) to++;
    }
    out = out.slice(from, to);
  }
  return out.trim().replace(/\s+/g, ' ');
}

/** The context of one span alone (the others left as written). */
export function sentenceContext(message: string, start: number, end: number): string {
  return maskedSentence(message, start, end);
}

/**
 * Characters held by the distinct contexts: the encoder runs each distinct text once, and its tokens follow the
 * characters more closely than the words (a figure or a code is several tokens).
 */
function distinctLength(contexts: readonly string[]): number {
  let n = 0;
  for (const c of new Set(contexts)) n += c.length;
  return n;
}

/**
 * The contexts of one message's spans (`null`: that span gets none, ''), kept within `budget` characters in all
 * (distinct texts counted once), so that a long paste costs the encoder a bounded number of context tokens. When
 * `maskedSentence(…, window)` fits, that is the answer, as without a budget. Otherwise the window narrows two words a
 * step (window − 2, window − 4, …, then 1); if even one word on each side is over, the contexts are kept shortest first
 * (ties: first in the message) while they fit, and the spans of the others get none. A function of the message and
 * the spans only.
 */
export function fitContexts(message: string, spans: readonly (Range | null)[], masks: readonly Range[], window: number, budget = Infinity): string[] {
  const at = (w: number): string[] => spans.map((s) => (s === null ? '' : maskedSentence(message, s.start, s.end, masks, w)));
  let contexts = at(window);
  if (distinctLength(contexts) <= budget) return contexts;
  const narrower: number[] = [];
  for (let w = Math.min(window, 16) - 2; w > 1; w -= 2) narrower.push(w);
  if (window > 1) narrower.push(1);
  for (const w of narrower) {
    contexts = at(w);
    if (distinctLength(contexts) <= budget) return contexts;
  }
  const order = [...new Set(contexts.filter((c) => c !== ''))].map((c, i) => ({ c, i })).sort((a, b) => a.c.length - b.c.length || a.i - b.i);
  const kept = new Set<string>();
  let used = 0;
  for (const { c } of order) {
    if (used + c.length > budget) break;
    kept.add(c);
    used += c.length;
  }
  return contexts.map((c) => (kept.has(c) ? c : ''));
}

/**
 * Running the token tagger on a message: the text is cut into windows the span encoder can read whole (lines, and
 * long lines at sentence ends), each window is encoded once for its per-token states (`Encoder.encodeTokens`, one
 * batched run), and the head's BIO labels are decoded into spans in the message's coordinates.
 */
import type { Encoder, TokenStates } from '../encoder/index.ts';
import { decodeSpans, stateDim, tagProbabilities, type TaggedSpan, type TaggerHead } from './head.ts';

/** Characters per window: well under the encoder's 128 tokens for prose (~4.5 characters a token). */
export const WINDOW_CHARS = 400;

export interface Range {
  start: number;
  end: number;
}

/**
 * Windows of `text`: each non-blank line, and a line longer than WINDOW_CHARS cut after sentence ends (".", "!", "?"
 * followed by a space) into pieces of at most WINDOW_CHARS where it can (a single longer sentence stays whole; the
 * encoder reads its first 128 tokens).
 */
export function tagWindows(text: string): Range[] {
  const out: Range[] = [];
  let pos = 0;
  for (const line of text.split('\n')) {
    const lineStart = pos;
    pos += line.length + 1;
    if (!/\S/.test(line)) continue;
    if (line.length <= WINDOW_CHARS) {
      out.push({ start: lineStart, end: lineStart + line.length });
      continue;
    }
    const cuts = [...line.matchAll(/[.!?]+\s+/g)].map((m) => m.index + m[0].length);
    let start = 0;
    let last = 0;
    for (const c of [...cuts, line.length]) {
      if (c - start > WINDOW_CHARS && last > start) {
        out.push({ start: lineStart + start, end: lineStart + last });
        start = last;
      }
      last = c;
    }
    if (line.length > start) out.push({ start: lineStart + start, end: lineStart + line.length });
  }
  return out;
}

/** Indices of a window's tokens that cover text (a non-empty range), or undefined when every token does. */
function textTokenIndices(s: Pick<TokenStates, 'starts' | 'ends' | 'ids'>): number[] | undefined {
  const n = s.ids.length;
  let first = 0;
  while (first < n && (s.ends[first] ?? 0) > (s.starts[first] ?? 0)) first++;
  if (first === n) return undefined;
  const keep: number[] = [];
  for (let k = 0; k < n; k++) if ((s.ends[k] ?? 0) > (s.starts[k] ?? 0)) keep.push(k);
  return keep;
}

/**
 * A window's tokens that cover text, as training's token sets hold them (scripts/train/tagger.ts tagTokenSet leaves
 * out bare separators, whose range is empty: the "▁" before an emoji, a CJK run or a second space): their states side
 * by side and their ranges. A head that reads its neighbours (TaggerHead.context) must see the same neighbours it was
 * trained on; the empty tokens are never decoded anyway. The window's own arrays when every token covers text (so
 * states already reduced by textTokenStates are read in place, not copied again).
 */
export function textTokens(s: Pick<TokenStates, 'states' | 'starts' | 'ends' | 'dim' | 'ids'>): { states: Float32Array; n: number; starts: readonly number[]; ends: readonly number[] } {
  const keep = textTokenIndices(s);
  if (!keep) return { states: s.states, n: s.ids.length, starts: s.starts, ends: s.ends };
  return { states: keptRows(s.states, s.dim, keep), n: keep.length, starts: keep.map((k) => s.starts[k] ?? 0), ends: keep.map((k) => s.ends[k] ?? 0) };
}

/**
 * A window's states with only the tokens that cover text (textTokens), as TokenStates: `s` itself when every token
 * does. A run several heads read (analyzer.ts windowStates: the identifier tagger and the fact tagger) reduces each
 * window once, and each head's textTokens then reads the reduced arrays in place.
 */
export function textTokenStates(s: TokenStates): TokenStates {
  const keep = textTokenIndices(s);
  if (!keep) return s;
  return { ...s, ids: keep.map((k) => s.ids[k] ?? 0), starts: keep.map((k) => s.starts[k] ?? 0), ends: keep.map((k) => s.ends[k] ?? 0), states: keptRows(s.states, s.dim, keep) };
}

/** The rows `keep` of a row-major [n, dim] array, side by side. */
function keptRows(states: Float32Array, dim: number, keep: readonly number[]): Float32Array {
  const out = new Float32Array(keep.length * dim);
  keep.forEach((k, r) => out.set(states.subarray(k * dim, (k + 1) * dim), r * dim));
  return out;
}

/**
 * The head's spans of encoded windows (`states[i]` belongs to `windows[i]`; a window without states, or of another
 * dimension, gives none), in `text` coordinates, sorted: the head and decoding of tagText without the encoder run.
 */
export function tagEncoded(text: string, head: TaggerHead, windows: readonly Range[], states: readonly (TokenStates | undefined)[]): TaggedSpan[] {
  const out: TaggedSpan[] = [];
  windows.forEach((w, i) => {
    const s = states[i];
    if (!s || s.dim !== stateDim(head)) return;
    const piece = text.slice(w.start, w.end);
    const t = textTokens(s);
    const probs = tagProbabilities(head, t.states, t.n);
    for (const span of decodeSpans(head, piece, probs, t.starts, t.ends)) out.push({ ...span, start: span.start + w.start, end: span.end + w.start });
  });
  return out.sort((a, b) => a.start - b.start);
}

/** Tagged spans of `text` (sorted, in `text` coordinates, every score calibrated; below-threshold spans included). */
export async function tagText(text: string, encoder: Encoder, head: TaggerHead, windows: readonly Range[] = tagWindows(text), encoded?: readonly TokenStates[]): Promise<TaggedSpan[]> {
  if (windows.length === 0) return [];
  // `encoded`: the windows' states from a run another head shares (the analyzer's fact tagger), else one run here.
  const states = encoded ?? (await encoder.encodeTokens(windows.map((w) => text.slice(w.start, w.end))));
  return tagEncoded(text, head, windows, states);
}

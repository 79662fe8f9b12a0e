/**
 * SentencePiece (unigram) segmentation for USE-Lite, reproducing the reference TF.js tokenizer
 * (@tensorflow-models/universal-sentence-encoder, as shipped in @energetic-ai/embeddings) id for id.
 *
 * The reference has quirks that change ids, and parity means keeping every one of them:
 * - input is NFKC-normalised, then prefixed with "▁" and every ASCII space becomes "▁" (other
 *   whitespace is left as is);
 * - the lattice is over code points; a position where no piece starts gets the unknown id 0 with
 *   score 0 and width one code point; consecutive unknown ids are merged into one;
 * - seven pieces (":", "://", "▁:", "▁:)", "▁:(", "):", "▁:-)") have a null score, which the
 *   reference's arithmetic turns into 0;
 * - a best score of exactly 0 counts as "no path yet", and ties go to the later candidate (>=);
 * - the backward pass steps by the piece's UTF-16 length, not its code-point length;
 * - the first six ids (unknown, <s>, </s>, extra ids) are never produced from text, and when a piece
 *   appears twice in the vocabulary the later id wins.
 */

/** vocab.json: `[piece, score | null]` per id. */
export type VocabEntry = readonly [string, number | null];

/** Ids below this are control symbols, not matched against text. */
export const RESERVED_IDS = 6;
export const UNKNOWN_ID = 0;
const SEPARATOR = '\u2581';
const SEPARATOR_CODE = 0x2581;

/** The code points of `s` in order, as `Array.from(s)` splits it (a valid surrogate pair is one, a lone surrogate one). */
export function codePoints(s: string): Int32Array {
  const out = new Int32Array(s.length);
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        out[n++] = (c - 0xd800) * 0x400 + (d - 0xdc00) + 0x10000;
        i++;
        continue;
      }
    }
    out[n++] = c;
  }
  return out.subarray(0, n);
}

interface TrieNode {
  /** By code point (a piece's symbols are code points: a number names one as its one-code-point string does). */
  children: Map<number, TrieNode>;
  /** Id of the piece ending here, or -1. */
  id: number;
  score: number;
}

const newNode = (): TrieNode => ({ children: new Map(), id: -1, score: 0 });

export class SentencePieceTokenizer {
  private readonly root = newNode();
  /** UTF-16 length of each piece, as the reference's backward pass uses it. */
  private readonly pieceLength: Int32Array;

  constructor(vocab: readonly VocabEntry[]) {
    if (vocab.length <= RESERVED_IDS) throw new Error(`tokenizer: vocabulary has only ${vocab.length} entries`);
    this.pieceLength = Int32Array.from(vocab, ([piece]) => piece.length);
    for (let id = RESERVED_IDS; id < vocab.length; id++) {
      const entry = vocab[id];
      if (!entry) continue;
      const [piece, score] = entry;
      let node = this.root;
      for (const symbol of piece) {
        const code = symbol.codePointAt(0) ?? 0;
        let next = node.children.get(code);
        if (!next) {
          next = newNode();
          node.children.set(code, next);
        }
        node = next;
      }
      if (node !== this.root) {
        node.id = id;
        node.score = score ?? 0;
      }
    }
  }

  get vocabSize(): number {
    return this.pieceLength.length;
  }

  /** Token ids of `text` (an empty array for the empty string). */
  encode(text: string): number[] {
    return this.segment(text, false).ids;
  }

  /**
   * Token ids of `text` with each token's UTF-16 character range in `text` (end exclusive): `starts[k]`..`ends[k]`
   * are the characters token k was made from, without its leading word separator ("▁arrested" → "arrested"). A token
   * that is only a separator gets an empty range where it stands. The ids are exactly `encode(text)`'s.
   *
   * Offsets go back through NFKC: each code point (with its combining marks) is normalised on its own, and when that
   * does not give the whole text's normalisation (a composition across code points, e.g. Hangul jamo) the normalised
   * text is mapped onto the original proportionally, so offsets stay ordered and inside the text but are approximate.
   */
  encodeWithOffsets(text: string): { ids: number[]; starts: number[]; ends: number[] } {
    const { ids, ranges } = this.segment(text, true);
    return { ids, starts: ranges.map((r) => r[0]), ends: ranges.map((r) => r[1]) };
  }

  private segment(text: string, withOffsets: boolean): { ids: number[]; ranges: [number, number][] } {
    const normalized = text.normalize('NFKC');
    if (normalized.length === 0) return { ids: [], ranges: [] };
    // The symbols as code points, as the string's iterator gives them (a lone surrogate is one symbol).
    const symbols = codePoints(SEPARATOR + normalized.replaceAll(' ', SEPARATOR));
    const n = symbols.length;
    const best = new Float64Array(n + 1);
    const words = new Int32Array(n + 1); // UNKNOWN_ID where nothing was chosen

    // Forward pass. Relaxing edges by ascending start visits, for every end, its candidates in the
    // same order the reference does (ascending start), so ties and the "0 = unset" rule agree.
    for (let start = 0; start < n; start++) {
      const base = best[start] ?? 0;
      let node = this.root.children.get(symbols[start] ?? -1);
      let matched = false;
      for (let k = start; node !== undefined; ) {
        if (node.id >= 0) {
          matched = true;
          this.relax(best, words, k + 1, node.score + base, node.id);
        }
        k++;
        node = k < n ? node.children.get(symbols[k] ?? -1) : undefined;
      }
      if (!matched) this.relax(best, words, start + 1, base, UNKNOWN_ID);
    }

    // Backward pass (steps by UTF-16 piece length, like the reference). Symbol ranges [from, to) per token.
    const reversed: number[] = [];
    const spans: [number, number][] = [];
    for (let at = n; at > 0; ) {
      const id = words[at] ?? UNKNOWN_ID;
      reversed.push(id);
      const from = Math.max(0, at - (this.pieceLength[id] ?? 1));
      spans.push([from, at]);
      at = at - (this.pieceLength[id] ?? 1);
    }
    // Merge runs of unknown ids (in backward order, as the reference does); a merged token covers the run.
    const ids: number[] = [];
    const symbolRanges: [number, number][] = [];
    let previousUnknown = false;
    reversed.forEach((id, k) => {
      const span = spans[k] ?? [0, 0];
      const last = symbolRanges[symbolRanges.length - 1];
      if (previousUnknown && id === UNKNOWN_ID && last) last[0] = Math.min(last[0], span[0]);
      else {
        ids.push(id);
        symbolRanges.push([span[0], span[1]]);
      }
      previousUnknown = id === UNKNOWN_ID;
    });
    ids.reverse();
    if (!withOffsets) return { ids, ranges: [] };
    symbolRanges.reverse();
    const origin = symbolOrigins(text, normalized);
    const ranges = symbolRanges.map(([from, to]): [number, number] => {
      // Skip leading separators (the leading "▁" and spaces): the token's characters start at its first letter.
      let first = from;
      while (first < to && symbols[first] === SEPARATOR_CODE) first++;
      if (first >= to) {
        const at = origin[Math.min(to, n - 1)]?.[0] ?? text.length;
        const pos = to >= n ? text.length : at;
        return [pos, pos];
      }
      return [origin[first]?.[0] ?? 0, origin[to - 1]?.[1] ?? text.length];
    });
    return { ids, ranges };
  }

  private relax(best: Float64Array, words: Int32Array, end: number, score: number, id: number): void {
    const current = best[end] ?? 0;
    if (current === 0 || score >= current) {
      best[end] = score;
      words[end] = id;
    }
  }
}

/** No character past U+007F (every character at or below it, controls included). */
const ASCII = /^[^\u0080-\uffff]*$/;

/**
 * For each tokenizer symbol (the leading "▁" at index 0, then the code points of `normalized`), the UTF-16 range of
 * `text` it comes from. The leading separator maps to [0, 0).
 */
export function symbolOrigins(text: string, normalized: string): [number, number][] {
  const out: [number, number][] = [[0, 0]];
  // ASCII (most messages): NFKC leaves every character as it is and none is a combining mark, so each symbol is the
  // character at its own place — what the general path below finds, without normalising each character alone.
  if (ASCII.test(text)) {
    for (let i = 0; i < text.length; i++) out.push([i, i + 1]);
    return out;
  }
  // A code point and its combining marks, normalised alone.
  const chunks = [...text.matchAll(/[\s\S]\p{M}*/gu)];
  let joined = '';
  const pieces: { norm: string; start: number; end: number }[] = [];
  for (const m of chunks) {
    const norm = m[0].normalize('NFKC');
    joined += norm;
    pieces.push({ norm, start: m.index, end: m.index + m[0].length });
  }
  if (joined === normalized) {
    for (const p of pieces) Array.from(p.norm).forEach(() => out.push([p.start, p.end]));
    return out;
  }
  // Fallback: proportional mapping of normalised code points onto the original text.
  const cps = Array.from(normalized);
  cps.forEach((_, i) => {
    const start = Math.floor((i * text.length) / cps.length);
    const end = Math.max(start + 1, Math.floor(((i + 1) * text.length) / cps.length));
    out.push([start, Math.min(end, text.length)]);
  });
  return out;
}

/** Parse and validate vocab.json text. */
export function parseVocab(json: unknown): VocabEntry[] {
  if (!Array.isArray(json)) throw new Error('tokenizer: vocabulary must be a JSON array');
  return (json as unknown[]).map((e, i): VocabEntry => {
    if (!Array.isArray(e) || typeof e[0] !== 'string' || (typeof e[1] !== 'number' && e[1] !== null)) {
      throw new Error(`tokenizer: vocabulary entry ${i} is not [piece, score|null]`);
    }
    return [e[0], e[1] as number | null];
  });
}

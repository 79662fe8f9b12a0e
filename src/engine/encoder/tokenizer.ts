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

interface TrieNode {
  children: Map<string, TrieNode>;
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
        let next = node.children.get(symbol);
        if (!next) {
          next = newNode();
          node.children.set(symbol, next);
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
    const normalized = text.normalize('NFKC');
    if (normalized.length === 0) return [];
    const symbols = Array.from(SEPARATOR + normalized.replaceAll(' ', SEPARATOR));
    const n = symbols.length;
    const best = new Float64Array(n + 1);
    const words = new Int32Array(n + 1); // UNKNOWN_ID where nothing was chosen

    // Forward pass. Relaxing edges by ascending start visits, for every end, its candidates in the
    // same order the reference does (ascending start), so ties and the "0 = unset" rule agree.
    for (let start = 0; start < n; start++) {
      const base = best[start] ?? 0;
      let node = this.root.children.get(symbols[start] ?? '');
      let matched = false;
      for (let k = start; node !== undefined; ) {
        if (node.id >= 0) {
          matched = true;
          this.relax(best, words, k + 1, node.score + base, node.id);
        }
        k++;
        node = k < n ? node.children.get(symbols[k] ?? '') : undefined;
      }
      if (!matched) this.relax(best, words, start + 1, base, UNKNOWN_ID);
    }

    // Backward pass (steps by UTF-16 piece length, like the reference).
    const reversed: number[] = [];
    for (let at = n; at > 0; ) {
      const id = words[at] ?? UNKNOWN_ID;
      reversed.push(id);
      at -= this.pieceLength[id] ?? 1;
    }
    // Merge runs of unknown ids (in backward order, as the reference does).
    const ids: number[] = [];
    let previousUnknown = false;
    for (const id of reversed) {
      if (!(previousUnknown && id === UNKNOWN_ID)) ids.push(id);
      previousUnknown = id === UNKNOWN_ID;
    }
    return ids.reverse();
  }

  private relax(best: Float64Array, words: Int32Array, end: number, score: number, id: number): void {
    const current = best[end] ?? 0;
    if (current === 0 || score >= current) {
      best[end] = score;
      words[end] = id;
    }
  }
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

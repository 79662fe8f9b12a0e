/**
 * Ordinary English words (WordNet lemmas that are never capitalised there: see scripts/lexicon/ordinary-words.ts).
 * A capitalised run made only of them is a heading, a label or a role ("DISCHARGE SUMMARY", "Case Type",
 * "Landlord"), not a person's name.
 */
import { ORDINARY_WORDS_CODED } from './ordinary-words.generated.ts';
import { GIVEN_NAMES } from './lexicons.ts';

let blocks: string[] | undefined;
let firsts: string[] | undefined;
/** Each block's words once decoded (session 35: a block was split and decoded again on every lookup). */
let decoded: (readonly string[] | undefined)[] = [];

/** The words of block `k`, decoded from their front coding. */
function blockWords(k: number): readonly string[] {
  let words = decoded[k];
  if (words === undefined) {
    const out: string[] = [];
    let prev = '';
    for (const entry of (blocks?.[k] ?? '').split(' ')) {
      const w = prev.slice(0, parseInt(entry.charAt(0), 36)) + entry.slice(1);
      out.push(w);
      prev = w;
    }
    words = out;
    decoded[k] = words;
  }
  return words;
}

/** Whether `word` is in the front-coded list (see scripts/lexicon/ordinary-words.ts for the encoding). */
function listed(word: string): boolean {
  if (!blocks || !firsts) {
    blocks = ORDINARY_WORDS_CODED.split('|');
    firsts = blocks.map((b) => b.slice(1, b.indexOf(' ') < 0 ? b.length : b.indexOf(' ')));
    decoded = new Array<readonly string[] | undefined>(blocks.length);
  }
  // The last block whose first word is ≤ word.
  let lo = 0;
  let hi = firsts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((firsts[mid] ?? '') <= word) lo = mid;
    else hi = mid - 1;
  }
  // The block's words are sorted: stop at the first one past `word`, as the decoding loop did.
  for (const w of blockWords(lo)) {
    if (w === word) return true;
    if (w > word) return false;
  }
  return false;
}

/** True for a lower-case word WordNet lists only in lower case, or a regular plural of one ("accounts"). */
export function isOrdinaryWord(lower: string): boolean {
  if (listed(lower)) return true;
  if (lower.length > 3 && lower.endsWith('s')) {
    if (listed(lower.slice(0, -1))) return true;
    if (lower.endsWith('es') && listed(lower.slice(0, -2))) return true;
    if (lower.endsWith('ies') && listed(`${lower.slice(0, -3)}y`)) return true;
  }
  return false;
}

/**
 * An ordinary verb's -ing or -ed form that WordNet lists only as its lemma ("sentencing", "vaping", "overdosed",
 * "reported"): the lemma, the lemma with its "e" back, or with a doubled last consonant undone (session 44: lower-case
 * "my son's sentencing" and "he said he'd report" were read as names).
 */
export function inflectedOrdinary(lower: string): boolean {
  // "died", "lied", "tied": a two-letter stem only with its "e" back
  if (/^\p{L}{2}ied$|^\p{L}{2}ed$/u.test(lower) && listed(`${lower.slice(0, -2)}e`)) return true;
  const m = /^(\p{L}{3,}?)(ing|ed)$/u.exec(lower);
  if (!m) return false;
  const stem = m[1] ?? '';
  if (listed(stem) || listed(`${stem}e`)) return true;
  return /(\p{L})\1$/u.test(stem) && listed(stem.slice(0, -1));
}

/**
 * A token that could be part of a name: a given name, or any word that is not ordinary. A word written in lower case
 * (`uncased`) is no name either when it is an ordinary verb's -ing or -ed form; a capitalised one may still be a
 * business's head word ("Summit Ridge Remodeling").
 */
export function nameLike(lower: string, uncased = false): boolean {
  return GIVEN_NAMES.has(lower) || !(isOrdinaryWord(lower) || (uncased && inflectedOrdinary(lower)));
}

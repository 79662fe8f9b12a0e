import type { IdentifierCategory } from '../types.ts';
import type { Candidate } from './candidate.ts';

/**
 * Specificity: when detections overlap, the merged span takes the category of the most specific
 * one (a card number inside a "phone" match is a card; a city inside an address is the address).
 */
export const SPECIFICITY: Readonly<Record<IdentifierCategory, number>> = {
  secret: 100,
  card_number: 95,
  account_number: 94,
  crypto_wallet: 93,
  id_number: 92,
  email: 90,
  ip_address: 88,
  mac_address: 87,
  url: 80,
  handle: 78,
  date: 76,
  phone: 75,
  age: 70,
  address: 60,
  group: 58,
  job_title: 56,
  organization: 55,
  person: 50,
  location: 40,
  custom: 10,
};

const CONTEXT_BEFORE = 48;
const CONTEXT_AFTER = 24;
const CONTEXT_BOOST = 0.35;

const NEGATIVE_PENALTY = 0.4;

/**
 * Presidio's context enhancement, both ways: a context word near the hit raises its score, a
 * negative word (an order, invoice or version number nearby) lowers it.
 */
export function applyContext(text: string, lower: string, c: Candidate): Candidate {
  if ((!c.context || c.context.length === 0) && (!c.negative || c.negative.length === 0)) return c;
  const before = lower.slice(Math.max(0, c.start - CONTEXT_BEFORE), c.start);
  const after = lower.slice(c.end, Math.min(text.length, c.end + CONTEXT_AFTER));
  const near = before + ' ' + after;
  let score = c.score;
  if (c.context?.some((w) => hasWord(near, w))) score = Math.min(1, score + CONTEXT_BOOST);
  if (c.negative?.some((w) => hasWord(near, w))) score = Math.max(0, score - NEGATIVE_PENALTY);
  return score === c.score ? c : { ...c, score };
}

const WORD_CHAR = /[\p{L}\p{N}]/u;
const WORD = /^[\p{L}\p{N}]+$/u;
/** Whether a context word is letters and digits only (the only words a split at other characters can give whole). */
const wholeWord = new Map<string, boolean>();

/** Whether the code point that ends just before `i` (or starts at `i`, when `at`) is a letter or a digit (\p{L}, \p{N}). */
function wordCharNear(s: string, i: number, at: boolean): boolean {
  let cp: number;
  if (at) {
    if (i >= s.length) return false;
    cp = s.codePointAt(i)!;
  } else {
    if (i <= 0) return false;
    cp = s.charCodeAt(i - 1);
    if (cp >= 0xdc00 && cp <= 0xdfff && i >= 2) cp = s.codePointAt(i - 2)! > 0xffff ? s.codePointAt(i - 2)! : cp;
  }
  if (cp < 128) return (cp >= 48 && cp <= 57) || ((cp | 32) >= 97 && (cp | 32) <= 122);
  return WORD_CHAR.test(String.fromCodePoint(cp));
}

/**
 * Whether `w` is one of the words `s.split(/[^\p{L}\p{N}]+/u)` gives (session 36: without building the split's set for
 * every candidate): an occurrence of `w` with no letter or digit right before or after it. A word with another
 * character in it is no such piece, and the empty word (a piece only at an edge) is answered by the split itself.
 */
export function hasWord(s: string, w: string): boolean {
  if (w.length === 0) return s.split(/[^\p{L}\p{N}]+/u).includes(w);
  let whole = wholeWord.get(w);
  if (whole === undefined) {
    whole = WORD.test(w);
    wholeWord.set(w, whole);
  }
  if (!whole) return false;
  for (let i = s.indexOf(w); i >= 0; i = s.indexOf(w, i + 1)) {
    if (!wordCharNear(s, i, false) && !wordCharNear(s, i + w.length, true)) return true;
  }
  return false;
}

function better(a: Candidate, b: Candidate): boolean {
  const sa = SPECIFICITY[a.category];
  const sb = SPECIFICITY[b.category];
  if (sa !== sb) return sa > sb;
  if (a.score !== b.score) return a.score > b.score;
  return a.end - a.start > b.end - b.start;
}

/**
 * Resolves overlapping candidates into disjoint spans. Candidates are taken most specific first
 * (then by score, then longest). A candidate that overlaps an accepted span is merged into it: its
 * score can raise the span's score, and if it has the same category it may widen the span (two
 * pieces of one address). A less specific candidate never widens a more specific span: a stray
 * "NINO AB" organisation guess must not stretch the national-insurance number it grazes. It may
 * replace it only when it contains it entirely, is longer and scores at least as high.
 */
export function mergeOverlaps(cands: Candidate[]): Candidate[] {
  const order = [...cands].sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : a.start - b.start));
  const accepted: Candidate[] = [];
  for (const c of order) {
    const hits = accepted.filter((a) => c.start < a.end && a.start < c.end);
    if (hits.length === 0) {
      accepted.push({ ...c });
      continue;
    }
    for (const a of hits) {
      if (a.category === c.category) a.score = Math.max(a.score, c.score);
    }
    const a = hits[0]!;
    if (hits.length === 1 && a.category === c.category) {
      a.start = Math.min(a.start, c.start);
      a.end = Math.max(a.end, c.end);
    } else if (
      hits.length === 1 &&
      a.category !== 'secret' &&
      c.start <= a.start &&
      c.end >= a.end &&
      c.end - c.start > a.end - a.start &&
      c.score >= a.score
    ) {
      // A confident longer span that swallows a weaker specific one is the better reading:
      // "03 2657" is a phone only until "03 2657 Koontz Lane Apt. 602" shows it is an address.
      Object.assign(a, c);
    }
  }
  accepted.sort((x, y) => x.start - y.start);
  // Widening can make two accepted spans touch or overlap; fold those.
  const out: Candidate[] = [];
  for (const c of accepted) {
    const last = out[out.length - 1];
    if (last && c.start < last.end) {
      if (better(c, last)) {
        out[out.length - 1] = { ...c, start: Math.min(c.start, last.start), end: Math.max(c.end, last.end) };
      } else {
        last.end = Math.max(last.end, c.end);
      }
      continue;
    }
    out.push(c);
  }
  return out;
}

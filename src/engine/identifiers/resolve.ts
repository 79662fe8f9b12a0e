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
  date: 76,
  phone: 75,
  age: 70,
  address: 60,
  organization: 55,
  person: 50,
  location: 40,
  custom: 10,
};

const CONTEXT_BEFORE = 48;
const CONTEXT_AFTER = 24;
const CONTEXT_BOOST = 0.35;

/** Presidio's context enhancement: a context word near the hit raises its score. */
export function applyContext(text: string, lower: string, c: Candidate): Candidate {
  if (!c.context || c.context.length === 0) return c;
  const before = lower.slice(Math.max(0, c.start - CONTEXT_BEFORE), c.start);
  const after = lower.slice(c.end, Math.min(text.length, c.end + CONTEXT_AFTER));
  const words = new Set((before + ' ' + after).split(/[^\p{L}\p{N}]+/u));
  for (const w of c.context) {
    if (words.has(w)) return { ...c, score: Math.min(1, c.score + CONTEXT_BOOST) };
  }
  return c;
}

function better(a: Candidate, b: Candidate): boolean {
  const sa = SPECIFICITY[a.category];
  const sb = SPECIFICITY[b.category];
  if (sa !== sb) return sa > sb;
  if (a.score !== b.score) return a.score > b.score;
  return a.end - a.start > b.end - b.start;
}

/**
 * Groups transitively overlapping candidates and merges each group into one span: its extent is the
 * union, its category/detail the most specific member's, its score the best member score.
 * A low-specificity member that merely grazes a specific one (e.g. a long "phone" run that swallowed
 * a card) is absorbed, which is the intent: one span per sensitive region.
 */
export function mergeOverlaps(cands: Candidate[]): Candidate[] {
  const sorted = [...cands].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Candidate[] = [];
  let group: Candidate[] = [];
  let groupEnd = -1;
  const flush = (): void => {
    if (group.length === 0) return;
    let best = group[0]!;
    let start = best.start;
    let end = best.end;
    let score = best.score;
    for (const c of group) {
      if (better(c, best)) best = c;
      start = Math.min(start, c.start);
      end = Math.max(end, c.end);
      score = Math.max(score, c.score);
    }
    // Containment by a more specific span: keep the specific span's own extent, so that e.g. an
    // address recognizer's long reach does not stretch a postcode-sized "id" span and vice versa.
    const specificContainsAll = group.every((c) => c.start >= best.start && c.end <= best.end);
    out.push(specificContainsAll ? { ...best, score } : { ...best, start, end, score });
    group = [];
  };
  for (const c of sorted) {
    if (c.start >= groupEnd) {
      flush();
      groupEnd = c.end;
    } else {
      groupEnd = Math.max(groupEnd, c.end);
    }
    group.push(c);
  }
  flush();
  return out;
}

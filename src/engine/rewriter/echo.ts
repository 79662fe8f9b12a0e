import { DETERMINERS, PREPOSITIONS } from '../text/words.ts';

/**
 * Echo: a replacement that shares a content word (up to a crude lemma) with the span it replaces keeps part of the
 * fact ("mortgage" → "a mortgage payment"). The rewriter ranks such phrases last (a utility that depends on the span
 * text — allowed by the DP contract; the list itself never changes), and the bench measures the echo rate.
 */
const STOP: ReadonlySet<string> = new Set([
  ...DETERMINERS,
  ...PREPOSITIONS,
  'and',
  'or',
  'was',
  'were',
  'is',
  'are',
  'be',
  'been',
  'have',
  'has',
  'had',
  'not',
  'very',
  'other',
  'mild',
  'recurring',
  'chronic',
  'severe',
  'minor',
  'recent',
  'past',
  'new',
  'old',
  'small',
  'large',
  'certain',
]);

/**
 * Crude English stem: lower case, plural and -ing/-ed endings off, then a final silent 'e' off, so that the two
 * plural rules meet ('headaches' → 'headach' ← 'headache', 'churches' → 'church'; 'diseases', 'disease' → 'diseas').
 */
export function lemma(word: string): string {
  let w = word.toLowerCase();
  if (w.length > 4 && w.endsWith('ies')) w = `${w.slice(0, -3)}y`;
  else if (w.length > 4 && /(ches|shes|xes|sses)$/.test(w)) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 5 && w.endsWith('ed')) w = w.slice(0, -2);
  if (w.length > 4 && w.endsWith('e') && !w.endsWith('ee')) w = w.slice(0, -1);
  return w;
}

/** The content-word lemmas of a text (letters only, ≥ 3 characters, stop words out). */
export function contentLemmas(text: string): Set<string> {
  const out = new Set<string>();
  for (const m of text.toLowerCase().matchAll(/\p{L}[\p{L}'-]*/gu)) {
    const w = m[0].replace(/'s$/, '');
    if (w.length < 3 || STOP.has(w)) continue;
    out.add(lemma(w));
  }
  return out;
}

/** True when the replacement shares a content-word lemma with the original. */
export function echoes(original: string | ReadonlySet<string>, replacement: string | ReadonlySet<string>): boolean {
  const a = typeof original === 'string' ? contentLemmas(original) : original;
  const b = typeof replacement === 'string' ? contentLemmas(replacement) : replacement;
  for (const x of b) if (a.has(x)) return true;
  return false;
}

/** Test helper shared by the span-floor and nested-floor unit tests: a labelled example with its private terms. */
import type { Example } from './data.ts';

/** An example whose private spans are the first occurrences of `privateTerms` in `text` (each must occur). */
export function message(id: string, text: string, privateTerms: string[], domain = 'medical'): Example {
  return {
    id,
    domain,
    text,
    spans: privateTerms.map((p) => {
      const start = text.indexOf(p);
      if (start < 0) throw new Error(`"${p}" not in "${text}"`);
      return { start, end: start + p.length, text: p, private: true, role: 'symptom' };
    }),
  };
}

import type { IdentifierCategory } from '../types.ts';

/** A recognizer hit in normalised-text coordinates, before context scoring and merging. */
export interface Candidate {
  start: number;
  end: number;
  category: IdentifierCategory;
  score: number;
  /** Recognizer name, e.g. "iban", "us_ssn". */
  detail: string;
  /** Words that, found near the hit, raise its score (Presidio's context enhancement). */
  context?: readonly string[];
  /** Words that, found near the hit, lower its score ("order 555-123-4567", "version 1.2.3.4"). */
  negative?: readonly string[];
}

export type Recognizer = (text: string) => Candidate[];

/** Iterates a global regex over `text`, yielding matches with their index. */
export function* scan(re: RegExp, text: string): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    yield m;
  }
}

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

/**
 * A cheap first test for "can `re` match anywhere in this text?": `re`'s pattern without its zero-width assertions
 * (`\b`, `\B` and lookarounds, outside character classes) and without the global or sticky flag. An assertion only
 * narrows where a pattern matches, so when the loosened pattern finds nothing, `re` cannot find anything either. V8
 * skips to a pattern's possible starts far faster without a leading assertion (a `\b` or a lookbehind before a list of
 * words makes it try every position): about ten times faster on the bench's messages (session 38). Patterns with a
 * backreference (whose numbering the removal could shift) are refused.
 */
export function loosened(re: RegExp): RegExp {
  const src = re.source;
  if (/\\[1-9]|\\k</.test(src)) throw new Error(`loosened: backreference in /${src}/`);
  let out = '';
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (ch === '\\') {
      const next = src[i + 1];
      if (!inClass && (next === 'b' || next === 'B')) {
        i++;
        continue;
      }
      out += ch + (next ?? '');
      i++;
      continue;
    }
    if (inClass) {
      if (ch === ']') inClass = false;
      out += ch;
      continue;
    }
    if (ch === '[') {
      inClass = true;
      out += ch;
      continue;
    }
    if (ch === '(' && src[i + 1] === '?' && (src[i + 2] === '=' || src[i + 2] === '!' || (src[i + 2] === '<' && (src[i + 3] === '=' || src[i + 3] === '!')))) {
      i = lookaroundEnd(src, i);
      continue;
    }
    out += ch;
  }
  return new RegExp(out, re.flags.replace(/[gy]/g, ''));
}

/** The index of the ")" closing the group that opens at `open` in a pattern's source. */
function lookaroundEnd(src: string, open: number): number {
  let depth = 0;
  let inClass = false;
  for (let i = open; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return i;
  }
  throw new Error(`loosened: unbalanced group in /${src}/`);
}

/** A recognizer's pattern list entry: the pattern, its score, its detail, and for a rare shape its loosened test. */
export type Pattern = readonly [re: RegExp, score: number, detail: string, loose?: RegExp];

/**
 * A list entry for a shape most messages cannot match: its scan runs only when `loosened(re)` finds something in the
 * message (an exact pre-check, see loosened).
 */
export function rarePattern(re: RegExp, score: number, detail: string): Pattern {
  return [re, score, detail, loosened(re)];
}

/**
 * Organisations written in lower case that the prose rules cut in two (session 44, issue 18): a caseless run ends at
 * "&", "and", "of", a possessive or an abbreviation's dot, so "johnson & johnson", "acme roofing and siding llc",
 * "first national bank of omaha" and "st. mary's medical center" came out as "johnson", "siding llc", "national bank of
 * omaha" and "mary's medical center". Run on the merged spans: an organisation span (every word of the added text in
 * lower case) takes in
 *   - "& <word>" after it, the word no function word ("procter & gamble", "ernst & young"; and a span right after);
 *   - "and <word>" repeating its own last word ("johnson and johnson"), or "and" and the organisation span after it
 *     when that one ends in a legal form ("acme roofing and siding llc");
 *   - a lower-case "<words> and " before it when it ends in a legal form and a word that places a business comes first
 *     ("sued acme roofing and siding llc");
 *   - "st." / "st" / "saint" before it ("st. mary's medical center");
 *   - "'s" and the kind of institution after it ("saint joseph's medical center");
 *   - "first" before a bank's name word ("first national bank of omaha", "first citizens bank");
 *   - "<institution> of <one or two words>" before it ("university of north carolina hospital").
 * Text in capitals is read by ner.ts's own joins and is left as it is.
 */
import type { Candidate } from './candidate.ts';
import { COMMON_WORDS } from './lexicons.ts';

const NAME_KINDS = new Set(['person', 'organization', 'location']);
/** A legal form or a family firm's word that ends a business's name. */
const LEGAL_END = /(?:^|[ \t])(?:llc|l\.l\.c\.|inc\.?|ltd\.?|corp\.?|corporation|co\.?|company|plc|llp|gmbh|sons|daughters|associates|partners)$/;
/** The words after a founder's "'s" that make an institution's name. */
const POSSESSIVE_KIND =
  /^['’]s[ \t]+(?:(?:regional|general|memorial|children['’]s|community|university)[ \t]+)?(?:medical[ \t]+cent(?:er|re)|health[ \t]+cent(?:er|re)|hospital|church|school|academy|college|university|clinic|home|hospice|parish|cathedral|infirmary)(?![\p{L}\p{M}'’-])/u;
/** A bank's first name word after "first" ("first national", "first citizens", "first horizon"). */
const FIRST_BANK_WORDS = new Set([
  'national', 'citizens', 'federal', 'community', 'united', 'republic', 'horizon', 'interstate', 'merchants',
  'commonwealth', 'american', 'hawaiian', 'financial', 'savings', 'security', 'midwest', 'western', 'southern',
  'northern', 'eastern', 'premier', 'mid-america', 'fidelity', 'farmers',
]);
/** Words that place a business right before its name ("sued", "at", "for"). */
const PLACING =
  /(?:^|[^\p{L}])(?:at|for|from|with|by|to|sued|suing|against|joined|left|hired|via|of|employer|company|firm|contractor)[ \t]+$/u;
/** An institution's head before "of" and its place's words ("university of north …", "sisters of …"). */
const INSTITUTION_OF_BEFORE =
  /(?<![\p{L}\p{M}'’-])((?:university|sisters|brothers|bank|church|college|institute|museum|city|county|state|school|diocese|archdiocese)[ \t]+of[ \t]+(?:[a-z][a-z'’-]*[ \t]+){0,2})$/u;
/** Function words, which sit in no name's middle. */
const FUNCTION_WORD = /^(?:the|a|an|my|our|your|his|her|their|its|this|that|these|those|and|or|but|to|in|at|on|for|with|from|by|as|is|was|are|were|be|i|we|you|he|she|they|it|me|him|them|us)$/;

const lowerOnly = (s: string): boolean => !/\p{Lu}/u.test(s);
const wordAt = /^[ \t]+([a-z][a-z'’-]*)/;

/** The spans (sorted, non-overlapping) with the organisations' cut parts joined back. */
export function joinOrgParts(text: string, spans: Candidate[]): Candidate[] {
  if (!spans.some((c) => c.category === 'organization')) return spans;
  const out = spans.map((c) => ({ ...c }));
  const gone = new Set<Candidate>();
  /** Takes in [from, to) for `o` when only name spans lie there; those are absorbed. */
  const widen = (o: Candidate, from: number, to: number): boolean => {
    const inside = out.filter((c) => c !== o && !gone.has(c) && c.start < to && from < c.end);
    if (inside.some((c) => !NAME_KINDS.has(c.category) || c.start < from || c.end > to)) return false;
    for (const c of inside) gone.add(c);
    o.start = Math.min(o.start, from);
    o.end = Math.max(o.end, to);
    return true;
  };
  for (const o of out) {
    if (o.category !== 'organization' || gone.has(o)) continue;
    const own = text.slice(o.start, o.end);
    if (!lowerOnly(own)) continue;
    // forwards: "& gamble", "and johnson", "and siding llc", "'s medical center"
    for (let guard = 0; guard < 3; guard++) {
      const after = text.slice(o.end, o.end + 60);
      const amp = /^[ \t]+&[ \t]+/.exec(after);
      const and = /^[ \t]+and[ \t]+/.exec(after);
      const poss = POSSESSIVE_KIND.exec(after);
      if (amp) {
        const w = wordAt.exec(after.slice(amp[0].length - 1));
        if (!w || COMMON_WORDS.has(w[1]!)) break;
        const wStart = o.end + amp[0].length;
        const next = out.find((c) => c !== o && !gone.has(c) && c.category === 'organization' && c.start === wStart);
        if (!widen(o, o.end, next ? next.end : wStart + w[1]!.length)) break;
        continue;
      }
      if (and) {
        const wStart = o.end + and[0].length;
        const next = out.find((c) => c !== o && !gone.has(c) && c.category === 'organization' && c.start === wStart);
        if (next && lowerOnly(text.slice(next.start, next.end)) && LEGAL_END.test(text.slice(next.start, next.end))) {
          if (!widen(o, o.end, next.end)) break;
          continue;
        }
        const w = wordAt.exec(after.slice(and[0].length - 1));
        const last = /([a-z][a-z'’-]*)$/.exec(own)?.[1];
        if (w && last && w[1] === last && !COMMON_WORDS.has(last)) {
          if (!widen(o, o.end, wStart + w[1].length)) break;
          continue;
        }
        break;
      }
      if (poss) {
        if (!widen(o, o.end, o.end + poss[0].length)) break;
        continue;
      }
      break;
    }
    // backwards: "st. ", "saint ", "first ", "university of north ", "acme roofing and "
    const before = text.slice(Math.max(0, o.start - 60), o.start);
    const saint = /(?<![\p{L}\p{M}'’-])(?:st\.?|saint)[ \t]+$/u.exec(before);
    const firstWord = /^([a-z][a-z'’-]*)/.exec(text.slice(o.start))?.[1] ?? '';
    const first = /(?<![\p{L}\p{M}'’-])first[ \t]+$/u.exec(before);
    const inst = INSTITUTION_OF_BEFORE.exec(before);
    if (saint && !/^(?:st|saint)\b/.test(own)) widen(o, o.start - saint[0].length, o.start);
    else if (first && FIRST_BANK_WORDS.has(firstWord)) widen(o, o.start - first[0].length, o.start);
    else if (inst && !inst[1]!.trim().split(/[ \t]+/).slice(2).some((w) => FUNCTION_WORD.test(w))) widen(o, o.start - inst[1]!.length, o.start);
    else if (LEGAL_END.test(own)) {
      // "sued acme roofing and siding llc": one to three lower-case words and "and" after a placing word.
      const m = /(?:^|[ \t])(?:and|&)[ \t]+$/.exec(before);
      if (m) {
        const words = [...before.slice(0, m.index).matchAll(/[^ \t]+/g)];
        for (let k = 1; k <= 3 && k < words.length; k++) {
          const w = words[words.length - k]!;
          if (!/^[a-z][a-z'’-]*$/.test(w[0]) || FUNCTION_WORD.test(w[0])) break;
          if (PLACING.test(`${words[words.length - k - 1]![0]} `)) {
            widen(o, o.start - before.length + w.index, o.start);
            break;
          }
        }
      }
    }
  }
  return out.filter((c) => !gone.has(c));
}

/**
 * The token tagger's spans beside the rule recognizers' candidates (issue 18, docs/tagger.md). The tagger speaks only
 * for names, organisations, places, groups and job titles; structured candidates (cards, IDs, emails, addresses…) are
 * not touched here, and mergeOverlaps' specificity keeps them over any name-like span they overlap: the validated
 * recognizers keep the last word on structured types.
 */
import type { Candidate } from './candidate.ts';
import { CARE_SHORTHAND, COMMON_WORDS, CURRENCY_SHORT, FOREIGN_GREETINGS } from './lexicons.ts';
import { PLACEHOLDER } from './field-values.ts';
import { nameLike } from './ordinary.ts';

/** Chat shorthand that is no name in any case. */
const SHORTHAND = new Set(['bc', 'b/c', 'cuz', 'tbh', 'idk', 'imo', 'imho', 'lol', 'pls', 'plz', 'rn', 'btw', 'fyi', 'ur', 'u', 'ya', 'gonna', 'wanna', 'kinda', 'smth', 'sth', 'thx', 'ty', 'omg', 'ppl', 'bf', 'gf', 'dm', 'asap', 'etc', 'lmao', 'lmfao', 'sry', 'srry', 'ngl', 'smh', 'tho', 'istg', 'ikr', 'tbf', 'fr',
  // session 33: days and the supervision words people abbreviate ("my po wants a ua tmrw")
  'tmrw', 'tmr', 'yday', 'yest', 'tonite', 'po', 'ua', 'cs', 'hrs']);

/**
 * Greetings, closings and field labels of letters and forms in other languages that the tagger reads as names when they
 * open a capitalised line ("Mit freundlichen Grüßen", "Sehr geehrter Herr …", "Empresa:", "Matrícula:"), read off the
 * training messages' errors (docs/tagger.md "Session 30"); none of them is a name.
 */
const FOREIGN_LABELS = new Set([
  'mit', 'freundlichen', 'grüßen', 'grüße', 'gruß', 'sehr', 'geehrte', 'geehrter', 'geehrtes', 'betreff', 'anlage', 'hallo',
  'atentamente', 'saludos', 'cordiales', 'estimado', 'estimada', 'empresa', 'matrícula', 'funcionário', 'funcionario',
  'asunto', 'prezado', 'prezada', 'cumprimentos', 'cordialement', 'bonjour', 'objet', 'salutations', 'distinguées',
  'cordiali', 'saluti', 'gentile', 'oggetto', 'periodo', 'betreft', 'geachte', 'groeten', 'vriendelijke',
  // greetings opening a message in other languages (session 31)
  ...FOREIGN_GREETINGS,
]);
/** "Kia ora", the Māori greeting: "Kia" before "ora" greets (Kia alone may be a name). */
const KIA_ORA = /^\s*ora\b/i;

export const LEARNED_CATEGORIES = ['person', 'organization', 'location', 'group', 'job_title'] as const;
export type LearnedCategory = (typeof LEARNED_CATEGORIES)[number];
const NAME_LIKE = new Set<string>(LEARNED_CATEGORIES);

/**
 * How the two meet (docs/tagger.md has the dev-half figures behind the default):
 * - `supportFor`: kinds whose weak rule candidates (score below STRONG, not after an honorific) stay only when the
 *   tagger finds something over them (any type, calibrated score at or above SUPPORT);
 * - `add` / `addAt`: kinds of tagger spans added on their own from that calibrated score (`addAtBy` overrides it per
 *   kind);
 * - `gapsOnly`: an added span that overlaps a rule's name-like candidate of another kind is not added (the rule's
 *   reading stands; without it the more specific kind wins in mergeOverlaps, so a tagger organisation would take a
 *   rule's place). One of the same kind is added and may widen it ("Dun" → "Dun & Bradstreet");
 * - `relabel`: a weak rule candidate the tagger reads (at or above addAt) as another name-like kind takes its kind.
 */
export interface LearnedPolicy {
  supportFor: readonly LearnedCategory[];
  add: readonly LearnedCategory[];
  addAt: number;
  addAtBy?: Partial<Record<LearnedCategory, number>>;
  gapsOnly?: boolean;
  relabel: boolean;
}

/**
 * The shipped policy. Since session 39 (docs/tagger.md "Session 39": the head that reads its neighbours, trained with
 * the hand-written folders) the tagger's organisations and places are added too, from 0.9, and its persons from 0.8;
 * before, persons alone from 0.9.
 */
export const LEARNED_POLICY: LearnedPolicy = { supportFor: [], add: ['person', 'organization', 'location'], addAt: 0.9, addAtBy: { person: 0.8 }, gapsOnly: true, relabel: false };

/** The detail of a span the tagger added on its own (no rule candidate under it). */
export const TAGGER_DETAIL = 'tagger';

/**
 * Whether every span of a list is the tagger's own or a repeated mention (detail 'repeat', src/engine/mentions.ts): the
 * case in which the analysis answers as without the tagger (analyzer.ts `analyzeLearned`).
 */
export function onlyTaggerSpans(spans: readonly { detail?: string }[]): boolean {
  return spans.length > 0 && spans.every((s) => s.detail === TAGGER_DETAIL || s.detail === 'repeat');
}

/** A rule candidate scoring this much came from a strong cue ("my name is", an honorific, a known place). */
export const STRONG = 0.85;
/** Calibrated tagger score that counts as support for a weak rule candidate. */
export const SUPPORT = 0.3;

export interface Learned {
  start: number;
  end: number;
  category: LearnedCategory;
  score: number;
}

/** A span with the name word before and after it ("Jane" of "Jane Doe" when the tagger read only "Doe"). */
function around(text: string, start: number, end: number): string {
  const before = /\p{Lu}[\p{L}'’-]*[ \t]+$/u.exec(text.slice(Math.max(0, start - 30), start))?.[0] ?? '';
  const after = /^[ \t]+\p{Lu}[\p{L}'’-]*/u.exec(text.slice(end, end + 30))?.[0] ?? '';
  return `${before}${text.slice(start, end)}${after}`;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean => a.start < b.end && b.start < a.end;

/**
 * Whether a tagger span may stand on its own as a name: some word in it is name-like (a given name, or no ordinary
 * English word: "Balance", "Insurance" are not names, however confident the head) and neither a function word nor chat
 * shorthand ("of", "bc"), and it has a capital letter unless the whole text is written in one case (then capitals carry
 * no signal, as in ner.ts).
 */
export function nameShaped(text: string, start: number, end: number): boolean {
  const piece = text.slice(start, end);
  const caseless = !/\p{Lu}/u.test(text) || !/\p{Ll}/u.test(text);
  if (!caseless && !/\p{Lu}/u.test(piece)) return false;
  return (piece.match(/[\p{L}\p{M}'’-]+/gu) ?? []).some((w) => nameWord(w.toLowerCase().replace(/['’]s$/u, ''), w === w.toLowerCase()));
}

/** A lower-cased word that can be part of a name: a given name or no ordinary word, and neither a function word nor shorthand. */
function nameWord(lower: string, uncased = false): boolean {
  return lower.length >= 2 && !COMMON_WORDS.has(lower) && !CURRENCY_SHORT.has(lower) && !SHORTHAND.has(lower) && !CARE_SHORTHAND.has(lower) && !FOREIGN_LABELS.has(lower) && nameLike(lower, uncased);
}

/** Titles that belong to the name they open ("Mrs. Alvarez"). */
const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr', 'prof', 'sir', 'dame', 'madam', 'madame', 'mme', 'mlle', 'herr', 'frau', 'sr', 'sra', 'srta', 'don', 'doña']);

/**
 * A tagger span without the words at its edges that are no part of a name: ordinary English words, function words and
 * shorthand ("husband Rodel" → "Rodel", "Anyway Oluwaseun" → "Oluwaseun", "Laia thinks" → "Laia"), read off the
 * training messages' errors (docs/tagger.md "Session 29"). A given name that is also a word ("Grace", "Will") stays.
 * The span as it was when no name-like word would remain.
 */
export function trimToName(text: string, start: number, end: number): { start: number; end: number } {
  const words = [...text.slice(start, end).matchAll(/[\p{L}\p{M}'’.-]+/gu)].map((m) => ({ s: start + (m.index ?? 0), e: start + (m.index ?? 0) + m[0].length, lower: m[0].toLowerCase().replace(/['’]s$/u, '').replace(/\.$/u, '') }));
  const inName = (w: { lower: string }): boolean => HONORIFICS.has(w.lower) || nameWord(w.lower);
  let a = 0;
  let b = words.length - 1;
  while (a <= b && !inName(words[a] as { lower: string })) a++;
  while (b >= a && !inName(words[b] as { lower: string })) b--;
  if (a > b) return { start, end };
  return { start: (words[a] as { s: number }).s, end: (words[b] as { e: number }).e };
}

/** Words that link a place or an organisation to the sentence, never its first or last word ("oakland as a nurse"). */
const EDGE_WORDS = new Set(['as', 'at', 'in', 'on', 'and', 'or', 'with', 'for', 'to', 'from', 'of', 'is', 'was', 'are', 'were', 'by', 'near', 'but', 'so', 'when', 'where', 'who', 'which', 'that', 'because', 'bc', 'since', 'till', 'until', 'lol']);
/** A tagger's place or organisation without a lower-case linking word at either end (session 43); never emptied. */
export function trimEdgeWords(text: string, start: number, end0: number): { start: number; end: number } {
  // an amount is no part of a name: "SSDI ~$1,450/mo" is a benefit and its amount (the amount a money fact's)
  const money = /\s*[~≈]?[$£€¥₹]\s?\d/u.exec(text.slice(start, end0));
  const end = money && money.index > 0 ? start + money.index : end0;
  const words = [...text.slice(start, end).matchAll(/[\p{L}\p{M}\p{N}'’.&-]+/gu)].map((m) => ({ s: start + (m.index ?? 0), e: start + (m.index ?? 0) + m[0].length, w: m[0] }));
  const edge = (x: { w: string }): boolean => EDGE_WORDS.has(x.w) && /^\p{Ll}/u.test(x.w);
  let a = 0;
  let b = words.length - 1;
  while (a < b && edge(words[a]!)) a++;
  while (b > a && edge(words[b]!)) b--;
  if (words.length === 0) return { start, end };
  return { start: words[a]!.s, end: words[b]!.e };
}

const NAME_PARTICLES = new Set(['da', 'de', 'del', 'della', 'di', 'do', 'dos', 'das', 'du', 'van', 'von', 'der', 'den', 'ten', 'ter', 'bin', 'binti', 'bint', 'ibn', 'al', 'el', 'la', 'le', 'y', 'e', 'st', 'mac', 'ap', 'ben', 'abu']);
function lowerWordInside(piece: string): boolean {
  const words = piece.match(/[\p{L}\p{M}'’]+/gu) ?? [];
  return words.length >= 3 && words.slice(1, -1).some((w) => /^\p{Ll}/u.test(w) && COMMON_WORDS.has(w) && !NAME_PARTICLES.has(w));
}

/** Whether the name-like words of a piece (at least one) are all words `notName` holds. */
function onlyDomainWords(piece: string, notName: (lower: string) => boolean): boolean {
  const words = (piece.match(/[\p{L}\p{M}\p{N}'’-]+/gu) ?? []).map((w) => w.toLowerCase().replace(/['’]s$/u, '')).filter((w) => nameWord(w, true));
  return words.length > 0 && words.every(notName);
}

/**
 * `text` (the text the spans index), when given, holds added tagger spans to nameShaped; `notName`, when given, says
 * which words are a private domain's (a drug, a condition, a test), of which no added span is made alone.
 */
export function combineLearned(
  cands: readonly Candidate[],
  learned: readonly Learned[],
  policy: LearnedPolicy = LEARNED_POLICY,
  text?: string,
  notName?: (lower: string) => boolean,
): Candidate[] {
  const out: Candidate[] = [];
  const supportFor = new Set<string>(policy.supportFor);
  for (const c of cands) {
    if (!NAME_LIKE.has(c.category)) {
      out.push(c);
      continue;
    }
    const strong = c.score >= STRONG || c.detail === 'honorific';
    const over = learned.filter((l) => overlaps(l, c));
    if (supportFor.has(c.category) && !strong && !over.some((l) => l.score >= SUPPORT)) continue;
    const best = policy.relabel ? over.filter((l) => l.score >= policy.addAt).sort((a, b) => b.score - a.score)[0] : undefined;
    out.push(!strong && best && best.category !== c.category ? { ...c, category: best.category, detail: `${c.detail}+tagger` } : c);
  }
  for (const l of learned) {
    if (l.score < (policy.addAtBy?.[l.category] ?? policy.addAt) || !policy.add.includes(l.category)) continue;
    if (policy.gapsOnly && cands.some((c) => NAME_LIKE.has(c.category) && c.category !== l.category && overlaps(c, l))) continue;
    if (text !== undefined && !nameShaped(text, l.start, l.end)) continue;
    if (text !== undefined && /^kia$/i.test(text.slice(l.start, l.end)) && KIA_ORA.test(text.slice(l.end, l.end + 8))) continue;
    const { start, end } = text !== undefined ? (l.category === 'person' ? trimToName(text, l.start, l.end) : trimEdgeWords(text, l.start, l.end)) : l;
    // (session 44) a name whose every name-like word is a drug, a condition, a test or a domain word ("my ekg was
    // abnormal", "diagnosed with als") is the fact's word, no one's name
    if (text !== undefined && notName !== undefined && onlyDomainWords(text.slice(start, end), notName)) continue;
    // (session 33) a name holds no verb or function word written in lower case inside it ("po wants a ua tmrw"); the
    // particles of a name ("da", "van", "bin") are no such words
    if (text !== undefined && l.category === 'person' && lowerWordInside(text.slice(start, end))) continue;
    // A sample's made-up name ("Jane Doe", "Max Mustermann", "Test Patient"), read with the word before and after it.
    if (text !== undefined && l.category === 'person' && PLACEHOLDER.test(around(text, start, end))) continue;
    // (session 39) Inside a strong rule name of its kind ("my name is Dana Whitfield") the tagger adds nothing: the span
    // stays the rules', so the analysis does not take it for the tagger's own and analyse the message again
    // (analyzer.ts analyzeLearned). Over a weak one it is added: the rules alone might not report it.
    if (cands.some((c) => c.category === l.category && (c.score >= STRONG || c.detail === 'honorific') && c.start <= start && c.end >= end)) continue;
    out.push({ start, end, category: l.category, score: l.score, detail: TAGGER_DETAIL });
  }
  return out;
}

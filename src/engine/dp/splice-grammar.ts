/**
 * Fitting a replacement into the sentence around its span (every operator that writes text: dp, pseudonym, redact).
 *
 * PRIVACY: this is post-processing. It reads only what is already public — the text OUTSIDE every span (the
 * `masked` ranges are never read), the span's position, and the replacement the operator chose — never the span's
 * own text. So it cannot weaken a mechanism's guarantee (post-processing of a DP output stays DP with the same ε).
 *
 * What it fixes:
 *  - doubled determiners: "for a ⟦…⟧" + "a theft offence" → "for a theft offence"; "my ⟦…⟧" + "a service provider"
 *    → "my service provider"; a span right after another span drops its determiner too (compound: "my bank card
 *    number", not "my bank a card number");
 *  - a/an: the article before the span (a `lead` edit outside the span) or at the start of the replacement agrees
 *    with the replacement's first sound;
 *  - plural context ("these ⟦…⟧", "two ⟦…⟧", "⟦…⟧ are"): the replacement loses its singular article and its head
 *    noun is pluralised;
 *  - capitalisation: upper-case first letter at a sentence start, the whole replacement in upper case when the words
 *    around it are in ALL CAPS, a bank phrase's article in lower case mid-sentence;
 *  - punctuation: no trailing punctuation doubled with the text's own, no stray whitespace.
 */

export interface SpliceRange {
  start: number;
  end: number;
}

/** A rewrite of the word just before the span (a/an agreement), in original-text offsets: [start, end) → text. */
export interface LeadEdit {
  start: number;
  end: number;
  text: string;
}

export interface FittedReplacement {
  replacement: string;
  lead?: LeadEdit;
}

/**
 * What kind of stand-in this is: `phrase` (a bank phrase or a word; all rules), `name` (a proper name / surrogate:
 * a/an and ALL CAPS only, never re-articled), `token` (placeholders, e-mails, numbers in a fixed format: only a/an
 * before it).
 */
export type StandInKind = 'phrase' | 'name' | 'token';

import { DETERMINERS, NUMBER_WORDS, PREPOSITIONS } from '../text/words.ts';

export { DETERMINERS };
const PLURAL_CUES = new Set([
  'these',
  'those',
  'several',
  'many',
  'multiple',
  'few',
  'both',
  'various',
  'numerous',
  ...NUMBER_WORDS.slice(2),
  'some',
  'all',
  'other',
]);
const PLURAL_VERBS = new Set(['are', 'were']);
/** Words a head noun ends at, before a post-modifier ("a member of staff" → head "member"). */
const POST_MODIFIER_START: ReadonlySet<string> = new Set([...PREPOSITIONS, 'that', 'who', 'which']);
const UNCOUNTABLE_LAST = new Set([
  'staff',
  'information',
  'advice',
  'equipment',
  'money',
  'debt',
  'evidence',
  'treatment',
  'care',
  'damage',
  'data',
]);
const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  child: 'children',
  person: 'people',
  man: 'men',
  woman: 'women',
  foot: 'feet',
  tooth: 'teeth',
  mouse: 'mice',
  analysis: 'analyses',
  diagnosis: 'diagnoses',
  crisis: 'crises',
  thesis: 'theses',
  criterion: 'criteria',
};

/** Acronyms read as words. */
const WORD_ACRONYMS = new Set([
  'AIDS',
  'NASA',
  'NATO',
  'OPEC',
  'UNICEF',
  'ISA',
  'IRA',
  'ISIS',
  'COVID',
  'SARS',
  'MERS',
  'OSHA',
  'HIPAA',
  'FICO',
  'GERD',
  'ADHD',
  'ASAP',
  'IKEA',
  'UEFA',
  'ULCER',
  'UNIT',
  'UNION',
  'USER',
  'URINE',
  'UTERUS',
  'OFFER',
  'ORDER',
  'ABUSE',
  'ACT',
  'ARM',
  'EAR',
  'EYE',
  'OWE',
  'ALL',
  'AN',
  'A',
  'AND',
  'OF',
  'ON',
  'IN',
  'AT',
  'OR',
  'IT',
  'IS',
  'AS',
  'AM',
  'US',
  'UP',
  'USE',
  'ODD',
  'ITEM',
  'AREA',
  'ONE',
  'HOUR',
  'HONEST',
  'HEIR',
]);
const WORD_BEFORE = /(^|[^\p{L}\p{N}'’])([\p{L}][\p{L}'’]*)(\s+)$/u;

/** True when `word` (lower-case) starts with a vowel sound (English spelling heuristics). */
export function startsWithVowelSound(word: string): boolean {
  const w = word.replace(/^[^\p{L}\p{N}]+/u, '');
  if (w === '') return false;
  // Initialisms (2–5 capitals, not a word-acronym) are read letter by letter: a vowel sound for A E F H I L M N O R S X.
  const initialism = /^([A-Z]{2,5})(?![a-z])/.exec(w);
  if (initialism && !WORD_ACRONYMS.has(initialism[1]!)) return /^[AEFHILMNORSX]/.test(w);
  // A letter name before a hyphen or a digit: "an X-ray", "an F-150", "an S3 bucket".
  if (/^[A-Z](?:-|\d|$)/.test(w)) return /^[AEFHILMNORSX]/.test(w);
  if (/^\d/.test(w)) {
    // 8…, 11, 18, 11 000, 18 400 ("an eight", "an eleven", "an eighteen")
    if (/^8/.test(w)) return true;
    return /^1[18](?:$|[^\d]|\d{2}(?:$|[^\d])|[,.\s]\d{3}(?:$|[^\d]))/.test(w);
  }
  const l = w.toLowerCase();
  if (/^(hour|honest|honou?r|heir)/.test(l)) return true;
  if (/^(uni|use|usu|uti|ura|uro|eu|ewe|one|once|ubiq|uk\b|u\.)/.test(l)) return false;
  return /^[aeiou]/.test(l);
}

/** The text of [from, to) with every masked range blanked out (spaces), so no span's content is read. */
function unmasked(text: string, from: number, to: number, masked: readonly SpliceRange[]): string {
  let s = text.slice(from, to);
  for (const m of masked) {
    const a = Math.max(m.start, from);
    const b = Math.min(m.end, to);
    if (a < b) s = s.slice(0, a - from) + ' '.repeat(b - a) + s.slice(b - from);
  }
  return s;
}

/**
 * The words around the span on its line (outside every span, up to 60 characters each side) are in capitals: ≥ 4
 * counted letters, ≥ 85% upper case. Short all-caps words (≤ 4 letters: "IBAN", "NO", "GP") are neutral when
 * longer words are there to decide — an acronym in a prose line does not make it a heading.
 */
function capsContext(text: string, span: SpliceRange, masked: readonly SpliceRange[]): boolean {
  const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
  let lineEnd = text.indexOf('\n', span.end);
  if (lineEnd < 0) lineEnd = text.length;
  const before = unmasked(text, Math.max(lineStart, span.start - 60), span.start, masked);
  const after = unmasked(text, span.end, Math.min(lineEnd, span.end + 60), masked);
  const words = [...before.split(/\s+/), ...after.split(/\s+/)].filter((w) => w !== '' && w !== "I'm" && w !== 'I');
  const count = (skipShort: boolean): [number, number] => {
    let upper = 0;
    let letters = 0;
    for (const w of words) {
      const l = w.replace(/[^\p{L}]/gu, '');
      if (skipShort && l.length <= 4 && l === l.toUpperCase()) continue;
      for (const ch of l) {
        letters++;
        if (ch === ch.toUpperCase() && ch !== ch.toLowerCase()) upper++;
      }
    }
    return [upper, letters];
  };
  // Only short words around the span ("V. DOE"): they decide after all.
  let [upper, letters] = count(true);
  if (letters < 4) [upper, letters] = count(false);
  return letters >= 4 && upper / letters >= 0.85;
}

/**
 * The span is the value of a label ("File No. ⟦…⟧", "Subject ID: ⟦…⟧", "DB_PASSWORD=⟦…⟧", "IBAN ⟦…⟧"): a stand-in
 * there takes no article. `before` is the unmasked text of the line before the span.
 */
function labelValue(before: string, fromLineStart: boolean): boolean {
  if (/=\s*$/.test(before)) return true;
  if (/\b(?:no|nr|num|ref|acct)\.\s*$/i.test(before) || /#\s*$/.test(before)) return true;
  // "Subject ID: ", "  MYSQL_ROOT_PASSWORD: " — a colon after at most three words from the line start.
  const colon = fromLineStart ? /^([^\n:]*):\s*$/.exec(before) : null;
  if (colon && colon[1]!.trim().split(/\s+/).length <= 3 && colon[1]!.trim() !== '') return true;
  return /(?:^|[^\p{L}])(?:IBAN|iban|SSN|ssn|MRN|mrn|[Cc]ase|CASE|[Dd]ocket|DOCKET|[Pp]olicy|[Ii]nvoice|[Rr]outing|[Aa]ccount|ACCOUNT|ID)[ \t]+$/u.test(
    before,
  );
}

/** The span begins a sentence: start of text or line, after . ! ? (and closing quotes), or a list bullet. */
export function sentenceStart(before: string): boolean {
  const t = before.replace(/[ \t]+$/, '');
  if (t === '' || t.endsWith('\n')) return true;
  if (/(^|\n)\s*([-*•]|\d+[.)])$/.test(t)) return true;
  return /[.!?]["'’”)\]]*$/.test(t) && !/\b(e\.g|i\.e|etc|vs|v|Mr|Mrs|Ms|Dr|St|no)\.$/i.test(t);
}

function pluralizeWord(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR_PLURALS[lower];
  if (irregular !== undefined)
    return word[0] === word[0]!.toUpperCase() ? irregular[0]!.toUpperCase() + irregular.slice(1) : irregular;
  if (/(s|x|z|ch|sh)$/.test(lower)) return `${word}es`;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

/** "a recurring cough" → "recurring coughs"; "a member of staff" → "members of staff". Unchanged when unsure. */
export function pluralizePhrase(phrase: string): string {
  const words = phrase.split(' ');
  let head = words.length - 1;
  for (let i = 1; i < words.length; i++) {
    if (POST_MODIFIER_START.has(words[i]!.toLowerCase())) {
      head = i - 1;
      break;
    }
  }
  const h = words[head]!;
  if (IRREGULAR_PLURALS[h.toLowerCase()] !== undefined) {
    words[head] = pluralizeWord(h);
    return words.join(' ');
  }
  if (
    !/^[\p{L}-]+$/u.test(h) ||
    UNCOUNTABLE_LAST.has(h.toLowerCase()) ||
    /(ss|us|is|ics)$/.test(h.toLowerCase()) ||
    /[^s]s$/.test(h.toLowerCase())
  )
    return phrase;
  words[head] = pluralizeWord(h);
  return words.join(' ');
}

function upperFirst(s: string): string {
  const i = s.search(/\p{L}/u);
  if (i < 0) return s;
  return s.slice(0, i) + s[i]!.toUpperCase() + s.slice(i + 1);
}

function articleFor(nextWord: string, like: string): string {
  const a = startsWithVowelSound(nextWord) ? 'an' : 'a';
  if (like === like.toUpperCase() && like.length > 1) return a.toUpperCase();
  if (like[0] === 'A') return upperFirst(a);
  return a;
}

/**
 * Fit `replacement` into `text` at `span`. `masked`: every span of the message (their contents are never read);
 */
export function fitReplacement(
  text: string,
  span: SpliceRange,
  replacement: string,
  options: { kind?: StandInKind; masked?: readonly SpliceRange[] } = {},
): FittedReplacement {
  const kind = options.kind ?? 'phrase';
  const masked = options.masked ?? [span];
  let rep = replacement.replace(/\s+/g, ' ').trim();
  if (rep === '') return { replacement };
  const lineStart = text.lastIndexOf('\n', span.start - 1) + 1;
  const before = unmasked(text, Math.max(lineStart, span.start - 80), span.start, masked);
  const prevMatch = WORD_BEFORE.exec(before);
  const prevWord = prevMatch?.[2] ?? null;
  const prevLower = prevWord?.toLowerCase() ?? null;
  const prevWordStart = prevMatch ? span.start - prevMatch[2]!.length - prevMatch[3]!.length : -1;
  // A span directly after another span (only spaces between): the two read as one compound noun phrase.
  const afterSpan = masked.some(
    (m) =>
      m.end <= span.start && m.end >= span.start - 3 && /^[ \t]*$/.test(text.slice(m.end, span.start)) && m !== span,
  );
  const prevIsDeterminer =
    prevLower !== null && (DETERMINERS.has(prevLower) || /['’]s$/.test(prevLower) || /s['’]$/.test(prevLower));
  const afterText = unmasked(text, span.end, Math.min(text.length, span.end + 40), masked);
  const nextWord = /^\s+([\p{L}']+)/u.exec(afterText)?.[1]?.toLowerCase() ?? null;
  const singularDeterminer =
    prevLower === 'a' ||
    prevLower === 'an' ||
    prevLower === 'this' ||
    prevLower === 'that' ||
    prevLower === 'each' ||
    prevLower === 'every' ||
    prevLower === 'another' ||
    prevLower === 'one';
  const plural =
    kind === 'phrase' &&
    !singularDeterminer &&
    ((prevLower !== null && (PLURAL_CUES.has(prevLower) || /^\d+$/.test(prevLower))) ||
      /(^|\s)([2-9]|\d{2,})\s+$/.test(before) ||
      (nextWord !== null && PLURAL_VERBS.has(nextWord)));

  const label = labelValue(before, span.start - 80 <= lineStart);
  if (kind === 'phrase') {
    const det = /^(a|an|the|some|my|your|his|her|our|their|its|one)\s+(?=\S)/i.exec(rep);
    if (det && (prevIsDeterminer || afterSpan || (label && /^(a|an|the|some|one)$/i.test(det[1]!))))
      rep = rep.slice(det[0].length);
    else if (det && plural && /^(a|an|one)$/i.test(det[1]!)) rep = rep.slice(det[0].length);
    if (plural) rep = pluralizePhrase(rep);
    // A bank phrase's own article agrees with what follows it.
    const own = /^(a|an)\s+(\S+)/i.exec(rep);
    if (own) rep = articleFor(own[2]!, own[1]!) + rep.slice(own[1]!.length);
  }

  let lead: LeadEdit | undefined;
  if ((prevLower === 'a' || prevLower === 'an') && prevWordStart >= 0 && /[\p{L}\p{N}]/u.test(rep[0] ?? '')) {
    const want = articleFor(rep, prevWord!);
    if (want !== prevWord) lead = { start: prevWordStart, end: prevWordStart + prevWord!.length, text: want };
  }

  const capsLine = capsContext(text, span, masked);
  const caps = kind !== 'token' && capsLine;
  // "A" before a span (a token too: "A 12K" → "AN 11K") in an ALL CAPS line becomes "AN", not "An".
  if (capsLine && lead && prevWord === prevWord!.toUpperCase()) lead = { ...lead, text: lead.text.toUpperCase() };
  if (caps) rep = rep.toUpperCase();
  else if (kind === 'phrase') {
    // The second of two adjacent spans continues the first one's noun phrase: never a sentence start.
    const atStart = prevWord === null && !afterSpan && !label && sentenceStart(before);
    if (atStart) rep = upperFirst(rep);
    else {
      const lead2 = /^(A|An|The|Some)\s/.exec(rep);
      if (lead2) rep = lead2[1]!.toLowerCase() + rep.slice(lead2[1]!.length);
    }
  }

  // Trailing punctuation: the text's own wins.
  const next = text[span.end] ?? '';
  if (/[.,;:!?]$/.test(rep) && /^[.,;:!?]/.test(next)) rep = rep.replace(/[.,;:!?]+$/, '');
  return lead ? { replacement: rep, lead } : { replacement: rep };
}

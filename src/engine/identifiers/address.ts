/**
 * Street addresses and postal codes. A street line is found by shape (building number, street words,
 * a street type before or after, a house number); secondary units, PO/military boxes and postcodes
 * are parts too. Adjacent parts — and the short city/region/country lines that follow them — are then
 * grown into one address block, because one span per address is what a user reviews and what the
 * rewriter replaces.
 */
import { rarePattern, scan, type Candidate, type Pattern } from './candidate.ts';
import { COMMON_WORDS, SECONDARY_UNIT, STREET_ENDINGS, STREET_PREFIXES, STREET_TYPES } from './lexicons.ts';
import { isOrdinaryWord } from './ordinary.ts';

const alt = (s: ReadonlySet<string>): string =>
  [...s]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');

const W = "[\\p{L}\\p{M}][\\p{L}\\p{M}'’.-]*";
const CAPW = "[\\p{Lu}][\\p{L}\\p{M}'’.-]*";
const NUM = '\\d{1,5}[A-Za-z]?(?:[-/]\\d{1,4}[A-Za-z]?)?\\.?';
const ORD = '\\d{1,4}(?:st|nd|rd|th)';
const SP = '[ \\t]+';

const STREET_SUFFIX = new RegExp(
  `(?<![\\p{L}\\p{N}])${NUM}${SP}(?:${NUM}${SP})?(?:(?:${W}|${ORD})${SP}){0,4}(?:${alt(STREET_TYPES)})(?![\\p{L}\\p{N}])\\.?(?:${SP}${NUM}(?![\\p{L}\\p{N}]))?`,
  'giu',
);
const STREET_PREFIX = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${NUM}${SP}(?:${NUM}${SP})?)?(?:${alt(STREET_PREFIXES)})\\.?${SP}(?:${W}${SP}){0,5}?${W},?${SP}${NUM}(?![\\p{L}\\p{N}])`,
  'giu',
);
const STREET_PREFIX_LEADNUM = new RegExp(
  `(?<![\\p{L}\\p{N}])${NUM}${SP}(?:${NUM}${SP})?(?:${alt(STREET_PREFIXES)})\\.?${SP}(?:${W}${SP}){0,4}${W}(?![\\p{L}\\p{N}])`,
  'giu',
);
const STREET_COMPOUND = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${NUM}${SP}(?:${NUM}${SP})?)?(?:${W}${SP}){0,3}(${W})${SP}${NUM}(?![\\p{L}\\p{N}])`,
  'giu',
);
// "78 Camiño Ancho 91": building number, up to five street words, house number.
const NUM_WORDS_NUM = new RegExp(
  `(?<![\\p{L}\\p{N}])${NUM}${SP}(?:${NUM}${SP})?((?:${W}${SP}){0,4}${W})${SP}${NUM}(?![\\p{L}\\p{N}])`,
  'giu',
);
// "07 262 Pavlou Drandaki" at the start of a line.
const LINE_NUM_CAPS = new RegExp(
  `(?<=^|\\n)[ \\t>?*-]*(${NUM}${SP}(?:${NUM}${SP})?(?:${CAPW}${SP}){1,3}${CAPW})[ \\t]*(?=\\n|$)`,
  'gu',
);
// "Bezrukov Street": capitalised name + capitalised street type, no number.
const NAMED_STREET = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${CAPW}${SP}){1,3}(?:Street|Avenue|Road|Boulevard|Lane|Drive|Terrace|Parkway|Highway|Crescent|Square|Straße|Strasse)(?![\\p{L}\\p{N}])`,
  'gu',
);
const CORNER = new RegExp(
  `\\b(?:the${SP})?corner${SP}of${SP}(?:${W}|\\d+\\.?)(?:${SP}(?:${W}|\\d+\\.?)){0,5}${SP}(?:and|&)${SP}(?:${W}|\\d+\\.?)(?:${SP}(?:${W}|\\d+\\.?)){0,4}?${SP}(?:${alt(STREET_TYPES)}|\\d+)\\.?(?![\\p{L}\\p{N}])`,
  'giu',
);
const BOXES =
  /(?<![\p{L}\p{N}])(?:\d{1,5}\s+)?(?:(?:p\.?\s?o\.?\s*box|postbox|post\s+office\s+box)\s+\d{1,6}|box\s+\d{3,6})|(?<![\p{L}\p{N}])(?:psc|unit|cmr)\s+\d{1,5},?\s+box\s+\d{1,5}|(?<![\p{L}\p{N}])(?:apo|fpo|dpo)\s+(?:aa|ae|ap)\s+\d{5}|(?<![\p{L}\p{N}])(?:usns|uss|usnv|uscgc)\s+\p{Lu}[\p{L}]+(?:\s+\p{Lu}[\p{L}]+)?/giu;
/**
 * Cheap necessary conditions (session 35), each held by every counted match of its shape and tested before the shape's
 * scan over the whole message (address.test.ts checks that none loses a match).
 * STREET_COMPOUND counts a match whose last word ends as a street does (STREET_ENDINGS): that ending, a space and a digit.
 */
export const STREET_ENDING_THEN_NUMBER = new RegExp(`(?:${STREET_ENDINGS.source.replace(/[$^]/g, '')})[ \\t]+\\d`, STREET_ENDINGS.flags);
/** BOXES: "box", an APO/FPO/DPO line or a ship's prefix (USS, USNS, USNV, USCGC). */
export const BOX_WORD = /box|[afd]po|us[snc]/iu;
/** CORNER: "corner". */
export const CORNER_WORD = /corner/iu;
/** STREET_SUFFIX: a space, then a street type ending its word. */
export const SPACE_THEN_STREET_TYPE = new RegExp(`[ \\t](?:${alt(STREET_TYPES)})(?![\\p{L}\\p{N}])`, 'iu');
/** NAMED_STREET: a space, then a capitalised street type ending its word. */
export const SPACE_THEN_NAMED_TYPE = /[ \t](?:Street|Avenue|Road|Boulevard|Lane|Drive|Terrace|Parkway|Highway|Crescent|Square|Straße|Strasse)(?![\p{L}\p{N}])/u;
/**
 * (session 40) A house number right before a name on its line ("It's in 79 291 Adelianos Kambos / Suite 477", "87 Rue
 * Joseph Vernet street"): one to five digits and at most one letter, after the line's start, a space or a comma (not
 * "$500", "#12", "9/18"), and neither a year ("in 2019 Maria moved out") nor a day of a month ("on March 3 Kevin called").
 */
const HOUSE_NUMBER_BEFORE = /(?:^|[\s,])(?!(?:19|20)\d\d[ \t])\d{1,5}[A-Za-z]?[ \t]+$/u;
const MONTH_DAY_BEFORE = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?[ \t]+\d{1,2}(?:st|nd|rd|th)?[ \t]+$/iu;
/** (session 40) A house number and a capitalised street after a name on its line ("Fuglie 86 Azevedo Street"). */
const HOUSE_AND_STREET_AFTER = new RegExp(
  `^[ \\t]+\\d{1,5}[A-Za-z]?(?:[ \\t]+${CAPW}){1,3}?${SPACE_THEN_NAMED_TYPE.source.replace('(?:Street|', '(?:St|Rd|Ave|Blvd|Ln|Dr|Street|')}`,
  'u',
);

/**
 * Whether the name-like words text[start, end) are a piece of an address rather than a person (session 40): right after
 * a house number on their line, or right before a house number and its named street. In the presidio-synth dev
 * templates every tagger "person" and rule person so placed was a street or a town of an address (a third of the rule
 * persons that were wrong there, none that were right).
 */
export function addressPieceAround(text: string, start: number, end: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const before = text.slice(Math.max(lineStart, start - 40), start);
  if (HOUSE_NUMBER_BEFORE.test(before) && !MONTH_DAY_BEFORE.test(before)) return true;
  const nl = text.indexOf('\n', end);
  return HOUSE_AND_STREET_AFTER.test(text.slice(end, Math.min(nl < 0 ? text.length : nl, end + 80)));
}
export const SHAPES_FOR_TEST = { STREET_COMPOUND, BOXES, CORNER, STREET_SUFFIX, NAMED_STREET, STREET_PREFIX, NUM_WORDS_NUM };

/**
 * Stretches (session 36). STREET_COMPOUND, STREET_PREFIX and NUM_WORDS_NUM are made of words ([\p{L}\p{M}] and ' ’ . -),
 * numbers (digits, ASCII letters, - / .), spaces and tabs, and STREET_PREFIX of a comma too: no match of theirs holds
 * another character. Their lookbehind and lookahead look at one character, a letter or a digit, which another character
 * is not. So the message's stretches between other characters can be scanned one by one, each as a string of its own,
 * for the same matches; and every match ends with a word's last character, spaces and a digit (with a comma before the
 * spaces in STREET_PREFIX), so a stretch without that is not scanned at all.
 */
const IN_WORD_OR_NUMBER = /[\p{L}\p{M}\p{N}]/iu;
const WORD_CHAR = /[\p{L}\p{M}]/iu;

/**
 * What the character at `i` is to a stretch: 0 outside any (ends it), 1 a word's character ([\p{L}\p{M}'’.-]), 2 a space
 * or a tab, 3 an ASCII digit, 4 a comma (inside only when `comma`), 5 another character of a number (\p{N}, "/").
 */
function stretchChar(text: string, i: number, comma: boolean): number {
  const c = text.charCodeAt(i);
  if (c < 128) {
    const l = c | 32;
    if ((l >= 97 && l <= 122) || c === 39 || c === 46 || c === 45) return 1;
    if (c === 32 || c === 9) return 2;
    if (c >= 48 && c <= 57) return 3;
    if (c === 44) return comma ? 4 : 0;
    return c === 47 ? 5 : 0;
  }
  if (c === 0x2019) return 1;
  const ch = String.fromCodePoint(text.codePointAt(i)!);
  return WORD_CHAR.test(ch) ? 1 : IN_WORD_OR_NUMBER.test(ch) ? 5 : 0;
}

/** The matches of scan(re, text), for STREET_COMPOUND and NUM_WORDS_NUM (comma false) and STREET_PREFIX (comma true). */
export function* stretchScan(re: RegExp, text: string, comma: boolean): Generator<RegExpExecArray> {
  const n = text.length;
  let i = 0;
  while (i < n) {
    let kind = 0;
    while (i < n && (kind = stretchChar(text, i, comma)) === 0) i += text.codePointAt(i)! > 0xffff ? 2 : 1;
    const start = i;
    // A word's last character, a comma perhaps, spaces and a digit (every match ends so): 0 none yet, 1 after a word's
    // character, 2 after one and a comma, 3 in the spaces after either, 4 found.
    let site = 0;
    while (i < n && kind !== 0) {
      if (site !== 4) {
        if (kind === 1) site = 1;
        else if (kind === 4) site = site === 1 ? 2 : 0;
        else if (kind === 2) site = site === 0 ? 0 : 3;
        else site = kind === 3 && site === 3 ? 4 : 0;
      }
      i += text.codePointAt(i)! > 0xffff ? 2 : 1;
      kind = i < n ? stretchChar(text, i, comma) : 0;
    }
    if (site !== 4) continue;
    const part = text.slice(start, i);
    for (const m of scan(re, part)) {
      m.index += start;
      yield m;
    }
  }
}

// The shapes but the ZIP code are rare: each is scanned only when its loosened pattern finds something (session 38).
const POSTCODES: readonly Pattern[] = [
  [/(?<![\p{L}\p{N}-])\d{5}(?:-\d{4})?(?![\p{L}\p{N}-])/gu, 0.3, 'zip'],
  rarePattern(/(?<![\p{L}\p{N}])[A-Z]{1,2}\d[A-Z\d]? ?\d[ABD-HJLNP-UW-Z]{2}(?![\p{L}\p{N}])/gu, 0.5, 'uk_postcode'),
  rarePattern(
    /(?<![\p{L}\p{N}])[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d(?![\p{L}\p{N}])/gu,
    0.5,
    'ca_postcode',
  ),
  // More countries (issue 18); bare digit shapes are common, so they need a context word.
  rarePattern(/(?<![\p{L}\p{N}-])[1-9]\d{3} ?(?!S[ADS]\b)[A-Z]{2}(?![\p{L}\p{N}])/gu, 0.3, 'nl_postcode'),
  rarePattern(/(?<![\p{L}\p{N}-])\d{5}-\d{3}(?![\p{L}\p{N}-])/gu, 0.3, 'br_cep'),
  rarePattern(/(?<![\p{L}\p{N}])(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}(?![\p{L}\p{N}])/gu, 0.35, 'ie_eircode'),
];
const POSTCODE_CONTEXT = [
  'zip',
  'zipcode',
  'postcode',
  'postal',
  'plz',
  'postleitzahl',
  'cep',
  'code',
  'address',
  'eircode',
  'postnummer',
  'codigo',
  'código',
  'cap',
  'pincode',
];

/**
 * Words of a clause, not of a street name: pronouns, auxiliaries, conjunctions and the prepositions of a
 * sentence. "9 days late and ive taken 2" and "21k private through Sallie Mae at 11" have the shape of a
 * number, words, a number, but a person's sentence is not their address (DESIGN.md, identifiers).
 */
const CLAUSE_WORDS = new Set(
  `i i'm im ive i've id i'd me my mine you your he she his him her we our us they them their it its is are was
were be been being have has had having did does done got get gets taken took and but or nor if so because
through from with for to at into about like than then when while since until after before`.split(/\s+/),
);

/** A count of something other than buildings: "9 days", "3 weeks", "21k", "2 tests", "5 times". */
const QUANTITY =
  /^\d{1,5}(?:[kK](?![\p{L}\p{N}])|[ \t]+(?:days?|weeks?|wks?|months?|mos|years?|yrs?|hours?|hrs?|minutes?|mins?|times|percent|dollars|bucks|pills?|tablets?|tabs|doses?|drinks?|beers?|miles|points|people|kids|tests?|shots?|rounds?|sessions?|visits?|payments?)(?![\p{L}\p{N}]))/iu;

/**
 * Labels of a vital sign or a body measurement: "BP 128/84  Pulse 96  Weight 142 lb" has the shape of a unit number,
 * words and a house number, but it is a clinic's vitals line; so are the counters of a story or a disease ("stage 3
 * lymphoma in ep 2").
 */
const MEASURE_WORDS = new Set(
  `bp hr pulse weight wt height ht temp temperature rr resp spo2 sao2 o2 sat sats bmi glucose bg a1c hba1c ldl hdl
cholesterol triglycerides creatinine egfr tsh inr hgb hb psa ep eps episode episodes season chapter level round
page vol volume`.split(/\s+/),
);

/** A number and a street type with nothing between them ("2-3 key", "5 way"): no street name, so no street. */
const BARE_NUMBER_TYPE = new RegExp(`^${NUM}${SP}(?:${alt(STREET_TYPES)})\\.?$`, 'iu');

/** The word of a law's or a document's part right before a number ("section 93", "art. 5", "§ 12"). */
const LAW_PART_BEFORE = /(?:(?<![\p{L}'’])(?:section|sections|sec|s|article|art|rule|regulation|reg|paragraph|para|clause|chapter|title|part|schedule|subsection)\.?|§§?)[ \t]*$/iu;

/** Product and thing names that end in a street type: "Google Drive", "a hard drive", "Easy Street". */
const NOT_STREET_NAMES = new Set(
  `google one hard flash thumb disk disc usb external network shared team test cloud sesame easy memory fast
wall`.split(/\s+/),
);

/**
 * Is this street-shaped match a piece of a sentence? A count before its words ("3 weeks. rent for spring") or
 * a clause word in it ("took 2 with Willow Springs 4") says so.
 */
function clauseNotStreet(s: string): boolean {
  if (QUANTITY.test(s)) return true;
  for (const w of s.split(/[ \t,:]+/)) {
    const lower = w.toLowerCase().replace(/’/g, "'");
    if (CLAUSE_WORDS.has(lower) || MEASURE_WORDS.has(lower)) return true;
  }
  return false;
}

interface Part {
  start: number;
  end: number;
  strong: boolean;
  score: number;
  detail: string;
}

function wordsAreStreetish(words: string, lowerMode: boolean): boolean {
  const ws = words.split(/[ \t]+/).filter((w) => w.length > 0);
  if (ws.length === 0) return false;
  let common = 0;
  for (const w of ws) {
    const l = w.toLowerCase().replace(/[.,]+$/, '');
    if (COMMON_WORDS.has(l) && !STREET_TYPES.has(l)) common++;
    // Lower-case words are allowed in a street name ("de", "la"), but not as the majority.
  }
  if (common > 0 && common >= ws.length / 2) return false;
  if (!lowerMode) {
    const caps = ws.filter((w) => /^\p{Lu}/u.test(w)).length;
    if (caps === 0) return false;
  }
  return true;
}

/**
 * Keeps a street part found in `text` (streetParts): trims the sentence words a greedy shape took along and drops the
 * shapes that are no street. A module-level function, not a closure made on every call: tsx (the bench's and the CLI's
 * loader) wraps each named closure in a call that sets its name (session 38).
 */
function addPart(
  parts: Part[],
  text: string,
  lowerMode: boolean,
  startIn: number,
  end: number,
  score: number,
  detail: string,
  strong = true,
  trim = false,
): void {
  let start = startIn;
  // Leading sentence words a greedy pattern took along ("enter on Hedemannstasse 15").
  while (trim) {
    const w = /^([\p{L}\p{M}'’]+)[ \t]+/u.exec(text.slice(start, end));
    if (!w) break;
    const l = (w[1] ?? '').toLowerCase();
    const lowerWord = !lowerMode && !/^\p{Lu}/u.test(w[1] ?? '');
    if (!(COMMON_WORDS.has(l) || CLAUSE_WORDS.has(l) || lowerWord) || STREET_PREFIXES.has(l) || STREET_TYPES.has(l))
      break;
    start += w[0].length;
  }
  if (detail === 'street') {
    // Clause words before the number belong to the sentence: the street starts after the last of them
    // ("refers to tekniikantie 8 street", "Greta and Michaelkirchstr. 15").
    const firstDigit = text.slice(start, end).search(/\d/);
    for (const w of scan(/[\p{L}'’]+/gu, text.slice(start, start + Math.max(0, firstDigit)))) {
      if (CLAUSE_WORDS.has(w[0].toLowerCase().replace(/’/g, "'"))) start = start + w.index + w[0].length;
    }
    while (/[ \t]/.test(text.charAt(start))) start++;
  }
  let e = end;
  while (e > start && /[\s,]/.test(text.charAt(e - 1))) e--;
  if ((detail === 'street' || detail === 'street_name') && clauseNotStreet(text.slice(start, e))) return;
  // "under section 93 of the Road Traffic Act": the number of a law's section or article, no building (session 23).
  if (detail === 'street' && LAW_PART_BEFORE.test(text.slice(Math.max(0, start - 14), start))) return;
  // A figure with its unit ("a 70 kg patient needs gentamicin 5 mg", "lost 30 pounds without trying": a body's
  // weight or height told in words, session 44), a year before a lower-case word ("a 2022
  // victory on Staten Island", "für das Jahr 2024 wird …") and a federal circuit ("2d Cir. No. 24-961") are no
  // house numbers (session 26, read off written-fresh sensitive-free messages).
  if (detail === 'street') {
    const seg = text.slice(start, e);
    if (/^\d[\d.,]*[ \t]?(?:kg|kgs|kilos?|g|mg|mcg|ml|lb|lbs|pounds?|stones?|oz|ounces?|km|mi|miles|mph|cm|mm|inch(?:es)?|feet|ft|%|percent|years?|yrs?|months?|weeks?|days?|hours?|hrs?|minutes?|mins?)\b/i.test(seg)) return;
    if (!lowerMode && /^(?:19|20)\d\d[ \t]+\p{Ll}/u.test(seg)) return;
    if (/^\d{1,2}(?:st|nd|rd|th|d)[ \t]+Cir\./.test(seg)) return;
    // (session 48) a count in words ("1 million rows takes 20 minutes", "2 thousand lines") is no house number
    if (/^\d[\d.,]*[ \t]+(?:hundred|thousand|million|billion|mil|dozen)\b/i.test(seg)) return;
    // nor two figures with a verb of a test or a program between them ("expected 200 received 401")
    if (/^\d+[ \t]+(?:received|returned|got|expected|gave|sent|passed|failed|but|vs\.?|versus)[ \t]+\d+$/i.test(seg)) return;
  }
  // (session 36, read off sensitive-free training messages) "a $280 student loan payment": money is no building
  // number; "diabetes tipo 2. Una dosis común es 850 mg": a number that ends its sentence is none either, and
  // neither are words read across a sentence's end ("payment. Show a 50/30"); "need 2-3 key studies": a number
  // and a street type alone, with no street name between them, are a count of something.
  if (detail === 'street') {
    const seg = text.slice(start, e);
    if (/[$£€¥₹₦]$/u.test(text.slice(Math.max(0, start - 1), start))) return;
    if (!lowerMode && /^\d{1,5}[A-Za-z]?\.[ \t]+\p{Lu}/u.test(seg)) return;
    if (!lowerMode && /(?<![\p{L}.])\p{Ll}{4,}\.[ \t]+\p{Lu}\p{Ll}/u.test(seg)) return;
    if (BARE_NUMBER_TYPE.test(seg)) {
      const prevWord = (/([\p{L}\p{M}'’]+)[ \t]*$/u.exec(text.slice(Math.max(0, start - 30), start))?.[1] ?? '').toLowerCase();
      // ("refers to tekniikantie 8 street": the name before the number is the street's)
      if (prevWord === '' || COMMON_WORDS.has(prevWord) || CLAUSE_WORDS.has(prevWord)) return;
    }
  }
  // "3. Any simple way to track spending?": a numbered list item, not a house number.
  if (
    detail === 'street' &&
    /^\d{1,2}\.[ \t]/.test(text.slice(start, e)) &&
    /(?:^|\n)[ \t]*$/.test(text.slice(0, start))
  )
    return;
  if (e > start) parts.push({ start, end: e, strong, score, detail });
}

/**
 * "expiring 09/27", "during 2019", "spring 2024": an English word in -ing ends as a German ring road does ("Kaiserring 5")
 * and is no street (session 46).
 */
function englishIng(word: string): boolean {
  const w = word.toLowerCase();
  if (w.length <= 4 || !w.endsWith('ing')) return false;
  const stem = w.slice(0, -3);
  return isOrdinaryWord(w) || COMMON_WORDS.has(w) || isOrdinaryWord(stem) || isOrdinaryWord(`${stem}e`);
}

function streetParts(text: string, lowerMode: boolean): Part[] {
  const parts: Part[] = [];
  for (const m of SPACE_THEN_STREET_TYPE.test(text) ? scan(STREET_SUFFIX, text) : []) {
    const words = m[0].replace(/\d[\w./-]*/g, ' ');
    if (wordsAreStreetish(words, lowerMode) || /\d(?:st|nd|rd|th)\b/i.test(m[0]))
      addPart(parts, text, lowerMode, m.index, m.index + m[0].length, 0.8, 'street', true, true);
  }
  for (const re of [STREET_PREFIX, STREET_PREFIX_LEADNUM]) {
    for (const m of re === STREET_PREFIX ? stretchScan(re, text, true) : scan(re, text)) {
      const words = m[0].replace(/\d[\w./-]*/g, ' ');
      if (wordsAreStreetish(words, true)) addPart(parts, text, lowerMode, m.index, m.index + m[0].length, 0.75, 'street', true, true);
    }
  }
  // Only a match whose last word has a street's ending counts, and such a word right before a number is rare: a cheap
  // test for one spares the costly scan (session 35).
  if (STREET_ENDING_THEN_NUMBER.test(text)) {
    for (const m of stretchScan(STREET_COMPOUND, text, false)) {
      if (STREET_ENDINGS.test(m[1] ?? '') && !englishIng(m[1] ?? '')) addPart(parts, text, lowerMode, m.index, m.index + m[0].length, 0.75, 'street', true, true);
    }
  }
  for (const m of stretchScan(NUM_WORDS_NUM, text, false)) {
    if (wordsAreStreetish(m[1] ?? '', lowerMode) && !tableRow(m[0]))
      addPart(parts, text, lowerMode, m.index, m.index + m[0].length, 0.65, 'street', true, true);
  }
  for (const m of scan(LINE_NUM_CAPS, text)) {
    const inner = m[1] ?? '';
    const start = m.index + m[0].indexOf(inner);
    if (wordsAreStreetish(inner.replace(/\d[\w./-]*/g, ' '), lowerMode) && !tableRow(inner))
      addPart(parts, text, lowerMode, start, start + inner.length, 0.6, 'street', true, true);
  }
  for (const m of SPACE_THEN_NAMED_TYPE.test(text) ? scan(NAMED_STREET, text) : []) {
    const firstWord = (/^[\p{L}\p{M}'’.-]+/u.exec(m[0])?.[0] ?? '').toLowerCase();
    if (NOT_STREET_NAMES.has(firstWord)) continue;
    if (wordsAreStreetish(m[0], false)) addPart(parts, text, lowerMode, m.index, m.index + m[0].length, 0.6, 'street_name', true, true);
  }
  if (BOX_WORD.test(text)) for (const m of scan(BOXES, text)) addPart(parts, text, lowerMode, m.index, m.index + m[0].length, 0.75, 'po_box');
  // "the corner of Koepoortwal 115 and Hansen Street": an intersection names a place precisely.
  if (CORNER_WORD.test(text)) for (const m of scan(CORNER, text)) addPart(parts, text, lowerMode, m.index, m.index + m[0].length, 0.7, 'intersection');
  for (const m of scan(SECONDARY_UNIT, text)) addPart(parts, text, lowerMode, m.index, m.index + m[0].length, 0.6, 'unit');
  for (const [re, score, detail, loose] of POSTCODES) {
    if (loose && !loose.test(text)) continue;
    for (const m of scan(re, text)) addPart(parts, text, lowerMode, m.index, m.index + m[0].length, score, detail, false);
  }
  return parts;
}

/**
 * Is `seg` a plausible continuation line of an address (city, region, country, postcode)?
 * Short, no sentence words, letters in name case (or anything in an all-lower-case message).
 */
function continuation(seg: string, lowerMode: boolean): boolean {
  const s = seg.trim();
  if (s.length === 0 || s.length > 48) return false;
  if (/[!?;:@"()]/.test(s)) return false;
  const toks = s.split(/[ \t]+/);
  if (toks.length > 6) return false;
  let words = 0;
  let nums = 0;
  for (const t of toks) {
    const clean = t.replace(/[.,]+$/, '');
    if (/^\d{3,6}(?:-\d{3,4})?$/.test(clean) || /^[A-Z]\d[A-Z]$|^\d[A-Z]\d$/.test(clean)) {
      nums++;
      continue;
    }
    if (!/^[\p{L}\p{M}][\p{L}\p{M}'’.-]*$/u.test(clean)) return false;
    const l = clean.toLowerCase();
    if (
      COMMON_WORDS.has(l) &&
      ![
        'and',
        'of',
        'the',
        'de',
        'la',
        'di',
        'nan',
        'new',
        'saint',
        'st',
        'city',
        'state',
        'north',
        'south',
        'east',
        'west',
        'port',
        'mount',
        'great',
        'upper',
        'lower',
        'little',
        'old',
      ].includes(l)
    )
      return false;
    if (
      !lowerMode &&
      !/^\p{Lu}/u.test(clean) &&
      clean.length > 3 &&
      !['and', 'of', 'the', 'de', 'la', 'di', 'del', 'da', 'nan', 'am', 'an', 'der', 'sur', 'en', 'le'].includes(l)
    )
      return false;
    words++;
  }
  return nums <= 1 && words + nums > 0;
}

/** Longest prefix of `seg` (whole tokens) that reads as an address continuation; '' if none. */
function continuationPrefix(seg: string, lowerMode: boolean): string {
  const full = seg.replace(/[ \t.]+$/, '');
  if (continuation(full, lowerMode)) return full;
  // Stop before a sentence boundary or the first token that cannot belong to a place name.
  const toks = [...seg.matchAll(/\S+/g)];
  let best = '';
  for (let k = 0; k < toks.length && k < 6; k++) {
    const tk = toks[k]!;
    const endsSentence = /[.!?]$/.test(tk[0]) && !/^(?:st|apt|ste|no|nr)\.$/i.test(tk[0]);
    const prefix = seg.slice(0, tk.index + tk[0].length).replace(/[ \t.!?]+$/, '');
    if (!continuation(prefix, lowerMode)) break;
    best = prefix;
    if (endsSentence) break;
  }
  return best;
}

/**
 * A street shape without a street type read across table columns: a run of three spaces or a tab inside it (a lab
 * table's "84    H     0", a statement's "SHELL OIL 57442" after its date), or a leading month/day date
 * ("11/07  SHELL OIL 57442"). Such weak shapes are not addresses.
 */
function tableRow(match: string): boolean {
  return /[ ]{3,}|\t/.test(match) || /^\d{1,2}\/\d{1,2}[ \t]/.test(match);
}

/** A day and a month (then a year, a column gap or a comma) where a house number would be: "03 Nov 2026  SPORTSBET". */
const DATE_LEAD =
  /^\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?(?:\s+(?:19|20)\d{2}\b|\s{2,}|\t|,)/i;
/** A tax year before a form's name: "your 2024 Form 1040". */
const FORM_LEAD = /^(?:19|20)\d{2}\s+(?:form|schedule|notice|tax|return|w-?2)\b/i;

export function addresses(text: string): Candidate[] {
  if (!/\d/.test(text)) return [];
  const lowerMode = !/\p{Lu}/u.test(text);
  const raw = streetParts(text, lowerMode)
    .filter(
      (p) => !DATE_LEAD.test(text.slice(p.start, p.start + 20)) && !FORM_LEAD.test(text.slice(p.start, p.start + 20)),
    )
    .sort((a, b) => a.start - b.start || b.end - a.end);
  // Collapse overlapping parts.
  const parts: Part[] = [];
  for (const p of raw) {
    const last = parts[parts.length - 1];
    if (last && p.start < last.end) {
      last.end = Math.max(last.end, p.end);
      last.strong ||= p.strong;
      last.score = Math.max(last.score, p.score);
      continue;
    }
    parts.push({ ...p });
  }
  const out: Candidate[] = [];
  let i = 0;
  while (i < parts.length) {
    const first = parts[i]!;
    let end = first.end;
    let strong = first.strong;
    let score = first.score;
    let count = 1;
    let j = i + 1;
    // Grow the block: next part or continuation segment, separated by commas/newlines/line prefixes.
    for (let steps = 0; steps < 8; steps++) {
      const gap = /^(?:(?:[ \t]*[,\n][ \t>?*-]*)+|[ \t]+)/.exec(text.slice(end));
      const sepLen = gap ? gap[0].length : 0;
      if (sepLen === 0) break;
      const next = parts[j];
      if (next && next.start === end + sepLen) {
        end = next.end;
        strong ||= next.strong;
        score = Math.max(score, next.score);
        count++;
        j++;
        continue;
      }
      if (!strong) break;
      const rest = text.slice(end + sepLen);
      const segM = /^[^,\n]*/.exec(rest);
      let seg = segM ? segM[0] : '';
      // A part starting inside this segment ends it ("Gabon 66298" is a segment; so is "Calgary AB").
      if (next && next.start < end + sepLen + seg.length) seg = text.slice(end + sepLen, next.start);
      const segTrim = continuationPrefix(seg, lowerMode);
      if (segTrim.length === 0) break;
      end = end + sepLen + segTrim.length;
      count++;
      // A continuation that stopped early (sentence resumed) ends the block.
      if (segTrim.length < seg.replace(/[ \t.]+$/, '').length) break;
    }
    // A sample's or a template's address ("100 Sample Street, Anytown, CA 90000") is no one's (session 20).
    // A court reporter's citation ("384 U.S. 436", "410 U.S. 113 (1973)", "5 F.4th 1") names a ruling, not a place
    // (session 22).
    const said = text.slice(first.start, end);
    const reporter = /^\d{1,4}\s+(?:U\.\s?S\.|S\.\s?Ct\.|F\.\s?(?:2d|3d|4th|Supp\.?)|L\.\s?Ed\.?)/.test(said);
    if (reporter || /\b(?:sample|example|anytown|anyville|placeholder)\b/i.test(said)) {
      i = j;
      continue;
    }
    if (strong) {
      out.push({
        start: first.start,
        end,
        category: 'address',
        score: Math.min(0.95, score + (count > 1 ? 0.15 : 0)),
        detail: count > 1 ? 'address_block' : first.detail,
        context: ['address', 'live', 'lives', 'located', 'street', 'deliver', 'send', 'sent', 'ship', 'moved'],
      });
    } else {
      out.push({
        start: first.start,
        end,
        category: 'address',
        score: count > 1 ? 0.55 : first.score,
        detail: 'postcode',
        context: POSTCODE_CONTEXT,
      });
    }
    i = j;
  }
  return out;
}

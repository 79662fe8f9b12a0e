/**
 * Numbers in spans: which spans are numeric (decided from the span text), and their perturbation in place with the
 * mechanisms of geometric.ts, keeping unit and format ("$7,900" → "$8,350", "42k" → "39k", "for 8 months" →
 * "for 7 months"). Argument and what is revealed: geometric.md.
 */
import type { RandomSource } from './rng.ts';
import { NUMBER_WORDS } from '../text/words.ts';
import { IDENTIFIER_CATEGORIES } from '../types.ts';
import { BoundedGeometricMechanism, LogGridGeometricMechanism, TwoSidedGeometricMechanism } from './geometric.ts';

export type NumericKind = 'amount' | 'age' | 'count' | 'date';

/** The public radius of each kind's neighbouring relation (what the reported ε covers). */
export const NUMERIC_RADIUS: Readonly<Record<NumericKind, string>> = Object.freeze({
  amount: 'within a factor 2',
  count: 'within a factor 2',
  age: 'within 5 years',
  date: 'within 30 days (a month for month dates, a year for years)',
});
export const AGE_RADIUS_YEARS = 5;
export const DATE_RADIUS_DAYS = 30;

/** Categories whose spans are never read as numbers (card, phone, account numbers… are identifiers, not quantities). */
const NEVER_NUMERIC: ReadonlySet<string> = new Set(
  IDENTIFIER_CATEGORIES.filter((c) => c !== 'date' && c !== 'age' && c !== 'custom'),
);

export interface ParsedNumber {
  kind: NumericKind;
  /** Writes the perturbed value back in the span's own format. */
  perturb(rng: RandomSource, epsilon: number): string;
  /** The span's format with the value removed (for tests: the unit and format that must survive). */
  format: string;
}

const WORD_NUMBERS = NUMBER_WORDS;
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_ABBR = MONTHS.map((m) => m.slice(0, 3));

function caseLike(word: string, like: string): string {
  if (like === like.toUpperCase() && /[A-Z]/.test(like)) return word.toUpperCase();
  if (/^[A-Z]/.test(like)) return word[0]!.toUpperCase() + word.slice(1);
  return word;
}

/** Round to `sig` significant digits (at least the units digit kept when decimals = 0). */
function roundSig(v: number, sig: number): number {
  if (v <= 0) return v;
  const p = Math.floor(Math.log10(v)) + 1 - sig;
  const f = 10 ** p;
  return Math.round(v / f) * f;
}

function formatNumber(v: number, decimals: number, commas: boolean): string {
  const s = v.toFixed(decimals);
  if (!commas) return s;
  const [int, frac] = s.split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}

/**
 * A money amount: optional sign or '~' (kept, like the currency: format), currency before or after, thousands
 * separators, decimals, a magnitude suffix, and a rate after it ('/hr', '/month', ' per year'), kept as written.
 */
const AMOUNT =
  /^(?<sign>[+\-−~≈])?(?<pre>(?:[$€£¥₹]|(?:US|CA|AU|NZ|HK|S)\$|(?:USD|EUR|GBP|CAD|AUD|CHF|INR)\s?)\s?)?(?<num>\d{1,3}(?:,\d{3})+|\d+)(?<dec>\.\d+)?(?<suf>\s?(?:k|K|m|M|bn|mn|million|thousand|billion|grand))?(?<post>\s?(?:dollars|euros|pounds|bucks|USD|EUR|GBP|usd|eur|gbp)(?:\s?a\s(?:month|year|week))?)?(?<rate>(?:\s?\/\s?|\s(?:per|an?)\s)(?:hr|hour|h|mo|month|yr|year|y|wk|week|day|annum)\.?)?$/;

function parseAmount(text: string, category: string): ParsedNumber | null {
  const m = AMOUNT.exec(text);
  if (!m?.groups) return null;
  const { sign = '', pre = '', num = '', dec = '', suf = '', post = '', rate = '' } = m.groups;
  if (pre === '' && post === '' && (suf === '' || category === 'age' || category === 'date')) return null;
  // A rate on a bare number ('3/day', '40 an hour') is a count or a dose, not money.
  if (rate !== '' && pre === '' && post === '' && suf === '') return null;
  const digits = num.replace(/,/g, '');
  const value = Number(digits + dec);
  if (!(value > 0)) return null;
  const decimals = dec === '' ? 0 : dec.length - 1;
  const commas = num.includes(',');
  // Significant digits the writer gave (trailing zeros of an integer are not significant), at least 2.
  const sig = Math.max(
    2,
    decimals > 0 ? (digits + dec.slice(1)).replace(/^0+/, '').length : digits.replace(/0+$/, '').length,
  );
  return {
    kind: 'amount',
    format: `${sign}${pre}#${suf}${post}${rate}`,
    perturb(rng, epsilon) {
      const y = LogGridGeometricMechanism.forFactorTwo(epsilon).sample(value, rng);
      const shown = decimals > 0 ? y : Math.max(1, roundSig(y, sig));
      return `${sign}${pre}${formatNumber(shown, decimals, commas)}${suf}${post}${rate}`;
    },
  };
}

const AGE_FORMS: readonly RegExp[] = [
  /^(?<a>(?:aged?|age:?)\s+)(?<n>\d{1,3})(?<b>(?:\s*(?:years?\s*old|y\/?o|yrs?(?:\s*old)?))?)$/i,
  /^(?<a>)(?<n>\d{1,3})(?<b>(?:-| )years?(?:-| )old|\s*y\/?o|\s*yrs?(?:\s*old)?|-year-old|\s+years?)$/i,
  // Ages written in the user's other language ("59 años", "62 ans", "70 Jahre alt"): the unit stays as written.
  /^(?<a>)(?<n>\d{1,3})(?<b>\s+(?:años|anos|ans|jahre(?:\s+alt)?|jaar(?:\s+oud)?|anni|år|lat|let|yaşında|tuổi|saal|sal|varsh))$/i,
];

/** "34F", "71m": an age with a sex letter in one token, read as an age only in an age span. */
const AGE_SEX = /^(?<a>)(?<n>\d{1,3})(?<b>[FfMm])$/;

function parseAge(text: string, category: string): ParsedNumber | null {
  let m: RegExpExecArray | null = null;
  for (const re of AGE_FORMS) {
    m = re.exec(text);
    if (m) break;
  }
  if (!m && category === 'age') m = /^(?<a>)(?<n>\d{1,3})(?<b>)$/.exec(text);
  if (!m && category === 'age') m = AGE_SEX.exec(text);
  if (!m?.groups) return null;
  if (category !== 'age' && /^\s+years?$/i.test(m.groups.b ?? '') && (m.groups.a ?? '') === '') return null; // "8 years" is a duration
  const n = Number(m.groups.n);
  if (!(n >= 0 && n <= 130)) return null;
  const { a = '', b = '' } = m.groups;
  return {
    kind: 'age',
    format: `${a}#${b}`,
    perturb(rng, epsilon) {
      const y = BoundedGeometricMechanism.bounded(epsilon, AGE_RADIUS_YEARS, 0, 120).sample(n, rng);
      return `${a}${y}${b}`;
    },
  };
}

const COUNT_UNITS =
  'days?|weeks?|months?|years?|hours?|minutes?|nights?|times?|kids?|children|child|drinks?|cigarettes?|pills?|tablets?|doses?|payments?|cards?|loans?|accounts?|sessions?|visits?|episodes?|attacks?|pregnanc(?:y|ies)|miscarriages?|jobs?|dependents?|dependants?|credit cards?|mg|milligrams?|pounds|lbs?|kg|kilos?|points?|beers?|glasses?|units?|hospitali[sz]ations?|surgeries|surgery|convictions?|arrests?|offen[cs]es?|charges?|counts?';
const COUNT = new RegExp(
  `^(?<pre>(?:for|about|over|almost|nearly|around|past|last|the last|the past|only|just|another)\\s+)?(?<num>\\d{1,6}|${WORD_NUMBERS.slice(1).join('|')})(?<sp>\\s*|-)(?<unit>${COUNT_UNITS})(?<post>\\s+ago)?$`,
  'i',
);

function singular(unit: string): string {
  const map: Record<string, string> = { children: 'child', pregnancies: 'pregnancy', surgeries: 'surgery' };
  const lower = unit.toLowerCase();
  if (map[lower] !== undefined) return caseLike(map[lower], unit);
  if (/(mg|kg|lbs?|pounds|glasses|offences|offenses|charges|units)$/i.test(unit)) {
    if (/^(pounds|lbs|mg|kg)$/i.test(unit)) return unit;
    return unit.replace(/(es|s)$/i, (s) => (/^(glasses)$/i.test(unit) ? s.slice(0, -2) : s.slice(0, -1)));
  }
  return unit.replace(/s$/i, '');
}

function plural(unit: string): string {
  const map: Record<string, string> = {
    child: 'children',
    pregnancy: 'pregnancies',
    surgery: 'surgeries',
    glass: 'glasses',
  };
  const lower = unit.toLowerCase();
  if (map[lower] !== undefined) return caseLike(map[lower], unit);
  if (/s$/i.test(unit) || /^(mg|kg|lb)$/i.test(unit)) return unit;
  return `${unit}s`;
}

function parseCount(text: string): ParsedNumber | null {
  const m = COUNT.exec(text);
  if (!m?.groups) return null;
  const { pre = '', num = '', sp = ' ', unit = '', post = '' } = m.groups;
  const word = WORD_NUMBERS.indexOf(num.toLowerCase());
  const value = word >= 0 ? word : Number(num);
  if (!(value >= 1)) return null;
  const hyphen = sp === '-';
  return {
    kind: 'count',
    format: `${pre}#${sp}${unit}${post}`,
    perturb(rng, epsilon) {
      const drawn = Math.max(1, Math.round(LogGridGeometricMechanism.forFactorTwo(epsilon, 1, 1e9).sample(value, rng)));
      // A number written as a word stays a word ("two credit cards" never becomes "40 credit cards"): the draw is
      // clamped to the words there are, a post-processing of the mechanism's output that costs no ε.
      const y = word >= 0 ? Math.min(drawn, WORD_NUMBERS.length - 1) : drawn;
      const shown = word >= 0 ? caseLike(WORD_NUMBERS[y]!, num) : String(y);
      // "a 3-day stay" keeps the singular unit; otherwise the unit agrees with the new number.
      const u = hyphen || /^(mg|kg|lbs?)$/i.test(unit) ? unit : y === 1 ? singular(unit) : plural(singular(unit));
      return `${pre}${shown}${sp}${u}${post}`;
    },
  };
}

const pad2 = (n: number): string => String(n).padStart(2, '0');

function shiftDays(y: number, mo: number, d: number, days: number): Date {
  const t = new Date(Date.UTC(y, mo, d));
  t.setUTCDate(t.getUTCDate() + days);
  return t;
}

// Compiled once: parseNumeric runs several times per span in every dp message.
const MONTH_RE = `(${MONTHS.join('|')}|${MONTH_ABBR.join('|')})\\.?`;
const MONTH_DAY = new RegExp(`^${MONTH_RE}\\s+(\\d{1,2})(st|nd|rd|th)?(,?\\s+(\\d{4}))?$`, 'i');
const DAY_MONTH = new RegExp(`^(\\d{1,2})(st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH_RE}(,?\\s+(\\d{4}))?$`, 'i');
const MONTH_YEAR = new RegExp(`^${MONTH_RE}(,?\\s+)(\\d{4})$`, 'i');

function parseDate(text: string, category: string): ParsedNumber | null {
  const dayShift = (epsilon: number, rng: RandomSource): number =>
    TwoSidedGeometricMechanism.fromRadius(epsilon, DATE_RADIUS_DAYS).noise(rng);
  const unitShift = (epsilon: number, rng: RandomSource): number =>
    TwoSidedGeometricMechanism.fromRadius(epsilon, 1).noise(rng);
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]) - 1, Number(m[3])];
    if (mo > 11 || d < 1 || d > 31) return null;
    return {
      kind: 'date',
      format: '####-##-##',
      perturb(rng, epsilon) {
        const t = shiftDays(y, mo, d, dayShift(epsilon, rng));
        return `${t.getUTCFullYear()}-${pad2(t.getUTCMonth() + 1)}-${pad2(t.getUTCDate())}`;
      },
    };
  }
  m = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})$/.exec(text);
  if (m) {
    const sep = m[2]!;
    // US order (month first) unless the first field cannot be a month.
    const dayFirst = Number(m[1]) > 12 || sep === '.';
    const mo = Number(dayFirst ? m[3] : m[1]) - 1;
    const d = Number(dayFirst ? m[1] : m[3]);
    const yy = m[4]!;
    const y = yy.length === 2 ? 2000 + Number(yy) - (Number(yy) > 50 ? 100 : 0) : Number(yy);
    if (mo > 11 || d < 1 || d > 31) return null;
    const w1 = m[1]!.startsWith('0');
    const w3 = m[3]!.startsWith('0');
    return {
      kind: 'date',
      format: `#${sep}#${sep}${yy.length === 2 ? '##' : '####'}`,
      perturb(rng, epsilon) {
        const t = shiftDays(y, mo, d, dayShift(epsilon, rng));
        const a = dayFirst ? t.getUTCDate() : t.getUTCMonth() + 1;
        const b = dayFirst ? t.getUTCMonth() + 1 : t.getUTCDate();
        const year = yy.length === 2 ? pad2(t.getUTCFullYear() % 100) : String(t.getUTCFullYear());
        return `${w1 ? pad2(a) : a}${sep}${w3 ? pad2(b) : b}${sep}${year}`;
      },
    };
  }
  const monthOf = (s: string): number => MONTH_ABBR.indexOf(s.toLowerCase().slice(0, 3));
  const monthName = (i: number, like: string): string => {
    const full = like.replace(/\.$/, '').length > 3 || /^may$/i.test(like);
    return caseLike(full ? MONTHS[i]! : MONTH_ABBR[i]!, like) + (like.endsWith('.') ? '.' : '');
  };
  m = MONTH_DAY.exec(text);
  if (m) {
    const like = m[0].split(/\s/)[0]!;
    const mo = monthOf(m[1]!);
    const d = Number(m[2]);
    const hasYear = m[5] !== undefined;
    const y = hasYear ? Number(m[5]) : 2001;
    const comma = m[4]?.startsWith(',') === true;
    if (d < 1 || d > 31) return null;
    return {
      kind: 'date',
      format: `Month #${hasYear ? `${comma ? ',' : ''} ####` : ''}`,
      perturb(rng, epsilon) {
        const t = shiftDays(y, mo, d, dayShift(epsilon, rng));
        const day = String(t.getUTCDate()) + (m![3] !== undefined ? ordinal(t.getUTCDate()) : '');
        return `${monthName(t.getUTCMonth(), like)} ${day}${hasYear ? `${comma ? ',' : ''} ${t.getUTCFullYear()}` : ''}`;
      },
    };
  }
  m = DAY_MONTH.exec(text);
  if (m) {
    const like = m[3]!;
    const d = Number(m[1]);
    const mo = monthOf(m[3]!);
    const hasYear = m[5] !== undefined;
    const y = hasYear ? Number(m[5]) : 2001;
    const of = /\sof\s/i.test(m[0]) ? 'of ' : '';
    if (d < 1 || d > 31) return null;
    return {
      kind: 'date',
      format: `# ${of}Month${hasYear ? ' ####' : ''}`,
      perturb(rng, epsilon) {
        const t = shiftDays(y, mo, d, dayShift(epsilon, rng));
        const day = String(t.getUTCDate()) + (m![2] !== undefined ? ordinal(t.getUTCDate()) : '');
        return `${day} ${of}${monthName(t.getUTCMonth(), like)}${hasYear ? `${m![4]!.startsWith(',') ? ',' : ''} ${t.getUTCFullYear()}` : ''}`;
      },
    };
  }
  m = MONTH_YEAR.exec(text);
  if (m) {
    const like = text.split(/[\s,]/)[0]!;
    const mo = monthOf(m[1]!);
    const y = Number(m[3]);
    const gap = m[2]!;
    return {
      kind: 'date',
      format: 'Month ####',
      perturb(rng, epsilon) {
        const k = y * 12 + mo + unitShift(epsilon, rng);
        return `${monthName(((k % 12) + 12) % 12, like)}${gap}${Math.floor(k / 12)}`;
      },
    };
  }
  m = /^(?:in\s+)?((?:19|20)\d{2})$/i.exec(text);
  if (m && (category === 'date' || /^in\s/i.test(text))) {
    const prefix = text.slice(0, text.length - 4);
    const y = Number(m[1]);
    return {
      kind: 'date',
      format: `${prefix}####`,
      perturb: (rng, epsilon) => `${prefix}${y + unitShift(epsilon, rng)}`,
    };
  }
  return null;
}

function ordinal(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return 'th';
  return ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
}

/**
 * A bare number written as a value ("580", "8.1", "1,250"), read as a count on the log grid (radius a factor 2):
 * only the shape (shape.ts) uses it, after a topic or value word, never on its own.
 */
export function parsePlainNumber(text: string): ParsedNumber | null {
  const m = /^(?<pre>~)?(?<num>\d{1,3}(?:,\d{3})+|\d{1,7})(?<dec>\.\d{1,3})?$/.exec(text);
  if (!m?.groups) return null;
  const { pre = '', num = '', dec = '' } = m.groups;
  const digits = num.replace(/,/g, '');
  const value = Number(digits + dec);
  if (!(value > 0)) return null;
  const decimals = dec === '' ? 0 : dec.length - 1;
  const commas = num.includes(',');
  const sig = Math.max(2, decimals > 0 ? (digits + dec.slice(1)).replace(/^0+/, '').length : digits.replace(/0+$/, '').length);
  return {
    kind: 'count',
    format: `${pre}#`,
    perturb(rng, epsilon) {
      const y = LogGridGeometricMechanism.forFactorTwo(epsilon).sample(value, rng);
      const shown = decimals > 0 ? y : Math.max(1, roundSig(y, sig));
      return `${pre}${formatNumber(shown, decimals, commas)}`;
    },
  };
}

/**
 * The numeric reading of a span, or null when it is not (only) a number. Decided from the span text and category:
 * identifier categories are never numbers; an `age` span reads a bare integer as an age; `date` a bare year.
 */
export function parseNumeric(text: string, category: string): ParsedNumber | null {
  if (NEVER_NUMERIC.has(category)) return null;
  const t = text.trim();
  if (t !== text || t.length === 0 || t.length > 40) return null;
  return parseDate(t, category) ?? parseAge(t, category) ?? parseAmount(t, category) ?? parseCount(t);
}

/**
 * An amount at the start or end of a longer (domain) span, split from the words by a space ("$18,400 in credit
 * card debt", "a debt of $7,900"): the number is perturbed in place and the words are rewritten by the phrase bank.
 * Returns the numeric part's [start, end) within the span, or null.
 */
export function numericPart(text: string, category: string): { start: number; end: number } | null {
  if (NEVER_NUMERIC.has(category)) return null;
  const lead = /^(\S+(?:\s(?:k|million|thousand|billion|dollars|euros|pounds))?)\s+\S/.exec(text);
  if (lead && parseAmount(lead[1]!, category) !== null) return { start: 0, end: lead[1]!.length };
  const tail = /\S\s+(\S+(?:\s(?:k|million|thousand|billion|dollars|euros|pounds))?)$/.exec(text);
  if (tail && parseAmount(tail[1]!, category) !== null)
    return { start: text.length - tail[1]!.length, end: text.length };
  return null;
}

/** How a numbered clause's number reads: a duration ("4 years": "… for #"), a number of times ("15 times"), a count. */
export type ClauseNumberForm = 'for' | 'times' | 'count';

/** Where a numbered clause's number goes back in the phrase drawn for it (rewriter/typed.ts, "Numbered clauses"). */
export const CLAUSE_NUMBER_MARK = '#';

/**
 * The one count or duration in a clause span ("did 4 years for burglary" → "4 years", form 'for'; "opened 3 credit
 * cards in my name" → "3 credit cards", 'count'): the first token with a digit, read with up to two words after it
 * as a count (parseNumeric) or alone as a plain number. Null when there is none, when it is an amount, an age or a
 * date (those keep their own paths), or when a second number follows (the phrase has room for one). Decided from the
 * span text by these public rules, so the form is revealed, like a number's unit.
 */
export function clauseNumber(text: string, category: string): { start: number; end: number; form: ClauseNumberForm; parsed: ParsedNumber } | null {
  if (NEVER_NUMERIC.has(category)) return null;
  const ws = [...text.matchAll(/\S+/g)].map((m) => {
    let end = m.index + m[0].length;
    while (end > m.index && /[,;:.!?)"”’]/.test(text[end - 1]!)) end--;
    return { start: m.index, end };
  });
  const at = ws.findIndex((w) => /\d/.test(text.slice(w.start, w.end)));
  if (at < 0) return null;
  let found: { start: number; end: number; parsed: ParsedNumber } | null = null;
  for (let n = Math.min(3, ws.length - at); n >= 1 && found === null; n--) {
    const start = ws[at]!.start;
    const end = ws[at + n - 1]!.end;
    const parsed = parseNumeric(text.slice(start, end), category) ?? (n === 1 ? parsePlainNumber(text.slice(start, end)) : null);
    if (parsed === null) continue;
    if (parsed.kind !== 'count' || !parsed.format.startsWith('#')) return null;
    found = { start, end, parsed };
  }
  if (found === null || /\d/.test(text.slice(found.end))) return null;
  const unit = found.parsed.format.slice(1).trim().toLowerCase();
  const form: ClauseNumberForm = /^(?:hours?|hrs?|days?|nights?|weeks?|wks?|months?|mos?|years?|yrs?)$/.test(unit) ? 'for' : /^times?$/.test(unit) ? 'times' : 'count';
  return { start: found.start, end: found.end, form, parsed: found.parsed };
}

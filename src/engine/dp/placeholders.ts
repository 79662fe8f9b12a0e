/**
 * Redact and pseudonym operators. NOT differentially private (see placeholders.md): they hide the
 * content of a span but reveal its category, its position and which spans share an original.
 * Their events carry `dp: false, epsilon: null`.
 *
 * The ConversationVault keeps original ↔ stand-in in memory for one conversation so the extension can
 * restore originals in the model's reply locally. It is never persisted: its state lives in private
 * fields (not copied by structured clone), and toJSON() exposes only a count. A vault lost with its
 * engine (a restarted worker) is primed again from the stand-ins the page remembers (`adopt`), so the
 * numbering continues and no stand-in comes to mean a second original.
 */
import type { SpanCategory } from '../types.ts';
import { checkSpans } from './checks.ts';
import type { NonDpEvent } from './accountant.ts';
import { nonDpEvent } from './accountant.ts';
import type { RandomSource } from './rng.ts';
import { identifierSurrogate } from './identifier-shape.ts';
import type { Range, RewrittenSpan } from './spans.ts';
import { spliceRewrites } from './spans.ts';
import type { StandInKind } from './splice-grammar.ts';
import { groupKind } from '../identifiers/groups.ts';

/** Placeholder label per category: [HEALTH_1], [EMAIL_2]. Total over SpanCategory (the compiler checks). */
export const CATEGORY_LABELS: Readonly<Record<SpanCategory, string>> = Object.freeze({
  medical: 'HEALTH',
  legal: 'LEGAL',
  financial: 'FINANCE',
  sensitive: 'PERSONAL',
  person: 'PERSON',
  email: 'EMAIL',
  phone: 'PHONE',
  address: 'ADDRESS',
  card_number: 'CARD',
  account_number: 'ACCOUNT',
  id_number: 'ID',
  date: 'DATE',
  age: 'AGE',
  location: 'LOCATION',
  organization: 'ORG',
  group: 'GROUP',
  job_title: 'JOB',
  handle: 'HANDLE',
  url: 'URL',
  ip_address: 'IP',
  mac_address: 'MAC',
  secret: 'SECRET',
  crypto_wallet: 'WALLET',
  custom: 'PRIVATE',
});

// Surrogate material. Generic, common names and reserved/documentation ranges, so a surrogate is
// plausible but points at nobody in particular (example.* domains, 555-01xx numbers, TEST-NET IPs).
const FIRST = [
  'Alex',
  'Jordan',
  'Taylor',
  'Morgan',
  'Casey',
  'Riley',
  'Jamie',
  'Avery',
  'Quinn',
  'Parker',
  'Rowan',
  'Emerson',
  'Maria',
  'James',
  'Linda',
  'David',
  'Sarah',
  'Daniel',
  'Laura',
  'Michael',
  'Anna',
  'Thomas',
  'Emma',
  'Samuel',
  'Grace',
  'Henry',
  'Clara',
  'Lucas',
  'Nora',
  'Oliver',
  'Elena',
  'Victor',
];
const LAST = [
  'Miller',
  'Garcia',
  'Carter',
  'Bennett',
  'Hayes',
  'Foster',
  'Brooks',
  'Reed',
  'Ellis',
  'Porter',
  'Warren',
  'Hughes',
  'Palmer',
  'Sanders',
  'Fisher',
  'Graham',
  'Wallace',
  'Kennedy',
  'Marshall',
  'Shaw',
  'Holmes',
  'Rivera',
  'Lawson',
  'Dunn',
  'Perry',
  'Hart',
  'Fleming',
  'Barker',
  'Norris',
  'Walsh',
  'Lowe',
  'Chambers',
];
const STREETS = [
  'Maple',
  'Oak',
  'Cedar',
  'Elm',
  'Pine',
  'Willow',
  'Lakeview',
  'Hillcrest',
  'Park',
  'Main',
  'River',
  'Sunset',
];
const STREET_TYPES = ['Street', 'Avenue', 'Road', 'Lane', 'Drive', 'Court'];
const CITIES = [
  'Springfield',
  'Riverton',
  'Fairview',
  'Greenville',
  'Lakewood',
  'Milford',
  'Clinton',
  'Ashland',
  'Oakridge',
  'Bristol',
];
const ORGS = [
  'Northwind Traders',
  'Contoso Ltd',
  'Fabrikam Inc',
  'Acme Corporation',
  'Globex Corporation',
  'Initech',
  'Tailspin Toys',
  'Litware Inc',
];
const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net'];
/** Group surrogates of the original's kind (a nationality for a nationality, …); fictional party names. */
const NATIONALITIES = ['Canadian', 'Norwegian', 'Chilean', 'Portuguese', 'Kenyan', 'Malaysian', 'Austrian', 'Uruguayan', 'Finnish', 'Ghanaian'];
const RELIGIONS = ['Lutheran', 'Buddhist', 'Methodist', 'Hindu', 'Quaker', 'Sikh', 'Anglican', 'Jain', 'Baptist', 'Unitarian'];
const PARTIES = ['Civic Unity Party', 'New Commons Party', 'Harbour Party', 'Meridian Alliance', 'Evergreen Party', 'Union of the Centre'];
const JOBS = ['accountant', 'teacher', 'nurse', 'civil engineer', 'sales manager', 'electrician', 'pharmacist', 'graphic designer', 'project coordinator', 'librarian', 'logistics clerk', 'dental hygienist'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

type SurrogateKind =
  | 'person'
  | 'email'
  | 'phone'
  | 'address'
  | 'location'
  | 'organization'
  | 'date'
  | 'age'
  | 'url'
  | 'handle'
  | 'ip_address'
  | 'mac_address'
  | 'group'
  | 'job_title'
  | 'id_number'
  | 'account_number'
  | 'card_number'
  | 'secret'
  | 'crypto_wallet';
const SURROGATE_KINDS: ReadonlySet<SpanCategory> = new Set<SurrogateKind>([
  'person',
  'email',
  'phone',
  'address',
  'location',
  'organization',
  'date',
  'age',
  'url',
  'ip_address',
  'mac_address',
  'group',
  'job_title',
  // Structured identifiers: a fresh value of the original's shape (identifier-shape.ts).
  'id_number',
  'account_number',
  'card_number',
  'secret',
  'crypto_wallet',
  'handle',
]);

/** Categories that get a realistic surrogate in pseudonym mode; the others get a typed placeholder. */
export function hasSurrogate(category: SpanCategory): boolean {
  return SURROGATE_KINDS.has(category);
}

const pick = <T>(rng: RandomSource, list: readonly T[]): T => list[rng.nextInt(list.length)]!;
const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** "Catholics" → plural surrogate; "Irish", "Chinese" have no plural form to copy. */
function pluralLike(original: string, word: string): string {
  const o = original.trim();
  return /[^s]s$/i.test(o) && !/(?:ese|ish|ss)$/i.test(o) && !/\bparty$/i.test(word) ? `${word}s` : word;
}

/** The original's capitalisation: "Senior nurse" → "Teacher", "nurse" → "teacher". */
function caseLike(original: string, word: string): string {
  const o = original.trim();
  if (/^\p{Ll}/u.test(o)) return word.toLowerCase();
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * A fresh surrogate drawn from the RNG. The original's text is never copied: for a group only its kind
 * (nationality, religion or politics, from the recognizer's lists) picks the list, its plural and its case; for a
 * job title only its case; for a structured identifier only its shape (its label words, punctuation and character
 * classes; identifier-shape.ts).
 */
function generateSurrogate(kind: SurrogateKind, rng: RandomSource, original: string): string {
  switch (kind) {
    case 'group': {
      const k = groupKind(original);
      const list = k === 'religion' ? RELIGIONS : k === 'politics' ? PARTIES : NATIONALITIES;
      return caseLike(original, pluralLike(original, pick(rng, list)));
    }
    case 'job_title':
      return caseLike(original, pick(rng, JOBS));
    case 'person':
      return `${pick(rng, FIRST)} ${pick(rng, LAST)}`;
    case 'email':
      return `${pick(rng, FIRST).toLowerCase()}.${pick(rng, LAST).toLowerCase()}${rng.nextInt(100)}@${pick(rng, EMAIL_DOMAINS)}`;
    case 'phone': {
      // NANP area code 2xx–9xx (not N11) and the fictional exchange block 555-0100..0199.
      let area = 200 + rng.nextInt(800);
      while (area % 100 === 11) area = 200 + rng.nextInt(800);
      return `(${area}) 555-01${pad(rng.nextInt(100), 2)}`;
    }
    case 'address':
      return `${100 + rng.nextInt(9900)} ${pick(rng, STREETS)} ${pick(rng, STREET_TYPES)}`;
    case 'location':
      return pick(rng, CITIES);
    case 'organization':
      return pick(rng, ORGS);
    case 'date':
      return `${pick(rng, MONTHS)} ${1 + rng.nextInt(28)}, ${1950 + rng.nextInt(56)}`;
    case 'age':
      return String(18 + rng.nextInt(73));
    case 'url': {
      let path = '';
      for (let i = 0; i < 8; i++) path += 'abcdefghijklmnopqrstuvwxyz'[rng.nextInt(26)]!;
      return `https://www.${pick(rng, EMAIL_DOMAINS)}/${path}`;
    }
    case 'ip_address':
      return `${pick(rng, ['192.0.2', '198.51.100', '203.0.113'])}.${1 + rng.nextInt(254)}`;
    case 'mac_address':
      return `00:00:5E:00:53:${rng.nextInt(256).toString(16).toUpperCase().padStart(2, '0')}`;
    case 'id_number':
    case 'account_number':
    case 'card_number':
    case 'secret':
    case 'crypto_wallet':
    case 'handle':
      return identifierSurrogate(original, rng, kind);
  }
}

/**
 * A stand-in the engine issued earlier in a conversation, as the page remembers it (in memory, never persisted):
 * `form` says which vault operation issued it — a typed placeholder ([EMAIL_3]) or a pseudonym surrogate.
 */
export interface StandIn {
  category: SpanCategory;
  form: 'placeholder' | 'surrogate';
  original: string;
  replacement: string;
}

/** What `ConversationVault.adopt` did with each stand-in it was given (counts only, never text). */
export interface AdoptReport {
  /** Unknown to the vault before: now bound (or, when its original already had a stand-in, reserved). */
  adopted: number;
  /** Already bound to the same original: nothing changed (adoption is idempotent). */
  known: number;
  /** Already bound to a different original: that binding kept, the stand-in retired from further use. */
  conflicts: number;
  /** Not a stand-in this vault could have issued (placeholder of another label, no surrogate for the category, …). */
  invalid: number;
}

/**
 * The placeholder label of a category; a category this build does not know (added by a newer detector) gets its own
 * name in capitals, letters only ("job_title" → JOBTITLE), never a crash.
 */
export function categoryLabel(category: string): string {
  const known = (CATEGORY_LABELS as Readonly<Record<string, string>>)[category];
  if (known !== undefined) return known;
  const own = category.toUpperCase().replace(/[^A-Z]/g, '');
  return own === '' ? 'PRIVATE' : own;
}

/** Placeholder tokens as `placeholder()` writes them: [LABEL_n], n ≥ 1 without leading zeros. */
const PLACEHOLDER_TOKEN = /^\[([A-Z]+)_([1-9][0-9]{0,8})\]$/;

/** n when `token` is the placeholder shape of `category`'s label ([EMAIL_n] for email), else null. */
export function placeholderNumber(category: SpanCategory, token: string): number | null {
  const m = PLACEHOLDER_TOKEN.exec(token);
  if (!m || m[1] !== categoryLabel(category)) return null;
  return Number(m[2]);
}

/** True when `token` has the shape of some placeholder ([ANY_n]); surrogates never do. */
export function looksLikePlaceholder(token: string): boolean {
  return PLACEHOLDER_TOKEN.test(token);
}

/** Equality key for "same original": NFKC, whitespace collapsed, case-folded. */
function normalizeOriginal(text: string): string {
  return text.normalize('NFKC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** In-memory, per-conversation mapping between originals and their placeholders/surrogates. */
export class ConversationVault {
  readonly #rng: RandomSource;
  /** `${form}|${label}|${normalized original}` → stand-in. */
  readonly #forward = new Map<string, string>();
  /** stand-in → original (first-seen spelling). */
  readonly #backward = new Map<string, string>();
  readonly #counters = new Map<string, number>();
  readonly #originals = new Set<string>();
  /** stand-in → its forward key, to retire a stand-in whose meaning is disputed. */
  readonly #keyOf = new Map<string, string>();

  constructor(rng: RandomSource) {
    this.#rng = rng;
  }

  get size(): number {
    return this.#backward.size;
  }

  /** Typed placeholder, consistent within the conversation: same original → same [LABEL_n]. */
  placeholder(category: SpanCategory, original: string): string {
    const label = categoryLabel(category);
    const key = `p|${label}|${normalizeOriginal(original)}`;
    const known = this.#forward.get(key);
    if (known !== undefined) return known;
    let n = this.#counters.get(label) ?? 0;
    let token: string;
    // Past every adopted n already; the loop only guards the invariant that a stand-in has one meaning.
    do token = `[${label}_${++n}]`;
    while (this.#backward.has(token));
    this.#counters.set(label, n);
    this.#remember(key, token, original);
    return token;
  }

  /**
   * Consistent surrogate: a plausible value drawn from the RNG for person/email/phone/address/...
   * (never derived from the original), or a typed placeholder for categories without one.
   */
  surrogate(category: SpanCategory, original: string): string {
    if (!SURROGATE_KINDS.has(category)) return this.placeholder(category, original);
    const label = categoryLabel(category);
    const key = `s|${label}|${normalizeOriginal(original)}`;
    const known = this.#forward.get(key);
    if (known !== undefined) return known;
    this.#originals.add(normalizeOriginal(original));
    for (let attempt = 0; attempt < 64; attempt++) {
      const candidate = generateSurrogate(category as SurrogateKind, this.#rng, original);
      const norm = normalizeOriginal(candidate);
      // Unique within the conversation and never equal to any original we have seen.
      if (this.#backward.has(candidate) || this.#originals.has(norm)) continue;
      this.#remember(key, candidate, original);
      return candidate;
    }
    // Pool exhausted for this conversation: fall back to a placeholder rather than reuse a surrogate.
    return this.placeholder(category, original);
  }

  #remember(key: string, token: string, original: string): void {
    this.#forward.set(key, token);
    this.#keyOf.set(token, key);
    this.#backward.set(token, original);
    this.#originals.add(normalizeOriginal(original));
  }

  /**
   * Primes the vault with stand-ins issued earlier in this conversation (by this vault or by one lost with a
   * restarted engine), in list order, so what it issues next agrees with what the page and the remote model
   * already hold:
   *  - an unknown stand-in is bound to its original both ways; the same original then gets the same stand-in, and
   *    placeholder numbering continues after the highest n per label. If that original already has another
   *    stand-in of the same form, the existing one stays its stand-in and the adopted one is only reserved
   *    (restored to the original, never issued for anything else): two names for one original, never one name
   *    for two;
   *  - a stand-in already bound to the same original (case/whitespace-insensitive) changes nothing: idempotent;
   *  - a stand-in already bound to a different original is a conflict: the existing binding wins (restore keeps
   *    giving its original) and the stand-in is retired — never issued again, for either original — because the
   *    page already reads it as the other one. Both originals get fresh stand-ins from then on;
   *  - an entry this vault could not have issued (a placeholder not of its category's [LABEL_n] shape, a
   *    surrogate for a category without surrogates or shaped like a placeholder, empty text) is ignored.
   * Counts only are returned; no text leaves the vault.
   */
  adopt(standIns: readonly StandIn[]): AdoptReport {
    const report: AdoptReport = { adopted: 0, known: 0, conflicts: 0, invalid: 0 };
    for (const s of standIns) {
      const label = typeof s.category === 'string' ? categoryLabel(s.category) : undefined;
      const norm = typeof s.original === 'string' ? normalizeOriginal(s.original) : '';
      const token = s.replacement;
      let key: string;
      if (label === undefined || norm === '' || typeof token !== 'string' || token.trim() === '') {
        report.invalid++;
        continue;
      }
      if (s.form === 'placeholder') {
        const n = placeholderNumber(s.category, token);
        if (n === null) {
          report.invalid++;
          continue;
        }
        // Numbering continues after every n the page has seen, whatever becomes of this entry.
        if (n > (this.#counters.get(label) ?? 0)) this.#counters.set(label, n);
        key = `p|${label}|${norm}`;
      } else if (s.form === 'surrogate' && SURROGATE_KINDS.has(s.category) && !looksLikePlaceholder(token)) {
        key = `s|${label}|${norm}`;
      } else {
        report.invalid++;
        continue;
      }
      const bound = this.#backward.get(token);
      if (bound !== undefined) {
        if (normalizeOriginal(bound) === norm) {
          report.known++;
        } else {
          report.conflicts++;
          this.#retire(token);
        }
        continue;
      }
      this.#backward.set(token, s.original);
      this.#originals.add(norm);
      if (!this.#forward.has(key)) {
        this.#forward.set(key, token);
        this.#keyOf.set(token, key);
      }
      report.adopted++;
    }
    return report;
  }

  /**
   * `token` is never issued again: its forward binding goes (its original gets a fresh stand-in next time); it stays
   * in the backward map, so restore still gives its original and no later stand-in can equal it.
   */
  #retire(token: string): void {
    const key = this.#keyOf.get(token);
    if (key !== undefined && this.#forward.get(key) === token) this.#forward.delete(key);
    this.#keyOf.delete(token);
  }

  /**
   * Replace every known placeholder/surrogate in a reply by its original (one pass, longest first). Matching ignores
   * case: a surrogate spliced in capitals (an ALL CAPS line) may come back in capitals.
   */
  restore(replyText: string): string {
    if (this.#backward.size === 0) return replyText;
    const tokens = [...this.#backward.keys()].sort((a, b) => b.length - a.length);
    const folded = new Map<string, string>();
    for (const t of tokens) if (!folded.has(t.toLowerCase())) folded.set(t.toLowerCase(), this.#backward.get(t)!);
    const re = new RegExp(tokens.map(escapeRegExp).join('|'), 'gi');
    return replyText.replace(re, (m) => this.#backward.get(m) ?? folded.get(m.toLowerCase()) ?? m);
  }

  /** Forget everything (end of conversation). */
  clear(): void {
    this.#forward.clear();
    this.#backward.clear();
    this.#counters.clear();
    this.#originals.clear();
    this.#keyOf.clear();
  }

  /** Never serialise originals: JSON.stringify(vault) gives only the entry count. */
  toJSON(): { entries: number } {
    return { entries: this.size };
  }
}

export interface NonDpRewriteResult {
  text: string;
  spans: RewrittenSpan[];
  event: NonDpEvent;
}

type CategorizedRange = Range & { category: SpanCategory };

/** How the splice may adapt a stand-in (splice-grammar.ts): names follow an ALL CAPS line, the rest is kept verbatim. */
const NAME_LIKE: ReadonlySet<string> = new Set(['person', 'location', 'organization']);

function rewriteWith(
  text: string,
  spans: readonly CategorizedRange[],
  make: (s: CategorizedRange) => string,
  mechanism: 'redact' | 'pseudonym',
): NonDpRewriteResult {
  checkSpans(spans, text.length);
  // Assign stand-ins in text order so numbering reads naturally ([EMAIL_1] before [EMAIL_2]).
  const order = spans.map((_, i) => i).sort((a, b) => spans[a]!.start - spans[b]!.start);
  const reps = new Array<string>(spans.length);
  for (const i of order) reps[i] = make(spans[i]!);
  const kinds = spans.map((s, i): StandInKind => (mechanism === 'pseudonym' && NAME_LIKE.has(s.category) && !looksLikePlaceholder(reps[i]!) ? 'name' : 'token'));
  const spliced = spliceRewrites(
    text,
    spans,
    reps,
    reps.map(() => null),
    { kinds },
  );
  return {
    text: spliced.text,
    spans: spliced.spans,
    event: nonDpEvent(mechanism, spans.length),
  };
}

/** Replace each span by its typed placeholder. Not DP. */
export function redactSpans(
  text: string,
  spans: readonly CategorizedRange[],
  vault: ConversationVault,
): NonDpRewriteResult {
  return rewriteWith(text, spans, (s) => vault.placeholder(s.category, text.slice(s.start, s.end)), 'redact');
}

/** Replace each span by its consistent surrogate (or placeholder where no surrogate exists). Not DP. */
export function pseudonymizeSpans(
  text: string,
  spans: readonly CategorizedRange[],
  vault: ConversationVault,
): NonDpRewriteResult {
  return rewriteWith(text, spans, (s) => vault.surrogate(s.category, text.slice(s.start, s.end)), 'pseudonym');
}

/**
 * Redact and pseudonym operators. NOT differentially private (see placeholders.md): they hide the
 * content of a span but reveal its category, its position and which spans share an original.
 * Their events carry `dp: false, epsilon: null`.
 *
 * The ConversationVault keeps original ↔ stand-in in memory for one conversation so the extension can
 * restore originals in the model's reply locally. It is never persisted: its state lives in private
 * fields (not copied by structured clone), and toJSON() exposes only a count.
 */
import type { SpanCategory } from '../types.ts';
import { checkSpans } from './checks.ts';
import type { NonDpEvent } from './accountant.ts';
import { nonDpEvent } from './accountant.ts';
import type { RandomSource } from './rng.ts';
import type { Range, RewrittenSpan } from './spans.ts';
import { spliceRewrites } from './spans.ts';

/** Placeholder label per category: [HEALTH_1], [EMAIL_2]. Total over SpanCategory (the compiler checks). */
export const CATEGORY_LABELS: Readonly<Record<SpanCategory, string>> = Object.freeze({
  medical: 'HEALTH',
  legal: 'LEGAL',
  financial: 'FINANCE',
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
  | 'ip_address'
  | 'mac_address';
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
]);

/** Categories that get a realistic surrogate in pseudonym mode; the others get a typed placeholder. */
export function hasSurrogate(category: SpanCategory): boolean {
  return SURROGATE_KINDS.has(category);
}

const pick = <T>(rng: RandomSource, list: readonly T[]): T => list[rng.nextInt(list.length)]!;
const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** A fresh surrogate drawn from the RNG only — the original is never an input. */
function generateSurrogate(kind: SurrogateKind, rng: RandomSource): string {
  switch (kind) {
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
  }
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

  constructor(rng: RandomSource) {
    this.#rng = rng;
  }

  get size(): number {
    return this.#backward.size;
  }

  /** Typed placeholder, consistent within the conversation: same original → same [LABEL_n]. */
  placeholder(category: SpanCategory, original: string): string {
    const label = CATEGORY_LABELS[category];
    const key = `p|${label}|${normalizeOriginal(original)}`;
    const known = this.#forward.get(key);
    if (known !== undefined) return known;
    const n = (this.#counters.get(label) ?? 0) + 1;
    this.#counters.set(label, n);
    const token = `[${label}_${n}]`;
    this.#remember(key, token, original);
    return token;
  }

  /**
   * Consistent surrogate: a plausible value drawn from the RNG for person/email/phone/address/...
   * (never derived from the original), or a typed placeholder for categories without one.
   */
  surrogate(category: SpanCategory, original: string): string {
    if (!SURROGATE_KINDS.has(category)) return this.placeholder(category, original);
    const label = CATEGORY_LABELS[category];
    const key = `s|${label}|${normalizeOriginal(original)}`;
    const known = this.#forward.get(key);
    if (known !== undefined) return known;
    this.#originals.add(normalizeOriginal(original));
    for (let attempt = 0; attempt < 64; attempt++) {
      const candidate = generateSurrogate(category as SurrogateKind, this.#rng);
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
    this.#backward.set(token, original);
    this.#originals.add(normalizeOriginal(original));
  }

  /** Replace every known placeholder/surrogate in a reply by its original (one pass, longest first). */
  restore(replyText: string): string {
    if (this.#backward.size === 0) return replyText;
    const tokens = [...this.#backward.keys()].sort((a, b) => b.length - a.length);
    const re = new RegExp(tokens.map(escapeRegExp).join('|'), 'g');
    return replyText.replace(re, (m) => this.#backward.get(m) ?? m);
  }

  /** Forget everything (end of conversation). */
  clear(): void {
    this.#forward.clear();
    this.#backward.clear();
    this.#counters.clear();
    this.#originals.clear();
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
  const spliced = spliceRewrites(
    text,
    spans,
    reps,
    reps.map(() => null),
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

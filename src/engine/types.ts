/**
 * Shared engine types. Offsets are UTF-16 code-unit indices into the analysed text, end exclusive,
 * exactly as DESIGN.md's CLI contract fixes them.
 */

/** Attribute domains the localizer knows. */
export type Domain = 'medical' | 'legal' | 'financial';
export const DOMAINS: readonly Domain[] = ['medical', 'legal', 'financial'];

/** Structured identifier categories (DESIGN.md). */
export const IDENTIFIER_CATEGORIES = [
  'person',
  'email',
  'phone',
  'address',
  'card_number',
  'account_number',
  'id_number',
  'date',
  'age',
  'location',
  'organization',
  /** Nationality, religion or political group (Presidio's NRP): "Brazilian", "Lutheran", "Green Party". */
  'group',
  /** A job title or occupation: "maxillofacial surgeon", "benefits manager". */
  'job_title',
  /** An online handle: "u/name", "@name", the name after "username" or "my venmo is". */
  'handle',
  'url',
  'ip_address',
  'mac_address',
  'secret',
  'crypto_wallet',
  'custom',
] as const;
export type IdentifierCategory = (typeof IDENTIFIER_CATEGORIES)[number];

/**
 * Other sensitive facts (DESIGN.md's "other sensitive": orientation, gender identity, religion, union membership, job
 * loss, family conflict). Found by the fact stage only; there are no prototypes for it.
 */
export type SensitiveCategory = 'sensitive';

export type SpanCategory = Domain | SensitiveCategory | IdentifierCategory;

/**
 * Identifier categories the user may switch off on the options page (issue 18): on by default, because a
 * nationality, a religion, a party or a job said of someone can single them out, but a user who writes about
 * them freely can stop them being flagged. The other identifier categories are always looked for.
 */
export const OPTIONAL_CATEGORIES = ['group', 'job_title'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];

/** Every span category, for validating messages that name one. */
export const SPAN_CATEGORIES: readonly SpanCategory[] = [...DOMAINS, 'sensitive', ...IDENTIFIER_CATEGORIES];

/** Where a span came from. */
export type SpanSource = 'identifier' | 'localizer' | 'user';

export interface Span {
  start: number;
  end: number;
  /** Always `text.slice(start, end)` of the analysed text. */
  text: string;
  category: SpanCategory;
  /** Confidence in [0, 1]. */
  score: number;
  source: SpanSource;
  /** Finer label, e.g. the recognizer that fired ("iban", "us_ssn"). */
  detail?: string;
}

/**
 * The realistic set's metrics, exactly as DESIGN.md ("What counts as private in a real message") defines them.
 * Pure: no engine, no I/O, so the unit tests can plant each way a metric can go wrong.
 *
 * - A gold fact is **touched** when any predicted character falls inside it, **half-covered** when at least 50 % of
 *   its characters are covered by the union of the predicted spans.
 * - A predicted span is **correct** when at least 50 % of its characters lie inside gold facts of any kind
 *   (precision = correct / predicted, over every message, sensitive-free ones included).
 * - A gold fact **leaks** when its exact text (case-sensitive, no normalisation) occurs in the sanitized output more
 *   often than it occurs in the input outside gold facts (an occurrence overlapping any gold fact is not "outside").
 *   Occurrences are counted the same way on both sides: at every start position, and not inside a longer word or
 *   number (countOccurrences), so "6" is not found in "[AGE_6]" nor "may" in "maybe".
 *   Leak rate = leaked facts / facts.
 * - A sensitive-free message is **flagged** when the system predicts any span on it; it is **changed** when the
 *   sanitized output differs from the input.
 */
import { DOMAIN_KINDS, IDENTIFIER_KINDS, type Fact, type Kind } from './format.ts';

export interface Range {
  start: number;
  end: number;
}

export interface PredictedSpan extends Range {
  /** The system's own category name (ours: the engine's SpanCategory; peers: theirs). */
  category: string;
}

export interface MessageInput {
  id: string;
  text: string;
  clean: boolean;
  facts: readonly Fact[];
}

export interface FactOutcome {
  fact: Fact;
  /** Characters of the fact covered by the union of the predicted spans. */
  coveredChars: number;
  touched: boolean;
  halfCovered: boolean;
  leaked: boolean;
}

export interface SpanOutcome {
  span: PredictedSpan;
  /** Characters of the span inside gold facts (any kind). */
  insideGoldChars: number;
  correct: boolean;
}

export interface MessageScore {
  id: string;
  clean: boolean;
  facts: FactOutcome[];
  spans: SpanOutcome[];
  /** Any predicted span with at least one character. */
  flagged: boolean;
  changed: boolean;
}

/** Characters of [r.start, r.end) covered by the union of `others`. */
export function coveredChars(r: Range, others: readonly Range[]): number {
  const len = r.end - r.start;
  if (len <= 0) return 0;
  const marks = new Uint8Array(len);
  for (const o of others)
    for (let i = Math.max(r.start, o.start); i < Math.min(r.end, o.end); i++) marks[i - r.start] = 1;
  let n = 0;
  for (const m of marks) n += m;
  return n;
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;
const isWordChar = (c: string | undefined): boolean => c !== undefined && WORD_CHAR.test(c);

/**
 * Occurrences of `needle` in `haystack` (case-sensitive, exact text), counted at every start position. Where the
 * needle begins (ends) with a letter or digit, an occurrence must not continue a word on that side: the date "may"
 * does not occur in "maybe", the age "6" not in a placeholder "[AGE_6]" or in "16".
 */
export function countOccurrences(haystack: string, needle: string): number {
  if (needle.length === 0) return 0;
  const wordStart = isWordChar(needle[0]);
  const wordEnd = isWordChar(needle[needle.length - 1]);
  let n = 0;
  for (let at = haystack.indexOf(needle); at >= 0; at = haystack.indexOf(needle, at + 1)) {
    if (wordStart && at > 0 && isWordChar(haystack[at - 1])) continue;
    if (wordEnd && isWordChar(haystack[at + needle.length])) continue;
    n++;
  }
  return n;
}

/** The input with every gold-fact character replaced by U+0000, so only occurrences outside gold facts match. */
export function maskFacts(text: string, facts: readonly Range[]): string {
  const chars = text.split('');
  for (const f of facts) for (let i = Math.max(0, f.start); i < Math.min(text.length, f.end); i++) chars[i] = '\u0000';
  return chars.join('');
}

/** Scores one message: the system's predicted spans on `text` and its sanitized output. */
export function scoreMessage(m: MessageInput, predicted: readonly PredictedSpan[], sanitized: string): MessageScore {
  // A span without characters can neither cover a fact nor be right or wrong.
  const spans = predicted.filter((p) => p.end > p.start);
  const outside = maskFacts(m.text, m.facts);
  const facts = m.facts.map((fact): FactOutcome => {
    const len = fact.end - fact.start;
    const covered = coveredChars(fact, spans);
    const leaked = countOccurrences(sanitized, fact.text) > countOccurrences(outside, fact.text);
    return { fact, coveredChars: covered, touched: covered > 0, halfCovered: len > 0 && 2 * covered >= len, leaked };
  });
  const spanOutcomes = spans.map((span): SpanOutcome => {
    const inside = coveredChars(span, m.facts);
    return { span, insideGoldChars: inside, correct: 2 * inside >= span.end - span.start };
  });
  return {
    id: m.id,
    clean: m.clean,
    facts,
    spans: spanOutcomes,
    flagged: spans.length > 0,
    changed: sanitized !== m.text,
  };
}

/** A share, or null when there is nothing to divide by (printed as "—", written as null). */
export type Rate = number | null;
const rate = (n: number, d: number): Rate => (d === 0 ? null : n / d);

export interface KindRow {
  /** A kind, 'domain' (health + legal + financial + other) or 'all'. */
  label: string;
  facts: number;
  touched: number;
  halfCovered: number;
  leaked: number;
  touchedRate: Rate;
  halfCoveredRate: Rate;
  leakRate: Rate;
  /**
   * Predicted spans whose category names this kind (categoryKind), and how many of them are correct (≥ 50 % inside
   * gold facts of any kind, as for precision overall). 'domain' takes the domain categories, 'all' every span.
   */
  predicted: number;
  predictedCorrect: number;
  precision: Rate;
}

export interface CategoryRow {
  category: string;
  predicted: number;
  correct: number;
  precision: Rate;
}

export interface Report {
  messages: number;
  cleanMessages: number;
  /** health, legal, financial, other, domain, the identifier kinds present, all. */
  rows: KindRow[];
  precision: { predicted: number; correct: number; precision: Rate };
  /** Per predicted category, most false positives first. */
  byCategory: CategoryRow[];
  clean: { messages: number; flagged: number; flaggedShare: Rate; changed: number; changedShare: Rate };
  /** Detection latency per message (ms), nearest-rank percentiles; null without timings. */
  latency: { n: number; p50: Rate; p95: Rate };
}

/**
 * 95 % Wilson score interval for k successes in n trials (null when n = 0). It treats the items as independent;
 * facts of one message are not quite, so read it as a lower bound on the uncertainty. It says whether a difference
 * between two runs, or from a target, is larger than what a set of this size can resolve.
 */
export function wilson95(k: number, n: number): [number, number] | null {
  if (n === 0) return null;
  const z = 1.959963984540054;
  const p = k / n;
  const denom = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / denom;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Nearest-rank percentile: the smallest value with at least q of the sample at or below it. */
export function percentile(xs: readonly number[], q: number): Rate {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? null;
}

/**
 * The gold kind a predicted category claims, for the per-kind precision column: the engine's categories
 * (src/engine/types.ts) and the peers' as scripts/bench/identifiers.ts maps them. Categories without a kind
 * (custom, mac_address, a peer's 'other') count only in precision overall and per category.
 */
const CATEGORY_KIND: Readonly<Record<string, Kind>> = {
  medical: 'health',
  legal: 'legal',
  financial: 'financial',
  sensitive: 'other',
  person: 'person',
  email: 'email',
  phone: 'phone',
  address: 'address',
  organization: 'org',
  location: 'location',
  id_number: 'id',
  card_number: 'account',
  account_number: 'account',
  crypto_wallet: 'account',
  date: 'date',
  age: 'age',
  url: 'url',
  handle: 'handle',
  ip_address: 'ip',
  secret: 'secret',
};

export function categoryKind(category: string): Kind | null {
  return Object.hasOwn(CATEGORY_KIND, category) ? (CATEGORY_KIND[category] ?? null) : null;
}

function kindRow(label: string, outcomes: readonly FactOutcome[], spans: readonly SpanOutcome[]): KindRow {
  const correct = spans.filter((s) => s.correct).length;
  const touched = outcomes.filter((o) => o.touched).length;
  const half = outcomes.filter((o) => o.halfCovered).length;
  const leaked = outcomes.filter((o) => o.leaked).length;
  return {
    label,
    facts: outcomes.length,
    touched,
    halfCovered: half,
    leaked,
    touchedRate: rate(touched, outcomes.length),
    halfCoveredRate: rate(half, outcomes.length),
    leakRate: rate(leaked, outcomes.length),
    predicted: spans.length,
    predictedCorrect: correct,
    precision: rate(correct, spans.length),
  };
}

const DOMAIN_SET: ReadonlySet<Kind> = new Set(DOMAIN_KINDS);

/** Aggregates message scores (and optional per-message detection times in ms) into the report's rows. */
export function aggregate(scores: readonly MessageScore[], detectionMs: readonly number[] = []): Report {
  const facts = scores.flatMap((s) => s.facts);
  const spans = scores.flatMap((s) => s.spans);
  const ofKind = (k: Kind): FactOutcome[] => facts.filter((f) => f.fact.kind === k);
  const claiming = (k: Kind): SpanOutcome[] => spans.filter((s) => categoryKind(s.span.category) === k);
  // The four domain rows are always listed (a zero-count row says the split has none); identifiers only when present.
  const rows: KindRow[] = DOMAIN_KINDS.map((k) => kindRow(k, ofKind(k), claiming(k)));
  const domainSpans = spans.filter((s) => {
    const k = categoryKind(s.span.category);
    return k !== null && DOMAIN_SET.has(k);
  });
  rows.push(
    kindRow(
      'domain',
      facts.filter((f) => DOMAIN_SET.has(f.fact.kind)),
      domainSpans,
    ),
  );
  for (const k of IDENTIFIER_KINDS) {
    const of = ofKind(k);
    if (of.length > 0) rows.push(kindRow(k, of, claiming(k)));
  }
  rows.push(kindRow('all', facts, spans));

  const correct = spans.filter((s) => s.correct).length;
  const cats = new Map<string, { predicted: number; correct: number }>();
  for (const s of spans) {
    const c = cats.get(s.span.category) ?? { predicted: 0, correct: 0 };
    c.predicted++;
    if (s.correct) c.correct++;
    cats.set(s.span.category, c);
  }
  const byCategory = [...cats]
    .map(([category, c]) => ({ category, ...c, precision: rate(c.correct, c.predicted) }))
    .sort(
      (a, b) =>
        b.predicted - b.correct - (a.predicted - a.correct) ||
        b.predicted - a.predicted ||
        a.category.localeCompare(b.category),
    );

  const clean = scores.filter((s) => s.clean);
  const flagged = clean.filter((s) => s.flagged).length;
  const changed = clean.filter((s) => s.changed).length;
  return {
    messages: scores.length,
    cleanMessages: clean.length,
    rows,
    precision: { predicted: spans.length, correct, precision: rate(correct, spans.length) },
    byCategory,
    clean: {
      messages: clean.length,
      flagged,
      flaggedShare: rate(flagged, clean.length),
      changed,
      changedShare: rate(changed, clean.length),
    },
    latency: { n: detectionMs.length, p50: percentile(detectionMs, 0.5), p95: percentile(detectionMs, 0.95) },
  };
}

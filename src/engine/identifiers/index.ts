/**
 * Structured-identifier detection (issue 5). Pure: no DOM, no extension APIs, no Node built-ins.
 *
 *   detectIdentifiers(text, { allowlist?, minScore? }) → Span[]
 *
 * Spans are sorted by start, never overlap, carry source 'identifier', and satisfy
 * `span.text === text.slice(span.start, span.end)` in the caller's ORIGINAL text, even when the
 * recognizers matched a de-obfuscated view of it (see normalize.ts).
 */
import type { Span } from '../types.ts';
import { scan, type Candidate, type Recognizer } from './candidate.ts';
import { fromOriginal, normalize, toOriginal, type Normalized } from './normalize.ts';
import { combineLearned, STRONG, TAGGER_DETAIL, type LearnedCategory, type LearnedPolicy } from './learned.ts';
export { LEARNED_CATEGORIES, LEARNED_POLICY, onlyTaggerSpans, TAGGER_DETAIL, type LearnedCategory, type LearnedPolicy } from './learned.ts';
export { namesPublicFigure } from './public-figures.ts';
import { ages, dates, phones } from './phone-date.ts';
import { applyContext, mergeOverlaps } from './resolve.ts';
import { cards, emails, ibans, ips, macs, nationalIds, triggeredIds, urls, usSsn, wallets } from './structured.ts';
import { entities } from './ner.ts';
import { secrets } from './secrets.ts';
import { contextIds, maskedNumbers } from './context-ids.ts';
import { moreNationalIds, postalCodes } from './national-ids.ts';
import { addressPieceAround, addresses } from './address.ts';
import { groupKind, groups } from './groups.ts';
import { GIVEN_NAMES } from './lexicons.ts';
import { isOrdinaryWord } from './ordinary.ts';
import { jobTitles } from './job-titles.ts';
import { contextAges } from './age-context.ts';
import { handles } from './handles.ts';
import { knownOrgs } from './known-orgs.ts';
import { employers } from './employers.ts';
import { fieldIds, fieldValues, tableIds } from './field-values.ts';
import { places } from './places.ts';
import { orgShapes } from './org-shapes.ts';
import { joinOrgParts } from './org-joins.ts';
import { statementLines, transactionWordRanges } from './statement-lines.ts';
import { isPublicBody, publicBodyRanges } from './public-figures.ts';
import { medicalWord } from '../facts/terms.ts';

export interface DetectOptions {
  /** Exact strings (case-insensitive, trimmed) that are never reported. */
  allowlist?: string[];
  /** Spans scoring below this are dropped. Default 0.5. */
  minScore?: number;
  /** Words of a private domain's vocabulary, which a weakly cued name never is (see EntityOptions). */
  domainWord?: (lower: string) => boolean;
  /**
   * Spans of the token tagger (src/engine/tagger, docs/tagger.md) in the ORIGINAL text's coordinates, with calibrated
   * scores, below-threshold ones included: they join the rule recognizers' candidates (see combineLearned).
   */
  learned?: readonly LearnedSpan[];
  /** How tagger spans and rule candidates meet (learned.ts); default LEARNED_POLICY. */
  learnedPolicy?: LearnedPolicy;
}

/** A tagger span handed to detectIdentifiers. */
export interface LearnedSpan {
  start: number;
  end: number;
  category: LearnedCategory;
  score: number;
}

export const DEFAULT_MIN_SCORE = 0.5;

/** The prose rules' name guesses, which a field's key overrides (field-values.ts). */
const NAME_KINDS: ReadonlySet<string> = new Set(['person', 'location', 'organization', 'job_title', 'group']);

const RECOGNIZERS: readonly Recognizer[] = [
  emails,
  cards,
  ibans,
  usSsn,
  ips,
  macs,
  urls,
  handles,
  nationalIds,
  moreNationalIds,
  postalCodes,
  triggeredIds,
  contextIds,
  maskedNumbers,
  secrets,
  wallets,
  phones,
  dates,
  ages,
  contextAges,
  addresses,
  knownOrgs,
  employers,
  fieldValues,
  fieldIds,
  tableIds,
  places,
  orgShapes,
  statementLines,
];
/** After the rule NER (entities, which takes options and runs between the two lists). */
const LATE_RECOGNIZERS: readonly Recognizer[] = [groups, jobTitles];

/**
 * "…, Ceské Budejovice 6, Kazakhstan": a place name that directly follows an address (only a comma
 * or line break between) is the address's last line, not a separate location.
 */
/**
 * Between an address and its country line: a comma or line break, optionally with the rest of the previous line's
 * short codes ("…, Sušice 1⏎, PL⏎ Algeria": a district number, a two-letter region or country code).
 */
const ADDRESS_TAIL_GAP = /^(?:[ \t]*(?:\d{1,5}|\p{Lu}{2})?[ \t]*,?[ \t]*\n?){1,3}[ \t]*$/u;
/** A postal code right after the absorbed country ("Algeria 48354") belongs to the address too. */
const TRAILING_POSTCODE = /^[ \t]+\d{4,6}(?![\p{L}\p{N}])/u;

function absorbTrailingPlaces(text: string, spans: Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of spans) {
    const last = out[out.length - 1];
    if (
      last &&
      last.category === 'address' &&
      c.category === 'location' &&
      ADDRESS_TAIL_GAP.test(text.slice(last.end, c.start))
    ) {
      last.end = c.end + (TRAILING_POSTCODE.exec(text.slice(c.end))?.[0].length ?? 0);
      continue;
    }
    out.push({ ...c });
  }
  return out;
}

/**
 * "return to Iwan and Democracia 4183", "meet me at Spencer and Søndre Havnevej 65": right after a place preposition,
 * one or two capitalised words joined by "and" to a street address name the corner, and are part of the address, not
 * a person or a place of their own. A lexicon place ("to Paris and 85 Gimblett Street") stays a place.
 */
const CORNER_BEFORE = /(?:^|[\s(])(?:to|at|in|on|with|:)[ \t]+(\p{Lu}[\p{L}\p{M}'’-]*(?:[ \t]\p{Lu}[\p{L}\p{M}'’-]*)?)[ \t]+and[ \t]+$/u;
const LEXICON_PLACE = new Set(['country', 'city', 'us_state']);
/**
 * The same corner when no address rule took the street ("return to Lauren and Sorlaskeid 32", "a taxi to Ivan and
 * Českého odboje 1735?"): a street of unknown words with a house number, ending the clause (issue 18).
 */
const CORNER_WHOLE =
  /(?<=(?:(?:^|[\s(])(?:to|at|on|with)|:)[ \t]+)\p{Lu}[\p{L}\p{M}'’-]*(?:[ \t]\p{Lu}[\p{L}\p{M}'’-]*)?[ \t]+and[ \t]+\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t][\p{L}\p{M}'’.-]+){0,3}[ \t]+\d{1,5}[A-Za-z]?(?=[ \t]*(?:[.,;!?)]|\n|$)|[ \t]+(?:in|for)[ \t])/gu;
function cornerAddresses(text: string, candsIn: Candidate[]): Candidate[] {
  const cands = [...candsIn];
  if (text.includes(' and ')) {
    for (const m of scan(CORNER_WHOLE, text)) {
      const start = m.index;
      const end = start + m[0].length;
      const inside = cands.filter((o) => o.start < end && start < o.end);
      if (inside.some((o) => !NAME_KINDS.has(o.category) || (o.category === 'location' && LEXICON_PLACE.has(o.detail ?? '')))) continue;
      cands.push({ start, end, category: 'address', score: 0.6, detail: 'intersection' });
    }
  }
  const drop = new Set<Candidate>();
  const widened = cands.map((c) => {
    if (c.category !== 'address') return c;
    const m = CORNER_BEFORE.exec(text.slice(Math.max(0, c.start - 60), c.start));
    if (!m) return c;
    const start = c.start - m[0].length + m[0].indexOf(m[1]!);
    const inside = cands.filter((o) => o !== c && o.start >= start && o.end <= c.start);
    if (inside.some((o) => o.category === 'location' && LEXICON_PLACE.has(o.detail ?? ''))) return c;
    if (inside.some((o) => !NAME_KINDS.has(o.category))) return c;
    for (const o of inside) drop.add(o);
    return { ...c, start };
  });
  return drop.size ? widened.filter((c) => !drop.has(c)) : widened;
}

/**
 * A car's make and model after its model year ("my 2015 Honda Civic", "Vehicle: 2015 NISSAN ALTIMA", "Vehicle: 2021
 * Toyota RAV4"): no person and no organisation of the writer's (session 25).
 */
/**
 * A court paper's caption names the state whose court it is ("STATE OF MICHIGAN", "SUPERIOR COURT OF CALIFORNIA",
 * "Family Court of the State of New York", "STATE OF FLORIDA v. …"): the court's jurisdiction, not where the writer
 * lives, and the training writers left 12 of 14 such states unmarked (the county beside it is marked; session 30).
 */
const CAPTION_STATE_BEFORE =
  /(?:\bcourt[ \t]+of[ \t]+(?:the[ \t]+)?(?:(?:state|commonwealth)[ \t]+of[ \t]+)?|(?:^|\n)[ \t]*(?:the[ \t]+)?(?:state|commonwealth|people[ \t]+of[ \t]+the[ \t]+state)[ \t]+of[ \t]+)$/i;

/**
 * A pay stub's or a statement's period ("Pay period: 11/16/2026 - 11/29/2026", "Statement Period 10/01/24 –
 * 10/31/24", "Period: Nov 16 - Nov 29"): the form's accounting window, which the writers of the realistic set and the
 * training files leave unmarked, while a pay date or a period in a sentence ("for the period September 1 through …")
 * is marked (session 30).
 */
const PERIOD_LABEL = /(?:\b(?:pay|statement|billing|earnings|tax|assessment)[ \t]+period(?:[ \t]+end(?:ing|ed|s)?)?|(?:^|\n)[ \t]*period)[ \t]*:?[ \t]*$/i;
/**
 * A log line's timestamp (session 32): a date with its time to the second on a line that opens with it or with a log
 * level, or that carries key=value fields ("[ERR] 2026-11-30 22:14:07 sync failed", "ts=2026-11-30T22:14:07Z
 * level=error"). The guideline leaves log timestamps; a date and time told in a sentence stays. (Issue dates of
 * documents, "Notice Date:", "letter is dated …", were tried too: on the seen holdouts they dropped 11 false date spans
 * but 5 marked dates.)
 */
const TIMESTAMP = /\d(?:T|[ \t]+)\d{1,2}:\d{2}:\d{2}/;
const LOG_LINE = /^[ \t]*(?:[[(]?[ \t]*(?:ERR|ERROR|WARN|WARNING|INFO|DEBUG|TRACE|FATAL|CRIT|CRITICAL)\b|[[(]?\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2})|\b(?:ts|time|timestamp|level|lvl)=/i;
const PERIOD_RANGE_GAP = /^[ \t]*(?:-|–|—|to|through|thru)[ \t]*$/i;

const VEHICLE_YEAR_BEFORE = /\b(?:my|a|an|the|his|her|our|their|vehicle|car|truck|auto|van|suv)\s*:?\s+(?:19[5-9]\d|20[0-3]\d)\s+$/i;

/**
 * A signature's or a letterhead's organisation line (session 27): right under a line that is a job title alone ("Maria
 * Fuentes⏎HR Generalist⏎Brightline Axle⏎…", "Shannon Blomqvist⏎Human resources representative⏎Galyan's⏎…"), a short
 * line of words names the employer, which the prose rules read as a person or leave ("kiddie city"). Not a line with a
 * digit, an at-sign or a colon (a phone, an address, a field), nor a closing word ("Thanks", "Sent from my iPhone").
 */
const ORG_LINE = /^[ \t]*(\p{L}[\p{L}\p{M}&'’.,-]*(?:[ \t]+[\p{L}\p{M}&'’.,-]+){0,4})[ \t]*$/u;
const NOT_ORG_LINE = /^(?:thanks|thank|regards|best|cheers|sincerely|sent|mobile|cell|phone|tel|fax|email|office|direct|pronouns|he|she|they)\b/i;
function signatureOrgs(text: string, cands: readonly Candidate[]): Candidate[] {
  const out: Candidate[] = [];
  for (const c of cands) {
    if (c.detail !== 'job_signature') continue;
    const lineStart = text.lastIndexOf('\n', c.start - 1) + 1;
    if (text.slice(lineStart, c.start).trim() || !/^[ \t]*\n/.test(text.slice(c.end))) continue;
    const next = c.end + text.slice(c.end).indexOf('\n') + 1;
    const nl = text.indexOf('\n', next);
    const line = text.slice(next, nl < 0 ? text.length : nl);
    const m = ORG_LINE.exec(line);
    if (!m || NOT_ORG_LINE.test(m[1]!)) continue;
    const start = next + line.indexOf(m[1]!);
    const name = m[1]!.replace(/[.,]+$/, '');
    if (cands.some((o) => o.start < start + name.length && start < o.end && !NAME_KINDS.has(o.category))) continue;
    out.push({ start, end: start + name.length, category: 'organization', score: 0.7, detail: 'signature_org' });
  }
  return out;
}

export function detectIdentifiers(text: string, options: DetectOptions = {}): Span[] {
  if (text.length === 0) return [];
  const minScore = options.minScore ?? DEFAULT_MIN_SCORE;
  const allow = new Set((options.allowlist ?? []).map((s) => s.trim().toLowerCase()).filter((s) => s.length > 0));
  const norm = normalize(text);
  const lower = norm.text.toLowerCase();
  const cands: Candidate[] = [];
  // The recognizers, then the rule NER (which takes options), then the late ones. No closure for the NER (session 38):
  // tsx, the bench's and the CLI's loader, wraps each named closure in a call that sets its name.
  for (const r of RECOGNIZERS) keepScored(norm.text, lower, r(norm.text), minScore, cands);
  keepScored(norm.text, lower, entities(norm.text, options.domainWord ? { domainWord: nameAware(options.domainWord) } : {}), minScore, cands);
  for (const r of LATE_RECOGNIZERS) keepScored(norm.text, lower, r(norm.text), minScore, cands);
  if (cands.some((c) => c.detail === 'job_signature')) cands.push(...signatureOrgs(norm.text, cands));
  if (options.learned) {
    const learned = options.learned.map((l) => ({ ...l, ...fromOriginal(norm, l.start, l.end) })).filter((l) => l.end > l.start);
    const domain = options.domainWord ? nameAware(options.domainWord) : undefined;
    const combined = combineLearned(cands, learned, options.learnedPolicy, norm.text, (w) => medicalWord(w) || (domain?.(w) ?? false));
    cands.length = 0;
    cands.push(...combined);
  }
  return resolveSpans(text, norm, cands, allow);
}

/**
 * The domain prior learned its words from records full of people's names, so some given names score as a domain's
 * ("marcus" 0.74 medical, "jenny", "kaylee", "aditi" …; 23 of the lexicon's 1,564 at the analyzer's 0.7): a given
 * name that is no ordinary word and no religion or nationality ("christian") is never a domain word to the name rules
 * ("can u text marcus for me" lost its name; session 44).
 */
function nameAware(domainWord: (lower: string) => boolean): (lower: string) => boolean {
  return (lower) => !(GIVEN_NAMES.has(lower) && !isOrdinaryWord(lower) && groupKind(lower) === undefined) && domainWord(lower);
}

/** Scores a recognizer's candidates by their context words and keeps those at `minScore` or above in `cands`. */
function keepScored(text: string, lower: string, found: readonly Candidate[], minScore: number, cands: Candidate[]): void {
  for (const c of found) {
    if (c.end <= c.start) continue;
    const scored = applyContext(text, lower, c);
    // One shape for every kept candidate (session 35): the recognizers' objects differ in their fields and their
    // order, which made the code after this loop polymorphic and V8 deoptimise it again and again. Nothing after
    // applyContext reads a candidate's context or negative words.
    if (scored.score >= minScore) cands.push({ start: scored.start, end: scored.end, category: scored.category, score: scored.score, detail: scored.detail });
  }
}

/**
 * The kept candidates resolved into the spans detectIdentifiers returns (its second half, a function of its own so that
 * V8 optimises each half quickly; session 35).
 */
function resolveSpans(text: string, norm: Normalized, cands: Candidate[], allow: ReadonlySet<string>): Span[] {
  // A field's key says what its value is ("city": "San Diego" is a place, not the person the prose rules guess).
  // The town after a business ("at Amazon in Kent", "the Costco depot in Tracy"; known-orgs.ts) is a place, though the
  // prose rules read a given name there as a person, which would win the merge by its kind (session 28).
  const towns = cands.filter((c) => c.detail === 'business_town');
  if (towns.length) {
    const kept = cands.filter((c) => c.category !== 'person' || !towns.some((t) => c.start < t.end && t.start < c.end));
    cands.length = 0;
    cands.push(...kept);
  }
  const fields = cands.filter((c) => c.detail === 'field_place' || c.detail === 'field_name' || c.detail === 'field_org');
  const named = fields.length
    ? cands.filter(
        (c) => fields.includes(c) || !NAME_KINDS.has(c.category) || !fields.some((f) => c.start < f.end && f.start < c.end),
      )
    : cands;
  // A statement line's transaction words ("VENMO PAYMENT FROM", "ADP PAYROLL") are no name (statement-lines.ts): the
  // prose rules' guesses touching them go before merging, so they cannot widen the payee or the employer either.
  const transaction = /\d[ \t]+[A-Z]/.test(norm.text) ? transactionWordRanges(norm.text) : [];
  const unstated = transaction.length
    ? named.filter((c) => !NAME_KINDS.has(c.category) || c.detail.startsWith('statement_') || !transaction.some(([a, b]) => c.start < b && a < c.end))
    : named;
  // A street or a town of an address read as a person (session 40): a weak rule name or the tagger's own right after a
  // house number on its line, or right before one and its named street (address.ts addressPieceAround). A strong cue
  // ("my name is", an honorific) stands.
  const kept = /\d/.test(norm.text)
    ? unstated.filter((c) => c.category !== 'person' || (c.detail !== TAGGER_DETAIL && (c.score >= STRONG || c.detail === 'honorific')) || !addressPieceAround(norm.text, c.start, c.end))
    : unstated;
  const spans: Span[] = [];
  let lastEnd = 0;
  let periodEnd = -1;
  let bodies: [number, number][] | undefined;
  for (const c of absorbTrailingPlaces(norm.text, joinOrgParts(norm.text, mergeOverlaps(cornerAddresses(norm.text, kept))))) {
    const [s, e] = toOriginal(norm, c.start, c.end);
    if (e <= s || s < lastEnd) continue;
    const slice = text.slice(s, e);
    if (allow.has(slice.trim().toLowerCase())) continue;
    // A public body names no one's own organisation (public-figures.ts).
    if (NAME_KINDS.has(c.category) && isPublicBody(slice)) continue;
    // … nor a part of one's name split at "and" or after "U.S." (session 26).
    if (NAME_KINDS.has(c.category) && (bodies ??= publicBodyRanges(norm.text)).some(([a, b]) => a <= c.start && c.end <= b)) continue;
    if (NAME_KINDS.has(c.category) && VEHICLE_YEAR_BEFORE.test(norm.text.slice(Math.max(0, c.start - 30), c.start))) continue;
    if (c.category === 'location' && c.detail === 'us_state' && CAPTION_STATE_BEFORE.test(norm.text.slice(Math.max(0, c.start - 60), c.start))) continue;
    if (c.category === 'date') {
      const before = norm.text.slice(Math.max(0, c.start - 40), c.start);
      if (PERIOD_LABEL.test(before) || (periodEnd >= 0 && PERIOD_RANGE_GAP.test(norm.text.slice(periodEnd, c.start)))) {
        periodEnd = c.end;
        continue;
      }
      if (TIMESTAMP.test(norm.text.slice(c.start, c.end + 9))) {
        const from = norm.text.lastIndexOf('\n', c.start - 1) + 1;
        const to = norm.text.indexOf('\n', c.end);
        if (LOG_LINE.test(norm.text.slice(from, to < 0 ? norm.text.length : to))) continue;
      }
    }
    spans.push({
      start: s,
      end: e,
      text: slice,
      category: c.category,
      score: Math.round(c.score * 1000) / 1000,
      source: 'identifier',
      detail: c.detail,
    });
    lastEnd = e;
  }
  return spans;
}

export { luhn, ibanMod97, verhoeff, nhsCheck, steuerIdCheck, inseeCheck, abaCheck } from './checksums.ts';

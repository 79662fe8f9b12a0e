/**
 * Span-level sanitizing: splice replacements into the text (copying everything else verbatim)
 * and the DP span rewriter that draws each replacement through the exponential mechanism — the EM over
 * clipped utilities (exponential.md) or the rank-profile EM over a public profile (rank-profile.md).
 */
import type { Span } from '../types.ts';
import {
  checkDrawsWithinNMax,
  checkPhrases,
  checkReplacementCount,
  checkSameVocabulary,
  checkSpans,
  DpParameterError,
  MAX_EPSILON_PER_DRAW,
} from './checks.ts';
import type { DpEvent } from './accountant.ts';
import { exponentialEvent, jointRankEvent, numericEvent, rankProfileEvent, shapeEvent } from './accountant.ts';
import type { NumericKind } from './numbers.ts';
import { CLAUSE_NUMBER_MARK, clauseNumber, numericPart, parseNumeric, parsePlainNumber } from './numbers.ts';
import { shapeOrClause } from './shape.ts';
import { identifierSurrogate, SHAPED_IDENTIFIERS } from './identifier-shape.ts';
import type { BudgetSettings } from './exponential.ts';
import { ExponentialMechanism } from './exponential.ts';
import type { JointCost } from './joint-rank.ts';
import { JointRankMechanism, MAX_JOINT_SPANS } from './joint-rank.ts';
import type { RankProfile } from './rank-profile.ts';
import { MAX_RANK_EPSILON_PER_DRAW, RankProfileMechanism } from './rank-profile.ts';
import type { RandomSource } from './rng.ts';
import type { FittedReplacement, LeadEdit, StandInKind } from './splice-grammar.ts';
import { fitReplacement, sentenceStart } from './splice-grammar.ts';

export interface Range {
  start: number;
  end: number;
}

export interface AppliedReplacements {
  text: string;
  /** New [start, end) of each replacement in `text`, in the order the spans were given. */
  offsets: Range[];
}

/**
 * Build the sanitized text: each span [start, end) (UTF-16 offsets, end exclusive, non-overlapping,
 * any order) is replaced by the replacement at the same index; all other text is copied verbatim.
 */
export function applyReplacements(
  text: string,
  spans: readonly Range[],
  replacements: readonly string[],
): AppliedReplacements {
  checkReplacementCount(spans.length, replacements.length);
  checkSpans(spans, text.length);
  const order = spans.map((_, i) => i).sort((a, b) => spans[a]!.start - spans[b]!.start);
  const offsets: Range[] = new Array<Range>(spans.length);
  const parts: string[] = [];
  let cursor = 0;
  let outLength = 0;
  for (const i of order) {
    const span = spans[i]!;
    const before = text.slice(cursor, span.start);
    parts.push(before);
    outLength += before.length;
    const rep = replacements[i]!;
    parts.push(rep);
    offsets[i] = { start: outLength, end: outLength + rep.length };
    outLength += rep.length;
    cursor = span.end;
  }
  parts.push(text.slice(cursor));
  return { text: parts.join(''), offsets };
}

/** The span fields a candidate source may look at. */
export type SpanInput = Pick<Span, 'text' | 'category'> & Partial<Pick<Span, 'start' | 'end' | 'detail'>>;

/**
 * Supplies the EM's vocabulary and utilities for one span. DP CONTRACT: `phrases` must be a function
 * of public information only (e.g. the span's category), never of the span text; the utilities may
 * depend on the span text freely (clipping bounds their sensitivity). To make the original unlikely,
 * give it a low utility — never remove it from the list (that would leak it). DpSpanRewriter checks
 * that the list stays the same per category.
 */
export interface CandidateSource {
  candidates(span: SpanInput): { phrases: string[]; utilities: Float64Array; list?: string };
  /**
   * Optional: the name of the public list a span of this category and text is drawn from when it is not the
   * category's own (a typed slot, rewriter/typed.ts), else null. The slot is revealed (docs/privacy.md); the shape
   * (shape.ts) asks it whether a run of words has a typed list.
   */
  slotOf?(span: SpanInput): string | null;
}

/**
 * Supplies the rank-profile mechanism's vocabulary and raw scores for one span (rank-profile.md). Same DP contract
 * for `phrases`; `scores` and `fitClasses` may depend on the span text freely: the mechanism uses them only to rank
 * the list by (fit class desc, score desc, index asc) and gives rank r the public utility f_m[r], so they cannot
 * change the multiset of utilities. `rankProfile` is the public profile the source asks to be drawn with; it is
 * read once, when a mechanism is calibrated (calibrateSpanMechanism), and must be a constant of the source.
 */
export interface RankedCandidateSource {
  readonly rankProfile: RankProfile | null;
  /**
   * `list`: the public list's name when it is not the category's (a typed slot); each list must be the same for every
   * span that names it. `rng` (the draw's CSPRNG) may be used for random tie-breaks in the scores.
   */
  rankedCandidates(span: SpanInput, rng?: RandomSource): { phrases: string[]; scores: Float64Array; fitClasses?: Float64Array; list?: string };
  slotOf?(span: SpanInput): string | null;
}

/** Either exponential mechanism, calibrated for one message. */
export type SpanMechanism = ExponentialMechanism | RankProfileMechanism;

export interface DpSpanRewrite {
  replacement: string;
  /** ε of this draw (= mechanism.epsilonPerDraw of whichever mechanism drew it). */
  epsilon: number;
  /** Index of the replacement in the candidate list and the list's size. */
  index: number;
  vocabularySize: number;
}

/** Same phrases in the same order (cheap identity check first). */
function sameVocabulary(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * One draw per span over the candidate source's vocabulary: with an ExponentialMechanism from the source's
 * `candidates` (utilities, clipped), with a RankProfileMechanism from its `rankedCandidates` (scores, ranked).
 */
export class DpSpanRewriter {
  readonly mechanism: SpanMechanism;
  readonly #source: CandidateSource | RankedCandidateSource;
  readonly #rng: RandomSource;
  readonly #vocabularies = new Map<string, readonly string[]>();

  constructor(mechanism: ExponentialMechanism, source: CandidateSource, rng: RandomSource);
  constructor(mechanism: RankProfileMechanism, source: RankedCandidateSource, rng: RandomSource);
  constructor(mechanism: SpanMechanism, source: CandidateSource | RankedCandidateSource, rng: RandomSource);
  constructor(mechanism: SpanMechanism, source: CandidateSource | RankedCandidateSource, rng: RandomSource) {
    const ranked = mechanism instanceof RankProfileMechanism;
    if (!ranked && !(mechanism instanceof ExponentialMechanism)) {
      throw new DpParameterError('mechanism', 'must be an ExponentialMechanism or a RankProfileMechanism');
    }
    const method = ranked ? 'rankedCandidates' : 'candidates';
    if (typeof (source as unknown as Record<string, unknown>)[method] !== 'function') {
      throw new DpParameterError('source', `the ${ranked ? 'rank-profile' : 'exponential'} mechanism needs a source with ${method}(span)`);
    }
    this.mechanism = mechanism;
    this.#source = source;
    this.#rng = rng;
  }

  #checkVocabulary(category: string, phrases: readonly string[], count: number): void {
    checkPhrases(phrases, count);
    const known = this.#vocabularies.get(category);
    checkSameVocabulary(category, known === undefined || sameVocabulary(known, phrases));
    if (known === undefined) this.#vocabularies.set(category, Object.freeze([...phrases]));
  }

  rewrite(span: SpanInput): DpSpanRewrite {
    let phrases: string[];
    let draw: { index: number; epsilon: number };
    if (this.mechanism instanceof RankProfileMechanism) {
      const c = (this.#source as RankedCandidateSource).rankedCandidates(span, this.#rng);
      phrases = c.phrases;
      this.#checkVocabulary(c.list ?? span.category, phrases, c.scores.length);
      draw = this.mechanism.sample(c.scores, c.fitClasses, this.#rng);
    } else {
      const c = (this.#source as CandidateSource).candidates(span);
      phrases = c.phrases;
      this.#checkVocabulary(c.list ?? span.category, phrases, c.utilities.length);
      draw = this.mechanism.sample(c.utilities, this.#rng);
    }
    return {
      replacement: phrases[draw.index]!,
      epsilon: draw.epsilon,
      index: draw.index,
      vocabularySize: phrases.length,
    };
  }
}

export interface RewrittenSpan {
  /** Original offsets in the input text. */
  start: number;
  end: number;
  /** Offsets of the replacement in the sanitized text. */
  newStart: number;
  newEnd: number;
  replacement: string;
  /** ε of this span's mechanism run; null for non-DP operators (redact/pseudonym). */
  epsilon: number | null;
  /** The word just before the span rewritten for a/an agreement (original offsets), when the splice changed it. */
  lead?: LeadEdit;
}

/**
 * Splice `replacements` into `text` and describe each span's old and new offsets (shared by every operator). Unless
 * `grammar` is false, each replacement is first fitted to its sentence (splice-grammar.ts: determiners, a/an,
 * plural, capitals, punctuation) — post-processing that reads only the text outside the spans and the replacement.
 */
export function spliceRewrites(
  text: string,
  spans: readonly Range[],
  replacements: readonly string[],
  epsilons: readonly (number | null)[],
  options: { grammar?: boolean; kinds?: readonly StandInKind[] } = {},
): { text: string; spans: RewrittenSpan[] } {
  checkReplacementCount(spans.length, replacements.length);
  checkSpans(spans, text.length);
  const fitted: FittedReplacement[] =
    options.grammar === false
      ? replacements.map((r) => ({ replacement: r }))
      : spans.map((s, i) => fitReplacement(text, s, replacements[i]!, { kind: options.kinds?.[i] ?? 'phrase', masked: spans }));
  const order = spans.map((_, i) => i).sort((a, b) => spans[a]!.start - spans[b]!.start);
  const out: RewrittenSpan[] = new Array<RewrittenSpan>(spans.length);
  const parts: string[] = [];
  let cursor = 0;
  let length = 0;
  for (const i of order) {
    const s = spans[i]!;
    const f = fitted[i]!;
    const lead = f.lead !== undefined && f.lead.start >= cursor && f.lead.end <= s.start ? f.lead : undefined;
    const gap = lead ? text.slice(cursor, lead.start) + lead.text + text.slice(lead.end, s.start) : text.slice(cursor, s.start);
    parts.push(gap, f.replacement);
    length += gap.length;
    out[i] = {
      start: s.start,
      end: s.end,
      newStart: length,
      newEnd: length + f.replacement.length,
      replacement: f.replacement,
      epsilon: epsilons[i] ?? null,
      ...(lead ? { lead } : {}),
    };
    length += f.replacement.length;
    cursor = s.end;
  }
  parts.push(text.slice(cursor));
  return { text: parts.join(''), spans: out };
}

export interface DpRewriteResult {
  text: string;
  spans: RewrittenSpan[];
  event: DpEvent;
}

/**
 * Rewrite every span with one EM draw each and splice the results in. The event charges
 * spans.length · ε_draw. With a budget-calibrated mechanism, more than n_max spans would spend more
 * than ε_text: this throws unless `allowMoreThanNMax` (then the event reports the larger ε honestly).
 */
export function rewriteSpansDp(
  text: string,
  spans: readonly (Range & SpanInput)[],
  rewriter: DpSpanRewriter,
  options: { allowMoreThanNMax?: boolean } = {},
): DpRewriteResult {
  const d = drawSpansDp(text, spans, rewriter, options);
  return { ...spliceRewrites(text, spans, d.replacements, d.epsilons), event: d.event };
}

/** The drawn phrases of a message (before the splice) and the event that charges them. */
export interface MessageDraw {
  replacements: string[];
  epsilons: number[];
  event: DpEvent;
}

function drawSpansDp(text: string, spans: readonly (Range & SpanInput)[], rewriter: DpSpanRewriter, options: { allowMoreThanNMax?: boolean } = {}): MessageDraw {
  checkSpans(spans, text.length);
  if (options.allowMoreThanNMax !== true) {
    checkDrawsWithinNMax(spans.length, rewriter.mechanism.nMax, rewriter.mechanism.epsilonText);
  }
  const draws = spans.map((s) => rewriter.rewrite(s));
  return {
    replacements: draws.map((d) => d.replacement),
    epsilons: draws.map((d) => d.epsilon),
    event:
      rewriter.mechanism instanceof RankProfileMechanism
        ? rankProfileEvent(rewriter.mechanism, draws.length)
        : exponentialEvent(rewriter.mechanism, draws.length),
  };
}

/**
 * n_max for one message of `spanCount` spans: the span count (DAMPER Thm 4.1 conditions on the detected span set),
 * but at least ⌈ε_text / cap⌉ so no single draw exceeds the mechanism's precision cap (30 for the EM, 15 for the
 * rank-profile EM, whose draws cost half as much ε for the same tilt).
 */
export function spanNMax(spanCount: number, epsilonText: number, ranked: boolean): number {
  const cap = ranked ? MAX_RANK_EPSILON_PER_DRAW : MAX_EPSILON_PER_DRAW;
  return Math.max(1, spanCount, Math.ceil(epsilonText / cap));
}

/**
 * Calibrate the mechanism a source asks for from the message budget: the rank-profile EM when the source declares a
 * public `rankProfile` (τ = (R2 − R1)·n_max/ε_text), else the EM over clipped utilities (τ = 2(R2 − R1)·n_max/ε_text).
 * Without `nMax`, n_max = spanNMax(spans, ε_text, …); either way a message of ≤ n_max spans spends ≤ ε_text.
 */
export function calibrateSpanMechanism(
  source: CandidateSource | RankedCandidateSource,
  settings: Omit<BudgetSettings, 'nMax'> & { spans: number; nMax?: number },
): SpanMechanism {
  const profile = 'rankProfile' in source ? source.rankProfile : null;
  const ranked = profile !== null;
  const nMax = settings.nMax ?? spanNMax(settings.spans, settings.epsilonText, ranked);
  const budget = {
    epsilonText: settings.epsilonText,
    nMax,
    ...(settings.r1 !== undefined ? { r1: settings.r1 } : {}),
    ...(settings.r2 !== undefined ? { r2: settings.r2 } : {}),
  };
  return ranked ? RankProfileMechanism.fromBudget({ ...budget, profile }) : ExponentialMechanism.fromBudget(budget);
}

/**
 * A ranked source that asks for ONE joint rank-profile draw per message (joint-rank.md): `jointOdds` is the public
 * odds target K of the step F (a constant of the source); null → per-span draws with `rankProfile`.
 */
export interface JointCandidateSource extends RankedCandidateSource {
  readonly jointOdds: number | null;
  /** The public per-span rank cost of F (default 'rank'); a constant of the source. */
  readonly jointCost?: JointCost;
}

/** The source's joint odds K when it asks for the joint draw, else null. */
export function jointOddsOf(source: CandidateSource | RankedCandidateSource | JointCandidateSource): number | null {
  const k = (source as Partial<JointCandidateSource>).jointOdds;
  return typeof k === 'number' ? k : null;
}

/** Calibrate the joint mechanism from the message budget: τ = (R2 − R1)/min(ε_text, MAX_JOINT_EPSILON). */
export function calibrateJointMechanism(source: JointCandidateSource, settings: Omit<BudgetSettings, 'nMax'>): JointRankMechanism {
  const odds = jointOddsOf(source);
  if (odds === null) throw new DpParameterError('source', 'the joint mechanism needs a source with jointOdds');
  return JointRankMechanism.fromBudget({
    epsilonText: settings.epsilonText,
    odds,
    cost: source.jointCost ?? 'rank',
    ...(settings.r1 !== undefined ? { r1: settings.r1 } : {}),
    ...(settings.r2 !== undefined ? { r2: settings.r2 } : {}),
  });
}

/**
 * Rewrite every span of a message with ONE joint draw over the product of the spans' lists and splice. The event
 * charges the draw's ε once (jointRankEvent); each rewritten span's `epsilon` is that same message-level ε (the
 * draw that covers it), not a per-span share. Each category's list must be the same within the message (and, as for
 * per-span draws, a function of the category only — the source's contract).
 */
export function rewriteSpansJoint(
  text: string,
  spans: readonly (Range & SpanInput)[],
  mechanism: JointRankMechanism,
  source: RankedCandidateSource,
  rng: RandomSource,
): DpRewriteResult {
  const d = drawSpansJoint(text, spans, mechanism, source, rng);
  return { ...spliceRewrites(text, spans, d.replacements, d.epsilons), event: d.event };
}

function drawSpansJoint(
  text: string,
  spans: readonly (Range & SpanInput)[],
  mechanism: JointRankMechanism,
  source: RankedCandidateSource,
  rng: RandomSource,
): MessageDraw {
  checkSpans(spans, text.length);
  if (!(mechanism instanceof JointRankMechanism)) throw new DpParameterError('mechanism', 'must be a JointRankMechanism');
  if (spans.length === 0 || spans.length > MAX_JOINT_SPANS) {
    throw new DpParameterError('spans', `a joint draw covers 1 … ${MAX_JOINT_SPANS} spans, got ${spans.length}`);
  }
  const vocabularies = new Map<string, readonly string[]>();
  const lists = spans.map((s) => {
    const c = source.rankedCandidates(s, rng);
    checkPhrases(c.phrases, c.scores.length);
    const key = c.list ?? s.category;
    const known = vocabularies.get(key);
    checkSameVocabulary(key, known === undefined || sameVocabulary(known, c.phrases));
    if (known === undefined) vocabularies.set(key, c.phrases);
    return c;
  });
  const draw = mechanism.sample(
    lists.map((c) => ({ scores: c.scores, fitClasses: c.fitClasses })),
    rng,
  );
  const plan = mechanism.plan(lists.map((c) => c.scores.length));
  return {
    replacements: lists.map((c, i) => c.phrases[draw.indices[i]!]!),
    epsilons: spans.map(() => draw.epsilon),
    event: jointRankEvent(mechanism, spans.length, plan.threshold),
  };
}

/**
 * The `dp` step for a message from a source: one joint draw when the source asks for it (jointOdds) and the message
 * has 1 … MAX_JOINT_SPANS spans; otherwise one draw per span (calibrateSpanMechanism + rewriteSpansDp). Either way
 * the event charges what the mechanism guarantees (≤ ε_text).
 */
export function rewriteMessageSpans(
  text: string,
  spans: readonly (Range & SpanInput)[],
  source: CandidateSource | RankedCandidateSource | JointCandidateSource,
  settings: Omit<BudgetSettings, 'nMax'> & { nMax?: number },
  rng: RandomSource,
): DpRewriteResult {
  const d = drawMessageSpans(text, spans, source, settings, rng);
  return { ...spliceRewrites(text, spans, d.replacements, d.epsilons), event: d.event };
}

function drawMessageSpans(
  text: string,
  spans: readonly (Range & SpanInput)[],
  source: CandidateSource | RankedCandidateSource | JointCandidateSource,
  settings: Omit<BudgetSettings, 'nMax'> & { nMax?: number },
  rng: RandomSource,
): MessageDraw {
  const odds = jointOddsOf(source);
  if (odds !== null && spans.length >= 1 && spans.length <= MAX_JOINT_SPANS && settings.nMax === undefined) {
    return drawSpansJoint(text, spans, calibrateJointMechanism(source as JointCandidateSource, settings), source as RankedCandidateSource, rng);
  }
  const mechanism = calibrateSpanMechanism(source, { ...settings, spans: spans.length });
  return drawSpansDp(text, spans, new DpSpanRewriter(mechanism, source, rng));
}

/** Share of ε_text numbers get when a message also has word spans (at most NUMERIC_SHARE_MAX in all). */
export const NUMERIC_SHARE_PER_NUMBER = 0.25;
export const NUMERIC_SHARE_MAX = 0.5;
/** Largest ε one number is charged (beyond it the month/year shift is already the identity w.p. > 1 − 1e−13). */
export const MAX_NUMERIC_EPSILON = 30;

/** How a message's ε_text is split between its numbers and its word spans (public: counts only). */
export function numericBudget(numbers: number, wordSpans: number, epsilonText: number): { perNumber: number; words: number } {
  if (numbers === 0) return { perNumber: 0, words: epsilonText };
  const share = wordSpans === 0 ? 1 : Math.min(NUMERIC_SHARE_MAX, NUMERIC_SHARE_PER_NUMBER * numbers);
  return { perNumber: Math.min(MAX_NUMERIC_EPSILON, (share * epsilonText) / numbers), words: wordSpans === 0 ? 0 : (1 - share) * epsilonText };
}

export interface DpMessageResult {
  text: string;
  spans: RewrittenSpan[];
  events: DpEvent[];
}

const KEPT_LINK = /^(in|of|on|for|from|to|at|with|about|over|under|worth)\b/i;

/**
 * The whole `dp` step with numbers (geometric.md): spans that are numbers (parseNumeric) are perturbed in place by
 * their numeric mechanism and leave the phrase draw; a word span that starts or ends with an amount keeps a
 * perturbed amount there (with the preposition next to it) and the phrase bank rewrites the rest. The remaining
 * spans go through rewriteMessageSpans' draw with the rest of ε_text (numericBudget). One event per mechanism run.
 */
export function rewriteMessageWithNumbers(
  text: string,
  spans: readonly (Range & SpanInput)[],
  source: CandidateSource | RankedCandidateSource | JointCandidateSource,
  settings: Omit<BudgetSettings, 'nMax'> & { nMax?: number; shape?: boolean },
  rng: RandomSource,
): DpMessageResult {
  checkSpans(spans, text.length);
  const { shape, ...rest } = settings;
  if (shape === false) return rewritePieces(text, spans, [], source, rest, rng);
  const slotOf = source.slotOf?.bind(source);
  const pieces: (Range & SpanInput)[] = [];
  const owner: number[] = [];
  const plain: boolean[] = [];
  let shapedAny = false;
  spans.forEach((s, i) => {
    const shaped =
      SHAPED_CATEGORIES.has(s.category) && parseNumeric(s.text, s.category) === null
        ? shapeOrClause(s.text, s.category, (words) => slotOf?.({ text: words, category: s.category }) ?? null)
        : null;
    if (shaped === null) {
      pieces.push(s);
      owner.push(i);
      plain.push(false);
      return;
    }
    shapedAny = true;
    for (const p of shaped) {
      const t = s.text.slice(p.start, p.end);
      pieces.push({ ...s, start: s.start + p.start, end: s.start + p.end, text: t });
      owner.push(i);
      plain.push(p.kind === 'number' && parseNumeric(t, s.category) === null);
    }
  });
  if (!shapedAny) return rewritePieces(text, spans, plain, source, rest, rng);
  const r = rewritePieces(text, pieces, plain, source, rest, rng);
  const merged = mergePieces(r.text, spans, pieces, owner, plain, r.spans);
  // A shaped span that starts a sentence with a kept frame word ("owe the IRS …" at the start of the message): its
  // first letter is a capital, as the splice does for a drawn phrase. Reads only the output before the span.
  let out = r.text;
  for (const m of merged) {
    const first = out[m.newStart] ?? '';
    if (!/\p{Ll}/u.test(first) || !sentenceStart(out.slice(Math.max(0, m.newStart - 80), m.newStart))) continue;
    out = out.slice(0, m.newStart) + first.toUpperCase() + out.slice(m.newStart + 1);
    m.replacement = out.slice(m.newStart, m.newEnd);
  }
  return { text: out, spans: merged, events: r.events };
}

/** Categories whose spans are cut into frame and pieces (shape.ts): the domain facts, not identifiers. */
export const SHAPED_CATEGORIES: ReadonlySet<string> = new Set(['medical', 'legal', 'financial', 'sensitive', 'custom']);

/**
 * The rewritten spans of the original spans from those of their pieces: each original span's new range runs from the
 * new position of its start to that of its end (kept frame words included), and its replacement is that text.
 */
function mergePieces(
  out: string,
  spans: readonly (Range & SpanInput)[],
  pieces: readonly (Range & SpanInput)[],
  owner: readonly number[],
  plain: readonly boolean[],
  rewritten: readonly RewrittenSpan[],
): RewrittenSpan[] {
  // Length changes in the text before a position (pieces and their a/an edits that end at or before it).
  const deltas: { end: number; delta: number }[] = [];
  rewritten.forEach((r) => {
    deltas.push({ end: r.end, delta: r.newEnd - r.newStart - (r.end - r.start) });
    if (r.lead) deltas.push({ end: r.lead.end, delta: r.lead.text.length - (r.lead.end - r.lead.start) });
  });
  const newPos = (pos: number): number => deltas.reduce((p, d) => (d.end <= pos ? p + d.delta : p), pos);
  return spans.map((s, i) => {
    const mine = pieces.map((_, k) => k).filter((k) => owner[k] === i);
    const first = rewritten[mine[0]!]!;
    // The start of a span whose first piece starts it: its a/an edit (before the span) counts before the span.
    const newStart = first.start === s.start ? first.newStart : newPos(s.start);
    const newEnd = newPos(s.end);
    let words = 0;
    let numbers = 0;
    for (const k of mine) {
      const e = rewritten[k]!.epsilon ?? 0;
      const isNumber = plain[k] === true || parseNumeric(pieces[k]!.text, pieces[k]!.category) !== null;
      if (isNumber) numbers += e;
      else words = Math.max(words, e);
    }
    const lead = first.start === s.start ? first.lead : undefined;
    return {
      start: s.start,
      end: s.end,
      newStart,
      newEnd,
      replacement: out.slice(newStart, newEnd),
      epsilon: words + numbers,
      ...(lead ? { lead } : {}),
    };
  });
}

function rewritePieces(
  text: string,
  spans: readonly (Range & SpanInput)[],
  plainNumbers: readonly boolean[],
  source: CandidateSource | RankedCandidateSource | JointCandidateSource,
  settings: Omit<BudgetSettings, 'nMax'> & { nMax?: number },
  rng: RandomSource,
): DpMessageResult {
  // A structured identifier gets a fresh stand-in of its shape (identifier-shape.ts): no draw, no ε.
  const shapedId = spans.map((s) => SHAPED_IDENTIFIERS.has(s.category));
  const parsed = spans.map((s, i) => (shapedId[i] ? null : plainNumbers[i] === true ? parsePlainNumber(s.text) : parseNumeric(s.text, s.category)));
  const parts = spans.map((s, i) => (parsed[i] === null && !shapedId[i] ? numericPart(s.text, s.category) : null));
  // A numbered clause (rewriter/typed.ts) is drawn whole from its list; its number goes back perturbed at the mark.
  const numbered = spans.map((s, i) =>
    parsed[i] === null && parts[i] === null && !shapedId[i] && /_clause_/.test(source.slotOf?.(s) ?? '') ? clauseNumber(s.text, s.category) : null,
  );
  const numbers = parsed.filter((p) => p !== null).length + parts.filter((p) => p !== null).length + numbered.filter((p) => p !== null).length;
  const wordIdx = spans.map((_, i) => i).filter((i) => parsed[i] === null && !shapedId[i]);
  if (numbers === 0 && wordIdx.length === spans.length) {
    const r = rewriteMessageSpans(text, spans, source, settings, rng);
    return { text: r.text, spans: r.spans, events: [r.event] };
  }
  const budget = numericBudget(numbers, wordIdx.length, settings.epsilonText);
  const events: DpEvent[] = [];
  const reps = new Array<string>(spans.length);
  const eps = new Array<number>(spans.length);
  const kinds = new Array<StandInKind>(spans.length).fill('phrase');
  const numberEvents: { kind: NumericKind }[] = [];
  spans.forEach((s, i) => {
    if (shapedId[i]) {
      reps[i] = identifierSurrogate(s.text, rng, s.category);
      eps[i] = 0;
      kinds[i] = 'token';
      return;
    }
    const p = parsed[i];
    if (p === null || p === undefined) return;
    reps[i] = p.perturb(rng, budget.perNumber);
    eps[i] = budget.perNumber;
    kinds[i] = 'token';
    numberEvents.push({ kind: p.kind });
  });
  if (wordIdx.length > 0) {
    const words = wordIdx.map((i) => spans[i]!);
    const d = drawMessageSpans(text, words, source, { ...settings, epsilonText: budget.words }, rng);
    events.push(d.event);
    wordIdx.forEach((i, j) => {
      const s = spans[i]!;
      const part = parts[i];
      eps[i] = d.epsilons[j]!;
      const inner = numbered[i];
      if (inner !== null && inner !== undefined) {
        const shown = inner.parsed.perturb(rng, budget.perNumber);
        numberEvents.push({ kind: inner.parsed.kind });
        eps[i] = eps[i] + budget.perNumber;
        reps[i] = d.replacements[j]!.replace(CLAUSE_NUMBER_MARK, shown);
        return;
      }
      if (part === null || part === undefined) {
        reps[i] = d.replacements[j]!;
        return;
      }
      const amount = parseNumeric(s.text.slice(part.start, part.end), s.category)!;
      const shown = amount.perturb(rng, budget.perNumber);
      numberEvents.push({ kind: amount.kind });
      eps[i] = eps[i] + budget.perNumber;
      if (part.start === 0) {
        const rest = s.text.slice(part.end).trimStart();
        const link = KEPT_LINK.exec(rest)?.[1];
        reps[i] = `${shown} ${link ? `${link} ` : ''}${d.replacements[j]!}`;
      } else {
        const rest = s.text.slice(0, part.start).trimEnd();
        const link = /\b(of|for|at|to|about|over|under|worth)$/i.exec(rest)?.[1];
        reps[i] = `${d.replacements[j]!}${link ? ` ${link}` : ''} ${shown}`;
      }
    });
  }
  for (const kind of ['amount', 'count', 'age', 'date'] as const) {
    const n = numberEvents.filter((e) => e.kind === kind).length;
    if (n > 0) events.push(numericEvent(kind, n, budget.perNumber));
  }
  const ids = shapedId.filter(Boolean).length;
  if (ids > 0) events.push(shapeEvent(ids));
  const spliced = spliceRewrites(text, spans, reps, eps, { kinds });
  return { text: spliced.text, spans: spliced.spans, events };
}

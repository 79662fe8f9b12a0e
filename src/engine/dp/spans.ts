/**
 * Span-level sanitizing: splice replacements into the text (copying everything else verbatim)
 * and the DP span rewriter that draws each replacement through the exponential mechanism.
 */
import type { Span } from '../types.ts';
import {
  checkDrawsWithinNMax,
  checkPhrases,
  checkReplacementCount,
  checkSameVocabulary,
  checkSpans,
} from './checks.ts';
import type { DpEvent } from './accountant.ts';
import { exponentialEvent } from './accountant.ts';
import type { ExponentialMechanism } from './exponential.ts';
import type { RandomSource } from './rng.ts';

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
  candidates(span: SpanInput): { phrases: string[]; utilities: Float64Array };
}

export interface DpSpanRewrite {
  replacement: string;
  /** ε of this draw (= mechanism.epsilonPerDraw). */
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

/** One EM draw per span over the candidate source's vocabulary. */
export class DpSpanRewriter {
  readonly mechanism: ExponentialMechanism;
  readonly #source: CandidateSource;
  readonly #rng: RandomSource;
  readonly #vocabularies = new Map<string, readonly string[]>();

  constructor(mechanism: ExponentialMechanism, source: CandidateSource, rng: RandomSource) {
    this.mechanism = mechanism;
    this.#source = source;
    this.#rng = rng;
  }

  rewrite(span: SpanInput): DpSpanRewrite {
    const { phrases, utilities } = this.#source.candidates(span);
    checkPhrases(phrases, utilities.length);
    const known = this.#vocabularies.get(span.category);
    checkSameVocabulary(span.category, known === undefined || sameVocabulary(known, phrases));
    if (known === undefined) this.#vocabularies.set(span.category, Object.freeze([...phrases]));
    const draw = this.mechanism.sample(utilities, this.#rng);
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
}

/** Splice `replacements` into `text` and describe each span's old and new offsets (shared by every operator). */
export function spliceRewrites(
  text: string,
  spans: readonly Range[],
  replacements: readonly string[],
  epsilons: readonly (number | null)[],
): { text: string; spans: RewrittenSpan[] } {
  const applied = applyReplacements(text, spans, replacements);
  return {
    text: applied.text,
    spans: spans.map((s, i) => ({
      start: s.start,
      end: s.end,
      newStart: applied.offsets[i]!.start,
      newEnd: applied.offsets[i]!.end,
      replacement: replacements[i]!,
      epsilon: epsilons[i] ?? null,
    })),
  };
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
  checkSpans(spans, text.length);
  if (options.allowMoreThanNMax !== true) {
    checkDrawsWithinNMax(spans.length, rewriter.mechanism.nMax, rewriter.mechanism.epsilonText);
  }
  const draws = spans.map((s) => rewriter.rewrite(s));
  const { text: out, spans: rewritten } = spliceRewrites(
    text,
    spans,
    draws.map((d) => d.replacement),
    draws.map((d) => d.epsilon),
  );
  return {
    text: out,
    spans: rewritten,
    event: exponentialEvent(rewriter.mechanism, draws.length),
  };
}

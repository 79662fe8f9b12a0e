/**
 * The span filter (issue 17): is a domain span the rules' word prior, the fact tagger or the localizer found really a
 * private fact of the message? A logistic scorer over the span's context — the fact tagger's probabilities inside
 * and around it and over its sentence, the other domain and identifier spans near it, the first-person and family
 * words of its sentence and message — and its own surface (length, capital, figure, part of speech, the word prior,
 * how often the same words were a fact in the training messages). Trained offline by scripts/train/span-filter.ts on
 * the hand-written training folders' gold (never an evaluation set); a span it scores below its threshold is dropped.
 *
 * The word prior and the fact tagger each read a word or a token alone; a span the prior found in a personal sentence
 * ("my lawyer", "the clinic", "a payment") is often only the talk around a fact, and the scorer reads whether the
 * tagger saw a fact there, whether the sentence tells one, and how often those words were one.
 *
 * File `models/span-filter.json`: the feature names (checked against SPAN_FILTER_FEATURES), standardisation, weights,
 * bias, threshold (chosen on scripts/train/written-more, a folder neither the scorer nor the fact tagger is trained
 * on), the training rate, and the word tables (the span's words, its first word: [smoothed rate, ln(1 + count)]).
 */

import type { ChunkResult, Token } from '../chunker/chunker.ts';
import { FIRST_PERSON, type WordPrior } from '../facts/index.ts';
import { isDomainCategory } from '../pipeline.ts';
import type { Span } from '../types.ts';

/** The domain categories, in the word prior's order (PRIOR_DOMAINS). */
const DOMAIN_CATEGORIES = ['medical', 'legal', 'financial', 'sensitive'] as const;
const POS = ['NOUN', 'VERB', 'ADJ', 'PROPN', 'ADV', 'NUM'] as const;
/** Where a domain span came from (spanSource); the scorer reads it as a one-hot feature. */
export const SPAN_FILTER_SOURCES = ['prior', 'amount', 'tagger', 'localizer'] as const;
export type SpanFilterSource = (typeof SPAN_FILTER_SOURCES)[number];

const RELATIVE =
  /^(mom|mum|dad|mother|father|wife|husband|son|daughter|brother|sister|partner|boyfriend|girlfriend|friend|cousin|aunt|uncle|grandma|grandpa|grandmother|grandfather|kids?|child|baby|fiance|fiancee|ex|boss|roommate|neighbou?r|stepdad|stepmom|in-law)s?$/;

/** The scorer's features, in order (the model file names them and must match). */
export const SPAN_FILTER_FEATURES: readonly string[] = [
  'score', 'lnWords', 'oneWord', 'priorMax', 'priorOwn', 'capital', 'figure', 'lnLength',
  'taggerMean', 'taggerMax', 'taggerLeft', 'taggerRight', 'sentenceMean', 'sentenceHigh', 'sentenceTokens',
  'sentenceFirstPerson', 'sentenceRelatives', 'messageFirstPerson', 'messageTokens', 'domainSpans', 'domainNear',
  'identifiersNear', 'distance', 'afterFirstPerson', 'wordsRate', 'wordsSeen', 'firstRate', 'firstSeen',
  ...DOMAIN_CATEGORIES.map((c) => `category:${c}`),
  ...POS.map((p) => `pos:${p}`),
  ...POS.map((p) => `previousPos:${p}`),
  ...SPAN_FILTER_SOURCES.map((s) => `source:${s}`),
];

export interface SpanFilter {
  /** Training rows' rate of right spans: the rate of words the tables do not hold. */
  base: number;
  mean: Float64Array;
  /** 1 / std per feature. */
  invStd: Float64Array;
  w: Float64Array;
  b: number;
  /** Below this probability a span is dropped. */
  threshold: number;
  /** Which sources it filters (the others pass untouched). */
  sources: readonly SpanFilterSource[];
  /** Lower-cased words of a span joined by one space → [smoothed rate, ln(1 + count)] in the training rows. */
  words: ReadonlyMap<string, readonly [number, number]>;
  /** The same for the span's first word. */
  firsts: ReadonlyMap<string, readonly [number, number]>;
}

export interface SpanFilterFile {
  version: 1;
  features: string[];
  base: number;
  mean: number[];
  invStd: number[];
  w: number[];
  b: number;
  threshold: number;
  sources: string[];
  words: Record<string, [number, number]>;
  firsts: Record<string, [number, number]>;
}

const FILE = 'span-filter.json';

function numbers(name: string, v: unknown, n: number): Float64Array {
  if (!Array.isArray(v) || v.length !== n || !v.every((x) => typeof x === 'number' && Number.isFinite(x))) {
    throw new Error(`${FILE}: ${name} must be ${n} finite numbers`);
  }
  return Float64Array.from(v as number[]);
}

function table(name: string, v: unknown): Map<string, readonly [number, number]> {
  if (!v || typeof v !== 'object') throw new Error(`${FILE}: ${name} must be an object`);
  const out = new Map<string, readonly [number, number]>();
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (!Array.isArray(x) || x.length !== 2 || !(x[0] >= 0 && x[0] <= 1) || !(x[1] >= 0 && Number.isFinite(x[1]))) {
      throw new Error(`${FILE}: ${name}[${JSON.stringify(k)}] must be [rate in [0, 1], ln count ≥ 0]`);
    }
    out.set(k, [x[0], x[1]]);
  }
  return out;
}

export function parseSpanFilter(json: unknown): SpanFilter {
  const f = json as Partial<SpanFilterFile>;
  if (!f || f.version !== 1 || !Array.isArray(f.features) || typeof f.b !== 'number' || typeof f.threshold !== 'number' || typeof f.base !== 'number') {
    throw new Error(`${FILE}: not a version-1 span filter`);
  }
  if (f.features.length !== SPAN_FILTER_FEATURES.length || f.features.some((x, i) => x !== SPAN_FILTER_FEATURES[i])) {
    throw new Error(`${FILE}: its features are not this engine's (retrain with npm run train -- --only span-filter)`);
  }
  if (!Number.isFinite(f.b) || !(f.threshold >= 0 && f.threshold <= 1) || !(f.base > 0 && f.base < 1)) {
    throw new Error(`${FILE}: b, threshold or base out of range`);
  }
  const sources = f.sources ?? [];
  if (!Array.isArray(sources) || sources.some((s) => !(SPAN_FILTER_SOURCES as readonly string[]).includes(s))) {
    throw new Error(`${FILE}: sources must be of ${SPAN_FILTER_SOURCES.join(', ')}`);
  }
  const n = SPAN_FILTER_FEATURES.length;
  return {
    base: f.base,
    mean: numbers('mean', f.mean, n),
    invStd: numbers('invStd', f.invStd, n),
    w: numbers('w', f.w, n),
    b: f.b,
    threshold: f.threshold,
    sources: sources as SpanFilterSource[],
    words: table('words', f.words),
    firsts: table('firsts', f.firsts),
  };
}

export function serializeSpanFilter(g: SpanFilter): SpanFilterFile {
  const round = (x: number): number => Number(x.toPrecision(6));
  const obj = (m: ReadonlyMap<string, readonly [number, number]>): Record<string, [number, number]> =>
    Object.fromEntries([...m].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([k, [r, c]]) => [k, [round(r), round(c)]]));
  return {
    version: 1,
    features: [...SPAN_FILTER_FEATURES],
    base: g.base,
    mean: [...g.mean].map(round),
    invStd: [...g.invStd].map(round),
    w: [...g.w].map(round),
    b: round(g.b),
    threshold: g.threshold,
    sources: [...g.sources],
    words: obj(g.words),
    firsts: obj(g.firsts),
  };
}

/** Which of the scorer's sources a span is, or null for one it never filters (identifiers, user terms, danger). */
export function spanSource(s: Span): SpanFilterSource | null {
  if (!isDomainCategory(s.category)) return null;
  const d = s.detail ?? '';
  if (d.startsWith('fact-tagger:')) return 'tagger';
  if (d === 'fact:prior') return 'prior';
  if (d === 'fact:amount') return 'amount';
  if (s.source === 'localizer' && d === '') return 'localizer';
  return null;
}

/** What the features read of a message besides the span: the analyzer's final spans, tokens and tagger output. */
export interface SpanFilterContext {
  text: string;
  chunked: Pick<ChunkResult, 'sentences' | 'tokens'>;
  prior: WordPrior;
  /** The fact tagger's tokens and their probability of lying inside a fact (none when it did not run). */
  taggerTokens: readonly { start: number; end: number; p: number }[];
  /** Every span of the analysis (domain and identifier), the span itself among them. */
  spans: readonly Span[];
}

const WORD = /\w/;
const FIGURE = /\d/;

/** The word tables' key of a span: its word tokens, lower-cased, joined by one space; and its first word's. */
export function spanWordKeys(tokens: readonly Token[], start: number, end: number): { words: string; first: string } {
  const words = tokens.filter((t) => t.start < end && t.end > start && WORD.test(t.text)).map((t) => t.lower);
  return { words: words.join(' '), first: words[0] ?? '' };
}

const mean = (a: readonly number[]): number => (a.length ? a.reduce((x, y) => x + y, 0) / a.length : 0);
const max0 = (a: readonly number[]): number => a.reduce((x, y) => (y > x ? y : x), 0);

/**
 * The feature vector of `s` (SPAN_FILTER_FEATURES' order). `rates` gives the word tables' values ([rate, ln count])
 * of the span's words and first word: the trained filter's, or the training's cross-fitted ones.
 */
export function spanFeatures(ctx: SpanFilterContext, s: Span, source: SpanFilterSource, rates: { words: readonly [number, number]; first: readonly [number, number] }): number[] {
  const tokens = ctx.chunked.tokens;
  const words = tokens.filter((t) => t.start < s.end && t.end > s.start && WORD.test(t.text));
  const categoryIndex = (DOMAIN_CATEGORIES as readonly string[]).indexOf(s.category);
  let priorMax = 0;
  let priorOwn = 0;
  for (const t of words) {
    const p = ctx.prior.lookup(t.lower);
    if (!p) continue;
    for (let i = 0; i < p.length; i++) priorMax = Math.max(priorMax, p[i] ?? 0);
    priorOwn = Math.max(priorOwn, p[categoryIndex] ?? 0);
  }
  const first = words[0];
  const sentenceIndex = first ? first.sentence : (tokens.find((t) => t.end > s.start)?.sentence ?? 0);
  const sentence = ctx.chunked.sentences[sentenceIndex] ?? { start: 0, end: ctx.text.length };
  const sentenceTokens = tokens.filter((t) => t.sentence === sentenceIndex);
  const tagged = ctx.taggerTokens;
  const inside = tagged.filter((t) => t.start < s.end && t.end > s.start).map((t) => t.p);
  const left = tagged.filter((t) => t.end <= s.start).slice(-3).map((t) => t.p);
  const right = tagged.filter((t) => t.start >= s.end).slice(0, 3).map((t) => t.p);
  const inSentence = tagged.filter((t) => t.start >= sentence.start && t.end <= sentence.end).map((t) => t.p);
  const others = ctx.spans.filter((o) => o !== s && isDomainCategory(o.category));
  const domainSpans = others.length + 1;
  const overlapsSentence = (o: Span): boolean => o.start < sentence.end && o.end > sentence.start;
  const identifiersNear = ctx.spans.filter((o) => !isDomainCategory(o.category) && overlapsSentence(o)).length;
  const distance = Math.min(1000, ...others.map((o) => (o.end <= s.start ? s.start - o.end : o.start - s.end)));
  const previous = tokens.filter((t) => t.end <= s.start).at(-1);
  const text = ctx.text.slice(s.start, s.end);
  const oneHot = <T>(values: readonly T[], v: T | undefined): number[] => values.map((x) => (x === v ? 1 : 0));
  return [
    s.score,
    Math.log(words.length + 1),
    words.length === 1 ? 1 : 0,
    priorMax,
    priorOwn,
    first && /^[A-Z]/.test(first.text) ? 1 : 0,
    FIGURE.test(text) ? 1 : 0,
    Math.log(Math.max(1, text.length)),
    mean(inside),
    max0(inside),
    max0(left),
    max0(right),
    mean(inSentence),
    Math.log1p(inSentence.filter((p) => p >= 0.5).length),
    Math.log1p(sentenceTokens.length),
    Math.log1p(sentenceTokens.filter((t) => FIRST_PERSON.has(t.lower)).length),
    Math.log1p(sentenceTokens.filter((t) => RELATIVE.test(t.lower)).length),
    Math.log1p(tokens.filter((t) => FIRST_PERSON.has(t.lower)).length),
    Math.log1p(tokens.length),
    Math.log1p(domainSpans),
    Math.log1p(others.filter(overlapsSentence).length),
    Math.log1p(identifiersNear),
    Math.log1p(distance),
    previous && FIRST_PERSON.has(previous.lower) ? 1 : 0,
    rates.words[0],
    rates.words[1],
    rates.first[0],
    rates.first[1],
    ...oneHot(DOMAIN_CATEGORIES, s.category as (typeof DOMAIN_CATEGORIES)[number]),
    ...oneHot(POS, first?.pos as (typeof POS)[number] | undefined),
    ...oneHot(POS, previous?.pos as (typeof POS)[number] | undefined),
    ...oneHot(SPAN_FILTER_SOURCES, source),
  ];
}

/** The trained tables' rates of a span's words (the training rate for words never seen). */
export function tableRates(f: SpanFilter, keys: { words: string; first: string }): { words: readonly [number, number]; first: readonly [number, number] } {
  return { words: f.words.get(keys.words) ?? [f.base, 0], first: f.firsts.get(keys.first) ?? [f.base, 0] };
}

/** P(the span is a private fact) from its features. */
export function spanProbability(f: SpanFilter, features: readonly number[]): number {
  if (features.length !== f.w.length) throw new Error(`span filter: ${features.length} features, expected ${f.w.length}`);
  let z = f.b;
  for (let i = 0; i < features.length; i++) z += (f.w[i] ?? 0) * ((features[i] ?? 0) - (f.mean[i] ?? 0)) * (f.invStd[i] ?? 0);
  return 1 / (1 + Math.exp(-z));
}

/**
 * The spans the filter keeps: every span of a source it does not filter, and the others it scores at or above its
 * threshold. Features read the spans as they all were, so dropping one does not change another's score.
 */
export function filterSpans(f: SpanFilter, ctx: SpanFilterContext): Span[] {
  return ctx.spans.filter((s) => {
    const source = spanSource(s);
    if (source === null || !f.sources.includes(source)) return true;
    const keys = spanWordKeys(ctx.chunked.tokens, s.start, s.end);
    return spanProbability(f, spanFeatures(ctx, s, source, tableRates(f, keys))) >= f.threshold;
  });
}

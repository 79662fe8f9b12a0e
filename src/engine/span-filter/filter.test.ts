import { describe, expect, it } from 'vitest';
import { TextChunker } from '../chunker/index.ts';
import type { WordPrior } from '../facts/index.ts';
import type { Span } from '../types.ts';
import {
  filterSpans,
  parseSpanFilter,
  serializeSpanFilter,
  spanFeatures,
  spanProbability,
  spanSource,
  spanWordKeys,
  tableRates,
  SPAN_FILTER_FEATURES,
  type SpanFilter,
  type SpanFilterContext,
} from './index.ts';

const n = SPAN_FILTER_FEATURES.length;
const at = (name: string): number => SPAN_FILTER_FEATURES.indexOf(name);

/** A filter whose score rises with one feature only (weight 4 on standardised `name`, centred at `centre`). */
const filterOn = (name: string, centre: number, over: Partial<SpanFilter> = {}): SpanFilter => {
  const w = new Float64Array(n);
  w[at(name)] = 4;
  const mean = new Float64Array(n);
  mean[at(name)] = centre;
  return { base: 0.7, mean, invStd: new Float64Array(n).fill(1), w, b: 0, threshold: 0.5, sources: ['prior', 'tagger', 'localizer'], words: new Map(), firsts: new Map(), ...over };
};

const prior: WordPrior = {
  lookup: (w) => ({ chemo: [0.9, 0, 0, 0], lawyer: [0, 0.6, 0, 0] })[w as 'chemo' | 'lawyer'],
  bySpelling: () => false,
  size: 2,
};

function contextOf(text: string, spans: Span[], taggerTokens: SpanFilterContext['taggerTokens'] = []): SpanFilterContext {
  return { text, chunked: new TextChunker().chunk(text), prior, taggerTokens, spans };
}

const span = (text: string, word: string, over: Partial<Span> = {}): Span => {
  const start = text.indexOf(word);
  return { start, end: start + word.length, text: word, category: 'medical', score: 0.8, source: 'localizer', detail: 'fact:prior', ...over };
};

describe('span filter', () => {
  it('names where a span came from, and leaves identifiers, user terms and danger alone', () => {
    const t = 'my mum started chemo';
    expect(spanSource(span(t, 'chemo'))).toBe('prior');
    expect(spanSource(span(t, 'chemo', { detail: 'fact:amount', category: 'financial' }))).toBe('amount');
    expect(spanSource(span(t, 'chemo', { detail: 'fact-tagger:health' }))).toBe('tagger');
    expect(spanSource(span(t, 'chemo', { detail: undefined }))).toBe('localizer');
    expect(spanSource(span(t, 'chemo', { detail: 'fact:danger' }))).toBeNull();
    expect(spanSource(span(t, 'mum', { category: 'person', source: 'identifier', detail: 'tagger' }))).toBeNull();
    expect(spanSource(span(t, 'chemo', { source: 'user', detail: undefined }))).toBeNull();
  });

  it('reads the tagger inside, left and right of the span, its sentence and the spans near it', () => {
    const t = 'My mum started chemo last week. Can you help me plan meals?';
    const chemo = span(t, 'chemo');
    const mum = span(t, 'mum', { category: 'person', source: 'identifier', detail: 'relative' });
    const tokens = new TextChunker().chunk(t).tokens;
    const p = (w: string, v: number): { start: number; end: number; p: number } => {
      const k = tokens.find((x) => x.text === w)!;
      return { start: k.start, end: k.end, p: v };
    };
    const ctx = contextOf(t, [mum, chemo], [p('started', 0.4), p('chemo', 0.9), p('last', 0.2), p('plan', 0.1)]);
    const f = spanFeatures(ctx, chemo, 'prior', { words: [0.8, Math.log1p(5)], first: [0.6, Math.log1p(9)] });
    expect(f).toHaveLength(n);
    expect(f[at('taggerMax')]).toBeCloseTo(0.9);
    expect(f[at('taggerLeft')]).toBeCloseTo(0.4);
    expect(f[at('taggerRight')]).toBeCloseTo(0.2);
    // the first sentence's tagged tokens only (0.4, 0.9, 0.2), not "plan" in the second
    expect(f[at('sentenceMean')]).toBeCloseTo(0.5);
    expect(f[at('sentenceHigh')]).toBeCloseTo(Math.log1p(1));
    expect(f[at('priorOwn')]).toBeCloseTo(0.9);
    expect(f[at('identifiersNear')]).toBeCloseTo(Math.log1p(1));
    expect(f[at('sentenceFirstPerson')]).toBeCloseTo(Math.log1p(1));
    expect(f[at('sentenceRelatives')]).toBeCloseTo(Math.log1p(1));
    expect(f[at('wordsRate')]).toBe(0.8);
    expect(f[at('firstSeen')]).toBeCloseTo(Math.log1p(9));
    expect(f[at('category:medical')]).toBe(1);
    expect(f[at('source:prior')]).toBe(1);
    expect(f[at('source:tagger')]).toBe(0);
    expect(spanWordKeys(ctx.chunked.tokens, chemo.start, chemo.end)).toEqual({ words: 'chemo', first: 'chemo' });
  });

  it('drops a span it scores below the threshold and keeps every other source', () => {
    const t = 'my lawyer called and I owe $400 in court fees';
    const lawyer = span(t, 'lawyer', { category: 'legal' });
    const amount = span(t, '$400', { category: 'financial', detail: 'fact:amount' });
    const tokens = new TextChunker().chunk(t).tokens;
    const k = tokens.find((x) => x.text === 'lawyer')!;
    // the tagger reads "lawyer" as outside any fact (0.05): the filter on taggerMax, centred at 0.5, drops it
    const low = contextOf(t, [lawyer, amount], [{ start: k.start, end: k.end, p: 0.05 }]);
    const f = filterOn('taggerMax', 0.5);
    expect(filterSpans(f, low)).toEqual([amount]);
    // read as inside a fact (0.95), it is kept
    const high = contextOf(t, [lawyer, amount], [{ start: k.start, end: k.end, p: 0.95 }]);
    expect(filterSpans(f, high)).toEqual([lawyer, amount]);
    // a source the filter does not list passes untouched
    expect(filterSpans({ ...f, sources: ['tagger'] }, low)).toEqual([lawyer, amount]);
  });

  it('scores a word it never saw at the training rate, a known one at its own', () => {
    const f = filterOn('wordsRate', 0.5, { base: 0.3, words: new Map([['chemo', [0.9, 2]]]) });
    expect(tableRates(f, { words: 'lawyer', first: 'lawyer' })).toEqual({ words: [0.3, 0], first: [0.3, 0] });
    expect(tableRates(f, { words: 'chemo', first: 'chemo' }).words).toEqual([0.9, 2]);
    const t = 'i started chemo and saw my lawyer';
    const ctx = contextOf(t, [span(t, 'chemo'), span(t, 'lawyer', { category: 'legal' })]);
    expect(filterSpans(f, ctx).map((s) => s.text)).toEqual(['chemo']);
  });

  it('is a logistic regression on standardised features', () => {
    const f = filterOn('score', 0.5, { b: -0.5 });
    const x = new Array<number>(n).fill(7);
    x[at('score')] = 1;
    // z = -0.5 + 4·(1 - 0.5)·1 = 1.5; every other weight is 0
    expect(spanProbability(f, x)).toBeCloseTo(1 / (1 + Math.exp(-1.5)), 9);
    expect(() => spanProbability(f, [1, 2])).toThrow(/2 features, expected/);
  });

  it('round-trips through its file and refuses a broken one', () => {
    const f = filterOn('score', 0.5, { words: new Map([['chemo', [0.9, 1.5]]]), firsts: new Map([['my', [0.2, 3]]]) });
    const file = serializeSpanFilter(f);
    const back = parseSpanFilter(JSON.parse(JSON.stringify(file)));
    expect([...back.w]).toEqual([...f.w]);
    expect(back.words.get('chemo')).toEqual([0.9, 1.5]);
    expect(back.firsts.get('my')).toEqual([0.2, 3]);
    expect(back.sources).toEqual(['prior', 'tagger', 'localizer']);
    expect(() => parseSpanFilter({ ...file, version: 2 })).toThrow(/not a version-1/);
    expect(() => parseSpanFilter({ ...file, features: file.features.slice(1) })).toThrow(/not this engine's/);
    expect(() => parseSpanFilter({ ...file, threshold: 2 })).toThrow(/out of range/);
    expect(() => parseSpanFilter({ ...file, w: file.w.slice(1) })).toThrow(/w must be/);
    expect(() => parseSpanFilter({ ...file, sources: ['rules'] })).toThrow(/sources must be/);
    expect(() => parseSpanFilter({ ...file, words: { chemo: [1.5, 0] } })).toThrow(/words\["chemo"\]/);
  });
});

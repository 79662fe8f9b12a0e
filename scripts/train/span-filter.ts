/**
 * Trains the span filter (src/engine/span-filter): logistic regression, L2, full-batch Adam from zero weights
 * (deterministic: no sampling anywhere; the message gate's trainer), over the features the analyzer computes for each
 * domain span of the word prior, the fact tagger and the localizer (AnalyzeSettings.onSpanFilter, the filter off).
 * Label: the span is right (at least half of its characters inside a gold fact, the realistic evaluation's rule).
 * Writes models/span-filter.json and models/span-filter-report.md.
 *
 *   nice -n 10 npx tsx scripts/train/span-filter.ts [--threshold 0.2] [--sources prior,tagger,localizer] [--support word] [--out DIR (default models/)]
 *
 * Data: the hand-written training folders (scripts/train/written, written-extra, written-gate, written-fresh), never
 * the realistic set or the holdout (the loader refuses them). The word tables' rates a training row sees are
 * cross-fitted (rates from the other four fifths of the files), so the weights learn how far a rate of words never
 * seen in training can be trusted. The threshold is chosen on scripts/train/written-more, which neither the filter
 * nor the fact tagger is trained on: the report scores it at several thresholds. `--support` is the fact tagger's lexical
 * support the rows are read under (the shipped policy's; session 28 also tried `none`, docs/fact-tagger.md).
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import { SPAN_FILTER_FILE, type Engine } from '../../src/engine/index.ts';
import {
  serializeSpanFilter,
  spanFeatures,
  spanProbability,
  spanSource,
  spanWordKeys,
  tableRates,
  SPAN_FILTER_SOURCES,
  type SpanFilter,
  type SpanFilterContext,
  type SpanFilterSource,
} from '../../src/engine/span-filter/index.ts';
import { FACT_TAGGER_POLICY, type AnalyzeSettings, type FactTaggerPolicy } from '../../src/engine/pipeline.ts';
import type { Span } from '../../src/engine/types.ts';
import type { Message } from '../eval/realistic/format.ts';
import { ROOT } from './data.ts';
import { auc, trainGate } from './message-gate.ts';
import { loadWritten, WRITTEN_MORE_DIR, WRITTEN_TRAINING_DIRS } from './written-data.ts';

const DOMAIN_KINDS = new Set(['health', 'legal', 'financial', 'other']);
/** Prior weight of the training rate in a word table's smoothed rate. */
const SMOOTHING = 3;

export interface SpanRow {
  file: string;
  context: SpanFilterContext;
  span: Span;
  source: SpanFilterSource;
  keys: { words: string; first: string };
  /** At least half of the span's characters lie in gold facts. */
  right: boolean;
  /** Gold domain facts this span touches that no other span of the analysis touches. */
  sole: number;
  clean: boolean;
}

/** The spans the filter would score in each message, as the analyzer sees them (the filter itself off). */
export async function spanRows(engine: Engine, messages: readonly Message[], sources: readonly SpanFilterSource[], settings: AnalyzeSettings = {}): Promise<SpanRow[]> {
  const rows: SpanRow[] = [];
  for (const m of messages) {
    let context: SpanFilterContext | undefined;
    await engine.analyze(m.text, { ...settings, spanFilter: false, onSpanFilter: (c) => (context = c) });
    if (!context) continue;
    const ctx = context;
    const domainFacts = m.facts.filter((f) => DOMAIN_KINDS.has(f.kind));
    for (const s of ctx.spans) {
      const source = spanSource(s);
      if (source === null || !sources.includes(source)) continue;
      let inside = 0;
      for (let i = s.start; i < s.end; i++) if (m.facts.some((f) => f.start <= i && i < f.end)) inside++;
      const touches = (a: Span, f: { start: number; end: number }): boolean => a.start < f.end && f.start < a.end;
      const sole = domainFacts.filter((f) => touches(s, f) && !ctx.spans.some((o) => o !== s && touches(o, f))).length;
      rows.push({ file: m.file, context: ctx, span: s, source, keys: spanWordKeys(ctx.chunked.tokens, s.start, s.end), right: 2 * inside >= s.end - s.start, sole, clean: m.clean });
    }
  }
  return rows;
}

type Table = Map<string, readonly [number, number]>;

/** Smoothed rates of right spans per key (a span's words, or its first word). */
export function rateTable(rows: readonly SpanRow[], key: (r: SpanRow) => string, base: number): Table {
  const counts = new Map<string, [number, number]>();
  for (const r of rows) {
    const c = counts.get(key(r)) ?? [0, 0];
    c[0] += r.right ? 1 : 0;
    c[1]++;
    counts.set(key(r), c);
  }
  const out: Table = new Map();
  for (const [k, [right, n]] of counts) out.set(k, [(right + SMOOTHING * base) / (n + SMOOTHING), Math.log1p(n)]);
  return out;
}

/** The filter trained on `rows`: word tables from all of them, weights on cross-fitted rates (five folds of files). */
export function trainSpanFilter(rows: readonly SpanRow[], options: { threshold: number; sources: readonly SpanFilterSource[]; l2?: number; epochs?: number }): SpanFilter {
  if (!rows.length) throw new Error('span filter: no training rows');
  const base = rows.filter((r) => r.right).length / rows.length;
  const files = [...new Set(rows.map((r) => r.file))].sort();
  const fold = (r: SpanRow): number => files.indexOf(r.file) % 5;
  const x: Float32Array[] = [];
  for (let k = 0; k < 5; k++) {
    const rest = rows.filter((r) => fold(r) !== k);
    const words = rateTable(rest, (r) => r.keys.words, base);
    const firsts = rateTable(rest, (r) => r.keys.first, base);
    rows.forEach((r, i) => {
      if (fold(r) !== k) return;
      const rates = { words: words.get(r.keys.words) ?? [base, 0], first: firsts.get(r.keys.first) ?? [base, 0] };
      x[i] = Float32Array.from(spanFeatures(r.context, r.span, r.source, rates));
    });
  }
  const fitted = trainGate({ x, y: rows.map((r) => (r.right ? 1 : 0)) }, { l2: options.l2 ?? 0.001, epochs: options.epochs ?? 600, lr: 0.05, threshold: options.threshold });
  return {
    base,
    mean: Float64Array.from(fitted.mean),
    invStd: Float64Array.from(fitted.invStd),
    w: Float64Array.from(fitted.w),
    b: fitted.b,
    threshold: options.threshold,
    sources: options.sources,
    words: rateTable(rows, (r) => r.keys.words, base),
    firsts: rateTable(rows, (r) => r.keys.first, base),
  };
}

/** Probability per row under the trained filter (its own tables). */
export function rowProbabilities(f: SpanFilter, rows: readonly SpanRow[]): number[] {
  return rows.map((r) => spanProbability(f, spanFeatures(r.context, r.span, r.source, tableRates(f, r.keys))));
}

function dropLine(name: string, p: readonly number[], rows: readonly SpanRow[], t: number): string {
  const dropped = rows.filter((_, i) => (p[i] ?? 1) < t);
  const right = dropped.filter((r) => r.right).length;
  return `| ${name} | ${t} | ${dropped.length} | ${right} | ${dropped.length - right} | ${dropped.reduce((n, r) => n + r.sole, 0)} | ${dropped.filter((r) => r.clean).length} |`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const arg = (name: string, fallback: string): string => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? (process.argv[i + 1] ?? '') : fallback;
  };
  const threshold = Number(arg('threshold', '0.2'));
  const sources = arg('sources', 'prior,tagger,localizer').split(',') as SpanFilterSource[];
  if (!(threshold >= 0 && threshold <= 1) || sources.some((s) => !SPAN_FILTER_SOURCES.includes(s))) throw new Error(`span-filter: bad --threshold or --sources (of ${SPAN_FILTER_SOURCES.join(', ')})`);
  const engine = await createNodeEngine({ preloadRewriter: false, withoutModels: [SPAN_FILTER_FILE] });
  const t0 = performance.now();
  const dirs = WRITTEN_TRAINING_DIRS.filter((d) => existsSync(d));
  const support = arg('support', FACT_TAGGER_POLICY.support) as FactTaggerPolicy['support'];
  const settings = { factTaggerPolicy: { ...FACT_TAGGER_POLICY, support } };
  const train = await spanRows(engine, dirs.flatMap((d) => loadWritten(d)), sources, settings);
  const choice = await spanRows(engine, loadWritten(WRITTEN_MORE_DIR), sources, settings);
  const t1 = performance.now();
  const filter = trainSpanFilter(train, { threshold, sources });
  const t2 = performance.now();
  const outDir = path.resolve(arg('out', path.join(ROOT, 'models')));
  writeFileSync(path.join(outDir, 'span-filter.json'), `${JSON.stringify(serializeSpanFilter(filter))}\n`);
  const pTrain = rowProbabilities(filter, train);
  const pChoice = rowProbabilities(filter, choice);
  const y = (rows: readonly SpanRow[]): number[] => rows.map((r) => (r.right ? 1 : 0));
  const taggerMax = (rows: readonly SpanRow[]): number[] => rows.map((r) => spanFeatures(r.context, r.span, r.source, { words: [0, 0], first: [0, 0] })[9] ?? 0);
  const report = [
    '# Span filter — training report',
    '',
    `\`nice -n 10 npx tsx scripts/train/span-filter.ts --threshold ${threshold} --sources ${sources.join(',')} --support ${support}\`: features ${((t1 - t0) / 1000).toFixed(0)} s, training ${((t2 - t1) / 1000).toFixed(0)} s.`,
    '',
    `Trained on the domain spans (${sources.join(', ')}) of every hand-written training folder (${dirs.map((d) => path.relative(ROOT, d)).join(', ')}): ${train.length} spans, ${train.filter((r) => r.right).length} right. Never on the realistic set or the holdout. The threshold is chosen on scripts/train/written-more (${choice.length} spans, ${choice.filter((r) => r.right).length} right), which nothing is trained on.`,
    '',
    `AUC (right vs false): training ${auc(pTrain, y(train)).toFixed(3)}; written-more ${auc(pChoice, y(choice)).toFixed(3)} (the fact tagger's highest probability inside the span alone: ${auc(taggerMax(choice), y(choice)).toFixed(3)}).`,
    '',
    '"sole facts" are gold domain facts the dropped spans alone touched (the touched facts the filter loses).',
    '',
    '| set | drop below | dropped | right | false | sole facts | in sensitive-free messages |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...[0.1, 0.15, 0.2, 0.25, 0.3, 0.4].map((t) => dropLine('written-more', pChoice, choice, t)),
    '',
  ].join('\n');
  writeFileSync(path.join(outDir, 'span-filter-report.md'), report);
  console.log(report);
  process.exit(0);
}

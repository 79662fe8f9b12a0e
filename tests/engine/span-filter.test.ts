/**
 * The span filter in the analyzer, with the real span encoder and filters whose probability is fixed by their bias
 * (zero weights): below the threshold every domain span of the word prior, the fact tagger and the localizer is
 * dropped while amounts and identifiers stay; above it, or switched off, nothing changes; onSpanFilter hands over
 * what it reads. Also: the shipped models/span-filter.json loads.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { biasedEngines } from './real-engine.ts';
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import { SPAN_FILTER_FILE, type Engine } from '../../src/engine/index.ts';
import {
  parseSpanFilter,
  serializeSpanFilter,
  spanSource,
  SPAN_FILTER_FEATURES,
  type SpanFilterContext,
} from '../../src/engine/span-filter/index.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TEXT =
  'My name is Dana Whitfield. I was diagnosed with tuberculosis last year and I owe $18,400 on my credit card.';
const n = SPAN_FILTER_FEATURES.length;

const fixedFilter = (b: number): unknown =>
  serializeSpanFilter({
    base: 0.7,
    mean: new Float64Array(n),
    invStd: new Float64Array(n).fill(1),
    w: new Float64Array(n),
    b,
    threshold: 0.5,
    sources: ['prior', 'tagger', 'localizer'],
    words: new Map(),
    firsts: new Map(),
  });

const shape = (spans: readonly { start: number; end: number; category: string }[]): string[] =>
  spans.map((s) => `${s.start}:${s.end}:${s.category}`);

describe('span filter in the analyzer', () => {
  let e: { closed: Engine; open: Engine };
  beforeAll(async () => {
    e = await biasedEngines(SPAN_FILTER_FILE, fixedFilter);
  }, 300_000);

  it('drops the domain spans it scores below its threshold, and keeps amounts and identifiers', async () => {
    const off = await e.closed.analyze(TEXT, { spanFilter: false });
    // the unfiltered analysis has a span the filter reads (the diagnosis) and one it never filters (the amount)
    expect(
      off.spans.some((s) => spanSource(s) === 'prior' || spanSource(s) === 'tagger' || spanSource(s) === 'localizer'),
    ).toBe(true);
    expect(off.spans.some((s) => spanSource(s) === 'amount')).toBe(true);
    const dropped = await e.closed.analyze(TEXT);
    expect(dropped.spans.some((s) => ['prior', 'tagger', 'localizer'].includes(spanSource(s) ?? ''))).toBe(false);
    expect(shape(dropped.spans)).toEqual(
      shape(off.spans.filter((s) => !['prior', 'tagger', 'localizer'].includes(spanSource(s) ?? ''))),
    );
    expect(dropped.spans.map((s) => s.text)).toContain('Dana Whitfield');
  }, 60_000);

  it('changes nothing above its threshold, or when switched off', async () => {
    const off = await e.open.analyze(TEXT, { spanFilter: false });
    expect(shape((await e.open.analyze(TEXT)).spans)).toEqual(shape(off.spans));
    expect(shape((await e.closed.analyze(TEXT, { spanFilter: false })).spans)).toEqual(shape(off.spans));
  }, 60_000);

  it('hands what it reads to onSpanFilter: the spans before it, the tokens and the fact tagger output', async () => {
    const seen: SpanFilterContext[] = [];
    const a = await e.closed.analyze(TEXT, { spanFilter: false, onSpanFilter: (c) => seen.push(c) });
    expect(seen).toHaveLength(1);
    expect(shape(seen[0]!.spans)).toEqual(shape(a.spans));
    expect(seen[0]!.taggerTokens.length).toBeGreaterThan(5);
    expect(seen[0]!.taggerTokens.every((t) => t.p >= 0 && t.p <= 1)).toBe(true);
    // a record (no personal word: the paper's pipeline) is never filtered
    const record: SpanFilterContext[] = [];
    await e.closed.analyze('Patient presented with chest pain. Troponin elevated. Started on aspirin 81 mg.', {
      onSpanFilter: (c) => record.push(c),
    });
    expect(record).toEqual([]);
  }, 60_000);

  it('drops the talk around a fact with the shipped file, and is absent from a Node engine created without it', async () => {
    // a theft the writer's insurer asks about is no fact of the writer's (the word prior finds "theft")
    const t = 'my insurance asked for a recorded statement about the theft because the bike showed up in a pawn shop';
    const shipped = await createNodeEngine({});
    expect((await shipped.analyze(t, { spanFilter: false })).spans.map((s) => s.text)).toEqual(['theft']);
    expect((await shipped.analyze(t)).spans).toEqual([]);
    // a trainer reads the analyzer without the filter's own file (withoutModels), whatever its feature set
    const without = await createNodeEngine({ withoutModels: [SPAN_FILTER_FILE] });
    expect((await without.analyze(t)).spans.map((s) => s.text)).toEqual(['theft']);
  }, 120_000);

  it('ships a filter file that loads', async () => {
    const f = parseSpanFilter(JSON.parse(await readFile(join(ROOT, 'models', SPAN_FILTER_FILE), 'utf8')));
    expect(f.threshold).toBe(0.2);
    expect(f.sources).toEqual(['prior', 'tagger', 'localizer']);
    expect(f.words.size).toBeGreaterThan(1000);
  });
});

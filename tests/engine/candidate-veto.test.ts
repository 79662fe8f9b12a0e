/**
 * The candidate veto (AnalyzeSettings.candidateVeto): the fact tagger reads the message first, and a localizer
 * candidate it reads wholly below the policy's veto is not encoded, since any span made of it would be vetoed. The
 * candidates it keeps are encoded as before. Measured effect on the realistic dev split: docs/fact-tagger.md.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createNodeEncoder } from '../../src/cli/node-encoder.ts';
import { analyzeLearned, type LearnedModels } from '../../src/engine/analyzer.ts';
import { TextChunker } from '../../src/engine/chunker/index.ts';
import type { Encoder } from '../../src/engine/encoder/index.ts';
import { parseFactTaggerHead } from '../../src/engine/fact-tagger/index.ts';
import { loadWordPrior } from '../../src/engine/facts/index.ts';
import { loadPrototypes } from '../../src/engine/localizer/index.ts';

const model = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../models/${name}`, import.meta.url), 'utf8'));

function recordingModels(): { models: LearnedModels; seen: string[] } {
  const inner = createNodeEncoder('span', { threads: 1, cacheSize: 0 });
  const seen: string[] = [];
  const encoder: Encoder = { ...inner, encode: (texts) => (seen.push(...texts), inner.encode(texts)) };
  const models: LearnedModels = {
    chunker: new TextChunker(),
    encoder,
    prototypes: loadPrototypes(model('prototypes.json')),
    prior: loadWordPrior(model('word-prior.json')),
    factTagger: parseFactTaggerHead(model('fact-tagger.json')),
  };
  return { models, seen };
}

describe('candidate veto', () => {
  const text =
    'so my doctor says i have stage 2 hypertension and started me on lisinopril 10mg, and my sales rep job has me on the road all week. sorry for the wall of text, is the sales travel making it worse?';

  it('leaves out candidates the tagger reads as no fact, keeps the fact candidates, and finds the same facts', async () => {
    const { models, seen } = recordingModels();
    const vetoed = await analyzeLearned(text, {}, models);
    const kept = [...seen];
    seen.length = 0;
    const full = await analyzeLearned(text, { candidateVeto: false }, models);
    const all = [...seen];
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all.length);
    for (const t of kept) expect(all).toContain(t);
    expect(kept.some((t) => t.includes('lisinopril'))).toBe(true);
    const facts = (r: typeof full): string[] => r.spans.filter((s) => ['medical', 'legal', 'financial', 'sensitive'].includes(s.category)).map((s) => s.text);
    expect(facts(vetoed)).toEqual(facts(full));
    expect(facts(vetoed).some((t) => t.includes('hypertension'))).toBe(true);
  });

  it('does nothing without the fact tagger', async () => {
    const { models, seen } = recordingModels();
    delete models.factTagger;
    await analyzeLearned(text, {}, models);
    const a = [...seen];
    seen.length = 0;
    await analyzeLearned(text, { candidateVeto: false }, models);
    expect(a).toEqual(seen);
  });
});

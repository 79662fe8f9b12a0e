/**
 * Candidate pruning (AnalyzeSettings.candidatePruning): in a message that speaks of a person, a candidate without a
 * word of a private domain's vocabulary is not encoded, because lexical support would drop any span it gave; the
 * spans of a plain message stay the same. Measured effect on the realistic dev split: docs/localization.md.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createNodeEncoder } from '../../src/cli/node-encoder.ts';
import { analyzeLearned, type LearnedModels } from '../../src/engine/analyzer.ts';
import { TextChunker } from '../../src/engine/chunker/index.ts';
import type { Encoder } from '../../src/engine/encoder/index.ts';
import { loadWordPrior } from '../../src/engine/facts/index.ts';
import { loadPrototypes } from '../../src/engine/localizer/index.ts';

const model = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../models/${name}`, import.meta.url), 'utf8'));

describe('candidate pruning', () => {
  it('encodes only candidates with a domain word, and finds the same spans', async () => {
    const inner = createNodeEncoder('span', { threads: 1, cacheSize: 0 });
    const seen: string[] = [];
    const encoder: Encoder = { ...inner, encode: (texts) => (seen.push(...texts), inner.encode(texts)) };
    const models: LearnedModels = { chunker: new TextChunker(), encoder, prototypes: loadPrototypes(model('prototypes.json')), prior: loadWordPrior(model('word-prior.json')) };
    const text = 'My brother told the doctor at the appointment that I was diagnosed with tuberculosis last year and I owe 12k on my credit card.';
    const pruned = await analyzeLearned(text, {}, models);
    const prunedTexts = [...seen];
    seen.length = 0;
    const full = await analyzeLearned(text, { candidatePruning: false }, models);
    const fullTexts = [...seen];
    // The role words ("My brother", "the doctor", "the appointment") are candidates, but say nothing private alone.
    expect(fullTexts).toEqual(expect.arrayContaining(['brother', 'doctor', 'appointment']));
    for (const t of ['brother', 'doctor', 'appointment']) expect(prunedTexts).not.toContain(t);
    expect(prunedTexts).toEqual(expect.arrayContaining(['tuberculosis']));
    expect(prunedTexts.length).toBeLessThan(fullTexts.length);
    expect(pruned.spans.map((s) => `${s.text}|${s.category}`)).toEqual(full.spans.map((s) => `${s.text}|${s.category}`));
    expect(pruned.spans.some((s) => s.text.includes('tuberculosis'))).toBe(true);
  });

  it('is off in a record (no personal sentence): the paper pipeline encodes every candidate', async () => {
    const inner = createNodeEncoder('span', { threads: 1, cacheSize: 0 });
    const seen: string[] = [];
    const encoder: Encoder = { ...inner, encode: (texts) => (seen.push(...texts), inner.encode(texts)) };
    const models: LearnedModels = { chunker: new TextChunker(), encoder, prototypes: loadPrototypes(model('prototypes.json')), prior: loadWordPrior(model('word-prior.json')) };
    await analyzeLearned('Patient presents with productive cough at the clinic. Referred to cardiology.', {}, models);
    expect(seen).toEqual(expect.arrayContaining(['clinic']));
  });
});

/**
 * Analysis does not encode a chunker candidate that crosses a line break (analyzer.ts): in a pasted document such a
 * candidate joins a heading to its first field or two lines of a table, and the encoder reads the break as its unknown
 * piece. A fact inside one line is still found.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createNodeEncoder } from '../../src/cli/node-encoder.ts';
import { analyzeLearned, type LearnedModels } from '../../src/engine/analyzer.ts';
import { scoringCandidates, TextChunker } from '../../src/engine/chunker/index.ts';
import type { Encoder } from '../../src/engine/encoder/index.ts';
import { loadWordPrior } from '../../src/engine/facts/index.ts';
import { loadPrototypes } from '../../src/engine/localizer/index.ts';

const model = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../models/${name}`, import.meta.url), 'utf8'));

describe('candidates across a line break', () => {
  it('are not encoded; a fact within one line is still found', async () => {
    const inner = createNodeEncoder('span', { threads: 1, cacheSize: 0 });
    const seen: string[] = [];
    const encoder: Encoder = { ...inner, encode: (texts) => (seen.push(...texts), inner.encode(texts)) };
    const chunker = new TextChunker();
    const models: LearnedModels = { chunker, encoder, prototypes: loadPrototypes(model('prototypes.json')), prior: loadWordPrior(model('word-prior.json')) };
    const text = 'this is my moms discharge paper, is her kidney ok?\nDISCHARGE SUMMARY\nAdmitting dx: acute kidney injury\nDischarge meds: furosemide 40 mg daily\nLabs at discharge: creatinine 2.1';
    // The chunker does offer such candidates (else this test would prove nothing).
    expect(scoringCandidates(chunker.chunk(text).candidates).some((c) => c.text.includes('\n'))).toBe(true);
    const result = await analyzeLearned(text, {}, models);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((t) => t.includes('\n'))).toEqual([]);
    expect(result.spans.some((s) => /kidney injury|furosemide/.test(s.text))).toBe(true);
  });
});

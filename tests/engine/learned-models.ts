/**
 * The shipped learned models over the span encoder with no cache, recording every text it encodes: candidates
 * (`encode`) and windows for per-token states (`encodeTokens`). For tests of what the analyzer sends to the encoder.
 */
import { readFileSync } from 'node:fs';
import { createNodeEncoder } from '../../src/cli/node-encoder.ts';
import type { LearnedModels } from '../../src/engine/analyzer.ts';
import { TextChunker } from '../../src/engine/chunker/index.ts';
import type { Encoder } from '../../src/engine/encoder/index.ts';
import { parseFactTaggerHead } from '../../src/engine/fact-tagger/index.ts';
import { loadWordPrior } from '../../src/engine/facts/index.ts';
import { loadPrototypes } from '../../src/engine/localizer/index.ts';
import { parseTaggerHead } from '../../src/engine/tagger/index.ts';

const model = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../models/${name}`, import.meta.url), 'utf8'));

/** The fact tagger always; the identifier tagger when `tagger` is set. */
export function recordingModels(options: { tagger?: boolean } = {}): { models: LearnedModels; encoded: string[]; tokenRuns: string[]; tokenCalls: string[][] } {
  const inner = createNodeEncoder('span', { threads: 1, cacheSize: 0 });
  const encoded: string[] = [];
  const tokenRuns: string[] = [];
  // each encodeTokens call's texts
  const tokenCalls: string[][] = [];
  const encoder: Encoder = {
    ...inner,
    encode: (texts) => (encoded.push(...texts), inner.encode(texts)),
    encodeTokens: (texts) => (tokenRuns.push(...texts), tokenCalls.push([...texts]), inner.encodeTokens(texts)),
  };
  const models: LearnedModels = {
    chunker: new TextChunker(),
    encoder,
    prototypes: loadPrototypes(model('prototypes.json')),
    prior: loadWordPrior(model('word-prior.json')),
    factTagger: parseFactTaggerHead(model('fact-tagger.json')),
    ...(options.tagger ? { tagger: parseTaggerHead(model('tagger.json')) } : {}),
  };
  return { models, encoded, tokenRuns, tokenCalls };
}

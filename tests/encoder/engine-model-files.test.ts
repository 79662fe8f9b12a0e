/**
 * The engine reads one encoder model: the span encoder serves the localizer (h) and the rewriter (g, its
 * `backbone` output). Everything it reads through the first dp-mode message is shipped in the extension
 * (scripts/vite-extension-assets.ts RUNTIME_MODEL_FILES), and the backbone-only use-lite.onnx is not read.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-web';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModels } from '../../scripts/build-models.ts';
import { RUNTIME_MODEL_FILES } from '../../scripts/vite-extension-assets.ts';
import { createEngine } from '../../src/engine/index.ts';
import { MODEL_FILES } from '../../src/engine/encoder/index.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('engine model files', () => {
  const reads: string[] = [];

  beforeAll(async () => {
    // The real span encoder needs the committed adapter; build:models rebuilds only what is stale.
    await buildModels({ log: () => undefined });
    ort.env.wasm.numThreads = 1;
    const engine = await createEngine({
      ort,
      executionProviders: ['wasm'],
      readModel: async (name) => {
        reads.push(name);
        for (const dir of ['models', 'models/generated']) {
          try {
            return new Uint8Array(await readFile(join(ROOT, dir, name)));
          } catch {
            // try the next folder
          }
        }
        throw new Error(`model file ${name} not found`);
      },
    });
    const text = 'I was diagnosed with tuberculosis last year and I owe $18,400 on my card.';
    const analysis = await engine.analyze(text);
    expect(analysis.spans.length).toBeGreaterThan(0);
    await engine.sanitize(text, analysis.spans, { mode: 'dp', epsilon: 20, seed: 7 });
  }, 300_000);

  it('reads the span encoder once and never the backbone-only model', () => {
    expect(reads.filter((n) => n === MODEL_FILES.span)).toHaveLength(1);
    expect(reads).not.toContain(MODEL_FILES.backbone);
  });

  it('reads only files the extension ships', () => {
    expect([...new Set(reads)].filter((n) => !RUNTIME_MODEL_FILES.includes(n))).toEqual([]);
    expect(reads).toEqual(expect.arrayContaining(['rewriter-policy.json', 'phrase-bank.json', 'rewriter-phrase-embeddings.json']));
  });
});

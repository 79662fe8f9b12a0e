/**
 * A message with code: its prose is about the code (issue 17). The localizer's spans found by meaning alone are a
 * word's technical sense there ("a default value"), as the fact stage's prior-only words are (real models).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-web';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModels } from '../../scripts/build-models.ts';
import { createEngine, type Engine } from '../../src/engine/index.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('prose around code (real models)', () => {
  let engine: Engine;
  beforeAll(async () => {
    await buildModels({ log: () => undefined });
    ort.env.wasm.numThreads = 1;
    engine = await createEngine({
      ort,
      executionProviders: ['wasm'],
      readModel: async (name) => {
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
  }, 300_000);

  it('finds no domain fact in the prose of a message with code', async () => {
    const text =
      'How do I read an env var in Go with a default value? Right now I have\n\n```go\napiKey := os.Getenv("API_KEY")\n```\n\nbut I want a fallback.';
    const analysis = await engine.analyze(text);
    expect(analysis.spans.filter((s) => ['medical', 'legal', 'financial'].includes(s.category)).map((s) => s.text)).toEqual([]);
  });
  it('still finds them in the same prose without code', async () => {
    const analysis = await engine.analyze('My mom was diagnosed with breast cancer and I owe $4,000 on my card.');
    expect(analysis.spans.some((s) => s.category === 'medical')).toBe(true);
    expect(analysis.spans.some((s) => s.category === 'financial')).toBe(true);
  });
});

import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import * as ort from 'onnxruntime-web';
import { describe, expect, it } from 'vitest';
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import { createEngine } from '../../src/engine/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const TEXT = 'I was diagnosed with tuberculosis last year and my email is dana@example.org.';

/** Model files as the CLI reads them, with some names made to fail, and a log of what was read. */
function reader(missing: readonly string[] = []): { read: (name: string) => Promise<Uint8Array>; names: string[] } {
  const names: string[] = [];
  return {
    names,
    read: async (name) => {
      names.push(name);
      if (missing.includes(name)) throw new Error(`model file '${name}' not found (test)`);
      for (const dir of ['models', 'models/generated']) {
        try {
          return new Uint8Array(await readFile(resolve(ROOT, dir, name)));
        } catch {
          // next folder
        }
      }
      throw new Error(`model file '${name}' not found`);
    },
  };
}

describe('engine loading (CLI)', () => {
  it('preloads the rewriter during engine creation, and dp output matches the lazily loaded rewriter', async () => {
    const eager = reader();
    const preloaded = await createEngine({ ort, executionProviders: ['wasm'], readModel: eager.read, preloadRewriter: true });
    expect(eager.names).toEqual(expect.arrayContaining(['phrase-bank.json', 'rewriter-policy.json', 'rewriter-phrase-embeddings.json']));
    const lazy = reader();
    const onDemand = await createEngine({ ort, executionProviders: ['wasm'], readModel: lazy.read });
    expect(lazy.names).not.toContain('phrase-bank.json');
    const a = await preloaded.analyze(TEXT);
    const b = await onDemand.analyze(TEXT);
    expect(a.spans).toEqual(b.spans);
    const options = { mode: 'dp' as const, epsilon: 20, seed: 11 };
    const x = await preloaded.sanitize(TEXT, a.spans, options);
    const y = await onDemand.sanitize(TEXT, b.spans, options);
    expect(lazy.names).toContain('phrase-bank.json');
    expect(x.sanitized).toBe(y.sanitized);
    expect(x.sanitized).not.toContain('tuberculosis');
  });

  it('a rewriter file that fails to load does not break engine creation; dp fails closed naming the file, other modes work', async () => {
    const broken = reader(['rewriter-policy.json']);
    const engine = await createEngine({ ort, executionProviders: ['wasm'], readModel: broken.read, preloadRewriter: true });
    const { spans } = await engine.analyze(TEXT);
    expect(spans.length).toBeGreaterThan(0);
    await expect(engine.sanitize(TEXT, spans, { mode: 'dp', epsilon: 20, seed: 1 })).rejects.toThrow(/rewriter-policy\.json/);
    const redacted = await engine.sanitize(TEXT, spans, { mode: 'redact', epsilon: 20 });
    expect(redacted.sanitized).not.toContain('dana@example.org');
  });

  it('createNodeEngine reads the committed and built models and sanitizes in dp mode', async () => {
    const engine = await createNodeEngine({ preloadRewriter: true });
    expect(engine.backend).toBe('onnx:wasm');
    const { spans } = await engine.analyze(TEXT);
    const out = await engine.sanitize(TEXT, spans, { mode: 'dp', epsilon: 20, seed: 3 });
    expect(out.sanitized).not.toContain('dana@example.org');
    expect(out.epsilon).toBeGreaterThan(0);
  });
});

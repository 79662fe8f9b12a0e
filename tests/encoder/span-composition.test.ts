/**
 * build:models composes backbone + adapter (docs/model-formats.md) into one ONNX model. Checked with a
 * tiny random adapter generated here: the composed model must equal adapter(g(x)) computed in plain
 * TypeScript from the backbone's own output.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModels } from '../../scripts/build-models.ts';
import { applyAdapter, parseAdapter, type SpanAdapter } from '../../scripts/convert-use/index.ts';
import { createNodeEncoder, spanEncoderUnavailable } from '../../src/cli/node-encoder.ts';
import { ensureModels } from './helpers.ts';
import { prng } from './prng.ts';

const TOLERANCE = 1e-5;

function randomLayer(rand: () => number, inDim: number, outDim: number, activation: string): Record<string, unknown> {
  const f32 = (n: number, scale: number): string => {
    const a = Float32Array.from({ length: n }, () => (rand() * 2 - 1) * scale);
    return Buffer.from(a.buffer).toString('base64');
  };
  return { inDim, outDim, activation, weight: f32(inDim * outDim, 1 / Math.sqrt(inDim)), bias: f32(outDim, 0.1) };
}

function fixtureAdapter(seed: number, residual: boolean): Record<string, unknown> {
  const rand = prng(seed);
  const layers = residual
    ? [randomLayer(rand, 512, 32, 'gelu_tanh'), randomLayer(rand, 32, 512, 'tanh')]
    : [randomLayer(rand, 512, 24, 'relu'), randomLayer(rand, 24, 16, 'none')];
  return { version: 1, inputDim: 512, layers, residual, l2Normalize: true };
}

describe('span encoder composition', () => {
  const dir = mkdtempSync(join(tmpdir(), 'promptveil-span-'));
  const texts = ['coughing up blood', 'my salary of 120k', '', 'a restraining order against my ex'];
  let backbone: Float32Array[];

  beforeAll(async () => {
    // Backbone vectors from the real build (the composition must not change g(·)).
    await ensureModels();
    const enc = createNodeEncoder('backbone');
    backbone = (await enc.encode(texts)).map((e) => e.vector);
    await enc.dispose();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const residual of [false, true]) {
    it(`matches adapter(g(x)) for a random ${residual ? 'residual gelu/tanh' : 'relu/linear'} adapter`, async () => {
      const json = fixtureAdapter(residual ? 7 : 3, residual);
      const adapterPath = join(dir, `adapter-${String(residual)}.json`);
      writeFileSync(adapterPath, JSON.stringify(json));
      const outDir = join(dir, 'out'); // shared: the second case reuses the backbone, rebuilds the span model
      // float32 weights: the composition itself is checked exactly (quantized-span.test.ts covers the int8 build).
      const first = await buildModels({ outDir, adapterPath, quantizeSpan: false, log: () => undefined });
      expect(first.span).toBe('built');
      const again = await buildModels({ outDir, adapterPath, quantizeSpan: false, log: () => undefined });
      expect(again).toMatchObject({ backbone: 'up-to-date', span: 'up-to-date', vocab: 'up-to-date' });
      if (residual) expect(first.backbone).toBe('up-to-date');

      const adapter: SpanAdapter = parseAdapter(json);
      const enc = createNodeEncoder('span', { dir: outDir });
      const got = await enc.encode(texts);
      await enc.dispose();
      got.forEach((e, i) => {
        const want = applyAdapter(adapter, backbone[i] ?? new Float32Array());
        expect(e.vector.length).toBe(want.length);
        let worst = 0;
        for (let k = 0; k < want.length; k++) worst = Math.max(worst, Math.abs((e.vector[k] ?? 0) - (want[k] ?? 0)));
        expect(worst).toBeLessThanOrEqual(TOLERANCE);
      });
    });
  }

  it('rejects a malformed adapter loudly', () => {
    expect(() => parseAdapter({ version: 1, inputDim: 512, layers: [{ inDim: 256, outDim: 8, activation: 'relu', weight: '', bias: '' }] })).toThrow(/inDim 256/);
    expect(() => parseAdapter({ ...fixtureAdapter(1, false), version: 2 })).toThrow(/version/);
    const bad = fixtureAdapter(1, false);
    (bad.layers as Record<string, unknown>[])[0]!.activation = 'swish';
    expect(() => parseAdapter(bad)).toThrow(/activation/);
  });

  it('without an adapter, removes a stale span encoder and explains why h(·) is unavailable', async () => {
    const outDir = join(dir, 'out');
    const missing = join(dir, 'no-such-adapter.json');
    expect(existsSync(join(outDir, 'span-encoder.onnx'))).toBe(true);
    const r = await buildModels({ outDir, adapterPath: missing, log: () => undefined });
    expect(r.span).toBe('skipped: no adapter');
    expect(existsSync(join(outDir, 'span-encoder.onnx'))).toBe(false);
    const why = spanEncoderUnavailable(outDir, missing);
    expect(why?.message).toMatch(/not trained yet/);
    expect(why?.message).toMatch(/span-encoder\.onnx/);
    expect(spanEncoderUnavailable(outDir, join(dir, 'adapter-false.json'))?.message).toMatch(/npm run build:models/);
  });
});

/**
 * The shipped span encoder stores its large weights as int8 (scripts/convert-use/quantize.ts). Built from the
 * committed adapter, over the backbone parity phrases, on onnxruntime-web WASM with the engine's session options:
 * - both outputs, h(·) and g(·), stay within cosine 0.99 of the float32 model (measured: h ≥ 0.9958, g ≥ 0.9978);
 * - the model file is under 30 % of the float32 one.
 * Detection and rewriting figures of the int8 model against the float32 one: docs/performance.md.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOnnxModel, loadTfGraph, parseAdapter, USE_LITE_DIR } from '../../scripts/convert-use/index.ts';
import { type Embedding, type Encoder } from '../../src/engine/encoder/index.ts';
import { cosine, ensureModels, spanEncoderOf } from './helpers.ts';

const ROOT = new URL('../../', import.meta.url);
const reference = JSON.parse(readFileSync(new URL('tests/fixtures/encoder/use-lite-reference.json', ROOT), 'utf8')) as { phrases: { text: string }[] };
const phrases = reference.phrases.map((p) => p.text);
const MIN_COSINE = 0.99;


describe('int8 span encoder', () => {
  const encoders: Encoder[] = [];
  let fp32Bytes = 0;
  let int8Bytes = 0;
  let fp32: Embedding[];
  let int8: Embedding[];

  beforeAll(async () => {
    ort.env.wasm.numThreads = 1;
    await ensureModels(); // the vocabulary
    const tf = await loadTfGraph(fileURLToPath(new URL(USE_LITE_DIR, ROOT)));
    const adapter = parseAdapter(JSON.parse(readFileSync(new URL('models/span-adapter.json', ROOT), 'utf8')));
    const full = buildOnnxModel(tf, adapter).bytes;
    const small = buildOnnxModel(tf, adapter, { quantize: true }).bytes;
    fp32Bytes = full.length;
    int8Bytes = small.length;
    const a = spanEncoderOf(full);
    const b = spanEncoderOf(small);
    encoders.push(a, b);
    fp32 = await a.encode(phrases);
    int8 = await b.encode(phrases);
  }, 300_000);

  afterAll(async () => {
    for (const e of encoders) await e.dispose();
  });

  it('is under 30 % of the float32 model', () => {
    expect(int8Bytes).toBeLessThan(0.3 * fp32Bytes);
  });

  it(`keeps h(·) and g(·) within cosine ${MIN_COSINE} of the float32 model on ${phrases.length} phrases`, () => {
    let worstH = 1;
    let worstG = 1;
    phrases.forEach((_, r) => {
      const [x, y] = [fp32[r], int8[r]];
      if (!x?.backbone || !y?.backbone) throw new Error(`phrase ${r}: no backbone output`);
      worstH = Math.min(worstH, cosine(x.vector, y.vector));
      worstG = Math.min(worstG, cosine(x.backbone, y.backbone));
    });
    console.info(`int8 vs float32 span encoder over ${phrases.length} phrases: worst cosine h ${worstH.toFixed(5)}, g ${worstG.toFixed(5)}`);
    expect(worstH).toBeGreaterThanOrEqual(MIN_COSINE);
    expect(worstG).toBeGreaterThanOrEqual(MIN_COSINE);
  });
});

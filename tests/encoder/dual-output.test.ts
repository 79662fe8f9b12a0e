/**
 * The span encoder exposes g(·) as a second output (`backbone`) so that the engine runs one session for the
 * localizer (h) and the rewriter (g). Over the backbone parity phrases, on onnxruntime-web WASM:
 * - its `backbone` output equals the backbone-only model (use-lite.onnx) within 1e-6;
 * - its `embedding` output (h) equals the single-output span model within 1e-6: adding the output changes nothing.
 * The adapter is a fixed random one made here (g does not depend on it, and h is compared model to model).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKBONE_DIM, BACKBONE_OUTPUT_NAME, buildOnnxModel, loadTfGraph, OUTPUT_NAME, parseAdapter, USE_LITE_DIR } from '../../scripts/convert-use/index.ts';
import { MODEL_OUTPUTS, type Embedding, type Encoder } from '../../src/engine/encoder/index.ts';
import { nodeEncoder, spanEncoderOf } from './helpers.ts';
import { prng } from './prng.ts';

/** Both outputs come from the same nodes on the same kernels, so they should agree to the bit; 1e-6 is the contract. */
const TOLERANCE = 1e-6;

const ROOT = new URL('../../', import.meta.url);
const reference = JSON.parse(readFileSync(new URL('tests/fixtures/encoder/use-lite-reference.json', ROOT), 'utf8')) as { phrases: { text: string }[] };
const phrases = reference.phrases.map((p) => p.text);

function fixtureAdapter(seed: number): unknown {
  const rand = prng(seed);
  const f32 = (n: number, scale: number): string =>
    Buffer.from(Float32Array.from({ length: n }, () => (rand() * 2 - 1) * scale).buffer).toString('base64');
  const layer = (inDim: number, outDim: number, activation: string): Record<string, unknown> => ({
    inDim,
    outDim,
    activation,
    weight: f32(inDim * outDim, 1 / Math.sqrt(inDim)),
    bias: f32(outDim, 0.1),
  });
  return { version: 1, inputDim: 512, layers: [layer(512, 64, 'relu'), layer(64, 32, 'none')], residual: false, l2Normalize: true };
}


function maxAbsDiff(a: Float32Array | undefined, b: Float32Array | undefined): number {
  if (!a || !b || a.length !== b.length) return Infinity;
  let worst = 0;
  for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs((a[i] ?? 0) - (b[i] ?? 0)));
  return worst;
}

describe('dual-output span encoder', () => {
  const encoders: Encoder[] = [];
  let dual: Encoder;
  let g: Embedding[];
  let hSingle: Embedding[];
  let both: Embedding[];

  beforeAll(async () => {
    ort.env.wasm.numThreads = 1;
    const backbone = await nodeEncoder('backbone'); // builds use-lite.onnx and the vocabulary when missing
    encoders.push(backbone);
    const tf = await loadTfGraph(fileURLToPath(new URL(USE_LITE_DIR, ROOT)));
    const adapter = parseAdapter(fixtureAdapter(11));
    dual = spanEncoderOf(buildOnnxModel(tf, adapter).bytes);
    const single = spanEncoderOf(buildOnnxModel(tf, adapter, { backboneOutput: false, tokensOutput: false }).bytes);
    encoders.push(dual, single);
    g = await backbone.encode(phrases);
    hSingle = await single.encode(phrases);
    both = await dual.encode(phrases);
  }, 300_000);

  afterAll(async () => {
    for (const e of encoders) await e.dispose();
  });

  it('shares its output names with the runtime', () => {
    expect(OUTPUT_NAME).toBe(MODEL_OUTPUTS.embedding);
    expect(BACKBONE_OUTPUT_NAME).toBe(MODEL_OUTPUTS.backbone);
  });

  it(`outputs g(·) equal to the backbone-only model within ${TOLERANCE} on ${phrases.length} parity phrases`, async () => {
    expect(await dual.hasBackbone()).toBe(true);
    let worst = 0;
    phrases.forEach((_, r) => {
      expect(both[r]?.backbone?.length).toBe(BACKBONE_DIM);
      worst = Math.max(worst, maxAbsDiff(both[r]?.backbone, g[r]?.vector));
    });
    console.info(`dual-output g vs use-lite.onnx over ${phrases.length} phrases: max|Δ| = ${worst.toExponential(2)}`);
    expect(worst).toBeLessThanOrEqual(TOLERANCE);
  });

  it(`leaves h(·) unchanged (within ${TOLERANCE} of the single-output span model)`, () => {
    let worst = 0;
    phrases.forEach((_, r) => {
      expect(both[r]?.vector.length).toBe(32);
      worst = Math.max(worst, maxAbsDiff(both[r]?.vector, hSingle[r]?.vector));
    });
    console.info(`dual-output h vs single-output span model: max|Δ| = ${worst.toExponential(2)}`);
    expect(worst).toBeLessThanOrEqual(TOLERANCE);
  });

  it('serves encodeBackbone from the cache filled by encode', async () => {
    const before = dual.stats();
    const vectors = await dual.encodeBackbone(phrases.slice(0, 20));
    expect(dual.stats().runs).toBe(before.runs);
    vectors.forEach((v, r) => expect(maxAbsDiff(v, g[r]?.vector)).toBeLessThanOrEqual(TOLERANCE));
  });
});

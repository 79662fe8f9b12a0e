/**
 * The span encoder's per-token output `tokens` (scripts/convert-use TOKENS_OUTPUT_NAME), read by the contextual head
 * (src/engine/context/):
 * - it is the original TF.js graph's own tensor (the residual stream the final pooling reads) at the real tokens:
 *   compared with `execute(inputs, thatTensor)` on TF.js, row by row and position by position, within 1e-5;
 * - the encoder hands each text its own tokens' states, whatever the batch (order and padding do not matter);
 * - it is contextual: the same word in two sentences gets different states;
 * - adding it leaves the other outputs unchanged (the shipped model's `embedding` equals a model built without it).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOnnxModel, loadTfGraph, parseAdapter, TOKENS_OUTPUT_NAME, USE_LITE_DIR } from '../../scripts/convert-use/index.ts';
import { loadTfjsUseLite } from '../../scripts/convert-use/tfjs-reference.ts';
import { type Encoder } from '../../src/engine/encoder/index.ts';
import { ensureModels, spanEncoderOf } from './helpers.ts';

const ROOT = new URL('../../', import.meta.url);
const SENTENCES = ['I was arrested last year for shoplifting.', 'what does arrested mean', 'my a1c was 8.1 and my doctor upped the metformin', 'ok'];


describe('per-token states (tokens output)', () => {
  let withTokens: Encoder;
  let withoutTokens: Encoder;
  let tfTensor: string;

  beforeAll(async () => {
    await ensureModels();
    const graph = await loadTfGraph(join(new URL(ROOT).pathname, USE_LITE_DIR));
    const adapter = parseAdapter(JSON.parse(await readFile(new URL('models/span-adapter.json', ROOT), 'utf8')));
    const built = buildOnnxModel(graph, adapter);
    if (built.tokenStatesTfTensor === undefined) throw new Error('no tokens output');
    tfTensor = built.tokenStatesTfTensor;
    withTokens = spanEncoderOf(built.bytes);
    withoutTokens = spanEncoderOf(buildOnnxModel(graph, adapter, { tokensOutput: false }).bytes);
  });
  afterAll(async () => {
    await withTokens.dispose();
    await withoutTokens.dispose();
  });

  it('equals the TF.js graph tensor at every real token', async () => {
    const states = await withTokens.encodeTokens(SENTENCES);
    // The reference runs the original graph on TF.js and reads the same tensor (all rows in one run, padded).
    await loadTfjsUseLite();
    const modelJson = JSON.parse(await readFile(new URL(`${USE_LITE_DIR}/model.json`, ROOT), 'utf8')) as {
      modelTopology: object;
      weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
    };
    const shards: Buffer[] = [];
    const specs: tf.io.WeightsManifestEntry[] = [];
    for (const g of modelJson.weightsManifest) {
      specs.push(...g.weights);
      for (const p of g.paths) shards.push(await readFile(new URL(`${USE_LITE_DIR}/${p}`, ROOT)));
    }
    const all = Buffer.concat(shards);
    const model = await tf.loadGraphModel(
      tf.io.fromMemory({ modelTopology: modelJson.modelTopology, weightSpecs: specs, weightData: all.buffer.slice(all.byteOffset, all.byteOffset + all.length) }),
    );
    const indices: number[] = [];
    const values: number[] = [];
    states.forEach((s, r) =>
      s.ids.forEach((id, p) => {
        indices.push(r, p);
        values.push(id);
      }),
    );
    const inputs = { indices: tf.tensor2d(indices, [values.length, 2], 'int32'), values: tf.tensor1d(values, 'int32') };
    const out = (await model.executeAsync(inputs, tfTensor)) as tf.Tensor;
    const [, len = 0, dim = 0] = out.shape;
    const grid = (await out.data()) as Float32Array;
    let worst = 0;
    let scale = 0;
    let compared = 0;
    states.forEach((s, r) => {
      expect(s.dim).toBe(dim);
      for (let p = 0; p < s.ids.length; p++) {
        for (let c = 0; c < dim; c++) {
          const a = s.states[p * dim + c] ?? NaN;
          const b = grid[(r * len + p) * dim + c] ?? NaN;
          worst = Math.max(worst, Math.abs(a - b));
          scale = Math.max(scale, Math.abs(b));
          compared++;
        }
      }
    });
    expect(compared).toBe(states.reduce((n, s) => n + s.ids.length, 0) * dim);
    // Float32 weights like TF.js (the shipped model is int8-quantized). The residual stream is not normalised (values
    // up to ~|scale|), so the bound is relative to the largest value: float32 rounding through 12 layers.
    console.log(`tokens vs TF.js: max |Δ| ${worst.toExponential(2)}, max |value| ${scale.toFixed(2)}`);
    expect(scale).toBeGreaterThan(0);
    expect(worst / scale).toBeLessThan(1e-6);
  });

  it('gives each text its own states, whatever the batch', async () => {
    const forward = await withTokens.encodeTokens(SENTENCES);
    const reversed = await withTokens.encodeTokens([...SENTENCES].reverse());
    const alone = await withTokens.encodeTokens([SENTENCES[1] ?? '']);
    forward.forEach((f, i) => {
      const r = reversed[SENTENCES.length - 1 - i];
      expect(r?.ids).toEqual(f.ids);
      let worst = 0;
      let scale = 0;
      f.states.forEach((v, k) => {
        worst = Math.max(worst, Math.abs(v - (r?.states[k] ?? NaN)));
        scale = Math.max(scale, Math.abs(v));
      });
      // Different batches pad and pack differently, so the sums round differently (relative 1e-6).
      expect(worst / scale).toBeLessThan(1e-6);
    });
    expect(Array.from(alone[0]?.states ?? []).every((v, k) => Math.abs(v - (forward[1]?.states[k] ?? NaN)) < 1e-3)).toBe(true);
  });

  it('is contextual: "arrested" differs between a confession and a definition question', async () => {
    const [a, b] = await withTokens.encodeTokens([SENTENCES[0] ?? '', SENTENCES[1] ?? '']);
    const stateOf = (s: typeof a, text: string): Float32Array => {
      const k = s?.starts.findIndex((st, i) => text.slice(st, s.ends[i]) === 'arrested') ?? -1;
      expect(k).toBeGreaterThanOrEqual(0);
      return s?.states.slice(k * (s.dim ?? 0), (k + 1) * (s.dim ?? 0)) ?? new Float32Array();
    };
    const x = stateOf(a, SENTENCES[0] ?? '');
    const y = stateOf(b, SENTENCES[1] ?? '');
    let diff = 0;
    x.forEach((v, k) => (diff = Math.max(diff, Math.abs(v - (y[k] ?? 0)))));
    console.log(`"arrested" in the two sentences: max |Δ| ${diff.toFixed(3)}`);
    expect(diff).toBeGreaterThan(0.05);
  });

  it('leaves the embedding output unchanged', async () => {
    const a = await withTokens.encode(SENTENCES);
    const b = await withoutTokens.encode(SENTENCES);
    a.forEach((e, i) => expect(Array.from(e.vector)).toEqual(Array.from(b[i]?.vector ?? [])));
    expect(TOKENS_OUTPUT_NAME).toBe('tokens');
  });
});

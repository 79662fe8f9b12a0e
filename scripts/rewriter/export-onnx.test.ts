import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as ort from 'onnxruntime-web';
import { describe, expect, it } from 'vitest';
import { headForward } from '../../src/engine/rewriter/policy.ts';
import type { HeadWeights, PolicyFile } from '../../src/engine/rewriter/policy.ts';
import { MODELS } from './data.ts';
import { headOnnx, weightsOf } from './export-onnx.ts';
import { SeededPrng } from './prng.ts';

const TOLERANCE_DIGITS = 5;

async function parity(w: HeadWeights, bytes: Uint8Array, seed: number): Promise<void> {
  ort.env.wasm.numThreads = 1;
  const session = await ort.InferenceSession.create(bytes, { executionProviders: ['wasm'] });
  const rng = new SeededPrng(seed);
  for (let k = 0; k < 3; k++) {
    const z = Float32Array.from({ length: w.dim }, () => rng.normal());
    const c = Float32Array.from({ length: w.dim }, () => rng.normal());
    const out = await session.run({ z: new ort.Tensor('float32', z, [1, w.dim]), c: new ort.Tensor('float32', c, [1, w.dim]) });
    const q = out.q!.data as Float32Array;
    const want = headForward(w, z, c).q;
    for (let i = 0; i < w.dim; i++) expect(q[i]).toBeCloseTo(want[i]!, TOLERANCE_DIGITS);
  }
}

describe('rewriter head ONNX export', () => {
  it('matches headForward on a random tiny head', async () => {
    const rng = new SeededPrng(5);
    const dim = 12;
    const hidden = 4;
    const w: HeadWeights = {
      dim,
      hidden,
      w1: Float32Array.from({ length: hidden * 2 * dim }, () => rng.normal() * 0.3),
      b1: Float32Array.from({ length: hidden }, () => rng.normal() * 0.1),
      w2: Float32Array.from({ length: dim * hidden }, () => rng.normal() * 0.3),
    };
    await parity(w, headOnnx(w), 6);
  });

  it.runIf(existsSync(path.join(MODELS, 'rewriter-head.onnx')))('the committed models/rewriter-head.onnx matches models/rewriter-policy.json', async () => {
    const file = JSON.parse(readFileSync(path.join(MODELS, 'rewriter-policy.json'), 'utf8')) as PolicyFile;
    await parity(weightsOf(file), new Uint8Array(readFileSync(path.join(MODELS, 'rewriter-head.onnx'))), 8);
  });
});

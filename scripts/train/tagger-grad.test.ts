import { readFileSync } from 'node:fs';
import wabtInit from 'wabt';
import { describe, expect, it } from 'vitest';
import type { TaggerHead } from '../../src/engine/tagger/head.ts';
import { Prng } from './prng.ts';
import { GRAD_WASM } from './tagger-grad.ts';
import { gradScratch, tagGradients } from './tagger.ts';
import { referenceGradients } from './tagger-reference.ts';

function randomHead(rng: Prng, dim: number, hidden: number, classes: number): TaggerHead {
  const r = (n: number, scale: number): Float32Array => Float32Array.from({ length: n }, () => rng.normal() * scale);
  return {
    dim,
    hidden,
    classes,
    mean: r(dim, 0.3),
    invStd: Float32Array.from({ length: dim }, () => 0.5 + Math.abs(rng.normal())),
    w1: r(hidden * dim, Math.sqrt(2 / dim)),
    b1: r(hidden, 0.1),
    w2: r(classes * hidden, Math.sqrt(1 / hidden)),
    b2: r(classes, 0.1),
    calA: 1,
    calB: 0,
    threshold: 0.5,
  };
}

const bits = (a: Float32Array): number[] => Array.from(new Uint32Array(a.buffer, a.byteOffset, a.length));

describe('tagGradients (the tagger trainer’s batch gradients)', () => {
  // dim 48: both WebAssembly kernels; 20: the forward kernel only (dim % 4 = 0); 18: JavaScript alone.
  for (const dim of [48, 20, 18]) {
    it(`equals the row-by-row reference bit for bit, batch after batch (dim ${dim}, kernels and JavaScript)`, () => {
      const rng = new Prng(dim);
      const hidden = 7;
      const classes = 9;
      const batch = 64;
      const heads = [randomHead(new Prng(1), dim, hidden, classes), randomHead(new Prng(1), dim, hidden, classes), randomHead(new Prng(1), dim, hidden, classes)];
      const [kernels, js, reference] = heads as [TaggerHead, TaggerHead, TaggerHead];
      const scratches = [gradScratch(kernels, batch), gradScratch(js, batch, false)];
      expect(scratches[0]?.gw1 !== undefined).toBe(dim % 16 === 0);
      const grads = [0, 1].map(() => [kernels.w1, kernels.b1, kernels.w2, kernels.b2].map((p) => new Float32Array(p.length).fill(Number.NaN)));
      const stats = [0, 1, 2].map(() => ({ loss: 0, weight: 0 }));
      for (const rows of [64, 64, 37, 64]) {
        const xs = Float32Array.from({ length: batch * dim }, () => rng.normal());
        const labels = Uint8Array.from({ length: batch }, () => (rng.next() < 0.6 ? 0 : 1 + rng.int(classes - 1)));
        const want = referenceGradients(reference, xs, labels, rows, 1.5, stats[2] as { loss: number; weight: number });
        [kernels, js].forEach((head, i) => tagGradients(head, xs, labels, rows, 1.5, grads[i] as Float32Array[], scratches[i] as ReturnType<typeof gradScratch>, stats[i] as { loss: number; weight: number }));
        for (const got of grads) want.forEach((g, k) => expect(bits(got[k] as Float32Array)).toEqual(bits(g)));
        // a step, so the next batch runs with other weights (the kernels copy them in on each call)
        heads.forEach((h) => [h.w1, h.b1, h.w2, h.b2].forEach((p, k) => p.forEach((v, i) => (p[i] = v - 0.5 * ((want[k] as Float32Array)[i] as number)))));
      }
      expect(stats[0]).toEqual(stats[2]);
      expect(stats[1]).toEqual(stats[2]);
      expect(stats[2]?.weight).toBeGreaterThan(0);
    });
  }
});

describe('the gradient kernel shipped as base64 is its source assembled', () => {
  it('tagger-grad.wat assembles (wabt, SIMD on) to exactly GRAD_WASM', async () => {
    const wabt = await wabtInit();
    const wat = readFileSync(new URL('./tagger-grad.wat', import.meta.url), 'utf8');
    const { buffer } = wabt.parseWat('tagger-grad.wat', wat, { simd: true }).toBinary({});
    expect(Buffer.from(buffer).toString('base64')).toBe(GRAD_WASM);
  });
});

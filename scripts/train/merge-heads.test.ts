import { describe, expect, it } from 'vitest';
import { tagLogits, type TaggerHead } from '../../src/engine/tagger/head.ts';
import { Prng } from './prng.ts';
import { mergeHeads } from './tagger.ts';

/** A random head of the given hidden size; every head built here standardises alike (the shared mean and invStd). */
function randomHead(rng: Prng, hidden: number, dim: number, classes: number, mean: Float32Array, invStd: Float32Array): TaggerHead {
  const r = (n: number): Float32Array => Float32Array.from({ length: n }, () => rng.normal());
  return { dim, hidden, classes, mean, invStd, w1: r(hidden * dim), b1: r(hidden), w2: r(classes * hidden), b2: r(classes), calA: 1, calB: 0, threshold: 0.5 };
}

describe('mergeHeads (an ensemble of token heads as one MLP)', () => {
  const dim = 12;
  const classes = 9;
  const rng = new Prng(7);
  const mean = Float32Array.from({ length: dim }, () => rng.normal());
  const invStd = Float32Array.from({ length: dim }, () => 0.5 + Math.abs(rng.normal()));
  const heads = [randomHead(rng, 5, dim, classes, mean, invStd), randomHead(rng, 3, dim, classes, mean, invStd), randomHead(rng, 4, dim, classes, mean, invStd)];
  const n = 7;
  const states = Float32Array.from({ length: n * dim }, () => rng.normal());

  it("gives each token the mean of the heads' logits", () => {
    const merged = mergeHeads(heads);
    expect(merged.hidden).toBe(12);
    const got = tagLogits(merged, states, n);
    const each = heads.map((h) => tagLogits(h, states, n));
    for (let i = 0; i < n * classes; i++) {
      const want = each.reduce((a, l) => a + (l[i] as number), 0) / heads.length;
      expect(got[i]).toBeCloseTo(want, 4);
    }
  });

  it('is the head itself for one head', () => {
    const one = mergeHeads([heads[0] as TaggerHead]);
    expect(Array.from(tagLogits(one, states, n))).toEqual(Array.from(tagLogits(heads[0] as TaggerHead, states, n)));
  });

  it('folds each standardisation into its first layer when the heads standardise differently', () => {
    const other = randomHead(rng, 2, dim, classes, Float32Array.from(mean, (v) => v + 1), Float32Array.from(invStd, (v) => v * 2));
    const pair = [heads[0] as TaggerHead, other];
    const merged = mergeHeads(pair);
    expect(Array.from(merged.mean)).toEqual(new Array(dim).fill(0));
    expect(Array.from(merged.invStd)).toEqual(new Array(dim).fill(1));
    const got = tagLogits(merged, states, n);
    const each = pair.map((h) => tagLogits(h, states, n));
    for (let i = 0; i < n * classes; i++) expect(got[i]).toBeCloseTo(((each[0]?.[i] as number) + (each[1]?.[i] as number)) / 2, 3);
  });

  it('refuses heads that read different inputs', () => {
    const narrow = randomHead(rng, 2, dim, 5, mean, invStd);
    expect(() => mergeHeads([heads[0] as TaggerHead, narrow])).toThrow(/shape/);
    expect(() => mergeHeads([])).toThrow(/no heads/);
  });
});

describe('pooled input rows (session 34): each token beside its window’s mean state', () => {
  it('training rows equal what the analysis builds from the same window', async () => {
    const { contextRows } = await import('./tagger.ts');
    const { headInput } = await import('../../src/engine/tagger/head.ts');
    // two windows (examples 0 and 1), dim 2
    const set = { x: Float32Array.from([1, 2, 3, 4, 10, 20]), y: new Uint8Array(3), example: Int32Array.from([0, 0, 1]), starts: new Int32Array(3), ends: new Int32Array(3), n: 3, dim: 2 };
    const rows = contextRows(set, 0, true);
    expect(Array.from(rows)).toEqual([1, 2, 2, 3, 3, 4, 2, 3, 10, 20, 10, 20]);
    const head = { dim: 4, pooled: true } as TaggerHead;
    expect(Array.from(headInput(head, Float32Array.from([1, 2, 3, 4]), 2))).toEqual(Array.from(rows.subarray(0, 8)));
    expect(contextRows(set, 0)).toBe(set.x);
  });
});

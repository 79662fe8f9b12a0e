import { describe, expect, it } from 'vitest';
import { tagLogits, type TaggerHead } from '../../src/engine/tagger/head.ts';
import { parseWithOption } from './fact-tagger.ts';
import { Prng } from './prng.ts';
import { DEFAULT_TRAIN, mergeHeads, trainEnsemble, type TagTokenSet } from './tagger.ts';

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

  it('counts a merged head as its members when weighted by their number (session 39: the pair and a third head)', () => {
    const [a, b, c] = heads as [TaggerHead, TaggerHead, TaggerHead];
    const pair = mergeHeads([a, b]);
    const three = mergeHeads([pair, c], [2, 1]);
    const equal = mergeHeads([a, b, c]);
    // The same hidden units in the same order; the output layer and bias agree to float rounding.
    expect(three.hidden).toBe(equal.hidden);
    expect(Array.from(three.w1)).toEqual(Array.from(equal.w1));
    expect(Array.from(three.b1)).toEqual(Array.from(equal.b1));
    for (let i = 0; i < equal.w2.length; i++) expect(three.w2[i]).toBeCloseTo(equal.w2[i] as number, 6);
    for (let i = 0; i < classes; i++) expect(three.b2[i]).toBeCloseTo(equal.b2[i] as number, 6);
    const got = tagLogits(three, states, n);
    const each = [a, b, c].map((h) => tagLogits(h, states, n));
    for (let i = 0; i < n * classes; i++) expect(got[i]).toBeCloseTo(each.reduce((s, l) => s + (l[i] as number), 0) / 3, 4);
    // Unweighted, the pair would count as one head: the third head would weigh a half, not a third.
    const unweighted = tagLogits(mergeHeads([pair, c]), states, n);
    const off = Array.from(unweighted).reduce((m, v, i) => Math.max(m, Math.abs(v - (got[i] as number))), 0);
    expect(off).toBeGreaterThan(0.01);
  });

  it('weighs each head by its share of the weights', () => {
    const [a, b] = heads as [TaggerHead, TaggerHead];
    const got = tagLogits(mergeHeads([a, b], [1, 3]), states, n);
    const la = tagLogits(a, states, n);
    const lb = tagLogits(b, states, n);
    for (let i = 0; i < n * classes; i++) expect(got[i]).toBeCloseTo(0.25 * (la[i] as number) + 0.75 * (lb[i] as number), 4);
  });

  it('gives the same bits for equal weights as for none', () => {
    const plain = mergeHeads(heads);
    const weighted = mergeHeads(heads, [3, 3, 3]);
    expect(Array.from(weighted.w2)).toEqual(Array.from(plain.w2));
    expect(Array.from(weighted.b2)).toEqual(Array.from(plain.b2));
    expect(Array.from(weighted.w1)).toEqual(Array.from(plain.w1));
  });

  it('refuses weights that are not one positive number per head', () => {
    expect(() => mergeHeads(heads, [1, 1])).toThrow(/3 heads/);
    expect(() => mergeHeads(heads, [1, 0, 1])).toThrow(/positive/);
    expect(() => mergeHeads(heads, [1, -1, 1])).toThrow(/positive/);
    expect(() => mergeHeads(heads, [1, Number.NaN, 1])).toThrow(/positive/);
  });

  it('trainEnsemble merges heads trained before as their members, and with --ensemble 0 trains nothing', () => {
    const [a, b, c] = heads as [TaggerHead, TaggerHead, TaggerHead];
    const pair = mergeHeads([a, b]);
    // No token set is read when nothing is trained.
    const empty: TagTokenSet = { x: new Float32Array(0), y: new Uint8Array(0), example: new Int32Array(0), starts: new Int32Array(0), ends: new Int32Array(0), n: 0, dim };
    const merged = trainEnsemble(empty, DEFAULT_TRAIN, 0, 1, () => undefined, classes, [pair, c], [2]);
    expect(Array.from(merged.w2)).toEqual(Array.from(mergeHeads([pair, c], [2, 1]).w2));
    expect(Array.from(merged.b2)).toEqual(Array.from(mergeHeads([pair, c], [2, 1]).b2));
    // One head given alone is returned as it is; no heads at all is an error.
    expect(trainEnsemble(empty, DEFAULT_TRAIN, 0, 1, () => undefined, classes, [pair], [2])).toBe(pair);
    expect(() => trainEnsemble(empty, DEFAULT_TRAIN, 0, 1, () => undefined, classes)).toThrow(/≥ 1/);
    expect(() => trainEnsemble(empty, DEFAULT_TRAIN, 0, 1, () => undefined, classes, [pair], [2, 1])).toThrow(/member counts/);
  });

  it('refuses heads that read different inputs', () => {
    const narrow = randomHead(rng, 2, dim, 5, mean, invStd);
    expect(() => mergeHeads([heads[0] as TaggerHead, narrow])).toThrow(/shape/);
    expect(() => mergeHeads([])).toThrow(/no heads/);
  });
});

describe("the fact tagger trainer's --with FILE[:M]", () => {
  it('reads each file and how many heads it averages (default 1)', () => {
    expect(parseWithOption('')).toEqual([]);
    expect(parseWithOption('models/fact-tagger.json:2,/tmp/h7/fact-tagger.json')).toEqual([
      { file: 'models/fact-tagger.json', members: 2 },
      { file: '/tmp/h7/fact-tagger.json', members: 1 },
    ]);
    expect(parseWithOption('a.json:1,b.json:12')).toEqual([
      { file: 'a.json', members: 1 },
      { file: 'b.json', members: 12 },
    ]);
  });

  it('refuses a count below one and an entry without a file', () => {
    expect(() => parseWithOption('a.json:0')).toThrow(/whole number/);
    expect(() => parseWithOption(':2')).toThrow(/no file/);
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

import { describe, expect, it } from 'vitest';
import { calibrate, decodeSpans, frozenHeadLogits, headInput, parseTaggerHead, serializeTaggerHead, tagLogits, tagProbabilities, TAG_CLASSES, type TaggerHead } from './head.ts';

/** dim 2, hidden 2, by hand. */
function smallHead(): TaggerHead {
  return {
    dim: 2,
    hidden: 2,
    classes: TAG_CLASSES,
    mean: Float32Array.from([1, -1]),
    invStd: Float32Array.from([0.5, 2]),
    w1: Float32Array.from([1, -1, -0.5, 2]),
    b1: Float32Array.from([0.1, -0.3]),
    w2: Float32Array.from({ length: TAG_CLASSES * 2 }, (_, i) => ((i * 7) % 5) / 5 - 0.4),
    b2: Float32Array.from({ length: TAG_CLASSES }, (_, k) => k / 10),
    calA: 1.2,
    calB: -0.3,
    threshold: 0.5,
  };
}

/** The same MLP written out for one token. */
function reference(h: TaggerHead, x: readonly number[]): number[] {
  const s = x.map((v, c) => (v - (h.mean[c] ?? 0)) * (h.invStd[c] ?? 1));
  const a = Array.from({ length: h.hidden }, (_, k) => Math.max(0, (h.b1[k] ?? 0) + s.reduce((acc, v, c) => acc + (h.w1[k * h.dim + c] ?? 0) * v, 0)));
  return Array.from({ length: h.classes }, (_, k) => (h.b2[k] ?? 0) + a.reduce((acc, v, j) => acc + (h.w2[k * h.hidden + j] ?? 0) * v, 0));
}

/** Probabilities that put `p` on one class per token. */
function oneHot(classes: readonly number[], p = 0.9): Float32Array {
  const out = new Float32Array(classes.length * TAG_CLASSES).fill((1 - p) / (TAG_CLASSES - 1));
  classes.forEach((c, t) => (out[t * TAG_CLASSES + c] = p));
  return out;
}

describe('tagger head', () => {
  it('computes standardise → ReLU layer → class logits per token, and softmax probabilities', () => {
    const h = smallHead();
    const tokens = [
      [3, 1],
      [-1, 2],
      [0, -4],
    ];
    const z = tagLogits(h, Float32Array.from(tokens.flat()), tokens.length);
    expect(z.length).toBe(tokens.length * TAG_CLASSES);
    tokens.forEach((x, t) => reference(h, x).forEach((v, k) => expect(z[t * TAG_CLASSES + k]).toBeCloseTo(v, 5)));
    const p = tagProbabilities(h, Float32Array.from(tokens.flat()), tokens.length);
    for (let t = 0; t < tokens.length; t++) {
      const row = Array.from(p.subarray(t * TAG_CLASSES, (t + 1) * TAG_CLASSES));
      expect(row.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 5);
      expect(row.every((v) => v > 0)).toBe(true);
    }
  });

  it('frozenHeadLogits gives the bits of tagLogits over headInput: the token alone, with neighbours, pooled', () => {
    let seed = 5;
    const rand = (): number => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
    const d = 8;
    const bits = (a: Float32Array): number[] => Array.from(new Uint32Array(a.buffer, a.byteOffset, a.length));
    for (const [context, pooled] of [
      [0, false],
      [1, false],
      [2, false],
      [1, true],
    ] as const) {
      const dim = (2 * context + 1 + (pooled ? 1 : 0)) * d;
      const head: TaggerHead = {
        dim,
        hidden: 7,
        classes: TAG_CLASSES,
        mean: Float32Array.from({ length: dim }, rand),
        invStd: Float32Array.from({ length: dim }, () => 1 + rand() / 2),
        w1: Float32Array.from({ length: 7 * dim }, rand),
        b1: Float32Array.from({ length: 7 }, rand),
        w2: Float32Array.from({ length: TAG_CLASSES * 7 }, rand),
        b2: Float32Array.from({ length: TAG_CLASSES }, rand),
        calA: 1,
        calB: 0,
        threshold: 0.5,
        ...(context ? { context } : {}),
        ...(pooled ? { pooled } : {}),
      };
      for (const n of [0, 1, 2, 5, 12]) {
        const states = Float32Array.from({ length: n * d }, () => 3 * rand());
        const counted = (k: number): boolean => k % 3 !== 1;
        expect(bits(frozenHeadLogits(head, states, n, counted))).toEqual(bits(tagLogits(head, headInput(head, states, n, counted), n)));
      }
    }
  });

  it('round-trips through its JSON file and refuses a broken one', () => {
    const h = smallHead();
    const file = serializeTaggerHead(h);
    const back = parseTaggerHead(JSON.parse(JSON.stringify(file)));
    expect(Array.from(back.w2)).toEqual(Array.from(h.w2));
    expect(back.calA).toBe(h.calA);
    expect(() => parseTaggerHead({ ...file, hidden: 3 })).toThrow(/w1 has 4 values, expected 6/);
    expect(() => parseTaggerHead({ ...file, w2: file.w2.slice(0, -8) })).toThrow(/w2/);
    expect(() => parseTaggerHead({ ...file, types: ['person'] })).toThrow(/types/);
    expect(() => parseTaggerHead({ ...file, calA: undefined })).toThrow(/calA/);
    // A NaN weight (a corrupted float) must not load.
    const nan = { ...h, b1: Float32Array.from([Number.NaN, 0]) };
    expect(() => parseTaggerHead(JSON.parse(JSON.stringify(serializeTaggerHead(nan))))).toThrow(/not finite/);
  });

  it('decodes BIO labels into word spans with calibrated scores', () => {
    const h = smallHead();
    const text = 'ask Ngozi Okafor at Brightwater Logistics, ok';
    // Tokens: ask | Ng | ozi | Okafor | at | Bright | water | Logistics | , | ok
    const pieces: [number, number][] = [
      [0, 3],
      [4, 6],
      [6, 9],
      [10, 16],
      [17, 19],
      [20, 26],
      [26, 31],
      [32, 41],
      [41, 42],
      [43, 45],
    ];
    // O, B-person, I-person, I-person, O, B-org, I-org, I-org, O, O
    const probs = oneHot([0, 1, 2, 2, 0, 3, 4, 4, 0, 0]);
    const spans = decodeSpans(h, text, probs, pieces.map((p) => p[0]), pieces.map((p) => p[1]));
    expect(spans.map((s) => [text.slice(s.start, s.end), s.type])).toEqual([
      ['Ngozi Okafor', 'person'],
      ['Brightwater Logistics', 'organization'],
    ]);
    expect(spans[0]?.raw).toBeCloseTo(0.9 + 0.01, 5);
    expect(spans[0]?.score).toBeCloseTo(calibrate(h, 0.91), 6);
    // One odd token neither splits nor retypes a span: the type is the span's summed vote.
    const mixed = decodeSpans(h, text, oneHot([0, 1, 2, 2, 0, 3, 6, 4, 0, 0]), pieces.map((p) => p[0]), pieces.map((p) => p[1]));
    expect(mixed.map((s) => [text.slice(s.start, s.end), s.type])).toEqual([
      ['Ngozi Okafor', 'person'],
      ['Brightwater Logistics', 'organization'],
    ]);
    // A B in the middle of a run starts a new span; an I with no open span opens one; a piece of a word labels the word.
    const two = decodeSpans(h, text, oneHot([0, 1, 2, 1, 0, 0, 6, 0, 0, 0]), pieces.map((p) => p[0]), pieces.map((p) => p[1]));
    expect(two.map((s) => [text.slice(s.start, s.end), s.type])).toEqual([
      ['Ngozi', 'person'],
      ['Okafor', 'person'],
      ['Brightwater', 'location'],
    ]);
  });

  it('calibrates monotonically', () => {
    const h = smallHead();
    expect(calibrate(h, 0.9)).toBeGreaterThan(calibrate(h, 0.6));
    expect(calibrate({ calA: 1, calB: 0 }, 0.7)).toBeCloseTo(0.7, 6);
  });
});

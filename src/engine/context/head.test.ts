import { describe, expect, it } from 'vitest';
import type { Encoder, TokenStates } from '../encoder/index.ts';
import { contextGate } from './gate.ts';
import { parseContextHead, serializeContextHead, spanScore, tokenLogits, tokenProbabilities, type ContextHead } from './head.ts';

/** dim 3, hidden 2, by hand. */
function smallHead(): ContextHead {
  return {
    dim: 3,
    hidden: 2,
    mean: Float32Array.from([1, 0, -1]),
    invStd: Float32Array.from([0.5, 1, 2]),
    w1: Float32Array.from([1, -1, 0.5, -2, 0, 1]),
    b1: Float32Array.from([0.1, -0.2]),
    w2: Float32Array.from([1.5, -0.5]),
    b2: 0.25,
    threshold: 0.5,
  };
}

/** The same MLP written out for one token. */
function reference(h: ContextHead, x: readonly number[]): number {
  const s = x.map((v, c) => (v - (h.mean[c] ?? 0)) * (h.invStd[c] ?? 1));
  let z = h.b2;
  for (let k = 0; k < h.hidden; k++) {
    let a = h.b1[k] ?? 0;
    for (let c = 0; c < h.dim; c++) a += (h.w1[k * h.dim + c] ?? 0) * (s[c] ?? 0);
    z += (h.w2[k] ?? 0) * Math.max(0, a);
  }
  return z;
}

describe('context head', () => {
  it('computes standardise → ReLU layer → logit per token', () => {
    const h = smallHead();
    const tokens = [
      [3, 1, 0],
      [-1, 2, -2],
      [1, 0, -1],
    ];
    const z = tokenLogits(h, Float32Array.from(tokens.flat()), tokens.length);
    tokens.forEach((x, t) => expect(z[t]).toBeCloseTo(reference(h, x), 5));
    // Token 1 has a hidden unit below zero: a missing ReLU would change its logit.
    expect(z[1]).not.toBeCloseTo(0.25 + 1.5 * (0.1 + (-1 - 1) * 0.5 * 1 + -1 * 2 + 0.5 * (-2 + 1) * 2) - 0.5 * 1, 3);
    const p = tokenProbabilities(h, Float32Array.from(tokens.flat()), tokens.length);
    expect(p[0]).toBeCloseTo(1 / (1 + Math.exp(-(z[0] ?? 0))), 6);
  });

  it('round-trips through its JSON file', () => {
    const h = smallHead();
    const back = parseContextHead(JSON.parse(JSON.stringify(serializeContextHead(h))));
    expect(Array.from(back.w1)).toEqual(Array.from(h.w1));
    expect(Array.from(back.invStd)).toEqual(Array.from(h.invStd));
    expect(back.b2).toBe(h.b2);
    expect(() => parseContextHead({ ...serializeContextHead(h), hidden: 3 })).toThrow(/w1 has 6 values, expected 9/);
  });

  it('scores a span by its best overlapping token and leaves unscored spans undefined', () => {
    const p = Float32Array.from([0.1, 0.9, 0.3, 0.99]);
    const starts = [0, 2, 9, 20];
    const ends = [1, 8, 12, 20]; // the last token is a bare separator (empty range)
    expect(spanScore(p, starts, ends, 2, 8)).toBeCloseTo(0.9);
    expect(spanScore(p, starts, ends, 7, 10)).toBeCloseTo(0.9);
    expect(spanScore(p, starts, ends, 9, 30)).toBeCloseTo(0.3);
    expect(spanScore(p, starts, ends, 13, 19)).toBeUndefined();
  });

  it('gates spans sentence by sentence and keeps spans it cannot score', async () => {
    // One state coordinate: 5 for a private token, -5 otherwise; the head reads it directly.
    const head: ContextHead = { dim: 1, hidden: 1, mean: Float32Array.of(0), invStd: Float32Array.of(1), w1: Float32Array.of(1), b1: Float32Array.of(0), w2: Float32Array.of(1), b2: -1, threshold: 0.5 };
    const text = 'i was arrested. what does arrested mean. ' + 'x'.repeat(10);
    const fake = {
      encodeTokens: (texts: readonly string[]): Promise<TokenStates[]> =>
        Promise.resolve(
          texts.map((t) => {
            const words = [...t.matchAll(/\S+/g)];
            const personal = t.startsWith('i ');
            return {
              ids: words.map(() => 7),
              starts: words.map((m) => m.index),
              ends: words.map((m) => m.index + m[0].length),
              states: Float32Array.from(words, () => (personal ? 5 : -5)),
              dim: 1,
              truncated: false,
            };
          }),
        ),
    } as unknown as Encoder;
    const sentences = [
      { start: 0, end: 15 },
      { start: 16, end: 40 },
    ];
    const a = { start: 6, end: 14, id: 'personal' };
    const b = { start: 26, end: 34, id: 'general' };
    const c = { start: 41, end: 51, id: 'outside every sentence' };
    const { kept, scores } = await contextGate(text, [a, b, c], sentences, fake, head);
    expect(kept.map((s) => s.id)).toEqual(['personal', 'outside every sentence']);
    expect(scores[0]).toBeGreaterThan(0.98);
    expect(scores[1]).toBeLessThan(0.3);
    expect(scores[2]).toBeUndefined();
  });
});

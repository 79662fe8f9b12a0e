import { describe, expect, it } from 'vitest';
import { tokenMlpLogits, withContext } from './token-mlp.ts';

describe('withContext: each token beside its neighbours', () => {
  it('puts rows t−c … t+c side by side, zeros past the ends', () => {
    // three tokens of dim 2: [1,1], [2,2], [3,3]
    const states = Float32Array.from([1, 1, 2, 2, 3, 3]);
    expect(Array.from(withContext(states, 3, 2, 1))).toEqual([0, 0, 1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3, 0, 0]);
    expect(Array.from(withContext(states, 3, 2, 0))).toEqual([1, 1, 2, 2, 3, 3]);
  });
  it('reads no state beyond the n tokens it is given', () => {
    const states = Float32Array.from([1, 9, 9]);
    expect(Array.from(withContext(states, 1, 1, 2))).toEqual([0, 0, 1, 0, 0]);
  });
});

describe('tokenMlpLogits', () => {
  // A seeded head of a width that is no multiple of four, over an odd number of tokens (the last one unpaired).
  let seed = 7;
  const rand = (): number => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
  const dim = 10;
  const hidden = 5;
  const outputs = 3;
  const head = {
    dim,
    hidden,
    outputs,
    mean: Float32Array.from({ length: dim }, rand),
    invStd: Float32Array.from({ length: dim }, () => 1 + rand() / 2),
    w1: Float32Array.from({ length: hidden * dim }, rand),
    b1: Float32Array.from({ length: hidden }, rand),
    w2: Float32Array.from({ length: outputs * hidden }, rand),
    b2: Float32Array.from({ length: outputs }, rand),
  };
  const n = 7;
  const states = Float32Array.from({ length: n * dim }, rand);

  it('gives each token the logits of the MLP applied to that token alone', () => {
    const hiddenOut = new Float32Array(n * hidden);
    const logits = tokenMlpLogits(head, states, n, hiddenOut);
    for (let t = 0; t < n; t++) {
      // reference: standardise, one ReLU layer, linear outputs, in float64 from the float32 weights
      const x = Array.from({ length: dim }, (_, c) => ((states[t * dim + c] ?? 0) - (head.mean[c] ?? 0)) * (head.invStd[c] ?? 0));
      const a = Array.from({ length: hidden }, (_, h) => Math.max(0, x.reduce((s, v, c) => s + (head.w1[h * dim + c] ?? 0) * v, head.b1[h] ?? 0)));
      for (let h = 0; h < hidden; h++) expect(hiddenOut[t * hidden + h]).toBeCloseTo(a[h] ?? NaN, 5);
      for (let k = 0; k < outputs; k++) expect(logits[t * outputs + k]).toBeCloseTo(a.reduce((s, v, h) => s + (head.w2[k * hidden + h] ?? 0) * v, head.b2[k] ?? 0), 5);
    }
  });

  it('does not depend on which tokens share a pass: each token alone gives the same bits', () => {
    const together = tokenMlpLogits(head, states, n);
    for (let t = 0; t < n; t++) {
      const alone = tokenMlpLogits(head, states.slice(t * dim, (t + 1) * dim), 1);
      expect(Array.from(together.subarray(t * outputs, (t + 1) * outputs))).toEqual(Array.from(alone));
    }
  });
});

import { readFileSync } from 'node:fs';
import wabtInit from 'wabt';
import { describe, expect, it } from 'vitest';
import { frozenTokenMlpLogits, hasMlpKernel, KERNEL_WASM, tokenMlpLogits, trainingTokenMlp, withContext } from './token-mlp.ts';

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

/** A seeded generator of values in [−1, 1) (a linear congruential sequence). */
function seeded(seed: number): () => number {
  return () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
}
/** A head of random weights drawn from `rand` (mean, spread, layers in that order); `bias1` draws the hidden biases. */
function randomHead(rand: () => number, dim: number, hidden: number, outputs: number, bias1: (h: number) => number = rand) {
  return {
    dim,
    hidden,
    outputs,
    mean: Float32Array.from({ length: dim }, rand),
    invStd: Float32Array.from({ length: dim }, () => 1 + rand() / 2),
    w1: Float32Array.from({ length: hidden * dim }, rand),
    b1: Float32Array.from({ length: hidden }, (_, h) => bias1(h)),
    w2: Float32Array.from({ length: outputs * hidden }, rand),
    b2: Float32Array.from({ length: outputs }, rand),
  };
}

describe('tokenMlpLogits', () => {
  // A seeded head of a width that is no multiple of four, over an odd number of tokens (the last one unpaired).
  const rand = seeded(7);
  const dim = 10;
  const hidden = 5;
  const outputs = 3;
  const head = randomHead(rand, dim, hidden, outputs);
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

describe('frozenTokenMlpLogits: the WebAssembly kernel', () => {
  const rand = seeded(11);
  // some units always off, some always on: ReLU's both sides
  const headOf = (dim: number, hidden: number, outputs: number) =>
    randomHead(rand, dim, hidden, outputs, (h) => (h % 3 === 0 ? -50 : h % 3 === 1 ? 50 : rand()));
  const bits = (a: Float32Array): number[] => Array.from(new Uint32Array(a.buffer, a.byteOffset, a.length));

  it('runs in this runtime (Node has WebAssembly SIMD), so the tests below compare the kernel', () => {
    expect(hasMlpKernel()).toBe(true);
  });

  it('gives the bits of tokenMlpLogits for every block size (1 to 9 tokens: full blocks of four and a remainder)', () => {
    for (const [dim, hidden, outputs] of [
      [12, 5, 3],
      [512, 32, 11],
      [64, 48, 9],
    ] as const) {
      const head = headOf(dim, hidden, outputs);
      for (let n = 0; n <= 9; n++) {
        const states = Float32Array.from({ length: n * dim }, rand);
        expect(bits(frozenTokenMlpLogits(head, states, n))).toEqual(bits(tokenMlpLogits(head, states, n)));
      }
    }
  });

  it('keeps one kernel per head: two heads used in turn each give their own logits', () => {
    const a = headOf(16, 6, 3);
    const b = headOf(16, 6, 3);
    const states = Float32Array.from({ length: 5 * 16 }, rand);
    for (let round = 0; round < 2; round++) {
      expect(bits(frozenTokenMlpLogits(a, states, 5))).toEqual(bits(tokenMlpLogits(a, states, 5)));
      expect(bits(frozenTokenMlpLogits(b, states, 5))).toEqual(bits(tokenMlpLogits(b, states, 5)));
    }
    // the same w1 with other biases (a merged or re-read head) is another kernel
    const c = { ...a, b1: Float32Array.from(a.b1, (v) => v + 1) };
    expect(bits(frozenTokenMlpLogits(c, states, 5))).toEqual(bits(tokenMlpLogits(c, states, 5)));
    // and with another standardisation
    const d = { ...a, mean: Float32Array.from(a.mean, (v) => v / 2), invStd: Float32Array.from(a.invStd, (v) => v * 3) };
    expect(bits(frozenTokenMlpLogits(d, states, 5))).toEqual(bits(tokenMlpLogits(d, states, 5)));
    expect(bits(frozenTokenMlpLogits(a, states, 5))).toEqual(bits(tokenMlpLogits(a, states, 5)));
  });

  it('falls back to the JavaScript loop for a width that is no multiple of four', () => {
    const head = headOf(10, 5, 3);
    const states = Float32Array.from({ length: 7 * 10 }, rand);
    expect(bits(frozenTokenMlpLogits(head, states, 7))).toEqual(bits(tokenMlpLogits(head, states, 7)));
    // and for a head with neighbours (three states of 10)
    const wide = headOf(30, 5, 3);
    expect(bits(frozenTokenMlpLogits(wide, states, 7, 'head', 1))).toEqual(bits(tokenMlpLogits(wide, withContext(states, 7, 10, 1), 7)));
  });

  it('reads a head with neighbours in place: the bits of tokenMlpLogits over withContext rows (1 to 9 tokens, one or two a side)', () => {
    for (const [d, context, hidden, outputs] of [
      [4, 1, 5, 3],
      [8, 1, 6, 9],
      [12, 2, 7, 9],
      [512, 1, 9, 9],
    ] as const) {
      const head = headOf((2 * context + 1) * d, hidden, outputs);
      for (let n = 0; n <= 9; n++) {
        const states = Float32Array.from({ length: n * d }, () => 4 * rand());
        expect(bits(frozenTokenMlpLogits(head, states, n, 'head', context))).toEqual(bits(tokenMlpLogits(head, withContext(states, n, d, context), n)));
      }
    }
  });

  it("gives the fact tagger's shape (96 units on three states of 512) the same bits on a long window, then on a short one", () => {
    // 200 tokens grow the kernel's memory past its first page; the shorter window after it reads only its own rows
    const head = headOf(1536, 96, 9);
    for (const n of [200, 3, 128]) {
      const states = Float32Array.from({ length: n * 512 }, () => 6 * rand());
      expect(bits(frozenTokenMlpLogits(head, states, n, 'head', 1))).toEqual(bits(tokenMlpLogits(head, withContext(states, n, 512, 1), n)));
    }
  });

  it('matches the straightforward loop on states with zeros, signed zeros, tiny and huge values', () => {
    const pool = [0, -0, 1e30, -1e30, 3.5, -2.25, 1e-30, 2 ** -140];
    const odd = (length: number): Float32Array => Float32Array.from({ length }, (_, i) => (i % 3 === 0 ? (pool[i % pool.length] as number) : rand()));
    const plain = headOf(64, 10, 4);
    const states = odd(11 * 64);
    expect(bits(frozenTokenMlpLogits(plain, states, 11))).toEqual(bits(tokenMlpLogits(plain, states, 11)));
    const wide = headOf(60, 11, 4);
    const narrow = odd(11 * 20);
    expect(bits(frozenTokenMlpLogits(wide, narrow, 11, 'head', 1))).toEqual(bits(tokenMlpLogits(wide, withContext(narrow, 11, 20, 1), 11)));
  });

  it('takes an output bias given as plain numbers (the contextual head keeps its bias as a JSON number)', () => {
    const head = { ...headOf(16, 3, 1), b2: [0.1234567891234] };
    const states = Float32Array.from({ length: 5 * 16 }, rand);
    expect(bits(frozenTokenMlpLogits(head, states, 5))).toEqual(bits(tokenMlpLogits(head, states, 5)));
  });

  it('trainingTokenMlp follows a head changed in place between calls, hidden activations included', () => {
    const head = headOf(24, 7, 5);
    const forward = trainingTokenMlp(head);
    expect(forward).not.toBeNull();
    for (let step = 0; step < 3; step++) {
      const n = 3 + step * 4;
      const states = Float32Array.from({ length: n * 24 }, rand);
      const hidden = new Float32Array(n * 7);
      const want = new Float32Array(n * 7);
      expect(bits(forward!(states, n, hidden))).toEqual(bits(tokenMlpLogits(head, states, n, want)));
      expect(bits(hidden)).toEqual(bits(want));
      // an update in place, as the trainer's optimiser makes
      for (const a of [head.w1, head.b1, head.w2, head.b2, head.mean, head.invStd]) for (let i = 0; i < a.length; i += 3) a[i] = (a[i] as number) * 0.9 + 0.01;
    }
  });

  it('refuses too few states, or a context that does not divide the width, with a neighbouring head too', () => {
    const head = headOf(24, 4, 2);
    expect(() => frozenTokenMlpLogits(head, new Float32Array(15), 2, 'test head', 1)).toThrow(/test head: 15 values for 2 tokens of 8/);
    expect(() => frozenTokenMlpLogits(head, new Float32Array(48), 2, 'test head', 2)).toThrow(/test head: context 2 does not fit dim 24/);
  });

  it('checks the states it is given like tokenMlpLogits', () => {
    expect(() => frozenTokenMlpLogits(headOf(8, 2, 1), new Float32Array(8), 2, 'test head')).toThrow(/test head: 8 values for 2 tokens of 8/);
  });
});

describe('the kernel shipped as base64 is its source assembled', () => {
  it('token-mlp.wat assembles (wabt, SIMD on) to exactly KERNEL_WASM', async () => {
    const wabt = await wabtInit();
    const wat = readFileSync(new URL('./token-mlp.wat', import.meta.url), 'utf8');
    const { buffer } = wabt.parseWat('token-mlp.wat', wat, { simd: true }).toBinary({});
    expect(Buffer.from(buffer).toString('base64')).toBe(KERNEL_WASM);
  });
});

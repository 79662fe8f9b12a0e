import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { biGruLogits, frozenBiGruLogits, parseBiGru, serializeBiGru, type BiGruHead } from './bigru.ts';
import { matmulModuleOf } from './matmul.ts';

// Written by scripts/train/fact-seq-fixture.py: a small random head, 7 tokens of random states, and the logits PyTorch's
// nn.GRU computes for them (the trainer's model, scripts/train/fact-seq.py SeqHead).
const fixture = JSON.parse(readFileSync(new URL('./bigru.fixture.json', import.meta.url), 'utf8')) as { head: unknown; n: number; states: number[]; logits: number[] };
const head = parseBiGru(fixture.head, 'bigru.fixture.json', 9);
const states = Float32Array.from(fixture.states);

describe('biGruLogits: the sequence head as PyTorch computes it', () => {
  it('matches PyTorch on every logit of a 7-token window (within 1e-4)', () => {
    const got = biGruLogits(head, states, fixture.n);
    expect(got.length).toBe(fixture.logits.length);
    let worst = 0;
    for (let i = 0; i < got.length; i++) worst = Math.max(worst, Math.abs((got[i] as number) - (fixture.logits[i] as number)));
    expect(worst).toBeLessThan(1e-4);
  });

  it('reads the window both ways: a later token changes an earlier token’s logits', () => {
    const changed = Float32Array.from(states);
    for (let k = 0; k < head.dim; k++) changed[(fixture.n - 1) * head.dim + k] = (changed[(fixture.n - 1) * head.dim + k] as number) + 1;
    const a = biGruLogits(head, states, fixture.n);
    const b = biGruLogits(head, changed, fixture.n);
    expect(Math.abs((a[0] as number) - (b[0] as number))).toBeGreaterThan(1e-6);
  });

  it('fails the PyTorch check when a gate is read in the wrong order (the test can fail)', () => {
    // Swap the reset and update gates' input weights: a plausible slip of layout.
    const h = head.hidden;
    const swap = (w: Float32Array, cols: number): Float32Array => {
      const o = Float32Array.from(w);
      o.set(w.subarray(h * cols, 2 * h * cols), 0);
      o.set(w.subarray(0, h * cols), h * cols);
      return o;
    };
    const wrong: BiGruHead = { ...head, wIh: swap(head.wIh, head.proj), bIh: swap(head.bIh, 1) };
    const got = biGruLogits(wrong, states, fixture.n);
    let worst = 0;
    for (let i = 0; i < got.length; i++) worst = Math.max(worst, Math.abs((got[i] as number) - (fixture.logits[i] as number)));
    expect(worst).toBeGreaterThan(1e-3);
  });

  it('round-trips through its file layout', () => {
    const back = parseBiGru(JSON.parse(JSON.stringify(serializeBiGru(head))), 'x', 9);
    expect(Array.from(biGruLogits(back, states, fixture.n))).toEqual(Array.from(biGruLogits(head, states, fixture.n)));
  });

  it('rejects a broken file with a clear error', () => {
    const f = fixture.head as Record<string, unknown>;
    expect(() => parseBiGru({ ...f, classes: 11 }, 'x.json', 9)).toThrow(/11 classes, expected 9/);
    expect(() => parseBiGru({ ...f, outB: 'AAAAAA==' }, 'x.json', 9)).toThrow(/outB has 1 values, expected 9/);
    expect(() => parseBiGru({ ...f, hidden: 0 }, 'x.json', 9)).toThrow(/hidden missing/);
    expect(() => biGruLogits(head, states.subarray(0, 5), 7)).toThrow(/values for 7 tokens/);
  });
});

/** A seeded generator of values in [−1, 1). */
function seeded(seed: number): () => number {
  return () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
}

function randomHead(rand: () => number, dim: number, proj: number, hidden: number): BiGruHead {
  const g = 3 * hidden;
  const a = (n: number, scale = 0.5): Float32Array => Float32Array.from({ length: n }, () => rand() * scale);
  return {
    dim,
    proj,
    hidden,
    classes: 9,
    mean: a(dim),
    invStd: Float32Array.from({ length: dim }, () => 1 + rand() / 2),
    projW: a(proj * dim),
    projB: a(proj),
    wIh: a(g * proj),
    wHh: a(g * hidden),
    bIh: a(g),
    bHh: a(g),
    wIhReverse: a(g * proj),
    wHhReverse: a(g * hidden),
    bIhReverse: a(g),
    bHhReverse: a(g),
    outW: a(9 * (proj + 2 * hidden)),
    outB: a(9),
  };
}

describe('frozenBiGruLogits: the WebAssembly path', () => {
  const worstDiff = (a: Float32Array, b: Float32Array): number => a.reduce((m, v, i) => Math.max(m, Math.abs(v - (b[i] as number))), 0);

  it('runs the kernel here and agrees with biGruLogits within float32 rounding (1e-4) on windows of 1, 2 and 40 tokens', () => {
    expect(matmulModuleOf()).not.toBeNull();
    const rand = seeded(11);
    const head = randomHead(rand, 16, 8, 4);
    for (const n of [1, 2, 40]) {
      const states = Float32Array.from({ length: n * 16 }, () => rand() * 2);
      expect(worstDiff(frozenBiGruLogits(head, states, n), biGruLogits(head, states, n))).toBeLessThan(1e-4);
    }
    // Twice on the same head (the kernel is reused, its scratch laid out again): the same logits.
    const states = Float32Array.from({ length: 3 * 16 }, () => rand());
    expect(Array.from(frozenBiGruLogits(head, states, 3))).toEqual(Array.from(frozenBiGruLogits(head, states, 3)));
  });

  it('would be caught if it read one direction wrong (the comparison can fail)', () => {
    const rand = seeded(12);
    const head = randomHead(rand, 16, 8, 4);
    const wrong = { ...head, wHhReverse: head.wHh };
    const states = Float32Array.from({ length: 10 * 16 }, () => rand() * 2);
    expect(worstDiff(frozenBiGruLogits(wrong, states, 10), biGruLogits(head, states, 10))).toBeGreaterThan(1e-3);
  });

  it('falls back to the JavaScript loop for widths that are no multiple of four (the fixture head)', () => {
    expect(Array.from(frozenBiGruLogits(head, states, fixture.n))).toEqual(Array.from(biGruLogits(head, states, fixture.n)));
  });
});

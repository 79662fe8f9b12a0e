/**
 * The contextual head's trainer (context-head.ts) on synthetic token sets, no model needed. Deterministic (fixed
 * seeds), so no false failures: the thresholds are set from the problem, not from a lucky run.
 *
 * The problem is XOR-like: the label is 1 when coordinates 0 and 1 have the same sign (6 more noise coordinates).
 * No linear head separates it (AUC ≈ 0.5), so it fails if the hidden layer's gradient is wrong or missing; a working
 * MLP gets AUC > 0.95 on 2,000 fresh tokens.
 */
import { describe, expect, it } from 'vitest';
import { tokenLogits } from '../../src/engine/context/head.ts';
import { auc, DEFAULT_TRAIN, trainHead, type TokenSet } from './context-head.ts';
import { chatMessages, termPart, termPool } from './context-data.ts';
import { buildLexicon } from './lexicon.ts';
import { Prng } from './prng.ts';

function xorSet(n: number, seed: number, dim = 8): TokenSet {
  const r = new Prng(seed);
  const x = new Float32Array(n * dim);
  const y = new Uint8Array(n);
  for (let t = 0; t < n; t++) {
    for (let c = 0; c < dim; c++) x[t * dim + c] = r.normal() * 2 + 3; // offset and scale: standardisation matters
    y[t] = ((x[t * dim] ?? 0) - 3) * ((x[t * dim + 1] ?? 0) - 3) > 0 ? 1 : 0;
  }
  return { x, y, example: new Int32Array(n), n, dim };
}

describe('context head trainer', () => {
  it('computes AUC with ties', () => {
    expect(auc(Float32Array.from([0.1, 0.4, 0.35, 0.8]), Uint8Array.from([0, 0, 1, 1]))).toBeCloseTo(0.75);
    expect(auc(Float32Array.from([0.5, 0.5]), Uint8Array.from([0, 1]))).toBeCloseTo(0.5);
  });

  it('learns a problem no linear head can, deterministically', () => {
    const train = xorSet(4000, 1);
    const test = xorSet(2000, 2);
    const options = { ...DEFAULT_TRAIN, hidden: 16, epochs: 30, lr: 5e-3, batch: 64, positiveWeight: 1 };
    const head = trainHead(train, options);
    const score = auc(tokenLogits(head, test.x, test.n), test.y);
    expect(score).toBeGreaterThan(0.95);
    // Same seed, same head.
    const again = trainHead(train, options);
    expect(Array.from(again.w1)).toEqual(Array.from(head.w1));
    // One hidden unit is (nearly) linear in one direction: it cannot solve XOR, which shows the test can fail.
    const weak = trainHead(train, { ...options, hidden: 1 });
    expect(auc(tokenLogits(weak, test.x, test.n), test.y)).toBeLessThan(0.85);
  });

  it('generates chat messages whose facts are marked and whose held-out terms never reach training', () => {
    const lex = buildLexicon();
    const train = chatMessages(lex, 'train', 300, 5);
    const held = chatMessages(lex, 'heldout', 300, 5);
    for (const e of [...train, ...held]) for (const f of e.facts) expect(e.text.slice(f.start, f.end).trim()).toBe(e.text.slice(f.start, f.end));
    expect(train.filter((e) => e.facts.length).length).toBeGreaterThan(100);
    expect(train.filter((e) => !e.facts.length).length).toBeGreaterThan(80);
    expect(termPart('arrested')).toMatch(/train|heldout/);
    for (const d of ['medical', 'legal', 'financial'] as const) {
      const a = new Set(termPool(lex, d, 'train').map((t) => t.toLowerCase()));
      const b = termPool(lex, d, 'heldout');
      expect(b.length).toBeGreaterThan(20);
      expect(b.filter((t) => a.has(t.toLowerCase()))).toEqual([]);
    }
  });
});

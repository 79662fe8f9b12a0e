import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { attentionLogits, parseAttention, serializeAttention, type AttentionHead } from './attention.ts';
import { parseSequenceHead, sequenceLogits } from './sequence.ts';

// Written by scripts/train/fact-seq-fixture.py: a small random attention head (2 heads of 2), 7 tokens of random states,
// and the logits PyTorch computes (scripts/train/fact-seq.py SeqHead `--arch attn`, nn.TransformerEncoderLayer).
const fixture = JSON.parse(readFileSync(new URL('./attention.fixture.json', import.meta.url), 'utf8')) as { head: unknown; n: number; states: number[]; logits: number[] };
const head = parseAttention(fixture.head, 'attention.fixture.json', 9);
const states = Float32Array.from(fixture.states);
const worst = (got: Float32Array): number => {
  let w = 0;
  for (let i = 0; i < got.length; i++) w = Math.max(w, Math.abs((got[i] as number) - (fixture.logits[i] as number)));
  return w;
};

describe('attentionLogits: the attention head as PyTorch computes it', () => {
  it('matches PyTorch on every logit of a 7-token window (within 1e-4)', () => {
    const got = attentionLogits(head, states, fixture.n);
    expect(got.length).toBe(fixture.logits.length);
    expect(worst(got)).toBeLessThan(1e-4);
  });

  it('is what sequenceLogits runs for a file of arch attn', () => {
    const h = parseSequenceHead(fixture.head, 'x', 9);
    expect(Array.from(sequenceLogits(h, states, fixture.n))).toEqual(Array.from(attentionLogits(head, states, fixture.n)));
  });

  it('fails the PyTorch check when keys and queries are swapped, or a norm is left out (the test can fail)', () => {
    const p = head.proj;
    const qkvW = Float32Array.from(head.qkvW);
    qkvW.set(head.qkvW.subarray(p * p, 2 * p * p), 0);
    qkvW.set(head.qkvW.subarray(0, p * p), p * p);
    const swapped: AttentionHead = { ...head, qkvW };
    expect(worst(attentionLogits(swapped, states, fixture.n))).toBeGreaterThan(1e-3);
    const noNorm: AttentionHead = { ...head, norm2W: new Float32Array(p).fill(1), norm2B: new Float32Array(p) };
    expect(worst(attentionLogits(noNorm, states, fixture.n))).toBeGreaterThan(1e-3);
  });

  it('round-trips through its file layout and rejects broken files', () => {
    const back = parseAttention(JSON.parse(JSON.stringify(serializeAttention(head))), 'x', 9);
    expect(Array.from(attentionLogits(back, states, fixture.n))).toEqual(Array.from(attentionLogits(head, states, fixture.n)));
    const f = fixture.head as Record<string, unknown>;
    expect(() => parseAttention({ ...f, heads: 3 }, 'x.json', 9)).toThrow(/not a multiple of 3 heads/);
    expect(() => parseAttention({ ...f, qkvB: 'AAAAAA==' }, 'x.json', 9)).toThrow(/qkvB has 1 values, expected 12/);
    expect(() => parseSequenceHead({ ...f, arch: 'lstm' }, 'x.json', 9)).toThrow(/arch "lstm" is not gru or attn/);
  });
});

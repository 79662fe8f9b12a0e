import { describe, expect, it } from 'vitest';
import { TAG_CLASSES, type TaggerHead } from '../../src/engine/tagger/head.ts';
import { tagEncoded } from '../../src/engine/tagger/tag.ts';
import { Prng } from './prng.ts';
import { decodeSet, type TagTokenSet } from './tagger.ts';
import type { TagExample } from './tagger-data.ts';

describe('decodeSet of a head that reads its neighbours', () => {
  // Five examples of one-token words, random 3-d states, a random context-1 head with large weights (many spans).
  const rng = new Prng(39);
  const dim = 3;
  const texts = ['Ada Obi ran', 'we met Kofi Mensah at Tema', 'ok', 'Lagos and Accra and Kumasi too', 'ask Efua'];
  const examples: TagExample[] = texts.map((text, i) => ({ id: `e${i}`, source: 'test', text, spans: [] }));
  const rows: { e: number; s: number; t: number }[] = [];
  texts.forEach((text, e) => {
    for (const m of text.matchAll(/\S+/g)) rows.push({ e, s: m.index, t: m.index + m[0].length });
  });
  const n = rows.length;
  const set: TagTokenSet = {
    x: Float32Array.from({ length: n * dim }, () => rng.normal()),
    y: new Uint8Array(n),
    example: Int32Array.from(rows.map((r) => r.e)),
    starts: Int32Array.from(rows.map((r) => r.s)),
    ends: Int32Array.from(rows.map((r) => r.t)),
    n,
    dim,
  };
  const hidden = 6;
  const D = 3 * dim;
  const head: TaggerHead = {
    dim: D,
    hidden,
    classes: TAG_CLASSES,
    mean: new Float32Array(D),
    invStd: new Float32Array(D).fill(1),
    w1: Float32Array.from({ length: hidden * D }, () => 2 * rng.normal()),
    b1: Float32Array.from({ length: hidden }, () => rng.normal()),
    w2: Float32Array.from({ length: TAG_CLASSES * hidden }, () => 2 * rng.normal()),
    b2: Float32Array.from({ length: TAG_CLASSES }, () => rng.normal()),
    calA: 1,
    calB: 0,
    threshold: 0.5,
    context: 1,
  };

  it('gives, chunk by chunk, the spans the analysis gives each example (chunks end at example boundaries)', () => {
    const whole = decodeSet(head, set, examples);
    expect(whole.length).toBeGreaterThan(3);
    // Chunks of 4 tokens fall inside examples 1 and 3: each must be carried to its example's end.
    const chunked = decodeSet(head, set, examples, 4);
    expect(chunked).toEqual(whole);
    // The analysis: each example's states as one window.
    const analysed = examples.flatMap((ex, e) => {
      const idx = rows.map((r, t) => (r.e === e ? t : -1)).filter((t) => t >= 0);
      const states = Float32Array.from(idx.flatMap((t) => Array.from(set.x.subarray(t * dim, (t + 1) * dim))));
      const window = { ids: idx, starts: idx.map((t) => rows[t]!.s), ends: idx.map((t) => rows[t]!.t), states, dim, truncated: false };
      return tagEncoded(ex.text, head, [{ start: 0, end: ex.text.length }], [window]).map((s) => ({ example: e, ...s }));
    });
    expect(chunked.map((s) => [s.example, s.start, s.end, s.type])).toEqual(analysed.map((s) => [s.example, s.start, s.end, s.type]));
    chunked.forEach((s, i) => expect(s.raw).toBeCloseTo(analysed[i]!.raw, 5));
  });
});

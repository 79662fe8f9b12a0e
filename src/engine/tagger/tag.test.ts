import { describe, expect, it } from 'vitest';
import type { Encoder, TokenStates } from '../encoder/index.ts';
import { TAG_CLASSES, type TaggerHead } from './head.ts';
import { tagEncoded, tagText, textTokens, textTokenStates } from './tag.ts';

/**
 * A head that reads one neighbour a side (context 1) over 1-d states: a token is B-person exactly when the token before
 * it has state 1 (a cue such as "Dr"), else O. Input row [previous, self, next], standardised as is.
 */
function cueHead(): TaggerHead {
  const w2 = new Float32Array(TAG_CLASSES * 2);
  w2[0 * 2 + 1] = 2; // O ← the constant unit
  w2[1 * 2 + 0] = 10; // B-person ← the previous token's state
  return {
    dim: 3,
    hidden: 2,
    classes: TAG_CLASSES,
    mean: new Float32Array(3),
    invStd: Float32Array.from([1, 1, 1]),
    // unit 0 = ReLU(previous), unit 1 = ReLU(1)
    w1: Float32Array.from([1, 0, 0, 0, 0, 0]),
    b1: Float32Array.from([0, 1]),
    w2,
    b2: new Float32Array(TAG_CLASSES),
    calA: 1,
    calB: 0,
    threshold: 0.5,
    context: 1,
  };
}

/** Token states of `text` given its tokens' ranges and 1-d states (an empty range is a bare separator). */
function encoded(ranges: readonly [number, number][], values: readonly number[]): TokenStates {
  return { ids: ranges.map((_, k) => k + 5), starts: ranges.map((r) => r[0]), ends: ranges.map((r) => r[1]), states: Float32Array.from(values), dim: 1, truncated: false };
}

const noEncoder = {} as Encoder;

describe('tagText over encoded windows', () => {
  // "Dr 😀 Okafor": Dr | ▁ (empty: the separator before the emoji) | 😀 | Okafor.
  const ranges: [number, number][] = [
    [0, 2],
    [3, 3],
    [3, 5],
    [6, 12],
  ];

  it('gives a context head the neighbours it was trained on: a bare separator is no token between a cue and a name', async () => {
    // "Dr  Okafor" (two spaces): Dr | ▁ (empty) | Okafor. Training's token set holds Dr, Okafor: Okafor's left
    // neighbour is the cue.
    const t = 'Dr  Okafor';
    const s = encoded(
      [
        [0, 2],
        [3, 3],
        [4, 10],
      ],
      [1, 0, 0],
    );
    const spans = await tagText(t, noEncoder, cueHead(), [{ start: 0, end: t.length }], [s]);
    expect(spans.map((x) => [t.slice(x.start, x.end), x.type])).toEqual([['Okafor', 'person']]);
  });

  it('never reads a bare separator\'s state as a neighbour', () => {
    // "ok  Okafor" where the separator's state happens to look like the cue: nothing is tagged.
    const t = 'ok  Okafor';
    const s = encoded(
      [
        [0, 2],
        [3, 3],
        [4, 10],
      ],
      [0, 1, 0],
    );
    expect(tagEncoded(t, cueHead(), [{ start: 0, end: t.length }], [s])).toEqual([]);
  });

  it('places spans of later windows in the message, and skips a window without states or of another dimension', () => {
    const t = 'hello\nDr Okafor\nDr Eze';
    const w = [
      { start: 0, end: 5 },
      { start: 6, end: 15 },
      { start: 16, end: 22 },
    ];
    const second = encoded(
      [
        [0, 2],
        [3, 9],
      ],
      [1, 0],
    );
    const wide = { ...encoded([[0, 2]], [1, 0]), dim: 2 };
    const spans = tagEncoded(t, cueHead(), w, [undefined, second, wide]);
    expect(spans.map((x) => t.slice(x.start, x.end))).toEqual(['Okafor']);
  });

  it('textTokens keeps the window as it is when every token covers text, else only the tokens that do', () => {
    const full = encoded(
      [
        [0, 2],
        [3, 5],
      ],
      [1, 2],
    );
    expect(textTokens(full).states).toBe(full.states);
    const gap = encoded(ranges, [1, 2, 3, 4]); // "Dr 😀 Okafor"
    const t = textTokens(gap);
    expect(t.n).toBe(3);
    expect(Array.from(t.states)).toEqual([1, 3, 4]);
    expect(t.starts).toEqual([0, 3, 6]);
    expect(t.ends).toEqual([2, 5, 12]);
  });

  it('textTokenStates reduces a window once: the same tokens as textTokens, which then reads them in place', () => {
    const full = encoded(
      [
        [0, 2],
        [3, 5],
      ],
      [1, 2],
    );
    expect(textTokenStates(full)).toBe(full);
    const gap = { ...encoded(ranges, [1, 2, 3, 4]), backbone: Float32Array.from([7]) };
    const reduced = textTokenStates(gap);
    const t = textTokens(gap);
    expect(reduced.ids).toEqual([5, 7, 8]);
    expect(Array.from(reduced.states)).toEqual(Array.from(t.states));
    expect(reduced.starts).toEqual(t.starts);
    expect(reduced.ends).toEqual(t.ends);
    expect(reduced.backbone).toBe(gap.backbone);
    const again = textTokens(reduced);
    expect(again.states).toBe(reduced.states);
    expect(again.n).toBe(3);
    // the head's spans are the same from the window as encoded and from its reduced states
    const text = 'Dr 😀 Okafor';
    const w = [{ start: 0, end: text.length }];
    expect(tagEncoded(text, cueHead(), w, [reduced])).toEqual(tagEncoded(text, cueHead(), w, [gap]));
  });
});

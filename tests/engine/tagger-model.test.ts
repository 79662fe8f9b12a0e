/**
 * The shipped token tagger (models/tagger.json) on the shipped span encoder's per-token states: it loads with the
 * shapes the encoder gives, tags a few sentences as expected, and the same expectations fail for a head whose hidden
 * weights are scrambled (so they can catch a broken weight file that still parses).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeEncoder } from '../../src/cli/node-encoder.ts';
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import { taggerWindows } from '../../src/engine/analyzer.ts';
import type { Encoder } from '../../src/engine/encoder/index.ts';
import { stateDim } from '../../src/engine/tagger/head.ts';
import { parseTaggerHead, tagText, TAG_CLASSES, type TaggerHead, type TaggedSpan } from '../../src/engine/tagger/index.ts';

const FILE = new URL('../../models/tagger.json', import.meta.url);

/**
 * Sentence → [text, type] pairs expected at the head's threshold: names of several origins, a group, negatives (a title
 * of a work, a capitalised contraction and acronym). Regression expectations of the shipped file, not a quality claim:
 * the head's measured quality is models/tagger-report.md and docs/tagger.md.
 */
const CASES: readonly [string, [string, string][]][] = [
  ['Please forward this to Ngozi Okafor at Brightwater Logistics before Monday.', [['Ngozi Okafor', 'person'], ['Brightwater Logistics', 'organization']]],
  ['we moved from Kumasi to Leeds last year with the kids', [['Kumasi', 'location'], ['Leeds', 'location']]],
  ['I am Muslim and my family is from Karachi.', [['Muslim', 'group'], ['Karachi', 'location']]],
  ["We'll meet at the ATM near the field.", []],
  ['can you summarize the novel Pride and Prejudice for my essay?', []],
];

function found(text: string, spans: readonly TaggedSpan[], threshold: number): [string, string][] {
  return spans.filter((s) => s.score >= threshold).map((s) => [text.slice(s.start, s.end), s.type]);
}

describe('shipped token tagger', () => {
  let encoder: Encoder;
  let head: TaggerHead;

  beforeAll(() => {
    encoder = createNodeEncoder('span', { threads: 1 });
    head = parseTaggerHead(JSON.parse(readFileSync(FILE, 'utf8')));
  });
  afterAll(async () => {
    await encoder.dispose();
  });

  it('matches the encoder token states in shape', async () => {
    expect(await encoder.hasTokenStates()).toBe(true);
    const [states] = await encoder.encodeTokens(['hello there']);
    // Since session 39 each token is read beside one neighbour a side: three encoder states per input row.
    expect(head.context).toBe(1);
    expect(stateDim(head)).toBe(states?.dim);
    expect(head.dim).toBe(3 * (states?.dim ?? 0));
    expect(head.classes).toBe(TAG_CLASSES);
    expect(head.w1.length).toBe(head.hidden * head.dim);
    expect(head.w2.length).toBe(TAG_CLASSES * head.hidden);
  });

  it('tags names, organisations, places and groups, and leaves a title of a work', async () => {
    for (const [text, expected] of CASES) expect(found(text, await tagText(text, encoder, head), head.threshold), text).toEqual(expected);
  });

  it('the same expectations fail with scrambled hidden weights', async () => {
    // Rotate every hidden unit's input weights by one coordinate: still a valid file, no longer the trained head.
    const w1 = new Float32Array(head.w1.length);
    for (let h = 0; h < head.hidden; h++)
      for (let c = 0; c < head.dim; c++) w1[h * head.dim + ((c + 1) % head.dim)] = head.w1[h * head.dim + c] ?? 0;
    const broken = { ...head, w1 };
    let agree = 0;
    for (const [text, expected] of CASES) if (JSON.stringify(found(text, await tagText(text, encoder, broken), head.threshold)) === JSON.stringify(expected)) agree++;
    expect(agree).toBeLessThan(CASES.length);
  });
});

describe('the analyzer with the tagger on (AnalyzeSettings.tagger)', () => {
  it('adds a confident person span the rules miss and leaves structured spans to the recognizers', async () => {
    const engine = await createNodeEngine();
    const text = 'ask Tendai whether the insurance still covers card 4111 1111 1111 1111';
    const off = await engine.analyze(text, { tagger: false });
    const on = await engine.analyze(text, { tagger: true });
    expect(off.spans.map((s) => s.category)).toEqual(['card_number']);
    expect(on.spans.map((s) => [s.text, s.category, s.detail])).toEqual([
      ['Tendai', 'person', 'tagger'],
      ['4111 1111 1111 1111', 'card_number', 'card'],
    ]);
    // The default is on since session 29 (docs/tagger.md): no setting gives the tagger's spans.
    expect((await engine.analyze(text)).spans).toEqual(on.spans);
  });

  it("keeps the tagger's own names only beside something else the analysis found", async () => {
    const engine = await createNodeEngine();
    // The rules read no name here and the tagger does; alone in the message, it is not reported…
    const alone = 'ask Tendai whether the insurance still covers it';
    expect((await engine.analyze(alone, { tagger: false })).spans).toEqual([]);
    expect((await engine.analyze(alone)).spans).toEqual([]);
    // …beside a card number the same name is (the tagger read it; the gate let it stand).
    const beside = 'ask Tendai whether the insurance still covers card 4111 1111 1111 1111';
    expect((await engine.analyze(beside)).spans.map((s) => [s.text, s.detail])).toEqual([
      ['Tendai', 'tagger'],
      ['4111 1111 1111 1111', 'card'],
    ]);
  });

  it('reads a long message within its budget, the windows with the most capitalised words first', async () => {
    const encoder = createNodeEncoder('span', { threads: 1 });
    try {
      const plain = 'the weather was grey and the bus was late again so we walked home slowly. ';
      const named = 'Later Amara Okafor called Tendai Moyo from Bulawayo about the Harare trip. ';
      const text = `${plain.repeat(12)}${named}${plain.repeat(12)}`;
      const all = await taggerWindows(text, [], encoder, 100_000);
      const kept = await taggerWindows(text, [], encoder, 100);
      expect(all.length).toBeGreaterThan(kept.length);
      const tokens = await Promise.all(kept.map(async (w) => (await encoder.tokenize(text.slice(w.start, w.end))).length));
      expect(tokens.reduce((n, x) => n + x, 0)).toBeLessThanOrEqual(100);
      const at = text.indexOf('Amara');
      expect(kept.some((w) => w.start <= at && w.end > at)).toBe(true);
    } finally {
      await encoder.dispose();
    }
  });
});

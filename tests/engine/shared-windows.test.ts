/**
 * One selection of windows for both token heads (session 30, docs/tagger.md): the identifier tagger reads the windows
 * the fact tagger has encoded, and of its own selection only those with a capitalised word inside (a name, a place);
 * the analysis the identifier tagger's gate runs again reads the same encodings. Measured effect: docs/tagger.md.
 */
import { describe, expect, it } from 'vitest';
import { analyzeLearned, sharedTaggerWindows } from '../../src/engine/analyzer.ts';
import { recordingModels } from './learned-models.ts';

describe('sharedTaggerWindows', () => {
  const text = 'I told my sister\nthen Amara called\nwe walked home';
  const lines = [
    { start: 0, end: 16 },
    { start: 17, end: 34 },
    { start: 35, end: 49 },
  ];
  it("keeps the fact tagger's windows and adds only its own windows with a capitalised word inside", () => {
    expect(sharedTaggerWindows(text, [lines[2]!], lines)).toEqual([lines[1], lines[2]]);
  });
  it('does not count the pronoun I or a line’s first word as a capital', () => {
    expect(sharedTaggerWindows("I'm sure I did\nThen we left", [], [{ start: 0, end: 14 }, { start: 15, end: 27 }])).toEqual([]);
  });
});

describe('the identifier tagger on the fact tagger’s windows', () => {
  const fact = 'my husband got a dui last weekend and the lawyer wants $2,500 up front.';
  // Talk with no figure and no domain word, longer than the fact tagger's budget leaves room for: it reads none of it.
  const talk = 'the weather was grey and the bus was late again so the walk home took us an hour. '.repeat(8).trim();
  const named = 'then Olumide Bankole came over for dinner with his kids.';
  const text = `${fact}\n${talk}\n${named}`;

  it('encodes each window once, and talk the fact tagger skips only when it holds a capitalised word', async () => {
    const { models, tokenRuns: runs } = recordingModels({ tagger: true });
    const shared = await analyzeLearned(text, {}, models);
    expect(runs).toContain(fact);
    expect(runs).toContain(named);
    expect(runs.filter((t) => t.includes('weather'))).toEqual([]);
    expect(new Set(runs).size).toBe(runs.length);
    runs.length = 0;
    // With its own selection the identifier tagger also reads talk, and finds nothing more there.
    const own = await analyzeLearned(text, { taggerOwnWindows: true }, models);
    expect(runs.some((t) => t.includes('weather'))).toBe(true);
    expect(shared.spans).toEqual(own.spans);
    expect(shared.spans.some((s) => s.text === 'Olumide Bankole')).toBe(true);
  });

  it("encodes the fact tagger's, the message gate's and the identifier tagger's windows in one call (session 33)", async () => {
    const { models, tokenCalls } = recordingModels({ tagger: true });
    const withOwn = await analyzeLearned(text, { taggerOwnWindows: true }, models);
    tokenCalls.length = 0;
    const shared = await analyzeLearned(text, {}, models);
    expect(tokenCalls.length).toBe(1);
    expect(tokenCalls[0]).toContain(fact);
    expect(tokenCalls[0]).toContain(named);
    expect(shared.spans.some((s) => s.text === 'Olumide Bankole')).toBe(true);
    expect(shared.spans).toEqual(withOwn.spans);
  });

  it('the gate’s second analysis reads the encodings of the first', async () => {
    const { models, tokenRuns: runs } = recordingModels({ tagger: true });
    // Only the tagger's name is found here, so the analysis runs again without it (analyzeLearned's gate).
    let analyses = 0;
    const alone = 'ask Tendai whether my insurance still covers it';
    await analyzeLearned(alone, { onSpanFilter: () => analyses++ }, models);
    expect(analyses).toBe(2);
    expect(runs).toEqual([alone]);
  });
});

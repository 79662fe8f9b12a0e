import { describe, expect, it } from 'vitest';
import { termPart } from './context-data.ts';
import { factMessages, FACT_KINDS, pools } from './fact-data.ts';
import { joinWindows, toWindows } from './fact-tagger.ts';
import { buildLexicon } from './lexicon.ts';
import { IGNORE, tokenLabels } from './tagger.ts';

const lex = buildLexicon();

describe('fact message generator', () => {
  const train = factMessages(lex, 'train', 600, 11);
  const held = factMessages(lex, 'heldout', 300, 12);

  it('marks facts at exact, trimmed ranges of the message, of the four kinds, none in a negative', () => {
    for (const m of [...train, ...held]) {
      for (const s of m.spans) {
        const t = m.text.slice(s.start, s.end);
        expect(t.length).toBeGreaterThan(0);
        expect(t).toBe(t.trim());
        expect(t).not.toContain('\n');
        expect(FACT_KINDS).toContain(s.type);
      }
      if (m.source === 'negative') expect(m.spans).toEqual([]);
    }
    const kinds = new Set(train.flatMap((m) => m.spans.map((s) => s.type)));
    expect([...kinds].sort()).toEqual([...FACT_KINDS].sort());
    // The register varies: lowercase and capitalised messages, abbreviations, documents, several facts.
    expect(train.some((m) => m.source === 'document')).toBe(true);
    expect(train.some((m) => m.spans.length >= 3)).toBe(true);
    expect(train.filter((m) => m.source === 'negative').length).toBeGreaterThan(120);
  });

  it('splits the vocabulary by term: the two parts share no term', () => {
    const a = pools(lex, 'train');
    const b = pools(lex, 'heldout');
    for (const k of ['drugs', 'conditions', 'offenses', 'symptoms', 'status', 'finStates', 'other'] as const) {
      expect(a[k].length).toBeGreaterThan(0);
      expect(b[k].length).toBeGreaterThan(0);
      const held = new Set(b[k]);
      expect(a[k].filter((t) => held.has(t))).toEqual([]);
      expect(a[k].every((t) => termPart(t) === 'train')).toBe(true);
    }
  });

  it('is deterministic for the seed', () => {
    expect(factMessages(lex, 'train', 50, 11).map((m) => m.text)).toEqual(train.slice(0, 50).map((m) => m.text));
  });

  it('cuts messages into the engine windows with facts moved along', () => {
    const docs = train.filter((m) => m.text.includes('\n')).slice(0, 30);
    for (const w of toWindows(docs)) {
      const m = docs[w.msg];
      for (const s of w.spans) expect(m?.text).toContain(w.text.slice(s.start, s.end));
    }
    const facts = docs.reduce((a, m) => a + m.spans.length, 0);
    expect(toWindows(docs).reduce((a, w) => a + w.spans.length, 0)).toBe(facts);
  });
});

describe('joinWindows', () => {
  it('joins windows into longer lines with every fact still on its text, and never past the limit', () => {
    const windows = toWindows(factMessages(lex, 'train', 200, 5));
    const joined = joinWindows(windows, 0.7, 400, 1);
    expect(joined.length).toBeLessThan(windows.length);
    expect(joined.reduce((a, w) => a + w.spans.length, 0)).toBe(windows.reduce((a, w) => a + w.spans.length, 0));
    const texts = new Set(windows.flatMap((w) => w.spans.map((s) => w.text.slice(s.start, s.end))));
    for (const w of joined) {
      if (w.text.length > 400) expect(windows.some((v) => v.text === w.text)).toBe(true);
      for (const s of w.spans) expect(texts.has(w.text.slice(s.start, s.end))).toBe(true);
    }
  });
});

describe('tokenLabels over fact kinds', () => {
  it('labels B on the first token of a fact, I after, O outside, and leaves unknown types out of the loss', () => {
    const types = ['health', 'legal', 'financial', 'other'];
    const spans = [
      { start: 6, end: 22, type: 'financial' },
      { start: 30, end: 34, type: 'weird' },
    ];
    const starts = [0, 2, 6, 10, 13, 23, 30];
    const ends = [1, 5, 9, 12, 22, 29, 34];
    expect(tokenLabels(spans, starts, ends, types)).toEqual([0, 0, 5, 6, 6, 0, IGNORE]);
  });
});

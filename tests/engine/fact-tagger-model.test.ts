/**
 * The shipped fact tagger (models/fact-tagger.json) on the shipped span encoder: with AnalyzeSettings.factTagger on,
 * the analyzer adds a fact the rules miss; the default (on since session 13, FACT_TAGGER_DEFAULT) is the same as on; and a head whose hidden weights
 * are scrambled no longer finds that fact (so a broken weight file that still parses is caught). Regression
 * expectations of the shipped file, not a quality claim: the measured quality is docs/fact-tagger.md.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createNodeEncoder } from '../../src/cli/node-encoder.ts';
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import { parseFactTaggerHead, tagFacts, type FactTaggerHead } from '../../src/engine/fact-tagger/index.ts';
import { tagWindows } from '../../src/engine/tagger/index.ts';

// Examples of the shipped model: a fact the rules miss that the analyzer adds (session 14's model and session 19's), and
// one the head reads at ≥ 0.9 (session 19's model reads "bipolar disorder" at 0.98; session 14's example, "cutting
// herself", it reads at 0.50).
// (session 45: the rules now find "keeps fainting" themselves, MEDICAL_STATUS; the example the tagger alone finds moved)
const TEXT = 'my wife keeps getting dizzy at work';
const FACT = 'dizzy';
const HEAD_TEXT = 'she was diagnosed with bipolar disorder last year';
const HEAD_FACT = 'bipolar';

describe('the analyzer with the fact tagger on (AnalyzeSettings.factTagger)', () => {
  it('adds a health fact the rules miss; the default is on', async () => {
    const engine = await createNodeEngine();
    const off = await engine.analyze(TEXT, { factTagger: false });
    const on = await engine.analyze(TEXT, { factTagger: true });
    const at = TEXT.indexOf(FACT);
    const covers = (s: { start: number; end: number }): boolean => s.start <= at && s.end >= at + FACT.length;
    expect(off.spans.some(covers)).toBe(false);
    expect(on.spans.filter(covers).map((s) => [s.category, s.detail])).toEqual([['medical', 'fact-tagger:health']]);
    expect((await engine.analyze(TEXT)).spans).toEqual(on.spans);
    // A general question is not tagged at all (scope 'personal': no sentence speaks of a person).
    const general = 'what is the usual penalty for shoplifting in ohio?';
    expect((await engine.analyze(general, { factTagger: true })).spans).toEqual([]);
  });

  it('never lets the veto or the message gate drop self-harm or suicide told in words (session 22)', async () => {
    const engine = await createNodeEngine();
    // the shipped tagger reads both below the veto, and the message gate the second as general
    for (const [text, fact] of [
      ['i dont want to live anymore', 'want to live anymore'],
      ["i've been thinking about killing myself most nights", 'thinking about killing myself'],
      // session 23
      ['honestly i think everyone would be better off without me', 'better off without me'],
    ] as const) {
      const at = text.indexOf(fact);
      const spans = (await engine.analyze(text)).spans.filter((s) => s.start <= at && s.end >= at + fact.length);
      expect(spans.map((s) => s.category)).toEqual(['medical']);
    }
    // the same words about a place are no such fact
    expect((await engine.analyze('i dont want to live in texas anymore')).spans.map((s) => s.category)).toEqual(['location']);
  });

  it('keeps immigration status and union organising told whole from the veto and the message gate (session 23)', async () => {
    const engine = await createNodeEngine();
    // the shipped message gate reads the first two as general, and the fact stage drops the third's role-headed span
    for (const [text, fact, category] of [
      ['i dont have papers', 'dont have papers', 'legal'],
      ['we are undocumented', 'undocumented', 'legal'],
      ["i'm on the organizing committee at our store", 'organizing committee', 'sensitive'],
    ] as const) {
      const at = text.indexOf(fact);
      const spans = (await engine.analyze(text)).spans.filter((s) => s.start <= at && s.end >= at + fact.length);
      expect(spans.map((s) => s.category)).toEqual([category]);
    }
    // in general terms they are no one's fact
    expect((await engine.analyze('what rights do undocumented workers have in texas')).spans).toEqual([]);
    expect((await engine.analyze('how does a union organizing committee usually start')).spans).toEqual([]);
  });

  it('keeps supervision worn or ordered from the veto, and ends it before a linking word or a filler (session 43)', async () => {
    const engine = await createNodeEngine();
    // the shipped fact tagger vetoed both: the sentences are about a workout plan and a schedule
    for (const [text, fact] of [
      ["can you write a workout plan that works around my ankle monitor lol. I'm on house arrest till march", 'ankle monitor'],
      ["can you write a workout plan that works around my ankle monitor lol. I'm on house arrest till march", 'house arrest till march'],
      ['I need to fit 40 hrs of court-ordered community service into the next 8 weeks', 'court-ordered community service'],
    ] as const) {
      const spans = (await engine.analyze(text)).spans.filter((s) => s.category === 'legal').map((s) => s.text);
      // (session 45: hours of community service owed are a status phrase too, and the span takes the hours and their verb)
      expect(spans.some((s) => s.includes(fact))).toBe(true);
    }
    expect((await engine.analyze('what does court-ordered rehab involve?')).spans).toEqual([]);
  });

  it("adds a one-word span of a person's own care or case that the word prior counts as a topic (session 37)", async () => {
    const engine = await createNodeEngine();
    for (const [text, fact] of [
      ["my dad's doctors say it's time for hospice now", 'hospice'],
      ['my partner is hiv positive but undetectable, can he pass it on', 'undetectable'],
    ] as const) {
      const at = text.indexOf(fact);
      const spans = (await engine.analyze(text)).spans.filter((s) => s.start <= at && s.end >= at + fact.length);
      expect(spans.map((s) => s.category)).toEqual(['medical']);
    }
    // the same word as a general question's topic is left
    expect((await engine.analyze('is there a long waiting list for knee surgery in the uk?')).spans).toEqual([]);
  });

  it('the shipped head finds the fact on the encoder states, a head with scrambled hidden weights does not', async () => {
    const head = parseFactTaggerHead(JSON.parse(readFileSync(new URL('../../models/fact-tagger.json', import.meta.url), 'utf8')));
    const encoder = createNodeEncoder('span', { threads: 1 });
    const windows = tagWindows(HEAD_TEXT);
    const states = await encoder.encodeTokens(windows.map((w) => HEAD_TEXT.slice(w.start, w.end)));
    const facts = (h: FactTaggerHead): string[] => tagFacts(HEAD_TEXT, windows, states, h).spans.filter((s) => s.score >= 0.9).map((s) => `${HEAD_TEXT.slice(s.start, s.end)}|${s.type}`);
    expect(facts(head).some((f) => f.includes(HEAD_FACT) && f.endsWith('|health'))).toBe(true);
    const w1 = new Float32Array(head.w1.length);
    for (let h = 0; h < head.hidden; h++) for (let c = 0; c < head.dim; c++) w1[h * head.dim + ((c + 1) % head.dim)] = head.w1[h * head.dim + c] ?? 0;
    expect(facts({ ...head, w1 }).some((f) => f.includes(HEAD_FACT) && f.endsWith('|health'))).toBe(false);
    await encoder.dispose();
  });
});

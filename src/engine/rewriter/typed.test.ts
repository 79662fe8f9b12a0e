import { describe, expect, it } from 'vitest';
import { SeededRandom, rewriteMessageWithNumbers } from '../dp/index.ts';
import type { PhraseBankFile } from './bank.ts';
import { createRewriter } from './index.ts';
import type { EmbedFn } from './index.ts';
import { TYPED_LISTS, TYPED_SLOTS, typedPhrases, typedSlotOf, type TypedSlot } from './typed.ts';

const bank: PhraseBankFile = {
  version: 1,
  description: 't',
  sources: [],
  excludedTrainingSpanEntries: 0,
  categories: { custom: { phrases: ['a detail', 'a thing'], slots: ['np', 'np'], sources: ['t', 't'] } },
};
const embed: EmbedFn = (texts) => Promise.resolve(texts.map(() => Float32Array.from([1, 0])));

describe('typed slots: the slot is a public function of category and head word', () => {
  it.each([
    ['medical', 'lupus', 'diagnosis'],
    ['medical', 'stage 2 colon cancer', 'diagnosis'],
    ['medical', 'zoloft', 'medication'],
    ['medical', 'lisinopril', 'medication'],
    ['medical', 'twice a day', 'schedule'],
    ['medical', 'chest pain', 'symptom'],
    ['legal', 'vandalism', 'charge'],
    ['legal', 'a divorce', 'proceeding'],
    ['legal', 'arrested', 'legal_event'],
    ['financial', 'medical debt', 'debt'],
    ['location', 'Texas', 'state'],
    ['location', 'HIDALGO COUNTY, TEXAS', 'county'],
    ['location', 'Houston', 'city'],
    ['location', 'Brazil', 'country'],
    ['person', 'Dana', 'first_name'],
    ['person', 'Rhonda Mays', 'full_name'],
    ['organization', 'Chase Bank', 'org_bank'],
  ] as const)('%s "%s" → %s', (category, text, slot) => {
    expect(typedSlotOf(category, text)?.slot).toBe(slot);
  });

  it('no slot for what it does not know or for other categories', () => {
    expect(typedSlotOf('medical', 'I get why he did it')).toBeNull();
    expect(typedSlotOf('email', 'a@b.com')).toBeNull();
    expect(typedSlotOf('legal', 'lupus')).toBeNull(); // a diagnosis word is not a legal slot
    expect(typedSlotOf('person', 'diagnosed with lupus')).toBeNull();
  });

  it('every list is fixed, non-trivial and without duplicates', () => {
    for (const slot of TYPED_SLOTS) {
      const phrases = typedPhrases(slot);
      expect(phrases.length, slot).toBeGreaterThanOrEqual(5);
      expect(new Set(phrases).size, slot).toBe(phrases.length);
      expect(Object.isFrozen(phrases)).toBe(true);
      expect(phrases).toEqual(TYPED_LISTS[slot].map((e) => e.text));
    }
  });
});

describe('the rewriter draws a typed span from its slot list', () => {
  it('same list for any span of the slot; the echo ranks last; the span’s group ranks first', async () => {
    const rw = await createRewriter({ bank, embed });
    const rng = new SeededRandom(3);
    const a = rw.rankedCandidates({ text: 'lupus', category: 'medical' }, rng);
    const b = rw.rankedCandidates({ text: 'asthma', category: 'medical' }, rng);
    expect(a.list).toBe('typed:diagnosis');
    expect(b.list).toBe('typed:diagnosis');
    expect(a.phrases).toEqual(b.phrases);
    const asthma = b.phrases.indexOf('asthma');
    expect(b.fitClasses![asthma]).toBe(0);
    expect([...b.fitClasses!].filter((f) => f === 0)).toHaveLength(1);
    const groupOf = (p: string): string => TYPED_LISTS.diagnosis.find((e) => e.text === p)!.group;
    // lupus is autoimmune: every autoimmune diagnosis scores above every other.
    const minIn = Math.min(...a.phrases.map((p, i) => (groupOf(p) === 'autoimmune' ? a.scores[i]! : Infinity)));
    const maxOut = Math.max(...a.phrases.map((p, i) => (groupOf(p) !== 'autoimmune' ? a.scores[i]! : -Infinity)));
    expect(minIn).toBeGreaterThan(maxOut);
    expect(rw.slotOf?.({ text: 'lupus', category: 'medical' })).toBe('typed:diagnosis');
  });

  it('warm() embeds every typed list ahead of use, pausing between lists, and leaves the draws unchanged', async () => {
    let embedded = 0;
    const counting: EmbedFn = (texts) => {
      embedded += texts.length;
      return embed(texts);
    };
    const rw = await createRewriter({ bank, embed: counting });
    const before = embedded; // the category lists, embedded at creation
    let pauses = 0;
    await rw.warm(() => {
      pauses++;
      return Promise.resolve();
    });
    expect(embedded - before).toBe(TYPED_SLOTS.reduce((n, s) => n + TYPED_LISTS[s].length, 0));
    expect(pauses).toBe(TYPED_SLOTS.length + rw.bank.categories().length);
    // Nothing is embedded again on use, and the draw is the one a cold rewriter makes.
    const warmed = embedded;
    const cold = await createRewriter({ bank, embed });
    const span = { text: 'lupus', category: 'medical' as const };
    expect(rw.rankedCandidates(span, new SeededRandom(5)).scores).toEqual(cold.rankedCandidates(span, new SeededRandom(5)).scores);
    await rw.prepare('I have lupus.', [{ ...span, start: 7, end: 12 }]);
    expect(embedded - warmed).toBeLessThanOrEqual(2); // the span and its context only
  });

  it('with typed: false, the category list as before', async () => {
    const rw = await createRewriter({ bank, embed, typed: false });
    await rw.prepare('lupus', [{ start: 0, end: 5, text: 'lupus', category: 'medical' }]);
    expect(rw.rankedCandidates({ start: 0, end: 5, text: 'lupus', category: 'medical' }).phrases).toEqual(['a detail', 'a thing']);
  });

  it('the demo message: frames kept, objects drawn from their slot, amounts perturbed, ε as reported', async () => {
    const rw = await createRewriter({ bank, embed });
    const text = 'my wife was diagnosed with lupus last week and i owe 12k on my visa';
    const at = (t: string, category: 'medical' | 'financial') => ({ start: text.indexOf(t), end: text.indexOf(t) + t.length, text: t, category });
    const spans = [at('diagnosed with lupus', 'medical'), at('owe 12k', 'financial')];
    await rw.prepare(text, spans);
    for (let seed = 0; seed < 20; seed++) {
      const r = rewriteMessageWithNumbers(text, spans, rw, { epsilonText: 20 }, new SeededRandom(seed));
      const m = /^my wife was diagnosed with (.+) last week and i owe (\d+)k on my visa$/.exec(r.text);
      expect(m, r.text).not.toBeNull();
      expect(typedPhrases('diagnosis')).toContain(m![1]);
      expect(m![1]).not.toBe('lupus');
      expect(r.spans[0]!.replacement).toBe(`diagnosed with ${m![1]!}`);
      expect(r.spans[1]!.replacement).toBe(`owe ${m![2]!}k`);
      expect(r.events.reduce((s, e) => s + e.epsilon, 0)).toBeCloseTo(20, 9);
    }
  });

  it('prepare({ shaped }) embeds only the pieces of a span the shape cuts, and the shaped draws are unchanged', async () => {
    // The encoder sees what each prepare asks for: with `shaped`, "diagnosed with lupus" is never embedded whole.
    const asked = (log: string[]): EmbedFn => (texts) => {
      log.push(...texts);
      return Promise.resolve(texts.map((t) => Float32Array.from([1, t.length % 7])));
    };
    const text = 'my wife was diagnosed with lupus and then she was coughing up blood at night';
    const at = (t: string) => ({ start: text.indexOf(t), end: text.indexOf(t) + t.length, text: t, category: 'medical' as const });
    const spans = [at('diagnosed with lupus'), at('coughing up blood at night')];
    const whole: string[] = [];
    const cut: string[] = [];
    const a = await createRewriter({ bank, embed: asked(whole), categories: ['custom'] });
    const b = await createRewriter({ bank, embed: asked(cut), categories: ['custom'] });
    whole.length = 0;
    cut.length = 0;
    await a.prepare(text, spans);
    await b.prepare(text, spans, { shaped: true });
    expect(whole).toContain('diagnosed with lupus');
    expect(cut).not.toContain('diagnosed with lupus');
    expect(cut.length).toBeLessThan(whole.length);
    for (let seed = 0; seed < 10; seed++) {
      const ra = rewriteMessageWithNumbers(text, spans, a, { epsilonText: 20 }, new SeededRandom(seed));
      const rb = rewriteMessageWithNumbers(text, spans, b, { epsilonText: 20 }, new SeededRandom(seed));
      expect(rb).toEqual(ra);
    }
  });
});

describe('clause slots, cards and bank names (issue 19, realistic DEV classes)', () => {
  it.each([
    ['medical', 'broke his hip', 'medical_clause'],
    ['medical', 'had a seizure at work', 'medical_clause'],
    ['medical', 'coughing up blood', 'symptom_clause'],
    ['legal', 'missed court', 'legal_clause'],
    ['legal', 'has not been admitted or paroled', 'legal_clause'],
    ['financial', 'fell behind', 'financial_clause'],
    ['financial', 'my visa', 'card'],
    ['financial', 'chase card', 'card'],
    ['financial', 'credit card debt', 'debt'],
    ['legal', 'my visa', 'proceeding'],
    ['organization', 'amex', 'org_bank'],
    ['organization', 'N26', 'org_bank'],
  ] as const)('%s "%s" → %s', (category, text, slot) => {
    expect(typedSlotOf(category, text)?.slot).toBe(slot);
  });

  it('a clause is drawn whole, in the clause list; a clean frame + typed shape still wins', async () => {
    const rw = await createRewriter({ bank, embed });
    const cases: [string, string, 'medical' | 'legal', RegExp][] = [
      ['Dad broke his hip last week.', 'broke his hip', 'medical', /^Dad (.+) last week\.$/],
      ["I've been coughing up blood since May.", 'coughing up blood', 'medical', /^I've been (.+) since May\.$/],
      ['He got arrested for DUI in May.', 'got arrested for DUI', 'legal', /^He got (\w+) for (.+) in May\.$/],
    ];
    for (const [text, original, category, shape] of cases) {
      const span = { start: text.indexOf(original), end: text.indexOf(original) + original.length, text: original, category };
      await rw.prepare(text, [span]);
      for (let seed = 0; seed < 10; seed++) {
        const r = rewriteMessageWithNumbers(text, [span], rw, { epsilonText: 20 }, new SeededRandom(seed));
        const m = shape.exec(r.text);
        expect(m, r.text).not.toBeNull();
        if (category === 'medical') {
          const list = original.startsWith('coughing') ? typedPhrases('symptom_clause') : typedPhrases('medical_clause');
          expect(list, r.text).toContain(m![1]);
        } else {
          expect(typedPhrases('legal_event')).toContain(m![1]);
          expect(typedPhrases('charge')).toContain(m![2]);
        }
      }
    }
  });

  it('a shaped span at a sentence start gets a capital on its kept frame word', async () => {
    const rw = await createRewriter({ bank, embed });
    const text = 'owe 12k on my card. help';
    const span = { start: 0, end: 7, text: 'owe 12k', category: 'financial' as const };
    await rw.prepare(text, [span]);
    const r = rewriteMessageWithNumbers(text, [span], rw, { epsilonText: 20 }, new SeededRandom(1));
    expect(r.text).toMatch(/^Owe \d+k on my card\. help$/);
    expect(r.spans[0]!.replacement).toMatch(/^Owe \d+k$/);
  });
});

describe('clause or shape', () => {
  it('a clause piece inside a kept frame is drawn whole ("got fired" never becomes "got got …")', async () => {
    const rw = await createRewriter({ bank, embed });
    const text = 'I got fired in May.';
    const span = { start: 2, end: 11, text: 'got fired', category: 'sensitive' as const };
    await rw.prepare(text, [span]);
    for (let seed = 0; seed < 10; seed++) {
      const r = rewriteMessageWithNumbers(text, [span], rw, { epsilonText: 20 }, new SeededRandom(seed));
      expect(typedPhrases('sensitive_event')).toContain(r.spans[0]!.replacement);
    }
  });
});

describe('a clause with an amount', () => {
  it('"won a judgment for $6,300": the clause before the amount is one piece, the amount is perturbed in place', async () => {
    const rw = await createRewriter({ bank, embed });
    const text = 'We won a judgment for $6,300 last year.';
    const original = 'won a judgment for $6,300';
    const span = { start: 3, end: 3 + original.length, text: original, category: 'legal' as const };
    await rw.prepare(text, [span]);
    for (let seed = 0; seed < 10; seed++) {
      const r = rewriteMessageWithNumbers(text, [span], rw, { epsilonText: 20 }, new SeededRandom(seed));
      const m = /^We (.+) for \$([\d,]+) last year\.$/.exec(r.text);
      expect(m, r.text).not.toBeNull();
      expect(typedPhrases('legal_clause')).toContain(m![1]);
    }
  });
});

describe('numbered clauses (issue 19: every numeric span keeps its unit and format)', () => {
  it.each([
    ['legal', 'did 4 years for burglary', 'legal_clause_for'],
    ['medical', 'ran out for 4 days', 'medical_clause_for'],
    ['legal', 'opened 3 credit cards in my name', 'legal_clause_count'],
    ['financial', 'missed 2 payments', 'financial_clause_count'],
    ['legal', 'got pulled over 3 times', 'legal_clause_times'],
    // An amount keeps the clause + amount path; a clause without a number its clause list.
    ['legal', 'won a judgment for $6,300', 'legal_clause'],
    ['medical', 'broke his hip', 'medical_clause'],
  ] as const)('%s "%s" → %s', (category, text, slot) => {
    expect(typedSlotOf(category, text)?.slot).toBe(slot);
  });

  it('every entry of a numbered list has exactly one number mark', () => {
    const numbered = TYPED_SLOTS.filter((s) => /_clause_/.test(s));
    expect(numbered).toHaveLength(9);
    for (const s of numbered) for (const p of typedPhrases(s)) expect(p.split('#').length - 1, p).toBe(1);
  });

  it('the clause is drawn whole from its list and the number comes back perturbed, with its unit, at the mark', async () => {
    const rw = await createRewriter({ bank, embed });
    const cases: [string, string, 'medical' | 'legal', TypedSlot, RegExp][] = [
      ['He did 4 years for burglary, now out.', 'did 4 years for burglary', 'legal', 'legal_clause_for', /^\d+ years$/],
      ['I ran out for 4 days.', 'ran out for 4 days', 'medical', 'medical_clause_for', /^\d+ days$/],
      ['Someone opened 3 credit cards in my name.', 'opened 3 credit cards in my name', 'legal', 'legal_clause_count', /^\d+ credit cards$/],
    ];
    for (const [text, original, category, slot, number] of cases) {
      const start = text.indexOf(original);
      const span = { start, end: start + original.length, text: original, category };
      await rw.prepare(text, [span], { shaped: true });
      const seen = new Set<string>();
      for (let seed = 0; seed < 20; seed++) {
        const r = rewriteMessageWithNumbers(text, [span], rw, { epsilonText: 20 }, new SeededRandom(seed));
        const rep = r.spans[0]!.replacement;
        expect(r.text.slice(0, start) + rep + r.text.slice(start + rep.length), r.text).toBe(r.text);
        const entry = typedPhrases(slot).find((p) => new RegExp(`^${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('#', '(.+)')}$`).test(rep));
        expect(entry, rep).toBeDefined();
        const n = new RegExp(`^${entry!.replace('#', '(.+)')}$`).exec(rep)![1]!;
        expect(n, rep).toMatch(number);
        seen.add(n);
        // ε of the span = the clause draw's plus the number's.
        expect(r.events.filter((e) => e.mechanism === 'geometric').map((e) => e.units)).toEqual([1]);
      }
      // The number is perturbed, not copied: over 20 seeds at ε 20 it takes more than one value.
      expect(seen.size, [...seen].join(',')).toBeGreaterThan(1);
      rw.forget();
    }
  });
});

describe('court steps are proceedings (the demo: "What happens at the arraignment?")', () => {
  it.each(['arraignment', 'sentencing', 'the deposition', 'mediation', 'an appeal'])('legal "%s" → proceeding', (text) => {
    expect(typedSlotOf('legal', text)?.slot).toBe('proceeding');
  });
});

import { describe, expect, it } from 'vitest';
import { numericBudget, rewriteMessageWithNumbers } from './spans.ts';
import { numericPart, parseNumeric } from './numbers.ts';
import { SeededRandom } from './rng.ts';
import type { SpanCategory } from '../types.ts';

/** The span's shape with every digit run replaced by # (the unit and format the perturbation must keep). */
const shape = (s: string): string => s.replace(/\d+/g, '#');

describe('numbers: which spans are numeric, and the format they keep', () => {
  const cases: [string, string, string][] = [
    ['$7,900', 'financial', 'amount'],
    ['42k', 'financial', 'amount'],
    ['€1,234.56', 'financial', 'amount'],
    ['300 dollars', 'custom', 'amount'],
    // Signed amounts, rates and approximations keep sign, rate and '~' (realistic dev: '+$1,102.35', '$19/hr').
    ['+$1,102.35', 'financial', 'amount'],
    ['-$38.61', 'financial', 'amount'],
    ['$19/hr', 'financial', 'amount'],
    ['$1,140/month', 'financial', 'amount'],
    ['~60k/yr', 'financial', 'amount'],
    ['$25 an hour', 'financial', 'amount'],
    ['for 8 months', 'medical', 'count'],
    ['18 months', 'legal', 'count'],
    ['58-year-old', 'medical', 'age'],
    ['aged 67', 'age', 'age'],
    ['42', 'age', 'age'],
    // Realistic dev (session 14): an age in the writer's own language kept its number only as a phrase.
    ['59 años', 'age', 'age'],
    ['70 Jahre alt', 'medical', 'age'],
    ['34F', 'age', 'age'],
    ['2024-03-05', 'date', 'date'],
    ['March 5, 2024', 'date', 'date'],
    ['5 March 2021', 'date', 'date'],
    ['June 2022', 'date', 'date'],
    ['2019', 'date', 'date'],
    ['03/15/2023', 'date', 'date'],
  ];
  it.each(cases)('%s (%s) is a %s and keeps its format over 200 draws', (text, category, kind) => {
    const p = parseNumeric(text, category);
    expect(p?.kind).toBe(kind);
    const rng = new SeededRandom(`${text}`);
    let changed = 0;
    for (let i = 0; i < 200; i++) {
      const out = p!.perturb(rng, 5);
      if (out !== text) changed++;
      if (kind === 'date' && /[A-Za-z]/.test(text)) expect(out).toMatch(/^[A-Za-z0-9 ,]+$/);
      else if (kind === 'amount') expect(out.replace(/[\d,.]+/, '#')).toBe(text.replace(/[\d,.]+/, '#'));
      else expect(shape(out)).toBe(shape(text));
    }
    // Month/year dates move only at the radius' ε (rarely at ε = 5); everything else moves often.
    if (!/^(June 2022|2019)$/.test(text) && text !== '42') expect(changed).toBeGreaterThan(20);
  });
  it('a count written as a word stays a word at any ε (realistic dev at ε 5: "two credit cards" → "40 credit cards")', () => {
    const p = parseNumeric('two credit cards', 'financial');
    expect(p?.kind).toBe('count');
    const rng = new SeededRandom('word counts');
    for (let i = 0; i < 300; i++) expect(p!.perturb(rng, 0.5)).toMatch(/^[a-z]+ credit cards?$/);
  });
  it('identifiers, words and mixed text are not numbers; unknown categories are fine', () => {
    for (const [t, c] of [
      ['4111 1111 1111 1111', 'card_number'],
      ['555 0132', 'phone'],
      ['tuberculosis', 'medical'],
      ['42', 'medical'],
      ['twelve angry men', 'nrp'],
      ['', 'job_title'],
      ['3/day', 'medical'],
      ['40 an hour', 'financial'],
    ]) {
      expect(parseNumeric(t!, c!)).toBeNull();
    }
    expect(parseNumeric('$5', 'nrp')?.kind).toBe('amount');
  });
  it('an amount at the edge of a word span is split off', () => {
    expect(numericPart('$18,400 in credit card debt', 'financial')).toEqual({ start: 0, end: 7 });
    expect(numericPart('a debt of $7,900', 'financial')).toEqual({ start: 10, end: 16 });
    expect(numericPart('credit card debt', 'financial')).toBeNull();
  });
  it('budget: numbers share ε_text with the word spans; the message spends exactly ε_text', () => {
    expect(numericBudget(0, 3, 20)).toEqual({ perNumber: 0, words: 20 });
    expect(numericBudget(1, 2, 20)).toEqual({ perNumber: 5, words: 15 });
    expect(numericBudget(4, 2, 20)).toEqual({ perNumber: 2.5, words: 10 });
    expect(numericBudget(2, 0, 20)).toEqual({ perNumber: 10, words: 0 });
    expect(numericBudget(1, 0, 500).perNumber).toBe(30);
    const phrases = ['a detail', 'an issue', 'a debt'];
    const source = {
      rankProfile: { kind: 'step' as const, fraction: 0.25 },
      jointOdds: 3,
      rankedCandidates: () => ({ phrases, scores: Float64Array.from(phrases, (_, i) => i) }),
    };
    const text = 'I owe $18,400 in credit card debt and I am 42 years old.';
    const spans = [
      { start: 6, end: 33, text: '$18,400 in credit card debt', category: 'financial' as const },
      { start: 43, end: 55, text: '42 years old', category: 'age' as const },
    ];
    const r = rewriteMessageWithNumbers(text, spans, source, { epsilonText: 20 }, new SeededRandom(1));
    expect(r.events.map((e) => e.mechanism)).toEqual(['joint-rank-exponential', 'geometric', 'geometric']);
    expect(r.events.reduce((s, e) => s + e.epsilon, 0)).toBeCloseTo(20, 9);
    expect(r.text).toMatch(/^I owe \$\d{1,3},\d{3} in (a detail|an issue|a debt) and I am \d+ years old\.$/);
  });
});

describe('structured identifiers in dp mode', () => {
  const phrases = ['a detail', 'an issue', 'a debt'];
  const source = {
    rankProfile: { kind: 'step' as const, fraction: 0.25 },
    jointOdds: 3,
    rankedCandidates: () => ({ phrases, scores: Float64Array.from(phrases, (_, i) => i) }),
  };
  it('get a stand-in of their shape outside the draw: ε 0 for them, the words keep all of ε_text', () => {
    const text = 'DB_PASSWORD=hunter2horse and my card ending in 4471 has credit card debt.';
    const at = (t: string, category: SpanCategory): { start: number; end: number; text: string; category: SpanCategory } => ({ start: text.indexOf(t), end: text.indexOf(t) + t.length, text: t, category });
    const spans = [at('hunter2horse', 'secret'), at('ending in 4471', 'id_number'), at('credit card debt', 'financial')];
    const r = rewriteMessageWithNumbers(text, spans, source, { epsilonText: 20 }, new SeededRandom(3));
    expect(r.text).toMatch(/^DB_PASSWORD=[a-z]{6}\d[a-z]{5} and my card ending in \d{4} has (a detail|an issue|a debt)\.$/);
    expect(r.text).not.toContain('hunter2horse');
    expect(r.events.map((e) => [e.mechanism, e.epsilon])).toEqual([
      ['joint-rank-exponential', 20],
      ['shape', 0],
    ]);
    expect(r.spans.map((s) => s.epsilon)).toEqual([0, 0, 20]);
  });
  it('a message of identifiers only spends nothing and says so with a shape event', () => {
    const text = 'MRN 00482913';
    const r = rewriteMessageWithNumbers(text, [{ start: 4, end: 12, text: '00482913', category: 'id_number' }], source, { epsilonText: 20 }, new SeededRandom(4));
    expect(r.text).toMatch(/^MRN \d{8}$/);
    expect(r.events).toEqual([expect.objectContaining({ dp: true, mechanism: 'shape', units: 1, epsilon: 0 })]);
  });
});

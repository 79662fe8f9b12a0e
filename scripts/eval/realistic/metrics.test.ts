import { describe, expect, it } from 'vitest';
import type { Fact, Kind } from './format.ts';
import {
  aggregate,
  categoryKind,
  countOccurrences,
  coveredChars,
  maskFacts,
  percentile,
  wilson95,
  scoreMessage,
  type MessageInput,
  type PredictedSpan,
} from './metrics.ts';
import { redactSpans } from './redact.ts';

/** A message whose facts are given by their text (first occurrence at or after the previous fact). */
function msg(text: string, facts: [Kind, string][], id = 'a-001'): MessageInput {
  let from = 0;
  const out: Fact[] = facts.map(([kind, t]) => {
    const start = text.indexOf(t, from);
    if (start < 0) throw new Error(`fixture: '${t}' not in text`);
    from = start + t.length;
    return { start, end: start + t.length, text: t, kind };
  });
  return { id, text, clean: facts.length === 0, facts: out };
}

/** A predicted span over the n-th occurrence (default first) of `t`. */
function span(text: string, t: string, category = 'medical', nth = 0): PredictedSpan {
  let at = -1;
  for (let i = 0; i <= nth; i++) at = text.indexOf(t, at + 1);
  if (at < 0) throw new Error(`fixture: '${t}' not in text`);
  return { start: at, end: at + t.length, category };
}

describe('coverage', () => {
  it('counts the union of overlapping spans once', () => {
    expect(
      coveredChars({ start: 0, end: 10 }, [
        { start: 0, end: 6 },
        { start: 2, end: 8 },
      ]),
    ).toBe(8);
    expect(coveredChars({ start: 5, end: 10 }, [{ start: 0, end: 20 }])).toBe(5);
    expect(coveredChars({ start: 5, end: 5 }, [{ start: 0, end: 20 }])).toBe(0);
  });
});

describe('recall: touched and half-covered', () => {
  const text = 'i take sertraline 50mg daily now';
  const m = msg(text, [['health', 'sertraline 50mg daily']]); // 21 characters

  it('touched needs one predicted character inside the fact', () => {
    const [f] = scoreMessage(m, [span(text, 'y now')], text).facts; // 'y' is the fact's last character
    expect(f).toMatchObject({ touched: true, halfCovered: false, coveredChars: 1 });
    const [g] = scoreMessage(m, [span(text, ' now')], text).facts; // adjacent, not inside
    expect(g).toMatchObject({ touched: false, halfCovered: false });
  });

  it('half-covered at exactly 50 % counts, below does not (even length fact)', () => {
    const t = 'my ferritin was 6 ok'; // fact 'ferritin was 6' = 14 chars
    const mm = msg(t, [['health', 'ferritin was 6']]);
    expect(scoreMessage(mm, [span(t, 'ferritin')], t).facts[0]?.halfCovered).toBe(true); // 8/14
    expect(scoreMessage(mm, [span(t, 'ferriti')], t).facts[0]?.halfCovered).toBe(true); // 7/14 = 50 %
    expect(scoreMessage(mm, [span(t, 'ferrit')], t).facts[0]?.halfCovered).toBe(false); // 6/14
  });

  it('two predicted spans cover a fact together though neither alone reaches half', () => {
    const [f] = scoreMessage(m, [span(text, 'sertral'), span(text, '50mg d')], text).facts; // 7 + 6 of 21
    expect(f).toMatchObject({ coveredChars: 13, halfCovered: true });
    // Overlapping predictions are not double counted: 7 + 7 with 4 shared = 10 of 21.
    const [g] = scoreMessage(m, [span(text, 'sertral'), span(text, 'traline')], text).facts;
    expect(g).toMatchObject({ coveredChars: 10, halfCovered: false });
  });
});

describe('precision: a span is correct when ≥ 50 % of it lies inside gold facts of any kind', () => {
  const text = 'Jess owes 12k on her card';
  const m = msg(text, [
    ['person', 'Jess'],
    ['financial', 'owes 12k'],
  ]);

  it('counts facts of any kind, and adjacent facts together', () => {
    // 'Jess owes' = 9 chars, 'Jess' (person) + 'owes' (financial) = 8 inside gold: correct whatever its category.
    const s = scoreMessage(m, [{ ...span(text, 'Jess owes'), category: 'medical' }], text).spans;
    expect(s[0]).toMatchObject({ insideGoldChars: 8, correct: true });
  });

  it('exactly half inside is correct, less is not', () => {
    expect(scoreMessage(m, [span(text, '12k on')], text).spans[0]?.correct).toBe(true); // 3 of 6
    expect(scoreMessage(m, [span(text, '12k on ')], text).spans[0]?.correct).toBe(false); // 3 of 7
    expect(scoreMessage(m, [span(text, 'card')], text).spans[0]?.correct).toBe(false);
  });

  it('ignores zero-length spans (they neither cover nor flag)', () => {
    const clean = msg('what is a good credit score', []);
    const s = scoreMessage(clean, [{ start: 3, end: 3, category: 'financial' }], clean.text);
    expect(s.spans).toHaveLength(0);
    expect(s.flagged).toBe(false);
  });
});

describe('leak: fact text in sanitized more often than in the input outside gold facts', () => {
  it('a fact kept verbatim leaks; a redacted one does not', () => {
    const text = 'i was arrested in Tulsa';
    const m = msg(text, [
      ['legal', 'arrested'],
      ['location', 'Tulsa'],
    ]);
    const s = scoreMessage(m, [span(text, 'Tulsa', 'location')], 'i was arrested in [LOCATION_1]');
    expect(s.facts.map((f) => f.leaked)).toEqual([true, false]);
  });

  it('occurrences outside gold facts are allowed to stay', () => {
    // The second 'diabetes' is a general mention the writer left unmarked: it may survive sanitizing.
    const text = 'my dad has diabetes. is diabetes genetic';
    const m = msg(text, [['health', 'diabetes']]);
    expect(
      scoreMessage(m, [span(text, 'diabetes')], 'my dad has [MEDICAL_1]. is diabetes genetic').facts[0]?.leaked,
    ).toBe(false);
    // Both kept: 2 in the output > 1 outside gold.
    expect(scoreMessage(m, [], text).facts[0]?.leaked).toBe(true);
  });

  it('two gold facts with the same text both leak when one survives', () => {
    const text = 'Jess called. Jess is sick';
    const m = msg(text, [
      ['person', 'Jess'],
      ['person', 'Jess'],
    ]);
    const s = scoreMessage(m, [span(text, 'Jess', 'person')], '[PERSON_1] called. Jess is sick');
    expect(s.facts.map((f) => f.leaked)).toEqual([true, true]);
  });

  it('is case-sensitive on the exact text', () => {
    const text = 'diagnosed with Lupus';
    const m = msg(text, [['health', 'Lupus']]);
    expect(scoreMessage(m, [], 'diagnosed with lupus').facts[0]?.leaked).toBe(false);
    expect(scoreMessage(m, [], 'diagnosed with Lupus').facts[0]?.leaked).toBe(true);
  });

  it('does not find a fact inside a longer word or number (placeholders carry digits)', () => {
    expect(countOccurrences('[AGE_6] and [PERSON_16]', '6')).toBe(0);
    expect(countOccurrences('maybe in may', 'may')).toBe(1);
    expect(countOccurrences('$58k, 58k', '58k')).toBe(2);
    expect(countOccurrences('$5$5$5', '$5$5')).toBe(2); // every start position, overlapping too
    expect(countOccurrences('aaa', 'aa')).toBe(0); // inside a longer word on one side each time
    expect(countOccurrences('x', '')).toBe(0);
    const text = 'my son is 6 and has adhd';
    const m = msg(text, [
      ['age', '6'],
      ['health', 'adhd'],
    ]);
    expect(scoreMessage(m, [], 'my son is [AGE_6] and has [MEDICAL_1]').facts.map((f) => f.leaked)).toEqual([
      false,
      false,
    ]);
  });

  it('masks every gold character (an occurrence overlapping a fact is not outside)', () => {
    expect(maskFacts('abcdef', [{ start: 1, end: 3 }])).toBe('a\u0000\u0000def');
  });
});

describe('aggregate', () => {
  const t1 = 'i got laid off, was arrested for DUI and owe 9k, ask Jess';
  const m1 = msg(
    t1,
    [
      ['other', 'got laid off'],
      ['legal', 'arrested for DUI'],
      ['financial', 'owe 9k'],
      ['person', 'Jess'],
    ],
    'a-001',
  );
  const t2 = 'is 700 a good credit score';
  const m2 = msg(t2, [], 'a-002');
  const t3 = 'what is a roth ira';
  const m3 = msg(t3, [], 'a-003');
  const s1 = scoreMessage(
    m1,
    [span(t1, 'arrested', 'legal'), span(t1, 'Jess', 'person'), span(t1, 'ask', 'person')],
    'i got laid off, was [LEGAL] for DUI and owe 9k, [PERSON] [PERSON]',
  );
  const s2 = scoreMessage(m2, [span(t2, '700', 'financial')], 'is [FINANCIAL] a good credit score');
  const s3 = scoreMessage(m3, [], t3);
  const r = aggregate([s1, s2, s3], [5, 1, 3]);

  it('lists the four domain rows, domain, the identifier kinds present, then all', () => {
    expect(r.rows.map((x) => x.label)).toEqual(['health', 'legal', 'financial', 'other', 'domain', 'person', 'all']);
    const row = (l: string): (typeof r.rows)[number] | undefined => r.rows.find((x) => x.label === l);
    expect(row('health')).toMatchObject({ facts: 0, touchedRate: null });
    // 'arrested' = 8 of 16 characters: touched and (exactly) half-covered; leaks? 'arrested for DUI' no longer in output.
    expect(row('legal')).toMatchObject({ facts: 1, touched: 1, halfCovered: 1, leaked: 0 });
    expect(row('financial')).toMatchObject({ facts: 1, touched: 0, halfCovered: 0, leaked: 1, leakRate: 1 });
    expect(row('other')).toMatchObject({ facts: 1, touched: 0, leaked: 1 });
    expect(row('domain')).toMatchObject({ facts: 3, touched: 1, halfCovered: 1, leaked: 2 });
    expect(row('domain')?.touchedRate).toBeCloseTo(1 / 3, 12);
    expect(row('all')).toMatchObject({ facts: 4, touched: 2, halfCovered: 2, leaked: 2, leakRate: 0.5 });
  });

  it('per-kind precision counts the spans whose category claims the kind', () => {
    const row = (l: string): (typeof r.rows)[number] | undefined => r.rows.find((x) => x.label === l);
    expect(row('legal')).toMatchObject({ predicted: 1, predictedCorrect: 1, precision: 1 });
    expect(row('financial')).toMatchObject({ predicted: 1, predictedCorrect: 0, precision: 0 });
    expect(row('health')).toMatchObject({ predicted: 0, precision: null });
    expect(row('domain')).toMatchObject({ predicted: 2, predictedCorrect: 1, precision: 0.5 });
    expect(row('person')).toMatchObject({ predicted: 2, predictedCorrect: 1, precision: 0.5 });
    expect(row('all')).toMatchObject({ predicted: 4, predictedCorrect: 2, precision: 0.5 });
    expect([
      categoryKind('medical'),
      categoryKind('organization'),
      categoryKind('card_number'),
      categoryKind('other'),
      categoryKind('toString'),
    ]).toEqual(['health', 'org', 'account', null, null]);
  });

  it('precision over every message (false positives on sensitive-free ones included), and per category', () => {
    expect(r.precision).toEqual({ predicted: 4, correct: 2, precision: 0.5 });
    expect(r.byCategory).toEqual([
      // Most false positives first; ties by more predictions.
      { category: 'person', predicted: 2, correct: 1, precision: 0.5 },
      { category: 'financial', predicted: 1, correct: 0, precision: 0 },
      { category: 'legal', predicted: 1, correct: 1, precision: 1 },
    ]);
  });

  it('flags a sensitive-free message with any predicted span', () => {
    expect(r.clean).toEqual({ messages: 2, flagged: 1, flaggedShare: 0.5, changed: 1, changedShare: 0.5 });
    expect(r.messages).toBe(3);
  });

  it('latency percentiles are nearest-rank', () => {
    expect(r.latency).toEqual({ n: 3, p50: 3, p95: 5 });
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([4, 1, 3, 2], 0.5)).toBe(2);
    expect(
      percentile(
        Array.from({ length: 100 }, (_, i) => i + 1),
        0.95,
      ),
    ).toBe(95);
  });
});

describe('redactSpans (how the peers’ sanitized text is made)', () => {
  it('replaces each span, merging overlaps, keeping the text between', () => {
    const t = 'call Jess Parker at 555-0100 now';
    expect(
      redactSpans(t, [span(t, 'Jess', 'person'), span(t, 'Jess Parker', 'person'), span(t, '555-0100', 'phone')]),
    ).toBe('call [PERSON] at [PHONE] now');
    expect(redactSpans(t, [])).toBe(t);
    expect(
      redactSpans(t, [
        { start: 0, end: 4, category: 'x' },
        { start: 2, end: 9, category: 'y' },
      ]),
    ).toBe('[X] Parker at 555-0100 now');
  });
});

describe('wilson95', () => {
  it('matches published values', () => {
    // Reference values from the closed form (Wilson 1927), e.g. statsmodels proportion_confint(method='wilson').
    const [a, b] = wilson95(5, 10) ?? [NaN, NaN];
    expect(a).toBeCloseTo(0.2366, 4);
    expect(b).toBeCloseTo(0.7634, 4);
    const [c, d] = wilson95(0, 10) ?? [NaN, NaN];
    expect(c).toBe(0);
    expect(d).toBeCloseTo(0.2775, 4);
    const [e, f] = wilson95(90, 100) ?? [NaN, NaN];
    expect(e).toBeCloseTo(0.8256, 4);
    expect(f).toBeCloseTo(0.9448, 4);
    expect(wilson95(0, 0)).toBeNull();
  });
});

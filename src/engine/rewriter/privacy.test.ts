/** Properties the DP contract needs from the candidate source, over random span texts (fast-check). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calibrateJointMechanism, calibrateSpanMechanism, RankProfileMechanism } from '../dp/index.ts';
import type { PhraseBankFile } from './bank.ts';
import { createRewriter } from './index.ts';
import type { EmbedFn, UtilityProfile } from './index.ts';

const RUNS = 200;
const DIM = 32;

const embed: EmbedFn = (texts) =>
  Promise.resolve(
    texts.map((t) => {
      const v = new Float32Array(DIM);
      for (let i = 0; i < t.length; i++) {
        const k = (t.charCodeAt(i) * 17 + i * 7) % DIM;
        v[k] = v[k]! + ((i % 3) - 1);
      }
      let n = 0;
      for (const x of v) n += x * x;
      n = Math.sqrt(n);
      return n > 0 ? v.map((x) => x / n) : v; // the zero vector is a legal (degenerate) embedding too
    }),
  );

const bank: PhraseBankFile = {
  version: 1,
  description: 'test',
  sources: [],
  excludedTrainingSpanEntries: 0,
  categories: {
    legal: {
      phrases: ['a property offence', 'to obtain an advantage', 'handling restricted goods', 'deliberate', 'reported to the authorities', 'a rule was broken'],
      slots: ['np', 'infinitive', 'gerund', 'adjective', 'participle', 'clause'],
      sources: ['t', 't', 't', 't', 't', 't'],
    },
  },
};

const PROFILES: UtilityProfile[] = [
  { kind: 'minmax', sharpness: 1 },
  { kind: 'minmax', sharpness: 4 },
  { kind: 'top', fraction: 0.1 },
  { kind: 'top', fraction: 0.5 },
];

describe.each(PROFILES)('rewriter candidate source under arbitrary span texts, profile %j', (profile) => {
  it(`keeps the vocabulary fixed and utilities in [R1, R2] (${RUNS} random texts)`, async () => {
    const rw = await createRewriter({ bank, embed, clip: { r1: 5, r2: 20 }, profile });
    const candidates = rw.candidates.bind(rw);
    let first: string[] | undefined;
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 0, maxLength: 40 }), fc.string({ maxLength: 40 }), async (spanText, before) => {
        const message = `${before}${spanText}.`;
        const span = { start: before.length, end: before.length + spanText.length, text: spanText, category: 'legal' as const };
        await rw.prepare(message, [span]);
        const { phrases, utilities } = candidates(span);
        first ??= phrases;
        expect(phrases).toEqual(first);
        expect(utilities.length).toBe(phrases.length);
        for (const u of utilities) {
          expect(Number.isFinite(u)).toBe(true);
          expect(u).toBeGreaterThanOrEqual(5);
          expect(u).toBeLessThanOrEqual(20);
        }
        rw.forget();
      }),
      { numRuns: RUNS, seed: 20261130 },
    );
  });
});

describe.each([0.05, 0.1, 0.5])('rank-profile path under arbitrary span texts, top fraction %s', (fraction) => {
  it(`keeps the vocabulary fixed and the multiset of utilities the DP core assigns constant (${RUNS} random texts)`, async () => {
    const rw = await createRewriter({ bank, embed, profile: { kind: 'top', fraction } });
    const mechanism = calibrateSpanMechanism(rw, { epsilonText: 3, spans: 1 });
    expect(mechanism).toBeInstanceOf(RankProfileMechanism);
    const m = mechanism as RankProfileMechanism;
    const ranked = rw.rankedCandidates.bind(rw);
    let first: string[] | undefined;
    let multiset: number[] | undefined;
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 0, maxLength: 40 }), fc.string({ maxLength: 40 }), async (spanText, before) => {
        const message = `${before}${spanText}.`;
        const span = { start: before.length, end: before.length + spanText.length, text: spanText, category: 'legal' as const };
        await rw.prepare(message, [span]);
        const { phrases, scores, fitClasses } = ranked(span);
        first ??= phrases;
        expect(phrases).toEqual(first);
        const sorted = [...m.utilities(scores, fitClasses)].sort((a, b) => a - b);
        multiset ??= sorted;
        expect(sorted).toEqual(multiset);
        rw.forget();
      }),
      { numRuns: RUNS, seed: 20261130 },
    );
    expect(multiset?.filter((u) => u === 20)).toHaveLength(Math.ceil(fraction * 6));
  });
});

describe.each([
  { odds: 1, cost: 'rank' as const },
  { odds: 30, cost: 'log2' as const },
])('joint path under arbitrary span texts, %j', ({ odds, cost }) => {
  it(`keeps the vocabulary fixed and the multiset of tuple probabilities constant (${RUNS / 2} random two-span messages)`, async () => {
    const rw = await createRewriter({ bank, embed, profile: { kind: 'joint', odds, cost } });
    const mechanism = calibrateJointMechanism(rw, { epsilonText: 3 });
    const ranked = rw.rankedCandidates.bind(rw);
    let first: string[] | undefined;
    let multiset: number[] | undefined;
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), async (a, b) => {
        const message = `${a} and ${b}.`;
        const spans = [
          { start: 0, end: a.length, text: a, category: 'legal' as const },
          { start: a.length + 5, end: a.length + 5 + b.length, text: b, category: 'legal' as const },
        ];
        await rw.prepare(message, spans);
        const inputs = spans.map((s) => {
          const { phrases, scores, fitClasses } = ranked(s);
          first ??= phrases;
          expect(phrases).toEqual(first);
          return { scores, ...(fitClasses !== undefined ? { fitClasses } : {}) };
        });
        const sorted = [...mechanism.probabilities(inputs)].sort((x, y) => x - y);
        multiset ??= sorted;
        // The same multiset up to float rounding: the distribution is a permutation of one fixed vector.
        sorted.forEach((p, i) => expect(Math.abs(p - multiset![i]!)).toBeLessThan(1e-15));
        rw.forget();
      }),
      { numRuns: RUNS / 2, seed: 20261130 },
    );
    expect(multiset).toHaveLength(36);
  });
});

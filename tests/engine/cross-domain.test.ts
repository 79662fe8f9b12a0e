/**
 * One message, two domains (issue 4): the committed models find the debt in a medical message as financial, next to
 * the symptoms as medical (LocalizeOptions.crossDomain; the analyzer labels each span with its own domain).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/index.ts';
import { realModelsEngine } from './real-engine.ts';

describe('a medical message with a debt in it (real models)', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await realModelsEngine();
  }, 300_000);

  it('reports the symptoms as medical and the credit card debt as financial', async () => {
    const text =
      'For three weeks I have been coughing up blood, with night sweats and chest pain. ' +
      'On top of that I have about $8,000 in credit card debt, so I am stressed.';
    const analysis = await engine.analyze(text);
    const by = (category: string): string[] => analysis.spans.filter((s) => s.category === category).map((s) => s.text);
    expect(analysis.domain).toBe('medical');
    // Each symptom is covered by a medical span (alone, or both in one when the fact tagger widens a span over them).
    for (const symptom of ['coughing up blood', 'night sweats', 'chest pain']) expect(by('medical').some((t) => t.includes(symptom))).toBe(true);
    // "For three weeks" states when, not what.
    expect(by('medical').some((t) => /three weeks/i.test(t))).toBe(false);
    expect(by('financial').some((t) => t.includes('credit card debt'))).toBe(true);
    expect(by('medical').some((t) => t.includes('debt'))).toBe(false);
  });
});

/**
 * The candidate veto (AnalyzeSettings.candidateVeto): the fact tagger reads the message first, and a localizer
 * candidate it reads wholly below the policy's veto is not encoded, since any span made of it would be vetoed. The
 * candidates it keeps are encoded as before. Measured effect on the realistic dev split: docs/fact-tagger.md.
 */
import { describe, expect, it } from 'vitest';
import { analyzeLearned } from '../../src/engine/analyzer.ts';
import { recordingModels } from './learned-models.ts';

describe('candidate veto', () => {
  const text =
    'so my doctor says i have stage 2 hypertension and started me on lisinopril 10mg, and my sales rep job has me on the road all week. sorry for the wall of text, is the sales travel making it worse?';

  it('leaves out candidates the tagger reads as no fact, keeps the fact candidates, and finds the same facts', async () => {
    const { models, encoded: seen } = recordingModels();
    const vetoed = await analyzeLearned(text, {}, models);
    const kept = [...seen];
    seen.length = 0;
    const full = await analyzeLearned(text, { candidateVeto: false }, models);
    const all = [...seen];
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.length).toBeLessThan(all.length);
    for (const t of kept) expect(all).toContain(t);
    expect(kept.some((t) => t.includes('lisinopril'))).toBe(true);
    const facts = (r: typeof full): string[] => r.spans.filter((s) => ['medical', 'legal', 'financial', 'sensitive'].includes(s.category)).map((s) => s.text);
    expect(facts(vetoed)).toEqual(facts(full));
    expect(facts(vetoed).some((t) => t.includes('hypertension'))).toBe(true);
  });

  it('does nothing without the fact tagger', async () => {
    const { models, encoded: seen } = recordingModels();
    delete models.factTagger;
    await analyzeLearned(text, {}, models);
    const a = [...seen];
    seen.length = 0;
    await analyzeLearned(text, { candidateVeto: false }, models);
    expect(a).toEqual(seen);
  });
});

/**
 * A legal event the writer denies ("not on probation anymore", "i never got served") and a condition a test ruled out
 * ("a CT to rule out stroke") tell no fact about them: the analysis leaves them (session 38, pipeline.ts deniedFact),
 * and keeps a negated act and the facts beside them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import type { Engine } from '../../src/engine/index.ts';

const DOMAINS = new Set(['medical', 'legal', 'financial', 'sensitive']);

describe('denied legal events and conditions ruled out', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  });
  const domainSpans = async (text: string): Promise<string[]> => (await engine.analyze(text)).spans.filter((s) => DOMAINS.has(s.category)).map((s) => s.text);

  it('leaves the denial and keeps the facts beside it', async () => {
    const probation = await domainSpans("i relapsed last month and my PO doesn't know. i'm not on probation anymore though so is it a legal problem");
    expect(probation.some((t) => /probation/i.test(t))).toBe(false);
    expect(probation.some((t) => /relapsed/i.test(t))).toBe(true);
    const stroke = await domainSpans("the ER did a CT to rule out stroke and said it's Bell's palsy. now i'm on prednisone 60mg");
    expect(stroke).not.toContain('stroke');
    expect(stroke.some((t) => /prednisone 60mg/.test(t))).toBe(true);
    const served = await domainSpans('there is a default judgment against me for $4,200 but i never got served. i live in Gwinnett county');
    expect(served.some((t) => /served/.test(t))).toBe(false);
    expect(served.some((t) => /\$4,200/.test(t))).toBe(true);
  });
  it('keeps a negated act', async () => {
    expect((await domainSpans('I have not filed the I-589 yet and it is almost one year since I arrived')).some((t) => /I-589/.test(t))).toBe(true);
  });
});

/**
 * Names and places found by a weak cue in the public-context parts of a personal message — a sentence that asks in
 * general terms, and what the writer read or heard about — are not the writer's (issue 17, session 10).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import type { Engine } from '../../src/engine/index.ts';

describe('public context inside a personal message', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  });
  const places = async (text: string): Promise<string[]> =>
    (await engine.analyze(text)).spans.filter((s) => s.category === 'location' || s.category === 'group').map((s) => s.text);

  it('leaves a place in what the writer read about and in a general sentence', async () => {
    expect(await places("I saw it in a CBC article about a fraud trial in Ontario and didn't understand why the case stopped.")).toEqual([]);
    expect(await places('Can you explain what a stay of proceedings means in Canadian criminal law? I am confused.')).toEqual([]);
  });
  it("leaves an age in a general question, keeps the writer's relative's (session 13)", async () => {
    const ages = async (text: string): Promise<string[]> => (await engine.analyze(text)).spans.filter((s) => s.category === 'age').map((s) => s.text);
    expect(await ages("what's a normal resting heart rate for a 40 year old woman who doesn't exercise much")).toEqual([]);
    expect(await ages('my dad is 61 and his psa came back 9.2')).toEqual(['61']);
  });
  it('finds no fact in a piece of a longer identifier name (session 13)', async () => {
    expect((await engine.analyze('why do I get "no pg_hba.conf entry for host" when connecting to postgres')).spans).toEqual([]);
  });
  it("keeps the writer's own place", async () => {
    expect(await places("I got arrested in Ontario last year and didn't understand why the case stopped.")).toContain('Ontario');
  });
});

/**
 * The message gate in the analyzer, with the real span encoder and a gate whose probability is fixed by its bias
 * (zero weights): below the threshold a personal message is read as general (no domain fact, weak names public),
 * above it nothing changes; the gate reads the fact tagger's windows and hands its features to onMessageGate.
 * Also: the shipped models/message-gate.json loads.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { biasedEngines } from './real-engine.ts';
import { MESSAGE_GATE_FILE, type Engine } from '../../src/engine/index.ts';
import { parseMessageGate, serializeMessageGate } from '../../src/engine/message-gate/index.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOMAIN = new Set(['medical', 'legal', 'financial', 'sensitive']);
const TEXT =
  'My name is Dana Whitfield. My tuberculosis came back last year and the card company says $18,400 is overdue.';

const fixedGate = (b: number): unknown =>
  serializeMessageGate({
    dim: 1024,
    mean: new Float32Array(1024),
    invStd: new Float32Array(1024).fill(1),
    w: new Float32Array(1024),
    b,
    threshold: 0.05,
  });

describe('message gate in the analyzer', () => {
  let e: { closed: Engine; open: Engine };
  beforeAll(async () => {
    e = await biasedEngines(MESSAGE_GATE_FILE, fixedGate);
  }, 300_000);

  it('reads a message it scores below the threshold as general: no domain fact, strong identifiers kept', async () => {
    const a = await e.closed.analyze(TEXT);
    expect(a.spans.filter((s) => DOMAIN.has(s.category))).toEqual([]);
    expect(a.spans.map((s) => s.text)).toContain('Dana Whitfield');
  }, 60_000);

  it("keeps a message that names the writer's own condition (session 34: I have / was diagnosed with …)", async () => {
    const own = await e.closed.analyze('My name is Dana Whitfield. I was diagnosed with tuberculosis last year and I owe $18,400 on my credit card.');
    expect(own.spans.filter((s) => DOMAIN.has(s.category)).map((s) => s.category)).toEqual(['medical', 'financial']);
  }, 60_000);

  it('keeps a message that tells the writer\'s own debt or income with its amount (session 42: I owe / I make …)', async () => {
    const own = await e.closed.analyze('i like dogs. i owe 12k');
    expect(own.spans.filter((s) => DOMAIN.has(s.category)).map((s) => s.text)).toEqual(['i owe 12k']);
    const general = await e.closed.analyze('i like dogs. is 12k a lot of debt for a student?');
    expect(general.spans.filter((s) => DOMAIN.has(s.category))).toEqual([]);
  }, 60_000);

  it('keeps a message that tells the writer\'s own legal event in the first person (session 42: I was arrested …)', async () => {
    const own = await e.closed.analyze('i love hiking. i was arrested last week');
    expect(own.spans.filter((s) => DOMAIN.has(s.category)).map((s) => s.category)).toEqual(['legal']);
    const general = await e.closed.analyze('random q: what happens if you get a dui in texas');
    expect(general.spans.filter((s) => DOMAIN.has(s.category))).toEqual([]);
  }, 60_000);

  it('changes nothing above the threshold, or when switched off', async () => {
    const off = await e.closed.analyze(TEXT, { messageGate: false });
    const above = await e.open.analyze(TEXT);
    expect(off.spans.filter((s) => DOMAIN.has(s.category)).length).toBeGreaterThan(1);
    expect(above.spans.map((s) => [s.start, s.end, s.category])).toEqual(
      off.spans.map((s) => [s.start, s.end, s.category]),
    );
    // the threshold can be overridden (dev sweeps): at 0 nothing is below it
    const zero = await e.closed.analyze(TEXT, { messageGateThreshold: 0 });
    expect(zero.spans.map((s) => [s.start, s.end])).toEqual(off.spans.map((s) => [s.start, s.end]));
  }, 60_000);

  it('keeps a religion said of the writer or their family in a message it reads as general, not a nationality (session 18)', async () => {
    const text =
      "I'm Catholic and my partner is Muslim, our families want different things for the wedding. I'm not German either.";
    const gated = await e.closed.analyze(text);
    const seen: number[] = [];
    await e.closed.analyze(text, { onMessageGate: (_, p) => seen.push(p) });
    expect(seen).toHaveLength(1);
    // (session 43: "I'm Catholic" told whole in the first person spares the message from the gate, and the fact stage's
    // span joins the religion's: either way both religions are covered, the nationality is not)
    const groups = gated.spans.filter((s) => s.category === 'group').map((s) => s.text);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toContain('Catholic');
    expect(groups[1]).toBe('Muslim');
    expect(gated.spans.some((s) => s.text.includes('German'))).toBe(false);
  }, 60_000);

  it('hands the features it read (mean and maximum of 512-d backbone vectors) and its probability to onMessageGate', async () => {
    const seen: { n: number; p: number }[] = [];
    await e.closed.analyze(TEXT, { onMessageGate: (f, p) => seen.push({ n: f.length, p }) });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.n).toBe(1024);
    expect(seen[0]?.p).toBeLessThan(1e-6);
    // a general question is never read by the gate (not a personal message)
    const general: number[] = [];
    await e.closed.analyze('what is the usual dose of metformin for adults?', {
      onMessageGate: (_, p) => general.push(p),
    });
    expect(general).toEqual([]);
  }, 60_000);

  it("reads the windows within its own budget, whatever the fact tagger's (session 26)", async () => {
    // a long personal message: its lines with figures and domain words exceed any of the budgets below
    const long = Array.from(
      { length: 12 },
      (_, i) => `My brother was charged with burglary in ${2010 + i} and he owes $${i + 2},400 on his card.`,
    ).join('\n');
    const features = async (factTaggerBudget: number): Promise<number[]> => {
      const seen: number[][] = [];
      await e.closed.analyze(long, { factTaggerBudget, onMessageGate: (f) => seen.push([...f]) });
      expect(seen).toHaveLength(1);
      return seen[0] ?? [];
    };
    // the same windows' vectors; encoded in another batch (other padding) they differ by float rounding only
    const gap = (a: number[], b: number[]): number => Math.max(...a.map((x, i) => Math.abs(x - (b[i] ?? Number.NaN))));
    const at120 = await features(120);
    expect(gap(await features(150), at120)).toBeLessThan(1e-3);
    expect(gap(await features(400), at120)).toBeLessThan(1e-3);
  }, 60_000);

  it('ships a gate file that loads', async () => {
    const g = parseMessageGate(JSON.parse(await readFile(join(ROOT, 'models', MESSAGE_GATE_FILE), 'utf8')));
    expect(g.dim).toBe(1024);
    expect(g.threshold).toBeGreaterThan(0);
    expect(g.threshold).toBeLessThan(0.5);
  });
});

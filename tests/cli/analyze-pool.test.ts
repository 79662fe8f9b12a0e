import { describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/index.ts';
import { analyzeLine, type LineSettings } from '../../src/cli/analyze-line.ts';
import { AnalyzePool } from '../../src/cli/analyze-pool.ts';
import { createNodeEngine } from '../../src/cli/node-engine.ts';

const settings: LineSettings = { mode: 'dp', epsilon: 20, seed: 3, krrScope: 'message', runtime: 'wasm', format: 'json', timings: false, color: false };

const LINES = [
  '{"id":1,"text":"I was diagnosed with tuberculosis last year; email dana.w@example.org"}',
  '{"id":2,"text":"My brother was charged with burglary in Leeds"}',
  'not json',
  '{"id":4,"text":"I owe eighteen thousand dollars on my credit card"}',
  '{"id":5,"text":"I was diagnosed with tuberculosis last year; email dana.w@example.org"}',
  '{"id":6,"text":"call +1 415 555 0110 in the evening"}',
];

describe('AnalyzePool (worker threads, each with its own engine)', () => {
  it('answers every line as the in-process path does, whichever of two workers ran it', async () => {
    const engine: Engine = await createNodeEngine({ preloadRewriter: true });
    const expected = await Promise.all(LINES.map((l, i) => analyzeLine(engine, settings, l, i + 1)));
    const pool = await AnalyzePool.start(settings, 2, { eager: true });
    try {
      // Two passes over the lines, submitted all at once: the second pass lands on other workers than the first.
      const got = await Promise.all([...LINES, ...LINES].map((l, i) => pool.submit(l, (i % LINES.length) + 1)));
      expect(got.slice(0, LINES.length)).toEqual(expected);
      expect(got.slice(LINES.length)).toEqual(expected);
      const perWorker = pool.linesPerWorker;
      expect(perWorker).toHaveLength(2);
      expect(perWorker.every((n) => n > 0)).toBe(true);
    } finally {
      await pool.close();
    }
  }, 600_000);
});

/** `promptveil embed`: JSON Lines in and out, errors per line, order kept, --raw gives g(·). */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseLine, runEmbed } from '../../src/cli/embed.ts';
import { ensureModels } from './helpers.ts';

describe('promptveil embed', () => {
  const dir = mkdtempSync(join(tmpdir(), 'promptveil-embed-'));
  beforeAll(() => ensureModels());
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('embeds with --raw and reports malformed lines without stopping', async () => {
    const input = join(dir, 'in.jsonl');
    const output = join(dir, 'out.jsonl');
    const long = 'word '.repeat(2000);
    writeFileSync(
      input,
      [
        JSON.stringify({ id: 'a', text: 'coughing up blood', extra: 1 }),
        'not json',
        '',
        JSON.stringify({ id: 2, text: '' }),
        JSON.stringify({ id: 3 }),
        JSON.stringify({ id: 4, text: long }),
        JSON.stringify({ id: 5, text: 'lone \ud800 surrogate' }),
        JSON.stringify({ id: 'a', text: 'coughing up blood' }),
      ].join('\n'),
    );
    expect(await runEmbed(['--input', input, '--output', output, '--raw'])).toBe(0);
    const lines = readFileSync(output, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => l.id)).toEqual(['a', null, 2, 3, 4, 5, 'a']);
    expect(lines[1]?.error).toMatch(/invalid JSON/);
    expect(lines[3]?.error).toMatch(/text/);
    for (const i of [0, 2, 4, 5, 6]) {
      const v = lines[i]?.vector as number[];
      expect(v).toHaveLength(512);
      expect(Math.hypot(...v)).toBeCloseTo(1, 5);
    }
    expect(lines[4]?.truncated).toBe(true);
    expect(lines[0]?.truncated).toBeUndefined();
    expect(lines[6]?.vector).toEqual(lines[0]?.vector);
  });

  it('rejects bad arguments with exit code 2', async () => {
    expect(await runEmbed(['--input'])).toBe(2);
    expect(await runEmbed(['--output', '-'])).toBe(2);
    expect(await runEmbed(['--input', '-', '--output', '-', '--bogus'])).toBe(2);
  });

  it('parses lines strictly', () => {
    expect(parseLine('{"id":1,"text":"x"}')).toEqual({ kind: 'text', id: 1, text: 'x' });
    expect(parseLine('{"text":"x"}')).toEqual({ kind: 'text', id: null, text: 'x' });
    expect(parseLine('[1]')).toMatchObject({ kind: 'error' });
    expect(parseLine('{"id":1,"text":2}')).toMatchObject({ kind: 'error', id: 1 });
  });
});

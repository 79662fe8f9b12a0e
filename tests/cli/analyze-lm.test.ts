/**
 * `promptveil analyze --mode dp --lm DIR` on the tiny transformers.js-layout LM of scripts/rewriter/tiny-lm.ts:
 * in process (--jobs 1), through a worker thread (--jobs 2: same seeded bytes), and as the built bin (dist/cli, no
 * dev dependency at run time). Only spans change, ε is the accounting, and a missing or broken folder stops the
 * run with a clear message.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { TINY_VOCAB, writeTinyLmFolder } from '../../scripts/rewriter/tiny-lm.ts';
import { runAnalyze } from '../../src/cli/analyze.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'pv-cli-lm-'));
const lmDir = join(dir, 'tiny-gpt2');
writeTinyLmFolder(lmDir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const LINES = [
  '{"id":"a","text":"Email ana@example.org about my chronic kidney disease, thanks."}',
  '{"id":"b","text":"nothing to see"}',
  '{"id":"c","text":"My SSN is 123-45-6789 and I was charged with a DUI last May."}',
];
const input = join(dir, 'in.jsonl');
writeFileSync(input, LINES.join('\n'));

type Rec = {
  id: string;
  sanitized: string;
  epsilon: number | null;
  guarantee: string;
  spans: { start: number; end: number; replacement?: string }[];
};

async function run(extra: string[]): Promise<Rec[]> {
  const output = join(dir, `out-${extra.join('_').replace(/[/\\]/g, '')}.jsonl`);
  expect(
    await runAnalyze(['--input', input, '--output', output, '--mode', 'dp', '--lm', lmDir, '--seed', '4', ...extra]),
  ).toBe(0);
  return readFileSync(output, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Rec);
}

/** Text outside the spans is unchanged: rebuild the output from the input, the spans and their replacements. */
function rebuilt(text: string, spans: Rec['spans']): string {
  let out = '';
  let cursor = 0;
  for (const s of spans) {
    out += text.slice(cursor, s.start) + (s.replacement ?? '');
    cursor = s.end;
  }
  return out + text.slice(cursor);
}

describe('promptveil analyze --lm', () => {
  it('rewrites only the spans, with LM tokens, and reports ε = the budget spent', async () => {
    const out = await run(['--jobs', '1', '--epsilon', '12']);
    expect(out.map((o) => o.id)).toEqual(['a', 'b', 'c']);
    for (const [i, o] of out.entries()) {
      const text = (JSON.parse(LINES[i]!) as { text: string }).text;
      expect(o.sanitized).toBe(rebuilt(text, o.spans));
      if (o.spans.length === 0) {
        expect(o).toMatchObject({ sanitized: text, epsilon: null, guarantee: 'none' });
        continue;
      }
      // k spans × 8 budgeted tokens ≥ ⌈12/30⌉: n_max = 8k, so ε = 8k · 12/(8k) = 12.
      expect(o.guarantee).toBe('dp');
      expect(o.epsilon).toBeCloseTo(12, 9);
      for (const s of o.spans) {
        expect(s.replacement).toBeDefined();
        for (const w of s.replacement === '…' ? [] : s.replacement!.split(' ')) expect(TINY_VOCAB).toContain(w);
      }
    }
    expect(out[0]!.spans.length + out[2]!.spans.length).toBeGreaterThan(1);
    // Worker threads load their own copy and give the same seeded bytes.
    expect(await run(['--jobs', '2', '--epsilon', '12'])).toEqual(out);
  }, 120_000);

  it('fails closed: a missing or broken folder stops the run; --lm needs dp', async () => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(
        await runAnalyze([
          '--input',
          input,
          '--output',
          join(dir, 'x.jsonl'),
          '--jobs',
          '1',
          '--lm',
          join(dir, 'missing'),
        ]),
      ).toBe(1);
      expect(String(err.mock.calls.at(-1)?.[0])).toMatch(/language model folder '.*missing' does not exist/);
      const broken = join(dir, 'broken');
      writeTinyLmFolder(broken);
      writeFileSync(join(broken, 'onnx', 'model.onnx'), 'not a model');
      expect(
        await runAnalyze(['--input', input, '--output', join(dir, 'y.jsonl'), '--jobs', '1', '--lm', broken]),
      ).toBe(1);
      expect(String(err.mock.calls.at(-1)?.[0])).toMatch(/onnx\/model\.onnx does not load/);
      expect(await runAnalyze(['--input', input, '--jobs', '1', '--mode', 'redact', '--lm', lmDir])).toBe(2);
      expect(String(err.mock.calls.at(-1)?.[0])).toMatch(/--lm needs --mode dp/);
    } finally {
      err.mockRestore();
    }
  }, 120_000);

  it('the built bin runs it (no tsx, no dev dependency at run time)', () => {
    const out = execFileSync(
      resolve(ROOT, 'bin', 'promptveil.mjs'),
      ['analyze', '--input', input, '--jobs', '1', '--seed', '4', '--epsilon', '12', '--lm', lmDir],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 90_000,
      },
    );
    const recs = out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Rec);
    expect(recs.map((r) => r.epsilon)).toEqual([12, null, 12]);
  }, 120_000);
});

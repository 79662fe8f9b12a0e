import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CLI_DETECTION_LEVELS, CLI_MODES, CLI_RUNTIMES, runAnalyze } from '../../src/cli/analyze.ts';
import { ORT_RUNTIMES } from '../../src/cli/node-engine.ts';
import { DETECTION_LEVELS, SANITIZE_MODES } from '../../src/engine/index.ts';
import { parseRecord } from '../../src/cli/jsonl.ts';
import { main } from '../../src/cli/main.ts';

const dir = mkdtempSync(join(tmpdir(), 'pv-cli-'));
const BIN = resolve(import.meta.dirname, '../../bin/promptveil.mjs');

async function analyzeLines(lines: string[], extra: string[] = []): Promise<Record<string, unknown>[]> {
  const input = join(dir, `in-${lines.length}-${extra.join('_')}.jsonl`);
  const output = `${input}.out`;
  writeFileSync(input, lines.join('\n'));
  // In-process unless the test asks for worker threads (the CLI's default is one worker per core).
  const jobs = extra.includes('--jobs') ? [] : ['--jobs', '1'];
  expect(await runAnalyze(['--input', input, '--output', output, ...jobs, ...extra])).toBe(0);
  return readFileSync(output, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

describe('promptveil analyze', () => {
  it('answers every line, with an error object for malformed ones, and keeps going', async () => {
    const out = await analyzeLines(
      [
        '{"id":"a","text":"mail me at ana@example.org"}',
        '{"id":"b","text":',
        '[1,2,3]',
        '{"id":"c"}',
        '{"id":"d","text":"nothing to see"}',
      ],
      ['--mode', 'redact'],
    );
    expect(out.map((o) => o.id)).toEqual(['a', null, null, 'c', 'd']);
    expect(out[0]?.sanitized).toBe('mail me at [EMAIL_1]');
    expect(out[1]?.error).toMatch(/invalid JSON/);
    expect(out[2]?.error).toMatch(/not a JSON object/);
    expect(out[3]?.error).toMatch(/"text"/);
    expect(out[4]?.sanitized).toBe('nothing to see');
  });

  it('reports replacement per span, ε and guarantee; --mode none leaves text and omits replacements', async () => {
    const [redacted] = await analyzeLines(['{"id":1,"text":"SSN 123-45-6789 please"}'], ['--mode', 'redact']);
    const spans = redacted?.spans as { start: number; end: number; replacement?: string }[];
    expect(spans[0]?.replacement).toMatch(/^\[[A-Z_]+_1\]$/);
    expect(redacted?.epsilon).toBeNull();
    expect(redacted?.guarantee).toBe('none');
    const [none] = await analyzeLines(['{"id":1,"text":"SSN 123-45-6789 please"}'], ['--mode', 'none']);
    expect(none?.sanitized).toBe('SSN 123-45-6789 please');
    expect((none?.spans as { replacement?: string }[])[0]?.replacement).toBeUndefined();
  });

  it('is reproducible with --seed and k-RR reports the composed ε', async () => {
    const line = '{"id":"k","text":"call 415 555 0132"}';
    const a = await analyzeLines([line], ['--mode', 'krr', '--epsilon', '1', '--seed', '5']);
    const b = await analyzeLines([line, line], ['--mode', 'krr', '--epsilon', '1', '--seed', '5']);
    expect(a[0]?.sanitized).toBe(b[0]?.sanitized);
    // 17 characters of which 3 are spaces (kept as they are): 14 perturbed characters at ε = 1 each.
    expect(a[0]?.epsilon).toBe(14);
  });

  it('exits non-zero only when the input cannot be read', async () => {
    expect(await runAnalyze(['--input', join(dir, 'missing.jsonl'), '--output', join(dir, 'x.out')])).toBe(1);
    expect(await runAnalyze(['--bogus'])).toBe(2);
    expect(await main(['--version'])).toBe(0);
  });

  it('refuses --runtime native with --lm (the span encoder then runs on onnxruntime-web) and bad runtimes', async () => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await runAnalyze(['--runtime', 'native', '--jobs', '1', '--lm', dir])).toBe(2);
      expect(String(err.mock.calls.at(-1)?.[0])).toContain('--runtime native cannot be used with --lm');
      expect(await runAnalyze(['--runtime', 'gpu'])).toBe(2);
    } finally {
      err.mockRestore();
    }
  });

  it('every subcommand answers --help (and -h) with its own usage on stdout, exit 0', async () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      for (const [command, marker] of [
        ['analyze', /^usage: promptveil analyze .*--mode dp\|krr/s],
        ['embed', /^usage: promptveil embed .*--raw/s],
      ] as const) {
        for (const flag of ['--help', '-h']) {
          write.mockClear();
          expect(await main([command, flag])).toBe(0);
          expect(write.mock.calls.map((c) => String(c[0])).join('')).toMatch(marker);
        }
      }
    } finally {
      write.mockRestore();
    }
  });

  it('names the offending flag on a usage error (exit 2)', async () => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await runAnalyze(['--bogus'])).toBe(2);
      expect(String(err.mock.calls[0]?.[0])).toMatch(/^promptveil analyze: unknown option '--bogus'\nusage:/);
      err.mockClear();
      expect(await runAnalyze(['--mode'])).toBe(2);
      expect(String(err.mock.calls[0]?.[0])).toMatch(/--mode needs a value/);
    } finally {
      err.mockRestore();
    }
  });

  it('lists the engine\'s sanitize modes (kept apart so flag parsing does not load the engine)', () => {
    expect([...CLI_MODES]).toEqual([...SANITIZE_MODES]);
    expect([...CLI_RUNTIMES]).toEqual([...ORT_RUNTIMES]);
    expect([...CLI_DETECTION_LEVELS]).toEqual([...DETECTION_LEVELS]);
  });

  it('--detection thorough also marks the fact tagger\'s confident one-word facts no domain word supports (and what joins them); a bad level is a usage error', async () => {
    // (session 38: the two-head tagger finds the earlier example's facts at 'balanced' too; session 40: with the GRU
    // mixed in, the asylum line is found at neither level, so a line of scripts/train/written-more, which nothing trains on)
    const line = String.raw`{"id":1,"text":"her lawyer's letter says I have a \"pattern of substance misuse\" bc of a 2021 public intox citation."}`;
    const DOMAIN = ['medical', 'legal', 'financial', 'sensitive'];
    const texts = (o: Record<string, unknown> | undefined): string[] =>
      (o?.spans as { text: string; category: string }[]).filter((x) => DOMAIN.includes(x.category)).map((x) => x.text);
    const [balanced] = await analyzeLines([line], ['--mode', 'none']);
    const [thorough] = await analyzeLines([line], ['--mode', 'none', '--detection', 'thorough']);
    expect(texts(balanced)).toEqual([]);
    expect(texts(thorough)).toEqual(expect.arrayContaining([expect.stringContaining('substance misuse')]));
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      expect(await runAnalyze(['--detection', 'max', '--jobs', '1'])).toBe(2);
      expect(String(err.mock.calls.at(-1)?.[0])).toContain('--detection must be one of balanced, thorough');
    } finally {
      err.mockRestore();
    }
  });

  it('--jobs 2 (worker threads) gives the bytes of --jobs 1 on the same runtime with --seed, in input order, errors and blank lines included', () => {
    const lines = [
      '{"id":"a","text":"Email maria.lopez@example.org about my HIV test results from Dr. Okafor"}',
      '',
      '{"id":"b","text":',
      '{"id":"c","text":"My landlord in Leeds is suing me over 2,400 pounds of unpaid rent"}',
      '{"id":"d","text":"call 415 555 0132 after six"}',
      '{"id":"e","text":"Email maria.lopez@example.org about my HIV test results from Dr. Okafor"}',
      '{"id":"f"}',
      '{"id":"g","text":"nothing to see here"}',
    ];
    // The built CLI (dist/cli, as users run it): its workers load plain JavaScript.
    const bin = (input: string[], args: string[]): string =>
      execFileSync(process.execPath, [BIN, 'analyze', ...args], { input: `${input.join('\n')}\n`, encoding: 'utf8', timeout: 280_000 });
    // Both paths on the default runtime (native where it loads, as here). Native and WASM find the same spans but their
    // encodings differ slightly (int8 products, docs/encoder.md), so a seeded dp draw can differ between runtimes:
    // tests/cli/native-ort.test.ts compares those.
    const oneRaw = bin(lines, ['--seed', '11', '--jobs', '1']);
    const twoRaw = bin(lines, ['--seed', '11', '--jobs', '2']);
    expect(twoRaw).toBe(oneRaw);
    const one = oneRaw.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(one.map((o) => o.id)).toEqual(['a', null, 'c', 'd', 'e', 'f', 'g']);
    // Lines a and e have the same text but different line numbers, hence different seeded streams.
    expect(one[0]?.error).toBeUndefined();
    // Without --seed every draw comes from the CSPRNG: two runs over the same krr line (ε = 0.5 per character) differ.
    const krr = ['{"id":"k","text":"call 415 555 0132 after six"}'];
    const r1 = JSON.parse(bin(krr, ['--mode', 'krr', '--epsilon', '0.5', '--jobs', '2'])) as { sanitized: string };
    const r2 = JSON.parse(bin(krr, ['--mode', 'krr', '--epsilon', '0.5', '--jobs', '2'])) as { sanitized: string };
    expect(r1.sanitized).not.toBe(r2.sanitized);
  }, 600_000);

  it('rejects a --jobs that is not a positive integer', async () => {
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      for (const bad of ['0', '-1', '1.5', 'many']) expect(await runAnalyze(['--jobs', bad])).toBe(2);
    } finally {
      err.mockRestore();
    }
  });

  it('parseRecord never throws on arbitrary lines (2000 inputs)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), fc.json()), (line) => {
        const r = parseRecord(line);
        expect(typeof r.ok).toBe('boolean');
      }),
      { seed: 7, numRuns: 2000 },
    );
  });
});

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAnalyze } from '../../src/cli/analyze.ts';
import { countLines, formatDuration, ProgressBar, type ProgressStream } from '../../src/cli/progress.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'pv-progress-'));

/** A fake terminal (or pipe) that records what is written to it. */
function fakeStream(isTTY: boolean, columns = 100): ProgressStream & { writes: string[] } {
  const writes: string[] = [];
  return {
    isTTY,
    columns,
    writes,
    write(chunk: string) {
      writes.push(chunk);
      return true;
    },
  };
}

/** A controllable clock. */
function clock(): { now: () => number; advance: (ms: number) => void } {
  let t = 0;
  return { now: () => t, advance: (ms) => (t += ms) };
}

describe('ProgressBar', () => {
  it('draws lines done / total, percentage, rate and ETA on a terminal, throttled, and erases itself', () => {
    const stream = fakeStream(true);
    const c = clock();
    const bar = new ProgressBar({ stream, total: 200, now: c.now, delayMs: 500, intervalMs: 100 });
    for (let i = 0; i < 10; i++) {
      c.advance(40); // 25 lines/s
      bar.tick();
    }
    // 400 ms: still inside the delay, nothing drawn yet.
    expect(stream.writes).toEqual([]);
    for (let i = 0; i < 10; i++) {
      c.advance(40);
      bar.tick();
    }
    // Drawn at 520, 640 and 760 ms (ticks every 40 ms, at most one redraw per 100 ms).
    expect(stream.writes.length).toBe(3);
    const last = stream.writes.at(-1) ?? '';
    expect(last.startsWith('\r')).toBe(true);
    expect(last.endsWith('\x1b[K')).toBe(true);
    expect(last).toContain('19/200 lines   9%');
    expect(last).toContain('25 lines/s');
    // 181 lines left at 25 lines/s.
    expect(last).toContain('ETA 7s');
    bar.clear();
    expect(stream.writes.at(-1)).toBe('\r\x1b[K');
  });

  it('without a total shows the count and rate only', () => {
    const stream = fakeStream(true);
    const c = clock();
    const bar = new ProgressBar({ stream, now: c.now, delayMs: 0, intervalMs: 0 });
    c.advance(2000);
    bar.tick(10);
    expect(stream.writes.at(-1)).toBe('\rpromptveil: 10 lines  5.0 lines/s  2s elapsed\x1b[K');
    bar.setTotal(40);
    c.advance(2000);
    bar.tick(10);
    expect(stream.writes.at(-1)).toContain('20/40 lines  50%');
  });

  it('never draws when the stream is not a terminal, and clear() then writes nothing', () => {
    const stream = fakeStream(false);
    const c = clock();
    const bar = new ProgressBar({ stream, total: 5, now: c.now, delayMs: 0, intervalMs: 0 });
    for (let i = 0; i < 5; i++) {
      c.advance(1000);
      bar.tick();
    }
    bar.clear();
    expect(bar.active).toBe(false);
    expect(stream.writes).toEqual([]);
  });

  it('fits a narrow terminal (no wrapped line the next \\r could not overwrite)', () => {
    const stream = fakeStream(true, 30);
    const c = clock();
    const bar = new ProgressBar({ stream, total: 123456, now: c.now, delayMs: 0, intervalMs: 0 });
    c.advance(1000);
    bar.tick(1000);
    const drawn = (stream.writes.at(-1) ?? '').replace('\r', '').replace('\x1b[K', '');
    expect(drawn.length).toBeLessThan(30);
  });

  it('formats durations', () => {
    expect(formatDuration(7.4)).toBe('7s');
    expect(formatDuration(65)).toBe('1m05s');
    expect(formatDuration(3720)).toBe('1h02m');
    expect(formatDuration(Infinity)).toBe('?');
  });
});

describe('countLines', () => {
  it('counts lines as readline yields them', async () => {
    const cases: [string, number][] = [
      ['', 0],
      ['a', 1],
      ['a\n', 1],
      ['a\nb', 2],
      ['a\n\nb\n', 3],
    ];
    for (const [content, n] of cases) {
      const path = join(dir, `count-${n}-${content.length}.txt`);
      writeFileSync(path, content);
      expect(await countLines(path)).toBe(n);
    }
  });
});

/** Input lines carrying a marker that must never reach the terminal through the bar. */
function secretLines(n: number): string[] {
  return Array.from({ length: n }, (_, i) => JSON.stringify({ id: i, text: `Zanzibar-marker-${i} lives at mail${i}@example.org and owes money.` }));
}

describe('promptveil analyze progress', () => {
  it('draws the bar on a terminal stderr with the file total, never the prompts, and erases it at the end', async () => {
    const input = join(dir, 'bar.jsonl');
    writeFileSync(input, `${secretLines(30).join('\n')}\n`);
    const stream = fakeStream(true);
    expect(await runAnalyze(['--input', input, '--output', `${input}.out`, '--mode', 'redact', '--jobs', '1'], { progress: stream, progressDelayMs: 0 })).toBe(0);
    expect(readFileSync(`${input}.out`, 'utf8').trim().split('\n')).toHaveLength(30);
    const all = stream.writes.join('');
    expect(all).toMatch(/\/30 lines/);
    expect(all).toContain('lines/s');
    expect(all).not.toContain('Zanzibar');
    expect(all).not.toContain('example.org');
    expect(stream.writes.at(-1)).toBe('\r\x1b[K');
  });

  it('writes nothing to a stderr that is not a terminal', async () => {
    const input = join(dir, 'nobar.jsonl');
    writeFileSync(input, secretLines(5).join('\n'));
    const stream = fakeStream(false);
    expect(await runAnalyze(['--input', input, '--output', `${input}.out`, '--mode', 'redact', '--jobs', '1'], { progress: stream, progressDelayMs: 0 })).toBe(0);
    expect(stream.writes).toEqual([]);
  });

  // The real thing: the CLI in a pseudo-terminal (util-linux `script`), output to a file, against a pipe.
  it.runIf(existsSync('/usr/bin/script'))(
    'the CLI shows the bar under a pseudo-TTY and stays silent when stderr is a pipe',
    () => {
      const input = join(dir, 'pty.jsonl');
      // Enough lines that the run outlasts the bar's 500 ms delay on a fast, idle machine (120 lines finished first).
      writeFileSync(input, `${secretLines(1200).join('\n')}\n`);
      const cli = (out: string): string[] => ['bin/promptveil.mjs', 'analyze', '--input', input, '--output', out, '--mode', 'redact'];
      const tty = spawnSync('/usr/bin/script', ['-qec', ['node', ...cli(`${input}.tty.out`)].join(' '), '/dev/null'], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
      expect(tty.status).toBe(0);
      expect(tty.stdout).toMatch(/promptveil .*\d+\/1200 lines .*lines\/s {2}ETA/);
      expect(tty.stdout).not.toContain('Zanzibar');
      expect(readFileSync(`${input}.tty.out`, 'utf8').trim().split('\n')).toHaveLength(1200);
      const piped = spawnSync('node', cli(`${input}.pipe.out`), { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
      expect(piped.status).toBe(0);
      expect(piped.stderr).toBe('');
    },
    180_000,
  );
});

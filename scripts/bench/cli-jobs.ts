/**
 * Throughput of `promptveil analyze --jobs N` as a whole process (the built CLI): N messages of ~50 and ~100 words
 * (cost.ts's syntheticMessage: identifiers plus sensitive facts) in dp mode with --seed, for each job count; wall
 * time, messages per second (whole process, start-up included, and after subtracting a one-message run of the same
 * job count), the process's CPU time and peak RSS (worker threads included). Also checks the outputs are
 * byte-identical across job counts. Prints one JSON line.
 *
 *   npx tsx scripts/bench/cli-jobs.ts [--messages 400] [--jobs 1,2]      (needs `npm run build:cli`)
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertCliBuilt, runCli } from './cli-process.ts';
import { syntheticMessage } from './cost.ts';

const arg = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};

async function main(): Promise<void> {
  assertCliBuilt();
  const n = Number(arg('--messages', '400'));
  const jobList = arg('--jobs', `1,2${availableParallelism() > 2 ? `,${availableParallelism()}` : ''}`).split(',').map(Number);
  const dir = mkdtempSync(join(tmpdir(), 'pv-jobs-'));
  try {
    const input = join(dir, 'in.jsonl');
    const one = join(dir, 'one.jsonl');
    const lines = Array.from({ length: n }, (_, i) => JSON.stringify({ id: i, text: syntheticMessage(i % 2 ? 100 : 50, i) }));
    writeFileSync(input, `${lines.join('\n')}\n`);
    writeFileSync(one, `${lines[0]}\n`);
    const results: Record<string, unknown> = {};
    const digests = new Set<string>();
    for (const jobs of jobList) {
      const out = join(dir, `out-${jobs}.jsonl`);
      const common = ['analyze', '--mode', 'dp', '--seed', '7', '--jobs', String(jobs)];
      const cold = await runCli([...common, '--input', one, '--output', join(dir, 'one.out')]);
      const run = await runCli([...common, '--input', input, '--output', out]);
      if (run.status !== 0 || cold.status !== 0) throw new Error(`--jobs ${jobs} failed`);
      digests.add(createHash('sha256').update(readFileSync(out)).digest('hex'));
      const r2 = (x: number): number => Math.round(x * 100) / 100;
      results[`jobs${jobs}`] = {
        wallMs: run.wallMs,
        messagesPerSecond: r2(n / (run.wallMs / 1000)),
        messagesPerSecondAfterStart: r2((n - 1) / (Math.max(1, run.wallMs - cold.wallMs) / 1000)),
        oneMessageWallMs: cold.wallMs,
        cpuMs: run.cpuMs,
        peakRssMb: run.peakRssMb,
      };
    }
    const load = spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.trim();
    console.log(JSON.stringify({ messages: n, cores: availableParallelism(), loadavgAfter: load, identicalOutputs: digests.size === 1, ...results }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});

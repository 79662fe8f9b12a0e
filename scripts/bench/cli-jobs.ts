/**
 * Throughput of `promptveil analyze --jobs N` as a whole process (the built CLI): N messages of ~50 and ~100 words
 * (cost.ts's syntheticMessage: identifiers plus sensitive facts) in dp mode with --seed, for each job count; wall
 * time, messages per second (whole process, start-up included, and after subtracting a one-message run of the same
 * job count), the process's CPU time and peak RSS (worker threads included). Also checks the outputs are
 * byte-identical across job counts. Prints one JSON line.
 *
 *   npx tsx scripts/bench/cli-jobs.ts [--messages 400] [--jobs 1,2] [--runtime native|wasm]      (needs `npm run build:cli`)
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { assertCliBuilt, runCli } from './cli-process.ts';
import { syntheticMessage } from './cost.ts';

const arg = (name: string, fallback: string): string => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
};

/** The span encoder's runtime for every job count (`--runtime`; the CLI's default where onnxruntime-node loads). */
const RUNTIME = arg('--runtime', 'native');

interface JobsRun {
  wallMs: number;
  messagesPerSecond: number;
  messagesPerSecondAfterStart: number;
  oneMessageWallMs: number;
  cpuMs: number;
  peakRssMb: number;
}
interface JobsResult {
  messages: number;
  runtime: string;
  cores: number;
  loadavgAfter: string;
  identicalOutputs: boolean;
  runs: Record<string, JobsRun>;
}

/** Runs the built CLI over `n` messages once per job count (after a one-message cold run of the same count). */
async function measureJobs(n: number, jobList: readonly number[]): Promise<JobsResult> {
  assertCliBuilt();
  const dir = mkdtempSync(join(tmpdir(), 'pv-jobs-'));
  try {
    const input = join(dir, 'in.jsonl');
    const one = join(dir, 'one.jsonl');
    const lines = Array.from({ length: n }, (_, i) => JSON.stringify({ id: i, text: syntheticMessage(i % 2 ? 100 : 50, i) }));
    writeFileSync(input, `${lines.join('\n')}\n`);
    writeFileSync(one, `${lines[0]}\n`);
    const runs: Record<string, JobsRun> = {};
    const digests = new Set<string>();
    for (const jobs of jobList) {
      const out = join(dir, `out-${jobs}.jsonl`);
      // The same runtime for every N, named (not `auto`, which could fall back to WASM unseen): the default where it
      // loads, onnxruntime-node, in the session thread of --jobs 1 and in each worker thread of --jobs N.
      const common = ['analyze', '--mode', 'dp', '--seed', '7', '--runtime', RUNTIME, '--jobs', String(jobs)];
      const cold = await runCli([...common, '--input', one, '--output', join(dir, 'one.out')]);
      const run = await runCli([...common, '--input', input, '--output', out]);
      if (run.status !== 0 || cold.status !== 0) throw new Error(`--jobs ${jobs} failed`);
      digests.add(createHash('sha256').update(readFileSync(out)).digest('hex'));
      const r2 = (x: number): number => Math.round(x * 100) / 100;
      runs[String(jobs)] = {
        wallMs: run.wallMs,
        messagesPerSecond: r2(n / (run.wallMs / 1000)),
        messagesPerSecondAfterStart: r2((n - 1) / (Math.max(1, run.wallMs - cold.wallMs) / 1000)),
        oneMessageWallMs: cold.wallMs,
        cpuMs: run.cpuMs,
        peakRssMb: run.peakRssMb,
      };
    }
    const load = spawnSync('cat', ['/proc/loadavg'], { encoding: 'utf8' }).stdout.trim();
    return { messages: n, runtime: RUNTIME, cores: availableParallelism(), loadavgAfter: load, identicalOutputs: digests.size === 1, runs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const defaultJobs = (): number[] => [1, 2, ...(availableParallelism() > 2 ? [availableParallelism()] : [])];

/** The bench part (scripts/bench.ts): throughput for 1, 2 and all cores, peak RSS, and whether outputs match. */
export async function run(): Promise<{ markdown: string; json: Record<string, unknown> }> {
  // 2000 messages: with 400 the two engines' start-up (≈ 2.5 s each, on the same 2 cores) hid the steady state (0.87×).
  const result = await measureJobs(2000, defaultJobs());
  const base = result.runs['1'];
  const rows = Object.entries(result.runs).map(
    ([jobs, r]) =>
      `| ${jobs} | ${r.wallMs} | ${r.messagesPerSecond} | ${r.messagesPerSecondAfterStart} | ${base ? (r.messagesPerSecondAfterStart / base.messagesPerSecondAfterStart).toFixed(2) : '—'}× | ${r.oneMessageWallMs} | ${r.cpuMs} | ${r.peakRssMb} |`,
  );
  const markdown = [
    `\`promptveil analyze --mode dp --seed 7 --runtime ${RUNTIME} --jobs N\` (the built CLI as a whole process, ${RUNTIME === 'wasm' ? 'onnxruntime-web' : 'onnxruntime-node'} for every N) over ${result.messages} messages of ~50 and ~100 words on ${result.cores} cores. "After start" subtracts a one-message run of the same job count; the speed-up is on that rate (issue 21 target: ≥ 1.8× for --jobs 2).`,
    '',
    '| --jobs | wall ms | messages/s | messages/s after start | speed-up | one-message run ms | CPU ms | peak RSS MB |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Outputs byte-identical across job counts: ${result.identicalOutputs ? 'yes' : '**NO**'}. Load average after: ${result.loadavgAfter}.`,
  ].join('\n');
  return { markdown, json: { ...result } };
}

async function main(): Promise<void> {
  const n = Number(arg('--messages', '400'));
  const jobList = arg('--jobs', defaultJobs().join(',')).split(',').map(Number);
  console.log(JSON.stringify(await measureJobs(n, jobList)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}

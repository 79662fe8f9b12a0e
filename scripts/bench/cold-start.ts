/**
 * Cold start of the learned engine in a fresh process: engine creation (span encoder session), then the first
 * dp-mode message (analysis plus the rewriter's first load). Then the same from the outside: the built CLI
 * (`promptveil analyze`, one message, dp mode) started as a whole process, with --jobs 1 and with the default
 * (one worker thread per core; one message starts one worker). Prints one JSON line; run it several times, ideally
 * interleaved with the build you compare against, because the shared machine's load moves every number.
 *
 *   npx tsx scripts/bench/cold-start.ts [--message N] [--runs R]   (N-th line of scripts/demo-messages.jsonl, default 0;
 *                                                                   R whole-process runs of each kind, default 3)
 *   node --expose-gc --import tsx scripts/bench/cold-start.ts   (collects garbage before each memory sample: steadier RSS)
 * The whole-process part needs the built CLI (`npm run build:cli`).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_EPSILON } from '../../src/cli/analyze.ts';
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import { assertCliBuilt, median, runCli, type ProcessRun } from './cli-process.ts';

const DEMO = fileURLToPath(new URL('../demo-messages.jsonl', import.meta.url));

/** process.memoryUsage() after a full collection when node runs with --expose-gc (garbage otherwise blurs RSS). */
function memory(): NodeJS.MemoryUsage {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage();
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--message');
  const index = at >= 0 ? Number(process.argv[at + 1]) : 0;
  const runsAt = process.argv.indexOf('--runs');
  const runs = runsAt >= 0 ? Number(process.argv[runsAt + 1]) : 3;
  assertCliBuilt();
  const lines = readFileSync(DEMO, 'utf8').split('\n').filter((l) => l.trim() !== '');
  const line = lines[index];
  if (line === undefined) throw new Error(`no message ${index} in ${DEMO}`);
  const { text } = JSON.parse(line) as { text: string };

  const rss0 = memory().rss;
  // CPU time (user + system) beside wall time: on a loaded shared machine it moves much less.
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  // As the CLI creates it for --mode dp: the rewriter loads while the span encoder's session is created.
  const engine = await createNodeEngine({ preloadRewriter: true });
  const engineMs = performance.now() - t0;
  const cpuEngine = process.cpuUsage(cpu0);
  const rssEngine = memory().rss;

  const t1 = performance.now();
  const analysis = await engine.analyze(text);
  const analyzeMs = performance.now() - t1;
  // The first dp sanitize loads the rewriter (phrase bank, policy, phrase embeddings, and g(·) of the spans).
  const outcome = await engine.sanitize(text, analysis.spans, { mode: 'dp', epsilon: DEFAULT_EPSILON, seed: 7 });
  const firstMessageMs = performance.now() - t1;
  const cpuFirst = process.cpuUsage(cpu0);
  const after = memory();

  // Whole processes, alternating the two kinds so load drifts hit both alike.
  const cliArgs = ['analyze', '--input', '-', '--output', '-', '--mode', 'dp', '--seed', '7'];
  const single: ProcessRun[] = [];
  const auto: ProcessRun[] = [];
  for (let r = 0; r < runs; r++) {
    single.push(await runCli([...cliArgs, '--jobs', '1'], `${line}\n`));
    auto.push(await runCli(cliArgs, `${line}\n`));
  }
  if ([...single, ...auto].some((p) => p.status !== 0)) throw new Error('a CLI run failed');
  const summary = (ps: ProcessRun[]) => ({
    wallMsMedian: median(ps.map((p) => p.wallMs)),
    wallMs: ps.map((p) => p.wallMs),
    cpuMsMedian: median(ps.map((p) => p.cpuMs)),
    peakRssMbMedian: median(ps.map((p) => p.peakRssMb)),
  });

  const mb = (bytes: number): number => Math.round(bytes / 1e5) / 10;
  const ms = (c: NodeJS.CpuUsage): number => Math.round((c.user + c.system) / 1000);
  console.log(
    JSON.stringify({
      engineMs: Math.round(engineMs),
      firstDpMessageMs: Math.round(firstMessageMs),
      analyzeMs: Math.round(analyzeMs),
      firstDpSanitizeMs: Math.round(firstMessageMs - analyzeMs),
      coldStartMs: Math.round(engineMs + firstMessageMs),
      cpuEngineMs: ms(cpuEngine),
      cpuColdStartMs: ms(cpuFirst),
      rssStartMb: mb(rss0),
      rssAfterEngineMb: mb(rssEngine),
      rssAfterFirstDpMb: mb(after.rss),
      arrayBuffersAfterFirstDpMb: mb(after.arrayBuffers),
      // Peak RSS of the process (the OS reports KiB): steadier than a sample when the machine reclaims pages.
      peakRssMb: mb(process.resourceUsage().maxRSS * 1024),
      spans: analysis.spans.length,
      epsilon: outcome.epsilon,
      cliProcessJobs1: summary(single),
      cliProcessJobsDefault: summary(auto),
    }),
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
});

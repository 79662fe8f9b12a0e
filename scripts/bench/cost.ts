/**
 * Cost of the whole pipeline as the CLI runs it: analyze + sanitize latency per message at 50/100/300 words
 * (p50/p95, warm), throughput, cold start (engine creation + first message), peak RSS, model bytes; then, from the
 * outside, the built CLI's cold start as a whole process (median of 5) and the Chrome store zip's size, each against
 * its target. `npx tsx scripts/bench/cost.ts --outside [--runs N]` measures only those two.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { barChart } from './svg.ts';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import type { SanitizeMode } from '../../src/engine/index.ts';
import { median, runCli } from './cli-process.ts';
import { createZip, type ZipEntry } from '../zip.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Builds a message of about `words` words from realistic sentences mixing identifiers and sensitive facts. */
export function syntheticMessage(words: number, variant: number): string {
  const sentences = [
    `My name is Dana Whitfield and my email is dana.w${variant}@example.org.`,
    'I have been coughing up blood for a week and I was diagnosed with tuberculosis last year.',
    'Last month my brother was charged with burglary and possession of stolen property.',
    `You can reach me at +1 415 555 01${String(10 + (variant % 89)).padStart(2, '0')} in the evening.`,
    'I owe eighteen thousand dollars on my credit card and two months of rent to my landlord.',
    'What questions should I ask at the appointment, and what are the usual next steps?',
    'The doctor also mentioned chest pain, night sweats and a persistent fever.',
    'Please explain it in simple terms because I am quite worried about all of this.',
  ];
  const out: string[] = [];
  let count = 0;
  for (let i = variant; count < words; i++) {
    const s = sentences[i % sentences.length] ?? '';
    out.push(s);
    count += s.split(/\s+/).length;
  }
  return out.join(' ');
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx] ?? NaN;
}

function dirBytes(dir: string): number {
  let total = 0;
  try {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      if (e.isFile()) total += statSync(resolve(dir, e.name)).size;
    }
  } catch {
    return 0;
  }
  return total;
}

/** 1,000 messages queued at once (as a burst of pastes would): memory after vs before, and all complete. */
async function queuedLoad(engine: Awaited<ReturnType<typeof createNodeEngine>>, mode: SanitizeMode): Promise<{ messages: number; seconds: number; rssBeforeMiB: number; rssAfterMiB: number; heapAfterGcMiB: number | null }> {
  const n = 1000;
  const before = process.memoryUsage().rss;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const text = syntheticMessage(100, i);
      const a = await engine.analyze(text);
      await engine.sanitize(text, a.spans, { mode, epsilon: 20 });
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  return {
    messages: n,
    seconds,
    rssBeforeMiB: before / 2 ** 20,
    rssAfterMiB: process.memoryUsage().rss / 2 ** 20,
    heapAfterGcMiB: gc ? process.memoryUsage().heapUsed / 2 ** 20 : null,
  };
}

/** The V8 flags the CLI runs with: the node arguments of bin/promptveil.mjs's shebang line. */
export function cliNodeFlags(): string[] {
  const first = readFileSync(resolve(ROOT, 'bin', 'promptveil.mjs'), 'utf8').split('\n', 1)[0] ?? '';
  const m = /^#!\/usr\/bin\/env (?:-S )?node((?: --[\w-]+(?:=\S+)?)*)\s*$/.exec(first);
  if (!m) throw new Error(`bin/promptveil.mjs: unexpected shebang ${JSON.stringify(first)}`);
  return m[1]!.trim().split(/\s+/).filter(Boolean);
}

/** The message of the cold-start target (issues 17 and 21), as one JSON line on stdin. */
export const COLD_START_LINE = JSON.stringify({ id: 1, text: 'my wife was diagnosed with lupus last week and i owe 12k on my visa' });
export const COLD_START_ARGS = ['analyze', '--mode', 'redact', '--jobs', '1'] as const;
/** Targets: cold start ≤ 1.0 s (issue 21; issue 17 asks ≤ 1.5 s); the Chrome store zip ≤ 25 MiB (issue 21). */
export const COLD_START_TARGET_MS = 1000;
export const CHROME_ZIP_TARGET_MIB = 25;

/**
 * The built CLI started as a whole process, as a user runs it (`echo LINE | promptveil analyze --mode redact
 * --jobs 1`): wall time, CPU time and peak RSS of each of `runs` cold processes, and their medians. Builds dist/cli
 * first when it is missing.
 */
export async function cliColdStart(runs = 5): Promise<{ runs: number; wallMs: number[]; wallMsMedian: number; cpuMsMedian: number; peakRssMbMedian: number }> {
  if (!existsSync(resolve(ROOT, 'dist/cli/main.js'))) {
    const { buildCli } = await import('../build-cli.ts');
    await buildCli();
  }
  const all = [];
  for (let r = 0; r < runs; r++) {
    const run = await runCli(COLD_START_ARGS, `${COLD_START_LINE}\n`);
    if (run.status !== 0) throw new Error(`cold start: the CLI exited with status ${String(run.status)}`);
    all.push(run);
  }
  return {
    runs,
    wallMs: all.map((r) => r.wallMs),
    wallMsMedian: median(all.map((r) => r.wallMs)),
    cpuMsMedian: median(all.map((r) => r.cpuMs)),
    peakRssMbMedian: median(all.map((r) => r.peakRssMb)),
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? filesUnder(resolve(dir, e.name)) : [resolve(dir, e.name)]))
    .sort();
}

/**
 * Size of the Chrome store zip: dist/chrome zipped exactly as `npm run package` zips it (scripts/zip.ts), plus the
 * three largest files and what they add to the zip. Builds the extension first when dist/chrome is missing.
 */
export async function chromeZipSize(): Promise<{ zipBytes: number; zipMiB: number; unpackedBytes: number; largest: { path: string; bytes: number; zippedBytes: number }[] }> {
  const dir = resolve(ROOT, 'dist/chrome');
  if (!existsSync(resolve(dir, 'manifest.json'))) {
    const { execFileSync } = await import('node:child_process');
    execFileSync('npx', ['tsx', 'scripts/build.ts'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  }
  const entries: ZipEntry[] = filesUnder(dir).map((file) => ({ path: file.slice(dir.length + 1), data: readFileSync(file) }));
  const zip = createZip(entries);
  const largest = [...entries]
    .sort((a, b) => b.data.length - a.data.length)
    .slice(0, 3)
    .map((e) => ({ path: e.path, bytes: e.data.length, zippedBytes: createZip([e]).length }));
  return { zipBytes: zip.length, zipMiB: zip.length / 2 ** 20, unpackedBytes: entries.reduce((n, e) => n + e.data.length, 0), largest };
}

/**
 * The bench runs every part in one process, so earlier parts (TF.js baselines, training data) would inflate RSS
 * and pre-warm the WASM runtime: the cost part measures in a fresh child process of its own.
 */
export async function run(): Promise<{ markdown: string; json: Record<string, unknown> }> {
  const { execFileSync } = await import('node:child_process');
  const out = execFileSync('node', [...cliNodeFlags(), '--import', 'tsx', fileURLToPath(import.meta.url), '--child'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 2 ** 20,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const last = out.trim().split('\n').pop() ?? '{}';
  const inProcess = JSON.parse(last) as { markdown: string; json: Record<string, unknown> };
  // Whole processes and the package, measured from the outside after the child has exited.
  const cold = await cliColdStart(5);
  const zip = await chromeZipSize();
  const mib = (b: number): string => (b / 2 ** 20).toFixed(1);
  const markdown = [
    inProcess.markdown,
    '',
    `- **CLI cold start** (\`echo '${COLD_START_LINE}' | node bin/promptveil.mjs ${COLD_START_ARGS.join(' ')}\`, the built CLI as a whole process, median of ${cold.runs} runs): ${cold.wallMsMedian} ms wall (runs ${cold.wallMs.join(', ')} ms; target ≤ ${COLD_START_TARGET_MS} ms, issue 17: ≤ 1500 ms), ${cold.cpuMsMedian} ms of CPU, peak RSS ${cold.peakRssMbMedian} MB`,
    `- **Chrome store zip**: ${mib(zip.zipBytes)} MiB (target ≤ ${CHROME_ZIP_TARGET_MIB} MiB; ${mib(zip.unpackedBytes)} MiB unpacked). Largest files: ${zip.largest.map((f) => `${f.path} ${mib(f.bytes)} MiB (${mib(f.zippedBytes)} MiB zipped)`).join(', ')}`,
  ].join('\n');
  return { markdown, json: { ...inProcess.json, cliColdStart: cold, chromeZip: zip } };
}

async function measure(): Promise<{ markdown: string; json: Record<string, unknown> }> {
  const mode: SanitizeMode = 'dp';
  const t0 = performance.now();
  // CPU time (all threads, user + system) beside wall time: on the shared 2-core machine it moves much less.
  const cpu0 = process.cpuUsage();
  // As the CLI creates it for --mode dp (the rewriter loads while the span encoder's session is created).
  const engine = await createNodeEngine({ preloadRewriter: mode === 'dp' });
  const first = await engine.analyze(syntheticMessage(100, 0));
  await engine.sanitize(first.text, first.spans, { mode, epsilon: 20 });
  const coldStartMs = performance.now() - t0;
  const coldCpu = process.cpuUsage(cpu0);
  const coldStartCpuMs = (coldCpu.user + coldCpu.system) / 1000;

  const latency: Record<string, { p50: number; p95: number; n: number }> = {};
  let peakRss = process.memoryUsage().rss;
  for (const words of [50, 100, 300]) {
    const times: number[] = [];
    const n = 100;
    for (let i = 0; i < n; i++) {
      const text = syntheticMessage(words, i);
      const s = performance.now();
      const a = await engine.analyze(text);
      await engine.sanitize(text, a.spans, { mode, epsilon: 20 });
      times.push(performance.now() - s);
      if (i % 20 === 0) peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }
    times.sort((a, b) => a - b);
    latency[words] = { p50: percentile(times, 50), p95: percentile(times, 95), n };
  }

  // The messages above repeat eight sentences, so after the first few every phrase is in the span encoder's cache and
  // the rows above time the rules and the rewriter more than the encoder. A user's next message is mostly new text:
  // the same 100-word messages through an engine that forgets its encodings when the next message arrives (what the
  // rewrite reuses from the same message's analysis is still reused), and, stricter, one that caches nothing at all.
  const fresh: Record<string, { p50: number; p95: number; n: number }> = {};
  const uncachedAll: Record<string, { p50: number; p95: number; n: number }> = {};
  for (const [scope, out] of [
    ['message', fresh],
    ['none', uncachedAll],
  ] as const) {
    const uncached = await createNodeEngine({ preloadRewriter: true, tuneWasm: false, ...(scope === 'message' ? { encoderCacheScope: 'message' as const } : { encoderCacheSize: 0 }) });
    for (const freshMode of ['redact', 'dp'] as const) {
      const times: number[] = [];
      const n = FRESH_RUNS;
      for (let i = -FRESH_WARMUP; i < n; i++) {
        const text = syntheticMessage(100, Math.abs(i));
        const s0 = performance.now();
        const a = await uncached.analyze(text);
        await uncached.sanitize(text, a.spans, { mode: freshMode, epsilon: 20 });
        if (i >= 0) times.push(performance.now() - s0);
      }
      times.sort((a, b) => a - b);
      out[freshMode] = { p50: percentile(times, 50), p95: percentile(times, 95), n };
    }
  }

  const m = 200;
  const s = performance.now();
  for (let i = 0; i < m; i++) {
    const text = syntheticMessage(100, i);
    const a = await engine.analyze(text);
    await engine.sanitize(text, a.spans, { mode, epsilon: 20 });
  }
  const throughput = m / ((performance.now() - s) / 1000);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
  // Peak RSS of normal use is taken before the burst; the burst reports its own memory.
  const load = await queuedLoad(engine, mode);
  // Issue 19: every message of the realistic set (dev and test; timing involves no choice on the split), dp, warm.
  const realistic = await realisticDpRows(await createNodeEngine({ preloadRewriter: true, tuneWasm: false, encoderCacheScope: 'message' }), 'all');
  const realisticWall = summarize(realistic, 'ms');
  const realisticCpu = summarize(realistic, 'cpuMs');
  const realisticBest = summarize(realistic, 'bestMs');
  const realisticBestCpu = summarize(realistic, 'bestCpuMs');
  const loadAverage = (await import('node:os')).loadavg()[0]!;
  const modelBytes = { committed: dirBytes(resolve(ROOT, 'models')), generated: dirBytes(resolve(ROOT, 'models/generated')) };

  const fmt = (x: number): string => x.toFixed(2);
  writeFileSync(
    resolve(ROOT, 'bench/latency.svg'),
    barChart({
      title: `analyze + sanitize (${mode}), warm, single thread`,
      labels: Object.keys(latency).map((w) => `${w} words`),
      series: [
        { name: 'p50', color: '#7b61c9', values: Object.values(latency).map((l) => l.p50) },
        { name: 'p95', color: '#e07a2e', values: Object.values(latency).map((l) => l.p95) },
      ],
      unit: 'ms',
    }),
  );
  const markdown = [
    `Engine backend: \`${engine.backend}\`, mode \`${mode}\`, Node ${process.version}, single process.`,
    '',
    '| words | n | p50 ms | p95 ms |',
    '|---:|---:|---:|---:|',
    ...Object.entries(latency).map(([w, l]) => `| ${w} | ${l.n} | ${fmt(l.p50)} | ${fmt(l.p95)} |`),
    '',
    `The rows above repeat eight sentences, so after warm-up the span encoder's cache answers for nearly every phrase. **With every phrase new to the engine** (encodings forgotten when the next message arrives, the same 100-word messages, ${fresh.dp?.n ?? 0} each, after ${FRESH_WARMUP} warm-up messages): redact (detection + placeholders) p50 ${fmt(fresh.redact?.p50 ?? NaN)} ms, p95 ${fmt(fresh.redact?.p95 ?? NaN)} ms; **dp p50 ${fmt(fresh.dp?.p50 ?? NaN)} ms, p95 ${fmt(fresh.dp?.p95 ?? NaN)} ms** (issue 19's 100-word target: p95 ≤ 60 ms). With no encoder cache at all (the rewrite encodes again what the analysis encoded): redact p95 ${fmt(uncachedAll.redact?.p95 ?? NaN)} ms, dp p50 ${fmt(uncachedAll.dp?.p50 ?? NaN)} ms, p95 ${fmt(uncachedAll.dp?.p95 ?? NaN)} ms.`,
    '',
    `- cold start (engine creation + first 100-word message): ${fmt(coldStartMs)} ms (${coldStartCpuMs.toFixed(0)} ms of CPU, all threads)`,
    `- throughput (100-word messages, sequential): ${throughput.toFixed(1)} messages/s`,
    `- peak RSS (fresh process, engine + rewriter loaded, latency and throughput runs): ${(peakRss / 2 ** 20).toFixed(1)} MiB`,
    `- model bytes: committed ${modelBytes.committed} B, generated ${modelBytes.generated} B`,
    '',
    '![latency per message size](latency.svg)',
    '',
    `- load: ${load.messages} messages queued at once completed in ${load.seconds.toFixed(1)} s; RSS ${load.rssBeforeMiB.toFixed(0)} → ${load.rssAfterMiB.toFixed(0)} MiB`,
    `- **realistic set, dp analyze + sanitize** (${realistic.length} messages, dev + test, after one untimed pass over them, encodings forgotten between messages, ε 20, load average ${loadAverage.toFixed(1)}): wall p50 ${fmt(realisticWall.p50)} ms, p95 ${fmt(realisticWall.p95)} ms, **max ${fmt(realisticWall.max)} ms, ${realisticWall.over} over ${REALISTIC_DP_MAX_MS} ms** (target: none); CPU p50 ${fmt(realisticCpu.p50)} ms, p95 ${fmt(realisticCpu.p95)} ms, max ${fmt(realisticCpu.max)} ms, ${realisticCpu.over} over ${REALISTIC_DP_MAX_MS} ms. Best of ${REALISTIC_DP_PASSES} passes per message (the message's own cost, a stray pause left out): wall p95 ${fmt(realisticBest.p95)} ms, **max ${fmt(realisticBest.max)} ms, ${realisticBest.over} over ${REALISTIC_DP_MAX_MS} ms**; CPU p95 ${fmt(realisticBestCpu.p95)} ms, max ${fmt(realisticBestCpu.max)} ms, ${realisticBestCpu.over} over`,
  ].join('\n');
  return {
    markdown,
    json: { backend: engine.backend, mode, latency, uncachedLatency100: fresh, noCacheLatency100: uncachedAll, coldStartMs, coldStartCpuMs, throughput, peakRss, modelBytes, load, realisticDp: { messages: realistic.length, loadAverage, wall: realisticWall, cpu: realisticCpu, passes: REALISTIC_DP_PASSES, bestWall: realisticBest, bestCpu: realisticBestCpu, targetMs: REALISTIC_DP_MAX_MS } },
  };
}

/**
 * Warm-up messages before the every-phrase-new rows: the first engine of a process also pays for V8 compiling
 * onnxruntime's WASM kernels with its optimising tier in the background (with 5 warm-up messages its dp p95 read 71 ms
 * against 56 ms for the engine measured after it, which caches less).
 */
const FRESH_WARMUP = 40;
// Messages per fresh row: a p95 of 60 rests on its 3 slowest (one GC pause moves it); 150 rests on 8.
const FRESH_RUNS = 150;

/** The realistic-set latency target of issue 19: no dp message over this many ms (warm, WASM, one thread). */
export const REALISTIC_DP_MAX_MS = 100;

interface RealisticDpRow {
  id: string;
  words: number;
  spans: number;
  ms: number;
  cpuMs: number;
  sanitizeCpuMs: number;
  /** The fastest of REALISTIC_DP_PASSES timed passes (wall, CPU): the message's own cost, without a stray pause. */
  bestMs: number;
  bestCpuMs: number;
}

/**
 * Timed passes over the realistic set. The first pass's figures are reported as they are; the best of the passes per
 * message is reported beside them, labelled: on the shared 2-core machine one garbage collection or another process's
 * burst adds 20–50 ms to whichever message it lands in, so the single-pass maximum measures the machine as much as the
 * message.
 */
export const REALISTIC_DP_PASSES = 3;

/** Per-message dp analyze + sanitize on an engine already created (ε 20, CSPRNG), after a 10-message warm-up. */
async function realisticDpRows(engine: Awaited<ReturnType<typeof createNodeEngine>>, split: string): Promise<RealisticDpRow[]> {
  const { loadSet } = await import('../eval/realistic/data.ts');
  const { splitOf } = await import('../eval/realistic/split.ts');
  const messages = loadSet().messages.filter((m) => split === 'all' || splitOf(m.id) === split);
  // Warm-up: every message once, untimed, so that the figures are of compiled code (V8 was still optimising the
  // engine's functions on a background thread through the first ~100 messages: CPU twice the wall time there). The
  // engine forgets its encodings between messages (encoderCacheScope 'message'), so the timed pass gains nothing
  // from the warm-up's encodings and message order does not matter.
  for (const m of messages) {
    const a = await engine.analyze(m.text);
    await engine.sanitize(m.text, a.spans, { mode: 'dp', epsilon: 20 });
  }
  // Wall time and CPU time (all threads, user + system): on the shared machine the wall time mostly measures waiting.
  const rows: RealisticDpRow[] = [];
  for (let pass = 0; pass < REALISTIC_DP_PASSES; pass++) {
    for (const [i, m] of messages.entries()) {
      const t = performance.now();
      const c = process.cpuUsage();
      const a = await engine.analyze(m.text);
      const c2 = process.cpuUsage();
      await engine.sanitize(m.text, a.spans, { mode: 'dp', epsilon: 20 });
      const cpu = process.cpuUsage(c);
      const cpuSanitize = process.cpuUsage(c2);
      const ms = performance.now() - t;
      const cpuMs = (cpu.user + cpu.system) / 1000;
      const row = rows[i];
      if (row === undefined) rows.push({ id: m.id, words: m.text.split(/\s+/).length, spans: a.spans.length, ms, cpuMs, sanitizeCpuMs: (cpuSanitize.user + cpuSanitize.system) / 1000, bestMs: ms, bestCpuMs: cpuMs });
      else {
        row.bestMs = Math.min(row.bestMs, ms);
        row.bestCpuMs = Math.min(row.bestCpuMs, cpuMs);
      }
    }
  }
  return rows;
}

function summarize(rows: readonly RealisticDpRow[], key: 'ms' | 'cpuMs' | 'sanitizeCpuMs' | 'bestMs' | 'bestCpuMs'): { p50: number; p95: number; max: number; over: number } {
  const xs = rows.map((r) => r[key]).sort((a, b) => a - b);
  return { p50: percentile(xs, 50), p95: percentile(xs, 95), max: xs[xs.length - 1] ?? NaN, over: xs.filter((x) => x > REALISTIC_DP_MAX_MS).length };
}

/**
 * dp analyze + sanitize per message of the realistic set (issue 19: no message over 100 ms), warm, as the CLI runs it
 * (ε 20, CSPRNG). `npx tsx scripts/bench/cost.ts --realistic-dp [--split dev|test|all]` (default dev). Prints the
 * percentiles, the maximum, the messages over 100 ms (id, words, spans, ms) — never their text.
 */
async function realisticDp(split: string): Promise<string> {
  const engine = await createNodeEngine({ preloadRewriter: true, tuneWasm: false, encoderCacheScope: 'message' });
  const rows = await realisticDpRows(engine, split);
  const line = (key: 'ms' | 'cpuMs' | 'sanitizeCpuMs' | 'bestMs' | 'bestCpuMs', name: string): string => {
    const x = summarize(rows, key);
    return `${name}: p50 ${x.p50.toFixed(1)} ms, p95 ${x.p95.toFixed(1)} ms, max ${x.max.toFixed(1)} ms, over ${REALISTIC_DP_MAX_MS} ms: ${x.over}`;
  };
  const slow = rows.filter((r) => r.cpuMs > REALISTIC_DP_MAX_MS || r.ms > REALISTIC_DP_MAX_MS).sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 15);
  return [
    `dp analyze + sanitize, realistic ${split} (${rows.length} messages, warm, ε 20, load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`,
    `- ${line('ms', 'wall')}`,
    `- ${line('cpuMs', 'CPU')}`,
    `- ${line('sanitizeCpuMs', 'CPU of sanitize alone')}`,
    `- ${line('bestMs', `wall, best of ${REALISTIC_DP_PASSES} passes`)}`,
    `- ${line('bestCpuMs', `CPU, best of ${REALISTIC_DP_PASSES} passes`)}`,
    ...slow.map((r) => `  ${r.id}: ${r.words} words, ${r.spans} spans, ${r.ms.toFixed(1)} ms wall, ${r.cpuMs.toFixed(1)} ms CPU (sanitize ${r.sanitizeCpuMs.toFixed(1)}); best ${r.bestMs.toFixed(1)} ms wall, ${r.bestCpuMs.toFixed(1)} ms CPU`),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--split');
  if (process.argv.includes('--realistic-dp')) void realisticDp(at > 0 ? (process.argv[at + 1] ?? 'dev') : 'dev').then((r) => console.log(r));
  else if (process.argv.includes('--child')) void measure().then((r) => console.log(JSON.stringify(r)));
  // Only the two figures measured from the outside (`npx tsx scripts/bench/cost.ts --outside [--runs N]`).
  else if (process.argv.includes('--outside')) {
    const at = process.argv.indexOf('--runs');
    void (async () => console.log(JSON.stringify({ cliColdStart: await cliColdStart(at > 0 ? Number(process.argv[at + 1]) : 5), chromeZip: await chromeZipSize() })))();
  } else void run().then((r) => console.log(r.markdown));
}

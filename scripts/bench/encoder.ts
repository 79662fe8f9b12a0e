/**
 * Encoder benchmark: a batch of 32 spans on onnxruntime-web (WASM, one thread) vs the original
 * TF.js graph (WASM backend, one thread), in the same process; cold session creation; model bytes.
 * For information, the same pair with two WASM threads each, in a child process (onnxruntime-web fixes its
 * thread count when its runtime starts, so a second count needs a fresh process).
 *
 *   npx tsx scripts/bench/encoder.ts      (prints the markdown; scripts/bench.ts imports `run`)
 */
import { execFileSync } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as ort from 'onnxruntime-web';
import { createNodeModelStore } from '../../src/cli/node-model-store.ts';
import { createEncoder, MODEL_FILES, SentencePieceTokenizer, parseVocab } from '../../src/engine/encoder/index.ts';
import { buildModels } from '../build-models.ts';
import { loadTfjsUseLite } from '../convert-use/tfjs-reference.ts';
import { buildOnnxModel } from '../convert-use/index.ts';
import { loadTfGraph, USE_LITE_DIR } from '../convert-use/tf-graph.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BATCH = 32;
const WARMUP = 3;
const ITERATIONS = 40;

/** 32 spans of the kind the chunker produces: 1–20 words, the three domains plus plain text. */
const SPANS: readonly string[] = [
  'coughing up blood', 'chest pain radiating to my left arm', 'type 2 diabetes', 'metformin 500 mg twice daily',
  'HIV positive', 'panic attacks at night', 'a lump in my breast', 'chemotherapy for stage III lymphoma',
  'arrested for DUI last spring', 'a restraining order', 'felony theft conviction', 'my divorce settlement',
  'custody hearing next Tuesday', 'pleaded guilty to assault', 'an eviction notice', 'sued by my landlord',
  '$45,000 in credit card debt', 'my salary of 120k', 'a payday loan', 'overdue mortgage payments',
  'tax audit', 'bankruptcy filing', 'How do I ask my boss for a raise without sounding ungrateful?',
  'write a short poem about autumn leaves', 'to apply for a visa', 'applying for a mortgage', 'my psychiatrist',
  'the quick brown fox jumps over the lazy dog', 'insulin pump', 'probation officer', 'a tax refund', 'my therapist said',
];

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

interface Timing {
  p50: number;
  p95: number;
  mean: number;
  /** Process CPU time (user + system) per run, p50: less sensitive than wall time to other load on the machine. */
  cpuP50: number;
  /** Fastest run: the closest to an unloaded machine on a shared one. */
  min: number;
}

/**
 * Times several contenders with their iterations interleaved (A, B, C, A, B, C, ...), so a change in
 * machine load (shared CI runners, other processes) hits all of them alike.
 */
async function timeInterleaved(contenders: readonly (() => Promise<unknown>)[]): Promise<Timing[]> {
  for (let i = 0; i < WARMUP; i++) for (const fn of contenders) await fn();
  const samples: number[][] = contenders.map(() => []);
  const cpu: number[][] = contenders.map(() => []);
  for (let i = 0; i < ITERATIONS; i++) {
    for (const [k, fn] of contenders.entries()) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      await fn();
      samples[k]?.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu[k]?.push((c.user + c.system) / 1000);
    }
  }
  return samples.map((s, k) => {
    s.sort((a, b) => a - b);
    const c = [...(cpu[k] ?? [])].sort((a, b) => a - b);
    return {
      p50: percentile(s, 50),
      p95: percentile(s, 95),
      mean: s.reduce((a, b) => a + b, 0) / s.length,
      cpuP50: percentile(c, 50),
      min: s[0] ?? Number.NaN,
    };
  });
}

const fmt = (ms: number): string => ms.toFixed(1);

/** USE-Lite's sparse input for rows of token ids. */
function sparseFeeds(rows: readonly (readonly number[])[]): Record<string, ort.Tensor> {
  const count = rows.reduce((n, r) => n + r.length, 0);
  const indices = new BigInt64Array(count * 2);
  const values = new BigInt64Array(count);
  let k = 0;
  rows.forEach((row, r) =>
    row.forEach((id, p) => {
      indices[2 * k] = BigInt(r);
      indices[2 * k + 1] = BigInt(p);
      values[k++] = BigInt(id);
    }),
  );
  return { indices: new ort.Tensor('int64', indices, [count, 2]), values: new ort.Tensor('int64', values, [count]) };
}

async function tokenRows(store: ReturnType<typeof createNodeModelStore>): Promise<number[][]> {
  const tokenizer = new SentencePieceTokenizer(parseVocab(JSON.parse(new TextDecoder().decode(await store.read(MODEL_FILES.vocab)))));
  return SPANS.slice(0, BATCH).map((s) => tokenizer.encode(s));
}

interface ThreadsResult {
  threads: number;
  ort: Timing;
  tfjs: Timing | null;
  tfjsError?: string;
}

/** The child process: the raw ORT run and TF.js, both with `threads` WASM threads, interleaved. */
async function measureThreads(threads: number): Promise<ThreadsResult> {
  const store = createNodeModelStore(join(ROOT, 'models', 'generated'));
  ort.env.wasm.numThreads = threads;
  const session = await ort.InferenceSession.create(await store.read(MODEL_FILES.backbone), { executionProviders: ['wasm'], graphOptimizationLevel: 'all' });
  const rows = await tokenRows(store);
  const feeds = sparseFeeds(rows);
  let tfjs: Awaited<ReturnType<typeof loadTfjsUseLite>> | undefined;
  let tfjsError: string | undefined;
  try {
    tfjs = await loadTfjsUseLite(join(ROOT, USE_LITE_DIR), threads);
    await tfjs.embed(rows);
  } catch (err) {
    tfjsError = err instanceof Error ? err.message : String(err);
  }
  const reference = tfjs;
  const contenders: (() => Promise<unknown>)[] = [() => session.run(feeds)];
  if (reference) contenders.push(() => reference.embed(rows));
  const [ortTiming, tfjsTiming] = await timeInterleaved(contenders);
  await session.release();
  if (!ortTiming) throw new Error('bench/encoder: no ORT timing');
  return { threads, ort: ortTiming, tfjs: tfjsTiming ?? null, ...(tfjsError ? { tfjsError } : {}) };
}

/** Runs measureThreads in a fresh Node process (onnxruntime-web's thread count is fixed once its runtime starts). */
function measureThreadsInChild(threads: number): ThreadsResult | { threads: number; error: string } {
  try {
    const out = execFileSync('node', ['--import', 'tsx', fileURLToPath(import.meta.url), '--threads-child', String(threads)], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 10 * 60_000,
    });
    const line = out.trim().split('\n').at(-1) ?? '';
    return JSON.parse(line) as ThreadsResult;
  } catch (err) {
    return { threads, error: err instanceof Error ? err.message.split('\n')[0] ?? 'failed' : String(err) };
  }
}

export async function run(): Promise<{ markdown: string; json: Record<string, unknown> }> {
  await buildModels({ log: () => undefined });
  const modelDir = join(ROOT, 'models', 'generated');
  const store = createNodeModelStore(modelDir);
  ort.env.wasm.numThreads = 1;

  // Cold session creation: the first includes the WASM runtime start, the second is a model load alone.
  const modelBytes = await store.read(MODEL_FILES.backbone);
  let t0 = performance.now();
  const first = await ort.InferenceSession.create(modelBytes, { executionProviders: ['wasm'], graphOptimizationLevel: 'all' });
  const coldFirstMs = performance.now() - t0;
  t0 = performance.now();
  const session = await ort.InferenceSession.create(modelBytes, { executionProviders: ['wasm'], graphOptimizationLevel: 'all' });
  const coldSecondMs = performance.now() - t0;
  await first.release();

  const rows = await tokenRows(store);
  const count = rows.reduce((n, r) => n + r.length, 0);
  const feeds = sparseFeeds(rows);
  // The engine API end to end (tokenize + length buckets + runs), cache off so every call computes.
  const encoder = createEncoder({ ort, store, model: 'backbone', executionProviders: ['wasm'], cacheSize: 0 });
  await encoder.ready();
  // For comparison: the converter with its projections packed but without the later rewrites (bias in the GEMM,
  // layer norms on the gathered rows, pooling before the last projection, Strassen), built in memory.
  const earlier = buildOnnxModel(await loadTfGraph(join(ROOT, USE_LITE_DIR)), undefined, { pooled: false, layerNorm: false, bias: false, strassen: false });
  const earlierSession = await ort.InferenceSession.create(earlier.bytes, { executionProviders: ['wasm'], graphOptimizationLevel: 'all' });
  // TF.js can fail to start when another part of `npm run bench` already loaded a bundled TF.js copy
  // (@energetic-ai/core) into this process; the ONNX numbers are still worth reporting then.
  let tfjs: Awaited<ReturnType<typeof loadTfjsUseLite>> | undefined;
  let tfjsError: string | undefined;
  try {
    tfjs = await loadTfjsUseLite(join(ROOT, USE_LITE_DIR), 1);
    await tfjs.embed(rows);
  } catch (err) {
    tfjsError = err instanceof Error ? err.message : String(err);
    tfjs = undefined;
  }
  const reference = tfjs;
  const contenders: (() => Promise<unknown>)[] = [() => session.run(feeds), () => encoder.encode(SPANS), () => earlierSession.run(feeds)];
  if (reference) contenders.push(() => reference.embed(rows));
  const [ortRaw, ortEncoder, ortEarlier, tfjsTiming] = (await timeInterleaved(contenders)) as [Timing, Timing, Timing, Timing | undefined];
  const nan: Timing = { p50: Number.NaN, p95: Number.NaN, mean: Number.NaN, cpuP50: Number.NaN, min: Number.NaN };
  const tfjsRaw = tfjsTiming ?? nan;
  await session.release();
  await earlierSession.release();
  await encoder.dispose();
  // Extra information only: the target compares one thread with one thread (above).
  const twoThreads = measureThreadsInChild(2);

  const bytes = async (p: string): Promise<number | undefined> => (await stat(p).catch(() => undefined))?.size;
  const modelJsonBytes = (await bytes(join(ROOT, USE_LITE_DIR, 'model.json'))) ?? 0;
  let shardBytes = 0;
  for (let i = 1; i <= 7; i++) shardBytes += (await bytes(join(ROOT, USE_LITE_DIR, `group1-shard${i}of7`))) ?? 0;
  const sizes = {
    onnxBackbone: await bytes(join(modelDir, MODEL_FILES.backbone)),
    onnxSpanEncoder: await bytes(join(modelDir, MODEL_FILES.span)),
    vocab: await bytes(join(modelDir, MODEL_FILES.vocab)),
    tfjsGraph: modelJsonBytes + shardBytes,
  };
  const speedup = tfjsRaw.p50 / ortRaw.p50;
  const encoderSpeedup = tfjsRaw.p50 / ortEncoder.p50;
  const cpuSpeedup = tfjsRaw.cpuP50 / ortRaw.cpuP50;
  const minSpeedup = tfjsRaw.min / ortRaw.min;
  const load = loadavg()[0] ?? Number.NaN;
  const json = {
    batch: BATCH,
    tokens: count,
    iterations: ITERATIONS,
    threads: 1,
    ortWasmSingleRunMs: ortRaw,
    ortEncoderApiMs: ortEncoder,
    ortPackedProjectionsOnlyMs: ortEarlier,
    tfjsWasmMs: tfjsTiming ?? null,
    ...(tfjsError ? { tfjsError } : {}),
    speedupP50: speedup,
    encoderApiSpeedupP50: encoderSpeedup,
    cpuTimeSpeedupP50: cpuSpeedup,
    speedupMin: minSpeedup,
    loadAverage1m: load,
    twoThreads,
    coldSessionCreateMs: { firstIncludingRuntime: coldFirstMs, second: coldSecondMs },
    modelBytes: sizes,
  };
  const mb = (n: number | undefined): string => (n === undefined ? '—' : `${(n / 1e6).toFixed(2)} MB`);
  const twoRows =
    'error' in twoThreads
      ? [`| 2 threads (child process) | failed: ${twoThreads.error} | | | |`]
      : [
          `| onnxruntime-web WASM, **2 threads** (child process), one session.run | ${fmt(twoThreads.ort.p50)} | ${fmt(twoThreads.ort.p95)} | ${fmt(twoThreads.ort.min)} | ${fmt(twoThreads.ort.cpuP50)} |`,
          twoThreads.tfjs
            ? `| TF.js WASM, **2 threads** (same child process) | ${fmt(twoThreads.tfjs.p50)} | ${fmt(twoThreads.tfjs.p95)} | ${fmt(twoThreads.tfjs.min)} | ${fmt(twoThreads.tfjs.cpuP50)} |`
            : `| TF.js WASM, 2 threads | failed to start: ${twoThreads.tfjsError ?? 'unknown error'} | | | |`,
        ];
  const markdown = [
    `### Span encoder (USE-Lite backbone), batch of ${BATCH} spans (${count} tokens), 1 thread, ${ITERATIONS} runs`,
    '',
    '| runtime | p50 ms | p95 ms | min ms | CPU ms p50 |',
    '|---|---:|---:|---:|---:|',
    `| onnxruntime-web ${ort.env.versions.web ?? ''} WASM, one session.run | ${fmt(ortRaw.p50)} | ${fmt(ortRaw.p95)} | ${fmt(ortRaw.min)} | ${fmt(ortRaw.cpuP50)} |`,
    `| onnxruntime-web WASM via encoder API (tokenize + length buckets) | ${fmt(ortEncoder.p50)} | ${fmt(ortEncoder.p95)} | ${fmt(ortEncoder.min)} | ${fmt(ortEncoder.cpuP50)} |`,
    `| for comparison: onnxruntime-web WASM, converter with packed projections only (${(tfjsRaw.p50 / ortEarlier.p50).toFixed(2)}× at p50, ${(tfjsRaw.min / ortEarlier.min).toFixed(2)}× min) | ${fmt(ortEarlier.p50)} | ${fmt(ortEarlier.p95)} | ${fmt(ortEarlier.min)} | ${fmt(ortEarlier.cpuP50)} |`,
    reference
      ? `| TF.js 4.22.0 WASM (${reference.backend}), original graph | ${fmt(tfjsRaw.p50)} | ${fmt(tfjsRaw.p95)} | ${fmt(tfjsRaw.min)} | ${fmt(tfjsRaw.cpuP50)} |`
      : `| TF.js 4.22.0 WASM | failed to start: ${tfjsError ?? 'unknown error'} | | | |`,
    ...twoRows,
    '',
    `Speed-up at p50 vs TF.js, one thread each: **${speedup.toFixed(2)}×** for the same single run, **${encoderSpeedup.toFixed(2)}×** through the encoder API (${cpuSpeedup.toFixed(2)}× in process CPU time, ${minSpeedup.toFixed(2)}× between the fastest runs). Timings interleaved run by run; 1-minute load average ${load.toFixed(1)} on ${cpus().length} cores when the run ended. The 2-thread rows are extra information, measured in a child process (the thread count of onnxruntime-web is fixed when its runtime starts). Cold session creation: ${fmt(coldFirstMs)} ms (first, including the WASM runtime), ${fmt(coldSecondMs)} ms (model only).`,
    `Model bytes: ONNX backbone ${mb(sizes.onnxBackbone)}, span encoder ${mb(sizes.onnxSpanEncoder)}, vocabulary ${mb(sizes.vocab)}; TF.js graph ${mb(sizes.tfjsGraph)}.`,
    '',
  ].join('\n');
  return { markdown, json };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const child = process.argv.indexOf('--threads-child');
  if (child >= 0) {
    process.stdout.write(`${JSON.stringify(await measureThreads(Number(process.argv[child + 1] ?? 2)))}\n`);
  } else {
    const { markdown } = await run();
    process.stdout.write(markdown);
  }
}

/**
 * Encoder benchmark: a batch of 32 spans on onnxruntime-web (WASM, one thread) vs the original
 * TF.js graph (WASM backend, one thread), in the same process; cold session creation; model bytes.
 *
 *   npx tsx scripts/bench/encoder.ts      (prints the markdown; scripts/bench.ts imports `run`)
 */
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as ort from 'onnxruntime-web';
import { createNodeModelStore } from '../../src/cli/node-model-store.ts';
import { createEncoder, MODEL_FILES, SentencePieceTokenizer, parseVocab } from '../../src/engine/encoder/index.ts';
import { buildModels } from '../build-models.ts';
import { loadTfjsUseLite } from '../convert-use/tfjs-reference.ts';
import { USE_LITE_DIR } from '../convert-use/tf-graph.ts';

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
}

/**
 * Times several contenders with their iterations interleaved (A, B, C, A, B, C, ...), so a change in
 * machine load (shared CI runners, other processes) hits all of them alike.
 */
async function timeInterleaved(contenders: readonly (() => Promise<unknown>)[]): Promise<Timing[]> {
  for (let i = 0; i < WARMUP; i++) for (const fn of contenders) await fn();
  const samples: number[][] = contenders.map(() => []);
  for (let i = 0; i < ITERATIONS; i++) {
    for (const [k, fn] of contenders.entries()) {
      const t0 = performance.now();
      await fn();
      samples[k]?.push(performance.now() - t0);
    }
  }
  return samples.map((s) => {
    s.sort((a, b) => a - b);
    return { p50: percentile(s, 50), p95: percentile(s, 95), mean: s.reduce((a, b) => a + b, 0) / s.length };
  });
}

const fmt = (ms: number): string => ms.toFixed(1);

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

  const tokenizer = new SentencePieceTokenizer(parseVocab(JSON.parse(new TextDecoder().decode(await store.read(MODEL_FILES.vocab)))));
  const rows = SPANS.slice(0, BATCH).map((s) => tokenizer.encode(s));
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
  const feeds = { indices: new ort.Tensor('int64', indices, [count, 2]), values: new ort.Tensor('int64', values, [count]) };
  // The engine API end to end (tokenize + length buckets + runs), cache off so every call computes.
  const encoder = createEncoder({ ort, store, model: 'backbone', executionProviders: ['wasm'], cacheSize: 0 });
  await encoder.ready();
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
  const contenders: (() => Promise<unknown>)[] = [() => session.run(feeds), () => encoder.encode(SPANS)];
  if (reference) contenders.push(() => reference.embed(rows));
  const [ortRaw, ortEncoder, tfjsTiming] = (await timeInterleaved(contenders)) as [Timing, Timing, Timing | undefined];
  const nan: Timing = { p50: Number.NaN, p95: Number.NaN, mean: Number.NaN };
  const tfjsRaw = tfjsTiming ?? nan;
  await session.release();
  await encoder.dispose();

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
  const json = {
    batch: BATCH,
    tokens: count,
    iterations: ITERATIONS,
    threads: 1,
    ortWasmSingleRunMs: ortRaw,
    ortEncoderApiMs: ortEncoder,
    tfjsWasmMs: tfjsTiming ?? null,
    ...(tfjsError ? { tfjsError } : {}),
    speedupP50: speedup,
    encoderApiSpeedupP50: encoderSpeedup,
    coldSessionCreateMs: { firstIncludingRuntime: coldFirstMs, second: coldSecondMs },
    modelBytes: sizes,
  };
  const mb = (n: number | undefined): string => (n === undefined ? '—' : `${(n / 1e6).toFixed(2)} MB`);
  const markdown = [
    `### Span encoder (USE-Lite backbone), batch of ${BATCH} spans (${count} tokens), 1 thread, ${ITERATIONS} runs`,
    '',
    '| runtime | p50 ms | p95 ms |',
    '|---|---:|---:|',
    `| onnxruntime-web ${ort.env.versions.web ?? ''} WASM, one session.run | ${fmt(ortRaw.p50)} | ${fmt(ortRaw.p95)} |`,
    `| onnxruntime-web WASM via encoder API (tokenize + length buckets) | ${fmt(ortEncoder.p50)} | ${fmt(ortEncoder.p95)} |`,
    reference
      ? `| TF.js 4.22.0 WASM (${reference.backend}), original graph | ${fmt(tfjsRaw.p50)} | ${fmt(tfjsRaw.p95)} |`
      : `| TF.js 4.22.0 WASM | failed to start: ${tfjsError ?? 'unknown error'} | |`,
    '',
    `Speed-up at p50 vs TF.js: **${speedup.toFixed(2)}×** for the same single run, **${encoderSpeedup.toFixed(2)}×** through the encoder API. Timings interleaved run by run. Cold session creation: ${fmt(coldFirstMs)} ms (first, including the WASM runtime), ${fmt(coldSecondMs)} ms (model only).`,
    `Model bytes: ONNX backbone ${mb(sizes.onnxBackbone)}, span encoder ${mb(sizes.onnxSpanEncoder)}, vocabulary ${mb(sizes.vocab)}; TF.js graph ${mb(sizes.tfjsGraph)}.`,
    '',
  ].join('\n');
  return { markdown, json };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { markdown } = await run();
  process.stdout.write(markdown);
}

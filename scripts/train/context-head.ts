/**
 * Trains the contextual head (src/engine/context/head.ts) on frozen per-token states of the shipped span encoder
 * (models/generated/span-encoder.onnx, its `tokens` output): 512 → H ReLU → 1, logistic loss, Adam, deterministic
 * (seeded PRNG for init and order; one WASM thread). Writes models/context-head.json and
 * models/context-head-report.md.
 *
 *   nice -n 10 npx tsx scripts/train/context-head.ts [--hidden 32] [--epochs 6]
 *
 * Data: scripts/train/context-data.ts (never the realistic evaluation set, never a test split). The report gives
 * token AUC and message-level figures on messages over held-out terms (never trained on) and on Pri val.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createNodeEncoder } from '../../src/cli/node-encoder.ts';
import { serializeContextHead, tokenLogits, type ContextHead } from '../../src/engine/context/head.ts';
import type { Encoder } from '../../src/engine/encoder/index.ts';
import { chatMessages, trainingExamples, type ContextExample } from './context-data.ts';
import { readSplit, ROOT } from './data.ts';
import { buildLexicon } from './lexicon.ts';
import { Adam, standardise } from './adam.ts';
import { Prng } from './prng.ts';

export interface TokenSet {
  /** Row-major [n, dim]. */
  x: Float32Array;
  /** 1 inside a private fact, 0 outside. */
  y: Uint8Array;
  /** Index of the example each token comes from. */
  example: Int32Array;
  n: number;
  dim: number;
}

/** Token states and labels of `examples` (tokens with an empty character range, i.e. bare separators, are left out). */
export async function tokenSet(encoder: Encoder, examples: readonly ContextExample[], log: (s: string) => void = () => undefined): Promise<TokenSet> {
  const chunks: { x: Float32Array; y: number[]; ex: number[] }[] = [];
  let n = 0;
  let dim = 0;
  const step = 256;
  for (let i = 0; i < examples.length; i += step) {
    const batch = examples.slice(i, i + step);
    const states = await encoder.encodeTokens(batch.map((e) => e.text));
    states.forEach((s, j) => {
      const e = batch[j];
      if (!e) return;
      dim = s.dim;
      const keep: number[] = [];
      const y: number[] = [];
      s.ids.forEach((_, k) => {
        const a = s.starts[k] ?? 0;
        const b = s.ends[k] ?? 0;
        if (b <= a) return;
        keep.push(k);
        y.push(e.facts.some((f) => b > f.start && a < f.end) ? 1 : 0);
      });
      const x = new Float32Array(keep.length * s.dim);
      keep.forEach((k, r) => x.set(s.states.subarray(k * s.dim, (k + 1) * s.dim), r * s.dim));
      chunks.push({ x, y, ex: keep.map(() => i + j) });
      n += keep.length;
    });
    if ((i / step) % 5 === 0) log(`  encoded ${Math.min(i + step, examples.length)}/${examples.length} texts, ${n} tokens`);
  }
  const x = new Float32Array(n * dim);
  const y = new Uint8Array(n);
  const example = new Int32Array(n);
  let at = 0;
  for (const c of chunks) {
    x.set(c.x, at * dim);
    c.y.forEach((v, k) => {
      y[at + k] = v;
      example[at + k] = c.ex[k] ?? 0;
    });
    at += c.y.length;
  }
  return { x, y, example, n, dim };
}

export interface TrainOptions {
  hidden: number;
  epochs: number;
  batch: number;
  lr: number;
  l2: number;
  seed: number;
  /** Weight of a positive token in the loss (negatives 1). */
  positiveWeight: number;
}

/** The weight arrays (w1, w2) take L2 decay; biases do not. */
const DECAYED: ReadonlySet<number> = new Set([0, 2]);

export const DEFAULT_TRAIN: TrainOptions = { hidden: 32, epochs: 6, batch: 128, lr: 1e-3, l2: 1e-5, seed: 20261202, positiveWeight: 1.5 };

/** Fits the head by minibatch Adam on the weighted logistic loss; deterministic for the seed. */
export function trainHead(data: TokenSet, options: TrainOptions = DEFAULT_TRAIN, log: (s: string) => void = () => undefined): ContextHead {
  const { n, dim, x, y } = data;
  const { hidden } = options;
  const rng = new Prng(options.seed);
  // Standardisation from the training tokens.
  const { mean, invStd } = standardise(n, dim, (t, out) => out.set(x.subarray(t * dim, (t + 1) * dim)));
  const head: ContextHead = {
    dim,
    hidden,
    mean,
    invStd,
    w1: Float32Array.from({ length: hidden * dim }, () => rng.normal() * Math.sqrt(2 / dim)),
    b1: new Float32Array(hidden),
    w2: Float32Array.from({ length: hidden }, () => rng.normal() * Math.sqrt(1 / hidden)),
    b2: 0,
    threshold: 0.5,
  };
  // Adam state for each parameter array (b2 as a one-element array).
  const b2 = new Float32Array([0]);
  const params = [head.w1, head.b1, head.w2, b2];
  const adam = new Adam(params, DECAYED);
  const grads = params.map((p) => new Float32Array(p.length));
  const order = Int32Array.from({ length: n }, (_, i) => i);
  const xs = new Float32Array(options.batch * dim);
  const hid = new Float32Array(options.batch * hidden);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = n - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = order[i] ?? 0;
      order[i] = order[j] ?? 0;
      order[j] = t;
    }
    let lossSum = 0;
    for (let start = 0; start < n; start += options.batch) {
      const rows = Math.min(options.batch, n - start);
      for (let r = 0; r < rows; r++) {
        const t = order[start + r] ?? 0;
        xs.set(x.subarray(t * dim, (t + 1) * dim), r * dim);
      }
      head.b2 = b2[0] ?? 0;
      const z = tokenLogits(head, xs, rows, hid);
      grads.forEach((g) => g.fill(0));
      const [gw1, gb1, gw2, gb2] = grads as [Float32Array, Float32Array, Float32Array, Float32Array];
      let wsum = 0;
      for (let r = 0; r < rows; r++) wsum += y[order[start + r] ?? 0] ? options.positiveWeight : 1;
      for (let r = 0; r < rows; r++) {
        const label = y[order[start + r] ?? 0] ?? 0;
        const w = (label ? options.positiveWeight : 1) / wsum;
        const zr = z[r] ?? 0;
        const p = 1 / (1 + Math.exp(-zr));
        lossSum += (label ? -Math.log(Math.max(p, 1e-12)) : -Math.log(Math.max(1 - p, 1e-12))) * (label ? options.positiveWeight : 1);
        const dz = (p - label) * w;
        gb2[0] = (gb2[0] ?? 0) + dz;
        const base = r * dim;
        for (let h = 0; h < hidden; h++) {
          const a = hid[r * hidden + h] ?? 0;
          gw2[h] = (gw2[h] ?? 0) + dz * a;
          if (a <= 0) continue;
          const da = dz * (head.w2[h] ?? 0);
          gb1[h] = (gb1[h] ?? 0) + da;
          const row = h * dim;
          for (let c = 0; c < dim; c++) gw1[row + c] = (gw1[row + c] ?? 0) + da * ((xs[base + c] ?? 0) - (mean[c] ?? 0)) * (invStd[c] ?? 1);
        }
      }
      adam.update(grads, options.lr, options.l2);
    }
    log(`  epoch ${epoch + 1}/${options.epochs}: mean weighted loss ${(lossSum / n).toFixed(4)}`);
  }
  head.b2 = b2[0] ?? 0;
  return head;
}

/** Area under the ROC curve of scores against 0/1 labels (ties counted half). */
export function auc(scores: Float32Array, labels: Uint8Array): number {
  const idx = Array.from(scores.keys()).sort((a, b) => (scores[a] ?? 0) - (scores[b] ?? 0));
  let pos = 0;
  let neg = 0;
  let rankSum = 0;
  let i = 0;
  while (i < idx.length) {
    let j = i;
    while (j + 1 < idx.length && scores[idx[j + 1] ?? 0] === scores[idx[i] ?? 0]) j++;
    const avgRank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) if (labels[idx[k] ?? 0]) rankSum += avgRank;
    i = j + 1;
  }
  for (const l of labels) if (l) pos++;
  else neg++;
  return pos && neg ? (rankSum - (pos * (pos + 1)) / 2) / (pos * neg) : NaN;
}

/** Report figures on a token set: AUC, and per message the max probability over fact tokens / over all tokens. */
function evaluate(head: ContextHead, set: TokenSet, examples: readonly ContextExample[]): { auc: number; factHit: number; cleanFlag: number; facts: number; clean: number } {
  const p = tokenLogits(head, set.x, set.n).map((z) => 1 / (1 + Math.exp(-z)));
  const maxFact = new Map<number, number>();
  const maxAll = new Map<number, number>();
  for (let t = 0; t < set.n; t++) {
    const e = set.example[t] ?? 0;
    maxAll.set(e, Math.max(maxAll.get(e) ?? 0, p[t] ?? 0));
    if (set.y[t]) maxFact.set(e, Math.max(maxFact.get(e) ?? 0, p[t] ?? 0));
  }
  let facts = 0;
  let hit = 0;
  let clean = 0;
  let flagged = 0;
  examples.forEach((ex, i) => {
    if (ex.facts.length) {
      facts++;
      if ((maxFact.get(i) ?? 0) >= head.threshold) hit++;
    } else {
      clean++;
      if ((maxAll.get(i) ?? 0) >= head.threshold) flagged++;
    }
  });
  return { auc: auc(p, set.y), factHit: facts ? hit / facts : NaN, cleanFlag: clean ? flagged / clean : NaN, facts, clean };
}

async function main(): Promise<void> {
  const arg = (name: string, fallback: number): number => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const options: TrainOptions = { ...DEFAULT_TRAIN, hidden: arg('hidden', DEFAULT_TRAIN.hidden), epochs: arg('epochs', DEFAULT_TRAIN.epochs) };
  const log = (s: string): void => console.log(s);
  const t0 = performance.now();
  const lex = buildLexicon();
  const train = trainingExamples(lex, options.seed);
  const heldout = chatMessages(lex, 'heldout', 800, options.seed + 99);
  const priVal = readSplit('val').map((e): ContextExample => ({ id: e.id, source: `pri-${e.domain}`, text: e.text, facts: e.spans.filter((s) => s.private).map((s) => ({ start: s.start, end: s.end })) }));
  const encoder = createNodeEncoder('span', { threads: 1, cacheSize: 0 });
  log(`context head: ${train.length} training texts; encoding`);
  const trainSet = await tokenSet(encoder, train, log);
  const heldSet = await tokenSet(encoder, heldout);
  const valSet = await tokenSet(encoder, priVal);
  const tEncode = performance.now();
  const positives = trainSet.y.reduce((a, b) => a + b, 0);
  log(`context head: ${trainSet.n} training tokens (${positives} inside facts), encoded in ${((tEncode - t0) / 1000).toFixed(0)} s`);
  const head = trainHead(trainSet, options, log);
  const tTrain = performance.now();
  const rows = [
    ['training texts', train.length, evaluate(head, trainSet, train)],
    ['chat messages, held-out terms (never trained on)', heldout.length, evaluate(head, heldSet, heldout)],
    ['Pri-DDXPlus + Pri-SLJA val', priVal.length, evaluate(head, valSet, priVal)],
  ] as const;
  const sources = new Map<string, number>();
  for (const e of train) sources.set(e.source, (sources.get(e.source) ?? 0) + 1);
  const file = path.join(ROOT, 'models', 'context-head.json');
  mkdirSync(path.dirname(file), { recursive: true });
  const json = `${JSON.stringify(serializeContextHead(head))}\n`;
  writeFileSync(file, json);
  const report = [
    '# Contextual head: training report',
    '',
    `Written by \`nice -n 10 npx tsx scripts/train/context-head.ts\` (${new Date().toISOString().slice(0, 10)}). Frozen per-token states of`,
    'models/generated/span-encoder.onnx (`tokens` output, 512-d) → standardise → ' + `${options.hidden} ReLU → 1 (logistic).`,
    `Adam lr ${options.lr}, batch ${options.batch}, ${options.epochs} epochs, L2 ${options.l2}, positive weight ${options.positiveWeight}, seed ${options.seed}.`,
    `Training texts by source: ${[...sources].map(([s, k]) => `${s} ${k}`).join(', ')}; ${trainSet.n} tokens, ${positives} inside a private fact.`,
    `Time: encoding ${((tEncode - t0) / 1000).toFixed(0)} s, training ${((tTrain - tEncode) / 1000).toFixed(0)} s (one WASM thread, shared 2-core machine). File ${(json.length / 1024).toFixed(0)} KiB.`,
    '',
    'Message-level figures at the file threshold (' + head.threshold.toFixed(2) + '): "facts found" = messages with a fact whose best fact token',
    'reaches it; "sensitive-free flagged" = messages without a fact with any token reaching it.',
    '',
    '| set | texts | token AUC | facts found | sensitive-free flagged |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(([name, count, r]) => `| ${name} | ${count} | ${r.auc.toFixed(3)} | ${r.factHit.toFixed(3)} (${r.facts}) | ${r.clean ? `${r.cleanFlag.toFixed(3)} (${r.clean})` : '—'} |`),
    '',
  ].join('\n');
  writeFileSync(path.join(ROOT, 'models', 'context-head-report.md'), report);
  log(report);
  await encoder.dispose();
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}

/**
 * Trains the token tagger (src/engine/tagger/head.ts) on frozen per-token states of the shipped span encoder
 * (models/generated/span-encoder.onnx, its `tokens` output): 512 → H ReLU → 11 classes (O, B/I × 5 types), softmax
 * cross-entropy, Adam, deterministic (seeded PRNG for init and order; one WASM thread). Then fits a Platt calibration
 * of span scores on the validation part and writes models/tagger.json and models/tagger-report.md.
 *
 *   nice -n 5 npx tsx scripts/train/tagger.ts [--hidden 48] [--epochs 3] [--context 1] [--written default|none|DIR[,DIR…]] [--written-weight 1]
 *     [--ensemble 1] [--init-seed S] [--out DIR (default models/)]   (also: npm run train -- --only tagger)
 *
 * The defaults give the shipped head (docs/tagger.md "Session 39"); session 11's head was `--context 0 --hidden 32
 * --epochs 5 --written none`.
 *
 * Data: scripts/train/tagger-data.ts — presidio-synth EVEN templates only (odd = the bench's test half, never read),
 * split by template into train/val, plus generated sentences, plus (session 39) the hand-written training folders'
 * person, org and location marks (written-data.ts writtenTagExamples; never the realistic set or the holdout). Encoded states are cached under
 * models/generated/cache/ (keyed by the texts and the model file), so a second run with other options skips encoding.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createNodeEncoder } from '../../src/cli/node-encoder.ts';
import type { Encoder } from '../../src/engine/encoder/index.ts';
import { tokenMlpLogits, trainingTokenMlp } from '../../src/engine/heads/token-mlp.ts';
import { calibrate, decodeSpans, serializeTaggerHead, softmaxRows, tagLogits, TAG_CLASSES, TAG_TYPES, type TaggerHead, type TagType } from '../../src/engine/tagger/head.ts';
import { CACHE_DIR, ROOT } from './data.ts';
import { Adam, standardise } from './adam.ts';
import { gradKernel } from './tagger-grad.ts';
import { Prng } from './prng.ts';
import { generatedExamples, negativeChatExamples, presidioExamples, type TagExample } from './tagger-data.ts';
import { widerExamples } from './tagger-wider.ts';
import { loadWritten, WRITTEN_TRAINING_DIRS, writtenTagExamples } from './written-data.ts';

/** Label of a token left out of the loss. */
export const IGNORE = 255;

export interface TagTokenSet {
  /** Row-major [n, dim]. */
  x: Float32Array;
  /** Class per token (0 = O, 1 + 2k = B of TAG_TYPES[k], 2 + 2k = I), IGNORE for tokens outside the loss. */
  y: Uint8Array;
  /** Example index and character range of each token. */
  example: Int32Array;
  starts: Int32Array;
  ends: Int32Array;
  n: number;
  dim: number;
}

/** The class of each token of one text given its labelled spans: B for the first token overlapping a span, I after. */
export function tokenLabels(spans: readonly { start: number; end: number; type: string }[], starts: readonly number[], ends: readonly number[], types: readonly string[] = TAG_TYPES): number[] {
  const seen = new Set<number>();
  return starts.map((a, k) => {
    const b = ends[k] ?? a;
    const j = spans.findIndex((s) => b > s.start && a < s.end);
    const s = spans[j];
    if (!s) return 0;
    if (s.type === 'ignore') return IGNORE;
    const t = types.indexOf(s.type);
    if (t < 0) return IGNORE;
    const first = !seen.has(j);
    seen.add(j);
    return first ? 1 + 2 * t : 2 + 2 * t;
  });
}

function cacheFile(examples: readonly { text: string }[], prefix: string): string {
  const model = path.join(ROOT, 'models', 'generated', 'span-encoder.onnx');
  const h = createHash('sha256');
  h.update(existsSync(model) ? `${statSync(model).size}:${statSync(model).mtimeMs}` : 'none');
  for (const e of examples) h.update(`\u0000${e.text}`);
  return path.join(CACHE_DIR, `${prefix}-states-${h.digest('hex').slice(0, 16)}.bin`);
}

/** Token states and labels of `examples` (tokens with an empty range, i.e. bare separators, are left out). */
export async function tagTokenSet(
  encoder: Encoder,
  examples: readonly { text: string; spans: readonly { start: number; end: number; type: string }[] }[],
  log: (s: string) => void = () => undefined,
  types: readonly string[] = TAG_TYPES,
  cachePrefix = 'tagger',
): Promise<TagTokenSet> {
  const file = cacheFile(examples, cachePrefix);
  type Row = { x: Float32Array; ex: number; start: number; end: number; y: number };
  let dim = 0;
  const rows: Row[] = [];
  let cached: Float32Array | undefined;
  let cachedMeta: Int32Array | undefined;
  if (existsSync(file)) {
    const buf = readFileSync(file);
    const head = new Int32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + 8));
    const n = head[0] ?? 0;
    dim = head[1] ?? 0;
    cachedMeta = new Int32Array(buf.buffer.slice(buf.byteOffset + 8, buf.byteOffset + 8 + n * 12));
    cached = new Float32Array(buf.buffer.slice(buf.byteOffset + 8 + n * 12, buf.byteOffset + 8 + n * 12 + n * dim * 4));
    log(`  ${n} token states from ${path.relative(ROOT, file)}`);
  }
  if (cached && cachedMeta) {
    const n = cachedMeta.length / 3;
    const byExample = new Map<number, number[]>();
    for (let t = 0; t < n; t++) {
      const e = cachedMeta[3 * t] ?? 0;
      let l = byExample.get(e);
      if (!l) byExample.set(e, (l = []));
      l.push(t);
    }
    examples.forEach((ex, e) => {
      const toks = byExample.get(e) ?? [];
      const starts = toks.map((t) => cachedMeta?.[3 * t + 1] ?? 0);
      const ends = toks.map((t) => cachedMeta?.[3 * t + 2] ?? 0);
      const labels = tokenLabels(ex.spans, starts, ends, types);
      toks.forEach((t, k) => rows.push({ x: cached.subarray(t * dim, (t + 1) * dim), ex: e, start: starts[k] ?? 0, end: ends[k] ?? 0, y: labels[k] ?? 0 }));
    });
  } else {
    const step = 128;
    for (let i = 0; i < examples.length; i += step) {
      const batch = examples.slice(i, i + step);
      const states = await encoder.encodeTokens(batch.map((e) => e.text));
      states.forEach((s, j) => {
        const ex = batch[j];
        if (!ex) return;
        dim = s.dim;
        const keep = s.ids.map((_, k) => k).filter((k) => (s.ends[k] ?? 0) > (s.starts[k] ?? 0));
        const starts = keep.map((k) => s.starts[k] ?? 0);
        const ends = keep.map((k) => s.ends[k] ?? 0);
        const labels = tokenLabels(ex.spans, starts, ends, types);
        keep.forEach((k, r) => rows.push({ x: s.states.slice(k * s.dim, (k + 1) * s.dim), ex: i + j, start: starts[r] ?? 0, end: ends[r] ?? 0, y: labels[r] ?? 0 }));
      });
      if ((i / step) % 8 === 0) log(`  encoded ${Math.min(i + step, examples.length)}/${examples.length} texts, ${rows.length} tokens`);
    }
    const n = rows.length;
    const meta = new Int32Array(3 * n);
    const xs = new Float32Array(n * dim);
    rows.forEach((r, t) => {
      meta.set([r.ex, r.start, r.end], 3 * t);
      xs.set(r.x, t * dim);
    });
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(file, Buffer.concat([Buffer.from(Int32Array.of(n, dim).buffer), Buffer.from(meta.buffer), Buffer.from(xs.buffer)]));
  }
  const n = rows.length;
  const x = new Float32Array(n * dim);
  const y = new Uint8Array(n);
  const example = new Int32Array(n);
  const starts = new Int32Array(n);
  const ends = new Int32Array(n);
  rows.forEach((r, t) => {
    x.set(r.x, t * dim);
    y[t] = r.y;
    example[t] = r.ex;
    starts[t] = r.start;
    ends[t] = r.end;
  });
  return { x, y, example, starts, ends, n, dim };
}

export interface TrainOptions {
  hidden: number;
  epochs: number;
  batch: number;
  lr: number;
  l2: number;
  seed: number;
  /** Loss weight of a token inside an entity (O tokens weigh 1). */
  entityWeight: number;
  /** Neighbours on each side in a token's input (TaggerHead.context; 0: the token alone). */
  context?: number;
  /** The window's mean state beside each token (TaggerHead.pooled). */
  pooled?: boolean;
}

/**
 * Writes token t's input row into `out` at `offset`: its state beside its neighbours' within the same example
 * (zeros past the example's ends), as src/engine/heads/token-mlp.ts withContext builds it at inference.
 */
export function contextRow(data: TagTokenSet, t: number, context: number, out: Float32Array, offset: number): void {
  const { dim, x, example, n } = data;
  const width = 2 * context + 1;
  out.fill(0, offset, offset + width * dim);
  for (let k = -context; k <= context; k++) {
    const u = t + k;
    if (u < 0 || u >= n || example[u] !== example[t]) continue;
    out.set(x.subarray(u * dim, (u + 1) * dim), offset + (k + context) * dim);
  }
}

/** The mean state of each example's tokens (a pooled head's window view), by example index. */
export function exampleMeans(data: TagTokenSet): Map<number, Float32Array> {
  const { dim, x, example, n } = data;
  const sums = new Map<number, { v: Float32Array; k: number }>();
  for (let t = 0; t < n; t++) {
    const e = example[t] ?? 0;
    let s = sums.get(e);
    if (!s) sums.set(e, (s = { v: new Float32Array(dim), k: 0 }));
    s.k++;
    for (let c = 0; c < dim; c++) s.v[c] = (s.v[c] as number) + (x[t * dim + c] as number);
  }
  const out = new Map<number, Float32Array>();
  for (const [e, s] of sums) out.set(e, s.v.map((v) => v / s.k));
  return out;
}

/** Every token's input row of a (small) set, [n, (2c + 1 + pooled)·dim]. */
export function contextRows(data: TagTokenSet, context: number, pooled = false): Float32Array {
  if (!context && !pooled) return data.x;
  const width = (2 * context + 1) * data.dim;
  const D = width + (pooled ? data.dim : 0);
  const means = pooled ? exampleMeans(data) : undefined;
  const out = new Float32Array(data.n * D);
  for (let t = 0; t < data.n; t++) {
    if (context) contextRow(data, t, context, out, t * D);
    else out.set(data.x.subarray(t * data.dim, (t + 1) * data.dim), t * D);
    if (means) out.set(means.get(data.example[t] ?? 0) ?? new Float32Array(data.dim), t * D + width);
  }
  return out;
}

export const DEFAULT_TRAIN: TrainOptions = { hidden: 32, epochs: 5, batch: 128, lr: 1e-3, l2: 1e-5, seed: 20261202, entityWeight: 2 };

/**
 * One head whose logits are the mean of the given heads' logits: their hidden units side by side, each head's output
 * weights divided by their number. Heads that standardise alike (trained on one token set) keep that standardisation;
 * otherwise each head's is folded into its first layer (w·((x − μ)·σ⁻¹) + b = (w·σ⁻¹)·x + (b − (w·σ⁻¹)·μ)) and the
 * merged head reads raw states (mean 0, 1/std 1). The heads must read the same inputs (equal `dim`, `classes` and
 * `context`); the result runs through the same MLP code, so an ensemble costs its total hidden units and nothing else.
 * Calibration is left to the caller.
 *
 * `weights` (default: all equal) make the mean a weighted one: head i's logits count weights[i] / Σ weights. A head that
 * is itself a merge of m heads, given weight m, counts as its m members, so the shipped pair and one new head, weights
 * [2, 1], give the equal mean of three heads (session 39). Equal weights divide by the number of heads as before, to
 * the bit.
 */
export function mergeHeads(heads: readonly TaggerHead[], weights?: readonly number[]): TaggerHead {
  const first = heads[0];
  if (!first) throw new Error('mergeHeads: no heads');
  if (weights !== undefined) {
    if (weights.length !== heads.length) throw new Error(`mergeHeads: ${weights.length} weights for ${heads.length} heads`);
    for (const w of weights) if (!(Number.isFinite(w) && w > 0)) throw new Error(`mergeHeads: a weight must be a positive number, got ${w}`);
  }
  let alike = true;
  for (const h of heads) {
    if (h.dim !== first.dim || h.classes !== first.classes || (h.context ?? 0) !== (first.context ?? 0) || !!h.pooled !== !!first.pooled)
      throw new Error('mergeHeads: the heads differ in shape');
    for (let c = 0; c < first.dim; c++) if (h.mean[c] !== first.mean[c] || h.invStd[c] !== first.invStd[c]) alike = false;
  }
  const { dim, classes } = first;
  const k = heads.length;
  const equal = weights === undefined || weights.every((w) => w === weights[0]);
  const total = weights?.reduce((a, w) => a + w, 0) ?? k;
  // Head i's share of the mean: x / k as before session 39 when the weights are equal (the same bits), else x · wᵢ / Σw.
  const share = (i: number, x: number): number => (equal ? x / k : (x * (weights?.[i] ?? 1)) / total);
  const hidden = heads.reduce((a, h) => a + h.hidden, 0);
  const w1 = new Float32Array(hidden * dim);
  const b1 = new Float32Array(hidden);
  const w2 = new Float32Array(classes * hidden);
  const b2 = new Float32Array(classes);
  let offset = 0;
  for (const [i, h] of heads.entries()) {
    for (let u = 0; u < h.hidden; u++) {
      let bias = h.b1[u] ?? 0;
      for (let c = 0; c < dim; c++) {
        const w = h.w1[u * dim + c] ?? 0;
        if (alike) w1[(offset + u) * dim + c] = w;
        else {
          const folded = w * (h.invStd[c] ?? 1);
          w1[(offset + u) * dim + c] = folded;
          bias -= folded * (h.mean[c] ?? 0);
        }
      }
      b1[offset + u] = bias;
    }
    for (let c = 0; c < classes; c++) {
      for (let u = 0; u < h.hidden; u++) w2[c * hidden + offset + u] = share(i, h.w2[c * h.hidden + u] ?? 0);
      b2[c] = (b2[c] ?? 0) + share(i, h.b2[c] ?? 0);
    }
    offset += h.hidden;
  }
  const mean = alike ? first.mean : new Float32Array(dim);
  const invStd = alike ? first.invStd : new Float32Array(dim).fill(1);
  return { ...first, hidden, mean, invStd, w1, b1, w2, b2 };
}

/**
 * `count` heads trained on one token set from seeds `firstSeed`, `firstSeed` + 1, … (the trainers' `--ensemble`), with
 * `others` (heads trained before) merged in; one head alone is returned as it is. `otherMembers[i]` (default 1) is how
 * many heads `others[i]` already averages (a merged file, session 39): it weighs that many in the mean, so every member
 * counts alike. `count` may be 0 when there are others (merge only).
 */
export function trainEnsemble(
  data: TagTokenSet,
  options: TrainOptions,
  count: number,
  firstSeed: number,
  log: (s: string) => void,
  classes: number,
  others: readonly TaggerHead[] = [],
  otherMembers: readonly number[] = [],
): TaggerHead {
  if (!(Number.isInteger(count) && count >= (others.length ? 0 : 1))) throw new Error(`--ensemble must be a whole number ≥ ${others.length ? 0 : 1}, got ${count}`);
  if (otherMembers.length > others.length) throw new Error(`trainEnsemble: ${otherMembers.length} member counts for ${others.length} heads`);
  const members = [...Array.from({ length: count }, (_, k) => trainTagger(data, { ...options, seed: firstSeed + k }, log, classes)), ...others];
  const weights = [...Array.from({ length: count }, () => 1), ...others.map((_, i) => otherMembers[i] ?? 1)];
  return members.length === 1 ? (members[0] as TaggerHead) : mergeHeads(members, weights);
}

/**
 * One batch's scratch arrays (tagGradients'), for batches of up to `batch` rows of a head of `dim` inputs, `hidden`
 * units and `classes` outputs.
 */
export interface GradScratch {
  batch: number;
  /** [batch, dim]: each input minus its mean, in double (the backward pass's input). */
  centred: Float64Array;
  /** [batch, hidden]: the hidden activations. */
  hid: Float32Array;
  /** [classes]: one row's output gradient. */
  dz: Float32Array;
  /** Per hidden unit, its rows with a non-zero gradient ([hidden, batch], row numbers and gradients) and their count. */
  activeRow: Int32Array;
  activeGrad: Float64Array;
  activeCount: Int32Array;
  /** The head's logits and hidden activations (tokenMlpLogits; through the WebAssembly kernel where there is one). */
  forward: (xs: Float32Array, rows: number, hiddenOut: Float32Array) => Float32Array;
  /** The first layer's gradient from the arrays above, in WebAssembly (tagger-grad.ts; absent: the JavaScript loop). */
  gw1?: (out: Float32Array) => void;
}

/**
 * Scratch arrays for tagGradients of `head` over batches of up to `batch` rows; `kernels` false keeps both passes in
 * JavaScript (the same bits, slower: tests compare the two).
 */
export function gradScratch(head: TaggerHead, batch: number, kernels = true): GradScratch {
  const { dim, hidden, classes } = head;
  const mlp = { ...head, outputs: classes };
  const grad = kernels ? gradKernel(batch, dim, hidden, head.invStd) : null;
  const forward = kernels ? trainingTokenMlp(mlp, 'tagger') : null;
  return {
    batch,
    centred: grad?.centred ?? new Float64Array(batch * dim),
    hid: new Float32Array(batch * hidden),
    dz: new Float32Array(classes),
    activeRow: grad?.activeRow ?? new Int32Array(hidden * batch),
    activeGrad: grad?.activeGrad ?? new Float64Array(hidden * batch),
    activeCount: grad?.activeCount ?? new Int32Array(hidden),
    forward: forward ?? ((xs, rows, hiddenOut) => tokenMlpLogits(mlp, xs, rows, hiddenOut, 'tagger')),
    ...(grad ? { gw1: grad.gw1 } : {}),
  };
}

/**
 * The gradients [w1, b1, w2, b2] of the weighted softmax cross-entropy of `rows` input rows `xs` (raw, [rows, dim])
 * with classes `labels` (entity classes weigh `entityWeight`, O 1; the loss is divided by the batch's total weight),
 * written over `grads`; each row's weighted loss and weight are added to `stats`. Every value is the one trainTagger
 * computed before session 37 (inline, row by row): the same double operations in the same order, rounded to float32
 * where it stored them, so training gives the same bits — only each row is standardised once, not once per hidden
 * unit, and the first layer's gradient runs column by column over each unit's active rows (tagger.test.ts checks
 * it against the row-by-row loop).
 */
export function tagGradients(
  head: TaggerHead,
  xs: Float32Array,
  labels: ArrayLike<number>,
  rows: number,
  entityWeight: number,
  grads: readonly Float32Array[],
  scratch: GradScratch,
  stats: { loss: number; weight: number },
): void {
  const { dim, hidden, classes: K, mean, invStd, w2 } = head;
  const { batch: B, centred, hid, dz, activeRow, activeGrad, activeCount } = scratch;
  if (rows > B) throw new Error(`tagGradients: ${rows} rows for a scratch of ${B}`);
  const [gw1, gb1, gw2, gb2] = grads as [Float32Array, Float32Array, Float32Array, Float32Array];
  const p = softmaxRows(scratch.forward(xs, rows, hid), K);
  // Each row centred once, in double, for the backward pass.
  for (let r = 0; r < rows; r++) {
    const base = r * dim;
    for (let c = 0; c < dim; c++) centred[base + c] = (xs[base + c] as number) - (mean[c] as number);
  }
  gb1.fill(0);
  gw2.fill(0);
  gb2.fill(0);
  activeCount.fill(0);
  let wsum = 0;
  for (let r = 0; r < rows; r++) wsum += (labels[r] as number) > 0 ? entityWeight : 1;
  for (let r = 0; r < rows; r++) {
    const label = labels[r] as number;
    const w = label > 0 ? entityWeight : 1;
    stats.loss += -Math.log(Math.max(p[r * K + label] ?? 0, 1e-12)) * w;
    stats.weight += w;
    for (let k = 0; k < K; k++) {
      dz[k] = (((p[r * K + k] as number) - (k === label ? 1 : 0)) * w) / wsum;
      gb2[k] = (gb2[k] as number) + (dz[k] as number);
    }
    for (let h = 0; h < hidden; h++) {
      const a = hid[r * hidden + h] as number;
      if (a <= 0) continue;
      let s = 0;
      for (let k = 0; k < K; k++) {
        const g = dz[k] as number;
        gw2[k * hidden + h] = (gw2[k * hidden + h] as number) + g * a;
        s += g * (w2[k * hidden + h] as number);
      }
      const d = Math.fround(s);
      if (d === 0) continue;
      gb1[h] = (gb1[h] as number) + d;
      const at = h * B + (activeCount[h] as number);
      activeRow[at] = r;
      activeGrad[at] = d;
      activeCount[h] = (activeCount[h] as number) + 1;
    }
  }
  if (scratch.gw1) {
    scratch.gw1(gw1);
    return;
  }
  // gw1[h, c] = Σ over h's active rows r, in order, of d[r, h]·(x[r, c] − μ[c])·σ⁻¹[c], rounded to float32 after each
  // addition as the float32 array did; eight columns at a time, so eight independent sums are under way (one sum's
  // add-and-round chain alone would set the pace).
  const tail = dim - (dim % 8);
  for (let c = 0; c < tail; c += 8) {
    const v0 = invStd[c] as number;
    const v1 = invStd[c + 1] as number;
    const v2 = invStd[c + 2] as number;
    const v3 = invStd[c + 3] as number;
    const v4 = invStd[c + 4] as number;
    const v5 = invStd[c + 5] as number;
    const v6 = invStd[c + 6] as number;
    const v7 = invStd[c + 7] as number;
    for (let h = 0; h < hidden; h++) {
      const end = h * B + (activeCount[h] as number);
      let a0 = 0;
      let a1 = 0;
      let a2 = 0;
      let a3 = 0;
      let a4 = 0;
      let a5 = 0;
      let a6 = 0;
      let a7 = 0;
      for (let j = h * B; j < end; j++) {
        const d = activeGrad[j] as number;
        const x = (activeRow[j] as number) * dim + c;
        a0 = Math.fround(a0 + d * (centred[x] as number) * v0);
        a1 = Math.fround(a1 + d * (centred[x + 1] as number) * v1);
        a2 = Math.fround(a2 + d * (centred[x + 2] as number) * v2);
        a3 = Math.fround(a3 + d * (centred[x + 3] as number) * v3);
        a4 = Math.fround(a4 + d * (centred[x + 4] as number) * v4);
        a5 = Math.fround(a5 + d * (centred[x + 5] as number) * v5);
        a6 = Math.fround(a6 + d * (centred[x + 6] as number) * v6);
        a7 = Math.fround(a7 + d * (centred[x + 7] as number) * v7);
      }
      const o = h * dim + c;
      gw1[o] = a0;
      gw1[o + 1] = a1;
      gw1[o + 2] = a2;
      gw1[o + 3] = a3;
      gw1[o + 4] = a4;
      gw1[o + 5] = a5;
      gw1[o + 6] = a6;
      gw1[o + 7] = a7;
    }
  }
  for (let c = tail; c < dim; c++) {
    const v = invStd[c] as number;
    for (let h = 0; h < hidden; h++) {
      const end = h * B + (activeCount[h] as number);
      let acc = 0;
      for (let j = h * B; j < end; j++) acc = Math.fround(acc + (activeGrad[j] as number) * (centred[(activeRow[j] as number) * dim + c] as number) * v);
      gw1[h * dim + c] = acc;
    }
  }
}

/** Fits the head by minibatch Adam on weighted softmax cross-entropy; deterministic for the seed. */
export function trainTagger(data: TagTokenSet, options: TrainOptions = DEFAULT_TRAIN, log: (s: string) => void = () => undefined, classes = TAG_CLASSES): TaggerHead {
  const { y } = data;
  const { hidden } = options;
  const context = options.context ?? 0;
  const pooled = options.pooled === true;
  // The input row of token t: its state, with its neighbours' when the head reads context, and its window's mean state
  // when it is pooled.
  const width = (2 * context + 1) * data.dim;
  const dim = width + (pooled ? data.dim : 0);
  const means = pooled ? exampleMeans(data) : undefined;
  const zero = new Float32Array(data.dim);
  const input = (t: number, out: Float32Array, offset: number): void => {
    if (context) contextRow(data, t, context, out, offset);
    else out.set(data.x.subarray(t * data.dim, (t + 1) * data.dim), offset);
    if (means) out.set(means.get(data.example[t] ?? 0) ?? zero, offset + width);
  };
  const K = classes;
  const rng = new Prng(options.seed);
  const used = Int32Array.from(Array.from(y.keys()).filter((t) => y[t] !== IGNORE));
  const n = used.length;
  const { mean, invStd } = standardise(n, dim, (i, out) => input(used[i] ?? 0, out, 0));
  const head: TaggerHead = {
    dim,
    hidden,
    classes: K,
    mean,
    invStd,
    w1: Float32Array.from({ length: hidden * dim }, () => rng.normal() * Math.sqrt(2 / dim)),
    b1: new Float32Array(hidden),
    w2: Float32Array.from({ length: K * hidden }, () => rng.normal() * Math.sqrt(1 / hidden)),
    b2: new Float32Array(K),
    calA: 1,
    calB: 0,
    threshold: 0.5,
    ...(context ? { context } : {}),
    ...(pooled ? { pooled } : {}),
  };
  const params = [head.w1, head.b1, head.w2, head.b2];
  const adam = new Adam(params, new Set([0, 2]));
  const grads = params.map((p) => new Float32Array(p.length));
  const order = Int32Array.from(used);
  const xs = new Float32Array(options.batch * dim);
  const labels = new Uint8Array(options.batch);
  const scratch = gradScratch(head, options.batch);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = n - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = order[i] ?? 0;
      order[i] = order[j] ?? 0;
      order[j] = t;
    }
    const stats = { loss: 0, weight: 0 };
    for (let start = 0; start < n; start += options.batch) {
      const rows = Math.min(options.batch, n - start);
      for (let r = 0; r < rows; r++) {
        const t = order[start + r] as number;
        input(t, xs, r * dim);
        labels[r] = y[t] as number;
      }
      tagGradients(head, xs, labels, rows, options.entityWeight, grads, scratch, stats);
      adam.update(grads, options.lr, options.l2);
    }
    log(`  epoch ${epoch + 1}/${options.epochs}: mean weighted loss ${(stats.loss / stats.weight).toFixed(4)}`);
  }
  return head;
}

export interface DecodedSpan {
  example: number;
  start: number;
  end: number;
  type: TagType;
  raw: number;
  score: number;
}

/**
 * Decoded spans of every example of a token set, `chunk` tokens or so at a time (whole examples): a context head's
 * input rows of a large set at once would take gigabytes.
 */
export function decodeSet(head: TaggerHead, set: TagTokenSet, examples: readonly TagExample[], chunk = 20_000): DecodedSpan[] {
  const out: DecodedSpan[] = [];
  for (let from = 0; from < set.n; ) {
    let to = Math.min(set.n, from + chunk);
    while (to < set.n && set.example[to] === set.example[to - 1]) to++;
    const part: TagTokenSet = {
      x: set.x.subarray(from * set.dim, to * set.dim),
      y: set.y.subarray(from, to),
      example: set.example.subarray(from, to),
      starts: set.starts.subarray(from, to),
      ends: set.ends.subarray(from, to),
      n: to - from,
      dim: set.dim,
    };
    const p = softmaxRows(tagLogits(head, contextRows(part, head.context ?? 0, head.pooled), part.n), head.classes);
    let t = 0;
    while (t < part.n) {
      const e = part.example[t] ?? 0;
      let u = t;
      while (u < part.n && part.example[u] === e) u++;
      const text = examples[e]?.text ?? '';
      const spans = decodeSpans(head, text, p.subarray(t * head.classes, u * head.classes), Array.from(part.starts.subarray(t, u)), Array.from(part.ends.subarray(t, u)));
      for (const s of spans) out.push({ example: e, ...s });
      t = u;
    }
    from = to;
  }
  return out;
}

const overlap = (a: { start: number; end: number }, b: { start: number; end: number }): number => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/** A predicted span is correct when ≥ 50 % of its characters lie in gold spans of its type (the bench's rule, per span). */
function spanCorrect(s: DecodedSpan, gold: TagExample['spans']): boolean {
  const inGold = gold.filter((g) => g.type === s.type).reduce((a, g) => a + overlap(s, g), 0);
  return 2 * inGold >= s.end - s.start;
}

export interface SetScores {
  perType: Map<TagType, { gold: number; found: number; pred: number; correct: number }>;
  any: { gold: number; found: number; pred: number; correct: number };
}

/** Typed span P/R per type at a calibrated threshold (found: ≥ 50 % of a gold span covered by predictions of its type). */
export function scoreSpans(spans: readonly DecodedSpan[], examples: readonly TagExample[], threshold: number, include: (e: TagExample) => boolean = () => true): SetScores {
  const perType = new Map<TagType, { gold: number; found: number; pred: number; correct: number }>(TAG_TYPES.map((t) => [t, { gold: 0, found: 0, pred: 0, correct: 0 }]));
  const any = { gold: 0, found: 0, pred: 0, correct: 0 };
  const byEx = new Map<number, DecodedSpan[]>();
  for (const s of spans) if (s.score >= threshold) byEx.set(s.example, [...(byEx.get(s.example) ?? []), s]);
  examples.forEach((ex, e) => {
    if (!include(ex)) return;
    const preds = byEx.get(e) ?? [];
    for (const g of ex.spans) {
      if (g.type === 'ignore') continue;
      const row = perType.get(g.type);
      if (!row) continue;
      row.gold++;
      any.gold++;
      const typed = preds.filter((p) => p.type === g.type).reduce((a, p) => a + overlap(p, g), 0);
      const all = preds.reduce((a, p) => a + overlap(p, g), 0);
      if (2 * typed >= g.end - g.start) row.found++;
      if (2 * all >= g.end - g.start) any.found++;
    }
    for (const p of preds) {
      const row = perType.get(p.type);
      if (!row) continue;
      row.pred++;
      any.pred++;
      if (spanCorrect(p, ex.spans)) row.correct++;
      const inAny = ex.spans.filter((g) => g.type !== 'ignore').reduce((a, g) => a + overlap(p, g), 0);
      if (2 * inAny >= p.end - p.start) any.correct++;
    }
  });
  return { perType, any };
}

/** Platt scaling of span correctness on logit(raw): two parameters by gradient descent on the log loss. */
export function fitCalibration(spans: readonly { raw: number }[], correct: readonly boolean[]): { calA: number; calB: number } {
  let a = 1;
  let b = 0;
  const z = spans.map((s) => {
    const p = Math.min(1 - 1e-6, Math.max(1e-6, s.raw));
    return Math.log(p / (1 - p));
  });
  for (let it = 0; it < 3000; it++) {
    let ga = 0;
    let gb = 0;
    z.forEach((zi, i) => {
      const q = 1 / (1 + Math.exp(-(a * zi + b)));
      const d = q - (correct[i] ? 1 : 0);
      ga += d * zi;
      gb += d;
    });
    a -= (0.5 * ga) / Math.max(1, z.length);
    b -= (0.5 * gb) / Math.max(1, z.length);
  }
  return { calA: a, calB: b };
}

async function main(): Promise<void> {
  const arg = (name: string, fallback: number): number => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? Number(process.argv[i + 1]) : fallback;
  };
  // The defaults give the shipped head (session 39): each token beside one neighbour a side, 48 hidden units, three
  // epochs, the hand-written training folders' names, organisations and places beside the generated data.
  const context = arg('context', 1);
  if (!(Number.isInteger(context) && context >= 0 && context <= 4)) throw new Error(`--context must be a whole number 0 … 4, got ${context}`);
  const options: TrainOptions = {
    ...DEFAULT_TRAIN,
    hidden: arg('hidden', 48),
    epochs: arg('epochs', 3),
    l2: arg('l2', DEFAULT_TRAIN.l2),
    entityWeight: arg('entity-weight', DEFAULT_TRAIN.entityWeight),
    ...(context ? { context } : {}),
  };
  const option = (name: string, fallback: string): string => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
  };
  const log = (s: string): void => console.log(s);
  const outAt = process.argv.indexOf('--out');
  const outDir = path.resolve(outAt >= 0 ? (process.argv[outAt + 1] ?? '') : path.join(ROOT, 'models'));
  const t0 = performance.now();
  const train = [...presidioExamples('train'), ...generatedExamples(arg('generated', 2500), options.seed), ...widerExamples(arg('wider', 3000), options.seed + 13), ...negativeChatExamples(arg('chat', 1500), options.seed + 3)];
  const val = [...presidioExamples('val'), ...generatedExamples(600, options.seed + 7), ...widerExamples(600, options.seed + 17), ...negativeChatExamples(300, options.seed + 11).filter((e) => e.source === 'chat-negative')];
  // `--written default|none|DIR[,DIR…]`: the hand-written training messages' person, org and location marks
  // (written-data.ts writtenTagExamples; `default` = WRITTEN_TRAINING_DIRS, the fact tagger's folders), counted
  // `--written-weight K` times (default 1).
  const writtenOption = option('written', 'default');
  const writtenWeight = arg('written-weight', 1);
  const written = writtenOption === 'none' ? [] : writtenTagExamples(loadWritten(writtenOption === 'default' ? WRITTEN_TRAINING_DIRS : writtenOption.split(',')));
  const encoder = createNodeEncoder('span', { threads: 1, cacheSize: 0 });
  log(`tagger: ${train.length} training texts${written.length ? ` and ${written.length} hand-written windows (× ${writtenWeight})` : ''}, ${val.length} validation texts; encoding`);
  const baseSet = await tagTokenSet(encoder, train, log);
  const writtenSet = written.length ? await tagTokenSet(encoder, written, log, TAG_TYPES, 'tagger-written') : undefined;
  const { appendCopies } = await import('./fact-tagger.ts');
  const trainSet = writtenSet ? appendCopies(baseSet, writtenSet, writtenWeight) : baseSet;
  // The training examples in the order of trainSet's example indices (appendCopies numbers each copy after the last).
  const trainExamples = writtenSet ? [...train, ...Array.from({ length: writtenWeight }, () => written).flat()] : train;
  const valSet = await tagTokenSet(encoder, val, log);
  await encoder.dispose();
  const tEncode = performance.now();
  // `--ensemble K`: K heads from seeds seed, seed + 1, … merged into one whose logits are their mean (mergeHeads).
  const ensemble = arg('ensemble', 1);
  // `--init-seed S`: the head's initialisation and order from another seed, on the same data (a seed's share of a
  // difference between settings).
  const initSeed = arg('init-seed', options.seed);
  const head = trainEnsemble(trainSet, options, ensemble, initSeed, log, TAG_CLASSES);
  const tTrain = performance.now();
  // Calibration on the validation spans.
  const valSpans = decodeSet(head, valSet, val);
  const cal = fitCalibration(
    valSpans,
    valSpans.map((s) => spanCorrect(s, val[s.example]?.spans ?? [])),
  );
  head.calA = cal.calA;
  head.calB = cal.calB;
  for (const s of valSpans) s.score = calibrate(head, s.raw);
  const trainSpans = decodeSet(head, trainSet, trainExamples);
  const presidioVal = val.filter((e) => e.source.startsWith('presidio'));
  // Reliability of the calibrated scores on val: observed precision per score bin.
  const bins = [0.5, 0.7, 0.9, 1.01];
  const reliability = bins.slice(0, -1).map((lo, i) => {
    const inBin = valSpans.filter((s) => s.score >= lo && s.score < (bins[i + 1] ?? 1));
    const ok = inBin.filter((s) => spanCorrect(s, val[s.example]?.spans ?? [])).length;
    const meanScore = inBin.reduce((a, s) => a + s.score, 0) / Math.max(1, inBin.length);
    return `| ${lo.toFixed(1)}–${Math.min(1, bins[i + 1] ?? 1).toFixed(1)} | ${inBin.length} | ${meanScore.toFixed(3)} | ${inBin.length ? (ok / inBin.length).toFixed(3) : '—'} |`;
  });
  const table = (name: string, sc: SetScores): string[] => [
    `| ${name}, any type | ${sc.any.gold} | ${(sc.any.correct / Math.max(1, sc.any.pred)).toFixed(3)} | ${(sc.any.found / Math.max(1, sc.any.gold)).toFixed(3)} |`,
    ...[...sc.perType].filter(([, r]) => r.gold + r.pred > 0).map(([t, r]) => `| ${name}, ${t} | ${r.gold} | ${(r.correct / Math.max(1, r.pred)).toFixed(3)} (${r.pred}) | ${(r.found / Math.max(1, r.gold)).toFixed(3)} |`),
  ];
  const json = `${JSON.stringify(serializeTaggerHead(head))}\n`;
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'tagger.json'), json);
  const sources = new Map<string, number>();
  for (const e of [...train, ...written]) sources.set(e.source, (sources.get(e.source) ?? 0) + 1);
  const report = [
    '# Token tagger: training report',
    '',
    `Written by \`npx tsx scripts/train/tagger.ts${process.argv.slice(2).filter((a, i, all) => a !== '--out' && all[i - 1] !== '--out').map((a) => ` ${a}`).join('')}\` (${new Date().toISOString().slice(0, 10)}). Frozen per-token states of`,
    `models/generated/span-encoder.onnx (\`tokens\` output, ${trainSet.dim}-d${context ? `, each token beside ${context} neighbour(s) a side: ${head.dim}-d` : ''}) → standardise → ${options.hidden} ReLU → ${TAG_CLASSES} classes (O, B/I × ${TAG_TYPES.join(', ')}).`,
    `Adam lr ${options.lr}, batch ${options.batch}, ${options.epochs} epochs, L2 ${options.l2}, entity-token weight ${options.entityWeight}, seed ${options.seed}${initSeed !== options.seed ? ` (head from seed ${initSeed})` : ''}${ensemble > 1 ? `; an ensemble of ${ensemble} heads (seeds ${options.seed} … ${options.seed + ensemble - 1}) merged into one of ${head.hidden} hidden units whose logits are their mean` : ''}.`,
    `Training texts by source: ${[...sources].map(([s, k]) => `${s} ${k}`).join(', ')}${written.length ? ` (hand-written windows counted ${writtenWeight}×)` : ''}; ${trainSet.n} tokens.`,
    `Validation: presidio-synth even templates with template_id % 8 = 6 (${presidioVal.length} records, never trained on) and 600 generated sentences of another seed.`,
    `Time: encoding ${((tEncode - t0) / 1000).toFixed(0)} s (0 when cached), training ${((tTrain - tEncode) / 1000).toFixed(0)} s (one thread, shared 2-core machine). File ${(json.length / 1024).toFixed(0)} KiB.`,
    `Calibration (Platt on logit of the mean type probability, val spans): a = ${head.calA.toFixed(3)}, b = ${head.calB.toFixed(3)}; spans are reported from ${head.threshold}.`,
    '',
    'Typed span figures at the threshold (a prediction is correct when ≥ 50 % of it lies in gold spans of its type; a gold span is found when ≥ 50 % of it is covered by predictions of its type):',
    '',
    '| set | gold | precision (predicted) | recall |',
    '|---|---:|---:|---:|',
    ...table('train', scoreSpans(trainSpans, trainExamples, head.threshold)),
    ...table('val, presidio templates', scoreSpans(valSpans, val, head.threshold, (e) => e.source.startsWith('presidio'))),
    ...table('val, generated', scoreSpans(valSpans, val, head.threshold, (e) => e.source.startsWith('generated'))),
    `| val, chat messages with no name: spans predicted | ${valSpans.filter((s) => val[s.example]?.source === 'chat-negative' && s.score >= head.threshold).length} in ${val.filter((e) => e.source === 'chat-negative').length} messages | | |`,
    ...table('val, all', scoreSpans(valSpans, val, head.threshold)),
    '',
    'Reliability on val (calibrated score bin → observed precision):',
    '',
    '| score | spans | mean score | precision |',
    '|---|---:|---:|---:|',
    ...reliability,
    '',
  ].join('\n');
  writeFileSync(path.join(outDir, 'tagger-report.md'), report);
  log(report);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}

/**
 * Trains the rewriter policy πθ with DPO on preference pairs built from πref samples (DAMPER §4.1,
 * Algorithms 2–3; Eqs. 3–6), seeded and deterministic given the embedding cache.
 *
 *   1. For every training private span occurrence s (with its sentence context), draw N = 10 phrases
 *      from πref(w | s) ∝ fit(slot(s), slot(w)) · exp(⟨g(s), g(w)⟩ / T) over its domain's phrase list
 *      (the policy works in the backbone space g, as the engine feeds it; embed.ts).
 *   2. Score each by r = (1 − α)·r_priv + α·r_util (Eqs. 3–5, α = 0.3) in the span encoder's space, as the
 *      paper defines them: r_priv = 1 − cos(h(w), h(s)), r_util = max_j cos(h(w), p_j) over the domain's
 *      prototypes in models/prototypes.json. Best → y_w, worst → y_l.
 *   3. Minimise L = −log σ(β·[(log πθ(y_w) − log πref(y_w)) − (log πθ(y_l) − log πref(y_l))]) (Eq. 6,
 *      β = 0.1) with log π(w) = s(w)/T − log Z; the partition functions cancel inside the bracket.
 *      Parameters: the head W1, b1, W2 and per-phrase biases b_w (policy.ts), πθ initialised to πref.
 *   4. Report, on train and val, the expected composite reward under πθ vs πref and the pairwise
 *      preference accuracy; write models/rewriter-policy.json and models/rewriter-phrase-embeddings.json.
 *
 *   nice -n 10 npx tsx scripts/rewriter/train-dpo.ts [--seed 1] [--epochs 1] [--lr 2e-5] [--decay 1e-4] [--hidden 32]
 *     [--train all|head|bias] [--bias-lr-scale 3] [--alpha 0.3] [--out rewriter-policy.json]   (defaults: DEFAULT_DPO)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodeFloat32, encodeInt8, fingerprint } from '../../src/engine/rewriter/codec.ts';
import type { PhraseEmbeddingsFile } from '../../src/engine/rewriter/index.ts';
import { headForward } from '../../src/engine/rewriter/policy.ts';
import type { HeadWeights, PolicyFile } from '../../src/engine/rewriter/policy.ts';
import { slotFit } from '../../src/engine/rewriter/slot.ts';
import type { SpanCategory } from '../../src/engine/types.ts';
import { loadCorpus } from './corpus.ts';
import type { Corpus, Occurrence } from './corpus.ts';
import { MODELS } from './data.ts';
import { DIM, EmbeddingStore, ENCODER_ID } from './embed.ts';
import { readFileSync } from 'node:fs';
import { PhraseBank, TYPED_SLOTS, typedPhrases } from '../../src/engine/rewriter/index.ts';
import type { PhraseBankFile } from '../../src/engine/rewriter/index.ts';
import { dot, rPriv, rUtil } from './math.ts';
import { SeededPrng } from './prng.ts';

/** α of Eq. 5 (paper default 0.3); `--alpha` overrides it for sweeps. */
export let ALPHA = 0.3;
export const BETA = 0.1;
export const POLICY_TEMPERATURE = 0.1;
export const SAMPLES = 10;
export const HIDDEN = 32;

/**
 * DPO training strength (scripts/rewriter/tune-dpo.ts chooses it on held-out train, docs/rewriter.md §3).
 * `lr`: Adam step size; `epochs`; `decay`: L2 coefficient toward πref's parameters (W2 = 0, b = 0; added to the
 * gradient as decay·θ); `hidden`: width of the head; `train`: which parameters move ('all', 'head' = query transform
 * only with b_w frozen at 0, 'bias' = per-phrase biases only); `biasLrScale`: the biases' step multiplier.
 */
export interface DpoConfig {
  lr: number;
  epochs: number;
  decay: number;
  hidden: number;
  train: 'all' | 'head' | 'bias';
  biasLrScale: number;
}

/**
 * Chosen by scripts/rewriter/tune-dpo.ts on held-out train (never val): the highest held-out utility at ε_text = 20
 * among configs whose held-out expected-reward margin over πref is ≥ 0.03 (docs/rewriter.md §3). The earlier
 * default (lr 1e-3, 8 epochs) moved πθ so far towards the h-space reward that its utility fell to 0.71 of unsanitized.
 */
export const DEFAULT_DPO: DpoConfig = {
  lr: 2e-5,
  epochs: 1,
  decay: 1e-4,
  hidden: HIDDEN,
  train: 'all',
  biasLrScale: 3,
};

export interface PhraseMatrix {
  category: SpanCategory;
  phrases: readonly string[];
  slots: readonly string[];
  /** g(·) rows (the policy's space). */
  matrix: Float32Array;
  /** h(·) rows, [|list|][hDim] (the rewards' space). */
  hMatrix: Float32Array;
  hDim: number;
  /** r_util of every phrase (Eq. 4: max cosine to the domain's prototypes in h-space); span-independent. */
  rUtil: Float64Array;
}

export function phraseMatrices(corpus: Corpus): Map<SpanCategory, PhraseMatrix> {
  const out = new Map<SpanCategory, PhraseMatrix>();
  for (const c of corpus.bank.categories()) {
    const list = corpus.bank.list(c);
    const matrix = new Float32Array(list.phrases.length * DIM);
    list.phrases.forEach((p, i) => matrix.set(corpus.store.get(p), i * DIM));
    const hDim = corpus.store.hDim;
    const hMatrix = new Float32Array(list.phrases.length * hDim);
    list.phrases.forEach((p, i) => hMatrix.set(corpus.store.h(p), i * hDim));
    const protos = corpus.prototypes.byDomain[c] ?? [];
    const util = Float64Array.from(list.phrases, (_, i) =>
      protos.length === 0 ? 0 : rUtil(hMatrix.subarray(i * hDim, (i + 1) * hDim), protos),
    );
    out.set(c, { category: c, phrases: list.phrases, slots: list.slots, matrix, hMatrix, hDim, rUtil: util });
  }
  return out;
}

/** A trainable copy of the policy: head weights plus per-category biases. */
export interface Params {
  head: HeadWeights;
  biases: Map<SpanCategory, Float32Array>;
}

export function referenceScores(m: PhraseMatrix, z: Float32Array): Float64Array {
  const out = new Float64Array(m.phrases.length);
  for (let r = 0; r < out.length; r++) out[r] = dot(z, m.matrix, r * DIM);
  return out;
}

export function policyScores(p: Params, m: PhraseMatrix, z: Float32Array, c: Float32Array): Float64Array {
  const { q } = headForward(p.head, z, c);
  const b = p.biases.get(m.category);
  const out = new Float64Array(m.phrases.length);
  for (let r = 0; r < out.length; r++) out[r] = dot(q, m.matrix, r * DIM) + (b?.[r] ?? 0);
  return out;
}

/** The policy distribution π(w) ∝ fit_w · exp(s_w / T) (slot-unfit phrases excluded in training). */
export function distribution(scores: Float64Array, fits: readonly number[], temperature: number): Float64Array {
  let max = -Infinity;
  for (let i = 0; i < scores.length; i++) if (fits[i]! > 0 && scores[i]! > max) max = scores[i]!;
  const p = new Float64Array(scores.length);
  let z = 0;
  for (let i = 0; i < scores.length; i++) {
    p[i] = fits[i]! > 0 ? fits[i]! * Math.exp((scores[i]! - max) / temperature) : 0;
    z += p[i]!;
  }
  for (let i = 0; i < p.length; i++) p[i] = p[i]! / z;
  return p;
}

export interface Pair {
  occ: Occurrence;
  z: Float32Array;
  c: Float32Array;
  m: PhraseMatrix;
  win: number;
  lose: number;
  refWin: number;
  refLose: number;
}

export function buildPairs(
  corpus: Corpus,
  mats: Map<SpanCategory, PhraseMatrix>,
  occs: readonly Occurrence[],
  rng: SeededPrng,
): Pair[] {
  const pairs: Pair[] = [];
  for (const o of occs) {
    const m = mats.get(o.domain)!;
    const z = corpus.store.get(o.text);
    const c = corpus.store.get(o.context);
    const ref = referenceScores(m, z);
    const fits = m.slots.map((s) => slotFit(o.slot, s as Parameters<typeof slotFit>[1]));
    const p = distribution(ref, fits, POLICY_TEMPERATURE);
    const hs = corpus.store.h(o.text);
    let best = -1;
    let worst = -1;
    let rb = -Infinity;
    let rw = Infinity;
    for (let n = 0; n < SAMPLES; n++) {
      const w = rng.categorical(p);
      const r = (1 - ALPHA) * rPriv(m.hMatrix.subarray(w * m.hDim, (w + 1) * m.hDim), hs) + ALPHA * m.rUtil[w]!;
      if (r > rb) [rb, best] = [r, w];
      if (r < rw) [rw, worst] = [r, w];
    }
    if (best === worst) continue;
    pairs.push({ occ: o, z, c, m, win: best, lose: worst, refWin: ref[best]!, refLose: ref[worst]! });
  }
  return pairs;
}

export function initParams(rng: SeededPrng, hidden = HIDDEN): Params {
  const w1 = new Float32Array(hidden * 2 * DIM);
  const s = 1 / Math.sqrt(2 * DIM);
  for (let i = 0; i < w1.length; i++) w1[i] = rng.normal() * s;
  return {
    head: { dim: DIM, hidden, w1, b1: new Float32Array(hidden), w2: new Float32Array(DIM * hidden) },
    biases: new Map(),
  };
}

class Adam {
  #m = new Map<Float32Array, Float32Array>();
  #v = new Map<Float32Array, Float32Array>();
  #t = 0;
  constructor(
    readonly lr: number,
    readonly decay: number,
  ) {}
  tick(): void {
    this.#t++;
  }
  step(param: Float32Array, grad: Float32Array, lrScale = 1): void {
    let m = this.#m.get(param);
    let v = this.#v.get(param);
    if (m === undefined || v === undefined) {
      m = new Float32Array(param.length);
      v = new Float32Array(param.length);
      this.#m.set(param, m);
      this.#v.set(param, v);
    }
    const b1 = 0.9;
    const b2 = 0.999;
    const c1 = 1 - b1 ** this.#t;
    const c2 = 1 - b2 ** this.#t;
    for (let i = 0; i < param.length; i++) {
      const g = grad[i]! + this.decay * param[i]!;
      m[i] = b1 * m[i]! + (1 - b1) * g;
      v[i] = b2 * v[i]! + (1 - b2) * g * g;
      param[i] = param[i]! - (this.lr * lrScale * (m[i]! / c1)) / (Math.sqrt(v[i]! / c2) + 1e-8);
    }
  }
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

/** One DPO epoch; returns mean loss and the fraction of pairs with positive implicit reward margin. */
function dpoEpoch(
  params: Params,
  pairs: Pair[],
  opt: Adam,
  rng: SeededPrng,
  batch: number,
  config: DpoConfig,
): { loss: number; acc: number } {
  const { dim, hidden } = params.head;
  const order = rng.shuffle(pairs.map((_, i) => i));
  let total = 0;
  let correct = 0;
  for (let b0 = 0; b0 < order.length; b0 += batch) {
    const gw1 = new Float32Array(params.head.w1.length);
    const gb1 = new Float32Array(hidden);
    const gw2 = new Float32Array(params.head.w2.length);
    const gBias = new Map<SpanCategory, Float32Array>();
    const idx = order.slice(b0, b0 + batch);
    for (const k of idx) {
      const p = pairs[k]!;
      let bias = params.biases.get(p.m.category);
      if (bias === undefined) {
        bias = new Float32Array(p.m.phrases.length);
        params.biases.set(p.m.category, bias);
      }
      const f = headForward(params.head, p.z, p.c);
      const ew = p.m.matrix.subarray(p.win * dim, (p.win + 1) * dim);
      const el = p.m.matrix.subarray(p.lose * dim, (p.lose + 1) * dim);
      const sw = dot(f.q, ew) + bias[p.win]!;
      const sl = dot(f.q, el) + bias[p.lose]!;
      const margin = (BETA / POLICY_TEMPERATURE) * (sw - p.refWin - (sl - p.refLose));
      total += Math.log1p(Math.exp(-margin));
      if (margin > 0) correct++;
      const gMargin = (-sigmoid(-margin) * (BETA / POLICY_TEMPERATURE)) / idx.length; // dL/d(sw − sl)
      let gb = gBias.get(p.m.category);
      if (gb === undefined) {
        gb = new Float32Array(p.m.phrases.length);
        gBias.set(p.m.category, gb);
      }
      gb[p.win] = gb[p.win]! + gMargin;
      gb[p.lose] = gb[p.lose]! - gMargin;
      // dL/dq = gMargin·(e_w − e_l); through q = raw/|raw|.
      const gq = new Float32Array(dim);
      let qg = 0;
      for (let i = 0; i < dim; i++) {
        gq[i] = gMargin * (ew[i]! - el[i]!);
        qg += f.q[i]! * gq[i]!;
      }
      let rawNorm = 0;
      for (const x of f.raw) rawNorm += x * x;
      rawNorm = Math.sqrt(rawNorm);
      const gRaw = new Float32Array(dim);
      for (let i = 0; i < dim; i++) gRaw[i] = (gq[i]! - f.q[i]! * qg) / rawNorm;
      const gh = new Float32Array(hidden);
      for (let i = 0; i < dim; i++) {
        const row = i * hidden;
        for (let j = 0; j < hidden; j++) {
          gw2[row + j] = gw2[row + j]! + gRaw[i]! * f.hidden[j]!;
          gh[j] = gh[j]! + params.head.w2[row + j]! * gRaw[i]!;
        }
      }
      for (let j = 0; j < hidden; j++) {
        const ga = gh[j]! * (1 - f.hidden[j]! * f.hidden[j]!);
        if (ga === 0) continue;
        gb1[j] = gb1[j]! + ga;
        const row = j * 2 * dim;
        for (let i = 0; i < 2 * dim; i++) gw1[row + i] = gw1[row + i]! + ga * f.input[i]!;
      }
    }
    opt.tick();
    if (config.train !== 'bias') {
      opt.step(params.head.w1, gw1);
      opt.step(params.head.b1, gb1);
      opt.step(params.head.w2, gw2);
    }
    if (config.train !== 'head') for (const [c, g] of gBias) opt.step(params.biases.get(c)!, g, config.biasLrScale);
  }
  return { loss: total / pairs.length, acc: correct / pairs.length };
}

export interface EpochLog {
  epoch: number;
  loss: number;
  acc: number;
  valLoss: number;
  valAcc: number;
}

/**
 * DPO from πref (initParams(rng, hidden)) over `pairs` with `config`; `valPairs` are only evaluated (per epoch).
 * Consumes `rng` exactly as the committed run does (init, then one shuffle per epoch).
 */
export function trainDpo(
  pairs: Pair[],
  valPairs: readonly Pair[],
  config: DpoConfig,
  rng: SeededPrng,
  log: (m: string) => void = () => {},
): { params: Params; history: EpochLog[] } {
  const params = initParams(rng, config.hidden);
  const opt = new Adam(config.lr, config.decay);
  const history: EpochLog[] = [];
  for (let e = 1; e <= config.epochs; e++) {
    const { loss, acc } = dpoEpoch(params, pairs, opt, rng, 32, config);
    const v = evaluatePairs(params, valPairs);
    history.push({ epoch: e, loss, acc, valLoss: v.loss, valAcc: v.acc });
    log(
      `epoch ${e}: train DPO loss ${loss.toFixed(4)} pref-acc ${acc.toFixed(3)} | val loss ${v.loss.toFixed(4)} pref-acc ${v.acc.toFixed(3)}`,
    );
  }
  return { params, history };
}

/** Expected composite reward E_{w∼π}[r(w)] (and its parts) under πref and πθ over some occurrences. */
export function expectedRewards(
  corpus: Corpus,
  mats: Map<SpanCategory, PhraseMatrix>,
  params: Params,
  occs: readonly Occurrence[],
): { ref: { r: number; priv: number; util: number }; dpo: { r: number; priv: number; util: number } } {
  const acc = { ref: { r: 0, priv: 0, util: 0 }, dpo: { r: 0, priv: 0, util: 0 } };
  for (const o of occs) {
    const m = mats.get(o.domain)!;
    const z = corpus.store.get(o.text);
    const c = corpus.store.get(o.context);
    const fits = m.slots.map((s) => slotFit(o.slot, s as Parameters<typeof slotFit>[1]));
    const hs = corpus.store.h(o.text);
    const dists = {
      ref: distribution(referenceScores(m, z), fits, POLICY_TEMPERATURE),
      dpo: distribution(policyScores(params, m, z, c), fits, POLICY_TEMPERATURE),
    };
    for (const key of ['ref', 'dpo'] as const) {
      const p = dists[key];
      for (let w = 0; w < p.length; w++) {
        if (p[w]! < 1e-9) continue;
        const e = m.hMatrix.subarray(w * m.hDim, (w + 1) * m.hDim);
        const priv = 1 - dot(e, hs);
        const util = m.rUtil[w]!;
        acc[key].priv += p[w]! * priv;
        acc[key].util += p[w]! * util;
        acc[key].r += p[w]! * ((1 - ALPHA) * priv + ALPHA * util);
      }
    }
  }
  for (const key of ['ref', 'dpo'] as const) {
    acc[key].r /= occs.length;
    acc[key].priv /= occs.length;
    acc[key].util /= occs.length;
  }
  return acc;
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

/** g(·) rows of every typed list (src/engine/rewriter/typed.ts), stored under `typed:<slot>` for the runtime's typed ranking. */
async function typedMatrices(store: EmbeddingStore): Promise<Map<string, { phrases: readonly string[]; matrix: Float32Array }>> {
  const out = new Map<string, { phrases: readonly string[]; matrix: Float32Array }>();
  await store.ensure(TYPED_SLOTS.flatMap((t) => typedPhrases(t)), console.log);
  for (const t of TYPED_SLOTS) {
    const phrases = typedPhrases(t);
    const matrix = new Float32Array(phrases.length * DIM);
    phrases.forEach((p, i) => matrix.set(store.get(p), i * DIM));
    out.set(`typed:${t}`, { phrases, matrix });
  }
  return out;
}

function phraseEmbeddingsFile(mats: Map<string, { phrases: readonly string[]; matrix: Float32Array }>): PhraseEmbeddingsFile {
  const categories: PhraseEmbeddingsFile['categories'] = {};
  for (const [c, m] of mats) {
    const rows = m.phrases.length;
    const scales = new Float32Array(rows);
    const q = new Int8Array(rows * DIM);
    for (let r = 0; r < rows; r++) {
      let max = 0;
      for (let i = 0; i < DIM; i++) max = Math.max(max, Math.abs(m.matrix[r * DIM + i]!));
      const s = max / 127 || 1;
      scales[r] = s;
      for (let i = 0; i < DIM; i++) q[r * DIM + i] = Math.round(m.matrix[r * DIM + i]! / s);
    }
    categories[c] = { fingerprint: fingerprint(m.phrases), scales: encodeFloat32(scales), data: encodeInt8(q) };
  }
  return { version: 1, encoder: ENCODER_ID, dim: DIM, categories };
}

/** The policy file of trained parameters (models/rewriter-policy.json format). */
export function policyFileOf(
  params: Params,
  mats: Map<SpanCategory, PhraseMatrix>,
  training: Record<string, unknown>,
): PolicyFile {
  const biases: PolicyFile['biases'] = {};
  for (const [c, b] of params.biases)
    biases[c] = { fingerprint: fingerprint(mats.get(c)!.phrases), values: encodeFloat32(b) };
  return {
    version: 1,
    kind: 'dpo',
    encoder: ENCODER_ID,
    dim: DIM,
    hidden: params.head.hidden,
    w1: encodeFloat32(params.head.w1),
    b1: encodeFloat32(params.head.b1),
    w2: encodeFloat32(params.head.w2),
    biases,
    temperature: POLICY_TEMPERATURE,
    training,
  };
}

function strArg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const seed = arg('--seed', 1);
  ALPHA = arg('--alpha', ALPHA);
  const outName = strArg('--out') ?? 'rewriter-policy.json';
  const train = strArg('--train') ?? DEFAULT_DPO.train;
  if (train !== 'all' && train !== 'head' && train !== 'bias') throw new Error(`--train all|head|bias, got ${train}`);
  const config: DpoConfig = {
    lr: arg('--lr', DEFAULT_DPO.lr),
    epochs: arg('--epochs', DEFAULT_DPO.epochs),
    decay: arg('--decay', DEFAULT_DPO.decay),
    hidden: arg('--hidden', DEFAULT_DPO.hidden),
    train,
    biasLrScale: arg('--bias-lr-scale', DEFAULT_DPO.biasLrScale),
  };
  const corpus = await loadCorpus();
  const mats = phraseMatrices(corpus);
  const rng = new SeededPrng(seed);
  const t0 = Date.now();
  const pairs = buildPairs(corpus, mats, corpus.train, rng);
  const valPairs = buildPairs(corpus, mats, corpus.val, new SeededPrng(seed + 1000));
  console.log(
    `preference pairs: ${pairs.length} train, ${valPairs.length} val (${SAMPLES} πref samples per span, α=${ALPHA}); DPO ${JSON.stringify(config)}`,
  );
  const { params, history } = trainDpo(pairs, valPairs, config, rng, (m) => console.log(m));
  const trainR = expectedRewards(corpus, mats, params, corpus.train);
  const valR = expectedRewards(corpus, mats, params, corpus.val);
  const fmt = (x: { r: number; priv: number; util: number }): string =>
    `r ${x.r.toFixed(4)} (r_priv ${x.priv.toFixed(4)}, r_util ${x.util.toFixed(4)})`;
  console.log(`train expected reward: πref ${fmt(trainR.ref)} | πθ ${fmt(trainR.dpo)}`);
  console.log(`val   expected reward: πref ${fmt(valR.ref)} | πθ ${fmt(valR.dpo)}`);
  const round = (x: number): number => Math.round(x * 1e4) / 1e4;
  const policy = policyFileOf(params, mats, {
    script: 'scripts/rewriter/train-dpo.ts',
    seed,
    epochs: config.epochs,
    learningRate: config.lr,
    decay: config.decay,
    trainable: config.train,
    biasLrScale: config.biasLrScale,
    alpha: ALPHA,
    beta: BETA,
    samplesPerSpan: SAMPLES,
    pairs: pairs.length,
    prototypes: corpus.prototypes.source,
    encoderNote:
      'policy inputs and phrase embeddings: USE-Lite backbone g(·) (the `backbone` output of span-encoder.onnx, as the engine uses it); rewards r_priv/r_util: span encoder h(·) (`embedding` output) and models/prototypes.json',
    spanEncoder: `models/generated/span-encoder.onnx sha256 ${corpus.store.version}`,
    history: history.map((h) => ({
      epoch: h.epoch,
      loss: round(h.loss),
      acc: round(h.acc),
      valLoss: round(h.valLoss),
      valAcc: round(h.valAcc),
    })),
    expectedReward: {
      train: { reference: trainR.ref.r, dpo: trainR.dpo.r },
      val: {
        reference: valR.ref.r,
        dpo: valR.dpo.r,
        referencePriv: valR.ref.priv,
        dpoPriv: valR.dpo.priv,
        referenceUtil: valR.ref.util,
        dpoUtil: valR.dpo.util,
      },
    },
  });
  writeFileSync(path.join(MODELS, outName), `${JSON.stringify(policy)}\n`);
  writeFileSync(
    path.join(MODELS, 'rewriter-phrase-embeddings.json'),
    `${JSON.stringify(phraseEmbeddingsFile(new Map([...mats, ...(await typedMatrices(corpus.store))])))}\n`,
  );
  console.log(
    `wrote models/${outName}, models/rewriter-phrase-embeddings.json (${Math.round((Date.now() - t0) / 1000)} s; not stored, so the files reproduce byte for byte)`,
  );
}

export function evaluatePairs(params: Params, pairs: readonly Pair[]): { loss: number; acc: number } {
  let loss = 0;
  let acc = 0;
  for (const p of pairs) {
    const { q } = headForward(params.head, p.z, p.c);
    const b = params.biases.get(p.m.category);
    const sw = dot(q, p.m.matrix, p.win * DIM) + (b?.[p.win] ?? 0);
    const sl = dot(q, p.m.matrix, p.lose * DIM) + (b?.[p.lose] ?? 0);
    const margin = (BETA / POLICY_TEMPERATURE) * (sw - p.refWin - (sl - p.refLose));
    loss += Math.log1p(Math.exp(-margin));
    if (margin > 0) acc++;
  }
  return { loss: loss / pairs.length, acc: acc / pairs.length };
}

/**
 * `--embeddings-only`: brings models/rewriter-phrase-embeddings.json up to the current phrase bank and typed lists without
 * training (a list added to the bank, e.g. issue 18's group and job_title). A list whose fingerprint is already in
 * the file keeps its stored rows untouched (re-embedding in other batches moves the last int8 digit); the others
 * get g(·) rows quantised as a full run does.
 */
async function embeddingsOnly(): Promise<void> {
  const bankFile = JSON.parse(readFileSync(path.join(MODELS, 'phrase-bank.json'), 'utf8')) as PhraseBankFile;
  const bank = new PhraseBank(bankFile);
  const store = new EmbeddingStore();
  const texts: string[] = [];
  for (const c of bank.categories()) texts.push(...bank.list(c).phrases);
  await store.ensure(texts, console.log);
  const mats = new Map<SpanCategory, PhraseMatrix>();
  for (const c of bank.categories()) {
    const list = bank.list(c);
    const matrix = new Float32Array(list.phrases.length * DIM);
    list.phrases.forEach((p, i) => matrix.set(store.get(p), i * DIM));
    const empty = new Float32Array(0);
    mats.set(c, { category: c, phrases: list.phrases, slots: list.slots, matrix, hMatrix: empty, hDim: 0, rUtil: new Float64Array(0) });
  }
  const file = path.join(MODELS, 'rewriter-phrase-embeddings.json');
  const old = JSON.parse(readFileSync(file, 'utf8')) as PhraseEmbeddingsFile;
  const out = phraseEmbeddingsFile(new Map([...mats, ...(await typedMatrices(store))]));
  for (const [c, entry] of Object.entries(out.categories)) {
    const kept = old.categories[c];
    if (kept !== undefined && kept.fingerprint === entry.fingerprint && old.encoder === out.encoder) out.categories[c] = kept;
  }
  writeFileSync(file, `${JSON.stringify(out)}\n`);
  console.log('wrote models/rewriter-phrase-embeddings.json (embeddings only; the policy is unchanged)');
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  if (process.argv.includes('--embeddings-only')) await embeddingsOnly();
  else await main();
}

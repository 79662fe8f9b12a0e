/**
 * Trains the fact tagger (src/engine/fact-tagger, docs/fact-tagger.md) on frozen per-token states of the shipped span
 * encoder: 512 → H ReLU → 9 classes (O, B/I × health, legal, financial, other), weighted softmax cross-entropy, Adam,
 * seeded (scripts/train/tagger.ts's trainer). Then a Platt calibration of span scores on messages of another seed
 * (train terms), and a report on messages over held-out terms (never trained on).
 *
 *   nice -n 10 npx tsx scripts/train/fact-tagger.ts [--messages 12000] [--presidio 1000] [--join 0] [--entity-weight 1.5] [--hidden 48] [--epochs 2] [--context 1] [--ensemble 1] [--init-seed S] [--with FILE[:M][,FILE[:M]…]]
 *     [--written DIR[,DIR…]|none] [--written-clean DIR[,DIR…]] [--written-weight K] [--out DIR (default models/; writes fact-tagger.json and its report there)]
 *   (also: npm run train -- --only fact-tagger; the defaults give the shipped model: since session 36 the context head,
 *   each token beside one neighbour a side, two epochs; docs/fact-tagger.md "Session 36")
 *   `--with FILE:M` joins a file that already averages M heads (a merged fact tagger) as M members, so each head of the
 *   merge weighs alike (parseWithOption, session 39); `--ensemble 0 --with …` trains nothing, it merges and calibrates.
 *
 * Data: scripts/train/fact-data.ts (generated) and the hand-written training messages of scripts/train/written,
 * written-extra and written-gate (WRITTEN_TRAINING_DIRS, since session 19) and written-fresh (since session 24)
 * (written-data.ts; each counted K times), never the realistic evaluation set or the holdout. Each message is cut into
 * the windows the engine encodes (tagWindows: lines), so training sees what inference sees. States are cached under
 * models/generated/cache/.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createNodeEncoder } from '../../src/cli/node-encoder.ts';
import { FACT_CLASSES, FACT_TYPES, factLogits, parseFactTaggerHead, serializeFactTaggerHead, type FactTaggerHead, type FactType } from '../../src/engine/fact-tagger/head.ts';
import { parseSequenceHead } from '../../src/engine/heads/sequence.ts';
import { calibrate, decodeBio, softmaxRows, tagLogits } from '../../src/engine/tagger/head.ts';
import { tagWindows } from '../../src/engine/tagger/tag.ts';
import { ROOT } from './data.ts';
import { factMessages, otherNegatives, type FactExample } from './fact-data.ts';
import { buildLexicon } from './lexicon.ts';
import { loadWritten, WRITTEN_TRAINING_DIRS, writtenFactExamples } from './written-data.ts';
import { Prng } from './prng.ts';
import { contextRows, DEFAULT_TRAIN, fitCalibration, tagTokenSet, trainEnsemble, type TagTokenSet, type TrainOptions } from './tagger.ts';

/** How many times each hand-written training window counts in the loss (`--written-weight`). */
export const WRITTEN_WEIGHT = 8;

/** One encoder window of a generated message. */
export interface WindowExample {
  msg: number;
  source: string;
  text: string;
  spans: { start: number; end: number; type: FactType }[];
}

/** Cuts messages into the engine's windows; a fact belongs to the window that holds it whole. */
export function toWindows(messages: readonly FactExample[]): WindowExample[] {
  const out: WindowExample[] = [];
  messages.forEach((m, msg) => {
    for (const w of tagWindows(m.text)) {
      const spans = m.spans.filter((s) => s.start >= w.start && s.end <= w.end).map((s) => ({ ...s, start: s.start - w.start, end: s.end - w.start }));
      out.push({ msg, source: m.source, text: m.text.slice(w.start, w.end), spans });
    }
  });
  return out;
}

/**
 * Real messages hold long lines (a paragraph, several facts and the talk around them), generated ones short lines.
 * Consecutive windows are joined with a space into lines of up to `maxChars` characters, with probability `p` per
 * join, so the tagger sees facts deep inside long contexts too; facts move along.
 */
export function joinWindows(windows: readonly WindowExample[], p: number, maxChars: number, seed: number): WindowExample[] {
  const r = new Prng(seed);
  const out: WindowExample[] = [];
  let cur: WindowExample | undefined;
  for (const w of windows) {
    if (cur && r.next() < p && cur.text.length + 1 + w.text.length <= maxChars) {
      const shift = cur.text.length + 1;
      cur = {
        msg: cur.msg,
        source: cur.source === w.source ? cur.source : 'joined',
        text: `${cur.text} ${w.text}`,
        spans: [...cur.spans, ...w.spans.map((x) => ({ ...x, start: x.start + shift, end: x.end + shift }))],
      };
      continue;
    }
    if (cur) out.push(cur);
    cur = { ...w, spans: [...w.spans] };
  }
  if (cur) out.push(cur);
  return out;
}

/**
 * `base` followed by `copies` copies of `extra` (their example indices moved past base's): a set counted several
 * times in the loss without encoding it again.
 */
export function appendCopies(base: TagTokenSet, extra: TagTokenSet, copies: number): TagTokenSet {
  if (copies < 0 || !Number.isInteger(copies)) throw new RangeError(`copies must be a whole number ≥ 0, got ${copies}`);
  if (copies > 0 && extra.n > 0 && base.n > 0 && extra.dim !== base.dim) throw new Error(`token sets differ in dimension: ${base.dim} vs ${extra.dim}`);
  const dim = base.n > 0 ? base.dim : extra.dim;
  const n = base.n + copies * extra.n;
  const out: TagTokenSet = { x: new Float32Array(n * dim), y: new Uint8Array(n), example: new Int32Array(n), starts: new Int32Array(n), ends: new Int32Array(n), n, dim };
  out.x.set(base.x.subarray(0, base.n * dim));
  out.y.set(base.y.subarray(0, base.n));
  out.example.set(base.example.subarray(0, base.n));
  out.starts.set(base.starts.subarray(0, base.n));
  out.ends.set(base.ends.subarray(0, base.n));
  // (A loop, not Math.max(...): a set has hundreds of thousands of tokens.)
  const after = (xs: Int32Array, n: number): number => {
    let m = -1;
    for (let t = 0; t < n; t++) m = Math.max(m, xs[t] ?? 0);
    return m + 1;
  };
  const span = after(extra.example, extra.n);
  let next = after(base.example, base.n);
  for (let c = 0; c < copies; c++) {
    const at = base.n + c * extra.n;
    out.x.set(extra.x.subarray(0, extra.n * dim), at * dim);
    out.y.set(extra.y.subarray(0, extra.n), at);
    for (let t = 0; t < extra.n; t++) out.example[at + t] = next + (extra.example[t] ?? 0);
    out.starts.set(extra.starts.subarray(0, extra.n), at);
    out.ends.set(extra.ends.subarray(0, extra.n), at);
    next += span;
  }
  return out;
}

/** One `--with` entry: a fact tagger file and how many heads it averages (its weight in the merge). */
export interface WithFile {
  file: string;
  members: number;
}

/**
 * Parses `--with FILE[:M][,FILE[:M]…]`: M (a whole number ≥ 1, default 1) is how many heads FILE already averages
 * (models/fact-tagger.json since session 38 is a pair: `models/fact-tagger.json:2`).
 */
export function parseWithOption(raw: string): WithFile[] {
  return raw
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const m = /^(.*):(\d+)$/.exec(entry);
      const file = m ? (m[1] ?? '') : entry;
      const members = m ? Number(m[2]) : 1;
      if (!file) throw new Error(`--with: no file in '${entry}'`);
      if (!(Number.isInteger(members) && members >= 1)) throw new Error(`--with: ${file} must count as a whole number ≥ 1 of heads, got ${m?.[2]}`);
      return { file, members };
    });
}

interface Decoded {
  example: number;
  start: number;
  end: number;
  type: FactType;
  raw: number;
  score: number;
}

/** The report's line on the sequence heads, if any. */
function seqReport(head: FactTaggerHead, option: string): string[] {
  const heads = head.seq ?? [];
  if (!heads.length) return [];
  const first = heads[0] as { arch?: string; proj: number };
  const what = first.arch === 'attn' ? 'a convolution and a self-attention layer' : 'a bidirectional GRU';
  const count = heads.length > 1 ? `${heads.length} sequence heads averaged, each ${what}` : `Sequence head: ${what}`;
  return [`${count} (scripts/train/fact-seq.py, ${option}) over ${first.proj} projected units; logits (1 − ${head.seqWeight}) × the MLP's + ${head.seqWeight} × its own.`];
}

/**
 * Class logits of every token of `set` ([n, classes]): the MLP over its rows, or, when the head has a sequence head
 * (FactTaggerHead.seq), the engine's own mix of both over each window (src/engine/fact-tagger/head.ts factLogits).
 */
export function setLogits(head: FactTaggerHead, set: TagTokenSet): Float32Array {
  if (!head.seq?.length) return tagLogits(head, contextRows(set, head.context ?? 0, head.pooled), set.n);
  const out = new Float32Array(set.n * head.classes);
  let t = 0;
  while (t < set.n) {
    const e = set.example[t];
    let u = t;
    while (u < set.n && set.example[u] === e) u++;
    out.set(factLogits(head, set.x.subarray(t * set.dim, u * set.dim), u - t), t * head.classes);
    t = u;
  }
  return out;
}

function decodeAll(head: FactTaggerHead, set: TagTokenSet, examples: readonly WindowExample[]): Decoded[] {
  const p = softmaxRows(setLogits(head, set), head.classes);
  const out: Decoded[] = [];
  let t = 0;
  while (t < set.n) {
    const e = set.example[t] ?? 0;
    let u = t;
    while (u < set.n && set.example[u] === e) u++;
    const spans = decodeBio(head, examples[e]?.text ?? '', p.subarray(t * head.classes, u * head.classes), Array.from(set.starts.subarray(t, u)), Array.from(set.ends.subarray(t, u)), FACT_TYPES);
    for (const s of spans) out.push({ example: e, ...s });
    t = u;
  }
  return out;
}

const overlap = (a: { start: number; end: number }, b: { start: number; end: number }): number => Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));
/** DESIGN.md's rule: a predicted span is correct when ≥ 50 % of its characters lie inside gold facts (any kind). */
const correct = (s: Decoded, gold: WindowExample['spans']): boolean => 2 * gold.reduce((a, g) => a + overlap(s, g), 0) >= s.end - s.start;

/** Per kind: touched and half-covered recall (any predicted span), typed recall; precision; negatives flagged. */
export function report(name: string, spans: readonly Decoded[], examples: readonly WindowExample[], threshold: number): string[] {
  const kept = spans.filter((s) => s.score >= threshold);
  const byEx = new Map<number, Decoded[]>();
  for (const s of kept) byEx.set(s.example, [...(byEx.get(s.example) ?? []), s]);
  const rows = new Map<FactType, { gold: number; touched: number; half: number; typed: number }>(FACT_TYPES.map((k) => [k, { gold: 0, touched: 0, half: 0, typed: 0 }]));
  let ok = 0;
  const flaggedMsgs = new Set<number>();
  const negMsgs = new Set<number>();
  examples.forEach((ex, e) => {
    const preds = byEx.get(e) ?? [];
    if (ex.source === 'negative') {
      negMsgs.add(ex.msg);
      if (preds.length) flaggedMsgs.add(ex.msg);
    }
    for (const g of ex.spans) {
      const r = rows.get(g.type);
      if (!r) continue;
      r.gold++;
      const cov = preds.reduce((a, p) => a + overlap(p, g), 0);
      if (cov > 0) r.touched++;
      if (2 * cov >= g.end - g.start) r.half++;
      if (2 * preds.filter((p) => p.type === g.type).reduce((a, p) => a + overlap(p, g), 0) >= g.end - g.start) r.typed++;
    }
    for (const p of preds) if (correct(p, ex.spans)) ok++;
  });
  const f = (a: number, b: number): string => (b ? (a / b).toFixed(3) : '—');
  return [
    ...[...rows].map(([k, r]) => `| ${name} | ${k} | ${r.gold} | ${f(r.touched, r.gold)} | ${f(r.half, r.gold)} | ${f(r.typed, r.gold)} | | |`),
    `| ${name} | all | ${[...rows.values()].reduce((a, r) => a + r.gold, 0)} | ${f([...rows.values()].reduce((a, r) => a + r.touched, 0), [...rows.values()].reduce((a, r) => a + r.gold, 0))} | ${f([...rows.values()].reduce((a, r) => a + r.half, 0), [...rows.values()].reduce((a, r) => a + r.gold, 0))} | ${f([...rows.values()].reduce((a, r) => a + r.typed, 0), [...rows.values()].reduce((a, r) => a + r.gold, 0))} | ${f(ok, kept.length)} (${kept.length}) | ${flaggedMsgs.size} of ${negMsgs.size} |`,
  ];
}

async function main(): Promise<void> {
  const option = (name: string, fallback: string): string => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? (process.argv[i + 1] ?? '') : fallback;
  };
  const arg = (name: string, fallback: number): number => Number(option(name, String(fallback)));
  const options: TrainOptions = { ...DEFAULT_TRAIN, hidden: arg('hidden', 48), epochs: arg('epochs', 2), l2: arg('l2', DEFAULT_TRAIN.l2), entityWeight: arg('entity-weight', 1.5), context: arg('context', 1), pooled: arg('pooled', 0) === 1 };
  const log = (s: string): void => console.log(s);
  const t0 = performance.now();
  const lex = buildLexicon();
  // With joining, messages are shuffled first, so a long line mixes facts, documents and sensitive-free text.
  const join = arg('join', 0);
  const messages = [...factMessages(lex, 'train', arg('messages', 12000), options.seed), ...otherNegatives(arg('presidio', 1000), options.seed + 3)];
  const train = join > 0 ? joinWindows(toWindows(new Prng(options.seed + 13).shuffle(messages)), join, 400, options.seed + 17) : toWindows(messages);
  // Hand-written training messages (written-data.ts), counted `written-weight` times.
  // (`--written DIR[,DIR…]`; by default every hand-written training folder, WRITTEN_TRAINING_DIRS, since session 19.)
  const writtenOption = option('written', '');
  const writtenDirs = writtenOption ? writtenOption.split(',') : WRITTEN_TRAINING_DIRS;
  const writtenWeight = arg('written-weight', WRITTEN_WEIGHT);
  // `--written-clean DIR[,DIR…]`: only the sensitive-free messages of these folders join (session 20's experiment).
  const cleanOption = option('written-clean', '');
  const cleanOnly = cleanOption ? loadWritten(cleanOption.split(',')).filter((m) => m.clean) : [];
  const written = writtenOption === 'none' ? [] : toWindows(writtenFactExamples([...loadWritten(writtenDirs), ...cleanOnly]));
  const cal = toWindows(factMessages(lex, 'train', 500, options.seed + 5));
  const held = toWindows(factMessages(lex, 'heldout', 800, options.seed + 7));
  const encoder = createNodeEncoder('span', { threads: 1, cacheSize: 0 });
  log(`fact tagger: ${train.length} training windows, ${cal.length} calibration, ${held.length} held-out-term windows; encoding`);
  const types = FACT_TYPES as readonly string[];
  // (`--ensemble 0` trains nothing: the training set is not read.)
  const trains = arg('ensemble', 1) > 0;
  const none: TagTokenSet = { x: new Float32Array(0), y: new Uint8Array(0), example: new Int32Array(0), starts: new Int32Array(0), ends: new Int32Array(0), n: 0, dim: 0 };
  const generatedSet = trains ? await tagTokenSet(encoder, train, log, types, 'fact-tagger') : none;
  const writtenSet = trains && written.length ? await tagTokenSet(encoder, written, log, types, 'fact-tagger-written') : undefined;
  const trainSet = writtenSet ? appendCopies(generatedSet, writtenSet, writtenWeight) : generatedSet;
  const calSet = await tagTokenSet(encoder, cal, log, types, 'fact-tagger');
  const heldSet = await tagTokenSet(encoder, held, log, types, 'fact-tagger');
  await encoder.dispose();
  const tEncode = performance.now();
  // `--ensemble K`: K heads trained from seeds S, S + 1, … (`--init-seed S`, default the data's seed) on the same token
  // set (0: none, merge the `--with` files only); `--with FILE[:M][,…]`: fact tagger files trained before, joining them,
  // each as the M heads it averages. All are merged into one head whose logits are the mean of every member's
  // (mergeHeads), then calibrated as one.
  const ensemble = arg('ensemble', 1);
  const initSeed = arg('init-seed', options.seed);
  const withEntries = parseWithOption(option('with', ''));
  const head = trainEnsemble(
    trainSet,
    options,
    ensemble,
    initSeed,
    log,
    FACT_CLASSES,
    withEntries.map((w) => parseFactTaggerHead(JSON.parse(readFileSync(w.file, 'utf8')))),
    withEntries.map((w) => w.members),
  );
  const members = ensemble + withEntries.reduce((a, w) => a + w.members, 0);
  // `--seq FILE[+FILE…][:W]`: sequence heads written by scripts/train/fact-seq.py join the MLP (several are averaged),
  // their logits weighted W (default 1: the sequence heads alone); calibrated as one below.
  const seqOption = option('seq', '');
  if (seqOption) {
    const m = /^(.*?)(?::([0-9.]+))?$/.exec(seqOption);
    const seqWeight = Number(m?.[2] ?? '1');
    if (!(seqWeight > 0 && seqWeight <= 1)) throw new Error(`--seq: weight must be in (0, 1], got ${m?.[2]}`);
    (head as FactTaggerHead).seq = (m?.[1] ?? '').split('+').map((file) => parseSequenceHead(JSON.parse(readFileSync(file, 'utf8')), file, FACT_CLASSES));
    (head as FactTaggerHead).seqWeight = seqWeight;
  }
  const tTrain = performance.now();
  const calSpans = decodeAll(head, calSet, cal);
  const c = fitCalibration(calSpans, calSpans.map((s) => correct(s, cal[s.example]?.spans ?? [])));
  head.calA = c.calA;
  head.calB = c.calB;
  const rescore = (xs: Decoded[]): Decoded[] => xs.map((s) => ({ ...s, score: calibrate(head, s.raw) }));
  const json = `${JSON.stringify(serializeFactTaggerHead(head))}\n`;
  const outDir = path.resolve(option('out', path.join(ROOT, 'models')));
  writeFileSync(path.join(outDir, 'fact-tagger.json'), json);
  const sources = new Map<string, number>();
  for (const e of train) sources.set(e.source, (sources.get(e.source) ?? 0) + 1);
  for (const e of written) sources.set(e.source, (sources.get(e.source) ?? 0) + 1);
  const lines = [
    '# Fact tagger: training report',
    '',
    `Written by \`nice -n 10 npx tsx scripts/train/fact-tagger.ts\` (${new Date().toISOString().slice(0, 10)}). Frozen per-token states of`,
    `models/generated/span-encoder.onnx (${calSet.dim}-d${options.context ? `, each token beside ${options.context} neighbour(s) a side: ${head.dim}-d` : ''}) → standardise → ${options.hidden} ReLU → ${FACT_CLASSES} classes (O, B/I × ${FACT_TYPES.join(', ')}).`,
    `Adam lr ${options.lr}, batch ${options.batch}, ${options.epochs} epochs, L2 ${options.l2}, fact-token weight ${options.entityWeight}, seed ${options.seed}${members > 1 ? `; an ensemble of ${members} heads (${ensemble ? `${ensemble} trained here from seed ${initSeed}` : 'none trained here'}${withEntries.length ? `, and ${withEntries.map((w) => `${path.basename(w.file)}${w.members > 1 ? ` (${w.members} heads)` : ''}`).join(', ')}` : ''}) merged into one of ${head.hidden} hidden units whose logits are their mean` : initSeed !== options.seed ? `, head initialised from seed ${initSeed}` : ''}.`,
    `Training windows by source: ${[...sources].map(([s, k]) => `${s} ${k}`).join(', ')}; ${trainSet.n} tokens${writtenSet ? ` (hand-written windows from ${writtenDirs.map((d) => path.relative(ROOT, path.resolve(d))).join(', ')}, ${writtenSet.n} tokens, counted ${writtenWeight} times)` : ''}.`,
    `Time: encoding ${((tEncode - t0) / 1000).toFixed(0)} s (0 when cached), training ${((tTrain - tEncode) / 1000).toFixed(0)} s (one thread, shared 2-core machine). File ${(json.length / 1024).toFixed(0)} KiB.`,
    ...seqReport(head, seqOption),
    `Calibration (Platt, 500 messages over train terms, another seed): a = ${head.calA.toFixed(3)}, b = ${head.calB.toFixed(3)}; spans reported from ${head.threshold}.`,
    '',
    'Per gold fact: touched / half-covered by any predicted span, typed = half-covered by spans of its kind; precision = predicted spans with ≥ 50 % of their characters in gold facts; flagged = negative messages (nothing private) with any span.',
    '',
    '| set | kind | gold | touched | half | typed | precision (spans) | negatives flagged |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...report('train terms, unseen messages', rescore(calSpans), cal, head.threshold),
    ...report('**held-out terms**', rescore(decodeAll(head, heldSet, held)), held, head.threshold),
    '',
  ];
  writeFileSync(path.join(outDir, 'fact-tagger-report.md'), lines.join('\n'));
  log(lines.join('\n'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}

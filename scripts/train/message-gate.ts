/**
 * Trains the message gate (src/engine/message-gate): logistic regression, L2, full-batch Adam from zero weights
 * (deterministic: no sampling anywhere), on the backbone vectors g(·) of the shipped span encoder
 * (models/generated/span-encoder.onnx, its `backbone` output) of the fact tagger's windows, their mean and maximum.
 * Label: the message has a health, legal, financial or other-sensitive fact. Writes models/message-gate.json and
 * models/message-gate-report.md.
 *
 *   nice -n 10 npx tsx scripts/train/message-gate.ts [--l2 0.03] [--epochs 300] [--threshold 0.15] [--out DIR (default models/)] [--with-more]
 *
 * Data: the hand-written training files of scripts/train/written, written-gate and, since session 18, written-extra
 * (with --with-more, session 20's written-more too: tried, not shipped;
 * never the realistic set or the holdout: the loader refuses them). The report scores each file with a gate trained
 * on the others (leave one writer's file out). The threshold is not chosen here: it was chosen on the realistic dev
 * split with `npm run eval:realistic -- --split dev --message-gate-threshold P` (docs/message-gate.md) and is written
 * into the file as given.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import type { Engine } from '../../src/engine/index.ts';
import { gateProbability, serializeMessageGate, type MessageGate } from '../../src/engine/message-gate/index.ts';
import type { Message } from '../eval/realistic/format.ts';
import { ROOT } from './data.ts';
import { loadWritten, WRITTEN_DIR, WRITTEN_EXTRA_DIR, WRITTEN_FRESH_DIR, WRITTEN_GATE_DIR, WRITTEN_MORE_DIR } from './written-data.ts';

const DOMAIN_KINDS = new Set(['health', 'legal', 'financial', 'other']);

export interface GateData {
  x: Float32Array[];
  y: number[];
  clean: boolean[];
  /** Messages the gate never reads (no window, or not a personal message). */
  unread: number;
}

/** Whether a message has a private domain fact (the gate's label). */
export const hasDomainFact = (m: Message): boolean => m.facts.some((f) => DOMAIN_KINDS.has(f.kind));

/** The gate's features of each message as the analyzer computes them, with the labels. */
export async function gateData(engine: Engine, messages: readonly Message[]): Promise<GateData> {
  const out: GateData = { x: [], y: [], clean: [], unread: 0 };
  for (const m of messages) {
    let features: Float32Array | undefined;
    await engine.analyze(m.text, { onMessageGate: (f) => (features = f.slice()) });
    if (!features) {
      out.unread++;
      continue;
    }
    out.x.push(features);
    out.y.push(hasDomainFact(m) ? 1 : 0);
    out.clean.push(m.clean);
  }
  return out;
}

/** Logistic regression with L2 on standardised features; full-batch Adam from zero weights. */
export function trainGate(
  data: Pick<GateData, 'x' | 'y'>,
  options: { l2: number; epochs: number; lr?: number; threshold: number },
): MessageGate {
  const n = data.x.length;
  const dim = data.x[0]?.length ?? 0;
  if (!n || !dim) throw new Error('message gate: no training data');
  const mean = new Float32Array(dim);
  const invStd = new Float32Array(dim);
  for (const r of data.x) for (let i = 0; i < dim; i++) mean[i] = (mean[i] ?? 0) + (r[i] ?? 0) / n;
  const variance = new Float64Array(dim);
  for (const r of data.x)
    for (let i = 0; i < dim; i++) variance[i] = (variance[i] ?? 0) + ((r[i] ?? 0) - (mean[i] ?? 0)) ** 2 / n;
  for (let i = 0; i < dim; i++) invStd[i] = 1 / (Math.sqrt(variance[i] ?? 0) + 1e-6);
  const z = data.x.map((r) => Float64Array.from(r, (v, i) => (v - (mean[i] ?? 0)) * (invStd[i] ?? 0)));
  const w = new Float64Array(dim);
  let b = 0;
  const m1 = new Float64Array(dim + 1);
  const v1 = new Float64Array(dim + 1);
  const lr = options.lr ?? 0.01;
  for (let epoch = 1; epoch <= options.epochs; epoch++) {
    const g = new Float64Array(dim + 1);
    for (let k = 0; k < n; k++) {
      const r = z[k]!;
      let s = b;
      for (let i = 0; i < dim; i++) s += (w[i] ?? 0) * (r[i] ?? 0);
      const e = 1 / (1 + Math.exp(-s)) - (data.y[k] ?? 0);
      for (let i = 0; i < dim; i++) g[i] = (g[i] ?? 0) + (e * (r[i] ?? 0)) / n;
      g[dim] = (g[dim] ?? 0) + e / n;
    }
    for (let i = 0; i < dim; i++) g[i] = (g[i] ?? 0) + options.l2 * (w[i] ?? 0);
    for (let i = 0; i <= dim; i++) {
      const gi = g[i] ?? 0;
      m1[i] = 0.9 * (m1[i] ?? 0) + 0.1 * gi;
      v1[i] = 0.999 * (v1[i] ?? 0) + 0.001 * gi * gi;
      const step = (lr * ((m1[i] ?? 0) / (1 - 0.9 ** epoch))) / (Math.sqrt((v1[i] ?? 0) / (1 - 0.999 ** epoch)) + 1e-8);
      if (i < dim) w[i] = (w[i] ?? 0) - step;
      else b -= step;
    }
  }
  return { dim, mean, invStd, w: Float32Array.from(w), b, threshold: options.threshold };
}

/** Area under the ROC curve of `p` for labels `y` (ties count half). */
export function auc(p: readonly number[], y: readonly number[]): number {
  const pos = p.filter((_, i) => y[i] === 1);
  const neg = p.filter((_, i) => y[i] === 0);
  let s = 0;
  for (const a of pos) for (const c of neg) s += a > c ? 1 : a === c ? 0.5 : 0;
  return s / (pos.length * neg.length);
}

function summaryOf(name: string, p: readonly number[], d: GateData, threshold: number): string {
  const below = (keep: (i: number) => boolean): number => p.filter((q, i) => keep(i) && q < threshold).length;
  const cleanN = d.clean.filter(Boolean).length;
  const domainN = d.y.filter((v) => v === 1).length;
  return `| ${name} | ${d.x.length + d.unread} | ${d.x.length} | ${auc(p, d.y).toFixed(3)} | ${below((i) => d.clean[i] === true)} of ${cleanN} | ${below((i) => d.y[i] === 1)} of ${domainN} |`;
}

function summary(name: string, g: MessageGate, d: GateData): string {
  return summaryOf(name, d.x.map((r) => gateProbability(g, r)), d, g.threshold);
}

/** Several files' gate data as one. */
export function joinGateData(parts: readonly GateData[]): GateData {
  return {
    x: parts.flatMap((p) => p.x),
    y: parts.flatMap((p) => p.y),
    clean: parts.flatMap((p) => p.clean),
    unread: parts.reduce((a, p) => a + p.unread, 0),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const arg = (name: string, fallback: string): string => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? (process.argv[i + 1] ?? '') : fallback;
  };
  const l2 = Number(arg('l2', '0.03'));
  const epochs = Number(arg('epochs', '300'));
  const threshold = Number(arg('threshold', '0.15'));
  if (!(l2 >= 0) || !(epochs > 0) || !(threshold >= 0 && threshold <= 1))
    throw new Error('message-gate: bad --l2, --epochs or --threshold');
  // The shipped engine without a gate of its own (the features do not depend on it).
  const engine = await createNodeEngine({ preloadRewriter: false });
  const t0 = performance.now();
  // `--with-more`: written-more too (session 20: tried, not shipped; docs/message-gate.md "Session 20");
  // `--with-fresh`: written-fresh too (session 26)
  const dirs = [
    WRITTEN_DIR,
    WRITTEN_GATE_DIR,
    WRITTEN_EXTRA_DIR,
    ...(process.argv.includes('--with-more') ? [WRITTEN_MORE_DIR] : []),
    ...(process.argv.includes('--with-fresh') ? [WRITTEN_FRESH_DIR] : []),
  ].filter((d) => existsSync(d));
  const messages = dirs.flatMap((d) => loadWritten(d));
  const files = [...new Set(messages.map((m) => m.file))];
  const byFile = new Map<string, GateData>();
  for (const f of files) byFile.set(f, await gateData(engine, messages.filter((m) => m.file === f)));
  const train = joinGateData([...byFile.values()]);
  const t1 = performance.now();
  const gate = trainGate(train, { l2, epochs, threshold });
  const t2 = performance.now();
  const outDir = path.resolve(arg('out', path.join(ROOT, 'models')));
  const out = path.join(outDir, 'message-gate.json');
  writeFileSync(out, `${JSON.stringify(serializeMessageGate(gate))}\n`);
  // Leave one writer's file out: a gate trained on the others scores it (how the gate does on a writer it never saw).
  const heldP: number[] = [];
  for (const f of files) {
    const rest = trainGate(joinGateData(files.filter((g) => g !== f).map((g) => byFile.get(g)!)), { l2, epochs, threshold });
    heldP.push(...byFile.get(f)!.x.map((r) => gateProbability(rest, r)));
  }
  // the files in the same order as heldP
  const held = { p: heldP, d: joinGateData(files.map((f) => byFile.get(f)!)) };
  const t3 = performance.now();
  const report = [
    '# Message gate — training report',
    '',
    `\`nice -n 10 npx tsx scripts/train/message-gate.ts --l2 ${l2} --epochs ${epochs} --threshold ${threshold}\`: features ${((t1 - t0) / 1000).toFixed(0)} s, training ${((t2 - t1) / 1000).toFixed(0)} s, cross-validation ${((t3 - t2) / 1000).toFixed(0)} s.`,
    '',
    `Trained on every hand-written training file (${files.join(', ')}: scripts/train/written, written-gate and written-extra${dirs.includes(WRITTEN_MORE_DIR) ? ' and written-more' : ''}), never on the realistic set or the holdout. "below" = P < the threshold (${threshold}): the analyzer reads such a message as general. The second row scores each file with a gate trained on the other files only.`,
    '',
    '| set | messages | read by the gate | AUC (has a domain fact) | sensitive-free below | with a domain fact below |',
    '|---|---:|---:|---:|---:|---:|',
    summary('all files (training)', gate, train),
    summaryOf('each file left out', held.p, held.d, threshold),
    '',
  ].join('\n');
  writeFileSync(path.join(outDir, 'message-gate-report.md'), report);
  console.log(report);
}

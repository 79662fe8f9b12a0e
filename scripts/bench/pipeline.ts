/**
 * The product as it runs (identifiers + learned localizer, merged) against the JS peers on the private spans of
 * Pri-DDXPlus and Pri-SLJA val (the mixture: domain unknown), in the same process, with the same metric
 * (DESIGN.md: a gold span is found when ≥ 50 % of its characters are covered by predictions; a prediction is
 * correct when ≥ 50 % of its characters lie inside gold private spans). Latency per message for every system in
 * the same run, and ours as a ratio to the fastest peer.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import { detectIdentifiers } from '../../src/engine/identifiers/index.ts';
import { writeFileSync } from 'node:fs';
import { openRedactionRun, redactPii } from './identifiers.ts';
import { barChart } from './svg.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const DATASETS = ['pri-ddxplus', 'pri-slja'] as const;

interface Range {
  start: number;
  end: number;
}
interface Example {
  dataset: string;
  text: string;
  gold: Range[];
}

export function loadVal(): Example[] {
  const out: Example[] = [];
  for (const d of DATASETS) {
    const lines = readFileSync(resolve(ROOT, '../shared/datasets', d, 'val.jsonl'), 'utf8').split('\n').filter(Boolean);
    for (const line of lines) {
      const r = JSON.parse(line) as { text: string; spans: { start: number; end: number; private: boolean }[] };
      out.push({ dataset: d, text: r.text, gold: r.spans.filter((s) => s.private).map((s) => ({ start: s.start, end: s.end })) });
    }
  }
  return out;
}

/** Share of [start, end) covered by `others`. */
function coverage(r: Range, others: readonly Range[]): number {
  const len = r.end - r.start;
  if (len <= 0) return 0;
  const marks = new Uint8Array(len);
  for (const o of others) for (let i = Math.max(r.start, o.start); i < Math.min(r.end, o.end); i++) marks[i - r.start] = 1;
  let n = 0;
  for (const m of marks) n += m;
  return n / len;
}

interface Tally {
  goldFound: number;
  gold: number;
  predCorrect: number;
  pred: number;
}

function prf(t: Tally): { precision: number; recall: number; f1: number } {
  const precision = t.pred ? t.predCorrect / t.pred : 0;
  const recall = t.gold ? t.goldFound / t.gold : 0;
  return { precision, recall, f1: precision + recall ? (2 * precision * recall) / (precision + recall) : 0 };
}

function percentile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? NaN;
}

type Predict = (text: string) => Range[] | Promise<Range[]>;

async function evaluate(examples: readonly Example[], predict: Predict): Promise<{ perDataset: Record<string, Tally>; ms: number[] }> {
  const perDataset: Record<string, Tally> = { mixture: { goldFound: 0, gold: 0, predCorrect: 0, pred: 0 } };
  const ms: number[] = [];
  for (const e of examples.slice(0, 10)) await predict(e.text);
  for (const e of examples) {
    const t0 = performance.now();
    const pred = await predict(e.text);
    ms.push(performance.now() - t0);
    for (const key of ['mixture', e.dataset]) {
      const t = (perDataset[key] ??= { goldFound: 0, gold: 0, predCorrect: 0, pred: 0 });
      t.gold += e.gold.length;
      t.goldFound += e.gold.filter((g) => coverage(g, pred) >= 0.5).length;
      t.pred += pred.length;
      t.predCorrect += pred.filter((p) => coverage(p, e.gold) >= 0.5).length;
    }
  }
  return { perDataset, ms };
}

export async function run(): Promise<{ markdown: string; json: Record<string, unknown> }> {
  const examples = loadVal();
  const engine = await createNodeEngine();
  const systems: { name: string; peer: boolean; predict: Predict }[] = [
    { name: `PromptVeil (${engine.backend}: identifiers + localizer)`, peer: false, predict: async (t) => (await engine.analyze(t)).spans },
    { name: 'PromptVeil identifiers only', peer: false, predict: (t) => detectIdentifiers(t) },
    { name: 'redact-pii 3.4.0', peer: true, predict: redactPii },
    { name: '@openredaction/openredaction 1.0.4', peer: true, predict: openRedactionRun },
  ];
  const results = [];
  for (const s of systems) {
    const r = await evaluate(examples, s.predict);
    results.push({ ...s, ...r, p50: percentile(r.ms, 0.5), p95: percentile(r.ms, 0.95) });
  }
  const fastestPeer = results.filter((r) => r.peer).sort((a, b) => a.p50 - b.p50)[0];
  const f = (x: number): string => x.toFixed(3);
  const lines = [
    `${examples.length} val messages (${DATASETS.join(' + ')}), private spans only; any category counts.`,
    '',
    '| system | mixture P | R | F1 | ddxplus F1 | slja F1 | p50 ms | p95 ms | p50 vs fastest peer |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const json: Record<string, unknown> = { messages: examples.length, systems: [] as unknown[] };
  for (const r of results) {
    const mix = prf(r.perDataset.mixture ?? { goldFound: 0, gold: 0, predCorrect: 0, pred: 0 });
    const ddx = prf(r.perDataset['pri-ddxplus'] ?? { goldFound: 0, gold: 0, predCorrect: 0, pred: 0 });
    const slja = prf(r.perDataset['pri-slja'] ?? { goldFound: 0, gold: 0, predCorrect: 0, pred: 0 });
    const ratio = fastestPeer ? r.p50 / fastestPeer.p50 : NaN;
    lines.push(`| ${r.name} | ${f(mix.precision)} | ${f(mix.recall)} | ${f(mix.f1)} | ${f(ddx.f1)} | ${f(slja.f1)} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${ratio.toFixed(1)}× |`);
    (json.systems as unknown[]).push({ name: r.name, mixture: mix, ddxplus: ddx, slja, p50: r.p50, p95: r.p95, ratioToFastestPeer: ratio });
  }
  lines.push('', `Fastest peer in this run: ${fastestPeer?.name ?? '—'}. Latency is per val message (these average ~45 words).`);
  const rows = json.systems as { name: string; mixture: { precision: number; recall: number; f1: number } }[];
  writeFileSync(
    resolve(ROOT, 'bench/pipeline-f1.svg'),
    barChart({
      title: 'Private spans on Pri-DDXPlus + Pri-SLJA val (mixture)',
      labels: rows.map((r) => r.name.replace(/ \(.*\)$/, '')),
      series: [
        { name: 'precision', color: '#7b61c9', values: rows.map((r) => r.mixture.precision) },
        { name: 'recall', color: '#2f9e8f', values: rows.map((r) => r.mixture.recall) },
        { name: 'F1', color: '#e07a2e', values: rows.map((r) => r.mixture.f1) },
      ],
      unit: '',
      max: 1,
    }),
  );
  lines.push('', '![precision, recall and F1 per system](pipeline-f1.svg)');
  return { markdown: lines.join('\n'), json };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  void run().then((r) => console.log(r.markdown));
}

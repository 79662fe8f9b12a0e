/** Markdown tables for the realistic set's reports (the CLI prints them; the bench embeds them). */
import type { FileInfo } from './data.ts';
import { wilson95, type Rate, type Report } from './metrics.ts';
import type { splitSizes } from './split.ts';

export const pct = (r: Rate): string => (r === null ? '—' : r.toFixed(2));
const ms = (r: Rate): string => (r === null ? '—' : r.toFixed(1));

const LABELS: Record<string, string> = { domain: 'domain facts (health+legal+financial+other)', all: 'all facts' };

/** Per kind of gold fact: touched, half-covered and leak rates with counts. */
export function kindTable(r: Report): string[] {
  const lines = [
    '| kind of fact | facts | touched | half-covered | leaked | spans of this kind | their precision |',
    '|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of r.rows) {
    const label = LABELS[row.label] ?? row.label;
    const strong = row.label === 'domain' || row.label === 'all' ? '**' : '';
    lines.push(
      `| ${strong}${label}${strong} | ${row.facts} | ${pct(row.touchedRate)} | ${pct(row.halfCoveredRate)} | ${pct(row.leakRate)} | ${row.predicted} | ${pct(row.precision)} |`,
    );
  }
  return lines;
}

/** The headline figures below the kind table. */
/** 'k/n = 0.xx (95 % CI 0.aa–0.bb)' */
export function withCi(k: number, n: number): string {
  const ci = wilson95(k, n);
  return ci === null ? '—' : `${pct(k / n)} (95 % CI ${ci[0].toFixed(2)}–${ci[1].toFixed(2)})`;
}

export function summaryLines(r: Report): string[] {
  const row = (l: string): Report['rows'][number] | undefined => r.rows.find((x) => x.label === l);
  const domain = row('domain');
  const all = row('all');
  return [
    `- domain facts touched ${withCi(domain?.touched ?? 0, domain?.facts ?? 0)}; all facts half-covered ${withCi(all?.halfCovered ?? 0, all?.facts ?? 0)}; leak ${withCi(all?.leaked ?? 0, all?.facts ?? 0)} (Wilson intervals, facts taken as independent)`,
    `- precision: ${pct(r.precision.precision)} (${r.precision.correct} of ${r.precision.predicted} predicted spans ≥ 50 % inside gold facts)`,
    `- sensitive-free messages flagged: ${withCi(r.clean.flagged, r.clean.messages)}, ${r.clean.flagged} of ${r.clean.messages}; changed by sanitizing: ${pct(r.clean.changedShare)} (${r.clean.changed})`,
    `- detection latency: p50 ${ms(r.latency.p50)} ms, p95 ${ms(r.latency.p95)} ms (${r.latency.n} messages, after warm-up)`,
  ];
}

/** Precision per predicted category, the categories with most false positives first. */
export function categoryTable(r: Report): string[] {
  const lines = ['| predicted category | spans | correct | false positives | precision |', '|---|---:|---:|---:|---:|'];
  for (const c of r.byCategory)
    lines.push(`| ${c.category} | ${c.predicted} | ${c.correct} | ${c.predicted - c.correct} | ${pct(c.precision)} |`);
  return lines;
}

export function snapshotLine(files: readonly FileInfo[]): string {
  return files.map((f) => `${f.name} (${f.messages} messages, sha256 ${f.sha256})`).join(', ');
}

export function splitLines(sizes: ReturnType<typeof splitSizes>): string[] {
  const side = (s: 'dev' | 'test'): string =>
    `${s} ${sizes.total[s]} messages (${Object.entries(sizes.byFile)
      .map(([f, c]) => `${f} ${c[s]}`)
      .join(', ')}; ${sizes.withFacts[s]} with facts, ${sizes.clean[s]} sensitive-free)`;
  return [`- ${side('dev')}`, `- ${side('test')}`];
}

/** One row per system × split, for comparing systems (the bench's table). */
export function comparisonTable(rows: readonly { system: string; split: string; report: Report }[]): string[] {
  const get = (r: Report, label: string): Report['rows'][number] | undefined => r.rows.find((x) => x.label === label);
  const touched = (r: Report, label: string): string => pct(get(r, label)?.touchedRate ?? null);
  const lines = [
    '| system | split | health touched | legal touched | financial touched | other touched | domain touched | domain half | identifiers half | all half | precision | leak | clean flagged | p50 ms | p95 ms |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { system, split, report: r } of rows) {
    const all = get(r, 'all');
    const domain = get(r, 'domain');
    const idFacts = (all?.facts ?? 0) - (domain?.facts ?? 0);
    const idHalf = (all?.halfCovered ?? 0) - (domain?.halfCovered ?? 0);
    lines.push(
      `| ${system} | ${split} | ${touched(r, 'health')} | ${touched(r, 'legal')} | ${touched(r, 'financial')} | ${touched(r, 'other')} | ${touched(r, 'domain')} | ${pct(domain?.halfCoveredRate ?? null)} | ${pct(idFacts ? idHalf / idFacts : null)} | ${pct(all?.halfCoveredRate ?? null)} | ${pct(r.precision.precision)} | ${pct(all?.leakRate ?? null)} | ${pct(r.clean.flaggedShare)} | ${ms(r.latency.p50)} | ${ms(r.latency.p95)} |`,
    );
  }
  return lines;
}

/**
 * The identifier recognizers alone (detectIdentifiers, no localizer) on the hand-written realistic set
 * (docs/realistic-eval.md), per identifier kind: the share of gold facts half-covered by predicted
 * spans, and the precision of the predicted spans per category (≥ 50 % of a span inside gold facts
 * of any kind). Fast (no models), so rule changes can be checked on dev in seconds.
 *
 *   npx tsx scripts/bench/identifiers-realistic.ts            # dev and test tables
 *   npx tsx scripts/bench/identifiers-realistic.ts --errors   # dev only: misses and false positives
 *
 * Choices are made on dev; test is only reported (and its texts are never printed).
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectIdentifiers } from '../../src/engine/identifiers/index.ts';
import { loadSet } from '../eval/realistic/data.ts';
import { IDENTIFIER_KINDS } from '../eval/realistic/format.ts';
import { splitOf, type Split } from '../eval/realistic/split.ts';

interface Range {
  start: number;
  end: number;
}

function coveredShare(spans: readonly Range[], s: number, e: number): number {
  let c = 0;
  for (let i = s; i < e; i++) if (spans.some((p) => p.start <= i && i < p.end)) c++;
  return c / Math.max(1, e - s);
}

export function realisticIdentifierReport(showErrors = false): string {
  const set = loadSet();
  const out: string[] = [];
  const kinds = IDENTIFIER_KINDS.filter((k) => k !== 'handle');
  const errors: string[] = [];
  const header = `| split | ${kinds.join(' | ')} | precision (spans) |`;
  out.push(header, `| --- | ${kinds.map(() => '---:').join(' | ')} | ---: |`);
  const catRows: string[] = [];
  for (const split of ['dev', 'test'] as Split[]) {
    const found = new Map<string, [number, number]>();
    const byCat = new Map<string, [number, number]>();
    let spans = 0;
    let correct = 0;
    for (const m of set.messages) {
      if (splitOf(m.id) !== split) continue;
      const pred = detectIdentifiers(m.text);
      for (const f of m.facts) {
        if (!(kinds as readonly string[]).includes(f.kind)) continue;
        const ok = coveredShare(pred, f.start, f.end) >= 0.5;
        const t = found.get(f.kind) ?? [0, 0];
        t[0]++;
        if (ok) t[1]++;
        found.set(f.kind, t);
        if (!ok && showErrors && split === 'dev') errors.push(`miss ${f.kind}\t${m.id}\t${JSON.stringify(f.text)}`);
      }
      for (const p of pred) {
        const ok = coveredShare(m.facts, p.start, p.end) >= 0.5;
        spans++;
        if (ok) correct++;
        const c = byCat.get(p.category) ?? [0, 0];
        c[0]++;
        if (ok) c[1]++;
        byCat.set(p.category, c);
        if (!ok && showErrors && split === 'dev')
          errors.push(`fp ${p.category}\t${m.id}\t${JSON.stringify(p.text)} (${p.detail ?? ''})`);
      }
    }
    const cell = (k: string): string => {
      const t = found.get(k);
      return t ? `${(t[1] / t[0]).toFixed(2)} (${t[0]})` : '—';
    };
    out.push(`| ${split} | ${kinds.map(cell).join(' | ')} | ${(correct / Math.max(1, spans)).toFixed(2)} (${spans}) |`);
    catRows.push(
      `| ${split} | ${[...byCat]
        .sort()
        .map(([c, [n, ok]]) => `${c} ${(ok / n).toFixed(2)} (${n})`)
        .join(' · ')} |`,
    );
  }
  out.push(
    '',
    'Precision per predicted category:',
    '',
    '| split | category precision (spans) |',
    '| --- | --- |',
    ...catRows,
  );
  if (showErrors) out.push('', '### dev errors', ...errors.sort().map((e) => '    ' + e));
  return out.join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(realisticIdentifierReport(process.argv.includes('--errors')));
}

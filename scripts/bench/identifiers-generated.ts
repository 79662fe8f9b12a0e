/**
 * The rule recognizers' persons, organisations and places on the team's own generated sentences (issue 18): the token
 * tagger's training generators (scripts/train/tagger-data.ts `generatedExamples`, scripts/train/tagger-wider.ts
 * `widerExamples`) run with a seed the tagger never trained on. They are frames nobody tuned the rules on, so they
 * show whether a rule carries to unseen phrasing; the presidio test half stays unread. Same ≥ 50 % character-overlap
 * rule as scripts/bench/identifiers.ts (a place inside a predicted address counts as found).
 *
 *   npx tsx scripts/bench/identifiers-generated.ts [--count 1500] [--seed 4242] [--errors person|organization|location]
 */
import { detectIdentifiers } from '../../src/engine/identifiers/index.ts';
import { generatedExamples, type TagExample } from '../train/tagger-data.ts';
import { widerExamples } from '../train/tagger-wider.ts';

const KINDS = ['person', 'organization', 'location'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (k: string): k is Kind => (KINDS as readonly string[]).includes(k);

interface Range {
  start: number;
  end: number;
}
function coveredChars(start: number, end: number, others: readonly Range[]): number {
  let n = 0;
  for (let i = start; i < end; i++) if (others.some((o) => o.start <= i && i < o.end)) n++;
  return n;
}
const half = (r: Range, others: readonly Range[]): boolean => 2 * coveredChars(r.start, r.end, others) >= r.end - r.start;

function score(examples: readonly TagExample[], errorsOf: string | undefined): string[] {
  const t = new Map<Kind, { gold: number; found: number; pred: number; correct: number }>();
  for (const k of KINDS) t.set(k, { gold: 0, found: 0, pred: 0, correct: 0 });
  const lines: string[] = [];
  for (const e of examples) {
    const preds = detectIdentifiers(e.text);
    const gold = e.spans.filter((s) => isKind(s.type));
    for (const g of gold) {
      const k = g.type as Kind;
      const ok = preds.filter((p) => p.category === k || (k === 'location' && p.category === 'address'));
      const hit = half(g, ok);
      t.get(k)!.gold++;
      if (hit) t.get(k)!.found++;
      else if (errorsOf === k) lines.push(`  miss ${k} [${e.text.slice(g.start, g.end)}] :: ${e.text}`);
    }
    for (const p of preds) {
      if (!isKind(p.category)) continue;
      const hit = half(p, gold.filter((g) => g.type === p.category));
      t.get(p.category)!.pred++;
      if (hit) t.get(p.category)!.correct++;
      else if (errorsOf === p.category) lines.push(`  false ${p.category} [${p.text}] ${p.detail ?? ''} :: ${e.text}`);
    }
  }
  const rows = KINDS.map((k) => {
    const v = t.get(k)!;
    const f = (x: number): string => x.toFixed(3);
    return `| ${k} | ${f(v.pred ? v.correct / v.pred : 0)} | ${f(v.gold ? v.found / v.gold : 0)} | ${v.gold} | ${v.pred} |`;
  });
  return [...rows, ...lines];
}

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const count = Number(arg('--count') ?? 1500);
const seed = Number(arg('--seed') ?? 4242);
const errorsOf = arg('--errors');
for (const [name, examples] of [
  ['tagger-data generatedExamples', generatedExamples(count, seed)],
  ['tagger-wider widerExamples', widerExamples(count, seed)],
] as const) {
  console.log(`\n### ${name} (${count} sentences, seed ${seed}), rules only`);
  console.log('| kind | P | R | gold | predicted |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const l of score(examples, errorsOf)) console.log(l);
}

/**
 * presidio-synth dev half (even template_id) only: typed misses and false positives of the rule recognizers for person,
 * organisation and location, one line each (session 34). The odd (test) templates are skipped before anything is read
 * from them.
 *
 *   npx tsx scripts/bench/identifiers-dev-errors.ts [person|organization|location]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { detectIdentifiers } from '../../src/engine/identifiers/index.ts';
import type { GoldRecord } from './identifiers.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DATA = resolve(ROOT, '../shared/datasets/presidio-synth/generated_large.json');
const KIND: Record<string, string> = { PERSON: 'person', PREFIX: 'person', ORGANIZATION: 'organization', LOCATION: 'location' };
const only = process.argv[2];
const half = (s: number, e: number, others: { start: number; end: number }[]): boolean => {
  let n = 0;
  for (let i = s; i < e; i++) if (others.some((o) => o.start <= i && i < o.end)) n++;
  return 2 * n >= e - s;
};
for (const rec of JSON.parse(readFileSync(DATA, 'utf8')) as GoldRecord[]) {
  if (rec.template_id % 2 !== 0) continue;
  const text = rec.full_text;
  const preds = detectIdentifiers(text);
  const gold = rec.spans.map((s) => ({ start: s.start_position, end: s.end_position, cat: KIND[s.entity_type] ?? s.entity_type }));
  for (const g of gold) {
    if (!['person', 'organization', 'location'].includes(g.cat) || (only && g.cat !== only)) continue;
    const ok = preds.filter((p) => p.category === g.cat || (g.cat === 'location' && p.category === 'address'));
    if (!half(g.start, g.end, ok)) console.log(`miss ${g.cat} [${text.slice(g.start, g.end)}] :: ${text.replace(/\n/g, ' / ')}`);
  }
  for (const p of preds) {
    if (!['person', 'organization', 'location'].includes(p.category) || (only && p.category !== only)) continue;
    if (!half(p.start, p.end, gold.filter((g) => g.cat === p.category)))
      console.log(`false ${p.category} [${p.text}] ${p.detail ?? ''} :: ${text.replace(/\n/g, ' / ')}`);
  }
}

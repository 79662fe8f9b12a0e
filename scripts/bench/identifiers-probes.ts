/**
 * Hand-written probe sentences (tests/fixtures/identifier-probes/*.txt; [[…]] a person, {{…}} an organisation) run
 * through the identifier rules alone and with the token tagger as the bench does (session 41): false and missed persons
 * and organisations, one line each with --errors.
 *
 *   npx tsx scripts/bench/identifiers-probes.ts [FILE …] [--errors] [--rules-only] [--cache FILE]
 *
 * --cache FILE keeps the tagger's spans per sentence (they do not depend on the rules), so a rule change reads again in
 * seconds.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { detectIdentifiers, type LearnedSpan } from '../../src/engine/identifiers/index.ts';
import type { Span } from '../../src/engine/types.ts';
import { createNodeEncoder } from '../../src/cli/node-encoder.ts';
import { parseTaggerHead, tagText } from '../../src/engine/tagger/index.ts';
import { covered, rulesWithTagger } from './identifiers.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DIR = resolve(ROOT, 'tests/fixtures/identifier-probes');

interface Probe {
  text: string;
  gold: { start: number; end: number; cat: 'person' | 'organization' }[];
}

/** One probe line: the marks taken out, their spans kept. */
export function parseProbe(line: string): Probe {
  const gold: Probe['gold'] = [];
  let text = '';
  const re = /\[\[(.+?)\]\]|\{\{(.+?)\}\}/g;
  let last = 0;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    text += line.slice(last, m.index);
    const inner = m[1] ?? m[2]!;
    gold.push({ start: text.length, end: text.length + inner.length, cat: m[1] !== undefined ? 'person' : 'organization' });
    text += inner;
    last = m.index + m[0].length;
  }
  text += line.slice(last);
  return { text, gold };
}

/** At least half of [s, e) lies in `others` (the bench's matching rule). */
const halfIn = (s: number, e: number, others: readonly { start: number; end: number }[]): boolean => 2 * covered(s, e, others) >= e - s;

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const errors = args.includes('--errors');
  const rulesOnly = args.includes('--rules-only');
  const cacheFile = args.includes('--cache') ? args[args.indexOf('--cache') + 1] : undefined;
  const files = args.filter((a, k) => !a.startsWith('--') && args[k - 1] !== '--cache');
  const paths = files.length ? files.map((f) => resolve(f)) : readdirSync(DIR).filter((f) => f.endsWith('.txt')).map((f) => resolve(DIR, f));
  const probes = paths.flatMap((p) =>
    readFileSync(p, 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'))
      .map(parseProbe),
  );
  const cache: Record<string, LearnedSpan[]> = cacheFile && existsSync(cacheFile) ? (JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, LearnedSpan[]>) : {};
  let encoder: ReturnType<typeof createNodeEncoder> | undefined;
  const head = rulesOnly ? undefined : parseTaggerHead(JSON.parse(readFileSync(resolve(ROOT, 'models', 'tagger.json'), 'utf8')));
  const tally = { person: { gold: 0, missed: 0, pred: 0, false: 0 }, organization: { gold: 0, missed: 0, pred: 0, false: 0 } };
  for (const p of probes) {
    let spans: Span[];
    if (head) {
      let learned = cache[p.text];
      if (!learned) {
        encoder ??= createNodeEncoder('span', { threads: 1 });
        learned = (await tagText(p.text, encoder, head)).map((s) => ({ start: s.start, end: s.end, category: s.type, score: s.score }));
        cache[p.text] = learned;
      }
      spans = rulesWithTagger(p.text, learned);
    } else spans = detectIdentifiers(p.text);
    for (const cat of ['person', 'organization'] as const) {
      const gold = p.gold.filter((g) => g.cat === cat);
      const pred = spans.filter((s) => s.category === cat);
      tally[cat].gold += gold.length;
      tally[cat].pred += pred.length;
      for (const g of gold)
        if (!halfIn(g.start, g.end, pred)) {
          tally[cat].missed++;
          if (errors) console.log(`miss ${cat} [${p.text.slice(g.start, g.end)}] :: ${p.text}`);
        }
      for (const s of pred)
        if (!halfIn(s.start, s.end, gold)) {
          tally[cat].false++;
          if (errors) console.log(`false ${cat} [${s.text}] ${s.detail ?? ''} :: ${p.text}`);
        }
    }
  }
  if (cacheFile) writeFileSync(cacheFile, JSON.stringify(cache));
  await encoder?.dispose();
  console.log(`${probes.length} sentences (${head ? 'rules + tagger' : 'rules alone'})`);
  for (const cat of ['person', 'organization'] as const) {
    const t = tally[cat];
    console.log(`${cat}: gold ${t.gold}, missed ${t.missed}; predicted ${t.pred}, false ${t.false}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

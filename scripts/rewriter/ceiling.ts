/**
 * The utility ceiling of the phrase bank (docs/rewriter.md §6): what the downstream-utility proxy reaches on val
 * when every private span is replaced by a DETERMINISTIC choice from its domain's slot-fitting phrases — the
 * best any ε can approach with a mechanism over this bank (as ε → ∞ the EM tends to the argmax of its utilities).
 *
 *   nearest-h     argmax_w cos(h(w), h(s))            (πref's argmax, but in the span encoder's space)
 *   nearest-g     argmax_w cos(g(w), g(s))            (πref's argmax in the policy's space g)
 *   argmax-rutil  argmax_w max_j cos(h(w), p_j)       (Eq. 4 alone: the most prototypical phrase)
 *   argmax-r      argmax_w (1 − α)·r_priv + α·r_util   (Eq. 5, α = 0.3)
 *   uniform       a uniformly random slot-fitting phrase (seeded; the ε → 0 end)
 *   drop          private spans removed from the span bag (no replacement at all; not a rewrite)
 * plus the unsanitized upper bound. Also: the inversion top-1 (h nearest neighbour among training span types) and
 * ROUGE-L of each choice, i.e. what the ceiling costs in privacy.
 *
 *   nice -n 10 npx tsx scripts/rewriter/ceiling.ts        (prints a table; writes bench/rewriting-ceiling.json)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { slotFit } from '../../src/engine/rewriter/slot.ts';
import { loadCorpus } from './corpus.ts';
import type { Corpus } from './corpus.ts';
import { ROOT } from './data.ts';
import { dot, rPriv, rUtil } from './math.ts';
import { SeededPrng } from './prng.ts';
import { SoftmaxClassifier, spanBag, spanBagWithout } from './utility-proxy.ts';
import { inversionRank, rougeL } from './metrics.ts';

const ALPHA = 0.3;
type Choice = 'nearest-h' | 'nearest-g' | 'argmax-rutil' | 'argmax-r' | 'uniform' | `top-${number}-g`;
/** `top-q-g`: uniform over the ⌈q·n⌉ phrases nearest by g — where the `top` utility profile puts its R2 set. */
const CHOICES: readonly Choice[] = ['nearest-h', 'nearest-g', 'argmax-rutil', 'argmax-r', 'top-0.02-g', 'top-0.1-g', 'top-0.3-g', 'uniform'];

const rUtilCache = new Map<string, number>();
function phraseRUtil(corpus: Corpus, phrase: string, domain: string): number {
  const key = `${domain}\u0000${phrase}`;
  let v = rUtilCache.get(key);
  if (v === undefined) {
    v = rUtil(corpus.store.h(phrase), corpus.prototypes.byDomain[domain] ?? []);
    rUtilCache.set(key, v);
  }
  return v;
}

export function choose(corpus: Corpus, choice: Choice, text: string, domain: string, slot: Parameters<typeof slotFit>[0], rng: SeededPrng): string {
  const list = corpus.bank.list(domain as Parameters<Corpus['bank']['list']>[0]);
  const fitting = list.phrases.map((p, i) => ({ p, fit: slotFit(slot, list.slots[i]!) })).filter((x) => x.fit > 0);
  const bestFit = Math.max(...fitting.map((x) => x.fit));
  const pool = fitting.filter((x) => x.fit === bestFit).map((x) => x.p);
  if (choice === 'uniform') return pool[rng.int(pool.length)]!;
  const hs = corpus.store.h(text);
  const gs = corpus.store.get(text);
  if (choice.startsWith('top-')) {
    const q = Number(choice.split('-')[1]);
    const sims = new Map(pool.map((p) => [p, dot(corpus.store.get(p), gs)]));
    const ranked = [...pool].sort((a, b) => sims.get(b)! - sims.get(a)!);
    return ranked[rng.int(Math.ceil(q * ranked.length))]!;
  }
  const score = (p: string): number => {
    switch (choice) {
      case 'nearest-h':
        return dot(corpus.store.h(p), hs);
      case 'nearest-g':
        return dot(corpus.store.get(p), gs);
      case 'argmax-rutil':
        return phraseRUtil(corpus, p, domain);
      case 'argmax-r':
        return (1 - ALPHA) * rPriv(corpus.store.h(p), hs) + ALPHA * phraseRUtil(corpus, p, domain);
      default:
        return 0;
    }
  };
  let best = pool[0]!;
  let bs = -Infinity;
  for (const p of pool) {
    const s = score(p);
    if (s > bs) [bs, best] = [s, p];
  }
  return best;
}

export interface CeilingRow {
  choice: string;
  accuracy: number;
  relative: number;
  inversionTop1?: number;
  rougeL?: number;
}

/** The ceiling rows on val for a classifier trained on the original train texts. */
export function ceilingRows(corpus: Corpus, clf: SoftmaxClassifier, log: (m: string) => void = () => undefined): CeilingRow[] {
  const acc = (bag: (i: number) => Float32Array): number => corpus.valRecords.reduce((n, r, i) => n + (clf.predict(bag(i)) === r.answer ? 1 : 0), 0) / corpus.valRecords.length;
  const upper = acc((i) => spanBag(corpus, corpus.valRecords[i]!, null));
  const drop = acc((i) => spanBagWithout(corpus, corpus.valRecords[i]!));
  const rows: CeilingRow[] = [
    { choice: 'unsanitized', accuracy: upper, relative: 1 },
    { choice: 'drop', accuracy: drop, relative: drop / upper },
  ];
  const typeH = corpus.trainTypes.map((t) => corpus.store.h(t));
  for (const choice of CHOICES) {
    const rng = new SeededPrng(5);
    const reps: string[][] = [];
    let top1 = 0;
    let rouge = 0;
    let n = 0;
    for (const r of corpus.valRecords) {
      const occ = corpus.val.filter((o) => o.record === r);
      const out = occ.map((o) => choose(corpus, choice, o.text, o.domain, o.slot, rng));
      reps.push(out);
      occ.forEach((o, i) => {
        if (inversionRank(typeH, corpus.trainTypes.indexOf(o.text), corpus.store.h(out[i]!)) <= 1) top1++;
        rouge += rougeL(o.text, out[i]!);
        n++;
      });
    }
    const a = acc((i) => spanBag(corpus, corpus.valRecords[i]!, reps[i]!));
    rows.push({ choice, accuracy: a, relative: a / upper, inversionTop1: top1 / n, rougeL: rouge / n });
    const examples = [...new Set(corpus.val.slice(0, 400).map((o) => o.text))].slice(0, 6).map((t) => {
      const o = corpus.val.find((x) => x.text === t)!;
      return `${t} → ${choose(corpus, choice, t, o.domain, o.slot, new SeededPrng(1))}`;
    });
    log(`${choice}: ${examples.join(' | ')}`);
  }
  return rows;
}

async function main(): Promise<void> {
  const corpus = await loadCorpus((m) => void process.stderr.write(`${m}\n`));
  const clf = new SoftmaxClassifier(corpus.trainRecords.map((r) => spanBag(corpus, r, null)), corpus.trainRecords.map((r) => r.answer));
  const rows = ceilingRows(corpus, clf, (m) => void process.stderr.write(`${m}\n`));
  const f = (x: number | string | undefined): string => (typeof x === 'number' ? x.toFixed(3) : (x ?? '—'));
  console.log(`Utility ceiling of the phrase bank (val, ${corpus.val.length} private spans; bank ${corpus.bank.categories().slice(0, 3).map((c) => `${c} ${corpus.bank.list(c).phrases.length}`).join(', ')}; span encoder ${corpus.store.version}; ${corpus.prototypes.source})`);
  console.log('| choice | utility acc | rel. to unsanitized | inversion top-1 | ROUGE-L |\n|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.choice} | ${f(r.accuracy)} | ${f(r.relative)} | ${f(r.inversionTop1)} | ${f(r.rougeL)} |`);
  writeFileSync(path.join(ROOT, 'bench', 'rewriting-ceiling.json'), `${JSON.stringify({ spanEncoder: corpus.store.version, prototypes: corpus.prototypes.source, rows }, null, 1)}\n`);
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await main();

/**
 * Chooses the EM utility profile (src/engine/rewriter/index.ts UtilityProfile) WITHOUT touching val: the train
 * records are split 80/20 (seeded, by record); the utility classifier is trained on the 80%, and on the 20% we
 * report, for πref and each profile, the utility proxy and the inversion top-1 (h nearest neighbour) at
 * ε_text ∈ {5, 20, 75}, averaged over 3 mechanism seeds.
 *
 *   nice -n 10 npx tsx scripts/rewriter/tune-profile.ts [--eps 5,20,75] [--profiles minmax:1,top:0.1,…]
 */
import { DpSpanRewriter, ExponentialMechanism, MAX_EPSILON_PER_DRAW, rewriteSpansDp, SeededRandom } from '../../src/engine/dp/index.ts';
import { createRewriter } from '../../src/engine/rewriter/index.ts';
import type { UtilityProfile } from '../../src/engine/rewriter/index.ts';
import { loadCorpus } from './corpus.ts';
import { inversionRank } from './metrics.ts';
import { SeededPrng } from './prng.ts';
import { SoftmaxClassifier, spanBag } from './utility-proxy.ts';

const corpus = await loadCorpus((m) => void process.stderr.write(`${m}\n`));
const embed = (texts: readonly string[]): Promise<Float32Array[]> => corpus.store.ensure(texts).then(() => texts.map((t) => corpus.store.get(t)));
const records = new SeededPrng(11).shuffle([...corpus.trainRecords]);
const cut = Math.floor(records.length * 0.8);
const fit = records.slice(0, cut);
const held = records.slice(cut);
const clf = new SoftmaxClassifier(fit.map((r) => spanBag(corpus, r, null)), fit.map((r) => r.answer));
const base = held.reduce((n, r) => n + (clf.predict(spanBag(corpus, r, null)) === r.answer ? 1 : 0), 0) / held.length;
console.log(`held-out train part: ${held.length} texts; unsanitized accuracy ${base.toFixed(3)}`);
const typeH = corpus.trainTypes.map((t) => corpus.store.h(t));
function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const epsilons = (arg('--eps') ?? '5,20,75').split(',').map(Number);
const profiles: UtilityProfile[] = (arg('--profiles') ?? 'minmax:1,minmax:4,top:0.02,top:0.05,top:0.1,top:0.2,top:0.3,top:0.5').split(',').map((p) => {
  const [kind, v] = p.split(':');
  return kind === 'top' ? { kind: 'top', fraction: Number(v) } : { kind: 'minmax', sharpness: Number(v) };
});
const SEEDS = [1, 2, 3];
for (const profile of profiles) {
  const rw = await createRewriter({ bank: corpus.bank, embed, categories: ['medical', 'legal'], profile });
  const cells: string[] = [];
  for (const epsilon of epsilons) {
    let correct = 0;
    let top1 = 0;
    let spans = 0;
    for (const seed of SEEDS) {
      const rng = new SeededRandom(seed * 1000 + epsilon);
      for (const r of held) {
        const ps = r.spans.filter((s) => s.private).map((s) => ({ start: s.start, end: s.end, text: s.text, category: r.domain }));
        if (ps.length === 0) {
          if (clf.predict(spanBag(corpus, r, [])) === r.answer) correct++;
          continue;
        }
        await rw.prepare(r.text, ps);
        const mech = ExponentialMechanism.fromBudget({ epsilonText: epsilon, nMax: Math.max(ps.length, Math.ceil(epsilon / MAX_EPSILON_PER_DRAW)) });
        const out = rewriteSpansDp(r.text, ps, new DpSpanRewriter(mech, rw, rng));
        rw.forget();
        const reps = out.spans.map((s) => s.replacement);
        await corpus.store.ensure(reps);
        if (clf.predict(spanBag(corpus, r, reps)) === r.answer) correct++;
        ps.forEach((p, i) => {
          if (inversionRank(typeH, corpus.trainTypes.indexOf(p.text), corpus.store.h(reps[i]!)) <= 1) top1++;
          spans++;
        });
      }
    }
    const acc = correct / (held.length * SEEDS.length);
    cells.push(`ε=${epsilon}: rel ${(acc / base).toFixed(3)} inv@1 ${(top1 / spans).toFixed(3)}`);
  }
  console.log(`${JSON.stringify(profile)}  ${cells.join(' | ')}`);
}

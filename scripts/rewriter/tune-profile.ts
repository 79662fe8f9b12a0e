/**
 * Chooses the EM utility profile (src/engine/rewriter/index.ts UtilityProfile) WITHOUT touching val: the train
 * records are split 80/20 (seeded, by record); the utility classifier is trained on the 80%, and on the 20% we
 * report, for πref and each profile, the utility proxy and the inversion top-1 (h nearest neighbour) at
 * ε_text ∈ {5, 20, 75}, averaged over 3 mechanism seeds. Each profile is drawn with the mechanism the engine uses for
 * it (calibrateSpanMechanism): `top:q` with the DP core's rank-profile EM, `minmax:k` with the clipped EM.
 *
 * `odds:K:qmax` is `top` with the rank-profile EM's odds profile (R2 fraction min(qmax, K·e^{−ε_draw}) per message).
 * `em-top:q` draws the `top` utilities with the clipped EM instead (the mechanism before the rank-profile EM), for
 * comparison. `joint:K` is the message-level joint rank-profile draw (src/engine/dp/joint-rank.md) with odds K: one
 * draw per message, through rewriteMessageSpans as the engine does; `jointlog:K` the same with the log2 rank cost. --seeds N averages over mechanism seeds 1…N
 * (default 3). --policy dpo scores with the DPO policy (models/rewriter-policy.json) instead of πref. Note the DPO
 * policy was trained on all train records, so its held-out numbers here are optimistic relative to val; the profile
 * choice is still made without val.
 *
 *   nice -n 10 npx tsx scripts/rewriter/tune-profile.ts [--eps 5,20,75] [--profiles minmax:1,top:0.1,joint:3,…] [--seeds 3] [--policy dpo]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DpSpanRewriter, ExponentialMechanism, rewriteMessageSpans, rewriteSpansDp, SeededRandom, spanNMax } from '../../src/engine/dp/index.ts';
import { createRewriter } from '../../src/engine/rewriter/index.ts';
import type { PolicyFile, UtilityProfile } from '../../src/engine/rewriter/index.ts';
import { MODELS } from './data.ts';
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
const profiles: { profile: UtilityProfile; clippedEm: boolean }[] = (arg('--profiles') ?? 'minmax:1,minmax:4,top:0.02,top:0.05,top:0.1,top:0.2,top:0.3,top:0.5').split(',').map((p) => {
  const [kind, v, w] = p.split(':');
  if (kind === 'top' || kind === 'em-top') return { profile: { kind: 'top', fraction: Number(v) }, clippedEm: kind === 'em-top' };
  if (kind === 'joint') return { profile: { kind: 'joint', odds: Number(v) }, clippedEm: false };
  if (kind === 'jointlog') return { profile: { kind: 'joint', odds: Number(v), cost: 'log2' }, clippedEm: false };
  if (kind === 'odds') return { profile: { kind: 'top', fraction: Number(w ?? 0.5), odds: Number(v) }, clippedEm: false };
  return { profile: { kind: 'minmax', sharpness: Number(v) }, clippedEm: true };
});
const SEEDS = Array.from({ length: Number(arg('--seeds') ?? 3) }, (_, i) => i + 1);
const policyName = arg('--policy') ?? 'reference';
if (policyName !== 'reference' && policyName !== 'dpo') throw new Error('tune-profile: --policy must be reference or dpo');
const policy = policyName === 'dpo' ? (JSON.parse(readFileSync(path.join(MODELS, 'rewriter-policy.json'), 'utf8')) as PolicyFile) : null;
console.log(`policy: ${policyName === 'dpo' ? 'DPO (models/rewriter-policy.json)' : 'πref'}; mechanism seeds 1…${SEEDS.length}`);
for (const { profile, clippedEm } of profiles) {
  const rw = await createRewriter({ bank: corpus.bank, embed, categories: ['medical', 'legal'], profile, policy });
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
        // The mechanism the profile asks for: rank-profile EM for `top`, clipped EM for `minmax` (as the engine does).
        const out = clippedEm
          ? rewriteSpansDp(r.text, ps, new DpSpanRewriter(ExponentialMechanism.fromBudget({ epsilonText: epsilon, nMax: spanNMax(ps.length, epsilon, false) }), rw, rng))
          : rewriteMessageSpans(r.text, ps, rw, { epsilonText: epsilon }, rng);
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
    // Binomial standard error of the relative accuracy over held.length·#seeds evaluations (seeds share texts, so
    // this understates the between-text part of the error).
    const se = Math.sqrt((acc * (1 - acc)) / (held.length * SEEDS.length)) / base;
    cells.push(`ε=${epsilon}: rel ${(acc / base).toFixed(3)} ±${se.toFixed(3)} inv@1 ${(top1 / spans).toFixed(3)}`);
  }
  console.log(`${JSON.stringify(profile)}${clippedEm ? ' (clipped EM)' : profile.kind === 'top' ? ' (rank-profile EM)' : profile.kind === 'joint' ? ' (joint rank-profile EM)' : ''}  ${cells.join(' | ')}`);
}

/**
 * Chooses the DPO training strength of πθ (train-dpo.ts DpoConfig) WITHOUT touching val. Same split as
 * tune-profile.ts: the train records are shuffled (SeededPrng(11)) and cut 80/20 by record. On the 80% part we
 * build the preference pairs (10 πref samples per span) and train πθ with each config (pair and training seed
 * `--dpo-seed`, default 1);
 * the utility classifier is also trained on the 80%. On the held-out 20% we report, per config:
 *   - the expected composite reward E_{w∼π}[r] at the policy temperature (T = 0.1) under πref and πθ and the
 *     margin, and the preference accuracy on held-out pairs (built from the held-out spans the same way);
 *   - through the engine's mechanism (createRewriter with DEFAULT_PROFILE, or PER_SPAN_PROFILE with
 *     `--profile per-span`, → rewriteMessageDp, as sanitize's dp mode draws) at ε_text (default 20), averaged over
 *     mechanism seeds 1…N: the utility proxy relative to unsanitized,
 *     inversion top-1 (h nearest neighbour among the training span types) and the mean reward r of the drawn
 *     replacements (Eq. 5, α = 0.3).
 *
 *   nice -n 10 npx tsx scripts/rewriter/tune-dpo.ts [--eps 20] [--seeds 3] [--profile default|per-span] [--dpo-seed 1] \
 *     [--configs lr=1e-3:epochs=8,lr=1e-4:epochs=1:train=head,…]   (keys: lr epochs decay hidden train biasLrScale) [--windows 8,0]
 */
import { SeededRandom } from '../../src/engine/dp/index.ts';
import {
  createRewriter,
  DEFAULT_PROFILE,
  PER_SPAN_PROFILE,
  rewriteMessageDp,
} from '../../src/engine/rewriter/index.ts';
import type { UtilityProfile } from '../../src/engine/rewriter/index.ts';
import type { PolicyFile } from '../../src/engine/rewriter/policy.ts';
import { loadCorpus } from './corpus.ts';
import type { Corpus } from './corpus.ts';
import type { DataRecord } from './data.ts';
import { rPriv, rUtil } from './math.ts';
import { inversionRank } from './metrics.ts';
import { SeededPrng } from './prng.ts';
import {
  ALPHA,
  buildPairs,
  DEFAULT_DPO,
  evaluatePairs,
  expectedRewards,
  phraseMatrices,
  policyFileOf,
  trainDpo,
} from './train-dpo.ts';
import type { DpoConfig } from './train-dpo.ts';
import { SoftmaxClassifier, spanBag } from './utility-proxy.ts';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function parseConfig(spec: string): DpoConfig {
  const c: DpoConfig = { ...DEFAULT_DPO };
  for (const kv of spec.split(':')) {
    const [k, v] = kv.split('=');
    if (v === undefined) throw new Error(`config entry ${kv}: expected key=value`);
    if (k === 'train') {
      if (v !== 'all' && v !== 'head' && v !== 'bias') throw new Error(`train=all|head|bias, got ${v}`);
      c.train = v;
    } else if (k === 'lr' || k === 'epochs' || k === 'decay' || k === 'hidden' || k === 'biasLrScale') c[k] = Number(v);
    else throw new Error(`unknown config key ${k}`);
  }
  return c;
}

interface MechResult {
  rel: number;
  inv1: number;
  reward: number;
}

/** Utility, inversion top-1 and mean drawn reward of one policy through the engine's mechanism on the held-out texts. */
async function mechanism(
  corpus: Corpus,
  profile: UtilityProfile,
  policy: PolicyFile | null,
  held: readonly DataRecord[],
  clf: SoftmaxClassifier,
  base: number,
  epsilon: number,
  seeds: readonly number[],
  contextWindow?: number,
): Promise<MechResult> {
  const embed = (texts: readonly string[]): Promise<Float32Array[]> =>
    corpus.store.ensure(texts).then(() => texts.map((t) => corpus.store.get(t)));
  const rw = await createRewriter({
    bank: corpus.bank,
    embed,
    policy,
    categories: ['medical', 'legal'],
    profile,
    ...(contextWindow === undefined ? {} : { contextWindow }),
  });
  const typeH = corpus.trainTypes.map((t) => corpus.store.h(t));
  let correct = 0;
  let top1 = 0;
  let spans = 0;
  let reward = 0;
  for (const seed of seeds) {
    const rng = new SeededRandom(seed * 1000 + epsilon);
    for (const r of held) {
      const ps = r.spans
        .filter((s) => s.private)
        .map((s) => ({ start: s.start, end: s.end, text: s.text, category: r.domain }));
      if (ps.length === 0) {
        if (clf.predict(spanBag(corpus, r, [])) === r.answer) correct++;
        continue;
      }
      const out = await rewriteMessageDp(r.text, ps, { rewriter: rw, epsilonText: epsilon, rng });
      const reps = out.spans.map((s) => s.replacement);
      await corpus.store.ensure(reps);
      if (clf.predict(spanBag(corpus, r, reps)) === r.answer) correct++;
      const protos = corpus.prototypes.byDomain[r.domain] ?? [];
      ps.forEach((p, i) => {
        const hy = corpus.store.h(reps[i]!);
        if (inversionRank(typeH, corpus.trainTypes.indexOf(p.text), hy) <= 1) top1++;
        reward +=
          (1 - ALPHA) * rPriv(hy, corpus.store.h(p.text)) + ALPHA * (protos.length === 0 ? 0 : rUtil(hy, protos));
        spans++;
      });
    }
  }
  return { rel: correct / (held.length * seeds.length) / base, inv1: top1 / spans, reward: reward / spans };
}

const corpus = await loadCorpus((m) => void process.stderr.write(`${m}\n`));
const mats = phraseMatrices(corpus);
const records = new SeededPrng(11).shuffle([...corpus.trainRecords]);
const cut = Math.floor(records.length * 0.8);
const fit = records.slice(0, cut);
const held = records.slice(cut);
const heldSet = new Set(held);
const fitOccs = corpus.train.filter((o) => !heldSet.has(o.record));
const heldOccs = corpus.train.filter((o) => heldSet.has(o.record));
const clf = new SoftmaxClassifier(
  fit.map((r) => spanBag(corpus, r, null)),
  fit.map((r) => r.answer),
);
const base = held.reduce((n, r) => n + (clf.predict(spanBag(corpus, r, null)) === r.answer ? 1 : 0), 0) / held.length;
const dpoSeed = Number(arg('--dpo-seed') ?? 1);
const pairs = buildPairs(corpus, mats, fitOccs, new SeededPrng(dpoSeed));
const heldPairs = buildPairs(corpus, mats, heldOccs, new SeededPrng(dpoSeed + 1000));
const epsilon = Number(arg('--eps') ?? 20);
const profileName = arg('--profile') ?? 'default';
if (profileName !== 'default' && profileName !== 'per-span') throw new Error('--profile default|per-span');
const profile = profileName === 'default' ? DEFAULT_PROFILE : PER_SPAN_PROFILE;
const seeds = Array.from({ length: Number(arg('--seeds') ?? 3) }, (_, i) => i + 1);
console.log(
  `held-out train part: ${held.length} texts (${heldOccs.length} private spans, ${heldPairs.length} pairs); DPO on ${fitOccs.length} spans (${pairs.length} pairs); ` +
    `unsanitized accuracy ${base.toFixed(3)}; ε_text = ${epsilon}, mechanism seeds 1…${seeds.length}, profile ${JSON.stringify(profile)}`,
);
const ref = await mechanism(corpus, profile, null, held, clf, base, epsilon, seeds);
console.log(
  `| config | held-out E[r] πref | πθ | margin | pref-acc (held-out pairs) | E[r_priv] / E[r_util] πθ | utility rel. | inversion top-1 | drawn reward |`,
);
console.log(`|---|---|---|---|---|---|---|---|---|`);
console.log(`| πref | — | — | — | — | — | ${ref.rel.toFixed(3)} | ${ref.inv1.toFixed(3)} | ${ref.reward.toFixed(3)} |`);
// --windows 8,0: the mechanism's context window for each trained config (0: no context rows; default: the engine's).
const windows = (arg('--windows')?.split(',').map(Number) ?? [undefined]) as (number | undefined)[];
const specs = (arg('--configs') ?? 'lr=1e-3:epochs=8').split(',');
for (const spec of specs) {
  const config = parseConfig(spec);
  const t0 = Date.now();
  const { params } = trainDpo(pairs, [], config, new SeededPrng(dpoSeed));
  const er = expectedRewards(corpus, mats, params, heldOccs);
  const pa = evaluatePairs(params, heldPairs);
  for (const window of windows) {
    const m = await mechanism(
      corpus,
      profile,
      policyFileOf(params, mats, { tune: spec }),
      held,
      clf,
      base,
      epsilon,
      seeds,
      window,
    );
    console.log(
      `| ${spec}${window === undefined ? '' : ` (context window ${window})`} | ${er.ref.r.toFixed(4)} | ${er.dpo.r.toFixed(4)} | ${(er.dpo.r - er.ref.r).toFixed(4)} | ${pa.acc.toFixed(3)} | ${er.dpo.priv.toFixed(3)} / ${er.dpo.util.toFixed(3)} | ${m.rel.toFixed(3)} | ${m.inv1.toFixed(3)} | ${m.reward.toFixed(3)} |` +
        ` (${Math.round((Date.now() - t0) / 1000)} s)`,
    );
  }
}

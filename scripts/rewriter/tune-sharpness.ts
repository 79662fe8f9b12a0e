/**
 * Chooses the utility-profile exponent k (index.ts scoresToUtilities) WITHOUT touching val: the
 * train records are split 80/20 (seeded, by record); the utility classifier is trained on the 80%,
 * and on the 20% we report utility accuracy, inversion top-1 and ROUGE-L of πref and πθ at
 * ε_text ∈ {20, 75} for k ∈ {1, 2, 4}. (πθ itself was trained on all train spans, so its numbers here
 * are optimistic; the choice of k is what this is for.)
 *
 *   nice -n 10 npx tsx scripts/rewriter/tune-sharpness.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DpSpanRewriter, ExponentialMechanism, MAX_EPSILON_PER_DRAW, rewriteSpansDp, SeededRandom } from '../../src/engine/dp/index.ts';
import { createRewriter } from '../../src/engine/rewriter/index.ts';
import type { PhraseEmbeddingsFile, PolicyFile } from '../../src/engine/rewriter/index.ts';
import { loadCorpus } from './corpus.ts';
import { MODELS } from './data.ts';
import { DIM } from './embed.ts';
import { dot } from './math.ts';
import { SeededPrng } from './prng.ts';
import { SoftmaxClassifier, spanBag } from './utility-proxy.ts';

const corpus = await loadCorpus((m) => void process.stderr.write(`${m}\n`));
const policy = JSON.parse(readFileSync(path.join(MODELS, 'rewriter-policy.json'), 'utf8')) as PolicyFile;
const phraseEmbeddings = JSON.parse(readFileSync(path.join(MODELS, 'rewriter-phrase-embeddings.json'), 'utf8')) as PhraseEmbeddingsFile;
const embed = (texts: readonly string[]): Promise<Float32Array[]> => corpus.store.ensure(texts).then(() => texts.map((t) => corpus.store.get(t)));
const records = new SeededPrng(11).shuffle([...corpus.trainRecords]);
const cut = Math.floor(records.length * 0.8);
const fit = records.slice(0, cut);
const held = records.slice(cut);
const clf = new SoftmaxClassifier(fit.map((r) => spanBag(corpus, r, null)), fit.map((r) => r.answer));
const base = held.reduce((n, r) => n + (clf.predict(spanBag(corpus, r, null)) === r.answer ? 1 : 0), 0) / held.length;
console.log(`held-out train part: ${held.length} texts; unsanitized accuracy ${base.toFixed(3)}`);
const types = corpus.trainTypes;
const typeMatrix = new Float32Array(types.length * DIM);
types.forEach((t, i) => typeMatrix.set(corpus.store.get(t), i * DIM));
for (const sharpness of [1, 2, 4]) {
  for (const kind of ['reference', 'dpo'] as const) {
    const rw = await createRewriter({ bank: corpus.bank, embed, phraseEmbeddings, categories: ['medical', 'legal'], sharpness, ...(kind === 'dpo' ? { policy } : {}) });
    for (const epsilon of [20, 75]) {
      const rng = new SeededRandom(epsilon + sharpness * 7);
      let correct = 0;
      let top1 = 0;
      let spans = 0;
      for (const r of held) {
        const ps = r.spans.filter((s) => s.private).map((s) => ({ start: s.start, end: s.end, text: s.text, category: r.domain }));
        if (ps.length === 0) continue;
        await rw.prepare(r.text, ps);
        const mech = ExponentialMechanism.fromBudget({ epsilonText: epsilon, nMax: Math.max(ps.length, Math.ceil(epsilon / MAX_EPSILON_PER_DRAW)) });
        const out = rewriteSpansDp(r.text, ps, new DpSpanRewriter(mech, rw, rng));
        rw.forget();
        const reps = out.spans.map((s) => s.replacement);
        if (clf.predict(spanBag(corpus, r, reps)) === r.answer) correct++;
        ps.forEach((p, i) => {
          const y = corpus.store.get(reps[i]!);
          const target = types.indexOf(p.text);
          const ts = dot(y, typeMatrix, target * DIM);
          let rank = 1;
          for (let t = 0; t < types.length; t++) if (dot(y, typeMatrix, t * DIM) > ts) rank++;
          if (rank === 1) top1++;
          spans++;
        });
      }
      console.log(`k=${sharpness} ${kind} ε=${epsilon}: utility ${(correct / held.length).toFixed(3)} (rel ${(correct / held.length / base).toFixed(3)}), inversion top-1 ${(top1 / spans).toFixed(3)}`);
    }
  }
}

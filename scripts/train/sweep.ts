/**
 * One training configuration, judged on what choices may be made on: val F1 (must stay ≥ 0.97), the
 * development set (templated private messages with calibration-part terms) and the sensitive-free
 * calibration messages. Never on the bench's evaluation sets (held-out types, templated eval, clean sets).
 * Run: nice -n 10 npx tsx scripts/train/sweep.ts [preserve=0] [steps=400] [weightDecay=1e-4]
 */
import { EmbeddingCache } from './embed.ts';
import { DEFAULT_CONFIG, evaluate, localizerPredictor, makeEncoder } from './pipeline.ts';
import { ensureEmbeddings, loadCorpus, trainAll } from './run.ts';

const arg = (i: number, d: number): number => (process.argv[2 + i] === undefined ? d : Number(process.argv[2 + i]));
const cfg = { ...DEFAULT_CONFIG, preserve: arg(0, DEFAULT_CONFIG.preserve), steps: arg(1, DEFAULT_CONFIG.steps), weightDecay: arg(2, DEFAULT_CONFIG.weightDecay) };
const c = loadCorpus();
const cache = new EmbeddingCache();
await ensureEmbeddings(c, cache, (s) => console.error(s));
const t = trainAll(c, cache, new Set(), cfg);
const predict = localizerPredictor(makeEncoder(cache, t.adapter), t.protos);
const v = evaluate(c.val, predict);
const d = evaluate(c.dev, predict);
const cal = evaluate(c.calibration, predict);
const f = (x: number): string => (100 * x).toFixed(1);
console.log(
  `preserve=${cfg.preserve} steps=${cfg.steps} wd=${cfg.weightDecay} floor=${t.protos.floor.toFixed(3)} | val P ${f(v.all.precision)} R ${f(v.all.recall)} F1 ${f(v.all.f1)}` +
    ` | dev P ${f(d.all.precision)} R ${f(d.all.recall)} F1 ${f(d.all.f1)} | calibration flagged ${f(cal.flagged)} | ${t.seconds.toFixed(0)} s`,
);

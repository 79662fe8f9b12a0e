/**
 * The token-head trainer's speed and bit identity (docs/fact-tagger.md "Session 37"): scripts/train/tagger.ts
 * trainTagger against the trainer as it was before session 37 (copied below, with its Adam), on the first `--tokens`
 * token states of a cached fact-tagger state file (random normal states when there is none) with seeded random labels
 * (IGNORE mixed in). Old and new run interleaved (A B A B), each run's head serialized and compared byte for byte.
 *   nice -n 10 npx tsx scripts/bench/trainer-speed.ts [--tokens 60000] [--context 1] [--pooled] [--hidden 48] [--classes 9] [--epochs 1] [--rounds 2] [--random]
 */
import { closeSync, existsSync, openSync, readdirSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { FACT_CLASSES, serializeFactTaggerHead } from '../../src/engine/fact-tagger/head.ts';
import { serializeTaggerHead, TAG_CLASSES, type TaggerHead } from '../../src/engine/tagger/head.ts';
import { standardise } from '../train/adam.ts';
import { CACHE_DIR } from '../train/data.ts';
import { mulberry32, Prng } from '../train/prng.ts';
import { referenceGradients } from '../train/tagger-reference.ts';
import { contextRow, DEFAULT_TRAIN, exampleMeans, IGNORE, trainTagger, type TagTokenSet, type TrainOptions } from '../train/tagger.ts';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};

/** The first `tokens` states of the smallest cached fact-tagger state file holding that many, else random ones. */
export function benchTokenSet(tokens: number, classes: number, random = false, seed = 7): TagTokenSet {
  const rand = mulberry32(seed);
  const files = existsSync(CACHE_DIR) && !random
    ? readdirSync(CACHE_DIR)
        .filter((f) => /^fact-tagger-states-.*\.bin$/.test(f))
        .map((f) => path.join(CACHE_DIR, f))
        .sort((a, b) => statSync(a).size - statSync(b).size)
    : [];
  let dim = 512;
  let x = new Float32Array(0);
  let example = new Int32Array(0);
  let n = tokens;
  let source = 'random normal states';
  for (const file of files) {
    const fd = openSync(file, 'r');
    const head = Buffer.alloc(8);
    readSync(fd, head, 0, 8, 0);
    const total = head.readInt32LE(0);
    dim = head.readInt32LE(4);
    if (total < tokens) {
      closeSync(fd);
      continue;
    }
    const meta = Buffer.alloc(tokens * 12);
    readSync(fd, meta, 0, meta.length, 8);
    const xs = Buffer.alloc(tokens * dim * 4);
    readSync(fd, xs, 0, xs.length, 8 + total * 12);
    closeSync(fd);
    x = new Float32Array(xs.buffer, xs.byteOffset, tokens * dim).slice();
    example = Int32Array.from({ length: tokens }, (_, t) => meta.readInt32LE(12 * t));
    source = path.basename(file);
    break;
  }
  if (!x.length) {
    n = tokens;
    x = Float32Array.from({ length: n * dim }, () => {
      const u = 1 - rand();
      return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
    });
    example = Int32Array.from({ length: n }, (_, t) => Math.floor(t / 17));
  }
  // Labels: mostly O, entity runs (B then I), a few IGNORE.
  const y = new Uint8Array(n);
  for (let t = 0; t < n; t++) {
    const r = rand();
    if (r < 0.05) y[t] = IGNORE;
    else if (r < 0.2) {
      const type = Math.floor(rand() * ((classes - 1) / 2));
      y[t] = 1 + 2 * type;
      if (t + 1 < n && rand() < 0.6) y[++t] = 2 + 2 * type;
    }
  }
  console.log(`  ${n} tokens of ${dim} from ${source}`);
  return { x, y, example, starts: new Int32Array(n), ends: new Int32Array(n), n, dim };
}

/** Adam as scripts/train/adam.ts had it before session 37. */
class OldAdam {
  private readonly m: Float32Array[];
  private readonly v: Float32Array[];
  private step = 0;
  private readonly beta1 = 0.9;
  private readonly beta2 = 0.999;
  constructor(
    private readonly params: readonly Float32Array[],
    private readonly decayed: ReadonlySet<number>,
  ) {
    this.m = params.map((p) => new Float32Array(p.length));
    this.v = params.map((p) => new Float32Array(p.length));
  }
  update(grads: readonly Float32Array[], lr: number, l2: number): void {
    const { beta1, beta2 } = this;
    this.step++;
    const lrT = (lr * Math.sqrt(1 - beta2 ** this.step)) / (1 - beta1 ** this.step);
    this.params.forEach((p, k) => {
      const g = grads[k] as Float32Array;
      const mk = this.m[k] as Float32Array;
      const vk = this.v[k] as Float32Array;
      const decay = this.decayed.has(k) ? l2 : 0;
      for (let i = 0; i < p.length; i++) {
        const gi = (g[i] ?? 0) + decay * (p[i] ?? 0);
        mk[i] = beta1 * (mk[i] ?? 0) + (1 - beta1) * gi;
        vk[i] = beta2 * (vk[i] ?? 0) + (1 - beta2) * gi * gi;
        p[i] = (p[i] ?? 0) - (lrT * (mk[i] ?? 0)) / (Math.sqrt(vk[i] ?? 0) + 1e-8);
      }
    });
  }
}

/** scripts/train/tagger.ts trainTagger as it was before session 37 (the reference the new trainer must match bit for bit). */
export function trainTaggerOld(data: TagTokenSet, options: TrainOptions, log: (s: string) => void, classes: number): TaggerHead {
  const { y } = data;
  const { hidden } = options;
  const context = options.context ?? 0;
  const pooled = options.pooled === true;
  const width = (2 * context + 1) * data.dim;
  const dim = width + (pooled ? data.dim : 0);
  const means = pooled ? exampleMeans(data) : undefined;
  const zero = new Float32Array(data.dim);
  const input = (t: number, out: Float32Array, offset: number): void => {
    if (context) contextRow(data, t, context, out, offset);
    else out.set(data.x.subarray(t * data.dim, (t + 1) * data.dim), offset);
    if (means) out.set(means.get(data.example[t] ?? 0) ?? zero, offset + width);
  };
  const K = classes;
  const rng = new Prng(options.seed);
  const used = Int32Array.from(Array.from(y.keys()).filter((t) => y[t] !== IGNORE));
  const n = used.length;
  const { mean, invStd } = standardise(n, dim, (i, out) => input(used[i] ?? 0, out, 0));
  const head: TaggerHead = {
    dim,
    hidden,
    classes: K,
    mean,
    invStd,
    w1: Float32Array.from({ length: hidden * dim }, () => rng.normal() * Math.sqrt(2 / dim)),
    b1: new Float32Array(hidden),
    w2: Float32Array.from({ length: K * hidden }, () => rng.normal() * Math.sqrt(1 / hidden)),
    b2: new Float32Array(K),
    calA: 1,
    calB: 0,
    threshold: 0.5,
    ...(context ? { context } : {}),
    ...(pooled ? { pooled } : {}),
  };
  const params = [head.w1, head.b1, head.w2, head.b2];
  const adam = new OldAdam(params, new Set([0, 2]));
  const order = Int32Array.from(used);
  const xs = new Float32Array(options.batch * dim);
  const labels = new Uint8Array(options.batch);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (let i = n - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = order[i] ?? 0;
      order[i] = order[j] ?? 0;
      order[j] = t;
    }
    const stats = { loss: 0, weight: 0 };
    for (let start = 0; start < n; start += options.batch) {
      const rows = Math.min(options.batch, n - start);
      for (let r = 0; r < rows; r++) {
        input(order[start + r] ?? 0, xs, r * dim);
        labels[r] = y[order[start + r] ?? 0] ?? 0;
      }
      const grads = referenceGradients(head, xs, labels, rows, options.entityWeight, stats);
      adam.update(grads, options.lr, options.l2);
    }
    log(`  epoch ${epoch + 1}/${options.epochs}: mean weighted loss ${(stats.loss / stats.weight).toFixed(4)}`);
  }
  return head;
}

const serialize = (h: TaggerHead): string => JSON.stringify(h.classes === FACT_CLASSES ? serializeFactTaggerHead(h) : serializeTaggerHead(h));

if (process.argv[1] && path.resolve(process.argv[1]).endsWith(path.join('scripts', 'bench', 'trainer-speed.ts'))) {
  const classes = arg('classes', FACT_CLASSES);
  if (classes !== FACT_CLASSES && classes !== TAG_CLASSES) throw new Error(`--classes ${FACT_CLASSES} or ${TAG_CLASSES}`);
  const data = benchTokenSet(arg('tokens', 60000), classes, process.argv.includes('--random'));
  const options: TrainOptions = { ...DEFAULT_TRAIN, hidden: arg('hidden', 48), epochs: arg('epochs', 1), entityWeight: 1.5, context: arg('context', 1), pooled: process.argv.includes('--pooled') };
  console.log(`  context ${options.context}${options.pooled ? ', pooled' : ''}, hidden ${options.hidden}, ${classes} classes, ${options.epochs} epoch(s)`);
  // Wall time, and the process's CPU time (user + system; less moved by the other processes on a shared machine).
  const times: Record<'old' | 'new', number[]> = { old: [], new: [] };
  const cpu: Record<'old' | 'new', number[]> = { old: [], new: [] };
  let reference: string | undefined;
  let same = true;
  for (let round = 0; round < arg('rounds', 2); round++) {
    for (const which of round % 2 === 0 ? (['old', 'new'] as const) : (['new', 'old'] as const)) {
      const t0 = performance.now();
      const c0 = process.cpuUsage();
      const head = (which === 'old' ? trainTaggerOld : trainTagger)(data, options, () => undefined, classes);
      const c1 = process.cpuUsage(c0);
      const ms = performance.now() - t0;
      times[which].push(ms);
      cpu[which].push((c1.user + c1.system) / 1000);
      const json = serialize(head);
      reference ??= json;
      const ok = json === reference;
      same &&= ok;
      console.log(`  round ${round + 1} ${which}: ${(ms / 1000).toFixed(2)} s (CPU ${((cpu[which].at(-1) ?? 0) / 1000).toFixed(2)} s), head ${ok ? 'identical' : 'DIFFERS'}`);
    }
  }
  const best = (l: number[]): number => Math.min(...l);
  const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
  console.log(`best of ${times.old.length}: old ${s(best(times.old))}, new ${s(best(times.new))}: ${(best(times.old) / best(times.new)).toFixed(2)}x (CPU ${s(best(cpu.old))} / ${s(best(cpu.new))}: ${(best(cpu.old) / best(cpu.new)).toFixed(2)}x); heads ${same ? 'byte-identical' : 'DIFFER'}`);
  if (!same) process.exitCode = 1;
}

/**
 * The downstream-utility proxy of the rewriting bench: multinomial logistic regression on the "span bag"
 * of a text (normalised sum of the embeddings of all its annotated spans, private ones replaced by their
 * rewrites), trained on original texts to predict the answer (diagnosis / charge).
 */
import type { Corpus } from './corpus.ts';
import type { DataRecord } from './data.ts';
import { DIM } from './embed.ts';
import { normalised } from './math.ts';

/** Multinomial logistic regression, full-batch gradient descent with momentum; deterministic (zero init). */
export class SoftmaxClassifier {
  readonly labels: string[];
  readonly #w: Float64Array;
  constructor(xs: readonly Float32Array[], ys: readonly string[], epochs = 300, lr = 0.5, l2 = 1e-4) {
    this.labels = [...new Set(ys)].sort();
    const k = this.labels.length;
    const d = DIM + 1;
    this.#w = new Float64Array(k * d);
    const yi = ys.map((y) => this.labels.indexOf(y));
    const v = new Float64Array(k * d);
    for (let e = 0; e < epochs; e++) {
      const g = new Float64Array(k * d);
      xs.forEach((x, n) => {
        const p = this.#probs(x);
        for (let c = 0; c < k; c++) {
          const err = p[c]! - (c === yi[n] ? 1 : 0);
          for (let i = 0; i < DIM; i++) g[c * d + i] = g[c * d + i]! + err * x[i]!;
          g[c * d + DIM] = g[c * d + DIM]! + err;
        }
      });
      for (let i = 0; i < g.length; i++) {
        v[i] = 0.9 * v[i]! + g[i]! / xs.length + l2 * this.#w[i]!;
        this.#w[i] = this.#w[i]! - lr * v[i]!;
      }
    }
  }
  #probs(x: Float32Array): Float64Array {
    const k = this.labels.length;
    const d = DIM + 1;
    const z = new Float64Array(k);
    let max = -Infinity;
    for (let c = 0; c < k; c++) {
      let s = this.#w[c * d + DIM]!;
      for (let i = 0; i < DIM; i++) s += this.#w[c * d + i]! * x[i]!;
      z[c] = s;
      if (s > max) max = s;
    }
    let sum = 0;
    for (let c = 0; c < k; c++) {
      z[c] = Math.exp(z[c]! - max);
      sum += z[c]!;
    }
    for (let c = 0; c < k; c++) z[c] = z[c]! / sum;
    return z;
  }
  predict(x: Float32Array): string {
    const p = this.#probs(x);
    let best = 0;
    for (let c = 1; c < p.length; c++) if (p[c]! > p[best]!) best = c;
    return this.labels[best]!;
  }
}

/** The span bag of a record, with private spans replaced by `replacements` (same order as its private spans). */
export function spanBag(corpus: Corpus, r: DataRecord, replacements: readonly string[] | null): Float32Array {
  const sum = new Float32Array(DIM);
  let k = 0;
  for (const s of r.spans) {
    const text = s.private && replacements !== null ? replacements[k++]! : s.text;
    const v = corpus.store.get(text);
    for (let i = 0; i < DIM; i++) sum[i] = sum[i]! + v[i]!;
  }
  return normalised(sum);
}


/** The span bag of a record with its private spans left out (the "drop" reference of the ceiling analysis). */
export function spanBagWithout(corpus: Corpus, r: DataRecord): Float32Array {
  const sum = new Float32Array(DIM);
  for (const s of r.spans) {
    if (s.private) continue;
    const v = corpus.store.get(s.text);
    for (let i = 0; i < DIM; i++) sum[i] = sum[i]! + v[i]!;
  }
  return normalised(sum);
}

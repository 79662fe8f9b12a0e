/**
 * What the token heads' trainers (context-head.ts, tagger.ts) share: per-feature standardisation from the training
 * rows, and minibatch Adam over Float32Array parameters with L2 decay on the chosen arrays. Deterministic: the same
 * arithmetic in the same order as each trainer had inline (scripts/train/adam.test.ts).
 */

/** Mean and 1 / standard deviation of each of `dim` features over `count` rows; `fill(i, out)` writes row i. */
export function standardise(count: number, dim: number, fill: (i: number, out: Float32Array) => void): { mean: Float32Array; invStd: Float32Array } {
  const mean = new Float32Array(dim);
  const sq = new Float64Array(dim);
  const row = new Float32Array(dim);
  for (let i = 0; i < count; i++) {
    fill(i, row);
    for (let c = 0; c < dim; c++) mean[c] = (mean[c] as number) + (row[c] as number) / count;
  }
  for (let i = 0; i < count; i++) {
    fill(i, row);
    for (let c = 0; c < dim; c++) {
      const d = (row[c] as number) - (mean[c] as number);
      sq[c] = (sq[c] as number) + (d * d) / count;
    }
  }
  return { mean, invStd: Float32Array.from(sq, (v) => 1 / Math.sqrt(v + 1e-6)) };
}

/** Adam (β1 0.9, β2 0.999, ε 1e-8, bias-corrected step size) over `params`; arrays in `decayed` get L2 decay. */
export class Adam {
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

  /** One update from `grads` (same shapes as the parameters) at learning rate `lr` and decay `l2`. */
  update(grads: readonly Float32Array[], lr: number, l2: number): void {
    const { beta1, beta2 } = this;
    this.step++;
    const lrT = (lr * Math.sqrt(1 - beta2 ** this.step)) / (1 - beta1 ** this.step);
    const c1 = 1 - beta1;
    const c2 = 1 - beta2;
    for (let k = 0; k < this.params.length; k++) {
      const p = this.params[k] as Float32Array;
      const g = grads[k] as Float32Array;
      const mk = this.m[k] as Float32Array;
      const vk = this.v[k] as Float32Array;
      const decay = this.decayed.has(k) ? l2 : 0;
      // The float32 moments are read back rounded, as stored.
      for (let i = 0; i < p.length; i++) {
        const pi = p[i] as number;
        const gi = (g[i] as number) + decay * pi;
        const m = Math.fround(beta1 * (mk[i] as number) + c1 * gi);
        const v = Math.fround(beta2 * (vk[i] as number) + c2 * gi * gi);
        mk[i] = m;
        vk[i] = v;
        p[i] = pi - (lrT * m) / (Math.sqrt(v) + 1e-8);
      }
    }
  }
}

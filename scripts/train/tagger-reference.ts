/**
 * The token-head trainer's batch gradients as trainTagger computed them before session 37 (inline, row by row): the
 * reference tagGradients must match bit for bit (tagger-grad.test.ts), and the old trainer scripts/bench/trainer-speed.ts
 * times against the new one.
 */
import { softmaxRows, tagLogits, type TaggerHead } from '../../src/engine/tagger/head.ts';

/** One batch's gradients (fresh arrays); adds each row's weighted loss and weight to `stats`. */
export function referenceGradients(head: TaggerHead, xs: Float32Array, labels: ArrayLike<number>, rows: number, entityWeight: number, stats: { loss: number; weight: number }): Float32Array[] {
  const { dim, hidden, classes: K, mean, invStd } = head;
  const grads = [head.w1, head.b1, head.w2, head.b2].map((p) => new Float32Array(p.length));
  const [gw1, gb1, gw2, gb2] = grads as [Float32Array, Float32Array, Float32Array, Float32Array];
  const hid = new Float32Array(rows * hidden);
  const p = softmaxRows(tagLogits(head, xs, rows, hid), K);
  const dz = new Float32Array(K);
  const da = new Float32Array(hidden);
  let wsum = 0;
  for (let r = 0; r < rows; r++) wsum += (labels[r] ?? 0) > 0 ? entityWeight : 1;
  for (let r = 0; r < rows; r++) {
    const label = labels[r] ?? 0;
    const w = label > 0 ? entityWeight : 1;
    stats.loss += -Math.log(Math.max(p[r * K + label] ?? 0, 1e-12)) * w;
    stats.weight += w;
    for (let k = 0; k < K; k++) {
      dz[k] = (((p[r * K + k] ?? 0) - (k === label ? 1 : 0)) * w) / wsum;
      gb2[k] = (gb2[k] ?? 0) + (dz[k] ?? 0);
    }
    da.fill(0);
    for (let h = 0; h < hidden; h++) {
      const a = hid[r * hidden + h] ?? 0;
      if (a <= 0) continue;
      let s = 0;
      for (let k = 0; k < K; k++) {
        gw2[k * hidden + h] = (gw2[k * hidden + h] ?? 0) + (dz[k] ?? 0) * a;
        s += (dz[k] ?? 0) * (head.w2[k * hidden + h] ?? 0);
      }
      da[h] = s;
    }
    const base = r * dim;
    for (let h = 0; h < hidden; h++) {
      const d = da[h] ?? 0;
      if (d === 0) continue;
      gb1[h] = (gb1[h] ?? 0) + d;
      const row = h * dim;
      for (let c = 0; c < dim; c++) gw1[row + c] = (gw1[row + c] ?? 0) + d * ((xs[base + c] ?? 0) - (mean[c] ?? 0)) * (invStd[c] ?? 1);
    }
  }
  return grads;
}

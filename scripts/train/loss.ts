/**
 * Multi-positive InfoNCE (DAMPER Eq. 1) over a batch of L2-normalised embeddings Z [n][d]:
 *   L_i = -log( Σ_{a∈A_i} exp(cos(z_i,z_a)/τ) / Σ_{g∈G_i} exp(cos(z_i,z_g)/τ) ),  G_i = A_i ∪ N_i,
 * for every anchor i that is a private span of domain k: A_i = other private spans of domain k in the
 * batch, N_i = private spans of other domains and every non-private span. Non-private items are only
 * negatives (never anchors), as in the paper. Returns the mean loss over anchors and dL/dZ.
 */
export interface BatchLabels {
  /** domain index for private spans, -1 for non-private */
  domain: Int32Array;
}

export function infoNce(z: Float32Array, n: number, d: number, labels: BatchLabels, tau: number): { loss: number; grad: Float32Array; anchors: number } {
  const grad = new Float32Array(n * d);
  const sims = new Float64Array(n);
  const coef = new Float64Array(n);
  let total = 0;
  let anchors = 0;
  for (let i = 0; i < n; i++) {
    const k = labels.domain[i] ?? -1;
    if (k < 0) continue;
    let hasPos = false;
    for (let j = 0; j < n; j++) if (j !== i && labels.domain[j] === k) hasPos = true;
    if (!hasPos) continue;
    anchors++;
    let maxS = -Infinity;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      let s = 0;
      for (let t = 0; t < d; t++) s += (z[i * d + t] ?? 0) * (z[j * d + t] ?? 0);
      sims[j] = s / tau;
      if (sims[j]! > maxS) maxS = sims[j]!;
    }
    let sumG = 0;
    let sumA = 0;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const e = Math.exp((sims[j] ?? 0) - maxS);
      sumG += e;
      if (labels.domain[j] === k) sumA += e;
    }
    total += -Math.log(sumA / sumG);
    // dL_i/ds_ij = (softmax_G(j) - softmax_A(j)) / τ
    for (let j = 0; j < n; j++) {
      if (j === i) {
        coef[j] = 0;
        continue;
      }
      const e = Math.exp((sims[j] ?? 0) - maxS);
      coef[j] = (e / sumG - (labels.domain[j] === k ? e / sumA : 0)) / tau;
    }
    for (let j = 0; j < n; j++) {
      const c = coef[j] ?? 0;
      if (c === 0) continue;
      for (let t = 0; t < d; t++) {
        grad[i * d + t] = (grad[i * d + t] ?? 0) + c * (z[j * d + t] ?? 0);
        grad[j * d + t] = (grad[j * d + t] ?? 0) + c * (z[i * d + t] ?? 0);
      }
    }
  }
  if (anchors > 0) {
    for (let t = 0; t < grad.length; t++) grad[t] = (grad[t] ?? 0) / anchors;
  }
  return { loss: anchors > 0 ? total / anchors : 0, grad, anchors };
}

/**
 * Geometry-preserving regulariser toward the frozen backbone: the mean over ordered pairs i ≠ j of
 * (cos(z_i, z_j) − cos(x_i, x_j))², Z the adapter outputs [n][d], X the backbone vectors [n][dx] (both
 * L2-normalised). InfoNCE alone drives the training loss to ~0 by memorising the training strings; this term
 * keeps the pairwise similarities of h(·) close to those of g(·), so a span never seen in training still
 * lands near the spans the backbone finds similar to it. Returns the loss and dL/dZ.
 */
export function similarityPreservation(z: Float32Array, x: Float32Array, n: number, d: number, dx: number): { loss: number; grad: Float32Array } {
  const grad = new Float32Array(n * d);
  if (n < 2) return { loss: 0, grad };
  const pairs = n * (n - 1);
  let loss = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      let sz = 0;
      for (let t = 0; t < d; t++) sz += (z[i * d + t] ?? 0) * (z[j * d + t] ?? 0);
      let sx = 0;
      for (let t = 0; t < dx; t++) sx += (x[i * dx + t] ?? 0) * (x[j * dx + t] ?? 0);
      const r = sz - sx;
      loss += (2 * r * r) / pairs; // (i, j) and (j, i)
      const c = (4 * r) / pairs;
      for (let t = 0; t < d; t++) {
        grad[i * d + t] = (grad[i * d + t] ?? 0) + c * (z[j * d + t] ?? 0);
        grad[j * d + t] = (grad[j * d + t] ?? 0) + c * (z[i * d + t] ?? 0);
      }
    }
  }
  return { loss, grad };
}

/** Vector helpers and the composite reward of DAMPER Eqs. 3–5 (one span at a time). */
export function dot(a: Float32Array, b: Float32Array, bOffset = 0): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[bOffset + i]!;
  return s;
}

export function normalised(v: Float32Array): Float32Array {
  let s = 0;
  for (const x of v) s += x * x;
  const n = Math.sqrt(s) || 1;
  return Float32Array.from(v, (x) => x / n);
}

/** Eq. 3 for one span: r_priv = 1 − cos(h(y), h(s)). Vectors are unit length. */
export function rPriv(y: Float32Array, original: Float32Array): number {
  return 1 - dot(y, original);
}

/** Eq. 4 for one span: r_util = max_j cos(h(y), p_j) over the domain's prototypes. */
export function rUtil(y: Float32Array, prototypes: readonly Float32Array[]): number {
  let best = -Infinity;
  for (const p of prototypes) best = Math.max(best, dot(y, p));
  return best;
}

/** Eq. 5: r = (1 − α)·r_priv + α·r_util. */
export function reward(y: Float32Array, original: Float32Array, prototypes: readonly Float32Array[], alpha: number): number {
  return (1 - alpha) * rPriv(y, original) + alpha * rUtil(y, prototypes);
}

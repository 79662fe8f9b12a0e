/**
 * Length-bucketed batching. USE-Lite pads every row of a run to the longest row (SparseToDense to
 * [rows, maxLen]) and attention is quadratic in that length, so mixing a 3-token span with a 120-token
 * text wastes work. Rows are grouped by length bucket, then cut into runs of at most `maxBatchSize`.
 */

/**
 * Upper bounds (inclusive) of the token-length buckets; the last equals the model limit. The converted
 * model computes its projections on real tokens only (scripts/convert-use/ops.ts packedPointwise), so
 * padding now costs only in attention (quadratic in the padded length) and in the cheap per-position
 * ops on the dense grid, while every run has a fixed cost of its own (about 3–4 ms in WASM, one thread:
 * a one-token row costs that much). Spans and short lines (≤ 32 tokens) therefore share one run, and
 * only long texts are kept apart from them: on the realistic set's 124 longest messages, dp analyze +
 * sanitize took 5 % less CPU than with buckets of 16, 32, 64 and 128 tokens (session 14, interleaved in
 * one process; one bucket of 128 measured the same).
 */
export const LENGTH_BUCKETS: readonly number[] = [32, 128];

export function bucketOf(length: number, buckets: readonly number[] = LENGTH_BUCKETS): number {
  const i = buckets.findIndex((limit) => length <= limit);
  return i < 0 ? buckets.length - 1 : i;
}

/** Indices into `lengths`, grouped into batches; every index appears exactly once. */
export function planBatches(lengths: readonly number[], maxBatchSize: number, buckets: readonly number[] = LENGTH_BUCKETS): number[][] {
  if (!Number.isInteger(maxBatchSize) || maxBatchSize < 1) throw new RangeError(`maxBatchSize must be a positive integer, got ${maxBatchSize}`);
  const groups: number[][] = buckets.map(() => []);
  lengths.forEach((len, i) => groups[bucketOf(len, buckets)]?.push(i));
  const batches: number[][] = [];
  for (const group of groups) {
    for (let at = 0; at < group.length; at += maxBatchSize) batches.push(group.slice(at, at + maxBatchSize));
  }
  return batches;
}

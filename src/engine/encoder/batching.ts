/**
 * Length-bucketed batching. USE-Lite pads every row of a batch to the longest row internally
 * (SparseToDense to [rows, maxLen]) and attention is quadratic in that length, so mixing a 3-token
 * span with a 120-token one wastes most of the work. Rows are grouped by length bucket, then cut
 * into batches of at most `maxBatchSize`.
 */

/**
 * Upper bounds (inclusive) of the token-length buckets; the last equals the model limit. Narrow at the
 * short end where spans live: a run's fixed cost (~300 small graph nodes) is well below the cost of
 * projecting padded positions through the 512→1536 attention matrices.
 */
export const LENGTH_BUCKETS: readonly number[] = [4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128];

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

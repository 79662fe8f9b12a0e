import { describe, expect, it } from 'vitest';
import { bucketOf, LENGTH_BUCKETS, planBatches } from './batching.ts';
import { detectExecutionProviders, executionProvidersFor } from './execution-providers.ts';
import { LruCache } from './lru.ts';

describe('execution providers', () => {
  it('prefers WebGPU only when an adapter exists', async () => {
    expect(executionProvidersFor(true)).toEqual(['webgpu', 'wasm']);
    expect(executionProvidersFor(false)).toEqual(['wasm']);
    expect(await detectExecutionProviders(undefined)).toEqual(['wasm']);
    expect(await detectExecutionProviders({})).toEqual(['wasm']);
    expect(await detectExecutionProviders({ gpu: { requestAdapter: () => Promise.resolve(null) } })).toEqual(['wasm']);
    expect(await detectExecutionProviders({ gpu: { requestAdapter: () => Promise.reject(new Error('blocked')) } })).toEqual(['wasm']);
    expect(await detectExecutionProviders({ gpu: { requestAdapter: () => Promise.resolve({}) } })).toEqual(['webgpu', 'wasm']);
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry', () => {
    const c = new LruCache<string, number>(2);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1); // a is now the most recent
    c.set('c', 3);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    expect(c.get('c')).toBe(3);
    expect(c.size).toBe(2);
  });

  it('stores nothing with capacity 0 and rejects bad capacities', () => {
    const c = new LruCache<string, number>(0);
    c.set('a', 1);
    expect(c.get('a')).toBeUndefined();
    expect(() => new LruCache(-1)).toThrow(RangeError);
  });
});

describe('planBatches', () => {
  it('puts every index in exactly one batch, grouped by bucket, at most maxBatchSize each', () => {
    const lengths = [1, 3, 5, 9, 17, 33, 70, 128, 2, 4, 4, 4, 4, 0];
    const batches = planBatches(lengths, 3);
    expect(batches.flat().sort((a, b) => a - b)).toEqual(lengths.map((_, i) => i));
    for (const b of batches) {
      expect(b.length).toBeLessThanOrEqual(3);
      expect(new Set(b.map((i) => bucketOf(lengths[i] ?? 0))).size).toBe(1);
    }
  });

  it('ends with the model limit and rejects a bad batch size', () => {
    expect(LENGTH_BUCKETS.at(-1)).toBe(128);
    expect(bucketOf(500)).toBe(LENGTH_BUCKETS.length - 1);
    expect(() => planBatches([1], 0)).toThrow(RangeError);
  });
});

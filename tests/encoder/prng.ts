import { mulberry32 } from '../../scripts/train/prng.ts';

/** Deterministic test data (mulberry32): the same strings on every run, no Math.random. */
export const prng = mulberry32;

export function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error('pick from empty list');
  return item;
}

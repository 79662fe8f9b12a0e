import { describe, expect, it } from 'vitest';
import { withContext } from './token-mlp.ts';

describe('withContext: each token beside its neighbours', () => {
  it('puts rows t−c … t+c side by side, zeros past the ends', () => {
    // three tokens of dim 2: [1,1], [2,2], [3,3]
    const states = Float32Array.from([1, 1, 2, 2, 3, 3]);
    expect(Array.from(withContext(states, 3, 2, 1))).toEqual([0, 0, 1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3, 0, 0]);
    expect(Array.from(withContext(states, 3, 2, 0))).toEqual([1, 1, 2, 2, 3, 3]);
  });
  it('reads no state beyond the n tokens it is given', () => {
    const states = Float32Array.from([1, 9, 9]);
    expect(Array.from(withContext(states, 1, 1, 2))).toEqual([0, 0, 1, 0, 0]);
  });
});

import { describe, expect, it } from 'vitest';
import { gateProbability, messageFeatures, parseMessageGate, serializeMessageGate, type MessageGate } from './index.ts';

const gate = (over: Partial<MessageGate> = {}): MessageGate => ({
  dim: 4,
  mean: Float32Array.from([0, 0, 0, 0]),
  invStd: Float32Array.from([1, 1, 1, 1]),
  w: Float32Array.from([1, 0, 0, 2]),
  b: -0.5,
  threshold: 0.05,
  ...over,
});

describe('message gate head', () => {
  it('pools sentence vectors into their mean and their coordinate-wise maximum', () => {
    const f = messageFeatures([Float32Array.from([1, -2]), Float32Array.from([3, -4])], 2);
    expect([...f]).toEqual([2, -3, 3, -2]);
    // one vector: mean and maximum are the vector itself; none: zeros
    expect([...messageFeatures([Float32Array.from([-1, 5])], 2)]).toEqual([-1, 5, -1, 5]);
    expect([...messageFeatures([], 2)]).toEqual([0, 0, 0, 0]);
    expect(() => messageFeatures([Float32Array.from([1, 2, 3])], 2)).toThrow(/3 values, expected 2/);
  });

  it('is a logistic regression on standardised features', () => {
    const g = gate({ mean: Float32Array.from([1, 0, 0, 1]), invStd: Float32Array.from([0.5, 1, 1, 2]) });
    const f = Float32Array.from([3, 7, 7, 2]);
    // z = -0.5 + 1·(3-1)·0.5 + 2·(2-1)·2 = 4.5
    expect(gateProbability(g, f)).toBeCloseTo(1 / (1 + Math.exp(-4.5)), 6);
    expect(() => gateProbability(g, Float32Array.from([1, 2]))).toThrow(/2 features, expected 4/);
  });

  it('round-trips through its file and refuses a broken one', () => {
    const g = gate();
    const back = parseMessageGate(JSON.parse(JSON.stringify(serializeMessageGate(g))));
    expect(back.dim).toBe(4);
    expect([...back.w]).toEqual([1, 0, 0, 2]);
    expect(back.threshold).toBe(0.05);
    const file = serializeMessageGate(g);
    expect(() => parseMessageGate({ ...file, version: 2 })).toThrow(/not a version-1/);
    expect(() => parseMessageGate({ ...file, threshold: 1.5 })).toThrow(/out of range/);
    expect(() => parseMessageGate({ ...file, dim: 3 })).toThrow(/out of range/);
    expect(() =>
      parseMessageGate({ ...file, w: serializeMessageGate(gate({ dim: 2, w: Float32Array.from([1, 2]) })).w }),
    ).toThrow(/w has 2 values, expected 4/);
    expect(() =>
      parseMessageGate({
        ...file,
        mean: serializeMessageGate(gate({ mean: Float32Array.from([0, Number.NaN, 0, 0]) })).mean,
      }),
    ).toThrow(/not finite/);
  });
});

import { describe, expect, it } from 'vitest';
import { Adapter, base64ToF32, f32ToBase64 } from './adapter.ts';
import { infoNce } from './loss.ts';
import { Prng } from './prng.ts';

// Finite-difference check of the hand-written gradients (adapter + Eq. 1 loss), tolerance 2e-3 + 5% (float32 weights, h = 1e-3).
describe('adapter + multi-positive InfoNCE gradients', () => {
  const n = 8;
  const r = new Prng(7);
  const x = new Float32Array(n * 6).map(() => r.normal());
  const labels = { domain: Int32Array.from([0, 0, 1, 1, -1, -1, 0, 1]) };
  const lossOf = (a: Adapter): number => infoNce(a.forward(x, n).out, n, 4, labels, 0.1).loss;

  it('matches central differences', () => {
    const a = Adapter.init([6, 16, 4], 3);
    const f = a.forward(x, n);
    const { grad } = infoNce(f.out, n, 4, labels, 0.1);
    const { gw, gb } = a.backward(f, grad, n);
    const h = 1e-3;
    for (let l = 0; l < a.layers.length; l++) {
      const L = a.layers[l]!;
      for (const [arr, g] of [[L.w, gw[l]!], [L.b, gb[l]!]] as const) {
        for (let i = 0; i < arr.length; i += 3) {
          const old = arr[i]!;
          arr[i] = old + h;
          const up = lossOf(a);
          arr[i] = old - h;
          const down = lossOf(a);
          arr[i] = old;
          const num = (up - down) / (2 * h);
          expect(Math.abs(num - g[i]!)).toBeLessThan(2e-3 + 5e-2 * Math.abs(num));
        }
      }
    }
  });

  it('round-trips weights through base64 float32 LE', () => {
    const v = Float32Array.from([1.5, -2.25, 3e-8]);
    expect(Array.from(base64ToF32(f32ToBase64(v)))).toEqual(Array.from(v));
    expect(new Uint8Array(new Float32Array([1]).buffer)[3]).toBe(0x3f); // little-endian host
  });
});

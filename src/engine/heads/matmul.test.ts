import { readFileSync } from 'node:fs';
import wabtInit from 'wabt';
import { describe, expect, it } from 'vitest';
import { MATMUL_WASM, MatmulKernel, matmulModuleOf, round4 } from './matmul.ts';

/** A seeded generator of values in [−1, 1). */
function seeded(seed: number): () => number {
  return () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
}

describe('matmul kernel', () => {
  it('matmul.wat assembles (wabt, SIMD on) to exactly MATMUL_WASM', async () => {
    const wabt = await wabtInit();
    const wat = readFileSync(new URL('./matmul.wat', import.meta.url), 'utf8');
    const { buffer } = wabt.parseWat('matmul.wat', wat, { simd: true }).toBinary({});
    expect(Buffer.from(buffer).toString('base64')).toBe(MATMUL_WASM);
  });

  it('computes x · wᵀ + b as a plain loop does (within float32 rounding), padded widths read as zeros', () => {
    const module = matmulModuleOf();
    expect(module).not.toBeNull();
    const k = new MatmulKernel(module as WebAssembly.Module);
    const rand = seeded(7);
    const n = 5;
    const inp = 10; // padded to 12
    const outp = 7; // padded to 8
    const x = Float32Array.from({ length: n * inp }, rand);
    const w = Float32Array.from({ length: outp * inp }, rand);
    const b = Float32Array.from({ length: outp }, rand);
    const xAt = k.place(x, n, inp);
    const wAt = k.place(w, outp, inp);
    const bAt = k.place(b, 1, outp);
    const yAt = k.alloc(n * round4(outp));
    k.matmul(xAt, n, round4(inp), wAt, bAt, yAt, round4(outp));
    let worst = 0;
    for (let t = 0; t < n; t++)
      for (let o = 0; o < outp; o++) {
        let s = b[o] as number;
        for (let c = 0; c < inp; c++) s += (w[o * inp + c] as number) * (x[t * inp + c] as number);
        worst = Math.max(worst, Math.abs(s - (k.f32[yAt / 4 + t * round4(outp) + o] as number)));
      }
    expect(worst).toBeLessThan(1e-5);
    // The padding output (row 7 of w is zeros, bias 0) is exactly 0.
    expect(k.f32[yAt / 4 + 7]).toBe(0);
  });
});

/**
 * The first-layer gradient of the token-head trainer's backward pass (tagger.ts tagGradients) in WebAssembly SIMD
 * (tagger-grad.wat): the JavaScript loop's double operations in the same order, each sum rounded to float32 after each
 * addition, so the same bits (tagger-grad.test.ts), sixteen columns at a time in two-lane vectors.
 */
import { lazyWasmModule } from '../../src/engine/heads/wasm-module.ts';

/** tagger-grad.wat, assembled (the command is in that file). */
export const GRAD_WASM = 'AGFzbQEAAAABDQFgCX9/f39/f39/fwADAgEABQMBAAEHEAIGbWVtb3J5AgADZ3cxAAAKwgUBvwUCCH8ReyAHQQN0IQ0CQANAIAkgB08NASAAIAlBA3RqIQ4gASAJQQN0aiEPIA/9AAQAIRIgD/0ABBAhEyAP/QAEICEUIA/9AAQwIRUgD/0ABEAhFiAP/QAEUCEXIA/9AARgIRggD/0ABHAhGUEAIQoCQANAIAogCE8NAf0MAAAAAAAAAAAAAAAAAAAAACEa/QwAAAAAAAAAAAAAAAAAAAAAIRv9DAAAAAAAAAAAAAAAAAAAAAAhHP0MAAAAAAAAAAAAAAAAAAAAACEd/QwAAAAAAAAAAAAAAAAAAAAAIR79DAAAAAAAAAAAAAAAAAAAAAAhH/0MAAAAAAAAAAAAAAAAAAAAACEg/QwAAAAAAAAAAAAAAAAAAAAAISEgCiAFbCELIAsgBCAKQQJ0aigCAGohDAJAA0AgCyAMTw0BIA4gAiALQQJ0aigCACANbGohDyADIAtBA3Rq/QoDACERIBogESAP/QAEAP3yASAS/fIB/fAB/V79XyEaIBsgESAP/QAEEP3yASAT/fIB/fAB/V79XyEbIBwgESAP/QAEIP3yASAU/fIB/fAB/V79XyEcIB0gESAP/QAEMP3yASAV/fIB/fAB/V79XyEdIB4gESAP/QAEQP3yASAW/fIB/fAB/V79XyEeIB8gESAP/QAEUP3yASAX/fIB/fAB/V79XyEfICAgESAP/QAEYP3yASAY/fIB/fAB/V79XyEgICEgESAP/QAEcP3yASAZ/fIB/fAB/V79XyEhIAtBAWohCwwACwsgBiAKIAdsIAlqQQJ0aiEQIBAgGv1e/VsDAAAgECAb/V79WwMIACAQIBz9Xv1bAxAAIBAgHf1e/VsDGAAgECAe/V79WwMgACAQIB/9Xv1bAygAIBAgIP1e/VsDMAAgECAh/V79WwM4ACAKQQFqIQoMAAsLIAlBEGohCQwACwsL';

/** The kernel's arrays (views into its memory: tagGradients writes its inputs there) and its run. */
export interface GradKernel {
  /** [batch, dim]: each input minus its mean. */
  centred: Float64Array;
  /** [hidden, batch]: each hidden unit's rows with a non-zero gradient, in order; their gradients; how many. */
  activeRow: Int32Array;
  activeGrad: Float64Array;
  activeCount: Int32Array;
  /** Writes the first layer's gradient ([hidden, dim]) into `out`. */
  gw1: (out: Float32Array) => void;
}

const gradModuleOf = lazyWasmModule(GRAD_WASM);

/** A kernel for batches of up to `batch` rows of a head with `dim` inputs (a multiple of sixteen), `hidden` units and 1/std `invStd`; null without WebAssembly SIMD. */
export function gradKernel(batch: number, dim: number, hidden: number, invStd: Float32Array): GradKernel | null {
  if (dim % 16 !== 0 || dim === 0 || hidden === 0 || batch === 0) return null;
  const module = gradModuleOf();
  if (!module) return null;
  const instance = new WebAssembly.Instance(module, {});
  const memory = instance.exports['memory'] as WebAssembly.Memory;
  const run = instance.exports['gw1'] as (cen: number, inv: number, row: number, grad: number, count: number, batch: number, out: number, dim: number, hidden: number) => void;
  const up8 = (n: number): number => Math.ceil(n / 8) * 8;
  const cen = 0;
  const inv = cen + batch * dim * 8;
  const row = inv + dim * 8;
  const grad = up8(row + hidden * batch * 4);
  const count = grad + hidden * batch * 8;
  const out = up8(count + hidden * 4);
  const end = out + hidden * dim * 4;
  const pages = Math.ceil(end / 65536) - memory.buffer.byteLength / 65536;
  if (pages > 0) memory.grow(pages);
  const { buffer } = memory;
  new Float64Array(buffer, inv, dim).set(invStd.subarray(0, dim));
  const gw1 = new Float32Array(buffer, out, hidden * dim);
  return {
    centred: new Float64Array(buffer, cen, batch * dim),
    activeRow: new Int32Array(buffer, row, hidden * batch),
    activeGrad: new Float64Array(buffer, grad, hidden * batch),
    activeCount: new Int32Array(buffer, count, hidden),
    gw1: (into) => {
      run(cen, inv, row, grad, count, batch, out, dim, hidden);
      into.set(gw1);
    },
  };
}

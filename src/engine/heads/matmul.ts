/**
 * A float32 matrix product in WebAssembly SIMD (matmul.wat) for the sequence heads (bigru.ts): weights are copied into
 * an instance's memory once, inputs per call. Where WebAssembly SIMD is missing, callers run their JavaScript loops.
 */
import { lazyWasmModule } from './wasm-module.ts';

/** matmul.wat, assembled (the command is in that file). */
export const MATMUL_WASM = 'AGFzbQEAAAABEAJgAXsBfWAHf39/f39/fwADAwIAAQUDAQABBxMCBm1lbW9yeQIABm1hdG11bAABCrQDAhkAIAD9HwAgAP0fAZIgAP0fAiAA/R8DkpILlwMCCn8FeyACQQJ0IQoCQANAIAcgAU8NASAAIAcgCmxqIQsgBSAHIAZsQQJ0aiEMQQAhCAJAA0AgCCAGTw0BIAMgCCAKbGohDSANIApqIQ4gDiAKaiEPIA8gCmohEP0MAAAAAAAAAAAAAAAAAAAAACER/QwAAAAAAAAAAAAAAAAAAAAAIRL9DAAAAAAAAAAAAAAAAAAAAAAhE/0MAAAAAAAAAAAAAAAAAAAAACEUQQAhCQJAA0AgCSAKTw0BIAsgCWr9AAQAIRUgESAVIA0gCWr9AAQA/eYB/eQBIREgEiAVIA4gCWr9AAQA/eYB/eQBIRIgEyAVIA8gCWr9AAQA/eYB/eQBIRMgFCAVIBAgCWr9AAQA/eYB/eQBIRQgCUEQaiEJDAALCyAMIAQgCEECdGoqAgAgERAAkjgCACAMIAQgCEECdGoqAgQgEhAAkjgCBCAMIAQgCEECdGoqAgggExAAkjgCCCAMIAQgCEECdGoqAgwgFBAAkjgCDCAMQRBqIQwgCEEEaiEIDAALCyAHQQFqIQcMAAsLCw==';

/** The compiled module, or null where WebAssembly SIMD is not available. */
export const matmulModuleOf = lazyWasmModule(MATMUL_WASM);

/** Rounds up to a multiple of four (the kernel's widths). */
export const round4 = (n: number): number => Math.ceil(n / 4) * 4;

/**
 * One instance of the kernel and a bump allocator over its memory: `place` copies a matrix in (rows padded to a
 * multiple of four columns, the row count to a multiple of four, with zeros), `scratch` reserves room, `matmul` runs.
 */
export class MatmulKernel {
  readonly memory: WebAssembly.Memory;
  private readonly run: (x: number, n: number, inp: number, w: number, b: number, y: number, outp: number) => void;
  f32: Float32Array;
  /** First free byte: what `place` put stays below it; scratch is reserved after it per call. */
  top = 0;

  constructor(module: WebAssembly.Module) {
    const instance = new WebAssembly.Instance(module, {});
    this.memory = instance.exports['memory'] as WebAssembly.Memory;
    this.run = instance.exports['matmul'] as MatmulKernel['run'];
    this.f32 = new Float32Array(this.memory.buffer);
  }

  /** Grows the memory to hold at least `bytes`. */
  reserve(bytes: number): void {
    const pages = Math.ceil(bytes / 65536) - this.memory.buffer.byteLength / 65536;
    if (pages <= 0) return;
    this.memory.grow(pages);
    this.f32 = new Float32Array(this.memory.buffer);
  }

  /** Reserves `floats` float32 values (16-byte aligned) after `top` and moves `top` past them; returns the byte offset. */
  alloc(floats: number): number {
    const at = Math.ceil(this.top / 16) * 16;
    this.top = at + round4(floats) * 4;
    this.reserve(this.top);
    return at;
  }

  /**
   * Copies `rows` × `cols` values of `m` (row-major) into a new block of round4(rows) × round4(cols), zeros elsewhere;
   * returns its byte offset.
   */
  place(m: ArrayLike<number>, rows: number, cols: number): number {
    const c4 = round4(cols);
    const at = this.alloc(round4(rows) * c4);
    const f = this.f32;
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) f[at / 4 + r * c4 + c] = m[r * cols + c] as number;
    return at;
  }

  /** y = x · wᵀ + b over n rows; all byte offsets into this memory, inp and outp multiples of four. */
  matmul(x: number, n: number, inp: number, w: number, b: number, y: number, outp: number): void {
    this.run(x, n, inp, w, b, y, outp);
  }
}

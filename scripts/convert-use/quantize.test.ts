/**
 * Weight-only int8 quantization (quantize.ts): the per-element error bound, the choice of axis, and the graph rewrite
 * (consumers keep reading the weight by its old name; the model really shrinks).
 */
import { describe, expect, it } from 'vitest';
import { GraphBuilder } from './builder.ts';
import { DataType, encodeModel, floatTensor } from './onnx.ts';
import { quantizeAlong, quantizeMatrix, quantizeWeights } from './quantize.ts';

/** Deterministic pseudo-random floats in [-1, 1) (xorshift32). */
function floats(n: number, seed: number): Float32Array {
  let s = seed >>> 0 || 1;
  return Float32Array.from({ length: n }, () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 31 - 1;
  });
}

describe('int8 weight quantization', () => {
  it('reconstructs every weight within half a step of its channel, per row and per column', () => {
    const rows = 37;
    const cols = 53;
    const w = floats(rows * cols, 9);
    // Uneven channels: row r scaled by (r + 1), so per-row scales differ by 37×.
    for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) w[r * cols + c] = (w[r * cols + c] ?? 0) * (r + 1);
    for (const axis of [0, 1] as const) {
      const m = quantizeAlong(w, rows, cols, axis);
      expect(m.scale.length).toBe(axis === 0 ? rows : cols);
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const i = r * cols + c;
          const s = m.scale[axis === 0 ? r : c] ?? NaN;
          const q = m.q[i] ?? 0;
          expect(Math.abs(q)).toBeLessThanOrEqual(127);
          // Half a step, plus float32 rounding of the product.
          expect(Math.abs((w[i] ?? 0) - Math.fround(q * s))).toBeLessThanOrEqual(s / 2 + 1e-6 * Math.abs(w[i] ?? 0));
        }
      }
      // The largest magnitude of each channel maps to ±127: the full int8 range is used.
      expect(Math.max(...Array.from(m.q, Math.abs))).toBe(127);
    }
    // Rows differ in scale, so one scale per row reconstructs better, and quantizeMatrix picks it.
    expect(quantizeMatrix(w, rows, cols).axis).toBe(0);
    const transposed = Float32Array.from({ length: rows * cols }, (_, i) => w[(i % rows) * cols + Math.floor(i / rows)] ?? 0);
    expect(quantizeMatrix(transposed, cols, rows).axis).toBe(1);
  });

  it('gives an all-zero channel a finite scale and exact zeros', () => {
    const w = new Float32Array(4 * 8);
    w.set(floats(8, 3), 8); // row 1 non-zero, the others zero
    const m = quantizeAlong(w, 4, 8, 0);
    expect(Array.from(m.scale).every((s) => Number.isFinite(s) && s > 0)).toBe(true);
    expect(Array.from(m.q.subarray(0, 8)).every((q) => q === 0)).toBe(true);
    expect(m.sse / m.norm2).toBeLessThan(1e-4);
  });

  it('rewrites large 2-D float initializers into int8 + scale + DequantizeLinear under the same name', () => {
    const b = new GraphBuilder();
    const big = b.addInitializer(floatTensor('W', [256, 128], floats(256 * 128, 5)));
    const bias = b.addInitializer(floatTensor('bias', [128], floats(128, 6)));
    const small = b.addInitializer(floatTensor('S', [16, 16], floats(256, 7)));
    const x = 'x';
    const y = b.op('MatMul', [x, big]);
    b.op('Add', [b.op('MatMul', [y, small]), bias]);
    const before = b.initializers.reduce((n, t) => n + t.raw.byteLength, 0);
    const report = quantizeWeights(b);
    expect(report.tensors).toBe(1);
    const dq = b.nodes.filter((n) => n.opType === 'DequantizeLinear');
    expect(dq).toHaveLength(1);
    expect(dq[0]?.outputs).toEqual(['W']);
    const [qName, sName] = dq[0]?.inputs ?? [];
    const q = b.initializers.find((t) => t.name === qName);
    const s = b.initializers.find((t) => t.name === sName);
    expect(q?.dataType).toBe(DataType.INT8);
    expect(q?.dims).toEqual([256, 128]);
    expect(s?.dataType).toBe(DataType.FLOAT);
    expect(b.initializers.some((t) => t.name === 'W')).toBe(false);
    // The bias and the small matrix stay float32 and untouched.
    expect(b.initializers.filter((t) => t.name === 'bias' || t.name === 'S').map((t) => t.dataType)).toEqual([DataType.FLOAT, DataType.FLOAT]);
    const after = b.initializers.reduce((n, t) => n + t.raw.byteLength, 0);
    expect(after).toBeLessThan(before * 0.3);
    expect(report.worstRelativeError).toBeGreaterThan(0);
    expect(report.worstRelativeError).toBeLessThan(0.01);
  });
});

describe('integer products (dynamic quantization)', () => {
  /** X·W + bias, X·W and a Gather from a third table, each weight large enough to be quantized. */
  function productsGraph(): GraphBuilder {
    const b = new GraphBuilder();
    b.addInitializer(floatTensor('W1', [256, 128], floats(256 * 128, 11)));
    b.addInitializer(floatTensor('W2', [128, 160], floats(128 * 160, 12)));
    b.addInitializer(floatTensor('bias', [128], floats(128, 13)));
    b.addInitializer(floatTensor('T', [200, 128], floats(200 * 128, 14)));
    b.claim('x');
    b.claim('ids');
    const h = b.op('Gemm', ['x', 'W1', 'bias']);
    const y = b.op('MatMul', [b.op('Relu', [h]), 'W2']);
    const e = b.op('Gather', ['T', 'ids']);
    b.claim('y');
    b.opTo('y', 'Identity', [y]);
    b.claim('e');
    b.opTo('e', 'Identity', [e]);
    return b;
  }
  const io = (b: GraphBuilder): Uint8Array =>
    encodeModel(
      b.graph('t', [{ name: 'x', elemType: DataType.FLOAT, shape: ['n', 256] }, { name: 'ids', elemType: DataType.INT64, shape: [3] }], [
        { name: 'y', elemType: DataType.FLOAT },
        { name: 'e', elemType: DataType.FLOAT },
      ]),
      { producerName: 'test', producerVersion: '0' },
    );

  it('rewrites only the products, per output column, and leaves a table read by Gather to DequantizeLinear', () => {
    const b = productsGraph();
    const report = quantizeWeights(b, { integerProducts: true });
    b.prune(['y', 'e']);
    expect(report.tensors).toBe(3);
    expect(report.integerProducts).toBe(2);
    const ops = b.nodes.map((n) => n.opType);
    expect(ops.filter((o) => o === 'MatMulInteger')).toHaveLength(2);
    // One run-time quantization per distinct input (x, and the Relu's output), per row: no per-tensor scale.
    expect(ops.filter((o) => o === 'ReduceMax')).toHaveLength(2);
    expect(ops).not.toContain('DynamicQuantizeLinear');
    expect(ops).not.toContain('Gemm');
    expect(ops).not.toContain('MatMul');
    const dq = b.nodes.filter((n) => n.opType === 'DequantizeLinear');
    expect(dq.map((n) => n.outputs[0])).toEqual(['T']);
    // The products' weights carry one scale per output column (128 and 160), whatever reconstructs best overall.
    const scales = b.nodes.filter((n) => n.opType === 'Mul' && n.name.endsWith('__scaled')).map((n) => b.initializers.find((t) => t.name === n.inputs[1])?.dims);
    expect(scales).toEqual([[128], [160]]);
  });

  it('keeps a transposed Gemm and a weight that is also read elsewhere in float', () => {
    const b = new GraphBuilder();
    b.addInitializer(floatTensor('W', [128, 256], floats(128 * 256, 21)));
    b.addInitializer(floatTensor('V', [256, 128], floats(256 * 128, 22)));
    const a = b.op('Gemm', ['x', 'W'], [{ name: 'transB', kind: 'int', value: 1 }]);
    b.op('Add', [b.op('MatMul', [a, 'V']), b.op('ReduceSum', ['V'])]);
    const report = quantizeWeights(b, { integerProducts: true });
    expect(report.integerProducts ?? 0).toBe(0);
    expect(b.nodes.filter((n) => n.opType === 'DequantizeLinear').map((n) => n.outputs[0]).sort()).toEqual(['V', 'W']);
  });

  it('computes what the float graph computes, to int8 precision, on onnxruntime-web', async () => {
    const ort = await import('onnxruntime-web');
    ort.env.wasm.numThreads = 1;
    const x = floats(6 * 256, 31);
    const feeds = { x: new ort.Tensor('float32', x, [6, 256]), ids: new ort.Tensor('int64', BigInt64Array.from([0n, 5n, 199n]), [3]) };
    const out: { y: Float32Array; e: Float32Array }[] = [];
    for (const integer of [false, true]) {
      const b = productsGraph();
      if (integer) quantizeWeights(b, { integerProducts: true });
      b.prune(['y', 'e']);
      const session = await ort.InferenceSession.create(io(b));
      const r = await session.run(feeds);
      out.push({ y: r.y?.data as Float32Array, e: r.e?.data as Float32Array });
      await session.release();
    }
    const [f, q] = out;
    const rel = (a: Float32Array, c: Float32Array): number => {
      let d = 0;
      let n = 0;
      for (let i = 0; i < a.length; i++) {
        d += ((a[i] ?? 0) - (c[i] ?? 0)) ** 2;
        n += (a[i] ?? 0) ** 2;
      }
      return Math.sqrt(d / n);
    };
    expect(q?.y.length).toBe(6 * 160);
    // Two int8 products in a row: a few per cent at most (a wrong scale, zero point or axis is off by far more) …
    expect(rel(f!.y, q!.y)).toBeLessThan(0.03);
    // … and not zero: the products really ran in integers.
    expect(rel(f!.y, q!.y)).toBeGreaterThan(1e-5);
    expect(rel(f!.e, q!.e)).toBeLessThan(0.01);
  });

  it('gives a row the same bits whatever rows share its batch (per-row scales)', async () => {
    const ort = await import('onnxruntime-web');
    ort.env.wasm.numThreads = 1;
    const b = productsGraph();
    quantizeWeights(b, { integerProducts: true });
    b.prune(['y', 'e']);
    const session = await ort.InferenceSession.create(io(b));
    const row = floats(256, 41);
    // The same first row, alone and beside rows of 50× its magnitude (a per-tensor scale would coarsen it).
    const batch = new Float32Array(4 * 256);
    batch.set(row);
    batch.set(floats(3 * 256, 42).map((v) => v * 50), 256);
    const ids = new ort.Tensor('int64', BigInt64Array.from([0n, 1n, 2n]), [3]);
    const alone = (await session.run({ x: new ort.Tensor('float32', row, [1, 256]), ids })).y?.data as Float32Array;
    const beside = (await session.run({ x: new ort.Tensor('float32', batch, [4, 256]), ids })).y?.data as Float32Array;
    await session.release();
    expect(Array.from(beside.subarray(0, 160))).toEqual(Array.from(alone));
  });
});

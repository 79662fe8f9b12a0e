/**
 * Weight-only int8 quantization of the converted graph: every large 2-D float initializer W becomes an int8 tensor
 * Q and a per-channel float scale s, joined again by a `DequantizeLinear` node whose output keeps W's name, so no
 * consumer changes. Symmetric (no zero point): W ≈ Q·s with Q = round(W / s) in [-127, 127] and s = max|W| / 127 per
 * row or per column, whichever reconstructs W with the smaller squared error (rows for the embedding table, usually
 * columns for projection kernels).
 *
 * What it buys: the model file is ~4× smaller (less to ship, read and copy into the WASM heap). The runtime folds the
 * DequantizeLinear nodes of constant inputs back into float32 constants when it creates the session (constant
 * folding, with the session option `session.disable_quant_qdq` = 1 so that they are not kept for QDQ fusion:
 * src/engine/encoder/encoder.ts), so inference runs the same float kernels as before on slightly rounded weights.
 * What it costs: rounding error of at most s/2 per weight; the figures that show its effect on detection and
 * rewriting are in docs/performance.md.
 */
import type { GraphBuilder } from './builder.ts';
import { DataType, floatTensor, type OnnxNode, type OnnxTensor } from './onnx.ts';

export interface QuantizeOptions {
  /** Initializers with fewer elements stay float32 (biases, layer-norm gains, small constants). Default 16384. */
  minElements?: number;
  /** Quantize only initializers with these names (default: every one that qualifies). */
  only?: ReadonlySet<string>;
  /**
   * Integer products (dynamic quantization, per row): a weight read only as the right operand of MatMul or Gemm is
   * quantized per output column and multiplied in 8-bit integers (`integerProduct` below) instead of being folded back
   * to float32.
   */
  integerProducts?: boolean;
}

export interface QuantizeReport {
  tensors: number;
  bytesBefore: number;
  bytesAfter: number;
  /** Largest relative reconstruction error ‖W − Q·s‖ / ‖W‖ over the quantized tensors. */
  worstRelativeError: number;
  /** Products rewritten to int8 arithmetic (with `integerProducts`). */
  integerProducts?: number;
}

export interface QuantizedMatrix {
  q: Int8Array;
  scale: Float32Array;
  /** 0: one scale per row, 1: one scale per column. */
  axis: 0 | 1;
  /** ‖W − Q·s‖² and ‖W‖². */
  sse: number;
  norm2: number;
}

function readFloats(t: OnnxTensor): Float32Array {
  const view = new DataView(t.raw.buffer, t.raw.byteOffset, t.raw.byteLength);
  return Float32Array.from({ length: t.raw.byteLength / 4 }, (_, i) => view.getFloat32(i * 4, true));
}

/** Symmetric int8 quantization of a row-major [rows, cols] matrix with one scale per channel along `axis`. */
export function quantizeAlong(w: Float32Array, rows: number, cols: number, axis: 0 | 1): QuantizedMatrix {
  if (w.length !== rows * cols) throw new Error(`quantize: ${w.length} values for a ${rows}×${cols} matrix`);
  const channels = axis === 0 ? rows : cols;
  const maxAbs = new Float64Array(channels);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const ch = axis === 0 ? r : c;
      const a = Math.abs(w[r * cols + c] ?? 0);
      if (a > (maxAbs[ch] ?? 0)) maxAbs[ch] = a;
    }
  }
  // A channel of zeros gets scale 1 (its values quantize to 0 exactly); DequantizeLinear needs a finite scale.
  const scale = Float32Array.from(maxAbs, (m) => (m > 0 ? m / 127 : 1));
  const q = new Int8Array(w.length);
  let sse = 0;
  let norm2 = 0;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const i = r * cols + c;
      const x = w[i] ?? 0;
      const s = scale[axis === 0 ? r : c] ?? 1;
      const v = Math.max(-127, Math.min(127, Math.round(x / s)));
      q[i] = v;
      // The runtime computes Q·s in float32: measure the error of exactly that value.
      const back = Math.fround(v * s);
      sse += (x - back) ** 2;
      norm2 += x * x;
    }
  }
  return { q, scale, axis, sse, norm2 };
}

/** The better of per-row and per-column quantization (smaller squared reconstruction error). */
export function quantizeMatrix(w: Float32Array, rows: number, cols: number): QuantizedMatrix {
  const byRow = quantizeAlong(w, rows, cols, 0);
  const byCol = quantizeAlong(w, rows, cols, 1);
  return byCol.sse < byRow.sse ? byCol : byRow;
}

/** Replaces the large 2-D float initializers of `b` by int8 + scale + DequantizeLinear (see the module comment). */
export function quantizeWeights(b: GraphBuilder, options: QuantizeOptions = {}): QuantizeReport {
  const minElements = options.minElements ?? 16384;
  const report: QuantizeReport = { tensors: 0, bytesBefore: 0, bytesAfter: 0, worstRelativeError: 0 };
  const keep: OnnxTensor[] = [];
  const replaced: OnnxTensor[] = [];
  for (const t of b.initializers) {
    const [rows, cols] = t.dims;
    const eligible = options.only === undefined || options.only.has(t.name);
    if (!eligible || t.dataType !== DataType.FLOAT || t.dims.length !== 2 || rows === undefined || cols === undefined || rows * cols < minElements) keep.push(t);
    else replaced.push(t);
  }
  b.initializers.splice(0, b.initializers.length, ...keep);
  const products = options.integerProducts ? productConsumers(b) : new Map<string, OnnxNode[]>();
  const quantizedInputs = new Map<string, [string, string]>();
  for (const t of replaced) {
    const [rows = 0, cols = 0] = t.dims;
    const consumers = products.get(t.name);
    // A right operand of products only: one scale per output column, which factors out of each dot product.
    const m = consumers ? quantizeAlong(readFloats(t), rows, cols, 1) : quantizeMatrix(readFloats(t), rows, cols);
    const sName = b.fresh(`${t.name}__scale`);
    b.addInitializer(floatTensor(sName, [m.scale.length], m.scale));
    if (consumers) {
      // Stored as uint8 with zero point 128 (q + 128): the same values, but x86 runs uint8×uint8 without the int16
      // saturation of its uint8×int8 kernels (AVX2 vpmaddubsw), so onnxruntime-node and the WASM build agree.
      const qName = b.fresh(`${t.name}__uint8`);
      b.addInitializer({ name: qName, dataType: DataType.UINT8, dims: t.dims, raw: Uint8Array.from(m.q, (v) => v + 128) });
      for (const n of consumers) integerProduct(b, n, qName, sName, quantizedInputs);
      report.integerProducts = (report.integerProducts ?? 0) + consumers.length;
    } else {
      const qName = b.fresh(`${t.name}__int8`);
      b.addInitializer({ name: qName, dataType: DataType.INT8, dims: t.dims, raw: new Uint8Array(m.q.buffer, m.q.byteOffset, m.q.byteLength) });
      b.node('DequantizeLinear', [qName, sName], { outputs: [t.name], name: `${t.name}__dequantize`, attrs: [{ name: 'axis', kind: 'int', value: m.axis }] });
    }
    report.tensors++;
    report.bytesBefore += t.raw.byteLength;
    report.bytesAfter += m.q.byteLength + m.scale.byteLength;
    report.worstRelativeError = Math.max(report.worstRelativeError, m.norm2 > 0 ? Math.sqrt(m.sse / m.norm2) : 0);
  }
  return report;
}

/** A Gemm that is a plain product plus bias: Y = A·B + C (no transposes, alpha = beta = 1). */
function plainGemm(n: OnnxNode): boolean {
  return n.attrs.every((a) => (a.name === 'transA' || a.name === 'transB' ? Number(a.value) === 0 : a.name === 'alpha' || a.name === 'beta' ? Number(a.value) === 1 : false));
}

/**
 * Initializers read only as the right operand of MatMul or of a plain Gemm, each with the nodes that read it (a
 * tensor read anywhere else, as a Gather's table or a Strassen block sum, is absent: it keeps DequantizeLinear).
 */
function productConsumers(b: GraphBuilder): Map<string, OnnxNode[]> {
  const readers = new Map<string, { node: OnnxNode; at: number }[]>();
  for (const n of b.nodes)
    n.inputs.forEach((name, at) => {
      const list = readers.get(name) ?? [];
      list.push({ node: n, at });
      readers.set(name, list);
    });
  const out = new Map<string, OnnxNode[]>();
  for (const [name, list] of readers) {
    if (list.every((r) => r.at === 1 && (r.node.opType === 'MatMul' || (r.node.opType === 'Gemm' && plainGemm(r.node))))) out.set(name, list.map((r) => r.node));
  }
  return out;
}

/**
 * Rewrites one product X·W (+ C) to integer arithmetic: each row of X (one token's activations) is quantized on its
 * own at run time, symmetric, to round(x / s_row) + 128 as uint8 with s_row = max|x_row| / 127; multiplied by the
 * weights (uint8, zero point 128) with int32 accumulation (MatMulInteger); and scaled back by s_row · w_scale[column].
 * Per row, not per tensor (onnxruntime's DynamicQuantizeLinear): a text's encoding must not depend on which other
 * texts share its batch (per-tensor scales made `--jobs 2` and a warm cache give other vectors than `--jobs 1`).
 * onnxruntime-web runs MatMulInteger with its WASM SIMD integer kernels, about 2.5× the float product's speed. The node
 * is replaced in place; `quantizedInputs` shares one quantization of X among its products (the q, k and v projections
 * read the same tensor). The graph must be pruned afterwards to restore the order.
 */
function integerProduct(b: GraphBuilder, n: OnnxNode, qWeight: string, wScale: string, quantizedInputs: Map<string, [string, string]>): void {
  const [x, , bias] = n.inputs;
  const [y] = n.outputs;
  if (x === undefined || y === undefined) throw new Error(`quantize: product ${n.name} without input or output`);
  let xq = quantizedInputs.get(x);
  if (!xq) {
    // s_row = max(max|x_row|, tiny) / 127: a row of zeros quantizes to zeros.
    const absMax = b.op('ReduceMax', [b.op('Abs', [x]), b.int64([-1])], [{ name: 'keepdims', kind: 'int', value: 1 }], `${x}__absmax`);
    const rowScale = b.op('Div', [b.op('Max', [absMax, b.float([1e-30], [])]), b.float([127], [])], [], `${x}__rowscale`);
    const shifted = b.op('Add', [b.op('Round', [b.op('Div', [x, rowScale])]), b.float([128], [])], [], `${x}__shifted`);
    const q = b.op('Cast', [shifted], [{ name: 'to', kind: 'int', value: DataType.UINT8 }], `${x}__uint8`);
    xq = [q, rowScale];
    quantizedInputs.set(x, xq);
  }
  const idx = b.nodes.indexOf(n);
  if (idx >= 0) b.nodes.splice(idx, 1);
  const zero = b.uint8(128);
  const acc = b.op('MatMulInteger', [xq[0], qWeight, zero, zero], [], `${y}__int`);
  const f = b.op('Cast', [acc], [{ name: 'to', kind: 'int', value: DataType.FLOAT }], `${y}__float`);
  // [rows, 1] · [columns] → [rows, columns]
  const scaled = b.op('Mul', [b.op('Mul', [f, xq[1]], [], `${y}__rowscaled`), wScale], [], `${y}__scaled`);
  if (bias === undefined || bias === '') {
    b.opTo(y, 'Identity', [scaled]);
  } else {
    b.opTo(y, 'Add', [scaled, bias]);
  }
}

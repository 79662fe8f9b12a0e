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
import { DataType, floatTensor, type OnnxTensor } from './onnx.ts';

export interface QuantizeOptions {
  /** Initializers with fewer elements stay float32 (biases, layer-norm gains, small constants). Default 16384. */
  minElements?: number;
  /** Quantize only initializers with these names (default: every one that qualifies). */
  only?: ReadonlySet<string>;
}

export interface QuantizeReport {
  tensors: number;
  bytesBefore: number;
  bytesAfter: number;
  /** Largest relative reconstruction error ‖W − Q·s‖ / ‖W‖ over the quantized tensors. */
  worstRelativeError: number;
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
  for (const t of replaced) {
    const [rows = 0, cols = 0] = t.dims;
    const m = quantizeMatrix(readFloats(t), rows, cols);
    const qName = b.fresh(`${t.name}__int8`);
    const sName = b.fresh(`${t.name}__scale`);
    b.addInitializer({ name: qName, dataType: DataType.INT8, dims: t.dims, raw: new Uint8Array(m.q.buffer, m.q.byteOffset, m.q.byteLength) });
    b.addInitializer(floatTensor(sName, [m.scale.length], m.scale));
    b.node('DequantizeLinear', [qName, sName], { outputs: [t.name], name: `${t.name}__dequantize`, attrs: [{ name: 'axis', kind: 'int', value: m.axis }] });
    report.tensors++;
    report.bytesBefore += t.raw.byteLength;
    report.bytesAfter += m.q.byteLength + m.scale.byteLength;
    report.worstRelativeError = Math.max(report.worstRelativeError, m.norm2 > 0 ? Math.sqrt(m.sse / m.norm2) : 0);
  }
  return report;
}

/**
 * TF op → ONNX node(s), one converter per TF op type.
 *
 * Integer policy: TF int32 and int64 tensors both become ONNX int64. ONNX wants int64 for every
 * shape, axis and index operand (Reshape, Slice, Expand, ScatterND, GatherND, ...), and the USE-Lite
 * graph mixes int64 inputs with int32 shape arithmetic; widening everything to int64 avoids a Cast
 * before every consumer and cannot change any value the graph computes (all are small).
 */
import type { GraphBuilder } from './builder.ts';
import { DataType, floatTensor, int64Tensor, type OnnxAttr } from './onnx.ts';
import type { TfAttr, TfNode, TfWeight } from './tf-graph.ts';

export const INT64_MAX = 2n ** 63n - 1n;
export const INT64_MIN = -(2n ** 63n);

/** TF DataType enum → ONNX element type under the integer policy above. */
export function onnxType(tfType: number | string | undefined, where: string): DataType {
  switch (tfType) {
    case 1:
    case 'DT_FLOAT':
      return DataType.FLOAT;
    case 3:
    case 'DT_INT32':
    case 9:
    case 'DT_INT64':
      return DataType.INT64;
    case 10:
    case 'DT_BOOL':
      return DataType.BOOL;
    default:
      throw new Error(`convert-use: ${where}: unsupported TF dtype ${String(tfType)}`);
  }
}

/** What an op converter can see and do. */
export interface OpContext {
  readonly node: TfNode;
  readonly b: GraphBuilder;
  /** ONNX tensor name of TF input `i` (emits the initializer when it is a Const). */
  input(i: number): string;
  /** The TF Const behind input `i`, if it is one. */
  constant(i: number): TfWeight | undefined;
  /** Integer values of constant input `i`; throws when the input is not a Const. */
  ints(i: number): number[];
  /** Static rank of input `i` when the converter can infer it. */
  rank(i: number): number | undefined;
  /** ONNX tensor name for TF output `k`. */
  output(k?: number): string;
  /** A context over the TF node producing input `i` (for lowering that looks one node upstream). */
  producer(i: number): OpContext;
  /** ONNX name of an arbitrary TF tensor; throws when the graph has no such node. */
  tensor(tfName: string): string;
  readonly options: ConvertOptions;
}

export interface ConvertOptions {
  /**
   * TF tensor listing the [row, position] coordinates of the real (non-padding) tokens, int [N, 2].
   * When given, a 1×1 Conv2D applied per position to a [rows, len, C] tensor (ExpandDims at axis 2)
   * is computed only at those positions and scattered back with zeros elsewhere. See
   * packedPointwise below for why that leaves every real position bit-for-bit on the same math.
   */
  packedPositions?: string;
  /**
   * Move the last FFN's second projection after the mean pooling (see pooledProjection below). Needs
   * packedPositions (the FFN runs on those coordinates).
   */
  poolBeforeProjection?: boolean;
  /**
   * Compute a layer norm whose output is only read at the packed positions (by a GatherNd or a packed
   * projection) on those rows alone: LN(x)[p] = LN(x[p]), as the norm is over the last axis (see gatherRows).
   */
  packLayerNorm?: boolean;
  /**
   * Multiply a [rows, K] tensor by a constant [K, N] matrix of at least this many elements with one level of
   * Strassen's algorithm (see strassen below), in a TF MatMul or a packed projection; undefined leaves them as is.
   */
  strassenMinWeights?: number;
  /**
   * Add a packed projection's bias inside its GEMM, before the scatter: padding slots then hold 0 instead of
   * the bias, which is as unobservable as their projection (packedPointwise).
   */
  fuseBias?: boolean;
  /**
   * Called with the ONNX name of the per-token states [N, C] that the final pooling reads, when pooledProjection
   * applies: the residual stream R at the real-token coordinates P (in P's order, i.e. row-major as the input's
   * indices are sent), after every attention layer, so each token's state depends on its sentence. The node is only
   * added to the graph; nothing else reads it, so the other outputs are computed by the very same nodes. The second
   * argument is the TF tensor (R on the [rows, len, C] grid) it gathers from; its ONNX name is the same.
   */
  onTokenStates?: (name: string, tfTensor: string) => void;
}

type OpConverter = (c: OpContext) => void;

// --- attribute readers ------------------------------------------------------------------------

function attr(node: TfNode, name: string): TfAttr | undefined {
  return node.attr[name];
}

export function attrInt(node: TfNode, name: string, fallback?: number): number {
  const a = attr(node, name);
  if (a?.i !== undefined) return Number(a.i);
  if (fallback !== undefined) return fallback;
  throw new Error(`convert-use: ${node.op} ${node.name}: missing int attribute ${name}`);
}

function attrBool(node: TfNode, name: string, fallback: boolean): boolean {
  return attr(node, name)?.b ?? fallback;
}

function bytesToString(s: string | number[]): string {
  return typeof s === 'string' ? Buffer.from(s, 'base64').toString('utf8') : String.fromCharCode(...s);
}

function attrString(node: TfNode, name: string, fallback?: string): string {
  const s = attr(node, name)?.s;
  if (s !== undefined) return bytesToString(s);
  if (fallback !== undefined) return fallback;
  throw new Error(`convert-use: ${node.op} ${node.name}: missing string attribute ${name}`);
}

function attrInts(node: TfNode, name: string): number[] {
  return (attr(node, name)?.list?.i ?? []).map(Number);
}

function attrType(node: TfNode, name: string): number | string | undefined {
  return attr(node, name)?.type;
}

function fail(node: TfNode, why: string): never {
  throw new Error(`convert-use: cannot convert ${node.op} ${node.name}: ${why}`);
}

const ints = (name: string, value: readonly (number | bigint)[]): OnnxAttr => ({ name, kind: 'ints', value });
const int = (name: string, value: number | bigint): OnnxAttr => ({ name, kind: 'int', value });

// --- converters -------------------------------------------------------------------------------

const unary =
  (onnxOp: string): OpConverter =>
  (c) =>
    c.b.opTo(c.output(), onnxOp, [c.input(0)]);

const binary =
  (onnxOp: string): OpConverter =>
  (c) =>
    c.b.opTo(c.output(), onnxOp, [c.input(0), c.input(1)]);

/** Sum/Mean/Max/Prod with a constant reduction-indices operand (opset 18: axes is an input). */
const reduce =
  (onnxOp: string): OpConverter =>
  (c) => {
    const axes = c.ints(1);
    const keep = attrBool(c.node, 'keep_dims', false) ? 1 : 0;
    if (axes.length === 0) {
      c.b.opTo(c.output(), 'Identity', [c.input(0)]);
      return;
    }
    c.b.opTo(c.output(), onnxOp, [c.input(0), c.b.int64(axes)], [int('keepdims', keep)]);
  };

/** Transpose the last two axes (needs the rank). */
function swapLastTwo(c: OpContext, i: number): string {
  const r = c.rank(i);
  if (r === undefined || r < 2) fail(c.node, `adjoint of input ${i} needs a known rank >= 2`);
  const perm = Array.from({ length: r }, (_, k) => k);
  perm[r - 1] = r - 2;
  perm[r - 2] = r - 1;
  return c.b.op('Transpose', [c.input(i)], [ints('perm', perm)]);
}

/** Constant 2-D matrix transposed at conversion time, so no Transpose node runs at inference. */
function transposedConstant(c: OpContext, w: TfWeight): string {
  const [rows, cols] = w.shape;
  if (rows === undefined || cols === undefined || w.shape.length !== 2 || w.dtype !== 'float32') {
    fail(c.node, 'transposed constant must be a 2-D float matrix');
  }
  const t = new Float32Array(rows * cols);
  for (let r = 0; r < rows; r++) for (let k = 0; k < cols; k++) t[k * rows + r] = w.data[r * cols + k] ?? 0;
  return c.b.addInitializer(floatTensor(c.b.fresh(`${w.name}/transposed`), [cols, rows], t));
}

function matMulOperand(c: OpContext, i: number, transpose: boolean): string {
  if (!transpose) return c.input(i);
  const w = c.constant(i);
  return w ? transposedConstant(c, w) : swapLastTwo(c, i);
}

/** Normalise a possibly negative axis against `rank`. */
function normAxis(axis: number, rank: number): number {
  return axis < 0 ? axis + rank : axis;
}

/**
 * USE-Lite runs its attention projections (1×1 Conv2D) on the dense padded [rows, maxLen] grid, so a
 * batch of short and long spans pays for every padding slot. Those slots never reach the output: the
 * attention bias masks padded keys (their softmax weight underflows to exactly 0), and the FFN and the
 * final pooling only read real positions (GatherNd / sequence mask). So the projection is computed on
 * the real positions alone — GatherND → one GEMM → ScatterND into zeros — and real positions see the
 * same dot products as before. Returns false (leaving the plain lowering) when the pattern does not apply.
 */
function packedPointwise(c: OpContext, kernel: TfWeight, cin: number, cout: number, bias?: string, output = c.output()): boolean {
  const positions = c.options.packedPositions;
  if (positions === undefined) return false;
  const expand = c.producer(0);
  // Conv2D's input is 4-D, so an ExpandDims feeding it has a 3-D input; axis 2 (or -2) puts the
  // singleton between position and channel: [rows, len, 1, C].
  if (expand.node.op !== 'ExpandDims') return false;
  const [axis] = expand.ints(1);
  if (axis !== 2 && axis !== -2) return false;
  const p = c.tensor(positions);
  const { rows: real, grid: gridOf } = gatherRows(expand, 0, p); // [N, Cin]
  const min = c.options.strassenMinWeights;
  let product: string;
  if (min !== undefined && cin * cout >= min && cin % 2 === 0 && cout % 2 === 0) {
    // Large enough for one level of Strassen (the layer-1 qkv projection); the bias is then a separate Add.
    const y = strassen(c, real, { name: kernel.name, dtype: 'float32', shape: [cin, cout], data: kernel.data });
    product = bias === undefined ? y : c.b.op('Add', [y, bias]);
  } else {
    const w = c.b.addInitializer(floatTensor(c.b.fresh(`${kernel.name}/matrix`), [cin, cout], kernel.data as Float32Array));
    product = bias === undefined ? c.b.op('MatMul', [real, w]) : c.b.op('Gemm', [real, w, bias]);
  }
  const projected = c.b.op('Unsqueeze', [product, c.b.int64([1])]); // [N, 1, Cout]
  const grid = c.b.op('Slice', [c.b.op('Shape', [gridOf]), c.b.int64([0]), c.b.int64([2])]);
  const shape = c.b.op('Concat', [grid, c.b.int64([1, cout])], [int('axis', 0)]);
  const zeros = c.b.op('ConstantOfShape', [shape], [{ name: 'value', kind: 'tensor', value: floatTensor('', [1], new Float32Array([0])) }]);
  c.b.opTo(output, 'ScatterND', [zeros, p, projected]);
  return true;
}

/** A 1×1, stride-1, undilated NHWC Conv2D with a constant float kernel: its matrix shape, else undefined. */
function pointwiseKernel(c: OpContext): { kernel: TfWeight; cin: number; cout: number } | undefined {
  if (c.node.op !== 'Conv2D' || attrString(c.node, 'data_format', 'NHWC') !== 'NHWC') return undefined;
  const kernel = c.constant(1);
  if (!kernel || kernel.dtype !== 'float32' || kernel.shape.length !== 4) return undefined;
  const [kh = 0, kw = 0, cin = 0, cout = 0] = kernel.shape;
  const unit = (v: number[]): boolean => v.every((x) => x === 1);
  const ok = kh === 1 && kw === 1 && unit(attrInts(c.node, 'strides')) && unit(attrInts(c.node, 'dilations')) && attrString(c.node, 'padding') !== 'EXPLICIT';
  return ok ? { kernel, cin, cout } : undefined;
}

/**
 * The rows at coordinates `p` ([N, 2]) of input `i` of `c`, a [rows, len, C] grid tensor, and a tensor of the
 * grid's shape. When that input is a layer norm (over the last axis, so position by position), it is computed
 * on the gathered rows alone — LN(x)[p] = LN(x[p]) — and the grid-sized layer norm is never run.
 */
function gatherRows(c: OpContext, i: number, p: string): { rows: string; grid: string } {
  const ln = c.options.packLayerNorm ? matchLayerNorm(c.producer(i)) : undefined;
  if (!ln) {
    const x = c.input(i);
    return { rows: c.b.op('GatherND', [x, p]), grid: x };
  }
  return { rows: emitLayerNorm(c.b, c.b.op('GatherND', [ln.x, p]), ln), grid: ln.x };
}

/**
 * A layer norm with TF's own operations and order (so the same rounding as the op-by-op lowering):
 * scale·Rsqrt(Mean((x − Mean(x))²) + ε)·(x − Mean(x)) + bias, Rsqrt as Reciprocal(Sqrt). Not ONNX
 * LayerNormalization: onnxruntime-web's kernel for it measured 1.6× slower than these element-wise ops on
 * [192, 512] and [544, 512] floats.
 */
function emitLayerNorm(b: GraphBuilder, x: string, ln: LayerNormMatch, output?: string): string {
  const axes = b.int64([-1]);
  const keep = [int('keepdims', 1)];
  const d = b.op('Sub', [x, b.op('ReduceMean', [x, axes], keep)]);
  const variance = b.op('ReduceMean', [b.op('Mul', [d, d]), axes], keep);
  const inv = b.op('Reciprocal', [b.op('Sqrt', [b.op('Add', [variance, ln.epsilon])])]);
  const y = b.op('Mul', [b.op('Mul', [ln.scale, inv]), d]);
  if (output === undefined) return b.op('Add', [y, ln.bias]);
  b.opTo(output, 'Add', [y, ln.bias]);
  return output;
}

/** The producer of input `i` when its op is one of `ops`, else undefined. */
function upstream(c: OpContext, i: number, ...ops: string[]): OpContext | undefined {
  const p = c.producer(i);
  return ops.includes(p.node.op) ? p : undefined;
}

/**
 * USE-Lite ends with a masked mean over positions: Σ_t mask_t · (R_t + F_t) / len, where R is the residual
 * stream and F_t = relu(h_t)·W2 + b2 is the last FFN's output, computed on the real tokens (GatherNd) and
 * scattered back onto the grid (ScatterNd into zeros). The second projection is linear, so it commutes with
 * the pooling: Σ_t mask_t·F_t = (Σ_k m_k·relu(h_k))·W2 + (Σ_k m_k)·b2, summing over the real tokens k of a
 * row with m_k = mask at k's position. That turns a [tokens × 1536]·[1536 × 512] product into a
 * [rows × 1536]·[1536 × 512] one. Only the order of the additions changes (rounding well below 1e-6).
 *
 * Matches, for the pooling Sum over axis 1:
 *   Sum(Mul(Add(ScatterNd(P, Squeeze(BiasAdd(Reshape(MatMul(H, W2)), b2)), shape), R), mask), 1)
 * (Add and Mul operands in either order) and returns false when the graph has another shape.
 */
function pooledProjection(c: OpContext): boolean {
  if (!c.options.poolBeforeProjection || c.options.packedPositions === undefined) return false;
  if (attrBool(c.node, 'keep_dims', false) || c.constant(1) === undefined || c.ints(1).join() !== '1') return false;
  const mul = upstream(c, 0, 'Mul');
  if (!mul) return false;
  for (const [sumSide, maskSide] of [[0, 1], [1, 0]] as const) {
    const add = upstream(mul, sumSide, 'Add', 'AddV2');
    // The mask is one weight per grid position: [rows, len] given a trailing singleton axis (ExpandDims
    // at -1, or at 2 of a matrix; any other rank makes the GatherND/Reshape below fail loudly at run time).
    const maskExpand = upstream(mul, maskSide, 'ExpandDims');
    const maskAxis = maskExpand?.constant(1) ? maskExpand.ints(1).join() : undefined;
    if (!add || !maskExpand || !(maskAxis === '-1' || (maskAxis === '2' && (maskExpand.rank(0) ?? 2) === 2))) continue;
    for (const [scatterSide, residualSide] of [[0, 1], [1, 0]] as const) {
      const scatter = upstream(add, scatterSide, 'ScatterNd');
      const squeeze = scatter && upstream(scatter, 1, 'Squeeze');
      const bias = squeeze && upstream(squeeze, 0, 'BiasAdd');
      const reshape = bias && upstream(bias, 0, 'Reshape');
      const matmul = reshape && upstream(reshape, 0, 'MatMul');
      if (!scatter || !squeeze || !bias || !reshape || !matmul) continue;
      const w2 = matmul.constant(1);
      const b2 = bias.constant(1);
      if (!w2 || w2.dtype !== 'float32' || w2.shape.length !== 2 || !b2 || b2.dtype !== 'float32') continue;
      if (attrBool(matmul.node, 'transpose_a', false) || attrBool(matmul.node, 'transpose_b', false)) continue;
      // The scatter puts row k of F at P[k] (ScatterNd needs F as [N, C], and the reshapes between the MatMul and
      // it keep the row order), so token k's pooling weight is mask[P[k]]. P must be the packed coordinates,
      // which the shape rewiring below relies on.
      if (scatter.tensor(c.options.packedPositions) !== scatter.input(0)) continue;
      const [inner = 0, outer = 0] = w2.shape;
      const b = c.b;
      const p = scatter.input(0); // [N, 2] (row, position)
      const mask = mul.input(maskSide); // [rows, len, 1]; GatherND with P fails loudly on any other rank
      const residual = add.input(residualSide); // [rows, len, C]
      const h = matmul.input(0); // [N, inner]
      const keep0 = [int('keepdims', 0)];
      const pooledResidual = b.op('ReduceSum', [b.op('Mul', [residual, mask]), b.int64([1])], keep0);
      const m = b.op('Reshape', [b.op('GatherND', [mask, p]), b.int64([-1, 1])]); // [N, 1]: each real token's pooling weight
      // The per-row sums scatter-add each token into slot (row, 0) of a [rows, 1, width] grid, i.e. with the
      // same index rank, last index dimension (2) and data rank (3) as the graph's own ScatterNd(add) nodes on
      // [rows, len, C]. Not rows alone into [rows, width]: onnxruntime-web's WebGPU (JSEP) ScatterND keys its
      // compiled shader on the reduction and the ranks of indices and updates only, so a scatter with those ranks
      // and another data rank reuses the shader built for the first one and fails ("Uniform variable 7 mismatch").
      const rowSlot = b.op('Mul', [p, b.int64([1, 0], [1, 2])]); // [N, 2]: (row, 0)
      const rows = b.op('Slice', [b.op('Shape', [mask]), b.int64([0]), b.int64([1])]);
      const rowSums = (updates: string, width: number): string => {
        const zeros = b.op('ConstantOfShape', [b.op('Concat', [rows, b.int64([1, width])], [int('axis', 0)])], [
          { name: 'value', kind: 'tensor', value: floatTensor('', [1], new Float32Array([0])) },
        ]);
        const sums = b.op('ScatterND', [zeros, rowSlot, updates], [{ name: 'reduction', kind: 'string', value: 'add' }]); // [rows, 1, width]
        return b.op('Reshape', [sums, b.int64([-1, width])]);
      };
      const pooledH = rowSums(b.op('Mul', [h, m]), inner); // [rows, inner]
      const weight = rowSums(m, 1); // [rows, 1]
      const w = b.addInitializer(floatTensor(b.fresh(`${w2.name}/pooled`), [inner, outer], w2.data as Float32Array));
      const bb = b.addInitializer(floatTensor(b.fresh(`${b2.name}/pooled`), [outer], b2.data as Float32Array));
      const pooledF = b.op('Add', [b.op('MatMul', [pooledH, w]), b.op('Mul', [weight, bb])]);
      b.opTo(c.output(), 'Add', [pooledResidual, pooledF]);
      if (c.options.onTokenStates) c.options.onTokenStates(b.op('GatherND', [residual, p]), residual);
      // The graph still reads two shapes from the per-token path: the padded length from Shape(R + scattered F)
      // and the channel count from Shape(F). Give both without computing F. F is [N, outer] (ScatterNd
      // requires updates of shape [N] + shape[2:], and F holds N·outer values). The sum's shape is the
      // broadcast of the scatter's shape operand with R's shape, i.e. their element-wise max (no dimension is
      // 0). Pruning then drops the per-token product; GraphBuilder.prune also restores the topological order
      // these edits break.
      const rewire = (tensor: string, shape: string): void => {
        b.nodes.forEach((n, k) => {
          if (n.opType === 'Shape' && n.inputs[0] === tensor && n.attrs.length === 0) b.nodes[k] = { ...n, opType: 'Identity', inputs: [shape] };
        });
      };
      const tokens = b.op('Slice', [b.op('Shape', [p]), b.int64([0]), b.int64([1])]);
      rewire(squeeze.output(), b.op('Concat', [tokens, b.int64([outer])], [int('axis', 0)]));
      rewire(add.output(), b.op('Max', [scatter.input(2), b.op('Shape', [residual])]));
      return true;
    }
  }
  return false;
}

/** Both operand orders of a commutative binary node: [i, other]. */
const EITHER = [
  [0, 1],
  [1, 0],
] as const;

/** True when input `i` is a constant reduction over the last axis only, keeping it. */
function lastAxisMean(c: OpContext | undefined, x: string): boolean {
  if (!c || !attrBool(c.node, 'keep_dims', false) || c.constant(1) === undefined || c.input(0) !== x) return false;
  const axes = c.ints(1);
  const r = c.rank(0);
  return axes.length === 1 && (axes[0] === -1 || (r !== undefined && axes[0] === r - 1));
}

/**
 * TF's layer norm, as tensor2tensor writes it (every USE-Lite layer has two):
 *   mean = Mean(x, -1, keep); d = x - mean; var = Mean(Square(d), -1, keep)
 *   y = scale · Rsqrt(var + ε) · d + bias
 * matchLayerNorm recognises it from its final Add (either operand order at each step) and returns its parts,
 * or undefined when the graph has another shape.
 */
interface LayerNormMatch {
  x: string;
  scale: string;
  bias: string;
  /** The ε constant tensor. */
  epsilon: string;
}

function matchLayerNorm(c: OpContext): LayerNormMatch | undefined {
  if (c.node.op !== 'Add' && c.node.op !== 'AddV2') return undefined;
  for (const [mi, bi] of EITHER) {
    const bias = c.constant(bi);
    const mul1 = upstream(c, mi, 'Mul');
    if (!bias || bias.dtype !== 'float32' || bias.shape.length !== 1 || !mul1) continue;
    for (const [si, di] of EITHER) {
      const mul = upstream(mul1, si, 'Mul');
      const sub = upstream(mul1, di, 'Sub');
      if (!mul || !sub) continue;
      for (const [gi, ri] of EITHER) {
        const scale = mul.constant(gi);
        const rsqrt = upstream(mul, ri, 'Rsqrt');
        const addEps = rsqrt && upstream(rsqrt, 0, 'Add', 'AddV2');
        if (!scale || scale.dtype !== 'float32' || scale.shape.join() !== bias.shape.join() || !addEps) continue;
        for (const [vi, ei] of EITHER) {
          const eps = addEps.constant(ei);
          const variance = upstream(addEps, vi, 'Mean');
          const square = variance && upstream(variance, 0, 'Square');
          if (!eps || eps.dtype !== 'float32' || eps.data.length !== 1 || !square) continue;
          // The variance must be of this very difference, and the difference of x and x's own mean.
          if (square.input(0) !== sub.output() || !lastAxisMean(variance, square.output())) continue;
          const x = sub.input(0);
          if (!lastAxisMean(upstream(sub, 1, 'Mean'), x)) continue;
          return { x, scale: mul.input(gi), bias: c.input(bi), epsilon: addEps.input(ei) };
        }
      }
    }
  }
  return undefined;
}

/**
 * One level of Strassen's algorithm for X·W with X [M, K] (M known only at run time) and a constant W [K, N], K and
 * N even: 7 products of [⌈M/2⌉, K/2]·[K/2, N/2] blocks instead of 8, plus a few element-wise passes on the blocks.
 * X gets one zero row when M is odd, and the result is cut back to M rows. W is stored as its four blocks; the
 * weight-side sums (B11 + B22, ...) are nodes over constants, which onnxruntime folds when it loads the session, so
 * the file does not grow (the session holds 7 quarter blocks instead of 4). The product is the same; the rounding
 * differs (measured on [192, 512]·[512, 1536]: max |Δ| 2.8e-7 against a plain MatMul, on outputs up to 0.05).
 */
function strassen(c: OpContext, x: string, w: TfWeight): string {
  const b = c.b;
  const [k = 0, n = 0] = w.shape;
  const hk = k / 2;
  const hn = n / 2;
  const block = (r0: number, c0: number, name: string): string => {
    const out = new Float32Array(hk * hn);
    for (let r = 0; r < hk; r++) out.set(w.data.subarray((r0 + r) * n + c0, (r0 + r) * n + c0 + hn), r * hn);
    return b.addInitializer(floatTensor(b.fresh(`${w.name}/strassen_${name}`), [hk, hn], out));
  };
  const b11 = block(0, 0, 'b11');
  const b12 = block(0, hn, 'b12');
  const b21 = block(hk, 0, 'b21');
  const b22 = block(hk, hn, 'b22');
  const axis = (v: number): OnnxAttr[] => [int('axis', v)];
  const rows = b.op('Slice', [b.op('Shape', [x]), b.int64([0]), b.int64([1])]); // [M]
  const half = b.op('Div', [b.op('Add', [rows, b.int64([1])]), b.int64([2])]); // [⌈M/2⌉]
  const extra = b.op('Sub', [b.op('Add', [half, half]), rows]); // [M mod 2]
  const padded = b.op('Pad', [x, b.op('Concat', [b.int64([0, 0]), extra, b.int64([0])], axis(0))]);
  const [top = '', bottom = ''] = b.node('Split', [padded, b.op('Concat', [half, half], axis(0))], { outputs: 2, attrs: axis(0) });
  const cols = b.int64([hk, hk]);
  const [a11 = '', a12 = ''] = b.node('Split', [top, cols], { outputs: 2, attrs: axis(1) });
  const [a21 = '', a22 = ''] = b.node('Split', [bottom, cols], { outputs: 2, attrs: axis(1) });
  const add = (p: string, q: string): string => b.op('Add', [p, q]);
  const sub = (p: string, q: string): string => b.op('Sub', [p, q]);
  const mm = (p: string, q: string): string => b.op('MatMul', [p, q]);
  const m1 = mm(add(a11, a22), add(b11, b22));
  const m2 = mm(add(a21, a22), b11);
  const m3 = mm(a11, sub(b12, b22));
  const m4 = mm(a22, sub(b21, b11));
  const m5 = mm(add(a11, a12), b22);
  const m6 = mm(sub(a21, a11), add(b11, b12));
  const m7 = mm(sub(a12, a22), add(b21, b22));
  const c11 = add(sub(add(m1, m4), m5), m7);
  const c12 = add(m3, m5);
  const c21 = add(m2, m4);
  const c22 = add(add(sub(m1, m2), m3), m6);
  const full = b.op('Concat', [b.op('Concat', [c11, c12], axis(1)), b.op('Concat', [c21, c22], axis(1))], axis(0));
  return b.op('Slice', [full, b.int64([0]), rows, b.int64([0])]);
}

/** True when input `i` is a 2-D tensor made by a Reshape to a 2-element shape (TF's Tensordot flattening). */
function flattenedTo2d(c: OpContext, i: number): boolean {
  const reshape = upstream(c, i, 'Reshape');
  if (!reshape) return false;
  const shape = reshape.producer(1);
  if (shape.node.op === 'Pack') return attrInt(shape.node, 'N') === 2;
  const known = reshape.constant(1);
  return known !== undefined && known.shape.join() === '2';
}

const CONVERTERS: Record<string, OpConverter> = {
  // Elementwise.
  Add: binary('Add'),
  AddV2: binary('Add'),
  Sub: binary('Sub'),
  Mul: binary('Mul'),
  RealDiv: binary('Div'),
  Maximum: binary('Max'),
  Less: binary('Less'),
  Greater: binary('Greater'),
  LogicalNot: unary('Not'),
  Sin: unary('Sin'),
  Cos: unary('Cos'),
  Tanh: unary('Tanh'),
  Relu: unary('Relu'),
  // Square as x·x, the same single rounding TF performs (Pow could take a different path).
  Square: (c) => {
    const x = c.input(0);
    c.b.opTo(c.output(), 'Mul', [x, x]);
  },
  Rsqrt: (c) => c.b.opTo(c.output(), 'Reciprocal', [c.b.op('Sqrt', [c.input(0)])]),
  Softmax: (c) => c.b.opTo(c.output(), 'Softmax', [c.input(0)], [int('axis', -1)]),

  Cast: (c) => {
    const to = onnxType(attrType(c.node, 'DstT'), c.node.name);
    const from = onnxType(attrType(c.node, 'SrcT'), c.node.name);
    // int32 <-> int64 is the identity under the integer policy.
    if (to === from) c.b.opTo(c.output(), 'Identity', [c.input(0)]);
    else c.b.opTo(c.output(), 'Cast', [c.input(0)], [int('to', to)]);
  },

  // Shapes and layout.
  Shape: (c) => c.b.opTo(c.output(), 'Shape', [c.input(0)]),
  Reshape: (c) =>
    // allowzero=1: a 0 in the target shape means an empty dimension, as in TF (not "copy the input dim").
    c.b.opTo(c.output(), 'Reshape', [c.input(0), c.input(1)], [int('allowzero', 1)]),
  ExpandDims: (c) => {
    const [dim] = c.ints(1);
    if (dim === undefined) fail(c.node, 'empty dim');
    c.b.opTo(c.output(), 'Unsqueeze', [c.input(0), c.b.int64([dim])]);
  },
  Squeeze: (c) => {
    const dims = attrInts(c.node, 'squeeze_dims');
    c.b.opTo(c.output(), 'Squeeze', dims.length ? [c.input(0), c.b.int64(dims)] : [c.input(0)]);
  },
  Transpose: (c) => c.b.opTo(c.output(), 'Transpose', [c.input(0)], [ints('perm', c.ints(1))]),
  ConcatV2: (c) => {
    const n = c.node.input.filter((s) => !s.startsWith('^')).length - 1;
    const [axis] = c.ints(n);
    if (axis === undefined) fail(c.node, 'missing axis');
    c.b.opTo(c.output(), 'Concat', Array.from({ length: n }, (_, i) => c.input(i)), [int('axis', axis)]);
  },
  Pack: (c) => {
    const n = attrInt(c.node, 'N');
    const axis = attrInt(c.node, 'axis', 0);
    const axes = c.b.int64([axis]);
    const parts = Array.from({ length: n }, (_, i) => c.b.op('Unsqueeze', [c.input(i), axes]));
    c.b.opTo(c.output(), 'Concat', parts, [int('axis', axis)]);
  },
  SplitV: (c) => {
    const sizes = c.ints(1);
    const [axis] = c.ints(2);
    const n = attrInt(c.node, 'num_split');
    if (axis === undefined) fail(c.node, 'missing axis');
    if (sizes.length !== n || sizes.some((s) => s < 0)) fail(c.node, `size_splits ${sizes.join(',')} must be ${n} known sizes`);
    const outputs = Array.from({ length: n }, (_, k) => c.output(k));
    c.b.node('Split', [c.input(0), c.b.int64(sizes)], { outputs, name: c.node.name, attrs: [int('axis', axis)] });
  },

  StridedSlice: (c) => {
    const begin = c.ints(1);
    const end = c.ints(2);
    const strides = c.ints(3);
    const beginMask = attrInt(c.node, 'begin_mask', 0);
    const endMask = attrInt(c.node, 'end_mask', 0);
    const shrinkMask = attrInt(c.node, 'shrink_axis_mask', 0);
    if (attrInt(c.node, 'ellipsis_mask', 0) !== 0) fail(c.node, 'ellipsis_mask is not supported');
    if (attrInt(c.node, 'new_axis_mask', 0) !== 0) fail(c.node, 'new_axis_mask is not supported');
    const starts: bigint[] = [];
    const ends: bigint[] = [];
    const steps: bigint[] = [];
    const shrink: number[] = [];
    for (let k = 0; k < begin.length; k++) {
      const step = strides[k] ?? 1;
      const bit = 1 << k;
      let s = BigInt(begin[k] ?? 0);
      let e = BigInt(end[k] ?? 0);
      if (shrinkMask & bit) {
        // A shrunk axis takes exactly the element at `begin` (TF ignores end and the masks there).
        if (step !== 1) fail(c.node, 'shrink axis with stride != 1');
        e = s === -1n ? INT64_MAX : s + 1n;
        shrink.push(k);
      } else {
        if (beginMask & bit) s = step > 0 ? 0n : INT64_MAX;
        if (endMask & bit) e = step > 0 ? INT64_MAX : INT64_MIN;
      }
      starts.push(s);
      ends.push(e);
      steps.push(BigInt(step));
    }
    const axes = c.b.int64(begin.map((_, k) => k));
    const sliced = [c.input(0), c.b.int64(starts), c.b.int64(ends), axes, c.b.int64(steps)];
    if (shrink.length === 0) {
      c.b.opTo(c.output(), 'Slice', sliced);
      return;
    }
    c.b.opTo(c.output(), 'Squeeze', [c.b.op('Slice', sliced), c.b.int64(shrink)]);
  },

  Slice: (c) => {
    const beginConst = c.constant(1);
    const sizeConst = c.constant(2);
    if (beginConst && sizeConst) {
      const begin = c.ints(1);
      const size = c.ints(2);
      const ends = size.map((s, k) => (s === -1 ? INT64_MAX : BigInt((begin[k] ?? 0) + s)));
      c.b.opTo(c.output(), 'Slice', [c.input(0), c.b.int64(begin), c.b.int64(ends)]);
      return;
    }
    // Dynamic: end = size == -1 ? INT64_MAX : begin + size.
    const begin = c.input(1);
    const size = c.input(2);
    const isAll = c.b.op('Equal', [size, c.b.int64([-1], [])]);
    const ends = c.b.op('Where', [isAll, c.b.int64([INT64_MAX], []), c.b.op('Add', [begin, size])]);
    c.b.opTo(c.output(), 'Slice', [c.input(0), begin, ends]);
  },

  // Gathers and scatters.
  GatherV2: (c) => {
    const [axis] = c.ints(2);
    if (axis === undefined) fail(c.node, 'missing axis');
    if (attrInt(c.node, 'batch_dims', 0) !== 0) fail(c.node, 'batch_dims != 0');
    c.b.opTo(c.output(), 'Gather', [c.input(0), c.input(1)], [int('axis', axis)]);
  },
  GatherNd: (c) => {
    const positions = c.options.packedPositions;
    const ln = c.options.packLayerNorm && positions !== undefined && c.input(1) === c.tensor(positions) ? matchLayerNorm(c.producer(0)) : undefined;
    if (ln) emitLayerNorm(c.b, c.b.op('GatherND', [ln.x, c.input(1)]), ln, c.output());
    else c.b.opTo(c.output(), 'GatherND', [c.input(0), c.input(1)]);
  },
  ScatterNd: (c) => {
    // TF ScatterNd sums duplicate indices into a zero tensor: ConstantOfShape(0) + ScatterND(add).
    const type = onnxType(attrType(c.node, 'T'), c.node.name);
    const zero =
      type === DataType.FLOAT ? floatTensor('', [1], new Float32Array([0])) : int64Tensor('', [1], [0]);
    const zeros = c.b.op('ConstantOfShape', [c.input(2)], [{ name: 'value', kind: 'tensor', value: zero }]);
    c.b.opTo(c.output(), 'ScatterND', [zeros, c.input(0), c.input(1)], [{ name: 'reduction', kind: 'string', value: 'add' }]);
  },
  SparseToDense: (c) => {
    // dense = broadcast(default, output_shape); dense[indices[i]] = values[i].
    const dense = c.b.op('Expand', [c.input(3), c.input(1)]);
    let indices = c.input(0);
    const indexRank = c.rank(0);
    if (indexRank === undefined) fail(c.node, 'sparse_indices rank unknown');
    if (indexRank === 1) indices = c.b.op('Unsqueeze', [indices, c.b.int64([1])]);
    let values = c.input(2);
    if (c.rank(2) === 0) {
      const count = c.b.op('Slice', [c.b.op('Shape', [indices]), c.b.int64([0]), c.b.int64([1])]);
      values = c.b.op('Expand', [values, count]);
    }
    c.b.opTo(c.output(), 'ScatterND', [dense, indices, values]);
  },
  // TF Where(cond) lists the coordinates of true elements as [N, rank]; ONNX NonZero gives [rank, N].
  Where: (c) => {
    if (c.node.input.filter((s) => !s.startsWith('^')).length !== 1) fail(c.node, 'only the 1-input form is supported');
    c.b.opTo(c.output(), 'Transpose', [c.b.op('NonZero', [c.input(0)])], [ints('perm', [1, 0])]);
  },
  Range: (c) => c.b.opTo(c.output(), 'Range', [c.input(0), c.input(1), c.input(2)]),

  // Reductions.
  Sum: (c) => {
    if (!pooledProjection(c)) reduce('ReduceSum')(c);
  },
  Mean: reduce('ReduceMean'),
  Max: reduce('ReduceMax'),
  Prod: reduce('ReduceProd'),

  // Linear algebra.
  MatMul: (c) => {
    const w = c.constant(1);
    const min = c.options.strassenMinWeights;
    const [k = 1, n = 1] = w?.shape ?? [];
    if (
      min !== undefined && w && w.dtype === 'float32' && w.shape.length === 2 && k % 2 === 0 && n % 2 === 0 && k * n >= min &&
      !attrBool(c.node, 'transpose_a', false) && !attrBool(c.node, 'transpose_b', false) && (c.rank(0) === 2 || flattenedTo2d(c, 0))
    ) {
      c.b.opTo(c.output(), 'Identity', [strassen(c, c.input(0), w)]);
      return;
    }
    const a = matMulOperand(c, 0, attrBool(c.node, 'transpose_a', false));
    const b = matMulOperand(c, 1, attrBool(c.node, 'transpose_b', false));
    c.b.opTo(c.output(), 'MatMul', [a, b]);
  },
  BatchMatMul: (c) => {
    const a = attrBool(c.node, 'adj_x', false) ? swapLastTwo(c, 0) : c.input(0);
    const b = attrBool(c.node, 'adj_y', false) ? swapLastTwo(c, 1) : c.input(1);
    c.b.opTo(c.output(), 'MatMul', [a, b]);
  },
  BiasAdd: (c) => {
    if (attrString(c.node, 'data_format', 'NHWC') !== 'NHWC') fail(c.node, 'only NHWC bias is supported');
    // The bias of a packed projection goes into its GEMM (see packedPointwise).
    const conv = c.options.fuseBias ? c.producer(0) : undefined;
    const pw = conv && pointwiseKernel(conv);
    if (conv && pw && packedPointwise(conv, pw.kernel, pw.cin, pw.cout, c.input(1), c.output())) return;
    c.b.opTo(c.output(), 'Add', [c.input(0), c.input(1)]);
  },
  Conv2D: (c) => {
    if (attrString(c.node, 'data_format', 'NHWC') !== 'NHWC') fail(c.node, 'only NHWC is supported');
    const kernel = c.constant(1);
    if (!kernel || kernel.dtype !== 'float32' || kernel.shape.length !== 4) fail(c.node, 'filter must be a constant 4-D float tensor');
    const [kh = 0, kw = 0, cin = 0, cout = 0] = kernel.shape;
    const strides = attrInts(c.node, 'strides');
    const dilations = attrInts(c.node, 'dilations');
    const padding = attrString(c.node, 'padding');
    const unit = (v: number[]): boolean => v.every((x) => x === 1);
    if (kh === 1 && kw === 1 && unit(strides) && unit(dilations) && padding !== 'EXPLICIT' && packedPointwise(c, kernel, cin, cout)) return;
    if (kh === 1 && kw === 1 && unit(strides) && unit(dilations) && padding !== 'EXPLICIT') {
      // A 1×1 stride-1 convolution in NHWC is a matmul over the channel axis: x[...,Cin] · W[Cin,Cout].
      // Flatten to [N·H·W, Cin] first: onnxruntime runs a 4-D × 2-D MatMul with M = W = 1 as many tiny
      // products (profiled 2× slower than one GEMM here); the reshape makes it a single GEMM.
      const w = c.b.addInitializer(floatTensor(c.b.fresh(`${kernel.name}/matrix`), [cin, cout], kernel.data as Float32Array));
      const x = c.input(0);
      const flat = c.b.op('Reshape', [x, c.b.int64([-1, cin])]);
      const y = c.b.op('MatMul', [flat, w]);
      const leading = c.b.op('Slice', [c.b.op('Shape', [x]), c.b.int64([0]), c.b.int64([-1])]);
      const shape = c.b.op('Concat', [leading, c.b.int64([cout])], [int('axis', 0)]);
      c.b.opTo(c.output(), 'Reshape', [y, shape]);
      return;
    }
    // General case: NHWC → NCHW, Conv with an OIHW filter, back to NHWC.
    if (padding === 'EXPLICIT') fail(c.node, 'explicit padding is not supported');
    const oihw = new Float32Array(kernel.data.length);
    for (let y = 0; y < kh; y++)
      for (let x = 0; x < kw; x++)
        for (let i = 0; i < cin; i++)
          for (let o = 0; o < cout; o++) oihw[((o * cin + i) * kh + y) * kw + x] = kernel.data[((y * kw + x) * cin + i) * cout + o] ?? 0;
    const w = c.b.addInitializer(floatTensor(c.b.fresh(`${kernel.name}/oihw`), [cout, cin, kh, kw], oihw));
    const nchw = c.b.op('Transpose', [c.input(0)], [ints('perm', [0, 3, 1, 2])]);
    const conv = c.b.op('Conv', [nchw, w], [
      ints('kernel_shape', [kh, kw]),
      ints('strides', [strides[1] ?? 1, strides[2] ?? 1]),
      ints('dilations', [dilations[1] ?? 1, dilations[2] ?? 1]),
      { name: 'auto_pad', kind: 'string', value: padding === 'SAME' ? 'SAME_UPPER' : 'VALID' },
    ]);
    c.b.opTo(c.output(), 'Transpose', [conv], [ints('perm', [0, 2, 3, 1])]);
  },
};

export const SUPPORTED_OPS: ReadonlySet<string> = new Set([...Object.keys(CONVERTERS), 'Const', 'Placeholder', 'Identity']);

export function converterFor(node: TfNode): OpConverter {
  if (node.op === 'Identity') return unary('Identity');
  const conv = CONVERTERS[node.op];
  if (!conv) throw new Error(`convert-use: unsupported TF op '${node.op}' (node ${node.name}); add a converter in scripts/convert-use/ops.ts`);
  return conv;
}

/** Static rank rules for the ops whose converters need a rank (SparseToDense, BatchMatMul adjoints). */
export function inferRank(node: TfNode, inputRank: (i: number) => number | undefined, constInts: (i: number) => number[] | undefined): number | undefined {
  const r0 = (): number | undefined => inputRank(0);
  switch (node.op) {
    case 'Placeholder': {
      const dims = node.attr.shape?.shape?.dim;
      return dims?.length;
    }
    case 'Reshape':
      return constInts(1)?.length;
    case 'GatherV2': {
      const p = inputRank(0);
      const i = inputRank(1);
      return p === undefined || i === undefined ? undefined : p + i - 1;
    }
    case 'Transpose':
      return constInts(1)?.length;
    case 'ExpandDims':
    case 'Pack': {
      const r = r0();
      return r === undefined ? undefined : r + 1;
    }
    case 'Squeeze': {
      const r = r0();
      const dims = attrInts(node, 'squeeze_dims');
      return r === undefined || dims.length === 0 ? undefined : r - dims.length;
    }
    case 'StridedSlice': {
      const r = r0();
      if (r === undefined) return undefined;
      let shrink = attrInt(node, 'shrink_axis_mask', 0);
      let count = 0;
      while (shrink) {
        count += shrink & 1;
        shrink >>= 1;
      }
      return r - count;
    }
    case 'Shape':
      return 1;
    case 'Where':
      return 2;
    case 'Conv2D':
      return 4;
    case 'MatMul':
      return 2;
    case 'Sum':
    case 'Mean':
    case 'Max':
    case 'Prod': {
      const r = r0();
      const axes = constInts(1);
      if (r === undefined || axes === undefined) return undefined;
      return attrBool(node, 'keep_dims', false) ? r : r - new Set(axes.map((a) => normAxis(a, r))).size;
    }
    case 'Add':
    case 'AddV2':
    case 'Sub':
    case 'Mul':
    case 'RealDiv':
    case 'Maximum':
    case 'Less':
    case 'Greater':
    case 'BatchMatMul': {
      const a = inputRank(0);
      const b = inputRank(1);
      return a === undefined || b === undefined ? undefined : Math.max(a, b);
    }
    case 'Cast':
    case 'Identity':
    case 'LogicalNot':
    case 'Sin':
    case 'Cos':
    case 'Tanh':
    case 'Relu':
    case 'Square':
    case 'Rsqrt':
    case 'Softmax':
    case 'BiasAdd':
    case 'ConcatV2':
      return r0();
    default:
      return undefined;
  }
}

/**
 * Converter unit tests on tiny hand-built TF graphs, run through onnxruntime-web: each op's TF
 * semantics (masks, duplicate scatter indices, NHWC, adjoints, ...) against hand-computed values.
 */
import * as ort from 'onnxruntime-web';
import { describe, expect, it } from 'vitest';
import { convertTfGraph } from './convert.ts';
import { DataType, encodeModel } from './onnx.ts';
import { ProtoWriter } from './protobuf.ts';
import type { TfAttr, TfGraph, TfNode, TfWeight } from './tf-graph.ts';

ort.env.wasm.numThreads = 1;

const FLOAT = { type: 1 };
const INT32 = { type: 3 };

const node = (name: string, op: string, input: string[] = [], attr: Record<string, TfAttr> = {}): TfNode => ({ name, op, input, attr });
const placeholder = (name: string, dims: number[], type = FLOAT): TfNode =>
  node(name, 'Placeholder', [], { dtype: type, shape: { shape: { dim: dims.map((d) => ({ size: String(d) })) } } });
const i = (v: number): TfAttr => ({ i: String(v) });
const b = (v: boolean): TfAttr => ({ b: v });
const s = (v: string): TfAttr => ({ s: Buffer.from(v).toString('base64') });

function graph(nodes: TfNode[], consts: Record<string, { shape: number[]; data: number[]; int?: boolean }>): TfGraph {
  const weights = new Map<string, TfWeight>();
  for (const [name, c] of Object.entries(consts)) {
    weights.set(name, { name, dtype: c.int ? 'int32' : 'float32', shape: c.shape, data: c.int ? Int32Array.from(c.data) : Float32Array.from(c.data) });
    nodes.unshift(node(name, 'Const', [], { dtype: c.int ? INT32 : FLOAT }));
  }
  return { nodes, weights };
}

async function run(tf: TfGraph, feeds: Record<string, ort.Tensor> = {}, outType: DataType = DataType.FLOAT): Promise<{ data: number[]; dims: readonly number[] }> {
  const conv = convertTfGraph(tf);
  const [out] = conv.outputs;
  if (!out) throw new Error('no output');
  const g = conv.builder.graph('test', conv.inputs, [{ name: out, elemType: outType }]);
  const session = await ort.InferenceSession.create(encodeModel(g, { producerName: 'test', producerVersion: '0' }));
  const result = (await session.run(feeds))[out];
  await session.release();
  if (!result) throw new Error('no result');
  return { data: Array.from(result.data as ArrayLike<number | bigint>, Number), dims: result.dims };
}

const range = (n: number): number[] => Array.from({ length: n }, (_, k) => k);
const f32 = (data: number[], dims: number[]): ort.Tensor => new ort.Tensor('float32', Float32Array.from(data), dims);

describe('protobuf writer', () => {
  it('writes varints, negative int64 and fixed32 floats', () => {
    expect(Array.from(new ProtoWriter().varint(1, 300).finish())).toEqual([0x08, 0xac, 0x02]);
    expect(Array.from(new ProtoWriter().varint(1, -1).finish())).toEqual([0x08, 255, 255, 255, 255, 255, 255, 255, 255, 255, 1]);
    expect(Array.from(new ProtoWriter().float(2, 1).finish())).toEqual([0x15, 0, 0, 0x80, 0x3f]);
    expect(Array.from(new ProtoWriter().string(2, 'hi').finish())).toEqual([0x12, 2, 0x68, 0x69]);
  });
});

describe('convertTfGraph', () => {
  it('fails loudly on an unknown op, naming it', () => {
    const tf = graph([placeholder('x', [2]), node('y', 'FancyNewOp', ['x'])], {});
    expect(() => convertTfGraph(tf)).toThrow(/unsupported TF op 'FancyNewOp'/);
  });

  it('StridedSlice honours begin/end/shrink masks and negative indices', async () => {
    const tf = graph(
      [placeholder('x', [2, 3, 4]), node('y', 'StridedSlice', ['x', 'b', 'e', 's'], { begin_mask: i(1), end_mask: i(3), shrink_axis_mask: i(4), T: FLOAT })],
      { b: { shape: [3], data: [0, 1, -1], int: true }, e: { shape: [3], data: [0, 0, 0], int: true }, s: { shape: [3], data: [1, 1, 1], int: true } },
    );
    const r = await run(tf, { x: f32(range(24), [2, 3, 4]) });
    expect(r.dims).toEqual([2, 2]);
    expect(r.data).toEqual([7, 11, 19, 23]);
  });

  it('ScatterNd sums duplicate indices like TF', async () => {
    const tf = graph([placeholder('u', [3]), node('y', 'ScatterNd', ['idx', 'u', 'shape'], { T: FLOAT })], {
      idx: { shape: [3, 1], data: [0, 0, 2], int: true },
      shape: { shape: [1], data: [4], int: true },
    });
    expect((await run(tf, { u: f32([1, 2, 3], [3]) })).data).toEqual([3, 0, 3, 0]);
  });

  it('SparseToDense fills the default and places the values', async () => {
    const tf = graph([placeholder('v', [2]), node('y', 'SparseToDense', ['idx', 'shape', 'v', 'd'], { T: FLOAT })], {
      idx: { shape: [2, 2], data: [0, 1, 1, 0], int: true },
      shape: { shape: [2], data: [2, 3], int: true },
      d: { shape: [], data: [-1] },
    });
    expect((await run(tf, { v: f32([5, 6], [2]) })).data).toEqual([-1, 5, -1, 6, -1, -1]);
  });

  it('Where lists coordinates as [N, rank]', async () => {
    const tf = graph([placeholder('x', [2, 2]), node('g', 'Greater', ['x', 'zero']), node('y', 'Where', ['g'])], { zero: { shape: [], data: [0] } });
    const r = await run(tf, { x: f32([1, -1, 0, 2], [2, 2]) }, DataType.INT64);
    expect(r.dims).toEqual([2, 2]);
    expect(r.data).toEqual([0, 0, 1, 1]);
  });

  it('Pack, SplitV and ConcatV2 agree with TF', async () => {
    const tf = graph(
      [
        placeholder('x', [2, 3]),
        node('sp', 'SplitV', ['x', 'sizes', 'one'], { num_split: i(2), T: FLOAT }),
        node('p', 'Pack', ['sp:1', 'sp:1'], { N: i(2), axis: i(0), T: FLOAT }),
        node('y', 'ConcatV2', ['sp', 'sp:1', 'one'], { N: i(2), T: FLOAT }),
        node('z', 'Sum', ['p', 'all'], { keep_dims: b(false), T: FLOAT }),
        node('out', 'AddV2', ['y', 'z'], { T: FLOAT }),
      ],
      { sizes: { shape: [2], data: [1, 2], int: true }, one: { shape: [], data: [1], int: true }, all: { shape: [3], data: [0, 1, 2], int: true } },
    );
    // y = x (split then re-concatenated); z = 2·Σ x[:, 1:] = 2·(1+2+4+5) = 24.
    const r = await run(tf, { x: f32(range(6), [2, 3]) });
    expect(r.data).toEqual([24, 25, 26, 27, 28, 29]);
  });

  it('BatchMatMul with adjoints', async () => {
    const tf = graph([placeholder('a', [1, 2, 2]), placeholder('c', [1, 2, 2]), node('y', 'BatchMatMul', ['a', 'c'], { adj_x: b(true), adj_y: b(true), T: FLOAT })], {});
    // Aᵀ·Cᵀ with A = [[1,2],[3,4]], C = [[5,6],[7,8]].
    const r = await run(tf, { a: f32([1, 2, 3, 4], [1, 2, 2]), c: f32([5, 6, 7, 8], [1, 2, 2]) });
    expect(r.data).toEqual([23, 31, 34, 46]);
  });

  it('MatMul with a transposed constant, BiasAdd, Rsqrt, Square, RealDiv', async () => {
    const tf = graph(
      [
        placeholder('x', [1, 2]),
        node('m', 'MatMul', ['x', 'w'], { transpose_b: b(true), T: FLOAT }),
        node('ba', 'BiasAdd', ['m', 'bias'], { data_format: s('NHWC'), T: FLOAT }),
        node('sq', 'Square', ['ba']),
        node('r', 'Rsqrt', ['sq']),
        node('y', 'RealDiv', ['r', 'two']),
      ],
      { w: { shape: [2, 2], data: [1, 2, 3, 4] }, bias: { shape: [2], data: [1, -1] }, two: { shape: [], data: [2] } },
    );
    // x·Wᵀ = [1·1+1·2, 1·3+1·4] = [3, 7]; +bias = [4, 6]; 1/|v|/2 = [1/8, 1/12].
    const r = await run(tf, { x: f32([1, 1], [1, 2]) });
    expect(r.data[0]).toBeCloseTo(1 / 8, 6);
    expect(r.data[1]).toBeCloseTo(1 / 12, 6);
  });

  it('Conv2D in NHWC: 3×3 SAME through Conv, 1×1 through one GEMM', async () => {
    const kernel3 = range(9 * 2).map((k) => (k % 5) - 2); // [3,3,1,2]
    const tf3 = graph([placeholder('x', [1, 3, 3, 1]), node('y', 'Conv2D', ['x', 'k'], { padding: s('SAME'), strides: { list: { i: ['1', '1', '1', '1'] } }, data_format: s('NHWC'), T: FLOAT })], {
      k: { shape: [3, 3, 1, 2], data: kernel3 },
    });
    const x = range(9).map((v) => v + 1);
    const r = await run(tf3, { x: f32(x, [1, 3, 3, 1]) });
    expect(r.dims).toEqual([1, 3, 3, 2]);
    // Naive NHWC reference.
    const want: number[] = [];
    for (let h = 0; h < 3; h++)
      for (let w = 0; w < 3; w++)
        for (let o = 0; o < 2; o++) {
          let acc = 0;
          for (let dy = 0; dy < 3; dy++)
            for (let dx = 0; dx < 3; dx++) {
              const yy = h + dy - 1;
              const xx = w + dx - 1;
              if (yy >= 0 && yy < 3 && xx >= 0 && xx < 3) acc += (x[yy * 3 + xx] ?? 0) * (kernel3[(dy * 3 + dx) * 2 + o] ?? 0);
            }
          want.push(acc);
        }
    expect(r.data).toEqual(want);

    const tf1 = graph([placeholder('x', [2, 1, 2, 2]), node('y', 'Conv2D', ['x', 'k'], { padding: s('VALID'), strides: { list: { i: ['1', '1', '1', '1'] } }, T: FLOAT })], {
      k: { shape: [1, 1, 2, 3], data: [1, 0, 2, 0, 1, 3] },
    });
    const r1 = await run(tf1, { x: f32(range(8), [2, 1, 2, 2]) });
    expect(r1.dims).toEqual([2, 1, 2, 3]);
    // [a, b] ↦ [a, b, 2a + 3b]
    expect(r1.data).toEqual([0, 1, 3, 2, 3, 13, 4, 5, 23, 6, 7, 33]);
  });

  it('Slice, Range, Prod, Mean, Max, ExpandDims, Squeeze, Cast, GatherV2, GatherNd, Transpose', async () => {
    const tf = graph(
      [
        placeholder('x', [2, 3]),
        node('sl', 'Slice', ['x', 'sb', 'ss'], { Index: INT32 }), // x[:, 1:] → [[1,2],[4,5]]
        node('t', 'Transpose', ['sl', 'perm']), // [[1,4],[2,5]]
        node('gnd', 'GatherNd', ['t', 'gi']), // t[1][0] = 2, t[0][1] = 4
        node('gv', 'GatherV2', ['x', 'gidx', 'zero'], { Tparams: FLOAT }), // row 1 → [3,4,5]
        node('mx', 'Max', ['gv', 'zero'], { keep_dims: b(false) }), // 5
        node('mean', 'Mean', ['gnd', 'zero'], { keep_dims: b(true) }), // [3]
        node('r', 'Range', ['one', 'four', 'one']), // [1,2,3]
        node('pr', 'Prod', ['r', 'zero'], { keep_dims: b(false) }), // 6
        node('c', 'Cast', ['pr'], { SrcT: INT32, DstT: FLOAT }),
        node('e', 'ExpandDims', ['c', 'zero']), // [6]
        node('sum1', 'AddV2', ['e', 'mean']), // [9]
        node('sum2', 'AddV2', ['sum1', 'mx']), // [14]
        node('ed', 'ExpandDims', ['sum2', 'zero']), // [[14]]
        node('y', 'Squeeze', ['ed'], { squeeze_dims: { list: { i: ['0'] } } }), // [14]
      ],
      {
        sb: { shape: [2], data: [0, 1], int: true },
        ss: { shape: [2], data: [-1, 2], int: true },
        perm: { shape: [2], data: [1, 0], int: true },
        gi: { shape: [2, 2], data: [1, 0, 0, 1], int: true },
        gidx: { shape: [], data: [1], int: true },
        zero: { shape: [], data: [0], int: true },
        one: { shape: [], data: [1], int: true },
        four: { shape: [], data: [4], int: true },
      },
    );
    const r = await run(tf, { x: f32(range(6), [2, 3]) });
    expect(r.dims).toEqual([1]);
    expect(r.data).toEqual([14]);
  });
});

describe('the USE-Lite graph', () => {
  it('converts all 42 op types and keeps the 128-token limit the encoder assumes', async () => {
    const { loadTfGraph, opCounts, USE_LITE_DIR } = await import('./tf-graph.ts');
    const { MAX_TOKENS } = await import('../../src/engine/encoder/index.ts');
    const tf = await loadTfGraph(USE_LITE_DIR);
    const conv = convertTfGraph(tf);
    expect(opCounts(tf).size).toBe(42);
    expect([...conv.converted.keys()].sort()).toEqual([...opCounts(tf).keys()].sort());
    expect(conv.inputs.map((v) => [v.name, v.elemType])).toEqual([
      ['indices', DataType.INT64],
      ['values', DataType.INT64],
    ]);
    const limit = [...tf.weights.values()].find((w) => w.name.endsWith('ClipToMaxLength/Less/y'));
    expect(Array.from(limit?.data ?? [])).toEqual([MAX_TOKENS]);
  });
});

/** The model's sparse input for rows of token ids: (row, position) indices and the ids, positions 0..n−1 per row. */
function sparseFeeds(rows: readonly (readonly number[])[]): { indices: ort.Tensor; values: ort.Tensor } {
  const idx: bigint[] = [];
  const vals: bigint[] = [];
  rows.forEach((row, r) =>
    row.forEach((id, p) => {
      idx.push(BigInt(r), BigInt(p));
      vals.push(BigInt(id));
    }),
  );
  return {
    indices: new ort.Tensor('int64', BigInt64Array.from(idx), [vals.length, 2]),
    values: new ort.Tensor('int64', BigInt64Array.from(vals), [vals.length]),
  };
}

describe('padding-free projections (packedPointwise)', () => {
  it('give the literal translation’s vectors on a batch of very different lengths', async () => {
    const { buildOnnxModel, loadTfGraph, USE_LITE_DIR } = await import('./index.ts');
    const tf = await loadTfGraph(USE_LITE_DIR);
    // Rows of 3, 0 (empty, not last), 40 and 1 tokens: heavy padding on the dense grid.
    const rows = [[100, 200, 300], [], range(40).map((k) => 10 + k * 37), [4242]];
    const feeds = sparseFeeds(rows);
    const outputs: Float32Array[] = [];
    for (const packed of [true, false]) {
      const session = await ort.InferenceSession.create(buildOnnxModel(tf, undefined, { packed, pooled: false, layerNorm: false, bias: false, strassen: false }).bytes);
      outputs.push((await session.run(feeds)).embedding?.data as Float32Array);
      await session.release();
    }
    const [a, b2] = outputs;
    expect(a?.length).toBe(4 * 512);
    let worst = 0;
    for (let k = 0; k < (a?.length ?? 0); k++) worst = Math.max(worst, Math.abs((a?.[k] ?? 0) - (b2?.[k] ?? 0)));
    expect(worst).toBeLessThan(1e-6);
  });
});

describe('graph builder prune', () => {
  it('drops dead nodes and initializers and restores topological order', async () => {
    const { GraphBuilder } = await import('./builder.ts');
    const gb = new GraphBuilder();
    const two = gb.float([2], []);
    const unused = gb.float([7], []);
    const dead = gb.op('Mul', ['x', unused]);
    gb.op('Neg', [dead]);
    const late = gb.claim('late');
    gb.opTo('y', 'Add', [late, 'x']); // reads a tensor made below, as a rewrite may leave it
    gb.opTo(late, 'Mul', ['x', two]);
    expect(gb.prune(['y'])).toBe(2);
    expect(gb.nodes.map((n) => n.opType)).toEqual(['Mul', 'Add']);
    expect(gb.initializers.map((t) => t.name)).toEqual([two]);
    const g = gb.graph('t', [{ name: 'x', elemType: DataType.FLOAT, shape: [2] }], [{ name: 'y', elemType: DataType.FLOAT }]);
    const session = await ort.InferenceSession.create(encodeModel(g, { producerName: 'test', producerVersion: '0' }));
    const out = (await session.run({ x: f32([1, -3], [2]) })).y;
    await session.release();
    expect(Array.from(out?.data as Float32Array)).toEqual([3, -9]);
  });
});

describe('layer norm on the gathered rows (packLayerNorm)', () => {
  // tensor2tensor's layer norm over the last axis, as USE-Lite's graph spells it, read at two grid positions.
  const lnGraph = (varianceAxis: number): TfGraph =>
    graph(
      [
        placeholder('x', [2, 2, 3]),
        node('mean', 'Mean', ['x', 'axis'], { keep_dims: b(true) }),
        node('d', 'Sub', ['x', 'mean']),
        node('sq', 'Square', ['d']),
        node('var', 'Mean', ['sq', 'axis2'], { keep_dims: b(true) }),
        node('ve', 'AddV2', ['var', 'eps']),
        node('rs', 'Rsqrt', ['ve']),
        node('m', 'Mul', ['scale', 'rs']),
        node('m1', 'Mul', ['m', 'd']),
        node('ln', 'AddV2', ['m1', 'bias']),
        node('y', 'GatherNd', ['ln', 'p'], { Tindices: INT32, Tparams: FLOAT }),
      ],
      {
        axis: { shape: [1], data: [-1], int: true },
        axis2: { shape: [1], data: [varianceAxis], int: true },
        eps: { shape: [], data: [1e-6] },
        scale: { shape: [3], data: [1, 2, 0.5] },
        bias: { shape: [3], data: [0, 1, -1] },
        p: { shape: [2, 2], data: [1, 0, 0, 1], int: true },
      },
    );
  const ln = (r: number[]): number[] => {
    const mu = r.reduce((s, v) => s + v, 0) / r.length;
    const v = r.reduce((s, x) => s + (x - mu) ** 2, 0) / r.length;
    return r.map((x, k) => ((x - mu) / Math.sqrt(v + 1e-6)) * ([1, 2, 0.5][k] ?? 0) + ([0, 1, -1][k] ?? 0));
  };
  const x = [1, 2, 4, -3, 0.5, 10, 7, 7, 8, 0, 0, 1];
  const gathered = [...ln(x.slice(6, 9)), ...ln(x.slice(3, 6))]; // positions (1,0) and (0,1)

  it('normalises only the gathered rows and gives the same values', async () => {
    const conv = convertTfGraph(lnGraph(-1), { packedPositions: 'p', packLayerNorm: true });
    conv.builder.prune(conv.outputs);
    const nodes = conv.builder.nodes;
    const first = nodes.find((n) => n.opType === 'ReduceMean');
    expect(nodes.find((n) => n.outputs.includes(first?.inputs[0] ?? ''))?.opType).toBe('GatherND');
    expect(nodes.filter((n) => n.opType === 'GatherND')).toHaveLength(1);
    const g = conv.builder.graph('t', conv.inputs, [{ name: 'y', elemType: DataType.FLOAT }]);
    const session = await ort.InferenceSession.create(encodeModel(g, { producerName: 'test', producerVersion: '0' }));
    const out = Array.from((await session.run({ x: f32(x, [2, 2, 3]) })).y?.data as Float32Array);
    await session.release();
    gathered.forEach((v, k) => expect(out[k]).toBeCloseTo(v, 5));
  });

  it('leaves a near miss (variance over another axis) to the op-by-op lowering', async () => {
    const conv = convertTfGraph(lnGraph(0), { packedPositions: 'p', packLayerNorm: true });
    const gather = conv.builder.nodes.find((n) => n.opType === 'GatherND');
    expect(gather?.inputs[0]).toBe('ln');
    const plain = await run(lnGraph(-1), { x: f32(x, [2, 2, 3]) });
    gathered.forEach((v, k) => expect(plain.data[k]).toBeCloseTo(v, 5));
  });
});

describe('one level of Strassen for a large constant MatMul (strassen)', () => {
  it('gives the plain product for odd and even row counts', async () => {
    const [k, n] = [6, 4];
    const w = range(k * n).map((v) => Math.sin(v) * 2);
    const tf = graph([placeholder('x', [-1, k]), node('y', 'MatMul', ['x', 'w'], { transpose_a: b(false), transpose_b: b(false), T: FLOAT })], {
      w: { shape: [k, n], data: w },
    });
    const conv = convertTfGraph(tf, { strassenMinWeights: k * n });
    conv.builder.prune(conv.outputs);
    expect(conv.builder.nodes.filter((nd) => nd.opType === 'MatMul')).toHaveLength(7);
    const g = conv.builder.graph('t', conv.inputs, [{ name: 'y', elemType: DataType.FLOAT }]);
    const session = await ort.InferenceSession.create(encodeModel(g, { producerName: 'test', producerVersion: '0' }));
    for (const rows of [1, 2, 5]) {
      const x = range(rows * k).map((v) => Math.cos(v * 0.7) * 3);
      const out = (await session.run({ x: f32(x, [rows, k]) })).y;
      expect(out?.dims).toEqual([rows, n]);
      for (let r = 0; r < rows; r++)
        for (let j = 0; j < n; j++) {
          let want = 0;
          for (let q = 0; q < k; q++) want += (x[r * k + q] ?? 0) * (w[q * n + j] ?? 0);
          expect((out?.data as Float32Array)[r * n + j]).toBeCloseTo(want, 4);
        }
    }
    await session.release();
  });
});

describe('the USE-Lite rewrites against the literal translation', () => {
  it('pooling before the last projection, packed layer norms and projections, fused biases keep the vectors', async () => {
    const { buildOnnxModel, loadTfGraph, USE_LITE_DIR } = await import('./index.ts');
    const tf = await loadTfGraph(USE_LITE_DIR);
    const rows = [[100, 200, 300], [], range(40).map((k) => 10 + k * 37), [4242], range(17).map((k) => 7000 - k * 91)];
    const feeds = sparseFeeds(rows);
    const optimised = buildOnnxModel(tf);
    const literal = buildOnnxModel(tf, undefined, { packed: false, pooled: false, layerNorm: false, bias: false, strassen: false });
    const outputs: Float32Array[] = [];
    for (const m of [optimised, literal]) {
      const session = await ort.InferenceSession.create(m.bytes);
      outputs.push((await session.run(feeds)).embedding?.data as Float32Array);
      await session.release();
    }
    const [a, b2] = outputs;
    expect(a?.length).toBe(rows.length * 512);
    let worst = 0;
    for (let k = 0; k < (a?.length ?? 0); k++) worst = Math.max(worst, Math.abs((a?.[k] ?? 0) - (b2?.[k] ?? 0)));
    expect(worst).toBeLessThan(1e-5);
  });

  it('integer products: every backbone product in int8, and each vector within cosine 0.99 of the float model', async () => {
    const { buildOnnxModel, loadTfGraph, USE_LITE_DIR } = await import('./index.ts');
    const tf = await loadTfGraph(USE_LITE_DIR);
    const rows = [[100, 200, 300], [], range(40).map((k) => 10 + k * 37), [4242], range(17).map((k) => 7000 - k * 91)];
    const feeds = sparseFeeds(rows);
    const float = buildOnnxModel(tf, undefined, { quantize: true });
    const integer = buildOnnxModel(tf, undefined, { quantize: true, integerProducts: true });
    // The projections of both layers (attention and FFN) and the pooled last projection; only the embedding table
    // (read by a Gather) is dequantized.
    expect(integer.quantized?.integerProducts).toBe(10);
    expect((integer.quantized?.tensors ?? 0) - (integer.quantized?.integerProducts ?? 0)).toBe(1);
    const outputs: Float32Array[] = [];
    for (const m of [float, integer]) {
      const session = await ort.InferenceSession.create(m.bytes, { extra: { session: { disable_quant_qdq: '1' } } });
      outputs.push((await session.run(feeds)).embedding?.data as Float32Array);
      await session.release();
    }
    const [a, q] = outputs;
    const cosines = rows.map((_, r) => {
      let dot = 0;
      let na = 0;
      let nq = 0;
      for (let k = r * 512; k < (r + 1) * 512; k++) {
        dot += (a?.[k] ?? 0) * (q?.[k] ?? 0);
        na += (a?.[k] ?? 0) ** 2;
        nq += (q?.[k] ?? 0) ** 2;
      }
      return dot / Math.sqrt(na * nq);
    });
    // The empty row is the model's constant for no tokens in both.
    for (const c of cosines) expect(c).toBeGreaterThan(0.99);
    expect(Math.min(...cosines)).toBeLessThan(1 - 1e-6);
  });

  it('applies each rewrite where the graph has it', async () => {
    const { loadTfGraph, USE_LITE_DIR, realTokenPositions } = await import('./index.ts');
    const tf = await loadTfGraph(USE_LITE_DIR);
    const conv = convertTfGraph(tf, {
      packedPositions: realTokenPositions(tf),
      poolBeforeProjection: true,
      packLayerNorm: true,
      fuseBias: true,
      strassenMinWeights: 512 * 1536,
    });
    conv.builder.prune(conv.outputs);
    const nodes = conv.builder.nodes;
    const count = (op: string): number => nodes.filter((n) => n.opType === op).length;
    const producer = (t: string | undefined): string | undefined => nodes.find((n) => n.outputs.includes(t ?? ''))?.opType;
    // Every layer norm (two per transformer layer, two means each) runs on the gathered real tokens, not on the
    // padded grid: its first mean reads a GatherND, its second the squared differences.
    const means = nodes.filter((n) => n.opType === 'ReduceMean').map((n) => producer(n.inputs[0]));
    expect(means.sort()).toEqual([...Array<string>(4).fill('GatherND'), ...Array<string>(4).fill('Mul')]);
    // Three FFN products and layer 1's qkv projection by Strassen (the fourth FFN product went away with the
    // pooling); the other three attention projections add their bias inside the GEMM.
    // (A packed projection's blocks may carry a __n suffix: the Conv2D and its BiasAdd each emit them, and only the
    // BiasAdd's survive the pruning.)
    const strassen = conv.builder.initializers.filter((t) => /\/strassen_b11(__\d+)?$/.test(t.name)).map((t) => t.name);
    expect(strassen).toHaveLength(4);
    expect(strassen.filter((t) => t.includes('/FFN/conv'))).toHaveLength(3);
    expect(strassen.some((t) => t.includes('Layer_1/TransformerLayer/FFN/conv2'))).toBe(false);
    expect(strassen.some((t) => t.includes('Layer_1/TransformerLayer/MultiheadAttention/qkv_transform_single'))).toBe(true);
    expect(count('Gemm')).toBe(3);
    // The last FFN's second projection runs on the pooled rows: only the rewrite's copy of its weight is left.
    const w2 = conv.builder.initializers.filter((t) => t.name.includes('Layer_1/TransformerLayer/FFN/conv2/Tensordot/Reshape_1'));
    expect(w2.map((t) => t.name)).toEqual([expect.stringMatching(/\/pooled$/)]);
  });
});

describe('ScatterND nodes onnxruntime-web WebGPU can run', () => {
  // onnxruntime-web's WebGPU (JSEP) ScatterND caches its compiled shader under the reduction and the ranks of
  // indices and updates, not the rank of the data it writes: two ScatterND nodes alike in those but writing data of
  // different ranks share one shader, and the second fails ("Uniform variable 7 mismatch"). Node has no WebGPU, so
  // this reads the ranks the converted USE-Lite graph gives its scatters on a real batch (the WebGPU end-to-end
  // test runs the model itself in Chromium).
  it('no two ScatterND share reduction, index rank and update rank with different data ranks', async () => {
    const { converterOptions, loadTfGraph, USE_LITE_DIR } = await import('./index.ts');
    const tf = await loadTfGraph(USE_LITE_DIR);
    const conv = convertTfGraph(tf, converterOptions(tf)); // as build:models converts it
    conv.builder.prune(conv.outputs);
    const scatters = conv.builder.nodes.filter((n) => n.opType === 'ScatterND');
    const shapes = scatters.map((n) => n.inputs.map((t) => conv.builder.op('Shape', [t])));
    const g = conv.builder.graph('t', conv.inputs, shapes.flat().map((name) => ({ name, elemType: DataType.INT64 })));
    const session = await ort.InferenceSession.create(encodeModel(g, { producerName: 'test', producerVersion: '0' }));
    const rows = [[100, 200, 300], [4242], range(9).map((k) => 500 + k)];
    const idx = rows.flatMap((row, r) => row.map((_, p) => [BigInt(r), BigInt(p)])).flat();
    const vals = rows.flat().map(BigInt);
    const out = await session.run({
      indices: new ort.Tensor('int64', BigInt64Array.from(idx), [vals.length, 2]),
      values: new ort.Tensor('int64', BigInt64Array.from(vals), [vals.length]),
    });
    await session.release();
    const dataRanks = new Map<string, Set<number>>();
    scatters.forEach((n, k) => {
      const [data, indices, updates] = (shapes[k] ?? []).map((name) => out[name]?.dims[0]);
      const reduction = n.attrs.find((a) => a.name === 'reduction')?.value;
      const key = `reduction ${typeof reduction === 'string' ? reduction : 'none'}, indices rank ${indices}, updates rank ${updates}`;
      dataRanks.set(key, (dataRanks.get(key) ?? new Set()).add(data ?? -1));
    });
    expect(scatters.length).toBeGreaterThan(0);
    for (const [key, ranks] of dataRanks) expect([key, [...ranks]]).toEqual([key, [expect.any(Number)]]);
  });
});

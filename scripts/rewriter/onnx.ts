/**
 * A tiny ONNX (protobuf) writer: enough of onnx.proto3 to emit small graphs of float/int64 tensors —
 * the rewriter head export and the toy causal LM the tests build. Field numbers follow onnx.proto
 * (ModelProto: ir_version=1, graph=7, opset_import=8; GraphProto: node=1, name=2, initializer=5,
 * input=11, output=12; NodeProto: input=1, output=2, name=3, op_type=4, attribute=5; TensorProto:
 * dims=1, data_type=2, name=8, raw_data=9; AttributeProto: name=1, i=3, ints=8, type=20).
 */
export const FLOAT = 1;
export const INT64 = 7;

class Writer {
  readonly bytes: number[] = [];
  varint(v: number | bigint): this {
    let x = BigInt(v);
    if (x < 0n) x += 1n << 64n;
    do {
      let b = Number(x & 0x7fn);
      x >>= 7n;
      if (x > 0n) b |= 0x80;
      this.bytes.push(b);
    } while (x > 0n);
    return this;
  }
  key(field: number, wire: number): this {
    return this.varint((field << 3) | wire);
  }
  int(field: number, v: number | bigint): this {
    return this.key(field, 0).varint(v);
  }
  raw(field: number, data: Uint8Array | number[]): this {
    this.key(field, 2).varint(data.length);
    for (const b of data) this.bytes.push(b);
    return this;
  }
  str(field: number, s: string): this {
    return this.raw(field, new TextEncoder().encode(s));
  }
  msg(field: number, w: Writer): this {
    return this.raw(field, w.bytes);
  }
}

export interface OnnxTensor {
  name: string;
  dims: number[];
  type: typeof FLOAT | typeof INT64;
  data: Float32Array | BigInt64Array;
}
export interface OnnxNode {
  op: string;
  inputs: string[];
  outputs: string[];
  attributes?: Record<string, number | number[]>;
}
export interface OnnxValue {
  name: string;
  type: typeof FLOAT | typeof INT64;
  /** Dimension sizes, or a string for a symbolic dimension. */
  shape: (number | string)[];
}

function tensor(t: OnnxTensor): Writer {
  const w = new Writer();
  for (const d of t.dims) w.int(1, d);
  w.int(2, t.type);
  w.str(8, t.name);
  w.raw(9, new Uint8Array(t.data.buffer, t.data.byteOffset, t.data.byteLength));
  return w;
}

function valueInfo(v: OnnxValue): Writer {
  const shape = new Writer();
  for (const d of v.shape) shape.msg(1, typeof d === 'number' ? new Writer().int(1, d) : new Writer().str(2, d));
  const tensorType = new Writer().int(1, v.type).msg(2, shape);
  return new Writer().str(1, v.name).msg(2, new Writer().msg(1, tensorType));
}

function node(n: OnnxNode, i: number): Writer {
  const w = new Writer();
  for (const x of n.inputs) w.str(1, x);
  for (const x of n.outputs) w.str(2, x);
  w.str(3, `${n.op}_${i}`);
  w.str(4, n.op);
  for (const [name, value] of Object.entries(n.attributes ?? {})) {
    const a = new Writer().str(1, name);
    if (Array.isArray(value)) {
      for (const v of value) a.int(8, v);
      a.int(20, 7); // INTS
    } else {
      a.int(3, value);
      a.int(20, 2); // INT
    }
    w.msg(5, a);
  }
  return w;
}

/** Serialise a single-graph model (opset 18, IR version 8). */
export function onnxModel(graph: { name: string; nodes: OnnxNode[]; initializers: OnnxTensor[]; inputs: OnnxValue[]; outputs: OnnxValue[] }): Uint8Array {
  const g = new Writer();
  graph.nodes.forEach((n, i) => g.msg(1, node(n, i)));
  g.str(2, graph.name);
  for (const t of graph.initializers) g.msg(5, tensor(t));
  for (const v of graph.inputs) g.msg(11, valueInfo(v));
  for (const v of graph.outputs) g.msg(12, valueInfo(v));
  const m = new Writer().int(1, 8).str(2, 'promptveil').msg(7, g).msg(8, new Writer().str(1, '').int(2, 18));
  return Uint8Array.from(m.bytes);
}

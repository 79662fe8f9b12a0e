/**
 * A small in-memory ONNX graph representation and its serialisation to ModelProto bytes.
 * Field numbers follow onnx/onnx.proto (proto2; repeated scalars written unpacked, which every
 * parser accepts). Tensors always carry little-endian `raw_data`.
 */
import { ProtoWriter } from './protobuf.ts';

/** The IR version and opset we target: ONNX 1.13 (IR 8) with the default domain at opset 18. */
export const IR_VERSION = 8;
export const OPSET = 18;

/** onnx.TensorProto.DataType values used here. */
export const DataType = { FLOAT: 1, UINT8: 2, INT8: 3, INT32: 6, INT64: 7, BOOL: 9 } as const;
export type DataType = (typeof DataType)[keyof typeof DataType];

export interface OnnxTensor {
  name: string;
  dataType: DataType;
  dims: readonly number[];
  /** Little-endian element bytes. */
  raw: Uint8Array;
}

export type OnnxAttr =
  | { name: string; kind: 'int'; value: number | bigint }
  | { name: string; kind: 'float'; value: number }
  | { name: string; kind: 'string'; value: string }
  | { name: string; kind: 'ints'; value: readonly (number | bigint)[] }
  | { name: string; kind: 'tensor'; value: OnnxTensor };

export interface OnnxNode {
  name: string;
  opType: string;
  inputs: readonly string[];
  outputs: readonly string[];
  attrs: readonly OnnxAttr[];
}

export interface OnnxValueInfo {
  name: string;
  elemType: DataType;
  /** A number is a fixed dimension, a string a symbolic one; undefined means unknown rank. */
  shape?: readonly (number | string)[];
}

export interface OnnxGraph {
  name: string;
  nodes: OnnxNode[];
  initializers: OnnxTensor[];
  inputs: OnnxValueInfo[];
  outputs: OnnxValueInfo[];
  docString?: string;
}

// --- tensor helpers ---------------------------------------------------------------------------

export function floatTensor(name: string, dims: readonly number[], data: Float32Array): OnnxTensor {
  const raw = new Uint8Array(data.length * 4);
  const view = new DataView(raw.buffer);
  for (let i = 0; i < data.length; i++) view.setFloat32(i * 4, data[i] ?? 0, true);
  return { name, dataType: DataType.FLOAT, dims, raw };
}

export function int64Tensor(name: string, dims: readonly number[], data: readonly (number | bigint)[]): OnnxTensor {
  const raw = new Uint8Array(data.length * 8);
  const view = new DataView(raw.buffer);
  data.forEach((v, i) => view.setBigInt64(i * 8, BigInt(v), true));
  return { name, dataType: DataType.INT64, dims, raw };
}

export function boolTensor(name: string, dims: readonly number[], data: readonly boolean[]): OnnxTensor {
  return { name, dataType: DataType.BOOL, dims, raw: Uint8Array.from(data, (b) => (b ? 1 : 0)) };
}

// --- serialisation ----------------------------------------------------------------------------

function writeTensor(w: ProtoWriter, t: OnnxTensor): void {
  for (const d of t.dims) w.varint(1, d); // dims
  w.varint(2, t.dataType); // data_type
  if (t.name) w.string(8, t.name); // name
  w.bytes(9, t.raw); // raw_data
}

// onnx.AttributeProto.AttributeType
const ATTR_FLOAT = 1;
const ATTR_INT = 2;
const ATTR_STRING = 3;
const ATTR_TENSOR = 4;
const ATTR_INTS = 7;

function writeAttr(w: ProtoWriter, a: OnnxAttr): void {
  w.string(1, a.name);
  switch (a.kind) {
    case 'float':
      w.float(2, a.value).varint(20, ATTR_FLOAT);
      break;
    case 'int':
      w.varint(3, a.value).varint(20, ATTR_INT);
      break;
    case 'string':
      w.string(4, a.value).varint(20, ATTR_STRING);
      break;
    case 'tensor':
      w.message(5, (t) => writeTensor(t, a.value)).varint(20, ATTR_TENSOR);
      break;
    case 'ints':
      for (const v of a.value) w.varint(8, v);
      w.varint(20, ATTR_INTS);
      break;
  }
}

function writeNode(w: ProtoWriter, n: OnnxNode): void {
  for (const i of n.inputs) w.string(1, i);
  for (const o of n.outputs) w.string(2, o);
  w.string(3, n.name);
  w.string(4, n.opType);
  for (const a of n.attrs) w.message(5, (aw) => writeAttr(aw, a));
}

function writeValueInfo(w: ProtoWriter, v: OnnxValueInfo): void {
  w.string(1, v.name);
  w.message(2, (type) =>
    type.message(1, (tensorType) => {
      tensorType.varint(1, v.elemType);
      const dims = v.shape;
      if (dims === undefined) return;
      tensorType.message(2, (shape) => {
        for (const d of dims) shape.message(1, (dim) => (typeof d === 'number' ? dim.varint(1, d) : dim.string(2, d)));
      });
    }),
  );
}

function writeGraph(w: ProtoWriter, g: OnnxGraph): void {
  for (const n of g.nodes) w.message(1, (nw) => writeNode(nw, n));
  w.string(2, g.name);
  for (const t of g.initializers) w.message(5, (tw) => writeTensor(tw, t));
  if (g.docString) w.string(10, g.docString);
  for (const v of g.inputs) w.message(11, (vw) => writeValueInfo(vw, v));
  for (const v of g.outputs) w.message(12, (vw) => writeValueInfo(vw, v));
}

export interface ModelMeta {
  producerName: string;
  producerVersion: string;
  docString?: string;
}

/** Serialise a graph as an ONNX ModelProto. */
export function encodeModel(graph: OnnxGraph, meta: ModelMeta): Uint8Array {
  const w = new ProtoWriter(1 << 20);
  w.varint(1, IR_VERSION);
  w.string(2, meta.producerName);
  w.string(3, meta.producerVersion);
  if (meta.docString) w.string(6, meta.docString);
  w.message(7, (gw) => writeGraph(gw, graph));
  w.message(8, (ow) => ow.string(1, '').varint(2, OPSET));
  return w.finish();
}

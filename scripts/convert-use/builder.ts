/** Incremental construction of an ONNX graph: fresh names, deduplicated constants, node helpers. */
import { DataType, floatTensor, int64Tensor, type OnnxAttr, type OnnxGraph, type OnnxNode, type OnnxTensor, type OnnxValueInfo } from './onnx.ts';

export class GraphBuilder {
  readonly nodes: OnnxNode[] = [];
  readonly initializers: OnnxTensor[] = [];
  private readonly names = new Set<string>();
  private readonly constCache = new Map<string, string>();
  private counter = 0;

  /** A name not used yet, derived from `hint`. */
  fresh(hint: string): string {
    let name = hint;
    while (this.names.has(name)) name = `${hint}__${++this.counter}`;
    this.names.add(name);
    return name;
  }

  /** Reserve a name chosen elsewhere (a TF tensor name). */
  claim(name: string): string {
    if (this.names.has(name)) throw new Error(`duplicate tensor name ${name}`);
    this.names.add(name);
    return name;
  }

  /** Add a named initializer (its name may already be reserved through `claim`). */
  addInitializer(t: OnnxTensor): string {
    this.names.add(t.name);
    this.initializers.push(t);
    return t.name;
  }

  /** A deduplicated int64 constant (shape `dims`, default 1-D). */
  int64(values: readonly (number | bigint)[], dims: readonly number[] = [values.length]): string {
    const key = `i64:${dims.join('x')}:${values.join(',')}`;
    const hit = this.constCache.get(key);
    if (hit) return hit;
    const name = this.fresh(`const_i64_${this.constCache.size}`);
    this.initializers.push(int64Tensor(name, dims, values));
    this.constCache.set(key, name);
    return name;
  }

  /** A deduplicated uint8 scalar constant (a zero point). */
  uint8(value: number): string {
    const key = `u8::${value}`;
    const hit = this.constCache.get(key);
    if (hit) return hit;
    const name = this.fresh(`const_u8_${this.constCache.size}`);
    this.initializers.push({ name, dataType: DataType.UINT8, dims: [], raw: Uint8Array.of(value) });
    this.constCache.set(key, name);
    return name;
  }

  float(values: readonly number[], dims: readonly number[] = [values.length]): string {
    const key = `f32:${dims.join('x')}:${values.join(',')}`;
    const hit = this.constCache.get(key);
    if (hit) return hit;
    const name = this.fresh(`const_f32_${this.constCache.size}`);
    this.initializers.push(floatTensor(name, dims, Float32Array.from(values)));
    this.constCache.set(key, name);
    return name;
  }

  /**
   * Append a node. `outputs` are either explicit names (already claimed or to be claimed) or a count
   * of fresh names derived from `name`.
   */
  node(opType: string, inputs: readonly string[], opts: { name?: string; outputs?: readonly string[] | number; attrs?: OnnxAttr[] } = {}): string[] {
    const base = opts.name ?? `${opType}_${this.nodes.length}`;
    const outs =
      typeof opts.outputs === 'object'
        ? [...opts.outputs]
        : Array.from({ length: opts.outputs ?? 1 }, (_, i) => this.fresh(i === 0 ? `${base}_out` : `${base}_out${i}`));
    this.nodes.push({ name: this.fresh(`node:${base}`), opType, inputs, outputs: outs, attrs: opts.attrs ?? [] });
    return outs;
  }

  /** Single-output convenience. */
  op(opType: string, inputs: readonly string[], attrs: OnnxAttr[] = [], name?: string): string {
    const [out] = this.node(opType, inputs, { attrs, ...(name === undefined ? {} : { name }) });
    if (out === undefined) throw new Error('unreachable: node without output');
    return out;
  }

  /** Same, writing to a given (TF-derived) output name. */
  opTo(output: string, opType: string, inputs: readonly string[], attrs: OnnxAttr[] = []): void {
    this.node(opType, inputs, { attrs, outputs: [output], name: output });
  }

  /**
   * Drop the nodes no graph output depends on and the initializers only they read (a rewrite such as
   * ops.ts pooledProjection leaves the nodes it replaced behind), and put the rest in topological order
   * (a rewrite may point an early node at a tensor made later). Returns the number of nodes removed.
   */
  prune(outputs: readonly string[]): number {
    const producer = new Map<string, OnnxNode>();
    for (const n of this.nodes) for (const o of n.outputs) producer.set(o, n);
    const needed = new Set<string>();
    const ordered: OnnxNode[] = [];
    const state = new Map<OnnxNode, 'visiting' | 'done'>();
    // Iterative post-order DFS (the graph is a few hundred nodes deep at most, but stay off the JS stack).
    const visitTensor = (root: string): void => {
      const stack: { node: OnnxNode; next: number }[] = [];
      const enter = (t: string): void => {
        needed.add(t);
        const n = producer.get(t);
        if (!n || state.get(n) === 'done') return;
        if (state.get(n) === 'visiting') throw new Error(`graph builder: cycle through ${n.name}`);
        state.set(n, 'visiting');
        stack.push({ node: n, next: 0 });
      };
      enter(root);
      while (stack.length > 0) {
        const top = stack[stack.length - 1];
        if (!top) break;
        const input = top.node.inputs[top.next++];
        if (input === undefined) {
          state.set(top.node, 'done');
          ordered.push(top.node);
          stack.pop();
        } else if (input !== '') {
          enter(input);
        }
      }
    };
    outputs.forEach(visitTensor);
    const removed = this.nodes.length - ordered.length;
    const keptInits = this.initializers.filter((t) => needed.has(t.name));
    this.nodes.splice(0, this.nodes.length, ...ordered);
    this.initializers.splice(0, this.initializers.length, ...keptInits);
    return removed;
  }

  graph(name: string, inputs: OnnxValueInfo[], outputs: OnnxValueInfo[], docString?: string): OnnxGraph {
    return { name, nodes: this.nodes, initializers: this.initializers, inputs, outputs, ...(docString ? { docString } : {}) };
  }
}

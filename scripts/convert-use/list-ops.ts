/**
 * Lists the op types of the USE-Lite TF.js graph with their counts, and whether the converter
 * knows each one: `npx tsx scripts/convert-use/list-ops.ts [modelDir]`.
 */
import { SUPPORTED_OPS } from './ops.ts';
import { loadTfGraph, opCounts, USE_LITE_DIR } from './tf-graph.ts';

const graph = await loadTfGraph(process.argv[2] ?? USE_LITE_DIR);
const counts = opCounts(graph);
console.log(`${graph.nodes.length} nodes, ${counts.size} op types, ${graph.weights.size} weights`);
for (const [op, n] of counts) console.log(`${String(n).padStart(4)}  ${op}${SUPPORTED_OPS.has(op) ? '' : '   <-- UNSUPPORTED'}`);

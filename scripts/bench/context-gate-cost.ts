/**
 * Detection cost of the contextual gate (src/engine/context): engine.analyze on cost.ts's synthetic 100-word messages
 * with the gate off and on, interleaved message by message so machine load affects both alike; warm, one thread.
 *   nice -n 10 npx tsx scripts/bench/context-gate-cost.ts [--runs 60]
 */
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import { syntheticMessage } from './cost.ts';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 60;
const engine = await createNodeEngine({ tuneWasm: false });
const texts = Array.from({ length: runs }, (_, i) => syntheticMessage(100, i));
for (const t of texts.slice(0, 10)) {
  await engine.analyze(t, { contextGate: false });
  await engine.analyze(t, { contextGate: true });
}
const off: number[] = [];
const on: number[] = [];
for (const t of texts) {
  for (const [gate, into] of [
    [false, off],
    [true, on],
  ] as const) {
    const t0 = performance.now();
    await engine.analyze(t, { contextGate: gate });
    into.push(performance.now() - t0);
  }
}
const pct = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)] ?? NaN;
for (const [name, xs] of [
  ['gate off', off],
  ['gate on', on],
] as const) {
  console.log(`${name}: p50 ${pct(xs, 0.5).toFixed(1)} ms, p95 ${pct(xs, 0.95).toFixed(1)} ms, min ${Math.min(...xs).toFixed(1)} ms (${xs.length} messages of 100 words)`);
}

/**
 * Detection cost of the fact tagger (src/engine/fact-tagger, docs/fact-tagger.md): engine.analyze on cost.ts's
 * synthetic 100-word messages with the fact tagger off and on, interleaved message by message so machine load
 * affects both alike; warm, WASM or native as the CLI builds it, one thread. Beside wall time, the process's CPU time
 * per call (user + system), which a loaded shared machine inflates less than wall time.
 *   nice -n 10 npx tsx scripts/bench/fact-tagger-cost.ts [--runs 60] [--words 100] [--policy ADD_AT:VETO_AT:all|personal[:all|word|phrase|none]]
 */
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import type { FactTaggerPolicy } from '../../src/engine/pipeline.ts';
import { syntheticMessage } from './cost.ts';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const runs = Number(arg('runs') ?? 60);
const words = Number(arg('words') ?? 100);
const p = arg('policy')?.split(':');
const policy: FactTaggerPolicy | undefined = p ? { addAt: Number(p[0]), vetoAt: Number(p[1]), scope: p[2] === 'all' ? 'all' : 'personal', support: p[3] === 'all' || p[3] === 'none' || p[3] === 'phrase' ? p[3] : 'word' } : undefined;
const engine = await createNodeEngine();
console.log(`backend ${engine.backend}`);
const texts = Array.from({ length: runs }, (_, i) => syntheticMessage(words, i));
const settings = (on: boolean) => ({ factTagger: on, ...(policy ? { factTaggerPolicy: policy } : {}) });
for (const t of texts.slice(0, 10)) {
  await engine.analyze(t, settings(false));
  await engine.analyze(t, settings(true));
}
const off: number[] = [];
const on: number[] = [];
const offCpu: number[] = [];
const onCpu: number[] = [];
for (const t of texts) {
  for (const [flag, into, cpu] of [
    [false, off, offCpu],
    [true, on, onCpu],
  ] as const) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await engine.analyze(t, settings(flag));
    into.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
}
const pct = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)] ?? NaN;
for (const [name, xs, cpu] of [
  ['analyze, fact tagger off', off, offCpu],
  ['analyze, fact tagger on', on, onCpu],
] as const) {
  console.log(
    `${name}: wall p50 ${pct(xs, 0.5).toFixed(1)} ms, p95 ${pct(xs, 0.95).toFixed(1)} ms, min ${Math.min(...xs).toFixed(1)} ms; CPU p50 ${pct(cpu, 0.5).toFixed(1)} ms, p95 ${pct(cpu, 0.95).toFixed(1)} ms (${xs.length} messages of ${words} words)`,
  );
}

/**
 * Detection cost of the token tagger (src/engine/tagger, docs/tagger.md): engine.analyze on cost.ts's synthetic
 * 100-word messages with the tagger off and on, interleaved message by message so machine load affects both alike;
 * warm, one thread. Also the tagger's own parts on the same messages: the encoder run (encodeTokens over the windows)
 * and the head + decoding without it.
 *   nice -n 10 npx tsx scripts/bench/tagger-cost.ts [--runs 60]
 */
import { readFileSync } from 'node:fs';
import { createNodeEncoder } from '../../src/cli/node-encoder.ts';
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import { decodeSpans, parseTaggerHead, tagProbabilities, tagWindows } from '../../src/engine/tagger/index.ts';
import { syntheticMessage } from './cost.ts';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 60;
const engine = await createNodeEngine({ tuneWasm: false });
const texts = Array.from({ length: runs }, (_, i) => syntheticMessage(100, i));
for (const t of texts.slice(0, 10)) {
  await engine.analyze(t, { tagger: false });
  await engine.analyze(t, { tagger: true });
}
const off: number[] = [];
const on: number[] = [];
for (const t of texts) {
  for (const [tagger, into] of [
    [false, off],
    [true, on],
  ] as const) {
    const t0 = performance.now();
    await engine.analyze(t, { tagger });
    into.push(performance.now() - t0);
  }
}
// The parts: encoder run, and head + decoding alone (the share counted outside the encoder).
const head = parseTaggerHead(JSON.parse(readFileSync(new URL('../../models/tagger.json', import.meta.url), 'utf8')));
const encoder = createNodeEncoder('span', { threads: 1 });
const encodeMs: number[] = [];
const headMs: number[] = [];
for (const t of texts) {
  const windows = tagWindows(t);
  const t0 = performance.now();
  const states = await encoder.encodeTokens(windows.map((w) => t.slice(w.start, w.end)));
  const t1 = performance.now();
  states.forEach((s, i) => {
    const w = windows[i];
    if (w) decodeSpans(head, t.slice(w.start, w.end), tagProbabilities(head, s.states, s.ids.length), s.starts, s.ends);
  });
  headMs.push(performance.now() - t1);
  encodeMs.push(t1 - t0);
}
await encoder.dispose();
const pct = (xs: number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)] ?? NaN;
for (const [name, xs] of [
  ['analyze, tagger off', off],
  ['analyze, tagger on', on],
  ['tagger encoder run (encodeTokens)', encodeMs],
  ['tagger head + decoding', headMs],
] as const) {
  console.log(`${name}: p50 ${pct(xs, 0.5).toFixed(1)} ms, p95 ${pct(xs, 0.95).toFixed(1)} ms, min ${Math.min(...xs).toFixed(1)} ms (${xs.length} messages of 100 words)`);
}

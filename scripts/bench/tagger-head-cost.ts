/**
 * The identifier tagger's own cost per message, head against head (docs/tagger.md "Session 39"): its encoder run is
 * shared with the fact tagger (analyzer.ts windowStates), so what a head changes is its MLP and decoding
 * (tag.ts tagEncoded). Each message's windows are encoded once; then every head tags the same states, heads taken in
 * turn message by message (machine load falls on each alike), after a warm-up; one process, one thread.
 *
 *   nice -n 5 npx tsx scripts/bench/tagger-head-cost.ts --heads models/tagger.json,OTHER.json [--messages 80] [--words 100] [--reps 5]
 *
 * Messages: the tagger trainer's generators (names, employers, places in many frames; chat messages without names) at a
 * seed no head trained on, joined until each holds ≥ `--words` words, so they vary in length, names and phrasing.
 * Each message's time per head is the median of `--reps` runs; p50 / p95 over messages.
 */
import { readFileSync } from 'node:fs';
import { createNodeEncoder } from '../../src/cli/node-encoder.ts';
import { stateDim } from '../../src/engine/tagger/head.ts';
import { parseTaggerHead, tagEncoded, tagWindows, type TaggerHead } from '../../src/engine/tagger/index.ts';
import { generatedExamples, negativeChatExamples } from '../train/tagger-data.ts';
import { widerExamples } from '../train/tagger-wider.ts';

const value = (name: string): string | undefined => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const files = (value('--heads') ?? 'models/tagger.json').split(',');
const count = Number(value('--messages') ?? 80);
const words = Number(value('--words') ?? 100);
const reps = Number(value('--reps') ?? 5);
const heads: { file: string; head: TaggerHead }[] = files.map((file) => ({ file, head: parseTaggerHead(JSON.parse(readFileSync(file, 'utf8'))) }));

/** `count` messages of ≥ `words` words from the generators' sentences, interleaved so each message mixes them. */
function messages(): string[] {
  const seed = 9_390_039;
  const pools = [generatedExamples(count * 6, seed), widerExamples(count * 6, seed + 1), negativeChatExamples(count * 3, seed + 2)].map((p) => p.map((e) => e.text));
  const out: string[] = [];
  let k = 0;
  while (out.length < count) {
    const parts: string[] = [];
    let n = 0;
    while (n < words) {
      const pool = pools[k % pools.length] ?? [];
      const s = pool[Math.floor(k / pools.length) % pool.length] ?? '';
      k++;
      parts.push(s);
      n += s.split(/\s+/).filter(Boolean).length;
    }
    out.push(parts.join(' '));
  }
  return out;
}

const percentile = (xs: readonly number[], q: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.max(0, Math.ceil(q * xs.length) - 1))] ?? NaN;

const texts = messages();
const encoder = createNodeEncoder('span', { threads: 1 });
const encoded = [];
for (const t of texts) {
  const windows = tagWindows(t);
  encoded.push({ text: t, windows, states: await encoder.encodeTokens(windows.map((w) => t.slice(w.start, w.end))) });
}
await encoder.dispose();
for (const { head } of heads) if (encoded[0]?.states[0]?.dim !== stateDim(head)) throw new Error('a head does not read this encoder');
// Warm-up: every head over every message twice (JIT, the WebAssembly kernel's compilation).
for (let r = 0; r < 2; r++) for (const e of encoded) for (const { head } of heads) tagEncoded(e.text, head, e.windows, e.states);
const times = heads.map(() => [] as number[]);
const spans = heads.map(() => 0);
for (const e of encoded) {
  const each = heads.map(() => [] as number[]);
  for (let r = 0; r < reps; r++)
    heads.forEach(({ head }, h) => {
      const t0 = performance.now();
      const out = tagEncoded(e.text, head, e.windows, e.states);
      each[h]?.push(performance.now() - t0);
      if (r === 0) spans[h] = (spans[h] ?? 0) + out.filter((s) => s.score >= head.threshold).length;
    });
  each.forEach((xs, h) => times[h]?.push(percentile(xs, 0.5)));
}
const tokens = encoded.reduce((a, e) => a + e.states.reduce((b, s) => b + s.ids.length, 0), 0);
const meanWords = texts.reduce((a, t) => a + t.split(/\s+/).filter(Boolean).length, 0) / texts.length;
console.log(`${texts.length} messages, ${meanWords.toFixed(0)} words and ${(tokens / texts.length).toFixed(0)} encoder tokens each on average; median of ${reps} runs per message`);
heads.forEach(({ file, head }, h) => {
  const xs = times[h] ?? [];
  console.log(
    `${file}: context ${head.context ?? 0}, ${head.dim} inputs, ${head.hidden} hidden — head + decoding p50 ${percentile(xs, 0.5).toFixed(3)} ms, p95 ${percentile(xs, 0.95).toFixed(3)} ms, mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(3)} ms; ${spans[h]} spans at its threshold`,
  );
});

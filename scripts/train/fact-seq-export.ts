/**
 * Writes the fact tagger's training windows as frozen token states and labels for the sequence head's trainer
 * (scripts/train/fact-seq.py, docs/fact-tagger.md "Session 40: a head that reads the whole window"). The windows are
 * exactly the ones scripts/train/fact-tagger.ts trains the MLP heads on (generated messages, the hand-written
 * training folders, the calibration and held-out-term messages), from the same state caches, plus written-more
 * (never trained on) as the trainer's validation set.
 *
 *   nice -n 10 npx tsx scripts/train/fact-seq-export.ts [--out models/generated/fact-seq]
 *
 * Per set NAME: NAME.x.f32 (row-major [n, dim] float32 states) and NAME.meta.i32 ([n, 4]: window, start, end, class;
 * class 255 = left out of the loss), and index.json with n, dim and the windows per set. Windows' tokens are
 * consecutive and in order, so a window is a contiguous run of rows.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createNodeEncoder } from '../../src/cli/node-encoder.ts';
import { FACT_TYPES } from '../../src/engine/fact-tagger/head.ts';
import { ROOT } from './data.ts';
import { factMessages, otherNegatives } from './fact-data.ts';
import { toWindows } from './fact-tagger.ts';
import { buildLexicon } from './lexicon.ts';
import { DEFAULT_TRAIN, tagTokenSet, type TagTokenSet } from './tagger.ts';
import { loadWritten, WRITTEN_MORE_DIR, WRITTEN_TRAINING_DIRS, writtenFactExamples } from './written-data.ts';

function write(dir: string, name: string, set: TagTokenSet): { n: number; dim: number; windows: number } {
  const meta = new Int32Array(4 * set.n);
  let windows = 0;
  let last = -1;
  for (let t = 0; t < set.n; t++) {
    const e = set.example[t] ?? 0;
    if (e < last) throw new Error(`${name}: windows out of order at token ${t}`);
    if (e !== last) windows++;
    last = e;
    meta[4 * t] = e;
    meta[4 * t + 1] = set.starts[t] ?? 0;
    meta[4 * t + 2] = set.ends[t] ?? 0;
    meta[4 * t + 3] = set.y[t] ?? 0;
  }
  writeFileSync(path.join(dir, `${name}.x.f32`), set.x.subarray(0, set.n * set.dim));
  writeFileSync(path.join(dir, `${name}.meta.i32`), meta);
  return { n: set.n, dim: set.dim, windows };
}

async function main(): Promise<void> {
  const i = process.argv.indexOf('--out');
  const out = path.resolve(i >= 0 ? (process.argv[i + 1] ?? '') : path.join(ROOT, 'models', 'generated', 'fact-seq'));
  mkdirSync(out, { recursive: true });
  const seed = DEFAULT_TRAIN.seed;
  const lex = buildLexicon();
  // As scripts/train/fact-tagger.ts main() builds them with its defaults (12,000 messages, 1,000 presidio records).
  const sets: [string, { text: string; spans: { start: number; end: number; type: string }[] }[]][] = [
    ['generated', toWindows([...factMessages(lex, 'train', 12000, seed), ...otherNegatives(1000, seed + 3)])],
    ['written', toWindows(writtenFactExamples(loadWritten(WRITTEN_TRAINING_DIRS)))],
    ['calibration', toWindows(factMessages(lex, 'train', 500, seed + 5))],
    ['heldout', toWindows(factMessages(lex, 'heldout', 800, seed + 7))],
    ['written-more', toWindows(writtenFactExamples(loadWritten(WRITTEN_MORE_DIR)))],
  ];
  const prefix: Record<string, string> = { written: 'fact-tagger-written', 'written-more': 'fact-tagger-written-more' };
  const encoder = createNodeEncoder('span', { threads: 1, cacheSize: 0 });
  const index: Record<string, { n: number; dim: number; windows: number }> = {};
  for (const [name, windows] of sets) {
    const set = await tagTokenSet(encoder, windows, (s) => console.log(s), FACT_TYPES, prefix[name] ?? 'fact-tagger');
    index[name] = write(out, name, set);
    console.log(`${name}: ${index[name]?.windows} windows, ${set.n} tokens`);
  }
  await encoder.dispose();
  writeFileSync(path.join(out, 'index.json'), `${JSON.stringify({ classes: 1 + 2 * FACT_TYPES.length, types: FACT_TYPES, sets: index }, null, 1)}\n`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});

/**
 * Hand-written training messages (scripts/train/written/*.txt): chat messages the team wrote by hand for training, in
 * the realistic set's format and under its guideline (eval/realistic/README.md), by writers who read neither the
 * evaluation files nor the detector. They are training data only: never the realistic set (eval/realistic) or the
 * holdout (eval/holdout), whose files this loader refuses to read.
 *
 * The fact tagger learns from their domain facts (health, legal, financial, other); identifiers in them are left as
 * outside any fact (O), as the fact tagger should read them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseFile, type Message } from '../eval/realistic/format.ts';
import { ROOT } from './data.ts';
import { FACT_KINDS, type FactExample, type FactKind } from './fact-data.ts';

/** Where the hand-written training files live. */
export const WRITTEN_DIR = path.join(ROOT, 'scripts', 'train', 'written');

/**
 * Hand-written messages kept out of the fact tagger's training (scripts/train/written-extra/README.md): adding them
 * did not help where it was measured. `--written` takes this folder (or a copy of both) for experiments. The message
 * gate trains on them (since session 18).
 */
export const WRITTEN_EXTRA_DIR = path.join(ROOT, 'scripts', 'train', 'written-extra');

/**
 * Hand-written messages for the message gate only (scripts/train/written-gate/README.md): mostly sensitive-free
 * messages that use a private domain's words, and their private twins. The fact tagger does not read them, so its
 * committed model stays reproducible from `WRITTEN_DIR` alone.
 */
export const WRITTEN_GATE_DIR = path.join(ROOT, 'scripts', 'train', 'written-gate');

const EVAL_DIRS = ['eval/realistic', 'eval/holdout'].map((d) => path.join(ROOT, d));

const isFactKind = (k: string): k is FactKind => (FACT_KINDS as readonly string[]).includes(k);

/** Every message of the written files in `dir` (sorted by file name), parsed; refuses an evaluation folder. */
export function loadWritten(dir: string = WRITTEN_DIR): Message[] {
  const abs = path.resolve(dir);
  if (EVAL_DIRS.some((e) => abs === e || abs.startsWith(`${e}${path.sep}`))) throw new Error(`written training data: ${dir} is an evaluation folder; never train on it`);
  const names = readdirSync(abs)
    .filter((n) => n.endsWith('.txt'))
    .sort();
  return names.flatMap((n) => parseFile(readFileSync(path.join(abs, n), 'utf8'), n));
}

/** The fact tagger's examples: each message with its domain facts as spans (identifier marks dropped). */
export function writtenFactExamples(messages: readonly Message[]): FactExample[] {
  return messages.map((m) => ({
    id: m.id,
    source: m.clean ? 'written-clean' : 'written',
    text: m.text,
    spans: m.facts.flatMap((f) => (isFactKind(f.kind) ? [{ start: f.start, end: f.end, type: f.kind }] : [])),
  }));
}

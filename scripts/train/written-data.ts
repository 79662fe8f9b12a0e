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
import { tagWindows } from '../../src/engine/tagger/tag.ts';
import { FACT_KINDS, type FactExample, type FactKind } from './fact-data.ts';
import type { TagExample, TagSpan } from './tagger-data.ts';

/** Where the hand-written training files live. */
export const WRITTEN_DIR = path.join(ROOT, 'scripts', 'train', 'written');

/**
 * More hand-written messages (scripts/train/written-extra/README.md): the message gate trains on them since session 18,
 * the fact tagger since session 19.
 */
export const WRITTEN_EXTRA_DIR = path.join(ROOT, 'scripts', 'train', 'written-extra');

/**
 * Hand-written messages written for the message gate (scripts/train/written-gate/README.md): mostly sensitive-free
 * messages that use a private domain's words, and their private twins. The fact tagger reads them too since session 19.
 */
export const WRITTEN_GATE_DIR = path.join(ROOT, 'scripts', 'train', 'written-gate');

/**
 * Hand-written messages written in session 20 (scripts/train/written-more/README.md): facts as people tell them, one
 * emphasis a writer, with hard sensitive-free twins. Tried as training data for the fact tagger and the message gate
 * and not shipped; the session's rules for sensitive-free messages were read off xe–xl.
 */
export const WRITTEN_MORE_DIR = path.join(ROOT, 'scripts', 'train', 'written-more');

/**
 * Hand-written messages written in sessions 23 and 24 (scripts/train/written-fresh/README.md): nine writers, the
 * holdout files' brief (100 messages, 30 sensitive-free). Rules were read off their errors; since session 24 the fact
 * tagger is trained on them too (WRITTEN_TRAINING_DIRS).
 */
export const WRITTEN_FRESH_DIR = path.join(ROOT, 'scripts', 'train', 'written-fresh');

const EVAL_DIRS = ['eval/realistic', 'eval/holdout'].map((d) => path.join(ROOT, d));

const isFactKind = (k: string): k is FactKind => (FACT_KINDS as readonly string[]).includes(k);

/**
 * The hand-written training folders the shipped fact tagger was trained on: written, written-extra and written-gate
 * since session 19, written-fresh since session 24 (docs/fact-tagger.md "Session 24"; the message gate reads its own
 * folders). Session 20's written-more was tried beside them and not shipped (docs/fact-tagger.md "Session 20"):
 * `--written` with it added trains that variant.
 */
export const WRITTEN_TRAINING_DIRS: readonly string[] = [WRITTEN_DIR, WRITTEN_EXTRA_DIR, WRITTEN_GATE_DIR, WRITTEN_FRESH_DIR];

/**
 * Every message of the written files in `dir` — or in several folders, their files taken together in order of file
 * name (l.txt … y.txt whichever folder holds them) — parsed; refuses an evaluation folder and a file name two folders
 * share.
 */
export function loadWritten(dir: string | readonly string[] = WRITTEN_DIR): Message[] {
  const files = new Map<string, string>();
  for (const d of typeof dir === 'string' ? [dir] : dir) {
    const abs = path.resolve(d);
    if (EVAL_DIRS.some((e) => abs === e || abs.startsWith(`${e}${path.sep}`))) throw new Error(`written training data: ${d} is an evaluation folder; never train on it`);
    for (const n of readdirSync(abs).filter((f) => f.endsWith('.txt'))) {
      if (files.has(n)) throw new Error(`written training data: ${n} is in both ${files.get(n)} and ${abs}`);
      files.set(n, abs);
    }
  }
  return [...files.keys()].sort().flatMap((n) => parseFile(readFileSync(path.join(files.get(n) ?? '', n), 'utf8'), n));
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

/** The identifier tagger's types of the written kinds; any other identifier kind, and 'other' facts, leave the loss. */
const TAG_OF_KIND: Readonly<Record<string, TagSpan['type'] | 'O'>> = { person: 'person', org: 'organization', location: 'location', health: 'O', legal: 'O', financial: 'O' };

/**
 * The identifier tagger's examples (docs/tagger.md "Session 39"): each message cut into the windows the tagger reads at
 * inference (src/engine/tagger/tag.ts tagWindows: lines, long lines at sentence ends), with its person, org and
 * location marks as spans. Tokens of health, legal and money facts stay O (a drug or a charge is no name); those of the
 * other identifier kinds (addresses, IDs, dates…) and of 'other' facts (which may hold a religion or a party, the
 * tagger's group) are left out of the loss. Names the writers left unmarked — public and fictional people — are O, as
 * the guideline leaves them. Blank windows are dropped; sensitive-free messages are kept whole (all O).
 */
export function writtenTagExamples(messages: readonly Message[]): TagExample[] {
  return messages.flatMap((m) =>
    tagWindows(m.text).map((w, k): TagExample => ({
      id: `${m.id}#${k}`,
      source: m.clean ? 'written-clean' : 'written',
      text: m.text.slice(w.start, w.end),
      spans: m.facts.flatMap((f): TagSpan[] => {
        const type = TAG_OF_KIND[f.kind] ?? 'ignore';
        const start = Math.max(f.start, w.start) - w.start;
        const end = Math.min(f.end, w.end) - w.start;
        return type === 'O' || end <= start ? [] : [{ start, end, type }];
      }),
    })),
  );
}

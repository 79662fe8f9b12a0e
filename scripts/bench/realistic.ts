/**
 * The hand-written realistic set (issue 17; docs/realistic-eval.md) in `npm run bench`: PromptVeil as the CLI runs
 * it (redact mode, so leaks are measured on real sanitized output) and the JS peers that return spans, on the same
 * messages with the same metrics, per split. Alone: `npx tsx scripts/bench/realistic.ts`.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import { loadSet } from '../eval/realistic/data.ts';
import { evaluateSystem, reportFor, type Evaluation } from '../eval/realistic/evaluate.ts';
import type { Split } from '../eval/realistic/split.ts';
import { emptyStrata, splitSizes } from '../eval/realistic/split.ts';
import { ABLATION, oursSystem, peerSystems } from '../eval/realistic/systems.ts';
import {
  categoryTable,
  comparisonTable,
  kindTable,
  snapshotLine,
  splitLines,
  summaryLines,
} from '../eval/realistic/table.ts';

const SPLITS: readonly Split[] = ['dev', 'test'];

export async function run(): Promise<{ markdown: string; json: Record<string, unknown> }> {
  const set = loadSet();
  const sizes = splitSizes(set.messages);
  // Not the CLI's WASM tiering flag: it is process-wide, and later parts of `npm run bench` measure TF.js here.
  const engine = await createNodeEngine({ tuneWasm: false });
  const systems = [oursSystem(engine, { mode: 'redact', epsilon: 1, seed: 0 }), ...peerSystems()];
  const evaluations: Evaluation[] = [];
  for (const s of systems) evaluations.push(await evaluateSystem(s, set.messages));
  const [ours] = evaluations;
  if (!ours) throw new Error('no system ran');

  const lines = [
    `${set.messages.length} hand-written messages (eval/realistic: ${snapshotLine(set.files)}), annotated by DESIGN.md's guideline "What counts as private in a real message"; metrics and split in docs/realistic-eval.md.`,
    'Choices are made on dev; test is the figure to quote. Peers are scored on their spans; their sanitized text is each span replaced by [CATEGORY].',
    '',
    ...splitLines(sizes),
    ...emptyStrata(sizes).map((w) => `- WARNING: ${w}`),
    '',
    ...comparisonTable(
      evaluations.flatMap((e) => SPLITS.map((split) => ({ system: e.system, split, report: reportFor(e, split) }))),
    ),
    '',
    '"identifiers half" = the non-domain kinds together; "leak" is over all facts; latency is detection only, per message, after warm-up.',
  ];
  // Ablation (issue 17): each addition to the paper's pipeline as its own row, on both splits.
  const ablation: Evaluation[] = [];
  for (const a of ABLATION) {
    ablation.push(await evaluateSystem(oursSystem(engine, { mode: 'redact', epsilon: 1, seed: 0, settings: a.settings }, `ablation: ${a.label}`), set.messages));
  }
  lines.push(
    '',
    '### Ablation (issue 17): the paper pipeline and each addition',
    '',
    ...comparisonTable(ablation.flatMap((e) => SPLITS.map((split) => ({ system: e.system, split, report: reportFor(e, split) })))),
  );
  for (const split of SPLITS) {
    const r = reportFor(ours, split);
    lines.push(
      '',
      `### ${ours.system} — ${split} split, per kind`,
      '',
      ...kindTable(r),
      '',
      ...summaryLines(r),
      '',
      ...categoryTable(r),
    );
  }
  const json: Record<string, unknown> = {
    files: set.files,
    split: { rule: 'first byte of SHA-256(UTF-8 id) even → dev, odd → test', sizes },
    systems: evaluations.map((e) => ({
      name: e.system,
      peer: e.peer,
      splits: Object.fromEntries(SPLITS.map((s) => [s, reportFor(e, s)])),
    })),
    ablation: ablation.map((e) => ({ name: e.system, splits: Object.fromEntries(SPLITS.map((s) => [s, reportFor(e, s)])) })),
  };
  return { markdown: lines.join('\n'), json };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { markdown } = await run();
  console.log(markdown);
}

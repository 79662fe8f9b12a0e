/**
 * `npm run eval:realistic`: PromptVeil's engine on the hand-written realistic set (issue 17), scored per split with
 * DESIGN.md's metrics ("What counts as private in a real message"). docs/realistic-eval.md explains the set, the
 * split and the metrics.
 *
 *   npm run eval:realistic                          # dev and test tables, redact mode
 *   npm run eval:realistic -- --split test          # one split (dev | test | all)
 *   npm run eval:realistic -- --mode dp             # dp | pseudonym | redact | krr: leaks measured on that output
 *   npm run eval:realistic -- --errors              # dev only: missed facts and false-positive spans, by message id
 *   npm run eval:realistic -- --peers               # the JS peers on the same messages
 *   npm run eval:realistic -- --json out.json       # the numbers, machine-readable
 *   npm run eval:realistic -- --data DIR            # another folder of writers' files (default eval/realistic)
 *
 * Choices are made on dev and figures reported on test, so nothing here ever prints a test message's text: the
 * tables are counts, and --errors refuses any split but dev.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseCommandArgs, stringValue } from '../../src/cli/args.ts';
import { DEFAULT_EPSILON } from '../../src/cli/analyze.ts';
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import type { SanitizeMode } from '../../src/engine/index.ts';
import type { LearnedCategory, LearnedPolicy } from '../../src/engine/identifiers/index.ts';
import type { FactTaggerPolicy } from '../../src/engine/pipeline.ts';
import { DEFAULT_DATA_DIR, loadSet } from './realistic/data.ts';
import { devErrors } from './realistic/errors.ts';
import { evaluateSystem, reportFor, type Evaluation, type SplitChoice } from './realistic/evaluate.ts';
import { FormatError } from './realistic/format.ts';
import { emptyStrata, splitOf, splitSizes } from './realistic/split.ts';
import { oursSystem, peerSystems, type EvalSystem } from './realistic/systems.ts';
import {
  categoryTable,
  comparisonTable,
  kindTable,
  snapshotLine,
  splitLines,
  summaryLines,
} from './realistic/table.ts';

const MODES: readonly SanitizeMode[] = ['redact', 'pseudonym', 'dp', 'krr'];

const USAGE = `npm run eval:realistic -- [--split dev|test|all] [--mode redact|pseudonym|dp|krr] [--epsilon N] [--seed N]
                           [--errors] [--peers] [--json FILE] [--data DIR]
                           [--context-gate on|off] [--context-threshold P] [--tagger on|off]
                           [--tagger-policy SUPPORT:ADD:ADD_AT[:gaps] (kinds joined by /, none for none, kind@T its own threshold; dev sweeps)]
                           [--candidate-pruning on|off] [--fact-tagger on|off] [--fact-tagger-policy ADD_AT:VETO_AT:all|personal[:all|word|phrase|none[:GROW_AT[:BARE_AT]]] (dev sweeps)] [--fact-tagger-budget TOKENS (dev sweeps)] [--candidate-veto on|off]
                           [--message-gate on|off] [--message-gate-threshold P (dev sweeps)] [--span-filter on|off]

Scores PromptVeil's engine on the hand-written realistic set (default eval/realistic/*.txt) per kind of fact,
on the dev and test splits (docs/realistic-eval.md). --errors lists dev-split errors only.
`;

function fail(message: string, code = 2): never {
  process.stderr.write(`eval:realistic: ${message}\n`);
  process.exit(code);
}

function gitHead(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: import.meta.dirname, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function main(): Promise<void> {
  const parsed = parseCommandArgs(process.argv.slice(2), {
    data: { type: 'string' },
    mode: { type: 'string' },
    epsilon: { type: 'string' },
    seed: { type: 'string' },
    split: { type: 'string' },
    json: { type: 'string' },
    errors: { type: 'boolean' },
    peers: { type: 'boolean' },
    'context-gate': { type: 'string' },
    'message-gate': { type: 'string' },
    'message-gate-threshold': { type: 'string' },
    'span-filter': { type: 'string' },
    'candidate-pruning': { type: 'string' },
    'context-threshold': { type: 'string' },
    tagger: { type: 'string' },
    'tagger-policy': { type: 'string' },
    'fact-tagger': { type: 'string' },
    'fact-tagger-policy': { type: 'string' },
    'fact-tagger-budget': { type: 'string' },
    'candidate-veto': { type: 'string' },
  });
  if (parsed.kind === 'help') {
    process.stdout.write(USAGE);
    return;
  }
  if (parsed.kind === 'error') fail(parsed.message);
  const flags = parsed.values;
  const mode = (stringValue(flags, 'mode') ?? 'redact') as SanitizeMode;
  if (!MODES.includes(mode)) fail(`--mode must be one of ${MODES.join(', ')}`);
  const epsilon = Number(stringValue(flags, 'epsilon') ?? DEFAULT_EPSILON);
  if (!Number.isFinite(epsilon) || epsilon <= 0) fail('--epsilon must be a positive number');
  const seed = Number(stringValue(flags, 'seed') ?? 0);
  if (!Number.isSafeInteger(seed)) fail('--seed must be an integer');
  const splitRaw = stringValue(flags, 'split');
  if (splitRaw !== undefined && splitRaw !== 'dev' && splitRaw !== 'test' && splitRaw !== 'all')
    fail('--split must be dev, test or all');
  const splits: SplitChoice[] = splitRaw === undefined ? ['dev', 'test'] : [splitRaw];
  const errors = flags.errors === true;
  // Choices are made on dev; listing test errors would let them leak into those choices.
  if (errors && splitRaw !== undefined && splitRaw !== 'dev')
    fail(
      `--errors lists dev-split errors only (choices are made on dev, figures reported on test); drop --split ${splitRaw} or use --split dev`,
    );

  // The contextual gate (src/engine/context) on or off, and its threshold, for the dev-split choice of both.
  const gateRaw = stringValue(flags, 'context-gate');
  if (gateRaw !== undefined && gateRaw !== 'on' && gateRaw !== 'off') fail('--context-gate must be on or off');
  const thresholdRaw = stringValue(flags, 'context-threshold');
  const contextThreshold = thresholdRaw === undefined ? undefined : Number(thresholdRaw);
  if (contextThreshold !== undefined && !(contextThreshold >= 0 && contextThreshold <= 1)) fail('--context-threshold must be in [0, 1]');
  // The token tagger (src/engine/tagger) on or off, for its dev-split choice.
  const taggerRaw = stringValue(flags, 'tagger');
  if (taggerRaw !== undefined && taggerRaw !== 'on' && taggerRaw !== 'off') fail('--tagger must be on or off');
  const policyRaw = stringValue(flags, 'tagger-policy');
  const parsePolicy = (raw: string): LearnedPolicy => {
    const [support, add, addAt, gaps] = raw.split(':');
    // A kind written kind@T is added from its own threshold T (LearnedPolicy.addAtBy): person@0.8/organization.
    const kinds = (k: string | undefined): LearnedCategory[] => (k && k !== 'none' && k !== '-' ? (k.split('/').map((x) => x.split('@')[0]) as LearnedCategory[]) : []);
    const addAtBy: Partial<Record<LearnedCategory, number>> = Object.fromEntries((add && add !== 'none' && add !== '-' ? add.split('/') : []).filter((k) => k.includes('@')).map((k): [string, number] => [k.split('@')[0] ?? '', Number(k.split('@')[1])]));
    const at = Number(addAt ?? 0.9);
    if (![at, ...Object.values(addAtBy)].every((t) => t >= 0 && t <= 1.01)) fail('--tagger-policy: ADD_AT (and kind@T) must be in [0, 1.01]');
    if (gaps !== undefined && gaps !== 'gaps') fail('--tagger-policy: the fourth field, when given, is "gaps"');
    return { supportFor: kinds(support), add: kinds(add), addAt: at, ...(Object.keys(addAtBy).length ? { addAtBy } : {}), gapsOnly: gaps === 'gaps', relabel: false };
  };
  // The fact tagger (src/engine/fact-tagger) on or off, and how it meets the rules, for its dev-split choice.
  const factRaw = stringValue(flags, 'fact-tagger');
  if (factRaw !== undefined && factRaw !== 'on' && factRaw !== 'off') fail('--fact-tagger must be on or off');
  const vetoRaw = stringValue(flags, 'candidate-veto');
  if (vetoRaw !== undefined && vetoRaw !== 'on' && vetoRaw !== 'off') fail('--candidate-veto must be on or off');
  const budgetRaw = stringValue(flags, 'fact-tagger-budget');
  const factTaggerBudget = budgetRaw === undefined ? undefined : Number(budgetRaw);
  if (factTaggerBudget !== undefined && !(Number.isInteger(factTaggerBudget) && factTaggerBudget > 0)) fail('--fact-tagger-budget must be a positive integer (encoder tokens)');
  const factPolicyRaw = stringValue(flags, 'fact-tagger-policy');
  let factTaggerPolicy: FactTaggerPolicy | undefined;
  if (factPolicyRaw !== undefined) {
    const [add, veto, scope, support = 'word', grow, bare] = factPolicyRaw.split(':');
    const addAt = Number(add);
    const vetoAt = Number(veto);
    if (!(addAt >= 0 && addAt <= 1.01) || !(vetoAt >= 0 && vetoAt <= 1) || (scope !== 'all' && scope !== 'personal') || (support !== 'all' && support !== 'word' && support !== 'phrase' && support !== 'none'))
      fail('--fact-tagger-policy must be ADD_AT:VETO_AT:all|personal[:all|word|phrase|none] with ADD_AT in [0, 1.01], VETO_AT in [0, 1]');
    factTaggerPolicy = { addAt, vetoAt, scope, support, ...(grow !== undefined && grow !== '' ? { growAt: Number(grow) } : {}), ...(bare !== undefined ? { bareAt: Number(bare) } : {}) };
  }
  // The message gate (src/engine/message-gate) on or off, and its threshold, for the dev-split choice of both.
  const messageGateRaw = stringValue(flags, 'message-gate');
  if (messageGateRaw !== undefined && messageGateRaw !== 'on' && messageGateRaw !== 'off') fail('--message-gate must be on or off');
  const messageThresholdRaw = stringValue(flags, 'message-gate-threshold');
  const messageGateThreshold = messageThresholdRaw === undefined ? undefined : Number(messageThresholdRaw);
  if (messageGateThreshold !== undefined && !(messageGateThreshold >= 0 && messageGateThreshold <= 1)) fail('--message-gate-threshold must be in [0, 1]');
  // The span filter (src/engine/span-filter) on or off, for the ablation.
  const spanFilterRaw = stringValue(flags, 'span-filter');
  if (spanFilterRaw !== undefined && spanFilterRaw !== 'on' && spanFilterRaw !== 'off') fail('--span-filter must be on or off');
  // Candidate pruning (AnalyzeSettings.candidatePruning) on or off, for its dev-split choice and the ablation.
  const pruneRaw = stringValue(flags, 'candidate-pruning');
  if (pruneRaw !== undefined && pruneRaw !== 'on' && pruneRaw !== 'off') fail('--candidate-pruning must be on or off');
  const settings = {
    ...(pruneRaw === undefined ? {} : { candidatePruning: pruneRaw === 'on' }),
    ...(factRaw === undefined ? {} : { factTagger: factRaw === 'on' }),
    ...(factTaggerPolicy === undefined ? {} : { factTaggerPolicy }),
    ...(factTaggerBudget === undefined ? {} : { factTaggerBudget }),
    ...(vetoRaw === undefined ? {} : { candidateVeto: vetoRaw === 'on' }),
    ...(gateRaw === undefined ? {} : { contextGate: gateRaw === 'on' }),
    ...(taggerRaw === undefined ? {} : { tagger: taggerRaw === 'on' }),
    ...(policyRaw === undefined ? {} : { taggerPolicy: parsePolicy(policyRaw) }),
    ...(contextThreshold === undefined ? {} : { contextThreshold }),
    ...(messageGateRaw === undefined ? {} : { messageGate: messageGateRaw === 'on' }),
    ...(messageGateThreshold === undefined ? {} : { messageGateThreshold }),
    ...(spanFilterRaw === undefined ? {} : { spanFilter: spanFilterRaw === 'on' }),
  };

  const dataDir = resolve(stringValue(flags, 'data') ?? DEFAULT_DATA_DIR);
  let set;
  try {
    set = loadSet(dataDir);
  } catch (err) {
    if (err instanceof FormatError) fail(`the set does not parse:\n${err.message}`, 1);
    fail((err as Error).message, 1);
  }
  const sizes = splitSizes(set.messages);
  const out: string[] = [];
  out.push(
    `# Realistic set — ${set.messages.length} messages from ${set.dir}`,
    '',
    `Snapshot: ${snapshotLine(set.files)}. Commit ${gitHead()}.`,
    '',
    'Split (first byte of SHA-256(id) even → dev):',
    ...splitLines(sizes),
  );
  for (const warning of emptyStrata(sizes)) out.push(`- WARNING: ${warning}`);
  process.stdout.write(`${out.join('\n')}\n\n`);

  const engine = await createNodeEngine({ preloadRewriter: mode === 'dp' });
  const systems: EvalSystem[] = [
    oursSystem(engine, { mode, epsilon, seed, settings }),
    ...(flags.peers === true ? peerSystems() : []),
  ];
  // Only the messages of the splits asked for are run (one split: half the time).
  const selected = set.messages.filter((m) => splits.includes('all') || splits.includes(splitOf(m.id)));
  const evaluations: Evaluation[] = [];
  for (const system of systems) {
    process.stderr.write(`eval:realistic: ${system.name} on ${selected.length} messages…\n`);
    evaluations.push(await evaluateSystem(system, selected));
  }

  const [ours] = evaluations;
  if (!ours) return;
  const lines: string[] = [];
  for (const split of splits) {
    const r = reportFor(ours, split);
    lines.push(
      `## ${ours.system} — ${split} split (${r.messages} messages, ${r.cleanMessages} sensitive-free)`,
      '',
      ...kindTable(r),
      '',
      ...summaryLines(r),
      '',
      ...categoryTable(r),
      '',
    );
  }
  if (evaluations.length > 1) {
    lines.push(
      '## Systems compared',
      '',
      ...comparisonTable(
        evaluations.flatMap((e) => splits.map((split) => ({ system: e.system, split, report: reportFor(e, split) }))),
      ),
      '',
    );
  }
  if (errors) for (const e of evaluations) lines.push(...devErrors(e), '');
  process.stdout.write(`${lines.join('\n')}\n`);

  const jsonPath = stringValue(flags, 'json');
  if (jsonPath !== undefined) {
    const json = {
      date: new Date().toISOString(),
      commit: gitHead(),
      data: { dir: set.dir, files: set.files },
      split: { rule: 'first byte of SHA-256(UTF-8 id) even → dev, odd → test', sizes },
      mode,
      epsilon: mode === 'dp' || mode === 'krr' ? epsilon : null,
      seed,
      systems: evaluations.map((e) => ({
        name: e.system,
        peer: e.peer,
        splits: Object.fromEntries(splits.map((s) => [s, reportFor(e, s)])),
      })),
    };
    writeFileSync(resolve(jsonPath), `${JSON.stringify(json, null, 2)}\n`);
    process.stderr.write(`eval:realistic: wrote ${jsonPath}\n`);
  }
}

await main();

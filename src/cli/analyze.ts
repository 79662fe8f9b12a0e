/**
 * `promptveil analyze`: JSON Lines in, one JSON line out per input line (DESIGN.md's CLI contract).
 * A malformed line yields {"id", "error"} and processing continues; the exit status is non-zero only when the
 * input cannot be read at all.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { DetectionLevel, SanitizeMode } from '../engine/index.ts';
import type { LineSettings } from './analyze-line.ts';
import type { OrtRuntime } from './node-engine.ts';
import { parseCommandArgs, stringValue } from './args.ts';
import { closeOutput, openInput, openOutput, writeLine } from './jsonl.ts';
import { countLines, ProgressBar, type ProgressStream } from './progress.ts';

/**
 * The engine's SANITIZE_MODES, repeated here so that parsing flags does not load the engine (the main thread of a
 * --jobs run never needs it); tests/cli/analyze.test.ts checks the two lists agree.
 */
export const CLI_MODES: readonly SanitizeMode[] = ['dp', 'krr', 'redact', 'pseudonym', 'none'];
/** The engine's DETECTION_LEVELS, repeated for the same reason (tests/cli/analyze.test.ts checks they agree). */
export const CLI_DETECTION_LEVELS: readonly DetectionLevel[] = ['balanced', 'thorough'];

/** Lines in flight per worker thread with --jobs N: enough to keep each busy, few enough to bound memory. */
export const LINES_IN_FLIGHT_PER_JOB = 4;

export const DEFAULT_EPSILON = 20;

export const ANALYZE_USAGE = `usage: promptveil analyze [--input FILE|-] [--output FILE|-] [--mode dp|krr|redact|pseudonym|none]
                         [--epsilon N] [--seed N] [--krr-scope message|spans] [--format json|text] [--timings]
                         [--jobs N] [--lm DIR] [--runtime auto|native|wasm] [--detection balanced|thorough]

JSON Lines {"id": ..., "text": ...} in (default stdin), one JSON line out per non-blank input line, in input
order (default stdout). A malformed line gives {"id": ..., "error": "..."} and processing goes on.

  --mode       dp (default): DP rewrite of the spans; krr: k-ary randomized response per character;
               redact: [CATEGORY_n] placeholders; pseudonym: consistent fake values; none: detection only
  --epsilon    dp: the message budget ε_text (default 20); krr: ε per perturbed character
  --seed N     deterministic randomness for evaluation (line k uses the stream of "N|k"); never for real prompts
  --krr-scope  krr: perturb the whole message (default) or only the detected spans
  --format     json (default) or text (a human-readable view)
  --timings    add "ms" (analysis + sanitization time) to each record
  --jobs N     worker threads, each with its own engine (default: one per core, here ${availableParallelism()});
               output stays in input order, and with --seed it is byte-identical whatever N
  --lm DIR     dp only: rewrite each span with the causal language model in DIR (transformers.js layout:
               config.json, tokenizer.json, tokenizer_config.json, onnx/model.onnx), token by token through the
               exponential mechanism over clipped logits, instead of the phrase bank; read from DIR only, never
               downloaded; a missing or broken DIR is an error
  --detection  balanced (default) or thorough: thorough also marks the fact tagger's confident one-word facts that
               no domain word supports (more facts found, more false highlights; docs/fact-tagger.md "Session 36")
  --runtime    onnxruntime for the span encoder: native (onnxruntime-node's CPU kernels; starts ~1 s sooner and
               runs faster; not with --lm), wasm (onnxruntime-web, the extension's kernels), auto (default: native
               when that applies and it loads, else wasm, said on stderr); both give the same output (docs/encoder.md)
`;

const ANALYZE_OPTIONS = {
  input: { type: 'string' },
  output: { type: 'string' },
  mode: { type: 'string' },
  epsilon: { type: 'string' },
  seed: { type: 'string' },
  'krr-scope': { type: 'string' },
  format: { type: 'string' },
  timings: { type: 'boolean' },
  jobs: { type: 'string' },
  lm: { type: 'string' },
  runtime: { type: 'string' },
  detection: { type: 'string' },
} as const;

/** node-engine.ts's ORT_RUNTIMES, repeated so that parsing flags does not load the engine (tests check they agree). */
export const CLI_RUNTIMES: readonly OrtRuntime[] = ['auto', 'native', 'wasm'];

export interface AnalyzeIo {
  /** Where the progress bar is drawn (default process.stderr; drawn only when it is a terminal). */
  progress?: ProgressStream;
  /** Milliseconds before the bar first appears (default 500: quick runs print nothing). */
  progressDelayMs?: number;
}

/** `--runtime auto` where onnxruntime-node does not load: said once on stderr (the output is the same, the start slower). */
function reportWasmFallback(reason: string): void {
  process.stderr.write(`promptveil analyze: ${reason}; the span encoder runs on onnxruntime-web (WASM) instead\n`);
}

export async function runAnalyze(args: string[], io: AnalyzeIo = {}): Promise<number> {
  const parsed = parseCommandArgs(args, ANALYZE_OPTIONS);
  if (parsed.kind === 'help') {
    process.stdout.write(ANALYZE_USAGE);
    return 0;
  }
  if (parsed.kind === 'error') {
    process.stderr.write(`promptveil analyze: ${parsed.message}\n${ANALYZE_USAGE}`);
    return 2;
  }
  const flags = parsed.values;
  const mode = (stringValue(flags, 'mode') ?? 'dp') as SanitizeMode;
  if (!CLI_MODES.includes(mode)) {
    process.stderr.write(`promptveil analyze: --mode must be one of ${CLI_MODES.join(', ')}\n`);
    return 2;
  }
  const epsilon = Number(stringValue(flags, 'epsilon') ?? DEFAULT_EPSILON);
  if (!Number.isFinite(epsilon) || epsilon <= 0) {
    process.stderr.write('promptveil analyze: --epsilon must be a positive number\n');
    return 2;
  }
  const seedRaw = stringValue(flags, 'seed');
  const seed = seedRaw === undefined ? undefined : Number(seedRaw);
  if (seed !== undefined && !Number.isSafeInteger(seed)) {
    process.stderr.write('promptveil analyze: --seed must be an integer\n');
    return 2;
  }
  const timings = flags.timings === true;
  const krrScopeRaw = stringValue(flags, 'krr-scope') ?? 'message';
  if (krrScopeRaw !== 'message' && krrScopeRaw !== 'spans') {
    process.stderr.write('promptveil analyze: --krr-scope must be message or spans\n');
    return 2;
  }
  const krrScope: 'message' | 'spans' = krrScopeRaw;
  const format = stringValue(flags, 'format') ?? 'json';
  if (format !== 'json' && format !== 'text') {
    process.stderr.write('promptveil analyze: --format must be json or text\n');
    return 2;
  }
  const jobsRaw = stringValue(flags, 'jobs');
  const jobs = jobsRaw === undefined ? availableParallelism() : Number(jobsRaw);
  if (!Number.isSafeInteger(jobs) || jobs < 1) {
    process.stderr.write('promptveil analyze: --jobs must be a positive integer\n');
    return 2;
  }
  const runtime = (stringValue(flags, 'runtime') ?? 'auto') as OrtRuntime;
  if (!CLI_RUNTIMES.includes(runtime)) {
    process.stderr.write(`promptveil analyze: --runtime must be one of ${CLI_RUNTIMES.join(', ')}\n`);
    return 2;
  }
  // transformers.js's Node build (--lm) loads onnxruntime-node in the main thread: the span encoder then stays on
  // onnxruntime-web, so that the addon is never loaded by two threads at once. (The worker threads of --jobs N load
  // it one after another: src/cli/analyze-pool.ts.)
  const lmRequested = stringValue(flags, 'lm') !== undefined;
  if (runtime === 'native' && lmRequested) {
    process.stderr.write('promptveil analyze: --runtime native cannot be used with --lm (--lm runs the span encoder on onnxruntime-web)\n');
    return 2;
  }
  const detection = stringValue(flags, 'detection') ?? 'balanced';
  if (!CLI_DETECTION_LEVELS.includes(detection as DetectionLevel)) {
    process.stderr.write(`promptveil analyze: --detection must be one of ${CLI_DETECTION_LEVELS.join(', ')}\n`);
    return 2;
  }
  const inputPath = stringValue(flags, 'input') ?? '-';
  if (inputPath !== '-' && !existsSync(inputPath)) {
    process.stderr.write(`promptveil analyze: cannot read input '${inputPath}': no such file\n`);
    return 1;
  }
  const lmDir = stringValue(flags, 'lm');
  if (lmDir !== undefined && mode !== 'dp') {
    process.stderr.write('promptveil analyze: --lm needs --mode dp\n');
    return 2;
  }
  const outputPath = stringValue(flags, 'output') ?? '-';
  const settings: LineSettings = {
    mode,
    epsilon,
    seed,
    krrScope,
    ...(lmDir !== undefined ? { lm: lmDir } : {}),
    runtime: lmRequested ? 'wasm' : runtime,
    format,
    timings,
    color: outputPath === '-' && process.stdout.isTTY && !process.env.NO_COLOR,
    ...(detection === 'thorough' ? { detection: 'thorough' as const } : {}),
  };
  const progressStream = io.progress ?? process.stderr;
  // For the progress bar, the file's lines are counted while the models load (a second, streaming read of the
  // file); stdin has no total.
  const total = progressStream.isTTY === true && inputPath !== '-' ? countLines(inputPath).catch(() => undefined) : Promise.resolve(undefined);

  // One function per line, in-process (--jobs 1) or through the worker threads. Its promise never rejects for a
  // bad line (that becomes an {"id", "error"} record); it rejects only when a worker thread dies.
  let submit: (line: string, lineNo: number) => Promise<string | null>;
  let shutdown = async (): Promise<void> => {};
  let ready = async (): Promise<void> => {};
  try {
    if (jobs === 1) {
      // The span encoder's session is started on its own thread first, so that it is created while the engine's
      // modules and models load (docs/encoder.md, "CLI cold start").
      const nativeThread = settings.runtime === 'wasm' ? undefined : (await import('./native-session-thread.ts')).preloadSpanEncoder();
      const [{ createNodeEngine }, { analyzeLine }] = await Promise.all([import('./node-engine.ts'), import('./analyze-line.ts')]);
      // In dp mode the rewriter is needed by the first line: load it while the span encoder's session is created.
      // With --lm the phrase bank is not used; the LM loads while the span encoder's session is created.
      const lm = lmDir === undefined ? undefined : import('./node-lm.ts').then((m) => m.createLmLineRewriter(lmDir));
      const [engine, lineLm] = await Promise.all([
        createNodeEngine({
          preloadRewriter: mode === 'dp' && lm === undefined,
          runtime: settings.runtime,
          ...(nativeThread ? { nativeThread } : {}),
          onWasmFallback: reportWasmFallback,
        }),
        lm,
      ]);
      submit = (line, lineNo) => analyzeLine(engine, settings, line, lineNo, lineLm);
    } else {
      const { AnalyzePool } = await import('./analyze-pool.ts');
      // Not waiting for the first engine: lines are read and queued while it loads, so that a second line starts the
      // second worker at once rather than after the first is ready. An engine that fails rejects the queued lines;
      // `ready` below reports it for an input without any line.
      const pool = await AnalyzePool.start(settings, jobs, { wait: false, onWasmFallback: reportWasmFallback });
      submit = (line, lineNo) => pool.submit(line, lineNo);
      ready = () => pool.ready();
      shutdown = () => pool.close();
    }
  } catch (err) {
    process.stderr.write(`promptveil analyze: ${(err as Error).message}\n`);
    await shutdown();
    return 1;
  }

  // Open the input only when it is read at once (readline drops lines emitted before iteration starts): with --jobs 1
  // once the engine is ready, with --jobs N while the first worker's engine loads.
  const input = openInput(inputPath);
  const out = openOutput(outputPath);
  const bar = new ProgressBar({ stream: progressStream, ...(io.progressDelayMs === undefined ? {} : { delayMs: io.progressDelayMs }) });
  void total.then((n) => n !== undefined && bar.setTotal(n));
  // Output on the same terminal as the bar: erase the bar before each record (the next tick redraws it).
  const sharesTerminal = out === process.stdout && process.stdout.isTTY && bar.active;
  const emit = async (text: string): Promise<void> => {
    if (sharesTerminal) bar.clear();
    await writeLine(out, text);
  };

  // Results in input order: a FIFO of the lines in flight, at most `limit` of them, so memory stays bounded whatever
  // the input size (readline is pulled only while there is room).
  const limit = jobs === 1 ? 1 : jobs * LINES_IN_FLIGHT_PER_JOB;
  const inFlight: Promise<{ text: string | null } | { error: Error }>[] = [];
  const settle = (p: Promise<string | null>): Promise<{ text: string | null } | { error: Error }> =>
    p.then(
      (text) => ({ text }),
      (error: unknown) => ({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
  const writeOldest = async (): Promise<void> => {
    const r = await inFlight.shift()!;
    if ('error' in r) throw r.error;
    if (r.text !== null) await emit(r.text);
    bar.tick();
  };
  let lineNo = 0;
  try {
    for await (const line of input) {
      lineNo++;
      inFlight.push(line.trim() === '' ? Promise.resolve({ text: null }) : settle(submit(line, lineNo)));
      while (inFlight.length >= limit) await writeOldest();
    }
    while (inFlight.length > 0) await writeOldest();
    await ready();
  } catch (err) {
    bar.clear();
    process.stderr.write(`promptveil analyze: ${(err as Error).message}\n`);
    await shutdown();
    return 1;
  }
  bar.clear();
  await closeOutput(out);
  await shutdown();
  return 0;
}

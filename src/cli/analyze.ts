/**
 * `promptveil analyze`: JSON Lines in, one JSON line out per input line (DESIGN.md's CLI contract).
 * A malformed line yields {"id", "error"} and processing continues; the exit status is non-zero only when the
 * input cannot be read at all.
 */
import { existsSync } from 'node:fs';
import { SANITIZE_MODES, type Engine, type SanitizeMode } from '../engine/index.ts';
import { parseCommandArgs, stringValue } from './args.ts';
import { closeOutput, openInput, openOutput, parseRecord, writeLine } from './jsonl.ts';
import { createNodeEngine } from './node-engine.ts';
import { countLines, ProgressBar, type ProgressStream } from './progress.ts';

export const DEFAULT_EPSILON = 20;

export const ANALYZE_USAGE = `usage: promptveil analyze [--input FILE|-] [--output FILE|-] [--mode dp|krr|redact|pseudonym|none]
                         [--epsilon N] [--seed N] [--krr-scope message|spans] [--format json|text] [--timings]

JSON Lines {"id": ..., "text": ...} in (default stdin), one JSON line out per non-blank input line, in input
order (default stdout). A malformed line gives {"id": ..., "error": "..."} and processing goes on.

  --mode       dp (default): DP rewrite of the spans; krr: k-ary randomized response per character;
               redact: [CATEGORY_n] placeholders; pseudonym: consistent fake values; none: detection only
  --epsilon    dp: the message budget ε_text (default 20); krr: ε per perturbed character
  --seed N     deterministic randomness for evaluation (line k uses the stream of "N|k"); never for real prompts
  --krr-scope  krr: perturb the whole message (default) or only the detected spans
  --format     json (default) or text (a human-readable view)
  --timings    add "ms" (analysis + sanitization time) to each record
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
} as const;

interface OutputRecord {
  id: unknown;
  domain: string | null;
  spans: { start: number; end: number; text: string; category: string; score: number; replacement?: string | undefined }[];
  sanitized: string;
  epsilon: number | null;
  guarantee: string;
  ms?: number;
}

/** Human-readable view: the original with spans bracketed and labelled, then what would be sent. */
export function formatText(r: OutputRecord, text: string): string {
  const color = process.stdout.isTTY && !process.env.NO_COLOR;
  const mark = (s: string): string => (color ? `\x1b[1;35m${s}\x1b[0m` : s);
  let shown = '';
  let cursor = 0;
  for (const s of r.spans) {
    shown += `${text.slice(cursor, s.start)}${mark(`⟦${s.text}⟧`)}`;
    shown += `{${s.category} ${s.score.toFixed(2)}}`;
    cursor = s.end;
  }
  shown += text.slice(cursor);
  const eps = r.epsilon === null ? 'no DP guarantee' : `ε = ${r.epsilon}`;
  const lines = [`# ${String(r.id)}  domain: ${r.domain ?? '—'}  spans: ${r.spans.length}  ${eps}${r.ms !== undefined ? `  ${r.ms} ms` : ''}`];
  lines.push(`  original:  ${shown}`);
  for (const s of r.spans) if (s.replacement !== undefined) lines.push(`    ${s.text}  →  ${s.replacement}`);
  lines.push(`  sanitized: ${r.sanitized}`, '');
  return lines.join('\n');
}

export interface AnalyzeIo {
  /** Where the progress bar is drawn (default process.stderr; drawn only when it is a terminal). */
  progress?: ProgressStream;
  /** Milliseconds before the bar first appears (default 500: quick runs print nothing). */
  progressDelayMs?: number;
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
  if (!SANITIZE_MODES.includes(mode)) {
    process.stderr.write(`promptveil analyze: --mode must be one of ${SANITIZE_MODES.join(', ')}\n`);
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
  const inputPath = stringValue(flags, 'input') ?? '-';
  if (inputPath !== '-' && !existsSync(inputPath)) {
    process.stderr.write(`promptveil analyze: cannot read input '${inputPath}': no such file\n`);
    return 1;
  }
  const progressStream = io.progress ?? process.stderr;
  // For the progress bar, the file's lines are counted while the models load (a second, streaming read of the
  // file); stdin has no total.
  const total = progressStream.isTTY === true && inputPath !== '-' ? countLines(inputPath).catch(() => undefined) : Promise.resolve(undefined);
  let engine: Engine;
  try {
    // In dp mode the rewriter is needed by the first line: load it while the span encoder's session is created.
    engine = await createNodeEngine({ preloadRewriter: mode === 'dp' });
  } catch (err) {
    process.stderr.write(`promptveil analyze: ${(err as Error).message}\n`);
    return 1;
  }
  // Open the input only once the engine is ready: readline drops lines emitted before iteration starts.
  const input = openInput(inputPath);
  const out = openOutput(stringValue(flags, 'output') ?? '-');
  const bar = new ProgressBar({ stream: progressStream, ...(io.progressDelayMs === undefined ? {} : { delayMs: io.progressDelayMs }) });
  void total.then((n) => n !== undefined && bar.setTotal(n));
  // Output on the same terminal as the bar: erase the bar before each record (the next tick redraws it).
  const sharesTerminal = out === process.stdout && process.stdout.isTTY && bar.active;
  const emit = async (text: string): Promise<void> => {
    if (sharesTerminal) bar.clear();
    await writeLine(out, text);
  };
  let lineNo = 0;
  for await (const line of input) {
    lineNo++;
    await processLine(line);
    bar.tick();
  }
  bar.clear();
  await closeOutput(out);
  return 0;

  async function processLine(line: string): Promise<void> {
    if (!line.trim()) return;
    const parsed = parseRecord(line);
    if (!parsed.ok) {
      await emit(JSON.stringify({ id: parsed.id, error: parsed.error }));
      return;
    }
    const { id, text } = parsed.record;
    try {
      const t0 = performance.now();
      const analysis = await engine.analyze(text);
      const result = await engine.sanitize(text, analysis.spans, {
        mode,
        epsilon,
        krrScope,
        // Each line gets its own stream derived from the seed, so a line's output does not depend on the others.
        ...(seed !== undefined ? { seed: `${seed}|${lineNo}` } : {}),
      });
      const ms = performance.now() - t0;
      const byStart = new Map(result.replacements.map((r) => [r.start, r.replacement]));
      const spans = analysis.spans.map((s) => ({
        start: s.start,
        end: s.end,
        text: s.text,
        category: s.category,
        score: Math.round(s.score * 1000) / 1000,
        ...(mode !== 'none' && byStart.has(s.start) ? { replacement: byStart.get(s.start) } : {}),
      }));
      const record: OutputRecord = { id, domain: analysis.domain, spans, sanitized: result.sanitized, epsilon: result.epsilon, guarantee: result.guarantee, ...(timings ? { ms: Math.round(ms * 100) / 100 } : {}) };
      await emit(format === 'text' ? formatText(record, text) : JSON.stringify(record));
    } catch (err) {
      await emit(JSON.stringify({ id, error: err instanceof Error ? err.message : String(err) }));
    }
  }
}

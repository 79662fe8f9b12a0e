/**
 * One input line of `promptveil analyze` → its output line. Shared by the in-process path (--jobs 1) and the worker
 * threads of --jobs N, so both give the same bytes. Imports only types from the engine: the main thread of a
 * --jobs N run never loads the engine.
 */
import type { DetectionLevel, Engine, SanitizeMode } from '../engine/index.ts';
import { parseRecord } from './jsonl.ts';
import type { LineLmRewriter } from './node-lm.ts';
import type { OrtRuntime } from './node-engine.ts';

export interface LineSettings {
  mode: SanitizeMode;
  epsilon: number;
  /** --seed: line k (1-based, blank lines counted) uses the stream of "seed|k", whichever thread runs it. */
  seed?: number | undefined;
  krrScope: 'message' | 'spans';
  /** --lm DIR (dp mode): rewrite spans with this causal LM (transformers.js layout) instead of the phrase bank. */
  lm?: string | undefined;
  /** --runtime: the onnxruntime the span encoder runs on (every thread uses the same). */
  runtime: OrtRuntime;
  format: 'json' | 'text';
  timings: boolean;
  /** Colour in the text format (decided once by the main thread, which owns stdout). */
  color: boolean;
  /** --detection: how hard domain facts are looked for (absent: 'balanced'). */
  detection?: DetectionLevel | undefined;
}

export interface OutputRecord {
  id: unknown;
  domain: string | null;
  spans: { start: number; end: number; text: string; category: string; score: number; replacement?: string | undefined }[];
  sanitized: string;
  epsilon: number | null;
  guarantee: string;
  ms?: number;
}

/** Human-readable view: the original with spans bracketed and labelled, then what would be sent. */
export function formatText(r: OutputRecord, text: string, color: boolean): string {
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

/**
 * The output for input line number `lineNo` (1-based), or null for a blank line (which gets no output). Never
 * throws: a malformed line or a failing message becomes {"id", "error"}.
 */
export async function analyzeLine(
  engine: Engine,
  settings: LineSettings,
  line: string,
  lineNo: number,
  lm?: LineLmRewriter,
): Promise<string | null> {
  if (!line.trim()) return null;
  const parsed = parseRecord(line);
  if (!parsed.ok) return JSON.stringify({ id: parsed.id, error: parsed.error });
  const { id, text } = parsed.record;
  const { mode, seed } = settings;
  try {
    const t0 = performance.now();
    const analysis = await engine.analyze(text, settings.detection === 'thorough' ? { detection: 'thorough' } : undefined);
    // Each line gets its own stream derived from the seed and its line number, so a line's output depends neither
    // on the other lines nor on the thread that runs it. Without --seed every draw comes from the CSPRNG.
    const lineSeed = seed !== undefined ? `${seed}|${lineNo}` : undefined;
    const result = lm !== undefined && mode === 'dp' ? await rewriteWithLm(lm, text, analysis.spans, settings.epsilon, lineSeed) : await engine.sanitize(text, analysis.spans, {
      mode,
      epsilon: settings.epsilon,
      krrScope: settings.krrScope,
      ...(lineSeed !== undefined ? { seed: lineSeed } : {}),
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
    const record: OutputRecord = {
      id,
      domain: analysis.domain,
      spans,
      sanitized: result.sanitized,
      epsilon: result.epsilon,
      guarantee: result.guarantee,
      ...(settings.timings ? { ms: Math.round(ms * 100) / 100 } : {}),
    };
    return settings.format === 'text' ? formatText(record, text, settings.color) : JSON.stringify(record);
  } catch (err) {
    return JSON.stringify({ id, error: err instanceof Error ? err.message : String(err) });
  }
}

/** `--lm`: the LM rewrite in the shape of the engine's sanitize result (dp guarantee iff some ε was spent). */
async function rewriteWithLm(
  lm: LineLmRewriter,
  text: string,
  spans: readonly { start: number; end: number; text: string }[],
  epsilon: number,
  seed: string | undefined,
): Promise<{ sanitized: string; replacements: { start: number; replacement: string }[]; epsilon: number | null; guarantee: string }> {
  const r = await lm(text, spans, epsilon, seed);
  return { ...r, guarantee: r.epsilon === null ? 'none' : 'dp' };
}

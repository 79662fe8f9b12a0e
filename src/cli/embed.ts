/**
 * `promptveil embed --input FILE|- --output FILE|- [--raw]`
 *
 * JSON Lines {"id", "text"} in, {"id", "vector"} out, one output line per non-blank input line, in
 * order. Default: the span encoder h(·) (models/generated/span-encoder.onnx); --raw: the backbone
 * g(·), 512-d and L2-normalised. A text longer than the model limit (128 tokens) is truncated and its
 * line says `"truncated": true`. A malformed line gives {"id": ..., "error": "..."} and processing goes on.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { Encoder } from '../engine/encoder/index.ts';
import { parseCommandArgs, stringValue } from './args.ts';
import { createNodeEncoder, spanEncoderUnavailable } from './node-encoder.ts';

const USAGE = 'usage: promptveil embed --input FILE|- --output FILE|- [--raw]\n';
/** Lines encoded per encoder call: large enough for full length buckets, small enough to stream. */
const CHUNK = 256;

interface EmbedArgs {
  input: string;
  output: string;
  raw: boolean;
}

const EMBED_OPTIONS = { input: { type: 'string' }, output: { type: 'string' }, raw: { type: 'boolean' } } as const;

function parseEmbedArgs(args: readonly string[]): EmbedArgs | { help: true } | { error: string } {
  const parsed = parseCommandArgs(args, EMBED_OPTIONS);
  if (parsed.kind === 'help') return { help: true };
  if (parsed.kind === 'error') return { error: parsed.message };
  const input = stringValue(parsed.values, 'input');
  const output = stringValue(parsed.values, 'output');
  if (input === undefined) return { error: '--input is required' };
  if (output === undefined) return { error: '--output is required' };
  return { input, output, raw: parsed.values.raw === true };
}

type Parsed = { kind: 'text'; id: unknown; text: string } | { kind: 'error'; id: unknown; error: string };

/** One input line → the text to embed, or the error to report for it. */
export function parseLine(line: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (err) {
    return { kind: 'error', id: null, error: `invalid JSON: ${err instanceof Error ? err.message : String(err)}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'error', id: null, error: 'each line must be a JSON object {"id", "text"}' };
  }
  const record = value as Record<string, unknown>;
  const id = record.id ?? null;
  if (typeof record.text !== 'string') return { kind: 'error', id, error: 'missing or non-string "text"' };
  return { kind: 'text', id, text: record.text };
}

/** float32 values printed with 9 significant digits: exact for float32, half the bytes of a double. */
const compact = (v: Float32Array): number[] => Array.from(v, (x) => Number(x.toPrecision(9)));

async function embedChunk(encoder: Encoder, lines: readonly string[], out: Writable): Promise<void> {
  const parsed = lines.map(parseLine);
  const texts = parsed.flatMap((p) => (p.kind === 'text' ? [p.text] : []));
  const embeddings = await encoder.encode(texts);
  let k = 0;
  for (const p of parsed) {
    let record: Record<string, unknown>;
    if (p.kind === 'error') record = { id: p.id, error: p.error };
    else {
      const e = embeddings[k++];
      record = e ? { id: p.id, vector: compact(e.vector), ...(e.truncated ? { truncated: true } : {}) } : { id: p.id, error: 'not encoded' };
    }
    if (!out.write(`${JSON.stringify(record)}\n`)) await new Promise((resolve) => out.once('drain', resolve));
  }
}

export async function runEmbed(args: string[]): Promise<number> {
  const parsed = parseEmbedArgs(args);
  if ('help' in parsed) {
    process.stdout.write(USAGE);
    return 0;
  }
  if ('error' in parsed) {
    process.stderr.write(`promptveil embed: ${parsed.error}\n${USAGE}`);
    return 2;
  }
  if (!parsed.raw) {
    const why = spanEncoderUnavailable();
    if (why) {
      process.stderr.write(`promptveil embed: ${why.message}\n`);
      return 1;
    }
  }
  const encoder = createNodeEncoder(parsed.raw ? 'backbone' : 'span');
  try {
    await encoder.ready(); // fail before reading input when a model file is missing
  } catch (err) {
    process.stderr.write(`promptveil embed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
  const input = parsed.input === '-' ? process.stdin : createReadStream(parsed.input, 'utf8');
  const out: Writable = parsed.output === '-' ? process.stdout : createWriteStream(parsed.output, 'utf8');
  try {
    const rl = createInterface({ input, crlfDelay: Infinity });
    let chunk: string[] = [];
    for await (const line of rl) {
      if (line.trim() === '') continue;
      chunk.push(line);
      if (chunk.length >= CHUNK) {
        await embedChunk(encoder, chunk, out);
        chunk = [];
      }
    }
    if (chunk.length) await embedChunk(encoder, chunk, out);
  } catch (err) {
    process.stderr.write(`promptveil embed: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    if (out !== process.stdout) {
      out.end();
      await finished(out);
    }
    await encoder.dispose();
  }
  return 0;
}

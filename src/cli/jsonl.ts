import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Writable } from 'node:stream';

/** Opens the input ('-' = stdin). Throws a clear error when the file cannot be read at all. */
export function openInput(path: string): AsyncIterable<string> {
  if (path !== '-' && !existsSync(path)) throw new Error(`cannot read input '${path}': no such file`);
  const stream = path === '-' ? process.stdin : createReadStream(path, { encoding: 'utf8' });
  return createInterface({ input: stream, crlfDelay: Infinity });
}

export function openOutput(path: string): Writable {
  if (path !== '-') return createWriteStream(path, { encoding: 'utf8' });
  // A closed pipe (`… | head`) is the reader's choice, not an error worth a stack trace.
  process.stdout.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'EPIPE') process.exit(0);
    throw err;
  });
  return process.stdout;
}

export async function closeOutput(out: Writable): Promise<void> {
  if (out === process.stdout) return;
  await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
}

/** Writes respecting back-pressure, so huge inputs stream in constant memory. */
export async function writeLine(out: Writable, line: string): Promise<void> {
  if (!out.write(`${line}\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
}

export interface InputRecord {
  id: unknown;
  text: string;
}

/** Parses one input line: a JSON object with a string `text`. Returns an error message instead of throwing. */
export function parseRecord(line: string): { ok: true; record: InputRecord } | { ok: false; id: unknown; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (err) {
    return { ok: false, id: null, error: `invalid JSON: ${err instanceof Error ? err.message : String(err)}` };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, id: null, error: 'line is not a JSON object' };
  const obj = value as Record<string, unknown>;
  const id = obj.id ?? null;
  if (typeof obj.text !== 'string') return { ok: false, id, error: 'missing string field "text"' };
  return { ok: true, record: { id, text: obj.text } };
}

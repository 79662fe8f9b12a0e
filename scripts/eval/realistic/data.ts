/**
 * Loads the realistic set from a folder of writers' files (default eval/realistic/*.txt), with a fingerprint of
 * each file so a printed figure can be traced to the exact snapshot it was measured on.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseFiles, type Message } from './format.ts';

export const DEFAULT_DATA_DIR = resolve(import.meta.dirname, '../../../eval/realistic');

export interface FileInfo {
  name: string;
  /** First 12 hex digits of the file's SHA-256. */
  sha256: string;
  messages: number;
}

export interface RealisticSet {
  dir: string;
  files: FileInfo[];
  messages: Message[];
}

export function loadSet(dir: string = DEFAULT_DATA_DIR): RealisticSet {
  if (!existsSync(dir))
    throw new Error(
      `realistic set not found: ${dir} has no writers' files (expected a.txt, b.txt, … — pass --data DIR)`,
    );
  const names = readdirSync(dir)
    .filter((n) => n.endsWith('.txt'))
    .sort();
  if (names.length === 0) throw new Error(`realistic set not found: no *.txt files in ${dir} (pass --data DIR)`);
  const files = names.map((name) => ({ name, content: readFileSync(resolve(dir, name), 'utf8') }));
  const messages = parseFiles(files);
  return {
    dir,
    files: files.map((f) => ({
      name: f.name,
      sha256: createHash('sha256').update(f.content, 'utf8').digest('hex').slice(0, 12),
      messages: messages.filter((m) => m.file === f.name).length,
    })),
    messages,
  };
}

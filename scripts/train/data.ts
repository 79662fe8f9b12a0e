/** Readers for the shared span-annotated datasets (../shared/datasets, see its README). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export interface GoldSpan {
  start: number;
  end: number;
  text: string;
  private: boolean;
  role: string;
}

export interface Example {
  id: string;
  domain: string;
  text: string;
  spans: GoldSpan[];
}

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DATASETS = path.resolve(ROOT, '..', 'shared', 'datasets');
export const CACHE_DIR = path.join(ROOT, 'models', 'generated', 'cache');

export function readSplit(split: 'train' | 'val'): Example[] {
  const out: Example[] = [];
  for (const name of ['pri-ddxplus', 'pri-slja']) {
    const lines = readFileSync(path.join(DATASETS, name, `${split}.jsonl`), 'utf8').split('\n');
    for (const line of lines) {
      if (!line.trim()) continue;
      const o = JSON.parse(line) as Example;
      out.push({ id: o.id, domain: o.domain, text: o.text, spans: o.spans });
    }
  }
  return out;
}

/** Characters of [s, e) covered by the union of `ranges`. */
export function coveredChars(s: number, e: number, ranges: readonly { start: number; end: number }[]): number {
  const mask = new Uint8Array(Math.max(0, e - s));
  for (const r of ranges) {
    for (let i = Math.max(s, r.start); i < Math.min(e, r.end); i++) mask[i - s] = 1;
  }
  let n = 0;
  for (const m of mask) n += m;
  return n;
}

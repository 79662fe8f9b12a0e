/** Reads the span-annotated datasets (../shared/datasets relative to the project root). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DATASETS = path.resolve(ROOT, '../shared/datasets');
export const MODELS = path.join(ROOT, 'models');
export const CACHE = path.join(ROOT, 'models/generated/cache');

export interface RecordSpan {
  start: number;
  end: number;
  text: string;
  private: boolean;
  role: string;
}
export interface DataRecord {
  id: string;
  domain: 'medical' | 'legal';
  text: string;
  spans: RecordSpan[];
  options: string[];
  answer: string;
}

export const SETS = ['pri-ddxplus', 'pri-slja'] as const;

export function readSplit(split: 'train' | 'val'): DataRecord[] {
  const out: DataRecord[] = [];
  for (const set of SETS) {
    for (const line of readFileSync(path.join(DATASETS, set, `${split}.jsonl`), 'utf8').split('\n')) {
      if (line.trim().length > 0) out.push(JSON.parse(line) as DataRecord);
    }
  }
  return out;
}

/** Lower-cased word tokens, the unit of the "contains a training span" check. */
export function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

/** True when `needle`'s token sequence occurs contiguously in `hay`'s. */
export function containsTokens(hay: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0 || needle.length > hay.length) return false;
  outer: for (let i = 0; i + needle.length <= hay.length; i++) {
    for (let j = 0; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** Distinct private span strings of the training split. */
export function trainingPrivateSpans(): string[] {
  const set = new Set<string>();
  for (const r of readSplit('train')) for (const s of r.spans) if (s.private) set.add(s.text);
  return [...set].sort();
}

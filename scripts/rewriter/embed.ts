/**
 * Embeddings for offline training and the bench, computed with what ships: the ONNX span encoder
 * (models/generated/span-encoder.onnx, built from models/span-adapter.json) through onnxruntime-web's Node
 * WASM path (src/cli/node-encoder.ts). One run gives both outputs:
 *   h(·) = `embedding`  the span encoder (adapter space; the rewards r_priv/r_util, SOI/DFS, the inversion attack)
 *   g(·) = `backbone`   USE-Lite (the rewriter policy's input space, as src/engine/index.ts wires it)
 * Cache: models/generated/cache/rewriter-hg-<sha of models/span-adapter.json>.{json,g.f32,h.f32} (gitignored),
 * keyed by exact text. Keyed by the trained adapter, not the .onnx bytes: the conversion is rebuilt often with
 * bit-level differences (its own tests hold parity ≤ 1e-5), while a retrained adapter changes h(·) and gets a
 * fresh cache automatically. Delete the cache to force re-embedding after a conversion change.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ADAPTER_PATH, createNodeEncoder } from '../../src/cli/node-encoder.ts';
import { DEFAULT_MODEL_DIR } from '../../src/cli/node-model-store.ts';
import { MODEL_FILES } from '../../src/engine/encoder/index.ts';
import type { Encoder } from '../../src/engine/encoder/index.ts';
import { CACHE } from './data.ts';

/** Dimension of g(·), the policy's embedding space. */
export const DIM = 512;
/** The policy's encoder id (recorded in the policy and phrase-embedding files). */
export const ENCODER_ID = 'use-lite-onnx-g';

function sha16(file: string): string {
  return createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16);
}

/** sha256 prefixes of the trained adapter (models/span-adapter.json) and of the built span-encoder.onnx. */
export function spanEncoderVersion(): { adapter: string; onnx: string } {
  const file = path.join(DEFAULT_MODEL_DIR, MODEL_FILES.span);
  if (!existsSync(file)) throw new Error(`${file} missing: the span encoder is built by npm run build:models`);
  return { adapter: sha16(ADAPTER_PATH), onnx: sha16(file) };
}

function normalise(v: Float32Array): Float32Array {
  let s = 0;
  for (const x of v) s += x * x;
  const n = Math.sqrt(s) || 1;
  return Float32Array.from(v, (x) => x / n);
}

function readF32(file: string): Float32Array<ArrayBuffer> {
  const buf = readFileSync(file);
  return new Float32Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
}

export class EmbeddingStore {
  /** `adapter <sha> (span-encoder.onnx <sha> when embedded)`: the h(·) version the vectors come from. */
  version: string;
  readonly #adapter: string;
  readonly #file: string;
  readonly #index = new Map<string, number>();
  #texts: string[] = [];
  #g: Float32Array<ArrayBuffer> = new Float32Array(0);
  #h: Float32Array<ArrayBuffer> = new Float32Array(0);
  #hDim = 0;
  #dirty = false;
  #encoder: Encoder | undefined;

  constructor() {
    const v = spanEncoderVersion();
    this.#adapter = v.adapter;
    this.version = `span-adapter.json ${v.adapter}, span-encoder.onnx ${v.onnx}`;
    this.#file = path.join(CACHE, `rewriter-hg-${v.adapter}`);
    if (existsSync(`${this.#file}.json`) && existsSync(`${this.#file}.g.f32`) && existsSync(`${this.#file}.h.f32`)) {
      const meta = JSON.parse(readFileSync(`${this.#file}.json`, 'utf8')) as { hDim: number; onnx?: string; texts: string[] };
      const g = readF32(`${this.#file}.g.f32`);
      const h = readF32(`${this.#file}.h.f32`);
      if (g.length === meta.texts.length * DIM && h.length === meta.texts.length * meta.hDim) {
        this.#texts = meta.texts;
        this.#g = g;
        this.#h = h;
        this.#hDim = meta.hDim;
        meta.texts.forEach((t, i) => this.#index.set(t, i));
        if (meta.onnx !== undefined) this.version = `span-adapter.json ${v.adapter}, span-encoder.onnx ${meta.onnx}`;
      }
    }
  }

  /** Dimension of h(·) (known once something is embedded). */
  get hDim(): number {
    return this.#hDim;
  }

  async ensure(texts: Iterable<string>, log: (m: string) => void = () => undefined): Promise<void> {
    const missing = [...new Set(texts)].filter((t) => !this.#index.has(t));
    if (missing.length === 0) return;
    this.#encoder ??= createNodeEncoder('span', { maxBatchSize: 64, cacheSize: 0 });
    const enc = this.#encoder;
    if (!(await enc.hasBackbone())) throw new Error('span-encoder.onnx has no backbone output: rebuild it (npm run build:models)');
    const hDim = await enc.dimension();
    if (this.#hDim !== 0 && hDim !== this.#hDim) throw new Error(`h(·) is ${hDim}-d, cache has ${this.#hDim}-d`);
    this.#hDim = hDim;
    const n0 = this.#texts.length;
    const g = new Float32Array((n0 + missing.length) * DIM);
    const h = new Float32Array((n0 + missing.length) * hDim);
    g.set(this.#g);
    h.set(this.#h);
    const t0 = Date.now();
    for (let i = 0; i < missing.length; i += 256) {
      const part = missing.slice(i, i + 256);
      const out = await enc.encode(part);
      part.forEach((t, j) => {
        const e = out[j]!;
        if (e.backbone === undefined) throw new Error('span encoder returned no backbone vector');
        const row = this.#texts.length;
        g.set(normalise(e.backbone), row * DIM);
        h.set(normalise(e.vector), row * hDim);
        this.#texts.push(t);
        this.#index.set(t, row);
      });
      if ((i / 256) % 8 === 0) log(`embedded ${i + part.length}/${missing.length} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    }
    this.#g = g;
    this.#h = h;
    this.#dirty = true;
    this.save();
  }

  #row(text: string): number {
    const row = this.#index.get(text);
    if (row === undefined) throw new Error(`not embedded: ${text}`);
    return row;
  }

  /** g(text): the USE-Lite backbone vector (unit length, DIM). */
  get(text: string): Float32Array {
    const row = this.#row(text);
    return this.#g.subarray(row * DIM, (row + 1) * DIM);
  }

  /** h(text): the span encoder vector (unit length, hDim). */
  h(text: string): Float32Array {
    const row = this.#row(text);
    return this.#h.subarray(row * this.#hDim, (row + 1) * this.#hDim);
  }

  save(): void {
    if (!this.#dirty) return;
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(`${this.#file}.json`, JSON.stringify({ hDim: this.#hDim, adapter: this.#adapter, onnx: spanEncoderVersion().onnx, texts: this.#texts }));
    writeFileSync(`${this.#file}.g.f32`, new Uint8Array(this.#g.buffer, this.#g.byteOffset, this.#g.byteLength));
    writeFileSync(`${this.#file}.h.f32`, new Uint8Array(this.#h.buffer, this.#h.byteOffset, this.#h.byteLength));
    this.#dirty = false;
  }
}

/**
 * Numerical parity of the converted ONNX backbone (onnxruntime-web, WASM) with the original TF.js
 * graph (@tensorflow/tfjs 4.22.0, WASM backend). Reference vectors and ids were generated once by
 * scripts/convert-use/make-reference.ts and are checked in under tests/fixtures/encoder/.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_TOKENS, type Embedding, type Encoder } from '../../src/engine/encoder/index.ts';
import { createNodeEncoder } from '../../src/cli/node-encoder.ts';
import { cosine, nodeEncoder } from './helpers.ts';

/** Tolerances of issue 3. */
const MAX_ABS_DIFF = 1e-4;
const MIN_COSINE = 0.9999;

interface Reference {
  dim: number;
  phrases: { text: string; ids: number[] }[];
}

const FIXTURES = new URL('../fixtures/encoder/', import.meta.url);
const reference = JSON.parse(readFileSync(new URL('use-lite-reference.json', FIXTURES), 'utf8')) as Reference;
const raw = readFileSync(new URL('use-lite-reference.f32', FIXTURES));
const view = new DataView(raw.buffer, raw.byteOffset, raw.byteLength);
const refVector = (r: number): Float32Array =>
  Float32Array.from({ length: reference.dim }, (_, i) => view.getFloat32((r * reference.dim + i) * 4, true));

describe('ONNX backbone vs TF.js USE-Lite', () => {
  let encoder: Encoder;
  let embeddings: Embedding[];

  beforeAll(async () => {
    encoder = await nodeEncoder('backbone');
    embeddings = await encoder.encode(reference.phrases.map((p) => p.text));
  });
  afterAll(async () => {
    await encoder.dispose();
  });

  it(`has at least 200 reference phrases`, () => {
    expect(reference.phrases.length).toBeGreaterThanOrEqual(200);
  });

  it('tokenizes every phrase exactly like the reference', async () => {
    for (const p of reference.phrases) expect(await encoder.tokenize(p.text), JSON.stringify(p.text.slice(0, 40))).toEqual(p.ids);
  });

  it(`agrees within max|Δ| ≤ ${MAX_ABS_DIFF} and cosine ≥ ${MIN_COSINE}`, () => {
    let worstDiff = 0;
    let worstCos = 1;
    reference.phrases.forEach((p, r) => {
      const ours = embeddings[r]?.vector;
      if (!ours) throw new Error(`no embedding for phrase ${r}`);
      expect(ours.length).toBe(reference.dim);
      const ref = refVector(r);
      for (let i = 0; i < ref.length; i++) worstDiff = Math.max(worstDiff, Math.abs((ours[i] ?? 0) - (ref[i] ?? 0)));
      worstCos = Math.min(worstCos, cosine(ours, ref));
    });
    console.info(`parity over ${reference.phrases.length} phrases: max|Δ| = ${worstDiff.toExponential(2)}, min cosine = ${worstCos.toFixed(8)}`);
    expect(worstDiff).toBeLessThanOrEqual(MAX_ABS_DIFF);
    expect(worstCos).toBeGreaterThanOrEqual(MIN_COSINE);
  });

  it('outputs L2-normalised 512-d vectors', () => {
    for (const e of embeddings) {
      const norm = Math.sqrt(e.vector.reduce((s, x) => s + x * x, 0));
      expect(norm).toBeCloseTo(1, 5);
    }
  });

  it('truncates long inputs to the model limit and says so', () => {
    reference.phrases.forEach((p, r) => {
      const e = embeddings[r];
      expect(e?.truncated, p.text.slice(0, 30)).toBe(p.ids.length > MAX_TOKENS);
      expect(e?.tokens).toBe(Math.min(p.ids.length, MAX_TOKENS));
      expect(e?.totalTokens).toBe(p.ids.length);
    });
    const tenThousand = reference.phrases.findIndex((p) => p.text.length >= 10_000);
    expect(tenThousand).toBeGreaterThanOrEqual(0);
    expect(embeddings[tenThousand]?.truncated).toBe(true);
  });

  it('marks the empty string and gives it a finite, defined vector', () => {
    const i = reference.phrases.findIndex((p) => p.text === '');
    const e = embeddings[i];
    expect(e?.empty).toBe(true);
    expect(e?.vector.every(Number.isFinite)).toBe(true);
  });

  it('does not depend on batch composition', async () => {
    const texts = ['coughing up blood', '', 'a much longer sentence about my tax audit and the payday loan', 'x'];
    const together = await encoder.encode(texts);
    const uncached = createNodeEncoder('backbone', { cacheSize: 0 });
    for (let k = 0; k < texts.length; k++) {
      const alone = await uncached.encodeOne(texts[k] ?? '');
      expect(cosine(alone.vector, together[k]?.vector ?? new Float32Array())).toBeGreaterThan(0.99999);
    }
    await uncached.dispose();
  });
});

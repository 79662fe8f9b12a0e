/**
 * The CLI's native runtime (onnxruntime-node, src/cli/native-ort.ts) against onnxruntime-web's WASM kernels, which
 * the extension runs: the span encoder's outputs agree to the int8 products' rounding, and the CLI finds the same spans
 * on either runtime (the same bytes on native in this thread or on its own).
 */
import { readFileSync } from 'node:fs';
import * as ort from 'onnxruntime-web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeLine, type LineSettings } from '../../src/cli/analyze-line.ts';
import { loadNativeOrt, releaseNativeSessions } from '../../src/cli/native-ort.ts';
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import { preloadSpanEncoder } from '../../src/cli/native-session-thread.ts';
import { createNodeModelStore, DEFAULT_MODEL_DIR } from '../../src/cli/node-model-store.ts';
import { createEncoder, type Encoder, type OrtLike } from '../../src/engine/encoder/index.ts';

const ROOT = new URL('../../', import.meta.url);
const phrases = (JSON.parse(readFileSync(new URL('tests/fixtures/encoder/use-lite-reference.json', ROOT), 'utf8')) as { phrases: { text: string }[] }).phrases.map((p) => p.text);
const DEMO = readFileSync(new URL('scripts/demo-messages.jsonl', ROOT), 'utf8').split('\n').filter((l) => l.trim() !== '');

const spanEncoder = (runtime: OrtLike): Encoder =>
  createEncoder({ ort: runtime, store: createNodeModelStore(DEFAULT_MODEL_DIR), model: 'span', executionProviders: ['wasm'] });

/** Largest |a_i − b_i| over two equally long vectors. */
function maxAbsDiff(a: Float32Array, b: Float32Array): number {
  expect(a.length).toBe(b.length);
  let m = 0;
  for (let i = 0; i < a.length; i++) m = Math.max(m, Math.abs(a[i]! - b[i]!));
  return m;
}

describe('native onnxruntime (CLI) vs onnxruntime-web WASM', () => {
  let wasm: Encoder;
  let native: Encoder;
  beforeAll(async () => {
    wasm = spanEncoder(ort);
    native = spanEncoder(await loadNativeOrt());
  });
  afterAll(async () => {
    await wasm.dispose();
    await native.dispose();
    // A thread must not end with a live native session (it can abort the process): release what the engines made.
    await releaseNativeSessions();
  });

  it('releaseNativeSessions releases every native session this thread created, once', async () => {
    const own = spanEncoder(await loadNativeOrt());
    expect((await own.encode(['a cough']))[0]?.vector.length).toBeGreaterThan(0);
    await releaseNativeSessions();
    // The encoder still holds the session object; running it after the release fails, and a second release is a no-op.
    await expect(own.encode(['a different text'])).rejects.toThrow();
    await releaseNativeSessions();
  });

  it(`span vectors h and backbone vectors g agree to cosine 0.995 on the ${phrases.length} parity phrases`, async () => {
    const a = await wasm.encode(phrases);
    const b = await native.encode(phrases);
    const cosines: number[] = [];
    for (let i = 0; i < phrases.length; i++) {
      for (const [x, y] of [
        [a[i]!.vector, b[i]!.vector],
        [a[i]!.backbone!, b[i]!.backbone!],
      ] as const) {
        let dot = 0;
        for (let k = 0; k < x.length; k++) dot += x[k]! * y[k]!;
        cosines.push(dot); // both L2-normalised
        expect(maxAbsDiff(x, y)).toBeLessThan(0.03);
      }
    }
    // The span encoder's products run in int8 with activations quantized at run time (docs/encoder.md, "Integer
    // products"): the runtimes' float operations differ in the last bits, which can move an activation across a
    // rounding step, so the vectors agree to cosine ≥ 0.9975 here (median 0.9999), not to float rounding. A wrong
    // weight, a missed constant fold or a different graph moves them by far more.
    cosines.sort((x, y) => x - y);
    expect(cosines[0]).toBeGreaterThan(0.995);
    expect(cosines[cosines.length >> 1]).toBeGreaterThan(0.9995);
  }, 300_000);

  it('per-token states agree within 2e-3 of their largest magnitude', async () => {
    const texts = phrases.slice(0, 20);
    const a = await wasm.encodeTokens(texts);
    const b = await native.encodeTokens(texts);
    for (let i = 0; i < texts.length; i++) {
      expect(b[i]!.ids).toEqual(a[i]!.ids);
      // The residual stream is not normalised (entries up to ~10²): the bound is relative to the text's largest entry (int8
      // products with run-time activation scales, as above: 5.7e-4 measured at worst).
      const scale = a[i]!.states.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
      expect(maxAbsDiff(a[i]!.states, b[i]!.states)).toBeLessThanOrEqual(2e-3 * scale);
    }
  }, 300_000);

  it('the CLI writes the same bytes on native in-thread and on its own thread, and the same spans as WASM (demo messages, dp with a seed and redact)', async () => {
    const early = preloadSpanEncoder();
    const engines = await Promise.all([
      createNodeEngine({ runtime: 'wasm', preloadRewriter: true }),
      createNodeEngine({ runtime: 'native', preloadRewriter: true }),
      createNodeEngine({ runtime: 'native', preloadRewriter: true, nativeThread: early }),
    ]);
    try {
      expect(engines.map((e) => e.backend)).toEqual(['onnx:wasm', 'onnx:native-cpu', 'onnx:native-cpu']);
      // The preloaded span encoder was handed to the engine (the stand-in for the bytes the thread read itself).
      expect(early.files.size).toBe(0);
      for (const mode of ['dp', 'redact'] as const) {
        const settings: LineSettings = { mode, epsilon: 20, seed: 5, krrScope: 'message', runtime: 'wasm', format: 'json', timings: false, color: false };
        const out = engines.map(() => [] as (string | null)[]);
        // One line at a time per engine (an engine is not re-entrant).
        for (const [i, line] of DEMO.entries()) for (const [k, engine] of engines.entries()) out[k]!.push(await analyzeLine(engine, settings, line, i + 1));
        // Native in this thread and native on its own thread: the same runtime, so the same bytes.
        expect(out[2]).toEqual(out[1]);
        // Native against WASM: the integer products round activations at run time (docs/encoder.md), so the encodings
        // differ in the third decimal and a seeded DP draw may pick a neighbouring phrase; what was found is the same.
        const found = (l: string | null): unknown => {
          const o = JSON.parse(l ?? 'null') as { spans?: { start: number; end: number; category: string; replacement?: string }[] } | null;
          return o?.spans?.map((x) => ({ start: x.start, end: x.end, category: x.category, ...(mode === 'redact' ? { replacement: x.replacement } : {}) }));
        };
        expect(out[1]!.map(found)).toEqual(out[0]!.map(found));
      }
    } finally {
      await early.thread.close();
    }
  }, 300_000);
});

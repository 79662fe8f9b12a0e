/**
 * The CLI's native runtime (onnxruntime-node, src/cli/native-ort.ts) against onnxruntime-web's WASM kernels, which
 * the extension runs: the span encoder's outputs agree to float rounding, and the CLI's output lines are the same
 * bytes on either runtime.
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

  it(`span vectors h and backbone vectors g agree within 1e-5 on the ${phrases.length} parity phrases`, async () => {
    const a = await wasm.encode(phrases);
    const b = await native.encode(phrases);
    let worstH = 0;
    let worstG = 0;
    for (let i = 0; i < phrases.length; i++) {
      worstH = Math.max(worstH, maxAbsDiff(a[i]!.vector, b[i]!.vector));
      worstG = Math.max(worstG, maxAbsDiff(a[i]!.backbone!, b[i]!.backbone!));
    }
    // Float rounding only (the two runtimes order their sums differently): a wrong weight, a missed constant fold or a
    // different graph would move the L2-normalised vectors by far more.
    expect(worstH).toBeLessThan(1e-5);
    expect(worstG).toBeLessThan(1e-5);
  }, 300_000);

  it('per-token states agree within 1e-5 of their largest magnitude', async () => {
    const texts = phrases.slice(0, 20);
    const a = await wasm.encodeTokens(texts);
    const b = await native.encodeTokens(texts);
    for (let i = 0; i < texts.length; i++) {
      expect(b[i]!.ids).toEqual(a[i]!.ids);
      // The residual stream is not normalised (entries up to ~10²): the bound is relative to the text's largest entry.
      const scale = a[i]!.states.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
      expect(maxAbsDiff(a[i]!.states, b[i]!.states)).toBeLessThanOrEqual(1e-5 * scale);
    }
  }, 300_000);

  it('the CLI writes the same bytes on either runtime, in-thread or on its own thread (demo messages, dp with a seed and redact)', async () => {
    const early = preloadSpanEncoder();
    const engines = await Promise.all([
      createNodeEngine({ runtime: 'wasm', preloadRewriter: true }),
      createNodeEngine({ runtime: 'native', preloadRewriter: true }),
      createNodeEngine({ runtime: 'native', preloadRewriter: true, nativeThread: early }),
    ]);
    try {
      expect(engines.map((e) => e.backend)).toEqual(['onnx:wasm', 'onnx:native-cpu', 'onnx:native-cpu']);
      // The preloaded model bytes were handed to the engine and went to the thread (their buffer is detached).
      expect(early.files.size).toBe(0);
      for (const mode of ['dp', 'redact'] as const) {
        const settings: LineSettings = { mode, epsilon: 20, seed: 5, krrScope: 'message', runtime: 'wasm', format: 'json', timings: false, color: false };
        const out = engines.map(() => [] as (string | null)[]);
        // One line at a time per engine (an engine is not re-entrant).
        for (const [i, line] of DEMO.entries()) for (const [k, engine] of engines.entries()) out[k]!.push(await analyzeLine(engine, settings, line, i + 1));
        expect(out[1]).toEqual(out[0]);
        expect(out[2]).toEqual(out[0]);
      }
    } finally {
      await early.thread.close();
    }
  }, 300_000);
});

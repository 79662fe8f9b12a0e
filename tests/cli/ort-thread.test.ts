import { readFile } from 'node:fs/promises';
import * as ort from 'onnxruntime-web';
import { afterAll, describe, expect, it } from 'vitest';
import { SESSION_OPTIONS } from '../../src/engine/encoder/encoder.ts';
import { createEncoder, MODEL_FILES, type Encoder, type OrtLike } from '../../src/engine/encoder/index.ts';
import { modelFilePath } from '../../src/cli/model-files.ts';
import { createNodeModelStore, DEFAULT_MODEL_DIR } from '../../src/cli/node-model-store.ts';
import { startOrtThread, type OrtThread } from '../../src/cli/ort-thread.ts';

// Words and phrases of the kinds the localizer encodes: one token to a few dozen, several batches' worth.
const TEXTS = [
  'lupus',
  'diagnosed with lupus',
  'my wife was diagnosed with lupus last week and i owe 12k on my visa',
  'chapter 7 bankruptcy',
  'a DUI charge from 2019 that I never told my employer about',
  '',
  'the quick brown fox',
  'Zoloft 50mg twice a day',
  ...Array.from({ length: 16 }, (_, i) => `message ${i}: ${'word '.repeat(i % 17)}about my debt of ${i * 37} dollars`),
];

function encoderOn(runtime: OrtLike): Encoder {
  return createEncoder({ ort: runtime, store: createNodeModelStore(DEFAULT_MODEL_DIR), model: 'span', executionProviders: ['wasm'], cacheSize: 0 });
}

async function vectors(encoder: Encoder): Promise<Float32Array[]> {
  const out = await encoder.encode(TEXTS);
  return out.flatMap((e) => (e.backbone ? [e.vector, e.backbone] : [e.vector]));
}

describe('onnxruntime on its own thread (src/cli/ort-thread.ts)', () => {
  const threads: OrtThread[] = [];
  afterAll(async () => {
    await Promise.all(threads.map((t) => t.close()));
  });

  it('gives the same bits as onnxruntime in this thread (the preloaded session serves the engine)', async () => {
    ort.env.wasm.numThreads = 1;
    const expected = await vectors(encoderOn(ort));
    const path = modelFilePath(MODEL_FILES.span);
    expect(path).toBeDefined();
    const thread = startOrtThread({ preload: { path: path!, options: { ...SESSION_OPTIONS, executionProviders: ['wasm'] } } });
    threads.push(thread);
    const got = await vectors(encoderOn(thread));
    expect(got.length).toBe(expected.length);
    got.forEach((v, i) => expect(Buffer.from(v.buffer, v.byteOffset, v.byteLength).equals(Buffer.from(expected[i]!.buffer, expected[i]!.byteOffset, expected[i]!.byteLength))).toBe(true));
  }, 300_000);

  it('does not hand out the preloaded session for other bytes or other options', async () => {
    const thread = startOrtThread({ preload: { path: modelFilePath(MODEL_FILES.span)!, options: { ...SESSION_OPTIONS, executionProviders: ['wasm'] } } });
    threads.push(thread);
    // Another model (the rewriter's small head): its own session, with its own outputs.
    const head = new Uint8Array(await readFile(modelFilePath('rewriter-head.onnx')!));
    const other = await thread.InferenceSession.create(head, { ...SESSION_OPTIONS, executionProviders: ['wasm'] });
    expect(other.outputNames).not.toContain('backbone');
    await other.release();
    // The span encoder's bytes under other options: a session of their own too (it still works).
    const span = new Uint8Array(await readFile(modelFilePath(MODEL_FILES.span)!));
    const tweaked = { ...SESSION_OPTIONS, executionProviders: ['wasm'], extra: { session: { disable_quant_qdq: '1', note: 'x' } } };
    const s = await thread.InferenceSession.create(span, tweaked as never);
    expect(s.outputNames).toContain('backbone');
    await s.release();
  }, 300_000);

  it('reports a broken model as an error and keeps working; fails every request once closed', async () => {
    const thread = startOrtThread();
    threads.push(thread);
    await expect(thread.InferenceSession.create(new Uint8Array([1, 2, 3, 4, 5]), { ...SESSION_OPTIONS, executionProviders: ['wasm'] })).rejects.toThrow(Error);
    const head = new Uint8Array(await readFile(modelFilePath('rewriter-head.onnx')!));
    const s = await thread.InferenceSession.create(head, { ...SESSION_OPTIONS, executionProviders: ['wasm'] });
    expect(s.outputNames.length).toBeGreaterThan(0);
    await thread.close();
    await expect(s.run({}, s.outputNames)).rejects.toThrow(/closed/);
  }, 300_000);
});

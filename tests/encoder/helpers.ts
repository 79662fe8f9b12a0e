/** Shared setup for the encoder tests that need the real converted model. */
import * as ort from 'onnxruntime-web';
import { buildModels } from '../../scripts/build-models.ts';
import { createNodeEncoder } from '../../src/cli/node-encoder.ts';
import { createNodeModelStore, DEFAULT_MODEL_DIR } from '../../src/cli/node-model-store.ts';
import { createEncoder, MODEL_FILES, type Encoder, type EncoderModel } from '../../src/engine/encoder/index.ts';

let built: Promise<unknown> | undefined;

/**
 * Builds the backbone and vocabulary in models/generated/ if missing or stale (a no-op when up to
 * date). The span encoder is left alone: it depends on another team's adapter file.
 */
export function ensureModels(): Promise<unknown> {
  built ??= buildModels({ spanEncoder: false, log: () => undefined });
  return built;
}

export async function nodeEncoder(model: EncoderModel = 'backbone'): Promise<Encoder> {
  await ensureModels();
  return createNodeEncoder(model);
}

export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    na += x * x;
    nb += y * y;
  }
  return dot / Math.sqrt(na * nb);
}

/** A span encoder over in-memory model bytes (a model built by the test); the vocabulary comes from the real build. */
export function spanEncoderOf(bytes: Uint8Array): Encoder {
  const files = createNodeModelStore(DEFAULT_MODEL_DIR);
  return createEncoder({
    ort,
    store: { read: (name) => (name === MODEL_FILES.span ? Promise.resolve(bytes) : files.read(name)) },
    model: 'span',
    executionProviders: ['wasm'],
  });
}

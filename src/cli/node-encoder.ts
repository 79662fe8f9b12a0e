/**
 * Node-only: the span encoder as the CLI, training and benchmark scripts use it — onnxruntime-web's
 * Node WASM build, the WASM execution provider, models read from models/generated/.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-web';
import { createEncoder, executionProvidersFor, MODEL_FILES, ModelNotFoundError, type Encoder, type EncoderModel } from '../engine/encoder/index.ts';
import { createNodeModelStore, DEFAULT_MODEL_DIR } from './node-model-store.ts';

export const ADAPTER_PATH = fileURLToPath(new URL('../../models/span-adapter.json', import.meta.url));

export interface NodeEncoderOptions {
  /** Directory holding the build products (default models/generated/). */
  dir?: string;
  /** WASM threads (default 1: deterministic, and kind to a shared machine). */
  threads?: number;
  maxBatchSize?: number;
  cacheSize?: number;
}

export function createNodeEncoder(model: EncoderModel, options: NodeEncoderOptions = {}): Encoder {
  ort.env.wasm.numThreads = options.threads ?? 1;
  return createEncoder({
    ort,
    store: createNodeModelStore(options.dir ?? DEFAULT_MODEL_DIR),
    model,
    executionProviders: executionProvidersFor(false),
    ...(options.maxBatchSize === undefined ? {} : { maxBatchSize: options.maxBatchSize }),
    ...(options.cacheSize === undefined ? {} : { cacheSize: options.cacheSize }),
  });
}

/**
 * Why the span encoder h(·) cannot be used yet, or undefined when its model file is present:
 * distinguishes "adapter not trained" from "adapter trained but models not built".
 */
export function spanEncoderUnavailable(dir: string = DEFAULT_MODEL_DIR, adapterPath: string = ADAPTER_PATH): ModelNotFoundError | undefined {
  if (existsSync(`${dir}/${MODEL_FILES.span}`)) return undefined;
  if (!existsSync(adapterPath)) {
    return new ModelNotFoundError(
      MODEL_FILES.span,
      dir,
      `the span adapter is not trained yet (no ${adapterPath}); train it, then run \`npm run build:models\` — or use --raw for the backbone g(·)`,
    );
  }
  return new ModelNotFoundError(MODEL_FILES.span, dir);
}

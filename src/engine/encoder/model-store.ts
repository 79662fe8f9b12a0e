/**
 * Where model files come from. The engine never touches a file system or fetch itself: the offscreen
 * worker passes a store that fetches extension files, Node passes src/cli/node-model-store.ts.
 */
export interface ModelStore {
  /** The bytes of model file `name` (a bare file name such as `use-lite.onnx`). */
  read(name: string): Promise<Uint8Array>;
}

/** File names of the build products of `npm run build:models` (in models/generated/). */
export const MODEL_FILES = {
  backbone: 'use-lite.onnx',
  span: 'span-encoder.onnx',
  vocab: 'use-lite.vocab.json',
} as const;

/**
 * Output names of those models (scripts/convert-use/index.ts). The span encoder also outputs the backbone's own
 * vector g(·) as `backbone`, so one session serves the localizer (h) and the rewriter (g).
 */
export const MODEL_OUTPUTS = {
  embedding: 'embedding',
  backbone: 'backbone',
  /** Per-token contextual states [N, 512] of the span encoder (scripts/convert-use TOKENS_OUTPUT_NAME). */
  tokens: 'tokens',
} as const;

export const BUILD_COMMAND = 'npm run build:models';

/** Thrown by a store when a model file does not exist; the message names the file and the fix. */
export class ModelNotFoundError extends Error {
  constructor(
    readonly file: string,
    where?: string,
    hint = `run \`${BUILD_COMMAND}\` to build it`,
  ) {
    super(`model file ${file} not found${where ? ` (looked in ${where})` : ''}: ${hint}`);
    this.name = 'ModelNotFoundError';
  }
}

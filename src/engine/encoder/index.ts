/** Public surface of the span encoder (see docs/encoder.md). */
export {
  createEncoder,
  MAX_TOKENS,
  MAX_TEXT_LENGTH,
  type Embedding,
  type Encoder,
  type EncoderModel,
  type EncoderOptions,
  type EncoderStats,
  type OrtLike,
  type OrtSessionLike,
  type OrtTensorLike,
  type TokenStates,
} from './encoder.ts';
export { detectExecutionProviders, executionProvidersFor, type ExecutionProvider, type GpuNavigatorLike } from './execution-providers.ts';
export { BUILD_COMMAND, MODEL_FILES, MODEL_OUTPUTS, ModelNotFoundError, type ModelStore } from './model-store.ts';
export { parseVocab, SentencePieceTokenizer, type VocabEntry } from './tokenizer.ts';
export { LruCache } from './lru.ts';
export { LENGTH_BUCKETS, planBatches } from './batching.ts';

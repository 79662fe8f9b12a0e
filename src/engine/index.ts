/**
 * Public surface of the engine. The same object serves the extension's worker, the CLI and the benchmark.
 */
import { analyzeIdentifiersOnly, type Analysis, type AnalyzeSettings, type SanitizeMode } from './pipeline.ts';
import { sanitizeAnalysis, type SanitizeOutcome } from './sanitize.ts';
import type { Span } from './types.ts';

export type { Analysis, AnalyzeSettings, SanitizeMode } from './pipeline.ts';
export { SANITIZE_MODES } from './pipeline.ts';
export type { SanitizeOutcome } from './sanitize.ts';
export type * from './types.ts';

export interface EngineDeps {
  /** Reads a model file by name (the worker fetches extension files; Node reads models/). */
  readModel: (name: string) => Promise<Uint8Array>;
  onProgress?: (fraction: number, stage: string) => void;
}

export interface SanitizeOptions {
  mode: SanitizeMode;
  epsilon: number;
  /** Explicit seed for reproducible evaluation; absent means a cryptographically secure random stream. */
  seed?: number;
  conversationId?: string;
}

export interface Engine {
  readonly backend: string;
  analyze(text: string, settings?: AnalyzeSettings): Promise<Analysis>;
  /** `spans` are the reviewed spans (the user may have removed, edited or added some). */
  sanitize(text: string, spans: readonly Span[], options: SanitizeOptions): SanitizeOutcome;
}

export async function createEngine(deps: EngineDeps): Promise<Engine> {
  deps.onProgress?.(1, 'ready');
  await Promise.resolve();
  return {
    backend: 'rules',
    analyze: (text, settings) => Promise.resolve(analyzeIdentifiersOnly(text, settings)),
    sanitize: (text, spans, options) => sanitizeAnalysis(text, spans, options),
  };
}

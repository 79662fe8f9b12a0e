/**
 * The engine protocol: what the background asks the offscreen document, and the offscreen document asks its
 * worker. One request/response union shared by both hops, so the worker is a transparent proxy of the engine.
 */
import type { DetectionLevel, SanitizeMode } from '../engine/pipeline.ts';
import type { PrivacyEvent } from '../engine/dp/index.ts';
import type { Span } from '../engine/types.ts';
import type { StandIn } from './stand-ins.ts';

export interface AnalyzeRequest {
  kind: 'analyze';
  text: string;
  /** User "always private" and "never private" terms. */
  alwaysPrivate: string[];
  neverPrivate: string[];
  /** The user's detection level (absent: 'balanced'). */
  detection?: DetectionLevel;
}

export interface SanitizeRequest {
  kind: 'sanitize';
  text: string;
  spans: Span[];
  mode: SanitizeMode;
  epsilon: number;
  /**
   * Keeps pseudonyms consistent within one conversation; never persisted. Absent: a vault for this request only,
   * primed from `priors` and dropped after it (the popup's preview, which must not issue into any conversation).
   */
  conversationId?: string;
  /** Stand-ins the page already holds for this conversation, adopted by its vault first (memory only). */
  priors?: StandIn[];
  /** dp mode: 'lm' rewrites with the user's local language model (src/offscreen/local-lm.ts) instead of the phrase bank. */
  rewriter?: 'bank' | 'lm';
}

export interface StatusRequest {
  kind: 'status';
}

export type EngineRequest = AnalyzeRequest | SanitizeRequest | StatusRequest;

export interface AnalyzeResult {
  kind: 'analyze';
  domain: string | null;
  spans: Span[];
  ms: number;
}

export interface SanitizeResultMsg {
  kind: 'sanitize';
  sanitized: string;
  replacements: { start: number; end: number; replacement: string; category: string; lead?: { start: number; end: number; text: string } }[];
  /** ε the message spent under the mode's mechanism; null for modes that give no DP guarantee. */
  epsilon: number | null;
  guarantee: 'dp' | 'partial' | 'none';
  /** The privacy events (mechanism names and numbers only), for the ledger. */
  events: readonly PrivacyEvent[];
  /** Set by the background: names this result when the content script commits to sending it. */
  token?: string;
}

export interface StatusResult {
  kind: 'status';
  state: 'loading' | 'ready' | 'error';
  progress: number;
  backend: string;
  error?: string;
  /** While loading: what is loading now ('span encoder', …), for the progress bar's label. */
  stage?: string;
  /** Milliseconds per load stage and in total (`totalMs`, from the worker's start to ready); never message text. */
  timings?: Record<string, number>;
  /** The engine runs, but not as asked (e.g. WebGPU could not run the model, so WASM does). */
  warning?: string;
}

export type EngineResult = AnalyzeResult | SanitizeResultMsg | StatusResult;

export type EngineReply = { ok: true; result: EngineResult } | { ok: false; error: string };

export const ENGINE_KINDS: readonly EngineRequest['kind'][] = ['analyze', 'sanitize', 'status'];

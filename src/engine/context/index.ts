/** The contextual head on the span encoder's per-token states, and the analyzer's gate built on it (docs/context.md). */
export { parseContextHead, serializeContextHead, spanScore, tokenLogits, tokenProbabilities, type ContextHead, type ContextHeadFile } from './head.ts';
export { contextGate, contextScores, type GateResult, type Range } from './gate.ts';

export { affinity, findTerm, localize, otsuThreshold, resolveOverlaps, scoreCandidates, selectSpans } from './localizer.ts';
export type { CandidateSpan, LocalizeOptions, LocalizeResult, LocalizedSpan, Prototypes, ScoredCandidates } from './localizer.ts';
export { decodeF32, encodeF32, loadPrototypes, serialisePrototypes } from './prototypes.ts';
export type { PrototypesJson } from './prototypes.ts';

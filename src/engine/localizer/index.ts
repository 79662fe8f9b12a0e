export { affinity, findTerm, localize, otsuThreshold, resolveOverlaps } from './localizer.ts';
export type { CandidateSpan, LocalizeOptions, LocalizeResult, LocalizedSpan, Prototypes } from './localizer.ts';
export { decodeF32, encodeF32, loadPrototypes, serialisePrototypes } from './prototypes.ts';
export type { PrototypesJson } from './prototypes.ts';

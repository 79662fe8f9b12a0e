export { MAX_SCORED_WORDS, TextChunker, scoringCandidates, setSentenceModelCore } from './chunker.ts';
export type { Candidate, CandidateKind, ChunkResult, ChunkerOptions, Segment, Token } from './chunker.ts';

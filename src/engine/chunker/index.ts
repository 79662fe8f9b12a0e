export { TextChunker } from './chunker.ts';
export type { Candidate, CandidateKind, ChunkResult, ChunkerOptions, Segment } from './chunker.ts';

/**
 * The fact tagger's sequence heads (docs/fact-tagger.md "Session 40"): a bidirectional GRU (bigru.ts) or a
 * self-attention layer (attention.ts) over a window's token states, chosen by the file's `arch` ('gru' when absent).
 */
import { attentionLogits, parseAttention, serializeAttention, type AttentionFile, type AttentionHead } from './attention.ts';
import { frozenBiGruLogits, parseBiGru, serializeBiGru, type BiGruFile, type BiGruHead } from './bigru.ts';

export type SequenceHead = BiGruHead | AttentionHead;
export type SequenceFile = BiGruFile | AttentionFile;

const isAttention = (h: SequenceHead): h is AttentionHead => 'arch' in h && h.arch === 'attn';

/** Parses and checks a sequence head block; throws on any mismatch. */
export function parseSequenceHead(json: unknown, file: string, classes: number): SequenceHead {
  const arch = (json as { arch?: unknown } | null)?.arch;
  if (arch === 'attn') return parseAttention(json, file, classes);
  if (arch !== undefined && arch !== 'gru') throw new Error(`${file}: sequence head arch ${JSON.stringify(arch)} is not gru or attn`);
  return parseBiGru(json, file, classes);
}

export function serializeSequenceHead(h: SequenceHead): SequenceFile {
  return isAttention(h) ? serializeAttention(h) : serializeBiGru(h);
}

/**
 * Class logits of each token of one window, row-major [n, classes]; `states` is row-major [n, dim]. The head must not
 * change after its first use (the GRU's weights are copied into a WebAssembly kernel then).
 */
export function sequenceLogits(h: SequenceHead, states: Float32Array, n: number): Float32Array {
  return isAttention(h) ? attentionLogits(h, states, n) : frozenBiGruLogits(h, states, n);
}

/** The token tagger on the span encoder's per-token states (docs/tagger.md). */
export { calibrate, decodeSpans, parseTaggerHead, serializeTaggerHead, tagLogits, tagProbabilities, TAG_CLASSES, TAG_TYPES, type TaggedSpan, type TaggerHead, type TaggerHeadFile, type TagType } from './head.ts';
export { tagEncoded, tagText, tagWindows, textTokens, textTokenStates, WINDOW_CHARS } from './tag.ts';

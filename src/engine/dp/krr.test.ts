import { describe, expect, it } from 'vitest';
import { DpParameterError } from './checks.ts';
import {
  CharacterKrr,
  KRR_RESTORATION_INSTRUCTION,
  krrMessage,
  krrRandomWordRecoveryExpected,
  krrRandomWordRecoveryProbability,
  krrSpans,
  PRINTABLE_ASCII,
  withRestorationInstruction,
} from './krr.ts';
import { SeededRandom } from './rng.ts';

describe('CharacterKrr', () => {
  it('uses printable ASCII without space (k = 94) and the paper keep probability', () => {
    expect(PRINTABLE_ASCII.length).toBe(94);
    expect(PRINTABLE_ASCII).not.toContain(' ');
    const krr = new CharacterKrr({ epsilon: 5.5 });
    expect(krr.k).toBe(94);
    const e = Math.exp(5.5);
    expect(krr.keepProbability).toBeCloseTo(e / (e + 93), 14);
    expect(krr.otherProbability).toBeCloseTo(1 / (e + 93), 14);
    expect(krr.keepProbability / krr.otherProbability).toBeCloseTo(e, 8);
    expect(krr.keepProbability + 93 * krr.otherProbability).toBeCloseTo(1, 14);
    // No overflow for huge ε.
    expect(new CharacterKrr({ epsilon: 800 }).keepProbability).toBe(1);
  });
  it('states its spec', () => {
    expect(new CharacterKrr({ epsilon: 2 }).spec()).toMatchObject({
      mechanism: 'krr',
      epsilonPerUnit: 2,
      outputMeasure: 'pure ε-DP',
    });
  });
  it('validates ε, alphabet and fallback', () => {
    expect(() => new CharacterKrr({ epsilon: 0 })).toThrow(DpParameterError);
    expect(() => new CharacterKrr({ epsilon: 1, alphabet: ['a'] })).toThrow(/k ≥ 2/);
    expect(() => new CharacterKrr({ epsilon: 1, alphabet: ['a', 'a'] })).toThrow(/duplicate/);
    expect(() => new CharacterKrr({ epsilon: 1, alphabet: ['a', ' '] })).toThrow(/whitespace/);
    expect(() => new CharacterKrr({ epsilon: 1, alphabet: ['a', 'b'] })).toThrow(/fallback/);
  });
  it('maps out-of-alphabet characters into the alphabet deterministically', () => {
    const krr = new CharacterKrr({ epsilon: 1 });
    expect(krr.mapIntoAlphabet('a')).toBe('a');
    expect(krr.mapIntoAlphabet('é')).toBe('e');
    expect(krr.mapIntoAlphabet('Ａ')).toBe('A');
    expect(krr.mapIntoAlphabet('日')).toBe('?');
  });
  it('keeps whitespace layout and UTF-16 length; output is alphabet-only', () => {
    const krr = new CharacterKrr({ epsilon: 0.1 });
    const input = 'José  Ñúñez\nlives in 東京 😀!\tok\u00a0x';
    const { text, characters } = krr.perturbText(input, new SeededRandom(3));
    expect(text.length).toBe(input.length);
    let n = 0;
    for (let i = 0; i < input.length; i++) {
      const c = input[i]!;
      if (/\s/.test(c)) expect(text[i]).toBe(c === '\n' ? '\n' : ' ');
      else {
        n++;
        expect(PRINTABLE_ASCII).toContain(text[i]);
      }
    }
    expect(characters).toBe(n);
    expect(text).not.toMatch(/[^\x21-\x7e \n]/u);
  });
  it('maps each surrogate half to the fallback and rejects astral alphabet symbols', () => {
    const krr = new CharacterKrr({ epsilon: 1 });
    expect(krr.mapIntoAlphabet('😀'[0]!)).toBe('?');
    expect(krr.mapIntoAlphabet('😀'[1]!)).toBe('?');
    expect(() => new CharacterKrr({ epsilon: 1, alphabet: ['a', '😀'] })).toThrow(/UTF-16/);
  });
  it('replacement is never the original symbol', () => {
    const krr = new CharacterKrr({ epsilon: 1e-9, alphabet: ['a', 'b'], fallback: 'a' });
    const rng = new SeededRandom(9);
    let flips = 0;
    for (let i = 0; i < 2000; i++) if (krr.perturbSymbol('a', rng) === 'b') flips++;
    // With k = 2 and ε ≈ 0: keep ≈ 1/2, and a replacement must be 'b'.
    expect(flips).toBeGreaterThan(850);
    expect(flips).toBeLessThan(1150);
  });
});

describe('krrMessage / krrSpans', () => {
  it('whole-message scope reports n·ε and the restoration instruction is optional', () => {
    const krr = new CharacterKrr({ epsilon: 2 });
    const r = krrMessage('ab cd', krr, new SeededRandom(1), { restorationInstruction: true });
    expect(r.text.startsWith(KRR_RESTORATION_INSTRUCTION)).toBe(true);
    expect(r.event).toMatchObject({
      dp: true,
      mechanism: 'krr',
      units: 4,
      unit: 'character',
      epsilonPerUnit: 2,
      epsilon: 8,
    });
    const s = r.spans[0]!;
    expect(r.text.slice(s.newStart, s.newEnd)).toBe(s.replacement);
    expect(s.epsilon).toBe(8);
    expect(krrMessage('ab cd', krr, new SeededRandom(1)).text).toBe(s.replacement);
  });
  it('spans scope perturbs only the spans and copies the rest verbatim', () => {
    const krr = new CharacterKrr({ epsilon: 0.01 });
    const text = 'Call Harlan Smith at 555-0199 today';
    const spans = [
      { start: 21, end: 29 },
      { start: 5, end: 17 },
    ];
    const r = krrSpans(text, spans, krr, new SeededRandom(4));
    expect(r.text.slice(0, 5)).toBe('Call ');
    expect(r.text.endsWith(' today')).toBe(true);
    expect(r.event.units).toBe(8 + 11);
    expect(r.event.epsilon).toBeCloseTo(19 * 0.01, 12);
    for (const s of r.spans) expect(r.text.slice(s.newStart, s.newEnd)).toBe(s.replacement);
    expect(r.spans[1]!.replacement[6]).toBe(' ');
    const withInstr = krrSpans(text, spans, krr, new SeededRandom(4), { restorationInstruction: true });
    for (const s of withInstr.spans) expect(withInstr.text.slice(s.newStart, s.newEnd)).toBe(s.replacement);
    expect(withRestorationInstruction('x', 'spans')).toMatch(/Some words/);
  });
});

describe('reconstruction baseline for random words', () => {
  it('is p^L with p = e^ε/(e^ε + k − 1)', () => {
    const e = Math.exp(5.5);
    const p = e / (e + 93);
    expect(krrRandomWordRecoveryProbability(6, 5.5)).toBeCloseTo(p ** 6, 14);
    expect(krrRandomWordRecoveryProbability(0, 1)).toBe(1);
    expect(krrRandomWordRecoveryProbability(3, 1, 2)).toBeCloseTo((Math.E / (Math.E + 1)) ** 3, 14);
    expect(
      krrRandomWordRecoveryExpected(
        new Map([
          [2, 1],
          [4, 3],
        ]),
        2,
      ),
    ).toBeCloseTo((krrRandomWordRecoveryProbability(2, 2) + 3 * krrRandomWordRecoveryProbability(4, 2)) / 4, 14);
    expect(() => krrRandomWordRecoveryProbability(-1, 1)).toThrow(DpParameterError);
  });
});

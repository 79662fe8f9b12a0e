import { describe, expect, it } from 'vitest';
import { parseContentRequest } from './content.ts';
import { MAX_PRIORS, MAX_PRIORS_CHARS, MAX_STAND_IN_LENGTH, parsePriors, type StandIn } from './stand-ins.ts';

const SECRET = 'ann.secret@corp.example';
const ok: StandIn[] = [
  { category: 'email', form: 'placeholder', original: SECRET, replacement: '[EMAIL_1]' },
  { category: 'medical', form: 'placeholder', original: 'HIV', replacement: '[HEALTH_12]' },
  { category: 'person', form: 'surrogate', original: 'Jane Roe', replacement: 'Alex Miller' },
  // Pseudonym mode's placeholder for a category without surrogates.
  { category: 'legal', form: 'placeholder', original: 'DUI', replacement: '[LEGAL_1]' },
];
const sanitize = (priors: unknown): unknown => ({
  type: 'pv/sanitize',
  text: 'hello',
  spans: [],
  mode: 'redact',
  epsilon: 1,
  conversationId: '/c#1',
  ...(priors === undefined ? {} : { priors }),
});

describe('pv/sanitize priors (the stand-ins a conversation holds)', () => {
  it('accepts well-formed priors and drops unknown fields; absent means none', () => {
    const withExtra = ok.map((s) => ({ ...s, note: 'x' }));
    expect(parseContentRequest(sanitize(withExtra))).toMatchObject({ type: 'pv/sanitize', priors: ok });
    expect(parseContentRequest(sanitize(undefined))).toMatchObject({ priors: [] });
    expect(parsePriors([])).toEqual([]);
  });

  it.each<[string, unknown, RegExp]>([
    ['not an array', { 0: ok[0] }, /priors must be an array/],
    ['too many', Array.from({ length: MAX_PRIORS + 1 }, (_, i) => ({ ...ok[0], replacement: `[EMAIL_${i + 1}]` })), /more than 2000/],
    ['entry not an object', [ok[0], 'x'], /prior 1: not an object/],
    ['unknown category', [{ ...ok[0], category: 'astrology' }], /prior 0: unknown category/],
    ['inherited key as category', [{ ...ok[0], category: 'toString' }], /prior 0: unknown category/],
    ['unknown form', [{ ...ok[0], form: 'rewrite' }], /prior 0: form must be/],
    ['empty original', [{ ...ok[0], original: '  ' }], /prior 0: original must be a non-empty string/],
    ['original not a string', [{ ...ok[0], original: 42 }], /prior 0: original must be/],
    ['empty replacement', [{ ...ok[0], replacement: '' }], /prior 0: replacement must be/],
    ['placeholder of another label', [{ ...ok[0], replacement: '[PERSON_1]' }], /prior 0: placeholder is not of the form \[EMAIL_n\]/],
    ['placeholder with n = 0', [{ ...ok[0], replacement: '[EMAIL_0]' }], /prior 0: placeholder is not/],
    ['placeholder with a leading zero', [{ ...ok[0], replacement: '[EMAIL_01]' }], /prior 0: placeholder is not/],
    ['placeholder with text around it', [{ ...ok[0], replacement: 'x [EMAIL_1]' }], /prior 0: placeholder is not/],
    ['placeholder number too large', [{ ...ok[0], replacement: '[EMAIL_1234567890]' }], /prior 0: placeholder is not/],
    ['surrogate for a category without surrogates', [{ ...ok[3], form: 'surrogate', replacement: 'a parking ticket' }], /prior 0: category legal has no surrogates/],
    ['surrogate shaped like a placeholder', [{ ...ok[2], replacement: '[PERSON_3]' }], /prior 0: surrogate shaped like a placeholder/],
    ['oversize replacement', [{ ...ok[2], replacement: 'A'.repeat(MAX_STAND_IN_LENGTH + 1) }], /prior 0: replacement longer than 200/],
    ['control character', [{ ...ok[2], replacement: 'Alex\nMiller' }], /prior 0: replacement contains control characters/],
    [
      'oversize in total',
      [
        { ...ok[0], original: 'a'.repeat(MAX_PRIORS_CHARS / 2) },
        { ...ok[0], original: 'b'.repeat(MAX_PRIORS_CHARS / 2), replacement: '[EMAIL_2]' },
      ],
      /priors longer than 200000 characters in total/,
    ],
  ])('rejects %s with a clear error', (_, priors, why) => {
    expect(() => parseContentRequest(sanitize(priors))).toThrow(why);
  });

  it('never puts the text of a prior in its error', () => {
    for (const bad of [{ ...ok[0], replacement: '[PERSON_1]' }, { ...ok[0], category: SECRET }, { ...ok[0], form: SECRET }]) {
      let message = '';
      try {
        parsePriors([bad]);
      } catch (err) {
        message = (err as Error).message;
      }
      expect(message).not.toBe('');
      expect(message).not.toContain(SECRET);
    }
  });
});

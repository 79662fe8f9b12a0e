import { describe, expect, it } from 'vitest';
import { applyReplacements } from './replacements.ts';

describe('applyReplacements', () => {
  const text = 'mail maria@example.org or call 555-0132';
  it('swaps each range for its replacement, in any input order', () => {
    expect(
      applyReplacements(text, [
        { start: 31, end: 39, replacement: '[PHONE_1]', category: 'phone' },
        { start: 5, end: 22, replacement: '[EMAIL_1]', category: 'email' },
      ]),
    ).toBe('mail [EMAIL_1] or call [PHONE_1]');
  });
  it('returns the text unchanged without replacements', () => {
    expect(applyReplacements(text, [])).toBe(text);
  });
  it('skips overlapping and out-of-range entries instead of corrupting the text', () => {
    expect(
      applyReplacements(text, [
        { start: 5, end: 22, replacement: 'X', category: 'email' },
        { start: 10, end: 12, replacement: 'Y', category: 'email' },
        { start: 30, end: 99, replacement: 'Z', category: 'phone' },
      ]),
    ).toBe('mail X or call 555-0132');
  });
});

import { describe, expect, it } from 'vitest';
import { decodings, findOriginal, guardTable, keyedHash, MIN_LENGTH, normalise, windowsOf, WINDOW, type Salt } from './guard-core.ts';

const SALT: Salt = [0x12345678, 0x9abcdef0, 0x0f1e2d3c, 0x4b5a6978];
const ORIGINALS = ['maria.lopez@example.org', '+1 415 555 0132', 'Bob'];

function check(body: string, originals = ORIGINALS, salt = SALT): number | null {
  const table = guardTable(salt, originals);
  return findOriginal(table, new Map(table.hashes), body);
}

describe('guard matching', () => {
  it('normalises case, spacing, punctuation and compatibility forms', () => {
    expect(normalise('Maria.Lopez @ EXAMPLE.org')).toBe('marialopezexampleorg');
    expect(normalise('+1 (415) 555-0132')).toBe('14155550132');
    expect(normalise('ｍａｒｉａ')).toBe('maria');
  });

  it('cuts long originals into overlapping windows and skips short ones', () => {
    expect(windowsOf('maria.lopez@example.org')).toHaveLength('marialopezexampleorg'.length - WINDOW + 1);
    expect(windowsOf('+1 415 555 0132')).toEqual(['14155550132']);
    expect(windowsOf('Bob')).toEqual([]);
    expect(windowsOf('x'.repeat(MIN_LENGTH))).toHaveLength(1);
  });

  it('the table holds salted hashes, never the originals or their windows', () => {
    const json = JSON.stringify(guardTable(SALT, ORIGINALS));
    for (const w of [...windowsOf(ORIGINALS[0] ?? ''), '14155550132', 'maria', 'lopez', '4155550132']) expect(json).not.toContain(w);
    // Another salt, other hashes.
    expect(keyedHash(SALT, 'marialopezex')).not.toBe(keyedHash([1, 2, 3, 4], 'marialopezex'));
  });

  it.each([
    ['plain', '{"text":"write to maria.lopez@example.org"}', 0],
    ['upper case and spaces', 'MARIA . LOPEZ @ EXAMPLE . ORG', 0],
    ['JSON unicode escapes', '{"text":"maria.lopez\\u0040example.org"}', 0],
    ['URL encoding', 'q=maria.lopez%40example.org&x=1', 0],
    ['form encoding with +', 'draft=call+%2B1+415+555+0132', 1],
    ['HTML character references', '<p>maria.lopez&#64;example.org</p>', 0],
    ['a partial leak of a long original (one window)', 'user=lopez@example.org', 0],
    ['phone with other separators', 'tel:+1-415-555-0132', 1],
  ])('finds an original: %s', (_name, body, index) => {
    expect(check(body)).toBe(index);
  });

  it.each([
    ['the sanitized text', '{"text":"write to [EMAIL_1] or call [PHONE_1]"}'],
    ['a short original is not guarded', 'Bob says hi'],
    ['a different address on the same domain', 'john.smith@example.org is another person'],
    ['an empty body', ''],
    ['a different number', '+1 415 555 0199'],
  ])('lets clean traffic through: %s', (_name, body) => {
    expect(check(body)).toBeNull();
  });

  it('decodes each encoding once (no blind recursion): a doubly URL-encoded body is decoded one level', () => {
    expect(decodings('a%2540b')).toContain('a40b');
  });

  it('a planted bug — no normalisation of the body — misses the spaced and escaped forms', () => {
    const table = guardTable(SALT, ORIGINALS);
    const lookup = new Map(table.hashes);
    const naive = (body: string): boolean => {
      for (const len of table.lengths)
        for (let i = 0; i + len <= body.length; i++) if (lookup.has(keyedHash(SALT, body.slice(i, i + len)))) return true;
      return false;
    };
    expect(naive('MARIA . LOPEZ @ EXAMPLE . ORG')).toBe(false);
    expect(check('MARIA . LOPEZ @ EXAMPLE . ORG')).toBe(0);
  });
});

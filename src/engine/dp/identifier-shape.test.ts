import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { identifierSurrogate, KEY_PREFIX } from './identifier-shape.ts';
import { SeededRandom, type RandomSource } from './rng.ts';
import { chiSquareTest } from './testing/stats.ts';

/** The shape the stand-in may depend on: classes of value characters, everything else as written. */
function classes(s: string): string {
  return Array.from(s)
    .map((c) => (/\p{Nd}/u.test(c) ? 'd' : /\p{Lu}/u.test(c) ? 'A' : /\p{L}/u.test(c) ? 'a' : c))
    .join('');
}

describe('identifierSurrogate', () => {
  const rng = new SeededRandom(11);

  it('keeps label words, punctuation, masks and a key type prefix; redraws the value', () => {
    expect(identifierSurrogate('case no. 2024-CR-0419', rng)).toMatch(/^case no\. \d{4}-[A-Z]{2}-\d{4}$/);
    expect(identifierSurrogate('ending in 4471', rng)).toMatch(/^ending in \d{4}$/);
    expect(identifierSurrogate('****3356', rng)).toMatch(/^\*{4}\d{4}$/);
    expect(identifierSurrogate('XXXX-XXXX-XXXX-1234', rng)).toMatch(/^XXXX-XXXX-XXXX-\d{4}$/);
    expect(identifierSurrogate('sk_live_4eC39HqLyjWDarjtT1zdp7dc', rng)).toMatch(/^sk_live_[A-Za-z0-9]{24}$/);
    expect(identifierSurrogate('AKIAIOSFODNN7EXAMPLE', rng)).toMatch(/^AKIA[A-Z0-9]{16}$/);
    expect(identifierSurrogate('postgres://app:Vx9!qLm2@db.corp.io:5432/prod', rng)).toMatch(/^postgres:\/\/[a-z]{3}:[A-Z][a-z]\d![a-z][A-Z][a-z]\d@[a-z]{2}\.[a-z]{4}\.[a-z]{2}:\d{4}\/[a-z]{4}$/);
    expect(identifierSurrogate('0x52908400098527886E0F7030069857D2E4169EE7', rng, 'crypto_wallet')).toMatch(/^0x[0-9A-F]{40}$/);
    // An ID's letters are part of the value: no prefix is kept.
    const policy = identifierSurrogate('HO-55817263', new SeededRandom(1), 'id_number');
    expect(policy).toMatch(/^[A-Z]{2}-\d{8}$/);
    expect(policy.startsWith('HO-')).toBe(false);
    // A hex key stays hex (digits may become letters: its digit positions are not part of the shape).
    expect(identifierSurrogate('9f86d081884c7d659a2feaa0c55ad015', rng)).toMatch(/^[0-9a-f]{32}$/);
    // A passphrase without a digit: every token is a value.
    expect(identifierSurrogate('correcthorse', rng)).toMatch(/^[a-z]{12}$/);
    const app = identifierSurrogate('vkzq mtpl rwxe bhna', rng);
    expect(app).toMatch(/^[a-z]{4} [a-z]{4} [a-z]{4} [a-z]{4}$/);
    expect(app.split(' ').filter((w) => 'vkzq mtpl rwxe bhna'.includes(w))).toEqual([]);
    // A PEM armor and a JSON string's escapes stay as written; the key body is redrawn.
    const pem = '-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n-----END PRIVATE KEY-----';
    const out = identifierSurrogate(pem, rng);
    expect(out).toMatch(/^-----BEGIN PRIVATE KEY-----\\n[A-Za-z0-9]{32}\\n-----END PRIVATE KEY-----$/);
    expect(out).not.toContain('MIIEvQ');
    // Letters of other scripts are redrawn too (as ASCII letters of their case): no character of a value is kept.
    const s = identifierSurrogate('pässwort7', rng);
    expect(s).toMatch(/^[a-z]{8}\d$/);
  });

  it('property: same code-point length and class per position; label tokens unchanged', () => {
    const token = fc.stringMatching(/^[A-Za-z0-9]{1,12}$/);
    fc.assert(
      fc.property(fc.constantFrom('acct', 'MRN', 'policy #', 'case'), fc.array(token, { minLength: 1, maxLength: 4 }), fc.constantFrom('-', ' ', '/'), (label, parts, sep) => {
        const value = `${parts.join(sep)}7`; // has a digit: the value token(s)
        const original = `${label} ${value}`;
        const out = identifierSurrogate(original, rng);
        expect(Array.from(out).length).toBe(Array.from(original).length);
        expect(out.startsWith(`${label} `)).toBe(true);
        // As the surrogate reads a token: after a key's public prefix ("0x", "ab-"), which it keeps (session 42: fast-check
        // found "acct 0x0000aa07", whose "0000aa07" is redrawn as hex).
        const hex = (token: string): boolean => {
          const t = token.replace(KEY_PREFIX, '');
          return t.length >= 8 && /^[0-9a-f]+$/i.test(t) && /[a-f]/i.test(t) && /\d/.test(t);
        };
        // Outside hex tokens, the class of every position is kept.
        if (!original.split(/\s+/).some(hex)) expect(classes(out)).toBe(classes(original));
      }),
      { numRuns: 300 },
    );
    // The counterexample fast-check found (seed 1067158499): the key prefix stays, the rest is redrawn as hex.
    expect(identifierSurrogate('acct 0x0000aa07', rng)).toMatch(/^acct 0x[0-9a-f]{8}$/);
  });

  /**
   * The stand-in is independent of the original's characters given its shape: for "4471" and "9036" every position's
   * digit is uniform. Chi-square goodness of fit, 10 cells, N = 20 000 draws per original and position, rejecting at
   * p < 1e-4 (false-failure rate ≤ 8 · 1e-4 over the 8 tests; seeded, so it is reproducible). Power: a variant that
   * keeps the original digit with probability 0.05 puts 0.145 instead of 0.1 in that cell (2 900 vs 2 000 expected),
   * χ² ≈ 450 against a critical value of about 34 (df 9) — the second test checks that it is rejected.
   */
  const N = 20_000;
  const positionCounts = (original: string, draw: (o: string, r: RandomSource) => string, r: RandomSource): Float64Array[] => {
    const counts = Array.from({ length: original.length }, () => new Float64Array(10));
    for (let i = 0; i < N; i++) {
      const out = draw(original, r);
      for (let p = 0; p < original.length; p++) counts[p]![Number(out[p])]!++;
    }
    return counts;
  };
  const uniform = new Array<number>(10).fill(0.1);

  it('each digit is uniform whatever the original (χ², N = 20 000 per position, α = 1e-4)', () => {
    const r = new SeededRandom(2026);
    for (const original of ['4471', '9036']) {
      for (const c of positionCounts(original, identifierSurrogate, r)) expect(chiSquareTest(c, uniform).pValue).toBeGreaterThan(1e-4);
    }
  });

  it('the same test rejects a variant that leaks the original digit 5% of the time', () => {
    const r = new SeededRandom(7);
    const leaky = (o: string, g: RandomSource): string => {
      const fresh = identifierSurrogate(o, g);
      return Array.from(fresh)
        .map((c, i) => (g.nextDouble() < 0.05 ? o[i]! : c))
        .join('');
    };
    const counts = positionCounts('4471', leaky, r);
    for (const c of counts) expect(chiSquareTest(c, uniform).pValue).toBeLessThan(1e-4);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Belt and braces beside ESLint's no-restricted-properties: a DP mechanism fed by Math.random has no guarantee,
// so the unit suite also fails if the engine source mentions it (lint can be skipped; this test cannot).
const ENGINE = join(import.meta.dirname, '..');
const BANNED = /Math\s*\.\s*random|Math\s*\[\s*['"`]random['"`]\s*\]/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.(ts|tsx|js|mjs)$/.test(e.name) && !e.name.endsWith('.test.ts') ? [p] : [];
  });
}

describe('randomness hygiene', () => {
  it('no Math.random in src/engine (non-test sources)', () => {
    // Comments may name the banned call (to explain the ban); code may not.
    const code = (f: string): string =>
      readFileSync(f, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
    const offenders = sources(ENGINE).filter((f) => BANNED.test(code(f)));
    expect(offenders).toEqual([]);
  });
});

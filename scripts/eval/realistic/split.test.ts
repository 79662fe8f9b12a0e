import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emptyStrata, splitOf, splitSizes } from './split.ts';

describe('the dev/test split (fixed: first byte of SHA-256(id) even → dev)', () => {
  it('matches the rule computed independently, and a few pinned ids (the split must never change)', () => {
    for (let i = 1; i <= 200; i++) {
      for (const w of ['a', 'b', 'c']) {
        const id = `${w}-${String(i).padStart(3, '0')}`;
        const byte = parseInt(createHash('sha256').update(id).digest('hex').slice(0, 2), 16);
        expect(splitOf(id)).toBe(byte % 2 === 0 ? 'dev' : 'test');
      }
    }
    // Pinned on 2026-12-01 (printf a-001 | sha256sum → first byte). If this fails, the split changed: revert.
    expect(['a-001', 'a-002', 'a-003', 'b-001', 'b-002', 'c-001', 'c-002'].map(splitOf)).toEqual(PINNED);
  });

  it('is about 50/50 on each writer’s id range', () => {
    for (const [w, n] of [
      ['a', 145],
      ['b', 140],
      ['c', 145],
    ] as const) {
      const dev = Array.from({ length: n }, (_, i) => splitOf(`${w}-${String(i + 1).padStart(3, '0')}`)).filter(
        (s) => s === 'dev',
      ).length;
      // Binomial(n, 1/2): sd ≈ 6; 4 sd either side. Deterministic, so this documents rather than samples.
      expect(Math.abs(dev - n / 2)).toBeLessThan(25);
    }
  });

  it('counts per file and per clean/with-facts stratum, and names an empty side', () => {
    const ms = ['a-001', 'a-002', 'a-003', 'a-004'].map((id, i) => ({ id, file: 'a.txt', clean: i === 0 }));
    const sizes = splitSizes(ms);
    expect(sizes.total.dev + sizes.total.test).toBe(4);
    expect(sizes.byFile['a.txt']).toEqual(sizes.total);
    expect(sizes.clean.dev + sizes.clean.test).toBe(1);
    const warnings = emptyStrata(sizes);
    // One clean message cannot be on both sides.
    expect(warnings).toContain(`clean: no ${splitOf('a-001') === 'dev' ? 'test' : 'dev'} message`);
  });
});

// First bytes 3c 65 2d 9c 0c 45 e3 (printf ID | sha256sum).
const PINNED = ['dev', 'test', 'test', 'dev', 'dev', 'test', 'test'];

/**
 * The dev/test split of the realistic set, fixed once on 2026-12-01 and never to change (docs/realistic-eval.md):
 * a message is dev when the first byte of SHA-256(UTF-8 of its id) is even, test when it is odd.
 *
 * It depends on the id alone — not on the text, the file order or the other messages — so a message keeps its side
 * when typos are fixed or messages are added, and anyone can recompute it (`printf a-001 | sha256sum`).
 */
import { createHash } from 'node:crypto';

export type Split = 'dev' | 'test';

export function splitOf(id: string): Split {
  const first = createHash('sha256').update(id, 'utf8').digest()[0] ?? 0;
  return first % 2 === 0 ? 'dev' : 'test';
}

export interface SplitCount {
  dev: number;
  test: number;
}

/** Messages per side, overall and per stratum (file, and clean vs with facts), to check both sides see each. */
export function splitSizes(messages: readonly { id: string; file: string; clean: boolean }[]): {
  total: SplitCount;
  byFile: Record<string, SplitCount>;
  clean: SplitCount;
  withFacts: SplitCount;
} {
  const total = { dev: 0, test: 0 };
  const clean = { dev: 0, test: 0 };
  const withFacts = { dev: 0, test: 0 };
  const byFile: Record<string, SplitCount> = {};
  for (const m of messages) {
    const s = splitOf(m.id);
    total[s]++;
    (m.clean ? clean : withFacts)[s]++;
    (byFile[m.file] ??= { dev: 0, test: 0 })[s]++;
  }
  return { total, byFile, clean, withFacts };
}

/** Strata (files, clean, with facts) that have messages but none on one side: figures for them would be missing. */
export function emptyStrata(sizes: ReturnType<typeof splitSizes>): string[] {
  const out: string[] = [];
  const check = (name: string, c: SplitCount): void => {
    if (c.dev + c.test === 0) return;
    if (c.dev === 0) out.push(`${name}: no dev message`);
    if (c.test === 0) out.push(`${name}: no test message`);
  };
  for (const [file, c] of Object.entries(sizes.byFile)) check(file, c);
  check('clean', sizes.clean);
  check('with facts', sizes.withFacts);
  return out;
}

/**
 * The Top-k% held-out span-type split (issue 4's generalisation study): used by the bench's held-out study, the nested
 * span floors chosen at training time (nested.ts) and the ceiling diagnostic (heldout-ceiling.ts).
 */
import type { Example } from './data.ts';

/** The Top-k% study's values of k. */
export const HELD_OUT_KS = [20, 50, 100] as const;

/**
 * The Top-k% hold-out split: private span types (lower-cased strings) ranked by training frequency per
 * dataset domain (ties alphabetically); only the top k% (rounded up) are kept, the rest are held out of
 * training. `trainTypes` maps every private training type to its count and domain.
 */
export function heldOutSplit(train: readonly Example[], k: number): { holdOut: Set<string>; trainTypes: Map<string, { n: number; domain: string }> } {
  const freq = new Map<string, { n: number; domain: string }>();
  for (const ex of train) for (const s of ex.spans) if (s.private) {
    const t = s.text.toLowerCase();
    freq.set(t, { n: (freq.get(t)?.n ?? 0) + 1, domain: ex.domain });
  }
  const holdOut = new Set<string>();
  for (const d of ['medical', 'legal']) {
    const types = [...freq].filter(([, v]) => v.domain === d).sort((a, b) => b[1].n - a[1].n || a[0].localeCompare(b[0]));
    const keep = Math.ceil((k / 100) * types.length);
    types.slice(keep).forEach(([t]) => holdOut.add(t));
  }
  return { holdOut, trainTypes: freq };
}

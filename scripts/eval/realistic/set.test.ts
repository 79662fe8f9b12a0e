import { describe, expect, it } from 'vitest';
import { loadSet } from './data.ts';
import { emptyStrata, splitSizes } from './split.ts';

// The committed set itself (eval/realistic): it parses, meets issue 17's size floor, and the fixed split gives
// both sides every writer and both message types. Counts are floors, not pins, so adding messages keeps it green.
describe('eval/realistic as committed', () => {
  const set = loadSet();

  it('parses, with every fact text at its offsets', () => {
    for (const m of set.messages) for (const f of m.facts) expect(m.text.slice(f.start, f.end)).toBe(f.text);
  });

  it('has at least 300 messages and 100 sensitive-free ones (issue 17)', () => {
    expect(set.messages.length).toBeGreaterThanOrEqual(300);
    expect(set.messages.filter((m) => m.clean).length).toBeGreaterThanOrEqual(100);
  });

  it('puts every file, the clean and the private messages on both sides of the split', () => {
    expect(emptyStrata(splitSizes(set.messages))).toEqual([]);
  });
});

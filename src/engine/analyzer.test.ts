import { describe, expect, it } from 'vitest';
import { withinBudget } from './analyzer.ts';

describe('withinBudget: the fact tagger reads at most a budget of encoder tokens', () => {
  const w = (start: number, end: number, e: number): { start: number; end: number; e: number } => ({ start, end, e });
  const ev = (x: { e: number }): number => x.e;
  it('keeps every window when they fit', () => {
    const all = [w(0, 300, 0), w(301, 700, 2)];
    expect(withinBudget(all, 800, ev)).toEqual(all);
  });
  it('over budget, takes the windows with the most evidence first and returns them in message order', () => {
    const all = [w(0, 400, 1), w(401, 800, 3), w(801, 1200, 0), w(1201, 1500, 2)];
    expect(withinBudget(all, 800, ev).map((x) => x.start)).toEqual([401, 1201]);
  });
  it('breaks ties by position, skips a window that no longer fits and never reads one without evidence', () => {
    const all = [w(0, 500, 2), w(501, 1000, 2), w(1001, 1250, 2), w(1251, 1400, 0)];
    expect(withinBudget(all, 800, ev).map((x) => x.start)).toEqual([0, 1001]);
    expect(withinBudget([w(0, 900, 5)], 800, ev)).toEqual([]);
  });
  it('counts each window by the size it is given (tokens), not its characters', () => {
    // Two windows of equal length: the dense one (a pasted line of codes) is three times the tokens.
    const all = [w(0, 300, 1), w(301, 601, 5), w(602, 902, 2)];
    const tokens = [80, 240, 80];
    expect(withinBudget(all, 200, ev, (_, i) => tokens[i] ?? 0).map((x) => x.start)).toEqual([0, 602]);
    expect(withinBudget(all, 400, ev, (_, i) => tokens[i] ?? 0)).toEqual(all);
    // By characters the dense window would have been read first.
    expect(withinBudget(all, 650, ev).map((x) => x.start)).toEqual([301, 602]);
  });
});

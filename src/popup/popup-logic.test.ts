import { describe, expect, it } from 'vitest';
import type { LedgerState } from '../engine/dp/index.ts';
import { EPSILON_STEPS, explainEpsilon, krrKeepProbability, nearestStep } from '../ui/labels.ts';
import { canonicalJson } from '../ui/use-settings.ts';
import { dayKey, ledgerView } from './ledger-chart.tsx';
import { locatePhrase } from './review-panel.tsx';

const today = new Date(2026, 10, 30, 12);
const ago = (n: number): string => {
  const d = new Date(today);
  d.setDate(d.getDate() - n);
  return dayKey(d);
};
const cell = (epsilon: number) => ({ epsilon, messages: 1, nonDpMessages: 0 });

describe('ledgerView', () => {
  it('30 local days ending today, ε per site, older days ignored', () => {
    const ledger: LedgerState = {
      version: 1,
      dailyCap: 100,
      days: {
        [ago(0)]: { 'a.com': cell(5), 'b.com': cell(1) },
        [ago(29)]: { 'b.com': cell(10) },
        [ago(30)]: { 'c.com': cell(99) },
      },
    };
    const v = ledgerView(ledger, today);
    expect(v.days).toHaveLength(30);
    expect(v.days[0]?.day).toBe(ago(29));
    expect(v.days[29]).toEqual({ day: ago(0), epsilon: 6, parts: [1, 5] });
    expect(v.series.map((s) => [s.label, s.total])).toEqual([
      ['b.com', 11],
      ['a.com', 5],
    ]);
  });

  it('names the four biggest sites and groups the rest when there are more than five', () => {
    const sites = Object.fromEntries(
      ['s1', 's2', 's3', 's4', 's5', 's6'].map((s, i) => [`${s}.com`, cell(60 - i * 10)]),
    );
    const v = ledgerView({ version: 1, dailyCap: null, days: { [ago(1)]: sites } }, today);
    expect(v.series.map((s) => s.label)).toEqual(['s1.com', 's2.com', 's3.com', 's4.com', '2 other sites']);
    expect(v.series[4]?.total).toBe(30);
    expect(v.days[28]?.parts).toEqual([60, 50, 40, 30, 30]);
  });

  it('an empty or missing ledger gives zero days and no series', () => {
    const v = ledgerView(null, today);
    expect(v.series).toEqual([]);
    expect(v.days.every((d) => d.epsilon === 0)).toBe(true);
  });
});

describe('locatePhrase', () => {
  const text = 'Call Anna about Anna’s scan; anna knows.';
  it('finds the occurrence nearest the old span, skipping taken ranges, case-insensitive as a fallback', () => {
    expect(locatePhrase(text, 'Anna', [])).toEqual({ start: 5, end: 9 });
    expect(locatePhrase(text, 'Anna', [], 20)).toEqual({ start: 16, end: 20 });
    expect(locatePhrase(text, 'Anna', [{ start: 5, end: 9 }])).toEqual({ start: 16, end: 20 });
    expect(locatePhrase(text, 'ANNA', [])).toEqual({ start: 5, end: 9 });
    expect(locatePhrase(text, ' scan ', [])).toEqual({ start: 23, end: 27 });
    expect(locatePhrase(text, 'Bob', [])).toBeNull();
    expect(locatePhrase(text, '   ', [])).toBeNull();
  });
});

describe('labels', () => {
  it('slider steps are increasing and nearestStep rounds on a log scale', () => {
    expect([...EPSILON_STEPS].sort((a, b) => a - b)).toEqual(EPSILON_STEPS);
    expect(EPSILON_STEPS[nearestStep(20)]).toBe(20);
    expect(EPSILON_STEPS[nearestStep(0.01)]).toBe(0.5);
    expect(EPSILON_STEPS[nearestStep(1e6)]).toBe(150);
    expect(EPSILON_STEPS[nearestStep(7)]).toBe(8); // |ln(7/8)| < |ln(7/6)|
  });

  it('k-RR keep probability matches e^ε/(e^ε+k−1) with k = 94', () => {
    for (const eps of [0.5, 2, 5, 10])
      expect(krrKeepProbability(eps)).toBeCloseTo(Math.exp(eps) / (Math.exp(eps) + 93), 12);
    expect(explainEpsilon('krr', 5)).toContain('61%');
  });

  it('explains ε differently for strong and weak budgets, and says when it does not apply', () => {
    expect(explainEpsilon('dp', 1)).toMatch(/Strong privacy/);
    expect(explainEpsilon('dp', 8)).toMatch(/Balanced/);
    expect(explainEpsilon('dp', 50)).toMatch(/Light privacy/);
    expect(explainEpsilon('redact', 50)).toMatch(/ε does not apply/);
  });
});

describe('canonicalJson', () => {
  it('ignores key order at every depth, keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(canonicalJson({ a: { c: null, d: [2, 1] }, b: 1 }));
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
  });
});

describe('numbers in the spend line', () => {
  it('describes geometric events in plain words, and nothing without them', async () => {
    const { describeNumberSpend } = await import('../ui/labels.ts');
    const { numericEvent } = await import('../engine/dp/accountant.ts');
    expect(describeNumberSpend([])).toBeNull();
    const text = describeNumberSpend([numericEvent('amount', 1, 5), numericEvent('date', 2, 2.5)]);
    expect(text).toContain('ε 10.00');
    expect(text).toContain('1 amount (within a factor 2)');
    expect(text).toContain('2 dates (within 30 days');
    expect(explainEpsilon('dp', 20)).toMatch(/close to fixed/);
    expect(explainEpsilon('dp', 5)).not.toMatch(/close to fixed/);
  });
});

import { describe, expect, it } from 'vitest';
import { DpParameterError } from './checks.ts';
import {
  BudgetExceededError,
  composeMessage,
  dayKeyUTC,
  exponentialEvent,
  krrEvent,
  nonDpEvent,
  PrivacyLedger,
} from './accountant.ts';
import { ExponentialMechanism } from './exponential.ts';

describe('events and composition', () => {
  const em = ExponentialMechanism.fromBudget({ epsilonText: 3, nMax: 3 });
  it('EM events charge draws · ε_draw and are immutable', () => {
    const e = exponentialEvent(em, 2);
    expect(e).toMatchObject({ dp: true, mechanism: 'exponential', units: 2, unit: 'draw' });
    expect(e.epsilon).toBeCloseTo(2, 12);
    expect(e.parameters).toEqual({ r1: 5, r2: 20, temperature: em.temperature, sensitivity: 15 });
    expect(Object.isFrozen(e) && Object.isFrozen(e.parameters)).toBe(true);
    expect(() => {
      (e as { epsilon: number }).epsilon = 0;
    }).toThrow(TypeError);
  });
  it('sums DP events and labels the guarantee honestly', () => {
    const dp = composeMessage([exponentialEvent(em, 1), krrEvent(0.5, 94, 4)]);
    expect(dp.epsilon).toBeCloseTo(1 + 2, 12);
    expect(dp.guarantee).toBe('dp');
    const partial = composeMessage([exponentialEvent(em, 1), nonDpEvent('redact', 2)]);
    expect(partial.guarantee).toBe('partial');
    expect(partial.epsilon).toBeCloseTo(1, 12);
    const none = composeMessage([nonDpEvent('pseudonym', 3)]);
    expect(none).toMatchObject({ epsilon: 0, guarantee: 'none' });
    expect(none.events[0]!.epsilon).toBeNull();
    expect(composeMessage([]).guarantee).toBe('none');
  });
});

describe('PrivacyLedger', () => {
  const em = ExponentialMechanism.fromBudget({ epsilonText: 2, nMax: 1 });
  const msg = composeMessage([exponentialEvent(em, 1)]);
  it('tracks per site per day and enforces the cap unless confirmed', () => {
    const ledger = new PrivacyLedger(5);
    const day = '2026-11-30';
    expect(ledger.canSpend(2, day)).toBe(true);
    ledger.record(msg, { site: 'chatgpt.com', day });
    ledger.record(msg, { site: 'claude.ai', day });
    expect(ledger.spentOn(day)).toBeCloseTo(4, 12);
    expect(ledger.spentOnSite(day, 'claude.ai')).toBeCloseTo(2, 12);
    expect(ledger.wouldExceed(2, day)).toMatchObject({ exceeds: true });
    expect(ledger.canSpend(2, day)).toBe(false);
    expect(() => ledger.record(msg, { site: 'claude.ai', day })).toThrow(BudgetExceededError);
    ledger.record(msg, { site: 'claude.ai', day, overCapConfirmed: true });
    expect(ledger.spentOn(day)).toBeCloseTo(6, 12);
    expect(ledger.canSpend(2, '2026-12-01')).toBe(true);
    ledger.record(composeMessage([nonDpEvent('redact', 1)]), { site: 'claude.ai', day });
  });
  it('round-trips through JSON that contains numbers only', () => {
    const ledger = new PrivacyLedger(10);
    ledger.record(msg, { site: 'chatgpt.com', day: '2026-11-29' });
    ledger.record(composeMessage([nonDpEvent('redact', 1)]), { site: 'chatgpt.com', day: '2026-11-29' });
    const json = JSON.parse(JSON.stringify(ledger)) as unknown;
    const back = PrivacyLedger.fromJSON(json);
    expect(back.toJSON()).toEqual(ledger.toJSON());
    expect(ledger.toJSON().days['2026-11-29']!['chatgpt.com']).toEqual({ epsilon: 2, messages: 1, nonDpMessages: 1 });
    const leaves: unknown[] = [];
    const walk = (v: unknown): void => {
      if (v !== null && typeof v === 'object') Object.values(v).forEach(walk);
      else leaves.push(v);
    };
    walk(json);
    expect(leaves.every((v) => typeof v === 'number')).toBe(true);
    back.pruneBefore('2026-11-30');
    expect(back.toJSON().days).toEqual({});
  });
  it('rejects malformed or text-bearing ledgers and bad ids', () => {
    expect(() => PrivacyLedger.fromJSON({ version: 2, dailyCap: null, days: {} })).toThrow(DpParameterError);
    expect(() =>
      PrivacyLedger.fromJSON({
        version: 1,
        dailyCap: null,
        days: { '2026-11-30': { 'a.com': { epsilon: 1, messages: 1, nonDpMessages: 0, note: 'hi' } } },
      }),
    ).toThrow(/unexpected fields/);
    expect(() => PrivacyLedger.fromJSON({ version: 1, dailyCap: -1, days: {} })).toThrow(DpParameterError);
    const ledger = new PrivacyLedger();
    expect(() => ledger.record(msg, { site: 'My secret prompt', day: '2026-11-30' })).toThrow(/site id/);
    expect(() => ledger.record(msg, { site: 'a.com', day: '30/11/2026' })).toThrow(/YYYY-MM-DD/);
    expect(ledger.wouldExceed(1e9, '2026-11-30').exceeds).toBe(false);
    expect(dayKeyUTC(new Date('2026-11-30T23:59:00Z'))).toBe('2026-11-30');
  });
});

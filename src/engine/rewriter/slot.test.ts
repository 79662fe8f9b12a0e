import { describe, expect, it } from 'vitest';
import { classifySlot, slotFit } from './slot.ts';

describe('classifySlot', () => {
  it.each([
    ['shortness of breath', 'np'],
    ['a person with full criminal responsibility', 'np'],
    ['taking drugs', 'gerund'],
    ['accepting bets from others', 'gerund'],
    ['to seek illegal benefits', 'infinitive'],
    ['to the police', 'np'],
    ['the victim was injured', 'clause'],
    ['criminal intent was obvious', 'clause'],
    ['seized by the police', 'participle'],
    ['anxious', 'adjective'],
    ['intentional', 'adjective'],
    ['58-year-old', 'adjective'],
    ['payment', 'np'],
    ['fever', 'np'],
    ['breathing problem', 'np'],
    ['bleeding', 'gerund'],
  ] as const)('%s → %s', (text, slot) => {
    expect(classifySlot(text)).toBe(slot);
  });

  it('scores slot fit', () => {
    expect(slotFit('np', 'np')).toBe(1);
    expect(slotFit('np', 'gerund')).toBeCloseTo(0.6, 9);
    expect(slotFit('infinitive', 'np')).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { contentLemmas, echoes, lemma } from './echo.ts';

describe('echo', () => {
  it('finds shared content-word lemmas, ignoring function words and modifiers', () => {
    expect(echoes('mortgage', 'a mortgage payment')).toBe(true);
    expect(echoes('savings', 'a savings charge')).toBe(true);
    expect(echoes('coughing up blood', 'a blood finding')).toBe(true);
    expect(echoes('migraines', 'a migraine')).toBe(true);
    expect(echoes('a recurring cough', 'a recurring skin symptom')).toBe(false);
    expect(echoes('tuberculosis', 'an infectious disease')).toBe(false);
    expect(lemma('allergies')).toBe('allergy');
    // Plurals in -ches/-shes/-xes of words ending in e meet their singular (was: 'headaches' → 'headach' ≠ 'headache').
    expect(echoes('cluster headaches', 'a headache')).toBe(true);
    expect(echoes('toothaches', 'a toothache')).toBe(true);
    expect(echoes('rashes', 'a rash')).toBe(true);
    expect(echoes('diseases', 'a disease')).toBe(true);
    expect(echoes('raised', 'a raise')).toBe(true);
    expect(echoes('a headache', 'a backache')).toBe(false);
    expect([...contentLemmas("my doctor's advice")]).toEqual(['doctor', 'advic']);
  });
});

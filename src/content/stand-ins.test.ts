import { describe, expect, it } from 'vitest';
import type { SanitizeResultMsg } from '../protocol/engine.ts';
import { MAX_PRIORS, MAX_PRIORS_CHARS, parsePriors, type StandIn } from '../protocol/stand-ins.ts';
import { issuedStandIns, StandInMemory } from './stand-ins.ts';

type Result = Pick<SanitizeResultMsg, 'replacements' | 'events'>;
const event = (mechanism: 'redact' | 'pseudonym' | 'none') =>
  ({ dp: false, mechanism, units: 1, unit: 'span', epsilon: null }) as const;
const at = (text: string, part: string, replacement: string, category: string) => {
  const start = text.indexOf(part);
  return { start, end: start + part.length, replacement, category };
};

describe('issuedStandIns: the vault stand-ins in an engine result', () => {
  const text = 'Jane Roe, jane@x.io, card 4111 1111 1111 1111, HIV';
  it('redact: every placeholder, with its original', () => {
    const r: Result = {
      events: [event('redact')],
      replacements: [at(text, 'jane@x.io', '[EMAIL_2]', 'email'), at(text, 'HIV', '[HEALTH_1]', 'medical')],
    };
    expect(issuedStandIns(text, r)).toEqual([
      { category: 'email', form: 'placeholder', original: 'jane@x.io', replacement: '[EMAIL_2]' },
      { category: 'medical', form: 'placeholder', original: 'HIV', replacement: '[HEALTH_1]' },
    ]);
  });
  it('pseudonym: surrogates and the placeholders of categories without surrogates', () => {
    const r: Result = {
      events: [event('pseudonym')],
      replacements: [
        at(text, 'Jane Roe', 'Alex Miller', 'person'),
        at(text, '4111 1111 1111 1111', '[CARD_1]', 'card_number'),
        // Not something the vault writes: skipped.
        at(text, 'HIV', 'something', 'medical'),
      ],
    };
    expect(issuedStandIns(text, r)).toEqual([
      { category: 'person', form: 'surrogate', original: 'Jane Roe', replacement: 'Alex Miller' },
      { category: 'card_number', form: 'placeholder', original: '4111 1111 1111 1111', replacement: '[CARD_1]' },
    ]);
  });
  it('keeps nothing the service worker would refuse (one bad prior would fail every later sanitize)', () => {
    const r: Result = {
      events: [event('pseudonym')],
      replacements: [
        at(text, 'Jane Roe', 'Alex\nMiller', 'person'),
        at(text, 'jane@x.io', 'x'.repeat(201), 'email'),
        at(text, 'HIV', '[HEALTH_01]', 'medical'),
        at(text, 'card', '[EMAIL_1]', 'email'),
      ],
    };
    const kept = issuedStandIns(text, r);
    expect(kept).toEqual([{ category: 'email', form: 'placeholder', original: 'card', replacement: '[EMAIL_1]' }]);
    const m = new StandInMemory();
    m.record('a', [...kept, { category: 'person', form: 'surrogate', original: 'Jane Roe', replacement: '[PERSON_1]' }]);
    expect(() => parsePriors(m.priors('a'))).not.toThrow();
    expect(m.priors('a')).toEqual(kept);
  });
  it('DP rewrites, k-RR and unchanged text give none; neither do bad offsets or categories', () => {
    // Even placeholder-shaped output of another mechanism is no vault stand-in.
    const replacements = [at(text, 'Jane Roe', 'a patient', 'person'), at(text, 'jane@x.io', '[EMAIL_1]', 'email')];
    expect(issuedStandIns(text, { events: [], replacements })).toEqual([]);
    expect(issuedStandIns(text, { events: [event('none')], replacements })).toEqual([]);
    expect(
      issuedStandIns(text, {
        events: [event('redact')],
        replacements: [
          { start: 40, end: 400, replacement: '[HEALTH_1]', category: 'medical' },
          { start: 0, end: 4, replacement: '[STAR_1]', category: 'astrology' },
        ],
      }),
    ).toEqual([]);
  });
});

describe('StandInMemory: per conversation, bounded, memory only', () => {
  const s = (n: number, original = `user${n}@x.io`): StandIn => ({ category: 'email', form: 'placeholder', original, replacement: `[EMAIL_${n}]` });

  it('keeps conversations apart, oldest first, one entry per stand-in (latest original kept)', () => {
    const m = new StandInMemory();
    m.record('a', [s(1), s(2)]);
    m.record('b', [s(1, 'other@x.io')]);
    m.record('a', [s(1, 'USER1@x.io'), s(3)]);
    expect(m.priors('a').map((x) => [x.replacement, x.original])).toEqual([
      ['[EMAIL_2]', 'user2@x.io'],
      ['[EMAIL_1]', 'USER1@x.io'],
      ['[EMAIL_3]', 'user3@x.io'],
    ]);
    expect(m.priors('b').map((x) => x.original)).toEqual(['other@x.io']);
    expect(m.priors('c')).toEqual([]);
    // Copies: a caller cannot change the record.
    m.priors('a')[0]!.original = 'changed';
    expect(m.priors('a')[0]!.original).toBe('user2@x.io');
    expect(JSON.stringify(m)).toBe('{"conversations":2}');
  });

  it('stays within the protocol bounds by forgetting the oldest (the highest numbers stay)', () => {
    const m = new StandInMemory();
    m.record('a', Array.from({ length: MAX_PRIORS + 5 }, (_, i) => s(i + 1)));
    const priors = m.priors('a');
    expect(priors).toHaveLength(MAX_PRIORS);
    expect(priors[0]!.replacement).toBe('[EMAIL_6]');
    expect(priors.at(-1)!.replacement).toBe(`[EMAIL_${MAX_PRIORS + 5}]`);
    expect(() => parsePriors(priors)).not.toThrow();

    const big = new StandInMemory();
    const half = MAX_PRIORS_CHARS / 2;
    big.record('a', [s(1, 'a'.repeat(half)), s(2, 'b'.repeat(half)), s(3, 'c'.repeat(10))]);
    expect(big.priors('a').map((x) => x.replacement)).toEqual(['[EMAIL_2]', '[EMAIL_3]']);
    expect(() => parsePriors(big.priors('a'))).not.toThrow();
    // An entry alone over the bound is not kept.
    big.record('a', [s(4, 'd'.repeat(MAX_PRIORS_CHARS))]);
    expect(big.priors('a').map((x) => x.replacement)).toEqual(['[EMAIL_2]', '[EMAIL_3]']);
  });
});

import { describe, expect, it } from 'vitest';
import { DOMAINS } from '../types.ts';
import { CATEGORY_LABELS, ConversationVault, hasSurrogate, pseudonymizeSpans, redactSpans } from './placeholders.ts';
import { SeededRandom } from './rng.ts';

describe('redact', () => {
  it('uses typed, numbered placeholders consistently within a conversation', () => {
    const vault = new ConversationVault(new SeededRandom(1));
    const text = 'Mail ann@x.io or bob@y.io; ann@x.io has HIV.';
    const r = redactSpans(
      text,
      [
        { start: 17, end: 25, category: 'email' },
        { start: 5, end: 13, category: 'email' },
        { start: 27, end: 35, category: 'email' },
        { start: 40, end: 43, category: 'medical' },
      ],
      vault,
    );
    expect(r.text).toBe('Mail [EMAIL_1] or [EMAIL_2]; [EMAIL_1] has [HEALTH_1].');
    expect(r.event).toEqual({ dp: false, mechanism: 'redact', units: 4, unit: 'span', epsilon: null });
    expect(r.spans.every((s) => s.epsilon === null)).toBe(true);
    for (const s of r.spans) expect(r.text.slice(s.newStart, s.newEnd)).toBe(s.replacement);
    expect(vault.restore('I wrote to [EMAIL_2] about [HEALTH_1]; cc [EMAIL_1].')).toBe(
      'I wrote to bob@y.io about HIV; cc ann@x.io.',
    );
  });
  it('has a label for every domain', () => {
    for (const d of DOMAINS) expect(CATEGORY_LABELS[d]).toMatch(/^[A-Z]+$/);
    expect(CATEGORY_LABELS.medical).toBe('HEALTH');
  });
});

describe('pseudonym', () => {
  it('gives plausible, consistent surrogates that never equal an original', () => {
    const vault = new ConversationVault(new SeededRandom(2));
    const text = 'Jane Roe (jane.roe@corp.com, +1 415 555 2671) met jane roe.';
    const spans = [
      { start: 0, end: 8, category: 'person' as const },
      { start: 10, end: 27, category: 'email' as const },
      { start: 29, end: 44, category: 'phone' as const },
      { start: 50, end: 58, category: 'person' as const },
    ];
    const r = pseudonymizeSpans(text, spans, vault);
    const [name, email, phone, name2] = r.spans.map((s) => s.replacement);
    expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(name2).toBe(name); // same original (case/whitespace-insensitive) → same surrogate
    expect(email).toMatch(/^[a-z]+\.[a-z]+\d*@example\.(com|org|net)$/);
    expect(phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    expect(r.text).not.toContain('Jane');
    expect(r.event).toMatchObject({ dp: false, mechanism: 'pseudonym', epsilon: null });
    const reply = `Dear ${name}, I will call ${phone} and write to ${email}.`;
    expect(vault.restore(reply)).toBe('Dear Jane Roe, I will call +1 415 555 2671 and write to jane.roe@corp.com.');
  });
  it('surrogates come from the RNG only: same RNG stream, different originals → same surrogate', () => {
    const a = new ConversationVault(new SeededRandom(7)).surrogate('person', 'Alice Zhang');
    const b = new ConversationVault(new SeededRandom(7)).surrogate('person', 'Bob Okafor');
    expect(a).toBe(b);
  });
  it('falls back to placeholders for categories without a surrogate', () => {
    const vault = new ConversationVault(new SeededRandom(3));
    expect(hasSurrogate('card_number')).toBe(false);
    expect(vault.surrogate('card_number', '4111 1111 1111 1111')).toBe('[CARD_1]');
    expect(vault.surrogate('medical', 'diabetes')).toBe('[HEALTH_1]');
  });
  it('surrogates stay unique per conversation', () => {
    const vault = new ConversationVault(new SeededRandom(4));
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) seen.add(vault.surrogate('phone', `original-${i}`));
    expect(seen.size).toBe(300);
  });
  it('never serialises originals and can be cleared', () => {
    const vault = new ConversationVault(new SeededRandom(5));
    vault.placeholder('email', 'secret@corp.com');
    expect(JSON.stringify(vault)).toBe('{"entries":1}');
    expect(JSON.stringify(structuredClone(vault))).not.toContain('secret');
    vault.clear();
    expect(vault.restore('[EMAIL_1]')).toBe('[EMAIL_1]');
  });
  it('restores longest tokens first and does not re-expand restored text', () => {
    const vault = new ConversationVault(new SeededRandom(6));
    for (let i = 1; i <= 11; i++) vault.placeholder('person', `P${i}`);
    expect(vault.restore('[PERSON_1] [PERSON_11]')).toBe('P1 P11');
  });
});

import { describe, expect, it } from 'vitest';
import type { Span } from '../engine/types.ts';
import { acceptedSpans } from '../protocol/review.ts';
import { applyEdit, applyPageSpans, closeReview, openReview } from './review-state.ts';

const text = 'Email maria@example.org about the biopsy on Friday';
const found: Span[] = [
  { start: 6, end: 23, text: 'maria@example.org', category: 'email', score: 0.99, source: 'identifier' },
  { start: 34, end: 40, text: 'biopsy', category: 'medical', score: 0.8, source: 'localizer' },
];
const open = openReview(
  {
    type: 'pv/review/open',
    siteId: 'chat-deepseek-com',
    text,
    domain: 'medical',
    spans: found,
    mode: 'redact',
    epsilon: 20,
  },
  3,
  'chat.deepseek.com',
  0,
  'aa'.repeat(8),
);

describe('review state', () => {
  it('opens with every found span accepted', () => {
    expect(open.spans.map((s) => [s.id, s.decision, s.origin])).toEqual([
      ['f0', 'accepted', 'found'],
      ['f1', 'accepted', 'found'],
    ]);
    expect(acceptedSpans(open)).toHaveLength(2);
  });

  it('applies popup edits: reject, edit bounds, add, remove an added span', () => {
    let s = applyEdit(open, { kind: 'decide', spanId: 'f1', decision: 'rejected' });
    expect(s.revision).toBe(1);
    expect(s.changedBy).toBe('popup');
    expect(acceptedSpans(s).map((x) => x.text)).toEqual(['maria@example.org']);
    s = applyEdit(s, { kind: 'edit', spanId: 'f0', start: 6, end: 11, category: 'person' });
    expect(s.spans[0]).toMatchObject({ text: 'maria', category: 'person', edited: true, foundCategory: 'email' });
    s = applyEdit(s, { kind: 'add', start: 44, end: 50, category: 'date' });
    expect(s.spans.at(-1)).toMatchObject({ id: 'u0', text: 'Friday', origin: 'added', decision: 'accepted' });
    expect(() => applyEdit(s, { kind: 'add', start: 40, end: 46, category: 'date' })).toThrow(/overlap/);
    expect(() => applyEdit(s, { kind: 'add', start: 23, end: 24, category: 'date' })).toThrow(/cover some text/);
    expect(() => applyEdit(s, { kind: 'remove', spanId: 'f1' })).toThrow(/only spans you added/);
    s = applyEdit(s, { kind: 'remove', spanId: 'u0' });
    expect(s.spans.map((x) => x.id)).toEqual(['f0', 'f1']);
  });

  it('takes the page list, keeping identities, marking dismissed spans rejected, refusing stale revisions', () => {
    const s = applyPageSpans(open, 0, [
      { id: 'f0', start: 6, end: 23, category: 'email', decision: 'accepted' },
      { start: 44, end: 50, category: 'date', decision: 'accepted' },
    ]);
    expect(s.spans.map((x) => [x.id, x.decision, x.origin])).toEqual([
      ['f0', 'accepted', 'found'],
      ['f1', 'rejected', 'found'],
      ['u0', 'accepted', 'added'],
    ]);
    expect(() => applyPageSpans(s, 0, [])).toThrow(/stale/);
    expect(() => applyPageSpans(s, 1, [{ start: 0, end: 999, category: 'email', decision: 'accepted' }])).toThrow(
      /out of range/,
    );
  });

  it('closes once; a closed review takes no more edits', () => {
    const sent = closeReview(open, 'sent', 4.5);
    expect(sent).toMatchObject({ status: 'sent', spent: 4.5 });
    expect(() => applyEdit(sent, { kind: 'decide', spanId: 'f0', decision: 'rejected' })).toThrow(/already sent/);
    expect(() => closeReview(sent, 'cancelled', null)).toThrow(/already sent/);
    expect(closeReview(open, 'cancelled', 3).spent).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { ReviewSpan, ReviewState } from '../protocol/review.ts';
import {
  CSV_COLUMNS,
  entryFor,
  parseRecord,
  parseRecordEntry,
  prune,
  recordToCsv,
  recordToJson,
  type ReviewRecordEntry,
} from './review-record.ts';

const SECRET_TEXT = 'Maria Lopez has been coughing up blood, card 4111 1111 1111 1111';

function span(p: Partial<ReviewSpan> & Pick<ReviewSpan, 'id' | 'start' | 'end' | 'category'>): ReviewSpan {
  return {
    text: SECRET_TEXT.slice(p.start, p.end),
    score: 0.9,
    source: 'identifier',
    decision: 'accepted',
    origin: 'found',
    edited: false,
    foundCategory: p.category,
    ...p,
  };
}

const review: ReviewState = {
  reviewId: 'abcdef0123456789',
  tabId: 7,
  site: 'chat.deepseek.com',
  siteId: 'chat-deepseek-com',
  text: SECRET_TEXT,
  domain: 'medical',
  spans: [
    span({ id: 'f0', start: 0, end: 11, category: 'person' }),
    span({ id: 'f1', start: 21, end: 38, category: 'medical', source: 'localizer' }),
    span({ id: 'f2', start: 45, end: 64, category: 'card_number', decision: 'rejected' }),
    span({ id: 'f3', start: 12, end: 15, category: 'person', edited: true, foundCategory: 'organization' }),
    span({ id: 'u0', start: 16, end: 20, category: 'custom', origin: 'added', foundCategory: null, source: 'user' }),
  ],
  status: 'sent',
  mode: 'dp',
  epsilon: 20,
  spent: 18.5,
  revision: 4,
  changedBy: 'page',
  openedAt: 0,
};

describe('review record entries', () => {
  const entry = entryFor(review, new Date('2026-03-01T10:00:00Z'));

  it('counts categories found and every decision', () => {
    expect(entry).toEqual({
      at: '2026-03-01T10:00:00.000Z',
      site: 'chat.deepseek.com',
      outcome: 'sent',
      mode: 'dp',
      epsilon: 20,
      spent: 18.5,
      found: { person: 1, medical: 1, card_number: 1, organization: 1 },
      accepted: 4,
      rejected: 1,
      edited: 1,
      added: 1,
    });
  });

  it('never contains message or span text', () => {
    const serialised = JSON.stringify(entry) + recordToCsv([entry]) + recordToJson([entry]);
    for (const s of review.spans) expect(serialised).not.toContain(s.text);
    expect(serialised).not.toContain('Maria');
    expect(serialised).not.toContain('4111');
  });

  it('parsing keeps valid entries and drops malformed ones and foreign fields', () => {
    const withText = { ...entry, text: SECRET_TEXT };
    const parsed = parseRecord({ entries: [withText, { at: 'yesterday' }, null, { ...entry, mode: 'rot13' }] });
    expect(parsed).toEqual([entry]);
    expect(JSON.stringify(parsed)).not.toContain('Maria');
    expect(parseRecordEntry({ ...entry, found: { '<b>': 3, medical: -1, legal: 2 } })?.found).toEqual({ legal: 2 });
    expect(parseRecord(undefined)).toEqual([]);
  });

  it('prunes by retention period', () => {
    const now = new Date('2026-03-31T00:00:00Z');
    const old: ReviewRecordEntry = { ...entry, at: '2026-02-01T00:00:00Z' };
    const recent: ReviewRecordEntry = { ...entry, at: '2026-03-25T00:00:00Z' };
    expect(prune([old, recent], 30, now)).toEqual([recent]);
    expect(prune([old, recent], 90, now)).toEqual([old, recent]);
  });
});

describe('CSV export', () => {
  const base = entryFor(review, new Date('2026-03-01T10:00:00Z'));

  it('writes a header and one CRLF-terminated row per entry with stable category order', () => {
    const csv = recordToCsv([base, { ...base, outcome: 'cancelled', spent: null, found: {} }]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[1]).toBe(
      '2026-03-01T10:00:00.000Z,chat.deepseek.com,sent,dp,20,18.5,4,card_number=1;medical=1;organization=1;person=1,4,1,1,1',
    );
    expect(lines[2]).toBe('2026-03-01T10:00:00.000Z,chat.deepseek.com,cancelled,dp,20,,0,,4,1,1,1');
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('quotes fields with commas or quotes and defuses formula prefixes', () => {
    const odd: ReviewRecordEntry = { ...base, site: '=cmd', found: {} };
    expect(recordToCsv([odd]).split('\r\n')[1]?.split(',')[1]).toBe("'=cmd");
    // A field holding a comma is quoted per RFC 4180 (only reachable through a hand-edited record).
    const comma: ReviewRecordEntry = { ...base, at: 'a,"b"' };
    expect(recordToCsv([comma]).split('\r\n')[1]?.startsWith('"a,""b"""')).toBe(true);
  });

  it('an empty record is only the header', () => {
    expect(recordToCsv([])).toBe(`${CSV_COLUMNS.join(',')}\r\n`);
  });
});

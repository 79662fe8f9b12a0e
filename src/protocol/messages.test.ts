import { describe, expect, it } from 'vitest';
import { SANITIZE_MODES } from '../engine/pipeline.ts';
import { parseUiRequest } from './popup.ts';
import { parseReviewRequest, parseSpanInputs } from './review.ts';

const CATS = new Set(['email', 'person', 'medical', 'custom']);

describe('popup → background requests', () => {
  it('accepts well-formed requests', () => {
    expect(parseUiRequest({ type: 'pv/ui/tab-state', tabId: 4 }, CATS)).toEqual({ type: 'pv/ui/tab-state', tabId: 4 });
    expect(
      parseUiRequest({ type: 'pv/ui/preview', tabId: 4, reviewId: null, mode: 'dp', epsilon: 2 }, CATS),
    ).toMatchObject({ reviewId: null, epsilon: 2 });
    expect(
      parseUiRequest(
        {
          type: 'pv/ui/review-edit',
          tabId: 4,
          reviewId: 'ab',
          revision: 3,
          edit: { kind: 'add', start: 1, end: 4, category: 'custom' },
        },
        CATS,
      ),
    ).toMatchObject({ edit: { kind: 'add', start: 1, end: 4, category: 'custom' } });
  });

  it.each([
    [null, /malformed/],
    [{ type: 'pv/ui/nope' }, /unknown message type/],
    [{ type: 'pv/ui/tab-state', tabId: 1.5 }, /bad tabId/],
    [{ type: 'pv/ui/preview', tabId: 1, reviewId: null, mode: 'rot13', epsilon: 1 }, /bad mode/],
    [{ type: 'pv/ui/preview', tabId: 1, reviewId: null, mode: 'dp', epsilon: 0 }, /bad epsilon/],
    [
      {
        type: 'pv/ui/review-edit',
        tabId: 1,
        reviewId: 'a',
        revision: 0,
        edit: { kind: 'decide', spanId: 'x1', decision: 'accepted' },
      },
      /bad spanId/,
    ],
    [
      {
        type: 'pv/ui/review-edit',
        tabId: 1,
        reviewId: 'a',
        revision: 0,
        edit: { kind: 'decide', spanId: 'f1', decision: 'maybe' },
      },
      /bad decision/,
    ],
    [
      {
        type: 'pv/ui/review-edit',
        tabId: 1,
        reviewId: 'a',
        revision: 0,
        edit: { kind: 'add', start: 0, end: 2, category: 'astrology' },
      },
      /unknown span category/,
    ],
    [{ type: 'pv/ui/review-edit', tabId: 1, reviewId: 'a', revision: 0, edit: { kind: 'drop' } }, /unknown edit/],
  ])('rejects %j', (msg, reason) => {
    expect(() => parseUiRequest(msg, CATS)).toThrow(reason);
  });
});

describe('content script → background review requests', () => {
  const text = 'mail ann@example.org now';
  const span = { start: 5, end: 20, category: 'email', score: 0.9, source: 'identifier' };

  it('validates open/update/close and recomputes span text from offsets', () => {
    const open = parseReviewRequest(
      {
        type: 'pv/review/open',
        siteId: 'x',
        text,
        domain: null,
        spans: [{ ...span, text: 'forged' }],
        mode: 'redact',
        epsilon: 20,
      },
      SANITIZE_MODES,
    );
    expect(open).toMatchObject({ type: 'pv/review/open', spans: [{ text: 'ann@example.org' }] });
    expect(
      parseReviewRequest({ type: 'pv/review/close', reviewId: 'abcdef01', outcome: 'sent', spent: -1 }, SANITIZE_MODES),
    ).toMatchObject({ spent: null });
    expect(parseSpanInputs([{ ...span, decision: 'rejected', id: 'f0', origin: 'found' }], text)).toEqual([
      { start: 5, end: 20, category: 'email', decision: 'rejected', id: 'f0', origin: 'found' },
    ]);
  });

  it.each([
    [{ type: 'pv/review/open', siteId: 'x', text: 5, spans: [], mode: 'dp', epsilon: 1 }, /bad text/],
    [
      { type: 'pv/review/open', siteId: 'x', text, spans: [{ ...span, end: 99 }], mode: 'dp', epsilon: 1 },
      /out of range/,
    ],
    [{ type: 'pv/review/update', reviewId: 'NOT-HEX', revision: 0, spans: [] }, /bad reviewId/],
    [{ type: 'pv/review/update', reviewId: 'abcdef01', revision: -1, spans: [] }, /bad revision/],
    [{ type: 'pv/review/close', reviewId: 'abcdef01', outcome: 'lost' }, /bad outcome/],
  ])('rejects %j', (msg, reason) => {
    expect(() => parseReviewRequest(msg, SANITIZE_MODES)).toThrow(reason);
  });

  it('span decisions must be accepted or rejected', () => {
    expect(() => parseSpanInputs([{ ...span, decision: 'ignored' }], text)).toThrow(/accepted or rejected/);
  });
});

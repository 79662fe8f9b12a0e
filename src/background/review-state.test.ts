import { describe, expect, it } from 'vitest';
import { issuedStandIns, StandInMemory } from '../content/stand-ins.ts';
import { createEngine, type Engine } from '../engine/index.ts';
import { SANITIZE_MODES } from '../engine/pipeline.ts';
import type { Span } from '../engine/types.ts';
import { dispatch } from '../offscreen/dispatch.ts';
import type { SanitizeRequest, SanitizeResultMsg } from '../protocol/engine.ts';
import { acceptedSpans, parsePriorsReply, parseReviewRequest, type PriorsReply, type ReviewRequest } from '../protocol/review.ts';
import type { StandIn } from '../protocol/stand-ins.ts';
import { applyEdit, applyPageSpans, closeReview, openReview, previewRequest, ReviewPriors } from './review-state.ts';

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

const ALICE = 'alice.one@example.org';
const BOB = 'bob.two@example.org';
const CAROL = 'carol.three@example.org';
const DAN = 'dan.four@example.org';
const prior = (original: string, n: number): StandIn => ({
  category: 'email',
  form: 'placeholder',
  original,
  replacement: `[EMAIL_${n}]`,
});

describe("the popup preview's priors: service-worker memory, one review at a time", () => {
  it('keeps a review’s priors until another review, its close or its tab; never serialises originals', () => {
    const mem = new ReviewPriors();
    mem.set(3, 'aa'.repeat(8), [prior(ALICE, 1)]);
    expect(mem.get(3, 'aa'.repeat(8))).toEqual([prior(ALICE, 1)]);
    expect(mem.get(3, 'bb'.repeat(8))).toBeUndefined();
    expect(mem.get(4, 'aa'.repeat(8))).toBeUndefined();
    expect(JSON.stringify(mem)).not.toContain(ALICE);
    mem.forget(3, 'bb'.repeat(8)); // another review's close leaves them
    expect(mem.get(3, 'aa'.repeat(8))).toHaveLength(1);
    mem.set(3, 'bb'.repeat(8), [prior(BOB, 2)]);
    expect(mem.get(3, 'aa'.repeat(8))).toBeUndefined();
    mem.forget(3);
    expect(mem.get(3, 'bb'.repeat(8))).toBeUndefined();
    // Known to have none (a conversation's first message) is not the same as unknown (the worker restarted).
    mem.set(3, 'cc'.repeat(8), []);
    expect(mem.get(3, 'cc'.repeat(8))).toEqual([]);
  });

  it('the stored review (chrome.storage.session) holds the message only, not the priors sent with its open', () => {
    const req = parseReviewRequest(
      {
        type: 'pv/review/open',
        siteId: 'chatgpt-com',
        text,
        domain: null,
        spans: found,
        mode: 'redact',
        epsilon: 20,
        priors: [prior(ALICE, 1)],
      },
      SANITIZE_MODES,
    );
    if (req.type !== 'pv/review/open') throw new Error('not an open');
    expect(req.priors).toEqual([prior(ALICE, 1)]);
    expect(JSON.stringify(openReview(req, 3, 'chatgpt.com', 0, 'aa'.repeat(8)))).not.toContain(ALICE);
    expect(() =>
      parseReviewRequest(
        { type: 'pv/review/priors', reviewId: 'aa'.repeat(8), priors: [{ ...prior(ALICE, 1), form: 'x' }] },
        SANITIZE_MODES,
      ),
    ).toThrow(/prior 0/);
  });
});

/**
 * The popup's preview against the page's send, through the real protocol parsing, offscreen dispatch and a rules-only
 * engine (redact needs no model): the page's conversation already numbered Alice and Bob; the held message names
 * Carol and Dan.
 */
describe('the popup preview numbers placeholders as the page will send them', () => {
  const noModels = (name: string): Promise<Uint8Array> =>
    Promise.reject(new Error(`no model file ${name} in this test`));
  const conversation = '/c/42#1';
  const emails = (t: string, ...addresses: string[]): Span[] =>
    addresses.map((a) => {
      const start = t.indexOf(a);
      return {
        start,
        end: start + a.length,
        text: a,
        category: 'email',
        score: 1,
        source: 'identifier',
      };
    });
  const wire = <T>(msg: T): unknown => JSON.parse(JSON.stringify(msg)) as unknown;

  /** The page's sanitize (src/content/index.ts): its conversation, its priors; what the vault issued is recorded. */
  async function pageSanitize(
    engine: Engine,
    page: StandInMemory,
    t: string,
    spans: Span[],
  ): Promise<SanitizeResultMsg> {
    const out = await dispatch(engine, {
      kind: 'sanitize',
      text: t,
      spans,
      mode: 'redact',
      epsilon: 20,
      conversationId: `7:${conversation}`,
      priors: page.priors(conversation),
    });
    if (out.kind !== 'sanitize') throw new Error('wrong result');
    page.record(conversation, issuedStandIns(t, out));
    return out;
  }

  async function preview(engine: Engine, req: SanitizeRequest): Promise<string> {
    const out = await dispatch(engine, req);
    if (out.kind !== 'sanitize') throw new Error('wrong result');
    return out.sanitized;
  }

  async function setUp(): Promise<{
    engine: Engine;
    page: StandInMemory;
    mem: ReviewPriors;
    held: string;
    id: string;
  }> {
    const engine = await createEngine({ readModel: noModels });
    const page = new StandInMemory();
    const first = `Write to ${ALICE} and ${BOB}`;
    expect((await pageSanitize(engine, page, first, emails(first, ALICE, BOB))).sanitized).toBe(
      'Write to [EMAIL_1] and [EMAIL_2]',
    );
    // The next message is held: the page opens the shared review with the conversation's priors.
    const held = `Now copy ${CAROL}, ${DAN} and ${ALICE}`;
    const open = parseReviewRequest(
      wire({
        type: 'pv/review/open',
        siteId: 'chatgpt-com',
        text: held,
        domain: null,
        spans: emails(held, CAROL, DAN, ALICE),
        mode: 'redact',
        epsilon: 20,
        priors: page.priors(conversation),
      } satisfies ReviewRequest),
      SANITIZE_MODES,
    );
    if (open.type !== 'pv/review/open') throw new Error('not an open');
    const id = 'ab'.repeat(8);
    const mem = new ReviewPriors();
    mem.set(7, id, open.priors ?? []);
    return { engine, page, mem, held, id };
  }

  it('at open: [EMAIL_3] for Carol, as the send, not the [EMAIL_1] of a vault of its own', async () => {
    const { engine, page, mem, held, id } = await setUp();
    const spans = emails(held, CAROL, DAN, ALICE);
    const shown = await preview(engine, previewRequest(held, spans, 'redact', 20, mem.get(7, id) ?? []));
    const sent = (await pageSanitize(engine, page, held, spans)).sanitized;
    expect(sent).toBe('Now copy [EMAIL_3], [EMAIL_4] and [EMAIL_1]');
    expect(shown).toBe(sent);
    // A second preview (the user looks again) is the same: the first one left nothing behind.
    expect(await preview(engine, previewRequest(held, spans, 'redact', 20, mem.get(7, id) ?? []))).toBe(sent);
  });

  it('after the page issued more (Carol checked, then unchecked): Dan is [EMAIL_4] in the preview as in the send', async () => {
    const { engine, page, mem, held, id } = await setUp();
    // The overlay's first sanitize, all spans accepted, issues Carol [EMAIL_3] and Dan [EMAIL_4] into the vault;
    // the page reports the conversation's priors again (pv/review/priors).
    await pageSanitize(engine, page, held, emails(held, CAROL, DAN, ALICE));
    const update = parseReviewRequest(
      wire({ type: 'pv/review/priors', reviewId: id, priors: page.priors(conversation) } satisfies ReviewRequest),
      SANITIZE_MODES,
    );
    if (update.type !== 'pv/review/priors') throw new Error('not priors');
    mem.set(7, update.reviewId, update.priors);
    // The user unchecks Carol.
    const spans = emails(held, DAN, ALICE);
    const shown = await preview(engine, previewRequest(held, spans, 'redact', 20, mem.get(7, id) ?? []));
    const sent = (await pageSanitize(engine, page, held, spans)).sanitized;
    expect(sent).toBe(`Now copy ${CAROL}, [EMAIL_4] and [EMAIL_1]`);
    expect(shown).toBe(sent);
  });

  it('after the service worker stopped: unknown priors are asked of the page, and the preview numbers as the send', async () => {
    const { engine, page, held, id } = await setUp();
    const restarted = new ReviewPriors(); // the worker's memory is gone
    expect(restarted.get(7, id)).toBeUndefined();
    // The page answers pv/review/priors-wanted for the review it holds (review-sync.ts) with its conversation's priors.
    const answer = wire({ reviewId: id, priors: page.priors(conversation) } satisfies PriorsReply);
    restarted.set(7, id, parsePriorsReply(answer, id));
    const spans = emails(held, CAROL, DAN, ALICE);
    const shown = await preview(engine, previewRequest(held, spans, 'redact', 20, restarted.get(7, id) ?? []));
    expect(shown).toBe((await pageSanitize(engine, page, held, spans)).sanitized);
    expect(shown).toBe('Now copy [EMAIL_3], [EMAIL_4] and [EMAIL_1]');
    // Without the answer the preview would have numbered from 1: the case this request exists for.
    expect(await preview(engine, previewRequest(held, spans, 'redact', 20, []))).toContain('[EMAIL_1], [EMAIL_2]');
  });

  it("takes the page's answer only for the review asked about, with a priors list", () => {
    const id = 'ab'.repeat(8);
    expect(() => parsePriorsReply({ reviewId: 'cd'.repeat(8), priors: [] }, id)).toThrow(/no priors/);
    expect(() => parsePriorsReply({ reviewId: id }, id)).toThrow(/no priors/);
    expect(() => parsePriorsReply(undefined, id)).toThrow(/no priors/);
    expect(() => parsePriorsReply({ reviewId: id, priors: [{ original: 'x' }] }, id)).toThrow();
    expect(parsePriorsReply({ reviewId: id, priors: [] }, id)).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriorsReply, ReviewRequest, ReviewState } from '../protocol/review.ts';
import type { StandIn } from '../protocol/stand-ins.ts';
import { ReviewSync } from './review-sync.ts';

type Listener = (msg: unknown, sender: chrome.runtime.MessageSender, sendResponse: (r: unknown) => void) => unknown;

const EXTENSION = 'promptveil-test-id';
const REVIEW = 'ab'.repeat(8);
const ALICE: StandIn = { category: 'email', form: 'placeholder', original: 'alice@example.org', replacement: '[EMAIL_1]' };

/** A stand-in chrome.runtime: the background opens every review as REVIEW; listeners are kept to be called. */
function fakeChrome(): { listeners: Set<Listener> } {
  const listeners = new Set<Listener>();
  const state = (req: ReviewRequest): ReviewState =>
    ({ reviewId: REVIEW, revision: 0, status: 'pending', type: req.type }) as unknown as ReviewState;
  vi.stubGlobal('chrome', {
    runtime: {
      id: EXTENSION,
      sendMessage: (req: ReviewRequest) => Promise.resolve({ ok: true, value: state(req) }),
      onMessage: {
        addListener: (l: Listener) => listeners.add(l),
        removeListener: (l: Listener) => listeners.delete(l),
      },
    },
  });
  return { listeners };
}

const fromBackground = { id: EXTENSION } as chrome.runtime.MessageSender;

/** Delivers `msg` to every listener as chrome would; the answers given with sendResponse. */
function deliver(listeners: Set<Listener>, msg: unknown, sender = fromBackground): unknown[] {
  const answers: unknown[] = [];
  for (const l of listeners) l(msg, sender, (r) => answers.push(r));
  return answers;
}

describe('ReviewSync: the background asks the page again for the priors (pv/review/priors-wanted)', () => {
  let chromeFake: { listeners: Set<Listener> };
  let current: StandIn[];

  beforeEach(() => {
    chromeFake = fakeChrome();
    current = [ALICE];
  });
  afterEach(() => vi.unstubAllGlobals());

  async function opened(): Promise<ReviewSync> {
    const sync = ReviewSync.open(
      { siteId: 'chatgpt-com', text: 'x', domain: null, spans: [], mode: 'redact', epsilon: 20, priors: [] },
      () => undefined,
      () => current,
    );
    await vi.waitFor(() => {
      // The open has been answered once a later request (here: priors) goes out after it.
      expect(deliver(chromeFake.listeners, { type: 'pv/review/priors-wanted', reviewId: REVIEW })).toHaveLength(1);
    });
    return sync;
  }

  it('answers with the conversation’s priors as they are now, for the review it holds', async () => {
    await opened();
    const want = { type: 'pv/review/priors-wanted', reviewId: REVIEW };
    expect(deliver(chromeFake.listeners, want)).toEqual([{ reviewId: REVIEW, priors: [ALICE] } satisfies PriorsReply]);
    const bob: StandIn = { category: 'email', form: 'placeholder', original: 'bob@example.org', replacement: '[EMAIL_2]' };
    current = [ALICE, bob];
    expect(deliver(chromeFake.listeners, want)).toEqual([{ reviewId: REVIEW, priors: [ALICE, bob] }]);
  });

  it('answers nothing for another review, another sender, or after the review closed', async () => {
    const sync = await opened();
    expect(deliver(chromeFake.listeners, { type: 'pv/review/priors-wanted', reviewId: 'cd'.repeat(8) })).toEqual([]);
    const want = { type: 'pv/review/priors-wanted', reviewId: REVIEW };
    // A tab (another page) or another extension cannot read the conversation's originals.
    expect(deliver(chromeFake.listeners, want, { id: EXTENSION, tab: { id: 4 } } as chrome.runtime.MessageSender)).toEqual([]);
    expect(deliver(chromeFake.listeners, want, { id: 'other-extension' })).toEqual([]);
    sync.close('cancelled', null);
    expect(deliver(chromeFake.listeners, want)).toEqual([]);
  });
});

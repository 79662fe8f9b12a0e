/**
 * Keeps the popup's view of the held message in step with the overlay (protocol: src/protocol/review.ts). The
 * background owns the shared review; the overlay reports every change with the revision it was based on, and the
 * popup's edits come back as `pv/review/changed`. The sync is best effort by design: if the background cannot hold
 * the review, the overlay still works on its own, and nothing is ever sent because of (or despite) a sync failure.
 */
import type { Span } from '../engine/types.ts';
import { isPriorsWanted } from '../protocol/review.ts';
import type { PriorsReply, ReviewChanged, ReviewRequest, ReviewSpanInput, ReviewState } from '../protocol/review.ts';
import type { StandIn } from '../protocol/stand-ins.ts';
import { request } from './engine-client.ts';

type Reply<T> = { ok: true; value: T } | { ok: false; error: string };

/** Review messages are small and local; a slow answer means the background is busy, not that we should wait. */
const SYNC_TIMEOUT_MS = 5000;

export const spanKey = (s: { start: number; end: number }): string => `${s.start}:${s.end}`;

export interface ReviewSnapshot {
  spans: Span[];
  /** Keys (`start:end`) of the spans the user rejected. */
  rejected: ReadonlySet<string>;
}

function isReviewChanged(msg: unknown): msg is ReviewChanged {
  return typeof msg === 'object' && msg !== null && (msg as { type?: unknown }).type === 'pv/review/changed';
}

export class ReviewSync {
  private state: ReviewState | null = null;
  /** Requests go one at a time, each based on the revision the previous one produced. */
  private chain: Promise<void> = Promise.resolve();
  private closed = false;

  private constructor(
    private readonly onRemoteChange: (snapshot: ReviewSnapshot) => void,
    private readonly currentPriors: () => StandIn[],
  ) {}

  /**
   * Opens the shared review for a held message. Never rejects. `priors`: the stand-ins the message's conversation
   * holds (see `priors()`); `currentPriors` answers the background when it asks for them again (pv/review/priors-wanted,
   * after the service worker was stopped).
   */
  static open(
    init: Required<Omit<Extract<ReviewRequest, { type: 'pv/review/open' }>, 'type'>>,
    onRemoteChange: (snapshot: ReviewSnapshot) => void,
    currentPriors: () => StandIn[],
  ): ReviewSync {
    const sync = new ReviewSync(onRemoteChange, currentPriors);
    const msg: ReviewRequest = { type: 'pv/review/open', ...init };
    sync.enqueue(async () => {
      sync.state = await sync.call(msg);
    });
    chrome.runtime.onMessage.addListener(sync.listener);
    return sync;
  }

  private readonly listener = (
    msg: unknown,
    sender: chrome.runtime.MessageSender,
    sendResponse: (reply: PriorsReply) => void,
  ): undefined => {
    // Only the background (no tab, our own extension) may change the review or ask for its priors.
    if (sender.id !== chrome.runtime.id || sender.tab !== undefined || this.closed) return undefined;
    if (isPriorsWanted(msg)) {
      // Answered only for the review this page holds: another tab's or an older review's request gets nothing.
      if (this.state && msg.reviewId === this.state.reviewId)
        sendResponse({ reviewId: msg.reviewId, priors: this.currentPriors() });
      return undefined;
    }
    if (!isReviewChanged(msg)) return undefined;
    const review = msg.review;
    if (!this.state || review.reviewId !== this.state.reviewId || review.revision <= this.state.revision)
      return undefined;
    this.state = review;
    this.onRemoteChange({
      spans: review.spans.map((s) => ({
        start: s.start,
        end: s.end,
        text: s.text,
        category: s.category,
        score: s.score,
        source: s.source,
      })),
      rejected: new Set(review.spans.filter((s) => s.decision === 'rejected').map(spanKey)),
    });
    return undefined;
  };

  private async call(msg: ReviewRequest): Promise<ReviewState> {
    const reply = await request<Reply<ReviewState>>(msg, SYNC_TIMEOUT_MS);
    if (!reply.ok) throw new Error(reply.error);
    return reply.value;
  }

  private enqueue(step: () => Promise<void>): void {
    this.chain = this.chain.then(step).catch(() => undefined);
  }

  /** Reports the overlay's complete span list after a change the user made in the page. */
  update(snapshot: ReviewSnapshot): void {
    this.enqueue(async () => {
      const state = this.state;
      if (!state || this.closed) return;
      const byKey = new Map(state.spans.map((s) => [spanKey(s), s]));
      const spans: ReviewSpanInput[] = snapshot.spans.map((s) => {
        const prior = byKey.get(spanKey(s));
        const input: ReviewSpanInput = {
          start: s.start,
          end: s.end,
          category: s.category,
          decision: snapshot.rejected.has(spanKey(s)) ? 'rejected' : 'accepted',
          origin: prior?.origin ?? (s.source === 'user' ? 'added' : 'found'),
        };
        if (prior) input.id = prior.id;
        return input;
      });
      this.state = await this.call({
        type: 'pv/review/update',
        reviewId: state.reviewId,
        revision: state.revision,
        spans,
      });
    });
  }

  /**
   * Reports the stand-ins the message's conversation holds now (after a sanitize in the page issued more), so the
   * popup's preview numbers placeholders as the page's send will. The service worker keeps them in its memory only.
   */
  priors(priors: StandIn[]): void {
    this.enqueue(async () => {
      const state = this.state;
      if (!state || this.closed) return;
      const msg: ReviewRequest = { type: 'pv/review/priors', reviewId: state.reviewId, priors };
      const reply = await request<Reply<unknown>>(msg, SYNC_TIMEOUT_MS);
      if (!reply.ok) throw new Error(reply.error);
    });
  }

  /** Ends the shared review: sent (with the ε spent) or cancelled. */
  close(outcome: 'sent' | 'cancelled', spent: number | null): void {
    if (this.closed) return;
    this.closed = true;
    chrome.runtime.onMessage.removeListener(this.listener);
    this.enqueue(async () => {
      const state = this.state;
      if (state) await this.call({ type: 'pv/review/close', reviewId: state.reviewId, outcome, spent });
    });
  }
}

/**
 * The review of each tab's held message (see src/protocol/review.ts). Kept in chrome.storage.session: browser
 * memory only, gone when the browser closes, invisible to content scripts; it survives the service worker being
 * stopped while the user thinks. Removed when the tab closes. All changes for one tab are serialised. What is stored
 * is the held message itself (its text, its spans with their text, decisions, mode, ε): never the conversation's
 * earlier stand-ins, which `ReviewPriors` keeps in the service worker's memory for the popup's preview.
 *
 * The pure functions (openReview, applyEdit, applyPageSpans) hold the rules and are unit-tested.
 */
import type { Span } from '../engine/types.ts';
import type { ReviewEdit } from '../protocol/popup.ts';
import type { SanitizeMode } from '../engine/pipeline.ts';
import type { SanitizeRequest } from '../protocol/engine.ts';
import type { StandIn } from '../protocol/stand-ins.ts';
import {
  reviewKey,
  type ReviewSpan,
  type ReviewSpanInput,
  type ReviewState,
  type ReviewRequest,
} from '../protocol/review.ts';

export function randomId(bytes = 12): string {
  const b = new Uint8Array(bytes);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** Builds the stored review; `req.priors` is not part of it (see `ReviewPriors`). */
export function openReview(
  req: Extract<ReviewRequest, { type: 'pv/review/open' }>,
  tabId: number,
  site: string,
  now: number,
  id = randomId(),
): ReviewState {
  return {
    reviewId: id,
    tabId,
    site,
    siteId: req.siteId,
    text: req.text,
    domain: req.domain,
    spans: req.spans.map((s: Span, i): ReviewSpan => ({
      id: `f${i}`,
      start: s.start,
      end: s.end,
      text: s.text,
      category: s.category,
      score: s.score,
      source: s.source,
      decision: 'accepted',
      origin: 'found',
      edited: false,
      foundCategory: s.category,
    })),
    status: 'pending',
    mode: req.mode,
    epsilon: req.epsilon,
    spent: null,
    revision: 0,
    changedBy: 'engine',
    openedAt: now,
  };
}

function checkRange(text: string, start: number, end: number): void {
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > text.length || start >= end)
    throw new Error('span offsets out of range');
  if (!text.slice(start, end).trim()) throw new Error('a span must cover some text');
}

function overlaps(spans: readonly ReviewSpan[], start: number, end: number, except?: string): boolean {
  return spans.some((s) => s.id !== except && s.start < end && start < s.end);
}

function nextAddedId(spans: readonly ReviewSpan[]): string {
  const used = spans.filter((s) => s.origin === 'added').map((s) => Number(s.id.slice(1)));
  return `u${used.length ? Math.max(...used) + 1 : 0}`;
}

/** One change from the popup. Throws with the reason when it does not apply. */
export function applyEdit(state: ReviewState, edit: ReviewEdit): ReviewState {
  if (state.status !== 'pending') throw new Error('this message was already sent or cancelled');
  const spans = [...state.spans];
  const idx = 'spanId' in edit ? spans.findIndex((s) => s.id === edit.spanId) : -1;
  const current = spans[idx];
  if ('spanId' in edit && !current) throw new Error('no such span');
  switch (edit.kind) {
    case 'decide':
      if (current) spans[idx] = { ...current, decision: edit.decision };
      break;
    case 'edit':
      if (!current) break;
      checkRange(state.text, edit.start, edit.end);
      if (overlaps(spans, edit.start, edit.end, current.id)) throw new Error('spans may not overlap');
      spans[idx] = {
        ...current,
        start: edit.start,
        end: edit.end,
        text: state.text.slice(edit.start, edit.end),
        category: edit.category,
        edited: current.origin === 'found' ? true : current.edited,
      };
      break;
    case 'add':
      checkRange(state.text, edit.start, edit.end);
      if (overlaps(spans, edit.start, edit.end)) throw new Error('spans may not overlap');
      spans.push({
        id: nextAddedId(spans),
        start: edit.start,
        end: edit.end,
        text: state.text.slice(edit.start, edit.end),
        category: edit.category,
        score: 1,
        source: 'user',
        decision: 'accepted',
        origin: 'added',
        edited: false,
        foundCategory: null,
      });
      break;
    case 'remove':
      if (current?.origin !== 'added')
        throw new Error('only spans you added can be removed; reject a found span instead');
      spans.splice(idx, 1);
      break;
  }
  spans.sort((a, b) => a.start - b.start);
  return { ...state, spans, revision: state.revision + 1, changedBy: 'popup' };
}

/**
 * The overlay's complete list after a change on the page. Found spans keep their identity by id (or, without an
 * id, by original offsets); anything new is an added span. Stale revisions are refused so the popup's change that
 * the page has not yet seen is not silently overwritten.
 */
export function applyPageSpans(state: ReviewState, revision: number, inputs: readonly ReviewSpanInput[]): ReviewState {
  if (state.status !== 'pending') throw new Error('this message was already sent or cancelled');
  if (revision !== state.revision) throw new Error(`stale review revision ${revision} (current ${state.revision})`);
  const byId = new Map(state.spans.map((s) => [s.id, s]));
  const used = new Set<string>();
  const out: ReviewSpan[] = [];
  let added = state.spans
    .filter((s) => s.origin === 'added')
    .map((s) => Number(s.id.slice(1)))
    .reduce((m, n) => Math.max(m, n + 1), 0);
  for (const input of inputs) {
    checkRange(state.text, input.start, input.end);
    const prior =
      (input.id !== undefined ? byId.get(input.id) : undefined) ??
      state.spans.find(
        (s) => !used.has(s.id) && s.origin === 'found' && s.start === input.start && s.end === input.end,
      );
    if (prior && !used.has(prior.id)) {
      used.add(prior.id);
      const moved = prior.start !== input.start || prior.end !== input.end || prior.category !== input.category;
      out.push({
        ...prior,
        start: input.start,
        end: input.end,
        text: state.text.slice(input.start, input.end),
        category: input.category,
        decision: input.decision,
        edited: prior.edited || (prior.origin === 'found' && moved),
      });
    } else {
      out.push({
        id: `u${added++}`,
        start: input.start,
        end: input.end,
        text: state.text.slice(input.start, input.end),
        category: input.category,
        score: 1,
        source: 'user',
        decision: input.decision,
        origin: 'added',
        edited: false,
        foundCategory: null,
      });
    }
  }
  // A found span the page no longer lists was dismissed there: keep it, rejected, so the counts stay honest.
  for (const s of state.spans) if (s.origin === 'found' && !used.has(s.id)) out.push({ ...s, decision: 'rejected' });
  out.sort((a, b) => a.start - b.start);
  for (let i = 1; i < out.length; i++) {
    const a = out[i - 1];
    const b = out[i];
    if (a && b && b.start < a.end && a.decision === 'accepted' && b.decision === 'accepted')
      throw new Error('spans may not overlap');
  }
  return { ...state, spans: out, revision: state.revision + 1, changedBy: 'page' };
}

export function closeReview(state: ReviewState, outcome: 'sent' | 'cancelled', spent: number | null): ReviewState {
  if (state.status !== 'pending') throw new Error('this message was already sent or cancelled');
  return {
    ...state,
    status: outcome,
    spent: outcome === 'sent' ? spent : null,
    revision: state.revision + 1,
    changedBy: 'page',
  };
}

// ---- storage (chrome.storage.session) ----

const queues = new Map<number, Promise<unknown>>();

/** Runs `fn` after every earlier change of the same tab has finished. */
function serialise<T>(tabId: number, fn: () => Promise<T>): Promise<T> {
  const prev = queues.get(tabId) ?? Promise.resolve();
  const next = prev.then(fn, fn);
  const settled = next.catch(() => undefined);
  queues.set(tabId, settled);
  void settled.then(() => {
    if (queues.get(tabId) === settled) queues.delete(tabId);
  });
  return next;
}

export async function getReview(tabId: number): Promise<ReviewState | null> {
  const v: unknown = (await chrome.storage.session.get(reviewKey(tabId)))[reviewKey(tabId)];
  return typeof v === 'object' && v !== null ? (v as ReviewState) : null;
}

/** Reads, changes and writes the tab's review in one serialised step. `fn` returns the new state. */
export function updateReview(tabId: number, fn: (current: ReviewState | null) => ReviewState): Promise<ReviewState> {
  return serialise(tabId, async () => {
    const next = fn(await getReview(tabId));
    await chrome.storage.session.set({ [reviewKey(tabId)]: next });
    return next;
  });
}

export function forgetReview(tabId: number): Promise<void> {
  return serialise(tabId, () => chrome.storage.session.remove(reviewKey(tabId)));
}

// ---- the held message's conversation stand-ins, for the popup's preview (service-worker memory only) ----

/**
 * Per tab, the stand-ins the held message's conversation has issued (`priors` of pv/review/open and
 * pv/review/priors): the popup's preview sanitizes with them, in a throwaway engine vault, so it numbers placeholders
 * as the page's send will ([EMAIL_3] after the conversation's [EMAIL_1] and [EMAIL_2], not [EMAIL_1] again).
 *
 * Memory only, never chrome.storage.session like the review: they hold originals of the conversation's earlier
 * messages, which the stored review never did. Bound to one review: replaced when the tab opens another, dropped when
 * it closes and when the tab does. Lost when the service worker stops (MV3 stops it when idle): `get` then answers
 * `undefined` (unknown, unlike `[]`: a conversation with no stand-ins yet), and the preview asks the page again
 * (`pv/review/priors-wanted`).
 */
export class ReviewPriors {
  readonly #byTab = new Map<number, { reviewId: string; priors: StandIn[] }>();

  set(tabId: number, reviewId: string, priors: readonly StandIn[]): void {
    this.#byTab.set(tabId, { reviewId, priors: priors.map((p) => ({ ...p })) });
  }

  /** The priors of review `reviewId` of the tab (`[]`: none issued yet); `undefined` when not known here. */
  get(tabId: number, reviewId: string): StandIn[] | undefined {
    const held = this.#byTab.get(tabId);
    return held?.reviewId === reviewId ? held.priors.map((p) => ({ ...p })) : undefined;
  }

  /** Drops the tab's priors (only if they belong to `reviewId`, when given). */
  forget(tabId: number, reviewId?: string): void {
    if (reviewId === undefined || this.#byTab.get(tabId)?.reviewId === reviewId) this.#byTab.delete(tabId);
  }

  /** Never serialise originals. */
  toJSON(): { tabs: number } {
    return { tabs: this.#byTab.size };
  }
}

/**
 * The engine request of the popup's preview: no conversation id, so the engine sanitizes in a vault for this request
 * only, primed with the page conversation's `priors`. It issues nothing into any conversation (the page's numbering
 * is untouched), and nothing an earlier preview issued (another message, another choice of spans) shifts its own.
 */
export function previewRequest(
  text: string,
  spans: Span[],
  mode: SanitizeMode,
  epsilon: number,
  priors: readonly StandIn[],
): SanitizeRequest {
  return { kind: 'sanitize', text, spans, mode, epsilon, priors: priors.map((p) => ({ ...p })) };
}

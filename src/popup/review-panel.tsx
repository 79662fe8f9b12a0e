/**
 * The held (or last) message of this tab and its spans: accept or reject each, change what a span covers or its
 * kind, add a phrase the engine missed, remove one you added. Every change goes to the background, which applies it
 * to the review shared with the in-page overlay; the new state comes back through chrome.storage.session, so the
 * popup and the page always show the same thing.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { SpanCategory } from '../engine/types.ts';
import type { ReviewEdit } from '../protocol/popup.ts';
import type { ReviewSpan, ReviewState } from '../protocol/review.ts';
import { CATEGORIES, CATEGORY_NAMES } from '../ui/labels.ts';
import { ask, errorText } from '../ui/messaging.ts';

/** Where `phrase` occurs in `text` without overlapping `taken`, preferring the occurrence nearest `near`. */
export function locatePhrase(
  text: string,
  phrase: string,
  taken: readonly { start: number; end: number }[],
  near = 0,
): { start: number; end: number } | null {
  const p = phrase.trim();
  if (!p) return null;
  const hits: number[] = [];
  for (const hay of [text, text.toLowerCase()]) {
    const needle = hay === text ? p : p.toLowerCase();
    for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) hits.push(i);
    if (hits.length) break;
  }
  const free = hits.filter((s) => taken.every((t) => s + p.length <= t.start || s >= t.end));
  if (!free.length) return null;
  const best = free.reduce((a, b) => (Math.abs(b - near) < Math.abs(a - near) ? b : a));
  return { start: best, end: best + p.length };
}

function CategorySelect(props: {
  id: string;
  value: SpanCategory;
  onChange: (c: SpanCategory) => void;
  label: string;
}) {
  return (
    <>
      <label for={props.id} class="inline">
        {props.label}
      </label>
      <select id={props.id} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value as SpanCategory)}>
        {CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {CATEGORY_NAMES[c]}
          </option>
        ))}
      </select>
    </>
  );
}

/** The message with accepted spans marked. Text is rendered as text nodes only. */
function MarkedMessage({ review }: { review: ReviewState }) {
  const parts: ComponentChildren[] = [];
  let at = 0;
  for (const s of review.spans) {
    if (s.decision !== 'accepted' || s.start < at) continue;
    parts.push(review.text.slice(at, s.start));
    parts.push(
      <mark key={s.id} title={CATEGORY_NAMES[s.category]}>
        {review.text.slice(s.start, s.end)}
      </mark>,
    );
    at = s.end;
  }
  parts.push(review.text.slice(at));
  return (
    <div
      class="message panel"
      data-testid="review-message"
      aria-label="Your message, with the parts that will be protected marked"
    >
      {parts}
    </div>
  );
}

function SpanRow(props: {
  span: ReviewSpan;
  review: ReviewState;
  pending: boolean;
  edit: (e: ReviewEdit) => Promise<boolean>;
}) {
  const { span, review, pending, edit } = props;
  const [editing, setEditing] = useState(false);
  const [phrase, setPhrase] = useState(span.text);
  const [category, setCategory] = useState<SpanCategory>(span.category);
  const [problem, setProblem] = useState<string | null>(null);
  const name = CATEGORY_NAMES[span.category];
  const boxId = `span-${span.id}`;
  const save = async (): Promise<void> => {
    const others = review.spans.filter((s) => s.id !== span.id);
    const where = locatePhrase(review.text, phrase, others, span.start);
    if (!where) {
      setProblem('That phrase is not in the message (or overlaps another detail).');
      return;
    }
    if (await edit({ kind: 'edit', spanId: span.id, start: where.start, end: where.end, category })) {
      setEditing(false);
      setProblem(null);
    }
  };
  return (
    <li class={span.decision === 'rejected' ? 'rejected' : ''} data-testid="span-row" data-span-id={span.id}>
      <div class="row">
        <input
          type="checkbox"
          id={boxId}
          checked={span.decision === 'accepted'}
          disabled={!pending}
          onChange={(e) =>
            void edit({ kind: 'decide', spanId: span.id, decision: e.currentTarget.checked ? 'accepted' : 'rejected' })
          }
        />
        <label for={boxId} class="inline" style={{ flex: 1 }}>
          <span class="visually-hidden">Protect</span>
          <span class="cat">{name}</span>
          <span class="span-text">{span.text}</span>
          {span.origin === 'added' && <span class="small muted">(added)</span>}
          {span.edited && <span class="small muted">(edited)</span>}
        </label>
        {pending && !editing && (
          <button type="button" onClick={() => setEditing(true)} aria-label={`Edit ${name} “${span.text}”`}>
            Edit
          </button>
        )}
        {pending && span.origin === 'added' && (
          <button
            type="button"
            onClick={() => void edit({ kind: 'remove', spanId: span.id })}
            aria-label={`Remove ${name} “${span.text}”`}
          >
            Remove
          </button>
        )}
      </div>
      {editing && (
        <form
          class="row"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <label for={`${boxId}-phrase`} class="inline">
            Covers
          </label>
          <input id={`${boxId}-phrase`} value={phrase} onInput={(e) => setPhrase(e.currentTarget.value)} size={18} />
          <CategorySelect id={`${boxId}-cat`} label="Kind" value={category} onChange={setCategory} />
          <button type="submit" class="primary">
            Save
          </button>
          <button type="button" onClick={() => setEditing(false)}>
            Cancel
          </button>
          {problem && (
            <p role="alert" class="status-bad small">
              {problem}
            </p>
          )}
        </form>
      )}
    </li>
  );
}

export function ReviewPanel({ review }: { review: ReviewState }) {
  const [problem, setProblem] = useState<string | null>(null);
  const [phrase, setPhrase] = useState('');
  const [category, setCategory] = useState<SpanCategory>('custom');
  const pending = review.status === 'pending';
  const edit = async (e: ReviewEdit): Promise<boolean> => {
    try {
      await ask({
        type: 'pv/ui/review-edit',
        tabId: review.tabId,
        reviewId: review.reviewId,
        revision: review.revision,
        edit: e,
      });
      setProblem(null);
      return true;
    } catch (err) {
      setProblem(errorText(err));
      return false;
    }
  };
  const add = async (): Promise<void> => {
    const where = locatePhrase(review.text, phrase, review.spans);
    if (!where) {
      setProblem(
        phrase.trim()
          ? 'That phrase is not in the message, or it overlaps a detail already listed.'
          : 'Type a phrase from the message first.',
      );
      return;
    }
    if (await edit({ kind: 'add', start: where.start, end: where.end, category })) setPhrase('');
  };
  const accepted = review.spans.filter((s) => s.decision === 'accepted').length;
  const state =
    review.status === 'pending'
      ? 'Held until you send it from the page. Changes here show in the page too.'
      : review.status === 'sent'
        ? `Sent${review.spent !== null ? ` — spent ε ${review.spent.toFixed(2)}` : ''}.`
        : 'Not sent (you went back to editing).';
  return (
    <section aria-labelledby="review-h" data-testid="review-panel" data-status={review.status}>
      <h2 id="review-h">{pending ? 'Message waiting for review' : 'Last message'}</h2>
      <p class="small muted">{state}</p>
      <MarkedMessage review={review} />
      <p class="small">
        {review.spans.length === 0
          ? 'Nothing private was found.'
          : `${accepted} of ${review.spans.length} ${review.spans.length === 1 ? 'detail' : 'details'} will be protected.`}
      </p>
      {review.spans.length > 0 && (
        <ul class="spans" aria-label="Details found">
          {review.spans.map((s) => (
            <SpanRow key={`${s.id}:${review.revision}`} span={s} review={review} pending={pending} edit={edit} />
          ))}
        </ul>
      )}
      {pending && (
        <form
          class="row"
          aria-label="Protect another phrase"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <label for="add-phrase" class="inline">
            Also protect
          </label>
          <input
            id="add-phrase"
            value={phrase}
            onInput={(e) => setPhrase(e.currentTarget.value)}
            size={14}
            data-testid="add-phrase"
          />
          <CategorySelect id="add-cat" label="as" value={category} onChange={setCategory} />
          <button type="submit">Add</button>
        </form>
      )}
      {problem && (
        <p role="alert" class="status-bad small">
          {problem}
        </p>
      )}
    </section>
  );
}

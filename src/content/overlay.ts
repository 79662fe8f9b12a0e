/**
 * The in-page review overlay. It lives in a Shadow DOM so the page's CSS cannot restyle it; every piece of text is set
 * with textContent, never parsed as HTML. The root is open on purpose: the page's scripts can read the composer (and
 * so the raw text) anyway, so closing the root would hide nothing from them, while an open root lets accessibility
 * tooling and the e2e suite inspect the overlay.
 *
 * Keyboard: focus moves into the dialog and stays there (Tab / Shift+Tab cycle), Escape cancels, every control is a
 * native button, checkbox or text field.
 */
import type { Span } from '../engine/types.ts';
import type { SanitizeResultMsg } from '../protocol/engine.ts';
import { describeNumberSpend } from '../ui/labels.ts';
import { applyReplacements, type Replacement } from './replacements.ts';
import { spanKey, type ReviewSnapshot } from './review-sync.ts';

export interface ReviewChoice {
  /** The spans the user kept (engine's and their own). */
  spans: Span[];
  sanitized: string;
  /** Where each kept span went in `sanitized`, with the text that stands there (user edits included). */
  replacements: Replacement[];
  epsilon: number | null;
  /** Names the engine result in the background, which charges its ε when the message is committed. */
  token: string | undefined;
}

export interface ReviewModel {
  text: string;
  spans: Span[];
  mode: string;
  /** The ε setting the mechanism is asked to spend. */
  epsilon: number;
}

export interface ReviewHandlers {
  /** Sanitizes `text` with the accepted spans. */
  sanitize: (spans: Span[]) => Promise<SanitizeResultMsg>;
  send: (choice: ReviewChoice) => void;
  cancel: () => void;
  /** Sanitizing failed: the caller shows the error state (fail closed). */
  fail: (err: unknown) => void;
  /** The user changed the spans or their decisions in the page (not called for `replace`). */
  changed?: (snapshot: ReviewSnapshot) => void;
}

/** Lets the caller change an open review from outside (the popup edited the same message). */
export interface ReviewController {
  replace: (snapshot: ReviewSnapshot) => void;
}

export interface ErrorActions {
  retry: () => void;
  sendOriginal: () => void;
  cancel: () => void;
}

const MODE_NAMES: Record<string, string> = {
  dp: 'private rewrite (DP)',
  krr: 'randomized response (k-RR)',
  redact: 'placeholders',
  pseudonym: 'pseudonyms',
  none: 'no change',
};

const CSS = `
:host { all: initial; }
.backdrop { position: fixed; inset: 0; background: rgba(0,0,0,.35); z-index: 2147483647; display: flex;
  align-items: center; justify-content: center; font: 14px/1.45 system-ui, sans-serif; }
.panel { background: #fff; color: #1b1b1f; max-width: 680px; width: calc(100% - 32px); max-height: 86vh; overflow: auto;
  border-radius: 10px; padding: 16px 18px; box-shadow: 0 10px 40px rgba(0,0,0,.3); }
h2 { font-size: 16px; margin: 0 0 4px; }
h3 { font-size: 13px; margin: 12px 0 4px; font-weight: 600; }
.meta { font-size: 12px; color: #55555f; margin: 0 0 8px; }
ul { list-style: none; padding: 0; margin: 6px 0; }
li { display: grid; grid-template-columns: auto minmax(0, 1fr) minmax(0, 12em); gap: 4px 8px; align-items: center; padding: 3px 0; }
.cat { font-size: 12px; padding: 1px 6px; border-radius: 8px; background: #e8e0f8; color: #3a2a6b; white-space: nowrap; }
.score { font-size: 12px; color: #55555f; }
.span-text { font-family: ui-monospace, monospace; word-break: break-word; }
input[type=text] { font: inherit; padding: 3px 6px; border: 1px solid #767680; border-radius: 5px; min-width: 0; background: inherit; color: inherit; }
.text, .preview { white-space: pre-wrap; background: #f4f4f6; border-radius: 6px; padding: 8px; margin: 4px 0; word-break: break-word; }
mark { background: #ffe08a; color: inherit; border-radius: 3px; }
mark[data-kind=medical], .cat[data-kind=medical] { background: #fde2e2; color: #6b1a1a; }
mark[data-kind=legal], .cat[data-kind=legal] { background: #dde8fb; color: #1a3a6b; }
mark[data-kind=financial], .cat[data-kind=financial] { background: #dcf3e2; color: #174f26; }
mark[data-kind=sensitive], .cat[data-kind=sensitive] { background: #efe3f7; color: #4a2163; }
mark[data-kind=custom], .cat[data-kind=custom] { background: #fff0c2; color: #5a4300; }
mark.rejected { background: none; color: inherit; text-decoration: line-through dotted; }
.add { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin-top: 6px; }
.row { display: flex; gap: 8px; justify-content: flex-end; margin-top: 12px; flex-wrap: wrap; }
button { font: inherit; padding: 6px 14px; border-radius: 6px; border: 1px solid #767680; background: #fff; color: #1b1b1f; cursor: pointer; }
button:disabled { opacity: .55; cursor: default; }
button.primary { background: #4b2bb3; border-color: #4b2bb3; color: #fff; }
button:focus-visible, input:focus-visible, .text:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
.error { color: #a00016; }
.hint { font-size: 12px; color: #55555f; }
progress { width: 100%; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
@media (prefers-color-scheme: dark) {
  .panel { background: #1f1f24; color: #ececf1; } .text, .preview { background: #2b2b31; }
  button { background: #2b2b31; color: #ececf1; border-color: #9a9aa5; } .cat { background: #3a2a6b; color: #efe8ff; }
  .error { color: #ff8a95; } .meta, .score, .hint { color: #b4b4bf; } mark { background: #7a5c00; color: #fff; }
  mark[data-kind=medical], .cat[data-kind=medical] { background: #7a2424; color: #ffecec; }
  mark[data-kind=legal], .cat[data-kind=legal] { background: #23457a; color: #eaf1ff; }
  mark[data-kind=financial], .cat[data-kind=financial] { background: #1f5a2e; color: #e6fbec; }
  mark[data-kind=sensitive], .cat[data-kind=sensitive] { background: #4a2163; color: #f6ecfc; }
  mark[data-kind=custom], .cat[data-kind=custom] { background: #6b5200; color: #fff6da; }
  mark.rejected { background: none; color: inherit; }
}`;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { text?: string; cls?: string } = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.text !== undefined) node.textContent = props.text;
  if (props.cls) node.className = props.cls;
  return node;
}

function chip(span: Span): HTMLSpanElement {
  const c = el('span', { text: span.category.replace(/_/g, ' '), cls: 'cat' });
  c.setAttribute('data-kind', kindOf(span));
  return c;
}

function button(text: string, onClick: () => void, cls?: string): HTMLButtonElement {
  const b = el('button', { text, ...(cls ? { cls } : {}) });
  b.type = 'button';
  b.addEventListener('click', onClick);
  return b;
}

/** Colour family of a span: the three attribute domains, the user's own spans, and structured identifiers. */
function kindOf(span: Span): string {
  if (
    span.category === 'medical' ||
    span.category === 'legal' ||
    span.category === 'financial' ||
    span.category === 'sensitive' ||
    span.category === 'custom'
  )
    return span.category;
  return 'identifier';
}

/** Chrome exposes the selection inside a shadow tree through the (non-standard) ShadowRoot.getSelection. */
type ShadowRootWithSelection = ShadowRoot & { getSelection?: () => Selection | null };

/** Updates an open busy panel (a closed one ignores the calls). */
export interface BusyController {
  message(text: string): void;
  /** Model load progress, 0–1, and what is loading now. */
  progress(value: number, stage: string): void;
}

export class Overlay {
  private host: HTMLElement | null = null;
  private root: ShadowRoot | null = null;
  private panel: HTMLElement | null = null;
  /** Where focus was before the overlay opened, to give it back on close. */
  private returnFocus: HTMLElement | null = null;
  /** What Escape does in the current state. */
  private onEscape: (() => void) | null = null;
  /** Listeners a state registered outside its panel, removed when the state ends. */
  private cleanups: (() => void)[] = [];
  /** The busy panel's message paragraph. */
  private busyText: HTMLElement | null = null;

  private cleanUp(): void {
    for (const f of this.cleanups.splice(0)) f();
  }

  /**
   * While the dialog is open, keys that land outside it (focus left in the composer, a click on the page) must not
   * edit the held message or reach the site's shortcuts: they are swallowed and focus returns to the dialog.
   */
  private readonly guard = (ev: KeyboardEvent): void => {
    if (!this.host || !this.panel || ev.composedPath().includes(this.host)) return;
    // Browser and system shortcuts (reload, find, zoom…) stay the user's. A paste into the held composer cannot leak:
    // sending always writes back the analysed text (or its sanitized form) and checks it before the site sends.
    if (ev.ctrlKey || ev.metaKey || ev.altKey || /^F\d{1,2}$/.test(ev.key)) return;
    ev.preventDefault();
    ev.stopImmediatePropagation();
    if (ev.key === 'Escape') this.onEscape?.();
    else this.panel.focus();
  };

  get isOpen(): boolean {
    return this.panel !== null;
  }

  get state(): string | null {
    return this.host?.getAttribute('data-state') ?? null;
  }

  private mount(label: string, state: string): HTMLElement {
    if (!this.host) {
      const active = document.activeElement;
      this.returnFocus = active instanceof HTMLElement ? active : null;
      this.host = document.createElement('promptveil-overlay');
      this.root = this.host.attachShadow({ mode: 'open' });
      this.root.append(el('style', { text: CSS }));
      document.documentElement.append(this.host);
      window.addEventListener('keydown', this.guard, true);
    }
    const root = this.root;
    if (!root) throw new Error('overlay root missing');
    this.cleanUp();
    root.querySelector('.backdrop')?.remove();
    const backdrop = el('div', { cls: 'backdrop' });
    const panel = el('div', { cls: 'panel' });
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-label', label);
    panel.tabIndex = -1;
    backdrop.append(panel);
    root.append(backdrop);
    this.panel = panel;
    this.host.setAttribute('data-state', state);
    return panel;
  }

  /** Removes the overlay. `restoreFocus` gives focus back to where the user was typing. */
  close(restoreFocus = true): void {
    window.removeEventListener('keydown', this.guard, true);
    this.cleanUp();
    this.onEscape = null;
    this.host?.remove();
    this.host = null;
    this.root = null;
    this.panel = null;
    if (restoreFocus) this.returnFocus?.focus();
    this.returnFocus = null;
  }

  /**
   * Shown only when analysis is slow (first use loads the models): a progress bar and a way out. The bar is
   * indeterminate until `progress` reports how far the model load is; the returned controller does that.
   */
  showBusy(message: string, cancel: () => void): BusyController {
    const panel = this.mount('PromptVeil is checking your message', 'busy');
    const text = el('p', { text: message });
    const bar = el('progress');
    bar.setAttribute('aria-label', 'Loading the on-device models');
    bar.setAttribute('data-testid', 'load-progress');
    const stage = el('p', { cls: 'hint' });
    stage.setAttribute('data-testid', 'load-stage');
    stage.setAttribute('aria-live', 'polite');
    panel.append(el('h2', { text: 'PromptVeil' }), text, bar, stage);
    const row = el('div', { cls: 'row' });
    row.append(button('Back to editing', cancel));
    panel.append(row);
    this.trapKeys(cancel);
    panel.focus();
    this.busyText = text;
    return {
      message: (next) => this.showBusyMessage(next),
      progress: (value, what) => {
        if (!bar.isConnected) return;
        const pct = Math.round(Math.min(1, Math.max(0, value)) * 100);
        bar.max = 100;
        bar.value = pct;
        bar.setAttribute('aria-valuetext', `${pct}%, ${what}`);
        stage.textContent = `Loading ${what}… ${pct}%`;
      },
    };
  }

  /** Changes the open busy panel's message (no-op otherwise). */
  showBusyMessage(message: string): void {
    const text = this.busyText;
    if (this.state !== 'busy' || !text?.isConnected || text.textContent === message) return;
    text.textContent = message;
  }

  showError(message: string, actions: ErrorActions): void {
    const panel = this.mount('PromptVeil could not check your message', 'error');
    panel.append(
      el('h2', { text: 'Not sent: PromptVeil could not check this message' }),
      el('p', { text: message, cls: 'error' }),
      el('p', {
        text: 'Nothing has been sent. You can retry, go back to editing, or send the original text unprotected.',
      }),
    );
    const row = el('div', { cls: 'row' });
    const retry = button('Retry', actions.retry, 'primary');
    row.append(
      button('Back to editing', actions.cancel),
      button('Send original (unprotected)', actions.sendOriginal),
      retry,
    );
    panel.append(row);
    this.trapKeys(actions.cancel);
    retry.focus();
  }

  /** The message would pass the daily ε cap: nothing is sent unless the user confirms. */
  showOverCap(
    info: { spentToday: number; cap: number; requested: number },
    actions: { confirm: () => void; cancel: () => void },
  ): void {
    const panel = this.mount('Daily privacy budget', 'over-cap');
    panel.append(
      el('h2', { text: 'This message would pass your daily privacy budget' }),
      el('p', {
        text: `Spent today: ε ${info.spentToday.toFixed(2)} of ${info.cap}. This message spends ε ${info.requested.toFixed(2)}. Nothing has been sent.`,
      }),
    );
    const row = el('div', { cls: 'row' });
    const back = button('Back to editing', actions.cancel, 'primary');
    row.append(back, button('Send anyway', actions.confirm));
    panel.append(row);
    this.trapKeys(actions.cancel);
    back.focus();
  }

  showReview(model: ReviewModel, handlers: ReviewHandlers): ReviewController {
    const panel = this.mount('Review what PromptVeil will protect', 'review');
    const { text } = model;
    let spans = [...model.spans].sort((a, b) => a.start - b.start);
    const rejected = new Set<string>();
    const overrides = new Map<string, string>();
    let result: SanitizeResultMsg | null = null;
    /** Replacements can be edited only when the engine's output is exactly the text with its replacements applied. */
    let editable = false;
    let generation = 0;

    const title = el('h2');
    const meta = el('p', { cls: 'meta' });
    meta.setAttribute('data-testid', 'meta');
    const original = el('div', { cls: 'text' });
    original.setAttribute('data-testid', 'original');
    original.tabIndex = 0;
    original.setAttribute('aria-label', 'Your message, private details highlighted; select text to protect it too');
    const list = el('ul');
    list.setAttribute('aria-label', 'Private details');
    const preview = el('div', { cls: 'preview' });
    preview.setAttribute('aria-live', 'polite');
    preview.setAttribute('data-testid', 'preview');
    const status = el('p', { cls: 'hint' });
    status.setAttribute('role', 'status');

    const termInput = el('input');
    termInput.type = 'text';
    termInput.placeholder = 'word or phrase in your message';
    termInput.setAttribute('aria-label', 'Also protect this text');
    const addTerm = button('Protect', () => addOccurrences(termInput.value));
    const addSelection = button('Protect selected text', () => addSelected());
    const add = el('div', { cls: 'add' });
    add.append(termInput, addTerm, addSelection);

    const cancel = button('Cancel', handlers.cancel);
    const send = button(
      'Send sanitized',
      () => {
        if (!send.disabled && result) handlers.send(choice(result));
      },
      'primary',
    );
    send.disabled = true;
    const row = el('div', { cls: 'row' });
    row.append(cancel, send);

    panel.append(
      title,
      meta,
      el('h3', { text: 'Your message' }),
      original,
      add,
      el('h3', { text: 'Private details' }),
      list,
      el('h3', { text: 'Will be sent as' }),
      preview,
      status,
      row,
    );

    const accepted = (): Span[] => spans.filter((s) => !rejected.has(spanKey(s)));
    const report = (): void => handlers.changed?.({ spans: [...spans], rejected: new Set(rejected) });

    const finalReplacements = (r: SanitizeResultMsg): Replacement[] =>
      r.replacements.map((x) => ({
        ...x,
        replacement: (editable ? overrides.get(spanKey(x)) : undefined) ?? x.replacement,
      }));

    const choice = (r: SanitizeResultMsg): ReviewChoice => {
      const replacements = finalReplacements(r);
      const sanitized = editable && overrides.size > 0 ? applyReplacements(text, replacements) : r.sanitized;
      return { spans: accepted(), sanitized, replacements, epsilon: r.epsilon, token: r.token };
    };

    // Offsets of the text nodes in the "Your message" view, to turn a selection into a span.
    const nodeStart = new Map<Node, number>();
    let lastSelection: { start: number; end: number } | null = null;

    const renderOriginal = (): void => {
      original.replaceChildren();
      nodeStart.clear();
      let cursor = 0;
      const pushText = (from: number, to: number, parent: HTMLElement): void => {
        if (to <= from) return;
        const node = document.createTextNode(text.slice(from, to));
        nodeStart.set(node, from);
        parent.append(node);
      };
      for (const s of spans) {
        pushText(cursor, s.start, original);
        const mark = el('mark');
        if (rejected.has(spanKey(s))) mark.className = 'rejected';
        mark.setAttribute('data-kind', kindOf(s));
        mark.title = `${s.category.replace(/_/g, ' ')}${s.source === 'user' ? '' : ` · ${Math.round(s.score * 100)}%`}`;
        pushText(s.start, s.end, mark);
        original.append(mark);
        cursor = s.end;
      }
      pushText(cursor, text.length, original);
    };

    const renderList = (): void => {
      list.replaceChildren();
      const replacementOf = new Map((result?.replacements ?? []).map((r) => [spanKey(r), r.replacement]));
      spans.forEach((s, i) => {
        const key = spanKey(s);
        const li = el('li');
        li.setAttribute('data-testid', 'span');
        const box = el('input');
        box.type = 'checkbox';
        box.checked = !rejected.has(key);
        box.id = `pv-span-${i}`;
        const label = el('label');
        label.htmlFor = box.id;
        label.append(
          chip(s),
          document.createTextNode(' '),
          el('span', { text: s.text, cls: 'span-text' }),
          document.createTextNode(' '),
          el('span', { text: s.source === 'user' ? 'added by you' : `${Math.round(s.score * 100)}%`, cls: 'score' }),
        );
        box.setAttribute('aria-label', `Protect “${s.text}” (${s.category.replace(/_/g, ' ')})`);
        box.addEventListener('change', () => {
          if (box.checked) rejected.delete(key);
          else rejected.add(key);
          renderOriginal();
          report();
          void refresh();
        });
        const replacement = el('input');
        replacement.type = 'text';
        replacement.setAttribute('aria-label', `Replacement for “${s.text}”`);
        replacement.value = overrides.get(key) ?? replacementOf.get(key) ?? '';
        replacement.disabled = !editable || rejected.has(key) || !replacementOf.has(key);
        replacement.addEventListener('input', () => {
          overrides.set(key, replacement.value);
          if (result) preview.textContent = choice(result).sanitized;
        });
        li.append(box, label, replacement);
        list.append(li);
      });
    };

    const numberNote = (events: SanitizeResultMsg['events']): string => {
      const note = describeNumberSpend(events);
      return note === null ? '' : ` · ${note}`;
    };

    const renderHeader = (): void => {
      const n = spans.length;
      title.textContent = `PromptVeil found ${n} private ${n === 1 ? 'detail' : 'details'}`;
      const spent = result?.epsilon;
      const eps =
        spent === null || spent === undefined
          ? `ε: none spent (${model.mode === 'none' ? 'nothing replaced' : 'placeholders carry no DP noise'})`
          : `ε spent: ${spent.toFixed(2)} (setting ${model.epsilon})${numberNote(result?.events ?? [])}`;
      meta.textContent = `Mode: ${MODE_NAMES[model.mode] ?? model.mode} · ${eps}`;
    };

    const refresh = async (): Promise<void> => {
      const mine = ++generation;
      send.disabled = true;
      status.textContent = 'Preparing the sanitized text…';
      const chosen = accepted();
      try {
        const unchanged: SanitizeResultMsg = {
          kind: 'sanitize',
          sanitized: text,
          replacements: [],
          epsilon: null,
          guarantee: 'none',
          events: [],
        };
        const r = chosen.length ? await handlers.sanitize(chosen) : unchanged;
        if (mine !== generation) return;
        result = r;
        editable = applyReplacements(text, r.replacements) === r.sanitized;
        preview.textContent = choice(r).sanitized;
        status.textContent = chosen.length ? '' : 'Nothing will be replaced: the original text will be sent.';
        renderHeader();
        renderList();
        send.disabled = false;
      } catch (err) {
        if (mine !== generation) return;
        handlers.fail(err);
      }
    };

    const addSpan = (start: number, end: number): void => {
      // Trim spaces so "  Berlin " protects "Berlin".
      while (start < end && /\s/.test(text[start] ?? '')) start++;
      while (end > start && /\s/.test(text[end - 1] ?? '')) end--;
      if (end <= start) return;
      let s = start;
      let e = end;
      // The new span absorbs any it overlaps (the user's choice wins over the engine's boundaries); absorbing can
      // widen it to reach another span, so repeat until nothing changes.
      for (let changed = true; changed;) {
        changed = false;
        spans = spans.filter((x) => {
          if (x.start >= e || x.end <= s) return true;
          s = Math.min(s, x.start);
          e = Math.max(e, x.end);
          changed = true;
          return false;
        });
      }
      spans.push({ start: s, end: e, text: text.slice(s, e), category: 'custom', score: 1, source: 'user' });
      spans.sort((a, b) => a.start - b.start);
    };

    const addOccurrences = (term: string): void => {
      const needle = term.trim();
      if (!needle) return;
      const hay = text.toLowerCase();
      const low = needle.toLowerCase();
      let count = 0;
      for (let i = hay.indexOf(low); i >= 0; i = hay.indexOf(low, i + low.length)) {
        addSpan(i, i + needle.length);
        count++;
      }
      if (count === 0) {
        status.textContent = `“${needle}” does not occur in your message.`;
        return;
      }
      termInput.value = '';
      renderOriginal();
      report();
      void refresh();
    };

    const offsetOf = (node: Node | null, offset: number): number | null => {
      if (!node) return null;
      const base = nodeStart.get(node);
      if (base !== undefined) return base + offset;
      // An element boundary (e.g. the <mark> itself): use the text node just after, or the end of the one before.
      const child = node.childNodes[offset];
      if (child) {
        const start = nodeStart.get(child.nodeType === Node.TEXT_NODE ? child : (child.firstChild ?? child));
        if (start !== undefined) return start;
      }
      if (node === original) return offset === 0 ? 0 : text.length;
      return null;
    };

    const readSelection = (): { start: number; end: number } | null => {
      const root: ShadowRootWithSelection | null = this.root;
      const sel = root?.getSelection?.() ?? document.getSelection();
      if (!sel || sel.rangeCount === 0 || sel.isCollapsed) return null;
      const range = sel.getRangeAt(0);
      if (!original.contains(range.startContainer) || !original.contains(range.endContainer)) return null;
      const a = offsetOf(range.startContainer, range.startOffset);
      const b = offsetOf(range.endContainer, range.endOffset);
      if (a === null || b === null || a === b) return null;
      return { start: Math.min(a, b), end: Math.max(a, b) };
    };

    const remember = (): void => {
      lastSelection = readSelection() ?? lastSelection;
    };
    original.addEventListener('mouseup', remember);
    original.addEventListener('keyup', remember);
    document.addEventListener('selectionchange', remember);
    this.cleanups.push(() => document.removeEventListener('selectionchange', remember));

    const addSelected = (): void => {
      const sel = readSelection() ?? lastSelection;
      if (!sel) {
        status.textContent = 'Select some text in “Your message” first.';
        return;
      }
      lastSelection = null;
      addSpan(sel.start, sel.end);
      renderOriginal();
      report();
      void refresh();
    };

    termInput.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter') {
        ev.preventDefault();
        addOccurrences(termInput.value);
      }
    });

    renderOriginal();
    renderHeader();
    renderList();
    this.trapKeys(handlers.cancel);
    panel.focus();
    void refresh().then(() => {
      // Focus the primary action once it can act, unless the user has already moved on.
      const active = this.root?.activeElement ?? null;
      if (active === null || active === panel) send.focus();
    });
    return {
      replace: (snapshot) => {
        if (this.panel !== panel) return;
        spans = [...snapshot.spans].sort((a, b) => a.start - b.start);
        rejected.clear();
        for (const key of snapshot.rejected) rejected.add(key);
        renderOriginal();
        renderHeader();
        renderList();
        void refresh();
      },
    };
  }

  private focusables(): HTMLElement[] {
    if (!this.panel) return [];
    return Array.from(this.panel.querySelectorAll<HTMLElement>('button, input, [tabindex="0"]')).filter(
      (e) => !(e instanceof HTMLButtonElement || e instanceof HTMLInputElement) || !e.disabled,
    );
  }

  private trapKeys(onEscape: () => void): void {
    const panel = this.panel;
    if (!panel) return;
    this.onEscape = onEscape;
    panel.addEventListener('keydown', (ev) => {
      // Keys typed in the dialog are ours: the page's shortcuts (focus the composer on typing, …) must not see them.
      ev.stopPropagation();
      if (ev.key === 'Escape') {
        ev.preventDefault();
        onEscape();
        return;
      }
      if (ev.key !== 'Tab') return;
      const items = this.focusables();
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      if (!firstItem || !lastItem) return;
      const active = this.root?.activeElement ?? null;
      if (ev.shiftKey && (active === firstItem || active === panel)) {
        ev.preventDefault();
        lastItem.focus();
      } else if (!ev.shiftKey && active === lastItem) {
        ev.preventDefault();
        firstItem.focus();
      }
    });
    for (const type of ['keyup', 'keypress'] as const) panel.addEventListener(type, (ev) => ev.stopPropagation());
  }
}

/** A small, non-modal notice in the page corner (health warnings), also in a Shadow DOM. */
export function showNotice(id: string, message: string): HTMLElement {
  document.querySelector(`promptveil-notice[data-id="${CSS_escape(id)}"]`)?.remove();
  const host = document.createElement('promptveil-notice');
  host.setAttribute('data-id', id);
  const root = host.attachShadow({ mode: 'open' });
  const box = el('div', { cls: 'notice' });
  box.setAttribute('role', 'alert');
  const style = el('style', {
    text: `:host { all: initial; } .notice { position: fixed; right: 16px; bottom: 16px; z-index: 2147483646; max-width: 360px;
      font: 13px/1.4 system-ui, sans-serif; background: #fff4e5; color: #4a2800; border: 1px solid #b45f00; border-radius: 8px;
      padding: 10px 12px; box-shadow: 0 4px 16px rgba(0,0,0,.2); display: flex; gap: 8px; align-items: flex-start; }
      button { font: inherit; border: 1px solid #b45f00; background: transparent; color: inherit; border-radius: 5px; cursor: pointer; }`,
  });
  const close = button('Dismiss', () => host.remove());
  box.append(el('span', { text: message }), close);
  root.append(style, box);
  document.documentElement.append(host);
  return host;
}

function CSS_escape(s: string): string {
  return s.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);
}

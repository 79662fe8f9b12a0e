/**
 * The in-page review overlay. It lives in a Shadow DOM so the page's CSS cannot restyle it; every piece of text is
 * set with textContent, never parsed as HTML. The root is open on purpose: the page's scripts can read the composer
 * (and so the raw text) anyway, so closing the root would hide nothing from them, while an open root lets
 * accessibility tooling and the e2e suite inspect the overlay (see THREAT_MODEL.md).
 */
import type { Span } from '../engine/types.ts';

export interface ReviewChoice {
  spans: Span[];
  sanitized: string;
}

export interface ReviewHandlers {
  /** Re-sanitizes with the accepted spans; the overlay shows the result as the preview. */
  preview: (spans: Span[]) => Promise<string>;
  send: (choice: ReviewChoice) => void;
  cancel: () => void;
}

const CSS = `
:host { all: initial; }
.backdrop { position: fixed; inset: 0; background: rgba(0,0,0,.35); z-index: 2147483647; display: flex;
  align-items: center; justify-content: center; font: 14px/1.45 system-ui, sans-serif; }
.panel { background: #fff; color: #1b1b1f; max-width: 640px; width: calc(100% - 32px); max-height: 80vh; overflow: auto;
  border-radius: 10px; padding: 16px 18px; box-shadow: 0 10px 40px rgba(0,0,0,.3); }
h2 { font-size: 16px; margin: 0 0 8px; }
ul { list-style: none; padding: 0; margin: 8px 0; }
li { display: flex; gap: 8px; align-items: baseline; padding: 3px 0; }
.cat { font-size: 12px; padding: 1px 6px; border-radius: 8px; background: #e8e0f8; color: #3a2a6b; }
.span-text { font-family: ui-monospace, monospace; word-break: break-word; }
.preview { white-space: pre-wrap; background: #f4f4f6; border-radius: 6px; padding: 8px; margin: 8px 0; word-break: break-word; }
.row { display: flex; gap: 8px; justify-content: flex-end; margin-top: 12px; flex-wrap: wrap; }
button { font: inherit; padding: 6px 14px; border-radius: 6px; border: 1px solid #767680; background: #fff; color: #1b1b1f; cursor: pointer; }
button.primary { background: #4b2bb3; border-color: #4b2bb3; color: #fff; }
button:focus-visible, input:focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
.error { color: #a00016; }
@media (prefers-color-scheme: dark) {
  .panel { background: #1f1f24; color: #ececf1; } .preview { background: #2b2b31; }
  button { background: #2b2b31; color: #ececf1; border-color: #9a9aa5; } .cat { background: #3a2a6b; color: #efe8ff; }
  .error { color: #ff8a95; }
}`;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: { text?: string; cls?: string } = {}): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.text !== undefined) node.textContent = props.text;
  if (props.cls) node.className = props.cls;
  return node;
}

export class Overlay {
  private host: HTMLElement | null = null;
  private root: ShadowRoot | null = null;
  private panel: HTMLElement | null = null;

  private mount(label: string): HTMLElement {
    if (!this.host) {
      this.host = document.createElement('promptveil-overlay');
      this.root = this.host.attachShadow({ mode: 'open' });
      const style = el('style', { text: CSS });
      this.root.append(style);
      document.documentElement.append(this.host);
    }
    const root = this.root;
    if (!root) throw new Error('overlay root missing');
    root.querySelector('.backdrop')?.remove();
    const backdrop = el('div', { cls: 'backdrop' });
    const panel = el('div', { cls: 'panel' });
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    panel.setAttribute('aria-label', label);
    backdrop.append(panel);
    root.append(backdrop);
    this.panel = panel;
    return panel;
  }

  /** Test hook: the overlay's panel exposes a data attribute the e2e page objects query through the host. */
  get isOpen(): boolean {
    return this.panel !== null;
  }

  close(): void {
    this.host?.remove();
    this.host = null;
    this.root = null;
    this.panel = null;
  }

  showBusy(message: string): void {
    const panel = this.mount('PromptVeil is checking your message');
    panel.append(el('h2', { text: 'PromptVeil' }), el('p', { text: message }));
    this.host?.setAttribute('data-state', 'busy');
  }

  showError(message: string, actions: { retry: () => void; sendOriginal: () => void; cancel: () => void }): void {
    const panel = this.mount('PromptVeil could not check your message');
    this.host?.setAttribute('data-state', 'error');
    panel.append(
      el('h2', { text: 'Not sent: PromptVeil could not check this message' }),
      el('p', { text: message, cls: 'error' }),
      el('p', { text: 'Nothing has been sent. You can retry, go back to editing, or send the original text unprotected.' }),
    );
    const row = el('div', { cls: 'row' });
    const cancel = el('button', { text: 'Back to editing' });
    const original = el('button', { text: 'Send original (unprotected)' });
    const retry = el('button', { text: 'Retry', cls: 'primary' });
    cancel.addEventListener('click', actions.cancel);
    original.addEventListener('click', actions.sendOriginal);
    retry.addEventListener('click', actions.retry);
    row.append(cancel, original, retry);
    panel.append(row);
    this.trapKeys(actions.cancel);
    retry.focus();
  }

  showReview(text: string, spans: Span[], handlers: ReviewHandlers): void {
    const panel = this.mount('Review what PromptVeil will protect');
    this.host?.setAttribute('data-state', 'review');
    const accepted = new Set(spans.map((_, i) => i));
    panel.append(el('h2', { text: `PromptVeil found ${spans.length} private ${spans.length === 1 ? 'detail' : 'details'}` }));
    const list = el('ul');
    spans.forEach((span, i) => {
      const li = el('li');
      const box = el('input');
      box.type = 'checkbox';
      box.checked = true;
      box.id = `pv-span-${i}`;
      const label = el('label');
      label.htmlFor = box.id;
      label.append(el('span', { text: span.category, cls: 'cat' }), document.createTextNode(' '), el('span', { text: span.text, cls: 'span-text' }));
      li.append(box, label, el('span', { text: `${Math.round(span.score * 100)}%` }));
      box.addEventListener('change', () => {
        if (box.checked) accepted.add(i);
        else accepted.delete(i);
        void refresh();
      });
      list.append(li);
    });
    panel.append(list, el('div', { text: 'Will be sent as:' }));
    const preview = el('div', { cls: 'preview' });
    preview.setAttribute('aria-live', 'polite');
    preview.setAttribute('data-testid', 'preview');
    panel.append(preview);
    const row = el('div', { cls: 'row' });
    const cancel = el('button', { text: 'Cancel' });
    const send = el('button', { text: 'Send sanitized', cls: 'primary' });
    send.disabled = true;
    row.append(cancel, send);
    panel.append(row);

    let current = { spans, sanitized: '' };
    let generation = 0;
    const refresh = async (): Promise<void> => {
      const mine = ++generation;
      send.disabled = true;
      const chosen = spans.filter((_, i) => accepted.has(i));
      try {
        const sanitized = chosen.length ? await handlers.preview(chosen) : text;
        if (mine !== generation) return;
        current = { spans: chosen, sanitized };
        preview.textContent = sanitized;
        send.disabled = false;
      } catch (err) {
        if (mine !== generation) return;
        preview.textContent = `Could not build the sanitized text: ${err instanceof Error ? err.message : String(err)}`;
      }
    };
    cancel.addEventListener('click', handlers.cancel);
    send.addEventListener('click', () => {
      if (!send.disabled) handlers.send(current);
    });
    this.trapKeys(handlers.cancel);
    void refresh().then(() => send.focus());
  }

  private trapKeys(onEscape: () => void): void {
    this.panel?.addEventListener('keydown', (ev) => {
      ev.stopPropagation();
      if (ev.key === 'Escape') onEscape();
    });
  }
}

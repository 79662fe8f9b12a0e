/**
 * Reply rehydration: where a rendered assistant reply contains a replacement the extension produced in this
 * conversation ([EMAIL_1], a pseudonym, a rewrite), the original is shown locally: the occurrence is wrapped in a
 * <span> whose title (tooltip) holds the original, and clicking it (or Enter/Space on it) toggles an inline display
 * drawn with CSS `::after`, so the page's text content itself is never changed. Only nodes inside the adapter's
 * reply containers are touched, never the composer.
 *
 * The mapping replacement → original lives in this content script's memory only, per conversation: never persisted,
 * never sent. A conversation is named by `conversation(path)`, which the content script also passes to the engine
 * (whose per-conversation vault numbers the placeholders), so both follow one conversation through the site's move
 * from its new-chat URL ("/", "/new", "/app") to the conversation's own URL after the first message: the second
 * message then continues the numbering ([EMAIL_2]) instead of restarting it, and [EMAIL_1] keeps meaning one address.
 * The engine's vault dies with its worker; stand-ins.ts keeps what it issued per conversation (same id) and sends it
 * with each sanitize, so a restarted engine continues the numbering too.
 */
import type { Replacement } from './replacements.ts';
import type { SiteAdapter } from './sites/index.ts';

const ATTR = 'data-pv-original';
const SHOWN = 'data-pv-shown';
const STYLE_ID = 'promptveil-rehydrate-style';
const DEBOUNCE_MS = 150;
/** A new chat ("/") usually moves to its own path after the first message; its mapping moves with it within this. */
const ADOPT_WINDOW_MS = 120_000;
/** Very short replacements ("a", "it") would match everywhere; they are not annotated. */
const MIN_KEY_LENGTH = 3;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export class Rehydrator {
  /** Conversation id → (replacement → original). */
  private readonly maps = new Map<string, Map<string, string>>();
  /** Page path → conversation id. */
  private readonly paths = new Map<string, string>();
  private nextConversation = 1;
  /** The last send; `first` when it was its conversation's first message (a new chat about to get its own URL). */
  private lastSend: { path: string; id: string; at: number; first: boolean } | null = null;
  private observer: MutationObserver | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly site: SiteAdapter) {}

  /**
   * The conversation shown at `path`. A path seen for the first time shortly after a new chat's first message is
   * that chat's own URL: it continues that conversation, and the new-chat path starts a fresh one next time.
   */
  conversation(path: string): string {
    const known = this.paths.get(path);
    if (known !== undefined) return known;
    const last = this.lastSend;
    if (last?.first && last.path !== path && Date.now() - last.at < ADOPT_WINDOW_MS) {
      this.paths.delete(last.path);
      this.paths.set(path, last.id);
      this.lastSend = { ...last, path, first: false };
      return last.id;
    }
    const id = `${path}#${this.nextConversation++}`;
    this.paths.set(path, id);
    return id;
  }

  /** Records what each replacement in a message sent in conversation `id` (from `conversation`) stood for. */
  remember(id: string, original: string, replacements: readonly Replacement[]): void {
    let map = this.maps.get(id);
    const first = !map;
    if (!map) {
      map = new Map();
      this.maps.set(id, map);
    }
    for (const r of replacements) {
      const from = original.slice(r.start, r.end);
      // A replacement identical to the original (nothing hidden) needs no annotation.
      if (r.replacement.length >= MIN_KEY_LENGTH && r.replacement !== from) map.set(r.replacement, from);
    }
    const path = [...this.paths].find(([, v]) => v === id)?.[0] ?? location.pathname;
    this.lastSend = { path, id, at: Date.now(), first };
    this.start();
    this.schedule();
  }

  private start(): void {
    if (this.observer || this.site.replies.length === 0) return;
    this.observer = new MutationObserver(() => this.schedule());
    this.observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    document.addEventListener('click', (ev) => this.toggle(ev.target), true);
    document.addEventListener(
      'keydown',
      (ev) => {
        if ((ev.key === 'Enter' || ev.key === ' ') && this.toggle(ev.target)) ev.preventDefault();
      },
      true,
    );
  }

  private toggle(target: EventTarget | null): boolean {
    if (!(target instanceof Element)) return false;
    const span = target.closest(`[${ATTR}]`);
    if (!span) return false;
    span.toggleAttribute(SHOWN);
    span.setAttribute('aria-pressed', span.hasAttribute(SHOWN) ? 'true' : 'false');
    return true;
  }

  private schedule(): void {
    if (this.timer !== null) return;
    // Replies stream in: annotate once the text has settled a little rather than on every token.
    this.timer = setTimeout(() => {
      this.timer = null;
      this.scan();
    }, DEBOUNCE_MS);
  }

  private ensureStyle(): void {
    if (document.getElementById(STYLE_ID)) return;
    const style = document.createElement('style');
    style.id = STYLE_ID;
    style.textContent =
      `[${ATTR}] { text-decoration: underline dotted; cursor: help; }` +
      `[${ATTR}][${SHOWN}]::after { content: " (" attr(${ATTR}) ")"; font-style: italic; opacity: .85; }`;
    (document.head ?? document.documentElement).append(style);
  }

  /** Annotates placeholders in the reply containers. Public for tests and for an explicit rescan. */
  scan(): void {
    if (this.site.replies.length === 0) return;
    const map = this.maps.get(this.conversation(location.pathname));
    if (!map || map.size === 0) return;
    const keys = [...map.keys()].sort((a, b) => b.length - a.length);
    const pattern = new RegExp(keys.map(escapeRegExp).join('|'), 'g');
    const containers = document.querySelectorAll(this.site.replies.join(','));
    for (const container of containers) {
      if (container.closest('[contenteditable="true"], textarea, promptveil-overlay')) continue;
      const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
      const hits: Text[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const t = n as Text;
        if (t.parentElement?.closest(`[${ATTR}], [contenteditable="true"], script, style`)) continue;
        pattern.lastIndex = 0;
        if (pattern.test(t.data)) hits.push(t);
      }
      if (hits.length) this.ensureStyle();
      for (const t of hits) this.wrap(t, pattern, map);
    }
  }

  private wrap(node: Text, pattern: RegExp, map: Map<string, string>): void {
    const text = node.data;
    const frag = document.createDocumentFragment();
    let cursor = 0;
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
      const original = map.get(m[0]);
      if (original === undefined) continue;
      if (m.index > cursor) frag.append(document.createTextNode(text.slice(cursor, m.index)));
      const span = document.createElement('span');
      span.textContent = m[0];
      span.setAttribute(ATTR, original);
      span.title = `PromptVeil: you wrote “${original}” (shown only on this device)`;
      span.tabIndex = 0;
      span.setAttribute('role', 'button');
      span.setAttribute('aria-pressed', 'false');
      frag.append(span);
      cursor = m.index + m[0].length;
    }
    if (cursor === 0) return;
    if (cursor < text.length) frag.append(document.createTextNode(text.slice(cursor)));
    node.replaceWith(frag);
  }
}

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
 *
 * Only the site's own move is adopted. After the first message the page's path is watched (polled while an adoption
 * is pending; the site changes it with history.pushState/replaceState, which a content script cannot hook), and a
 * user's navigation before the move ends the adoption: a trusted plain click on a same-origin link to another path
 * or on a control in the page's navigation (a sidebar's conversation list), a back/forward traversal (popstate), or
 * a link to the new-chat path the unmoved chat is still shown at ("New chat": that path then starts afresh), or the
 * page showing a conversation already known here. The conversation the user opened is then its own, never joined
 * to the new chat's numbering and originals. Not seen: a site's keyboard shortcut to a new chat at the same path
 * before the site moved the chat (it then continues the chat's numbering).
 */
import type { Replacement } from './replacements.ts';
import type { SiteAdapter } from './sites/index.ts';

const ATTR = 'data-pv-original';
const SHOWN = 'data-pv-shown';
const STYLE_ID = 'promptveil-rehydrate-style';
const DEBOUNCE_MS = 150;
/** A new chat ("/") usually moves to its own path after the first message; its mapping moves with it within this. */
const ADOPT_WINDOW_MS = 120_000;
/** While an adoption is pending, the page's path is checked this often (a site's pushState fires no event). */
const WATCH_MS = 250;
/**
 * Paths where sites show a new, empty chat, never an existing conversation. A link from one of them to itself is
 * "New chat" (start over at the same path; a link to any other path already is a navigation away), and once the user
 * leaves an unmoved new chat there, the path no longer names that chat.
 */
const NEW_CHAT_PATHS: ReadonlySet<string> = new Set(['/', '/new', '/app', '/chat']);
/** Controls inside the page's navigation (a sidebar's conversation list) that open something when clicked. */
const NAV_CONTROL =
  'button, [role="button"], [role="link"], [role="menuitem"], [role="option"], [role="treeitem"], [role="tab"]';
/** Very short replacements ("a", "it") would match everywhere; they are not annotated. */
const MIN_KEY_LENGTH = 3;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What the rehydrator needs of the page's window (a stand-in in unit tests). */
export interface PageWindow {
  readonly location: { readonly href: string };
  addEventListener(type: string, listener: (ev: Event) => void, capture?: boolean): void;
}

/** The parts of a click event `navigationIntent` reads. */
export interface ClickLike {
  readonly isTrusted: boolean;
  readonly button: number;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
  readonly target: EventTarget | null;
  /** The event's path, innermost first, through open shadow roots (a sidebar inside a web component). */
  composedPath?(): EventTarget[];
}

interface ElementLike {
  matches(selector: string): boolean;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  readonly parentElement: ElementLike | null;
}

function isElement(t: unknown): t is ElementLike {
  const e = t as Partial<ElementLike> | null;
  return !!e && typeof e.matches === 'function' && typeof e.getAttribute === 'function';
}

/** The elements a click went through, innermost first. */
function elementsOf(ev: ClickLike): ElementLike[] {
  const path: unknown[] = ev.composedPath?.() ?? [];
  if (path.length) return path.filter(isElement);
  const out: ElementLike[] = [];
  const target: unknown = ev.target;
  for (let e = isElement(target) ? target : null; e; e = e.parentElement) out.push(e);
  return out;
}

const pathOf = (href: string): string => new URL(href).pathname;

/**
 * Whether the click `ev` is the user opening something else in this tab: 'away' for a same-origin link to another
 * path or a control in the page's navigation, 'new-chat' for a link to the new-chat path the page is at, null for
 * anything else (a synthetic click, a modified click or another button that opens a new tab or window, a download,
 * a link to another site or to an anchor in this page, a click outside links and navigation).
 */
export function navigationIntent(ev: ClickLike, here: string): 'away' | 'new-chat' | null {
  if (!ev.isTrusted || ev.button !== 0 || ev.ctrlKey || ev.metaKey || ev.shiftKey || ev.altKey) return null;
  const elements = elementsOf(ev);
  const link = elements.find((e) => e.matches('a[href], area[href]'));
  if (!link) {
    const nav = elements.findIndex((e) => e.matches('nav, [role="navigation"]'));
    return nav > 0 && elements.slice(0, nav).some((e) => e.matches(NAV_CONTROL)) ? 'away' : null;
  }
  const frame = link.getAttribute('target');
  if (link.hasAttribute('download') || (frame !== null && frame !== '' && frame.toLowerCase() !== '_self')) return null;
  let to: URL;
  try {
    to = new URL(link.getAttribute('href') ?? '', here);
  } catch {
    return null;
  }
  const from = new URL(here);
  if (to.origin !== from.origin) return null;
  if (to.pathname !== from.pathname) return 'away';
  // The same path: an anchor in this page, or a reload of the conversation, stays in it; only a new-chat path
  // linking to itself starts a new chat.
  if (to.search === from.search && to.hash !== '') return null;
  return NEW_CHAT_PATHS.has(to.pathname) ? 'new-chat' : null;
}

export class Rehydrator {
  /** Conversation id → (replacement → original). */
  private readonly maps = new Map<string, Map<string, string>>();
  /** Page path → conversation id. */
  private readonly paths = new Map<string, string>();
  private nextConversation = 1;
  /**
   * A conversation's first message was sent at `path` and the site has not been seen moving it yet: the next new
   * path is its own URL, unless the user navigates first (then this is cleared).
   */
  private pending: { path: string; id: string; at: number } | null = null;
  /** The path last seen while watching for the site's move. */
  private seen: string | null = null;
  private watch: ReturnType<typeof setInterval> | null = null;
  private observer: MutationObserver | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  /** `page`: the window whose navigation is followed (null: none, as in unit tests without a DOM). */
  constructor(
    private readonly site: SiteAdapter,
    private readonly page: PageWindow | null = typeof window === 'undefined' ? null : window,
  ) {
    if (!page) return;
    // Capture phase on the window: seen before the site's router handles the click (and maybe stops it).
    page.addEventListener(
      'click',
      (ev) => {
        if (!this.pending) return;
        // A move the site made since the last check is its own, whatever the user does next.
        this.check();
        const intent = navigationIntent(ev as MouseEvent, page.location.href);
        if (intent) this.navigated();
      },
      true,
    );
    page.addEventListener('popstate', () => this.navigated(), true);
  }

  private path(): string {
    return this.page ? pathOf(this.page.location.href) : location.pathname;
  }

  /**
   * The conversation shown at `path`. A path seen for the first time shortly after a new chat's first message, with
   * no navigation by the user in between, is that chat's own URL: it continues that conversation, and the new-chat
   * path starts a fresh one next time.
   */
  conversation(path: string): string {
    const known = this.paths.get(path);
    if (known !== undefined) return known;
    const p = this.pending;
    if (p && p.path !== path && Date.now() - p.at < ADOPT_WINDOW_MS) {
      this.paths.delete(p.path);
      this.paths.set(path, p.id);
      this.settle();
      return p.id;
    }
    const id = `${path}#${this.nextConversation++}`;
    this.paths.set(path, id);
    return id;
  }

  /** Follows the page's path while an adoption is pending (the site moving the new chat to its own URL). */
  private check(): void {
    const p = this.pending;
    if (!p) return;
    if (Date.now() - p.at >= ADOPT_WINDOW_MS) {
      this.settle();
      return;
    }
    const path = this.path();
    if (path === this.seen) return;
    this.seen = path;
    const known = this.paths.get(path);
    // A conversation already known here is no new chat's new URL: the user went there (a way we did not see).
    if (known !== undefined && known !== p.id) this.navigated();
    else this.conversation(path);
  }

  /** The user opened something else before the site moved the new chat: nothing is adopted. */
  private navigated(): void {
    const p = this.pending;
    if (!p) return;
    this.settle();
    // The unmoved new chat was left ("New chat" at its own path, another conversation, back): its new-chat path
    // shows a new chat from now on, not this one.
    if (NEW_CHAT_PATHS.has(p.path) && this.paths.get(p.path) === p.id) this.paths.delete(p.path);
  }

  private settle(): void {
    this.pending = null;
    this.seen = null;
    if (this.watch !== null) clearInterval(this.watch);
    this.watch = null;
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
    if (first) {
      const path = [...this.paths].find(([, v]) => v === id)?.[0] ?? this.path();
      this.settle();
      this.pending = { path, id, at: Date.now() };
      // From the path the message was sent at: a site that moved synchronously while sending is adopted too.
      this.seen = path;
      if (this.page) this.watch = setInterval(() => this.check(), WATCH_MS);
    } else {
      // A later message: sent where the site did not move the chat after its first one, so no move is coming (or a
      // message in another conversation: the pending new chat is no longer what the page shows).
      this.settle();
    }
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
    const map = this.maps.get(this.conversation(this.path()));
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

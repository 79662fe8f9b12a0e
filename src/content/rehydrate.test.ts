import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigationIntent, Rehydrator } from './rehydrate.ts';
import type { SiteAdapter } from './sites/index.ts';

/** No reply containers: the rehydrator never touches the DOM, so its conversation bookkeeping runs in Node. */
const site: SiteAdapter = {
  id: 'test-site',
  name: 'Test',
  hosts: ['test.example'],
  composer: ['textarea'],
  send: ['button'],
  editors: ['textarea'],
  replies: [],
  sendDisabledWhenEmpty: false,
};
const email = (text: string, replacement: string) => [
  { start: text.indexOf('@') - 1, end: text.indexOf('@') + 2, replacement, category: 'email' },
];

afterEach(() => {
  vi.useRealTimers();
});

describe('Rehydrator.conversation: one id per conversation, shared with the engine vault (issue 9)', () => {
  it("a new chat's first message makes the next new path the same conversation; the new-chat path starts afresh", () => {
    vi.useFakeTimers();
    const r = new Rehydrator(site);
    const first = r.conversation('/');
    expect(r.conversation('/')).toBe(first);
    r.remember(first, 'a a@b c', email('a a@b c', '[EMAIL_1]'));
    // The site moved to the conversation's own URL after that first message.
    expect(r.conversation('/c/42')).toBe(first);
    expect(r.conversation('/c/42')).toBe(first);
    // "New chat" again: a different conversation.
    const next = r.conversation('/');
    expect(next).not.toBe(first);
  });

  it('a later message does not pull the next path into its conversation (switching chats)', () => {
    vi.useFakeTimers();
    const r = new Rehydrator(site);
    const id = r.conversation('/c/1');
    r.remember(id, 'x x@y z', email('x x@y z', '[EMAIL_1]'));
    const opened = r.conversation('/c/1');
    r.remember(opened, 'x x@q z', email('x x@q z', '[EMAIL_2]'));
    expect(r.conversation('/c/2')).not.toBe(id);
  });

  it('a path seen long after the first message is its own conversation', () => {
    vi.useFakeTimers();
    const r = new Rehydrator(site);
    const id = r.conversation('/new');
    r.remember(id, 'a a@b c', email('a a@b c', '[EMAIL_1]'));
    vi.advanceTimersByTime(10 * 60_000);
    expect(r.conversation('/chat/9')).not.toBe(id);
  });
});

/**
 * A fake element: `tag[attr="value"]` selectors (comma lists of them) are matched against it and its ancestors, which
 * is all `navigationIntent` asks of the DOM.
 */
interface FakeElement {
  tag: string;
  attrs: Record<string, string>;
  parentElement: FakeElement | null;
  matches(selector: string): boolean;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}
const SIMPLE = /^([a-z-]*)(?:\[([a-z-]+)(?:="([^"]*)")?(?: i)?\])?$/;
function element(
  tag: string,
  attrs: Record<string, string> = {},
  parentElement: FakeElement | null = null,
): FakeElement {
  return {
    tag,
    attrs,
    parentElement,
    matches: (selector) =>
      selector.split(',').some((part) => {
        const m = SIMPLE.exec(part.trim());
        if (!m) throw new Error(`fake DOM cannot match '${part}'`);
        const [, name, attr, value] = m;
        if (name && name !== tag) return false;
        if (attr === undefined) return true;
        return value === undefined ? attr in attrs : attrs[attr] === value;
      }),
    getAttribute: (name) => attrs[name] ?? null,
    hasAttribute: (name) => name in attrs,
  };
}

/** The window of a chat page: the site moves with `push` (history.pushState), the user with clicks and `back`. */
class FakeWindow {
  readonly location = { href: 'https://chat.example/' };
  private readonly listeners = new Map<string, ((ev: Event) => void)[]>();
  addEventListener(type: string, listener: (ev: Event) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  private fire(type: string, ev: object): void {
    for (const l of this.listeners.get(type) ?? []) l(ev as Event);
  }
  push(path: string): void {
    this.location.href = new URL(path, this.location.href).href;
  }
  /** A click on `target` (trusted and plain unless `init` says otherwise); `then` is what the site's router does. */
  click(target: FakeElement, init: Partial<Record<'isTrusted' | 'ctrlKey', boolean>> = {}, then?: () => void): void {
    const ev = {
      isTrusted: true,
      button: 0,
      ctrlKey: false,
      metaKey: false,
      shiftKey: false,
      altKey: false,
      target,
      ...init,
    };
    this.fire('click', ev);
    then?.();
  }
  back(path: string): void {
    this.push(path);
    this.fire('popstate', {});
  }
}

const sidebar = element('nav');
const link = (href: string, parent: FakeElement | null = sidebar, attrs: Record<string, string> = {}): FakeElement =>
  element('a', { href, ...attrs }, parent);

describe('Rehydrator.conversation: only the site moves a new chat to its own URL, not the user', () => {
  /** A new chat at `path` whose first message was just sent, on a page that follows navigation. */
  function sentFirst(path = '/'): { w: FakeWindow; r: Rehydrator; id: string } {
    vi.useFakeTimers();
    const w = new FakeWindow();
    w.push(path);
    const r = new Rehydrator(site, w);
    const id = r.conversation(path);
    r.remember(id, 'a a@b c', email('a a@b c', '[EMAIL_1]'));
    return { w, r, id };
  }

  it('normal flow: the site moves the new chat to its own path by pushState after the send; that path is adopted', () => {
    const { w, r, id } = sentFirst('/');
    vi.advanceTimersByTime(1_500);
    w.push('/c/42');
    vi.advanceTimersByTime(5_000);
    expect(r.conversation('/c/42')).toBe(id);
    // The second message there continues the conversation; "New chat" afterwards is another one.
    r.remember(r.conversation('/c/42'), 'x x@y z', email('x x@y z', '[EMAIL_2]'));
    expect(r.conversation('/c/42')).toBe(id);
    w.click(link('/'), {}, () => w.push('/'));
    expect(r.conversation('/')).not.toBe(id);
  });

  it('the site moving the new chat by pushState after the send is adopted (seen by the watch, before any review)', () => {
    const { w, r, id } = sentFirst('/');
    vi.advanceTimersByTime(3_000);
    w.push('/c/42');
    vi.advanceTimersByTime(300);
    // The user then opens another conversation: the move was already adopted, the other one is its own.
    w.click(link('/c/old'), {}, () => w.push('/c/old'));
    vi.advanceTimersByTime(300);
    expect(r.conversation('/c/old')).not.toBe(id);
    expect(r.conversation('/c/42')).toBe(id);
    expect(r.conversation('/')).not.toBe(id);
  });

  it('a move the site made synchronously while sending (before remember) is adopted too', () => {
    vi.useFakeTimers();
    const w = new FakeWindow();
    const r = new Rehydrator(site, w);
    const id = r.conversation('/new');
    w.push('/chat/9');
    r.remember(id, 'a a@b c', email('a a@b c', '[EMAIL_1]'));
    vi.advanceTimersByTime(300);
    expect(r.conversation('/chat/9')).toBe(id);
  });

  it('a sidebar link to an older conversation, clicked before the site moved, does not join it to the new chat', () => {
    const { w, r, id } = sentFirst('/');
    vi.advanceTimersByTime(2_000);
    w.click(link('/c/older'), {}, () => w.push('/c/older'));
    vi.advanceTimersByTime(300);
    const older = r.conversation('/c/older');
    expect(older).not.toBe(id);
    // Nor is any later path: the adoption is over.
    w.push('/c/another');
    vi.advanceTimersByTime(300);
    expect(r.conversation('/c/another')).not.toBe(id);
    // And "/" shows a new chat again, not the one left there.
    expect(r.conversation('/')).not.toBe(id);
  });

  it('a link outside any navigation (in a reply, say) to another path of the site counts too', () => {
    const { w, r, id } = sentFirst('/');
    w.click(element('span', {}, link('/c/older', element('div'))), {}, () => w.push('/c/older'));
    expect(r.conversation('/c/older')).not.toBe(id);
  });

  it('a conversation item in the navigation that is no link (a button) counts too', () => {
    const { w, r, id } = sentFirst('/app');
    w.click(element('span', {}, element('div', { role: 'button' }, sidebar)), {}, () => w.push('/app/77'));
    vi.advanceTimersByTime(300);
    expect(r.conversation('/app/77')).not.toBe(id);
  });

  it('back/forward (popstate) before the site moved opens another conversation, not the new chat', () => {
    const { w, r, id } = sentFirst('/');
    vi.advanceTimersByTime(1_000);
    w.back('/c/yesterday');
    vi.advanceTimersByTime(300);
    expect(r.conversation('/c/yesterday')).not.toBe(id);
  });

  it('"New chat" (a link to the path the unmoved chat is at) starts a new conversation there', () => {
    const { w, r, id } = sentFirst('/');
    w.click(link('/', element('div'), { 'data-testid': 'create-new-chat-button' }));
    expect(r.conversation('/')).not.toBe(id);
    // The site's later move belongs to the new chat's own first message, not to the old one.
    w.push('/c/77');
    vi.advanceTimersByTime(300);
    expect(r.conversation('/c/77')).not.toBe(id);
  });

  it('a move to a conversation already known here (by a way not seen, a keyboard shortcut) ends the adoption', () => {
    vi.useFakeTimers();
    const w = new FakeWindow();
    const r = new Rehydrator(site, w);
    const earlier = r.conversation('/c/1');
    w.push('/');
    const id = r.conversation('/');
    r.remember(id, 'a a@b c', email('a a@b c', '[EMAIL_1]'));
    w.push('/c/1');
    vi.advanceTimersByTime(300);
    expect(r.conversation('/c/1')).toBe(earlier);
    w.push('/c/9');
    vi.advanceTimersByTime(300);
    expect(r.conversation('/c/9')).not.toBe(id);
    expect(r.conversation('/')).not.toBe(id);
  });

  it('clicks that do not navigate this tab leave the adoption alone', () => {
    const { w, r, id } = sentFirst('/');
    const older = link('/c/older');
    w.click(older, { isTrusted: false }); // the page's own script
    w.click(older, { ctrlKey: true }); // opens a new tab
    w.click(link('/c/older', sidebar, { target: '_blank' }));
    w.click(link('/c/older', sidebar, { download: '' }));
    w.click(link('https://elsewhere.example/c/1'));
    w.click(link('#section'));
    w.click(element('button', { 'aria-label': 'Copy' }, element('div'))); // a button in a reply
    w.push('/c/42');
    vi.advanceTimersByTime(300);
    expect(r.conversation('/c/42')).toBe(id);
  });

  it('a user navigation after a later message changes nothing', () => {
    const { w, r, id } = sentFirst('/c/1');
    r.remember(r.conversation('/c/1'), 'x x@y z', email('x x@y z', '[EMAIL_2]'));
    w.click(link('/c/2'), {}, () => w.push('/c/2'));
    expect(r.conversation('/c/2')).not.toBe(id);
    expect(r.conversation('/c/1')).toBe(id);
  });
});

describe('navigationIntent', () => {
  const here = 'https://chat.example/c/1?x=1';
  const plain = { isTrusted: true, button: 0, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false };
  const at = (target: FakeElement, url = here) =>
    navigationIntent({ ...plain, target: target as unknown as EventTarget }, url);
  it('names a plain trusted click on a same-origin link elsewhere, or on a navigation control', () => {
    expect(at(link('/c/2'))).toBe('away');
    expect(at(link('https://chat.example/c/2'))).toBe('away');
    expect(at(element('div', { role: 'option' }, element('div', { role: 'navigation' })))).toBe('away');
    expect(at(link('/', null), 'https://chat.example/')).toBe('new-chat');
    expect(at(link('/?model=x', null), 'https://chat.example/')).toBe('new-chat');
  });
  it('follows the composed path into a shadow root (the target seen at the window is the host)', () => {
    const host = element('side-nav', {}, element('body'));
    const inner = link('/c/2', element('nav'));
    const root = { host }; // a ShadowRoot: no element, skipped
    const path = [inner, inner.parentElement, root, host, host.parentElement] as unknown as EventTarget[];
    const ev = { ...plain, target: host as unknown as EventTarget, composedPath: () => path };
    expect(navigationIntent(ev, here)).toBe('away');
    expect(at(host)).toBeNull(); // without the path, the host alone is no link
  });

  it('ignores everything else', () => {
    expect(at(link('/c/1?x=1', null))).toBeNull(); // this conversation again
    expect(at(link('#top', null))).toBeNull();
    expect(at(link('https://other.example/c/2'))).toBeNull();
    expect(at(link('/c/2', null, { target: 'side' }))).toBeNull();
    expect(at(element('div', {}, sidebar))).toBeNull(); // not a control
    expect(at(element('button', {}, element('form')))).toBeNull();
    expect(navigationIntent({ ...plain, button: 1, target: link('/c/2') as unknown as EventTarget }, here)).toBeNull();
    expect(
      navigationIntent({ ...plain, metaKey: true, target: link('/c/2') as unknown as EventTarget }, here),
    ).toBeNull();
    expect(navigationIntent({ ...plain, target: null }, here)).toBeNull();
  });
});

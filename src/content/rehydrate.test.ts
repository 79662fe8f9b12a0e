import { afterEach, describe, expect, it, vi } from 'vitest';
import { Rehydrator } from './rehydrate.ts';
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
const email = (text: string, replacement: string) => [{ start: text.indexOf('@') - 1, end: text.indexOf('@') + 2, replacement, category: 'email' }];

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

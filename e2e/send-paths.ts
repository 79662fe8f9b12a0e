/**
 * Every send path, table-driven, on every replica engine (e2e/sites/catalog.ts; the editors are the real engines
 * bundled by e2e/replicas/build.ts). One table serves Chromium (Playwright, e2e/send-paths.e2e.test.ts) and Firefox
 * ESR (puppeteer over WebDriver BiDi, e2e/firefox/send-paths.e2e.test.ts) through the small `Driver` interface.
 * Each site runs all its paths in one page, one conversation, so every path after the first is also "a later
 * message in the same conversation". The assertion is always on what the replica server received: exactly one new
 * body per send, its text equal to the reviewed preview, no original anywhere.
 */
import { expect } from 'vitest';
import type { ReplicaSite } from './sites/catalog.ts';
import type { Received } from './server.ts';

/** What a browser harness offers the table (one page at a time). */
export interface Driver {
  /** Opens the site's replica in a fresh page and waits for its composer. */
  open(site: ReplicaSite): Promise<void>;
  closePage(): Promise<void>;
  /** Focuses `selector` with a real click. */
  click(selector: string): Promise<void>;
  type(text: string): Promise<void>;
  press(key: 'Enter' | 'Shift+Enter' | 'Escape'): Promise<void>;
  /** Puts `text` on the clipboard and pastes it into the focused composer the way the browser allows. */
  paste(text: string): Promise<void>;
  /** An IME composition of `text` that the user commits with Enter (the Enter is the IME's, not a send). */
  composeWithEnter(text: string): Promise<void>;
  evaluate<T, A>(fn: (arg: A) => T | Promise<T>, arg: A): Promise<T>;
  /** Waits until `fn(arg)` returns a truthy value. */
  waitUntil<A>(fn: (arg: A) => unknown, arg: A, timeoutMs: number): Promise<void>;
  /** A real pointer click at the centre of the overlay button labelled `label`. */
  clickOverlayButton(label: string): Promise<void>;
  received(): readonly Received[];
}

export const ORIGINALS = {
  email: 'maria.lopez@example.org',
  phone: '+1 415 555 0132',
  card: '4111 1111 1111 1111',
} as const;

/** Fragments of the originals that must not reach the server in any form either. */
const FRAGMENTS = ['maria.lopez', 'example.org', '415 555', '4111 1111', '4111111111111111'];

function textOf(r: Received): string {
  const body = JSON.parse(r.body) as { text?: unknown };
  if (typeof body.text !== 'string') throw new Error('replica sent no text');
  return body.text;
}

export function assertNoOriginals(received: readonly Received[]): void {
  for (const r of received) {
    for (const o of Object.values(ORIGINALS)) expect(r.body).not.toContain(o);
    for (const f of FRAGMENTS) expect(r.body).not.toContain(f);
  }
}

async function overlayState(d: Driver): Promise<string | null> {
  return d.evaluate(() => document.querySelector('promptveil-overlay')?.getAttribute('data-state') ?? null, null);
}

async function waitForState(d: Driver, state: string, timeoutMs: number): Promise<void> {
  await d.waitUntil((s: string) => document.querySelector('promptveil-overlay')?.getAttribute('data-state') === s, state, timeoutMs);
}

async function previewText(d: Driver): Promise<string> {
  await d.waitUntil(
    () => (document.querySelector('promptveil-overlay')?.shadowRoot?.querySelector('[data-testid="preview"]')?.textContent ?? '').length > 0,
    null,
    30_000,
  );
  return d.evaluate(
    () => document.querySelector('promptveil-overlay')?.shadowRoot?.querySelector('[data-testid="preview"]')?.textContent ?? '',
    null,
  );
}

async function waitForSends(d: Driver, host: string, count: number): Promise<Received[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mine = d.received().filter((r) => r.host === host);
    if (mine.length >= count) return mine;
    if (Date.now() > deadline) throw new Error(`${host}: ${mine.length} of ${count} sends arrived`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** What the composer of the replica (or the focused edit box) holds, as its own engine reports it. */
async function pageSaysEmpty(d: Driver, site: ReplicaSite): Promise<void> {
  await d.waitUntil(
    (sel: string) => {
      const el = document.querySelector(sel);
      if (!el) return false;
      return el instanceof HTMLTextAreaElement ? el.value === '' : (el.textContent ?? '').trim() === '';
    },
    site.composer,
    10_000,
  );
}

/**
 * The message is now being sent (Enter or a click just happened): it must be held for review (after the busy panel
 * while the models load, `coldMs`), nothing may have left; "Send sanitized" then sends exactly the preview.
 * Returns the text the server received.
 */
async function reviewAndSend(d: Driver, site: ReplicaSite, coldMs = 60_000): Promise<string> {
  const before = d.received().filter((r) => r.host === site.host).length;
  await waitForState(d, 'review', coldMs);
  const preview = await previewText(d);
  for (const o of Object.values(ORIGINALS)) expect(preview).not.toContain(o);
  expect(d.received().filter((r) => r.host === site.host)).toHaveLength(before);
  await d.clickOverlayButton('Send sanitized');
  const mine = await waitForSends(d, site.host, before + 1);
  const last = mine[before];
  if (!last) throw new Error('nothing received');
  const sent = textOf(last);
  // The engine's own model held exactly the reviewed text when the site sent it.
  expect(sent).toBe(preview);
  assertNoOriginals(d.received());
  await d.waitUntil(() => !document.querySelector('promptveil-overlay'), null, 10_000);
  return sent;
}

export interface SendPath {
  name: string;
  /** Only on sites with an edit box for earlier messages (ChatGPT, Claude). */
  needsEditBox?: boolean;
  run(d: Driver, site: ReplicaSite, ctx: { cold: boolean }): Promise<void>;
}

export const SEND_PATHS: readonly SendPath[] = [
  {
    name: 'Enter (the first message typed while the models are still loading, in a fresh browser)',
    async run(d, site, { cold }) {
      await d.click(site.composer);
      await d.type(`Please email ${ORIGINALS.email} about the invoice`);
      await d.press('Enter');
      if (cold) {
        // The engine is still loading its models (the browser started moments ago): the message waits in the busy
        // panel ("checking", then "loading the models"), and nothing is sent meanwhile. When the models come up
        // between two polls the busy panel may already have given way to the review (seen once in Firefox, session
        // 38): then the message is held there, which is what this path checks.
        await d.waitUntil(() => ['busy', 'review'].includes(document.querySelector('promptveil-overlay')?.getAttribute('data-state') ?? ''), null, 10_000);
        expect(d.received().filter((r) => r.host === site.host)).toHaveLength(0);
      }
      const sent = await reviewAndSend(d, site, 120_000);
      expect(sent).toMatch(/^Please email .+ about the invoice$/);
      await pageSaysEmpty(d, site);
    },
  },
  {
    name: "the site's send button (a second message in the same conversation)",
    async run(d, site) {
      await d.click(site.composer);
      await d.type(`Call me at ${ORIGINALS.phone} tomorrow`);
      await d.click(site.send);
      const sent = await reviewAndSend(d, site);
      expect(sent).toMatch(/^Call me at .+ tomorrow$/);
      await pageSaysEmpty(d, site);
    },
  },
  {
    name: 'Shift+Enter newlines, multi-paragraph text and a list, then Enter',
    async run(d, site) {
      await d.click(site.composer);
      await d.type('Notes for today');
      await d.press('Shift+Enter');
      // "- " starts a bullet list in ProseMirror and Quill (their markdown shortcuts); text elsewhere.
      await d.type(`- call ${ORIGINALS.phone}`);
      await d.press('Shift+Enter');
      await d.type(`mail ${ORIGINALS.email}`);
      await d.press('Enter');
      const sent = await reviewAndSend(d, site);
      const lines = sent.split('\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toBe('Notes for today');
      expect(lines[1]).toMatch(/^(- )?call \S/);
      expect(lines[2]).toMatch(/^mail \S/);
      await pageSaysEmpty(d, site);
    },
  },
  {
    name: 'a code block ("```", a newline inside it), then Enter',
    async run(d, site) {
      await d.click(site.composer);
      await d.type('```');
      await d.type(`curl -u ${ORIGINALS.email}:pw https://api.test/v1`);
      await d.press('Shift+Enter');
      await d.type('echo done');
      await d.press('Enter');
      const sent = await reviewAndSend(d, site);
      // Two lines: the code (a code block in ProseMirror; "```" stays text elsewhere) and the line after the newline.
      const lines = sent.split('\n');
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(/curl -u \S+:pw \S+$/);
      await pageSaysEmpty(d, site);
    },
  },
  {
    name: 'paste, then Enter',
    async run(d, site) {
      await d.click(site.composer);
      await d.paste(`My card is ${ORIGINALS.card}, charge it once`);
      await d.press('Enter');
      const sent = await reviewAndSend(d, site);
      expect(sent).toMatch(/^My card is .+, charge it once$/);
      await pageSaysEmpty(d, site);
    },
  },
  {
    name: 'an IME composition committed with Enter, then Enter',
    async run(d, site) {
      const before = d.received().filter((r) => r.host === site.host).length;
      await d.click(site.composer);
      await d.type(`Write to ${ORIGINALS.email} in `);
      await d.composeWithEnter('東京');
      // The Enter that committed the composition neither sent nor opened a review.
      await new Promise((r) => setTimeout(r, 300));
      expect(await overlayState(d)).toBeNull();
      expect(d.received().filter((r) => r.host === site.host)).toHaveLength(before);
      await d.type(' please');
      await d.press('Enter');
      const sent = await reviewAndSend(d, site);
      expect(sent).toMatch(/^Write to .+ in 東京 please$/);
      await pageSaysEmpty(d, site);
    },
  },
  {
    name: 'editing an earlier message, then Enter',
    needsEditBox: true,
    async run(d, site) {
      // The replicas' edit control on the last user message: ChatGPT "Edit message", Claude "Edit".
      await d.evaluate(() => {
        const buttons = [...document.querySelectorAll<HTMLButtonElement>('button')].filter((b) =>
          /^(edit|edit message)$/i.test((b.getAttribute('aria-label') ?? b.textContent ?? '').trim()),
        );
        buttons.at(-1)?.click();
      }, null);
      await d.waitUntil(() => document.activeElement instanceof HTMLTextAreaElement, null, 5_000);
      // Replace the earlier message's text with a new one, as a user would: select all, type.
      await d.evaluate(() => (document.activeElement as HTMLTextAreaElement).select(), null);
      await d.type(`Please write to ${ORIGINALS.email}`);
      await d.press('Enter');
      const sent = await reviewAndSend(d, site);
      expect(sent).toMatch(/write to \S+$/);
      const last = d.received().filter((r) => r.host === site.host).at(-1);
      expect(last && (JSON.parse(last.body) as { edit?: boolean }).edit).toBe(true);
    },
  },
  {
    name: 'a message with nothing private goes straight through, no review',
    async run(d, site) {
      const before = d.received().filter((r) => r.host === site.host).length;
      await d.click(site.composer);
      await d.type('Write a haiku about autumn leaves');
      await d.press('Enter');
      const mine = await waitForSends(d, site.host, before + 1);
      expect(mine[before] && textOf(mine[before])).toBe('Write a haiku about autumn leaves');
      expect(await overlayState(d)).toBeNull();
    },
  },
];

export async function runSendPaths(d: Driver, site: ReplicaSite, cold: boolean, hasEditBox: boolean): Promise<string[]> {
  const done: string[] = [];
  await d.open(site);
  try {
    for (const path of SEND_PATHS) {
      if (path.needsEditBox && !hasEditBox) continue;
      try {
        await path.run(d, site, { cold: cold && done.length === 0 });
      } catch (err) {
        // What the page showed at that moment (the overlay's state and text, the composer) says why.
        const seen = await d
          .evaluate(
            (sel: string) => {
              const o = document.querySelector('promptveil-overlay');
              const c = document.querySelector(sel);
              const composer = c instanceof HTMLTextAreaElement ? c.value : (c?.innerHTML ?? '');
              return `overlay ${o?.getAttribute('data-state') ?? 'none'}: ${[...(o?.shadowRoot?.children ?? [])]
                .filter((e) => e.tagName !== 'STYLE')
                .map((e) => e.textContent ?? '')
                .join(' ')
                .slice(0, 300)} | composer: ${composer.slice(0, 300)}`;
            },
            site.composer,
          )
          .catch(() => 'page gone');
        throw new Error(`${site.id}: "${path.name}" failed: ${err instanceof Error ? err.message : String(err)} [${seen}]`, { cause: err });
      }
      done.push(path.name);
    }
  } finally {
    await d.closePage();
  }
  return done;
}

/**
 * The page a send-path driver is bound to: a timed-out site's late steps then cannot touch the next site's page.
 * `current()` throws before `open` has set one.
 */
export function pageSlot<P>(): { set: (page: P) => void; current: () => P; get: () => P | null } {
  let page: P | null = null;
  return {
    set: (p) => {
      page = p;
    },
    current: () => {
      if (page === null) throw new Error('no page open');
      return page;
    },
    get: () => page,
  };
}

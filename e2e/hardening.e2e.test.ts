/**
 * Issue 11, the e2e half of hardening (see THREAT_MODEL.md T1, T5, T7):
 *  1. network watch — over a realistic session (two replica sites, review, send, popup and options opened) no
 *     extension context (service worker, offscreen document, its engine worker, extension pages) requests anything
 *     but its own chrome-extension:// files, and the replica server saw only the pages' GETs and /api/send POSTs;
 *  2. storage audit — after that session (pseudonym and redact modes, review record on) no message text, span text
 *     or original behind a replacement is in chrome.storage (local, session, sync), IndexedDB, localStorage,
 *     sessionStorage or CacheStorage of the extension origin;
 *  3. fault injection — engine worker crash mid-analysis, offscreen document destroyed mid-analysis, engine timeout,
 *     offscreen document closed between messages,
 *     storage write failure when charging the ledger, and (separate browsers) a missing or truncated model file:
 *     each ends with nothing sent and the overlay saying why; across the engine restarts the conversation's
 *     placeholder numbering continues ([EMAIL_1] keeps meaning one address, the next address gets [EMAIL_2]).
 * Faults are injected from outside the product: by patching chrome.* in the service worker through Playwright (the
 * patch lives only in that worker instance), by patching the engine worker over DevTools, or by loading a damaged
 * copy of dist/chrome. No test-only switch in the product is needed.
 */
import { cpSync, mkdtempSync, rmSync, truncateSync, unlinkSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type Settings } from '../src/protocol/settings.ts';
import { EXTENSION_DIR, launchExtension, type ExtensionHarness } from './fixtures.ts';
import { sentFrom, sleep, textOf } from './helpers.ts';
import { ChatPage } from './pages/chat-page.ts';
import { freePort, NetWatch } from './pages/net-watch.ts';
import { OptionsPage } from './pages/options-page.ts';
import { PopupPage } from './pages/popup-page.ts';
import { site } from './sites/catalog.ts';

const chatgpt = site('chatgpt-com');
const copilot = site('copilot-microsoft-com');
const deepseek = site('chat-deepseek-com');

/** Private facts used in the session; none of them may be stored anywhere. */
const PRIVATE = {
  email1: 'maria.lopez@example.org',
  card1: '4111 1111 1111 1111',
  diagnosis1: 'type 2 diabetes',
  email2: 'jonas.berg@example.com',
  card2: '5500 0000 0000 0004',
  diagnosis2: 'HIV positive',
} as const;

const MESSAGES = [
  `Please write to ${PRIVATE.email1} that my card ${PRIVATE.card1} was charged twice. I was diagnosed with ${PRIVATE.diagnosis1}.`,
  `Draft a note to ${PRIVATE.email2}: my test came back ${PRIVATE.diagnosis2} and I need to cancel card ${PRIVATE.card2}`,
] as const;

/** The service worker as it is now (Chrome may have restarted it since launch). */
function sw(h: ExtensionHarness): Worker {
  return (
    h.context.serviceWorkers().find((w) => w.url().startsWith(`chrome-extension://${h.extensionId}/`)) ?? h.serviceWorker
  );
}

async function setSettings(h: ExtensionHarness, patch: Partial<Settings>): Promise<void> {
  await sw(h).evaluate(async (s) => {
    await chrome.storage.local.set({ settings: s });
  }, { ...DEFAULT_SETTINGS, ...patch });
  // Content scripts follow chrome.storage.onChanged; give them a moment.
  await sleep(300);
}

/** Spans of every review held in chrome.storage.session right now (the texts the engine found). */
async function sessionSpanTexts(h: ExtensionHarness): Promise<string[]> {
  return sw(h).evaluate(async () => {
    const all = await chrome.storage.session.get(null);
    const out: string[] = [];
    for (const v of Object.values(all)) {
      const spans = (v as { spans?: { text?: unknown }[] } | null)?.spans ?? [];
      for (const s of spans) if (typeof s.text === 'string') out.push(s.text);
    }
    return out;
  });
}

/** Needles that are present in `haystack` (case-insensitive). */
function found(haystack: string, needles: Iterable<string>): string[] {
  const hay = haystack.toLowerCase();
  return [...new Set(needles)].filter((n) => n.trim().length > 0 && hay.includes(n.toLowerCase()));
}

/** chrome.storage local/session/sync through the service worker. */
async function dumpChromeStorage(h: ExtensionHarness): Promise<{ local: string; session: string; sync: string }> {
  return sw(h).evaluate(async () => ({
    local: JSON.stringify(await chrome.storage.local.get(null)),
    session: JSON.stringify(await chrome.storage.session.get(null)),
    sync: JSON.stringify(await chrome.storage.sync.get(null)),
  }));
}

/** IndexedDB (every database, store and record), localStorage, sessionStorage and CacheStorage of the extension origin. */
async function dumpOriginStorage(h: ExtensionHarness): Promise<string> {
  const page = await h.context.newPage();
  await page.goto(`chrome-extension://${h.extensionId}/options/options.html`);
  const dump = await page.evaluate(async () => {
    const idb: { db: string; store: string; records: unknown[] }[] = [];
    const names: string[] = [];
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      names.push(info.name);
      const db = await new Promise<IDBDatabase>((ok, fail) => {
        const req = indexedDB.open(info.name as string);
        req.onsuccess = () => ok(req.result);
        req.onerror = () => fail(req.error ?? new Error('open failed'));
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const records = await new Promise<unknown[]>((ok, fail) => {
          const req = db.transaction(store, 'readonly').objectStore(store).getAll();
          req.onsuccess = () => ok(req.result as unknown[]);
          req.onerror = () => fail(req.error ?? new Error('read failed'));
        });
        idb.push({ db: info.name, store, records });
      }
      db.close();
    }
    const cached: { cache: string; url: string; body: string }[] = [];
    for (const key of await caches.keys()) {
      const cache = await caches.open(key);
      for (const req of await cache.keys()) {
        const res = await cache.match(req);
        cached.push({ cache: key, url: req.url, body: res ? await res.text() : '' });
      }
    }
    return JSON.stringify({
      idbNames: names,
      idb,
      localStorage: { ...localStorage },
      sessionStorage: { ...sessionStorage },
      caches: cached,
    });
  });
  await page.close();
  return dump;
}

/** Types `text` into a chat page, presses Enter and waits for the review overlay. */
async function holdForReview(chat: ChatPage, text: string): Promise<void> {
  await chat.type(text);
  await chat.pressEnter();
  await chat.waitForOverlay('review');
  await chat.previewText();
}

describe('hardening: network, storage and faults in one browser', () => {
  let h: ExtensionHarness;
  let watch: NetWatch;
  /** Every private string of the session: message texts, known spans, and every span text the engine reported. */
  const needles = new Set<string>([...MESSAGES, ...Object.values(PRIVATE), PRIVATE.card1.replace(/ /g, ''), PRIVATE.card2.replace(/ /g, '')]);

  beforeAll(async () => {
    const port = await freePort();
    h = await launchExtension({ extraArgs: [`--remote-debugging-port=${port}`] });
    watch = await NetWatch.start(port);
  });
  afterAll(async () => {
    watch?.close();
    await h?.close();
  });

  it('intercept → review → send on two sites, popup and options: the extension makes no network request', async () => {
    await setSettings(h, { mode: 'pseudonym', record: { enabled: true, retentionDays: 90, requireReview: false } });
    // The models start loading at install (issue 9), possibly before the watch was attached: stop the engine so that
    // this session's load (offscreen document, worker, model fetch) happens under the watch.
    await sw(h).evaluate(async () => {
      if ((await chrome.runtime.getContexts({ contextTypes: [chrome.runtime.ContextType.OFFSCREEN_DOCUMENT] })).length)
        await chrome.offscreen.closeDocument();
    });

    const first = await ChatPage.openSite(h.context, chatgpt);
    await holdForReview(first, MESSAGES[0]);
    for (const t of await sessionSpanTexts(h)) needles.add(t);
    // The popup opened while a message is held: it reads the review and asks for a preview.
    const popup = await PopupPage.open(h.context, h.extensionId);
    await sleep(500);
    await popup.page.close();
    await first.clickButton('Send sanitized');
    await expect.poll(() => sentFrom(h, chatgpt.host).length, { timeout: 10_000 }).toBe(1);
    const sent1 = textOf(sentFrom(h, chatgpt.host)[0]);
    expect(found(sent1, [PRIVATE.email1, PRIVATE.card1])).toEqual([]);

    await setSettings(h, { mode: 'redact', record: { enabled: true, retentionDays: 90, requireReview: false } });
    const second = await ChatPage.openSite(h.context, copilot);
    await holdForReview(second, MESSAGES[1]);
    for (const t of await sessionSpanTexts(h)) needles.add(t);
    await second.clickButton('Send sanitized');
    await expect.poll(() => sentFrom(h, copilot.host).length, { timeout: 10_000 }).toBe(1);
    const sent2 = textOf(sentFrom(h, copilot.host)[0]);
    expect(found(sent2, [PRIVATE.email2, PRIVATE.card2])).toEqual([]);

    const options = await OptionsPage.open(h.context, h.extensionId);
    await sleep(500);
    await options.page.close();

    // The watch really covers the extension: the engine worker's model fetch is among what it saw.
    const root = `chrome-extension://${h.extensionId}/`;
    // An extension context: its target (service worker, offscreen document, worker, extension page) or the document
    // making the request is inside the extension.
    const fromExtension = watch.requests.filter((r) => r.targetUrl.startsWith(root) || r.documentUrl.startsWith(root));
    expect(fromExtension.some((r) => r.url === `${root}models/span-encoder.onnx` && r.targetType === 'worker'), 'engine worker seen').toBe(true);
    expect(fromExtension.some((r) => r.targetType === 'page' && r.url.startsWith(`${root}popup/`)), 'popup page seen').toBe(true);
    const targetTypes = new Set([...watch.targets.values()].filter((t) => t.url.startsWith(root)).map((t) => t.type));
    expect(targetTypes.has('service_worker'), 'service worker seen').toBe(true);
    expect([...watch.targets.values()].some((t) => t.url.startsWith(`${root}offscreen/offscreen.html`)), 'offscreen document seen').toBe(true);
    // Nothing from an extension context leaves the extension (blob:/data: URLs of its own are not network).
    const outside = fromExtension.filter(
      (r) => !r.url.startsWith(root) && !r.url.startsWith(`blob:${root}`) && !r.url.startsWith('data:'),
    );
    expect(outside).toEqual([]);
    // And every http(s) request any target made went to a replica page the test opened.
    const hosts = new Set([chatgpt.host, copilot.host]);
    const web = watch.requests.filter((r) => /^https?:/.test(r.url));
    expect(web.filter((r) => !hosts.has(new URL(r.url).hostname))).toEqual([]);
    expect(web.filter((r) => r.targetUrl.startsWith(root) || r.documentUrl.startsWith(root))).toEqual([]);

    // The replica server saw the pages' own GETs (and the browser's favicon look-ups) and the two sends, nothing else.
    const unexpected = h.server.requests.filter(
      (r) =>
        !(r.method === 'GET' && (r.path === '/' || r.path.startsWith('/c/') || r.path.startsWith('/replica/') || r.path === '/favicon.ico')) &&
        !(r.method === 'POST' && r.path === '/api/send'),
    );
    expect(unexpected).toEqual([]);
    expect(h.server.requests.filter((r) => r.method === 'POST')).toHaveLength(2);

    await first.page.close();
    await second.page.close();
  });

  it('storage audit: no message text, span text or replaced original is stored anywhere', async () => {
    // Runs after the session above (same browser). The review record was on, so it has entries (counts only): its
    // code path ran; and the ledger holds the ε of the sends.
    const local = JSON.parse((await dumpChromeStorage(h)).local) as Record<string, unknown>;
    expect(local).toHaveProperty('ledger');
    expect((local.reviewRecord as { entries?: unknown[] } | undefined)?.entries?.length).toBe(2);

    // Session storage held each tab's review (by design, issue 12: memory only); the tabs are closed now, and
    // chrome.tabs.onRemoved must have dropped them.
    await expect
      .poll(async () => found((await dumpChromeStorage(h)).session, needles), { timeout: 5000 })
      .toEqual([]);

    const storage = await dumpChromeStorage(h);
    expect(found(storage.local, needles), 'chrome.storage.local').toEqual([]);
    expect(found(storage.sync, needles), 'chrome.storage.sync').toEqual([]);
    expect(found(storage.session, needles), 'chrome.storage.session').toEqual([]);
    const origin = await dumpOriginStorage(h);
    expect(found(origin, needles), 'IndexedDB / localStorage / CacheStorage').toEqual([]);
    // Sanity: the needles include what the engine found, not only what the test planted.
    expect(needles.size).toBeGreaterThan(MESSAGES.length + Object.keys(PRIVATE).length);
  });

  it('the review kept in session storage is dropped when its tab closes', async () => {
    await setSettings(h, { mode: 'redact' });
    const chat = await ChatPage.openSite(h.context, deepseek);
    await holdForReview(chat, `Write to ${PRIVATE.email1} today`);
    expect(found((await dumpChromeStorage(h)).session, [PRIVATE.email1])).toEqual([PRIVATE.email1]);
    await chat.clickButton('Send sanitized');
    await expect.poll(() => sentFrom(h, deepseek.host).length, { timeout: 10_000 }).toBe(1);
    // FINDING (reported, not changed): after sending, the review stays in session storage — text included — as the
    // popup's "Last message" panel (issue 12) until the tab closes. It is memory-only; closing the tab clears it.
    await chat.page.close();
    await expect.poll(async () => found((await dumpChromeStorage(h)).session, [PRIVATE.email1]), { timeout: 5000 }).toEqual([]);
  });

  it("the detection level of the options page reaches the engine: thorough marks words balanced leaves", async () => {
    // (session 38: the two-head fact tagger finds the earlier example's facts at 'balanced' too; session 40: with the
    // GRU mixed in, the asylum denial told in Spanish is found at neither level; a line of written-more instead, as in
    // tests/cli/analyze.test.ts, with an email so the message is held either way)
    const text = 'Email from dana.k@example.com: her lawyer\'s letter says I have a "pattern of substance misuse" bc of a 2021 public intox citation.';
    for (const [detection, marked] of [['balanced', false], ['thorough', true]] as const) {
      await setSettings(h, { mode: 'redact', detection });
      const chat = await ChatPage.openSite(h.context, deepseek);
      await holdForReview(chat, text);
      const spans = await sessionSpanTexts(h);
      expect(spans).toContain('dana.k@example.com');
      expect(spans.some((t) => t.includes('substance misuse'))).toBe(marked);
      await chat.page.close();
      await expect.poll(async () => (await sessionSpanTexts(h)).length, { timeout: 5000 }).toBe(0);
    }
  });

  describe('faults', () => {
    let chat: ChatPage;
    let sentBefore = 0;

    beforeAll(async () => {
      await setSettings(h, { mode: 'redact' });
      chat = await ChatPage.openSite(h.context, deepseek);
    });

    /** Enter on `text`, expect the error overlay with `why` and nothing sent; then back to editing. */
    async function expectFailClosed(text: string, why: RegExp, timeout = 60_000): Promise<void> {
      sentBefore = sentFrom(h, deepseek.host).length;
      await chat.fill(text);
      await chat.pressEnter();
      await chat.waitForOverlay('error', timeout);
      const shown = await chat.overlayText();
      expect(shown).toContain('Nothing has been sent');
      expect(shown).toMatch(why);
      await sleep(300);
      expect(sentFrom(h, deepseek.host).length).toBe(sentBefore);
    }

    /**
     * After a fail-closed error: Retry reaches the review, and the sanitized text (without the email) is sent once.
     * Resolves to the text that was sent.
     */
    async function retryThenSendSanitized(): Promise<string> {
      await chat.clickButton('Retry');
      await chat.waitForOverlay('review');
      await chat.previewText();
      await chat.clickButton('Send sanitized');
      await expect.poll(() => sentFrom(h, deepseek.host).length, { timeout: 10_000 }).toBe(sentBefore + 1);
      const sent = textOf(sentFrom(h, deepseek.host)[sentBefore]);
      expect(sent).not.toContain(PRIVATE.email2);
      return sent;
    }

    /** Patches chrome.runtime.sendMessage in the service worker to misbehave on analyze requests containing a mark. */
    async function patchEngineChannel(marks: { crash?: string; hang?: string }): Promise<void> {
      await sw(h).evaluate((m) => {
        type Send = (msg: unknown) => Promise<unknown>;
        const g = globalThis as unknown as { pvOrigSend?: Send };
        const runtime = chrome.runtime as unknown as { sendMessage: Send };
        g.pvOrigSend ??= runtime.sendMessage.bind(chrome.runtime);
        const orig = g.pvOrigSend;
        runtime.sendMessage = (msg: unknown) => {
          const req = (msg as { target?: unknown; request?: { kind?: unknown; text?: unknown } } | null) ?? {};
          const text = req.target && req.request?.kind === 'analyze' && typeof req.request.text === 'string' ? req.request.text : '';
          if (m.crash && text.includes(m.crash)) {
            // The request reaches the offscreen document, then the document — and the engine worker in it — is
            // destroyed under it.
            const reply = orig(msg);
            void chrome.offscreen.closeDocument().catch(() => undefined);
            return reply;
          }
          if (m.hang && text.includes(m.hang)) return new Promise<unknown>(() => undefined);
          return orig(msg);
        };
      }, marks);
    }

    async function unpatchEngineChannel(): Promise<void> {
      await sw(h).evaluate(() => {
        const g = globalThis as unknown as { pvOrigSend?: unknown };
        if (g.pvOrigSend) (chrome.runtime as unknown as { sendMessage: unknown }).sendMessage = g.pvOrigSend;
      });
    }

    /**
     * Patches the running engine worker's message handler (over DevTools: Playwright does not reach workers of the
     * offscreen document) so that an analyze request containing `mark` throws (an uncaught error in the worker) or is
     * never answered (the analysis stays in progress).
     */
    async function patchEngineWorker(mark: string, action: 'throw' | 'hang'): Promise<void> {
      await expect
        .poll(() => [...watch.targets.values()].some((t) => t.type === 'worker' && t.url.includes('/assets/worker')))
        .toBe(true);
      const patched = await watch.evaluate(
        (url, type) => type === 'worker' && url.startsWith(`chrome-extension://${h.extensionId}/assets/worker`),
        `(() => {
          const handle = self.onmessage;
          self.onmessage = (ev) => {
            const r = ev.data && ev.data.request;
            if (r && r.kind === 'analyze' && String(r.text).includes(${JSON.stringify(mark)})) {
              if (${JSON.stringify(action)} === 'throw') throw new Error('injected worker crash');
              return undefined;
            }
            return handle.call(self, ev);
          };
          return true;
        })()`,
      );
      expect(patched).toBe(true);
    }

    it('engine worker crash mid-analysis: not sent, error shown; Retry then works on a fresh worker', async () => {
      await patchEngineWorker('workercrash', 'throw');
      await expectFailClosed(`workercrash: reach ${PRIVATE.email2} about the invoice`, /engine worker crashed: .*injected worker crash/);
      // The crashed worker was dropped; a retry starts a fresh (unpatched) one. This chat's first placeholder.
      expect(await retryThenSendSanitized()).toContain('[EMAIL_1]');
    });

    it('offscreen document destroyed mid-analysis: not sent, error shown; Retry then works on a fresh document', async () => {
      // The worker never answers the marked request, so the analysis is still in progress when the background
      // closes the document under it (without this, a warm engine could answer before the close lands: a race).
      await patchEngineWorker('crashmark', 'hang');
      await patchEngineChannel({ crash: 'crashmark' });
      await expectFailClosed(`crashmark: reach ${PRIVATE.email2} about the invoice`, /engine/i);
      await unpatchEngineChannel();
      // A new document, so a new engine worker with an empty vault: the same address keeps its placeholder, because
      // the page sends the stand-ins this conversation holds and the new engine adopts them.
      expect(await retryThenSendSanitized()).toContain('[EMAIL_1]');
    });

    it('offscreen document closed between messages: the next message is analysed by a recreated one, and the placeholder numbering continues', async () => {
      await sw(h).evaluate(async () => {
        await chrome.offscreen.closeDocument();
      });
      const before = sentFrom(h, deepseek.host).length;
      await chat.fill(`Forward this to ${PRIVATE.email1} please`);
      await chat.pressEnter();
      await chat.waitForOverlay('review');
      await chat.previewText();
      await chat.clickButton('Send sanitized');
      await expect.poll(() => sentFrom(h, deepseek.host).length, { timeout: 10_000 }).toBe(before + 1);
      const sent = textOf(sentFrom(h, deepseek.host)[before]);
      expect(sent).not.toContain(PRIVATE.email1);
      // [EMAIL_1] already stands for email2 in this conversation (the two sends above): the recreated engine's vault
      // starts empty, yet a different address must get [EMAIL_2], never [EMAIL_1] again.
      expect(sent).toContain('[EMAIL_2]');
      expect(sent).not.toContain('[EMAIL_1]');
    });

    it('storage write failure while charging the ledger (dp mode): not sent, error shown', async () => {
      await setSettings(h, { mode: 'dp' });
      await sw(h).evaluate(() => {
        type Set = (items: Record<string, unknown>) => Promise<void>;
        const g = globalThis as unknown as { pvOrigSet?: Set };
        const area = chrome.storage.local as unknown as { set: Set };
        g.pvOrigSet ??= area.set.bind(chrome.storage.local);
        area.set = () => Promise.reject(new Error('QUOTA_BYTES quota exceeded'));
      });
      try {
        const before = sentFrom(h, deepseek.host).length;
        const text = `Please email ${PRIVATE.email2} the results`;
        await chat.fill(text);
        await chat.pressEnter();
        await chat.waitForOverlay('review');
        await chat.previewText();
        await chat.clickButton('Send sanitized');
        await chat.waitForOverlay('error', 10_000);
        const shown = await chat.overlayText();
        expect(shown).toContain('Nothing has been sent');
        expect(shown).toMatch(/privacy cost.*quota/i);
        await sleep(300);
        expect(sentFrom(h, deepseek.host).length).toBe(before);
        // The composer got the original back, not the sanitized text.
        expect(await chat.composerText()).toBe(text);
      } finally {
        await sw(h).evaluate(() => {
          const g = globalThis as unknown as { pvOrigSet?: unknown };
          if (g.pvOrigSet) (chrome.storage.local as unknown as { set: unknown }).set = g.pvOrigSet;
        });
      }
      await chat.clickButton('Back to editing');
      await setSettings(h, { mode: 'redact' });
    });

    it('engine timeout (the engine never answers): not sent, error shown', async () => {
      await patchEngineChannel({ hang: 'hangmark' });
      // The service worker gives the engine 30 s (src/background/index.ts), the content script 45 s. The test shortens
      // the service worker's deadline to 4 s (a seam unpacked builds honour, src/background/offscreen-host.ts); the
      // path that fails closed is the same.
      await sw(h).evaluate(() => {
        (globalThis as unknown as { pvTestEngineTimeoutMs?: number }).pvTestEngineTimeoutMs = 4000;
      });
      try {
        await expectFailClosed(`hangmark: call ${PRIVATE.email1} now`, /did not answer within 4000 ms/i, 30_000);
      } finally {
        await sw(h).evaluate(() => {
          delete (globalThis as unknown as { pvTestEngineTimeoutMs?: number }).pvTestEngineTimeoutMs;
        });
        await unpatchEngineChannel();
      }
      await chat.clickButton('Back to editing');
    }, 60_000);
  });
});

/** A copy of the built extension with its span-encoder model removed or cut short. */
function brokenCopy(damage: 'missing' | 'truncated'): string {
  const dir = mkdtempSync(join(tmpdir(), `pv-ext-${damage}-`));
  cpSync(EXTENSION_DIR, dir, { recursive: true });
  const model = join(dir, 'models', 'span-encoder.onnx');
  if (damage === 'missing') unlinkSync(model);
  else truncateSync(model, Math.floor(statSync(model).size / 3));
  return dir;
}

describe.each(['missing', 'truncated'] as const)('hardening: model file %s', (damage) => {
  let h: ExtensionHarness;
  let dir: string;

  beforeAll(async () => {
    dir = brokenCopy(damage);
    h = await launchExtension({ extensionDir: dir });
  });
  afterAll(async () => {
    await h?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('holds the message and says the engine could not load; nothing reaches the server', async () => {
    const chat = await ChatPage.openSite(h.context, deepseek);
    await chat.type(`Please email ${PRIVATE.email1} about card ${PRIVATE.card1}`);
    await chat.pressEnter();
    await chat.waitForOverlay('error', 60_000);
    const shown = await chat.overlayText();
    expect(shown).toContain('Nothing has been sent');
    expect(shown).toContain('the on-device models could not be loaded');
    expect(shown).toMatch(damage === 'missing' ? /models\/span-encoder\.onnx is missing/ : /Failed to load model/);
    await sleep(500);
    expect(h.server.received).toEqual([]);
    expect(h.server.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });
});

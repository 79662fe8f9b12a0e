/**
 * Content script: holds the user's message at the moment of sending (Enter in the capture phase, the send button,
 * form submission), has the engine analyse it, shows the review overlay, and sends only what the user approved.
 * Fail closed: if analysis fails or times out, nothing is sent unless the user explicitly chooses to.
 */
import type { AnalyzeReply, ContentRequest, SanitizeReply } from '../protocol/content.ts';
import { DEFAULT_SETTINGS, parseSettings, type Settings } from '../protocol/settings.ts';
import type { Span } from '../engine/types.ts';
import { composerOf, findComposer, findSendButton, readComposer, writeComposer, type Composer } from './composer.ts';
import { Overlay } from './overlay.ts';
import { adapterFor } from './sites/index.ts';

const site = adapterFor(location.hostname);
const overlay = new Overlay();
/** First use loads the models; afterwards analysis takes milliseconds. Past this the message is held, not sent. */
const ANALYZE_TIMEOUT_MS = 45_000;

let settings: Settings = { ...DEFAULT_SETTINGS };
let passThrough = false;
let busy = false;

async function refreshSettings(): Promise<void> {
  try {
    settings = parseSettings((await chrome.storage.local.get('settings')).settings ?? DEFAULT_SETTINGS);
  } catch {
    settings = { ...DEFAULT_SETTINGS };
  }
}
void refreshSettings();
chrome.storage.onChanged.addListener((changes) => {
  if ('settings' in changes) void refreshSettings();
});

function request<T>(msg: ContentRequest, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer from the engine within ${Math.round(timeoutMs / 1000)} s`)), timeoutMs);
    chrome.runtime.sendMessage(msg).then(
      (reply: T) => {
        clearTimeout(timer);
        resolve(reply);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err instanceof Error ? err : new Error(String(err)));
      },
    );
  });
}

function enabledHere(): boolean {
  return !settings.disabledSites.includes(site.id);
}

/** Puts `text` in the composer and triggers the site's own send path, bypassing our interception once. */
function submit(composer: Composer, text: string): void {
  if (readComposer(composer) !== text) writeComposer(composer, text);
  passThrough = true;
  try {
    // Let the site's editor process the input event (and enable its send button) before sending.
    const button = findSendButton(site);
    if (button && !(button as HTMLButtonElement).disabled && button.getAttribute('aria-disabled') !== 'true') {
      button.click();
    } else {
      composer.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', keyCode: 13, bubbles: true, cancelable: true }));
    }
  } finally {
    passThrough = false;
  }
}

async function sanitize(text: string, spans: Span[]): Promise<string> {
  const reply = await request<SanitizeReply>(
    { type: 'pv/sanitize', text, spans, mode: settings.mode, epsilon: settings.epsilon, conversationId: location.pathname },
    ANALYZE_TIMEOUT_MS,
  );
  if (!reply.ok) throw new Error(reply.error);
  return reply.value.sanitized;
}

async function review(composer: Composer): Promise<void> {
  const text = readComposer(composer);
  busy = true;
  const done = (): void => {
    busy = false;
    overlay.close();
  };
  overlay.showBusy('Checking your message for private details…');
  try {
    const reply = await request<AnalyzeReply>({ type: 'pv/analyze', text }, ANALYZE_TIMEOUT_MS);
    if (!reply.ok) throw new Error(reply.error);
    const spans = reply.value.spans;
    if (spans.length === 0 && !settings.reviewAlways) {
      done();
      submit(composer, text);
      return;
    }
    overlay.showReview(text, spans, {
      preview: (chosen) => sanitize(text, chosen),
      send: (choice) => {
        done();
        submit(composer, choice.sanitized);
      },
      cancel: () => {
        done();
        composer.focus();
      },
    });
  } catch (err) {
    overlay.showError(err instanceof Error ? err.message : String(err), {
      retry: () => void review(composer),
      sendOriginal: () => {
        done();
        submit(composer, text);
      },
      cancel: () => {
        done();
        composer.focus();
      },
    });
  }
}

function intercept(ev: Event, composer: Composer | null): void {
  if (!composer || !enabledHere()) return;
  const text = readComposer(composer);
  if (!text.trim()) return;
  ev.preventDefault();
  ev.stopImmediatePropagation();
  if (!busy) void review(composer);
}

document.addEventListener(
  'keydown',
  (ev) => {
    if (passThrough || ev.key !== 'Enter' || ev.shiftKey || ev.isComposing || ev.keyCode === 229) return;
    intercept(ev, composerOf(site, ev.target));
  },
  true,
);

document.addEventListener(
  'click',
  (ev) => {
    if (passThrough) return;
    const button = findSendButton(site);
    if (!button || !(ev.target instanceof Node) || !button.contains(ev.target)) return;
    intercept(ev, findComposer(site));
  },
  true,
);

document.addEventListener(
  'submit',
  (ev) => {
    if (passThrough) return;
    const form = ev.target instanceof HTMLFormElement ? ev.target : null;
    const composer = findComposer(site);
    if (form && composer && form.contains(composer)) intercept(ev, composer);
  },
  true,
);

/** Health check: tell the background (badge) when this site's composer cannot be found after the page settles. */
setTimeout(() => {
  const msg: ContentRequest = { type: 'pv/health', siteId: site.id, composer: findComposer(site) !== null, send: findSendButton(site) !== null };
  chrome.runtime.sendMessage(msg).catch(() => undefined);
}, 3000);

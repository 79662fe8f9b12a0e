/**
 * Content script: holds the user's message at the moment of sending (Enter in the capture phase, the send button,
 * form submission), has the engine analyse it, shows the review overlay, and sends only what the user approved.
 * Fail closed: if analysis fails, times out, or the sanitized text cannot be written into the editor, nothing is sent
 * unless the user explicitly chooses to. Message text is never logged or stored.
 */
import { DEFAULT_SETTINGS, isSiteEnabled, parseSettings, type Settings } from '../protocol/settings.ts';
import {
  composerForSend,
  composerOf,
  editSendOf,
  editTargetOf,
  findComposer,
  isSendEnabled,
  isTextField,
  mainTarget,
  readComposer,
  sendButtonOf,
  writeComposer,
  type Target,
} from './composer.ts';
import type { CommitReply, ContentReply } from '../protocol/content.ts';
import type { StatusResult } from '../protocol/engine.ts';
import { analyze, clearAnalysisCache, request, sanitize } from './engine-client.ts';
import { checkSendControl, startHealthCheck } from './health.ts';
import { Overlay, type BusyController, type ReviewChoice, type ReviewController } from './overlay.ts';
import { NetworkGuard } from './guard.ts';
import { ReviewSync } from './review-sync.ts';
import { Rehydrator } from './rehydrate.ts';
import { issuedStandIns, StandInMemory } from './stand-ins.ts';
import { adapterFor } from './sites/index.ts';

const site = adapterFor(location.hostname);
const overlay = new Overlay();
const rehydrator = new Rehydrator(site);
/** Per conversation, the stand-ins the engine issued: sent with each sanitize so a restarted engine continues them. */
const standIns = new StandInMemory();
/** Analysis faster than this shows no "checking" panel at all (no flash on the trusted path). */
const BUSY_DELAY_MS = 200;
/** Past this, the wait is the models loading (first use after the browser started), and the panel says so. */
const LOADING_HINT_MS = 1500;
/** How long a written message may take to enable the site's send control. */
const SEND_READY_MS = 1500;

let settings: Settings = { ...DEFAULT_SETTINGS };
/** The network guard's content-script half (guard.ts): arms the main-world wrappers with the protected originals. */
const guard = new NetworkGuard(() => enabledHere());
/** True while we trigger the site's own send: our listeners let that one event through. */
let passThrough = false;
/** The message currently held; a new hold supersedes (cancels) an older one. */
let hold: { id: number; target: Target; text: string; sync: ReviewSync | null } | null = null;
let nextHoldId = 1;

async function refreshSettings(): Promise<void> {
  try {
    settings = parseSettings((await chrome.storage.local.get('settings')).settings ?? DEFAULT_SETTINGS);
  } catch {
    settings = { ...DEFAULT_SETTINGS };
  }
}
chrome.storage.onChanged.addListener((changes) => {
  if ('settings' in changes) {
    clearAnalysisCache();
    void refreshSettings();
  }
});

function enabledHere(): boolean {
  // Switched off by site id (built-in sites) or by host name (sites the user added).
  return isSiteEnabled(settings, site.id, location.hostname);
}

const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const nextFrame = (): Promise<void> => new Promise((r) => requestAnimationFrame(() => r()));

/** Polls `ready` every 25 ms (after a first animation frame) until it holds or `ms` pass. */
async function waitFor(ready: () => boolean, ms: number): Promise<boolean> {
  await nextFrame();
  const deadline = performance.now() + ms;
  while (!ready()) {
    if (performance.now() >= deadline) return false;
    await sleep(25);
  }
  return true;
}

const sendReady = (target: Target): boolean => {
  const button = target.send();
  return button !== null && isSendEnabled(button);
};

/**
 * Puts `text` in the composer (if it is not already there), runs `beforeSend` (the ledger commit), and triggers the
 * site's own send path, bypassing our interception for that one event. Throws, having sent nothing, when the editor
 * does not provably hold `text`; resolves false when `beforeSend` declines. Either way the composer then holds
 * `original` again, as far as the editor allows.
 */
async function submit(
  target: Target,
  text: string,
  original: string,
  beforeSend: () => Promise<boolean> = () => Promise.resolve(true),
): Promise<boolean> {
  const { composer } = target;
  if (readComposer(composer) !== text) {
    try {
      if (target.sendDisabledWhenEmpty) {
        // Prove the editor's own model follows our writes: emptied, the site must turn its send control off. An
        // editor that ignored us would still hold (and send) the original text the DOM no longer shows.
        if (!(await writeComposer(composer, '')) || !(await waitFor(() => !sendReady(target), SEND_READY_MS)))
          throw new Error(`${site.name}'s editor did not register PromptVeil's edit, so nothing was sent.`);
      }
      if (!(await writeComposer(composer, text)))
        throw new Error('PromptVeil could not write the sanitized text into the message box.');
      // Let the site's framework see the input and enable its send control.
      await waitFor(() => sendReady(target), SEND_READY_MS);
    } catch (err) {
      await writeComposer(composer, original);
      throw err;
    }
  }
  // Charged only now that the text is in place, so a failed write costs no ε; declined, the original comes back.
  let go: boolean;
  try {
    go = await beforeSend();
  } catch (err) {
    if (readComposer(composer) !== original) await writeComposer(composer, original);
    throw err;
  }
  if (!go) {
    if (readComposer(composer) !== original) await writeComposer(composer, original);
    return false;
  }
  // Last look before anything leaves: the editor must hold exactly the approved text.
  if (!composer.isConnected || readComposer(composer) !== text)
    throw new Error('The message box changed before sending; nothing was sent.');
  const button = target.send();
  passThrough = true;
  try {
    if (button && isSendEnabled(button)) {
      button.click();
    } else if (isTextField(composer) && composer.form) {
      composer.form.requestSubmit();
    } else {
      composer.dispatchEvent(
        new KeyboardEvent('keydown', {
          key: 'Enter',
          code: 'Enter',
          keyCode: 13,
          which: 13,
          bubbles: true,
          cancelable: true,
        }),
      );
    }
  } finally {
    passThrough = false;
  }
  return true;
}

function release(id: number, restoreFocus = true): void {
  if (hold?.id !== id) return;
  guard.endReview();
  hold.sync?.close('cancelled', null);
  hold = null;
  overlay.close(restoreFocus);
}

/**
 * Charges the result's ε to the ledger (the background holds it under `token`); a message that would pass the daily
 * cap waits for the user's confirmation. Resolves true when the message may be sent.
 */
async function commitBudget(id: number, token: string | undefined, overCapConfirmed: boolean): Promise<boolean> {
  // No token: nothing was sanitized (the user unticked every span), so nothing is charged.
  if (token === undefined) return true;
  const reply = await request<CommitReply>({ type: 'pv/commit', token, overCapConfirmed });
  if (!reply.ok) throw new Error(`PromptVeil could not record this message's privacy cost: ${reply.error}`);
  if (reply.value.recorded) return true;
  const over = reply.value.overCap;
  if (!over) throw new Error("PromptVeil could not record this message's privacy cost.");
  return new Promise<boolean>((resolve, reject) => {
    overlay.showOverCap(over, {
      confirm: () => {
        overlay.close(false);
        commitBudget(id, token, true).then(resolve, reject);
      },
      cancel: () => {
        release(id);
        resolve(false);
      },
    });
  });
}

async function sendApproved(
  id: number,
  target: Target,
  text: string,
  choice: ReviewChoice,
  conversation: string,
): Promise<void> {
  if (hold?.id !== id) return;
  const sync = hold.sync;
  overlay.close(false);
  try {
    const sent = await submit(target, choice.sanitized, text, async () => {
      const approved = await commitBudget(id, choice.token, false);
      // The replaced originals stay guarded in this conversation; the approved text itself must pass.
      if (approved && hold?.id === id)
        guard.approve(
          choice.sanitized,
          choice.replacements.map((r) => ({ original: text.slice(r.start, r.end), category: r.category })),
        );
      return approved && hold?.id === id;
    });
    if (!sent) return;
    rehydrator.remember(conversation, text, choice.replacements);
    sync?.close('sent', choice.epsilon);
    if (hold?.id === id) hold = null;
  } catch (err) {
    failed(id, target, text, err);
  }
}

async function sendOriginal(id: number, target: Target, text: string): Promise<void> {
  if (hold?.id !== id) return;
  overlay.close(false);
  // The user's explicit choice: what this message contains is no longer guarded.
  guard.allow(text);
  try {
    await submit(target, text, text);
    hold = null;
  } catch (err) {
    failed(id, target, text, err);
  }
}

function failed(id: number, target: Target, text: string, err: unknown): void {
  if (hold?.id !== id) return;
  // Whatever review was open is over; a retry opens a new one.
  guard.endReview();
  hold.sync?.close('cancelled', null);
  hold.sync = null;
  overlay.showError(err instanceof Error ? err.message : String(err), {
    retry: () => {
      release(id, false);
      start(target, text);
    },
    sendOriginal: () => void sendOriginal(id, target, text),
    cancel: () => release(id),
  });
}

const LOADING_TEXT =
  'Loading the on-device models (first use after the browser starts). Your message waits here; nothing is sent yet.';
/** How often the busy panel asks the engine how far the model load is. */
const PROGRESS_POLL_MS = 150;
/** The worker's load stages, as the progress bar's label says them. */
const STAGE_LABELS: Record<string, string> = {
  starting: 'the engine',
  'execution provider': 'the engine (looking for a GPU)',
  onnxruntime: 'ONNX Runtime',
  prototypes: 'the category prototypes',
  'span encoder': 'the span encoder model',
  chunker: 'the sentence splitter',
};

/**
 * While hold `id` waits for its analysis: after BUSY_DELAY_MS a busy panel, whose bar shows the model load's real
 * progress (polled from the engine) while the models load. `clear` stops it all.
 */
function watchLoad(id: number): { clear: () => void } {
  let stopped = false;
  let poll: ReturnType<typeof setTimeout> | undefined;
  const pollStatus = async (panel: BusyController): Promise<void> => {
    if (stopped || hold?.id !== id || overlay.state !== 'busy') return;
    try {
      const reply = await request<ContentReply<StatusResult>>({ type: 'pv/status' }, 2_000);
      if (stopped || hold?.id !== id || overlay.state !== 'busy') return;
      if (reply.ok && reply.value.state === 'loading') {
        panel.message(LOADING_TEXT);
        const stage = reply.value.stage ?? 'starting';
        panel.progress(reply.value.progress, STAGE_LABELS[stage] ?? stage);
      }
    } catch {
      // No status: the panel keeps its indeterminate bar; the analysis has its own deadline.
    }
    if (!stopped) poll = setTimeout(() => void pollStatus(panel), PROGRESS_POLL_MS);
  };
  const timers = [
    setTimeout(() => {
      if (hold?.id !== id) return;
      const panel = overlay.showBusy('Checking your message for private details on this device…', () => release(id));
      void pollStatus(panel);
    }, BUSY_DELAY_MS),
    setTimeout(() => {
      if (hold?.id === id && overlay.state === 'busy') overlay.showBusyMessage(LOADING_TEXT);
    }, LOADING_HINT_MS),
  ];
  return {
    clear: () => {
      stopped = true;
      clearTimeout(poll);
      timers.forEach((t) => clearTimeout(t));
    },
  };
}

/** Holds `text`, analyses it and either sends it straight through (nothing private) or opens the review. */
function start(target: Target, text: string): void {
  const id = nextHoldId++;
  hold = { id, target, text, sync: null };
  if (!target.edit) checkSendControl(site);
  const busy = watchLoad(id);
  // The mode and ε of this review are the settings as stored now (re-read alongside the analysis), not as the last
  // storage.onChanged event left them: a change made just before Enter applies to this message.
  void Promise.all([analyze(text), refreshSettings()]).then(
    async ([analysis]) => {
      busy.clear();
      if (hold?.id !== id) return;
      if (analysis.spans.length === 0 && !settings.reviewAlways) {
        // Trusted path: nothing private, no overlay, straight to the site's send.
        overlay.close(false);
        try {
          await submit(target, text, text);
          hold = null;
        } catch (err) {
          failed(id, target, text, err);
        }
        return;
      }
      // One name for this conversation in the engine (placeholder numbering) and in reply rehydration.
      const conversation = rehydrator.conversation(location.pathname);
      // While the review is open, the page sends nothing that carries what it found.
      guard.underReview(analysis.spans.map((s) => ({ original: s.text, category: s.category })));
      let controller: ReviewController | null = null;
      // The popup shows (and may edit) the same review; its edits arrive through the sync.
      const sync = ReviewSync.open(
        {
          siteId: site.id,
          text,
          domain: analysis.domain,
          spans: analysis.spans,
          mode: settings.mode,
          epsilon: settings.epsilon,
          priors: standIns.priors(conversation),
        },
        (snapshot) => controller?.replace(snapshot),
        () => standIns.priors(conversation),
      );
      hold.sync = sync;
      controller = overlay.showReview(
        { text, spans: analysis.spans, mode: settings.mode, epsilon: settings.epsilon },
        {
          sanitize: async (spans) => {
            const result = await sanitize(text, spans, {
              mode: settings.mode,
              epsilon: settings.epsilon,
              conversationId: conversation,
              priors: standIns.priors(conversation),
            });
            // Everything the vault issued, sent or not: a restarted engine then issues what this one would have.
            const issued = issuedStandIns(text, result);
            const held = new Set(standIns.priors(conversation).map((p) => `${p.replacement}\n${p.original}`));
            standIns.record(conversation, issued);
            // The popup's preview numbers as this conversation does: told whenever the vault issued a new stand-in.
            if (issued.some((p) => !held.has(`${p.replacement}\n${p.original}`)))
              sync.priors(standIns.priors(conversation));
            return result;
          },
          send: (choice) => void sendApproved(id, target, text, choice, conversation),
          cancel: () => release(id),
          fail: (err) => failed(id, target, text, err),
          changed: (snapshot) => sync.update(snapshot),
        },
      );
    },
    (err: unknown) => {
      busy.clear();
      failed(id, target, text, err);
    },
  );
}

function intercept(ev: Event, target: Target | null): void {
  if (passThrough || !target || !enabledHere()) return;
  const text = readComposer(target.composer);
  // An empty composer sends nothing anyway; let the site do whatever it does.
  if (!text.trim()) return;
  ev.preventDefault();
  ev.stopImmediatePropagation();
  // While a message is held, further attempts to send are swallowed, never let through.
  if (hold) return;
  start(target, text);
}

// Window, capture phase: the earliest point a content script can reach, before the site's own handlers on the
// composer, the document or the button.
window.addEventListener(
  'keydown',
  (ev) => {
    if (ev.key !== 'Enter' || ev.shiftKey || ev.isComposing || ev.keyCode === 229) return;
    const composer = composerOf(site, ev.target);
    // The main composer, or the edit box of an earlier message (edited and sent again).
    intercept(ev, composer ? mainTarget(site, composer) : editTargetOf(site, ev.target));
  },
  true,
);

window.addEventListener(
  'click',
  (ev) => {
    if (passThrough) return;
    const button = sendButtonOf(site, ev.target);
    if (button) {
      const composer = composerForSend(site, button);
      intercept(ev, composer ? mainTarget(site, composer) : null);
      return;
    }
    // An earlier message's edit box: its own send ("Send", "Save") resends the edited text.
    const edit = editSendOf(site, ev.target);
    if (edit) intercept(ev, edit);
  },
  true,
);

window.addEventListener(
  'submit',
  (ev) => {
    if (passThrough) return;
    const form = ev.target instanceof HTMLFormElement ? ev.target : null;
    const composer = findComposer(site);
    if (form && composer && form.contains(composer)) {
      intercept(ev, mainTarget(site, composer));
      return;
    }
    // An edit box inside a form of its own.
    const edit = form ? editTargetOf(site, form.querySelector('textarea, [contenteditable="true"]')) : null;
    if (edit && form?.contains(edit.composer)) intercept(ev, edit);
  },
  true,
);

// Pasted text is analysed as it arrives, so pressing Enter right after finds the analysis done (cached by text).
window.addEventListener(
  'paste',
  (ev) => {
    const composer = composerOf(site, ev.target) ?? editTargetOf(site, ev.target)?.composer;
    if (!composer || !enabledHere()) return;
    // After the editor has inserted the paste: analyse the whole message as it will be sent.
    setTimeout(() => {
      const text = readComposer(composer);
      if (text.trim()) analyze(text).catch(() => undefined);
    }, 0);
  },
  true,
);

// Warm the engine (offscreen document, worker, models) as soon as a chat page with PromptVeil on it opens, so the models
// are loading (or already warm) while the user types. A status request starts the load without waiting for it.
let warmed = false;
function warm(): void {
  if (warmed || !enabledHere()) return;
  warmed = true;
  request({ type: 'pv/status' }, 10_000).catch(() => {
    warmed = false;
  });
}
window.addEventListener(
  'focusin',
  (ev) => {
    if (composerOf(site, ev.target)) warm();
  },
  true,
);
// Settings load asynchronously; a switched-off site must not start the engine.
void refreshSettings().then(warm);

startHealthCheck(site, enabledHere);

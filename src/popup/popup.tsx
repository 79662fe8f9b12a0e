/**
 * The popup: this tab's state, the held message's spans (shared with the in-page overlay), mode and ε with a live
 * preview, the per-site switch and the ledger. The tab is the active tab of the window, or `?tab=<id>` (the e2e
 * suite opens the popup as a page and names the chat tab).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { LedgerState } from '../engine/dp/index.ts';
import type { SanitizeMode } from '../engine/pipeline.ts';
import type { PreviewResult, TabState } from '../protocol/popup.ts';
import { reviewKey, type ReviewState } from '../protocol/review.ts';
import type { Settings } from '../protocol/settings.ts';
import { EPSILON_STEPS, explainEpsilon, MODE_LABELS, nearestStep, USER_MODES } from '../ui/labels.ts';
import { ask, errorText } from '../ui/messaging.ts';
import { Switch } from '../ui/switch.tsx';
import { useSettings, useStored } from '../ui/use-settings.ts';
import { dayKey, LedgerChart, ledgerView } from './ledger-chart.tsx';
import { ReviewPanel } from './review-panel.tsx';

const PREVIEW_DEBOUNCE_MS = 250;
const PREVIEW_RETRIES = 5;
const PREVIEW_RETRY_MS = 2000;
const LOADING_POLL_MS = 1000;
const REFRESH_MS = 3000;

function useTabId(): number | null {
  const [tabId, setTabId] = useState<number | null>(null);
  useEffect(() => {
    const param = new URLSearchParams(location.search).get('tab');
    if (param !== null && /^\d+$/.test(param)) {
      setTabId(Number(param));
      return;
    }
    chrome.tabs.query({ active: true, currentWindow: true }).then(
      (tabs) => setTabId(tabs[0]?.id ?? -1),
      () => setTabId(-1),
    );
  }, []);
  return tabId;
}

function parseReview(v: unknown): ReviewState | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Partial<ReviewState>;
  return typeof r.reviewId === 'string' && typeof r.text === 'string' && Array.isArray(r.spans)
    ? (v as ReviewState)
    : null;
}

function parseLedger(v: unknown): LedgerState | null {
  return typeof v === 'object' && v !== null && typeof (v as { days?: unknown }).days === 'object'
    ? (v as LedgerState)
    : null;
}

function useTabState(
  tabId: number | null,
  settings: Settings | null,
): { state: TabState | null; problem: string | null } {
  const [state, setState] = useState<TabState | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (tabId === null) return undefined;
    let alive = true;
    ask({ type: 'pv/ui/tab-state', tabId }).then(
      (s) => {
        if (!alive) return;
        setState(s);
        setProblem(null);
      },
      (err: unknown) => alive && setProblem(errorText(err)),
    );
    return () => {
      alive = false;
    };
  }, [tabId, settings, tick]);
  // Ask again every second while the engine loads (its progress), and every few seconds otherwise (adapter health
  // and engine state can change while the popup is open).
  useEffect(() => {
    if (!state) return undefined;
    const t = setTimeout(() => setTick((n) => n + 1), state.engine.state === 'loading' ? LOADING_POLL_MS : REFRESH_MS);
    return () => clearTimeout(t);
  }, [state]);
  return { state, problem };
}

function EngineLine({ engine }: { engine: TabState['engine'] }) {
  if (engine.state === 'loading') {
    const pct = Math.round(engine.progress * 100);
    return (
      <div data-testid="engine-state" data-state="loading">
        <label>
          <span>
            Loading the on-device engine… {pct}%{engine.stage && engine.stage !== 'starting' ? ` (${engine.stage})` : ''}
          </span>
          <progress max={100} value={pct} />
        </label>
      </div>
    );
  }
  if (engine.state === 'error') {
    return (
      <p data-testid="engine-state" data-state="error" class="status-bad">
        Engine error: {engine.error ?? 'unknown'}. Messages are held, never sent unchecked.
      </p>
    );
  }
  return (
    <p data-testid="engine-state" data-state="ready" class="status-ok">
      Engine ready ({engine.backend}).
      {engine.warning && (
        <span class="small muted" data-testid="engine-warning">
          {' '}
          {engine.warning}
        </span>
      )}
    </p>
  );
}

function TabPanel({
  tab,
  settings,
  update,
}: {
  tab: TabState;
  settings: Settings;
  update: (p: Partial<Settings>) => Promise<boolean>;
}) {
  const key = tab.support === 'custom' ? tab.host : tab.siteId;
  const enabledSetting = key !== null && !settings.disabledSites.includes(key);
  const toggle = (on: boolean): void => {
    if (key === null) return;
    void update({
      disabledSites: on ? settings.disabledSites.filter((s) => s !== key) : [...settings.disabledSites, key],
    });
  };
  return (
    <section aria-labelledby="tab-h" class="panel" data-testid="tab-panel" data-support={tab.support}>
      <h2 id="tab-h">{tab.support === 'restricted' ? 'This page' : tab.siteName}</h2>
      {tab.support === 'builtin' && <p class="small">A supported chat site.</p>}
      {tab.support === 'custom' && <p class="small">A site you added.</p>}
      {tab.support === 'none' && (
        <p class="small">
          PromptVeil does not act on {tab.host}.{' '}
          <button type="button" class="link" onClick={() => void chrome.runtime.openOptionsPage()}>
            Add it in the options
          </button>
        </p>
      )}
      {tab.support === 'restricted' && (
        <p class="small muted">
          PromptVeil cannot work on this page (a browser page, or one it has no permission to read).
        </p>
      )}
      {(tab.support === 'builtin' || tab.support === 'custom') && (
        <>
          <Switch
            checked={enabledSetting}
            label={`Protect messages on ${tab.siteName}`}
            onChange={toggle}
            testId="site-switch"
          />
          {tab.permissionMissing && (
            <p class="status-bad small">
              Permission for this site was removed in the browser; add the site again in the options.
            </p>
          )}
          {tab.health === null ? (
            <p class="small muted" data-testid="adapter-health" data-health="unknown">
              The page has not reported yet (reload the tab if it was open before PromptVeil started).
            </p>
          ) : tab.health.composer ? (
            <p class="small status-ok" data-testid="adapter-health" data-health="ok">
              Message box found
              {tab.health.send ? ' and send button found.' : '; send button not found (Enter still works).'}
            </p>
          ) : (
            <p class="small status-bad" data-testid="adapter-health" data-health="broken">
              PromptVeil cannot find the message box on this page; the site may have changed. Messages may not be
              checked.
            </p>
          )}
        </>
      )}
      <EngineLine engine={tab.engine} />
    </section>
  );
}

function PrivacyPanel({
  settings,
  update,
  review,
  tabId,
  engineReady,
}: {
  settings: Settings;
  update: (p: Partial<Settings>) => Promise<boolean>;
  review: ReviewState | null;
  tabId: number;
  /** The engine became ready: a preview that failed while it loaded is asked for again. */
  engineReady: boolean;
}) {
  const [retry, setRetry] = useState(0);
  // The slider's position while the user moves it; otherwise it follows the stored ε (which another page may change).
  // Derived rather than copied by an effect: an effect would run late and undo a quick second key press.
  const [moving, setMoving] = useState<number | null>(null);
  const step = moving ?? nearestStep(settings.epsilon);
  const [preview, setPreview] = useState<PreviewResult | null>(null);
  const [previewProblem, setPreviewProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const generation = useRef(0);
  const retries = useRef(0);
  // At rest the stored ε is shown as it is (the options page allows values between the slider's steps).
  const epsilon = moving !== null ? (EPSILON_STEPS[moving] ?? settings.epsilon) : settings.epsilon;
  const mode: SanitizeMode = settings.mode;
  const reviewId = review?.reviewId ?? null;
  const revision = review?.revision ?? -1;
  useEffect(() => {
    const mine = ++generation.current;
    setBusy(true);
    const t = setTimeout(() => {
      ask({ type: 'pv/ui/preview', tabId, reviewId, mode, epsilon }).then(
        (r) => {
          if (mine !== generation.current) return;
          setPreview(r);
          setPreviewProblem(null);
          setBusy(false);
        },
        (err: unknown) => {
          if (mine !== generation.current) return;
          setPreview(null);
          setPreviewProblem(errorText(err));
          setBusy(false);
          // The engine may still be loading or busy: try again a few times before leaving the reason on screen.
          if (retries.current < PREVIEW_RETRIES) {
            retries.current++;
            setTimeout(() => setRetry((n) => n + 1), PREVIEW_RETRY_MS);
          }
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [tabId, reviewId, revision, mode, epsilon, engineReady, retry]);
  // A new question (other message, mode or ε) gets its own retries.
  useEffect(() => {
    retries.current = 0;
  }, [tabId, reviewId, revision, mode, epsilon, engineReady]);
  const modes = USER_MODES.includes(mode) ? USER_MODES : [...USER_MODES, mode];
  return (
    <section aria-labelledby="privacy-h">
      <h2 id="privacy-h">How details are protected</h2>
      <label for="mode">Mode</label>
      <select
        id="mode"
        value={mode}
        onChange={(e) => void update({ mode: e.currentTarget.value as SanitizeMode })}
        data-testid="mode"
      >
        {modes.map((m) => (
          <option value={m} key={m}>
            {MODE_LABELS[m]}
          </option>
        ))}
      </select>
      <label for="epsilon">
        Privacy budget ε per message: <strong data-testid="epsilon-value">{epsilon}</strong>
      </label>
      <input
        id="epsilon"
        type="range"
        min={0}
        max={EPSILON_STEPS.length - 1}
        step={1}
        value={step}
        aria-valuetext={`ε ${epsilon}`}
        aria-describedby="epsilon-help"
        onInput={(e) => setMoving(Number(e.currentTarget.value))}
        onChange={(e) => {
          const value = EPSILON_STEPS[Number(e.currentTarget.value)] ?? settings.epsilon;
          // update() sets the new settings synchronously, so clearing `moving` in the same turn shows no jump.
          void update({ epsilon: value });
          setMoving(null);
        }}
      />
      <div class="spread small muted" aria-hidden="true">
        <span>more private</span>
        <span>closer to your words</span>
      </div>
      <p id="epsilon-help" class="small" data-testid="epsilon-help">
        {explainEpsilon(mode, epsilon)}
      </p>
      <h3 id="preview-h">{review ? 'Your message would be sent as' : 'Example: a sample message would be sent as'}</h3>
      <div class="preview" aria-labelledby="preview-h" aria-live="polite" aria-busy={busy} data-testid="popup-preview">
        {preview ? preview.sanitized : previewProblem ? '' : '…'}
      </div>
      {preview && (
        <p class="small muted" data-testid="preview-epsilon">
          {preview.epsilon !== null
            ? `This rewrite spends ε ${preview.epsilon.toFixed(2)}${preview.numbers !== undefined ? `; ${preview.numbers}` : ''} (a preview: nothing is charged or sent).`
            : 'No differential-privacy guarantee in this mode (a preview: nothing is sent).'}
        </p>
      )}
      {previewProblem && (
        <p class="small status-bad" role="status">
          Preview unavailable: {previewProblem}
        </p>
      )}
    </section>
  );
}

function LedgerPanel({ settings, host }: { settings: Settings; host: string | null }) {
  const ledger = useStored('local', 'ledger', parseLedger);
  const now = new Date();
  const view = ledgerView(ledger ?? null, now);
  const todayCells = ledger?.days[dayKey(now)] ?? {};
  const today = Object.values(todayCells).reduce((s, c) => s + c.epsilon, 0);
  const here = host !== null ? (todayCells[host]?.epsilon ?? 0) : null;
  return (
    <section aria-labelledby="ledger-h" class="panel">
      <h2 id="ledger-h">Privacy spent</h2>
      <p data-testid="ledger-today">
        Today: <strong>ε {today.toFixed(2)}</strong> of your daily cap {settings.dailyCap}
        {here !== null && here > 0 && <span class="small muted">{` (ε ${here.toFixed(2)} on ${host})`}</span>}
      </p>
      <LedgerChart view={view} cap={settings.dailyCap} />
      <p class="small muted">Only these numbers are stored — never what you wrote.</p>
    </section>
  );
}

export function Popup() {
  const { settings, problem, update } = useSettings();
  const tabId = useTabId();
  const { state: tab, problem: tabProblem } = useTabState(tabId, settings);
  const review = useStored('session', tabId !== null && tabId >= 0 ? reviewKey(tabId) : null, parseReview) ?? null;
  return (
    <main class="popup">
      <div class="spread">
        <h1>PromptVeil</h1>
        <button type="button" class="link" onClick={() => void chrome.runtime.openOptionsPage()}>
          Options
        </button>
      </div>
      <p class="small muted">
        Private details in your chatbot messages are found and rewritten on this device before sending.
      </p>
      {tab && settings && <TabPanel tab={tab} settings={settings} update={update} />}
      {tabProblem && (
        <p role="alert" class="status-bad">
          {tabProblem}
        </p>
      )}
      {review && <ReviewPanel review={review} />}
      {settings && tabId !== null && (
        <PrivacyPanel
          settings={settings}
          update={update}
          review={review}
          tabId={tabId}
          engineReady={tab?.engine.state === 'ready'}
        />
      )}
      {settings && <LedgerPanel settings={settings} host={tab?.host ?? null} />}
      {problem && (
        <p role="alert" class="status-bad">
          {problem}
        </p>
      )}
    </main>
  );
}

import { useEffect, useState } from 'preact/hooks';
import { SANITIZE_MODES, type SanitizeMode } from '../engine/pipeline.ts';
import type { LedgerState } from '../engine/dp/index.ts';
import { DEFAULT_SETTINGS, parseSettings, type Settings } from '../protocol/settings.ts';
import { LedgerChart, lastDays } from './ledger-chart.tsx';

const MODE_LABELS: Record<SanitizeMode, string> = {
  dp: 'Private rewrite (differential privacy)',
  krr: 'Character noise (k-RR)',
  redact: 'Placeholders',
  pseudonym: 'Pseudonyms',
  none: 'Off (analyse only)',
};

async function load(): Promise<Settings> {
  try {
    return parseSettings((await chrome.storage.local.get('settings')).settings ?? DEFAULT_SETTINGS);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export function Popup() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [ledger, setLedger] = useState<LedgerState | null>(null);
  useEffect(() => {
    void load().then(setSettings);
    chrome.storage.local.get('ledger').then(
      (r) => setLedger((r.ledger as LedgerState | undefined) ?? null),
      () => setLedger(null),
    );
  }, []);
  const days = lastDays(ledger, new Date());
  const today = days[days.length - 1]?.epsilon ?? 0;

  const update = (patch: Partial<Settings>): void => {
    if (!settings) return;
    try {
      const next = parseSettings({ ...settings, ...patch });
      setSettings(next);
      chrome.storage.local.set({ settings: next }).catch((err: unknown) => setError(String(err)));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <main>
      <h1>PromptVeil</h1>
      <p class="muted">Private details in your chatbot messages are found and rewritten on this device before sending.</p>
      {settings && (
        <section aria-label="Protection settings">
          <label>
            Mode{' '}
            <select value={settings.mode} onChange={(e) => update({ mode: e.currentTarget.value as SanitizeMode })}>
              {SANITIZE_MODES.map((m) => (
                <option value={m} key={m}>
                  {MODE_LABELS[m]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Privacy budget ε per message: <strong>{settings.epsilon}</strong>
            <input
              type="range"
              min={1}
              max={150}
              step={1}
              value={settings.epsilon}
              aria-valuetext={`epsilon ${settings.epsilon}`}
              onInput={(e) => update({ epsilon: Number(e.currentTarget.value) })}
            />
          </label>
          <p class="muted">Lower ε: stronger privacy, vaguer rewrites. Higher ε: closer to your words, weaker guarantee.</p>
        </section>
      )}
      {settings && (
        <section aria-label="Privacy ledger" class="panel">
          <h2>Privacy spent</h2>
          <p>
            Today: <strong>ε {today.toFixed(2)}</strong> of your daily cap {settings.dailyCap}
          </p>
          <LedgerChart days={days} cap={settings.dailyCap} />
          <p class="muted">Last 30 days. Only these numbers are stored — never what you wrote.</p>
        </section>
      )}
      {error && <p role="alert">{error}</p>}
    </main>
  );
}

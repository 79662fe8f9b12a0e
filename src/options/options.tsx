import { useEffect, useState } from 'preact/hooks';
import { DEFAULT_SETTINGS, parseSettings, type Settings } from '../protocol/settings.ts';

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function Options() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [status, setStatus] = useState('');
  useEffect(() => {
    chrome.storage.local
      .get('settings')
      .then((r) => setSettings(parseSettings(r.settings ?? DEFAULT_SETTINGS)))
      .catch(() => setSettings({ ...DEFAULT_SETTINGS }));
  }, []);
  if (!settings) return <main>Loading…</main>;

  const save = (patch: Partial<Settings>): void => {
    try {
      const next = parseSettings({ ...settings, ...patch });
      setSettings(next);
      chrome.storage.local.set({ settings: next }).then(
        () => setStatus('Saved.'),
        (err: unknown) => setStatus(`Could not save: ${String(err)}`),
      );
    } catch (err) {
      setStatus(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <main>
      <h1>PromptVeil options</h1>
      <h2>Always private</h2>
      <label>
        Terms that are always treated as private (one per line)
        <textarea rows={4} cols={40} value={settings.alwaysPrivate.join('\n')} onChange={(e) => save({ alwaysPrivate: lines(e.currentTarget.value) })} />
      </label>
      <h2>Never private</h2>
      <label>
        Terms that are never treated as private (one per line)
        <textarea rows={4} cols={40} value={settings.neverPrivate.join('\n')} onChange={(e) => save({ neverPrivate: lines(e.currentTarget.value) })} />
      </label>
      <h2>What is stored</h2>
      <p class="muted">Only these settings and the ε numbers of sent messages. Never the text of a message.</p>
      <p role="status">{status}</p>
    </main>
  );
}

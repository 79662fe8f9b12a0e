/**
 * Options: sites, what counts as private, defaults, the opt-in review record, import/export/reset of settings,
 * and what is stored. Every change is validated by parseSettings before it is written; the other contexts see it
 * through chrome.storage.onChanged.
 */
import { useEffect, useState } from 'preact/hooks';
import type { SanitizeMode } from '../engine/pipeline.ts';
import { DOMAINS, OPTIONAL_CATEGORIES, type Domain } from '../engine/types.ts';
import { registeredSites } from '../content/sites/index.ts';
import {
  DEFAULT_SETTINGS,
  LIMITS,
  normalizeHost,
  parseSettings,
  parseSettingsFile,
  type Settings,
} from '../protocol/settings.ts';
import type { ExecutionProviderPreference } from '../engine/encoder/execution-providers.ts';
import { CATEGORY_NAMES, MODE_LABELS, USER_MODES } from '../ui/labels.ts';
import { ask, errorText } from '../ui/messaging.ts';
import { Switch } from '../ui/switch.tsx';
import { useSettings, writeSettings } from '../ui/use-settings.ts';
import { download } from './download.ts';
import {
  downloadLmFiles,
  lmFilesFromFolder,
  lmNameFromUrl,
  lmOriginPattern,
  normalizeLmUrl,
  removeLmFiles,
  storeLmFiles,
} from '../protocol/local-lm-files.ts';
import { RecordPanel } from './record-panel.tsx';

type Update = (patch: Partial<Settings> | ((s: Settings) => Partial<Settings>)) => Promise<boolean>;
type Say = (text: string, kind?: 'ok' | 'bad') => void;

const DOMAIN_LABELS: Record<Domain, string> = {
  medical: 'Health (symptoms, diagnoses, medications)',
  legal: 'Legal (charges, convictions, disputes)',
  financial: 'Money (debts, salaries, accounts)',
};

function lines(text: string): string[] {
  return text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}

function pattern(host: string): string {
  return `*://${host}/*`;
}

function SitesSection({ settings, update, say }: { settings: Settings; update: Update; say: Say }) {
  const [input, setInput] = useState('');
  const [granted, setGranted] = useState<Record<string, boolean>>({});
  const refreshGranted = (hosts: readonly string[]): void => {
    for (const h of hosts) {
      chrome.permissions.contains({ origins: [pattern(h)] }).then(
        (ok) => setGranted((g) => ({ ...g, [h]: ok })),
        () => setGranted((g) => ({ ...g, [h]: false })),
      );
    }
  };
  const key = settings.customSites.join(',');
  // Re-check permissions whenever the list changes (a permission may also be revoked in the browser's own UI).
  useEffect(() => refreshGranted(key ? key.split(',') : []), [key]);
  // The generic adapter (no hosts) stands for the sites a user adds; it is not a site of its own.
  const builtin = registeredSites().filter((s) => s.hosts.length > 0);
  const toggle = (id: string, on: boolean): void => {
    void update((s) => ({ disabledSites: on ? s.disabledSites.filter((x) => x !== id) : [...s.disabledSites, id] }));
  };
  /** Asks for the host permission inside the click (the browser requires the user gesture), then saves. */
  const grantAndAdd = (host: string): void => {
    chrome.permissions.request({ origins: [pattern(host)] }).then(
      async (ok) => {
        if (!ok) {
          say(`Permission for ${host} was not granted, so PromptVeil cannot work there. Nothing was added.`, 'bad');
          return;
        }
        setGranted((g) => ({ ...g, [host]: true }));
        const saved = await update((s) => ({
          customSites: s.customSites.includes(host) ? s.customSites : [...s.customSites, host],
        }));
        if (!saved) return;
        await ask({ type: 'pv/ui/sync-sites' });
        setInput('');
        say(`${host} added. Reload its open tabs for PromptVeil to start there.`);
      },
      (err: unknown) => say(`Could not add ${host}: ${errorText(err)}`, 'bad'),
    );
  };
  const add = (): void => {
    let host: string;
    try {
      host = normalizeHost(input);
    } catch (err) {
      say(`Not added: ${errorText(err)}.`, 'bad');
      return;
    }
    const own = builtin.find((s) => s.hosts.includes(host));
    if (own) {
      say(`${host} is already supported as ${own.name}.`, 'bad');
      return;
    }
    grantAndAdd(host);
  };
  const remove = (host: string): void => {
    void (async () => {
      await update((s) => ({
        customSites: s.customSites.filter((h) => h !== host),
        disabledSites: s.disabledSites.filter((h) => h !== host),
      }));
      await chrome.permissions.remove({ origins: [pattern(host)] }).catch(() => false);
      await ask({ type: 'pv/ui/sync-sites' });
      say(`${host} removed; its permission was given back.`);
    })().catch((err: unknown) => say(errorText(err), 'bad'));
  };
  return (
    <section aria-labelledby="sites-h">
      <h2 id="sites-h">Sites</h2>
      <p class="small muted">
        PromptVeil checks messages only on these sites. Switching a site off takes effect immediately in its open tabs.
      </p>
      <ul class="spans" aria-label="Supported chat sites">
        {builtin.map((s) => (
          <li key={s.id}>
            <Switch
              checked={!settings.disabledSites.includes(s.id)}
              label={`${s.name} (${s.hosts.join(', ')})`}
              onChange={(on) => toggle(s.id, on)}
            />
          </li>
        ))}
      </ul>
      <h3>Sites you added</h3>
      {settings.customSites.length === 0 && <p class="small muted">None yet.</p>}
      <ul class="spans" aria-label="Sites you added" data-testid="custom-sites">
        {settings.customSites.map((h) => (
          <li key={h} class="spread" data-host={h}>
            <Switch checked={!settings.disabledSites.includes(h)} label={h} onChange={(on) => toggle(h, on)} />
            <span class="row">
              {granted[h] === false && (
                <button type="button" onClick={() => grantAndAdd(h)} aria-label={`Grant permission for ${h}`}>
                  Grant permission
                </button>
              )}
              <button type="button" onClick={() => remove(h)} aria-label={`Remove ${h}`}>
                Remove
              </button>
            </span>
          </li>
        ))}
      </ul>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <label for="add-site" class="inline">
          Add a site
        </label>
        <input
          id="add-site"
          value={input}
          onInput={(e) => setInput(e.currentTarget.value)}
          placeholder="chat.example.com"
          size={28}
          data-testid="add-site"
        />
        <button type="submit">Add site</button>
      </form>
      <p class="small muted">
        Your browser will ask you to let PromptVeil read and change that site; nothing is asked up front.
      </p>
    </section>
  );
}

function TermsSection({ settings, update }: { settings: Settings; update: Update }) {
  return (
    <section aria-labelledby="terms-h">
      <h2 id="terms-h">What counts as private</h2>
      <label for="always-private">Always private — terms PromptVeil always protects (one per line)</label>
      <textarea
        id="always-private"
        rows={4}
        value={settings.alwaysPrivate.join('\n')}
        onChange={(e) => void update({ alwaysPrivate: lines(e.currentTarget.value) })}
        data-testid="always-private"
      />
      <label for="never-private">
        Never private — terms PromptVeil never touches, even when it would flag them (one per line)
      </label>
      <textarea
        id="never-private"
        rows={4}
        value={settings.neverPrivate.join('\n')}
        onChange={(e) => void update({ neverPrivate: lines(e.currentTarget.value) })}
        data-testid="never-private"
      />
      <fieldset>
        <legend>Kinds of sensitive details to look for</legend>
        <p class="small muted">
          Names, emails, phone, card and account numbers and other identifiers are always looked for; nationality,
          religion or political group and job title can be switched off.
        </p>
        {DOMAINS.map((d) => (
          <div key={d}>
            <Switch
              checked={!settings.disabledDomains.includes(d)}
              label={DOMAIN_LABELS[d]}
              onChange={(on) =>
                void update((s) => ({
                  disabledDomains: on ? s.disabledDomains.filter((x) => x !== d) : [...s.disabledDomains, d],
                }))
              }
            />
          </div>
        ))}
        {OPTIONAL_CATEGORIES.map((c) => (
          <div key={c}>
            <Switch
              checked={!settings.disabledCategories.includes(c)}
              label={CATEGORY_NAMES[c]}
              onChange={(on) =>
                void update((s) => ({
                  disabledCategories: on ? s.disabledCategories.filter((x) => x !== c) : [...s.disabledCategories, c],
                }))
              }
            />
          </div>
        ))}
      </fieldset>
      <fieldset>
        <legend>How hard to look for health, legal, money and personal facts</legend>
        <label class="inline">
          <input
            type="radio"
            name="detection"
            checked={settings.detection === 'balanced'}
            onChange={() => void update({ detection: 'balanced' })}
            data-testid="detection-balanced"
          />
          Balanced — fewer highlights to untick
        </label>
        <br />
        <label class="inline">
          <input
            type="radio"
            name="detection"
            checked={settings.detection === 'thorough'}
            onChange={() => void update({ detection: 'thorough' })}
            data-testid="detection-thorough"
          />
          Thorough — finds more facts told in plain words, and highlights more words that are not private
        </label>
      </fieldset>
    </section>
  );
}

function NumberField(props: {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  onSave: (v: number) => void;
  testId: string;
  help?: string;
}) {
  const id = `f-${props.testId}`;
  return (
    <div>
      <label for={id}>{props.label}</label>
      <input
        id={id}
        type="number"
        min={props.min}
        max={props.max}
        step={props.step}
        value={props.value}
        data-testid={props.testId}
        aria-describedby={props.help ? `${id}-help` : undefined}
        onChange={(e) => props.onSave(Number(e.currentTarget.value))}
      />
      {props.help && (
        <p id={`${id}-help`} class="small muted">
          {props.help}
        </p>
      )}
    </div>
  );
}

function DefaultsSection({ settings, update }: { settings: Settings; update: Update }) {
  const modes = USER_MODES.includes(settings.mode) ? USER_MODES : [...USER_MODES, settings.mode];
  return (
    <section aria-labelledby="defaults-h">
      <h2 id="defaults-h">Defaults</h2>
      <label for="default-mode">Mode</label>
      <select
        id="default-mode"
        value={settings.mode}
        onChange={(e) => void update({ mode: e.currentTarget.value as SanitizeMode })}
        data-testid="default-mode"
      >
        {modes.map((m) => (
          <option key={m} value={m}>
            {MODE_LABELS[m]}
          </option>
        ))}
      </select>
      <NumberField
        label="Privacy budget ε per message"
        value={settings.epsilon}
        min={LIMITS.epsilon.min}
        max={LIMITS.epsilon.max}
        step={0.5}
        testId="default-epsilon"
        help="Lower is more private; rewrites get vaguer."
        onSave={(epsilon) => void update({ epsilon })}
      />
      <NumberField
        label="Daily cap on ε (all sites together)"
        value={settings.dailyCap}
        min={LIMITS.dailyCap.min}
        max={LIMITS.dailyCap.max}
        step={1}
        testId="daily-cap"
        help="A message that would pass the cap asks you first."
        onSave={(dailyCap) => void update({ dailyCap })}
      />
      <fieldset>
        <legend>Show the review</legend>
        <label class="inline">
          <input
            type="radio"
            name="review"
            checked={settings.reviewAlways}
            disabled={settings.record.requireReview}
            onChange={() => void update({ reviewAlways: true })}
          />
          For every message
        </label>
        <br />
        <label class="inline">
          <input
            type="radio"
            name="review"
            checked={!settings.reviewAlways}
            disabled={settings.record.requireReview}
            onChange={() => void update({ reviewAlways: false })}
          />
          Only when something private is found
        </label>
        {settings.record.requireReview && (
          <p class="small muted">Every message is reviewed because “Require review of every message” is on (below).</p>
        )}
      </fieldset>
      <label for="execution-provider">Run the on-device model on</label>
      <select
        id="execution-provider"
        value={settings.executionProvider}
        aria-describedby="execution-provider-help"
        onChange={(e) => void update({ executionProvider: e.currentTarget.value as ExecutionProviderPreference })}
        data-testid="execution-provider"
      >
        <option value="auto">Automatic: the GPU if it is a real one, otherwise the CPU</option>
        <option value="webgpu">The GPU (WebGPU), even a software one</option>
        <option value="wasm">The CPU (WebAssembly)</option>
      </select>
      <p id="execution-provider-help" class="small muted">
        A software GPU (such as SwiftShader) is slower than the CPU path, so Automatic skips it. Changing this reloads
        the model (a few seconds).
      </p>
    </section>
  );
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
}

/**
 * dp mode's rewriter: the built-in phrase bank (default) or a causal language model the user provides, from a folder
 * they pick or a download they start (the browser is asked for that one site's permission only then). Nothing is
 * fetched unless the user clicks Download. The model's files go to the extension's own storage; the settings keep
 * its name and size.
 */
function RewriterSection({ settings, update, say }: { settings: Settings; update: Update; say: Say }) {
  const [url, setUrl] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const lm = settings.localLm;
  const store = async (name: string, files: Awaited<ReturnType<typeof downloadLmFiles>>, extra: { source: 'folder' } | { source: 'download'; url: string }): Promise<void> => {
    const bytes = await storeLmFiles(files);
    const saved = await update({ localLm: { name, bytes, ...extra } });
    if (saved) say(`Language model “${name}” added (${megabytes(bytes)}). Choose it above to use it.`);
  };
  const pickFolder = (list: FileList | null): void => {
    if (!list || list.length === 0) return;
    const files = [...list].map((f) => ({ path: f.webkitRelativePath || f.name, blob: f }));
    setBusy('Checking the folder…');
    void (async () => {
      const { name, files: picked } = await lmFilesFromFolder(files);
      setBusy('Copying the model into the extension…');
      await store(name, picked, { source: 'folder' });
    })()
      .catch((err: unknown) => say(`Model not added: ${errorText(err)}.`, 'bad'))
      .finally(() => setBusy(null));
  };
  const startDownload = (): void => {
    let base: URL;
    try {
      base = normalizeLmUrl(url);
    } catch (err) {
      say(`Not downloaded: ${errorText(err)}.`, 'bad');
      return;
    }
    // The permission is asked inside the click (the browser requires the user gesture), for that one site only.
    chrome.permissions.request({ origins: [lmOriginPattern(base)] }).then(
      async (ok) => {
        if (!ok) {
          say(`Permission for ${base.origin} was not granted, so nothing was downloaded.`, 'bad');
          return;
        }
        setBusy(`Downloading from ${base.origin}…`);
        try {
          const files = await downloadLmFiles(base);
          setBusy('Copying the model into the extension…');
          await store(lmNameFromUrl(base), files, { source: 'download', url: base.href });
          setUrl('');
        } finally {
          // The site is needed only for the download.
          await chrome.permissions.remove({ origins: [lmOriginPattern(base)] }).catch(() => false);
          setBusy(null);
        }
      },
      (err: unknown) => say(`Not downloaded: ${errorText(err)}.`, 'bad'),
    ).catch((err: unknown) => {
      setBusy(null);
      say(`Not downloaded: ${errorText(err)}.`, 'bad');
    });
  };
  const remove = (): void => {
    void (async () => {
      await update({ rewriter: 'bank', localLm: null });
      await removeLmFiles();
      say('The language model was removed; rewriting uses the phrase bank.');
    })().catch((err: unknown) => say(errorText(err), 'bad'));
  };
  return (
    <section aria-labelledby="rewriter-h">
      <h2 id="rewriter-h">Rewriting (differential privacy mode)</h2>
      <fieldset>
        <legend>Rewrite the private details with</legend>
        <label class="inline">
          <input type="radio" name="rewriter" checked={settings.rewriter === 'bank'} onChange={() => void update({ rewriter: 'bank' })} data-testid="rewriter-bank" />
          The built-in phrase bank (default)
        </label>
        <br />
        <label class="inline">
          <input
            type="radio"
            name="rewriter"
            checked={settings.rewriter === 'lm'}
            disabled={lm === null}
            onChange={() => void update({ rewriter: 'lm' })}
            data-testid="rewriter-lm"
          />
          A local language model you provide{lm === null ? ' (add one below first)' : ''}
        </label>
      </fieldset>
      <p class="small muted" data-testid="local-lm-status">
        {lm === null
          ? 'No language model added.'
          : `Language model: ${lm.name} (${lm.source === 'folder' ? 'from a folder' : `downloaded from ${new URL(lm.url ?? 'https://invalid').origin}`}, ${megabytes(lm.bytes)}).`}
      </p>
      <p class="small muted">
        A causal language model in the transformers.js folder layout: config.json, tokenizer.json, tokenizer_config.json
        and onnx/model.onnx. It runs on your device, on the same choice of GPU or CPU as the detection model above, and
        draws every word through the privacy mechanism. If it is missing or cannot run, messages in this mode are not
        sent (nothing falls back silently).
      </p>
      <div class="row">
        <label for="lm-folder" class="inline">
          Add a model folder
        </label>
        <input
          id="lm-folder"
          type="file"
          data-testid="lm-folder"
          disabled={busy !== null}
          ref={(el) => el?.setAttribute('webkitdirectory', '')}
          onChange={(e) => {
            pickFolder(e.currentTarget.files);
            e.currentTarget.value = '';
          }}
        />
      </div>
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          startDownload();
        }}
      >
        <label for="lm-url" class="inline">
          Or download one from
        </label>
        <input
          id="lm-url"
          value={url}
          onInput={(e) => setUrl(e.currentTarget.value)}
          placeholder="https://huggingface.co/owner/model"
          size={36}
          data-testid="lm-url"
        />
        <button type="submit" disabled={busy !== null || url.trim() === ''}>
          Download
        </button>
      </form>
      <p class="small muted">
        Nothing is downloaded unless you click Download; your browser then asks you to let PromptVeil reach that one
        site, and the permission is given back when the download ends.
      </p>
      {busy !== null && (
        <p class="small" role="status" data-testid="local-lm-busy">
          {busy}
        </p>
      )}
      {lm !== null && (
        <button type="button" onClick={remove} data-testid="lm-remove">
          Remove the language model
        </button>
      )}
    </section>
  );
}

function TransferSection({ settings, say }: { settings: Settings; say: Say }) {
  const [confirming, setConfirming] = useState(false);
  const exportSettings = (): void => {
    download(
      `promptveil-settings-${new Date().toISOString().slice(0, 10)}.json`,
      'application/json',
      `${JSON.stringify(settings, null, 2)}\n`,
    );
    say('Settings exported.');
  };
  const importFile = (file: File | undefined): void => {
    if (!file) return;
    file.text().then(
      async (text) => {
        let next: Settings;
        try {
          if (file.size > 1_000_000) throw new Error('the file is larger than 1 MB');
          next = parseSettingsFile(text);
        } catch (err) {
          say(`Not imported: ${errorText(err)}. Nothing was changed.`, 'bad');
          return;
        }
        await writeSettings(next);
        await ask({ type: 'pv/ui/sync-sites' }).catch(() => undefined);
        const missing: string[] = [];
        for (const h of next.customSites)
          if (!(await chrome.permissions.contains({ origins: [pattern(h)] }))) missing.push(h);
        say(
          `Settings imported.${missing.length ? ` Grant permission for ${missing.join(', ')} under Sites to protect them.` : ''}`,
        );
      },
      (err: unknown) => say(`Not imported: ${errorText(err)}. Nothing was changed.`, 'bad'),
    );
  };
  const reset = (): void => {
    void (async () => {
      const hosts = settings.customSites;
      await writeSettings(parseSettings(DEFAULT_SETTINGS));
      if (hosts.length) await chrome.permissions.remove({ origins: hosts.map(pattern) }).catch(() => false);
      await ask({ type: 'pv/ui/sync-sites' }).catch(() => undefined);
      setConfirming(false);
      say(
        'Settings reset to defaults. The ledger and the review record were kept; clear the record above if you wish.',
      );
    })().catch((err: unknown) => say(errorText(err), 'bad'));
  };
  return (
    <section aria-labelledby="transfer-h">
      <h2 id="transfer-h">Import, export, reset</h2>
      <div class="row">
        <button type="button" onClick={exportSettings}>
          Export settings (JSON)
        </button>
        <label for="import-file" class="inline">
          Import settings
        </label>
        <input
          id="import-file"
          type="file"
          accept="application/json,.json"
          data-testid="import-file"
          onChange={(e) => {
            importFile(e.currentTarget.files?.[0]);
            e.currentTarget.value = '';
          }}
        />
      </div>
      <p class="small muted">
        An imported file is checked completely first; a file with any problem is rejected with the reason and changes
        nothing.
      </p>
      <div class="row">
        {!confirming ? (
          <button type="button" onClick={() => setConfirming(true)}>
            Reset settings…
          </button>
        ) : (
          <>
            <span>Reset every setting to its default?</span>
            <button type="button" class="primary" onClick={reset}>
              Yes, reset
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Keep my settings
            </button>
          </>
        )}
      </div>
    </section>
  );
}

function StoredSection() {
  return (
    <section aria-labelledby="stored-h">
      <h2 id="stored-h">What PromptVeil stores</h2>
      <ul>
        <li>
          These settings, on this device (browser extension storage). Your always/never-private terms are part of them.
        </li>
        <li>
          The privacy ledger: for each day and site, the ε spent and the number of messages — numbers only, kept 90
          days.
        </li>
        <li>
          If you turn it on, the review record: counts and kinds of details, your decisions, mode and ε — numbers and
          category names only.
        </li>
      </ul>
      <p>
        Never stored: the text of your messages, the details found in them, or the rewrites. The message being reviewed
        is held in the browser’s memory only until its tab closes. Nothing is sent anywhere by PromptVeil: no server, no
        account, no telemetry.
      </p>
    </section>
  );
}

export function Options() {
  const { settings, problem, update } = useSettings();
  const [status, setStatus] = useState<{ text: string; kind: 'ok' | 'bad' } | null>(null);
  const say: Say = (text, kind = 'ok') => setStatus({ text, kind });
  const saving: Update = async (patch) => {
    const ok = await update(patch);
    if (ok) setStatus({ text: 'Saved.', kind: 'ok' });
    return ok;
  };
  if (!settings) return <main class="options">Loading…</main>;
  return (
    <main class="options">
      <h1>PromptVeil options</h1>
      <div
        aria-live="polite"
        data-testid="options-status"
        data-kind={status?.kind ?? ''}
        class={status?.kind === 'bad' ? 'status-bad' : 'status-ok'}
      >
        {status?.text ?? ''}
      </div>
      {problem && (
        <p role="alert" class="status-bad">
          {problem}
        </p>
      )}
      <SitesSection settings={settings} update={saving} say={say} />
      <TermsSection settings={settings} update={saving} />
      <DefaultsSection settings={settings} update={saving} />
      <RewriterSection settings={settings} update={saving} say={say} />
      <RecordPanel settings={settings} update={saving} say={say} />
      <TransferSection settings={settings} say={say} />
      <StoredSection />
    </main>
  );
}

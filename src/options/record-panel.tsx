/**
 * The opt-in review record: switch it on, set how long entries are kept, require review of every message, see the
 * latest entries, export them as JSON or CSV, clear them. Entries hold counts and category names only.
 */
import { useState } from 'preact/hooks';
import { clearRecord, parseRecord, RECORD_KEY, recordToCsv, recordToJson } from '../background/review-record.ts';
import { LIMITS, type Settings } from '../protocol/settings.ts';
import { MODE_LABELS } from '../ui/labels.ts';
import { errorText } from '../ui/messaging.ts';
import { Switch } from '../ui/switch.tsx';
import { useStored } from '../ui/use-settings.ts';
import { download } from './download.ts';

type Update = (patch: Partial<Settings> | ((s: Settings) => Partial<Settings>)) => Promise<boolean>;

const SHOWN = 5;

export function RecordPanel({
  settings,
  update,
  say,
}: {
  settings: Settings;
  update: Update;
  say: (text: string, kind?: 'ok' | 'bad') => void;
}) {
  const entries = useStored('local', RECORD_KEY, parseRecord) ?? [];
  const [confirming, setConfirming] = useState(false);
  const rec = settings.record;
  const stamp = new Date().toISOString().slice(0, 10);
  const clear = (): void => {
    clearRecord().then(
      () => {
        setConfirming(false);
        say('Review record cleared.');
      },
      (err: unknown) => say(`Could not clear: ${errorText(err)}`, 'bad'),
    );
  };
  return (
    <section aria-labelledby="record-h">
      <h2 id="record-h">Review record (for regulated workflows)</h2>
      <p class="small muted">
        When on, each reviewed message leaves an entry: when, which site, the kinds and numbers of details found, how
        many you accepted, rejected, edited or added, the mode and the ε spent. Never the message or any of its text.
      </p>
      <Switch
        checked={rec.enabled}
        label="Keep a review record"
        onChange={(enabled) => void update((s) => ({ record: { ...s.record, enabled } }))}
        testId="record-switch"
      />
      <div>
        <Switch
          checked={rec.requireReview}
          label="Require review of every message (no automatic sending)"
          onChange={(requireReview) => void update((s) => ({ record: { ...s.record, requireReview } }))}
          testId="require-review-switch"
        />
      </div>
      <div>
        <label for="retention">Keep entries for (days)</label>
        <input
          id="retention"
          type="number"
          min={LIMITS.retentionDays.min}
          max={LIMITS.retentionDays.max}
          step={1}
          value={rec.retentionDays}
          data-testid="retention"
          onChange={(e) => {
            const retentionDays = Number(e.currentTarget.value);
            void update((s) => ({ record: { ...s.record, retentionDays } }));
          }}
        />
      </div>
      <p data-testid="record-count">
        {entries.length} {entries.length === 1 ? 'entry' : 'entries'} recorded.
      </p>
      {entries.length > 0 && (
        <table>
          <caption class="visually-hidden">Latest review record entries</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Site</th>
              <th scope="col">Outcome</th>
              <th scope="col">Found</th>
              <th scope="col">Accepted / rejected / edited / added</th>
              <th scope="col">Mode, ε spent</th>
            </tr>
          </thead>
          <tbody>
            {entries
              .slice(-SHOWN)
              .reverse()
              .map((e) => (
                <tr key={e.at + e.site}>
                  <td>{new Date(e.at).toLocaleString()}</td>
                  <td>{e.site}</td>
                  <td>{e.outcome}</td>
                  <td>
                    {Object.entries(e.found)
                      .map(([k, n]) => `${k} ${n}`)
                      .join(', ') || 'nothing'}
                  </td>
                  <td>{`${e.accepted} / ${e.rejected} / ${e.edited} / ${e.added}`}</td>
                  <td>{`${MODE_LABELS[e.mode]}, ${e.spent === null ? '—' : e.spent.toFixed(2)}`}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
      <div class="row" style={{ marginTop: '8px' }}>
        <button
          type="button"
          disabled={entries.length === 0}
          onClick={() => download(`promptveil-review-record-${stamp}.json`, 'application/json', recordToJson(entries))}
        >
          Export JSON
        </button>
        <button
          type="button"
          disabled={entries.length === 0}
          onClick={() => download(`promptveil-review-record-${stamp}.csv`, 'text/csv', recordToCsv(entries))}
        >
          Export CSV
        </button>
        {!confirming ? (
          <button type="button" disabled={entries.length === 0} onClick={() => setConfirming(true)}>
            Clear record…
          </button>
        ) : (
          <>
            <span>Delete all {entries.length} entries?</span>
            <button type="button" class="primary" onClick={clear}>
              Yes, clear
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              Keep them
            </button>
          </>
        )}
      </div>
    </section>
  );
}

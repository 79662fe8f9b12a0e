/**
 * The opt-in review record for regulated workflows: one entry per reviewed message with when, where, what kinds
 * of details were found and how the reviewer decided, the mode and the ε spent. Counts and category names only —
 * never the message or any span text (the entry type has no field that could hold it, and `parseRecordEntry`
 * drops anything else). Stored in chrome.storage.local 'reviewRecord', pruned to the user's retention period.
 *
 * The pure parts (entry building, parsing, CSV) are used by the options page too; storage helpers take the
 * chrome.storage area so they run in the service worker and in extension pages alike.
 */
import { SANITIZE_MODES, type SanitizeMode } from '../engine/pipeline.ts';
import type { ReviewState } from '../protocol/review.ts';

export const RECORD_KEY = 'reviewRecord';
const MAX_ENTRIES = 20_000;

export interface ReviewRecordEntry {
  /** ISO 8601 time the review ended. */
  at: string;
  /** Host name of the chat site. */
  site: string;
  outcome: 'sent' | 'cancelled';
  mode: SanitizeMode;
  /** ε setting the message was sanitized with, and ε actually spent (null when nothing was charged). */
  epsilon: number;
  spent: number | null;
  /** Spans the engine found, by category. */
  found: Record<string, number>;
  accepted: number;
  rejected: number;
  edited: number;
  added: number;
}

export interface StoredRecord {
  version: 1;
  entries: ReviewRecordEntry[];
}

/** Builds the entry for a finished review. Reads only offsets' categories and decisions, never text. */
export function entryFor(review: ReviewState, now: Date): ReviewRecordEntry {
  const found: Record<string, number> = {};
  let accepted = 0;
  let rejected = 0;
  let edited = 0;
  let added = 0;
  for (const s of review.spans) {
    if (s.origin === 'found' && s.foundCategory) found[s.foundCategory] = (found[s.foundCategory] ?? 0) + 1;
    if (s.origin === 'added') added++;
    else if (s.edited) edited++;
    if (s.decision === 'accepted') accepted++;
    else rejected++;
  }
  return {
    at: now.toISOString(),
    site: review.site,
    outcome: review.status === 'sent' ? 'sent' : 'cancelled',
    mode: review.mode,
    epsilon: review.epsilon,
    spent: review.spent,
    found,
    accepted,
    rejected,
    edited,
    added,
  };
}

function count(v: unknown): number {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1e9 ? v : 0;
}

const CATEGORY = /^[a-z_]{1,40}$/;
const HOSTLIKE = /^[a-z0-9.-]{1,253}$/;

/** Validates one stored entry; returns null for anything malformed (so a damaged record never breaks exports). */
export function parseRecordEntry(v: unknown): ReviewRecordEntry | null {
  if (typeof v !== 'object' || v === null) return null;
  const r = v as Record<string, unknown>;
  if (typeof r.at !== 'string' || Number.isNaN(Date.parse(r.at))) return null;
  if (typeof r.site !== 'string' || !HOSTLIKE.test(r.site)) return null;
  if (r.outcome !== 'sent' && r.outcome !== 'cancelled') return null;
  if (typeof r.mode !== 'string' || !(SANITIZE_MODES as readonly string[]).includes(r.mode)) return null;
  if (typeof r.epsilon !== 'number' || !Number.isFinite(r.epsilon)) return null;
  const found: Record<string, number> = {};
  if (typeof r.found === 'object' && r.found !== null) {
    for (const [k, n] of Object.entries(r.found)) if (CATEGORY.test(k) && count(n) > 0) found[k] = count(n);
  }
  return {
    at: r.at,
    site: r.site,
    outcome: r.outcome,
    mode: r.mode as SanitizeMode,
    epsilon: r.epsilon,
    spent: typeof r.spent === 'number' && Number.isFinite(r.spent) ? r.spent : null,
    found,
    accepted: count(r.accepted),
    rejected: count(r.rejected),
    edited: count(r.edited),
    added: count(r.added),
  };
}

export function parseRecord(v: unknown): ReviewRecordEntry[] {
  if (typeof v !== 'object' || v === null || !Array.isArray((v as { entries?: unknown }).entries)) return [];
  return (v as { entries: unknown[] }).entries.map(parseRecordEntry).filter((e): e is ReviewRecordEntry => e !== null);
}

/** Keeps entries newer than `retentionDays` before `now`. */
export function prune(entries: readonly ReviewRecordEntry[], retentionDays: number, now: Date): ReviewRecordEntry[] {
  const oldest = now.getTime() - retentionDays * 86_400_000;
  return entries.filter((e) => Date.parse(e.at) >= oldest).slice(-MAX_ENTRIES);
}

/** RFC 4180 field: quoted when it holds a comma, quote, or line break; a leading formula character is defused. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  // Spreadsheets execute cells starting with = + - @ (CSV injection); site names are the only free-ish text here.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export const CSV_COLUMNS = [
  'at',
  'site',
  'outcome',
  'mode',
  'epsilon',
  'spent',
  'found_total',
  'found_categories',
  'accepted',
  'rejected',
  'edited',
  'added',
] as const;

/**
 * One header line and one line per entry, CRLF-terminated (RFC 4180). `found_categories` lists category=count
 * pairs separated by semicolons, sorted by category, so the column is stable across exports.
 */
export function recordToCsv(entries: readonly ReviewRecordEntry[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const e of entries) {
    const cats = Object.entries(e.found).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    const total = cats.reduce((s, [, n]) => s + n, 0);
    lines.push(
      [
        e.at,
        e.site,
        e.outcome,
        e.mode,
        e.epsilon,
        e.spent,
        total,
        cats.map(([k, n]) => `${k}=${n}`).join(';'),
        e.accepted,
        e.rejected,
        e.edited,
        e.added,
      ]
        .map(csvField)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function recordToJson(entries: readonly ReviewRecordEntry[]): string {
  return `${JSON.stringify({ format: 'promptveil-review-record', version: 1, entries }, null, 2)}\n`;
}

export async function loadRecord(
  area: chrome.storage.StorageArea = chrome.storage.local,
): Promise<ReviewRecordEntry[]> {
  return parseRecord((await area.get(RECORD_KEY))[RECORD_KEY]);
}

/** Appends one entry (pruning to the retention period). Serialised so concurrent reviews never drop an entry. */
let chain: Promise<unknown> = Promise.resolve();
export function appendRecord(entry: ReviewRecordEntry, retentionDays: number, now = new Date()): Promise<void> {
  const next = chain.then(async () => {
    const entries = prune([...(await loadRecord()), entry], retentionDays, now);
    const stored: StoredRecord = { version: 1, entries };
    await chrome.storage.local.set({ [RECORD_KEY]: stored });
  });
  chain = next.catch(() => undefined);
  return next;
}

export async function pruneStoredRecord(retentionDays: number, now = new Date()): Promise<void> {
  const entries = await loadRecord();
  const kept = prune(entries, retentionDays, now);
  if (kept.length !== entries.length)
    await chrome.storage.local.set({ [RECORD_KEY]: { version: 1, entries: kept } satisfies StoredRecord });
}

export async function clearRecord(): Promise<void> {
  await chrome.storage.local.remove(RECORD_KEY);
}

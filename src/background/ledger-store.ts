/**
 * The privacy ledger: ε spent per site per day, persisted as numbers only (chrome.storage.local 'ledger').
 * Sanitize results wait in memory under a random token until the content script commits to sending one;
 * only then is its ε charged. A message that would pass the daily cap is refused until the user confirms.
 */
import { composeMessage, PrivacyLedger, type PrivacyEvent } from '../engine/dp/index.ts';
import type { CommitResult } from '../protocol/content.ts';

const KEY = 'ledger';
const KEEP_DAYS = 90;
const pending = new Map<string, { tabId: number; site: string; events: readonly PrivacyEvent[] }>();

/** The user's local calendar day, so "today" matches what the user calls today. */
export function localDayKey(date = new Date()): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export async function loadLedger(dailyCap: number): Promise<PrivacyLedger> {
  const stored: unknown = (await chrome.storage.local.get(KEY))[KEY];
  let ledger: PrivacyLedger;
  try {
    ledger = stored === undefined ? new PrivacyLedger(dailyCap) : PrivacyLedger.fromJSON(stored);
  } catch (err) {
    // Starting afresh would forget the ε already spent today: refuse, and let the user reset it knowingly.
    throw new Error('the privacy ledger in storage is unreadable; reset it from the options page to continue', { cause: err });
  }
  ledger.setDailyCap(dailyCap);
  return ledger;
}

export function holdForCommit(tabId: number, site: string, events: readonly PrivacyEvent[]): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const token = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  // Only the latest few results per tab matter (the preview is recomputed as the user toggles spans).
  for (const [k, v] of pending) if (v.tabId === tabId && pending.size > 32) pending.delete(k);
  pending.set(token, { tabId, site, events });
  return token;
}

export function forgetTab(tabId: number): void {
  for (const [k, v] of pending) if (v.tabId === tabId) pending.delete(k);
}

export async function commit(tabId: number, token: string, overCapConfirmed: boolean, dailyCap: number): Promise<CommitResult> {
  const held = pending.get(token);
  if (!held || held.tabId !== tabId) throw new Error('unknown or expired sanitize result');
  const account = composeMessage(held.events);
  const ledger = await loadLedger(dailyCap);
  const day = localDayKey();
  const check = ledger.wouldExceed(account.epsilon, day);
  if (check.exceeds && !overCapConfirmed) {
    return { recorded: false, overCap: { spentToday: check.spentToday, cap: dailyCap, requested: account.epsilon } };
  }
  ledger.record(account, { site: held.site, day, overCapConfirmed });
  const oldest = new Date();
  oldest.setDate(oldest.getDate() - KEEP_DAYS);
  ledger.pruneBefore(localDayKey(oldest));
  await chrome.storage.local.set({ [KEY]: ledger.toJSON() });
  forgetTab(tabId);
  return { recorded: true };
}

/**
 * Settings as the service worker sees them. Reads always go through parseSettings, which migrates older schema
 * versions; `migrateStoredSettings` rewrites an old stored object once (on install/update and browser start) so
 * every context reads the current schema. Changes made by the popup or options page reach the worker through
 * chrome.storage.onChanged (`onSettingsChanged`); the engine gets the user's terms with every request, so it sees
 * them live too.
 */
import { DEFAULT_SETTINGS, parseSettings, SETTINGS_VERSION, type Settings } from '../protocol/settings.ts';

export const SETTINGS_KEY = 'settings';
const KEY = SETTINGS_KEY;

export async function loadSettings(): Promise<Settings> {
  const stored: unknown = (await chrome.storage.local.get(KEY))[KEY];
  if (stored === undefined) return { ...DEFAULT_SETTINGS };
  try {
    return parseSettings(stored);
  } catch {
    // A corrupt or foreign settings object must not disable protection: fall back to defaults.
    return { ...DEFAULT_SETTINGS };
  }
}

export async function saveSettings(next: unknown): Promise<Settings> {
  const settings = parseSettings(next);
  await chrome.storage.local.set({ [KEY]: settings });
  return settings;
}

/**
 * Brings the stored object to the current schema. A stored object that cannot be read is left in place (the user
 * may want to inspect or export it) while every reader falls back to defaults; it is replaced on the next save.
 */
export async function migrateStoredSettings(): Promise<'none' | 'migrated' | 'unreadable'> {
  const stored: unknown = (await chrome.storage.local.get(KEY))[KEY];
  if (stored === undefined) return 'none';
  const version = typeof stored === 'object' && stored !== null ? (stored as { version?: unknown }).version : undefined;
  if (version === SETTINGS_VERSION) return 'none';
  try {
    await chrome.storage.local.set({ [KEY]: parseSettings(stored) });
    return 'migrated';
  } catch {
    return 'unreadable';
  }
}

/** Calls `listener` with the parsed settings whenever another context saves them. */
export function onSettingsChanged(listener: (settings: Settings) => void): void {
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area !== 'local' || !(KEY in changes)) return;
    let next: Settings;
    try {
      next = changes[KEY]?.newValue === undefined ? { ...DEFAULT_SETTINGS } : parseSettings(changes[KEY].newValue);
    } catch {
      next = { ...DEFAULT_SETTINGS };
    }
    listener(next);
  });
}

import { DEFAULT_SETTINGS, parseSettings, type Settings } from '../protocol/settings.ts';

const KEY = 'settings';

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

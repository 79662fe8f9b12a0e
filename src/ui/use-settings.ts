/**
 * Settings in an extension page: read from chrome.storage.local through parseSettings (which migrates), followed
 * live through chrome.storage.onChanged (a change made in the options page shows in an open popup and vice versa),
 * and written back whole after validation. A write that fails validation changes nothing and reports why.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { DEFAULT_SETTINGS, parseSettings, type Settings } from '../protocol/settings.ts';
import { errorText } from './messaging.ts';

export const SETTINGS_KEY = 'settings';

export function readSettings(stored: unknown): { settings: Settings; problem: string | null } {
  if (stored === undefined) return { settings: parseSettings(DEFAULT_SETTINGS), problem: null };
  try {
    return { settings: parseSettings(stored), problem: null };
  } catch (err) {
    return {
      settings: parseSettings(DEFAULT_SETTINGS),
      problem: `Stored settings could not be read (${errorText(err)}); defaults are in use until you save.`,
    };
  }
}

export async function writeSettings(next: Settings): Promise<void> {
  await chrome.storage.local.set({ [SETTINGS_KEY]: parseSettings(next) });
}

/**
 * JSON with object keys sorted: chrome.storage hands values back with their keys in its own (sorted) order, so an
 * echo of our write is recognised by content, not by key order.
 */
export function canonicalJson(v: unknown): string {
  return JSON.stringify(v, (_k, value: unknown) =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : value,
  );
}

export interface SettingsHandle {
  settings: Settings | null;
  problem: string | null;
  /** Applies a patch to the latest settings; resolves false (and sets `problem`) when it is invalid or not saved. */
  update: (patch: Partial<Settings> | ((s: Settings) => Partial<Settings>)) => Promise<boolean>;
}

export function useSettings(): SettingsHandle {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef<Settings | null>(null);
  /** Our own writes not yet echoed by chrome.storage.onChanged, oldest first (as JSON). */
  const pending = useRef<string[]>([]);
  useEffect(() => {
    let alive = true;
    const apply = (stored: unknown): void => {
      const r = readSettings(stored);
      latest.current = r.settings;
      setSettings(r.settings);
      setProblem(r.problem);
    };
    chrome.storage.local.get(SETTINGS_KEY).then(
      (r) => alive && apply(r[SETTINGS_KEY]),
      (err: unknown) => alive && setProblem(errorText(err)),
    );
    const onChanged = (changes: Record<string, chrome.storage.StorageChange>, area: string): void => {
      if (area !== 'local' || !(SETTINGS_KEY in changes)) return;
      const value: unknown = changes[SETTINGS_KEY]?.newValue;
      // The echo of one of our own writes: skip it while a later write of ours is still on its way, or a quick
      // sequence (a slider moved by keyboard) would briefly jump back to an older value.
      const json = canonicalJson(value);
      const at = pending.current.indexOf(json);
      if (at >= 0) {
        pending.current.splice(0, at + 1);
        if (pending.current.length > 0) return;
      }
      apply(value);
    };
    chrome.storage.onChanged.addListener(onChanged);
    return () => {
      alive = false;
      chrome.storage.onChanged.removeListener(onChanged);
    };
  }, []);
  const update = useCallback(
    async (patch: Partial<Settings> | ((s: Settings) => Partial<Settings>)): Promise<boolean> => {
      const base = latest.current;
      if (!base) return false;
      try {
        const next = parseSettings({ ...base, ...(typeof patch === 'function' ? patch(base) : patch) });
        latest.current = next;
        setSettings(next);
        const json = canonicalJson(next);
        pending.current.push(json);
        try {
          await writeSettings(next);
        } catch (err) {
          pending.current = pending.current.filter((p) => p !== json);
          throw err;
        }
        setProblem(null);
        return true;
      } catch (err) {
        setProblem(errorText(err));
        return false;
      }
    },
    [],
  );
  return { settings, problem, update };
}

/** A value kept in a storage area under `key`, followed live. `parse` must not throw. */
export function useStored<T>(area: 'local' | 'session', key: string | null, parse: (v: unknown) => T): T | undefined {
  const [value, setValue] = useState<T | undefined>(undefined);
  const parseRef = useRef(parse);
  parseRef.current = parse;
  useEffect(() => {
    if (key === null) return undefined;
    let alive = true;
    const storage = chrome.storage[area];
    storage.get(key).then(
      (r) => alive && setValue(parseRef.current(r[key])),
      () => alive && setValue(parseRef.current(undefined)),
    );
    const onChanged = (changes: Record<string, chrome.storage.StorageChange>, changedArea: string): void => {
      if (changedArea === area && key in changes) setValue(parseRef.current(changes[key]?.newValue));
    };
    chrome.storage.onChanged.addListener(onChanged);
    return () => {
      alive = false;
      chrome.storage.onChanged.removeListener(onChanged);
    };
  }, [area, key]);
  return value;
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS, SETTINGS_VERSION } from '../protocol/settings.ts';
import { loadSettings, migrateStoredSettings } from './settings-store.ts';

/** A chrome.storage.local stand-in holding plain values. */
function fakeChrome(initial: Record<string, unknown>): Record<string, unknown> {
  const data = { ...initial };
  vi.stubGlobal('chrome', {
    storage: {
      local: {
        get: (key: string) => Promise.resolve(key in data ? { [key]: data[key] } : {}),
        set: (items: Record<string, unknown>) => {
          Object.assign(data, items);
          return Promise.resolve();
        },
      },
    },
  });
  return data;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('settings store', () => {
  it('rewrites a version-1 object as the current schema, once', async () => {
    const data = fakeChrome({
      settings: {
        version: 1,
        mode: 'dp',
        epsilon: 3,
        dailyCap: 40,
        reviewAlways: true,
        alwaysPrivate: ['x'],
        neverPrivate: [],
        disabledSites: [],
      },
    });
    expect(await migrateStoredSettings()).toBe('migrated');
    expect(data.settings).toMatchObject({
      version: SETTINGS_VERSION,
      mode: 'dp',
      epsilon: 3,
      alwaysPrivate: ['x'],
      customSites: [],
    });
    expect(await migrateStoredSettings()).toBe('none');
  });

  it('leaves an unreadable object in place and reads defaults', async () => {
    const data = fakeChrome({ settings: { version: 1, mode: 'rot13' } });
    expect(await migrateStoredSettings()).toBe('unreadable');
    expect(data.settings).toEqual({ version: 1, mode: 'rot13' });
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });

  it('nothing stored: defaults, nothing written', async () => {
    const data = fakeChrome({});
    expect(await migrateStoredSettings()).toBe('none');
    expect(data).toEqual({});
    expect(await loadSettings()).toEqual(DEFAULT_SETTINGS);
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  isSiteEnabled,
  migrateSettings,
  normalizeHost,
  parseSettings,
  parseSettingsFile,
  SETTINGS_VERSION,
} from './settings.ts';

const V1 = {
  version: 1,
  mode: 'dp',
  epsilon: 12,
  dailyCap: 200,
  reviewAlways: true,
  alwaysPrivate: ['Project Falcon'],
  neverPrivate: ['Paris'],
  disabledSites: ['poe-com'],
};

describe('settings schema', () => {
  it('defaults parse to themselves at the current version', () => {
    expect(parseSettings(DEFAULT_SETTINGS)).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.version).toBe(SETTINGS_VERSION);
    expect(DEFAULT_SETTINGS.record.enabled).toBe(false);
  });

  it('migrates a version-1 object, keeping every choice the user made', () => {
    const s = parseSettings(V1);
    expect(s.version).toBe(2);
    expect(s).toMatchObject({
      mode: 'dp',
      epsilon: 12,
      dailyCap: 200,
      reviewAlways: true,
      alwaysPrivate: ['Project Falcon'],
      neverPrivate: ['Paris'],
      disabledSites: ['poe-com'],
    });
    expect(s.customSites).toEqual([]);
    expect(s.disabledDomains).toEqual([]);
    expect(s.disabledCategories).toEqual([]);
    expect(s.record).toEqual({ enabled: false, retentionDays: 90, requireReview: false });
  });

  it('treats a missing version as version 1', () => {
    const { version: _drop, ...noVersion } = V1;
    expect(migrateSettings(noVersion).version).toBe(2);
    expect(parseSettings(noVersion).mode).toBe('dp');
  });

  it('migration is idempotent at the current version', () => {
    const s = parseSettings(V1);
    expect(parseSettings(s)).toEqual(s);
    expect(migrateSettings({ ...s })).toEqual({ ...s });
  });

  it('refuses settings from a newer schema and bad versions', () => {
    expect(() => parseSettings({ ...DEFAULT_SETTINGS, version: SETTINGS_VERSION + 1 })).toThrow(/newer version/);
    expect(() => parseSettings({ ...DEFAULT_SETTINGS, version: 0 })).toThrow(/positive integer/);
    expect(() => parseSettings({ ...DEFAULT_SETTINGS, version: '2' })).toThrow(/positive integer/);
  });

  it.each([
    [{ mode: 'rot13' }, /unknown mode/],
    [{ epsilon: 0 }, /epsilon must be between/],
    [{ epsilon: Number.NaN }, /epsilon must be a number/],
    [{ dailyCap: -1 }, /dailyCap must be between/],
    [{ reviewAlways: 'yes' }, /reviewAlways must be true or false/],
    [{ alwaysPrivate: 'x' }, /alwaysPrivate must be a list/],
    [{ neverPrivate: [1] }, /every entry must be a string/],
    [{ neverPrivate: ['x'.repeat(501)] }, /at most 500 characters/],
    [{ customSites: ['*.example.com'] }, /not a host name/],
    [{ customSites: ['Example.com'] }, /not a host name/],
    [{ disabledDomains: ['astrology'] }, /unknown domain/],
    [{ disabledCategories: ['person'] }, /unknown category 'person'/],
    [{ record: { enabled: true, retentionDays: 0, requireReview: false } }, /retentionDays must be between/],
    [{ record: { enabled: true, retentionDays: 1.5, requireReview: false } }, /whole number/],
    [{ record: { enabled: true, extra: 1 } }, /unknown setting 'extra'/],
    [{ record: [] }, /record must be an object/],
  ])('rejects %j with a reason', (patch, reason) => {
    expect(() => parseSettings({ ...DEFAULT_SETTINGS, ...patch })).toThrow(reason);
  });

  it('optional categories are on by default; a stored version-2 object without the key keeps them on', () => {
    expect(DEFAULT_SETTINGS.disabledCategories).toEqual([]);
    const { disabledCategories: _drop, ...older } = DEFAULT_SETTINGS;
    expect(parseSettings(older).disabledCategories).toEqual([]);
    expect(parseSettings({ ...DEFAULT_SETTINGS, disabledCategories: ['job_title'] }).disabledCategories).toEqual([
      'job_title',
    ]);
  });

  it('the rewriter is the phrase bank by default (a stored version-2 object without the keys keeps it); lm needs a model', () => {
    const stored = parseSettings({ ...V1, version: 2 });
    expect(stored.rewriter).toBe('bank');
    expect(stored.localLm).toBeNull();
    const model = { name: 'tiny-gpt', source: 'folder' as const, bytes: 1234 };
    expect(parseSettings({ ...DEFAULT_SETTINGS, rewriter: 'lm', localLm: model })).toMatchObject({ rewriter: 'lm', localLm: model });
    expect(() => parseSettings({ ...DEFAULT_SETTINGS, rewriter: 'lm' })).toThrow('needs a language model');
    expect(() => parseSettings({ ...DEFAULT_SETTINGS, rewriter: 'gpt' })).toThrow('rewriter must be one of bank, lm');
    const downloaded = { name: 'm', source: 'download' as const, url: 'https://huggingface.co/o/m/resolve/main/', bytes: 5 };
    expect(parseSettings({ ...DEFAULT_SETTINGS, localLm: downloaded }).localLm).toEqual(downloaded);
    expect(() => parseSettings({ ...DEFAULT_SETTINGS, localLm: { ...downloaded, url: 'http://x.org/' } })).toThrow('https');
    expect(() => parseSettings({ ...DEFAULT_SETTINGS, localLm: { ...model, url: 'https://x.org/' } })).toThrow('only for a downloaded model');
    expect(() => parseSettings({ ...DEFAULT_SETTINGS, localLm: { ...model, files: [] } })).toThrow("unknown setting 'files'");
  });

  it('detection is balanced by default (a stored version-2 object without the key keeps it); thorough parses, others do not', () => {
    expect(DEFAULT_SETTINGS.detection).toBe('balanced');
    expect(parseSettings({ ...V1, version: 2 }).detection).toBe('balanced');
    expect(parseSettings({ ...DEFAULT_SETTINGS, detection: 'thorough' }, { strict: true }).detection).toBe('thorough');
    expect(() => parseSettings({ ...DEFAULT_SETTINGS, detection: 'paranoid' })).toThrow('detection must be one of balanced, thorough');
  });

  it('rejects non-objects', () => {
    expect(() => parseSettings(null)).toThrow(/JSON object/);
    expect(() => parseSettings([])).toThrow(/JSON object/);
    expect(() => parseSettings('settings')).toThrow(/JSON object/);
  });

  it('trims terms and drops empties and case-insensitive duplicates', () => {
    const s = parseSettings({ ...DEFAULT_SETTINGS, alwaysPrivate: [' Falcon ', '', 'falcon', 'Osprey'] });
    expect(s.alwaysPrivate).toEqual(['Falcon', 'Osprey']);
  });

  it('requiring review of every message forces the review overlay on', () => {
    const s = parseSettings({
      ...DEFAULT_SETTINGS,
      reviewAlways: false,
      record: { enabled: true, retentionDays: 30, requireReview: true },
    });
    expect(s.reviewAlways).toBe(true);
  });

  it('strict parsing (imports) rejects unknown keys; stored objects ignore them', () => {
    expect(() => parseSettings({ ...DEFAULT_SETTINGS, colour: 'red' }, { strict: true })).toThrow(
      /unknown setting: colour/,
    );
    expect(parseSettings({ ...DEFAULT_SETTINGS, colour: 'red' })).toEqual(DEFAULT_SETTINGS);
  });

  it('parses an exported file and explains a broken one', () => {
    const custom = parseSettings({ ...DEFAULT_SETTINGS, mode: 'pseudonym', customSites: ['chat.example.org'] });
    expect(parseSettingsFile(JSON.stringify(custom))).toEqual(custom);
    expect(() => parseSettingsFile('{"mode": ')).toThrow(/not a JSON file/);
    expect(() => parseSettingsFile('[1,2]')).toThrow(/JSON object/);
    expect(() => parseSettingsFile(JSON.stringify({ ...custom, epsilon: -3 }))).toThrow(/epsilon/);
    expect(parseSettingsFile(JSON.stringify(V1)).version).toBe(SETTINGS_VERSION);
  });
});

describe('normalizeHost', () => {
  it.each([
    ['chat.example.com', 'chat.example.com'],
    ['  Chat.Example.COM ', 'chat.example.com'],
    ['https://chat.example.com/c/123?x=1', 'chat.example.com'],
    ['http://intranet.corp.local/', 'intranet.corp.local'],
    ['chat.example.com/path', 'chat.example.com'],
    ['localhost', 'localhost'],
  ])('%s → %s', (input, host) => {
    expect(normalizeHost(input)).toBe(host);
  });

  it.each([
    ['', /enter a site/],
    ['ftp://files.example.com', /only http and https/],
    ['*.example.com', /wildcards/],
    ['example.com:8080', /port/],
    ['intranet', /not a valid host/],
    ['exa mple.com', /not a valid host/],
    ['-bad.example.com', /not a valid host/],
  ])('rejects %j', (input, reason) => {
    expect(() => normalizeHost(input)).toThrow(reason);
  });
});

describe('isSiteEnabled', () => {
  it('switches off by adapter id or by host', () => {
    const s = parseSettings({ ...DEFAULT_SETTINGS, disabledSites: ['poe-com', 'chat.example.org'] });
    expect(isSiteEnabled(s, 'poe-com', 'poe.com')).toBe(false);
    expect(isSiteEnabled(s, 'generic', 'chat.example.org')).toBe(false);
    expect(isSiteEnabled(s, 'generic', 'other.example.org')).toBe(true);
    expect(isSiteEnabled(s, 'claude-ai', 'claude.ai')).toBe(true);
  });
});

/**
 * User settings: the only things the extension persists besides ε numbers and (opt-in) review counts. Never message
 * text. Stored in chrome.storage.local under 'settings'; every context (service worker, content script, popup,
 * options) reads them through `parseSettings` and follows changes with chrome.storage.onChanged.
 *
 * Schema versions (each step in MIGRATIONS turns version n into n + 1; a stored object is migrated on read and
 * rewritten on the next save):
 *   1  mode, epsilon, dailyCap, reviewAlways, alwaysPrivate, neverPrivate, disabledSites
 *   2  + customSites (user-added hosts), disabledDomains, record (opt-in review record, retention, require review),
 *      executionProvider (added later within version 2: a missing key takes its default, so no migration step),
 *      disabledCategories (issue 18, also within version 2 the same way: a stored object without it keeps every
 *      optional category on, which is the default), rewriter and localLm (issue 21, the same way: a stored object
 *      without them keeps the phrase bank), detection (session 36, the same way: a stored object without it keeps
 *      'balanced')
 */
import { DETECTION_LEVELS, SANITIZE_MODES, type DetectionLevel, type SanitizeMode } from '../engine/pipeline.ts';
import { DOMAINS, OPTIONAL_CATEGORIES, type Domain, type OptionalCategory } from '../engine/types.ts';
import type { ExecutionProviderPreference } from '../engine/encoder/execution-providers.ts';

export const SETTINGS_VERSION = 2;

export interface ReviewRecordSettings {
  /** Keep a record (counts only, never text) of each reviewed message. Off unless the user opts in. */
  enabled: boolean;
  /** Records older than this many days are deleted. */
  retentionDays: number;
  /** Every message goes through the review overlay, even when nothing was found: no automatic send. */
  requireReview: boolean;
}

export interface Settings {
  version: number;
  mode: SanitizeMode;
  epsilon: number;
  /** Daily ε cap across all sites; a message that would pass it asks first. */
  dailyCap: number;
  /**
   * Show the review overlay even when nothing sensitive was found. Always true when `record.requireReview` is set
   * (parseSettings enforces it), so a content script that reads only this flag still honours the requirement.
   */
  reviewAlways: boolean;
  alwaysPrivate: string[];
  neverPrivate: string[];
  /** Site ids (built-in adapters) or host names (user-added sites) the user switched off. */
  disabledSites: string[];
  /** Host names the user added on the options page (optional host permission granted, content script registered). */
  customSites: string[];
  /** Attribute domains the user switched off; structured identifiers are always looked for. */
  disabledDomains: Domain[];
  /** Optional identifier categories (nationality/religion/politics, job title) the user switched off. */
  disabledCategories: OptionalCategory[];
  record: ReviewRecordSettings;
  /**
   * Where the span encoder runs: 'auto' = WebGPU on a hardware GPU adapter, WASM otherwise (a software adapter such as
   * SwiftShader is slower than WASM); 'webgpu' forces WebGPU on any adapter; 'wasm' never uses the GPU.
   */
  executionProvider: ExecutionProviderPreference;
  /** dp mode's rewriter: 'lm' only with a stored `localLm`. Both models run on `executionProvider`. */
  rewriter: RewriterChoice;
  localLm: LocalLmSettings | null;
  /**
   * How hard health, legal, money and other facts are looked for: 'balanced' (default) or 'thorough' (more facts found,
   * more false highlights to untick; src/engine/pipeline.ts DETECTION_LEVELS).
   */
  detection: DetectionLevel;
}

/** What rewrites the spans in dp mode: the public phrase bank (default) or a language model the user provided. */
export type RewriterChoice = 'bank' | 'lm';
export const REWRITER_CHOICES: readonly RewriterChoice[] = ['bank', 'lm'];

/**
 * The local language model the user provided (its files live in the extension's origin-private storage,
 * src/protocol/local-lm-files.ts; these settings hold only what describes them, never the files).
 */
export interface LocalLmSettings {
  /** The folder's name, or the last path segment of the download address. */
  name: string;
  source: 'folder' | 'download';
  /** The address it was downloaded from (source 'download'). */
  url?: string;
  /** Total size of the stored files, in bytes. */
  bytes: number;
}

export const EXECUTION_PROVIDER_CHOICES: readonly ExecutionProviderPreference[] = ['auto', 'webgpu', 'wasm'];

export const DEFAULT_SETTINGS: Settings = {
  version: SETTINGS_VERSION,
  mode: 'redact',
  epsilon: 20,
  dailyCap: 500,
  reviewAlways: false,
  alwaysPrivate: [],
  neverPrivate: [],
  disabledSites: [],
  customSites: [],
  disabledDomains: [],
  disabledCategories: [],
  record: { enabled: false, retentionDays: 90, requireReview: false },
  executionProvider: 'auto',
  rewriter: 'bank',
  localLm: null,
  detection: 'balanced',
};

export const LIMITS = {
  epsilon: { min: 0.1, max: 1000 },
  dailyCap: { min: 0.1, max: 1_000_000 },
  retentionDays: { min: 1, max: 3650 },
  terms: 1000,
  termLength: 500,
  sites: 200,
} as const;

/** The settings keys of each version; `strict` parsing (imports) rejects anything else. */
const KEYS: readonly (keyof Settings)[] = [
  'version',
  'mode',
  'epsilon',
  'dailyCap',
  'reviewAlways',
  'alwaysPrivate',
  'neverPrivate',
  'disabledSites',
  'customSites',
  'disabledDomains',
  'disabledCategories',
  'record',
  'executionProvider',
  'rewriter',
  'localLm',
  'detection',
];

type Raw = Record<string, unknown>;

function isRecord(v: unknown): v is Raw {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Migration steps: MIGRATIONS[n - 1] turns a version-n object into version n + 1. Pure; never throws. */
const MIGRATIONS: readonly ((old: Raw) => Raw)[] = [
  // 1 → 2: new fields start at their defaults; nothing the user chose changes.
  (old) => ({
    ...old,
    version: 2,
    customSites: [],
    disabledDomains: [],
    record: { ...DEFAULT_SETTINGS.record },
  }),
];

/**
 * Brings a stored settings object of any earlier version up to SETTINGS_VERSION (a missing version means 1, the
 * first shipped schema). Throws only when the version is not one this build knows.
 */
export function migrateSettings(raw: Raw): Raw {
  const version = raw.version === undefined ? 1 : raw.version;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    throw new Error('settings version must be a positive integer');
  if (version > SETTINGS_VERSION)
    throw new Error(
      `settings from a newer version of PromptVeil (schema ${version}; this one reads up to ${SETTINGS_VERSION})`,
    );
  let out: Raw = { ...raw, version };
  for (let v = version; v < SETTINGS_VERSION; v++) {
    const step = MIGRATIONS[v - 1];
    if (!step) throw new Error(`no migration from settings schema ${v}`);
    out = step(out);
  }
  return out;
}

function number(v: unknown, key: string, range: { min: number; max: number }, integer = false): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Error(`${key} must be a number`);
  if (integer && !Number.isInteger(v)) throw new Error(`${key} must be a whole number`);
  if (v < range.min || v > range.max) throw new Error(`${key} must be between ${range.min} and ${range.max}`);
  return v;
}

function boolean(v: unknown, key: string): boolean {
  if (typeof v !== 'boolean') throw new Error(`${key} must be true or false`);
  return v;
}

/** A list of strings, trimmed, empties dropped, duplicates (case-insensitive) removed, order kept. */
function strings(v: unknown, key: string, max: number, maxLength: number): string[] {
  if (!Array.isArray(v)) throw new Error(`${key} must be a list of strings`);
  if (v.length > max) throw new Error(`${key}: at most ${max} entries`);
  const seen = new Set<string>();
  const out: string[] = [];
  for (const s of v) {
    if (typeof s !== 'string') throw new Error(`${key}: every entry must be a string`);
    const t = s.trim();
    if (t.length > maxLength) throw new Error(`${key}: entries must be at most ${maxLength} characters`);
    if (!t || seen.has(t.toLowerCase())) continue;
    seen.add(t.toLowerCase());
    out.push(t);
  }
  return out;
}

const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Normalises what a user typed as a site ("https://Chat.Example.com/path", "chat.example.com") to a host name, or
 * throws with the reason. Only http(s) hosts; no wildcards, no ports, no IP-less single labels except localhost.
 */
export function normalizeHost(input: string): string {
  let s = input.trim().toLowerCase();
  if (!s) throw new Error('enter a site address');
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(s)) {
    let url: URL;
    try {
      url = new URL(s);
    } catch (err) {
      throw new Error(`'${input.trim()}' is not a web address`, { cause: err });
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error('only http and https sites can be protected');
    s = url.hostname;
  } else {
    s = s.replace(/[/?#].*$/, '');
  }
  if (s.includes('*')) throw new Error('wildcards are not allowed: add each site by its own address');
  if (s.includes(':')) throw new Error('leave out the port number');
  if (!HOST.test(s) || (!s.includes('.') && s !== 'localhost')) throw new Error(`'${s}' is not a valid host name`);
  return s;
}

function hosts(v: unknown, key: string): string[] {
  const list = strings(v, key, LIMITS.sites, 253);
  return list.map((h) => {
    try {
      const n = normalizeHost(h);
      if (n !== h) throw new Error('not normalised');
      return n;
    } catch (err) {
      throw new Error(`${key}: '${h}' is not a host name`, { cause: err });
    }
  });
}

function domains(v: unknown): Domain[] {
  const list = strings(v, 'disabledDomains', DOMAINS.length, 40);
  for (const d of list)
    if (!(DOMAINS as readonly string[]).includes(d)) throw new Error(`disabledDomains: unknown domain '${d}'`);
  return list as Domain[];
}

function optionalCategories(v: unknown): OptionalCategory[] {
  const list = strings(v, 'disabledCategories', OPTIONAL_CATEGORIES.length, 40);
  for (const c of list)
    if (!(OPTIONAL_CATEGORIES as readonly string[]).includes(c))
      throw new Error(`disabledCategories: unknown category '${c}'`);
  return list as OptionalCategory[];
}

function record(v: unknown): ReviewRecordSettings {
  if (!isRecord(v)) throw new Error('record must be an object');
  const r = { ...DEFAULT_SETTINGS.record, ...v };
  for (const k of Object.keys(v))
    if (!(k in DEFAULT_SETTINGS.record)) throw new Error(`record: unknown setting '${k}'`);
  return {
    enabled: boolean(r.enabled, 'record.enabled'),
    retentionDays: number(r.retentionDays, 'record.retentionDays', LIMITS.retentionDays, true),
    requireReview: boolean(r.requireReview, 'record.requireReview'),
  };
}

function executionProvider(v: unknown): ExecutionProviderPreference {
  if (typeof v !== 'string' || !(EXECUTION_PROVIDER_CHOICES as readonly string[]).includes(v))
    throw new Error(`executionProvider must be one of ${EXECUTION_PROVIDER_CHOICES.join(', ')}`);
  return v as ExecutionProviderPreference;
}

function localLm(v: unknown): LocalLmSettings | null {
  if (v === null) return null;
  if (!isRecord(v)) throw new Error('localLm must be an object or null');
  for (const k of Object.keys(v))
    if (!['name', 'source', 'url', 'bytes'].includes(k)) throw new Error(`localLm: unknown setting '${k}'`);
  const name = v.name;
  if (typeof name !== 'string' || !name.trim() || name.length > 200) throw new Error('localLm.name must be a short non-empty string');
  if (v.source !== 'folder' && v.source !== 'download') throw new Error('localLm.source must be folder or download');
  const bytes = number(v.bytes, 'localLm.bytes', { min: 0, max: Number.MAX_SAFE_INTEGER }, true);
  if (v.source === 'folder') {
    if (v.url !== undefined) throw new Error('localLm.url is only for a downloaded model');
    return { name, source: 'folder', bytes };
  }
  if (typeof v.url !== 'string') throw new Error('localLm.url must be the address the model was downloaded from');
  let url: URL;
  try {
    url = new URL(v.url);
  } catch (err) {
    throw new Error('localLm.url is not a web address', { cause: err });
  }
  if (url.protocol !== 'https:') throw new Error('localLm.url must be an https address');
  return { name, source: 'download', url: url.href, bytes };
}

export interface ParseOptions {
  /** Reject keys this version does not know (imported files), instead of ignoring them (stored objects). */
  strict?: boolean;
}

/**
 * Validates (and migrates) a settings object. Throws with the reason; never returns a half-valid object.
 * Missing keys take their defaults, so a partial object (a patch applied to defaults) is valid.
 */
export function parseSettings(raw: unknown, options: ParseOptions = {}): Settings {
  if (!isRecord(raw)) throw new Error('settings must be a JSON object');
  if (options.strict) {
    const unknown = Object.keys(raw).filter((k) => !(KEYS as readonly string[]).includes(k));
    if (unknown.length)
      throw new Error(`unknown setting${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}`);
  }
  const migrated = migrateSettings(raw);
  const r: Raw = { ...DEFAULT_SETTINGS, ...migrated };
  const mode = r.mode;
  if (typeof mode !== 'string' || !(SANITIZE_MODES as readonly string[]).includes(mode))
    throw new Error(`unknown mode '${String(mode)}'`);
  const rec = record(r.record);
  return {
    version: SETTINGS_VERSION,
    mode: mode as SanitizeMode,
    epsilon: number(r.epsilon, 'epsilon', LIMITS.epsilon),
    dailyCap: number(r.dailyCap, 'dailyCap', LIMITS.dailyCap),
    reviewAlways: boolean(r.reviewAlways, 'reviewAlways') || rec.requireReview,
    alwaysPrivate: strings(r.alwaysPrivate, 'alwaysPrivate', LIMITS.terms, LIMITS.termLength),
    neverPrivate: strings(r.neverPrivate, 'neverPrivate', LIMITS.terms, LIMITS.termLength),
    disabledSites: strings(r.disabledSites, 'disabledSites', LIMITS.sites, 253),
    customSites: hosts(r.customSites, 'customSites'),
    disabledDomains: domains(r.disabledDomains),
    disabledCategories: optionalCategories(r.disabledCategories),
    record: rec,
    executionProvider: executionProvider(r.executionProvider),
    ...rewriterSettings(r.rewriter, r.localLm),
    detection: detection(r.detection),
  };
}

function detection(v: unknown): DetectionLevel {
  if (typeof v !== 'string' || !(DETECTION_LEVELS as readonly string[]).includes(v))
    throw new Error(`detection must be one of ${DETECTION_LEVELS.join(', ')}`);
  return v as DetectionLevel;
}

function rewriterSettings(choice: unknown, lm: unknown): { rewriter: RewriterChoice; localLm: LocalLmSettings | null } {
  if (typeof choice !== 'string' || !(REWRITER_CHOICES as readonly string[]).includes(choice))
    throw new Error(`rewriter must be one of ${REWRITER_CHOICES.join(', ')}`);
  const model = localLm(lm);
  if (choice === 'lm' && model === null) throw new Error('rewriter lm needs a language model: add one first');
  return { rewriter: choice as RewriterChoice, localLm: model };
}

/** Parses the text of an imported settings file. Throws with a reason a person can act on. */
export function parseSettingsFile(text: string): Settings {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (err) {
    throw new Error(`not a JSON file (${err instanceof Error ? err.message : 'parse error'})`, { cause: err });
  }
  return parseSettings(raw, { strict: true });
}

/** Whether PromptVeil acts on a page: its adapter id (built-in sites) or host (user-added sites) is not switched off. */
export function isSiteEnabled(settings: Settings, siteId: string, host: string): boolean {
  return !settings.disabledSites.includes(siteId) && !settings.disabledSites.includes(host.toLowerCase());
}

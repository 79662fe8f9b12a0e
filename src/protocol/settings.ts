/** User settings: the only things the extension persists besides ε numbers. Never message text. */
import { SANITIZE_MODES, type SanitizeMode } from '../engine/pipeline.ts';

export const SETTINGS_VERSION = 1;

export interface Settings {
  version: number;
  mode: SanitizeMode;
  epsilon: number;
  /** Daily ε cap across all sites; a message that would pass it asks first. */
  dailyCap: number;
  /** Show the review overlay even when nothing sensitive was found. */
  reviewAlways: boolean;
  alwaysPrivate: string[];
  neverPrivate: string[];
  /** Site ids the user switched off. */
  disabledSites: string[];
}

export const DEFAULT_SETTINGS: Settings = {
  version: SETTINGS_VERSION,
  mode: 'redact',
  epsilon: 20,
  dailyCap: 500,
  reviewAlways: false,
  alwaysPrivate: [],
  neverPrivate: [],
  disabledSites: [],
};

function strings(v: unknown, max = 1000): string[] {
  if (!Array.isArray(v)) throw new Error('expected a list of strings');
  if (v.length > max) throw new Error(`at most ${max} entries`);
  return v.map((s) => {
    if (typeof s !== 'string' || s.length > 500) throw new Error('list entries must be strings of ≤ 500 characters');
    return s;
  });
}

/** Validates (and migrates) a settings object. Throws with the reason; never returns a half-valid object. */
export function parseSettings(raw: unknown): Settings {
  if (typeof raw !== 'object' || raw === null) throw new Error('settings must be an object');
  const r = { ...DEFAULT_SETTINGS, ...(raw as Partial<Settings>) };
  if (typeof r.version !== 'number' || r.version > SETTINGS_VERSION) throw new Error('settings from a newer version');
  if (!(SANITIZE_MODES as readonly string[]).includes(r.mode)) throw new Error(`unknown mode '${String(r.mode)}'`);
  for (const key of ['epsilon', 'dailyCap'] as const) {
    const v = r[key];
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0) throw new Error(`${key} must be a positive number`);
  }
  if (typeof r.reviewAlways !== 'boolean') throw new Error('reviewAlways must be true or false');
  return {
    version: SETTINGS_VERSION,
    mode: r.mode,
    epsilon: r.epsilon,
    dailyCap: r.dailyCap,
    reviewAlways: r.reviewAlways,
    alwaysPrivate: strings(r.alwaysPrivate),
    neverPrivate: strings(r.neverPrivate),
    disabledSites: strings(r.disabledSites),
  };
}

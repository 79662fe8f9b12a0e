/**
 * What the stores review, checked before they do: the manifests the build writes for Chromium and Firefox. Manifest
 * V3, the exact extension-page CSP, no remote code, host permissions only for the supported chat sites (every other
 * site is an optional permission the user grants), and no permission nobody asked for. The manifests are produced by
 * the same functions the Vite plugin calls; when dist/ has been built, the files on disk are checked too.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chromeManifest, FIREFOX_ANDROID_MIN_VERSION, FIREFOX_MIN_VERSION, firefoxManifest, GECKO_ID, type Manifest } from './vite-extension-assets.ts';

const root = resolve(import.meta.dirname, '..');
const source = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8')) as Manifest;
const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;

const CSP = "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'";

/** The chat sites PromptVeil supports out of the box (DESIGN.md); any other site is opt-in. */
const SUPPORTED = [
  'https://chatgpt.com/*',
  'https://claude.ai/*',
  'https://gemini.google.com/*',
  'https://copilot.microsoft.com/*',
  'https://www.perplexity.ai/*',
  'https://chat.deepseek.com/*',
  'https://chat.mistral.ai/*',
  'https://poe.com/*',
];

/** Every permission, with the reason it is needed. Adding one means adding it here, consciously. */
const PERMISSIONS: Record<string, string> = {
  storage: 'settings and the privacy ledger (numbers only)',
  offscreen: 'Chromium: the document that hosts the engine worker',
  scripting: 'content script registration on sites the user enables',
  activeTab: "the popup reads the current tab's address to offer enabling PromptVeil there",
};

const contentMatches = (m: Manifest): string[] =>
  ((m.content_scripts ?? []) as { matches?: string[] }[]).flatMap((c) => c.matches ?? []);

/** Width and height from a PNG's IHDR chunk. */
function pngSize(file: string): { width: number; height: number } {
  const b = readFileSync(file);
  expect(b.subarray(0, 8).toString('hex'), `${file} is not a PNG`).toBe('89504e470d0a1a0a');
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20) };
}

/** Every icon a manifest names exists in public/ and is a square PNG of the size its key says. */
function checkIcons(icons: Record<string, string> | undefined): void {
  for (const [size, file] of Object.entries(icons ?? {})) {
    const abs = join(root, 'public', file);
    expect(existsSync(abs), file).toBe(true);
    expect(pngSize(abs), file).toEqual({ width: Number(size), height: Number(size) });
  }
}

function checkCommon(m: Manifest): void {
  expect(m.manifest_version).toBe(3);
  expect(m.version).toBe(version);
  expect(m.content_security_policy).toEqual({ extension_pages: CSP });
  // Host access without asking: exactly the supported sites, https only, no wildcards.
  expect([...(m.host_permissions ?? [])].sort()).toEqual([...SUPPORTED].sort());
  for (const p of m.host_permissions ?? []) expect(p).toMatch(/^https:\/\/[a-z0-9.-]+\/\*$/);
  expect([...new Set(contentMatches(m))].sort()).toEqual([...SUPPORTED].sort());
  // Every other site is optional: granted by the user per site, from the options page.
  expect(m.optional_host_permissions).toEqual(['https://*/*', 'http://*/*']);
  for (const p of m.permissions ?? []) expect(Object.keys(PERMISSIONS), `permission "${p}" needs a reason`).toContain(p);
  for (const key of ['externally_connectable', 'web_accessible_resources', 'update_url', 'key', 'oauth2', 'chrome_url_overrides']) {
    expect(m, `unexpected manifest key ${key}`).not.toHaveProperty(key);
  }
  // No remote code: every script the manifest names is a file inside the package.
  const scripts = [
    ...(m.background?.service_worker ? [m.background.service_worker] : []),
    ...(m.background?.scripts ?? []),
    ...((m.content_scripts ?? []) as { js?: string[] }[]).flatMap((c) => c.js ?? []),
  ];
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) expect(s).toMatch(/^[a-z0-9/_-]+\.js$/);
}

describe('Chromium manifest', () => {
  const m = chromeManifest(source, version);

  it('is MV3 with the exact CSP, local scripts only, and host permissions only for the supported sites', () => {
    checkCommon(m);
    expect(m.background).toEqual({ service_worker: 'background.js', type: 'module' });
    expect([...(m.permissions ?? [])].sort()).toEqual(['activeTab', 'offscreen', 'scripting', 'storage']);
  });

  it('differs from the source manifest only in the version', () => {
    expect({ ...m, version: source.version }).toEqual(source);
  });

  it('ships icons at 16, 32, 48 and 128 px', () => {
    expect(Object.keys(m.icons ?? {}).sort()).toEqual(['128', '16', '32', '48']);
    checkIcons(m.icons);
    checkIcons((m.action as { default_icon?: Record<string, string> } | undefined)?.default_icon);
  });
});

describe('Firefox manifest', () => {
  const m = firefoxManifest(source, version);

  it('keeps the same CSP, sites and permissions, minus the offscreen API Firefox lacks', () => {
    checkCommon(m);
    expect([...(m.permissions ?? [])].sort()).toEqual(['activeTab', 'scripting', 'storage']);
  });

  it('runs the background as a module event page and declares its gecko id and no data collection', () => {
    expect(m.background).toEqual({ scripts: ['background.js'], type: 'module' });
    expect(m).not.toHaveProperty('minimum_chrome_version');
    expect(m.browser_specific_settings).toEqual({
      gecko: { id: GECKO_ID, strict_min_version: FIREFOX_MIN_VERSION, data_collection_permissions: { required: ['none'] } },
      gecko_android: { strict_min_version: FIREFOX_ANDROID_MIN_VERSION },
    });
  });

  it('ships the 48 and 96 px icons Firefox asks for', () => {
    expect(m.icons).toMatchObject({ '48': 'icons/icon-48.png', '96': 'icons/icon-96.png' });
    checkIcons(m.icons);
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

/** Patterns that would load code from the network: remote script tags, imports, importScripts, workers. */
const REMOTE_CODE = [
  /<script[^>]+src=["']?(?:https?:)?\/\//i,
  /\bimport\s*\(\s*["'`](?:https?:)?\/\//,
  /\bimport\s[^;]*?from\s*["'](?:https?:)?\/\//,
  /\bimportScripts\s*\(\s*["'`](?:https?:)?\/\//,
  /\bnew\s+(?:Shared)?Worker\s*\(\s*["'`](?:https?:)?\/\//,
];

for (const target of ['chrome', 'firefox'] as const) {
  const dir = join(root, 'dist', target);
  const built = existsSync(join(dir, 'manifest.json'));
  describe.skipIf(!built)(`built dist/${target} (skipped until npm run build)`, () => {
    it('carries exactly the manifest the transformation produces', () => {
      const onDisk = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
      expect(onDisk).toEqual(target === 'chrome' ? chromeManifest(source, onDisk.version) : firefoxManifest(source, onDisk.version));
      checkCommon({ ...onDisk, version });
    });

    it('contains no remote code and every file the manifest names', () => {
      const files = filesUnder(dir).filter((f) => /\.(m?js|html)$/.test(f));
      for (const f of files) {
        const text = readFileSync(f, 'utf8');
        for (const re of REMOTE_CODE) expect(re.test(text), `${f} matches ${String(re)}`).toBe(false);
      }
      const onDisk = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as Manifest;
      const named = [
        ...(onDisk.background?.scripts ?? []),
        ...(onDisk.background?.service_worker ? [onDisk.background.service_worker] : []),
        ...((onDisk.content_scripts ?? []) as { js?: string[] }[]).flatMap((c) => c.js ?? []),
        ...Object.values(onDisk.icons ?? {}),
      ];
      for (const f of named) expect(existsSync(join(dir, f)), f).toBe(true);
      if (target === 'chrome') expect(existsSync(join(dir, 'offscreen/offscreen.html'))).toBe(true);
      else expect(existsSync(join(dir, 'offscreen'))).toBe(false);
    });
  });
}

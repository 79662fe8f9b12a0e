import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The browsers the build writes an extension for: dist/chrome and dist/firefox. */
export type Target = 'chrome' | 'firefox';
export const TARGETS: readonly Target[] = ['chrome', 'firefox'];

export function parseTarget(value: string | undefined): Target {
  if (value === undefined || value === '' || value === 'chrome') return 'chrome';
  if (value === 'firefox') return 'firefox';
  throw new Error(`unknown build target "${value}" (expected chrome or firefox)`);
}

/** Files of onnxruntime-web the engine worker loads at run time: the plain WASM build and the JSEP (WebGPU) build. */
export const ORT_FILES = [
  'ort-wasm-simd-threaded.wasm',
  'ort-wasm-simd-threaded.mjs',
  'ort-wasm-simd-threaded.jsep.wasm',
  'ort-wasm-simd-threaded.jsep.mjs',
];

/**
 * The add-on id on addons.mozilla.org. It must never change once published: AMO ties updates, storage and the user's
 * granted permissions to it.
 */
export const GECKO_ID = 'promptveil@promptveil.dev';

/**
 * Oldest Firefox the Firefox build claims. 140 is the ESR line that introduced `data_collection_permissions` (which
 * AMO requires of new add-ons); everything else we rely on is older: MV3 (109), module background scripts and module
 * workers (114), `optional_host_permissions` (128), 'wasm-unsafe-eval' (102).
 */
export const FIREFOX_MIN_VERSION = '140.0';

export const FIREFOX_ANDROID_MIN_VERSION = '142.0';

/** The manifest fields the build reads or rewrites; everything else passes through untouched. */
export interface Manifest {
  manifest_version: number;
  version: string;
  permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
  background?: { service_worker?: string; scripts?: string[]; type?: 'module' | 'classic' };
  icons?: Record<string, string>;
  content_security_policy?: { extension_pages?: string; sandbox?: string };
  browser_specific_settings?: unknown;
  minimum_chrome_version?: string;
  [key: string]: unknown;
}

/** Chromium: the source manifest with the version from package.json. Nothing else changes. */
export function chromeManifest(source: Manifest, version: string): Manifest {
  return { ...structuredClone(source), version };
}

/**
 * Firefox: same features, different plumbing. Firefox has no offscreen API and no extension service workers (MV3
 * background scripts run in a non-persistent event page), so the background is a module script that starts the engine
 * worker itself (src/background/engine-host.ts); `offscreen` and `minimum_chrome_version` would only earn web-ext lint
 * warnings. AMO needs `browser_specific_settings.gecko` with a stable id and the data-collection declaration: none.
 */
export function firefoxManifest(source: Manifest, version: string): Manifest {
  const m = structuredClone(source);
  delete m.minimum_chrome_version;
  const background = m.background?.service_worker;
  if (!background) throw new Error('manifest.json: background.service_worker is missing');
  const icons = { ...m.icons, '96': 'icons/icon-96.png' };
  return {
    ...m,
    version,
    icons: Object.fromEntries(Object.entries(icons).sort(([a], [b]) => Number(a) - Number(b))),
    background: { scripts: [background], type: 'module' },
    permissions: (m.permissions ?? []).filter((p) => p !== 'offscreen'),
    browser_specific_settings: {
      gecko: {
        id: GECKO_ID,
        strict_min_version: FIREFOX_MIN_VERSION,
        // Nothing the user types, and nothing about them, leaves the device (docs/store-listing.md).
        data_collection_permissions: { required: ['none'] },
      },
      // Firefox for Android reads `data_collection_permissions` from 142 on (web-ext lint
      // KEY_FIREFOX_ANDROID_UNSUPPORTED_BY_MIN_VERSION otherwise).
      gecko_android: { strict_min_version: FIREFOX_ANDROID_MIN_VERSION },
    },
  };
}

export function targetManifest(target: Target, source: Manifest, version: string): Manifest {
  return target === 'firefox' ? firefoxManifest(source, version) : chromeManifest(source, version);
}

/**
 * The model files the engine reads at run time (`grep -rn "readModel\|MODEL_FILES" src/engine`), and only those.
 * The span encoder also outputs the backbone g(·) that the rewriter uses (scripts/convert-use), so use-lite.onnx
 * (28 MB; the CLI's `embed --raw` and tests) stays out, as do span-adapter.json (composed into span-encoder.onnx),
 * rewriter-head.onnx (not read by the engine), build-stamp.json and cache/. Add a file here when the engine starts
 * reading it.
 */
export const RUNTIME_MODEL_FILES: readonly string[] = [
  'span-encoder.onnx',
  'use-lite.vocab.json',
  'prototypes.json',
  'word-prior.json',
  'context-head.json',
  'tagger.json',
  'fact-tagger.json',
  'message-gate.json',
  'span-filter.json',
  'phrase-bank.json',
  'rewriter-policy.json',
  'rewriter-phrase-embeddings.json',
];

/** Model files shipped inside the extension: committed artefacts from models/ and build products from models/generated/. */
function modelFiles(root: string): { from: string; name: string }[] {
  const out: { from: string; name: string }[] = [];
  for (const dir of ['models', 'models/generated']) {
    const abs = join(root, dir);
    if (!existsSync(abs)) continue;
    for (const name of readdirSync(abs, { withFileTypes: true })) {
      if (!name.isFile() || !RUNTIME_MODEL_FILES.includes(name.name)) continue;
      out.push({ from: join(abs, name.name), name: name.name });
    }
  }
  return out;
}

/** Writes manifest.json (version from package.json), ORT's wasm files and the models into the extension folder. */
export function extensionAssets(opts: { root: string; outDir: string; target?: Target }): Plugin {
  return {
    name: 'promptveil-extension-assets',
    apply: 'build',
    closeBundle() {
      const { root, outDir } = opts;
      const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
      const source = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8')) as Manifest;
      const manifest = targetManifest(opts.target ?? 'chrome', source, pkg.version);
      writeFileSync(join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

      const ortDir = join(outDir, 'ort');
      mkdirSync(ortDir, { recursive: true });
      for (const file of ORT_FILES) copyFileSync(join(root, 'node_modules/onnxruntime-web/dist', file), join(ortDir, file));

      const modelsDir = join(outDir, 'models');
      mkdirSync(modelsDir, { recursive: true });
      for (const m of modelFiles(root)) copyFileSync(m.from, join(modelsDir, m.name));
    },
  };
}

/**
 * `npm run build:cli` (also run by `npm run build`): the CLI as plain JavaScript in dist/cli/, so bin/promptveil.mjs
 * starts without tsx or any other dev dependency. Vite's SSR build (Rolldown) bundles src/cli and the engine into ES
 * modules for Node; packages stay external (they are `dependencies`, resolved from node_modules at run time, so
 * onnxruntime-web finds its own .wasm files). Every output file sits directly in dist/cli/: the CLI finds models/ and
 * package.json two folders up from its own file, as it does from src/cli/.
 */
import { rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '..');
export const CLI_OUT_DIR = resolve(root, 'dist/cli');

/** Entry points: the command line, and the worker thread `analyze --jobs` starts. */
export const CLI_ENTRIES = {
  main: resolve(root, 'src/cli/main.ts'),
  'analyze-worker': resolve(root, 'src/cli/analyze-worker.ts'),
  'native-session-worker': resolve(root, 'src/cli/native-session-worker.ts'),
};

const builtins = new Set([...builtinModules, ...builtinModules.map((m) => `node:${m}`)]);
/**
 * Packages bundled into the CLI instead of being left to Node: libphonenumber-js's ESM build is ~100 small modules
 * plus its metadata, and resolving and linking them one by one took ~150 ms of CPU at every start (measured on the
 * 2-core bench machine); bundled, the same code loads as part of one file.
 */
const BUNDLED = /^libphonenumber-js(\/|$)/;
/** Bare specifiers (packages, node: builtins) are left to Node, except BUNDLED; relative imports are bundled. */
const isExternal = (id: string): boolean =>
  builtins.has(id) || (!BUNDLED.test(id) && !(id.startsWith('.') || id.startsWith('/') || id.startsWith('\0')));

export async function buildCli(): Promise<void> {
  rmSync(CLI_OUT_DIR, { recursive: true, force: true });
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    ssr: { noExternal: [BUNDLED] },
    build: {
      ssr: true,
      outDir: CLI_OUT_DIR,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      reportCompressedSize: false,
      copyPublicDir: false,
      rollupOptions: {
        input: CLI_ENTRIES,
        external: isExternal,
        output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildCli();
  console.log(`built ${CLI_OUT_DIR}`);
}

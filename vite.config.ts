import { resolve } from 'node:path';
import { defaultClientConditions, defineConfig } from 'vite';
import { extensionAssets, parseTarget } from './scripts/vite-extension-assets.ts';

/**
 * Two builds share this file (scripts/build.ts runs both):
 *  - `--mode extension` (default): service worker, offscreen document + engine worker, popup, options, as ES modules;
 *    then the manifest, onnxruntime-web's wasm files and the models are copied in as extension files (no CDN).
 *  - `--mode content`: the content script as one classic IIFE file, because MV3 content scripts cannot be modules.
 *  - `--mode guard`: the network guard's main-world script (src/content/guard-main.ts) as guard.js, likewise.
 * PV_TARGET=chrome (default) or firefox picks the browser (output dist/<target>, overridable with PV_OUT_DIR). The
 * Firefox build has no offscreen document: its background page starts the engine worker itself, chosen at build time
 * through __PV_TARGET__ (src/background/engine-host.ts) so each bundle carries only its own engine host.
 */
const root = import.meta.dirname;
const target = parseTarget(process.env.PV_TARGET);
const outDir = resolve(root, process.env.PV_OUT_DIR ?? `dist/${target}`);

export default defineConfig(({ mode }) => {
  const common = {
    root: resolve(root, 'src'),
    publicDir: resolve(root, 'public'),
    base: './',
    logLevel: 'warn' as const,
    define: { __PV_TARGET__: JSON.stringify(target) },
    // onnxruntime-web's default browser entry inlines its Emscripten glue and makes the bundler copy a 28 MB .wasm into
    // assets/ that is never loaded (the worker points ORT at ort/, see ORT_FILES). This export condition selects the
    // entry that loads glue and .wasm from ort/ instead: one copy of each file in the package.
    resolve: {
      conditions: ['onnxruntime-web-use-extern-wasm', ...defaultClientConditions],
      // transformers.js (the local language model, src/offscreen/local-lm.ts) runs on the worker's onnxruntime-web:
      // its own onnxruntime imports are shims, so no second copy of the runtime ships (onnxruntime-web's browser
      // builds bundle their own onnxruntime-common and import neither package).
      alias: [
        { find: /^onnxruntime-web\/webgpu$/, replacement: resolve(root, 'src/offscreen/ort-shims/webgpu.ts') },
        { find: /^onnxruntime-common$/, replacement: resolve(root, 'src/offscreen/ort-shims/common.ts') },
      ],
    },
    build: { outDir, target: 'es2022', minify: false, sourcemap: false, reportCompressedSize: false },
  };
  if (mode === 'content' || mode === 'guard') {
    // The content script (isolated world) and the network guard's main-world half (guard.js, document_start).
    const entry = mode === 'guard' ? 'src/content/guard-main.ts' : 'src/content/index.ts';
    const file = mode === 'guard' ? 'guard.js' : 'content.js';
    return {
      ...common,
      publicDir: false as const,
      build: {
        ...common.build,
        emptyOutDir: false,
        lib: { entry: resolve(root, entry), formats: ['iife' as const], name: mode === 'guard' ? 'PromptVeilGuard' : 'PromptVeilContent', fileName: () => file },
      },
    };
  }
  return {
    ...common,
    worker: {
      format: 'es' as const,
      rollupOptions: {
        output: {
          // The engine worker imports one of onnxruntime-web's builds on demand (src/offscreen/worker.ts); their chunk
          // names ("ort.wasm.min") lose their dots so every chunk is assets/<name>-<hash>.js.
          chunkFileNames: (chunk: { name: string }) => `assets/${chunk.name.replace(/\./g, '-')}-[hash].js`,
          // AMO's linter refuses to parse JavaScript files over 5 MB (web-ext lint FILE_TOO_LARGE, an error), and the
          // bundled English model of wink-nlp alone is ~4 MB: on Firefox it becomes its own chunk of the module worker.
          ...(target === 'firefox'
            ? { manualChunks: (id: string) => (id.includes('/node_modules/wink-eng-lite-web-model/') ? 'wink-model' : undefined) }
            : {}),
        },
      },
    },
    plugins: [extensionAssets({ root, outDir, target })],
    build: {
      ...common.build,
      emptyOutDir: true,
      rollupOptions: {
        input: {
          background: resolve(root, 'src/background/index.ts'),
          popup: resolve(root, 'src/popup/popup.html'),
          options: resolve(root, 'src/options/options.html'),
          ...(target === 'chrome' ? { offscreen: resolve(root, 'src/offscreen/offscreen.html') } : {}),
        },
        output: { entryFileNames: (chunk) => (chunk.name === 'background' ? 'background.js' : 'assets/[name]-[hash].js') },
      },
    },
  };
});

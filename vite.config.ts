import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { extensionAssets } from './scripts/vite-extension-assets.ts';

/**
 * Two builds share this file (scripts/build.ts runs both):
 *  - `--mode extension` (default): service worker, offscreen document + engine worker, popup, options, as ES modules;
 *    then the manifest, onnxruntime-web's wasm files and the models are copied in as extension files (no CDN).
 *  - `--mode content`: the content script as one classic IIFE file, because MV3 content scripts cannot be modules.
 */
const root = import.meta.dirname;
const outDir = resolve(root, process.env.PV_OUT_DIR ?? 'dist/chrome');

export default defineConfig(({ mode }) => {
  const common = {
    root: resolve(root, 'src'),
    publicDir: resolve(root, 'public'),
    base: './',
    logLevel: 'warn' as const,
    build: { outDir, target: 'es2022', minify: false, sourcemap: false, reportCompressedSize: false },
  };
  if (mode === 'content') {
    return {
      ...common,
      publicDir: false as const,
      build: {
        ...common.build,
        emptyOutDir: false,
        lib: { entry: resolve(root, 'src/content/index.ts'), formats: ['iife' as const], name: 'PromptVeilContent', fileName: () => 'content.js' },
      },
    };
  }
  return {
    ...common,
    worker: { format: 'es' as const },
    plugins: [extensionAssets({ root, outDir })],
    build: {
      ...common.build,
      emptyOutDir: true,
      rollupOptions: {
        input: {
          background: resolve(root, 'src/background/index.ts'),
          popup: resolve(root, 'src/popup/popup.html'),
          options: resolve(root, 'src/options/options.html'),
          offscreen: resolve(root, 'src/offscreen/offscreen.html'),
        },
        output: { entryFileNames: (chunk) => (chunk.name === 'background' ? 'background.js' : 'assets/[name]-[hash].js') },
      },
    },
  };
});

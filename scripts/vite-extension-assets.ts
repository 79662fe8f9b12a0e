import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** Files of onnxruntime-web the engine worker loads at run time: the plain WASM build and the JSEP (WebGPU) build. */
export const ORT_FILES = [
  'ort-wasm-simd-threaded.wasm',
  'ort-wasm-simd-threaded.mjs',
  'ort-wasm-simd-threaded.jsep.wasm',
  'ort-wasm-simd-threaded.jsep.mjs',
];

/** Model files shipped inside the extension: committed artefacts from models/ and build products from models/generated/. */
function modelFiles(root: string): { from: string; name: string }[] {
  const out: { from: string; name: string }[] = [];
  for (const dir of ['models', 'models/generated']) {
    const abs = join(root, dir);
    if (!existsSync(abs)) continue;
    for (const name of readdirSync(abs, { withFileTypes: true })) {
      if (!name.isFile() || name.name.endsWith('.md') || name.name.endsWith('.svg')) continue;
      out.push({ from: join(abs, name.name), name: name.name });
    }
  }
  return out;
}

/** Writes manifest.json (version from package.json), ORT's wasm files and the models into the extension folder. */
export function extensionAssets(opts: { root: string; outDir: string }): Plugin {
  return {
    name: 'promptveil-extension-assets',
    apply: 'build',
    closeBundle() {
      const { root, outDir } = opts;
      const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
      const manifest = JSON.parse(readFileSync(join(root, 'manifest.json'), 'utf8')) as Record<string, unknown>;
      manifest.version = pkg.version;
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

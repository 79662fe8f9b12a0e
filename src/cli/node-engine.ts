import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import * as ort from 'onnxruntime-web';
import { createEngine, type Engine } from '../engine/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** The engine with models read from models/ (committed) and models/generated/ (built by `npm run build:models`). */
export function createNodeEngine(options: { rulesOnly?: boolean } = {}): Promise<Engine> {
  // onnxruntime-web's Node build runs the same WASM kernels as the extension, single-threaded.
  ort.env.wasm.numThreads = 1;
  return createEngine({
    ...(options.rulesOnly ? {} : { ort, executionProviders: ['wasm'] as const }),
    readModel: async (name) => {
      for (const dir of ['models', 'models/generated']) {
        try {
          return new Uint8Array(await readFile(resolve(ROOT, dir, name)));
        } catch {
          // try the next folder
        }
      }
      throw new Error(`model file '${name}' not found in models/ or models/generated/ — run: npm run build:models`);
    },
  });
}

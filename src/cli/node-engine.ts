import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createEngine, type Engine } from '../engine/index.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** The engine with models read from models/ (committed) and models/generated/ (built by `npm run build:models`). */
export function createNodeEngine(): Promise<Engine> {
  return createEngine({
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

/** Node-only: a ModelStore over a directory (by default the repository's models/generated/). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModelNotFoundError, type ModelStore } from '../engine/encoder/index.ts';

export const DEFAULT_MODEL_DIR = fileURLToPath(new URL('../../models/generated/', import.meta.url));

export function createNodeModelStore(dir: string = DEFAULT_MODEL_DIR): ModelStore {
  return {
    async read(name) {
      const path = join(dir, name);
      try {
        const buf = await readFile(path);
        return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new ModelNotFoundError(name, dir);
        throw err;
      }
    },
  };
}

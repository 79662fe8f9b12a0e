/** Where the CLI finds model files: models/ (committed) first, then models/generated/ (built by `npm run build:models`). */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export const MODEL_DIRS: readonly string[] = [resolve(ROOT, 'models'), resolve(ROOT, 'models/generated')];

/** The path the CLI reads model file `name` from, or undefined when neither folder has it. */
export function modelFilePath(name: string): string | undefined {
  return MODEL_DIRS.map((dir) => resolve(dir, name)).find((path) => existsSync(path));
}

/** The engine on the committed and built models, through onnxruntime-web WASM on one thread (tests on real models). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-web';
import { buildModels } from '../../scripts/build-models.ts';
import { createEngine, type Engine } from '../../src/engine/index.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export async function realModelsEngine(): Promise<Engine> {
  await buildModels({ log: () => undefined });
  ort.env.wasm.numThreads = 1;
  return createEngine({
    ort,
    executionProviders: ['wasm'],
    readModel: async (name) => {
      for (const dir of ['models', 'models/generated']) {
        try {
          return new Uint8Array(await readFile(join(ROOT, dir, name)));
        } catch {
          // try the next folder
        }
      }
      throw new Error(`model file ${name} not found`);
    },
  });
}

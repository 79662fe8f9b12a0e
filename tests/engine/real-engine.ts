/** The engine on the committed and built models, through onnxruntime-web WASM on one thread (tests on real models). */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-web';
import { buildModels } from '../../scripts/build-models.ts';
import { createEngine, type Engine } from '../../src/engine/index.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `overrides` replaces a model file by name with the given JSON (a head fixed for a test). */
export async function realModelsEngine(overrides: Readonly<Record<string, unknown>> = {}): Promise<Engine> {
  await buildModels({ log: () => undefined });
  ort.env.wasm.numThreads = 1;
  return createEngine({
    ort,
    executionProviders: ['wasm'],
    readModel: async (name) => {
      if (name in overrides) return new TextEncoder().encode(JSON.stringify(overrides[name]));
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

/**
 * Two engines whose head in `file` has its probability fixed by its bias alone (`fixed(b)` writes the file): `closed`
 * (bias −20, every probability ≈ 0) and `open` (bias +20, ≈ 1).
 */
export async function biasedEngines(file: string, fixed: (b: number) => unknown): Promise<{ closed: Engine; open: Engine }> {
  return { closed: await realModelsEngine({ [file]: fixed(-20) }), open: await realModelsEngine({ [file]: fixed(20) }) };
}

/**
 * The reference implementation: the original USE-Lite TF.js graph on @tensorflow/tfjs with the
 * WASM backend, fed exactly as @energetic-ai/embeddings feeds it (int32 sparse indices/values).
 * Used to generate the checked-in parity vectors and by the benchmark.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { setThreadsCount, setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { USE_LITE_DIR } from './tf-graph.ts';

export interface TfjsUseLite {
  /** One L2-normalised 512-d vector per token-id row (rows must be non-empty). */
  embed(rows: readonly (readonly number[])[]): Promise<Float32Array[]>;
  backend: string;
}

let ready: Promise<void> | undefined;

async function initBackend(threads: number): Promise<void> {
  const require = createRequire(import.meta.url);
  const wasmDir = dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
  setWasmPaths(`${wasmDir}/`);
  setThreadsCount(threads);
  await tf.setBackend('wasm');
  await tf.ready();
}

export async function loadTfjsUseLite(dir = USE_LITE_DIR, threads = 1): Promise<TfjsUseLite> {
  ready ??= initBackend(threads);
  await ready;
  const modelJson = JSON.parse(await readFile(join(dir, 'model.json'), 'utf8')) as {
    modelTopology: object;
    weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
  };
  const specs: tf.io.WeightsManifestEntry[] = [];
  const shards: Buffer[] = [];
  for (const group of modelJson.weightsManifest) {
    specs.push(...group.weights);
    for (const p of group.paths) shards.push(await readFile(join(dir, p)));
  }
  const all = Buffer.concat(shards);
  const weightData = all.buffer.slice(all.byteOffset, all.byteOffset + all.length);
  const model = await tf.loadGraphModel(tf.io.fromMemory({ modelTopology: modelJson.modelTopology, weightSpecs: specs, weightData }));
  return {
    backend: tf.getBackend(),
    async embed(rows) {
      const indices: number[] = [];
      const values: number[] = [];
      rows.forEach((row, r) =>
        row.forEach((id, p) => {
          indices.push(r, p);
          values.push(id);
        }),
      );
      const inputs = {
        indices: tf.tensor2d(indices, [values.length, 2], 'int32'),
        values: tf.tensor1d(values, 'int32'),
      };
      const out = (await model.executeAsync(inputs)) as tf.Tensor;
      const data = (await out.data()) as Float32Array;
      const dim = out.shape[1] ?? 0;
      out.dispose();
      inputs.indices.dispose();
      inputs.values.dispose();
      return rows.map((_, r) => data.slice(r * dim, (r + 1) * dim));
    },
  };
}

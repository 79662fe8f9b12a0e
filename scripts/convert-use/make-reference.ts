/**
 * Generates the checked-in reference for the numerical parity test:
 *   npx tsx scripts/convert-use/make-reference.ts
 * writes tests/fixtures/encoder/use-lite-reference.json (phrases and the reference tokenizer's ids)
 * and use-lite-reference.f32 (the TF.js WASM vectors, float32 little-endian, row-major [n][512]).
 *
 * Token ids come from @energetic-ai/embeddings' tokenizer (the TF.js USE tokenizer), vectors from the
 * original TF.js graph (tfjs-reference.ts), so neither side uses code under test.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parityPhrases } from './parity-phrases.ts';
import { loadTfjsUseLite } from './tfjs-reference.ts';
import { USE_LITE_DIR } from './tf-graph.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, 'tests', 'fixtures', 'encoder');

/** Token ids from the reference tokenizer, computed in a child process (see reference-tokenize.ts). */
function referenceIds(texts: readonly string[]): number[][] {
  const script = fileURLToPath(new URL('./reference-tokenize.ts', import.meta.url));
  const out = execFileSync(process.execPath, ['--import', 'tsx', script], { input: JSON.stringify(texts), maxBuffer: 1 << 28 });
  return JSON.parse(out.toString('utf8')) as number[][];
}

async function main(): Promise<void> {
  const phrases = parityPhrases();
  const ids = referenceIds(phrases);
  const tf = await loadTfjsUseLite(join(ROOT, USE_LITE_DIR));
  const vectors: Float32Array[] = [];
  for (const row of ids) {
    // One phrase per run; an empty row gets a trailing one-token sentinel row (the model infers the
    // row count from the largest row index), exactly what the runtime encoder does.
    const [v] = await tf.embed(row.length === 0 ? [row, [1]] : [row]);
    if (!v) throw new Error('no vector');
    vectors.push(v);
  }
  const dim = vectors[0]?.length ?? 0;
  const bin = new Uint8Array(vectors.length * dim * 4);
  const view = new DataView(bin.buffer);
  vectors.forEach((v, r) => v.forEach((x, i) => view.setFloat32((r * dim + i) * 4, x, true)));
  await writeFile(join(OUT, 'use-lite-reference.f32'), bin);
  const meta = {
    generatedBy: 'scripts/convert-use/make-reference.ts',
    reference: `@tensorflow/tfjs 4.22.0 (${tf.backend} backend), @energetic-ai/embeddings 0.2.0 tokenizer`,
    dim,
    phrases: phrases.map((text, i) => ({ text, ids: ids[i] })),
  };
  await writeFile(join(OUT, 'use-lite-reference.json'), `${JSON.stringify(meta)}\n`);
  console.log(`wrote ${phrases.length} reference vectors (${dim}-d) to ${OUT}`);
}

await main();

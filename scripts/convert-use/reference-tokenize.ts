/**
 * Reference token ids from the TF.js USE tokenizer (@energetic-ai/embeddings):
 * reads a JSON array of strings on stdin, writes a JSON array of id arrays on stdout.
 * A separate process because @energetic-ai/core bundles its own TF.js, whose kernels would otherwise
 * register over the @tensorflow/tfjs WASM backend the reference vectors are computed with.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EmbeddingsModel } from '@energetic-ai/embeddings';
import { USE_LITE_DIR } from './tf-graph.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The reference tokenizer, without loading any model (it only needs the vocabulary). */
export async function referenceTokenizer(): Promise<{ encode(text: string): number[] }> {
  const vocabulary = JSON.parse(await readFile(join(ROOT, USE_LITE_DIR, 'vocab.json'), 'utf8')) as [string, number][];
  // The constructor only builds the tokenizer; `model` is not touched until embed().
  return new EmbeddingsModel({ vocabulary, model: undefined as never }).tokenizer;
}

async function main(): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const c of process.stdin) chunks.push(c as Buffer);
  const texts = JSON.parse(Buffer.concat(chunks).toString('utf8')) as string[];
  const tokenizer = await referenceTokenizer();
  process.stdout.write(JSON.stringify(texts.map((t) => tokenizer.encode(t))));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();

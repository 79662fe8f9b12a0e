/**
 * `--lm DIR`: a causal LM and its tokenizer in the transformers.js folder layout, loaded by @huggingface/transformers
 * from that folder only (no model hub: env.allowRemoteModels = false), run on the project's one onnxruntime-web
 * (WASM). Fails closed: a missing or broken folder is an error naming what is wrong, never a fallback.
 *
 * One onnxruntime: transformers.js takes the runtime registered under Symbol.for('onnxruntime') on globalThis when
 * it is set before the import, so its sessions run on our onnxruntime-web 1.30.0 (not the copy its Node build
 * bundles, not onnxruntime-node). That path knows no device names, so models load with device 'auto' (ORT picks its
 * registered backend: WASM). transformers.js points onnxruntime-web's wasmPaths at a CDN when they are unset; the
 * previous value is put back right after the import, so the .wasm files load from node_modules as before.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import * as ort from 'onnxruntime-web';
import type { CausalLm } from '../engine/rewriter/causal-lm.ts';
import { createRandom } from '../engine/dp/rng.ts';
import {
  createTransformersCausalLm,
  LmLoadError,
  rewriteMessageWithLm,
  type TjsCausalModelLike,
  type TjsTensorCtor,
  type TjsTokenizerLike,
} from '../engine/rewriter/transformers-lm.ts';

import { LM_ONNX_FILES } from '../protocol/local-lm-files.ts';

export { LM_ONNX_FILES };

function readJson(dir: string, name: string): Record<string, unknown> {
  const path = join(dir, name);
  if (!existsSync(path)) throw new LmLoadError(`language model folder '${dir}': ${name} is missing`);
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new LmLoadError(`language model folder '${dir}': ${name} is not valid JSON`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new LmLoadError(`language model folder '${dir}': ${name} is not a JSON object`);
  return value as Record<string, unknown>;
}

/** What the folder must hold before transformers.js is asked to load it; returns the ONNX file name to load. */
export function checkLmFolder(dir: string): { modelFile: string; config: Record<string, unknown> } {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new LmLoadError(`language model folder '${dir}' does not exist`);
  const config = readJson(dir, 'config.json');
  if (typeof config.model_type !== 'string')
    throw new LmLoadError(`language model folder '${dir}': config.json has no model_type`);
  readJson(dir, 'tokenizer.json');
  readJson(dir, 'tokenizer_config.json');
  const modelFile = LM_ONNX_FILES.find((f) => existsSync(join(dir, 'onnx', f)));
  if (modelFile === undefined)
    throw new LmLoadError(`language model folder '${dir}': no onnx/${LM_ONNX_FILES.join(' or onnx/')}`);
  return { modelFile, config };
}

interface TransformersModule {
  env: { allowRemoteModels: boolean; allowLocalModels: boolean; localModelPath: string };
  Tensor: TjsTensorCtor;
  AutoTokenizer: {
    from_pretrained(id: string, options?: object): Promise<TjsTokenizerLike & { eos_token_id?: number | null }>;
  };
  AutoModelForCausalLM: {
    from_pretrained(id: string, options?: object): Promise<TjsCausalModelLike & { dispose?: () => Promise<unknown> }>;
  };
}

/**
 * Imported by name at run time, only for --lm: neither TypeScript nor a bundler resolves it (the few members used are
 * typed above), so a checkout whose node_modules predates the dependency still type-checks and builds.
 */
const TRANSFORMERS_PACKAGE: string = '@huggingface/transformers';

let transformers: Promise<TransformersModule> | undefined;

/** Import transformers.js once, on our onnxruntime-web, with the model hub turned off. */
function importTransformers(): Promise<TransformersModule> {
  transformers ??= (async () => {
    const key = Symbol.for('onnxruntime');
    const g = globalThis as Record<symbol, unknown>;
    if (g[key] !== undefined && g[key] !== ort)
      throw new LmLoadError('another onnxruntime is already registered for transformers.js');
    g[key] = ort;
    const wasmPaths = ort.env.wasm.wasmPaths;
    const mod = (await import(TRANSFORMERS_PACKAGE)) as TransformersModule;
    ort.env.wasm.wasmPaths = wasmPaths;
    mod.env.allowRemoteModels = false;
    mod.env.allowLocalModels = true;
    return mod;
  })();
  return transformers;
}

/** Load the LM of folder `dir` as a CausalLm (fails closed with a clear message). */
export async function loadNodeLm(dirArg: string): Promise<CausalLm> {
  const dir = resolve(dirArg);
  const { modelFile, config } = checkLmFolder(dir);
  const t = await importTransformers();
  ort.env.wasm.numThreads = 1;
  t.env.localModelPath = dirname(dir);
  const id = basename(dir);
  let tokenizer: Awaited<ReturnType<TransformersModule['AutoTokenizer']['from_pretrained']>>;
  let model: Awaited<ReturnType<TransformersModule['AutoModelForCausalLM']['from_pretrained']>>;
  try {
    tokenizer = await t.AutoTokenizer.from_pretrained(id, { local_files_only: true });
  } catch (err) {
    throw new LmLoadError(`language model folder '${dir}': the tokenizer does not load (${(err as Error).message})`);
  }
  try {
    model = await t.AutoModelForCausalLM.from_pretrained(id, {
      local_files_only: true,
      dtype: 'fp32',
      device: 'auto',
      model_file_name: modelFile.replace(/\.onnx$/, ''),
    });
  } catch (err) {
    throw new LmLoadError(
      `language model folder '${dir}': onnx/${modelFile} does not load (${(err as Error).message})`,
    );
  }
  const vocabSize = Number(config.vocab_size);
  const eos = Array.isArray(config.eos_token_id)
    ? Number(config.eos_token_id[0])
    : Number(config.eos_token_id ?? tokenizer.eos_token_id);
  const lm = createTransformersCausalLm({ model, tokenizer, Tensor: t.Tensor, vocabSize, eosId: eos });
  // Fail now, not on the first message: one forward pass must give logits of the vocabulary's size.
  try {
    await lm.nextLogits([eos]);
  } catch (err) {
    throw new LmLoadError(`language model folder '${dir}': a test forward pass failed (${(err as Error).message})`);
  }
  return lm;
}

/** The dp rewrite of one message's spans by the LM (analyze-line.ts calls it instead of the phrase bank). */
export type LineLmRewriter = (
  text: string,
  spans: readonly { start: number; end: number; text: string }[],
  epsilonText: number,
  seed: string | undefined,
) => Promise<{ sanitized: string; replacements: { start: number; replacement: string }[]; epsilon: number | null }>;

/** Load the LM of `dir` and return the per-message rewriter `analyze --lm` uses (CSPRNG unless a seed is given). */
export async function createLmLineRewriter(dir: string): Promise<LineLmRewriter> {
  const lm = await loadNodeLm(dir);
  return (text, spans, epsilonText, seed) =>
    rewriteMessageWithLm(text, spans, { lm, epsilonText, rng: createRandom(seed) });
}

/**
 * The engine worker's "rewrite with a local language model" (issue 21): the model the user stored from the options
 * page (src/protocol/local-lm-files.ts, origin-private storage) loaded by transformers.js on the worker's own
 * onnxruntime-web (one copy ships: transformers.js takes the runtime registered under Symbol.for('onnxruntime'), and
 * the build points its own onnxruntime imports at shims, vite.config.ts), with the execution providers the span
 * encoder uses. Each token is drawn by our exponential mechanism (src/engine/rewriter/transformers-lm.ts) with the
 * CSPRNG.
 *
 * Fails closed: a missing file or a model that does not load or run is an error naming the problem; the worker then
 * answers the dp request with that error and nothing is sent (the phrase bank is not silently used instead).
 * Nothing is fetched from the network: transformers.js's hub is off, and every file comes from the stored model.
 */
import type { CausalLm } from '../engine/rewriter/causal-lm.ts';
import { createTransformersCausalLm, LmLoadError, type TjsCausalModelLike, type TjsTensorCtor, type TjsTokenizerLike } from '../engine/rewriter/transformers-lm.ts';
import { LM_JSON_FILES, LM_ONNX_FILES, LOCAL_LM_DIR, readLmFile } from '../protocol/local-lm-files.ts';

interface TransformersModule {
  env: {
    allowRemoteModels: boolean;
    allowLocalModels: boolean;
    localModelPath: string;
    useBrowserCache: boolean;
    useCustomCache: boolean;
    customCache: { match(key: string): Promise<Response | undefined>; put(key: string, value: Response): Promise<void> } | null;
  };
  Tensor: TjsTensorCtor;
  AutoTokenizer: { from_pretrained(id: string, options?: object): Promise<TjsTokenizerLike & { eos_token_id?: number | null }> };
  AutoModelForCausalLM: { from_pretrained(id: string, options?: object): Promise<TjsCausalModelLike> };
}

/** Where transformers.js would look for "local" files: a path of the extension itself that does not exist. */
const NOWHERE = '/__promptveil_no_local_models__/';

const missing = (what: string): LmLoadError =>
  new LmLoadError(`the local language model's ${what} is not in this browser's extension storage: add the model again on the options page`);

/** The stored file a transformers.js cache key names ('…/local-lm/onnx/model.onnx' → 'onnx/model.onnx'). */
function storedPath(key: string): string | null {
  const at = key.lastIndexOf(`${LOCAL_LM_DIR}/`);
  return at < 0 ? null : key.slice(at + LOCAL_LM_DIR.length + 1);
}

/** Loads the stored model as a CausalLm on `ort` with `executionProviders`; rejects with LmLoadError. */
export async function loadLocalLm(ort: object, executionProviders: readonly string[]): Promise<CausalLm> {
  const json: Record<string, unknown> = {};
  for (const name of LM_JSON_FILES) {
    const bytes = await readLmFile(name);
    if (!bytes) throw missing(name);
    try {
      json[name] = JSON.parse(new TextDecoder().decode(bytes));
    } catch {
      throw new LmLoadError(`the local language model's ${name} is not valid JSON`);
    }
  }
  let modelFile: string | undefined;
  for (const f of LM_ONNX_FILES) if ((await readLmFile(`onnx/${f}`)) !== null && modelFile === undefined) modelFile = f;
  if (modelFile === undefined) throw missing(`onnx/${LM_ONNX_FILES.join(' or onnx/')}`);

  const key = Symbol.for('onnxruntime');
  const g = globalThis as Record<symbol, unknown>;
  if (g[key] !== undefined && g[key] !== ort) throw new LmLoadError('another onnxruntime is already registered for transformers.js');
  g[key] = ort;
  const t = (await import('@huggingface/transformers')) as unknown as TransformersModule;
  t.env.allowRemoteModels = false;
  t.env.allowLocalModels = true;
  t.env.localModelPath = NOWHERE;
  t.env.useBrowserCache = false;
  t.env.useCustomCache = true;
  t.env.customCache = {
    match: async (k) => {
      const path = storedPath(k);
      const bytes = path === null ? null : await readLmFile(path);
      return bytes ? new Response(bytes) : undefined;
    },
    put: () => Promise.resolve(),
  };
  let tokenizer: TjsTokenizerLike & { eos_token_id?: number | null };
  try {
    tokenizer = await t.AutoTokenizer.from_pretrained(LOCAL_LM_DIR);
  } catch (err) {
    throw new LmLoadError(`the local language model's tokenizer does not load (${err instanceof Error ? err.message : String(err)})`);
  }
  let model: TjsCausalModelLike;
  try {
    model = await t.AutoModelForCausalLM.from_pretrained(LOCAL_LM_DIR, {
      dtype: 'fp32',
      device: 'auto',
      model_file_name: modelFile.replace(/\.onnx$/, ''),
      session_options: { executionProviders: [...executionProviders] },
    });
  } catch (err) {
    throw new LmLoadError(`the local language model's onnx/${modelFile} does not load (${err instanceof Error ? err.message : String(err)})`);
  }
  const config = json['config.json'] as { vocab_size?: unknown; eos_token_id?: unknown };
  const vocabSize = Number(config.vocab_size);
  const eos = Array.isArray(config.eos_token_id) ? Number(config.eos_token_id[0]) : Number(config.eos_token_id ?? tokenizer.eos_token_id);
  const lm = createTransformersCausalLm({ model, tokenizer, Tensor: t.Tensor, vocabSize, eosId: eos });
  try {
    await lm.nextLogits([eos]);
  } catch (err) {
    throw new LmLoadError(`the local language model failed a test forward pass (${err instanceof Error ? err.message : String(err)})`);
  }
  return lm;
}

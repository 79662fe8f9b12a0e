/**
 * The core of wink-nlp's English model (lexicon and feature tables), built as wink-eng-lite-web-model 1.8.1 builds
 * it (dist/read-core-model.js, dist/load-core-model.js) but without its deep copy: the package turns its parsed
 * 3 MB JSON back into a string and parses that again (JSON.parse(JSON.stringify(...))) so that loading never
 * mutates it. Here the parts that loading or tokenizing mutate are copied (the feature lists, which grow with new
 * words, and the small tables) and the big read-only strings are shared. Same model, ~130 ms and ~10 MB of garbage
 * less at start-up (measured on the 2-core bench machine). tests/cli/wink-core.test.ts checks it equals the
 * package's own `model.core()` value for value.
 *
 * Node only: it reads the JSON through `require`, the same module-cache entry the package's own loader uses, so the
 * file is parsed once.
 */
import { createRequire } from 'node:module';

const CORE_JSON = 'wink-eng-lite-web-model/dist/languages/cur/models/eng-core-web-model.json';

interface CoreJson {
  packing: { layout: Record<string, number[]> };
  features: Record<string, { list: unknown[] } & Record<string, unknown>>;
  lexicon: string;
  xpansions: string;
  pos: { hash: Record<string, number> };
  [key: string]: unknown;
}

/** base64 → Uint32Array in platform byte order, as the package decodes it (atob, then a byte loop). */
function uint32sFromBase64(data: string): Uint32Array {
  const decoded = Buffer.from(data, 'base64');
  const bytes = new Uint8Array(decoded.length);
  bytes.set(decoded);
  return new Uint32Array(bytes.buffer);
}

const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

/** A list of strings and numbers copied shallowly; anything nested gets a deep copy. */
const copyList = (list: readonly unknown[]): unknown[] => (list.every((v) => v === null || typeof v !== 'object') ? list.slice() : copy([...list]));

/** The loaded core model, equal to the package's `model.core()`. Every call builds a new one. */
export function loadWinkCore(): unknown {
  const original = createRequire(import.meta.url)(CORE_JSON) as CoreJson;
  const model: Record<string, unknown> = {};
  for (const key of Object.keys(original)) {
    if (key === 'features') {
      const features: Record<string, Record<string, unknown>> = {};
      for (const [name, feature] of Object.entries(original.features)) {
        const f: Record<string, unknown> = {};
        for (const [k, v] of Object.entries(feature)) f[k] = k === 'list' ? copyList(v as unknown[]) : copy(v);
        features[name] = f;
      }
      model.features = features;
    } else if (key === 'lexicon' || key === 'xpansions') {
      model[key] = uint32sFromBase64(original[key]);
    } else {
      model[key] = copy(original[key]);
    }
  }
  // What read-core-model.js does after its copy.
  const packing = model.packing as CoreJson['packing'] & { efList?: string[] };
  const features = model.features as Record<string, { list: unknown[]; hash?: Record<string, number>; intrinsicSize?: number; index?: number; maxIndex?: number }>;
  const pos = model.pos as CoreJson['pos'];
  for (const f in packing.layout) {
    if (packing.layout[f]?.[3] === 0) {
      const feature = features[f]!;
      const hash: Record<string, number> = Object.create(null) as Record<string, number>;
      for (let k = 0; k < feature.list.length; k += 1) hash[feature.list[k] as string] = k;
      feature.hash = hash;
    }
  }
  const lexeme = features.lexeme!;
  const lexemeHash: Record<string, number> = Object.create(null) as Record<string, number>;
  for (let k = 0; k < lexeme.list.length; k += 1) lexemeHash[lexeme.list[k] as string] = k;
  lexeme.hash = lexemeHash;
  const clusters = features.posClusters!.list;
  for (let k = 0; k < clusters.length; k += 1) clusters[k] = new Set((clusters[k] as string).split('_').map((e) => pos.hash[e] || 0));
  // What load-core-model.js does after that.
  packing.efList = [];
  for (const f in packing.layout) {
    const layout = packing.layout[f]!;
    if (layout[3] === 0) {
      const feature = features[f]!;
      feature.intrinsicSize = feature.list.length;
      feature.index = feature.list.length;
      feature.maxIndex = layout[1]! >>> layout[2]!;
    }
    if (layout[4] === 1) packing.efList.push(f);
  }
  lexeme.intrinsicSize = lexeme.list.length;
  lexeme.index = lexeme.list.length;
  return model;
}

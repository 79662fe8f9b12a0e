/**
 * The word-level domain prior (models/word-prior.json, trained by scripts/train/word-prior.ts): for a lower-case
 * word, the probability that it belongs to the vocabulary of a private medical / legal / financial / other fact.
 * Words the table does not hold fall back to drug-name stems (USAN stems: "-statin", "-pril", "-azepam", …), so a
 * generic drug name, or a misspelling that keeps its stem, still reads as medical.
 */

import { base64ToBytes, bytesToBase64 } from '../rewriter/codec.ts';

export const PRIOR_DOMAINS = ['medical', 'legal', 'financial', 'other'] as const;
export type PriorDomain = (typeof PRIOR_DOMAINS)[number];

export interface WordPrior {
  /** Probabilities per PRIOR_DOMAINS, or undefined for a word the prior knows nothing about. */
  lookup(lower: string): ArrayLike<number> | undefined;
  /** True when `lookup` would answer from the word's spelling alone (a weaker signal: see DEFAULT_SPELLING_ANCHOR). */
  bySpelling(lower: string): boolean;
  readonly size: number;
}

/** Stems of the WHO/USAN naming scheme for drug classes (public nomenclature), longest first. */
const DRUG_STEMS = [
  'gliflozin', 'floxacin', 'azepam', 'azolam', 'cycline', 'cillin', 'mycin', 'statin', 'sartan', 'prazole',
  'tidine', 'triptan', 'olol', 'pril', 'dipine', 'parin', 'vastatin', 'setron', 'glutide', 'gliptin', 'lukast',
  'mab', 'nib', 'vir', 'barbital', 'oxetine', 'aline', 'triptyline', 'pramine', 'peridol', 'apine', 'idone',
  'azine', 'profen', 'coxib', 'caine', 'sone', 'olone', 'conazole', 'bital', 'fenac', 'thiazide', 'semide',
];
const STEM_RE = new RegExp(`^[a-z]{3,}(?:${DRUG_STEMS.sort((a, b) => b.length - a.length).join('|')})$`);
/** Confidence given to a stem match: a medical word, not a certainty. */
const STEM_PRIOR = [0.92, 0, 0, 0] as const;
/**
 * Brand names of drugs, contraceptives and diabetes devices that the table lacks (recent brands the GloVe-derived
 * vocabulary never saw; session 26: "I'm on Microgynon", "my Omnipod", "switch to rinvoq"), checked against the shipped
 * table: each one's table entry is missing or read by spelling only. Read as the stems are.
 */
const DRUG_BRANDS = new Set([
  'microgynon', 'rigevidon', 'cerazette', 'loestrin', 'sprintec', 'junel', 'kyleena', 'nuvaring', 'slynd',
  'seasonique', 'femodette', 'cilest', 'omnipod', 'dexcom', 'novorapid', 'tresiba', 'trulicity', 'farxiga',
  'rybelsus', 'toujeo', 'levemir', 'fiasp', 'basaglar', 'latuda', 'rexulti', 'vraylar', 'trintellix', 'elvanse',
  'caplyta', 'spravato', 'auvelity', 'zurzuvae', 'qelbree', 'mydayis', 'azstarys', 'sublocade', 'vivitrol',
  'antabuse', 'campral', 'brixadi', 'zubsolv', 'cabenuva', 'apretude', 'dovato', 'juluca', 'triumeq', 'genvoya',
  'symtuza', 'paxlovid', 'entresto', 'skyrizi', 'rinvoq', 'tremfya', 'taltz', 'cosentyx', 'kesimpta', 'ocrevus',
  'aimovig', 'ajovy', 'emgality', 'nurtec', 'ubrelvy', 'qulipta', 'vyepti', 'orilissa', 'myfembree', 'xifaxan',
  'linzess', 'trulance', 'amitiza', 'otezla', 'sotyktu', 'olumiant', 'xeljanz', 'cimzia', 'simponi', 'entyvio',
  'zeposia', 'mavenclad', 'vumerity', 'tecfidera', 'gilenya', 'aubagio', 'leqembi', 'nuplazid', 'ingrezza',
  'austedo', 'xywav', 'xyrem', 'wakix', 'sunosi', 'belsomra', 'dayvigo', 'quviviq',
]);

/**
 * word-prior.json. Version 1: `words` maps each word to its k scores (0..scale). Version 2 (packWordPriorWords), the
 * same table packed for loading: `words` is the words sorted by UTF-16 code units and joined with '\n', `scores` the
 * base64 of k bytes per word in that order. Parsing version 1 builds ~45k small arrays and a dictionary-mode object
 * (~130 ms of CPU at the CLI's cold start on the loaded 2-core machine); version 2 is two strings (~25 ms).
 */
interface PriorJson {
  version: 1 | 2;
  classes: string[];
  scale: number;
  words: Record<string, number[]> | string;
  /** Version 2 only. */
  scores?: string;
  /** Character n-gram fallback for words the table lacks (see charGrams). */
  grams?: { buckets: number; scale: number; bias: number[]; weights: string };
}

/** The table part of a version-2 word-prior.json: words sorted and joined, their scores as base64 bytes. */
export function packWordPriorWords(words: Readonly<Record<string, readonly number[]>>, k = PRIOR_DOMAINS.length): { words: string; scores: string } {
  const sorted = Object.keys(words).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const bytes = new Uint8Array(sorted.length * k);
  sorted.forEach((w, i) => {
    if (w.includes('\n') || w === '') throw new Error(`word prior: cannot pack the word ${JSON.stringify(w)}`);
    const v = words[w]!;
    if (v.length !== k) throw new Error(`word prior: bad entry for "${w}"`);
    for (let c = 0; c < k; c++) {
      const x = v[c]!;
      if (!Number.isInteger(x) || x < 0 || x > 255) throw new Error(`word prior: score ${x} of "${w}" is not a byte`);
      bytes[i * k + c] = x;
    }
  });
  return { words: sorted.join('\n'), scores: bytesToBase64(bytes) };
}

interface PriorTable {
  size: number;
  has(word: string): boolean;
  get(word: string): Float32Array | undefined;
}

/** Version 1: the parsed object is the table (a hash map from word to scores), converted on first use. */
function unpackedTable(raw: Record<string, number[]>, k: number, scale: number): PriorTable {
  let size = 0;
  for (const w in raw) {
    const v = raw[w];
    if (!Array.isArray(v) || v.length !== k) throw new Error(`word prior: bad entry for "${w}"`);
    for (let c = 0; c < k; c++) if (typeof v[c] !== 'number') throw new Error(`word prior: bad entry for "${w}"`);
    size++;
  }
  const converted = new Map<string, Float32Array>();
  return {
    size,
    has: (word) => Object.hasOwn(raw, word),
    get(word) {
      if (!Object.hasOwn(raw, word)) return undefined;
      let hit = converted.get(word);
      if (!hit) {
        hit = Float32Array.from(raw[word] as number[], (x) => x / scale);
        converted.set(word, hit);
      }
      return hit;
    },
  };
}

/** Version 2: binary search over the sorted words; a word's scores are converted on first use. */
function packedTable(joined: string, scores: string, k: number, scale: number): PriorTable {
  const words = joined === '' ? [] : joined.split('\n');
  const bytes = base64ToBytes(scores);
  if (bytes.length !== words.length * k) throw new Error(`word prior: ${bytes.length} score bytes for ${words.length} words`);
  // Strictly increasing: binary search needs the order, and a duplicate would hide an entry.
  for (let i = 1; i < words.length; i++) if (!(words[i - 1]! < words[i]!)) throw new Error(`word prior: words not sorted at "${words[i]}"`);
  const indexOf = (word: string): number => {
    let lo = 0;
    let hi = words.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const w = words[mid]!;
      if (w === word) return mid;
      if (w < word) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  };
  const converted = new Map<string, Float32Array>();
  return {
    size: words.length,
    has: (word) => indexOf(word) >= 0,
    get(word) {
      let hit = converted.get(word);
      if (hit) return hit;
      const i = indexOf(word);
      if (i < 0) return undefined;
      hit = Float32Array.from(bytes.subarray(i * k, i * k + k), (x) => x / scale);
      converted.set(word, hit);
      return hit;
    },
  };
}

/** Hash buckets of the character n-gram model. */
export const GRAM_BUCKETS = 1 << 14;

/**
 * The hashed character 3- and 4-grams of "^word$" (FNV-1a): how a word the table does not hold — a drug name too
 * rare for the embeddings ("hydroxyzine", "tamsulosina"), a misspelling ("zolof") — is scored by its spelling.
 */
export function charGrams(word: string, buckets = GRAM_BUCKETS): number[] {
  const w = `^${word}$`;
  const out: number[] = [];
  for (const n of [3, 4]) {
    for (let i = 0; i + n <= w.length; i++) {
      let h = 0x811c9dc5 ^ n;
      for (let k = i; k < i + n; k++) h = Math.imul(h ^ w.charCodeAt(k), 0x01000193) >>> 0;
      out.push(h % buckets);
    }
  }
  return out;
}

/** Words shorter than this are never scored by spelling (too few n-grams to mean anything). */
const GRAM_MIN_LENGTH = 6;

function isPriorJson(x: unknown): x is PriorJson {
  if (!x || typeof x !== 'object') return false;
  const o = x as Record<string, unknown>;
  if (!Array.isArray(o.classes) || typeof o.scale !== 'number') return false;
  if (o.version === 1) return !!o.words && typeof o.words === 'object';
  return o.version === 2 && typeof o.words === 'string' && typeof o.scores === 'string';
}

export function loadWordPrior(json: unknown): WordPrior {
  if (!isPriorJson(json)) throw new Error('word prior: not a version-1 or version-2 word-prior.json');
  if (json.classes.join(',') !== PRIOR_DOMAINS.join(',')) throw new Error(`word prior: classes ${json.classes.join(',')} ≠ ${PRIOR_DOMAINS.join(',')}`);
  const k = PRIOR_DOMAINS.length;
  const table = typeof json.words === 'string' ? packedTable(json.words, json.scores ?? '', k, json.scale) : unpackedTable(json.words, k, json.scale);
  const grams = json.grams ? decodeGrams(json.grams) : null;
  const known = (lower: string): boolean =>
    table.has(lower) || table.has(lower.replace(/'s$/, '')) || (lower.length > 4 && lower.endsWith('s') && table.has(lower.slice(0, -1))) || STEM_RE.test(lower) || DRUG_BRANDS.has(lower);
  const lookupOnce = (lower: string): ArrayLike<number> | undefined => {
    const hit = table.get(lower);
    if (hit) return hit;
    // "crohn's" → "crohn"; plural / possessive forms of a known word
    const base = lower.replace(/'s$/, '');
    if (base !== lower) {
      const b = table.get(base);
      if (b) return b;
    }
    if (lower.length > 4 && lower.endsWith('s')) {
      const b = table.get(lower.slice(0, -1));
      if (b) return b;
    }
    if (STEM_RE.test(lower) || DRUG_BRANDS.has(lower)) return STEM_PRIOR;
    if (grams && lower.length >= GRAM_MIN_LENGTH && /^[a-z][a-z-]+$/.test(lower)) return grams(lower);
    return undefined;
  };
  // Each word's answers are worked out once (an analysis asks about the same words in several passes, and a word the
  // table lacks costs several searches and its n-grams): the prior never changes, and its answers are read, never
  // written (the table's own entries were always shared). null: no prior for the word.
  const looked = new Map<string, ArrayLike<number> | null>();
  const spelled = new Map<string, boolean>();
  return {
    size: table.size,
    bySpelling(lower: string): boolean {
      let b = spelled.get(lower);
      if (b === undefined) {
        b = !!grams && !known(lower) && lower.length >= GRAM_MIN_LENGTH && /^[a-z][a-z-]+$/.test(lower);
        if (spelled.size >= PRIOR_MEMO_SIZE) spelled.clear();
        spelled.set(lower, b);
      }
      return b;
    },
    lookup(lower: string): ArrayLike<number> | undefined {
      let p = looked.get(lower);
      if (p === undefined) {
        p = lookupOnce(lower) ?? null;
        if (looked.size >= PRIOR_MEMO_SIZE) looked.clear();
        looked.set(lower, p);
      }
      return p ?? undefined;
    },
  };
}

/** Words whose answers a prior keeps (then it starts over). */
export const PRIOR_MEMO_SIZE = 50_000;

/** The n-gram model: per class, sigmoid(bias + Σ weight[bucket]); weights are int8 (base64) times `scale`. */
function decodeGrams(g: NonNullable<PriorJson['grams']>): (word: string) => Float32Array {
  const k = PRIOR_DOMAINS.length;
  const bin = atob(g.weights);
  if (bin.length !== g.buckets * k || g.bias.length !== k) throw new Error('word prior: bad n-gram model');
  const w = new Float32Array(bin.length);
  for (let i = 0; i < bin.length; i++) w[i] = ((bin.charCodeAt(i) << 24) >> 24) * g.scale;
  return (word: string): Float32Array => {
    const z = Float32Array.from(g.bias);
    for (const b of charGrams(word, g.buckets)) for (let c = 0; c < k; c++) z[c] = (z[c] ?? 0) + (w[b * k + c] ?? 0);
    return z.map((v) => 1 / (1 + Math.exp(-v)));
  };
}

/**
 * The word-level domain prior (models/word-prior.json, trained by scripts/train/word-prior.ts): for a lower-case
 * word, the probability that it belongs to the vocabulary of a private medical / legal / financial / other fact.
 * Words the table does not hold fall back to drug-name stems (USAN stems: "-statin", "-pril", "-azepam", …), so a
 * generic drug name, or a misspelling that keeps its stem, still reads as medical.
 */

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

interface PriorJson {
  version: number;
  classes: string[];
  scale: number;
  words: Record<string, number[]>;
  /** Character n-gram fallback for words the table lacks (see charGrams). */
  grams?: { buckets: number; scale: number; bias: number[]; weights: string };
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
  return o.version === 1 && Array.isArray(o.classes) && typeof o.scale === 'number' && !!o.words && typeof o.words === 'object';
}

export function loadWordPrior(json: unknown): WordPrior {
  if (!isPriorJson(json)) throw new Error('word prior: not a version-1 word-prior.json');
  if (json.classes.join(',') !== PRIOR_DOMAINS.join(',')) throw new Error(`word prior: classes ${json.classes.join(',')} ≠ ${PRIOR_DOMAINS.join(',')}`);
  // The parsed object is the table: it is already a hash map from word to scores. Entries are checked here (a bad
  // file fails at load, not at some later lookup) and turned into probabilities on first use. Building a Map of ~45k
  // typed arrays instead cost a third of a second of the CLI's cold start.
  const k = PRIOR_DOMAINS.length;
  const scale = json.scale;
  const raw = json.words;
  let size = 0;
  for (const w in raw) {
    const v = raw[w];
    if (!Array.isArray(v) || v.length !== k) throw new Error(`word prior: bad entry for "${w}"`);
    for (let c = 0; c < k; c++) if (typeof v[c] !== 'number') throw new Error(`word prior: bad entry for "${w}"`);
    size++;
  }
  const converted = new Map<string, Float32Array>();
  const table = {
    size,
    has: (word: string): boolean => Object.hasOwn(raw, word),
    get(word: string): Float32Array | undefined {
      if (!Object.hasOwn(raw, word)) return undefined;
      let hit = converted.get(word);
      if (!hit) {
        hit = Float32Array.from(raw[word] as number[], (x) => x / scale);
        converted.set(word, hit);
      }
      return hit;
    },
  };
  const grams = json.grams ? decodeGrams(json.grams) : null;
  const known = (lower: string): boolean =>
    table.has(lower) || table.has(lower.replace(/'s$/, '')) || (lower.length > 4 && lower.endsWith('s') && table.has(lower.slice(0, -1))) || STEM_RE.test(lower);
  return {
    size: table.size,
    bySpelling: (lower: string): boolean => !!grams && !known(lower) && lower.length >= GRAM_MIN_LENGTH && /^[a-z][a-z-]+$/.test(lower),
    lookup(lower: string): ArrayLike<number> | undefined {
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
      if (STEM_RE.test(lower)) return STEM_PRIOR;
      if (grams && lower.length >= GRAM_MIN_LENGTH && /^[a-z][a-z-]+$/.test(lower)) return grams(lower);
      return undefined;
    },
  };
}

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

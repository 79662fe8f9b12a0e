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
}

function isPriorJson(x: unknown): x is PriorJson {
  if (!x || typeof x !== 'object') return false;
  const o = x as Record<string, unknown>;
  return o.version === 1 && Array.isArray(o.classes) && typeof o.scale === 'number' && !!o.words && typeof o.words === 'object';
}

export function loadWordPrior(json: unknown): WordPrior {
  if (!isPriorJson(json)) throw new Error('word prior: not a version-1 word-prior.json');
  if (json.classes.join(',') !== PRIOR_DOMAINS.join(',')) throw new Error(`word prior: classes ${json.classes.join(',')} ≠ ${PRIOR_DOMAINS.join(',')}`);
  const table = new Map<string, Float32Array>();
  const scale = json.scale;
  for (const [w, v] of Object.entries(json.words)) {
    if (!Array.isArray(v) || v.length !== PRIOR_DOMAINS.length) throw new Error(`word prior: bad entry for "${w}"`);
    table.set(w, Float32Array.from(v, (x) => x / scale));
  }
  return {
    size: table.size,
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
      return undefined;
    },
  };
}

/** The phrase bank: a fixed, public vocabulary per span category (models/phrase-bank.json). */
import type { SpanCategory } from '../types.ts';
import { SLOTS } from './slot.ts';
import type { Slot } from './slot.ts';

export interface PhraseBankFile {
  version: 1;
  description: string;
  sources: string[];
  /** How many generated entries were dropped because they contained a training private span. */
  excludedTrainingSpanEntries: number;
  /** Parallel arrays per category: phrase i has slot slots[i] and came from sources[i]. */
  categories: Partial<Record<SpanCategory, { phrases: string[]; slots: Slot[]; sources: string[] }>>;
}

export interface PhraseList {
  readonly category: SpanCategory;
  readonly phrases: readonly string[];
  readonly slots: readonly Slot[];
}

/** Validated, immutable phrase bank. */
export class PhraseBank {
  readonly #lists = new Map<SpanCategory, PhraseList>();

  constructor(file: PhraseBankFile) {
    if (file.version !== 1) throw new Error(`phrase bank version ${String(file.version)} is not supported`);
    for (const [category, list] of Object.entries(file.categories) as [SpanCategory, PhraseBankFile['categories'][SpanCategory]][]) {
      if (list === undefined) continue;
      if (list.phrases.length === 0 || list.phrases.length !== list.slots.length) {
        throw new Error(`phrase bank category ${category}: ${list.phrases.length} phrases, ${list.slots.length} slots`);
      }
      for (const s of list.slots) if (!SLOTS.includes(s)) throw new Error(`phrase bank category ${category}: unknown slot ${s}`);
      this.#lists.set(category, Object.freeze({ category, phrases: Object.freeze([...list.phrases]), slots: Object.freeze([...list.slots]) }));
    }
  }

  categories(): SpanCategory[] {
    return [...this.#lists.keys()];
  }

  /** The list for a category; categories without their own list fall back to `custom`. */
  list(category: SpanCategory): PhraseList {
    const l = this.#lists.get(category) ?? this.#lists.get('custom');
    if (l === undefined) throw new Error(`phrase bank has no list for ${category} and no 'custom' fallback`);
    return l;
  }
}

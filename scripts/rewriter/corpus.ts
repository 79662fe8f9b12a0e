/**
 * Everything training and the bench share: the phrase bank, the private span occurrences of each split
 * with their sentence contexts, their embeddings g(·) and h(·) (embed.ts) and the domain prototypes in h-space.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PhraseBankFile } from '../../src/engine/rewriter/bank.ts';
import { PhraseBank } from '../../src/engine/rewriter/bank.ts';
import { sentenceContext } from '../../src/engine/rewriter/context.ts';
import { classifySlot } from '../../src/engine/rewriter/slot.ts';
import type { Slot } from '../../src/engine/rewriter/slot.ts';
import type { Domain } from '../../src/engine/types.ts';
import { MODELS, readSplit } from './data.ts';
import type { DataRecord } from './data.ts';
import { EmbeddingStore } from './embed.ts';
import { loadPrototypes } from './prototypes.ts';
import type { Prototypes } from './prototypes.ts';

export interface Occurrence {
  record: DataRecord;
  domain: Domain;
  text: string;
  start: number;
  end: number;
  context: string;
  slot: Slot;
}

export interface Corpus {
  bankFile: PhraseBankFile;
  bank: PhraseBank;
  store: EmbeddingStore;
  train: Occurrence[];
  val: Occurrence[];
  trainRecords: DataRecord[];
  valRecords: DataRecord[];
  prototypes: Prototypes;
  /** Distinct training private span types, with embeddings (the inversion attacker's candidate set). */
  trainTypes: string[];
}

export function occurrences(records: readonly DataRecord[]): Occurrence[] {
  const out: Occurrence[] = [];
  for (const r of records) {
    for (const s of r.spans) {
      if (!s.private) continue;
      out.push({ record: r, domain: r.domain, text: s.text, start: s.start, end: s.end, context: sentenceContext(r.text, s.start, s.end), slot: classifySlot(s.text) });
    }
  }
  return out;
}

export async function loadCorpus(log: (m: string) => void = console.log): Promise<Corpus> {
  const bankFile = JSON.parse(readFileSync(path.join(MODELS, 'phrase-bank.json'), 'utf8')) as PhraseBankFile;
  const bank = new PhraseBank(bankFile);
  const trainRecords = readSplit('train');
  const valRecords = readSplit('val');
  const train = occurrences(trainRecords);
  const val = occurrences(valRecords);
  const store = new EmbeddingStore();
  const texts = new Set<string>();
  for (const c of bank.categories()) for (const p of bank.list(c).phrases) texts.add(p);
  for (const o of [...train, ...val]) {
    texts.add(o.text);
    texts.add(o.context);
  }
  // Every annotated span (private or not): the span-bag utility classifier reads them.
  for (const r of [...trainRecords, ...valRecords]) for (const s of r.spans) texts.add(s.text);
  await store.ensure(texts, log);
  const trainTypes = [...new Set(train.map((o) => o.text))].sort();
  const prototypes = loadPrototypes(store.hDim);
  log(`corpus: ${train.length} train / ${val.length} val private span occurrences, ${trainTypes.length} train span types; span encoder ${store.version}; prototypes: ${prototypes.source}`);
  return { bankFile, bank, store, train, val, trainRecords, valRecords, prototypes, trainTypes };
}

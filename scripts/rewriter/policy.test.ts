/** The committed rewriter artefacts agree with each other and with the phrase bank. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRewriter, fingerprint, PhraseBank, TYPED_SLOTS, typedPhrases, typedSlotOf } from '../../src/engine/rewriter/index.ts';
import type { EmbedFn, PhraseBankFile, PhraseEmbeddingsFile, PolicyFile } from '../../src/engine/rewriter/index.ts';
import { MODELS } from './data.ts';

const read = <T>(name: string): T => JSON.parse(readFileSync(path.join(MODELS, name), 'utf8')) as T;
const bankFile = read<PhraseBankFile>('phrase-bank.json');
const policy = read<PolicyFile>('rewriter-policy.json');
const embeddings = read<PhraseEmbeddingsFile>('rewriter-phrase-embeddings.json');

describe('rewriter artefacts', () => {
  const bank = new PhraseBank(bankFile);

  it('phrase embeddings cover every bank list with the current fingerprint', () => {
    expect(embeddings.encoder).toBe(policy.encoder);
    expect(embeddings.dim).toBe(policy.dim);
    for (const c of bank.categories())
      expect(embeddings.categories[c]?.fingerprint).toBe(fingerprint(bank.list(c).phrases));
  });

  it('phrase embeddings cover every typed list with the current fingerprint', () => {
    for (const t of TYPED_SLOTS) expect(embeddings.categories[`typed:${t}`]?.fingerprint).toBe(fingerprint(typedPhrases(t)));
  });

  it('policy biases belong to the current medical and legal lists', () => {
    for (const c of ['medical', 'legal'] as const)
      expect(policy.biases[c]?.fingerprint).toBe(fingerprint(bank.list(c).phrases));
  });

  it('DPO beat πref on the val composite reward when trained (recorded by train-dpo.ts)', () => {
    const r = (policy.training.expectedReward as { val: { reference: number; dpo: number } }).val;
    expect(r.dpo).toBeGreaterThan(r.reference);
  });

  /** A deterministic stand-in encoder that counts what it is asked to embed. */
  const countingEmbed = (): { embed: EmbedFn; count: () => number } => {
    let embedded = 0;
    const embed: EmbedFn = (texts) => {
      embedded += texts.length;
      return Promise.resolve(
        texts.map((t) => {
          const v = new Float32Array(policy.dim);
          for (let i = 0; i < t.length; i++) {
            const k = (t.charCodeAt(i) * 31 + i) % policy.dim;
            v[k] = v[k]! + 1;
          }
          const n = Math.hypot(...v) || 1;
          return v.map((x) => x / n);
        }),
      );
    };
    return { embed, count: () => embedded };
  };
  const msg = 'The patient reports coughing up blood at night.';
  const span = { start: 20, end: 37, text: 'coughing up blood', category: 'medical' as const };

  it('runs end to end from the committed files without embedding any phrase (the bank path: typed slots off)', async () => {
    const { embed, count } = countingEmbed();
    const rw = await createRewriter({ bank, embed, policy, phraseEmbeddings: embeddings, typed: false });
    expect(count()).toBe(0);
    await rw.prepare(msg, [span]);
    expect(count()).toBe(2); // the span and its context
    const { phrases, utilities } = rw.candidates(span);
    expect(phrases.length).toBe(bank.list('medical').phrases.length);
    expect(Math.min(...utilities)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...utilities)).toBeLessThanOrEqual(20);
    expect(Math.max(...utilities)).toBeGreaterThan(12);
  });

  it("draws a typed span from its slot's public list, inside the same utility range", async () => {
    const slot = typedSlotOf('medical', span.text)?.slot;
    expect(slot).toBe('symptom_clause'); // a symptom told by its gerund: drawn whole from the symptom-clause list
    const { embed } = countingEmbed();
    const rw = await createRewriter({ bank, embed, policy, phraseEmbeddings: embeddings });
    await rw.prepare(msg, [span]);
    const { phrases, utilities } = rw.candidates(span);
    expect([...phrases].sort()).toEqual([...typedPhrases(slot!)].sort());
    expect(Math.min(...utilities)).toBeGreaterThanOrEqual(5);
    expect(Math.max(...utilities)).toBeLessThanOrEqual(20);
  });

  it("a list entry the suffix rules read as an adjective ('burglary') is typed; a real adjective is not", async () => {
    const { embed } = countingEmbed();
    const rw = await createRewriter({ bank, embed, policy, phraseEmbeddings: embeddings });
    expect(rw.slotOf!({ text: 'burglary', category: 'legal' })).toBe('typed:charge');
    expect(rw.slotOf!({ text: 'reckless', category: 'legal' })).toBeNull();
  });

  it('a word the whole typed list shares is no echo; the original itself ranks last (was: first of all-echo ties)', async () => {
    const { embed } = countingEmbed();
    const rw = await createRewriter({ bank, embed, policy, phraseEmbeddings: embeddings });
    const m = 'The case is in Harris County now.';
    const county = { start: m.indexOf('Harris'), end: m.indexOf('Harris') + 13, text: 'Harris County', category: 'location' as const };
    await rw.prepare(m, [county]);
    const { phrases, fitClasses } = rw.rankedCandidates(county);
    expect([...phrases]).toEqual([...typedPhrases('county')]);
    const own = phrases.indexOf('Harris County');
    expect(own).toBeGreaterThanOrEqual(0);
    expect(fitClasses![own]).toBe(0);
    expect([...fitClasses!].filter((f, i) => i !== own && f !== 1)).toEqual([]);
  });

  it('ranks a typed list by the policy score against the stored typed embeddings, without embedding the list', async () => {
    const { embed, count } = countingEmbed();
    const rw = await createRewriter({ bank, embed, policy, phraseEmbeddings: embeddings });
    const lupus = { start: 22, end: 27, text: 'lupus', category: 'medical' as const };
    await rw.prepare('I was diagnosed with lupus last year.', [lupus]);
    expect(count()).toBe(1); // the span alone (typed pieces are scored without context); the list comes from the file
    const { phrases, scores } = rw.rankedCandidates(lupus);
    expect([...phrases]).toEqual([...typedPhrases('diagnosis')]);
    // Scores are cosines ⟨q, e_w⟩ (no group bonus, no random tie-break): two draws' rankings agree, all in [−1, 1].
    expect([...rw.rankedCandidates(lupus).scores]).toEqual([...scores]);
    expect(Math.max(...scores)).toBeLessThanOrEqual(1 + 1e-6);
    expect(Math.min(...scores)).toBeGreaterThanOrEqual(-1 - 1e-6);
    expect(new Set(scores).size).toBeGreaterThan(phrases.length / 2);
  });
});

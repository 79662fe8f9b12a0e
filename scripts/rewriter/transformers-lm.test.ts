/**
 * The generative rewriter on transformers.js, end to end on the tiny GPT-2-shaped LM of tiny-lm.ts written to a
 * temporary folder in the transformers.js layout: loading (on our onnxruntime-web), logits against the plain
 * TypeScript reference, the dp rewrite of a message (only spans change, ε = the accounting), and failing closed on
 * missing or broken folders.
 */
import { copyFileSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as ort from 'onnxruntime-web';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadNodeLm } from '../../src/cli/node-lm.ts';
import { SeededRandom } from '../../src/engine/dp/index.ts';
import type { CausalLm } from '../../src/engine/rewriter/causal-lm.ts';
import { lmTokenBudget, rewriteMessageWithLm } from '../../src/engine/rewriter/transformers-lm.ts';
import { TINY_VOCAB, writeTinyLmFolder, type TinyLm } from './tiny-lm.ts';

const root = mkdtempSync(join(tmpdir(), 'pv-tjs-'));
const dir = join(root, 'tiny-gpt2');
let tiny: TinyLm;
let lm: CausalLm;

beforeAll(async () => {
  tiny = writeTinyLmFolder(dir);
  lm = await loadNodeLm(dir);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A copy of the tiny folder with `edit` applied, for the fail-closed cases. */
function brokenCopy(name: string, edit: (d: string) => void): string {
  const d = join(root, name);
  writeTinyLmFolder(d);
  edit(d);
  return d;
}

describe('transformers.js causal LM (tiny GPT-2 fixture)', () => {
  it('runs on the project onnxruntime-web and gives the reference logits (1e-4)', async () => {
    expect(ort.env.versions.web).toBe('1.30.0');
    expect(ort.env.wasm.wasmPaths).toBeUndefined(); // transformers.js's CDN default was undone
    expect(lm.vocabSize).toBe(TINY_VOCAB.length);
    expect(lm.eosId).toBe(0);
    const ids = lm.encode('The patient was diagnosed with a chronic');
    expect(ids).toEqual([3, 4, 6, 8, 7, 2, 14]);
    expect(lm.decode([3, 4, 0, 6])).toBe('the patient was');
    expect(lm.decode([])).toBe(''); // an empty draw (EOS first)
    for (const prefix of [ids.slice(0, 1), ids.slice(0, 4), ids]) {
      const got = await lm.nextLogits(prefix);
      const want = tiny.reference(prefix);
      for (let i = 0; i < want.length; i++) expect(Math.abs(got[i]! - want[i]!)).toBeLessThan(1e-4);
    }
  });

  it('loads the model from onnx/decoder_model_merged.onnx when the folder has no model.onnx (same logits)', async () => {
    // The tiny model has no past key values, so here the merged-decoder name holds the same graph: what this checks
    // is that the file is found and handed to transformers.js under that name, not the key-value cache branch.
    const merged = brokenCopy('merged', (d) => renameSync(join(d, 'onnx', 'model.onnx'), join(d, 'onnx', 'decoder_model_merged.onnx')));
    expect(existsSync(join(merged, 'onnx', 'model.onnx'))).toBe(false);
    const m = await loadNodeLm(merged);
    const ids = m.encode('The patient was diagnosed with a chronic');
    const got = await m.nextLogits(ids);
    const want = tiny.reference(ids);
    for (let i = 0; i < want.length; i++) expect(Math.abs(got[i]! - want[i]!)).toBeLessThan(1e-4);
  });

  it('rewrites only the spans and reports ε = k·T·ε_token = ε_text', async () => {
    const text = 'Since May my doctor treats a chronic condition, and the legal matter of my loan is ongoing.';
    const spans = ['a chronic condition', 'the legal matter'].map((s) => ({
      start: text.indexOf(s),
      end: text.indexOf(s) + s.length,
      text: s,
    }));
    const T = 3;
    const r = await rewriteMessageWithLm(text, spans, {
      lm,
      epsilonText: 12,
      maxTokensPerSpan: T,
      rng: new SeededRandom(5),
    });
    expect(r.nMax).toBe(lmTokenBudget(2, T, 12));
    expect(r.nMax).toBe(6);
    expect(r.epsilonPerToken).toBeCloseTo(12 / 6, 12);
    expect(r.epsilon).toBeCloseTo(2 * T * r.epsilonPerToken!, 12);
    expect(r.epsilon).toBeCloseTo(12, 9);
    // Outside the spans, the text is unchanged, in order.
    const [a, b] = r.replacements;
    expect(r.sanitized).toBe(
      `Since May my doctor treats ${a!.replacement}, and ${b!.replacement} of my loan is ongoing.`,
    );
    for (const x of r.replacements) {
      expect(x.tokens).toBeLessThanOrEqual(T);
      for (const w of x.replacement === '…' ? [] : x.replacement.split(' ')) expect(TINY_VOCAB).toContain(w);
    }
    // Seeded runs reproduce; the CSPRNG is the default otherwise.
    const again = await rewriteMessageWithLm(text, spans, {
      lm,
      epsilonText: 12,
      maxTokensPerSpan: T,
      rng: new SeededRandom(5),
    });
    expect(again).toEqual(r);
    // Small budgets of many spans: ε_text/n_max per token; huge ε: n_max grows so that ε_token ≤ 30.
    expect(lmTokenBudget(1, 2, 600)).toBe(20);
    const big = await rewriteMessageWithLm(text, spans.slice(0, 1), {
      lm,
      epsilonText: 600,
      maxTokensPerSpan: 2,
      rng: new SeededRandom(1),
    });
    expect(big.epsilonPerToken).toBeCloseTo(30, 9);
    expect(big.epsilon).toBeCloseTo(60, 9); // 2 budgeted tokens × 30: what this message can spend, not 600
    // A draw that ends at once (EOS first) is still charged its T budgeted tokens: the length depends on the private
    // content. The wrapper pushes EOS to the top of the clip range (ε_token = 30: EOS with probability ≈ 1 − 1e−5).
    const eosFirst: CausalLm = {
      ...lm,
      nextLogits: async (ids) => (await lm.nextLogits(ids)).map((_, i) => (i === lm.eosId ? 1000 : -1000)),
    };
    const short = await rewriteMessageWithLm(text, spans.slice(0, 1), {
      lm: eosFirst,
      epsilonText: 90,
      maxTokensPerSpan: 3,
      rng: new SeededRandom(2),
    });
    expect(short.replacements[0]).toMatchObject({ replacement: '…', tokens: 0 });
    expect(short.epsilon).toBeCloseTo(90, 9);
    const none = await rewriteMessageWithLm(text, [], { lm, epsilonText: 12, rng: new SeededRandom(1) });
    expect(none).toMatchObject({ sanitized: text, epsilon: null });
  });

  it('fails closed with a clear message on a missing or broken folder', async () => {
    await expect(loadNodeLm(join(root, 'nope'))).rejects.toThrow(/nope' does not exist/);
    const noTok = brokenCopy('no-tokenizer', (d) => rmSync(join(d, 'tokenizer.json')));
    await expect(loadNodeLm(noTok)).rejects.toThrow(/tokenizer\.json is missing/);
    const badConfig = brokenCopy('bad-config', (d) => writeFileSync(join(d, 'config.json'), '{"model_type": '));
    await expect(loadNodeLm(badConfig)).rejects.toThrow(/config\.json is not valid JSON/);
    const noOnnx = brokenCopy('no-onnx', (d) => rmSync(join(d, 'onnx'), { recursive: true }));
    await expect(loadNodeLm(noOnnx)).rejects.toThrow(/no onnx\/model\.onnx or onnx\/decoder_model_merged\.onnx/);
    const garbage = brokenCopy('garbage-onnx', (d) =>
      writeFileSync(join(d, 'onnx', 'model.onnx'), new Uint8Array(4096).fill(7)),
    );
    await expect(loadNodeLm(garbage)).rejects.toThrow(/onnx\/model\.onnx does not load/);
    const badTok = brokenCopy('bad-tokenizer', (d) =>
      writeFileSync(join(d, 'tokenizer.json'), '{"model": {"type": "Nonsense"}}'),
    );
    await expect(loadNodeLm(badTok)).rejects.toThrow(/tokenizer/);
    const wrongVocab = brokenCopy('wrong-vocab', (d) => {
      const otherModel = join(root, 'other');
      writeTinyLmFolder(otherModel, 8);
      copyFileSync(join(otherModel, 'onnx', 'model.onnx'), join(d, 'onnx', 'model.onnx'));
      writeFileSync(join(d, 'config.json'), JSON.stringify({ model_type: 'gpt2', vocab_size: 50, eos_token_id: 0 }));
    });
    await expect(loadNodeLm(wrongVocab)).rejects.toThrow(/do not match the vocabulary size 50/);
  });
});

/**
 * Statistical audit of the token-level exponential mechanism on a causal LM loaded by transformers.js
 * (npm run test:audit). The model is the tiny random-weight GPT-2 of scripts/rewriter/tiny-lm.ts, written to a
 * temporary folder in the transformers.js layout and loaded by src/cli/node-lm.ts (the path `analyze --lm` takes);
 * every draw goes through TokenLevelEm.generate with the production CSPRNG (CryptoRandom).
 *
 * Design. The private content is the prompt. Over all 1- and 2-word prompts of the vocabulary, the neighbouring pair
 * (x, x') is the one whose exact privacy loss of the first token, computed from the model's clipped logits
 * (default clip [5, 20]) at ε_token = 2, is largest (≈ 1.49 of the allowed 2: real logits do not reach the
 * worst case). With maxTokens = 1 each generate call is one draw, reported ε = ε_token.
 * 1. Privacy loss: N = 100 000 draws per input; the certified loss (Chernoff bounds, union over 36 outputs ×
 *    2 directions) must not exceed the reported ε + 0.01. False-failure rate ≤ 1e−6.
 * 2. Distribution: the sampled frequencies match Eq. 11 at the model's clipped logits (chi-square, p > 1e−6).
 * 3. Power: a decoder whose temperature is half the calibrated one (it was built for 2·ε) but that reports ε is
 *    rejected (its true loss there is ≈ 3.07 > 2.01).
 * The logits of a prompt are computed once by transformers.js and memoised (the same prompt always gives the same
 * logits); the draws are all fresh.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TINY_VOCAB, writeTinyLmFolder } from '../../../scripts/rewriter/tiny-lm.ts';
import { loadNodeLm } from '../../cli/node-lm.ts';
import { ExponentialMechanism } from '../dp/exponential.ts';
import { CryptoRandom } from '../dp/rng.ts';
import { auditPrivacyLoss, chiSquareTest } from '../dp/testing/stats.ts';
import { TokenLevelEm, type CausalLm } from './causal-lm.ts';

const SAMPLES = 100_000;
const SIGNIFICANCE = 1e-6;
const TOLERANCE = 0.01;
const EPSILON = 2;

const root = mkdtempSync(join(tmpdir(), 'pv-tjs-audit-'));
let lm: CausalLm;
let x = '';
let xPrime = '';
let exactLoss = 0;
const rng = new CryptoRandom();

/** The LM with next-token logits memoised per token sequence. */
function memoised(inner: CausalLm): CausalLm {
  const cache = new Map<string, Promise<Float32Array>>();
  return {
    vocabSize: inner.vocabSize,
    eosId: inner.eosId,
    encode: (t) => inner.encode(t),
    decode: (ids) => inner.decode(ids),
    nextLogits(ids) {
      const key = ids.join(',');
      let p = cache.get(key);
      if (p === undefined) {
        p = inner.nextLogits(ids);
        cache.set(key, p);
      }
      return p;
    },
  };
}

function emProbabilities(mechanism: ExponentialMechanism, logits: Float32Array): Float64Array {
  const u = mechanism.clip(logits);
  const top = Math.max(...u);
  const e = u.map((v) => Math.exp((v - top) / mechanism.temperature));
  const z = e.reduce((a, b) => a + b, 0);
  return e.map((v) => v / z);
}

beforeAll(async () => {
  const dir = join(root, 'tiny-gpt2');
  writeTinyLmFolder(dir);
  lm = memoised(await loadNodeLm(dir));
  // Pick the neighbouring prompts with the largest exact loss (a test-design choice, made on the model's logits).
  const mechanism = ExponentialMechanism.fromBudget({ epsilonText: EPSILON, nMax: 1 });
  const words = TINY_VOCAB.slice(2);
  const prompts = [...words, ...words.flatMap((a) => words.map((b) => `${a} ${b}`))];
  const probs: Float64Array[] = [];
  for (const p of prompts) probs.push(emProbabilities(mechanism, await lm.nextLogits(lm.encode(p))));
  for (let a = 0; a < prompts.length; a++) {
    for (let b = 0; b < prompts.length; b++) {
      for (let w = 0; w < TINY_VOCAB.length; w++) {
        const loss = Math.log(probs[a]![w]! / probs[b]![w]!);
        if (loss > exactLoss) [exactLoss, x, xPrime] = [loss, prompts[a]!, prompts[b]!];
      }
    }
  }
}, 300_000);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function counts(em: TokenLevelEm, prompt: string, reported: Set<number>): Promise<Float64Array> {
  const h = new Float64Array(TINY_VOCAB.length);
  for (let i = 0; i < SAMPLES; i++) {
    const draw = await em.generate(prompt, rng);
    reported.add(draw.epsilon);
    h[draw.ids[0] ?? lm.eosId]!++;
  }
  return h;
}

describe('token-level EM through transformers.js (audit)', () => {
  it('certified privacy loss stays within the reported ε; frequencies match Eq. 11', async () => {
    const em = new TokenLevelEm(lm, { epsilonText: EPSILON, maxTokens: 1 });
    const reported = new Set<number>();
    const hx = await counts(em, x, reported);
    const hxp = await counts(em, xPrime, reported);
    expect([...reported]).toEqual([em.mechanism.epsilonPerDraw]);
    expect(em.mechanism.epsilonPerDraw).toBeCloseTo(EPSILON, 12);
    const audit = auditPrivacyLoss(hx, hxp, SAMPLES, EPSILON, TOLERANCE, SIGNIFICANCE);
    console.log(
      `[audit] transformers.js LM: x='${x}', x'='${xPrime}', reported ε=${EPSILON}, exact loss=${exactLoss.toFixed(4)}, ` +
        `empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}`,
    );
    expect(exactLoss).toBeGreaterThan(1.2); // the pair is informative: the power test below relies on it
    expect(audit.rejected).toBe(false);
    const chi = chiSquareTest(hx, emProbabilities(em.mechanism, await lm.nextLogits(lm.encode(x))));
    expect(chi.pValue).toBeGreaterThan(SIGNIFICANCE);
  }, 300_000);

  it('POWER: rejects a decoder at half the temperature that reports the same ε', async () => {
    const wrong = new TokenLevelEm(lm, { epsilonText: 2 * EPSILON, maxTokens: 1 });
    expect(wrong.mechanism.temperature).toBeCloseTo(
      ExponentialMechanism.fromBudget({ epsilonText: EPSILON, nMax: 1 }).temperature / 2,
      12,
    );
    const audit = auditPrivacyLoss(
      await counts(wrong, x, new Set()),
      await counts(wrong, xPrime, new Set()),
      SAMPLES,
      EPSILON,
      TOLERANCE,
      SIGNIFICANCE,
    );
    console.log(
      `[audit] transformers.js LM half-τ variant: empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}`,
    );
    expect(audit.rejected).toBe(true);
  }, 300_000);
});

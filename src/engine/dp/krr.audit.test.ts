/**
 * Statistical audit of character-level k-RR (run: npm run test:audit).
 *
 * 1. Privacy loss per character: neighbours 'a' vs 'b' through the public krrMessage; the certified
 *    loss over all 94 outputs must not exceed the per-character ε the API reports (+ TOLERANCE).
 *    The true loss is exactly ε (output 'a': p/q = e^ε), so this runs at the boundary of H0.
 * 2. Privacy loss per message: 'ab' vs 'cd' over a 4-symbol alphabet (16 outputs) — neighbours that
 *    differ in every character — must stay within the message ε the event reports (n·ε).
 * 3. Keep rate: kept fraction over many characters equals p = e^ε/(e^ε+k−1) (binomial test).
 * 4. Uniformity: replacements are uniform over the k−1 other symbols (chi-square, df = 92).
 * 5. Power: each test rejects a deliberately wrong variant (2ε keep rate; replacement drawn from the
 *    whole alphabet; modulo-biased replacement; message ε claimed as one character's ε).
 */
import { describe, expect, it } from 'vitest';
import { CharacterKrr, krrMessage, PRINTABLE_ASCII } from './krr.ts';
import type { RandomSource } from './rng.ts';
import { CryptoRandom } from './rng.ts';
import { auditPrivacyLoss, binomialTest, chiSquareTest } from './testing/stats.ts';

/** Samples per input for the privacy-loss audits. */
const SAMPLES = 200_000;
/** Characters for the keep-rate audit. */
const KEEP_SAMPLES = 500_000;
/** Perturbations of one symbol for the uniformity audit. */
const UNIFORMITY_SAMPLES = 300_000;
/** Significance level of each test; with Chernoff bounds it bounds the false-failure rate, for chi-square it equals it. */
const SIGNIFICANCE = 1e-6;
const FALSE_FAILURE_RATE = SIGNIFICANCE;
/** Slack on ε in nats (floating-point only: realised p, q differ from theory by ≤ 2^−53). */
const TOLERANCE = 0.01;

const rng = new CryptoRandom();
const INDEX = new Map(PRINTABLE_ASCII.map((s, i) => [s, i]));

function histogram(sample: () => string, n: number, index: ReadonlyMap<string, number>): Float64Array {
  const h = new Float64Array(index.size);
  for (let i = 0; i < n; i++) h[index.get(sample())!]!++;
  return h;
}

/** Deliberately wrong: the "other" symbol is drawn from the whole alphabet, so it can equal the input. */
function perturbIncludingOriginal(krr: CharacterKrr, symbol: string, r: RandomSource): string {
  if (r.nextDouble() < krr.keepProbability) return symbol;
  return krr.alphabet[r.nextInt(krr.k)]!;
}

/** Deliberately wrong: replacement index from one random byte modulo k−1 (modulo bias). */
function perturbModuloBiased(krr: CharacterKrr, symbol: string, r: RandomSource): string {
  if (r.nextDouble() < krr.keepProbability) return symbol;
  const i = krr.alphabet.indexOf(symbol);
  const j = (r.nextUint32() & 0xff) % (krr.k - 1);
  return krr.alphabet[j >= i ? j + 1 : j]!;
}

describe('k-RR privacy-loss audit', () => {
  const krr = new CharacterKrr({ epsilon: 2 });

  it(`per character: certified loss ≤ reported ε + ${TOLERANCE} (n=${SAMPLES}/input, α=${SIGNIFICANCE}, false-failure ≤ ${FALSE_FAILURE_RATE})`, () => {
    const reported = krrMessage('a', krr, rng).event.epsilonPerUnit;
    const h = histogram(() => krrMessage('a', krr, rng).text, SAMPLES, INDEX);
    const hp = histogram(() => krrMessage('b', krr, rng).text, SAMPLES, INDEX);
    const audit = auditPrivacyLoss(h, hp, SAMPLES, reported, TOLERANCE, SIGNIFICANCE);
    console.log(
      `[audit] k-RR char: reported ε=${reported}, empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}`,
    );
    expect(audit.rejected).toBe(false);
  });

  it('POWER: rejects a variant whose keep rate is calibrated for 2ε but claims ε', () => {
    const wrong = new CharacterKrr({ epsilon: 4 });
    const h = histogram(() => wrong.perturbText('a', rng).text, SAMPLES, INDEX);
    const hp = histogram(() => wrong.perturbText('b', rng).text, SAMPLES, INDEX);
    const audit = auditPrivacyLoss(h, hp, SAMPLES, krr.epsilon, TOLERANCE, SIGNIFICANCE);
    console.log(
      `[audit] k-RR 2ε variant: empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}`,
    );
    expect(audit.rejected).toBe(true);
  });

  const small = new CharacterKrr({ epsilon: 1, alphabet: ['a', 'b', 'c', 'd'], fallback: 'a' });
  const PAIRS = new Map<string, number>();
  for (const x of small.alphabet) for (const y of small.alphabet) PAIRS.set(x + y, PAIRS.size);

  it(`per message: 'ab' vs 'cd' stays within the event ε = n·ε (n=${SAMPLES}/input, α=${SIGNIFICANCE})`, () => {
    const reported = krrMessage('ab', small, rng).event.epsilon;
    expect(reported).toBe(2);
    const h = histogram(() => krrMessage('ab', small, rng).text, SAMPLES, PAIRS);
    const hp = histogram(() => krrMessage('cd', small, rng).text, SAMPLES, PAIRS);
    const audit = auditPrivacyLoss(h, hp, SAMPLES, reported, TOLERANCE, SIGNIFICANCE);
    console.log(
      `[audit] k-RR message (2 chars): reported ε=${reported}, empirical=${audit.empiricalLoss.toFixed(4)}, certified=${audit.certifiedLoss.toFixed(4)}`,
    );
    expect(audit.rejected).toBe(false);
  });

  it('POWER: rejects reporting one character’s ε for a message whose characters all differ', () => {
    const h = histogram(() => krrMessage('ab', small, rng).text, SAMPLES, PAIRS);
    const hp = histogram(() => krrMessage('cd', small, rng).text, SAMPLES, PAIRS);
    const audit = auditPrivacyLoss(h, hp, SAMPLES, small.epsilon, TOLERANCE, SIGNIFICANCE);
    expect(audit.rejected).toBe(true);
  });
});

describe('k-RR keep-rate and uniformity audits', () => {
  const krr = new CharacterKrr({ epsilon: 1.5 });
  const symbols = PRINTABLE_ASCII;

  function keptFraction(perturb: (s: string) => string): number {
    let kept = 0;
    for (let i = 0; i < KEEP_SAMPLES; i++) {
      const s = symbols[i % symbols.length]!;
      if (perturb(s) === s) kept++;
    }
    return kept;
  }

  it(`keep rate = e^ε/(e^ε+k−1) (binomial, n=${KEEP_SAMPLES}, α=${SIGNIFICANCE})`, () => {
    const kept = keptFraction((s) => krr.perturbSymbol(s, rng));
    const test = binomialTest(kept, KEEP_SAMPLES, krr.keepProbability, SIGNIFICANCE);
    console.log(
      `[audit] k-RR keep rate: observed=${(kept / KEEP_SAMPLES).toFixed(5)}, theory=${krr.keepProbability.toFixed(5)}, CI=[${test.lower.toFixed(5)}, ${test.upper.toFixed(5)}]`,
    );
    expect(test.rejected).toBe(false);
  });

  it('POWER: rejects a variant whose replacement may be the original symbol', () => {
    const kept = keptFraction((s) => perturbIncludingOriginal(krr, s, rng));
    expect(binomialTest(kept, KEEP_SAMPLES, krr.keepProbability, SIGNIFICANCE).rejected).toBe(true);
  });

  const uniform = new Float64Array(symbols.length - 1).fill(1 / (symbols.length - 1));
  function replacementHistogram(perturb: (s: string) => string): Float64Array {
    const h = new Float64Array(symbols.length - 1);
    const origin = 'a';
    const oi = INDEX.get(origin)!;
    for (let i = 0; i < UNIFORMITY_SAMPLES; i++) {
      const out = perturb(origin);
      if (out === origin) continue;
      const j = INDEX.get(out)!;
      h[j > oi ? j - 1 : j]!++;
    }
    return h;
  }

  it(`replacements are uniform over the other k−1 symbols (chi-square df=92, n=${UNIFORMITY_SAMPLES}, α=${SIGNIFICANCE})`, () => {
    const test = chiSquareTest(
      replacementHistogram((s) => krr.perturbSymbol(s, rng)),
      uniform,
    );
    console.log(
      `[audit] k-RR uniformity: chi2=${test.statistic.toFixed(2)}, df=${test.df}, p=${test.pValue.toExponential(3)}`,
    );
    expect(test.pValue).toBeGreaterThan(SIGNIFICANCE);
  });

  it('POWER: rejects a modulo-biased replacement', () => {
    const test = chiSquareTest(
      replacementHistogram((s) => perturbModuloBiased(krr, s, rng)),
      uniform,
    );
    console.log(
      `[audit] k-RR modulo-biased variant: chi2=${test.statistic.toFixed(2)}, p=${test.pValue.toExponential(3)}`,
    );
    expect(test.pValue).toBeLessThan(SIGNIFICANCE);
  });
});

/**
 * Character-level k-ary randomized response (Batan Arachchige et al., "Protecting User Prompts Via
 * Character-Level Differential Privacy"). Privacy argument: krr.md.
 *
 *   unit           : one UTF-16 code unit that is not whitespace (the engine's offsets are UTF-16, so the
 *                    output has exactly the input's length and every offset carries over)
 *   pre-processing : a deterministic per-unit map f into the alphabet A (|A| = k); out-of-alphabet units are
 *                    folded (NFKD base letter if it is in A, else FALLBACK; each half of a surrogate pair
 *                    becomes FALLBACK) — they never leak
 *   mechanism      : output f(c) with probability p = e^ε/(e^ε+k−1), else each other symbol of A
 *                    with probability q = 1/(e^ε+k−1)
 *   relation       : c ∼ c' any two non-whitespace code units → ε per character (p/q = e^ε)
 *   message        : n perturbed units; messages with the same length and whitespace layout that differ
 *                    anywhere → n·ε (basic composition); differing in one unit → ε
 *   kept as is     : whitespace positions ('\n' stays '\n', other whitespace becomes ' ') and the length
 *                    in UTF-16 code units — these are revealed, as in the paper
 */
import {
  checkAlphabet,
  checkEpsilon,
  checkFallback,
  checkInteger,
  checkKrrK,
  checkLengthWeights,
  checkSpans,
  DpParameterError,
} from './checks.ts';
import type { DpEvent } from './accountant.ts';
import { krrEvent } from './accountant.ts';
import type { RandomSource } from './rng.ts';
import type { MechanismSpec } from './spec.ts';
import type { Range, RewrittenSpan } from './spans.ts';
import { applyReplacements } from './spans.ts';

/** The paper's alphabet: printable ASCII without space, U+0021..U+007E (k = 94). */
export const PRINTABLE_ASCII: readonly string[] = Object.freeze(
  Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i)),
);

/** Out-of-alphabet code units that have no in-alphabet base letter become this symbol before perturbation. */
export const DEFAULT_FALLBACK = '?';

export interface KrrOptions {
  /** ε per character. */
  epsilon: number;
  /** Alphabet (distinct non-whitespace, non-surrogate UTF-16 code units); default PRINTABLE_ASCII. */
  alphabet?: readonly string[];
  /** In-alphabet symbol for unfoldable code units; default '?'. */
  fallback?: string;
}

/** Whitespace is kept (all Unicode White_Space characters are in the BMP, so one code unit each). */
const isWhitespace = (unit: string): boolean => /\s/.test(unit);

/** A calibrated character-level k-RR. */
export class CharacterKrr {
  readonly epsilon: number;
  readonly k: number;
  /** p = e^ε/(e^ε + k − 1): probability the (mapped) character is kept. */
  readonly keepProbability: number;
  /** q = 1/(e^ε + k − 1): probability of each particular other symbol. */
  readonly otherProbability: number;
  readonly alphabet: readonly string[];
  readonly fallback: string;
  readonly #index: Map<string, number>;

  constructor(options: KrrOptions) {
    this.epsilon = checkEpsilon(options.epsilon);
    const alphabet = options.alphabet ?? PRINTABLE_ASCII;
    checkAlphabet(alphabet);
    this.alphabet = Object.freeze([...alphabet]);
    this.k = alphabet.length;
    this.#index = new Map(alphabet.map((s, i) => [s, i]));
    const fallback = options.fallback ?? DEFAULT_FALLBACK;
    this.fallback = checkFallback(fallback, this.#index);
    // p = 1/(1 + (k−1)e^{−ε}) is the overflow-safe form of e^ε/(e^ε + k − 1).
    const t = (this.k - 1) * Math.exp(-this.epsilon);
    this.keepProbability = 1 / (1 + t);
    this.otherProbability = Math.exp(-this.epsilon) / (1 + t);
  }

  /**
   * Deterministic map of one non-whitespace UTF-16 code unit into the alphabet: itself if in the
   * alphabet, else the first code point of its NFKD form if that is in the alphabet (é → e, Ａ → A),
   * else the fallback. A surrogate half (part of an emoji or other astral character) has no NFKD form
   * of its own and becomes the fallback. Applied before perturbation, so the output never contains an
   * out-of-alphabet symbol.
   */
  mapIntoAlphabet(unit: string): string {
    if (this.#index.has(unit)) return unit;
    const code = unit.charCodeAt(0);
    if (unit.length !== 1 || (code >= 0xd800 && code <= 0xdfff)) return this.fallback;
    const base = unit.normalize('NFKD')[0];
    if (base !== undefined && this.#index.has(base)) return base;
    return this.fallback;
  }

  /** Domain, relation, measure and privacy map of this mechanism (see krr.md). */
  spec(): MechanismSpec {
    return Object.freeze({
      mechanism: 'krr',
      inputDomain: 'one non-whitespace UTF-16 code unit, mapped into the alphabet',
      neighbouring:
        'any two such units; a message of n units: same length and whitespace layout, differing anywhere → n·ε',
      outputMeasure: 'pure ε-DP',
      privacyMap: `keep with p = e^ε/(e^ε+k−1), k = ${this.k}; p/q = e^ε per character`,
      epsilonPerUnit: this.epsilon,
    });
  }

  /** Perturb one in-alphabet symbol. */
  perturbSymbol(symbol: string, rng: RandomSource): string {
    const i = this.#index.get(symbol);
    if (i === undefined)
      throw new DpParameterError('symbol', 'perturbSymbol needs an alphabet symbol; use mapIntoAlphabet first');
    if (rng.nextDouble() < this.keepProbability) return symbol;
    // A uniformly random OTHER symbol: draw from k−1 slots and skip over the original.
    const j = rng.nextInt(this.k - 1);
    return this.alphabet[j >= i ? j + 1 : j]!;
  }

  /**
   * Perturb a whole text, one UTF-16 code unit at a time. Returns the perturbed text (same length) and
   * the number of perturbed units (non-whitespace), which is what the ε accounting counts.
   */
  perturbText(text: string, rng: RandomSource): { text: string; characters: number } {
    const out: string[] = new Array<string>(text.length);
    let characters = 0;
    for (let i = 0; i < text.length; i++) {
      const unit = text[i]!;
      if (isWhitespace(unit)) {
        out[i] = unit === '\n' ? '\n' : ' ';
        continue;
      }
      out[i] = this.perturbSymbol(this.mapIntoAlphabet(unit), rng);
      characters++;
    }
    return { text: out.join(''), characters };
  }
}

/**
 * Instruction for the remote model to restore the perturbed text before doing the task (the paper's
 * restoration step). It reveals nothing about the user's text.
 */
export const KRR_RESTORATION_INSTRUCTION =
  'The text below was perturbed for privacy: each non-space character may have been replaced by a random ' +
  'printable character, while word lengths, spaces and line breaks were kept. First silently reconstruct the ' +
  'most likely original text (fix the noisy characters using context and spelling), then answer the request in ' +
  'the reconstructed text. Do not guess names, numbers or other rare details you cannot reconstruct with confidence.';

/** Same, for spans-only scope: the perturbed parts are not marked, so the model is told only some text is noisy. */
export const KRR_SPANS_RESTORATION_INSTRUCTION =
  'Some words in the text below were perturbed for privacy: their characters may have been replaced by random ' +
  'printable characters, with word lengths kept. Silently reconstruct what you can from context, then answer the ' +
  'request. Do not guess names, numbers or other rare details you cannot reconstruct with confidence.';

export function withRestorationInstruction(perturbed: string, scope: 'message' | 'spans' = 'message'): string {
  const instruction = scope === 'message' ? KRR_RESTORATION_INSTRUCTION : KRR_SPANS_RESTORATION_INSTRUCTION;
  return `${instruction}\n\n${perturbed}`;
}

export interface KrrResult {
  /** The sanitized text (with the restoration instruction prepended when asked for). */
  text: string;
  /** Per-span replacements (spans scope), or one entry covering the whole input (message scope). */
  spans: RewrittenSpan[];
  event: DpEvent;
}

export interface KrrApplyOptions {
  /** Prepend the restoration instruction (default false). Offsets in `spans` account for it. */
  restorationInstruction?: boolean;
}

/** k-RR on the whole message (the paper's setting). */
export function krrMessage(
  text: string,
  krr: CharacterKrr,
  rng: RandomSource,
  options: KrrApplyOptions = {},
): KrrResult {
  const { text: perturbed, characters } = krr.perturbText(text, rng);
  const prefix = options.restorationInstruction === true ? `${KRR_RESTORATION_INSTRUCTION}\n\n` : '';
  return {
    text: prefix + perturbed,
    spans: [
      {
        start: 0,
        end: text.length,
        newStart: prefix.length,
        newEnd: prefix.length + perturbed.length,
        replacement: perturbed,
        epsilon: characters * krr.epsilon,
      },
    ],
    event: krrEvent(krr.epsilon, krr.k, characters),
  };
}

/** k-RR on detected spans only; all other text copied verbatim. */
export function krrSpans(
  text: string,
  spans: readonly Range[],
  krr: CharacterKrr,
  rng: RandomSource,
  options: KrrApplyOptions = {},
): KrrResult {
  checkSpans(spans, text.length);
  let characters = 0;
  const perturbed = spans.map((s) => {
    const r = krr.perturbText(text.slice(s.start, s.end), rng);
    characters += r.characters;
    return r;
  });
  const applied = applyReplacements(
    text,
    spans,
    perturbed.map((p) => p.text),
  );
  const prefix = options.restorationInstruction === true ? `${KRR_SPANS_RESTORATION_INSTRUCTION}\n\n` : '';
  return {
    text: prefix + applied.text,
    spans: spans.map((s, i) => ({
      start: s.start,
      end: s.end,
      newStart: prefix.length + applied.offsets[i]!.start,
      newEnd: prefix.length + applied.offsets[i]!.end,
      replacement: perturbed[i]!.text,
      epsilon: perturbed[i]!.characters * krr.epsilon,
    })),
    event: krrEvent(krr.epsilon, krr.k, characters),
  };
}

/**
 * The paper's theoretical reconstruction baseline for random words: a word of `length` characters
 * drawn uniformly from the k-symbol alphabet, seen through k-RR. The observed symbol is the MAP guess
 * per position (p ≥ q for ε > 0) and its posterior is p, so an optimal adversary recovers the whole
 * word with probability p^length.
 */
export function krrRandomWordRecoveryProbability(length: number, epsilon: number, k = PRINTABLE_ASCII.length): number {
  checkInteger(length, 'length', 0);
  checkEpsilon(epsilon);
  checkKrrK(k);
  const p = 1 / (1 + (k - 1) * Math.exp(-epsilon));
  return p ** length;
}

/** The baseline averaged over a word-length distribution {length: weight} (weights need not sum to 1). */
export function krrRandomWordRecoveryExpected(
  lengthWeights: ReadonlyMap<number, number>,
  epsilon: number,
  k = PRINTABLE_ASCII.length,
): number {
  checkLengthWeights(lengthWeights);
  let total = 0;
  let acc = 0;
  for (const [len, w] of lengthWeights) {
    acc += w * krrRandomWordRecoveryProbability(len, epsilon, k);
    total += w;
  }
  return acc / total;
}

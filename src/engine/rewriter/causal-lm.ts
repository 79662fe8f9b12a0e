/**
 * A user-supplied causal LM as the vocabulary: token-level exponential mechanism over clipped logits
 * (DAMPER Eqs. 11–14 exactly as written: one EM draw per generated token, V = the LM's tokens).
 *
 * The LM sees a prompt built from the message (which may contain the private span: its logits are a
 * function of the private content, and clipping to [R1, R2] bounds their sensitivity). Every step draws
 * one token with ExponentialMechanism.sample; generation stops at EOS or after `maxTokens` steps.
 * ACCOUNTING: the number of steps taken depends on the private content, so the charge is always the
 * budgeted maxTokens·ε_token (= ε_text when the mechanism is built with nMax = maxTokens), never the
 * realised count. Any runtime fits behind `CausalLm` (onnxruntime-web session, transformers.js
 * model): it only has to return next-token logits.
 */
import { ExponentialMechanism } from '../dp/index.ts';
import type { RandomSource } from '../dp/index.ts';

export interface CausalLm {
  readonly vocabSize: number;
  readonly eosId: number;
  /** Next-token logits (length vocabSize) after the token sequence `ids`. */
  nextLogits(ids: readonly number[]): Promise<Float32Array>;
  encode(text: string): number[];
  decode(ids: readonly number[]): string;
}

export interface CausalLmVocabularyOptions {
  /** ε_text for the whole replacement of ONE span. */
  epsilonText: number;
  /** Budgeted token count n_max per span (Eq. 13); generation never exceeds it. */
  maxTokens: number;
  r1?: number;
  r2?: number;
  /** Token ids that may never be emitted (their utility is forced to R1, not removed). */
  discouraged?: readonly number[];
}

export interface TokenDraw {
  text: string;
  ids: number[];
  /** ε charged: maxTokens · ε_token, whatever the realised length. */
  epsilon: number;
  steps: number;
}

export class TokenLevelEm {
  readonly mechanism: ExponentialMechanism;
  readonly #lm: CausalLm;
  readonly #options: CausalLmVocabularyOptions;

  constructor(lm: CausalLm, options: CausalLmVocabularyOptions) {
    this.#lm = lm;
    this.#options = options;
    this.mechanism = ExponentialMechanism.fromBudget({
      epsilonText: options.epsilonText,
      nMax: options.maxTokens,
      ...(options.r1 !== undefined ? { r1: options.r1 } : {}),
      ...(options.r2 !== undefined ? { r2: options.r2 } : {}),
    });
  }

  /** The logits of one step as the mechanism will see them (clipped; discouraged tokens at R1). */
  async stepUtilities(ids: readonly number[]): Promise<Float64Array> {
    const logits = await this.#lm.nextLogits(ids);
    if (logits.length !== this.#lm.vocabSize) throw new Error(`LM returned ${logits.length} logits, vocab is ${this.#lm.vocabSize}`);
    const u = this.mechanism.clip(logits);
    for (const t of this.#options.discouraged ?? []) if (t >= 0 && t < u.length) u[t] = this.mechanism.r1;
    return u;
  }

  /** Generate one replacement after `prompt` (the prompt's tokens are context, not output). */
  async generate(prompt: string, rng: RandomSource): Promise<TokenDraw> {
    const ids = this.#lm.encode(prompt);
    const out: number[] = [];
    let steps = 0;
    while (steps < this.#options.maxTokens) {
      const draw = this.mechanism.sample(await this.stepUtilities([...ids, ...out]), rng);
      steps++;
      if (draw.index === this.#lm.eosId) break;
      out.push(draw.index);
    }
    return {
      text: this.#lm.decode(out),
      ids: out,
      epsilon: this.mechanism.epsilonPerDraw * this.#options.maxTokens,
      steps,
    };
  }
}

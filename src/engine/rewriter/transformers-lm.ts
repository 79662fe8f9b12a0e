/**
 * A causal LM loaded by transformers.js (`@huggingface/transformers`) as the `CausalLm` of the token-level
 * exponential mechanism (causal-lm.ts), and the dp rewrite of a message's spans through it.
 *
 * transformers.js only computes next-token logits here (one forward pass of the model over the whole sequence, no
 * key-value cache); every token is drawn by OUR mechanism (TokenLevelEm → ExponentialMechanism: logits clipped to
 * [R1, R2], τ = 2(R2 − R1)·n_max/ε_text, the caller's RandomSource, i.e. the CSPRNG unless --seed), never by
 * transformers.js's own samplers (they use Math.random). This file imports nothing at run time: the loaded model and
 * tokenizer are passed in (src/cli/node-lm.ts loads them in Node), so the extension never pulls transformers.js in
 * through the engine.
 *
 * ACCOUNTING (docs/privacy.md, token-level LM): a message with k spans and at most T tokens per span makes at most
 * k·T draws; n_max = max(k·T, ⌈ε_text/30⌉) (per-draw cap 30), ε_token = ε_text/n_max, and each span is charged its
 * budgeted T·ε_token whatever the realised length (the length depends on the private content). The message reports
 * k·T·ε_token ≤ ε_text. Only the spans change: text outside them is copied verbatim.
 */
import { MAX_EPSILON_PER_DRAW } from '../dp/checks.ts';
import type { RandomSource } from '../dp/index.ts';
import { TokenLevelEm, type CausalLm } from './causal-lm.ts';

/** The part of a transformers.js tensor this file reads. */
export interface TjsTensorLike {
  readonly data: ArrayLike<number> | ArrayLike<bigint>;
  readonly dims: readonly number[];
}
/** The part of a transformers.js causal-LM model (`AutoModelForCausalLM`) this file calls: its forward pass. */
export interface TjsCausalModelLike {
  (inputs: { input_ids: TjsTensorLike; attention_mask: TjsTensorLike }): Promise<{ logits?: TjsTensorLike }>;
}
/** The part of a transformers.js tokenizer (`AutoTokenizer`) this file calls. */
export interface TjsTokenizerLike {
  encode(text: string, options?: { add_special_tokens?: boolean }): number[];
  decode(ids: readonly number[] | number[], options?: { skip_special_tokens?: boolean }): string;
}
/** The transformers.js `Tensor` constructor. */
export type TjsTensorCtor = new (type: 'int64', data: BigInt64Array, dims: number[]) => TjsTensorLike;

export class LmLoadError extends Error {
  override readonly name = 'LmLoadError';
}

/**
 * Wrap a loaded transformers.js model + tokenizer as a CausalLm. `vocabSize` is the logits' last dimension (checked
 * on every call), `eosId` the model's end-of-sequence token.
 */
export function createTransformersCausalLm(options: {
  model: TjsCausalModelLike;
  tokenizer: TjsTokenizerLike;
  Tensor: TjsTensorCtor;
  vocabSize: number;
  eosId: number;
}): CausalLm {
  const { model, tokenizer, Tensor, vocabSize, eosId } = options;
  if (!Number.isSafeInteger(vocabSize) || vocabSize < 2)
    throw new LmLoadError(`language model: vocabulary size ${vocabSize} is not valid`);
  if (!Number.isSafeInteger(eosId) || eosId < 0 || eosId >= vocabSize)
    throw new LmLoadError(`language model: end-of-sequence id ${eosId} is outside the vocabulary`);
  // ONNX sessions must not run concurrently: chain the forward passes.
  let chain: Promise<unknown> = Promise.resolve();
  return {
    vocabSize,
    eosId,
    encode: (text) => tokenizer.encode(text, { add_special_tokens: false }),
    // transformers.js rejects an empty id list; an empty draw (EOS first) decodes to ''.
    decode: (ids) => (ids.length === 0 ? '' : tokenizer.decode([...ids], { skip_special_tokens: true })),
    nextLogits(ids) {
      const seq = ids.length > 0 ? ids : [eosId];
      const inputIds = new Tensor(
        'int64',
        BigInt64Array.from(seq, (x) => BigInt(x)),
        [1, seq.length],
      );
      const mask = new Tensor('int64', new BigInt64Array(seq.length).fill(1n), [1, seq.length]);
      const run = chain.then(() => model({ input_ids: inputIds, attention_mask: mask }));
      chain = run.catch(() => undefined);
      return run.then(({ logits }) => {
        if (logits === undefined) throw new Error('language model: the model returned no logits');
        const v = logits.dims[logits.dims.length - 1];
        if (v !== vocabSize || !(logits.data instanceof Float32Array)) {
          throw new Error(
            `language model: logits of shape [${logits.dims.join(', ')}] do not match the vocabulary size ${vocabSize}`,
          );
        }
        return logits.data.slice(logits.data.length - vocabSize);
      });
    },
  };
}

export interface LmSpan {
  start: number;
  end: number;
  text: string;
}

export interface LmRewriteOptions {
  lm: CausalLm;
  epsilonText: number;
  /** Budgeted tokens per span, T (default 8). */
  maxTokensPerSpan?: number;
  rng: RandomSource;
  r1?: number;
  r2?: number;
  /**
   * The prompt the LM continues for one span: a function of the span's text and of the sanitized text before it
   * (public: text outside spans and earlier replacements). Default: defaultLmPrompt.
   */
  prompt?: (spanText: string, sanitizedBefore: string) => string;
}

export interface LmRewriteResult {
  sanitized: string;
  replacements: { start: number; end: number; original: string; replacement: string; tokens: number }[];
  /** ε charged for the message: k·T·ε_token (≤ ε_text); null when there is no span. */
  epsilon: number | null;
  epsilonPerToken: number | null;
  nMax: number;
}

/** The default prompt: the sanitized context, then the private span as an example to rephrase. */
export function defaultLmPrompt(spanText: string, sanitizedBefore: string): string {
  return `${sanitizedBefore.slice(-200)} ${spanText} or`.trim();
}

/** n_max for a message of k spans with T tokens each: max(k·T, ⌈ε_text/30⌉). */
export function lmTokenBudget(spans: number, tokensPerSpan: number, epsilonText: number): number {
  return Math.max(spans * tokensPerSpan, Math.ceil(epsilonText / MAX_EPSILON_PER_DRAW));
}

/**
 * Replace every span of `text` by a token-level EM draw from the LM. Spans must be sorted and disjoint. A span whose
 * draw is empty (EOS first) becomes '…' (a public constant). Text outside the spans is copied as is.
 */
export async function rewriteMessageWithLm(
  text: string,
  spans: readonly LmSpan[],
  options: LmRewriteOptions,
): Promise<LmRewriteResult> {
  const T = options.maxTokensPerSpan ?? 8;
  const k = spans.length;
  const nMax = lmTokenBudget(k, T, options.epsilonText);
  if (k === 0) return { sanitized: text, replacements: [], epsilon: null, epsilonPerToken: null, nMax };
  for (let i = 0; i < k; i++) {
    const s = spans[i]!;
    if (s.start < 0 || s.end > text.length || s.start > s.end || (i > 0 && s.start < spans[i - 1]!.end)) {
      throw new Error('language-model rewrite: spans must be sorted, disjoint and inside the text');
    }
  }
  // Per span: TokenLevelEm with budget ε_text·T/n_max over T tokens, so ε_token = ε_text/n_max for every draw.
  const em = new TokenLevelEm(options.lm, {
    epsilonText: (options.epsilonText * T) / nMax,
    maxTokens: T,
    ...(options.r1 !== undefined ? { r1: options.r1 } : {}),
    ...(options.r2 !== undefined ? { r2: options.r2 } : {}),
  });
  const prompt = options.prompt ?? defaultLmPrompt;
  let sanitized = '';
  let cursor = 0;
  let epsilon = 0;
  const replacements: LmRewriteResult['replacements'] = [];
  for (const s of spans) {
    sanitized += text.slice(cursor, s.start);
    const draw = await em.generate(prompt(text.slice(s.start, s.end), sanitized), options.rng);
    const replacement = draw.text.trim() || '…';
    replacements.push({
      start: s.start,
      end: s.end,
      original: text.slice(s.start, s.end),
      replacement,
      tokens: draw.ids.length,
    });
    sanitized += replacement;
    epsilon += draw.epsilon;
    cursor = s.end;
  }
  sanitized += text.slice(cursor);
  return { sanitized, replacements, epsilon, epsilonPerToken: em.mechanism.epsilonPerDraw, nMax };
}

/**
 * The DP rewriter's candidate source (DAMPER §4.1–4.2 on a public phrase bank; docs/rewriter.md).
 *
 *   const rw = await createRewriter({ bank, embed, policy, phraseEmbeddings });
 *   await rw.prepare(message, spans);            // embeds each span and its sentence context (async)
 *   rewriteMessageSpans(message, spans, rw, { epsilonText }, rng);   // what rewriteMessageDp / sanitize do
 *
 * With the default `joint` profile the source declares `jointOdds` (and `jointCost`), so the DP core draws ONE tuple
 * of replacements for the whole message with its joint rank-profile EM (src/engine/dp/joint-rank.md). With `top` it
 * declares the public rank profile "step, top ⌈q·m⌉ ranks get R2" (`rankProfile`) and the DP core draws once per
 * span with the rank-profile EM (rank-profile.md). Either way the rewriter hands over raw scores and slot-fit
 * classes; the DP core ranks the lists and assigns the utilities. With `minmax` it hands over utilities in [R1, R2]
 * to the clipped EM (exponential.md).
 *
 * DP contract (src/engine/dp/spans.ts): the phrase list depends only on the span's category (public);
 * the span text and its context influence only the scores / utilities. The slot of the span (noun phrase,
 * "to VERB", …) is computed from the span text, so it too enters only the ranking (or the utilities):
 * unfitting phrases rank last (or get utility R1), never removal.
 */
import { contentLemmas, echoes } from './echo.ts';
import { DEFAULT_R1, DEFAULT_R2, MAX_EPSILON_PER_DRAW, MAX_RANK_EPSILON_PER_DRAW, parseNumeric, rewriteMessageSpans, shapeOrClause, SHAPED_CATEGORIES, SHAPED_IDENTIFIERS } from '../dp/index.ts';
import type { CandidateSource, ClipSettings, DpRewriteResult, JointCandidateSource, JointCost, RandomSource, RankProfile, Range, SpanInput } from '../dp/index.ts';
import type { SpanCategory } from '../types.ts';
import { PhraseBank } from './bank.ts';
import type { PhraseBankFile, PhraseList } from './bank.ts';
import { decodeFloat32, decodeInt8, fingerprint } from './codec.ts';
import { fitContexts } from './context.ts';
import { loadPolicy, referencePolicy } from './policy.ts';
import type { Policy, PolicyFile } from './policy.ts';
import { classifySlot, slotFit } from './slot.ts';
import { typedPhrases, typedSlotOf, TYPED_LISTS, TYPED_SLOTS } from './typed.ts';
import type { TypedSlot } from './typed.ts';

export { PhraseBank } from './bank.ts';
export type { PhraseBankFile, PhraseList } from './bank.ts';
export { classifySlot, SLOTS, slotFit } from './slot.ts';
export type { Slot } from './slot.ts';
export { TYPED_LISTS, TYPED_SLOTS, typedPhrases, typedSlotOf } from './typed.ts';
export type { TypedClass, TypedEntry, TypedSlot } from './typed.ts';
export { headForward, loadPolicy, REFERENCE_TEMPERATURE, referencePolicy } from './policy.ts';
export type { HeadWeights, Policy, PolicyFile } from './policy.ts';
export { CONTEXT_FILLER, fitContexts, maskedSentence, sentenceContext } from './context.ts';
export { decodeFloat32, encodeFloat32, decodeInt8, encodeInt8, fingerprint } from './codec.ts';
export type { CausalLm, CausalLmVocabularyOptions, TokenDraw } from './causal-lm.ts';
export { TokenLevelEm } from './causal-lm.ts';
export type { LmOrtLike, LmSessionLike, LmTensorLike, LmTokenizer } from './onnx-causal-lm.ts';
export { createOnnxCausalLm } from './onnx-causal-lm.ts';

/** Utility-profile exponent of the `minmax` profile (see scoresToUtilities). */
export const DEFAULT_SHARPNESS = 1;

/**
 * How policy scores become a draw (both keep the DP guarantee whatever the scores; they differ in where the
 * mechanism's limited tilt goes and in what one draw costs):
 *  - `top`: the rank-profile EM of the DP core, one draw per span. Phrases are ranked by (slot fit desc, score desc, index);
 *    the top ⌈fraction · m⌉ ranks of the category's list (m phrases) get R2, all others R1. The multiset of
 *    utilities is public, so one draw costs (R2 − R1)/τ and can favour a phrase by e^{ε_draw} (rank-profile.md);
 *  - `minmax`: the clipped EM over u = affine min–max of the scores, raised to `sharpness` (scoresToUtilities);
 *    one draw costs 2(R2 − R1)/τ and favours a phrase by at most e^{ε_draw/2}.
 * `top` with `odds` K: the rank-profile EM's `odds` profile — the R2 fraction is min(fraction, K·e^{−ε_draw}) for the
 * message's (public) ε_draw, so the top set keeps odds ≈ K whatever the number of spans (`fraction` is the cap).
 * `topUtilities` (the old `top` utilities for the clipped EM) is kept for comparisons (`candidates` under `top`).
 *  - `joint` with odds K: ONE draw per message over the product of the spans' lists with the DP core's joint
 *    rank-profile EM (src/engine/dp/joint-rank.md): each span's list is ranked as under `top`, and a tuple gets R2 iff
 *    its rank sum is ≤ t, the smallest t whose top set has odds |T|e^ε/(M − |T|) ≥ K. The draw costs (R2 − R1)/τ =
 *    ε_text (capped at 500) for the whole message, so the tilt is e^{ε_text}, not e^{ε_text/#spans}. Messages with more
 *    than MAX_JOINT_SPANS spans (or a caller-fixed n_max) fall back to per-span draws with the `top` step `fraction`.
 *    `cost` 'log2' uses the per-span cost ⌊log2((1 + r)²)⌋ instead of the rank r (joint-rank.md).
 */
export type UtilityProfile =
  | { kind: 'minmax'; sharpness: number }
  | { kind: 'top'; fraction: number; odds?: number }
  | { kind: 'joint'; odds: number; fraction?: number; cost?: JointCost };

/** Per-span step fraction a `joint` rewriter falls back to (messages over MAX_JOINT_SPANS spans). */
export const JOINT_FALLBACK_FRACTION = 0.05;

/**
 * Words of context kept on each side of a sentence's masked spans (RewriterOptions.contextWindow). 8 was chosen on the
 * held-out 20% of train (πθ, joint, ε_text 20, 3 seeds: utility rel. 0.958 vs 0.957 for the whole sentence, 0.951
 * at 6, 0.952 at 4); on realistic dev it cuts dp's sanitize encoder tokens 12 690 → 11 479 (docs/rewriter.md §7).
 */
export const CONTEXT_WINDOW = 8;

/**
 * Characters all of one message's distinct contexts may hold together (RewriterOptions.contextBudget): a long paste's
 * contexts were up to half of dp's encoder tokens. 480 is above every Pri val message (at most 403), so the policy's
 * held-out and val figures are unchanged; it narrows the contexts of ~3% of realistic messages (docs/rewriter.md §7).
 */
export const CONTEXT_BUDGET = 480;

/**
 * Encoder tokens per character of typical chat text (0.28: the realistic set's median message). CONTEXT_BUDGET holds at
 * this density; with RewriterOptions.tokenCount, a longer message that is denser (a paste of figures and codes, twice
 * as many tokens a character) gets a budget smaller by the same factor, so that it bounds the contexts' encoder tokens.
 */
export const TYPICAL_TOKEN_DENSITY = 0.28;

/** Fit class of an echoing phrase: below every fitting phrase, above nothing that fits (echo.ts). */
export const ECHO_CLASS = 0;

/** The per-span `top` profile tuned on held-out train (q = 0.05; docs/rewriter.md §5). */
export const PER_SPAN_PROFILE: UtilityProfile = { kind: 'top', fraction: 0.05 };

/**
 * The joint profile chosen on a held-out 20% of train (never val) by scripts/rewriter/tune-profile.ts at ε_text = 20:
 * log2 rank cost, odds K = 30 — the best utility with inversion top-1 ≤ 0.08 for πref (0.864 / 0.068, 5 seeds; the
 * per-span `top` q = 0.05 default it replaced: 0.811 / 0.055); docs/rewriter.md §5.
 */
export const JOINT_PROFILE: { kind: 'joint'; odds: number; cost?: JointCost } = { kind: 'joint', odds: 30, cost: 'log2' };

/** The rewriter's default profile: the joint draw (JOINT_PROFILE). PER_SPAN_PROFILE is the previous default. */
export const DEFAULT_PROFILE: UtilityProfile = JOINT_PROFILE;

/** Any sentence encoder: unit-length vectors, one per text, all of the same dimension. */
export type EmbedFn = (texts: readonly string[]) => Promise<Float32Array[]>;

/** Phrase embeddings computed offline (models/rewriter-phrase-embeddings.json), int8 with a scale per row. */
export interface PhraseEmbeddingsFile {
  version: 1;
  encoder: string;
  dim: number;
  categories: Record<string, { fingerprint: string; scales: string; data: string }>;
}

export interface RewriterOptions {
  bank: PhraseBankFile | PhraseBank;
  embed: EmbedFn;
  /** The trained πθ (models/rewriter-policy.json); omit or null for the reference policy πref. */
  policy?: PolicyFile | Policy | null;
  /** Precomputed phrase embeddings; lists missing here (or with another fingerprint) are embedded at load. */
  phraseEmbeddings?: PhraseEmbeddingsFile | null;
  /** Clip range the utilities are scaled into (must match the mechanism's; default [5, 20]). */
  clip?: ClipSettings;
  /** Exponent k of the `minmax` utility profile; shorthand for profile { kind: 'minmax', sharpness }. */
  sharpness?: number;
  /** Utility profile (default DEFAULT_PROFILE); overrides `sharpness`. */
  profile?: UtilityProfile;
  /** Rank phrases that echo a content word of the span last (echo.ts; default true). */
  echoControl?: boolean;
  /** Rewrite spans with a typed slot from the slot's public list (typed.ts; default true). */
  typed?: boolean;
  /**
   * How a typed list is ranked: 'group' — the span's own group first, then a CSPRNG tie-break; 'policy-group' — own
   * group first, then the policy score ⟨q(z, c), e_w⟩; 'policy' — the policy score alone (default: chosen on held-out
   * train, docs/rewriter.md §7).
   */
  typedScoring?: 'group' | 'policy-group' | 'policy';
  /**
   * Words of the span's sentence kept before its first masked span and after its last (CONTEXT_WINDOW): the context c
   * of a long pasted line costs the encoder that many tokens, not the whole line. Infinity keeps the sentence; 0 sends
   * no context at all (every span scored with q(z, 0), no context row).
   */
  contextWindow?: number;
  /**
   * Characters the contexts of one message may hold in all, each distinct context counted once (default
   * CONTEXT_BUDGET; Infinity: no limit). Over it the window narrows, then the longest contexts are left out
   * (context.ts fitContexts).
   */
  contextBudget?: number;
  /**
   * Encoder tokens of a text (the engine passes its tokenizer). When given, a message longer than the context budget
   * and denser than TYPICAL_TOKEN_DENSITY gets a budget scaled down by its density; a message within the budget is
   * never tokenized here, and its contexts are as without it.
   */
  tokenCount?: (text: string) => Promise<number>;
  /**
   * Score typed pieces with their sentence context too (default false: q(z, 0), so a sentence whose spans are all
   * typed costs no context row; held-out train utility 0.956 vs 0.958 with contexts, realistic dev sanitize encoder
   * tokens 11 479 → 8 495; docs/rewriter.md §7).
   */
  typedContext?: boolean;
  /** Categories to make ready at creation (default: all in the bank). */
  categories?: readonly SpanCategory[];
}

export interface Rewriter extends CandidateSource, JointCandidateSource {
  readonly policy: Policy;
  readonly bank: PhraseBank;
  /**
   * Embed the spans of one message and their sentence contexts; required before `candidates`. `shaped`: the caller
   * draws through the shape (dp/spans.ts rewriteMessageWithNumbers, as the engine's dp mode does), so a span cut into
   * pieces needs only its pieces embedded (without it every span is embedded whole too, for `shape: false`).
   */
  prepare(message: string, spans: readonly SpanInput[], how?: { shaped?: boolean }): Promise<void>;
  /** Register a span whose embedding (and context embedding) the caller already computed. */
  remember(span: SpanInput, z: Float32Array, context: Float32Array | null): void;
  /** Raw policy scores s_w over the span category's list (unclipped, unscaled). */
  scores(span: SpanInput): Float64Array;
  /** The unit phrase embeddings of a category's list (row-major [|list|][dim]). */
  phraseMatrix(category: SpanCategory): { list: PhraseList; matrix: Float32Array; dim: number };
  /** Drop all remembered span embeddings (call after each message). */
  forget(): void;
  /**
   * Builds, ahead of use, what the rewriter otherwise builds on the first span of each list: the typed lists'
   * embeddings and every list's content-word lemmas (tens of ms on a first use otherwise). `pause` runs between lists,
   * so a caller can let other work in. Public data only.
   */
  warm(pause?: () => Promise<void>): Promise<void>;
  /** The utility profile this rewriter was created with. */
  readonly profile: UtilityProfile;
}

function spanKey(span: SpanInput): string {
  return `${span.start ?? ''}:${span.end ?? ''}:${span.text}`;
}

function decodePhraseMatrix(entry: PhraseEmbeddingsFile['categories'][string], rows: number, dim: number): Float32Array {
  const scales = decodeFloat32(entry.scales, rows);
  const q = decodeInt8(entry.data);
  if (q.length !== rows * dim) throw new Error(`phrase embeddings: ${q.length} values, expected ${rows * dim}`);
  const m = new Float32Array(rows * dim);
  for (let r = 0; r < rows; r++) {
    let n = 0;
    for (let i = 0; i < dim; i++) {
      const v = q[r * dim + i]! * scales[r]!;
      m[r * dim + i] = v;
      n += v * v;
    }
    const inv = n > 0 ? 1 / Math.sqrt(n) : 0;
    for (let i = 0; i < dim; i++) m[r * dim + i] = m[r * dim + i]! * inv;
  }
  return m;
}

/**
 * EM utilities from policy scores: per span, s is rescaled affinely so its best phrase gets R2 and its
 * worst R1, then multiplied toward R1 by the slot fit: u_w = R1 + (R2 − R1)·fit_w·((s_w − s_min)/(s_max − s_min))^k,
 * k = `sharpness` (k > 1 pushes middling phrases toward R1 so the best ones keep more mass at a given τ).
 * Whatever the scores, u ∈ [R1, R2] — the mechanism's clipping is then the identity, and Δu ≤ R2 − R1.
 */
/**
 * out[r] = bias[r] + Σ_i q[i]·m[r·d + i] for r < rows (bias 0 where absent). Each row is summed in index order into
 * one double: the same value to the bit as the plain loop. Four rows share a pass over q, in four independent sums
 * (the policy scores are most of the dp draw's JavaScript time on a message with many spans; one sum per row was
 * bound by its chain of additions: 0.33 → 0.25 ms for an 837-phrase list).
 */
export function rowDots(q: Float32Array, m: Float32Array, d: number, rows: number, bias: Float32Array | null): Float64Array {
  const out = new Float64Array(rows);
  const start = (r: number): number => (bias !== null && r < bias.length ? bias[r]! : 0);
  let r = 0;
  for (; r + 4 <= rows; r += 4) {
    let s0 = start(r);
    let s1 = start(r + 1);
    let s2 = start(r + 2);
    let s3 = start(r + 3);
    const k0 = r * d;
    const k1 = k0 + d;
    const k2 = k1 + d;
    const k3 = k2 + d;
    for (let i = 0; i < d; i++) {
      const x = q[i]!;
      s0 += x * m[k0 + i]!;
      s1 += x * m[k1 + i]!;
      s2 += x * m[k2 + i]!;
      s3 += x * m[k3 + i]!;
    }
    out[r] = s0;
    out[r + 1] = s1;
    out[r + 2] = s2;
    out[r + 3] = s3;
  }
  for (; r < rows; r++) {
    let s = start(r);
    const k = r * d;
    for (let i = 0; i < d; i++) s += q[i]! * m[k + i]!;
    out[r] = s;
  }
  return out;
}

export function scoresToUtilities(scores: ArrayLike<number>, fits: ArrayLike<number>, clip: ClipSettings = {}, sharpness = 1): Float64Array {
  const r1 = clip.r1 ?? DEFAULT_R1;
  const r2 = clip.r2 ?? DEFAULT_R2;
  let lo = Infinity;
  let hi = -Infinity;
  // Range over the slot-fitting phrases only, so the best fitting phrase reaches R2.
  for (let i = 0; i < scores.length; i++) {
    if (fits[i]! <= 0) continue;
    const s = scores[i]!;
    if (s < lo) lo = s;
    if (s > hi) hi = s;
  }
  if (hi === -Infinity) return new Float64Array(scores.length).fill(r1);
  const span = hi - lo;
  const u = new Float64Array(scores.length);
  for (let i = 0; i < scores.length; i++) {
    const norm = span > 0 ? Math.min(1, Math.max(0, (scores[i]! - lo) / span)) : 1;
    u[i] = r1 + (r2 - r1) * fits[i]! * norm ** sharpness;
  }
  return u;
}

/**
 * The `top` profile: among slot-fitting phrases (fit > 0), the ⌈fraction · n⌉ highest-scoring ones (ties by
 * list order) get u = R1 + (R2 − R1)·fit, every other phrase R1. u ∈ [R1, R2] whatever the scores.
 */
export function topUtilities(scores: ArrayLike<number>, fits: ArrayLike<number>, clip: ClipSettings = {}, fraction = 0.25): Float64Array {
  if (!(fraction > 0 && fraction <= 1)) throw new Error('rewriter: top fraction must be in (0, 1]');
  const r1 = clip.r1 ?? DEFAULT_R1;
  const r2 = clip.r2 ?? DEFAULT_R2;
  const u = new Float64Array(scores.length).fill(r1);
  const fitting: number[] = [];
  for (let i = 0; i < scores.length; i++) if (fits[i]! > 0) fitting.push(i);
  fitting.sort((a, b) => scores[b]! - scores[a]! || a - b);
  const keep = Math.ceil(fraction * fitting.length);
  for (let k = 0; k < keep; k++) {
    const i = fitting[k]!;
    u[i] = r1 + (r2 - r1) * Math.min(1, fits[i]!);
  }
  return u;
}

/** Utilities of one span under a profile. */
export function profileUtilities(scores: ArrayLike<number>, fits: ArrayLike<number>, profile: UtilityProfile, clip: ClipSettings = {}): Float64Array {
  if (profile.kind === 'joint') return topUtilities(scores, fits, clip, profile.fraction ?? JOINT_FALLBACK_FRACTION);
  return profile.kind === 'top' ? topUtilities(scores, fits, clip, profile.fraction) : scoresToUtilities(scores, fits, clip, profile.sharpness);
}

export async function createRewriter(options: RewriterOptions): Promise<Rewriter> {
  const bank = options.bank instanceof PhraseBank ? options.bank : new PhraseBank(options.bank);
  const policy: Policy =
    options.policy === undefined || options.policy === null
      ? referencePolicy()
      : 'w1' in options.policy
        ? loadPolicy(options.policy)
        : options.policy;
  const clip = options.clip ?? {};
  const profile: UtilityProfile = options.profile ?? (options.sharpness === undefined ? DEFAULT_PROFILE : { kind: 'minmax', sharpness: options.sharpness });
  if (profile.kind === 'minmax' && !(profile.sharpness > 0 && Number.isFinite(profile.sharpness))) throw new Error('rewriter: sharpness must be a positive number');
  if (profile.kind === 'top' && !(profile.fraction > 0 && profile.fraction <= 1)) throw new Error('rewriter: top fraction must be in (0, 1]');
  // The public rank profile the DP core draws with under `top` (a constant of this source); null → clipped EM.
  if (profile.kind === 'top' && profile.odds !== undefined && !(profile.odds > 0 && Number.isFinite(profile.odds))) throw new Error('rewriter: top odds must be a positive number');
  if (profile.kind === 'joint') {
    if (!(profile.odds > 0 && Number.isFinite(profile.odds))) throw new Error('rewriter: joint odds must be a positive number');
    if (profile.fraction !== undefined && !(profile.fraction > 0 && profile.fraction <= 1)) throw new Error('rewriter: joint fallback fraction must be in (0, 1]');
  }
  const rankProfile: RankProfile | null =
    profile.kind === 'joint'
      ? Object.freeze({ kind: 'step', fraction: profile.fraction ?? JOINT_FALLBACK_FRACTION })
      : profile.kind !== 'top'
        ? null
        : profile.odds !== undefined
          ? Object.freeze({ kind: 'odds', odds: profile.odds, maxFraction: profile.fraction })
          : Object.freeze({ kind: 'step', fraction: profile.fraction });
  // The joint odds K the DP core draws the whole message with (a constant of this source); null → per-span draws.
  const jointOdds = profile.kind === 'joint' ? profile.odds : null;
  if (profile.kind === 'joint' && profile.cost !== undefined && profile.cost !== 'rank' && profile.cost !== 'log2') throw new Error('rewriter: joint cost must be rank or log2');
  const jointCost: JointCost = profile.kind === 'joint' ? (profile.cost ?? 'rank') : 'rank';
  const matrices = new Map<PhraseList, { matrix: Float32Array; dim: number; fp: string }>();
  let dim = 0;

  async function ready(list: PhraseList): Promise<void> {
    if (matrices.has(list)) return;
    const fp = fingerprint(list.phrases);
    const stored = options.phraseEmbeddings?.categories[list.category];
    if (options.phraseEmbeddings && stored?.fingerprint === fp) {
      const d = options.phraseEmbeddings.dim;
      matrices.set(list, { matrix: decodePhraseMatrix(stored, list.phrases.length, d), dim: d, fp });
      dim = d;
      return;
    }
    const vecs = await options.embed(list.phrases);
    const d = vecs[0]?.length ?? 0;
    const matrix = new Float32Array(list.phrases.length * d);
    vecs.forEach((v, i) => matrix.set(v, i * d));
    matrices.set(list, { matrix, dim: d, fp });
    dim = d;
  }

  for (const c of options.categories ?? bank.categories()) await ready(bank.list(c));

  // q(z, c) is computed once per span and message (the draw asks for a span's scores more than once).
  const remembered = new Map<string, { z: Float32Array; c: Float32Array | null; q?: Float32Array }>();
  const queryOf = (hit: { z: Float32Array; c: Float32Array | null; q?: Float32Array }): Float32Array => (hit.q ??= policy.query(hit.z, hit.c));

  function lookup(span: SpanInput): { z: Float32Array; c: Float32Array | null; q?: Float32Array } {
    const hit = remembered.get(spanKey(span)) ?? remembered.get(`::${span.text}`);
    if (hit === undefined) throw new Error('rewriter: span not prepared; call prepare(message, spans) first');
    return hit;
  }

  function matrixFor(category: SpanCategory): { list: PhraseList; matrix: Float32Array; dim: number; fp: string } {
    const list = bank.list(category);
    const m = matrices.get(list);
    if (m === undefined) throw new Error(`rewriter: phrase list for ${category} not loaded`);
    return { list, ...m };
  }

  function scores(span: SpanInput): Float64Array {
    const hit = lookup(span);
    const { list, matrix, dim: d, fp } = matrixFor(span.category);
    if (hit.z.length !== d) throw new Error(`rewriter: span embedding has ${hit.z.length} dims, phrases ${d}`);
    const q = queryOf(hit);
    return rowDots(q, matrix, d, list.phrases.length, policy.biases(list.category, fp));
  }

  // Content-word lemmas of each list's phrases, computed once per list (echo control, echo.ts).
  const lemmaCache = new Map<PhraseList, Set<string>[]>();
  function phraseLemmas(list: PhraseList): Set<string>[] {
    let l = lemmaCache.get(list);
    if (l === undefined) {
      l = list.phrases.map((p) => contentLemmas(p));
      lemmaCache.set(list, l);
    }
    return l;
  }

  /**
   * Fit class of each phrase for this span: the slot fit, except that a phrase sharing a content word with the span
   * (an echo, which would keep part of the fact) drops below every non-echoing phrase (ECHO_CLASS). Only the ranking
   * moves; the list is the category's fixed list (DP contract, privacy.md).
   */
  function fitsFor(span: SpanInput, list: PhraseList): Float64Array {
    const slot = classifySlot(span.text);
    if (options.echoControl === false) return Float64Array.from(list.slots, (w) => slotFit(slot, w));
    const own = contentLemmas(span.text);
    const lemmas = phraseLemmas(list);
    return Float64Array.from(list.slots, (w, i) => (echoes(own, lemmas[i]!) ? ECHO_CLASS : slotFit(slot, w)));
  }


  // Unit embeddings of each typed list (same space as the bank's phrases): from the phrase-embeddings file under
  // `typed:<slot>` when its fingerprint matches the list, else embedded once on first use (prepare).
  const typedMatrices = new Map<TypedSlot, Float32Array>();
  async function readyTyped(slot: TypedSlot): Promise<void> {
    if (typedMatrices.has(slot)) return;
    const phrases = typedPhrases(slot);
    const stored = options.phraseEmbeddings?.categories[`typed:${slot}`];
    if (options.phraseEmbeddings && stored?.fingerprint === fingerprint(phrases)) {
      typedMatrices.set(slot, decodePhraseMatrix(stored, phrases.length, options.phraseEmbeddings.dim));
      return;
    }
    const vecs = await options.embed(phrases);
    const d = vecs[0]?.length ?? 0;
    const matrix = new Float32Array(phrases.length * d);
    vecs.forEach((v, i) => matrix.set(v, i * d));
    typedMatrices.set(slot, matrix);
  }

  const typedScoring = options.typedScoring ?? 'policy';
  const contextWindow = options.contextWindow ?? CONTEXT_WINDOW;
  const typedContext = options.typedContext ?? false;
  const contextBudget = options.contextBudget ?? CONTEXT_BUDGET;
  if (!(contextWindow >= 0)) throw new Error('rewriter: contextWindow must be at least 0');
  if (!(contextBudget >= 0)) throw new Error('rewriter: contextBudget must be at least 0');
  /** ⟨q(z, c), e_w⟩ over a typed list, or null when the span was not prepared (then the ranking falls back). */
  function typedPolicyScores(span: SpanInput, slot: TypedSlot): Float64Array | null {
    const hit = remembered.get(spanKey(span)) ?? remembered.get(`::${span.text}`);
    const matrix = typedMatrices.get(slot);
    if (hit === undefined || matrix === undefined) return null;
    const q = queryOf(hit);
    return rowDots(q, matrix, q.length, matrix.length / q.length, null);
  }

  const entrySets = new Map<TypedSlot, Set<string>>();
  function typedEntries(slot: TypedSlot): Set<string> {
    let e = entrySets.get(slot);
    if (e === undefined) {
      e = new Set(TYPED_LISTS[slot].map((x) => x.text.toLowerCase()));
      entrySets.set(slot, e);
    }
    return e;
  }

  const typedLemmas = new Map<TypedSlot, Set<string>[]>();
  const typedCommon = new Map<TypedSlot, Set<string>>();
  function typedLemmasOf(slot: TypedSlot): Set<string>[] {
    let lemmas = typedLemmas.get(slot);
    if (lemmas === undefined) {
      lemmas = TYPED_LISTS[slot].map((e) => contentLemmas(e.text));
      typedLemmas.set(slot, lemmas);
    }
    return lemmas;
  }
  /** Lemmas found in at least a quarter of a typed list's entries (a function of the public list only). */
  function commonLemmas(slot: TypedSlot, lemmas: readonly Set<string>[]): Set<string> {
    let c = typedCommon.get(slot);
    if (c === undefined) {
      const counts = new Map<string, number>();
      for (const l of lemmas) for (const w of l) counts.set(w, (counts.get(w) ?? 0) + 1);
      c = new Set([...counts].filter(([, n]) => n >= lemmas.length / 4).map(([w]) => w));
      typedCommon.set(slot, c);
    }
    return c;
  }
  /** The typed slot of a span (revealed; typed.ts), or null. Only spans whose grammatical slot is nominal. */
  function typedOf(span: SpanInput): { slot: TypedSlot; group: string | null } | null {
    if (options.typed === false) return null;
    const t = typedSlotOf(span.category, span.text);
    if (t === null) return null;
    if (t.slot === 'legal_event' || t.slot === 'sensitive_event' || t.slot === 'schedule' || t.slot.includes('_clause')) return t;
    const form = classifySlot(span.text);
    if (form === 'np' || form === 'gerund') return t;
    // A word the suffix rules read as an adjective ('burglary', '-ary') that is itself an entry of the slot's list is
    // that thing (public list membership): typed, not drawn from the adjectives of the category list.
    return form === 'adjective' && typedEntries(t.slot).has(span.text.trim().toLowerCase()) ? t : null;
  }

  /**
   * Ranking inputs over a typed list: fit class 0 for an echo of the span (ranked last), 1 otherwise; score = the
   * policy score ⟨q(z, c), e_w⟩ of the prepared span (c = 0 unless `typedContext`) against the list's embeddings (plus a bonus for the span's own
   * group under 'policy-group'). Unprepared spans and `typedScoring: 'group'` rank the own group first, then by a
   * uniform tie-break from the draw's CSPRNG (not the list order, which an observer could invert). The list is the
   * slot's fixed list either way; only the ranking depends on the span and its context (DP contract).
   */
  function typedRanking(span: SpanInput, t: { slot: TypedSlot; group: string | null }, rng: RandomSource | undefined): { scores: Float64Array; fits: Float64Array } {
    const list = TYPED_LISTS[t.slot];
    const lemmas = typedLemmasOf(t.slot);
    // A word most of the list shares ('county', 'hospital') tells only the slot, which is revealed: not an echo. With
    // it counted, every entry echoed "Harris County" and the policy score put the original itself first among them.
    const common = commonLemmas(t.slot, lemmas);
    const own = new Set([...contentLemmas(span.text)].filter((w) => !common.has(w)));
    const scores = new Float64Array(list.length);
    const fits = new Float64Array(list.length);
    const policyScores = typedScoring === 'group' ? null : typedPolicyScores(span, t.slot);
    // Policy scores are cosines in [−1, 1]: a bonus of 10 puts the own group first; without scores the group leads.
    const groupWeight = policyScores === null ? 1 : typedScoring === 'policy' ? 0 : 10;
    list.forEach((e, i) => {
      const tie = policyScores !== null ? policyScores[i]! : rng ? 0.5 * rng.nextDouble() : 0;
      scores[i] = (t.group !== null && e.group === t.group ? groupWeight : 0) + tie;
      fits[i] = echoes(own, lemmas[i]!) || e.text.toLowerCase() === span.text.trim().toLowerCase() ? ECHO_CLASS : 1;
    });
    return { scores, fits };
  }

  return {
    policy,
    bank,
    profile,
    slotOf(span) {
      const t = typedOf(span);
      return t === null ? null : `typed:${t.slot}`;
    },
    rankProfile,
    jointOdds,
    jointCost,
    async prepare(message, given, how) {
      // The pieces the shape (dp/shape.ts) will cut the spans into are drawn as spans of their own: prepare them too.
      const spans: SpanInput[] = [];
      for (const s of given) {
        // A structured identifier gets a stand-in of its shape (dp/identifier-shape.ts), never a phrase: no embedding.
        if (SHAPED_IDENTIFIERS.has(s.category)) continue;
        // A span drawn from a typed list (whole) or perturbed as a number is never scored: no embedding needed (the
        // encoder is most of dp's cost on long messages).
        const pieces = SHAPED_CATEGORIES.has(s.category) && parseNumeric(s.text, s.category) === null ? shapeOrClause(s.text, s.category, (words) => { const t = typedOf({ text: words, category: s.category }); return t === null ? null : `typed:${t.slot}`; }) : null;
        // With `shaped`, a span the shape cuts into pieces is drawn piece by piece, never whole: only its pieces.
        const drawnWhole = !(how?.shaped === true && pieces !== null);
        if (drawnWhole && parseNumeric(s.text, s.category) === null && (typedOf(s) === null || typedScoring !== 'group')) spans.push(s);
        for (const p of pieces ?? []) {
          if (p.kind !== 'words') continue;
          const piece = { ...s, text: s.text.slice(p.start, p.end), ...(s.start !== undefined ? { start: s.start + p.start, end: s.start + p.end } : {}) };
          if (typedOf(piece) === null || typedScoring !== 'group') spans.push(piece);
        }
      }
      const texts: string[] = [];
      // Every given span is masked in every context: spans of one sentence share one context (one encoder row).
      const masks = given.flatMap((g) => (g.start !== undefined && g.end !== undefined ? [{ start: g.start, end: g.end }] : []));
      // The contexts, within CONTEXT_BUDGET characters for the whole message (a long paste narrows them, fitContexts),
      // fewer in a long message that is dense in encoder tokens (TYPICAL_TOKEN_DENSITY).
      let budget = contextBudget;
      if (options.tokenCount && Number.isFinite(budget) && message.length > budget) {
        const density = (await options.tokenCount(message)) / message.length;
        if (density > TYPICAL_TOKEN_DENSITY) budget = Math.floor((budget * TYPICAL_TOKEN_DENSITY) / density);
      }
      const contexts = fitContexts(
        message,
        spans.map((s) => (contextWindow > 0 && s.start !== undefined && s.end !== undefined && (typedContext || typedOf(s) === null) ? { start: s.start, end: s.end } : null)),
        masks,
        contextWindow,
        budget,
      );
      spans.forEach((s, i) => texts.push(s.text, contexts[i] ?? ''));
      for (const s of spans) {
        const t = typedOf(s);
        if (t !== null) await readyTyped(t.slot);
        else await ready(bank.list(s.category));
      }
      // Each distinct text once; an empty context is no encoder row (c = null).
      const unique = [...new Set(texts.filter((t, i) => i % 2 === 0 || t !== ''))];
      const vecs = unique.length > 0 ? await options.embed(unique) : [];
      const vectorOf = new Map(unique.map((t, i) => [t, vecs[i]]));
      spans.forEach((s, i) => {
        const z = vectorOf.get(texts[2 * i]!);
        if (z === undefined) throw new Error('rewriter: embed returned too few vectors');
        const c = texts[2 * i + 1] === '' ? null : (vectorOf.get(texts[2 * i + 1]!) ?? null);
        const entry = { z, c };
        remembered.set(spanKey(s), entry);
        remembered.set(`::${s.text}`, entry);
      });
      if (dim === 0 && vecs[0] !== undefined) dim = vecs[0].length;
    },
    remember(span, z, c) {
      const entry = { z, c };
      remembered.set(spanKey(span), entry);
      remembered.set(`::${span.text}`, entry);
    },
    scores,
    phraseMatrix(category) {
      const { list, matrix, dim: d } = matrixFor(category);
      return { list, matrix, dim: d };
    },
    candidates(span) {
      const t = typedOf(span);
      if (t !== null) {
        const r = typedRanking(span, t, undefined);
        return { phrases: [...typedPhrases(t.slot)], utilities: profileUtilities(r.scores, r.fits, profile, clip), list: `typed:${t.slot}` };
      }
      const { list } = matrixFor(span.category);
      return { phrases: [...list.phrases], utilities: profileUtilities(scores(span), fitsFor(span, list), profile, clip) };
    },
    rankedCandidates(span, rng) {
      const t = typedOf(span);
      if (t !== null) {
        const r = typedRanking(span, t, rng);
        return { phrases: [...typedPhrases(t.slot)], scores: r.scores, fitClasses: r.fits, list: `typed:${t.slot}` };
      }
      const { list } = matrixFor(span.category);
      // Slot fit is the fit class: fitting phrases rank above unfitting ones, then by score.
      return { phrases: [...list.phrases], scores: scores(span), fitClasses: fitsFor(span, list) };
    },
    forget() {
      remembered.clear();
    },
    async warm(pause = () => Promise.resolve()) {
      for (const slot of TYPED_SLOTS) {
        await readyTyped(slot);
        commonLemmas(slot, typedLemmasOf(slot));
        typedEntries(slot);
        await pause();
      }
      for (const c of bank.categories()) {
        phraseLemmas(bank.list(c));
        await pause();
      }
    },
  };
}

/**
 * n_max for one message: the number of spans it rewrites (DAMPER Thm 4.1 conditions on the detected span
 * set), but at least ⌈ε_text / cap⌉ so that no single draw exceeds the DP core's cap (MAX_EPSILON_PER_DRAW = 30
 * for the clipped EM, MAX_RANK_EPSILON_PER_DRAW = 15 for the rank-profile EM: pass `ranked`).
 */
export function messageNMax(spanCount: number, epsilonText: number, ranked = false): number {
  return Math.max(1, spanCount, Math.ceil(epsilonText / (ranked ? MAX_RANK_EPSILON_PER_DRAW : MAX_EPSILON_PER_DRAW)));
}

/**
 * The whole `dp` step for one message: embed the spans (prepare), then draw with the mechanism the rewriter's
 * profile asks for — `joint`: ONE joint rank-profile draw for all spans (calibrated τ = (R2 − R1)/min(ε_text, 500);
 * event ε = that one draw's ε); `top` / `minmax`: one draw per span with the rank-profile / clipped EM from ε_text and
 * n_max = messageNMax(#spans, ε_text, ranked) (or the caller's fixed nMax; event ε = #spans · ε_draw ≤ ε_text) —
 * splice, forget.
 */
export async function rewriteMessageDp(
  text: string,
  spans: readonly (Range & SpanInput)[],
  options: { rewriter: Rewriter; epsilonText: number; rng: RandomSource; nMax?: number; clip?: ClipSettings },
): Promise<DpRewriteResult> {
  const { rewriter } = options;
  await rewriter.prepare(text, spans);
  try {
    return rewriteMessageSpans(
      text,
      spans,
      rewriter,
      { epsilonText: options.epsilonText, ...(options.nMax !== undefined ? { nMax: options.nMax } : {}), ...(options.clip ?? {}) },
      options.rng,
    );
  } finally {
    rewriter.forget();
  }
}

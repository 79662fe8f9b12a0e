/**
 * The token tagger (issue 18): a small MLP over the span encoder's per-token states (its `tokens` output,
 * docs/encoder.md) that labels each SentencePiece token O, B-type or I-type for names, organisations, places,
 * nationality/religion/political groups and job titles. Trained offline by scripts/train/tagger.ts; docs/tagger.md.
 *
 * File `models/tagger.json`: standardisation (mean, 1/std per state coordinate), one hidden ReLU layer, a softmax over
 * 1 + 2·types classes, and a Platt calibration of span scores (fitted on the validation templates). Float32 arrays are
 * stored as base64 (little-endian).
 */
import type { IdentifierCategory } from '../types.ts';
import { float32Field, float32ToBase64, frozenTokenMlpLogits, tokenMlpLogits, withContext } from '../heads/token-mlp.ts';

/** The kinds the tagger labels, in class order: class 0 is O, class 1 + 2k is B of TAG_TYPES[k], 2 + 2k its I. */
export const TAG_TYPES = ['person', 'organization', 'location', 'group', 'job_title'] as const satisfies readonly IdentifierCategory[];
export type TagType = (typeof TAG_TYPES)[number];
export const TAG_CLASSES = 1 + 2 * TAG_TYPES.length;

export interface TaggerHead {
  dim: number;
  hidden: number;
  classes: number;
  mean: Float32Array;
  /** 1 / std per coordinate. */
  invStd: Float32Array;
  /** [hidden, dim], row-major. */
  w1: Float32Array;
  b1: Float32Array;
  /** [classes, hidden], row-major. */
  w2: Float32Array;
  b2: Float32Array;
  /** Span score = sigmoid(calA · logit(mean type probability) + calB), fitted on validation spans. */
  calA: number;
  calB: number;
  /** Calibrated score from which a span is reported. */
  threshold: number;
  /**
   * Neighbours on each side a token's input holds (src/engine/heads/token-mlp.ts withContext): the MLP reads the
   * states of tokens t−c … t+c side by side, so `dim` is (2c + 1) × the encoder's; 0 or absent: the token alone.
   */
  context?: number;
  /**
   * Each token's input also holds the mean state of its window's tokens (a view of the whole sentence beside the token;
   * session 34): `dim` is then (2c + 2) × the encoder's.
   */
  pooled?: boolean;
}

export interface TaggerHeadFile {
  version: 1;
  types: string[];
  dim: number;
  hidden: number;
  mean: string;
  invStd: string;
  w1: string;
  b1: string;
  w2: string;
  b2: string;
  calA: number;
  calB: number;
  threshold: number;
  context?: number;
  pooled?: boolean;
}

/**
 * Parses and checks a BIO head's file (`types` in class order, `kind` when the file names one); throws on any mismatch:
 * a broken file must not load as a silent tagger. Shared by models/tagger.json and models/fact-tagger.json.
 */
export function parseBioHead(json: unknown, file: string, types: readonly string[], kind?: string): TaggerHead {
  const f = json as (Partial<TaggerHeadFile> & { kind?: unknown }) | null;
  const classes = 1 + 2 * types.length;
  if (!f || f.version !== 1 || (kind !== undefined && f.kind !== kind) || typeof f.dim !== 'number' || typeof f.hidden !== 'number')
    throw new Error(`${file}: not a version-1 ${kind?.replace('-', ' ') ?? 'tagger head'}`);
  if (!Array.isArray(f.types) || f.types.join(',') !== types.join(',')) throw new Error(`${file}: types ${String(f.types)} are not ${types.join(',')}`);
  for (const k of ['calA', 'calB', 'threshold'] as const) if (typeof f[k] !== 'number' || !Number.isFinite(f[k])) throw new Error(`${file}: ${k} missing`);
  const { dim, hidden } = f;
  const context = f.context ?? 0;
  if (f.pooled !== undefined && typeof f.pooled !== 'boolean') throw new Error(`${file}: pooled must be true or false`);
  const pooled = f.pooled === true;
  if (!Number.isInteger(context) || context < 0 || context > 4 || dim % (2 * context + 1 + (pooled ? 1 : 0)) !== 0) throw new Error(`${file}: context ${String(f.context)} does not fit dim ${dim}`);
  const field = (what: 'mean' | 'invStd' | 'w1' | 'b1' | 'w2' | 'b2', n: number): Float32Array => float32Field(file, what, f[what], n);
  return {
    dim,
    hidden,
    classes,
    mean: field('mean', dim),
    invStd: field('invStd', dim),
    w1: field('w1', hidden * dim),
    b1: field('b1', hidden),
    w2: field('w2', classes * hidden),
    b2: field('b2', classes),
    calA: f.calA as number,
    calB: f.calB as number,
    threshold: f.threshold as number,
    ...(context > 0 ? { context } : {}),
    ...(pooled ? { pooled } : {}),
  };
}

/** A BIO head as its file stores it (float arrays in base64). */
export function serializeBioHead(h: TaggerHead, types: readonly string[]): TaggerHeadFile {
  return {
    version: 1,
    types: [...types],
    dim: h.dim,
    hidden: h.hidden,
    mean: float32ToBase64(h.mean),
    invStd: float32ToBase64(h.invStd),
    w1: float32ToBase64(h.w1),
    b1: float32ToBase64(h.b1),
    w2: float32ToBase64(h.w2),
    b2: float32ToBase64(h.b2),
    calA: h.calA,
    calB: h.calB,
    threshold: h.threshold,
    ...(h.context ? { context: h.context } : {}),
    ...(h.pooled ? { pooled: true } : {}),
  };
}

/** Parses and checks models/tagger.json. */
export function parseTaggerHead(json: unknown): TaggerHead {
  return parseBioHead(json, 'tagger.json', TAG_TYPES);
}

export function serializeTaggerHead(h: TaggerHead): TaggerHeadFile {
  return serializeBioHead(h, TAG_TYPES);
}

/**
 * Class logits of each token, row-major [n, classes]. `states` is row-major [n, dim]. `hiddenOut` (length ≥
 * n·hidden), when given, receives the hidden activations (training's backward pass reads them).
 */
export function tagLogits(head: TaggerHead, states: Float32Array, n: number, hiddenOut?: Float32Array): Float32Array {
  return tokenMlpLogits({ ...head, outputs: head.classes }, states, n, hiddenOut, 'tagger');
}

/**
 * tagLogits of a head that no longer changes (the analysis's, parsed once): the same bits, through the WebAssembly
 * kernel (token-mlp.ts frozenTokenMlpLogits). Training updates its head in place and uses tagLogits.
 */
export function frozenTagLogits(head: TaggerHead, states: Float32Array, n: number): Float32Array {
  return frozenTokenMlpLogits({ ...head, outputs: head.classes }, states, n, 'tagger');
}

/**
 * frozenTagLogits of a window's encoder states ([n, stateDim]) as the head reads them: the same bits as
 * frozenTagLogits(head, headInput(head, states, n, counted), n). A head that reads its neighbours (and is not pooled)
 * has the kernel read each token's row in place, without building the rows ([n, (2c + 1) · stateDim]) first.
 */
export function frozenHeadLogits(head: TaggerHead, states: Float32Array, n: number, counted?: (k: number) => boolean): Float32Array {
  if (head.pooled || !head.context) return frozenTagLogits(head, headInput(head, states, n, counted), n);
  return frozenTokenMlpLogits({ ...head, outputs: head.classes }, states, n, 'tagger', head.context);
}

/** Softmax of each row of `logits` ([n, classes]) in place; returns it. */
export function softmaxRows(logits: Float32Array, classes: number): Float32Array {
  for (let r = 0; r < logits.length; r += classes) {
    let max = -Infinity;
    for (let k = 0; k < classes; k++) max = Math.max(max, logits[r + k] as number);
    let sum = 0;
    for (let k = 0; k < classes; k++) {
      const e = Math.exp((logits[r + k] as number) - max);
      logits[r + k] = e;
      sum += e;
    }
    for (let k = 0; k < classes; k++) logits[r + k] = (logits[r + k] as number) / sum;
  }
  return logits;
}

export function tagProbabilities(head: TaggerHead, states: Float32Array, n: number): Float32Array {
  return softmaxRows(frozenHeadLogits(head, states, n), head.classes);
}

/** The encoder's dimension a head reads (its `dim` without the neighbours' share). */
export function stateDim(head: TaggerHead): number {
  return head.dim / (2 * (head.context ?? 0) + 1 + (head.pooled ? 1 : 0));
}

/**
 * A window's encoder states ([n, stateDim]) as the head's input rows: with its neighbours when it reads context, and
 * the mean state of the window's tokens when it is pooled (over the tokens `counted` admits — those that cover text,
 * as training's token sets hold; every token when absent).
 */
export function headInput(head: TaggerHead, states: Float32Array, n: number, counted?: (k: number) => boolean): Float32Array {
  const d = stateDim(head);
  const base = head.context ? withContext(states, n, d, head.context) : states;
  if (!head.pooled) return base;
  const mean = new Float32Array(d);
  let m = 0;
  for (let k = 0; k < n; k++) {
    if (counted && !counted(k)) continue;
    m++;
    for (let c = 0; c < d; c++) mean[c] = (mean[c] as number) + (states[k * d + c] as number);
  }
  if (m > 0) for (let c = 0; c < d; c++) mean[c] = (mean[c] as number) / m;
  const width = head.dim - d;
  const out = new Float32Array(n * head.dim);
  for (let t = 0; t < n; t++) {
    out.set(base.subarray(t * width, (t + 1) * width), t * head.dim);
    out.set(mean, t * head.dim + width);
  }
  return out;
}

export interface TaggedSpan {
  start: number;
  end: number;
  type: TagType;
  /** Calibrated confidence in [0, 1]. */
  score: number;
  /** Mean probability of the span's type over its tokens, before calibration. */
  raw: number;
}

const WORD_CHAR = /[\p{L}\p{N}\p{M}'’-]/u;

/** Calibrated score of a raw mean type probability. */
export function calibrate(head: Pick<TaggerHead, 'calA' | 'calB'>, raw: number): number {
  const p = Math.min(1 - 1e-6, Math.max(1e-6, raw));
  return 1 / (1 + Math.exp(-(head.calA * Math.log(p / (1 - p)) + head.calB)));
}

/**
 * BIO decoding of one text's token probabilities into spans, in two steps. Segmentation: each token is O, B or I by
 * the largest of P(O), ΣP(B-type), ΣP(I-type); a B (or an I with no open span) opens a span, an I extends it, an O
 * closes it. Typing: the span takes the type whose B + I probability summed over its tokens is largest, so one odd
 * token ("Bond" in "Kroll Bond Ratings Agency") neither splits nor retypes it. Spans are widened to whole words (a
 * piece of "Okonkwo" labels the word) and scored by the calibrated mean probability of their type over their tokens.
 * Tokens with an empty range (bare separators) are skipped. `starts`/`ends` are the tokens' ranges in `text`.
 */
export function decodeSpans(head: Pick<TaggerHead, 'calA' | 'calB' | 'classes'>, text: string, probs: Float32Array, starts: readonly number[], ends: readonly number[]): TaggedSpan[] {
  return decodeBio(head, text, probs, starts, ends, TAG_TYPES);
}

/** A decoded span of any BIO head: its type is one of the head's own type names. */
export interface BioSpan<T extends string> {
  start: number;
  end: number;
  type: T;
  score: number;
  raw: number;
}

/** decodeSpans for a BIO head over any list of types (class 1 + 2k is B of typeNames[k], 2 + 2k its I). */
export function decodeBio<T extends string>(head: Pick<TaggerHead, 'calA' | 'calB' | 'classes'>, text: string, probs: Float32Array, starts: readonly number[], ends: readonly number[], typeNames: readonly T[]): BioSpan<T>[] {
  const { classes } = head;
  const types = (classes - 1) >> 1;
  if (types !== typeNames.length) throw new Error(`BIO head has ${types} types, ${typeNames.length} names given`);
  const out: BioSpan<T>[] = [];
  let open: { start: number; end: number; sums: Float64Array; n: number } | undefined;
  const close = (): void => {
    if (!open) return;
    let { start, end } = open;
    while (start > 0 && WORD_CHAR.test(text[start - 1] ?? '')) start--;
    while (end < text.length && WORD_CHAR.test(text[end] ?? '')) end++;
    // Trim punctuation a token carried ("Lagos," → "Lagos").
    while (end > start && /[\s.,;:!?)"'’-]/u.test(text[end - 1] ?? '')) end--;
    while (start < end && /[\s("'’-]/u.test(text[start] ?? '')) start++;
    let k = 0;
    for (let j = 1; j < types; j++) if ((open.sums[j] as number) > (open.sums[k] as number)) k = j;
    const raw = (open.sums[k] as number) / open.n;
    const type = typeNames[k];
    if (end > start && type) {
      const last = out[out.length - 1];
      if (last && last.end > start) {
        // Two spans meeting inside one word: one span over their union, the better one's type.
        if (raw > last.raw) Object.assign(last, { type, raw, score: calibrate(head, raw) });
        last.end = Math.max(last.end, end);
      } else out.push({ start, end, type, raw, score: calibrate(head, raw) });
    }
    open = undefined;
  };
  for (let t = 0; t < starts.length; t++) {
    const s = starts[t] ?? 0;
    const e = ends[t] ?? 0;
    if (e <= s) continue;
    const row = t * classes;
    let pB = 0;
    let pI = 0;
    for (let j = 0; j < types; j++) {
      pB += probs[row + 1 + 2 * j] as number;
      pI += probs[row + 2 + 2 * j] as number;
    }
    const pO = probs[row] as number;
    if (pO >= pB && pO >= pI) {
      close();
      continue;
    }
    if (!open || pB > pI) {
      close();
      open = { start: s, end: e, sums: new Float64Array(types), n: 0 };
    }
    open.end = e;
    open.n++;
    for (let j = 0; j < types; j++) open.sums[j] = (open.sums[j] as number) + (probs[row + 1 + 2 * j] as number) + (probs[row + 2 + 2 * j] as number);
  }
  close();
  return out;
}

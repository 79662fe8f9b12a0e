/**
 * Every parameter check of the DP core lives here (one place to audit, one style of error).
 * Mechanisms call these at construction time; nothing downstream re-validates.
 */

/** Thrown for any invalid DP parameter. `param` names the offending argument. */
export class DpParameterError extends RangeError {
  readonly param: string;
  constructor(param: string, message: string) {
    super(`${param}: ${message}`);
    this.name = 'DpParameterError';
    this.param = param;
  }
}

function describe(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'NaN' : String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return typeof value;
}

/** ε must be a finite number strictly greater than zero (ε = 0 or ∞ is not a DP mechanism we run). */
export function checkEpsilon(epsilon: unknown, param = 'epsilon'): number {
  if (typeof epsilon !== 'number' || !Number.isFinite(epsilon) || epsilon <= 0) {
    throw new DpParameterError(param, `ε must be a finite number > 0, got ${describe(epsilon)}`);
  }
  return epsilon;
}

/** A budget amount that may be zero (ledger caps, spent totals): finite and ≥ 0. */
export function checkNonNegative(value: unknown, param: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new DpParameterError(param, `must be a finite number ≥ 0, got ${describe(value)}`);
  }
  return value;
}

export function checkPositiveFinite(value: unknown, param: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new DpParameterError(param, `must be a finite number > 0, got ${describe(value)}`);
  }
  return value;
}

/** Integer in [min, max] (both inclusive). */
export function checkInteger(value: unknown, param: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new DpParameterError(param, `must be an integer in [${min}, ${max}], got ${describe(value)}`);
  }
  return value;
}

/** A numeric mechanism's public domain [lo, hi]: finite, lo < hi. */
export function checkNumericDomain(lo: unknown, hi: unknown): { lo: number; hi: number } {
  if (typeof lo !== 'number' || !Number.isFinite(lo)) throw new DpParameterError('lo', `domain bound must be finite, got ${describe(lo)}`);
  if (typeof hi !== 'number' || !Number.isFinite(hi)) throw new DpParameterError('hi', `domain bound must be finite, got ${describe(hi)}`);
  if (!(lo < hi)) throw new DpParameterError('lo', `domain needs lo < hi, got lo=${lo}, hi=${hi}`);
  return { lo, hi };
}

/** Clipping bounds of the exponential mechanism: finite, R1 < R2. */
export function checkClipBounds(r1: unknown, r2: unknown): { r1: number; r2: number } {
  if (typeof r1 !== 'number' || !Number.isFinite(r1)) {
    throw new DpParameterError('r1', `clip lower bound R1 must be finite, got ${describe(r1)}`);
  }
  if (typeof r2 !== 'number' || !Number.isFinite(r2)) {
    throw new DpParameterError('r2', `clip upper bound R2 must be finite, got ${describe(r2)}`);
  }
  if (!(r1 < r2)) {
    throw new DpParameterError('r1', `clip bounds need R1 < R2, got R1=${r1}, R2=${r2}`);
  }
  return { r1, r2 };
}

/** Softmax temperature τ: finite, > 0. */
export function checkTemperature(tau: unknown, param = 'temperature'): number {
  if (typeof tau !== 'number' || !Number.isFinite(tau) || tau <= 0) {
    throw new DpParameterError(param, `temperature τ must be a finite number > 0, got ${describe(tau)}`);
  }
  return tau;
}

/**
 * Largest per-draw ε the EM sampler accepts. The inverse-CDF sampler realises each outcome's
 * probability w_i/Z up to an absolute error of about 2^−52·Z (one rounding of the running sum and
 * the 2^−53 grid of the uniform), i.e. a relative error ≤ 2^−52·|V|·e^{ε/2} because every clipped
 * weight is ≥ e^{−ε/2} of the largest. With ε ≤ 30 and |V| ≤ 2^16 that is ≤ 4.8e−5, so the realised
 * privacy loss exceeds the stated ε by at most 1e−4 (stated in exponential.md).
 */
export const MAX_EPSILON_PER_DRAW = 30;
/** Largest candidate vocabulary for one EM draw (see MAX_EPSILON_PER_DRAW). */
export const MAX_VOCABULARY = 65_536;

export function checkEpsilonPerDraw(epsilon: number, param = 'epsilon per draw'): number {
  checkEpsilon(epsilon, param);
  if (epsilon > MAX_EPSILON_PER_DRAW) {
    throw new DpParameterError(
      param,
      `ε per draw ${epsilon} exceeds ${MAX_EPSILON_PER_DRAW}: raise the temperature or n_max (sampling precision bound)`,
    );
  }
  return epsilon;
}

/** Utilities (logits) for one EM draw: non-empty, at most MAX_VOCABULARY, no NaN (±∞ is clipped). */
export function checkUtilities(utilities: ArrayLike<number>, param = 'utilities'): void {
  const n = utilities.length;
  if (n < 1) throw new DpParameterError(param, 'the candidate vocabulary is empty');
  if (n > MAX_VOCABULARY) throw new DpParameterError(param, `vocabulary of ${n} exceeds ${MAX_VOCABULARY} candidates`);
  for (let i = 0; i < n; i++) {
    if (Number.isNaN(utilities[i])) throw new DpParameterError(param, `utility at index ${i} is NaN`);
  }
}

/** Candidate phrases must match the utilities one to one and be distinct (a duplicate double-counts a phrase). */
export function checkPhrases(phrases: readonly string[], utilityCount: number): void {
  if (phrases.length !== utilityCount) {
    throw new DpParameterError(
      'phrases',
      `got ${phrases.length} phrases for ${utilityCount} utilities; they must match one to one`,
    );
  }
  const seen = new Set<string>();
  for (const p of phrases) {
    if (typeof p !== 'string') throw new DpParameterError('phrases', 'every candidate must be a string');
    if (seen.has(p)) throw new DpParameterError('phrases', `duplicate candidate ${describe(p)}`);
    seen.add(p);
  }
}

/**
 * k-RR alphabet: at least 2 distinct symbols, each one UTF-16 code unit that is not a surrogate half
 * (so the output keeps the input's UTF-16 length), none of them whitespace (whitespace is kept).
 */
export function checkAlphabet(symbols: readonly string[]): void {
  if (symbols.length < 2) throw new DpParameterError('alphabet', `k-RR needs k ≥ 2 symbols, got ${symbols.length}`);
  const seen = new Set<string>();
  for (const s of symbols) {
    const code = typeof s === 'string' && s.length === 1 ? s.charCodeAt(0) : -1;
    if (code < 0 || (code >= 0xd800 && code <= 0xdfff)) {
      throw new DpParameterError('alphabet', `symbol ${describe(s)} is not one non-surrogate UTF-16 code unit`);
    }
    if (/\s/u.test(s)) throw new DpParameterError('alphabet', 'whitespace cannot be an alphabet symbol (it is kept)');
    if (seen.has(s)) throw new DpParameterError('alphabet', `duplicate symbol ${describe(s)}`);
    seen.add(s);
  }
}

export function checkKrrK(k: unknown): number {
  return checkInteger(k, 'k', 2);
}

/** Non-overlapping, in-bounds, sorted-or-not spans over a text of length `textLength`. */
export function checkSpans(spans: readonly { start: number; end: number }[], textLength: number): void {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  let prevEnd = 0;
  for (const s of sorted) {
    if (!Number.isSafeInteger(s.start) || !Number.isSafeInteger(s.end) || s.start < 0 || s.end > textLength) {
      throw new DpParameterError('spans', `span [${s.start}, ${s.end}) is outside the text (length ${textLength})`);
    }
    if (s.end < s.start) throw new DpParameterError('spans', `span [${s.start}, ${s.end}) has end < start`);
    if (s.start < prevEnd) throw new DpParameterError('spans', `span [${s.start}, ${s.end}) overlaps another span`);
    prevEnd = s.end;
  }
}

/** Site ids in the ledger: short, lowercase host-like ids so no free text can ride along. */
const SITE_ID = /^[a-z0-9][a-z0-9.-]{0,62}$/;
export function checkSiteId(site: unknown): string {
  if (typeof site !== 'string' || !SITE_ID.test(site)) {
    throw new DpParameterError('site', `site id must match ${SITE_ID.source}, got ${describe(site)}`);
  }
  return site;
}

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
export function checkDayKey(day: unknown): string {
  if (typeof day !== 'string' || !DAY_KEY.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) {
    throw new DpParameterError('day', `day must be YYYY-MM-DD, got ${describe(day)}`);
  }
  return day;
}

/** Seeds for the deterministic stream: a safe integer, a non-empty string, or bytes. */
export function checkSeed(seed: unknown): number | string | Uint8Array {
  if (typeof seed === 'number') {
    if (!Number.isSafeInteger(seed))
      throw new DpParameterError('seed', `numeric seed must be a safe integer, got ${describe(seed)}`);
    return seed;
  }
  if (typeof seed === 'string') {
    if (seed.length === 0) throw new DpParameterError('seed', 'string seed must not be empty');
    return seed;
  }
  if (seed instanceof Uint8Array) {
    if (seed.length === 0) throw new DpParameterError('seed', 'byte seed must not be empty');
    return seed;
  }
  throw new DpParameterError('seed', `seed must be a safe integer, string or Uint8Array, got ${describe(seed)}`);
}

/** k-RR fallback symbol: must be one of the alphabet's symbols. */
export function checkFallback(fallback: string, alphabet: ReadonlySet<string> | ReadonlyMap<string, unknown>): string {
  if (!alphabet.has(fallback))
    throw new DpParameterError('fallback', `fallback ${describe(fallback)} is not in the alphabet`);
  return fallback;
}

/** A word-length distribution for the k-RR baseline: integer lengths ≥ 0, finite weights ≥ 0, positive total. */
export function checkLengthWeights(weights: ReadonlyMap<number, number>): void {
  let total = 0;
  for (const [len, w] of weights) {
    checkInteger(len, 'lengthWeights length', 0);
    checkNonNegative(w, `lengthWeights[${len}]`);
    total += w;
  }
  if (!(total > 0)) throw new DpParameterError('lengthWeights', 'weights must have a positive sum');
}

/** One replacement per span. */
export function checkReplacementCount(spanCount: number, replacementCount: number): void {
  if (spanCount !== replacementCount) {
    throw new DpParameterError('replacements', `got ${replacementCount} replacements for ${spanCount} spans`);
  }
}

/** A budget-calibrated EM may make at most n_max draws in one message (else it spends more than ε_text). */
export function checkDrawsWithinNMax(draws: number, nMax: number | null, epsilonText: number | null): void {
  if (nMax !== null && draws > nMax) {
    throw new DpParameterError(
      'spans',
      `${draws} spans exceed n_max=${nMax}: the message would spend more than ε_text=${String(epsilonText)}`,
    );
  }
}

/** The EM's candidate vocabulary for a category must be the same for every span (it must not depend on the text). */
export function checkSameVocabulary(category: string, same: boolean): void {
  if (!same) {
    throw new DpParameterError(
      'phrases',
      `the candidate vocabulary for category '${category}' changed between spans; it must not depend on the span text`,
    );
  }
}

/** A plain (non-null, non-array) object, for parsing stored JSON. */
export function checkPlainObject(value: unknown, param: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new DpParameterError(param, `must be an object, got ${Array.isArray(value) ? 'array' : describe(value)}`);
  }
  return value as Record<string, unknown>;
}

/** Exactly these keys, no more (so no free text can be smuggled into stored numeric records). */
export function checkExactKeys(obj: Record<string, unknown>, keys: readonly string[], param: string): void {
  const got = Object.keys(obj).sort().join(',');
  const want = [...keys].sort().join(',');
  if (got !== want) throw new DpParameterError(param, `unexpected fields ${got} (expected ${want})`);
}

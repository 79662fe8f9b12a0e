/**
 * Prototype-driven, mask-free span localization (DAMPER §4.2, Eqs. 7–10).
 *
 *   d_{k,i} = max_j cos(z_i, p_{k,j})                 affinity of candidate i to domain k   (Eq. 7)
 *   k̂ = argmax_k (1/M) Σ_i d_{k,i}                     inferred domain                         (Eq. 8)
 *   σ²(t) = t/M (μ_l − μ)² + (M−t)/M (μ_r − μ)²       Otsu over the sorted affinities         (Eq. 9)
 *   γ = (d_(t*) + d_(t*+1)) / 2                        threshold at the best split              (Eq. 10)
 *
 * Otsu always splits a message in two, so on a message with nothing sensitive it would still flag its
 * "most sensitive" half. An absolute floor (calibrated offline on sensitive-free messages, shipped in
 * prototypes.json) caps that. It acts as a gate: a message (window) gets spans only if some candidate
 * reaches the floor; within such a message a candidate is private if d ≥ max(γ, spanFloor), where the
 * optional span floor ≤ floor (calibrated offline on the development set, per domain: spanFloors[k̂],
 * else the single spanFloor) lets a message that is confidently sensitive also give up its less typical
 * private spans. Without a span floor (= floor) this is the plain rule d ≥ max(γ, floor).
 *
 * Pure: all data is passed in; no I/O.
 */
import type { Domain } from '../types.ts';

export interface CandidateSpan {
  start: number;
  end: number;
  text: string;
}

export interface Prototypes {
  dim: number;
  domains: Partial<Record<Domain, Float32Array[]>>;
  /** Absolute affinity floor (see module comment): the message gate. */
  floor: number;
  /** Span threshold inside a message that passed the gate (≤ floor; absent = floor), for domains without their own. */
  spanFloor?: number;
  /** Per-domain span thresholds (each ≤ floor), by the inferred domain; a domain absent here uses spanFloor, else the floor. */
  spanFloors?: Partial<Record<Domain, number>>;
  method: string;
}

export interface LocalizeOptions {
  /** The analysed text; required for user terms and allowlist matching. */
  text?: string;
  /** Terms that are always private (matched case-insensitively on word boundaries). */
  alwaysPrivate?: readonly string[];
  /** Terms that are never private: a detected span equal to or inside an occurrence is dropped. */
  neverPrivate?: readonly string[];
  /** Replace Otsu by a fixed threshold (ablation); the floor still applies unless `floor` is set. */
  fixedThreshold?: number;
  /** Override the prototypes' floor (e.g. -1 disables it, and with it the span floor). */
  floor?: number;
  /** Override the prototypes' span floors, for every domain (clamped to ≤ the floor). */
  spanFloor?: number;
  /** Force a domain instead of inferring it. */
  domain?: Domain;
  /**
   * Domain inference averages each domain's `domainTopK` highest affinities. Infinity is Eq. 8
   * exactly (mean over all candidates). Default 3: a real message is mostly non-private context, and
   * a legal case description is full of injuries and drugs, so the plain mean is decided by
   * background spans; the few best-matching spans carry the evidence (bench ablation: "Eq. 8 mean").
   */
  domainTopK?: number;
  /**
   * Overlap resolution: a contained candidate within this affinity of its container is preferred
   * (more specific wins unless clearly worse).
   */
  specificityMargin?: number;
  /**
   * Default true: a candidate is also private in another domain d' when its affinity to d' reaches the floor (the
   * message gate) and exceeds its affinity to the inferred domain, where no inferred-domain span covers it ("$8,000
   * in credit card debt" in a medical message). false: one domain per text, as the paper.
   */
  crossDomain?: boolean;
}

export interface LocalizedSpan {
  start: number;
  end: number;
  text: string;
  /** Affinity to the inferred domain's prototypes, clamped to [0, 1]; 1 for user terms. */
  score: number;
  /** The inferred domain; absent for user terms when no domain could be inferred. */
  domain?: Domain;
  source: 'localizer' | 'user';
}

export interface LocalizeResult {
  /** Inferred (or forced) domain; undefined when there is nothing to score. */
  domain: Domain | undefined;
  spans: LocalizedSpan[];
  /** The effective threshold applied to the affinities: max(γ, span floor of the domain) if the message passed the floor, else max(γ, floor). */
  threshold: number;
  /** Otsu's γ before the floor. */
  otsu: number;
  /** Mean affinity per domain (Eq. 8's objective). */
  domainScores: Partial<Record<Domain, number>>;
  /** d_{k̂,i} for every candidate, in input order. */
  affinities: Float32Array;
}

/** Σ x² in index order. */
function squaredNorm(a: Float32Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    n += x * x;
  }
  return n;
}

// Prototypes are fixed once loaded: their squared norms are computed once.
const protoNorms = new WeakMap<Float32Array, number>();

/**
 * d_{k,i} = max_j cos(z_i, p_{k,j}) (Eq. 7). The norms are summed once per vector, not once per pair (each sum in
 * index order, as a per-pair cosine would: the same value to the bit, a third of the work).
 */
export function affinity(z: Float32Array, protos: readonly Float32Array[]): number {
  let best = -1;
  const na = squaredNorm(z);
  const cosine = (p: Float32Array, s: number): number => {
    let nb = protoNorms.get(p);
    if (nb === undefined) {
      nb = squaredNorm(p);
      protoNorms.set(p, nb);
    }
    const d = Math.sqrt(na * nb);
    return d > 0 ? s / d : 0;
  };
  let j = 0;
  // Four prototypes at a time: four independent sums, each still in index order (the same bits as one at a time; a
  // single sum waits on its previous add at every step).
  for (; j + 4 <= protos.length; j += 4) {
    const p0 = protos[j]!;
    const p1 = protos[j + 1]!;
    const p2 = protos[j + 2]!;
    const p3 = protos[j + 3]!;
    const n = Math.min(z.length, p0.length, p1.length, p2.length, p3.length);
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let i = 0;
    for (; i < n; i++) {
      const x = z[i]!;
      s0 += x * p0[i]!;
      s1 += x * p1[i]!;
      s2 += x * p2[i]!;
      s3 += x * p3[i]!;
    }
    // (a prototype longer than the shortest of the four, or than z, goes on alone)
    for (let k = i; k < Math.min(z.length, p0.length); k++) s0 += z[k]! * p0[k]!;
    for (let k = i; k < Math.min(z.length, p1.length); k++) s1 += z[k]! * p1[k]!;
    for (let k = i; k < Math.min(z.length, p2.length); k++) s2 += z[k]! * p2[k]!;
    for (let k = i; k < Math.min(z.length, p3.length); k++) s3 += z[k]! * p3[k]!;
    const c0 = cosine(p0, s0);
    if (c0 > best) best = c0;
    const c1 = cosine(p1, s1);
    if (c1 > best) best = c1;
    const c2 = cosine(p2, s2);
    if (c2 > best) best = c2;
    const c3 = cosine(p3, s3);
    if (c3 > best) best = c3;
  }
  for (; j < protos.length; j++) {
    const p = protos[j]!;
    let s = 0;
    const n = Math.min(z.length, p.length);
    for (let i = 0; i < n; i++) s += z[i]! * p[i]!;
    const c = cosine(p, s);
    if (c > best) best = c;
  }
  return best;
}

/**
 * Otsu's threshold over a set of scores (Eqs. 9–10): sort ascending, choose the split t* maximising
 * the between-class variance, return the midpoint of the two adjacent values. With fewer than two
 * scores there is nothing to split: returns -Infinity for one score (everything above) and +Infinity
 * for none.
 */
export function otsuThreshold(scores: ArrayLike<number>): number {
  const xs = Array.from(scores).sort((a, b) => a - b);
  const m = xs.length;
  if (m === 0) return Infinity;
  if (m === 1) return -Infinity;
  let total = 0;
  for (const x of xs) total += x;
  const mu = total / m;
  let left = 0;
  let bestT = 1;
  let bestVar = -1;
  for (let t = 1; t < m; t++) {
    left += xs[t - 1] ?? 0;
    const muL = left / t;
    const muR = (total - left) / (m - t);
    const v = (t / m) * (muL - mu) ** 2 + ((m - t) / m) * (muR - mu) ** 2;
    if (v > bestVar + 1e-12) {
      bestVar = v;
      bestT = t;
    }
  }
  return ((xs[bestT - 1] ?? 0) + (xs[bestT] ?? 0)) / 2;
}

/** Case-insensitive, word-bounded occurrences of `term` in `text`. */
export function findTerm(text: string, term: string): { start: number; end: number }[] {
  const t = term.trim();
  if (!t) return [];
  const esc = t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${esc}(?![\\p{L}\\p{N}])`, 'giu');
  const out: { start: number; end: number }[] = [];
  for (let m = re.exec(text); m; m = re.exec(text)) out.push({ start: m.index, end: m.index + m[0].length });
  return out;
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }): boolean => a.start < b.end && b.start < a.end;
const contains = (a: { start: number; end: number }, b: { start: number; end: number }): boolean =>
  a.start <= b.start && b.end <= a.end && (a.start !== b.start || a.end !== b.end);

/**
 * Resolve overlapping private candidates: take them best score first; a candidate that strictly
 * contains another selected candidate scoring within `margin` of it yields to the more specific one.
 */
export function resolveOverlaps<T extends { start: number; end: number; score: number }>(spans: readonly T[], margin: number): T[] {
  const order = [...spans].sort((a, b) => b.score - a.score || a.end - a.start - (b.end - b.start) || a.start - b.start);
  const kept: T[] = [];
  for (const s of order) {
    if (kept.some((k) => overlaps(k, s))) continue;
    const moreSpecific = order.some((o) => o !== s && contains(s, o) && o.score >= s.score - margin);
    if (moreSpecific) continue;
    kept.push(s);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** Domain inference and affinities (Eqs. 7–8): the part of localize() that needs the embeddings. */
export interface ScoredCandidates {
  domain: Domain | undefined;
  domainScores: Partial<Record<Domain, number>>;
  /** d_{k̂,i} for every candidate, in input order. */
  affinities: Float32Array;
  /** d_{k,i} for every domain k with prototypes (absent: only the inferred domain is known; no cross-domain spans). */
  byDomain?: Partial<Record<Domain, Float32Array>>;
}

export function scoreCandidates(embeddings: readonly Float32Array[], prototypes: Prototypes, options: Pick<LocalizeOptions, 'domain' | 'domainTopK'> = {}): ScoredCandidates {
  const domains = (Object.keys(prototypes.domains) as Domain[]).filter((d) => (prototypes.domains[d]?.length ?? 0) > 0);
  const domainScores: Partial<Record<Domain, number>> = {};
  const perDomain = new Map<Domain, Float32Array>();
  const topK = Math.max(1, options.domainTopK ?? 3);
  for (const d of domains) {
    const protos = prototypes.domains[d] ?? [];
    const aff = Float32Array.from(embeddings, (z) => affinity(z, protos));
    perDomain.set(d, aff);
    const top = Array.from(aff)
      .sort((a, b) => b - a)
      .slice(0, Math.min(aff.length, topK));
    let s = 0;
    for (const a of top) s += a;
    domainScores[d] = aff.length > 0 ? s / top.length : 0;
  }
  let domain: Domain | undefined = options.domain;
  if (!domain && embeddings.length > 0) {
    let best = -Infinity;
    for (const d of domains) {
      const s = domainScores[d] ?? -Infinity;
      if (s > best) {
        best = s;
        domain = d;
      }
    }
  }
  const affinities = (domain && perDomain.get(domain)) || new Float32Array(embeddings.length);
  return { domain, domainScores, affinities, byDomain: Object.fromEntries(perDomain) };
}

/**
 * Spans of domains other than the inferred one: a candidate whose affinity to d' reaches `gate` (the floor) and
 * exceeds its affinity to the inferred domain, where no span of the inferred domain overlaps it. Each gets its best
 * such domain; overlaps among them are resolved as usual.
 */
function crossDomainSpans(
  candidates: readonly CandidateSpan[],
  scored: ScoredCandidates,
  domain: Domain,
  gate: number,
  taken: readonly LocalizedSpan[],
  allowed: (c: CandidateSpan) => boolean,
  margin: number,
): LocalizedSpan[] {
  const extra: LocalizedSpan[] = [];
  candidates.forEach((c, i) => {
    if (!allowed(c) || taken.some((t) => overlaps(t, c))) return;
    const own = scored.affinities[i] ?? -1;
    let best: { d: Domain; a: number } | undefined;
    for (const [d, aff] of Object.entries(scored.byDomain ?? {}) as [Domain, Float32Array][]) {
      const a = aff[i] ?? -1;
      if (d !== domain && a >= gate && a > own && (!best || a > best.a)) best = { d, a };
    }
    if (best) extra.push({ start: c.start, end: c.end, text: c.text, score: Math.min(1, Math.max(0, best.a)), domain: best.d, source: 'localizer' });
  });
  return resolveOverlaps(extra, margin);
}

export function localize(
  candidates: readonly CandidateSpan[],
  embeddings: readonly Float32Array[],
  prototypes: Prototypes,
  options: LocalizeOptions = {},
): LocalizeResult {
  if (embeddings.length !== candidates.length) throw new Error('localize: one embedding per candidate');
  return selectSpans(candidates, scoreCandidates(embeddings, prototypes, options), prototypes, options);
}

/**
 * Thresholds (Eqs. 9–10, floor gate, span floor), overlaps and user terms on already scored candidates:
 * localize() without the encoder-dependent part, so thresholds can be calibrated without re-scoring.
 */
export function selectSpans(candidates: readonly CandidateSpan[], scored: ScoredCandidates, prototypes: Prototypes, options: LocalizeOptions = {}): LocalizeResult {
  const { domain, domainScores, affinities } = scored;
  if (affinities.length !== candidates.length) throw new Error('selectSpans: one affinity per candidate');
  const otsu = otsuThreshold(affinities);
  const floor = options.floor ?? prototypes.floor;
  // An overridden floor drops the prototypes' span floors (they were calibrated under their own floor).
  const own = options.floor === undefined ? ((domain !== undefined ? prototypes.spanFloors?.[domain] : undefined) ?? prototypes.spanFloor) : undefined;
  const spanFloor = Math.min(floor, options.spanFloor ?? own ?? floor);
  const text = options.text;
  const never = text ? (options.neverPrivate ?? []).flatMap((t) => findTerm(text, t)) : [];
  const allowed = (c: CandidateSpan): boolean => !never.some((n) => n.start <= c.start && c.end <= n.end);
  // The gate looks only at candidates that may be reported: an allowlisted term does not open it.
  let max = -Infinity;
  candidates.forEach((c, i) => {
    const a = affinities[i] ?? -1;
    if (a > max && allowed(c)) max = a;
  });
  const threshold = Math.max(options.fixedThreshold ?? otsu, max >= floor ? spanFloor : floor);

  const selected: LocalizedSpan[] = [];
  if (domain) {
    candidates.forEach((c, i) => {
      const a = affinities[i] ?? -1;
      if (a < threshold) return;
      if (!allowed(c)) return;
      selected.push({ start: c.start, end: c.end, text: c.text, score: Math.min(1, Math.max(0, a)), domain: domain, source: 'localizer' });
    });
  }
  let spans = resolveOverlaps(selected, options.specificityMargin ?? 0.03);
  // Only with a floor to gate them (a disabled floor, -1, would let every candidate through).
  if (domain && options.crossDomain !== false && scored.byDomain && floor > 0)
    spans = [...spans, ...crossDomainSpans(candidates, scored, domain, floor, spans, allowed, options.specificityMargin ?? 0.03)].sort(
      (a, b) => a.start - b.start,
    );

  // User "always private" terms win over everything, including the allowlist.
  if (text && options.alwaysPrivate?.length) {
    const user = options.alwaysPrivate
      .flatMap((t) => findTerm(text, t))
      .map((o): LocalizedSpan => ({ ...o, text: text.slice(o.start, o.end), score: 1, ...(domain ? { domain } : {}), source: 'user' }));
    if (user.length > 0) {
      spans = spans.filter((s) => !user.some((u) => overlaps(u, s)));
      const uniq = resolveOverlaps(user, 0);
      spans = [...spans, ...uniq].sort((a, b) => a.start - b.start);
    }
  }
  return { domain, spans, threshold, otsu, domainScores, affinities };
}

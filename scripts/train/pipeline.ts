/**
 * Training pipeline pieces shared by scripts/train.ts and scripts/bench/localization.ts: building the
 * contrastive training set, training the adapter (Eq. 1), building prototypes (Eq. 2), calibrating
 * the floor, and span-level evaluation (DESIGN.md Metrics).
 */
import { TextChunker, scoringCandidates } from '../../src/engine/chunker/index.ts';
import type { Candidate } from '../../src/engine/chunker/index.ts';
import { localize, scoreCandidates, selectSpans } from '../../src/engine/localizer/index.ts';
import type { LocalizeOptions, Prototypes } from '../../src/engine/localizer/index.ts';
import type { Domain } from '../../src/engine/types.ts';
import { Adapter, AdamW } from './adapter.ts';
import { coveredChars } from './data.ts';
import type { Example } from './data.ts';
import type { EmbeddingCache } from './embed.ts';
import { BACKBONE_DIM } from './embed.ts';
import type { Lexicon } from './lexicon.ts';
import { infoNce, similarityPreservation } from './loss.ts';
import { Prng } from './prng.ts';
import { buildPrototypes } from './prototypes.ts';
import type { ProtoMethod } from './prototypes.ts';
import { EVERYDAY_TRAIN } from './everyday.ts';
import { synthMessages, termsFor } from './synth.ts';

export const TRAIN_DOMAINS: readonly Domain[] = ['medical', 'legal', 'financial'];
export const TAU = 0.1;

const chunker = new TextChunker();
const chunkCache = new Map<string, Candidate[]>();
/** The candidates the shipped analyzer scores (src/engine/analyzer.ts): chunker output, pruned by length. */
export function candidatesOf(text: string): Candidate[] {
  let c = chunkCache.get(text);
  if (!c) {
    c = scoringCandidates(chunker.chunk(text).candidates);
    chunkCache.set(text, c);
  }
  return c;
}

/** A labelled training text: `domain` index into TRAIN_DOMAINS for private spans, -1 otherwise. */
export interface Item {
  text: string;
  domain: number;
  /** occurrences across training messages and lists (frequent spans matter more to the metric) */
  count: number;
  /** a dataset span annotated non-private: the hardest negatives (in-domain, yet not private) */
  hard: boolean;
}

export interface TrainingSet {
  positives: Item[][]; // per domain
  negatives: Item[];
  sources: Record<string, number>;
}

/**
 * Labels with priority: dataset gold (private > non-private) > lexicon > chunker-derived. A text
 * private in two domains is ambiguous and dropped. `holdOut` (lower-case private span types) removes
 * those types from training entirely — the Top-k% generalisation study.
 */
export function buildTrainingSet(data: readonly Example[], lex: Lexicon, synth: readonly Example[], holdOut: ReadonlySet<string> = new Set()): TrainingSet {
  const label = new Map<string, { domain: number; prio: number }>();
  const hardSet = new Set<string>();
  const count = new Map<string, number>();
  const sources: Record<string, number> = {};
  const put = (text: string, domain: number, prio: number, source: string): void => {
    const t = text.trim();
    if (!t || holdOut.has(t.toLowerCase())) return;
    count.set(t, (count.get(t) ?? 0) + 1);
    const prev = label.get(t);
    if (prev) {
      if (prev.prio > prio) return;
      if (prev.prio === prio && prev.domain !== domain) {
        // same priority, conflicting labels: private beats non-private, two domains → drop
        if (prev.domain >= 0 && domain >= 0) label.set(t, { domain: -2, prio });
        else if (domain >= 0) label.set(t, { domain, prio });
        return;
      }
    }
    if (!prev || prev.prio < prio) sources[source] = (sources[source] ?? 0) + 1;
    label.set(t, { domain, prio });
  };
  const domIndex = (d: string): number => TRAIN_DOMAINS.indexOf(d as Domain);

  const fromMessages = (msgs: readonly Example[], goldPrio: number, chunkPrio: number, tag: string): void => {
    for (const ex of msgs) {
      const k = domIndex(ex.domain);
      const priv = ex.spans.filter((s) => s.private);
      const held = priv.filter((s) => holdOut.has(s.text.toLowerCase()));
      for (const s of ex.spans) {
        put(s.text, s.private ? k : -1, goldPrio + (s.private ? 1 : 0), `${tag} gold`);
        if (!s.private && goldPrio >= 10) hardSet.add(s.text.trim());
      }
      for (const c of candidatesOf(ex.text)) {
        if (held.some((h) => c.start < h.end && h.start < c.end)) continue;
        const len = c.end - c.start;
        const inside = coveredChars(c.start, c.end, priv) / len;
        if (inside === 0) {
          put(c.text, -1, chunkPrio, `${tag} chunker negative`);
        } else if (inside < 0.5) {
          put(c.text, -1, chunkPrio, `${tag} chunker partial negative`);
        } else if (inside >= 0.8 && k >= 0 && priv.some((g) => coveredChars(g.start, g.end, [c]) >= 0.5 * (g.end - g.start))) {
          put(c.text, k, chunkPrio, `${tag} chunker positive`);
        }
      }
    }
  };
  fromMessages(data, 10, 2, 'dataset');
  fromMessages(synth, 4, 1, 'templated');
  fromMessages(everydayExamples(EVERYDAY_TRAIN, 'everyday-train'), 4, 2, 'everyday');
  for (const d of TRAIN_DOMAINS) for (const t of termsFor(lex, d, 'train')) put(t, domIndex(d), 3, `lexicon ${d}`);
  for (const t of termsFor(lex, 'neutral', 'train')) put(t, -1, 3, 'lexicon neutral');

  const positives: Item[][] = TRAIN_DOMAINS.map(() => []);
  const negatives: Item[] = [];
  for (const [text, { domain }] of label) {
    if (domain === -2) continue;
    const n = count.get(text) ?? 1;
    if (domain >= 0) positives[domain]?.push({ text, domain, count: n, hard: false });
    else negatives.push({ text, domain: -1, count: n, hard: hardSet.has(text) });
  }
  return { positives, negatives, sources };
}

/** Hand-written sensitive-free messages as examples without spans. */
export function everydayExamples(texts: readonly string[], id: string): Example[] {
  return texts.map((text, i) => ({ id: `${id}-${i}`, domain: 'neutral', text, spans: [] }));
}

export interface TrainConfig {
  seed: number;
  steps: number;
  /** weight of the geometry-preserving regulariser (loss.ts similarityPreservation); 0 = plain Eq. 1 */
  preserve: number;
  perDomain: number;
  negatives: number;
  lr: number;
  weightDecay: number;
  dims: number[];
}

export const DEFAULT_CONFIG: TrainConfig = { seed: 20260130, steps: 400, preserve: 0.2, perDomain: 40, negatives: 120, lr: 1e-3, weightDecay: 1e-4, dims: [BACKBONE_DIM, 256, 256] };

export function trainAdapter(set: TrainingSet, cache: EmbeddingCache, cfg: TrainConfig, log?: (s: string) => void): { adapter: Adapter; losses: number[]; regLosses: number[] } {
  const rng = new Prng(cfg.seed);
  const adapter = Adapter.init(cfg.dims, cfg.seed + 1);
  const params: Float32Array[] = [];
  const decay: boolean[] = [];
  for (const L of adapter.layers) {
    params.push(L.w, L.b);
    decay.push(true, false);
  }
  const opt = new AdamW(params, decay, cfg.lr, cfg.weightDecay);
  const losses: number[] = [];
  const regLosses: number[] = [];
  const pick = (pool: Item[], k: number): Item[] => {
    // sample without replacement (partial Fisher–Yates on indices)
    const idx = Array.from({ length: pool.length }, (_, i) => i);
    const out: Item[] = [];
    for (let i = 0; i < Math.min(k, pool.length); i++) {
      const j = i + rng.int(pool.length - i);
      const t = idx[i] ?? 0;
      idx[i] = idx[j] ?? 0;
      idx[j] = t;
      const it = pool[idx[i] ?? 0];
      if (it) out.push(it);
    }
    return out;
  };
  // Half of each draw is proportional to sqrt(occurrences) — template words such as "crime" or
  // "symptoms" occur in every message and must be pushed away reliably — half uniform over unique
  // texts, so the long tail (and the open-vocabulary lexicon) is not drowned out.
  const weighted = (pool: Item[]): ((k: number) => Item[]) => {
    const cum = new Float64Array(pool.length);
    let acc = 0;
    pool.forEach((it, i) => {
      acc += Math.sqrt(it.count);
      cum[i] = acc;
    });
    return (k) => {
      const seen = new Set<number>();
      for (let tries = 0; seen.size < Math.min(k, pool.length) && tries < 4 * k; tries++) {
        const r = rng.next() * acc;
        let lo = 0;
        let hi = pool.length - 1;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if ((cum[mid] ?? 0) < r) lo = mid + 1;
          else hi = mid;
        }
        seen.add(lo);
      }
      return [...seen].map((i) => pool[i] as Item);
    };
  };
  const posW = set.positives.map(weighted);
  const negW = weighted(set.negatives);
  const hardW = weighted(set.negatives.filter((it) => it.hard));
  for (let step = 0; step < cfg.steps; step++) {
    const batch: Item[] = [];
    const uniq = (items: Item[]): Item[] => items.filter((it, i) => items.findIndex((o) => o.text === it.text) === i);
    set.positives.forEach((pool, k) => {
      batch.push(...uniq([...(posW[k]?.(cfg.perDomain / 2) ?? []), ...pick(pool, cfg.perDomain / 2)]));
    });
    const third = Math.round(cfg.negatives / 3);
    batch.push(...uniq([...hardW(third), ...negW(third), ...pick(set.negatives, cfg.negatives - 2 * third)]));
    const n = batch.length;
    const x = new Float32Array(n * BACKBONE_DIM);
    batch.forEach((it, i) => x.set(cache.get(it.text), i * BACKBONE_DIM));
    const f = adapter.forward(x, n);
    const { loss, grad } = infoNce(f.out, n, adapter.outDim, { domain: Int32Array.from(batch, (b) => b.domain) }, TAU);
    if (cfg.preserve > 0) {
      const reg = similarityPreservation(f.out, x, n, adapter.outDim, BACKBONE_DIM);
      for (let i = 0; i < grad.length; i++) grad[i] = (grad[i] ?? 0) + cfg.preserve * (reg.grad[i] ?? 0);
      regLosses.push(reg.loss);
    }
    const { gw, gb } = adapter.backward(f, grad, n);
    const grads: Float32Array[] = [];
    gw.forEach((w, l) => grads.push(w, gb[l] ?? new Float32Array(0)));
    // cosine decay with a short warm-up
    const warm = Math.min(1, (step + 1) / 20);
    opt.step(grads, warm * 0.5 * (1 + Math.cos((Math.PI * step) / cfg.steps)));
    losses.push(loss);
    if (log && (step % 50 === 0 || step === cfg.steps - 1)) log(`step ${step} L_CTR ${loss.toFixed(4)}${cfg.preserve > 0 ? ` L_geo ${(regLosses[regLosses.length - 1] ?? 0).toFixed(4)}` : ''}`);
  }
  return { adapter, losses, regLosses };
}

/** Encoder used for evaluation: backbone from the cache, then the adapter (or identity = no L_CTR). */
export type Encode = (texts: readonly string[]) => Float32Array[];

export function makeEncoder(cache: EmbeddingCache, adapter: Adapter | undefined): Encode {
  const memo = new Map<string, Float32Array>();
  return (texts) =>
    texts.map((t) => {
      let v = memo.get(t);
      if (!v) {
        const g = cache.get(t);
        v = adapter ? adapter.apply(g) : Float32Array.from(g);
        memo.set(t, v);
      }
      return v;
    });
}

export function prototypesFor(set: TrainingSet, encode: Encode, method: ProtoMethod, seed: number, maxProtos: number, k?: number): Prototypes {
  const domains: Partial<Record<Domain, Float32Array[]>> = {};
  let dim = 0;
  TRAIN_DOMAINS.forEach((d, i) => {
    const xs = encode((set.positives[i] ?? []).map((p) => p.text));
    dim = xs[0]?.length ?? dim;
    domains[d] = buildPrototypes(xs, method, { maxProtos, seed, ...(k ? { k } : {}) });
  });
  return { dim, domains, floor: 0, method };
}

export interface PRF {
  precision: number;
  recall: number;
  f1: number;
  predicted: number;
  gold: number;
}

export interface EvalResult {
  all: PRF;
  byDomain: Record<string, PRF>;
  domainAccuracy: number;
  /** share of messages without private gold spans that got at least one span */
  flagged: number;
  /** recall restricted to gold spans whose lower-cased text is in `focus` */
  focusRecall: number;
  focusGold: number;
  /** the same per message domain (dataset): found / gold focus spans */
  focusByDomain: Record<string, { found: number; gold: number }>;
}

interface Counter {
  correct: number;
  predicted: number;
  found: number;
  gold: number;
}

const prf = (c: Counter): PRF => {
  const precision = c.predicted > 0 ? c.correct / c.predicted : 1;
  const recall = c.gold > 0 ? c.found / c.gold : 1;
  return { precision, recall, f1: precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0, predicted: c.predicted, gold: c.gold };
};

export type Predictor = (ex: Example) => { domain: Domain | undefined; spans: { start: number; end: number }[] };

export function localizerPredictor(encode: Encode, protos: Prototypes, opts: LocalizeOptions = {}): Predictor {
  return (ex) => {
    const cands = candidatesOf(ex.text);
    const r = localize(cands, encode(cands.map((c) => c.text)), protos, { ...opts, text: ex.text });
    return { domain: r.domain, spans: r.spans };
  };
}

/** Span-level P/R/F1 with ≥ 50% character overlap both ways (DESIGN.md Metrics). */
export function evaluate(data: readonly Example[], predict: Predictor, focus: ReadonlySet<string> = new Set()): EvalResult {
  const byDomain: Record<string, Counter> = {};
  const all: Counter = { correct: 0, predicted: 0, found: 0, gold: 0 };
  let domOk = 0;
  let domN = 0;
  let clean = 0;
  let flagged = 0;
  let focusFound = 0;
  let focusGold = 0;
  const focusByDomain: Record<string, { found: number; gold: number }> = {};
  for (const ex of data) {
    const { domain, spans } = predict(ex);
    const gold = ex.spans.filter((s) => s.private);
    const c = (byDomain[ex.domain] ??= { correct: 0, predicted: 0, found: 0, gold: 0 });
    if (gold.length === 0) {
      clean++;
      if (spans.length > 0) flagged++;
    } else {
      domN++;
      if (domain === ex.domain) domOk++;
    }
    for (const s of spans) {
      const ok = coveredChars(s.start, s.end, gold) >= 0.5 * (s.end - s.start);
      for (const x of [c, all]) {
        x.predicted++;
        if (ok) x.correct++;
      }
    }
    for (const g of gold) {
      const found = coveredChars(g.start, g.end, spans) >= 0.5 * (g.end - g.start);
      for (const x of [c, all]) {
        x.gold++;
        if (found) x.found++;
      }
      if (focus.has(g.text.toLowerCase())) {
        focusGold++;
        const fd = (focusByDomain[ex.domain] ??= { found: 0, gold: 0 });
        fd.gold++;
        if (found) {
          focusFound++;
          fd.found++;
        }
      }
    }
  }
  const out: Record<string, PRF> = {};
  for (const [d, c] of Object.entries(byDomain)) out[d] = prf(c);
  return {
    all: prf(all),
    byDomain: out,
    domainAccuracy: domN > 0 ? domOk / domN : 1,
    flagged: clean > 0 ? flagged / clean : 0,
    focusRecall: focusGold > 0 ? focusFound / focusGold : Number.NaN,
    focusGold,
    focusByDomain,
  };
}

/**
 * The absolute floor: the `q`-quantile of the per-message maximum affinity over sensitive-free
 * calibration messages (never trained on). With q = 0.98 at most ~2% of such messages can be flagged
 * on the calibration set, whatever Otsu does.
 */
export function calibrateFloor(clean: readonly Example[], encode: Encode, protos: Prototypes, q = 0.98): { floor: number; maxima: number[] } {
  const maxima: number[] = [];
  for (const ex of clean) {
    const cands = candidatesOf(ex.text);
    if (cands.length === 0) continue;
    const r = localize(cands, encode(cands.map((c) => c.text)), protos, { floor: -1 });
    maxima.push(Math.max(...r.affinities));
  }
  maxima.sort((a, b) => a - b);
  const floor = maxima[Math.min(maxima.length - 1, Math.floor(q * maxima.length))] ?? 0;
  return { floor, maxima };
}

/** Every text the pipeline may need embedded for the given messages and training set. */
export function textsToEmbed(msgs: readonly Example[], set?: TrainingSet): string[] {
  const out = new Set<string>();
  for (const ex of msgs) for (const c of candidatesOf(ex.text)) out.add(c.text);
  if (set) {
    for (const p of set.positives) for (const it of p) out.add(it.text);
    for (const it of set.negatives) out.add(it.text);
  }
  return [...out];
}

export { synthMessages };

/** Grid on which the span floor is searched (below the floor, step 0.005). */
export const SPAN_FLOOR_STEP = 0.005;
export const SPAN_FLOOR_MIN = 0.2;

/**
 * The span floor (localizer.ts: inside a message whose max affinity reached the floor, a candidate is private if
 * d ≥ max(γ, spanFloor)): the value on a 0.005 grid in [SPAN_FLOOR_MIN, floor] with the best F1 on `dev`
 * (templated private messages whose terms were never trained on: a proxy for unseen span types) pooled with the
 * sensitive-free `clean` messages (their spans count as false positives); ties go to the higher value. F1 on the
 * development set is the criterion the training configuration is chosen by as well. The floor, and with it the
 * share of flagged sensitive-free messages, is untouched.
 */
export function calibrateSpanFloor(dev: readonly Example[], clean: readonly Example[], encode: Encode, protos: Prototypes): { spanFloor: number; atFloor: PRF; chosen: PRF } {
  const base = withoutSpanFloors(protos);
  const best = searchSpanFloor([...dev, ...clean], encode, base, (t) => ({ ...base, spanFloor: t }));
  return { spanFloor: best.value, atFloor: best.atFloor, chosen: best.chosen };
}

/** The prototypes with neither a single nor per-domain span floors: the plain rule d ≥ max(γ, floor). */
export function withoutSpanFloors(protos: Prototypes): Prototypes {
  const out: Prototypes = { ...protos };
  delete out.spanFloor;
  delete out.spanFloors;
  return out;
}

/**
 * Per-domain span floors (localizer.ts: a message inferred as domain k that reached the floor uses spanFloors[k]):
 * for each domain k with prototypes, the value on the same grid and by the same rule as calibrateSpanFloor (best F1,
 * ties to the higher value), on k's part of the development set (`dev` messages whose domain is k) pooled with all
 * sensitive-free `clean` messages, the other domains' span floors held at the floor. A domain's value only changes
 * the spans of messages inferred as k, so the domains are chosen independently. A domain whose best choice is the
 * floor keeps it (it is still written, = floor, so the file says it was calibrated); a domain without development
 * messages is left out (it falls back to the floor).
 */
export function calibrateSpanFloors(
  dev: readonly Example[],
  clean: readonly Example[],
  encode: Encode,
  protos: Prototypes,
): { spanFloors: Partial<Record<Domain, number>>; perDomain: Partial<Record<Domain, { atFloor: PRF; chosen: PRF; messages: number }>> } {
  const base = withoutSpanFloors(protos);
  const spanFloors: Partial<Record<Domain, number>> = {};
  const perDomain: Partial<Record<Domain, { atFloor: PRF; chosen: PRF; messages: number }>> = {};
  for (const d of Object.keys(base.domains) as Domain[]) {
    if ((base.domains[d]?.length ?? 0) === 0) continue;
    const own = dev.filter((ex) => ex.domain === d);
    if (own.length === 0) continue;
    const best = searchSpanFloor([...own, ...clean], encode, base, (t) => ({ ...base, spanFloors: { [d]: t } }));
    spanFloors[d] = best.value;
    perDomain[d] = { atFloor: best.atFloor, chosen: best.chosen, messages: own.length };
  }
  return { spanFloors, perDomain };
}

/** Grid search shared by the span-floor calibrations: best pooled F1 over t in [SPAN_FLOOR_MIN, floor], ties high. */
function searchSpanFloor(msgs: readonly Example[], encode: Encode, base: Prototypes, withValue: (t: number) => Prototypes): { value: number; atFloor: PRF; chosen: PRF } {
  const prepared = msgs.map((ex) => {
    const cands = candidatesOf(ex.text);
    return { ex, cands, scored: scoreCandidates(encode(cands.map((c) => c.text)), base) };
  });
  const byExample = new Map(prepared.map((p) => [p.ex, p]));
  const at = (t: number): PRF => {
    const p = withValue(t);
    return evaluate(msgs, (ex) => {
      const q = byExample.get(ex);
      if (!q) throw new Error('searchSpanFloor: unknown message');
      const r = selectSpans(q.cands, q.scored, p, { text: ex.text });
      return { domain: r.domain, spans: r.spans };
    }).all;
  };
  const atFloor = at(base.floor);
  let best = { value: base.floor, chosen: atFloor };
  for (let i = 1; base.floor - i * SPAN_FLOOR_STEP >= SPAN_FLOOR_MIN - 1e-9; i++) {
    const t = base.floor - i * SPAN_FLOOR_STEP;
    const e = at(t);
    if (e.f1 > best.chosen.f1) best = { value: t, chosen: e };
  }
  return { ...best, atFloor };
}

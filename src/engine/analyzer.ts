/**
 * The full analysis: structured identifiers (rules) beside the learned localizer (TextChunker candidates →
 * span encoder h(·) → prototype affinity + Otsu, paper Eqs. 7–10), merged into one list of spans.
 *
 * Long messages are analysed in windows of whole sentences, so cost grows linearly with length and each window
 * gets its own domain and threshold (a message can move from a diagnosis to a debt).
 */
import { scoringCandidates, type TextChunker, type Candidate } from './chunker/index.ts';
import type { Encoder } from './encoder/index.ts';
import { detectIdentifiers } from './identifiers/index.ts';
import { localize, type Prototypes } from './localizer/index.ts';
import { findFacts, hasDomainWord, messageRegister, personalSentences, type WordPrior } from './facts/index.ts';
import { mergeSpans, userTermSpans, type Analysis, type AnalyzeSettings } from './pipeline.ts';
import type { Domain, Span } from './types.ts';

/** Sentences per localization window. */
export const WINDOW_SENTENCES = 12;

export interface LearnedModels {
  chunker: TextChunker;
  encoder: Encoder;
  prototypes: Prototypes;
  /** The fact stage's word prior (src/engine/facts); absent, only the localizer finds domain facts. */
  prior?: WordPrior;
}

export interface AnalyzerResult extends Analysis {
  /** Per-window inferred domains and thresholds, for diagnostics and the benchmark. */
  windows: { start: number; end: number; domain: Domain | null; threshold: number }[];
}

function windowsOf(candidates: readonly Candidate[], sentences: number): Candidate[][] {
  const groups = new Map<number, Candidate[]>();
  for (const c of candidates) {
    const w = Math.floor(c.sentence / sentences);
    let g = groups.get(w);
    if (!g) {
      g = [];
      groups.set(w, g);
    }
    g.push(c);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, g]) => g);
}

/** Invisible characters that split words without changing what a reader sees ("H\u00adIV", zero-width joins). */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff\u180e]/;

/**
 * The text the chunker and encoder see: invisible characters removed, so an obfuscated term reads as the plain one.
 * `toOriginal[i]` is the original offset of view character i (plus one final entry for the end).
 */
export function visibleView(text: string): { view: string; toOriginal: Int32Array } {
  if (!INVISIBLE.test(text)) return { view: text, toOriginal: Int32Array.from({ length: text.length + 1 }, (_, i) => i) };
  const map: number[] = [];
  let view = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (INVISIBLE.test(ch)) continue;
    view += ch;
    map.push(i);
  }
  map.push(text.length);
  return { view, toOriginal: Int32Array.from(map) };
}

export async function analyzeLearned(text: string, settings: AnalyzeSettings, models: LearnedModels): Promise<AnalyzerResult> {
  const neverPrivate = settings.neverPrivate ?? [];
  const identifiers = detectIdentifiers(text, { allowlist: [...neverPrivate] });
  const { view, toOriginal } = visibleView(text);
  // Spans found on the view are mapped back so they cover the original characters, invisible ones included.
  const back = (start: number, end: number): { start: number; end: number } => ({
    start: toOriginal[start] ?? start,
    end: end > start ? (toOriginal[end - 1] ?? end - 1) + 1 : (toOriginal[end] ?? end),
  });
  const chunked = models.chunker.chunk(view);
  // Long clauses are not scored (see scoringCandidates). A text that occurs twice ("my doctor … my doctor") is
  // encoded once: Encoder.encode runs each distinct uncached text a single time.
  // The personal gate (src/engine/facts): only sentences that speak of a person can hold a private fact, so only
  // their candidates are encoded and scored (a general question costs no encoder call at all).
  // A clinical or case narrative with no personal word (the paper's datasets) keeps the paper's pipeline unchanged.
  const register = models.prior && settings.facts !== false ? messageRegister(view, chunked.tokens) : 'record';
  const factStage = register !== 'record';
  const gate = factStage && settings.personalGate !== false ? personalSentences(view, chunked.tokens) : null;
  const candidates = scoringCandidates(chunked.candidates).filter((c) => !gate || gate.has(c.sentence));
  const embeddings = candidates.length ? await models.encoder.encode(candidates.map((c) => c.text)) : [];
  const vectorOf = new Map(candidates.map((c, i) => [c, embeddings[i]?.vector ?? new Float32Array(models.prototypes.dim)]));

  const localized: Span[] = [];
  const windows: AnalyzerResult['windows'] = [];
  const domainVotes = new Map<Domain, number>();
  for (const group of windowsOf(candidates, WINDOW_SENTENCES)) {
    const result = localize(
      group,
      group.map((c) => vectorOf.get(c) ?? new Float32Array(models.prototypes.dim)),
      models.prototypes,
      { text: view, neverPrivate },
    );
    const first = group[0];
    const last = group[group.length - 1];
    const bounds = back(first?.start ?? 0, last?.end ?? 0);
    windows.push({ ...bounds, domain: result.domain ?? null, threshold: result.threshold });
    for (const s of result.spans) {
      // A span's own domain: the window's, or another one it matched better (LocalizeOptions.crossDomain).
      const category = s.domain ?? result.domain;
      if (s.source !== 'localizer' || !category) continue;
      if (factStage && models.prior && settings.lexicalSupport !== false && !hasDomainWord(chunked.tokens, s.start, s.end, models.prior)) continue;
      const o = back(s.start, s.end);
      localized.push({ ...o, text: text.slice(o.start, o.end), category, score: s.score, source: 'localizer' });
      domainVotes.set(category, (domainVotes.get(category) ?? 0) + 1);
    }
  }
  // The fact stage reads the same tokens; its spans join the localizer's (mergeSpans resolves overlaps).
  // In a record (no personal sentence) the fact stage keeps only drugs at a dose ("Aspirin 81 mg PO daily").
  const facts: Span[] = [];
  if (models.prior && settings.facts !== false) {
    const never = neverPrivate.map((t) => t.toLowerCase());
    const everySentence = new Set(chunked.sentences.map((_, i) => i));
    for (const f of findFacts(view, chunked.tokens, models.prior, {}, factStage ? (gate ?? everySentence) : new Set<number>())) {
      const o = back(f.start, f.end);
      const t = text.slice(o.start, o.end);
      if (never.includes(t.toLowerCase())) continue;
      const category = f.domain === 'other' ? 'sensitive' : f.domain;
      facts.push({ ...o, text: t, category, score: f.score, source: 'localizer', detail: `fact:${f.detail}` });
      if (f.domain !== 'other') domainVotes.set(f.domain, (domainVotes.get(f.domain) ?? 0) + 1);
    }
  }
  const user = userTermSpans(text, settings.alwaysPrivate ?? []);
  const spans = mergeSpans(text, [...identifiers, ...localized, ...facts, ...user]);
  // The message's domain: the one most of its private spans belong to (null when nothing domain-specific was found).
  let domain: Domain | null = null;
  let best = 0;
  for (const [d, n] of domainVotes) {
    if (n > best) {
      best = n;
      domain = d;
    }
  }
  return { text, domain, spans, windows };
}

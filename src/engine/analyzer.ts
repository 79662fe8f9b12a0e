/**
 * The full analysis: structured identifiers (rules) beside the learned localizer (TextChunker candidates →
 * span encoder h(·) → prototype affinity + Otsu, paper Eqs. 7–10), merged into one list of spans.
 *
 * Long messages are analysed in windows of whole sentences, so cost grows linearly with length and each window
 * gets its own domain and threshold (a message can move from a diagnosis to a debt).
 */
import type { TextChunker, Candidate } from './chunker/index.ts';
import type { Encoder } from './encoder/index.ts';
import { detectIdentifiers } from './identifiers/index.ts';
import { localize, type Prototypes } from './localizer/index.ts';
import { mergeSpans, userTermSpans, type Analysis, type AnalyzeSettings } from './pipeline.ts';
import type { Domain, Span } from './types.ts';

/** Sentences per localization window. */
export const WINDOW_SENTENCES = 12;
/** Candidates longer than this many characters are not scored (they are clauses, not attributes). */
const MAX_CANDIDATE_CHARS = 160;

export interface LearnedModels {
  chunker: TextChunker;
  encoder: Encoder;
  prototypes: Prototypes;
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

export async function analyzeLearned(text: string, settings: AnalyzeSettings, models: LearnedModels): Promise<AnalyzerResult> {
  const neverPrivate = settings.neverPrivate ?? [];
  const identifiers = detectIdentifiers(text, { allowlist: [...neverPrivate] });
  const chunked = models.chunker.chunk(text);
  const candidates = chunked.candidates.filter((c) => c.end - c.start <= MAX_CANDIDATE_CHARS && c.text.trim().length > 0);
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
      { text, neverPrivate },
    );
    const start = group[0]?.start ?? 0;
    const end = group[group.length - 1]?.end ?? 0;
    windows.push({ start, end, domain: result.domain ?? null, threshold: result.threshold });
    for (const s of result.spans) {
      if (s.source !== 'localizer' || !result.domain) continue;
      localized.push({ start: s.start, end: s.end, text: s.text, category: result.domain, score: s.score, source: 'localizer' });
      domainVotes.set(result.domain, (domainVotes.get(result.domain) ?? 0) + 1);
    }
  }
  const user = userTermSpans(text, settings.alwaysPrivate ?? []);
  const spans = mergeSpans(text, [...identifiers, ...localized, ...user]);
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

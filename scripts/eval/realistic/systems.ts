/**
 * The systems measured on the realistic set: PromptVeil's engine, run the way `promptveil analyze` runs it
 * (engine.analyze, then engine.sanitize on all its spans), and the JS peers the bench already runs for identifiers.
 *
 * Peers return spans only (compromise has no redaction at all; redact-pii and openredaction redact with their own
 * placeholders), so their sanitized text is built the same way for all three: each predicted span replaced by
 * [CATEGORY] — the same thing our redact mode does, so leak rates compare like with like.
 */
import { type AnalyzeSettings, type Engine, type SanitizeMode } from '../../../src/engine/index.ts';
import { CONTEXT_GATE_DEFAULT, FACT_TAGGER_DEFAULT, MESSAGE_GATE_DEFAULT, SPAN_FILTER_DEFAULT, TAGGER_DEFAULT } from '../../../src/engine/pipeline.ts';
import {
  compromiseRun,
  openRedactionRun,
  redactPii,
  type System as IdentifierSystem,
} from '../../bench/identifiers.ts';
import type { PredictedSpan } from './metrics.ts';
import { redactSpans } from './redact.ts';

export interface RunResult {
  spans: PredictedSpan[];
  sanitized: string;
  /** Detection only (the analysis, not the rewriting), ms. */
  detectMs: number;
}

export interface EvalSystem {
  name: string;
  peer: boolean;
  run(text: string, id: string): Promise<RunResult>;
}

export interface OursOptions {
  mode: SanitizeMode;
  epsilon: number;
  /** Seed of the DP/pseudonym randomness; each message gets its own stream (seed|id), as the CLI's --seed does. */
  seed: number;
  /** Analysis switches, for the ablation rows (facts, personalGate, lexicalSupport). */
  settings?: AnalyzeSettings;
}

/**
 * The ablation of issue 17, each addition as its own row: the paper's pipeline (identifiers + prototype localizer),
 * then the fact stage without the personal gate, without the localizer's lexical-support filter, with both, and the
 * fact tagger on top (each row before it without the tagger, so that every addition is measured once), then the span
 * filter (every row before it without the filter: it is trained on the shipped pipeline's spans), then the identifier
 * tagger (on by default since session 29; every row before it without it).
 */
const NO_ID_TAGGER: AnalyzeSettings = TAGGER_DEFAULT ? { tagger: false } : {};
const NO_FILTER: AnalyzeSettings = { ...(SPAN_FILTER_DEFAULT ? { spanFilter: false } : {}), ...NO_ID_TAGGER };
const NO_TAGGER: AnalyzeSettings = { ...(FACT_TAGGER_DEFAULT ? { factTagger: false } : {}), ...NO_FILTER };
export const ABLATION: readonly { label: string; settings: AnalyzeSettings }[] = [
  { label: 'paper pipeline (no fact stage)', settings: { facts: false, ...NO_FILTER } },
  { label: '+ fact stage, no personal gate', settings: { personalGate: false, ...NO_TAGGER } },
  { label: '+ personal gate, no lexical support', settings: { lexicalSupport: false, ...NO_TAGGER } },
  { label: '+ lexical support (fact stage + gate + lexical support, no fact tagger)', settings: { ...NO_TAGGER } },
  // The fact tagger (src/engine/fact-tagger): on by default since session 13; a row of its own either way.
  FACT_TAGGER_DEFAULT
    ? { label: '+ fact tagger (BIO head on per-token states)', settings: { ...NO_FILTER } }
    : { label: '+ fact tagger (BIO head on per-token states; off by default)', settings: { factTagger: true, ...NO_FILTER } },
  // The span filter (src/engine/span-filter): on by default since session 28; a row of its own either way.
  SPAN_FILTER_DEFAULT
    ? { label: "+ span filter (scorer over the tagger's context)", settings: { ...NO_ID_TAGGER } }
    : { label: "+ span filter (scorer over the tagger's context; off by default)", settings: { spanFilter: true, ...NO_ID_TAGGER } },
  // The identifier tagger (src/engine/tagger), on by default since session 29: a row of its own either way.
  TAGGER_DEFAULT
    ? { label: 'shipped: + identifier tagger (its own names only beside other findings)', settings: {} }
    : { label: '+ identifier tagger (off by default)', settings: { tagger: true } },
  // Candidate pruning only saves encoder work; its row shows what the Otsu threshold loses with the pruned candidates.
  { label: 'shipped without candidate pruning (every personal candidate encoded)', settings: { candidatePruning: false } },
  // The message gate (src/engine/message-gate), on by default since session 17: its own row either way.
  MESSAGE_GATE_DEFAULT
    ? { label: 'shipped without the message gate', settings: { messageGate: false } }
    : { label: 'shipped + message gate (off by default)', settings: { messageGate: true } },
  // The contextual gate (src/engine/context) flipped from its default: its own row either way.
  CONTEXT_GATE_DEFAULT
    ? { label: 'shipped without the contextual gate', settings: { contextGate: false } }
    : { label: 'shipped + contextual gate (head on per-token states; off by default)', settings: { contextGate: true } },
];

export function oursSystem(
  engine: Engine,
  options: OursOptions,
  name = `PromptVeil (${engine.backend}, ${options.mode})`,
): EvalSystem {
  return {
    name,
    peer: false,
    async run(text, id) {
      const t0 = performance.now();
      const analysis = await engine.analyze(text, options.settings);
      const detectMs = performance.now() - t0;
      const result = await engine.sanitize(text, analysis.spans, {
        mode: options.mode,
        epsilon: options.epsilon,
        krrScope: 'message',
        seed: `${options.seed}|${id}`,
      });
      return {
        spans: analysis.spans.map((s) => ({ start: s.start, end: s.end, category: s.category })),
        sanitized: result.sanitized,
        detectMs,
      };
    },
  };
}

function peer(name: string, detect: IdentifierSystem): EvalSystem {
  return {
    name,
    peer: true,
    run(text) {
      const t0 = performance.now();
      const preds = detect(text);
      const detectMs = performance.now() - t0;
      const spans = preds.map((p) => ({ start: p.start, end: p.end, category: p.cat }));
      return Promise.resolve({ spans, sanitized: redactSpans(text, spans), detectMs });
    },
  };
}

/** The peers that produce spans (versions as pinned in package.json). */
export function peerSystems(): EvalSystem[] {
  return [
    peer('openredaction 1.0.4', openRedactionRun),
    peer('redact-pii 3.4.0', redactPii),
    peer('compromise 14.17.0', compromiseRun),
  ];
}

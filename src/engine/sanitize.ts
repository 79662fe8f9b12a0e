/**
 * sanitize(text, spans, mode, ε): builds the text that may leave the device. Text outside the spans is copied
 * verbatim; each span is replaced according to the mode, and the message's privacy account says what was spent.
 *
 *  - dp:        with a rewriter that asks for the joint draw (`jointOdds`, profile `joint`): ONE joint rank-profile
 *               draw over the product of the spans' lists, spending min(ε_text, 500) for the whole message; otherwise
 *               one exponential-mechanism draw per span — the rank-profile EM when the rewriter declares a public
 *               rank profile, else the clipped EM — calibrated so the draws together spend ≤ ε_text (n_max = #spans).
 *  - krr:       character k-RR at `epsilon` per character, on the whole message (default) or the spans only.
 *  - redact:    typed placeholders ([HEALTH_1]); pseudonym: consistent surrogates. No DP guarantee (ε = null).
 *  - none:      nothing replaced.
 */
import {
  composeMessage,
  ConversationVault,
  createRandom,
  CharacterKrr,
  krrMessage,
  krrSpans,
  nonDpEvent,
  pseudonymizeSpans,
  redactSpans,
  rewriteMessageWithNumbers,
  type CandidateSource,
  type JointCandidateSource,
  type Guarantee,
  type RankedCandidateSource,
  type PrivacyEvent,
  type RandomSource,
  type RewrittenSpan,
} from './dp/index.ts';
import type { SanitizeMode } from './pipeline.ts';
import type { Span } from './types.ts';

export interface Replacement {
  /** Offsets of the original span in the input. */
  start: number;
  end: number;
  replacement: string;
  category: string;
  /** The word just before the span, rewritten for a/an agreement ([start, end) of the original → text). */
  lead?: { start: number; end: number; text: string };
}

export interface SanitizeOutcome {
  sanitized: string;
  replacements: Replacement[];
  /** ε the message spent (sequential composition); null when the mode gives no differential-privacy guarantee. */
  epsilon: number | null;
  guarantee: Guarantee;
  events: readonly PrivacyEvent[];
}

export interface SanitizeParams {
  mode: SanitizeMode;
  epsilon: number;
  /** k-RR scope: the paper perturbs the whole message. */
  krrScope?: 'message' | 'spans';
  /** Prepend the k-RR restoration instruction for the remote model. */
  krrRestorationInstruction?: boolean;
  /** Exponential-mechanism clip bounds (paper defaults R1 = 5, R2 = 20). */
  r1?: number;
  r2?: number;
}

export interface SanitizeContext {
  rng: RandomSource;
  vault: ConversationVault;
  /** The rewriter's vocabulary and utilities (or scores + rank profile); required for dp mode. */
  candidates: CandidateSource | RankedCandidateSource | JointCandidateSource | null;
}

function toReplacements(spans: readonly Span[], rewritten: readonly RewrittenSpan[]): Replacement[] {
  const byStart = new Map(spans.map((s) => [s.start, s]));
  return rewritten.map((r) => ({
    start: r.start,
    end: r.end,
    replacement: r.replacement,
    category: byStart.get(r.start)?.category ?? 'custom',
    ...(r.lead ? { lead: { ...r.lead } } : {}),
  }));
}

/** Keeps spans sorted and disjoint (the caller's reviewed list may contain user-added overlaps). */
function disjoint(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start || b.end - a.end);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start < last.end) {
      if (s.end > last.end) out[out.length - 1] = { ...last, end: s.end, text: '' };
      continue;
    }
    out.push(s);
  }
  return out;
}

export function sanitizeSpans(text: string, reviewed: readonly Span[], params: SanitizeParams, ctx: SanitizeContext): SanitizeOutcome {
  const spans = disjoint(reviewed).map((s) => ({ ...s, text: text.slice(s.start, s.end) }));
  const finish = (sanitized: string, rewritten: readonly RewrittenSpan[], events: PrivacyEvent[]): SanitizeOutcome => {
    const account = composeMessage(events);
    return {
      sanitized,
      replacements: toReplacements(spans, rewritten),
      epsilon: account.guarantee === 'none' ? null : account.epsilon,
      guarantee: account.guarantee,
      events: account.events,
    };
  };
  switch (params.mode) {
    case 'none':
      return finish(text, [], [nonDpEvent('none', 1)]);
    case 'redact': {
      const r = redactSpans(text, spans, ctx.vault);
      return finish(r.text, r.spans, [r.event]);
    }
    case 'pseudonym': {
      const r = pseudonymizeSpans(text, spans, ctx.vault);
      return finish(r.text, r.spans, [r.event]);
    }
    case 'krr': {
      const krr = new CharacterKrr({ epsilon: params.epsilon });
      const opts = { restorationInstruction: params.krrRestorationInstruction === true };
      if ((params.krrScope ?? 'message') === 'message') {
        const r = krrMessage(text, krr, ctx.rng, opts);
        // The whole message was perturbed; per-span replacements are the perturbed slices at the same offsets
        // (k-RR keeps length and whitespace, so offsets carry over once the instruction prefix is skipped).
        const body = r.text.slice(r.text.length - text.length);
        const rewritten = spans.map((s) => ({ start: s.start, end: s.end, newStart: s.start, newEnd: s.end, replacement: body.slice(s.start, s.end), epsilon: null }));
        return finish(r.text, rewritten, [r.event]);
      }
      const r = krrSpans(text, spans, krr, ctx.rng, opts);
      return finish(r.text, r.spans, [r.event]);
    }
    case 'dp': {
      if (spans.length === 0) return finish(text, [], []);
      if (!ctx.candidates) throw new Error('dp mode needs the rewriter model (models/phrase-bank.json) — run: npm run build:models');
      // Joint (one draw, capped at 500) or per span: n_max = #spans spends exactly ε_text; a single per-span draw is
      // capped (30 for the clipped EM, 15 for the rank-profile EM: the sampler's precision bound), then
      // n_max = ⌈ε_text/cap⌉ and the message reports the smaller total it actually spent. The event charges what
      // the mechanism guarantees.
      // Numbers (amounts, ages, counts, dates) are perturbed in place by the geometric mechanisms with their share of
      // ε_text; the word spans share the rest in the phrase draw (numericBudget, dp/geometric.md).
      const r = rewriteMessageWithNumbers(
        text,
        spans,
        ctx.candidates,
        { epsilonText: params.epsilon, ...(params.r1 !== undefined ? { r1: params.r1 } : {}), ...(params.r2 !== undefined ? { r2: params.r2 } : {}) },
        ctx.rng,
      );
      return finish(r.text, r.spans, r.events);
    }
  }
}

export { ConversationVault, createRandom };

/** Translates engine protocol requests into engine calls (kept out of src/engine so the engine knows no protocol). */
import type { DpEvent } from '../engine/dp/index.ts';
import type { Engine } from '../engine/index.ts';
import type { CausalLm } from '../engine/rewriter/causal-lm.ts';
import { rewriteMessageWithLm } from '../engine/rewriter/transformers-lm.ts';
import { createRandom } from '../engine/sanitize.ts';
import type { EngineRequest, EngineResult, SanitizeRequest, SanitizeResultMsg } from '../protocol/engine.ts';

export interface DispatchHooks {
  /** The user's local language model (loaded once by the worker); absent where the host cannot run one. */
  localLm?: () => Promise<CausalLm>;
}

/**
 * dp mode with the user's local language model: each span rewritten token by token through the exponential
 * mechanism (CSPRNG), text outside the spans copied. Fails closed: without the model, the request fails.
 */
async function sanitizeWithLm(request: SanitizeRequest, hooks: DispatchHooks): Promise<SanitizeResultMsg> {
  if (!hooks.localLm) throw new Error('rewriting with a local language model is not available here; choose the phrase bank in the options');
  const lm = await hooks.localLm();
  const spans = [...request.spans].sort((a, b) => a.start - b.start);
  const r = await rewriteMessageWithLm(request.text, spans, { lm, epsilonText: request.epsilon, rng: createRandom() });
  const events: DpEvent[] = [];
  if (r.epsilon !== null && r.epsilonPerToken !== null) {
    const draws = Math.round(r.epsilon / r.epsilonPerToken);
    events.push({ dp: true, mechanism: 'exponential', parameters: { nMax: r.nMax, tokensPerSpan: draws / spans.length }, units: draws, unit: 'draw', epsilonPerUnit: r.epsilonPerToken, epsilon: r.epsilon });
  }
  const categories = new Map(spans.map((s) => [s.start, s.category]));
  return {
    kind: 'sanitize',
    sanitized: r.sanitized,
    replacements: r.replacements.map((x) => ({ start: x.start, end: x.end, replacement: x.replacement, category: categories.get(x.start) ?? 'other' })),
    epsilon: r.epsilon,
    guarantee: r.epsilon === null ? 'none' : 'dp',
    events,
  };
}

export async function dispatch(engine: Engine, request: EngineRequest, hooks: DispatchHooks = {}): Promise<EngineResult> {
  switch (request.kind) {
    case 'analyze': {
      const t0 = performance.now();
      const analysis = await engine.analyze(request.text, { alwaysPrivate: request.alwaysPrivate, neverPrivate: request.neverPrivate, ...(request.detection === 'thorough' ? { detection: 'thorough' as const } : {}) });
      return { kind: 'analyze', domain: analysis.domain, spans: analysis.spans, ms: performance.now() - t0 };
    }
    case 'sanitize': {
      if (request.rewriter === 'lm' && request.mode === 'dp') return sanitizeWithLm(request, hooks);
      const out = await engine.sanitize(request.text, request.spans, {
        mode: request.mode,
        epsilon: request.epsilon,
        conversationId: request.conversationId,
        priors: request.priors,
      });
      return { kind: 'sanitize', sanitized: out.sanitized, replacements: out.replacements, epsilon: out.epsilon, guarantee: out.guarantee, events: out.events };
    }
    case 'status':
      return { kind: 'status', state: 'ready', progress: 1, backend: engine.backend };
  }
}

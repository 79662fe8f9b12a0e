/** Translates engine protocol requests into engine calls (kept out of src/engine so the engine knows no protocol). */
import type { Engine } from '../engine/index.ts';
import type { EngineRequest, EngineResult } from '../protocol/engine.ts';

export async function dispatch(engine: Engine, request: EngineRequest): Promise<EngineResult> {
  switch (request.kind) {
    case 'analyze': {
      const t0 = performance.now();
      const analysis = await engine.analyze(request.text, { alwaysPrivate: request.alwaysPrivate, neverPrivate: request.neverPrivate });
      return { kind: 'analyze', domain: analysis.domain, spans: analysis.spans, ms: performance.now() - t0 };
    }
    case 'sanitize': {
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

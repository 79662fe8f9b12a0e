/** Runs one system over the realistic set and scores every message; aggregation per split. */
import type { Message } from './format.ts';
import { aggregate, scoreMessage, type MessageScore, type Report } from './metrics.ts';
import { splitOf, type Split } from './split.ts';
import type { EvalSystem } from './systems.ts';

export interface ScoredMessage {
  message: Message;
  split: Split;
  score: MessageScore;
  detectMs: number;
}

export interface Evaluation {
  system: string;
  peer: boolean;
  scored: ScoredMessage[];
}

/** Messages run untimed first, so JIT warm-up and lazy loading do not land in the latency percentiles. */
export const WARMUP_MESSAGES = 10;

export async function evaluateSystem(
  system: EvalSystem,
  messages: readonly Message[],
  onProgress?: (done: number) => void,
): Promise<Evaluation> {
  for (const m of messages.slice(0, WARMUP_MESSAGES)) await system.run(m.text, m.id);
  const scored: ScoredMessage[] = [];
  for (const m of messages) {
    const r = await system.run(m.text, m.id);
    scored.push({
      message: m,
      split: splitOf(m.id),
      score: scoreMessage(m, r.spans, r.sanitized),
      detectMs: r.detectMs,
    });
    onProgress?.(scored.length);
  }
  return { system: system.name, peer: system.peer, scored };
}

export type SplitChoice = Split | 'all';

export function reportFor(e: Evaluation, split: SplitChoice): Report {
  const sel = e.scored.filter((s) => split === 'all' || s.split === split);
  return aggregate(
    sel.map((s) => s.score),
    sel.map((s) => s.detectMs),
  );
}

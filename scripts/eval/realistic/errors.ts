/**
 * `--errors`: what a system got wrong on the DEV split, by message id — missed facts (with what was predicted over
 * them) and false-positive spans, each in a short window of context. Test-split messages are never shown: choices
 * are made on dev, and a test error seen is a test message tuned on.
 */
import type { Evaluation } from './evaluate.ts';
import type { Range } from './metrics.ts';

/** Characters of context either side of a shown span. */
export const CONTEXT_CHARS = 30;

/** `…left ⟦span⟧ right…` on one line (newlines shown as ⏎). */
export function inContext(text: string, r: Range, width = CONTEXT_CHARS): string {
  const from = Math.max(0, r.start - width);
  const to = Math.min(text.length, r.end + width);
  const oneLine = (t: string): string => t.replace(/\r?\n/g, '⏎');
  return `${from > 0 ? '…' : ''}${oneLine(text.slice(from, r.start))}⟦${oneLine(text.slice(r.start, r.end))}⟧${oneLine(text.slice(r.end, to))}${to < text.length ? '…' : ''}`;
}

export function devErrors(e: Evaluation): string[] {
  const dev = e.scored.filter((s) => s.split === 'dev');
  const lines = [`## Dev errors — ${e.system}`, '', '### Missed facts (not half-covered)', ''];
  const missed = dev.flatMap((s) => s.score.facts.filter((f) => !f.halfCovered).map((f) => ({ s, f })));
  missed.sort((a, b) => a.f.fact.kind.localeCompare(b.f.fact.kind) || a.s.message.id.localeCompare(b.s.message.id));
  for (const { s, f } of missed) {
    const len = f.fact.end - f.fact.start;
    const over = s.score.spans
      .filter((o) => o.span.start < f.fact.end && o.span.end > f.fact.start)
      .map((o) => `${o.span.category} ${JSON.stringify(s.message.text.slice(o.span.start, o.span.end))}`);
    const note = [f.touched ? `covered ${f.coveredChars}/${len} by ${over.join(', ')}` : '', f.leaked ? 'leaked' : '']
      .filter(Boolean)
      .join('; ');
    lines.push(`- ${s.message.id}  ${f.fact.kind}  ${inContext(s.message.text, f.fact)}${note ? `  (${note})` : ''}`);
  }
  const facts = dev.reduce((n, s) => n + s.score.facts.length, 0);
  lines.push(
    '',
    `${missed.length} missed of ${facts} dev facts.`,
    '',
    '### False-positive spans (< 50 % inside gold facts)',
    '',
  );
  const fps = dev.flatMap((s) => s.score.spans.filter((o) => !o.correct).map((o) => ({ s, o })));
  fps.sort(
    (a, b) => a.o.span.category.localeCompare(b.o.span.category) || a.s.message.id.localeCompare(b.s.message.id),
  );
  for (const { s, o } of fps) {
    lines.push(
      `- ${s.message.id}${s.message.clean ? ' (clean)' : ''}  ${o.span.category}  ${inContext(s.message.text, o.span)}`,
    );
  }
  const spans = dev.reduce((n, s) => n + s.score.spans.length, 0);
  lines.push('', `${fps.length} false positives of ${spans} dev spans.`);
  const leakedButCovered = dev.flatMap((s) =>
    s.score.facts.filter((f) => f.halfCovered && f.leaked).map((f) => ({ s, f })),
  );
  if (leakedButCovered.length > 0) {
    lines.push('', '### Half-covered but still leaked (the fact text survives sanitizing)', '');
    for (const { s, f } of leakedButCovered)
      lines.push(`- ${s.message.id}  ${f.fact.kind}  ${inContext(s.message.text, f.fact)}`);
  }
  return lines;
}

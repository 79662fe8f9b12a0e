/** sanitize() in dp mode with a source that asks for the joint draw: one event, ε_text once, reported as the message's ε. */
import { describe, expect, it } from 'vitest';
import { ConversationVault, createRandom, sanitizeSpans } from '../sanitize.ts';
import type { JointCandidateSource } from '../dp/index.ts';
import { SeededRandom } from '../dp/index.ts';
import type { Span } from '../types.ts';

const phrases = ['a detail', 'some information', 'a private matter', 'a matter'];
const joint: JointCandidateSource = {
  rankProfile: { kind: 'step', fraction: 0.25 },
  jointOdds: 3,
  rankedCandidates: (span) => ({ phrases, scores: Float64Array.from(phrases, (p) => (p.length * span.text.length) % 5) }),
};

describe('sanitizeSpans dp mode with the joint draw', () => {
  const text = 'My cough and my fever and my rash.';
  const spans: Span[] = [
    { start: 3, end: 8, text: 'cough', category: 'medical', score: 1, source: 'localizer' },
    { start: 16, end: 21, text: 'fever', category: 'medical', score: 1, source: 'localizer' },
    { start: 29, end: 33, text: 'rash', category: 'medical', score: 1, source: 'localizer' },
  ];
  it('spends ε_text once for the whole message and reports it', () => {
    const rng = new SeededRandom(9);
    const out = sanitizeSpans(text, spans, { mode: 'dp', epsilon: 20 }, { rng, vault: new ConversationVault(createRandom()), candidates: joint });
    expect(out.guarantee).toBe('dp');
    expect(out.epsilon).toBeCloseTo(20, 9);
    expect(out.events).toHaveLength(1);
    expect(out.events[0]).toMatchObject({ mechanism: 'joint-rank-exponential', units: 1 });
    expect(out.replacements).toHaveLength(3);
    // Each span follows "my": the splice drops the phrase's own determiner (splice-grammar.ts).
    for (const r of out.replacements) expect(phrases.map((p) => p.replace(/^(a|some) /, ''))).toContain(r.replacement);
    for (const w of ['cough', 'fever', 'rash']) expect(out.sanitized).not.toContain(w);
  });
});

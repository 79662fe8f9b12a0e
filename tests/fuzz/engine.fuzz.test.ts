/**
 * Fuzzing the engine's rule layers and every sanitize mode (seeded, so a failure reproduces): never crash, offsets
 * always slice the input exactly, and in dp/redact/pseudonym modes no detected span survives verbatim.
 * RUNS inputs per property; the total across the file is ≥ 10,000 generated inputs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeIdentifiersOnly } from '../../src/engine/pipeline.ts';
import { ConversationVault, createRandom, sanitizeSpans } from '../../src/engine/sanitize.ts';
import type { Span } from '../../src/engine/types.ts';
import { hostileText } from './arbitraries.ts';

const SEED = 20261130;
const RUNS = 4000;

function checkOffsets(text: string, spans: readonly Span[]): void {
  let last = 0;
  for (const s of spans) {
    expect(s.start).toBeGreaterThanOrEqual(last);
    expect(s.end).toBeGreaterThan(s.start);
    expect(s.end).toBeLessThanOrEqual(text.length);
    expect(text.slice(s.start, s.end)).toBe(s.text);
    last = s.end;
  }
}

/** A fixed, public vocabulary stands in for the rewriter: the property is about splicing, not phrase choice. */
const candidates = {
  candidates: () => ({ phrases: ['a detail', 'some information', 'a private matter'], utilities: Float64Array.from([10, 12, 8]) }),
};

describe('engine fuzz (seeded)', () => {
  it(`identifier analysis never crashes and offsets slice the input (${RUNS} inputs)`, () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        checkOffsets(text, analyzeIdentifiersOnly(text).spans);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });

  it(`redact/pseudonym/dp never leave a detected span verbatim (${RUNS} inputs)`, () => {
    fc.assert(
      fc.property(hostileText, fc.constantFrom('redact' as const, 'pseudonym' as const, 'dp' as const), (text, mode) => {
        const { spans } = analyzeIdentifiersOnly(text);
        const ctx = { rng: createRandom('fuzz'), vault: new ConversationVault(createRandom('fuzz-vault')), candidates };
        const out = sanitizeSpans(text, spans, { mode, epsilon: 10 }, ctx);
        for (const s of spans) {
          // A span equal to a stand-in phrase would trivially "survive"; identifiers never equal one.
          if (s.text.trim().length >= 4) expect(out.sanitized.includes(s.text)).toBe(false);
        }
        expect(out.replacements.length).toBe(spans.length);
      }),
      { seed: SEED + 1, numRuns: RUNS },
    );
  });

  it('k-RR keeps length and spaces on any input (2000 inputs)', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const ctx = { rng: createRandom('krr'), vault: new ConversationVault(createRandom('v')), candidates: null };
        const out = sanitizeSpans(text, [], { mode: 'krr', epsilon: 1 }, ctx);
        // k-RR works on UTF-16 code units, so offsets carry over exactly.
        expect(out.sanitized.length).toBe(text.length);
        for (let i = 0; i < text.length; i++) if (text[i] === ' ') expect(out.sanitized[i]).toBe(' ');
      }),
      { seed: SEED + 2, numRuns: 2000 },
    );
  });

  it('a 200,000-character message completes with exact offsets', () => {
    const unit = 'Write to maria.lopez@example.org or call +1 415 555 0132 about the 4111 1111 1111 1111 charge. ';
    const text = unit.repeat(Math.ceil(200_000 / unit.length)).slice(0, 200_000);
    const { spans } = analyzeIdentifiersOnly(text);
    checkOffsets(text, spans);
    expect(spans.length).toBeGreaterThan(1000);
  });
});

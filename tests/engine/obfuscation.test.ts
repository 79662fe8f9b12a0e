/**
 * Obfuscated sensitive text is still found by the whole engine (identifiers + learned localizer), and the
 * invisible-character view maps offsets back exactly.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeEngine } from '../../src/cli/node-engine.ts';
import { visibleView } from '../../src/engine/analyzer.ts';
import type { Engine } from '../../src/engine/index.ts';

describe('visibleView', () => {
  it('drops invisible characters and maps every view offset to the same character (1000 inputs)', () => {
    const invisible = fc.constantFrom('\u00ad', '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff');
    const text = fc.array(fc.oneof(fc.string({ maxLength: 5 }), invisible), { maxLength: 30 }).map((p) => p.join(''));
    fc.assert(
      fc.property(text, (t) => {
        const { view, toOriginal } = visibleView(t);
        expect(toOriginal.length).toBe(view.length + 1);
        for (let i = 0; i < view.length; i++) expect(t[toOriginal[i] ?? -1]).toBe(view[i]);
        expect(view).not.toMatch(/[\u00ad\u200b-\u200d\u2060\ufeff]/);
      }),
      { seed: 11, numRuns: 1000 },
    );
  });
});

describe('obfuscated input through the whole engine', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await createNodeEngine();
  });
  afterAll(() => undefined);

  const cases: { name: string; text: string; secret: string; category: string }[] = [
    { name: 'zero-width characters inside an email', text: 'Write to ma\u200bria.lo\u200dpez@exa\u200bmple.org today.', secret: 'ma\u200bria.lo\u200dpez@exa\u200bmple.org', category: 'email' },
    { name: 'full-width card digits', text: 'Charge \uff14\uff11\uff11\uff11 \uff11\uff11\uff11\uff11 \uff11\uff11\uff11\uff11 \uff11\uff11\uff11\uff11 please.', secret: '\uff14\uff11\uff11\uff11 \uff11\uff11\uff11\uff11 \uff11\uff11\uff11\uff11 \uff11\uff11\uff11\uff11', category: 'card_number' },
    { name: 'a diagnosis split by a soft hyphen and a zero-width space', text: 'I was diagnosed with tuber\u00adcu\u200blosis last year.', secret: 'tuber\u00adcu\u200blosis', category: 'medical' },
  ];
  for (const c of cases) {
    it(`finds ${c.name} and never sends it verbatim`, async () => {
      const analysis = await engine.analyze(c.text);
      const hit = analysis.spans.find((s) => s.start <= c.text.indexOf(c.secret) && s.end >= c.text.indexOf(c.secret) + c.secret.length);
      expect(hit?.category).toBe(c.category);
      for (const s of analysis.spans) expect(c.text.slice(s.start, s.end)).toBe(s.text);
      for (const mode of ['redact', 'dp'] as const) {
        const out = await engine.sanitize(c.text, analysis.spans, { mode, epsilon: 20, seed: 3 });
        expect(out.sanitized).not.toContain(c.secret);
        expect(out.sanitized).not.toContain(c.secret.replace(/[\u00ad\u200b-\u200d]/g, ''));
      }
    });
  }
});

/**
 * A message with code: its prose is about the code (issue 17). The localizer's spans found by meaning alone are a
 * word's technical sense there ("a default value"), as the fact stage's prior-only words are (real models).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../src/engine/index.ts';
import { realModelsEngine } from './real-engine.ts';

describe('prose around code (real models)', () => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await realModelsEngine();
  }, 300_000);

  it('finds no domain fact in the prose of a message with code', async () => {
    const text =
      'How do I read an env var in Go with a default value? Right now I have\n\n```go\napiKey := os.Getenv("API_KEY")\n```\n\nbut I want a fallback.';
    const analysis = await engine.analyze(text);
    expect(analysis.spans.filter((s) => ['medical', 'legal', 'financial'].includes(s.category)).map((s) => s.text)).toEqual([]);
  });
  it('still finds them in the same prose without code', async () => {
    const analysis = await engine.analyze('My mom was diagnosed with breast cancer and I owe $4,000 on my card.');
    expect(analysis.spans.some((s) => s.category === 'medical')).toBe(true);
    expect(analysis.spans.some((s) => s.category === 'financial')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { devErrors, inContext } from './errors.ts';
import type { Evaluation } from './evaluate.ts';
import { parseFile } from './format.ts';
import { scoreMessage } from './metrics.ts';
import { splitOf } from './split.ts';

describe('devErrors', () => {
  // a-001 is dev and a-002 test under the fixed rule (pinned in split.test.ts).
  const messages = parseFile(
    '=== a-001\nmy dad ⟦person|Ray⟧ takes ⟦health|warfarin 5mg⟧ daily\n=== a-002\nDEVSECRET? no: i owe ⟦financial|TESTFACT 9k⟧ to TESTWORD',
    'a.txt',
  );
  const [dev, test] = messages;
  if (!dev || !test) throw new Error('fixture');
  const evaluation: Evaluation = {
    system: 'sys',
    peer: false,
    scored: [
      {
        message: dev,
        split: splitOf(dev.id),
        // 'warf' covers 4 of 12 characters: missed; 'daily' is a false positive.
        score: scoreMessage(
          dev,
          [
            { start: 17, end: 21, category: 'medical' },
            { start: dev.text.indexOf('daily'), end: dev.text.length, category: 'date' },
          ],
          dev.text,
        ),
        detectMs: 1,
      },
      {
        message: test,
        split: splitOf(test.id),
        score: scoreMessage(
          test,
          [{ start: test.text.indexOf('TESTWORD'), end: test.text.length, category: 'person' }],
          test.text,
        ),
        detectMs: 1,
      },
    ],
  };

  it('lists dev misses and false positives and never any text of a test message', () => {
    expect(splitOf('a-001')).toBe('dev');
    expect(splitOf('a-002')).toBe('test');
    const out = devErrors(evaluation).join('\n');
    expect(out).toContain(
      '- a-001  health  my dad Ray takes ⟦warfarin 5mg⟧ daily  (covered 4/12 by medical "warf"; leaked)',
    );
    expect(out).toContain('- a-001  person  my dad ⟦Ray⟧ takes warfarin 5mg daily  (leaked)');
    expect(out).toContain('- a-001  date  my dad Ray takes warfarin 5mg ⟦daily⟧');
    expect(out).not.toMatch(/a-002|TESTFACT|TESTWORD|DEVSECRET/);
  });
});

describe('inContext', () => {
  it('windows the span, marks cut ends and shows newlines', () => {
    const t = `${'x'.repeat(40)}\nfact here\n${'y'.repeat(40)}`;
    const start = t.indexOf('fact');
    expect(inContext(t, { start, end: start + 4 }, 5)).toBe('…xxxx⏎⟦fact⟧ here…');
    expect(inContext('ab', { start: 0, end: 2 })).toBe('⟦ab⟧');
  });
});

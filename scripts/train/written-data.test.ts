import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSet } from '../eval/realistic/data.ts';
import { appendCopies } from './fact-tagger.ts';
import type { TagTokenSet } from './tagger.ts';
import { loadWritten, WRITTEN_DIR, WRITTEN_EXTRA_DIR, WRITTEN_GATE_DIR, WRITTEN_FRESH_DIR, WRITTEN_MORE_DIR, writtenFactExamples, writtenTagExamples } from './written-data.ts';
import { ROOT } from './data.ts';

describe('hand-written training messages', () => {
  it('keeps domain facts as tagger spans and leaves identifiers out', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pv-written-'));
    writeFileSync(path.join(dir, 'x.txt'), '# test\n=== x-001\nmy sister ⟦person|Jess⟧ was ⟦legal|arrested for shoplifting⟧ and owes ⟦financial|$2,400⟧\n=== x-002 clean\nwhat is a felony\n');
    const ex = writtenFactExamples(loadWritten(dir));
    expect(ex.map((e) => e.source)).toEqual(['written', 'written-clean']);
    expect(ex[0]!.spans.map((s) => [ex[0]!.text.slice(s.start, s.end), s.type])).toEqual([
      ['arrested for shoplifting', 'legal'],
      ['$2,400', 'financial'],
    ]);
    expect(ex[1]!.spans).toEqual([]);
  });

  it('gives the identifier tagger each window of a message with its person, org and location marks', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pv-written-tag-'));
    writeFileSync(
      path.join(dir, 'x.txt'),
      '# test\n=== x-001\nmy sister ⟦person|Jess⟧ was ⟦legal|arrested for shoplifting⟧ at the ⟦org|Target⟧ in ⟦location|Fresno⟧\n\nher ⟦other|Mormon⟧ bishop ⟦person|Dale⟧ lives at ⟦address|12 Elm St⟧\n=== x-002 clean\nwhat is a felony\n',
    );
    const ex = writtenTagExamples(loadWritten(dir));
    // Two windows (lines) of the first message, one of the clean one.
    expect(ex.map((e) => [e.id, e.source])).toEqual([
      ['x-001#0', 'written'],
      ['x-001#1', 'written'],
      ['x-002#0', 'written-clean'],
    ]);
    const marks = (e: (typeof ex)[number]): [string, string][] => e.spans.map((s) => [e.text.slice(s.start, s.end), s.type]);
    // A legal fact's words stay O (no span); the tagger's kinds carry over in the window's own coordinates.
    expect(marks(ex[0]!)).toEqual([
      ['Jess', 'person'],
      ['Target', 'organization'],
      ['Fresno', 'location'],
    ]);
    // 'other' facts and the other identifier kinds leave the loss.
    expect(marks(ex[1]!)).toEqual([
      ['Mormon', 'ignore'],
      ['Dale', 'person'],
      ['12 Elm St', 'ignore'],
    ]);
    expect(ex[2]!.spans).toEqual([]);
  });

  it('reads several folders as one, in order of file name, and refuses a file name two folders share', () => {
    const a = mkdtempSync(path.join(tmpdir(), 'pv-written-a-'));
    const b = mkdtempSync(path.join(tmpdir(), 'pv-written-b-'));
    writeFileSync(path.join(a, 'q.txt'), '=== q-001 clean\nwhat is a felony\n');
    writeFileSync(path.join(b, 'p.txt'), '=== p-001 clean\nwhat is probation\n');
    writeFileSync(path.join(b, 'r.txt'), '=== r-001 clean\nwhat is bail\n');
    expect(loadWritten([a, b]).map((m) => m.id)).toEqual(['p-001', 'q-001', 'r-001']);
    writeFileSync(path.join(a, 'r.txt'), '=== r-002 clean\nwhat is parole\n');
    expect(() => loadWritten([a, b])).toThrow(/r\.txt is in both/);
    expect(() => loadWritten([a, path.join(ROOT, 'eval', 'holdout')])).toThrow(/evaluation folder/);
  });

  it('refuses the evaluation folders', () => {
    expect(() => loadWritten(path.join(ROOT, 'eval', 'realistic'))).toThrow(/evaluation folder/);
    expect(() => loadWritten(path.join(ROOT, 'eval', 'holdout'))).toThrow(/evaluation folder/);
  });

  it.each([
    ['written', WRITTEN_DIR, 500],
    ['written-extra', WRITTEN_EXTRA_DIR, 500],
    ['written-gate', WRITTEN_GATE_DIR, 100],
    ['written-more', WRITTEN_MORE_DIR, 300],
    ['written-fresh', WRITTEN_FRESH_DIR, 1950],
  ])('the committed training files (%s) share no message with the realistic set or the holdout', (_, dir, least) => {
    const written = loadWritten(dir);
    expect(written.length).toBeGreaterThan(least);
    const evaluation = [...loadSet().messages, ...loadSet(path.join(ROOT, 'eval', 'holdout')).messages];
    const evalTexts = new Set(evaluation.map((m) => m.text.trim().toLowerCase()));
    expect(written.filter((m) => evalTexts.has(m.text.trim().toLowerCase())).map((m) => m.id)).toEqual([]);
    // Writer letters are their own: no ID of the evaluation files.
    const letters = (id: string): string => id.split('-')[0] ?? id;
    const evalLetters = new Set(evaluation.map((m) => letters(m.id)));
    expect(written.filter((m) => evalLetters.has(letters(m.id))).map((m) => m.id)).toEqual([]);
  });
});

describe('appendCopies', () => {
  const set = (n: number, dim: number, ex: number[], base: number): TagTokenSet => ({
    x: Float32Array.from({ length: n * dim }, (_, i) => base + i),
    y: Uint8Array.from({ length: n }, (_, i) => (base + i) % 3),
    example: Int32Array.from(ex),
    starts: Int32Array.from({ length: n }, (_, i) => i),
    ends: Int32Array.from({ length: n }, (_, i) => i + 1),
    n,
    dim,
  });
  it('repeats the extra set with its examples moved past the base', () => {
    const a = set(3, 2, [0, 0, 1], 0);
    const b = set(2, 2, [0, 1], 100);
    const c = appendCopies(a, b, 2);
    expect(c.n).toBe(7);
    expect(Array.from(c.example)).toEqual([0, 0, 1, 2, 3, 4, 5]);
    expect(Array.from(c.x.subarray(6, 10))).toEqual([100, 101, 102, 103]);
    expect(Array.from(c.x.subarray(10, 14))).toEqual([100, 101, 102, 103]);
    expect(Array.from(c.y)).toEqual([0, 1, 2, 1, 2, 1, 2]);
    expect(appendCopies(a, b, 0).n).toBe(3);
    expect(() => appendCopies(a, set(1, 3, [0], 0), 1)).toThrow(/dimension/);
  });
});

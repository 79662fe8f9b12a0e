/** The analyzer's code gate and mergeSpans' rule for weak names over domain facts (issue 17 precision work). */
import { describe, expect, it } from 'vitest';
import { codeRanges } from './analyzer.ts';
import { mergeSpans } from './pipeline.ts';
import type { Span } from './types.ts';

const codeOf = (t: string): string[] => codeRanges(t).map(([a, b]) => t.slice(a, b));

describe('codeRanges', () => {
  it('finds assignments, config keys, prompts, stack frames, log records and statements', () => {
    expect(codeOf('REDIS_URL=redis://cache:6379')).toEqual(['REDIS_URL=redis://cache:6379']);
    expect(codeOf('  POSTGRES_PASSWORD: hunter2')).toEqual(['  POSTGRES_PASSWORD: hunter2']);
    expect(codeOf('$ kubectl get pods -n billing')).toEqual(['$ kubectl get pods -n billing']);
    expect(codeOf('    at com.acme.pay.Ledger.post(Ledger.java:88)')).toHaveLength(1);
    expect(codeOf('2025-03-09 11:02:13 WARN retrying')).toHaveLength(1);
    expect(codeOf('Dec 02 22:43:55 vps-01 sshd[19310]: Failed password for root from 10.0.0.7 port 39102 ssh2')).toHaveLength(1);
    expect(codeOf('Mar  9 04:01:12 web kernel: oom-killer invoked')).toHaveLength(1);
    expect(codeOf('Dec 02 was the day i got the results: negative')).toEqual([]);
    expect(codeOf('const total = items.reduce((a, b) => a + b, 0);')).toHaveLength(1);
    expect(codeOf('run `npm ci` first')).toEqual(['`npm ci`']);
  });
  it('takes a tagged fence whole, but not an untagged one (a pasted letter or bill)', () => {
    const t = 'why?\n```python\ndiagnosis = "flu"\nprint(diagnosis)\n```\nmy bill:\n```\nBALANCE DUE $310\n```';
    const code = codeOf(t).join('|');
    expect(code).toContain('print(diagnosis)');
    expect(code).not.toContain('BALANCE DUE');
  });
  it('leaves prose, form fields and headers alone', () => {
    expect(codeOf('From: Ines Calloway, billing office')).toEqual([]);
    expect(codeOf('if i take it with dinner (at 7) is that fine')).toEqual([]);
    expect(codeOf('Diagnosis: type 2 diabetes')).toEqual([]);
    expect(codeOf('3. You have been charged with theft;')).toEqual([]);
  });
});

/** A span over the first occurrence of `w` in `text`, with `base` and then `extra` as its fields. */
const spanIn =
  (text: string, base: Pick<Span, 'category' | 'score' | 'source'>) =>
  (w: string, extra: Partial<Span>): Span => ({ start: text.indexOf(w), end: text.indexOf(w) + w.length, text: w, ...base, ...extra });

describe('mergeSpans: a domain fact over a weakly cued name', () => {
  const text = 'she was diagnosed with sarcoidosis';
  const span = spanIn(text, { category: 'person', score: 0.6, source: 'identifier' });
  it('the fact wins over a weak name', () => {
    const merged = mergeSpans(text, [
      span('sarcoidosis', { detail: 'person_context' }),
      span('diagnosed with sarcoidosis', { category: 'medical', source: 'localizer', score: 0.9 }),
    ]);
    expect(merged.map((s) => s.category)).toEqual(['medical']);
  });
  it('an honorific or strongly cued name still wins', () => {
    const strong = mergeSpans(text, [
      span('sarcoidosis', { detail: 'person_context', score: 0.85 }),
      span('diagnosed with sarcoidosis', { category: 'medical', source: 'localizer', score: 0.9 }),
    ]);
    expect(strong.map((s) => s.category)).toEqual(['person']);
    const hon = mergeSpans(text, [
      span('sarcoidosis', { detail: 'honorific' }),
      span('diagnosed with sarcoidosis', { category: 'medical', source: 'localizer', score: 0.9 }),
    ]);
    expect(hon.map((s) => s.category)).toEqual(['person']);
  });
});

describe('mergeSpans: a date or an age inside a domain fact (session 20)', () => {
  const text = 'my study permit expires March 31 and I am 34';
  const span = spanIn(text, { category: 'date', score: 0.9, source: 'identifier' });
  it('the fact keeps its kind when it holds the date whole', () => {
    const merged = mergeSpans(text, [span('March 31', {}), span('study permit expires March 31', { category: 'legal', source: 'localizer', score: 0.8 })]);
    expect(merged.map((s) => [s.category, s.text])).toEqual([['legal', 'study permit expires March 31']]);
  });
  it('a date that reaches past the fact, or another identifier inside it, still wins', () => {
    const past = mergeSpans(text, [span('March 31 and I', {}), span('study permit expires March 31', { category: 'legal', source: 'localizer', score: 0.8 })]);
    expect(past.map((s) => s.category)).toEqual(['date']);
    const id = mergeSpans(text, [span('March 31', { category: 'id_number' }), span('study permit expires March 31', { category: 'legal', source: 'localizer', score: 0.8 })]);
    expect(id.map((s) => s.category)).toEqual(['id_number']);
  });
});

describe('codeRanges: a tool\'s error and warning lines (issue 17, session 12)', () => {
  it('reads npm, pip and exception lines as a log', () => {
    const t = 'I keep getting this:\nnpm ERR! code ERESOLVE\nnpm ERR! ERESOLVE unable to resolve dependency tree\nwhat does it mean';
    expect(codeOf(t)).toEqual(['npm ERR! code ERESOLVE', 'npm ERR! ERESOLVE unable to resolve dependency tree']);
    expect(codeOf('TypeError: Cannot read properties of undefined')).toEqual(['TypeError: Cannot read properties of undefined']);
    expect(codeOf('ERROR: Could not find a version that satisfies the requirement')).toHaveLength(1);
  });
  it('leaves prose that names an error', () => {
    expect(codeOf('the error says my card was declined')).toEqual([]);
    expect(codeOf('Errors on my credit report: two late payments')).toEqual([]);
  });
});

describe('mergeSpans: a place that ends a domain fact after a preposition (session 44)', () => {
  const text = 'I got arrested in Ohio for a DUI and was in jail in Cook County';
  const span = spanIn(text, { category: 'location', score: 0.9, source: 'identifier' });
  it('is the place, and the fact ends before it', () => {
    const merged = mergeSpans(text, [
      span('Ohio', { detail: 'us_state' }),
      span('got arrested in Ohio', { category: 'legal', source: 'localizer', score: 0.8 }),
      span('Cook County', { detail: 'location_context', score: 0.6 }),
      span('in jail in Cook County', { category: 'legal', source: 'localizer', score: 0.8 }),
    ]);
    expect(merged.map((s) => [s.category, s.text])).toEqual([
      ['legal', 'got arrested'],
      ['location', 'Ohio'],
      ['legal', 'in jail'],
      ['location', 'Cook County'],
    ]);
  });
  it('a place inside the fact without a preposition before it stays merged', () => {
    const t = 'arrested Ohio';
    const s = spanIn(t, { category: 'location', score: 0.9, source: 'identifier' });
    expect(mergeSpans(t, [s('Ohio', { detail: 'us_state' }), s('arrested Ohio', { category: 'legal', source: 'localizer', score: 0.8 })])).toHaveLength(1);
  });
});

describe('mergeSpans: an organisation that ends a domain fact after a preposition (session 45)', () => {
  it('is the organisation, and the fact, money too, ends before it', () => {
    const text = 'lost 8k gambling on draftkings and got fired from walmart';
    const span = spanIn(text, { category: 'organization', score: 0.9, source: 'identifier' });
    const merged = mergeSpans(text, [
      span('draftkings', {}),
      span('lost 8k gambling on draftkings', { category: 'financial', source: 'localizer', score: 0.9 }),
      span('walmart', {}),
      span('got fired from walmart', { category: 'sensitive', source: 'localizer', score: 0.9 }),
    ]);
    expect(merged.map((s) => [s.category, s.text])).toEqual([
      ['financial', 'lost 8k gambling'],
      ['organization', 'draftkings'],
      ['sensitive', 'got fired'],
      ['organization', 'walmart'],
    ]);
  });
});

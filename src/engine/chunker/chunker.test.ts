import { describe, expect, it } from 'vitest';
import { TextChunker } from './index.ts';

const chunker = new TextChunker();
const texts = (input: string): string[] => chunker.chunk(input).candidates.map((c) => c.text);

describe('TextChunker', () => {
  it('splits trigger-opened enumerations on commas and and/or', () => {
    const input = 'A 58-year-old female has a history of chronic pancreatitis, obesity and diabetes. What is it?';
    const got = texts(input);
    expect(got).toEqual(expect.arrayContaining(['chronic pancreatitis', 'obesity', 'diabetes']));
  });

  it('keeps "X and Y" items whole as well as split', () => {
    const got = texts('The patient presents the symptoms of pale stools and dark urine, fever.');
    expect(got).toEqual(expect.arrayContaining(['pale stools and dark urine', 'pale stools', 'dark urine', 'fever']));
  });

  it('finds gerund and "to VERB" phrases', () => {
    const got = texts("I've been coughing up blood and I need to see a doctor.");
    expect(got).toContain('coughing up blood');
    expect(got).toContain('to see a doctor');
  });

  it('finds noun chunks with a linking preposition', () => {
    expect(texts('Lately I get shortness of breath at night.')).toContain('shortness of breath');
  });

  it('normalises boundaries: no leading conjunction, no trailing punctuation', () => {
    for (const c of chunker.chunk('He was charged with fraud, and theft; or burglary!').candidates) {
      expect(c.text).not.toMatch(/^(and|or)\b/i);
      expect(c.text).not.toMatch(/[.,;:!?]$/);
    }
  });

  it('does not split thousands separators', () => {
    expect(texts('I owe $5,000 to the bank.')).toContain('$5,000 to the bank');
  });

  it('offsets slice the input exactly (UTF-16, leading space, emoji, newlines)', () => {
    const input = '  😀 Hi — I have   a rash,\n itchy eyes and 🤧 sneezing. Naïve café owners, too.';
    const r = chunker.chunk(input);
    expect(r.candidates.length).toBeGreaterThan(0);
    for (const c of [...r.candidates, ...r.sentences]) {
      expect(input.slice(c.start, c.end)).toBe(c.text);
    }
    expect(r.sentences.length).toBe(2);
  });

  it('handles empty and whitespace input', () => {
    expect(chunker.chunk('').candidates).toEqual([]);
    expect(chunker.chunk('   ').candidates).toEqual([]);
  });
});

describe('scoringCandidates', () => {
  it('keeps short candidates and purpose phrases, drops long clauses', async () => {
    const { scoringCandidates, MAX_SCORED_WORDS } = await import('./index.ts');
    const mk = (text: string, kinds: ('clause' | 'infinitive' | 'noun')[] = ['clause']) => ({ start: 0, end: text.length, text, kinds, sentence: 0 });
    const long = mk('for the past three weeks I have been coughing up blood');
    const short = mk('coughing up blood', ['noun']);
    const purpose = mk("to satisfy his own and others' drug needs", ['clause']);
    expect(long.text.split(' ').length).toBeGreaterThan(MAX_SCORED_WORDS);
    expect(scoringCandidates([long, short, purpose])).toEqual([short, purpose]);
    expect(scoringCandidates([mk('   ')])).toEqual([]);
  });
});

describe('time expressions', () => {
  it('also proposes a noun chunk without a trailing time expression', () => {
    expect(texts('I was diagnosed with HIV last year and want to tell my partner.')).toContain('HIV');
  });

  it('does not treat "morning" as a gerund', () => {
    const c = chunker.chunk('I feel dizzy every morning.').candidates;
    expect(c.some((x) => x.text === 'morning' && x.kinds.includes('gerund'))).toBe(false);
  });
});

describe('scoringCandidates: time expressions', () => {
  it('drops bare time expressions, keeps attributes with a time word', async () => {
    const { scoringCandidates } = await import('./index.ts');
    const mk = (text: string) => ({ start: 0, end: text.length, text, kinds: ['noun' as const], sentence: 0 });
    const got = scoringCandidates(['past three weeks', 'every morning', 'day', 'night sweats', 'morning sickness'].map(mk)).map((c) => c.text);
    expect(got).toEqual(['night sweats', 'morning sickness']);
  });
});

describe('a full stop before a digit (issue 17, session 10)', () => {
  it('keeps a leading-dot decimal in its sentence, and still splits at a full stop before a space', () => {
    const c = new TextChunker();
    expect(c.chunk('i take klonopin .5 at night and feel ok').sentences).toHaveLength(1);
    expect(c.chunk('he blew a .11. its my first offense').sentences.map((s) => s.text)).toEqual(['he blew a .11.', 'its my first offense']);
    expect(c.chunk('I paid. 5 days later it bounced.').sentences).toHaveLength(2);
  });
});

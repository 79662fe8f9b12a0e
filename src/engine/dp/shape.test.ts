import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SeededRandom } from './rng.ts';
import { isPublicFrameWord, shapeSpan } from './shape.ts';
import type { ShapePiece } from './shape.ts';
import { rewriteMessageWithNumbers } from './spans.ts';
import type { RankedCandidateSource, SpanInput } from './spans.ts';

const TYPED: Record<string, string[]> = {
  diagnosis: ['asthma', 'migraine', 'an ulcer', 'eczema'],
  charge: ['trespassing', 'an assault charge', 'shoplifting'],
  medication: ['ibuprofen', 'an antacid', 'metformin'],
};
const TYPED_WORDS: Record<string, string> = { lupus: 'diagnosis', cancer: 'diagnosis', vandalism: 'charge', possession: 'charge', zoloft: 'medication' };
const slot = (text: string): string | null => {
  for (const w of text.toLowerCase().split(/\s+/)) if (TYPED_WORDS[w] !== undefined) return TYPED_WORDS[w];
  return null;
};
const GENERAL = ['a detail', 'an issue', 'a private matter', 'something'];
/** A test source: typed lists by head word (as the rewriter's), else a general list; random scores. */
const source: RankedCandidateSource & { jointOdds: number } = {
  rankProfile: { kind: 'step', fraction: 0.25 },
  jointOdds: 3,
  slotOf: (span: SpanInput) => (slot(span.text) === null ? null : `typed:${slot(span.text)!}`),
  rankedCandidates(span, rng) {
    const s = slot(span.text);
    const phrases = s === null ? GENERAL : TYPED[s]!;
    return { phrases: [...phrases], scores: Float64Array.from(phrases, () => rng?.nextDouble() ?? 0), ...(s === null ? {} : { list: `typed:${s}` }) };
  },
};

const piecesOf = (text: string, category = 'medical'): string[] | null =>
  shapeSpan(text, category, (w) => slot(w) !== null)?.map((p: ShapePiece) => `${p.kind}:${text.slice(p.start, p.end)}`) ?? null;

describe('span shapes', () => {
  it.each([
    ['diagnosed with lupus', 'medical', ['words:lupus']],
    ['owe 12k', 'financial', ['number:12k']],
    ['got arrested for vandalism', 'legal', ['words:arrested', 'words:vandalism']],
    ['credit score dropped to 580', 'financial', ['number:580']],
    ['$18,400 in credit card debt', 'financial', ['number:$18,400', 'words:credit card debt']],
    ['taking zoloft 50mg twice a day', 'medical', ['words:zoloft', 'number:50mg', 'words:twice a day']],
    ['stage 2 colon cancer', 'medical', ['words:stage 2 colon cancer']],
  ] as const)('%s → %j', (text, category, expected) => {
    expect(piecesOf(text, category)).toEqual(expected);
  });

  it('whole spans stay whole when nothing is framed, numeric or typed', () => {
    expect(piecesOf('credit card debt', 'financial')).toBeNull();
    expect(piecesOf('I get why he did it')).toBeNull();
    expect(piecesOf('arrested', 'legal')).toBeNull();
  });
});

const PREFIX = ['my wife was ', 'I ', 'he got ', 'so my son was ', 'Last week I was ', 'MY SON WAS '];
const FRAME = ['diagnosed with ', 'charged with ', 'owe ', 'taking ', '', 'a ', 'the '];
const OBJECT = ['lupus', 'vandalism', '$12,400', '12k', 'zoloft 50mg twice a day', 'stage 2 cancer', 'weird rash', 'possession of stolen property', 'kleptomania'];
const SUFFIX = [' last week.', '.', ' and i need help', ' on my visa?', ''];
const PRIVATE = ['lupus', 'zoloft', 'weird', 'stolen', 'kleptomania', 'rash'];

describe('properties of the shaped splice (fast-check)', () => {
  it('outside text verbatim, only public words of the span kept, private words gone, no doubled determiner, ε_text spent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PREFIX),
        fc.constantFrom(...FRAME),
        fc.constantFrom(...OBJECT),
        fc.constantFrom(...SUFFIX),
        fc.constantFrom('medical' as const, 'legal' as const, 'financial' as const),
        fc.nat(),
        (prefix, frame, object, suffix, category, seed) => {
          const caps = prefix === 'MY SON WAS ';
          const spanText = caps ? (frame + object).toUpperCase() : frame + object;
          const text = prefix + spanText + suffix;
          const span = { start: prefix.length, end: prefix.length + spanText.length, text: spanText, category };
          const r = rewriteMessageWithNumbers(text, [span], source, { epsilonText: 20 }, new SeededRandom(seed));
          const out = r.spans[0]!;
          expect(r.text.slice(out.newStart, out.newEnd)).toBe(out.replacement);
          expect(r.text.slice(out.newEnd)).toBe(suffix);
          const before = r.text.slice(0, out.newStart);
          if (out.lead) expect(before).toBe(prefix.slice(0, out.lead.start) + out.lead.text + prefix.slice(out.lead.end));
          else expect(before).toBe(prefix);
          // Words of the span that survive are public frame words (or numbers the numeric mechanism drew).
          const shaped = shapeSpan(spanText, category, (w) => slot(w) !== null);
          if (shaped !== null) {
            let cursor = 0;
            for (const p of shaped) {
              for (const w of spanText.slice(cursor, p.start).split(/\s+/).filter((x) => x !== '')) expect(isPublicFrameWord(w), w).toBe(true);
              cursor = p.end;
            }
            for (const w of spanText.slice(cursor).split(/\s+/).filter((x) => x !== '')) expect(isPublicFrameWord(w), w).toBe(true);
          }
          for (const w of PRIVATE) expect(r.text.toLowerCase()).not.toMatch(new RegExp(`\\b${w}\\b`));
          expect(r.text).not.toMatch(/\b(a|an|the|my)\s+(a|an|the|my)\b/i);
          if (caps && !/[a-z]/.test(suffix)) expect(out.replacement).toBe(out.replacement.toUpperCase());
          if (frame.trim() !== '' && !/^(a|the) $/.test(frame)) expect(out.replacement.toLowerCase().startsWith(frame.trim())).toBe(true);
          expect(r.events.reduce((s, e) => s + e.epsilon, 0)).toBeCloseTo(20, 9);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('numbers inside schedules and punctuation inside spans (issue 19)', () => {
  it.each([
    ['hot flashes like 15 times a day', ['words:hot flashes', 'number:15']],
    ['zoloft every 2 weeks', ['words:zoloft', 'number:2']],
    ['zoloft twice a day', ['words:zoloft', 'words:twice a day']],
  ])('"%s" → %j', (text, pieces) => {
    expect(piecesOf(text)).toEqual(pieces);
  });

  it('a run of content words never crosses a bracket or a comma', () => {
    expect(piecesOf('6 months of chemo (FOLFOX every 2 weeks)')).toEqual(['number:6 months', 'words:chemo', 'words:FOLFOX', 'number:2']);
    expect(piecesOf('diagnosed with lupus, cancer')).toEqual(['words:lupus', 'words:cancer']);
  });
});

describe('a schedule written with "3x" stays one schedule piece', () => {
  it('"zoloft 3x a day"', () => {
    expect(piecesOf('zoloft 3x a day')).toEqual(['words:zoloft', 'words:3x a day']);
  });
});

/**
 * TextChunker (DAMPER Appendix D): splits a message into sentences and proposes candidate spans that
 * the localizer scores. Candidates come from
 *   1. enumerations opened by trigger phrases, split on commas, semicolons and and/or;
 *   2. noun chunks (POS pattern, optionally joined by "of"/"in"/... to a following chunk);
 *   3. gerund (VBG) phrases;
 *   4. "to VERB" phrases.
 * Boundaries are normalised: no leading conjunction/relative word, no trailing punctuation.
 *
 * wink-nlp gives sentences, tokens and UD POS tags; it has no dependency parse and no PTB "VBG" tag,
 * so a gerund is a VERB/NOUN token ending in "-ing" and a phrase runs to the next weak boundary.
 *
 * Offsets are UTF-16 indices into the input; every candidate satisfies
 * `text === input.slice(start, end)`.
 */
import winkNLP from 'wink-nlp';
import type { WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export type CandidateKind = 'enumeration' | 'clause' | 'noun' | 'gerund' | 'infinitive';

export interface Segment {
  start: number;
  end: number;
  text: string;
}

export interface Candidate extends Segment {
  /** Every rule that proposed exactly this span (deduplicated by offsets). */
  kinds: CandidateKind[];
  /** Index into `ChunkResult.sentences`. */
  sentence: number;
}

/** A word token with its UD POS tag (wink-nlp) and the index of its sentence in `ChunkResult.sentences`. */
export interface Token extends Segment {
  lower: string;
  pos: string;
  sentence: number;
}

export interface ChunkResult {
  sentences: Segment[];
  candidates: Candidate[];
  /** Every token wink placed, in order (the fact stage reads them; see src/engine/facts). */
  tokens: Token[];
}

export interface ChunkerOptions {
  /** Longest candidate kept, in characters (long spans are clauses, not attributes). */
  maxChars?: number;
}

interface Tok {
  start: number;
  end: number;
  value: string;
  lower: string;
  pos: string;
}

/**
 * Phrases after which a list of attributes typically follows. Matched case-insensitively on word
 * boundaries; the enumeration region runs from the trigger's end to the next trigger or the end of the
 * sentence. Deliberately broad: a trigger only proposes candidates, the localizer decides.
 */
const TRIGGERS: readonly string[] = [
  // medical
  'history of',
  'symptoms? of',
  'symptoms? (?:include|including|like|such as)',
  'presents?(?: with)?',
  'presenting with',
  'suffer(?:s|ed|ing)? from',
  'diagnosed with',
  'diagnosis of',
  'complain(?:s|ed|ing)? (?:of|about)',
  'experienc(?:e|es|ed|ing)',
  'treated for',
  'prescribed',
  'allergic to',
  'signs of',
  'struggl(?:e|es|ed|ing) with',
  'dealing with',
  'worried about',
  // legal
  'contains',
  'is',
  'are',
  'was',
  'were',
  'charged with',
  'accused of',
  'convicted of',
  'arrested for',
  'guilty of',
  'sued for',
  'involv(?:es|ed|ing)',
  'consists? of',
  // financial
  'owe',
  'owes',
  'owed',
  'behind on',
  'default(?:ed)? on',
  'fil(?:e|ed|ing) for',
  'earn(?:s|ed)?',
  'make',
  'makes',
  // general
  'such as',
  'including',
  'includes?',
  'like',
  'because of',
  'due to',
  'with',
  'have',
  'has',
  'had',
  "i've",
  "i'm",
  'got',
  'been',
  ':',
];

const TRIGGER_RE = new RegExp(
  TRIGGERS.map((t) => (t === ':' ? ':' : `\\b${t}\\b`)).join('|'),
  'gi',
);

/** Separators inside an enumeration region. */
// A comma between digits ("$5,000") is a thousands separator, not a list separator.
const WEAK_SEP_RE = /\s*(?:[;\u2014]|,(?!\d)|(?<!\d),)\s*|\s+(?:and|or|and\/or)\s+/gi;
const COMMA_SEP_RE = /\s*(?:[;\u2014]|,(?!\d)|(?<!\d),)\s*/g;

const LEADING_STRIP = new Set([
  'and',
  'or',
  'but',
  'nor',
  'then',
  'also',
  'that',
  'which',
  'who',
  'whom',
  'as',
  'so',
  'plus',
]);
const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'his', 'her', 'their', 'our', 'your', 'its', 'this', 'that', 'these', 'those', 'some', 'any']);
const TRAILING_PUNCT_RE = /[\s.,;:!?\u2014\u2013\-"'()[\]{}]+$/u;
const LEADING_PUNCT_RE = /^[\s.,;:!?\u2014\u2013\-"'()[\]{}]+/u;

const PRONOUNS = new Set(['i', "i'm", "i've", "i'd", "i'll", 'me', 'you', 'he', 'she', 'we', 'they', 'it', 'him', 'them', 'us']);
const NOUN_BODY = new Set(['ADJ', 'NOUN', 'PROPN', 'NUM']);
/** "HIV last year", "a rash this morning": a time expression glued to the end of a noun chunk. */
const TIME_MODIFIERS = new Set(['last', 'next', 'this', 'every', 'past', 'few', 'each']);
const TIME_NOUNS = new Set([
  'year', 'years', 'month', 'months', 'week', 'weeks', 'day', 'days', 'night', 'nights', 'morning', 'mornings',
  'evening', 'evenings', 'weekend', 'time', 'summer', 'winter', 'spring', 'autumn', 'fall', 'monday', 'tuesday',
  'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'today', 'yesterday', 'tonight', 'tomorrow',
]);
const NOUN_HEAD = new Set(['NOUN', 'PROPN']);
const LINK_PREPS = new Set(['of', 'in', 'with', 'to', 'from', 'on', 'for']);
/** Nouns that end in -ing but are not gerunds. */
const NOT_GERUNDS = new Set([
  'morning', 'evening', 'nothing', 'something', 'anything', 'everything', 'thing', 'things', 'during', 'ceiling',
  'building', 'wedding', 'spring', 'string', 'king', 'ring', 'wing', 'pudding', 'sibling', 'siblings', 'duckling',
]);

let shared: WinkMethods | undefined;
let coreLoader: (() => unknown) | undefined;

/**
 * Another way to load the sentence model's core (wink-eng-lite-web-model's lexicon and feature tables), used from
 * the first chunk on; it must give the very value the package's own `model.core()` gives. Node's engine sets one
 * that skips the package's deep copy (src/cli/wink-core.ts). No effect once the pipeline is built.
 */
export function setSentenceModelCore(load: () => unknown): void {
  if (!shared) coreLoader = load;
}

/** The wink pipeline is ~70 ms to build: build it once, lazily. */
function nlp(): WinkMethods {
  shared ??= winkNLP(coreLoader ? ({ ...model, core: coreLoader }) : model, ['sbd', 'pos']);
  return shared;
}

export class TextChunker {
  private readonly maxChars: number;

  constructor(options: ChunkerOptions = {}) {
    this.maxChars = options.maxChars ?? 120;
  }

  chunk(input: string): ChunkResult {
    const wink = nlp();
    const doc = wink.readDoc(input);
    // wink's `its.*` are free functions typed as methods; passing them is the library's documented API.
    /* eslint-disable @typescript-eslint/unbound-method */
    const values = doc.tokens().out(wink.its.value);
    const tags = doc.tokens().out(wink.its.pos);
    // wink does not expose offsets: recover them by scanning forward for each token's value.
    const byIndex: (Tok | undefined)[] = [];
    let cursor = 0;
    for (let i = 0; i < values.length; i++) {
      const v = values[i] ?? '';
      const at = v.length === 0 ? -1 : input.indexOf(v, cursor);
      if (at < 0) {
        byIndex.push(undefined); // a token wink normalised so we cannot place it: skip it
        continue;
      }
      byIndex.push({ start: at, end: at + v.length, value: v, lower: v.toLowerCase(), pos: tags[i] ?? 'X' });
      cursor = at + v.length;
    }
    const placedPerSentence: Tok[][] = [];
    let from = 0;
    // its.span gives each sentence's [first, last] token index.
    const spans = doc.sentences().out(wink.its.span) as unknown as number[][];
    /* eslint-enable @typescript-eslint/unbound-method */
    for (const sp of spans) {
      const last = (sp[1] ?? from) + 1;
      placedPerSentence.push(byIndex.slice(from, last).filter((t): t is Tok => t !== undefined));
      from = last;
    }
    if (from < byIndex.length) placedPerSentence.push(byIndex.slice(from).filter((t): t is Tok => t !== undefined));
    // A full stop right before a digit is a decimal point, not a sentence's end ("klonopin .5 at night", "blew a
    // .11"): wink splits there, so the two parts are joined again.
    for (let i = placedPerSentence.length - 2; i >= 0; i--) {
      const a = placedPerSentence[i] ?? [];
      const b = placedPerSentence[i + 1] ?? [];
      const dot = a[a.length - 1];
      const next = b[0];
      if (dot?.value === '.' && next && next.start === dot.end && /^\d/.test(next.value) && !/\d$/.test(input.slice(Math.max(0, dot.start - 1), dot.start))) {
        placedPerSentence.splice(i, 2, [...a, ...b]);
      }
    }

    const sentences: Segment[] = [];
    const tokens: Token[] = [];
    const out = new Map<string, Candidate>();
    const add = (s: number, e: number, kind: CandidateKind, sentence: number, stripDet: boolean): void => {
      const span = this.normalise(input, s, e, stripDet);
      if (!span) return;
      const key = `${span.start}:${span.end}`;
      const prev = out.get(key);
      if (prev) {
        if (!prev.kinds.includes(kind)) prev.kinds.push(kind);
        return;
      }
      out.set(key, { ...span, kinds: [kind], sentence });
    };

    placedPerSentence.forEach((stoks) => {
      const first = stoks[0];
      const last = stoks[stoks.length - 1];
      if (!first || !last) return;
      const sent = { start: first.start, end: last.end, text: input.slice(first.start, last.end) };
      sentences.push(sent);
      const sIndex = sentences.length - 1;
      for (const t of stoks) tokens.push({ start: t.start, end: t.end, text: t.value, lower: t.lower, pos: t.pos, sentence: sIndex });
      this.enumerations(input, sent, (s, e, kind) => add(s, e, kind, sIndex, false));
      this.phrases(stoks, (s, e, kind, strip) => add(s, e, kind, sIndex, strip));
    });

    const candidates = [...out.values()].sort((a, b) => a.start - b.start || b.end - a.end);
    return { sentences, candidates, tokens };
  }

  /** Trigger-opened regions split on weak separators (and, unsplit on and/or, to keep "X and Y" items). */
  private enumerations(input: string, sent: Segment, emit: (s: number, e: number, k: CandidateKind) => void): void {
    const triggers: { start: number; end: number }[] = [];
    TRIGGER_RE.lastIndex = 0;
    for (let m = TRIGGER_RE.exec(sent.text); m; m = TRIGGER_RE.exec(sent.text)) {
      triggers.push({ start: m.index, end: m.index + m[0].length });
    }
    for (let i = 0; i < triggers.length; i++) {
      const t = triggers[i];
      if (!t) continue;
      // Region ends at the next trigger that starts a new enumeration, or the sentence end. A trigger
      // inside an item ("history of X with Y") must not cut short a longer, earlier region, so both
      // the short (to next trigger) and the long (to sentence end) regions are split.
      const next = triggers[i + 1];
      const ends = new Set([sent.text.length]);
      if (next) ends.add(next.start);
      for (const end of ends) {
        const region = sent.text.slice(t.end, end);
        const base = sent.start + t.end;
        splitOn(region, WEAK_SEP_RE, (s, e) => emit(base + s, base + e, 'enumeration'));
        splitOn(region, COMMA_SEP_RE, (s, e) => emit(base + s, base + e, 'enumeration'));
      }
    }
    // The sentence's own clauses (split on , ; and strong punctuation) are candidates too: free text
    // often lists attributes without any trigger.
    splitOn(sent.text, /\s*(?:[;:()\u2014]|,(?!\d)|(?<!\d),)\s*|\s+(?:and|or|but|because|so)\s+/gi, (s, e) =>
      emit(sent.start + s, sent.start + e, 'clause'),
    );
    void input;
  }

  /** Noun chunks, gerund phrases and "to VERB" phrases from POS tags. */
  private phrases(toks: Tok[], emit: (s: number, e: number, k: CandidateKind, stripDet: boolean) => void): void {
    const n = toks.length;
    const tight = (i: number): boolean => {
      // token i attached to token i-1 with no whitespace, e.g. "13-year-old"
      const a = toks[i - 1];
      const b = toks[i];
      return !!a && !!b && a.end === b.start;
    };
    const isBoundary = (t: Tok): boolean =>
      (t.pos === 'PUNCT' && t.value !== '-' && t.value !== "'") || t.pos === 'CCONJ' || t.pos === 'SCONJ';

    // Noun chunks: (DET|possessive)? (ADJ|NOUN|PROPN|NUM|hyphen-joined)* (NOUN|PROPN)
    const chunks: { s: number; e: number }[] = [];
    for (let i = 0; i < n; ) {
      let j = i;
      const t0 = toks[i];
      if (t0 && (t0.pos === 'DET' || DETERMINERS.has(t0.lower))) j++;
      let lastHead = -1;
      while (j < n) {
        const t = toks[j];
        if (!t) break;
        if (NOUN_BODY.has(t.pos) || (t.value === '-' && tight(j) && tight(j + 1))) {
          if (NOUN_HEAD.has(t.pos)) lastHead = j;
          j++;
          continue;
        }
        if ((t.pos === 'VERB' || t.pos === 'ADJ') && tight(j) && toks[j - 1]?.value === '-') {
          j++; // "well-controlled"
          continue;
        }
        break;
      }
      if (lastHead >= i) {
        chunks.push({ s: i, e: lastHead });
        i = lastHead + 1;
      } else {
        i = Math.max(i + 1, j);
      }
    }
    for (const c of chunks) {
      const a = toks[c.s];
      const b = toks[c.e];
      if (a && b) emit(a.start, b.end, 'noun', true);
      // Without a trailing time expression: "HIV last year" → "HIV" as well.
      let e = c.e;
      if (TIME_NOUNS.has(toks[e]?.lower ?? '')) {
        e--;
        if (TIME_MODIFIERS.has(toks[e]?.lower ?? '') || toks[e]?.pos === 'NUM') e--;
      }
      const b2 = toks[e];
      if (a && b2 && e >= c.s && e < c.e) emit(a.start, b2.end, 'noun', true);
    }
    // NP (of|in|with|...) NP — "shortness of breath", "pain in the chest"
    for (let k = 0; k + 1 < chunks.length; k++) {
      const c = chunks[k];
      const d = chunks[k + 1];
      if (!c || !d) continue;
      const prep = toks[c.e + 1];
      if (d.s === c.e + 2 && prep && LINK_PREPS.has(prep.lower)) {
        const a = toks[c.s];
        const b = toks[d.e];
        if (a && b) emit(a.start, b.end, 'noun', true);
      }
    }

    // Gerund phrases and "to VERB" phrases run to the next weak boundary (max 10 tokens); the short
    // form stops after the first noun chunk ("coughing up blood" in "coughing up blood at night").
    for (let i = 0; i < n; i++) {
      const t = toks[i];
      if (!t) continue;
      const gerund = (t.pos === 'VERB' || t.pos === 'NOUN') && t.lower.length > 4 && t.lower.endsWith('ing') && !NOT_GERUNDS.has(t.lower);
      const next = toks[i + 1];
      const infinitive = t.lower === 'to' && !!next && (next.pos === 'VERB' || next.pos === 'AUX');
      if (!gerund && !infinitive) continue;
      const kind: CandidateKind = gerund ? 'gerund' : 'infinitive';
      let j = i + (infinitive ? 1 : 0);
      let firstNounEnd = -1;
      while (j + 1 < n && j - i < 10) {
        const u = toks[j + 1];
        if (!u || isBoundary(u)) break;
        j++;
        if (firstNounEnd < 0 && NOUN_HEAD.has(u.pos)) firstNounEnd = j;
      }
      const a = toks[i];
      const b = toks[j];
      if (a && b) emit(a.start, b.end, kind, false);
      const c = toks[firstNounEnd];
      if (firstNounEnd > 0 && firstNounEnd < j && c) emit(t.start, c.end, kind, false);
    }
  }

  /** Trim whitespace, leading conjunctions/relatives (and determiners if asked), trailing punctuation. */
  private normalise(input: string, start: number, end: number, stripDet: boolean): Segment | undefined {
    let s = start;
    let e = end;
    for (let guard = 0; guard < 8; guard++) {
      const before = `${s}:${e}`;
      let text = input.slice(s, e);
      const lead = LEADING_PUNCT_RE.exec(text);
      if (lead) s += lead[0].length;
      text = input.slice(s, e);
      const trail = TRAILING_PUNCT_RE.exec(text);
      if (trail) e -= trail[0].length;
      text = input.slice(s, e);
      const word = /^(\S+)\s+/.exec(text);
      if (word?.[1]) {
        const w = word[1].toLowerCase();
        if (LEADING_STRIP.has(w) || (stripDet && DETERMINERS.has(w))) s += word[0].length;
      }
      text = input.slice(s, e);
      const tailWord = /\s+(and|or|but|the|a|an)$/i.exec(text);
      if (tailWord) e -= tailWord[0].length;
      if (`${s}:${e}` === before) break;
    }
    if (e <= s) return undefined;
    const text = input.slice(s, e);
    if (!/\p{L}/u.test(text) || e - s > this.maxChars) return undefined;
    const lower = text.toLowerCase();
    if (LEADING_STRIP.has(lower) || DETERMINERS.has(lower) || PRONOUNS.has(lower)) return undefined;
    return { start: s, end: e, text };
  }
}

const TIME_WORDS = new Set([
  ...TIME_NOUNS,
  ...TIME_MODIFIERS,
  ...['hour', 'hours', 'minute', 'minutes', 'weekends', 'times', 'the', 'a', 'an', 'for', 'in', 'on', 'at', 'ago', 'since'],
  ...['about', 'around', 'couple', 'of', 'several', 'once', 'twice', 'daily', 'weekly', 'one', 'two', 'three', 'four', 'five'],
  ...['six', 'seven', 'eight', 'nine', 'ten'],
]);

/**
 * Longest candidate, in words, that is worth encoding: 99% of the gold private spans in the training data
 * have at most 6 words, and a longer candidate can still be matched by a shorter one inside it.
 */
export const MAX_SCORED_WORDS = 6;
/** "to satisfy his own and others' drug needs": purpose phrases (motives in case descriptions) are longer; up to 10 words. */
const MAX_INFINITIVE_WORDS = 10;

/**
 * The candidates the localizer scores: those of at most `maxWords` words. Encoding dominates the cost of an
 * analysis, and long clauses are almost never the best-scoring span for an attribute (on the training data,
 * dropping > 6-word candidates cut 15% of candidates and 0.1 point of F1).
 */
export function scoringCandidates<T extends Segment & { kinds?: readonly CandidateKind[] }>(candidates: readonly T[], maxWords = MAX_SCORED_WORDS): T[] {
  return candidates.filter((c) => {
    const tokens = c.text.trim().split(/\s+/).filter(Boolean);
    // A bare time expression ("past three weeks", "every morning", "day") is never the private attribute.
    if (tokens.every((w) => TIME_WORDS.has(w.toLowerCase()) || /^\d+$/.test(w))) return false;
    const words = tokens.length;
    const purpose = c.kinds?.includes('infinitive') === true || /^to\s/i.test(c.text);
    const limit = purpose ? Math.max(maxWords, MAX_INFINITIVE_WORDS) : maxWords;
    return words > 0 && words <= limit;
  });
}

/** Calls `emit` with [start, end) of every piece of `text` between matches of `sep`. */
function splitOn(text: string, sep: RegExp, emit: (s: number, e: number) => void): void {
  const re = new RegExp(sep.source, sep.flags.includes('g') ? sep.flags : `${sep.flags}g`);
  let from = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    if (m.index > from) emit(from, m.index);
    from = m.index + m[0].length;
  }
  if (from < text.length) emit(from, text.length);
}

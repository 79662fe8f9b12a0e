/**
 * The fact tagger (issue 17, docs/fact-tagger.md): the token-tagger MLP (src/engine/heads/token-mlp.ts) over the span
 * encoder's per-token states, labelling each SentencePiece token O, B-kind or I-kind for the private domain facts of
 * a message — health, legal, financial and other sensitive facts — as DESIGN.md's guideline marks them ("owe 12k on
 * my car loan", "charged with vandalism", "zoloft 50mg"). Trained offline by scripts/train/fact-tagger.ts on generated
 * messages (scripts/train/fact-data.ts).
 *
 * File `models/fact-tagger.json`: the same layout as models/tagger.json (standardisation, one hidden ReLU layer, a
 * softmax over 1 + 2·kinds classes, a Platt calibration of span scores, the reporting threshold) with `kind:
 * "fact-tagger"` and its own type list.
 */
import { DRUG_START, gameScoreAt, raceDistanceAt } from '../facts/terms.ts';
import { NUMBER_WORDS } from '../text/words.ts';
import { parseSequenceHead, sequenceLogits, serializeSequenceHead, type SequenceFile, type SequenceHead } from '../heads/sequence.ts';
import { decodeBio, frozenHeadLogits, parseBioHead, serializeBioHead, softmaxRows, type BioSpan, type TaggerHead, type TaggerHeadFile } from '../tagger/head.ts';

/** The kinds the fact tagger labels, in class order (class 1 + 2k is B of FACT_TYPES[k], 2 + 2k its I). */
export const FACT_TYPES = ['health', 'legal', 'financial', 'other'] as const;
export type FactType = (typeof FACT_TYPES)[number];
export const FACT_CLASSES = 1 + 2 * FACT_TYPES.length;

/**
 * The token MLP (one head or several merged), and since session 40 optionally a sequence head over the whole window
 * (src/engine/heads/sequence.ts): a token's logits are then (1 − seqWeight) × the MLP's + seqWeight × the sequence head's
 * (seqWeight 1: the sequence head alone; the MLP is not run). Several sequence heads (an ensemble of seeds) count as one
 * whose logits are their mean.
 */
export type FactTaggerHead = TaggerHead & { seq?: readonly SequenceHead[]; seqWeight?: number };
export type FactSpan = BioSpan<FactType>;

/** `seq`: one sequence head, or an array of them (averaged). */
export type FactTaggerFile = TaggerHeadFile & { kind: 'fact-tagger'; seq?: SequenceFile | SequenceFile[]; seqWeight?: number };

/** Parses and checks models/fact-tagger.json; throws on any mismatch (a broken file must not load as a silent head). */
export function parseFactTaggerHead(json: unknown): FactTaggerHead {
  const head: FactTaggerHead = parseBioHead(json, 'fact-tagger.json', FACT_TYPES, 'fact-tagger');
  const f = json as Partial<FactTaggerFile>;
  if (f.seq === undefined && f.seqWeight === undefined) return head;
  const w = f.seqWeight;
  if (typeof w !== 'number' || !(w > 0 && w <= 1)) throw new Error(`fact-tagger.json: seqWeight must be in (0, 1], got ${String(w)}`);
  const files: unknown[] = Array.isArray(f.seq) ? f.seq : [f.seq];
  if (files.length === 0) throw new Error('fact-tagger.json: seq is an empty list');
  const stateDim = head.dim / (2 * (head.context ?? 0) + 1 + (head.pooled ? 1 : 0));
  head.seq = files.map((file, i) => {
    const h = parseSequenceHead(file, files.length > 1 ? `fact-tagger.json seq[${i}]` : 'fact-tagger.json', FACT_CLASSES);
    if (h.dim !== stateDim) throw new Error(`fact-tagger.json: the sequence head reads ${h.dim}-d states, the MLP ${head.dim}-d rows`);
    return h;
  });
  head.seqWeight = w;
  return head;
}

export function serializeFactTaggerHead(h: FactTaggerHead): FactTaggerFile {
  if (h.classes !== FACT_CLASSES) throw new Error(`fact tagger head has ${h.classes} classes, expected ${FACT_CLASSES}`);
  const { version, ...rest } = serializeBioHead(h, FACT_TYPES);
  return { version, kind: 'fact-tagger', ...rest, ...(h.seq?.length ? { seq: h.seq.length === 1 ? serializeSequenceHead(h.seq[0] as SequenceHead) : h.seq.map(serializeSequenceHead), seqWeight: h.seqWeight ?? 1 } : {}) };
}

/** Class logits of each token of one window ([n, FACT_CLASSES]); `states` are the window's encoder states [n, dim]. */
export function factLogits(head: FactTaggerHead, states: Float32Array, n: number): Float32Array {
  const heads = head.seq ?? [];
  const w = heads.length ? (head.seqWeight ?? 1) : 0;
  if (w === 0) return frozenHeadLogits(head, states, n);
  // The sequence heads' sum, then one pass: (1 − w) × the MLP's + (w / heads) × the sum.
  const seq = sequenceLogits(heads[0] as SequenceHead, states, n);
  for (let k = 1; k < heads.length; k++) {
    const more = sequenceLogits(heads[k] as SequenceHead, states, n);
    for (let i = 0; i < seq.length; i++) seq[i] = (seq[i] as number) + (more[i] as number);
  }
  if (w === 1 && heads.length === 1) return seq;
  const share = w / heads.length;
  const mlp = w < 1 ? frozenHeadLogits(head, states, n) : undefined;
  for (let i = 0; i < seq.length; i++) seq[i] = (mlp ? (1 - w) * (mlp[i] as number) : 0) + share * (seq[i] as number);
  return seq;
}

/**
 * Class probabilities of each token, row-major [n, FACT_CLASSES]. `states` are the tokens the head reads, those that
 * cover text (tagger/tag.ts textTokens): a pooled head's window mean is over all of them.
 */
export function factProbabilities(head: FactTaggerHead, states: Float32Array, n: number): Float32Array {
  return softmaxRows(factLogits(head, states, n), head.classes);
}

/** A token's character range and its probability of lying inside a fact of any kind (1 − P(O)). */
export interface FactToken {
  start: number;
  end: number;
  p: number;
}

/** Spans and per-token fact probabilities of one window (`starts`/`ends`: token ranges in `text`). */
export function decodeFacts(head: FactTaggerHead, text: string, probs: Float32Array, starts: readonly number[], ends: readonly number[]): { spans: FactSpan[]; tokens: FactToken[] } {
  const tokens: FactToken[] = [];
  for (let t = 0; t < starts.length; t++) {
    const s = starts[t] ?? 0;
    const e = ends[t] ?? 0;
    if (e > s) tokens.push({ start: s, end: e, p: 1 - (probs[t * head.classes] as number) });
  }
  return { spans: decodeBio(head, text, probs, starts, ends, FACT_TYPES), tokens };
}

/**
 * The highest fact probability of a token overlapping [start, end) (tokens sorted by start), or undefined when no
 * token overlaps it (the range was not tagged: a veto must then keep the span).
 */
export function maxFactProbability(tokens: readonly FactToken[], start: number, end: number): number | undefined {
  let best: number | undefined;
  for (const t of tokens) {
    if (t.start >= end) break;
    if (t.end > start) best = Math.max(best ?? 0, t.p);
  }
  return best;
}

/** Words that carry no fact on their own: a span of only these ("it", "there", "of my") is the tagger's noise. */
const EMPTY_WORDS = new Set(
  `a an the i me my mine you your he him his she her it its we us our they them their this that these those there here
  of to in on at by for with from as and or but if so than then about into over under up down out off no not yes
  is am are was were be been being do does did have has had will would can could should may might must
  what which who whom whose when where why how all any some each every own other such same very just also too only
  like get got make made take took say said one`.split(/\s+/),
);

/**
 * True when a span's text could hold a fact by itself: a figure, or a word of at least three letters that is not a
 * function word. ("it", "of", "there", "his" are not; "gout", "$410", "dui" are.)
 */
export function substantive(text: string): boolean {
  if (/\d/.test(text)) return true;
  return (text.toLowerCase().match(/[\p{L}][\p{L}'’-]*/gu) ?? []).some((w) => w.length >= 3 && !EMPTY_WORDS.has(w));
}

/** The words of a span that are not function words ("for safety" has one: "safety"; "the arrest" one). */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\d][\p{L}\d'’.,$£€%/-]*/gu) ?? []).filter((w) => !EMPTY_WORDS.has(w));
}

/**
 * A figure with a unit of time, a count or a year alone ("6 days", "three weeks", "24h", "2016", "3L", "8"): when,
 * not what.
 */
const FIGURE_ONLY = new RegExp(
  `^(?:a |the |~|about |like |x|for )?(?:(?:\\d[\\d,.]*|${NUMBER_WORDS.slice(1).join('|')}|a few|few|several|a couple of|couple of)[\\s-]*(?:h|hrs?|hours?|min(?:ute)?s?|days?|weeks?|wks?|months?|mos?|years?|yrs?|l|x|times)(?: straight| ago| later| now)?|\\d+(?:\\.\\d+)?)$`,
  'i',
);
/** A calendar quarter or a retirement plan's name alone ("Q3", "401k"): a label, not an amount. */
const LABEL_ONLY = /^(?:q[1-4]|fy\d{2,4}|401\(?k\)?s?|403\(?b\)?|roth(?: ira)?|ira|hsa|fsa|1099|w-?2)$/i;
/** An amount of nothing ("$0", "0.00"). */
const ZERO_AMOUNT = /^[-+]?[$£€]?0(?:\.0+)?$/;

/** A word that links a phrase to what follows it (a preposition, an article, a conjunction, a form of "be"), at its end. */
const TRAILING_LINK =
  /[\s,]+(?:a|an|the|with|for|of|in|on|at|to|from|over|against|because|bc|is|are|was|were|be|been|and|or|but|my|his|her|their|our|your|that|which|who|so|as|by|about|after|before|since|than|if|when|while|like|greater|less|more|higher|lower|he|she|i|we|they|plus)$/i;
/** A chat filler at a phrase's end ("my ankle monitor lol", "3 months behind tbh"): the writer's tone, not the fact. */
const TRAILING_FILLER = /[\s,]+(?:lol+|lmf?ao+|haha+|hehe+|tbh|ngl|smh|pls|plz|idk|ugh+|fr|xd|😭|😅|🙃|💀)$/iu;
/** The verb a question asks of its subject ("will my dui show up", "does my arrest matter"): never part of the fact (session 44). */
const TRAILING_ASKED = /[\s,]+(?:shows?(?: up)?|matters?|affects?|appears?|counts?)$/i;

/**
 * A span's end without the words that tie it to what follows or the writer's fillers ("house arrest till", "my
 * ankle monitor lol"): [start, end) shortened, never emptied (session 43; the localizer's candidates keep them).
 */
export function trimTrailingLinks(text: string, start: number, end: number): number {
  let b = end;
  for (;;) {
    const piece = text.slice(start, b);
    const m = TRAILING_LINK.exec(piece) ?? TRAILING_FILLER.exec(piece) ?? TRAILING_ASKED.exec(piece);
    if (!m || m.index === 0) return b;
    b = start + m.index;
  }
}

/** A preposition or a conjunction at a phrase's start, or a copula before a figure ("is 58"). */
const LEADING_LINK = /^\s*(?:for|with|of|in|on|at|to|from|by|and|or|but|so|because|bc|(?:is|are|was|were|am|be)(?=\s+[$£€₹~]?\d))\s+/i;
/** A subject pronoun at a phrase's start. */
const LEADING_SUBJECT = /^(?:i|he|she|we|they|you|it|(?:i['’]?m|we['’]re|he['’]s|she['’]s|they['’]re|you['’]re|it['’]s)(?=\s+\S+\s))\s+/i;

/**
 * The fact tagger's span made to the guideline's conventions, in `text`'s coordinates: a number the tokens cut
 * ("$899" of "$899.00") gets its decimals back, a trailing full stop or comma goes, and a verb of earning or owing
 * before an amount is left out. Returns undefined for a span that states nothing alone: a figure of time or a count
 * without a word ("6 days", "2016", "24h"), a quarter or a plan's name alone ("Q3", "401k"), an amount of nothing ("$0") or a race's distance ("my 5k tomorrow").
 */
export function shapeFactSpan(text: string, start: number, end: number): { start: number; end: number } | undefined {
  let a = start;
  let b = end;
  // A span the tokens cut at a thousands comma ("5,|430", "14,|200") takes the whole number (session 25).
  const before = /(?<![\d,.])\d{1,3}(?:,\d{3})*,$/.exec(text.slice(0, a));
  if (before && /^\d{3}(?!\d)/.test(text.slice(a))) a = before.index;
  const after = /^(?:,\d{3}(?!\d))+/.exec(text.slice(b));
  if (after && /(?<![\d.])\d{1,3}(?:,\d{3})*$/.test(text.slice(a, b))) b += after[0].length;
  // A phrase does not open on the word that links it to what comes before ("for 2 days", "with a 4"): it goes first,
  // so that what is left is judged alone.
  const link = LEADING_LINK.exec(text.slice(a, b));
  if (link && link[0].length < b - a) a += link[0].length;
  // nor does a game's score ("lost 5-0"), a pair of small numbers alone (session 44)
  if (FIGURE_ONLY.test(text.slice(a, b).trim()) || gameScoreAt(text, a, b)) return undefined;
  const dec = /^[.,]\d{1,2}(?!\d)/.exec(text.slice(b));
  if (dec && /\d$/.test(text.slice(a, b))) b += dec[0].length;
  // (session 49) a percentage the tokens cut from its sign ("ratio is 52|%", "utilization is at 87|%")
  if (text[b] === '%' && /\d$/.test(text.slice(a, b))) b++;
  if (/^\d/.test(text.slice(a, b)) && /[$£€]/.test(text[a - 1] ?? '')) a--;
  while (b > a && /[.,;:]/.test(text[b - 1] ?? '')) b--;
  // A phrase neither ends on a word that links it to what follows ("arraignment is", "fired from", "$6,300 against")
  // nor starts with its subject pronoun ("i owe 19k"): those words are the sentence around the fact.
  b = trimTrailingLinks(text, a, b);
  // "6 times this" of "6 times this month": the time word the tokens left out comes back (session 43)
  const when = /\b(?:this|last|next|every|each|per)$/i.test(text.slice(a, b)) ? /^\s+(?:week|month|year|morning|afternoon|evening|night|weekend|summer|winter|spring|fall|autumn|semester|term|quarter)\b/i.exec(text.slice(b)) : null;
  if (when) b += when[0].length;
  const subject = LEADING_SUBJECT.exec(text.slice(a, b));
  if (subject && subject[0].length < b - a) a += subject[0].length;
  const verb = DRUG_START.exec(text.slice(a, b));
  if (verb) a += verb[0].length;
  while (a < b && /\s/.test(text[a] ?? '')) a++;
  const t = text.slice(a, b);
  // A denial is no fact: "no criminal record", "(not done) any fraud".
  if (!t || ZERO_AMOUNT.test(t) || LABEL_ONLY.test(t) || /^(?:no|any)\s/i.test(t) || raceDistanceAt(text, a, b)) return undefined;
  // (session 52) nor a race run and its verb alone ("i ⟦ran 5k⟧ in 27 minutes")
  const ran = /^\p{L}+\s+((?:5|10|15) ?k)$/iu.exec(t);
  if (ran?.[1] && raceDistanceAt(text, b - ran[1].length, b)) return undefined;
  return { start: a, end: b };
}

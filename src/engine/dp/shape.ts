/**
 * The shape of a span: which of its words are a public frame that stays ("diagnosed with", "owe", "charged with",
 * "was", "a"), which are numbers perturbed in place (numbers.ts), and which are the private content drawn from a
 * public list ("lupus", "vandalism"). "diagnosed with lupus" → keep "diagnosed with", draw for "lupus"; "owe 12k" →
 * keep "owe", perturb "12k"; "got arrested for DUI" → keep "got", draw an event for "arrested", keep "for", draw a
 * charge for "DUI".
 *
 * PRIVACY (docs/privacy.md, "Span shapes"): a word is kept only when it is in one of the fixed public word lists below
 * (function words, frame verbs that are not themselves the fact, topic nouns, approximators); every other word is in a
 * piece that a mechanism rewrites. What is kept is therefore sent as it is and is revealed, exactly like text outside
 * the span, and so is the shape (which words are kept, where the pieces are, which are numbers). The guarantees of
 * the draws and of the numeric mechanisms are stated for neighbouring messages with the same shape; a verb that is
 * itself the private fact ("arrested", "convicted", "evicted") is never in the frame lists: it is a piece, drawn
 * from the public list of such events.
 */
import { parseNumeric, parsePlainNumber } from './numbers.ts';

export interface ShapePiece {
  /** [start, end) within the span text. */
  start: number;
  end: number;
  /** `number`: perturbed in place by its numeric mechanism; `words`: drawn from a public list. */
  kind: 'number' | 'words';
}

/** Function words that may stay: they say nothing about the fact beyond the category. */
const FUNCTION_WORDS = new Set([
  'a', 'an', 'the', 'my', 'his', 'her', 'their', 'our', 'your', 'its', 'some', 'this', 'that',
  'of', 'for', 'with', 'w/', 'on', 'in', 'to', 'from', 'at', 'by', 'about', 'around', 'over', 'under', 'into', 'after',
  'is', 'was', 'were', 'are', 'be', 'been', 'being', 'am', "i'm", 'im', 'has', 'have', 'had', 'got', 'get', 'gets', 'getting',
  'and', 'or', 'per', 'like', 'maybe', 'only', 'just', 'almost', 'nearly', 'roughly', 'approximately', 'up', 'than', 'still',
  'now', 'currently', '~',
]);
/**
 * Frame verbs: the verb of a fact whose object is the private part ("diagnosed with X", "taking X", "owe X"). Kept
 * only at the start of the span (after function words), never when the verb is the last word.
 */
const FRAME_VERBS = new Set([
  'diagnosed', 'charged', 'taking', 'take', 'takes', 'took', 'prescribed', 'started', 'starting', 'stopped', 'on',
  'owe', 'owes', 'owed', 'borrowed', 'lent', 'make', 'makes', 'making', 'made', 'earn', 'earns', 'earning', 'paid', 'pay',
  'paying', 'pays', 'filed', 'filing', 'file', 'going', 'through', 'suffering', 'dealing', 'struggling', 'treated',
  'tested', 'positive', 'negative', 'behind', 'saved', 'spent', 'lost', 'dropped', 'down', 'facing', 'applied', 'accused',
]);
/** Topic nouns kept before a value ("credit score dropped to 580", "rent is 1,250", "A1c was 8.1"). */
const TOPICS = new Set([
  'credit', 'score', 'fico', 'rent', 'salary', 'income', 'payment', 'balance', 'a1c', 'hba1c', 'bp', 'blood', 'pressure',
  'heart', 'rate', 'weight', 'bmi', 'psa', 'dti', 'limit', 'savings', 'take-home', 'home', 'base',
]);

/** Dose schedules: one piece each, drawn from the public schedule list. */
const SCHEDULE =
  /\b(?:(?:once|twice|three times|four times|\d+x|\d+ times)\s+(?:a|per|each)\s+(?:day|week|night|month)|every\s+(?:other\s+)?(?:morning|night|evening|day|week|month|\d+\s+(?:hours?|days?|weeks?))|at\s+(?:night|bedtime)|up to \S+ (?:a|per) day|(?:po|sc|by mouth)?\s*(?:daily|nightly|weekly|monthly|bid|tid|qid|prn|qhs|qd)|as needed)\b/gi;

/** Words after which a bare number is a value ("is 580", "to 150", "around 610"). */
const VALUE_LEAD = new Set(['is', 'was', 'to', 'at', 'around', 'about', 'like', 'from', '~', 'of', 'maybe', 'only', 'be', 'are', 'were']);

interface Word {
  start: number;
  end: number;
  lower: string;
}

function tokens(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    let start = m.index;
    let end = start + m[0].length;
    // Trailing punctuation stays outside the word (and so outside every piece when it ends the span).
    while (end > start && /[,;:.!?)"”’]/.test(text[end - 1]!) && !/\d[.,]\d*$/.test(text.slice(start, end - 1) + 'x')) end--;
    while (start < end && /[("“‘]/.test(text[start]!)) start++;
    if (end > start) out.push({ start, end, lower: text.slice(start, end).toLowerCase() });
  }
  return out;
}

const isKeepWord = (w: string): boolean => FUNCTION_WORDS.has(w);

/** True for a word the shape may keep (the public lists above): what a rewritten span can show of its own text. */
export function isPublicFrameWord(word: string): boolean {
  const w = word.toLowerCase();
  return FUNCTION_WORDS.has(w) || FRAME_VERBS.has(w) || TOPICS.has(w) || SCHEDULE_WORDS.has(w);
}

/** The words a numbered schedule keeps around its number ("every 2 weeks", "15 times a day"): SCHEDULE's own. */
const SCHEDULE_WORDS = new Set(['every', 'other', 'times', 'x', 'a', 'per', 'each', 'day', 'week', 'night', 'month', 'hours', 'hour', 'days', 'weeks', 'up', 'to']);

/**
 * The pieces of a span (in order, non-overlapping, within the span text), or null when the span is best rewritten
 * whole (no frame, number or typed content found). `typed(text)` says whether a run of content words has a typed list
 * (the rewriter's slot classifier); the shape does not depend on it otherwise.
 */
export function shapeSpan(text: string, category: string, typed: (words: string) => boolean = () => false): ShapePiece[] | null {
  if (text.length > 160 || /\n/.test(text)) return null;
  const ws = tokens(text);
  if (ws.length < 2) return null;
  // 0. Schedules without a digit ("twice a day", "at bedtime") are one piece, drawn from the schedule list. A schedule
  // with a digit ("every 2 weeks", "15 times a day") keeps its pattern's words, and its number is perturbed in place
  // like any count ("every 3 weeks"): the words are those of the public SCHEDULE pattern, the number keeps its form.
  const unit = new Array<number>(ws.length).fill(-1);
  const scheduleWord = new Array<boolean>(ws.length).fill(false);
  for (const m of text.matchAll(SCHEDULE)) {
    const a = m.index;
    const e = a + m[0].length;
    const numbered = /(?:^|\s)\d+(?:\s|$)/.test(m[0]);
    ws.forEach((w, k) => {
      if (w.start < a || w.end > e) return;
      if (numbered) scheduleWord[k] = true;
      else unit[k] = a;
    });
  }
  // 1. Numbers: one to three tokens that parse as a number with unit or format (inside a numbered schedule, the
  // digits alone, read as a count).
  const role = new Array<'keep' | 'number' | 'content'>(ws.length).fill('content');
  const numberSpans: [number, number][] = [];
  for (let i = 0; i < ws.length; i++) {
    if (scheduleWord[i]) {
      if (/^\d+$/.test(ws[i]!.lower)) {
        role[i] = 'number';
        numberSpans.push([i, i]);
      } else role[i] = 'keep';
      continue;
    }
    if (unit[i] !== -1) continue;
    for (let n = Math.min(3, ws.length - i); n >= 1; n--) {
      if (unit.slice(i, i + n).some((u) => u !== -1) || scheduleWord.slice(i, i + n).some(Boolean)) continue;
      const s = ws[i]!.start;
      const e = ws[i + n - 1]!.end;
      const piece = text.slice(s, e);
      const prev = ws[i - 1]?.lower;
      const plain = n === 1 && prev !== undefined && (TOPICS.has(prev) || FRAME_VERBS.has(prev) || VALUE_LEAD.has(prev)) && parsePlainNumber(piece) !== null;
      if (parseNumeric(piece, category) !== null || plain) {
        for (let k = i; k < i + n; k++) role[k] = 'number';
        numberSpans.push([i, i + n - 1]);
        i += n - 1;
        break;
      }
    }
  }
  // 2. Frame: function words, frame verbs and topic nouns from the start, up to the first content word; function
  // words and topics anywhere between pieces.
  let framed = false;
  // A topic noun stays only when topics, function words and frame verbs lead from it to a number ("credit score
  // dropped to 580"), not in "credit card debt".
  const leadsToNumber = (i: number): boolean => {
    for (let j = i + 1; j < ws.length; j++) {
      if (role[j] === 'number') return true;
      const x = ws[j]!.lower;
      if (!(TOPICS.has(x) || isKeepWord(x) || FRAME_VERBS.has(x) || VALUE_LEAD.has(x))) return false;
    }
    return false;
  };
  for (let i = 0; i < ws.length; i++) {
    if (role[i] === 'number' || unit[i] !== -1 || scheduleWord[i]) continue;
    const w = ws[i]!.lower;
    const atLead = role.slice(0, i).every((r) => r !== 'content');
    const hasLaterNonKeep = ws.some((x, j) => j > i && role[j] !== 'keep' && !isKeepWord(x.lower));
    if (isKeepWord(w) || (TOPICS.has(w) && leadsToNumber(i))) role[i] = 'keep';
    else if (atLead && FRAME_VERBS.has(w) && hasLaterNonKeep) {
      role[i] = 'keep';
      framed = true;
    }
  }
  // 3. Content runs: maximal runs of content words, joined across "of" / "and" / "with" when content follows.
  const pieces: ShapePiece[] = [];
  let typedRun = false;
  for (let i = 0; i < ws.length; i++) {
    if (role[i] === 'number') {
      const j = numberSpans.find(([a]) => a === i)![1];
      pieces.push({ start: ws[i]!.start, end: ws[j]!.end, kind: 'number' });
      i = j;
      continue;
    }
    if (role[i] !== 'content') continue;
    let j = i;
    // A run never crosses punctuation ("chemo (FOLFOX", "chemo, FOLFOX"): the mark would go with the drawn piece.
    const gapAfter = (k: number): boolean => text.slice(ws[k]!.end, ws[k + 1]!.start).trim() === '';
    while (j + 1 < ws.length) {
      if (!gapAfter(j)) break;
      if (unit[i] !== -1) {
        if (unit[j + 1] === unit[i]) j++;
        else break;
      } else if (unit[j + 1] !== -1) break;
      else if (role[j + 1] === 'content') j++;
      else if (j + 2 < ws.length && /^(of|and|&|with|w\/)$/.test(ws[j + 1]!.lower) && role[j + 2] === 'content' && gapAfter(j + 1)) j += 2;
      else break;
    }
    const run = text.slice(ws[i]!.start, ws[j]!.end);
    if (typed(run)) typedRun = true;
    pieces.push({ start: ws[i]!.start, end: ws[j]!.end, kind: 'words' });
    i = j;
  }
  if (pieces.length === 0) return null;
  if (!framed && numberSpans.length === 0 && !typedRun) return null;
  // A lone determiner or preposition left between a kept word and the span's end is fine; a span whose pieces are all
  // function words is not split.
  return pieces;
}

/** A money amount in a span ("$4", "12k", "£7,800"): such a span keeps its shape so the amount stays an amount. */
const MONEY = /[$£€]\s?\d|\b\d[\d,.]*\s?(?:k|grand|dollars|bucks)\b/i;

/**
 * The pieces of a span, given the rewriter's public slot classifier `slotOf` (null: no slot), deciding between the
 * shape and a whole-clause slot. A slot named `typed:…_clause` is a fact told by a verb ("broke his hip", "coughing up
 * blood", "opened a credit card"): such a span is drawn WHOLE from the clause list (null) unless it holds a money
 * amount, a number kept by its shape, or a clean shape — the span opens with a kept frame word and every word piece has a
 * slot of its own that is not a clause ("had a colonoscopy", "got arrested for DUI"; not "got ⟦fired⟧"). Cutting a clause into pieces drawn separately gave "wheezing up
 * chills". The decision reads the span text only through public rules (the shape's word lists and the slot
 * classifier), so it is revealed like the shape itself (docs/privacy.md).
 */
export function shapeOrClause(text: string, category: string, slotOf: (words: string) => string | null): ShapePiece[] | null {
  const isClause = (slot: string | null): boolean => slot !== null && (/_clause(?:_|$)/.test(slot) || slot === 'typed:sensitive_event');
  const pieces = shapeSpan(text, category, (words) => slotOf(words) !== null);
  if (!isClause(slotOf(text))) return pieces;
  if (MONEY.test(text)) {
    // "won a judgment for $6,300": the words before the amount are one clause piece, the amount keeps its place.
    const n = pieces?.findIndex((p) => p.kind === 'number') ?? -1;
    if (pieces === null || n < 1 || pieces[0]!.kind !== 'words' || text.slice(0, pieces[0]!.start).trim() !== '') return pieces;
    const end = pieces[n - 1]!.end;
    if (!isClause(slotOf(text.slice(pieces[0]!.start, end)))) return pieces;
    return [{ start: pieces[0]!.start, end, kind: 'words' }, ...pieces.slice(n)];
  }
  if (pieces === null) return null;
  // The verb itself is a piece ("coughing up blood", "did 4 years for burglary"): the clause is drawn whole.
  if (pieces[0]!.kind === 'words' && text.slice(0, pieces[0]!.start).trim() === '') return null;
  // Every word piece has a slot that is not a clause ("had a colonoscopy", "got arrested for DUI"), or numbers keep
  // their place ("lost 18 lbs since August"): the shape.
  const clean = pieces.every((p) => {
    if (p.kind === 'number') return true;
    const slot = slotOf(text.slice(p.start, p.end));
    return slot !== null && !isClause(slot);
  });
  return clean || pieces.some((p) => p.kind === 'number') ? pieces : null;
}

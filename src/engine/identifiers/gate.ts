/**
 * First-word gates for list regexes (session 36). A regex that is one alternation of listed names, with a lookbehind
 * that forbids a letter before the match and a lookahead that forbids one after each name, can only match where a
 * letter run (\p{L}+) starts, and only where that run is the first word of some listed name. The message's letter runs
 * are read once, each looked up once in one map of every list's first words; a list's regex is then tried (sticky) only
 * at the runs that start one of its names, which gives the same matches as scanning the whole message with it.
 *
 * A run holding any non-ASCII letter is always tried: case-insensitive Unicode matching folds a few letters ("ſ",
 * "K") onto ASCII ones, which lower-casing does not, so only an ASCII run's lower-case form is a safe key.
 */

/** A list registered with the gate: its bit in the runs' masks. */
export interface ListGate {
  readonly bit: number;
}

/** Lower-case first word → the bits of the lists with a name starting with it. */
const FIRST_WORD_LISTS = new Map<string, number>();
/**
 * The first three letters of every first word (a shorter word: its letters and the end), lower case: a run that
 * starts otherwise is no first word, and is passed over without slicing and lower-casing it.
 */
const LEADS = new Uint8Array(27 * 27 * 27);
/** The code of a word's first three letters (ASCII letters in either case; -1 where the word has ended). */
function leadCode(a: number, b: number, c: number): number {
  return (leadLetter(a) * 27 + leadLetter(b)) * 27 + leadLetter(c);
}
/**
 * One letter's digit in leadCode. A module-level function, not a closure made on every call: tsx (the bench's and the
 * CLI's loader) wraps each named closure in a call that sets its name, which cost more than the code (session 38).
 */
function leadLetter(v: number): number {
  return v < 0 ? 26 : (v | 32) - 97;
}
let lists = 0;
/** Every list's bit: a run with a non-ASCII letter may start a name of any list. */
let allBits = 0;

/**
 * Registers a list of names (plain strings, no regex syntax). A name whose first word holds a non-ASCII letter needs no
 * key: only a run with a non-ASCII letter can match it, and such runs are always tried. Throws on a name that does not
 * start with a letter or holds a letter that case folding maps onto an ASCII one ("ſ", "K"), since the gate could
 * then miss its matches.
 */
export function listGate(names: readonly string[]): ListGate {
  if (lists >= 30) throw new Error('listGate: too many lists');
  const bit = 1 << lists++;
  allBits |= bit;
  for (const w of firstWords(names)) {
    FIRST_WORD_LISTS.set(w, (FIRST_WORD_LISTS.get(w) ?? 0) | bit);
    LEADS[leadCode(w.charCodeAt(0), w.length > 1 ? w.charCodeAt(1) : -1, w.length > 2 ? w.charCodeAt(2) : -1)] = 1;
  }
  cached = undefined;
  return { bit };
}

/** The ASCII first words of `names`, lower case (see listGate). */
export function firstWords(names: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const name of names) {
    const lead = /^\p{L}+/u.exec(name)?.[0];
    if (lead === undefined || /[ſK]/u.test(name)) throw new Error(`firstWords: no first word in ${JSON.stringify(name)}`);
    if (/^[A-Za-z]+$/.test(lead)) out.add(lead.toLowerCase());
  }
  return out;
}

/** The letter runs of a message that may start a listed name: where each starts, and the lists it may start. */
export interface GateRuns {
  readonly starts: readonly number[];
  readonly masks: readonly number[];
}

const LETTER = /\p{L}/u;

/** Whether the code point at `i` is a letter (\p{L}); `c` is the code unit there. */
function isLetterAt(text: string, i: number, c: number): boolean {
  if (c < 128) return ((c | 32) >= 97 && (c | 32) <= 122);
  return LETTER.test(String.fromCodePoint(text.codePointAt(i)!));
}

let cached: { text: string; runs: GateRuns } | undefined;

/** The runs of `text` that start a listed name (any list). Computed once per message (the last message's are kept). */
export function gateRuns(text: string): GateRuns {
  if (cached !== undefined && cached.text === text) return cached.runs;
  const starts: number[] = [];
  const masks: number[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (!isLetterAt(text, i, c)) {
      i += c >= 0xd800 && c <= 0xdbff && i + 1 < n ? 2 : 1;
      continue;
    }
    const start = i;
    let ascii = true;
    while (i < n) {
      const d = text.charCodeAt(i);
      if (!isLetterAt(text, i, d)) break;
      if (d >= 128) ascii = false;
      i += d >= 0xd800 && d <= 0xdbff && i + 1 < n ? 2 : 1;
    }
    const len = i - start;
    const mask = !ascii
      ? allBits
      : LEADS[leadCode(text.charCodeAt(start), len > 1 ? text.charCodeAt(start + 1) : -1, len > 2 ? text.charCodeAt(start + 2) : -1)] === 0
        ? 0
        : (FIRST_WORD_LISTS.get(text.slice(start, i).toLowerCase()) ?? 0);
    if (mask !== 0) {
      starts.push(start);
      masks.push(mask);
    }
  }
  const runs = { starts, masks };
  cached = { text, runs };
  return runs;
}

/**
 * The matches `scan(global, text)` would give, for a regex whose every match starts where a letter run starts and whose
 * first word (the run) is a first word of `gate`'s names; `sticky` is the same regex with the flag y in place of g.
 */
export function* gatedScan(sticky: RegExp, gate: ListGate, text: string): Generator<RegExpExecArray> {
  const { starts, masks } = gateRuns(text);
  let from = 0;
  for (let k = 0; k < starts.length; k++) {
    const start = starts[k]!;
    if (start < from || (masks[k]! & gate.bit) === 0) continue;
    sticky.lastIndex = start;
    const m = sticky.exec(text);
    if (m === null || m[0].length === 0) continue;
    from = start + m[0].length;
    yield m;
  }
}

/** Whether the regex (sticky) matches anywhere in `text`, under the same conditions as gatedScan. */
export function gatedTest(sticky: RegExp, gate: ListGate, text: string): boolean {
  const { starts, masks } = gateRuns(text);
  for (let k = 0; k < starts.length; k++) {
    if ((masks[k]! & gate.bit) === 0) continue;
    sticky.lastIndex = starts[k]!;
    if (sticky.test(text)) return true;
  }
  return false;
}

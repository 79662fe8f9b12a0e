/**
 * Obfuscation-robust view of the input. Recognizers run on `text`; every character of it remembers
 * the half-open interval of the ORIGINAL input it came from, so a match [s, e) in the normalised text
 * maps back to [srcStart[s], srcEnd[e - 1]) in the original — `input.slice()` of that is what the
 * user actually typed, zero-width characters and "[at]" included.
 */
export interface Normalized {
  text: string;
  /** srcStart[i]: original index where normalised char i's source begins (empty when `identity`). */
  srcStart: Int32Array;
  /** srcEnd[i]: original index (exclusive) where normalised char i's source ends (empty when `identity`). */
  srcEnd: Int32Array;
  /** The text is the input unchanged: every index maps to itself, and the maps are not built (session 38). */
  identity: boolean;
}

interface Edit {
  start: number;
  end: number;
  replacement: string;
}

function applyEdits(text: string, edits: Edit[]): Normalized {
  const out: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  let pos = 0;
  for (const e of edits) {
    for (let i = pos; i < e.start; i++) {
      out.push(text.charAt(i));
      starts.push(i);
      ends.push(i + 1);
    }
    for (const ch of e.replacement) {
      out.push(ch);
      starts.push(e.start);
      ends.push(e.end);
    }
    pos = e.end;
  }
  for (let i = pos; i < text.length; i++) {
    out.push(text.charAt(i));
    starts.push(i);
    ends.push(i + 1);
  }
  return { text: out.join(''), srcStart: Int32Array.from(starts), srcEnd: Int32Array.from(ends), identity: false };
}

const NO_MAP = new Int32Array(0);

/** The input unchanged. Its maps stay empty: toOriginal, fromOriginal and compose never read an identity's maps. */
function identity(text: string): Normalized {
  return { text, srcStart: NO_MAP, srcEnd: NO_MAP, identity: true };
}

/** Composes `outer` (defined over `inner.text`) with `inner` (defined over the original). */
function compose(inner: Normalized, outer: Normalized): Normalized {
  if (inner.identity) return outer;
  if (outer.identity) return { ...inner, text: outer.text };
  const n = outer.text.length;
  const s = new Int32Array(n);
  const e = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    s[i] = inner.srcStart[outer.srcStart[i] ?? 0] ?? 0;
    e[i] = inner.srcEnd[(outer.srcEnd[i] ?? 1) - 1] ?? 0;
  }
  return { text: outer.text, srcStart: s, srcEnd: e, identity: false };
}

// Zero-width and invisible formatting characters people (or copy-paste) slip between digits/letters.
const INVISIBLE = /[\u00AD\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\uFEFF]/;
// Full-width ASCII block (U+FF01..U+FF5E) and the ideographic space.
const FULLWIDTH = /[\uFF01-\uFF5E\u3000]/;

function charPass(text: string): Normalized {
  if (!INVISIBLE.test(text) && !FULLWIDTH.test(text)) return identity(text);
  const edits: Edit[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const ch = text.charAt(i);
    if (INVISIBLE.test(ch)) edits.push({ start: i, end: i + 1, replacement: '' });
    else if (c === 0x3000) edits.push({ start: i, end: i + 1, replacement: ' ' });
    else if (c >= 0xff01 && c <= 0xff5e)
      edits.push({ start: i, end: i + 1, replacement: String.fromCharCode(c - 0xfee0) });
  }
  return applyEdits(text, edits);
}

// "john [at] example [dot] com", "john(at)example(dot)com", "john {at} example {dot} com".
const BRACKETED = /\s*[[({<]\s*(at|@|dot|\.)\s*[\])}>]\s*/gi;
// "john at example dot com": only rewritten when the whole thing has the shape of an address.
const SPELLED = /[\p{L}\p{N}._%+-]+\s+at\s+[\p{L}\p{N}-]+(?:\s+dot\s+[\p{L}\p{N}-]+)+/giu;

function obfuscationPass(text: string): Normalized {
  const edits: Edit[] = [];
  if (/[[({<]\s*(?:at|@|dot|\.)\s*[\])}>]/i.test(text)) {
    for (const m of text.matchAll(BRACKETED)) {
      const word = (m[1] ?? '').toLowerCase();
      edits.push({
        start: m.index,
        end: m.index + m[0].length,
        replacement: word === 'at' || word === '@' ? '@' : '.',
      });
    }
  }
  if (/\sat\s/i.test(text) && /\sdot\s/i.test(text)) {
    for (const m of text.matchAll(SPELLED)) {
      const last = m[0].split(/\s+dot\s+/i).pop() ?? '';
      if (!/^[a-z]{2,12}$/i.test(last)) continue;
      for (const w of m[0].matchAll(/\s+(at|dot)\s+/gi)) {
        const start = m.index + w.index;
        edits.push({ start, end: start + w[0].length, replacement: (w[1] ?? '').toLowerCase() === 'at' ? '@' : '.' });
      }
    }
  }
  if (edits.length === 0) return identity(text);
  edits.sort((a, b) => a.start - b.start);
  const clean: Edit[] = [];
  let last = -1;
  for (const e of edits) {
    if (e.start >= last) {
      clean.push(e);
      last = e.end;
    }
  }
  return applyEdits(text, clean);
}

export function normalize(input: string): Normalized {
  const a = charPass(input);
  const b = obfuscationPass(a.text);
  return compose(a, b);
}

/** Maps a half-open normalised range to the original input. */
export function toOriginal(n: Normalized, start: number, end: number): [number, number] {
  if (n.identity) return [start, end];
  if (end <= start) return [n.srcStart[start] ?? 0, n.srcStart[start] ?? 0];
  return [n.srcStart[start] ?? 0, n.srcEnd[end - 1] ?? 0];
}

/**
 * Maps a half-open range of the original input to the normalised text: the normalised characters whose sources lie
 * inside it (a range that covers no whole source maps to an empty range).
 */
export function fromOriginal(n: Normalized, start: number, end: number): { start: number; end: number } {
  if (n.identity) return { start, end };
  let s = 0;
  while (s < n.srcStart.length && (n.srcStart[s] ?? 0) < start) s++;
  let e = s;
  while (e < n.srcEnd.length && (n.srcEnd[e] ?? 0) <= end) e++;
  return { start: s, end: Math.max(s, e) };
}

/**
 * Titles of works named in a message: "I'm watching Making a Murderer", "we read The Body Keeps the Score", "the
 * podcast Crime Junkie". A title's words are not the writer's facts ("Murderer" is no charge, "Body" no condition)
 * nor people they know. A title is a capitalised run (small words such as "a", "of", "the" may sit inside it)
 * right after a verb of watching, reading or listening (not "read" or "finished": "finished Chemo" is a fact), or after a noun for a kind of work; it starts and ends with a
 * capitalised word and holds at most eight words.
 */
const CUE =
  /\b(?:watch(?:ing|ed|es)?|binge[ds]?|bingeing|binging|stream(?:ing|ed)?|reading|listen(?:ing|ed|s)?\s+to|(?:the\s+)?(?:book|novel|memoir|film|movie|show|series|sitcom|documentary|docuseries|podcast|song|album|episode\s+of|season\s+\d+\s+of|musical|video\s+game|article|essay|poem))\s+/gi;

const SMALL = new Set(['a', 'an', 'the', 'of', 'and', 'in', 'on', 'to', 'for', 'with', 'at', 'from', 'by', 'or', 'vs', 'vs.', '&']);
const WORD = /^(?:[\p{Lu}\d][\p{L}\p{N}'’.:!?-]*|[\p{Ll}&.]+)/u;

/** [start, end) ranges of the titles of works in `text`. */
export function titleRanges(text: string): [number, number][] {
  const out: [number, number][] = [];
  CUE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = CUE.exec(text)) !== null) {
    let at = m.index + m[0].length;
    const quote = /^["“'‘]/.test(text.charAt(at)) ? 1 : 0;
    at += quote;
    const start = at;
    let end = -1;
    let words = 0;
    while (words < 8) {
      const w = WORD.exec(text.slice(at));
      if (!w) break;
      const word = w[0].replace(/[.:!?]+$/, '');
      const capital = /^[\p{Lu}\d]/u.test(word);
      if (!capital && !SMALL.has(word.toLowerCase())) break;
      if (capital) end = at + word.length;
      words++;
      at += w[0].length;
      const gap = /^[ \t]+/.exec(text.slice(at));
      if (!gap || w[0] !== word) break;
      at += gap[0].length;
    }
    // The first word must be capitalised (or a small word before one): "watching the news" is no title.
    if (end > start && /^[\p{Lu}\d]/u.test(text.slice(start).replace(/^(?:a|an|the)\s+/i, ''))) {
      out.push([start, end]);
    }
    CUE.lastIndex = Math.max(CUE.lastIndex, end > 0 ? end : CUE.lastIndex);
  }
  return out;
}

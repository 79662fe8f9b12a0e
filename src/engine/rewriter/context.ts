/** The sentence around a span with the span itself replaced by a neutral filler: the context c of πθ. */
export const CONTEXT_FILLER = 'something';

export function sentenceContext(message: string, start: number, end: number): string {
  let s = start;
  while (s > 0 && !(/[.!?\n]/.test(message[s - 1]!) && (s === start || /\s/.test(message[s]!)))) s--;
  let e = end;
  while (e < message.length && !/[.!?\n]/.test(message[e]!)) e++;
  if (e < message.length) e++;
  return `${message.slice(s, start)}${CONTEXT_FILLER}${message.slice(end, e)}`.trim().replace(/\s+/g, ' ');
}

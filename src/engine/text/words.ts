/**
 * Closed-class English word lists that several stages read: the splice grammar, the numeric mechanisms, the echo
 * check and the rewriting bench. One list each, so that a word added for one reader is seen by all.
 */

/** Determiners and possessives that can open a noun phrase ("a", "my", "those", "every"). */
export const DETERMINERS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'my',
  'your',
  'his',
  'her',
  'our',
  'their',
  'its',
  'this',
  'that',
  'these',
  'those',
  'some',
  'any',
  'no',
  'each',
  'every',
  'another',
  'one',
]);

/** Number words, index = value ("zero" … "twelve"). */
export const NUMBER_WORDS: readonly string[] = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** Prepositions that end a head noun and start its post-modifier ("a member of staff" → head "member"). */
export const PREPOSITIONS: ReadonlySet<string> = new Set([
  'of',
  'for',
  'in',
  'with',
  'on',
  'to',
  'from',
  'at',
  'by',
  'about',
  'after',
  'before',
  'into',
  'under',
  'over',
]);

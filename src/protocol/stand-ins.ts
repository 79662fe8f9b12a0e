/**
 * Stand-ins a conversation already holds, sent with each pv/sanitize so the engine's vault can be primed again after
 * its worker restarted (ConversationVault.adopt): placeholder numbering then continues, and no placeholder or
 * surrogate the page and the remote model already read as one original is issued for another.
 *
 * They travel content script → service worker → offscreen document → engine worker, all on this device and in memory
 * only; the originals in them are never logged, stored or sent anywhere else. This module is shared by the content
 * script (which keeps them) and the service worker (which validates them), so it stays free of engine machinery.
 */
import { CATEGORY_LABELS, hasSurrogate, looksLikePlaceholder, placeholderNumber, type StandIn } from '../engine/dp/placeholders.ts';
import type { SpanCategory } from '../engine/types.ts';

export type { StandIn };
export { hasSurrogate, looksLikePlaceholder, placeholderNumber };

/** Stand-ins one request may carry (a conversation's memory keeps its most recent ones, within these bounds). */
export const MAX_PRIORS = 2000;
/** Longest stand-in: placeholders and surrogates are short ([ACCOUNT_12], an example.org address). */
export const MAX_STAND_IN_LENGTH = 200;
/** Characters of originals and stand-ins one request may carry in total (a message's own limit). */
export const MAX_PRIORS_CHARS = 200_000;

/** Control characters: no stand-in the engine writes contains one. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/u;

export function isSpanCategory(v: unknown): v is SpanCategory {
  return typeof v === 'string' && Object.hasOwn(CATEGORY_LABELS, v);
}

/** Size of one stand-in against MAX_PRIORS_CHARS. */
export const standInChars = (s: StandIn): number => s.original.length + s.replacement.length;

/**
 * Validates untrusted stand-ins (absent means none). Throws with the offending entry's index, never its text, on
 * anything the engine could not have issued: unknown category or form, empty or oversized text, a placeholder not of
 * its category's [LABEL_n] shape, a surrogate for a category without surrogates or shaped like a placeholder.
 */
export function parsePriors(v: unknown): StandIn[] {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new Error('priors must be an array');
  if (v.length > MAX_PRIORS) throw new Error(`priors: more than ${MAX_PRIORS} stand-ins`);
  let chars = 0;
  return v.map((raw: unknown, i): StandIn => {
    const standIn = parseStandIn(raw, `prior ${i}`);
    chars += standInChars(standIn);
    if (chars > MAX_PRIORS_CHARS) throw new Error(`priors longer than ${MAX_PRIORS_CHARS} characters in total`);
    return standIn;
  });
}

/** One stand-in, checked as `parsePriors` checks each entry; errors start with `where`. */
export function parseStandIn(raw: unknown, where = 'stand-in'): StandIn {
  const bad = (why: string): Error => new Error(`${where}: ${why}`);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw bad('not an object');
  const { category, form, original, replacement } = raw as Record<string, unknown>;
  if (!isSpanCategory(category)) throw bad('unknown category');
  if (typeof original !== 'string' || original.trim() === '') throw bad('original must be a non-empty string');
  if (original.length > MAX_PRIORS_CHARS) throw bad(`original longer than ${MAX_PRIORS_CHARS} characters`);
  if (typeof replacement !== 'string' || replacement.trim() === '') throw bad('replacement must be a non-empty string');
  if (replacement.length > MAX_STAND_IN_LENGTH) throw bad(`replacement longer than ${MAX_STAND_IN_LENGTH} characters`);
  if (CONTROL.test(replacement)) throw bad('replacement contains control characters');
  if (form === 'placeholder') {
    if (placeholderNumber(category, replacement) === null)
      throw bad(`placeholder is not of the form [${CATEGORY_LABELS[category]}_n]`);
  } else if (form === 'surrogate') {
    if (!hasSurrogate(category)) throw bad(`category ${category} has no surrogates`);
    if (looksLikePlaceholder(replacement)) throw bad('surrogate shaped like a placeholder');
  } else {
    throw bad("form must be 'placeholder' or 'surrogate'");
  }
  return { category, form, original, replacement };
}

/**
 * Grammatical slot of a span: which kind of phrase can stand in its place without breaking the sentence.
 * Simple, transparent rules on the span text (no tagger): good enough to keep "to VERB" spans from being
 * replaced by noun phrases and clauses from being replaced by bare adjectives. Nominal slots (np, gerund)
 * are interchangeable in most contexts ("a history of X", "contains X"); see slotFit.
 */
export type Slot = 'np' | 'gerund' | 'infinitive' | 'adjective' | 'participle' | 'clause';
export const SLOTS: readonly Slot[] = ['np', 'gerund', 'infinitive', 'adjective', 'participle', 'clause'];

const DETERMINERS = new Set([
  'a', 'an', 'the', 'his', 'her', 'their', 'its', 'my', 'your', 'our', 'this', 'that', 'these', 'those',
  'some', 'any', 'another', 'other', 'others', 'each', 'every', 'him', 'them', 'me', 'us', 'it',
]);
const FINITE_AUX = new Set(['was', 'were', 'is', 'are', 'has', 'have', 'had', 'did', 'does', 'will', 'would', 'can', 'could']);
const PARTICIPLE_LINKS = new Set(['by', 'to', 'with', 'for', 'in', 'on', 'from', 'at', 'into', 'as']);
/** Predicative words the suffix rules miss. */
const ADJECTIVES = new Set([
  'anxious', 'underweight', 'overweight', 'pregnant', 'unwell', 'tired', 'dizzy', 'sick', 'ill', 'weak',
  'adult', 'elderly', 'young', 'old', 'middle-aged', 'deliberate', 'negligent', 'intentional', 'guilty',
  'drunk', 'homeless', 'unemployed', 'insolvent', 'bankrupt', 'late', 'overdue', 'minor', 'pale', 'obese',
]);
const ADJECTIVE_SUFFIX = /(ous|ive|ful|less|able|ible|ish|ic|al|ent|ant|ary)$/;
/** -ing words that usually modify a following noun ("breathing problem", "bleeding gums"), not gerunds. */
const ING_MODIFIERS = new Set([
  'breathing', 'bleeding', 'swelling', 'burning', 'shooting', 'stabbing', 'throbbing', 'ringing', 'itching',
  'missing', 'recurring', 'increasing', 'ongoing', 'working', 'living', 'housing', 'banking', 'spending',
  'sleeping', 'eating', 'hearing', 'walking', 'drinking', 'smoking', 'gambling', 'operating', 'outstanding',
  'remaining', 'existing', 'pending', 'underlying', 'following', 'growing', 'worsening', 'learning', 'training',
]);
/** -ing words that are plain nouns, not verb forms. */
const ING_NOUNS = new Set(['thing', 'something', 'nothing', 'anything', 'everything', 'morning', 'evening', 'ring', 'string', 'king', 'ceiling', 'building', 'spring', 'sibling', 'wedding', 'meeting']);

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}'\- ]+/gu, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 0);
}

/** Slot of a span or of a phrase-bank entry. */
export function classifySlot(text: string): Slot {
  const w = words(text);
  const first = w[0];
  if (first === undefined) return 'np';
  const second = w[1];
  // Ages written as "58-year-old" / "58 years old" modify or predicate: adjective slot.
  if (/^\d+-years?-old$/.test(first) || (w.length === 3 && /^\d+$/.test(first) && second?.startsWith('year') === true && w[2] === 'old')) {
    return 'adjective';
  }
  if (first === 'to' && second !== undefined && !DETERMINERS.has(second) && !/^\d/.test(second)) return 'infinitive';
  if (w.length >= 2 && w.slice(1).some((x) => FINITE_AUX.has(x))) return 'clause';
  if (w.length >= 2 && first.endsWith('ed') && second !== undefined && PARTICIPLE_LINKS.has(second)) return 'participle';
  if (first.length > 4 && first.endsWith('ing') && !ING_NOUNS.has(first) && !(w.length >= 2 && ING_MODIFIERS.has(first))) return 'gerund';
  if (w.length === 1 && (ADJECTIVES.has(first) || (ADJECTIVE_SUFFIX.test(first) && !first.endsWith('ment')))) return 'adjective';
  if (w.length === 2 && (first === 'very' || first === 'quite' || first === 'somewhat' || first === 'generally') ) return 'adjective';
  return 'np';
}

/**
 * How well a phrase of slot `candidate` fits a span of slot `span`, in [0, 1]: 1 exact, 0.6 for the
 * nominal pair np/gerund, 0.3 participle↔adjective (both predicative), 0 otherwise.
 */
export function slotFit(span: Slot, candidate: Slot): number {
  if (span === candidate) return 1;
  const pair = new Set([span, candidate]);
  if (pair.has('np') && pair.has('gerund')) return 0.6;
  if (pair.has('participle') && pair.has('adjective')) return 0.3;
  return 0;
}

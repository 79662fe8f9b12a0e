/**
 * Repeated mentions: a message that names its lender, its town or its cousin once usually names them again
 * ("… Halcyon's CRM … cease all contact with Halcyon clients …"), and every mention left behind gives the fact away.
 * Once a span is found, the same text elsewhere in the message is the same thing said again: it gets a span of the
 * same category. A person's full name also marks its parts said alone ("Kayla Moreno … Kayla said").
 *
 * Only whole-word matches count ("Ann" is not found inside "Annual"), as written, in capitals or capitalised ("Halcyon",
 * "HALCYON"; never "appear" for "APPEAR"), in lower case for a name that is no English word ("ellie" after "Ellie"),
 * and only where no span is already. Texts shorter than three characters, and a name part that is an ordinary English
 * word ("Will", "Rose" as words), are not repeated.
 *
 * A structured identifier (a number, a key, an address of mail) of six characters or more is another matter: its text
 * is the secret itself, so every verbatim repeat is marked, also glued to other characters ("ref4471902233x",
 * "token=…;") and in full-width forms ("４４７１９０２２３３", which a phone keyboard in CJK input mode types).
 */
import { isOrdinaryWord } from './identifiers/ordinary.ts';
import { escapeRegExp } from './pipeline.ts';
import type { Span, SpanCategory } from './types.ts';

/**
 * Categories whose text, found again, is the same thing again. Dates and ages repeat by coincidence ("2 weeks"); a
 * domain fact said again is most often a question about it ("my BRCA2 result … the risk for BRCA2 vs BRCA1?"), which
 * names the topic, not the fact (realistic dev: 3 domain repeats, 2 of them such questions).
 */
const REPEATED: ReadonlySet<SpanCategory> = new Set<SpanCategory>([
  'person',
  'organization',
  'location',
  'handle',
  'email',
  'phone',
  'address',
  'id_number',
  'account_number',
  'card_number',
  'secret',
  'crypto_wallet',
  'url',
  'ip_address',
]);

const WORD = /[\p{L}\p{N}_]/u;

/**
 * Categories whose text is itself the secret: a repeat of six characters or more is marked wherever it stands, word
 * boundaries or not (session 24: a card number said again glued to full-width digits stayed in the output).
 */
const VERBATIM: ReadonlySet<SpanCategory> = new Set<SpanCategory>([
  'email',
  'phone',
  'id_number',
  'account_number',
  'card_number',
  'secret',
  'crypto_wallet',
  'ip_address',
]);

/** The shortest structured identifier repeated without word boundaries. */
const VERBATIM_MIN = 6;

/**
 * Full-width ASCII forms (U+FF01–FF5E) folded to ASCII, one UTF-16 unit for one, so that offsets stay those of `text`.
 */
function foldWidth(text: string): string {
  return text.replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/** Categories of names people write again in lower case ("Ellie was 9 … ellie hid in the closet"). */
const LOWER_REPEATED: ReadonlySet<SpanCategory> = new Set<SpanCategory>(['person', 'organization', 'location']);

/**
 * The ways a name is written again: as found, in capitals ("Halcyon", "HALCYON"), capitalised ("RIVERBEND",
 * "Riverbend"), and, for a person, an organisation or a place none of whose words is an ordinary English word, in
 * lower case ("ellie", "halcyon"; never "max" or "joy").
 */
function variants(needle: string, category?: SpanCategory): string[] {
  const upper = needle.toUpperCase();
  const title = needle.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, sep: string, c: string) => sep + c.toUpperCase());
  const lower = needle.toLowerCase();
  const words = lower
    .split(/[\s-]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.replace(/['’]s$/, ''));
  const lowerToo =
    category !== undefined &&
    LOWER_REPEATED.has(category) &&
    /^[\p{L}\s'’-]+$/u.test(needle) &&
    words.every((w) => w.length >= 3 && !isOrdinaryWord(w));
  return [...new Set([needle, upper, title, ...(lowerToo ? [lower] : [])])];
}

/** Every whole-word occurrence of `needle`, as written, in `text`. */
function occurrences(text: string, needle: string): [number, number][] {
  const out: [number, number][] = [];
  const re = new RegExp(escapeRegExp(needle), 'gu');
  for (const m of text.matchAll(re)) {
    const start = m.index;
    const end = start + m[0].length;
    if (start > 0 && WORD.test(text.charAt(start - 1)) && WORD.test(needle.charAt(0))) continue;
    if (end < text.length && WORD.test(text.charAt(end)) && WORD.test(needle.charAt(needle.length - 1))) continue;
    out.push([start, end]);
  }
  return out;
}

/** Every occurrence of `needle` in `folded` (a text with its full-width forms folded, foldWidth), word boundaries or not. */
function gluedOccurrences(folded: string, needle: string): [number, number][] {
  return [...folded.matchAll(new RegExp(escapeRegExp(foldWidth(needle)), 'gu'))].map((m) => [m.index, m.index + m[0].length]);
}

/** The parts of a person's name that can stand for them alone: capitalised, three letters or more, not a word. */
function nameParts(name: string): string[] {
  return name
    .split(/[\s,]+/)
    .map((w) => w.replace(/[.'’]+$/, '').replace(/['’]s$/, ''))
    .filter((w) => /^\p{Lu}[\p{L}'’-]{2,}$/u.test(w) && !isOrdinaryWord(w.toLowerCase()));
}

/**
 * Spans for the other mentions of what `spans` found: sorted by start, none overlapping `spans` or one another,
 * each with its source's category, score and source and detail "repeat".
 */
export function repeatedMentions(text: string, spans: readonly Span[]): Span[] {
  const taken = spans.map((s) => [s.start, s.end] as [number, number]);
  const free = (start: number, end: number): boolean => taken.every(([a, b]) => end <= a || start >= b);
  const out: Span[] = [];
  const add = (start: number, end: number, from: Span): void => {
    if (!free(start, end)) return;
    taken.push([start, end]);
    out.push({ start, end, text: text.slice(start, end), category: from.category, score: from.score, source: from.source, detail: 'repeat' });
  };
  let folded: string | undefined; // folded once, when the first structured identifier asks
  for (const s of spans) {
    if (!REPEATED.has(s.category) || s.text.trim().length < 3) continue;
    const needle = s.text.trim();
    if (VERBATIM.has(s.category) && needle.length >= VERBATIM_MIN) {
      folded ??= foldWidth(text);
      for (const [start, end] of gluedOccurrences(folded, needle)) add(start, end, s);
      continue;
    }
    for (const form of variants(needle, s.category)) for (const [start, end] of occurrences(text, form)) add(start, end, s);
    if (s.category === 'person') {
      const parts = nameParts(needle);
      if (parts.length >= 2) for (const part of parts) for (const form of variants(part, s.category)) for (const [start, end] of occurrences(text, form)) add(start, end, s);
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

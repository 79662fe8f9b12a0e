/**
 * Organisation names by their shape where the prose rules (ner.ts) read capitals and cues (session 34, issue 18):
 *
 * - a business's name written in lower case, one to three name words and the word of its kind ("bluepeak labs",
 *   "westbrook elementary school", "lindqvist pharmacy", "summit law group", "silverline & sons"). A name word no
 *   dictionary holds (ordinary.ts) or a given name makes it a name anywhere; a name of ordinary words ("granite auto
 *   repair", "pioneer partners") counts only right after a word that places a business (at, for, from, with, of, to,
 *   joined, left …), and never when its first word is one that makes the phrase generic ("a local pharmacy", "my high
 *   school", "a big law firm");
 * - a firm's legal form written with dots after a capitalised name ("Zimmermann S.A.", "Pereira B.V.", "Rossi S.p.A.",
 *   "Tan Holdings Pty. Ltd."), which the tokenizer splits into letters.
 *
 * The kind words are a general list of the last words of business and institution names, written for this job (not
 * taken from any set's names).
 */
import { scan, type Candidate } from './candidate.ts';
import { COMMON_WORDS, GIVEN_NAMES, KNOWN_ORGS } from './lexicons.ts';
import { isOrdinaryWord } from './ordinary.ts';

/** The word(s) of a business's kind that end its name; longest first within the alternation. */
const KIND_WORDS = [
  'elementary school', 'middle school', 'high school', 'primary school', 'secondary school', 'grammar school',
  'community college', 'law group', 'law firm', 'law office', 'law offices', 'medical group', 'medical center',
  'medical centre', 'health center', 'health centre', 'dental care', 'dental clinic', 'dental group', 'auto repair',
  'auto body', 'auto sales', 'credit union', 'public library', 'school district', 'fire department',
  'police department', 'chamber of commerce', 'water authority', 'port authority', 'real estate', 'insurance agency',
  'animal hospital', 'veterinary clinic', 'family practice', 'city council', 'county council', 'town council',
  'housing authority', 'transit authority', 'department of health', 'department of transportation',
  'department of education', 'institute of technology', 'state university', 'school of medicine', '& sons', 'and sons', '& daughters', 'and daughters',
  '& co.', '& co', 'and co.', '& partners', '& associates', 'labs', 'laboratories', 'pharmacy', 'realty', 'dental',
  'bakery', 'hardware', 'robotics', 'apparel', 'furniture', 'therapeutics', 'biotech', 'analytics', 'logistics',
  'holdings', 'enterprises', 'industries', 'technologies', 'solutions', 'collective', 'partners',
  'associates', 'ventures', 'capital', 'group', 'clinic', 'hospital', 'university', 'academy', 'inc', 'inc.', 'llc',
  'ltd', 'ltd.', 'corp', 'corp.', 'corporation', 'gmbh',
];
/**
 * Kind words that also close everyday phrases or name an activity ("require publishing", "do consulting"), so they need
 * a name word no dictionary holds ("maplewood health", "okafor consulting").
 */
const WEAK_KIND_WORDS = [
  'health', 'media', 'software', 'networks', 'systems', 'studios', 'foods', 'motors', 'staffing', 'consulting',
  'plumbing', 'roofing', 'shipping', 'trucking', 'construction', 'landscaping', 'publishing',
];

const esc = (s: string): string => s.replace(/[.&]/g, (c) => (c === '.' ? '\\.' : '&')).replace(/ /g, '[ \\t]+');
const KINDS = [...KIND_WORDS, ...WEAK_KIND_WORDS].sort((a, b) => b.length - a.length);
const WEAK = new Set(WEAK_KIND_WORDS);
const WORD = "[a-z][a-z'’-]*";
/** One to three lower-case words, then a kind word, ending the word. */
const LOWER_ORG = new RegExp(`(?<![\\p{L}\\p{M}'’-])((?:${WORD}[ \\t]+){1,4})(${KINDS.map(esc).join('|')})(?=['’]s(?![\\p{L}\\p{M}])|(?![\\p{L}\\p{M}\\d'’-]|\\.[a-z]))`, 'gu');
/**
 * What every LOWER_ORG match holds: a space or a tab, then a kind word (session 35: a cheap test before the costly scan,
 * which tries one to four words before a kind at every word of the message).
 */
export const SPACE_THEN_KIND = new RegExp(`[ \\t](?:${KINDS.map(esc).join('|')})`, 'u');
export const SHAPES_FOR_TEST = { LOWER_ORG };
/** Words after which a business is named ("at", "joined", "supplier"). */
const PLACING = new Set([
  'at', 'for', 'from', 'with', 'of', 'to', 'by', 'joined', 'left', 'join', 'leave', 'about', 'called', 'supplier',
  'vendor', 'contractor', 'client', 'employer', 'against', 'sued', 'suing', 'via', 'through', 'into',
  // (session 49) verbs of founding, owning and dealing: "julia novak founded openreach labs" is no firm's name
  'founded', 'cofounded', 'co-founded', 'started', 'acquired', 'bought', 'sold', 'owns', 'owned', 'runs', 'ran',
  'manages', 'managed', 'launched', 'funded', 'contacted', 'emailed', 'visited', 'quit', 'hired', 'fired',
]);
/** A first word that makes the phrase generic or someone's own ("a local pharmacy", "my high school"). */
const GENERIC_LEADS = new Set([
  'local', 'nearby', 'new', 'old', 'former', 'current', 'previous', 'same', 'different', 'another', 'other', 'big',
  'small', 'large', 'huge', 'tiny', 'major', 'top', 'good', 'great', 'best', 'bad', 'worst', 'public', 'private',
  'state', 'federal', 'national', 'international', 'regional', 'independent', 'family', 'boutique', 'corporate',
  'chain', 'online', 'retail', 'specialty', 'compounding', 'community', 'mental', 'urgent', 'primary', 'home', 'hospital',
  'medical', 'dental', 'law', 'legal', 'tech', 'startup', 'consulting', 'staffing', 'insurance', 'real', 'elementary',
  'middle', 'high', 'catholic', 'christian', 'charter', 'prestigious', 'fancy', 'cheap', 'expensive', 'shady',
  'sketchy', 'random', 'certain', 'particular', 'whole', 'entire', 'next', 'last', 'first', 'second', 'one', 'two',
  'three', 'few', 'several', 'many', 'every', 'each', 'any', 'some', 'no', 'that', 'this', 'these', 'those', 'his',
  'her', 'their', 'our', 'my', 'your', 'its', 'the', 'a', 'an', 'general', 'animal', 'pet', 'auto', 'venture',
  'investment', 'holding', 'parent', 'research', 'university', 'school', 'college', 'city', 'county', 'town',
  'village', 'district', 'children', 'children’s', "children's", 'kids', 'women’s', "women's", 'veterans', 'military',
  'army', 'navy', 'church', 'rural', 'urban', 'downtown', 'uptown', 'suburban', 'nonprofit', 'non-profit', 'accounting',
  'marketing', 'engineering', 'design', 'software', 'hardware', 'music', 'film', 'media', 'sports', 'fitness',
  'health', 'healthcare', 'care', 'pharmacy', 'grocery', 'food', 'restaurant', 'online-only', 'mom-and-pop',
  'employment', 'temp', 'finance', 'financial', 'credit', 'debt', 'collection', 'collections', 'billing', 'payroll',
  'hr', 'it', 'security', 'cleaning', 'construction', 'trucking', 'shipping', 'moving', 'storage', 'rental',
  'property', 'management', 'hedge', 'equity', 'trading', 'crypto', 'digital', 'ad', 'advertising', 'pr',
]);
const OWNERS = new Set(['a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'this', 'that', 'these', 'those', 'some', 'any', 'every', 'each', 'no']);
/** Words inside a name phrase that cut it (a function word or a verb is no part of a business's name). */
const stopWord = (w: string): boolean => COMMON_WORDS.has(w);
/** A word that could be a name: a given name, or three letters or more no dictionary holds (each part of "in-home"). */
const nameWord = (w: string): boolean => {
  const bare = w.replace(/['’]s$/, '');
  if (GIVEN_NAMES.has(bare)) return true;
  const parts = bare.split(/[-'’]/);
  return bare.length >= 3 && !parts.every((p) => p.length <= 2 || isOrdinaryWord(p) || COMMON_WORDS.has(p));
};

function lowerOrgs(text: string, out: Candidate[]): void {
  if (!SPACE_THEN_KIND.test(text)) return;
  for (const m of scan(LOWER_ORG, text)) {
    let words = m[1]!.trim().split(/[ \t]+/);
    const kind = m[2]!.toLowerCase().replace(/[ \t]+/g, ' ');
    let start = m.index;
    // Cut the name phrase after its last function word ("whether nakamura labs" → "nakamura labs").
    let cut = -1;
    for (let k = 0; k < words.length; k++) if (stopWord(words[k]!.toLowerCase()) || PLACING.has(words[k]!.toLowerCase())) cut = k;
    if (cut >= 0) {
      const drop = words.slice(0, cut + 1);
      words = words.slice(cut + 1);
      for (const w of drop) start = text.indexOf(w, start) + w.length;
      start += /^[ \t]*/.exec(text.slice(start))![0].length;
    }
    if (words.length === 0) continue;
    const lower = words.map((w) => w.toLowerCase());
    if (GENERIC_LEADS.has(lower[0]!)) continue;
    // A possessive inside the name is the business's founder only at its start ("kobayashi's furniture").
    if (lower.slice(1).some((w) => /['’]s$/.test(w))) continue;
    if (lower.some((w) => COMMON_WORDS.has(w.replace(/['’]s$/, '')))) continue;
    // Four letters or more: "pcp's clinic", "a dui law firm" name a kind of place by an abbreviation.
    const named = lower.some((w) => nameWord(w) && w.replace(/['’]s$/, '').length >= 4);
    const before = /([\p{L}'’]+)[ \t]*[:,]?[ \t]*$/u.exec(text.slice(Math.max(0, start - 30), start))?.[1]?.toLowerCase();
    // "a covid clinic", "my botox clinic": after an article or someone's, the words say what kind of place it is.
    if (before !== undefined && (OWNERS.has(before) || /['’]s$/.test(before))) continue;
    if (!named && (WEAK.has(kind) || before === undefined || !PLACING.has(before))) continue;
    const end = m.index + m[0].length;
    out.push({ start, end, category: 'organization', score: named ? 0.7 : 0.6, detail: 'org_kind_lower' });
  }
}

/**
 * An institution "of" a place in lower case ("university of tuscaloosa", "bank of tromso", "port authority of texas",
 * "museum of costa rica"): one to three words after "of", one of them a name no dictionary holds.
 */
const INSTITUTION_OF = new RegExp(
  `(?<![\\p{L}\\p{M}'’-])(?:university|bank|museum|institute|college|port[ \\t]+authority|ministry|academy|conservatory|polytechnic)[ \\t]+of[ \\t]+((?:${WORD})(?:[ \\t]+${WORD}){0,2})(?![\\p{L}\\p{M}\\d'’-])`,
  'gu',
);
function institutionsOf(text: string, out: Candidate[]): void {
  for (const m of scan(INSTITUTION_OF, text)) {
    const at = m.index + m[0].length - m[1]!.length;
    const words = [...m[1]!.matchAll(/\S+/g)].map((w) => ({ w: w[0], end: at + w.index + w[0].length }));
    const stop = words.findIndex((x) => COMMON_WORDS.has(x.w) || PLACING.has(x.w));
    let tail = stop >= 0 ? words.slice(0, stop) : words;
    // "… of tromso in moncton": a name ends before its own last ordinary words.
    while (tail.length > 0 && !nameWord(tail[tail.length - 1]!.w)) tail = tail.slice(0, -1);
    if (tail.length === 0) continue;
    const end = tail[tail.length - 1]!.end;
    out.push({ start: m.index, end, category: 'organization', score: 0.65, detail: 'institution_of_lower' });
  }
}

/**
 * A well-known company in lower case after someone's name and "at", "of" or "from" ("forward this to watanabe at
 * walmart", "my landlord zhang of costco"): the person's firm. Only names no dictionary holds on both sides.
 */
const NAME_AT_COMPANY = /(?<![\p{L}\p{M}'’-])([a-z][a-z'’-]{2,})[ \t]+(?:at|of|from)[ \t]+([a-z][a-z&'’-]+)(?![\p{L}\p{M}\d'’-])/gu;
function namesAtCompanies(text: string, out: Candidate[]): void {
  for (const m of scan(NAME_AT_COMPANY, text)) {
    const company = m[2]!;
    if (!KNOWN_ORGS.has(company) || isOrdinaryWord(company) || !nameWord(m[1]!) || COMMON_WORDS.has(m[1]!)) continue;
    const start = m.index + m[0].length - company.length;
    out.push({ start, end: start + company.length, category: 'organization', score: 0.6, detail: 'person_at_company' });
  }
}

/**
 * A contact line's firm: "Contact: Tamar Bellini, Brennan-Fischer", "contact: petra lachance, shoreline tap analytics" —
 * after a name of two or three words and a comma, the rest of the line is where that person works.
 */
const CONTACT_LINE = /(?:^|\n)[ \t]*contact[ \t]*:[ \t]*((?:mr|mrs|ms|dr)?\.?[ \t]*[\p{L}'’-]+(?:[ \t]+[\p{L}'’-]+){1,2}),[ \t]*([\p{L}][\p{L}'’&-]*(?:[ \t]+[\p{L}'’&.-]+){0,3}?)[ \t]*\.?[ \t]*(?=\n|$)/giu;
function contactLines(text: string, out: Candidate[]): void {
  for (const m of scan(CONTACT_LINE, text)) {
    const firm = m[2]!;
    // "Contact: Jo Park, Kim and Lee": people listed on, not a firm
    if (/\b(?:and|or)\b/i.test(firm) && !/&/.test(firm) && !/\b(?:and|&)[ \t]+(?:sons|daughters|co|partners|associates)\b/i.test(firm)) continue;
    const start = m.index + m[0].lastIndexOf(firm);
    out.push({ start, end: start + firm.length, category: 'organization', score: 0.6, detail: 'contact_line_org' });
  }
}

/** A firm's legal form with dots, after one to three capitalised name words. */
const DOTTED_FORM =
  /(?<![\p{L}\p{M}])((?:\p{Lu}[\p{L}\p{M}'’-]*[ \t]+){1,3})(S\.A\.(?:S\.|B\.)?|S\.p\.A\.|S\.r\.l\.|S\.R\.L\.|S\.L\.|S\.A\.R\.L\.|B\.V\.|N\.V\.|A\.G\.|K\.K\.|L\.L\.C\.|L\.L\.P\.|P\.L\.C\.|Pty\.?[ \t]+Ltd\.?|Pvt\.?[ \t]+Ltd\.?|Sdn\.?[ \t]+Bhd\.?|Co\.,?[ \t]+Ltd\.?)(?![\p{L}\p{M}])/gu;
function dottedForms(text: string, out: Candidate[]): void {
  for (const m of scan(DOTTED_FORM, text)) {
    const words = m[1]!.trim().split(/[ \t]+/);
    let start = m.index;
    // "Invoice from Bakker S.A.": the name is the capitalised words after the last ordinary or function word.
    let k = 0;
    while (k < words.length - 1 && COMMON_WORDS.has(words[k]!.toLowerCase())) {
      start = text.indexOf(words[k]!, start) + words[k]!.length;
      k++;
    }
    if (COMMON_WORDS.has(words[k]!.toLowerCase())) continue;
    start += /^[ \t]*/.exec(text.slice(start))![0].length;
    out.push({ start, end: m.index + m[0].length, category: 'organization', score: 0.8, detail: 'org_legal_form' });
  }
}

export function orgShapes(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (/[a-z]/.test(text)) {
    lowerOrgs(text, out);
    if (/ of /.test(text)) institutionsOf(text, out);
    namesAtCompanies(text, out);
  }
  // A message written all in capitals: the same, read in lower case (same offsets for these letters).
  else if (/[A-Z]/.test(text) && text.toLowerCase().length === text.length) lowerOrgs(text.toLowerCase(), out);
  if (/\.[A-Z]\.|Ltd|Bhd/.test(text)) dottedForms(text, out);
  if (/contact[ \t]*:/i.test(text)) contactLines(text, out);
  return out;
}

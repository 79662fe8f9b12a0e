/**
 * Rule NER for person / organisation / location names (issue 5). No model: capitalised runs are
 * classified by what surrounds them — an honorific, a trigger phrase ("my name is", "lives in"), an
 * organisation suffix, a country, a given name, a following speech verb — and small lexicons break
 * ties. Measured against compromise in scripts/bench/identifiers.ts; this is ~10x faster and ships
 * no model bytes.
 */
import { scan, type Candidate } from './candidate.ts';
import type { IdentifierCategory } from '../types.ts';
import {
  APP_SUBJECTS,
  CARE_SHORTHAND,
  CITIES,
  COMMON_WORDS,
  CURRENCY_SHORT,
  COUNTRIES,
  FOREIGN_GREETINGS,
  GIVEN_NAMES,
  HONORIFICS,
  KNOWN_ORGS,
  NAME_PARTICLES,
  ORG_SUFFIXES,
  CAPPED_ORG_SUFFIXES,
  NAMED_ORG_SUFFIXES,
  STREET_TYPES,
  US_STATES,
} from './lexicons.ts';
import { isOccupation } from './job-titles.ts';
import { groupKind, isLanguageName } from './groups.ts';
import { isOrdinaryWord, nameLike } from './ordinary.ts';
import { isPublicFigure } from './public-figures.ts';

export interface Tok {
  start: number;
  end: number;
  text: string;
  lower: string;
  word: boolean;
  cap: boolean;
  /** A line break (or start of text) separates this token from the previous one. */
  lineStart: boolean;
  /** Possessive "'s" was cut off the end of this word. */
  possessive: boolean;
}

/** Last words that make a name a place even after a company's name: "Apple Valley", "Amazon Basin". */
/** A switch between products or providers just before "from/to X" ("switching 401k providers from Empower to"). */
const SWITCHING = /\b(?:switch(?:ing|ed|es)?|migrat(?:e|ing|ed)|port(?:ing|ed)?)\b[^.?!\n]{0,40}\b(?:from|to)\s+(?:[A-Z][\w&.-]*\s+){0,3}(?:to\s+)?$/;
const PLACE_HEADS = new Set(
  'valley|city|park|springs|beach|heights|hills|falls|lake|lakes|river|county|island|islands|bay|creek|ridge|village|town|basin|forest|mountain|mountains|point|harbor|harbour|station|courthouse'.split('|'),
);

/** The parties a contract or a lease names with a capital letter ("Tenant", "Landlord", "Licensee"). */
const CONTRACT_PARTIES = new Set([
  'tenant', 'tenants', 'landlord', 'landlords', 'lessor', 'lessee', 'licensor', 'licensee', 'buyer', 'seller',
  'purchaser', 'vendor', 'contractor', 'subcontractor', 'client', 'customer', 'employer', 'employee', 'borrower',
  'lender', 'guarantor', 'grantor', 'grantee', 'assignor', 'assignee', 'owner', 'occupant', 'occupants', 'premises',
  'party', 'parties', 'company', 'consultant', 'provider', 'recipient', 'discloser', 'agent', 'principal',
  // a court paper's parties (session 26): "PALM TERRACE APARTMENTS LLC, Plaintiff"
  'plaintiff', 'plaintiffs', 'defendant', 'defendants', 'petitioner', 'respondent', 'appellant', 'appellee', 'claimant',
]);
const TOKEN = /[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*|\d+|[^\s\p{L}\p{M}\d]/gu;

function linePrefixOnly(text: string, at: number): boolean {
  const ls = text.lastIndexOf('\n', at - 1) + 1;
  return /^[\s>?*\-•#|]*$/.test(text.slice(ls, at));
}

/** An address line starts with a building number or a unit / PO-box word. */
const ADDRESS_LINE_START = /^(?:\d{1,5}[A-Za-z]?\s+\S|(?:apt|suite|unit|flat|p\.?\s?o\.?\s*box|box|psc|usns|uss)\b)/i;

/** [start, end) of each line's content, without line-prefix marks ("> ", "??? ") or edge spaces. */
function lineSpans(text: string): [number, number][] {
  const out: [number, number][] = [];
  let pos = 0;
  for (const line of text.split('\n')) {
    const lead = /^[\s>?*\-•#|]*/.exec(line)?.[0].length ?? 0;
    const trail = line.length - line.trimEnd().length;
    out.push([pos + lead, Math.max(pos + lead, pos + line.length - trail)]);
    pos += line.length + 1;
  }
  return out;
}

/** /['’]s$/i without a regex (session 35: tested on every token). */
export function possessiveEnd(t: string): boolean {
  const q = t.charCodeAt(t.length - 2);
  const s = t.charCodeAt(t.length - 1);
  return (q === 0x27 || q === 0x2019) && (s === 0x73 || s === 0x53);
}

/** /^[\p{L}\p{M}]/u, answered without the regex for an ASCII first character (session 35). */
export function startsWithLetter(t: string): boolean {
  const c = t.charCodeAt(0);
  if (c < 128) return (c | 32) >= 97 && (c | 32) <= 122;
  return /^[\p{L}\p{M}]/u.test(t);
}

/** /^\p{Lu}/u, answered without the regex for an ASCII first character (session 38: tested on every word token). */
export function startsWithCapital(t: string): boolean {
  const c = t.charCodeAt(0);
  if (c < 128) return c >= 65 && c <= 90;
  return /^\p{Lu}/u.test(t);
}

/** Whether text[from, to) holds a line break (the gap between two tokens, without slicing it; session 38). */
function hasLineBreak(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (text.charCodeAt(k) === 10) return true;
  return false;
}

function tokenize(text: string): Tok[] {
  const out: Tok[] = [];
  let prevEnd = 0;
  for (const m of scan(TOKEN, text)) {
    let t = m[0];
    let possessive = false;
    if (t.length > 2 && possessiveEnd(t)) {
      t = t.slice(0, -2);
      possessive = true;
    }
    const word = startsWithLetter(t);
    // Line prefixes ("> ", "??? ", "- ") are transparent: the first word after them starts the line.
    const prevTok = out[out.length - 1];
    const afterPrefix =
      word &&
      prevTok !== undefined &&
      !prevTok.word &&
      /^[>?*\-•#|]$/.test(prevTok.text) &&
      linePrefixOnly(text, m.index);
    out.push({
      start: m.index,
      end: m.index + t.length,
      text: t,
      lower: t.toLowerCase(),
      word,
      cap: word && startsWithCapital(t),
      lineStart: out.length === 0 || hasLineBreak(text, prevEnd, m.index) || afterPrefix,
      possessive,
    });
    prevEnd = m.index + m[0].length;
  }
  return out;
}

/**
 * Relations and roles written before a name ("my roommate Iwao", "my bf Dev", "my lawyer Kessandra") (issue 18). A name
 * after one of them is a person even when it is an ordinary word ("Dev", "Hope").
 */
const RELATION_WORDS: readonly string[] = [
  'neighbor',
  'neighbour',
  'roommate',
  'flatmate',
  'cousin',
  'uncle',
  'aunt',
  'grandma',
  'grandpa',
  'grandmother',
  'grandfather',
  'nephew',
  'niece',
  'fiance',
  'fiancé',
  'fiancée',
  'girlfriend',
  'boyfriend',
  'bf',
  'gf',
  'coworker',
  'co-worker',
  'supervisor',
  'stepdad',
  'stepmom',
  'stepson',
  'stepdaughter',
  'mom',
  'dad',
  'lawyer',
  'attorney',
  'therapist',
  'landlord',
  'tutor',
  'coach',
  'classmate',
  'roomie',
  // chat's own words for the people of one's life
  'ex',
  'kid',
  'homie',
  'bestie',
  'bff',
  'hubby',
  'sis',
  'bro',
  'fiancee',
  'stepsister',
  'stepbrother',
  'grandson',
  'granddaughter',
  // session 27: more of the people of one's life named after their role ("my sponsor Lou", "my charge nurse Tania",
  // "our delegate Hemi", "the recruiter Marisol", "my tita Lorna")
  'mum',
  'mama',
  'papa',
  'tita',
  'tito',
  // session 28: kin in the other languages chat mixes in, and "auntie" ("babcia Halina (83)", "tio Ernesto", "his mom
  // auntie Efua", "mi abuela Rosa")
  'auntie',
  'aunty',
  'tio',
  'tía',
  'tío',
  'tia',
  'abuela',
  'abuelo',
  'abuelita',
  'abuelito',
  'babcia',
  'dziadek',
  'nonna',
  'nonno',
  'lola',
  'lolo',
  'oma',
  'opa',
  'sponsor',
  'nurse',
  'delegate',
  'recruiter',
  'caseworker',
  'counselor',
  'counsellor',
  'pastor',
  'midwife',
  'mentor',
  'principal',
  'teacher',
];
const RELATION_IDX_WORDS = new Set(RELATION_WORDS);
const ROLE_WORDS_27 = new Set(['sponsor', 'nurse', 'delegate', 'recruiter', 'caseworker', 'counselor', 'counsellor', 'pastor', 'midwife', 'mentor', 'principal', 'teacher']);
/** Kin and people of one's own life that PERSON_TRIGGERS lists, said after "my", "our", … ("my husband Marcus"). */
const OWN_KIN = new Set(['son', 'daughter', 'wife', 'husband', 'brother', 'sister', 'mother', 'father', 'friend', 'colleague', 'boss', 'manager', 'partner', 'ex', 'kid', 'homie']);
const POSSESSIVES = new Set(['my', 'our', 'his', 'her', 'their']);
/** Kin and friends whose given name may follow them after a possessive ("my sister Georgia"): OWN_KIN and the rest of the family. */
const OWN_KIN_AFTER_POSSESSIVE = new Set([...OWN_KIN, 'niece', 'nephew', 'cousin', 'aunt', 'uncle', 'mom', 'mum', 'dad', 'grandma', 'grandpa', 'grandson', 'granddaughter', 'stepson', 'stepdaughter', 'fiance', 'fiancé', 'fiancee', 'fiancée', 'boyfriend', 'girlfriend', 'bf', 'gf', 'roommate', 'coworker', 'neighbor', 'neighbour', 'baby', 'child', 'toddler', 'bestie']);
/**
 * Whether toks[i], in lower case after the trigger `trig`, is the given name of one's own kin or friend ("my husband
 * dave", "my lil bro jayden"): a listed given name that is no English word, after a kin word and a possessive.
 */
function ownKinName(toks: readonly Tok[], i: number, trig: string): boolean {
  const t = toks[i]!;
  return OWN_KIN_AFTER_POSSESSIVE.has(trig) && GIVEN_NAMES.has(t.lower) && !isOrdinaryWord(t.lower) && (POSSESSIVES.has(toks[i - 2]?.lower ?? '') || POSSESSIVES.has(toks[i - 3]?.lower ?? ''));
}

/** Phrases (lower-case token sequences) that introduce a person's name. */
const PERSON_TRIGGERS: readonly string[][] = [
  'my name is',
  'name is',
  'name :',
  'names are',
  'named',
  'name was',
  'call me',
  'calls me',
  'called',
  'this is',
  'i am',
  "i ' m",
  'dear',
  'hi',
  'hello',
  'hey',
  'thanks',
  'thank you',
  'regards ,',
  'sincerely ,',
  'signed',
  'by',
  'with',
  'ask',
  'tell',
  'told',
  'meet',
  'contact',
  'speak to',
  'talk to',
  'under',
  'add',
  'son',
  'daughter',
  'wife',
  'husband',
  'brother',
  'sister',
  'mother',
  'father',
  'friend',
  'colleague',
  'boss',
  'manager',
  'patient',
  'client',
  'customer',
  'starring',
  'directed by',
  'written by',
  'featuring',
  'producer',
  'singer',
  'commenter',
  'author',
  'according to',
  'attn :',
  'cc :',
  'user :',
  'maiden name is',
  'name ?',
  'assistant to',
  'says',
  'said',
  'from :',
  'to :',
  'mr',
  'ms',
  'mrs',
  'dr',
  'partner',
  'guardian',
  'follow up with',
  'named him',
  'named her',
  'call him',
  'call her',
  'called him',
  'called her',
  'visited by',
  'married',
  'met',
  'hired',
  'introduce',
  'introducing',
  'sent by',
  'signed by',
  // Whom one writes to, marries or hears from (issue 18): a person, where a bare "to"/"from" would read a place.
  'married to',
  'engaged to',
  'introduced to',
  'belongs to',
  'wrote to',
  'write to',
  'writing to',
  'replied to',
  'reply to',
  'explained to',
  'apologized to',
  'apologised to',
  'complained to',
  'letter to',
  // (session 34) whom one writes a message to or meets: "draft an email to Amelie Martin", "we are meeting Jones and Demir"
  'email to',
  'e-mail to',
  'text to',
  'message to',
  'note to',
  'reply to him',
  'meeting',
  'meeting with',
  'meet with',
  'cc',
  'lent',
  'loaned',
  'letter from',
  'message from',
  'email from',
  'text from',
  'call from',
  'heard from',
  'gift from',
  'note from',
  'send it to',
  'send this to',
  'sent it to',
  'sent this to',
  'forward it to',
  'forward this to',
  'forwarded it to',
  'give it to',
  'gave it to',
  'show it to',
  'showed it to',
  'pass it to',
  'hand it to',
  // Verbs whose object is someone: "I texted Kessandra", "we invited Iwao".
  'asked',
  'texted',
  'emailed',
  'phoned',
  'messaged',
  'pinged',
  'invited',
  'invite',
  'thanked',
  'hugged',
  'kissed',
  'divorced',
  'dating',
  'babysitting',
  'reminded',
  'remind',
  // kin named after their plural and a comma ("two little brothers, Jace and Ryder", "1 kid, Lila"; session 27)
  'brothers ,',
  'sisters ,',
  'sons ,',
  'daughters ,',
  'kids ,',
  'kid ,',
  'children ,',
  'cousins ,',
  // (session 50, lead's probes) someone met and named in passing ("this guy ethan from work", "that girl sophie")
  'this guy',
  'that guy',
  'some guy',
  'this girl',
  'that girl',
  'some girl',
  'this dude',
  'that dude',
  'this lady',
  'that lady',
  ...RELATION_WORDS,
].map((p) => p.split(' '));
const STRONG_PERSON_TRIGGERS = new Set([
  'my name is',
  'name is',
  'name :',
  'named',
  'call me',
  'calls me',
  'dear',
  'maiden name is',
  'names are',
  'name was',
  'this is',
]);

/** Phrases that make the following capitalised run a place with confidence. */
const STRONG_LOCATION_PHRASES: readonly string[] = [
  'lives in',
  'live in',
  'living in',
  'born in',
  'grew up in',
  'moved to',
  'moved here from',
  'originally from',
  'based in',
  'trip to',
  'travel to',
  'city of',
  'arrived at',
  'where :',
  'flew to',
  'flight to',
  'flying to',
  'drove to',
  'raised in',
  'resident of',
  'native of',
  'relocated to',
  'relocating to',
  'vacation in',
  'holiday in',
  'town of',
  'village of',
  'province of',
  // Where one lives or works, in Spanish, Portuguese, Italian, French and German ("trabajo en Murcia", "moro em
  // Campinas", "abito a Torino", "j'habite à Lyon", "ich wohne in Graz"; written-fresh yk, session 30).
  'vivo en',
  'vive en',
  'vivimos en',
  'trabajo en',
  'trabaja en',
  'estoy en',
  'moro em',
  'mora em',
  'moramos em',
  'vivo em',
  'trabalho em',
  'abito a',
  'lavoro a',
  'vivo a',
  'habite à',
  'travaille à',
  'wohne in',
  'arbeite in',
];
const STRONG_LOCATION_TRIGGERS = new Set(STRONG_LOCATION_PHRASES);
const LOCATION_TRIGGERS: readonly string[][] = [
  'in',
  'from',
  'at',
  'to',
  'visit',
  'visited',
  'visiting',
  'near',
  // "just outside Vila Madalena", "across Lower Saxony" (issue 18, session 12).
  'outside',
  'across',
  'throughout',
  'towards',
  'toward',
  // a firm's growth into a market (session 47): "its expansion into Lincoln"
  'expansion into',
  'expand into',
  'expanding into',
  'expanded into',
  ...STRONG_LOCATION_PHRASES,
].map((p) => p.split(' '));

const BUSINESS_TIES = [
  // What only a business is to its customers, suppliers and applicants (session 46): "a loyal client of X", "your
  // application to X", "representing X at the fair", "the billing address for X", "an invoice from X", "thank you for
  // choosing X", "my employer, X,", "our supplier X", "the acquisition of X", "works remotely for X".
  'client of',
  'clients of',
  'customers of',
  'application to',
  'applied at',
  'representing',
  'billing address for',
  'shipping address for',
  'mailing address for',
  'delivery address for',
  'invoice from',
  'invoices from',
  'quote from',
  'for choosing',
  'employer ,',
  'supplier',
  'vendor',
  'acquisition of',
  'remotely for',
  'freelance for',
  'freelancing for',
  'interned at',
  'interned with',
  'intern for',
  'resume to',
  'delivery from',
  'shipment from',
  'order from',
  'founding',
  'co-founding',
  'cv to',
  'startup ,',
  'company ,',
  'landlord ,',
  // "Our vendors include A, B and C" (the rest of the list follows the first by coordination), "(CEO, Brightside)".
  'vendors include',
  'suppliers include',
  'clients include',
  'customers include',
  'partners include',
  'sponsors include',
  // (session 49) "our marketing agency, Quayside Media, missed the deadline", "my bank, Corvina, …"
  'agency ,',
  'firm ,',
  'bank ,',
  'insurer ,',
  'lender ,',
  'carrier ,',
  'brokerage ,',
  'consultancy ,',
  'ceo ,',
  'cfo ,',
  'cto ,',
  'coo ,',
  'founder ,',
  // What is sent, said or bid by a business (session 47): "the package from Sundial", "an invoice to Windward", "a
  // spokesperson for Quayside", "sponsored by Bluefin", "who joins us from Allbright", "lost the bid to Veridian",
  // "thank you for your interest in Marigold", "our partner Obsidian".
  'package from',
  'packages from',
  'parcel from',
  'invoice to',
  'invoices to',
  'spokesperson for',
  'spokeswoman for',
  'spokesman for',
  'sponsored by',
  'joins us from',
  'joined us from',
  'join us from',
  'bid to',
  'tender to',
  'your interest in',
  'our partner',
  'our partners',
  'who owns',
  'who runs',
  'will represent',
  'board of',
  'deal between',
  'consults for',
  'consulted for',
  'consulting for',
  'merger of',
  'merger between',
  'merger with',
  'rival',
  'competitor',
  // What a firm's callers, investors and staff say of it (session 49): "thank you for contacting Plenova", "the annual
  // revenue of Quorvata", "a sales rep for Healthmap", "my dad retired from Brixly", "our vendor is Crowdwise".
  'for contacting',
  'revenue of',
  'revenues of',
  'profits of',
  'earnings of',
  'stock price of',
  'share price of',
  'market share of',
  'valuation of',
  'retired from',
  'rep for',
  'reps for',
  'representative for',
  'vendor is',
  'supplier is',
  'employer is',
  'insurer is',
  'lender is',
  'company is',
  // (session 49) "our insurance is through Cargoline", "a scholarship from Paywise", "apply now at Amber Row"
  'insurance through',
  'insurance is through',
  'coverage through',
  'coverage is through',
  'insured through',
  'scholarship from',
  'grant from',
  'funding from',
  'investment from',
  'sponsorship from',
  'apply at',
  'applying at',
  // (session 49) "the lawsuit against Wrenfield", "my flight with Kettleworks", "put on hold by Truecast", "our lease
  // with Truecast", "met the founders of Brightfold"
  'lawsuit against',
  'class action against',
  'flight with',
  'flights with',
  'booked with',
  'booking with',
  'reservation with',
  'on hold by',
  'on hold with',
  'lease with',
  'founders of',
  'co-founders of',
  'cofounders of',
];
const ORG_TRIGGERS: readonly string[][] = [
  'works at',
  'work at',
  'work for',
  'works for',
  'worked at',
  'worked for',
  'employed by',
  'joined',
  'company',
  'recorded for',
  'office of',
  'is from',
  // Time spent at a place of work, and what a company became or joined (issue 18).
  'year at',
  'years at',
  'months at',
  'internship at',
  'job at',
  'stint at',
  'later became',
  'acquired by',
  'merged with',
  'subsidiary of',
  'co-founded',
  'cofounded',
  // Employment and business relations (issue 18).
  'hired by',
  'hired at',
  'working at',
  'working for',
  'employed at',
  'interning at',
  'intern at',
  'internship with',
  'job with',
  'position with',
  'career at',
  'offer from',
  'laid off from',
  'fired from',
  'resigned from',
  'ceo of',
  'cfo of',
  'cto of',
  'coo of',
  'founder of',
  'co-founder of',
  'shares of',
  'stock in',
  'account with',
  'account at',
  'customer of',
  'subscription to',
  'ordered from',
  'refund from',
  'insured with',
  'insured by',
  'policy with',
  'bank with',
  'banking with',
  'banked with',
  // A shop's own words to its customer (session 48): "Thanks for shopping with Copperpot".
  'shopping with',
  'shopped with',
  // Where someone works, applies, is promoted or is paid, and whom a caller speaks for (issue 18, session 12).
  'team at',
  'colleagues at',
  'coworkers at',
  'co-workers at',
  'promoted at',
  'shift at',
  'role at',
  'interview at',
  'interview with',
  'interviewed at',
  'interviewed with',
  'contract with',
  'paycheck from',
  'salary from',
  'severance from',
  'donated to',
  'donate to',
  'calling from',
  'for calling',
  'on behalf of',
  'employee of',
  'employees of',
  'quit',
  'founded',
  'plays for',
  'played for',
  // Business relations only a firm has with a customer, a partner or a student (session 40): "partnered with Nexora",
  // "signed up with X", "a loan from X", "the recruiter at X", "graduated from X".
  'partnered with',
  'partnering with',
  'partnership with',
  'signed up with',
  'subscribed to',
  'subscription with',
  'membership at',
  'membership with',
  'bought from',
  'purchased from',
  'scammed by',
  'loan from',
  'loan with',
  'mortgage with',
  'mortgage from',
  'mortgage through',
  'claim with',
  'complaint with',
  'recruiter at',
  'recruiter with',
  'representative of',
  'adjuster at',
  'graduated from',
  'degree from',
  'studied at',
  'studying at',
  'enrolled at',
  'pension from',
  'pension with',
  '401k with',
  '401k through',
  'shares in',
  'stake in',
  'stock of',
  ...BUSINESS_TIES,
].map((p) => p.split(' '));

/** Organisation cues (session 47) whose run must hold a word that could be a name ("the Board of Trustees" is none). */
const NAMED_AFTER_TRIGGERS = new Set(['board of']);
/** A purchase or a lease of a thing, then "from": "ordered a sofa from", "rented a car from" (session 46). */
/** A thing sent back, then "to": "return a sweater to Paywise", "returned the shoes to X" (session 49). */
const RETURNED_THING_TO = /\b(?:return(?:ed|ing|s)?|sen[dt]\s+back|sending\s+back|t(?:ake|ook)\s+back)\s+(?:a|an|the|my|our|some|these|those|this|that|two|three)\s+(?:[a-z-]+\s+){1,2}to\s+$/;
const BOUGHT_THING_FROM = /\b(?:ordered|bought|purchased|leased|financed|ordering|buying|purchasing|leasing)\s+(?:(?:a|an|the|my|our|some|two|three|new|used)\s+)?(?:[a-z-]+\s+){1,2}from\s+$/;
/** Organisation cues of issue 18 that a title, a possessive or a place name overrides ("later became Mayor"). */
const ORG_TRIGGER_CHECKED = new Set([
  'year at', 'years at', 'months at', 'later became', 'stint at', 'is from',
  // a place one studied in or bought from is no firm: "studied at Lake Forest"
  'graduated from', 'degree from', 'studied at', 'studying at', 'bought from', 'purchased from', 'returned to',
]);
/** First words of a place's name: "Lake Tahoe", "Mount Hood", "Fort Worth". */
const PLACE_LEADS = new Set(['lake', 'mount', 'mt', 'fort', 'port', 'cape', 'isle', 'saint', 'san', 'santa', 'st']);
/**
 * Compass points and the like opening a place's name: "East Haddam", "New Ulm", "Upper Volta" (issue 18). Most are
 * common words, so no run starts at them unless a capitalised name word follows.
 */
const DIRECTION_LEADS = new Set([
  'north', 'south', 'east', 'west', 'northern', 'southern', 'eastern', 'western', 'central', 'new', 'old', 'upper',
  'lower', 'greater', 'little', 'great',
]);
/** Business words that end a town quarter's name too ("Old Market", "North Center"; session 48). */
const PLACE_END_TOO = new Set(['market', 'markets', 'center', 'centre', 'garage', 'inn', 'works', 'forum']);
/**
 * Plural nouns that end a region's name after a compass word ("Great Plains", "South Downs", "Great Lakes"); after
 * another plural a compass-led run is a title or a brand ("Great Expectations", "Northern Reflections"; session 48).
 */
const PLACE_PLURALS = new Set(['lakes', 'plains', 'downs', 'keys', 'territories', 'isles', 'highlands', 'lowlands', 'midlands', 'moors', 'dales', 'glens', 'woods', 'rockies', 'states', 'provinces', 'islands', 'hills', 'mountains', 'alps', 'ranges', 'forks', 'shores', 'flats', 'sands', 'marshes', 'wetlands', 'cascades', 'hebrides', 'carolinas', 'dakotas', 'indies', 'americas', 'lands', 'counties', 'districts']);
/** First words that make a run a place with no cue at all ("we hiked around Lake Bled"); saints are names too. */
// "san", "são": "San Diego", "San Jose", "São Gonçalo", whose second word is a given name (session 28)
const PLACE_SHAPE_LEADS = new Set(['lake', 'mount', 'mt', 'fort', 'port', 'cape', 'isle', 'san', 'são']);
/** Last words that make a run a place with no cue at all: "Harlan County", "Palm Springs", "Cedar Falls". */
const PLACE_SHAPE_HEADS = new Set(
  'county|province|region|district|township|parish|borough|prefecture|oblast|canton|territory|municipality|valley|heights|springs|falls|beach|island|islands|bay|creek|river|lake|mountains|hills|peninsula|coast'.split('|'),
);
/** Holidays and seasons' days: "Happy Thanksgiving", "Black Friday" are no person. */
const HOLIDAYS = new Set(
  'christmas xmas thanksgiving easter halloween hanukkah chanukah diwali ramadan passover kwanzaa eid valentine valentines'.split(' '),
);

/**
 * What follows a company's name and no person's or place's: "X is the brainchild of", "X was founded in",
 * "X is headquartered in".
 */
const ORG_AFTER =
  /^\s+(?:is|was)\s+(?:the\s+brainchild\s+of|headquartered|founded\s+(?:in|by))\b|^\s+(?:is|was)\s+(?:now\s+)?based\s+(?:in|out\s+of)\b|^\s+(?:was|were)\s+(?:founded|incorporated)\b|^\s+(?:(?:has|have|just)\s+)?(?:laid\s+off|went\s+(?:public|bankrupt)|filed\s+for\s+bankruptcy|is\s+hiring|(?:hired|fired|employs|employed|recruited)\s+(?:me|us|him|her|them|my)\b|announced\s+(?:layoffs|a\s+merger|record|its|their)|merged\b)|^,?\s+(?:which|that)\s+(?:is|was|are|were)\s+(?:based|headquartered)\s+in\b|^\s+(?:has|had|have|opened)\s+(?:(?:an?|its|new|two|three|several|many)\s+)*(?:offices|office|branch|branches|store|stores|warehouse|warehouses|locations?|factory|plant)\s+in\b|^\s+(?:(?:has|have|just)\s+)?(?:approved|denied|rejected|declined)\s+(?:my|our|your|his|her|their|the)\s+(?:loan|mortgage|claim|refund|application|prior\s+authori[sz]ation|pre-?authori[sz]ation|appeal)\b|^\s+(?:(?:has|have|just)\s+)?(?:charged|overcharged|double-charged|billed)\s+(?:my|our)\s+(?:card|account)\b/i;

/**
 * What is said only of a business after its name (session 47): "Kestrel opened a second store", "Solvane lost the bid",
 * "Bluefin reported record profits", "Quintara recalled 2,000 units", "Papillon is a small firm in Mobile", "Tidewell
 * hired Freya Lindqvist" (a capitalised name hired: a surname who hires speaks of "a lawyer", "a nanny").
 */
const BUSINESS_DOES =
  // (session 49) "GeoPulse was acquired last year", "Nuvaro is one of the largest employers in Accra", "Does Zelvix ship
  // to Canada?", "Kwik Mart has the best customer service", "Farmlist sponsors the Lagos marathon", "Nuvaro is located
  // at 155 Birch Avenue", "the Loanspark legal department"
  // "Truecast supplies parts to Orrin Group", "is Stokes still in business" (session 49, second set)
  /^\s+(?:supplies|supplied|provides|provided|manufactures|manufactured|distributes)\s+(?:(?:spare|auto|car|machine|electronic|medical|building|raw|industrial|custom)\s+)?(?:parts|components|materials|equipment|machinery|hardware|chips|packaging|ingredients)\b|^\s+(?:is|was|are)\s+(?:still\s+)?(?:in|out\s+of)\s+business\b|^\s+(?:was|were|has\s+been|got|is\s+being)\s+(?:acquired|bought\s+out|taken\s+over)\b|^\s+(?:is|was|remains)\s+(?:one\s+of\s+)?the\s+(?:largest|biggest|main|major|top|second[-\s]largest)\s+(?:private\s+)?employers?\b|^\s+(?:ships?|delivers?)\s+(?:to|internationally|overseas|worldwide|nationwide)\b|^\s+(?:has|had)\s+(?:the\s+|such\s+)?(?:best|worst|great|terrible|awful|excellent|good|bad|poor|amazing|horrible|decent|friendly|rude|slow)\s+customer\s+(?:service|support|care)\b|^\s+(?:sponsors|sponsored|is\s+sponsoring)\s+(?:the|our|this\s+year['’]s|a|an)\s+(?:[\p{L}-]+\s+){0,3}?(?:event|marathon|conference|team|festival|tournament|league|race|podcast|summit|gala|fundraiser|concert|expo)\b|^\s+(?:is|was)\s+located\s+(?:at|on)\s+\d|^\s+(?:legal|hr|it|finance|accounting|marketing|sales|engineering|compliance|billing|payroll|procurement)\s+(?:department|dept|division)\b|^\s+(?:(?:has|have|just|recently)\s+)?(?:opened|opens|is\s+opening|closed|will\s+open)\s+(?:(?:a|an|its|their|new|second|third|fourth|fifth|another|flagship|first|two|three|several)\s+)+(?:stores?|offices?|branch(?:es)?|locations?|plants?|factor(?:y|ies)|warehouses?|shops?|outlets?|restaurants?|clinics?|studios?)\b|^\s+(?:lost|won|wins|loses|secured|submitted)\s+(?:the|a|its|their)\s+(?:bid|tender|contract)\b|^\s+(?:(?:has|have|just)\s+)?(?:reported|posted|announced)\s+(?:(?:record|strong|weak|quarterly|annual|higher|lower|its|their|a|an|first|second|third|fourth|q[1-4])\s+)*(?:profits?|revenues?|losses|loss|earnings|sales|results)\b|^\s+(?:(?:has|have|just)\s+)?(?:reported|disclosed|suffered|confirmed)\s+a\s+(?:major\s+|massive\s+|huge\s+)?(?:data\s+)?breach\b|^\s+employs\s+(?:about|around|over|nearly|almost|more\s+than|roughly|\d)|^\s+(?:has|just\s+got|named)\s+a\s+new\s+(?:ceo|cfo|cto|coo|chief\s+executive|president|chair(?:man|woman|person)?|owner|logo|headquarters)\b|^\s+(?:is|are)\s+laying\s+(?:people|staff|workers|employees|off)\b|^\s+(?:(?:has|have|just)\s+)?recalled\s+(?:\d|about|nearly|over|more|some|thousands|hundreds|all)\b|^\s+(?:(?:has|have|just)\s+)?raised\s+(?:\$|£|€|a\s+(?:seed|series)|series|its\s+prices|prices)|^,?\s+(?:is|was)\s+(?:a|an)\s+(?:[\p{L}-]+\s+){0,3}?(?:company|startup|start-up|firm|retailer|manufacturer|agency|consultancy|chain|corporation|supplier|distributor|brand|bakery|brewery|publisher)\b(?!\s+(?:owner|founder|person|man|woman|guy|lady))/iu;
/** A business spoken of as "it" (session 47): "Coastwise said it would cut 300 jobs", "Yarrow and its rival …". */
const BUSINESS_IT = /^\s+(?:(?:said|says|announced|confirmed|stated|warned)\s+(?:that\s+)?it(?:\s+(?:would|will|could|might|plans\s+to|expects\s+to)|['’](?:ll|d))\s+(?:(?:soon|also|not)\s+)?(?:cut|close|open|hire|lay\s+off|acquire|sell|raise|invest|expand|relocate|shut|launch|recall|merge|cease|reopen|resume|suspend|slash|add)\b|(?:relocated|moved|is\s+moving|will\s+move|opened|closed|expanded|shut)(?:\s+down)?\s+its\s+(?:[\p{L}-]+\s+)?(?:headquarters|head\s+office|hq|offices?|operations|factory|plant|stores?|warehouse)\b|(?:offers?|provides?)\s+(?:remote\s+work|benefits|health\s+insurance|a\s+401k|401k|parental\s+leave|internships|relocation\s+packages?|tuition\s+reimbursement|stock\s+options)\b|and\s+its\s+(?:rivals?|competitors?|parent|subsidiar(?:y|ies)|partners?|suppliers?|owners?|investors?|shareholders?)\b)/iu;
/**
 * What is said of a firm and never of a person, so that a given name opening the run does not make it someone's
 * (session 49): "Oliver Wyman is a consulting firm", "Morgan Stanley was founded in 1935", "Harper Collins is
 * headquartered in New York".
 */
const FIRM_ONLY_AFTER =
  /^\s+(?:is|was)\s+(?:headquartered|founded\s+in|publicly\s+traded|incorporated)\b|^,?\s+(?:is|was)\s+(?:a|an)\s+(?:(?:small|large|big|global|major|leading|local|family-owned|privately\s+held|publicly\s+traded|(?:[\p{L}-]+))\s+){0,2}(?:company|firm|corporation|consultancy|bank|retailer|manufacturer|publisher|startup|start-up)\b(?!\s+(?:owner|founder|person|man|woman|guy|lady|employee|worker|partner))|^\s+(?:went\s+public|filed\s+for\s+bankruptcy|was\s+acquired)\b/iu;
/** A stint that runs to now after a name (session 47): "Greywater (1996–present)", "Ironvale, 2019 - now". */
const STINT_TO_NOW = /^,?\s*\(?\s*(?:(?:19|20)\d{2}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\s+(?:19|20)\d{2})\s*(?:[-–—]|to)\s*(?:present|now|current|today)\b/i;
/** Years with a firm (session 47): "has been with Silverpine for twelve years" (a given name stays a partner). */
const BEEN_WITH = /\b(?:has|have|had|'ve|’ve|'s|’s)\s+been\s+with\s+$/i;
const FOR_YEARS = /^\s+(?:for|since)\s+(?:(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|several|many|almost|nearly|over|about|the\s+past|the\s+last)\s+)+(?:years?|months?|decades?)\b|^\s+since\s+(?:19|20)\d{2}\b/i;
/** One or two words (a verb, maybe with "has" or "down"), then "its" and no body part ("wagged its tail"). */
const ITS_AFTER = /^\s+(?:(?:has|have|had|just|recently|finally|will|also)\s+){0,2}[a-z]+(?:ed|s)?(?:\s+(?:down|up|off|out|back))?\s+its\s+(?!(?:tail|paws?|wings?|head|ears?|eyes?|legs?|fur|teeth|claws?|mouth|nose|bowl|toy|food|owner|cage|nest)\b)/;
/**
 * What a business does to its customer, applicant or staff, after its name (session 48): "Figma offered me a job", "Etsy
 * suspended my shop", "Twilio sent me the offer letter", "Factset is where I work", "Gusto is my employer", "Esri makes
 * mapping software". A given name before it stays a person (classifyRun's test).
 */
const BUSINESS_TO_CUSTOMER =
  /^\s+(?:(?:has|have|just|finally|also|never|then)\s+)?(?:offered|gave)\s+(?:me|us|him|her|them)\s+(?:a|an|the)\s+(?:(?:full-time|part-time|permanent|new|summer)\s+)?(?:job|internship|position|role|contract|job\s+offer)\b|^\s+(?:(?:has|have|just|finally|also)\s+)?(?:deactivated|suspended|froze|frozen|closed|locked|banned|terminated|cancell?ed|refunded|renewed|flagged)\s+(?:my|our)\s+(?:(?:business|seller|bank|savings|checking|online)\s+)?(?:accounts?|shop|store|cards?|orders?|booking|subscription|policy|membership|listing|loan|reservation|transaction|purchase|payment)\b|^\s+(?:(?:has|have|just|finally|also)\s+)?(?:sent|mailed|emailed)\s+(?:me|us)\s+(?:an?|the|my|our)\s+(?:new\s+|final\s+|signed\s+)?(?:invoice|bill|offer\s+letter|contract|statement|quote|refund|replacement\s+card)\b|^\s+is\s+where\s+(?:I|we|my\s+\p{L}+|he|she|they)\s+(?:currently\s+|still\s+|used\s+to\s+)?(?:work|works|worked|intern|interned|am\s+employed|was\s+employed|did\s+(?:my|his|her|our)\s+(?:residency|internship|apprenticeship|placement|training))\b|^\s+(?:is|was|has\s+been|had\s+been)\s+my\s+(?:current\s+|former\s+|previous\s+|old\s+|new\s+|first\s+|last\s+)?(?:employer|workplace|bank|insurer|mortgage\s+lender|isp|(?:internet|broadband|phone|cable|energy|electricity|gas|water|mobile)\s+(?:provider|supplier|company|carrier))\b|^\s+(?:is|are)\s+(?:(?:now|currently|still)\s+)?(?:looking\s+for|seeking|recruiting|hiring)\s+(?:an?\s+)?(?:(?:new|part-time|full-time|senior|junior|temporary|qualified|experienced)\s+)*(?:[\p{L}-]+\s+)?(?:bookkeepers?|engineers?|managers?|assistants?|developers?|designers?|drivers?|nurses?|analysts?|accountants?|interns?|receptionists?|cashiers?|clerks?|technicians?|specialists?|coordinators?|administrators?|staff|workers|volunteers|welders|electricians|chefs?|cooks?|servers|baristas?)\b|^\s+(?:(?:has|have|just|finally)\s+)?(?:shipped|delivered|lost|misplaced)\s+(?:my|our)\s+(?:order|package|parcel|shipment|delivery)\b|^\s+(?:(?:has|have|just)\s+)?(?:charged|billed|overcharged)\s+(?:me|us)\s+(?:twice|again|double|for)\b|^\s+(?:(?:has|have|just)\s+)?sent\s+(?:me|us)\s+a\s+letter\s+about\s+(?:my|our)\s+(?:account|loan|policy|claim|order|debt|mortgage|balance)\b|^\s+(?:(?:has|have|just|finally)\s+)?(?:approved|denied|rejected|declined)\s+my\s+(?:leave|time\s+off|pto|vacation|transfer|relocation|visa\s+sponsorship|expense\s+claim|timesheet)\b|^\s+(?:offered|offers|pays|paid|is\s+paying)\s+(?:me|us|him|her|them)\s+(?:a\s+salary\s+of\s+)?[$£€]\s?\d[\d,.]*k?\s*(?:a|per|an|\/)\s*(?:year|yr|annum|hour|hr)\b|^\s+pays?\s+(?:its\s+|their\s+)?(?:interns|employees|staff|workers|engineers|nurses|drivers|contractors|new\s+hires)\b|^\s+pays\s+(?:well|badly|poorly|decently|overtime|minimum\s+wage|its\s+(?:staff|employees|workers|interns))\b|^\s+(?:makes|sells|builds|develops|publishes|manufactures|distributes|licenses)\s+(?:[\p{L}-]+\s+){0,2}?(?:software|apps|platforms?|products|devices|hardware|equipment|drones|chips|vehicles|data|analytics|manuals|reports|sensors|satellites)\b/iu;
const BUSINESS_HIRED = /^\s+(?:(?:has|have|just|recently)\s+)?(?:hired|appointed|named)\s+\p{Lu}\p{Ll}+\s+\p{Lu}/u;

/** Kinds of institution whose name may follow in brackets: "the hospital (Banner)" (session 40). */
const BRACKETED_ORG_KINDS = new Set([
  'hospital', 'clinic', 'practice', 'pharmacy', 'bank', 'lender', 'insurer', 'insurance', 'carrier', 'provider', 'employer',
  'company', 'firm', 'agency', 'school', 'university', 'college', 'landlord', 'creditor', 'collector', 'servicer',
  'vendor', 'supplier', 'contractor', 'startup', 'store', 'retailer', 'airline', 'utility', 'broker', 'brokerage',
]);

/**
 * What is asked only of a business after "is" or "was": "is Trelane a good place to work", "Is Quorvant still hiring"
 * (session 40); "Is Vorlex legit?" only when a job is spoken of around it ("is Ozempic legit" is a drug).
 */
const ASKED_OF_BUSINESS = /^\s+(?:a\s+(?:good|legit|real|decent|bad)\s+(?:company|employer|place\s+to\s+work)|publicly\s+(?:traded|listed)|a\s+public(?:ly\s+traded)?\s+company|listed\s+on\s+the\s+(?:stock\s+exchange|nasdaq|nyse)|(?:still\s+)?(?:hiring|accepting\s+(?:applications|new\s+(?:clients|customers|patients)))|(?:still\s+)?(?:hiring))\b/i;
const ASKED_LEGIT = /^\s+(?:legit|legitimate|a\s+scam)\b/i;
const JOB_WORDS = /\b(?:jobs?|offer(?:ed|s)?|hir(?:e|ed|ing)|recruit\w*|interview\w*|employer|salary|position|onboarding)\b/i;

/** What someone from a workplace does: "from Infostack called about …" (session 34). */
const CALLS_FROM = /^\s+(?:(?:just|also)\s+)?(?:(?:is\s+(?:gonna|going\s+to)|will|'ll|should|might|may)\s+(?:call|email|e-mail|text|ring|reach\s+out|get\s+back|follow\s+up)\b|(?:will|is\s+going\s+to|is\s+here\s+to)\s+(?:present|demo|pitch|walk\s+us\s+through)\b|(?:presented|pitched|demoed|demoed)\s+(?:the|their|our|a|an|his|her)\b|called|emailed|e-mailed|phoned|rang|texted|wrote|messaged|reached\s+out|left\s+(?:a|me)|sent\s+(?:me|us|a|an|the))\b/i;

/** What follows a place's name and no person's: "X is where", "X is a small town in", "X is the capital of". */
const PLACE_AFTER =
  /^,?\s+(?:is|was)\s+(?:where\b|(?:a|an|the)\s+(?:(?:small|big|large|little|tiny|quiet|coastal|mountain|seaside|fishing|beautiful|lovely)\s+)?(?:town|city|village|suburb|county|province|region|district|island|capital|municipality|neighbou?rhood)\b)/i;

/** "Zentrix, a startup in Oslo, …", "Kestrel, the insurer": an apposition saying what kind of business the name is. */
const ORG_APPOSITION =
  /^,[ \t]+(?:a|an|the|our|my)[ \t]+(?:[\p{L}-]+[ \t]+){0,3}?(?:company|startup|start-up|firm|bank|retailer|manufacturer|agency|charity|nonprofit|non-profit|brand|chain|corporation|business|supplier|insurer|lender|employer|consultancy|publisher|label|airline|carrier|vendor|contractor|subsidiary|conglomerate|distributor|studio|bakery|brewery|winery|restaurant|boutique|dealership|franchise|cooperative|co-op|workshop|outfit)\b(?!\s+(?:owner|founder|manager|worker|employee))/iu;

/** "had given Aija his address": a verb that gives or tells, then the name, then the receiver's possessive. */
const GIVE_VERBS = new Set(['give', 'gives', 'gave', 'given', 'giving', 'send', 'sent', 'show', 'showed', 'shown', 'hand', 'handed', 'lend', 'lent', 'owe', 'owed', 'tell', 'told', 'text', 'texted', 'email', 'emailed']);
const RECEIVER_POSSESSIVES = new Set(['his', 'her', 'their']);
/** "said Albert to Jesus": the one spoken to after a speech verb and its speaker is a person, not a destination. */
const SPEECH_VERBS = new Set(['said', 'says', 'whispered', 'replied', 'shouted', 'yelled', 'asked', 'explained', 'muttered', 'cried']);
/** Organisation suffixes written as abbreviations, whose dot is theirs ("Acme Inc."), not the sentence's. */
const ABBREVIATED_SUFFIX = /^(?:inc|ltd|corp|co|llc|plc|bros|assn|intl|mfg|dept|univ|gmbh|ag|sa|nv|bv|pty|pte)$/;
/** Film credits whose name may be an ordinary word ("starring Bang", "directed by Stone"). */
const CREDIT_TRIGGERS = indexPhrases(['starring', 'directed by', 'co-starring'].map((p) => p.split(' ')));

/** Words that, right after a capitalised run, mark it as a person doing something. */
const PERSON_NEXT = new Set([
  'said',
  'says',
  'shouted',
  'explained',
  'wrote',
  'asked',
  'told',
  'replied',
  'spent',
  'listed',
  'lives',
  'called',
  'added',
  'went',
  'thinks',
  'wants',
  'needs',
  'loves',
  'likes',
  'works',
  'spoke',
  'smiled',
  'laughed',
  'gave',
  'sent',
  'visited',
  'married',
  'met',
  // (session 49) what only people do: "Radek drove to Brno", "Malakai scored two goals", "Conor graduated in 2019"
  'drove',
  'scored',
  'studied',
  'graduated',
  'cooked',
  'cried',
  'slept',
  'danced',
  'sang',
  'texted',
  'apologized',
  'apologised',
  'complained',
  'forgot',
  'remembered',
  'whispered',
  'yelled',
  'hugged',
  'kissed',
  'promised',
  'admitted',
  'insisted',
]);
const NAME_SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'phd', 'md', 'dds', 'esq', 'mba', 'jnr', 'snr']);
/** Score of a lone capitalised unknown word mid-sentence ("Why is Alena so ..."): at the threshold. */
const SINGLE_PROPER_NOUN_SCORE = 0.45;
/** Capitalised common words that open an organisation's name before its suffix ("First Harbor Bank"; session 45). */
const ORG_OPENERS = new Set(['first', 'second', 'third', 'national', 'united', 'american', 'general', 'central', 'federal', 'great', 'royal', 'citizens', 'peoples', 'community', 'mutual', 'standard', 'premier', 'capital']);
/** Nouns that, right after a capitalised run, mark it as an organisation ("the Fastcase office"). */
const ORG_NEXT = new Set([
  'office',
  'offices',
  'headquarters',
  'hq',
  'employees',
  'staff',
  'subsidiary',
  'shareholders',
  'ceo',
  'inc',
  'corp',
  'stock',
  'shares',
  'website',
  'branch',
  'campus',
  'payroll',
  'layoffs',
]);
/**
 * Nouns that mark a run of name words (no ordinary word) as an organisation: "Norcastle HR", "a Brixley employee", "the
 * Vexley subscription" ("a Federal employee", "the State HR" stay) (session 40).
 */
const PUBLIC_SECTOR = new Set(['federal', 'national', 'public', 'civil', 'municipal', 'postal', 'government', 'state', 'county', 'city']);
// "your Tidemark order", "the Halden graduate scheme", "my Corvid rewards card" (session 47)
const ORG_NEXT_NAMED = new Set(['board', 'careers', 'booth', 'hr', 'employee', 'engineers', 'subscription', 'membership', 'mailing', 'account', 'team', 'order', 'orders', 'invoice', 'receipt', 'rewards', 'loyalty', 'graduate', 'internship', 'recruiter', 'recruiters', 'interview', 'onboarding', 'storefront', 'warranty', 'app']);
/**
 * What only a business has, after its possessive and at most one describing word (session 47): "Zephyrus's new office",
 * "Ironvale's flagship store", "Corvid's spokesperson" ("Maria's new office" keeps the given name a person).
 */
const ORG_OWNS = new Set([
  'office', 'offices', 'headquarters', 'hq', 'branch', 'branches', 'store', 'stores', 'factory', 'factories', 'plant',
  'plants', 'warehouse', 'warehouses', 'employees', 'staff', 'workforce', 'spokesperson', 'spokeswoman', 'spokesman',
  'ceo', 'cfo', 'cto', 'coo', 'shareholders', 'shares', 'stock', 'revenue', 'revenues', 'profits', 'earnings', 'ipo',
  'subsidiary', 'board', 'customers', 'clients', 'website', 'app', 'payroll', 'layoffs', 'founders', 'merger',
]);
/**
 * Heads of titles held in a firm, not in someone's service (session 47): "Trellis's data engineer", "Rivera-Stone's
 * Community Outreach Officer" ("Henderson's lawyer", "Okafor's nurse" serve a person).
 */
const FIRM_ROLE_HEADS = new Set([
  'officer', 'manager', 'director', 'engineer', 'coordinator', 'supervisor', 'analyst', 'president', 'executive',
  'chairman', 'chairwoman', 'chairperson', 'treasurer', 'designer', 'developer', 'specialist', 'administrator',
  'strategist', 'economist', 'scientist', 'researcher', 'controller', 'founder', 'cofounder', 'co-founder', 'vp',
  'spokesperson', 'spokesman', 'spokeswoman', 'recruiter', 'architect', 'technician', 'representative', 'lead',
]);
/** A title of a firm's after a possessive: up to three words, the last a FIRM_ROLE_HEADS word or "Head of …". */
function firmRoleAfter(toks: readonly Tok[], j: number): boolean {
  if (toks[j]?.lower === 'head' && toks[j + 1]?.lower === 'of') return true;
  for (let k = j; k < j + 4; k++) {
    const t = toks[k];
    if (!t?.word) return false;
    if (FIRM_ROLE_HEADS.has(t.lower)) return toks[k + 1]?.lower !== "'s" && !toks[k]!.possessive;
  }
  return false;
}
/** A firm's sites, named by their town after "its" or "their" (session 47). */
const SITE_NOUNS = new Set(['plant', 'plants', 'factory', 'office', 'offices', 'branch', 'site', 'campus', 'warehouse', 'store', 'stores', 'facility', 'headquarters', 'hq', 'hub', 'depot', 'mill', 'refinery', 'location', 'operations']);
const OWNED_ADJECTIVES = new Set([
  'new', 'old', 'former', 'main', 'flagship', 'latest', 'first', 'second', 'third', 'local', 'regional', 'global',
  'annual', 'quarterly', 'overseas', 'downtown', 'newest', 'biggest', 'largest', 'european', 'american', 'asian',
  'african', 'former', 'entire', 'whole', 'remaining', 'current', 'interim', 'incoming', 'outgoing', 'founding',
]);
/** What a customer has with a business ("my Fitbloom membership", "the Glowleaf mailing list"; session 46). */
const ORG_NEXT_OWNED = new Set(['membership', 'mailing', 'account']);
/** Adverbs that may stand between a name and its verb: "Julitta just has to", "Marek really wants" (session 26). */
const VERB_ADVERBS = new Set(['just', 'really', 'always', 'never', 'still', 'also', 'finally', 'actually', 'usually', 'often', 'already', 'only', 'apparently', 'clearly', 'probably', 'literally', 'constantly', 'basically']);
/** "why is", "was", "isn't": a question or a remark on someone, before the name and "so <trait>" (session 26). */
const ASKED_OF = new Set(['is', 'was', 'isn\'t', 'wasn\'t', 'is’nt', 'being', 'gets', 'got']);
/** A person's temper after "so": "Why is Alena so impulsive?" (a product is "so slow", not "so moody"; words a film or a
 * song is too, "funny", "sad", "dramatic", are left out). */
const TRAITS = new Set(
  'impulsive moody clingy rude mean angry upset grumpy stubborn lazy jealous needy distant shy defensive aggressive controlling manipulative selfish arrogant insecure anxious depressed obsessed obsessive paranoid irritable hostile passive sassy bossy pushy nosy cranky snappy restless withdrawn secretive flaky stingy generous loyal protective possessive picky fussy clueless naive reckless careless mad bitter petty toxic condescending dismissive patronising patronizing judgmental judgemental cheerful energetic forgetful'.split(' '),
);
/** Copulas and auxiliaries: weaker evidence ("Paris is", "Battery is"). */
const COPULA_NEXT = new Set(['is', 'was', 'will', 'had', 'has', 'would', 'can', 'could']);

/**
 * The countries a chat names as the place everything happens in ("in the US", "UK English", "a US citizen",
 * "filed US tax return"): hundreds of millions of people, no more identifying than the language the message is
 * written in. Found as places, then not reported (HIPAA Safe Harbor too keeps geography above a state). The writers
 * of the realistic set and of the training messages marked none of their 136 mentions.
 */
const NATION_LEVEL = new Set(['us', 'usa', 'united states', 'united states of america', 'america', 'uk', 'united kingdom', 'great britain', 'britain']);

/**
 * The credit bureaus and the score and coupon apps: they hold or show everyone's file, so naming them ("dispute with
 * Equifax", "my Experian report") says nothing of whose money or health it is (known-orgs.ts leaves them too); where
 * someone works is (an organisation cue or "at" before it).
 */
const EVERYONES_FILE = new Set(['experian', 'equifax', 'transunion', 'credit karma', 'creditkarma', 'goodrx']);

/** Prepositions after which a lower-case state or city in capitalised text is the place (session 27). */
const LOWER_PLACE_PREP = new Set(['in', 'near', 'outside', 'around', 'across']);
/** Ambiguous country/lexicon entries that must be capitalised to count ("us", "jordan", "chad"). */
const NEEDS_CAPS = new Set([
  'us',
  'uk',
  'jordan',
  'chad',
  'georgia',
  'turkey',
  'china',
  'jersey',
  'niger',
  'guinea',
  'america',
  'india',
  'israel',
  'victoria',
  'virginia',
  'washington',
  'paris',
  'sydney',
  'florence',
  'austin',
  'mali',
  'oman',
  'peru',
  'cuba',
  'france',
  'england',
  'kenya',
  'lima',
  'nice',
  'reading',
  'bath',
  'split',
  'mobile',
  'jersey',
  'holland',
]);

type PhraseIndex = ReadonlyMap<string, readonly string[][]>;
/** Phrases indexed by their last token, so a lookup costs one map probe per token. */
function indexPhrases(phrases: readonly string[][]): PhraseIndex {
  const m = new Map<string, string[][]>();
  for (const p of phrases) {
    const k = p[p.length - 1] ?? '';
    const list = m.get(k) ?? [];
    list.push(p);
    m.set(k, list);
  }
  return m;
}
const PERSON_IDX = indexPhrases(PERSON_TRIGGERS);
const LOCATION_IDX = indexPhrases(LOCATION_TRIGGERS);
const ORG_IDX = indexPhrases(ORG_TRIGGERS);

function matchesBefore(toks: Tok[], i: number, index: PhraseIndex): string | undefined {
  const lastTok = toks[i - 1];
  if (!lastTok) return undefined;
  const cands = index.get(lastTok.lower);
  if (!cands) return undefined;
  let best: string | undefined;
  for (const p of cands) {
    if (i - p.length < 0) continue;
    let ok = true;
    for (let k = 0; k < p.length - 1; k++) {
      if (toks[i - p.length + k]?.lower !== p[k]) {
        ok = false;
        break;
      }
    }
    // The trigger must be on the same line as the name (or end in a colon).
    if (ok && (toks[i]?.lineStart !== true || p[p.length - 1] === ':')) {
      const s = p.join(' ');
      if (best === undefined || s.length > best.length) best = s;
    }
  }
  return best;
}

/**
 * "a software engineer at Zentrix", "worked as a nurse for Calloway": after an occupation and "at" (or "as a … for" /
 * "with") comes the employer (issue 18).
 */
function occupationAt(toks: Tok[], i: number): boolean {
  const cue = toks[i - 1];
  const head = toks[i - 2];
  if (!cue || !head || !head.word || cue.lineStart || head.lineStart || !isOccupation(head.lower)) return false;
  if (cue.lower === 'at') return true;
  if (cue.text === ',' && !cue.lineStart) return listedTitle(toks, i - 2);
  // "has been appointed court interpreter of Greywater" (session 47): a title one is appointed or promoted to, "of" its firm
  if (cue.lower === 'of') return appointedTo(toks, i - 2);
  if (cue.lower !== 'for' && cue.lower !== 'with') return false;
  // "as a nurse for", "as an intern with": the job's own preposition, not a client's ("a tutor for Emma"); "she is a
  // site foreman for Windward" (session 47).
  // the article may stand before the title's modifiers ("is a Regional Sales Manager for")
  for (let k = i - 3; k >= Math.max(0, i - 6); k--) {
    const w = toks[k]!;
    if (w.lower === 'a' || w.lower === 'an') return ['as', 'is', 'was', 'am', "'m", 'im', "i'm"].includes(toks[k - 1]?.lower ?? '');
    if (!w.word || w.lineStart) return false;
  }
  return false;
}

/** Verbs that give someone a title ("appointed", "promoted to"), before the title and "of" its firm (session 47). */
const APPOINTED = new Set(['appointed', 'named', 'elected', 'promoted', 'hired', 'became', 'become', 'becomes']);
function appointedTo(toks: readonly Tok[], h: number): boolean {
  for (let k = h - 1; k >= Math.max(0, h - 5); k--) {
    const t = toks[k]!;
    if (APPOINTED.has(t.lower)) return true;
    if (!t.word || t.lineStart || ['the', 'a', 'an', 'my', 'our', 'his', 'her', 'their'].includes(t.lower)) {
      return ['as', 'to'].includes(t.lower) ? APPOINTED.has(toks[k - 1]?.lower ?? '') : false;
    }
  }
  return false;
}

/** Words that make a title before a comma someone's job, with a name after it in apposition ("my lawyer, Henderson"). */
const TITLE_OWNERS = new Set(['my', 'our', 'your', 'his', 'her', 'their', 'the', 'a', 'an', 'this', 'that', 'whose', 'its']);
/**
 * A job title opening an entry of a list or a résumé, then a comma and the employer (session 47): "Job history: data
 * engineer, Stonebridge, Nairobi", "(payroll specialist, Orchard Lane Bakery)", "; Chief Operating Officer, Silverpine".
 * The title's words run back from its head to a colon, a bracket, a semicolon or the line's start, with no article or
 * possessive among them ("my lawyer, Henderson," names the lawyer).
 */
function listedTitle(toks: readonly Tok[], h: number): boolean {
  for (let k = h; k >= 0 && h - k < 6; k--) {
    const t = toks[k]!;
    if (!t.word) return k < h && [':', '(', ';', '[', '|', '•', '-', '–'].includes(t.text);
    if (TITLE_OWNERS.has(t.lower) || t.possessive) return false;
    if (t.lineStart) return true;
  }
  return false;
}

/** "Vasquez and Daughters", "Duarte and Co.": what follows "and" in a family firm's name. */
const AND_FIRM = new Set(['co', 'company', 'sons', 'son', 'daughters', 'associates', 'partners', 'brothers']);
/** Any word that ends an organisation's name when capitalised. */
const anyOrgSuffix = (t: Tok): boolean =>
  t.cap && (ORG_SUFFIXES.has(t.lower) || CAPPED_ORG_SUFFIXES.has(t.lower) || NAMED_ORG_SUFFIXES.has(t.lower));
/**
 * Whether one to three capitalised words from toks[j] on, on the line and single-spaced, end in an organisation
 * suffix: "[Ibekwe's] Bakery", "[Tennessee] University Hospital".
 */
function orgSuffixAhead(text: string, toks: Tok[], j: number): boolean {
  for (let k = j; k < Math.min(toks.length, j + 3); k++) {
    const t = toks[k]!;
    if (!t.word || !t.cap || t.lineStart || text.slice(toks[k - 1]!.end + (toks[k - 1]!.possessive ? 2 : 0), t.start) !== ' ') return false;
    if (anyOrgSuffix(t)) return true;
    if (t.possessive) return false;
  }
  return false;
}
/**
 * One inner capital in a word of letters: "EduWise", "QuantLogic" (coined company names; "McDonald" is a surname), but
 * not the languages and tools of a programmer's message ("written in TypeScript", "from JavaScript").
 */
const CAMEL = /^\p{Lu}\p{Ll}+\p{Lu}\p{Ll}+$/u;
const CAMEL_TOOLS = new Set(
  'javascript typescript coffeescript actionscript powershell powerpoint wordpress websocket websockets webassembly nosql facetime airpods airdrop macbook openapi devops'.split(' '),
);
// CAMEL opens with a capital, so only a capitalised token can match it (t.cap tested first; session 35).
const coinedCamel = (t: Tok): boolean => t.cap && CAMEL.test(t.text) && !NAME_CAMEL.test(t.text) && !CAMEL_TOOLS.has(t.lower);
/**
 * Platforms, apps and products written in camel case that people use rather than deal with (session 49): a lone one
 * names no one's firm ("saw it on YouTube", "check MyChart"), so only a cue makes it an organisation.
 */
const CAMEL_PLATFORMS = new Set(
  `youtube linkedin paypal whatsapp tiktok github gitlab bitbucket wechat playstation onedrive sharepoint onenote quickbooks
  turbotax mychart webmd goodrx betterhelp ziprecruiter legalzoom nerdwallet fedex doordash grubhub ubereats skymiles
  mastercard moneygram petsmart autozone homegoods taskrabbit zocdoc myspace mailchimp hubspot docusign dropbox snapchat
  instacart stubhub seatgeek lifelock carecredit cashapp applepay googlepay samsungpay jetblue easyjet airbnb bluecross
  blueshield healthcare smartphone iphone ipad chromebook thinkpad gameboy nintendo bitcoin ethereum wifi hotspot
  bluetooth youtuber instagram facebook`.split(/\s+/),
);
/**
 * A coined camel-case name standing alone in prose (session 49): "Has anyone used CodeNest before?", "GeoPulse was
 * acquired" — neither a platform, nor a name of two given names' parts ("JoAnn", "KeShawn", "MaryBeth").
 */
const CODE_MARKS = /```|[{};]\s*$|[{}]|=>|\b(?:function|const|import|return|class|def)\s/m;
function loneCoinedCamel(t: Tok, text: string): boolean {
  if (!coinedCamel(t) || CAMEL_PLATFORMS.has(t.lower) || EVERYONES_FILE.has(t.lower)) return false;
  // A type, a component or an error of pasted code ("function IntakeForm({", "AxiosError: Request failed")
  if (CODE_MARKS.test(text) || /^\s*[(<:]/.test(text.slice(t.end, t.end + 3))) return false;
  const k = t.text.slice(1).search(/\p{Lu}/u) + 1;
  const head = t.text.slice(0, k).toLowerCase();
  const tail = t.text.slice(k).toLowerCase();
  return !GIVEN_NAMES.has(head) && !GIVEN_NAMES.has(tail) && !GIVEN_NAMES.has(t.lower);
}
const BARE_CONTRACTIONS = new Set(['im', 'ive', 'youre', 'youve', 'theyre', 'theyve', 'shes', 'hes', 'dont', 'doesnt', 'didnt', 'cant', 'wont', 'isnt', 'wasnt', 'arent', 'aint', 'gonna', 'wanna', 'gotta']);
/** A pronoun with its verb ("he'd", "she'll", "they're"): never the start of a name in lower-case writing (session 44). */
const PRONOUN_CONTRACTION = /^(?:i|he|she|we|they|you|it)['’](?:d|ll|re|ve|s|m)$/;
/** Shifts of work ("moved to nights"): no place after a place's cue. */
const SHIFT_WORDS = new Set(['nights', 'days', 'evenings', 'mornings', 'afternoons', 'weekends', 'overnights', 'nightshift', 'dayshift', 'graveyards', 'swing', 'part-time', 'parttime', 'full-time', 'fulltime']);
const PRONOUNS = new Set(['us', 'them', 'him', 'her', 'me', 'you', 'it', 'everyone', 'someone', 'somebody', 'anyone', 'nobody', 'everybody']);
/** "my family is from", "she is from": a subject that is an ordinary word or a pronoun, not a name. */
function subjectIsNoName(t: Tok | undefined): boolean {
  if (t === undefined || !t.word) return true;
  if (GIVEN_NAMES.has(t.lower)) return false;
  return COMMON_WORDS.has(t.lower) || isOrdinaryWord(t.lower);
}
/** Plural nouns for people: a list of surnames after them is those people ("our 3 founders: Kovalev, Lee and Phillips"). */
const PEOPLE_PLURALS = new Set(['founders', 'cofounders', 'co-founders', 'friends', 'kids', 'children', 'colleagues', 'coworkers', 'co-workers', 'members', 'students', 'doctors', 'lawyers', 'attorneys', 'parents', 'cousins', 'siblings', 'owners', 'neighbors', 'neighbours', 'guests', 'players', 'authors', 'teachers', 'roommates', 'classmates', 'tenants', 'defendants', 'plaintiffs', 'witnesses', 'people', 'guys', 'sisters', 'brothers', 'uncles', 'aunts', 'grandparents', 'bosses', 'managers', 'employees', 'staff', 'team', 'drs', 'professors']);
/**
 * Words of hyphenated compounds written in title case ("Follow-Up", "Long-Term", "Check-In", "Self-Care", "Non-Profit"):
 * no partner firm's surname (session 48).
 */
const COMPOUND_PARTS = new Set(
  'self non pre post anti mid vice multi semi sub super well high low long short full part half real open check follow walk drive sign log drop pick set back cross double single all over under out in up off on down time term year day based free friendly related level end side cost risk rate made care start pop plug add built front first last old new year round stop hands home make take up-to-date word step age in-law law state city one two three four five best good bad big small left right north south east west eye face life wide hand foot head heart side air water fire world content type user agent cache control accept encoding length language origin host cookie'.split(
    ' ',
  ),
);
/**
 * A job title's words, no name (session 48): an occupation with its grade ("Software Engineer II", "Data Analyst III"), a
 * title's head before "of" ("Head of Marketing") and the department of ordinary words after it ("Director of Finance").
 */
function titleRun(toks: readonly Tok[], r: Run): boolean {
  const last = toks[r.j - 1]!;
  const grade = (t: Tok | undefined): boolean => t !== undefined && /^(?:i|ii|iii|iv)$/.test(t.lower) && t.text === t.text.toUpperCase();
  if (grade(last) && r.j - r.i >= 2 && isOccupation(toks[r.j - 2]!.lower)) return true;
  if (grade(toks[r.j]) && isOccupation(last.lower) && isOrdinaryWord(toks[r.i]!.lower)) return true;
  if (r.j - r.i === 1 && TITLE_OF_HEADS.has(last.lower) && toks[r.j]?.lower === 'of') return true;
  return (
    toks[r.i - 1]?.lower === 'of' &&
    TITLE_OF_HEADS.has(toks[r.i - 2]?.lower ?? '') &&
    toks.slice(r.i, r.j).every((x) => !x.word || isOrdinaryWord(x.lower)) &&
    !ORG_SUFFIXES.has(last.lower)
  );
}
/** Endings of coined firms' names (session 48). */
const COINED_FIRM = /^\p{Lu}\p{Ll}{2,}(?:ify|lytics|soft|tech|ware|metrics|nomics|gov|stack)$/u;
/** Sectors' names with those endings, no firm's. */
const SECTOR_WORDS = new Set('fintech edtech proptech medtech cleantech agritech agtech insurtech regtech hightech biotech nanotech healthtech legaltech martech adtech foodtech greentech govtech spyware ransomware shareware freeware adware bloatware groupware middleware econometrics biometrics'.split(' '));
const HISTORY_HEADS = new Set(['empire', 'dynasty', 'revolution', 'war', 'era', 'caliphate', 'sultanate', 'shogunate', 'crusade', 'crusades', 'renaissance']);
/** Heads of titles written "<head> of <department>" ("Head of Finance", "VP of Sales"; session 48). */
const TITLE_OF_HEADS = new Set(['head', 'director', 'vp', 'svp', 'evp', 'avp', 'chief', 'dean', 'manager', 'lead', 'officer', 'professor', 'chair']);
/** Parts of hyphenated given names ("Anne-Marie", "Jean-Luc", "Mary-Kate", "Lee-Ann"; session 48). */
const HYPHEN_GIVEN = new Set('anne ann jean marie mary lee jo luc pierre paul kate beth lynn rose mae jane louise claire sophie claude baptiste michel philippe jacques yves eve lou sue ellen'.split(' '));
/** Person cues that a firm takes as well ("signed the lease with …", "a letter to …"); '' is no cue at all. */
const FIRM_NEUTRAL_TRIGGERS = new Set(['', 'with', 'by', 'letter to', 'letter from', 'from :', 'to :', 'contact', 'signed', 'signed by', 'sent by', 'under', 'write to', 'wrote to', 'writing to', 'complained to', 'reply to']);
const SOCIAL_BEFORE_WITH = new Set(['dinner', 'lunch', 'breakfast', 'coffee', 'drinks', 'out', 'hanging', 'hung', 'talked', 'spoke', 'met', 'meeting', 'played', 'living', 'lives', 'stayed', 'staying', 'went', 'travelled', 'traveled', 'along', 'together', 'friends', 'chatted', 'argued', 'fight', 'fought']);
const PEOPLE_ONLY_NEXT = new Set(['said', 'says', 'shouted', 'explained', 'asked', 'told', 'replied', 'spoke', 'smiled', 'laughed', 'thinks', 'think', 'wants', 'want', 'loves', 'love', 'likes', 'like', 'lives', 'live', 'went', 'married', 'met', 'visited', 'are', 'were', 'agreed', 'argued']);
/** Nouns right before a partner firm's name: "our supplier Stanek, Galindo and Kelleher". */
const FIRM_CUES = new Set(['supplier', 'vendor', 'firm', 'contractor', 'distributor', 'insurer', 'lender', 'landlord', 'agency']);
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'we', 'they']);
/**
 * An organisation cue before an acronym: "a year at BBC", "an engineer at IBM". "works for" needs someone working
 * ("she works for NHS"), since "what works for POTS" is a remedy.
 */
function acronymOrgCue(toks: Tok[], i: number): boolean {
  if (occupationAt(toks, i)) return true;
  const cue = matchesBefore(toks, i, ORG_IDX);
  if (cue === undefined) return false;
  if (cue !== 'work for' && cue !== 'works for') return true;
  const who = toks[i - 3];
  return who !== undefined && (SUBJECT_PRONOUNS.has(who.lower) || isNameToken(who, false));
}

/** Whether the n word tokens from i name one of NATION_LEVEL's countries. */
function nationLevel(toks: Tok[], i: number, n: number): boolean {
  return NATION_LEVEL.has(
    toks
      .slice(i, i + n)
      .map((t) => t.lower)
      .join(' '),
  );
}

function lexiconRun(toks: Tok[], i: number, maxLen: number, lex: ReadonlySet<string>, requireCaps: boolean): number {
  // Longest run of word tokens starting at i whose joined lower-case form is in `lex`; 0 if none.
  for (let n = Math.min(maxLen, toks.length - i); n >= 1; n--) {
    let s = '';
    let ok = true;
    for (let k = 0; k < n; k++) {
      const t = toks[i + k]!;
      if (!t.word || (k > 0 && t.lineStart)) {
        ok = false;
        break;
      }
      s += (k > 0 ? ' ' : '') + t.lower;
    }
    if (!ok || !lex.has(s)) continue;
    if (requireCaps && NEEDS_CAPS.has(s) && !toks[i]!.cap) continue;
    return n;
  }
  return 0;
}

/**
 * English vocabulary is written without diacritics, so a capitalised word with non-ASCII letters
 * ("Mikolčić", "Ömür", "Þórbergur") is very likely a proper noun: a small score bump.
 */
function foreign(t: Tok): boolean {
  return /[^\p{ASCII}]/u.test(t.text);
}

/** Surnames that legitimately carry an inner capital: McDonald, MacArthur, DeVito, LaToya, O'Neil. */
const NAME_CAMEL = /^(?:Mc|Mac|De|Di|Da|Du|La|Le|Van|Von|St|Fitz|O['’])\p{Lu}\p{Ll}+$|^\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+$/u;

/** Part of a code identifier, path or file name: "OPENAI_API_KEY", "Node.js", "a/b". */
function glued(text: string, t: Tok): boolean {
  const before = text.charAt(t.start - 1);
  const after = text.charAt(t.end);
  return /[_=/\\@.$]/.test(before) || /[_=/@$]/.test(after) || (after === '.' && /[\p{L}\d]/u.test(text.charAt(t.end + 1)));
}

/** First words of every place-lexicon entry: a cheap gate before the multi-word lookups. */
const PLACE_FIRST_WORDS: ReadonlySet<string> = new Set(
  [...COUNTRIES, ...US_STATES, ...CITIES].map((e) => e.split(' ')[0] ?? e),
);

/**
 * A surname opened by its particles at `k` ("dela Cruz", "de la Torre", "DELA CRUZ", "VAN DYK"): a name token after
 * them, or after particles in capitals any word in capitals, which a mixed-case message otherwise reads as an acronym
 * (session 30).
 */
function particleSurnameAt(toks: readonly Tok[], k: number, lowerMode: boolean): boolean {
  let m = k;
  while (m < toks.length && m - k < 3 && NAME_PARTICLES.has(toks[m]!.lower) && !toks[m]!.lineStart) m++;
  const after = toks[m];
  if (m === k || !after || after.lineStart) return false;
  const shouted = toks.slice(k, m).every((v) => v.text === v.text.toUpperCase());
  return isNameToken(after, lowerMode) || (shouted && after.word && /^\p{Lu}{2,}$/u.test(after.text));
}

/** Lower-case particles inside a hyphenated place's name: "Stratford-upon-Avon", "Aix-en-Provence", "Saint-Jean-de-Luz". */
const HYPHEN_PARTICLES = new Set(['upon', 'on', 'en', 'de', 'du', 'des', 'la', 'le', 'les', 'sur', 'sous', 'am', 'an', 'im', 'der', 'di', 'da', 'del', 'y', 'of', 'in', 'by', 'the', 'aux', 'lès', 'au']);
/**
 * A hyphenated name of two or more capitalised parts, with particles between ("Stratford-upon-Avon", "KwaZulu-Natal",
 * "Chaux-de-Fonds"): a place's or a person's name, not a software identifier (session 34).
 */
function hyphenatedPlace(word: string): boolean {
  const parts = word.split('-');
  if (parts.length < 2) return false;
  let caps = 0;
  for (const p of parts) {
    if (/^\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)?$/u.test(p)) caps++;
    else if (!HYPHEN_PARTICLES.has(p)) return false;
  }
  return caps >= 2;
}
const WHITE = /\s/;
/** Whether `s` ends with a colon, white space (\s) after it aside: a necessary condition of /…\s*:\s*$/ (session 36). */
export function endsWithColon(s: string): boolean {
  let k = s.length - 1;
  while (k >= 0 && WHITE.test(s[k]!)) k--;
  return k >= 0 && s.charCodeAt(k) === 58;
}

export function isNameToken(t: Tok, lowerMode: boolean): boolean {
  // In case mode the answer is false for an uncapitalised token whatever the tests below say (they only ever say
  // false, and the last line returns t.cap): a lower-case word, most of any message, costs nothing more (session 36).
  if (!t.word || (t.text.length < 2 && !t.cap) || (!lowerMode && !t.cap)) return false;
  // Identifiers of software, not people: "PostgreSQL", "TCPConnectWrap" (but "McDonald", "DeVito" pass).
  const inner = t.text.slice(1).match(/\p{Lu}/gu)?.length ?? 0;
  if (/\p{Ll}/u.test(t.text) && (inner >= 2 || (inner === 1 && !NAME_CAMEL.test(t.text))) && !hyphenatedPlace(t.text)) return false;
  // Short all-caps acronyms ("CEO", "API") in a mixed-case message.
  if (
    !lowerMode &&
    t.text.length >= 2 &&
    t.text.length <= 4 &&
    t.text === t.text.toUpperCase() &&
    !GIVEN_NAMES.has(t.lower)
  )
    return false;
  if (COMMON_WORDS.has(t.lower) && !GIVEN_NAMES.has(t.lower)) return false;
  // "in june im scared": a contraction, with or without its apostrophe, never continues a name in lower-case writing (session 45)
  if (lowerMode && !t.cap && (BARE_CONTRACTIONS.has(t.lower) || PRONOUN_CONTRACTION.test(t.lower))) return false;
  if (HONORIFICS.has(t.lower) || FOREIGN_GREETINGS.has(t.lower)) return false;
  return lowerMode ? true : t.cap;
}

interface Run {
  i: number;
  j: number; // exclusive token index
  cat?: IdentifierCategory;
  score: number;
  detail: string;
  startOverride?: number;
  endOverride?: number;
}

/**
 * A run with all its fields from the start (session 35): runs made with and without a category, and given their
 * overrides later, had different hidden classes, and V8 threw away the optimised code of the functions reading them.
 */
function newRun(i: number, j: number, cat: IdentifierCategory | undefined, score: number, detail: string): Run {
  return { i, j, cat, score, detail, startOverride: undefined, endOverride: undefined };
}

/** Words that make a capitalised run a law, work, event or prize rather than a person (issue 18). */
const NAMED_THING_HEAD = new Set([
  'act',
  'acts',
  'law',
  'amendment',
  'bill',
  'code',
  'treaty',
  'convention',
  'directive',
  'regulation',
  'doctrine',
  'syndrome',
  'disease',
  'prize',
  'award',
  'awards',
  'cup',
  'festival',
  'day',
  'war',
  'movement',
  'revolution',
  'era',
  'trilogy',
  'saga',
  'series',
  'edition',
]);
/** Words right before a capitalised run that introduce the title of a work. */
const WORK_CUES = new Set([
  'book',
  'novel',
  'film',
  'movie',
  'song',
  'album',
  'show',
  'series',
  'sitcom',
  'musical',
  'app',
  'podcast',
  'poem',
  'track',
  'titled',
  'entitled',
  'episode',
  'painting',
  'opera',
  // session 21
  'game',
  'documentary',
  'anime',
  'manga',
  'comic',
  'audiobook',
]);
/** Words before "from"/"to" that make them a journey's ends or someone's origin ("is from", "moved to", "flew from"). */
const MOTION_WORDS = new Set(
  'moved moving move came come comes coming is am are was were m flew fly flying drove drive driving commute commutes commuting back originally here relocated relocating returned returning travelled traveled travel travelling traveling trip went go going headed heading deployed emigrated immigrated'.split(' '),
);
/** Words before a "to" that is no destination. */
/** Words of sameness or number that open no place's name after a place trigger (session 48: "live in different states"). */
const NO_PLACE_DETERMINERS = new Set(['different', 'separate', 'same', 'other', 'another', 'multiple', 'various', 'several', 'both', 'many', 'two', 'three', 'opposite', 'neighboring', 'neighbouring', 'nearby']);
const NOWHERE_TO = new Set(
  'due thanks according listen listens listened listening related compared similar allergic addicted prior opposed subject'.split(' '),
);
/** Verbs whose object is a work, never a person. */
const WORK_VERBS = new Set(['read', 'reread', 'reading', 'rewatched', 'rewatching', 'binged', 'binging', 'streamed', 'streaming']);
/** What follows a work's or a product's title. */
const WORK_AFTER = /^\s+(?:worth\s+(?:it|the|buying|watching|reading)|(?:season|episode|sequel|prequel|soundtrack|trailer|reboot|remake|franchise)\b)/i;
/** Genres and styles that are capitalised in titles and headings. */
const GENRES = new Set(
  'jazz blues rock pop soul funk disco reggae techno house metal punk folk gospel rap hip hop indie grunge ska bluegrass opera salsa country classical baroque romantic gothic noir western thriller horror fantasy romance anime manga sci fi'.split(
    ' ',
  ),
);

/** Labels followed by a letter: "Form E", "Plan B", "Exhibit A", "Vitamin D", "Hepatitis C". */
const LETTERED_LABELS = new Set(['form', 'event', 'plan', 'exhibit', 'schedule', 'part', 'section', 'annex', 'appendix', 'vitamin', 'hepatitis', 'type', 'grade', 'class', 'level', 'step', 'phase', 'stage', 'tier', 'box', 'line', 'room', 'gate', 'block', 'unit', 'wing', 'ward', 'bay', 'zone', 'category', 'option', 'version', 'model', 'column', 'row', 'group', 'team', 'terminal', 'building', 'floor', 'platform', 'lot', 'plot', 'item', 'question', 'chapter']);
/** Endings of German common nouns no name has: "-ung", "-keit", "-heit", "-schaft", "-behörde", "-zeugnis", … */
const GERMAN_NOUN_END = /(?:ungen|ung|keit|heit|schaft|behörde|zeugnis|gericht|zuschlag|titel|verfahren|bescheid|versicherung|antrag|amt|frist|zeit|pflicht|vertrag|steuer|gehalt|nummer|zeichen|schein|fall|rat|akte|bogen|geld|recht|urlaub|stelle|kasse)$/;
/** One long German common noun by its ending ("Aufenthaltstitel", "Führerschein", "Betriebsrat"; sessions 22, 27). */
function germanCommonNoun(toks: Tok[], r: Run): boolean {
  const words = toks.slice(r.i, r.j).filter((t) => t.word);
  return words.length === 1 && words[0]!.text.length >= 9 && GERMAN_NOUN_END.test(words[0]!.text);
}
/**
 * Words capitalised as nouns or greetings in other languages, and family words used as names ("my Abuela's labs"):
 * no one's name alone (session 23).
 */
const FOREIGN_COMMON_WORDS = new Set(
  'hallo hola bonjour ciao olá ola salut hej namaste salaam shalom monate monaten wochen tage tagen jahre jahren stunden maanden weken jaar abuela abuelo abuelita abuelito mamá papá mami papi oma opa nonna nonno babcia dziadek lola lolo yaya nani dadi ammi abbu'.split(' '),
);
/**
 * A person-looking run that is a law ("Civil Rights Act"), a title in quotes or after "the song …",
 * or a genre ("Hip Hop", "Jazz").
 */
function notAPerson(text: string, toks: Tok[], r: Run): boolean {
  const first = toks[r.i]!;
  const last = toks[r.j - 1]!;
  const next = toks[r.j];
  if (NAMED_THING_HEAD.has(last.lower) || (next?.cap && NAMED_THING_HEAD.has(next.lower))) return true;
  const words = toks.slice(r.i, r.j).filter((t) => t.word);
  if (words.length > 0 && words.every((t) => GENRES.has(t.lower))) return true;
  // "my A-number", "a T-shirt", "the X-ray": one capital letter before a hyphen and a lower-case word (session 20).
  if (words.length === 1 && /^\p{Lu}-\p{Ll}{2,}$/u.test(first.text)) return true;
  // "Form E", "Plan B", "Exhibit A", "Vitamin D": a label and its letter (session 22).
  if (words.length === 2 && LETTERED_LABELS.has(first.lower) && /^\p{Lu}$/u.test(last.text)) return true;
  // "Ausländerbehörde", "Führungszeugnis", "Staatsangehörigkeit": a long German common noun, capitalised as German
  // writes every noun, by its ending (session 22).
  if (words.length === 1 && first.text.length >= 9 && GERMAN_NOUN_END.test(first.text)) return true;
  if (words.length === 1 && FOREIGN_COMMON_WORDS.has(first.lower)) return true;
  // "Ksh 12,300.00", "Rs 9,216", "Shs 40,000": a currency's short name before its amount (session 36).
  if (words.length === 1 && CURRENCY_SHORT.has(first.lower) && /^[ \t]?\d/.test(text.slice(last.end, last.end + 2))) return true;
  // one capital letter alone ("Courtroom 4B", "Plan B" without its label) names no one
  if (words.length === 1 && /^\p{Lu}$/u.test(first.text)) return true;
  // "our HOA newsletter": a short word in capitals in a message written in both cases is an acronym, unless a
  // field's label names it ("Patient: KIM") (session 23).
  if (words.length === 1 && /^\p{Lu}{2,4}$/u.test(first.text) && /\p{Ll}/u.test(text) && !/:\s*$/.test(text.slice(Math.max(0, first.start - 3), first.start))) return true;
  // "Happy Thanksgiving", "Black Friday", "Merry Christmas": greetings and named days.
  if (
    words.some((t) => HOLIDAYS.has(t.lower)) ||
    (words.length >= 2 && (words.some((t) => WEEKDAYS.test(t.lower)) || first.lower === 'happy' || first.lower === 'merry'))
  )
    return true;
  const before = text[first.start - 1] ?? '';
  const after = text[last.end] ?? '';
  // A quoted title in prose ("we read “Beloved”"), not a quoted value in JSON/YAML/code ("name": "Ann Lee").
  if (
    /["“'‘*_]/.test(before) &&
    /["”'’*_]/.test(after) &&
    !/[:=]\s*$/.test(text.slice(Math.max(0, first.start - 4), first.start - 1))
  )
    return true;
  // "Is Citizen Kane worth it", "the Ted Lasso soundtrack": said of a work or product.
  if (WORK_AFTER.test(text.slice(last.end, last.end + 24))) return true;
  // "I read Ted Lasso": one reads a work, not a person.
  if (r.i > 0 && WORK_VERBS.has(toks[r.i - 1]!.lower)) return true;
  // "listening to Moby Dick", "who wrote Bohemian Rhapsody", "a poem in the style of Jane Eyre" (session 21).
  const before2 = `${toks[r.i - 2]?.lower ?? ''} ${toks[r.i - 1]?.lower ?? ''}`;
  if (before2 === 'style of') return true;
  if (/^(?:listening|listen|listened|listens) to$|^who wrote$/.test(before2) && !GIVEN_NAMES.has(first.lower)) return true;
  // "the song Hey Jude", "the novel: Beloved" — the cue word directly before (punctuation aside)
  for (let k = r.i - 1; k >= Math.max(0, r.i - 2); k--) {
    const t = toks[k]!;
    if (!t.word) continue;
    return WORK_CUES.has(t.lower);
  }
  return false;
}

/**
 * A list of ordinary words is a table's header or a set of values ("Date,Description,Amount,Balance", "FILED,
 * DISMISSED, SETTLED, JUDGMENT"), not people: none a given name, and every word ordinary and not name-like (in
 * capitals, all members but one ordinary) (session 20; "Okafor, Baker and Lindqvist", "Mazzi, Bowman and Hill" stay
 * people).
 */
function ordinaryList(toks: Tok[], group: readonly Run[]): boolean {
  const listWords = group.map((g) => toks.slice(g.i, g.j).filter((t) => t.word));
  if (listWords.some((ws) => ws.some((t) => GIVEN_NAMES.has(t.lower)))) return false;
  const capitals = listWords.every((ws) => ws.every((t) => t.text.length > 1 && t.text === t.text.toUpperCase()));
  return capitals
    ? listWords.filter((ws) => !ws.every((t) => isOrdinaryWord(t.lower))).length <= 1
    : listWords.every((ws) => ws.every((t) => isOrdinaryWord(t.lower) && !nameLike(t.lower)));
}

/** Words of a made-up name in a sample or a template: "Jane Sample", "Tenant A. Example", "TEST, PATIENT". */
const PLACEHOLDER_WORDS = new Set(['sample', 'example', 'placeholder', 'dummy', 'test', 'anytown', 'lorem', 'ipsum',
  // the stand-in names of other languages' forms and samples (session 32): "Max Mustermann", "Erika Musterfrau" (German),
  // "Joe Bloggs" (British), "Fulano de Tal" (Spanish, Portuguese)
  'mustermann', 'musterfrau', 'bloggs', 'fulano', 'fulana']);
/** Whether a person-looking run is a placeholder: a placeholder word in it, or John or Jane beside Doe (session 20). */
function placeholderName(toks: Tok[], r: Run): boolean {
  const words = toks.slice(r.i, r.j).filter((t) => t.word);
  if (words.some((t) => PLACEHOLDER_WORDS.has(t.lower))) return true;
  const near = toks.slice(Math.max(0, r.i - 2), r.j + 2).filter((t) => t.word).map((t) => t.lower);
  return near.includes('doe') && (near.includes('john') || near.includes('jane'));
}
/** "Dear Taxpayer", "Dear Customer", "Dear Hiring Committee": a letter's addressee by role, no one's name (session 20). */
function roleAfterDear(toks: Tok[], r: Run): boolean {
  let k = r.i - 1;
  while (k >= 0 && !toks[k]!.word) k--;
  if (toks[k]?.lower !== 'dear') return false;
  return toks.slice(r.i, r.j).every((t) => !t.word || LETTER_ROLES.has(t.lower) || (isOrdinaryWord(t.lower) && !GIVEN_NAMES.has(t.lower)));
}
/** Words of an advice column: a letter to it greets the columnist's pen name. */
const ADVICE_COLUMN = /\b(?:advice column(?:ist)?s?|agony aunt|(?:advice|agony) columns?|columnist|a reader writes|letters? to (?:an?|the) (?:advice )?column)\b/i;
/**
 * "Dear Abby, I saw my best friend's husband …" in a message about an advice column (ADVICE_COLUMN): the column's pen
 * name, greeted by every letter it prints, not anyone the writer knows (session 32).
 */
function columnAddressed(text: string, toks: Tok[], r: Run): boolean {
  let k = r.i - 1;
  while (k >= 0 && !toks[k]!.word) k--;
  return toks[k]?.lower === 'dear' && r.j - r.i <= 2 && ADVICE_COLUMN.test(text);
}
/** Chat assistants' names: "Hi Claude," or "Gemini, can you …" greets the assistant, no one the writer knows. */
const ASSISTANT_NAMES = new Set(['claude', 'chatgpt', 'gemini', 'copilot', 'bard', 'siri', 'alexa', 'gpt', 'grok', 'perplexity', 'mistral', 'llama']);
const GREETINGS = new Set(['hi', 'hey', 'hello', 'dear', 'thanks', 'thank', 'ok', 'okay', 'yo', 'morning', 'ty', 'thx', 'please', 'pls']);
function assistantAddressed(toks: Tok[], r: Run): boolean {
  const words = toks.slice(r.i, r.j).filter((t) => t.word);
  if (words.length !== 1 || !ASSISTANT_NAMES.has(words[0]!.lower)) return false;
  let k = r.i - 1;
  while (k >= 0 && !toks[k]!.word) k--;
  // the message's first word, or after a greeting ("Hi Claude", "thank you Claude")
  return k < 0 || GREETINGS.has(toks[k]!.lower) || (toks[k]!.lower === 'you' && toks[k - 1]?.lower === 'thank');
}

/** Words of an addressee by role the ordinary-word list lacks: "Dear Hiring Manager", "Dear Admissions Team" (session 23). */
const LETTER_ROLES = new Set(['hiring', 'recruiting', 'recruitment', 'admissions', 'selection', 'search', 'claims', 'billing', 'payroll', 'hr']);

const WEEKDAYS = /^(?:mon|tues|wednes|thurs|fri|satur|sun)days?$/;
/** Months and weekdays by their short forms ("oct", "sept", "thurs", "weds"); whole weekdays are WEEKDAYS'. */
const CALENDAR_WORD = /^(?:jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|january|february|march|april|may|june|july|august|september|october|november|december|mon|tue|tues|wed|weds|thu|thur|thurs|fri|sat|sun)\.?$/;

export interface EntityOptions {
  /**
   * Words a private domain's vocabulary holds (a condition, a drug: the fact stage's word prior). In a run found by
   * a weak cue they are not a name: "diagnosed with lupus", "benadryl with hydroxyzine".
   */
  domainWord?: (lower: string) => boolean;
}

/** Chat shorthand and contractions written without the apostrophe. */
const SHORTHAND = new Set(
  'shes hes hed shed im ive id ill youre theyre were whats thats gonna wanna gotta dont cant wont didnt doesnt isnt wasnt arent havent hasnt couldnt wouldnt shouldnt idk lol lmao tho ur u pls plz thx bc rn tbh omg btw ok okay yeah yep nope kinda sorta lemme gimme ya yall smh imo fyi asap yday yest tmrw tmr tonite'.split(
    ' ',
  ),
);
/** Animals, whose names are nobody's: "a corgi named Pickles". */
const PETS = new Set(
  'dog dogs puppy pup cat cats kitten kitty corgi lab labrador retriever poodle beagle terrier shepherd husky pug dachshund chihuahua collie spaniel bulldog rabbit bunny hamster parrot horse pony goldfish fish bird tortoise turtle'.split(
    ' ',
  ),
);
/** A name given right after "named"/"called" that follows an animal word within four tokens. */
function petName(toks: Tok[], r: Run): boolean {
  const cue = toks[r.i - 1];
  if (!cue || (cue.lower !== 'named' && cue.lower !== 'called')) return false;
  for (let k = r.i - 2; k >= Math.max(0, r.i - 6); k--) if (PETS.has(toks[k]!.lower)) return true;
  return false;
}

/** Kinds of business before "called"/"named": "a company called Dravex", "a debt collector named Resolvia" (session 40). */
const BUSINESS_KINDS = new Set(
  'company companies firm business startup start-up agency bank lender insurer collector collectors brand chain shop store restaurant cafe bar gym clinic hospital school college university charity nonprofit non-profit organization organisation employer contractor vendor supplier carrier provider platform website app site staffing publisher label airline manufacturer retailer dealership brokerage consultancy corporation outfit'.split(
    ' ',
  ),
);
/** Whether a business's kind word stands within three words before "called"/"named" right before the run. */
function businessCalled(toks: Tok[], r: Run): boolean {
  const cue = toks[r.i - 1];
  if (!cue || (cue.lower !== 'named' && cue.lower !== 'called')) return false;
  // "my company is called Northwind", "our bakery's called Crumb" (session 48): a name given, not a call
  const naming = ['is', 'was', 's', '’s', "'s"].includes(toks[r.i - 2]?.lower ?? '');
  for (let k = r.i - 2; k >= Math.max(0, r.i - 4); k--) {
    const w = toks[k]!;
    // "a company called", "an outfit named", "this debt collector called": an indefinite or pointing article before
    // the kind ("the clinic called Patel", "my school named Jaxon" are a call and a classmate)
    if (BUSINESS_KINDS.has(w.lower)) return toks.slice(Math.max(0, k - 2), k).some((x) => KIND_ARTICLES.has(x.lower) || (naming && (POSSESSIVES.has(x.lower) || x.lower === 'the')));
    if (naming && (w.lower === 'is' || w.lower === 'was' || w.text === "'" || w.text === '’' || w.lower === 's')) continue;
    if (!w.word || PERSON_KIND_BEFORE_CALLED.has(w.lower)) return false;
  }
  return false;
}
const KIND_ARTICLES = new Set(['a', 'an', 'this', 'some']);
/** Someone between the kind word and "called": "a company whose owner called Dana" is no company's name. */
const PERSON_KIND_BEFORE_CALLED = new Set(['owner', 'boss', 'manager', 'guy', 'man', 'woman', 'lady', 'person', 'someone', 'who', 'and', 'i', 'he', 'she', 'they', 'we']);

/** Field labels whose value is an organisation: "Employer: Rocky Mountain Tile & Stone". */
const ORG_FIELDS = new Set([
  'employer', 'company', 'lender', 'bank', 'creditor', 'provider', 'insurer', 'carrier', 'school', 'hospital', 'clinic',
  'facility', 'agency', 'firm', 'organization', 'organisation', 'merchant', 'payee', 'servicer', 'pharmacy', 'practice',
  // a court paper's parties, when their words are ordinary ones: "Defendant: Pristine Touch Auto Body" (session 25)
  'defendant', 'plaintiff', 'respondent', 'petitioner', 'claimant', 'garnishee', 'dealer', 'seller',
]);
/** Last words of a document's title line ("DISCHARGE SUMMARY", "TRANSFER NOTICE"), which is no organisation. */
const TITLE_HEADS = new Set([
  'summary', 'notice', 'statement', 'report', 'results', 'result', 'determination', 'contract', 'agreement', 'letter',
  'form', 'application', 'order', 'citation', 'summons', 'complaint', 'invoice', 'bill', 'receipt', 'record', 'records',
  'instructions', 'information', 'details', 'withholding', 'support', 'plan', 'appear', 'action', 'request', 'decision',
  'history', 'note', 'notes', 'confirmation', 'approval', 'overview', 'explanation', 'benefits', 'certificate',
]);

/** An ordinary word or a form of one: "financed", "withheld" stay names' no more than "finance" (session 25). */
function ordinaryForm(lower: string): boolean {
  if (isOrdinaryWord(lower)) return true;
  const stems = [/ied$/.test(lower) ? `${lower.slice(0, -3)}y` : '', lower.replace(/e?d$/, ''), lower.replace(/d$/, ''), lower.replace(/ing$/, ''), lower.replace(/ing$/, 'e')];
  return stems.some((w) => w.length >= 3 && w !== lower && isOrdinaryWord(w));
}
/**
 * A form's or a pay stub's label opening its line, before a colon or dot leaders and its figure: "Amount Financed:
 * $18,500.00", "Federal Income Tax ...   312.40" (session 25). Two or more words, none a given name, all but one
 * ordinary (or a form of one): a label's adjective may be a word WordNet capitalises ("Federal").
 */
function labelLine(text: string, words: readonly Tok[]): boolean {
  const first = words[0];
  const last = words[words.length - 1];
  if (!first || !last || words.length < 2 || words.some((t) => GIVEN_NAMES.has(t.lower))) return false;
  const lineStart = text.lastIndexOf('\n', first.start - 1) + 1;
  if (!/^[\s>*\-•#|]*$/.test(text.slice(lineStart, first.start))) return false;
  if (!/^(?:[ \t]*:|[ \t]*\.{3,}|[ \t]{2,}[-$£€(]?\d)/.test(text.slice(last.end, last.end + 6))) return false;
  return words.filter((t) => !ordinaryForm(t.lower)).length <= 1;
}

/**
 * A name needs a token that could be one: a given name or a word that is not ordinary English (and not a domain
 * word). A person run made only of ordinary words is a form heading ("DISCHARGE SUMMARY"), a label ("Case Type:",
 * "Beginning Balance"), a role ("Defendant", "Landlord"), an error ("Bad Gateway") or a department ("Human
 * Resources"): dropped. Organisations are often named with ordinary words, so such a run becomes an organisation when
 * a weak trigger ("with Northwestern Mutual"), an organisation field ("Employer: …") or a letterhead line (a line of
 * its own whose last word is not a document title's) says so. Honorifics and strong triggers ("his name is Malik":
 * WordNet lists "malik" as a noun) keep the last word; so do organisation suffixes, known organisations and places
 * (their runs carry other details).
 */
function ordinaryRun(text: string, toks: Tok[], r: Run, options: EntityOptions): 'keep' | 'drop' | 'organization' {
  const first = toks[r.i]!;
  const words = toks.slice(r.i, r.j).filter((t) => t.word);
  // Chat shorthand is no name ("my gf says shes gonna leave").
  if (r.cat && words.every((t) => SHORTHAND.has(t.lower))) return 'drop';
  // "Endo wants an A1C first": a specialty, no one (session 52); "Zelle sent it to the wrong person", "Cash App took 500":
  // the app that holds the writer's money, an organisation of theirs as the writers mark one.
  if (r.cat === 'person' && words.every((t) => CARE_SHORTHAND.has(t.lower))) return 'drop';
  if (r.cat === 'person' && (words.every((t) => APP_SUBJECTS.has(t.lower)) || words.map((t) => t.lower).join('') === 'cashapp')) return 'organization';
  // In lower-case writing an honorific or strong trigger can be followed by anything ("the dr wants him on…",
  // "this is impossible"): only a capitalised run keeps the cue's word.
  if (!r.cat || (r.detail === 'honorific' && first.cap)) return 'keep';
  // A list of three or more capitalised names ("our founders: Mazzi, Bowman and Hill") is cue enough for its members.
  if (r.detail === 'enumeration' && first.cap) return 'keep';
  if (r.cat === 'person' && r.detail === 'person_context' && r.score >= 0.85 && first.cap) {
    return petName(toks, r) ? 'drop' : 'keep';
  }
  if (r.cat !== 'person' && !(r.cat === 'organization' && (r.detail === 'line' || r.detail === 'card_layout'))) return 'keep';
  if (r.cat === 'person' && words.length > 0 && words.every((t) => WEEKDAYS.test(t.lower))) return 'drop';
  if (r.cat === 'person' && petName(toks, r)) return 'drop';
  // "my husband's name is will": a given name that is an ordinary word too, right after a naming cue (session 44).
  if (r.detail === 'person_context' && r.j - r.i === 1 && COMMON_GIVEN_NAMES.has(first.lower) && NAMING_TRIGGERS.has(matchesBefore(toks, r.i, PERSON_IDX) ?? '')) return 'keep';
  if (labelLine(text, words)) return 'drop';
  if (words.some((t) => nameLike(t.lower, !t.cap) && !(options.domainWord?.(t.lower) ?? false))) return 'keep';
  // "my bf Dev": after a relation word an ordinary word is a name; so is a word the domain prior knows after one's own
  // kin ("my husband Marcus", "my sister Kavya": a condition or a drug is not told that way).
  if (r.detail === 'person_context' && first.cap && r.i > 0 && RELATION_IDX_WORDS.has(toks[r.i - 1]!.lower)) return 'keep';
  if (r.detail === 'person_context' && first.cap && r.i > 1 && OWN_KIN.has(toks[r.i - 1]!.lower) && POSSESSIVES.has(toks[r.i - 2]!.lower)) return 'keep';
  // "starring Bang": a film credit names a person even with an ordinary word.
  if (r.detail === 'person_context' && first.cap && matchesBefore(toks, r.i, CREDIT_TRIGGERS) !== undefined) return 'keep';
  const last = toks[r.j - 1]!;
  const lineStart = text.lastIndexOf('\n', first.start - 1) + 1;
  const before = text.slice(lineStart, first.start);
  // The line before the run is most of a long one-line message: the colon test spares the scan (session 36).
  const field = endsWithColon(before) ? /([\p{L}]+)\s*:\s*$/u.exec(before)?.[1]?.toLowerCase() : undefined;
  if (field !== undefined && ORG_FIELDS.has(field)) return 'organization';
  if (/^[\s>?*\-•#|]*$/.test(before) && /^[ \t]*:/.test(text.slice(last.end, last.end + 3))) return 'drop'; // "Case Type:"
  // (session 50) a field's label quoted in a sentence, its first word capitalised and the rest in lower case before the
  // colon ("my offer letter says Base salary: $82,000", "the letter says Balance owed: $4,812"): a label, no one's name
  if (r.j - r.i === 1 && /^[ \t]+\p{Ll}[\p{Ll}'’-]*(?:[ \t]+\p{Ll}[\p{Ll}'’-]*)?[ \t]*:/u.test(text.slice(last.end, last.end + 40))) return 'drop';
  if (r.detail === 'person_context' && r.score < 0.85 && !options.domainWord?.(first.lower) && first.cap) return 'organization';
  const lineOnly = first.lineStart && (toks[r.j] === undefined || toks[r.j]!.lineStart);
  if (lineOnly && words.length >= 2 && !TITLE_HEADS.has(last.lower)) return 'organization';
  return 'drop';
}

/**
 * "this is Dana from ", "it's Marisol from ": a caller's or sender's introduction right before the name, which names
 * their business ("I'm Raj from Leeds" is where someone lives: not taken).
 */
const INTRODUCTION = /(?:^|[^\p{L}])(?:this\s+is|it['’]?s)\s+\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*)?\s+from\s+$/iu;
function introducedBefore(text: string, at: number): boolean {
  return INTRODUCTION.test(text.slice(Math.max(0, at - 50), at));
}

/** "said Albert to Jesus": before "to" sits a capitalised speaker and before it a speech verb. */
function spokenTo(toks: Tok[], i: number): boolean {
  let k = i - 2;
  while (k >= 0 && k > i - 6 && toks[k]!.cap && toks[k]!.word && !toks[k]!.lineStart) k--;
  return k < i - 2 && k >= 0 && SPEECH_VERBS.has(toks[k]!.lower);
}

/**
 * A pasted court paper's own case: a case or docket number, or a court's address to the party ("You are hereby
 * summoned", "The Defendant is hereby notified"). Its caption names the writer's people, not a precedent (session 25:
 * "People v. Alvarez, Jose Luis" under "Case No. RIM2304471").
 */
const OWN_CASE =
  /\b(?:case|docket|index|file|cause|civil\s+action|claim)\s*(?:no\.?|number|num\.?|#)\s*:?\s*[\p{L}\d]*\d|\bhereby\b|\b(?:CR|CV|CF|DR|JV|MC|FA|LT)-?\d{2,4}-\d{3,}/iu;
/**
 * "Miranda v. Arizona", "Roe vs. Wade": a case name is a public precedent, not the people or places in it. Both of a
 * caption's parties are capitalised: after "my case vs" or "me vs" the name is the writer's opponent (session 32).
 */
const VS_AFTER = /^[ \t]+vs?\.?[ \t]+\p{Lu}/u;
const VS_BEFORE = /(?:^|[^\p{L}])\p{Lu}[\p{L}'’.-]*[ \t]+vs?\.?[ \t]+$/u;
function inCaseName(text: string, start: number, end: number): boolean {
  // Both shapes hold a "v" (session 38: most names have none beside them, and includes() spares the regex).
  const after = text.slice(end, end + 8);
  const before = text.slice(Math.max(0, start - 30), start);
  const caption = (after.includes('v') && VS_AFTER.test(after)) || (before.includes('v') && VS_BEFORE.test(before));
  return caption && !OWN_CASE.test(text);
}

/** Apps and pages one posts or files things "in" ("post my update in Slack", "the link in bio"), and games and sports one plays "in" or "at" ("got served in pickleball"): no place. */
const APP_PLACES = new Set(
  `slack|teams|excel|notion|jira|zoom|figma|canva|trello|asana|confluence|salesforce|quickbooks|xero|clio|outlook|gmail
whatsapp|telegram|discord|instagram|facebook|tiktok|linkedin|reddit|youtube|github|gitlab|bitbucket|airtable|hubspot
zendesk|shopify|etsy|venmo|paypal|zelle|mychart|workday|gusto|bamboohr|dropbox|onedrive|sharepoint|powerpoint|keynote
wordpress|squarespace|wix|mailchimp|substack|medium|signal|imessage|messenger|snapchat|pinterest|bio|dms
pickleball|tennis|volleyball|badminton|squash|padel|golf|chess|poker|fortnite|minecraft|roblox|valorant|overwatch`.split(/\s|\|/),
);

/** Given names that are also large cities (US mostly): after a place word they name the city. */
const GIVEN_NAME_CITIES = new Set(['austin', 'dallas', 'houston', 'jackson', 'charlotte', 'madison', 'phoenix', 'denver', 'orlando', 'savannah', 'raleigh', 'tyler', 'eugene', 'lincoln', 'florence', 'sydney', 'victoria', 'aurora', 'odessa', 'camden', 'brighton', 'chester', 'kingston', 'regina', 'adelaide']);

/** Last and first words of a place one is "at": a court, a prison, an airport, a street, a plaza (session 28). */
const AT_PLACE_HEADS = new Set(
  'court|courts|courthouse|center|centre|plaza|hall|airport|port|station|precinct|prison|jail|penitentiary|correctional|terminal|street|st|road|rd|avenue|ave|lane|boulevard|blvd|drive|mall|square|park|estate|camp|base|island|bridge|gate|crossing|border|beach|lake|mountain|hill|hills|falls|bay|river|fci'.split('|'),
);
/** Whether a run after "at" has a place's shape (AT_PLACE_HEADS, PLACE_HEADS, PLACE_SHAPE_HEADS, PLACE_LEADS). */
function atPlace(toks: readonly Tok[], r: Run): boolean {
  // the word after the run too: "at Elm Street", where the street's type is left out of the run
  const words = toks.slice(r.i, r.j + 1).filter((x) => x.word).map((x) => x.lower);
  const first = words[0] ?? '';
  return PLACE_LEADS.has(first) || first === 'fci' || words.some((w) => AT_PLACE_HEADS.has(w) || PLACE_HEADS.has(w) || PLACE_SHAPE_HEADS.has(w));
}

/**
 * Last words of a place named in the possessive ("Hawke's Bay", "Martha's Vineyard", "Lee's Summit", "St John's Wood",
 * "Smith's Falls", "Land's End"; session 29): after them the run is a place, whatever the possessive's word.
 */
const POSSESSIVE_PLACE_HEADS = new Set(
  'bay|green|summit|falls|vineyard|wood|cross|island|point|landing|creek|hill|harbour|harbor|common|heath|end|ferry|crossing|lake|beach|cove|inlet|bush|hollow|valley|sound|peak|neck'.split('|'),
);
/** Whether toks[j] is a capitalised place's last word right after a capitalised possessive (one space between). */
function possessivePlace(text: string, toks: readonly Tok[], j: number): boolean {
  const p = toks[j - 1];
  const u = toks[j];
  if (!p?.possessive || !p.cap || !u?.cap || u.lineStart || !POSSESSIVE_PLACE_HEADS.has(u.lower)) return false;
  // both in capitals or both not: "SMITH'S GREEN", "Hawke's Bay" ("JOHN's Bay" is no name)
  if ((p.text === p.text.toUpperCase()) !== (u.text === u.text.toUpperCase()) && u.text.length > 1) return false;
  return text.slice(p.end + 2, u.start) === ' ' && (toks[j + 1]?.possessive !== true);
}

/** Other languages' words for a firm, a lab, a bank, a court or an office, opening its name (session 28). */
const FOREIGN_ORG_LEADS = new Set(
  'grupo|groupe|gruppo|laboratorio|laboratório|laboratoire|labor|clínica|clinica|clinique|klinik|klinikum|praxis|amtsgericht|landgericht|arbeitsgericht|sozialgericht|finanzamt|landratsamt|landeshauptstadt|stadtwerke|banco|banque|caixa|universidad|universidade|università|universität|hochschule|instituto|institut|ayuntamiento|prefeitura|mairie|tribunale|juzgado|fundación|fundação|fondation|stiftung|farmacia|farmácia|pharmacie|apotheke|empresa|sociedad|société|transportes|construcciones|construtora|inmobiliaria|imobiliária|distribuidora|comercial|seguros|aseguradora|kancelaria|zakład'.split('|'),
);
/** A care word in another language (or capitalised before one) right before the name: "Hospital Universitario La Paz". */
const FOREIGN_CARE_BEFORE = new Set(['hospital', 'hôpital', 'ospedale', 'clínica', 'clinica', 'clinique', 'klinik', 'klinikum', 'centro', 'policlínica', 'policlinico', 'sanatorio']);

/** Honorifics written with a full stop ("Dr. Okafor"); after a whole word ("our own judge. Bus …") it ends a sentence. */
const ABBREVIATED_HONORIFICS = new Set(['mr', 'mrs', 'ms', 'mx', 'dr', 'prof', 'rev', 'fr', 'sr', 'sra', 'srta', 'mme', 'mlle', 'sig', 'capt', 'col', 'gen', 'lt', 'sgt', 'hon']);

/**
 * Organisation suffixes that are everyday nouns too ("a college fund", "winter pipe maintenance", "our sales data"): in
 * a message written without capitals they name a thing, not a company, so there they need a capital of their own.
 */
const COMMON_NOUN_SUFFIXES = new Set([
  'maintenance', 'fund', 'data', 'analytics', 'group', 'services', 'solutions', 'systems', 'networks', 'network', 'media',
  'software', 'energy', 'lab', 'labs', 'trust', 'capital', 'partners', 'council', 'nation', 'club', 'society',
  'department', 'census', 'explorer', 'firm', 'partnership', 'international', 'technology', 'technologies', 'consulting',
  // Corporate abbreviations that are English words in lower case ("count as debt", "a day spa").
  'as', 'ab', 'co', 'spa', 'sa', 'oy',
]);
/** A workplace cue right before a run ("works for the …", "got a job at …"): there a common-noun suffix names a company. */
const WORKPLACE_BEFORE = /\b(?:works?|worked|working|job|employed|hired|interns?|interning|started|quit|fired|promoted)\s+(?:at|for|by|with)\s+(?:the\s+)?$/i;
/** Months that are given names too ("June", "April", "May", "August"). */
const MONTH_NAMES = new Set(['january', 'april', 'may', 'june', 'july', 'august']);
/** What follows a month in a range of months: "June and August", "June-July", "April to June". */
const MONTH_RANGE = /^\s*(?:-|–|to|and|or|through|till|until)\s*(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;
/** What puts a month in time: "in June", "till April", "since August", "the June increase", "end of May". */
const MONTH_BEFORE = /\b(?:in|since|till|til|until|by|before|after|from|through|during|last|next|this|early|late|mid|end of|start of|of|the)[\s-]+$/i;
/** What comes before the last month of a range: "April to ", "June and ". */
const MONTH_RANGE_END = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\s*(?:-|–|to|and|or|through|till|until)\s*$/i;

/** An ordinary word (not a given name) after a title: no surname in lower case or in an all-capital heading. */
function plainAfterTitle(x: Tok): boolean {
  return (COMMON_WORDS.has(x.lower) || isOrdinaryWord(x.lower)) && !GIVEN_NAMES.has(x.lower);
}
/** Whether the run after a title names nothing: "the judge thinks theyre", "GENERAL POWER OF ATTORNEY" (session 26). */
function titleOfNothing(toks: readonly Tok[], r: Run): boolean {
  const first = toks[r.i]!;
  if (!first.cap && plainAfterTitle(first)) return true;
  const words = toks.slice(r.i, r.j).filter((x) => x.word);
  return words.length > 0 && words.every((x) => /\p{Lu}{2}/u.test(x.text) && x.text === x.text.toUpperCase() && plainAfterTitle(x));
}

export function entities(text: string, options: EntityOptions = {}): Candidate[] {
  const toks = tokenize(text);
  if (toks.length === 0) return [];
  const hasUpper = /\p{Lu}/u.test(text);
  const hasLower = /\p{Ll}/u.test(text);
  // With no case contrast, capitalisation carries no signal; only triggers and lexicons do.
  const caseless = !hasUpper || !hasLower;
  const runs: Run[] = [];
  const used = new Uint8Array(toks.length);

  lexiconPlaces(text, toks, caseless, runs, used);
  capitalisedRuns(text, toks, caseless, runs, used);
  runs.sort((a, b) => a.i - b.i);
  // 3. Classify each run.
  for (const r of runs) {
    if (r.cat) continue;
    classifyRun(text, toks, r, caseless, options);
    if (r.detail === 'org_context' && caseless && doingWord(toks, r)) r.cat = undefined;
    // "parkwise recalled thousands of cars", "roomhands stock fell": in lower-case writing a run of two words that
    // reads as nothing may be a name and the sentence's next word; the name alone is read once more (session 49)
    if (r.cat === undefined && caseless && r.j - r.i === 2 && !toks[r.i]!.cap && !isOrdinaryWord(toks[r.i]!.lower) && !GIVEN_NAMES.has(toks[r.i]!.lower) && ordinaryForm(toks[r.i + 1]!.lower)) {
      r.j--;
      classifyRun(text, toks, r, caseless, options);
      if (r.cat !== 'organization' || (r.detail === 'org_context' && doingWord(toks, r))) {
        r.j++;
        r.cat = undefined;
      }
    }
    // A coined camel-case word that no cue made a person's name or the rules a place is a firm's (session 49).
    if (
      r.j - r.i === 1 &&
      !caseless &&
      (r.cat === undefined ||
        (r.cat === 'person' && ((r.detail !== 'person_context' && r.detail !== 'honorific') || (r.detail === 'person_context' && FIRM_NEUTRAL_TRIGGERS.has(matchesBefore(toks, r.i, PERSON_IDX) ?? '')))) ||
        (r.cat === 'location' && !LEXICON_DETAILS.has(r.detail))) &&
      loneCoinedCamel(toks[r.i]!, text)
    ) {
      r.cat = 'organization';
      r.score = 0.55;
      r.detail = 'org_shape';
    }
  }
  groupRuns(text, toks, runs);
  return emitRuns(text, toks, runs, options);
}

// entities() runs in parts (session 35): as one function of a thousand lines it took V8 one to two seconds to optimise,
// again after each deoptimisation, and held up the optimisation of everything else; its parts compile in milliseconds.

/** 1. Lexicon places (countries, states, big cities), any case except ambiguous entries. */
function lexiconPlaces(text: string, toks: Tok[], caseless: boolean, runs: Run[], used: Uint8Array): void {
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]!;
    if (!t.word || !PLACE_FIRST_WORDS.has(t.lower)) continue;
    if (!t.cap && !caseless) {
      // In mixed-case text a lower-case country is still a country ("from bahrain"), but only
      // unambiguous multi-letter entries.
      const n = lexiconRun(toks, i, 6, COUNTRIES, true);
      if (
        n > 0 &&
        !NEEDS_CAPS.has(
          toks
            .slice(i, i + n)
            .map((x) => x.lower)
            .join(' '),
        )
      ) {
        if (!nationLevel(toks, i, n)) runs.push(newRun(i, i + n, 'location', 0.7, 'country'));
        for (let k = i; k < i + n; k++) used[k] = 1;
        i += n - 1;
        continue;
      }
      // So is a state or a big city right after a place's preposition ("still sue me in maryland", "a 4-plex in
      // fresno", "an OFW in riyadh"; session 27): chat writes places in lower case inside capitalised text. Not a word
      // of the language ("in reading", "in mobile": NEEDS_CAPS), nor after "to"/"from"/"with", where a person is as likely.
      if (LOWER_PLACE_PREP.has(toks[i - 1]?.lower ?? '')) {
        for (const [lex, detail] of [[US_STATES, 'us_state'], [CITIES, 'city']] as const) {
          const m = lexiconRun(toks, i, 3, lex, true);
          const words = toks.slice(i, i + m).map((x) => x.lower);
          if (m === 0 || (m === 1 && isOrdinaryWord(words[0]!))) continue;
          runs.push(newRun(i, i + m, 'location', 0.6, detail));
          for (let k = i; k < i + m; k++) used[k] = 1;
          i += m - 1;
          break;
        }
      }
      continue;
    }
    // "Laura Lima", "Virginia Dratchev": a place word next to a given name is part of a person name.
    const before = toks[i - 1];
    const afterTok = toks[i + 1];
    const nextToGiven =
      (before !== undefined && before.cap && GIVEN_NAMES.has(before.lower) && !t.lineStart) ||
      (afterTok !== undefined &&
        afterTok.cap &&
        !afterTok.lineStart &&
        text.slice(t.end, afterTok.start) === ' ' &&
        GIVEN_NAMES.has(t.lower));
    // (session 50, lead's probes) "my sister Georgia", "my friend Jordan", "my wife Sydney": a one-word place right
    // after one's own kin or friend is their name.
    const kinBefore = before !== undefined && !t.lineStart && OWN_KIN_AFTER_POSSESSIVE.has(before.lower) && POSSESSIVES.has(toks[i - 2]?.lower ?? '');
    for (const [lex, detail] of [
      [COUNTRIES, 'country'],
      [US_STATES, 'us_state'],
      [CITIES, 'city'],
    ] as const) {
      const n = lexiconRun(toks, i, 6, lex, true);
      // "Tennessee University Hospital", "Singapore Airlines": a place opening an organisation's name is part of it.
      if (n > 0 && t.cap && orgSuffixAhead(text, toks, i + n)) break;
      if (n > 0 && (nextToGiven || kinBefore) && n === 1) break;
      if (n > 0) {
        // "New South Wales", "East Java": compass words before a known place are part of its name.
        let s = i;
        while (s > 0 && s > i - 2 && toks[s - 1]!.cap && DIRECTION_LEADS.has(toks[s - 1]!.lower) && !used[s - 1] && !toks[s]!.lineStart && text.slice(toks[s - 1]!.end, toks[s]!.start) === ' ') s--;
        if (s < i || detail !== 'country' || !nationLevel(toks, i, n)) runs.push(newRun(s, i + n, 'location', 0.8, detail));
        for (let k = s; k < i; k++) used[k] = 1;
        for (let k = i; k < i + n; k++) used[k] = 1;
        i += n - 1;
        break;
      }
    }
  }
}

/**
 * "a year at BBC", "an engineer at IBM": an acronym right after an organisation cue is the organisation.
 * "studies at QKP", "OCV sent me a letter", "YYG's customer service": an acronym where a business is named.
 * Read only for an acronym or a camel-case word (session 35: it was tested after every token). A module-level function
 * since session 38: as a closure it was made for every token, and tsx wraps each named closure in a call that sets its
 * name.
 */
function orgAround(text: string, toks: Tok[], i: number): boolean {
  const t = toks[i]!;
  const after = toks[i + 1];
  return (
    toks[i - 1]?.lower === 'at' ||
    ORG_AFTER.test(text.slice(t.end, t.end + 40)) ||
    ORG_NEXT.has(after?.lower ?? '') ||
    (after?.lower === 'customer' && /^(?:service|support|care)$/.test(toks[i + 2]?.lower ?? ''))
  );
}

/** Kinds of insurance, school, bank or clinic ("car insurance", "charter school"): in lower case no name of one. */
const GENERIC_KINDS = new Set(
  `car auto health life home homeowners renters renter's pet travel dental vision medical disability liability
  private public charter high middle elementary primary secondary boarding grad graduate law nursing driving summer
  sunday night online local community state regional the a an my our his her their your new old same other
  big small catholic christian religious special ed art music language trade technical vocational business medical
  food blood sperm piggy savings investment commercial retail
  trash garbage waste recycling gas electric electricity power water cable internet phone utility utilities insurance
  moving cleaning towing tow delivery shipping lawn landscaping pest plumbing roofing construction security staffing
  rental management property title escrow collection collections card mortgage loan`.split(/\s+/),
);

/** Verbs that follow a titled surname in lower-case writing ("dr. patel says …"). */
const TITLE_VERBS = new Set(['says', 'said', 'wants', 'told', 'tells', 'thinks', 'gave', 'gives', 'yelled', 'put', 'sent', 'is', 'was', 'has', 'had', 'will', 'won\'t', 'wont', 'keeps', 'made', 'took']);

/** Cues that give a name outright ("name is", "named"; session 44). */
const NAMING_TRIGGERS = new Set(['my name is', 'name is', 'named', 'name was', 'maiden name is', 'call me', 'calls me']);
/** Given names that are function words too (COMMON_WORDS), so isNameToken refuses them (session 44). */
const COMMON_GIVEN_NAMES = new Set(['will', 'summer', 'may', 'june', 'april', 'august', 'bill', 'art', 'ray', 'sue', 'pat', 'rob', 'hope', 'faith', 'joy', 'dawn', 'autumn', 'sky', 'river', 'grace', 'rose', 'mark', 'jack', 'frank', 'chase', 'hunter', 'drew', 'don', 'guy', 'rich', 'an']);
/** Verbs whose object is someone, which a lower-case run must not open before a given name ("text marcus"; session 44). */
const OBJECT_VERBS = new Set(['text', 'txt', 'dm', 'ping', 'message', 'msg', 'email', 'phone', 'ring', 'call', 'tell', 'ask', 'thank', 'remind', 'invite', 'pay', 'owe', 'sue', 'block', 'unblock', 'forgive', 'trust', 'blame', 'hug', 'kiss', 'marry', 'divorce', 'visit', 'help', 'warn', 'fire', 'hire', 'report', 'tag', 'venmo', 'zelle', 'facetime', 'snap', 'notify', 'contact']);
/**
 * Irregular pasts that no dictionary lemma holds (so nameLike reads them as names): after a given name in lower-case
 * writing they are the sentence's verb ("my friend marcus lent me 2k"; session 44).
 */
const IRREGULAR_PASTS = new Set(['lent', 'gave', 'took', 'owed', 'got', 'bought', 'brought', 'told', 'came', 'went', 'wrote', 'threw', 'caught', 'fought', 'hid', 'knew', 'met', 'rode', 'slept', 'stood', 'swore', 'taught', 'woke', 'wore', 'borrowed']);

/** Words that sit in no name of a caseless run after its first word: they link the name to the sentence. */
const RUN_ENDERS = new Set(['as', 'at', 'in', 'on', 'and', 'or', 'with', 'for', 'to', 'from', 'is', 'was', 'are', 'were', 'by', 'but', 'so', 'when', 'because', 'bc', 'since', 'till', 'until', 'the', 'a', 'an', 'my', 'his', 'her', 'their', 'our', 'your', 'this', 'that', 'who', 'which', 'lol']);

/** Verbs of contact that, opening a sentence as an imperative, name the person after them ("Call Hamid on …"). */
const CONTACT_IMPERATIVES = new Set(['call', 'email', 'e-mail', 'text', 'phone', 'ring', 'message', 'contact', 'ping', 'remind', 'invite', 'thank', 'notify']);

/** Is toks[i] a capitalised verb of contact opening its sentence, before a capitalised word on its line? */
function contactImperative(toks: readonly Tok[], i: number): boolean {
  const t = toks[i]!;
  const next = toks[i + 1];
  const before = toks[i - 1];
  return (
    t.cap &&
    CONTACT_IMPERATIVES.has(t.lower) &&
    next !== undefined &&
    next.cap &&
    next.word &&
    !next.lineStart &&
    // "Contact Lens Solution", "Call Center Operations": an ordinary word after it makes the verb a noun in a name
    nameLike(next.lower) &&
    (t.lineStart || before === undefined || ['.', '!', '?', ':', '"', '“', '(', '-', '*'].includes(before.text))
  );
}

/** 2. Capitalised runs (or, in caseless text, runs right after a trigger). */
function capitalisedRuns(text: string, toks: Tok[], caseless: boolean, runs: Run[], used: Uint8Array): void {
  for (let i = 0; i < toks.length; i++) {
    if (used[i]) continue;
    const t = toks[i]!;
    // The cues matter only for a word in lower case or in caseless text: a capitalised word in mixed-case text is read
    // in case mode whatever precedes it, and strongTrig is read below only in lower mode (session 35).
    const cued = caseless || !t.cap;
    const trig = cued ? matchesBefore(toks, i, PERSON_IDX) : undefined;
    const locTrig = cued ? matchesBefore(toks, i, LOCATION_IDX) : undefined;
    const strongTrig =
      (trig !== undefined && STRONG_PERSON_TRIGGERS.has(trig)) ||
      (locTrig !== undefined && STRONG_LOCATION_TRIGGERS.has(locTrig));
    // (session 50, lead's probes) in text with capitals, a given name typed in lower case right after one's own kin or
    // friend ("My husband dave has cancer", "I think my bf jake is cheating"): people capitalise "I" and a sentence's
    // start, not always a name. Only a listed given name that is no English word.
    const kinTrig = !caseless && !t.cap && trig !== undefined && ownKinName(toks, i, trig);
    const lowerMode = caseless || (strongTrig && !t.cap) || kinTrig;
    const after = toks[i + 1];
    // "East Haddam", "New Ulm": a compass word (a common word) opens a place's name before a capitalised name word.
    const directionLead =
      !caseless &&
      t.cap &&
      DIRECTION_LEADS.has(t.lower) &&
      after !== undefined &&
      !used[i + 1] &&
      !after.lineStart &&
      text.slice(t.end, after.start) === ' ' &&
      isNameToken(after, false);
    const cuedAcronym = !caseless && t.cap && /^\p{Lu}{2,5}$/u.test(t.text) && (acronymOrgCue(toks, i) || orgAround(text, toks, i));
    // "banked with EduWise", "an offer from QuantLogic", "DriftwoodMark Solutions": a coined camel-case name.
    const cuedCamel =
      !caseless &&
      coinedCamel(t) &&
      (acronymOrgCue(toks, i) ||
        orgAround(text, toks, i) ||
        ['at', 'from'].includes(toks[i - 1]?.lower ?? '') ||
        orgSuffixAhead(text, toks, i + 1) ||
        loneCoinedCamel(t, text));
    // "Dr A. Mensah", "Mrs. I. Okafor": after a title, "A" or "I" with its dot and a surname is an initial, not the
    // article or the pronoun (written-fresh yk, session 30).
    const titleInitial =
      !caseless &&
      (t.text === 'A' || t.text === 'I') &&
      toks[i + 1]?.text === '.' &&
      toks[i + 1]!.start === t.end &&
      toks[i + 2] !== undefined &&
      !toks[i + 2]!.lineStart &&
      toks[i + 2]!.cap &&
      isNameToken(toks[i + 2]!, lowerMode) &&
      (ABBREVIATED_HONORIFICS.has(toks[i - 1]?.lower ?? '') ||
        (toks[i - 1]?.text === '.' && ABBREVIATED_HONORIFICS.has(toks[i - 2]?.lower ?? '')));
    // "my husband's name is will", "her name is summer": after a naming cue a given name that is a function word too
    // is the name (session 44).
    const namedCommon = COMMON_GIVEN_NAMES.has(t.lower) && NAMING_TRIGGERS.has(trig ?? matchesBefore(toks, i, PERSON_IDX) ?? '');
    if (!(isNameToken(t, lowerMode) || namedCommon || directionLead || cuedAcronym || cuedCamel || titleInitial) || glued(text, t)) continue;
    // "asked us to", "told them": in lower-case writing a pronoun after a cue is no name.
    if (lowerMode && !t.cap && (PRONOUNS.has(t.lower) || PRONOUN_CONTRACTION.test(t.lower))) continue;
    // "and says im stealing her kids", "says youre lazy": a contraction written without its apostrophe (session 30).
    if (lowerMode && !t.cap && BARE_CONTRACTIONS.has(t.lower)) continue;
    // "can u text marcus for me", "pls dm keisha": in lower-case writing a verb whose object is someone is no part of
    // the given name after it (the run began at the verb and the pair was read as nothing; session 44).
    if (lowerMode && !t.cap && OBJECT_VERBS.has(t.lower) && toks[i + 1] !== undefined && !toks[i + 1]!.cap && GIVEN_NAMES.has(toks[i + 1]!.lower) && nameLike(toks[i + 1]!.lower)) continue;
    // "my boss keeps deadnaming me", "my mom constantly misgenders me": in lower-case writing a verb or an adverb right
    // after the cue is the sentence's, no name's first word, and the word after it is no name either (a word the
    // dictionary lacks, "deadnaming", "misgendering", made the pair a run; session 46).
    if (lowerMode && !t.cap && trig !== undefined && !HONORIFICS.has(trig) && !STRONG_PERSON_TRIGGERS.has(trig) && CUE_VERBS.has(t.lower)) {
      i++;
      continue;
    }
    // "Call Hamid on +44 …", "Email Dagny Solberg about it": a verb of contact opening a sentence is its imperative, no
    // part of the name after it (session 46).
    if (!caseless && contactImperative(toks, i)) continue;
    let j = i + 1;
    while (j < toks.length && !used[j]) {
      const u = toks[j]!;
      if (u.lineStart) break;
      // "Ibekwe's Bakery", "Kiplagat's Auto Body": a possessive opening a business's name.
      // "Hawke's Bay", "Martha's Vineyard", "SMITH'S GREEN": a possessive before a place's last word opens a place.
      if (toks[j - 1]!.possessive && !(toks[j - 1]!.cap && !caseless && (orgSuffixAhead(text, toks, j) || possessivePlace(text, toks, j)))) break;
      // Only spaces join a run, or the dot closing an initial ("F. Scott Fitzgerald"); a possessive's "'s" is its word's.
      const gap = text.slice(toks[j - 1]!.end + (toks[j - 1]!.possessive ? 2 : 0), u.start);
      const initial = toks[j - 1]!.text.length === 1 && toks[j - 1]!.cap;
      if (
        initial &&
        u.text === '.' &&
        gap === '' &&
        toks[j + 1] &&
        !toks[j + 1]!.lineStart &&
        (isNameToken(toks[j + 1]!, lowerMode) ||
          (j - 1 > i && particleSurnameAt(toks, j + 1, lowerMode)))
      ) {
        j++;
        continue;
      }
      if (
        toks[j - 1]!.text === '.' &&
        j - 2 >= i &&
        toks[j - 2]!.text.length === 1 &&
        gap === ' ' &&
        isNameToken(u, lowerMode)
      ) {
        j++;
        continue;
      }
      // "Procter & Gamble", "Delgado & Sons": an ampersand between capitalised words joins one name (issue 18).
      const w = toks[j + 1];
      // "Vasquez and Daughters", "Duarte and Co.": a family firm.
      if (u.lower === 'and' && gap === ' ' && !caseless && t.cap && w !== undefined && !used[j + 1] && !w.lineStart && w.cap && AND_FIRM.has(w.lower) && text.slice(u.end, w.start) === ' ') {
        j += 2;
        continue;
      }
      if (
        u.text === '&' &&
        gap === ' ' &&
        !caseless &&
        t.cap &&
        w !== undefined &&
        !used[j + 1] &&
        !w.lineStart &&
        w.word &&
        w.cap &&
        text.slice(u.end, w.start) === ' '
      ) {
        j += 2;
        continue;
      }
      if (gap.trim() !== '' && !(initial && /^\. ?$/.test(gap))) break;
      // In lower-case writing a cue word ends the run before it: "regular rr commenter anna bizier" reads "anna bizier"
      // from the cue "commenter", not "commenter anna".
      if (lowerMode && !t.cap && (matchesBefore(toks, j, PERSON_IDX) !== undefined || matchesBefore(toks, j, ORG_IDX) !== undefined)) break;
      // Columns of a pasted table or form ("Brennan          Co-Buyer:") are separate cells.
      if (/ {2,}|\t/.test(gap)) break;
      const orgSuffixHere =
        (ORG_SUFFIXES.has(u.lower) && (u.cap || caseless)) ||
        ((CAPPED_ORG_SUFFIXES.has(u.lower) || NAMED_ORG_SUFFIXES.has(u.lower)) && u.cap);
      // A capitalised common word ("Web", "Digital") may sit inside an organisation name when an
      // organisation suffix follows within three tokens: "Amazon Web Services".
      const insideOrg =
        u.cap &&
        !orgSuffixHere &&
        toks
          .slice(j + 1, j + 4)
          .some((v) => v.cap && (ORG_SUFFIXES.has(v.lower) || CAPPED_ORG_SUFFIXES.has(v.lower) || NAMED_ORG_SUFFIXES.has(v.lower)) && !v.lineStart);
      // A middle initial ("Kyle A. Brennan"): "A" alone is a common word, but a capital with a dot after it, inside a
      // run and before another name token, is an initial.
      const middleInitial =
        u.text.length === 1 &&
        u.cap &&
        toks[j + 1]?.text === '.' &&
        toks[j + 1]!.start === u.end &&
        toks[j + 2] !== undefined &&
        !toks[j + 2]!.lineStart &&
        (isNameToken(toks[j + 2]!, lowerMode) ||
          // "MARICEL R. DELA CRUZ", "Ana M. de la Torre": a surname's particle after the initial (session 30).
          particleSurnameAt(toks, j + 2, lowerMode));
      // A short surname in capitals after a given name in capitals ("MARIA CRUZ", "JOHN LEE"): a name's, not an
      // acronym's, as in a court caption or a form (session 31).
      const prev = toks[j - 1];
      const shoutedSurname =
        !lowerMode &&
        u.word &&
        !u.lineStart &&
        /^\p{Lu}{2,4}$/u.test(u.text) &&
        prev !== undefined &&
        prev.text.length >= 3 &&
        prev.text === prev.text.toUpperCase() &&
        GIVEN_NAMES.has(prev.lower) &&
        !COMMON_WORDS.has(u.lower);
      // "Coeur d'Alene", "Val d'Isère": an elided particle before a capital continues a place's name (session 34).
      const elided = !caseless && /^[dl]['’]\p{Lu}\p{Ll}+$/u.test(u.text);
      if (isNameToken(u, lowerMode) || orgSuffixHere || insideOrg || middleInitial || shoutedSurname || elided) {
        j++;
        continue;
      }
      // Particles inside a name: "van der", "de la" — only when a name token follows.
      if (NAME_PARTICLES.has(u.lower)) {
        let k = j;
        while (k < toks.length && NAME_PARTICLES.has(toks[k]!.lower) && !toks[k]!.lineStart && k - j < 3) k++;
        if (particleSurnameAt(toks, j, lowerMode)) {
          // The surname in capitals is no name token of its own, so it is taken here.
          j = isNameToken(toks[k]!, lowerMode) ? k : k + 1;
          continue;
        }
      }
      break;
    }
    // In caseless text keep trigger-led runs short: a name is one to three words. Text written all in capitals
    // ("HOW DID NELSON MANDELA BECOME SO FAMOUS", "DRAFT AN EMAIL TO PRIYA SAYING I WILL BE LATE") joins its verbs
    // to a name the same way, so its runs are kept short too, unless an organisation's suffix ends them further on.
    const shouted =
      caseless && t.cap && !toks.slice(i + 1, j).some((u) => ORG_SUFFIXES.has(u.lower));
    if (lowerMode && (!t.cap || shouted)) {
      // "the windmill magnolia group": up to four words when an organisation suffix ends them.
      let suffixEnd = 0;
      for (let k = i + 1; k < Math.min(j, i + 4); k++) {
        const w = toks[k]!.lower;
        // Not the short ones that are words too ("add wendy olsen as guardian": "as").
        if (ORG_SUFFIXES.has(w) && w.length > 3 && !COMMON_WORDS.has(w)) suffixEnd = k + 1;
      }
      j = Math.min(j, Math.max(suffixEnd, i + (strongTrig ? 3 : 2)));
      // "i work at kaiser in oakland as a nurse": a word that links the name to the sentence ends it (session 43).
      if (suffixEnd === 0 && j > i + 1 && RUN_ENDERS.has(toks[i + 1]?.lower ?? '')) j = i + 1;
      // "my ex kyle keeps showing up": a given name, then an ordinary word, is the name alone.
      // "my brother tyrell showed me": a verb's past form ends it too ("-ing" would cut "linda harding"; session 30).
      const after = toks[i + 1]?.lower ?? '';
      // "my friend marcus lent me 2k": an irregular past no dictionary lemma holds ends it as well (session 44).
      if (suffixEnd === 0 && j > i + 1 && GIVEN_NAMES.has(t.lower) && (!nameLike(after) || IRREGULAR_PASTS.has(after) || (/ed$/.test(after) && !GIVEN_NAMES.has(after) && ordinaryForm(after)))) j = i + 1;
      // "dr. patel prescribed me …", "professor hughes accused me", "mrs. king says": after a title the surname is the
      // name, and a verb after it is the sentence's (session 43)
      else if (
        suffixEnd === 0 &&
        j > i + 1 &&
        (HONORIFICS.has(toks[i - 1]?.lower ?? '') || (toks[i - 1]?.text === '.' && HONORIFICS.has(toks[i - 2]?.lower ?? ''))) &&
        !GIVEN_NAMES.has(after) &&
        ((/ed$/.test(after) && ordinaryForm(after)) || TITLE_VERBS.has(after))
      )
        j = i + 1;
      // "an email to nwosu saying …": a verb's -ing form that is a word of the language ends any name (session 34).
      // Not a business's own word ("trident publishing", "ulaanbaatar housing authority").
      else if (
        suffixEnd === 0 &&
        j > i + 1 &&
        /ing$/.test(after) &&
        isOrdinaryWord(after) &&
        !GIVEN_NAMES.has(after) &&
        ![after, toks[i + 2]?.lower ?? ''].some((w) => ORG_SUFFIXES.has(w) || CAPPED_ORG_SUFFIXES.has(w) || NAMED_ORG_SUFFIXES.has(w))
      )
        j = i + 1;
    }
    runs.push(newRun(i, j, undefined, 0, ''));
    for (let k = i; k < j; k++) used[k] = 1;
    i = j - 1;
  }
}

/**
 * Verbs that follow a person's cue in lower-case writing ("my boss keeps …", "my mom refuses …"), in their third-person
 * form: never a name's first word.
 */
const CUE_VERBS = new Set(
  `keeps refuses wants says thinks tells calls texts treats insists threatens tries makes gets needs likes hates loves
  won't wont doesn't doesnt didn't didnt can't cant constantly always never still just also literally basically
  continues starts stops pretends claims denies blames expects forces uses accuses ignores yells screams lies`.split(/\s+/),
);
/** Articles and possessives before a thing's short name in lower-case writing ("our hoa", "the da", "my ira"; session 44). */
const THING_DETERMINERS = new Set(['the', 'a', 'an', 'our', 'my', 'your', 'their', 'this', 'that']);
/** Verbs whose "with" names a condition, an infection or an offence, never a person (session 44). */
const WITH_A_THING = new Set(['diagnosed', 'dx', "dx'd", 'dxd', 'infected', 'charged', 'medicated', 'afflicted', 'sentenced', 'booked']);
/**
 * A one-word lower-case run that is a verb's -ing or -ed form ("quit vaping", "the card company asking them to waive
 * the fee", "the trash company charged me"): what someone does, no organisation (session 44). A given name is kept.
 */
function doingWord(toks: readonly Tok[], r: Run): boolean {
  const t = toks[r.i]!;
  if (r.j - r.i !== 1 || t.cap || GIVEN_NAMES.has(t.lower)) return false;
  // (session 47) and what an employer or a service does, in its present form: "my company wants everyone at the party",
  // "my company offers an hsa", "my bank charges a fee"
  if (CUE_VERBS.has(t.lower) || FIRM_VERBS.has(t.lower)) return true;
  return /^[a-z]{3,}(?:ing|ed)$/.test(t.lower) && (ordinaryForm(t.lower) || /ing$/.test(t.lower));
}
/** What a company, a bank or a service does, in the third person present (doingWord; session 47). */
const FIRM_VERBS = new Set(
  `offers pays requires provides covers matches gives lets allows sends charges has does is was uses hires expects
  sells ships offered doesnt doesn't won't wont will would should might may can cant can't only`.split(/\s+/),
);

/**
 * A journey's two ends (session 47): "the flight from Chester to Mombasa", "drove from Penang to Florence", "shipping to
 * Victoria": "from" a name with "to" and a capitalised name after it, or "to" a name after "from" and a capitalised
 * name, or either after a word of travelling or shipping.
 */
function fromTo(text: string, start: number, end: number, cue: string): boolean {
  const before = text.slice(Math.max(0, start - 60), start);
  if (TRAVEL_BEFORE.test(before)) return true;
  if (cue === 'from') return /^[ \t]+to[ \t]+\p{Lu}/u.test(text.slice(end, end + 8));
  return cue === 'to' && /\bfrom[ \t]+\p{Lu}[\p{L}'’.-]*(?:[ \t]+\p{Lu}[\p{L}'’.-]*){0,2}[ \t]+to[ \t]+$/u.test(before);
}
const TRAVEL_BEFORE = /\b(?:flights?|flew|fly|flying|drive|drove|driving|train|bus|ferry|trip|road|shipping|shipped|ship|move|moving|moved|relocat\w*|commute|commuting|route|journey)[ \t]+(?:(?:back|down|up|over|out)[ \t]+)?(?:from|to)[ \t]+$/i;

/**
 * Words of buying, paying, billing and working for someone (session 47): a sentence with one of them speaks of a
 * business ("the invoice from X", "my accounts to X", "my old boss from X"), where a journey or a visit would not.
 */
const DEALINGS =
  /\b(?:invoices?|bill(?:s|ed|ing)?|fees?|accounts?|refunds?|orders?|ordered|packages?|parcels?|shipments?|deliver(?:y|ies|ed)|quotes?|contracts?|subscriptions?|subscribed|appl(?:y|ying|ied|ication)|job|offer|interview(?:ed|ing)?|hired|salary|paycheck|payroll|recruiter|boss|manager|employer|customer|client|vendor|supplier|attn|resume|payments?|paid|charged|claims?|loan|mortgage|pension|transfer(?:red)?|switch(?:ed|ing)?\s+(?:banks|providers|carriers|insurers))\b/i;
function dealingsAround(text: string, start: number, end: number): boolean {
  const before = text.slice(Math.max(0, start - 50), start);
  const after = text.slice(end, end + 50);
  const sentenceBefore = before.slice(Math.max(before.search(/[.!?\n][^.!?\n]*$/) + 1, 0));
  const sentenceAfter = after.split(/[.!?\n]/)[0] ?? '';
  return DEALINGS.test(sentenceBefore) || DEALINGS.test(sentenceAfter);
}

/** 3. Classifies one run that the lexicons left open: sets its category, score and detail, or leaves it unclassified. */
function classifyRun(text: string, toks: Tok[], r: Run, caseless: boolean, options: EntityOptions): void {
  const first = toks[r.i]!;
  const last = toks[r.j - 1]!;
  const prev = r.i > 0 ? toks[r.i - 1] : undefined;
  const prev2 = r.i > 1 ? toks[r.i - 2] : undefined;
  const next = toks[r.j];
  const len = r.j - r.i;
  // A contract's capitalised parties ("Tenant shall indemnify Landlord", "injury to Tenant") are the document's
  // defined terms, not a person or a place.
  if (len === 1 && CONTRACT_PARTIES.has(first.lower)) return;
  // "a Software Engineer II", "Data Analyst III": a title's grade after its occupation is no name; "Head of Marketing",
  // "Director of Finance": a title's head before "of" is no place, and the department after it no firm (session 48).
  if (titleRun(toks, r)) return;
  // "the Ottoman Empire", "the Ming Dynasty", "the Cold War": history's names are no one's (session 48)
  if (len >= 2 && HISTORY_HEADS.has(last.lower)) return;
  const lowerJoined = toks
    .slice(r.i, r.j)
    .map((x) => x.lower)
    .join(' ');
  const sentenceStart =
    first.lineStart ||
    prev === undefined ||
    ['.', '!', '?', ':', '"', '“', '(', '>', '-', '*', ';'].includes(prev.text);
  const trig = matchesBefore(toks, r.i, PERSON_IDX) ?? (!caseless && r.i > 0 && contactImperative(toks, r.i - 1) ? toks[r.i - 1]!.lower : undefined);
  const locTrig = matchesBefore(toks, r.i, LOCATION_IDX);
  // "I ordered a sofa from Kinetica", "we leased two vans from Swiftroute": what was bought or leased, then
  // "from", is read as "bought from" (a place's shape still overrides it; session 46).
  const orgTrig =
    matchesBefore(toks, r.i, ORG_IDX) ??
    (!caseless && prev?.lower === 'from' && BOUGHT_THING_FROM.test(text.slice(Math.max(0, first.start - 50), first.start))
      ? 'bought from'
      : !caseless && prev?.lower === 'to' && RETURNED_THING_TO.test(text.slice(Math.max(0, first.start - 50), first.start))
        ? 'returned to'
        : undefined);
  // Someone who works there is another matter: "Océane is from Experian", "we'll meet at Equifax".
  if (EVERYONES_FILE.has(lowerJoined) && orgTrig === undefined && prev?.lower !== 'at') return;
  // "Dr. Okafor": an abbreviated title before its full stop.
  // "my MS. Reference number …": after a possessive the word is a condition's or a degree's initials, no title
  // (session 23).
  const owner = toks[r.i - 3]?.lower ?? '';
  const possessed = POSSESSIVES.has(owner) || owner === 'your';
  const abbreviated = prev?.text === '.' && prev2 && ABBREVIATED_HONORIFICS.has(prev2.lower) && !possessed ? prev2 : undefined;
  const honorific = prev !== undefined && HONORIFICS.has(prev.lower) && !prev.lineStart ? prev : abbreviated;
  const honorificAtLine = prev !== undefined && HONORIFICS.has(prev.lower) ? prev : abbreviated;
  const lineOnly = first.lineStart && (next === undefined || next.lineStart);
  const given = GIVEN_NAMES.has(first.lower);
  // "in Hawke's Bay", "Martha's Vineyard": a place named in the possessive (POSSESSIVE_PLACE_HEADS; session 29).
  if (len >= 2 && possessivePlace(text, toks, r.j - 1) && !(trig !== undefined && STRONG_PERSON_TRIGGERS.has(trig))) {
    r.cat = 'location';
    r.score = locTrig !== undefined ? 0.75 : 0.6;
    r.detail = locTrig !== undefined ? 'location_context' : 'place_shape';
    return;
  }
  // "is 80k good in austin", "moved to Dallas": a given name that is also a large city, after a place word (not "to"
  // or "from" alone: "I talked to Austin", "a text from Dallas"), is the city.
  if (
    len === 1 &&
    given &&
    GIVEN_NAME_CITIES.has(first.lower) &&
    locTrig !== undefined &&
    (STRONG_LOCATION_TRIGGERS.has(locTrig) || !['to', 'from', 'at'].includes(locTrig) || fromTo(text, first.start, last.end, locTrig)) &&
    !(honorific ?? honorificAtLine)
  ) {
    r.cat = 'location';
    r.score = 0.6;
    r.detail = 'location_context';
    return;
  }

  // (session 31) a gerund opening a sentence is its verb, not a name: "Building payroll software. When …"
  const openingVerb = r.j - r.i === 1 && /ing$/.test(first.lower) && isOrdinaryWord(first.lower) && /(?:^|[.!?:]\s+|\n\s*)$/.test(text.slice(0, first.start));
  const orgNext =
    next !== undefined &&
    !openingVerb &&
    (ORG_NEXT.has(next.lower) ||
      // "CHECKING ACCOUNT": a verb's -ing or -ed form names no business before an account or a membership (session 46)
      (ORG_NEXT_NAMED.has(next.lower) &&
        (toks.slice(r.i, r.j).every((x) => !x.word || (nameLike(x.lower, ORG_NEXT_OWNED.has(next.lower)) && !PUBLIC_SECTOR.has(x.lower))) ||
          // "a long-time Ambleside Row employee": a name word and an ordinary one, none of the public sector (session 47)
          (len >= 2 && first.cap && !ORG_NEXT_OWNED.has(next.lower) && next.lower !== 'app' && toks.slice(r.i, r.j).some((x) => x.word && nameLike(x.lower)) && toks.slice(r.i, r.j).every((x) => !PUBLIC_SECTOR.has(x.lower))))) ||
      // "Zephyrus's new office", "Corvid's spokesperson" (session 47)
      (last.possessive &&
        first.cap &&
        ((toks.slice(r.i, r.j).some((x) => x.word && nameLike(x.lower.replace(/['’]s$/, ''))) && (ORG_OWNS.has(next.lower) || (OWNED_ADJECTIVES.has(next.lower) && ORG_OWNS.has(toks[r.j + 1]?.lower ?? '')) || (/^(?:quarterly|annual|yearly)$/.test(next.lower) && /^(?:reports?|results|filings?)$/.test(toks[r.j + 1]?.lower ?? '')))) ||
          // "Trellis's data engineer": a firm's title makes even an ordinary word a firm, but no kin ("Mom's manager")
          (firmRoleAfter(toks, r.j) && !sentenceStart && !(len === 1 && (OWN_KIN.has(first.lower.replace(/['’]s$/, '')) || RELATION_IDX_WORDS.has(first.lower.replace(/['’]s$/, '')) || /^(?:mom|mum|dad|ma|pa)['’]s$/.test(first.lower)))))) ||
      // "Acme's customer service", "Globex customer support": only a business has those.
      (next.lower === 'customer' && /^(?:service|support|care|line|hotline|helpline)$/.test(toks[r.j + 1]?.lower ?? '')));
  // "Tomas Macleod from Frontier List Health called about the invoice", "Mr. Iglesias from Infostack called": someone
  // from a name who calls or writes is calling from their workplace (session 34).
  const prevName = toks[r.i - 2];
  const calledFrom =
    prev?.lower === 'from' &&
    prevName !== undefined &&
    prevName.word &&
    (prevName.cap || caseless) &&
    nameLike(prevName.lower) &&
    !LEXICON_DETAILS.has(r.detail) &&
    CALLS_FROM.test(text.slice(last.end, last.end + 30));
  // "with the hospital (Banner)", "my insurer (Kestrel) denied it": a name in brackets right after the kind of
  // institution it names (session 40).
  const namedInBrackets =
    prev?.text === '(' &&
    BRACKETED_ORG_KINDS.has(toks[r.i - 2]?.lower ?? '') &&
    next?.text === ')' &&
    text.slice(prev.end, first.start) === '' &&
    !LEXICON_DETAILS.has(r.detail);
  // "layoffs at its Mombasa plant", "their Lubbock branch": a firm's site named by its town (session 47)
  if (
    first.cap &&
    !given &&
    len <= 2 &&
    (prev?.lower === 'its' || prev?.lower === 'their') &&
    next !== undefined &&
    SITE_NOUNS.has(next.lower)
  ) {
    r.cat = 'location';
    r.score = 0.6;
    r.detail = 'place_context';
    return;
  }
  // "The Oliver Wyman office": after "the", a given name opens a company's name too.
  if (
    (orgNext ||
      calledFrom ||
      namedInBrackets ||
      businessCalled(toks, r) ||
      (['is', 'was'].includes(prev?.lower ?? '') &&
        (ASKED_OF_BUSINESS.test(text.slice(last.end, last.end + 40)) ||
          (ASKED_LEGIT.test(text.slice(last.end, last.end + 20)) && JOB_WORDS.test(text.slice(Math.max(0, first.start - 80), last.end + 160))))) ||
      ORG_AFTER.test(text.slice(last.end, last.end + 40)) ||
      BUSINESS_DOES.test(text.slice(last.end, last.end + 70)) ||
      BUSINESS_IT.test(text.slice(last.end, last.end + 40)) ||
      BUSINESS_TO_CUSTOMER.test(text.slice(last.end, last.end + 70)) ||
      // "Beacon cut its prices", "Lune launched its app", "Willow opened its doors": a subject opening its sentence and
      // spoken of as "its", with a word that could be a name (a pet's "Biscuit wagged its tail" has none; session 47)
      (sentenceStart && first.cap && ITS_AFTER.test(text.slice(last.end, last.end + 40)) && toks.slice(r.i, r.j).some((x) => x.word && nameLike(x.lower))) ||
      STINT_TO_NOW.test(text.slice(last.end, last.end + 24)) ||
      (BEEN_WITH.test(text.slice(Math.max(0, first.start - 20), first.start)) && FOR_YEARS.test(text.slice(last.end, last.end + 40))) ||
      (first.cap && !last.possessive && BUSINESS_HIRED.test(text.slice(last.end, last.end + 40))) ||
      ORG_APPOSITION.test(text.slice(last.end, last.end + 60))) &&
    // "the datamyne office": in lower-case writing, a word no dictionary holds.
    (first.cap || (caseless && toks.slice(r.i, r.j).every((x) => !isOrdinaryWord(x.lower)))) &&
    (!given || (orgNext && prev?.lower === 'the') || FIRM_ONLY_AFTER.test(text.slice(last.end, last.end + 50))) &&
    // "The Paywise warehouse in Boise is hiring": the town of a firm's site, not the firm (session 49)
    !(prev?.lower === 'in' && SITE_NOUNS.has(toks[r.i - 2]?.lower ?? '') && !orgNext) &&
    // "Dr. Patel's office": after an honorific, the office is a person's (session 45)
    !(HONORIFICS.has(prev?.lower ?? '') || (prev?.text === '.' && (HONORIFICS.has(toks[r.i - 2]?.lower ?? '') || ABBREVIATED_HONORIFICS.has(toks[r.i - 2]?.lower ?? ''))))
  ) {
    r.cat = 'organization';
    r.score = 0.6;
    r.detail = 'org_context';
    return;
  }
  // "Santa Akhtar is where my grandmother was born", "Brezno is a town in …": what is said only of a place.
  if (
    first.cap &&
    !given &&
    PLACE_AFTER.test(text.slice(last.end, last.end + 40)) &&
    // "Battery is where lunacy finds you": a title of ordinary words is no place.
    toks.slice(r.i, r.j).some((x) => x.word && nameLike(x.lower))
  ) {
    r.cat = 'location';
    r.score = 0.6;
    r.detail = 'place_context';
    return;
  }
  // "Grupo Comercial del Bajío", "Laboratório Vida Diagnósticos", "Finanzamt München", "Amtsgericht Hamburg-Altona":
  // another language's word for a firm, a lab, a court or an office opens an organisation; "Hospital Universitario La
  // Paz": so does a capitalised care word right before the run (session 28).
  const careBefore = prev !== undefined && prev.cap && FOREIGN_CARE_BEFORE.has(prev.lower) && !prev.lineStart && text.slice(prev.end, first.start) === ' ';
  if (first.cap && ((len >= 2 && FOREIGN_ORG_LEADS.has(first.lower)) || (careBefore && !given))) {
    r.cat = 'organization';
    r.score = 0.7;
    r.detail = 'org_shape';
    if (careBefore) r.startOverride = prev.start;
    return;
  }
  // "comparing travel insurance for 2 weeks": in lower-case writing, a verb's -ing form opening the run makes it
  // what the writer is doing, not a company's name (session 26).
  const doingRun = caseless && !first.cap && /ing$/.test(first.lower) && ordinaryForm(first.lower) && toks.slice(r.i, r.j).every((x) => !x.word || ordinaryForm(x.lower));
  // "my car insurance", "a charter school", "the local community college": in lower-case writing, kinds of a thing
  // before its suffix name no one (session 43)
  const kindOnly = caseless && !last.cap && len >= 2 && toks.slice(r.i, r.j - 1).every((x) => !x.word || GENERIC_KINDS.has(x.lower));
  if (kindOnly && ORG_SUFFIXES.has(last.lower)) return;
  if (
    len >= 2 &&
    !doingRun &&
    ((ORG_SUFFIXES.has(last.lower) &&
      (last.cap ||
        (caseless &&
          (!COMMON_NOUN_SUFFIXES.has(last.lower) ||
            WORKPLACE_BEFORE.test(text.slice(Math.max(0, first.start - 40), first.start)) ||
            // "gaines group", "nakamura labs" in lower-case writing: a surname-like word no dictionary, given-name list
            // or domain lexicon holds before a firm's last word (session 49)
            (len === 2 && first.lower.length >= 4 && /[aeiouy][^aeiouy]*[aeiouy]/.test(first.lower) && !THING_DETERMINERS.has(prev?.lower ?? '') && !ordinaryForm(first.lower) && !GIVEN_NAMES.has(first.lower) && !SHORTHAND.has(first.lower) && !(options.domainWord?.(first.lower) ?? false)))))) ||
      (CAPPED_ORG_SUFFIXES.has(last.lower) && last.cap))
  ) {
    r.cat = 'organization';
    r.score = 0.8;
    r.detail = 'org_suffix';
    if (text.charAt(last.end) === '.' && ABBREVIATED_SUFFIX.test(last.lower)) r.endOverride = last.end + 1;
    // "First Harbor Bank", "United Heritage Insurance": a capitalised common word that opens banks' and insurers' names
    // is the name's first word (session 45)
    if (prev && prev.cap && ORG_OPENERS.has(prev.lower) && text.slice(prev.end, first.start) === ' ') r.startOverride = prev.start;
    return;
  }
  // "Pinecrest Credit Union", "Halvorsen Supply": an everyday noun ends a business's name after a word that could
  // be a name ("Help Center" has none).
  if (
    len >= 2 &&
    last.cap &&
    NAMED_ORG_SUFFIXES.has(last.lower) &&
    (toks.slice(r.i, r.j - 1).some((x) => x.word && x.cap && nameLike(x.lower)) ||
      // "Maple Street Diner", "Orchard Lane Bakery": a street's name opens a business's (session 48)
      (first.cap && len >= 3 && STREET_TYPES.has(toks[r.j - 2]!.lower) && !PLACE_END_TOO.has(last.lower)) ||
      // "North Star Credit Union", "Southern Water", "West Coast Mortgage": a compass word opens a business's name too,
      // before a word no place ends with (a market or a centre may be a town's quarter; session 48)
      (first.cap && DIRECTION_LEADS.has(first.lower) && !PLACE_END_TOO.has(last.lower)))
  ) {
    r.cat = 'organization';
    r.score = 0.7;
    r.detail = 'org_suffix';
    return;
  }
  // "Procter & Gamble", "Dun & Bradstreet": capitalised words joined by an ampersand are a firm, unless both sides
  // open with a given name ("Tom & Jerry").
  const amp = toks.slice(r.i, r.j).findIndex((x) => x.text === '&');
  const andFirm = toks.slice(r.i + 1, r.j - 1).some((x, k) => x.lower === 'and' && AND_FIRM.has(toks[r.i + k + 2]!.lower));
  if (andFirm || (amp > 0 && first.cap && !(given && GIVEN_NAMES.has(toks[r.i + amp + 1]?.lower ?? '')))) {
    r.cat = 'organization';
    r.score = 0.65;
    r.detail = 'org_shape';
    return;
  }
  if (len === 1 && (ORG_SUFFIXES.has(last.lower) || CAPPED_ORG_SUFFIXES.has(last.lower))) return;
  // An ordinary word after a title is no surname when written in lower case ("the judge thinks theyre guilty") or
  // in an all-capital heading ("GENERAL POWER OF ATTORNEY") (session 26); "Judge Brown", "Dr. Green" stay.
  // "want col D to update", "sum sgt A and B": a title written in lower case before one or two capitals alone is a
  // spreadsheet's column or a label, no one's name (session 36).
  const cellRef = (honorific ?? honorificAtLine)?.text === (honorific ?? honorificAtLine)?.lower && len === 1 && /^[A-Z]{1,2}$/.test(first.text);
  if ((honorific ?? honorificAtLine) && !cellRef && !titleOfNothing(toks, r)) {
    const h = (honorific ?? honorificAtLine)!;
    r.cat = 'person';
    r.score = 0.9;
    r.detail = 'honorific';
    r.startOverride = h.start;
    return;
  }
  // "Politify", "Geolytics", "Osisoft", "Optigov": a coined word with a tech firm's ending, no dictionary word, given name
  // or town, is a firm's name (session 48)
  if (len === 1 && first.cap && COINED_FIRM.test(first.text) && !given && !isOrdinaryWord(first.lower) && !SECTOR_WORDS.has(first.lower) && !US_STATES.has(first.lower) && !CITIES.has(first.lower)) {
    r.cat = 'organization';
    r.score = 0.55;
    r.detail = 'org_shape';
    return;
  }
  if (KNOWN_ORGS.has(lowerJoined) && first.cap) {
    r.cat = 'organization';
    r.score = 0.75;
    r.detail = 'known_org';
    return;
  }
  // "a year at New Media Parents", "at The Schork Report": a capitalised common word between the cue and the run
  // opens the organisation's name.
  const lead =
    orgTrig === undefined && prev !== undefined && prev.cap && prev.word && !prev.lineStart && text.slice(prev.end, first.start) === ' '
      ? prev
      : undefined;
  if (lead !== undefined && !given && matchesBefore(toks, r.i - 1, ORG_IDX) !== undefined) {
    r.cat = 'organization';
    r.score = 0.6;
    r.detail = 'org_context';
    r.startOverride = lead.start;
    return;
  }
  // "He later became Mayor", "later became Brosca's wife", "two years at Lake Tahoe": a title, someone's relation or a
  // place is no company.
  const orgTrigDoubt =
    orgTrig !== undefined &&
    ORG_TRIGGER_CHECKED.has(orgTrig) &&
    (last.possessive ||
      (orgTrig === 'later became' && len === 1 && !nameLike(first.lower)) ||
      PLACE_HEADS.has(first.lower) ||
      PLACE_HEADS.has(last.lower) ||
      PLACE_LEADS.has(first.lower) ||
      // "is from New Ulm": a compass word opens a town; "a year at New Media Parents" stays a workplace.
      (orgTrig === 'is from' && len >= 2 && DIRECTION_LEADS.has(first.lower)) ||
      // "my family is from Baku", "she is from Tampere": only a named person "is from" a company ("Aimee is from
      // Vitalchek").
      (orgTrig === 'is from' && subjectIsNoName(toks[r.i - 3])));
  // "wrenfield, the company behind the app": a preposition after the cue is no name (session 49)
  if (orgTrig !== undefined && len === 1 && !first.cap && /^(?:behind|about|above|below|beside|besides|beyond|during|except|inside|outside|near|under|over|within|without|across|along|among|around|toward|towards|throughout|upon|despite|via|itself|themselves)$/.test(first.lower)) return;
  // "the package from Grandma": kin are no business (session 47)
  if (orgTrig !== undefined && len === 1 && (RELATION_IDX_WORDS.has(first.lower) || OWN_KIN.has(first.lower) || /^(?:mom|mum|dad|ma|pa|mommy|mummy|daddy|nana|granny|gran)$/.test(first.lower))) return;
  // "the Board of Trustees", "our partner Support": the cues of session 47 need a word that could be a name after them
  if (orgTrig !== undefined && NAMED_AFTER_TRIGGERS.has(orgTrig) && !toks.slice(r.i, r.j).some((x) => x.word && nameLike(x.lower))) return;
  if (orgTrig !== undefined && !given && !orgTrigDoubt) {
    r.cat = 'organization';
    r.score = 0.6;
    r.detail = 'org_context';
    return;
  }
  // "Harlan County", "Lake Bled", "East Haddam": a place's own first or last word, unless a strong person cue says
  // otherwise (issue 18).
  const placeShape =
    len >= 2 &&
    first.cap &&
    // "Myrtle Beach", "Virginia Beach": a given name before a place's last word.
    (!given || PLACE_SHAPE_HEADS.has(last.lower)) &&
    (PLACE_SHAPE_HEADS.has(last.lower) ||
      // "my friend San Lee": after a person's cue "San" is a given name
      (PLACE_SHAPE_LEADS.has(first.lower) && !(trig !== undefined && (first.lower === 'san' || first.lower === 'são'))) ||
      // "the North Sea", "the West Coast": after "the", a compass word names a public region.
      (DIRECTION_LEADS.has(first.lower) &&
        (locTrig !== undefined || prev?.lower !== 'the') &&
        // "Great Expectations", "New Media Parents": ordinary words ending in a plural that names no region (session 48)
        !(locTrig === undefined && /[^s]s$/.test(last.lower) && !PLACE_PLURALS.has(last.lower) && toks.slice(r.i + 1, r.j).every((x) => !x.word || isOrdinaryWord(x.lower) || isOrdinaryWord(x.lower.replace(/e?s$/, ''))))));
  // "New Balance: $7,912.36", "Minimum Payment Due": a statement's or a form's label opening its line before a colon
  // and a figure is no place (session 27).
  const shapeWords = toks.slice(r.i, r.j).filter((x) => x.word);
  if (placeShape && locTrig === undefined && shapeWords.every((x) => ordinaryForm(x.lower)) && labelLine(text, shapeWords)) return;
  if (placeShape && !(trig !== undefined && STRONG_PERSON_TRIGGERS.has(trig))) {
    r.cat = 'location';
    r.score = locTrig !== undefined && STRONG_LOCATION_TRIGGERS.has(locTrig) ? 0.75 : 0.6;
    r.detail = locTrig !== undefined ? 'location_context' : 'place_shape';
    return;
  }
  // A compass word opened the run only to name a place: "The Great Gatsby" is no person either.
  if (DIRECTION_LEADS.has(first.lower) && !isNameToken(first, false)) return;
  // "an analyst at nuvaro" in lower-case writing: a word no dictionary holds (session 49)
  if (occupationAt(toks, r.i) && (first.cap || (caseless && toks.slice(r.i, r.j).every((x) => !x.word || !ordinaryForm(x.lower)))) && !given) {
    r.cat = 'organization';
    r.score = 0.6;
    r.detail = 'org_context';
    return;
  }
  if (
    prev !== undefined &&
    GIVE_VERBS.has(prev.lower) &&
    next !== undefined &&
    RECEIVER_POSSESSIVES.has(next.lower) &&
    (first.cap || caseless)
  ) {
    r.cat = 'person';
    r.score = 0.6;
    r.detail = 'person_context';
    return;
  }
  // "diagnosed with als", "infected with hpv", "charged with dv": what one is diagnosed, infected or charged with is
  // a condition or an offence, never a person (session 44).
  if (trig === 'with' && WITH_A_THING.has(toks[r.i - 2]?.lower ?? '')) return;
  // (session 50) …unless the word after one's own kin or friend is a listed given name that is no English word ("My
  // husband dave has cancer", "my bf jake"): as capitalisedRuns' kinTrig reads it.
  if (trig !== undefined && !first.cap && len === 1 && ownKinName(toks, r.i, trig)) {
    r.cat = 'person';
    r.score = 0.75;
    r.detail = 'person_context';
    return;
  }
  // A relation word cues only a capitalised name: in lower-case writing "dad takes …" is no name.
  if (
    trig !== undefined &&
    (STRONG_PERSON_TRIGGERS.has(trig) || first.cap || caseless) &&
    !(RELATION_IDX_WORDS.has(trig) && !first.cap)
  ) {
    r.cat = 'person';
    r.score = STRONG_PERSON_TRIGGERS.has(trig) ? 0.85 : given || len >= 2 ? 0.75 : 0.6;
    r.detail = 'person_context';
    return;
  }
  classifyRunLate(text, toks, r, caseless, options, { first, last, prev, next, len, sentenceStart, trig, locTrig, lineOnly, given });
}

/** What only a person has, after a possessive (session 49). */
const PERSON_OWNS = /^(?:home\s+address|address|phone\s+number|phone|cell|mobile|email|e-mail|birthday|date\s+of\s+birth|wife|husband|girlfriend|boyfriend|mom|mum|dad|mother|father|son|daughter|sister|brother|parents|kids|children|wedding|funeral|passport|ssn|social\s+security)\b/i;
/** What a couple owns ("tom & linda's house"): after it "X & Y's" names people, not a shop. */
const COUPLE_OWNS = /^\s+(?:house|home|place|apartment|flat|wedding|anniversary|party|kids?|son|daughter|baby|dog|cat|car|farm|cabin)\b/i;
/** "ben & jerry's": one word, "&", one word and a possessive (ampersandBrand's shape, either side). */
function ampersandBrand(text: string, toks: readonly Tok[], r: Run): boolean {
  const after = (k: number): string | undefined => {
    const t = toks[k];
    if (!t?.word) return undefined;
    const m = /^['’]s\b/.exec(text.slice(t.end, t.end + 3));
    return m ? text.slice(t.end + m[0].length, t.end + m[0].length + 24) : undefined;
  };
  const rest = toks[r.j]?.text === '&' ? after(r.j + 1) : toks[r.i - 1]?.text === '&' && toks[r.i - 2]?.word ? after(r.j - 1) : undefined;
  return rest !== undefined && !COUPLE_OWNS.test(rest);
}

/** What classifyRun read about a run, handed to its second part. */
interface RunFacts {
  first: Tok;
  last: Tok;
  prev: Tok | undefined;
  next: Tok | undefined;
  len: number;
  sentenceStart: boolean;
  trig: string | undefined;
  locTrig: string | undefined;
  lineOnly: boolean;
  given: boolean;
}

/** 3, continued: the rules after the cues (classifyRun in two parts, each optimised by V8 in a fraction of the time; session 35). */
function classifyRunLate(text: string, toks: Tok[], r: Run, caseless: boolean, options: EntityOptions, facts: RunFacts): void {
  const { first, last, prev, next, len, sentenceStart, trig, locTrig, lineOnly, given } = facts;
  // "meet at Ideas42", "a job with Web3Labs": a capitalised word with digits glued on is a company's name, not a place.
  const gluedDigits = /^\d{1,4}(?![\p{L}\p{N}])/u.exec(text.slice(last.end, last.end + 6));
  // "in Q3 2024", "H1 results": a quarter's or a half's letter is no company (session 26).
  const quarter = len === 1 && /^[QH]$/.test(first.text) && gluedDigits !== null && /^[1-4]$/.test(gluedDigits[0]);
  if (quarter) return;
  // "a herniated disc at L4-L5", "stenosis at C6-C7", "my T4 is low", "B12": one capital letter with one or two digits
  // glued on is a spine level, a lab test, a vitamin or a grid cell, no company (session 44).
  if (len === 1 && /^\p{Lu}$/u.test(first.text) && gluedDigits !== null && gluedDigits[0].length <= 2) return;
  if (gluedDigits && first.cap && len <= 3 && (locTrig !== undefined || trig === 'with')) {
    r.cat = 'organization';
    r.score = 0.55;
    r.detail = 'org_shape';
    r.endOverride = last.end + gluedDigits[0].length;
    return;
  }
  // "meet at Solarlist, 04 55 Halsey Road": a name right before a street address is the venue.
  if (locTrig === 'at' && !given && /^,?\s*\d{1,5}\s+\S/.test(text.slice(last.end, last.end + 12))) {
    r.cat = 'organization';
    r.score = 0.6;
    r.detail = 'venue';
    return;
  }
  // "switching 401k providers from Empower to Fidelity", "migrating from Heroku to Render": what someone switches
  // between are products and providers, not places
  // "banked with EduWise", "an offer from QuantLogic": a coined camel-case name after a cue is a business.
  if (
    (coinedCamel(first) || (len === 1 && !caseless && /^\p{Lu}{2,5}$/u.test(first.text))) &&
    (locTrig === 'at' || locTrig === 'from' || trig === 'by') &&
    !(len === 1 && locTrig !== 'at' && /^\p{Lu}{2,5}$/u.test(first.text))
  ) {
    r.cat = 'organization';
    r.score = 0.6;
    r.detail = 'org_shape';
    return;
  }
  // "this is Dana from Zentrix": the company a caller introduces themself with.
  if (locTrig === 'from' && first.cap && !given && introducedBefore(text, first.start)) {
    r.cat = 'organization';
    r.score = 0.6;
    r.detail = 'org_context';
    return;
  }
  if ((locTrig === 'from' || locTrig === 'to') && SWITCHING.test(text.slice(Math.max(0, first.start - 60), first.start))) return;
  if (locTrig === 'to' && first.cap && spokenTo(toks, r.i)) {
    r.cat = 'person';
    r.score = 0.6;
    r.detail = 'person_context';
    return;
  }
  // "due to Covid", "listening to Heavy Metal", "allergic to Penicillin": a "to" that goes nowhere (issue 18).
  const goesNowhere = locTrig === 'to' && NOWHERE_TO.has(toks[r.i - 2]?.lower ?? '');
  const genre = toks.slice(r.i, r.j).every((x) => !x.word || GENRES.has(x.lower));
  // "a dui in oct", "moved to thurs", "in Hindi", "in Vietnamese culture", "in Kreyòl": a month, a weekday or a
  // language is no place.
  const notAPlace =
    len === 1 &&
    (CALENDAR_WORD.test(first.lower) ||
      WEEKDAYS.test(first.lower) ||
      groupKind(first.lower) === 'nationality' ||
      isLanguageName(first.lower) ||
      APP_PLACES.has(first.lower) ||
      // "being moved to nights", "switched to days": a shift is no place (session 44)
      SHIFT_WORDS.has(first.lower) ||
      // "NOTICE TO APPEAR" in a message written in both cases: a heading's word in capitals (session 23)
      (/^\p{Lu}{4,}$/u.test(first.text) && isOrdinaryWord(first.lower) && /\p{Ll}/u.test(text)));
  // "we moved from kyiv to colombo": in writing without capitals, a word no dictionary holds after a place preposition.
  const caselessPlace =
    caseless &&
    locTrig !== undefined &&
    locTrig !== 'at' &&
    // "moved from kyiv to colombo", but not "pregnant from …" or "owe 3,800 to …".
    // "aroha nasser from tulsa": a name before "from" is someone's origin too.
    (locTrig !== 'from' || MOTION_WORDS.has(toks[r.i - 2]?.lower ?? '') || (toks[r.i - 2]?.word === true && !subjectIsNoName(toks[r.i - 2]))) &&
    // "from kyiv to colombo": after a place, "to" is the other end.
    (locTrig !== 'to' || MOTION_WORDS.has(toks[r.i - 2]?.lower ?? '') || (toks[r.i - 2]?.word === true && !subjectIsNoName(toks[r.i - 2]))) &&
    toks.slice(r.i, r.j).every((x) => x.word && !isOrdinaryWord(x.lower) && !GIVEN_NAMES.has(x.lower) && !(options.domainWord?.(x.lower) ?? false));
  if (locTrig !== undefined && notAPlace && !given) return;
  // "we live in different states", "they live in separate houses", "we work in the same building" (session 48): a word
  // of sameness or number after the trigger names no place
  if (locTrig !== undefined && !first.cap && NO_PLACE_DETERMINERS.has(first.lower)) return;
  if (locTrig !== undefined && !given && !goesNowhere && !genre && (first.cap || caselessPlace || STRONG_LOCATION_TRIGGERS.has(locTrig))) {
    // "im her team lead at Deloitte", "diagnosed at Emory", "her pharmacy at Boots": after a bare "at", a name no
    // lexicon holds is a workplace, a store or a hospital far more often than a place (the training writers: 299 runs
    // after "at" marked organisations, 41 places, most of these a court, a prison, an airport or a street, which
    // AT_PLACE_HEADS keeps) (session 28).
    if (locTrig === 'at' && first.cap && !atPlace(toks, r)) {
      r.cat = 'organization';
      r.score = 0.5;
      r.detail = 'org_context';
      return;
    }
    // "an invoice from Everleigh", "moved our accounts to Bellwether", "my old boss from Vireo", "applying to
    // highmoor": after a bare "from" or "to", a name no lexicon holds in a sentence about buying, paying, billing or a
    // job is the business dealt with (session 47).
    // "Send the package to Ruairí Byrne, 8 Harbour View, Cork": two or three name words, then a comma and a street
    // address, are the addressee (session 49); a firm there keeps its suffix ("to Halden Foods, 12 …")
    if (
      locTrig === 'to' &&
      len >= 2 &&
      len <= 3 &&
      first.cap &&
      toks.slice(r.i, r.j).every((x) => x.word && x.cap && nameLike(x.lower) && !anyOrgSuffix(x)) &&
      /^,\s*\d{1,5}[A-Za-z]?\s+\p{Lu}/u.test(text.slice(last.end, last.end + 14))
    ) {
      r.cat = 'person';
      r.score = 0.6;
      r.detail = 'person_context';
      return;
    }
    if ((locTrig === 'from' || locTrig === 'to') && dealingsAround(text, first.start, last.end)) {
      r.cat = 'organization';
      r.score = 0.5;
      r.detail = 'org_context';
      return;
    }
    r.cat = 'location';
    r.score = STRONG_LOCATION_TRIGGERS.has(locTrig) ? 0.75 : locTrig === 'to' || locTrig === 'at' ? 0.5 : 0.6;
    r.detail = 'location_context';
    return;
  }
  if (!first.cap && !caseless) return;
  // "between June and August", "June-July", "in April", "till June": a given name that is a month, in a range of
  // months or after a word of time, is the month, and a month alone is no date to report ("in March" is not either).
  if (
    given &&
    len === 1 &&
    MONTH_NAMES.has(first.lower) &&
    (MONTH_RANGE.test(text.slice(last.end, last.end + 16)) ||
      MONTH_RANGE_END.test(text.slice(Math.max(0, first.start - 20), first.start)) ||
      MONTH_BEFORE.test(text.slice(Math.max(0, first.start - 12), first.start)))
  )
    return;
  // "Gene: BRCA2", "Bill: $45.00", "Mark: 87/100": a given name that is an ordinary word too, opening its line
  // before a colon and a figure or a code, is a field's label, not a speaker (session 26).
  if (
    given &&
    len === 1 &&
    first.lineStart &&
    next?.text === ':' &&
    isOrdinaryWord(first.lower) &&
    /^:[ \t]*(?:[$£€#]?\d|[\p{Lu}\p{N}]*\d[\p{L}\p{N}]*(?![\p{L}\p{N}]))/u.test(text.slice(next.start, next.start + 24))
  )
    return;
  // "our hoa meeting", "the da offered", "my ira": in lower-case writing a lone given name after an article or "our",
  // "my", "your", "their" is a thing's short name (an association, an office, an account), not someone (session 44).
  if (given && caseless && len === 1 && !first.cap && prev !== undefined && THING_DETERMINERS.has(prev.lower)) return;
  // "our lady of lourdes", "Our Lady of Guadalupe": a church's, a hospital's or a school's dedication (session 45)
  if (given && len <= 2 && prev?.lower === 'of' && toks[r.i - 2]?.lower === 'lady') return;
  // "ben & jerry's", "went to ben & jerry's after": in lower-case writing, two words joined by "&" with a possessive
  // that owns nothing of a person's after them name a shop or a brand (session 45)
  if (given && caseless && len === 1 && ampersandBrand(text, toks, r)) return;
  if (given && !(COMMON_WORDS.has(first.lower) && sentenceStart)) {
    r.cat = 'person';
    r.score = len >= 2 ? 0.8 : 0.65;
    r.detail = 'given_name';
    return;
  }
  if (lineOnly && len >= 2 && len <= 3) {
    r.cat = 'person';
    r.score = caseless ? 0.55 : 0.6;
    r.detail = 'line';
    return;
  }
  // "robinette is from 6sigma": in lower-case writing, a word no dictionary holds opening a sentence before "is
  // from" and another such word is someone and where they work or come from (session 26).
  if (
    caseless &&
    sentenceStart &&
    len === 1 &&
    (next?.lower === 'is' || next?.lower === 'was') &&
    toks[r.j + 1]?.lower === 'from' &&
    !isOrdinaryWord(first.lower) &&
    !PRONOUNS.has(first.lower) &&
    !SHORTHAND.has(first.lower) &&
    // "ozempic is from novo": a drug or a condition comes from a maker, not from a workplace.
    !(options.domainWord?.(first.lower) ?? false) &&
    toks[r.j + 2] !== undefined &&
    (toks[r.j + 2]!.word ? !isOrdinaryWord(toks[r.j + 2]!.lower) : /^\d/.test(toks[r.j + 2]!.text))
  ) {
    r.cat = 'person';
    r.score = 0.55;
    r.detail = 'person_verb';
    return;
  }
  // "Henrique and I are splitting the rent", "Rhys and me": someone beside the writer (session 34).
  if (
    len <= 3 &&
    next?.lower === 'and' &&
    (toks[r.j + 1]?.text === 'I' || (toks[r.j + 1]?.lower === 'me' && !toks[r.j + 2]?.word)) &&
    (first.cap || caseless) &&
    toks.slice(r.i, r.j).every((x) => nameLike(x.lower))
  ) {
    r.cat = 'person';
    r.score = 0.6;
    r.detail = 'person_verb';
    return;
  }
  // "here's časlav's address", "what is dragoslav's phone number": in lower-case writing, a word no dictionary holds in
  // the possessive before what only a person has (session 49)
  if (
    caseless &&
    len === 1 &&
    last.possessive &&
    next !== undefined &&
    PERSON_OWNS.test(text.slice(next.start, next.start + 24)) &&
    !ordinaryForm(first.lower.replace(/['’]s$/, '')) &&
    !PRONOUNS.has(first.lower.replace(/['’]s$/, '')) &&
    !SHORTHAND.has(first.lower.replace(/['’]s$/, '')) &&
    !(options.domainWord?.(first.lower.replace(/['’]s$/, '')) ?? false)
  ) {
    r.cat = 'person';
    r.score = 0.6;
    r.detail = 'person_verb';
    return;
  }
  if (caseless) return;
  // Vocative: "Clotilde, can I ..." — a lone unknown capitalised word opening the sentence.
  if (sentenceStart && len === 1 && next?.text === ',' && toks[r.j + 1] !== undefined && !toks[r.j + 1]!.cap) {
    r.cat = 'person';
    r.score = 0.5;
    r.detail = 'vocative';
    return;
  }
  // "but Julitta just has to", "Marek really wants": an adverb between a lone name and a person's verb (session 26).
  const afterAdverb = next !== undefined && VERB_ADVERBS.has(next.lower) ? toks[r.j + 1] : undefined;
  if (
    !sentenceStart &&
    len === 1 &&
    afterAdverb !== undefined &&
    // "just has to", "never had to": an obligation is someone's; "Medicaid still has a cap" is not.
    (PERSON_NEXT.has(afterAdverb.lower) || ((afterAdverb.lower === 'has' || afterAdverb.lower === 'had') && toks[r.j + 2]?.lower === 'to'))
  ) {
    r.cat = 'person';
    r.score = 0.55;
    r.detail = 'person_verb';
    return;
  }
  // "Why is Alena so impulsive?": what a person's temper is like, asked of a lone name (session 26).
  if (
    !sentenceStart &&
    len === 1 &&
    prev !== undefined &&
    ASKED_OF.has(prev.lower) &&
    next?.lower === 'so' &&
    TRAITS.has(toks[r.j + 1]?.lower ?? '')
  ) {
    r.cat = 'person';
    r.score = 0.55;
    r.detail = 'person_trait';
    return;
  }
  // "my SEVIS is …", "her DLA was …" (session 33): a possessive before one word in capitals names a document, a
  // scheme or a kin abbreviation ("my MIL is"), not a person written in capitals.
  const ownedAcronym = len === 1 && /^[A-Z]{2,6}$/.test(first.text) && /^(?:my|his|her|our|their|your)$/.test(prev?.lower ?? '');
  if (!ownedAcronym && next !== undefined && (PERSON_NEXT.has(next.lower) || last.possessive || COPULA_NEXT.has(next.lower))) {
    r.cat = 'person';
    r.score =
      PERSON_NEXT.has(next.lower) || last.possessive
        ? 0.6
        : sentenceStart && len === 1
          ? // "Aimee is from Vitalchek": where someone comes from or works.
            toks[r.j + 1]?.lower === 'from' && toks[r.j + 2]?.cap === true
            ? 0.55
            : 0.45 + (foreign(first) ? 0.05 : 0)
          : 0.55;
    r.detail = 'person_verb';
    return;
  }
  if (lineOnly) {
    r.cat = len >= 2 ? 'person' : 'organization';
    r.score = len >= 2 ? 0.6 : 0.5;
    r.detail = 'line';
    return;
  }
  if (!sentenceStart && !caseless) {
    r.cat = 'person';
    r.score = len >= 2 ? 0.55 : SINGLE_PROPER_NOUN_SCORE + (foreign(first) ? 0.05 : 0);
    r.detail = 'proper_noun';
  } else if (sentenceStart && len >= 2 && !caseless) {
    // "Heidi van der Vlist, the surgeon, said": a multi-word capitalised run opening a sentence.
    r.cat = 'person';
    r.score = 0.5;
    r.detail = 'proper_noun';
  }
}

/** 3a–4. What neighbouring runs say together: firms of partners, a card's layout, name suffixes, enumerations, coordination. */
function groupRuns(text: string, toks: Tok[], runs: Run[]): void {
  partnersAndSuffixes(text, toks, runs);
  enumerations(text, toks, runs);
  coordination(text, toks, runs);
}

// groupRuns in three parts (session 35), each optimised by V8 in a fraction of the time the whole took.

/** 3a–3c. */
function partnersAndSuffixes(text: string, toks: Tok[], runs: Run[]): void {
  // 3a. (session 34) Two surnames joined by a hyphen with no given name, title or cue for people ("signed the lease with
  // Esposito-Novotny", "moving to Petrovic-Kobayashi", "Wagner-Novotny sent me a letter"): a firm named after its two
  // partners, as law and accounting firms are; someone's double surname comes with a given name or a title.
  for (const r of runs) {
    if (r.j - r.i !== 1 || (r.cat !== undefined && r.cat !== 'person' && r.cat !== 'location') || r.detail === 'honorific' || LEXICON_DETAILS.has(r.detail)) continue;
    const t = toks[r.i]!;
    const parts = t.text.split('-');
    if (parts.length !== 2 || !parts.every((p) => /^\p{Lu}\p{Ll}{2,}$/u.test(p))) continue;
    const lowers = parts.map((p) => p.toLowerCase());
    // (session 48) surnames that are words or given names too ("Price-Hale", "Russell-Bowman"), not a
    // compound's words ("Follow-Up", "Long-Term", "Self-Care") nor a given name and another ("Anne-Marie", "Jean-Luc").
    if (lowers.some((p) => COMPOUND_PARTS.has(p)) || (GIVEN_NAMES.has(lowers[0]!) && !isOrdinaryWord(lowers[1]!)) || HYPHEN_GIVEN.has(lowers[0]!) || HYPHEN_GIVEN.has(lowers[1]!)) continue;
    // A quoted key or a header's name ("'Content-Type': …", "User-Agent:") is no firm.
    if (/['"`]/.test(text.charAt(t.start - 1)) || /^['"`]?\s*:/.test(text.slice(t.end, t.end + 3))) continue;
    // One part must be a name ("Node-Red" is a tool's); an unclassified word needs a part no dictionary holds
    // ("Reyes-Cooper provides catering").
    if (lowers.every((p) => isOrdinaryWord(p))) continue;
    if (r.cat === undefined && lowers.every((p) => isOrdinaryWord(p) || GIVEN_NAMES.has(p))) continue;
    // "a Nigerian-American", "Sino-Japanese": two peoples' names, no partners' (session 46)
    if (parts.some((p) => groupKind(p.toLowerCase()) === 'nationality')) continue;
    const before = toks[r.i - 1];
    if (before !== undefined && (HONORIFICS.has(before.lower) || before.text === '.' || (before.cap && !before.lineStart && before.word))) continue;
    if (!FIRM_NEUTRAL_TRIGGERS.has(matchesBefore(toks, r.i, PERSON_IDX) ?? '') && !['to', 'at', 'from', 'for', 'of', 'and'].includes(before?.lower ?? '')) continue;
    // "the university in Cluj-Napoca", "born in Castelnau-Magnoac": after "in" or a strong place cue it is a town
    // (session 46).
    if (LOWER_PLACE_PREP.has(before?.lower ?? '') || STRONG_LOCATION_TRIGGERS.has(matchesBefore(toks, r.i, LOCATION_IDX) ?? '')) continue;
    if (PEOPLE_ONLY_NEXT.has(toks[r.j]?.lower ?? '') || toks[r.i]!.possessive) continue;
    if (toks.slice(Math.max(0, r.i - 4), r.i).some((x) => RELATION_IDX_WORDS.has(x.lower) || PEOPLE_PLURALS.has(x.lower))) continue;
    r.cat = 'organization';
    r.score = 0.55;
    r.detail = 'partner_pair';
  }

  // 3b. Business-card layout: name line, then a one-line organisation, then the address.
  for (let k = 1; k < runs.length; k++) {
    const r = runs[k]!;
    const p = runs[k - 1]!;
    if (r.detail === 'line' && p.cat === 'person' && toks[p.i]!.lineStart && toks[r.i]!.lineStart) {
      r.cat = 'organization';
      r.score = 0.55;
      r.detail = 'card_layout';
    }
  }

  // 3c. Generational and academic suffixes extend a person: "Jeffery Lemann Jr.", "Ćosić PhD".
  for (const r of runs) {
    if (r.cat !== 'person') continue;
    const nx = toks[r.j];
    if (nx && !nx.lineStart && NAME_SUFFIXES.has(nx.lower) && text.slice(toks[r.j - 1]!.end, nx.start) === ' ') {
      r.j++;
      r.endOverride = text.charAt(nx.end) === '.' ? nx.end + 1 : undefined;
    }
  }
}

/** 4a. */
function enumerations(text: string, toks: Tok[], runs: Run[]): void {
  // 4a. Enumerations of three or more capitalised names ("Kovalev, Lee and Phillips") are people.
  const sep = (a: Run, b: Run): boolean =>
    [',', 'and', '&', ', and'].includes(
      text
        .slice(toks[a.j - 1]!.end, toks[b.i]!.start)
        .trim()
        .toLowerCase(),
    );
  for (let k = 0; k < runs.length;) {
    let e = k + 1;
    while (e < runs.length && sep(runs[e - 1]!, runs[e]!)) e++;
    const group = runs.slice(k, e);
    // "Davis, Reynolds and Williamson is the brainchild of …", "the Jones, Mitchell and Williams office": a firm
    // named after its partners.
    const lastOfGroup = group[group.length - 1]!;
    const after = toks[lastOfGroup.j];
    // "consultant for Kowalczyk, Albrecht and Kaczmarek", "we signed with Rutkowski, Marchetti and Novotny", "studies at
    // Delacroix, Arvidsson and Pereira": three surnames after an organisation cue (issue 18).
    const head0 = group[0]!;
    const cuedFirm =
      group.length === 3 &&
      (matchesBefore(toks, head0.i, ORG_IDX) !== undefined ||
        occupationAt(toks, head0.i) ||
        toks[head0.i - 1]?.lower === 'at' ||
        FIRM_CUES.has(toks[head0.i - 1]?.lower ?? '') ||
        // "a consultant for …", "our lawyers with …": an occupation's client firm.
        (['for', 'with'].includes(toks[head0.i - 1]?.lower ?? '') && isOccupation(toks[head0.i - 2]?.lower ?? ''))) &&
      group.every((g) => g.j - g.i === 1 && toks[g.i]!.cap && (g.cat !== 'location' || g.detail === 'location_context')) &&
      // (session 48) one of the three may be a given name ("Craig, Palmer and Quinn")
      group.filter((g) => GIVEN_NAMES.has(toks[g.i]!.lower)).length <= 1;
    // "Invoice from Rocha, Thorsen and Akhtar", "Quiroga, Yamada and Hartmann sent me a letter": three bare surnames
    // written "A, B and C" with no cue at all are a firm named after its partners, the shape of a law or accounting
    // firm's name; people listed by surname alone have a cue for people before them ("my lawyers …", "Drs. …") or
    // a given name among them (session 34).
    const seps = group.slice(1).map((g, n) => text.slice(toks[group[n]!.j - 1]!.end, toks[g.i]!.start).trim().toLowerCase());
    const beforeHead = toks[head0.i - 1];
    const bareFirm =
      group.length === 3 &&
      seps[0] === ',' &&
      (seps[1] === 'and' || seps[1] === '&') &&
      FIRM_NEUTRAL_TRIGGERS.has(matchesBefore(toks, head0.i, PERSON_IDX) ?? '') &&
      // "dinner with Kovalev, Lee and Phillips": time spent with people
      !(beforeHead?.lower === 'with' && SOCIAL_BEFORE_WITH.has(toks[head0.i - 2]?.lower ?? '')) &&
      !(beforeHead !== undefined && (HONORIFICS.has(beforeHead.lower) || ['.', ',', ':', 'and'].includes(beforeHead.lower))) &&
      // "customers in Fez, Durban and Graz": towns after "in" (session 46)
      !LOWER_PLACE_PREP.has(beforeHead?.lower ?? '') &&
      !toks.slice(Math.max(0, head0.i - 4), head0.i).some((x) => PEOPLE_PLURALS.has(x.lower)) &&
      // "Davis, Reynolds and Williamson said no": what only people do (a firm sends, calls and writes too).
      !PEOPLE_ONLY_NEXT.has(after?.lower ?? '') &&
      group.every(
        (g) =>
          g.j - g.i === 1 &&
          toks[g.i]!.cap &&
          toks[g.i]!.text.length >= 3 &&
          !isOrdinaryWord(toks[g.i]!.lower) &&
          !COMMON_WORDS.has(toks[g.i]!.lower) &&
          (g.cat !== 'location' || g.detail === 'location_context'),
      ) &&
      // (session 48) one of the three may be a given name ("Craig, Palmer and Quinn"); two make a list of people
      group.filter((g) => GIVEN_NAMES.has(toks[g.i]!.lower)).length <= 1;
    if (
      cuedFirm ||
      bareFirm ||
      (group.length >= 3 &&
        group.every((g) => toks[g.i]!.cap && g.j - g.i <= 2 && g.cat !== 'location') &&
        ((after !== undefined && ORG_NEXT.has(after.lower)) ||
          ORG_AFTER.test(text.slice(toks[lastOfGroup.j - 1]!.end, toks[lastOfGroup.j - 1]!.end + 40))))
    ) {
      const head = group[0]!;
      head.j = lastOfGroup.j;
      head.cat = 'organization';
      head.score = 0.6;
      head.detail = 'partner_firm';
      head.endOverride = undefined;
      runs.splice(k + 1, e - k - 1);
      k++;
      continue;
    }
    if (
      group.length >= 3 &&
      group.every((g) => toks[g.i]!.cap && g.j - g.i <= 3 && (!g.cat || g.score < 0.5 || g.cat === 'person')) &&
      !ordinaryList(toks, group)
    ) {
      for (const g of group) {
        if (g.cat === 'person' && g.score >= 0.55) continue;
        g.cat = 'person';
        g.score = 0.55;
        g.detail = 'enumeration';
      }
    }
    k = e;
  }
}

/** Organisation details read off the name itself or a business cue, and person or place details read off nothing more. */
const FIRM_SHAPES = new Set(['org_suffix', 'org_shape', 'org_context', 'known_org', 'partner_firm']);
const WEAK_NAME_DETAILS = new Set(['coordination', 'proper_noun', 'enumeration']);

/** Is runs[k] joined to a neighbour by "and", "or" or "&" (a list, not a firm and its department)? */
function joinedInList(text: string, toks: readonly Tok[], runs: readonly Run[], k: number): boolean {
  const r = runs[k]!;
  const seps: string[] = [];
  if (k > 0) seps.push(text.slice(toks[runs[k - 1]!.j - 1]!.end, toks[r.i]!.start));
  if (k + 1 < runs.length) seps.push(text.slice(toks[r.j - 1]!.end, toks[runs[k + 1]!.i]!.start));
  return seps.some((x) => /^,?\s*(?:and|or|&)$/i.test(x.trim()));
}

/**
 * Whether runs[k], unclassified, is the town after a firm told by a cue or its shape ("Kelderwick, Leeds (2019–2022)"):
 * one or two capitalised words, not a given name, after the firm and a bare comma, and ending the list (no comma, "and"
 * or "&" and another name after it) (session 47).
 */
function firmTown(text: string, toks: readonly Tok[], runs: readonly Run[], k: number, o: Run, between: string): boolean {
  const r = runs[k]!;
  if ((r.cat && !WEAK_NAME_DETAILS.has(r.detail)) || between !== ',' || o.cat !== 'organization' || o.i > r.i || !FIRM_SHAPES.has(o.detail) || r.j - r.i > 2) return false;
  if (!toks[r.i]!.cap || GIVEN_NAMES.has(toks[r.i]!.lower) || toks.slice(r.i, r.j).some((x) => !x.word || !nameLike(x.lower))) return false;
  const after = text.slice(toks[r.j - 1]!.end, toks[r.j - 1]!.end + 12);
  return !/^\s*(?:,|and\b|&|or\b)\s*\p{Lu}/u.test(after);
}

/** 4. */
function coordination(text: string, toks: Tok[], runs: Run[]): void {
  // 4. Coordination: "A, B and C" share the category of a classified neighbour.
  for (let pass = 0; pass < 2; pass++) {
    for (let k = 0; k < runs.length; k++) {
      const r = runs[k]!;
      for (const o of [runs[k - 1], runs[k + 1]]) {
        if (!o || !o.cat || o.score < 0.5) continue;
        // "in Ljubljana and Lake Bled", "Kamloops, British Columbia": a capitalised run beside a confident place is one
        // too, unless it is a given name or a person was found by its verb (issue 18).
        const place = o.cat === 'location' && o.score >= 0.6;
        if (o.cat === 'location' && !place) continue;
        // "Tidewater, Juniper Row and Orinoco Foods": a firm told by its own name's shape makes a neighbour that was a
        // person or a place only by its capitals or by another neighbour a firm too, unless it opens with a given name
        // or is all ordinary words (session 46).
        const firmBeside =
          o.cat === 'organization' &&
          o.score >= 0.6 &&
          FIRM_SHAPES.has(o.detail) &&
          (r.cat === 'person' || r.cat === 'location') &&
          WEAK_NAME_DETAILS.has(r.detail) &&
          !GIVEN_NAMES.has(toks[r.i]!.lower) &&
          // "Zucker Hillside Hospital, Emergency Psychiatry", "Kestrel GmbH, Accounts Payable": a department of ordinary
          // words after the firm is no firm of its own; in a list joined by "and" it is ("Tidewater, Juniper Row and …")
          (toks.slice(r.i, r.j).some((x) => x.word && nameLike(x.lower)) || joinedInList(text, toks, runs, k));
        if (r.cat && r.score >= 0.5 && !(place && r.detail === 'proper_noun') && !firmBeside) continue;
        // "Acme LLC, Plaintiff", "Tenant and Landlord": a party's role beside a name is no name (session 26).
        if (r.j - r.i === 1 && CONTRACT_PARTIES.has(toks[r.i]!.lower)) continue;
        // "Head of Finance, Sahel Agro Holdings", "Software Engineer II, Brightwave": a title beside a firm (session 48)
        if (titleRun(toks, r)) continue;
        // "CALIFORNIA, COUNTY OF SACRAMENTO": the word of a place's kind before "of" is no place of its own; the name
        // after it is (places.ts COUNTY_OF, session 30).
        if (r.j - r.i === 1 && /^(?:county|parish|borough)$/.test(toks[r.i]!.lower) && /^[ \t]+of\b/i.test(text.slice(toks[r.i]!.end))) continue;
        if (place && (!toks[r.i]!.cap || GIVEN_NAMES.has(toks[r.i]!.lower))) continue;
        const a = o.i < r.i ? o : r;
        const b = o.i < r.i ? r : o;
        const between = text
          .slice(toks[a.j - 1]!.end, toks[b.i]!.start)
          .trim()
          .toLowerCase();
        if (
          [',', 'and', '&', ', and', 'or'].includes(between) &&
          (toks[r.i]!.cap || GIVEN_NAMES.has(toks[r.i]!.lower))
        ) {
          // "data analyst, Kelderwick, Leeds (2019–2022)", "at Trellis, Surabaya.": the one name after a firm and a
          // comma, ending the list, is the firm's town (session 47)
          if (firmTown(text, toks, runs, k, o, between)) {
            r.cat = 'location';
            r.score = 0.55;
            r.detail = 'firm_town';
            continue;
          }
          r.cat = o.cat;
          r.score = Math.max(0.55, Math.min(o.score, 0.65));
          r.detail = 'coordination';
        }
      }
    }
  }
}

/** 5. Letterhead lines, then the candidates of the classified runs. */
function emitRuns(text: string, toks: Tok[], runs: Run[], options: EntityOptions): Candidate[] {
  const out: Candidate[] = [];
  // 5. Letterhead lines: the short line right above an address line, under a name or job-title line,
  //    is the organisation ("Paula Bjelajac / Demystdata / 11 Eriksbo ..."). Whole line, any case.
  const lines = lineSpans(text);
  for (let k = 1; k + 1 < lines.length; k++) {
    const [ls, le] = lines[k]!;
    const [ns] = lines[k + 1]!;
    const [ps, pe] = lines[k - 1]!;
    const body = text.slice(ls, le);
    if (pe <= ps || body.length > 48 || /[!?;:@]|\d{3,}/.test(body) || body.split(/\s+/).length > 6) continue;
    if (body.length === 0 || !ADDRESS_LINE_START.test(text.slice(ns, ns + 24))) continue;
    const inPrev = (r: Run): boolean => toks[r.i]!.start >= ps && toks[r.i]!.start < pe;
    const prevPerson = runs.some((r) => r.cat === 'person' && inPrev(r) && toks[r.i]!.start === ps);
    const prevOrg = runs.some((r) => r.cat === 'organization' && inPrev(r)) || out.some((c) => c.start === ps);
    // Above the organisation sits the person's name or their job title (a lower-case phrase).
    if (!(prevPerson || (!prevOrg && /\p{Ll}{3,}\s+\p{Ll}{3,}/u.test(text.slice(ps, pe))))) continue;
    if (
      runs.some(
        (r) =>
          r.cat === 'person' &&
          r.detail !== 'line' &&
          r.detail !== 'proper_noun' &&
          toks[r.i]!.start >= ls &&
          toks[r.i]!.start < le,
      )
    )
      continue;
    for (const r of runs) if (toks[r.i]!.start >= ls && toks[r.i]!.start < le) r.cat = undefined;
    out.push({ start: ls, end: le, category: 'organization', score: 0.6, detail: 'letterhead' });
  }
  for (const r of runs) {
    if (!r.cat) continue;
    const start = r.startOverride ?? toks[r.i]!.start;
    const end = r.endOverride ?? toks[r.j - 1]!.end;
    if (inCaseName(text, start, end)) continue;
    // "Google Calendar", "Microsoft Teams", "Amazon Prime": a platform's name before a capitalised word is its
    // product, not a place or a person the writer knows ("Apple Valley", "Amazon Basin" end in a place word: kept).
    if (
      (r.cat === 'location' || r.cat === 'person') &&
      r.j - r.i >= 2 &&
      KNOWN_ORGS.has(toks[r.i]!.lower) &&
      !PLACE_HEADS.has(toks[r.j - 1]!.lower)
    )
      continue;
    const ordinary = ordinaryRun(text, toks, r, options);
    if (ordinary === 'drop') continue;
    if (ordinary === 'organization') {
      out.push({ start, end, category: 'organization', score: Math.min(r.score, 0.6), detail: 'ordinary_words' });
      continue;
    }
    if (r.cat === 'person' && r.detail !== 'honorific' && r.detail !== 'person_context' && notAPerson(text, toks, r))
      continue;
    // "Explain the difference between Moby Dick and Jane Eyre", "how does Google make money from Purple Rain?", "the
    // movie Hey Jude", "What does Citizen Kane have to do with Casablanca?": a general question's topic is a work, a
    // law or a product, no one the writer knows and nowhere they are (session 34).
    if (
      ((r.cat === 'person' && r.detail !== 'honorific') || (r.cat === 'location' && !LEXICON_DETAILS.has(r.detail))) &&
      // "summarize Priya's email": someone's own thing
      !toks[r.j - 1]!.possessive &&
      // after a person's cue only when the cue is the frame's own word ("have to do with", a title's "Hey")
      !(
        r.cat === 'person' &&
        r.detail === 'person_context' &&
        !(GREETING_TRIGGER.test(text.slice(Math.max(0, start - 14), start)) && !(/with\s+$/.test(text.slice(0, start)) && GIVEN_NAMES.has(toks[r.i]!.lower)))
      ) &&
      (TOPIC_BEFORE.test(text.slice(Math.max(0, start - 80), start)) || TOPIC_AFTER.test(text.slice(end, end + 30)))
    )
      continue;
    // after a person's cue too ("with Aufenthaltstitel for work", "gave me Abmahnung"; session 27)
    if (r.cat === 'person' && r.detail === 'person_context' && germanCommonNoun(toks, r)) continue;
    // "the nurse Practitioner", "a principal Investigator": after a role of session 27 an ordinary word is the role's
    // own title, no name
    if (r.cat === 'person' && r.detail === 'person_context' && ROLE_WORDS_27.has(toks[r.i - 1]?.lower ?? '') && isOrdinaryWord(toks[r.i]!.lower) && !GIVEN_NAMES.has(toks[r.i]!.lower)) continue;
    if (r.cat === 'person' && (placeholderName(toks, r) || roleAfterDear(toks, r) || assistantAddressed(toks, r) || columnAddressed(text, toks, r))) continue;
    // "I've heard Warren Buffett recommends …": a public figure, not someone the writer knows (public-figures.ts).
    if (r.cat === 'person' && isPublicFigure(text.slice(start, end))) continue;
    // "name: payments-db": a resource's name in a config (lower case joined by - or _, with a technical part or a
    // digit), no one's (session 23)
    if (r.cat === 'person' && RESOURCE_NAME.test(text.slice(start, end))) continue;
    // "Father-in-law Zbigniew", "Aunt Rosa" at a line's start: the relation is no part of the name (session 23).
    const kin = r.cat === 'person' ? KIN_BEFORE_NAME.exec(text.slice(start, end)) : null;
    out.push({ start: start + (kin ? kin[0].length : 0), end, category: r.cat, score: r.score, detail: r.detail });
  }
  return out;
}

/** A lower-case resource name of a config: "payments-db", "api_gateway", "worker-2". */
/** Frames of a general question whose topic follows (session 34); an optional work word and a title's own greeting. */
const TOPIC_BEFORE =
  /(?:\bdifference\s+between(?:\s+the)?|\bdifference\s+between\s[^.?!\n]{1,60}\sand(?:\s+the)?|\b(?:explain|summari[sz]e|describe)(?:\s+the\s+\w+)?|\bhave\s+to\s+do\s+with(?:\s+the)?|\bwrite\s+(?:an?\s+(?:essay|poem|song|report|paper)\s+)?about(?:\s+the)?|\bspent\s+\w+\s+\w+\s+learning(?:\s+the)?|\bmake\s+money\s+(?:from|with|off|on)(?:\s+the)?|\bwho\s+(?:wrote|directed|sang|composed|painted|created|invented)(?:\s+the)?|\bwhat\s+does\s+the)\s+(?:(?:movie|film|song|book|novel|album|show|game|app|series|poem|play)\s+)?(?:(?:hey|hi|hello)\s+)?$/i;
/** "What does Citizen Kane have to do with …", "Who wrote Hey Jude and when was it published?". */
const TOPIC_AFTER = /^\s+(?:(?:have|has)\s+to\s+do\s+with|say\s+about|and\s+when\s+was\s+it\s+(?:published|released|written|made))\b/i;
const GREETING_TRIGGER = /\b(?:hey|hi|hello|to\s+do\s+with)\s+$/i;
/** Places found in a lexicon (a country, a state, a big city): kept whatever the frame. */
const LEXICON_DETAILS = new Set(['country', 'us_state', 'city']);
const RESOURCE_NAME =
  /^(?=[a-z0-9_-]+$)(?=.*[-_])(?=.*(?:\d|(?:^|[-_])(?:db|api|svc|service|server|prod|production|staging|stage|dev|app|worker|cache|redis|postgres|mysql|mongo|bucket|queue|secret|secrets|config|deploy|cluster|node|pod|web|backend|frontend|proxy|gateway|job|cron|lambda|bot|test)(?:$|[-_])))/;

/** A relation word before a capitalised name, as a line may open with it ("Mother-in-law Halina has …"). */
const KIN_BEFORE_NAME =
  /^(?:(?:great[- ])?grand(?:father|mother|ma|pa|son|daughter)|(?:step)?(?:father|mother|brother|sister|son|daughter|dad|mom|mum)(?:-in-law)?|husband|wife|cousin|uncle|aunt|auntie|aunty|nephew|niece|grandma|grandpa)\s+(?=\p{Lu})/iu;

/**
 * Nationalities, religions and political groups (Presidio's NRP; issue 18) → category 'group'.
 *
 * A word of the lists below is a group mention only when the context ties it to a person: a copula or
 * self-description ("I'm Brazilian", "she is a devout Catholic", "as a Sikh"), a person noun after it
 * ("Nigerian parents", "Jewish family", "Mormon missionary"), an origin phrase ("of Korean descent"), a
 * membership verb ("converted to Islam", "voted Labour", "member of the Green Party"), or a personal word
 * nearby (I, my, he, she, …). A bare "Italian restaurant", "French fries", "translate to Spanish" or
 * "what do Buddhists believe" stays unmarked: the group is not said of anyone. "<Name> Party" is a
 * political group on its own.
 *
 * Pure; no DOM. Lists are the team's own (public knowledge), matched case-insensitively; in a message
 * with capital letters a proper adjective must be capitalised ("french fries" is food).
 */
import { scan, type Candidate } from './candidate.ts';

export type GroupKind = 'nationality' | 'religion' | 'politics';

const NATIONALITIES = `afghan albanian algerian american andorran angolan argentine argentinian armenian australian austrian
azerbaijani bahamian bahraini bangladeshi barbadian belarusian belgian belizean beninese bhutanese bolivian bosnian
botswanan brazilian british bruneian bulgarian burkinabe burmese burundian cambodian cameroonian canadian chadian
chilean chinese colombian congolese croatian cuban cypriot czech danish djiboutian dominican dutch ecuadorian egyptian
emirati english eritrean estonian ethiopian fijian filipino filipina finnish french gabonese gambian georgian german
ghanaian greek grenadian guatemalan guinean guyanese haitian honduran hungarian icelandic indian indonesian iranian
iraqi irish israeli italian ivorian jamaican japanese jordanian kazakh kenyan korean kosovar kuwaiti kyrgyz laotian
latvian lebanese liberian libyan lithuanian luxembourgish macedonian malagasy malawian malaysian maldivian malian
maltese mauritanian mauritian mexican moldovan mongolian montenegrin moroccan mozambican namibian nepali nepalese
nicaraguan nigerian nigerien norwegian omani pakistani palestinian panamanian paraguayan persian peruvian polish
portuguese qatari romanian russian rwandan salvadoran samoan saudi scottish senegalese serbian sierra-leonean
singaporean slovak slovenian somali spanish sudanese surinamese swedish swiss syrian taiwanese tajik tanzanian thai
tibetan togolese tongan trinidadian tunisian turkish turkmen ugandan ukrainian uruguayan uzbek venezuelan vietnamese
welsh yemeni zambian zimbabwean kurdish arab hispanic latino latina latinx caucasian pashtun punjabi tamil bengali
gujarati sikh-punjabi yoruba igbo hausa zulu xhosa maori aboriginal inuit cherokee navajo romani roma cajun creole
afrikaner basque catalan flemish walloon bavarian sicilian`;

/** Two-word demonyms, matched before the one-word list. */
const NATIONALITIES_MULTI = [
  'african american',
  'asian american',
  'mexican american',
  'native american',
  'first nations',
  'south african',
  'south korean',
  'north korean',
  'new zealander',
  'puerto rican',
  'costa rican',
  'sri lankan',
  'saudi arabian',
  'hong konger',
  'pacific islander',
  'native hawaiian',
  'alaska native',
];

const RELIGIONS = `christian catholic protestant evangelical baptist methodist lutheran presbyterian anglican episcopalian
pentecostal mormon quaker mennonite amish adventist calvinist congregationalist unitarian universalist coptic
muslim moslem sunni shia shiite shi'ite sufi ahmadi ismaili jewish jew hasidic haredi hindu buddhist sikh jain
zoroastrian parsi baha'i bahai shinto taoist confucian pagan wiccan druid rastafarian scientologist atheist agnostic
christianity catholicism protestantism islam judaism hinduism buddhism sikhism jainism mormonism taoism shintoism
zoroastrianism paganism wicca rastafari scientology atheism agnosticism`;

const RELIGIONS_MULTI = [
  'roman catholic',
  'greek orthodox',
  'russian orthodox',
  'eastern orthodox',
  'orthodox christian',
  'orthodox jewish',
  'orthodox jew',
  'reform jewish',
  'conservative jewish',
  "jehovah's witness",
  'jehovahs witness',
  'jehovah witness',
  'latter-day saint',
  'latter day saint',
  'seventh-day adventist',
  'seventh day adventist',
  'born-again christian',
  'born again christian',
  'church of england',
  'southern baptist',
];

const POLITICS = `democrat democrats republican republicans gop libertarian libertarians tory tories labour socialist
socialists communist communists marxist marxists anarchist anarchists fascist fascists neo-nazi nazi nazis maga
trumpist leftist leftists ukip snp ndp cdu csu spd afd fdp psoe podemos bjp likud zionist zionists`;

const POLITICS_MULTI = [
  'democratic party',
  'republican party',
  'green party',
  'labour party',
  'conservative party',
  'liberal democrats',
  'lib dems',
  'lib dem',
  'reform uk',
  'plaid cymru',
  'sinn fein',
  'sinn féin',
  'bloc québécois',
  'die linke',
  'national rally',
  'tea party',
  'democratic socialists',
];

/** Said of a person only after a self-description: too common as plain adjectives otherwise. */
const POLITICS_WEAK = new Set(['liberal', 'liberals', 'conservative', 'conservatives', 'progressive', 'progressives']);

function words(list: string): string[] {
  return list.split(/\s+/).filter((w) => w.length > 0);
}

const KIND = new Map<string, GroupKind>();
for (const w of [...words(NATIONALITIES), ...NATIONALITIES_MULTI]) KIND.set(w, 'nationality');
for (const w of [...words(RELIGIONS), ...RELIGIONS_MULTI]) KIND.set(w, 'religion');
for (const w of [...words(POLITICS), ...POLITICS_MULTI, ...POLITICS_WEAK]) KIND.set(w, 'politics');

/** Plural of a demonym or adherent noun: "Brazilians", "Catholics", "Hindus" (not "-ish"/"-ese" words). */
function singular(w: string): string | undefined {
  if (KIND.has(w)) return w;
  if (w.endsWith('s') && KIND.has(w.slice(0, -1))) return w.slice(0, -1);
  return undefined;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[ -]/g, '[ -]');
}

const MULTI = [...NATIONALITIES_MULTI, ...RELIGIONS_MULTI, ...POLITICS_MULTI].sort((a, b) => b.length - a.length);
/** A multi-word entry, or one word (letters, apostrophe, hyphen) looked up in the lists. */
const WORD = new RegExp(`(?<![\\p{L}\\p{N}'’-])(?:${MULTI.map(escape).join('|')}|[\\p{L}]+(?:['’-][\\p{L}]+)*)(?![\\p{L}\\p{N}])`, 'giu');

/** "<Capitalised words> Party" / "Party of …": a political party by name. Every match holds "Party" (session 35). */
export const PARTY = /\b(?:[Tt]he\s+)?(?:[A-Z][\p{L}'’-]+\s+){1,3}Party\b(?!\s+(?:City|Store|Supplies|Shop|Rentals?|Bus|Games?|Favou?rs?))/gu;

/** Words before the mention that say it is a person's group ("I'm", "she is a devout", "as a"). */
const BEFORE_STRONG =
  /(?:\b(?:i'?m|im|i\s+am|i\s+was|i\s+identify\s+as|he'?s|she'?s|they'?re|we'?re|you'?re|he\s+is|she\s+is|they\s+are|we\s+are|is|are|was|were|been|being|become|became|as|raised|born|grew\s+up|converted\s+to|convert\s+to|converting\s+to|left|leaving|practi[cs]ing|practi[cs]e|follow|voted|vote|voting|votes|support|supports|supporter\s+of|member\s+of(?:\s+the)?|registered|lifelong|devout|observant|non-?practi[cs]ing|former|ex|half|fellow|proud|my|his|her|our|their)\b[\s-]+(?:(?:a|an|the)\s+)?(?:(?:very|really|pretty|fairly|devout|practi[cs]ing|observant|strict|lapsed|conservative|liberal|orthodox|registered|lifelong|proud|staunch|former|born-again|card-carrying|first-generation|second-generation|half)\s+)*)$/i;

/** A person noun or origin word right after the mention ("Nigerian parents", "Jewish family"). */
const AFTER_STRONG =
  /^[\s-]+(?:(?:-?american|-?born)\s+)?(?:man|men|woman|women|guy|guys|girl|girls|boy|boys|kid|kids|child|children|person|people|family|families|parents?|mom|mum|mother|dad|father|husband|wife|partner|boyfriend|girlfriend|fianc[ée]e?|spouse|son|daughter|brother|sister|grand(?:ma|pa|mother|father|parents?)|relatives?|in-laws|roots|heritage|descent|origin|background|ancestry|ethnicity|citizen|citizens|citizenship|national|nationals|passport|immigrants?|refugees?|community|household|upbringing|faith|convert|believer|congregation|church|mosque|temple|synagogue|gurdwara|priest|pastor|rabbi|imam|missionary|voter|voters|supporter|supporters|member|members|activist|candidate|colleague|coworker|neighbou?r|friend|friends|roommate|landlord|boss|patient|client)\b/i;

/** Origin phrases: "of Korean descent", "from a Catholic family" is covered by AFTER_STRONG. */
const ORIGIN_AFTER = /^(?:[\s-]+(?:by\s+(?:birth|faith|religion)|myself|too|as\s+well))\b/i;

/** Personal words anywhere near: a weaker cue. */
const PERSONAL = /\b(?:i|i'm|im|me|my|mine|we|our|us|he|she|his|her|him|they|them|their|mom|mum|dad|wife|husband|son|daughter|parents?|family|boyfriend|girlfriend|partner|friend|coworker|boss|neighbou?r)\b/i;

/** Words that say the mention is a language, a cuisine, a style or a thing, not a person's group. */
const NEGATIVE_NEAR =
  /\b(?:languages?|speak|speaks|spoke|speaking|translate[sd]?|translating|translation|translator|subtitles?|dub(?:bed)?|fluent|lesson|lessons|class|classes|course|duolingo|grammar|vocabulary|word|words|phrase|accent|food|foods|cuisine|restaurant|recipe|recipes|dish|dishes|fries|toast|dressing|place|spot|takeout|takeaway|delivery|market|grocery|store|shop|bakery|cafe|café|bar|menu|buffet|curry|noodles|tea|beer|bread|wine|cheese|coffee|press|kiss|horn|manicure|braid|style|architecture|art|literature|history|election|elections|poll|polls|policy|policies|government|president|senator|senate|congress|parliament|minister)\b/i;

const BEFORE_WINDOW = 60;
const AFTER_WINDOW = 40;
const NEAR_WINDOW = 60;

const STRONG_SCORE = 0.7;
const NEAR_SCORE = 0.55;

function hasCapitals(text: string): boolean {
  return /\p{Lu}/u.test(text) && /\p{Ll}/u.test(text);
}

/** The list kind of a phrase ("Brazilian" → nationality, "Lutherans" → religion), or undefined. */
export function groupKind(phrase: string): GroupKind | undefined {
  const w = phrase.trim().toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ');
  if (/\bparty$/.test(w) && !KIND.has(w)) return 'politics';
  const s = singular(w) ?? singular(w.replace(/-/g, ' '));
  return s === undefined ? undefined : KIND.get(s);
}

/** A before-cue that says the group is someone's outright, so a nearby language or food word does not veto it. */
const SAID_OF_SOMEONE =
  /\b(?:i'?m|im|i\s+am|i\s+was|he'?s|she'?s|he\s+is|she\s+is|he\s+was|she\s+was|they'?re|we'?re|we\s+are|they\s+are|you'?re|identify\s+as|as\s+an?|raised|born|grew\s+up|converted\s+to|convert\s+to|voted|vote|member\s+of(?:\s+the)?|supporter\s+of(?:\s+the)?|devout|registered|lifelong)(?:[\s-]+[\w'-]+){0,2}[\s-]+$/i;

/** Before a language used as one: "in English", "in plain English", "into Spanish". */
const LANGUAGE_BEFORE = /\b(?:in|into)\s+(?:(?:good|plain|simple|proper|better|correct|perfect|fluent|broken|formal|polite|clear|basic|normal|easy|professional)\s+)?$/i;
/** After a language judged as one: "my English is not perfect", "his Spanish is rusty". */
const LANGUAGE_AFTER = /^\s+(?:is|isn'?t|are|was|has|is\s+getting)\s+(?:not\s+|very\s+|so\s+|still\s+|a\s+bit\s+|kinda\s+|pretty\s+|really\s+)?(?:perfect|good|bad|poor|broken|weak|limited|basic|great|fluent|rusty|improving|better|worse|terrible|ok|okay)\b/i;

/**
 * Names of languages: nationality words that are also one ("English", "Tagalog"), and languages that are no
 * nationality word ("Kreyòl", "Yoruba", "Cantonese"). ner.ts reads them too: "in Hindi" is no place.
 */
const LANGUAGES = new Set(
  'english spanish french german chinese hindi arabic portuguese italian japanese korean russian vietnamese tagalog urdu polish turkish dutch greek hebrew swahili punjabi bengali tamil thai indonesian ukrainian romanian hungarian czech swedish norwegian danish finnish somali amharic persian farsi malay nepali kreyòl kreyol creole yoruba igbo hausa telugu gujarati marathi malayalam cantonese mandarin latin esperanto'.split(' '),
);
/** Whether a lower-case word names a language. */
export function isLanguageName(lower: string): boolean {
  return LANGUAGES.has(lower);
}
/**
 * Before a language named as one: "sorry for my English", "in simple German and English", "UK English", "British
 * English", "proper English", "speak Spanish", "native Hindi".
 */
const LANGUAGE_USE_BEFORE =
  /(?:\b(?:sorry|apologi[sz]e)\s+(?:for\s+|about\s+)?(?:my\s+)?|\b(?:simple|broken|plain|proper|basic|fluent|native|formal|good|bad|british|american|australian|canadian|uk|us|speak|speaks|speaking|spoke|learn|learning|learnt|learned|study|studying|translate|translated|translating)\s+(?:(?:it|this|that)\s+(?:to|into|in)\s+)?|\b(?:english|spanish|french|german|chinese|hindi|arabic|portuguese|italian|japanese|korean|russian|vietnamese|tagalog|urdu|polish)\s+(?:and|or|\/)\s+)$/i;
/** After a language named as one: "French speaker here", "English spelling", "my English not good", "Hindi words". */
const LANGUAGE_USE_AFTER =
  /^\s+(?:speakers?|speaking|spelling|words?|translation|version|language|class(?:es)?|lessons?|teacher|tutor|subtitles|grammar|text|letter|keyboard|skills?|tests?|exam|level|proficiency|not\s+(?:good|great|perfect|so\s+good)|also|too)\b/i;

/** Words before "Party" that make it a celebration, not a political party. */
const PARTY_EVENTS =
  /^(?:Birthday|Dinner|Pool|House|Block|Search|Third|Bachelor|Bachelorette|Office|Christmas|Halloween|Garden|Costume|Launch|Release|Farewell|Retirement|Engagement|Baby|Surprise|Slumber|Pizza|Dance|Watch|Holiday|Cocktail|Work|Company|Team|Graduation|Welcome|Leaving|Going|Hen|Stag|Tailgate|Theme|Themed|Lan|Neon|Foam|Beach)$/;

function contextScore(text: string, start: number, end: number, weak: boolean): number {
  const before = text.slice(Math.max(0, start - BEFORE_WINDOW), start);
  const after = text.slice(end, Math.min(text.length, end + AFTER_WINDOW));
  const near = text.slice(Math.max(0, start - NEAR_WINDOW), Math.min(text.length, end + NEAR_WINDOW));
  if (weak) {
    // "liberal", "conservative": only in a self-description ("I'm a lifelong conservative").
    const self = /\b(?:i'?m|im|i\s+am|he'?s|she'?s|he\s+is|she\s+is|they'?re|identify\s+as|voted|vote)\s+(?:(?:a|an)\s+)?(?:(?:very|pretty|fairly|staunch|lifelong)\s+)?$/i;
    return self.test(before) ? STRONG_SCORE : 0;
  }
  const origin =
    /\b(?:of|from)\s+$/i.test(before) &&
    /^\s+(?:descent|origin|heritage|background|ancestry|roots|extraction)\b/i.test(after);
  const strong = BEFORE_STRONG.test(before) || AFTER_STRONG.test(after) || ORIGIN_AFTER.test(after) || origin;
  const score = strong ? STRONG_SCORE : PERSONAL.test(near) ? NEAR_SCORE : 0;
  if (score === 0) return 0;
  // "everyone calls me Christian", "a boy named Christian": a given name.
  if (/\b(?:call(?:s|ed)?\s+(?:me|him|her)|named|name\s+is|called|nicknamed)\s+$/i.test(before)) return 0;
  // A language, a dish or a policy debate nearby: not a person's group, unless said of someone outright.
  if (NEGATIVE_NEAR.test(near) && !SAID_OF_SOMEONE.test(before)) return 0;
  return score;
}

export function groups(text: string): Candidate[] {
  const out: Candidate[] = [];
  const mixed = hasCapitals(text);
  for (const m of scan(WORD, text)) {
    const raw = m[0];
    const lowered = raw.toLowerCase();
    const lower = lowered.includes('’') ? lowered.replace(/[’]/g, "'") : lowered;
    // Without a hyphen the second lookup would be the first again (session 35: skipped).
    const key = singular(lower) ?? (lower.includes('-') ? singular(lower.replace(/-/g, ' ')) : undefined);
    if (key === undefined) continue;
    const kind = KIND.get(key);
    if (kind === undefined) continue;
    // In mixed-case writing a proper adjective is capitalised; "french fries" and "christian" as a
    // lower-case word elsewhere are not group mentions. Ideologies (socialist, atheist) are lower case.
    const proper = kind !== 'politics' && !/^(?:atheis[mt]s?|agnostic(?:ism|s)?|pagan(?:ism|s)?)$/.test(lower);
    if (mixed && proper && !/^\p{Lu}/u.test(raw)) continue;
    // "GOP", "SNP", "BJP": acronyms only in capitals.
    if (/^(?:gop|snp|ndp|cdu|csu|spd|afd|fdp|psoe|bjp|ukip|maga)$/.test(lower) && raw !== raw.toUpperCase()) continue;
    // A nationality word used as its language: "rewrite it in good English", "my English is not perfect".
    if (kind === 'nationality' && (LANGUAGE_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index)) || LANGUAGE_AFTER.test(text.slice(m.index + raw.length, m.index + raw.length + 40)))) continue;
    if (
      LANGUAGES.has(key) &&
      (LANGUAGE_USE_BEFORE.test(text.slice(Math.max(0, m.index - 30), m.index)) || LANGUAGE_USE_AFTER.test(text.slice(m.index + raw.length, m.index + raw.length + 40)))
    )
      continue;
    const score = contextScore(text, m.index, m.index + raw.length, POLITICS_WEAK.has(key));
    if (score > 0) out.push({ start: m.index, end: m.index + raw.length, category: 'group', score, detail: `group_${kind}` });
  }
  // Every PARTY match holds the word "Party": most messages need not be scanned for one (session 35).
  for (const m of text.includes('Party') ? scan(PARTY, text) : []) {
    const lead = /^(?:The|the)\s+/.exec(m[0])?.[0].length ?? 0;
    const start = m.index + lead;
    const first = /^[\p{L}'’-]+/u.exec(m[0].slice(lead))?.[0] ?? '';
    if (PARTY_EVENTS.test(first)) continue;
    const score = contextScore(text, start, m.index + m[0].length, false);
    if (score > 0) out.push({ start, end: m.index + m[0].length, category: 'group', score, detail: 'group_party' });
  }
  return out;
}

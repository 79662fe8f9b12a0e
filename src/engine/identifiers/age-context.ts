/**
 * More ages without "old" where the context says age, and years/dates of birth (issue 18), beside the forms
 * phone-date.ts already knows ("I'm 34", "34F", "dad (82)", "aged 44", "born in 1987", "b. 1962"):
 *   - "At 61, I still run"              a number after "at", a comma, then a person
 *   - "when I was 12", "since she was 15", "by the time he turned 30"
 *   - "my daughter, 7, is sick"         a kin noun, then the number between commas
 *   - "my grandson is 14", "twins (4)"  kin nouns phone-date.ts's list lacks
 *   - "I (29) need", "me (34)"          a first-person pronoun with the number in brackets
 *   - "(me 38, wife 36)"                a list of people and their ages in brackets
 *   - "born '88", "born in May 1990", "born on 3 March 1961" → date
 * A unit or count after the number vetoes it ("when I was 20 minutes late", "at 16, I left work" is a time
 * only below 13: times of day up to 12 are not taken).
 */
import { loosened, scan, type Candidate } from './candidate.ts';

const UNIT_AFTER =
  /^\s*(?:%|'|"|\/|\.\d|,\d|[-+:]|weeks?\b|days?\b|months?\b|minutes?\b|mins?\b|hours?\b|hrs?\b|seconds?\b|secs?\b|lbs?\b|pounds?\b|kgs?\b|kilos?\b|cm\b|mm\b|ft\b|feet\b|inch(?:es)?\b|miles?\b|km\b|percent\b|times\b|dollars?\b|bucks\b|k\b|grand\b|points?\b|pages?\b|mg\b|ml\b|units?\b|steps\b|of\b|out\b|am\b|pm\b|a\.m\.|p\.m\.|o'?clock\b|people\b|items\b)/i;

/** Kin nouns phone-date.ts's list does not have. */
const KIN_MORE =
  'grandson|granddaughter|grandsons|granddaughters|grandkid|grandkids|grandchild|grandad|granddad|grandmom|granny|gran|twins?|stepdad|stepmom|stepfather|stepmother|stepbrother|stepsister|sibling|siblings|infant|newborn|teen|teenager|godson|goddaughter|father-in-law|mother-in-law|son-in-law|daughter-in-law|brother-in-law|sister-in-law|fiancée?|husband|wife|patient';
const KIN_ALL = `${KIN_MORE}|dad|father|mom|mum|mother|son|daughter|kid|child|boy|girl|brother|sister|grandma|grandpa|grandmother|grandfather|aunt|uncle|niece|nephew|baby|toddler|partner|boyfriend|girlfriend|cousin|friend|stepson|stepdaughter`;

// (session 43) and a question's modal before the person: "at 63 can i still get a mortgage"
const AT_AGE = /\b[Aa]t\s+(\d{2,3}),?\s+(?:(?:can|could|should|would|will|do|does|is|am)\s+)?(?:I|i|he|she|we|they|my|his|her|you)\b/g;
const WHEN_WAS =
  /\b(?:when|since|until|till|before|after|by\s+the\s+time|ever\s+since)\s+(?:i|he|she|we|they|you|my\s+[a-z-]+|[A-Z][a-z]+)\s+(?:was|were|turned|turns|is|am|are|reached|hit)\s+(?:(?:only|just|about|around|like)\s+)?(\d{1,3})\b/gi;
const KIN_COMMA = new RegExp(`\\b(?:my|our|his|her|their)\\s+(?:${KIN_ALL}),\\s+(\\d{1,2}),`, 'gi');
/** Kin words of other languages people write in English ("my lola is 84", "mi abuela"). */
const KIN_WORLD =
  'lola|lolo|abuela|abuelo|abuelita|abuelito|nana|nani|nanu|dadi|dada|amma|appa|tita|tito|oma|opa|babcia|dziadek|teta|jiddo|baba|mama|papa';
const KIN_IS = new RegExp(
  `\\b(?:my|our|his|her|their|mi)\\s+(?:${KIN_MORE}|${KIN_WORLD})(?:\\s+\\p{Lu}[\\p{L}'’-]+)?\\s+(?:is|was|are|were|just\\s+turned|turned|turns)\\s+(?:(?:only|just|about|around|almost|nearly|barely)\\s+)?(\\d{1,3})\\b`,
  'giu',
);
// (session 20: with the sex in lower case too, as people type it: "i (34m)", "my wife (31f)": the letter is kept with
// the age)
const KIN_PAREN = new RegExp(`\\b(?:${KIN_MORE})\\s?\\(\\s*(\\d{1,2})(\\s?[mfMF])?\\s*\\)`, 'gi');
/**
 * The age in brackets after a kin word of another language or a name written with accents, which phone-date.ts's
 * ASCII pattern misses: "my lola (84)", "my dad Ramón (67)", "Mi hermana Lucía (34)", "i'm the eldest (29)" (session 25).
 */
const KIN_WORLD_PAREN = new RegExp(`\\b(?:${KIN_WORLD}|eldest|youngest|oldest)\\s?\\(\\s*(\\d{1,2})(\\s?[mfMF])?\\s*\\)`, 'gi');
const ACCENTED_NAME_PAREN = /(?<![\p{L}\p{M}])\p{Lu}\p{Ll}*[^\p{ASCII}]\p{Ll}*\s?\(\s*(\d{1,2})(\s?[mfMF])?\s*\)/gu;
const SELF_PAREN = /\b(?:I|i|me|myself)\s?\(\s*(\d{2})(\s?[mfMF])?\s*\)/g;
/** A list of people and ages in brackets: "(me 38, wife 36)", "(husband 45 and me 43)". */
const PAREN_LIST = new RegExp(
  `(?<=\\((?:[^()\\n]{0,40}?(?:[,;&]|\\band) ?)?)(?:me|I|him|her|my (?:${KIN_ALL})|${KIN_ALL})\\s+(\\d{1,2})(?=\\s*\\)|\\s*(?:[,;&]|and\\b)[^()\\n]{0,40}\\))`,
  'gi',
);

/** What may follow an age told between commas or after a name: a comma, the sentence's end, a bracket, "and", "from", … */
const AGE_END = String.raw`(?=\s*(?:,|;|\)|\.(?!\d)|\n|$)|\s+(?:and|from|in|with|living|lives|who|years|yrs|yo|y\/o)\b)`;
/** Weekdays and months, which a date's day follows ("Tuesday, 14"). */
const NOT_A_NAME_BEFORE =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|chapter|section|room|route|exit|step|level|stage|grade|page|part|version|unit|apt|suite|floor)$/i;
/**
 * An age between commas after a name, an initial, a kin word or "I'm a …": "Frank Dimitriou, 81, Alzheimer's",
 * "Darnell W., 45, HIV+", "I am Jürgen, 58, living in Dortmund", "i'm the dad, 38, i drive", "We have a son, 6."
 */
const NAME_COMMA = new RegExp(String.raw`(?:\b(\p{Lu}[\p{L}'’-]*)\.?|\b(?:${KIN_ALL})),\s(\d{1,3})` + AGE_END, 'gu');
/** An age that opens a message, a line or a sentence before a comma and a word: "19, vaping 2 pods a day", "58, widower". */
const LEAD_AGE = /(?:^|\n|[.?!]\s+|["“(]\s*)(\d{2}),\s+(?=\p{L})/gu;
/**
 * A kin word (and the person's name) then the age, then a verb or a preposition: "my son jaylen 17 got picked up",
 * "my dad 78 was diagnosed", "grandma Lupe 90 in Guadalajara", "my little sister Zoe 14 ran away".
 */
const KIN_BARE = new RegExp(
  String.raw`\b(?:(?:my|our|his|her|their)\s+(?:little|older|younger|big|baby|elderly|eldest|youngest|oldest)?\s*)?(?:${KIN_ALL}|${KIN_WORLD}|neighbou?r)(?:\s+\p{L}[\p{L}'’-]+)?\s+(\d{1,3})(?=\s+(?:was|is|has|had|got|gets|just|ran|fell|went|keeps|kept|came|passed|lives|lived|needs|in|and|who|with|from|started|broke|wants|can'?t|won'?t|doesn'?t|didn'?t|has|already|still|recently)\b)`,
  'giu',
);
/**
 * KIN_BARE's exact pre-check (session 38): every match ends with a digit before its lookahead's words ("… 7 was"); about
 * a third of the bench's messages have one, and the kin words' scan is costly.
 */
export const KIN_BARE_TAIL =
  /\d(?=\s+(?:was|is|has|had|got|gets|just|ran|fell|went|keeps|kept|came|passed|lives|lived|needs|in|and|who|with|from|started|broke|wants|can'?t|won'?t|doesn'?t|didn'?t|has|already|still|recently)\b)/iu;
/** The age before the kin word: "My 82 father-in-law Bernard". */
const AGE_KIN = new RegExp(
  String.raw`\b(?:my|our|his|her)\s+(\d{2,3})(?:\s*(?:yo|y\/o|yr old|year old))?\s+(?:${KIN_ALL}|${KIN_WORLD})\b`,
  'giu',
);
/** "the kids are 7 and 10", "we're 74 and 71", "they're both 17": ages of a group, one or two. */
const ARE_AGES =
  /\b(?:(kids|girls|boys|twins|children|sons|daughters|grandkids)\s+(?:are|were)|(we|they)\s*(?:are|were|'re|’re))\s+(?:both\s+)?(\d{1,3})(?:\s+and\s+(\d{1,3}))?\b/gi;
/**
 * Children listed by name with their ages: "kids are Mason 8 and Ellie 5", "Kids are Yusra 9 and Adam 6", "my kids:
 * Sofia 8, Luca 6", "my 3 kids (Ava 13, Jonah 10, Bea 7)" (session 25); a school year's word in the name's place is
 * no name ("kids are grade 8 and 5").
 */
const KIDS_NAMED_AGES =
  /\b(?:kids|children|sons|daughters|girls|boys|twins|grandkids|grandchildren)\s*(?:are\s+|were\s+|:\s+|\(\s*)((?:(?!(?:grade|year|years|class|form|standard|aged?|ages|both|about|around|like)\b)\p{L}[\p{L}'’-]*\s+\d{1,2}(?:\s*,\s*|\s+(?:and|&)\s+|\s*&\s*)){1,4}(?!(?:grade|year|years|class|form|standard|aged?|ages)\b)\p{L}[\p{L}'’-]*\s+\d{1,2})\b/giu;
/** KIDS_NAMED_AGES's exact pre-check (candidate.ts, loosened): the list of names and ages is rare (session 38). */
const KIDS_NAMED_AGES_LOOSE = loosened(KIDS_NAMED_AGES);
/** "my parents are 61 and 59", "my grandparents are both 80": the ages of one's elders (session 25). */
const ELDERS_AGES = /\b(?:parents|grandparents|in-laws|folks)\s+(?:are|were)\s+(?:both\s+)?(\d{2,3})(?:\s+(?:and|&)\s+(\d{2,3}))?\b/gi;
/** ELDERS_AGES's exact pre-check (session 38): its words without the leading \b ("grandparents" ends as "parents"). */
export const ELDERS_ARE = /(?:parents|in-laws|folks)\s+(?:are|were)/i;
/** "context: 52, male", "29, female, no meds": an age with the sex written out after it (session 25). */
const AGE_SEX_WORD = /(?<![\d.,$£€/:-])\b(\d{2}),\s*(?:male|female|man|woman|guy|girl|nonbinary|non-binary|trans)\b/gi;
/** "mum's 64, was about to retire", "my dad's 81 and": a kin word with "'s" and the age (session 25). */
const KIN_S = new RegExp(String.raw`\b(?:${KIN_ALL}|${KIN_WORLD})['’]s\s+(?:(?:only|now|almost|nearly|just)\s+)?(\d{1,3})` + AGE_END, 'giu');
/** "i'm 35, wife 34", "I'm 41 and my husband 44": a partner's or a relative's age after the writer's own (session 25). */
const SELF_THEN_KIN = new RegExp(
  String.raw`(?<=\b(?:i['’]?m|i\s+am|im)\s+\d{2}\s*(?:,|and|&)\s*(?:my\s+)?)(?:${KIN_ALL})\s+(\d{1,3})\b(?=\s*(?:,|;|\)|\.(?!\d)|\n|$|and\b))`,
  'giu',
);
/** "aged 70 and 66": the second age of a pair. */
const AGED_PAIR = /\b(?:ages?|aged)\s*:?\s*\d{1,3}\s+(?:and|&)\s+(\d{1,3})\b/gi;
/** A birthday by its ordinal: "Nana Ruth's 90th", "my brother Sid's 40th". */
const BIRTHDAY_ORDINAL =
  /\b\p{Lu}[\p{L}'’-]*['’]s\s+(\d{2,3}(?:st|nd|rd|th))\b(?!\s+(?:anniversary|percentile|street|st\b|avenue|ave\b|floor|place|precinct|district|century|amendment|birthday party at))/gu;

/** "two daughters, 9 and 12", "2 kids 8 and 11", "kids 9, 11 and 14": the ages of children listed after them (session 18). */
const KIDS_AGES =
  /\b(?:kids|children|daughters|sons|boys|girls|grandkids|grandchildren|twins)[,:]?\s+(?:(?:aged?|ages)\s+)?(\d{1,2})((?:\s*,\s*\d{1,2})*\s*(?:,\s*)?(?:and|&)\s*\d{1,2})\b/gi;
/** "My wife and I (both 41)", "we're both 17", "and i are both 17": one age for two people. */
const BOTH_AGE = /(?:\(\s*both\s+(\d{2})\s*\)|\b(?:are|were|'re|’re)\s+both\s+(\d{2})\b)/gi;
/** "a daughter Kaylee who is 6", "my nephew, who just turned 19": a person, then the age in a relative clause. */
const WHO_IS = /\b(?:who|that)\s+(?:is|was|'s|’s|turned|just\s+turned|will\s+be|turns)\s+(?:(?:only|just|about)\s+)?(\d{1,2})(?=\s*(?:,|;|\)|\.(?!\d)|\n|$)|\s+(?:and|now|next|this|in|but|so)\b)/gi;
/** "Retired teacher here, 66, pension …", "I'm a retired teacher, 63, …": the writer's age after who they are. */
const SELF_ROLE_AGE =
  /\b(?:here|(?:i'?m|i\s+am)\s+(?:a|an)\s+(?:[\p{L}-]+\s+){0,3}[\p{L}-]+),\s(\d{2})(?=\s*(?:,|;|\.(?!\d)|\n|$))/giu;
/** Ages in the languages people mix into English: "66 años", "59 anos", "8 ans", "40 Jahre". */
const FOREIGN_AGE = /\b(\d{1,3})\s+(?:años|anos|ans|jahre|jahren|anni)\b/giu;
/** FOREIGN_AGE's exact pre-check (session 38): a digit, space and the word, without the \b that made V8 try every position. */
const FOREIGN_AGE_LOOSE = loosened(FOREIGN_AGE);

/**
 * (session 44) Ages written in words: "she's forty-two", "my son is six", "i'm twenty nine and …", "a forty-two year
 * old woman". Two to ninety-nine ("one" is a pronoun as often: "she's one of them"); the age ends its clause, or "years
 * old", "now", "this …", "and has/is/was …" follow it, so "i'm two hours away" and "he's ten times better" stay nothing.
 * Measured wider ("and" before anything): one more age on the seen holdouts, and one more false legal span with it.
 */
const UNITS_WORD = 'one|two|three|four|five|six|seven|eight|nine';
const NUM_WORD = `(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[- ](?:${UNITS_WORD}))?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)`;
const WORD_AGE_WHO = `(?:i['’]?m|i\\s+am|im|he['’]?s|she['’]?s|hes|shes|he\\s+is|she\\s+is|(?:my|our|his|her|their)\\s+(?:${KIN_ALL}|${KIN_WORLD})(?:\\s+\\p{L}[\\p{L}'’-]+)?(?:['’]s|\\s+(?:is|was))|(?:just\\s+)?turned|turning|turns)`;
const WORD_AGE = new RegExp(
  String.raw`\b${WORD_AGE_WHO}\s+(?:(?:only|almost|nearly|barely|just|now)\s+)?(${NUM_WORD})((?:[- ](?:years?|yrs?)[- ]old|\s+(?:yo|y\/o))\b)?(?=\s*(?:[,;.!?)]|\n|$)|\s+(?:and\s+(?:has|had|is|was|just|still)|now|next|this|soon|already|yet)\b)`,
  'giu',
);
const WORD_YEARS_OLD = new RegExp(String.raw`\b${NUM_WORD}[- ](?:years?|yrs?)[- ]old\b`, 'gi');
/** WORD_AGE's and WORD_YEARS_OLD's pre-check: a tens or a units word. */
const NUM_WORD_LOOSE = /(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)/i;
/**
 * (session 44) A child's age in months or weeks after its kin word, without "old": "my twins are 18 months", "my baby
 * is six weeks". Not a pregnancy's or a debt's ("my wife is 18 weeks pregnant", "my son is 3 months behind").
 */
const KIN_MONTHS = new RegExp(
  String.raw`\b(?:my|our|his|her|their)\s+(?:${KIN_ALL}|${KIN_WORLD})(?:\s+\p{L}[\p{L}'’-]+)?\s+(?:is|are|was|were|just\s+turned|turned|turns|will\s+be)\s+(?:(?:only|just|about|almost|nearly|barely)\s+)?((?:\d{1,2}|${NUM_WORD})\s+(?:months?|weeks?|mos?))\b(?!\s+(?:pregnant|along|late|behind|overdue|ago|in\b|into|of|postpartum|post-partum|sober|clean|out|away|old))`,
  'giu',
);

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const BORN_DATE = new RegExp(
  `\\bborn\\s+(?:(?:on|in)\\s+)?(?:the\\s+)?((?:\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?${MONTH},?\\s+(?:19|20)\\d{2})|(?:${MONTH}\\s+(?:\\d{1,2}(?:st|nd|rd|th)?,?\\s+)?(?:19|20)\\d{2}))\\b`,
  'gi',
);
const BORN_SHORT = /\bborn\s+(?:in\s+)?(['’]\d{2})\b/gi;

/** The age with the sex letter typed after it ("34m"), when the pattern caught one as its second group. */
/**
 * Cheap necessary conditions for the costlier shapes above (session 35): each is a piece that every match of its shape
 * holds, tested once before the shape's scan over the whole message (age-context.test.ts checks that no match is lost).
 */
/** KIN_PAREN, KIN_WORLD_PAREN, ACCENTED_NAME_PAREN, SELF_PAREN: "(" then the age. */
export const PAREN_DIGIT = /\(\s*\d/;
/**
 * SELF_THEN_KIN: the writer's own age first ("I'm 34 and my son 6"). (session 38: without the shape's leading "\b",
 * which only narrows it and made V8 try every position: ten times faster.)
 */
export const SELF_AGE_LEAD = /(?:i['’]?m|i\s+am|im)\s+\d{2}/iu;
/** SELF_ROLE_AGE: ", 34". */
export const COMMA_TWO_DIGITS = /,\s\d{2}/;
/** BIRTHDAY_ORDINAL: "'s 40th". */
export const BIRTHDAY_ORDINAL_TAIL = /['’]s\s+\d{2,3}(?:st|nd|rd|th)/;
/** AT_AGE: "at 34". */
export const AT_TWO_DIGITS = /[Aa]t\s+\d{2}/;
/** WHEN_WAS and KIN_IS: a verb of being or turning, maybe an adverb, then the age. */
export const VERB_THEN_AGE = /(?:was|were|turned|turns|is|am|are|reached|hit)\s+(?:(?:only|just|about|around|like|almost|nearly|barely)\s+)?\d/iu;
/** KIN_COMMA: ", 34,". */
export const COMMA_AGE_COMMA = /,\s+\d{1,2},/;
/** NAME_COMMA: ", 34". */
export const COMMA_DIGIT = /,\s\d/;
/** AGE_KIN: "my 34" (without a leading "\b", as SELF_AGE_LEAD). */
export const OWNER_TWO_DIGITS = /(?:my|our|his|her)\s+\d{2}/iu;
/** KIN_S: "'s (now) 34". */
export const POSSESSIVE_AGE = /['’]s\s+(?:(?:only|now|almost|nearly|just)\s+)?\d/iu;
export const SHAPES_FOR_TEST = {
  KIN_PAREN, KIN_WORLD_PAREN, ACCENTED_NAME_PAREN, SELF_PAREN, PAREN_LIST, SELF_THEN_KIN, SELF_ROLE_AGE, BIRTHDAY_ORDINAL,
  AT_AGE, WHEN_WAS, KIN_COMMA, KIN_IS, NAME_COMMA, AGE_KIN, KIN_S, KIN_BARE, ELDERS_AGES,
};

function withSex(c: Candidate | null, m: RegExpExecArray): Candidate | null {
  return c && m[2] && m[0].startsWith(m[2], c.end - m.index) ? { ...c, end: c.end + m[2].length } : c;
}

function ageAt(
  text: string,
  m: RegExpExecArray,
  min: number,
  max: number,
  score: number,
  detail: string,
  v = m[1] ?? '',
): Candidate | null {
  const n = Number(v);
  if (!(n >= min && n <= max)) return null;
  const start = m.index + m[0].lastIndexOf(v);
  const end = start + v.length;
  if (UNIT_AFTER.test(text.slice(end, end + 12))) return null;
  return { start, end, category: 'age', score, detail };
}

/**
 * Keeps a found age. A module-level function, not a closure made on every call: tsx (the bench's and the CLI's loader)
 * wraps each named closure in a call that sets its name (session 38).
 */
function pushAge(out: Candidate[], c: Candidate | null): void {
  if (c) out.push(c);
}

export function contextAges(text: string): Candidate[] {
  const out: Candidate[] = [];
  const verbAge = VERB_THEN_AGE.test(text);
  if (AT_TWO_DIGITS.test(text)) for (const m of scan(AT_AGE, text)) pushAge(out, ageAt(text, m, 13, 110, 0.6, 'age_at'));
  if (verbAge) for (const m of scan(WHEN_WAS, text)) pushAge(out, ageAt(text, m, 1, 110, 0.6, 'age_when'));
  if (COMMA_AGE_COMMA.test(text)) for (const m of scan(KIN_COMMA, text)) pushAge(out, ageAt(text, m, 1, 99, 0.6, 'age_kin'));
  if (verbAge) for (const m of scan(KIN_IS, text)) pushAge(out, ageAt(text, m, 1, 110, 0.55, 'age_kin'));
  // The shapes in brackets need an opening bracket (and those with an age right inside it, a digit after it), which
  // most messages lack: a cheap test spares their scans (session 35).
  const parenAge = PAREN_DIGIT.test(text);
  if (parenAge) {
    for (const m of scan(KIN_PAREN, text)) pushAge(out, withSex(ageAt(text, m, 1, 99, 0.6, 'age_kin'), m));
    for (const re of [KIN_WORLD_PAREN, ACCENTED_NAME_PAREN]) {
      for (const m of scan(re, text)) pushAge(out, withSex(ageAt(text, m, 1, 99, 0.6, 'age_kin'), m));
    }
    for (const m of scan(SELF_PAREN, text)) pushAge(out, withSex(ageAt(text, m, 13, 99, 0.6, 'age_self'), m));
  }
  if (text.includes('(')) for (const m of scan(PAREN_LIST, text)) pushAge(out, ageAt(text, m, 13, 99, 0.6, 'age_list'));
  for (const m of COMMA_DIGIT.test(text) ? scan(NAME_COMMA, text) : []) {
    if (m[1] !== undefined && NOT_A_NAME_BEFORE.test(m[1])) continue;
    pushAge(out, ageAt(text, m, 1, 110, 0.55, 'age_apposition', m[2]));
  }
  for (const m of scan(LEAD_AGE, text)) pushAge(out, ageAt(text, m, 13, 99, 0.55, 'age_lead'));
  for (const m of KIN_BARE_TAIL.test(text) ? scan(KIN_BARE, text) : []) pushAge(out, ageAt(text, m, 1, 110, 0.55, 'age_kin'));
  if (OWNER_TWO_DIGITS.test(text)) for (const m of scan(AGE_KIN, text)) pushAge(out, ageAt(text, m, 13, 110, 0.55, 'age_kin'));
  for (const m of scan(ARE_AGES, text)) {
    // "we are 2" is how many, not how old: a group's own ages from 13.
    const min = m[1] !== undefined ? 1 : 13;
    for (const v of [m[3], m[4]]) {
      if (v === undefined) continue;
      const n = Number(v);
      const start = m.index + m[0].lastIndexOf(v);
      if (n < min || n > 110 || UNIT_AFTER.test(text.slice(start + v.length, start + v.length + 12))) continue;
      out.push({ start, end: start + v.length, category: 'age', score: 0.55, detail: 'age_group' });
    }
  }
  for (const m of scan(AGED_PAIR, text)) pushAge(out, ageAt(text, m, 1, 110, 0.6, 'age_list'));
  for (const m of KIDS_NAMED_AGES_LOOSE.test(text) ? scan(KIDS_NAMED_AGES, text) : []) {
    const list = m[1] ?? '';
    const listStart = m.index + m[0].lastIndexOf(list);
    for (const n of list.matchAll(/(?<=\p{L}\s+)\d{1,2}\b/gu)) {
      const start = listStart + (n.index ?? 0);
      if (Number(n[0]) > 25 || UNIT_AFTER.test(text.slice(start + n[0].length, start + n[0].length + 12))) continue;
      out.push({ start, end: start + n[0].length, category: 'age', score: 0.55, detail: 'age_group' });
    }
    // the children's names, capitalised before their ages ("Mason 8 and Ellie 5")
    for (const n of list.matchAll(/(?<![\p{L}'’-])\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?(?=\s+\d{1,2}\b)/gu)) {
      const start = listStart + (n.index ?? 0);
      out.push({ start, end: start + n[0].length, category: 'person', score: 0.6, detail: 'kid_name' });
    }
  }
  for (const m of ELDERS_ARE.test(text) ? scan(ELDERS_AGES, text) : []) {
    for (const v of [m[1], m[2]]) {
      if (v === undefined) continue;
      const start = m.index + m[0].lastIndexOf(v);
      if (Number(v) < 30 || Number(v) > 110 || UNIT_AFTER.test(text.slice(start + v.length, start + v.length + 12))) continue;
      out.push({ start, end: start + v.length, category: 'age', score: 0.55, detail: 'age_group' });
    }
  }
  for (const m of scan(AGE_SEX_WORD, text)) pushAge(out, ageAt(text, m, 13, 99, 0.55, 'age_sex'));
  if (POSSESSIVE_AGE.test(text)) for (const m of scan(KIN_S, text)) pushAge(out, ageAt(text, m, 1, 110, 0.55, 'age_kin'));
  if (SELF_AGE_LEAD.test(text)) for (const m of scan(SELF_THEN_KIN, text)) pushAge(out, ageAt(text, m, 13, 110, 0.55, 'age_kin'));
  for (const m of scan(KIDS_AGES, text)) {
    const first = ageAt(text, m, 1, 25, 0.55, 'age_group');
    if (!first) continue;
    out.push(first);
    // the rest of the list: every number after the first
    const tail = m[2] ?? '';
    const tailStart = m.index + m[0].length - tail.length;
    for (const n of tail.matchAll(/\d{1,2}/g)) {
      const start = tailStart + (n.index ?? 0);
      if (Number(n[0]) > 25 || UNIT_AFTER.test(text.slice(start + n[0].length, start + n[0].length + 12))) continue;
      out.push({ start, end: start + n[0].length, category: 'age', score: 0.55, detail: 'age_group' });
    }
  }
  for (const m of scan(BOTH_AGE, text)) pushAge(out, ageAt(text, m, 13, 110, 0.55, 'age_group', m[1] ?? m[2]));
  for (const m of scan(WHO_IS, text)) pushAge(out, ageAt(text, m, 1, 99, 0.5, 'age_who'));
  if (COMMA_TWO_DIGITS.test(text)) for (const m of scan(SELF_ROLE_AGE, text)) pushAge(out, ageAt(text, m, 16, 99, 0.55, 'age_self'));
  // the unit is part of the age, as "19 yo" (eval/realistic/README.md)
  for (const m of FOREIGN_AGE_LOOSE.test(text) ? scan(FOREIGN_AGE, text) : []) {
    const n = Number(m[1]);
    if (n >= 1 && n <= 110) out.push({ start: m.index, end: m.index + m[0].length, category: 'age', score: 0.6, detail: 'age_foreign' });
  }
  for (const m of BIRTHDAY_ORDINAL_TAIL.test(text) ? scan(BIRTHDAY_ORDINAL, text) : []) {
    const v = m[1] ?? '';
    const n = parseInt(v, 10);
    if (n < 10 || n > 110) continue;
    const start = m.index + m[0].lastIndexOf(v);
    out.push({ start, end: start + v.length, category: 'age', score: 0.55, detail: 'age_birthday' });
  }
  if (NUM_WORD_LOOSE.test(text)) {
    for (const m of scan(WORD_AGE, text)) {
      const v = m[1] ?? '';
      const start = m.index + m[0].lastIndexOf(v);
      out.push({ start, end: start + v.length + (m[2]?.length ?? 0), category: 'age', score: 0.6, detail: 'age_words' });
    }
    for (const m of scan(WORD_YEARS_OLD, text)) out.push({ start: m.index, end: m.index + m[0].length, category: 'age', score: 0.7, detail: 'age_words' });
  }
  if (/\b(?:months?|weeks?|mos?)\b/i.test(text)) {
    for (const m of scan(KIN_MONTHS, text)) {
      const v = m[1] ?? '';
      const start = m.index + m[0].lastIndexOf(v);
      out.push({ start, end: start + v.length, category: 'age', score: 0.6, detail: 'age_kin' });
    }
  }
  for (const m of scan(BORN_DATE, text)) {
    const v = m[1] ?? '';
    const start = m.index + m[0].lastIndexOf(v);
    out.push({ start, end: start + v.length, category: 'date', score: 0.8, detail: 'birth_date' });
  }
  for (const m of scan(BORN_SHORT, text)) {
    const v = m[1] ?? '';
    const start = m.index + m[0].lastIndexOf(v);
    out.push({ start, end: start + v.length, category: 'date', score: 0.8, detail: 'birth_year' });
  }
  return out;
}

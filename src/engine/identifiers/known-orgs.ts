/**
 * Organisations a person has an account, a debt, a policy or a bill with: banks and card issuers, lenders and loan
 * servicers, debt collectors, brokers and payment apps, health insurers and providers, pharmacies, phone and power
 * companies. Named in a message about oneself they say who holds the person's money, health record or debt ("21k
 * private through sallie mae", "one late payment on my amex", "Anthem is my insurance"), and people write them in
 * lower case as often as not, which the capitalised-run rules (ner.ts) cannot see.
 *
 * A public list (well-known US and UK names; session 22 added banks, remittance and crypto apps, betting operators,
 * lenders and hospitals elsewhere: "CIBC", "Remitly", "bet365", "MD Anderson"; written by the team), matched on word boundaries. A name that is also an
 * English word ("Chase", "Discover", "Progressive", "Ally") counts only when it is capitalised inside a sentence or
 * followed by a word of its trade ("discover card", "chase account", "ally bank"). The score is a weak name's (< 0.85,
 * pipeline.ts weakName), so a general question ("is amex better than chase?") leaves them, as it leaves other names.
 * Platforms people merely use (a search engine, a social network, a shop, a payment app, which is a verb as often:
 * "he'll venmo me") are not in the list: "a man she met on Facebook" names no account of hers. Nor are brokers whose
 * names are words and that people compare in general ("Vanguard or Fidelity?"), nor the credit bureaus and score or
 * coupon apps, which hold or show everyone's file ("my experian report", "credit karma says 584", "goodrx isn't
 * helping": the writers of the realistic set and of the training messages marked 1 of 22 such mentions). Inside code (an HTML option list of
 * insurers) a name is data, not an account: analyzer.ts drops these spans there.
 */
import { scan, type Candidate } from './candidate.ts';
import { CITIES, COUNTRIES, GIVEN_NAMES, US_STATES } from './lexicons.ts';
import { isOrdinaryWord } from './ordinary.ts';
import { gatedScan, listGate } from './gate.ts';

/** Names matched in any case. */
const PLAIN = `
jpmorgan|jp morgan|jpmorgan chase|bank of america|bofa|wells fargo|citibank|citi|citigroup|capital one|us bank|u.s. bank
pnc|pnc bank|truist|td bank|fifth third|citizens bank|regions bank|keybank|huntington bank|m&t bank|ally bank|ally financial
american express|amex|synchrony|synchrony bank|barclays|barclaycard|hsbc|santander|navy federal|usaa|penfed|charles schwab
schwab|e*trade|etrade|robinhood|webull|coinbase|binance|crypto.com|sofi|chime|varo
apple card|goldman sachs|lloyds|natwest|monzo|revolut|starling bank|halifax|n26|klarna|afterpay|sezzle|upstart
lendingclub|lending club|oportun|onemain|one main financial|mariner finance|world finance|speedy cash|ace cash express
check into cash|advance america|cashnetusa|moneylion|earnin|rocket mortgage
quicken loans|mr. cooper|pennymac|freedom mortgage|carvana|carmax|credit acceptance|westlake financial|ford credit
gm financial|toyota financial|navient|nelnet|sallie mae|mohela|aidvantage|edfinancial|fedloan|myfedloan
portfolio recovery|portfolio recovery associates|midland credit|midland funding|encore capital|lvnv|cavalry spv
anthem|anthem blue cross|blue cross|blue shield|blue cross blue shield|bcbs|aetna|cigna|humana|unitedhealthcare
united healthcare|uhc|kaiser permanente|centene|ambetter|molina|wellcare|tricare|medi-cal|geico|state farm|allstate
liberty mutual|farmers insurance|metlife|prudential|aflac|mutual of omaha|northwestern mutual|new york life
planned parenthood|cvs|walgreens|rite aid|mayo clinic|cleveland clinic|quest diagnostics|labcorp|minuteclinic
teladoc|betterhelp|talkspace|verizon|at&t|t-mobile|tmobile|comcast|xfinity|directv|pg&e|con edison|duke energy
ing bank|cibc|royal bank of canada|scotiabank|bmo|td canada trust|desjardins|westpac|anz|commbank
commonwealth bank|mbna|aib|bank of ireland|permanent tsb|bbva|garanti bbva|caixabank|sabadell|bankinter|dbs|ocbc|uob
maybank|hdfc bank|icici bank|axis bank|kotak|itaú|itau|bradesco|nubank|banorte|bancolombia|standard chartered|absa
capitec|nedbank|gtbank|zenith bank|m-pesa|mpesa|gcash|paymaya|transferwise|remitly|western union|moneygram|xoom
worldremit|bybit|kucoin|okx|bet365|draftkings|fanduel|betmgm|pointsbet|betway|paddy power|william hill
ladbrokes|sky bet|betfair|sportybet|bet9ja|chumba|debtbusters|stepchange|okash|vanquis|provident financial
amigo loans|lendup|possible finance|clearpay|laybuy|coppel|creditea|md anderson|memorial sloan kettering
johns hopkins|mass general|cedars-sinai|hazelden|betty ford|uclh|maudsley|great ormond street|sickkids|nyu langone
dollar general|family dollar|dollar tree|best buy|king soopers|greggs|shoprite
allianz|allianz care|axa|aviva|zurich insurance|generali|aegon|manulife|sun life|canada life|great-west life|bupa
medibank|nib health|discovery health|old mutual|sanlam|santam|outsurance|hollard|star health|icici lombard|hdfc ergo
niva bupa|unimed|sulamerica|sulamérica|gnp seguros|mapfre|debeka|techniker krankenkasse|barmer|zilveren kruis
admiral insurance|hastings direct|legal & general|standard life|royal london|esure|churchill insurance|ageas
nfu mutual|the hartford|travelers insurance|erie insurance|american family insurance|amica|esurance|safeco|hiscox
oscar health|highmark|premera|regence|carefirst|florida blue|emblemhealth|healthfirst|caresource|amerigroup
harvard pilgrim|tufts health|visitors care|img global|world nomads|safetywing|seven corners
`;

/** Entries of PLAIN that are towns too (the one such lender in the list; CITIES holds the larger towns). */
const TOWN_NAMED = new Set(['halifax']);

/** Names that are English words too: counted capitalised inside a sentence, or before a word of their trade. */
const WORDLIKE = `chase|discover|ally|progressive|spectrum|nationwide|cox|sprint|lemonade|prosper|avant|kaiser|ing|wise|affirm|branch|aqua|td`;

/** A word of the name's trade right after it: "discover card", "chase account", "ally bank", "kaiser health". */
const PRODUCT = /^[\s-]+(?:card|cards|bank|account|accounts|checking|savings|loan|loans|mortgage|credit|financial|insurance|health|statement|bill|bills|plan|app|sapphire|freedom|total\s+checking|premier|slate|unlimited)\b/i;
/** A verb of what an institution does to a customer, after a capitalised name that starts a sentence ("Chase denied …"). */
const DOES = /^\s+(?:is|was|has|said|says|denied|approved|closed|charged|sent|called|wants|sued|keeps|won't|wont|refused|raised|cut|froze|flagged)\b/;

function names(list: string): string[] {
  return list
    .split(/\||\n/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

function alternation(list: string): string {
  return names(list)
    .sort((a, b) => b.length - a.length)
    .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+'))
    .join('|');
}

// Sticky: tried only where a letter run that starts a listed name starts (gate.ts; session 36). Both lookbehinds
// forbid a letter before a match and both lookaheads one after a name, as gatedScan needs.
const PLAIN_RE = new RegExp(`(?<![\\p{L}\\p{N}&*.-])(?:${alternation(PLAIN)})(?![\\p{L}\\p{N}&*-]|\\.[\\p{L}\\p{N}])`, 'yiu');
const PLAIN_GATE = listGate(names(PLAIN));
const WORDLIKE_RE = new RegExp(`(?<![\\p{L}\\p{N}&-])(?:${alternation(WORDLIKE)})(?![\\p{L}\\p{N}&-])`, 'yiu');
const WORDLIKE_GATE = listGate(names(WORDLIKE));
/** The sticky regexes, their gates and names (gate.test.ts compares the gated scans with whole-message scans). */
export const LIST_SHAPES_FOR_TEST = { PLAIN_RE, PLAIN_GATE, PLAIN_NAMES: names(PLAIN), WORDLIKE_RE, WORDLIKE_GATE, WORDLIKE_NAMES: names(WORDLIKE) };

/**
 * A pasted bank statement's payroll line names the writer's employer: "DIRECT DEP RIVERBEND HOME CARE PAYROLL",
 * "PAYROLL DEPOSIT ACME TOOLS INC PPD". The name is the capitalised words between the deposit words and the payroll word.
 */
const PAYROLL_LINE =
  /\b(?:DIRECT\s+DEP(?:OSIT)?|DIR\s+DEP|PAYROLL\s+DEP(?:OSIT)?|ACH\s+CREDIT)\s+([A-Z][A-Z0-9&.,'’-]*(?:[ \t][A-Z0-9&.,'’-]+){0,5}?)[ \t]+(?:PAYROLL|PPD|PAYRLL|SALARY|PAYMENT|DIR\s+DEP)\b/g;

/** Whether `at` starts a sentence (text start, or after ". ", "! ", "? ", a line break). */
function sentenceStart(text: string, at: number): boolean {
  return /(?:^|[.!?]\s+|\n\s*)$/.test(text.slice(Math.max(0, at - 4), at));
}

/**
 * "University of Toronto", "Bank of Lumbria", "Museum of Modern Art": an institution's head word, "of" and a capitalised
 * name are one organisation (issue 18), even when the name after "of" is a place.
 */
const INSTITUTION_HEADS =
  'University|Bank|Institute|College|Museum|Hospital|School|Academy|Society|Association|Federation|Church|Ministry|Council|Conservatory|Library|Infirmary|Friends';
const INSTITUTION_OF = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:${INSTITUTION_HEADS})\s+of\s+(?:the\s+)?\p{Lu}[\p{L}\p{M}'’-]*(?:\s+(?:and\s+)?\p{Lu}[\p{L}\p{M}'’-]*){0,3}`,
  'gu',
);
/**
 * INSTITUTION_OF's exact pre-check (session 38): its opening (a head word, "of", a capital) without the lookbehind, which
 * made V8 try every position; most messages have none.
 */
export const INSTITUTION_OF_OPENING = new RegExp(String.raw`(?:${INSTITUTION_HEADS})\s+of\s+(?:the\s+)?\p{Lu}`, 'u');

/** "Bandung Chamber of Commerce", "Port Authority of Maine": a public body's head with its place (issue 18). */
const CHAMBER_OR_AUTHORITY =
  /(?<![\p{L}\p{N}])(?:(?:\p{Lu}[\p{L}\p{M}'’-]*\s+){1,3}Chamber\s+of\s+Commerce|Port\s+Authority\s+of\s+(?:the\s+)?\p{Lu}[\p{L}\p{M}'’-]*(?:\s+\p{Lu}[\p{L}\p{M}'’-]*){0,2})/gu;

/** A literal that every CHAMBER_OR_AUTHORITY match holds ("Chamber" or "Port"). */
export const CHAMBER_OR_AUTHORITY_WORD = /Chamber|Port/;

/**
 * A saint's name in the possessive is a hospital, a school or a parish ("at St. Luke's in Boise", "St Jude's"), not the
 * saint, nor a feast ("St. Patrick's Day"); a place or name before "Children's" is a children's hospital ("Monash
 * Children's", "Boston Children's Hospital") and a name after it is one too ("Children's Mercy"; not "Children's Day");
 * "Port of Rotterdam" is the port's authority (session 24).
 */
const SAINTS_OR_CHILDRENS =
  /(?<![\p{L}\p{N}])(?:(?:St\.?|Saint)\s+\p{Lu}\p{Ll}+['’]s(?!\s+(?:Day|Eve|Night|Parade|Feast)\b)(?:\s+(?:Hospital|Medical\s+Center|Health|School|College|Church|Academy))?|(?!(?:My|Our|Your|His|Her|Their|The|Of|For|And|All)\s)\p{Lu}\p{Ll}+\s+Children['’]s(?:\s+(?:Hospital|Medical\s+Center|Health))?|Children['’]s\s+(?!(?:Day|Act|Commissioner|Services|Court|Book|Books|Ward|Hospital)\b)\p{Lu}\p{Ll}+|Port\s+of\s+(?!Spain\b)\p{Lu}\p{Ll}+)(?![\p{L}\p{N}])/gu;

/** A literal that every SAINTS_OR_CHILDRENS match holds ("St", "Saint", "Children" or "Port"). */
export const SAINTS_OR_CHILDRENS_WORD = /St|Saint|Children|Port/;
export const SHAPES_FOR_TEST = { SAINTS_OR_CHILDRENS, CHAMBER_OR_AUTHORITY };

/**
 * "through the Bridgeway clinic", "the Riverside hospital": a capitalised name between "the" and a lower-case word for a
 * care provider is the provider's name (session 24), and so after "at", "to", "from", "into" ("ambulance to Mansfield
 * hospital", "at Aga Khan hospital": session 25); not a weekday, a month, a disease or a drug ("the Covid clinic").
 */
const THE_NAMED_PROVIDER =
  /(?<=\b(?:the|at|to|from|into)\s)(?!(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Covid|Botox|Suboxone|Methadone|Lasik|Medicare|Medicaid|Walk-in|Urgent|Main|Local|New|Old|Same|Other|First|Second|Next)\b)\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,2}\s+(?:clinic|hospital|surgery|rehab|practice|medical center)(?![\p{L}\p{N}])/gu;
/** THE_NAMED_PROVIDER's exact pre-check (session 38): the space and the kind of provider that end every match. */
export const SPACE_THEN_PROVIDER = /\s(?:clinic|hospital|surgery|rehab|practice|medical center)/;

/**
 * A business named right after its trade's word: "loan from app Cash Now", "agency StaffLine Direct", "my lender
 * Fairstone", "the staffing firm Kelly Services" (session 25). One to three capitalised words, in a message written in
 * both cases; not a weekday, a month or a pronoun.
 */
const TRADE_NAMED =
  /(?<=\b(?:app|agency|lender|firm|insurer|employer|company|landlord\s+company|management\s+company|debt\s+collector|collector|collection\s+agency|payday\s+lender)\s)(?!(?:I|I'm|My|The|A|An|And|But|So|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)\p{Lu}[\p{L}&'’-]*(?:\s\p{Lu}[\p{L}&'’-]*){0,2}/gu;
/**
 * TRADE_NAMED's exact pre-check (session 38): the last word of its lookbehind ("landlord company", "debt collector",
 * "payday lender" end as the single words do), the space and the capital that opens the match.
 */
export const TRADE_WORD_THEN_CAPITAL = /(?:app|agency|lender|firm|insurer|employer|company|collector)\s\p{Lu}/u;

/**
 * A coined name that opens with a figure, after a preposition that names a workplace or a source ("a year at
 * 5Psolutions", "my results from 23andMe", "joined 7Eleven"; session 27): the rule NER's tokens start with a letter and
 * never see it. The letters are no English word and no unit ("at 7pm", "from 10mg", "with 2kids" stay out), unless they
 * carry a capital of their own ("23andMe").
 */
const DIGIT_LED = /(?<=\b(?:at|from|with|joined|joining|left|leaving|by)\s)\d{1,3}-?([A-Za-z][A-Za-z]{2,}(?:[A-Z][a-z]+)*)(?![\p{L}\p{N}])/gu;

/**
 * What only a company becomes or undergoes: "which later became Oliver Wyman", "was acquired by Harper Lowell", "it
 * was renamed Brightline Axle", "a subsidiary of North American Van Lines" (session 27). One to five capitalised words
 * after the cue (a given name opening them included: a person is not renamed into or bought by), in a message written
 * in both cases; not a weekday, a month or a pronoun.
 */
const COMPANY_FATE =
  /(?<=\b(?:(?:later|then|which|that|it|and|eventually)\s+became|(?:was|were|got|been|being|is)\s+(?:acquired|bought|purchased|taken\s+over)\s+by|renamed(?:\s+(?:to|as))?|rebranded(?:\s+(?:to|as))?|a\s+subsidiary\s+of|spun\s+off\s+from)\s)(?!(?:I|The|A|An|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b)\p{Lu}[\p{L}&'’-]*(?:\s(?:&\s)?\p{Lu}[\p{L}&'’-]*){0,4}/gu;
/** COMPANY_FATE's exact pre-check (session 38): a word that every alternative of its lookbehind holds. */
export const FATE_WORD = /became|acquired|bought|purchased|taken\s+over|renamed|rebranded|subsidiary|spun/;
export const PRECHECKED_FOR_TEST = { INSTITUTION_OF, THE_NAMED_PROVIDER, TRADE_NAMED, COMPANY_FATE };

/**
 * A business at a town: "our store at Kroger in Dayton", "a cashier at the Olive Garden in Nashua", "I work at Hallam
 * Foods in Rotherham" (session 28). One to four capitalised words after "at" (an article between), then "in" and a
 * capitalised place: the training writers marked 35 such runs as the organisation and 1 as a place (a prison). The
 * rule NER reads the run as a place by its "at", or as a person by a given name opening it.
 */
const AT_BUSINESS_IN =
  /(?<=\bat\s(?:the\s)?)\p{Lu}[\p{L}\p{N}'’.-]*(?:\s(?:&\s)?\p{Lu}[\p{L}\p{N}'’.-]*){0,3}(?=(?:\s+(?:depot|warehouse|store|plant|factory|branch|office|hub|site|location|facility))?\s+in\s+\p{Lu})/gu;
/** The town after the business ("… in Kent", "… depot in Tracy"): a place, even when it is a given name too. */
const BUSINESS_TOWN = /^(?:\s+(?:depot|warehouse|store|plant|factory|branch|office|hub|site|location|facility))?\s+in\s+(\p{Lu}\p{Ll}+(?:[ \t]\p{Lu}\p{Ll}+)?)(?![\p{L}\p{N}])/u;
/** What sits "at … in" without being a business: times, feasts, home and the like ("at Christmas in London"). */
const NOT_A_BUSINESS = new Set(
  'i christmas easter thanksgiving ramadan diwali eid hanukkah home work school uni university college church mass night noon midnight dawn lunch dinner breakfast monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december'.split(
    ' ',
  ),
);

/**
 * A police force or a sheriff's office by its place's name: "Mesa PD", "AUSTIN PD", "Thames Valley Police", "Harris
 * County Sheriff's Office" (session 28). The guideline makes a police department on a side of the person's case an
 * organisation; the rule NER reads the place's words as a place or a person ("Mesa", "AUSTIN"). Not before another
 * capitalised word ("Sheriff Brown" is a person's title).
 */
const POLICE_FORCE =
  /(?<![\p{L}\p{N}])(?:\p{Lu}[\p{L}\p{M}'’.-]*[ \t]){1,4}(?:PD|P\.D\.|Police(?:[ \t]+(?:Department|Dept\.?|Service|Force))?|Sheriff(?:['’]s[ \t]+(?:Office|Department|Dept\.?))?|Constabulary)(?![\p{L}\p{N}]|[ \t]+\p{Lu})/gu;
/** Words that open a sentence or title the officer, not the force's place: "Called Mesa PD", "Officer Hale". */
const FORCE_LEAD =
  /^(?:(?:The|A|An|My|Our|His|Her|Their|Called|Call|Contact|Contacted|Told|And|But|So|Then|When|If|Officer|Officers|Detective|Det\.?|Sgt\.?|Sergeant|Deputy|Chief|I|We|He|She|They)[ \t]+)+/;

/**
 * A hospital by its town's name and its kind: "Toronto General", "Leeds General", "Vancouver General", "Mercy
 * Regional", "Bradford Royal", "Royal Melbourne", "Royal Perth" (session 28). The town (a lexicon city or state) or a
 * hospital's faith word opens it; the rule NER keeps the town alone as a place.
 */
const TOWN_HOSPITAL =
  /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}'’.-]*(?:[ \t]\p{Lu}[\p{L}'’.-]*){0,2})[ \t](?:General|Western|Regional|Memorial|Infirmary|Royal)(?:[ \t]Hospital)?(?![\p{L}\p{N}])/gu;
const ROYAL_TOWN = /(?<![\p{L}\p{N}])Royal[ \t](\p{Lu}\p{Ll}+)(?![\p{L}\p{N}]|[ \t]+\p{Lu})/gu;
const HOSPITAL_FAITH = new Set(['mercy', 'providence', 'baptist', 'methodist', 'presbyterian', 'lutheran', 'adventist', 'good samaritan', 'sacred heart', 'st. joseph', 'st joseph']);
/** A town's name: a lexicon city or state, a hospital's faith word, or one word no dictionary and no given name holds ("Leeds"). */
const townLike = (lower: string): boolean =>
  CITIES.has(lower) || US_STATES.has(lower) || HOSPITAL_FAITH.has(lower) || (!/\s/.test(lower) && !isOrdinaryWord(lower) && !GIVEN_NAMES.has(lower));

/** Words of a kind of force ("State Police", "Campus Police", "Military Police"), no place's name. */
const GENERIC_FORCE = /^(?:state|city|local|military|secret|border|transit|federal|national|campus|university|school|county|metropolitan|metro|railway|traffic|royal|mounted|the)$/i;

/**
 * A saint's name before a church's, a school's or a hospital's word ("St. George church", "St. Joseph school", "Saint
 * Luke church", "St Anne's Catholic School"): the parish or the school, not a person nor a place (written-fresh yl,
 * session 30).
 */
const SAINT_INSTITUTION =
  /(?<![\p{L}\p{N}])(?:St\.?|Saint|San|Santa|Sankt)[ \t]+\p{Lu}[\p{L}\p{M}]+(?:['’]s)?(?:[ \t]+(?:the[ \t]+)?\p{Lu}[\p{L}\p{M}]+(?:['’]s)?)?[ \t]+(?:(?:Catholic|catholic|Orthodox|orthodox|Episcopal|episcopal|Lutheran|lutheran|Baptist|baptist|Methodist|methodist|Anglican|anglican|Primary|primary|Elementary|elementary|High|high|Middle|middle|Parish|parish)[ \t]+)?(?:[Cc]hurch|[Cc]athedral|[Cc]hapel|[Pp]arish|[Ss]chool|[Cc]ollege|[Aa]cademy|[Hh]ospital|[Mm]edical[ \t]+[Cc]enter|[Cc]linic|[Uu]niversity)\b/gu;

/**
 * Towns named after a saint ("we live in St. Louis", "moved to st paul", "st pete"): the place, not the saint's given name
 * as a person (session 43: "St. Louis" read "Louis" as a person, in either case). Saints whose name is as often a church's
 * or a person's devotion ("St. Joseph", "St. George", "St. Thomas") are left out.
 */
const SAINT_PLACE =
  /(?<![\p{L}\p{N}])(?:st\.?|saint)[ \t]+(?:louis|paul|petersburg|augustine|albans|helens|cloud|catharines|kitts|lucia|andrews|ives|austell|neots|davids|moritz|gallen|tropez|malo|etienne|pete|croix|maarten)(?![\p{L}\p{M}'’])/giu;

/**
 * A partner firm's name written in lower case inside a message written in both cases ("the audit was done by jones,
 * mitchell and williams", "forward it to becker-shaffer"; session 48): three surnames "a, b and c" or two joined by a
 * hyphen, none an English word, a town or chat shorthand, at most one a given name (none in a pair).
 */
const LOWER_PARTNERS = /(?<![\p{L}\p{N}@./_-])(?:([a-z]{3,}), ([a-z]{3,}),? (?:and|&) ([a-z]{3,})|([a-z]{4,})-([a-z]{4,}))(?![\p{L}\p{N}@_-]|\.[a-z])/gu;
const surnameLike = (w: string): boolean => !isOrdinaryWord(w) && !CITIES.has(w) && !COUNTRIES.has(w) && !US_STATES.has(w) && !LOWER_NOT_NAMES.has(w);
const LOWER_NOT_NAMES = new Set(['lol', 'lmao', 'omg', 'idk', 'tbh', 'imo', 'btw', 'yada', 'blah', 'haha', 'hehe', 'etc', 'www', 'http', 'https', 'html', 'json', 'yaml', 'utf', 'npm', 'node', 'react', 'redux', 'tiktok', 'insta', 'covid', 'corona']);
function lowerPartners(text: string, out: Candidate[]): void {
  if (!/\p{Lu}/u.test(text) || !/(?:, [a-z]{3,},? (?:and|&) |[a-z]{4}-[a-z]{4})/.test(text)) return;
  for (const m of scan(LOWER_PARTNERS, text)) {
    const words = m[4] !== undefined ? [m[4], m[5]!] : [m[1]!, m[2]!, m[3]!];
    if (!words.every(surnameLike)) continue;
    if (words.filter((w) => GIVEN_NAMES.has(w)).length > (words.length === 3 ? 1 : 0)) continue;
    // inside a path, a URL, an identifier or code ("my-repo", "foo_bar-baz") it is no firm
    if (m[4] !== undefined && /[/\\:=`'"]/.test(text.charAt(m.index - 1))) continue;
    out.push({ start: m.index, end: m.index + m[0].length, category: 'organization', score: 0.55, detail: 'partner_firm' });
  }
}

export function knownOrgs(text: string): Candidate[] {
  const out: Candidate[] = [];
  lowerPartners(text, out);
  if (/\bs(?:t\.?|aint)[ \t]/i.test(text)) {
    for (const m of scan(SAINT_PLACE, text)) out.push({ start: m.index, end: m.index + m[0].length, category: 'location', score: 0.8, detail: 'saint_place' });
  }
  if (/\b(?:St\.?|Saint|San|Santa|Sankt) \p{Lu}/u.test(text)) {
    for (const m of scan(SAINT_INSTITUTION, text)) out.push({ start: m.index, end: m.index + m[0].length, category: 'organization', score: 0.75, detail: 'saint_institution' });
  }
  if (/\b(?:PD|P\.D\.|Police|Sheriff|Constabulary)\b/.test(text)) {
    for (const m of scan(POLICE_FORCE, text)) {
      const lead = FORCE_LEAD.exec(m[0])?.[0].length ?? 0;
      // the force's place must remain after its leading words ("The Police" alone names none)
      if (!/[ \t]/.test(m[0].slice(lead).trim())) continue;
      // "the State Police", "Campus Police": a kind of force, not a named one
      const place = m[0].slice(lead).trim().split(/[ \t]+/).slice(0, -1);
      if (place.every((w) => GENERIC_FORCE.test(w)) || /^(?:Police|Sheriff)$/.test(place[place.length - 1] ?? '')) continue;
      const start = m.index + lead;
      out.push({ start, end: m.index + m[0].length, category: 'organization', score: 0.75, detail: 'police_force' });
    }
  }
  if (/\b(?:General|Western|Regional|Memorial|Infirmary|Royal)\b/.test(text)) {
    for (const m of scan(TOWN_HOSPITAL, text)) {
      if (townLike(m[1]!.toLowerCase())) out.push({ start: m.index, end: m.index + m[0].length, category: 'organization', score: 0.7, detail: 'town_hospital' });
    }
    for (const m of scan(ROYAL_TOWN, text)) {
      if (townLike(m[1]!.toLowerCase())) out.push({ start: m.index, end: m.index + m[0].length, category: 'organization', score: 0.7, detail: 'town_hospital' });
    }
  }
  if (/\p{Ll}/u.test(text) && / in \p{Lu}/u.test(text)) {
    for (const m of scan(AT_BUSINESS_IN, text)) {
      const name = m[0].replace(/[.’'-]+$/u, '');
      const lower = name.toLowerCase();
      const words = lower.split(/\s+/);
      if (NOT_A_BUSINESS.has(words[0]!) || COUNTRIES.has(lower) || US_STATES.has(lower) || CITIES.has(lower)) continue;
      // "at Maria in Boston": a given name alone is someone (or, after "at", a place named after someone)
      if (words.length === 1 && GIVEN_NAMES.has(lower)) continue;
      out.push({ start: m.index, end: m.index + name.length, category: 'organization', score: 0.65, detail: 'business_in_town' });
      const town = BUSINESS_TOWN.exec(text.slice(m.index + m[0].length));
      if (town && !NOT_A_BUSINESS.has(town[1]!.toLowerCase())) {
        const at = m.index + m[0].length + town[0].length - town[1]!.length;
        out.push({ start: at, end: at + town[1]!.length, category: 'location', score: 0.6, detail: 'business_town' });
      }
    }
  }
  if (/\p{Ll}/u.test(text)) {
    for (const m of FATE_WORD.test(text) ? scan(COMPANY_FATE, text) : []) {
      // "He later became Mayor", "later became Brosca's wife": a title or someone's relation.
      if (/['’]s$/.test(m[0]) || /['’]s\b/.test(text.slice(m.index + m[0].length, m.index + m[0].length + 3)) || (!/\s/.test(m[0]) && isOrdinaryWord(m[0].toLowerCase()))) continue;
      out.push({ start: m.index, end: m.index + m[0].length, category: 'organization', score: 0.7, detail: 'company_fate' });
    }
  }
  for (const m of scan(DIGIT_LED, text)) {
    const letters = m[1]!;
    if (!/\p{Lu}/u.test(letters.slice(1)) && !/^\p{Lu}/u.test(letters) && isOrdinaryWord(letters.toLowerCase())) continue;
    if (/^(?:am|pm|ish|noon|midnight|th|st|nd|rd|mg|mcg|ml|kg|lbs?|hrs?|mins?|yrs?|yo|months?|weeks?|days?|years?|hours?|minutes?)$/i.test(letters)) continue;
    out.push({ start: m.index, end: m.index + m[0].length, category: 'organization', score: 0.6, detail: 'org_shape' });
  }
  if (/\p{Ll}/u.test(text)) {
    for (const m of TRADE_WORD_THEN_CAPITAL.test(text) ? scan(TRADE_NAMED, text) : []) {
      out.push({ start: m.index, end: m.index + m[0].length, category: 'organization', score: 0.6, detail: 'trade_named' });
    }
  }
  for (const m of SPACE_THEN_PROVIDER.test(text) ? scan(THE_NAMED_PROVIDER, text) : []) {
    out.push({ start: m.index, end: m.index + m[0].length, category: 'organization', score: 0.65, detail: 'named_provider' });
  }
  // Each of the two shapes holds one of these words (case-sensitive); most messages have none (session 35).
  if (SAINTS_OR_CHILDRENS_WORD.test(text)) {
    for (const m of scan(SAINTS_OR_CHILDRENS, text)) {
      out.push({ start: m.index, end: m.index + m[0].length, category: 'organization', score: 0.75, detail: 'institution_shape' });
    }
  }
  if (CHAMBER_OR_AUTHORITY_WORD.test(text)) {
    for (const m of scan(CHAMBER_OR_AUTHORITY, text)) {
      out.push({ start: m.index, end: m.index + m[0].length, category: 'organization', score: 0.75, detail: 'institution_of' });
    }
  }
  for (const m of INSTITUTION_OF_OPENING.test(text) ? scan(INSTITUTION_OF, text) : []) {
    out.push({ start: m.index, end: m.index + m[0].length, category: 'organization', score: 0.75, detail: 'institution_of' });
  }
  for (const m of gatedScan(PLAIN_RE, PLAIN_GATE, text)) {
    // "a paralegal in Halifax", "from halifax", "the population of Halifax": a lender named after its town is the town
    // after a place's preposition (session 34); "switched to Halifax", "a customer of Halifax" stay the lender.
    if ((CITIES.has(m[0].toLowerCase()) || TOWN_NAMED.has(m[0].toLowerCase())) && /\b(?:in|from|near|outside|around|visiting|live|lives|living|moved\s+to|population\s+of)\s+$/i.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    out.push({ start: m.index, end: m.index + m[0].length, category: 'organization', score: 0.7, detail: 'known_org' });
  }
  for (const m of scan(PAYROLL_LINE, text)) {
    const name = m[1]!.replace(/[.,'’-]+$/, '');
    const start = m.index + m[0].indexOf(m[1]!);
    out.push({ start, end: start + name.length, category: 'organization', score: 0.7, detail: 'payroll_employer' });
  }
  for (const m of gatedScan(WORDLIKE_RE, WORDLIKE_GATE, text)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 16);
    const titled = /^\p{Lu}\p{Ll}/u.test(m[0]);
    const counted = PRODUCT.test(after) || (titled && (!sentenceStart(text, m.index) || DOES.test(after)));
    // Before its product's word the name outranks a given name's reading of the run ("Chase Sapphire card", "CHASE
    // TOTAL CHECKING" are no person named Chase; session 26), and stays below a strong name's 0.85 (pipeline weakName).
    const score = PRODUCT.test(after) ? 0.82 : 0.7;
    if (counted) out.push({ start: m.index, end: m.index + m[0].length, category: 'organization', score, detail: 'known_org' });
  }
  return out;
}

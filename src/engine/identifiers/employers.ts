/**
 * Organisations named where someone works, worked, drives, was laid off or was treated: "a shift at Home Depot",
 * "i drive for DoorDash", "laid off from the Hyatt", "my employer Lumenix sp. z o.o.", "the ER at Children's Mercy".
 * The rule NER (ner.ts) needs a name word it does not know, so a business named with English words ("Home Depot",
 * "Dollar General", "Target") or with a hyphen ("Chick-fil-A") passes it; after a cue of employment or care the
 * capitalised words are the organisation whatever they are made of. The score is a weak name's (pipeline.ts
 * weakName), so a general question ("is it hard to get a job at Google?") leaves them as it leaves other names.
 */
import { scan, type Candidate } from './candidate.ts';
import { CITIES, COUNTRIES, GIVEN_NAMES, US_STATES } from './lexicons.ts';
import { gatedTest, listGate } from './gate.ts';

/** Words of working for someone, or of being their patient, before "at", "for", "with", "from", "to". */
const CUE = new RegExp(
  '(?:' +
    [
      // "work at", "works nights at", "worked part-time for", "job at", "a shift at", "an interview with", "drive for"
      String.raw`\b(?:work(?:s|ed|ing)?(?:\s+(?:nights|days|weekends|mornings|evenings|part[- ]time|full[- ]time|overtime|there|here))?|jobs?|shifts?|employed|hired|interview(?:s|ed|ing)?|internship|interning|position|career|gig|driv(?:e|es|ing)|drove|deliver(?:s|ing|ed)?|clerk(?:ing)?|cashier(?:ing)?)\s+(?:at|for|with)`,
      // "laid off from the Hyatt", "fired from Walmart", "retired from Indian Railways"
      String.raw`\b(?:laid\s+off|let\s+go|fired|terminated|retired|resigned|discharged)\s+(?:from|by)`,
      // "my employer Lumenix", "my bank is Regions", "our insurer is Aviva"
      // (session 20: "my insurance is Hiscox", "our lender was Pinecrest", "our clinic (Shady Grove)")
      String.raw`\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+(?:employer|company|workplace|bank|insurer|insurance|lender|landlord|pharmacy|hospital|clinic|daycare|school|university|college)(?:\s+(?:is|was)|\s+\()?`,
      // "the ER at Children's Mercy", "a DKA admission at Children's Mercy", "admitted to Mercy General"; after "in" the
      // town ("my clinic in Baltimore", "hospice in Ballarat": the training writers marked 18 places there, 1 business;
      // session 28)
      String.raw`\b(?:ER|ED|emergency\s+room|hospital|clinic|admission|admitted|inpatient|outpatient|rehab|detox|residential)\s+(?:at|to)`,
      // session 18: a role at a workplace ("I'm a dev at Shopify", "a manager at a Kroger"), working again or still
      // somewhere ("working again at Home Depot"), leaving or joining it ("leaving Deloitte"), a named job ("my
      // second job Bunnings"), and money kept with a bank ("savings at First Bank", "deposits with HDFC Bank")
      String.raw`\b(?:dev|developer|engineer|manager|nurse|teacher|cashier|analyst|associate|intern|supervisor|assistant|accountant|barista|server|cook|receptionist|technician|tech|paralegal|attorney|lawyer|pharmacist|programmer|designer|consultant|director|rep|representative|worker|employee|coordinator|specialist|administrator|admin|stocker|picker|packer|loader|mechanic|chef|bartender|waiter|waitress|housekeeper|caregiver|aide|cna|rn|lpn|emt|paramedic|guard|janitor|cleaner|driver|agent|recruiter|scientist|researcher|professor|lecturer|volunteer|contractor|temp)\s+(?:at|for|with)(?:\s+(?:a|an))?`,
      String.raw`\b(?:work(?:s|ed|ing)?|job)\s+(?:again|still|now|currently|back)\s+(?:at|for|with)`,
      // session 29: the workplace in brackets after "my work" ("dont want my work (Philips) to find out")
      String.raw`\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+(?:work|job|workplace|work\s*place)\s+\(`,
      String.raw`\b(?:leaving|left|quit|quitting|joined|joining)`,
      String.raw`\b(?:my|our|his|her|their)\s+(?:(?:first|second|other|new|old|day|night|part[- ]time|full[- ]time|main)\s+)?job(?:\s+(?:is|was|at))?`,
      // session 20: driving or working a thing of the trade for or at a workplace ("i drive a box truck for Sysco", "I
      // work the register at Dollar General", "the night shift at Tesco"), and a care home ("memory care at Sunrise of
      // Westfield")
      String.raw`\b(?:driv(?:e|es|ing)|drove|work(?:s|ed|ing)?)\s+(?:a|an|the)\s+(?:[a-z-]+\s+){0,2}(?:at|for)`,
      String.raw`\b(?:memory\s+care|assisted\s+living|nursing\s+home|care\s+home|hospice)\s+at`,
      String.raw`\b(?:savings|deposits?|fixed\s+deposits?|checking|accounts?|loans?|mortgage|overdraft|credit\s+line)\s+(?:at|with|from)`,
      // session 27: a wage earned there ("i make $17.50/hr at Kroger", "$19 an hour at Target", "making 52k at Intuit")
      // (a rate, or an amount after a verb of earning: "spent $40 at Target" is a shop)
      String.raw`(?:\$\s?\d[\d.,]*|\b\d[\d.,]*\s?(?:k|dollars|bucks)?)\s*(?:\/\s?(?:hr|hour|h)|(?:an?|per)\s+(?:hr|hour)|hourly)\s+(?:at|from)`,
      String.raw`\b(?:make|makes|making|made|earn|earns|earning|earned|paid|salary\s+(?:is|was|of))\s+(?:(?:like|about|around|only|just)\s+)?(?:\$\s?\d[\d.,]*k?|\b\d[\d.,]*\s?(?:k|dollars|bucks)?)(?:\s*(?:a|per)\s+(?:year|month|week))?\s+(?:at|from)`,
    ].join('|') +
    // session 27: an article after the cue ("working at a Bunnings in Geelong", "a job at a Costco"); session 31: on the
    // cue's own line ("returned within 10 days of leaving\nFriendly tone": a new line's capital opens its line, no name)
    String.raw`)(?:[ \t]+|(?<=\())(?:(?:the|a|an)[ \t]+)?(?=\p{Lu})`,
  'gu',
);
/** The name: capitalised words (with "of" or "&" between; "and" ends it: "DoorDash and Uber" are two), a store number after it ("King Soopers #41"). */
const NAME =
  /^(?:\p{Lu}[\p{L}\p{N}'’.-]*)(?:\s(?:(?:of|&|de|du|del|la)\s)?\p{Lu}[\p{L}\p{N}'’.-]*){0,4}(?:\s#\d{1,6})?/u;
/** Titles of a person (session 30). */
const PERSON_TITLE = /^(?:mr|mrs|ms|mx|miss|dr|prof|mister|doctor|herr|frau|señor|señora|sr|sra|srta)\.?$/i;
/** Corporate suffixes in lower case that belong to a name ("Lumenix sp. z o.o.", "Acme s.r.l."). */
const LOWER_SUFFIX = /^\s(?:sp\.\sz\so\.o\.|s\.r\.l\.|s\.a\.|gmbh|ltd\.?|inc\.?|llc)/i;
/** Words that name a time or a group, not a business: "work at Christmas", "a job with Medicaid" stays a programme. */
const NOT_A_NAME = new Set(
  'i christmas easter thanksgiving ramadan diwali eid monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december night home work medicaid medicare covid'.split(
    ' ',
  ),
);

/**
 * A workplace named before a role or a thing of the job (session 20): "my Costco manager", "her Amazon warehouse", "my
 * Walmart paycheck"; after "the" too, and before the job itself or its plant (session 29: "the Amazon warehouse", "the
 * Gerdau plant"), which alone "a" may name ("a background check for a Costco job", "a Target gig").
 */
const NAME_BEFORE_ROLE =
  /(?<![\p{L}\p{N}])(?:(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Tt]he)\s+(\p{Lu}[\p{L}\p{N}'’&-]*(?:\s\p{Lu}[\p{L}\p{N}'’&-]*){0,2})\s+(?:manager|boss|supervisor|coworkers?|co-workers?|shifts?|paychecks?|pay\s+stubs?|store|branch|warehouse|employer|badge|uniform|jobs?|gig|plant|factory|depot)|[Aa]n?\s+(\p{Lu}[\p{L}\p{N}'’&-]*(?:\s\p{Lu}[\p{L}\p{N}'’&-]*){0,2})\s+(?:jobs?|gig|plant|factory|depot))\b/gu;
/**
 * NAME_BEFORE_ROLE's exact pre-check (session 38): every match has a space before its role or job word, and few
 * messages have one of these words (the scan from "my", "the" and "a" is the costly part).
 */
export const SPACE_THEN_ROLE =
  /\s(?:manager|boss|supervisor|coworker|co-worker|shift|paycheck|pay\s+stub|store|branch|warehouse|employer|badge|uniform|job|gig|plant|factory|depot)/;
export const ROLE_SHAPE_FOR_TEST = NAME_BEFORE_ROLE;
/** Hospital units and departments, not workplaces: "my ICU shift", "her ER manager", "my HR manager". */
const UNITS = new Set(['er', 'ed', 'icu', 'nicu', 'picu', 'or', 'pt', 'ot', 'hr', 'it', 'qa', 'ops']);

/** A union's local by its number: "UAW Local 862", "AFSCME Local 3299", "Teamsters Local 727". */
const UNION_LOCAL = /\b(?:\p{Lu}{2,8}|Teamsters|Steelworkers|Unite Here)\s+Local\s+\d{1,5}\b/gu;

/** A one-word name that is a time ("Christmas", "Monday") or a place ("Texas"): no workplace. */
function timeOrPlace(words: readonly string[], lower: string): boolean {
  return (
    words.length === 1 &&
    (NOT_A_NAME.has(words[0] ?? '') || COUNTRIES.has(lower) || US_STATES.has(lower) || CITIES.has(lower))
  );
}

export function employers(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of scan(UNION_LOCAL, text))
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      category: 'organization',
      score: 0.75,
      detail: 'union_local',
    });
  for (const m of SPACE_THEN_ROLE.test(text) ? scan(NAME_BEFORE_ROLE, text) : []) {
    // after "a", only the job or the plant: "at a Northampton warehouse" is a place's (session 27)
    const name = (m[1] ?? m[2])!;
    const lower = name.toLowerCase();
    const words = lower.split(/\s+/);
    if (timeOrPlace(words, lower) || UNITS.has(lower) || GIVEN_NAMES.has(words[0] ?? '')) continue;
    const start = m.index + m[0].indexOf(name, m[0].search(/\s/));
    out.push({ start, end: start + name.length, category: 'organization', score: 0.6, detail: 'employer_context' });
  }
  for (const m of scan(CUE, text)) {
    // "What works for POTS patients?", "it works with Excel": a remedy or a tool, not an employer.
    // ("kill it working part time at Target" is the writer working: the gerund has no such subject, session 27)
    if (
      /^work(?!ing)/i.test(m[0]) &&
      /\b(?:what|that|which|it|this|whatever|something|nothing|anything)\s+$/i.test(
        text.slice(Math.max(0, m.index - 12), m.index),
      )
    )
      continue;
    const at = m.index + m[0].length;
    const name = NAME.exec(text.slice(at));
    if (!name) continue;
    let end = at + name[0].length;
    // After "a"/"an" the name stands alone ("at a Bunnings in Geelong"); before a noun it is a modifier, often a place
    // ("at a Northampton warehouse").
    if (/\s(?:a|an)\s+$/.test(m[0]) && /^\s+(?!(?:in|on|near|by|and|or|for|as|at|off|out|since|until|till|when|where|while|but|so|because|bc|now|today|last|this|every)\b)\p{Ll}/u.test(text.slice(end, end + 20))) continue;
    const suffix = LOWER_SUFFIX.exec(text.slice(end));
    if (suffix) end += suffix[0].length;
    // A full stop before another capitalised word ends the sentence, not the name ("Sunrise of Westfield. I …"), unless
    // it closes an abbreviation ("St. Luke's", "Mt. Sinai").
    const stop = /(?<!(?:^|[\s.])(?:St|Mt|Ft|Dr|Co|Inc|Jr|Sr))\.\s+(?=\p{Lu})/u.exec(text.slice(at, end));
    if (stop) end = at + stop.index + 1;
    // A sentence's full stop or a possessive's quote is not part of the name.
    while (end > at && /[.’'-]/.test(text[end - 1] ?? '') && !suffix) end--;
    const words = text.slice(at, end).split(/\s+/);
    const lower = text.slice(at, end).toLowerCase();
    const first = (words[0] ?? '').toLowerCase().replace(/['’]s$/, '');
    // A time, or a place ("work in Texas" reads "for Texas" rarely; "the ER at Houston Methodist" keeps its second word).
    if (timeOrPlace(words.length === 1 ? [first] : words, lower)) continue;
    // "tell my job I'll be in an IOP": the writer, not a workplace (session 25).
    if (/^i(?:['’](?:ll|m|ve|d))?$/i.test(words[0] ?? '')) continue;
    // "I work for Dave", "a job with Maria Lopez": a person, which the name rules find.
    if (words.length <= 2 && GIVEN_NAMES.has(first) && !/['’]s$/.test(words[0] ?? '')) continue;
    // "my landlord Mr. Declan Hurley", "my boss Dr Okafor": a title opens a person's name, never a business's (a
    // title's two letters alone were the organisation, and outranked the person; written-fresh yl, session 30).
    if (PERSON_TITLE.test(words[0] ?? '')) continue;
    // "my landlord Samira Pham of Deloitte", "my landlord Wang of Siemens": a person of a firm; the firm is the words
    // after "of", the person the name rules' (session 34). Only when a given name opens it or the cue names a role a
    // person holds as often as a firm (a landlord); "Sunrise of Westfield", "Bank of America" stay whole.
    const of = / of (?=\p{Lu})/u.exec(text.slice(at, end));
    let start = at;
    if (of && of.index > 0) {
      const head = text.slice(at, at + of.index).split(/\s+/);
      if (head.length <= 3 && (GIVEN_NAMES.has(first) || /landlord/i.test(m[0])) && !head.some((w) => /^(?:bank|university|college|school|hospital|city|county|state|church|department|office|board|port)$/i.test(w))) start = at + of.index + 4;
    }
    if (out.some((o) => o.start === start && o.end === end)) continue;
    out.push({ start, end, category: 'organization', score: 0.6, detail: 'employer_context' });
  }
  // (session 33) a large employer written in lower case after the same cues ("my manager at deloitte", "i make $62k at
  // woolies", "left ubisoft"): the capitalised-name reading above cannot see it
  // (the cues are scanned again only when such a name is in the text at all: a second pass over every message otherwise)
  for (const m of bigEmployerAnywhere(text) ? scan(CUE_LOWER, text) : []) {
    const at = m.index + m[0].length;
    const name = BIG_EMPLOYER_AT.exec(text.slice(at));
    if (!name || /\p{Lu}/u.test(name[0][0] ?? '')) continue;
    const end = at + name[0].length;
    if (out.some((o) => o.start < end && at < o.end)) continue;
    out.push({ start: at, end, category: 'organization', score: 0.6, detail: 'employer_context' });
  }
  return out;
}

/**
 * Large employers people name in lower case (session 33; a public list written by the team): chains, delivery and ride
 * apps, the big consultancies and tech firms. Only after a cue of working, earning or leaving (CUE).
 */
const BIG_EMPLOYERS =
  "deloitte|pwc|kpmg|accenture|ey|shopify|amazon|walmart|target|costco|kroger|starbucks|mcdonald'?s|mcdonalds|woolies|woolworths|coles|tesco|sainsbury'?s|asda|aldi|lidl|home depot|lowe'?s|ups|fedex|usps|dhl|ubisoft|google|meta|microsoft|apple|infosys|tcs|wipro|uber|doordash|lyft|instacart|deliveroo|foodora|chipotle|publix|safeway|walgreens|cvs|best buy|ikea|primark|bunnings|tim hortons|subway|wendy'?s|taco bell|chick-fil-a|domino'?s|dominos|pizza hut|kfc|dollar general|family dollar|7-eleven|heb|h-e-b|wegmans|trader joe'?s|whole foods|jollibee|nhs|royal mail|network rail|bupa|deutsche bahn";
const BIG_EMPLOYER_ANYWHERE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${BIG_EMPLOYERS})(?![\\p{L}\\p{N}'’-])`, 'iu');
/** BIG_EMPLOYERS as plain names ("mcdonald'?s" is "mcdonald's" and "mcdonalds"). */
const BIG_EMPLOYER_NAMES = BIG_EMPLOYERS.split('|').flatMap((n) => (n.includes("'?") ? [n.replace("'?", "'"), n.replace("'?", '')] : [n]));
/** The names that start with a digit ("7-eleven"), which no letter-run gate sees. */
const DIGIT_LED = new RegExp(
  BIG_EMPLOYER_NAMES.filter((n) => /^\d/.test(n)).join('|'),
  'iu',
);
const BIG_EMPLOYER_STICKY = new RegExp(BIG_EMPLOYER_ANYWHERE.source, 'yiu');
const BIG_EMPLOYER_GATE = listGate(BIG_EMPLOYER_NAMES.filter((n) => !/^\d/.test(n)));
/**
 * BIG_EMPLOYER_ANYWHERE.test(text), tried only where a listed name's first word starts (gate.ts; session 36); a text
 * with a digit-led name in it is scanned whole.
 */
function bigEmployerAnywhere(text: string): boolean {
  return DIGIT_LED.test(text) ? BIG_EMPLOYER_ANYWHERE.test(text) : gatedTest(BIG_EMPLOYER_STICKY, BIG_EMPLOYER_GATE, text);
}
export const BIG_EMPLOYER_FOR_TEST = { NAMES: BIG_EMPLOYER_NAMES, ANYWHERE: BIG_EMPLOYER_ANYWHERE, anywhere: bigEmployerAnywhere };
const BIG_EMPLOYER_AT = new RegExp(`^(?:${BIG_EMPLOYERS})(?![\\p{L}\\p{N}'’-])`, 'iu');
const CUE_LOWER = new RegExp(CUE.source.replace(/\(\?=\\p\{Lu\}\)$/u, `(?=(?:${BIG_EMPLOYERS})(?![\\p{L}\\p{N}'’-]))`), 'giu');

/**
 * Job titles and occupations (issue 18) → category 'job_title'.
 *
 * A title is a phrase ending in an occupational head noun ("surgeon", "manager", "tender", "clerk")
 * with up to a few modifiers before it ("maxillofacial surgeon", "crushing, grinding, and polishing
 * machine tender"), and it is reported only where the context says it is someone's job:
 *   - self or other description, when the title is written as one: "I work as a Civil drafter", "hired as a
 *     Benefits manager" (since session 16 not "i'm a nurse" or "my dad was a welder": an occupation told in
 *     passing, in lower case, which the realistic set's guideline and writers leave);
 *   - apposition after a name: "Matthew Reumer, the Civil drafter, said", "Dana Ortiz, HR generalist at";
 *   - a signature or letterhead line: a two-word name, then a sentence-case title ("Michael Fleischer
 *     Benefits manager Soul Sounds …");
 *   - a form field: "Job title: …", "Occupation: …", "Position: …";
 *   - "<Title> at <Organisation>" in title case ("Senior Software Engineer at Initech").
 * "my doctor", "the nurse said", "a database driver", "an AI assistant" are not marked: a role someone
 * plays for the writer, or a thing, is not a job title of a person in the message.
 *
 * Pure; no DOM. The lists are the team's own.
 */
import { scan, type Candidate } from './candidate.ts';
import { CAPPED_ORG_SUFFIXES, CITIES, COUNTRIES, NAMED_ORG_SUFFIXES, ORG_SUFFIXES, US_STATES } from './lexicons.ts';
import { nameLike } from './ordinary.ts';

const HEADS = new Set(
  `accountant actor actress actuary adjuster administrator advisor adviser agent aide analyst anesthesiologist
anaesthetist animator announcer apprentice appraiser arborist archaeologist architect archivist artist assembler
assistant associate astronaut astronomer attendant attorney auditor author baker banker barback barber barista
bartender biologist bookkeeper boilermaker bricklayer broker butcher buyer captain cardiologist caregiver carer carpenter
cashier caseworker cartographer chaplain chauffeur chef chemist chiropractor cleaner clerk clinician coach
coordinator collector columnist comedian commissioner composer concierge conductor consultant contractor controller
cook copywriter coroner correspondent cosmetologist counselor counsellor courier craftsman curator custodian
dancer dealer dentist dermatologist designer detective developer dietitian dietician diplomat director dispatcher
doctor doula drafter draftsman driver drummer economist editor educator electrician embalmer engineer entrepreneur
epidemiologist esthetician estimator examiner executive fabricator farmer farmhand fighter firefighter fisherman
fitter florist foreman forester founder cofounder co-founder gardener generalist geographer geologist glazier
groomer guard guide gynecologist hairdresser hairstylist handyman historian hostess housekeeper hygienist illustrator
inspector installer instructor interpreter intern internist investigator janitor jeweler jeweller journalist judge
laborer labourer landscaper lawyer lecturer librarian lifeguard lineman linguist locksmith logger machinist maid
manager marketer mason mathematician mechanic mediator merchandiser metallurgist meteorologist midwife miner
model mortician musician nanny navigator negotiator neurologist neurosurgeon nurse nutritionist obstetrician officer
oncologist operator optician optometrist orderly organizer organiser orthodontist paediatrician painter paralegal
paramedic pastor pathologist pediatrician performer pharmacist phlebotomist photographer physician physicist
physiotherapist pilot planner plasterer plumber podiatrist poet policeman policewoman politician porter
postman postwoman practitioner president priest principal processor producer professor programmer proofreader
prosecutor psychiatrist psychologist psychotherapist publicist publisher radiographer radiologist rancher receptionist
recruiter referee registrar repairer repairman reporter representative researcher roofer salesman saleswoman
salesperson scientist screenwriter sculptor seamstress secretary sergeant setter sheriff shepherd singer
sociologist solicitor sonographer specialist statistician steward stewardess stockbroker stocker strategist
stylist superintendent supervisor surgeon surveyor tailor teacher technician technologist teller tender therapist
trader trainer translator treasurer trucker tutor typist underwriter upholsterer urologist usher valet veterinarian
waiter waitress warden welder worker writer zoologist ceo cfo cto coo cio cmo vp evp svp`.split(/\s+/),
);

/** Heads that are also names of software or machines: they need a person cue, never a thing before them. */
const THING_MODIFIERS = new Set(
  `ai virtual digital voice chat package window task device proxy http https background event exception file process
memory resource query kubernetes k8s printer usb bluetooth download upload cache queue thread shell script tool robot
bot git`.split(/\s+/),
);

/** Words that end a title phrase going left: function words, verbs of the cue, determiners. */
const STOP = new Set(
  `a an the my his her our their your its this that these those i im i'm you he she we they it is am are was were be
been being as at for to of in on with by from and or but so if then than when who whom whose which what where why how
not no very just also too still now ever never always really former retired ex current new old good great best work
works worked working job career position role hired employed promoted trained become became becoming studying study
want wants wanted like likes love loves hate hates said says say told tell about into over under after before since
until while during because there here all some any each every both either neither one two three few many much more
most other another such same own`.split(/\s+/),
);

const MAX_MODIFIERS = 5;

interface Word {
  start: number;
  end: number;
  text: string;
  lower: string;
}

const WORD = /[\p{L}][\p{L}'’]*(?:-[\p{L}]+)*/gu;

function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  for (const m of scan(WORD, text)) {
    const lowered = m[0].toLowerCase();
    out.push({ start: m.index, end: m.index + m[0].length, text: m[0], lower: lowered.includes('’') ? lowered.replace(/’/g, "'") : lowered });
  }
  return out;
}

/** Trade compounds written as one word: "platemaker", "toolsetter", "shopkeeper", "wheelwright". */
const TRADE_SUFFIX = /^\p{L}{3,}(?:maker|keeper|smith|wright|monger|setter|fitter|cutter|builder|grader|picker|packer|loader|tender|hand)$/u;

/** TRADE_SUFFIX, which needs seven characters at least (three letters and "hand"): shorter words skip it (session 35). */
export function tradeWord(lower: string): boolean {
  return lower.length >= 7 && TRADE_SUFFIX.test(lower);
}

function isHead(w: Word | undefined): boolean {
  if (!w) return false;
  if (HEADS.has(w.lower) || tradeWord(w.lower)) return true;
  // Plural heads: "both my parents are teachers".
  return w.lower.endsWith('s') && (HEADS.has(w.lower.slice(0, -1)) || tradeWord(w.lower.slice(0, -1)));
}

/** Whether a lower-case word is an occupation's head noun, singular or plural ("engineer", "nurses", "toolsetter"). */
export function isOccupation(lower: string): boolean {
  return isHead({ start: 0, end: lower.length, text: lower, lower });
}

/** Only spaces, or a comma list ("crushing, grinding, and polishing") between two words of one title. */
function joined(text: string, a: Word, b: Word): boolean {
  return /^(?:[ \t]+|[ \t]*,[ \t]*|-)$/.test(text.slice(a.end, b.start));
}

/**
 * The title ending at head index `h`: its first word index. Going left over modifiers that are not stop
 * words, joined by spaces (or a comma list ending in "and"), at most MAX_MODIFIERS. In sentence case
 * ("Benefits manager" after a name) the capitalised first word ends the walk.
 */
function titleStart(text: string, ws: Word[], h: number, mixedCase: boolean, stopAtCapital: boolean): number {
  let i = h;
  let mods = 0;
  const headLower = /^\p{Ll}/u.test(ws[h]!.text);
  while (i > 0 && mods < MAX_MODIFIERS) {
    const prev = ws[i - 1]!;
    const cur = ws[i]!;
    const gap = text.slice(prev.end, cur.start);
    const beforeAnd = ws[i - 2];
    if (
      prev.lower === 'and' &&
      /^[ \t]+$/.test(gap) &&
      beforeAnd !== undefined &&
      !STOP.has(beforeAnd.lower) &&
      (/,[ \t]*$/.test(text.slice(beforeAnd.end, prev.start)) ||
        (headLower && /^[ \t]+$/.test(text.slice(beforeAnd.end, prev.start))))
    ) {
      // "grinding, and polishing", "Training and development coordinator": step over the list's "and".
      i--;
      continue;
    }
    if (STOP.has(prev.lower) || !joined(text, prev, cur)) break;
    if (/,/.test(gap) && !/^\p{Ll}/u.test(cur.text)) break;
    const cap = /^\p{Lu}/u.test(prev.text);
    if (mixedCase && headLower && cap) {
      // Sentence case: this capitalised word starts the title; a name may sit right before it.
      i--;
      break;
    }
    if (mixedCase && !headLower && !cap) break;
    if (stopAtCapital && cap) break;
    i--;
    mods++;
  }
  return i;
}

/** Extends a head to the right over "of <words>" for "director of operations", "professor of law". */
function titleEnd(text: string, ws: Word[], h: number): number {
  const head = ws[h]!;
  if (!/^(?:director|head|professor|vp|manager|officer|chief|dean|president|secretary|minister|teacher|lecturer)s?$/.test(head.lower)) return h;
  const of = ws[h + 1];
  if (!of || of.lower !== 'of' || !/^[ \t]+$/.test(text.slice(head.end, of.start))) return h;
  let j = h + 1;
  let n = 0;
  while (j + 1 < ws.length && n < 3) {
    const nx = ws[j + 1]!;
    if (STOP.has(nx.lower) && nx.lower !== 'and') break;
    if (!/^[ \t]+$/.test(text.slice(ws[j]!.end, nx.start))) break;
    j++;
    n++;
  }
  if (ws[j]!.lower === 'and') j--;
  if (n === 0) return h;
  // "Managing Director of Baltic Ventures", "Head of Sales at …" stays: after "of", a capitalised name with a word no
  // dictionary holds or a firm's last word is the employer, not the title's field ("Director of Field Operations"),
  // and is left to the organisation rules (session 46).
  const field = ws.slice(h + 2, j + 1);
  const lastField = field[field.length - 1]!.lower;
  const named =
    field.every((w) => /^\p{Lu}/u.test(w.text)) &&
    (field.some((w) => nameLike(w.lower) && !COUNTRIES.has(w.lower)) || ORG_SUFFIXES.has(lastField) || CAPPED_ORG_SUFFIXES.has(lastField) || NAMED_ORG_SUFFIXES.has(lastField));
  return named ? h : j;
}

const CUE_MODS =
  '(?:(?:former|retired|current|new|old|senior|junior|lead|head|chief|assistant|licensed|certified|registered|qualified|trainee|freelance|part-time|full-time|self-employed|night-shift|travel|staff|good|great|very)\\s+)*';
const SELF_CUE = new RegExp(
  `(?:\\b(?:i'?m|im|i\\s+am|i\\s+was|i've\\s+been|he'?s|she'?s|he\\s+is|she\\s+is|he\\s+was|she\\s+was|they'?re|they\\s+are|they\\s+were|we'?re|we\\s+are|` +
    `(?:mom|mum|mother|dad|father|wife|husband|son|daughter|brother|sister|partner|boyfriend|girlfriend|friend|uncle|aunt|cousin|parents|grandfather|grandmother|grandpa|grandma|roommate|neighbou?r|fianc[ée]e?)\\s+(?:is|was|are|were)|` +
    `work(?:s|ed|ing)?\\s+as|job\\s+as|career\\s+as|position\\s+as|role\\s+as|hired\\s+as|employed\\s+as|trained\\s+as|qualified\\s+as|retired\\s+as|promoted\\s+to|became)\\s+(?:(?:a|an|the)\\s+)?${CUE_MODS}` +
    `|\\bas\\s+(?:a|an)\\s+${CUE_MODS}|\\b(?:retired|former|ex-?|fellow|trainee|freelance|self-employed)\\s+${CUE_MODS})$`,
  'i',
);

/**
 * Heads that name a part someone plays as often as a job: "I was the driver", "a first-time buyer", "a good
 * cook", "I'm a caregiver for my mom", "a model citizen", "a hard worker". After a bare "I'm a" / "he was the"
 * they are a job only with a trade modifier ("truck driver", "home health aide"); an occupational cue
 * ("works as a driver", "hired as a cook") is enough on its own.
 */
const ROLE_HEADS = new Set(
  'driver buyer caregiver carer cook model fighter dealer collector guide guard worker'.split(' '),
);

/** Modifiers that judge or count, not name a trade: "a good cook", "a first-time buyer", "a new driver". */
const EVALUATIVE = new Set(
  `good great bad terrible awful horrible decent poor better worse best worst big huge hard careful safe nervous anxious
slow fast first-time new designated primary main sole only picky messy heavy light real total complete amateur
hobby wannabe aspiring`.split(/\s+/),
);

/** A cue that speaks of employment itself, not only "is a". */
const JOB_CUE =
  /\b(?:work(?:s|ed|ing)?\s+as|job\s+as|career\s+as|position\s+as|role\s+as|hired\s+as|employed\s+as|trained\s+as|qualified\s+as|retired\s+as|promoted\s+to|retired|former|ex-?|freelance|self-employed)\s+(?:(?:a|an|the)\s+)?\S*\s*$/i;

/** "such as a lawyer", "as good as a lawyer", "as much as a nurse": a comparison, nobody's job. */
const COMPARISON_AS = /\b(?:(?:such|same|well|much|just)\s+as|as\s+\p{L}+\s+as)\s+(?:a|an)\s+[^,.;:!?\n]*$/iu;

/** "as a pharmacist would", "as a doctor can tell you": a hypothetical professional. */
const HYPOTHETICAL_AFTER = /^\s+(?:would|could|should|might|will|can|may|does|do|says?|recommends?)\b/i;

const ROLE_PLAY = /\b(?:act(?:ing)?\s+as|pretend|imagine|role-?play|you\s+are|you'?re|be\s+an?|as\s+if)\b[^.!?\n]*$/i;

const FIELD_CUE = /(?:^|\n)[ \t]*(?:job\s+title|title|position|occupation|profession|role|designation|job)\s*[:\-–]\s*$/i;

const NAME_WORD = '\\p{Lu}[\\p{L}\\p{M}\'’.-]*';
/** A name of 2–4 capitalised words alone on its line, or (all-lower-case text) 2–4 words alone on its line. */
const NAME_LINE = new RegExp(`(?:^|\\n)[ \\t]*${NAME_WORD}(?:[ \\t]+${NAME_WORD}){1,3}[ \\t]*\\n[ \\t]*$`, 'u');
const NAME_LINE_LOWER = /(?:^|\n)[ \t]*\p{Ll}+(?:[ \t]+\p{Ll}+){1,3}[ \t]*\n[ \t]*$/u;
const NAME_INLINE = new RegExp(`(?:^|\\n|[.!?]\\s)[ \\t]*${NAME_WORD}(?:[ \\t]+${NAME_WORD}){1,3}[ \\t]+$`, 'u');

/**
 * A title in a signature or letterhead block: a name line, the title on its own line, then another line
 * (the organisation or the address); or, in sentence case on one line, a name, the title, a capitalised word.
 */
function signature(text: string, start: number, end: number, mixedCase: boolean): boolean {
  const before = text.slice(Math.max(0, start - 80), start);
  const after = text.slice(end, end + 40);
  const titleText = text.slice(start, end);
  const ownLine = /^[ \t]*\n[ \t]*\S/.test(after);
  if (ownLine && (mixedCase ? /^\p{Lu}/u.test(titleText) && NAME_LINE.test(before) : NAME_LINE_LOWER.test(before))) return true;
  return mixedCase && /^\p{Lu}/u.test(titleText) && /\s\p{Ll}+$/u.test(titleText) && NAME_INLINE.test(before) && /^[ \t]+\p{Lu}/u.test(after);
}

/**
 * Does `before` end in a name and a comma ("Dana Ortiz, ", "Sarah, a ")? Not a sentence adverb or a place:
 * "Yesterday, the nurse at the ER", "In Texas, a lawyer for the landlord" are about no one in particular.
 */
function appositionAfterName(before: string): boolean {
  const m = /(\p{Lu}[\p{L}'’.-]*),\s*(?:(?:the|a|an|our|their|his|her)\s+)?$/u.exec(before);
  if (!m) return false;
  const word = m[1]!.toLowerCase().replace(/[.’']+$/, '');
  if (COUNTRIES.has(word) || US_STATES.has(word) || CITIES.has(word)) return false;
  // Another capitalised word right before it makes it a full name ("Matthew Reumer,", "Jeffery Lemann Jr.,").
  const prev = before.slice(0, m.index);
  if (/\p{Lu}[\p{L}'’.-]*[ \t]+$/u.test(prev) && !/(?:^|[.!?\n])[ \t]*\p{Lu}[\p{L}'’.-]*[ \t]+$/u.test(prev)) return true;
  return nameLike(word);
}

export function jobTitles(text: string): Candidate[] {
  const ws = wordsOf(text);
  const mixedCase = /\p{Lu}/u.test(text) && /\p{Ll}/u.test(text);
  const out: Candidate[] = [];
  let lastEnd = -1;
  for (let h = 0; h < ws.length; h++) {
    if (!isHead(ws[h])) continue;
    // The head of a longer title ("nurse practitioner", "software engineer manager") is its last head.
    if (isHead(ws[h + 1]) && joined(text, ws[h]!, ws[h + 1]!)) continue;
    const head = ws[h]!;
    const nextWord = text.slice(head.end, head.end + 3);
    if (/^['’]s\b/.test(nextWord)) continue; // "the teacher's pet"
    const endIdx = titleEnd(text, ws, h);
    const end = ws[endIdx]!.end;
    const s = titleStart(text, ws, h, mixedCase, false);
    const mods = ws.slice(s, h).map((w) => w.lower);
    if (mods.some((m) => THING_MODIFIERS.has(m))) continue;
    const start = ws[s]!.start;
    if (start < lastEnd) continue;
    const before = text.slice(Math.max(0, start - 80), start);
    const after = text.slice(end, end + 40);
    let score = 0;
    let detail = '';
    // "Act as a senior copywriter", "you are a helpful assistant": a role given to the chatbot.
    if (ROLE_PLAY.test(before)) continue;
    if (SELF_CUE.test(before)) {
      if (COMPARISON_AS.test(before)) continue;
      if (/\bas\s+(?:a|an)\s+\S*\s*$/i.test(before) && HYPOTHETICAL_AFTER.test(after)) continue;
      if (ROLE_HEADS.has(head.lower.replace(/s$/, '')) && !JOB_CUE.test(before)) {
        // "I was the driver", "a good cook", "a first-time buyer": a part played, unless a trade modifier names a job.
        const trade = mods.filter((m) => !EVALUATIVE.has(m));
        if (trade.length === 0 || /\bthe\s+\S*\s*$/i.test(before)) continue;
      }
      // "i'm a nurse", "my dad is a pastor": an occupation told in passing, in the writer's own lower case, is one of
      // millions (the writers of the realistic set and the training messages marked 2 of 40); a title written as a
      // title ("I work as a Civil drafter") is reported.
      if (!mixedCase || !/^\p{Lu}/u.test(ws[s]!.text)) continue;
      score = 0.65;
      detail = 'job_self';
    } else if (FIELD_CUE.test(before)) {
      score = 0.7;
      detail = 'job_field';
    } else if (appositionAfterName(before) && /^\s*(?:,|\bat\b|\bfor\b|\bof\b|\bwith\b)/.test(after)) {
      // "Matthew Reumer, the Civil drafter, said" / "Dana Ortiz, HR generalist at Initech".
      score = 0.65;
      detail = 'job_apposition';
    } else if (signature(text, start, end, mixedCase)) {
      // Signature / letterhead: "Michael Fleischer\nBenefits manager\nSoul Sounds Unlimited", or on one line.
      score = 0.6;
      detail = 'job_signature';
    } else if (mixedCase && /^\p{Lu}/u.test(head.text) && /^\s+at\s+\p{Lu}/u.test(after) && /^\p{Lu}/u.test(ws[s]!.text)) {
      // "Senior Software Engineer at Initech".
      score = 0.6;
      detail = 'job_at_org';
    }
    if (score === 0) continue;
    out.push({ start, end, category: 'job_title', score, detail });
    lastEnd = end;
  }
  return out;
}

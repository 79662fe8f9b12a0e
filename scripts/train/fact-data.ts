/**
 * Training messages for the fact tagger (scripts/train/fact-tagger.ts, issue 17): a compositional generator of chat
 * messages in the styles people write (first and third person, relatives, lowercase, typos, abbreviations, stories,
 * pasted document lines, several facts a message) with each private domain fact marked by its kind. Token BIO labels
 * come from these ranges.
 *
 * Never the realistic evaluation set, never a dataset's test split. Terms (conditions, drugs, symptoms, procedures,
 * offences, legal steps, debts, sensitive facts) are split by the lexicon's hash rule (`termPart`): `train` terms
 * build the training messages, `heldout` terms only the report's held-out-term figures, so those figures are on
 * terms the tagger never saw. Frames, amounts and negatives are shared by both parts (they are the register, not the
 * vocabulary).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DATASETS } from './data.ts';
import { EVERYDAY_TRAIN } from './everyday.ts';
import { termPool, termPart } from './context-data.ts';
import type { Lexicon } from './lexicon.ts';
import { Prng } from './prng.ts';
import { SEED_HEALTH, SEED_LEGAL } from './word-seeds.ts';

export const FACT_KINDS = ['health', 'legal', 'financial', 'other'] as const;
export type FactKind = (typeof FACT_KINDS)[number];

export interface FactExample {
  id: string;
  source: string;
  text: string;
  spans: { start: number; end: number; type: FactKind }[];
}

type Part = 'train' | 'heldout';
type Piece = string | { fact: string; kind: FactKind };
const H = (fact: string): Piece => ({ fact, kind: 'health' });
const L = (fact: string): Piece => ({ fact, kind: 'legal' });
const F = (fact: string): Piece => ({ fact, kind: 'financial' });
const O = (fact: string): Piece => ({ fact, kind: 'other' });

const split = (s: string): string[] =>
  s
    .split('|')
    .map((x) => x.trim())
    .filter(Boolean);

// ---- vocabulary (split by term) ----

const DRUGS_EXTRA = split(`amoxicillin|prednisone|gabapentin|hydroxyzine|buspirone|clonidine|guanfacine|strattera|naltrexone|antabuse|
  chantix|varenicline|doxepin|nortriptyline|amitriptyline|elavil|flexeril|cyclobenzaprine|meloxicam|naproxen|celebrex|diclofenac|
  ibuprofen 800|tylenol 3|norco|xanax bars|subs|vivitrol|paxlovid|tamiflu|plan b|the pill|yaz|sprintec|nuvaring|depo shot|
  prep|truvada|biktarvy|dovato|genvoya|entresto|digoxin|amiodarone|carvedilol|hydralazine|spiro|aldactone|bumex|potassium chloride|
  euthyrox|armour thyroid|cytomel|methimazole|trulicity|victoza|saxenda|farxiga|glimepiride|tresiba|novolog|basaglar|
  otezla|skyrizi|rinvoq|xeljanz|cosentyx|remicade|entyvio|mesalamine|lialda|budesonide|creon|linzess|miralax|zofran|ondansetron|
  reglan|protonix|famotidine|pepcid|sucralfate|ursodiol|colchicine|allopurinol|plaquenil|benlysta|cellcept|tacrolimus|
  keytruda|herceptin|letrozole|anastrozole|arimidex|xgeva|revlimid|ibrance|vraylar|rexulti|latuda|caplyta|lybalgi|clozapine|
  haldol|invega|trintellix|pristiq|auvelity|spravato|zurzuvae|nurtec|ubrelvy|aimovig|emgality|qulipta|vyepti|botox injections|
  lamictal xr|oxcarbazepine|trileptal|vimpat|briviact|xcopri|ativan prn|restoril|lunesta|belsomra|quviviq|melatonin 10mg`);

const CONDITIONS_EXTRA = split(`type 1 diabetes|type 2 diabetes|t2dm|high blood pressure|htn|afib|a-fib|chf|heart failure|ckd|
  stage 3 kidney disease|fatty liver|nafld|hashimotos|graves disease|pcos|endo|adenomyosis|fibroids|ovarian cyst|
  a uti|a kidney infection|strep|mono|covid|long covid|shingles|pneumonia|bronchitis|walking pneumonia|sinus infection|
  genital herpes|hsv-2|hpv|chlamydia|gonorrhea|syphilis|trich|hiv|hep c|hepatitis b|an std|an sti|
  major depression|mdd|gad|generalized anxiety|panic disorder|bipolar 1|bipolar 2|bpd|borderline|adhd|add|autism|asd|
  ptsd|cptsd|ocd|schizophrenia|psychosis|an eating disorder|anorexia|bulimia|binge eating disorder|
  alcoholism|alcohol use disorder|a drinking problem|opioid addiction|a gambling addiction|a porn addiction|
  early onset alzheimers|dementia|parkinsons|ms|multiple sclerosis|als|epilepsy|migraines with aura|cluster headaches|
  a brain tumor|breast cancer|stage 2 breast cancer|prostate cancer|colon cancer|lung cancer|thyroid cancer|lymphoma|
  hodgkins|leukemia|melanoma|skin cancer|cervical cancer|precancerous cells|abnormal pap|a positive biopsy|
  crohns|ulcerative colitis|ibs|celiac|gerd|gastritis|a stomach ulcer|gallstones|pancreatitis|diverticulitis|
  lupus|rheumatoid arthritis|ra|psoriatic arthritis|fibromyalgia|chronic fatigue|pots|eds|sleep apnea|narcolepsy|
  asthma|copd|emphysema|a blood clot|dvt|a pulmonary embolism|anemia|iron deficiency|low b12|high cholesterol|
  erectile dysfunction|ed|low t|premature ejaculation|vaginismus|infertility|low sperm count|gestational diabetes|
  preeclampsia|postpartum depression|hyperemesis|an ectopic pregnancy|a torn acl|a herniated disc|sciatica|
  a broken wrist|a stress fracture|a concussion|tinnitus|vertigo|glaucoma|macular degeneration|cataracts|
  eczema|psoriasis|hidradenitis|cystic acne|alopecia|hair loss|a bad case of scabies|lice|ringworm|a yeast infection|bv`);

const SYMPTOMS = split(`chest pain|chest tightness|coughing up blood|blood in my stool|blood in my pee|black stool|night sweats|
  losing weight without trying|lost 20 pounds without trying|a lump in my breast|a lump on my neck|swollen lymph nodes|
  heart racing|palpitations|shortness of breath|cant breathe when i lie down|dizzy spells|fainted twice|blacking out|
  numbness in my left arm|tingling in my feet|blurry vision|ringing in my ears|constant headaches|the worst headache of my life|
  throwing up every morning|cant keep food down|diarrhea for a week|really bad cramps|heavy bleeding|spotting between periods|
  a missed period|burning when i pee|discharge|sores down there|a rash that wont go away|hives all over|itchy bumps|
  panic attacks|panic attacks every night|cant sleep|havent slept in days|hearing voices|dark thoughts|thoughts of ending it|
  cutting again|binge drinking every weekend|drinking a bottle of wine a night|blackouts from drinking|shaking when i dont drink|
  memory problems|forgetting words|confused all the time|joint pain|back pain|knee pain|pain when i swallow|hoarse for a month|
  a fever of 103|a 102 fever|chills and body aches|swollen ankles|yellow eyes|peeing all the time|always thirsty|
  a cough for 3 weeks|wheezing|hair falling out|erection problems|pain during sex|a hard time getting pregnant`);

const PROCEDURES = split(`gallbladder|appendix|tonsils|wisdom teeth|thyroid|uterus|ovaries|a kidney|a tumor|polyps|a cyst|
  spleen|a lymph node|part of my colon|a mole|both breasts`);

const SURGERIES = split(`knee surgery|acl reconstruction|back surgery|a spinal fusion|a hip replacement|a knee replacement|
  bypass surgery|a stent|a pacemaker|a c-section|a hysterectomy|a vasectomy|a tubal ligation|an abortion|a d&c|ivf|an egg retrieval|
  gastric sleeve|gastric bypass|a mastectomy|a lumpectomy|chemo|radiation|dialysis|a colonoscopy|an endoscopy|a biopsy|
  a liver transplant|rotator cuff surgery|cataract surgery|lasik|a root canal|ect|tms|a spinal tap|a heart cath|an ablation`);

const LABS: [string, (r: Prng) => string][] = [
  ['a1c', (r) => (5.9 + Math.round(r.next() * 60) / 10).toFixed(1)],
  ['ferritin', (r) => String(3 + Math.floor(r.next() * 20))],
  ['ldl', (r) => String(140 + Math.floor(r.next() * 90))],
  ['tsh', (r) => (4.8 + Math.round(r.next() * 90) / 10).toFixed(1)],
  ['psa', (r) => (4.1 + Math.round(r.next() * 80) / 10).toFixed(1)],
  ['blood sugar', (r) => String(180 + Math.floor(r.next() * 200))],
  ['blood pressure', (r) => `${150 + Math.floor(r.next() * 40)}/${92 + Math.floor(r.next() * 20)}`],
  ['egfr', (r) => String(22 + Math.floor(r.next() * 35))],
  ['creatinine', (r) => (1.4 + Math.round(r.next() * 20) / 10).toFixed(1)],
  ['vitamin d', (r) => String(6 + Math.floor(r.next() * 12))],
  ['hemoglobin', (r) => (7 + Math.round(r.next() * 30) / 10).toFixed(1)],
  ['cd4 count', (r) => String(150 + Math.floor(r.next() * 300))],
  ['viral load', (r) => `${10 + Math.floor(r.next() * 90)},000`],
  ['alt', (r) => String(90 + Math.floor(r.next() * 200))],
  ['testosterone', (r) => String(120 + Math.floor(r.next() * 150))],
  ['b12', (r) => String(120 + Math.floor(r.next() * 80))],
  ['platelets', (r) => String(40 + Math.floor(r.next() * 60))],
  ['white count', (r) => (13 + Math.round(r.next() * 100) / 10).toFixed(1)],
];

const OFFENSES_EXTRA = split(`dui|dwi|owi|a dui|shoplifting|petty theft|grand theft|retail theft|possession|possession of marijuana|
  possession with intent|possession of a controlled substance|possession of stolen property|drug paraphernalia|public intoxication|
  disorderly conduct|simple assault|aggravated assault|assault on a police officer|battery|domestic battery|domestic violence|
  criminal mischief|vandalism|trespassing|breaking and entering|burglary|robbery|armed robbery|carjacking|auto theft|
  joyriding|hit and run|leaving the scene|reckless driving|driving on a suspended license|driving without a license|
  driving without insurance|speeding 40 over|evading police|resisting arrest|obstruction|fleeing and eluding|
  credit card fraud|check fraud|insurance fraud|tax fraud|wire fraud|mail fraud|identity theft|embezzlement|forgery|
  writing bad checks|welfare fraud|unemployment fraud|ppp loan fraud|money laundering|bribery|extortion|harassment|
  stalking|cyberstalking|revenge porn|indecent exposure|solicitation|prostitution|child endangerment|neglect|
  violating a restraining order|violating probation|failure to appear|contempt of court|perjury|witness tampering|
  illegal possession of a firearm|carrying without a permit|arson|manslaughter|vehicular manslaughter|animal cruelty|
  underage drinking|a minor in possession|fake id|selling weed|dealing|trafficking|smuggling|counterfeiting`);

const LEGAL_STATUS = split(`on probation|on parole|out on bail|out on bond|on house arrest|wearing an ankle monitor|
  a warrant out for my arrest|a bench warrant|deferred adjudication|a suspended sentence|pretrial diversion|
  a felony on my record|a misdemeanor on my record|a record|a sealed juvenile record|a pending case|
  a court date next month|an arraignment on friday|a sentencing hearing|my trial|a plea deal on the table|
  a no contact order|a restraining order against me|a protective order|a custody battle|a custody hearing|
  supervised visitation|a divorce in progress|an eviction case|a small claims case against me|a default judgment against me|
  a lawsuit from my old landlord|an osha complaint|an eeoc complaint|a workers comp claim|a pip|a disciplinary hearing|
  undocumented|out of status|an expired visa|an overstayed visa|a visa overstay|daca|tps|a pending asylum case|
  an asylum interview|a removal order|deportation proceedings|an i-130 pending|an i-485 pending|an rfe on my i-485|
  a denied h1b|h1b in the lottery|a green card interview|an n-400 pending|a denied visa|a 10 year ban|ice detention`);

const LEGAL_EVENTS = split(`got arrested|got pulled over|got a dui|got charged|got indicted|got sued|got served|got evicted|
  got fired for stealing|got caught shoplifting|got caught with weed|got caught driving drunk|got a ticket for reckless driving|
  spent a night in jail|spent 6 months in county|did 3 years in prison|pleaded guilty|pled no contest|took a plea|
  violated my probation|missed my court date|failed a drug test for probation|got my license suspended|had my car impounded|
  lied on my background check|lied on my visa application|lied to the police|hid income from the court|
  took money from the register|stole from work|filed a false claim|cheated on my taxes|backdated the invoices|
  was harassed by my manager|was sexually harassed at work|was discriminated against for being pregnant|
  reported my boss to hr|filed a complaint against my landlord|am suing my employer|am being sued by my ex|
  signed a plea agreement|was deported in 2019|entered the country illegally|overstayed my tourist visa|
  am filing for divorce|am fighting for custody|lost custody of my kids`);

const DEBT_NOUNS = split(`credit card|credit cards|car loan|auto loan|student loans|private student loans|mortgage|heloc|
  medical bills|hospital bill|personal loan|payday loan|payday loans|a title loan|back taxes|irs debt|tax bill|
  klarna|afterpay|a 401k loan|my parents|a loan shark|my dads card|my visa card|my amex|my discover card|
  child support|alimony|rent|my phone bill|utilities|a cosigned loan`);

const FIN_STATES = split(`bankruptcy|chapter 7|chapter 13|a chapter 7 bankruptcy|foreclosure|a foreclosure notice|
  a repossession|my car repossessed|wage garnishment|my wages garnished|a tax lien|a levy on my bank account|
  an overdraft|overdrawn|collections|3 accounts in collections|a charged off card|a judgment for unpaid debt|
  a cp2000 notice|a cp14|an irs audit|an irs letter saying i owe|unfiled taxes for 3 years|a payment plan with the irs|
  no savings|zero savings|negative net worth|maxed out cards|living paycheck to paycheck|gambling losses|
  a secret credit card|a hidden bank account|money my wife doesnt know about|crypto my husband doesnt know about|
  a margin call|a bounced rent check|late on my car payment|behind on my mortgage|2 months behind on rent|
  3 missed payments|a default on my student loans|a loan in default`);

const OTHER_FACTS = split(`gay|bi|bisexual|lesbian|queer|trans|transgender|nonbinary|asexual|pansexual|in the closet|
  coming out to my parents|starting hrt|on testosterone as a trans guy|questioning my gender|
  atheist|an ex-muslim|leaving the church|converting to islam|a jehovahs witness|mormon|leaving the mormon church|
  in the union|a union rep|organizing a union|laid off|fired|let go last week|unemployed since june|lost my job|
  getting a divorce|separated from my wife|my husband cheated|cheating on my wife|having an affair|
  not talking to my parents|estranged from my dad|kicked out by my parents|my parents disowned me|my brother is in jail|
  my mom is an alcoholic|my dad hits my mom|in a foster home|adopted and looking for my birth mom`);

// ---- frames ----

const RELATIVES = split(`my husband|my wife|my mom|my mum|my dad|my brother|my sister|my son|my daughter|my bf|my gf|
  my boyfriend|my girlfriend|my roommate|my grandma|my grandpa|my partner|my aunt|my uncle|my cousin|my best friend|my fiance|
  my stepdad|my 16 yo|my teenage son|my ex|my father in law|my coworker`);
const WHEN = split(`last year|last week|in march|in 2021|two years ago|yesterday|back in 2019|a few months ago|this morning|
  last night|over the summer|when i was 19|after christmas|on friday|3 weeks ago|in jan`);
const STATES = split(`texas|california|ohio|the uk|ontario|florida|ny|georgia|arizona|nj|michigan|bc|australia|ireland`);
const OPEN = ['', '', '', '', 'hey ', 'hi, ', 'ok so ', 'so ', 'quick q: ', 'um ', 'honestly ', 'ugh ', 'need advice. ', 'long story short, '];
const CLOSE = ['', '', '', '', ' thanks', ' pls help', ' any advice?', ' idk what to do', ' lol', ' 🙏', ' what should i do?', ' is that bad?', ' thx in advance'];

const pad = (n: number): string => n.toLocaleString('en-US');

/** An amount in one of the ways people write money. */
export function amount(r: Prng, scale: 'small' | 'mid' | 'big' = r.pick(['small', 'mid', 'big'] as const)): string {
  const v = scale === 'small' ? 40 + r.int(960) : scale === 'mid' ? 1000 + r.int(19000) : 20000 + r.int(230000);
  const k = Math.round(v / 1000);
  const fmts: (() => string)[] = [
    () => `$${pad(v)}`,
    () => `$${v}`,
    () => `${pad(v)}`,
    () => `${v} dollars`,
    () => `$${pad(v)}.${String(r.int(100)).padStart(2, '0')}`,
  ];
  if (v >= 1000) fmts.push(() => `${k}k`, () => `$${k}k`, () => `${k} grand`, () => `${(v / 1000).toFixed(1)}k`, () => `£${pad(v)}`, () => `${k}K`, () => `€${pad(v)}`);
  return r.pick(fmts)();
}
const monthly = (r: Prng): string => r.pick([`$${pad(800 + r.int(4000))}/month`, `${800 + r.int(4000)} a month`, `$${pad(800 + r.int(4000))} a month`, `${1 + r.int(4)}.${r.int(10)}k a month`, `$${pad(300 + r.int(900))}/mo`, `${pad(300 + r.int(900))} per month`]);
const salary = (r: Prng): string => {
  const k = 28 + r.int(160);
  return r.pick([`${k}k`, `$${k}k`, `$${pad(k * 1000)}`, `${k}k base`, `${k}k base + rsus`, `${k}k a year`, `$${k},000 a year`, `${k}k plus bonus`, `about ${k}k`, `$${(15 + r.int(30))}/hr`, `${15 + r.int(30)} an hour`]);
};
const score = (r: Prng): string => String(480 + r.int(240));
const dose = (r: Prng): string =>
  r.pick([`${r.pick([5, 10, 20, 25, 40, 50, 75, 100, 150, 200, 300, 500])}mg`, `${r.pick([5, 10, 20, 50, 100])} mg`, `${r.pick([0.5, 1, 2])}mg`, `${r.pick([25, 50, 100, 150])}`]);
const schedule = (r: Prng): string =>
  r.pick(['', '', 'daily', 'twice a day', 'bid', 'BID', 'qd', 'once a day', 'every night', 'at night', 'in the morning', 'prn', 'as needed', '3x a day', 'tid', 'every other day', 'weekly', 'po daily', 'PO BID']);

interface Pools {
  drugs: string[];
  conditions: string[];
  /** WordNet/lexicon conditions (noisier; drawn half as often as the team's lists). */
  conditionsLex: string[];
  symptoms: string[];
  procedures: string[];
  surgeries: string[];
  labs: [string, (r: Prng) => string][];
  offenses: string[];
  offensesLex: string[];
  status: string[];
  events: string[];
  debts: string[];
  finStates: string[];
  other: string[];
}

const inPart = (part: Part) => (t: string): boolean => termPart(t) === part;

export function pools(lex: Lexicon, part: Part): Pools {
  const keep = inPart(part);
  const medical = termPool(lex, 'medical', part).filter((t) => t.split(' ').length <= 4);
  const legal = termPool(lex, 'legal', part).filter((t) => t.split(' ').length <= 4 && !/^(arrested|charged|on probation)/.test(t));
  const drugs = [...SEED_HEALTH.slice(0, 175), ...DRUGS_EXTRA].filter(keep);
  return {
    drugs: [...new Set(drugs)],
    conditions: [...new Set([...CONDITIONS_EXTRA.filter(keep), ...SEED_HEALTH.slice(175).filter(keep)])],
    conditionsLex: medical,
    symptoms: SYMPTOMS.filter(keep),
    procedures: PROCEDURES.filter(keep),
    surgeries: SURGERIES.filter(keep),
    labs: LABS.filter(([n]) => keep(n)),
    offenses: [...new Set([...OFFENSES_EXTRA.filter(keep), ...SEED_LEGAL.filter((w) => keep(w) && /(ing|ery|ft|ud|ult|der|ism)$/.test(w))])],
    offensesLex: legal,
    status: LEGAL_STATUS.filter(keep),
    events: LEGAL_EVENTS.filter(keep),
    debts: DEBT_NOUNS.filter(keep),
    finStates: FIN_STATES.filter(keep),
    other: OTHER_FACTS.filter(keep),
  };
}

type Frame = (p: Pools, r: Prng) => Piece[];

const cond = (p: Pools, r: Prng): string => (r.next() < 0.65 || p.conditionsLex.length === 0 ? r.pick(p.conditions) : r.pick(p.conditionsLex));
const off = (p: Pools, r: Prng): string => (r.next() < 0.7 || p.offensesLex.length === 0 ? r.pick(p.offenses) : r.pick(p.offensesLex));
const removed = (p: Pools, r: Prng): string => {
  const x = r.pick(p.procedures);
  return x.startsWith('a ') || x.startsWith('both') || x.startsWith('part') ? `${x} removed` : `${x} out`;
};

/** Who the sentence is about: the writer (1st person) or someone close (3rd). */
function subject(r: Prng): { s: string; be: string; have: string; 3: boolean; poss: string } {
  if (r.next() < 0.55) return { s: 'i', be: r.pick(['im', "i'm", 'i am']), have: 'i have', 3: false, poss: 'my' };
  const rel = r.pick(RELATIVES);
  const he = r.next() < 0.5 ? 'his' : 'her';
  return { s: rel, be: `${rel} is`, have: `${rel} has`, 3: true, poss: he };
}

const HEALTH: Frame[] = [
  (p, r) => {
    const w = subject(r);
    return [`${w.have} `, H(cond(p, r)), r.pick(['', ` since ${r.pick(WHEN)}`, ' and its getting worse', ', what should we ask the doctor', ''])];
  },
  (p, r) => [`${subject(r).s} ${r.pick(['was', 'got'])} `, H(`diagnosed with ${cond(p, r)}`), ` ${r.pick(WHEN)}`],
  (p, r) => [`${r.pick(['doc says', 'the doctor thinks', 'gp said', 'they told me'])} ${r.pick(['its', 'i have', 'i might have', 'it could be'])} `, H(cond(p, r))],
  (p, r) => [`${r.pick(['been having', 'i keep getting', 'ive had', 'dealing with', 'she has', 'he keeps having'])} `, H(r.pick(p.symptoms)), r.pick(['', ` for ${r.pick(['a week', 'days', 'months', 'like 2 weeks'])}`, ` since ${r.pick(WHEN)}`])],
  (p, r) => {
    const d = r.pick(p.drugs);
    const sc = schedule(r);
    return [`${r.pick(['im on', 'i take', 'been taking', 'started', 'my mom takes', 'he is on', 'just got put on', 'currently on', 'switched to'])} `, H(`${d}${r.next() < 0.7 ? ` ${dose(r)}` : ''}${sc ? ` ${sc}` : ''}`)];
  },
  (p, r) => [`${r.pick(['doc', 'my psych', 'the np', 'my pcp'])} ${r.pick(['upped my', 'lowered my', 'took me off', 'doubled my'])} `, H(r.pick(p.drugs)), r.next() < 0.4 ? [' from ', `${dose(r)} to ${dose(r)}`].join('') : ''],
  (p, r) => [`can i drink on `, H(`${r.pick(p.drugs)} ${dose(r)}`), '?'],
  (p, r) => {
    const x = removed(p, r);
    return [x.endsWith('removed') ? `${r.pick(['i had', 'she had', 'they'])} ` : `${r.pick(['they took my', 'had my', 'got my'])} `, H(x.endsWith('removed') && !x.startsWith('a ') ? `my ${x}` : x), ` ${r.pick(WHEN)}`];
  },
  (p, r) => [`${subject(r).s} ${r.pick(['had', 'just had', 'is scheduled for', 'needs'])} `, H(r.pick(p.surgeries)), r.pick(['', ` ${r.pick(WHEN)}`, ' and recovery sucks'])],
  (p, r) => {
    const [n, v] = r.pick(p.labs);
    return [`${r.pick(['my', 'her', 'his'])} `, H(`${n} ${r.pick(['was', 'is', 'came back', 'came back at', 'of'])} ${v(r)}`), r.pick(['', ' is that bad', ', doc wants to recheck'])];
  },
  (p, r) => {
    const [n, v] = r.pick(p.labs);
    return [`labs: `, H(`${n.toUpperCase()} ${v(r)}`), ', ', H(`${r.pick(p.labs)[0]} ${r.pick(p.labs)[1](r)}`)];
  },
  (p, r) => [`${r.pick(['i tested', 'she tested', 'just tested', 'my bf tested'])} `, H(`positive for ${cond(p, r)}`)],
  (_p, r) => [`${r.pick(['im', 'my wife is', 'my gf is', 'my daughter is'])} `, H(`${r.pick(['pregnant', `${4 + r.int(30)} weeks pregnant`, 'pregnant again', 'pregnant with twins'])}`), r.pick(['', ' and nobody knows', ' and scared'])],
  (_p, r) => [`${r.pick(['i', 'she', 'my sister'])} `, H(r.pick(['had a miscarriage', 'miscarried', 'had an abortion', 'took plan b', 'had a chemical pregnancy', 'lost the baby'])), ` ${r.pick(WHEN)}`],
  (_p, r) => [`${r.pick(['im', 'been', 'he is'])} `, H(r.pick([`sober ${2 + r.int(30)} months`, `clean ${1 + r.int(12)} years`, 'back on benzos', 'using again', 'relapsed', 'drinking again', `smoking ${1 + r.int(2)} packs a day`, 'vaping nonstop', 'doing coke on weekends', 'on methadone', 'in rehab'])), ''],
  (p, r) => [`${r.pick(['fell', 'slipped', 'crashed my bike', 'got in a car accident'])} ${r.pick(WHEN)} and `, H(r.pick([`broke my ${r.pick(['wrist', 'ankle', 'hip', 'collarbone', 'arm'])}`, 'tore my acl', 'got a concussion', 'needed 12 stitches', 'cracked 2 ribs', `hurt my ${r.pick(['back', 'neck', 'knee'])}`, ...p.symptoms.slice(0, 3)]))],
  (_p, r) => [`${r.pick(['i', 'my son', 'my brother'])} ${r.pick(['tried to', 'almost'])} `, H(r.pick(['kill myself', 'overdose', 'took too many pills', 'hurt myself'])), ` ${r.pick(WHEN)}`],
  (_p, r) => [`${r.pick(['i was', 'my dad was', 'she was'])} `, H(r.pick(['hospitalized for a week', 'in the psych ward', 'admitted to the icu', 'put on a 5150', 'in the er with chest pain', 'in inpatient for 10 days'])), ` ${r.pick(WHEN)}`],
  (_p, r) => [`${r.pick(['im', 'my son is', 'she is'])} `, H(r.pick(['deaf in one ear', 'legally blind', 'in a wheelchair', 'on disability for my back', 'on ssdi', 'autistic', 'diabetic', 'hiv positive', 'undetectable', 'immunocompromised', 'bipolar', 'anorexic', 'depressed'])), ''],
];

const LEGAL: Frame[] = [
  (p, r) => [`${subject(r).s} ${r.pick(['was', 'got'])} `, L(`${r.pick(['arrested', 'charged', 'picked up', 'booked', 'cited', 'indicted'])} for ${off(p, r)}`), ` ${r.pick(WHEN)}`],
  (p, r) => [`${subject(r).s} got `, L(`charged with ${off(p, r)}`), r.pick(['', ' and the court date is soon', ', first offense'])],
  (p, r) => [`${r.pick(['i', 'he', 'my son', 'she'])} `, L(`${r.pick(['pleaded guilty to', 'pled guilty to', 'pled no contest to', 'was convicted of', 'got convicted of'])} ${off(p, r)}`), r.pick(['', ` ${r.pick(WHEN)}`, ' in 2018'])],
  (p, r) => [`${r.pick(['i have', 'i got', 'he has', 'she has'])} `, L(`a ${off(p, r)} ${r.pick(['conviction', 'charge', 'on my record', 'from 2016'])}`), r.pick(['', ' will that show up on a background check', ' and im applying for jobs'])],
  (p, r) => {
    const w = subject(r);
    return [`${w.be} `, L(`on ${r.pick(['probation', 'parole', 'deferred adjudication'])} for ${off(p, r)}`), r.pick(['', ' until 2027', ' and want to move states'])];
  },
  (p, r) => [`${r.pick(['i have', 'there is', 'my brother has', 'we have'])} `, L(r.pick(p.status)), r.pick(['', ` in ${r.pick(STATES)}`, ' what happens next', ''])],
  (p, r) => [`${r.pick(['i', 'my cousin', 'he', 'my husband', 'we'])} `, L(r.pick(p.events)), r.pick(['', ` ${r.pick(WHEN)}`, ' and now idk', ` in ${r.pick(STATES)}`])],
  (p, r) => [`got pulled over ${r.pick(WHEN)} and ${r.pick(['they found', 'the cop found', 'they searched and found'])} `, L(r.pick(['weed in my car', 'a gun under the seat', 'pills in my bag', 'an open container', 'coke in the console', 'my suspended license'])), ''],
  (p, r) => [`${r.pick(['my ex', 'my landlord', 'my boss', 'a neighbor', 'my old roommate', 'the other driver'])} ${r.pick(['is suing me for', 'accused me of', 'reported me for', 'pressed charges for', 'filed a police report for'])} `, L(off(p, r)), ''],
  (p, r) => [`${r.pick(['im', 'my wife is', 'my parents are'])} `, L(r.pick(['undocumented', 'out of status', 'here on an expired visa', 'in removal proceedings', 'waiting on asylum', 'on daca', 'on tps', 'overstaying a b2 visa'])), r.pick(['', ` since ${r.pick(WHEN)}`, ' and scared to go to court'])],
  (_p, r) => [`${r.pick(['my', 'our'])} `, L(`${r.pick(['i-485', 'i-130', 'h1b', 'n-400', 'asylum case', 'green card application', 'u visa', 'student visa'])} ${r.pick(['got denied', 'is pending', 'got an rfe', 'was rejected', 'has been stuck for 2 years'])}`), ''],
  (_p, r) => [`${r.pick(['i', 'she'])} ${r.pick(['was', 'keep getting'])} `, L(r.pick(['harassed by my supervisor', 'passed over because im pregnant', 'written up after i complained', 'fired after reporting safety issues', 'groped by a coworker', 'called slurs by my manager'])), ''],
  (_p, r) => [`${r.pick(['i', 'honestly i', 'ok i'])} `, L(r.pick(['took cash from the till', 'lied on my application', 'used my moms card without asking', 'drove home drunk', 'sold my adderall', 'faked a doctors note', 'hit a parked car and left', 'didnt report cash tips', 'padded my expense reports'])), r.pick(['', ' and im scared', ', can i get in trouble'])],
  (_p, r) => [`${r.pick(['i', 'we', 'my sister'])} ${r.pick(['am', 'are', 'is'])} in `, L(r.pick(['a custody battle', 'a custody dispute with my ex', 'divorce court', 'an eviction case', 'small claims court over the deposit', 'a lawsuit with my contractor'])), ''],
];

const FINANCIAL: Frame[] = [
  // The guideline's fact is the amount with its noun: the verb before it ("owe", "make", "have") stays outside, so a
  // span never reaches past a gold fact that leaves the verb out (and still touches one that keeps it).
  (p, r) => [`${r.pick(['i', 'we', 'my husband', 'my dad'])} ${r.pick(['owe', 'owes', 'still owe', 'have'])} `, F(`${amount(r)} ${r.pick(['on', 'in', 'of'])} ${r.pick(['my', 'our', 'his', ''])} ${r.pick(p.debts)}`.replace(/\s+/g, ' ')), r.pick(['', ' and cant pay', ' at 24% apr', ''])],
  (_p, r) => [`${r.pick(['i still owe', 'we owe', 'he owes', 'i owe'])} ${r.pick(['the irs', 'my landlord', 'the hospital', 'my ex', 'a collection agency'])} `, F(`${r.pick(['about ', 'like ', '~', ''])}${amount(r)}`), r.pick(['', ' and they keep calling', ' from last year'])],
  (_p, r) => [`${r.pick(['i make', 'i earn', 'my husband makes', 'she makes about', 'i bring in', 'i only make'])} `, F(r.pick([salary(r), monthly(r)])), `${r.pick([', ', '. ', ' and '])}${r.pick(['my wife makes', 'he makes', 'my partner makes', 'she earns'])} `, F(r.pick([salary(r), monthly(r)]))],
  (p, r) => [`${r.pick(['', 'got ', 'have '])}`, F(`${amount(r)} in ${r.pick(p.debts)}${r.next() < 0.3 ? ' debt' : ''}`), r.pick(['', ' and 0 in savings', ' and rising'])],
  (_p, r) => [`${r.pick(['i make', 'i earn', 'i bring home', 'my wife makes', 'he makes', 'we make', 'i get paid'])} `, F(r.pick([salary(r), monthly(r), `${monthly(r)} after tax`])), r.pick(['', ' is that enough to buy', ' before taxes'])],
  (_p, r) => [`${r.pick(['my salary is', 'my pay is', 'my income is', 'offer is', 'current comp is', 'i just got an offer for'])} `, F(salary(r)), ''],
  (_p, r) => [`${r.pick(['my', 'our', 'her'])} `, F(`${r.pick(['credit score is', 'fico is', 'fico is around', 'score dropped to', 'credit is like'])} ${score(r)}`), ''],
  (_p, r) => [`${r.pick(['rent is', 'my rent is', 'mortgage is', 'my car payment is', 'child support is'])} `, F(monthly(r)), ''],
  (p, r) => [`${r.pick(['we', 'i', 'my parents'])} ${r.pick(['have', 'got', 'are dealing with', 'just got'])} `, F(r.pick(p.finStates)), r.pick(['', ` ${r.pick(WHEN)}`, ' and dont know what to do'])],
  (_p, r) => [`${r.pick(['im', 'we are', 'she is'])} `, F(`${r.pick(['2', '3', 'four', '6', 'two'])} months behind on ${r.pick(['rent', 'the mortgage', 'my car payment', 'utilities', 'child support'])}`), ''],
  (_p, r) => [`${r.pick(['i', 'he', 'my bf'])} `, F(`lost ${amount(r)} ${r.pick(['gambling', 'on sports betting', 'at the casino', 'on crypto', 'on options'])}`), ` ${r.pick(WHEN)}`],
  (_p, r) => [`${r.pick(['i', 'we', 'my sister'])} ${r.pick(['filed', 'are filing', 'might file'])} `, F(r.pick(['chapter 7', 'chapter 13', 'bankruptcy', 'for bankruptcy'])), r.pick(['', ` ${r.pick(WHEN)}`])],
  (_p, r) => [`the irs says `, F(`i owe ${amount(r, 'mid')}`), r.pick(['', ' from 2022', ' plus penalties'])],
  (_p, r) => [`${r.pick(['we have', 'i have', 'only have'])} `, F(`${amount(r)} ${r.pick(['in savings', 'saved', 'in my 401k', 'in checking', 'left in the bank', 'in a roth'])}`), ''],
  (_p, r) => [`${r.pick(['the loan is', 'got approved for', 'they offered'])} `, F(`${amount(r, 'big')} at ${(3 + r.int(200) / 10).toFixed(1)}% for ${r.pick(['60', '72', '30 year', '84'])} months`.replace('30 year months', '30 years')), ''],
  (_p, r) => [`${r.pick(['my husband', 'i', 'my wife'])} ${r.pick(['has', 'have', 'opened'])} `, F(r.pick(['a secret credit card', 'a hidden savings account', `${amount(r)} stashed in crypto`, 'a second bank account nobody knows about'])), ''],
  (_p, r) => [`${r.pick(['my account is', 'im'])} `, F(`overdrawn by ${amount(r, 'small')}`), ''],
  (_p, r) => [`${r.pick(['inherited', 'we got', 'i just received'])} `, F(amount(r, 'big')), r.pick(['', ' from my grandpa', ' in a settlement'])],
];

const OTHER: Frame[] = [
  (p, r) => [`${r.pick(['im', 'i think im', 'my son is', 'my sister came out as', 'honestly im'])} `, O(r.pick(p.other)), r.pick(['', ' and my family doesnt know', ' and idk how to tell them'])],
  (_p, r) => [`${r.pick(['i', 'my husband', 'my mom'])} ${r.pick(['got', 'was'])} `, O(r.pick(['laid off', 'fired', 'let go', 'terminated'])), ` ${r.pick(WHEN)}`],
  (_p, r) => [`${r.pick(['i', 'we'])} `, O(r.pick(['havent spoken to my parents in years', 'are getting divorced', 'found out he cheated', 'got kicked out', 'were disowned'])), ''],
];

// ---- negatives: the same topics asked in general, generic words, money in a general sense, everyday chat ----

type NegFrame = (p: Pools, r: Prng) => string;
const NEGATIVE: NegFrame[] = [
  (p, r) => `what is ${cond(p, r)}?`,
  (p, r) => `${r.pick(['is', 'how contagious is', 'how common is', 'what causes'])} ${cond(p, r)}${r.pick(['', ' contagious', ' in kids', ' in older adults'])}`,
  (p, r) => `what are the symptoms of ${cond(p, r)}`,
  (p, r) => `what is ${r.pick(p.drugs)} used for`,
  (p, r) => `whats the usual dose of ${r.pick(p.drugs)} for adults`,
  (p, r) => `can you explain how ${r.pick(p.drugs)} works in simple terms`,
  (p, r) => `what does ${r.pick(p.surgeries)} involve and how long is recovery usually`,
  (p, r) => `what is a normal ${r.pick(p.labs)[0]} level`,
  (p, r) => `whats the penalty for ${off(p, r)} in ${r.pick(STATES)}`,
  (p, r) => `is ${off(p, r)} a felony or a misdemeanor`,
  (p, r) => `how long does ${off(p, r)} stay on your record`,
  (p, r) => `write a short story where a detective investigates ${off(p, r)}`,
  (_p, r) => `what is the difference between probation and parole${r.pick(['', '?', ' in canada'])}`,
  (_p, r) => `how does the ${r.pick(['h1b lottery', 'green card process', 'asylum process', 'naturalization interview', 'daca renewal'])} work`,
  (_p, r) => `explain ${r.pick(['chapter 7 vs chapter 13', 'how credit scores work', 'what a heloc is', 'how wage garnishment works', 'what apr means', 'how a 401k match works', 'compound interest'])}`,
  (_p, r) => `what is a typical apr on a ${r.pick(['used car', 'new car', 'personal loan', 'credit card'])}`,
  (_p, r) => `is ${amount(r)} a good salary in ${r.pick(STATES)}?`,
  (_p, r) => `the average rent in ${r.pick(['austin', 'denver', 'london', 'toronto'])} is ${monthly(r)} now, crazy`,
  (_p, r) => `${r.pick(['netflix', 'spotify', 'the gym', 'costco'])} raised prices to ${amount(r, 'small')}, is it still worth it`,
  (_p, r) => `how much should someone have saved by ${r.pick(['30', '40', 'retirement'])}`,
  (_p, r) => `a fico score of ${score(r)} counts as what, fair or good?`,
  (_p, r) => `my ${r.pick(['doctor', 'dentist', 'lawyer', 'accountant', 'therapist'])} ${r.pick(['appointment is tomorrow at 3', 'moved offices', 'is running late', 'recommended a book'])}`,
  (_p, r) => `i need to ${r.pick(['call the bank', 'renew my health insurance', 'find a lawyer for my small business', 'go to court for jury duty', 'pick up a prescription for my cat', 'pay my bills online'])}${r.pick(['', ' tomorrow', ', any tips'])}`,
  (_p, r) => `${r.pick(['Apple', 'Tesla', 'Amazon', 'Nvidia', 'The Fed', 'Bitcoin'])} ${r.pick(['stock dropped 5% today', 'hit a new high', 'raised rates again', 'announced layoffs'])}, what does that mean for the market`,
  (_p, r) => `${r.pick(['In Pride and Prejudice', 'In Breaking Bad', 'In the Office', 'In Grey\'s Anatomy'])} ${r.pick(['who gets arrested', 'why does the character get sick', 'how much money do they owe'])}?`,
  (_p, r) => `help me write ${r.pick(['a cover letter for a paralegal job', 'a blog post about budgeting', 'an essay on the history of medicine', 'a lesson plan about the court system', 'a flyer for a blood drive', 'a speech for a charity dinner'])}`,
  (_p, r) => r.pick(EVERYDAY_TRAIN),
  (_p, r) => r.pick(PLAIN_PERSONAL),
  (_p, r) => r.pick(PLAIN_PERSONAL),
  (_p, r) => `${r.pick(PLAIN_PERSONAL)}, ${r.pick(['and', 'but', 'so'])} ${r.pick(PLAIN_PERSONAL)}`,
  (_p, r) => `${r.pick(['can you', 'pls', 'could you'])} ${r.pick(['summarize this article', 'fix the grammar in this paragraph', 'translate this to spanish', 'make this email sound nicer', 'give me a workout plan', 'suggest dinner ideas'])}${r.pick(['', ' thanks', ' :)'])}`,
  (_p, r) => `we're going to ${r.pick(['San Diego', 'Lisbon', 'the Grand Canyon', 'Tokyo'])} in ${r.pick(['May', 'June', 'the fall'])}, what should we see`,
  (_p, r) => `${r.pick(['my mom', 'my boss', 'my friend'])} ${r.pick(['sent me a funny video', 'is visiting this weekend', 'wants a gift idea for her garden', 'asked me to help move'])}`,
  (_p, r) => `the ${r.pick(['hospital', 'courthouse', 'bank', 'clinic'])} near ${r.pick(['me', 'my office', 'the mall'])} ${r.pick(['has terrible parking', 'closes at 5', 'is hiring nurses', 'has a nice cafe'])}`,
  (_p, r) => `is it normal to ${r.pick(['feel tired after a flight', 'get sore after the gym', 'need coffee to wake up', 'be nervous before a job interview'])}?`,
  (_p, r) => r.pick(GENERAL_DOMAIN) + r.pick(['?', '', '??', ' thanks']),
  (_p, r) => r.pick(GENERAL_DOMAIN) + r.pick(['?', '', '??', ' thanks']),
  (_p, r) => r.pick(STORY_TALK),
  (_p, r) => `${r.pick(STORY_TALK)}${r.pick([', ', '. ', ' and '])}${r.pick(STORY_TALK)}`,
  (_p, r) => r.pick(WORK_LINES),
  (_p, r) => r.pick(CODE_LINES),
  (_p, r) => `what ${r.pick(['questions should i ask a', 'does a', 'do i bring to a'])} ${r.pick(['financial advisor', 'divorce lawyer', 'new doctor', 'tax preparer', 'immigration attorney'])}${r.pick(['', ' meeting', ' consultation'])}`,
];

/**
 * Sentences about the writer or their family with nothing private in them: generic domain words ("my doctor", "the
 * bank", "my lawyer"), errands, work, tasks around a pasted text. The personal gate lets these through, so the tagger
 * has to learn that speaking of oneself is not yet a fact.
 */
const PLAIN_PERSONAL = split(`i have a meeting with my manager at 3|my kids want pizza tonight|i need to reschedule my dentist appointment|
  my lawyer sent me the draft yesterday|my bank app keeps logging me out|my insurance card came in the mail|
  im taking my mom to her appointment tomorrow|my doctor is really nice|i called the clinic but nobody picked up|
  i just moved to a new apartment|my landlord finally fixed the heater|we are planning a trip for my dads birthday|
  my boss wants the report by friday|i started a new job last month and i like it|my son has a soccer game saturday|
  i am writing an email to my team about the offsite|my husband and i are redoing the kitchen|i love my therapist|
  my accountant said the forms are ready|i have to go to the courthouse to pick up a copy of a document|
  my daughter is applying to colleges|i want to get better at budgeting|i am trying to eat healthier this year|
  my wife is a nurse|my brother is a cop|my dad works at a bank|i am a paralegal|my sister is studying law|
  i got a new phone and need to move my contacts|my cat threw up on the rug again|i have a job interview on monday|
  my grandma turns 90 next week|our neighbor has a really loud dog|i am learning to code in python|
  my friend recommended this app|i wrote this for my class|my teacher wants 500 words|i run a small bakery|
  i just got back from vacation|my team uses jira|my car needs new tires|i am on my phone so sorry for typos|
  i have two kids and a dog|my partner and i are trying to save up for a house|i pay my bills on the first of the month|
  my mom keeps sending me articles about vitamins|i have read the terms but i do not understand them|
  i am a nurse and need help with a shift schedule|my company gives us a stipend for lunch`);

/**
 * The talk around a fact in a long message: durations, times, relatives, errands, moods and numbers that are not the
 * fact ("it took 4 hours", "she texts me every day", "we have 2 weeks to reply"). Real messages are paragraphs; these
 * sentences surround the facts of a story message on one line, every token O.
 */
const STORY_TALK = split(`we got to the place around 10 at night|it took almost four hours|my sister drove me there|she texts me every single day|
  he calls me like twice a week|my parents found out on sunday|honestly i am so tired of all this|i told my best friend first|
  he wants to change schools next year|the teacher said the week was a mess|it was a nightmare either way|we have two weeks to answer|
  i have been at this company since 2015|i said i would think about it|the receptionist was really nice|i could not find parking|
  we argued about it for an hour|i dont want to move again|my kids are 6 and 9|we live about an hour from the city|
  i work nights at a warehouse|she is on vacation until the 18th|my phone died halfway through the call|i waited on hold for 40 minutes|
  the letter came on tuesday|i read it three times|nobody explained anything|my mom keeps asking questions|we only have one car|
  i am not trying to be dramatic|sorry this is long|english is not my first language sorry|i have a lot going on right now|
  i am writing this at 2am|my husband thinks i am overreacting|he said it would be fine|she was crying on the phone|
  we were married for 12 years|i moved here in 2019|i start a new job in march|the office closes at 5|i am 34 btw|
  they said to wait 3 to 5 business days|the form is like 8 pages|i filled it out last night|the deadline is friday|
  we have a dog and two cats|our lease ends in august|he lay on the couch all day|i found it in the drawer|
  my dad is old school about this stuff|it has been 6 months of this|i cant afford to miss work|i took the day off|
  i drove back home after|the whole family was there|it was raining the whole time|i keep going back and forth|
  i want to do the right thing|i dont know who else to ask|my friend said to ask here|i googled it but got confused`);

/**
 * A general question about a domain in its generic words ("meds", "court", "therapy", "a lawyer"): a topic, not a
 * fact of the writer's, every token O.
 */
const GENERAL_DOMAIN = split(`does insurance usually cover therapy|how long do antidepressants take to work in general|
  what happens at a first court appearance|how do bail bonds work|is hormone therapy covered by most plans|
  whats the difference between a misdemeanor and a felony|can a landlord raise the rent in the middle of a lease|
  how much should a family budget for groceries|what does a public defender do|how do payment plans with hospitals work|
  is it better to see a psychiatrist or a psychologist|what is a normal resting heart rate|how long does probate usually take|
  what does a bankruptcy lawyer charge usually|how does small claims court work|what are common side effects of statins|
  how do i find a good therapist|what should be in a will|how do credit unions differ from banks|what is an hsa|
  do urgent care clinics take walk ins|what does pre approved mean for a mortgage|how does a background check work|
  what is the statute of limitations on debt in general|is a verbal agreement legally binding|how do meds get approved by the fda|
  what do people usually ask a divorce lawyer|how do you read a lab report|what is a deductible|how do tax brackets work|
  what is the difference between a will and a trust|how are child support amounts calculated in general|
  what does the er do for a migraine usually|how often should adults get a physical|what counts as a felony in most states`);

/** Work emails and notes: metrics, budgets, quarters, deadlines, tickets and meetings; nothing private in them. */
const WORK_LINES = split(`reminder that the Q4 planning doc needs to be filled in by friday|revenue was up 12% this quarter|
  the budget for the offsite is $40k|please stop booking calls over the lunch hour|the client asked for a 10% discount on renewal|
  I will be out of office until the 14th|lets sync at 2pm tomorrow|invoice 4471 is attached for your records|
  headcount for next year is 14|the launch moved to march 3rd|we closed 3 deals last week worth $120k total|
  churn dropped to 2.1% in october|the vendor quote came in at $18,500|please review the draft before the meeting|
  the dashboard shows 40k active users|our burn rate is about $200k a month|Q3 numbers look solid|the board meeting is on the 9th|
  can everyone update their tickets before standup|the contract renewal is due on the 30th|marketing spent $12k on ads in june|
  the new hire starts monday|we need two more reviewers on the pr|the server costs went up $3,000 this month|
  the team lunch is on wednesday at noon|please submit expenses by the 5th|the proposal is 20 pages|the report is due end of day|
  the rollout is paused until we fix the bug|sales target for the quarter is $2.4M|the survey got 312 responses`);

/** Prose around code and systems: versions, ports, sizes, limits, error codes; nothing private in them. */
const CODE_LINES = split(`the container runs postgres:16 on port 5432|after upgrading to node 20 the build fails|the test suite takes 40 seconds|
  i get a 500 error when the payload is over 2mb|the cron job runs at 3am every night|memory usage climbs to 2gb and then it crashes|
  set max retries to 3 and the timeout to 30s|the api returns 429 after 100 requests|image: redis:7.2 keeps restarting|
  the lambda has 512mb and times out at 15 minutes|my python script reads a 3gb csv|the query takes 12 seconds on 1 million rows|
  the role has read access to the bucket|i bumped the version to 2.3.1|the docker image is 1.2gb|the function returns null sometimes|
  how do i fix a segfault in this loop|the ci pipeline fails on step 4|the page loads in 6 seconds on mobile|
  i set the cache ttl to 300|the webhook fires twice for every payment event|the migration dropped a column by mistake|
  my react app renders the list 3 times|the pod gets oomkilled at 1gi|i am on windows 11 with wsl2|the cost of the cluster is $900 a month`);

/** Pasted documents with nothing private: headings, field labels, prices, fees, dates, page numbers. */
const DOC_NEGATIVE: NegFrame[] = [
  (_p, r) => `INVOICE\nInvoice date: 0${1 + r.int(9)}/1${r.int(9)}/2024\nSubtotal: $${pad(100 + r.int(900))}.00\nShipping: $${5 + r.int(20)}.99\nTax: $${10 + r.int(80)}.${r.int(90) + 10}\nPage 1 of 2`,
  (_p, r) => `Sale price: $${pad(15000 + r.int(20000))}.00\nDoc fee: $${200 + r.int(800)}.00    Title fee: $${50 + r.int(200)}.00\nService plan: $${pad(1000 + r.int(2000))}.00\nDelivery date: ${r.pick(['May', 'June', 'July'])} ${1 + r.int(27)}`,
  (_p, r) => `RECEIPT\n${r.pick(['Coffee', 'Groceries', 'Office supplies', 'Parking'])}    $${(3 + r.int(60)).toFixed(2)}\nCard type: VISA\nThank you for shopping with us`,
  (_p, r) => `${r.pick(['DIAGNOSIS', 'MEDICATIONS', 'PLAN', 'ASSESSMENT', 'HISTORY'])}\n${r.pick(['Patient name:', 'Date of visit:', 'Provider:', 'Clinic:'])} ${r.pick(['see below', 'N/A', 'pending', 'on file'])}\n${r.pick(['Allergies:', 'Follow-up:', 'Referral:'])} ${r.pick(['none listed', 'as needed', 'not required'])}`,
  (_p, r) => `${r.pick(['CASE INFORMATION', 'HEARING NOTICE', 'COURT RECORD SUMMARY'])}\nCase type: ${r.pick(['Civil', 'Family', 'Small claims'])}\nHearing date: ${1 + r.int(12)}/${1 + r.int(27)}/2025\nCourtroom: ${100 + r.int(400)}\nOffense: see attached`,
  (_p, r) => `Statement date: ${1 + r.int(12)}/${1 + r.int(27)}/2024\nAccount type: Checking\nServices: online banking, paper statements\nQuestions? Call the number on the back of your card`,
  (_p, r) => `MEETING NOTES\nAttendees: ${r.pick(['Sam, Priya, Lee', 'the whole team', 'product and design'])}\nAgenda: ${r.pick(['roadmap', 'budget review', 'hiring plan'])}\nAction items: ${r.pick(['update the deck', 'send the summary', 'book a follow-up'])}`,
];

// ---- pasted document lines ----

const DOCS: Frame[] = [
  (p, r) => [`DISCHARGE SUMMARY\nAdmitting diagnosis: `, H(cond(p, r)), `\nDischarge medications: `, H(`${r.pick(p.drugs)} ${dose(r)} ${r.pick(['PO daily', 'PO BID', 'qHS', 'TID', 'daily'])}`), `, `, H(`${r.pick(p.drugs)} ${dose(r)} ${r.pick(['PO daily', 'PRN', 'BID'])}`), `\nFollow up with PCP in 1-2 weeks.`],
  (p, r) => [`Assessment/Plan:\n1. `, H(cond(p, r)), ` - continue `, H(`${r.pick(p.drugs)} ${dose(r)}`), `\n2. `, H(cond(p, r)), ` - recheck labs in 3 months`],
  (p, r) => {
    const [n, v] = r.pick(p.labs);
    return [`Results: `, H(`${n.toUpperCase()} ${v(r)}`), ` (H)   Ref range: see report\nOrdering provider: Dr. ${r.pick(['Patel', 'Nguyen', 'Smith', 'Okafor'])}`];
  },
  (_p, r) => [`EARNINGS STATEMENT\nPay period: 03/01 - 03/15\nGross pay `, F(amount(r, 'mid')), `\nFederal tax ${amount(r, 'small')}\nNet pay `, F(amount(r, 'mid')), `\nYTD gross `, F(amount(r, 'big'))],
  (_p, r) => [`Statement period 02/01/2025 - 02/28/2025\nBeginning balance $${pad(r.int(900))}.00\nOVERDRAFT FEE $35.00\n`, F(`Ending balance -$${pad(50 + r.int(900))}.${String(r.int(100)).padStart(2, '0')}`)],
  (p, r) => [`NOTICE TO APPEAR\nYou are charged with: `, L(off(p, r)), `\nYour court date is listed below. Failure to appear may result in a warrant.`],
  (p, r) => [`IN THE COUNTY COURT\nPlaintiff: ${r.pick(['Midland Funding LLC', 'Capital One Bank', 'Oakwood Apartments'])}\nClaim: `, F(`${amount(r, 'mid')} unpaid balance`), `\nThe defendant has 20 days to answer.`],
  (_p, r) => [`Notice CP2000 - Proposed changes to your 2023 tax return. `, F(`Amount due: ${amount(r, 'mid')}`), ` Respond by the date shown.`],
];

function typo(s: string, r: Prng): string {
  const words = s.split(' ');
  const k = r.int(words.length);
  const w = words[k] ?? '';
  if (w.length < 5 || !/^[a-z]+$/.test(w)) return s;
  const i = 1 + r.int(w.length - 2);
  words[k] = r.next() < 0.5 ? w.slice(0, i) + (w[i + 1] ?? '') + (w[i] ?? '') + w.slice(i + 2) : w.slice(0, i) + w.slice(i + 1);
  return words.join(' ');
}

/** Applies the message's register (case, typos, abbreviations) to a piece; facts keep their length-dependent ranges. */
function register(s: string, r: Prng, style: { lower: boolean; typos: number; abbrev: boolean }): string {
  let t = s;
  if (style.abbrev) t = t.replace(/\bwith\b/g, 'w/').replace(/\bbecause\b/g, 'bc').replace(/\bplease\b/g, 'pls').replace(/\byou\b/g, 'u');
  if (style.typos > 0 && r.next() < style.typos) t = typo(t, r);
  if (!style.lower && /^[a-z]/.test(t)) t = t.replace(/\bi\b/g, 'I').replace(/\bim\b/g, "I'm");
  return t;
}

function capitalise(text: string): string {
  return text.replace(/(^|[.?!]\s+|\n)([a-z])/g, (_m, a: string, b: string) => a + b.toUpperCase());
}

/** One message from sentences of pieces: facts get their ranges after the register is applied. */
function assemble(sentences: Piece[][], r: Prng, oneLine = false): { text: string; spans: FactExample['spans'] } {
  const style = { lower: r.next() < 0.6, typos: r.next() < 0.4 ? 0.3 : 0, abbrev: r.next() < 0.3 };
  const upperFacts = !style.lower && r.next() < 0.3;
  let text = '';
  const spans: FactExample['spans'] = [];
  sentences.forEach((pieces, k) => {
    if (k > 0 && !text.endsWith('\n')) text += oneLine ? r.pick(['. ', '. ', ', ', ' and ', '. so ', '... ', '. but ', ' - ']) : r.pick([' ', '. ', '. ', '. ', '? ', '\n', ', also ', '. and ', ' also ', '. oh and ', '!! ', ', ']);
    pieces.forEach((p) => {
      if (typeof p === 'string') text += register(p, r, style);
      else {
        let f = p.fact;
        if (upperFacts && p.kind !== 'financial') f = f.replace(/\b([a-z])/, (c) => c.toUpperCase());
        if (style.abbrev) f = f.replace(/\bwith\b/g, 'w/');
        spans.push({ start: text.length, end: text.length + f.length, type: p.kind });
        text += f;
      }
    });
  });
  if (!style.lower) {
    const cap = capitalise(text);
    if (cap.length === text.length) text = cap;
  }
  // Collapse doubled spaces outside facts only (ranges must stay exact): leave them, the tokenizer ignores them.
  return { text, spans };
}

interface PresidioRecord {
  full_text: string;
  template_id: number;
}

/**
 * Sensitive-free texts of other registers, every token O: presidio-synth generated_large records with an even
 * template_id (the identifier bench's dev half; the odd half is its test and is never read) — names, addresses,
 * companies and dates, which are not domain facts — and the everyday requests (everyday.ts EVERYDAY_TRAIN).
 */
export function otherNegatives(n: number, seed: number): FactExample[] {
  const r = new Prng(seed);
  const presidio = JSON.parse(readFileSync(path.join(DATASETS, 'presidio-synth', 'generated_large.json'), 'utf8')) as PresidioRecord[];
  const even = r.shuffle(presidio.filter((p) => p.template_id % 2 === 0)).slice(0, n);
  return [
    ...even.map((p, i) => ({ id: `presidio-${i}`, source: 'presidio-negative', text: p.full_text, spans: [] })),
    ...EVERYDAY_TRAIN.map((text, i) => ({ id: `everyday-${i}`, source: 'everyday-negative', text, spans: [] })),
  ];
}

const KIND_FRAMES: Record<FactKind, Frame[]> = { health: HEALTH, legal: LEGAL, financial: FINANCIAL, other: OTHER };

/**
 * `n` messages over the terms of `part`: ~55 % hold one to three facts (mixed with general or everyday sentences),
 * ~10 % are pasted document excerpts (with a line of chat around them), ~35 % hold nothing private.
 */
export function factMessages(lex: Lexicon, part: Part, n: number, seed: number): FactExample[] {
  const r = new Prng(seed);
  const p = pools(lex, part);
  const out: FactExample[] = [];
  const kind = (): FactKind => {
    const x = r.next();
    return x < 0.36 ? 'health' : x < 0.66 ? 'legal' : x < 0.93 ? 'financial' : 'other';
  };
  const fact = (): Piece[] => {
    for (;;) {
      const ps = r.pick(KIND_FRAMES[kind()])(p, r);
      if (ps.length) return ps;
    }
  };
  const neg = (): Piece[] => [r.pick(NEGATIVE)(p, r)];
  for (let k = 0; k < n; k++) {
    const x = r.next();
    let sentences: Piece[][];
    let source: string;
    if (x < 0.15) {
      // A long paragraph on one line: one or two facts buried in everyday talk.
      source = 'story';
      const facts = 1 + (r.next() < 0.35 ? 1 : 0);
      sentences = Array.from({ length: facts }, fact);
      const talk = 3 + r.int(6);
      for (let e = 0; e < talk; e++) sentences.splice(r.int(sentences.length + 1), 0, [r.next() < 0.7 ? r.pick(STORY_TALK) : r.pick(NEGATIVE)(p, r)]);
    } else if (x < 0.45) {
      source = 'chat';
      const facts = 1 + (r.next() < 0.45 ? 1 : 0) + (r.next() < 0.2 ? 1 : 0);
      sentences = Array.from({ length: facts }, fact);
      const extra = r.next() < 0.6 ? 1 + r.int(3) : 0;
      for (let e = 0; e < extra; e++) sentences.splice(r.int(sentences.length + 1), 0, neg());
    } else if (x < 0.55) {
      source = 'document';
      sentences = [[r.pick(['can u explain this ', 'what does this mean? ', 'got this in the mail:\n', 'pasting my ', ''])], r.pick(DOCS)(p, r)];
    } else if (x < 0.62) {
      source = 'negative';
      sentences = [[r.pick(['can u explain this ', 'what does this mean? ', 'got this:\n', 'here it is\n', ''])], [r.pick(DOC_NEGATIVE)(p, r)]];
    } else if (x < 0.7) {
      // A work email or a question about code, several lines, nothing private.
      source = 'negative';
      const lines = r.next() < 0.5 ? WORK_LINES : CODE_LINES;
      const body = Array.from({ length: 2 + r.int(4) }, () => r.pick(lines)).join(r.pick(['. ', '\n', '. also ', '\n\n']));
      sentences = [[`${r.pick(['Hi team,\n\n', 'hey all - ', 'Hi Sam,\n', '', 'quick question: '])}${body}${r.pick(['', '\n\nThanks,\nAlex', ' thx', '. any ideas?'])}`]];
    } else {
      source = 'negative';
      sentences = Array.from({ length: 1 + (r.next() < 0.5 ? 1 + r.int(4) : 0) }, neg);
    }
    sentences[0]?.unshift(r.pick(OPEN));
    sentences[sentences.length - 1]?.push(r.pick(CLOSE));
    const { text, spans } = assemble(sentences, r, source === 'story');
    out.push({ id: `fact-${part}-${k}`, source, text, spans });
  }
  return out;
}

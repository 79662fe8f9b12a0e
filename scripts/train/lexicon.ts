/**
 * Offline, reproducible sources that broaden the training signal beyond the two datasets: WordNet
 * hyponym closures (see wordnet.ts) plus hand-written phrase lists in the way people actually write
 * about health, legal trouble and money. `financial` has no dataset at all, so it is built only from
 * these sources. Neutral lists are the negatives every domain is pushed away from.
 */
import type { Domain } from '../../src/engine/types.ts';
import { hyponymLemmas, tagCount } from './wordnet.ts';

/** [lemma, sense (1-based), max depth, cap] */
type Root = readonly [string, number, number, number];

export const WORDNET_ROOTS: Record<Domain | 'neutral', readonly Root[]> = {
  medical: [
    ['disease', 1, 3, 400],
    ['symptom', 1, 3, 250],
    ['medicine', 2, 3, 250],
    ['injury', 1, 3, 100],
    ['disorder', 1, 3, 250],
    ['mental disorder', 1, 3, 150],
    ['addiction', 1, 3, 30],
  ],
  legal: [
    ['crime', 1, 4, 160],
    ['wrongdoing', 2, 3, 200],
    ['offense', 3, 3, 80],
    ['theft', 1, 3, 60],
    ['assault', 1, 3, 30],
    ['homicide', 1, 3, 30],
    ['sexual abuse', 1, 3, 20],
  ],
  financial: [
    ['loan', 1, 3, 30],
    ['tax', 1, 3, 60],
    ['financial loss', 1, 3, 20],
    ['bankruptcy', 1, 3, 10],
    ['liability', 2, 3, 40],
  ],
  neutral: [
    ['dish', 2, 2, 150],
    ['sport', 1, 3, 150],
    ['furniture', 1, 3, 120],
    ['beverage', 1, 2, 100],
    ['musical instrument', 1, 2, 100],
    ['vehicle', 1, 3, 120],
    ['garment', 1, 2, 120],
    ['fruit', 1, 3, 80],
    ['vegetable', 1, 3, 80],
    ['hobby', 1, 2, 40],
    ['building', 1, 2, 100],
    ['profession', 1, 3, 80],
    // everyday vocabulary, so that "a rare-looking single noun" is not what private means ("phosphate", "slug")
    ['animal', 1, 3, 120],
    ['food', 2, 3, 120],
    ['food', 1, 2, 60],
    ['tool', 1, 3, 60],
    ['container', 1, 2, 120],
    ['game', 1, 2, 40],
    ['toy', 1, 2, 20],
    ['musical composition', 1, 2, 40],
    ['structure', 1, 2, 120],
    ['celestial body', 1, 2, 20],
    ['body of water', 1, 2, 40],
    ['plant', 2, 2, 20],
    ['discipline', 1, 2, 40],
    ['color', 1, 2, 40],
    ['fabric', 1, 2, 80],
    ['weather', 1, 2, 40],
    ['room', 1, 2, 100],
  ],
};

/** Hand-written phrases: how people describe their own situation. */
export const PHRASES: Record<Domain | 'neutral', readonly string[]> = {
  medical: [
    'coughing up blood', 'chest pain', 'panic attacks', 'chronic migraines', 'type 2 diabetes', 'high blood pressure',
    'a lump in my breast', 'blood in my urine', 'night sweats', 'losing weight without trying', 'depression',
    'suicidal thoughts', 'an eating disorder', 'bipolar disorder', 'HIV positive', 'a positive pregnancy test',
    'a miscarriage', 'erectile dysfunction', 'chlamydia', 'hepatitis C', 'taking sertraline', 'on insulin',
    'metformin twice a day', 'prescribed oxycodone', 'insomnia', 'heart palpitations', 'shortness of breath at night',
    'a rash on my arms', 'swollen ankles', 'blurred vision', 'ringing in my ears', 'back pain', 'a herniated disc',
    'kidney stones', 'irritable bowel syndrome', 'my psoriasis flaring up', 'a seizure last week', 'memory loss',
    'early-onset dementia', 'ADHD medication', 'opioid withdrawal', 'alcohol dependence', 'binge drinking',
    'self-harm', 'anorexia', 'a benign tumor', 'stage 3 breast cancer', 'chemotherapy', 'dialysis', 'asthma attacks',
    'an STD test', 'infertility treatment', 'constant fatigue', 'dizzy spells', 'fainting', 'vomiting blood',
    'a fractured wrist', 'a concussion', 'PTSD', 'OCD', 'schizophrenia', 'a thyroid problem', 'low testosterone',
    'heavy periods', 'endometriosis', 'a bladder infection', 'acid reflux', 'gout', 'arthritis in my knees',
  ],
  legal: [
    'arrested for shoplifting', 'a DUI', 'drunk driving charge', 'on probation', 'a restraining order', 'a felony conviction',
    'charged with assault', 'domestic violence', 'tax evasion', 'embezzlement', 'insurance fraud', 'identity theft',
    'possession of cocaine', 'selling drugs', 'a warrant for my arrest', 'jail time', 'a suspended sentence',
    'community service', 'violating parole', 'bail hearing', 'a hit and run', 'breaking and entering', 'burglary',
    'stealing from my employer', 'money laundering', 'bribery', 'perjury', 'stalking', 'harassment charges',
    'child custody dispute', 'being sued for defamation', 'an immigration violation', 'overstaying my visa',
    'a criminal record', 'a sex offense', 'vandalism', 'trespassing', 'reckless driving', 'illegal gambling',
    'fencing stolen goods', 'forging signatures', 'beating someone up', 'threatening my neighbour', 'arson',
    'carrying an unlicensed gun', 'resisting arrest', 'contempt of court', 'juvenile record', 'pleaded guilty',
  ],
  financial: [
    'credit card debt', '$40,000 in student loans', 'missed mortgage payments', 'filing for bankruptcy', 'a payday loan',
    'my credit score of 520', 'wage garnishment', 'a lien on my house', 'debt collectors calling', 'behind on rent',
    'overdrawn account', 'foreclosure', 'repossessed car', 'owing back taxes', 'an IRS audit', 'a salary of $85,000',
    'earning $15 an hour', 'my annual income', 'a gambling debt', 'maxed out credit cards', 'defaulted on a loan',
    'a second mortgage', 'unpaid medical bills', 'collections account', 'negative net worth', 'living paycheck to paycheck',
    'borrowed money from my parents', 'an eviction notice', 'late car payments', 'a bounced check', 'tax debt',
    'a loan shark', 'my 401k withdrawal', 'losing my job and savings', 'a debt consolidation loan', 'chapter 7 bankruptcy',
    'chapter 13', 'unemployment benefits', 'food stamps', 'my bonus of $12,000', 'alimony payments', 'child support arrears',
    'a frozen bank account', 'outstanding balance of $7,300', 'an overdue utility bill', 'pawned my jewellery',
    'cash advance fees', 'my crypto losses', 'a margin call', 'my inheritance', 'a personal loan of $20,000',
  ],
  neutral: [
    'a birthday poem', 'my sister', 'the weekend', 'a recipe for lasagna', 'a python script', 'the team meeting',
    'a cover letter', 'the history of Rome', 'a trip to Lisbon', 'the best hiking trails', 'my garden', 'a sourdough starter',
    'the quarterly report', 'a wedding speech', 'our new puppy', 'the football match', 'a chess opening', 'learning Spanish',
    'a book club', 'the train schedule', 'painting the kitchen', 'a sci-fi short story', 'a packing list', 'the solar system',
    'a playlist for running', 'the office party', 'a vegetarian dinner', 'my bike', 'the weather tomorrow', 'a haiku',
    'a thank-you note', 'the board game night', 'a logo design', 'the photosynthesis process', 'an email to my landlord',
    'the marketing plan', 'a knitting pattern', 'a bedtime story', 'the museum', 'a camping trip', 'a SQL query',
    'my resume', 'a quiz about capitals', 'the school play', 'a yoga routine', 'the piano lesson', 'a product description',
    'the conference agenda', 'a road trip', 'my cat', 'a grocery list', 'the kids', 'a spreadsheet formula', 'the essay',
  ],
};

/** Deterministic string hash (FNV-1a), used to split vocabularies into train/held-out parts. */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** True for the ~20% of terms reserved for synthetic evaluation (never trained on). */
export function isEvalTerm(term: string): boolean {
  return hash32(term.toLowerCase()) % 5 === 0;
}

/** True for the ~20% of terms reserved for calibrating the floor (never trained on, never evaluated). */
export function isCalibrationTerm(term: string): boolean {
  return hash32(term.toLowerCase()) % 5 === 1;
}

export interface Lexicon {
  /** Attribute terms per domain, plus neutral negatives. Lower-case-insensitive deduplicated. */
  terms: Record<Domain | 'neutral', string[]>;
}

/** Full lexicon (WordNet + phrases), before any train/eval split. */
export function buildLexicon(): Lexicon {
  const terms = { medical: [], legal: [], financial: [], neutral: [] } as Record<Domain | 'neutral', string[]>;
  const owner = new Map<string, Domain | 'neutral'>();
  for (const dom of ['medical', 'legal', 'financial', 'neutral'] as const) {
    const list: string[] = [...PHRASES[dom]];
    for (const [lemma, sense, depth, cap] of WORDNET_ROOTS[dom]) {
      // Short, lower-case, multi-letter lemmas only: drop proper nouns (brand drug names are fine but
      // capitalised eponyms dominate some closures) and very long technical names.
      const h = hyponymLemmas(lemma, sense, depth).filter(
        (w) => /^[a-z][a-z' -]{2,40}$/.test(w) && (dom !== 'neutral' || tagCount(w) > 0),
      );
      list.push(...h.slice(0, cap));
    }
    for (const t of list) {
      const k = t.toLowerCase();
      // A term claimed by two lists is ambiguous: keep it only where it appeared first.
      if (owner.has(k)) continue;
      owner.set(k, dom);
      terms[dom].push(t);
    }
  }
  return { terms };
}

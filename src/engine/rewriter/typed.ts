/**
 * Typed slots: a span whose head word says what kind of thing it is (a medication, a diagnosis, a charge, a city …)
 * is rewritten from a fixed, public list of that kind, so "diagnosed with lupus" becomes "diagnosed with asthma",
 * not "diagnosed with a patient".
 *
 * PRIVACY (docs/privacy.md, "Typed slots"): the slot is a function of the span's category and of its text's head-word
 * class (these word lists and suffix rules, all public). Like the category, it is REVEALED: the replacement shows it.
 * The DP guarantee of the draw is stated for neighbouring messages whose spans have the same category and slot; it then
 * holds unchanged, because the draw's candidate list is the slot's fixed list (a function of revealed information
 * only) and the span text moves only the ranking (group match, echo), which the rank-profile mechanisms allow.
 * The lists were written for PromptVeil from general knowledge (common drug names, ICD chapter headings, offence
 * names in US/UK law, US states, world capitals…); none is taken from the evaluation or training data.
 */
import type { SpanCategory } from '../types.ts';
import { clauseNumber, type ClauseNumberForm } from '../dp/numbers.ts';

/** The kinds of thing a typed list holds. */
export type TypedSlot =
  | 'medication'
  | 'diagnosis'
  | 'symptom'
  | 'procedure'
  | 'schedule'
  | 'charge'
  | 'proceeding'
  | 'legal_event'
  | 'debt'
  | 'sensitive_event'
  | 'medical_clause'
  | 'legal_clause'
  | 'financial_clause'
  | 'symptom_clause'
  | `${'medical' | 'legal' | 'financial'}_clause_${ClauseNumberForm}`
  | 'card'
  | 'org_bank'
  | 'org_health'
  | 'org_school'
  | 'org_company'
  | 'city'
  | 'county'
  | 'state'
  | 'country'
  | 'first_name'
  | 'full_name';

export interface TypedEntry {
  readonly text: string;
  /** A coarse group inside the slot (drug class, body system, offence family…); same group ranks first. */
  readonly group: string;
}

type Lists = Readonly<Record<TypedSlot, readonly TypedEntry[]>>;

function g(group: string, ...texts: string[]): TypedEntry[] {
  return texts.map((text) => ({ text, group }));
}

/** The public lists (one per slot). Never edited per message. */
export const TYPED_LISTS: Lists = Object.freeze({
  medication: [
    ...g('antidepressant', 'sertraline', 'fluoxetine', 'escitalopram', 'citalopram', 'paroxetine', 'venlafaxine', 'duloxetine', 'bupropion', 'mirtazapine', 'trazodone'),
    ...g('anxiolytic', 'buspirone', 'hydroxyzine', 'lorazepam', 'clonazepam', 'diazepam', 'alprazolam'),
    ...g('mood', 'lamotrigine', 'lithium', 'quetiapine', 'aripiprazole', 'olanzapine', 'risperidone', 'valproate'),
    ...g('stimulant', 'methylphenidate', 'lisdexamfetamine', 'atomoxetine', 'guanfacine'),
    ...g('cardio', 'lisinopril', 'losartan', 'amlodipine', 'metoprolol', 'atenolol', 'atorvastatin', 'rosuvastatin', 'simvastatin', 'apixaban', 'warfarin', 'clopidogrel', 'hydrochlorothiazide'),
    ...g('metabolic', 'metformin', 'insulin glargine', 'semaglutide', 'sitagliptin', 'empagliflozin', 'levothyroxine'),
    ...g('pain', 'ibuprofen', 'naproxen', 'acetaminophen', 'tramadol', 'gabapentin', 'pregabalin', 'sumatriptan'),
    ...g('antibiotic', 'amoxicillin', 'doxycycline', 'azithromycin', 'ciprofloxacin', 'nitrofurantoin', 'cephalexin'),
    ...g('other', 'omeprazole', 'pantoprazole', 'cetirizine', 'loratadine', 'montelukast', 'prednisone', 'albuterol', 'finasteride', 'tamsulosin', 'estradiol', 'progesterone', 'norethindrone', 'isotretinoin', 'adalimumab', 'levetiracetam', 'topiramate', 'melatonin'),
  ],
  diagnosis: [
    ...g('mental', 'depression', 'anxiety', 'bipolar disorder', 'PTSD', 'OCD', 'ADHD', 'an eating disorder', 'panic disorder', 'insomnia'),
    ...g('autoimmune', 'rheumatoid arthritis', 'psoriasis', "Crohn's disease", 'ulcerative colitis', 'celiac disease', 'multiple sclerosis', 'psoriatic arthritis'),
    ...g('metabolic', 'type 2 diabetes', 'type 1 diabetes', 'hypothyroidism', 'high cholesterol', 'prediabetes', 'gout', 'PCOS'),
    ...g('cardio', 'high blood pressure', 'atrial fibrillation', 'heart failure', 'coronary artery disease', 'a heart murmur'),
    ...g('cancer', 'breast cancer', 'colon cancer', 'prostate cancer', 'lymphoma', 'melanoma', 'thyroid cancer', 'leukemia'),
    ...g('respiratory', 'asthma', 'COPD', 'sleep apnea', 'bronchitis', 'pneumonia'),
    ...g('neuro', 'epilepsy', 'migraine', 'dementia', "Parkinson's disease", 'neuropathy'),
    ...g('infection', 'a UTI', 'shingles', 'strep throat', 'Lyme disease', 'hepatitis B', 'chlamydia', 'mononucleosis'),
    ...g('other', 'endometriosis', 'kidney stones', 'IBS', 'GERD', 'anemia', 'osteoporosis', 'fibromyalgia', 'eczema', 'tendonitis', 'a herniated disc'),
  ],
  symptom: [
    ...g('pain', 'back pain', 'chest pain', 'a headache', 'joint pain', 'stomach pain', 'neck pain', 'knee pain'),
    ...g('digestive', 'nausea', 'heartburn', 'diarrhea', 'bloating', 'constipation', 'vomiting'),
    ...g('general', 'fatigue', 'dizziness', 'a fever', 'night sweats', 'weight loss', 'chills', 'swelling'),
    ...g('respiratory', 'a cough', 'shortness of breath', 'wheezing', 'a sore throat', 'congestion'),
    ...g('mental', 'trouble sleeping', 'low mood', 'racing thoughts', 'brain fog', 'irritability'),
    ...g('skin', 'a rash', 'itching', 'hives', 'bruising', 'hair loss'),
  ],
  procedure: [
    ...g('surgery', 'an appendectomy', 'knee surgery', 'a hip replacement', 'gallbladder surgery', 'a hernia repair', 'back surgery'),
    ...g('test', 'a colonoscopy', 'an MRI', 'a CT scan', 'a biopsy', 'an ultrasound', 'a blood test', 'an endoscopy', 'a mammogram'),
    ...g('care', 'physical therapy', 'an ER visit', 'an outpatient program', 'counselling', 'a hospital stay'),
  ],
  schedule: [
    ...g('daily', 'once a day', 'twice a day', 'three times a day', 'every morning', 'at night', 'at bedtime', 'daily'),
    ...g('other', 'as needed', 'every other day', 'weekly', 'every two weeks', 'monthly'),
  ],
  charge: [
    ...g('property', 'vandalism', 'shoplifting', 'petty theft', 'burglary', 'trespassing', 'criminal mischief', 'theft'),
    ...g('violence', 'assault', 'battery', 'disorderly conduct', 'harassment', 'domestic battery', 'reckless endangerment'),
    ...g('traffic', 'DUI', 'reckless driving', 'speeding', 'driving without a license', 'a hit and run', 'driving on a suspended license'),
    ...g('drugs', 'possession', 'possession of marijuana', 'possession of paraphernalia', 'public intoxication', 'minor in possession'),
    ...g('fraud', 'fraud', 'check fraud', 'identity theft', 'forgery', 'embezzlement', 'tax evasion'),
    ...g('other', 'resisting arrest', 'contempt of court', 'a probation violation', 'failure to appear', 'loitering'),
  ],
  proceeding: [
    ...g('family', 'a divorce', 'a custody case', 'a child support case', 'an adoption', 'a guardianship case', 'a name change'),
    ...g('money', 'a bankruptcy', 'a foreclosure', 'an eviction', 'a debt collection suit', 'a small claims case', 'a wage garnishment'),
    ...g('court', 'a lawsuit', 'a court hearing', 'a trial', 'an appeal', 'a deposition', 'a probate case', 'a restraining order'),
    ...g('immigration', 'a visa application', 'an asylum case', 'a green card application', 'a removal proceeding', 'a work permit application'),
    ...g('work', 'a workers comp claim', 'a discrimination complaint', 'an unemployment claim', 'a disciplinary hearing', 'an arbitration'),
  ],
  legal_event: [
    ...g('police', 'arrested', 'detained', 'questioned', 'cited', 'fined', 'searched', 'ticketed', 'booked'),
    ...g('court', 'sued', 'convicted', 'sentenced', 'indicted', 'summoned', 'evicted', 'deported', 'subpoenaed'),
  ],
  debt: [
    ...g('card', 'credit card debt', 'a credit card balance', 'a store card balance'),
    ...g('loan', 'a car loan', 'a personal loan', 'student loans', 'a payday loan', 'a mortgage', 'a home equity loan'),
    ...g('bill', 'medical bills', 'back rent', 'unpaid utility bills', 'back taxes', 'an overdraft', 'a phone bill'),
  ],
  sensitive_event: [
    ...g('work', 'got laid off', 'lost my job', 'quit my job', 'got fired', 'changed jobs', 'moved teams', 'went part-time'),
    ...g('life', 'moved out', 'moved back home', 'left the church', 'changed my name', 'came out', 'started over'),
  ],
  // Clause slots: a fact told by its verb, in the simple past (after any subject) or as a gerund (after "been").
  medical_clause: [
    ...g('injury', 'broke a wrist', 'sprained an ankle', 'hurt a knee', 'pulled a muscle', 'had a bad fall', 'cracked a rib', 'dislocated a shoulder'),
    ...g('acute', 'fainted', 'passed out', 'had an allergic reaction', 'had a panic attack', 'threw up', 'had a bad migraine', 'ran a high fever'),
    ...g('care', 'went to the ER', 'went to urgent care', 'stayed in the hospital overnight', 'saw a specialist', 'got stitches', 'had an X-ray'),
    ...g('meds', 'missed a few doses', 'skipped a dose', 'ran out of pills', 'took a double dose', 'stopped a medication'),
    ...g('sexual', 'had unprotected sex', 'missed a period', 'took a pregnancy test', 'had a condom break'),
  ],
  legal_clause: [
    ...g('police', 'got a speeding ticket', 'got pulled over', 'got a warning', 'was stopped by police', 'got a citation', 'was questioned by police'),
    ...g('court', 'missed a court date', 'skipped a hearing', 'violated probation', 'did community service', 'paid a fine', 'had a prior case', 'took a plea deal', 'served time'),
    ...g('conduct', 'got into a fight', 'damaged a car', 'broke a window', 'had a loud argument', 'pushed someone'),
    ...g('papers', 'overstayed a visa', 'missed a filing deadline', 'let a permit expire', 'lost a work permit', 'never filed the paperwork'),
    ...g('contract', 'broke a lease', 'stopped paying rent', 'signed a contract', 'used a company card'),
  ],
  financial_clause: [
    ...g('payments', 'fell behind on rent', 'missed a payment', 'paid a bill late', 'bounced a check', 'overdrew an account', 'defaulted on a loan'),
    ...g('credit', 'took out a payday loan', 'opened a store card', 'maxed out a card', 'co-signed a loan', 'opened a new credit line', 'applied for a loan'),
    ...g('savings', 'cashed out a 401k', 'emptied a savings account', 'sold some stock', 'withdrew savings early', 'lost money gambling'),
    ...g('income', 'had hours cut', 'took a pay cut', 'lost a side job', 'went on unpaid leave'),
  ],
  symptom_clause: [
    ...g('respiratory', 'coughing', 'wheezing', 'feeling short of breath', 'coughing at night'),
    ...g('digestive', 'throwing up', 'feeling sick', 'having stomach cramps'),
    ...g('general', 'feeling dizzy', 'running a fever', 'sweating at night', 'losing weight', 'passing out', 'shaking'),
    ...g('pain', 'getting headaches', 'having chest pain', 'having back pain'),
    ...g('skin', 'bruising easily', 'itching all over', 'breaking out in hives'),
  ],
  // Numbered clauses: a clause slot whose span holds a count or a duration ("did 4 years for burglary", "ran out for 4
  // days", "opened 3 credit cards in my name") is drawn whole from the list of its number's form; `#` is where the
  // number, perturbed in place with its unit (numbers.ts), goes back ("served 3 years").
  medical_clause_for: g('for', 'was in the hospital for #', 'was off my meds for #', 'had a fever for #', 'was on bed rest for #', 'stayed home sick for #'),
  medical_clause_times: g('times', 'went to the ER #', 'threw up #', 'passed out #', 'had a panic attack #', 'missed my pills #'),
  medical_clause_count: g('count', 'took #', 'had #', 'missed #', 'went through #', 'used up #'),
  legal_clause_for: g('for', 'served #', 'was on probation for #', 'spent # in county jail', 'had my license suspended for #', 'was locked up for #'),
  legal_clause_times: g('times', 'got pulled over #', 'missed court #', 'was arrested #', 'violated probation #', 'was questioned by police #'),
  legal_clause_count: g('count', 'got #', 'had #', 'picked up #', 'was hit with #', 'racked up #'),
  financial_clause_for: g('for', 'fell behind on rent for #', 'was out of work for #', 'missed payments for #', 'lived on credit cards for #', 'paid only the minimum for #'),
  financial_clause_times: g('times', 'missed a payment #', 'overdrew my account #', 'bounced a check #', 'paid late #', 'borrowed from family #'),
  financial_clause_count: g('count', 'opened #', 'took out #', 'missed #', 'had #', 'maxed out #'),
  card: [
    ...g('brand', 'Visa', 'Mastercard', 'Amex', 'Discover card'),
    ...g('bank', 'Chase card', 'Capital One card', 'Citi card', 'Wells Fargo card'),
    ...g('kind', 'a store card', 'a debit card', 'a gas card', 'a prepaid card'),
  ],
  org_bank: g('bank', 'Chase', 'Wells Fargo', 'Bank of America', 'Citibank', 'Capital One', 'US Bank', 'PNC', 'TD Bank', 'Ally', 'Discover', 'Barclays', 'HSBC', 'Santander', 'Navy Federal'),
  org_health: g('health', 'Mayo Clinic', 'Kaiser Permanente', 'Cleveland Clinic', 'Mercy Hospital', 'St. Mary’s Hospital', 'General Hospital', 'CVS', 'Walgreens', 'Aetna', 'Cigna', 'Blue Cross', 'UnitedHealthcare'),
  org_school: g('school', 'Lincoln High School', 'Riverside Elementary', 'State University', 'Community College', 'Jefferson Middle School', 'City College', 'Central High School'),
  org_company: g('company', 'Amazon', 'Walmart', 'Target', 'Costco', 'Home Depot', 'UPS', 'FedEx', 'Starbucks', 'Google', 'Microsoft', 'Verizon', 'Comcast', 'Uber', 'DoorDash', 'Kroger', 'Deloitte', 'Accenture', 'IKEA'),
  city: g('city', 'Chicago', 'Houston', 'Phoenix', 'Denver', 'Seattle', 'Atlanta', 'Boston', 'Dallas', 'Austin', 'Portland', 'Columbus', 'Nashville', 'Tampa', 'Detroit', 'Sacramento', 'Kansas City', 'Pittsburgh', 'Raleigh', 'Madison', 'Boise', 'London', 'Manchester', 'Toronto', 'Sydney', 'Berlin', 'Dublin'),
  county: g('county', 'Cook County', 'Harris County', 'Maricopa County', 'King County', 'Orange County', 'Franklin County', 'Jefferson County', 'Washington County', 'Travis County', 'Wake County', 'Hamilton County', 'Marion County'),
  state: g('state', 'California', 'Texas', 'Florida', 'New York', 'Ohio', 'Georgia', 'Illinois', 'Arizona', 'Michigan', 'Oregon', 'Colorado', 'Tennessee', 'Indiana', 'Kansas', 'Virginia', 'Washington', 'Minnesota', 'Missouri', 'Nevada', 'Utah', 'Kentucky', 'Iowa'),
  country: g('country', 'Mexico', 'Canada', 'Brazil', 'India', 'China', 'Nigeria', 'the Philippines', 'Germany', 'France', 'Poland', 'Vietnam', 'Colombia', 'Guatemala', 'Kenya', 'Egypt', 'Turkey', 'Ukraine', 'Italy', 'Spain', 'Japan', 'Pakistan', 'Ghana'),
  first_name: g('name', 'Alex', 'Jordan', 'Maria', 'James', 'Linda', 'David', 'Sarah', 'Daniel', 'Laura', 'Michael', 'Anna', 'Thomas', 'Emma', 'Samuel', 'Grace', 'Henry', 'Priya', 'Omar', 'Mei', 'Carlos', 'Fatima', 'Noah', 'Olivia', 'Ben'),
  full_name: g('name', 'Alex Turner', 'Maria Lopez', 'James Carter', 'Linda Brooks', 'David Kim', 'Sarah Nguyen', 'Daniel Reed', 'Laura Hughes', 'Michael Ward', 'Anna Novak', 'Thomas Price', 'Emma Walsh', 'Priya Shah', 'Omar Haddad', 'Carlos Ortiz', 'Grace Bennett', 'Henry Cole', 'Olivia Grant'),
});

export const TYPED_SLOTS = Object.keys(TYPED_LISTS) as TypedSlot[];

/** The candidate phrases of a slot (the list key is `typed:<slot>`). */
export function typedPhrases(slot: TypedSlot): readonly string[] {
  return PHRASES[slot];
}
const PHRASES = Object.fromEntries(TYPED_SLOTS.map((s) => [s, Object.freeze(TYPED_LISTS[s].map((e) => e.text))])) as Record<TypedSlot, readonly string[]>;

// ——— Head-word classes (public word lists and suffix rules) ———

/** Extra head words (brand names, slang, abbreviations) → slot and group; the lists' own entries are added below. */
const EXTRA: Readonly<Record<string, readonly [TypedSlot, string]>> = {
  zoloft: ['medication', 'antidepressant'], zolof: ['medication', 'antidepressant'], lexapro: ['medication', 'antidepressant'], prozac: ['medication', 'antidepressant'], wellbutrin: ['medication', 'antidepressant'], cymbalta: ['medication', 'antidepressant'], effexor: ['medication', 'antidepressant'], paxil: ['medication', 'antidepressant'], celexa: ['medication', 'antidepressant'],
  xanax: ['medication', 'anxiolytic'], klonopin: ['medication', 'anxiolytic'], ativan: ['medication', 'anxiolytic'], valium: ['medication', 'anxiolytic'], benzos: ['medication', 'anxiolytic'], benzo: ['medication', 'anxiolytic'],
  seroquel: ['medication', 'mood'], lamictal: ['medication', 'mood'], abilify: ['medication', 'mood'], depakote: ['medication', 'mood'], latuda: ['medication', 'mood'],
  adderall: ['medication', 'stimulant'], ritalin: ['medication', 'stimulant'], vyvanse: ['medication', 'stimulant'], concerta: ['medication', 'stimulant'], focalin: ['medication', 'stimulant'], strattera: ['medication', 'stimulant'],
  eliquis: ['medication', 'cardio'], xarelto: ['medication', 'cardio'], lipitor: ['medication', 'cardio'], crestor: ['medication', 'cardio'], ticagrelor: ['medication', 'cardio'], ivabradine: ['medication', 'cardio'], midodrine: ['medication', 'cardio'], prazosin: ['medication', 'cardio'],
  ozempic: ['medication', 'metabolic'], wegovy: ['medication', 'metabolic'], mounjaro: ['medication', 'metabolic'], synthroid: ['medication', 'metabolic'], euthyrox: ['medication', 'metabolic'], jardiance: ['medication', 'metabolic'], insulin: ['medication', 'metabolic'], phentermine: ['medication', 'metabolic'],
  tylenol: ['medication', 'pain'], advil: ['medication', 'pain'], motrin: ['medication', 'pain'], aleve: ['medication', 'pain'], aspirin: ['medication', 'pain'], oxycodone: ['medication', 'pain'], percocet: ['medication', 'pain'], imitrex: ['medication', 'pain'], aimovig: ['medication', 'pain'], neurontin: ['medication', 'pain'], lyrica: ['medication', 'pain'], ketorolac: ['medication', 'pain'], ketorolaco: ['medication', 'pain'],
  doxy: ['medication', 'antibiotic'], cipro: ['medication', 'antibiotic'], augmentin: ['medication', 'antibiotic'], keflex: ['medication', 'antibiotic'], zpack: ['medication', 'antibiotic'],
  accutane: ['medication', 'other'], humira: ['medication', 'other'], skyrizi: ['medication', 'other'], keppra: ['medication', 'other'], prednisone: ['medication', 'other'], truvada: ['medication', 'other'], prep: ['medication', 'other'], suboxone: ['medication', 'other'], methadone: ['medication', 'other'], narcan: ['medication', 'other'], chantix: ['medication', 'other'], viagra: ['medication', 'other'], sildenafil: ['medication', 'other'], cialis: ['medication', 'other'], flomax: ['medication', 'other'], tamsulosina: ['medication', 'other'], prometrium: ['medication', 'other'], orilissa: ['medication', 'other'], depo: ['medication', 'other'], sprintec: ['medication', 'other'], junel: ['medication', 'other'], donepezil: ['medication', 'other'], aricept: ['medication', 'other'], fluvoxamine: ['medication', 'antidepressant'],
  lupus: ['diagnosis', 'autoimmune'], sle: ['diagnosis', 'autoimmune'], ra: ['diagnosis', 'autoimmune'], ms: ['diagnosis', 'autoimmune'], crohns: ['diagnosis', 'autoimmune'], "crohn's": ['diagnosis', 'autoimmune'],
  diabetes: ['diagnosis', 'metabolic'], t2dm: ['diagnosis', 'metabolic'], t1d: ['diagnosis', 'metabolic'], t2d: ['diagnosis', 'metabolic'], hypothyroid: ['diagnosis', 'metabolic'], hyperlipidemia: ['diagnosis', 'metabolic'], obesity: ['diagnosis', 'metabolic'], pcos: ['diagnosis', 'metabolic'],
  htn: ['diagnosis', 'cardio'], hypertension: ['diagnosis', 'cardio'], afib: ['diagnosis', 'cardio'], nstemi: ['diagnosis', 'cardio'], stemi: ['diagnosis', 'cardio'], chf: ['diagnosis', 'cardio'], pots: ['diagnosis', 'cardio'],
  cancer: ['diagnosis', 'cancer'], tumor: ['diagnosis', 'cancer'], tumour: ['diagnosis', 'cancer'], carcinoma: ['diagnosis', 'cancer'], mass: ['diagnosis', 'cancer'],
  apnea: ['diagnosis', 'respiratory'], copd: ['diagnosis', 'respiratory'],
  seizures: ['diagnosis', 'neuro'], migraines: ['diagnosis', 'neuro'], alzheimer: ['diagnosis', 'neuro'], "alzheimer's": ['diagnosis', 'neuro'], autism: ['diagnosis', 'neuro'],
  hiv: ['diagnosis', 'infection'], hpv: ['diagnosis', 'infection'], herpes: ['diagnosis', 'infection'], 'hsv-2': ['diagnosis', 'infection'], hsv: ['diagnosis', 'infection'], uti: ['diagnosis', 'infection'], utis: ['diagnosis', 'infection'], std: ['diagnosis', 'infection'], sti: ['diagnosis', 'infection'], covid: ['diagnosis', 'infection'], gonorrhea: ['diagnosis', 'infection'], syphilis: ['diagnosis', 'infection'],
  adhd: ['diagnosis', 'mental'], ptsd: ['diagnosis', 'mental'], ocd: ['diagnosis', 'mental'], bipolar: ['diagnosis', 'mental'], schizophrenia: ['diagnosis', 'mental'], bulimia: ['diagnosis', 'mental'], anorexia: ['diagnosis', 'mental'], addiction: ['diagnosis', 'mental'], alcoholism: ['diagnosis', 'mental'],
  ckd: ['diagnosis', 'other'], endometriosis: ['diagnosis', 'other'], fibromyalgia: ['diagnosis', 'other'], eds: ['diagnosis', 'other'], ibs: ['diagnosis', 'other'], gerd: ['diagnosis', 'other'], hemorrhoid: ['diagnosis', 'other'], hemorrhoids: ['diagnosis', 'other'], endometrioma: ['diagnosis', 'other'], pregnancy: ['diagnosis', 'other'],
  pain: ['symptom', 'pain'], ache: ['symptom', 'pain'], aches: ['symptom', 'pain'], headache: ['symptom', 'pain'], headaches: ['symptom', 'pain'], cramps: ['symptom', 'pain'],
  fever: ['symptom', 'general'], fatigue: ['symptom', 'general'], sweats: ['symptom', 'general'], palpitations: ['symptom', 'general'], bleeding: ['symptom', 'general'], blood: ['symptom', 'general'], lump: ['symptom', 'general'],
  cough: ['symptom', 'respiratory'], coughing: ['symptom', 'respiratory'], wheezing: ['symptom', 'respiratory'], breathe: ['symptom', 'respiratory'],
  rash: ['symptom', 'skin'], spots: ['symptom', 'skin'], bruise: ['symptom', 'skin'], acne: ['symptom', 'skin'],
  vomiting: ['symptom', 'digestive'], diarrhea: ['symptom', 'digestive'],
  insomnia: ['symptom', 'mental'], 'panic attacks': ['symptom', 'mental'], 'panic attack': ['symptom', 'mental'],
  surgery: ['procedure', 'surgery'], replacement: ['procedure', 'surgery'], appendectomy: ['procedure', 'surgery'], 'c-section': ['procedure', 'surgery'], laparoscopy: ['procedure', 'surgery'], vasectomy: ['procedure', 'surgery'],
  biopsy: ['procedure', 'test'], colonoscopy: ['procedure', 'test'], colposcopy: ['procedure', 'test'], mri: ['procedure', 'test'], scan: ['procedure', 'test'], mammogram: ['procedure', 'test'], ultrasound: ['procedure', 'test'], test: ['procedure', 'test'],
  chemo: ['procedure', 'care'], chemotherapy: ['procedure', 'care'], rehab: ['procedure', 'care'], therapy: ['procedure', 'care'], ivf: ['procedure', 'care'], iop: ['procedure', 'care'], dialysis: ['procedure', 'care'],
  dui: ['charge', 'traffic'], dwi: ['charge', 'traffic'], owi: ['charge', 'traffic'], speeding: ['charge', 'traffic'],
  assault: ['charge', 'violence'], battery: ['charge', 'violence'], harassment: ['charge', 'violence'], stalking: ['charge', 'violence'],
  vandalism: ['charge', 'property'], theft: ['charge', 'property'], shoplifting: ['charge', 'property'], burglary: ['charge', 'property'], larceny: ['charge', 'property'], trespassing: ['charge', 'property'], robbery: ['charge', 'property'],
  possession: ['charge', 'drugs'], trafficking: ['charge', 'drugs'], paraphernalia: ['charge', 'drugs'],
  fraud: ['charge', 'fraud'], forgery: ['charge', 'fraud'], embezzlement: ['charge', 'fraud'],
  felony: ['charge', 'other'], misdemeanor: ['charge', 'other'], misdemeanour: ['charge', 'other'],
  divorce: ['proceeding', 'family'], custody: ['proceeding', 'family'], separation: ['proceeding', 'family'], guardianship: ['proceeding', 'family'], adoption: ['proceeding', 'family'],
  bankruptcy: ['proceeding', 'money'], foreclosure: ['proceeding', 'money'], eviction: ['proceeding', 'money'], garnishment: ['proceeding', 'money'], repossession: ['proceeding', 'money'],
  arraignment: ['proceeding', 'court'], sentencing: ['proceeding', 'court'], deposition: ['proceeding', 'court'], appeal: ['proceeding', 'court'], pretrial: ['proceeding', 'court'], 'preliminary hearing': ['proceeding', 'court'], mediation: ['proceeding', 'family'], arbitration: ['proceeding', 'work'],
  lawsuit: ['proceeding', 'court'], suit: ['proceeding', 'court'], hearing: ['proceeding', 'court'], trial: ['proceeding', 'court'], probation: ['proceeding', 'court'], parole: ['proceeding', 'court'], 'restraining order': ['proceeding', 'court'], claim: ['proceeding', 'work'],
  asylum: ['proceeding', 'immigration'], deportation: ['proceeding', 'immigration'], 'green card': ['proceeding', 'immigration'], visa: ['proceeding', 'immigration'],
  arrested: ['legal_event', 'police'], detained: ['legal_event', 'police'], jailed: ['legal_event', 'police'], convicted: ['legal_event', 'court'], sentenced: ['legal_event', 'court'], indicted: ['legal_event', 'court'], deported: ['legal_event', 'court'], evicted: ['legal_event', 'court'], sued: ['legal_event', 'court'],
  debt: ['debt', 'bill'], debts: ['debt', 'bill'], loan: ['debt', 'loan'], loans: ['debt', 'loan'], mortgage: ['debt', 'loan'], heloc: ['debt', 'loan'], arrears: ['debt', 'bill'], overdraft: ['debt', 'bill'], bills: ['debt', 'bill'], 'credit card': ['debt', 'card'], 'credit cards': ['debt', 'card'], 'past due': ['debt', 'bill'],
  'laid off': ['sensitive_event', 'work'], fired: ['sensitive_event', 'work'], 'let go': ['sensitive_event', 'work'], terminated: ['sensitive_event', 'work'], 'lost my job': ['sensitive_event', 'work'], 'came out': ['sensitive_event', 'life'], 'coming out': ['sensitive_event', 'life'],
  bank: ['org_bank', 'bank'], 'credit union': ['org_bank', 'bank'], hospital: ['org_health', 'health'], clinic: ['org_health', 'health'], pharmacy: ['org_health', 'health'], 'medical center': ['org_health', 'health'], health: ['org_health', 'health'], insurance: ['org_health', 'health'],
  school: ['org_school', 'school'], university: ['org_school', 'school'], college: ['org_school', 'school'], academy: ['org_school', 'school'], elementary: ['org_school', 'school'],
  county: ['county', 'county'], parish: ['county', 'county'],
  amex: ['org_bank', 'bank'], 'american express': ['org_bank', 'bank'], chase: ['org_bank', 'bank'], citi: ['org_bank', 'bank'], sofi: ['org_bank', 'bank'], n26: ['org_bank', 'bank'], monzo: ['org_bank', 'bank'], revolut: ['org_bank', 'bank'], chime: ['org_bank', 'bank'], usaa: ['org_bank', 'bank'], synchrony: ['org_bank', 'bank'], discover: ['org_bank', 'bank'], paypal: ['org_bank', 'bank'], venmo: ['org_bank', 'bank'], 'cash app': ['org_bank', 'bank'], klarna: ['org_bank', 'bank'], affirm: ['org_bank', 'bank'], schwab: ['org_bank', 'bank'], fidelity: ['org_bank', 'bank'], vanguard: ['org_bank', 'bank'], barclaycard: ['org_bank', 'bank'], lloyds: ['org_bank', 'bank'], natwest: ['org_bank', 'bank'], nationwide: ['org_bank', 'bank'], 'capital one': ['org_bank', 'bank'], 'wells fargo': ['org_bank', 'bank'],
};

/**
 * Clause slots (public rules): the span opens (after a subject pronoun or an adverb) with a past-tense verb of this
 * list, or with "has/have/had not", and has at least two words; frame verbs (shape.ts: "diagnosed", "charged",
 * "owe", "taking" …) are not here, their spans keep the frame. A medical span opening with one of the gerunds below
 * is a symptom told by its verb ("coughing up blood").
 */
const CLAUSE_VERBS = new Set([
  'broke', 'fell', 'fainted', 'collapsed', 'passed', 'threw', 'sprained', 'tore', 'twisted', 'hurt', 'injured', 'cracked',
  'crashed', 'had', 'went', 'missed', 'skipped', 'overdosed', 'relapsed', 'drank', 'used', 'smoked', 'vomited', 'ended',
  'got', 'did', 'shoved', 'hit', 'punched', 'pushed', 'stole', 'violated', 'failed', 'ran', 'drove', 'overstayed',
  'entered', 'lied', 'signed', 'pleaded', 'pled', 'opened', 'caught', 'emptied', 'maxed', 'cashed', 'withdrew', 'bounced',
  'defaulted', 'overdrew', 'closed', 'co-signed', 'cosigned', 'gambled', 'racked', 'stopped', 'quit', 'left', 'slept', 'lost', 'won',
]);
const CLAUSE_SKIP = new Set(['i', 'he', 'she', 'we', 'they', 'you', 'someone', 'just', 'also', 'recently', 'finally', 'accidentally', 'never', 'already', 'then', 'basically', 'kinda', 'kind', 'of', 'literally', 'actually']);
const SYMPTOM_GERUNDS = new Set([
  'coughing', 'vomiting', 'bleeding', 'sweating', 'throwing', 'losing', 'feeling', 'wheezing', 'shaking', 'fainting', 'passing',
  'peeing', 'spotting', 'itching', 'bruising', 'breaking', 'waking', 'getting', 'having', 'running', 'seeing', 'hearing',
]);
const CLAUSE_OF: Readonly<Record<string, TypedSlot>> = { medical: 'medical_clause', legal: 'legal_clause', financial: 'financial_clause', sensitive: 'sensitive_event' };
const CLAUSE_GROUPS: Readonly<Record<string, readonly (readonly [RegExp, string])[]>> = {
  medical_clause: [[/\b(sex|condom|period|pregnan\w*|plan b)\b/, 'sexual'], [/\b(pills?|doses?|meds?|medication)\b/, 'meds'], [/\b(er|hospital|urgent|stitches|ambulance|clinic)\b/, 'care'], [/\b(seizure|fainted|passed out|collapsed|threw up|reaction|attack)\b/, 'acute'], [/\b(broke|fell|sprain\w*|tore|twisted|hurt|injur\w*|cracked|crashed)\b/, 'injury']],
  legal_clause: [[/\b(court|hearing|probation|plea|jail|prison|years?|case)\b/, 'court'], [/\b(visa|paroled|admitted|filed|i-\d+|permit|status)\b/, 'papers'], [/\b(lease|rent|contract|card|check)\b/, 'contract'], [/\b(shoved|hit|punched|pushed|fight|broke)\b/, 'conduct'], [/\b(caught|warning|ticket|police|cops?|stopped|served)\b/, 'police']],
  financial_clause: [[/\b(job|hours|fired|laid|pay|leave)\b/, 'income'], [/\b(cd|401k|savings|stock|gambl\w*|withdrew|emptied|cashed)\b/, 'savings'], [/\b(opened|maxed|loan|card|credit|co-?signed)\b/, 'credit'], [/.*/, 'payments']],
  symptom_clause: [[/\b(cough\w*|wheez\w*|breath\w*)\b/, 'respiratory'], [/\b(throwing|vomit\w*|sick|stomach)\b/, 'digestive'], [/\b(pain|headaches?)\b/, 'pain'], [/\b(bruis\w*|itch\w*|rash|hives)\b/, 'skin'], [/.*/, 'general']],
};
function clauseGroup(slot: TypedSlot, lower: string): string | null {
  for (const [re, group] of CLAUSE_GROUPS[slot] ?? []) if (re.test(lower)) return group;
  return null;
}

/** The clause slot of a domain span, or null (see CLAUSE_VERBS). */
function clauseSlotOf(category: SpanCategory, words: readonly string[]): TypedSlot | null {
  let i = 0;
  while (i < words.length - 1 && CLAUSE_SKIP.has(words[i]!)) i++;
  if (words.length - i < 2) return null;
  const first = words[i]!;
  if ((category === 'medical' || category === 'custom') && SYMPTOM_GERUNDS.has(first)) {
    const rest = words.slice(i + 1);
    // A gerund with a symptom around it ("coughing up blood", "throwing up", "feeling dizzy").
    if (first !== 'getting' && first !== 'having' && first !== 'running' && first !== 'seeing' && first !== 'hearing') return 'symptom_clause';
    if (rest.some((w) => SYMPTOM_HEAD.has(w) || LEXICON.get(w)?.[0] === 'symptom')) return 'symptom_clause';
    return null;
  }
  const negated = /^(has|have|had)$/.test(first) && /^(not|never|n't)$/.test(words[i + 1] ?? '');
  if (!negated && !CLAUSE_VERBS.has(first)) return null;
  return CLAUSE_OF[category] ?? null;
}

/** Card words of a financial span ("my visa", "chase card", "debit card"); "credit card" is a debt. */
const CARD_BRANDS = new Set(['visa', 'mastercard', 'amex', 'discover', 'american express']);
function isCard(words: readonly string[]): boolean {
  const last = words[words.length - 1]!;
  if (CARD_BRANDS.has(last) || (words.length >= 2 && CARD_BRANDS.has(`${words[words.length - 2]!} ${last}`))) return true;
  if (last !== 'card' || words.length < 2) return false;
  const before = words[words.length - 2]!;
  if (before === 'credit') return false;
  return CARD_BRANDS.has(before) || before === 'debit' || before === 'store' || before === 'gas' || before === 'prepaid' || LEXICON.get(before)?.[0] === 'org_bank' || (words.length >= 3 && LEXICON.get(`${words[words.length - 3]!} ${before}`)?.[0] === 'org_bank');
}

/** Drug-name stems (INN suffixes): a word ending so in a medical span is read as a medication. */
const DRUG_SUFFIX = /(pril|sartan|olol|dipine|statin|formin|gliptin|gliflozin|glutide|prazole|tidine|azepam|azolam|oxetine|aline|pram|faxine|triptan|mab|nib|cillin|mycin|cycline|floxacin|azole|vir|tinib|done|codone|morphine|barbital|amine|profen|oxacin|semide|thiazide|lukast|parin|xaban|gatran|lamide|pine|peridone|apine|trigine|tiracetam|etine|phylline)$/;
/** Diagnosis shapes: a word ending so, or a phrase ending in one of these nouns. */
const DIAGNOSIS_SUFFIX = /(itis|osis|oma|emia|aemia|pathy|plasia|ectasia|algia)$/;
const DIAGNOSIS_HEAD = new Set(['disease', 'disorder', 'syndrome', 'cancer', 'infection', 'diabetes', 'deficiency', 'failure', 'condition', 'variant']);
const SYMPTOM_HEAD = new Set(['pain', 'ache', 'aches', 'swelling', 'bleeding', 'numbness', 'tingling', 'cramps', 'cramping', 'nausea', 'rash', 'cough', 'fever', 'discharge', 'spots', 'attacks', 'attack', 'flashes', 'hurt', 'hurts']);
const DEBT_HEAD = new Set(['debt', 'debts', 'loan', 'loans', 'mortgage', 'balance', 'bills', 'bill', 'arrears', 'overdraft', 'collections', 'collection']);
const ORG_COMPANY_HEAD = /\b(inc|llc|ltd|corp|corporation|company|co|group|logistics|services|partners|holdings|bakery|foods|feed|store|stores|express)\.?$/i;

const STOP_LEAD = new Set(['a', 'an', 'the', 'my', 'his', 'her', 'their', 'our', 'your', 'some', 'this', 'that', 'of', 'with', 'for', 'on', 'in', 'and', 'to', 'at']);
const STATE_NAMES = new Set([
  'alabama', 'alaska', 'arizona', 'arkansas', 'california', 'colorado', 'connecticut', 'delaware', 'florida', 'georgia', 'hawaii', 'idaho',
  'illinois', 'indiana', 'iowa', 'kansas', 'kentucky', 'louisiana', 'maine', 'maryland', 'massachusetts', 'michigan', 'minnesota',
  'mississippi', 'missouri', 'montana', 'nebraska', 'nevada', 'new hampshire', 'new jersey', 'new mexico', 'new york', 'north carolina',
  'north dakota', 'ohio', 'oklahoma', 'oregon', 'pennsylvania', 'rhode island', 'south carolina', 'south dakota', 'tennessee', 'texas',
  'utah', 'vermont', 'virginia', 'washington', 'washington state', 'west virginia', 'wisconsin', 'wyoming', 'ontario', 'quebec', 'bavaria',
]);
const COUNTRY_NAMES = new Set([
  ...TYPED_LISTS.country.map((e) => e.text.toLowerCase()), 'philippines', 'usa', 'us', 'united states', 'uk', 'united kingdom', 'england',
  'ireland', 'scotland', 'australia', 'russia', 'iran', 'iraq', 'syria', 'afghanistan', 'venezuela', 'honduras', 'el salvador', 'cuba', 'haiti',
  'dominican republic', 'peru', 'argentina', 'chile', 'south korea', 'korea', 'bangladesh', 'nepal', 'sri lanka', 'ethiopia', 'somalia',
  'morocco', 'jamaica', 'portugal', 'netherlands', 'sweden', 'norway', 'romania', 'greece', 'israel', 'lebanon', 'jordan', 'saudi arabia',
  'uae', 'thailand', 'indonesia', 'malaysia', 'taiwan', 'ecuador',
]);

const LEXICON = new Map<string, readonly [TypedSlot, string]>();
for (const slot of ['medication', 'diagnosis', 'symptom', 'procedure', 'charge', 'proceeding', 'debt'] as const) {
  for (const e of TYPED_LISTS[slot]) LEXICON.set(e.text.toLowerCase().replace(/^(a|an) /, ''), [slot, e.group]);
}
for (const [w, v] of Object.entries(EXTRA)) LEXICON.set(w, v);

export interface TypedClass {
  slot: TypedSlot;
  /** The group of the span's head word, when known (ranks the same group first); null otherwise. */
  group: string | null;
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[“”"()[\]{}]/g, ' ')
    .split(/[\s,;:/]+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}'-]+$/gu, ''))
    .filter((w) => w.length > 0);
}

/** Categories the domain slots (medication … debt) apply to. */
const DOMAIN_CATEGORIES = new Set<SpanCategory>(['medical', 'legal', 'financial', 'sensitive', 'custom']);
const DOMAIN_SLOTS: Readonly<Record<string, ReadonlySet<TypedSlot>>> = {
  medical: new Set(['medication', 'diagnosis', 'symptom', 'procedure', 'schedule']),
  legal: new Set(['charge', 'proceeding', 'legal_event']),
  financial: new Set(['debt', 'card']),
  sensitive: new Set(['sensitive_event']),
  custom: new Set(['medication', 'diagnosis', 'symptom', 'procedure', 'charge', 'proceeding', 'legal_event', 'debt', 'sensitive_event', 'card']),
};

const SCHEDULE_RE = /^(?:(?:once|twice|three times|3x|2x|\d+x|four times)\s+(?:a|per|each)\s+(?:day|week|night)|every\s+(?:other\s+)?(?:morning|night|evening|day|week|\d+\s+(?:hours?|weeks?|days?))|at\s+(?:night|bedtime)|(?:daily|nightly|weekly|monthly|bid|tid|qid|prn|qhs|qd|as needed)|up to \S+ a day)$/i;

function lookup(words: readonly string[]): readonly [TypedSlot, string] | null {
  // Longest known phrase first (two words, then the head = last word, then any word).
  for (let i = words.length - 2; i >= 0; i--) {
    const two = `${words[i]!} ${words[i + 1]!}`;
    const hit = LEXICON.get(two);
    if (hit) return hit;
  }
  const last = words[words.length - 1];
  if (last !== undefined) {
    const hit = LEXICON.get(last);
    if (hit) return hit;
  }
  for (const w of words) {
    const hit = LEXICON.get(w);
    if (hit) return hit;
  }
  return null;
}

/**
 * The typed slot of a span, from its category and its head word's class (public rules only), or null when none
 * applies (the category's general list is used then). Domain spans: known words and phrases of the lists and EXTRA,
 * drug-name stems, diagnosis and symptom head nouns; only slots allowed for the category. Places: a known state or
 * country name, "… County"; any other location is a city when it is one or two capitalised words. Organisations by
 * head noun (bank, hospital, school) or a known name. Persons: one capitalised word → a first name, two or three →
 * a full name.
 */
export function typedSlotOf(category: SpanCategory, text: string): TypedClass | null {
  const t = text.trim();
  if (t === '' || t.length > 80) return null;
  const words = wordsOf(t);
  while (words.length > 1 && STOP_LEAD.has(words[0]!)) words.shift();
  if (words.length === 0) return null;
  const lower = words.join(' ');
  if (category === 'person') {
    const names = t.split(/\s+/);
    // Capitalised words ("Dana", "Rhonda Mays"), or one lower-case word that is no known domain word ("jake").
    const capitalised = names.every((n) => /^\p{Lu}[\p{L}'’.-]*$/u.test(n));
    const lowerName = names.length === 1 && /^\p{Ll}[\p{Ll}'’-]{1,14}$/u.test(names[0]!) && !LEXICON.has(names[0]!);
    if (names.length > 3 || !(capitalised || lowerName)) return null;
    return { slot: names.length === 1 ? 'first_name' : 'full_name', group: null };
  }
  if (category === 'location') {
    const core = t.toLowerCase().replace(/,.*$/, '').trim();
    if (/\b(county|parish)$/.test(core)) return { slot: 'county', group: null };
    if (STATE_NAMES.has(lower) || STATE_NAMES.has(core)) return { slot: 'state', group: null };
    if (COUNTRY_NAMES.has(lower)) return { slot: 'country', group: null };
    if (/\d/.test(t) || words.length > 3) return null;
    return { slot: 'city', group: null };
  }
  if (category === 'organization') {
    const hit = lookup(words);
    if (hit && hit[0].startsWith('org_')) return { slot: hit[0], group: hit[1] };
    for (const slot of ['org_bank', 'org_health', 'org_school', 'org_company'] as const) {
      if (TYPED_LISTS[slot].some((e) => e.text.toLowerCase() === lower)) return { slot, group: null };
    }
    if (ORG_COMPANY_HEAD.test(t) || /^\p{Lu}/u.test(t)) return { slot: 'org_company', group: null };
    return null;
  }
  if (!DOMAIN_CATEGORIES.has(category)) return null;
  const allowed = DOMAIN_SLOTS[category]!;
  const clause = clauseSlotOf(category, words);
  if (clause !== null) {
    const base = clause === 'medical_clause' || clause === 'legal_clause' || clause === 'financial_clause' ? clause : null;
    const n = base === null ? null : clauseNumber(t, category);
    if (base !== null && n !== null) return { slot: `${base}_${n.form}`, group: n.form };
    return { slot: clause, group: clauseGroup(clause, lower) };
  }
  if (allowed.has('schedule') && SCHEDULE_RE.test(lower)) return { slot: 'schedule', group: null };
  if (allowed.has('card') && isCard(words)) return { slot: 'card', group: null };
  const hit = lookup(words);
  if (hit && allowed.has(hit[0])) return { slot: hit[0], group: hit[1] };
  const last = words[words.length - 1]!;
  if (allowed.has('diagnosis') && (DIAGNOSIS_HEAD.has(last) || DIAGNOSIS_SUFFIX.test(last))) return { slot: 'diagnosis', group: null };
  if (allowed.has('symptom') && SYMPTOM_HEAD.has(last)) return { slot: 'symptom', group: null };
  if (allowed.has('medication') && words.length <= 3 && words.some((w) => w.length > 5 && DRUG_SUFFIX.test(w))) return { slot: 'medication', group: null };
  if (allowed.has('debt') && DEBT_HEAD.has(last)) return { slot: 'debt', group: null };
  return null;
}

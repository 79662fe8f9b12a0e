/**
 * Team-written word lists for the phrase bank (written for PromptVeil, public, data-independent: no
 * dataset was consulted to write them). Every list is deliberately generic: category words, never a
 * specific diagnosis, charge, amount, name or number.
 */
import type { Slot } from '../../src/engine/rewriter/slot.ts';

/** Determiner-free generic noun phrases, composed as "<modifier> <area> <head>". */
export interface NpGrammar {
  modifiers: readonly string[];
  areas: readonly string[];
  heads: readonly string[];
}

export const MEDICAL_NP: NpGrammar = {
  modifiers: ['', 'mild', 'recurring'],
  areas: [
    'respiratory', 'digestive', 'cardiac', 'circulatory', 'neurological', 'skin', 'musculoskeletal', 'urinary',
    'hormonal', 'metabolic', 'immune', 'sensory', 'eye', 'ear', 'throat', 'joint', 'abdominal', 'chest',
    'sleep', 'mood', 'reproductive', 'dental', 'blood', 'nutritional', 'general health', 'back', 'bowel', 'lung',
  ],
  heads: ['symptom', 'complaint', 'condition', 'problem', 'issue', 'concern', 'disorder', 'finding'],
};

export const LEGAL_NP: NpGrammar = {
  modifiers: ['', 'minor', 'alleged'],
  areas: [
    'property', 'public order', 'financial', 'administrative', 'regulatory', 'traffic', 'procedural', 'civil',
    'commercial', 'workplace', 'contractual', 'environmental', 'public safety', 'licensing', 'tax', 'customs',
    'trade', 'online', 'family', 'tenancy', 'consumer', 'records', 'conduct',
  ],
  heads: ['offence', 'matter', 'violation', 'infraction', 'dispute', 'incident', 'breach', 'case', 'allegation', 'complaint'],
};

export const FINANCIAL_NP: NpGrammar = {
  modifiers: ['', 'outstanding', 'monthly'],
  areas: [
    'credit card', 'loan', 'mortgage', 'savings', 'current account', 'retirement', 'tax', 'insurance', 'utility',
    'medical', 'student', 'business', 'personal', 'household', 'rent', 'phone', 'subscription', 'investment',
  ],
  heads: ['balance', 'payment', 'debt', 'charge', 'fee', 'bill', 'amount', 'statement', 'transaction', 'arrangement'],
};

/** WordNet roots whose category-level descendants enter each domain, with the head words kept. */
export interface WordnetHarvest {
  root: string;
  sense: number;
  depth: number;
}
export const WORDNET_ROOTS: Readonly<Record<'medical' | 'legal' | 'financial', readonly WordnetHarvest[]>> = {
  medical: [
    { root: 'disease', sense: 1, depth: 2 },
    { root: 'disorder', sense: 1, depth: 2 },
    { root: 'symptom', sense: 1, depth: 1 },
    { root: 'illness', sense: 1, depth: 2 },
    { root: 'injury', sense: 1, depth: 1 },
    { root: 'medical procedure', sense: 1, depth: 1 },
    { root: 'drug', sense: 1, depth: 1 },
  ],
  legal: [
    { root: 'crime', sense: 1, depth: 2 },
    { root: 'wrongdoing', sense: 1, depth: 1 },
    { root: 'fraud', sense: 1, depth: 1 },
    { root: 'legal action', sense: 1, depth: 1 },
    { root: 'right', sense: 1, depth: 1 },
    { root: 'transgression', sense: 1, depth: 1 },
  ],
  financial: [
    { root: 'loan', sense: 1, depth: 1 },
    { root: 'tax', sense: 1, depth: 1 },
    { root: 'fee', sense: 1, depth: 1 },
    { root: 'payment', sense: 1, depth: 1 },
    { root: 'income', sense: 1, depth: 1 },
    { root: 'expense', sense: 1, depth: 1 },
    { root: 'debt', sense: 1, depth: 1 },
    { root: 'financial obligation', sense: 1, depth: 1 },
  ],
};

/** Heads a WordNet compound must end in to count as a category term ("respiratory disease", "property tax"). */
export const WORDNET_HEADS: Readonly<Record<'medical' | 'legal' | 'financial', readonly string[]>> = {
  medical: ['disease', 'disorder', 'illness', 'condition', 'syndrome', 'symptom', 'injury', 'trauma', 'surgery', 'procedure', 'drug', 'agent', 'medicine', 'problem', 'infection', 'impairment', 'sickness'],
  legal: ['crime', 'offense', 'offence', 'fraud', 'conduct', 'violation', 'action', 'suit', 'proceeding', 'right', 'rights', 'wrong', 'misconduct', 'breach', 'behavior', 'theft'],
  financial: ['loan', 'tax', 'fee', 'payment', 'income', 'expense', 'debt', 'credit', 'charge', 'benefit', 'levy', 'duty', 'revenue', 'obligation', 'liability', 'cost', 'deposit', 'premium'],
};

/** WordNet compounds containing these words are off-topic (plant/animal pathology) or too specific. */
export const WORDNET_STOPWORDS: ReadonlySet<string> = new Set([
  'plant', 'wilt', 'rhizoctinia', 'animal', 'sex', 'abortion-inducing', 'virility', 'anti-impotence', 'vice',
]);

/** Short generic phrases per domain and slot, written by the team. */
export const DOMAIN_PHRASES: Readonly<Record<'medical' | 'legal' | 'financial', Partial<Record<Slot, readonly string[]>>>> = {
  medical: {
    gerund: [
      'having a health complaint', 'experiencing some discomfort', 'feeling generally unwell', 'managing a long-term condition',
      'taking a prescribed treatment', 'using an over-the-counter remedy', 'recovering from an illness', 'following a special diet',
      'attending regular check-ups', 'having a past medical issue', 'experiencing occasional symptoms', 'living with a chronic condition',
      'noticing a bodily change', 'seeing a specialist', 'having a family health history', 'undergoing routine tests',
      'having a lifestyle risk factor', 'taking regular medication', 'resting more than usual', 'having trouble sleeping',
    ],
    infinitive: [
      'to manage a health condition', 'to take a prescribed medicine', 'to see a doctor', 'to rest', 'to recover',
      'to follow a treatment plan', 'to ease a symptom', 'to get a check-up', 'to monitor a condition', 'to avoid a trigger',
      'to change a habit', 'to improve general health', 'to reduce discomfort', 'to seek medical advice', 'to stay hydrated',
    ],
    adjective: [
      'unwell', 'generally unwell', 'out of sorts', 'under the weather', 'not feeling well', 'somewhat unwell', 'run down',
      'uncomfortable', 'worn out', 'off colour', 'symptomatic', 'affected', 'slightly unwell', 'in poor health', 'in fair health',
    ],
    participle: [
      'affected by a health condition', 'treated for a condition', 'diagnosed with a condition', 'prescribed a medication',
      'referred to a specialist', 'advised to rest', 'examined by a doctor', 'exposed to a health risk', 'followed up by a clinic',
    ],
    clause: [
      'a symptom was noted', 'a condition was present', 'the patient felt unwell', 'a health issue was reported',
      'a complaint was mentioned', 'some discomfort was present', 'a change was noticed', 'the symptoms came and went',
      'a health concern was raised', 'a condition had been diagnosed before',
    ],
    np: [
      'a health condition', 'a medical condition', 'a symptom', 'a health complaint', 'a medical history', 'a family history',
      'a lifestyle factor', 'a risk factor', 'a general symptom', 'some discomfort', 'a common complaint', 'a chronic condition',
      'a past illness', 'a prior condition', 'a prescribed medication', 'a regular medication', 'an over-the-counter medicine',
      'a treatment', 'a recent exposure', 'an environmental exposure', 'a dietary habit', 'a habit', 'a physical finding',
      'a bodily change', 'a temporary condition', 'an underlying condition', 'a health problem', 'a medical issue',
    ],
  },
  legal: {
    gerund: [], // composed below from LEGAL_GERUND_VERBS × LEGAL_GERUND_OBJECTS
    infinitive: [], // composed below from LEGAL_INFINITIVE_VERBS × LEGAL_INFINITIVE_OBJECTS
    adjective: ['deliberate', 'careless', 'knowing', 'reckless', 'unintended', 'premeditated', 'accidental', 'wilful', 'purposeful', 'unplanned', 'opportunistic', 'motivated by gain', 'with intent', 'without intent', 'impulsive'],
    participle: [
      'stopped by the authorities', 'reported to the authorities', 'questioned by officials', 'detained by officers',
      'found by officials', 'charged by the prosecutor', 'identified by a witness', 'recorded by a camera', 'caught in the act',
      'referred to the court', 'released on bail', 'held for questioning', 'noticed by a bystander', 'contacted by investigators',
      'confronted by the other party', 'cautioned by an officer', 'summoned to court', 'investigated by the authorities',
    ],
    clause: [
      'the other party was affected', 'the intent was apparent', 'a loss was caused', 'harm was done', 'the act was deliberate',
      'the conduct was repeated', 'a complaint was filed', 'the matter was reported', 'someone was affected', 'property was damaged',
      'the facts were admitted', 'the act was planned', 'a rule was broken', 'an agreement was breached', 'a dispute arose',
      'the conduct was unlawful', 'the facts were disputed', 'the purpose was unclear', 'a benefit was obtained', 'the authorities were notified',
    ],
    np: [
      'an adult', 'an individual', 'a party to the case', 'a responsible adult', 'a person of full capacity', 'a member of the public',
      'the other party', 'a third party', 'a legal interest', 'a protected interest', 'the rights of another person',
      'public order', 'public resources', 'the interests of the state', 'personal safety', 'the property of another person',
      'a personal interest', 'an economic interest', 'the orderly conduct of business', 'the integrity of records',
      'an unlawful act', 'a wrongful act', 'a legal matter', 'a court case', 'a legal dispute', 'an offence', 'a charge',
      'a prior record', 'an unlawful gain', 'a financial benefit', 'an improper advantage', 'an admission', 'a confession',
    ],
  },
  financial: {
    gerund: [
      'paying off a balance', 'falling behind on a payment', 'missing a payment', 'making a payment', 'taking out a loan',
      'consolidating debts', 'setting up a payment plan', 'disputing a charge', 'reducing spending', 'budgeting carefully',
      'saving regularly', 'refinancing a loan', 'closing an account', 'opening an account', 'claiming a refund',
      'managing household bills', 'moving money between accounts', 'paying a fee', 'negotiating with a lender', 'checking a statement',
    ],
    infinitive: [
      'to repay a debt', 'to cover an expense', 'to pay a bill', 'to reduce a balance', 'to borrow money', 'to save money',
      'to meet a payment', 'to open an account', 'to close an account', 'to refinance a loan', 'to dispute a charge',
      'to claim a refund', 'to budget better', 'to consolidate debts', 'to avoid a fee', 'to set up a payment plan',
    ],
    adjective: ['in debt', 'behind on payments', 'short of money', 'financially stretched', 'solvent', 'in arrears', 'overdrawn', 'cash-strapped', 'comfortable', 'up to date', 'on a tight budget', 'overextended', 'creditworthy', 'indebted', 'financially secure'],
    participle: [
      'charged a fee', 'billed by a provider', 'approved for a loan', 'declined for credit', 'contacted by a lender',
      'referred to a collector', 'paid by an employer', 'refunded by a merchant', 'taxed at the standard rate', 'covered by insurance',
    ],
    clause: [
      'a payment was missed', 'a charge was disputed', 'the balance was overdue', 'a fee was applied', 'the account was overdrawn',
      'the loan was refinanced', 'a bill was paid late', 'money was transferred', 'the income changed', 'an expense came up',
    ],
    np: [
      'an outstanding balance', 'a monthly payment', 'a household budget', 'a regular income', 'a salary', 'an income',
      'a debt', 'a loan', 'a credit line', 'a bank account', 'a savings account', 'a financial obligation', 'a recurring charge',
      'a late fee', 'an interest charge', 'a refund', 'a transfer', 'a deposit', 'a withdrawal', 'an investment', 'a pension',
      'an insurance policy', 'a tax return', 'a tax bill', 'a repayment plan', 'a financial difficulty', 'an expense', 'a sum of money',
    ],
  },
};

export const LEGAL_GERUND_VERBS = ['handling', 'obtaining', 'using', 'transferring', 'keeping', 'moving', 'taking', 'damaging', 'concealing', 'providing', 'acquiring', 'misusing'];
export const LEGAL_GERUND_OBJECTS = [
  'restricted goods', "another person's belongings", 'an item without permission', 'unlicensed materials', 'public resources',
  'regulated items', 'documents improperly', 'funds without authority', 'goods without paying', 'property without consent',
  'controlled items', 'information improperly',
];
export const LEGAL_INFINITIVE_VERBS = ['to obtain', 'to gain', 'to secure', 'to keep', 'to acquire'];
export const LEGAL_INFINITIVE_OBJECTS = [
  'an advantage', 'an unfair benefit', 'a personal benefit', 'money', 'an improper gain', 'control of property', 'an asset',
  'a financial advantage', 'an unfair edge', 'something of value',
];
export const LEGAL_INFINITIVE_EXTRA = [
  'to avoid an obligation', 'to cause harm', 'to settle a grievance', 'to intimidate someone', 'to evade detection',
  'to conceal a fact', 'to mislead someone', 'to benefit personally', 'to profit', 'to get even', 'to escape responsibility',
  'to help someone else', 'to protect oneself', 'to settle a dispute', 'to make money',
];

/** Replacements for structured identifiers (noun-phrase slot unless stated). */
export const IDENTIFIER_PHRASES: Readonly<Record<string, readonly string[] | Partial<Record<Slot, readonly string[]>>>> = {
  person: ['a person', 'someone', 'a relative', 'a colleague', 'a friend', 'a neighbour', 'a family member', 'an acquaintance', 'a client', 'a contact', 'a coworker', 'a patient', 'a customer', 'a partner', 'a manager', 'an individual', 'a resident', 'a member of staff'],
  email: ['an email address', 'a personal email address', 'a work email address', 'the email address on file', 'a contact email', 'an inbox', 'a shared email address', 'a private email address'],
  phone: ['a phone number', 'a mobile number', 'a contact number', 'a landline number', 'the number on file', 'a work phone number', 'a home phone number', 'a personal number'],
  address: ['a home address', 'a street address', 'a residential address', 'a mailing address', 'an address in town', 'a postal address', 'a work address', 'a previous address'],
  card_number: ['a card number', 'a credit card number', 'a debit card number', 'a payment card number', 'the card on file', 'a bank card number'],
  account_number: ['an account number', 'a bank account number', 'an IBAN', 'a customer account number', 'a savings account number', 'a routing number', 'the account on file'],
  id_number: ['an ID number', 'a national ID number', 'a licence number', 'a passport number', 'a membership number', 'a reference number', 'a tax ID number', 'a case number', 'a document number', 'a registration number'],
  date: ['a recent date', 'an earlier date', 'a date last year', 'a date this year', 'a certain day', 'some time ago', 'a specific date', 'a weekday', 'a date last month', 'an upcoming date', 'a past date'],
  age: {
    adjective: ['adult', 'middle-aged', 'older', 'younger', 'elderly', 'young', 'grown-up', 'mature'],
    np: ['an adult age', 'middle age', 'a certain age', 'an older age', 'a younger age', 'working age', 'retirement age'],
  },
  location: ['a city', 'a nearby town', 'a region', 'a town', 'the area', 'a neighbourhood', 'a village', 'a country', 'a district', 'a suburb', 'a coastal town', 'an inland city', 'the countryside', 'abroad'],
  organization: ['a company', 'an organisation', 'an employer', 'a local business', 'a firm', 'an institution', 'a public body', 'a charity', 'a school', 'a clinic', 'a bank', 'a government agency', 'a startup', 'a retailer', 'a service provider'],
  group: {
    adjective: ['religious', 'non-religious', 'political', 'foreign-born', 'immigrant', 'devout', 'observant', 'politically active', 'from abroad', 'from overseas'],
    // Noun phrases that read as a predicate too ("I'm <…>"), not only as a thing ("a nationality" would not).
    np: ['a foreign national', 'an immigrant', 'a believer', 'a person of faith', 'a party member', 'a political activist', 'a member of a faith', 'a member of a party', 'a member of a community', 'a religious person', 'a citizen of another country', 'a first-generation immigrant'],
  },
  job_title: ['a professional', 'an employee', 'a worker', 'a staff member', 'a specialist', 'a manager', 'a technician', 'a clerk', 'an assistant', 'an office worker', 'a tradesperson', 'a healthcare worker', 'a public servant', 'a consultant', 'a coordinator'],
  url: ['a website', 'a web page', 'a link', 'an online page', 'a web address', 'a site', 'an online resource', 'a shared link'],
  ip_address: ['an IP address', 'a network address', 'a local network address', 'a server address', 'a device IP address'],
  mac_address: ['a device address', 'a hardware address', 'a MAC address', 'a network card address', 'a device identifier'],
  secret: ['a password', 'an access key', 'a secret token', 'a credential', 'an API key', 'a passphrase', 'a login code', 'a private key'],
  crypto_wallet: ['a wallet address', 'a crypto wallet', 'a cryptocurrency address', 'a digital wallet', 'a wallet ID'],
  custom: ['something private', 'a private detail', 'a personal matter', 'a detail', 'an item', 'a thing', 'a personal detail', 'a private matter', 'some information', 'a particular detail'],
};

/**
 * Training data of the token tagger (scripts/train/tagger.ts, docs/tagger.md):
 *
 * - presidio-synth generated_large records with an EVEN template_id only (the dev half of
 *   scripts/bench/identifiers.ts; odd templates are its reported test half and are never read here), split by template
 *   into train (template_id % 8 ≠ 6) and val (template_id % 8 = 6). PERSON and PREFIX → person, ORGANIZATION,
 *   LOCATION, TITLE → job_title, NRP → group; tokens inside the other labelled spans (addresses, cards, dates…) are
 *   left out of the loss: the validated recognizers own them.
 * - generated sentences written here: names from many cultures in Latin letters, employers, home towns, groups and
 *   job titles said of the writer or someone they know, in lower case and capitals as chat writers type them; and, as
 *   negatives (nothing marked), titles of works, laws, products and genres, and public companies, places and people in
 *   general questions (DESIGN.md: "public figures in a public context" are left).
 *
 * - real-message-like negatives: the contextual head's generated chat messages (scripts/train/context-data.ts
 *   chatMessages, train terms: conditions, drugs, charges, debts told or asked about, with no name in them) and
 *   everyday.ts EVERYDAY_TRAIN, every token O: a domain word ("cardiologist", "ER", "deductible") is no job title or
 *   organisation.
 *
 * Everything is seeded: the same seed gives the same examples.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { TAG_TYPES, type TagType } from '../../src/engine/tagger/head.ts';
import { chatMessages } from './context-data.ts';
import { DATASETS } from './data.ts';
import { EVERYDAY_TRAIN } from './everyday.ts';
import { buildLexicon } from './lexicon.ts';
import { Prng } from './prng.ts';

export interface TagSpan {
  start: number;
  end: number;
  /** A tagged type, or 'ignore' (tokens left out of the loss). */
  type: TagType | 'ignore';
}

export interface TagExample {
  id: string;
  source: string;
  text: string;
  spans: TagSpan[];
}

interface PresidioRecord {
  full_text: string;
  template_id: number;
  spans: { entity_type: string; start_position: number; end_position: number }[];
}

const PRESIDIO_TYPES: Readonly<Record<string, TagType>> = {
  PERSON: 'person',
  PREFIX: 'person',
  ORGANIZATION: 'organization',
  LOCATION: 'location',
  TITLE: 'job_title',
  NRP: 'group',
};

/** The validation part of the even (dev) templates. */
export const isValTemplate = (templateId: number): boolean => templateId % 8 === 6;

export function presidioExamples(part: 'train' | 'val'): TagExample[] {
  const file = path.join(DATASETS, 'presidio-synth', 'generated_large.json');
  const records = JSON.parse(readFileSync(file, 'utf8')) as PresidioRecord[];
  return records
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => r.template_id % 2 === 0 && isValTemplate(r.template_id) === (part === 'val'))
    .map(({ r, i }) => ({
      id: `presidio-${i}`,
      source: `presidio-dev-${part}`,
      text: r.full_text,
      spans: r.spans.map((s) => ({ start: s.start_position, end: s.end_position, type: PRESIDIO_TYPES[s.entity_type] ?? 'ignore' })),
    }));
}

// ---- generated sentences ------------------------------------------------------------------------

const words = (s: string): string[] => s.trim().split(/\s+/);

/** Given names and surnames by broad origin, in common Latin spellings. */
const GIVEN = words(`
  james mary robert patricia michael jennifer william linda david barbara emily olivia liam noah ethan chloe megan tyler
  oluwaseun chinedu ngozi adaeze emeka kwame ama kofi abena yaw tunde folake amara chidi zainab ibrahim fatima aisha
  mohammed ahmed omar yusuf khalid layla noor hassan karim samira rania tariq
  wei li jun mei xiaoming hui ying hiroshi yuki takeshi haruka sakura kenji minji jiwoo seojun hyun thanh linh minh
  nguyen quang priya rahul arjun ananya deepak sunita vikram lakshmi rohan aditi sanjay kavya ravi meera
  olga dmitri sergei natasha ivan katarina milos jelena tomasz agnieszka piotr zofia bogdan oksana
  jose maria carlos lucia alejandro sofia diego valentina mateo camila juan rosa pedro guadalupe xochitl
  lars ingrid sven astrid bjorn freya henrik sigrid giulia marco francesca luca chiara jean amelie pierre margaux
  aroha tane keanu leilani kalani sione mele tevita siosaia yerlan aigerim nurlan ayesha bilal zeynep emre mehmet elif
  thandiwe sipho lerato themba nomvula kagiso tendai farai rudo
`);
const SURNAMES = words(`
  smith johnson williams brown jones miller davis wilson anderson taylor thomas moore martin jackson thompson
  okafor adeyemi okonkwo mensah boateng asante owusu nwosu eze balogun abubakar danjuma achebe oyelaran
  al-sayed haddad khoury nasser rahman hussain farouk mansour darwish el-amin qureshi siddiqui
  wang zhang liu chen yang huang zhao tanaka suzuki takahashi watanabe yamamoto kim park choi jung tran pham le hoang
  patel sharma gupta singh reddy iyer nair chatterjee banerjee desai mehta kapoor rao pillai
  ivanov petrov smirnov kowalski nowak wisniewski novak horvat kovacs popescu shevchenko bondarenko
  garcia rodriguez martinez hernandez lopez gonzalez perez sanchez ramirez torres flores rivera castillo mendoza
  johansson andersson nilsen hansen virtanen rossi russo ferrari esposito bianchi dubois moreau lefebvre laurent
  ngata te-rangi kahananui fifita tupou vainikolo nurlanov akhmetova yilmaz kaya demir celik dlamini nkosi mokoena
  van-der-berg de-silva o'connor mcallister fitzgerald
`);
const HONORIFICS = ['Mr.', 'Mrs.', 'Ms.', 'Dr.', 'Prof.', 'Mx.'];

const ORG_HEADS = words(`
  brightwater northgate silverline bluepeak redstone harbor greenfield ironwood oakridge summit crescent pioneer
  meridian lakeshore riverbend keystone evergreen cobalt granite maplewood sunrise westbrook eastfield okafor
  mensah patel nakamura garcia lindqvist rossi
`);
const ORG_TAILS = [
  'Logistics', 'Dental', 'Credit Union', 'Insurance', 'Health', 'Medical Group', 'Solutions', 'Analytics', 'Bakery', 'Construction',
  'Law Group', '& Sons', 'Holdings', 'Partners', 'Labs', 'Realty', 'Auto Repair', 'Consulting', 'Elementary School', 'Community College',
  'Pharmacy', 'Clinic', 'LLC', 'Inc.', 'Ltd', 'GmbH', 'Foundation', 'Staffing', 'Tile & Stone', 'Veterinary Hospital',
];
/** Big public companies: private when they are the writer's employer or bank, public in a general question. */
const PUBLIC_ORGS = words(`Google Amazon Microsoft Apple Walmart Target Costco Starbucks Deloitte Accenture Pfizer Kaiser Chase
  Wells-Fargo Tesla Netflix Spotify Uber Airbnb Siemens Toyota Unilever Nestle Infosys Samsung`).map((w) => w.replace('-', ' '));

const PLACES = words(`
  lagos accra nairobi kampala kigali dakar abuja ibadan kumasi johannesburg durban harare lusaka cairo casablanca tunis
  karachi lahore dhaka chennai pune hyderabad kolkata jaipur colombo kathmandu manila cebu hanoi saigon bangkok jakarta
  surabaya osaka sapporo busan taipei shenzhen chengdu wuhan almaty tashkent tbilisi yerevan baku izmir ankara beirut amman
  krakow gdansk brno kyiv lviv minsk riga vilnius tallinn bucharest sofia belgrade zagreb porto seville valencia bilbao
  lyon marseille toulouse leipzig dresden rotterdam utrecht antwerp gothenburg bergen tampere aarhus cork galway leeds
  bristol glasgow cardiff guadalajara monterrey puebla medellin cali quito lima cusco santiago valparaiso cordoba rosario
  recife salvador curitiba auckland wellington brisbane adelaide perth hobart winnipeg halifax calgary ottawa tucson
  boise omaha tulsa fresno spokane dayton toledo akron savannah knoxville
`).map((w) => w.replace('-', ' '));

const GROUPS = words(`
  nigerian ghanaian kenyan mexican filipino vietnamese korean polish ukrainian brazilian colombian pakistani bangladeshi
  indian chinese japanese irish italian haitian somali ethiopian jamaican iranian syrian lebanese turkish greek cuban
  muslim catholic jewish hindu buddhist sikh mormon evangelical orthodox atheist jain baptist lutheran
  republican democrat conservative liberal socialist libertarian communist
`);
const TITLES = [
  'nurse practitioner', 'software engineer', 'civil drafter', 'dental hygienist', 'paralegal', 'pharmacist', 'data analyst', 'forklift operator',
  'high school teacher', 'registered nurse', 'accountant', 'electrician', 'plumber', 'warehouse associate', 'project manager', 'vice president of sales',
  'chief financial officer', 'social worker', 'barista', 'line cook', 'truck driver', 'graphic designer', 'physical therapist', 'loan officer',
  'marketing coordinator', 'police officer', 'firefighter', 'flight attendant', 'senior product manager', 'research scientist', 'hr manager', 'cashier',
];

/** Titles of works, laws, products and genres, and public figures: capitalised, but no one's private name. */
const WORKS = [
  'Pride and Prejudice', 'Hey Jude', 'The Great Gatsby', 'Breaking Bad', 'Game of Thrones', 'Purple Rain', 'Stairway to Heaven', 'The Godfather',
  'Moby Dick', 'Black Panther', 'Bohemian Rhapsody', 'Jane Eyre', 'Hotel California', 'The Office', 'Stranger Things', 'Little Women',
  'Civil Rights Act', 'Affordable Care Act', 'Fair Credit Reporting Act', 'Patriot Act', 'Clean Air Act', 'Family and Medical Leave Act', 'Title IX', 'Americans with Disabilities Act',
  'Microsoft Excel', 'Google Sheets', 'iPhone 15 Pro', 'Galaxy S24', 'Visual Studio Code', 'Adobe Photoshop', 'Minecraft', 'Grand Theft Auto',
  'Hip Hop', 'Death Metal', 'Bossa Nova', 'Smooth Jazz', 'Rhythm and Blues', 'Country Western', 'Indie Folk', 'Drum and Bass',
];
const WORK_KINDS = ['book', 'song', 'movie', 'show', 'album', 'novel', 'law', 'app', 'game', 'genre', 'poem', 'series'];
const PUBLIC_PEOPLE = ['Elon Musk', 'Taylor Swift', 'Barack Obama', 'Serena Williams', 'Albert Einstein', 'Marie Curie', 'Jeff Bezos', 'Oprah Winfrey', 'Lionel Messi', 'Nelson Mandela'];

const OPENERS = [
  "We'll", "I'll", "C'mon,", "Let's", 'Honestly,', 'Anyway,', 'Ok so', 'Sure!', 'Thanks!', 'Hey,', 'Well,', 'Sorry,', 'Yes,', 'No,', 'Maybe', 'Please',
  "Don't", "Can't", "You'll", "They're", 'So', 'Also,', 'Btw', 'Quick question:', 'Update:', 'FYI',
];
const EVERYDAY = [
  'meet at the ATM by the station.', 'grab coffee after the meeting.', 'check the PDF before you send it.', 'sing it with me, the whole chorus.',
  'the field was muddy after the rain.', 'the business plan needs another pass.', 'bring the USB stick and the HDMI cable.', 'the Wi-Fi keeps dropping at night.',
  'this recipe needs more garlic.', 'the assistant at the front desk was nice.', 'the GPS sent us the wrong way.', 'the TV remote is missing again.',
  'the Monday standup ran long.', 'we need a new SIM card.', 'the kids want pizza on Friday.', 'the printer is out of ink.',
];

export type Piece = string | { text: string; type: TagType };

/** Joins text pieces and typed pieces, recording each typed piece's span. */
export function build(pieces: readonly Piece[]): { text: string; spans: TagSpan[] } {
  let text = '';
  const spans: TagSpan[] = [];
  for (const p of pieces) {
    if (typeof p === 'string') text += p;
    else {
      spans.push({ start: text.length, end: text.length + p.text.length, type: p.type });
      text += p.text;
    }
  }
  return { text, spans };
}

export const cap = (w: string): string => w.replace(/(^|[\s'-])(\p{L})/gu, (_, a: string, b: string) => a + b.toUpperCase());

/** Case of a generated message: chat writers often type all lower case, some shout. */
type Casing = 'normal' | 'lower' | 'upper';

function generatedOne(rng: Prng, i: number): TagExample {
  const casing: Casing = rng.next() < 0.3 ? 'lower' : rng.next() < 0.06 ? 'upper' : 'normal';
  const name = (full = rng.next() < 0.6): string => (full ? `${cap(rng.pick(GIVEN))} ${cap(rng.pick(SURNAMES))}` : cap(rng.pick(rng.next() < 0.7 ? GIVEN : SURNAMES)));
  const org = (): string => (rng.next() < 0.25 ? rng.pick(PUBLIC_ORGS) : `${cap(rng.pick(ORG_HEADS))} ${rng.pick(ORG_TAILS)}`);
  const place = (): string => cap(rng.pick(PLACES));
  const P = (text: string): Piece => ({ text, type: 'person' });
  const O = (text: string): Piece => ({ text, type: 'organization' });
  const L = (text: string): Piece => ({ text, type: 'location' });
  const G = (text: string): Piece => ({ text, type: 'group' });
  const T = (text: string): Piece => ({ text, type: 'job_title' });
  const rel = rng.pick(['my sister', 'my boss', 'my neighbor', 'my son', 'my landlord', 'my coworker', 'my ex', 'my doctor', 'my mom', 'my friend']);
  const templates: (() => Piece[])[] = [
    // Positives: people, organisations, places, groups and titles of the writer's own life.
    () => ['my name is ', P(name()), ' and i need help writing a complaint letter'],
    () => [rel, ' ', P(name()), ' keeps texting me about the rent'],
    () => ['can you draft an email to ', P(name()), ' saying i will be late on friday'],
    () => ['Hi ', P(name(false)), ', thanks for the update on the invoice.'],
    () => [P(`${rng.pick(HONORIFICS)} ${cap(rng.pick(SURNAMES))}`), ' said the results should be back next week'],
    () => ['I work at ', O(org()), ' as a ', T(rng.pick(TITLES)), ' and my manager ', P(name()), ' wants me to train the new hire'],
    () => ['i just got hired by ', O(org()), ' in ', L(place()), ', how do i negotiate the relocation?'],
    () => ['we moved from ', L(place()), ' to ', L(place()), ' last year with the kids'],
    () => ['my husband ', P(name(false)), ' is ', G(rng.pick(GROUPS)), ' and his parents live in ', L(place())],
    () => ['As a ', G(rng.pick(GROUPS)), ' ', T(rng.pick(TITLES)), ' in ', L(place()), ', I sometimes feel left out at work.'],
    () => ['I am ', G(rng.pick(GROUPS)), ' and my family is from ', L(place()), '.'],
    () => ['my daughter goes to ', O(`${cap(rng.pick(ORG_HEADS))} ${rng.pick(['Elementary School', 'Middle School', 'Academy', 'High School'])}`), ' and her teacher ', P(name()), ' called me'],
    () => ['Please forward this to ', P(name()), ' at ', O(org()), ' before Monday.'],
    () => ['Dear ', P(name()), ',\nI am writing on behalf of ', O(org()), ' regarding your application.'],
    () => ['i was a ', T(rng.pick(TITLES)), ' at ', O(org()), ' for six years before they laid me off'],
    () => [P(name()), ' from ', L(place()), ' is my emergency contact'],
    () => ['my landlord ', P(name()), ' of ', O(org()), ' refuses to return the deposit'],
    () => ['we are meeting ', P(name(false)), ' and ', P(name(false)), ' at the cafe near ', L(place()), ' station'],
    () => ['my friend ', P(name()), ' is a ', G(rng.pick(GROUPS)), ' ', T(rng.pick(TITLES))],
    () => ['ask ', P(name(false)), ' whether ', O(org()), ' still covers my prescriptions'],
    // Negatives: works, laws, products, genres, public figures and public companies in general questions.
    () => [`can you summarize the ${rng.pick(WORK_KINDS)} ${rng.pick(WORKS)} for my essay?`],
    () => [`What does the ${rng.pick(WORKS)} say about employers?`],
    () => [`i have been listening to ${rng.pick(WORKS)} all week, any similar recommendations?`],
    () => [`how did ${rng.pick(PUBLIC_PEOPLE)} become so famous?`],
    () => [`Is ${rng.pick(PUBLIC_ORGS)} stock a good long-term investment?`],
    () => [`how does ${rng.pick(PUBLIC_ORGS)} make money from ${rng.pick(WORKS)}?`],
    () => [`write a short poem in the style of ${rng.pick(WORKS)}`],
    () => [`what is the population of ${cap(rng.pick(PLACES))} compared to other cities?`],
    () => [`Explain the difference between ${rng.pick(WORKS)} and ${rng.pick(WORKS)}.`],
    () => [`whats a good recipe for dinner tonight, something quick with chicken`],
    () => [`Who wrote ${rng.pick(WORKS)} and when was it published?`],
    () => [`compare ${rng.pick(PUBLIC_ORGS)} and ${rng.pick(PUBLIC_ORGS)} on customer service`],
    // Capitalised words that start a sentence or name a thing: contractions, interjections, acronyms, common nouns.
    () => [`${rng.pick(OPENERS)} ${rng.pick(EVERYDAY)}`],
    () => [`${rng.pick(OPENERS)} ${rng.pick(EVERYDAY)} ${rng.pick(OPENERS)} ${rng.pick(EVERYDAY)}`],
  ];
  const pieces = rng.pick(templates)();
  const recased = pieces.map((p): Piece => {
    const f = (s: string): string => (casing === 'lower' ? s.toLowerCase() : casing === 'upper' ? s.toUpperCase() : s);
    return typeof p === 'string' ? f(p) : { text: f(p.text), type: p.type };
  });
  const { text, spans } = build(recased);
  return { id: `gen-${i}`, source: spans.length ? 'generated' : 'generated-negative', text, spans };
}

export function generatedExamples(count: number, seed: number): TagExample[] {
  const rng = new Prng(seed);
  return Array.from({ length: count }, (_, i) => generatedOne(rng, i));
}


/** Chat messages and everyday requests with nothing for the tagger in them (see the file comment). */
export function negativeChatExamples(count: number, seed: number): TagExample[] {
  const chat = chatMessages(buildLexicon(), 'train', count, seed).map((e, i): TagExample => ({ id: `chat-${i}`, source: 'chat-negative', text: e.text, spans: [] }));
  const everyday = EVERYDAY_TRAIN.map((text, i): TagExample => ({ id: `everyday-${i}`, source: 'everyday-negative', text, spans: [] }));
  return [...chat, ...everyday];
}

export { TAG_TYPES };

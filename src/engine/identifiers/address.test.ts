import { describe, expect, it } from 'vitest';
import { addressPieceAround } from './address.ts';
import { detectIdentifiers } from './index.ts';

const addressesIn = (t: string): string[] =>
  detectIdentifiers(t)
    .filter((s) => s.category === 'address')
    .map((s) => s.text);
const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);

describe('addresses', () => {
  it.each([
    ['Premises: 1400 N Jackson Rd Apt 22, Edinburg TX 78541', ['1400 N Jackson Rd Apt 22, Edinburg TX 78541']],
    ['Mr. Joel A. Ferreira\n4417 Lindell Blvd, Apt 3B, St. Louis, MO 63108\n', ['4417 Lindell Blvd, Apt 3B, St. Louis, MO 63108']],
    ['send it to 88 garnet st, duluth mn 55803.', ['88 garnet st, duluth mn 55803']],
    ['i live at 12 willow bend ct now', ['12 willow bend ct']],
    ['Lena Vogt Design · Schönhauser Allee 112, 10439 Berlin', ['Schönhauser Allee 112, 10439 Berlin']],
    ['wohne in der Hauptstraße 5, 10115 Berlin', ['Hauptstraße 5, 10115 Berlin']],
    ['we moved to 12 Mile Road last year', ['12 Mile Road']],
    // clause words before the number are cut off, not a reason to drop the street
    ['the letter refers to tekniikantie 8 street', ['tekniikantie 8 street']],
    ['Greta and Michaelkirchstr. 15', ['Michaelkirchstr. 15']],
    ['mail it to PO Box 12 in town', ['PO Box 12']],
    ['Box 4471, Whitehorse', ['Box 4471, Whitehorse']],
    // a form's box is no address (session 13)
    ['why is box 1 on a W-2 usually lower than box 5', []],
  ])('%s', (text, want) => {
    expect(addressesIn(text)).toEqual(want);
  });

  // A person's sentence has the shape "number, words, number" often; it is not their address.
  it.each([
    // a count before the words
    'my period is 9 days late and ive taken 2 negative tests',
    'she missed 3 payments on Park 2',
    // a clause word inside
    'student loans: 68k federal, 21k private through Sallie Mae at 11.2%',
    'took 2 with Willow Springs 4',
    'lost $11,600 in like 3 weeks. rent for spring semester is due jan 10',
    // products named like streets
    'exported 1,400 client records to a personal Google Drive account',
    'it is all on my Hard Drive 2 now',
  ])('no address: %s', (text) => {
    expect(addressesIn(text)).toEqual([]);
  });
});

describe('address tails (issue 18)', () => {
  it('a Coast Guard cutter with its FPO line is one address', () => {
    expect(addressesIn('Meet me at USCGC Kristjánsdóttir\nFPO AP 60677')).toEqual(['USCGC Kristjánsdóttir\nFPO AP 60677']);
  });
  it('the country line after a district number and region code joins the address, with its postcode', () => {
    const t = 'Sap office is at 66 137 Sim Street\nSušice 1\n, PL\n Algeria 48354';
    expect(detectIdentifiers(t).filter((s) => s.category === 'location')).toEqual([]);
    expect(addressesIn(t)).toEqual(['66 137 Sim Street\nSušice 1\n, PL\n Algeria 48354']);
  });
  it('a country after words, not codes, stays a place of its own', () => {
    const spans = detectIdentifiers('Ship it to 66 137 Sim Street, Sušice 1 or Algeria 48354');
    expect(spans.map((s) => `${s.category}:${s.text}`)).toContain('location:Algeria');
  });
});

describe('corner addresses (issue 18)', () => {
  it('a name joined by "and" to a street after a place preposition is part of the address', () => {
    expect(cats('Please return to Eloise and 226 Thomas Avenue in case of an issue.')).toEqual([
      'address:Eloise and 226 Thomas Avenue',
    ]);
    expect(cats('Meet me at Spencer and 65 Main Street')).toEqual(['address:Spencer and 65 Main Street']);
  });
  it('a lexicon place or a name not right before the street stays what it is', () => {
    expect(cats('I went to Paris and 85 Gimblett Street')).toEqual(['location:Paris', 'address:85 Gimblett Street']);
    expect(cats('I talked to Eloise and her mum at 226 Thomas Avenue')).toEqual([
      'person:Eloise',
      'address:226 Thomas Avenue',
    ]);
  });
});

describe('table rows are not addresses (realistic DEV: pasted lab tables and statements)', () => {
  it('a lab row "TSH   7.84   H   0.45-4.50" has no address', () => {
    const text = 'Test        Result  Flag  Ref range\nTSH         7.84    H     0.45-4.50 uIU/mL\nTPO Ab      312     H     0-34 IU/mL';
    expect(detectIdentifiers(text).filter((s) => s.category === 'address')).toEqual([]);
  });
  it('a statement line after its date is no street; a street written with one space still is', () => {
    expect(detectIdentifiers('11/07  SHELL OIL 57442                        -46.30').some((s) => s.category === 'address' && s.text.includes('SHELL'))).toBe(false);
    expect(cats('I live at 78 Camiño Ancho 91 now')).toContain('address:78 Camiño Ancho 91');
  });
  it("no street in a statement row's date or a tax year before a form's name (session 16)", () => {
    expect(cats('27 Nov  TESCO STORES 2281                   -£22.16').filter((c) => c.startsWith('address:'))).toEqual([]);
    expect(cats('We have a balance due on your 2024 Form 1040. If you cannot pay')).toEqual([]);
    expect(cats('send it to 14 Oak Ave, Dayton OH').filter((c) => c.startsWith('address:'))).toEqual(['address:14 Oak Ave, Dayton']);
  });
});

describe('a court reporter citation is no address (session 22)', () => {
  it('leaves "384 U.S. 436" and keeps a street', () => {
    expect(addressesIn('Miranda v. Arizona, 384 U.S. 436 (1966). Ernesto Miranda was arrested')).toEqual([]);
    expect(addressesIn('my address is 384 Elm St, Springfield')).toEqual(['384 Elm St, Springfield']);
  });
});

describe('a vitals line is no address (session 23)', () => {
  it('leaves a blood pressure with its pulse and weight, and keeps a unit number with a street', () => {
    expect(addressesIn('Follow-up: 6 weeks\nBP 128/84  Pulse 96  Weight 142 lb\n\nis buspirone addictive?')).toEqual([]);
    expect(addressesIn('Vitals: BP: 120/80 HR 88 Temp 98.6')).toEqual([]);
    expect(addressesIn('we moved to 4/12 Temperance Road last month')).toEqual(['4/12 Temperance Road']);
  });
});

describe("a law's section number is no building number (session 23)", () => {
  it('leaves "section 93 of the Road Traffic Act 1988" and keeps a street after "it\'s"', () => {
    expect(addressesIn('they will revoke your licence under section 93 of the Road Traffic Act 1988.')).toEqual([]);
    expect(addressesIn('per s. 21 of the Housing Act 1988')).toEqual([]);
    expect(addressesIn("it's 93 Elm Street, Leeds")).toEqual(['93 Elm Street, Leeds']);
  });
});

describe("a story's episode count is no house number (session 23)", () => {
  it('leaves "3 lymphoma in ep 2" and keeps a street', () => {
    expect(addressesIn('the main guy gets diagnosed with stage 3 lymphoma in ep 2 and then just goes back to work')).toEqual([]);
    expect(addressesIn('we live at 12 Stage Road, Leeds')).toEqual(['12 Stage Road, Leeds']);
  });
});

describe('a figure with its unit, a year and a federal circuit are no house numbers (session 26)', () => {
  it('leaves "a 70 kg patient needs gentamicin 5", "a 2022 victory on Staten Island" and "2d Cir."', () => {
    expect(addressesIn('homework q: a 70 kg patient needs gentamicin 5 mg/kg once daily. how many mg per dose')).toEqual([]);
    expect(addressesIn('setback to organizers who had hoped to build on a 2022 victory on Staten Island.')).toEqual([]);
    expect(addressesIn('what does "2d Cir. No. 24-961" mean?')).toEqual([]);
  });
  it('keeps a street numbered like a year, and a lower-case street', () => {
    expect(addressesIn('send it to 2024 Elm Street, Springfield')).toEqual(['2024 Elm Street, Springfield']);
    expect(addressesIn('i live at 12 oak lane')).toEqual(['12 oak lane']);
  });
});

describe('money, a sentence end and a bare street type are no street (session 36)', () => {
  it('leaves "$280 student loan payment. Show a 50/30", "tipo 2. Una dosis … 850" and "2-3 key studies"', () => {
    expect(addressesIn('a car payment of $389 at 11.2% for 72 months, and a $280 student loan payment. Show a 50/30/20 breakdown.')).toEqual([]);
    expect(addressesIn('La metformina se usa en la diabetes tipo 2. Una dosis común es 850 mg dos veces al día.')).toEqual([]);
    expect(addressesIn('for my child development module, need 2-3 key studies (hetherington?) and what they found')).toEqual([]);
    expect(addressesIn('my rent at 280 Student Way is late')).toEqual(['280 Student Way']);
  });
  it('keeps streets with a name, an abbreviation inside, or a dot after the type', () => {
    expect(addressesIn('she lives at 221B Baker Street.')).toEqual(['221B Baker Street.']);
    expect(addressesIn('send it to 4 elm st apt 2')).toEqual(['4 elm st apt 2']);
    expect(addressesIn('We are at 14 St. Mary Road 3, Leeds')).toContain('14 St. Mary Road 3, Leeds');
  });
});

describe('addressPieceAround (session 40)', () => {
  const piece = (text: string, name: string): boolean => addressPieceAround(text, text.indexOf(name), text.indexOf(name) + name.length);
  it.each([
    ["It's in 79 291 Adelianos Kambos /  Suite 477", 'Adelianos Kambos', true],
    ['The title refers to 87 Rue Joseph Vernet street in BAR-LE-DUC.', 'Rue Joseph Vernet', true],
    ['Fuglie 86 Azevedo Street /  Apt. 024', 'Fuglie', true],
    ['Västra Husby Häggetorp 26 Veitonen Street /  Apt. 152', 'Västra Husby Häggetorp', true],
    ['On March 3 Kevin called me', 'Kevin', false],
    ['I paid $500 Kevin', 'Kevin', false],
    ['in 2019 Maria moved out', 'Maria', false],
    ['on 9/18 Karen said', 'Karen', false],
    ['my kids Mia 5 and Noah 3', 'Mia', false],
    ['Mia 5 Loves The Park', 'Mia', false],
    ['1. Kevin\n2. Maria', 'Maria', false],
    ['Bonnie Lafontaine\n21 Eriksbo Västergärde 98', 'Bonnie Lafontaine', false],
  ])('%s: %s', (text, name, want) => {
    expect(piece(text, name)).toBe(want);
  });
});

describe('a German ring road and an English word in -ing (session 46)', () => {
  it('reads "Kaiserring 12" as a street and "expiring 09/27" as none', () => {
    expect(addressesIn('Kaiserring 12, 68161 Mannheim')).toEqual(['Kaiserring 12, 68161 Mannheim']);
    expect(addressesIn('Card 4532 0151 1283 0366, expiring 09/27.')).toEqual([]);
    expect(addressesIn('Pay with 4532015112830366 expiring 12/26 please.')).toEqual([]);
  });
});

describe('a count in words and two figures of a test are no street (session 48)', () => {
  it('reads "1 million rows takes 20 minutes" and "expected 200 received 401" as none, keeps "1200 Savile Row"', () => {
    expect(addressesIn('my python loop over 1 million rows takes 20 minutes, how do i vectorize it')).toEqual([]);
    expect(addressesIn('my jest test fails with "expected 200 received 401" on the endpoint')).toEqual([]);
    expect(addressesIn('I live at 14 Savile Row, London')).not.toEqual([]);
  });
});

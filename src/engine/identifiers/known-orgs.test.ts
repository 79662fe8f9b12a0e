import { describe, expect, it } from 'vitest';
import { knownOrgs } from './known-orgs.ts';
import { detectIdentifiers } from './index.ts';

const found = (text: string): string[] => knownOrgs(text).map((c) => text.slice(c.start, c.end));

describe('knownOrgs', () => {
  it('finds banks, lenders, servicers, insurers and providers in any case', () => {
    expect(found('21k private through sallie mae at 11.2%')).toEqual(['sallie mae']);
    expect(found('one late payment on my amex, and capital one is suing me')).toEqual(['amex', 'capital one']);
    expect(found('UHC member ID 918273645; tested at planned parenthood')).toEqual(['UHC', 'planned parenthood']);
    expect(found('an old verizon bill and a Navient loan')).toEqual(['verizon', 'Navient']);
    expect(found('my AT&T bill and PG&E')).toEqual(['AT&T', 'PG&E']);
  });

  it('finds banks elsewhere, remittance and crypto apps, betting operators, lenders and hospitals (session 22)', () => {
    expect(found('my CIBC card and the Westpac loan')).toEqual(['CIBC', 'Westpac']);
    expect(found('i lost 4k on bet365 and draftkings this year')).toEqual(['bet365', 'draftkings']);
    expect(found('sent it with Remitly, the rest is on Bybit')).toEqual(['Remitly', 'Bybit']);
    expect(found('my dad is at MD Anderson for chemo')).toEqual(['MD Anderson']);
    expect(found('I moved my salary to Wise and an Affirm plan')).toEqual(['Wise', 'Affirm']);
    // words first: a wise choice, affirm the order, a branch office, a tangerine, red cells (RBC)
    expect(found('a wise choice, affirm it at the branch, a tangerine, RBC 4.5')).toEqual([]);
  });

  it("leaves the credit bureaus and score apps, which hold everyone's file", () => {
    expect(found('credit karma says 584, and my experian report has a late payment')).toEqual([]);
    expect(detectIdentifiers('i should dispute with Equifax and TransUnion, or Experian online').map((s) => s.text)).toEqual([]);
  });

  it('counts a name that is also a word only capitalised in a sentence or before its trade', () => {
    expect(found('the late payments on your Discover card')).toEqual(['Discover']);
    expect(found('i have a chase account and a discover card')).toEqual(['chase', 'discover']);
    expect(found('my balance at Chase is 4k')).toEqual(['Chase']);
    expect(found('Chase denied my refinance')).toEqual(['Chase']);
    expect(found('I want to discover why the dog would chase cars')).toEqual([]);
    expect(found('Discover your options. Chase your dreams.')).toEqual([]);
    expect(found('a progressive tax and a nationwide search')).toEqual([]);
  });

  it("reads a statement's payroll line as the employer", () => {
    expect(found('10/03  DIRECT DEP RIVERBEND HOME CARE PAYROLL          +$1,146.90')).toEqual(['RIVERBEND HOME CARE']);
    expect(found('PAYROLL DEPOSIT ACME TOOLS INC PPD 1,204.00')).toEqual(['ACME TOOLS INC']);
    expect(found('10/04  CHECK CARD NETFLIX.COM   -$15.49')).toEqual([]);
  });

  it("reads a saint's name in the possessive, a place before Children's and a port as institutions (session 24)", () => {
    const orgs = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'organization').map((s) => s.text);
    expect(orgs("had a hemiarthroplasty at St. Luke's in Boise on dec 1")).toEqual(["St. Luke's"]);
    expect(orgs("the ambulance took him to Monash Children's. medicare card")).toEqual(["Monash Children's"]);
    expect(orgs('Senior Process Engineer at Port of Rotterdam, vacancy ref')).toEqual(['Port of Rotterdam']);
    expect(orgs("surgery with pins on Dec 8 at Children's Mercy. he's also allergic")).toEqual(["Children's Mercy"]);
    expect(orgs("for Children's Day and the Children's Act")).toEqual([]);
    expect(orgs("happy St. Patrick's Day! and My Children's books, the Port of Spain ferry")).toEqual([]);
  });
  it('reads a capitalised name between "the" and a care provider\'s word as the provider (session 24)', () => {
    const orgs = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'organization').map((s) => s.text);
    expect(orgs('suboxone 8mg twice a day through the Bridgeway clinic and things were good')).toEqual(['Bridgeway clinic']);
    expect(orgs('i go to the Riverside clinic on Monday')).toEqual(['Riverside clinic']);
    expect(orgs('went to the Monday clinic, then the Covid clinic')).toEqual([]);
  });
  it('reads "at", "to", "from" a capitalised name and a care provider\'s word as the provider (session 25)', () => {
    const orgs = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'organization').map((s) => s.text);
    expect(orgs('came off on a descent, ambulance to Mansfield hospital, surgery 2 days later')).toEqual(['Mansfield hospital']);
    expect(orgs('angioplasty this morning at Aga Khan hospital, two stents')).toEqual(['Aga Khan hospital']);
    expect(orgs('The doctors at Chợ Rẫy hospital say chemo will not help')).toEqual(['Chợ Rẫy hospital']);
    expect(orgs('got a note from Walk-in clinic and went to Urgent care')).toEqual([]);
  });
  it("reads a business named right after its trade's word, and a court paper's party in ordinary words (session 25)", () => {
    const orgs = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'organization').map((s) => s.text);
    expect(orgs('My husband take loan from app Cash Now 3 times and now they want more')).toEqual(['Cash Now']);
    expect(orgs('I work at a Northampton warehouse, agency StaffLine Direct. They not paid my holiday pay')).toEqual(['StaffLine Direct']);
    expect(orgs('Plaintiff: Dana Whitfield\nDefendant: Pristine Touch Auto Body\nAmount claimed: $4,750')).toEqual(['Pristine Touch Auto Body']);
    expect(orgs('which app I should use, and the agency My cousin runs')).toEqual([]);
  });
  it('finds the retail chains people work at by their whole name (session 24)', () => {
    expect(found('took $600 from the register at Dollar General over a few weeks')).toEqual(['Dollar General']);
    expect(found('4 yrs at King Soopers, then Best Buy')).toEqual(['King Soopers', 'Best Buy']);
  });
  it('matches whole names only', () => {
    expect(found('citizenship, cvss scores, amexican, humanatarian, navientx')).toEqual([]);
    expect(found('see crypto.com.au and uhc.com')).toEqual([]);
  });
});

describe("session 26: a bank's word-like name before its product's word is the bank, not a person's given name", () => {
  const kinds = (t: string): string[] => detectIdentifiers(t).filter((s) => ['person', 'organization'].includes(s.category)).map((s) => `${s.category}:${s.text}`);
  it.each([
    ['CHASE TOTAL CHECKING\nAccount number: xxxxxxxxx5521', 'organization:CHASE'],
    ['the Chase Sapphire card has a 95 fee', 'organization:Chase'],
  ])('%s', (text, want) => {
    expect(kinds(text)).toEqual([want]);
  });
  it('a friend named Chase stays a person', () => {
    expect(kinds('my friend Chase Miller lent me 200')).toEqual(['person:Chase Miller']);
  });
  it('a coined name opening with a figure after a workplace or source preposition (session 27)', () => {
    expect(found('Blažena spent a year at 5Psolutions as the assistant')).toEqual(['5Psolutions']);
    expect(found('got my results from 23andMe, and he joined 7Eleven')).toEqual(['23andMe', '7Eleven']);
    expect(found('meet at 7pm, I take 10mg, with 2kids, at 3Years, at 5ish')).toEqual([]);
  });
  it('what only a company becomes or undergoes (session 27)', () => {
    expect(found('Maha spent a year at Optigov, which later became Oliver Wyman in 1965.')).toEqual(['Oliver Wyman']);
    expect(found('my company was acquired by Harper Lowell last year; it was renamed Brightline Axle')).toEqual([
      'Harper Lowell',
      'Brightline Axle',
    ]);
    expect(detectIdentifiers('Castle Biosciences later became North American Van Lines in 1965.').map((x) => x.text)).toContain(
      'North American Van Lines',
    );
    expect(found("He later became Mayor. Kessandra later became Brosca's wife.")).toEqual([]);
    expect(found('it was acquired by I think March or so')).toEqual([]);
  });
  it('insurers outside the US and more US health plans (session 27)', () => {
    expect(found('i broke my collarbone and now Allianz wants a description; Outsurance rejected my claim')).toEqual(['Allianz', 'Outsurance']);
    expect(found('insurance is Star Health, the plano Unimed, my work Standard Life')).toEqual(['Star Health', 'Unimed', 'Standard Life']);
  });
});

describe('session 28: a business at a town', () => {
  const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);
  it('names the run between "at" and "in <Place>" as the organisation', () => {
    expect(cats('im the union steward for our store at Kroger in Dayton and we are')).toEqual(['organization:Kroger', 'location:Dayton']);
    expect(cats('i was a cashier at the Olive Garden in Nashua for 3 years')).toEqual(['organization:Olive Garden', 'location:Nashua']);
  });
  it('not a time, a feast or a place', () => {
    expect(cats('we were at Christmas in London')).toEqual(['location:London']);
    expect(cats('a layover at Chicago in March')).not.toContain('organization:Chicago');
  });
});

describe('session 28: a police force by its place', () => {
  const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);
  it('is one organisation with its place', () => {
    expect(cats('the cops from Mesa PD came by')).toEqual(['organization:Mesa PD']);
    expect(cats('i got a letter from Thames Valley Police about it')).toEqual(['organization:Thames Valley Police']);
    expect(cats("the Harris County Sheriff's Office has him")).toEqual(["organization:Harris County Sheriff's Office"]);
  });
  it('not a kind of force, nor a sheriff by name', () => {
    expect(cats('The State Police came')).toEqual([]);
    expect(cats('Sheriff Brown came by')).not.toContain('organization:Sheriff Brown');
  });
});

describe("session 28: a clinic's, a lender's, a landlord's and a trade's last word", () => {
  const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);
  it('ends an organisation after a name-like word', () => {
    expect(cats('i got results from Sunline Pathology yesterday')).toEqual(['organization:Sunline Pathology']);
    expect(cats('I rented from SUNBELT RENTALS last year')).toEqual(['organization:SUNBELT RENTALS']);
    expect(cats('the Capitol Area Health System billed me, then Crestline Residential did')).toContain('organization:Crestline Residential');
  });
});

describe("session 28: a hospital by its town's name and its kind", () => {
  const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);
  it('is one organisation', () => {
    expect(cats('she was moved to Leeds General last night')).toEqual(['organization:Leeds General']);
    expect(cats('hip replacement tomorrow at Royal Perth. how long')).toEqual(['organization:Royal Perth']);
    expect(cats('Follow-up: cardiology Toronto Western Dec 19')).toContain('organization:Toronto Western');
  });
  it('not a title or an ordinary word', () => {
    expect(cats('the Attorney General said no, and the Inspector General agreed')).toEqual([]);
    expect(cats('a Royal Mail parcel came')).toEqual([]);
  });
});

describe('session 28: the town after a business', () => {
  const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);
  it('is a place, even when it is a given name too, and a workplace word may sit between', () => {
    expect(cats("It's at Boeing in Everett, starting soon")).toEqual(['organization:Boeing', 'location:Everett']);
    expect(cats('i hurt my back lifting at the Costco depot in Tracy and filed a claim')).toEqual(['organization:Costco', 'location:Tracy']);
  });
});

describe('session 30: a saint\'s name before a church or a school', () => {
  const cats30 = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);
  it('is the parish or the school, not a person', () => {
    expect(cats30('getting my baptism certificate from St. George church or letter')).toEqual(['organization:St. George church']);
    expect(cats30('my son is at St. Joseph school and loves it')).toEqual(['organization:St. Joseph school']);
  });
});

describe('session 33: TD before a word of its trade', () => {
  it('is the bank', () => {
    expect(detectIdentifiers('my TD checking is -$412.80 rn').filter((s) => s.category === 'organization').map((s) => s.text)).toEqual(['TD']);
    expect(detectIdentifiers('he scored a td in the last minute').filter((s) => s.category === 'organization')).toEqual([]);
  });
});

describe('session 34: a lender named after its town', () => {
  const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);
  it('is the town after a place preposition, the lender otherwise', () => {
    expect(cats('As a paralegal in Halifax, I sometimes feel left out at work.')).toEqual(['location:Halifax']);
    expect(cats('my mortgage with Halifax')).toEqual(['organization:Halifax']);
  });
});

describe('session 43: a town named after a saint', () => {
  it('reads "St. Louis" and "st paul" as places, a saint\'s hospital or cathedral as the institution', () => {
    const found = (t: string): string[][] => detectIdentifiers(t).map((s) => [s.text, s.category]);
    expect(found('we live in St. Louis')).toEqual([['St. Louis', 'location']]);
    expect(found('we moved to st louis last year')).toEqual([['st louis', 'location']]);
    expect(found("i'm in st. paul for work")).toEqual([['st. paul', 'location']]);
    expect(found("we go to St. Paul's Cathedral")).toEqual([["St. Paul's Cathedral", 'organization']]);
    expect(found('my name is Louis')).toEqual([['Louis', 'person']]);
  });
});

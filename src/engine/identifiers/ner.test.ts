import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';

const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);
const personTexts = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'person').map((s) => s.text);

describe('addresses', () => {
  it('joins a multi-line address block into one span', () => {
    const t = '78 Camiño Ancho 91\n Suite 286\n El Tornadizo\n Gabon 66298';
    expect(cats(t)).toEqual([`address:${t}`]);
  });
  it('finds street lines in prose and stops where the sentence resumes', () => {
    expect(cats('The letter arrived at 15 Millicent Drive last night.')).toEqual(['address:15 Millicent Drive']);
    expect(cats('Christina Pena lives at 95 Lille Vibyvej 8, Måløv')).toEqual([
      'person:Christina Pena',
      'address:95 Lille Vibyvej 8, Måløv',
    ]);
    expect(cats("I'd like a taxi to 25 Schaarsteinweg 58 Apt. 584 Ebermannsdorf Belarus. Please call me.")).toEqual([
      'address:25 Schaarsteinweg 58 Apt. 584 Ebermannsdorf Belarus',
    ]);
  });
  it('a number pair that looks like a phone is part of the address it starts', () => {
    expect(cats("I'd like to call a taxi to 03 2657 Koontz Lane Apt. 602, Delta del Tigre, Austria 29614.")).toEqual([
      'address:03 2657 Koontz Lane Apt. 602, Delta del Tigre, Austria 29614',
    ]);
  });
  it('military and PO boxes', () => {
    expect(cats('PSC 7004, Box 8380\nAPO AP 11949')).toEqual(['address:PSC 7004, Box 8380\nAPO AP 11949']);
    expect(cats('send it to P.O. Box 15')).toEqual(['address:P.O. Box 15']);
  });
  it('postcodes only with context', () => {
    expect(cats('My zip code is 66298')).toEqual(['address:66298']);
    expect(cats('We sold 66298 units')).toEqual([]);
  });
  it('does not read counts as addresses', () => {
    expect(cats('I have 3 apples and 4 pears')).toEqual([]);
  });
});

describe('people, organisations, locations', () => {
  it('a common noun written as one word is no name; the US and the UK are no places to report', () => {
    expect(cats("can't get fired for talking about your salary with coworkers? my friend said so")).toEqual([]);
    expect(cats('he has been in the US on an F-1 for 8 years, his cousin in the UK')).toEqual([]);
    expect(cats('We moved to the United States from Honduras in 2019.')).toEqual(['location:Honduras']);
  });
  it("the people of one's life by chat's words, and a name the domain prior knows after one's own kin", () => {
    expect(cats('my ex Tasha and i go back to court in feb')).toEqual(['person:Tasha']);
    expect(cats('my homie Trey got a warrant')).toEqual(['person:Trey']);
    expect(cats('my ex kyle keeps showin up at my work')).toEqual(['person:kyle']);
    expect(cats('my ex Is a jerk')).toEqual([]);
    const medical = (lower: string): boolean => lower === 'marcus' || lower === 'lexapro';
    expect(detectIdentifiers('my husband Marcus started a new job', { domainWord: medical }).map((x) => x.text)).toEqual(['Marcus']);
    // (session 44: a given name of the lexicon is never a domain word to the name rules, so the domain word here is a drug's)
    expect(detectIdentifiers('the doctor said Lexapro was the reason', { domainWord: medical }).map((x) => x.text)).toEqual([]);
  });
  it('a month, a weekday or a language after "in" or "to" is no place', () => {
    expect(cats('got a dui in oct, blew a .11')).toEqual([]);
    expect(cats('sprint review moved to thurs 3pm')).toEqual([]);
    expect(cats('Please tell the steps in Hindi words, in Vietnamese culture we never talk about it')).toEqual([]);
    expect(cats('Can I ask for an interpreter in Kreyòl?')).toEqual([]);
    expect(cats("I'm moving to Ohio")).toEqual(['location:Ohio']);
  });
  it('a month that is a given name is the month after a word of time, and a month alone is not reported', () => {
    expect(cats('EMI was fine till June but then the layoffs came')).toEqual([]);
    expect(cats('I applied for council tax reduction in April but nobody answered')).toEqual([]);
    expect(cats('Dear June, thanks for the notes')).toEqual(['person:June']);
  });
  it('honorifics and triggers', () => {
    expect(cats('Hello, this is Mr. Derek Crnić. Who are you?')).toEqual(['person:Mr. Derek Crnić']);
    expect(cats("It's under my partner's name Donald van der Voet")).toEqual(['person:Donald van der Voet']);
    expect(cats('my name is roberto yamamura')).toEqual(['person:roberto yamamura']);
  });
  it('organisation suffixes and letter blocks', () => {
    expect(cats('>Nathaniel Perković\n>Smith Ltd.\n>31 Vesturgata 66')).toEqual([
      'person:Nathaniel Perković',
      'organization:Smith Ltd.',
      'address:31 Vesturgata 66',
    ]);
  });
  it('countries in any case, places after strong triggers', () => {
    expect(cats("I'm originally from bahrain")).toEqual(['location:bahrain']);
    expect(cats('My friend lives in Zoetermeer')).toEqual(['location:Zoetermeer']);
  });
  it('enumerations of names', () => {
    expect(cats('Our founders: Kovalev, Lee and Phillips.')).toEqual([
      'person:Kovalev',
      'person:Lee',
      'person:Phillips',
    ]);
  });
  it('ignores code identifiers, product names and acronyms', () => {
    expect(cats('Parse JSON from an API and store it in PostgreSQL with TypeScript.')).toEqual([]);
    expect(cats('export OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwxyz123456').map((c) => c.split(':')[0])).toEqual([
      'secret',
    ]);
    expect(cats('at TCPConnectWrap.afterConnect (node:net:1555:16)')).toEqual([]);
  });
  it('a lone capitalised word needs more than capitals: diacritics tip it over', () => {
    expect(cats('Why is Mikolčić so impulsive?')).toEqual(['person:Mikolčić']);
    // Session 26: a person's temper ("so impulsive") is a cue of its own now; a work's praise is none.
    expect(cats('Why is Zoolander so funny?')).toEqual([]);
    expect(cats('We watched Zoolander again last night.')).toEqual([]);
  });
  it('keeps initials inside names', () => {
    expect(cats('The Great Gatsby by F. Scott Fitzgerald')).toEqual(['person:F. Scott Fitzgerald']);
  });
  it('a realistic prompt', () => {
    expect(
      cats(
        'Hi, I am Sarah Connor, my phone is 415-555-0132 and I live at 1600 Amphitheatre Parkway, Mountain View, CA 94043.',
      ),
    ).toEqual([
      'person:Sarah Connor',
      'phone:415-555-0132',
      'address:1600 Amphitheatre Parkway, Mountain View, CA 94043',
    ]);
    expect(cats('My account number is 12345678 and sort code 20-00-00.')).toEqual([
      'account_number:12345678',
      'account_number:20-00-00',
    ]);
  });
  it('leaves ordinary capitalised words alone', () => {
    expect(cats('Can I withdraw cash at the ATM?')).toEqual([]);
    expect(cats('The weather is nice today.')).toEqual([]);
  });
});

describe('options and merging', () => {
  it('allowlist suppresses exact strings', () => {
    expect(cats('mail support@example.com now')).toEqual(['email:support@example.com']);
    expect(detectIdentifiers('mail support@example.com now', { allowlist: ['Support@Example.com'] })).toEqual([]);
  });
  it('minScore filters weak spans', () => {
    expect(detectIdentifiers('the song is playing, Ngozi said', { minScore: 0.9 })).toEqual([]);
    expect(detectIdentifiers('the song is playing, Ngozi said', { minScore: 0.1 }).length).toBe(1);
  });
  it('overlaps resolve to the most specific category', () => {
    // The IBAN also looks like an alphanumeric id and contains digit runs a phone scan could see.
    expect(cats('IBAN GB82WEST12345698765432 please')).toEqual(['account_number:GB82WEST12345698765432']);
    expect(cats('NINO AB 12 34 56 C')).toEqual(['id_number:AB 12 34 56 C']);
  });
});

describe('capitalised things that are not people (issue 18)', () => {
  const persons = (t: string): string[] =>
    detectIdentifiers(t)
      .filter((s) => s.category === 'person')
      .map((s) => s.text);
  it.each([
    'The Civil Rights Act changed things',
    'the Affordable Care Act covers me',
    'we read "Pride and Prejudice" in class',
    'my favourite movie Forrest Gump',
    'She loves Jazz',
  ])('%s', (t) => {
    expect(persons(t)).toEqual([]);
  });
  it('people next to the same cues stay people', () => {
    expect(persons('Mary Smith called')).toEqual(['Mary Smith']);
    expect(persons('a guy named John Baker lives here')).toEqual(['John Baker']);
    expect(persons('{"customer_name": "Hollis Wren"}')).toEqual(['Hollis Wren']);
  });
});

describe("a contract's parties", () => {
  it('reads a capitalised party of a lease or contract as a defined term, not a name or a place', () => {
    expect(cats('Landlord shall not be liable for any injury to Tenant or any other person.')).toEqual([]);
    expect(cats('The Seller will deliver the goods to Buyer.')).toEqual([]);
    // a real place after the same preposition stays
    expect(cats('I moved to Tucson last year.')).toEqual(['location:Tucson']);
  });
});

describe('a platform name before a capitalised word is its product (session 9)', () => {
  it('is neither a place nor a person, unless it ends in a place word', () => {
    const found = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);
    expect(found("It's in Google Calendar for a reason.")).toEqual([]);
    expect(found('we talked on Microsoft Teams')).toEqual([]);
    expect(found('i moved to Apple Valley last year')).toEqual(['location:Apple Valley']);
  });
});

describe('organisation, person and place cues (issue 18)', () => {
  const org = (t: string): string[] =>
    detectIdentifiers(t)
      .filter((s) => s.category === 'organization')
      .map((s) => s.text);
  it('time spent at a workplace makes it an organisation, not a place', () => {
    expect(cats('Bożena spent a year at Itriage as the assistant to Elizabeth Balashova')).toContain('organization:Itriage');
    expect(cats('She spent two years at Castle Biosciences in Howick.')).toContain('organization:Castle Biosciences');
    // look-alike: a place's word keeps a plain "at" a place (session 28: a bare "at Howick" now reads as a business,
    // as the training writers marked 299 of 340 runs after "at")
    expect(cats('We had dinner at Howick Beach on Sunday.')).not.toContain('organization:Howick');
  });
  it('what a company later became, and the founders of a company', () => {
    expect(org('Nielsen in Kalatsova later became Ecodesk in 1965.')).toContain('Ecodesk');
    expect(org('Bridgewater is the brainchild of our 3 founders.')).toEqual(['Bridgewater']);
    expect(org('Golden Helix was founded in 1998.')).toEqual(['Golden Helix']);
    // look-alike: a person who "became" something is no company
    expect(org('Later she became a nurse, and Maria is the best of us.')).toEqual([]);
  });
  it('a firm named after its partners is one organisation', () => {
    expect(org('Davis, Reynolds and Williamson is the brainchild of our founders.')).toEqual(['Davis, Reynolds and Williamson']);
    expect(org('The Jones, Mitchell and Williams office is at 87 Main Street.')).toEqual(['Jones, Mitchell and Williams']);
    // look-alike: a list of people doing something stays people
    expect(cats('Davis, Reynolds and Williamson said no.')).toEqual([
      'person:Davis',
      'person:Reynolds',
      'person:Williamson',
    ]);
  });
  it('"the X office" with a given name in X', () => {
    expect(org('The Oliver Wyman office is at 95 Avenue des Tuileries.')).toEqual(['Oliver Wyman']);
    expect(cats('Oliver Wyman called me.')).toEqual(['person:Oliver Wyman']);
  });
  it('the receiver of a gift or message, and the one spoken to', () => {
    expect(cats('Anthony had given Aija his address.')).toContain('person:Aija');
    expect(cats('He had given Kessandra his best years.')).toContain('person:Kessandra');
    expect(cats('He had given Kessandra a lift.')).not.toContain('person:Kessandra');
    expect(cats("I'm so jealous! said Albert to Kristy")).toContain('person:Kristy');
    expect(cats('He said he would move to Kristiansand')).not.toContain('person:Kristiansand');
  });
  it('where someone is from, and film credits with ordinary-word names', () => {
    expect(cats('Zama is from Civinomics')).toContain('person:Zama');
    expect(cats('This is from Civinomics')).not.toContain('person:This');
    expect(cats('a comedy film directed by Steven Abril and starring Bang')).toContain('person:Bang');
    expect(cats('a comedy film with a Bang')).not.toContain('person:Bang');
  });
});

describe('a capitalised common word between an organisation cue and the name (issue 18)', () => {
  it('opens the organisation', () => {
    expect(cats('Maha spent a year at New Media Parents as the assistant')).toContain('organization:New Media Parents');
    expect(cats('the following year at The Schork Report in Kwaxuma')).toContain('organization:The Schork Report');
  });
  it('not without the cue', () => {
    expect(cats('We watched New Media Parents on TV')).not.toContain('organization:New Media Parents');
  });
});

describe('employment and business cues (issue 18)', () => {
  it('customer service, hiring, offers and officers name an organisation', () => {
    expect(cats("I called Acme's customer service yesterday.")).toEqual(['organization:Acme']);
    expect(cats('Please contact Globex customer support.')).toEqual(['organization:Globex']);
    expect(cats('He was hired by Soylent last year.')).toEqual(['organization:Soylent']);
    expect(cats('I got an offer from Pied Piper.')).toEqual(['organization:Pied Piper']);
    expect(cats('He is the CFO of Dunder Mifflin.')).toContain('organization:Dunder Mifflin');
  });
  it('look-alikes stay people or places', () => {
    expect(cats("I called Kessandra's customer yesterday.")).not.toContain('organization:Kessandra');
    expect(cats('He was visited by Kessandra last year.')).toEqual(['person:Kessandra']);
    expect(cats('I got an offer from Paris.')).toEqual(['location:Paris']);
  });
  it('an abbreviated suffix keeps its dot, a spelled-out one leaves the sentence its full stop', () => {
    expect(cats('She works for Vandelay Industries.')).toEqual(['organization:Vandelay Industries']);
    expect(cats('She works for Vandelay Inc.')).toEqual(['organization:Vandelay Inc.']);
  });
  it('"<institution> of <name>" is one organisation', () => {
    expect(cats('I studied at the University of Toronto.')).toEqual(['organization:University of Toronto']);
    expect(cats('The Bank of Lumbria sent me a letter.')).toEqual(['organization:Bank of Lumbria']);
    expect(cats('the bank of the river in Toronto')).toEqual(['location:Toronto']);
  });
});

describe('whom one writes to or hears from (issue 18)', () => {
  it('is a person', () => {
    expect(cats('I got a letter from Kessandra.')).toEqual(['person:Kessandra']);
    expect(cats('I wrote to Kessandra yesterday.')).toEqual(['person:Kessandra']);
    expect(cats('She is married to Brosca.')).toEqual(['person:Brosca']);
  });
  it('a bare "to" or a lexicon place stays a place', () => {
    expect(cats('I moved to Brosca.')).toEqual(['location:Brosca']);
    expect(cats('I got a letter from Paris.')).toEqual(['location:Paris']);
  });
});

describe('relations, hand-overs, accounts and travel (issue 18)', () => {
  it('a name after a relation word is a person, even an ordinary word', () => {
    expect(cats('my bf Dev got arrested')).toEqual(['person:Dev']);
    expect(cats('My roommate Iwao left.')).toEqual(['person:Iwao']);
    // look-alike: the relation word without a name after it
    expect(cats('my coach said the Team is good')).toEqual([]);
  });
  it('whom something is sent to is a person, where one ships it is a place', () => {
    expect(cats('Can you send this to Kessandra?')).toEqual(['person:Kessandra']);
    expect(cats('Can you ship this to Paris?')).toEqual(['location:Paris']);
  });
  it('an account or policy with a company', () => {
    expect(cats('I have an account with Initech.')).toEqual(['organization:Initech']);
    expect(cats('I have a meeting with Kessandra.')).toEqual(['person:Kessandra']);
  });
  it('travel and residence cues make a place confidently, not in lower-case prose', () => {
    expect(detectIdentifiers('We flew to Brosca last week.')[0]).toMatchObject({ category: 'location', text: 'Brosca', score: 0.75 });
    expect(cats("I'm a resident of Brosca.")).toEqual(['location:Brosca']);
    expect(cats('we flew to the coast')).toEqual([]);
  });
});

describe('company-shaped names (issue 18)', () => {
  it('a capitalised word with digits glued on after a cue is an organisation', () => {
    expect(cats("We'll meet Saturday at Ideas42, 30 Veslebakken 48")).toContain('organization:Ideas42');
    expect(cats('I moved to Ideas 42 years ago')).not.toContain('organization:Ideas');
    expect(cats('Windows10 is slow')).toEqual([]);
  });
});

describe('verbs whose object is someone (issue 18)', () => {
  it('name a person', () => {
    expect(cats('I texted Kessandra last night.')).toEqual(['person:Kessandra']);
    expect(cats('We invited Iwao and Brosca.')).toEqual(['person:Iwao', 'person:Brosca']);
  });
  it('a known company stays a company, a bare object stays unnamed', () => {
    expect(cats('I emailed Comcast support.')).toEqual(['organization:Comcast']);
    expect(cats('I texted Kessandra')).toEqual(['person:Kessandra']);
    expect(cats('I liked Kessandra')).toEqual([]);
  });
});

describe('more organisation suffixes (issue 18)', () => {
  it('a capitalised name ending in a trade word is an organisation', () => {
    expect(cats('I saw Castle Biosciences on the news.')).toEqual(['organization:Castle Biosciences']);
    expect(cats('We rented from Lakeside Realty.')).toEqual(['organization:Lakeside Realty']);
  });
  it('the trade word alone or in lower case is not', () => {
    expect(cats('my personal investments are down')).toEqual([]);
    expect(cats('Biosciences is a hard major.')).toEqual([]);
  });
});

describe('cue words in lower-case writing (issue 18)', () => {
  it('a cue ends the run before it, so the name after it is read whole', () => {
    expect(cats('as regular rr commenter anna bizier points out')).toEqual(['person:anna bizier']);
    expect(cats('a film directed by michelle crowder and starring de vaan')).toContain('person:de vaan');
  });
  it('lower-case words without a cue stay unnamed', () => {
    expect(cats('as regular rr readers point out, most are horrible')).toEqual([]);
  });
});

describe('text written all in capitals (issue 18, session 21)', () => {
  it('keeps a name short, as in lower-case writing, so its verbs stay out', () => {
    expect(cats('CAN YOU DRAFT AN EMAIL TO PRIYA SAYING I WILL BE LATE ON FRIDAY')).toContain('person:PRIYA');
    expect(cats('PLEASE CALL MARIA GARCIA TOMORROW ABOUT THE CONTRACT')).toContain('person:MARIA GARCIA');
    expect(cats('MY NAME IS JOHN SMITH AND I LIVE IN BOSTON')).toContain('person:JOHN SMITH');
  });
  it('lets an organisation run on to its suffix', () => {
    expect(cats('I WORK AT WINDMILL MAGNOLIA GROUP INC')).toContain('organization:WINDMILL MAGNOLIA GROUP INC');
    expect(cats('MY LANDLORD IS ACME PROPERTY MANAGEMENT LLC')).toContain('organization:ACME PROPERTY MANAGEMENT LLC');
  });
});

describe('organisation cues a title, a possessive or a place overrides (issue 18)', () => {
  it('"later became" a title or someone\'s relation is no company', () => {
    expect(cats('He later became Mayor.')).toEqual([]);
    expect(cats("Kessandra later became Brosca's wife.")).not.toContain('organization:Brosca');
    expect(cats('Nielsen later became Ecodesk in 1965.')).toContain('organization:Ecodesk');
  });
  it('time spent at a place name is a place', () => {
    expect(cats('I spent two years at Lake Tahoe.')).toEqual(['location:Lake Tahoe']);
    expect(cats('Kacper spent a year at College Board as the assistant')).toContain('organization:College Board');
  });
});

describe('what someone switches between is a product or provider (issue 17, session 10)', () => {
  it('reads "switching … from X to Y" as no place, while a move from one place to another stays', () => {
    expect(cats('My company is switching 401k providers from Empower to Fidelity next quarter')).toEqual([]);
    expect(cats('we are migrating from Heroku to Render')).toEqual([]);
    expect(cats('I moved from Tucson to Denver last year.')).toEqual(['location:Tucson', 'location:Denver']);
  });
});

describe('a month that is a given name, in a range of months (issue 17, session 12)', () => {
  it('reads "between June and August" and "April to June" as months, not people', () => {
    expect(cats('The charges were made between June and August.').filter((c) => c.startsWith('person:'))).toEqual([]);
    expect(cats('We stayed there from April to June.').filter((c) => c.startsWith('person:'))).toEqual([]);
  });
  it('keeps June a person where no range of months follows', () => {
    expect(cats('I asked June and Tom to sign it.')).toContain('person:June');
  });
});

describe('an organisation suffix that is an everyday noun, in a message without capitals (issue 17, session 12)', () => {
  it('reads "a college fund" and "the rosary group" as things, not companies', () => {
    expect(cats('we want to open a college fund for our newborn').filter((c) => c.startsWith('organization:'))).toEqual([]);
    expect(cats('my dad leads the rosary group at church').filter((c) => c.startsWith('organization:'))).toEqual([]);
  });
  it('keeps a legal form without capitals, and a capitalised fund', () => {
    expect(cats('i worked for brightline axle llc for two years').filter((c) => c.startsWith('organization:')).length).toBe(1);
    expect(cats('My savings are with the Vanguard Total Fund now.').filter((c) => c.startsWith('organization:')).length).toBe(1);
  });
});

describe('games and sports one plays "in" (session 21)', () => {
  it('are no place', () => {
    expect(cats('got served so hard in pickleball today lol')).toEqual([]);
    expect(cats('he is ranked in chess at school')).toEqual([]);
    expect(cats('we moved to Lisbon in May')).toContain('location:Lisbon');
  });
});

describe('titles of works after listening, writing and style cues (session 21)', () => {
  it('are no people', () => {
    expect(cats('i have been listening to Moby Dick all week')).toEqual([]);
    expect(cats('Who wrote Bohemian Rhapsody and when was it published?')).toEqual([]);
    expect(cats('write a short poem in the style of Jane Eyre')).toEqual([]);
    expect(cats('can you summarize the game Minecraft Legends for my essay?')).toEqual([]);
  });
  it('keep a given name after the same cues', () => {
    expect(cats('I was listening to Maria tell her story')).toContain('person:Maria');
    expect(cats('can you summarize Priya\'s email')).toContain('person:Priya');
  });
});

describe('labels with a letter and German common nouns are no one (session 22)', () => {
  const people = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'person').map((s) => s.text);
  it('leaves "Form E", "Plan B", "Exhibit A" and "Ausländerbehörde"', () => {
    expect(people('You will each be required to complete Form E by Friday')).toEqual([]);
    expect(people('the judge looked at Exhibit A and then Exhibit B')).toEqual([]);
    expect(people('Will the Ausländerbehörde cancel my permit? And is it in my Führungszeugnis?')).toEqual([]);
  });
  it('leaves more German nouns by their ending, after a person\'s cue too (session 27)', () => {
    expect(people('I live in Köln since 2019 with Aufenthaltstitel for work (Blue Card).')).toEqual([]);
    expect(people('Is there Härtefall for me? Will I lose my Führerschein? Betriebsrat said Abmahnung is unfair.')).toEqual([]);
    expect(people('I talked with Bartholomew and my friend Maximilian said no')).toEqual(['Bartholomew', 'Maximilian']);
  });
  it('keeps a name with an initial and a short surname of the same ending', () => {
    expect(people('my friend Sarah K said it was fine')).toEqual(['Sarah K']);
    expect(people('I met Anna Hartung yesterday')).toEqual(['Anna Hartung']);
  });
});

describe('addressees by role, greetings, family words and acronyms are no one (session 23)', () => {
  it('drops "Dear Hiring Manager", "Hallo", "my Abuela", "6 Monate", "our HOA" and keeps names beside them', () => {
    expect(personTexts('Dear Hiring Manager, I have nine years of experience')).toEqual([]);
    expect(personTexts('[Dear Hiring Team, I am excited to apply for the role')).toEqual([]);
    expect(personTexts('Hallo, kannst du mir den Bescheid auf Englisch erklären?')).toEqual([]);
    expect(personTexts("what do these numbers mean? my Abuela's kidney labs")).toEqual([]);
    expect(personTexts('it says "Probezeit 6 Monate, Kündigungsfrist während der Probezeit zwei Wochen"')).toEqual([]);
    expect(personTexts('Our HOA newsletter needs a short piece about parking')).toEqual([]);
    expect(personTexts('Dear Marisol, thanks for the update')).toEqual(['Marisol']);
    expect(personTexts('my friend ANA said her son LEO was sick')).toEqual(['ANA', 'LEO']);
  });
});

describe('a relation before a name and a condition after a possessive (session 23)', () => {
  it('keeps the name without "Father-in-law" and reads "my MS." as no title', () => {
    expect(personTexts('Father-in-law Zbigniew is staying with us in March')).toEqual(['Zbigniew']);
    expect(personTexts('Mother-in-law Halina has bad hearing loss')).toEqual(['Halina']);
    expect(personTexts('i get £1,100 a month because of my MS. Reference number is LW-88213407')).toEqual([]);
    expect(personTexts('I saw Dr. Okafor on Monday')).toEqual(['Dr. Okafor']);
  });
});

describe('the assistant greeted by name is no one (session 23)', () => {
  it('drops "Hi Claude" and a message opening with the name, and keeps a person of that name', () => {
    expect(personTexts("Hi Claude, I'd like help drafting a message to my landlord")).toEqual([]);
    expect(personTexts('Claude, can you help me with my divorce papers')).toEqual([]);
    expect(personTexts('hey chatgpt my wife Claude has pneumonia')).toEqual(['Claude']);
  });
});

describe("a config's resource name is no one (session 23)", () => {
  it('drops "name: payments-db" and keeps a hyphenated given name', () => {
    expect(personTexts('metadata:\n  name: payments-db\ntype: Opaque')).toEqual([]);
    expect(personTexts("my name is mary-jane and I'm 14")).toEqual(['mary-jane']);
  });
});

describe("a court notice's heading word and a room's letter are no place or person (session 23)", () => {
  it('drops "TO APPEAR" as a place and "4B" as a person', () => {
    const t = '"NOTICE TO APPEAR. Case No. 2024-CR-004471. You are hereby summoned to appear at 9:00 AM, Courtroom 4B, on the charge of Driving While License Suspended."';
    expect(cats(t).filter((c) => c.startsWith('location:') || c.startsWith('person:'))).toEqual([]);
  });
});

describe("session 25: a pasted court paper's own caption names people", () => {
  it.each([
    ['Re: Northern Plains Credit Union v. Tessa Blackbird, Claim No. 26-0091', 'Tessa Blackbird'],
    ['State of Florida vs. Jerome T. Baptiste. You are hereby summoned to appear', 'Jerome T. Baptiste'],
    ['Midland Credit Management v. Darnell Hughes\nThe Defendant is hereby notified', 'Darnell Hughes'],
  ])('%s', (text, want) => {
    expect(personTexts(text)).toContain(want);
  });
  it('a precedent stays public', () => {
    expect(personTexts('how does Roe v. Wade apply to my sister Jess?')).toEqual(['Jess']);
    expect(personTexts('is Miranda v. Arizona the reason the cops read me rights')).toEqual([]);
  });
  it("a lower-case word before 'vs' is no caption's party: the name after it is the writer's opponent (session 32)", () => {
    expect(personTexts('my case vs MARIA CRUZ at the court is next week')).toEqual(['MARIA CRUZ']);
    expect(personTexts('its basically me vs Daniel Ortiz in small claims')).toEqual(['Daniel Ortiz']);
    expect(personTexts('we read State of Ohio v. Daniel Ortiz in class')).toEqual([]);
  });
});

describe("session 25: a form's label opening its line is no name", () => {
  it.each([
    'Gross Pay ............ 2,846.15\nFederal Income Tax ...   312.40\nSocial Security ...  100.00',
    'Down payment: $1,500.00\nAmount Financed: $33,439.00\nAPR: 24.99%',
  ])('%s', (text) => {
    expect(personTexts(text)).toEqual([]);
  });
  it('a speaker or a name in a table stays a person', () => {
    expect(personTexts('Maria Fuentes: I will call you tomorrow')).toEqual(['Maria Fuentes']);
    expect(personTexts('Tenant Name: Rosa Villareal')).toEqual(['Rosa Villareal']);
  });
});

describe("session 25: a car's make and model after its model year is no one's name", () => {
  it.each([
    'Vehicle: 2015 NISSAN ALTIMA   Plate: NC PKV-4172',
    'Co-Buyer: none\nVehicle: 2021 Toyota RAV4 XLE',
    'they repoed my 2015 Honda Civic last night',
  ])('%s', (text) => {
    expect(detectIdentifiers(text).filter((s) => ['person', 'organization', 'location'].includes(s.category))).toEqual([]);
  });
  it('a name after a year in prose stays', () => {
    expect(personTexts('in 2019 Maria moved out')).toEqual(['Maria']);
  });
});

describe('session 25: chat shorthand for a day and the writer\'s "I\'ll" are no place and no employer', () => {
  it.each(['he came in yday n just stood in my checkout line', "Do I have to tell my job I'll be in an IOP for a few weeks?"])('%s', (text) => {
    expect(detectIdentifiers(text).filter((s) => ['person', 'organization', 'location'].includes(s.category))).toEqual([]);
  });
});

describe('session 26: a lone unknown name mid-sentence, by what is said of it', () => {
  it.each([
    ['the boss said no, but Orlaith just has to take the shift', 'Orlaith'],
    ['honestly Oyelaran really wants the job', 'Oyelaran'],
    ['Why is Ksenija so moody lately?', 'Ksenija'],
    ['and then Zbyszko was so defensive about it', 'Zbyszko'],
  ])('%s', (text, name) => {
    expect(personTexts(text)).toEqual([name]);
  });
  it.each(['Why is Chrome so slow today?', 'the portal still has the old form', 'and Medicaid still has a cap on it'])('%s', (text) => {
    expect(personTexts(text)).toEqual([]);
  });
});

describe("session 26: a quarter's letter and what the writer is doing are no company", () => {
  const orgs = (t: string): string[] =>
    detectIdentifiers(t)
      .filter((s) => s.category === 'organization')
      .map((s) => s.text);
  it.each(['- top CSAT score in Q3 2024', 'revenue was up 12% in Q4 and flat in H1', 'comparing travel insurance for 2 weeks in japan. im 57', 'buying pet insurance for my cat, any tips'])('%s', (text) => {
    expect(orgs(text)).toEqual([]);
  });
  it.each([
    ['meet at Ideas42 tomorrow', 'Ideas42'],
    ['switching to geico insurance next month', 'geico insurance'],
  ])('%s', (text, org) => {
    expect(orgs(text)).toEqual([org]);
  });
});

describe("session 26: a court paper's party by its role is no name beside the party's name", () => {
  it('PALM TERRACE APARTMENTS LLC, Plaintiff', () => {
    const t = 'PALM TERRACE APARTMENTS LLC, Plaintiff\nv.\nROSA M. VILLAREAL, Defendant';
    expect(detectIdentifiers(t).map((s) => s.text)).not.toContain('Plaintiff');
    expect(personTexts(t)).toEqual(['ROSA M. VILLAREAL']);
  });
  it('Harbor Point LLC and Petitioner', () => {
    expect(detectIdentifiers('Harbor Point LLC and Petitioner agree to the stay').map((s) => s.text)).toEqual(['Harbor Point LLC']);
  });
});

describe('session 26: in lower-case writing, an unknown word opening "X is from Y" is someone', () => {
  it.each([
    ['oluwadamilare is from zentrix', 'oluwadamilare'],
    ['kelima is from brightscope', 'kelima'],
  ])('%s', (text, name) => {
    expect(personTexts(text)).toEqual([name]);
  });
  it.each(['this is from walmart', 'mine is from amazon', 'it was from my bank', 'lol is from the meme'])('%s', (text) => {
    expect(personTexts(text)).toEqual([]);
  });
  it('a drug the pipeline knows comes from its maker', () => {
    const medical = (lower: string): boolean => lower === 'ozempic';
    expect(detectIdentifiers('ozempic is from novo', { domainWord: medical }).filter((s) => s.category === 'person')).toEqual([]);
  });
});

describe('session 26: a given name that is an ordinary word, opening its line before a colon and a figure, is a label', () => {
  it.each(['Result: Pathogenic variant identified\nGene: BRCA2   Variant: c.5946del', 'Bill: $45.00\nMark: 87/100'])('%s', (text) => {
    expect(personTexts(text)).toEqual([]);
  });
  it('a speaker before a colon stays a person', () => {
    expect(personTexts('Rose: I will call you tomorrow')).toEqual(['Rose']);
  });
});

describe('a title before an ordinary word (session 26)', () => {
  const people = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'person').map((s) => s.text);
  it('leaves "the judge thinks theyre" and an all-capital heading "GENERAL POWER OF ATTORNEY"', () => {
    expect(people('does that mean the judge thinks theyre guilty?')).toEqual([]);
    expect(people('GENERAL POWER OF ATTORNEY')).toEqual([]);
  });
  it('keeps "Judge Brown", "General Patton" and "DR. SARAH KIM"', () => {
    expect(people('Judge Brown said no')).toEqual(['Judge Brown']);
    expect(people('General Patton was there')).toEqual(['General Patton']);
    expect(people('DR. SARAH KIM')).toEqual(['DR. SARAH KIM']);
  });
});

describe('session 27: people named after more roles and kin in the plural; labels that are no place', () => {
  const people = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'person').map((s) => s.text);
  it('a role before the name, kin in the plural before a comma', () => {
    expect(people('My charge nurse Tania keeps rostering me. can u draft an email to our delegate Hemi')).toEqual(['Tania', 'Hemi']);
    expect(people('Im 17 with two little brothers, Jace and Ryder. my grandma said')).toEqual(['Jace', 'Ryder']);
    expect(people('we have 1 kid, Lila she is 6')).toEqual(['Lila']);
  });
  it("not the role's own title", () => {
    expect(people('The nurse Practitioner said it was fine')).toEqual([]);
  });
  it("a statement's label of ordinary words before a colon and a figure is no place", () => {
    expect(cats('Account ending in: 4471\nNew Balance: $7,912.36\nMinimum Payment Due: $25')).not.toContain('location:New Balance');
    expect(cats('Harlan County: 4 cases')).toEqual(['location:Harlan County']);
  });
});

describe('session 28: kin in other languages before a name', () => {
  const people = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'person').map((s) => s.text);
  it('babcia, tio, auntie, abuela, oma and the like name the person after them', () => {
    expect(people('my babcia Halina (83) has alzheimers')).toEqual(['Halina']);
    expect(people('my tio Ernesto was deported in march')).toEqual(['Ernesto']);
    expect(people('his mom auntie Efua doesnt know yet')).toEqual(['Efua']);
    expect(people('mi abuela Rosa tiene diabetes')).toEqual(['Rosa']);
  });
});

describe('session 28: after a bare "at", a name no lexicon holds is a workplace, a store or a hospital', () => {
  const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);
  it('is the organisation', () => {
    expect(cats('im her team lead at Deloitte. the review is soon')).toEqual(['organization:Deloitte']);
    expect(cats('she was diagnosed at Emory two weeks ago')).toEqual(['organization:Emory']);
  });
  it('a court, a prison, an airport or a street stays a place', () => {
    expect(cats('he is stationed at Fort Cavazos now')).toEqual(['location:Fort Cavazos']);
    expect(cats('we met at Elm Street near my house')).not.toContain('organization:Elm');
    expect(cats('he was held at Parnall Correctional for a week')).toEqual(['location:Parnall Correctional']);
  });
});

describe("session 28: another language's word for a firm, a lab, a court or an office opens an organisation", () => {
  const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);
  it('is the organisation', () => {
    expect(cats('a letter from Finanzamt München came')).toEqual(['organization:Finanzamt München']);
    expect(cats('results from Laboratório Vida Diagnósticos came')).toEqual(['organization:Laboratório Vida Diagnósticos']);
    expect(cats('i was treated at Hospital Universitario La Paz')).toEqual(['organization:Hospital Universitario La Paz']);
    expect(cats('Empresa: Metalúrgica Vale Verde Ltda')).toEqual(['organization:Metalúrgica Vale Verde Ltda']);
  });
  it('a given name after an English care word stays a person', () => {
    expect(cats('i went to the Hospital Sarah was at')).toEqual(['person:Sarah']);
  });
});

describe('session 28: "San" or "São" before a given name opens a place', () => {
  const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);
  it('is the place, unless a person cue names someone', () => {
    expect(cats('Yo vivo en San Diego y soy DACA')).toEqual(['location:San Diego']);
    expect(cats('my friend San Lee called')).toEqual(['person:San Lee']);
  });
});

describe('session 29: more common given names', () => {
  const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);
  it('a name of the longer list alone is a person', () => {
    expect(cats('what should i ask? my brothers Raul and Tomas live out of state')).toEqual(['person:Raul', 'person:Tomas']);
    expect(cats('the friend is Jiahui, I don\'t want her to get in trouble')).toEqual(['person:Jiahui']);
    expect(cats('I saw Ollie at a hotel bar last night')).toEqual(['person:Ollie']);
  });
});

describe('session 30: initials "A." and "I." after a title, surnames opened by particles after an initial', () => {
  it('reads "A." after a title as an initial, not the article', () => {
    expect(personTexts('Yours sincerely,\nDr A. Mensah')).toEqual(['Dr A. Mensah']);
    expect(personTexts('Dr. I. Okafor called back')).toEqual(['Dr. I. Okafor']);
    expect(personTexts('I saw Dr. A lot of people')).toEqual([]);
  });
  it('joins a particle and the surname after a middle initial, in capitals too', () => {
    expect(personTexts('Applicant: A212 443 908\nMARICEL R. DELA CRUZ\n\nit say they will send another')).toEqual(['MARICEL R. DELA CRUZ']);
    expect(personTexts('my landlord Ana M. de la Torre')).toEqual(['Ana M. de la Torre']);
  });
});

describe('session 30: more given names', () => {
  const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);
  it('a name of the longer list alone is a person', () => {
    expect(cats('Mom: yes Jayden got suspended 3 days for fighting')).toContain('person:Jayden');
    expect(cats('need advice on my brother. Andile is 29, works in the mines')).toContain('person:Andile');
  });
});

describe('session 30: in lower-case writing, a past tense or a contraction is no name', () => {
  it('ends a kin-cued name before a verb in the past', () => {
    expect(personTexts('my brother marcus showed me this, his wife got it')).toEqual(['marcus']);
    expect(personTexts('my mom linda harding')).toEqual(['linda harding']);
  });
  it('reads no name in a contraction without its apostrophe after "says"', () => {
    expect(personTexts('but jasmine is furious and says im stealing her kids')).toEqual(['jasmine']);
    expect(personTexts('she says im lazy')).toEqual([]);
  });
});

describe('session 30: where one lives or works, in other languages', () => {
  it('reads the town after "trabajo en", "moro em" as a place', () => {
    expect(cats('trabajo en Murcia en el campo, gano unos 1.100')).toContain('location:Murcia');
    expect(cats('eu moro em Campinas com meus filhos')).toContain('location:Campinas');
  });
});

describe('session 31: a short surname in capitals after a given name in capitals', () => {
  it('keeps "CRUZ", "LEE" with the given name, as a caption writes them', () => {
    expect(personTexts('Defendant: MARIA CRUZ')).toEqual(['MARIA CRUZ']);
    expect(personTexts('Plaintiff: JOHN LEE\nCase No. 24-118')).toEqual(['JOHN LEE']);
    // an acronym after a name in a mixed-case sentence stays out ("JOHN USA" is no one's surname: a common word)
    expect(personTexts('the letter from ANNA at the IRS office')).toEqual(['ANNA']);
  });
});

describe('session 31: a gerund opening a sentence is its verb', () => {
  it('reads no organisation in "Building payroll software."', () => {
    expect(cats('Building payroll software. When an employee has a garnishment, what fields are stored?')).toEqual([]);
    expect(cats('we met at the Acme payroll office')).toContain('organization:Acme');
  });
});

describe('session 31: a greeting in another language is no part of the name it greets', () => {
  it('leaves "Hola", "Salut" out of the name', () => {
    expect(personTexts('Hola Ana, mi diabetes está peor')).toEqual(['Ana']);
    expect(personTexts('Salut Marie, my landlord kept the deposit')).toEqual(['Marie']);
  });
});

describe('stand-in names and advice columns (session 32)', () => {
  it("leaves other languages' stand-in names of forms and samples", () => {
    expect(personTexts('Sehr geehrter Herr Max Mustermann, für das Jahr 2024 wird die Steuer festgesetzt')).toEqual([]);
    expect(personTexts('the form shows Joe Bloggs as the example applicant')).toEqual([]);
    expect(personTexts('my landlord Joe Hartley sent this')).toEqual(['Joe Hartley']);
  });
  it("leaves the pen name a letter to an advice column greets, but not a letter's addressee elsewhere", () => {
    expect(personTexts('Advice column prompt: "Dear Abby, I saw my best friend\'s husband at a bar."')).toEqual([]);
    expect(personTexts('write it like a letter to an agony aunt. Dear Marjorie, my sister never calls.')).toEqual([]);
    expect(personTexts('Dear Marjorie, thank you for the flowers you sent after the funeral.')).toEqual(['Marjorie']);
  });
});

describe('session 33: a possessive before one word in capitals', () => {
  it('reads a document or a kin abbreviation, not a person', () => {
    expect(personTexts('will USCIS find out? My SEVIS is active')).toEqual([]);
    expect(personTexts('my MIL is visiting for a month')).toEqual([]);
    expect(personTexts('my Ana is sick again')).toEqual(['Ana']);
  });
});

describe('session 34: whom one writes to or meets', () => {
  it('after "an email to", "meeting"', () => {
    expect(personTexts('can you draft an email to Amelie Martin saying i will be late on friday')).toEqual(['Amelie Martin']);
    expect(personTexts('we are meeting Jones and Demir at the cafe near Akron station')).toEqual(['Jones', 'Demir']);
  });
  it('in lower case, a word of the language ending in -ing ends the name, unless a business word', () => {
    expect(personTexts('can you draft an email to nwosu saying i will be late')).toEqual(['nwosu']);
    expect(cats('i spent three years at trident publishing before that.')).toEqual(['organization:trident publishing']);
  });
});

describe("session 34: a general question's topic is a work, a law or a product", () => {
  it('after "difference between", "make money from", "explain", "the movie Hey …", before "have to do with"', () => {
    expect(cats('Explain the difference between Moby Dick and Clean Air Act.')).toEqual([]);
    expect(personTexts('can you summarize the movie Hey Jude for my essay?')).toEqual([]);
    expect(cats('What does Citizen Kane have to do with Casablanca?')).toEqual([]);
    expect(cats('Who wrote Hey Jude and when was it published?')).toEqual([]);
    expect(detectIdentifiers('how does Uber make money from Purple Rain?').filter((s) => s.category !== 'organization')).toEqual([]);
  });
  it('a greeting, a person after "to do with" by a given name, and a cue of kin stay', () => {
    expect(personTexts('Hey Jude, can you call me?')).toEqual(['Jude']);
    expect(personTexts('what does this have to do with Sarah')).toEqual(['Sarah']);
    expect(personTexts('explain to my friend Sarah why')).toEqual(['Sarah']);
  });
});

describe('session 34: someone copied, lent to, or beside the writer', () => {
  it('after "cc" and "lent", before "and I"', () => {
    expect(personTexts('Please cc Moreno on the reply.')).toEqual(['Moreno']);
    expect(personTexts('I lent Gaspard my car and he crashed it')).toEqual(['Gaspard']);
    expect(personTexts('Henrique and I are splitting the rent.')).toEqual(['Henrique']);
  });
  it('a company beside the writer stays a company', () => {
    expect(cats('Google and I have a deal')).toEqual(['organization:Google']);
  });
});

describe('session 36: a column and a currency are no one', () => {
  it('"col D" in a spreadsheet question, "Ksh" before its amount', () => {
    expect(personTexts('want col D to update by itself when i add rows')).toEqual([]);
    expect(personTexts('The balance is Ksh 12,300.00 due on Friday.')).toEqual([]);
  });
  it('a colonel and a name after a currency word stay', () => {
    expect(personTexts('my CO is Col Reyes')).toEqual(['Col Reyes']);
    expect(personTexts('Rs Bhatia called me')).toEqual(['Rs Bhatia']);
  });
});

describe('session 43: a school by its name', () => {
  it('reads "Lincoln Elementary" as an organisation (it was a place after "to")', () => {
    const spans = detectIdentifiers('my daughter Emma goes to Lincoln Elementary').map((s) => [s.text, s.category]);
    expect(spans).toContainEqual(['Lincoln Elementary', 'organization']);
  });
});

describe('session 43: a kind of insurance or school in lower case is no organisation', () => {
  it('leaves "car insurance" and "a charter school", keeps a name before the suffix', () => {
    expect(detectIdentifiers('my car insurance went up').map((s) => s.text)).toEqual([]);
    expect(detectIdentifiers('my daughter goes to a charter school').map((s) => s.text)).toEqual([]);
    expect(detectIdentifiers('i work at lakeside community college').map((s) => [s.text, s.category])).toContainEqual(['lakeside community college', 'organization']);
    expect(detectIdentifiers('i work for state farm insurance').map((s) => s.text)).toContain('state farm insurance');
  });
});

describe('session 45: a service company, a brand and a church in lower case are no one', () => {
  it('leaves "the trash company" and "the insurance company"', () => {
    expect(detectIdentifiers('the trash company didnt pick up again').map((s) => s.text)).toEqual([]);
    expect(detectIdentifiers('i called the insurance company and they said no').map((s) => s.text)).toEqual([]);
  });
  it('leaves what an employer or a service does after "my company" in lower case (session 47)', () => {
    expect(detectIdentifiers('i am an introvert and my company wants everyone at the holiday party').filter((s) => s.category === 'organization')).toEqual([]);
    expect(detectIdentifiers('my company offers an hsa, should i use it').map((s) => s.text)).toEqual([]);
  });
  it('leaves "ben & jerry\'s", keeps a couple\'s names before what they own', () => {
    expect(detectIdentifiers("we got ben & jerry's on the way home").map((s) => s.text)).toEqual([]);
    expect(detectIdentifiers("we had dinner at tom & linda's house").map((s) => s.text)).toEqual(['tom', 'linda']);
  });
  it('leaves the saint of "our lady of lourdes"', () => {
    expect(detectIdentifiers('we went to mass at our lady of lourdes on sunday').map((s) => s.text)).not.toContain('lourdes');
    expect(detectIdentifiers("What's the history of Our Lady of Guadalupe").map((s) => s.text)).toEqual([]);
  });
});

describe('session 43: a titled surname in lower case ends before its verb', () => {
  it('reads "dr. patel prescribed" as the name and the verb, a full name after a title whole', () => {
    expect(detectIdentifiers('dr. patel prescribed me sertraline 50mg').map((s) => s.text)).toEqual(['dr. patel']);
    expect(detectIdentifiers('professor hughes accused me of plagiarism').map((s) => s.text)).toEqual(['professor hughes']);
    expect(detectIdentifiers('dr. lisa nguyen says its fine').map((s) => s.text)).toEqual(['dr. lisa nguyen']);
  });
});

describe('session 44: a given name after a verb of contact, before an irregular past, and a name the domain prior scores', () => {
  it('reads the name after "text", "dm" in lower-case writing', () => {
    expect(personTexts('can u text marcus for me')).toEqual(['marcus']);
    expect(personTexts('pls dm keisha')).toEqual(['keisha']);
  });
  it('ends a name before an irregular past', () => {
    expect(personTexts('my friend marcus lent me 2k')).toEqual(['marcus']);
  });
  it('keeps a given name that the domain prior scores as a domain word, not a religion', () => {
    const domainWord = (w: string): boolean => w === 'marcus' || w === 'christian' || w === 'lupus';
    const persons = (t: string): string[] => detectIdentifiers(t, { domainWord }).filter((s) => s.category === 'person').map((s) => s.text);
    expect(persons('should i call marcus about the custody hearing')).toEqual(['marcus']);
    expect(persons('i was diagnosed with lupus')).toEqual([]);
    expect(detectIdentifiers('my friend christian is sick', { domainWord }).map((s) => s.category)).not.toContain('person');
  });
});

describe('session 44: a given name that is a function word too, after a naming cue', () => {
  it('is the name', () => {
    expect(personTexts("my husband's name is will and he hates my mom")).toEqual(['will']);
    expect(personTexts('her name is summer and she is 6')).toEqual(['summer']);
    expect(personTexts('My name is Will and I need help')).toEqual(['Will']);
  });
  it("not a pet's, nor the word elsewhere", () => {
    expect(personTexts('the dog is named will')).toEqual([]);
    expect(personTexts('I will call you this summer')).toEqual([]);
  });
});

describe('a shift is no place after a place\'s cue (session 44)', () => {
  it('finds no location in "being moved to nights", and still finds "denver"', () => {
    const places = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'location').map((s) => t.slice(s.start, s.end));
    expect(places("now i'm being moved to nights")).toEqual([]);
    expect(places('we moved to denver last year')).toEqual(['denver']);
  });
});

describe('a word of sameness or number is no place after a place\'s cue (session 48)', () => {
  it('finds no location in "we live in different states", and still finds "denver"', () => {
    const places = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'location').map((s) => t.slice(s.start, s.end));
    expect(places('my sister and i live in different states')).toEqual([]);
    expect(places('we live in separate houses now')).toEqual([]);
    expect(places('we live in denver now')).toEqual(['denver']);
  });
});

describe('a preposition after a kin word is no name in lower case (session 44)', () => {
  it('finds no person in "with our daughter without telling me"', () => {
    const people = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'person').map((s) => t.slice(s.start, s.end));
    expect(people('she moved to tucson with our daughter without telling me')).toEqual([]);
    expect(people('i went with my son without him knowing')).toEqual([]);
  });
});

describe('a contraction never continues a lower-case name (session 45)', () => {
  it('reads no person in "in june im scared"', () => {
    expect(detectIdentifiers('after my heart attack in june im scared to exercise').filter((s) => s.category === 'person')).toEqual([]);
  });
});

describe('a verb after a person cue in lower-case writing (session 46)', () => {
  it('reads no name from the verb and the word after it', () => {
    expect(personTexts('my boss keeps deadnaming me in meetings')).toEqual([]);
    expect(personTexts('my manager keeps misgendering me and i want to report it')).toEqual([]);
  });
  it('still reads a name after the cue', () => {
    expect(personTexts('my boss kendra keeps deadnaming me')).toContain('kendra');
  });
});

describe('short given names people text in lower case (session 49, after reading zzg)', () => {
  const people = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'person').map((s) => s.text);
  it.each([
    ['my roommate jess keeps eating my food', 'jess'],
    ['my coworker steph covered my shift', 'steph'],
    ['my bf nate wants to move in', 'nate'],
    ['my sister becca is flying in', 'becca'],
  ])('finds the name in %s', (t, name) => {
    expect(people(t)).toContain(name);
  });
});

describe('someone named in passing, and a place-named relative (session 50, lead\'s probes)', () => {
  it.each([
    ['so i met this guy ethan at the gym', 'ethan'],
    ['this girl sophie in my class got arrested', 'sophie'],
    ['that dude tyler from work owes me money', 'tyler'],
  ])('reads the name after "this guy", "this girl", "that dude" in %s', (t, name) => {
    expect(personTexts(t)).toContain(name);
  });
  it('reads no name from an ordinary word after "this guy"', () => {
    expect(personTexts('this guy at work keeps taking my lunch')).toEqual([]);
  });
  it.each([
    ['My sister Georgia is getting divorced', 'Georgia'],
    ['My friend Jordan lost his job last week', 'Jordan'],
    ['My wife Sydney is on chemo', 'Sydney'],
  ])('reads a place-named relative as a person: %s', (t, name) => {
    expect(cats(t)).toContain(`person:${name}`);
  });
  it('still reads the place where no relative names it', () => {
    expect(cats('My sister moved to Georgia last year')).toContain('location:Georgia');
    expect(cats('We flew to Jordan for the wedding')).toContain('location:Jordan');
  });
});

describe('a lower-case given name after one\'s own kin in text with capitals (session 50)', () => {
  it.each([
    ['My husband dave has cancer.', 'dave'],
    ['I think my bf jake is cheating', 'jake'],
    ["so my sister emma got arrested. I don't know what to do", 'emma'],
    ['Ok so my coworker priya got fired today', 'priya'],
  ])('reads the name in %s', (t, name) => {
    expect(personTexts(t)).toEqual([name]);
  });
  it.each(['My husband will be there', 'My mom said no', 'My friend and I went out', 'I told my boss mark about it'])('reads no name from a word in %s', (t) => {
    expect(personTexts(t)).toEqual([]);
  });
});

describe("a field's label quoted in a sentence (session 50)", () => {
  it('is no organisation nor person: a capitalised word with lower-case words before its colon', () => {
    expect(cats('my offer letter says Base salary: $82,000 per year')).not.toContain('organization:Base');
    expect(cats('the collection letter says Balance owed: $4,812.33')).not.toContain('organization:Balance');
  });
  it('keeps a name before a colon that opens a clause', () => {
    expect(personTexts('i asked Jenna about it: she said no')).toContain('Jenna');
  });
});

describe('session 52 (lead): specialties and apps as a sentence subject', () => {
  it('reads no person in a specialty told the way patients shorten it', () => {
    for (const t of ['Endo wants to add another med', 'Ortho said the bone healed crooked', 'Cardio says my EF is 45', 'Derm prescribed accutane for my acne', 'Peds said my son is underweight']) {
      expect(personTexts(t)).toEqual([]);
    }
  });
  it('reads a payment app as an organisation, not a person', () => {
    expect(cats('Zelle sent my rent to the wrong person')).toEqual(['organization:Zelle']);
    expect(cats('Cash App took 500 from my account')).toEqual(['organization:Cash App']);
  });
  it('still reads a name that opens a sentence the same way', () => {
    expect(personTexts('Marisol wants to add another med')).toEqual(['Marisol']);
    expect(personTexts('Okonkwo said the bone healed crooked')).toEqual(['Okonkwo']);
  });
});

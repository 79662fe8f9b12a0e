/**
 * Wider generated data for the token tagger (scripts/train/tagger.ts, docs/tagger.md), beside tagger-data.ts's
 * sentences: organisation names of many shapes (a surname with a corporate suffix, "X and Sons", partner firms,
 * hyphenated pairs, "Bank of X", universities, hospitals, agencies, coined one-word startups, acronyms), place names of
 * many countries and granularities (countries with long official names, regions, counties, towns of several words,
 * neighbourhoods), and people, each in many sentence frames — subject, object, after a preposition, in a list, in a
 * possessive, at a line's start — so that the head learns the name's shape and its role rather than a few frames.
 * Negatives (nothing marked): titles of works, laws, products, genres, events and brands of things in the same frames
 * a name could stand in ("I read X last week", "X is the best", "the X office" of a public body is left out).
 *
 * Everything here was written for this file; nothing is drawn from presidio-synth. Seeded: the same seed gives the
 * same examples.
 */
import { Prng } from './prng.ts';
import { build, cap, type Piece, type TagExample } from './tagger-data.ts';

const words = (s: string): string[] => s.trim().split(/\s+/);
const lines = (s: string): string[] =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);

const GIVEN = words(`
  aaron abigail adebayo agnieszka ahmad aiko akira alana aleksander alessia alexei amina anders anouk anton ari arnav
  astrid aurelio ayodele baptiste beatriz benedikt bongani bruna cassandra cedric chiara chioma dagny dalia damian dario
  deborah desmond dilnoza dorota eamon efua eleni emil esra esteban fabienne farid fiona florin gaspard gergely giorgos
  gunnar habib halima hamza hannelore hedda henrique hugo ilse imani ines ioana irina isidro jakob jana jaroslav jasmin
  joaquin jonas jovana kasia kemal kenta kiri kirsten klaus kwabena lamar laszlo leila lena lorenzo ludmila maciej
  magnus malik margit marisol mateus mihai milena moana mustafa nadia nalani nikolai nils noemi obinna odile olumide
  orla pascal pavel petra pilar quentin radu rafael ragnhild rashid renata rhys rosalind ruslan saanvi salma santiago
  selin seren shreya sigrun silvia sinead soren stanislav sunniva svetlana tamar tariku teodor thiago tomas ulla ursula
  valeria vasil vera viktor wanjiru wiebke xavier yaroslav yasmin yusuf zdenek zoltan zuzana
`);
const SURNAMES = words(`
  abernathy achterberg adebayo agarwal akhtar albrecht alvarado amadi andreou arvidsson babic bakker balogun barbosa
  bauer becker bellini bergstrom blackwood bogdanovic brennan carvalho castellanos chaudhry ciobanu dahl delacroix
  dimitriou dobrev donnelly duarte eklund esposito fagerlund fernandes fischer gallagher galindo gashi gonzaga grabowski
  haugen hakimi halvorsen hartmann hendricks holmberg ibekwe iglesias jankowski jovanovic kaczmarek kalnins kamau kaplan
  karlsson kaur kelleher kiplagat kobayashi kowalczyk kristiansen lachance lindgren lombardi lundqvist macleod magnusson
  marchetti mbeki meyer molnar moreno mwangi nakagawa nieminen novotny obradovic oconnell odhiambo okoro olsen oyelowo
  papadopoulos pereira petrovic pokorny quiroga radovic ramos reinholt rezaei richter rocha rutkowski salazar santos
  schmidt schulz sokolov stanek svoboda szabo tanaka thorsen toivonen udeh urbanek valdez vasquez veselinovic vogel
  wagner weiss whitfield wojcik yamada yeboah zapata zielinski zimmermann
`);

const CORP_SUFFIXES = ['Inc', 'Inc.', 'LLC', 'Ltd', 'Ltd.', 'PLC', 'Group', 'Corp', 'Corporation', 'Co.', 'GmbH', 'AG', 'S.A.', 'B.V.', 'Pty Ltd', 'LLP', 'Holdings', 'Partners', 'Associates', 'Brothers', 'Industries', 'International', 'Enterprises', 'Ventures'];
const TRADE_SUFFIXES = [
  'Technologies', 'Systems', 'Software', 'Biosciences', 'Pharmaceuticals', 'Therapeutics', 'Energy', 'Capital', 'Investments', 'Bank', 'Credit Union',
  'Insurance', 'Logistics', 'Freight', 'Motors', 'Foods', 'Brewing Company', 'Media', 'Publishing', 'Studios', 'Consulting', 'Engineering', 'Architects',
  'Design', 'Marketing', 'Data', 'Robotics', 'Networks', 'Telecom', 'Airlines', 'Shipping', 'Mining', 'Textiles', 'Apparel', 'Furniture', 'Hotels',
  'Realty', 'Properties', 'Construction', 'Plumbing', 'Electric', 'Dental Care', 'Veterinary Clinic', 'Law Firm', 'Accounting', 'Staffing', 'Security',
];
const WORD_HEADS = words(`
  acme apex arcadia atlas aurora beacon birchwood bluestone boulder cascade cedar clearwater copperfield cornerstone
  crestview delta driftwood eagle echo elmwood emerald falcon fairview foxglove frontier galaxy gateway golden granite
  harborview hawthorne heritage highland horizon ironbridge juniper kestrel lakeside landmark liberty lighthouse
  lionheart magnolia mariner meadowbrook midland monarch mosaic northstar oakmont orchard pacific paragon pinnacle
  quarry radiant ravenwood redwood ridgeline riverstone sagebrush sapphire seaside sequoia shoreline sierra silverleaf
  skyline spring stonebridge summit sunflower thornton timberline trident unity valley vanguard vertex willow windmill
`);
const COIN_A = words(`solar data bright cloud med fin geo nova opti zen vita agri bio info tele quant smart green blue hyper
  civic pay health learn home farm ware code trust edu legal cargo fleet grid pixel spark loop shift`);
const COIN_B = words(`list myne scope gov sourced works ly ify hub labs soft logic base stack wise nest gen verse point
  mark sense ware tap fox ity io line sphere flow mint cast path`);
const PUBLIC_BODY_KINDS = ['Department of Health', 'Department of Transportation', 'Police Department', "Sheriff's Office", 'Public Library', 'School District', 'Water Authority', 'Housing Authority', 'City Council', 'Fire Department', 'Board of Education', 'Chamber of Commerce'];

const COUNTRIES = lines(`
  Argentina
  Australia
  Austria
  Bangladesh
  Belgium
  Bolivia
  Botswana
  Brazil
  Bulgaria
  Cambodia
  Cameroon
  Canada
  Chile
  Colombia
  Costa Rica
  Croatia
  Czech Republic
  Democratic Republic of the Congo
  Denmark
  Dominican Republic
  Ecuador
  Egypt
  El Salvador
  Estonia
  Ethiopia
  Fiji
  Finland
  France
  Georgia
  Germany
  Ghana
  Greece
  Guatemala
  Honduras
  Hungary
  Iceland
  India
  Indonesia
  Ireland
  Israel
  Italy
  Ivory Coast
  Jamaica
  Japan
  Jordan
  Kazakhstan
  Kenya
  Kyrgyzstan
  Laos
  Latvia
  Lebanon
  Lithuania
  Luxembourg
  Madagascar
  Malawi
  Malaysia
  Mexico
  Moldova
  Mongolia
  Morocco
  Mozambique
  Myanmar
  Nepal
  Netherlands
  New Zealand
  Nicaragua
  Nigeria
  North Macedonia
  Norway
  Pakistan
  Panama
  Papua New Guinea
  Paraguay
  Peru
  Philippines
  Poland
  Portugal
  Republic of Korea
  Romania
  Rwanda
  Saudi Arabia
  Senegal
  Serbia
  Sierra Leone
  Singapore
  Slovakia
  Slovenia
  South Africa
  Spain
  Sri Lanka
  Sudan
  Sweden
  Switzerland
  Taiwan
  Tanzania
  Thailand
  the Netherlands
  the Philippines
  the United Kingdom
  the United States
  Trinidad and Tobago
  Tunisia
  Turkey
  Uganda
  Ukraine
  United Arab Emirates
  Uruguay
  Uzbekistan
  Venezuela
  Vietnam
  Zambia
  Zimbabwe
`);
const REGIONS = lines(`
  Andalusia
  Bavaria
  Brittany
  British Columbia
  Catalonia
  Gauteng
  Hokkaido
  Kerala
  KwaZulu-Natal
  Lombardy
  Manitoba
  New South Wales
  Nova Scotia
  Ontario
  Patagonia
  Punjab
  Queensland
  Quebec
  Saxony
  Scotland
  Sicily
  Tasmania
  Transylvania
  Tuscany
  Wales
  Yorkshire
  Alabama
  Arizona
  Colorado
  Connecticut
  Georgia
  Idaho
  Iowa
  Kentucky
  Louisiana
  Maine
  Michigan
  Minnesota
  Montana
  Nebraska
  Nevada
  New Mexico
  North Carolina
  Ohio
  Oklahoma
  Oregon
  Rhode Island
  South Dakota
  Tennessee
  Texas
  Utah
  Vermont
  West Virginia
  Wisconsin
  Wyoming
`);
const TOWNS = lines(`
  Aix-en-Provence
  Alcala de Henares
  Bad Homburg
  Banska Bystrica
  Bergen op Zoom
  Castel San Pietro
  Ciudad del Este
  Den Haag
  Frankfurt am Main
  Halle an der Saale
  Hoek van Holland
  Kota Kinabalu
  La Chaux-de-Fonds
  Las Palmas
  Le Havre
  Mar del Plata
  Nizhny Novgorod
  Palma de Mallorca
  Port Moresby
  Puerto Vallarta
  Rio de Janeiro
  San Cristobal de las Casas
  San Luis Obispo
  Santa Cruz de Tenerife
  Sao Jose dos Campos
  Sankt Polten
  Stratford-upon-Avon
  Villanueva de la Serena
  Ho Chi Minh City
  Kuala Lumpur
  Addis Ababa
  Dar es Salaam
  Port Louis
  Saint-Denis
  Baton Rouge
  Coeur d'Alene
  Eau Claire
  Fond du Lac
  Grand Rapids
  Lake Havasu City
  Los Alamos
  Myrtle Beach
  Palo Alto
  Sioux Falls
  St. Petersburg
  Walla Walla
  Winston-Salem
  Aberystwyth
  Ballymena
  Inverness
  Kilkenny
  Lillehammer
  Jyvaskyla
  Linkoping
  Odense
  Tartu
  Kaunas
  Plovdiv
  Timisoara
  Szeged
  Olomouc
  Maribor
  Split
  Thessaloniki
  Eskisehir
  Trabzon
  Tabriz
  Mashhad
  Multan
  Peshawar
  Sylhet
  Chittagong
  Madurai
  Mysore
  Nagpur
  Kandy
  Pokhara
  Mandalay
  Chiang Mai
  Da Nang
  Davao
  Iloilo
  Yogyakarta
  Bandung
  Kaohsiung
  Sendai
  Kanazawa
  Daegu
  Gwangju
  Harbin
  Kunming
  Xiamen
  Ulaanbaatar
  Bishkek
  Samarkand
  Enugu
  Kano
  Tamale
  Mombasa
  Kisumu
  Arusha
  Bulawayo
  Blantyre
  Gqeberha
  Stellenbosch
  Fez
  Oran
  Sfax
  Aswan
  Tromso
  Umea
  Oulu
  Esbjerg
  Aalborg
  Arequipa
  Cochabamba
  Barquisimeto
  Maracaibo
  Cartagena
  Manizales
  Florianopolis
  Belo Horizonte
  Porto Alegre
  Mendoza
  Antofagasta
  Temuco
  Oaxaca
  Merida
  Queretaro
  Hermosillo
  Tijuana
  Whanganui
  Rotorua
  Dunedin
  Townsville
  Wollongong
  Geelong
  Kelowna
  Saskatoon
  Moncton
  Lethbridge
  Kalamazoo
  Tuscaloosa
  Chattanooga
  Shreveport
  Duluth
  Bozeman
  Flagstaff
  Pueblo
  Yakima
  Bakersfield
`);
const NEIGHBOURHOODS = lines(`
  Brixton
  Kreuzberg
  Le Marais
  Trastevere
  Shimokitazawa
  Itaewon
  Palermo Soho
  Vila Madalena
  Yaba
  Westlands
  Bandra
  Koramangala
  Gulshan
  Kampung Baru
  Roxbury
  Bushwick
  Little Havana
  Capitol Hill
  Hyde Park
  Old Town
`);
const PLACE_NAME_LEADS = words('north south east west new port fort lake mount saint san santa');

/** Capitalised words that are titles, events, products or brands of things: never a private name. */
const NEG_THINGS = lines(`
  War and Peace
  One Hundred Years of Solitude
  The Catcher in the Rye
  To Kill a Mockingbird
  The Lord of the Rings
  Harry Potter and the Goblet of Fire
  Romeo and Juliet
  The Little Prince
  Don Quixote
  Anna Karenina
  Citizen Kane
  Casablanca
  The Shawshank Redemption
  Pulp Fiction
  Spirited Away
  The Sopranos
  The Wire
  Friends
  Grey's Anatomy
  Ted Lasso
  Succession
  Yellowstone
  Billie Jean
  Like a Rolling Stone
  Imagine
  Smells Like Teen Spirit
  Wonderwall
  Rolling in the Deep
  Dancing Queen
  Sweet Caroline
  Highway to Hell
  the Magna Carta
  the Clean Water Act
  the Data Protection Act
  the Equal Pay Act
  the Voting Rights Act
  the Dodd-Frank Act
  the Endangered Species Act
  the Freedom of Information Act
  the Geneva Convention
  the Treaty of Versailles
  the Bill of Rights
  the First Amendment
  General Data Protection Regulation
  Windows 11
  Android Studio
  Google Docs
  PowerPoint
  Slack
  Zoom
  Photoshop
  Excel
  Kindle Paperwhite
  PlayStation 5
  Nintendo Switch
  Apple Watch
  Toyota Corolla
  Honda Civic
  Ford Focus
  Coca-Cola
  Red Bull
  Nutella
  Lego
  Monopoly
  Scrabble
  Fortnite
  Tetris
  Pokemon
  Jazz
  Blues
  Reggaeton
  Heavy Metal
  Baroque
  Impressionism
  Art Deco
  Renaissance
  Gothic Revival
  Cubism
  the Olympics
  the World Cup
  the Super Bowl
  Black Friday
  Christmas
  Ramadan
  Diwali
  Thanksgiving
  Easter
  the French Revolution
  the Cold War
  World War II
  the Industrial Revolution
  the Great Depression
  the Big Bang
  Python
  JavaScript
  Kubernetes
  Linux
  Bitcoin
  Ethereum
`);

/** Job titles and common nouns that take a capital in headings: no name. */
const NEG_COMMON = words(`Manager Director Engineer Nurse Doctor Teacher Professor Sergeant Captain Chairman Founder Customer Client Tenant
  Landlord Agent Driver Team Department Office Committee Board Council Service Support Billing Account Invoice Report Summary Update
  Agenda Minutes Policy Contract Agreement Schedule Budget Proposal Chapter Section Appendix Figure Table Monday Tuesday Friday
  January March September Spring Summer Autumn Winter Morning Evening Weekend Holiday`);

/** A name generator for each kind, seeded by the caller's PRNG. */
function namers(rng: Prng): { person: () => string; org: () => string; place: () => string } {
  const surname = (): string => cap(rng.pick(SURNAMES));
  const person = (): string => {
    const r = rng.next();
    if (r < 0.45) return `${cap(rng.pick(GIVEN))} ${surname()}`;
    if (r < 0.7) return cap(rng.pick(GIVEN));
    if (r < 0.8) return `${rng.pick(['Mr.', 'Mrs.', 'Ms.', 'Dr.', 'Prof.'])} ${surname()}`;
    if (r < 0.9) return `${cap(rng.pick(GIVEN))} ${cap(rng.pick(GIVEN))} ${surname()}`;
    return surname();
  };
  const place = (): string => {
    const r = rng.next();
    if (r < 0.25) return rng.pick(COUNTRIES);
    if (r < 0.4) return rng.pick(REGIONS);
    if (r < 0.85) return rng.pick(TOWNS);
    if (r < 0.92) return rng.pick(NEIGHBOURHOODS);
    // A made-up town: "Port Okoro", "Lake Brennan", "Thorsenville".
    return rng.next() < 0.5 ? `${cap(rng.pick(PLACE_NAME_LEADS))} ${surname()}` : `${surname()}${rng.pick(['ville', 'burg', 'ton', 'field', 'ford', 'dale'])}`;
  };
  const org = (): string => {
    const shape = rng.int(13);
    switch (shape) {
      case 0:
        return `${surname()} ${rng.pick(CORP_SUFFIXES)}`;
      case 1:
        return `${surname()} ${rng.pick(['and', '&'])} ${rng.pick(['Sons', 'Daughters', 'Partners', 'Associates', 'Co.'])}`;
      case 2:
        return `${surname()}, ${surname()} and ${surname()}`;
      case 3:
        return `${surname()}-${surname()}`;
      case 4:
        return `${rng.pick(['Bank', 'University', 'Museum', 'Port Authority', 'Royal Bank'])} of ${rng.pick([...COUNTRIES, ...REGIONS, ...TOWNS]).replace(/^the /, '')}`;
      case 5:
        return `${rng.pick([...REGIONS, ...TOWNS])} ${rng.pick(['State University', 'General Hospital', "Children's Hospital", 'Community College', 'Medical Center', 'University Hospital', 'Institute of Technology'])}`;
      case 6:
        return `${rng.pick([...TOWNS, ...REGIONS])} ${rng.pick(PUBLIC_BODY_KINDS)}`;
      case 7: {
        const coined = `${rng.pick(COIN_A)}${rng.pick(COIN_B)}`;
        const r = rng.next();
        return r < 0.6 ? cap(coined) : r < 0.8 ? cap(coined).replace(/^(\p{L}+?)(list|myne|scope|gov|sourced|works|hub|labs|soft|logic|base|stack|wise|nest|gen|verse|point|mark|sense|ware|tap|fox|line|sphere|flow|mint|cast|path)$/u, (_, a: string, b: string) => `${a}${cap(b)}`) : `${rng.int(9) + 1}${cap(coined)}`;
      }
      case 8:
        return Array.from({ length: 2 + rng.int(3) }, () => String.fromCharCode(65 + rng.int(26))).join('');
      case 9:
        return `${cap(rng.pick(WORD_HEADS))} ${rng.pick(TRADE_SUFFIXES)}`;
      case 10:
        return `${rng.next() < 0.3 ? 'The ' : ''}${cap(rng.pick(WORD_HEADS))} ${cap(rng.pick(WORD_HEADS))} ${rng.pick(['Group', 'Company', 'Collective', 'Foundation', 'Trust', 'Agency', 'Institute'])}`;
      case 11:
        return `${surname()}'s ${rng.pick(['Bakery', 'Garage', 'Hardware', 'Pharmacy', 'Diner', 'Furniture', 'Auto Body'])}`;
      default:
        return `${cap(rng.pick(WORD_HEADS))}${rng.next() < 0.5 ? ' ' : ''}${cap(rng.pick(COIN_B))} ${rng.pick(['Solutions', 'Analytics', 'Health', 'Labs', 'Media', 'Software', 'Capital'])}`;
    }
  };
  return { person, org, place };
}

type Casing = 'normal' | 'lower' | 'upper';

function widerOne(rng: Prng, i: number): TagExample {
  const casing: Casing = rng.next() < 0.25 ? 'lower' : rng.next() < 0.05 ? 'upper' : 'normal';
  const n = namers(rng);
  const P = (): Piece => ({ text: n.person(), type: 'person' });
  const O = (): Piece => ({ text: n.org(), type: 'organization' });
  const L = (): Piece => ({ text: n.place(), type: 'location' });
  const thing = (): string => rng.pick(NEG_THINGS);
  const frames: (() => Piece[])[] = [
    // Organisations in many roles.
    () => [O(), ' is hiring again, should I apply?'],
    () => [O(), ' sent me a letter saying my claim was denied.'],
    () => ['I spent three years at ', O(), ' before moving to ', O(), '.'],
    () => ['She left ', O(), ' last spring and joined ', O(), ' in ', L(), '.'],
    () => ['the ', O(), ' office in ', L(), ' closes at five'].map((p) => (typeof p !== 'string' && p.type === 'organization' ? { ...p, text: p.text.replace(/^The /, '') } : p)),
    () => ['My cousin ', P(), ' works for ', O(), ' now.'],
    () => ['We signed the lease with ', O(), ' in March.'],
    () => ["I'm writing to complain about ", O(), "'s customer service."],
    () => [O(), ' was founded by ', P(), ' and ', P(), '.'],
    () => ['Got an offer from ', O(), ' but the salary is low'],
    () => ['our supplier ', O(), ' is late again'],
    () => ['Can you review this letter to ', O(), ' about the refund?'],
    () => ['He was a consultant for ', O(), ' and later for ', O(), '.'],
    () => ['The merger of ', O(), ' and ', O(), ' was announced yesterday, my team is worried.'],
    () => ['i have an interview at ', O(), ' on thursday'],
    () => ['Funding came from ', O(), ', which is based in ', L(), '.'],
    () => [P(), ' from ', O(), ' called about the invoice.'],
    () => ['Contact: ', P(), ', ', O(), '\n'],
    () => ['Invoice from ', O(), ' for the repairs'],
    () => ['they bought the building from ', O(), ' in ', L()],
    () => ['I banked with ', O(), ' for ten years.'],
    () => ['Our daughter studies at ', O(), '.'],
    () => ['I was treated at ', O(), ' after the accident.'],
    // Places at every granularity.
    () => ['I grew up in ', L(), ' but now live in ', L(), '.'],
    () => ['we are flying to ', L(), ' next month, then driving to ', L()],
    () => ['My parents still live near ', L(), '.'],
    () => [L(), ' is where my grandmother was born.'],
    () => ['Our new office is just outside ', L(), '.'],
    () => ['i just moved here from ', L()],
    () => ['He is visiting relatives in ', L(), ', ', L(), '.'],
    () => ['The wedding will be in ', L(), ' in the summer.'],
    () => ['I was born and raised in ', L(), '.'],
    () => ['She commutes from ', L(), ' to ', L(), ' every day.'],
    () => ['any tips for renting an apartment in ', L(), '?'],
    () => ['My brother was deployed to ', L(), ' last year.'],
    // People in many roles.
    () => [P(), ' and I are splitting the rent.'],
    () => ['I lent ', P(), ' my car and he crashed it'],
    () => ["Do you think ", P(), " is right about the deadline?"],
    () => [P(), ', ', P(), ' and ', P(), ' are on the committee.'],
    () => ['Thanks to ', P(), ' for the recommendation.'],
    () => [P(), "'s lawyer called me this morning."],
    () => ['I told ', P(), ' that I would pay next week.'],
    () => ['Please cc ', P(), ' on the reply.'],
    () => ['Regards,\n', P()],
    () => ['Why does ', P(), ' keep ignoring my messages?'],
    () => ['The report was written by ', P(), ' and reviewed by ', P(), '.'],
    // Negatives: titles, laws, products, genres, events in the frames a name could take.
    () => [`I read ${thing()} last week and loved it.`],
    () => [`${thing()} is the best thing I've seen this year.`],
    () => [`Can you explain ${thing()} to a ten year old?`],
    () => [`I spent three years learning ${thing()}.`],
    () => [`We watched ${thing()} with the kids.`],
    () => [`Is ${thing()} worth it in 2024?`],
    () => [`my teacher asked us to write about ${thing()}`],
    () => [`What does ${thing()} have to do with ${thing()}?`],
    () => [`${rng.pick(NEG_COMMON)}: please review the ${rng.pick(NEG_COMMON).toLowerCase()} before ${rng.pick(NEG_COMMON)}.`],
    () => [`The ${rng.pick(NEG_COMMON)} and the ${rng.pick(NEG_COMMON)} will meet on ${rng.pick(['Monday', 'Friday', 'Tuesday'])}.`],
  ];
  const pieces = rng.pick(frames)();
  const recased = pieces.map((p): Piece => {
    const f = (s: string): string => (casing === 'lower' ? s.toLowerCase() : casing === 'upper' ? s.toUpperCase() : s);
    return typeof p === 'string' ? f(p) : { text: f(p.text), type: p.type };
  });
  const { text, spans } = build(recased);
  return { id: `wide-${i}`, source: spans.length ? 'generated-wide' : 'generated-wide-negative', text, spans };
}

/** `count` seeded sentences of the wider frames above. */
export function widerExamples(count: number, seed: number): TagExample[] {
  const rng = new Prng(seed);
  return Array.from({ length: count }, (_, i) => widerOne(rng, i));
}

import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';
import { contextIds, maskedNumbers } from './context-ids.ts';

const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);
const only = (t: string, cat: string): string[] =>
  detectIdentifiers(t)
    .filter((s) => s.category === cat)
    .map((s) => s.text);

describe('IDs by context', () => {
  it.each([
    ['my case number is 23-CR-01187 tomorrow', '23-CR-01187'],
    ['docket CV2024-004512, filed', 'CV2024-004512'],
    ['USCIS receipt IOE0912345678 came back', 'IOE0912345678'],
    ['MRN 00482913 on the wristband', '00482913'],
    ['member ID W123456789', 'W123456789'],
    ['policy # HX-55521-09', 'HX-55521-09'],
    ['claim CLM-88123 was denied', 'CLM-88123'],
    ['File No. 23CR 418820', '23CR 418820'],
    ['Plate: NC PKV-4172', 'NC PKV-4172'],
    ['Accession: INV-RQ4488217', 'INV-RQ4488217'],
    ['Applicant: A201 883 456 (alien number)', 'A201 883 456'],
    ['subscriber ID 88K 4410 2279 on the card', '88K 4410 2279'],
    ['my medicare number is 1EG4-TE5-MK73', '1EG4-TE5-MK73'],
    ['the MBI 1EG4TE5MK73 is on the letter', '1EG4TE5MK73'],
    ['tracking number 1Z999AA10123456784 for the package', '1Z999AA10123456784'],
    ['name Dana Whitfield, order #A55-20913', 'A55-20913'],
    ['my order number is 114-3941689-8876 from amazon', '114-3941689-8876'],
  ])('%s', (text, want) => {
    expect(only(text, 'id_number')).toEqual([want]);
  });
  it("a card's printed groups after a strong cue, and the group number beside them", () => {
    expect(only('member id: XJH 4432 9981, group 00871', 'id_number')).toEqual(['XJH 4432 9981', '00871']);
    // A weak cue does not take groups: "user 12 AB" is no ID.
    expect(only('user 1234 AB and so on', 'id_number')).toEqual(['1234']);
  });
  it('a list after the trigger, a few words on', () => {
    expect(only('confirmation numbers I found: WF20240311-88412 and WF20240619-90237.', 'id_number')).toEqual([
      'WF20240311-88412',
      'WF20240619-90237',
    ]);
  });
  it('named four words on after "is" or a colon, and more cues (FIR, meter, ITIN, acknowledgement, certificate, Emp No)', () => {
    expect(only('Case number on the order is 7004219832. Let me know', 'id_number')).toEqual(['7004219832']);
    expect(only('claim number on the register is K9QZ41R7. My partner', 'id_number')).toEqual(['K9QZ41R7']);
    expect(only("wife's I-130 receipt, number IOE0923871654, priority date", 'id_number')).toEqual(['IOE0923871654']);
    expect(only('Kondapur PS, FIR no 214/2025. Meter no 54150912387', 'id_number')).toEqual(['214/2025', '54150912387']);
    expect(only('I pay taxes with ITIN 9XX-81-4472 every year', 'id_number')).toEqual(['9XX-81-4472']);
    expect(only('Certificate: 448210-07 and acknowledgement no 31712260045118', 'id_number')).toEqual(['448210-07', '31712260045118']);
    expect(only('my case number on the form is PENDING and the report was 12 pages', 'id_number')).toEqual([]);
    expect(only('Internal Revenue Service\nNotice CP2000\nTax year 2024', 'id_number')).toEqual([]);
  });
  it('no ID without an ID-shaped value', () => {
    for (const t of [
      'case 3 of 5',
      'git tag v1.2.3',
      'policy 2024 changes',
      'claim 12 points',
      'in 2019 we had 12 people',
    ])
      expect(cats(t)).toEqual([]);
  });
});

describe('masked and partial numbers', () => {
  it.each([
    ['charged to ****3356 today', '****3356'],
    ['xxxx-xxxx-xxxx-1234 on file', 'xxxx-xxxx-xxxx-1234'],
    ['card ending in 4471 was charged', 'ending in 4471'],
    ['the account ending 2290 is under review', 'ending 2290'],
    ['last four 0912 on my card', 'last four 0912'],
    ['American Express\nAccount ending 1-41005\nClosing date', 'ending 1-41005'],
    ['my savings # is 00912384471', '00912384471'],
    // session 45: a labelled field is its value alone
    ['Account ending in: 8842\nBalance: $2,311.09', '8842'],
    ['Deposited to acct ending: 7730', '7730'],
  ])('%s', (text, want) => {
    expect(only(text, 'account_number')).toEqual([want]);
  });
  it('an SSN fragment is an id', () => {
    expect(only('the last 4 digits of my social are 4432', 'id_number')).toEqual(['4432']);
    expect(only('SSN XXX-XX-6612', 'id_number')).toEqual(['XXX-XX-6612']);
  });
  it('a checking or savings word needs a long number; an order needs its number word', () => {
    expect(only('routing 271981528, checking 4820117399. i dont want', 'account_number')).toEqual(['271981528', '4820117399']);
    expect(only('i have 1500 in checking and 12000 in savings', 'account_number')).toEqual([]);
    expect(cats('my savings 12000 are gone')).toEqual([]);
    expect(cats('in order 2 steps are needed')).toEqual([]);
  });
  it('multipliers are not masks', () => {
    expect(cats('take it x2 daily')).toEqual([]);
  });
});

describe('short dates and years of birth', () => {
  it.each([
    ['arraignment is march 18. ok?', 'march 18'],
    ['court date dec 9. do i', 'dec 9'],
    ['surgery on 4 Dec at noon', '4 Dec'],
    ['we meet on Thursday the 12th', 'Thursday the 12th'],
    ['my termination on 8/19 was', '8/19'],
    ['she was born in 1988', '1988'],
    ['He had dementia (diagnosed 2022)', '2022'],
  ])('%s', (text, want) => {
    expect(only(text, 'date')).toContain(want);
  });
  it('quantities and fractions are not dates', () => {
    for (const t of ['I may 12 times try', '1/2 cup of sugar', 'took 3 of them in 2019', 'june 5 mg', 'her office is on the 3rd floor', 'the 2nd of 3 doses', 'the 21st century'])
      expect(only(t, 'date')).toEqual([]);
    // session 32: an ordinal of something else after a preposition of time
    for (const t of ['quiz questions on the 14th amendment', 'we broke up after the 5th anniversary', 'left after the 7th inning'])
      expect(only(t, 'date')).toEqual([]);
  });
  // A day of the month alone after a preposition of time is a date of the person's event (session 25; session 16 had
  // left them out).
  it.each([
    ['getting mine snipped on the 22nd', 'the 22nd'],
    ["psych appointment isn't until the 19th", 'the 19th'],
    ['my rent is due the 1st. can i ask', 'the 1st'],
    ['can someone come before the 15th?', 'the 15th'],
  ])('%s', (text, want) => {
    expect(only(text, 'date')).toEqual([want]);
  });
});

describe('ages without "old"', () => {
  it.each([
    ["I'm 34 and tired", ['34']],
    ['my 71 yo dad', ['71 yo']],
    ['Title: 32F, finally diagnosed', ['32F']],
    ['hes 67 and has COPD', ['67']],
    ['Kaylee is 6 and she fell', ['6']],
    ['My dad (82) fell', ['82']],
    ['two kids, Ellie (9) and Noah (5).', ['9', '5']],
    ['the kids (ages 14, 12, 9, 6) know', ['14', '12', '9', '6']],
    ['hes 8 months old', ['8 months old']],
    ['I am in my late 40s', ['late 40s']],
  ])('%s', (text, want) => {
    expect(only(text, 'age')).toEqual(want);
  });
  it('units and counts veto', () => {
    for (const t of ["I'm 34 weeks pregnant", "I'm 5 minutes away", 'she is 5\'4"', 'fever 101F', 'made $34M'])
      expect(only(t, 'age')).toEqual([]);
  });
});

describe('federal dockets, lower-case lead-ins before plates, one mask character (session 9)', () => {
  const spans = (text: string): [string, string][] =>
    [...contextIds(text), ...maskedNumbers(text)].map((c) => [text.slice(c.start, c.end), c.category]);

  it('finds a federal docket on its own shape', () => {
    expect(spans('the docket is 3:23-cv-01187 in the district court')).toContainEqual(['3:23-cv-01187', 'id_number']);
    expect(spans('US v. Doe, 1:21-cr-00123-ABC')).toContainEqual(['1:21-cr-00123-ABC', 'id_number']);
    expect(spans('meet at 3:23 on the 4th').filter(([, c]) => c === 'id_number')).toEqual([]);
  });

  it('finds a state court case number on its own shape (session 13)', () => {
    expect(spans('2026-SC-004519  PORTFOLIO RECOVERY ASSOCIATES v. me')).toContainEqual(['2026-SC-004519', 'id_number']);
    expect(spans('case number on the paper is CV-26-118204')).toContainEqual(['CV-26-118204', 'id_number']);
    expect(spans('her case is FD-2023-00912 in Bexar')).toContainEqual(['FD-2023-00912', 'id_number']);
    // forms, lower-case words and short model codes are not case numbers
    expect(spans('the I-765 and the N-400 and a b-12 shot and model XR-22-100').filter(([, c]) => c === 'id_number')).toEqual([]);
  });

  it('keeps a capitalised state before a plate and drops a lower-case word', () => {
    expect(spans('plate is 7KJD223')).toContainEqual(['7KJD223', 'id_number']);
    expect(spans('plate is 7KJD223').map(([t]) => t)).not.toContain('is 7KJD223');
    expect(spans('Plate: NC PKV-4172')).toContainEqual(['NC PKV-4172', 'id_number']);
  });

  it('reads one mask character after a card or account word as a masked number', () => {
    expect(spans('Visa ending 1881 and MasterCard x2290')).toContainEqual(['x2290', 'account_number']);
    expect(spans('checking acct *4471 is overdrawn')).toContainEqual(['*4471', 'account_number']);
    expect(spans('a 2x4 board and x2 speed').filter(([, c]) => c === 'account_number')).toEqual([]);
  });
});

describe('an ID cue is a word of its own (issue 18)', () => {
  it('a cue glued to letters is no cue; glued to digits it still is', () => {
    expect(only("We'll meet Saturday at Ideas42, 30 Veslebakken 48", 'id_number')).toEqual([]);
    expect(only('Idaho123 is my username', 'id_number')).toEqual([]);
    expect(only('MRN12345 on the wristband', 'id_number')).toEqual(['12345']);
    expect(only('my id abc123 please', 'id_number')).toEqual(['abc123']);
  });
});

describe('notice, enrolment and estate numbers, and cues in other languages (session 15)', () => {
  it('finds the value after the cue', () => {
    expect(only('pay by Dec 20. notice number FTB-4963-0441.', 'id_number')).toEqual(['FTB-4963-0441']);
    expect(only('notice number is CP2000-26-4418093. i am away', 'id_number')).toEqual(['CP2000-26-4418093']);
    expect(only('my matric number is UNN/2023/18844', 'id_number')).toEqual(['UNN/2023/18844']);
    expect(only("the Master's Office (estate no. 021447/2025), transfer", 'id_number')).toEqual(['021447/2025']);
    expect(only('ich bin Jens Vogt, Versichertennummer K203948571 bei TK', 'id_number')).toEqual(['K203948571']);
    expect(only('le pusieron una placa. Póliza GMM-5528193.', 'id_number')).toEqual(['GMM-5528193']);
  });
  it('leaves the same words before a duration, a year or a date', () => {
    expect(only('we got a notice 30 days ago and the notice period is 3 months', 'id_number')).toEqual([]);
    expect(only('estate planning for 2025', 'id_number')).toEqual([]);
    expect(only('the notice of 2024-03-01 says to appear', 'id_number')).toEqual([]);
  });
});

describe('IDs without a label (session 22)', () => {
  it('finds a British plate and a lettered reference by their shape', () => {
    expect(only('got a parking fine for my car KX19 RWO yesterday', 'id_number')).toEqual(['KX19 RWO']);
    expect(only('the van BD51SMR was towed', 'id_number')).toEqual(['BD51SMR']);
    expect(only('my invoices VF-00871 and VF-00342 are unpaid', 'id_number')).toEqual(['VF-00871', 'VF-00342']);
    expect(only('WPS26-188402 was denied, and so was VD-2611-448271', 'id_number')).toEqual(['WPS26-188402', 'VD-2611-448271']);
  });
  it("takes an agency's or a programme's number after its acronym (session 22)", () => {
    expect(only('Name: Raymond Tillis, MDOC # 648213', 'id_number')).toEqual(['648213']);
    expect(only('CAN No. 4413982716 on the charge sheet', 'id_number')).toEqual(['4413982716']);
    expect(only('Name: RAMASAMY SELVAKUMAR    FIN: G7718342N', 'id_number')).toEqual(['G7718342N']);
    expect(only('my UCI 1122-8734 is on the letter', 'id_number')).toEqual(['1122-8734']);
  });
  it('takes a value that opens with capitals, and digits alone after an acronym naming an ID (session 24)', () => {
    expect(only('MORALES, ADRIAN   DOB 06/19/1994   SID TX08821473', 'id_number')).toEqual(['TX08821473']);
    expect(only('contract 3. my RFC GORM880214KT3. will they', 'id_number')).toEqual(['GORM880214KT3']);
    expect(only('milk protein allergy. UHID RCH-HYD-2210488. next visit', 'id_number')).toEqual(['RCH-HYD-2210488']);
    expect(only('Binance froze my account (UID 448120937, email', 'id_number')).toEqual(['448120937']);
    expect(only('the worker PID 448120 crashed', 'id_number')).toEqual([]);
    expect(only('GDP USD 200000 and HR 95', 'id_number')).toEqual([]);
  });
  it('leaves measurements, figures and years after an acronym', () => {
    expect(only('BP: 120/80, A1C: 7.9, PSA: 12345', 'id_number')).toEqual([]);
    expect(only('GDP 20000 and FY: 2024 and MP 12345', 'id_number')).toEqual([]);
  });
  it('leaves public standards and vulnerability IDs, short codes and words in capitals', () => {
    expect(only('see CVE-2024-12345, ISO-27001 and RFC-9110 before the audit', 'id_number')).toEqual([]);
    expect(only('the SM-G991 phone and COVID-19 tests', 'id_number')).toEqual([]);
    expect(only('MY CAR IS AT THE SHOP AND I AM MAD', 'id_number')).toEqual([]);
  });
});

describe('an ID by context ends at its line (session 22)', () => {
  it('never takes the next line\'s first figure into the value', () => {
    expect(only('Member ID: W12345678\n11/02 copay 25.00', 'id_number')).toEqual(['W12345678']);
  });
});

describe("a lab table's reference range is no reference number (session 23)", () => {
  it('leaves "ref 70-99" and "ref 4.0-5.6" and keeps a reference number', () => {
    expect(only('HbA1c: 8.9 % (H)   ref 4.0-5.6\nGlucose, fasting: 187 mg/dL (H)   ref 70-99', 'id_number')).toEqual([]);
    expect(only('your ref 88-41207 is on the letter', 'id_number')).toEqual(['88-41207']);
  });
});

describe('session 25: numbers after "n°", "suit no.", "index #", "Civil Action No.", capitals before the number, a roll number with its year', () => {
  it.each([
    ['gifted me in 2018, suit no. 1143/2025. can he', '1143/2025'],
    ['Bronx housing court. index # LT-318822-26/BX. can he', 'LT-318822-26/BX'],
    ['Madame Nguyen,\nDossier n° 2026/0417-HJ\nMalgré nos relances', '2026/0417-HJ'],
    ['Defendants\nCivil Action No. 26D41877\nDISPOSSESSORY AFFIDAVIT', '26D41877'],
    ['ticket ref FPN 88321147. i drive with my licence', 'FPN 88321147'],
    ['they reported me to SAPS, case CAS 118/11/2026 at Randburg station', 'CAS 118/11/2026'],
    ['separazione giudiziale at Tribunale di Milano, RG 41187/2026. She ask', '41187/2026'],
    ['my UCI is 1109-4482. i am a retired civil servant', '1109-4482'],
    ['can he appeal? his GWF is GWF071188452', 'GWF071188452'],
  ])('%s', (text, want) => {
    expect(only(text, 'id_number')).toEqual([want]);
  });
  it.each(['the index is 4500 points up', 'a suit 12345 in navy', 'my GPA is 3.85', 'the FTSE is 81234', 'case 3 of 5'])('no id: %s', (text) => {
    expect(only(text, 'id_number')).toEqual([]);
  });
});

describe('session 32: a number after the name of its kind, whatever its checksum, printed in groups', () => {
  it.each([
    ['Self Assessment\nUTR: 55021 73914\nDear Mr Hale', '55021 73914'],
    ['my UTR is 31207 88145, can i pay in parts', '31207 88145'],
    ['Centrelink letter, CRN: 411 208 339J, says I owe', '411 208 339J'],
    ['PF No: KLM2281   KRA PIN: P051122903Z', 'KLM2281'],
    ['Lab No: 1125AB774410 Collected: 02/Dec', '1125AB774410'],
    ['Seriennummer: XK 5521094', 'XK 5521094'],
    ['Nº historia clínica: HC 2281093', 'HC 2281093'],
    ['NSS 72048815530 y CURP en trámite', '72048815530'],
    ['my profile number is F00921377. what now', 'F00921377'],
    ['nursing license # RN 440192 if it matters', 'RN 440192'],
    ['decision number ABC-II.4411.2210.2026, we have 14 days', 'ABC-II.4411.2210.2026'],
  ])('%s', (text, want) => {
    expect(only(text, 'id_number')).toContain(want);
  });
  it.each([
    'the case number is on the letter somewhere',
    'reference number 2024 and the one before',
    'patient number 2 of 5 today',
    'claim number: 12.50 was charged',
    'file no. 12/03/2024',
    'PESEL 44051401358',
  ])('no labelled id: %s', (text) => {
    expect(contextIds(text).filter((c) => c.detail === 'labelled_id')).toEqual([]);
  });
});

describe('session 32: an ellipsis as the mask, the masked number in brackets', () => {
  it.each([
    ['Wells Fargo checking ...4417 shows -212', '...4417'],
    ['rent comes out of my checking (x5531) on the 1st', 'x5531'],
  ])('%s', (text, want) => {
    expect(only(text, 'account_number')).toEqual([want]);
  });
  it.each(['i had like 40 in savings...1200 dollars short for rent', 'my card... 2 weeks late'])('no account: %s', (text) => {
    expect(only(text, 'account_number')).toEqual([]);
  });
});

describe("a product's or a code book's number (session 32)", () => {
  it('is no identifier after NDC, UPC or CPT', () => {
    expect(only('pharmacology homework: NDC 0093-7146-56 is atorvastatin 20mg', 'id_number')).toEqual([]);
    expect(only('billed as CPT 99213-25 twice', 'id_number')).toEqual([]);
    expect(only('my UCI is 1109-4482', 'id_number')).toEqual(['1109-4482']);
  });
});

describe('session 33: more names of a person number, spaced court numbers, plates and masks', () => {
  it.each([
    ['My PPS number is 7741203TA if you need it', '7741203TA'],
    ['PPSN is 8123456TA if needed for the form', '8123456TA'],
    ['will USCIS find out? My SEVIS is N0034567891.', 'N0034567891'],
    ['My NMC PIN 19I2345O. If I raise a grievance', '19I2345O'],
    ['die Freigrenze übersteigt. BG-Nummer 962D123456."', '962D123456'],
    ['first time anything like this. NID ja482201', 'ja482201'],
    ['Assuré : LEFÈVRE Camille   N° sécu : 2 89 07 75 114 238 61', '2 89 07 75 114 238 61'],
    ['my daughter in Cook County, case 2026 D 079114. Hearing is January 9', '2026 D 079114'],
    ['they booted my car outside my apartment. plate DK 48213. is there a payment plan', 'DK 48213'],
    ['ACAS early conciliation cert no R123456/24/68, tribunal claim deadline', 'R123456/24/68'],
    ['Social insurance number ***-**4-812\nMARTIN-LAVOIE', '***-**4-812'],
  ])('%s', (text, want) => {
    expect(only(text, 'id_number')).toContain(want);
  });
  it.each([
    'since 2019 I 10000 times tried',
    'in 2024 USD 50000 was paid out',
    'Plate: NC 12345 was on the form',
    'i got my cert yesterday in 2024',
    'the nid is empty 2024',
  ])('no id: %s', (text) => {
    expect(only(text, 'id_number')).toEqual([]);
  });
  it('a mask running into the digits is an account outside a national number', () => {
    expect(only('statement for acct ****-**12 attached', 'account_number')).toEqual(['****-**12']);
  });
});

describe('a plate label is a whole word (session 45)', () => {
  it('reads no plate inside "platelets" or "tagline"', () => {
    expect(cats('platelets 85, doctor wants to repeat')).toEqual([]);
    expect(cats('tagline 12 is good')).toEqual([]);
  });
  it('still reads a plate after its label with a mark', () => {
    expect(only('tag# 4471XY', 'id_number')).toEqual(['4471XY']);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TextChunker } from '../chunker/index.ts';
import { findFacts, loadWordPrior, messageRegister } from './index.ts';
import { DOMAIN_SHORTHAND, fieldAmountRanges, labValueRanges, raceDistanceAt, SELF_HARM_PHRASES } from './terms.ts';

// An almost empty prior: what is found below comes from session 12's term lists and phrase classes (terms.ts).
const prior = loadWordPrior({
  version: 1,
  classes: ['medical', 'legal', 'financial', 'other'],
  scale: 255,
  words: { charged: [0, 255, 0, 0], owe: [0, 0, 250, 0] },
});
const chunker = new TextChunker();
const facts = (text: string): string[] => findFacts(text, chunker.chunk(text).tokens, prior).map((f) => `${f.domain}:${text.slice(f.start, f.end)}`);
const spans = (text: string, ranges: [number, number][]): string[] => ranges.map(([a, b]) => text.slice(a, b));

describe('drug, biologic and condition names (session 12)', () => {
  it('anchors a drug or biologic by name, in a personal sentence', () => {
    expect(facts('my GI wants me on skyrizi now')).toContain('medical:skyrizi');
    expect(facts('i started mounjaro and wegovy did nothing')).toEqual(['medical:mounjaro and wegovy']);
    // a capitalised name known only by its spelling, where a place is named, is no drug (a made-up name the spelling
    // model reads as medical: Skyrizi itself is a listed brand since session 26)
    expect(facts('my wife flew from Neurotrex to Boston')).toEqual([]);
    // brands the table lacks (session 26)
    expect(facts("I'm on Microgynon and just started amoxicillin")).toContain('medical:Microgynon');
    expect(facts('my Omnipod keeps failing at night')).toEqual(['medical:Omnipod']);
    expect(facts('my dermatologist wants me to switch from Humira to Skyrizi')).toEqual(['medical:Humira to Skyrizi']);
    expect(facts('my hashimotos is acting up again')).toContain('medical:hashimotos');
  });
  it('leaves a drug name in a general question', () => {
    expect(facts('what is skyrizi used for?')).toEqual([]);
  });
  it('keeps "in the morning" in a dose', () => {
    expect(facts('i take glipizide 5mg in the morning')).toEqual(['medical:glipizide 5mg in the morning']);
  });
});

describe('lab values and own-money fields across a column gap (session 12)', () => {
  it('reads a test with its value, inline or in a table row', () => {
    const table = 'my results\nTest        Result  Flag\nTSH         7.84    H     0.45-4.50\nTPO Ab      312     H     0-34';
    expect(spans(table, labValueRanges(table))).toEqual(['TSH         7.84', 'TPO Ab      312']);
    expect(facts(table)).toEqual(expect.arrayContaining(['medical:TSH         7.84', 'medical:TPO Ab      312']));
    expect(facts('my calprotectin was 890 last week')).toContain('medical:calprotectin was 890');
  });
  it('reads a result line of a test no list names, by its unit or its finding (session 21)', () => {
    const report = 'got these back\nAnti-dsDNA: 180 IU/mL\nC3: 62 mg/dL (low)\nFibroscan: 16.8 kPa (F4)\nConcentration 4 million/mL\nGonorrhoea NAAT (throat): DETECTED\nSyphilis (TPPA): Reactive, RPR 1:32\nANA: Positive 1:640, homogeneous';
    expect(spans(report, labValueRanges(report))).toEqual(
      expect.arrayContaining(['Anti-dsDNA: 180 IU/mL', 'C3: 62 mg/dL (low)', 'Fibroscan: 16.8 kPa (F4)', 'Concentration 4 million/mL', 'Gonorrhoea NAAT (throat): DETECTED', 'Syphilis (TPPA): Reactive, RPR 1:32', 'ANA: Positive 1:640']),
    );
  });
  it('leaves reference ranges, prose and money labels to the other rules', () => {
    for (const t of ['| TSH | 0.4–4.0 mIU/L | Thyroid-stimulating hormone', 'Total due: 45 mg/dL', 'he said it was 45 mg/dL', 'Volume 1.2 mL', 'lab results are positive news'])
      expect(spans(t, labValueRanges(t))).toEqual([]);
  });
  it('does not read a length of time or a lower-case word as a value', () => {
    const text = 'my potassium 2 weeks ago and ana 5 said hi';
    expect(spans(text, labValueRanges(text))).toEqual([]);
  });
  it('takes the value of a balance, a pay deposit or what is owed, not a line item', () => {
    const text = 'sort these please\n\nBeginning balance: $2,114.08\n11/08  ACME PAYROLL DIR DEP    +1,902.44\n11/14  NETFLIX.COM    -15.49\nYour responsibility: $570.29\nAmount billed: $3,412.00';
    expect(spans(text, fieldAmountRanges(text))).toEqual(['$2,114.08', '1,902.44', '$570.29']);
    // found in a pasted statement even with no personal word
    expect(facts(text)).toEqual(expect.arrayContaining(['financial:$2,114.08', 'financial:1,902.44']));
  });
  it('takes a value after a dot leader, a monthly payment, basic pay and wages (session 25)', () => {
    const text = 'this is my moms stub\nNet Pay .............. 2,014.52\nMedicare .............    41.27\nMonthly Payment: $543.11\nBasic Pay          2,916.67\nBox 1 Wages, tips, other comp: 54,882.10\nProcessing fee: $25.00';
    expect(spans(text, fieldAmountRanges(text))).toEqual(['2,014.52', '$543.11', '2,916.67', '54,882.10']);
  });
  it('takes pay-slip, tax and notice fields and amounts written with a decimal comma or lakh commas (session 27)', () => {
    const text = 'my nomina\nSalario base  1.384,00\nLÍQUIDO A PERCIBIR  1.100,54\nGross        1,02,500        Net Pay      86,840\nAmount overdue: $1,812.00\n2025-26 balancing payment  £4,271.60\nTaxable income: R 488 917';
    expect(spans(text, fieldAmountRanges(text))).toEqual(['1.384,00', '1.100,54', '86,840', '$1,812.00', '£4,271.60']);
    // statement rows of fees, betting and loan repayments stay out: writers disagree on them (docs/facts.md "Session 27")
    const rows = '11/05  OVERDRAFT FEE      -35.00\n11/06 DRAFTKINGS -150.00\n11/03 CASHNETUSA LOAN PMT -210.00\nCourt fee       £115.00';
    expect(fieldAmountRanges(rows)).toEqual([]);
  });
});

describe('health told as a story (session 12)', () => {
  it('finds self-harm, purging and an overdose told as what was taken', () => {
    expect(facts("i'm pretty sure she's making herself throw up after dinner")).toContain('medical:making herself throw up after dinner');
    expect(facts('Last Thursday I took a bunch of my klonopin on purpose')).toContain('medical:took a bunch of my klonopin on purpose');
  });
  it('finds fertility treatment, pregnancy loss and a broken condom', () => {
    const ivf = facts("we're on our third round of IVF and the retrieval got 4 eggs, only 1 made it to blastocyst. my RE wants PGT-A");
    expect(ivf).toEqual(expect.arrayContaining(['medical:third round of IVF', 'medical:retrieval got 4 eggs', 'medical:only 1 made it to blastocyst', 'medical:PGT']));
    expect(facts('i had a medication abortion last weekend')).toContain('medical:had a medication abortion');
    expect(facts('my friend had a condom break with a guy')).toContain('medical:had a condom break');
  });
  it('finds injuries in the present tense, surgery with hardware, a flare and symptoms that last', () => {
    expect(facts('Last month I injure my back lifting boxes')).toContain('medical:injure my back');
    expect(facts('they want to do surgery with pins on my son')).toContain('medical:do surgery with pins');
    expect(facts('my crohns flare is bad')).toContain('medical:crohns flare');
    expect(facts("i'm 47 and tired all the time")).toContain('medical:tired all the time');
  });
  it('keeps a length of time that is part of the fact', () => {
    expect(facts("I've been sober for 4 years")).toContain('medical:sober for 4 years');
    expect(facts('I spent 3 days on a psych hold')).toContain('medical:3 days on a psych hold');
    expect(facts("just found out i'm pregnant, like 5 weeks")).toContain('medical:5 weeks');
  });
  it('finds drinking by amount and frequency, purging after meals and how far along a pregnancy is (session 22)', () => {
    expect(facts('i need to cut back. right now i have like 6-8 beers a night')).toContain('medical:like 6-8 beers a night');
    expect(facts('at my cousins hen weekend i had like 6 or 7 cocktails both nights')).toEqual([expect.stringMatching(/^medical:(?:had )?like 6 or 7 cocktails both nights$/)]);
    expect(facts('I throw up after most meals and nobody knows')).toContain('medical:throw up after most meals');
    expect(facts("i'm 9 weeks and spotting, is that normal")).toEqual(expect.arrayContaining([expect.stringMatching(/^medical:i'm 9 weeks/)]));
    // a length of time that is not a pregnancy's
    expect(facts("i'm 3 weeks into a new job and my boss hates me")).toEqual([]);
    expect(facts("we're 2 weeks from the wedding and so stressed")).toEqual([]);
    expect(facts('how many beers a night is too many?')).toEqual([]);
  });
});

describe('legal events told in common words (session 12)', () => {
  it('finds missed court, driving offences and accusations', () => {
    expect(facts('i have a warrant for missing a court date on an old driving without insurance ticket')).toEqual([
      'legal:missing a court date on an old driving without insurance ticket',
    ]);
    expect(facts('i got a ticket for driving on a suspended license')).toContain('legal:got a ticket for driving on a suspended license');
    expect(facts("my boss accused me of stealing a guest's watch")).toContain("legal:accused me of stealing a guest's watch");
  });
  it('finds power of attorney told, not asked', () => {
    expect(facts('My brother has power of attorney over her finances')).toContain('legal:power of attorney');
    expect(facts('do we need power of attorney first? my mom has dementia')).not.toContain('legal:power of attorney');
  });
  it('finds threats, an immigration interview, a refusal, a disposition, a divorce under way and a grab', () => {
    expect(facts('my ex has been sending me threatening texts')).toContain('legal:has been sending me threatening texts');
    expect(facts('My husband and me have green card interview in January, I am nervous')).toContain('legal:have green card interview');
    expect(facts('my brother says your application for a visitor visa has been refused').join()).toContain('your application for a visitor visa has been refused');
    expect(facts('my sister was arrested and her lawyer says they will offer supervision if she pleads')).toContain('legal:offer supervision');
    expect(facts('our parents are in the middle of a nasty divorce')).toContain('legal:middle of a nasty divorce');
    expect(facts('my manager grabbed my arm in the cooler')).toContain('legal:grabbed my arm');
  });
});

describe('money told in common words (session 12)', () => {
  it('finds arrears on a named debt, a card-financed cost and missed loan payments', () => {
    expect(facts("my ex called. he's 5 months behind on child support")).toContain('financial:5 months behind on child support');
    expect(facts('i put the last round on a credit card')).toContain('financial:put the last round on a credit card');
    expect(facts('i missed 2 payments on my affirm loan')).toContain('financial:missed 2 payments on my affirm loan');
  });
  it('finds pay with its period, money taken from an account and amounts in other currencies', () => {
    expect(facts('i only take home $1,400 every two weeks')).toContain('financial:take home $1,400 every two weeks');
    expect(facts("my brother has taken about $22,000 out of her account")).toContain('financial:has taken about $22,000 out of her account');
    expect(facts('my landlord did not give back my deposit of 2.400 €')).toContain('financial:give back my deposit of 2.400 €');
    expect(facts('my husband earns ₦450,000 per month')).toEqual(expect.arrayContaining([expect.stringContaining('₦450,000')]));    // East African shillings as written (session 36)
    expect(facts('i still owe Ksh 45,000 to the shylock')).toEqual(expect.arrayContaining([expect.stringContaining('Ksh 45,000')]));
    expect(facts('she borrowed KSh 12,300 from my fuliza')).toEqual(expect.arrayContaining([expect.stringContaining('KSh 12,300')]));
  });
});

describe('work discipline and union membership (session 12)', () => {
  it('finds warnings, write-ups and membership', () => {
    expect(facts('my manager put me on final written warning')).toContain('other:final written warning');
    expect(facts('i got written up twice this month')).toContain('other:got written up twice');
    expect(facts('im a teamsters member at my job')).toContain('other:teamsters member');
    // a role in a union (session 16)
    expect(facts("I'm a shop steward with UAW Local 862 and they target me")).toContain('other:shop steward');
  });
});

describe('"me" as the object of what someone did (session 12)', () => {
  const register = (t: string): string => messageRegister(t, chunker.chunk(t).tokens);
  it('reads a message told through what was done to the writer as about a person', () => {
    expect(register('crohns flare, calprotectin 890. GI wants me on skyrizi but the insurer denied it.')).toBe('chat');
    expect(facts('GI wants me on skyrizi, appeal tips?')).toContain('medical:skyrizi');
  });
  it('leaves a request to the assistant general', () => {
    expect(register('can you give me an example of a skyrizi appeal letter')).toBe('general');
    expect(register('tell me about skyrizi and help me understand it')).toBe('general');
  });
});

describe('treatment courses, borrowed pills, jail, crimes against the writer, threats and roles in a faith (session 12)', () => {
  it('finds a course of treatment with its length, failed fertility cycles and someone else\'s pills', () => {
    expect(facts('my mom has 6 months of chemo ahead')).toContain('medical:6 months of chemo');
    expect(facts('we start IVF after two failed IUIs')).toContain('medical:two failed IUIs');
    expect(facts("my daughter has been taking her friend's Xanax to sleep")).toContain("medical:taking her friend's Xanax");
  });
  it('finds jail served or feared, and crimes against the writer', () => {
    expect(facts("i'm scared of going back to jail")).toContain('legal:going back to jail');
    expect(facts('a guy rear-ended me and took off, i got his plate')).toContain('legal:rear-ended me and took off');
    expect(facts('I got scammed on marketplace')).toContain('legal:got scammed');
    expect(facts('someone broke into my car last night')).toContain('legal:broke into my car');
  });
  it('finds a threat to tell or send, and a role in a faith', () => {
    expect(facts("my ex is threatening to send screenshots to my wife")).toContain('legal:threatening to send screenshots');
    expect(facts("Also I'm a deacon at First Baptist")).toContain("other:I'm a deacon");
  });
});

describe('procedures by suffix, recovery, a drug run out of, paying late, a reprisal and a lawyer hired (session 12)', () => {
  it('reads a procedure named by its suffix, not an ordinary word with one', () => {
    expect(facts('my gyn wants a colposcopy next week')).toContain('medical:colposcopy');
    expect(facts('my dad had a cholecystectomy')).toEqual(expect.arrayContaining([expect.stringContaining('cholecystectomy')]));
    expect(facts('i love the dichotomy in my essay')).toEqual([]);
  });
  it('finds recovery meetings, past use and a drug run out of for a while', () => {
    expect(facts('ive been going to AA since the arrest')).toContain('medical:going to AA');
    expect(facts('I had a case with them back when I was using')).toContain('medical:back when I was using');
    expect(facts('the pharmacy took forever and I ran out for 4 days')).toContain('medical:ran out for 4 days');
  });
  it('finds rent paid late, a poor rating as a reprisal and a divorce lawyer consulted', () => {
    expect(facts('i paid march rent late')).toContain('financial:paid march rent late');
    expect(facts('after I complained my boss gave me poor rating')).toContain('legal:gave me poor rating');
    expect(facts("my wife says she's talking to a divorce lawyer")).toContain('legal:talking to a divorce lawyer');
  });
});

describe('HIV status, head knocks, confessions, losses, taxes, score bands and hourly pay (session 12)', () => {
  it('finds an HIV status in words and a knock to the head', () => {
    expect(facts('my bf is hiv positive')).toContain('medical:hiv positive');
    expect(facts('i fell and hit my head')).toContain('medical:hit my head');
  });
  it('finds misconduct confessed, and income not reported', () => {
    // (session 45: what was stolen from is part of the confession, WRONGS_DONE)
    expect(facts('I stole from my job last year')).toContain('legal:I stole from my job');
    expect(facts('honestly i didnt report my cash tips to unemployment')).toEqual(expect.arrayContaining([expect.stringContaining('didnt report my cash')]));
    expect(facts('i didnt report it to my landlord')).toEqual([]);
  });
  it('finds gambling losses, taxes owed or unfiled, a score band and hourly pay', () => {
    expect(facts('i lost about 12k on sports betting')).toContain('financial:lost about 12k on sports betting');
    expect(facts('i owe the IRS and havent filed my taxes in 3 years')).toEqual(['financial:owe the IRS', 'financial:havent filed my taxes in 3 years']);
    expect(facts('my credit is in the low 500s')).toContain('financial:credit is in the low 500s');
    expect(facts('i make 22/hr at my job')).toContain('financial:make 22/hr');
  });
});

describe('guards of the session 12 classes', () => {
  it('leaves an operation in software, a small count taken weekly, and words that are currency codes', () => {
    expect(facts('my app keeps failing when i perform a database operation')).toEqual([]);
    expect(facts('i took 2 every week')).toEqual([]);
    expect(facts('i want to try 2 MAD libs with my kids')).toEqual([]);
  });
});

describe('tests at a stop, court orders, debt as a state, high-cost loans and benefits (session 12)', () => {
  it('finds a refused breath test and a court-ordered program', () => {
    expect(facts('i refused the breathalyzer last night').join()).toContain('refused the breathalyzer');
    expect(facts('my son has court-ordered anger management').join()).toContain('court-ordered anger management');
  });
  it('finds debt as a state, living on each pay, payday loans and benefits received, not asked about', () => {
    expect(facts('im in so much debt, living paycheck to paycheck')).toEqual(['financial:so much debt', 'financial:living paycheck to paycheck']);
    expect(facts('i have 3 payday loans').join()).toContain('3 payday loans');
    expect(facts('we are on food stamps since may')).toContain('financial:food stamps');
    expect(facts('can we get food stamps in Kansas? we have 2 kids')).toEqual([]);
  });
});

describe('an overdose by count and a rescue (session 12)', () => {
  it('finds pills taken by count and naloxone or CPR given', () => {
    expect(facts('i took like 20 extra strength tylenol an hour ago')).toContain('medical:took like 20 extra strength tylenol');
    expect(facts('We gave him narcan and called 911, my brother is ok')).toContain('medical:gave him narcan');
  });
});

describe('care and treatment told as where someone is or whom they see (session 22)', () => {
  it('finds rehab, hospice, therapy, medical leave and a transplant list', () => {
    expect(facts('my sister checked into rehab last month and i am worried')).toContain('medical:checked into rehab');
    expect(facts('my dad is in hospice now and my brother wont visit')).toEqual([expect.stringMatching(/^medical:(?:in )?hospice$/)]);
    expect(facts('i started seeing a psychologist fortnightly after the divorce')).toContain('medical:started seeing a psychologist fortnightly');
    expect(facts('i was out on stress leave in the spring and now my boss is writing me up')).toContain('medical:out on stress leave');
    expect(facts('my mom is on the transplant list')).toEqual([expect.stringMatching(/transplant list$/)]);
  });
  it('leaves what the care is for to the condition, and a general question alone', () => {
    expect(facts("i've been seeing a psychiatrist for depression")).not.toContain('medical:been seeing a psychiatrist for depression');
    expect(facts('is therapy covered by insurance in general?')).toEqual([]);
  });
});

describe('a charge on a card is no accusation (session 52)', () => {
  it('leaves a charge on a card, an account or a bill disputed', () => {
    expect(facts('how do i dispute a charge on my credit card in general')).toEqual([]);
    expect(facts('i want to dispute the charges on our visa statement')).toEqual([]);
  });
  it('keeps a charge or a ticket disputed in court', () => {
    expect(facts("i'm going to dispute the charge, i never touched him")).toContain('legal:dispute the charge');
    expect(facts('i want to dispute my speeding ticket')).toContain('legal:dispute my speeding ticket');
  });
});

describe('a race distance is no sum (session 22)', () => {
  const race = (text: string, amount: string): boolean => raceDistanceAt(text, text.indexOf(amount), text.indexOf(amount) + amount.length);
  it('reads "my 5k tomorrow" and "a 10k run" as races', () => {
    expect(race('should i still do my 5k tomorrow or just walk', '5k')).toBe(true);
    expect(race('signed up for a 10k run in may', '10k')).toBe(true);
    expect(facts('my quads are sore, should i still do my 5k tomorrow')).not.toContain('financial:5k');
  });
  it('keeps money: "a 5k loan", "5k in savings", "my 5k is gone", "50k"', () => {
    expect(race('i owe a 5k loan to my brother', '5k')).toBe(false);
    expect(race('i have 5k in savings', '5k')).toBe(false);
    expect(race('my 5k is gone', '5k')).toBe(false);
    expect(race('my 50k run', '50k')).toBe(false);
  });
  it('reads a distance run without an article or timed in minutes as a race (session 52)', () => {
    expect(race('i ran 5k in 27 minutes today, how do i get under 25', '5k')).toBe(true);
    expect(race('jogged 10k this morning', '10k')).toBe(true);
    expect(race('did 5k in 31 min on the treadmill', '5k')).toBe(true);
    expect(facts('i ran 5k in 27 minutes today, how do i get under 25')).toEqual([]);
  });
  it('keeps a sum run up or paid off in time: "ran up 5k", "ran 5k over budget", "paid 5k in 3 months"', () => {
    expect(race('we ran up 5k on the card', '5k')).toBe(false);
    expect(race('the project ran 5k over budget', '5k')).toBe(false);
    expect(race('i paid 5k in 3 months', '5k')).toBe(false);
    expect(race('i owe 5k in back rent', '5k')).toBe(false);
  });
});

describe('self-harm and suicide told in words (session 22)', () => {
  const said = (t: string): string[] => [...t.matchAll(SELF_HARM_PHRASES)].map((m) => m[0]);
  it('finds thoughts of suicide and self-harm', () => {
    expect(said("i've been thinking about killing myself most nights")).toEqual(['thinking about killing myself']);
    expect(said('my son said he dont want to live anymore')).toEqual(['dont want to live anymore']);
    expect(said("she doesn't want to wake up anymore")).toEqual(["doesn't want to wake up anymore"]);
    expect(said('my daughter has been cutting herself')).toEqual(['cutting herself']);
  });
  it('finds the wish or the thought not to exist, a plan and a note (session 35)', () => {
    expect(said('There were a few nights where I thought about not being alive')).toEqual(['thought about not being alive']);
    expect(said('she has thoughts of not waking up')).toEqual(['thoughts of not waking up']);
    expect(said('honestly some days i wish i was dead')).toEqual(['wish i was dead']);
    expect(said("my daughter says she wishes she'd never been born")).toEqual(["wishes she'd never been born"]);
    expect(said('he told his teacher he wants to die.')).toEqual(['wants to die']);
    expect(said('i feel like i have no reason to live')).toEqual(['no reason to live']);
    expect(said('mum says she has nothing left to live for')).toEqual(['nothing left to live for']);
    expect(said('i keep thinking about unaliving myself')).toEqual(['thinking about unaliving myself']);
    expect(said('unaliving myself seems easier')).toEqual(['unaliving myself']);
    expect(said('he wrote a suicide note last year')).toEqual(['wrote a suicide note']);
    expect(said('she has a plan to end it')).toEqual(['has a plan to end it']);
  });
  it('leaves dying of embarrassment, a joke and a trip', () => {
    expect(said('i want to die of embarrassment')).toEqual([]);
    expect(said('i want to die lol my code broke again')).toEqual([]);
    expect(said("i'm dying to see the new movie")).toEqual([]);
    expect(said("i don't want to die not talking to her")).toEqual([]);
    expect(said('i didnt even want to die i just wanted to sleep')).toEqual([]);
    expect(said('there is no reason to go on the trip now')).toEqual([]);
    expect(said('what do you think about death in hamlet')).toEqual([]);
  });
  it('leaves a place to live, a busy week and a figure of speech', () => {
    expect(said("i don't want to live in texas anymore")).toEqual([]);
    expect(said("we don't want to live with my parents")).toEqual([]);
    expect(said('burning myself out at work lol')).toEqual([]);
    expect(said("i didn't want to be here at the party")).toEqual([]);
  });
  it('finds a lab value told as a change ("A1c went from 7.1 to 8.6")', () => {
    expect(labValueRanges('her A1c went from 7.1 to 8.6 and the doctor is worried').map(([a, b]) => 'her A1c went from 7.1 to 8.6 and the doctor is worried'.slice(a, b))).toEqual(['A1c went from 7.1 to 8.6']);
  });
  it('finds bedwetting and a treatment gone through', () => {
    expect(facts('my 7 year old has been wetting the bed again')).toContain('medical:wetting the bed');
    expect(facts("we're going through IVF and it's hard")).toContain('medical:going through IVF');
  });
});

describe('phrases read off the written-fresh training files (session 23)', () => {
  it('finds pregnancy as "expecting", findings in urine or stool, falls, failing memory, receptor status and lateness', () => {
    expect(facts("me and my wife just found out we're expecting!! 6 weeks ish")).toContain("medical:we're expecting");
    expect(facts('we are expecting a delivery today')).toEqual([]);
    expect(facts('my son has blood in his stool')).toEqual(['medical:blood in his stool']);
    expect(facts("my mum is 88 and she's been falling a lot, and her memory is getting bad")).toEqual(['medical:been falling a lot', 'medical:memory is getting bad']);
    expect(facts("my mum's biopsy says ER positive, HER2 negative")).toEqual(expect.arrayContaining(['medical:ER positive', 'medical:HER2 negative']));
    expect(facts('my credit report shows 30 days late (Aug), 60 days late (Sep)')).toEqual(expect.arrayContaining(['financial:60 days late']));
    expect(facts('My son does not answer my calls since summer')).toEqual(['other:does not answer my calls']);
    expect(facts('Our mum kicked our dad out in the spring')).toEqual(['other:kicked our dad out']);
  });

  it('reads "better off without me" and another\'s such thought as self-harm, and break-up advice as none', () => {
    const told = (t: string): string[] => (t.match(SELF_HARM_PHRASES) ?? []).map((m) => m.trim());
    expect(told('honestly i think everyone would be better off without me')).toEqual(['would be better off without me']);
    expect(told("my wife said she sometimes thinks we'd be better off without her")).toEqual(["thinks we'd be better off without her"]);
    expect(told("my friend says i'm better off without him since the breakup")).toEqual([]);
  });
});

describe('legal and other-sensitive phrases read off written-fresh xp (session 23)', () => {
  it('finds status, supervision, tests, reports, sentences, unions and estrangement', () => {
    expect(facts("What will happen if I stay without status? I'm scared")).toEqual(['legal:stay without status']);
    expect(facts('also i passed my UA last week')).toEqual(['legal:passed my UA']);
    expect(facts('my friend is being sentenced for tax evasion in January')).toEqual(['legal:being sentenced for tax evasion']);
    expect(facts("should I bring a union rep? I'm in Unison.")).toContain("other:I'm in Unison");
    expect(facts('me and some coworkers started organizing to join the Teamsters')).toEqual(['other:organizing to join the Teamsters']);
    expect(facts('now my grandma isnt speaking to my dad')).toEqual(['other:isnt speaking to my dad']);
    expect(facts('she already barely talks to me')).toEqual(['other:barely talks to me']);
  });
});

describe("a new job's probation is no legal fact (session 23)", () => {
  // the shipped prior: it reads "probation" as legal, which the almost empty prior above does not
  const shipped = loadWordPrior(JSON.parse(readFileSync(new URL('../../../models/word-prior.json', import.meta.url), 'utf8')));
  const withShipped = (text: string): string[] => findFacts(text, chunker.chunk(text).tokens, shipped).map((f) => `${f.domain}:${text.slice(f.start, f.end)}`);
  it('drops probation at work and keeps probation for an offence', () => {
    expect(withShipped("i'm still on probation at work so i can't take leave")).toEqual([]);
    expect(withShipped('my probation period at the new job ends in march')).toEqual([]);
    expect(withShipped("i'm on probation for a DUI until june")).toContain('legal:probation for a DUI');
  });
  it('keeps a probation of years beside a word of work (session 27)', () => {
    expect(withShipped('on probation till 2027 can i move states for work')).toEqual([expect.stringMatching(/^legal:probation/)]);
    expect(withShipped('on probation for 3 years, can i travel for work?')).toEqual([expect.stringMatching(/^legal:probation/)]);
  });
});

describe('other-sensitive and legal phrases read off written-fresh xr and xs (session 23)', () => {
  it('finds break-ups, blocking, staying away, a refused name, falling out, a union by name, a public defender, falls', () => {
    expect(facts('my ex bf dumped me the same week')).toEqual(expect.arrayContaining([expect.stringMatching(/^other:.*dumped me$/)]));
    expect(facts('she blocked me on everything after i told her husband')).toContain('other:blocked me on everything');
    expect(facts("Her mother won't come to the house")).toContain("other:won't come to the house");
    expect(facts('My husband refuses to use the new name')).toContain('other:refuses to use the new name');
    expect(facts('my sister and I fell out over the inheritance from mum')).toContain('other:fell out over the inheritance');
    expect(facts("I'm a member of Unite at the plant")).toContain('other:member of Unite');
    expect(facts('my son has a public defender, is it better to pay private?')).toContain('legal:has a public defender');
    expect(facts('my mum fell twice this month')).toEqual(['medical:fell twice']);
  });
});

describe("a court's, a bond's or a probation order's conditions (session 32)", () => {
  it('marks each condition of a pasted order', () => {
    const text = 'my brothers release conditions:\n1. No contact with the victim\n2. Shall not enter the residence at Elm St\n3. Submit to random drug and alcohol testing\n4. Surrender all firearms within 24 hours\n5. Complete an anger management program';
    const found = facts(text);
    expect(found).toContain('legal:No contact');
    expect(found).toContain('legal:Shall not enter the residence');
    expect(found).toContain('legal:Submit to random drug and alcohol testing');
    expect(found).toContain('legal:Surrender all firearms within 24 hours');
    expect(found).toContain('legal:Complete an anger management program');
  });
  it('leaves contact and tests in everyday talk', () => {
    expect(facts('my landlord has no contact number listed')).toEqual([]);
    expect(facts('i need to complete a course for work')).toEqual([]);
  });
});

describe('legal facts read off written-fresh ym (session 35)', () => {
  it('finds a lie told to whoever decides, statuses kept while a decision is pending, and a grand jury declining', () => {
    expect(facts('so i rear ended someone and i told the adjuster i wasnt on my phone but i was')).toContain("legal:told the adjuster i wasnt on my phone but i was");
    expect(facts("on the application i said i dont smoke but i do, like half a pack a day")).toContain("legal:application i said i dont smoke but i do");
    expect(facts("my visa expired but i applied in time so i'm on section 3C leave now")).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*section 3C leave$/)]));
    expect(facts('my PGWP expired and im on maintained status right?')).toEqual([expect.stringMatching(/^legal:.*maintained status/)]);
    expect(facts("my brother got a no true bill from the grand jury")).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*no true bill/)]));
  });
  it('leaves a white lie to family and a status asked about in general', () => {
    expect(facts('i told my mom i wasnt hungry but i was')).toEqual([]);
  });
});

describe("a family's refusal, blame, disapproval or silence (session 36)", () => {
  it('finds what a family member said or did against the writer', () => {
    expect(facts('my sister refuses to sign the papers for the house')).toEqual(expect.arrayContaining([expect.stringMatching(/^other:refuses to sign the papers/)]));
    expect(facts('my siblings in mexico say I abandoned her')).toEqual(expect.arrayContaining([expect.stringMatching(/^other:say I abandoned/)]));
    expect(facts("our dad isn't invited, long story")).toContain("other:isn't invited");
    expect(facts("her dad isn't coming because he doesn't approve of Marcus")).toEqual(expect.arrayContaining([expect.stringMatching(/^other:isn't coming because he doesn't approve/)]));
    expect(facts('none of us are talking right now and my dad is sick')).toEqual(expect.arrayContaining(['other:none of us are talking']));
  });
  it('leaves an absence, a welcome and a refusal that is no one in the family', () => {
    expect(facts("my mom isn't coming to the appointment")).toEqual([]);
    expect(facts('you are not welcome to use this')).toEqual([]);
    expect(facts('the store refuses to give refunds without a receipt')).toEqual([]);
  });
});

describe("a family member's hatred, a family no longer speaking, fights (session 38)", () => {
  it('finds hatred by a relative, silence between family, a fight with a relative and arguing kept up', () => {
    expect(facts("my sister offered to co-sign but her husband hates me and it'll cause drama")).toContain('other:hates me');
    expect(facts('my dad has parkinsons and my brother wont help at all. we dont even talk anymore')).toContain('other:dont even talk anymore');
    expect(facts('had a big falling out with my sister last year')).toContain('other:had a big falling out with my sister');
    expect(facts('my ex and i keep arguing about the holiday part')).toEqual(expect.arrayContaining([expect.stringMatching(/^other:keep arguing/)]));
  });
  it('leaves talk about a topic, a fight with no one in the family and hatred by strangers', () => {
    expect(facts("we don't talk about politics at work")).toEqual([]);
    expect(facts('we stopped talking about it')).toEqual([]);
    expect(facts('I had a fight with my boss')).toEqual([]);
    expect(facts('my students hate me lol')).toEqual([]);
  });
});

describe('contact under supervision, a breached order, a garnishment (session 37)', () => {
  it('finds supervised contact, an order breached or violated, and a garnishment', () => {
    expect(facts('my ex has supervised visitation only since march')).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*supervised visitation/)]));
    expect(facts("my ex's visits are supervised until the next review")).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*visits are supervised/)]));
    expect(facts('im on supervised release for another year')).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*supervised release/)]));
    expect(facts('my neighbour breached the injunction again last night')).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*breached the injunction/)]));
    expect(facts('my husband got charged with violation of the court order')).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*violation of the court order/)]));
    expect(facts('my paycheck has a wage garnishment on it now')).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*wage garnishment/)]));
  });
  it("keeps supervised contact and a garnishment from the fact tagger's veto (FactSpan.sure)", () => {
    for (const text of ['my ex has supervised visitation only since march', 'the garnishment on my paycheck is new']) {
      const found = findFacts(text, chunker.chunk(text).tokens, prior).filter((f) => f.domain === 'legal');
      expect(found.length).toBeGreaterThan(0);
      expect(found.every((f) => f.sure)).toBe(true);
    }
  });
  it('leaves supervised learning, a data breach and a garnish', () => {
    expect(facts('my model uses supervised learning on my own data')).toEqual([]);
    expect(facts('my bank had a data breach last year')).toEqual([]);
    expect(facts('i garnish my soup with parsley')).toEqual([]);
  });
});

describe('wrongs told by what was done and to whom (session 37)', () => {
  it('finds a friend clocked in, another\'s card used, and violence by whom it was done to', () => {
    expect(facts('i clocked in for my roommate twice last month')).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:clocked in for my roommate/)]));
    expect(facts('i did clock my cousin in when he was running late')).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*clock my cousin/)]));
    expect(facts("i used my sister's card to pay for the tickets")).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*used my sister's card/)]));
    expect(facts('somebody used my debit card at a gas station in Ohio')).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*used my debit card/)]));
    expect(facts('at the party my brother punched a bouncer')).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*punched a bouncer/)]));
    expect(facts('he called me names so i shoved him')).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*shoved him/)]));
  });
  it('leaves one\'s own card, a push to do better, a kick out and a card number', () => {
    expect(facts('i used my card at the store and it got declined')).toEqual([]);
    expect(facts('my coach pushed me to do better and i pushed my friend to apply')).toEqual([]);
    expect(facts('my aunt kicked my cousin out last week').some((f) => /kicked my cousin$/.test(f))).toBe(false);
    expect(facts('someone used my credit card ending 7731').some((f) => f.startsWith('legal:'))).toBe(false);
  });
});

describe('complaints taken to an authority, left unanswered, and shifts taken away (session 37)', () => {
  it('finds a complaint to the council or an owner, one ignored, and being taken off the rota', () => {
    expect(facts('i think its because i complained to the council about the mould')).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*complained to the council/)]));
    expect(facts('my manager brushed off my complaint for months')).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*brushed off my complaint/)]));
    expect(facts("since then i've been taken off the night roster")).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*taken off the night roster/)]));
    expect(facts('they keep leaving me off the schedule since i spoke up')).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*leaving me off the schedule/)]));
  });
  it('leaves a day off the schedule and a complaint to the landlord about noise', () => {
    expect(facts("i'm off the schedule next week so let's do brunch")).toEqual([]);
    expect(facts('i complained to the landlord about the noise upstairs')).toEqual([]);
  });
});

describe('DOMAIN_SHORTHAND (session 47)', () => {
  it('holds orientations and identities the identifiers would read as names', () => {
    expect(DOMAIN_SHORTHAND.has('demisexual')).toBe(true);
    expect(DOMAIN_SHORTHAND.has('pansexual')).toBe(true);
    expect(DOMAIN_SHORTHAND.has('gay')).toBe(false);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TextChunker } from '../chunker/index.ts';
import { fictionTask } from './facts.ts';
import { breaksPhrase, declaredTask, drivingLesson, findFacts, hasDomainWord, inHeadingOrLabel, lineItemAmount, loadWordPrior, messageRegister, notLegalSense, personalSentences, plainLocalizerSpan, pryingOnly, soreAfterExercise, tellsOwnCondition, tellsOwnEvent, tellsOwnFact, tellsOwnMoney } from './index.ts';

// A tiny prior: enough words to exercise anchors, growth, links and the gate without the shipped table.
const prior = loadWordPrior({
  version: 1,
  classes: ['medical', 'legal', 'financial', 'other'],
  scale: 255,
  words: {
    charged: [0, 255, 0, 0], vandalism: [0, 255, 0, 0], arrested: [0, 255, 0, 0], theft: [0, 255, 0, 0],
    coughing: [250, 0, 0, 0], blood: [200, 0, 0, 0], a1c: [240, 0, 0, 0], metformin: [255, 0, 0, 0],
    tuberculosis: [255, 0, 0, 0], diagnosed: [250, 0, 0, 0], owe: [0, 0, 250, 0], debt: [0, 0, 255, 0],
    apr: [0, 0, 240, 0], credit: [0, 0, 240, 0], card: [0, 0, 200, 0], doctor: [100, 0, 0, 0],
    going: [0, 240, 0, 0], point: [0, 0, 250, 0], sertraline: [255, 0, 0, 0], lisinopril: [255, 0, 0, 0],
    extortion: [0, 250, 0, 0], illegal: [0, 250, 0, 0], damages: [0, 250, 0, 0], liability: [0, 250, 0, 0],
    thighs: [250, 0, 0, 0], hip: [250, 0, 0, 0], replacement: [200, 0, 0, 0], discharge: [250, 0, 0, 0],
    nervous: [240, 0, 0, 0], depression: [255, 0, 0, 0], node: [240, 0, 0, 0],
    herpes: [255, 0, 0, 0], vasectomy: [255, 0, 0, 0], testosterone: [200, 0, 0, 0], tylenol: [255, 0, 0, 0],
    ml: [250, 0, 0, 0],
    arrears: [0, 0, 250, 0], overdraft: [0, 0, 240, 0], florida: [0, 250, 0, 0], trick: [0, 250, 0, 0], brackets: [0, 0, 252, 0], ending: [0, 200, 0, 0],
    complaint: [232, 0, 0, 0], vent: [232, 0, 0, 0], parenting: [242, 0, 0, 0],
  },
});
const chunker = new TextChunker();
const facts = (text: string): string[] => findFacts(text, chunker.chunk(text).tokens, prior).map((f) => `${f.domain}:${text.slice(f.start, f.end)}`);
/** The shipped word prior, for the frames that need its words ("dui", "probation", "felon"); session 44's tests. */
const shipped = loadWordPrior(JSON.parse(readFileSync(new URL('../../../models/word-prior.json', import.meta.url), 'utf8')));
/** findFacts with the shipped prior, as "domain:text". */
const real = (text: string): string[] => findFacts(text, chunker.chunk(text).tokens, shipped).map((f) => `${f.domain}:${text.slice(f.start, f.end)}`);
/** findFacts with the shipped prior over the message's personal sentences, as the analyzer runs it. */
const found = (text: string) => {
  const toks = chunker.chunk(text).tokens;
  return findFacts(text, toks, shipped, {}, personalSentences(text, toks));
};
/** found, as "domain:text". */
const said = (t: string): string[] => found(t).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
/** messageRegister of a text (the blocks below ask it of many messages). */
const reg = (t: string): string => messageRegister(t, chunker.chunk(t).tokens);
/** The register with the shipped prior, as the analyzer asks it (bareHealthTold needs the prior). */
const regP = (t: string): string => messageRegister(t, chunker.chunk(t).tokens, shipped);
/** findFacts over the personal sentences of that register, as "domain:text". */
const saidP = (t: string): string[] => {
  const toks = chunker.chunk(t).tokens;
  return findFacts(t, toks, shipped, {}, personalSentences(t, toks, messageRegister(t, toks, shipped))).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
};
/** tellsOwnFact over those facts (the message gate's override). */
const toldP = (t: string): boolean => {
  const toks = chunker.chunk(t).tokens;
  return tellsOwnFact(t, () => findFacts(t, toks, shipped, {}, personalSentences(t, toks, messageRegister(t, toks, shipped))));
};

describe('findFacts', () => {
  it('joins a charge to its verb and drops the time expression', () => {
    expect(facts('My brother was charged with vandalism last year.')).toEqual(['legal:charged with vandalism']);
  });
  it('keeps a verb particle, a dose and a schedule', () => {
    expect(facts("i've been coughing up blood")).toEqual(['medical:coughing up blood']);
    expect(facts('my dad takes metformin 500 mg twice a day')).toEqual(['medical:metformin 500 mg twice a day']);
  });
  it('takes a value after the test', () => {
    expect(facts('my a1c was 8.1 last month')).toEqual(['medical:a1c was 8.1']);
  });
  it('finds an amount tied to a person, with its verb', () => {
    expect(facts('I owe $18,400 on my credit card')).toEqual(['financial:owe $18,400 on my credit card']);
    expect(facts('I owe $18,400.')).toEqual(['financial:owe $18,400']);
  });
  it('ignores general questions and fiction', () => {
    expect(facts('what is a typical APR on a used car?')).toEqual([]);
    expect(facts('How much debt does the average household have?')).toEqual([]);
    expect(facts('Write me a story about a man arrested for theft.')).toEqual([]);
    expect(facts('in my story the main character was arrested for theft')).toEqual([]);
  });
  it('reads "long story" and "story short" as the idioms they are, not as fiction', () => {
    expect(facts('long story but i was arrested for theft last week')).toEqual(['legal:arrested for theft']);
    expect(facts('long story short i was arrested for theft')).toEqual(['legal:arrested for theft']);
  });
  it('needs a person in the message', () => {
    expect(facts('Tuberculosis can be diagnosed with a skin test.')).toEqual([]);
    // a record with no personal word is left to the paper's pipeline (messageRegister 'record')
    expect(facts('Patient diagnosed with tuberculosis.')).toEqual([]);
    expect(reg('Patient diagnosed with tuberculosis.')).toBe('record');
    expect(reg('A 58-year-old female has a history of chronic pancreatitis.')).toBe('record');
    expect(reg('my mom has lupus')).toBe('chat');
    expect(reg('what is lupus?')).toBe('general');
    // session 20: a declared case, hypo, vignette or sample is about invented people
    expect(reg("Crim law hypo, I'm stuck on (b): Dana, 19, is arrested for shoplifting. She pleads guilty. Walk me through it")).toBe('general');
    expect(reg("nursing homework: Mrs. K is 72 and admitted with pneumonia, she takes tiotropium. write 3 nursing diagnoses")).toBe('general');
    expect(reg("for a character in my novel: she's behind two months on rent and owes $600")).toBe('general');
    expect(reg("For my nursing module we have to critique this sample discharge summary. I found two errors but I think there are more.\n\nAdmitted with CP. Hx of MI, HTN.")).toBe('general');
    expect(facts("I teach a finance unit. Questions for this sample statement?\n\nSAMPLE STATEMENT — FOR CLASSROOM USE ONLY\nNew balance: $1,652.98")).toEqual([]);
    expect(reg('Ethics assignment, I need a 600 word response to this case from our course pack. Nurse Aiden sees that Beth takes vials; she is divorcing.')).toBe('general');
    expect(reg('Help me plot a courtroom drama. Lead is a public defender who learns the informant is her own estranged brother.')).toBe('general');
    expect(reg('how do I write a character letter for court? my nephew Luis pleaded guilty to assault')).toBe('chat');
    // session 21: an organisation's document to rewrite, a template, demo data, a leaflet
    expect(reg('pls fix grammar for this email template for our HR department, we will send it to all employees:\n\nDear employee,\nIf you are diagnosed with diabetes please inform HR.')).toBe('general');
    expect(reg("Rewrite our gym's cancellation terms so they're readable. Members keep complaining.\n\nAn annual fee of $49.99 is non-refundable.")).toBe('general');
    expect(reg('Create a Python function that returns a payoff schedule. Include an example with three fake credit cards.')).toBe('general');
    expect(reg('Here is an example lab table from our patient-education leaflet. Rewrite it in plain language.\n\n| TSH | 0.4–4.0 mIU/L |')).toBe('general');
    expect(reg('Write a Python function that reads a bank CSV like the sample below.\n\n01/03/2025,SAMPLE PAYROLL CO,2500.00')).toBe('general');
    expect(reg('for example my bank statement says I owe 4,200 on the Visa, and my card is maxed')).toBe('chat');
    expect(reg("Our company's policy says bereavement leave is 3 days. My mom died Tuesday and my dad is in hospital. Can I ask for more?")).toBe('chat');
    // … but not when the writer tells their own story beside it
    expect(reg("case study: my mom. I think I caused it, I gave her my pills and I am scared")).toBe('chat');
    // session 52: a practice question declared as one, in any subject, is about invented people too
    expect(reg("In this practice question, a 32-year-old woman presents with fatigue and a hemoglobin of 9.1. what's the most likely diagnosis")).toBe('general');
    expect(reg('practice question for my own sake: i owe 14k on my card, my husband lost his job and i make 40k, how long to pay it off')).toBe('chat');
    // session 52: a piece of code asked for over made-up records, and a news item to summarise that names no one of the writer's
    expect(reg('write a python class for a bank account with deposit, withdraw and balance methods')).toBe('general');
    expect(reg('create a react component for a patient intake form with diagnosis and medication fields')).toBe('general');
    expect(reg('write a python script, i owe 14k on my visa and my wife has 6k on hers and we pay $400 a month')).toBe('chat');
    expect(reg("summarize the news: the governor's son was arrested for drunk driving and released on bail")).toBe('general');
    expect(reg('summarize this article: my brother was arrested last night and i need to know what the charges mean')).toBe('chat');
  });
  it('takes he and she as personal only in a message about someone', () => {
    expect(facts('what was she convicted of, and was he charged with theft?')).toEqual([]);
    expect(facts('My brother called. He was charged with theft.')).toEqual(['legal:charged with theft']);
  });
  it('skips an explicitly general sentence inside a personal message', () => {
    const text = 'I was arrested for theft. What is the difference between theft and vandalism?';
    expect(personalSentences(text, chunker.chunk(text).tokens)).toEqual(new Set([0]));
    expect(facts('46M, metformin 500 mg daily. Is that a lot?')).toEqual(['medical:metformin 500 mg daily']);
  });
  it('says whether a span has a domain word', () => {
    const text = 'I keep going to the gym and my a1c is fine';
    const tokens = chunker.chunk(text).tokens;
    expect(hasDomainWord(tokens, 7, 12, prior)).toBe(false); // "going"
    const at = text.indexOf('a1c');
    expect(hasDomainWord(tokens, at, at + 3, prior)).toBe(true); // a topic word
  });
  it('reads clinical abbreviations and immigration or case codes', () => {
    expect(facts('Hx: T2DM, HTN. my dad is 70')).toEqual(['medical:T2DM', 'medical:HTN']);
    expect(facts('my I-485 is pending and I am on H-1B')).toEqual(['legal:I-485 is pending', 'legal:H-1B']);
    expect(facts('my opt is open')).toEqual([]);
  });
  it('takes the verb of the event', () => {
    expect(facts('my brother got a DUI')).toEqual(['legal:got a DUI']);
    expect(facts('i tested positive for tuberculosis')).toEqual(['medical:tested positive for tuberculosis']);
    expect(facts('i take metformin')).toEqual(['medical:metformin']);
  });
  it('finds other sensitive facts written as common phrases', () => {
    expect(facts('i got laid off last week and my dad wont talk to me anymore')).toEqual(['other:got laid off', 'other:wont talk to me anymore']);
    // session 20
    expect(facts('after 11 years i was walked out of the building on tuesday, escorted by security')).toEqual(['other:walked out of the building', 'other:escorted by security']);
    expect(facts('my grandad keeps using my dead name')).toEqual(['other:using my dead name']);
    // (the trailing time word is trimmed as the phrase rules trim "last night")
    expect(facts('my husband and I fight every single night')).toEqual(['other:fight every single']);
    expect(facts("i gave up my job to care for her and now they're not speaking")).toEqual(['other:gave up my job', 'other:not speaking']);
    expect(facts('my laptop stopped working and my job search is slow')).toEqual([]);
    // session 21
    expect(facts('Me and Khaled not speaking since Eid. What can we do')).toEqual(expect.arrayContaining([expect.stringMatching(/^other:.*not speaking since Eid$/)]));
    expect(facts("my mom is furious and says she's leaving him.")).toContain("other:says she's leaving him");
    expect(facts('im her full time carer and they want to fire me because of absences')).toEqual(['other:full time carer', 'other:want to fire me']);
    expect(facts('my uncle resigned his membership in the church, and my sister is married to a woman')).toEqual(expect.arrayContaining(['other:resigned his membership', 'other:married to a woman']));
  });
  it('never anchors on a word below the threshold', () => {
    expect(facts('I saw my doctor today')).toEqual([]);
  });
  it('finds a stem-named drug the table lacks', () => {
    expect(facts('my mom is on rosuvastatin now').map((s) => s.split(':')[0])).toEqual(['medical']);
  });
  it('never anchors an everyday word the prior mislabels', () => {
    expect(facts("i'm going to the gym, point me to a good plan")).toEqual([]);
  });
  it('grows an amount over its hedge, its verb and its object', () => {
    expect(facts('we have roughly $3k in a savings account')).toEqual(['financial:have roughly $3k in a savings account']);
    expect(facts('my uncle left me 90k when he died')).toEqual(['financial:left me 90k']);
    expect(facts('I still owe the IRS about 9k from last year')).toEqual(['financial:owe the IRS about 9k']);
    expect(facts('i clear ~3,100/mo take home')).toEqual(['financial:clear ~3,100/mo take home']);
    expect(facts('my wife gets paid 19 dollar per hour')).toEqual(['financial:gets paid 19 dollar per hour']);
    // a general question about prices has no one's money in it
    expect(facts('how much does a kitchen remodel usually cost, like $20k in materials?')).toEqual([]);
    // session 21: benefits, grants and accounts with their value
    expect(facts('got let go in oct. unemployment is $412 a week')).toContain('financial:unemployment is $412 a week');
    expect(facts('I qualified for a Pell grant of about $3,500')).toContain('financial:grant of about $3,500');
  });
  it('drops a money word alone in a pasted document, keeping its amounts (session 22)', () => {
    const letter = 'RE: Arrears notice\nYour account is in arrears.\nArrears: $1,240.00\nPlease call us.\n\nwhat do i do? i owe them money';
    const found = facts(letter);
    expect(found).toContain('financial:$1,240.00');
    expect(found.filter((f) => /^financial:[^\d]*$/i.test(f) && !/\s/.test(f.slice(10)))).toEqual([]);
    // one line told in the writer's words: the word alone stays a fact
    expect(facts('i am in arrears with my landlord')).toEqual(expect.arrayContaining([expect.stringMatching(/^financial:.*arrears/)]));
  });
  it('reads a message opening on "dx" or "took" as the writer\'s own (session 22)', () => {
    expect(messageRegister('dx w/ pcos at 19, any tips', chunker.chunk('dx w/ pcos at 19, any tips').tokens)).toBe('chat');
    expect(messageRegister("took 2 plan b's this month, is that bad?", chunker.chunk("took 2 plan b's this month, is that bad?").tokens)).toBe('chat');
  });
  it("takes a phrase rule's domain over one word's prior when they join (session 21)", () => {
    expect(facts('My mother fell in the bathroom and broke her hip')).toEqual(['medical:fell in the bathroom and broke her hip']);
  });
  it('finds money trouble told in common words', () => {
    expect(facts('my credit score dropped to 612 after two late payments')).toEqual(['financial:credit score dropped to 612', 'financial:two late payments']);
    expect(facts('we are 3 months behind on rent')).toEqual(['financial:are 3 months behind on rent']);
    expect(facts("my ex hasn't paid child support since may")).toEqual(["financial:hasn't paid child support"]);
    expect(facts('the bank froze my savings account and my car payment is past due')).toEqual(['financial:froze my savings account', 'financial:past due']);
    expect(facts('we filed chapter 7 in 2019')).toEqual(['financial:filed chapter 7']);
    expect(facts('what is chapter 7 bankruptcy in general?')).toEqual([]);
    expect(facts('I finally paid the library fine, it was past due')).toEqual(['financial:past due']);
  });
  it('finds arrears counted after "behind", and "already" or "still" before it (session 37)', () => {
    expect(facts("I'm already behind one payment since the layoffs")).toEqual(expect.arrayContaining([expect.stringMatching(/^financial:.*already behind one payment$/)]));
    expect(facts('we are behind 2 months on the mortgage')).toEqual(['financial:are behind 2 months on the mortgage']);
    expect(facts("we're still behind on the tuition")).toEqual(expect.arrayContaining([expect.stringMatching(/^financial:.*still behind on the tuition$/)]));
    expect(facts("i'm already behind on my reading for class")).toEqual([]);
  });
  it('finds a drug at a dose in any register, and nothing else outside a personal sentence', () => {
    // no personal word: the message is a general question, but a drug at a dose is someone's
    expect(facts('can you drink coffee on sertraline 100mg?')).toEqual(['medical:sertraline 100mg']);
    // a pasted medication list with a route and a schedule; a name the prior lacks takes a pharmaceutical unit
    expect(facts('Meds:\n- lisinopril 20 mg PO daily\n- Zorvexa 40 mg PO BID')).toEqual(['medical:lisinopril 20 mg PO daily', 'medical:Zorvexa 40 mg PO BID']);
    // an unknown short name takes a drug-only schedule; a bare dose with a unit and a schedule in a personal sentence
    expect(facts('they gave me cipro 500 twice a day')).toEqual(['medical:cipro 500 twice a day']);
    expect(facts('my doctor put me on 2,000 IU weekly')).toEqual(['medical:2,000 IU weekly']);
    // not doses: a bus, rent, a general question, a story, a bare dose outside a personal sentence
    expect(facts('I take the bus 42 every day')).toEqual([]);
    expect(facts('rent 1200 a month is too much for this flat')).toEqual([]);
    expect(facts('what is the usual dose, is lisinopril 20 mg daily typical?')).toEqual([]);
    expect(facts('Write a story about a nurse giving lisinopril 20 mg daily')).toEqual([]);
    expect(facts('is 2,000 IU weekly safe?')).toEqual([]);
  });
  it('finds a legal topic with its event: verb, state or qualifier', () => {
    expect(facts('my wife filed for divorce in june')).toEqual(['legal:filed for divorce']);
    expect(facts('we share custody of our two boys')).toEqual(['legal:share custody']);
    expect(facts('i missed court because of a flat tire')).toEqual(['legal:missed court']);
    expect(facts('my ex violated the protective order again')).toEqual(['legal:violated the protective order']);
    expect(facts('my student visa is expired')).toEqual(['legal:student visa is expired']);
    expect(facts('my ex wants full custody')).toEqual(['legal:wants full custody']);
    // the topic alone, or with a verb that is no event, is not a fact
    expect(facts('my lawyer says the court is in the old building')).toEqual([]);
    expect(facts('what does custody mean in general?')).toEqual([]);
  });
  it('finds legal events told in common words', () => {
    expect(facts('my brother got served with papers yesterday')).toEqual(['legal:got served with papers']);
    expect(facts("i'm under investigation at work")).toEqual(['legal:under investigation']);
    expect(facts('my boss put me on paid administrative leave')).toEqual(['legal:put me on paid administrative leave']);
    expect(facts("my parents don't have papers")).toEqual(["legal:don't have papers"]);
    expect(facts('someone opened two loans in my name')).toEqual(['legal:opened two loans in my name']);
    expect(facts('i hit a parked car and drove off')).toEqual(['legal:hit a parked car and drove off']);
    expect(facts('is it legal to park a car on the street overnight?')).toEqual([]);
  });
  it('finds health told as a story in common words', () => {
    expect(facts('my son lost 12 pounds this month')).toEqual(['medical:lost 12 pounds']);
    expect(facts('there was blood in my urine this morning')).toEqual(['medical:blood in my urine']);
    expect(facts('my mom had two hospitalizations last winter')).toEqual(['medical:had two hospitalizations']);
    expect(facts('i missed 3 of my birth control pills')).toEqual(['medical:missed 3 of my birth control pills']);
    expect(facts('my dad drinks like 10 beers a night')).toEqual(['medical:drinks like 10 beers a night']);
    expect(facts('i sprained my left ankle at soccer')).toEqual(['medical:sprained my left ankle']);
    expect(facts('the bill is from my ER visit in may')).toEqual(['medical:ER visit']);
    // not health: weight of a parcel, a hard question about the ER in general, "fell" behind
    expect(facts('how much does an ER visit usually cost?')).toEqual([]);
    expect(facts('my parcel weighs 12 kg')).toEqual([]);
  });
  it('finds a part of the body, or what it does, told as not right (session 13)', () => {
    expect(facts('my dad is home now. his right hand is weak and he has trouble finding words')).toEqual(['medical:right hand is weak', 'medical:trouble finding words']);
    expect(facts('my heart randomly races to like 170 when im sitting')).toEqual(['medical:heart randomly races to like 170']);
    expect(facts('i couldnt close my left eye so we went in')).toEqual(['medical:couldnt close my left eye']);
    expect(facts('my speech is kinda slurred on some words')).toEqual(['medical:speech is kinda slurred']);
    // not symptoms: things that are not a body, a body that is fine
    expect(facts('my phone is dead and my back is fine')).toEqual([]);
    expect(facts('my kids are off school this week')).toEqual([]);
  });
  it('reads Indian and prefixed amounts (session 13)', () => {
    expect(facts('im getting 14.2 LPA at my job')).toEqual(['financial:getting 14.2 LPA']);
    expect(facts('I have Rs 2,38,000 in my account')).toEqual(['financial:have Rs 2,38,000 in my account']);
    expect(facts('my mom takes 2 mil of the syrup')).toEqual([]);
  });
  it('reads a lab value after a clinical abbreviation', () => {
    expect(facts('my moms labs: Cr 1.4, BUN 30')).toEqual(['medical:Cr 1.4', 'medical:BUN 30']);
  });
  it('finds a protection order, a bench warrant and a landlord notice with its term (session 13)', () => {
    expect(facts('my sister wants to make a protection order against him')).toEqual(['legal:make a protection order']);
    expect(facts('i got a 3 day notice to pay or quit yesterday')).toEqual(['legal:got a 3 day notice to pay or quit']);
    expect(facts('i need to give my boss two weeks notice')).toEqual([]);
  });
  it('finds a repossession in chat spelling (session 13)', () => {
    expect(facts("my car got repo'd at 4am from my work lot")).toEqual(["financial:car got repo'd"]);
    expect(facts('my car was just repoed so i cant get to work')).toEqual(['financial:car was just repoed']);
  });
  it('finds a separation told in common words, and a message that opens by saying who writes (session 13)', () => {
    expect(facts('my husband and i are separating after 11 years')).toEqual(['other:are separating']);
    expect(facts('my parents have been sleeping in separate rooms since october')).toEqual(['other:sleeping in separate rooms']);
    expect(messageRegister('nonbinary here, 23. can i start hormones without a therapist letter', chunker.chunk('nonbinary here, 23. can i start hormones without a therapist letter').tokens)).toBe('chat');
    expect(messageRegister('ER nurse here. what is the usual dose of X', chunker.chunk('ER nurse here. what is the usual dose of X').tokens)).toBe('chat');
    expect(messageRegister('the forms are here, what is a 1099', chunker.chunk('the forms are here, what is a 1099').tokens)).not.toBe('chat');
  });
  it('finds hearings, orders, stops, permits and filings named the way people write them (session 18)', () => {
    expect(facts('i have a sentencing hearing next week')).toEqual(['legal:have a sentencing hearing']);
    expect(facts('i was pulled over friday')).toEqual(['legal:was pulled over']);
    expect(facts('my ex and i have a no contact order')).toEqual(['legal:have a no contact order']);
    expect(facts('im on a study permit and my hours are over the limit')).toEqual(['legal:study permit']);
    expect(facts('my landlord gave me a 3 day pay or quit')).toEqual(['legal:3 day pay or quit']);
    expect(facts('what happens at a sentencing hearing in general')).toEqual([]);
  });
  it('reads a message as personal when it tells without saying "I" or "my" (session 18)', () => {
    // the writer's own news, opened on its verb
    expect(reg('got a jaywalking ticket in Vancouver lmao, $109. worth fighting?')).toBe('chat');
    expect(reg('started wegovy 0.25 3 wks ago, threw up twice at work yesterday')).toBe('chat');
    expect(reg('day 4 off kratom, restless legs are unreal. anything OTC help?')).toBe('chat');
    expect(reg('6 wks post c-section, incision still leaking. push for a culture?')).toBe('chat');
    // family named without "my", and with a possessive
    expect(reg("nan's INR is 4.6 on warfarin 3mg, GP said skip tonight's dose. that right?")).toBe('chat');
    expect(reg('missus is 8 weeks pregnant and spotting brown, ED first?')).toBe('chat');
    // first person in Spanish, Portuguese and German
    expect(reg('mi esposo y yo debemos 3 meses de renta')).toBe('chat');
    expect(reg('estou nos EUA desde 2019 com visto vencido')).toBe('chat');
    expect(reg('ich bin seit Oktober arbeitslos')).toBe('chat');
    // "me" as the one something happens to, not the one asking
    expect(reg('does a 2019 chapter 13 discharge still stop me from getting an FHA loan?')).toBe('chat');
    expect(reg('what is a chapter 13 discharge, explain to me')).not.toBe('chat');
    expect(reg('can you tell me how bail works')).not.toBe('chat');
    // an imperative or a question does not open this way, and "MI" in capitals is no Spanish "mi"
    expect(reg('make a budget for a family of four on 60k')).not.toBe('chat');
    expect(reg('what are the signs of an MI in women')).not.toBe('chat');
    // a message for someone else, in the writer's voice
    expect(reg('text to coach: Emma cant play saturday, concussion at school, benched 2 weeks by the doctor. - Rachel')).toBe('chat');
    expect(reg('work whatsapp: out today+tmrw, kidney stone, on tramadol so cant drive')).toBe('chat');
    expect(reg('text messages: what is the character limit of an SMS')).not.toBe('chat');
    // a message that opens on a figure of the writer's own
    expect(reg('FICO 584. is there any way to get a car loan that isnt 20%+ lol')).toBe('chat');
    expect(reg('PSA 6.8 at 58, urologist wants a biopsy. how accurate is doing an MRI first?')).toBe('chat');
    expect(reg('student loans: 68k federal, 21k private at 11.2%. pay off private first right?')).toBe('chat');
    expect(reg('what is a good FICO score for a car loan')).not.toBe('chat');
    // a bare "Diagnosed with …" opens on the writer's own news too (it was read as no one's before session 18)
    expect(reg('Diagnosed with tuberculosis.')).toBe('chat');
  });
  it('reads a message that declares itself general, unless it tells of someone outside the declaration (session 17)', () => {
    expect(reg('explain the difference between type 1 and type 2 diabetes like im 12, its for my sons science project')).toBe('general');
    expect(reg('how does chapter 13 bankruptcy treat medical debt vs credit cards? general question, writing an explainer for our credit union newsletter')).toBe('general');
    expect(reg("Is it true that ibuprofen and acetaminophen can be taken together? I'm a nursing student reviewing for an exam.")).toBe('general');
    // a fact of the writer's beside the declaration
    expect(reg('general question but my dad was diagnosed with copd and i have his inhaler, can i use it')).toBe('chat');
    // the declaration negated
    expect(reg("this isn't a general question, my son was arrested friday")).toBe('chat');
    // a third person's story for a newsletter
    expect(reg('help me write this for the church newsletter: she beat breast cancer in 2023 and her husband drove her to every appointment')).toBe('chat');
    // "exam" and "test" name someone's events
    expect(reg('my friend went to the ER for a SANE exam')).toBe('chat');
  });
  it('reads a template with its blanks and a story asked for as tasks (session 31)', () => {
    // the template's "I" and "my" are whoever fills it in
    expect(reg('fill-in template please: "I, [FULL NAME], was served on [DATE] and my landlord kept my deposit."')).toBe('general');
    expect(reg('sample report: On [date] I responded to a call at [address]. I observed a cut above her eye.')).toBe('general');
    // blanks without a word that declares a template, a config section, a log level: no template
    expect(reg('I, [FULL NAME], was served on [DATE] and my landlord kept my deposit.')).toBe('chat');
    expect(reg('my app crashes, here is the template config:\n[default]\n[ERR] sync failed for my user')).toBe('chat');
    // a story asked for, with at most two first-person words outside its sentence
    expect(reg('plot twist ideas for a mystery where the victim is a lawyer found dead in her office. 5 suspects, each with a motive')).toBe('general');
    expect(reg('in my novel Marisol is undocumented and her son gets arrested. would ICE find out from a local arrest?')).toBe('general');
    expect(reg('im writing a short story based on my brother who got 8 years for robbery')).toBe('chat');
    expect(reg('plot twist ideas for a mystery. Also, I was diagnosed with lupus and my hands hurt and my meds make me sick')).toBe('chat');
  });
  it('reads a one-paragraph question about how things go as general, not as a record (session 31)', () => {
    expect(reg('saw on the news the CFO got sentenced to 7 years for wire fraud. how does restitution usually work, do the victims get paid?')).toBe('general');
    expect(reg('Building payroll software. When an employee has a wage garnishment, what fields do payroll systems usually store?')).toBe('general');
    // a record's own question, and a pasted record over several lines, stay records
    expect(reg('A 30-year-old man has a history of obesity. The patient presents the symptoms of pain. What is the likely diagnosis?')).toBe('record');
    expect(reg('how do I read this?\nPatient: A. B.\nDiagnosis: type 2 diabetes, usually controlled')).toBe('record');
  });
  it('leaves a question about anyone, and the conditional that goes on asking it, outside the gate (session 31)', () => {
    const gate = (t: string): number[] => [...personalSentences(t, chunker.chunk(t).tokens)];
    expect(gate('Can a green card holder with an old conviction become a citizen? Like if it was 20 years ago and they paid restitution. I volunteer at a clinic.')).toEqual([2]);
    expect(gate('can you get an FHA loan after a chapter 7 bankruptcy? writing this for my website.')).toEqual([1]);
    // an indefinite thing asked about is often the writer's own case, and a conditional after a personal sentence is theirs
    expect(gate('is an expired visa the same as being illegal? mine ran out in may.')).toEqual([0, 1]);
    expect(gate('my son was arrested. Like if he pleads guilty, does it stay on his record?')).toEqual([0, 1]);
  });
  it('finds no dose in a message that declares itself general (session 31)', () => {
    expect(facts('what does metformin 500 mg twice a day do to the liver? for my pharmacology class')).toEqual([]);
  });
  it('finds nothing in what a clip or a post says (session 31)', () => {
    expect(facts('i saw a tiktok saying sertraline causes weight gain, is that real')).toEqual([]);
  });
  it('reads a study group, a pamphlet, a worksheet, an FAQ a passage goes into and a policy drafted as declared general (session 31)', () => {
    expect(reg('Summarize the case for my 1L study group: facts of the arrest and the retrial')).toBe('general');
    expect(reg('Our HR team wants to include this in the benefits FAQ: benefits are not payable for pre-existing conditions')).toBe('general');
    expect(reg("i'm drafting an HR policy on employees returning to work after substance abuse treatment")).toBe('general');
    // a fact of the writer's beside it
    expect(reg('for my study group, but also my dad was just diagnosed with copd and i am scared')).toBe('chat');
  });
  it('reads the "we" of a job ad or a press release as the organisation (session 31)', () => {
    expect(reg('can you make this job ad less stiff?\n\nWe pay £31,500. We welcome union members. Our Ban the Box policy welcomes people with convictions.')).toBe('general');
    // the writer's own "I" still counts
    expect(reg('can you make this job ad less stiff? I got fired from my last job and I need my boss to like me')).toBe('chat');
  });
  it('finds no fact in a small purchase told with its thing (session 31)', () => {
    expect(facts('i paid $18 for a burrito today and it was bad')).toEqual([]);
    expect(facts('i paid $1,800 for a used car and now i owe $600')).not.toEqual([]);
  });
  it('reads a law subject\'s or a pharmacy exam as exam work (session 31)', () => {
    expect(reg('what are the grounds for divorce under the hindu marriage act? for my family law exam tomorrow')).toBe('general');
    expect(reg("warfarin dosing question for my pharmacy exam: if a patient's INR is 4.6, hold a dose?")).toBe('general');
    expect(reg('studying for my family law exam while my husband and i go through our own divorce, i am a wreck')).toBe('chat');
  });
  it('finds family rifts, job loss and affairs told in common words', () => {
    expect(facts('my parents kicked me out in june')).toEqual(['other:kicked me out']);
    // since session 24 the rift's occasion is kept ("since the wedding"), as writers mark it
    expect(facts("my sister and i haven't spoken since the wedding")).toEqual(["other:haven't spoken since the wedding"]);
    expect(facts('my company laid me off')).toEqual(['other:laid me off']);
    expect(facts('i cheated on my husband')).toEqual(['other:cheated on my husband']);
    expect(facts('can my boss lay off workers without notice in general?')).toEqual([]);
  });
});

describe('what states nothing private (issue 17, precision)', () => {
  it('reads "US" in capitals as the country, not the pronoun', () => {
    expect(reg('does insurance cover therapy in the US?')).toBe('general');
    expect(reg('write a regex for U.S. phone numbers')).toBe('general');
    expect(reg('can you help us with our taxes')).toBe('chat');
  });
  it('takes "they" in an explicitly general sentence as anyone', () => {
    const text = "My friend asked me. Can cops search your car if they smell weed, in general?";
    expect(personalSentences(text, chunker.chunk(text).tokens)).toEqual(new Set([0]));
    // "I'm curious" is the writer asking (ASKER): no sentence of the message speaks of a person
    const asked = "I'm curious. Can cops search your car if they smell weed, in general?";
    expect(personalSentences(asked, chunker.chunk(asked).tokens)).toEqual(new Set());
    // "he" and "she" stay someone in particular
    const told = 'My brother called. Does he usually get charged with theft for that, in general?';
    expect(personalSentences(told, chunker.chunk(told).tokens)).toEqual(new Set([0, 1]));
  });
  it('never takes a modal or "do" as the verb of the event', () => {
    expect(facts('can my DUI get reduced?')).toEqual(['legal:DUI']);
    expect(facts('my brother got a DUI')).toEqual(['legal:got a DUI']);
  });
  it('finds no fact in a document heading or a field label, only in the values', () => {
    const doc = 'this is my moms paper\n\nDISCHARGE SUMMARY\nMeds at discharge:\n- metformin 500 mg daily';
    expect(facts(doc)).toEqual(['medical:metformin 500 mg daily']);
    const at = (t: string, w: string): boolean => inHeadingOrLabel(t, t.indexOf(w), t.indexOf(w) + w.length);
    expect(at('NOTICE OF EVICTION\nYou have been sued.', 'EVICTION')).toBe(true);
    expect(at('Offense: DRIVING WHILE LICENSE REVOKED', 'Offense')).toBe(true);
    // the value after the label, a label with a personal word, a sentence that ends in a colon, shouting
    expect(at('Offense: DRIVING WHILE LICENSE REVOKED', 'REVOKED')).toBe(false);
    expect(at('my moms labs: Cr 1.4', 'labs')).toBe(false);
    expect(at('I got this message from the clinic and I am freaking out:', 'freaking')).toBe(false);
    expect(at('I HAVE BEEN ARRESTED', 'ARRESTED')).toBe(false);
  });
  it('finds no fact in the category a yes/no question asks about', () => {
    expect(facts('my ex keeps texting me for money. is this extortion?')).toEqual([]);
    expect(facts('my ex wants money or he posts my photos. is this just extortion?')).toEqual([]);
    expect(facts('i was charged with extortion')).toEqual(['legal:charged with extortion']);
  });
  it('finds no legal fact in a legal quality or in the terms of a contract', () => {
    expect(facts("my boss says it's illegal to discuss pay")).toEqual([]);
    expect(facts('I found this lease online: "Tenant shall pay any damages and liability of Landlord."')).toEqual([]);
    expect(facts('my landlord sued me for damages')).toEqual(['legal:sued me for damages']);
  });
  it('drops a span made only of body parts, moods or a domain place, keeping them inside a fact', () => {
    expect(facts('I have chicken thighs and rice, what can I cook?')).toEqual([]);
    expect(facts("I'm so nervous about my interview")).toEqual([]);
    expect(facts('my dad needs a hip replacement')).toEqual(['medical:hip replacement']);
  });
  it('finds a part of the body that hurts', () => {
    expect(facts('my fingers and knees hurt when it rains')).toEqual(['medical:fingers and knees hurt']);
  });
  it('finds money trouble: unable to pay, money taken', () => {
    expect(facts("we can't make the December payment")).toEqual(["financial:can't make the December payment"]);
    expect(facts('my tax refund got taken for my old loan')).toEqual(['financial:tax refund got taken']);
  });
  it('drops a localizer span that states nothing private', () => {
    const plain = (t: string, w: string, category: string): boolean =>
      plainLocalizerSpan(t, chunker.chunk(t).tokens, t.indexOf(w), t.indexOf(w) + w.length, category, prior);
    expect(plain('can i ask for a payment plan?', 'payment plan', 'financial')).toBe(true);
    expect(plain('my payment is $400 a month', 'payment is $400', 'financial')).toBe(false);
    expect(plain('I keep getting nervous', 'nervous', 'medical')).toBe(true);
    expect(plain('I have depression', 'depression', 'medical')).toBe(false);
    expect(plain('Discharge meds:\n- aspirin', 'Discharge meds', 'medical')).toBe(true);
    expect(plain('is this extortion?', 'extortion', 'legal')).toBe(true);
    expect(plain('Landlord shall not be liable for any damages.', 'damages', 'legal')).toBe(true);
    expect(plain('my ex is suing me for damages.', 'damages', 'legal')).toBe(false);
    // session 32: a charge to a card is a bill
    expect(plain('my trial ended and they charged my card for a full year', 'charged my card', 'legal')).toBe(true);
    expect(plain('the gym charged me twice this month', 'charged me', 'legal')).toBe(true);
    // session 45: a fee with its amount between
    expect(plain('the trash company charged me a $50 late fee', 'charged me', 'legal')).toBe(true);
    expect(plain('the cops charged me with vandalism', 'charged me', 'legal')).toBe(false);
    expect(facts('my trial ended and they charged my card for a full year')).toEqual([]);
    expect(facts('they charged me with vandalism')).toEqual(['legal:charged', 'legal:vandalism']);
  });
  it('reads "CPT 99285" on a bill as a procedure code, and CPT alone as practical training', () => {
    expect(facts('my ER bill lists CPT 99285 twice')).toEqual([]);
    expect(facts('i am on CPT at my school')).toEqual(['legal:CPT']);
  });
  it('reads a retirement plan and a weight as no sum of money', () => {
    expect(facts('my company is switching 401k providers')).toEqual([]);
    expect(facts('my son weighs 12 pounds at 2 months')).toEqual([]);
    expect(facts('I owe him 500 pounds')).toEqual(['financial:owe him 500 pounds']);
  });
  it("drops a legal step asked about in a yes/no question's main clause, keeping facts told in a clause of their own", () => {
    expect(facts('can i take my contractor to small claims?')).toEqual([]);
    expect(facts('my brother got served. do i have to press charges?')).toEqual(['legal:got served']);
    expect(facts('will this cancel my H-1B?')).toEqual(['legal:H-1B']);
    expect(facts('i took my contractor to small claims')).toEqual(['legal:took my contractor to small claims']);
    expect(facts('can i travel while my I-485 is pending?')).toEqual(['legal:I-485 is pending']);
    expect(facts('is it bad that i hit a parked car and drove off?')).toEqual(['legal:hit a parked car and drove off']);
  });
  it("reads a numbered clause's title in capitals as a heading", () => {
    const t = '"14. INDEMNIFICATION. Tenant shall indemnify Landlord."';
    expect(inHeadingOrLabel(t, t.indexOf('INDEMNIFICATION'), t.indexOf('INDEMNIFICATION') + 15)).toBe(true);
    expect(inHeadingOrLabel(t, t.indexOf('Tenant'), t.indexOf('Tenant') + 6)).toBe(false);
  });
  it('marks a fact anchored by a prior word alone (the analyzer drops those in a message with code)', () => {
    const spans = (t: string) => findFacts(t, chunker.chunk(t).tokens, prior).map((f) => `${t.slice(f.start, f.end)}:${f.byWord === true}`);
    expect(spans('my node app keeps crashing')).toEqual(['node app:true']);
    expect(spans('I owe $18,400.')).toEqual(['owe $18,400:false']);
    expect(spans('my dad takes metformin 500 mg twice a day')).toEqual(['metformin 500 mg twice a day:false']);
  });
});

describe('phrase boundaries and pasted documents (issue 17)', () => {
  const at = (t: string, sub: string): [number, number] => [t.indexOf(sub), t.indexOf(sub) + sub.length];
  it('never grows a fact across a line break or a column gap', () => {
    const t = 'i got this:\nBeginning Balance        $212.48\nDown payment: $1,500.00\nAmount Financed: $33,439.00';
    const toks = chunker.chunk(t).tokens;
    const i = toks.findIndex((x) => x.text === 'Balance');
    expect(breaksPhrase(t, toks[i], toks[i + 1])).toBe(true);
    expect(breaksPhrase(t, toks[i - 1], toks[i])).toBe(false);
    expect(facts(t)).toEqual(['financial:$212.48', 'financial:$33,439.00']);
    // an amount's "a month" needs a word: "$1,500.00\nAmount" is not "$1,500 a mo…"
    expect(facts('my rent is $1,500 a month')).toEqual(['financial:rent is $1,500 a month']);
  });
  it("keeps a pasted document's money fields that are the person's, not its line items", () => {
    const t = 'Cash Price: $29,995.00\nDoc fee: $899.00    GAP: $1,195.00\nAmount Financed: $33,439.00\n10/07  NETFLIX.COM      -$15.49\n10/17  DIRECT DEP ACME PAYROLL     +$1,102.35\nTotal due ........ €5,950.00';
    expect(lineItemAmount(t, ...at(t, '$29,995.00'))).toBe(true);
    expect(lineItemAmount(t, ...at(t, '$899.00'))).toBe(true);
    expect(lineItemAmount(t, ...at(t, '$1,195.00'))).toBe(true);
    expect(lineItemAmount(t, ...at(t, '$15.49'))).toBe(true);
    expect(lineItemAmount(t, ...at(t, '$33,439.00'))).toBe(false);
    expect(lineItemAmount(t, ...at(t, '$1,102.35'))).toBe(false);
    expect(lineItemAmount(t, ...at(t, '€5,950.00'))).toBe(false);
    // told, not pasted: an amount in a sentence, or a label with a personal word
    const chat = 'i paid $899.00 for it\nmy rent:  $1,400';
    expect(lineItemAmount(chat, ...at(chat, '$899.00'))).toBe(false);
    expect(lineItemAmount(chat, ...at(chat, '$1,400'))).toBe(false);
    expect(facts(`my statement\n${t}`)).toEqual(['financial:$33,439.00', 'financial:$1,102.35', 'financial:€5,950.00']);
  });
  it("reads the cells before a table row's value as its label, and a field's label before a colon", () => {
    const t = 'my bank:\n10/14  OVERDRAFT FEE      -$35.00\nMonthly payment: $655.82';
    expect(inHeadingOrLabel(t, ...at(t, 'OVERDRAFT'))).toBe(true);
    expect(inHeadingOrLabel(t, ...at(t, '$35.00'))).toBe(false);
    const prose = 'i have herpes   and owe 5k';
    expect(inHeadingOrLabel(prose, ...at(prose, 'herpes'))).toBe(false);
    expect(facts(t)).toEqual(['financial:$655.82']);
  });
  it('ends a fact before the verb of a do-question, a comparison and a time ago', () => {
    expect(facts('does herpes show up on a test? my partner has it')).toEqual(['medical:herpes']);
    // session 22: a yes/no question about "a vasectomy" asks about anyone's (realistic dev leaves it unmarked); the
    // verb still ends a fact in a question about the writer's own
    expect(facts('does a vasectomy affect testosterone at all? i want one')).toEqual([]);
    expect(facts('does my vasectomy affect testosterone at all?')).toEqual(['medical:vasectomy']);
    expect(facts('i took 20 tylenol an hour ago')).toEqual(['medical:took 20 tylenol']);
    expect(facts('my arrears greater than 12 weeks')).toEqual(['financial:arrears']);
    // not a question: the fact keeps its phrase
    expect(facts('my dad takes metformin 500 mg twice a day')).toEqual(['medical:metformin 500 mg twice a day']);
  });
});

describe('drugs the table lacks, named where a drug is taken (issue 17)', () => {
  // A prior whose spelling model leans medical on these rare words, as the shipped one does ("euthyrox" 0.45,
  // "ketorolaco" 0.11 against legal 0.07), and on ordinary words it lacks ("calculate" 0.35) and app names.
  const spelled: Record<string, number[]> = {
    euthyrox: [0.45, 0.06, 0.01, 0.02], ketorolaco: [0.11, 0.07, 0, 0], tamsulosina: [0.63, 0.02, 0.02, 0.01],
    orilissa: [0.32, 0.01, 0.01, 0.03], calculate: [0.35, 0.02, 0.01, 0.01], reddit: [0.13, 0.1, 0.01, 0.01],
    instagram: [0.32, 0.05, 0.05, 0.02],
  };
  const withSpelling = {
    ...prior,
    size: prior.size,
    lookup: (w: string) => spelled[w] ?? prior.lookup(w),
    bySpelling: (w: string) => w in spelled || prior.bySpelling(w),
  };
  const found = (text: string): string[] =>
    findFacts(text, chunker.chunk(text).tokens, withSpelling).map((f) => `${f.domain}:${text.slice(f.start, f.end)}`);
  it('finds a rare drug name after a verb of taking or giving, before a bare dose, or joined to a drug', () => {
    expect(found('my wife takes euthyrox every day')).toEqual(['medical:euthyrox every day']);
    expect(found('my wife has euthyrox 75 daily')).toEqual(['medical:euthyrox 75 daily']);
    expect(found('my husband got a stone and they give him tamsulosina and ketorolaco.')).toEqual(['medical:tamsulosina and ketorolaco']);
    expect(found('my doc wants me on orilissa or metformin')).toEqual(['medical:orilissa', 'medical:metformin']);
  });
  it('leaves an ordinary word the table lacks, an app, and a rare word with no cue', () => {
    expect(found('how do I calculate 15% of 2,400 in my head')).toEqual([]);
    expect(found('my sister is always on reddit and instagram')).toEqual([]);
    expect(found('i took instagram off my phone')).toEqual([]);
    expect(found('my friend told me about orilissa')).toEqual([]);
  });
  it('takes a word the table lacks as a drug when switched to or from a known drug, whatever its spelling leans to', () => {
    // "skyrizi" is not in `spelled`'s medical lean: its spelling says nothing, the switch does
    const lean = { ...withSpelling, lookup: (w: string) => (w === 'skyrizi' ? [0.02, 0.04, 0.01, 0] : withSpelling.lookup(w)), bySpelling: (w: string) => w === 'skyrizi' || withSpelling.bySpelling(w) };
    const f = (text: string): string[] => findFacts(text, chunker.chunk(text).tokens, lean).map((x) => `${x.domain}:${text.slice(x.start, x.end)}`);
    expect(f('my dermatologist wants me to switch from metformin to Skyrizi')).toEqual(['medical:metformin to Skyrizi']);
    expect(f('my wife flew from Skyrizi to Boston')).toEqual([]);
  });
});

describe('a clause that asks in general terms, inside a personal sentence (issue 17)', () => {
  it('drops prior-only anchors of a general clause, keeping the personal clause and amounts', () => {
    expect(facts('my dad was diagnosed with tuberculosis, does insurance usually cover it for depression')).toEqual([
      'medical:diagnosed with tuberculosis',
    ]);
    expect(facts('my mom is home. how long does depression usually last in someone with tuberculosis?')).toEqual([]);
    expect(facts('can you get tuberculosis from a cat? my son has a cough')).toEqual([]);
    expect(facts('whats a normal a1c? my a1c was 8.1')).toEqual(['medical:a1c was 8.1']);
    // a question about one's own drugs keeps them ("can you take X with Y" is asked of one's own)
    expect(facts('can you take sertraline with lisinopril? my doctor gave me both')).toEqual(['medical:sertraline with lisinopril']);
    // without the general words the clause is the writer's
    expect(facts('my dad was diagnosed with tuberculosis, does it cover depression')).toEqual(['medical:diagnosed with tuberculosis', 'medical:depression']);
  });
  it("drops a localizer span in such a clause", () => {
    const t = 'my dad is on metformin, does insurance usually cover it for depression';
    const toks = chunker.chunk(t).tokens;
    const at = t.indexOf('depression');
    expect(plainLocalizerSpan(t, toks, at, at + 10, 'medical', prior)).toBe(true);
    const own = 'my dad is on metformin and has depression';
    expect(plainLocalizerSpan(own, chunker.chunk(own).tokens, own.indexOf('depression'), own.indexOf('depression') + 10, 'medical', prior)).toBe(false);
  });
});

describe('money: its state, its term, and money hidden from someone (issue 17)', () => {
  it('grows an amount over the state it is in and over a term', () => {
    expect(facts('i checked today, $3,412 just frozen. rent is due')).toEqual(['financial:$3,412 just frozen']);
    expect(facts('my plan payment is $1,140/month for 60 months.')).toEqual(['financial:payment is $1,140/month for 60 months']);
    // a time after an amount that is no term stays out ("for 3 weeks" is not a unit of a term here: "weeks ago")
    expect(facts('I owe $18,400 since last year')).toEqual(['financial:owe $18,400']);
  });
  it('finds money someone does not know about', () => {
    expect(facts('i have 40k in a brokerage she doesnt know about.')).toEqual(['financial:have 40k in a brokerage she doesnt know']);
    expect(facts('i opened a card my wife doesn\'t know about')).toEqual(["financial:opened a card my wife doesn't know"]);
    // a secret that is not money is not a money fact
    expect(facts('i have a tattoo my mom doesnt know about')).toEqual([]);
  });
});

describe('legal steps only possible or denied, and routine words alone (issue 17)', () => {
  it('drops a legal step after a modal and be/get, and one that is denied', () => {
    expect(facts('my ex said i will be arrested if I come back')).toEqual([]);
    expect(facts('my brother was arrested last week')).toEqual(['legal:arrested']);
    expect(facts('my dad has no theft charges, he has never been charged with vandalism')).toEqual([]);
    // a step not taken can be the fact
    expect(facts('my dad has not filed the I-589 yet')).toEqual(['legal:filed the I-589']);
    expect(facts('my dad was charged with vandalism')).toEqual(['legal:charged with vandalism']);
  });
  it('drops "diagnosed" or "my meds" alone, keeping what was diagnosed', () => {
    expect(facts('I was finally diagnosed after 11 years')).toEqual([]);
    expect(facts('I was diagnosed with tuberculosis')).toEqual(['medical:diagnosed with tuberculosis']);
  });
});

describe("a form's boilerplate and a later field's label (issue 17)", () => {
  it("reads a later field's label on a line of several fields as a label", () => {
    const t = 'Employee: Daniel R. Ortega   SSN: XXX-XX-6612';
    expect(inHeadingOrLabel(t, t.indexOf('SSN'), t.indexOf('SSN') + 3)).toBe(true);
    expect(inHeadingOrLabel(t, t.indexOf('Daniel'), t.indexOf('Daniel') + 6)).toBe(false);
  });
  it('drops a condition in "if you are in …" advice, not on the lines before it', () => {
    expect(facts('my dad saw them.\nIf you are in depression, call 988.')).toEqual([]);
    expect(facts('my dad has tuberculosis\nIf you are in crisis, call 988.')).toEqual(['medical:tuberculosis']);
  });
});

describe('general questions and what someone read about (issue 17, session 10)', () => {
  it('reads what someone read, heard or studies about as a topic, not a fact of theirs', () => {
    expect(facts('My grandma keeps forwarding me articles saying turmeric cures tuberculosis.')).toEqual([]);
    expect(facts('I keep reading about $100,000 thresholds.')).toEqual([]);
    expect(facts('I saw it in an article about a man charged with vandalism.')).toEqual([]);
    // the writer's own fact stays, in the same clause with a personal word, or in a clause of its own
    expect(facts('I keep reading about my tuberculosis.')).toEqual(['medical:tuberculosis']);
    expect(facts('My grandma has tuberculosis.')).toEqual(['medical:tuberculosis']);
    expect(facts('I read about it and I owe $18,400.')).toEqual(['financial:owe $18,400']);
  });
  it('reads "like I\'m 15" as an idiom, not a person', () => {
    expect(reg("Explain the difference between theft and vandalism like I'm 15.")).toBe('general');
    expect(facts("Explain the difference between theft and vandalism like I'm 15.")).toEqual([]);
    expect(reg("I'm 15 and was charged with vandalism.")).toBe('chat');
    expect(facts("I'm 15 and was charged with vandalism.")).toEqual(['legal:charged with vandalism']);
  });
  it('reads "what kind of", "show an example" and how-does-X-work questions as general', () => {
    expect(facts("How does metformin lower blood sugar? I'm studying pharmacology.")).toEqual([]);
    expect(facts('I need advice. What kind of debt can be wiped out?')).toEqual([]);
    expect(facts('I need help. Can you show an example for a filer with $85,000 of debt?')).toEqual([]);
    // a personal word keeps the sentence the writer's
    expect(facts('How does my metformin 500 mg twice a day work?').map((f) => f.split(':')[0])).toEqual(['medical']);
    expect(facts('I owe $18,400. What kind of lawyer do I need?')).toEqual(['financial:owe $18,400']);
  });
});

describe('what a question asks about is not told (issue 17, session 10)', () => {
  it("drops a legal step in a yes/no question's main clause after a leading clause and comma", () => {
    expect(facts('My brother got a DUI. If he applies for a job, do they see pending charges?')).toEqual(['legal:got a DUI']);
    // the leading clause may tell a fact, and a comma before a statement asks nothing
    expect(facts('My brother was charged with theft, and he is scared.')).toEqual(['legal:charged with theft']);
  });
  it('drops the hypothesis of "does this mean …?", keeping what was told', () => {
    expect(facts('my results came in, does this mean my husband has tuberculosis?')).toEqual([]);
    expect(facts('my husband has tuberculosis, does this mean I need a test?')).toEqual(['medical:tuberculosis']);
    const text = 'my results came in. does this mean I have tuberculosis?';
    const tokens = chunker.chunk(text).tokens;
    const at = text.indexOf('tuberculosis');
    expect(plainLocalizerSpan(text, tokens, at, at + 'tuberculosis'.length, 'medical', prior)).toBe(true);
    const told = 'my results came in. I have tuberculosis.';
    const at2 = told.indexOf('tuberculosis');
    expect(plainLocalizerSpan(told, chunker.chunk(told).tokens, at2, at2 + 'tuberculosis'.length, 'medical', prior)).toBe(false);
  });
});

describe("a role, a body or a document of a domain, and a collection notice's boilerplate (issue 17, session 10)", () => {
  it('drops a phrase that ends on a role or a body, keeping the fact beside it', () => {
    expect(facts('my mom called a tuberculosis team and a debt collector')).toEqual([]);
    expect(facts('my mom has tuberculosis')).toEqual(['medical:tuberculosis']);
    expect(facts('I owe $18,400 to a debt collector')).toEqual(['financial:owe $18,400 to a debt collector']);
    const text = 'I talked to the debt collector';
    const at = text.indexOf('debt collector');
    expect(plainLocalizerSpan(text, chunker.chunk(text).tokens, at, at + 'debt collector'.length, 'financial', prior)).toBe(true);
  });
  it("reads a collection notice's boilerplate as no one's fact", () => {
    expect(facts('I got this letter.\nThis is an attempt to collect a debt.')).toEqual([]);
    expect(facts('I got this letter.\nYou owe $18,400.')).toEqual(['financial:owe $18,400']);
  });
});

describe('health told in common words, round 4 (issue 17, session 10)', () => {
  it('reads hyphenated and plural clinical abbreviations in running text', () => {
    expect(facts('HPV positive on my pap, ASC-US, what now')).toEqual(['medical:HPV positive', 'medical:ASC-US']);
    expect(facts('we are starting IVF after two failed IUIs')).toEqual(['medical:IVF', 'medical:two failed IUIs']);
    // not inside another word or code, and "RAs" (two letters) is no plural
    expect(facts('my code uses IUIsomething and the RAs in my dorm')).toEqual([]);
  });
  it("grows a condition over its course and a one- or two-word parenthesis that names it", () => {
    expect(facts('my depression is flaring again')).toEqual(['medical:depression is flaring']);
    expect(facts('is this my tuberculosis getting worse')).toEqual(['medical:tuberculosis getting worse']);
    expect(facts('my dad is on metformin (Glucophage) now')).toEqual(['medical:metformin (Glucophage)']);
    // no link word: "back" is not its course; a parenthesis of a place is not grown from a place word
    expect(facts('I took tylenol back in may')).toEqual(['medical:tylenol']);
    expect(facts('I called the hospital (Banner) once')).toEqual([]);
  });
  it('finds symptoms, recovery from surgery, a habit of using and time off a substance', () => {
    expect(facts('my dad is confused and seeing things at night')).toEqual(['medical:seeing things at night']);
    expect(facts('my uncle had a stroke and he can\'t talk.')).toEqual(['medical:can\'t talk']);
    expect(facts('i can\'t talk to my mom about this')).toEqual([]);
    expect(facts('3 days post op from ACL reconstruction and my calf is hot and swollen')).toEqual(['medical:3 days post op from ACL reconstruction and my calf is hot and swollen']);
    expect(facts('im 3 days post op from ACL reconstruction.')).toEqual(['medical:3 days post op from ACL reconstruction']);
    expect(facts('my calf is hot and swollen')).toEqual(['medical:calf is hot and swollen']);
    expect(facts('My daughter told me she vapes.')).toEqual(['medical:she vapes']);
    expect(facts('im 43 days off meth')).toEqual(['medical:43 days off meth']);
    expect(facts('im 43 days off work')).toEqual([]);
    expect(facts('noticed a few red spots on my chest')).toEqual(['medical:few red spots on my chest']);
    expect(facts('I put a few red spots on the map')).toEqual([]);
  });
});

describe('legal status, unpaid wages and family or work rifts in common words (issue 17, session 10)', () => {
  it('finds a status granted by name and an EAD category', () => {
    expect(facts('I have pre-settled status. Can I go to tribunal?')).toEqual(['legal:have pre-settled status']);
    expect(facts('My EAD is category c8 and expires in June.').map((f) => f.split(':')[0])).toContain('legal');
    expect(facts('My EAD is category c8 and expires in June.').join(' ')).toContain('category c8');
    // a status in general, and a category of anything else
    expect(facts('what is settled status in general?')).toEqual([]);
    expect(facts('my fridge is category 4 efficient')).toEqual([]);
  });
  it('finds papers held from someone', () => {
    expect(facts('my employer is holding my passport')).toEqual(['legal:holding my passport']);
    expect(facts('i am holding my coffee')).toEqual([]);
  });
  it('finds wages not paid', () => {
    expect(facts("my employer didn't pay salary for 3 months").map((f) => f.split(':')[0])).toEqual(['financial']);
    expect(facts('They not paid my holiday pay')).toEqual(['financial:not paid my holiday pay']);
    expect(facts('my ex-employer still hasn\'t paid my last check')).toEqual(['financial:hasn\'t paid my last check']);
    expect(facts('I paid my last check into savings')).toEqual([]);
  });
  it('finds being told to leave home, hours cut and a conversion', () => {
    expect(facts('my dad told me to move out by the end of the month')).toEqual(['other:told me to move out']);
    expect(facts('my dad told me to move on')).toEqual([]);
    expect(facts('my family isn\'t speaking to me right now')).toEqual(['other:isn\'t speaking to me']);
    expect(facts('my hours at the hospital got cut')).toEqual(['other:hours at the hospital got cut']);
    expect(facts('my hours at the gym are 6 to 8')).toEqual([]);
    expect(facts("I'm converting to Judaism")).toEqual(['other:converting to Judaism']);
  });
});

describe('money named formally, set by a court, and a change from one figure to another (issue 17, session 10)', () => {
  it('grows an amount over "in the amount of", the money topic and its verb', () => {
    expect(facts('You owe rent in the amount of $2,635.00 for September. I need help.')).toEqual(['financial:owe rent in the amount of $2,635.00']);
    expect(facts('I got a letter saying I was overpaid Housing Benefit of £3,412.50')).toEqual(['financial:overpaid Housing Benefit of £3,412.50']);
    // "of" after a word that names no money is not grown over
    expect(facts('I bought a box of $5 candles')).toEqual(['financial:$5 candles']);
  });
  it('takes the value a court set', () => {
    expect(facts('his bond was set at 25k and we need 10%').map((f) => f.split(':')[1])).toContain('bond was set at 25k');
    expect(facts('my alarm was set at 7')).toEqual([]);
  });
  it('grows a fact over a change from one figure to another', () => {
    expect(facts('my brother was charged with theft from 2019 to 2022')).toEqual(['legal:charged with theft from 2019 to 2022']);
    expect(facts('I was charged with theft. From 9 to 5 I work.')).toEqual(['legal:charged with theft']);
  });
});

describe('harassment and complaints at work told as what was done (issue 17, session 10)', () => {
  it('finds remarks, touching and a report to someone with power over it', () => {
    expect(facts('My supervisor has been making comments about my body for months')).toEqual(['legal:making comments about my body']);
    expect(facts('my manager is making inappropriate remarks and messages to me')).toEqual(['legal:making inappropriate remarks and messages']);
    expect(facts('last week he touched my lower back in the cooler. I was scared')).toEqual(['legal:touched my lower back']);
    expect(facts('I already reported it to my store manager and nothing happened')).toEqual(['legal:reported it to my store manager']);
  });
  it('leaves remarks, touch and reports of everyday kinds', () => {
    expect(facts('my boss is making comments on my draft')).toEqual([]);
    expect(facts('my son touched my face and laughed')).toEqual([]);
    expect(facts('I reported the bug in my app')).toEqual([]);
  });
});

describe('lexical support from a capitalised name known only by its spelling (issue 17, session 10)', () => {
  // a prior whose spelling model leans medical on every word it does not know
  const spelling = {
    size: 1,
    lookup: (w: string) => (w === 'question' ? [0, 0, 0, 0] : [0.8, 0, 0, 0]),
    bySpelling: (w: string) => w !== 'question',
  };
  const support = (text: string, word: string): boolean => {
    const at = text.indexOf(word);
    return hasDomainWord(chunker.chunk(text).tokens, at, at + word.length, spelling);
  };
  it('gives none to a product or company name, but does to a brand after a verb of taking or starting', () => {
    expect(support('I keep getting a redirect loop behind Cloudflare.', 'Cloudflare')).toBe(false);
    expect(support('my neurologist wants me to start Aimovig next month', 'Aimovig')).toBe(true);
    // a lower-case word known by its spelling still counts
    expect(support('my neurologist wants me on aimovig', 'aimovig')).toBe(true);
  });
});

describe('findings with their measure, and an agency acting on someone (issue 17, session 10)', () => {
  it('finds a measured finding, a rating, a breath test and a family history', () => {
    expect(facts('my mammogram showed a 1.2cm mass at 2 o\'clock').join(' ')).toContain('1.2cm mass at 2 o\'clock');
    expect(facts('My husband has a 70% VA rating')).toEqual(['medical:70% VA rating']);
    expect(facts('i got pulled over and blew a .11')).toEqual(['legal:got pulled over', 'medical:blew a .11']);
    expect(facts('I have a family history of breast cancer')).toEqual(['medical:family history of breast cancer']);
    expect(facts('my buddy died by suicide in the spring')).toEqual(['medical:died by suicide']);
  });
  it('leaves measures and ratings of other things', () => {
    expect(facts('my desk has a 1.2cm gap')).toEqual([]);
    expect(facts('my app has a 70% approval rating')).toEqual([]);
  });
  it("grows an agency over its act on someone", () => {
    expect(facts('my sister is using again and CPS removed the baby last week')).toContain('legal:CPS removed the baby');
    expect(facts('I called CPS yesterday')).toEqual(['legal:called CPS']);
  });
});

describe('questions asked after a conjunction, and kinds of things asked about (issue 17, session 10)', () => {
  const plain = (text: string, span: string, category: string): boolean => {
    const at = text.indexOf(span);
    return plainLocalizerSpan(text, chunker.chunk(text).tokens, at, at + span.length, category, prior);
  };
  it('reads a yes/no question that starts after "and" as asked, in the fact stage and for localizer spans', () => {
    expect(facts('I want the accounts removed and do I have to press charges against him?')).toEqual([]);
    expect(plain('I want the accounts removed and do I have to press charges against him?', 'press charges', 'legal')).toBe(true);
    // told, not asked: a statement after "and", or the step before the question
    expect(facts('I was charged with theft and I need a lawyer')).toEqual(['legal:charged with theft']);
    expect(plain('I pressed charges and do I need a lawyer?', 'pressed charges', 'legal')).toBe(false);
  });
  it('drops a kind of thing asked about, and an abbreviation that is the category asked', () => {
    expect(plain('my calf is swollen, is this going to be a tuberculosis thing?', 'tuberculosis', 'medical')).toBe(true);
    expect(plain('my calf is swollen from tuberculosis?', 'tuberculosis', 'medical')).toBe(false);
    expect(facts('my calf hurts, is this a DVT thing or normal')).toEqual(['medical:calf hurts']);
    expect(facts('my dad had a DVT last year')).toEqual(['medical:had a DVT']);
  });
});

describe('the writer as the one who asks (issue 17, session 12)', () => {
  it('reads "how do I …", "I\'m curious", "I heard that …" as the asker, not a person told about', () => {
    expect(reg('How do I get a credit card with a low APR?')).toBe('general');
    expect(facts('How do I get a credit card with a low APR?')).toEqual([]);
    expect(facts("I'm curious, can a doctor test for tuberculosis in one day?")).toEqual([]);
    expect(facts('I heard that sertraline causes depression, is it true?')).toEqual([]);
    expect(facts('I want to understand how herpes spreads.')).toEqual([]);
  });
  it('keeps the sentence personal when it has a personal word of its own', () => {
    expect(reg('How do I tell my boss about my depression?')).toBe('chat');
    expect(facts('How do I tell my boss about my depression?')).toEqual(['medical:depression']);
    expect(facts("I'm curious whether my sertraline causes it.").map((f) => f.split(':')[0])).toEqual(['medical']);
  });
});

describe('a question that opens as one is general, whatever record words it names (issue 17, session 12)', () => {
  it('reads a one-paragraph question with a record word as general', () => {
    expect(reg("What's a good interest rate for a savings account right now?")).toBe('general');
    expect(reg('Which medications interact with grapefruit?')).toBe('general');
  });
  it('keeps a case narrative and a pasted document a record', () => {
    expect(reg('A 58-year-old female has a history of tuberculosis. What is the likely diagnosis?')).toBe('record');
    expect(reg('What follows is my statement:\nAccount ending 4471\nBalance $212.48')).toBe('chat');
    expect(reg('Statement period 10/01\nWhat is due: balance $212.48')).toBe('record');
  });
});

describe('a request for a piece of work names its topic, not a fact (issue 17, session 12)', () => {
  const sentences = (t: string): number[] => [...personalSentences(t, chunker.chunk(t).tokens)];
  it('leaves a request to the assistant without a personal word of its own out of the personal sentences', () => {
    expect(sentences('I teach biology to my students. Give me 5 questions about tuberculosis.')).toEqual([0]);
    expect(facts('I teach biology to my students. Give me 5 questions about tuberculosis.')).toEqual([]);
    expect(sentences('My class starts soon. Can you explain how metformin works?')).toEqual([0]);
  });
  it('keeps a request that speaks of someone, and a sentence that tells', () => {
    expect(facts('Can you explain my tuberculosis results?')).toEqual(['medical:tuberculosis results']);
    expect(facts('My class starts soon. Then tuberculosis came back.')).toEqual(['medical:tuberculosis came back']);
  });
});

describe('what someone asked about, and a book or show about a topic (issue 17, session 12)', () => {
  it('reads what someone asked about as a topic, up to the writer\'s next clause', () => {
    expect(facts('My son asked me what vandalism is and I realized I could not explain it.')).toEqual([]);
    expect(facts('My wife asked how tuberculosis spreads.')).toEqual([]);
    expect(facts("I'm reading a book about tuberculosis in the 1800s.")).toEqual([]);
    expect(facts('I saw a headline that coffee lowers the risk of tuberculosis.')).toEqual([]);
  });
  it('keeps a fact told after the question, and a question about the person\'s own fact', () => {
    expect(facts('My son asked me what vandalism is and I was charged with vandalism.')).toEqual(['legal:charged with vandalism']);
    expect(facts('The doctor asked about my tuberculosis.')).toEqual(['medical:tuberculosis']);
  });
});

describe('frequent words the prior reads by their news company never anchor (issue 17, session 12)', () => {
  it('finds nothing in a lower-case place name, a trick or tax brackets', () => {
    expect(facts('My brother wants to move to florida with his wife.')).toEqual([]);
    expect(facts('My son learned a new card trick.')).toEqual([]);
    expect(facts('I always get confused by the tax brackets.')).toEqual([]);
  });
  it('still finds the fact beside them', () => {
    expect(facts('My brother was charged with vandalism in florida.')).toEqual(['legal:charged with vandalism']);
  });
});

describe('a legal step needs a verb of one, and someone to take it (issue 17, session 12)', () => {
  it('joins an everyday verb only to a listed legal topic', () => {
    expect(facts("My friend and I don't get the ending of that film.")).toEqual([]);
    // (session 51) the offence is part of the fact, as in the guideline's "charged with vandalism"
    expect(facts('My brother got a ticket for speeding.')).toEqual(['legal:got a ticket for speeding']);
  });
  it('takes a step anyone could take ("you can\'t get a ticket") as no one\'s', () => {
    expect(facts("My friend says you can't get a ticket for going 5 over.")).toEqual([]);
    expect(facts('My friend says can you get a ticket for that?')).toEqual([]);
  });
});

describe('a wh-question clause without a personal word asks about the world (issue 17, session 12)', () => {
  it('drops a prior-only word in a wh-question about others, inside a personal message', () => {
    expect(facts('My daughter has a report due. What were they charged with back then?')).toEqual([]);
    expect(facts('I read the news, how did they owe so much?')).toEqual([]);
  });
  it('keeps it when the question has a personal word, or asks "how much" of the writer\'s own thing', () => {
    expect(facts('What was my brother charged with?')).toEqual(['legal:charged']);
  });
  it('drops it in a yes/no question about anyone, its subject indefinite (session 22)', () => {
    expect(facts('My son was charged last year. Can a student charged with that still graduate?')).toEqual(['legal:charged']);
    expect(facts('My son was charged. Is it true a student charged with that cannot graduate?')).toEqual(['legal:charged']);
    // a told clause that opens on "a" is no question
    expect(facts('A cop charged me with it last week')).toEqual(['legal:charged']);
  });
});

describe('a unit alone is no fact (realistic DEV: "uIU/mL" in a pasted lab table)', () => {
  it('"mL" after a slash in my lab row anchors nothing; the value with its unit still counts', () => {
    expect(facts('my labs:\nTSH         7.84    H     0.45-4.50 uIU/mL\ni am tired')).not.toContain('medical:mL');
    expect(facts('I have 5 ml left of my metformin').some((f) => f.includes('metformin'))).toBe(true);
  });
});

describe('a complaint one writes is no health fact (session 23)', () => {
  it('does not anchor "complaint" by the prior, and keeps a filed complaint as legal', () => {
    // (the shipped prior, as this one, reads "complaint" as medical at 0.91)
    expect(facts('Can you help me write a complaint to my landlord?')).toEqual([]);
    // nor do words the prior took from the company they keep ("i need to vent", "our parenting plan")
    expect(facts('i need to vent about my week, our parenting plan is a mess')).toEqual([]);
    expect(facts('I filed a complaint with HR against my supervisor')).toEqual(['legal:filed a complaint']);
  });
});

describe('session 24 phrases (read off the written-fresh files xt–xw)', () => {
  it('finds violations, speeds, visas held and tests missed in a personal message', () => {
    expect(facts('my brother got a probation violation last week')).toEqual(['legal:got a probation violation']);
    expect(facts('my brother was doing 94 in a 70 near waco')).toContain('legal:doing 94 in a 70');
    expect(facts('i am on a spouse visa in the UK')).toEqual(['legal:spouse visa']);
    expect(facts('i missed my UA on 11/26')).toEqual(['legal:missed my UA']);
  });

  it('finds break-ups, rifts, firing and union membership told plainly', () => {
    expect(facts('ok so jake and i broke up after 4 yrs')).toEqual(['other:broke up']);
    expect(facts("we haven't really spoken since mom died")).toEqual(["other:haven't really spoken since mom died"]);
    expect(facts('they fired me on 12/2, can they do that')).toEqual(['other:fired me']);
    expect(facts('im an NEU member at Oakfield')).toEqual(['other:NEU member']);
  });

  it('finds benefits received and sobriety counted', () => {
    expect(facts('i lost my job and im on UC now')).toEqual(['other:lost my job', 'financial:im on UC']);
    expect(facts('ive been clean 11 months if that helps')).toEqual(['medical:clean 11 months']);
  });

  it('leaves an inheritance, a lawyer and general questions', () => {
    expect(facts('the lawyer says dad left me $140k').filter((f) => f.startsWith('other:'))).toEqual([]);
    expect(facts('i need a statement for my divorce lawyer')).toEqual([]);
    expect(facts('what is a probation violation hearing like in general?')).toEqual([]);
    expect(facts('can you get a spouse visa if you are on a student visa?')).toEqual([]);
    expect(facts('A cop charged me with it last week')).toEqual(['legal:charged']);
  });
});

describe("messageRegister: the writer's own story (session 24)", () => {
  it("reads a request to write up one's own story, or a story based on a relative, as personal", () => {
    expect(reg('I am applying for resettlement. Can you help me write my story in good English for the interview? I was detained 4 months.')).toBe('chat');
    expect(reg('im writing a short story based on my brother Eli who got 8 years for armed robbery')).toBe('chat');
    expect(reg('lol my doctor said i have "textbook ADHD" and now im sitting here like... anyway how do i get accommodations')).toBe('chat');
  });
  it('still reads a story or a textbook task as general', () => {
    expect(reg('write a story about a detective who gets arrested for fraud')).toBe('general');
    expect(reg('from my pharmacology textbook: a patient on warfarin starts an antibiotic, what happens')).toBe('general');
  });
});

describe("messageRegister: a writing task for the writer's family (session 32, ownWork)", () => {
  it("reads a fundraiser or a story that tells a relative's facts as personal", () => {
    expect(reg('Help me write the story for our fundraiser page. My dad had heart surgery in May and the bills are over $40,000.')).toBe('chat');
    expect(reg("can you write a short blog post for my sister's cancer treatment fund, so people know what to expect")).toBe('chat');
    expect(reg('write a short post for the gofundme, our mom was diagnosed with ALS last spring')).toBe('chat');
    expect(fictionTask('Help me write the story for our fundraiser. My brother, who was in a car accident, needs rehab.')).toBe(false);
  });
  it('still reads a story about invented people, or a poem for a relative, as general', () => {
    expect(reg('write a story about a detective whose dad has cancer')).toBe('general');
    expect(reg('write a poem for my mom for mothers day, she loves gardening')).toBe('general');
    expect(fictionTask('write a story about a girl whose brother was arrested')).toBe(true);
  });
});

describe('fictionTask: a draft shown for editing (session 45)', () => {
  it('reads a screenplay slugline, a chapter heading, a pilot and a scene to edit as fiction', () => {
    expect(fictionTask('INT. COURTROOM - DAY\nJUDGE HARRIS: you have been found guilty.\n\nis this too melodramatic?')).toBe(true);
    expect(fictionTask('Chapter 4\n\nEllen had been sober for three years.\n\ncan you make this more vivid')).toBe(true);
    expect(fictionTask('is this too melodramatic for a pilot?')).toBe(true);
    expect(fictionTask('can you tighten this scene, the dialogue drags')).toBe(true);
    expect(fictionTask('screenplay draft: INT. HOSPITAL - NIGHT. his father had a stroke')).toBe(true);
  });
  it('leaves a chapter of a law or a paragraph of a letter', () => {
    expect(fictionTask('i filed chapter 7 last year, can i buy a car')).toBe(false);
    expect(fictionTask('can you make this paragraph of my appeal letter clearer')).toBe(false);
  });
});

describe('messageRegister: a word problem or a checked calculation (session 32)', () => {
  it("reads a class's exercise whose figures the asker checks as general ('check my working' is the asker's)", () => {
    expect(reg('Our accounting teacher gave us a fictional payslip to work out. Can you check my working? Gross $3,900/month, tax 12%. I got $3,100 but my friend got less.')).toBe('general');
  });
  it("keeps the writer's own figures beside a request to check them", () => {
    expect(reg('Can you check my working? I make $3,900 a month, I pay $1,400 rent and I owe $6,000 on my card.')).toBe('chat');
    expect(reg('show the steps please, my mom owes $12,000 on her card and I pay $300 a month toward it, my math homework is due too')).toBe('chat');
  });
});

describe('session 25 phrases (read off the written-fresh files xx–xz)', () => {
  it('finds release, pleas, refused status and complaints named', () => {
    expect(facts('my brother gets released from prison on jan 19')).toContain('legal:gets released from prison');
    expect(facts('my lawyer says plead guilty to reckless driving')).toEqual(expect.arrayContaining([expect.stringMatching(/^legal:.*plead guilty to reckless driving$/)]));
    expect(facts('my wife got her citizenship denied last week')).toEqual(['legal:got her citizenship denied']);
    expect(facts('i filed a discrimination complaint against the school')).toEqual(['legal:filed a discrimination complaint']);
  });

  it('finds bills behind, second mortgages and returns not filed', () => {
    expect(facts('my dad took a second mortgage on the house')).toEqual(['financial:took a second mortgage']);
    expect(facts('i havent filed for 2023 or 2024, how bad is it')).toEqual(['financial:havent filed for 2023 or 2024']);
    expect(facts('my mom spends like 300 a week on scratch offs')).toEqual(['financial:spends like 300 a week on scratch offs']);
  });

  it('finds performance plans, coming out and families not speaking', () => {
    expect(facts('my manager put me on a performance plan')).toEqual(['other:performance plan']);
    expect(facts('so i finally came out to my mom last night')).toEqual(['other:came out to my mom']);
    expect(facts('my uncle is refusing to speak to us since the funeral')).toContain('other:refusing to speak to us');
    expect(facts('my father disowned me after i married outside caste')).toContain('other:married outside caste');
    expect(facts('i am being placed on a 60-day Performance Improvement Plan')).toEqual(['other:Performance Improvement Plan']);
    expect(facts('my mom cant pay. the whole family is fighting about it')).toContain('other:whole family is fighting about it');
    expect(facts("they made it clear i wouldn't be welcome home")).toEqual(["other:wouldn't be welcome home"]);
    expect(facts('my mom already said she won\'t come if its not in a church')).toEqual(["other:won't come"]);
  });

  it('finds procedure codes and needles shared', () => {
    expect(facts('i had a D&C yesterday')).toEqual(['medical:had a D&C']);
    expect(facts('i got hep c from sharing needles')).toContain('medical:sharing needles');
  });

  it('leaves a heading, a benefit called PIP and general questions', () => {
    expect(facts('Performance Improvement Plan\nEmployee: my notes')).toEqual([]);
    expect(facts("i'm on PIP and universal credit").filter((f) => f.startsWith('other:'))).toEqual([]);
    expect(facts('what happens when someone gets released from prison in general?')).toEqual([]);
  });
});

describe('session 26 phrases and writing tasks (read off the written-fresh files ya, yb)', () => {
  it('does not read "in writing" or "a paper trail" as a writing task', () => {
    expect(reg('my son has asthma, he ended up in the ER twice. i want it in writing so i have a paper trail')).toBe('chat');
    expect(reg('help me write a report on the causes of asthma')).toBe('general');
    expect(reg('write a paper about the opioid crisis')).toBe('general');
  });

  it('finds drinking stopped, a leave of pregnancy, a complaint to HR, violence done and a bond', () => {
    expect(facts('i stopped drinking on march 3')).toEqual(['medical:stopped drinking']);
    expect(facts('im out on maternity leave from jan 6')).toEqual(['medical:out on maternity leave']);
    expect(facts('i complained to HR and now he moved my shifts')).toEqual(['legal:complained to HR']);
    expect(facts('her new bf pushed me down in the driveway')).toEqual([expect.stringMatching(/^legal:.*pushed me down$/)]);
    expect(facts('im on a good behaviour bond till march')).toEqual(['legal:good behaviour bond']);
  });

  it('finds formal complaints, touching, a visa held by its name and a prison left by its name', () => {
    expect(facts('i want to make a formal complaint about my manager')).toEqual(['legal:want to make a formal complaint']);
    expect(facts('i filed a religious discrimination claim')).toEqual(['legal:filed a religious discrimination claim']);
    expect(facts('he touched my lower back at the party')).toEqual(['legal:touched my lower back']);
    expect(facts('she is currently on a spouse visa')).toEqual(['legal:spouse visa']);
    expect(facts('my brother just got out of HMP Durham')).toEqual(['legal:got out of HMP Durham']);
  });

  it('leaves a spreadsheet column and a film that touched me', () => {
    expect(facts('column B has a green card resident since date')).toEqual([]);
    expect(facts('the movie touched me')).toEqual([]);
  });

  it('reads homework headings, numbered problems, games, news flashes and advice columns as declared tasks', () => {
    expect(reg('homework q: a 70 kg patient needs gentamicin 5 mg/kg once daily. how many mg per dose')).toBe('general');
    expect(reg('Q3. Maria earns $52,000 a year and pays $300 a month on her card. How many months until it is paid off?')).toBe('general');
    expect(reg('in the sims my guy just got fired for skipping work lmao how do i get him a new career')).toBe('general');
    expect(reg('in the show my sister is watching the main guy gets diagnosed with lymphoma and goes back to work the next day?? is that realistic')).toBe('general');
    expect(reg('Breaking: a company recalled metformin over contamination. Should patients stop taking it?')).toBe('general');
    expect(reg('Dear Abby style column please: a reader writes that her adult son just came out as gay')).toBe('general');
  });

  it('reads a request to summarise or translate a quoted passage with no I, we or you as a declared task', () => {
    expect(reg('summarise this for me in 2 lines pls: "A former councillor was sentenced to 18 months\' probation after pleading guilty to fraud."')).toBe('general');
    expect(reg('translate to spanish: "The defendant pleaded guilty to two counts of fraud and was sentenced to probation."')).toBe('general');
  });

  it("keeps a quoted passage that speaks of I or you, or that the request names as a relative's, personal", () => {
    expect(reg('translate this for my mum: "I have diabetes and take metformin twice a day"')).toBe('chat');
    expect(reg('translate to german: "my husband was arrested last night for DUI"')).toBe('chat');
    expect(reg('translate my mom\'s discharge summary: "Patient was diagnosed with heart failure and started on furosemide."')).toBe('chat');
  });

  it("still reads the writer's own fact after such a heading, and a SIM card, as personal", () => {
    expect(reg('hw: my mom has diabetes and i take her metformin to her, and my essay is due')).toBe('chat');
    expect(reg('my sim card got blocked after my arrest last week')).toBe('chat');
  });

  it('finds conditions named after a person and more clinical abbreviations', () => {
    expect(facts('my mom was diagnosed with graves disease')).toEqual(['medical:diagnosed with graves disease']);
    expect(facts('my son has tourettes')).toEqual(['medical:tourettes']);
    expect(facts('my dad was admitted with DKA')).toEqual([expect.stringMatching(/^medical:.*DKA$/)]);
  });

  it('leaves graves visited and a blog by Wilson', () => {
    expect(facts('we visited the graves of my grandparents')).toEqual([]);
    expect(facts("i read wilson's blog every day")).toEqual([]);
  });

  it('finds custody as jail, detention by place, custody mediation, re-entry caught and clocking in for someone', () => {
    expect(facts('my husband was taken into custody last night')).toEqual(['legal:taken into custody']);
    expect(facts('my sister is held at FDC Miami since last week')).toEqual(['legal:held at FDC Miami']);
    expect(facts('my ex has applied to stop me seeing our youngest')).toEqual(['legal:has applied to stop me seeing']);
    expect(facts('my dad got caught re-entering in 2019')).toEqual([expect.stringMatching(/^legal:got caught re-entering/)]);
    expect(facts('i was clocking in for a coworker')).toEqual(['legal:clocking in for a coworker']);
  });

  it('leaves custody as the case a parent fights', () => {
    expect(facts('can the lawyer use that against me in custody?').filter((f) => f.includes('in custody'))).toEqual([]);
  });

  it('leaves coffee quit, a push to do better and a general question', () => {
    expect(facts('i stopped drinking coffee last week')).toEqual([]);
    expect(facts('my coach pushed me to do better')).toEqual([]);
    expect(facts('what is a good behaviour bond in general?')).toEqual([]);
  });
});

describe('session 27 phrases (read off the written-fresh files yc, yd)', () => {
  it('finds a permit or visa held by its name, a spouse on the writer visa and a police stop', () => {
    expect(facts("hi i'm on a PGWP that expires in march")).toEqual([expect.stringMatching(/^legal:PGWP/)]);
    expect(facts('my husband is on my work permit')).toEqual([expect.stringMatching(/^legal:.*work permit$/)]);
    expect(facts('im on a bridging visa A while it gets processed')).toEqual([expect.stringMatching(/^legal:bridging visa A/)]);
    expect(facts('police stopped me at a checkpoint yesterday')).toEqual(['legal:police stopped me']);
  });

  it('finds being sacked or stood down, a contract ended, a parent kept from a child and a union joined', () => {
    expect(facts('I was sacked by my employer last week')).toEqual(['other:was sacked']);
    expect(facts('got stood down from my job yesterday')).toEqual(['other:got stood down']);
    expect(facts('my agency wants to terminate my contract early')).toEqual(['other:terminate my contract early']);
    expect(facts('my ex has stopped me seeing my son since august')).toEqual([expect.stringMatching(/^other:.*stopped me seeing my son$/)]);
    expect(facts("i'm in the SDA union")).toEqual(['other:SDA union']);
  });

  it('leaves the same words said of anyone', () => {
    expect(facts('you are on a student visa, you cannot work more than 20 hours')).toEqual([]);
    expect(facts('can police search my car without a warrant in general?')).toEqual([]);
    expect(facts('the court refused him access to the building')).toEqual([]);
  });
});

describe('session 27 declared exam work (read off the written-fresh files ye … yh)', () => {
  it('reads exam practice, dosage calculations, multiple-choice items and counter posters as tasks', () => {
    expect(reg('drug names for my pharmacy tech exam. start with these: Zoloft, Lipitor, Xanax. give me the brand and i answer')).toBe('general');
    expect(reg('dosage calc practice: order is heparin 18 units/kg/hr, patient weighs 82 kg. how many mL/hr?')).toBe('general');
    expect(reg('a 32 week primigravida presents with BP 162/110 and a severe headache. which is the priority nursing action? a) administer magnesium b) place supine c) recheck in 1 hour')).toBe('general');
    expect(reg('can you turn this dosing table into a simple chart for a poster at our pharmacy counter: Adults: 500 mg three times a day')).toBe('general');
  });
  it('keeps an exam told beside the writer own facts', () => {
    expect(reg('studying for my nursing exam but i have adhd and my adderall ran out, my doctor is away and i am panicking')).toBe('chat');
    expect(reg('can you tell me (a) whether my probation allows travel and (b) whether i need to tell my PO')).toBe('chat');
  });
});

describe('session 27 short messages (read off the written-fresh files ye … yh)', () => {
  it('reads a message opening on a lay-off or a probation as the writer own', () => {
    expect(reg('laid off from Shopify, severance is $18k. tfsa or pay off visa 7k')).toBe('chat');
    expect(reg('on parole since march, can i leave the state for a funeral')).toBe('chat');
  });
  it('finds violence at home said with "hits", not "hit me up"', () => {
    expect(facts('stepdad hits my mom, im 15 what do i do')).toEqual([expect.stringMatching(/^legal:.*hits my mom$/)]);
    expect(facts('hit me up when you are free')).toEqual([]);
  });
});

describe('session 33: "ill" typed for "I\'ll"', () => {
  const gate = (t: string): number[] => [...personalSentences(t, chunker.chunk(t).tokens)];
  it('makes a sentence the writer own before a verb or an adverb of a plan', () => {
    expect(gate('lawyer says ill prob get 18 months probation for the possession charge')).toEqual([0]);
    expect(gate('if the landlord says no ill lose the deposit')).toEqual([0]);
  });
  it('stays the adjective after a verb of being or feeling', () => {
    expect(gate('is it true that people who are ill get more colds')).toEqual([]);
    expect(gate('patients who feel ill get a fever')).toEqual([]);
  });
});

describe('session 33: identities the prior does not hold, a couple told by the writer, not out', () => {
  it('marks them in a personal sentence', () => {
    expect(facts('im genderfluid and my job has a dress code')).toEqual(['other:genderfluid']);
    expect(facts('we are two dads looking at adoption agencies')).toEqual([expect.stringMatching(/^other:.*two dads$/)]);
    expect(facts("i'm not out at work so i cant ask hr")).toEqual(['other:not out']);
  });
  it('leaves the idiom and the general question', () => {
    expect(facts("i'm not out of the woods yet with this job")).toEqual([]);
    expect(facts('what does agender mean')).toEqual([]);
  });
});

describe('session 33: a message opening on an arrest, a charge or a filing without "I"', () => {
  it('reads it as the writer own', () => {
    expect(reg('arrested for shoplifting in 2022 but it got dismissed')).toBe('chat');
    expect(reg('charged with assault after a bar fight. what happens next')).toBe('chat');
    expect(reg('filed ch 7 in april, discharge came thru')).toBe('chat');
  });
  it('finds a bankruptcy by its chapter short name, not a chapter of a book', () => {
    expect(facts('i filed ch 7 in april')).toEqual(['financial:filed ch 7']);
    expect(facts('i filed ch 7 of the form')).toEqual([]);
  });
});

describe('session 33: an incident report, and a message opening on a lab value', () => {
  it('reads a report of what happened to real people as chat, a report on a topic as a writing task', () => {
    expect(reg('My coworker Hiroshi had a seizure at his desk today. HR is asking me to write up what i saw for an incident report.')).toBe('chat');
    expect(reg('write a report on diabetes for my class')).toBe('general');
  });
  it('reads a message opening on a pregnancy or a hormone value as the writer own', () => {
    expect(reg('beta hcg 48 at 5 weeks, then 61 two days later. is this ectopic??')).toBe('chat');
    expect(reg('ferritin is a protein, what does it do')).toBe('general');
  });
});

describe('session 33: more ways a message says it is the writer own', () => {
  it('a parent possessive without its apostrophe, not the plural', () => {
    expect(reg('dads psa 7.9 at 64, urologist wants mri then biopsy. normal order?')).toBe('chat');
    expect(reg('do dads get paternity leave in texas?')).toBe('general');
    expect(reg('single moms and taxes, what credits exist?')).toBe('general');
  });
  it('a suspension, what the lawyer says, an uncle in Spanish, a drug started in a later sentence', () => {
    expect(reg('suspended without pay pending investigation, 2 weeks. can they do that in ontario')).toBe('chat');
    expect(reg('lawyer says plead guilty to reckless driving and they drop the DUI. worth it?')).toBe('chat');
    expect(reg('tio Ernesto was deported to honduras in march 2024, can he apply again')).toBe('chat');
    expect(reg('does anyone else get a weird metallic taste? started metformin 500 twice a day last week')).toBe('chat');
    // a record's sentence opens so too, after no question
    expect(reg('Patient presented with chest pain. Troponin elevated. Started on aspirin 81 mg.')).toBe('record');
  });
});

describe('session 33: a message opening on a drug and its dose', () => {
  it('is the writer own prescription', () => {
    expect(reg('ozempic 0.5 week 3, throwing up every day normal?')).toBe('chat');
    expect(reg('lexapro 10 since may, can i drink')).toBe('chat');
  });
  it('not a comparison or a price', () => {
    expect(reg('metformin vs glipizide which is better')).toBe('general');
    expect(reg('ozempic 2 pens cost how much in canada')).toBe('general');
  });
});

describe('session 33: a charge dismissed told of "it", and what a probation officer wants', () => {
  it('marks them', () => {
    expect(facts('arrested for shoplifting in 2022 but it got dismissed, do i put it on the job app')).toContain('legal:it got dismissed');
    expect(facts('those cant be late or my PO files a violation')).toEqual(['legal:PO files a violation']);
  });
  it('leaves a meeting dismissed', () => {
    expect(facts('the class ended and then it got dismissed early')).toEqual([]);
  });
});

describe('session 34: the writer names their own condition', () => {
  const own = (text: string): boolean => {
    const tokens = chunker.chunk(text).tokens;
    return tellsOwnCondition(text, findFacts(text, tokens, prior, {}, personalSentences(text, tokens)));
  };
  it.each([
    'Can you write a workout I can do at home? I have depression so mornings are hard.',
    "meal plan for the week pls, i've been diagnosed with tuberculosis and need to gain weight",
    'write my bio. I suffer from herpes, should I say it?',
  ])('told whole: %s', (text) => {
    expect(own(text)).toBe(true);
  });
  it.each([
    'Can you write a workout for someone with depression?',
    'I have a doctor appointment, can you write the reminder',
    'my friend has depression, what can I say to her',
    'I have 3 questions about metformin',
  ])('not told: %s', (text) => {
    expect(own(text)).toBe(false);
  });
});

describe('session 42: the writer tells their own debt or income with its amount', () => {
  const own = (text: string): boolean => {
    const tokens = chunker.chunk(text).tokens;
    return tellsOwnMoney(text, findFacts(text, tokens, prior, {}, personalSentences(text, tokens)));
  };
  it.each(['i like dogs. i owe 12k', 'we still owe $3,200 on the car, can you make a budget', 'I make 48k, what rent can I afford', 'my salary is 120k and the offer is 40M', 'i like dogs. i have 12k in credit card debt'])(
    'told whole: %s',
    (text) => {
      expect(own(text)).toBe(true);
    },
  );
  it.each(['my bf paid $300 for taylor swift tix, is that normal', 'is $80k a good salary in texas', 'how much do nurses make, like 70k?', 'i owe you one, thanks for the 3 tips', 'board update: we have $1.8M in the bank and 12 months of runway'])(
    'not told: %s',
    (text) => {
      expect(own(text)).toBe(false);
    },
  );
});

describe('session 42: the writer tells their own or their family\'s legal event', () => {
  // The shipped prior: the frames need its legal words ("dui", "probation", "evicted").
  const shipped = loadWordPrior(JSON.parse(readFileSync(new URL('../../../models/word-prior.json', import.meta.url), 'utf8')));
  const own = (text: string): boolean => {
    const tokens = chunker.chunk(text).tokens;
    return tellsOwnEvent(text, findFacts(text, tokens, shipped, {}, personalSentences(text, tokens)));
  };
  it.each(['i love hiking. i was arrested last week', 'lol ok. i got a dui', "hi. i'm on probation, can i fly", 'we were evicted in may', 'i like dogs. my dad was arrested yesterday', 'lol. my brother got a dui'])('told whole: %s', (text) => {
    expect(own(text)).toBe(true);
  });
  it.each(['random q: what happens if you get a dui in texas', 'what is probation like', 'i read about an eviction case', 'i read that the mayor was arrested'])('not told: %s', (text) => {
    expect(own(text)).toBe(false);
  });
});

describe('session 34: what follows a figure', () => {
  it('stops at a participle that opens a clause and at a time after the amount', () => {
    expect(facts('my landlord says i owe $2,300 saying i broke the oven')).not.toContain('financial:owe $2,300 saying');
    expect(facts('I still owe $780 two months later')).toEqual(['financial:still owe $780']);
  });
  it('keeps a schedule', () => {
    expect(facts('my dad takes metformin 500 mg twice a day')).toEqual(['medical:metformin 500 mg twice a day']);
  });
});

describe('session 34: pronouns with "they", a Jehovah’s Witness in short', () => {
  it('marks them in a personal sentence', () => {
    expect(facts('wrote this for my bio: 34 | she/they | into hiking')).toEqual(['other:she/they']);
    expect(facts('im a jw and my family will disown me if they find out')).toEqual(['other:jw']);
  });
  it("leaves grammar's he/she and someone else's faith", () => {
    expect(facts('he/she must sign the form before my appointment')).toEqual([]);
    expect(facts('what do jw believe about my blood transfusion')).toEqual([]);
  });
});

describe('session 36: a word of age as a modifier, a maker of a declared work, a quiz', () => {
  it('reads "teen" or "kid" before a plural noun as a kind of people, not someone of the writer', () => {
    expect(reg('is diabulimia (skipping insulin to lose weight) recognized as an eating disorder? read about it in a news story about teen athletes with type 1')).toBe('general');
    expect(reg('are kid influencers protected by child labor laws')).toBe('general');
  });
  it('keeps a teen or a kid of the writer, and one that does something', () => {
    expect(reg('my teen athletes keep getting hurt, is it the coach')).toBe('chat');
    expect(reg('teen keeps skipping insulin, what do we do')).toBe('chat');
    expect(reg('baby cries every night after the vaccine')).toBe('chat');
  });
  it('reads the maker of a declared pamphlet as its maker', () => {
    expect(reg('does suboxone show up as an opiate on a standard 5-panel? for a harm reduction pamphlet im making at the clinic where i volunteer')).toBe('general');
  });
  it('keeps a maker who tells of themself besides', () => {
    expect(reg('for a pamphlet im making: i was diagnosed with hep c last year and my doctor says i need treatment')).toBe('chat');
  });
  it("reads a pub quiz's question as about public people", () => {
    expect(reg('pub quiz tonight: which footballer got banned for 8 months for missing a drug test? we think rio ferdinand but my mate says it was someone at city')).toBe('general');
  });
  it('keeps a quiz told beside the writer\'s own matter', () => {
    expect(reg('pub quiz tonight but i got arrested last week and my lawyer says i may lose my license, can i still drive there')).toBe('chat');
  });
});

describe('session 36: a book club, characters, a project about a topic, what the asker read about', () => {
  const gate = (t: string): number[] => [...personalSentences(t, chunker.chunk(t).tokens)];
  it("reads a book club's reading as the book's people", () => {
    expect(reg('my book club is reading "The Other Americans", one of the characters is undocumented. any good discussion questions?')).toBe('general');
  });
  it('keeps a book club beside the writer\'s own matter', () => {
    expect(reg('my book club meets at my place but i got evicted and my landlord kept my deposit, what do i do')).toBe('chat');
  });
  it('reads a sentence about characters as fiction', () => {
    expect(gate('I love this show. In it the characters are all undocumented and hiding from the police.')).toEqual([0]);
  });
  it("reads a child's project about a topic as a task", () => {
    expect(reg('my little brother has a project about Ellis Island and he needs to know what happened to people who failed the medical inspection. were they sent back or detained? is there a good kids book about this')).toBe('general');
  });
  it('keeps a project told beside a family fact', () => {
    expect(reg('my son has a project about our family, his grandpa was deported in 1998 and my mom still cries about it')).toBe('chat');
  });
  it('reads "i read about" as the asker', () => {
    expect(reg('why are the Amish allowed to leave school after 8th grade? i read about Wisconsin v. Yoder but dont get the reasoning')).toBe('general');
  });
  it('reads a thing made for children as no child of the writer', () => {
    expect(reg('is there a good kids book about immigration at ellis island?')).toBe('general');
    expect(reg('is there a good book for my kids about immigration?')).toBe('chat');
  });
});

describe('session 36: anyone of a kind', () => {
  it('reads a sister, a friend or a coworker made hypothetical as anyone', () => {
    expect(reg('can you get an FHA loan after a chapter 7? what are the risks for a sister who co-signs. writing a FAQ for a brokerage')).toBe('general');
    expect(reg('how do you support a partner with depression without burning out?')).toBe('general');
  });
  it('keeps someone told about, and a friend of the writer', () => {
    expect(reg('a friend got arrested for DUI last night, what happens next')).toBe('chat');
    expect(reg('how do you support a friend of mine with depression without burning out?')).toBe('chat');
    expect(reg('a coworker with lupus keeps missing shifts, should hr know')).toBe('chat');
  });
});

describe('session 36: declaredTask without the story it may ask for', () => {
  const decl = (t: string, fiction?: boolean): boolean => declaredTask(t, chunker.chunk(t).tokens, fiction);
  it('counts a story asked for only when asked to', () => {
    expect(decl('writing a crime novel: the detective finds a wristband on the victim')).toBe(true);
    expect(decl('writing a crime novel: the detective finds a wristband on the victim', false)).toBe(false);
    expect(decl('for a mock trial: the defendant was arrested on 3/4', false)).toBe(true);
  });
});

describe('the phrase lists checked first by their loosened pattern (session 39)', () => {
  it('the pre-check finds something wherever its list does, on sentences made of the lists own words', async () => {
    const { PRECHECKED } = await import('./facts.ts');
    let seed = 39;
    // a 32-bit generator in integer arithmetic (an LCG multiplied in doubles loses its low bits past 2^53 and falls
    // into short cycles: a list of 1,056 words drew none of its one-word phrases; session 43)
    const rand = (n: number): number => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
    };
    for (const [re, pre] of PRECHECKED) {
      // the words and bits of the list itself, so that its phrases occur
      const words = [...new Set(re.source.replace(/\\[bsdwBSDW]/g, ' ').match(/[a-z0-9'’/-]+/gi) ?? [])];
      const glue = [' ', ' ', ' ', ', ', '. ', ' the ', ' my ', "'", '-'];
      let matched = 0;
      // (until 30 sentences matched: a list of long phrases among many words matches rarely; at most 60,000 drawn)
      for (let k = 0; k < 60000 && matched < 30; k++) {
        let sentence = '';
        const n = 2 + rand(12);
        for (let i = 0; i < n; i++) sentence += (words[rand(words.length)] ?? '') + (glue[rand(glue.length)] ?? ' ');
        if (rand(2) === 0) sentence = sentence.toUpperCase();
        re.lastIndex = 0;
        if (re.test(sentence)) {
          matched++;
          expect(pre.test(sentence)).toBe(true);
        }
        re.lastIndex = 0;
      }
      // the random sentences hold enough of the list's phrases for the check to mean something
      expect(matched).toBeGreaterThan(10);
    }
  });
});

describe('session 43: contractions, threats to sue, calls to the police, refused treatment, a friend asked for', () => {
  it("starts no phrase on a contraction's second half", () => {
    expect(facts("i'm the POA but he says he'll take me to court")).toEqual(['legal:take me to court']);
  });
  it('finds a lawsuit threatened with a modal and the police called in the perfect', () => {
    expect(facts("she'll sue me for the deposit").join()).toContain('legal:sue me');
    expect(facts('my neighbour keeps screaming at me and ive called the police twice').join()).toContain('called the police');
    expect(facts('we have called the cops on him before').join()).toContain('called the cops');
  });
  it("finds an insurer's refusal of a treatment", () => {
    expect(facts('insurance wont cover my shots anymore, prior auth denied twice').join()).toContain('prior auth denied twice');
    expect(facts('they denied my prior authorization for mounjaro').join()).toContain('denied my prior authorization');
  });
  it('reads "asking for a friend" as a personal message, and a general question after it still as general', () => {
    expect(reg('asking for a friend who got caught shoplifting at target, will she go to jail')).toBe('chat');
    expect(facts('asking for a friend who got caught shoplifting at target, will she go to jail').join()).toContain('shoplifting');
    expect(facts('asking for a friend: can you go to jail for shoplifting?')).toEqual([]);
    expect(reg('can you go to jail for shoplifting?')).toBe('general');
  });
});

describe('session 43: detention, child services, a court date, a dangling "since"', () => {
  it('finds immigration detention, child services at the door and one\'s own court date', () => {
    expect(facts('ice picked up my uncle yesterday at his work').join()).toContain('legal:ice picked up');
    expect(facts('my cousin was detained by ICE last week').join()).toContain('detained by ICE');
    expect(facts('cps came to our house because of a report from school').join()).toContain('legal:cps came');
    expect(facts('My court date got moved to the 14th and my lawyer isnt answering').join()).toContain('court date');
    expect(facts('i put ice on my knee after the run').join()).not.toContain('legal');
  });
  it('takes what a "since" asks for, and opens no phrase on the second half of a contraction written without its apostrophe', () => {
    expect(facts('my sister hasnt spoken to me since the wedding').join()).toBe('other:hasnt spoken to me since the wedding');
    expect(facts('i think theyre trying to fire me').join()).toBe('other:trying to fire me');
  });
});

describe('session 43: the message gate spares a legal or money phrase told whole (tellsOwnFact)', () => {
  const own = (t: string): boolean => {
    const toks = chunker.chunk(t).tokens;
    return tellsOwnFact(t, () => findFacts(t, toks, prior, {}, personalSentences(t, toks)));
  };
  it('spares a garnishment or house arrest, and a work sanction only after the writer\'s own I', () => {
    expect(own('the bank froze my account because of a garnishment order')).toBe(true);
    expect(own("i'm on house arrest for another month")).toBe(true);
    expect(own("I work at Google as a SWE and I think I'm about to be put on a PIP")).toBe(true);
    expect(own('how should a manager deliver a written warning?')).toBe(false);
  });
});

describe('session 43: a creditor after the writer, told without a personal word', () => {
  it('reads collectors calling as the writer\'s message', () => {
    expect(reg('collections keeps calling about a 3k medical bill')).toBe('chat');
    expect(facts('collections keeps calling about a 3k medical bill').join()).toContain('3k medical bill');
    expect(reg('how often can collections call in a day?')).toBe('general');
  });
});

describe('session 43: a county court judgment held', () => {
  it('finds a CCJ the writer has, not one asked about', () => {
    expect(facts('i got a ccj last year for an old phone bill, can i still get a mortgage').join()).toContain('legal:got a ccj');
    expect(facts('does a ccj affect a mortgage application?')).toEqual([]);
  });
});

describe('session 43: PrEP in lower case, and a message opening on sex and age', () => {
  it('finds prep taken or started, not meal prep or exam prep', () => {
    expect(facts('im on prep, is it ok to drink')).toEqual(['medical:prep']);
    expect(facts('I have sex with men and I want start PrEP').join()).toContain('medical:PrEP');
    expect(facts('i do meal prep on sundays')).toEqual([]);
    expect(facts('i need to start prep for my exam')).toEqual([]);
  });
  it('reads "f, 34, been having chest pains" as the writer\'s message', () => {
    expect(reg('f, 34, been having chest pains for 2 days')).toBe('chat');
  });
});

describe('session 43: a possession notice served by its section', () => {
  it('finds a section 21 or 8 notice served or received, not the housing voucher or the question', () => {
    expect(facts('landlord served me a section 21, this is the form 6A').join()).toContain('legal:served me a section 21');
    expect(facts('we got a section 8 notice from the housing association').join()).toContain('section 8 notice');
    expect(facts('how do i get a section 8 voucher for my family')).toEqual([]);
    expect(facts('what is a section 21 notice?')).toEqual([]);
  });
});

describe('session 44: legal status told the everyday way', () => {
  it('finds custody, release, priors, a citation, a lock-out, a cease and desist and supervision slang', () => {
    expect(facts('my mom is incarcerated in chowchilla').join()).toContain('incarcerated');
    expect(facts('my brother is locked up in county jail again').join()).toContain('locked up');
    expect(facts('he just got out of prison after 4 years and i need to help him').join()).toContain('got out of prison');
    expect(facts('i have two priors so they want jail time').join()).toContain('two priors');
    expect(facts('i got a citation for open container at the beach').join()).toContain('got a citation');
    expect(facts('i got a cease and desist letter from my old employer').join()).toContain('cease and desist');
    expect(facts('the sheriff is coming to lock us out on friday, we have nowhere to go').join()).toContain('lock us out');
    expect(facts("im on paper till 2027 so can i still apply for a passport").join()).toContain('paper');
    expect(facts('my brother is on paper and hates it').join()).toContain('paper');
  });
  it('leaves the same words in their ordinary sense', () => {
    expect(facts('on paper it looks like a good deal for me')).toEqual([]);
    expect(facts('my priors on this are weak, i might be wrong')).toEqual([]);
    expect(facts('is it legal to record a citation from a book in my essay')).toEqual([]);
  });
  it('reads a message opening on a case caught as the writer\'s', () => {
    expect(reg('caught a case in 2019 for possession, does that show on background checks')).toBe('chat');
    expect(facts('caught a case in 2019 for possession, does that show on background checks').join()).toContain('caught a case');
  });
});

describe('session 44: the writer\'s own legal thing as a question\'s subject', () => {
  it('finds "will my … show up", not the same thing asked of anyone', () => {
    expect(real('will my dui show up on a background check')).toEqual(['legal:dui']);
    expect(real('will my dui show up on a background check?')).toEqual(['legal:dui']);
    expect(real('does my arrest show up on a background check?')).toEqual(['legal:arrest']);
    expect(real('will a dui show up on a background check?')).toEqual([]);
    expect(real('do i have to press charges?')).toEqual([]);
  });
  it('reads "broke" with an object as the verb, and a sum behind on a bill', () => {
    expect(real('i signed an nda with my boss and now i think i broke it')).toEqual([]);
    expect(real('i broke the lease with my landlord')).toEqual([]);
    expect(real('im behind on council tax by £1,400').join()).toContain('behind on council tax by £1,400');
  });
});

describe('session 44: bail, identity, infidelity, and look-alikes that are no fact', () => {
  it('finds release on bond, a gender identity and an affair told of oneself or a partner', () => {
    expect(real("i'm out on bond and my court date keeps getting pushed").join()).toContain('out on bond');
    expect(real('my brother is out on bail till trial').join()).toContain('out on bail');
    expect(real("i'm nonbinary and my work email still shows my deadname").join()).toContain('nonbinary');
    expect(real('i think my husband is having an affair').join()).toContain('having an affair');
    expect(real('my boyfriend cheated on me with my best friend').join()).toContain('cheated on me');
  });
  it('leaves an insurance card that expired, a game lost 5-0, but keeps a green card and a pay range', () => {
    expect(real('my insurance card expired, how do i print a new one')).toEqual([]);
    expect(real("my daughter's soccer team lost 5-0, how do i cheer her up")).toEqual([]);
    expect(real('my green card expired last month').join()).toContain('green card expired');
  });
  it('reads a driving test or lesson as no legal step', () => {
    expect(drivingLesson('my driving test')).toBe(true);
    expect(drivingLesson('driving lessons')).toBe(true);
    expect(drivingLesson('reckless driving')).toBe(false);
    expect(drivingLesson('driving on a suspended license')).toBe(false);
  });
});

describe('session 44: accounts in collections or charged off, and a span never ends on the next subject', () => {
  it('finds collections on a report and a charged-off card told of oneself, not asked about', () => {
    const found = real('i have 3 collections on my report and a charged off capital one card').join();
    expect(found).toContain('3 collections on my report');
    expect(found).toContain('charged off capital one card');
    expect(real('does a charged off account ever go away?')).toEqual([]);
    expect(real('i have 3 maxed cards, about 14k total at 27% apr').join()).toContain('maxed cards');
    // told whole: the message gate does not read it as general (tellsOwnFact)
    const maxed = 'i have 3 maxed cards, about 14k total at 27% apr';
    const mt = chunker.chunk(maxed).tokens;
    expect(tellsOwnFact(maxed, () => findFacts(maxed, mt, shipped, {}, personalSentences(maxed, mt)))).toBe(true);
    expect(real('what happens if you max out a credit card')).toEqual([]);
  });
  it('reads "net worth is negative 40k" as the writer\'s figure', () => {
    expect(messageRegister('net worth is negative 40k lol', chunker.chunk('net worth is negative 40k lol').tokens)).toBe('chat');
  });
  it('ends "pleaded guilty to burglary" before "and he\'s"', () => {
    expect(real("my son pleaded guilty to burglary and he's been sober 8 months").join()).toContain('legal:pleaded guilty to burglary,');
  });
});

describe('session 44: military justice and a discharge\'s character', () => {
  it('finds an article 15 or an other-than-honorable discharge told of oneself, not one asked about', () => {
    expect(real('got an article 15 for underage drinking on base').join()).toContain('article 15');
    expect(real('im a vet with an other than honorable discharge, can i still get va healthcare').join()).toContain('legal:other than honorable discharge');
    expect(real('what is an article 15?')).toEqual([]);
  });
  it('finds the police threatened ("she\'ll call the cops unless …"), not the police asked about', () => {
    expect(real("she says she'll call the cops unless i pay her back by friday").join()).toContain('legal:call the cops');
    expect(real('will the police call me back?')).toEqual([]);
  });
  it('finds a finding against the writer ("they found me liable in the accident")', () => {
    expect(real('they found me liable in the accident and my premium went up').join()).toContain('legal:found me liable');
    expect(real('is a landlord liable if a tenant slips?')).toEqual([]);
  });
});

describe('session 44 (health probes): health facts told the everyday way', () => {
  const real = (text: string): string[] => found(text).map((f) => `${f.domain}:${text.slice(f.start, f.end)}`);
  const own = (text: string): boolean => tellsOwnCondition(text, found(text));
  it.each([
    'im 8 weeks pregnant and cant keep anything down, what snacks are good',
    "i'm a type 2 diabetic, what's a good breakfast",
    "i'm ocd and keep checking the stove like 20 times before leaving",
    "i've had covid 3 times and now have long covid brain fog, can you help me organize my to-do list",
    'my 6yo was diagnosed with autism, what are some good books for siblings',
    'can you help me plan meals for my dad, he just had a triple bypass',
  ])('reads the writer\'s own or their family\'s condition as told whole: %s', (text) => {
    expect(own(text)).toBe(true);
  });
  it.each(['my friend has depression, what can I say to her', 'my dad is a doctor and has a busy week, gift ideas', 'what are the early signs of type 2 diabetes'])('not told: %s', (text) => {
    expect(own(text)).toBe(false);
  });
  it('finds a bypass, Down syndrome, type 2 diabetic, a baby lost and MS in lower case', () => {
    expect(real('my dad just had a triple bypass').join()).toContain('triple bypass');
    expect(real('i have a 10 year old with down syndrome').join()).toContain('down syndrome');
    expect(real("i'm a type 2 diabetic").join()).toContain('type 2 diabetic');
    expect(real('we lost our baby at 20 weeks, trisomy 18').join()).toContain('lost our baby at 20 weeks');
    expect(real('i have ms and the heat makes my symptoms worse').join()).toContain('medical:ms');
    expect(real('my girlfriend is bulimic and i dont know how to help her').join()).toContain('bulimic');
  });
  it('leaves ms word, a baby monitor lost and a baby tooth', () => {
    expect(real('does anyone know if my ms word has a dark mode')).toEqual([]);
    expect(real('we lost the baby monitor during the move')).toEqual([]);
  });
  it('keeps a sensory disability, a device lived with and drinking told as a problem from the tagger\'s veto (sure)', () => {
    for (const [text, want] of [
      ['im legally blind, recommend me some audiobooks', 'legally blind'],
      ['i use a cpap and want to go camping', 'use a cpap'],
      ['ok real talk, i think my drinking is a problem. i black out most weekends', 'black out most weekends'],
    ] as const) {
      const f = found(text).find((x) => text.slice(x.start, x.end).includes(want));
      expect(f?.sure, text).toBe(true);
    }
  });
  it('reads soreness after exercise as no fact, and keeps a swelling or a pain that lasts', () => {
    expect(real('my knees are sore after my run yesterday, should i ice or heat')).toEqual([]);
    expect(real('my legs are killing me after leg day lol')).toEqual([]);
    expect(real('i ran 10 miles today and my legs are sore')).toEqual([]);
    expect(real('my ankle is swollen after my run and i cant walk on it').join()).toContain('ankle is swollen');
    expect(real('my knees hurt all the time, even when i rest').join()).toContain('knees hurt');
    const t = 'i ran 10 miles today and my legs are sore';
    const toks = chunker.chunk(t).tokens;
    expect(soreAfterExercise(t, toks, t.indexOf('legs'), t.length)).toBe(true);
  });
});

describe('session 44: a job cut by the employer, an open marriage, faith questioned, hoarding', () => {
  it('finds them told of the writer or family, not asked about', () => {
    expect(real('they eliminated my position last friday').join()).toContain('other:eliminated my position');
    expect(real("my wife wants an open marriage and i don't").join()).toContain('other:wants an open marriage');
    expect(real("i'm questioning my faith after my son died").join()).toContain('other:questioning my faith');
    expect(real("my mom is a hoarder and won't let anyone in the house").join()).toContain('medical:hoarder');
    expect(real('is an open marriage ever a good idea?')).toEqual([]);
  });
  it('finds a break-up told with its bare verb and a parenting plan violated, not a bill split', () => {
    expect(real('my ex and i split and she moved away').join()).toContain('other:split');
    expect(real('we split 50/50 on rent')).toEqual([]);
    expect(real("she took our daughter, which i'm pretty sure violates our parenting plan").join()).toContain('legal:violates our parenting plan');
  });
});

describe('session 44: the writer introduced by what they live with, and a record named with its owner', () => {
  it('reads "as someone with …" and "as a felon …" as the writer\'s message, and "can a felon …" as a general one', () => {
    expect(reg('as someone with bipolar, is it ok to take melatonin')).toBe('chat');
    const t = 'as someone with bipolar, is it ok to take melatonin';
    expect([...personalSentences(t, chunker.chunk(t).tokens)]).toEqual([0]);
    expect(real('as a felon can i own a bow for hunting').join()).toContain('legal:felon');
    expect(real('can a felon own a bow?')).toEqual([]);
  });
  it('keeps "my dui" from the veto as a status held', () => {
    const found = findFacts('with my dui can i still get a cdl', chunker.chunk('with my dui can i still get a cdl').tokens, shipped);
    expect(found.some((f) => f.sure && f.domain === 'legal')).toBe(true);
  });
});

describe('session 44: clinical abbreviations typed in lower case', () => {
  it('finds "bpd" and "pcos" told of the writer, not asked about, and not the words they spell', () => {
    expect(real('my therapist thinks i have bpd').join()).toContain('medical:bpd');
    expect(real("i was dx'd with pcos last year").join()).toContain('pcos');
    expect(real('what is bpd?')).toEqual([]);
    expect(real('i need to add pots and pans to my list')).toEqual([]);
    expect(real('i need to start prep for my exam')).toEqual([]);
  });
});

describe('session 44: a prosecutor\'s offer, a benefit overpaid, an ejection fraction, rehab as a one-liner', () => {
  it('reads "the da offered …" and "in rehab for …" as the writer\'s message', () => {
    expect(reg('the da offered a plea deal, 2 years probation')).toBe('chat');
    expect(reg('in rehab for opioids')).toBe('chat');
  });
  it('finds an overpayment told of the writer and an ejection fraction, not a price overpaid', () => {
    expect(real('got a letter from the ssa saying i was overpaid').join()).toContain('financial:overpaid');
    expect(real('i think i was overpaid for that couch')).toEqual([]);
    expect(real('had an echo and my ef is 35').join()).toContain('medical:ef is 35');
  });
});

describe('session 45 (health probes, lead): a symptom in the progressive, an elided writer', () => {
  it.each([
    "i've been throwing up blood, is that an er thing",
    'ive been getting migraines with aura almost daily',
    "i've been having chest pains when i climb stairs",
  ])('tells the writer\'s own symptom told as "I\'ve been …ing": %s', (text) => {
    expect(tellsOwnCondition(text, found(text))).toBe(true);
  });
  it.each(["i've been reading about diabetes, is sugar really that bad", 'ive been doing keto for a month, is that safe'])(
    'not a pastime or a topic: %s',
    (text) => {
      expect(tellsOwnCondition(text, found(text))).toBe(false);
    },
  );
  it('reads a message opening on a dose or on a test result as the writer\'s', () => {
    expect(reg('on 40 units of lantus at night and still high in the morning')).toBe('chat');
    expect(reg('the biopsy came back benign thank god')).toBe('chat');
    expect(reg('labs came back, ferritin 9')).toBe('chat');
    // a question about such a result stays general
    expect(reg('what does it mean when a biopsy came back benign')).toBe('general');
    expect(reg('on average how many units of insulin do people need')).toBe('general');
  });
});

describe('session 45 (health probes, lead): "i get …", a device one lives with, fainting', () => {
  it.each(['i get panic attacks in crowds', 'i get cluster headaches every spring, the suicide kind', 'i keep getting migraines'])(
    'an own condition after "i get": %s',
    (text) => {
      expect(tellsOwnCondition(text, found(text))).toBe(true);
    },
  );
  it('"i get" as "I understand" is no own condition', () => {
    expect(tellsOwnCondition('i get that anxiety is normal before exams', found('i get that anxiety is normal before exams'))).toBe(false);
  });
  it.each([
    ['i use a wheelchair, is the louvre accessible', 'medical:use a wheelchair'],
    ['hospital discharged dad yesterday with a new pacemaker', 'medical:new pacemaker'],
    ['i pass out when i stand up too fast, happened 3 times this week', 'medical:pass out when i stand up too fast'],
    ['my dad fainted at church yesterday', 'medical:fainted'],
  ])('states itself whole: %s', (text, fact) => {
    expect(real(text)).toContain(fact);
    expect(found(text).find((f) => `${f.domain}:${text.slice(f.start, f.end)}` === fact)?.sure).toBe(true);
  });
  it('fainting asked of "you" or from laughing is no fact', () => {
    expect(real('what happens when you pass out')).toEqual([]);
    expect(found('lol i almost passed out laughing').some((f) => f.sure)).toBe(false);
  });
});

describe('session 45 (health probes, lead): a drug and a bare figure as a list item', () => {
  it('takes the figure as the drug\'s dose in a list', () => {
    expect(real('meds: lisinopril 20, metformin 1000 bid, atorvastatin 40 qhs')).toContain('medical:lisinopril 20');
    expect(real('current meds are sertraline 100mg, trazodone 50 at night and vyvanse 40').at(-1)).toMatch(/vyvanse 40$/);
  });
  it('not in a question about a dose, nor in a comparison', () => {
    expect(real('is vyvanse 40 a high dose')).toEqual([]);
    expect(real('compare metoprolol 50 vs carvedilol 25')).toEqual([]);
  });
});

describe('session 45 (health probes, lead): drinking told by the writer, someone told as "he" or "she"', () => {
  it('"i drink every night …" is the writer\'s own condition', () => {
    const text = 'i drink every night to fall asleep, like 4-5 beers';
    expect(tellsOwnCondition(text, found(text))).toBe(true);
  });
  it.each(['she has high bp and thyroid, taking thyronorm 50', "he's been on methadone for 6 years", 'he has stage 2 kidney disease'])(
    'a message opening on he or she and a condition is about someone: %s',
    (text) => {
      expect(reg(text)).toBe('chat');
    },
  );
  it.each(['she is on the cover of vogue this month', 'she has high standards, how do i impress her'])('not otherwise: %s', (text) => {
    expect(real(text)).toEqual([]);
  });
});

describe('session 45 (health probes, lead): openers before a clinician or a result', () => {
  it.each(['ok so update the mri showed a torn meniscus', 'the urgent care said it was probably shingles', 'the neurologist said it looks like ms on the mri'])(
    'reads the message as the writer\'s: %s',
    (text) => {
      expect(reg(text)).toBe('chat');
    },
  );
  it('a place of care named without a verb of telling stays general', () => {
    expect(reg('the er is always so busy on weekends')).toBe('general');
    expect(reg('the hospital cafeteria closes at 8')).toBe('general');
  });
});

describe('session 45 (lead, from realistic dev): a drug of the lexicon states itself whole', () => {
  it.each([
    ['my psychiatrist says I have to get off depakote first', 'depakote'],
    ['what can i take for nausea on chemo besides the zofran? its not doing much', 'zofran'],
  ])('is kept from the fact tagger\'s veto (sure): %s', (text, drug) => {
    expect(found(text).some((f) => f.sure && text.slice(f.start, f.end).includes(drug))).toBe(true);
  });
  it('a drug class asked about is not', () => {
    expect(found('which antidepressants are safest in pregnancy').some((f) => f.sure)).toBe(false);
  });
});

describe('session 45 (lead): a test or a procedure one lives through, told with its owner or its step', () => {
  it.each([
    ['insurance said not medically necessary for my sleep study, how do i appeal', 'medical:sleep study'],
    ['they put me on a holter monitor for 48 hours', 'medical:put me on a holter monitor'],
    ['getting my wisdom teeth out friday, what can i eat after', 'medical:getting my wisdom teeth out'],
  ])('%s', (text, fact) => {
    expect(real(text)).toContain(fact);
  });
  it('not a test asked about', () => {
    expect(real('how accurate is a home sleep study')).toEqual([]);
    expect(real('what does a stress test involve')).toEqual([]);
  });
});

describe('session 45: legal facts told the everyday way (hand-written probes)', () => {
  it('reads a sentence that opens on the writer\'s event and then asks as the writer\'s, not a general question', () => {
    const t = 'got caught driving on a suspended license, whats the penalty';
    expect([...personalSentences(t, chunker.chunk(t).tokens)]).toEqual([0]);
    expect(real(t).join()).toContain('legal:got caught driving on a suspended license');
    // no event opens these: a question announced, an acknowledgement, a passing state
    for (const g of ["got a question, what's the difference between probation and parole", 'got it, whats the difference between a felony and a misdemeanor', "can't sleep, what is the difference between melatonin and benadryl"]) {
      expect([...personalSentences(g, chunker.chunk(g).tokens)]).toEqual([]);
    }
  });
  it('lets a phrase that states its fact whole decide its kind over a word\'s prior', () => {
    expect(real('my husband cheated on me and i want a divorce').join()).toContain('other:cheated on me');
    expect(real('i found out my wife cheated on me last year')).toEqual(['other:cheated on me']);
  });
  it('reads rubbish and prying alone as no legal event', () => {
    expect(real('my neighbor threw trash on my lawn again')).toEqual([]);
    expect(real('my ex is talking trash about me to our friends')).toEqual([]);
    expect(pryingOnly(chunker.chunk('spying on my texts').tokens, 0, 18, shipped)).toBe(true);
    expect(pryingOnly(chunker.chunk('spying on me, i filed a police report').tokens, 0, 38, shipped)).toBe(false);
  });
  it('finds misconduct at work, a fine, a forged signature and a prescription sold', () => {
    expect(real('i have been taking cash from the tip jar').join()).toContain('legal:taking cash from the tip jar');
    expect(real('i used the company card for personal stuff and now there\'s an audit').join()).toContain('legal:used the company card for personal stuff');
    expect(real('i forged my dads signature on a loan').join()).toContain('legal:i forged my dads signature');
    expect(real('i sold my adderall to a friend').join()).toContain('sold my adderall');
    expect(real('got a fine for fare evasion on the subway').join()).toContain('legal:got a fine for fare evasion');
    expect(real("i've been working under the table for 5 years").join()).toContain('legal:');
  });
  it('finds harassment and discrimination told by what was said or paid, and a child taken without consent', () => {
    expect(real("my boss said he'd fire me if i didnt sleep with him").join()).toContain('legal:fire me if i didnt sleep with him');
    expect(real("i'm being paid less than my male coworkers for the same job").join()).toContain('legal:');
    expect(real('my manager said i was too old for the role, is that age discrimination').join()).toContain('legal:i was too old for the role');
    expect(real("my boss said i'm too old to be pulling all-nighters lol")).toEqual([]);
    expect(real('my ex moved out of state with the kids without telling me').join()).toContain('legal:moved out of state with the kids without telling me');
  });
  it('finds a tax audit and an account frozen, the prosecutor\'s offer, and keeps hours of community service, a summons and an immigration interview from the veto', () => {
    expect(real("i'm being audited for my 2022 return").join()).toContain('financial:being audited');
    expect(real('my bank account was frozen because of a judgment').join()).toContain('financial:bank account was frozen because of a judgment');
    expect(real('the da is offering 18 months').join()).toContain('legal:da is offering 18 months');
    const sure = (t: string): boolean => findFacts(t, chunker.chunk(t).tokens, shipped).some((f) => f.sure && f.domain === 'legal');
    expect(sure('i have to do 40 hours of community service')).toBe(true);
    expect(sure('i got a summons for an unpaid medical bill')).toBe(true);
    expect(sure('my green card interview is next month, what do they ask')).toBe(true);
    expect(sure('i got a summons for jury duty')).toBe(false);
  });
  it('ends no span on a hedge whose figure fell outside', () => {
    expect(real("i've been stealing from work for like a year, small stuff")).toEqual(['legal:stealing from work']);
  });
});

describe('session 45: other-sensitive and money facts told the everyday way', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('keeps job loss, an affair and being closeted from the veto, not the everyday senses of the same list', () => {
    expect(sure('my boss let me go over the phone')).toContain('other:let me go');
    expect(sure('i had an affair last year')).toContain('other:had an affair');
    expect(sure("i'm a closeted gay man in a small town").join()).toContain('other:closeted gay man');
    expect(sure('as a trans woman, which bathroom should i use at work').join()).toContain('other:trans woman');
    expect(sure('the new album came out last week')).toEqual([]);
  });
  it('finds a job lost in other words, a wedding called off, an in-law splitting a couple', () => {
    expect(real('got canned on friday').join()).toContain('other:got canned');
    expect(real('my contract wasnt renewed and they wont say why').join()).toContain('other:contract wasnt renewed');
    expect(real('i quit before they could fire me').join()).toContain('other:quit before they could fire me');
    expect(real('they made my position redundant').join()).toContain('other:made my position redundant');
    expect(real('found texts, my wife has been sleeping with her boss').join()).toContain('other:sleeping with her boss');
    expect(real('my mother in law is trying to break us up').join()).toContain('other:trying to break us up');
    expect(real('my mother in law hates me').join()).toContain('other:hates me');
    expect(real('my fiance called off the wedding').join()).toContain('called off the wedding');
  });
  it('reads "no contact" with family as a family matter, a court\'s "no contact" as legal', () => {
    expect(real("i'm no contact with my whole family")).toEqual(['other:no contact with my whole family']);
    expect(real('i was ordered to have no contact with the victim').join()).toContain('legal:');
  });
  it('reads "negative" as money only beside an account or a figure', () => {
    expect(real('got my results back, im negative thank god')).toEqual(['medical:negative']);
    expect(real("i'm hiv negative and my partner is positive")).toEqual(['medical:hiv negative']);
    expect(real("i'm negative about the new job honestly").join()).not.toContain('financial');
    expect(real('my checking account is negative 200').join()).toContain('financial:');
  });
  it('finds accounts in collections, an IVA, a hedged FICO and a ruined credit score', () => {
    expect(real("i've got two accounts in collections and a charge off").join()).toContain('financial:');
    expect(sure("i'm in an iva and want to get a mortgage")).toEqual(['financial:iva']);
    expect(real('my fico is like 580').join()).toContain('financial:fico is like 580');
    expect(real('my credit is shot, like 490').join()).toContain('financial:credit is shot, like 490');
    expect(real('i lost 2k on sports bets this month').join()).toContain('financial:lost 2k on sports bets');
  });
  it('reads a collector calling and a loss told without "i" as the writer\'s message', () => {
    expect(reg('a debt collector keeps calling about a $4,200 medical bill')).toBe('chat');
    expect(reg('down about 12k on sports bets this year')).toBe('chat');
  });
  it('reads a 10k run, not money', () => {
    expect(real('i ran a 10k in 52 minutes')).toEqual([]);
  });
  it('gives a phrase list\'s match its kind over one word\'s prior inside it', () => {
    expect(real('i cheated on my girlfriend and she doesnt know')).toEqual(['other:cheated on my girlfriend']);
  });
  it('finds a faith told by its practice and grandchildren kept away', () => {
    expect(real('we keep kosher, any ideas for a dinner party menu')).toEqual(['other:keep kosher']);
    expect(real('i pray 5 times a day and my job wont give me a break').join()).toContain('other:pray 5 times a day');
    expect(real('i wear a turban and airport security always stops me').join()).toContain('other:wear a turban');
    expect(real("my daughter in law won't let us see the grandkids").join()).toContain("other:won't let us see the grandkids");
  });
  it('finds an overpayment made to someone, minimums paid, a tax payment plan, money moved away', () => {
    expect(real('they overpaid me on my final check').join()).toContain('financial:overpaid me');
    expect(real('i think they overpaid for that house')).toEqual([]);
    expect(sure('ive been paying the minimum on like 5 cards for years').join()).toContain('financial:paying the minimum on like 5 cards');
    expect(sure("i'm on a payment plan with the irs").join()).toContain('financial:payment plan with the irs');
    expect(sure("my husband has been moving money to his mom's account").join()).toContain("financial:moving money to his mom's account");
  });
  it('finds a secret partner, a disinvitation, relatives called toxic, a union local, not a secret recipe', () => {
    expect(real('i found out my wife has a secret boyfriend').join()).toContain('other:has a secret boyfriend');
    expect(real('my sister disinvited me from her wedding').join()).toContain('other:disinvited me');
    expect(real('my in laws are toxic and we barely see them').join()).toContain('other:toxic');
    expect(real("i'm a steward for local 1199").join()).toContain('other:steward for local 1199');
    expect(real('im a teamster and we are striking').join()).toContain('other:teamster');
    expect(real('my grandma has a secret family recipe for gumbo')).toEqual([]);
  });
});

describe("session 45 (lead, from realistic dev errors): a dose's next step beside a drug", () => {
  it('finds the step in a sentence that names a drug', () => {
    expect(real('been on zoloft 3 months and my dr wants to bump me to 100mg bc the panic attacks came back')).toContain('medical:bump me to 100mg');
  });
  it('not a temperature or a rent going up', () => {
    expect(real('the temperature is going up to 15 next week')).toEqual([]);
    expect(real('my rent is going up to 1800').some((f) => f.startsWith('medical'))).toBe(false);
  });
});

describe('session 46 (health probes, lead): he or she, his or her reading, a parent named bare', () => {
  it.each([
    'she keeps fainting at work and nobody knows why',
    'his cd4 is 350 and viral load undetectable, is that good',
    "she's 34 weeks and her bp is 150/95, should she go in",
    'she was hospitalized for anorexia in march',
    "he's been coughing up blood since sunday",
  ])('a message opening on someone\'s symptom, reading or stay is about someone: %s', (text) => {
    expect(reg(text)).toBe('chat');
  });
  it.each(['she keeps falling asleep in class lol', 'her a1c was the topic of the lecture', "she's 34 weeks into the semester and burned out"])(
    'not a pastime, a topic or a season: %s',
    (text) => {
      expect(real(text)).toEqual([]);
    },
  );
  it.each(['his cd4 is 350 and viral load undetectable, is that good', 'my cd4 is 350, is that good', "dad's got parkinson's and the tremor is worse in the mornings"])(
    'tells a condition whole, so no message gate reads it as general: %s',
    (text) => {
      expect(tellsOwnCondition(text, found(text))).toBe(true);
    },
  );
  it('a reading without a verb of having still passes the cheap cue', () => {
    const text = 'my heart rate goes up to 180 when i stand, they think pots';
    expect(tellsOwnFact(text, () => found(text))).toBe(true);
  });
  it.each(['what if his cd4 is 350, is that good', 'can a dad have parkinsons at 40'])('not a reading asked about anyone: %s', (text) => {
    expect(tellsOwnCondition(text, found(text))).toBe(false);
  });
});

describe('session 46 (health probes, lead): a body part of one\'s own and what it keeps doing', () => {
  it.each([
    ['my hands go numb at night and i drop things', 'hands go numb'],
    ['my feet swell up every evening', 'feet swell up'],
    ['my ears have been ringing for a week', 'ears have been ringing'],
  ])('is a symptom told whole: %s', (text, part) => {
    const fs = found(text);
    expect(fs.some((f) => f.sure && f.domain === 'medical' && text.slice(f.start, f.end).includes(part))).toBe(true);
    expect(tellsOwnFact(text, () => fs)).toBe(true);
  });
  it.each(['what causes feet to swell on long flights', 'my hands were shaking with excitement'])('not a general question or a mood: %s', (text) => {
    expect(found(text).some((f) => f.sure)).toBe(false);
  });
});

describe('session 46 (legal probes, lead): the police at the writer\'s door, a crash, a deposit, a lease, a lien', () => {
  const spans = (text: string) => found(text).map((f) => `${f.domain}:${text.slice(f.start, f.end)}${f.sure ? '!' : ''}`);
  it.each([
    ['the cops searched my car without asking', 'legal:cops searched my car!'],
    ['the police came to my work and asked about my roommate', 'legal:police came to my work!'],
    ['police pulled me over and searched my trunk', 'legal:police pulled me over!'],
    ["there's a lien on my house from a contractor i didn't pay", 'financial:lien on my house!'],
  ])('states the fact whole: %s', (text, span) => {
    expect(spans(text)).toContain(span);
  });
  it.each([
    ['i was in a fender bender and the other driver says it was my fault', 'fender bender'],
    ['my landlord kept my whole deposit and says i owe him for carpet', 'kept my whole deposit'],
    ['my dad died without a will, how does probate work', 'died without a will'],
    ['the apartment has mold so i need to break my lease', 'break my lease'],
  ])('finds the legal event: %s', (text, part) => {
    expect(spans(text).some((s) => s.startsWith('legal:') && s.includes(part))).toBe(true);
  });
  it.each([
    'what happens if the cops search my car without a warrant',
    'the police came to our school to give a talk about safety',
    'what should you do after a car accident',
    'what happens if someone dies without a will',
  ])('not a question about anyone or a visit: %s', (text) => {
    expect(spans(text).filter((s) => s.startsWith('legal:') && (s.endsWith('!') || !s.includes('police')))).toEqual([]);
  });
});

describe('session 46 (other probes, lead): union membership and a strike one\'s union weighs', () => {
  it.each([
    ["i'm a member of the local teamsters", 'member of the local teamsters'],
    ['as a union steward what are my rights', 'union steward'],
    ['our union is voting to strike next week', 'voting to strike'],
  ])('states the fact whole: %s', (text, part) => {
    expect(found(text).some((f) => f.sure && f.domain === 'other' && text.slice(f.start, f.end).includes(part))).toBe(true);
  });
  it.each(['what is the difference between a union member and a shop steward', 'when did the teamsters last go on strike'])('not a general question: %s', (text) => {
    expect(found(text).some((f) => f.sure)).toBe(false);
  });
});

describe('session 46 (money probes, lead): a creditor\'s demand, a bounced pay cheque, the divorce in a personal sentence', () => {
  it('a creditor\'s demand with its amount opens a message about the writer', () => {
    expect(reg('the collection agency wants 3,400 for an old verizon bill')).toBe('chat');
    expect(reg('how much does the bank want for a personal loan')).toBe('general');
  });
  it('a bounced pay cheque is a money state told whole', () => {
    const text = 'my paycheck bounced, employer says its a bank error';
    expect(found(text).some((f) => f.sure && f.domain === 'financial' && text.slice(f.start, f.end) === 'paycheck bounced')).toBe(true);
  });
  it('"before the divorce" in a personal sentence, not "in the divorce" nor a general question', () => {
    const text = 'my ex ran up 20k on our joint card before the divorce';
    expect(found(text).some((f) => f.domain === 'other' && text.slice(f.start, f.end).endsWith('divorce'))).toBe(true);
    expect(found('what happens to joint debt after the divorce')).toEqual([]);
    const asked = 'can she use it to get more in the divorce';
    expect(found(asked).some((f) => asked.slice(f.start, f.end).includes('divorce'))).toBe(false);
  });
});

describe('session 46: short forms of conditions told as someone\'s, and being misgendered', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('finds "ed", "tia", "pots", "uc" after has/had and an owned one said to come back', () => {
    expect(sure('my husband has ed and its really affecting us')).toContain('medical:ed');
    expect(sure('had a tia last month and now my dr wants me on plavix')).toContain('medical:had a tia');
    expect(sure('i have pots and faint when i stand up')).toContain('medical:pots');
    expect(sure('my wife has uc and shes flaring again')).toContain('medical:uc');
    expect(sure("my wife's ed is back, she's not eating again")).toContain('medical:ed is back');
  });
  it('not a product, pans, an aunt or a resident assistant', () => {
    expect(sure('my laptop has ms office on it').some((f) => f.startsWith('medical'))).toBe(false);
    expect(sure('i have pots and pans from my grandma').some((f) => f.startsWith('medical'))).toBe(false);
    expect(sure('my tia is visiting from texas').some((f) => f.startsWith('medical'))).toBe(false);
    expect(sure('my ra is really strict about quiet hours').some((f) => f.startsWith('medical'))).toBe(false);
  });
  it('finds driving drunk after another predicate, and a pip got at work', () => {
    expect(real('my husband drinks every night and drove drunk with the kids').join()).toContain('legal:drove drunk');
    expect(real('he was too drunk to drive so i drove him home').some((f) => f.startsWith('legal'))).toBe(false);
    expect(sure("i've been with my company for 8 yrs and just got a pip")).toContain('other:got a pip');
  });
  it('finds a lab test read out in words with its owner, and a procedure in lower case', () => {
    expect(sure('my ana came back positive and my rheum wants more tests')).toContain('medical:ana came back positive');
    expect(sure('got my cbc back and my wbc is low')).toContain('medical:wbc is low');
    expect(sure('my bun and creatinine are high, what does that mean')).toContain('medical:bun and creatinine are high');
    expect(sure('my dad had a cabg last year')).toContain('medical:had a cabg');
    expect(sure('is a high bun bad?')).toEqual([]);
    expect(sure('my tsh came back normal')).toEqual([]);
  });
  it('keeps apart two facts joined by "and" before another subject', () => {
    expect(real('i have gerd and my throat burns')).toEqual(['medical:gerd', 'medical:throat burns']);
    expect(real("i'm on probation and my po wants a drug test")).toContain('legal:probation');
  });
  it('finds drugs dealt by someone and a minor in possession as legal', () => {
    expect(sure('my brother sells weed and my parents dont know')).toContain('legal:sells weed');
    expect(sure('i got a mip at 19 for drinking at a party')).toContain('legal:got a mip at 19');
    expect(sure('is it legal to sell weed in colorado')).toEqual([]);
  });
  it('finds being misgendered or deadnamed as a gender identity', () => {
    expect(sure('my boss keeps deadnaming me in meetings')).toContain('other:keeps deadnaming me');
    expect(sure('my mom misgenders me on purpose')).toContain('other:misgenders me');
  });
});

describe('session 46: legal, money and other facts told of others or without "I" (hand-written probes)', () => {
  const own = (t: string): boolean => {
    const toks = chunker.chunk(t).tokens;
    return tellsOwnFact(t, () => findFacts(t, toks, shipped, {}, personalSentences(t, toks)));
  };
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('reads a message opening on "he" or "she" and their legal or job event as told of someone', () => {
    expect(reg('he got booked for possession and they set bail at 5k')).toBe('chat');
    expect(reg("she's facing two felony charges now")).toBe('chat');
    expect(reg('he did 2 years in county for a probation violation')).toBe('chat');
    expect(reg("she's got a warrant for failure to appear")).toBe('chat');
    expect(reg('she got fired for stealing from the register')).toBe('chat');
  });
  it('not a gig booked, a warrant officer, a record deal or a practice let out early', () => {
    expect(reg('he got booked for a gig in nashville next month')).toBe('general');
    expect(reg("she's got a warrant officer rank in the army reserve")).toBe('general');
    expect(reg('she got a record deal with a small label')).toBe('general');
    expect(reg('she got let go early from practice because of the rain')).toBe('general');
    expect(reg('he got fired up about the game last night lol')).toBe('general');
  });
  it('reads an officer, a landlord or a creditor acting against someone as a case told', () => {
    expect(reg('the sheriff is coming friday to change the locks')).toBe('chat');
    expect(reg('the cops showed up and took my husband away in handcuffs')).toBe('chat');
    expect(reg('landlord is suing for 3 months rent plus fees')).toBe('chat');
    expect(reg('the irs is garnishing his paycheck')).toBe('chat');
    expect(reg('they charged him with a felony for a bar fight')).toBe('chat');
    expect(reg("they're garnishing her wages for student loans")).toBe('chat');
    expect(reg('the landlord came by to fix the sink')).toBe('general');
    expect(reg('can the landlord change the locks without a court order')).toBe('general');
  });
  it('reads money told without "I" as the writer\'s', () => {
    expect(reg('lent him 500 bucks 6 months ago and hes acting like it never happened')).toBe('chat');
    expect(reg('short like 400 on rent and its due tomorrow')).toBe('chat');
    expect(reg('behind 2 months on rent')).toBe('chat');
    expect(reg('about 15 bands in debt rn')).toBe('chat');
    expect(reg('paying off like 30 racks in student loans')).toBe('chat');
    expect(reg('make about 55k before taxes, is that enough for a 1200 apartment')).toBe('chat');
    expect(reg('was let go yesterday, no severance')).toBe('chat');
    expect(reg('make about 3 copies of this for the meeting')).toBe('general');
    expect(reg('short on time today, can you summarize this article')).toBe('general');
  });
  it('reads sums in slang: grand, a couple hundred, bands and racks after a money word', () => {
    expect(real('gave my cousin 3 grand for his business').join()).toContain('financial:');
    expect(real('im a couple hundred short on rent this month').join()).toContain('financial:couple hundred short on rent');
    expect(real('he owes me 15 bands and wont pay').join()).toContain('financial:owes me 15 bands');
    expect(real('we saw 15 bands at the festival this weekend')).toEqual([]);
    expect(real('a couple hundred people showed up to the protest')).toEqual([]);
  });
  it('reaches a sum lent or owed across the person', () => {
    expect(real('lent my best friend 3 grand and he ghosted me').join()).toContain('financial:lent my best friend 3 grand');
    expect(real('owe my best friend 300 and feel awful about it').join()).toContain('financial:owe my best friend 300');
    expect(real('i owe my mom a call later').join()).not.toContain('financial:owe my mom');
    expect(real('owe my sister 2 favors now lol').join()).not.toContain('financial:owe my sister 2');
  });
  it('keeps savings as money though "saved" leans to law', () => {
    expect(real('i have 3k saved up')).toEqual(['financial:have 3k saved up']);
    expect(real('i have a couple grand saved up')).toEqual(['financial:have a couple grand saved up']);
  });
  it('finds a notice posted, a term served in state, child services called, a home raided', () => {
    expect(sure('sheriff posted a notice on the door saying we have 24 hours').join()).toContain('legal:sheriff posted a notice on the door');
    expect(sure('my husband is doing 5 years in state').join()).toContain('legal:doing 5 years in state');
    expect(sure('my neighbor called cps on us').join()).toContain('legal:called cps on us');
    expect(sure("cops raided my brother's apartment last night").join()).toContain("legal:cops raided my brother's apartment");
    expect(sure('maxed out two cards, about 9k total').join()).toContain('financial:maxed out two cards');
  });
  it('tells a job loss whole when the writer is inside it or it opens the message', () => {
    expect(own('they fired me over a facebook post')).toBe(true);
    expect(own('terminated today for attendance')).toBe(true);
    expect(own('terminated the process with kill -9 and it still shows up')).toBe(false);
  });
  it('tells money whole when it opens the message with its word', () => {
    expect(own('down 5 grand on crypto this year')).toBe(true);
    expect(own("we're about 8 grand in the hole on credit cards")).toBe(true);
    expect(own('got 5k steps today, is that enough')).toBe(false);
  });
});

describe('session 46: more job loss, affairs, money given and court programs (hand-written probes)', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('finds being walked out of work, not walked to one\'s car or out of a movie', () => {
    expect(sure('got walked out for a policy violation, no warning')).toContain('other:got walked out');
    expect(sure('they walked me out today after 8 years')).toContain('other:walked me out');
    expect(real('he walked me out to my car after our date')).toEqual([]);
    expect(real('we got walked out of the movie for being loud lol')).toEqual([]);
  });
  it('finds a partner sleeping with someone with the contraction on the noun', () => {
    expect(real("my wife's been sleeping with her boss for a year")).toEqual(['other:sleeping with her boss']);
  });
  it('finds a sum given to someone in three figures or as money, not a dose', () => {
    expect(real('gave my nephew 1500 for his car and he wrecked it').join()).toContain('financial:gave my nephew 1500');
    expect(real('spotted my buddy 200 for gas').join()).toContain('financial:spotted my buddy 200');
    expect(real('gave my son 200 mg of ibuprofen').join()).not.toContain('financial');
  });
  it('finds a court-mandated program', () => {
    expect(sure("my mom's in a 6 month court mandated program")).toEqual(['legal:court mandated program']);
  });
});

describe('session 46: notices, the last of one\'s money, a sum stolen, a job lost by "she" (hand-written probes)', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('finds days to pay or quit, the last of one\'s money, an account frozen by the bank', () => {
    expect(sure('the landlord said we have 3 days to pay or quit').join()).toContain('legal:');
    expect(sure('down to my last 50 bucks until friday')).toEqual(['financial:down to my last 50 bucks']);
    expect(sure('the bank froze our account over a judgment')).toEqual(['financial:froze our account over a judgment']);
    expect(sure('i closed my old savings account')).toEqual([]);
  });
  it('finds a sum stolen from someone and being walked out of the building', () => {
    expect(sure('my roommate stole 600 from my room')).toEqual(['legal:stole 600 from my room']);
    expect(sure('they walked me out of the building today').join()).toContain('other:walked me out of the building');
  });
  it('finds a layoff told of "us" counted', () => {
    expect(sure('the company let 200 of us go including me')).toEqual(['other:let 200 of us go']);
  });
  it('reads "she lost her job" as told of someone', () => {
    expect(reg('she lost her job at the hospital last month')).toBe('chat');
  });
});

describe('session 46 (lead): drinking by the bottle, being investigated', () => {
  const spans = (text: string) => found(text).map((f) => `${f.domain}:${text.slice(f.start, f.end)}`);
  it('finds a bottle of wine most nights and a fifth a day as drinking', () => {
    expect(spans("honestly i drink like a bottle of wine most nights, how bad is that").some((s) => s.startsWith('medical:') && s.includes('a bottle of wine most nights'))).toBe(true);
    expect(spans('my dad goes through a fifth of vodka a day').some((s) => s.startsWith('medical:') && s.includes('fifth of vodka a day'))).toBe(true);
  });
  it('not a bottle of wine for a dinner party', () => {
    expect(spans('what goes with a bottle of wine for a dinner party')).toEqual([]);
  });
  it("finds being investigated told of someone, not how complaints are investigated", () => {
    expect(spans("the patient is fine but i'm being investigated by the board").some((s) => s.startsWith('legal:') && s.includes('investigated by the board'))).toBe(true);
    expect(spans('how are complaints against nurses investigated by the board')).toEqual([]);
  });
});

describe('session 47 (lead): an account overdrawn by its holder, a debt named with its kind before its amount', () => {
  const own = (text: string): boolean => {
    const tokens = chunker.chunk(text).tokens;
    return tellsOwnMoney(text, findFacts(text, tokens, shipped, {}, personalSentences(text, tokens)));
  };
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('finds overdrafting one\'s own account, counted', () => {
    expect(sure('i overdrafted my account 6 times this month, any banks that dont charge fees')).toEqual(['financial:overdrafted my account 6 times']);
    expect(sure('overdrew our checking again ugh')).toEqual(['financial:overdrew our checking again']);
  });
  it('not how overdrafts work', () => {
    expect(sure('how do overdraft fees work if you overdraw your account by accident')).toEqual([]);
  });
  it.each(['my gambling debt is around 7k, mostly on cards', 'our credit card debt is like 23k', 'my monthly take home pay is about 2,900'])('told whole: %s', (text) => {
    expect(own(text)).toBe(true);
  });
  it.each(['my favorite game is around 7k hours of playtime lol', 'is a debt of 7k a lot for a student'])('not told: %s', (text) => {
    expect(own(text)).toBe(false);
  });
  it.each(["my model is overfitting after epoch 3, it's still overfitting", "i've been ghosting my friend because i feel bad", "i'm fixing up my bathroom and need tile advice", "i'm spraying my roses for aphids, what works", "i'm multithreading my scraper", "i'm tanning before vacation, best lotion?"])(
    'no fact in an everyday or computing activity: %s',
    (text) => {
      expect(found(text).map((f) => text.slice(f.start, f.end))).toEqual([]);
    },
  );
  it('reads words software shares with the law and money in their computing sense beside a computing word', () => {
    expect(said('my cron job executed twice last night')).toEqual([]);
    expect(said('the oom killer terminated my docker container')).toEqual([]);
    expect(said('i pushed a commit to the wrong repo and now my branch is broken').filter((x) => x.includes('commit') || x.includes('repo'))).toEqual([]);
    expect(said('he was charged with conspiracy to commit fraud').join()).toContain('legal:');
    expect(said('my credit report shows a repo on my car from 2021').join()).toContain('financial:');
  });
});

describe('session 47: legal facts in passing (hand-written probes)', () => {
  const spans = (text: string) => found(text).map((f) => `${f.domain}${f.sure ? '!' : ''}:${text.slice(f.start, f.end)}`);
  const has = (text: string, kind: string, part: string): boolean => spans(text).some((s) => s.startsWith(kind) && s.includes(part));
  const own = (t: string): boolean => {
    const toks = chunker.chunk(t).tokens;
    return tellsOwnFact(t, () => findFacts(t, toks, shipped, {}, personalSentences(t, toks)));
  };
  it('reads "leaving the scene" and "a character reference" as real events, not fiction', () => {
    expect(has('my wife got a citation for leaving the scene of an accident', 'legal', 'got a citation')).toBe(true);
    expect(has("need help writing a character reference for my friend's sentencing hearing, she's pleading guilty to theft", 'legal', 'pleading guilty to theft')).toBe(true);
    expect(fictionTask('write a scene where the detective arrives at the scene of the crime')).toBe(true);
  });
  it('reads a filing named with its kind and a case going on as the writer\'s opening', () => {
    expect(reg('filed a discrimination complaint with the state last week')).toBe('chat');
    expect(reg('filed a chargeback and the merchant is fighting it')).toBe('chat');
    expect(reg('getting sued by a debt collector for an old credit card')).toBe('chat');
    expect(reg('filed under misc, what does that folder mean')).toBe('general');
  });
  it('tells an event opening the message with its verb as the writer\'s own', () => {
    expect(own('got sued for defamation over a google review')).toBe(true);
  });
  it('finds a term a judge gave someone named, a TRO, a lock-out and a board hearing', () => {
    expect(has('the judge gave my sister 6 months in county', 'legal!', 'judge gave my sister 6 months in county')).toBe(true);
    expect(has('my ex got a tro against me and i didnt even do anything', 'legal', 'tro against me')).toBe(true);
    expect(has('our landlord illegally locked us out and changed the locks', 'legal', 'locked us out and changed the locks')).toBe(true);
    expect(has('i have a hearing with the nursing board next month', 'legal', 'hearing with the nursing board')).toBe(true);
    expect(has('my medical license is under review', 'legal', 'license is under review')).toBe(true);
    expect(has("we're in arbitration with my old employer", 'legal', 'arbitration')).toBe(true);
    expect(has('my girlfriend\'s divorce isn\'t final yet', 'legal', "divorce isn't final")).toBe(true);
  });
  it('not a lock changed after a break-up, a judge on a show, a TRO asked about', () => {
    expect(spans('my ex changed the locks after we broke up').some((s) => s.startsWith('legal'))).toBe(false);
    expect(spans('the judge gave the contestant a 7 out of 10')).toEqual([]);
    expect(spans('what is a tro and how long does it last')).toEqual([]);
  });
  it('finds an investigation with who runs it, a noise complaint and a fine, a withheld paycheck, a licence lost', () => {
    expect(has('hr is investigating me for a complaint someone made', 'legal', 'investigating me for a complaint')).toBe(true);
    expect(has('my husband is being investigated by the sec for insider trading', 'legal', 'being investigated by the sec')).toBe(true);
    expect(has('got a noise complaint and a fine from the city', 'legal', 'a fine from the city')).toBe(true);
    expect(has('my job is refusing to give me my final paycheck', 'legal', 'my final paycheck')).toBe(true);
    expect(has('my husband lost his cdl after a dui', 'legal', 'lost his cdl')).toBe(true);
    expect(has('i filed an osha complaint about the chemicals at work', 'legal', 'filed an osha complaint')).toBe(true);
    expect(has('the hoa is fining me for my fence', 'legal', 'fining me for my fence')).toBe(true);
    expect(has('my coworker reported me for a hostile work environment', 'legal', 'hostile work environment')).toBe(true);
  });
  it('not an outage investigated, nor the nursing boards as a test', () => {
    expect(spans('they are investigating the outage, my manager thinks it was a bad deploy').some((s) => s.includes('investigating'))).toBe(false);
    expect(reg('studying for the nursing boards, quiz me on pharmacology')).toBe('general');
  });
  it('finds a term looked at after a lawyer\'s word or faced, a release after years, a speed on the highway', () => {
    expect(has("my lawyer says i'm probably looking at 18 months", 'legal', 'looking at 18 months')).toBe(true);
    expect(has("my dad's in jail again and now he's facing 10 years", 'legal', 'facing 10 years')).toBe(true);
    expect(has('my uncle just got released after 15 years', 'legal', 'released after 15 years')).toBe(true);
    expect(has("caught doing 110 on the highway, officer said it's a misdemeanor", 'legal', 'caught doing 110 on the highway')).toBe(true);
    expect(reg("caught doing 110 on the highway, officer said it's a misdemeanor")).toBe('chat');
  });
  it('not a trip looked at, payments faced, a game released after years', () => {
    expect(spans('my lawyer friend and i are looking at 3 months in europe next year').some((s) => s.startsWith('legal'))).toBe(false);
    expect(spans("we're facing 10 years of payments on this house lol").some((s) => s.startsWith('legal'))).toBe(false);
    expect(spans('my favourite game got released after 15 years of development').some((s) => s.startsWith('legal'))).toBe(false);
  });
  it('finds foreclosure and the repo man as money trouble, a lease broken by someone', () => {
    expect(has('the bank is foreclosing on our house', 'financial', 'foreclosing on our house')).toBe(true);
    expect(has('the repo guy took my car from my work parking lot', 'financial', 'repo guy took my car')).toBe(true);
    expect(has('my bf broke his lease and the landlord sent it to collections', 'legal', 'broke his lease')).toBe(true);
  });
  it('keeps a gig booked, a fiance and "everything" taken from being facts', () => {
    expect(spans('got booked for a wedding gig next month, how much should i charge')).toEqual([]);
    expect(spans('my fiance and i are getting married in june, any venue tips')).toEqual([]);
    expect(spans('my partner is going through a nasty divorce and the ex took everything').some((s) => s.includes('everything'))).toBe(false);
    expect(has('my fiance has two felonies and we want to rent an apartment', 'legal', 'two felonies')).toBe(true);
  });
  it('reads "let me go with a ticket" as released by the police, not a job lost', () => {
    expect(spans('i was arrested for a dui but they let me go with a ticket').some((s) => s.startsWith('other'))).toBe(false);
    expect(has('my boss let me go over the phone', 'other', 'let me go')).toBe(true);
  });
});

describe('session 47: charges caught, thefts suffered, parties to a suit (hand-written probes)', () => {
  const spans = (text: string) => found(text).map((f) => `${f.domain}:${text.slice(f.start, f.end)}`);
  const has = (text: string, kind: string, part: string): boolean => spans(text).some((s) => s.startsWith(kind) && s.includes(part));
  it('finds a charge caught by its offence, not a case of the flu', () => {
    expect(has('my buddy caught a possession charge at a festival', 'legal', 'caught a possession charge')).toBe(true);
    expect(spans('caught a bad case of the flu from my kid').some((s) => s.startsWith('legal'))).toBe(false);
  });
  it('finds a card stolen', () => {
    expect(has('my credit card got stolen and someone spent 2k', 'legal', 'credit card got stolen')).toBe(true);
  });
  it('finds a party to a suit told of oneself, not one asked about', () => {
    expect(has("i'm a defendant in a civil suit and don't have a lawyer", 'legal', 'defendant in a civil suit')).toBe(true);
    expect(spans('what does it mean to be a defendant in a civil suit')).toEqual([]);
  });
  it("finds a term a lawyer wants taken, not time off", () => {
    expect(has('my public defender wants me to take 2 years, i think i can beat it', 'legal', 'take 2 years')).toBe(true);
    expect(spans('my lawyer said to take 2 weeks off before the closing').some((s) => s.startsWith('legal'))).toBe(false);
  });
  it('finds drugs dealt out of a home', () => {
    expect(has("my roommate is dealing out of our apartment and i'm scared", 'legal', 'dealing out of our apartment')).toBe(true);
    expect(spans("dealing with my roommate's mess out of our apartment is exhausting")).toEqual([]);
  });
});

describe('session 47: a record by its year or pointed back to, an investigation\'s target, work off the clock', () => {
  const spans = (text: string) => found(text).map((f) => `${f.domain}:${text.slice(f.start, f.end)}`);
  const has = (text: string, kind: string, part: string): boolean => spans(text).some((s) => s.startsWith(kind) && s.includes(part));
  it('finds a record told with its year or as "one" after its name', () => {
    expect(has('will a dui from 2018 show up if i apply to be a nurse', 'legal', 'dui from 2018')).toBe(true);
    expect(has('can i travel to canada with a dui, i had one 4 years ago', 'legal', 'had one 4 years')).toBe(true);
    expect(spans('do i need a lawyer for a dui? i have one already').some((s) => s.startsWith('legal'))).toBe(false);
  });
  it("finds the target of an investigation and a benefit's denial appealed", () => {
    expect(has("got a letter from the fbi saying i'm a target of an investigation", 'legal', 'target of an investigation')).toBe(true);
    expect(has('is it worth appealing my unemployment denial', 'legal', 'unemployment denial')).toBe(true);
    expect(spans('what is a person of interest in an investigation')).toEqual([]);
  });
  it('finds work off the clock made to do, not asked about', () => {
    expect(has('my boss is making me work off the clock, who do i report to', 'legal', 'work off the clock')).toBe(true);
    expect(has("they've been making us clock out and keep working", 'legal', 'clock out and keep working')).toBe(true);
    expect(spans("is it legal to work off the clock if you're salaried")).toEqual([]);
  });
});

describe('session 47: other-kind facts told in passing (hand-written probes)', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('finds an orientation told of someone named, or with "a", not a show or a cause', () => {
    expect(sure('my cousin is gay and getting married in june')).toEqual(['other:gay']);
    expect(sure("my brother's gay and his husband is awesome")).toEqual(['other:gay']);
    expect(sure('my roommate is a lesbian and her gf basically lives here')).toEqual(['other:lesbian']);
    expect(sure("i'm a lesbian living in a conservative town")).toEqual(['other:lesbian']);
    expect(sure('my friend is a trans rights activist')).toEqual([]);
    expect(sure('my boss is bi-weekly paid')).toEqual([]);
  });
  it('reads a message opening on "she" and her orientation, or "as a gay guy", as told of someone', () => {
    expect(reg("she's a lesbian but her family thinks she hasn't found the right guy")).toBe('chat');
    expect(reg('as a gay guy in a small town dating is impossible')).toBe('chat');
    expect(reg('is it true that most gay bars are closing')).toBe('general');
  });
  it('finds homelessness, a shelter, a car or a couch slept in, not camping or an animal shelter', () => {
    expect(sure('my brother has been homeless on and off for 5 yrs')).toEqual(['other:homeless']);
    expect(sure("im living in a women's shelter and looking for work").join()).toContain("other:living in a women's shelter");
    expect(sure('im sleeping in my car this week until payday')).toEqual(['other:sleeping in my car']);
    expect(sure("i'm couch surfing at my sister's")).toEqual(['other:couch surfing']);
    expect(sure('we are going camping and sleeping in the car')).toEqual([]);
    expect(sure('i volunteer at the animal shelter and we help homeless people')).toEqual([]);
  });
  it('finds affairs told by whom or behind whose back', () => {
    expect(sure('my coworker is sleeping with our boss and everyone knows')).toEqual(['other:sleeping with our boss']);
    expect(sure('im seeing someone behind my husbands back').join()).toContain('other:seeing someone behind my husbands back');
    expect(sure("i'm the other woman and i hate myself")).toEqual(['other:other woman']);
    expect(sure('my dad has a whole second family in ohio')).toEqual(['other:has a whole second family']);
    expect(sure('i caught my husband on tinder')).toEqual(['other:caught my husband on tinder']);
    expect(sure('my sister has a second job at a bakery')).toEqual([]);
  });
  it('finds a job lost in other words', () => {
    expect(sure('i got a pink slip today')).toEqual(['other:got a pink slip']);
    expect(sure('im on my second pip in a year')).toEqual(['other:second pip']);
    expect(sure("they're laying off my whole department")).toEqual(['other:laying off my whole department']);
    expect(sure('i was denied tenure')).toEqual(['other:denied tenure']);
    expect(sure('my boss told me my position is being cut in the reorg')).toEqual(['other:position is being cut']);
  });
  it('finds a faith sanctioned or left, and an ex- faith', () => {
    expect(sure('just got excommunicated lol')).toEqual(['other:got excommunicated']);
    expect(sure('my parents shun me')).toEqual(['other:shun me']);
    expect(sure('im an ex-catholic and my fiance wants a church wedding')).toEqual(['other:ex-catholic']);
  });
  it('finds a family refusing a marriage or a partner, and a parent gone since childhood', () => {
    expect(sure('my in-laws refuse to accept our marriage')).toEqual(['other:refuse to accept our marriage']);
    expect(sure('my parents still wont meet him')).toEqual(['other:wont meet him']);
    expect(sure('my dad left when i was 4')).toEqual(['other:dad left when i was 4']);
    expect(sure('my dad left when i was asleep')).toEqual([]);
    expect(sure("i'm estranged from both my parents")).toEqual(['other:estranged from both my parents']);
  });
  it('reads going no contact as a family matter, not a court order', () => {
    expect(real('went no contact with my mom in january')).toEqual(['other:went no contact']);
  });
  it('finds poly relationships, sex work, a married lover, a picket line crossed', () => {
    expect(sure("i'm polyamorous and have two partners")).toEqual(['other:polyamorous']);
    expect(sure('my partner and i r poly and want to tell friends')).toEqual(['other:poly']);
    expect(sure('i used to do sex work')).toEqual(['other:used to do sex work']);
    expect(sure('my boyfriend is married and i feel awful')).toEqual(['other:married']);
    expect(sure('i crossed the picket line')).toEqual(['other:crossed the picket line']);
    expect(sure("we're getting a divorce but haven't told anyone")).toEqual(['other:getting a divorce']);
  });
  it('finds a recovery fellowship and donor or frozen eggs as health', () => {
    expect(sure('my husband is in AA and his sponsor calls at 2am')).toEqual(['medical:AA']);
    expect(sure('we decided to use a sperm donor').join()).toContain('medical:use a sperm donor');
    expect(sure('my car key needs AA batteries')).toEqual([]);
  });
  it('does not read "came out of the meeting" as coming out, nor a pastor\'s assistant as a faith role', () => {
    expect(real('we came out of the meeting with no decisions')).toEqual([]);
    expect(real("my sister is a pastor's assistant")).toEqual([]);
  });
  it('ends no span on "til" or a "w/" without its object, nor grows it over "n" for "and"', () => {
    expect(sure("i'm staying at a shelter downtown til i find something").join()).toContain('other:staying at a shelter downtown');
    expect(sure("i'm staying at a shelter downtown til i find something").join()).not.toContain('til');
    expect(real("my sister's husband is cheating on her w/ her best friend").join()).not.toContain('w/');
    expect(real('my bro is gay n my parents are catholic').join()).toContain('other:gay');
    expect(real('my bro is gay n my parents are catholic').join()).not.toContain('gay n');
  });
});

describe('session 47: a family shutting someone out, sidelined at work, faith and identity (hand-written probes)', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('finds a family that shuts someone out or turns a partner against them', () => {
    expect(sure('and now nobody talks to me').join()).toContain('other:nobody talks to me');
    expect(sure('my mil keeps trying to get my husband to leave me').join()).toContain('other:');
    expect(sure("my aunt told everyone at the funeral that i'm a disgrace").join()).toContain('other:');
    expect(sure("i've been cut out of the family group chat")).toEqual(['other:cut out of the family group chat']);
    expect(sure('my in laws ignore us because we left their church')).toEqual(['other:left their church']);
  });
  it('finds being moved off a project or hours slashed, not a reprisal on the rota', () => {
    expect(sure('i got moved off the project after i complained')).toEqual(['other:got moved off the project']);
    expect(sure('my hours got slashed to nothing')).toEqual(['other:hours got slashed']);
    expect(sure('my boss took me off the schedule after i complained').join()).not.toContain('other:');
  });
  it("finds a pastor's kid, going back to mosque, a transition and coming out as ace", () => {
    expect(sure("i'm a pastor's kid and an atheist")).toContain("other:pastor's kid");
    expect(sure("i've started going to mosque again")).toEqual(['other:started going to mosque again']);
    expect(sure('my ex wife is now my ex husband, he transitioned')).toEqual(['other:transitioned']);
    expect(sure('my best friend came out as ace')).toEqual(['other:came out as ace']);
  });
});

describe('session 47: typed fast, secret apps, severance, and their look-alikes (hand-written probes)', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('finds job loss typed fast, a job going away and severance received', () => {
    expect(sure('i got fird today')).toEqual(['other:got fird']);
    expect(sure('was just told my job is going away in 60 days')).toEqual(['other:job is going away']);
    expect(sure('just got my severance letter').join()).toContain('got my severance letter');
    expect(sure('how do i tell if my job is going away because of ai')).toEqual([]);
    expect(sure('i got a pink slip for my car registration')).toEqual([]);
  });
  it('finds a secret app, an open relationship wanted, another family, being left for someone', () => {
    expect(sure('i found out my husband has a secret tinder')).toEqual(['other:has a secret tinder']);
    expect(sure('my husband got a second phone for work')).toEqual([]);
    expect(sure('my boyfriend wants to open up our relationship')).toEqual(['other:open up our relationship']);
    expect(sure('how do i open up our relationship to more honest talk')).toEqual([]);
    expect(sure('long story short my dad has another family')).toEqual(['other:has another family']);
    expect(sure('he left me for his secretary')).toEqual(['other:left me for his secretary']);
    expect(sure('she left me for a minute to grab coffee')).toEqual([]);
    expect(sure("my brother's wife left him for his best friend")).toEqual(['other:left him for his best friend']);
    expect(sure('she left me for a younger woman')).toEqual(['other:left me for a younger woman']);
  });
  it('finds poly beside another identity, not a word with "bi-"', () => {
    expect(sure("i'm bi and poly and my therapist doesnt get it").join()).toContain('poly');
    expect(sure("i'm bi-lingual and want a job that uses spanish")).toEqual([]);
    expect(sure('my boyfriend is married to his job lol')).toEqual([]);
    expect(sure("i'm sleeping in my car seat on the flight")).toEqual([]);
  });
  it('ends no span on a chat aside', () => {
    expect(real('im gay btw if that matters').join()).not.toContain('btw');
  });
});

describe('session 47: a vote, a lover on the side, sleeping rough, a team eliminated (hand-written probes)', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it("finds one's own vote, not how many voted", () => {
    expect(sure("i'm a registered republican but i voted for biden")).toEqual(['other:registered republican', 'other:voted for biden']);
    expect(sure('how many people voted for trump in 2020')).toEqual([]);
    expect(sure('my team voted for pizza')).toEqual([]);
  });
  it('finds a lover on the side, sleeping at a bus station and a whole team eliminated', () => {
    expect(sure("i'm married but i have a girlfriend on the side").join()).toContain('girlfriend on the side');
    expect(sure('i lost my place and have been sleeping at the bus station')).toEqual(['other:sleeping at the bus station']);
    expect(sure('they eliminated my whole team today')).toEqual(['other:eliminated my whole team']);
  });
});

describe('session 47: a partner slept with, a relationship kept from family, unions and faith (hand-written probes)', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it("finds someone sleeping with one's partner or a friend's, not the writer with their own", () => {
    expect(sure('my best friend slept with my boyfriend')).toEqual(['other:slept with my boyfriend']);
    expect(sure("i hooked up with my best friend's ex and she doesn't know")).toEqual(["other:hooked up with my best friend's ex"]);
    expect(sure('i slept with my boyfriend for the first time')).toEqual([]);
  });
  it('finds a relationship kept from family', () => {
    expect(sure("my dad doesn't know i'm dating a guy")).toEqual(["other:doesn't know i'm dating a guy"]);
  });
  it('finds a strike voted, a trade union, a fast kept and becoming born again', () => {
    expect(sure('our local voted to authorize a strike').join()).toContain('voted to authorize a strike');
    expect(sure('my wife is a nurse in the nurses union')).toEqual(['other:nurses union']);
    expect(sure('my brother is a member of the local teamsters')).toEqual(['other:member of the local teamsters']);
    expect(sure('i fast for ramadan and lunch is at noon')).toEqual(['other:fast for ramadan']);
    expect(sure('my brother became born again')).toEqual(['other:became born again']);
  });
});

describe('session 47: separate rooms, being dumped, political groups, a shelter bed (hand-written probes)', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('finds a couple in separate rooms, not a hotel stay', () => {
    expect(sure('my husband and i sleep in separate rooms now')).toEqual(['other:sleep in separate rooms']);
    expect(sure('my son and i slept in separate beds at the hotel')).toEqual([]);
  });
  it('finds being dumped and a relationship ended, not a parcel dumped', () => {
    expect(sure('i got dumped over text lol')).toEqual(['other:got dumped']);
    expect(sure('my package got dumped on the porch')).toEqual([]);
    expect(sure('i just got out of a 10 yr relationship').join()).toContain('got out of a 10 yr relationship');
  });
  it("finds feelings for a friend's partner, organising found out, a political group joined, a shelter bed", () => {
    expect(sure("i'm having feelings for my best friend's husband").join()).toContain("feelings for my best friend's husband");
    expect(sure("management found out i'm organizing and moved me")).toEqual(["other:found out i'm organizing"]);
    expect(sure('my coworker is a member of the proud boys')).toEqual(['other:member of the proud boys']);
    expect(sure("i'm on the waitlist for a shelter bed")).toEqual(['other:waitlist for a shelter bed']);
  });
});

describe('session 47 (lead): a car about to be repossessed', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('finds the bank about to take one\'s car back, not how repossession works', () => {
    expect(sure('the bank is going to repo my car next week, can they do that')).toEqual(['financial:going to repo my car']);
    expect(sure('my car is about to get repossessed')).toEqual(['financial:car is about to get repossessed']);
    expect(sure('can a bank repossess your car without notice')).toEqual([]);
  });
});

describe('session 47 (lead): he or she opening the message on a legal event; "i was just diagnosed with"', () => {
  const event = (text: string): boolean => {
    const tokens = chunker.chunk(text).tokens;
    return tellsOwnEvent(text, findFacts(text, tokens, shipped, {}, personalSentences(text, tokens)));
  };
  const condition = (text: string): boolean => {
    const tokens = chunker.chunk(text).tokens;
    return tellsOwnCondition(text, findFacts(text, tokens, shipped, {}, personalSentences(text, tokens)));
  };
  it.each(['he got arrested on his way to the airport for an old warrant', "she's on probation til may, can she move states"])('told whole: %s', (text) => {
    expect(event(text)).toBe(true);
  });
  it.each(['what happens if he gets arrested for a warrant', 'he was arrested in the movie, what was the charge'])('not told: %s', (text) => {
    expect(event(text)).toBe(false);
  });
  it('reads "i was just diagnosed with" as the writer\'s own condition', () => {
    expect(condition('i was just diagnosed with celiac, can you rewrite this lasagna recipe to be gluten free')).toBe(true);
  });
  it('does not grow a fact leftwards over a family noun the prior leans on ("my girlfriend got a dui")', () => {
    expect(found('my girlfriend got a dui last night').map((f) => 'my girlfriend got a dui last night'.slice(f.start, f.end))).toEqual(['got a dui']);
  });
});

describe('session 47 (lead): a household budget listed with its figures', () => {
  it('reads three or more of one\'s bills with figures as the writer\'s own, not an example budget', () => {
    expect(reg('need help budgeting, take home is 3400/mo, rent 1650, car 420, minimum payments on cards around 300, student loans paused')).toBe('chat');
    expect(reg("what's a realistic budget: rent 1500, car 400, groceries 600 for a family of 4 in ohio?")).toBe('general');
    expect(reg('how should someone split income: rent 30%, savings 20%, fun 10%')).toBe('general');
  });
});


describe('session 48 (lead): money owed told as a state after "I\'m" or "we\'re", and pay with a hedge', () => {
  const own = (text: string): boolean => {
    const tokens = chunker.chunk(text).tokens;
    return tellsOwnFact(text, () => findFacts(text, tokens, shipped, {}, personalSentences(text, tokens)));
  };
  it.each([
    "we're behind on property taxes by two years and the county is threatening a tax sale",
    "i'm late on rent for the second time this year, how do i ask for more time",
    "i'm underwater on my car loan, can i trade it in",
    "i'm maxed out on all my cards and the minimums are killing me",
    'i have no savings at all and my furnace just died, what are my options',
    'i make about 30 an hour as a welder, is that good in houston',
    'we make about 110k combined, can we afford daycare',
  ])('told whole, so the gate keeps it: %s', (text) => {
    expect(own(text)).toBe(true);
  });
  it.each([
    'what happens if you fall behind on property taxes in texas',
    'is it bad to be late on rent once',
    'how do people end up underwater on a car loan',
    'my friend says being maxed out on cards kills your score, true?',
    'what should i do if i have no savings and want to start investing',
    'i have no savings account yet, which bank is best for a first one',
    "we're behind on the project timeline, how do i tell my manager",
    "i'm way behind on my emails after vacation",
  ])('not told: %s', (text) => {
    expect(own(text)).toBe(false);
  });
  it.each(['currently on 40mg prozac and 1mg klonopin as needed', 'new job pays 72k, old one paid 58k, worth it?'])('opens on the writer\'s own dose or pay without "I": %s', (text) => {
    expect(messageRegister(text, chunker.chunk(text).tokens)).toBe('chat');
  });
  it.each(['how much is a job that pays 72k after tax', 'currently on page 40 of the book, is it worth finishing'])('not the writer\'s: %s', (text) => {
    expect(messageRegister(text, chunker.chunk(text).tokens)).toBe('general');
  });
  it('reads a poem or essay about the writer\'s own family member as told of them, not a story about anyone', () => {
    const said = (t: string) => found(t).map((f) => t.slice(f.start, f.end));
    expect(said("write a poem about my mom's fight with pancreatic cancer, she's still in treatment").some((x) => x.includes('pancreatic cancer'))).toBe(true);
    expect(said("write an essay about my brother's addiction to opioids and how it changed our family").some((x) => x.includes('opioids'))).toBe(true);
    expect(said('write a story about my character who has cancer')).toEqual([]);
    expect(said("write a poem about a girl with cancer for my mom's birthday")).toEqual([]);
  });
  it.each([
    ["Tom was diagnosed with early onset parkinson's last month. What should the team know?", "diagnosed with early onset parkinson"],
    ['Dave got a DUI on Saturday and his license is suspended, can he still drive the forklift?', 'got a DUI'],
    ['Maria tested positive for strep, staying home Tuesday.', 'tested positive for strep'],
    ['Alex came out as bi to the team last week and someone made a joke, how should HR respond?', 'came out as bi'],
  ])('a message told of someone by their given name alone is read as told of them: %s', (text, fact) => {
    const toks = chunker.chunk(text).tokens;
    expect(messageRegister(text, toks)).toBe('chat');
    expect(found(text).some((f) => text.slice(f.start, f.end).includes(fact))).toBe(true);
    expect(tellsOwnFact(text, () => found(text))).toBe(true);
  });
  it.each(['Biden was diagnosed with prostate cancer, what stage is that', 'Bruce Willis has dementia, what type is it', 'Harry was arrested in the book, what chapter is that', 'Mark is on vacation next week, can you draft an out of office for him'])('not a public figure, a character or a plain errand: %s', (text) => {
    expect(found(text)).toEqual([]);
  });
  it('reads a clinical note in its shorthand as someone\'s case, not a general question', () => {
    const said = (t: string) => found(t).map((f) => t.slice(f.start, f.end)).join(' | ');
    expect(said('Nurse note: pt c/o chest pain radiating to left arm x2 hrs, hx of MI 2019.')).toContain('MI 2019');
    expect(said('pt reports 3 days of fever and productive cough, hx of copd, on 2L o2 at home')).toContain('copd');
    expect(reg('hx of the roman empire in 5 bullet points')).toBe('general');
  });
});

describe('session 48: legal facts told with their auxiliary, a pending case, a subpoena, a conviction (hand-written probes)', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('finds a suit going on against the writer, not one asked about', () => {
    expect(sure('our neighbor is suing us over the fence line').join()).toContain('legal:suing us');
    expect(sure('the hoa is suing us for unpaid dues').join()).toContain('legal:suing us');
    expect(sure('can my landlord sue me for breaking the lease')).toEqual([]);
  });
  it('finds a pending case, a subpoena received and a conviction of someone, not a case study', () => {
    expect(sure('i have a pending case myself').join()).toContain('pending case');
    expect(sure('i got subpoenaed last week')).toEqual(['legal:got subpoenaed']);
    expect(sure("my friend's husband was convicted of embezzlement").join()).toContain('legal:convicted of embezzlement');
    expect(sure('i have a pending case study for class')).toEqual([]);
    expect(sure('what happens if someone is convicted of a felony')).toEqual([]);
  });
  it('finds the tax office auditing the writer, and pay kept back at leaving', () => {
    expect(sure('the irs is auditing our 2023 return').join()).toContain('financial:irs is auditing our 2023 return');
    expect(found('my former boss is refusing to pay out my vacation after i quit').length).toBeGreaterThan(0);
  });
  it('reads an event told of someone named through another as told whole', () => {
    const t = "my friend's husband was arrested last night";
    const tokens = chunker.chunk(t).tokens;
    expect(tellsOwnEvent(t, findFacts(t, tokens, shipped, {}, personalSentences(t, tokens)))).toBe(true);
  });
  it('reads jury service and software suspended as no legal event (the fact tagger\'s spans)', () => {
    const t = 'i got a jury summons for next month, can i get out of it';
    expect(notLegalSense(t, chunker.chunk(t).tokens, 2, t.indexOf(' for'))).toBe(true);
    const c = 'our jenkins job got suspended because of billing';
    expect(notLegalSense(c, chunker.chunk(c).tokens, c.indexOf('got'), c.indexOf(' because'))).toBe(true);
    const d = 'my license got suspended because of points';
    expect(notLegalSense(d, chunker.chunk(d).tokens, d.indexOf('got'), d.indexOf(' because'))).toBe(false);
  });
});

describe('session 48: a case named with its owner, grooming, a speed over, a union office, money controlled (hand-written probes)', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it("finds someone's case by its offence, not a case study", () => {
    expect(sure("should i hire a lawyer for my husband's assault case or use the pd")).toEqual(["legal:husband's assault case"]);
    expect(sure('my criminal justice case study is due friday')).toEqual([]);
  });
  it('finds grooming told by its victim, and a speed told by how far over', () => {
    expect(sure('i was groomed by my youth pastor').join()).toContain('groomed by');
    expect(found('the cop said i was going 20 over on the highway').length).toBeGreaterThan(0);
  });
  it('finds an office held in a union and money controlled by a partner', () => {
    expect(sure("i'm the president of our local union chapter")).toEqual(['other:president of our local union chapter']);
    expect(sure('my husband controls all our money')).toEqual(['other:controls all our money']);
    expect(sure('he controls all our money budget app settings')).toEqual([]);
  });
});

describe('session 48: politics, unions by their letters, hearing, a kiss elsewhere (hand-written probes)', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('finds a political side told of someone, not a question about supporters', () => {
    expect(sure('my sister is a trump supporter')).toEqual(['other:trump supporter']);
    expect(sure('my brother is really into the maga stuff')).toEqual(['other:into the maga stuff']);
    expect(sure('i volunteer for the local dsa chapter')).toEqual(['other:volunteer for the local dsa chapter']);
    expect(sure('why do trump supporters like him')).toEqual([]);
  });
  it('finds a union by its letters after a named person, and hearing loss', () => {
    expect(sure('my husband is in the IBEW now')).toEqual(['other:IBEW']);
    expect(sure("i'm hard of hearing")).toEqual(['medical:hard of hearing']);
  });
  it("finds race or ethnicity told of oneself or someone named, not a thing's colour or a cuisine", () => {
    expect(sure('as a black woman in tech i am tired')).toEqual(['other:black woman']);
    expect(sure('my husband is mexican and his family is great')).toEqual(['other:mexican']);
    expect(sure('i drink my coffee black and my tea with milk')).toEqual([]);
    expect(sure('my favorite food is mexican')).toEqual([]);
  });
  it('finds a kiss or love outside a relationship', () => {
    expect(sure('my girlfriend kissed someone else at a party')).toEqual(['other:kissed someone else']);
    expect(sure("i'm married but i'm in love with my coworker").join()).toContain('love with my coworker');
  });
});

describe('session 48: conspiracy talk, an errand\'s topic, a count in thousands (hand-written probes)', () => {
  it('reads conspiracy theories and videos as talk, not a charge', () => {
    expect(said('my uncle is into conspiracy theories, how do i talk to him')).toEqual([]);
    expect(said('my dad keeps sending me conspiracy videos')).toEqual([]);
    expect(said('my husband was charged with conspiracy').join()).toContain('legal:');
  });
  it('reads an everyday errand\'s application, order or tickets as no legal matter', () => {
    expect(said('my job application got rejected again, how do i improve my resume')).toEqual([]);
    expect(said('my amazon order got cancelled twice')).toEqual([]);
    expect(said('my asylum application got rejected').join()).toContain('legal:');
  });
  it('reads thousands of miles or steps as a count, not money', () => {
    expect(said('my 2015 civic has 98k miles, is the cv joint going')).toEqual([]);
    expect(said('i put 12k miles on my car this year')).toEqual([]);
    expect(said('i owe 12k on my car').join()).toContain('financial:');
  });
});


describe('session 48 (health probes): a condition told inside another request, a schedule by its count, clinical words', () => {
  const condition = (text: string): boolean => {
    const tokens = chunker.chunk(text).tokens;
    return tellsOwnCondition(text, findFacts(text, tokens, shipped, {}, personalSentences(text, tokens)));
  };
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it.each([
    "i've been so dizzy the room spins every time i roll over in bed",
    "i've been getting heart palpitations every night and my apple watch said afib twice",
    'my partner gets severe migraines from fluorescent lights, how can he ask for a different desk',
  ])('told whole: %s', (text) => {
    expect(condition(text)).toBe(true);
  });
  it.each([
    'how do i meal prep with one hand, broke my collarbone',
    'i had a reaction to the contrast dye, hives everywhere',
  ])('told whole (an injury by its verb, a reaction): %s', (text) => {
    expect(condition(text) || tellsOwnFact(text, () => found(text))).toBe(true);
  });
  it.each([
    'my knees are sore after my long run yesterday',
    'i have a doctor appointment, can you write the reminder',
    'does anyone know if her ptsd service dog training program is good',
    "i've been reading about diabetes, is sugar really that bad",
  ])('not told: %s', (text) => {
    expect(condition(text)).toBe(false);
  });
  it('reads a family member who gets a condition, with its severity', () => {
    expect(condition('my partner gets severe migraines from fluorescent lights, how can he ask for a different desk')).toBe(true);
  });
  it('finds stool of a colour that says something is wrong, and a few more lab names', () => {
    expect(real('my poop has been black and tarry for 2 days').join()).toContain('medical:poop has been black and tarry');
    expect(real('my pft showed fev1 at 55%').join()).toContain('fev1 at 55%');
    expect(real("my sister's white count is 30,000").join()).toContain('medical:white count is 30,000');
    expect(real('my dexa says osteopenia, t score -2.1').join()).not.toContain('financial');
  });
  it('grows a drug over a schedule counted in words or figures', () => {
    expect(real('he is on humira every two weeks').join()).toContain('humira every two weeks');
    expect(real('my neurologist switched me to ocrevus every 6 months').join()).toContain('ocrevus every 6 months');
  });
  it('finds signs of sleep apnea, a tremor, a conduction block and an arrest of the heart as health (sure)', () => {
    expect(sure('i keep waking up gasping for air').join()).toContain('medical:waking up gasping for air');
    expect(sure('my wife says i stop breathing in my sleep').join()).toContain('medical:stop breathing in my sleep');
    expect(sure('i have an essential tremor').join()).toContain('medical:essential tremor');
    expect(sure('my ekg showed a left bundle branch block').join()).toContain('medical:left bundle branch block');
    expect(sure('my coworker had a cardiac arrest at work').join()).toContain('cardiac arrest');
    expect(sure('is a cardiac arrest the same as a heart attack')).toEqual([]);
  });
  it('reads sleep apnea\'s index, a MELD score and a tumour marker as lab values, not a credit score', () => {
    expect(real('i have sleep apnea, ahi was 42').join()).toContain('medical:ahi was 42');
    expect(real("i'm waiting for a liver, meld score is 24").join()).toContain('medical:meld score is 24');
    expect(real("i'm waiting for a liver, meld score is 24").join()).not.toContain('financial');
    expect(real('my ca-125 went from 35 to 120').join()).toContain('ca-125 went from 35 to 120');
    expect(real('my credit score is 640').join()).toContain('financial:credit score is 640');
  });
  it("reads the writer's own value after a question about its test", () => {
    expect(real('whats a normal vitamin d level? mine was 14 and they put me on 50,000 IU').join()).toContain('medical:mine was 14');
    expect(real("what's a good a1c, my husband's is 7.9").join()).toContain("medical:my husband's is 7.9");
    expect(real('how old do you have to be to rent a car, mine is 24')).toEqual([]);
  });
});

describe('session 49 (health probes): facts told as an experience, in plain words', () => {
  const sure = (t: string): string[] => found(t).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('finds a test result told with its test, and a tumour\'s course and markers', () => {
    expect(sure("my wife's scans came back clear!! we're going out to celebrate").join()).toContain('medical:scans came back clear');
    expect(sure('my sister\'s pet scan lit up in two spots').join()).toContain('medical:pet scan lit up in two spots');
    expect(sure('my labs came back abnormal and the nurse wants me to come in').join()).toContain('medical:labs came back abnormal');
    expect(sure("my husband's psa doubled in a year").join()).toContain('medical:psa doubled in a year');
    expect(sure('my brother says the tumor shrank by half').join()).toContain('medical:tumor shrank by half');
    // a suite's results, and results without an owner, are no one's test
    expect(sure('our regression results came back clear, no bugs')).toEqual([]);
    expect(sure('my code review came back clean')).toEqual([]);
  });
  it('finds food that will not stay down, taste and smell lost, an organ waited for or given', () => {
    expect(sure("I can't keep food down since the chemo started, any tips").join()).toContain("medical:can't keep food down");
    expect(sure("i haven't been able to taste or smell anything since covid").join()).toContain("haven't been able to taste or smell anything");
    expect(sure("I'm on the waitlist for a new kidney, how long does that take").join()).toContain('waitlist for a new kidney');
    expect(sure("we're waiting on a heart for my husband").join()).toContain('medical:waiting on a heart');
    expect(sure('my husband is a living donor for his sister').join()).toContain('medical:living donor');
    expect(sure("my sister's body is rejecting the liver").join()).toContain('medical:rejecting the liver');
    expect(sure("i'm waiting for a heart emoji from him lol")).toEqual([]);
  });
  it('finds breath short on an everyday effort, stairs not climbed, a back gone out, a cast, a brace', () => {
    expect(sure('I get winded walking to the mailbox').join()).toContain('medical:winded walking to the mailbox');
    expect(sure('i get out of breath walking up one flight of stairs').join()).toContain('out of breath walking up one flight of stairs');
    expect(sure("I can't climb stairs anymore").join()).toContain("medical:can't climb stairs");
    expect(sure("i'm out of breath after my run")).toEqual([]);
    expect(sure('my back went out again').join()).toContain('medical:back went out');
    expect(sure('my arm is in a cast until june').join()).toContain('medical:arm is in a cast');
    expect(sure('i have a brace on my wrist for carpal tunnel').join()).toContain('medical:brace on my wrist');
  });
  it('finds signs of the eyes, the skin, the chest and the gums, and an organ that burst', () => {
    expect(sure("I'm seeing double since the accident").join()).toContain('medical:seeing double');
    expect(sure('I bruise super easily lately').join()).toContain('medical:bruise super easily');
    expect(sure('my fingers go white and numb in the cold').join()).toContain('fingers go white and numb');
    expect(sure('my chest feels tight when I climb stairs').join()).toContain('medical:chest feels tight');
    expect(sure('my gums bleed every time I brush').join()).toContain('medical:gums bleed');
    expect(sure('my brother is recovering from a burst appendix').join()).toContain('medical:burst appendix');
  });
  it('reads a message that opens on his or her test, recovery or food kept down as about someone', () => {
    expect(reg('his biopsy came back malignant')).toBe('chat');
    expect(reg("she can't keep water down and it's been two days")).toBe('chat');
    expect(reg("he's recovering from a burst appendix")).toBe('chat');
    expect(reg('how often do scans come back clear after chemo?')).toBe('general');
    // a clinic's message pasted without a personal word is a record: the localizer reads it as it reads a discharge summary
    expect(reg('copied from mychart: Your colonoscopy showed two small polyps which were removed. Pathology: tubular adenoma.')).toBe('record');
    expect(reg("nurse's message: \"Your potassium is slightly high at 5.4, please repeat labs next week\"")).toBe('record');
  });
});

describe('session 49 (health probes): readings, pain, care and the body told in plain words', () => {
  const sure = (t: string): string[] => found(t).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  const all = (t: string): string => found(t).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`).join();
  it('finds pain by its score, a bleed inside, a reading that keeps falling without a figure, a heart that flips', () => {
    expect(sure('my pain has been a 7 out of 10 all week').join()).toContain('medical:pain has been a 7 out of 10');
    expect(sure("my husband's oxygen keeps dropping at night").join()).toContain('medical:oxygen keeps dropping');
    expect(sure('my dad... no my husband, his heart was doing weird flips all night').join()).toContain('medical:heart was doing weird flips');
    expect(sure('my brother is in surgery for internal bleeding').join()).toContain('medical:internal bleeding');
    expect(sure('my pain tolerance is like a 2 out of 10 lol')).toEqual([]);
  });
  it('grows a reading over a verb that keeps it moving', () => {
    expect(all('my blood pressure keeps spiking to 180')).toContain('medical:blood pressure keeps spiking to 180');
    expect(all('my heart rate keeps jumping to 150 when I stand')).toContain('heart rate keeps jumping to 150');
  });
  it('finds a bad back, a heart patient, a transplant recipient, colour blindness, organs shut down', () => {
    expect(sure('I have a bad back and sit all day').join()).toContain('medical:bad back');
    expect(sure('i had a bad day at work')).toEqual([]);
    expect(sure("I'm a heart patient and my job wants me to travel").join()).toContain('medical:heart patient');
    expect(sure("I'm a transplant recipient and I need to avoid sick people").join()).toContain('medical:transplant recipient');
    expect(sure("I'm color blind and my job requires reading charts").join()).toContain('medical:color blind');
    expect(sure("my husband's kidneys shut down and he's in the ICU").join()).toContain('medical:kidneys shut down');
    expect(sure('my throat closes up when I eat shrimp').join()).toContain('medical:throat closes up');
    expect(sure('I get dizzy every time I turn my head').join()).toContain('dizzy every time I turn my head');
    expect(sure("I've been short of breath for weeks even sitting down").join()).toContain('medical:short of breath');
    expect(sure("i'm out of breath lol just ran up the stairs")).toEqual([]);
  });
  it('finds a stay for observation, a discharge from the hospital, hardware put in, a scope, a spine fused', () => {
    expect(sure('they admitted him overnight for observation').join()).toContain('admitted him overnight for observation');
    expect(sure('my sister was discharged from the hospital after 9 days').join()).toContain('medical:discharged from the hospital');
    expect(sure('my debts were discharged last year in chapter 7')).toEqual([]);
    expect(sure('my brother was discharged from the army in 2019')).toEqual([]);
    expect(sure("I'm getting a port put in on tuesday for the chemo").join()).toContain('medical:getting a port put in');
    expect(all('had a scope last week, they found polyps')).toContain('medical:had a scope');
    expect(all('we need to do a scope review for the client')).not.toContain('scope');
    expect(all("my back surgery is on the 12th, they're fusing L4-L5")).toContain('medical:fusing L4-L5');
  });
  it('reads a message that opens on what the doctors did to someone, or on a test\'s finding, as told', () => {
    expect(reg('they admitted him overnight for observation')).toBe('chat');
    expect(reg('they want to biopsy the lump next week')).toBe('chat');
    expect(reg('they want to hire two more engineers next quarter')).toBe('general');
    expect(tellsOwnFact('the biopsy said precancerous cells and they want to remove more tissue', () => found('the biopsy said precancerous cells and they want to remove more tissue'))).toBe(true);
  });
});

describe('session 49 (health probes): the mind and the head, a blood pressure in words, a z-pack', () => {
  const sure = (t: string): string[] => found(t).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  const all = (t: string): string => found(t).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`).join();
  it('finds signs of the mind and the head told plainly', () => {
    expect(sure("I've been having intrusive thoughts and it's scaring me").join()).toContain('intrusive thoughts');
    expect(sure('my brain fog is so bad I reread emails five times').join()).toContain('medical:brain fog');
    expect(sure("I've been forgetting words at work").join()).toContain('medical:forgetting words');
    expect(sure('I keep losing my balance').join()).toContain('medical:losing my balance');
    expect(sure("I've been seeing flashing lights in the corner of my eye").join()).toContain('medical:seeing flashing lights');
    expect(sure("my heart feels like it's skipping and then pounding").join()).toContain("medical:heart feels like it's skipping");
    expect(sure("I can't lie flat without coughing").join()).toContain("medical:can't lie flat");
    expect(sure('my memory is shot since the chemo').join()).toContain('medical:memory is shot');
    expect(sure('the balance of my account is low, i keep losing track of it')).toEqual([]);
  });
  it('reads a blood pressure said in words, with when it was taken or how it runs', () => {
    expect(all('my bp this morning was 142 over 91')).toContain('medical:bp this morning was 142 over 91');
    expect(all('my blood pressure has been running 150 over 95 all week')).toContain('blood pressure has been running 150 over 95');
  });
  it('finds a z-pack', () => {
    expect(sure('my doctor gave me a z-pack for bronchitis').join()).toContain('medical:z-pack');
  });
});

describe('session 49 (health probes): a scare, deafness from birth, work given up, skills relearnt, a heart that stopped', () => {
  const sure = (t: string): string[] => found(t).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('finds each told plainly', () => {
    expect(sure("we had a big health scare with my husband's heart last year").join()).toContain('health scare');
    expect(sure('I was born deaf and use ASL at home').join()).toContain('medical:born deaf');
    expect(sure("my sister can't work anymore because of her health").join()).toContain("can't work anymore because of her health");
    expect(sure('my sister had a stroke and is relearning to walk').join()).toContain('medical:relearning to walk');
    expect(sure("my husband's oncologist says it's terminal, maybe a year").join()).toContain('medical:terminal');
    expect(sure("my best friend's heart stopped on the tennis court").join()).toContain('medical:heart stopped');
    expect(sure('my friend is doing chemo and his hair fell out').join()).toContain('medical:hair fell out');
    expect(sure("they found out my partner has c diff").join()).toContain('medical:c diff');
    expect(sure("now I'm home with a chest tube and bored").join()).toContain('chest tube');
    expect(sure('my flight leaves from terminal 3')).toEqual([]);
    expect(sure('the company scare tactics worked on my boss')).toEqual([]);
  });
});

describe('session 49 (health probes): a drug stopped, a dose moved, a taper, an organ taken out', () => {
  const sure = (t: string): string[] => found(t).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('finds each told plainly', () => {
    expect(sure('my husband stopped his meds again and is acting erratic').join()).toContain('medical:stopped his meds');
    expect(sure("they upped my dose again and I'm so tired").join()).toContain('medical:upped my dose');
    expect(sure('my psychiatrist is tapering me off').join()).toContain('medical:tapering me off');
    expect(sure('they took out my appendix last night').join()).toContain('medical:took out my appendix');
    expect(sure('they cut my hours again')).toEqual([]);
    expect(sure("i'm scared they'll cut my dose")).toEqual([]);
  });
});

describe('session 49: money told the everyday way, and an amount\'s object (hand-written probes)', () => {
  const own = (text: string): boolean => {
    const tokens = chunker.chunk(text).tokens;
    return tellsOwnFact(text, () => findFacts(text, tokens, shipped, {}, personalSentences(text, tokens)));
  };
  it.each([
    'i missed two payments on my capital one card',
    'my husband missed his last 3 car payments',
    'my credit card got declined at the grocery store today in front of everyone',
    'i have 7 credit cards all maxed out',
    "i'm at 780 credit, what card should i get",
    'my paypal balance is negative 89 dollars',
    'i make roughly a hundred grand',
  ])('told whole, so the gate keeps it: %s', (text) => {
    expect(own(text)).toBe(true);
  });
  it.each([
    'what happens if you miss a payment on a car loan',
    'if i missed a payment would it hurt my score',
    'is a 610 credit score good',
    'what is the average credit score at 30',
    'i have 4 credit card offers in the mail, which one is best',
    "i'm at 780 words on my essay",
    'why was my card declined at the pharmacy??',
  ])('not told: %s', (text) => {
    expect(own(text)).toBe(false);
  });
  it('marks the phrase whole', () => {
    expect(said('i missed two payments on my capital one card')).toContain('financial:missed two payments on my capital one card');
    expect(said('i have 7 credit cards all maxed out').join()).toContain('7 credit cards all maxed out');
    expect(said("i'm at 780 credit, what card should i get")).toContain('financial:at 780 credit');
    expect(said('i make roughly a hundred grand')).toContain('financial:make roughly a hundred grand');
    expect(said("my friend's husband gambled away their down payment")).toContain('financial:gambled away their down payment');
    expect(said('we spent our whole emergency fund on the vet bill')).toContain('financial:spent our whole emergency fund');
  });
  it("grows an amount over a card named in lower case after its owner ('on my discover')", () => {
    expect(real('i owe $2,400 on my visa and $1,100 on my discover')).toEqual(['financial:owe $2,400 on my visa', 'financial:$1,100 on my discover']);
    expect(real('i owe 3k on my chase card')).toEqual(['financial:owe 3k on my chase card']);
  });
  it('reads a raise told by its percentage and a score hit as the writer\'s (session 49)', () => {
    expect(said('got a 4% raise this year which is basically nothing with inflation')).toContain('financial:got a 4% raise');
    expect(own('got a 4% raise this year which is basically nothing with inflation')).toBe(true);
    expect(reg('just hit 800 credit score!!')).toBe('chat');
    expect(said('just hit 800 credit score!!')).toContain('financial:hit 800 credit score');
    expect(said('what is a normal raise, is a 4% raise good')).toEqual([]);
    expect(own('if you get a 3% raise how much is that on 50k')).toBe(false);
  });
  it("reads a car's note with its value and one's own money spent by its owner (session 49)", () => {
    expect(real("my husband's truck note is 780").join()).toContain('financial:truck note is 780');
    expect(real("my doctor's note is 2 pages")).toEqual([]);
    expect(own('my husband spent our rent money on lottery tickets')).toBe(true);
    expect(own('what if someone spent their savings on a boat')).toBe(false);
  });
  it('grows an amount over "for the down payment" (session 49)', () => {
    expect(real('my sister lent us $15,000 for the down payment')).toEqual(['financial:lent us $15,000 for the down payment']);
  });
});

describe('session 49: named people, affairs, politics and a few readings (hand-written probes)', () => {
  it.each([
    ['heads up: Lauren is suing the company for wrongful termination, don\'t mention it at the party', 'legal:suing the company for wrongful termination'],
    ['Carlos has a bench warrant because he missed his court date', 'legal:has a bench warrant'],
    ['ok so Tom is being sued by his old landlord for damages, is that something insurance covers', 'legal:being sued'],
    ["Priya's manager is under investigation for sexual harassment after she reported him", 'legal:under investigation'],
    ["Kevin's divorce is final and he's already talking about moving in with someone", 'legal:divorce is final'],
    ["Mike's been on probation since the bar fight and can't leave the state", 'legal:probation'],
    ['so Jess got a DUI last night, she blew a .12', 'legal:got a DUI'],
    ['mark from accounting got arrested over the weekend for DUI, hr hasnt said anything yet', 'legal:got arrested'],
    ['dave next door got a DUI on sunday', 'legal:got a DUI'],
    ['so Ryan got arrested at the game last night for fighting', 'legal:got arrested'],
    ['Re: Kevin - he pled out, got 2 yrs probation', 'legal:pled out'],
    ["Derek's lawyer says he'll probably get diversion", 'diversion'],
    ['sarah from church left the church lol', 'other:left the church'],
  ])('a message told of someone by name, a possessive or a workplace is read as told of them: %s', (text, fact) => {
    expect(reg(text)).toBe('chat');
    expect(said(text).join(' | ')).toContain(fact);
  });
  it.each([
    'Harry was arrested in the book, what chapter is that',
    "Tyler's birthday is on friday and i need a gift idea",
    'Re: Marcus - he\'s covering the front desk while i\'m at lunch',
    'mark from accounting is retiring, should we do a card',
    'Paul wrote several letters from prison, which ones?',
  ])('not a case of someone named: %s', (text) => {
    expect(found(text).filter((f) => f.domain === 'legal' || f.domain === 'other')).toEqual([]);
  });
  it('keeps the name out of a divorce made final', () => {
    const t = "Kevin's divorce is final";
    expect(said(t)).toContain('legal:divorce is final');
  });
  it('finds an affair with its kind or owner, a married lover, a leaning, halves of an ancestry, the only one at work', () => {
    expect(said('my wife is having an emotional affair with a guy from her book club').join()).toContain('other:having an emotional affair');
    expect(said("i'm in a long distance relationship with a married man").join()).toMatch(/other:.*relationship with a married man/);
    expect(said("i'm pretty far left politically and my whole office is conservative").join()).toMatch(/other:.*far left/);
    expect(said('my dad is super conservative and we can\'t talk about anything').join()).toContain('other:conservative');
    expect(said("i'm half korean and half white and i never feel like i fit in anywhere").join()).toContain('other:half korean and half white');
    expect(said("i'm the only black guy at my company and i get weird comments").join()).toContain('other:black guy');
    expect(said('my dad is a proud boy and i cant deal with it').join()).toContain('other:proud boy');
    expect(said("my sister married a guy who's really into qanon stuff").join()).toContain('other:into qanon stuff');
    expect(said('my husband controls all the money and takes my paycheck').join()).toContain('other:controls all the money');
  });
  it('leaves a leaning that is a manner and a question about a word', () => {
    expect(said('my mom is conservative with money so she wont lend me anything').filter((f) => f.startsWith('other:'))).toEqual([]);
    expect(said('what does far left mean')).toEqual([]);
    expect(said('is it weird being the only white guy at a salsa class')).toEqual([]);
  });
  it('reads a probation of years as a court\'s even beside a job, and a charged battery as no charge', () => {
    expect(said("i'm on probation for 2 more years and i want to move to another state for a job").join()).toContain('legal:probation');
    expect(said("i charged my phone overnight and it's still at 40%").filter((f) => f.startsWith('legal:'))).toEqual([]);
  });
  it('reads a quoted order as the writer\'s when they say it is about them, not when they only ask for it', () => {
    expect(reg('translate to plain english, this is about me: "The Court hereby grants Petitioner temporary sole legal custody pending the final hearing."')).toBe('chat');
    expect(reg('translate this for me: "The defendant was charged with burglary and released on bond."')).toBe('general');
  });
});

describe('session 49: a suit with its cause, a driving privilege taken, questioning (hand-written probes)', () => {
  it('finds them told of the writer or someone', () => {
    expect(said('my sister is suing her old employer for racial discrimination').join()).toContain('legal:suing her old employer for racial discrimination');
    expect(said('i got this in the mail: "NOTICE OF SUSPENSION. Your driving privilege will be suspended effective 01/15/2027."').join()).toContain('legal:driving privilege will be suspended');
    expect(said('the detective wants me to come in for questioning about my coworker\'s car accident').join()).toContain('legal:come in for questioning');
  });
  it('leaves a general question', () => {
    expect(said('can you sue your employer for wrongful termination in an at-will state?')).toEqual([]);
  });
});

describe('session 49: violence and groping done to someone (hand-written probes)', () => {
  it('finds it told of a partner, a boss or "he"', () => {
    expect(said('i finally left him after 6 years. he used to choke me when he was angry').join()).toContain('legal:choke me');
    expect(said('my manager keeps groping me at the holiday party').join()).toMatch(/legal:(?:keeps )?groping me/);
    expect(said('my coworker touched me inappropriately at the offsite').join()).toContain('legal:touched me inappropriately');
    expect(said('my husband hit me in the face last night').join()).toMatch(/legal:.*hit me in the face/);
  });
  it('leaves a message, a deadline and a game', () => {
    expect(said('he hit me up last night about the game')).toEqual([]);
    expect(said('my boss hit me with a new deadline')).toEqual([]);
  });
});

describe('session 49: campaigns, an authority called on someone (hand-written probes)', () => {
  it('finds them', () => {
    expect(said("i've been volunteering for the harris campaign and my manager is openly maga").join()).toMatch(/other:volunteering for the harris campaign.*other:maga/);
    expect(said('ugh my neighbor called code enforcement on us again because of the fence').join()).toContain('legal:called code enforcement on us');
    expect(said('can you help me write a statement for my hr investigation? they say i yelled at a coworker').join()).toContain('legal:hr investigation');
  });
  it('leaves a question', () => {
    expect(said('can i call the cops on my neighbor for loud music').filter((f) => f.includes('cops'))).toEqual([]);
  });
});

describe('session 49: cases told without "I", a record sealed, a deposition, a trade, a faith left, a vote (hand-written probes)', () => {
  it('reads an opening on a case going on or a hearing with its day as the writer\'s', () => {
    expect(reg('in the middle of a nasty divorce, any tips for staying sane')).toBe('chat');
    expect(reg('restraining order hearing is friday, scared')).toBe('chat');
    expect(reg('left the catholic church after the scandals')).toBe('chat');
    expect(reg('voted third party and my family won\'t let it go')).toBe('chat');
    expect(reg('what happens at a restraining order hearing')).toBe('general');
  });
  it('finds a record sealed, a deposition, a dealer, a church left, a vote', () => {
    expect(said('finally sealed my record!!').join()).toContain('legal:sealed my record');
    expect(said("my husband's getting deposed tomorrow for his old company's lawsuit").join()).toContain('legal:getting deposed');
    expect(said("my coworker's boyfriend is a drug dealer").join()).toContain('legal:drug dealer');
    expect(said('left the catholic church after the scandals').join()).toContain('other:left the catholic church');
    expect(said("voted third party and my family won't let it go").join()).toContain('other:voted third party');
  });
  it('leaves a car dealer and a deposed king', () => {
    expect(said('my brother is a car dealer in ohio')).toEqual([]);
    expect(said('i read about the deposed king of nepal')).toEqual([]);
  });
});

describe('session 50: a message opening on a given name typed in lower case (lead\'s probes)', () => {
  it.each([
    ["chris's dui case got pushed to march", 'legal:dui case'],
    ['lol nate got arrested again', 'legal:got arrested'],
    ['kayla tested positive for covid', 'medical:tested positive for covid'],
  ])('reads it as told of someone: %s', (text, fact) => {
    expect(reg(text)).toBe('chat');
    expect(said(text).join(' | ')).toContain(fact);
  });
  it.each([
    // a given name that is an English word opens a sentence as the word
    'mark the dui case as closed in the spreadsheet',
    'will a dui case get pushed if the officer doesnt show',
  ])('not a name: %s', (text) => {
    expect(reg(text)).not.toBe('chat');
  });
});

describe('session 50: statement and pay-stub lines pasted with one space before the value', () => {
  const money = (t: string): string[] => found(t).filter((f) => f.domain === 'financial').map((f) => t.slice(f.start, f.end));
  it('marks the bare value of a balance, a pay or an amount due, not its label', () => {
    const t = 'can you help me understand my credit card statement? here it is:\nPrevious Balance $2,104.33\nNew Balance $1,812.44';
    expect(money(t)).toEqual(['$2,104.33', '$1,812.44']);
    const u = 'this is from my bank app, why is it negative\nAvailable balance -$212.40';
    expect(money(u)).toEqual(['$212.40']);
    const v = 'my paystub:\nGross Pay $3,250.00 Net Pay $2,511.43';
    expect(money(v)).toEqual(['$3,250.00', '$2,511.43']);
  });
  it('leaves a sentence and a label with a personal word as they were', () => {
    const t = 'Ending balance $12.44 on my checking, and rent is due tomorrow';
    expect(money(t)).toEqual(['Ending balance $12.44 on my checking']);
    const u = 'ugh\nMy balance 2,400';
    expect(money(u).some((m) => m.includes('balance'))).toBe(true);
  });
});

describe('session 50: other-kind facts and third-person pay (hand-written probes)', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('reads a message opening on "he" or "she" and a job lost, a record or pay with its figure as told of someone', () => {
    expect(reg('she got sacked after three months')).toBe('chat');
    expect(reg("he's a convicted felon and wants to buy a gun, is that legal for him")).toBe('chat');
    expect(reg('he makes 22 an hour, is that enough for a 1 bedroom')).toBe('chat');
  });
  it('not a count, a thing made or a favour owed', () => {
    expect(reg('he makes 3 trips a week to the dump')).toBe('general');
    expect(reg('she makes great cookies, want the recipe?')).toBe('general');
  });
  it('finds a union held for years, a job lost in other words, a group chat, years without speaking, a stand on abortion', () => {
    expect(sure("my dad's been a teamster for 30 years")).toEqual(['other:teamster']);
    expect(sure("i'm being managed out, i can feel it")).toEqual(['other:being managed out']);
    expect(sure('i was downsized last spring')).toEqual(['other:downsized']);
    expect(sure('my family kicked me out of the group chat after the election')).toEqual(['other:kicked me out of the group chat']);
    expect(sure("my dad and my uncle haven't spoken in 20 years")).toEqual(["other:haven't spoken in 20 years"]);
    expect(sure("i'm pro-life but everyone at work is pro-choice")).toEqual(['other:pro-life']);
    expect(sure("i'm actually pretty right wing")).toEqual(['other:right wing']);
    expect(sure('my neighbor is native american and he invited us')).toEqual(['other:native american']);
  });
  it('not a company downsizing an office, a chat left, a movement named', () => {
    expect(sure('our company downsized the office to save money')).toEqual([]);
    expect(sure('i left the group chat because it was too noisy')).toEqual([]);
    expect(sure("i'm pro-life movement curious, what do they argue")).toEqual([]);
  });
});

describe('session 50, second round: job loss, unions, family and identity in other words (hand-written probes)', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('finds a reduction in force, a job outsourced, walking papers, a union office, an interracial couple', () => {
    expect(sure('i was part of the rif last month')).toEqual(['other:part of the rif']);
    expect(sure('my job got outsourced to a vendor in march')).toEqual(['other:job got outsourced']);
    expect(sure('husband got his walking papers after 22 years')).toEqual(['other:got his walking papers']);
    expect(sure("i'm the union treasurer and someone is asking")).toEqual(['other:union treasurer']);
    expect(sure("my in laws don't accept that we're an interracial couple")).toEqual(['other:interracial couple']);
  });
  it('finds speaking terms, blocking everywhere, "no contact" after "X and i are", a maga guy', () => {
    expect(sure("my brother and i haven't been on speaking terms for years")).toEqual(["other:haven't been on speaking terms"]);
    expect(sure('my sister blocked me everywhere after our argument')).toEqual(['other:blocked me everywhere']);
    expect(sure('my father and i are no contact')).toEqual(['other:no contact']);
    expect(sure('my dad is a huge maga guy')).toEqual(['other:huge maga guy']);
  });
  it('not layoffs survived, a court order, a union station', () => {
    expect(sure('i survived the layoffs somehow')).toEqual([]);
    expect(sure('my bail conditions say no contact with her').some((f) => f.startsWith('legal:'))).toBe(true);
    expect(sure('meet me at union station')).toEqual([]);
  });
  it('tells an identity opened by "as a" as the writer\'s', () => {
    const t = 'as a lesbian i feel weird at baby showers';
    expect(tellsOwnFact(t, () => findFacts(t, chunker.chunk(t).tokens, shipped))).toBe(true);
  });
});

describe('session 50 (health probes): health told without a personal word, treatments that fail, reasons in a request', () => {
  it('reads a short message with a mark of the writer\'s own time as the writer\'s', () => {
    for (const t of ['migraine again', 'panic attacks again last night', 'strep throat, out of work till monday', 'pneumonia twice this winter', 'shingles at 38, is that normal', 'migraines 3-4 times a week', 'recovering from acl surgery', 'allergic to penicillin']) {
      expect(regP(t), t).toBe('chat');
      expect(toldP(t), t).toBe(true);
    }
    expect(saidP('migraine again').join()).toContain('medical:migraine');
    expect(saidP('strep throat, out of work till monday').join()).toContain('medical:strep throat');
    // without the prior (the old call) the register is unchanged
    expect(reg('migraine again')).toBe('general');
  });
  it('leaves questions, news, stories, pets, anyone at large and everyday things', () => {
    for (const t of [
      'how long does a migraine usually last',
      'the flu is going around the office again',
      'covid cases are rising again this winter',
      'the senator was hospitalized with pneumonia last week according to reports',
      'the quarterback tore his acl again in sunday\'s game',
      'Serena Williams had a pulmonary embolism in 2011',
      'the vet says the dog has arthritis in his hips',
      'if the cancer comes back next year what are the options',
      'in the show the doctor finally figures out it was lupus again',
      'hangover from hell this morning lol',
      'the server crashed again last night',
    ]) expect(regP(t), t).not.toBe('chat');
  });
  it('finds a treatment that fails and what a drug does to its taker, told whole', () => {
    expect(saidP("the chemo isn't working anymore").join()).toContain("medical:chemo isn't working");
    expect(saidP('this inhaler isn\'t helping').join()).toContain("medical:inhaler isn't helping");
    expect(saidP('the new meds make him dizzy').join()).toContain('medical:new meds make him dizzy');
    expect(saidP('the steroids are making me crazy').join()).toContain('medical:steroids are making me crazy');
    expect(saidP('finished radiation yesterday!').join()).toContain('medical:finished radiation');
  });
  it('finds a reading high or low without its figure, a bone broken, a condition acting up, a racing heart', () => {
    expect(saidP('my iron is really low').join()).toContain('medical:iron is really low');
    expect(saidP('liver enzymes are elevated').join()).toContain('medical:liver enzymes are elevated');
    expect(saidP('low blood sugar at work again').join()).toContain('medical:low blood sugar');
    expect(saidP('my ribs are broken').join()).toContain('medical:ribs are broken');
    expect(saidP('spent 4 days in the hospital with pneumonia').join()).toContain('medical:spent 4 days in the hospital');
    expect(saidP('my gout is acting up').join()).toContain('medical:gout is acting up');
    expect(saidP('my heart keeps racing for no reason').join()).toContain('medical:heart keeps racing');
    expect(saidP('my hands and feet are always cold and numb').join()).toContain('medical:hands and feet are always cold and numb');
    expect(saidP('my hip locks up when i sit too long').join()).toContain('medical:hip locks up');
  });
  it('leaves a car acting up, a drug leaflet and a snack list', () => {
    expect(saidP('my car is acting up again')).toEqual([]);
    expect(saidP('what are good low blood sugar snacks for a hike')).toEqual([]);
    expect(saidP('my phone is broken again')).toEqual([]);
  });
  it('finds a condition with its course, a back thrown out, ribs cracked, teeth pulled, a frozen shoulder', () => {
    expect(saidP("draft a message to my team that i'll be slow this week, my lupus is flaring").join()).toContain('medical:lupus is flaring');
    expect(saidP('my colitis is in remission').join()).toContain('medical:colitis is in remission');
    expect(saidP('threw my back out picking up a box').join()).toContain('medical:threw my back out');
    expect(saidP('cracked two ribs snowboarding').join()).toContain('medical:cracked two ribs');
    expect(saidP('soft food ideas, just had 4 teeth pulled').join()).toContain('medical:had 4 teeth pulled');
    expect(saidP('my shoulder has been frozen for months').join()).toContain('medical:shoulder has been frozen');
    expect(saidP('the neurologist thinks it\'s ms').join()).toContain('medical:ms');
  });
  it('leaves a back put into a task and a frozen account', () => {
    expect(saidP('i put my back into it and finished the garden')).toEqual([]);
    expect(saidP('my account is frozen again')).not.toContain('medical:account is frozen again');
  });
  it('keeps a friend\'s or a coworker\'s condition from the message gate', () => {
    expect(toldP('our team lead had a stroke, how do i write a card')).toBe(true);
    expect(toldP('write a get well card for my coworker who had surgery')).toBe(true);
    expect(toldP('my friend has a cold, what soup should i make')).toBe(false);
  });
  it('keeps the writer\'s condition given as the reason in a request from the message gate', () => {
    expect(toldP('draft an email to hr asking for a standing desk because of my sciatica')).toBe(true);
    expect(toldP('write an email requesting to work from home due to my chronic migraines')).toBe(true);
    expect(toldP('draft an email asking to leave early because of my kid\'s recital')).toBe(false);
  });
});

describe('session 51 (health probes): symptoms without "I", conditions as who one is, readings at the opening, organs out', () => {
  it('reads blood brought up, fainting and a condition since birth told without "I" as the writer\'s', () => {
    for (const t of ['fainted twice this week, no idea why', 'asthmatic since birth so cold air is brutal']) {
      expect(regP(t), t).toBe('chat');
      expect(toldP(t), t).toBe(true);
    }
    // (blood brought up: the register only; the message gate keeps it on its own reading)
    for (const t of ['threw up blood twice today', 'puking blood since last night']) expect(regP(t), t).toBe('chat');
    expect(saidP('fainted twice this week, no idea why').join()).toContain('medical:fainted');
  });
  it('reads a condition the writer introduces themself by as theirs', () => {
    for (const t of ['type 2 diabetic here, what snacks do you keep at your desk', 'as a type 1 diabetic i always carry juice boxes', 'celiac here, does anyone know if these oats are safe', 'cpap user here, what\'s the best travel cpap']) expect(toldP(t), t).toBe(true);
    expect(saidP('type 2 diabetic here, what snacks do you keep at your desk').join()).toContain('medical:type 2 diabetic');
    expect(saidP('cpap user here, what\'s the best travel cpap').join()).toContain('medical:cpap user');
  });
  it('leaves other introductions and general questions', () => {
    expect(saidP('long time lurker here, what\'s the best treatment for gout')).toEqual([]);
    expect(saidP('nurse here, what\'s the usual dose of amoxicillin for adults')).toEqual([]);
    expect(regP('what is the best diet for a type 2 diabetic')).not.toBe('chat');
  });
  it('reads a reading that opens the message, and a dose being taken or tapered, as the writer\'s', () => {
    for (const t of ['resting heart rate has been 110 all week', 'ferritin came back at 8, doc says iron infusions', 'taking 40mg atorvastatin at night', 'down to 5mg of prednisone finally']) {
      expect(regP(t), t).toBe('chat');
      expect(toldP(t), t).toBe(true);
    }
  });
  it('finds an organ taken out, a root canal, a scan with its owner', () => {
    expect(saidP('had my appendix out last weekend').join()).toContain('medical:had my appendix out');
    expect(saidP('root canal tomorrow morning, dreading it').join()).toContain('medical:root canal');
    expect(saidP("my brother's scan came back clear!!").join()).toContain('medical:scan came back clear');
  });
  it('reads an in-law typed without hyphens as family, and "he just got out of surgery" as someone told of', () => {
    expect(toldP('my sister in law had a mini stroke on sunday')).toBe(true);
    expect(regP('he just got out of surgery, they removed part of his colon')).toBe('chat');
  });
  it('reads "all week" as the writer\'s own time, and finds a knee blown out', () => {
    expect(regP("anxiety's been bad all week, barely slept")).toBe('chat');
    expect(regP('the printer has been jammed all week')).not.toBe('chat');
    expect(saidP('blew out my knee skiing').join()).toContain('medical:blew out my knee');
  });
  it('leaves an appendix of a book, a virus scan and a dog being sick', () => {
    expect(saidP('the appendix of my thesis is too long')).toEqual([]);
    expect(saidP('my virus scan came back clean')).toEqual([]);
    // (the pet's: the message gate reads it as general, and nothing here says otherwise)
    expect(toldP('my dog threw up blood, should i take him to the vet')).toBe(false);
  });
});

describe('session 51: money and other-kind facts told the everyday way (hand-written probes)', () => {
  const sure = (t: string): string[] => findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('reads "they let me go" as done to the writer, not as a request', () => {
    expect(reg('they let me go friday, no reason given')).toBe('chat');
    expect(said('they let me go friday, no reason given')).toEqual(['other:let me go']);
    expect(said('my job let me go in october')).toEqual(['other:let me go']);
  });
  it('leaves being let go first, home, to a concert or without a ticket', () => {
    for (const t of ['they let me go first in line', 'my mom let me go to the concert', 'they let me go home early since it was slow', 'they let me go without a ticket', 'he let me go ahead of him']) expect(said(t), t).toEqual([]);
  });
  it('finds a write-up counted, a final warning, in-laws not spoken to, fights every day, parents split, years unseen', () => {
    expect(sure('i got my second write up this month')).toEqual(['other:got my second write up']);
    expect(sure("i'm on a final warning")).toEqual(['other:final warning']);
    expect(sure("we're not speaking to my in-laws")).toEqual(['other:not speaking to my in-laws']);
    expect(sure('my husband and i fight about money every single day')).toEqual(['other:fight about money']);
    expect(sure('my parents split when i was 12')).toEqual(['other:split']);
    expect(sure("i haven't seen my dad in 10 years")).toEqual(["other:haven't seen my dad in 10 years"]);
    expect(sure('my girlfriend and i are both women')).toEqual(['other:both women']);
    expect(sure("i'm mixed, half black half white")).toEqual(['other:mixed', 'other:half black half white']);
    expect(sure("my son's father is mexican")).toEqual(['other:mexican']);
  });
  it('finds a partner who left with its month, a separation wanted or talked of', () => {
    expect(sure('she left me in march and took the dog')).toEqual(['other:left me']);
    expect(sure("my wife wants to separate and i don't know what to do")).toEqual(['other:wants to separate']);
    expect(sure("we're thinking about separating")).toEqual(['other:thinking about separating']);
    expect(sure('she left me in the car for an hour')).toEqual([]);
    expect(sure('the kids want to separate their rooms')).toEqual([]);
  });
  it('leaves a write-up asked for, a referee\'s warning, mixed feelings, a remote fought over, a bill split', () => {
    expect(sure('how do i write up an employee for being late')).toEqual([]);
    expect(sure('the ref gave him a final warning')).toEqual([]);
    expect(sure('my feelings are mixed')).toEqual([]);
    expect(sure("i'm mixed up about the dates")).toEqual([]);
    expect(sure('we fight over the remote every night lol')).toEqual([]);
    expect(sure('my parents split the bill when we went out')).toEqual([]);
    expect(sure('my wife and i are both teachers')).toEqual([]);
  });
  it('finds pay by the hour after its earner, the hourly rate, a bounced check, a garnished share, a score had', () => {
    expect(sure("i only get 15 an hour and can't afford daycare")).toEqual(['financial:get 15 an hour']);
    expect(sure('my wife gets 21/hr at the cafeteria')).toEqual(['financial:gets 21/hr']);
    expect(sure("i'm at 19.50 an hour")).toEqual(['financial:at 19.50 an hour']);
    expect(sure('they offered me 24 an hour, should i take it')).toEqual(['financial:24 an hour']);
    expect(sure('my hourly is 18.25 and they want weekends')).toEqual(['financial:hourly is 18.25']);
    expect(sure('i bounced 2 checks last week')).toEqual(['financial:bounced 2 checks']);
    expect(sure('my check to the dentist bounced')).toEqual(['financial:check to the dentist bounced']);
    expect(sure("they're garnishing 25% of my check")).toEqual(['financial:garnishing 25% of my check']);
    expect(sure("theyre garnishing my husband's paycheck")).toEqual(["financial:garnishing my husband's paycheck"]);
    expect(sure("he's got a 500 credit score")).toEqual(['financial:got a 500 credit score']);
    expect(sure('got an nsf fee for my rent check')).toEqual(['financial:got an nsf fee']);
    expect(sure("we're thinking about bankruptcy")).toEqual(['financial:thinking about bankruptcy']);
    expect(sure('thinking about filing chapter 13 to save the house')).toEqual(['financial:thinking about filing chapter 13']);
  });
  it('leaves pay in a question, a wage law, bankruptcy asked about', () => {
    for (const t of ['if i make 15 an hour how much is that a month', 'you make 22 an hour? nice', 'the minimum wage here is 15 an hour', 'when should you file for bankruptcy', 'if i file for bankruptcy will i lose my car', 'what credit score do you need for a mortgage']) expect(sure(t), t).toEqual([]);
  });
  it('reads a money figure opening the message as the writer\'s', () => {
    expect(reg('total debt is about 47k not counting the house')).toBe('chat');
    expect(said('total debt is about 47k not counting the house')).toEqual(['financial:total debt is about 47k']);
    expect(reg('filing for bankruptcy next month')).toBe('chat');
    expect(said('my take home is like 2,100 every two weeks').join()).toContain('financial:take home is like 2,100');
  });
  it('ends an hourly pay before "full time"', () => {
    expect(said('i make 22 an hour full time')).toEqual(['financial:make 22 an hour']);
  });
  it('keeps a one-space field line of a balance or an amount due from the tagger\'s veto', () => {
    const t = 'can you explain my card statement\nNew Balance $1,214.78\nMinimum Payment Due $40.00';
    expect(findFacts(t, chunker.chunk(t).tokens, shipped).filter((f) => f.sure).map((f) => t.slice(f.start, f.end))).toEqual(['$1,214.78', '$40.00']);
  });
});

describe("session 50: a case's steps told the everyday way (hand-written probes)", () => {
  it('finds a term told by its length, a ticket by its offence, traffic court, a countersuit', () => {
    expect(said('my brother got 8 years').join()).toContain('legal:got 8 years');
    expect(said("my sister's husband is doing life").join()).toContain('legal:doing life');
    expect(said('my sister got a ticket for texting while driving').join()).toContain('legal:got a ticket for texting while driving');
    expect(said('i have to go to traffic court').join()).toContain('legal:go to traffic court');
    expect(said("we're countersuing").join()).toContain('legal:countersuing');
  });
  it('leaves years of experience', () => {
    expect(said('my brother got 8 years of experience at google')).toEqual([]);
  });
});

describe('session 51: a case told by its day or by its move, a default judgment (legal probes)', () => {
  it('finds someone\'s case, trial or hearing told by when it is or that it moved, without its owner', () => {
    expect(said('his hearing is thursday and i dont know if i should go').join()).toContain('legal:hearing');
    expect(said("dad's trial starts monday, how do i get time off").join()).toContain('legal:trial');
    expect(said('his dui case got pushed again, third time now').join()).toContain('legal:dui case got pushed');
    expect(said("my sister's divorce hearing got rescheduled").join()).toContain('legal:divorce hearing got rescheduled');
    expect(said("my husband's sentencing is next week").join()).toContain('legal:sentencing');
    expect(said("my husband's sentencing is next week").join()).not.toContain("husband's");
  });
  it('reads a message opening on "his dui case" as told of someone', () => {
    expect(reg('his dui case got pushed again, third time now')).toBe('chat');
  });
  it('leaves hearing tests, free trials and other days that move', () => {
    expect(said("my sister's hearing test is friday")).toEqual([]);
    // (session 52) no case; the writer's hearing getting worse is a health fact (MEDICAL_STATUS)
    expect(said('my hearing is getting worse, should i see an audiologist')).toEqual(['medical:hearing is getting worse']);
    expect(said('my free trial ends monday, how do i cancel')).toEqual([]);
    expect(said("my brother's job interview got pushed to friday")).toEqual([]);
  });
  it('reads a default judgment as legal, as the guideline does', () => {
    expect(said('the judge entered a default judgment against me').join()).toContain('legal:entered a default judgment against me');
  });
});

describe('session 52 (lead): someone sent to collections', () => {
  it('marks the debtor sent or put to collections', () => {
    expect(said('spectrum sent me to collections for a modem i returned').join()).toContain('financial:sent me to collections');
    expect(said('they put my dad in collections over a gym membership').join()).toContain('financial:put my dad in collections');
  });
  it('leaves collections told with no debtor', () => {
    expect(said('we send accounts to collections after 90 days').join()).not.toContain('send accounts');
    expect(said('what happens if they send you to collections')).toEqual([]);
  });
});

describe('session 52: legal steps told the everyday way (hand-written legal probes)', () => {
  it('finds a charge nolle prossed, told passive or active', () => {
    expect(said('my case got nolle prossed do i still need to get it expunged').join()).toContain('legal:case got nolle prossed');
    expect(said('the DA nolle prossed my possession charge. can i get it sealed now').join()).toContain('legal:nolle prossed my possession charge');
  });
  it('finds jail or prison been to or gone back to', () => {
    expect(said("i've been to prison, how do i explain the gap on my resume").join()).toContain('legal:been to prison');
    expect(said('im honestly scared of going back to jail').join()).toContain('legal:going back to jail');
  });
  it('finds a landlord\'s days to vacate, a ruling for one side, testimony against someone, a fix-it ticket', () => {
    expect(said("landlord gave us 60 days to vacate bc he's selling").join()).toContain('legal:gave us 60 days to vacate');
    expect(said('the judge ruled for the landlord and we have 10 days to move').join()).toContain('legal:judge ruled for the landlord');
    expect(said('i have to testify against my ex').join()).toContain('legal:testify against my ex');
    expect(said('i got a fix it ticket for a broken tail light').join()).toContain('legal:got a fix it ticket for a broken tail light');
  });
  it('finds an immigration status by its short name and what happened to it', () => {
    expect(said('my tps expires in september').join()).toContain('legal:tps expires');
    expect(said('my opt was approved!').join()).toContain('legal:opt was approved');
  });
  it('reads a bankruptcy filed or about to be as money, not a legal step', () => {
    expect(said("we're filing for bankruptcy next month, what happens to my car").join()).toContain('financial:filing for bankruptcy');
    expect(said("we're filing for bankruptcy next month, what happens to my car").join()).not.toContain('legal:');
    expect(said('my dad had to file for bankruptcy after the divorce').join()).toContain('financial:had to file for bankruptcy');
  });
  it('leaves courts, prisons and tickets of no one\'s case', () => {
    expect(said('we played tennis on the court behind the school')).toEqual([]);
    expect(said('i went to the prison to visit my uncle')).not.toContain('legal:been to prison');
    expect(said('my son has a court in his backyard for basketball')).toEqual([]);
    expect(said('the court is next to the library downtown, is there parking')).toEqual([]);
    expect(said('i have to testify about how the software works for a training video')).toEqual([]);
    expect(said('my opt out form got approved')).toEqual([]);
    expect(said('how many people in the us have been to prison').join()).not.toContain('legal:been to prison');
    expect(said("my son's been in juvie since march").join()).not.toContain('legal:been');
    expect(said('we have court at 5 for practice, bring water')).toEqual([]);
    expect(said('my daughter has court tomorrow morning for her volleyball tournament')).toEqual([]);
    expect(said('my favorite episode is when the judge ruled for the landlord on judge judy').join()).not.toContain('legal:');
  });
  it('finds family court gone through, court one has to go to, a family investigated, a lottery picked', () => {
    expect(said("we're going through family court for visitation").join()).toContain('legal:going through family court');
    expect(said('animal control says i have to go to court').join()).toContain('legal:go to court');
    expect(said("cps is investigating us because of my daughter's bruise from soccer").join()).toContain('legal:cps is investigating us');
    expect(said('my h1b got picked in the lottery!').join()).toContain('legal:h1b got picked');
  });
  it('finds the writer reported to an authority, points on a licence, a conditional green card', () => {
    expect(said("my landlord won't fix the leak and now hes saying he's gonna report me to the city for the mold").join()).toContain('legal:report me to the city');
    expect(said('my license is already at 3 points').join()).toContain('legal:license is already at 3 points');
    expect(said('my sister is afraid to leave him because her green card is conditional').join()).toContain('legal:green card is conditional');
  });
  it('leaves reports asked about or of things', () => {
    expect(said('how do i report my landlord to the city for no heat').join()).not.toContain('report my landlord');
    expect(said('can my boss report me to the labor board for quitting').join()).not.toContain('report me to');
    expect(said('please report it to the city if you see potholes')).toEqual([]);
  });
});

describe('session 52 (health probes): injuries by their verb, complaints by their name, tests with their owner', () => {
  it('finds an injury told by its verb and the part hurt, of the writer or of family', () => {
    expect(saidP("rolled my ankle pretty bad at practice, it's purple").join()).toContain('medical:rolled my ankle');
    expect(saidP("tweaked my back at the gym and now i can't bend over").join()).toContain('medical:tweaked my back');
    expect(saidP('jammed my finger in volleyball').join()).toContain('medical:jammed my finger');
    expect(saidP('pulled a hamstring sprinting yesterday, should i stretch it').join()).toContain('medical:pulled a hamstring');
    for (const t of ['my husband did his acl skiing, any tips for helping him at home', 'got 6 stitches in my hand from a kitchen knife', 'burned my hand on the stove pretty bad, it blistered', 'cut my finger deep while cooking, do i need stitches']) expect(toldP(t), t).toBe(true);
  });
  it('leaves idioms and a haircut', () => {
    // (the message gate reads these as general: nothing tells the writer's own fact)
    expect(toldP('he pulled my leg about the exam date lol')).toBe(false);
    expect(toldP('i cut my hair short last week, do bangs suit round faces')).toBe(false);
    expect(toldP('i split my lunch with my brother')).toBe(false);
  });
  it('finds a complaint known by its name after a verb of having, an owner or at the opening', () => {
    for (const t of ['i have tennis elbow from climbing', 'my son has shin splints from cross country, should he keep running', 'i think i have dry socket, the pain is crazy', 'shin splints are killing me, training for a half marathon', 'been having panic attacks before every exam this semester', "i'm lactose intolerant but love ice cream lol", 'my newborn has a tongue tie, should we clip it']) {
      expect(toldP(t), t).toBe(true);
    }
    expect(saidP('i have tennis elbow from climbing').join()).toContain('medical:tennis elbow');
  });
  it('leaves the same names in a question about anyone', () => {
    expect(saidP('what causes shin splints in new runners')).toEqual([]);
    expect(regP('how long does food poisoning usually last')).not.toBe('chat');
    expect(toldP('can you explain how tennis elbow is different from golfers elbow')).toBe(false);
  });
  it('reads a test with its owner, a named condition worse or bad, care for one\'s condition as the writer\'s', () => {
    expect(saidP('my mri is on thursday, can i wear deodorant').join()).toContain('medical:mri');
    expect(saidP("my husband's heart cath is tomorrow, what should i pack for him").join()).toContain('medical:heart cath');
    for (const t of ['my tinnitus is worse after the concert', 'my ocd is so bad i check the stove 20 times', 'started seeing a therapist for my anxiety, is it normal to cry every session', 'my wisdom teeth are coming out tomorrow, what can i eat after', 'my crown came off while eating caramel', 'my husband\'s sperm count came back low, what does that mean for ivf']) {
      expect(toldP(t), t).toBe(true);
    }
    expect(saidP('my wisdom teeth are coming out tomorrow, what can i eat after').join()).not.toContain('other:');
    expect(saidP('my mri tech friend says the machine is loud').join()).not.toContain('medical:mri');
  });
  it('reads quitting nicotine, a binge, the two week wait, an infected tattoo, dizziness on standing as the writer\'s', () => {
    for (const t of ['trying to quit vaping, day 4, so irritable', 'binge ate a whole pizza again last night, i hate myself', "i'm in the two week wait and going crazy", 'i got a tattoo and it looks infected', "i've been so dizzy when i stand up lately", 'my scalp is super itchy and flaky', 'my knee keeps clicking and hurting after runs', 'i grind my teeth at night and my jaw hurts']) {
      expect(toldP(t), t).toBe(true);
    }
    expect(saidP('i binged the whole season last night').join()).not.toContain('medical');
  });
  it('reads an illness passed on, hearing going, waters broken, a stutter, a fertility step, cavities counted as health', () => {
    for (const t of ['ugh my roommate gave me mono right before finals', "my dad's hearing is going, he won't wear his hearing aids", 'my son stutters and kids are teasing him', 'we did iui last week, now the wait', 'i think my milk supply is dropping', 'my adhd makes it hard to do homework, any apps', 'my 7 yo has 4 cavities, the dentist wants to put her under', 'my mom keeps getting utis and gets confused when she has one']) {
      expect(toldP(t), t).toBe(true);
    }
    expect(saidP("my dad's hearing is going, he won't wear his hearing aids").join()).not.toContain('legal');
    const water = saidP("my wife's water broke at 35 weeks, she's in labor now").join();
    expect(water).toContain('medical:water broke');
    expect(water).not.toContain('financial');
  });
  it('reads a condition after "i get really bad" as the writer\'s', () => {
    expect(toldP('i get really bad anxiety before flights, can i take something')).toBe(true);
    expect(toldP('i get really bored on long flights, can you suggest podcasts')).toBe(false);
  });
  it('reads "the pain" with its score out of ten as health', () => {
    expect(saidP('im 6 days post op and the pain is 8/10').join()).toContain('medical:pain is 8/10');
  });
  it('leaves a flu shot given, a court hearing and a class project', () => {
    expect(saidP('she gave me the flu shot schedule for the school').join()).not.toContain('medical');
    expect(saidP('his hearing is on monday at the courthouse').join()).not.toContain('medical');
    expect(toldP("my kid's class did a project on dental cavities")).toBe(false);
  });
  it('reads a dog bite that broke the skin as health, not money', () => {
    const found = saidP('i got bit by a dog on my run, it broke skin').join();
    expect(found).toContain('medical:');
    expect(found).not.toContain('financial');
  });
});

describe('session 52: jobs and couples told short (ot52 probes)', () => {
  const sure = (t: string): string[] => found(t).filter((f) => f.sure).map((f) => `${f.domain}:${t.slice(f.start, f.end)}`);
  it('finds a last day told by the employer, a role taken away, "we\'re union", a couple taking a break', () => {
    expect(sure('my boss told me friday was my last day, do i get paid for unused pto')).toEqual(['other:was my last day']);
    expect(sure('my boss said today is my last day and to pack my desk')).toEqual(['other:is my last day']);
    expect(sure('they took away my management role after the reorg')).toEqual(['other:took away my management role']);
    expect(sure('they stripped me of my title after i complained')).toEqual(['other:stripped me of my title']);
    expect(sure("we're union so can they even do this to us")).toEqual(['other:union']);
    expect(sure("i moved out last week, we're taking a break and idk how to split the lease")).toEqual(['other:taking a break']);
    expect(sure('me and my husband fight about money constantly')).toEqual(['other:fight about money constantly']);
    expect(sure('my manager took my team away and gave it to a new guy')).toEqual(['other:took my team away']);
    expect(sure('my coworkers and i are trying to start a union')).toEqual(['other:trying to start a union']);
  });
  it('leaves a vacation\'s last day, union square, a break from work, a coffee taken away, a union asked about', () => {
    for (const t of [
      'my last day of vacation is friday, what should i do in chicago',
      'my boss told me friday we\'re doing a team lunch',
      "we're union square bound tomorrow, best pizza nearby?",
      "we're taking a break from the project until january",
      'my boyfriend and i are at work, we\'re taking a break from the project',
      'they took away the free coffee at work lol',
      'how do you start a union',
    ]) {
      expect(sure(t), t).toEqual([]);
    }
  });
});

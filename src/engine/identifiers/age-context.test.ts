import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';

const only = (t: string, cat: string): string[] =>
  detectIdentifiers(t)
    .filter((s) => s.category === cat)
    .map((s) => s.text);

describe('ages where the context says age, and dates of birth', () => {
  it.each([
    ['At 61, I still run every morning.', ['61']],
    ['when I was 12 my dad left', ['12']],
    ['Written when he was only 14.', ['14']],
    ['my twins (4) fight all day', ['4']],
    ['my daughter, 7, is sick again', ['7']],
    ['my grandson is 14 and vapes', ['14']],
    ['I (29) need advice about my landlord', ['29']],
    ['i (34m) have been using on weekends', ['34m']],
    ['my wife (31f) and i (33 m) are trying for a baby', ['31f', '33 m']],
    ['We (me 38, wife 36) are about to start IVF', ['38', '36']],
    ['us (husband 45 and me 43) and two kids', ['45', '43']],
    ['my husband Ángel is 58 and since his stroke he is tired', ['58']],
    ['my lola is 84, she lives with us', ['84']],
  ])('%s', (text, want) => {
    expect(only(text, 'age')).toEqual(want);
  });

  it.each([
    ['born in May 1990 in Leeds', 'May 1990'],
    ["she was born '88", "'88"],
  ])('date of birth: %s', (text, want) => {
    expect(only(text, 'date')).toContain(want);
  });

  it.each([
    'I was 20 minutes late',
    'when I was 20 minutes late to the meeting',
    'At 5, I went home',
    'since we were 3 people at the table',
    'At 16:30, I left',
    'my twins (4 and 6 km away)',
    'the meeting (room 12, floor 3) is at noon',
    'we (me 38 minutes late, wife on time) missed it',
    'my husband Bob is 6 feet tall',
  ])('no age: %s', (text) => {
    expect(only(text, 'age')).toEqual([]);
  });
});

describe('ages told beside a name, at the start of a line, after a kin word, for a group, by a birthday', () => {
  it.each([
    ["for my dad, Frank Dimitriou, 81, Alzheimer's moderate stage", ['81']],
    ['one of our guests, Darnell W., 45, HIV+, off meds', ['45']],
    ["i'm the dad, 38, i drive for UPS", ['38']],
    ['We have a son, 6. I am worried', ['6']],
    ['19, vaping 2 pods a day since 15', ['19']],
    ['should i be worried? 33, tired constantly', ['33']],
    ['my son jaylen 17 got picked up for shoplifting', ['17']],
    ['grandma Lupe 90 in Guadalajara was diagnosed', ['90']],
    ['My 82 father-in-law Bernard hit a pole', ['82']],
    ['the kids are 7 and 10 and their whole life is here', ['7', '10']],
    ["we're 74 and 71 and i want to see how much we need", ['74', '71']],
    ["her parents are upset, they're both 17", ['17']],
    ['My parents aged 70 and 66 are also named', ['70', '66']],
    ["a toast for my brother Sid's 40th", ['40th']],
  ])('%s', (text, ages) => {
    expect(only(text, 'age')).toEqual(ages);
  });
  it.each([
    'Hi Tom, 3 questions about Chapter 7, 13 and more',
    'Meeting on Tuesday, 14 November',
    'we are 2 adults and 3 kids',
    'they were 5 minutes late',
    "McDonald's 50th anniversary menu",
    'Route 66, 45 minutes from here',
    'my son 2 times a day',
  ])('no age in %s', (text) => {
    expect(only(text, 'age')).toEqual([]);
  });
});

describe('ages told in lists, pairs, clauses and other languages (session 18)', () => {
  const ages = (t: string): string[] => only(t, 'age');
  it('reads the ages of children listed after them', () => {
    expect(ages('we have two daughters, 9 and 12.')).toEqual(['9', '12']);
    expect(ages('i have 2 kids 8 and 11 and their mom')).toEqual(['8', '11']);
    expect(ages('the kids 2 days a week')).toEqual([]);
  });
  it('reads one age for two people, an age in a relative clause and after who the writer is', () => {
    expect(ages('My wife and I (both 41) have $212k in 401ks')).toEqual(['41']);
    expect(ages('my girlfriend Maya and i are both 17')).toEqual(['17']);
    expect(ages('we are both 20 minutes late')).toEqual([]);
    expect(ages('we have a daughter Kaylee who is 6.')).toEqual(['6']);
    expect(ages('the printer who is 3 floors up')).toEqual([]);
    expect(ages('Retired teacher here, 66, pension $3,870/mo')).toEqual(['66']);
    expect(ages("Now I'm a retired teacher, 63, pension monthly")).toEqual(['63']);
  });
  it('reads an age with its unit in Spanish, Portuguese, French and German', () => {
    expect(ages('mi mamá Rosa tiene 59 años')).toEqual(['59 años']);
    expect(ages('meu pai tem 70 anos')).toEqual(['70 anos']);
    expect(ages('mein Sohn ist 8 Jahre alt')).toEqual(['8 Jahre']);
  });
});

describe('session 25: ages in brackets after accented names and kin words of other languages, listed children, elders, the sex written out', () => {
  it.each([
    ['hey so my dad Ramón (67) got a letter from a collector', ['67']],
    ['Mi hermana Lucía (34) está embarazada', ['34']],
    ['my lola (84) lives with us in Quezon City', ['84']],
    ["i'm the eldest (29) and everybody wants me to fix it", ['29']],
    ['kids are Mason 8 and Ellie 5', ['8', '5']],
    ['my kids: Sofia 8, Luca 6, Mia 3', ['8', '6', '3']],
    ['my parents are 61 and 59 and i just found out', ['61', '59']],
    ['need a gym plan. context: 52, male, had a heart attack', ['52']],
    ["she's only 36. does ER positive mean it's treatable", ['36']],
    ["She's now 74, had a fall and a brain bleed", ['74']],
  ])('%s', (text, want) => {
    expect(only(text, 'age')).toEqual(want);
  });

  it.each([
    'kids are grade 8 and grade 5',
    'my parents are 2 hours away',
    'the score was 3, female players',
    "i'm only 2 months in",
    "I'm almost 30 minutes late",
  ])('no age: %s', (text) => {
    expect(only(text, 'age')).toEqual([]);
  });
});

describe("session 25: a kin word's \"'s\" and the age, a relative's age after the writer's, children listed in brackets", () => {
  it.each([
    ["all of it is gone on Bet365. mum's 64, was about to retire", ['64']],
    ["trying for 2 yrs. i'm 35, wife 34. i used testosterone", ['35', '34']],
    ['My grandad (81) in Brisbane was scammed', ['81']],
    ['a chore chart for my 3 kids (Ava 13, Jonah 10, Bea 7). Jonah has autism', ['13', '10', '7']],
  ])('%s', (text, want) => {
    expect(only(text, 'age')).toEqual(want);
  });
  it.each(["my dad's 3 cars are parked", "mom's 2 dogs and the cat", "i'm 35, wife 3 weeks postpartum"])('no age: %s', (text) => {
    expect(only(text, 'age').filter((a) => a !== '35')).toEqual([]);
  });
});

describe("session 25: children's names listed with their ages are people", () => {
  const people = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'person').map((s) => s.text);
  it.each([
    ['kids are Mason 8 and Ellie 5', ['Mason', 'Ellie']],
    ['a chore chart for my 3 kids (Ava 13, Jonah 10, Bea 7)', ['Ava', 'Jonah', 'Bea']],
  ])('%s', (text, want) => {
    expect(people(text)).toEqual(want);
  });
});

describe('session 43: ages hedged, being reached, after a name with accents or "my oldest", and "at 63 can i"', () => {
  const ages = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'age').map((s) => s.text);
  it('finds them', () => {
    expect(ages('My son is almost 3 and still not talking')).toEqual(['3']);
    expect(ages('my mom is nearly 90 and lives alone')).toEqual(['90']);
    expect(ages('at 63 can i still get a mortgage')).toEqual(['63']);
    expect(ages('my son Bảo is 6 and has autism')).toEqual(['6']);
    expect(ages('my oldest is 9. can they terminate my rights')).toEqual(['9']);
    expect(ages('shes turning 7 and has a severe egg allergy')).toEqual(['7']);
    expect(ages('f, 34, been having chest pains')).toEqual(['34']);
    expect(ages('Male, 52 - my psa is 6.1')).toEqual(['52']);
  });
  it('not a wait or a time', () => {
    expect(ages('the wait is almost 6 hours')).toEqual([]);
    expect(ages('the meeting is at 10 can you come')).toEqual([]);
    expect(ages('m, 5 stars for this place')).toEqual([]);
  });
});

describe('session 44: ages in words, and a child\'s age in months without "old"', () => {
  it.each([
    ["she's forty-two and has diabetes", ['forty-two']],
    ['my son is six and has adhd', ['six']],
    ["i'm twenty nine, f", ['twenty nine']],
    ["my daughter's seven.", ['seven']],
    ['my dad turned eighty this year', ['eighty']],
    ['a forty-two year old woman', ['forty-two year old']],
    ["she's forty-two years old", ['forty-two years old']],
    ['my twins are 18 months', ['18 months']],
    ["my baby is six weeks and won't eat", ['six weeks']],
  ])('%s', (text, want) => {
    expect(only(text, 'age')).toEqual(want);
  });
  it.each([
    "she's one of them",
    "i'm two hours away",
    "he's ten times better",
    "i'm six feet tall",
    'my wife is 18 weeks pregnant',
    "she's seven months pregnant",
    'my son is 3 months behind on rent',
  ])('not an age: %s', (text) => {
    expect(only(text, 'age')).toEqual([]);
  });
});

describe("age and sex in lower case after the writer's I'm (session 45)", () => {
  it('reads "im a 29f" and "i\'m 34m" as ages', () => {
    expect(detectIdentifiers('im a 29f with pcos').filter((s) => s.category === 'age').map((s) => s.text)).toEqual(['29f']);
    expect(detectIdentifiers("i'm 34m and my bp is high").filter((s) => s.category === 'age').map((s) => s.text)).toEqual(['34m']);
  });
  it('not a temperature', () => {
    expect(detectIdentifiers('im 98f right now, fever').filter((s) => s.category === 'age')).toEqual([]);
  });
});

describe('age and sex in lower case in brackets and after someone of the writer\'s (session 49)', () => {
  const ages = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'age').map((s) => s.text);
  it.each([
    ['me (20f) and my roommate (21f) split the rent', ['20f', '21f']],
    ['my bf [23m] keeps ghosting me', ['23m']],
    ['so me 19f and my bf 22m had a fight', ['19f', '22m']],
    ['my roommate 21f keeps eating my food', ['21f']],
  ])('reads %s', (t, want) => {
    expect(ages(t)).toEqual(want);
  });
  it.each(['the fund raised 34m last year', 'the drive takes 30m each way', 'my loan is 34m? no, 34k lol', 'set the oven (98f)'])('not an age: %s', (t) => {
    expect(ages(t)).toEqual([]);
  });
});

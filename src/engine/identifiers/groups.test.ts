import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';
import { groupKind, groups } from './groups.ts';

const only = (t: string, cat: string): string[] =>
  detectIdentifiers(t)
    .filter((s) => s.category === cat)
    .map((s) => s.text);

describe('nationality, religion and political group (NRP)', () => {
  it.each([
    ["I'm Brazilian and my husband is Jewish.", ['Brazilian', 'Jewish']],
    ['She is a devout Catholic and votes Labour.', ['Catholic', 'Labour']],
    ['My parents are Nigerian immigrants.', ['Nigerian']],
    ['I converted to Islam last year and my family stopped talking to me.', ['Islam']],
    ["He's a registered Democrat and a member of the Green Party.", ['Democrat', 'Green Party']],
    ["i'm muslim and fasting this month, can i take ibuprofen", ['muslim']],
    ['we are of Korean descent and my grandmother only speaks Korean', ['Korean']],
    ['My wife is Roman Catholic, I was raised Southern Baptist.', ['Roman Catholic', 'Southern Baptist']],
    ["I'm a lifelong conservative but I can't stand the candidate.", ['conservative']],
    ['As a Sikh I wear a turban at work; my manager keeps commenting.', ['Sikh']],
    ['My Pakistani landlord refuses to return the deposit.', ['Pakistani']],
    ['I married in Catholic church and my husband is English.', ['Catholic', 'English']],
  ])('%s', (text, want) => {
    expect(only(text, 'group')).toEqual(want);
  });

  it.each([
    'We ordered Italian food and French fries.',
    'Can you translate this paragraph into Spanish?',
    'What do Buddhists believe about rebirth?',
    "Summarise the Labour Party's housing policy.",
    'This is a conservative estimate of the cost.',
    'We went to a birthday party on Saturday.',
    "There's a nice new Thai place downtown, we should go.",
    'My name is Joseph but everyone calls me Christian.',
    'I speak fluent German and some Dutch.',
    'the french press broke so I drank instant coffee',
    'I am writing from Dearborn. My English is not perfect, sorry.',
    'Kindly rewrite in good English for my bank, my manager is waiting.',
  ])('no group: %s', (text) => {
    expect(only(text, 'group')).toEqual([]);
  });

  it('a language named as one is no group; a person said to be of it is', () => {
    const g = (t: string): string[] => groups(t).map((c) => t.slice(c.start, c.end));
    expect(g('I am from Stuttgart, sorry for my English. My doctor gave me pills')).toEqual([]);
    expect(g('Hi, French speaker here, sorry')).toEqual([]);
    expect(g('write my letter in simple German and English so I understand')).toEqual([]);
    expect(g('sorry my English not good. My son is 9')).toEqual([]);
    expect(g('my Chinese mom is upset')).toEqual(['Chinese']);
    expect(g('She is English and her husband is Spanish')).toEqual(['English', 'Spanish']);
  });
  it('in mixed-case writing a lower-case demonym is not a group; in all-lower-case writing it is', () => {
    expect(groups('I love french fries and my Mom.')).toEqual([]);
    expect(groups('My boots need some polish, where do I buy it?')).toEqual([]);
    expect(groups('i am french and my mom is too').map((c) => c.detail)).toEqual(['group_nationality']);
  });

  it('knows the kind of a group phrase (used to pick a pseudonym of the same kind)', () => {
    expect(groupKind('Brazilians')).toBe('nationality');
    expect(groupKind('Lutheran')).toBe('religion');
    expect(groupKind('the Green Party'.replace(/^the /, ''))).toBe('politics');
    expect(groupKind('Pirate Party')).toBe('politics');
    expect(groupKind('teacher')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';
import { isPublicFigure } from './public-figures.ts';

const people = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'person').map((s) => s.text);

describe('public figures', () => {
  it('matches a full name in any case, with a possessive', () => {
    expect(isPublicFigure('Warren Buffett')).toBe(true);
    expect(isPublicFigure("taylor  swift's")).toBe(true);
    expect(isPublicFigure('Warren')).toBe(false);
    expect(isPublicFigure('Buffett')).toBe(false);
  });

  it('is not marked as a person the writer knows; a longer name that contains one still is', () => {
    expect(people("I've heard Warren Buffett recommends just buying an index fund")).toEqual([]);
    expect(people("is Taylor Swift's new album out")).toEqual([]);
    expect(people('my dad Michael Jordan Smith called')).toEqual(['Michael Jordan Smith']);
    expect(people('my neighbour Warren Lee called')).toEqual(['Warren Lee']);
  });

  it('knows people in the news for their health or a trial, and characters of fiction, by their full names', () => {
    expect(people('How did Michael J. Fox find out about his diagnosis?')).toEqual([]);
    expect(people("In Succession, why does Logan Roy's family keep fighting")).toEqual([]);
    expect(people('summarize the case against Sam Bankman-Fried')).toEqual([]);
    expect(people('my friend Mario is sick')).toEqual(['Mario']);
  });

  it('public bodies and programmes are no one\'s own organisation; a company with such a word in its name is', () => {
    expect(detectIdentifiers('Department of the Treasury\nInternal Revenue Service\nNotice CP2000').map((x) => x.text)).toEqual([]);
    expect(detectIdentifiers("she's on Medi-Cal and the IRS sent a letter").map((x) => x.text)).toEqual([]);
    expect(detectIdentifiers('I work at Medicare Advantage Partners LLC').map((x) => x.text)).toEqual(['Medicare Advantage Partners LLC']);
  });
});

describe('session 26: a public body written out is no organisation even where its name splits in two', () => {
  it.each([
    'Department of Homeland Security\nU.S. Citizenship and Immigration Services\nI-797C, NOTICE OF ACTION',
    'I got a letter from U.S. Citizenship and Immigration Services about my I-130',
  ])('%s', (text) => {
    expect(detectIdentifiers(text).filter((s) => s.category === 'organization')).toEqual([]);
  });
  it("USCIS's service and benefits centers are its offices", () => {
    expect(detectIdentifiers('USCIS transferred your case to the Potomac Service Center to balance workloads.')).toEqual([]);
    expect(detectIdentifiers('my I-485 is at the National Benefits Center since May').filter((s) => s.category === 'organization')).toEqual([]);
  });
  it.each([
    'Hej! I get this from Kronofogden about an old parking fine',
    'If I send money from my Jobcenter money is this a problem',
    'Do I go to Social Security or USCIS first?',
  ])("other countries' public bodies, and Social Security by its short name: %s", (text) => {
    expect(detectIdentifiers(text).filter((s) => ['person', 'organization', 'location'].includes(s.category))).toEqual([]);
  });
  it('a company beside it stays', () => {
    expect(detectIdentifiers('U.S. Citizenship and Immigration Services wrote to Acme Corp').map((s) => s.text)).toEqual(['Acme Corp']);
  });
});

describe('session 30: more public bodies', () => {
  const names = (t: string): string[] =>
    detectIdentifiers(t)
      .filter((s) => ['person', 'organization', 'location'].includes(s.category))
      .map((s) => s.text);
  it('reads no one\'s organisation or place in a public body\'s name', () => {
    expect(names('Immigration, Refugees and Citizenship Canada\nUCI: 1109-4482')).toEqual([]);
    expect(names('Personal Independence Payment claim.\nNational Insurance number: QQ 12 34 56 C')).toEqual([]);
    expect(names('State of New Jersey Motor Vehicle Commission\nSCHEDULED SUSPENSION NOTICE')).toEqual([]);
    expect(names('you have the right to appeal to the First-tier Tribunal. If you do not')).toEqual([]);
  });
});

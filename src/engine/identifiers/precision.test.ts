/**
 * Rules that keep ordinary text from being flagged (issue 17 precision work). Every sentence here is written for
 * this file; each `it` has positives that must still be found and negatives that must not.
 */
import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';
import { isOrdinaryWord, nameLike } from './ordinary.ts';
import { analyzeIdentifiersOnly } from '../pipeline.ts';

/** What the analysis keeps (pipeline.ts drops spans that identify no one: bare weekdays, local addresses). */
const kept = (t: string): string[] => analyzeIdentifiersOnly(t).spans.map((s) => `${s.category}:${s.text}`);
const cats = (t: string, domainWord?: (w: string) => boolean): string[] =>
  detectIdentifiers(t, domainWord ? { domainWord } : {}).map((s) => `${s.category}:${s.text}`);

describe('weekdays', () => {
  it('a bare weekday is a date mention for the recognizers, but the analysis leaves it', () => {
    expect(cats('the plumber comes on Wednesday')).toEqual(['date:Wednesday']);
    expect(kept('the plumber comes on Wednesday')).toEqual([]);
    expect(kept('i slipped on the ice saturday night')).toEqual([]);
  });
  it('a weekday that is part of a date is kept whole', () => {
    expect(kept('the hearing is Tuesday, March 4 at nine')).toEqual(['date:Tuesday, March 4']);
    expect(kept('see you Fri 7 Feb')).toEqual(['date:Fri 7 Feb']);
    expect(kept('pickup wednesday the 21st')).toEqual(['date:wednesday the 21st']);
  });
});

describe('ages', () => {
  it("a pet's age is no one's", () => {
    expect(cats('our 9 year old beagle keeps limping')).toEqual([]);
    expect(cats('a 3-year-old tabby cat')).toEqual([]);
  });
  it("a figure of speech is not the writer's age", () => {
    expect(cats("explain compound interest like I'm 10")).toEqual([]);
  });
  it('ages of people are still found', () => {
    expect(cats('my 9 year old daughter keeps limping')).toEqual(['age:9 year old']);
    expect(cats("I'm 41 and it still hurts")).toEqual(['age:41']);
  });
});

describe('non-personal network addresses', () => {
  it('loopback, private and documentation hosts are left', () => {
    expect(kept('psql -h 127.0.0.1 -p 5433')).toEqual([]);
    expect(kept('the router is 192.168.0.1 and the NAS 10.0.4.2, docker uses 172.20.0.3')).toEqual([]);
    expect(cats('proxy to http://localhost:8080/api and https://docs.example.org/x')).toEqual([]);
  });
  it('public addresses and real sites are still found', () => {
    expect(kept('my home IP is 81.2.69.160')).toEqual(['ip_address:81.2.69.160']);
    expect(kept('172.32.0.1 is outside the private block')).toEqual(['ip_address:172.32.0.1']);
    expect(cats('my blog is https://annavogt.net/about')).toEqual(['url:https://annavogt.net/about']);
  });
  it("a failed login's address in a log is a scanner's, no one's the writer knows (session 25)", () => {
    const log =
      'Dec 02 22:43:10 web01 sshd[1]: Failed password for root from 45.155.205.99 port 39102 ssh2\n' +
      'Dec 02 22:44:02 web01 sshd[2]: Invalid user oracle from 45.155.205.98 port 39188\n' +
      'Dec 02 22:41:07 web01 sshd[3]: Accepted publickey for mkowalczyk from 83.24.117.209 port 51544';
    expect(kept(log).filter((s) => s.startsWith('ip_address'))).toEqual(['ip_address:83.24.117.209']);
  });
  it("a service's API or sign-in endpoint is no one's page (session 25)", () => {
    expect(cats('curl -X POST https://api.sendgrid.com/v3/mail/send -d body')).toEqual([]);
    expect(cats('"token_uri": "https://oauth2.googleapis.com/token"')).toEqual([]);
    expect(cats("url: 'https://api.textline.io/v1/messages',")).toEqual([]);
    expect(cats('my shop is https://apiary-honey.com and my page is https://kim.dev/api')).toEqual([
      'url:https://apiary-honey.com',
      'url:https://kim.dev/api',
    ]);
  });
});

describe('ordinary words are no name', () => {
  it('the word list knows ordinary words and not names', () => {
    expect(isOrdinaryWord('summary')).toBe(true);
    expect(isOrdinaryWord('zorblats')).toBe(false); // not a word, nor a plural of one
    expect(isOrdinaryWord('accounts')).toBe(true);
    expect(isOrdinaryWord('injuries')).toBe(true);
    // WordNet's hyphenated words, as chat writes them ("co-worker", "e-mail")
    expect(isOrdinaryWord('coworkers')).toBe(true);
    expect(isOrdinaryWord('email')).toBe(true);
    expect(nameLike('okonkwo')).toBe(true);
    // WordNet has "smith" and "warren" in lower case, but also as people: they can be names.
    expect(nameLike('smith')).toBe(true);
    expect(nameLike('warren')).toBe(true);
  });
  it('form headings, labels and roles are not people', () => {
    expect(cats('PROGRESS NOTE\nVisit reason: follow-up')).toEqual([]);
    expect(cats('Opening Balance: 310.22')).toEqual([]);
    expect(cats('the Lessee shall repaint and the Lessor shall pay')).toEqual([]);
    expect(cats('the server keeps returning Service Unavailable again')).toEqual([]);
    // session 20: a table's header, an enum's values, a sample's made-up names and address, a letter to a role
    expect(cats('Date,Description,Amount,Balance\n01/03/2025,GROCERY,-84.20,3015.80')).toEqual(['date:01/03/2025']);
    expect(cats('status (an Enum: FILED, DISMISSED, SETTLED, JUDGMENT) and a method')).toEqual([]);
    expect(cats('SAMPLE EOB\nMember: Jane Sample   Plan: Gold')).toEqual([]);
    expect(cats('Patient: Doe, John    Ward: 4')).toEqual([]);
    expect(cats('To: Tenant, 100 Sample Street, Unit 1, Springfield, IL 62704')).toEqual(['location:Springfield, IL']);
    expect(cats('Dear Taxpayer, our records show a balance')).toEqual([]);
    // one capital, a hyphen, a word (session 20)
    expect(cats('my A-number is on the letter, and my T-number is gone')).toEqual([]);
  });
  it('an ordinary word in a list of names is a name', () => {
    expect(cats('the partners were Okafor, Baker and Lindqvist')).toContain('person:Baker');
  });
  it('names are still people', () => {
    expect(cats('Dear Grace, thanks for the card')).toEqual(['person:Grace']);
    expect(cats('I live at 42 Elm Street, Springfield, IL 62704')).toEqual(['address:42 Elm Street, Springfield, IL 62704']);
    expect(cats('PROGRESS NOTE\nAttending: Okonkwo Adeyemi')).toEqual(['person:Okonkwo Adeyemi']);
    expect(cats('the dog belongs to Priya Raman now')).toEqual(['person:Priya Raman']);
  });
  it('an organisation named with ordinary words stays, as an organisation', () => {
    expect(cats('Employer: Granite Peak Roofing\nPay period: 2')).toEqual(['organization:Granite Peak Roofing']);
    expect(cats('I had a long call with Silver Birch about it')).toEqual(['organization:Silver Birch']);
  });
  it('chat shorthand, lower-case words after a cue, pets and table cells are no names', () => {
    expect(cats('my bf says hes gonna call')).toEqual([]);
    expect(cats('honestly this is ridiculous')).toEqual([]);
    expect(cats('a tabby cat named Muffin sleeps here')).toEqual([]);
    expect(cats('Seller: Omar B. Haddad          Witness: none')).toEqual(['person:Omar B. Haddad']);
  });
  it('a capitalised name after the same cues is still a person', () => {
    expect(cats('my bf says Tobias is coming')).toContain('person:Tobias');
    expect(cats('hi, this is Ingrid from the office')).toContain('person:Ingrid');
    expect(cats('my nephew named Muffin his teddy')).toContain('person:Muffin');
  });
  it('a weekday is no person', () => {
    expect(cats('the coach said Tuesdays are hard')).toEqual([]);
  });
});

describe('case names', () => {
  it('a precedent names no party of the writer', () => {
    expect(cats('we read Gideon v. Wainwright in class')).toEqual([]);
    expect(cats('like in Obergefell vs. Hodges')).toEqual([]);
  });
  it('the parties on their own lines of a caption are not a case name', () => {
    expect(cats('HARBOR LOFTS LLC, Plaintiff\nv.\nKEZIAH N. ABARA, Defendant')).toContain('person:KEZIAH N. ABARA');
  });
});

describe('domain words after a weak trigger', () => {
  // Invented drug names (not in any word list), so only the domain-word hook can tell them from names.
  const medical = (w: string): boolean => ['brenzitol', 'quorvane'].includes(w);
  it('a condition or drug is no name', () => {
    expect(cats('dad takes quorvane with brenzitol at night', medical)).toEqual([]);
    expect(cats('my aunt was put on brenzitol', medical)).toEqual([]);
  });
  it('without the domain words the same words read as a name', () => {
    expect(cats('dad takes quorvane with brenzitol at night')).toEqual(['person:brenzitol']);
  });
});

describe('look-alikes found in sensitive-free messages (session 18)', () => {
  it('a label word is no connector inside another word', () => {
    expect(cats('who to contact for login issues (IT helpdesk ext. 4410)')).toEqual([]);
    expect(cats('my login is kmoreno88')).toEqual(['handle:kmoreno88']);
  });
  it('a numbered list item is no house number', () => {
    expect(cats('Questions:\n1. Should we keep it?\n3. Any simple way to track spending?')).toEqual([]);
    expect(cats('ship it to 3 Any Simple Way, Leeds')).not.toEqual([]);
  });
  it('a corporate abbreviation that is an English word needs a capital', () => {
    expect(cats('does a car lease count as debt the same way as a car loan')).toEqual([]);
    expect(cats('she works for Nordic Shipping AS in Oslo')).toContain('organization:Nordic Shipping AS');
  });
  it('a whole-word title before a full stop ends the sentence', () => {
    expect(cats("the fee is $75 if we don't bring our own judge. Bus is covered by the district.")).toEqual([]);
    expect(cats('I saw Dr. Okafor today')).toEqual(['person:Dr. Okafor']);
  });
  it('an app or a profile is no place', () => {
    expect(cats("I'll post my update in Slack.")).toEqual([]);
    expect(cats('pls rebook thru the link in bio, gift cards available')).toEqual([]);
  });
  it('a given name that is a city, after a place word, is the city', () => {
    expect(cats('is 80k good in austin or is that barely making it')).toEqual(['location:austin']);
    expect(cats('we moved to Austin last year')).toEqual(['location:Austin']);
    expect(cats('I talked to Austin yesterday')).toEqual(['person:Austin']);
  });
});

describe('ordinary-word list', () => {
  it('the generated file is what scripts/lexicon/ordinary-words.ts builds from WordNet', async () => {
    const { readFileSync } = await import('node:fs');
    const { OUT, ordinaryWords, render } = await import('../../../scripts/lexicon/ordinary-words.ts');
    expect(readFileSync(OUT, 'utf8') === render(ordinaryWords())).toBe(true);
  });
});

describe("session 30: a pay stub's or a statement's period is no one's date", () => {
  const dates = (t: string): string[] =>
    detectIdentifiers(t)
      .filter((s) => s.category === 'date')
      .map((s) => s.text);
  it('drops the period, keeps the pay date and a period told in a sentence', () => {
    expect(dates('Pay period: 11/16/2026 - 11/29/2026       Pay date: 12/04/2026')).toEqual(['12/04/2026']);
    expect(dates('Statement period: Oct 29, 2026 through Nov 27, 2026\nBeginning balance: $2,114.08')).toEqual([]);
    expect(dates('You owe rent for the period September 1, 2024 through October 31, 2024.')).toEqual(['September 1, 2024', 'October 31, 2024']);
  });
});

describe("session 32: a log's timestamp and a tax or assessment period are no one's date", () => {
  const dates = (t: string): string[] =>
    detectIdentifiers(t)
      .filter((s) => s.category === 'date')
      .map((s) => s.text);
  it('drops them, keeps a date without its time', () => {
    expect(dates('[WARN] 2026-10-04 08:15:44 retry scheduled for job 12')).toEqual([]);
    expect(dates('ts=2026-10-04T08:15:44Z level=error msg="timeout"')).toEqual([]);
    expect(dates('Notice CP14\nTax Period: December 31, 2023\nAmount due: $1,204.00')).toEqual([]);
    expect(dates('for the assessment period ending 9 October 2026 your award is £540')).toEqual([]);
    expect(dates('my biopsy is on 2026-10-04 at 8am')).toEqual(['2026-10-04']);
  });
});

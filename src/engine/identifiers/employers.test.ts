import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';
import { employers } from './employers.ts';

const orgs = (t: string): string[] => employers(t).map((c) => t.slice(c.start, c.end));
const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);

describe('organisations after a cue of employment or care', () => {
  it('takes no name across a line break (session 31)', () => {
    expect(orgs('- equipment returned within 10 days of leaving\nFriendly tone, 6-8 questions.')).toEqual([]);
    expect(orgs('after 6 years i am leaving Deloitte')).toEqual(['Deloitte']);
  });
  it('names made of English words, with a hyphen or a lower-case suffix', () => {
    expect(orgs('i got my first real job at Chick-fil-A making $15.50 an hour')).toEqual(['Chick-fil-A']);
    expect(orgs('when i got laid off from the Hyatt in Anaheim during covid')).toEqual(['Hyatt']);
    expect(orgs('his bank is Regions. can i freeze his account')).toEqual(['Regions']);
    expect(orgs('I work nights at the Nissan plant in Canton')).toEqual(['Nissan']);
    expect(orgs("we went to the ER at Children's Mercy right away")).toEqual(["Children's Mercy"]);
    expect(orgs('now my employer Lumenix sp. z o.o. wants a new contract')).toEqual(['Lumenix sp. z o.o.']);
    expect(orgs('denial of overtime at King Soopers #41 on Nov 22')).toEqual([]);
    expect(orgs('i had a shift at King Soopers #41 on Nov 22')).toEqual(['King Soopers #41']);
    expect(orgs('i drive for DoorDash and Uber on weekends')).toEqual(['DoorDash']);
    expect(orgs('a shop steward with UAW Local 862, and AFSCME Local 3299 too')).toEqual(['UAW Local 862', 'AFSCME Local 3299']);
  });
  it('not a person, a place, a holiday or lower-case words', () => {
    expect(orgs('I work for Dave and he is mean')).toEqual([]);
    expect(orgs('I work for Maria Lopez now')).toEqual([]);
    expect(orgs('she worked at Christmas and on Easter')).toEqual([]);
    expect(orgs('i used to work for Texas before')).toEqual([]);
    expect(orgs('i work at the corner store on 5th')).toEqual([]);
    expect(orgs('What works for POTS patients? it works with Excel too')).toEqual([]);
  });
  it('after a role, working again, leaving or joining, a named job and a bank that keeps the money (session 18)', () => {
    expect(orgs("So I'm a manager at a Kroger in Lexington")).toEqual(['Kroger']);
    expect(orgs('Im a dev at Shopify in Ottawa')).toEqual(['Shopify']);
    expect(orgs("i'm working again at Home Depot, $19.25/hr")).toEqual(['Home Depot']);
    expect(orgs('short linkedin post about leaving Deloitte')).toEqual(['Deloitte']);
    expect(orgs('my second job Bunnings didnt withhold enough')).toEqual(['Bunnings']);
    expect(orgs('We have 32 lakh in fixed deposits with HDFC Bank')).toEqual(['HDFC Bank']);
    expect(orgs('we left Boston in May, I quit Friday, a loan from Mark')).toEqual([]);
  });
  it('a thing of the trade, a care home, an insurer, a name before a role; a sentence ends the name (session 20)', () => {
    expect(orgs('i drive a box truck for Sysco so im freaking out')).toEqual(['Sysco']);
    expect(orgs('I work the register at Dollar General on Route 9')).toEqual(['Dollar General']);
    expect(orgs('she is in memory care at Sunrise of Westfield. I have not called')).toEqual(['Sunrise of Westfield']);
    expect(orgs('My insurance is Hiscox, policy P-100')).toEqual(['Hiscox']);
    expect(orgs('Our clinic (Shady Grove) wants an ERA test')).toEqual(['Shady Grove']);
    expect(orgs('but my Costco manager keeps scheduling me')).toEqual(['Costco']);
    expect(orgs('my Home Depot paycheck was short')).toEqual(['Home Depot']);
    expect(orgs('she was admitted to St. Luke\'s Hospital. It was late')).toEqual(["St. Luke's Hospital"]);
    expect(orgs('my ICU shift, her Monday shift, his Sarah boss, my Texas store')).toEqual([]);
  });
  it('a wage earned there, an article after the cue, the writer working after "it" (session 27)', () => {
    expect(orgs('i make $17.50/hr at Kroger and after this i cant make rent')).toEqual(['Kroger']);
    expect(orgs('making $19 an hour at Walmart, i make 52k at Intuit')).toEqual(['Walmart', 'Intuit']);
    expect(orgs('I was working at a Bunnings in Geelong casual')).toEqual(['Bunnings']);
    expect(orgs('whats the fastest way to kill it working part time at Target')).toEqual(['Target']);
    expect(orgs('I spent $40 at Target, we paid at Costco, it works with Excel')).toEqual([]);
  });
  it('meets the other recognizers as an organisation', () => {
    expect(cats('i got laid off from the Hyatt in Anaheim')).toEqual(['organization:Hyatt', 'location:Anaheim']);
  });
});

describe('session 29: the workplace before its job or plant after an article, and in brackets after "my work"', () => {
  it('is the organisation', () => {
    expect(orgs('will this show on a background check for a Costco job?')).toEqual(['Costco']);
    expect(orgs('i start at the Gerdau plant monday, a Target gig on weekends')).toEqual(['Gerdau', 'Target']);
    expect(orgs('the Pinebrook warehouse let me go')).toEqual(['Pinebrook']);
    expect(orgs('I work at a Northampton warehouse')).toEqual([]);
    expect(orgs('dont want my work (Philips) to find out')).toEqual(['Philips']);
  });
  it('not a day, a place or a given name', () => {
    expect(orgs('I have a Monday shift and the Texas store, the Sarah job')).toEqual([]);
    expect(orgs('my work (and my boss) hate me')).toEqual([]);
  });
});

describe('session 28: a care word before "in" names the town, not a workplace', () => {
  const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);
  it('is the place', () => {
    expect(cats('My clinic in Baltimore is switching me to sublocade')).toEqual(['location:Baltimore']);
    expect(cats('my mum is in hospice in Ballarat and this is her last christmas')).toEqual(['location:Ballarat']);
  });
  it('"at" and "to" still name the provider', () => {
    expect(cats('she was in the ER at Mercy General last night')).toContain('organization:Mercy General');
  });
});

describe('session 30: a title opens a person, not a workplace', () => {
  it('reads no organisation in "my landlord Mr. Declan Hurley"', () => {
    expect(employers('hi, my landlord Mr. Declan Hurley keep my deposit')).toEqual([]);
    expect(employers('my landlord Dr Hurley said no')).toEqual([]);
  });
});

describe('session 33: a large employer in lower case after a cue, and a wage in thousands', () => {
  it('finds it', () => {
    expect(orgs('my manager at deloitte keeps scheduling meetings')).toEqual(['deloitte']);
    expect(orgs('i left ubisoft during the whole thing')).toEqual(['ubisoft']);
    expect(orgs('i make $62k at woolies in geelong')).toEqual(['woolies']);
  });
  it('not a shop visited, nor a general question', () => {
    expect(orgs('we went to target for snacks')).toEqual([]);
    expect(orgs('i spent $40k at target')).toEqual([]);
    expect(orgs('is amazon a good place to work')).toEqual([]);
  });
});

describe('session 34: a person of a firm after the cue', () => {
  const names = (t: string): string[] =>
    detectIdentifiers(t)
      .filter((s) => ['person', 'organization', 'location'].includes(s.category))
      .map((s) => `${s.category}:${s.text}`);
  it('is the person, then the firm after "of"', () => {
    expect(names('my landlord Samira Pham of Deloitte refuses to return the deposit')).toEqual(['person:Samira Pham', 'organization:Deloitte']);
    expect(names('my landlord Wang of Siemens refuses to return the deposit')).toEqual(['person:Wang', 'organization:Siemens']);
  });
  it('a firm named "X of Y" stays whole', () => {
    expect(names('memory care at Sunrise of Westfield')).toEqual(['organization:Sunrise of Westfield']);
  });
});

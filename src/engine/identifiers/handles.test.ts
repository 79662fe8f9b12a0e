import { describe, expect, it } from 'vitest';
import { handles } from './handles.ts';
import { detectIdentifiers } from './index.ts';
import { identifierSurrogate } from '../dp/identifier-shape.ts';
import { SeededRandom } from '../dp/rng.ts';

const found = (text: string): string[] => handles(text).map((c) => text.slice(c.start, c.end));
const detected = (text: string): [string, string][] => detectIdentifiers(text).map((s) => [s.text, s.category]);

describe('handles', () => {
  it('finds Reddit users, at-handles and labelled handles', () => {
    expect(found('posting from my alt u/quiet_fern_41 on r/ChronicPain because')).toEqual(['u/quiet_fern_41']);
    expect(found('her main account is @mirabel.lane_ and one of the fakes')).toEqual(['@mirabel.lane_']);
    expect(found('his venmo is @pete-okafor-9, he blocked me')).toEqual(['@pete-okafor-9']);
    expect(found('login failed, username okafor1987 password hunter')).toEqual(['okafor1987']);
    expect(found('my insta is mira.lane and snap is miral22')).toEqual(['mira.lane', 'miral22']);
    expect(found('Gamertag: NightOwlRex')).toEqual(['NightOwlRex']);
    expect(found('my handle is zephyrine')).toEqual(['zephyrine']);
  });

  it('leaves subreddits, emails, scopes, decorators, doc tags, hosts and mentions alone', () => {
    expect(found('i read r/personalfinance every day')).toEqual([]);
    expect(found('write to mira.lane@example.com')).toEqual([]);
    expect(found("import { x } from '@types/node';")).toEqual([]);
    expect(found('@Component({ selector: "x" })')).toEqual([]);
    expect(found('/** @param text the input */')).toEqual([]);
    expect(found('@media screen and (max-width: 600px)')).toEqual([]);
    expect(found('amqp://guest:**@localhost:5672//')).toEqual([]);
    expect(found('@here standup moved to 10')).toEqual([]);
    expect(found('meet @ 5pm, or @3pm')).toEqual([]);
  });

  it('reads a label only as a label', () => {
    // A verb, an ordinary word after the label, a config key and a word that starts with a label.
    expect(found('we have to handle 5000 requests a second')).toEqual([]);
    expect(found('my username is not working')).toEqual([]);
    expect(found('spring.datasource.username=loanapp')).toEqual([]);
    expect(found('RETAIL INSTALLMENT CONTRACT')).toEqual([]);
    expect(found('i saw it on twitter 2023')).toEqual([]);
  });

  it('joins the identifier list as its own category, beside emails and secrets', () => {
    expect(detected('username okafor1987 password Maple$tree44, email pete@example.org')).toEqual([
      ['okafor1987', 'handle'],
      ['Maple$tree44', 'secret'],
      ['pete@example.org', 'email'],
    ]);
  });

  it('gets a stand-in that keeps the platform marker and redraws the name', () => {
    const rng = new SeededRandom(7);
    for (const original of ['@mirabel.lane_', 'u/quiet_fern_41']) {
      const s = identifierSurrogate(original, rng, 'handle');
      expect(s.slice(0, original.startsWith('@') ? 1 : 2)).toBe(original.startsWith('@') ? '@' : 'u/');
      expect(s).toHaveLength(original.length);
      expect(s).not.toBe(original);
    }
  });
});

describe('session 25: logins in logs, configs and repo paths, and Cash App cashtags', () => {
  const handlesIn = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'handle').map((s) => s.text);
  it.each([
    ['Dec 02 22:41:07 web01 sshd[19221]: Accepted publickey for mkowalczyk from 83.24.117.209 port 51544', ['mkowalczyk']],
    ['Host box\n    HostName 203.0.113.47\n    User rkowalczyk\n    Port 2222', ['rkowalczyk']],
    ['sync: 403 Forbidden on /repos/jmarchetti-ardent/case-notes', ['jmarchetti-ardent']],
    ['what was in my public repo, devbarrow/weather-bot, commit from yesterday', ['devbarrow']],
    ['he wants me to send it back to $JayBanks2090 instead. my tag is $kiarab_91.', ['$JayBanks2090', '$kiarab_91']],
  ])('%s', (text, want) => {
    expect(handlesIn(text)).toEqual(want);
  });
  it.each([
    'Accepted password for root from 10.0.0.4 port 22',
    'Failed password for invalid user oracle from 45.155.205.99 port 39102 ssh2',
    'pay $user_id = 5 in the php script',
    'send $50 to my landlord',
    'echo $HOME_DIR2 and send it',
  ])('no handle: %s', (text) => {
    expect(handlesIn(text)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';
import { abaCheck, bech32Check, ibanMod97, inseeCheck, luhn, nhsCheck, steuerIdCheck, verhoeff } from './checksums.ts';

const cats = (t: string): string[] => detectIdentifiers(t).map((s) => `${s.category}:${s.text}`);

describe('checksums', () => {
  it('luhn accepts valid and rejects one-digit changes', () => {
    expect(luhn('4111111111111111')).toBe(true);
    expect(luhn('4111111111111112')).toBe(false);
    expect(luhn('5210402405591275')).toBe(true);
  });
  it('iban mod-97', () => {
    expect(ibanMod97('GB82WEST12345698765432')).toBe(true);
    expect(ibanMod97('GB83WEST12345698765432')).toBe(false);
    expect(ibanMod97('DE89370400440532013000')).toBe(true);
  });
  it('verhoeff (Aadhaar-style)', () => {
    expect(verhoeff('2363')).toBe(true);
    expect(verhoeff('2364')).toBe(false);
  });
  it('NHS mod-11', () => {
    expect(nhsCheck('9434765919')).toBe(true);
    expect(nhsCheck('9434765918')).toBe(false);
  });
  it('Steuer-ID ISO 7064 mod 11,10', () => {
    expect(steuerIdCheck('86095742719')).toBe(true);
    expect(steuerIdCheck('86095742718')).toBe(false);
  });
  it('INSEE key', () => {
    expect(inseeCheck('255081416802538')).toBe(true);
    expect(inseeCheck('255081416802539')).toBe(false);
  });
  it('bech32 / bech32m (BIP-173, BIP-350)', () => {
    expect(bech32Check('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toBe(true);
    expect(bech32Check('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5')).toBe(false);
    expect(bech32Check('bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0')).toBe(true);
  });
  it('ABA routing', () => {
    expect(abaCheck('011000015')).toBe(true);
    expect(abaCheck('011000016')).toBe(false);
  });
});

describe('email', () => {
  it('finds plain and obfuscated addresses with original offsets', () => {
    expect(cats('write to PeterFriedman@cuvox.de today')).toEqual(['email:PeterFriedman@cuvox.de']);
    expect(cats('john [at] example [dot] com')).toEqual(['email:john [at] example [dot] com']);
    expect(cats('john(at)example(dot)org please')).toEqual(['email:john(at)example(dot)org']);
    expect(cats('reach john at example dot com')).toEqual(['email:john at example dot com']);
    expect(cats('ｊｏｈｎ＠ｅｘａｍｐｌｅ．ｃｏｍ')).toEqual(['email:ｊｏｈｎ＠ｅｘａｍｐｌｅ．ｃｏｍ']);
  });
  it('ignores things that are not addresses', () => {
    expect(cats('meet me @ noon')).toEqual([]);
    expect(cats('we met at the park, dot the i')).toEqual([]);
  });
});

describe('card', () => {
  it('accepts Luhn-valid numbers in common layouts', () => {
    expect(cats('card 4111 1111 1111 1111')).toEqual(['card_number:4111 1111 1111 1111']);
    expect(cats('4111-1111-1111-1111')).toEqual(['card_number:4111-1111-1111-1111']);
    expect(cats('card 4111 - 1111 - 1111 - 1111 please')).toEqual(['card_number:4111 - 1111 - 1111 - 1111']);
    expect(cats('4111.1111.1111.1111')).toEqual(['card_number:4111.1111.1111.1111']);
    expect(cats('4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1')).toEqual(['card_number:4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1']);
    expect(cats('4111\u200b1111１１１１1111')).toEqual(['card_number:4111\u200b1111１１１１1111']);
  });
  it('rejects invalid checksums without card context', () => {
    expect(cats('order 4111111111111112 shipped').filter((c) => c.startsWith('card'))).toEqual([]);
  });
});

describe('iban', () => {
  it('validates mod-97 and country length, case-insensitively', () => {
    expect(cats('IBAN GB82 WEST 1234 5698 7654 32.')).toEqual(['account_number:GB82 WEST 1234 5698 7654 32']);
    expect(cats('my iban gb50mvfc38361978683032')).toEqual(['account_number:gb50mvfc38361978683032']);
    expect(cats('DE89370400440532013000')).toEqual(['account_number:DE89370400440532013000']);
    expect(cats('GB83WEST12345698765432').filter((c) => c.startsWith('account'))).toEqual([]);
  });
});

describe('us ssn', () => {
  it('accepts valid areas, rejects 000/666/00/0000', () => {
    expect(cats("Here's my SSN: 308-63-0237")).toEqual(['id_number:308-63-0237']);
    expect(cats('SSN 666-12-3456')).toEqual([]);
    expect(cats('SSN 123-00-4567')).toEqual([]);
  });
});

describe('ip / mac / url', () => {
  it('ipv4 and ipv6', () => {
    expect(cats('blocked 86.231.85.193 now')).toEqual(['ip_address:86.231.85.193']);
    expect(cats('999.1.1.1')).toEqual([]);
    // At the end of a sentence the full stop is punctuation; a fifth group makes it something else.
    expect(cats('the IP in the header was 73.158.44.201. is that enough')).toEqual(['ip_address:73.158.44.201']);
    expect(cats('build 73.158.44.201.7 shipped').filter((c) => c.startsWith('ip_address'))).toEqual([]);
    expect(cats('addr 4f8a:c99e:dc86:faf9:5988:5f63:375e:8a2a')).toEqual([
      'ip_address:4f8a:c99e:dc86:faf9:5988:5f63:375e:8a2a',
    ]);
    expect(cats('at 12:30 today')).toEqual([]);
  });
  it('mac', () => {
    expect(cats('device 00:1A:2b:3C:4d:5E')).toEqual(['mac_address:00:1A:2b:3C:4d:5E']);
  });
  it('urls and domains', () => {
    expect(cats('My website is http://www.visualtrips.hu/.')).toEqual(['url:http://www.visualtrips.hu/']);
    expect(cats('see lindqvistfarm.com for more')).toEqual(['url:lindqvistfarm.com']);
    expect(cats('e.g. this')).toEqual([]);
  });
});

describe('phone', () => {
  it('finds national and international formats', () => {
    expect(cats('You can call (978)645-9740x11144')).toEqual(['phone:(978)645-9740x11144']);
    expect(cats('call +44 20 7946 0958 now')).toEqual(['phone:+44 20 7946 0958']);
    expect(cats("They're not answering at 166-684-7899")).toEqual(['phone:166-684-7899']);
    expect(cats('089 72 63 41 office')).toEqual(['phone:089 72 63 41']);
  });
  it('does not take dates or plain small numbers', () => {
    expect(cats('in 2019 we had 12 people')).toEqual([]);
    expect(cats('born 1993-01-04').map((c) => c.split(':')[0])).toEqual(['date']);
  });
});

describe('secrets, wallets, national ids, ages', () => {
  it('secrets', () => {
    expect(cats('key AKIAIOSFODNN7EXAMPLE')).toEqual(['secret:AKIAIOSFODNN7EXAMPLE']);
    expect(cats('password: hunter2!')).toEqual(['secret:hunter2!']);
  });
  it('negative context lowers scores', () => {
    expect(cats('call me on 415-555-0132')).toEqual(['phone:415-555-0132']);
    expect(cats('your order 415-555-0132 has shipped')).toEqual([]);
    expect(cats('upgrade to version 1.2.3.4 today')).toEqual([]);
  });
  it('bech32 wallets need a valid checksum', () => {
    expect(cats('send to bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4')).toEqual([
      'crypto_wallet:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    ]);
    expect(cats('send to bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5').filter((c) => c.startsWith('crypto'))).toEqual(
      [],
    );
    // After the wallet's own name a failed check still counts (session 34), at a lower score; not after "send to".
    expect(cats('its on a hardware wallet, address bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5. we split')).toEqual([
      'crypto_wallet:bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5',
    ]);
    expect(cats('my btc address is bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5').filter((c) => c.startsWith('crypto'))).toHaveLength(1);
    expect(cats('a wallet. Then bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5').filter((c) => c.startsWith('crypto'))).toEqual([]);
  });
  it('wallets', () => {
    expect(cats('send to 0x52908400098527886E0F7030069857D2E4169EE7')).toEqual([
      'crypto_wallet:0x52908400098527886E0F7030069857D2E4169EE7',
    ]);
  });
  it('national ids with checksums only in context', () => {
    expect(cats('NINO AB 12 34 56 C')).toEqual(['id_number:AB 12 34 56 C']);
    expect(cats('my NHS number is 943 476 5919')).toEqual(['id_number:943 476 5919']);
    expect(cats('Steuer-ID 86095742719')).toEqual(['id_number:86095742719']);
    expect(cats('numéro INSEE 2 55 08 14 168 025 38')).toEqual(['id_number:2 55 08 14 168 025 38']);
    expect(cats("My driver's license number is LH329609T")).toEqual(['id_number:LH329609T']);
    expect(cats('passport no. X1234567')).toEqual(['id_number:X1234567']);
  });
  it('ages', () => {
    expect(cats('he is 45 years old')).toEqual(['age:45 years old']);
  });
});

describe('dates', () => {
  it('numeric, ISO and month-name dates; weekdays', () => {
    expect(cats('She was born on 2/7/1961.')).toEqual(['date:2/7/1961']);
    expect(cats('at 1993-01-04 14:56:41 sharp')).toEqual(['date:1993-01-04 14:56:41']);
    expect(cats('on March 3, 1990 and 4th of July 2001')).toEqual(['date:March 3, 1990', 'date:4th of July 2001']);
    expect(cats("we'll meet sunday the 4th")).toEqual(['date:sunday the 4th']);
  });
  it("leaves the dates of a pasted table's rows (two or more), not a date told on its own line", () => {
    const statement = '03 Nov 2026  SPORTSBET PTY LTD   1,000.00\n04 Nov 2026  WOOLWORTHS 3341   126.45\n';
    expect(cats(statement).filter((c) => c.startsWith('date:'))).toEqual([]);
    expect(cats('2026-11-01,rent,-1450\n2026-11-04,groceries,-85').filter((c) => c.startsWith('date:'))).toEqual([]);
    expect(cats('Admit: 11/24/2026   Discharge: 11/29/2026')).toEqual(['date:11/24/2026', 'date:11/29/2026']);
    expect(cats('03 Nov 2026  court hearing at 9am')).toEqual(['date:03 Nov 2026']);
  });
  it("a timeline's short dates: a bulleted line's first word, a quoted message's stamp; not a recipe's fractions", () => {
    const timeline = '- 3/2 Derek shows up at my work drunk\n- 3/9 he slashed my tires';
    expect(cats(timeline).filter((c) => c.startsWith('date:'))).toEqual(['date:3/2', 'date:3/9']);
    expect(cats('Trevor (3/2): relax bro').filter((c) => c.startsWith('date:'))).toEqual(['date:3/2']);
    expect(cats('- 1/2 cup sugar\n- 3/4 tsp salt\n- 2/3 of the dough')).toEqual([]);
  });
  it('dates written the way other countries and notices write them', () => {
    const d = (t: string): string[] => cats(t).filter((c) => c.startsWith('date:'));
    expect(d('minimum amount due Rs. 9,216 by 15-Dec-2026. Kindly ignore')).toEqual(['date:15-Dec-2026']);
    expect(d('tengo audiencia el 14 de marzo en Houston')).toEqual(['date:14 de marzo']);
    expect(d('El día 3 de noviembre de 2026 mi esposo se cayó')).toEqual(['date:3 de noviembre de 2026']);
    expect(d('Gürtelrose seit Montag 30.11., Aciclovir 800mg')).toEqual(['date:30.11.']);
    expect(d('Termin am 4.12. um 9')).toEqual(['date:4.12.']);
    expect(d('Termin am 4. Dezember beim Amt')).toEqual(['date:4. Dezember']);
    expect(d('absent 11/17-11/19 because we had to go')).toEqual(['date:11/17', 'date:11/19']);
    // session 24: Italian months and Spanish and Italian short forms; "May" with a year when it is no verb
    expect(d('First udienza is 22 gennaio.')).toEqual(['date:22 gennaio']);
    expect(d('they will fire me on 15 dic. Is legal?')).toEqual(['date:15 dic.']);
    expect(d('wedding is in May 2027 and the venue')).toEqual(['date:May 2027']);
    expect(d('he got deported to Guatemala in may 2024, can he')).toEqual(['date:may 2024']);
    expect(d('i may 2024 be wrong')).toEqual([]);
    expect(d('a year or 2 ago, the 3 gen ipad')).toEqual([]);
    // not a date: a version number, a score and a fraction, "de" without a month
    expect(d('upgrade to 30.11 of the SDK')).toEqual([]);
    expect(d('we won 3-1 and 2/3 of the team came')).toEqual([]);
    expect(d('tengo 14 de ellos')).toEqual([]);
  });
  it('rejects impossible day/month combinations', () => {
    expect(cats('code 13/45/2020')).toEqual([]);
    expect(cats('ratio 40/50/60')).toEqual([]);
  });
});

describe('context scoring', () => {
  it('SSN without separators needs a context word', () => {
    expect(cats('a total of 308630237')).toEqual([]);
    expect(cats('my SSN is 308630237')).toEqual(['id_number:308630237']);
  });
  it('Luhn-valid numbers with unknown issuer need card context', () => {
    expect(cats('tracking 1234567812345670 today').filter((c) => c.startsWith('card'))).toEqual([]);
    expect(cats('my credit card 1234567812345670').filter((c) => c.startsWith('card'))).toEqual([
      'card_number:1234567812345670',
    ]);
  });
  it('high-entropy tokens', () => {
    expect(cats('token: 9fQ2xLr7Tz0WbK3mN8vP1sYdE6hJ4cGa')).toEqual(['secret:9fQ2xLr7Tz0WbK3mN8vP1sYdE6hJ4cGa']);
    expect(cats('see aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa')).toEqual([]);
  });
});

describe('digits between capital letters are a code, not a phone (session 31)', () => {
  it('reads a national-insurance shape as an ID, the specimen one included, and no phone inside it', () => {
    const phones = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'phone').map((s) => s.text);
    expect(cats('my NI number is QQ 12 34 56 C and i got a letter')).toEqual(['id_number:QQ 12 34 56 C']);
    expect(cats('national insurance no. JG 10 37 79 D')).toEqual(['id_number:JG 10 37 79 D']);
    // a six-digit local number beside a phone word, and a number after a capitalised word, stay phones
    expect(phones('my number is 33 93 31 call me')).toEqual(['33 93 31']);
    expect(phones('Call 07700 900123 A or B')).toEqual(['07700 900123']);
  });
});

describe('a dummy number of one or two digits is no phone (session 23)', () => {
  it('leaves 0000-1111 and 555-5555 and keeps a real number', () => {
    const phones = (t: string): string[] => detectIdentifiers(t).filter((s) => s.category === 'phone').map((s) => s.text);
    expect(phones('make some obviously fake numbers like 0000-1111 or 555-5555 for the slide')).toEqual([]);
    expect(phones('call me on 07700 900123 after six')).toEqual(['07700 900123']);
  });
});

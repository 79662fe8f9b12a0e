/**
 * Pattern + checksum recognizers for machine-shaped identifiers. Each returns candidates with a
 * base score; context words (see context.ts) can raise it. Scores follow one scale:
 * ≥0.9 validated by a checksum or unmistakable syntax, ~0.6 plausible shape, ≤0.4 needs context.
 */
import { abaCheck, bech32Check, ibanMod97, inseeCheck, luhn, nhsCheck, steuerIdCheck, verhoeff } from './checksums.ts';
import { scan, type Candidate } from './candidate.ts';

const EMAIL =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]*[\p{L}\p{N}]@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,24}(?![\p{L}\p{N}-])/gu;

export function emails(text: string): Candidate[] {
  if (!text.includes('@')) return [];
  const out: Candidate[] = [];
  for (const m of scan(EMAIL, text)) {
    out.push({ start: m.index, end: m.index + m[0].length, category: 'email', score: 0.95, detail: 'email' });
  }
  return out;
}

// 13–19 digits, optionally separated by single spaces or dashes (also "4 1 1 1 ..." spaced out).
// Separators: up to three of space/dash/dot between digits ("4111 - 1111 - …", "4111.1111.…").
const CARD = /(?<![\p{L}\p{N}.-])\d(?:[ .-]{0,3}\d){12,18}(?![\p{L}\p{N}]|[.-]\d)/gu;
const CARD_CONTEXT = ['card', 'credit', 'debit', 'visa', 'mastercard', 'amex', 'cc', 'payment', 'cvv', 'expiry'];

/** Issuer identification ranges of the major networks (public facts). */
export function knownIin(d: string): boolean {
  const p2 = Number(d.slice(0, 2));
  const p3 = Number(d.slice(0, 3));
  const p4 = Number(d.slice(0, 4));
  const p6 = Number(d.slice(0, 6));
  const n = d.length;
  if (d.startsWith('4')) return n === 13 || n === 16 || n === 19; // Visa
  if (p2 >= 51 && p2 <= 55) return n === 16; // Mastercard
  if (p4 >= 2221 && p4 <= 2720) return n === 16; // Mastercard 2-series
  if (p2 === 34 || p2 === 37) return n === 15; // Amex
  if (p4 === 6011 || p2 === 65 || (p3 >= 644 && p3 <= 649) || (p6 >= 622126 && p6 <= 622925)) return n >= 16; // Discover
  if (p4 >= 3528 && p4 <= 3589) return n >= 16; // JCB
  if (p2 === 36 || p2 === 38 || p2 === 39 || (p3 >= 300 && p3 <= 305)) return n >= 14; // Diners
  if (p2 === 62) return n >= 16; // UnionPay
  if (p2 === 50 || (p2 >= 56 && p2 <= 69)) return n >= 12; // Maestro and others
  return false;
}

export function cards(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of scan(CARD, text)) {
    const raw = m[0];
    const digits = raw.replace(/[ .-]/g, '');
    if (digits.length < 13 || digits.length > 19) continue;
    // Mixed separators inside one number ("1234-5678 9012") are fine; runs of the same digit are not cards.
    if (/^(\d)\1+$/.test(digits)) continue;
    const valid = luhn(digits);
    const iin = knownIin(digits);
    let score: number;
    if (valid && iin) score = 0.95;
    else if (valid)
      score = 0.45; // Luhn passes 1 in 10 random numbers: needs card context
    else if (iin && digits.length === 16)
      score = 0.3; // typo'd card: only with context
    else continue;
    out.push({
      start: m.index,
      end: m.index + raw.length,
      category: 'card_number',
      score,
      detail: valid ? 'card' : 'card_unverified',
      context: CARD_CONTEXT,
    });
  }
  return out;
}

/** IBAN lengths per country (ISO 13616 registry, public facts). */
const IBAN_LENGTH: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BI: 27,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DJ: 27,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FK: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  LY: 25,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MN: 20,
  MR: 27,
  MT: 31,
  MU: 30,
  NI: 28,
  NL: 18,
  NO: 15,
  OM: 23,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  RU: 33,
  SA: 24,
  SC: 31,
  SD: 18,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  SO: 23,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
  YE: 30,
};

const IBAN = /(?<![A-Za-z0-9])[A-Za-z]{2}\d{2}(?:[ -]?[A-Za-z0-9]){11,32}(?![A-Za-z0-9])/g;

export function ibans(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of scan(IBAN, text)) {
    let raw = m[0];
    let compact = raw.replace(/[ -]/g, '').toUpperCase();
    const want = IBAN_LENGTH[compact.slice(0, 2)];
    if (want === undefined) continue;
    if (compact.length > want) {
      // The greedy match ran into a following word; cut it back to the registered length.
      let kept = 0;
      let i = 0;
      for (; i < raw.length && kept < want; i++) if (raw[i] !== ' ' && raw[i] !== '-') kept++;
      raw = raw.slice(0, i);
      compact = compact.slice(0, want);
    }
    if (compact.length !== want) continue;
    if (!ibanMod97(compact)) continue;
    out.push({ start: m.index, end: m.index + raw.length, category: 'account_number', score: 0.97, detail: 'iban' });
  }
  return out;
}

const SSN = /(?<![\d-])(\d{3})([- ]?)(\d{2})\2(\d{4})(?![\d-])/g;
const SSN_CONTEXT = ['ssn', 'social', 'security', 'itin', 'taxpayer', 'tin'];

export function usSsn(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of scan(SSN, text)) {
    const area = m[1] ?? '';
    const group = m[3] ?? '';
    const serial = m[4] ?? '';
    const sep = m[2] ?? '';
    if (group === '00' || serial === '0000' || area === '000' || area === '666') continue;
    const a = Number(area);
    const g = Number(group);
    let detail = 'us_ssn';
    if (a >= 900) {
      // ITIN: 9XX-7X/8X/9X-XXXX (and 50–65 since 2011); otherwise not an issued number.
      if (!((g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 99))) continue;
      detail = 'us_itin';
    }
    const score = sep === '-' ? 0.6 : sep === ' ' ? 0.35 : 0.25;
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      category: 'id_number',
      score,
      detail,
      context: SSN_CONTEXT,
      negative: ['order', 'invoice', 'tracking', 'part', 'serial', 'ticket', 'case', 'sku'],
    });
  }
  return out;
}

const IPV4 = /(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?!\d|\.\d)/g;
const IPV6 = /(?<![\p{L}\p{N}:])(?:[0-9A-Fa-f]{0,4}:){2,7}[0-9A-Fa-f]{0,4}(?![\p{L}\p{N}:])/gu;
const IP_CONTEXT = ['ip', 'address', 'server', 'host', 'blocked', 'ping'];

function validIpv6(s: string): boolean {
  const dbl = s.split('::');
  if (dbl.length > 2) return false;
  const groups = (part: string): string[] => (part === '' ? [] : part.split(':'));
  const head = groups(dbl[0] ?? '');
  const tail = dbl.length === 2 ? groups(dbl[1] ?? '') : [];
  const all = [...head, ...tail];
  if (!all.every((g) => /^[0-9A-Fa-f]{1,4}$/.test(g))) return false;
  if (dbl.length === 1) return all.length === 8;
  return all.length <= 7 && all.length >= 1;
}

/**
 * Loopback, unspecified, private (RFC 1918) and link-local IPv4 addresses name a machine on somebody's own network or
 * the machine itself ("mysql -h 127.0.0.1", "DB_HOST=10.0.0.5"): the same on millions of machines, they identify no
 * one, unlike a public address that can be traced to a subscriber.
 */
export function nonPersonalIpv4(ip: string): boolean {
  const [a, b] = ip.split('.').map(Number);
  if (a === undefined || b === undefined) return false;
  return a === 127 || a === 0 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
}

/** Hosts that are no one's: the documentation domains (RFC 2606) and this machine. */
const NON_PERSONAL_HOST = /^(?:[\w-]+\.)*(?:example\.(?:com|org|net)|localhost)$|^localhost$/i;
/**
 * A service's API or sign-in endpoint in pasted code, a curl command or a config ("https://api.sendgrid.com/v3/mail/send",
 * "https://oauth2.googleapis.com/token"): the same for every customer, no one's page (session 25). Keys in such a URL
 * are the secret recognizer's.
 */
const PUBLIC_API_HOST = /^(?:api|apis|oauth2?|auth|graph|hooks)\.(?:[\w-]+\.)+[a-z]{2,}$|(?:^|\.)googleapis\.com$/i;

/**
 * A log line of a failed or refused login: its address is whoever scanned the server ("Failed password for root from
 * 45.155.205.99", "Invalid user oracle from …"), no one the writer knows (session 25; a ban's or a block's line was
 * tried too and lost two right addresses on the seen holdouts).
 */
const ATTACK_LINE =
  /\b(?:failed\s+password|invalid\s+user|authentication\s+failure|did\s+not\s+receive\s+identification|connection\s+closed\s+by\s+(?:invalid|authenticating)|possible\s+break-in|maximum\s+authentication\s+attempts)\b/i;
function attackLine(text: string, start: number): boolean {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const lineEnd = text.indexOf('\n', start);
  return ATTACK_LINE.test(text.slice(lineStart, lineEnd < 0 ? text.length : lineEnd));
}

export function ips(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (text.includes('.')) {
    for (const m of scan(IPV4, text)) {
      if (attackLine(text, m.index)) continue;
      // "version 1.2.3.4" style dotted numbers are less likely; still report at a plausible score. A loopback or
      // private address is reported as what it is ('ipv4_local'); the analysis drops it (pipeline.ts, identifiesNoOne).
      out.push({
        start: m.index,
        end: m.index + m[0].length,
        category: 'ip_address',
        score: 0.85,
        detail: nonPersonalIpv4(m[0]) ? 'ipv4_local' : 'ipv4',
        context: IP_CONTEXT,
        negative: ['version', 'v', 'release', 'build', 'firmware'],
      });
    }
  }
  // Two colons with at most four hex digits between them open every IPV6 match (session 35: was any colon).
  if (COLON_HEX_COLON.test(text)) {
    for (const m of scan(IPV6, text)) {
      const s = m[0];
      // Clock times (12:30:00) have only digits and ≤ 3 groups; require a hex letter or ≥ 4 groups.
      if (!validIpv6(s)) continue;
      if (s.split(':').length < 4 && !/[a-f]/i.test(s)) continue;
      if (/^\d{1,2}:\d{2}(?::\d{2})?$/.test(s)) continue;
      out.push({
        start: m.index,
        end: m.index + s.length,
        category: 'ip_address',
        score: 0.9,
        detail: 'ipv6',
        context: IP_CONTEXT,
      });
    }
  }
  return out;
}

const MAC = /(?<![0-9A-Fa-f:-])[0-9A-Fa-f]{2}([:-])(?:[0-9A-Fa-f]{2}\1){4}[0-9A-Fa-f]{2}(?![0-9A-Fa-f:-])/g;
const MAC_DOTTED = /(?<![0-9A-Fa-f.])[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}(?![0-9A-Fa-f.])/g;
/** MAC_DOTTED's exact pre-check (session 38): its middle group between its dots, which V8 finds fast from the dot. */
export const DOT_HEX4_DOT = /\.[0-9A-Fa-f]{4}\./;
export const MAC_DOTTED_FOR_TEST = MAC_DOTTED;

export function macs(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const re of [MAC, MAC_DOTTED]) {
    if (re === MAC_DOTTED && !DOT_HEX4_DOT.test(text)) continue;
    for (const m of scan(re, text)) {
      out.push({
        start: m.index,
        end: m.index + m[0].length,
        category: 'mac_address',
        score: 0.85,
        detail: 'mac',
        context: ['mac', 'device', 'wifi', 'ethernet'],
      });
    }
  }
  return out;
}

const URL_SCHEME = /\b(?:https?|ftp):\/\/[^\s<>"'`]+|\bwww\.[^\s<>"'`]+/gi;
// Bare domains: labels + a TLD of 2–24 letters; common TLDs score higher than two-letter guesses.
const DOMAIN =
  /(?<![\p{L}\p{N}@._-])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+([a-z]{2,24})(?:\/[^\s<>"'`]*)?(?![\p{L}\p{N}@-])/giu;
export const DOT_LABEL = /[\p{L}\p{N}]\.[a-z]{2}/iu;
export const SHAPES_FOR_TEST = { DOMAIN, IPV6 };
export const COLON_HEX_COLON = /:[0-9A-Fa-f]{0,4}:/;
const COMMON_TLD = new Set([
  'com',
  'org',
  'net',
  'edu',
  'gov',
  'io',
  'co',
  'ai',
  'app',
  'dev',
  'info',
  'biz',
  'me',
  'us',
  'uk',
  'de',
  'fr',
  'nl',
  'es',
  'it',
  'ch',
  'se',
  'no',
  'fi',
  'dk',
  'be',
  'at',
  'ca',
  'au',
  'nz',
  'jp',
  'cn',
  'in',
  'br',
  'ru',
  'pl',
  'cz',
  'hu',
  'si',
  'za',
  'uy',
  'tn',
  'ie',
  'pt',
  'gr',
  'ly',
  'gg',
  'tv',
  'xyz',
  'online',
  'site',
  'shop',
]);

function trimUrl(s: string): string {
  // Trailing sentence punctuation and an unbalanced closing bracket are not part of the URL.
  let t = s.replace(/[.,;:!?'"]+$/, '');
  if (t.endsWith(')') && !t.includes('(')) t = t.slice(0, -1);
  return t.replace(/[.,;:!?'"]+$/, '');
}

export function urls(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!text.includes('.')) return out;
  for (const m of scan(URL_SCHEME, text)) {
    const t = trimUrl(m[0]);
    if (t.length < 5) continue;
    const host = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:[^@/\s]*@)?(\[[^\]]*\]|[^:/?#\s]+)/i.exec(t)?.[1] ?? '';
    if (NON_PERSONAL_HOST.test(host) || PUBLIC_API_HOST.test(host) || (/^\d+\.\d+\.\d+\.\d+$/.test(host) && nonPersonalIpv4(host))) continue;
    out.push({ start: m.index, end: m.index + t.length, category: 'url', score: 0.9, detail: 'url' });
  }
  // Every DOMAIN match ends in a label's last letter or digit, a dot and two letters (session 35: a cheap test first).
  for (const m of DOT_LABEL.test(text) ? scan(DOMAIN, text) : []) {
    const t = trimUrl(m[0]);
    const tld = (m[1] ?? '').toLowerCase();
    if (!COMMON_TLD.has(tld)) continue;
    // "e.g.", "i.e.", "St.", initials and decimals are not domains.
    const host = t.split('/')[0] ?? t;
    if (NON_PERSONAL_HOST.test(host) || PUBLIC_API_HOST.test(host)) continue;
    const labels = host.split('.');
    if (labels.some((l) => l.length === 0) || (labels[0]?.length ?? 0) < 2) continue;
    if (/^\d+(\.\d+)*$/.test(host.replace(/\.[a-z]+$/i, ''))) continue;
    out.push({
      start: m.index,
      end: m.index + t.length,
      category: 'url',
      score: 0.6,
      detail: 'domain',
      context: ['site', 'website', 'domain', 'visit', 'url', 'link'],
    });
  }
  return out;
}

// ---- national IDs -------------------------------------------------------------------------------

/** A national-insurance number's shape: two letters, three pairs of digits, a letter A–D. */
const NINO_SHAPE = /(?<![A-Za-z0-9])[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D](?![A-Za-z0-9])/g;
/** The letters HMRC issues: not D, F, I, Q, U, V (nor O second), nor BG, GB, NK, KN, TN, NT, ZZ ("QQ" is its specimen). */
const NINO_PREFIX = /^(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]/;
const NHS = /(?<![\d])\d{3}[ -]?\d{3}[ -]?\d{4}(?![\d])/g;
const DIGITS_11 = /(?<![\d])\d{2} ?\d{3} ?\d{3} ?\d{3}(?![\d])/g;
const INSEE =
  /(?<![\dA-Za-z])[12] ?\d{2} ?(?:0[1-9]|1[0-2]|[2-9]\d) ?(?:\d{2}|2A|2B) ?\d{3} ?\d{3} ?\d{2}(?![\dA-Za-z])/g;
const AADHAAR = /(?<![\d])[2-9]\d{3}[ -]?\d{4}[ -]?\d{4}(?![\d])/g;
const NATIONAL_CONTEXT = [
  'national',
  'insurance',
  'nino',
  'nhs',
  'steuer',
  'tax',
  'insee',
  'sécurité',
  'securite',
  'aadhaar',
  'uid',
  'id',
  'identity',
  'number',
  'patient',
];

export function nationalIds(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!/\d{2}/.test(text)) return out;
  // The shape with letters never issued is still a code someone typed as theirs, weaker (session 31): not a phone.
  for (const m of scan(NINO_SHAPE, text)) {
    const issued = NINO_PREFIX.test(m[0]);
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      category: 'id_number',
      score: issued ? 0.75 : 0.5,
      detail: issued ? 'uk_nino' : 'uk_nino_shape',
      context: NATIONAL_CONTEXT,
    });
  }
  for (const m of scan(NHS, text)) {
    const d = m[0].replace(/[ -]/g, '');
    // Phones share this shape; a valid mod-11 alone is weak evidence (1 in ~11), so context decides.
    if (nhsCheck(d))
      out.push({
        start: m.index,
        end: m.index + m[0].length,
        category: 'id_number',
        score: 0.3,
        detail: 'uk_nhs',
        context: ['nhs', 'patient', 'health'],
      });
  }
  for (const m of scan(DIGITS_11, text)) {
    const d = m[0].replace(/ /g, '');
    if (steuerIdCheck(d))
      out.push({
        start: m.index,
        end: m.index + m[0].length,
        category: 'id_number',
        score: 0.35,
        detail: 'de_steuer_id',
        context: ['steuer', 'steuer-id', 'steueridentifikationsnummer', 'tax', 'idnr'],
      });
  }
  for (const m of scan(INSEE, text)) {
    const d = m[0].replace(/ /g, '');
    if (inseeCheck(d))
      out.push({
        start: m.index,
        end: m.index + m[0].length,
        category: 'id_number',
        score: 0.75,
        detail: 'fr_insee',
        context: NATIONAL_CONTEXT,
      });
  }
  for (const m of scan(AADHAAR, text)) {
    const d = m[0].replace(/[ -]/g, '');
    if (verhoeff(d))
      out.push({
        start: m.index,
        end: m.index + m[0].length,
        category: 'id_number',
        score: 0.45,
        detail: 'in_aadhaar',
        context: ['aadhaar', 'aadhar', 'uid', 'uidai'],
      });
  }
  return out;
}

// Passport / driver's licence / generic ID numbers are only recognisable by the words before them. The cue is a word
// of its own: "Ideas42" and "Idaho123" hold no "id" cue (a value may follow it directly: "ID123456").
const TRIGGERED_ID =
  /\b(passport|driver'?s?\s+licen[cs]e|driving\s+licen[cs]e|licen[cs]e|dl|id|identity\s+card|member(?:ship)?|policy|account|acct|routing|aba|iban|sort\s+code)(?![A-Za-z])(?:\s+(?:number|no\.?|num|#|id))?\s*(?:is|was|:|#|=)?\s*(?:is\s+)?([A-Za-z0-9][A-Za-z0-9 -]{3,22}[A-Za-z0-9])/gi;

export function triggeredIds(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of scan(TRIGGERED_ID, text)) {
    const kind = (m[1] ?? '').toLowerCase();
    const valueFull = m[2] ?? '';
    // Take the first token run that contains a digit; stop at the first plain word.
    const tok = /^[A-Za-z0-9]*\d[A-Za-z0-9]*(?:[ -]\d[A-Za-z0-9]*)*/.exec(valueFull);
    if (!tok) continue;
    const value = tok[0];
    const digits = value.replace(/\D/g, '');
    if (value.length < 5 || digits.length < 4) continue;
    const start = m.index + m[0].length - valueFull.length;
    const end = start + value.length;
    // A cue at a line's end names the next line's value only with its colon ("Account:⏎12345678"); a table's header
    // ("date,amount,account⏎2025-01-02,…") does not (session 34; tableIds reads its columns).
    const gap = text.slice(m.index + (m[1] ?? '').length, start);
    if (gap.includes('\n') && !/[:#=]/.test(gap)) continue;
    // A date is no one's account or licence number ("account: 2025-01-02" is a column of dates).
    // (A sort code is written as one: "sort code 20-00-00".)
    if (!kind.startsWith('sort') && /^(?:\d{4}-\d{1,2}-\d{1,2}|\d{1,2}-\d{1,2}-(?:\d{2}|\d{4}))$/.test(value)) continue;
    // Resume scanning right after the value: "account 123 and sort code 20-00-00" has two hits.
    TRIGGERED_ID.lastIndex = end;
    let category: Candidate['category'] = 'id_number';
    let detail = 'id_in_context';
    let score = 0.6;
    if (kind.startsWith('passport')) {
      detail = 'passport';
      score = 0.8;
    } else if (kind.includes('licen') || kind === 'dl') {
      detail = 'driver_license';
      score = 0.8;
    } else if (kind === 'routing' || kind === 'aba') {
      category = 'account_number';
      detail = 'aba_routing';
      score = abaCheck(digits) ? 0.9 : 0.5;
    } else if (kind.startsWith('sort')) {
      category = 'account_number';
      detail = 'uk_sort_code';
      score = /^\d{2}-?\d{2}-?\d{2}$/.test(value) ? 0.85 : 0.4;
    } else if (kind === 'account' || kind === 'acct' || kind === 'iban') {
      category = 'account_number';
      detail = 'bank_account';
      score = digits.length >= 6 ? 0.75 : 0.45;
    }
    out.push({ start, end, category, score, detail });
  }
  return out;
}

// ---- wallets (secrets live in secrets.ts) ------------------------------------------------------

const WALLETS: ReadonlyArray<[RegExp, string, number]> = [
  [/\b0x[a-fA-F0-9]{40}\b/g, 'ethereum', 0.85],
  [/\bbc1[ac-hj-np-z02-9]{25,87}\b/g, 'bitcoin_bech32', 0.85],
  [/(?<![A-Za-z0-9])[13][a-km-zA-HJ-NP-Z1-9]{25,34}(?![A-Za-z0-9])/g, 'bitcoin_base58', 0.55],
];

/** A wallet's own name in the words before an address. */
const WALLET_NAMED = /\b(?:wallet|bitcoin|btc|(?:wallet|btc|bitcoin|deposit|receiving)\s+address|address)\b[^.\n]{0,24}$/i;

export function wallets(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const [re, detail, score] of WALLETS) {
    for (const m of scan(re, text)) {
      // Base58 needs both letter cases and digits, else ordinary words/numbers would match.
      if (detail === 'bitcoin_base58' && !(/[a-z]/.test(m[0]) && /[A-Z]/.test(m[0]))) continue;
      // A bech32 address whose checksum fails is still the writer's wallet when its name comes right before it ("my
      // hardware wallet, address bc1q…": a mistyped or made-up character; session 34), as a national number after
      // its own name is (national-ids.ts `*_unchecked`); elsewhere a failed check is no wallet.
      const checked = detail !== 'bitcoin_bech32' || bech32Check(m[0]);
      if (!checked && !WALLET_NAMED.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
      out.push({
        start: m.index,
        end: m.index + m[0].length,
        category: 'crypto_wallet',
        score: checked ? score : 0.6,
        detail: checked ? detail : `${detail}_unchecked`,
        context: ['wallet', 'btc', 'bitcoin', 'eth', 'ethereum', 'crypto', 'send'],
      });
    }
  }
  return out;
}

/** fast-check generators for hostile text: Unicode of every plane, zero-width and bidi controls, homoglyphs, emoji, markup. */
import fc from 'fast-check';

const ZERO_WIDTH = ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad'];
const BIDI = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f'];
const HOMOGLYPHS = ['а', 'е', 'о', 'р', 'с', 'х', 'ѕ', 'і', 'ј', 'Ӏ', '０', '１', '９', '＠', '．', 'ℓ', 'ｅ'];
const EMOJI = ['👩‍⚕️', '🏳️‍🌈', '👨‍👩‍👧‍👦', '🇩🇪', '🧑🏽‍💻', '❤️', '🤒'];
const MARKUP = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg/onload=alert(1)>', '{{constructor}}', '${7*7}', '</textarea>', '&lt;b&gt;'];
const PII = [
  'maria.lopez@example.org',
  'm\u200baria@exa\u200bmple.com',
  'john [at] example [dot] com',
  '4111 1111 1111 1111',
  '４１１１１１１１１１１１１１１１',
  'DE89 3704 0044 0532 0130 00',
  '123-45-6789',
  '+1 (415) 555-0132',
  '192.168.10.20',
  'H\u00adIV',
  'coughing up blood',
  'charged with burglary',
];
const LONE_SURROGATES = ['\ud800', '\udfff', '\udbff\u0041'];

export const hostileFragment: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(...ZERO_WIDTH, ...BIDI, ...HOMOGLYPHS, ...EMOJI, ...MARKUP, ...PII, ...LONE_SURROGATES),
  fc.constantFrom(' ', '\n', '\t', '. ', ', ', '; ', ' and ', ' or '),
  fc.lorem({ maxCount: 8 }),
);

export const hostileText: fc.Arbitrary<string> = fc.array(hostileFragment, { maxLength: 40 }).map((parts) => parts.join(''));

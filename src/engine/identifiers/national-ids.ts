/**
 * National identifiers beyond structured.ts's US/UK/DE/FR/IN set (issue 18), each validated by its
 * checksum where it has one: Canada SIN (Luhn), India PAN (format), Mexico CURP (check digit), Brazil
 * CPF (two mod-11 digits), Australia TFN (weighted mod 11), Spain DNI/NIE (mod-23 letter), Italy
 * codice fiscale (check letter), Netherlands BSN (11-proof), Poland PESEL (weighted mod 10). Bare
 * digit strings whose checksum passes by chance often (1 in 10 or 11) need a context word.
 */
import {
  bsnCheck,
  codiceFiscaleCheck,
  cpfCheck,
  curpCheck,
  dniCheck,
  luhn,
  peselCheck,
  tfnCheck,
} from './checksums.ts';
import { scan, type Candidate } from './candidate.ts';

interface Rule {
  re: RegExp;
  /** A pattern that every match of `re` holds, cheap to test first (session 38). */
  pre?: RegExp;
  detail: string;
  valid: (compact: string, raw: string) => boolean;
  /** Score when valid; below 0.5 means a context word is required. */
  score: (raw: string) => number;
  context: readonly string[];
  /** The number's own name, right before it: a value in the rule's shape after it is an ID even when its check fails. */
  label: string;
}

const RULES: readonly Rule[] = [
  {
    re: /(?<![\d-])[0-79]\d{2}([ -]?)\d{3}\1\d{3}(?![\d-])/g,
    detail: 'ca_sin',
    valid: (d) => luhn(d),
    score: () => 0.3,
    context: ['sin', 'social', 'insurance', 'canada', 'canadian', 'nas'],
    label: 'sin|nas|social\\s+insurance(?:\\s+number)?',
  },
  {
    re: /\b[A-Z]{3}[PCHABGJLFT][A-Z]\d{4}[A-Z]\b/g,
    detail: 'in_pan',
    valid: () => true,
    score: () => 0.6,
    context: ['pan', 'income', 'tax', 'india', 'permanent', 'account'],
    label: 'pan(?:\\s+card)?',
  },
  {
    re: /\b[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX][A-Z]{5}[A-Z\d]\d\b/g,
    detail: 'mx_curp',
    valid: (d) => curpCheck(d),
    score: () => 0.9,
    context: ['curp'],
    label: 'curp',
  },
  {
    re: /(?<![\d.-])\d{3}\.?\d{3}\.?\d{3}-?\d{2}(?![\d-]|\.\d)/g,
    detail: 'br_cpf',
    valid: (d) => cpfCheck(d),
    score: (raw) => (/^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(raw) ? 0.85 : 0.3),
    context: ['cpf', 'brasil', 'brazil', 'contribuinte'],
    label: 'cpf',
  },
  {
    re: /(?<![\d-])\d{3} ?\d{3} ?\d{2,3}(?![\d-])/g,
    detail: 'au_tfn',
    valid: (d) => tfnCheck(d),
    score: () => 0.25,
    context: ['tfn', 'tax', 'ato'],
    label: 'tfn|tax\\s+file\\s+number',
  },
  {
    re: /\b[XYZ]?\d{7,8}-?[A-HJ-NP-TV-Z]\b/g,
    detail: 'es_dni',
    valid: (d) => dniCheck(d),
    score: () => 0.8,
    context: ['dni', 'nie', 'nif', 'documento', 'identidad'],
    label: 'dni|nie|nif',
  },
  {
    re: /\b[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]\b/gi,
    // its digits and letters after the first six, which V8 finds fast from a digit (the leading \b makes it try everywhere)
    pre: /\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}/i,
    detail: 'it_codice_fiscale',
    valid: (d) => codiceFiscaleCheck(d),
    score: () => 0.9,
    context: ['codice', 'fiscale', 'cf'],
    label: 'codice\\s+fiscale|c\\.\\s?f\\.|cf',
  },
  {
    re: /(?<![\d.-])(?:\d{9}|\d{4}\.\d{2}\.\d{3})(?![\d-]|\.\d)/g,
    detail: 'nl_bsn',
    valid: (d) => bsnCheck(d),
    score: () => 0.25,
    context: ['bsn', 'burgerservicenummer', 'sofinummer', 'sofi'],
    label: 'bsn|burgerservicenummer|sofinummer',
  },
  {
    re: /(?<![\d-])\d{11}(?![\d-])/g,
    detail: 'pl_pesel',
    valid: (d) => peselCheck(d),
    score: () => 0.3,
    context: ['pesel'],
    label: 'pesel',
  },
];

const labelCache = new Map<string, RegExp>();
/** Whether `before` ends with the label, as "PESEL", "PESEL: ", "my DNI is ", "C.F. ", "DNI nº ". */
function labelledBefore(label: string, before: string): boolean {
  let re = labelCache.get(label);
  if (!re) {
    re = new RegExp(`(?<![\\p{L}\\p{N}])(?:${label})(?![\\p{L}])\\s*(?:(?:number|no\\.?|n[°º]\\.?|#|:|is|é|es|ist|to|jest)\\s*){0,2}$`, 'iu');
    labelCache.set(label, re);
  }
  return re.test(before);
}

export function moreNationalIds(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!/\d{2}/.test(text)) return out;
  for (const r of RULES) {
    if (r.pre && !r.pre.test(text)) continue;
    for (const m of scan(r.re, text)) {
      const raw = m[0];
      const compact = raw.replace(/[\s.-]/g, '');
      if (r.valid(compact, raw)) {
        out.push({ start: m.index, end: m.index + raw.length, category: 'id_number', score: r.score(raw), detail: r.detail, context: r.context });
        continue;
      }
      // (session 33) A number that fails its check right after its own name ("PESEL 92041517828", "DNI 08842117-L") is
      // still that ID, mistyped or not: the name says what it is. Without the name a failed check is no ID.
      if (labelledBefore(r.label, text.slice(Math.max(0, m.index - 40), m.index))) {
        out.push({ start: m.index, end: m.index + raw.length, category: 'id_number', score: 0.6, detail: `${r.detail}_unchecked` });
      }
    }
  }
  return out;
}

/**
 * Postal codes whose shape is an ordinary number (Japan 123-4567, Poland 12-345, Portugal 1234-567,
 * India 6-digit PIN, Sweden 123 45, Australia 4 digits): only right after a postal-code word. The
 * distinctive shapes (US ZIP+4, UK, Canada, Netherlands, Brazil CEP, Ireland Eircode) are in address.ts.
 */
const POSTAL =
  /(?:\b|(?=〒))(?:zip(?:\s*code)?|post\s*code|postcode|postal\s+code|plz|postleitzahl|cep|pin\s*code|eircode|postnummer|c[óo]digo\s+postal|cap|kod\s+pocztowy|〒)\s*(?:is|:|#)?\s*((?:\d{3}-\d{4}|\d{2}-\d{3}|\d{4}-\d{3}|[1-9]\d{2} ?\d{3}|[1-9]\d{2} \d{2}|\d{4,5}(?:-\d{4})?))(?![\d-])/gi;

export function postalCodes(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of scan(POSTAL, text)) {
    const v = m[1] ?? '';
    const start = m.index + m[0].length - v.length;
    out.push({ start, end: start + v.length, category: 'address', score: 0.7, detail: 'postal_code' });
  }
  return out;
}

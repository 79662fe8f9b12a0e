/**
 * Values of named fields in pasted data — JSON, logs, query strings, YAML, form dumps: `"city": "Duluth"`,
 * `name=Tricia Monahan`, `patient_name: Ana Ruiz`. The key says what the value is, whatever its case or shape, where
 * the prose rules (ner.ts) see only a quoted word. People and cities: the other identifiers in such data (emails,
 * phones, dates of birth, account numbers) have shapes of their own and are found by their recognizers.
 */
import { scan, type Candidate } from './candidate.ts';

const PERSON_KEYS =
  'name|full_?name|first_?name|last_?name|given_?name|family_?name|surname|middle_?name|patient(?:_?name)?|customer_?name|client_?name|cardholder(?:_?name)?|account_?holder|applicant(?:_?name)?|employee_?name|member_?name|insured_?name|guarantor|beneficiary|contact_?name|emergency_?contact|recipient_?name|sender_?name|billing_?name|shipping_?name|display_?name';
const PLACE_KEYS = 'city|town|birth_?place|place_?of_?birth|hometown';
/** Keys whose value is a firm (session 47): "Employer: Stonebridge", "company_name=Tidewell". */
const ORG_KEYS =
  "employer(?:[_ ]?name)?|company(?:[_ ]?name)?|organi[sz]ation(?:[_ ]?name)?|current[_ ]?employer|business[_ ]?name|place[_ ]of[_ ]work|workplace|institution|university|hospital|insurer|bank[_ ]name";

/**
 * key, then `": "value"` (JSON), `='value'` or `=value` (query strings, logs, key=value pairs), or `: value` (YAML,
 * forms; to the end of the line). Group 1: the key; group 2, 3 or 4: the value.
 */
const FIELD = new RegExp(
  `(?<![\\w.-])["']?(${PERSON_KEYS}|${PLACE_KEYS}|${ORG_KEYS})["']?(?:\\s*:\\s*"([^"\\n]{1,60})"|\\s*[:=]\\s*'([^'\\n]{1,60})'|=([^,;&\\s)"'][^,;&)"'\\n]{0,59})|[ \\t]*:[ \\t]+([^"'\\s{\\[|][^\\n|]{0,59}))`,
  'gi',
);

/**
 * A value that names a person or a place: letters, spaces, apostrophes, hyphens and dots, 1–4 words; a surname may
 * come first with its comma ("ZHANG, Meilan": session 25).
 */
const NAME_VALUE = /^\p{L}[\p{L}'’.-]*,?(?:\s+\p{L}[\p{L}'’.-]*){0,3}$/u;
/** Placeholders, types and empty values: `"name": "string"`, `name=null`, `name: <your name>`. */
const NOT_A_VALUE = /^(?:null|none|nil|undefined|n\/?a|string|str|text|varchar|true|false|unknown|test|example|sample|todo|tbd|required|optional|your\s+name|name|first|last|city|redacted)$/i;

/** A sample's or a template's made-up name: "Doe, John", "Jane Sample", "Max Mustermann" (as ner.ts placeholderName). */
export const PLACEHOLDER = /\b(?:sample|example|placeholder|dummy|test|mustermann|musterfrau)\b|\bdoe\b.*\b(?:john|jane)\b|\b(?:john|jane)\b.*\bdoe\b/i;

const PLACE_KEY = new RegExp(`^(?:${PLACE_KEYS})$`, 'i');
/** What an employer field holds when there is none: "Employer: Self-employed". */
const NO_EMPLOYER = /^(?:self[- ]?employed|unemployed|retired|freelance|freelancer|student|homemaker|none|various|confidential|private)$/i;
const ORG_KEY = new RegExp(`^(?:${ORG_KEYS})$`, 'i');

export function fieldValues(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!/[:=]/.test(text)) return out;
  for (const m of scan(FIELD, text)) {
    let raw = m[2] ?? m[3] ?? m[4] ?? m[5] ?? '';
    // A form's line may hold more columns after a run of spaces or a tab ("Name: LIM WEI JIE   NRIC: S8823471D"):
    // the value is the first (session 25).
    if (m[5] !== undefined) raw = raw.split(/\t| {2,}/)[0] ?? raw;
    const value = raw.replace(/[\s,;.]+$/, '');
    if (!NAME_VALUE.test(value) || NOT_A_VALUE.test(value.trim()) || PLACEHOLDER.test(value)) continue;
    // A name or a place starts with a capital ("the city: a mess", `"city": "n/a"` are not one).
    if (!/^\p{Lu}/u.test(value)) continue;
    const key = (m[1] ?? '').toLowerCase();
    const full = m[2] ?? m[3] ?? m[4] ?? m[5] ?? '';
    const start = m.index + m[0].length - full.length - (m[2] !== undefined || m[3] !== undefined ? 1 : 0);
    const place = PLACE_KEY.test(key);
    const org = ORG_KEY.test(key);
    if (org && NO_EMPLOYER.test(value.trim())) continue;
    out.push({
      start,
      end: start + value.length,
      category: place ? 'location' : org ? 'organization' : 'person',
      // A key is a strong cue, as "my name is" is (pipeline.ts weakName): a pasted record's name or city stays private
      // in a message that only asks about the record (session 27; "customer_name": "Hollis Wren" was dropped).
      score: 0.85,
      detail: place ? 'field_place' : org ? 'field_org' : 'field_name',
    });
  }
  return out;
}

/**
 * Keys that name an identifier of a person's record (session 34): the value of `"mrn": "4482910"`, `bank_last4: "6620"`,
 * `member_id=XKP88321`, or the cells under such a column of a pasted table. Keys of a program's own objects ("id",
 * "user_id", "order_id", "request_id") are not here: they number rows, not people.
 */
const ACCOUNT_KEYS =
  'acct(?:_?(?:no|num|number|id))?|account(?:_?(?:no|num|number|id))?|bank_?account(?:_?(?:no|number))?|iban|routing(?:_?(?:no|number))?|sort_?code|(?:bank_?|card_?)?last_?(?:4|four)(?:_?digits)?';
const RECORD_ID_KEYS =
  'mrn|medical_?record(?:_?(?:no|number))?|ssn|social_?security(?:_?(?:no|number))?|nino|nhs_?(?:no|number)|member_?(?:id|no|number)|subscriber_?(?:id|no)|policy(?:_?(?:id|no|number))?|claim_?(?:id|no|number)|case_?(?:id|no|number)|docket(?:_?(?:no|number))?|patient_?(?:id|no|number)|employee_?(?:id|no|number)|staff_?(?:id|no|number)|student_?(?:id|no|number)|passport(?:_?(?:id|no|number))?|driver_?licen[cs]e(?:_?(?:no|number))?|licen[cs]e_?(?:no|number)|tax_?id|national_?id|inmate_?(?:id|no|number)|medicare_?(?:id|no|number)|medicaid_?(?:id|no|number)|mbi';
const ID_KEY = new RegExp(`^(?:(${ACCOUNT_KEYS})|(${RECORD_ID_KEYS}))$`, 'i');

/** An identifier's value: letters, digits and inner `_ . / -`, with at least one digit; not a date or a plain amount. */
const ID_VALUE = /^(?=[^\s]*\d)[A-Za-z0-9](?:[A-Za-z0-9_./-]{0,38}[A-Za-z0-9])?$/;
const NOT_ID_VALUE = /^(?:\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}|\d+\.\d+|0+|(\d)\1+|\d{1,2}|(?:19|20)\d{2})$/;

/** `key` (quoted or not) then `": "value"`, `": 123`, `= value` or `: value`; group 1 the key, 2–4 the value. */
const KEYED = /(?<![\w.-])["']?([A-Za-z][A-Za-z0-9_ ]{1,30}?)["']?\s*(?::\s*"([^"\n]{1,40})"|:\s*'([^'\n]{1,40})'|[:=][ \t]*([A-Za-z0-9][A-Za-z0-9_./-]{0,39}))/g;

const keyKind = (raw: string): 'account_number' | 'id_number' | undefined => {
  const key = raw.trim().toLowerCase().replace(/\s*#$/, '_no').replace(/[\s-]+/g, '_');
  const m = ID_KEY.exec(key);
  return m ? (m[1] ? 'account_number' : 'id_number') : undefined;
};

const idValue = (v: string): boolean => ID_VALUE.test(v) && !NOT_ID_VALUE.test(v);

/** Values of identifier keys in JSON, YAML, logs and query strings. */
export function fieldIds(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!/[:=]/.test(text)) return out;
  for (const m of scan(KEYED, text)) {
    const category = keyKind(m[1] ?? '');
    if (!category) {
      // The key may be the last words of what was read ("Patient MRN: 0049"): try again from the next word.
      KEYED.lastIndex = m.index + 1;
      continue;
    }
    const value = (m[2] ?? m[3] ?? m[4] ?? '').trim();
    if (!idValue(value)) continue;
    const start = text.indexOf(value, m.index + (m[1] ?? '').length);
    if (start < 0) continue;
    out.push({ start, end: start + value.length, category, score: 0.8, detail: 'field_id' });
  }
  return out;
}

/** Splits a table's line into cells (a comma-separated line may quote cells: `"Ramos, Elena",4482910`). */
function cells(line: string, sep: string): { text: string; start: number }[] {
  const out: { text: string; start: number }[] = [];
  let i = 0;
  while (i <= line.length) {
    if (sep === ',' && line[i] === '"') {
      const close = line.indexOf('"', i + 1);
      if (close < 0) return [];
      out.push({ text: line.slice(i + 1, close), start: i + 1 });
      i = close + 1;
      if (i < line.length && line[i] !== sep) return [];
      i++;
      continue;
    }
    const next = line.indexOf(sep, i);
    const end = next < 0 ? line.length : next;
    const raw = line.slice(i, end);
    const lead = raw.length - raw.trimStart().length;
    out.push({ text: raw.trim(), start: i + lead });
    i = end + 1;
  }
  return out;
}

/**
 * A pasted table (CSV, tab- or pipe-separated) whose header names an identifier column ("mrn", "Account #",
 * "member id"): the cells under it, in the rows with as many cells as the header, until the first row that has not.
 */
export function tableIds(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!/[,\t|]/.test(text) || !text.includes('\n')) return out;
  const lines: { text: string; start: number }[] = [];
  let at = 0;
  for (const l of text.split('\n')) {
    lines.push({ text: l.replace(/\r$/, ''), start: at });
    at += l.length + 1;
  }
  for (let h = 0; h < lines.length - 1; h++) {
    const head = lines[h]!.text;
    const sep = ['\t', '|', ','].find((s) => head.split(s).length >= 3 || (s !== ',' && head.split(s).length >= 2));
    if (!sep) continue;
    const header = cells(head.replace(/^\s*\|/, '').replace(/\|\s*$/, ''), sep);
    const kinds = header.map((c) => keyKind(c.text));
    if (!kinds.some(Boolean) || header.some((c) => c.text.length > 40)) continue;
    let r = h + 1;
    // A markdown table's rule line (|---|---|) comes between its header and its rows.
    if (sep === '|' && /^[\s|:-]+$/.test(lines[r]?.text ?? '')) r++;
    for (; r < lines.length; r++) {
      const line = lines[r]!;
      const lead = line.text.match(/^\s*\|/)?.[0].length ?? 0;
      const row = cells(line.text.slice(lead).replace(/\|\s*$/, ''), sep);
      if (row.length !== header.length) break;
      row.forEach((c, k) => {
        const category = kinds[k];
        if (!category || !idValue(c.text)) return;
        const start = line.start + lead + c.start;
        out.push({ start, end: start + c.text.length, category, score: 0.8, detail: 'table_id' });
      });
    }
    h = r - 1;
  }
  return out;
}

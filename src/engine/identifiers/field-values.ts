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

/**
 * key, then `": "value"` (JSON), `='value'` or `=value` (query strings, logs, key=value pairs), or `: value` (YAML,
 * forms; to the end of the line). Group 1: the key; group 2, 3 or 4: the value.
 */
const FIELD = new RegExp(
  `(?<![\\w.-])["']?(${PERSON_KEYS}|${PLACE_KEYS})["']?(?:\\s*:\\s*"([^"\\n]{1,60})"|\\s*[:=]\\s*'([^'\\n]{1,60})'|=([^,;&\\s)"'][^,;&)"'\\n]{0,59})|[ \\t]*:[ \\t]+([^"'\\s{\\[][^\\n]{0,59}))`,
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
    const place = new RegExp(`^(?:${PLACE_KEYS})$`, 'i').test(key);
    out.push({
      start,
      end: start + value.length,
      category: place ? 'location' : 'person',
      // A key is a strong cue, as "my name is" is (pipeline.ts weakName): a pasted record's name or city stays private
      // in a message that only asks about the record (session 27; "customer_name": "Hollis Wren" was dropped).
      score: 0.85,
      detail: place ? 'field_place' : 'field_name',
    });
  }
  return out;
}

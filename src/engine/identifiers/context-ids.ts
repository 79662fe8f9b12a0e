/**
 * Identifiers recognisable only by the words around them (issue 18): an alphanumeric token after
 * "case", "docket", "MRN", "member", "policy", "claim", "plate", "ref", "receipt", "A-number" …
 * ("23-CR-01187", "CV2024-004512", "IOE0912345678"), and masked or partial card/account numbers
 * ("****3356", "ending in 4471", "last four 0912", "xxxx-xxxx-xxxx-1234").
 */
import { loosened, scan, type Candidate } from './candidate.ts';

/** Trigger → category. Account-like triggers give account_number; the rest id_number. */
const TRIGGERS =
  '(?:case|docket|cause|matter|file|mrn|medical\\s+record|patient|chart|member(?:ship)?|subscriber|policy|claim|group|account|acct|a\\/c|loan|card|plate|license\\s+plate|licence\\s+plate|tag|registration|reg|vin|ref(?:erence)?|receipt|confirmation|conf|booking|reservation|ticket|incident|report|citation|complaint|application|employee|staff|student|badge|inmate|prisoner|booking|permit|visa|alien|uscis|a-?number|a#|pnr|serial|rx|prescription|npi|dea|ein|tax\\s+id|tin|customer|client|user|accession|medicare|medicaid|mbi|tracking|vat|ust-?idnr|idnr|steuernummer|siret|siren|abn|notice|matric(?:ulation)?|enrol(?:l)?ment|estate|versicherten(?:nummer|-?nr)?|versicherungs(?:nummer|-?nr)|kunden(?:nummer|-?nr)|aktenzeichen|p[óo]liza|expediente|folio|dossier|nric|fir|meter|itin|acknowledg(?:e)?ment|cert(?:ificate)?|emp|(?:suit|index)(?=\\s*(?:#|no\\b|numbers?\\b|n[°º]))|civil\\s+action|id)';
// The trigger is a word of its own ("Ideas42" holds no "id" cue); a value may follow it directly ("MRN12345").
const CONNECT =
  '(?:s)?(?![A-Za-z])\\.?(?:,?\\s*(?:numbers?|nums?|no\\.?|nos\\.?|nbr|n[°º]\\.?|#|ids?|codes?))?(?:\\s*(?:is|was|are|were|:|#|=|-|of))*\\s*';
// The value: letters/digits with inner - / . and at most one inner space (plates "7XYZ 123"), never a line break.
const VALUE = '([A-Za-z0-9](?:[A-Za-z0-9]|[-/.](?=[A-Za-z0-9])){2,30}(?:[ \\t](?=[A-Za-z0-9]*\\d)[A-Za-z0-9]{2,8}(?:\\/\\d{1,4}){0,2})?)';
const CONTEXT_ID = new RegExp(`\\b(${TRIGGERS})${CONNECT}${VALUE}`, 'gi');
// "A#123456789", "A-number A123456789"
const A_NUMBER = /\bA[#-]?\s?(?:\d{8,9}|\d{3}[ -]\d{3}[ -]\d{3})\b/g;
// "Plate: NC PKV-4172", "tag 7XYZ123"
const PLATE =
  /\b(?:plate|tag|registration)\b(?:\s*(?:number|no\.?|#))?\s*[:#]?\s*((?:[A-Z]{2}\s+)?[A-Z0-9]{1,4}[- ]?[A-Z0-9]{1,5})\b/gi;
const STATE_BEFORE_PLATE =
  /^(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY]|AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)\s+/;
// "checking 4820117399", "savings # 00912384471": a bank account named by its kind, with a number too long to be an
// amount ("1500 in checking" is money).
const BANK_ACCOUNT =
  /\b(?:checking|chequing|savings)(?:\s+(?:account|acct|a\/c))?(?:\s*(?:#|no\.?|number))?(?:\s*(?:is|:))?\s*(\d{8,17})(?![\d,]|\.\d)/gi;
// "order #A55-20913", "order number 114-3941689-8876": an order only with its number word ("in order 2 steps" is not).
const ORDER_ID = new RegExp(`\\border\\s*(?:#|no\\.|number|num\\.?)(?:\\s*(?:is|was|:))?\\s*#?${VALUE}`, 'gi');
// A British number plate without its label (session 22): two letters of the area, two digits of the year, three
// letters ("KX19 RWO", "BD51SMR"), in capitals as written on the car.
const UK_PLATE = /(?<![\w-])[A-Z]{2}\d{2} ?[A-Z]{3}(?![\w-])/g;
// A German, Austrian or Swiss-style plate (session 34): the district's one to three capitals, a hyphen, one or two
// capitals and up to four digits ("K-TS 4410", "M-AB 123E"), only where a vehicle was named just before it.
const DE_PLATE = /(?<![\w-])[A-ZÄÖÜ]{1,3}-[A-Z]{1,2} ?\d{1,4}[EH]?(?![\w-])/g;
const VEHICLE_BEFORE = /\b(?:car|auto|vehicle|van|truck|motorbike|motorcycle|scooter|plates?|kennzeichen|reg(?:istration)?|pkw|wagen|fahrzeug)\b[^.\n]{0,30}$/i;
// A reference without its label (session 22): capitals, a hyphen and a run of at least five digits ("VF-00871",
// "WPS26-188402", "VD-2611-448271"), as an insurer, a court or a supplier prints it. Public standards and
// vulnerability IDs ("ISO-27001", "CVE-2024-12345") are the same for everyone.
/** Prefixes of public IDs, the same for everyone: standards, vulnerabilities, trials, papers, time zones. */
const PUBLIC_PREFIX = '(?:CVE|ISO|RFC|EN|IEC|DIN|GHSA|NCT|PMID|DOI|SKU|UTC|GMT)-';
const LETTERED_REF = new RegExp(`(?<![\\w-])(?!${PUBLIC_PREFIX})[A-Z]{2,4}\\d{0,4}(?:-\\d{2,6})?-\\d{5,10}(?![\\w-])`, 'g');
/** LETTERED_REF's exact pre-check (candidate.ts, loosened; session 38). */
const LETTERED_REF_LOOSE = loosened(LETTERED_REF);
// An agency's or a programme's own number by its acronym (session 22): "MDOC # 648213", "CAN No. 4413982716",
// "FIN: G7718342N", "UCI 1122-8734". Not a measurement's ("BP: 120/80", "A1C: 7.9"), a time zone's or a currency's;
// not a national ID's or a postal code's, which their own recognizers validate (national-ids.ts, address.ts).
// (session 32: a product's or a code book's number — "NDC 0093-7146-56", "UPC 0 12345 67890 5", "CPT 99213" — is no
// one's identifier)
const ACRONYM_ID =
  /\b(?!(?:BP|HR|RR|PR|SPO2|SPO|O2|BMI|LDL|HDL|TSH|INR|PSA|WBC|RBC|PLT|HGB|HB|ALT|AST|GFR|EGFR|BUN|CRP|ESR|AM|PM|UTC|GMT|EST|EDT|PST|PDT|CST|CDT|MST|MDT|BST|CET|IST|USD|EUR|GBP|CAD|AUD|INR|NZD|JPY|CHF|MXN|TEL|FAX|PH|DOB|ETA|MPH|KPH|KM|GPA|SAT|ACT|IQ|ID|DNI|NIE|NIF|PESEL|BSN|TFN|SIN|CPF|CURP|PAN|NINO|NHS|SSN|ITIN|EIN|TIN|NIR|IBAN|BIC|SWIFT|CEP|PLZ|ZIP|PIN|CAP|CP|NPA|VIN|ISBN|ISSN|NDC|UPC|EAN|SKU|GTIN|ASIN|CPT|ICD|HCPCS|DOI|PMID|ATC)\b)([A-Z]{2,6})\s*(#|No\.?|Nr\.?|number|num\.?|:|(?<=\b(?:my|his|her|our|their)\s+[A-Z]{2,6}\s*)is\b)?\s*(?<![A-Za-z0-9])((?:[A-Z]{1,4}-){0,2}[A-Z]{0,4}\d[\dA-Z]*(?:[-/]\d+)*[A-Z]?)(?![\w/-]|\.\w)/g;
/**
 * The name of a person's number on a form or a letter (session 32): national and tax numbers by their own names
 * ("UTR", "CRN", "CHI", "NSS", "CNIC", "KRA PIN", "PF UAN"), and an institution's number for someone ("Lab No", "IP
 * No", "Personalnummer", "driver number", "profile number", "process number", "decision number"), printed in groups
 * or not ("84127 60395", "309 118 442K", "HC 2219847"). Numbers with a checksum and a shape of their own (PESEL, BSN,
 * DNI, codice fiscale, …) are not named here: national-ids.ts reads them and their names. (session 33) Irish PPS,
 * SEVIS, NMC PIN, a national ID card's "NID", a Bedarfsgemeinschaft's "BG-Nummer", a French "N° sécu".
 */
const ID_LABEL =
  '(?:nss|chi|utr|crn|uan|cnic|nin|bvn|iqama|nric|nid|ppsn?(?:\\s+(?:number|no\\.?))?|sevis(?:\\s+(?:id|number|no\\.?))?|nmc\\s+pin|bg-?nummer|n[°º]\\s*s[ée]cu(?:rit[ée]\\s+sociale)?|num[ée]ro\\s+de\\s+s[ée]curit[ée]\\s+sociale|personnummer|personalnummer|kra\\s+pin|pf\\s+(?:uan|no\\.?|number)|lab\\s+(?:no\\.?|number|id)|ip\\s+(?:no\\.?|number)|uhid|matr[íi]cula|driver(?:\'s)?\\s+(?:number|no\\.?)|(?:profile|process|decision|register|registration|personnel|payroll|pension|benefit|social\\s+security|insurance|patient|hospital|student|staff|employee|member|case|claim|file|reference|licen[cs]e|badge)\\s*(?:number|no\\.?|n[°º]\\.?|#)|seriennummer|historia(?:\\s+cl[íi]nica)?)';
// Groups of a printed number: digits (with letters), or short capitals beside them, joined by one space, dot, dash or slash.
const ID_GROUP = '(?:[A-Za-z]{0,6}\\d[A-Za-z0-9]*|[A-Z]{1,4})(?![A-Za-z0-9])';
const LABELLED_ID = new RegExp(`(?<![\\p{L}\\p{N}])${ID_LABEL}(?![\\p{L}])\\s*(?:[:#=]|\\bis\\b|\\bwas\\b)?\\s*(?=[A-Za-z0-9])`, 'giu');
/** The value after the label, read case-sensitively: capitals-only groups are an office's letters, not the next word. */
const ID_GROUPS = new RegExp(`^${ID_GROUP}(?:[ ./-]${ID_GROUP}){0,7}`, 'u');
// A US federal docket: "3:23-cv-01187", "1:21-cr-00123-ABC" (office, year, case type, number, judge's initials).
const FEDERAL_DOCKET = /(?<![\w:])\d{1,2}:\d{2}-(?:cv|cr|mj|mc|bk|ap|po|sw|md|dp)-\d{3,6}(?:-[A-Z]{2,4}){0,3}(?![\w-])/gi;
// A state or county court's case number without its label: a year, a court's letters and a number ("2026-SC-004519",
// "24-CR-0419"), or the letters first ("CV-26-118204", "FD-2023-00912"). Letters in capitals, as courts print them.
const COURT_CASE = new RegExp(`(?<![\\w-])(?!${PUBLIC_PREFIX})(?:(?:19|20)?\\d{2}-[A-Z]{1,4}-\\d{3,8}|[A-Z]{1,4}-(?:19|20)?\\d{2}-\\d{4,8})(?![\\w-])`, 'g');
// (session 33) The same with spaces, as Illinois courts print it: a four-digit year, the division's capitals and the
// number ("2026 D 079114", "2023 L 004512", "2024 CH 01234"); never a currency's code before an amount ("2024 USD 50000").
const COURT_CASE_SPACED = /(?<![\w-])(?:19|20)\d{2} (?!(?:I|A|USD|EUR|GBP|CAD|AUD|INR|JPY|CHF|MXN|NZD|BTC|ETH|SEK|NOK|DKK|PLN|ZAR|BRL)\b)[A-Z]{1,4} \d{5,8}(?![\w-])/g;
// "… numbers I found: WF20240311-88412 and WF20240619-90237": a strong ID shape a few words after a trigger
const STRONG = /^(?=[A-Za-z0-9-]*[A-Za-z])(?=[A-Za-z0-9-]*\d{3})[A-Za-z0-9][A-Za-z0-9-]{5,30}$/;
const LIST_NEXT = /^\s*(?:,|and|&|or|\/)\s*([A-Za-z0-9][A-Za-z0-9-]{3,30})/;
const GAP_ID = new RegExp(
  `\\b(${TRIGGERS})s?(?:\\s*(?:numbers?|nos?\\.?|#|ids?))?\\s+((?:[A-Za-z]+:?\\s+){1,4})[:#]?\\s*([A-Za-z0-9][A-Za-z0-9-]{5,30})\\b`,
  'gi',
);
/** Digits alone a few words after a trigger when the words end in "is" or a colon: "Case number on the order is 7004219832". */
const GAP_DIGITS = /^\d{6,20}$/;

// Groups of capitals and digits split by single spaces, as printed on an insurance or member card.
const GROUPED = /^[A-Z0-9]{2,6}(?: [A-Z0-9]{2,6}){1,3}(?![\p{L}\p{N}])/u;

const ACCOUNT_TRIGGER = /^(?:account|acct|a\/c|loan|card)$/i;
const WEAK_TRIGGER = /^(?:user|customer|client|id|file|report|group|serial|tag|reg|conf|ref)$/i;

function idShaped(v: string): boolean {
  const digits = (v.match(/\d/g) ?? []).length;
  const letters = (v.match(/[A-Za-z]/g) ?? []).length;
  if (digits === 0) return false;
  if (/^\d{1,2}(?:[:.]\d{2})?$/.test(v)) return false; // times, small counts
  if (/^(?:19|20)\d{2}$/.test(v)) return false; // a year
  if (/^v?\d+(?:\.\d+){1,3}$/i.test(v)) return false; // versions, decimals
  if (/^\d{1,4}\.\d+[-–]\d{1,4}\.\d+$/.test(v)) return false; // a range of decimals ("4.0-5.6")
  if (/^\d+(?:\.\d+)?(?:k|m|mg|ml|kg|lbs?|am|pm|%|st|nd|rd|th)$/i.test(v)) return false; // amounts, ordinals
  if (/^\d{1,2}\/\d{1,2}(?:\/\d{2,4})?$/.test(v)) return false; // dates
  if (/^(?:19|20)\d{2}-\d{1,2}-\d{1,2}$/.test(v)) return false; // ISO dates ("notice of 2024-03-01")
  if (/^(?:CP|LTR|LT)\d{2,4}[A-Z]?$/i.test(v)) return false; // an IRS notice's type ("Notice CP2000"), the same for everyone
  if (letters === 0) return digits >= 4 || (digits >= 3 && /[-/]/.test(v));
  return v.length >= 4 && digits >= 2;
}

export function contextIds(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!/\d/.test(text)) return out;
  for (const m of scan(CONTEXT_ID, text)) {
    const trigger = (m[1] ?? '').toLowerCase().replace(/\s+/g, ' ');
    let v = m[2] ?? '';
    // A card's printed groups after a strong cue ("member id: XJH 4432 9981"): capitals and digits only, ≥ 4 digits.
    const grouped = WEAK_TRIGGER.test(trigger) ? null : GROUPED.exec(text.slice(m.index + m[0].length - v.length));
    if (grouped && (grouped[0].match(/\d/g) ?? []).length >= 4 && /\s/.test(grouped[0])) v = grouped[0];
    // "File No. 23CR 418820" keeps its second group; "case 3 of 5" is a phrase, not an ID.
    else if (/\s/.test(v)) {
      const [a, b] = v.split(/\s/);
      // session 25: an office's or a scheme's capitals before the number are kept with it ("ref FPN 88321147", "case
      // CAS 118/11/2026", "HC 2219847")
      const lettered = a !== undefined && b !== undefined && /^[A-Z]{2,4}$/.test(a) && /^\d{3,}(?:\/\d{1,4}){0,2}$/.test(b) && (b.match(/\d/g) ?? []).length >= 5;
      if (!(a && b && ((/\d/.test(a) && /^\d{3,}$|^(?=.*\d)[A-Z0-9]+$/.test(b)) || lettered))) v = a ?? v;
    }
    v = v.replace(/[-/.]+$/, '');
    // a lab table's reference range after "ref" ("ref 70-99"), not a reference number (session 23)
    const range = trigger === 'ref' && /^\d{1,3}(?:\.\d+)?[-–]\d{1,3}(?:\.\d+)?$/.test(v);
    if (range || !idShaped(v)) {
      // Look again right after the trigger: "USCIS receipt IOE0912345678" has its value one word on.
      CONTEXT_ID.lastIndex = m.index + (m[1] ?? '').length;
      continue;
    }
    const start = m.index + m[0].length - (m[2] ?? '').length;
    const account = ACCOUNT_TRIGGER.test(trigger);
    let score = WEAK_TRIGGER.test(trigger) ? 0.55 : 0.75;
    if (/[A-Za-z]/.test(v) && /\d/.test(v)) score += 0.05;
    out.push({
      start,
      end: start + v.length,
      category: account ? 'account_number' : 'id_number',
      score,
      detail: account ? 'account_in_context' : 'id_in_context',
    });
  }
  for (const m of scan(GAP_ID, text)) {
    const v = m[3] ?? '';
    // After "… is" or a colon the value is named: digits alone, or letters and at least three digits ("K9QZ41R7").
    const named = /(?:\bis|\bwas|:)\s+$/i.test(m[2] ?? '') && (GAP_DIGITS.test(v) || (/[A-Za-z]/.test(v) && (v.match(/\d/g) ?? []).length >= 3));
    if (!STRONG.test(v) && !named) continue;
    const trigger = (m[1] ?? '').toLowerCase();
    const start = m.index + m[0].length - v.length;
    out.push({
      start,
      end: start + v.length,
      category: ACCOUNT_TRIGGER.test(trigger) ? 'account_number' : 'id_number',
      score: 0.7,
      detail: 'id_in_context',
    });
  }
  // Lists after an ID: "… WF20240311-88412 and WF20240619-90237"
  const more: Candidate[] = [];
  for (const c of out) {
    let end = c.end;
    for (let k = 0; k < 5; k++) {
      const n = LIST_NEXT.exec(text.slice(end));
      if (!n || !idShaped(n[1] ?? '')) break;
      const v = n[1] ?? '';
      const start = end + n[0].length - v.length;
      more.push({ ...c, start, end: start + v.length });
      end = start + v.length;
    }
  }
  out.push(...more);
  for (const m of scan(PLATE, text)) {
    let v = m[1] ?? '';
    // The regex is case-blind; a state before the plate is written in capitals ("NC PKV-4172"), "is 7KJD223" has none.
    const state = /^([A-Za-z]{2})\s+/.exec(v);
    if (state && state[1] !== state[1]!.toUpperCase()) v = v.slice(state[0].length);
    // A US state's or a Canadian province's letters before it are no part of the plate; other capitals are ("DK 48213").
    if (!/\d/.test(v) || !/[A-Za-z]/.test(v.replace(STATE_BEFORE_PLATE, '')) || v.length < 5) continue;
    const start = m.index + m[0].length - v.length;
    out.push({ start, end: start + v.length, category: 'id_number', score: 0.75, detail: 'plate' });
  }
  for (const m of scan(BANK_ACCOUNT, text)) {
    const v = m[1] ?? '';
    const start = m.index + m[0].length - v.length;
    out.push({ start, end: start + v.length, category: 'account_number', score: 0.75, detail: 'account_in_context' });
  }
  for (const m of scan(ORDER_ID, text)) {
    const v = (m[1] ?? '').replace(/[-/.]+$/, '');
    if (!idShaped(v)) continue;
    const start = m.index + m[0].length - (m[1] ?? '').length;
    out.push({ start, end: start + v.length, category: 'id_number', score: 0.7, detail: 'id_in_context' });
  }
  for (const m of scan(ACRONYM_ID, text)) {
    const v = m[3] ?? '';
    const digits = (v.match(/\d/g) ?? []).length;
    // five digits or more, never a year; without "#", "No." or a colon only a value with a letter or a hyphen
    // ("UCI 1122-8734"), not a figure ("GDP 20000")
    // session 24: a value may open with up to four capitals ("SID TX08821473", "RFC GORM880214KT3", "UHID
    // RCH-HYD-2210488"), and an acronym that names an ID ("UID", "UHID", "NID"; not a process's "PID") takes digits alone
    const namesAnId = /^[A-Z]{1,3}ID$/.test(m[1] ?? '') && !/^(?:PID|TID|OID|GUID|UUID|SSID)$/.test(m[1] ?? '');
    // session 25: a court's roll number with its year ("RG 41187/2026"), and the acronym told as one's own ("my UCI is
    // 1109-4482", "his GWF is GWF071188452")
    if (digits < 5 || /^(?:19|20)\d{2}$/.test(v) || (m[2] === undefined && !namesAnId && !/[A-Z/-]/.test(v))) continue;
    const start = m.index + m[0].length - v.length;
    out.push({ start, end: start + v.length, category: 'id_number', score: 0.65, detail: 'acronym_id' });
  }
  for (const m of scan(LABELLED_ID, text)) {
    const start = m.index + m[0].length;
    // the printed groups, without the capitals-only groups that trail them ("… 079114 AND" keeps "… 079114")
    const v = (ID_GROUPS.exec(text.slice(start, start + 80))?.[0] ?? '').replace(/(?: [A-Z]{1,4})+$/, '');
    const digits = (v.match(/\d/g) ?? []).length;
    // at least five digits, or four with letters ("MFM0419"); never a date or an amount with its cents (a label names
    // the value, so a check letter after the digits is no "k" of thousands: "309 118 442K")
    if (digits < 4 || (digits === 4 && !/[A-Za-z]/.test(v)) || /^\d{1,2}[./-]\d{1,2}[./-](?:\d{2}|\d{4})$|^\d{4}[./-]\d{1,2}[./-]\d{1,2}$|^\d+[.,]\d{2}$/.test(v)) continue;
    out.push({ start, end: start + v.length, category: 'id_number', score: 0.7, detail: 'labelled_id' });
  }
  for (const m of scan(UK_PLATE, text)) {
    out.push({ start: m.index, end: m.index + m[0].length, category: 'id_number', score: 0.7, detail: 'plate' });
  }
  for (const m of scan(DE_PLATE, text)) {
    if (!VEHICLE_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    out.push({ start: m.index, end: m.index + m[0].length, category: 'id_number', score: 0.7, detail: 'plate' });
  }
  for (const m of LETTERED_REF_LOOSE.test(text) ? scan(LETTERED_REF, text) : []) {
    out.push({ start: m.index, end: m.index + m[0].length, category: 'id_number', score: 0.7, detail: 'lettered_ref' });
  }
  for (const m of scan(COURT_CASE, text)) {
    out.push({ start: m.index, end: m.index + m[0].length, category: 'id_number', score: 0.7, detail: 'court_case' });
  }
  for (const m of scan(COURT_CASE_SPACED, text)) {
    out.push({ start: m.index, end: m.index + m[0].length, category: 'id_number', score: 0.7, detail: 'court_case' });
  }
  for (const m of scan(FEDERAL_DOCKET, text)) {
    out.push({ start: m.index, end: m.index + m[0].length, category: 'id_number', score: 0.85, detail: 'federal_docket' });
  }
  for (const m of scan(A_NUMBER, text)) {
    out.push({
      start: m.index,
      end: m.index + m[0].length,
      category: 'id_number',
      score: /\s/.test(m[0]) || m[0].length >= 10 ? 0.55 : 0.45,
      detail: 'a_number',
      context: ['uscis', 'alien', 'immigration', 'a-number', 'number', 'green', 'card', 'asylum', 'visa'],
    });
  }
  return out;
}

// "****3356", "xxxx-xxxx-xxxx-1234", "**** **** **** 1234", "XXX-XX-1234", "•••• 4471"
const MASKED = /(?<![\p{L}\p{N}])(?:[*•xX#]{2,}[ -]?){1,4}\d{2,6}(?![\p{L}\p{N}])/gu;
// "ending in 4471", "ends with 4471", "ending 1-41005" (an Amex statement), "last four 0912", "last 4 digits are 0912", "last four of my card: 0912"
const PARTIAL =
  /\b(?:ending|ends|ended)(?:\s+(?:in|with))?\s*:?\s*(\d{3,6}|\d-\d{5})\b|\blast\s+(?:four|4|five|5|six|6|three|3)(?:\s+digits?)?(?:\s+(?:of|on)\s+(?:my|his|her|the|their|our)?\s*[\w']+(?:\s+[\w']+)?)?\s*(?:is|are|was|were|:|=|-)?\s*(\d{3,6})\b/gi;
const SSN_WORDS = /\b(?:ssn|social|security|itin|tax|sin|insurance)\b/i;
const MASKED_GROUPS = /(?<![\p{L}\p{N}*•#])[*•xX#]{2,4}(?:[ -][*•xX#\d]{2,4}){1,3}(?![\p{L}\p{N}*•#-])/gu;
// "MasterCard x2290", "checking acct *4471": one mask character before the last digits, right after a card or account word
// (session 32) or an ellipsis for the mask, and the number in brackets: "Chase checking ...8817", "checking (x8820)"
const ONE_MASK = /\b(?:visa|master\s?card|amex|discover|debit|credit|card|account|acct|checking|savings)\s*(?:#|no\.?)?\s*\(?\s*((?:[xX*•]|\.{2,4}|…)\d{3,6})(?![\p{L}\p{N}])(?!\s*(?:dollars|bucks|usd|euros?|pounds|quid|rupees|pesos)\b)/giu;
/** ONE_MASK's exact pre-check (candidate.ts, loosened): a card word then a one-character mask is rare (session 38). */
const ONE_MASK_LOOSE = loosened(ONE_MASK);

export function maskedNumbers(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (!/\d/.test(text)) return out;
  for (const m of scan(MASKED, text)) {
    const raw = m[0];
    if (/^[xX]\d/.test(raw)) continue; // "x2" multipliers
    const ssn = /^[xX*]{3}-[xX*]{2}-\d{4}$/.test(raw);
    out.push({
      start: m.index,
      end: m.index + raw.length,
      category: ssn ? 'id_number' : 'account_number',
      score: 0.8,
      detail: ssn ? 'masked_ssn' : 'masked_number',
    });
  }
  // (session 33) Groups where the mask runs into the kept digits ("***-**4-812", "XXX-XX4-812"), as a statement masks
  // a national number: at least four mask characters and two digits, the digits in the last groups.
  for (const m of scan(MASKED_GROUPS, text)) {
    const raw = m[0];
    const masks = (raw.match(/[*•xX#]/g) ?? []).length;
    const digits = (raw.match(/\d/g) ?? []).length;
    if (masks < 4 || digits < 2 || !/\d$/.test(raw) || out.some((c) => c.start <= m.index && c.end >= m.index + raw.length)) continue;
    const ssn = SSN_WORDS.test(text.slice(Math.max(0, m.index - 40), m.index)) || /^[xX*]{3}-[xX*\d]{2}-[xX*\d]{4}$/.test(raw);
    out.push({ start: m.index, end: m.index + raw.length, category: ssn ? 'id_number' : 'account_number', score: 0.75, detail: 'masked_number' });
  }
  for (const m of ONE_MASK_LOOSE.test(text) ? scan(ONE_MASK, text) : []) {
    const v = m[1] ?? '';
    const start = m.index + m[0].length - v.length;
    out.push({ start, end: start + v.length, category: 'account_number', score: 0.75, detail: 'masked_number' });
  }
  for (const m of scan(PARTIAL, text)) {
    const v = m[1] ?? m[2] ?? '';
    // "ending in 4471" and a short "last four 0912" are marked whole; a long lead-in only its number.
    // A labelled field ("Account ending in: 8842", "acct ending: 7730") is its value alone (session 45).
    const labelled = /:\s*$/.test(m[0].slice(0, m[0].lastIndexOf(v)));
    const whole = (m[1] !== undefined || m[0].length <= 24) && !labelled;
    const start = whole ? m.index : m.index + m[0].lastIndexOf(v);
    const near = text.slice(Math.max(0, m.index - 40), start);
    const ssn = SSN_WORDS.test(near) || SSN_WORDS.test(m[0]);
    out.push({
      start,
      end: m.index + m[0].length,
      category: ssn ? 'id_number' : 'account_number',
      score: 0.75,
      detail: 'partial_number',
    });
  }
  return out;
}

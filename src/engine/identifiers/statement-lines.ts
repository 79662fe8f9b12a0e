/**
 * Who a bank statement's lines name (session 26). A pasted statement writes its lines in capitals, a date first and an
 * amount last: "11/01  ZELLE TO MARCUS BELL RENT  -1,250.00", "11/08  MERIDIAN HEALTH SYS PAYROLL DIR DEP  +1,902.44".
 * The rule NER reads such a line as prose in capitals: it keeps a given name alone ("MARCUS") and takes the words
 * around "PAYROLL" for a person ("SYS PAYROLL"). The line's own shape says more: after a person-to-person transfer's
 * word and "TO"/"FROM" stands the payee or the payer, and before "PAYROLL" or "DIR DEP" the employer that pays in.
 */
import { scan, type Candidate } from './candidate.ts';

/** A statement line: its date (mm/dd, optionally with the year) opens it. */
const LINE_DATE = String.raw`(?:^|\n)[ \t]*\d{1,2}/\d{1,2}(?:/\d{2,4})?[ \t]+`;
/** A person-to-person transfer to or from someone: Zelle, Venmo, Cash App, PayPal, an online transfer. */
const TRANSFER_WORDS = String.raw`(?:ZELLE|VENMO|CASH\s?APP|PAYPAL|ONLINE\s+TRANSFER|TRANSFER)(?:\s+(?:PAYMENT|PMT|XFER))?\s+(?:TO|FROM)`;
const TRANSFER = String.raw`${TRANSFER_WORDS}\s+`;
/** A memo word written after the payee's name ("MARCUS BELL RENT"), never part of it. */
const MEMO = new Set(['RENT', 'LOAN', 'BILLS', 'BILL', 'FOOD', 'DINNER', 'LUNCH', 'GAS', 'UTILITIES', 'CAR', 'GIFT', 'REF', 'CONF', 'ID', 'ON', 'FOR', 'PMT', 'PAYMENT']);
const PAYEE = new RegExp(`${LINE_DATE}${TRANSFER}([A-Z][A-Z'’-]+(?: [A-Z][A-Z'’-]+){0,2})`, 'g');
/** The employer before a payroll deposit's words: "MERIDIAN HEALTH SYS PAYROLL DIR DEP", "ACME CORP DIRECT DEP". */
const EMPLOYER = new RegExp(`${LINE_DATE}((?:[A-Z][A-Z&.'’-]*)(?: [A-Z][A-Z&.'’-]*){0,4}?)\\s+(?:PAYROLL|DIR(?:ECT)?\\s+DEP(?:OSIT)?|PPD\\s+PAYROLL)\\b`, 'g');

/** Payroll processors, who pay in for an employer they do not name ("ADP PAYROLL", "GUSTO PAYROLL"), and bank words. */
const NOT_EMPLOYER = /^(?:ADP|GUSTO|PAYCHEX|INTUIT|QUICKBOOKS|PAYCOM|PAYLOCITY|CERIDIAN|WORKDAY|ACH|ACH CREDIT|DEPOSIT|CREDIT|MOBILE|ONLINE)$/;

/** Kin words a transfer's memo names a relative by. */
const KIN = new Set(['MOM', 'MUM', 'DAD', 'MAMA', 'PAPA', 'MOTHER', 'FATHER', 'SIS', 'BRO', 'SISTER', 'BROTHER', 'GRANDMA', 'GRANDPA', 'NANA', 'AUNT', 'UNCLE', 'SON', 'DAUGHTER', 'WIFE', 'HUSBAND', 'BABE', 'HUBBY', 'LANDLORD', 'ROOMMATE']);

export function statementLines(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const m of scan(PAYEE, text)) {
    const words = m[1]!.split(' ');
    const keep: string[] = [];
    for (const w of words) {
      if (MEMO.has(w)) break;
      keep.push(w);
    }
    if (keep.length === 0) continue;
    // "ZELLE FROM MOM": a relative by their kin word names no one (session 27).
    if (keep.length === 1 && KIN.has(keep[0]!)) continue;
    const name = keep.join(' ');
    const start = m.index + m[0].length - m[1]!.length;
    out.push({ start, end: start + name.length, category: 'person', score: 0.7, detail: 'statement_payee' });
  }
  for (const m of scan(EMPLOYER, text)) {
    if (NOT_EMPLOYER.test(m[1]!)) continue;
    // The date before the name holds no capital letter, so the name's first occurrence is the group's.
    const at = m.index + m[0].indexOf(m[1]!);
    out.push({ start: at, end: at + m[1]!.length, category: 'organization', score: 0.7, detail: 'statement_employer' });
  }
  return out;
}

/** A statement line's transaction words: "ZELLE TO", "VENMO PAYMENT FROM", "ADP PAYROLL", "PAYROLL DIR DEP". */
const TRANSACTION_WORDS = new RegExp(
  `${LINE_DATE}(?:[A-Z][A-Z&.'’-]*\\s+){0,5}?(${TRANSFER_WORDS}|(?:(?:ADP|GUSTO|PAYCHEX|INTUIT)\\s+)?PAYROLL(?:\\s+DIR(?:ECT)?\\s+DEP(?:OSIT)?)?|DIR(?:ECT)?\\s+DEP(?:OSIT)?)`,
  'g',
);

/** A shop's name in the possessive opening a statement line ("TRADER JOE'S #552", "WENDY'S 0442"; session 27). */
const MERCHANT_POSSESSIVE = new RegExp(`${LINE_DATE}((?:[A-Z][A-Z&.-]*\\s+){0,3}[A-Z]+['’]S)(?![A-Za-z])`, 'g');

/**
 * Where statement lines write their transaction words, which are nobody's name: the rule NER reads "VENMO PAYMENT" or
 * "SYS PAYROLL" in a line of capitals as a person. A name span touching them is dropped (index.ts), the payees and
 * employers above aside.
 */
export function transactionWordRanges(text: string): [number, number][] {
  const out: [number, number][] = [];
  for (const m of scan(MERCHANT_POSSESSIVE, text)) {
    const at = m.index + m[0].length - m[1]!.length;
    out.push([at, at + m[1]!.length]);
  }
  for (const m of scan(TRANSACTION_WORDS, text)) {
    const at = m.index + m[0].length - m[1]!.length;
    out.push([at, at + m[1]!.length]);
  }
  return out;
}

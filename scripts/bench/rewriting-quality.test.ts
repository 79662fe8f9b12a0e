import { describe, expect, it } from 'vitest';
import { containsEntry, echoOf, numericKept, replacementPositions, spliceErrors, standInErrors, typeCheck, typeKey } from './rewriting-quality.ts';
import type { Replacement } from '../../src/engine/sanitize.ts';

const at = (out: string, rep: string): [string, number, number] => [
  out,
  out.indexOf(rep),
  out.indexOf(rep) + rep.length,
];

describe('rewriting-quality detectors (independent of splice-grammar.ts)', () => {
  it('count the issue examples as errors and the fixed forms as clean', () => {
    expect(spliceErrors(...at('He was arrested for a a theft offence.', 'a theft offence')).determiner).toBe(1);
    expect(spliceErrors(...at('I missed my a service provider payment.', 'a service provider')).determiner).toBe(1);
    expect(spliceErrors(...at('She had a injury.', 'injury')).determiner).toBe(1);
    expect(spliceErrors(...at('STATE OF the countryside v. DOE AND ROE', 'the countryside')).capitalisation).toBe(1);
    expect(spliceErrors(...at('Fine. a cough started.', 'a cough')).capitalisation).toBe(1);
    expect(spliceErrors(...at('He was arrested for a theft offence.', 'theft offence'))).toEqual({
      determiner: 0,
      capitalisation: 0,
    });
    expect(spliceErrors(...at('The woman has a history of an eye complaint.', 'an eye complaint'))).toEqual({
      determiner: 0,
      capitalisation: 0,
    });
    expect(spliceErrors(...at('STATE OF THE COUNTRYSIDE v. DOE', 'THE COUNTRYSIDE'))).toEqual({
      determiner: 0,
      capitalisation: 0,
    });
  });
});

describe('rewriting-quality detectors: an ALL CAPS line is the user’s', () => {
  it('judges the line as written, not as the other stand-ins left it', () => {
    const input = 'Hx: T2DM, HTN, CKD stage 3a, hyperlipidemia';
    const out = 'Hx: GERD, GERD, COPD, pneumonia';
    const orig = { text: input, start: input.indexOf('hyperlipidemia'), end: input.length };
    expect(spliceErrors(out, out.indexOf('pneumonia'), out.length).capitalisation).toBe(1);
    expect(spliceErrors(out, out.indexOf('pneumonia'), out.length, orig).capitalisation).toBe(0);
    // A caption the user wrote in capitals still counts a lower-case stand-in.
    const caption = 'STATE OF TEXAS v. JOHN DOE AND ROE';
    const cap = { text: caption, start: caption.indexOf('TEXAS'), end: caption.indexOf('TEXAS') + 5 };
    const outCap = 'STATE OF the countryside v. JOHN DOE AND ROE';
    expect(spliceErrors(outCap, outCap.indexOf('the countryside'), outCap.indexOf(' v.'), cap).capitalisation).toBe(1);
  });
});

describe('rewriting-quality detectors: only the splice counts', () => {
  it('a doubled determiner the user wrote before the span is not the rewrite’s; one at the splice is', () => {
    expect(spliceErrors(...at('On top of that my sister Ben and I talked.', 'Ben')).determiner).toBe(0);
    expect(spliceErrors(...at('its my minor records violation.', 'minor records violation')).determiner).toBe(0);
    // A pair the user wrote at the span's start is theirs; the same pair made by the splice is an error.
    const input = 'or is this the dementia getting worse';
    const out = 'or is this the asthma getting worse';
    const rep = { start: out.indexOf('the asthma'), end: out.indexOf('the asthma') + 'the asthma'.length };
    const original = { text: input, start: input.indexOf('the dementia'), end: input.indexOf('the dementia') + 'the dementia'.length };
    expect(spliceErrors(out, rep.start, rep.end, original).determiner).toBe(0);
    expect(spliceErrors(out, rep.start, rep.end).determiner).toBe(1);
    const made = { text: 'or is this dementia getting worse', start: 11, end: 19 };
    expect(spliceErrors(out, rep.start, rep.end, made).determiner).toBe(1);
    expect(spliceErrors(...at('CAUSE NO. A NATIONAL ID NUMBER', 'A NATIONAL ID NUMBER')).determiner).toBe(1);
    expect(spliceErrors(...at('I paid my the rent.', 'the rent')).determiner).toBe(1);
    expect(spliceErrors(...at('KEY=A INSURANCE CODE', 'A INSURANCE CODE')).determiner).toBe(1);
    expect(spliceErrors(...at('STATE OF A MINOR CHILD', 'A MINOR CHILD')).determiner).toBe(0);
  });
  it('in an ALL CAPS line a short capitals word is a word ("A RENT"), elsewhere an initialism ("an FBI agent")', () => {
    expect(spliceErrors(...at('10/03  DIRECT DEP WALMART PAYROLL   A RENT AMOUNT', 'A RENT AMOUNT')).determiner).toBe(0);
    expect(spliceErrors(...at('10/03  DIRECT DEP WALMART PAYROLL   AN RENT AMOUNT', 'AN RENT AMOUNT')).determiner).toBe(1);
    expect(spliceErrors(...at('she was questioned by a FBI agent', 'a FBI agent')).determiner).toBe(1);
  });
});

describe('rewriting-quality detectors: abbreviations and letter names', () => {
  it('"No." is not a sentence end; "an X-ray" is right', () => {
    expect(
      spliceErrors(...at('Jefferson County\nFile No. reference number\nnext', 'reference number')).capitalisation,
    ).toBe(0);
    expect(spliceErrors(...at('Fine. reference number here', 'reference number')).capitalisation).toBe(1);
    expect(spliceErrors(...at('she had an X-ray but', 'an X-ray')).determiner).toBe(0);
    expect(spliceErrors(...at('she had a X-ray but', 'a X-ray')).determiner).toBe(1);
  });
});

describe('rewriting-quality bench part: counting', () => {
  it('finds each replacement in the sanitized text after earlier length changes and a/an leads', () => {
    const input = 'I saw a doctor about asthma and an eye exam.';
    // "doctor" → "nurse practitioner" (+12), "asthma" → "a cough" (+1), "an eye exam" ← lead "an" → "a" (−1).
    const sanitized = 'I saw a nurse practitioner about a cough and a blood test.';
    const reps: Replacement[] = [
      { start: input.indexOf('asthma'), end: input.indexOf('asthma') + 6, replacement: 'a cough', category: 'medical' },
      { start: input.indexOf('doctor'), end: input.indexOf('doctor') + 6, replacement: 'nurse practitioner', category: 'medical' },
      {
        start: input.indexOf('eye exam'),
        end: input.indexOf('eye exam') + 8,
        replacement: 'blood test',
        category: 'medical',
        lead: { start: input.indexOf('an eye'), end: input.indexOf('an eye') + 2, text: 'a' },
      },
    ];
    const at = replacementPositions(sanitized, reps);
    expect(at.map((p) => sanitized.slice(p.newStart, p.newEnd))).toEqual(['a cough', 'nurse practitioner', 'blood test']);
    // Without the lead the third offset is one off: the check throws instead of counting at a wrong place.
    const noLead = reps.map((r) => ({ ...r, lead: undefined }));
    expect(() => replacementPositions(sanitized, noLead)).toThrow(/not at/);
  });

  it('a numeric span keeps its unit and format only when every number comes back with the same kind and format', () => {
    expect(numericKept('$7,900', '$8,350', 'financial')).toBe(true);
    expect(numericKept('owe $7,900 on a card', 'owe $8,350 on a loan', 'financial')).toBe(true);
    expect(numericKept('for 8 months', 'for 7 months', 'medical')).toBe(true);
    // The unit agrees with its number: "1 month" is the same unit as "3 months"; "3 weeks" is not.
    expect(numericKept('for 3 months', 'for 1 month', 'medical')).toBe(true);
    expect(numericKept('for 3 months', 'for 3 weeks', 'medical')).toBe(false);
    expect(numericKept('$7,900', 'a large amount', 'financial')).toBe(false);
    expect(numericKept('$7,900', '[FINANCE_1]', 'financial')).toBe(false);
    expect(numericKept('09/22/1951', 'August 10, 1976', 'date')).toBe(false);
    expect(numericKept('a cough', 'a rash', 'medical')).toBeNull();
  });

  it('types: a placeholder is its own type, names are people, a city does not stand for a state, a clause not for a noun', () => {
    expect(typeCheck('lupus', '[HEALTH_1]', 'medical')).toEqual({ mismatch: false, typed: true, typedKept: false });
    expect(typeCheck('lupus', '[LEGAL_1]', 'medical').mismatch).toBe(true);
    expect(typeCheck('sertraline', 'fluoxetine', 'medical')).toEqual({ mismatch: false, typed: true, typedKept: true });
    expect(typeCheck('sertraline', 'a physical finding', 'medical')).toEqual({ mismatch: true, typed: true, typedKept: false });
    expect(typeCheck('Karen', 'Casey Perry', 'person')).toEqual({ mismatch: false, typed: true, typedKept: true });
    expect(typeCheck('Ohio', 'Greenville', 'location')).toEqual({ mismatch: true, typed: true, typedKept: false });
    expect(typeCheck('the victim was injured', 'a dispute arose', 'legal').mismatch).toBe(true);
    expect(typeKey('org_bank')).toBe(typeKey('org_health'));
  });

  it('a placeholder never echoes; a phrase sharing a content word does', () => {
    expect(echoOf('mental health crisis', '[HEALTH_1]', 'medical')).toBe(false);
    expect(echoOf('mortgage', 'a mortgage payment', 'financial')).toBe(true);
    expect(echoOf('mortgage', 'a car loan', 'financial')).toBe(false);
  });
});

describe('rewriting-quality bench part: stand-in errors', () => {
  it('an e-mail keeps its case at a line start; a prose phrase there does not', () => {
    const input = 'Maria Sanders\njoel.ferreira88@gmail.com\nthanks';
    const span = { text: input, start: input.indexOf('joel'), end: input.indexOf('.com') + 4 };
    const out = 'Maria Sanders\nthomas.holmes69@example.net\nthanks';
    const at = { newStart: out.indexOf('thomas'), newEnd: out.indexOf('.net') + 4 };
    expect(standInErrors(out, at, span, 'email').capitalisation).toBe(0);
    const medIn = 'Fine. Asthma started.';
    const medOut = 'Fine. a cough started.';
    const medSpan = { text: medIn, start: 6, end: 12 };
    expect(standInErrors(medOut, { newStart: 6, newEnd: 13 }, medSpan, 'medical').capitalisation).toBe(1);
    // Same character shape as the original: nothing the splice could have broken.
    expect(standInErrors('Fine. zz started.', { newStart: 6, newEnd: 8 }, { text: 'Fine. ab started.', start: 6, end: 8 }, 'medical')).toEqual({ determiner: 0, capitalisation: 0 });
  });
});

describe('numbered clause entries (typed.ts) are read with their number', () => {
  it('"served #" is found in "served 3 years"; a different clause is not', () => {
    expect(containsEntry('served 3 years', 'served #')).toBe(true);
    expect(containsEntry('stayed home sick for 4 days', 'stayed home sick for #')).toBe(true);
    expect(containsEntry('stayed home for 4 days', 'stayed home sick for #')).toBe(false);
    expect(typeCheck('did 4 years for burglary', 'spent 5 years in county jail', 'legal').mismatch).toBe(false);
    expect(typeCheck('did 4 years for burglary', 'a fine', 'legal').mismatch).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { spliceErrors } from './rewriting-quality.ts';

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

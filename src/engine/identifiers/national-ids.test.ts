import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';
import {
  bsnCheck,
  codiceFiscaleCheck,
  cpfCheck,
  curpCheck,
  dniCheck,
  inseeCheck,
  luhn,
  nhsCheck,
  peselCheck,
  steuerIdCheck,
  tfnCheck,
  verhoeff,
} from './checksums.ts';

const ids = (t: string): string[] =>
  detectIdentifiers(t)
    .filter((s) => s.category === 'id_number')
    .map((s) => `${s.detail}:${s.text}`);
const postal = (t: string): string[] =>
  detectIdentifiers(t)
    .filter((s) => s.category === 'address')
    .map((s) => s.text);

// Valid vectors are published examples (government documentation or the algorithm's standard
// example); each invalid one changes the check character.
describe('checksums: valid and invalid vectors', () => {
  it.each([
    ['UK NHS', nhsCheck, '9434765919', '9434765918'],
    ['DE Steuer-ID', steuerIdCheck, '86095742719', '86095742718'],
    ['FR NIR', inseeCheck, '255081416802538', '255081416802539'],
    ['IN Aadhaar (Verhoeff)', verhoeff, '234123412346', '234123412345'],
    ['CA SIN (Luhn)', luhn, '046454286', '046454287'],
    ['BR CPF', cpfCheck, '11144477735', '11144477736'],
    ['AU TFN', tfnCheck, '123456782', '123456789'],
    ['ES DNI', dniCheck, '12345678Z', '12345678A'],
    ['ES NIE', dniCheck, 'X1234567L', 'X1234567M'],
    ['IT codice fiscale', codiceFiscaleCheck, 'RSSMRA85T10A562S', 'RSSMRA85T10A562T'],
    ['MX CURP', curpCheck, 'HEGG560427MVZRRL04', 'HEGG560427MVZRRL05'],
    ['NL BSN', bsnCheck, '111222333', '111222334'],
    ['PL PESEL', peselCheck, '44051401359', '44051401358'],
  ] as const)('%s', (_name, check, good, bad) => {
    expect(check(good)).toBe(true);
    expect(check(bad)).toBe(false);
  });
  it('CPF rejects repeated digits even though they pass the arithmetic', () => {
    expect(cpfCheck('11111111111')).toBe(false);
  });
});

describe('national IDs in text', () => {
  it.each([
    ['my SIN is 046 454 286', 'ca_sin:046 454 286'],
    ['PAN ABCPE1234F for the return', 'in_pan:ABCPE1234F'],
    ['CURP HEGG560427MVZRRL04', 'mx_curp:HEGG560427MVZRRL04'],
    ['meu CPF 111.444.777-35', 'br_cpf:111.444.777-35'],
    ['my TFN is 123 456 782', 'au_tfn:123 456 782'],
    ['DNI 12345678Z', 'es_dni:12345678Z'],
    ['NIE X1234567L', 'es_dni:X1234567L'],
    ['codice fiscale RSSMRA85T10A562S', 'it_codice_fiscale:RSSMRA85T10A562S'],
    ['BSN 111222333', 'nl_bsn:111222333'],
    ['PESEL 44051401359', 'pl_pesel:44051401359'],
    // at the end of a sentence
    ['i am polish, my BSN is 111222333. where can i complain', 'nl_bsn:111222333'],
    ['meu CPF é 111.444.777-35.', 'br_cpf:111.444.777-35'],
  ])('%s', (text, want) => {
    expect(ids(text)).toEqual([want]);
  });
  // (session 33) after its own name, a number in the ID's shape is that ID even when its check fails (mistyped or
  // not); without the name, a failed check is no ID.
  it.each([
    ['CURP HEGG560427MVZRRL05', 'mx_curp_unchecked:HEGG560427MVZRRL05'],
    ['meu CPF 111.444.777-36', 'br_cpf_unchecked:111.444.777-36'],
    ['DNI 12345678A', 'es_dni_unchecked:12345678A'],
    ['codice fiscale RSSMRA85T10A562T', 'it_codice_fiscale_unchecked:RSSMRA85T10A562T'],
    ['C.F. SPSGNR53B14F839K', 'it_codice_fiscale_unchecked:SPSGNR53B14F839K'],
    ['BSN: 2738.41.905', 'nl_bsn_unchecked:2738.41.905'],
    ['my PESEL is 44051401358', 'pl_pesel_unchecked:44051401358'],
  ])('invalid check character after its name: %s', (text, want) => {
    expect(ids(text)).toEqual([want]);
  });
  it.each([
    'HEGG560427MVZRRL05 was printed',
    'the code 12345678A',
    'the value RSSMRA85T10A562T',
    'we counted 111222334 of them',
    'order 44051401358 shipped',
    // the name too far before the number, or another word between them
    'PESEL was not on the form; we counted 44051401358 grains',
  ])('invalid check character without its name: %s', (text) => {
    expect(ids(text)).toEqual([]);
  });
  it('digit-only IDs whose checksum passes by chance need their word', () => {
    expect(ids('we shipped 046454286 units')).toEqual([]);
    expect(ids('order 123456782')).toEqual([]);
  });
});

describe('postal codes', () => {
  it.each([
    ['zip 94107', '94107'],
    ['postcode SW1A 1AA', 'SW1A 1AA'],
    ['postal code K1A 0B1', 'K1A 0B1'],
    ['Postcode 1012 AB', '1012 AB'],
    ['CEP 01310-100', '01310-100'],
    ['Eircode D02 X285', 'D02 X285'],
    ['PLZ 10115', '10115'],
    ['〒 100-0001', '100-0001'],
    ['kod pocztowy 00-950', '00-950'],
    ['PIN code 560001', '560001'],
    ['postcode 2000 (Sydney)', '2000'],
    ['código postal 1000-001', '1000-001'],
  ])('%s', (text, want) => {
    expect(postal(text)).toEqual([want]);
  });
  it('bare short numbers are not postal codes', () => {
    for (const t of ['error code 1234', 'your code is 482913', 'in 2000 we had 100-0001 items'])
      expect(postal(t)).toEqual([]);
  });
});

/** Check-digit algorithms. Each takes the identifier's digits/characters only (no separators). */

export function luhn(digits: string): boolean {
  if (!/^\d+$/.test(digits) || digits.length < 2) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** ISO 13616 IBAN check: move the first four characters to the end, letters → 10..35, mod 97 = 1. */
export function ibanMod97(iban: string): boolean {
  const s = iban.toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  let rem = 0;
  for (const ch of moved) {
    const code = ch.charCodeAt(0);
    const v = code >= 65 ? code - 55 : code - 48;
    rem = v >= 10 ? (rem * 100 + v) % 97 : (rem * 10 + v) % 97;
  }
  return rem === 1;
}

// Verhoeff dihedral-group tables (D5 multiplication, permutation, inverse).
const VD: readonly number[][] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VP: readonly number[][] = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Verhoeff check (Aadhaar): the whole number including its check digit must reduce to 0. */
export function verhoeff(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  const n = digits.length;
  for (let i = 0; i < n; i++) {
    const d = digits.charCodeAt(n - 1 - i) - 48;
    c = VD[c]![VP[i % 8]![d]!]!;
  }
  return c === 0;
}

/** UK NHS number: weights 10..2 over the first nine digits, check = 11 − (sum mod 11), 11 → 0, 10 invalid. */
export function nhsCheck(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (digits.charCodeAt(i) - 48) * (10 - i);
  let check = 11 - (sum % 11);
  if (check === 11) check = 0;
  if (check === 10) return false;
  return check === digits.charCodeAt(9) - 48;
}

/** German Steuer-ID: ISO 7064 MOD 11,10 over the first ten digits; first digit non-zero. */
export function steuerIdCheck(digits: string): boolean {
  if (!/^[1-9]\d{10}$/.test(digits)) return false;
  let product = 10;
  for (let i = 0; i < 10; i++) {
    let sum = (digits.charCodeAt(i) - 48 + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  let check = 11 - product;
  if (check === 10) check = 0;
  return check === digits.charCodeAt(10) - 48;
}

/** French INSEE/NIR: 13-digit number + 2-digit key = 97 − (number mod 97). Corsica 2A/2B → 19/18. */
export function inseeCheck(nir: string): boolean {
  const s = nir.toUpperCase().replace('2A', '19').replace('2B', '18');
  if (!/^[12]\d{14}$/.test(s)) return false;
  const body = BigInt(s.slice(0, 13));
  const key = Number(s.slice(13));
  return 97 - Number(body % 97n) === key;
}

/** US ABA routing number: 3·7·1 weighted sum divisible by 10. */
export function abaCheck(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const w = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (digits.charCodeAt(i) - 48) * w[i]!;
  return sum % 10 === 0 && digits !== '000000000';
}

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let h = 0;
  for (const c of counts.values()) {
    const p = c / s.length;
    h -= p * Math.log2(p);
  }
  return h;
}

const BECH32_ALPHABET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/**
 * BIP-173/350 checksum of a bech32 / bech32m string ("bc1…"): polymod over the expanded
 * human-readable part and the data must equal 1 (bech32) or 0x2bc830a3 (bech32m).
 */
export function bech32Check(addr: string): boolean {
  const s = addr.toLowerCase();
  if (s !== addr && addr.toUpperCase() !== addr) return false;
  const sep = s.lastIndexOf('1');
  if (sep < 1 || sep + 7 > s.length) return false;
  const hrp = s.slice(0, sep);
  const values: number[] = [];
  for (const ch of hrp) values.push(ch.charCodeAt(0) >> 5);
  values.push(0);
  for (const ch of hrp) values.push(ch.charCodeAt(0) & 31);
  for (const ch of s.slice(sep + 1)) {
    const v = BECH32_ALPHABET.indexOf(ch);
    if (v < 0) return false;
    values.push(v);
  }
  const gen = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let chk = 1;
  for (const v of values) {
    const top = chk >>> 25;
    chk = (((chk & 0x1ffffff) << 5) ^ v) >>> 0;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk = (chk ^ gen[i]!) >>> 0;
  }
  return chk === 1 || chk === 0x2bc830a3;
}

const digitsOf = (s: string): number[] => [...s].map((c) => c.charCodeAt(0) - 48);

/** Brazil CPF: two mod-11 check digits over the first 9 and 10 digits; repeated digits are invalid. */
export function cpfCheck(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const d = digitsOf(digits);
  const check = (n: number): number => {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += d[i]! * (n + 1 - i);
    return ((sum * 10) % 11) % 10;
  };
  return check(9) === d[9] && check(10) === d[10];
}

/** Australia TFN: weighted sum divisible by 11 (9-digit and legacy 8-digit weights). */
export function tfnCheck(digits: string): boolean {
  const w = digits.length === 9 ? [1, 4, 3, 7, 5, 8, 6, 9, 10] : digits.length === 8 ? [10, 7, 8, 4, 6, 3, 5, 1] : null;
  if (!w || !/^\d+$/.test(digits)) return false;
  const d = digitsOf(digits);
  return w.reduce((a, x, i) => a + x * d[i]!, 0) % 11 === 0;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spain DNI (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter): letter = table[number mod 23]. */
export function dniCheck(id: string): boolean {
  const s = id.toUpperCase().replace(/[\s-]/g, '');
  const m = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(s);
  if (!m) return false;
  const prefix = m[1] ? String('XYZ'.indexOf(m[1])) : '';
  const num = prefix + (m[2] ?? '');
  if (num.length !== 8) return false;
  return DNI_LETTERS[Number(num) % 23] === m[3];
}

const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

/** Italy codice fiscale: the 16th letter is the mod-26 sum of odd/even-position values of the first 15. */
export function codiceFiscaleCheck(cf: string): boolean {
  const s = cf.toUpperCase();
  if (!/^[A-Z0-9]{15}[A-Z]$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = s[i]!;
    const v = c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : c.charCodeAt(0) - 65;
    // 1-based odd positions (index 0, 2, …) use the odd table; digits map like A..J there
    sum += i % 2 === 0 ? CF_ODD[v]! : v;
  }
  return String.fromCharCode(65 + (sum % 26)) === s[15];
}

const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';

/** Mexico CURP: the 18th character is (10 − Σ value·(18 − i) mod 10) mod 10 over the first 17. */
export function curpCheck(curp: string): boolean {
  const s = curp.toUpperCase();
  if (!/^[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX][A-Z]{5}[A-Z\d]\d$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_ALPHABET.indexOf(s[i]!) * (18 - i);
  return (10 - (sum % 10)) % 10 === Number(s[17]);
}

/** Netherlands BSN: the "11-proof", Σ d_i·(9 − i) for the first 8 digits minus the last, mod 11 = 0. */
export function bsnCheck(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || digits === '000000000') return false;
  const d = digitsOf(digits);
  let sum = -d[8]!;
  for (let i = 0; i < 8; i++) sum += d[i]! * (9 - i);
  return sum % 11 === 0;
}

/** Poland PESEL: weights 1,3,7,9 repeating; check = (10 − Σ mod 10) mod 10. */
export function peselCheck(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const d = digitsOf(digits);
  const w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3];
  const sum = w.reduce((a, x, i) => a + x * d[i]!, 0);
  return (10 - (sum % 10)) % 10 === d[10];
}

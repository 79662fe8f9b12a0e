/**
 * Stand-ins for structured identifiers that keep the original's shape: "case no. 2024-CR-0419" →
 * "case no. 7351-QM-8820", "card ending in 4471" → "card ending in 9036", "DB_PASSWORD=hunter2horse" →
 * "DB_PASSWORD=kwpdzt7qnmle". A phrase ("a reference number") reads wrongly after a label or in a config line, and the
 * remote model needs the identifier's form (how many digits, which separators), never its characters.
 *
 * What the stand-in depends on (docs/privacy.md, "Identifiers"): the category and the shape of the original — its
 * label words (tokens without a digit, kept as written), its length, the class of each character of its value tokens
 * (digit, lower-case letter, upper-case letter, hex digit) and its punctuation, masks ("****") and a key's public type
 * prefix ("sk_live_", "AKIA"). Every character of a value token is drawn fresh and uniformly within its class from
 * the draw's RNG (CSPRNG for real prompts), so two identifiers of one shape give the same distribution of stand-ins:
 * nothing of the characters is revealed (ε = 0 given the shape), and no ε is spent.
 */
import type { RandomSource } from './rng.ts';

/** Categories that get a shape-keeping stand-in in dp and pseudonym modes. */
export const SHAPED_IDENTIFIERS: ReadonlySet<string> = new Set(['id_number', 'account_number', 'card_number', 'secret', 'crypto_wallet', 'handle']);

const DIGITS = '0123456789';
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const HEX_LOWER = '0123456789abcdef';
const HEX_UPPER = HEX_LOWER.toUpperCase();

/**
 * A secret's or a wallet's public type prefix, kept: it names the kind of key, not the key — a URL scheme
 * ("postgres://"), "sk_live_", "ghp_", "xoxb-", "AKIA", "0x", "bc1". An ID's letters are redrawn ("HO-558…").
 */
export const KEY_PREFIX = /^(?:[a-z][a-z0-9+.-]{1,15}:\/\/|(?:(?:[A-Za-z]{2,6}[_-]){1,2}|AKIA|ASIA|0x|bc1)(?=[A-Za-z0-9]{8,}))/;
/** A handle's platform marker ("@", Reddit's "u/"): it says where the name lives, not which name it is. */
const HANDLE_PREFIX = /^(?:u\/|@)/;
/** The public prefix kept per category; the other categories keep none. */
const PREFIXES: Readonly<Record<string, RegExp>> = { secret: KEY_PREFIX, crypto_wallet: KEY_PREFIX, handle: HANDLE_PREFIX };
/** Characters of a masking run (three or more in a row, kept as written): "****", "•••", "XXXX". */
const MASK_CHAR = /^[*•●xX#]$/;
/** Kept as written wherever they are: a PEM armor line and the escapes of a pasted JSON string ("\\n"). */
const ARMOR = /-----(?:BEGIN|END)[A-Z0-9 ]*-----/g;
const ESCAPE = /\\[nrt]/g;

/** Redraws one value token; `kept[k]` marks characters (UTF-16 offsets from `at`) that stay as written. */
function redraw(token: string, at: number, kept: Uint8Array, rng: RandomSource, keyPrefix: RegExp | undefined): string {
  const prefix = keyPrefix ? (keyPrefix.exec(token)?.[0] ?? '') : '';
  // Code points with their offsets, the prefix and the protected characters left out of the class analysis.
  const chars: { c: string; keep: boolean }[] = [];
  let offset = prefix.length;
  for (const c of Array.from(token.slice(prefix.length))) {
    chars.push({ c, keep: kept[at + offset] === 1 });
    offset += c.length;
  }
  // A hex token (a key, a hash, a wallet): its characters stay hex digits, in their case.
  const flat = chars.filter((x) => !x.keep).map((x) => x.c).join('');
  const hex = flat.length >= 8 && /^[0-9a-fA-F]+$/.test(flat) && /[a-fA-F]/.test(flat) && /\d/.test(flat);
  const hexPool = /[A-F]/.test(flat) ? HEX_UPPER : HEX_LOWER;
  let out = prefix;
  let i = 0;
  while (i < chars.length) {
    // A masking run ("****", "XXXX") stays as written.
    let run = i;
    while (run < chars.length && !hex && MASK_CHAR.test(chars[run]!.c)) run++;
    if (run - i >= 3) {
      out += chars.slice(i, run).map((x) => x.c).join('');
      i = run;
      continue;
    }
    const { c, keep } = chars[i]!;
    // Any letter or digit, in any script, is redrawn (an ASCII one of its class); the rest (punctuation) is shape.
    const pool = keep ? null : hex ? hexPool : /\p{Nd}/u.test(c) ? DIGITS : /\p{Lu}/u.test(c) ? UPPER : /\p{L}/u.test(c) ? LOWER : null;
    out += pool === null ? c : pool[rng.nextInt(pool.length)]!;
    i++;
  }
  return out;
}

/**
 * A fresh stand-in of the original identifier's shape. The value tokens are those with a digit (label words such as
 * "case no." or "ending in" stay); when no token has one (a passphrase), every token is a value. Every letter and
 * digit of a value token is redrawn within its class, independently of what it was. The draw may give back the
 * original (probability 10^-k for k digits): excluding it would make the distribution depend on the characters, so
 * dp mode does not; pseudonym mode's vault redraws on its own, as it does for every surrogate.
 */
export function identifierSurrogate(original: string, rng: RandomSource, category = 'secret'): string {
  const kept = new Uint8Array(original.length);
  for (const re of [ARMOR, ESCAPE]) for (const m of original.matchAll(re)) kept.fill(1, m.index, m.index + m[0].length);
  const anyDigit = /\d/.test(original);
  const keyPrefix = PREFIXES[category];
  let out = '';
  let at = 0;
  for (const part of original.split(/(\s+)/)) {
    const value = /\S/.test(part) && (!anyDigit || /\d/.test(part));
    out += value ? redraw(part, at, kept, rng, keyPrefix) : part;
    at += part.length;
  }
  return out;
}

/**
 * The network guard's matching, shared by the content script (which knows the originals) and the main-world script
 * (which only ever receives salted hashes of them). An original is normalised (NFKC, lower case, letters and digits
 * only: spaces, punctuation and separators dropped) and cut into overlapping windows of WINDOW characters (a shorter
 * original is one window; one under MIN_LENGTH characters is not guarded: too many innocent bodies would contain
 * it). Each window is hashed with a per-page random salt. An outgoing body is decoded the ways a page commonly
 * encodes text (JSON string escapes, URL/form encoding, HTML character references), normalised the same way, and
 * every window of it is hashed and looked up.
 *
 * The hash is a fast 64-bit keyed mix, not a cryptographic MAC: the salt is in the page's main world, so a page that
 * wanted to could test guesses against the hashes (a card or phone number is a small space). It keeps the originals
 * out of the main world's memory, nothing more; see THREAT_MODEL.md.
 */

export const WINDOW = 12;
export const MIN_LENGTH = 6;

export type Salt = readonly [number, number, number, number];

export function normalise(s: string): string {
  return s.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A 64-bit keyed hash of `s` (two 32-bit lanes), as 16 hex digits. */
export function keyedHash(salt: Salt, s: string): string {
  let a = 0x9e3779b9 ^ salt[0];
  let b = 0x85ebca6b ^ salt[1];
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x9e3779b1);
    b = Math.imul(b ^ c, 0x5bd1e995);
    a ^= a >>> 15;
    b ^= b >>> 13;
  }
  a = Math.imul(a ^ (a >>> 16), 0x85ebca6b) ^ Math.imul(b ^ (b >>> 13), 0xc2b2ae35) ^ salt[2];
  b = Math.imul(b ^ (b >>> 16), 0x85ebca6b) ^ Math.imul(a ^ (a >>> 13), 0xc2b2ae35) ^ salt[3];
  a ^= a >>> 16;
  b ^= b >>> 16;
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** The normalised windows of one original ([] when it is too short to guard). */
export function windowsOf(original: string): string[] {
  const n = normalise(original);
  if (n.length < MIN_LENGTH) return [];
  if (n.length <= WINDOW) return [n];
  const out: string[] = [];
  for (let i = 0; i + WINDOW <= n.length; i++) out.push(n.slice(i, i + WINDOW));
  return out;
}

/** What the main world receives: window lengths to scan and hash → index of the original it came from. */
export interface GuardTable {
  salt: Salt;
  lengths: number[];
  hashes: [string, number][];
}

export function guardTable(salt: Salt, originals: readonly string[]): GuardTable {
  const lengths = new Set<number>();
  const hashes: [string, number][] = [];
  originals.forEach((o, i) => {
    for (const w of windowsOf(o)) {
      lengths.add(w.length);
      hashes.push([keyedHash(salt, w), i]);
    }
  });
  return { salt, lengths: [...lengths].sort((x, y) => x - y), hashes };
}

function jsonUnescape(s: string): string {
  return s.replace(/\\(u[0-9a-fA-F]{4}|["\\/bfnrt])/g, (_m, e: string) => {
    if (e.length === 5) return String.fromCharCode(parseInt(e.slice(1), 16));
    return ({ b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' } as Record<string, string>)[e] ?? e;
  });
}

function urlDecode(s: string): string {
  // Runs of %XX are decoded together (a multi-byte UTF-8 character); an invalid run stays as it was.
  return s.replace(/\+/g, ' ').replace(/(?:%[0-9a-fA-F]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function htmlDecode(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (m, e: string) => {
    if (e.startsWith('#x')) return String.fromCodePoint(parseInt(e.slice(2), 16) % 0x110000);
    if (e.startsWith('#')) return String.fromCodePoint(parseInt(e.slice(1), 10) % 0x110000);
    return ENTITIES[e] ?? m;
  });
}

/** The body as sent and as the common text encodings would decode it (each normalised, duplicates dropped). */
export function decodings(body: string): string[] {
  const url = urlDecode(body);
  const forms = [body, jsonUnescape(body), url, jsonUnescape(url), htmlDecode(body), jsonUnescape(htmlDecode(body))];
  return [...new Set(forms.map(normalise))];
}

/** Index of an original one of whose windows `body` carries (in any decoding), or null. */
export function findOriginal(table: GuardTable, lookup: ReadonlyMap<string, number>, body: string): number | null {
  if (lookup.size === 0 || body.length === 0) return null;
  for (const text of decodings(body)) {
    for (const len of table.lengths) {
      for (let i = 0; i + len <= text.length; i++) {
        const hit = lookup.get(keyedHash(table.salt, text.slice(i, i + len)));
        if (hit !== undefined) return hit;
      }
    }
  }
  return null;
}

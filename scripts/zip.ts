/**
 * Reproducible ZIP archives on fflate: the same files give the same bytes. Entries are sorted by path (UTF-8 byte
 * order), every entry has one fixed timestamp, no extra fields, no directory entries, Unix permissions only (0644, or
 * 0755 for executables), and DEFLATE at level 9 — or STORE when deflating does not shrink the file. fflate is plain
 * JavaScript, so the bytes do not depend on the zlib a Node.js release bundles. fflate writes no ZIP64: more than
 * 65 535 entries or 4 GiB is refused here rather than written wrongly.
 */
import { deflateSync, zipSync, type ZipOptions, type Zippable } from 'fflate';

export interface ZipEntry {
  /** Forward-slash path inside the archive, no leading slash, no `..`. */
  path: string;
  data: Uint8Array;
  executable?: boolean;
}

/** 1980-01-01 00:00:00 UTC, the earliest MS-DOS timestamp: a date that cannot be mistaken for a real build time. */
export const DOS_EPOCH = Date.UTC(1980, 0, 1);

/** Upper byte of "version made by": 3 = Unix, so the external attributes carry a Unix mode. */
const OS_UNIX = 3;
const UINT32_MAX = 0xffffffff;

function checkPath(path: string): void {
  if (path === '' || path.startsWith('/') || path.includes('\\') || path.split('/').some((p) => p === '' || p === '.' || p === '..')) {
    throw new Error(`zip: invalid entry path "${path}"`);
  }
}

function compareBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/**
 * fflate writes an entry's date from a Date's local-time fields; a Date built from the UTC fields of `ms` makes the
 * archive independent of the machine's time zone.
 */
function localDateWithUtcFields(ms: number): Date {
  const d = new Date(ms);
  if (d.getUTCFullYear() < 1980 || d.getUTCFullYear() > 2099) throw new Error('zip: timestamp outside the range 1980–2099');
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
}

/**
 * Builds the archive in memory. `mtime` (ms since the Unix epoch, UTC) stamps every entry; it defaults to the DOS epoch.
 */
export function createZip(entries: readonly ZipEntry[], mtime = DOS_EPOCH): Buffer {
  const sorted = [...entries].sort((a, b) => compareBytes(a.path, b.path));
  for (let i = 0; i < sorted.length; i++) {
    checkPath(sorted[i]!.path);
    if (i > 0 && sorted[i]!.path === sorted[i - 1]!.path) throw new Error(`zip: duplicate entry "${sorted[i]!.path}"`);
  }
  if (sorted.length > 0xffff) throw new Error('zip: more than 65535 entries needs ZIP64, which fflate does not write');
  const date = localDateWithUtcFields(mtime);
  let total = 0;
  const files: Zippable = {};
  for (const entry of sorted) {
    total += entry.data.byteLength;
    if (total > UINT32_MAX) throw new Error('zip: archive over 4 GiB needs ZIP64');
    // STORE when DEFLATE does not help (already-compressed or tiny files), as `unzip -v` would show for a store upload.
    const shrinks = entry.data.byteLength > 0 && deflateSync(entry.data, { level: 9 }).byteLength < entry.data.byteLength;
    const options: ZipOptions = {
      level: shrinks ? 9 : 0,
      mtime: date,
      os: OS_UNIX,
      attrs: ((entry.executable ? 0o100755 : 0o100644) << 16) >>> 0,
    };
    files[entry.path] = [entry.data, options];
  }
  // zipSync writes entries in the object's key order; integer-like keys would be moved to the front by JavaScript.
  const order = Object.keys(files);
  if (order.some((p, i) => p !== sorted[i]!.path)) throw new Error('zip: entry order would not be the sorted order (a purely numeric top-level name?)');
  const out = zipSync(files);
  return Buffer.from(out.buffer, out.byteOffset, out.byteLength);
}

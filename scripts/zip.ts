/**
 * A deterministic ZIP writer (PKWARE APPNOTE 6.3.x, the subset stores accept): the same files give the same bytes.
 * Entries are sorted by path (UTF-8 byte order), every entry has one fixed timestamp, no extra fields, no directory
 * entries, Unix permissions only (0644, or 0755 for executables), and DEFLATE at level 9 — or STORE when deflating
 * does not shrink the file. Byte-identical output across machines additionally needs the same zlib (same Node.js major).
 * No ZIP64: more than 65 535 entries or 4 GiB is refused rather than written wrongly.
 */
import { crc32, deflateRawSync } from 'node:zlib';

export interface ZipEntry {
  /** Forward-slash path inside the archive, no leading slash, no `..`. */
  path: string;
  data: Uint8Array;
  executable?: boolean;
}

/** 1980-01-01 00:00:00, the earliest MS-DOS timestamp: a date that cannot be mistaken for a real build time. */
export const DOS_EPOCH = Date.UTC(1980, 0, 1);

const UINT32_MAX = 0xffffffff;
const METHOD_STORE = 0;
const METHOD_DEFLATE = 8;
/** General purpose flag bit 11: file names are UTF-8. */
const FLAG_UTF8 = 0x0800;
const VERSION_NEEDED = 20;
/** Upper byte 3 = Unix, so the external attributes carry a Unix mode; lower byte = spec version 2.0. */
const VERSION_MADE_BY = (3 << 8) | 20;

function dosDateTime(ms: number): { date: number; time: number } {
  const d = new Date(ms);
  if (d.getUTCFullYear() < 1980 || d.getUTCFullYear() > 2107) throw new Error('zip: timestamp outside the MS-DOS range 1980–2107');
  return {
    date: ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
  };
}

function checkPath(path: string): void {
  if (path === '' || path.startsWith('/') || path.includes('\\') || path.split('/').some((p) => p === '' || p === '.' || p === '..')) {
    throw new Error(`zip: invalid entry path "${path}"`);
  }
}

function compareBytes(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
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
  if (sorted.length > 0xffff) throw new Error('zip: more than 65535 entries needs ZIP64, which this writer does not produce');
  const { date, time } = dosDateTime(mtime);

  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of sorted) {
    const name = Buffer.from(entry.path, 'utf8');
    const raw = Buffer.from(entry.data.buffer, entry.data.byteOffset, entry.data.byteLength);
    const deflated = deflateRawSync(raw, { level: 9 });
    const stored = deflated.length >= raw.length;
    const body = stored ? raw : deflated;
    const crc = crc32(raw);
    if (raw.length > UINT32_MAX || offset > UINT32_MAX) throw new Error('zip: archive over 4 GiB needs ZIP64');

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION_NEEDED, 4);
    local.writeUInt16LE(FLAG_UTF8, 6);
    local.writeUInt16LE(stored ? METHOD_STORE : METHOD_DEFLATE, 8);
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(VERSION_MADE_BY, 4);
    central.writeUInt16LE(VERSION_NEEDED, 6);
    central.writeUInt16LE(FLAG_UTF8, 8);
    central.writeUInt16LE(stored ? METHOD_STORE : METHOD_DEFLATE, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    // extra length, comment length, disk number start, internal attributes: all 0 (bytes 30–37)
    central.writeUInt32LE(((entry.executable ? 0o100755 : 0o100644) << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);

    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const centralDir = Buffer.concat(centrals);
  if (offset > UINT32_MAX) throw new Error('zip: archive over 4 GiB needs ZIP64');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(sorted.length, 8);
  end.writeUInt16LE(sorted.length, 10);
  end.writeUInt32LE(centralDir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralDir, end]);
}

import { crc32, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createZip, type ZipEntry } from './zip.ts';

interface ReadEntry {
  path: string;
  data: Buffer;
  mode: number;
  method: number;
  date: number;
  time: number;
}

/** An independent reader: walks the central directory from the end record and checks each local header against it. */
function readZip(zip: Buffer): ReadEntry[] {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let p = zip.readUInt32LE(end + 16);
  expect(p + zip.readUInt32LE(end + 12)).toBe(end);
  const out: ReadEntry[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(p)).toBe(0x02014b50);
    const method = zip.readUInt16LE(p + 10);
    const crc = zip.readUInt32LE(p + 16);
    const compressed = zip.readUInt32LE(p + 20);
    const size = zip.readUInt32LE(p + 24);
    const nameLen = zip.readUInt16LE(p + 28);
    const extraLen = zip.readUInt16LE(p + 30);
    const commentLen = zip.readUInt16LE(p + 32);
    const mode = zip.readUInt32LE(p + 38) >>> 16;
    const local = zip.readUInt32LE(p + 42);
    const path = zip.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    expect(zip.readUInt32LE(local + 14)).toBe(crc);
    const localNameLen = zip.readUInt16LE(local + 26);
    const start = local + 30 + localNameLen + zip.readUInt16LE(local + 28);
    const body = zip.subarray(start, start + compressed);
    const data = method === 8 ? inflateRawSync(body) : Buffer.from(body);
    expect(data.length).toBe(size);
    expect(crc32(data)).toBe(crc);
    out.push({ path, data, mode, method, date: zip.readUInt16LE(p + 14), time: zip.readUInt16LE(p + 12) });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

const text = (s: string): Uint8Array => new TextEncoder().encode(s);

const ENTRIES: ZipEntry[] = [
  { path: 'manifest.json', data: text('{"manifest_version":3}\n'.repeat(20)) },
  { path: 'assets/b.js', data: text('export const b = 1;\n'.repeat(50)) },
  { path: 'assets/a.js', data: text('') },
  { path: 'bin/cli.mjs', data: text('#!/usr/bin/env node\n'), executable: true },
  { path: 'models/é.bin', data: new Uint8Array([0, 255, 7, 1, 9]) },
];

describe('createZip', () => {
  it('is deterministic: the same files in any order give the same bytes', () => {
    const a = createZip(ENTRIES);
    const b = createZip([...ENTRIES].reverse());
    expect(Buffer.compare(a, b)).toBe(0);
  });

  it('round-trips every file, sorted by path, with the fixed DOS-epoch timestamp and Unix modes', () => {
    const entries = readZip(createZip(ENTRIES));
    expect(entries.map((e) => e.path)).toEqual(['assets/a.js', 'assets/b.js', 'bin/cli.mjs', 'manifest.json', 'models/é.bin']);
    for (const e of entries) {
      const original = ENTRIES.find((x) => x.path === e.path)!;
      expect(Buffer.compare(e.data, Buffer.from(original.data))).toBe(0);
      expect(e.date).toBe((0 << 9) | (1 << 5) | 1); // 1980-01-01
      expect(e.time).toBe(0);
      expect(e.mode).toBe(original.executable ? 0o100755 : 0o100644);
    }
    // Compressible text is deflated; tiny or incompressible data is stored.
    expect(entries.find((e) => e.path === 'assets/b.js')?.method).toBe(8);
    expect(entries.find((e) => e.path === 'models/é.bin')?.method).toBe(0);
  });

  it('refuses paths that could escape the archive root, and duplicates', () => {
    for (const path of ['/abs', '../up', 'a/../b', 'a//b', 'win\\path', '']) {
      expect(() => createZip([{ path, data: text('x') }])).toThrow(/invalid entry path/);
    }
    expect(() => createZip([{ path: 'x', data: text('1') }, { path: 'x', data: text('2') }])).toThrow(/duplicate/);
  });

  it('stamps the same bytes whatever the machine time zone (fflate writes local-time fields)', () => {
    const saved = process.env.TZ;
    const stamp = Date.UTC(2024, 5, 30, 23, 59, 58);
    try {
      process.env.TZ = 'UTC';
      const utc = createZip(ENTRIES, stamp);
      process.env.TZ = 'Pacific/Kiritimati'; // UTC+14: the local date is a day later
      const east = createZip(ENTRIES, stamp);
      expect(Buffer.compare(utc, east)).toBe(0);
      const e = readZip(utc)[0]!;
      expect(e.date).toBe(((2024 - 1980) << 9) | (6 << 5) | 30);
      expect(e.time).toBe((23 << 11) | (59 << 5) | 29);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });

  it('refuses names JavaScript would reorder as object keys rather than write them out of order', () => {
    expect(() => createZip([{ path: 'b', data: text('1') }, { path: '10', data: text('2') }, { path: '9', data: text('3') }])).toThrow(/sorted order/);
    expect(readZip(createZip([{ path: 'b', data: text('1') }, { path: 'x/10', data: text('2') }])).map((e) => e.path)).toEqual(['b', 'x/10']);
  });

  it('produces an empty but valid archive for no files', () => {
    expect(readZip(createZip([]))).toEqual([]);
  });
});

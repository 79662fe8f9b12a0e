/**
 * Draws the PromptVeil icon (a violet shield with a light veil band) at every size the stores ask for, as PNG,
 * with no image library: pixels are computed analytically and encoded with zlib. Run: npx tsx scripts/make-icons.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** Coverage of the shield at (x, y) in unit coordinates, supersampled 4×4 for anti-aliasing. */
function shieldPixel(px: number, py: number, size: number): [number, number, number, number] {
  let inside = 0;
  let band = 0;
  for (let sy = 0; sy < 4; sy++) {
    for (let sx = 0; sx < 4; sx++) {
      const x = (px + (sx + 0.5) / 4) / size - 0.5;
      const y = (py + (sy + 0.5) / 4) / size;
      const halfWidth = y < 0.55 ? 0.4 : 0.4 * Math.sqrt(Math.max(0, 1 - ((y - 0.55) / 0.4) ** 2));
      if (y > 0.06 && y < 0.95 && Math.abs(x) < halfWidth) {
        inside++;
        if (y > 0.38 && y < 0.56) band++;
      }
    }
  }
  const a = inside / 16;
  const t = inside ? band / inside : 0;
  const r = Math.round(75 + t * (236 - 75));
  const g = Math.round(43 + t * (230 - 43));
  const b = Math.round(179 + t * (255 - 179));
  return [r, g, b, Math.round(a * 255)];
}

function png(size: number): Buffer {
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = shieldPixel(x, y, size);
      raw.set([r, g, b, a], y * (size * 4 + 1) + 1 + x * 4);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = resolve(import.meta.dirname, '../public/icons');
mkdirSync(dir, { recursive: true });
for (const size of [16, 32, 48, 96, 128]) writeFileSync(resolve(dir, `icon-${size}.png`), png(size));
console.log(`icons written to ${dir}`);

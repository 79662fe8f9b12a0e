/** Small pure helpers for model files: base64 ↔ typed arrays (little-endian), FNV-1a fingerprints. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const LOOKUP = new Int16Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) LOOKUP[ALPHABET.charCodeAt(i)] = i;

export function base64ToBytes(b64: string): Uint8Array {
  const clean = b64.replace(/=+$/, '');
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < clean.length; i += 4) {
    let n = 0;
    let chars = 0;
    for (let j = 0; j < 4; j++) {
      const c = i + j < clean.length ? clean.charCodeAt(i + j) : -1;
      const v = c >= 0 && c < 128 ? LOOKUP[c]! : -1;
      if (c >= 0 && v < 0) throw new Error('invalid base64');
      n = (n << 6) | (v < 0 ? 0 : v);
      if (v >= 0) chars++;
    }
    if (chars >= 2) out[o++] = (n >>> 16) & 0xff;
    if (chars >= 3) out[o++] = (n >>> 8) & 0xff;
    if (chars >= 4) out[o++] = n & 0xff;
  }
  return out.subarray(0, o);
}

export function bytesToBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    s += ALPHABET[(n >>> 18) & 63]! + ALPHABET[(n >>> 12) & 63]!;
    s += i + 1 < bytes.length ? ALPHABET[(n >>> 6) & 63]! : '=';
    s += i + 2 < bytes.length ? ALPHABET[n & 63]! : '=';
  }
  return s;
}

export function decodeFloat32(b64: string, expectedLength?: number): Float32Array {
  const bytes = base64ToBytes(b64);
  if (bytes.length % 4 !== 0) throw new Error('float32 payload length is not a multiple of 4');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(bytes.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(4 * i, true);
  if (expectedLength !== undefined && out.length !== expectedLength) {
    throw new Error(`float32 payload has ${out.length} values, expected ${expectedLength}`);
  }
  return out;
}

export function encodeFloat32(values: ArrayLike<number>): string {
  const bytes = new Uint8Array(values.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < values.length; i++) view.setFloat32(4 * i, values[i]!, true);
  return bytesToBase64(bytes);
}

export function decodeInt8(b64: string): Int8Array {
  const bytes = base64ToBytes(b64);
  return new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

export function encodeInt8(values: Int8Array): string {
  return bytesToBase64(new Uint8Array(values.buffer, values.byteOffset, values.byteLength));
}

/** FNV-1a (32-bit) over the length-prefixed phrases: detects a policy trained on another bank. */
export function fingerprint(phrases: readonly string[]): string {
  let h = 0x811c9dc5;
  for (const p of phrases) {
    const s = `${p.length}:${p}|`;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
  }
  return h.toString(16).padStart(8, '0');
}

/**
 * A minimal protocol-buffers *writer*: just the wire types ONNX needs (varint, 64-bit-safe varint,
 * length-delimited, fixed32). Hand-written to avoid a dependency for ~100 lines of encoding.
 * Wire format reference: https://protobuf.dev/programming-guides/encoding/
 */

const WIRE_VARINT = 0;
const WIRE_LEN = 2;
const WIRE_FIXED32 = 5;

export class ProtoWriter {
  private buf: Uint8Array;
  private len = 0;

  constructor(initialCapacity = 256) {
    this.buf = new Uint8Array(initialCapacity);
  }

  private ensure(extra: number): void {
    if (this.len + extra <= this.buf.length) return;
    let cap = this.buf.length * 2;
    while (cap < this.len + extra) cap *= 2;
    const next = new Uint8Array(cap);
    next.set(this.buf.subarray(0, this.len));
    this.buf = next;
  }

  private byte(b: number): void {
    this.ensure(1);
    this.buf[this.len++] = b;
  }

  /** Unsigned or negative int64 as a varint (negative values take 10 bytes, two's complement). */
  private rawVarint(value: bigint | number): void {
    let v = BigInt.asUintN(64, BigInt(value));
    while (v >= 0x80n) {
      this.byte(Number(v & 0x7fn) | 0x80);
      v >>= 7n;
    }
    this.byte(Number(v));
  }

  private tag(field: number, wire: number): void {
    this.rawVarint((field << 3) | wire);
  }

  /** int32/int64/enum/bool field. */
  varint(field: number, value: bigint | number | boolean): this {
    this.tag(field, WIRE_VARINT);
    this.rawVarint(typeof value === 'boolean' ? (value ? 1 : 0) : value);
    return this;
  }

  float(field: number, value: number): this {
    this.tag(field, WIRE_FIXED32);
    this.ensure(4);
    new DataView(this.buf.buffer, this.buf.byteOffset + this.len, 4).setFloat32(0, value, true);
    this.len += 4;
    return this;
  }

  bytes(field: number, data: Uint8Array): this {
    this.tag(field, WIRE_LEN);
    this.rawVarint(data.length);
    this.ensure(data.length);
    this.buf.set(data, this.len);
    this.len += data.length;
    return this;
  }

  string(field: number, value: string): this {
    return this.bytes(field, new TextEncoder().encode(value));
  }

  /** Embedded message: encode it with its own writer, then copy as length-delimited bytes. */
  message(field: number, build: (w: ProtoWriter) => void): this {
    const sub = new ProtoWriter();
    build(sub);
    return this.bytes(field, sub.finish());
  }

  finish(): Uint8Array {
    return this.buf.slice(0, this.len);
  }
}

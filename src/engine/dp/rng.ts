/**
 * Randomness for the DP mechanisms.
 *
 * - `CryptoRandom` (the default, and the only source used without an explicit seed): the platform
 *   CSPRNG, `globalThis.crypto.getRandomValues`, present in browsers, workers and Node ≥ 20.
 * - `SeededRandom`: a deterministic stream for evaluation and tests only. It is ChaCha20 (RFC 8439,
 *   20 rounds; @noble/ciphers) keyed with SHA-256("promptveil/dp/seed/v1" ‖ 0x00 ‖ seed bytes; @noble/hashes),
 *   nonce 0, counter from 0. ChaCha20 is a cryptographic PRF, so the stream is indistinguishable
 *   from uniform to anyone who does not know the seed — but anyone who knows the seed can replay
 *   every draw, so DP holds only against an observer who does not know the seed.
 *
 * Both expose 53-bit uniform doubles in [0, 1) and unbiased integers in [0, n). There is no
 * Math.random anywhere in the engine (ESLint bans it).
 */
import { checkInteger, checkSeed, DpParameterError } from './checks.ts';
import { chacha20 } from '@noble/ciphers/chacha.js';
import { sha256 } from '@noble/hashes/sha2.js';

export interface RandomSource {
  /** 'crypto' for the platform CSPRNG, 'seeded' for the deterministic ChaCha20 stream. */
  readonly kind: 'crypto' | 'seeded';
  /** A uniform 32-bit unsigned integer. */
  nextUint32(): number;
  /** A uniform double in [0, 1) with 53 random bits: k / 2^53, k uniform in [0, 2^53). */
  nextDouble(): number;
  /** A uniform integer in [0, n) for a safe integer 1 ≤ n ≤ 2^53, without modulo bias (rejection sampling). */
  nextInt(n: number): number;
}

const TWO_POW_32 = 2 ** 32;
const TWO_POW_53 = 2 ** 53;

/** Shared 53-bit double and unbiased-integer logic over any uniform 32-bit source. */
abstract class Uint32Source implements RandomSource {
  abstract readonly kind: 'crypto' | 'seeded';
  abstract nextUint32(): number;

  nextDouble(): number {
    // 27 high bits and 26 low bits make a uniform 53-bit integer k; k / 2^53 is exact in a double.
    const hi = this.nextUint32() >>> 5;
    const lo = this.nextUint32() >>> 6;
    return (hi * 67_108_864 + lo) / TWO_POW_53;
  }

  nextInt(n: number): number {
    checkInteger(n, 'n', 1, TWO_POW_53);
    if (n === 1) return 0;
    if (n <= TWO_POW_32) {
      // Accept u < floor(2^32 / n)·n so every residue class has the same number of preimages.
      const limit = TWO_POW_32 - (TWO_POW_32 % n);
      for (;;) {
        const u = this.nextUint32();
        if (u < limit) return u % n;
      }
    }
    const limit = TWO_POW_53 - (TWO_POW_53 % n);
    for (;;) {
      const u = this.nextDouble() * TWO_POW_53; // a uniform integer in [0, 2^53), exactly representable
      if (u < limit) return u % n;
    }
  }
}

/** Platform CSPRNG with a small buffer (getRandomValues accepts at most 65 536 bytes per call). */
export class CryptoRandom extends Uint32Source {
  readonly kind = 'crypto' as const;
  readonly #buffer = new Uint32Array(256);
  #index = 256;

  constructor() {
    super();
    const c = (globalThis as { crypto?: { getRandomValues?: unknown } }).crypto;
    if (c === undefined || typeof c.getRandomValues !== 'function') {
      throw new Error('No CSPRNG: globalThis.crypto.getRandomValues is unavailable; refusing to run a DP mechanism');
    }
  }

  nextUint32(): number {
    if (this.#index >= this.#buffer.length) {
      globalThis.crypto.getRandomValues(this.#buffer);
      this.#index = 0;
    }
    const v = this.#buffer[this.#index]!;
    // Do not keep used randomness around in memory longer than needed.
    this.#buffer[this.#index] = 0;
    this.#index++;
    return v;
  }
}

// ---------------------------------------------------------------------------------------------
// ChaCha20 (RFC 8439: 32-byte key, 32-bit block counter, 96-bit nonce) and SHA-256 come from the audited
// @noble/ciphers and @noble/hashes; this file only lays out the seeded stream on top of them.

const ZERO_NONCE = new Uint8Array(12);
/** Blocks generated per call (4 × 64 bytes). */
const BATCH_BLOCKS = 4;
/** noble refuses the block counter 2^32 − 1 (it never wraps a counter silently): the stream ends before it. */
const LAST_COUNTER = 2 ** 32 - 1;

/**
 * One 64-byte ChaCha20 block as 16 little-endian words: the keystream of `counter` under `key` and `nonce`.
 * Exported for the RFC 8439 test vector in rng.test.ts.
 */
export function chacha20Block(key: Uint32Array, counter: number, nonce: Uint32Array, out: Uint32Array): void {
  const stream = chacha20(wordsToBytes(key), wordsToBytes(nonce), new Uint8Array(64), undefined, counter);
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  for (let i = 0; i < 16; i++) out[i] = view.getUint32(4 * i, true);
}

function wordsToBytes(words: Uint32Array): Uint8Array {
  const bytes = new Uint8Array(words.length * 4);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < words.length; i++) view.setUint32(4 * i, words[i]!, true);
  return bytes;
}

const SEED_DOMAIN = 'promptveil/dp/seed/v1';

function seedBytes(seed: number | string | Uint8Array): Uint8Array {
  if (seed instanceof Uint8Array) return seed;
  // Numbers and strings are told apart by a type tag so seed 1 and seed "1" give different streams.
  const text = typeof seed === 'number' ? `n:${seed}` : `s:${seed}`;
  return new TextEncoder().encode(text);
}

/** The 32 key bytes derived from a seed: SHA-256(domain ‖ 0x00 ‖ seed). */
function seedKeyBytes(seed: number | string | Uint8Array): Uint8Array {
  const domain = new TextEncoder().encode(SEED_DOMAIN);
  const body = seedBytes(checkSeed(seed));
  const msg = new Uint8Array(domain.length + 1 + body.length);
  msg.set(domain, 0);
  msg.set(body, domain.length + 1);
  return sha256(msg);
}

/** ChaCha20 key (8 little-endian words) derived from a seed: SHA-256(domain ‖ 0x00 ‖ seed). */
export function deriveSeedKey(seed: number | string | Uint8Array): Uint32Array {
  const digest = seedKeyBytes(seed);
  const view = new DataView(digest.buffer, digest.byteOffset, digest.byteLength);
  const key = new Uint32Array(8);
  for (let i = 0; i < 8; i++) key[i] = view.getUint32(4 * i, true);
  return key;
}

/**
 * Deterministic ChaCha20 stream. Only ever constructed from an explicit seed (`--seed`, tests).
 * The stream is the keystream under nonce 0 from block 0 on, read as little-endian 32-bit words; it ends after
 * 2^32 − 4 blocks (~256 GiB, far beyond what one message draws) rather than reuse a block. (The hand-written
 * version it replaces went on by advancing the nonce; the bytes before that point are identical.)
 */
export class SeededRandom extends Uint32Source {
  readonly kind = 'seeded' as const;
  readonly #key: Uint8Array;
  #counter = 0;
  readonly #zeros = new Uint8Array(64 * BATCH_BLOCKS);
  readonly #bytes = new Uint8Array(64 * BATCH_BLOCKS);
  readonly #words = new DataView(this.#bytes.buffer);
  #index = 16 * BATCH_BLOCKS;

  constructor(seed: number | string | Uint8Array) {
    super();
    this.#key = seedKeyBytes(seed);
  }

  nextUint32(): number {
    if (this.#index >= 16 * BATCH_BLOCKS) {
      if (this.#counter + BATCH_BLOCKS > LAST_COUNTER) throw new DpParameterError('seed', 'seeded stream exhausted');
      chacha20(this.#key, ZERO_NONCE, this.#zeros, this.#bytes, this.#counter);
      this.#counter += BATCH_BLOCKS;
      this.#index = 0;
    }
    return this.#words.getUint32(4 * this.#index++, true);
  }

  /**
   * An independent child stream (e.g. one per input line) derived from this stream's key and a label,
   * so the output for one message does not depend on how many draws earlier messages used.
   */
  fork(label: string | number): SeededRandom {
    const labelBytes = new TextEncoder().encode(`fork:${typeof label}:${label}`);
    const seed = new Uint8Array(this.#key.length + labelBytes.length);
    seed.set(this.#key, 0);
    seed.set(labelBytes, this.#key.length);
    return new SeededRandom(seed);
  }
}

/**
 * The one way the engine obtains randomness: the CSPRNG unless a seed is given explicitly.
 * `undefined` and `null` both mean "no seed" (production).
 */
export function createRandom(seed?: number | string | Uint8Array | null): RandomSource {
  if (seed === undefined || seed === null) return new CryptoRandom();
  return new SeededRandom(seed);
}

/**
 * One draw by inverse CDF on a 53-bit uniform: the first i with U·Z < Σ_{j≤i} w_j, for non-negative weights w with
 * Z = Σ w > 0. The running sums define the intervals, so each outcome's realised probability is w_i/Z up to ~2^−52
 * absolute (the exponential mechanisms' notes bound the resulting ε slack).
 */
export function sampleByWeights(weights: ArrayLike<number>, rng: RandomSource): number {
  const n = weights.length;
  const cumulative = new Float64Array(n);
  let z = 0;
  for (let i = 0; i < n; i++) {
    z += weights[i]!;
    cumulative[i] = z;
  }
  const target = rng.nextDouble() * z;
  // Binary search for the first cumulative sum strictly above the target.
  let lo = 0;
  let hi = n - 1;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (cumulative[mid]! > target) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/**
 * The rewriter policies over a phrase list (docs/rewriter.md).
 *
 *   score  s_w(x) = ⟨q(x), e_w⟩ + b_w        e_w = unit embedding of phrase w (same encoder as the span)
 *   πref   q = z                             z = h(s), the span embedding; b = 0
 *   πθ     q = normalise(z + W2·tanh(W1·[z; c] + b1)),   c = embedding of the span's sentence context
 *
 * πθ is initialised to πref (W2 = 0, b = 0), as DAMPER initialises the policy from the reference model,
 * and trained with DPO (scripts/rewriter/train-dpo.ts). The policy's own distribution, used for DPO and
 * for the reward comparison, is softmax(s/T) at the training temperature T stored in the file; the
 * exponential mechanism instead sees s rescaled into [R1, R2] (utilities.ts) and its own τ.
 */
import { decodeFloat32 } from './codec.ts';

export interface PolicyFile {
  version: 1;
  kind: 'dpo';
  /** Which embedding space z, c and e_w live in (must match the runtime encoder). */
  encoder: string;
  dim: number;
  hidden: number;
  /** base64 float32 LE: w1 [hidden][2·dim], b1 [hidden], w2 [dim][hidden]. */
  w1: string;
  b1: string;
  w2: string;
  /** Per-category phrase biases b_w (base64 float32 [|list|]) and the list fingerprint they belong to. */
  biases: Record<string, { fingerprint: string; values: string }>;
  /** Policy temperature T of softmax(s/T) used in training (DPO) and in the reward comparison. */
  temperature: number;
  training: Record<string, unknown>;
}

export interface Policy {
  readonly kind: 'reference' | 'dpo';
  readonly temperature: number;
  /** The query vector q(x) (unit length). `context` may be null (then a zero context). */
  query(z: Float32Array, context: Float32Array | null): Float32Array;
  /** b_w for a category's list with the given fingerprint; null when there is none (zeros). */
  biases(category: string, fingerprint: string): Float32Array | null;
}

export const REFERENCE_TEMPERATURE = 0.25;

function normalise(v: Float32Array): Float32Array {
  let s = 0;
  for (const x of v) s += x * x;
  const n = Math.sqrt(s);
  if (n > 0) for (let i = 0; i < v.length; i++) v[i] = v[i]! / n;
  return v;
}

export function referencePolicy(temperature = REFERENCE_TEMPERATURE): Policy {
  return {
    kind: 'reference',
    temperature,
    query: (z) => normalise(Float32Array.from(z)),
    biases: () => null,
  };
}

/** Dense weights of πθ's head, shared by the runtime and the trainer. */
export interface HeadWeights {
  dim: number;
  hidden: number;
  w1: Float32Array;
  b1: Float32Array;
  w2: Float32Array;
}

/** Forward pass; returns q, the unnormalised q, the hidden activations and the input x = [z; c]. */
export function headForward(
  w: HeadWeights,
  z: Float32Array,
  context: Float32Array | null,
): { q: Float32Array; raw: Float32Array; hidden: Float32Array; input: Float32Array } {
  const { dim, hidden } = w;
  const input = new Float32Array(2 * dim);
  input.set(z.subarray(0, dim));
  if (context !== null) input.set(context.subarray(0, dim), dim);
  const h = new Float32Array(hidden);
  for (let j = 0; j < hidden; j++) {
    let a = w.b1[j]!;
    const row = j * 2 * dim;
    for (let i = 0; i < 2 * dim; i++) a += w.w1[row + i]! * input[i]!;
    h[j] = Math.tanh(a);
  }
  const raw = new Float32Array(dim);
  for (let i = 0; i < dim; i++) {
    let a = z[i]!;
    const row = i * hidden;
    for (let j = 0; j < hidden; j++) a += w.w2[row + j]! * h[j]!;
    raw[i] = a;
  }
  return { q: normalise(Float32Array.from(raw)), raw, hidden: h, input };
}

export function loadPolicy(file: PolicyFile): Policy {
  if (file.version !== 1 || file.kind !== 'dpo') throw new Error('unsupported rewriter policy file');
  const { dim, hidden } = file;
  const weights: HeadWeights = {
    dim,
    hidden,
    w1: decodeFloat32(file.w1, hidden * 2 * dim),
    b1: decodeFloat32(file.b1, hidden),
    w2: decodeFloat32(file.w2, dim * hidden),
  };
  const biases = new Map<string, Float32Array>();
  return {
    kind: 'dpo',
    temperature: file.temperature,
    query: (z, c) => {
      if (z.length !== dim) throw new Error(`policy expects ${dim}-d embeddings (encoder ${file.encoder}), got ${z.length}`);
      return headForward(weights, z, c).q;
    },
    biases: (category, fp) => {
      const entry = file.biases[category];
      if (entry?.fingerprint !== fp) return null;
      let b = biases.get(category);
      if (b === undefined) {
        b = decodeFloat32(entry.values);
        biases.set(category, b);
      }
      return b;
    },
  };
}

/**
 * The message gate (issue 17): does this message tell a private health, legal, money or other-sensitive fact at all?
 * A logistic head over the backbone vectors g(·) of the lines the fact tagger reads (their mean and their
 * coordinate-wise maximum; the encoder returns them from the tagger's own run), trained offline by
 * scripts/train/message-gate.ts on the hand-written training messages. USE-Lite was
 * trained to tell what a sentence is about and what it asks, which is the line between "my son was arrested friday"
 * and "what happens when a minor is arrested, for my crim law class": the span embeddings see a span without its
 * message, and the rules see words.
 *
 * File `models/message-gate.json`: standardisation (mean, 1/std per feature), weights, bias, and the threshold below
 * which the analyzer reads the message as general (chosen on the realistic dev split).
 */

import { float32Field, float32ToBase64 } from '../heads/token-mlp.ts';

export interface MessageGate {
  /** Feature size: twice the backbone's (mean and maximum). */
  dim: number;
  mean: Float32Array;
  /** 1 / std per feature. */
  invStd: Float32Array;
  w: Float32Array;
  b: number;
  /** Below this probability the message is read as general: no domain fact is looked for. */
  threshold: number;
}

export interface MessageGateFile {
  version: 1;
  dim: number;
  mean: string;
  invStd: string;
  w: string;
  b: number;
  threshold: number;
}

const FILE = 'message-gate.json';

export function parseMessageGate(json: unknown): MessageGate {
  const f = json as Partial<MessageGateFile>;
  if (
    !f ||
    f.version !== 1 ||
    typeof f.dim !== 'number' ||
    typeof f.b !== 'number' ||
    typeof f.threshold !== 'number'
  ) {
    throw new Error(`${FILE}: not a version-1 message gate`);
  }
  if (!(f.dim > 0 && f.dim % 2 === 0) || !Number.isFinite(f.b) || !(f.threshold >= 0 && f.threshold <= 1)) {
    throw new Error(`${FILE}: dim, b or threshold out of range`);
  }
  return {
    dim: f.dim,
    mean: float32Field(FILE, 'mean', f.mean, f.dim),
    invStd: float32Field(FILE, 'invStd', f.invStd, f.dim),
    w: float32Field(FILE, 'w', f.w, f.dim),
    b: f.b,
    threshold: f.threshold,
  };
}

export function serializeMessageGate(g: MessageGate): MessageGateFile {
  return {
    version: 1,
    dim: g.dim,
    mean: float32ToBase64(g.mean),
    invStd: float32ToBase64(g.invStd),
    w: float32ToBase64(g.w),
    b: g.b,
    threshold: g.threshold,
  };
}

/** Mean and coordinate-wise maximum of the windows' backbone vectors (`[mean…, max…]`); zeros for no vector. */
export function messageFeatures(vectors: readonly Float32Array[], d: number): Float32Array {
  const out = new Float32Array(2 * d);
  if (!vectors.length) return out;
  out.fill(-Infinity, d);
  for (const v of vectors) {
    if (v.length !== d) throw new Error(`message gate: a window vector has ${v.length} values, expected ${d}`);
    for (let i = 0; i < d; i++) {
      out[i] = (out[i] ?? 0) + (v[i] ?? 0) / vectors.length;
      if ((v[i] ?? 0) > (out[d + i] ?? 0)) out[d + i] = v[i] ?? 0;
    }
  }
  return out;
}

/** P(the message tells a private domain fact) from its features (messageFeatures). */
export function gateProbability(g: MessageGate, features: Float32Array): number {
  if (features.length !== g.dim) throw new Error(`message gate: ${features.length} features, expected ${g.dim}`);
  let z = g.b;
  for (let i = 0; i < g.dim; i++) z += (g.w[i] ?? 0) * ((features[i] ?? 0) - (g.mean[i] ?? 0)) * (g.invStd[i] ?? 0);
  return 1 / (1 + Math.exp(-z));
}

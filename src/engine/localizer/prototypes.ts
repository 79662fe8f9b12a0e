/**
 * Loader for models/prototypes.json (docs/model-formats.md). Takes the parsed JSON, never a path:
 * the engine does no I/O. Vectors are base64 float32 little-endian.
 */
import { DOMAINS } from '../types.ts';
import type { Domain } from '../types.ts';
import type { Prototypes } from './localizer.ts';

export interface PrototypesJson {
  version: 1;
  dim: number;
  domains: Partial<Record<string, string[]>>;
  floor: number;
  /** Optional (absent = floor): span threshold inside a message whose max affinity reached the floor. */
  spanFloor?: number;
  /** Optional per-domain span thresholds (each ≤ floor); a domain absent here uses spanFloor, else the floor. */
  spanFloors?: Partial<Record<string, number>>;
  method: string;
}

function decodeBase64(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export function decodeF32(b64: string): Float32Array {
  const bytes = decodeBase64(b64);
  if (bytes.length % 4 !== 0) throw new Error('float32 vector: byte length not a multiple of 4');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Float32Array(bytes.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getFloat32(4 * i, true);
  return out;
}

export function encodeF32(v: Float32Array): string {
  const bytes = new Uint8Array(v.length * 4);
  const view = new DataView(bytes.buffer);
  v.forEach((x, i) => view.setFloat32(4 * i, x, true));
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin);
}

export function loadPrototypes(json: unknown): Prototypes {
  const j = json as Partial<PrototypesJson> | null;
  if (!j || j.version !== 1 || typeof j.dim !== 'number' || typeof j.domains !== 'object' || j.domains === null) {
    throw new Error('prototypes.json: unsupported format');
  }
  const domains: Partial<Record<Domain, Float32Array[]>> = {};
  for (const [name, vecs] of Object.entries(j.domains)) {
    if (!DOMAINS.includes(name as Domain)) throw new Error(`prototypes.json: unknown domain ${name}`);
    domains[name as Domain] = (vecs ?? []).map((b) => {
      const v = decodeF32(b);
      if (v.length !== j.dim) throw new Error(`prototypes.json: ${name} vector of length ${v.length}, expected ${j.dim}`);
      return v;
    });
  }
  const floor = typeof j.floor === 'number' ? j.floor : 0;
  if (j.spanFloor !== undefined && (typeof j.spanFloor !== 'number' || !Number.isFinite(j.spanFloor) || j.spanFloor > floor)) {
    throw new Error('prototypes.json: spanFloor must be a number ≤ floor');
  }
  let spanFloors: Partial<Record<Domain, number>> | undefined;
  if (j.spanFloors !== undefined) {
    if (typeof j.spanFloors !== 'object' || j.spanFloors === null || Array.isArray(j.spanFloors)) throw new Error('prototypes.json: spanFloors must be an object');
    spanFloors = {};
    for (const [name, v] of Object.entries(j.spanFloors)) {
      if (!DOMAINS.includes(name as Domain)) throw new Error(`prototypes.json: spanFloors: unknown domain ${name}`);
      if (typeof v !== 'number' || !Number.isFinite(v) || v > floor) throw new Error(`prototypes.json: spanFloors.${name} must be a number ≤ floor`);
      spanFloors[name as Domain] = v;
    }
  }
  return {
    dim: j.dim,
    domains,
    floor,
    ...(j.spanFloor !== undefined ? { spanFloor: j.spanFloor } : {}),
    ...(spanFloors !== undefined ? { spanFloors } : {}),
    method: String(j.method ?? 'unknown'),
  };
}

export function serialisePrototypes(p: Prototypes): PrototypesJson {
  const domains: Partial<Record<string, string[]>> = {};
  for (const [name, vecs] of Object.entries(p.domains)) domains[name] = (vecs ?? []).map(encodeF32);
  return {
    version: 1,
    dim: p.dim,
    domains,
    floor: p.floor,
    ...(p.spanFloor !== undefined ? { spanFloor: p.spanFloor } : {}),
    ...(p.spanFloors !== undefined ? { spanFloors: { ...p.spanFloors } } : {}),
    method: p.method,
  };
}

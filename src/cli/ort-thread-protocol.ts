/** Messages between src/cli/ort-thread.ts (the CLI's main thread) and src/cli/ort-thread-worker.ts. */
import { createRequire } from 'node:module';

/** onnxruntime-web's WASM runtime as its Node build loads it (the SIMD build; one thread, so no pthread workers). */
export const ORT_WASM_FILE = createRequire(import.meta.url).resolve('onnxruntime-web/ort-wasm-simd-threaded.wasm');

/** Session options as plain data (what the engine passes to InferenceSession.create). */
export type SessionOptionsData = Record<string, unknown>;

export interface TensorData {
  type: string;
  data: BigInt64Array | Float32Array | Int32Array | Uint8Array;
  dims: number[];
}

export interface OrtThreadData {
  /** A model to create a session for at once (see ort-thread-worker.ts). */
  preload?: { path: string; options: SessionOptionsData };
}

export type OrtRequest =
  | { id: number; op: 'create'; model: Uint8Array; options: SessionOptionsData }
  | { id: number; op: 'run'; session: number; feeds: Record<string, TensorData>; fetches: string[] }
  | { id: number; op: 'release'; session: number };

export type OrtReply =
  | { id: number; ok: false; message: string }
  | { id: number; ok: true; session: number; inputNames: string[]; outputNames: string[] }
  | { id: number; ok: true; outputs: Record<string, TensorData> }
  | { id: number; ok: true };

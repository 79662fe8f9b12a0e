/**
 * The span encoder on onnxruntime-node (onnxruntime's native CPU kernels, the N-API binding that ships prebuilt for
 * linux/darwin/win32 x64 and arm64 in its npm package) behind the slice of the API the engine uses (OrtLike).
 *
 * Why the CLI uses it (measured, docs/encoder.md "CLI cold start"): a cold process on onnxruntime-web spends most
 * of its CPU compiling onnxruntime's 14 MB WASM module and running the int8 constant folding and weight prepacking
 * in WASM; the native library does neither, and the CLI's output stays byte-identical (tests/cli/native-ort.test.ts,
 * and the whole realistic dev split compared in docs/encoder.md). The extension and the training and benchmark
 * scripts keep onnxruntime-web; `promptveil analyze --runtime wasm` runs the CLI on it too.
 *
 * Settings that keep runs deterministic and kind to a shared machine: one intra-op and one inter-op thread,
 * sequential execution. The session options the encoder passes (optimisation level, `disable_quant_qdq`) are kept;
 * its execution-provider list (onnxruntime-web's names) becomes the CPU provider.
 */
import type { OrtLike, OrtSessionLike } from '../engine/encoder/index.ts';

/** The part of onnxruntime-node's module we call (its types come from onnxruntime-common). */
interface NativeModule {
  Tensor: OrtLike['Tensor'];
  InferenceSession: { create(model: Uint8Array, options: Record<string, unknown>): Promise<OrtSessionLike> };
}

/** Thrown when onnxruntime-node cannot be loaded here (no prebuilt binding for this platform, or not installed). */
export class NativeRuntimeUnavailable extends Error {
  /** Why, in one line (the first line of the loader's error). */
  readonly reason: string;
  constructor(cause: unknown) {
    const reason = cause instanceof Error ? (cause.message.split('\n')[0] ?? '') : String(cause);
    super(`onnxruntime-node cannot be loaded here (${reason})`);
    this.name = 'NativeRuntimeUnavailable';
    this.reason = reason;
  }
}

/** onnxruntime-node as an OrtLike; rejects with NativeRuntimeUnavailable when its binding does not load. */
export async function loadNativeOrt(): Promise<OrtLike> {
  let native: NativeModule;
  try {
    // A run-time name: the module (and its 45 MB shared library) is loaded only when the native runtime is used.
    const name = 'onnxruntime-node';
    native = (await import(name)) as NativeModule;
  } catch (err) {
    throw new NativeRuntimeUnavailable(err);
  }
  return {
    Tensor: native.Tensor,
    InferenceSession: {
      create: async (model, options) => {
        const session = await native.InferenceSession.create(model, {
          graphOptimizationLevel: options.graphOptimizationLevel,
          extra: options.extra,
          executionProviders: ['cpu'],
          intraOpNumThreads: 1,
          interOpNumThreads: 1,
          executionMode: 'sequential',
        });
        live.add(session);
        const release = session.release.bind(session);
        session.release = async () => {
          live.delete(session);
          await release();
        };
        return session;
      },
    },
  };
}

/** Sessions created in this thread and not released yet. */
const live = new Set<OrtSessionLike>();

/**
 * Releases every native session of this thread. A thread (or process) that ends with a live onnxruntime-node session
 * may abort in the binding's finalizer ("terminate called after throwing an instance of 'Napi::Error'", exit 134):
 * a worker calls this before it lets its thread end.
 */
export async function releaseNativeSessions(): Promise<void> {
  const sessions = [...live];
  live.clear();
  await Promise.all(sessions.map((s) => s.release()));
}

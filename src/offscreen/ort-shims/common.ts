/**
 * Stands in for `onnxruntime-common` in the extension build (vite.config.ts). transformers.js builds its input
 * tensors from that package's Tensor; onnxruntime-web checks feeds with `instanceof` its own Tensor class, so the
 * class must be the one of the runtime the engine worker registered under Symbol.for('onnxruntime') before importing
 * transformers.js (src/offscreen/local-lm.ts).
 */
const registered = (globalThis as Record<symbol, { Tensor?: unknown } | undefined>)[Symbol.for('onnxruntime')];
if (!registered?.Tensor) throw new Error('onnxruntime must be registered (Symbol.for("onnxruntime")) before transformers.js is imported');

export const Tensor = registered.Tensor;

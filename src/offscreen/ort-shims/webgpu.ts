/**
 * Stands in for `onnxruntime-web/webgpu` in the extension build (vite.config.ts): transformers.js imports that
 * build, but runs on the onnxruntime the engine worker registered under Symbol.for('onnxruntime') before importing
 * it (src/offscreen/local-lm.ts). Without this, the build would ship a second copy of onnxruntime-web.
 */
export {};

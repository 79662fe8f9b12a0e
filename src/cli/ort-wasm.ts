import { createRequire } from 'node:module';

/** onnxruntime-web's WASM runtime as its Node build loads it (the SIMD build; one thread, so no pthread workers). */
export const ORT_WASM_FILE = createRequire(import.meta.url).resolve('onnxruntime-web/ort-wasm-simd-threaded.wasm');

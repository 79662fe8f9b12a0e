/**
 * A compiled WebAssembly module from its base64 bytes, made on first use: null where WebAssembly (or a feature the
 * module uses, such as SIMD) is missing, so callers run their JavaScript loops instead.
 */
export function lazyWasmModule(base64: string): () => WebAssembly.Module | null {
  let module: WebAssembly.Module | null | undefined;
  return () => {
    if (module !== undefined) return module;
    try {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      module = typeof WebAssembly === 'object' && WebAssembly.validate(bytes) ? new WebAssembly.Module(bytes) : null;
    } catch {
      module = null;
    }
    return module;
  };
}

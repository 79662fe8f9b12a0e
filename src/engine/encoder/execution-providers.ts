/**
 * The one place that decides which onnxruntime-web execution providers to ask for: WebGPU first
 * when the browser can give us a GPU adapter, WASM always as the fallback (and alone in Node).
 */
export type ExecutionProvider = 'webgpu' | 'wasm';

/** The EP list for a known answer to "is there a WebGPU adapter?". */
export function executionProvidersFor(hasWebGpuAdapter: boolean): ExecutionProvider[] {
  return hasWebGpuAdapter ? ['webgpu', 'wasm'] : ['wasm'];
}

/** The slice of `navigator` we look at (WorkerNavigator or Navigator; undefined in Node). */
export interface GpuNavigatorLike {
  gpu?: { requestAdapter(): Promise<unknown> } | undefined;
}

/**
 * Probe `navigator.gpu`: its presence is not enough (Chrome exposes it on machines where no adapter
 * can be created), so ask for an adapter and treat any failure as "no WebGPU".
 */
export async function detectExecutionProviders(nav: GpuNavigatorLike | undefined): Promise<ExecutionProvider[]> {
  const gpu = nav?.gpu;
  if (!gpu) return executionProvidersFor(false);
  try {
    const adapter = await gpu.requestAdapter();
    return executionProvidersFor(adapter !== null && adapter !== undefined);
  } catch {
    return executionProvidersFor(false);
  }
}

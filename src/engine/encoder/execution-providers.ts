/**
 * The one place that decides which onnxruntime-web execution providers to ask for: WebGPU first
 * when the browser can give us a hardware GPU adapter, WASM always as the fallback (and alone in Node).
 */
export type ExecutionProvider = 'webgpu' | 'wasm';

/**
 * 'auto' uses WebGPU only on a hardware adapter; 'webgpu' takes any adapter, a software one included (the user
 * forced it); 'wasm' never asks for a GPU.
 */
export type ExecutionProviderPreference = 'auto' | 'webgpu' | 'wasm';

/** The EP list for a known answer to "is there a WebGPU adapter?". */
export function executionProvidersFor(hasWebGpuAdapter: boolean): ExecutionProvider[] {
  return hasWebGpuAdapter ? ['webgpu', 'wasm'] : ['wasm'];
}

/** What a GPUAdapter tells about itself (`info` in current browsers; `isFallbackAdapter` on the adapter in older ones). */
interface AdapterLike {
  isFallbackAdapter?: boolean;
  info?: { isFallbackAdapter?: boolean; vendor?: string; architecture?: string; description?: string };
}

/** The slice of `navigator` we look at (WorkerNavigator or Navigator; undefined in Node). */
export interface GpuNavigatorLike {
  gpu?: { requestAdapter(): Promise<unknown> } | undefined;
}

/**
 * A CPU rasteriser posing as a GPU (Chromium's SwiftShader, Mesa's llvmpipe/lavapipe, Windows WARP): WebGPU on it is
 * slower than ONNX Runtime's own WASM kernels.
 */
export function isSoftwareAdapter(adapter: unknown): boolean {
  const a = adapter as AdapterLike;
  if (a.info?.isFallbackAdapter === true || a.isFallbackAdapter === true) return true;
  const name = `${a.info?.vendor ?? ''} ${a.info?.architecture ?? ''} ${a.info?.description ?? ''}`;
  return /swiftshader|llvmpipe|lavapipe|software|microsoft basic render|\bwarp\b/i.test(name);
}

/**
 * Probe `navigator.gpu`: its presence is not enough (Chrome exposes it on machines where no adapter
 * can be created), so ask for an adapter and treat any failure as "no WebGPU".
 */
export async function detectExecutionProviders(
  nav: GpuNavigatorLike | undefined,
  preference: ExecutionProviderPreference = 'auto',
): Promise<ExecutionProvider[]> {
  const gpu = nav?.gpu;
  if (!gpu || preference === 'wasm') return executionProvidersFor(false);
  try {
    const adapter = await gpu.requestAdapter();
    if (adapter === null || adapter === undefined) return executionProvidersFor(false);
    return executionProvidersFor(preference === 'webgpu' || !isSoftwareAdapter(adapter));
  } catch {
    return executionProvidersFor(false);
  }
}

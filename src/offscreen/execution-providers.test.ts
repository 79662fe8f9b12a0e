import { describe, expect, it } from 'vitest';
import { detectExecutionProviders, isSoftwareAdapter } from '../engine/encoder/execution-providers.ts';

const nav = (adapter: unknown) => ({ gpu: { requestAdapter: () => Promise.resolve(adapter) } });
const swiftShader = { info: { vendor: 'google', architecture: 'swiftshader', description: '' } };
const fallback = { info: { isFallbackAdapter: true, vendor: 'x', architecture: '', description: '' } };
const hardware = { info: { isFallbackAdapter: false, vendor: 'nvidia', architecture: 'ampere', description: 'RTX' } };

describe('execution provider choice (issue 9: no WebGPU on a software adapter unless forced)', () => {
  it('recognises software adapters by the fallback flag or by name', () => {
    expect(isSoftwareAdapter(swiftShader)).toBe(true);
    expect(isSoftwareAdapter(fallback)).toBe(true);
    expect(isSoftwareAdapter({ isFallbackAdapter: true })).toBe(true);
    expect(isSoftwareAdapter({ info: { vendor: 'mesa', architecture: '', description: 'llvmpipe (LLVM 15.0.6)' } })).toBe(true);
    expect(isSoftwareAdapter(hardware)).toBe(false);
    expect(isSoftwareAdapter({})).toBe(false);
  });

  it("'auto' takes WebGPU only on a hardware adapter", async () => {
    expect(await detectExecutionProviders(nav(hardware))).toEqual(['webgpu', 'wasm']);
    expect(await detectExecutionProviders(nav(swiftShader))).toEqual(['wasm']);
    expect(await detectExecutionProviders(nav(fallback), 'auto')).toEqual(['wasm']);
  });

  it("'webgpu' takes any adapter; 'wasm' never asks for one", async () => {
    expect(await detectExecutionProviders(nav(swiftShader), 'webgpu')).toEqual(['webgpu', 'wasm']);
    expect(await detectExecutionProviders(nav(null), 'webgpu')).toEqual(['wasm']);
    let asked = false;
    const spy = { gpu: { requestAdapter: () => ((asked = true), Promise.resolve(hardware)) } };
    expect(await detectExecutionProviders(spy, 'wasm')).toEqual(['wasm']);
    expect(asked).toBe(false);
  });
});

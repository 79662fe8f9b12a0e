import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPrototypes } from '../../src/engine/localizer/index.ts';
import { Adapter } from './adapter.ts';
import type { AdapterJson } from './adapter.ts';
import { ROOT } from './data.ts';

// The committed artefacts follow docs/model-formats.md.
describe('committed localization artefacts', () => {
  const adapterJson = JSON.parse(readFileSync(path.join(ROOT, 'models', 'span-adapter.json'), 'utf8')) as AdapterJson;
  const protos = loadPrototypes(JSON.parse(readFileSync(path.join(ROOT, 'models', 'prototypes.json'), 'utf8')));

  it('span-adapter.json: 512-d input, chained layers, L2-normalised output', () => {
    expect(adapterJson.version).toBe(1);
    expect(adapterJson.inputDim).toBe(512);
    expect(adapterJson.l2Normalize).toBe(true);
    let dim = adapterJson.inputDim;
    for (const L of adapterJson.layers) {
      expect(L.inDim).toBe(dim);
      expect(['relu', 'tanh', 'gelu_tanh', 'none']).toContain(L.activation);
      dim = L.outDim;
    }
    const a = Adapter.fromJson(adapterJson);
    const z = a.apply(new Float32Array(512).fill(1 / Math.sqrt(512)));
    expect(z.length).toBe(protos.dim);
    expect(Math.hypot(...z)).toBeCloseTo(1, 5);
  });

  it('prototypes.json: every domain present, unit vectors, floor in (0, 1)', () => {
    for (const d of ['medical', 'legal', 'financial'] as const) {
      const ps = protos.domains[d] ?? [];
      expect(ps.length).toBeGreaterThan(0);
      for (const p of ps) expect(Math.hypot(...p)).toBeCloseTo(1, 4);
    }
    expect(protos.floor).toBeGreaterThan(0);
    expect(protos.floor).toBeLessThan(1);
    expect(protos.method).toBe('finch');
  });

  it('prototypes.json: the nested span floors of npm run train, one per domain with training records, each below the floor', () => {
    // run.ts trainAll writes spanFloors for medical and legal (the datasets' domains); financial has no training record
    // and keeps the floor. The localizer would reject a value above the floor; this checks the trainer wrote them.
    expect(Object.keys(protos.spanFloors ?? {}).sort()).toEqual(['legal', 'medical']);
    for (const v of Object.values(protos.spanFloors ?? {})) {
      expect(v).toBeGreaterThan(0.2);
      expect(v).toBeLessThan(protos.floor);
    }
    expect(protos.spanFloor).toBeUndefined();
  });
});

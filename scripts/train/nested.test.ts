import { describe, expect, it } from 'vitest';
import type { Prototypes } from '../../src/engine/localizer/index.ts';
import { readSplit } from './data.ts';
import type { Example } from './data.ts';
import { everydayExamples } from './pipeline.ts';
import { message } from './test-examples.ts';
import type { Encode } from './pipeline.ts';
import { NESTED_DEV_SHARE, isNestedDev, nestedFloors, nestedSplit, nestedTrainingSet } from './nested.ts';

/** The first `n` ids `${prefix}${i}` that the record split sends to nested-dev (`dev` true) or nested-train. */
function idsOn(dev: boolean, n: number, prefix: string): string[] {
  const out: string[] = [];
  for (let i = 0; out.length < n; i++) if (isNestedDev(`${prefix}${i}`) === dev) out.push(`${prefix}${i}`);
  return out;
}

describe('isNestedDev (record split)', () => {
  it('is deterministic and sends 306 of the 1549 real training records (19.8%) to nested-dev', () => {
    const ids = readSplit('train').map((ex) => ex.id);
    const first = ids.map((id) => isNestedDev(id));
    expect(ids.map((id) => isNestedDev(id))).toEqual(first);
    expect(ids.length).toBe(1549);
    expect(first.filter(Boolean).length).toBe(306);
  });

  it('keeps ≈ 20% of ids: share within 4.5 σ of 0.2 on 20 000 synthetic ids (σ = 0.0028; false alarm < 1e-5)', () => {
    const n = 20_000;
    let dev = 0;
    for (let i = 0; i < n; i++) if (isNestedDev(`synthetic-${i}`)) dev++;
    const sigma = Math.sqrt((NESTED_DEV_SHARE * (1 - NESTED_DEV_SHARE)) / n);
    expect(Math.abs(dev / n - NESTED_DEV_SHARE)).toBeLessThan(4.5 * sigma);
  });
});

describe('nestedSplit + nestedTrainingSet (held-out types)', () => {
  // 12 medical types with decreasing frequency in nested-train, 6 legal; plus nested-dev records.
  const med = [
    'fever',
    'cough',
    'gout',
    'asthma',
    'rash',
    'nausea',
    'vertigo',
    'insomnia',
    'migraine',
    'anemia',
    'eczema',
    'tinnitus',
  ];
  const leg = ['theft', 'fraud', 'burglary', 'arson', 'perjury', 'bribery'];
  const trainIds = idsOn(false, 200, 't');
  const devIds = idsOn(true, 8, 't');
  const train: Example[] = [];
  let next = 0;
  med.forEach((t, i) => {
    for (let r = 0; r < med.length - i; r++)
      train.push(message(trainIds[next++] ?? '', `Lately I have ${t} and feel tired.`, [t]));
  });
  leg.forEach((t, i) => {
    for (let r = 0; r < leg.length - i; r++)
      train.push(message(trainIds[next++] ?? '', `He was charged with ${t} last year.`, [t], 'legal'));
  });
  devIds.forEach((id, i) =>
    train.push(message(id, `Lately I have ${med[i] ?? 'fever'} and feel tired.`, [med[i] ?? 'fever'])),
  );
  // the lexicon names held-out types too: they must still stay out
  const lex = { terms: { medical: [...med], legal: [...leg], financial: ['mortgage'], neutral: ['picnic'] } };

  for (const baseHold of [new Set<string>(), new Set(['fever', 'theft'])]) {
    it(`holds out baseHold ∪ nested-train's non-Top-20% types and none of them reaches the training set (baseHold = {${[...baseHold].join(', ')}})`, () => {
      const split = nestedSplit(train, baseHold);
      expect(split.nestedDev.map((ex) => ex.id)).toEqual(devIds);
      expect(split.nestedTrain.length + split.nestedDev.length).toBe(train.length);
      for (const t of baseHold) expect(split.nestedHold.has(t)).toBe(true);
      // Top-20% of the visible types per domain kept (rounded up), the rest held out
      const visibleMed = med.filter((t) => !baseHold.has(t));
      const visibleLeg = leg.filter((t) => !baseHold.has(t));
      const kept = [
        ...visibleMed.slice(0, Math.ceil(0.2 * visibleMed.length)),
        ...visibleLeg.slice(0, Math.ceil(0.2 * visibleLeg.length)),
      ];
      expect([...split.nestedHold].sort()).toEqual([...med, ...leg].filter((t) => !kept.includes(t)).sort());

      const set = nestedTrainingSet({ lex, synthTrain: [] }, split);
      const texts = [...set.positives.flat(), ...set.negatives].map((it) => it.text.toLowerCase());
      expect(texts.length).toBeGreaterThan(0);
      for (const t of kept) expect(texts).toContain(t);
      const leaked = texts.filter((t) => [...split.nestedHold].some((h) => t === h || t.split(/\W+/).includes(h)));
      expect(leaked).toEqual([]);
    });
  }
});

describe('nestedFloors (floor choice on nested-dev)', () => {
  const unit = (...xs: number[]): Float32Array => {
    const n = Math.hypot(...xs);
    return Float32Array.from(xs, (x) => x / n);
  };
  const at = (a: number, axis: 0 | 1): Float32Array =>
    axis === 0 ? unit(a, 0, Math.sqrt(1 - a * a)) : unit(0, a, Math.sqrt(1 - a * a));
  // medical along x, legal along y, floor 0.5. "fever" 0.9 and "gout" 0.432 are private; "a long walk" (0.40) and
  // "a parking ticket" (0.45) look in-domain but are not private.
  const protos: Prototypes = {
    dim: 3,
    domains: { medical: [unit(1, 0, 0)], legal: [unit(0, 1, 0)] },
    floor: 0.5,
    method: 'test',
  };
  const affinity: Record<string, [number, 0 | 1]> = {
    fever: [0.9, 0],
    gout: [0.432, 0],
    'a long walk': [0.4, 0],
    theft: [0.9, 1],
    'a parking ticket': [0.45, 1],
  };
  const encode: Encode = (texts) =>
    texts.map((t) => {
      const a = affinity[t];
      return a ? at(a[0], a[1]) : unit(0, 0, 1);
    });
  const [d1, d2, d3] = idsOn(true, 3, 'f');
  const trainOnly = idsOn(false, 1, 'f')[0] ?? '';
  const train = [
    message(d1 ?? '', 'Since Monday I have fever and gout in my left toe.', ['fever', 'gout']),
    message(d2 ?? '', 'I took a long walk despite the fever.', ['fever']),
    message(d3 ?? '', 'He was charged with theft and also got a parking ticket.', ['theft'], 'legal'),
    message(trainOnly, 'I have a cough.', ['cough']),
  ];
  const calibration = everydayExamples(['Plan a picnic with sandwiches and lemonade for six people.'], 'clean');
  const lex = { terms: { medical: [], legal: [], financial: [], neutral: [] } };

  it('chooses per domain the grid value with the best nested-dev F1, ties to the higher value', () => {
    const seen: number[] = [];
    const r = nestedFloors({ train, lex, synthTrain: [], calibration }, new Set(), 'test', (set) => {
      seen.push(set.positives.flat().length);
      return { encode, protos };
    });
    expect(seen.length).toBe(1); // one nested adapter
    expect(r.nestedDev.map((ex) => ex.id)).toEqual([d1, d2, d3]);
    // medical: every value in [0.405, 0.43] finds gout without "a long walk" (F1 1); 0.43 is the highest such grid value
    expect(r.floors.medical).toBeCloseTo(0.43, 9);
    // legal: lowering only adds "a parking ticket", so the floor stays
    expect(r.floors.legal).toBe(0.5);
    expect(r.floors.financial).toBeUndefined();
    expect(r.rows).toHaveLength(2);
    expect(r.rows[0]).toContain('| test | medical | 2 |');
    expect(r.rows[0]).toContain('| 0.500 | 0.430 | 80.0 → 100.0 |');
  });
});

import { describe, expect, it } from 'vitest';
import type { Prototypes } from '../../src/engine/localizer/index.ts';
import { calibrateSpanFloor, calibrateSpanFloors, everydayExamples } from './pipeline.ts';
import { message } from './test-examples.ts';

const unit = (...xs: number[]): Float32Array => {
  const n = Math.hypot(...xs);
  return Float32Array.from(xs, (x) => x / n);
};

// Toy space: medical prototype along x, legal along y; "fever" is typical (affinity 0.9), "gout" atypical (0.45,
// below the floor 0.5), everything else neutral (0).
const protos: Prototypes = { dim: 3, domains: { medical: [unit(1, 0, 0)], legal: [unit(0, 1, 0)] }, floor: 0.5, method: 'test' };
const encode = (texts: readonly string[]): Float32Array[] =>
  texts.map((t) =>
    t === 'fever'
      ? unit(0.9, 0, Math.sqrt(1 - 0.81))
      : t === 'gout'
        ? unit(0.45, 0, Math.sqrt(1 - 0.45 ** 2))
        : t === 'theft'
          ? unit(0, 0.9, Math.sqrt(1 - 0.81))
          : t === 'a parking ticket' // legal-looking but not private: the legal span floor must stay at the floor
            ? unit(0, 0.45, Math.sqrt(1 - 0.45 ** 2))
            : unit(0, 0, 1),
  );

describe('calibrateSpanFloor', () => {
  it('lowers the span threshold to the highest grid value that finds the atypical span (best dev F1, ties high)', () => {
    const dev = [message('d1', 'Since Monday I have fever and gout in my left toe.', ['fever', 'gout'])];
    const clean = everydayExamples(['Plan a picnic with sandwiches and lemonade for six people.'], 'clean');
    const r = calibrateSpanFloor(dev, clean, encode, protos);
    expect(r.atFloor.recall).toBe(0.5); // at the floor only "fever" is found
    expect(r.chosen.recall).toBe(1);
    expect(r.chosen.precision).toBe(1);
    expect(r.spanFloor).toBeLessThanOrEqual(0.45 + 1e-6);
    expect(r.spanFloor).toBeGreaterThan(0.44); // not the bottom of the grid: ties go to the higher value
  });

  it('keeps the floor when nothing below it helps', () => {
    const dev = [message('d1', 'Since Monday I have fever and a sore toe.', ['fever'])];
    const r = calibrateSpanFloor(dev, [], encode, protos);
    expect(r.spanFloor).toBe(protos.floor);
  });
});

describe('calibrateSpanFloors (per domain)', () => {
  it("chooses each domain's value on its own development messages: medical lowered, legal kept at the floor", () => {
    const dev = [
      message('d1', 'Since Monday I have fever and gout in my left toe.', ['fever', 'gout']),
      message('d2', 'He was charged with theft and also got a parking ticket.', ['theft'], 'legal'),
    ];
    const clean = everydayExamples(['Plan a picnic with sandwiches and lemonade for six people.'], 'clean');
    const r = calibrateSpanFloors(dev, clean, encode, protos);
    expect(r.spanFloors.medical).toBeLessThanOrEqual(0.45 + 1e-6);
    expect(r.spanFloors.medical).toBeGreaterThan(0.44);
    expect(r.spanFloors.legal).toBe(protos.floor); // lowering it would only add "a parking ticket"
    expect(r.perDomain.medical?.chosen.recall).toBe(1);
    expect(r.perDomain.legal?.chosen.precision).toBe(1);
    expect(r.perDomain.legal?.messages).toBe(1);
    // the single span floor, chosen on the pooled set, has to compromise between the two
    const single = calibrateSpanFloor(dev, clean, encode, protos);
    expect(single.chosen.f1).toBeLessThan(1);
  });

  it('leaves out a domain without development messages and ignores span floors already in the prototypes', () => {
    const dev = [message('d1', 'Since Monday I have fever and gout in my left toe.', ['fever', 'gout'])];
    const r = calibrateSpanFloors(dev, [], encode, { ...protos, spanFloor: 0.2, spanFloors: { medical: 0.2 } });
    expect(Object.keys(r.spanFloors)).toEqual(['medical']);
    expect(r.spanFloors.medical).toBeGreaterThan(0.44);
  });
});

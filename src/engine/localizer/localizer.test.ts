import { describe, expect, it } from 'vitest';
import { affinity, decodeF32, encodeF32, findTerm, loadPrototypes, localize, otsuThreshold, resolveOverlaps, scoreCandidates, selectSpans, serialisePrototypes } from './index.ts';
import type { CandidateSpan, Prototypes } from './index.ts';

const unit = (...xs: number[]): Float32Array => {
  const n = Math.hypot(...xs);
  return Float32Array.from(xs, (x) => x / n);
};

// 3-d toy space: medical along x, legal along y, neutral context along z.
const protos: Prototypes = {
  dim: 3,
  domains: { medical: [unit(1, 0, 0), unit(1, 0.3, 0)], legal: [unit(0, 1, 0)] },
  floor: 0.5,
  method: 'test',
};

function cands(text: string, parts: string[]): CandidateSpan[] {
  let from = 0;
  return parts.map((p) => {
    const start = text.indexOf(p, from);
    from = start + 1;
    return { start, end: start + p.length, text: p };
  });
}

describe('otsuThreshold (Eqs. 9–10)', () => {
  it('splits two well-separated groups at the midpoint of the gap', () => {
    expect(otsuThreshold([0.1, 0.15, 0.2, 0.8, 0.85])).toBeCloseTo(0.5, 6);
  });
  it('degenerate inputs', () => {
    expect(otsuThreshold([])).toBe(Infinity);
    expect(otsuThreshold([0.3])).toBe(-Infinity);
  });
});

describe('affinity (Eq. 7)', () => {
  it('is the max cosine to the prototypes', () => {
    expect(affinity(unit(1, 0.3, 0), protos.domains.medical ?? [])).toBeCloseTo(1, 6);
    expect(affinity(unit(0, 0, 1), protos.domains.legal ?? [])).toBeCloseTo(0, 6);
  });

  it('equals a per-pair max cosine to the bit on unnormalised 512-d vectors (norms cached per prototype)', () => {
    let seed = 7;
    const next = (): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
    const vec = (): Float32Array => Float32Array.from({ length: 512 }, () => next() * 3);
    const cos = (a: Float32Array, b: Float32Array): number => {
      let s = 0;
      let na = 0;
      let nb = 0;
      for (let i = 0; i < a.length; i++) {
        s += a[i]! * b[i]!;
        na += a[i]! * a[i]!;
        nb += b[i]! * b[i]!;
      }
      return s / Math.sqrt(na * nb);
    };
    const ps = Array.from({ length: 20 }, vec);
    for (let k = 0; k < 50; k++) {
      const z = vec();
      // Twice: the second call reads the cached prototype norms.
      for (let twice = 0; twice < 2; twice++) expect(affinity(z, ps)).toBe(Math.max(...ps.map((p) => cos(z, p))));
    }
  });

  it('gives the bits of one prototype at a time for any count and for prototypes shorter or longer than z', () => {
    let seed = 3;
    const r = (): number => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
    const vecOf = (n: number): Float32Array => Float32Array.from({ length: n }, r);
    // the loop before session 39: one prototype at a time, its sum in index order
    const straight = (z: Float32Array, protos: readonly Float32Array[]): number => {
      const sq = (a: Float32Array): number => a.reduce((n, x) => n + x * x, 0);
      let best = -1;
      for (const p of protos) {
        let s = 0;
        for (let i = 0; i < Math.min(z.length, p.length); i++) s += (z[i] as number) * (p[i] as number);
        const d = Math.sqrt(sq(z) * sq(p));
        const c = d > 0 ? s / d : 0;
        if (c > best) best = c;
      }
      return best;
    };
    for (let count = 0; count <= 9; count++)
      for (let k = 0; k < 20; k++) {
        const z = vecOf(24);
        const ps = Array.from({ length: count }, (_, j) => vecOf(k % 3 === 0 ? 16 + ((j * 7) % 17) : 24));
        if (k === 5 && count > 0) ps[0] = new Float32Array(24);
        expect(affinity(z, ps)).toBe(straight(z, ps));
      }
  });
});

describe('localize', () => {
  const text = 'I have chest pain and a rash, and I like chess.';
  const c = cands(text, ['chest pain', 'a rash', 'chess', 'I like chess']);
  const z = [unit(1, 0.05, 0.1), unit(0.9, 0, 0.3), unit(0.1, 0, 1), unit(0.2, 0.1, 1)];

  it('infers the domain and keeps spans above max(Otsu, floor); offsets slice the input', () => {
    const r = localize(c, z, protos, { text });
    expect(r.domain).toBe('medical');
    expect(r.spans.map((s) => s.text)).toEqual(['chest pain', 'a rash']);
    for (const s of r.spans) expect(text.slice(s.start, s.end)).toBe(s.text);
    expect(r.threshold).toBeGreaterThanOrEqual(0.5);
  });

  it('returns no spans for a sensitive-free message (the floor stops Otsu from always splitting)', () => {
    const t = 'Plan a picnic with sandwiches.';
    const cc = cands(t, ['a picnic', 'sandwiches']);
    const r = localize(cc, [unit(0.2, 0, 1), unit(0.35, 0.1, 1)], protos, { text: t });
    expect(r.spans).toEqual([]);
    // without the floor Otsu would have flagged the "more sensitive" half
    expect(localize(cc, [unit(0.2, 0, 1), unit(0.35, 0.1, 1)], protos, { text: t, floor: -1 }).spans.length).toBe(1);
  });

  it('honours always-private terms and the never-private allowlist', () => {
    const r = localize(c, z, protos, { text, alwaysPrivate: ['CHESS'], neverPrivate: ['a rash'] });
    expect(r.spans.map((s) => [s.text, s.source])).toEqual([
      ['chest pain', 'localizer'],
      ['chess', 'user'],
    ]);
  });

  it('always-private terms are reported even with no candidates', () => {
    const r = localize([], [], protos, { text: 'ping Bob', alwaysPrivate: ['bob'] });
    expect(r.spans).toEqual([{ start: 5, end: 8, text: 'Bob', score: 1, source: 'user' }]);
  });

  it('supports a fixed threshold and a forced domain', () => {
    const r = localize(c, z, protos, { text, fixedThreshold: 0.99, floor: -1 });
    expect(r.threshold).toBe(0.99);
    expect(localize(c, z, protos, { domain: 'legal' }).domain).toBe('legal');
  });

  it('rejects mismatched inputs', () => {
    expect(() => localize(c, z.slice(1), protos)).toThrow();
  });

  describe('span floor', () => {
    // affinities to the medical prototypes: 0.6 (above the floor 0.5), 0.45 (below it), 0, 0, 0; Otsu's γ = 0.225
    const t = 'fever then a cough and tea and cake and jam';
    const cc = cands(t, ['fever', 'a cough', 'tea', 'cake', 'jam']);
    const zz = [unit(0.6, 0, 0.8), unit(0.45, 0, Math.sqrt(1 - 0.45 ** 2)), unit(0, 0, 1), unit(0, 0, 1), unit(0, 0, 1)];
    const withSpan: Prototypes = { ...protos, spanFloor: 0.3 };

    it('without it the floor is the threshold: max(γ, floor)', () => {
      const r = localize(cc, zz, protos, { text: t });
      expect(r.otsu).toBeCloseTo(0.225, 5);
      expect(r.spans.map((s) => s.text)).toEqual(['fever']);
      expect(r.threshold).toBe(0.5);
    });

    it('inside a message that reached the floor, spans down to max(γ, spanFloor) are private', () => {
      const r = localize(cc, zz, withSpan, { text: t });
      expect(r.spans.map((s) => s.text)).toEqual(['fever', 'a cough']);
      expect(r.threshold).toBeCloseTo(0.3, 6);
    });

    it('a message below the floor stays clean whatever the span floor (the gate)', () => {
      const r = localize(cc.slice(1), zz.slice(1), withSpan, { text: t });
      expect(r.spans).toEqual([]);
      expect(r.threshold).toBe(0.5);
    });

    it('an allowlisted candidate does not open the gate; an explicit floor override drops the span floor', () => {
      expect(localize(cc, zz, withSpan, { text: t, neverPrivate: ['fever'] }).spans).toEqual([]);
      expect(localize(cc, zz, withSpan, { text: t, floor: 0.5 }).spans.map((s) => s.text)).toEqual(['fever']);
      expect(localize(cc, zz, withSpan, { text: t, spanFloor: 0.9 }).threshold).toBe(0.5); // clamped to ≤ floor
    });

    it('a per-domain span floor applies to messages of its (inferred) domain and wins over the single one', () => {
      const perDomain: Prototypes = { ...protos, spanFloor: 0.55, spanFloors: { medical: 0.3 } };
      const r = localize(cc, zz, perDomain, { text: t });
      expect(r.domain).toBe('medical');
      expect(r.spans.map((s) => s.text)).toEqual(['fever', 'a cough']);
      expect(r.threshold).toBeCloseTo(0.3, 6);
      // another domain's span floor does not apply; the single spanFloor is the fallback (clamped to ≤ floor)
      const legalOnly: Prototypes = { ...protos, spanFloor: 0.55, spanFloors: { legal: 0.3 } };
      expect(localize(cc, zz, legalOnly, { text: t }).threshold).toBe(0.5);
      expect(localize(cc, zz, { ...protos, spanFloors: { legal: 0.3 } }, { text: t }).spans.map((s) => s.text)).toEqual(['fever']);
      // explicit options still override: a floor drops the span floors, a spanFloor replaces them
      expect(localize(cc, zz, perDomain, { text: t, floor: 0.5 }).spans.map((s) => s.text)).toEqual(['fever']);
      expect(localize(cc, zz, perDomain, { text: t, spanFloor: 0.5 }).spans.map((s) => s.text)).toEqual(['fever']);
      // the gate is still the floor
      expect(localize(cc.slice(1), zz.slice(1), perDomain, { text: t }).spans).toEqual([]);
    });

    it('selectSpans on scoreCandidates equals localize', () => {
      const a = localize(cc, zz, withSpan, { text: t });
      const b = selectSpans(cc, scoreCandidates(zz, withSpan), withSpan, { text: t });
      expect(b).toEqual(a);
    });
  });
});

describe('cross-domain spans (a debt in a medical message)', () => {
  const text = 'I have chest pain and a rash, and a court summons, and I like chess.';
  const c = cands(text, ['chest pain', 'a rash', 'a court summons', 'chess']);
  // medical wins the message (two strong spans); "a court summons" is far more legal than medical.
  const z = [unit(1, 0.05, 0.1), unit(0.9, 0, 0.3), unit(0.1, 1, 0.2), unit(0.1, 0, 1)];

  it('a candidate reaching the floor in another domain, and closer to it, is private in that domain', () => {
    const r = localize(c, z, protos, { text });
    expect(r.domain).toBe('medical');
    expect(r.spans.map((s) => [s.text, s.domain])).toEqual([
      ['chest pain', 'medical'],
      ['a rash', 'medical'],
      ['a court summons', 'legal'],
    ]);
    // One domain per text (the paper): the legal span is missed.
    expect(localize(c, z, protos, { text, crossDomain: false }).spans.map((s) => s.text)).toEqual(['chest pain', 'a rash']);
  });

  it('below the floor in the other domain, or no closer to it than to the inferred one: nothing added', () => {
    const weak = [z[0], z[1], unit(0.1, 0.4, 1), z[3]] as Float32Array[]; // legal affinity ≈ 0.37 < floor 0.5
    expect(localize(c, weak, protos, { text }).spans.map((s) => s.text)).toEqual(['chest pain', 'a rash']);
    // Legal 0.60 ≥ floor, but medical 0.84 is higher (and below the forced medical threshold): medical's call, not private.
    const closer = [z[0], z[1], unit(0.7, 0.6, 0.39), z[3]] as Float32Array[];
    expect(localize(c, closer, protos, { text, fixedThreshold: 0.95 }).spans.find((s) => s.domain === 'legal')).toBeUndefined();
    expect(localize(c, closer, protos, { text, fixedThreshold: 0.95, crossDomain: false }).spans.map((s) => s.text)).toEqual(['chest pain']);
  });

  it("the inferred domain's spans keep priority over an overlapping cross-domain candidate", () => {
    const t = 'I have chest pain and a rash.';
    const cc = cands(t, ['chest pain', 'a rash', 'chest pain and a rash']);
    const zz = [unit(1, 0.05, 0.1), unit(0.9, 0, 0.3), unit(0.2, 1, 0)];
    expect(localize(cc, zz, protos, { text: t }).spans.map((s) => s.text)).toEqual(['chest pain', 'a rash']);
  });

  it('a sensitive-free message stays clean, an allowlisted candidate is not added, a disabled floor adds nothing', () => {
    const t = 'Plan a picnic with sandwiches.';
    const cc = cands(t, ['a picnic', 'sandwiches']);
    expect(localize(cc, [unit(0.2, 0, 1), unit(0.1, 0.35, 1)], protos, { text: t }).spans).toEqual([]);
    expect(localize(c, z, protos, { text, neverPrivate: ['a court summons'] }).spans.map((s) => s.text)).toEqual(['chest pain', 'a rash']);
    expect(localize(c, z, protos, { text, floor: -1 }).spans.find((s) => s.domain === 'legal')).toBeUndefined();
  });
});

describe('resolveOverlaps', () => {
  it('prefers the more specific span unless clearly worse, then the best score', () => {
    const spans = [
      { start: 0, end: 30, score: 0.9 },
      { start: 0, end: 10, score: 0.89 },
      { start: 12, end: 30, score: 0.7 },
      { start: 40, end: 50, score: 0.8 },
      { start: 45, end: 55, score: 0.85 },
    ];
    expect(resolveOverlaps(spans, 0.03)).toEqual([
      { start: 0, end: 10, score: 0.89 },
      { start: 12, end: 30, score: 0.7 },
      { start: 45, end: 55, score: 0.85 },
    ]);
  });
});

describe('findTerm', () => {
  it('matches case-insensitively on word boundaries, UTF-16 offsets', () => {
    const t = '😀 Ana met ANA; banana.';
    expect(findTerm(t, 'ana').map((m) => t.slice(m.start, m.end))).toEqual(['Ana', 'ANA']);
    expect(findTerm(t, 'a.b')).toEqual([]);
  });
});

describe('prototypes.json', () => {
  it('round-trips through base64 float32 LE and validates', () => {
    const j = serialisePrototypes(protos);
    const back = loadPrototypes(JSON.parse(JSON.stringify(j)));
    expect(back.floor).toBe(0.5);
    expect(Array.from(back.domains.medical?.[1] ?? [])).toEqual(Array.from(protos.domains.medical?.[1] ?? []));
    expect(Array.from(decodeF32(encodeF32(Float32Array.from([1, -0.5]))))).toEqual([1, -0.5]);
    expect(decodeF32('AACAPw==')[0]).toBe(1); // bytes 00 00 80 3f = 1.0f little-endian
    expect(() => loadPrototypes({ version: 2 })).toThrow();
    expect(() => loadPrototypes({ ...j, domains: { astrology: [] } })).toThrow();
    expect(() => loadPrototypes({ ...j, dim: 4 })).toThrow();
  });

  it('carries the optional span floor (absent in older files = the floor) and validates it', () => {
    expect(loadPrototypes(JSON.parse(JSON.stringify(serialisePrototypes(protos)))).spanFloor).toBeUndefined();
    const j = serialisePrototypes({ ...protos, spanFloor: 0.25 });
    expect(j.spanFloor).toBe(0.25);
    expect(loadPrototypes(JSON.parse(JSON.stringify(j))).spanFloor).toBe(0.25);
    expect(() => loadPrototypes({ ...j, spanFloor: 0.6 })).toThrow(); // above the floor
    expect(() => loadPrototypes({ ...j, spanFloor: '0.2' })).toThrow();
  });

  it('carries optional per-domain span floors (absent = that domain uses spanFloor, else the floor) and validates them', () => {
    expect(loadPrototypes(JSON.parse(JSON.stringify(serialisePrototypes(protos)))).spanFloors).toBeUndefined();
    const j = serialisePrototypes({ ...protos, spanFloors: { medical: 0.3, legal: 0.5 } });
    expect(j.spanFloors).toEqual({ medical: 0.3, legal: 0.5 });
    expect(j.spanFloor).toBeUndefined();
    const back = loadPrototypes(JSON.parse(JSON.stringify(j)));
    expect(back.spanFloors).toEqual({ medical: 0.3, legal: 0.5 });
    expect(back.spanFloors?.financial).toBeUndefined();
    expect(loadPrototypes({ ...j, spanFloor: 0.4 }).spanFloor).toBe(0.4); // both fields may coexist
    expect(() => loadPrototypes({ ...j, spanFloors: { medical: 0.6 } })).toThrow(); // above the floor
    expect(() => loadPrototypes({ ...j, spanFloors: { astrology: 0.3 } })).toThrow();
    expect(() => loadPrototypes({ ...j, spanFloors: { legal: Number.NaN } })).toThrow();
    expect(() => loadPrototypes({ ...j, spanFloors: { legal: '0.3' } })).toThrow();
    expect(() => loadPrototypes({ ...j, spanFloors: [0.3] })).toThrow();
  });
});

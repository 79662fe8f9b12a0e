import { describe, expect, it } from 'vitest';
import type { Example } from './data.ts';
import { joinExamples, mixedMessages } from './synth.ts';

const ex = (id: string, domain: string, text: string, term: string): Example => {
  const start = text.indexOf(term);
  return { id, domain, text, spans: [{ start, end: start + term.length, text: term, private: true, role: 'attribute' }] };
};

describe('two-domain messages', () => {
  const med = ex('m0', 'medical', 'I keep coughing up blood.', 'coughing up blood');
  const fin = ex('f0', 'financial', 'I owe $8,000 on my card.', '$8,000 on my card');

  it('joinExamples: gold spans still slice their text', () => {
    const j = joinExamples(med, fin);
    expect(j.text).toBe('I keep coughing up blood. I owe $8,000 on my card.');
    expect(j.domain).toBe('medical+financial');
    expect(j.spans.map((s) => j.text.slice(s.start, s.end))).toEqual(['coughing up blood', '$8,000 on my card']);
  });

  it('mixedMessages pairs the i-th messages of each domain pair, cycling the shorter list', () => {
    const med1 = ex('m1', 'medical', 'My rash spreads.', 'rash');
    const leg = ex('l0', 'legal', 'I was charged with theft.', 'theft');
    const out = mixedMessages([med, med1, fin, leg]);
    expect(out.map((e) => e.id)).toEqual(['m0+f0', 'm1+f0', 'l0+f0', 'm0+l0', 'm1+l0']);
    for (const e of out) for (const s of e.spans) expect(e.text.slice(s.start, s.end)).toBe(s.text);
  });
});

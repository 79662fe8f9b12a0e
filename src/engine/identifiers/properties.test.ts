import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { detectIdentifiers } from './index.ts';
import { normalize, toOriginal } from './normalize.ts';

// Property runs are kept small so the whole unit suite stays within a few seconds.
const RUNS = 200;

const fragments = fc.constantFrom(
  'john.doe@example.com',
  'john [at] example [dot] com',
  'ｊｏｈｎ＠ｅｘａｍｐｌｅ．ｃｏｍ',
  '4111 1111 1111 1111',
  '4\u200b111111111111111',
  '4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1',
  'GB82 WEST 1234 5698 7654 32',
  '308-63-0237',
  '86.231.85.193',
  'fe80::1ff:fe23:4567:890a',
  '(978)645-9740x11144',
  '+44 20 7946 0958',
  '3/23/1940',
  '1993-01-04 14:56:41',
  'Mr. Derek Crnić',
  'Jennifer Langset',
  '78 Camiño Ancho 91\n Suite 286\n El Tornadizo\n Gabon 66298',
  'Smith Ltd.',
  'https://www.x.com/a?b=1',
  'AKIAIOSFODNN7EXAMPLE',
  'my name is ',
  ' lives in ',
  '\u200d',
  '\uff11\uff12',
  ' ',
  '\n',
  ', ',
  '.',
  '😀',
  '\ud800',
  'é',
  'straße',
  '[at]',
  '(dot)',
);
const messy = fc
  .array(fc.oneof(fragments, fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 6 })), {
    maxLength: 14,
  })
  .map((xs) => xs.join(''));

function checkInvariants(text: string): void {
  const spans = detectIdentifiers(text);
  let lastEnd = 0;
  for (const s of spans) {
    expect(s.start).toBeGreaterThanOrEqual(lastEnd);
    expect(s.end).toBeGreaterThan(s.start);
    expect(s.end).toBeLessThanOrEqual(text.length);
    expect(s.text).toBe(text.slice(s.start, s.end));
    expect(s.source).toBe('identifier');
    expect(s.score).toBeGreaterThanOrEqual(0);
    expect(s.score).toBeLessThanOrEqual(1);
    lastEnd = s.end;
  }
}

describe('detectIdentifiers invariants (fast-check)', () => {
  it('spans slice the original input exactly, sorted and disjoint, for arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (t) => {
        checkInvariants(t);
      }),
      { numRuns: RUNS },
    );
  });
  it('same for messages built from identifier fragments, obfuscations and noise', () => {
    fc.assert(
      fc.property(messy, (t) => {
        checkInvariants(t);
      }),
      { numRuns: RUNS },
    );
  });
  it('an email embedded anywhere is found with its exact original offsets', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), (pre, post) => {
        const email = 'peter.friedman@cuvox.de';
        const text = `${pre.replace(/[\w@.+-]/g, ' ')} ${email} ${post.replace(/[\w@.+-]/g, ' ')}`;
        const hit = detectIdentifiers(text).find((s) => s.category === 'email');
        expect(hit?.text).toBe(email);
        expect(hit?.start).toBe(text.indexOf(email));
      }),
      { numRuns: RUNS },
    );
  });
  it('is deterministic', () => {
    fc.assert(
      fc.property(messy, (t) => {
        expect(detectIdentifiers(t)).toEqual(detectIdentifiers(t));
      }),
      { numRuns: 100 },
    );
  });
});

describe('normalize', () => {
  it('maps every normalised range back to an original range that contains its source', () => {
    fc.assert(
      fc.property(messy, (t) => {
        const n = normalize(t);
        for (let i = 0; i < n.text.length; i++) {
          const [s, e] = toOriginal(n, i, i + 1);
          expect(s).toBeGreaterThanOrEqual(0);
          expect(e).toBeGreaterThan(s);
          expect(e).toBeLessThanOrEqual(t.length);
        }
      }),
      { numRuns: 100 },
    );
  });
  it('removes zero-width characters and folds full-width forms', () => {
    expect(normalize('a\u200bb\uff11').text).toBe('ab1');
    expect(normalize('x [at] y [dot] org').text).toBe('x@y.org');
    expect(normalize('plain ascii').identity).toBe(true);
  });
});

describe('no pathological backtracking', () => {
  it('long adversarial inputs finish quickly', () => {
    const inputs = [
      '1 '.repeat(5000),
      '12-'.repeat(3000),
      'Abc Def, '.repeat(2000),
      'a.'.repeat(3000) + '@' + 'b.'.repeat(3000),
      'ab:'.repeat(3000),
      '12 Main '.repeat(2000),
    ];
    for (const t of inputs) {
      const t0 = performance.now();
      detectIdentifiers(t);
      // Generous bound for a loaded CI machine; linear-time scans take ~0.1 s here.
      expect(performance.now() - t0).toBeLessThan(2000);
    }
  });
});

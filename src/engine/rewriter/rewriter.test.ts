import { describe, expect, it } from 'vitest';
import { calibrateSpanMechanism, DpSpanRewriter, ExponentialMechanism, RankProfileMechanism, rewriteSpansDp, SeededRandom } from '../dp/index.ts';
import type { PhraseBankFile } from './bank.ts';
import { decodeFloat32, encodeFloat32, encodeInt8, fingerprint } from './codec.ts';
import { createRewriter, TYPICAL_TOKEN_DENSITY, DEFAULT_PROFILE, messageNMax, PER_SPAN_PROFILE, profileUtilities, rewriteMessageDp, scoresToUtilities, topUtilities } from './index.ts';
import type { EmbedFn, PhraseEmbeddingsFile } from './index.ts';
import type { PolicyFile } from './policy.ts';
import fc from 'fast-check';
import { fitContexts, maskedSentence, sentenceContext } from './context.ts';

const DIM = 64;

/** Deterministic toy encoder: bag of hashed words, unit length. Texts sharing words are similar. */
const embed: EmbedFn = (texts) =>
  Promise.resolve(
    texts.map((t) => {
      const v = new Float32Array(DIM);
      for (const w of t.toLowerCase().split(/\W+/).filter((x) => x.length > 2)) {
        let h = 7;
        for (let i = 0; i < w.length; i++) h = (h * 31 + w.charCodeAt(i)) >>> 0;
        v[h % DIM] = v[h % DIM]! + 1;
      }
      let n = 0;
      for (const x of v) n += x * x;
      n = Math.sqrt(n) || 1;
      return v.map((x) => x / n);
    }),
  );

const bank: PhraseBankFile = {
  version: 1,
  description: 'test',
  sources: [],
  excludedTrainingSpanEntries: 0,
  categories: {
    medical: {
      phrases: ['a breathing symptom', 'a skin condition', 'to rest', 'having some discomfort', 'generally unwell'],
      slots: ['np', 'np', 'infinitive', 'gerund', 'adjective'],
      sources: ['t', 't', 't', 't', 't'],
    },
    custom: { phrases: ['a detail', 'something private'], slots: ['np', 'np'], sources: ['t', 't'] },
  },
};

describe('createRewriter (reference policy)', () => {
  it('keeps one vocabulary per category and scores by similarity, slot-aware, inside [R1, R2]', async () => {
    // Echo control off: the nearest phrases here share a word with the spans ("breathing", "skin"); see 'echo control'.
    const rw = await createRewriter({ bank, embed, typed: false, echoControl: false });
    const msg = 'I have a breathing problem and a skin rash.';
    const spans = [
      { start: 9, end: 26, text: 'breathing problem', category: 'medical' as const },
      { start: 31, end: 42, text: 'a skin rash', category: 'medical' as const },
    ];
    await rw.prepare(msg, spans);
    const a = rw.candidates(spans[0]!);
    const b = rw.candidates(spans[1]!);
    expect(a.phrases).toEqual(b.phrases);
    for (const u of [...a.utilities, ...b.utilities]) {
      expect(u).toBeGreaterThanOrEqual(5);
      expect(u).toBeLessThanOrEqual(20);
    }
    expect(a.utilities[0]).toBe(20); // "a breathing symptom" is the nearest noun phrase
    expect(b.utilities[1]).toBe(20);
    expect(a.utilities[2]).toBe(5); // "to rest" cannot replace a noun phrase
  });

  it('plugs into the DP core: one EM draw per span, ε accounted', async () => {
    const rw = await createRewriter({ bank, embed, typed: false });
    const msg = 'Symptoms: breathing problem.';
    const spans = [{ start: 10, end: 27, text: 'breathing problem', category: 'medical' as const }];
    await rw.prepare(msg, spans);
    const mech = ExponentialMechanism.fromBudget({ epsilonText: 20, nMax: 1 });
    const out = rewriteSpansDp(msg, spans, new DpSpanRewriter(mech, rw, new SeededRandom(3)));
    // After a label ("Symptoms:") the splice drops the phrase's article.
    expect(bank.categories.medical?.phrases.map((p) => p.replace(/^(a|an) /, ''))).toContain(out.spans[0]!.replacement);
    expect(out.text.startsWith('Symptoms: ')).toBe(true);
    expect(out.event.epsilon).toBeCloseTo(20, 9);
  });

  it('rewriteMessageDp does the whole dp step and spends at most ε_text (per-span `top`)', async () => {
    const rw = await createRewriter({ bank, embed, typed: false, profile: PER_SPAN_PROFILE });
    const msg = 'Breathing problem and a skin rash.';
    const spans = [
      { start: 0, end: 17, text: 'Breathing problem', category: 'medical' as const },
      { start: 22, end: 33, text: 'a skin rash', category: 'medical' as const },
    ];
    const out = await rewriteMessageDp(msg, spans, { rewriter: rw, epsilonText: 20, rng: new SeededRandom(1) });
    expect(out.spans).toHaveLength(2);
    expect(out.event.epsilon).toBeLessThanOrEqual(20 + 1e-9);
    expect(out.text.endsWith('.')).toBe(true);
    expect(() => rw.candidates(spans[0]!)).toThrow(/prepare/); // forgotten after the message
    expect(messageNMax(2, 150)).toBe(5);
    expect(messageNMax(0, 1)).toBe(1);
    expect(messageNMax(2, 150, true)).toBe(10);
    // The `top` profile is drawn by the rank-profile EM: ε_draw = (R2 − R1)/τ, charged per span.
    expect(out.event.mechanism).toBe('rank-exponential');
    expect(out.event.epsilon).toBeCloseTo(20, 9);
    expect(out.spans.every((s) => s.epsilon !== null && Math.abs(s.epsilon - 10) < 1e-9)).toBe(true);
  });

  it('the default profile is the joint draw (log2 cost, K = 30)', async () => {
    const rw = await createRewriter({ bank, embed, typed: false });
    expect(rw.profile).toEqual(DEFAULT_PROFILE);
    expect(DEFAULT_PROFILE).toEqual({ kind: 'joint', odds: 30, cost: 'log2' });
    expect(rw.jointOdds).toBe(30);
    expect(rw.jointCost).toBe('log2');
    const msg = 'Breathing problem and a skin rash.';
    const spans = [
      { start: 0, end: 17, text: 'Breathing problem', category: 'medical' as const },
      { start: 22, end: 33, text: 'a skin rash', category: 'medical' as const },
    ];
    const out = await rewriteMessageDp(msg, spans, { rewriter: rw, epsilonText: 20, rng: new SeededRandom(1) });
    expect(out.event).toMatchObject({ mechanism: 'joint-rank-exponential', units: 1 });
    expect(out.event.parameters).toMatchObject({ odds: 30, logCost: 1, spans: 2 });
    expect(out.event.epsilon).toBeCloseTo(20, 9);
  });

  it('top → rank-profile EM over (slot fit, score) ranks; minmax → clipped EM over utilities', async () => {
    const top = await createRewriter({ bank, embed, typed: false, profile: PER_SPAN_PROFILE });
    expect(top.rankProfile).toEqual({ kind: 'step', fraction: 0.05 });
    const msg = 'Breathing problem.';
    const span = { start: 0, end: 17, text: 'Breathing problem', category: 'medical' as const };
    await top.prepare(msg, [span]);
    const c = top.rankedCandidates(span);
    expect(c.phrases).toEqual(bank.categories.medical?.phrases);
    expect([...c.scores]).toEqual([...top.scores(span)]);
    expect(c.fitClasses?.[2]).toBe(0); // "to rest" cannot replace a noun phrase: it ranks below every fitting phrase
    const mech = calibrateSpanMechanism(top, { epsilonText: 20, spans: 1 });
    expect(mech).toBeInstanceOf(RankProfileMechanism);
    expect(mech.epsilonPerDraw).toBeCloseTo(10, 12); // ⌈20/15⌉ = 2 = n_max for a one-span message
    const out = rewriteSpansDp(msg, [span], new DpSpanRewriter(mech, top, new SeededRandom(4)));
    expect(out.event).toMatchObject({ mechanism: 'rank-exponential', units: 1 });
    expect(out.event.epsilon).toBeCloseTo(10, 12);
    const minmax = await createRewriter({ bank, embed, typed: false, profile: { kind: 'minmax', sharpness: 1 } });
    expect(minmax.rankProfile).toBeNull();
    expect(calibrateSpanMechanism(minmax, { epsilonText: 20, spans: 1 })).toBeInstanceOf(ExponentialMechanism);
  });

  it('joint → ONE joint rank-profile draw per message, charged ε_text once (not per span)', async () => {
    const joint = await createRewriter({ bank, embed, typed: false, profile: { kind: 'joint', odds: 3 } });
    expect(joint.jointOdds).toBe(3);
    expect(joint.rankProfile).toEqual({ kind: 'step', fraction: 0.05 }); // per-span fall-back (> 32 spans)
    const msg = 'Breathing problem and a skin rash.';
    const spans = [
      { start: 0, end: 17, text: 'Breathing problem', category: 'medical' as const },
      { start: 22, end: 33, text: 'a skin rash', category: 'medical' as const },
    ];
    const out = await rewriteMessageDp(msg, spans, { rewriter: joint, epsilonText: 20, rng: new SeededRandom(2) });
    expect(out.event).toMatchObject({ mechanism: 'joint-rank-exponential', units: 1, unit: 'draw' });
    expect(out.event.epsilon).toBeCloseTo(20, 9);
    expect(out.spans.every((s) => s.epsilon !== null && Math.abs(s.epsilon - 20) < 1e-9)).toBe(true);
    // The first span starts the sentence: the splice capitalises it (splice-grammar.ts).
    for (const s of out.spans) expect(bank.categories.medical?.phrases).toContain(s.replacement[0]!.toLowerCase() + s.replacement.slice(1));
    // ε_text above the per-draw cap spends (and reports) the cap.
    const capped = await rewriteMessageDp(msg, spans, { rewriter: joint, epsilonText: 900, rng: new SeededRandom(2) });
    expect(capped.event.epsilon).toBeCloseTo(500, 6);
    // A caller-fixed n_max keeps per-span draws.
    const perSpan = await rewriteMessageDp(msg, spans, { rewriter: joint, epsilonText: 20, nMax: 2, rng: new SeededRandom(2) });
    expect(perSpan.event.mechanism).toBe('rank-exponential');
    await expect(createRewriter({ bank, embed, typed: false, profile: { kind: 'joint', odds: 0 } })).rejects.toThrow(/odds/);
    const top = await createRewriter({ bank, embed, typed: false, profile: { kind: 'top', fraction: 0.05 } });
    expect(top.jointOdds).toBeNull();
  });

  it('refuses unprepared spans and falls back to the custom list', async () => {
    const rw = await createRewriter({ bank, embed, typed: false });
    expect(() => rw.candidates({ text: 'x', category: 'medical' })).toThrow(/prepare/);
    await rw.prepare('my secret', [{ start: 3, end: 9, text: 'secret', category: 'person' }]);
    expect(rw.candidates({ start: 3, end: 9, text: 'secret', category: 'person' }).phrases).toEqual(['a detail', 'something private']);
  });
});

describe('policies and files', () => {
  it('a zero-initialised DPO head equals πref; biases shift scores', async () => {
    const list = bank.categories.medical!.phrases;
    const bias = new Float32Array(list.length);
    bias[4] = 0.5;
    const policy: PolicyFile = {
      version: 1, kind: 'dpo', encoder: 'toy', dim: DIM, hidden: 2,
      w1: encodeFloat32(new Float32Array(2 * 2 * DIM).fill(0.1)), b1: encodeFloat32(new Float32Array(2)), w2: encodeFloat32(new Float32Array(DIM * 2)),
      biases: { medical: { fingerprint: fingerprint(list), values: encodeFloat32(bias) } }, temperature: 0.1, training: {},
    };
    const ref = await createRewriter({ bank, embed, typed: false });
    const dpo = await createRewriter({ bank, embed, typed: false, policy });
    const span = { start: 0, end: 17, text: 'breathing problem', category: 'medical' as const };
    await ref.prepare('breathing problem.', [span]);
    await dpo.prepare('breathing problem.', [span]);
    const s0 = ref.scores(span);
    const s1 = dpo.scores(span);
    for (let i = 0; i < 4; i++) expect(s1[i]).toBeCloseTo(s0[i]!, 6);
    expect(s1[4]! - s0[4]!).toBeCloseTo(0.5, 6);
  });

  it('loads int8 phrase embeddings instead of embedding at load time', async () => {
    const list = bank.categories.medical!.phrases;
    const vecs = await embed(list);
    const q = new Int8Array(list.length * DIM);
    const scales = new Float32Array(list.length).fill(1 / 127);
    vecs.forEach((v, r) => v.forEach((x, i) => (q[r * DIM + i] = Math.round(x * 127))));
    const file: PhraseEmbeddingsFile = { version: 1, encoder: 'toy', dim: DIM, categories: { medical: { fingerprint: fingerprint(list), scales: encodeFloat32(scales), data: encodeInt8(q) } } };
    let calls = 0;
    const counting: EmbedFn = (t) => {
      calls += t.length;
      return embed(t);
    };
    const rw = await createRewriter({ bank, typed: false, embed: counting, phraseEmbeddings: file, categories: ['medical'] });
    expect(calls).toBe(0);
    const m = rw.phraseMatrix('medical');
    for (let i = 0; i < DIM; i++) expect(m.matrix[i]).toBeCloseTo(vecs[0]![i]!, 1);
  });

  it('round-trips float32 base64', () => {
    const v = Float32Array.from([0, 1.5, -2.25, 1e-7]);
    expect([...decodeFloat32(encodeFloat32(v))]).toEqual([...v]);
  });

  it('scales scores into the clip range with slot fits', () => {
    const u = scoresToUtilities([0.1, 0.5, 0.3], [1, 1, 0]);
    expect([...u]).toEqual([5, 20, 5]);
  });

  it('builds sentence contexts with the span masked', () => {
    const m = 'First sentence. He has a cough and fever. Last one.';
    const start = m.indexOf('a cough');
    expect(sentenceContext(m, start, start + 7)).toBe('He has something and fever.');
  });

  it('masks every span of the sentence, once each, and ignores spans of other sentences', () => {
    const m = 'I take metformin. He has a cough and fever, then chills. Bye.';
    const at = (t: string): { start: number; end: number } => ({ start: m.indexOf(t), end: m.indexOf(t) + t.length });
    const masks = [at('metformin'), at('a cough'), at('fever'), at('chills')];
    const ctx = maskedSentence(m, at('a cough').start, at('a cough').end, masks);
    expect(ctx).toBe('He has something and something, then something.');
    // Every span of the sentence gets the same text (one encoder row), the span of the first sentence its own.
    expect(maskedSentence(m, at('chills').start, at('chills').end, masks)).toBe(ctx);
    expect(maskedSentence(m, at('metformin').start, at('metformin').end, masks)).toBe('I take something.');
    // Overlapping and touching masks become one filler; a piece inside a masked span has the span's context.
    const touching = [at('a cough'), { start: at('a cough').end, end: at('fever').end }];
    expect(maskedSentence(m, at('a cough').start, at('a cough').start + 1, touching)).toBe('He has something, then chills.');
  });

  it('ends a sentence at every line break, so each field of a pasted document is its own context', () => {
    const m = 'DISCHARGE SUMMARY\nAdmitting dx: NSTEMI\nHx: HTN, T2DM\nDischarge meds:\n- aspirin 81 mg\n- atorvastatin 80 mg';
    const at = (t: string): { start: number; end: number } => ({ start: m.indexOf(t), end: m.indexOf(t) + t.length });
    const masks = [at('NSTEMI'), at('HTN'), at('T2DM'), at('aspirin 81 mg'), at('atorvastatin 80 mg')];
    expect(maskedSentence(m, at('NSTEMI').start, at('NSTEMI').end, masks)).toBe('Admitting dx: something');
    expect(maskedSentence(m, at('T2DM').start, at('T2DM').end, masks)).toBe('Hx: something, something');
    expect(maskedSentence(m, at('atorvastatin 80 mg').start, at('atorvastatin 80 mg').end, masks)).toBe('- something');
    // A full stop still ends a sentence only before a space ("Dr.Smith" and "3.5" stay whole).
    const n = 'Saw Dr.Smith about my 3.5 A1c. Then home.';
    expect(maskedSentence(n, n.indexOf('3.5'), n.indexOf('3.5') + 3)).toBe('Saw Dr.Smith about my something A1c.');
  });

  it('keeps at most `window` words before the first filler and after the last, the same text for every span', () => {
    const m = 'one two three four five six seven my lupus and my asthma flared eight nine ten eleven twelve. Next.';
    const at = (t: string): { start: number; end: number } => ({ start: m.indexOf(t), end: m.indexOf(t) + t.length });
    const masks = [at('lupus'), at('asthma')];
    const ctx = maskedSentence(m, at('lupus').start, at('lupus').end, masks, 3);
    expect(ctx).toBe('six seven my something and my something flared eight nine');
    expect(maskedSentence(m, at('asthma').start, at('asthma').end, masks, 3)).toBe(ctx);
    expect(maskedSentence(m, at('lupus').start, at('lupus').end, masks, 1)).toBe('my something and my something flared');
    // Windows wider than the sentence, and Infinity, give the whole masked sentence.
    const whole = 'one two three four five six seven my something and my something flared eight nine ten eleven twelve.';
    expect(maskedSentence(m, at('lupus').start, at('lupus').end, masks, 50)).toBe(whole);
    expect(maskedSentence(m, at('lupus').start, at('lupus').end, masks)).toBe(whole);
    // Punctuation glued to a word stays with it.
    const p = 'Well, (my lupus), is bad today, really bad.';
    expect(maskedSentence(p, p.indexOf('lupus'), p.indexOf('lupus') + 5, [], 1)).toBe('(my something), is');
  });
});

describe('fitContexts (a budget of context characters per message)', () => {
  const distinct = (cs: readonly string[]): number => [...new Set(cs)].reduce((n, c) => n + c.length, 0);
  const long = 'one two three four five six seven eight nine my lupus flared ten eleven twelve thirteen fourteen fifteen sixteen seventeen.';
  const lupus = { start: long.indexOf('lupus'), end: long.indexOf('lupus') + 5 };

  it('under the budget: maskedSentence at the window for every span, none for a null span', () => {
    const m = 'I take metformin. He has a cough and fever. Bye.';
    const at = (t: string): { start: number; end: number } => ({ start: m.indexOf(t), end: m.indexOf(t) + t.length });
    const masks = [at('metformin'), at('a cough'), at('fever')];
    const spans = [at('metformin'), null, at('fever')];
    expect(fitContexts(m, spans, masks, 8, 1000)).toEqual([maskedSentence(m, at('metformin').start, at('metformin').end, masks, 8), '', 'He has something and something.']);
    expect(fitContexts(m, spans, masks, 8)).toEqual(fitContexts(m, spans, masks, 8, 1000));
  });

  it('over the budget: the widest narrower window (two words a step) that fits', () => {
    const w = (n: number): string => maskedSentence(long, lupus.start, lupus.end, [lupus], n);
    expect(w(8).length).toBeGreaterThan(w(6).length);
    expect(w(6).length).toBeGreaterThan(w(5).length);
    // A budget between the 5- and 6-word contexts: 6 is over, 4 fits (5 is not a step from 8).
    expect(fitContexts(long, [lupus], [lupus], 8, w(6).length - 1)).toEqual([w(4)]);
    expect(fitContexts(long, [lupus], [lupus], 8, w(6).length)).toEqual([w(6)]);
    // Below even one word a side: no context.
    expect(fitContexts(long, [lupus], [lupus], 8, w(1).length - 1)).toEqual(['']);
  });

  it('when one word a side is still over, keeps the shortest contexts first and drops the longest', () => {
    const m = 'Fever.\nA very long line about my lupus.\nMy asthma.';
    const at = (t: string): { start: number; end: number } => ({ start: m.indexOf(t), end: m.indexOf(t) + t.length });
    const spans = [at('Fever'), at('lupus'), at('asthma')];
    const one = spans.map((s) => maskedSentence(m, s.start, s.end, spans, 1));
    expect(one).toEqual(['something.', 'my something.', 'My something.']);
    // 'something.' (10) and one of the two 13-character ones fit in 24: the first in the message wins the tie.
    expect(fitContexts(m, spans, spans, 8, 24)).toEqual(['something.', 'my something.', '']);
    expect(fitContexts(m, spans, spans, 8, 9)).toEqual(['', '', '']);
  });

  it('never holds more than the budget, and changes nothing when the window fits', () => {
    const word = fc.constantFrom('my', 'lupus', 'fever', 'the', 'court', 'owe', '$4,000', 'on', 'card', 'and', 'today');
    const message = fc.array(fc.tuple(fc.array(word, { minLength: 1, maxLength: 25 }), fc.constantFrom('. ', '\n', '! ')), { minLength: 1, maxLength: 6 }).map((ss) => ss.map(([ws, end]) => ws.join(' ') + end).join(''));
    fc.assert(
      fc.property(message, fc.array(fc.tuple(fc.nat(), fc.nat(4)), { minLength: 1, maxLength: 8 }), fc.nat(400), fc.integer({ min: 1, max: 12 }), (m, raw, budget, window) => {
        const spans = raw.map(([a, n]) => ({ start: a % m.length, end: Math.min(m.length, (a % m.length) + n + 1) }));
        const out = fitContexts(m, spans, spans, window, budget);
        expect(distinct(out.filter((c) => c !== ''))).toBeLessThanOrEqual(budget);
        const full = spans.map((s) => maskedSentence(m, s.start, s.end, spans, window));
        if (distinct(full) <= budget) expect(out).toEqual(full);
      }),
      { numRuns: 300 },
    );
  });

  it('prepare sends the narrowed contexts to the encoder', async () => {
    const sent: string[] = [];
    const counting: EmbedFn = (texts) => (sent.push(...texts), embed(texts));
    const span = { ...lupus, text: 'lupus', category: 'medical' as const };
    const wide = await createRewriter({ bank, embed: counting, typed: false, contextBudget: Infinity });
    await wide.prepare(long, [span]);
    expect(sent).toContain(maskedSentence(long, lupus.start, lupus.end, [lupus], 8));
    sent.length = 0;
    const budget = maskedSentence(long, lupus.start, lupus.end, [lupus], 4).length;
    const narrow = await createRewriter({ bank, embed: counting, typed: false, contextBudget: budget });
    await narrow.prepare(long, [span]);
    expect(sent).toContain(maskedSentence(long, lupus.start, lupus.end, [lupus], 4));
    expect(sent).not.toContain(maskedSentence(long, lupus.start, lupus.end, [lupus], 8));
  });

  it('a long message dense in tokens gets a budget scaled down by its density; a typical or short one does not', async () => {
    const sent: string[] = [];
    const counting: EmbedFn = (texts) => (sent.push(...texts), embed(texts));
    const span = { ...lupus, text: 'lupus', category: 'medical' as const };
    const full = maskedSentence(long, lupus.start, lupus.end, [lupus], 8);
    // The budget is the message's length minus one (so the message is "long"), and the window-8 context fits it.
    const budget = long.length - 1;
    expect(full.length).toBeLessThanOrEqual(budget);
    const asked: string[] = [];
    const run = async (density: number, b = budget): Promise<void> => {
      sent.length = 0;
      const rw = await createRewriter({ bank, embed: counting, typed: false, contextBudget: b, tokenCount: (t) => (asked.push(t), Promise.resolve(Math.round(t.length * density))) });
      await rw.prepare(long, [span]);
    };
    await run(TYPICAL_TOKEN_DENSITY);
    expect(sent).toContain(full);
    // Twice as dense: half the budget, which the window-8 context exceeds, so a narrower one is sent.
    await run(2 * TYPICAL_TOKEN_DENSITY);
    expect(sent).not.toContain(full);
    expect(sent.filter((t) => t !== 'lupus').every((t) => t.length <= Math.floor(budget / 2))).toBe(true);
    // A message within the budget is never tokenized, however dense.
    asked.length = 0;
    await run(4 * TYPICAL_TOKEN_DENSITY, long.length);
    expect(asked).toEqual([]);
    expect(sent).toContain(full);
  });
});

describe('utility profiles', () => {
  it('top: the best ⌈q·n⌉ slot-fitting phrases get R2 (× fit), the rest R1', () => {
    const scores = [0.9, 0.1, 0.5, 0.8, 0.95, 0.3];
    const fits = [1, 1, 1, 0.6, 0, 1];
    // fitting: 0 (0.9), 1, 2, 3 (0.8, fit 0.6), 5 → n = 5; ⌈0.4·5⌉ = 2 → indices 0 and 3; index 4 is unfit (R1).
    const u = topUtilities(scores, fits, { r1: 5, r2: 20 }, 0.4);
    expect([...u]).toEqual([20, 5, 5, 5 + 15 * 0.6, 5, 5]);
    expect([...profileUtilities(scores, fits, { kind: 'top', fraction: 0.4 }, { r1: 5, r2: 20 })]).toEqual([...u]);
  });

  it('top: ties keep list order; no fitting phrase gives all R1; a bad fraction throws', () => {
    expect([...topUtilities([1, 1, 1, 1], [1, 1, 1, 1], { r1: 0, r2: 1 }, 0.5)]).toEqual([1, 1, 0, 0]);
    expect([...topUtilities([3, 2], [0, 0], { r1: 5, r2: 20 }, 0.5)]).toEqual([5, 5]);
    expect(() => topUtilities([1], [1], {}, 0)).toThrow();
    expect(() => topUtilities([1], [1], {}, 1.5)).toThrow();
  });

  it('minmax profile equals scoresToUtilities', () => {
    const scores = [0.2, 0.4, 0.9];
    const fits = [1, 0.6, 1];
    expect([...profileUtilities(scores, fits, { kind: 'minmax', sharpness: 2 })]).toEqual([...scoresToUtilities(scores, fits, {}, 2)]);
  });
});

describe('echo control', () => {
  it('ranks a phrase sharing a content word with the span below every fitting non-echo; the list never changes', async () => {
    const { createRewriter: create } = await import('./index.ts');
    const file = {
      version: 1 as const,
      description: 't',
      sources: [],
      excludedTrainingSpanEntries: 0,
      categories: { financial: { phrases: ['a mortgage payment', 'a loan', 'a bill'], slots: ['np', 'np', 'np'] as ('np')[], sources: ['t', 't', 't'] } },
    };
    // The echoing phrase embeds closest to the span: without echo control it would rank first.
    const vec = (t: string): Float32Array => Float32Array.from(t.includes('mortgage') ? [1, 0] : t === 'a loan' ? [0.6, 0.8] : [0, 1]);
    const embed = (texts: readonly string[]): Promise<Float32Array[]> => Promise.resolve(texts.map(vec));
    const span = { text: 'mortgage', category: 'financial' as const };
    for (const echoControl of [true, false]) {
      const rw = await create({ bank: file, embed, echoControl, typed: false });
      rw.remember(span, vec('mortgage'), null);
      const c = rw.rankedCandidates(span);
      expect(c.phrases).toEqual(file.categories.financial.phrases);
      const fits = [...(c.fitClasses ?? [])];
      expect(fits[0]).toBe(echoControl ? 0 : 1);
      expect(fits.slice(1)).toEqual([1, 1]);
    }
  });
});

describe('rowDots', () => {
  it('equals the plain row-by-row loop to the bit (d not a multiple of 4, rows not a multiple of 4, a bias shorter than the rows)', async () => {
    const { rowDots } = await import('./index.ts');
    let seed = 3;
    const next = (): number => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
    for (const [d, rows] of [1, 4, 7, 512, 515].flatMap((d) => [1, 4, 6, 9].map((rows) => [d, rows] as const))) {
      const q = Float32Array.from({ length: d }, next);
      const m = Float32Array.from({ length: rows * d }, next);
      const bias = Float32Array.from({ length: Math.max(0, rows - 2) }, next);
      const got = rowDots(q, m, d, rows, bias);
      for (let r = 0; r < rows; r++) {
        let s = r < bias.length ? bias[r]! : 0;
        for (let i = 0; i < d; i++) s += q[i]! * m[r * d + i]!;
        expect(got[r]).toBe(s);
      }
      expect(Array.from(rowDots(q, m, d, rows, null))).toEqual(Array.from({ length: rows }, (_, r) => Array.from(q).reduce((s, x, i) => s + x * m[r * d + i]!, 0)));
    }
  });
});

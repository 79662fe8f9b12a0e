/**
 * Rewriting bench (issue 7): on the val private spans of Pri-DDXPlus + Pri-SLJA (oracle spans: the
 * rewriter in isolation, as DAMPER_oracle), across ε_text ∈ {1, 5, 20, 75, 150}, for
 *   reference  — πref over the phrase bank, one EM draw per span (createRewriter without a policy)
 *   dpo        — πθ (models/rewriter-policy.json), same mechanism
 *   placeholders — typed placeholders ([MEDICAL_1]); no DP, ε-independent
 *   krr-spans  — character k-RR on the spans, ε_char = ε_text / (characters perturbed in the message)
 * metrics: SOI and DFS (Appendix F.2 = Eqs. 3 and 4 on the replaced spans, in the span encoder's space h(·) with
 * the prototypes of models/prototypes.json), the composite reward 0.7·SOI + 0.3·DFS, ROUGE-L F1 original vs
 * replacement, an inversion attack (nearest training span type by h(·) of the replacement; top-1/top-5), the
 * utility ceiling of the bank (scripts/rewriter/ceiling.ts), and a downstream-utility proxy: multinomial logistic
 * regression on the "span bag" (normalised sum of the embeddings of every annotated span of a text)
 * trained on the original train texts to predict the answer (diagnosis / charge), applied to the
 * sanitized val texts, against the unsanitized upper bound.
 * Budget per message: n_max = max(#spans, ⌈ε_text/cap⌉) (Thm 4.1 conditions on the detected span set; the DP core
 * caps ε per draw at 15 for the rank-profile EM of the `top` profile, 30 for the clipped EM), so every message
 * spends ≤ ε_text.
 * Embeddings: the shipped ONNX span encoder through onnxruntime-web (scripts/rewriter/embed.ts): h(·) for the
 * metrics above, g(·) (its `backbone` output) for the policy — as the engine wires it — and the span-bag classifier.
 * Mechanism: the rewriter's DEFAULT_PROFILE (src/engine/rewriter/index.ts) through calibrateSpanMechanism, as the
 * engine does — `top` → the DP core's rank-profile exponential mechanism (src/engine/dp/rank-profile.md).
 *
 * reference-joint / dpo-joint — the same policies with the message-level joint rank-profile draw (profile
 *   JOINT_PROFILE, src/engine/dp/joint-rank.md): ONE draw per message over the product of the spans' lists, ε =
 *   min(ε_text, 500) for the whole message (`--joint-odds K` overrides the odds). When DEFAULT_PROFILE is itself
 *   `joint`, `reference`/`dpo` already draw jointly and the extra rows show the per-span `top` profile instead
 *   (reference-top / dpo-top, PER_SPAN_PROFILE).
 * Phrase-bank methods are averaged over 5 mechanism seeds (`--seeds N`), k-RR runs once.
 *
 *   npx tsx scripts/bench/rewriting.ts [--seeds 5] [--joint-odds K]   (writes bench/rewriting.{md,json}, bench/rewriting-privacy-utility.svg)
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CharacterKrr,
  ConversationVault,
  krrSpans,
  MAX_EPSILON_PER_DRAW,
  MAX_RANK_EPSILON_PER_DRAW,
  redactSpans,
  rewriteMessageSpans,
  SeededRandom,
} from '../../src/engine/dp/index.ts';
import { createRewriter, DEFAULT_PROFILE, JOINT_PROFILE, PER_SPAN_PROFILE } from '../../src/engine/rewriter/index.ts';
import type { PhraseEmbeddingsFile, PolicyFile, Rewriter, UtilityProfile } from '../../src/engine/rewriter/index.ts';
import type { Domain } from '../../src/engine/types.ts';
import { loadCorpus } from '../rewriter/corpus.ts';
import type { Corpus } from '../rewriter/corpus.ts';
import type { DataRecord } from '../rewriter/data.ts';
import { MODELS, ROOT } from '../rewriter/data.ts';
import { ceilingRows } from '../rewriter/ceiling.ts';
import { dot } from '../rewriter/math.ts';
import { inversionRank, rougeL } from '../rewriter/metrics.ts';
import { SoftmaxClassifier, spanBag } from '../rewriter/utility-proxy.ts';

export { rougeL };

export const EPSILONS = [1, 5, 20, 75, 150] as const;
export const DEFAULT_EPSILON = 20;
/** Mechanism seeds per (phrase-bank method, ε); `--seeds N` overrides. */
const MECHANISM_SEEDS = (() => {
  const i = process.argv.indexOf('--seeds');
  const n = i >= 0 ? Number(process.argv[i + 1]) : 5;
  if (!Number.isSafeInteger(n) || n < 1) throw new Error('rewriting bench: --seeds must be a positive integer');
  return n;
})();
const ALPHA = 0.3;
/** The comparison profile: joint (with `--joint-odds K` if given) unless the default already is joint. */
const COMPARISON: { suffix: string; profile: UtilityProfile } = (() => {
  if (DEFAULT_PROFILE.kind === 'joint') return { suffix: 'top', profile: PER_SPAN_PROFILE };
  const i = process.argv.indexOf('--joint-odds');
  const odds = i >= 0 ? Number(process.argv[i + 1]) : JOINT_PROFILE.odds;
  if (!(odds > 0 && Number.isFinite(odds))) throw new Error('rewriting bench: --joint-odds must be a positive number');
  return { suffix: 'joint', profile: { ...JOINT_PROFILE, odds } };
})();
const describeProfile = (p: UtilityProfile): string =>
  p.kind === 'joint'
    ? 'joint rank-profile EM, one draw per message, ε = min(ε_text, 500)'
    : p.kind === 'top'
      ? `rank-profile EM per span, ε_draw = (R2 − R1)/τ, n_max = max(#spans, ⌈ε/${MAX_RANK_EPSILON_PER_DRAW}⌉)`
      : `clipped EM per span, ε_draw = 2(R2 − R1)/τ, n_max = max(#spans, ⌈ε/${MAX_EPSILON_PER_DRAW}⌉)`;
/** Base methods; every extra models/rewriter-policy-<name>.json adds a method `dpo-<name>` (e.g. an α sweep). */
const BASE_METHODS = ['reference', 'dpo', 'placeholders', 'krr-spans'] as const;
type Method = string;

function extraPolicies(): { method: string; file: string }[] {
  return readdirSync(MODELS)
    .filter((f) => /^rewriter-policy-.+\.json$/.test(f))
    .sort()
    .map((f) => ({ method: `dpo-${f.slice('rewriter-policy-'.length, -'.json'.length)}`, file: path.join(MODELS, f) }));
}

interface SpanOutcome {
  original: string;
  replacement: string;
  domain: Domain;
}
interface Row {
  method: Method;
  epsilon: number;
  soi: number;
  dfs: number;
  reward: number;
  rougeL: number;
  inversionTop1: number;
  inversionTop5: number;
  utilityAccuracy: number;
  utilityRelative: number;
  epsilonSpentMean: number;
}

function privateSpans(r: DataRecord): { start: number; end: number; text: string; category: Domain }[] {
  return r.spans.filter((s) => s.private).map((s) => ({ start: s.start, end: s.end, text: s.text, category: r.domain }));
}


async function sanitizeAll(
  corpus: Corpus,
  method: Method,
  epsilon: number,
  rewriters: Record<string, Rewriter>,
  seed: number,
): Promise<{ outcomes: SpanOutcome[][]; spent: number[] }> {
  const rng = new SeededRandom(seed);
  const outcomes: SpanOutcome[][] = [];
  const spent: number[] = [];
  for (const r of corpus.valRecords) {
    const spans = privateSpans(r);
    if (spans.length === 0) {
      outcomes.push([]);
      spent.push(0);
      continue;
    }
    let reps: string[];
    let eps = 0;
    const rw = rewriters[method];
    if (rw !== undefined) {
      await rw.prepare(r.text, spans);
      // As the engine does (sanitize / rewriteMessageDp): joint draw for a `joint` rewriter, else one draw per span.
      const out = rewriteMessageSpans(r.text, spans, rw, { epsilonText: epsilon }, rng);
      reps = out.spans.map((s) => s.replacement);
      eps = out.event.epsilon;
      rw.forget();
    } else if (method === 'placeholders') {
      reps = redactSpans(r.text, spans, new ConversationVault(rng)).spans.map((s) => s.replacement);
    } else {
      const chars = spans.reduce((n, s) => n + s.text.replace(/\s/g, '').length, 0);
      const out = krrSpans(r.text, spans, new CharacterKrr({ epsilon: epsilon / Math.max(1, chars) }), rng);
      reps = out.spans.map((s) => s.replacement);
      eps = out.event.epsilon;
    }
    outcomes.push(spans.map((s, i) => ({ original: s.text, replacement: reps[i]!, domain: r.domain })));
    spent.push(eps);
  }
  return { outcomes, spent };
}

/** Privacy (inversion top-1, lower is better) against utility (relative accuracy), one line per method over ε. */
export function svg(rows: readonly Row[]): string {
  const W = 680;
  const H = 440;
  const m = { l: 64, r: 150, t: 34, b: 52 };
  const xMax = Math.max(0.05, Math.ceil(Math.max(...rows.map((r) => r.inversionTop1)) / 0.05) * 0.05);
  const yMin = Math.min(0.5, Math.floor(Math.min(...rows.map((r) => r.utilityRelative)) / 0.1) * 0.1);
  const x = (v: number): number => m.l + (v / xMax) * (W - m.l - m.r);
  const y = (v: number): number => H - m.b - ((Math.min(1, v) - yMin) / (1 - yMin)) * (H - m.t - m.b);
  const palette: Record<string, string> = {
    reference: '#1f77b4',
    dpo: '#d62728',
    placeholders: '#2ca02c',
    'krr-spans': '#9467bd',
    'reference-joint': '#17becf',
    'dpo-joint': '#ff7f0e',
    'reference-top': '#17becf',
    'dpo-top': '#ff7f0e',
  };
  const extra = ['#ff7f0e', '#8c564b', '#e377c2', '#17becf'];
  const methods = [...new Set(rows.map((r) => r.method))];
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="11">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${m.l}" y="20" font-size="13">Rewriting on val (oracle spans): privacy vs utility, points labelled by ε_text</text>`,
    `<line x1="${m.l}" y1="${y(yMin)}" x2="${x(xMax)}" y2="${y(yMin)}" stroke="black"/>`,
    `<line x1="${m.l}" y1="${y(yMin)}" x2="${m.l}" y2="${y(1)}" stroke="black"/>`,
    `<text x="${m.l + 60}" y="${H - 14}">inversion attack top-1 recovery (lower = more private)</text>`,
    `<text x="16" y="${H - m.b - 20}" transform="rotate(-90 16 ${H - m.b - 20})">utility proxy: accuracy / unsanitized accuracy</text>`,
  ];
  for (let k = 0; k <= 5; k++) {
    const xv = (xMax * k) / 5;
    const yv = yMin + ((1 - yMin) * k) / 5;
    parts.push(`<text x="${(x(xv) - 10).toFixed(1)}" y="${y(yMin) + 16}">${xv.toFixed(2)}</text>`);
    parts.push(`<text x="${m.l - 32}" y="${(y(yv) + 4).toFixed(1)}">${yv.toFixed(2)}</text>`);
    parts.push(`<line x1="${m.l}" y1="${y(yv).toFixed(1)}" x2="${x(xMax)}" y2="${y(yv).toFixed(1)}" stroke="#eee"/>`);
  }
  methods.forEach((method, k) => {
    const pts = rows.filter((r) => r.method === method).sort((a, b) => a.epsilon - b.epsilon);
    const c = palette[method] ?? extra[k % extra.length]!;
    const shown = method === 'placeholders' ? pts.slice(0, 1) : pts;
    parts.push(`<polyline fill="none" stroke="${c}" stroke-width="1.5" points="${shown.map((p) => `${x(p.inversionTop1).toFixed(1)},${y(p.utilityRelative).toFixed(1)}`).join(' ')}"/>`);
    for (const p of shown) {
      const px = x(p.inversionTop1);
      const py = y(p.utilityRelative);
      parts.push(`<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="3" fill="${c}"/>`);
      if (method !== 'placeholders') parts.push(`<text x="${(px + 4).toFixed(1)}" y="${(py - 4).toFixed(1)}" fill="${c}" font-size="9">${p.epsilon}</text>`);
    }
    parts.push(`<rect x="${W - m.r + 15}" y="${m.t + 18 * k}" width="10" height="10" fill="${c}"/><text x="${W - m.r + 30}" y="${m.t + 18 * k + 9}">${method === 'placeholders' ? 'placeholders (no DP)' : method}</text>`);
  });
  parts.push('</svg>');
  return parts.join('\n');
}

export async function run(): Promise<{ markdown: string; json: Record<string, unknown> }> {
  const log = (msg: string): void => void process.stderr.write(`rewriting: ${msg}\n`);
  const corpus = await loadCorpus(log);
  const policy = JSON.parse(readFileSync(path.join(MODELS, 'rewriter-policy.json'), 'utf8')) as PolicyFile;
  const phraseEmbeddings = JSON.parse(readFileSync(path.join(MODELS, 'rewriter-phrase-embeddings.json'), 'utf8')) as PhraseEmbeddingsFile;
  const embed = (texts: readonly string[]): Promise<Float32Array[]> => corpus.store.ensure(texts).then(() => texts.map((t) => corpus.store.get(t)));
  const categories = ['medical', 'legal'] as const;
  const rewriters: Record<string, Rewriter> = {
    reference: await createRewriter({ bank: corpus.bank, embed, phraseEmbeddings, categories }),
    dpo: await createRewriter({ bank: corpus.bank, embed, phraseEmbeddings, policy, categories }),
  };
  rewriters[`reference-${COMPARISON.suffix}`] = await createRewriter({ bank: corpus.bank, embed, phraseEmbeddings, categories, profile: COMPARISON.profile });
  rewriters[`dpo-${COMPARISON.suffix}`] = await createRewriter({ bank: corpus.bank, embed, phraseEmbeddings, policy, categories, profile: COMPARISON.profile });
  const extras = extraPolicies();
  for (const e of extras) {
    const p = JSON.parse(readFileSync(e.file, 'utf8')) as PolicyFile;
    rewriters[e.method] = await createRewriter({ bank: corpus.bank, embed, phraseEmbeddings, policy: p, categories });
  }
  const methods: Method[] = [...BASE_METHODS, `reference-${COMPARISON.suffix}`, `dpo-${COMPARISON.suffix}`, ...extras.map((e) => e.method)];
  const typeH = corpus.trainTypes.map((t) => corpus.store.h(t));

  // Utility proxy: trained once on the original train texts.
  const clf = new SoftmaxClassifier(corpus.trainRecords.map((r) => spanBag(corpus, r, null)), corpus.trainRecords.map((r) => r.answer));
  const accuracy = (reps: readonly (readonly string[] | null)[]): number =>
    corpus.valRecords.reduce((n, r, i) => n + (clf.predict(spanBag(corpus, r, reps[i] ?? null)) === r.answer ? 1 : 0), 0) / corpus.valRecords.length;
  const upper = accuracy(corpus.valRecords.map(() => null));
  log(`utility upper bound (unsanitized val): ${upper.toFixed(4)}`);

  const rows: Row[] = [];
  const valSpanCount = corpus.val.length;
  const ceiling_ = corpus.val.filter((o) => corpus.trainTypes.includes(o.text)).length / valSpanCount;
  for (const method of methods) {
    for (const epsilon of EPSILONS) {
      if (method === 'placeholders' && epsilon !== EPSILONS[0]) {
        const prev = rows.find((r) => r.method === 'placeholders')!;
        rows.push({ ...prev, epsilon });
        continue;
      }
      // Phrase-bank methods: MECHANISM_SEEDS independent runs over the val texts (one run's accuracy on 350 texts has
      // a mechanism-noise SE of ≈ 0.03 relative); every metric is the mean over runs. k-RR: one run (its outputs are
      // new strings that each need an encoder pass).
      const runs = rewriters[method] !== undefined ? MECHANISM_SEEDS : 1;
      const outcomesByRun: SpanOutcome[][][] = [];
      const spent: number[] = [];
      for (let k = 0; k < runs; k++) {
        const seed = 1000 * methods.indexOf(method) + epsilon + 100_000 * k;
        const once = await sanitizeAll(corpus, method, epsilon, rewriters, seed);
        outcomesByRun.push(once.outcomes);
        spent.push(...once.spent);
      }
      const flat = outcomesByRun.flat(2);
      await corpus.store.ensure(flat.map((o) => o.replacement));
      let soi = 0;
      let dfs = 0;
      let rouge = 0;
      let top1 = 0;
      let top5 = 0;
      for (const o of flat) {
        const e = corpus.store.h(o.replacement);
        const s = 1 - dot(e, corpus.store.h(o.original));
        const d = (corpus.prototypes.byDomain[o.domain] ?? []).reduce((b, p) => Math.max(b, dot(e, p)), -Infinity);
        soi += s;
        dfs += d;
        rouge += rougeL(o.original, o.replacement);
        const rank = inversionRank(typeH, corpus.trainTypes.indexOf(o.original), e);
        if (rank <= 1) top1++;
        if (rank <= 5) top5++;
      }
      const n = flat.length;
      const acc = outcomesByRun.reduce((a, outcomes) => a + accuracy(outcomes.map((os) => os.map((o) => o.replacement))), 0) / runs;
      const row: Row = {
        method,
        epsilon,
        soi: soi / n,
        dfs: dfs / n,
        reward: ((1 - ALPHA) * soi + ALPHA * dfs) / n,
        rougeL: rouge / n,
        inversionTop1: top1 / n,
        inversionTop5: top5 / n,
        utilityAccuracy: acc,
        utilityRelative: acc / upper,
        epsilonSpentMean: spent.reduce((a, b) => a + b, 0) / spent.length,
      };
      rows.push(row);
      log(`${method} ε=${epsilon}: SOI ${row.soi.toFixed(3)} DFS ${row.dfs.toFixed(3)} R-L ${row.rougeL.toFixed(3)} inv@1 ${row.inversionTop1.toFixed(3)} acc ${acc.toFixed(3)}`);
    }
  }
  const ceiling = ceilingRows(corpus, clf, log);
  corpus.store.save();
  const outDir = path.join(ROOT, 'bench');
  mkdirSync(outDir, { recursive: true });
  const svgFile = path.join(outDir, 'rewriting-privacy-utility.svg');
  writeFileSync(svgFile, svg(rows));

  const f = (x: number): string => x.toFixed(3);
  const table = [
    '| method | ε_text | SOI ↑ | DFS ↑ | reward (α=0.3) ↑ | ROUGE-L ↓ | inversion top-1 ↓ | top-5 ↓ | utility acc ↑ | rel. to unsanitized | mean ε spent |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.filter((r) => r.method !== 'placeholders' || r.epsilon === EPSILONS[0]).map((r) => `| ${r.method} | ${r.method === 'placeholders' ? '— (no DP)' : r.epsilon} | ${f(r.soi)} | ${f(r.dfs)} | ${f(r.reward)} | ${f(r.rougeL)} | ${f(r.inversionTop1)} | ${f(r.inversionTop5)} | ${f(r.utilityAccuracy)} | ${f(r.utilityRelative)} | ${r.epsilonSpentMean.toFixed(2)} |`),
  ].join('\n');
  const at = (m: Method): Row => rows.find((r) => r.method === m && r.epsilon === DEFAULT_EPSILON)!;
  const dpo = at('dpo');
  const ref = at('reference');
  const jointRows = [`reference-${COMPARISON.suffix}`, `dpo-${COMPARISON.suffix}`].map(at);
  const targets = [
    `- inversion top-1 ≤ 10%: DPO ${f(dpo.inversionTop1)} ${dpo.inversionTop1 <= 0.1 ? '✓' : '✗'}`,
    `- mean ROUGE-L ≤ 0.20: DPO ${f(dpo.rougeL)} ${dpo.rougeL <= 0.2 ? '✓' : '✗'}`,
    `- utility ≥ 85% of unsanitized: DPO ${f(dpo.utilityRelative)} ${dpo.utilityRelative >= 0.85 ? '✓' : '✗'}; above placeholders (${f(at('placeholders').utilityAccuracy)}) and k-RR (${f(at('krr-spans').utilityAccuracy)}): ${dpo.utilityAccuracy > at('placeholders').utilityAccuracy && dpo.utilityAccuracy > at('krr-spans').utilityAccuracy ? '✓' : '✗'}`,
    `- DPO beats πref on the composite reward: ${f(dpo.reward)} vs ${f(ref.reward)} ${dpo.reward > ref.reward ? '✓' : '✗'}`,
    ...jointRows.map((r) => `- (comparison) ${r.method}: utility ${f(r.utilityRelative)}, inversion top-1 ${f(r.inversionTop1)}, ROUGE-L ${f(r.rougeL)}, mean ε spent ${r.epsilonSpentMean.toFixed(2)}`),
  ].join('\n');
  const markdown = [
    `Val private spans: ${valSpanCount} in ${corpus.valRecords.length} texts (oracle spans). Phrase bank: ${corpus.bank.categories().map((c) => `${c} ${corpus.bank.list(c).phrases.length}`).slice(0, 3).join(', ')}. ` +
      `Embeddings: ONNX span encoder (models/generated/span-encoder.onnx sha256 ${corpus.store.version}, onnxruntime-web): h(·) for SOI, DFS and the inversion attack, its backbone output g(·) for the policy and the classifier. ` +
      `Prototypes (DFS, r_util): ${corpus.prototypes.source}. Utility profile (reference, dpo): ${JSON.stringify(DEFAULT_PROFILE)} (${describeProfile(DEFAULT_PROFILE)}); ` +
      `reference-${COMPARISON.suffix}, dpo-${COMPARISON.suffix}: ${JSON.stringify(COMPARISON.profile)} (${describeProfile(COMPARISON.profile)}). ` +
      `Phrase-bank rows: mean over ${MECHANISM_SEEDS} mechanism seeds (k-RR: 1). Inversion candidates: ${corpus.trainTypes.length} training span types ` +
      `(ceiling: ${f(ceiling_)} of val span occurrences have a type seen in training). Utility proxy: span-bag logistic regression, unsanitized val accuracy ${f(upper)}.`,
    '',
    table,
    '',
    `Targets at the default ε_text = ${DEFAULT_EPSILON}:`,
    targets,
    '',
    `Plot: bench/rewriting-privacy-utility.svg`,
    '',
    'Utility ceiling of the phrase bank (deterministic choice per span among slot-fitting phrases, no DP — what the EM tends to as ε → ∞ with that utility; uniform = the ε → 0 end; drop = private spans left out of the bag):',
    '',
    '| choice | utility acc | rel. to unsanitized | inversion top-1 | ROUGE-L |',
    '|---|---|---|---|---|',
    ...ceiling.map((r) => `| ${r.choice} | ${f(r.accuracy)} | ${f(r.relative)} | ${r.inversionTop1 === undefined ? '—' : f(r.inversionTop1)} | ${r.rougeL === undefined ? '—' : f(r.rougeL)} |`),
  ].join('\n');
  return { markdown, json: { epsilons: [...EPSILONS], mechanismSeeds: MECHANISM_SEEDS, upperBound: upper, inversionCeiling: ceiling_, spanEncoder: corpus.store.version, prototypes: corpus.prototypes.source, profile: DEFAULT_PROFILE, comparisonProfile: COMPARISON.profile, rows, utilityCeiling: ceiling, svg: path.relative(ROOT, svgFile) } };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}` && process.argv.includes('--plot-only')) {
  // Re-draw the plot from the last standalone run's bench/rewriting.json.
  const last = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'rewriting.json'), 'utf8')) as { rows: Row[] };
  writeFileSync(path.join(ROOT, 'bench', 'rewriting-privacy-utility.svg'), svg(last.rows));
} else if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const { markdown, json } = await run();
  writeFileSync(path.join(ROOT, 'bench', 'rewriting.json'), `${JSON.stringify(json, null, 1)}\n`);
  writeFileSync(path.join(ROOT, 'bench', 'rewriting.md'), `${markdown}\n`);
  console.log(markdown);
}

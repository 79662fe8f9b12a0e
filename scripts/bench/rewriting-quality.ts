/**
 * Rewriting bench, issue 19 section: does the dp rewrite read like the user wrote it? On the val private spans of
 * Pri (oracle spans, as scripts/bench/rewriting.ts), dp mode through the engine's path (rewriteMessageWithNumbers:
 * numbers perturbed in place, the rest in one joint draw, every replacement fitted by the splice), πθ, ε_text = 20,
 * `--seeds N` mechanism seeds (default 3). Per 100 replacements: determiner/article errors (two determiners in a
 * row at the splice, a/an against the next word's first letter), capitalisation errors (lower case at a sentence
 * start, lower case inside an ALL CAPS line), slot mismatches (classifySlot of original vs replacement do not fit);
 * echo rate (a content-word lemma shared with the original, echo.ts); numeric spans that kept their format; utility
 * proxy (relative to unsanitized) and inversion top-1 (echo leaves out the public frame words a shaped span keeps) — with echo control on (shipped) and off.
 * The detectors here are written independently of splice-grammar.ts.
 *
 *   nice -n 10 npx tsx scripts/bench/rewriting-quality.ts [--seeds 3]
 *
 * Also the bench part `rewriting-quality` (`run()`, `npm run bench -- --update rewriting-quality`; standalone:
 * `--part [--seeds N]`): dp and k-RR on spans at ε 5/20/75, pseudonym and placeholders, all through the engine's
 * sanitizeSpans, on Pri val and on the realistic DEV split, with the same detectors.
 */
import { rewriteMessageWithNumbers, SeededRandom, parseNumeric } from '../../src/engine/dp/index.ts';
import { createRewriter } from '../../src/engine/rewriter/index.ts';
import type { PhraseEmbeddingsFile, PolicyFile, Rewriter } from '../../src/engine/rewriter/index.ts';
import { echoes } from '../../src/engine/rewriter/echo.ts';
import { classifySlot, slotFit } from '../../src/engine/rewriter/slot.ts';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { loadCorpus } from '../rewriter/corpus.ts';
import type { Corpus } from '../rewriter/corpus.ts';
import { loadSet } from '../eval/realistic/data.ts';
import { splitOf } from '../eval/realistic/split.ts';
import { isPublicFrameWord, shapeSpan, SHAPED_CATEGORIES, SHAPED_IDENTIFIERS } from '../../src/engine/dp/index.ts';
import { TYPED_LISTS, typedSlotOf } from '../../src/engine/rewriter/typed.ts';
import type { TypedSlot } from '../../src/engine/rewriter/typed.ts';
import type { SpanCategory } from '../../src/engine/types.ts';
import { MODELS } from '../rewriter/data.ts';
import { inversionRank } from '../rewriter/metrics.ts';
import { DETERMINERS } from '../../src/engine/text/words.ts';
import { ConversationVault, createRandom, sanitizeSpans } from '../../src/engine/sanitize.ts';
import type { Replacement, SanitizeOutcome } from '../../src/engine/sanitize.ts';
import type { Span } from '../../src/engine/types.ts';
import { categoryLabel } from '../../src/engine/dp/placeholders.ts';
import { SoftmaxClassifier, spanBag } from '../rewriter/utility-proxy.ts';

const DETS = DETERMINERS;

export interface SpliceErrors {
  determiner: number;
  capitalisation: number;
}

/**
 * Errors of one replacement at [newStart, newEnd) of the sanitized text `out`. Only pairs at the splice count: two
 * words of which at least one is in the replacement (the word before it and its first word, two of its words, its
 * last word and the word after it) — a doubled determiner the user wrote elsewhere ("its my …") is not the rewrite's.
 */
/** Each letter as its case class, each digit as d, everything else as written. */
function charShape(t: string): string {
  return t.replace(/\p{Lu}/gu, 'A').replace(/\p{Ll}/gu, 'a').replace(/\p{Nd}/gu, 'd');
}

/**
 * `input`, when given, is the original message and the span's range in it: a determiner pair at the span's start that
 * the user wrote there ("is this the dementia …" → "is this the asthma …") is the user's, not the splice's.
 */
export function spliceErrors(out: string, newStart: number, newEnd: number, input?: { text: string; start: number; end: number }): SpliceErrors {
  const lastWordBefore = (t: string, at: number): string => (/(\S+)\s*$/.exec(t.slice(Math.max(0, at - 30), at))?.[1] ?? '').replace(/[^\p{L}]/gu, '').toLowerCase();
  const firstWordAt = (t: string, at: number, end: number): string => (/^\s*(\S+)/.exec(t.slice(at, end))?.[1] ?? '').replace(/[^\p{L}]/gu, '').toLowerCase();
  const userPair =
    input !== undefined &&
    lastWordBefore(input.text, input.start) === lastWordBefore(out, newStart) &&
    firstWordAt(input.text, input.start, input.end) === firstWordAt(out, newStart, newEnd);
  // Words from 20 characters back to one past the end (a word cut at the window's edge is dropped).
  let from = Math.max(0, newStart - 20);
  while (from > 0 && /\S/.test(out[from - 1]!)) from--;
  let to = Math.min(out.length, newEnd + 20);
  while (to < out.length && /\S/.test(out[to]!)) to++;
  const words = [...out.slice(from, to).matchAll(/\S+/g)].map((m) => ({
    start: from + m.index,
    end: from + m.index + m[0].length,
    raw: m[0],
    bare: m[0].replace(/[^\p{L}]/gu, '').toLowerCase(),
  }));
  const inRep = (w: { start: number; end: number }): boolean => w.end > newStart && w.start < newEnd;
  // In an ALL CAPS line ("DIRECT DEP WALMART PAYROLL  A RENT AMOUNT") a short word in capitals is a word, not an
  // initialism read letter by letter.
  const lineOf = out.slice(out.lastIndexOf('\n', newStart - 1) + 1, (out.indexOf('\n', newEnd) + 1 || out.length + 1) - 1);
  const lineLetters = lineOf.replace(/[^\p{L}]/gu, '');
  const capsLine = lineLetters.length >= 6 && lineLetters.replace(/\p{Ll}/gu, '').length >= 0.85 * lineLetters.length;
  let determiner = 0;
  for (let i = 1; i < words.length; i++) {
    const a = words[i - 1]!;
    const b = words[i]!;
    if (!inRep(a) && !inRep(b)) continue;
    if (DETS.has(a.bare) && DETS.has(b.bare) && !(userPair && !inRep(a) && b.start === newStart)) determiner++;
    // An article, also glued to a label ("KEY=A …"), before a word that is not itself a determiner.
    const art = /(?:^|[^\p{L}])(a|an)$/iu.exec(a.raw)?.[1];
    if (art !== undefined && /^[\p{L}\p{N}]/u.test(b.raw) && !DETS.has(b.bare)) {
      const next = b.raw;
      const vowel =
        /^[aeio]/i.test(next) ||
        /^u(?!ni|s[eu]|ti|ro|ra)/i.test(next) ||
        /^(hour|honest|honou?r|heir|8|1[18]\b)/i.test(next) ||
        // A letter name ("an X-ray", "an F-150").
        /^[AEFHILMNORSX](?:-|$)/.test(next) ||
        // An initialism of 2–4 capitals read letter by letter (a 5-letter word in an ALL CAPS line is a word).
        (!capsLine && /^[AEFHILMNORSX][A-Z]{1,3}\b/.test(next));
      if ((art.toLowerCase() === 'an') !== vowel) determiner++;
    }
  }
  const rep = out.slice(newStart, newEnd);
  let capitalisation = 0;
  const before = out.slice(0, newStart);
  // A sentence start; "No." / "Dr." / "e.g." are abbreviations, not a sentence end.
  const abbreviation = /\b(no|nr|dr|mr|mrs|ms|st|vs|v|e\.g|i\.e|etc)\.\s+$/i.test(before);
  if (/(^|[.!?]\s+|\n\s*)$/.test(before) && !abbreviation && /^\p{Ll}/u.test(rep)) capitalisation++;
  // An ALL CAPS line is judged as the user wrote it (`input`): in the output, the other spans' stand-ins can make a
  // mixed line look capitalised ("Hx: T2DM, HTN, CKD stage 3a, hyperlipidemia" → "Hx: GERD, GERD, COPD, pneumonia").
  const src = input ?? { text: out, start: newStart, end: newEnd };
  const lineStart = src.text.lastIndexOf('\n', src.start - 1) + 1;
  let lineEnd = src.text.indexOf('\n', src.end);
  if (lineEnd < 0) lineEnd = src.text.length;
  const context = (
    src.text.slice(Math.max(lineStart, src.start - 40), src.start) + src.text.slice(src.end, Math.min(lineEnd, src.end + 40))
  ).replace(/\bI\b/g, '');
  const letters = context.replace(/[^\p{L}]/gu, '');
  const upper = letters.replace(/\p{Ll}/gu, '').length;
  if (letters.length >= 6 && upper >= 0.85 * letters.length && /\p{Ll}/u.test(rep)) capitalisation++;
  return { determiner, capitalisation };
}

async function main(): Promise<void> {
  const i = process.argv.indexOf('--seeds');
  // `--part`: the bench part's tables (every mode across ε, both sets) instead of the dp-only tables.
  if (process.argv.includes('--part')) {
    console.log((await run(i >= 0 ? Number(process.argv[i + 1]) : PART_SEEDS)).markdown);
    return;
  }
  const seeds = i >= 0 ? Number(process.argv[i + 1]) : 3;
  const log = (msg: string): void => void process.stderr.write(`rewriting-quality: ${msg}\n`);
  const corpus = await loadCorpus(log);
  const policy = JSON.parse(readFileSync(path.join(MODELS, 'rewriter-policy.json'), 'utf8')) as PolicyFile;
  const phraseEmbeddings = JSON.parse(
    readFileSync(path.join(MODELS, 'rewriter-phrase-embeddings.json'), 'utf8'),
  ) as PhraseEmbeddingsFile;
  const embed = (texts: readonly string[]): Promise<Float32Array[]> =>
    corpus.store.ensure(texts).then(() => texts.map((t) => corpus.store.get(t)));
  const categories = ['medical', 'legal'] as const;
  const clf = new SoftmaxClassifier(
    corpus.trainRecords.map((r) => spanBag(corpus, r, null)),
    corpus.trainRecords.map((r) => r.answer),
  );
  const accuracy = (reps: readonly (readonly string[] | null)[]): number =>
    corpus.valRecords.reduce(
      (n, r, k) => n + (clf.predict(spanBag(corpus, r, reps[k] ?? null)) === r.answer ? 1 : 0),
      0,
    ) / corpus.valRecords.length;
  const upper = accuracy(corpus.valRecords.map(() => null));
  const typeH = corpus.trainTypes.map((t) => corpus.store.h(t));
  const rows: string[] = [];
  // `--realistic-only`: skip the Pri val table (faster iteration on the realistic DEV split).
  const echoSettings = process.argv.includes('--realistic-only') ? [] : [true, false];
  for (const echoControl of echoSettings) {
    const rw: Rewriter = await createRewriter({
      bank: corpus.bank,
      embed,
      phraseEmbeddings,
      policy,
      categories,
      echoControl,
    });
    let n = 0;
    let det = 0;
    let caps = 0;
    let slot = 0;
    let echo = 0;
    let numeric = 0;
    let numericKept = 0;
    let top1 = 0;
    let acc = 0;
    for (let seed = 0; seed < seeds; seed++) {
      const rng = new SeededRandom(19_000 + seed);
      const reps: (string[] | null)[] = [];
      for (const r of corpus.valRecords) {
        const spans = r.spans
          .filter((s) => s.private)
          .map((s) => ({ start: s.start, end: s.end, text: s.text, category: r.domain }));
        if (spans.length === 0) {
          reps.push(null);
          continue;
        }
        await rw.prepare(r.text, spans);
        const out = rewriteMessageWithNumbers(r.text, spans, rw, { epsilonText: 20 }, rng);
        rw.forget();
        reps.push(out.spans.map((s) => s.replacement));
        await corpus.store.ensure(out.spans.map((s) => s.replacement));
        out.spans.forEach((s, k) => {
          const original = spans[k]!.text;
          n++;
          // A stand-in with the original's exact character shape (a structured identifier, dp/identifier-shape.ts)
          // keeps whatever case and determiners the original had: it cannot introduce a splice error.
          const e = charShape(s.replacement) === charShape(original) ? { determiner: 0, capitalisation: 0 } : spliceErrors(out.text, s.newStart, s.newEnd, { text: r.text, start: spans[k]!.start, end: spans[k]!.end });
          det += e.determiner;
          if (e.determiner > 0 && process.env.PV_SHOW_ERRORS !== undefined && det <= 40)
            log(`det: …${out.text.slice(Math.max(0, s.newStart - 25), s.newEnd + 5)}…`);
          caps += e.capitalisation;
          if (slotFit(classifySlot(original), classifySlot(s.replacement)) === 0) slot++;
          if (echoOutsideFrame(original, s.replacement)) echo++;
          const p = parseNumeric(original, r.domain);
          if (p !== null) {
            numeric++;
            if (s.replacement.replace(/\d+/g, '#') === original.replace(/\d+/g, '#') || p.kind === 'amount')
              numericKept++;
          }
          const rank = inversionRank(typeH, corpus.trainTypes.indexOf(original), corpus.store.h(s.replacement));
          if (rank <= 1) top1++;
        });
      }
      acc += accuracy(reps);
    }
    const per100 = (x: number): string => ((100 * x) / Math.max(1, n)).toFixed(2);
    rows.push(
      `| ${echoControl ? 'on (shipped)' : 'off'} | ${n} | ${per100(det)} | ${per100(caps)} | ${per100(slot)} | ${(echo / n).toFixed(3)} | ${numeric === 0 ? '— (0)' : `${numericKept}/${numeric}`} | ${(acc / seeds / upper).toFixed(3)} | ${(top1 / n).toFixed(3)} |`,
    );
    log(rows[rows.length - 1]!);
  }
  const realistic = await realisticDev(corpus, policy, phraseEmbeddings, embed, seeds, log);
  corpus.store.save();
  console.log(realistic.join('\n'));
  if (rows.length === 0) return;
  console.log('');
  console.log(
    [
      `Pri val, oracle private spans, dp (πθ, joint, ε_text = 20, ${seeds} seeds), engine path (rewriteMessageWithNumbers + splice). Unsanitized utility ${upper.toFixed(3)}.`,
      '',
      '| echo control | replacements | det./article errors per 100 | capitalisation errors per 100 | slot mismatches per 100 | echo rate | numeric format kept | utility rel. | inversion top-1 |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
}

/**
 * Echo: the replacement shares a content-word lemma with the original, leaving out the original's public frame words
 * (shape.ts keeps them as written by design: "diagnosed with", "owe"; they are revealed, not echoed), a number's unit
 * and a date's month (the numeric format, revealed) and the word County (the slot).
 */
export function echoOutsideFrame(original: string, replacement: string): boolean {
  const words = original.split(/\s+/);
  const own = words
    .filter((w, i) => {
      const bare = w.replace(/[^\p{L}\p{N}'-]/gu, '');
      // A number's unit and a date's month are its format, a place's "County" its slot: kept by design, revealed.
      const unit = i > 0 && /\d|^(one|two|three|four|five|six|seven|eight|nine|ten)$/i.test(words[i - 1]!);
      const month = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?$/i.test(bare) && /\d/.test(original);
      return !isPublicFrameWord(bare) && !unit && !month && !/^(county|parish)$/i.test(bare);
    })
    .join(' ');
  return echoes(own, replacement);
}

/** Gold kinds of the realistic set → engine categories. */
const KIND_CATEGORY: Record<string, SpanCategory> = {
  health: 'medical', legal: 'legal', financial: 'financial', other: 'sensitive', person: 'person', org: 'organization',
  location: 'location', date: 'date', age: 'age', address: 'address', email: 'email', phone: 'phone', id: 'id_number',
  account: 'account_number', url: 'url', ip: 'ip_address', secret: 'secret', handle: 'custom',
};
/** Verbs that open a fact clause ("owe 12k", "diagnosed with …"): a replacement starting with a determiner instead
 * leaves the clause without its verb ("i a current account amount"). Written here, independently of shape.ts. */
const CLAUSE_VERBS = /^(owe|owes|owed|diagnosed|charged|taking|take|took|arrested|convicted|filed|make|makes|making|earn|earns|paid|pay|lost|got|get|had|have|has|went|fell|spent|borrowed|took|tested|missed|broke|started|stopped|applied|suing|sued|won|did|opened|emptied|dropped)\b/i;
const AMOUNT = /(?:[$£€]\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?(?:k|K|grand|dollars)\b)/g;

/**
 * The realistic DEV split (never test), gold facts as spans, dp through the engine path; per replacement:
 * determiner/article and capitalisation errors (spliceErrors), verbless clauses (a fact clause whose replacement starts
 * with a determiner), echo (a content lemma of the original outside the public frame words), amounts kept verbatim and
 * amounts that came back as an amount, and type faithfulness (a span with a typed piece whose replacement contains an
 * entry of that slot's list). Before (shape and typed slots off) and shipped.
 */
async function realisticDev(
  corpus: Corpus,
  policy: PolicyFile,
  phraseEmbeddings: PhraseEmbeddingsFile,
  embed: (texts: readonly string[]) => Promise<Float32Array[]>,
  seeds: number,
  log: (m: string) => void,
): Promise<string[]> {
  const dev = loadSet().messages.filter((m) => splitOf(m.id) === 'dev' && m.facts.length > 0);
  const rows: string[] = [];
  for (const shipped of process.argv.includes('--shipped-only') ? [true] : [false, true]) {
    const rw = await createRewriter({ bank: corpus.bank, embed, phraseEmbeddings, policy, typed: shipped });
    let n = 0;
    let det = 0;
    let caps = 0;
    let verbless = 0;
    let clauses = 0;
    let echo = 0;
    let amounts = 0;
    let amountKept = 0;
    let amountAsAmount = 0;
    let typedSpans = 0;
    let typedFaithful = 0;
    for (let seed = 0; seed < seeds; seed++) {
      const rng = new SeededRandom(19_500 + seed);
      for (const m of dev) {
        const spans = m.facts.map((f) => ({ start: f.start, end: f.end, text: f.text, category: KIND_CATEGORY[f.kind] ?? 'custom' }));
        await rw.prepare(m.text, spans);
        const out = rewriteMessageWithNumbers(m.text, spans, rw, { epsilonText: 20, shape: shipped }, rng);
        rw.forget();
        out.spans.forEach((s, k) => {
          const original = spans[k]!.text;
          const category = spans[k]!.category;
          n++;
          // A stand-in with the original's exact character shape (a structured identifier, dp/identifier-shape.ts)
          // keeps whatever case and determiners the original had: it cannot introduce a splice error.
          const e = charShape(s.replacement) === charShape(original) ? { determiner: 0, capitalisation: 0 } : spliceErrors(out.text, s.newStart, s.newEnd, { text: m.text, start: spans[k]!.start, end: spans[k]!.end });
          det += e.determiner;
          caps += e.capitalisation;
          if (shipped && e.determiner + e.capitalisation > 0 && process.env.PV_SHOW_ERRORS !== undefined)
            log(`${e.determiner > 0 ? 'det' : 'caps'}: ${original} → ${JSON.stringify(out.text.slice(Math.max(0, s.newStart - 60), s.newEnd + 30))}`);
          if (SHAPED_CATEGORIES.has(category) && CLAUSE_VERBS.test(original)) {
            clauses++;
            if (shipped && process.env.PV_SHOW_CLAUSES !== undefined) log(`clause: ${original} → ${s.replacement}`);
            if (/^(a|an|the|some|something|someone)\b/i.test(s.replacement)) {
              verbless++;
              if (shipped && process.env.PV_SHOW_ERRORS !== undefined) log(`verbless: ${original} → ${s.replacement}`);
            }
          }
          // A shape stand-in keeps its label words and a key's public prefix by design; it echoes only if it came back
          // as the original.
          const shapeKept = SHAPED_IDENTIFIERS.has(category) && charShape(s.replacement) === charShape(original);
          if (shapeKept ? s.replacement === original : echoOutsideFrame(original, s.replacement)) {
            echo++;
            if (shipped && process.env.PV_SHOW_ERRORS !== undefined) log(`echo: ${original} → ${s.replacement}`);
          }
          const found = original.match(AMOUNT) ?? [];
          if (found.length > 0) {
            amounts++;
            if (found.some((a) => s.replacement.includes(a))) {
              amountKept++;
              if (shipped && process.env.PV_SHOW_ERRORS !== undefined) log(`amount kept: ${original} → ${s.replacement}`);
            }
            if ((s.replacement.match(AMOUNT) ?? []).length > 0) amountAsAmount++;
            else if (shipped && process.env.PV_SHOW_ERRORS !== undefined) log(`amount lost: ${original} → ${s.replacement}`);
          }
          // Typed: the whole span or one of its shape's word pieces has a slot (the public classifier).
          const pieces = SHAPED_CATEGORIES.has(category) ? (shapeSpan(original, category, (w) => typedSlotOf(category, w) !== null) ?? []) : [];
          const slots = [original, ...pieces.filter((p) => p.kind === 'words').map((p) => original.slice(p.start, p.end))]
            .map((t) => typedSlotOf(category, t)?.slot)
            .filter((x) => x !== undefined);
          if (slots.length > 0) {
            typedSpans++;
            const lower = s.replacement.toLowerCase();
            if (slots.some((slot) => TYPED_LISTS[slot].some((entry) => lower.includes(entry.text.toLowerCase())))) typedFaithful++;
          }
        });
      }
    }
    const per100 = (x: number): string => ((100 * x) / n).toFixed(2);
    rows.push(
      `| ${shipped ? 'shapes + typed slots (shipped)' : 'before (whole spans, category lists)'} | ${n} | ${per100(det)} | ${per100(caps)} | ${verbless}/${clauses} | ${(echo / n).toFixed(3)} | ${amountKept}/${amounts} | ${amountAsAmount}/${amounts} | ${typedFaithful}/${typedSpans} |`,
    );
    log(rows[rows.length - 1]!);
  }
  return [
    `Realistic DEV split (${dev.length} messages with facts; never test), gold facts as spans, dp (πθ, joint, ε_text = 20, ${seeds} seeds), engine path.`,
    '',
    '| rewrite | replacements | det./article errors per 100 | capitalisation errors per 100 | verbless fact clauses | echo rate (outside frame words) | amounts kept verbatim | amounts back as an amount | typed spans with a same-type replacement |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
  ];
}

// ---------------------------------------------------------------------------------------------------------------
// Bench part (`npm run bench -- --update rewriting-quality`): every mode through the engine's sanitize
// (src/engine/sanitize.ts sanitizeSpans, as createEngine's sanitize calls it), one table per set.

/** A placeholder stand-in ([HEALTH_1]): its type is its label. */
const PLACEHOLDER = /^\[([A-Z]+)_[1-9]\d*\]$/;

/**
 * Where each replacement of sanitizeSpans sits in the sanitized text. The outcome lists the original offsets; the text
 * before a replacement is shifted by every earlier replacement's length change and by the a/an `lead` rewrites up to
 * and including its own (a lead is the word just before its span). Throws when a position does not hold its
 * replacement (so a wrong offset can never be counted silently).
 */
export function replacementPositions(sanitized: string, replacements: readonly Replacement[]): { newStart: number; newEnd: number }[] {
  let delta = 0;
  return [...replacements]
    .map((r, index) => ({ r, index }))
    .sort((a, b) => a.r.start - b.r.start)
    .map(({ r, index }) => {
      if (r.lead !== undefined) delta += r.lead.text.length - (r.lead.end - r.lead.start);
      const newStart = r.start + delta;
      const newEnd = newStart + r.replacement.length;
      delta += r.replacement.length - (r.end - r.start);
      if (sanitized.slice(newStart, newEnd) !== r.replacement)
        throw new Error(`rewriting-quality: replacement ${JSON.stringify(r.replacement)} is not at ${newStart} of the sanitized text`);
      return { index, newStart, newEnd };
    })
    .sort((a, b) => a.index - b.index)
    .map(({ newStart, newEnd }) => ({ newStart, newEnd }));
}

/** The numbers of a text as the engine's parser reads them: longest windows of 1–3 words first, left to right. */
export function numericForms(text: string, category: string): { kind: string; format: string }[] {
  const words = [...text.matchAll(/\S+/g)].map((m) => m[0]);
  const out: { kind: string; format: string }[] = [];
  for (let i = 0; i < words.length; ) {
    let taken = 0;
    for (let len = Math.min(3, words.length - i); len >= 1 && taken === 0; len--) {
      const window = words.slice(i, i + len).join(' ').replace(/[.,;:!?)]+$/, '').replace(/^[(]+/, '');
      if (!/[\d]/.test(window) && len > 1) continue;
      const p = parseNumeric(window, category);
      if (p !== null) {
        out.push({ kind: p.kind, format: p.format });
        taken = len;
      }
    }
    i += Math.max(1, taken);
  }
  return out;
}

/**
 * A numeric span (one the parser reads a number in) keeps its unit and format when the replacement holds the same
 * numbers, in order, of the same kinds and formats ("$7,900" → "$8,350"; "for 8 months" → "for 7 months"). null: not
 * a numeric span.
 */
export function numericKept(original: string, replacement: string, category: string): boolean | null {
  const before = numericForms(original, category);
  if (before.length === 0) return null;
  const after = numericForms(replacement, category);
  // A unit agrees with its number ("1 month", "3 months"): the same unit either way.
  const unit = (format: string): string => format.replace(/(\p{L}{2,})s\b/gu, '$1');
  return after.length === before.length && before.every((b, i) => b.kind === after[i]!.kind && unit(b.format) === unit(after[i]!.format));
}

/** The original's typed slots (typed.ts): the whole span's, or those of its shape's word pieces. */
function typedSlots(original: string, category: SpanCategory): TypedSlot[] {
  const pieces = SHAPED_CATEGORIES.has(category) ? (shapeSpan(original, category, (w) => typedSlotOf(category, w) !== null) ?? []) : [];
  return [original, ...pieces.filter((p) => p.kind === 'words').map((p) => original.slice(p.start, p.end))]
    .map((t) => typedSlotOf(category, t)?.slot)
    .filter((x): x is NonNullable<typeof x> => x !== undefined);
}

/**
 * The type a slot stands for (issue 19: "a person by a person", "an organisation by an organisation name", "a place
 * by a place of the same granularity"): a first name and a full name are both a person, every organisation kind an
 * organisation; every other slot (city, state, county, country, medication, charge…) is its own type.
 */
export function typeKey(slot: TypedSlot): string {
  if (slot === 'first_name' || slot === 'full_name') return 'person';
  if (slot.startsWith('org_')) return 'organization';
  return slot;
}

export interface TypeCheck {
  /** The replacement does not stand for the same kind of thing. */
  mismatch: boolean;
  /** The original has a typed slot (medication, charge, city, full name…); `typedKept`: the replacement is of it. */
  typed: boolean;
  typedKept: boolean;
}

/**
 * Type of a replacement against its original (category = the span's category):
 *  - a placeholder ([HEALTH_1]) is its own type: it fits when its label is the category's label (categoryLabel) and
 *    never fits a typed slot (it is no medication) — typed spans count it as not kept, never as a mismatch;
 *  - any other stand-in (dp phrase, pseudonym surrogate, k-RR string) is a mismatch when its grammatical slot
 *    (classifySlot) cannot stand in the original's (slotFit 0), or when the original has a typed slot and the
 *    replacement is not of its type (typeKey: the public classifier typedSlotOf reads a slot of the same type in the
 *    replacement, or the replacement contains an entry of that slot's list). typedSlotOf is lenient for places (any
 *    short digit-free words read as a city), so a garbled k-RR place can count as a city.
 */
export function typeCheck(original: string, replacement: string, category: SpanCategory): TypeCheck {
  const slots = typedSlots(original, category);
  const typed = slots.length > 0;
  const label = PLACEHOLDER.exec(replacement)?.[1];
  if (label !== undefined) return { mismatch: label !== categoryLabel(category), typed, typedKept: false };
  const lower = replacement.toLowerCase();
  const own = typedSlotOf(category, replacement)?.slot;
  const typedKept =
    typed &&
    slots.some(
      (slot) =>
        (own !== undefined && typeKey(slot) === typeKey(own)) ||
        TYPED_LISTS[slot].some((entry) => containsEntry(lower, entry.text.toLowerCase())),
    );
  const slotMismatch = slotFit(classifySlot(original), classifySlot(replacement)) === 0;
  return { mismatch: slotMismatch || (typed && !typedKept), typed, typedKept };
}

/** True when `text` holds a list entry; a numbered clause's entry ("served #") with any number at its mark. */
export function containsEntry(text: string, entry: string): boolean {
  if (!entry.includes('#')) return text.includes(entry);
  const [before, after] = entry.split('#') as [string, string];
  const escape = (x: string): string => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(before)}\\S+(?: \\S+){0,2}${escape(after)}`).test(text);
}

/** Echo of one replacement: a placeholder carries only its category (revealed), never an echo. */
export function echoOf(original: string, replacement: string, category: SpanCategory): boolean {
  if (PLACEHOLDER.test(replacement)) return false;
  // A shape stand-in keeps its label words and a key's public prefix by design; it echoes only if it is the original.
  if (SHAPED_IDENTIFIERS.has(category) && charShape(replacement) === charShape(original)) return replacement === original;
  return echoOutsideFrame(original, replacement);
}

/** Categories whose stand-ins keep their own case wherever they stand (not counted for capitalisation). */
const WRITTEN_AS_IS: ReadonlySet<SpanCategory> = new Set<SpanCategory>(['email', 'url', 'handle', 'ip_address', 'mac_address', 'secret', 'crypto_wallet']);

/**
 * Splice errors of one stand-in at [newStart, newEnd) of `sanitized` (input: the original message and the span's
 * range). A stand-in with the original's exact character shape cannot introduce one; an address, URL or key is written
 * as it is, not as prose, so its case is not counted (a lower-case e-mail surrogate at a line start is no error).
 */
export function standInErrors(
  sanitized: string,
  at: { newStart: number; newEnd: number },
  input: { text: string; start: number; end: number },
  category: SpanCategory,
): SpliceErrors {
  const original = input.text.slice(input.start, input.end);
  const replacement = sanitized.slice(at.newStart, at.newEnd);
  if (charShape(replacement) === charShape(original)) return { determiner: 0, capitalisation: 0 };
  const e = spliceErrors(sanitized, at.newStart, at.newEnd, input);
  return WRITTEN_AS_IS.has(category) ? { ...e, capitalisation: 0 } : e;
}

export const PART_EPSILONS = [5, 20, 75] as const;
type PartMode = 'dp' | 'krr-spans' | 'pseudonym' | 'placeholders';
interface ModeRow {
  mode: PartMode;
  epsilon: number | null;
  replacements: number;
  determinerPer100: number;
  capitalisationPer100: number;
  typeMismatchPer100: number;
  typedKept: number;
  typedSpans: number;
  echoRate: number;
  numericKept: number;
  numericSpans: number;
  utilityRelative?: number;
  inversionTop1?: number;
}
interface Message {
  text: string;
  spans: Span[];
}
interface Counted {
  original: string;
  replacement: string;
  start: number;
}

/** The engine's sanitize of one message in one mode (prepare → sanitizeSpans → forget, as createEngine does). */
function sanitizeAs(mode: PartMode, epsilon: number, m: Message, rw: Rewriter, seed: string): SanitizeOutcome {
  const ctx = { rng: createRandom(seed), vault: new ConversationVault(createRandom(`${seed}|vault`)), candidates: rw };
  if (mode === 'krr-spans') {
    // As scripts/bench/rewriting.ts: the message budget ε split over the perturbed characters (the engine's krr mode
    // takes ε per character), so k-RR spends the same ε_text as dp.
    const chars = m.spans.reduce((n, s) => n + s.text.replace(/\s/g, '').length, 0);
    return sanitizeSpans(m.text, m.spans, { mode: 'krr', krrScope: 'spans', epsilon: epsilon / Math.max(1, chars) }, ctx);
  }
  return sanitizeSpans(m.text, m.spans, { mode: mode === 'placeholders' ? 'redact' : mode, epsilon }, ctx);
}

async function measureSet(
  messages: readonly Message[],
  rw: Rewriter,
  seeds: number,
  seedBase: number,
  log: (m: string) => void,
  proxy?: { corpus: Corpus; accuracy: (reps: readonly (readonly string[] | null)[]) => number; upper: number; typeH: Float32Array[] },
): Promise<ModeRow[]> {
  const settings: { mode: PartMode; epsilon: number | null }[] = [
    ...PART_EPSILONS.map((epsilon) => ({ mode: 'dp' as const, epsilon })),
    ...PART_EPSILONS.map((epsilon) => ({ mode: 'krr-spans' as const, epsilon })),
    { mode: 'pseudonym', epsilon: null },
    { mode: 'placeholders', epsilon: null },
  ];
  // outcome per setting, seed and message.
  const outcomes = settings.map(() => [] as (SanitizeOutcome | null)[][]);
  for (let seed = 0; seed < seeds; seed++) settings.forEach((_, k) => (outcomes[k]![seed] = []));
  for (const [i, m] of messages.entries()) {
    if (m.spans.length === 0) {
      for (let seed = 0; seed < seeds; seed++) settings.forEach((_, k) => outcomes[k]![seed]!.push(null));
      continue;
    }
    // One prepare per message serves every dp draw (it embeds the spans and contexts; no randomness).
    await rw.prepare(m.text, m.spans.map((s) => ({ start: s.start, end: s.end, text: s.text, category: s.category })), { shaped: true });
    try {
      for (let seed = 0; seed < seeds; seed++)
        settings.forEach((s, k) => outcomes[k]![seed]!.push(sanitizeAs(s.mode, s.epsilon ?? 0, m, rw, `${seedBase + seed}|${i}|${s.mode}|${s.epsilon ?? 0}`)));
    } finally {
      rw.forget();
    }
  }
  const rows: ModeRow[] = [];
  for (const [k, setting] of settings.entries()) {
    let n = 0;
    let det = 0;
    let caps = 0;
    let mismatch = 0;
    let typed = 0;
    let typedKept = 0;
    let echo = 0;
    let numeric = 0;
    let numericOk = 0;
    let top1 = 0;
    let utility = 0;
    for (let seed = 0; seed < seeds; seed++) {
      const reps: (string[] | null)[] = [];
      for (const [i, m] of messages.entries()) {
        const out = outcomes[k]![seed]![i];
        if (out == null) {
          reps.push(null);
          continue;
        }
        const at = replacementPositions(out.sanitized, out.replacements);
        const byStart = new Map<number, Counted>();
        out.replacements.forEach((r, j) => {
          const span = m.spans.find((s) => s.start === r.start)!;
          const original = m.text.slice(r.start, r.end);
          const category = span.category;
          byStart.set(r.start, { original, replacement: r.replacement, start: r.start });
          n++;
          const e = standInErrors(out.sanitized, at[j]!, { text: m.text, start: r.start, end: r.end }, category);
          det += e.determiner;
          caps += e.capitalisation;
          const t = typeCheck(original, r.replacement, category);
          if (t.mismatch) mismatch++;
          // PV_SHOW_ERRORS=1: splice errors at every ε, type and numeric misses of the first seed at ε 20 and without ε.
          const show = (what: string): void => {
            if (process.env.PV_SHOW_ERRORS !== undefined && (what.startsWith('splice') || (seed === 0 && (setting.epsilon ?? 20) === 20)))
              log(`${setting.mode} ${what}: ${category}: ${JSON.stringify(original)} → ${JSON.stringify(r.replacement)}`);
          };
          if (t.mismatch) show('type');
          if (e.determiner + e.capitalisation > 0) show(`splice ${JSON.stringify(out.sanitized.slice(Math.max(0, at[j]!.newStart - 30), at[j]!.newEnd + 20))}`);
          if (t.typed) typed++;
          if (t.typedKept) typedKept++;
          if (echoOf(original, r.replacement, category)) echo++;
          const kept = numericKept(original, r.replacement, category);
          if (kept !== null) {
            numeric++;
            if (kept) numericOk++;
            else show('numeric');
          }
        });
        reps.push(m.spans.map((s) => byStart.get(s.start)?.replacement ?? s.text));
      }
      if (proxy !== undefined) {
        await proxy.corpus.store.ensure(reps.flatMap((r) => r ?? []));
        utility += proxy.accuracy(reps) / proxy.upper;
        for (const [i, m] of messages.entries()) {
          const r = reps[i];
          if (r == null) continue;
          m.spans.forEach((s, j) => {
            if (inversionRank(proxy.typeH, proxy.corpus.trainTypes.indexOf(s.text), proxy.corpus.store.h(r[j]!)) <= 1) top1++;
          });
        }
      }
    }
    const per100 = (x: number): number => (100 * x) / Math.max(1, n);
    rows.push({
      mode: setting.mode,
      epsilon: setting.epsilon,
      replacements: n,
      determinerPer100: per100(det),
      capitalisationPer100: per100(caps),
      typeMismatchPer100: per100(mismatch),
      typedKept,
      typedSpans: typed,
      echoRate: echo / Math.max(1, n),
      numericKept: numericOk,
      numericSpans: numeric,
      ...(proxy !== undefined ? { utilityRelative: utility / seeds, inversionTop1: top1 / Math.max(1, n) } : {}),
    });
    log(JSON.stringify(rows[rows.length - 1]));
  }
  return rows;
}

/** Mechanism seeds of the bench part (dp and k-RR draws; pseudonym surrogates); `--seeds N` of the CLI overrides. */
export const PART_SEEDS = 2;

function table(rows: readonly ModeRow[], withUtility: boolean): string {
  const f = (x: number, d = 2): string => x.toFixed(d);
  return [
    `| mode | ε_text | replacements | det./article errors /100 | capitalisation errors /100 | type mismatches /100 | typed spans, same type | echo rate | numeric spans kept in unit and format |${withUtility ? ' utility rel. | inversion top-1 |' : ''}`,
    `|---|---|---|---|---|---|---|---|---|${withUtility ? '---|---|' : ''}`,
    ...rows.map(
      (r) =>
        `| ${r.mode} | ${r.epsilon ?? '— (no DP)'} | ${r.replacements} | ${f(r.determinerPer100)} | ${f(r.capitalisationPer100)} | ${f(r.typeMismatchPer100)} | ${r.typedKept}/${r.typedSpans} | ${f(r.echoRate, 3)} | ${r.numericSpans === 0 ? '— (0)' : `${r.numericKept}/${r.numericSpans}`} |${withUtility ? ` ${f(r.utilityRelative ?? NaN, 3)} | ${f(r.inversionTop1 ?? NaN, 3)} |` : ''}`,
    ),
  ].join('\n');
}

export async function run(seeds: number = PART_SEEDS): Promise<{ markdown: string; json: Record<string, unknown> }> {
  const log = (msg: string): void => void process.stderr.write(`rewriting-quality: ${msg}\n`);
  const corpus = await loadCorpus(log);
  const policy = JSON.parse(readFileSync(path.join(MODELS, 'rewriter-policy.json'), 'utf8')) as PolicyFile;
  const phraseEmbeddings = JSON.parse(readFileSync(path.join(MODELS, 'rewriter-phrase-embeddings.json'), 'utf8')) as PhraseEmbeddingsFile;
  const embed = (texts: readonly string[]): Promise<Float32Array[]> => corpus.store.ensure(texts).then(() => texts.map((t) => corpus.store.get(t)));
  // As the engine's loadRewriter: the shipped bank, πθ, the stored phrase embeddings, the default profile (joint).
  const rw = await createRewriter({ bank: corpus.bank, embed, phraseEmbeddings, policy });
  const clf = new SoftmaxClassifier(corpus.trainRecords.map((r) => spanBag(corpus, r, null)), corpus.trainRecords.map((r) => r.answer));
  const accuracy = (reps: readonly (readonly string[] | null)[]): number =>
    corpus.valRecords.reduce((n, r, k) => n + (clf.predict(spanBag(corpus, r, reps[k] ?? null)) === r.answer ? 1 : 0), 0) / corpus.valRecords.length;
  const upper = accuracy(corpus.valRecords.map(() => null));
  const typeH = corpus.trainTypes.map((t) => corpus.store.h(t));
  const asSpan = (start: number, end: number, text: string, category: SpanCategory): Span => ({ start, end, text, category, score: 1, source: 'user' });
  const val: Message[] = corpus.valRecords.map((r) => ({
    text: r.text,
    spans: r.spans.filter((s) => s.private).map((s) => asSpan(s.start, s.end, s.text, r.domain)),
  }));
  const started = process.cpuUsage();
  const valRows = await measureSet(val, rw, seeds, 19_100, log, { corpus, accuracy, upper, typeH });
  const dev = loadSet()
    .messages.filter((m) => splitOf(m.id) === 'dev' && m.facts.length > 0)
    .map((m) => ({ text: m.text, spans: m.facts.map((f) => asSpan(f.start, f.end, f.text, KIND_CATEGORY[f.kind] ?? 'custom')) }));
  const devRows = await measureSet(dev, rw, seeds, 19_600, log);
  const cpu = process.cpuUsage(started);
  corpus.store.save();
  const how =
    'Every mode through the engine\'s own sanitize (`sanitizeSpans` after `prepare(…, { shaped: true })`, as createEngine does; the shipped bank, πθ, joint profile) with the span list given: ' +
    'dp = `--mode dp` (numbers by the geometric mechanisms, words in one joint draw, splice); krr-spans = `--mode krr --krr-scope spans` with ε_text split over the spans\' characters (ε per character = ε_text / characters, as the Rewriting part; the CLI\'s krr ε is per character); ' +
    'pseudonym = `--mode pseudonym` (surrogates; a category without one — medical, legal, financial… — gets its placeholder); placeholders = `--mode redact`. ' +
    `${seeds} seeds per mode and ε (seeded RNG and vault per message, as \`--seed\`).\n\n` +
    'Counted per replacement: det./article = two determiners in a row at the splice or a/an against the next word (spliceErrors; a pair the user wrote is not counted); capitalisation = lower case at a sentence start or inside an ALL CAPS line (not counted for e-mail, URL, handle, IP/MAC, secret and wallet stand-ins, written as they are); ' +
    'type mismatch = a placeholder whose label is not the span category\'s ([HEALTH_1] is its own type and fits a medical span), or another stand-in whose grammatical slot cannot stand in the original\'s (classifySlot/slotFit 0) or, for an original with a typed slot (medication, charge, city, full name…, typed.ts), one that is not of that type (typedSlotOf of the replacement reads the same type — a first and a full name are both a person, every organisation kind an organisation, a city is not a state — or an entry of the slot\'s list is in it); ' +
    '"typed spans, same type" = of the typed originals, those whose replacement is of their slot (a placeholder never is); echo = a content-word lemma of the original outside its public frame words (echoOutsideFrame; a placeholder never echoes); ' +
    'numeric = spans in which the engine\'s parser (parseNumeric, windows of 1–3 words) reads a number; kept = the replacement holds the same numbers, in order, with the same kind and format ("$#,###", "# months").';
  const markdown = [
    how,
    '',
    `**Pri val** (oracle private spans, ${val.filter((m) => m.spans.length > 0).length} texts). Utility proxy: span-bag classifier accuracy relative to unsanitized (${upper.toFixed(3)}); inversion top-1: nearest of ${corpus.trainTypes.length} training span types by h(·) (as scripts/bench/rewriting.ts).`,
    '',
    table(valRows, true),
    '',
    `**Realistic DEV split** (${dev.length} messages with facts; gold facts as spans; never the test split).`,
    '',
    table(devRows, false),
    '',
    `CPU of the sanitize and counting loops: ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s for both sets (loading the corpus and encoding new replacements for the Pri val metrics come on top; shared machine: wall time is not meaningful).`,
  ].join('\n');
  return { markdown, json: { seeds, epsilons: [...PART_EPSILONS], upperBound: upper, priVal: valRows, realisticDev: devRows } };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) await main();

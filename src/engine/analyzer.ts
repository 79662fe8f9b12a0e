/**
 * The full analysis: structured identifiers (rules) beside the learned localizer (TextChunker candidates →
 * span encoder h(·) → prototype affinity + Otsu, paper Eqs. 7–10), merged into one list of spans.
 *
 * Long messages are analysed in windows of whole sentences, so cost grows linearly with length and each window
 * gets its own domain and threshold (a message can move from a diagnosis to a debt).
 */
import { scoringCandidates, type TextChunker, type Candidate } from './chunker/index.ts';
import { contextGate, type ContextHead } from './context/index.ts';
import { MAX_TOKENS, type Encoder } from './encoder/index.ts';
import { detectIdentifiers, namesPublicFigure, onlyTaggerSpans } from './identifiers/index.ts';
import { localize, type Prototypes } from './localizer/index.ts';
import { repeatedMentions } from './mentions.ts';
import { titleRanges } from './titles.ts';
import { figurativeRanges, figurativeSpan, withoutMinorAilments } from './figurative.ts';
import { DOMAIN_SHORTHAND, declaredTask, drivingLesson, findFacts, pryingOnly, tellsDanger, tellsOwnFact, tellsWhole, hasDomainWord, isDomainWordToken, lineItemAmount, messageRegister, notLegalSense, personalSentences, plainLocalizerSpan, reportedRanges, soreAfterExercise, type WordPrior, errandOrCountOnly } from './facts/index.ts';
import { tagText, tagWindows, textTokenStates, type TaggerHead } from './tagger/index.ts';
import { contentWords, maxFactProbability, shapeFactSpan, substantive, trimTrailingLinks, tagFacts, type FactTaggerHead, type FactType } from './fact-tagger/index.ts';
import type { TokenStates } from './encoder/index.ts';
import { gateProbability, messageFeatures, type MessageGate } from './message-gate/index.ts';
import { filterSpans, type SpanFilter } from './span-filter/index.ts';
import { kindByTopic, taggerKind, timeOnly, CANDIDATE_VETO_DEFAULT, CONTEXT_GATE_DEFAULT, MESSAGE_GATE_DEFAULT, SPAN_FILTER_DEFAULT, MESSAGE_GATE_BUDGET, FACT_TAGGER_BUDGET, FACT_TAGGER_DEFAULT, TAGGER_BUDGET, TAGGER_DEFAULT, detectionPolicy, identifiesNoOne, askedOwnAct, joinNeighbours, splitAskedClauses, deniedFact, businessFigure, authorName, citedCaseParty, citedCaseParties, cohortYears, courseName, platformMedium, recurringDay, withoutLoneAge, exampleValue, formName, institutionDenomination, letterheadAddress, issueDate, numberedThing, logTimestamp, comparedPlace, productCode, skillName, pressQuoteName, fictionalName, fictionTask, ownedName, withComplement, withoutFullStop, withoutNamedSubject, tidyDomainEdges, businessText, isDomainCategory, jurisdictionPlace, mergeSpans, organisationDates, publicFigureFact, travelDestination, userTermSpans, weakCue, inventedValues, sampleValue, type Analysis, type AnalyzeSettings } from './pipeline.ts';
import type { Domain, Span } from './types.ts';

/** Sentences per localization window. */
export const WINDOW_SENTENCES = 12;

/**
 * The windows to read within `budget`, in message order: all of them when they fit, else those with the most evidence
 * (figures and domain words, `evidence`) first, then the earlier ones. A window's size is `sizeOf` (the analyzer's
 * encoder tokens; characters by default).
 */
export function withinBudget<W extends { start: number; end: number }>(windows: readonly W[], budget: number, evidence: (w: W) => number, sizeOf: (w: W, i: number) => number = (w) => w.end - w.start): W[] {
  const sizes = windows.map(sizeOf);
  if (sizes.reduce((n, x) => n + x, 0) <= budget) return [...windows];
  const ranked = windows.map((w, i) => ({ w, i, e: evidence(w) })).sort((a, b) => b.e - a.e || a.i - b.i);
  const kept: { w: W; i: number }[] = [];
  let used = 0;
  for (const r of ranked) {
    const size = sizes[r.i] ?? 0;
    if (r.e === 0 || used + size > budget) continue;
    kept.push(r);
    used += size;
  }
  return kept.sort((a, b) => a.i - b.i).map((r) => r.w);
}

/**
 * The encoder tokens of each window, or undefined when the windows' characters fit `budget`: a window has at most one
 * token more than characters (the leading word marker), so then the tokens fit too and nothing is tokenized.
 */
async function tokenSizes(text: string, windows: readonly { start: number; end: number }[], encoder: Encoder, budget: number): Promise<number[] | undefined> {
  if (windows.reduce((n, w) => n + w.end - w.start + 1, 0) <= budget) return undefined;
  return Promise.all(windows.map(async (w) => Math.min((await encoder.tokenize(text.slice(w.start, w.end))).length, MAX_TOKENS)));
}

/**
 * The windows the identifier tagger reads (outside code): all of them when they fit `budget` encoder tokens, else the
 * ones with the most capitalised words after their first word (names, places, organisations), as many as fit.
 */
export async function taggerWindows(text: string, code: readonly [number, number][], encoder: Encoder, budget: number): Promise<{ start: number; end: number }[]> {
  const windows = tagWindows(text).filter((w) => !insideAny(code, w.start, w.end));
  const sizes = await tokenSizes(text, windows, encoder, budget);
  if (!sizes) return windows;
  const capitals = (w: { start: number; end: number }): number => 1 + (text.slice(w.start, w.end).match(/(?<=[ \t])\p{Lu}/gu)?.length ?? 0);
  return withinBudget(windows, budget, capitals, (_, i) => sizes[i] ?? 0);
}

/** A capitalised word inside a line: not its first word, nor the pronoun "I" ("I'm", "I've", "I'd", "I'll"). */
const INNER_CAPITAL = /(?<=[ \t])\p{Lu}(?!['’]?(?:m|ve|d|ll)?\b)/u;

/**
 * The windows the identifier tagger reads when the fact tagger has run: the fact tagger's (encoded already), and of its
 * own selection (taggerWindows) only those that hold a capitalised word inside them (a name, a place, an
 * organisation), which are encoded for it alone. A line of lower-case talk outside the fact tagger's windows is not
 * read: on the seen holdouts and dev reading it found no more names (docs/tagger.md "Session 30").
 */
export function sharedTaggerWindows(text: string, fact: readonly { start: number; end: number }[], own: readonly { start: number; end: number }[]): { start: number; end: number }[] {
  const read = new Set(fact.map((w) => `${w.start}:${w.end}`));
  return [...fact, ...own.filter((w) => !read.has(`${w.start}:${w.end}`) && INNER_CAPITAL.test(text.slice(w.start, w.end)))].sort((a, b) => a.start - b.start);
}

/**
 * Words of a person's own care or case that the word prior counts as topic words ("surgery", "hospice", "therapy": a
 * seed list's generic words and their neighbours), so a one-word fact tagger span on them lacked lexical support. The
 * tagger reads them in context and only in a sentence about someone ("for my surgery on 2/3", "time for hospice",
 * "undetectable since 2019"); alone as a topic ("a surgery waiting list?") its span is rarer, and the plain-span checks
 * (a heading, a general clause) still apply. Session 37, chosen on the training folders' untouched health facts: seen
 * holdouts +4 domain facts touched at +4 false spans, written-more +8, dev and written-fresh unchanged.
 */
const EVENT_WORDS: ReadonlySet<string> = new Set(['surgery', 'operation', 'hospice', 'transplant', 'undetectable', 'therapy', 'counselling', 'counseling', 'visitation']);
/** A number standing as a word of its own (not a digit inside a name, a code, a host or a key: "boto3", "vps-01"). */
const FIGURE = /(?:^|[\s([{~≈:/])[$£€₹]?\d/u;

export interface LearnedModels {
  chunker: TextChunker;
  encoder: Encoder;
  prototypes: Prototypes;
  /** The fact stage's word prior (src/engine/facts); absent, only the localizer finds domain facts. */
  prior?: WordPrior;
  /** The contextual head (src/engine/context); absent, the contextual gate does not run. */
  context?: ContextHead;
  /** The token tagger (src/engine/tagger); absent, names are the rule recognizers' alone. */
  tagger?: TaggerHead;
  /** The fact tagger (src/engine/fact-tagger); absent, domain facts are the rules' and the localizer's alone. */
  factTagger?: FactTaggerHead;
  /** The message gate (src/engine/message-gate); absent, every personal message is searched for domain facts. */
  messageGate?: MessageGate;
  /** The span filter (src/engine/span-filter); absent, every domain span found is kept. */
  spanFilter?: SpanFilter;
}

/** The engine's category of a fact tagger kind. */
const FACT_CATEGORY: Record<FactType, Span['category']> = { health: 'medical', legal: 'legal', financial: 'financial', other: 'sensitive' };

/**
 * Per-token states of a message's windows, each window encoded once per analysis however many heads read it (the
 * identifier tagger and the fact tagger share the run); the windows still missing are encoded in one batched call.
 * Each window keeps only its tokens that cover text (tagger/tag.ts textTokenStates), which is all either head reads:
 * a window with bare separators is reduced once here, not once per head (the heads' textTokens then copy nothing).
 */
export function windowStates(text: string, encoder: Encoder): (windows: readonly { start: number; end: number }[]) => Promise<TokenStates[]> {
  const cache = new Map<string, TokenStates>();
  const key = (w: { start: number; end: number }): string => `${w.start}:${w.end}`;
  return async (windows) => {
    const missing = windows.filter((w, i) => !cache.has(key(w)) && windows.findIndex((v) => key(v) === key(w)) === i);
    if (missing.length) {
      const states = await encoder.encodeTokens(missing.map((w) => text.slice(w.start, w.end)));
      missing.forEach((w, i) => {
        const s = states[i];
        if (s) cache.set(key(w), textTokenStates(s));
      });
    }
    return windows.map((w) => {
      const s = cache.get(key(w));
      if (!s) throw new Error('analyzer: internal error, window was not encoded');
      return s;
    });
  };
}

export interface AnalyzerResult extends Analysis {
  /** Per-window inferred domains and thresholds, for diagnostics and the benchmark. */
  windows: { start: number; end: number; domain: Domain | null; threshold: number }[];
}

function windowsOf(candidates: readonly Candidate[], sentences: number): Candidate[][] {
  const groups = new Map<number, Candidate[]>();
  for (const c of candidates) {
    const w = Math.floor(c.sentence / sentences);
    let g = groups.get(w);
    if (!g) {
      g = [];
      groups.set(w, g);
    }
    g.push(c);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, g]) => g);
}

/** Invisible characters that split words without changing what a reader sees ("H\u00adIV", zero-width joins). */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff\u180e]/;

/**
 * The text the chunker and encoder see: invisible characters removed, so an obfuscated term reads as the plain one.
 * `toOriginal[i]` is the original offset of view character i (plus one final entry for the end).
 */
export function visibleView(text: string): { view: string; toOriginal: Int32Array } {
  if (!INVISIBLE.test(text)) return { view: text, toOriginal: Int32Array.from({ length: text.length + 1 }, (_, i) => i) };
  const map: number[] = [];
  let view = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (INVISIBLE.test(ch)) continue;
    view += ch;
    map.push(i);
  }
  map.push(text.length);
  return { view, toOriginal: Int32Array.from(map) };
}

/** A fenced block's language tag that names code or a config format (not a pasted letter or bill). */
const CODE_FENCE =
  /^\s*(?:```|~~~)\s*(?:js|jsx|ts|tsx|javascript|typescript|json|ya?ml|toml|ini|env|dotenv|sh|bash|zsh|shell|console|py|python|go|golang|rust|rs|java|kotlin|kt|c|cpp|c\+\+|cs|csharp|php|rb|ruby|swift|sql|nginx|apache|conf|dockerfile|docker|make|makefile|html|xml|css|scss|log|logs|properties|gradle|hcl|terraform|tf|lua|perl|r|scala|dart|vue|svelte|graphql|gql|diff|text\/x-\w+)\s*$/i;
/**
 * A line of code, a config or a log: an assignment ("NODE_ENV=production", "spring.datasource.url=…"), a YAML key in
 * snake or SCREAMING case, a shell prompt, a stack frame, a timestamped log record, a statement or markup line.
 */
const CODE_LINE = new RegExp(
  [
    String.raw`^\s*[A-Za-z_][\w.-]*\s*=(?!=)`, // NODE_ENV=production, spring.datasource.url=…
    String.raw`^\s*(?:[a-z]+_\w*|[A-Z][A-Z0-9]*_[A-Z0-9_]*)\s*[:=]`, // YAML/env keys in snake or SCREAMING case
    String.raw`^\s*(?:\$|>>>|PS>)\s`, // shell and REPL prompts
    String.raw`^\s*at\s+[\w$.<>]+\(`, // stack frames
    String.raw`^\s*\[?\d{4}-\d\d-\d\d[ T]\d\d:\d\d`, // timestamped log records
    String.raw`^\s*(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) +\d{1,2} \d\d:\d\d:\d\d \S+ [\w./-]+(?:\[\d+\])?:`, // syslog records
    // a tool's error or warning line: "npm ERR! code ERESOLVE", "ERROR: Could not find …", "TypeError: …", "fatal: …"
    String.raw`^\s*(?:npm (?:ERR!|WARN)|yarn (?:error|warn)|pip(?:3)?:|(?:ERROR|WARN(?:ING)?|FATAL|fatal|error|warning)(?:\[\w+\])?:|Traceback \(most recent call last\)|[A-Z]\w*(?:Error|Exception):|Step \d+\/\d+ :)`,
    String.raw`^\s*(?:import\s+[\w{*]|export\s+(?:default|const|function|class|\{)|(?:const|let|var)\s+[\w{[]+\s*=|function\s*\w*\s*\(|def\s+\w+\(|class\s+\w+\s*[:({]|package\s+[\w.]+;?\s*$|func\s+[\w(]|from\s+[\w.]+\s+import|return\b.*;\s*$)`,
    String.raw`^\s*(?:if|for|while|switch|catch)\s*\(`,
    String.raw`^\s*(?:server|location\s+\S+|upstream\s+\S+)\s*\{|^\s*(?:listen|proxy_\w+|server_name|root)\s+\S.*;\s*$`, // nginx
    String.raw`^\s*<\/?[a-zA-Z][\w.-]*(?:\s+[\w:-]+=|\s*\/?>)`, // markup
    String.raw`^\s*[})\];,]+\s*$`, // closing brackets
    String.raw`^\s*(?:\/\/|#!)`, // comments, shebangs
    String.raw`[=(){}][^\n]*;\s*$|=>|\)\s*\{\s*$|\{\s*$`, // statements and blocks
  ].join('|'),
);

/**
 * Character ranges of code in a message: fenced blocks tagged with a programming or config language, every
 * code-looking line elsewhere (see CODE_LINE), and inline `code`. Domain facts are not looked for there: "root",
 * "NODE_ENV", "v3", "default function IntakeForm" are code, not a person's health, case or money (identifiers and
 * secrets still are: a key in a config is found by the identifier recognizers, which run on the whole text).
 */
export function codeRanges(text: string): [number, number][] {
  const out: [number, number][] = [];
  let pos = 0;
  let fence: 'code' | 'other' | null = null;
  for (const line of text.split('\n')) {
    const end = pos + line.length;
    const isFence = /^\s*(?:```|~~~)/.test(line);
    if (isFence) {
      fence = fence === null ? (CODE_FENCE.test(line) ? 'code' : 'other') : null;
      out.push([pos, end]);
    } else if (fence === 'code' || CODE_LINE.test(line)) {
      out.push([pos, end]);
    } else {
      for (const m of line.matchAll(/`[^`\n]+`/g)) out.push([pos + m.index, pos + m.index + m[0].length]);
    }
    pos = end + 1;
  }
  return out;
}

function insideAny(ranges: readonly [number, number][], start: number, end: number): boolean {
  return ranges.some(([a, b]) => start >= a && end <= b);
}

/** Domain-word probability above which a weakly cued name is read as a condition or drug (see EntityOptions). */
const DOMAIN_WORD_AT = 0.7;

/**
 * The analysis. The token tagger's own spans (detail 'tagger') stand only beside something else the analysis finds:
 * when they are all it found, the message is analysed again without the tagger, and what that finds (often nothing)
 * is the answer. In a message with nothing else private, a name the rules did not read as one is most often a public
 * or fictional person ("the character is named Kayla", "by Laila Lalami"): on the seen holdouts the tagger's names
 * flagged five more sensitive-free messages and this keeps them unflagged, while it still finds the names the rules
 * miss in messages that tell something (docs/tagger.md "Session 29").
 */
export async function analyzeLearned(text: string, settings: AnalyzeSettings, models: LearnedModels): Promise<AnalyzerResult> {
  // The second analysis reads the windows the first encoded (one encoder run per window per message).
  const statesOf = windowStates(text, models.encoder);
  const result = await analyzeOnce(text, settings, models, statesOf);
  const tagged = models.tagger && (settings.tagger ?? TAGGER_DEFAULT);
  if (!tagged || !onlyTaggerSpans(result.spans)) return result;
  const without = await analyzeOnce(text, { ...settings, tagger: false }, models, statesOf);
  return without.spans.length > 0 ? result : without;
}

async function analyzeOnce(text: string, settings: AnalyzeSettings, models: LearnedModels, statesOf: ReturnType<typeof windowStates>): Promise<AnalyzerResult> {
  const neverPrivate = settings.neverPrivate ?? [];
  const prior = models.prior;
  const domainWord = prior
    ? (lower: string): boolean => {
        // benefits' short names and being misgendered, which the prior lacks (session 46: "i receive ssdi" was a person)
        if (DOMAIN_SHORTHAND.has(lower)) return true;
        if (prior.bySpelling(lower)) return false;
        const p = prior.lookup(lower);
        return !!p && Math.max(p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, p[3] ?? 0) >= DOMAIN_WORD_AT;
      }
    : undefined;
  const code = codeRanges(text);
  const { view, toOriginal } = visibleView(text);
  // Spans found on the view are mapped back so they cover the original characters, invisible ones included.
  const back = (start: number, end: number): { start: number; end: number } => ({
    start: toOriginal[start] ?? start,
    end: end > start ? (toOriginal[end - 1] ?? end - 1) + 1 : (toOriginal[end] ?? end),
  });
  const chunked = models.chunker.chunk(view);
  // Long clauses are not scored (see scoringCandidates). A text that occurs twice ("my doctor … my doctor") is
  // encoded once: Encoder.encode runs each distinct uncached text a single time.
  // The personal gate (src/engine/facts): only sentences that speak of a person can hold a private fact, so only
  // their candidates are encoded and scored (a general question costs no encoder call at all).
  // A clinical or case narrative with no personal word (the paper's datasets) keeps the paper's pipeline unchanged.
  const register = models.prior && settings.facts !== false ? messageRegister(view, chunked.tokens, models.prior) : 'record';
  const factStage = register !== 'record';
  const gate = factStage && settings.personalGate !== false ? personalSentences(view, chunked.tokens, register) : null;
  // Lexical support drops every localizer span without a domain word (below), so such a candidate need not be encoded
  // (settings.candidatePruning): it still took part in Otsu's threshold, which is why this is a choice made on dev.
  const prune = factStage && models.prior && settings.lexicalSupport !== false && settings.candidatePruning !== false ? models.prior : undefined;
  // The fact tagger's windows (src/engine/fact-tagger): the message's lines, long lines cut at sentence ends, within
  // FACT_TAGGER_BUDGET encoder tokens. `held` (the rules' and the localizer's domain spans) matters only to the policies
  // that read the sentences holding one (neither adding nor vetoing) or that need a phrase's support.
  const tagging = !!models.factTagger && factStage && (settings.factTagger ?? FACT_TAGGER_DEFAULT);
  const policy = settings.factTaggerPolicy ?? detectionPolicy(settings.detection);
  const personal = gate ? chunked.sentences.filter((_, i) => gate.has(i)).map((x) => back(x.start, x.end)) : undefined;
  // With neither added spans nor a veto, the tagger only shapes the others' spans: it then reads just the sentences
  // that hold one (a sentence is a shorter run than its line, and a message without a domain span costs nothing).
  const growOnly = policy.addAt > 1 && policy.vetoAt === 0;
  const windowsNeedHeld = growOnly || policy.support === 'all' || policy.support === 'phrase';
  // One selection of windows per budget asked for (the tagger's and, for the message gate, MESSAGE_GATE_BUDGET), from
  // one pass over the lines.
  const taggerBudget = settings.factTaggerBudget ?? FACT_TAGGER_BUDGET;
  const factWindows = async (held: readonly Span[], budgets: readonly number[] = [taggerBudget]): Promise<{ start: number; end: number }[][]> => {
    const candidates = (
      growOnly
        ? chunked.sentences.map((x) => back(x.start, x.end)).filter((x) => held.some((f) => f.start < x.end && f.end > x.start))
        : tagWindows(text)
    )
      .filter((w) => !insideAny(code, w.start, w.end) && (policy.scope === 'all' || !personal || personal.some((x) => x.start < w.end && x.end > w.start)))
      // Under lexical support an added span needs a figure or a word of a domain's vocabulary, and a widened one a
      // domain span: a window with none of them could yield nothing, so it is not encoded (the same spans, less cost).
      .filter(
        (w) =>
          !models.prior ||
          (policy.support !== 'all' && policy.support !== 'phrase') ||
          view.length !== text.length ||
          FIGURE.test(text.slice(w.start, w.end)) ||
          hasDomainWord(chunked.tokens, w.start, w.end, models.prior) ||
          held.some((f) => f.start < w.end && f.end > w.start),
      );
    // Evidence of a window: its tokens that are a figure or a domain word (each token tested once).
    // Computed only when the windows exceed the budget.
    const prior = models.prior;
    let evidence: boolean[] | undefined;
    // The budget counts the encoder's tokens, which its run's cost follows (a line of figures and codes is two or three
    // tokens a word). A window has at most one token more than characters (the leading word marker), so when the
    // characters fit the tokens do, and nothing is tokenized twice.
    const sizes = await tokenSizes(text, candidates, models.encoder, Math.min(...budgets));
    // (each window's count once: every budget's selection ranks the same windows)
    const counted = new Map<{ start: number; end: number }, number>();
    const evidenceOf = (w: { start: number; end: number }): number => {
      const known = counted.get(w);
      if (known !== undefined) return known;
      evidence ??= chunked.tokens.map((t, i) => FIGURE.test(t.text) || (prior !== undefined && isDomainWordToken(chunked.tokens, i, prior)));
      const e = evidence;
      const n = chunked.tokens.reduce((k, t, i) => k + (e[i] && t.start >= w.start && t.end <= w.end ? 1 : 0), 0);
      counted.set(w, n);
      return n;
    };
    return budgets.map((budget) => withinBudget(candidates, budget, evidenceOf, (w, i) => sizes?.[i] ?? w.end - w.start));
  };
  // With a veto and windows that do not depend on the others' spans, the tagger runs first, and a localizer candidate
  // whose every token it reads below the veto is not encoded (settings.candidateVeto): any span the localizer made of
  // it would be vetoed. It still would have taken part in Otsu's threshold, so this is a choice made on dev.
  // The message gate reads the windows within its own budget (MESSAGE_GATE_BUDGET, the one its features were trained
  // on), which the tagger's run has encoded already when the tagger's budget is at least as large.
  let early: { windows: { start: number; end: number }[]; states: TokenStates[]; result: ReturnType<typeof tagFacts>; gateStates: TokenStates[] } | undefined;
  const tagNames = !!models.tagger && (settings.tagger ?? TAGGER_DEFAULT);
  // The identifier tagger's windows when it shares the fact tagger's (below): they depend on no head's result, so they
  // are chosen here and encoded in the same call as the fact tagger's and the message gate's (one run per length
  // bucket instead of one per selection and bucket).
  let sharedNameWindows: { start: number; end: number }[] | undefined;
  if (tagging && models.factTagger && !windowsNeedHeld && policy.vetoAt > 0 && (settings.candidateVeto ?? CANDIDATE_VETO_DEFAULT)) {
    const [windows = [], gateWindows = []] = await factWindows([], [taggerBudget, MESSAGE_GATE_BUDGET]);
    if (tagNames && !settings.taggerOwnWindows) sharedNameWindows = sharedTaggerWindows(text, windows, await taggerWindows(text, code, models.encoder, settings.taggerBudget ?? TAGGER_BUDGET));
    // (every window of the three selections is encoded once, in one call: statesOf keeps each window's states)
    await statesOf([...windows, ...gateWindows, ...(sharedNameWindows ?? [])]);
    const states = await statesOf(windows);
    const gateStates = await statesOf(gateWindows);
    early = { windows, states, result: tagFacts(text, windows, states, models.factTagger), gateStates };
  }
  // The message gate (src/engine/message-gate): a personal message its head reads as telling no private domain fact
  // ("explain type 1 vs type 2 like im 12, its for my sons project", "my bf paid $300 for taylor swift tix, is that
  // normal") is read as general: no candidate is encoded, no fact looked for, and a name or place found by a weak cue
  // is public context. It reads the backbone vectors g(·) of the fact tagger's windows, which the encoder returns from
  // the tagger's own run: it costs no encoder work, and a message it reads as general saves the candidates'.
  let readAsGeneral = false;
  // The rules' facts over the personal sentences, when the gate's own-condition test has looked for them already: the
  // fact stage below reads the same sentences and takes them as they are (one findFacts run, not two).
  let gateFacts: ReturnType<typeof findFacts> | undefined;
  const gateModel = models.messageGate && (settings.messageGate ?? MESSAGE_GATE_DEFAULT) ? models.messageGate : undefined;
  if (early && register === 'chat' && (gateModel || settings.onMessageGate) && early.gateStates.length) {
    const vectors = early.gateStates.flatMap((s) => (s.backbone ? [s.backbone] : []));
    const d = vectors[0]?.length ?? 0;
    if (d > 0 && vectors.length === early.gateStates.length && (!gateModel || gateModel.dim === 2 * d)) {
      const features = messageFeatures(vectors, d);
      const p = gateModel ? gateProbability(gateModel, features) : Number.NaN;
      settings.onMessageGate?.(features, p);
      // self-harm or suicide told in words (tellsDanger), status, identity or union organising told whole in a
      // personal sentence (tellsWhole), and the writer's own condition, own debt or income with its amount, or own legal
      // event in the first person (tellsOwnFact) are never read as general
      const prior = models.prior;
      readAsGeneral =
        !!gateModel &&
        p < (settings.messageGateThreshold ?? gateModel.threshold) &&
        !tellsDanger(view) &&
        !(gate && tellsWhole(view, chunked.tokens, gate)) &&
        !(gate && prior && tellsOwnFact(view, () => (gateFacts ??= findFacts(view, chunked.tokens, prior, {}, gate))));
    }
  }
  // The token tagger (src/engine/tagger/tag.ts): its spans join the rule recognizers' candidates inside
  // detectIdentifiers, which keeps structured types to the validated recognizers. It reads the windows the fact tagger
  // has encoded already (session 30: one selection serves both heads, no encoder run of its own), else its own
  // selection (taggerWindows: a record, the fact tagger off, or settings.taggerOwnWindows).
  // Code is not tagged: "const userName" is no person, and secrets and IDs there are the recognizers' business.
  const learned =
    tagNames
      ? (await (async () => {
          const windows = sharedNameWindows ?? (await taggerWindows(text, code, models.encoder, settings.taggerBudget ?? TAGGER_BUDGET));
          return tagText(text, models.encoder, models.tagger as TaggerHead, windows, await statesOf(windows));
        })())
          .filter((s) => !insideAny(code, s.start, s.end))
          .map((s) => ({ start: s.start, end: s.end, category: s.type, score: s.score }))
      : undefined;
  const identifiers = detectIdentifiers(text, { allowlist: [...neverPrivate], ...(domainWord ? { domainWord } : {}), ...(learned ? { learned } : {}), ...(settings.taggerPolicy ? { learnedPolicy: settings.taggerPolicy } : {}) }).filter(
    // A timestamp on a log line dates a machine's event, not a person's.
    (s) =>
      !identifiesNoOne(s) &&
      !(s.category === 'date' && /\d:\d\d/.test(s.text) && insideAny(code, s.start, s.end)) &&
      // An insurer in an HTML option list is data, not the writer's insurer (known-orgs.ts).
      !(s.detail === 'known_org' && insideAny(code, s.start, s.end)),
  );
  const vetoed = (c: Candidate): boolean => {
    if (!early) return false;
    const o = back(c.start, c.end);
    return (maxFactProbability(early.result.tokens, o.start, o.end) ?? 1) < policy.vetoAt;
  };
  // A candidate across a line break (a heading and its first field, two lines of a pasted table) is not encoded: the
  // encoder's vocabulary has no line break (it reads as the unknown piece), a field's fact ends with its line, and on
  // long pastes these candidates were a sixth of analysis's encoder tokens (docs/localization.md).
  const candidates = scoringCandidates(chunked.candidates).filter(
    (c) => !readAsGeneral && !c.text.includes('\n') && (!gate || gate.has(c.sentence)) && (!prune || hasDomainWord(chunked.tokens, c.start, c.end, prune)) && !vetoed(c),
  );
  const embeddings = candidates.length ? await models.encoder.encode(candidates.map((c) => c.text)) : [];
  const vectorOf = new Map(candidates.map((c, i) => [c, embeddings[i]?.vector ?? new Float32Array(models.prototypes.dim)]));

  const localized: Span[] = [];
  const windows: AnalyzerResult['windows'] = [];
  const domainVotes = new Map<Domain, number>();
  for (const group of windowsOf(candidates, WINDOW_SENTENCES)) {
    const result = localize(
      group,
      group.map((c) => vectorOf.get(c) ?? new Float32Array(models.prototypes.dim)),
      models.prototypes,
      { text: view, neverPrivate },
    );
    const first = group[0];
    const last = group[group.length - 1];
    const bounds = back(first?.start ?? 0, last?.end ?? 0);
    windows.push({ ...bounds, domain: result.domain ?? null, threshold: result.threshold });
    for (const s of result.spans) {
      // A span's own domain: the window's, or another one it matched better (LocalizeOptions.crossDomain).
      const category = s.domain ?? result.domain;
      if (s.source !== 'localizer' || !category) continue;
      if (factStage && models.prior && settings.lexicalSupport !== false && !hasDomainWord(chunked.tokens, s.start, s.end, models.prior)) continue;
      if (factStage && models.prior && settings.lexicalSupport !== false && plainLocalizerSpan(view, chunked.tokens, s.start, s.end, category, models.prior)) continue;
      const o = back(s.start, s.end);
      // a candidate's end on a linking word or a filler ("house arrest till", "ankle monitor lol") is the sentence's
      if (factStage) o.end = trimTrailingLinks(text, o.start, o.end);
      if (insideAny(code, o.start, o.end)) continue;
      // In a message with code the prose is about the code, as for the fact stage's prior-only words below: a span
      // found by its meaning alone is a word's technical sense ("a default value"); one with a figure may be a fact.
      if (factStage && code.length > 0 && !/\d/.test(view.slice(s.start, s.end))) continue;
      localized.push({ ...o, text: text.slice(o.start, o.end), category, score: s.score, source: 'localizer' });
      domainVotes.set(category, (domainVotes.get(category) ?? 0) + 1);
    }
  }
  // The fact stage reads the same tokens; its spans join the localizer's (mergeSpans resolves overlaps).
  // In a record (no personal sentence) the fact stage keeps only drugs at a dose ("Aspirin 81 mg PO daily").
  const facts: Span[] = [];
  // spans the fact tagger's veto keeps (FactSpan.danger, FactSpan.sure)
  const unvetoed = new Set<Span>();
  // spans of a length of time alone, read as money by the prior's "yrs" (dropped below unless they lengthen a fact)
  const lengths = new Set<Span>();
  if (models.prior && settings.facts !== false) {
    const never = neverPrivate.map((t) => t.toLowerCase());
    const everySentence = new Set(chunked.sentences.map((_, i) => i));
    const found = factStage && !readAsGeneral && gate && gateFacts ? gateFacts : findFacts(view, chunked.tokens, models.prior, {}, factStage && !readAsGeneral ? (gate ?? everySentence) : new Set<number>());
    for (const f of found) {
      const o = back(f.start, f.end);
      const t = text.slice(o.start, o.end);
      if (never.includes(t.toLowerCase()) || insideAny(code, o.start, o.end)) continue;
      // A piece of a longer name joined by "_" or "." ("pg_hba.conf", "health_check.py") is part of an identifier.
      if (/[\p{L}\d]_$|_$/u.test(text.slice(Math.max(0, o.start - 2), o.start)) || /^(?:_|\.\p{L})/u.test(text.slice(o.end, o.end + 2))) continue;
      // In a message with code, the prose is about the code: a word the prior reads as a domain's is in its technical
      // sense ("my node app", "a default value", "pm2"). Amounts, doses, codes and phrases still count.
      if (f.byWord && code.length > 0) continue;
      const category = f.domain === 'other' ? 'sensitive' : f.domain;
      const span: Span = { ...o, text: t, category, score: f.score, source: 'localizer', detail: f.danger ? 'fact:danger' : `fact:${f.detail}` };
      if (category === 'financial' && timeOnly(t)) lengths.add(span);
      facts.push(span);
      if (f.danger || f.sure) unvetoed.add(span);
      if (f.domain !== 'other') domainVotes.set(f.domain, (domainVotes.get(f.domain) ?? 0) + 1);
    }
  }
  // The contextual gate: the localizer's spans (scored by context-free span embeddings) that the contextual head reads
  // as not private in their own sentence are dropped. The fact stage's spans are not gated: on the dev split the head
  // drops as many of their correct spans as false ones (docs/context.md).
  let gatedLocalized = localized;
  if (models.context && (settings.contextGate ?? CONTEXT_GATE_DEFAULT) && localized.length) {
    const sentences = chunked.sentences.map((s) => back(s.start, s.end));
    const gated = await contextGate(text, localized, sentences, models.encoder, models.context, settings.contextThreshold ?? models.context.threshold);
    gatedLocalized = gated.kept;
  }
  // The fact tagger (src/engine/fact-tagger): BIO labels read from the encoder's per-token states of the message's
  // lines (shared with the identifier tagger's run). Its confident spans join the others; a domain span it reads as
  // outside any fact can be vetoed (FactTaggerPolicy). Only where the fact stage runs: a record keeps the paper's pipeline.
  let ruleFacts = facts;
  const tagged: Span[] = [];
  // The fact tagger's tokens with their probability of lying inside a fact (the span filter reads them).
  let taggerTokens: readonly { start: number; end: number; p: number }[] = [];
  if (tagging && models.factTagger && !readAsGeneral) {
    const windows = early?.windows ?? (await factWindows([...facts, ...gatedLocalized.filter((s) => isDomainCategory(s.category))]))[0] ?? [];
    if (windows.length) {
      const result = early?.result ?? tagFacts(text, windows, await statesOf(windows), models.factTagger);
      taggerTokens = result.tokens;
      if (policy.vetoAt > 0) {
        // self-harm or suicide told in words and phrases that state their fact whole (unvetoed) are never vetoed
        const keep = (s: Span): boolean => unvetoed.has(s) || (maxFactProbability(result.tokens, s.start, s.end) ?? 1) >= policy.vetoAt;
        ruleFacts = facts.filter(keep);
        gatedLocalized = gatedLocalized.filter(keep);
      }
      const growAt = policy.growAt ?? 2;
      for (const raw of result.spans) {
        if (raw.score >= growAt && !insideAny(code, raw.start, raw.end)) {
          const shaped = shapeFactSpan(text, raw.start, raw.end);
          if (shaped) {
            const widen = (s: Span): Span => (s.start < shaped.end && s.end > shaped.start && (shaped.start < s.start || shaped.end > s.end) ? { ...s, start: Math.min(s.start, shaped.start), end: Math.max(s.end, shaped.end), text: text.slice(Math.min(s.start, shaped.start), Math.max(s.end, shaped.end)) } : s);
            ruleFacts = ruleFacts.map(widen);
            gatedLocalized = gatedLocalized.map((s) => (isDomainCategory(s.category) ? widen(s) : s));
          }
        }
        if (raw.score < policy.addAt || insideAny(code, raw.start, raw.end)) continue;
        // The guideline's conventions (a figure of time or a count alone states nothing; an amount without the verb
        // before it; a number the tokens cut gets its decimals back) and a pasted document's line items (prices and
        // fees, as for the fact stage: lineItemAmount).
        const shaped = shapeFactSpan(text, raw.start, raw.end);
        if (!shaped || (/\d/.test(text.slice(shaped.start, shaped.end)) && lineItemAmount(text, shaped.start, shaped.end))) continue;
        const f = { ...raw, ...shaped };
        // Only inside a sentence that speaks of a person (scope 'personal'), as the fact stage's rules.
        if (policy.scope === 'personal' && personal && !personal.some((x) => x.start < f.end && x.end > f.start)) continue;
        const t = text.slice(f.start, f.end);
        // A span of function words alone ("it", "there") is noise; in a message with code the prose is about the code,
        // so, as for the fact stage's prior-only words, only a span with a figure may be a fact.
        // A figure is a number of its own ("$200", "1,150", "100mg"), not a digit inside a name or a code ("boto3",
        // "NTSBDEB1XXX", a key): the tagger never saw those, and they are the identifiers' business.
        const figure = FIGURE.test(t);
        if (!substantive(t) || (code.length > 0 && !figure)) continue;
        if (policy.support === 'phrase' && contentWords(t).length < 2 && !figure) continue;
        if (models.prior && (policy.support === 'all' || policy.support === 'phrase' || (policy.support === 'word' && !/\s/.test(t)))) {
          // The prior reads the chunker's tokens of the view; with invisible characters the offsets differ, and the
          // span is then left to the rules.
          if (view.length !== text.length) continue;
          const category = FACT_CATEGORY[f.type];
          const bare = policy.support === 'word' && f.score >= (policy.bareAt ?? 2);
          if (!bare && !figure && !EVENT_WORDS.has(t.toLowerCase()) && !hasDomainWord(chunked.tokens, f.start, f.end, models.prior)) continue;
          if (!bare && plainLocalizerSpan(view, chunked.tokens, f.start, f.end, category, models.prior)) continue;
        }
        if (neverPrivate.some((n) => n.trim().toLowerCase() === t.toLowerCase())) continue;
        // a driving test or lesson is no legal step (session 44: "i failed my driving test")
        if (f.type === 'legal' && drivingLesson(t)) continue;
        // rubbish or prying alone is no legal event (session 45: "talking trash about me", "spying on my texts")
        if (f.type === 'legal' && models.prior && view.length === text.length && pryingOnly(chunked.tokens, f.start, f.end, models.prior)) continue;
        // jury service, or software's words the law shares, is no legal event (session 48: "i got a jury summons")
        if (f.type === 'legal' && view.length === text.length && notLegalSense(view, chunked.tokens, f.start, f.end)) continue;
        // an errand's application or order, a count of miles or steps (session 48: "my job application got rejected", "98k miles")
        if ((f.type === 'legal' || f.type === 'financial') && models.prior && view.length === text.length && errandOrCountOnly(chunked.tokens, f.start, f.end, models.prior, f.type)) continue;
        // soreness after exercise is no health fact (session 44: "my knees are sore after my run")
        if (f.type === 'health' && view.length === text.length && soreAfterExercise(view, chunked.tokens, f.start, f.end)) continue;
        tagged.push({ start: f.start, end: f.end, text: t, category: FACT_CATEGORY[f.type], score: f.score, source: 'localizer', detail: `fact-tagger:${f.type}` });
      }
    }
  }
  // A word the prior gives one kind and the fact tagger, reading its sentence, confidently another takes the tagger's
  // ("the cop smelled weed in my car": legal, not health; "he cheated": a family matter, not a legal one; session 46).
  ruleFacts = ruleFacts.map((s) => taggerKind(s, tagged));
  // Names, organisations and places in a general question or task (no personal word: messageRegister) are public
  // context ("how much did Elon Musk pay for Twitter", "can a landlord in Texas …"): those found by a weak cue are
  // left. Honorifics, strong triggers ("my name is", "lives in") and structured identifiers stay. (Also dropping them
  // in personal messages where no domain fact was found was tried on dev: it lost "Is this legal in Texas??" and
  // "I work in Dubai", because the fact stage misses facts there.)
  const publicContext = factStage && (register === 'general' || readAsGeneral);
  // In a personal message the same holds, sentence by sentence: a sentence that asks in general terms (outside the
  // personal gate: "Can you explain what a stay of proceedings means in Canadian criminal law?") and what someone read
  // or heard about ("a CBC article about a fraud trial in Ontario", reportedRanges) are public context too; a
  // nationality or group found there by a weak cue is as well.
  const publicRanges =
    factStage && register === 'chat' && gate
      ? [
          ...chunked.sentences.filter((_, i) => !gate.has(i)).map((x) => back(x.start, x.end)),
          ...reportedRanges(view, chunked.tokens).map(([a, b]) => back(a, b)),
        ]
      : [];
  // An age there is anyone's too ("a normal heart rate for a 40 year old woman", "someone in their 60s").
  // A personal message the gate reads as general still says what its people believe: "I'm Catholic and my partner is
  // Muslim" is a private fact of the 'other' kind the gate misses (session 18), so a religion or a party keeps its span
  // there (a nationality or a language does not: "I'm not German", "my English is ok").
  const gateOnly = readAsGeneral && register === 'chat';
  const belief = (s: Span): boolean => s.category === 'group' && s.detail !== 'group_nationality';
  // A name the writer gives as their own ("for my wife Sarah") is private there too (ownedName).
  const publicCue = (s: Span): boolean =>
    (weakCue(s) && !(gateOnly && belief(s)) && !ownedName(text, s)) || (s.category === 'age' && s.source === 'identifier');
  const kept = publicContext
    ? identifiers.filter((s) => !publicCue(s))
    : identifiers.filter((s) => !(publicCue(s) && publicRanges.some((r) => s.start >= r.start && s.end <= r.end)));
  // A trip's destination is no place of the writer's (pipeline.ts, travelDestination).
  // Nor is the place a question about its laws names (jurisdictionPlace).
  // Nor is a character or a setting of a story the message asks for (fictionalName).
  const fiction = factStage && fictionTask(text);
  // Nor is a nationality or a language in a chat message (session 23): the guideline's private kinds hold religion,
  // orientation and identity, not where someone is from or what they speak ("a Canadian study permit", "my Dutch is
  // only A2"); on the seen holdout files and the written-more training files such spans were nearly all false.
  // Nor is a party of a cited court case, a course's name, or the speaker a press release quotes (session 32).
  // Nor is a range of birth years, a cohort (session 36: "people born 1945–1965").
  const parties = factStage ? citedCaseParties(text) : new Set<string>();
  // Nor is a number, an address or a date of a story or a declared sample (sampleValue, session 36).
  const sample = factStage && inventedValues(text, fiction, declaredTask(view, chunked.tokens, false));
  const placed = kept.filter(
    (s) =>
      !(
        factStage &&
        (s.detail === 'group_nationality' ||
          travelDestination(text, s) ||
          jurisdictionPlace(text, s) ||
          fictionalName(text, s, fiction) ||
          citedCaseParty(text, s, parties) ||
          courseName(text, s) ||
          pressQuoteName(text, s) ||
          authorName(text, s) ||
          skillName(text, s) ||
          exampleValue(text, s) ||
          cohortYears(text, s) ||
          platformMedium(text, s) ||
          recurringDay(text, s) ||
          sampleValue(text, s, sample) ||
          formName(text, s) ||
          productCode(text, s) ||
          institutionDenomination(text, s) ||
          letterheadAddress(text, s) ||
          issueDate(text, s) ||
          numberedThing(text, s) ||
          logTimestamp(text, s) ||
          comparedPlace(text, s))
      ),
  );
  const user = userTermSpans(text, settings.alwaysPrivate ?? []);
  // A title of a work ("watching Making a Murderer") holds no fact of the writer's (titles.ts).
  const titles = titleRanges(text);
  // Nor does a figure of speech ("this meeting is giving me a migraine") or a pet's ailment (figurative.ts).
  const figures = factStage ? figurativeRanges(text) : [];
  const notInTitle = (s: Span): boolean => !titles.some(([a, b]) => s.start >= a && s.end <= b) && !figurativeSpan(s, figures);
  const all = [...gatedLocalized, ...ruleFacts, ...tagged];
  // A length of time alone is no sum of money ("divorced after 35 yrs", "on prozac for 2 yrs": the prior reads "yrs" as
  // money; session 46), as the fact tagger's spans are shaped (shapeFactSpan); beside a fact it overlaps it still
  // lengthens it ("on disability for 10 yrs").
  const lengthens = (s: Span): boolean => all.some((o) => o !== s && !lengths.has(o) && o.start < s.end && o.end > s.start);
  const trimmed = all.filter((s) => !lengths.has(s) || lengthens(s)).filter(notInTitle).map((s) => withoutFullStop(text, s));
  const neighbours = [...trimmed, ...placed];
  const domainSpans = trimmed.map((s) => withComplement(text, withoutNamedSubject(text, s, placed), neighbours));
  const merged = mergeSpans(text, [...placed, ...domainSpans, ...user]).map((s) => tidyDomainEdges(text, s));
  // A business text's figures are the organisation's (pipeline.ts, businessFigure), and a named public figure's or a
  // fictional character's story is theirs (publicFigureFact).
  const business = factStage && businessText(text);
  const namesFigure = factStage && namesPublicFigure(text);
  const ownFacts = factStage ? merged.filter((s) => !businessFigure(text, s, business) && !publicFigureFact(text, s, namesFigure)) : merged;
  // An organisation's calendar holds no one's private date (pipeline.ts, organisationDates).
  const found = organisationDates(text, ownFacts) ? ownFacts.filter((s) => !(s.category === 'date' && s.source === 'identifier')) : ownFacts;
  // A gambling fact is money, a crash of one's car no health fact (kindByTopic, session 46), before neighbours join.
  const joined = factStage ? splitAskedClauses(text, joinNeighbours(text, found.map((s) => kindByTopic(text, s)))) : found;
  // What was found once is found again where the message repeats it (mentions.ts).
  const repeated = settings.repeats === false ? joined : mergeSpans(text, [...joined, ...repeatedMentions(text, joined)]);
  // The span filter (src/engine/span-filter): a domain span of the word prior, the fact tagger or the localizer that its
  // scorer reads as no private fact here is dropped. It reads the chunker's tokens of the view, so with invisible
  // characters (offsets differ) every span is kept, as the fact tagger's word support does.
  const filter = models.spanFilter && (settings.spanFilter ?? SPAN_FILTER_DEFAULT) ? models.spanFilter : undefined;
  let spans = repeated;
  if (factStage && models.prior && view.length === text.length && (filter || settings.onSpanFilter)) {
    const context = { text, chunked, prior: models.prior, taggerTokens, spans: repeated };
    settings.onSpanFilter?.(context);
    if (filter) spans = filterSpans(filter, context);
  }
  // A state the writer denies is no fact of theirs ("not on probation anymore", "a CT to rule out stroke": deniedFact).
  if (factStage) spans = spans.filter((s) => !deniedFact(text, s));
  // Nor is what the writer asks whether to do ("…, should i refinance", "can i get fired for it": askedOwnAct).
  if (factStage) spans = spans.filter((s) => !askedOwnAct(text, s));
  // A message whose every domain fact is an everyday ailment or habit (a cold, hiccups, a multivitamin) tells nothing
  // private (figurative.ts, withoutMinorAilments; session 46).
  if (factStage) spans = withoutMinorAilments(text, spans);
  // Nor does one whose only spans are ages (withoutLoneAge; session 47).
  if (factStage) spans = withoutLoneAge(spans);
  // The message's domain: the one most of its private spans belong to (null when nothing domain-specific was found).
  let domain: Domain | null = null;
  let best = 0;
  for (const [d, n] of domainVotes) {
    if (n > best) {
      best = n;
      domain = d;
    }
  }
  return { text, domain, spans, windows };
}

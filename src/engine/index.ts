/**
 * Public surface of the engine. The same object serves the extension's worker, the CLI and the benchmark.
 */
import { analyzeLearned, type LearnedModels } from './analyzer.ts';
import { TextChunker } from './chunker/index.ts';
import { parseContextHead } from './context/index.ts';
import { parseTaggerHead } from './tagger/index.ts';
import { parseFactTaggerHead } from './fact-tagger/index.ts';
import { parseMessageGate } from './message-gate/index.ts';
import { parseSpanFilter } from './span-filter/index.ts';
import type { CandidateSource } from './dp/index.ts';
import { BUILD_COMMAND, createEncoder, MODEL_FILES, type Encoder, type ExecutionProvider, type OrtLike } from './encoder/index.ts';
import { loadPrototypes } from './localizer/index.ts';
import { loadWordPrior } from './facts/index.ts';
import { createRewriter, type PhraseBankFile, type PhraseEmbeddingsFile, type PolicyFile, type Rewriter } from './rewriter/index.ts';
import { analyzeIdentifiersOnly, type Analysis, type AnalyzeSettings } from './pipeline.ts';
import { ConversationVault, createRandom, sanitizeSpans, type SanitizeOutcome, type SanitizeParams } from './sanitize.ts';
import type { Span } from './types.ts';
import type { StandIn } from './dp/placeholders.ts';

export type { Analysis, AnalyzeSettings, DetectionLevel, SanitizeMode } from './pipeline.ts';
export { DETECTION_LEVELS, SANITIZE_MODES } from './pipeline.ts';
export type { Replacement, SanitizeOutcome, SanitizeParams } from './sanitize.ts';
export type { StandIn } from './dp/placeholders.ts';
export type * from './types.ts';

export interface EngineDeps {
  /** Reads a model file by name (the worker fetches extension files; Node reads models/). */
  readModel: (name: string) => Promise<Uint8Array>;
  /**
   * The onnxruntime namespace and execution providers for the span encoder. Without them the engine runs the
   * rule layers only (identifiers and user terms) and says so in `backend`.
   */
  ort?: OrtLike;
  executionProviders?: readonly ExecutionProvider[];
  /** What `backend` calls the runtime (default `onnx:` + the execution providers); the CLI's native runtime names itself. */
  runtimeName?: string;
  onProgress?: (fraction: number, stage: string) => void;
  /**
   * Load the DP rewriter while the span encoder's session is being created (its files are parsed while the
   * WASM runtime compiles) instead of on the first dp-mode message. For callers that know dp mode is coming.
   */
  preloadRewriter?: boolean;
  /**
   * Span encodings kept across messages (default the encoder's 4096; 0: none). Benchmarks set 0 to measure a message
   * whose every phrase is new to the engine, as a user's next message mostly is.
   */
  encoderCacheSize?: number;
  /**
   * 'message': the span encodings cached while one message is analysed and sanitized are dropped when the next
   * message's analysis starts (benchmarks: a message whose every phrase is new to the engine, still reusing within
   * the message what analysis encoded for the rewrite). Default 'session': kept across messages, up to
   * `encoderCacheSize`.
   */
  encoderCacheScope?: 'session' | 'message';
}

export interface SanitizeOptions extends SanitizeParams {
  /**
   * Explicit seed for reproducible evaluation (a seeded ChaCha20 stream); absent means the platform CSPRNG.
   * Never set in the extension.
   */
  seed?: number | string;
  /** Keeps placeholders and pseudonyms consistent across the messages of one conversation (memory only). */
  conversationId?: string;
  /**
   * Stand-ins already issued in this conversation, as the caller (the page) remembers them. The conversation's vault
   * adopts those it does not know first, so a vault lost with a restarted engine continues its numbering and never
   * gives a known stand-in to another original (ConversationVault.adopt).
   */
  priors?: readonly StandIn[];
}

export interface Engine {
  readonly backend: string;
  analyze(text: string, settings?: AnalyzeSettings): Promise<Analysis>;
  /** `spans` are the reviewed spans (the user may have removed, edited or added some). */
  sanitize(text: string, spans: readonly Span[], options: SanitizeOptions): Promise<SanitizeOutcome>;
  /** Originals for the placeholders/pseudonyms this conversation produced, for local reply rehydration. */
  restore(conversationId: string, reply: string): string;
}

/** Conversations kept in memory at most; the oldest is forgotten first. */
const MAX_CONVERSATIONS = 64;

function createSpanEncoder(deps: EngineDeps & { ort: OrtLike }, onSessionStart: () => void): Encoder {
  const { ort } = deps;
  return createEncoder({
    // The same runtime, with a signal when session creation begins (the WASM module compiles from then on).
    ort: {
      Tensor: ort.Tensor,
      InferenceSession: {
        create: (model, options) => {
          const session = ort.InferenceSession.create(model, options);
          onSessionStart();
          return session;
        },
      },
    },
    store: { read: deps.readModel },
    model: 'span',
    executionProviders: deps.executionProviders ?? ['wasm'],
    ...(deps.encoderCacheSize === undefined ? {} : { cacheSize: deps.encoderCacheSize }),
  });
}

/** Resolves after the pending I/O callbacks and microtasks have had their turn (a macrotask boundary). */
const nextMacrotask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Span encoder session, prototypes and chunker. `whileCompiling` runs once the session creation is under way, for
 * work that can overlap it (the rewriter's preload).
 */
/** The contextual head's file (models/context-head.json, scripts/train/context-head.ts). */
export const CONTEXT_HEAD_FILE = 'context-head.json';
/** The token tagger's file (models/tagger.json, scripts/train/tagger.ts). */
export const TAGGER_FILE = 'tagger.json';
/** The fact tagger's file (models/fact-tagger.json, scripts/train/fact-tagger.ts). */
export const FACT_TAGGER_FILE = 'fact-tagger.json';
/** The message gate's file (models/message-gate.json, scripts/train/message-gate.ts). */
export const MESSAGE_GATE_FILE = 'message-gate.json';
/** The span filter's file (models/span-filter.json, scripts/train/span-filter.ts). */
export const SPAN_FILTER_FILE = 'span-filter.json';

async function loadLearned(deps: EngineDeps & { ort: OrtLike }, whileCompiling: (encoder: Encoder) => void): Promise<LearnedModels> {
  const progress = deps.onProgress ?? (() => undefined);
  progress(0.05, 'prototypes');
  let sessionStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (sessionStarted = resolve));
  const encoder = createSpanEncoder(deps, sessionStarted);
  // Reads the model and creates the session; onnxruntime compiles its WASM module off the main thread meanwhile.
  const ready = encoder.ready();
  const [prototypes, prior, context, tagger, factTagger, messageGate, spanFilter] = await Promise.all([
    deps.readModel('prototypes.json').then((bytes) => loadPrototypes(JSON.parse(new TextDecoder().decode(bytes)))),
    deps.readModel('word-prior.json').then((bytes) => loadWordPrior(JSON.parse(new TextDecoder().decode(bytes)))),
    // Optional: without the contextual head (or with a span encoder built before its `tokens` output) the contextual
    // gate does not run, which only keeps more spans.
    deps
      .readModel(CONTEXT_HEAD_FILE)
      .then((bytes) => parseContextHead(JSON.parse(new TextDecoder().decode(bytes))))
      .catch(() => undefined),
    // Optional too: without the tagger the rule recognizers alone find names (AnalyzeSettings.tagger).
    deps
      .readModel(TAGGER_FILE)
      .then((bytes) => parseTaggerHead(JSON.parse(new TextDecoder().decode(bytes))))
      .catch(() => undefined),
    // Optional too: without the fact tagger's file the fact stage's rules and the localizer alone find domain facts.
    // It is on by default, so a file that is there but broken is an error, not a silently weaker engine.
    deps.readModel(FACT_TAGGER_FILE).then(
      (bytes) => parseFactTaggerHead(JSON.parse(new TextDecoder().decode(bytes))),
      () => undefined,
    ),
    // Optional too, and on by default like the fact tagger: absent, every personal message is searched; broken, an error.
    deps.readModel(MESSAGE_GATE_FILE).then(
      (bytes) => parseMessageGate(JSON.parse(new TextDecoder().decode(bytes))),
      () => undefined,
    ),
    // Optional too, and on by default: absent, every domain span found is kept; broken, an error.
    deps.readModel(SPAN_FILTER_FILE).then(
      (bytes) => parseSpanFilter(JSON.parse(new TextDecoder().decode(bytes))),
      () => undefined,
    ),
    // Main-thread work below waits until the session creation is under way, so the two overlap instead of
    // queuing; a session that cannot even start is reported by `await ready`.
    Promise.race([started, ready.then(() => undefined, () => undefined)]),
  ]);
  progress(0.15, 'span encoder');
  await nextMacrotask();
  whileCompiling(encoder);
  // The chunker's sentence model (wink-nlp, ~100 ms of JavaScript, shared by every TextChunker) meanwhile.
  const chunker = new TextChunker();
  chunker.chunk('Warm up.');
  await ready;
  const dim = await encoder.dimension();
  if (dim !== prototypes.dim) throw new Error(`span encoder outputs ${dim}-d vectors but prototypes.json has ${prototypes.dim}-d: rebuild with npm run build:models`);
  progress(0.85, 'chunker');
  const tokenStates = await encoder.hasTokenStates();
  const usableContext = context && tokenStates ? context : undefined;
  const usableTagger = tagger && tokenStates ? tagger : undefined;
  const usableFactTagger = factTagger && tokenStates ? factTagger : undefined;
  return {
    chunker,
    encoder,
    prototypes,
    prior,
    ...(usableContext ? { context: usableContext } : {}),
    ...(usableTagger ? { tagger: usableTagger } : {}),
    ...(usableFactTagger ? { factTagger: usableFactTagger } : {}),
    ...(messageGate ? { messageGate } : {}),
    ...(spanFilter ? { spanFilter } : {}),
  };
}

async function readJson<T>(deps: EngineDeps, name: string): Promise<T> {
  return JSON.parse(new TextDecoder().decode(await deps.readModel(name))) as T;
}

/**
 * The DP rewriter (phrase bank + DPO policy over backbone embeddings g(·)). Loaded on the first dp-mode message
 * (or during engine creation with `preloadRewriter`): placeholder and k-RR users never pay for it. g(·) comes from
 * the span encoder's second output (`backbone`), so there is no second 28 MB session, and the spans the localizer
 * already encoded are cache hits. Needs the encoder's session only when phrase embeddings must be computed.
 */
async function loadRewriter(deps: EngineDeps, encoder: Encoder): Promise<Rewriter> {
  const [bank, policy, phraseEmbeddings] = await Promise.all([
    readJson<PhraseBankFile>(deps, 'phrase-bank.json'),
    readJson<PolicyFile>(deps, 'rewriter-policy.json'),
    readJson<PhraseEmbeddingsFile>(deps, 'rewriter-phrase-embeddings.json'),
  ]);
  const embed = (texts: readonly string[]): Promise<Float32Array[]> => encoder.encodeBackbone(texts);
  // The context budget counts encoder tokens on dense messages (RewriterOptions.tokenCount).
  const tokenCount = async (text: string): Promise<number> => (await encoder.tokenize(text)).length;
  const rewriter = await createRewriter({ bank, policy, phraseEmbeddings, embed, tokenCount });
  if (!(await encoder.hasBackbone())) throw new Error(`${MODEL_FILES.span} has no backbone output g(·) for the rewriter: rebuild with ${BUILD_COMMAND}`);
  // What the first span of each list would build (typed lists' embeddings, lemmas) is built now, one list per
  // macrotask, so messages interleave with it. Not awaited: a failure here recurs, and is reported, where it is used.
  void rewriter.warm(nextMacrotask).catch(() => undefined);
  return rewriter;
}

export async function createEngine(deps: EngineDeps): Promise<Engine> {
  let learned: LearnedModels | null = null;
  let rewriter: Promise<Rewriter> | null = null;
  const getRewriter = (encoder: Encoder | undefined = learned?.encoder): Promise<CandidateSource> | null => {
    if (!encoder) return null;
    rewriter ??= loadRewriter(deps, encoder).catch((err: unknown) => {
      rewriter = null;
      throw err;
    });
    return rewriter;
  };
  if (deps.ort) {
    learned = await loadLearned({ ...deps, ort: deps.ort }, (encoder) => {
      // A failed preload is forgotten by getRewriter and retried (and reported) on the first dp message.
      if (deps.preloadRewriter) getRewriter(encoder)?.catch(() => undefined);
    });
  }
  deps.onProgress?.(1, 'ready');
  // The rewriter keeps the current message's span embeddings between prepare() and the draws: one message at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };
  const vaults = new Map<string, ConversationVault>();
  const vaultFor = (id: string | undefined, seed: number | string | undefined): ConversationVault => {
    if (id === undefined) return new ConversationVault(createRandom(seed === undefined ? undefined : `${seed}|vault`));
    let vault = vaults.get(id);
    if (vault) {
      vaults.delete(id);
    } else {
      vault = new ConversationVault(createRandom(seed === undefined ? undefined : `${seed}|vault|${id}`));
      if (vaults.size >= MAX_CONVERSATIONS) {
        const oldest = vaults.keys().next().value;
        if (oldest !== undefined) vaults.delete(oldest);
      }
    }
    vaults.set(id, vault);
    return vault;
  };
  return {
    backend: learned ? (deps.runtimeName ?? `onnx:${(deps.executionProviders ?? ['wasm']).join('+')}`) : 'rules-only',
    analyze: async (text, settings = {}) => {
      if (!learned) return analyzeIdentifiersOnly(text, settings);
      if (deps.encoderCacheScope === 'message') learned.encoder.clearCache();
      return analyzeLearned(text, settings, learned);
    },
    sanitize: (text, spans, options) =>
      serial(async () => {
        let candidates: Rewriter | null = null;
        if (options.mode === 'dp' && spans.length > 0) {
          const pending = getRewriter();
          candidates = pending ? ((await pending) as Rewriter) : null;
          // sanitizeSpans draws dp through the shape (rewriteMessageWithNumbers): a shaped span is drawn piece by piece.
          await candidates?.prepare(text, spans.map((s) => ({ start: s.start, end: s.end, text: text.slice(s.start, s.end), category: s.category })), { shaped: true });
        }
        try {
          const vault = vaultFor(options.conversationId, options.seed);
          if (options.priors?.length) vault.adopt(options.priors);
          return sanitizeSpans(text, spans, options, { rng: createRandom(options.seed), vault, candidates });
        } finally {
          candidates?.forget();
        }
      }),
    restore: (id, reply) => vaults.get(id)?.restore(reply) ?? reply,
  };
}

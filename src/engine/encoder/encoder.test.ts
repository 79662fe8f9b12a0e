/**
 * The encoder runtime against a fake onnxruntime: lazy single session, cache, batching, truncation,
 * empty strings, lone surrogates and missing-file errors — without loading the real model.
 */
import { describe, expect, it } from 'vitest';
import { createEncoder, MAX_TOKENS, type OrtLike, type OrtTensorLike } from './encoder.ts';
import { MODEL_FILES, ModelNotFoundError, type ModelStore } from './model-store.ts';
import { parseVocab, SentencePieceTokenizer } from './tokenizer.ts';

/** Vocabulary: reserved ids, then single letters and "▁" words. */
const VOCAB: [string, number | null][] = [
  ['\ufffd', 0], ['<s>', 0], ['</s>', 0], ['e1', 0], ['e2', 0], ['e3', 0],
  ['\u2581', -2], ...'abcdefghijklmnopqrstuvwxyz'.split('').map((c): [string, number] => [c, -3]), ['\u2581hello', -1],
];

class FakeTensor implements OrtTensorLike {
  constructor(
    readonly type: string,
    readonly data: unknown,
    readonly dims: readonly number[],
  ) {}
}

interface Fake {
  ort: OrtLike;
  creates: number;
  runs: { rows: number; ids: number[][] }[];
}

/**
 * Output row r = [token count, sum of ids, 1, 0]; the row count follows USE-Lite: max row index + 1. With
 * `backbone`, the model also outputs `backbone` row r = [sum of ids, token count, 0] (a span model with g(·)).
 */
function fakeOrt(delayMs = 0, backbone = false): Fake {
  const fake: Fake = { creates: 0, runs: [], ort: undefined as unknown as OrtLike };
  fake.ort = {
    Tensor: FakeTensor,
    InferenceSession: {
      async create() {
        fake.creates++;
        await new Promise((r) => setTimeout(r, delayMs));
        return {
          inputNames: ['indices', 'values'],
          // The backbone output first: the encoder must pick outputs by name, not position.
          outputNames: backbone ? ['backbone', 'embedding'] : ['embedding'],
          async run(feeds: Record<string, OrtTensorLike>) {
            const idx = feeds.indices?.data as BigInt64Array;
            const vals = feeds.values?.data as BigInt64Array;
            let rows = 0;
            for (let k = 0; k < vals.length; k++) rows = Math.max(rows, Number(idx[2 * k]) + 1);
            const ids: number[][] = Array.from({ length: rows }, () => []);
            for (let k = 0; k < vals.length; k++) ids[Number(idx[2 * k])]?.push(Number(vals[k]));
            fake.runs.push({ rows, ids });
            const out = new Float32Array(rows * 4);
            ids.forEach((r, i) => out.set([r.length, r.reduce((a, b) => a + b, 0), 1, 0], i * 4));
            await Promise.resolve();
            const embedding = new FakeTensor('float32', out, [rows, 4]);
            if (!backbone) return { embedding };
            const g = new Float32Array(rows * 3);
            ids.forEach((r, i) => g.set([r.reduce((a, b) => a + b, 0), r.length, 0], i * 3));
            return { embedding, backbone: new FakeTensor('float32', g, [rows, 3]) };
          },
          release: () => Promise.resolve(),
        };
      },
    },
  };
  return fake;
}

function store(files: Record<string, Uint8Array>): ModelStore & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    read(name) {
      reads.push(name);
      const f = files[name];
      return f ? Promise.resolve(f) : Promise.reject(new ModelNotFoundError(name, 'models/generated'));
    },
  };
}

const files = (): Record<string, Uint8Array> => ({
  [MODEL_FILES.vocab]: new TextEncoder().encode(JSON.stringify(VOCAB)),
  [MODEL_FILES.backbone]: new Uint8Array([1]),
  [MODEL_FILES.span]: new Uint8Array([2]),
});

describe('createEncoder', () => {
  it('sets onnxruntime WASM threads before the session only when numThreads is given', async () => {
    const fake = fakeOrt();
    const seen: (number | undefined)[] = [];
    const env: { wasm: { numThreads?: number } } = { wasm: {} };
    const create = fake.ort.InferenceSession.create.bind(fake.ort.InferenceSession);
    const ort: OrtLike = {
      ...fake.ort,
      env,
      InferenceSession: {
        create: (model, opts) => {
          seen.push(env.wasm.numThreads);
          return create(model, opts);
        },
      },
    };
    await createEncoder({ ort, store: store(files()), model: 'backbone', executionProviders: ['wasm'] }).ready();
    expect(seen).toEqual([undefined]);
    await createEncoder({ ort, store: store(files()), model: 'backbone', executionProviders: ['wasm'], numThreads: 2 }).ready();
    expect(seen).toEqual([undefined, 2]);
    expect(() => createEncoder({ ort, store: store(files()), model: 'backbone', executionProviders: ['wasm'], numThreads: 0 })).toThrow(RangeError);
    expect(() => createEncoder({ ort, store: store(files()), model: 'backbone', executionProviders: ['wasm'], numThreads: 1.5 })).toThrow(RangeError);
    expect(() => createEncoder({ ort: fake.ort, store: store(files()), model: 'backbone', executionProviders: ['wasm'], numThreads: 2 })).toThrow(/env/);
  });

  it('creates the session lazily and only once, even under concurrent calls', async () => {
    const fake = fakeOrt(10);
    const s = store(files());
    const enc = createEncoder({ ort: fake.ort, store: s, model: 'backbone', executionProviders: ['wasm'] });
    expect(fake.creates).toBe(0);
    expect(s.reads).toEqual([]);
    await Promise.all([enc.encode(['hello']), enc.encode(['abc']), enc.encodeOne('x')]);
    expect(fake.creates).toBe(1);
    expect(enc.stats().sessionCreateMs).toBeGreaterThanOrEqual(0);
  });

  it('caches by text and encodes duplicates once', async () => {
    const fake = fakeOrt();
    const enc = createEncoder({ ort: fake.ort, store: store(files()), model: 'backbone', executionProviders: ['wasm'] });
    const [a, b] = await enc.encode(['hello', 'hello']);
    expect(a?.vector).toEqual(b?.vector);
    expect(fake.runs).toHaveLength(1);
    expect(fake.runs[0]?.rows).toBe(1);
    await enc.encode(['hello']);
    expect(fake.runs).toHaveLength(1);
    expect(enc.stats()).toMatchObject({ cacheHits: 2, cacheMisses: 1 });
    // Results are copies: mutating one does not corrupt the cache.
    a?.vector.fill(9);
    expect((await enc.encodeOne('hello')).vector[0]).not.toBe(9);
  });

  it('clearCache forgets every encoding and keeps the session', async () => {
    const fake = fakeOrt();
    const enc = createEncoder({ ort: fake.ort, store: store(files()), model: 'backbone', executionProviders: ['wasm'] });
    await enc.encode(['hello', 'world']);
    enc.clearCache();
    await enc.encode(['hello']);
    expect(fake.runs).toHaveLength(2);
    expect(fake.creates).toBe(1);
    expect(enc.stats()).toMatchObject({ cacheHits: 0, cacheMisses: 3 });
  });

  it('tokenize keeps recent texts\' pieces: each text its own ids, equal to the tokenizer\'s, and a caller\'s copy', async () => {
    const enc = createEncoder({ ort: fakeOrt().ort, store: store(files()), model: 'backbone', executionProviders: ['wasm'] });
    const tokenizer = new SentencePieceTokenizer(parseVocab(VOCAB));
    const texts = ['hello', 'abc', 'cab', 'hello abc', 'abc hello', 'abc', '', 'hello'];
    for (let round = 0; round < 2; round++) for (const t of texts) expect(await enc.tokenize(t)).toEqual(tokenizer.encode(t));
    const first = await enc.tokenize('hello abc');
    first.length = 0;
    expect(await enc.tokenize('hello abc')).toEqual(tokenizer.encode('hello abc'));
    enc.clearCache();
    expect(await enc.tokenize('abc')).toEqual(tokenizer.encode('abc'));
  });

  it('groups rows by length bucket and keeps input order', async () => {
    const fake = fakeOrt();
    const enc = createEncoder({ ort: fake.ort, store: store(files()), model: 'backbone', executionProviders: ['wasm'], maxBatchSize: 2 });
    const texts = ['a', 'abcdefghijklmnopqrst', 'b', 'c', 'abcdefghij', 'x'.repeat(40)];
    const out = await enc.encode(texts);
    // Token counts come back in input order (▁ + one id per letter).
    expect(out.map((e) => e.tokens)).toEqual([2, 21, 2, 2, 11, 41]);
    expect(out.map((e) => e.vector[0])).toEqual([2, 21, 2, 2, 11, 41]);
    for (const run of fake.runs) expect(run.rows).toBeLessThanOrEqual(2);
    // Buckets ≤32 and ≤128 tokens: {a, 20-letter} {b, c} {10-letter} then the 40-letter text alone.
    expect(fake.runs.map((r) => r.ids.map((row) => row.length))).toEqual([[2, 21], [2, 2], [11], [41]]);
  });

  it('truncates to the model limit and says so', async () => {
    const fake = fakeOrt();
    const enc = createEncoder({ ort: fake.ort, store: store(files()), model: 'backbone', executionProviders: ['wasm'] });
    const e = await enc.encodeOne('a'.repeat(10_000));
    expect(e).toMatchObject({ tokens: MAX_TOKENS, totalTokens: 10_001, truncated: true, empty: false });
    expect(fake.runs[0]?.ids[0]).toHaveLength(MAX_TOKENS);
  });

  it('encodes the empty string as a zero-token row, even as the last row of a batch', async () => {
    const fake = fakeOrt();
    const enc = createEncoder({ ort: fake.ort, store: store(files()), model: 'backbone', executionProviders: ['wasm'] });
    const [empty] = await enc.encode(['']);
    expect(empty).toMatchObject({ tokens: 0, totalTokens: 0, truncated: false, empty: true });
    expect(Array.from(empty?.vector ?? [])).toEqual([0, 0, 1, 0]);
    // A one-token sentinel row was appended so the model still sees the empty row.
    expect(fake.runs[0]?.rows).toBe(2);
  });

  it('maps lone surrogates to the unknown id instead of failing', async () => {
    const fake = fakeOrt();
    const enc = createEncoder({ ort: fake.ort, store: store(files()), model: 'backbone', executionProviders: ['wasm'] });
    expect(await enc.tokenize('a\ud800')).toEqual([6, 7, 0]);
    const e = await enc.encodeOne('\udfff\ud800');
    expect(e.tokens).toBe(2); // ▁ + one merged unknown
  });

  it('names the missing file and the build command, and retries after a failed load', async () => {
    const fake = fakeOrt();
    const f = files();
    const s = store({ [MODEL_FILES.vocab]: f[MODEL_FILES.vocab] ?? new Uint8Array() });
    const enc = createEncoder({ ort: fake.ort, store: s, model: 'span', executionProviders: ['wasm'] });
    await expect(enc.encodeOne('x')).rejects.toThrow(/span-encoder\.onnx.*npm run build:models/);
    await expect(enc.ready()).rejects.toBeInstanceOf(ModelNotFoundError);
    expect(s.reads.filter((n) => n === MODEL_FILES.span)).toHaveLength(2);
  });

  it('reports its output dimension and rejects an empty EP list', async () => {
    const fake = fakeOrt();
    const enc = createEncoder({ ort: fake.ort, store: store(files()), model: 'backbone', executionProviders: ['wasm'] });
    expect(await enc.dimension()).toBe(4);
    expect(() => createEncoder({ ort: fake.ort, store: store(files()), model: 'backbone', executionProviders: [] })).toThrow(/executionProviders/);
  });

  it('fills h and g from one run of a dual-output span model, caches both and copies both', async () => {
    const fake = fakeOrt(0, true);
    const enc = createEncoder({ ort: fake.ort, store: store(files()), model: 'span', executionProviders: ['wasm'] });
    expect(await enc.hasBackbone()).toBe(true);
    const [a, empty] = await enc.encode(['hello', '']);
    // 'hello' is the one piece ▁hello (id 33); 'abc' is ▁ a b c (ids 6, 7, 8, 9).
    expect(Array.from(a?.vector ?? [])).toEqual([1, 33, 1, 0]);
    expect(Array.from(a?.backbone ?? [])).toEqual([33, 1, 0]);
    expect(Array.from(empty?.backbone ?? [])).toEqual([0, 0, 0]);
    expect(fake.runs).toHaveLength(1);
    // g(·) of texts already encoded comes from the cache; a new text costs one run that fills both.
    const g = await enc.encodeBackbone(['hello', 'abc', '']);
    expect(g.map((v) => Array.from(v))).toEqual([[33, 1, 0], [30, 4, 0], [0, 0, 0]]);
    expect(fake.runs).toHaveLength(2);
    expect(Array.from((await enc.encodeOne('abc')).vector)).toEqual([4, 30, 1, 0]);
    expect(fake.runs).toHaveLength(2);
    expect(enc.stats()).toMatchObject({ cacheHits: 3, cacheMisses: 3 });
    a?.backbone?.fill(9);
    g[0]?.fill(9);
    expect(Array.from((await enc.encodeOne('hello')).backbone ?? [])).toEqual([33, 1, 0]);
    expect(await enc.dimension()).toBe(4);
  });

  it('gives g(·) from the backbone model as its vector, and refuses a span model without a backbone output', async () => {
    const backbone = createEncoder({ ort: fakeOrt(0, true).ort, store: store(files()), model: 'backbone', executionProviders: ['wasm'] });
    expect(await backbone.hasBackbone()).toBe(true);
    const [v] = await backbone.encodeBackbone(['hello']);
    expect(Array.from(v ?? [])).toEqual([1, 33, 1, 0]);
    // The backbone model's vector is g(·) already: no second copy rides along.
    expect((await backbone.encodeOne('hello')).backbone).toBeUndefined();

    const old = createEncoder({ ort: fakeOrt().ort, store: store(files()), model: 'span', executionProviders: ['wasm'] });
    expect(await old.hasBackbone()).toBe(false);
    expect((await old.encodeOne('hello')).backbone).toBeUndefined();
    await expect(old.encodeBackbone(['hello'])).rejects.toThrow(/span-encoder\.onnx has no 'backbone' output.*npm run build:models/);
  });
});

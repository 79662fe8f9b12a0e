/**
 * A conversation's placeholder/pseudonym numbering survives an engine restart (the offscreen document's worker crashed
 * and a fresh engine took over): the page's record of issued stand-ins (src/content/stand-ins.ts) travels with the next
 * pv/sanitize through the service worker's validation (parseContentRequest) and the offscreen dispatch into the new
 * engine, whose vault adopts it. Rules-only engines: redact and pseudonym modes need no model.
 */
import { describe, expect, it } from 'vitest';
import { createEngine, type Engine, type SanitizeMode, type Span, type SpanCategory } from '../../src/engine/index.ts';
import { issuedStandIns, StandInMemory } from '../../src/content/stand-ins.ts';
import { dispatch } from '../../src/offscreen/dispatch.ts';
import { parseContentRequest } from '../../src/protocol/content.ts';
import type { SanitizeResultMsg } from '../../src/protocol/engine.ts';

const noModels = (name: string): Promise<Uint8Array> => Promise.reject(new Error(`no model file ${name} in this test`));
const newEngine = (): Promise<Engine> => createEngine({ readModel: noModels });

/** Spans for the given substrings (first occurrence of each). */
function spansOf(text: string, parts: [string, SpanCategory][]): Span[] {
  return parts.map(([part, category]) => {
    const start = text.indexOf(part);
    if (start < 0) throw new Error(`"${part}" not in the test message`);
    return { start, end: start + part.length, text: part, category, score: 1, source: 'identifier' };
  });
}

/** One sanitize as the extension runs it: content script request → service-worker validation → offscreen dispatch. */
async function sanitizeViaProtocol(
  engine: Engine,
  page: StandInMemory | null,
  conversation: string,
  text: string,
  spans: Span[],
  mode: SanitizeMode,
): Promise<SanitizeResultMsg> {
  const wire: unknown = JSON.parse(
    JSON.stringify({ type: 'pv/sanitize', text, spans, mode, epsilon: 1, conversationId: conversation, priors: page?.priors(conversation) ?? [] }),
  );
  const req = parseContentRequest(wire);
  if (req.type !== 'pv/sanitize') throw new Error('not a sanitize request');
  const result = await dispatch(engine, {
    kind: 'sanitize',
    text: req.text,
    spans: req.spans,
    mode: req.mode,
    epsilon: req.epsilon,
    conversationId: `7:${req.conversationId}`,
    priors: req.priors,
  });
  if (result.kind !== 'sanitize') throw new Error('wrong result');
  page?.record(conversation, issuedStandIns(text, result));
  return result;
}

/** stand-in → every original it stood for across the results (each must be one). */
function meanings(messages: [string, SanitizeResultMsg][]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [text, r] of messages)
    for (const x of r.replacements) {
      const set = out.get(x.replacement) ?? new Set<string>();
      set.add(text.slice(x.start, x.end).toLowerCase());
      out.set(x.replacement, set);
    }
  return out;
}

describe('engine restart mid-conversation: the page re-primes the new engine', () => {
  const conversation = '/chat#1';
  const msg1 = 'Write to ann@x.io and bob@y.io about my HIV test.';
  const spans1 = spansOf(msg1, [
    ['ann@x.io', 'email'],
    ['bob@y.io', 'email'],
    ['HIV', 'medical'],
  ]);
  const msg2 = 'Now cc carol@z.io and ANN@x.io; the asthma too.';
  const spans2 = spansOf(msg2, [
    ['carol@z.io', 'email'],
    ['ANN@x.io', 'email'],
    ['asthma', 'medical'],
  ]);

  it('redact: engine B continues [EMAIL_n] after engine A, and the same original keeps its placeholder', async () => {
    const page = new StandInMemory();
    const a = await newEngine();
    const out1 = await sanitizeViaProtocol(a, page, conversation, msg1, spans1, 'redact');
    expect(out1.sanitized).toBe('Write to [EMAIL_1] and [EMAIL_2] about my [HEALTH_1] test.');

    const b = await newEngine(); // the worker crashed; a fresh engine has an empty vault
    const out2 = await sanitizeViaProtocol(b, page, conversation, msg2, spans2, 'redact');
    expect(out2.sanitized).toBe('Now cc [EMAIL_3] and [EMAIL_1]; the [HEALTH_2] too.');
    for (const [token, originals] of meanings([
      [msg1, out1],
      [msg2, out2],
    ]))
      expect([token, originals.size]).toEqual([token, 1]);
    // Engine B restores the reply with what the page knew (restore is local, for the CLI and tests).
    expect(b.restore(`7:${conversation}`, '[EMAIL_1], [EMAIL_2], [EMAIL_3]')).toBe('ann@x.io, bob@y.io, carol@z.io');
  });

  it('control: without the priors the fresh engine reuses [EMAIL_1] for another address (the bug this guards)', async () => {
    const b = await newEngine();
    const out2 = await sanitizeViaProtocol(b, null, conversation, 'Now cc carol@z.io', spansOf('Now cc carol@z.io', [['carol@z.io', 'email']]), 'redact');
    expect(out2.sanitized).toBe('Now cc [EMAIL_1]');
  });

  it('pseudonym: engine B (same RNG stream as A) never hands A’s surrogates to other people; same person, same surrogate', async () => {
    // Seeded engines draw the same surrogates in the same order: without the priors, B's first surrogate would be
    // A's first one again, for a different person. The extension never seeds; this makes the collision certain.
    const seed = 'restart-test';
    const sanitizeSeeded = async (engine: Engine, page: StandInMemory, text: string, spans: Span[]): Promise<SanitizeResultMsg> => {
      const priors = page.priors(conversation);
      const out = await engine.sanitize(text, spans, { mode: 'pseudonym', epsilon: 1, conversationId: conversation, seed, priors });
      const result: SanitizeResultMsg = { kind: 'sanitize', ...out };
      page.record(conversation, issuedStandIns(text, result));
      return result;
    };
    const page = new StandInMemory();
    const m1 = 'Jane Roe and John Doe met at Initech; card 4111 1111 1111 1111.';
    const r1 = await sanitizeSeeded(await newEngine(), page, m1, spansOf(m1, [
      ['Jane Roe', 'person'],
      ['John Doe', 'person'],
      ['4111 1111 1111 1111', 'card_number'],
    ]));
    const m2 = 'Max Mustermann, jane roe and Erika Musterfrau; card 5500 0000 0000 0004.';
    const b = await newEngine();
    const r2 = await sanitizeSeeded(b, page, m2, spansOf(m2, [
      ['Max Mustermann', 'person'],
      ['jane roe', 'person'],
      ['Erika Musterfrau', 'person'],
      ['5500 0000 0000 0004', 'card_number'],
    ]));
    const [jane, john, card1] = r1.replacements.map((x) => x.replacement);
    const [max, jane2, erika, card2] = r2.replacements.map((x) => x.replacement);
    // Cards get stand-ins of their shape (dp/identifier-shape.ts); B never hands A's card stand-in to another card.
    expect(card1).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
    expect(card2).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
    expect(card2).not.toBe(card1);
    expect(jane2).toBe(jane);
    expect(new Set([jane, john, max, erika]).size).toBe(4);
    // The premise: the same engine restart without the priors gives Max Mustermann Jane Roe's surrogate.
    const bare = await (await newEngine()).sanitize(m2, spansOf(m2, [['Max Mustermann', 'person']]), {
      mode: 'pseudonym',
      epsilon: 1,
      conversationId: conversation,
      seed,
    });
    expect(bare.replacements[0]?.replacement).toBe(jane);
    for (const [token, originals] of meanings([
      [m1, r1],
      [m2, r2],
    ]))
      expect([token, originals.size]).toEqual([token, 1]);
  });

  it('the popup preview conversation is its own: no priors, its own numbering, the page conversation untouched', async () => {
    const page = new StandInMemory();
    const engine = await newEngine();
    await sanitizeViaProtocol(engine, page, conversation, msg1, spans1, 'redact');
    const preview = await dispatch(engine, { kind: 'sanitize', text: msg2, spans: spans2, mode: 'redact', epsilon: 1, conversationId: '7:popup-preview' });
    expect(preview).toMatchObject({ sanitized: 'Now cc [EMAIL_1] and [EMAIL_2]; the [HEALTH_1] too.' });
    const out2 = await sanitizeViaProtocol(engine, page, conversation, msg2, spans2, 'redact');
    expect(out2.sanitized).toBe('Now cc [EMAIL_3] and [EMAIL_1]; the [HEALTH_2] too.');
  });
});

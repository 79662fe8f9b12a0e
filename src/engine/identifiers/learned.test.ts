import { describe, expect, it } from 'vitest';
import type { Candidate } from './candidate.ts';
import { detectIdentifiers } from './index.ts';
import { combineLearned, LEARNED_POLICY, nameShaped, trimEdgeWords, trimToName, type Learned, type LearnedPolicy } from './learned.ts';

const policy: LearnedPolicy = { supportFor: ['person', 'location'], add: ['person'], addAt: 0.9, relabel: false };
const cand = (start: number, end: number, category: Candidate['category'], score: number, detail = 'rule'): Candidate => ({ start, end, category, score, detail });
const tag = (start: number, end: number, category: Learned['category'], score: number): Learned => ({ start, end, category, score });

describe('combineLearned', () => {
  it('keeps a weak rule name only with the tagger over it, and strong ones and structured ones always', () => {
    const cands = [cand(0, 5, 'person', 0.6), cand(10, 15, 'person', 0.6), cand(20, 25, 'person', 0.9), cand(30, 35, 'person', 0.6, 'honorific'), cand(40, 56, 'card_number', 0.6)];
    const out = combineLearned(cands, [tag(11, 15, 'location', 0.35)], policy);
    expect(out.map((c) => c.start)).toEqual([10, 20, 30, 40]);
    // A kind outside supportFor is left as the rules found it.
    expect(combineLearned([cand(0, 5, 'organization', 0.6)], [], policy)).toHaveLength(1);
  });

  it('adds tagger spans of the added kinds from addAt, and relabels only when asked', () => {
    const learned = [tag(0, 5, 'person', 0.95), tag(10, 15, 'person', 0.85), tag(20, 25, 'organization', 0.99)];
    expect(combineLearned([], learned, policy).map((c) => [c.start, c.category, c.detail])).toEqual([[0, 'person', 'tagger']]);
    const weakPlace = [cand(20, 25, 'location', 0.6)];
    expect(combineLearned(weakPlace, learned, policy)[0]?.category).toBe('location');
    expect(combineLearned(weakPlace, learned, { ...policy, relabel: true })[0]?.category).toBe('organization');
  });

  it('takes a per-kind threshold, and with gapsOnly leaves a rule name of another kind its reading', () => {
    const learned = [tag(0, 5, 'organization', 0.85), tag(10, 15, 'location', 0.85), tag(20, 30, 'organization', 0.95)];
    const open: LearnedPolicy = { supportFor: [], add: ['organization', 'location'], addAt: 0.9, addAtBy: { organization: 0.8 }, relabel: false };
    expect(combineLearned([], learned, open).map((c) => c.start)).toEqual([0, 20]);
    // A rule place under the tagger's organisation: added (and more specific in mergeOverlaps) unless gapsOnly.
    const place = cand(20, 26, 'location', 0.6);
    expect(combineLearned([place], learned, open).map((c) => [c.start, c.category])).toEqual([[20, 'location'], [0, 'organization'], [20, 'organization']]);
    expect(combineLearned([place], learned, { ...open, gapsOnly: true }).map((c) => [c.start, c.category])).toEqual([[20, 'location'], [0, 'organization']]);
    // One of the same kind is still added: it may widen the rule's span.
    const org = cand(20, 26, 'organization', 0.6);
    expect(combineLearned([org], learned, { ...open, gapsOnly: true }).map((c) => [c.start, c.end])).toEqual([[20, 26], [0, 5], [20, 30]]);
    // Inside a strong rule name of its kind it adds nothing (session 39): the span stays the rules'. Over a weak one,
    // and where it reaches past a strong one, it is added.
    const strongOrg = cand(18, 32, 'organization', 0.9);
    expect(combineLearned([strongOrg], learned, { ...open, gapsOnly: true }).map((c) => [c.start, c.end, c.detail])).toEqual([
      [18, 32, 'rule'],
      [0, 5, 'tagger'],
    ]);
    const honorific = cand(20, 30, 'organization', 0.6, 'honorific');
    expect(combineLearned([honorific], learned, { ...open, gapsOnly: true }).map((c) => c.detail)).toEqual(['honorific', 'tagger']);
    const shortStrong = cand(20, 26, 'organization', 0.9);
    expect(combineLearned([shortStrong], learned, { ...open, gapsOnly: true }).map((c) => [c.start, c.end])).toEqual([[20, 26], [0, 5], [20, 30]]);
  });

  it('by default (session 39) adds persons from 0.8 and organisations and places from 0.9, in gaps only, nothing else', () => {
    const text = 'Ngozi and Obi work at Brightwater in Kumasi with Ama at Tema Oil, Muslim';
    const at = (word: string, category: Learned['category'], score: number): Learned => tag(text.indexOf(word), text.indexOf(word) + word.length, category, score);
    const learned = [
      at('Ngozi', 'person', 0.82),
      at('Obi', 'person', 0.78),
      at('Brightwater', 'organization', 0.91),
      at('Kumasi', 'location', 0.93),
      at('Ama', 'organization', 0.85),
      at('Tema Oil', 'organization', 0.95),
      at('Muslim', 'group', 0.99),
    ];
    // A rule place under "Tema Oil": the rules' reading stands (gaps only).
    const tema = cand(text.indexOf('Tema'), text.indexOf('Tema') + 4, 'location', 0.6);
    const out = combineLearned([tema], learned, LEARNED_POLICY, text);
    expect(out.map((c) => [text.slice(c.start, c.end), c.category, c.detail])).toEqual([
      ['Tema', 'location', 'rule'],
      ['Ngozi', 'person', 'tagger'],
      ['Brightwater', 'organization', 'tagger'],
      ['Kumasi', 'location', 'tagger'],
    ]);
  });

  it('adds a tagger span only when it is shaped like a name', () => {
    const at = (text: string, word: string): boolean => nameShaped(text, text.indexOf(word), text.indexOf(word) + word.length);
    // Ordinary words, function words and chat shorthand are no names, however confident the head.
    expect(at('Current Balance: $2,386.55', 'Balance')).toBe(false);
    expect(at('my score dropped bc of one late payment', 'bc')).toBe(false);
    expect(at('the Insurance payment was late', 'Insurance')).toBe(false);
    expect(at('Ask Okonkwo about it', 'Okonkwo')).toBe(true);
    // A given name that is also a word is a name.
    expect(at('please tell Rose I called', 'Rose')).toBe(true);
    // Lower case counts only when the whole text is in one case.
    expect(at('Then okonkwo said no', 'okonkwo')).toBe(false);
    expect(at('then okonkwo said no', 'okonkwo')).toBe(true);
    // Greetings, closings and field labels of letters in other languages are no names (session 30).
    expect(at('fällig. Mit freundlichen Grüßen, Ihr Finanzamt', 'Mit freundlichen Grüßen')).toBe(false);
    expect(at('Matrícula: 00873 Empresa: Metalúrgica', 'Empresa')).toBe(false);
    expect(at('Sehr geehrter Herr Yilmaz,', 'Yilmaz')).toBe(true);
    const text = 'Current Balance owed to Okonkwo';
    const learned = [tag(8, 15, 'organization', 0.99), tag(24, 31, 'person', 0.99)];
    const add: LearnedPolicy = { supportFor: [], add: ['person', 'organization'], addAt: 0.9, relabel: false };
    expect(combineLearned([], learned, add, text).map((c) => text.slice(c.start, c.end))).toEqual(['Okonkwo']);
    expect(combineLearned([], learned, add)).toHaveLength(2);
  });

  it("does not add a sample's made-up name (session 30)", () => {
    const add: LearnedPolicy = { supportFor: [], add: ['person'], addAt: 0.9, relabel: false };
    const person = (text: string, word: string): string[] =>
      combineLearned([], [tag(text.indexOf(word), text.indexOf(word) + word.length, 'person', 0.99)], add, text).map((c) => text.slice(c.start, c.end));
    expect(person('why does my schema reject {"name": "Jane Doe", "dob": "1990-01-01"}', 'Doe')).toEqual([]);
    expect(person('Patient: Erika Mustermann, born 1980', 'Erika Mustermann')).toEqual([]);
    expect(person('my landlord Tomasz Doe never answers', 'Tomasz Doe')).toEqual(['Tomasz Doe']);
  });

  it('runs inside detectIdentifiers in original coordinates, beside the validated recognizers', () => {
    const text = 'ask chidi about card 4111 1111 1111 1111';
    const at = text.indexOf('chidi');
    const card = text.indexOf('4111');
    // A tagger span over the card number must not displace the card.
    const spans = detectIdentifiers(text, { learned: [{ start: at, end: at + 5, category: 'person', score: 0.97 }, { start: card, end: card + 4, category: 'person', score: 0.99 }] });
    expect(spans.map((s) => [s.text, s.category])).toEqual([
      ['chidi', 'person'],
      ['4111 1111 1111 1111', 'card_number'],
    ]);
    // The rules alone take "chidi" for a weakly cued name; with persons in supportFor, a tagger that finds nothing over
    // it (a span elsewhere, below addAt) drops it and adds nothing; the shipped policy (no support) keeps it.
    expect(detectIdentifiers(text).map((s) => [s.text, s.detail])).toEqual([
      ['chidi', 'person_context'],
      ['4111 1111 1111 1111', 'card'],
    ]);
    const about = text.indexOf('about');
    const weak = [{ start: about, end: about + 5, category: 'person' as const, score: 0.8 }];
    expect(detectIdentifiers(text, { learned: weak, learnedPolicy: policy }).map((s) => s.category)).toEqual(['card_number']);
    expect(detectIdentifiers(text, { learned: weak })).toEqual(detectIdentifiers(text));
  });
});

describe('trimToName (session 29: the words at a tagger span\'s edges that are no part of a name)', () => {
  const trimmed = (text: string): string => {
    const r = trimToName(text, 0, text.length);
    return text.slice(r.start, r.end);
  };
  it('drops kin words, sentence adverbs, verbs and shorthand at the edges', () => {
    expect(trimmed('husband Rodel')).toBe('Rodel');
    expect(trimmed('Anyway Oluwaseun')).toBe('Oluwaseun');
    expect(trimmed('Laia thinks')).toBe('Laia');
    expect(trimmed('coworker Hiroshi')).toBe('Hiroshi');
  });
  it('keeps honorifics, given names that are words, inner words, and a span with no name-like word', () => {
    expect(trimmed('Mrs. Alvarez')).toBe('Mrs. Alvarez');
    expect(trimmed('Grace Kelly')).toBe('Grace Kelly');
    expect(trimmed('Maria de la Cruz')).toBe('Maria de la Cruz');
    expect(trimmed('the manager')).toBe('the manager');
  });
  it('drops a greeting in another language, and reads "Kia" before "ora" as the greeting (session 31)', () => {
    expect(trimmed('Hola Ana')).toBe('Ana');
    expect(trimmed('Buenos dias Carmen')).toBe('Carmen');
    const policy: LearnedPolicy = { supportFor: [], add: ['person'], addAt: 0.9, relabel: false };
    const greet = 'Kia ora Mere, my diabetes is getting worse';
    expect(combineLearned([], [tag(0, 3, 'person', 0.97)], policy, greet)).toEqual([]);
    const named = 'my friend Kia has lupus';
    expect(combineLearned([], [tag(10, 13, 'person', 0.97)], policy, named).map((c) => named.slice(c.start, c.end))).toEqual(['Kia']);
  });
  it('is applied to the persons the tagger adds on its own', () => {
    const text = 'my husband Rodel has no work';
    const out = combineLearned([], [tag(3, 18, 'person', 0.97)], { supportFor: [], add: ['person'], addAt: 0.9, relabel: false }, text);
    expect(out.map((c) => text.slice(c.start, c.end))).toEqual(['Rodel']);
  });
});

describe('session 33: a tagger person with a lower-case word of talk inside it', () => {
  const added = (text: string, piece: string): string[] => {
    const start = text.indexOf(piece);
    return combineLearned([], [tag(start, start + piece.length, 'person', 0.95)], policy, text).map((c) => text.slice(c.start, c.end));
  };
  it('is no name', () => {
    expect(added('my po wants a ua tmrw and i smoked weed sat', 'po wants a ua tmrw')).toEqual([]);
  });
  it("keeps a name's particles", () => {
    expect(added('my friend Joana van der Berg is sick', 'Joana van der Berg')).toEqual(['Joana van der Berg']);
    expect(added('we met Maria de la Cruz at the clinic', 'Maria de la Cruz')).toEqual(['Maria de la Cruz']);
  });
});

describe('session 40: a street or a town of an address is no person', () => {
  const persons = (text: string, names: string[] = [], score = 0.9): string[] =>
    detectIdentifiers(text, names.length ? { learned: names.map((n) => ({ start: text.indexOf(n), end: text.indexOf(n) + n.length, category: 'person' as const, score })) } : {})
      .filter((s) => s.category === 'person')
      .map((s) => s.text);

  it("drops the tagger's person right after a house number on its line", () => {
    expect(persons('We met at 12 Kovalenko and then went home.', ['Kovalenko'])).toEqual([]);
    expect(persons('Ship it to 221 Oyelaran, then call me.', ['Oyelaran'], 0.99)).toEqual([]);
  });

  it("drops a weak rule name so placed, or right before a house number and its named street", () => {
    expect(persons("So where are we meeting? It's in 79 291 Adelianos Kambos /  Suite 477 /  Larnaka")).toEqual([]);
    expect(persons('Please update the billing address with Fuglie 86 Azevedo Street /  Apt. 024 for this card: 5167474255941416')).not.toContain('Fuglie');
  });

  it('keeps a name after a day of a month, an amount or a date, before an age, and after a strong cue', () => {
    expect(persons('On March 3 Kevin called me about the eviction.', ['Kevin'])).toEqual(['Kevin']);
    expect(persons('I sent $500 Kevin said he never got', ['Kevin'])).toEqual(['Kevin']);
    expect(persons('on 9/18 Karen said the rent went up', ['Karen'])).toEqual(['Karen']);
    expect(persons('my kids Mia 5 and Noah 3 both have the flu', ['Mia', 'Noah'])).toEqual(['Mia', 'Noah']);
    expect(persons('Hi, my name is Dana Whitfield, 12 Elm Street is my address')).toEqual(['Dana Whitfield']);
  });
});

describe('session 43: the words that link a place or an organisation to the sentence', () => {
  it("trims a tagger place's lower-case linking words at either end, never to nothing", () => {
    const t = 'i work at kaiser in oakland as a nurse';
    const cut = (part: string): string => {
      const at = t.indexOf(part);
      const r = trimEdgeWords(t, at, at + part.length);
      return t.slice(r.start, r.end);
    };
    expect(cut('oakland as')).toBe('oakland');
    expect(cut('in oakland as')).toBe('oakland');
    expect(cut('as')).toBe('as');
    const v = 'im on disability (SSDI ~$1,450/mo) now';
    expect(v.slice(trimEdgeWords(v, v.indexOf('SSDI'), v.indexOf(')')).start, trimEdgeWords(v, v.indexOf('SSDI'), v.indexOf(')')).end)).toBe('SSDI');
    const u = 'She studied at University of Leeds';
    expect(u.slice(trimEdgeWords(u, u.indexOf('at'), u.length).start)).toBe('University of Leeds');
  });
  it('ends a caseless run after a trigger at its linking word', () => {
    const spans = detectIdentifiers('i work at kaiser in oakland as a nurse').map((s) => s.text);
    expect(spans).not.toContain('oakland as');
  });
});

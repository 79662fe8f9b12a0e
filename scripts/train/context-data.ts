/**
 * Training messages for the contextual head (scripts/train/context-head.ts): texts with the character ranges of the
 * private domain facts in them. Token labels come from those ranges (a token inside a fact is positive).
 *
 * Sources (never the realistic evaluation set, never a dataset's test split):
 * - a compositional generator of chat-style messages (below): the same terms told as the writer's or a relative's
 *   own situation (the fact marked) and asked about in general terms ("what does arrested mean", nothing marked),
 *   lowercase or not, with typos, fillers and several sentences per message. Terms come from the team's lexicon
 *   (scripts/train/lexicon.ts, train part only: synth.ts termsFor) and seed lists (word-seeds.ts); terms whose
 *   lexicon hash puts them in the eval or calibration parts are never used, so held-out-term figures are fair;
 * - Pri-DDXPlus / Pri-SLJA train.jsonl (private spans positive);
 * - synth.ts templated messages, train part;
 * - sensitive-free negatives: everyday.ts EVERYDAY_TRAIN, and presidio-synth generated_large records with an even
 *   template_id (the dev half by scripts/bench/identifiers.ts's split; its identifier spans are not domain facts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Domain } from '../../src/engine/types.ts';
import { DATASETS, readSplit } from './data.ts';
import { EVERYDAY_TRAIN } from './everyday.ts';
import { isCalibrationTerm, isEvalTerm, type Lexicon } from './lexicon.ts';
import { Prng } from './prng.ts';
import { synthMessages, termsFor } from './synth.ts';
import { SEED_FINANCIAL, SEED_HEALTH, SEED_LEGAL } from './word-seeds.ts';

export interface ContextExample {
  id: string;
  source: string;
  text: string;
  /** Character ranges of private domain facts. */
  facts: { start: number; end: number }[];
}

/** Which part a term belongs to: the same hash rule as the lexicon (eval ~20 %, calibration ~20 %, train the rest). */
export function termPart(term: string): 'train' | 'heldout' {
  return isEvalTerm(term) || isCalibrationTerm(term) ? 'heldout' : 'train';
}

const RELATIVES = ['my husband', 'my wife', 'my mom', 'my dad', 'my brother', 'my sister', 'my son', 'my daughter', 'my bf', 'my gf', 'my roommate', 'my grandma', 'my partner'];
const WHEN = ['last year', 'last week', 'in march', 'two years ago', 'yesterday', 'back in 2019', 'a few months ago', 'this morning', ''];
const DURATION = ['a few weeks', 'months', 'like 3 years', 'a while', 'since christmas'];
const STATES = ['texas', 'california', 'ohio', 'the uk', 'ontario', 'florida', 'ny'];
const DEBTS = ['credit card', 'car loan', 'student loans', 'mortgage', 'medical bills', 'personal loan', 'payday loan', 'tax bill'];
const FILLERS_BEFORE = ['', '', '', 'hey, ', 'hi so ', 'ok so ', 'quick question, ', 'um ', 'honestly '];
const FILLERS_AFTER = ['', '', '', ' thanks', ' pls help', ' any advice?', ' idk what to do', ' lol', ' 🙏'];
const GENERAL_EXTRA = [
  'Can you help me write a cover letter?',
  'whats a good recipe for banana bread',
  'How do I center a div in css?',
  'recommend a podcast about history',
  'my cat keeps knocking things off the table lol',
];

/** A template piece: literal text, or a fact (marked) built from parts. */
type Piece = string | { fact: string };

interface Frames {
  personal: ((t: string, r: Prng) => Piece[])[];
  general: ((t: string, r: Prng) => string)[];
}

const amount = (r: Prng): string => r.pick(['$2,400', '12k', '$18,400', '3k', '$650', '40 grand', '$1,200', '9k', '$310', '27,000 dollars']);
const who = (r: Prng): string => (r.next() < 0.55 ? 'i' : r.pick(RELATIVES));
const has = (subject: string): string => (subject === 'i' ? 'have' : 'has');
const was = (subject: string): string => (subject === 'i' ? 'was' : 'was');
const dose = (r: Prng): string => r.pick(['50mg', '10 mg', '100mg twice a day', '20mg every night', '.5', '150 mg', '5mg']);

const FRAMES: Record<Domain, Frames> = {
  medical: {
    personal: [
      (t, r) => {
        const s = who(r);
        return [`${s} ${has(s)} `, { fact: t }, r.pick(['', ` ${r.pick(WHEN)}`, ' and im scared', ', what should i ask the doctor'])];
      },
      (t, r) => [`${r.pick(['i was', `${r.pick(RELATIVES)} was`])} diagnosed with `, { fact: t }, ` ${r.pick(WHEN)}`],
      (t, r) => [`been dealing with `, { fact: t }, ` for ${r.pick(DURATION)}`],
      (t, r) => [`doc says ${r.pick(['i might have', 'its probably', 'i have'])} `, { fact: t }],
      (t) => [`got my results back and its `, { fact: t }],
      (t, r) => [`${r.pick(['im', 'i am', 'she is', 'he is'])} being treated for `, { fact: t }],
      (t, r) => [`${r.pick(['i think i have', 'pretty sure i have', 'worried i have'])} `, { fact: t }, r.pick(['', ' again', ', should i go to the er'])],
    ],
    general: [
      (t) => `what does ${t} mean`,
      (t) => `what is ${t}?`,
      (t) => `how common is ${t} in adults`,
      (t) => `is ${t} contagious`,
      (t) => `what are the usual symptoms of ${t}`,
      (t) => `can you explain ${t} in simple terms for a school project`,
      (t) => `write a short paragraph about the history of ${t}`,
      (t, r) => `my teacher asked us to research ${t} for ${r.pick(['biology', 'health class', 'a presentation'])}`,
      (t) => `how do doctors usually test for ${t}`,
      (t) => `the article said ${t} is becoming more common, is that true?`,
    ],
  },
  legal: {
    personal: [
      (t, r) => {
        const s = who(r);
        return [`${s} ${was(s)} `, { fact: `arrested for ${t}` }, ` ${r.pick(WHEN)}`];
      },
      (t, r) => [`${r.pick(RELATIVES)} got `, { fact: `charged with ${t}` }],
      (t, r) => [`i ${r.pick(['have', 'got'])} a `, { fact: `${t} conviction` }, r.pick(['', ' from years ago', ' on my record'])],
      (t) => [`cops questioned me about `, { fact: t }],
      (t, r) => [`${r.pick(['im', 'my son is', 'hes'])} on `, { fact: `probation for ${t}` }],
      (t, r) => [`${r.pick(['my ex', 'my landlord', 'my boss', 'a neighbor'])} accused me of `, { fact: t }],
      (t) => [`i pleaded guilty to `, { fact: t }, ` and now what`],
    ],
    general: [
      (t) => `what does ${t} mean legally`,
      (t, r) => `whats the usual penalty for ${t} in ${r.pick(STATES)}`,
      (t) => `can you get arrested for ${t}`,
      (t) => `is ${t} a felony or a misdemeanor`,
      (t) => `how long does a ${t} charge stay on someone's record`,
      (t) => `explain the difference between ${t} and theft`,
      (t) => `write a short essay on why ${t} laws exist`,
      (t) => `in the show the main character is arrested for ${t}, is that realistic?`,
      (t) => `what evidence do prosecutors need to prove ${t}`,
    ],
  },
  financial: {
    personal: [
      (t, r) => [`${r.pick(['i', 'we'])} owe `, { fact: `${amount(r)} on ${r.pick(['my', 'our'])} ${r.pick(DEBTS)}` }],
      (t, r) => [`${r.pick(['we have', 'i have', 'i got'])} `, { fact: t }, r.pick(['', ' and no savings', ' and its killing me'])],
      (t, r) => [`im `, { fact: `${r.pick(['2', '3', 'four', '6'])} months behind on ${r.pick(['rent', 'my car payment', 'the mortgage'])}` }],
      (t, r) => [`i make `, { fact: `${amount(r)} a ${r.pick(['year', 'month'])}` }],
      (t, r) => [`${r.pick(['struggling with', 'drowning in', 'dealing with'])} `, { fact: t }],
      (t, r) => [`${r.pick(RELATIVES)} is hiding `, { fact: t }, ' from us'],
    ],
    general: [
      (t) => `what is ${t}?`,
      (t) => `how does ${t} work`,
      (t) => `how do people usually get out of ${t}`,
      (t, r) => `whats the average ${r.pick(DEBTS)} balance in the us`,
      (t) => `explain ${t} like im five`,
      (t) => `is ${t} bad for the economy`,
      (t, r) => `what's a good interest rate on a ${r.pick(DEBTS)} right now`,
      (t) => `write a blog post about avoiding ${t}`,
    ],
  },
};

/** Drug names with a dose, told as one's own use or asked about in general. */
const DRUG_PERSONAL: ((t: string, r: Prng) => Piece[])[] = [
  (t, r) => [`${r.pick(['im on', 'i take', 'started', 'my mom takes'])} `, { fact: `${t} ${dose(r)}` }],
  (t, r) => [`doc ${r.pick(['put me on', 'upped my'])} `, { fact: t }, ` ${r.pick(WHEN)}`],
];
const DRUG_GENERAL: ((t: string) => string)[] = [
  (t) => `what is ${t} used for`,
  (t) => `whats the normal starting dose of ${t}`,
  (t) => `can you drink alcohol on ${t} in general`,
  (t) => `what are common side effects of ${t}`,
];

/** One typo in a word that is not part of a fact (swap two letters or drop one), with probability p. */
function typo(text: string, r: Prng, p: number): string {
  if (r.next() >= p) return text;
  const words = text.split(' ');
  const k = r.int(words.length);
  const w = words[k] ?? '';
  if (w.length < 4) return text;
  const i = 1 + r.int(w.length - 2);
  words[k] = r.next() < 0.5 ? w.slice(0, i) + (w[i + 1] ?? '') + (w[i] ?? '') + w.slice(i + 2) : w.slice(0, i) + w.slice(i + 1);
  return words.join(' ');
}

function style(text: string, r: Prng): string {
  const lower = r.next() < 0.7;
  const t = lower ? text : text.charAt(0).toUpperCase() + text.slice(1);
  return t;
}

/** Build a message from sentences of pieces; facts get their character ranges. */
function assemble(sentences: Piece[][], r: Prng): { text: string; facts: { start: number; end: number }[] } {
  let text = '';
  const facts: { start: number; end: number }[] = [];
  sentences.forEach((pieces, k) => {
    if (k > 0) text += r.pick([' ', '. ', '? ', '\n', ', also ']);
    let sentence = '';
    const local: { start: number; end: number }[] = [];
    for (const p of pieces) {
      if (typeof p === 'string') sentence += p;
      else {
        local.push({ start: sentence.length, end: sentence.length + p.fact.length });
        sentence += p.fact;
      }
    }
    // Style and typos only where they cannot move a fact: typos apply to fact-free sentences.
    let styled = local.length === 0 ? typo(style(sentence, r), r, 0.3) : style(sentence, r);
    if (styled.length !== sentence.length) styled = sentence;
    for (const f of local) facts.push({ start: text.length + f.start, end: text.length + f.end });
    text += styled;
  });
  return { text, facts };
}

export function termPool(lex: Lexicon, dom: Domain, part: 'train' | 'heldout'): string[] {
  const lexTerms = part === 'train' ? termsFor(lex, dom, 'train') : [...termsFor(lex, dom, 'eval'), ...termsFor(lex, dom, 'calibration')];
  const seeds = dom === 'medical' ? SEED_HEALTH : dom === 'legal' ? SEED_LEGAL : SEED_FINANCIAL;
  const seeded = seeds.filter((w) => termPart(w) === part);
  return [...new Set([...lexTerms.filter((t) => t.length <= 40), ...seeded])];
}

/**
 * `n` chat messages over the terms of `part` ('train' for training, 'heldout' for the report's held-out-term
 * figures). About half hold a personal fact, the rest ask about the same kind of term in general; a third of the
 * messages have two sentences (a personal one and a general one, or a fact and everyday text).
 */
export function chatMessages(lex: Lexicon, part: 'train' | 'heldout', n: number, seed: number): ContextExample[] {
  const r = new Prng(seed);
  const domains: Domain[] = ['medical', 'legal', 'financial'];
  const pools = Object.fromEntries(domains.map((d) => [d, termPool(lex, d, part)])) as Record<Domain, string[]>;
  const drugs = SEED_HEALTH.slice(0, 120).filter((w) => termPart(w) === part);
  const out: ContextExample[] = [];
  const personal = (d: Domain): Piece[] => {
    if (d === 'medical' && r.next() < 0.25 && drugs.length) return r.pick(DRUG_PERSONAL)(r.pick(drugs), r);
    return r.pick(FRAMES[d].personal)(r.pick(pools[d]), r);
  };
  const general = (d: Domain): Piece[] => {
    if (d === 'medical' && r.next() < 0.25 && drugs.length) return [r.pick(DRUG_GENERAL)(r.pick(drugs))];
    return [r.pick(FRAMES[d].general)(r.pick(pools[d]), r)];
  };
  for (let k = 0; k < n; k++) {
    const d = r.pick(domains);
    const kind = r.next();
    let sentences: Piece[][];
    if (kind < 0.4) sentences = [personal(d)];
    else if (kind < 0.75) sentences = [general(d)];
    else if (kind < 0.85) sentences = [general(d), personal(r.pick(domains))];
    else if (kind < 0.93) sentences = [personal(d), general(r.pick(domains))];
    else sentences = [[r.pick(GENERAL_EXTRA)], personal(d)];
    const first = sentences[0];
    if (first) first.unshift(r.pick(FILLERS_BEFORE));
    sentences[sentences.length - 1]?.push(r.pick(FILLERS_AFTER));
    const { text, facts } = assemble(sentences, r);
    out.push({ id: `chat-${part}-${k}`, source: 'chat', text, facts });
  }
  return out;
}

interface PresidioRecord {
  full_text: string;
  template_id: number;
}

/** All training examples, deterministic for the seed. */
export function trainingExamples(lex: Lexicon, seed: number, sizes = { chat: 5000, pri: 700, synth: 500, presidio: 400 }): ContextExample[] {
  const r = new Prng(seed ^ 0x5eed);
  const out: ContextExample[] = chatMessages(lex, 'train', sizes.chat, seed);
  const pri = readSplit('train');
  for (const e of r.shuffle([...pri]).slice(0, sizes.pri)) {
    out.push({ id: e.id, source: `pri-${e.domain}`, text: e.text, facts: e.spans.filter((s) => s.private).map((s) => ({ start: s.start, end: s.end })) });
  }
  const perDomain = Math.ceil(sizes.synth / 4);
  for (const e of synthMessages(lex, 'train', perDomain, seed + 1)) {
    out.push({ id: e.id, source: 'synth', text: e.text, facts: e.spans.filter((s) => s.private).map((s) => ({ start: s.start, end: s.end })) });
  }
  EVERYDAY_TRAIN.forEach((text, i) => out.push({ id: `everyday-${i}`, source: 'everyday', text, facts: [] }));
  const presidio = JSON.parse(readFileSync(path.join(DATASETS, 'presidio-synth', 'generated_large.json'), 'utf8')) as PresidioRecord[];
  const even = presidio.filter((p) => p.template_id % 2 === 0);
  r.shuffle(even)
    .slice(0, sizes.presidio)
    .forEach((p, i) => out.push({ id: `presidio-${i}`, source: 'presidio-dev', text: p.full_text, facts: [] }));
  return out;
}

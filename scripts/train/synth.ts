/**
 * Templated free-text messages with gold spans: the phrasing real users type into a chatbot, for all
 * three domains and for sensitive-free requests. Train and eval use disjoint templates and disjoint
 * terms (see lexicon.isEvalTerm), so evaluation measures generalisation, not recall of a template.
 */
import type { Domain } from '../../src/engine/types.ts';
import type { Example, GoldSpan } from './data.ts';
import type { Lexicon } from './lexicon.ts';
import { isCalibrationTerm, isEvalTerm } from './lexicon.ts';
import { Prng } from './prng.ts';

/** train: training; calibration: floor calibration (train templates, held-apart terms); eval: bench. */
type Part = 'train' | 'calibration' | 'eval';

// {P} = private attribute of the message's domain, {N} = neutral phrase.
const TEMPLATES: Record<'train' | 'eval', Record<Domain | 'neutral', readonly string[]>> = {
  train: {
    medical: [
      "I've been dealing with {P} and {P} for a few weeks. What should I ask my doctor?",
      'My doctor says I have {P}. Is it related to {P}?',
      'Can you explain {P} in simple terms? I was just diagnosed.',
      'Since last month I get {P}, plus {P}. Should I worry?',
      'I suffer from {P}; also {P} runs in my family. Any diet tips?',
      'Write a note to my boss explaining that I missed work because of {P}.',
      'My husband has {P} and refuses to see anyone about it.',
      'Symptoms: {P}, {P}, {P}. What could it be?',
      'I take medication for {P} and I want to plan {N}.',
      'Help me tell my family about my {P} before {N}.',
    ],
    legal: [
      'I was arrested last year for {P}. Will it show up on a background check?',
      'My brother is charged with {P} and {P}. What happens at the first hearing?',
      'How long does a record for {P} stay on file?',
      'The police questioned me about {P}; do I need a lawyer?',
      'I have a conviction for {P} and want to apply for {N}.',
      'Draft a letter to the judge about my {P} case.',
      'My ex accused me of {P}. What are my options?',
      'Facts of the case: {P}, {P}, and {P}.',
      'Is {P} a felony or a misdemeanor in Texas?',
      'I pleaded guilty to {P}; can I still travel for {N}?',
    ],
    financial: [
      'I have {P} and {P}. How do I make a budget?',
      "I'm struggling with {P}; what are my options?",
      'Should I tell my partner about {P} before {N}?',
      'Write an email to my bank explaining {P}.',
      'We are dealing with {P}, and also {P}. Where do we start?',
      'My situation: {P}, {P}, {P}.',
      'How does {P} affect my chances of getting a mortgage?',
      "I've got {P} and I'm planning {N}. Is that realistic?",
      'Explain how to negotiate {P} with creditors.',
      'My father is hiding {P} from us.',
    ],
    neutral: [
      'Can you help me with {N} and {N}?',
      'Write something short about {N}.',
      'I need ideas for {N}, ideally before {N}.',
      'What do you think about {N}? Also, {N}.',
      'Give me three tips on {N}.',
      'Summarise {N} for a ten-year-old.',
      'Plan {N} for me, including {N} and {N}.',
      'Translate this note about {N} into French.',
    ],
  },
  eval: {
    medical: [
      'For two months now I have had {P}, and lately {P} too. Is this serious?',
      'Could {P} be caused by {P}? Asking for myself.',
      'Please draft a message to my GP: I keep getting {P}.',
      'What foods help with {P}?',
      'My mum was told she has {P}; how do we prepare for {N}?',
    ],
    legal: [
      'A friend got caught for {P} and {P}; what sentence is typical?',
      'Can an employer fire me for a past {P} charge?',
      'Help me explain my {P} arrest in a job interview about {N}.',
      'What is the statute of limitations for {P}?',
      'My cousin faces trial for {P}. How do we find a public defender?',
    ],
    financial: [
      'Honestly I am drowning in {P} and {P}. Any advice?',
      'How would {P} show up when I apply for {N}?',
      'Make me a plan to get out of {P}.',
      'Is it normal to have {P} at 30?',
      'My sister just found out about {P} in her name.',
    ],
    neutral: [
      'Could you suggest {N} and maybe {N}?',
      'Tell me a fun fact about {N}.',
      'Draft a short message inviting friends to {N}.',
      'What is the easiest way to start {N}?',
      'Compare {N} with {N} in a table.',
      'I am writing {N}; can you check the grammar?',
    ],
  },
};

/** Split a lexicon's terms into disjoint train / calibration / eval parts. */
export function termsFor(lex: Lexicon, dom: Domain | 'neutral', part: Part): string[] {
  return lex.terms[dom].filter((t) => {
    if (isEvalTerm(t)) return part === 'eval';
    if (isCalibrationTerm(t)) return part === 'calibration';
    return part === 'train';
  });
}

/**
 * `n` messages per domain (and `n` neutral), deterministic for a seed. Gold spans: every filled {P}
 * is private with the message's domain; every {N} is a non-private span.
 */
export function synthMessages(lex: Lexicon, part: Part, n: number, seed: number, domains: readonly (Domain | 'neutral')[] = ['medical', 'legal', 'financial', 'neutral']): Example[] {
  const rng = new Prng(seed);
  const neutral = termsFor(lex, 'neutral', part);
  const out: Example[] = [];
  for (const dom of domains) {
    const priv = dom === 'neutral' ? [] : termsFor(lex, dom, part);
    const templates = TEMPLATES[part === 'eval' ? 'eval' : 'train'][dom];
    for (let k = 0; k < n; k++) {
      const tpl = rng.pick(templates);
      let text = '';
      const spans: GoldSpan[] = [];
      for (const piece of tpl.split(/(\{[PN]\})/)) {
        if (piece === '{P}' || piece === '{N}') {
          const isP = piece === '{P}';
          const term = isP ? rng.pick(priv) : rng.pick(neutral);
          spans.push({ start: text.length, end: text.length + term.length, text: term, private: isP, role: isP ? 'attribute' : 'context' });
          text += term;
        } else {
          text += piece;
        }
      }
      out.push({ id: `synth-${part}-${dom}-${k}`, domain: dom, text, spans });
    }
  }
  return out;
}

/** The domain pairs of `mixedMessages`, in its order. */
export const MIXED_PAIRS: readonly (readonly [Domain, Domain])[] = [
  ['medical', 'financial'],
  ['legal', 'financial'],
  ['medical', 'legal'],
];

/** `a` then `b` as one message (a space between); `b`'s gold spans shifted. Domain `a+b`. */
export function joinExamples(a: Example, b: Example): Example {
  const off = a.text.length + 1;
  return {
    id: `${a.id}+${b.id}`,
    domain: `${a.domain}+${b.domain}`,
    text: `${a.text} ${b.text}`,
    spans: [...a.spans, ...b.spans.map((s) => ({ ...s, start: s.start + off, end: s.end + off }))],
  };
}

/**
 * Two-domain messages (a symptom and a debt in one message) from single-domain templated ones: for each pair of
 * `MIXED_PAIRS`, the i-th message of the first domain joined with the i-th of the second (cycled).
 */
export function mixedMessages(single: readonly Example[]): Example[] {
  const of = (d: string): Example[] => single.filter((e) => e.domain === d);
  return MIXED_PAIRS.flatMap(([x, y]) => {
    const ys = of(y);
    return ys.length === 0 ? [] : of(x).map((a, i) => joinExamples(a, ys[i % ys.length] as Example));
  });
}

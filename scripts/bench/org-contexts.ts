/**
 * Context swap for organisations and people (session 51, issue 18): every organisation name of the presidio set's dev
 * half (even template_id) is put into sentences the team wrote (CONTEXTS, no cue a rule was written for in most of
 * them), and the identifier rules alone are asked whether they mark it an organisation; the dev half's lone person
 * words (single-word names and the last words of two-word names) go through the weak-cue sentences the same way. It
 * measures how far the rules' organisation recall depends on the words around a name — what the test half (odd
 * templates, other sentences around the same kind of names) asks of them — without reading the test half.
 *
 *   npx tsx scripts/bench/org-contexts.ts [--misses]
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { detectIdentifiers } from '../../src/engine/identifiers/index.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DATA = resolve(ROOT, '../shared/datasets/presidio-synth/generated_large.json');

interface Record {
  template_id: number;
  spans: { entity_type: string; entity_value: string }[];
}

/** X stands for the name. */
const CONTEXTS = [
  'X is hiring a new engineer.', 'The quarterly report from X came out today.', 'Thanks for your order with X!',
  'We partnered with X on the new app.', 'Please contact X for more details.', 'My sister just started at X.',
  'X announced layoffs yesterday.', 'I think X has the best customer support.', 'Our team at X is growing.',
  'Did you get the email from X?', 'He left X after two years.', 'Reminder: X staff meeting at 3pm.',
  'The X office is closed on Friday.', 'I have an interview with X tomorrow.', 'Shares of X fell 5%.',
  'Welcome to X, how can we help?', 'Sent from my X account', 'X, 123 Main St, Springfield',
  'She is a senior analyst at X.', 'According to X, prices rose.',
];
/** Sentences whose cue is as weak for a person as for a firm: a rule that makes firms of names must not take people. */
const PERSON_CONTEXTS = [
  'Did you get the email from X?', 'According to X, prices rose.', 'Please contact X for more details.',
  'Thanks for your order with X!', 'The quarterly report from X came out today.', 'I had lunch with X yesterday.',
  'Ask X about it.',
];

const fill = (context: string, name: string): { text: string; start: number; end: number } => {
  const i = context.indexOf('X');
  return { text: context.slice(0, i) + name + context.slice(i + 1), start: i, end: i + name.length };
};

function marked(context: string, name: string, category: 'organization' | 'person'): boolean {
  const { text, start, end } = fill(context, name);
  return detectIdentifiers(text).some((s) => s.start < end && s.end > start && s.category === category);
}

const records = (JSON.parse(readFileSync(DATA, 'utf8')) as Record[]).filter((r) => r.template_id % 2 === 0);
const orgs = new Set<string>();
const people = new Set<string>();
for (const r of records) {
  for (const s of r.spans) {
    if (s.entity_type === 'ORGANIZATION') orgs.add(s.entity_value);
    if (s.entity_type === 'PERSON') {
      const words = s.entity_value.split(' ');
      if (words.length === 1) people.add(s.entity_value);
      else if (words.length === 2) people.add(words[1]!);
    }
  }
}

const missed = new Map<string, number>();
let hits = 0;
let total = 0;
console.log(`## Organisation names of the dev half in the team's sentences (${orgs.size} names × ${CONTEXTS.length} sentences)\n`);
console.log('| marked an organisation | sentence |\n| ---: | --- |');
for (const context of CONTEXTS) {
  let k = 0;
  for (const name of orgs) {
    if (marked(context, name, 'organization')) k++;
    else missed.set(name, (missed.get(name) ?? 0) + 1);
  }
  hits += k;
  total += orgs.size;
  console.log(`| ${(k / orgs.size).toFixed(2)} | ${context} |`);
}
console.log(`| **${(hits / total).toFixed(3)}** | all (${hits} of ${total}) |\n`);

let personHits = 0;
let personAsOrg = 0;
let personTotal = 0;
for (const context of PERSON_CONTEXTS) {
  for (const name of people) {
    personTotal++;
    if (marked(context, name, 'person')) personHits++;
    if (marked(context, name, 'organization')) personAsOrg++;
  }
}
console.log(`Lone person words of the dev half (${people.size}) in ${PERSON_CONTEXTS.length} weak-cue sentences: ${personHits} of ${personTotal} marked a person, ${personAsOrg} an organisation.`);
if (process.argv.includes('--misses')) {
  console.log('\nMost-missed organisation names:');
  console.log([...missed].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([n, c]) => `${n} (${c})`).join(', '));
}

/** Words for the user: modes, categories and the plain-language meaning of ε. */
import type { SanitizeMode } from '../engine/pipeline.ts';
import type { SpanCategory } from '../engine/types.ts';

export const MODE_LABELS: Record<SanitizeMode, string> = {
  dp: 'Private rewrite (differential privacy)',
  krr: 'Character noise (k-RR)',
  redact: 'Placeholders',
  pseudonym: 'Pseudonyms',
  none: 'Off (analyse only)',
};

/** The modes offered to users (none is for analysis and the CLI). */
export const USER_MODES: readonly SanitizeMode[] = ['dp', 'redact', 'pseudonym', 'krr'];

export const CATEGORY_NAMES: Record<SpanCategory, string> = {
  medical: 'Health',
  legal: 'Legal',
  financial: 'Money',
  sensitive: 'Personal',
  person: 'Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  card_number: 'Card number',
  account_number: 'Account number',
  id_number: 'ID number',
  date: 'Date',
  age: 'Age',
  location: 'Place',
  organization: 'Organisation',
  group: 'Nationality, religion or politics',
  job_title: 'Job title',
  handle: 'Online handle',
  url: 'Web address',
  ip_address: 'IP address',
  mac_address: 'Device address',
  secret: 'Secret',
  crypto_wallet: 'Crypto wallet',
  custom: 'Your term',
};

export const CATEGORIES = Object.keys(CATEGORY_NAMES) as SpanCategory[];

/** ε values the slider steps through: fine steps where the guarantee is strong, coarse where it is weak. */
export const EPSILON_STEPS: readonly number[] = [
  0.5, 1, 1.5, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 120, 150,
];

export function nearestStep(epsilon: number): number {
  let best = 0;
  EPSILON_STEPS.forEach((v, i) => {
    if (Math.abs(Math.log(v / epsilon)) < Math.abs(Math.log((EPSILON_STEPS[best] ?? 1) / epsilon))) best = i;
  });
  return best;
}

/** The k-RR alphabet size (printable ASCII without space), as in src/engine/dp/krr.ts. */
const KRR_K = 94;

export function krrKeepProbability(epsilon: number): number {
  return 1 / (1 + (KRR_K - 1) * Math.exp(-epsilon));
}

/** What ε means in this mode, in plain words. */
export function explainEpsilon(mode: SanitizeMode, epsilon: number): string {
  switch (mode) {
    case 'dp': {
      const level =
        epsilon <= 3
          ? 'Strong privacy: each private detail becomes a vague stand-in that says almost nothing about the original, so answers may be less specific.'
          : epsilon <= 15
            ? 'Balanced: stand-ins usually keep the gist (a symptom stays a symptom) but rarely the specifics.'
            : 'Light privacy: stand-ins often stay close to what you wrote, so answers are better but the mathematical guarantee is weak.';
      const fixed =
        epsilon >= 15
          ? ` At ε ${epsilon} the rewrite is close to fixed: sending the same message twice usually gives the same stand-ins, and an observer's odds about a detail may shift by a factor up to e^${epsilon}.`
          : '';
      return `${level}${fixed} The budget ε = ${epsilon} is shared by all private details of one message, numbers included (they are nudged in place); lower is more private.`;
    }
    case 'krr': {
      const p = krrKeepProbability(epsilon);
      return `Every character is kept with probability ${(p * 100).toFixed(p > 0.995 ? 2 : 0)}% and otherwise replaced by a random one (ε = ${epsilon} per character). Lower ε scrambles more; the chatbot is asked to read through the noise.`;
    }
    case 'redact':
      return 'Private details become typed placeholders like [EMAIL_1]; ε does not apply. Nothing of the detail is sent, and PromptVeil puts your originals back into the reply on this device.';
    case 'pseudonym':
      return 'Private details become consistent made-up stand-ins (another name, another email); ε does not apply. Originals are restored in the reply on this device.';
    case 'none':
      return 'Nothing is replaced: PromptVeil only shows what it found.';
  }
}

const NUMBER_WORDS: Readonly<Record<string, [string, string]>> = {
  amount: ['amount', 'amounts'],
  count: ['count', 'counts'],
  age: ['age', 'ages'],
  date: ['date', 'dates'],
};

/**
 * The numbers part of a message's spend, in plain words ("ε 5.00 of it nudges 1 amount: it hides the value among
 * values within a factor 2"); null when no number was perturbed. Reads the engine's events (numbers and names only).
 */
export function describeNumberSpend(events: readonly { dp: boolean; mechanism: string; units: number; epsilon: number | null; numeric?: { kind: string; radius: string } }[]): string | null {
  const parts: string[] = [];
  let total = 0;
  for (const e of events) {
    if (!e.dp || e.mechanism !== 'geometric' || e.numeric === undefined || e.epsilon === null) continue;
    total += e.epsilon;
    const [one, many] = NUMBER_WORDS[e.numeric.kind] ?? ['number', 'numbers'];
    parts.push(`${e.units} ${e.units === 1 ? one : many} (${e.numeric.radius})`);
  }
  if (parts.length === 0) return null;
  return `ε ${total.toFixed(2)} of it nudges ${parts.join(', ')} in place; the guarantee covers values that close, and weakens in proportion further apart.`;
}

/**
 * The phrases of the numerical parity check (ONNX backbone vs the TF.js original). Varied on purpose:
 * short spans of the three domains, identifiers, punctuation and colons, digits, accents, full-width
 * forms, emoji, odd whitespace, a lone surrogate, the empty string and inputs beyond the 128-token limit.
 */

const SPANS = [
  'coughing up blood', 'chest pain radiating to my left arm', 'type 2 diabetes', 'metformin 500 mg twice daily',
  'HIV positive', 'panic attacks at night', 'a lump in my breast', 'my psychiatrist', 'bipolar disorder',
  'chemotherapy for stage III lymphoma', 'insulin pump', 'my miscarriage last year', 'erectile dysfunction',
  'arrested for DUI', 'a restraining order', 'felony theft conviction', 'my divorce settlement', 'custody hearing',
  'probation officer', 'pleaded guilty to assault', 'an eviction notice', 'sued by my landlord', 'bankruptcy filing',
  '$45,000 in credit card debt', 'my salary of 120k', 'a payday loan', 'overdue mortgage payments', 'tax audit',
  'IBAN DE89 3704 0044 0532 0130 00', 'card 4111 1111 1111 1111', 'SSN 078-05-1120', 'john.doe@example.com',
  '+1 (415) 555-0132', '221B Baker Street, London', 'born on 12/03/1985', 'passport X1234567',
  'How do I ask my boss for a raise?', 'What is the capital of France?', 'write a poem about autumn',
  'to apply for a visa', 'applying for a mortgage', 'the quick brown fox jumps over the lazy dog',
];

const ODD = [
  'Note: see http://example.com/path?q=1 :)', '12:30 pm; 3.14159; 1,000,000', 'café, naïve, résumé, Zürich',
  'ｆｕｌｌ　ｗｉｄｔｈ　ｔｅｘｔ １２３', 'emoji 😀👍🏽 👨‍👩‍👧 done', 'tabs\tand\nnewlines\r\nhere', '   leading and trailing   ',
  'non\u00a0breaking\u2003spaces', 'lone \ud800 surrogate', 'Ελληνικά και русский', '日本語のテキスト', 'مرحبا بالعالم',
  '!!!???...', '::::', 'a', 'I', 'x'.repeat(40), 'ALL CAPS SHOUTING', '(parenthetical) [bracketed] {braced}',
  '"quoted" \u201csmart quotes\u201d \u2018single\u2019', '#hashtag @mention', 'e=mc^2 & a<b>c', 'ﬁ ligature ㎏ ①',
];

const TEMPLATES = [
  (s: string): string => `I was diagnosed with ${s}.`,
  (s: string): string => `Can you help me with ${s}?`,
  (s: string): string => `${s}: what should I do`,
  (s: string): string => `My friend mentioned ${s} yesterday, and I'm worried`,
];

export function parityPhrases(): string[] {
  const out = ['', ...SPANS, ...ODD];
  SPANS.forEach((s, i) => {
    const t = TEMPLATES[i % TEMPLATES.length];
    if (t) out.push(t(s));
  });
  for (let i = 0; i < SPANS.length; i++) out.push(`${SPANS[i] ?? ''}, ${SPANS[(i * 7 + 3) % SPANS.length] ?? ''} and ${SPANS[(i * 11 + 5) % SPANS.length] ?? ''}`);
  for (let i = 0; i < 60; i++) {
    const words = Array.from({ length: 3 + (i % 9) }, (_, k) => SPANS[(i * 13 + k * 5) % SPANS.length] ?? '');
    out.push(words.join(i % 2 ? ' ' : '; '));
  }
  // Past the model limit: the converted pipeline truncates to 128 tokens, TF.js clips internally.
  out.push(SPANS.join(' ').repeat(3));
  out.push('word '.repeat(2000));
  out.push('😀'.repeat(5000));
  return out;
}

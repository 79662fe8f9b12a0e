import { describe, expect, it } from 'vitest';
import { DOMAINS, type SpanCategory } from '../types.ts';
import {
  CATEGORY_LABELS,
  ConversationVault,
  hasSurrogate,
  placeholderNumber,
  pseudonymizeSpans,
  redactSpans,
  type StandIn,
} from './placeholders.ts';
import { SeededRandom } from './rng.ts';

describe('redact', () => {
  it('uses typed, numbered placeholders consistently within a conversation', () => {
    const vault = new ConversationVault(new SeededRandom(1));
    const text = 'Mail ann@x.io or bob@y.io; ann@x.io has HIV.';
    const r = redactSpans(
      text,
      [
        { start: 17, end: 25, category: 'email' },
        { start: 5, end: 13, category: 'email' },
        { start: 27, end: 35, category: 'email' },
        { start: 40, end: 43, category: 'medical' },
      ],
      vault,
    );
    expect(r.text).toBe('Mail [EMAIL_1] or [EMAIL_2]; [EMAIL_1] has [HEALTH_1].');
    expect(r.event).toEqual({ dp: false, mechanism: 'redact', units: 4, unit: 'span', epsilon: null });
    expect(r.spans.every((s) => s.epsilon === null)).toBe(true);
    for (const s of r.spans) expect(r.text.slice(s.newStart, s.newEnd)).toBe(s.replacement);
    expect(vault.restore('I wrote to [EMAIL_2] about [HEALTH_1]; cc [EMAIL_1].')).toBe(
      'I wrote to bob@y.io about HIV; cc ann@x.io.',
    );
  });
  it('has a label for every domain', () => {
    for (const d of DOMAINS) expect(CATEGORY_LABELS[d]).toMatch(/^[A-Z]+$/);
    expect(CATEGORY_LABELS.medical).toBe('HEALTH');
  });
});

describe('pseudonym', () => {
  it('gives plausible, consistent surrogates that never equal an original', () => {
    const vault = new ConversationVault(new SeededRandom(2));
    const text = 'Jane Roe (jane.roe@corp.com, +1 415 555 2671) met jane roe.';
    const spans = [
      { start: 0, end: 8, category: 'person' as const },
      { start: 10, end: 27, category: 'email' as const },
      { start: 29, end: 44, category: 'phone' as const },
      { start: 50, end: 58, category: 'person' as const },
    ];
    const r = pseudonymizeSpans(text, spans, vault);
    const [name, email, phone, name2] = r.spans.map((s) => s.replacement);
    expect(name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);
    expect(name2).toBe(name); // same original (case/whitespace-insensitive) → same surrogate
    expect(email).toMatch(/^[a-z]+\.[a-z]+\d*@example\.(com|org|net)$/);
    expect(phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
    expect(r.text).not.toContain('Jane');
    expect(r.event).toMatchObject({ dp: false, mechanism: 'pseudonym', epsilon: null });
    const reply = `Dear ${name}, I will call ${phone} and write to ${email}.`;
    expect(vault.restore(reply)).toBe('Dear Jane Roe, I will call +1 415 555 2671 and write to jane.roe@corp.com.');
  });
  it('surrogates come from the RNG only: same RNG stream, different originals → same surrogate', () => {
    const a = new ConversationVault(new SeededRandom(7)).surrogate('person', 'Alice Zhang');
    const b = new ConversationVault(new SeededRandom(7)).surrogate('person', 'Bob Okafor');
    expect(a).toBe(b);
  });
  it('group and job-title surrogates are of the same kind as the original, consistent, and never the original', () => {
    const vault = new ConversationVault(new SeededRandom(11));
    const nationalities = ['Canadian', 'Norwegian', 'Chilean', 'Portuguese', 'Kenyan', 'Malaysian', 'Austrian', 'Uruguayan', 'Finnish', 'Ghanaian'];
    const religions = ['Lutheran', 'Buddhist', 'Methodist', 'Hindu', 'Quaker', 'Sikh', 'Anglican', 'Jain', 'Baptist', 'Unitarian'];
    const n = vault.surrogate('group', 'Brazilian');
    expect(nationalities).toContain(n);
    expect(vault.surrogate('group', 'brazilian')).toBe(n);
    const r = vault.surrogate('group', 'Catholics');
    expect(religions.map((x) => `${x}s`)).toContain(r);
    expect(vault.surrogate('group', 'Green Party')).toMatch(/Party$|Alliance$|Centre$/);
    expect(vault.surrogate('group', 'muslim')).toMatch(/^[a-z]+$/);
    const j = vault.surrogate('job_title', 'maxillofacial surgeon');
    expect(j).toMatch(/^[a-z ]+$/);
    expect(j).not.toBe('maxillofacial surgeon');
    expect(vault.surrogate('job_title', 'Benefits manager')).toMatch(/^[A-Z]/);
    expect(vault.restore(`The ${n} ${j} called.`)).toBe('The Brazilian maxillofacial surgeon called.');
    expect(hasSurrogate('group') && hasSurrogate('job_title')).toBe(true);
    expect(vault.placeholder('group', 'Jewish')).toBe('[GROUP_1]');
    expect(vault.placeholder('job_title', 'welder')).toBe('[JOB_1]');
  });
  it('falls back to placeholders for categories without a surrogate', () => {
    const vault = new ConversationVault(new SeededRandom(3));
    expect(hasSurrogate('medical')).toBe(false);
    expect(vault.surrogate('medical', 'diabetes')).toBe('[HEALTH_1]');
  });
  it('gives structured identifiers a consistent stand-in of their shape, never the original', () => {
    const vault = new ConversationVault(new SeededRandom(3));
    const card = vault.surrogate('card_number', '4111 1111 1111 1111');
    expect(card).toMatch(/^\d{4} \d{4} \d{4} \d{4}$/);
    expect(card).not.toBe('4111 1111 1111 1111');
    expect(vault.surrogate('card_number', '4111 1111 1111 1111')).toBe(card);
    expect(vault.surrogate('id_number', 'case no. 2024-CR-0419')).toMatch(/^case no\. \d{4}-[A-Z]{2}-\d{4}$/);
    // A one-digit value has 10 shapes: the vault still never hands back the original (it redraws).
    for (let i = 0; i < 9; i++) expect(vault.surrogate('account_number', `acct ${i}`)).not.toBe(`acct ${i}`);
  });
  it('surrogates stay unique per conversation', () => {
    const vault = new ConversationVault(new SeededRandom(4));
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) seen.add(vault.surrogate('phone', `original-${i}`));
    expect(seen.size).toBe(300);
  });
  it('never serialises originals and can be cleared', () => {
    const vault = new ConversationVault(new SeededRandom(5));
    vault.placeholder('email', 'secret@corp.com');
    expect(JSON.stringify(vault)).toBe('{"entries":1}');
    expect(JSON.stringify(structuredClone(vault))).not.toContain('secret');
    vault.clear();
    expect(vault.restore('[EMAIL_1]')).toBe('[EMAIL_1]');
  });
  it('restores longest tokens first and does not re-expand restored text', () => {
    const vault = new ConversationVault(new SeededRandom(6));
    for (let i = 1; i <= 11; i++) vault.placeholder('person', `P${i}`);
    expect(vault.restore('[PERSON_1] [PERSON_11]')).toBe('P1 P11');
  });
});

describe('ConversationVault.adopt: a vault lost with its engine is primed from what the page holds', () => {
  /** What vault A issued, as the page records it. */
  const issued = (vault: ConversationVault, items: [SpanCategory, string][], form: 'placeholder' | 'surrogate' = 'placeholder'): StandIn[] =>
    items.map(([category, original]) => {
      const replacement = form === 'placeholder' ? vault.placeholder(category, original) : vault.surrogate(category, original);
      return { category, form: placeholderNumber(category, replacement) === null ? 'surrogate' : 'placeholder', original, replacement };
    });

  it('continues the numbering per label after the highest n, and keeps same original → same placeholder', () => {
    const a = new ConversationVault(new SeededRandom(1));
    const priors = issued(a, [
      ['email', 'ann@x.io'],
      ['email', 'bob@y.io'],
      ['medical', 'HIV'],
    ]);
    const b = new ConversationVault(new SeededRandom(1));
    expect(b.adopt(priors)).toEqual({ adopted: 3, known: 0, conflicts: 0, invalid: 0 });
    expect(b.placeholder('email', 'carol@z.io')).toBe('[EMAIL_3]');
    expect(b.placeholder('email', ' ANN@x.io ')).toBe('[EMAIL_1]');
    expect(b.placeholder('email', 'bob@y.io')).toBe('[EMAIL_2]');
    expect(b.placeholder('medical', 'asthma')).toBe('[HEALTH_2]');
    expect(b.placeholder('person', 'Jane Roe')).toBe('[PERSON_1]');
    expect(b.restore('[EMAIL_2] has [HEALTH_1]; [EMAIL_3] too')).toBe('bob@y.io has HIV; carol@z.io too');
    // The highest n counts, whatever the order and gaps (the page keeps only its most recent stand-ins).
    const c = new ConversationVault(new SeededRandom(1));
    c.adopt([
      { category: 'email', form: 'placeholder', original: 'e5@x.io', replacement: '[EMAIL_5]' },
      { category: 'email', form: 'placeholder', original: 'e2@x.io', replacement: '[EMAIL_2]' },
    ]);
    expect(c.placeholder('email', 'new@x.io')).toBe('[EMAIL_6]');
  });

  it('is idempotent: adopting again, or adopting what the vault itself issued, changes nothing', () => {
    const sequence = (v: ConversationVault): string[] => [
      v.placeholder('email', 'new@x.io'),
      v.placeholder('email', 'ann@x.io'),
      v.surrogate('person', 'Jane Roe'),
      v.surrogate('person', 'John Doe'),
    ];
    const a = new ConversationVault(new SeededRandom(8));
    const priors = [...issued(a, [['email', 'ann@x.io']]), ...issued(a, [['person', 'Jane Roe']], 'surrogate')];
    const once = new ConversationVault(new SeededRandom(9));
    once.adopt(priors);
    const twice = new ConversationVault(new SeededRandom(9));
    twice.adopt(priors);
    expect(twice.adopt(priors)).toEqual({ adopted: 0, known: 2, conflicts: 0, invalid: 0 });
    expect(twice.size).toBe(once.size);
    expect(sequence(twice)).toEqual(sequence(once));
    // Vault A adopting its own stand-ins: all known, and it goes on exactly as its twin that never adopted.
    const twin = new ConversationVault(new SeededRandom(8));
    issued(twin, [['email', 'ann@x.io']]);
    issued(twin, [['person', 'Jane Roe']], 'surrogate');
    expect(a.adopt(priors)).toEqual({ adopted: 0, known: 2, conflicts: 0, invalid: 0 });
    expect(sequence(a)).toEqual(sequence(twin));
  });

  it('conflict: the existing binding wins, the disputed stand-in is never issued again, deterministically', () => {
    const run = (): { report: unknown; tokens: string[]; restored: string } => {
      const v = new ConversationVault(new SeededRandom(3));
      expect(v.placeholder('email', 'ann@x.io')).toBe('[EMAIL_1]');
      const report = v.adopt([{ category: 'email', form: 'placeholder', original: 'bob@y.io', replacement: '[EMAIL_1]' }]);
      const tokens = [v.placeholder('email', 'bob@y.io'), v.placeholder('email', 'ann@x.io'), v.placeholder('email', 'bob@y.io')];
      return { report, tokens, restored: v.restore('[EMAIL_1]') };
    };
    const first = run();
    expect(first.report).toEqual({ adopted: 0, known: 0, conflicts: 1, invalid: 0 });
    // Neither original gets [EMAIL_1] again (the page reads it as bob, this vault as ann): one meaning per stand-in.
    expect(first.tokens).toEqual(['[EMAIL_2]', '[EMAIL_3]', '[EMAIL_2]']);
    expect(first.restored).toBe('ann@x.io');
    expect(run()).toEqual(first);
    // Within one list: the first binding wins, the later claim retires it.
    const w = new ConversationVault(new SeededRandom(3));
    expect(
      w.adopt([
        { category: 'person', form: 'surrogate', original: 'Jane Roe', replacement: 'Alex Miller' },
        { category: 'person', form: 'surrogate', original: 'John Doe', replacement: 'Alex Miller' },
      ]),
    ).toEqual({ adopted: 1, known: 0, conflicts: 1, invalid: 0 });
    expect(w.restore('Alex Miller')).toBe('Jane Roe');
    for (const who of ['Jane Roe', 'John Doe', 'Alex Miller']) expect(w.surrogate('person', who)).not.toBe('Alex Miller');
  });

  it('an original that already has a stand-in keeps it; the adopted one is reserved and restored, never reused', () => {
    const v = new ConversationVault(new SeededRandom(4));
    expect(v.placeholder('email', 'ann@x.io')).toBe('[EMAIL_1]');
    expect(v.adopt([{ category: 'email', form: 'placeholder', original: 'ann@x.io', replacement: '[EMAIL_4]' }])).toEqual({
      adopted: 1,
      known: 0,
      conflicts: 0,
      invalid: 0,
    });
    expect(v.placeholder('email', 'ann@x.io')).toBe('[EMAIL_1]');
    expect(v.placeholder('email', 'bob@y.io')).toBe('[EMAIL_5]');
    expect(v.restore('[EMAIL_4] [EMAIL_1] [EMAIL_5]')).toBe('ann@x.io ann@x.io bob@y.io');
  });

  it('surrogates: a restarted vault on the same RNG stream never hands an adopted surrogate to another original', () => {
    // Same seed: without adopt, B would draw exactly A's surrogates again, for different people.
    const a = new ConversationVault(new SeededRandom(11));
    const people = ['Jane Roe', 'John Doe', 'Max Mustermann', 'Erika Musterfrau', 'Juan Perez'];
    const priors = issued(
      a,
      people.map((p): [SpanCategory, string] => ['person', p]),
      'surrogate',
    );
    expect(priors.every((p) => p.form === 'surrogate')).toBe(true);
    const taken = new Set(priors.map((p) => p.replacement));
    const b = new ConversationVault(new SeededRandom(11));
    expect(b.adopt(priors)).toMatchObject({ adopted: people.length, conflicts: 0 });
    for (const p of priors) expect(b.surrogate('person', p.original)).toBe(p.replacement);
    for (let i = 0; i < 200; i++) {
      const s = b.surrogate('person', `Other Person ${i}`);
      expect(taken.has(s)).toBe(false);
      taken.add(s);
    }
    // Nor is a surrogate ever equal to an adopted original.
    const c = new ConversationVault(new SeededRandom(11));
    const firstDraw = new ConversationVault(new SeededRandom(11)).surrogate('person', 'x');
    c.adopt([{ category: 'person', form: 'surrogate', original: firstDraw, replacement: 'Quinn Shaw' }]);
    expect(c.surrogate('person', 'Somebody Else')).not.toBe(firstDraw);
  });

  it('ignores entries this vault could not have issued, and leaves the vault as it was', () => {
    const v = new ConversationVault(new SeededRandom(5));
    const bad: StandIn[] = [
      { category: 'email', form: 'placeholder', original: 'a@x.io', replacement: '[PERSON_1]' },
      { category: 'email', form: 'placeholder', original: 'a@x.io', replacement: '[EMAIL_01]' },
      { category: 'email', form: 'placeholder', original: 'a@x.io', replacement: 'EMAIL_1' },
      { category: 'medical', form: 'surrogate', original: 'asthma', replacement: 'a cold' },
      { category: 'person', form: 'surrogate', original: 'Jane Roe', replacement: '[PERSON_7]' },
      { category: 'person', form: 'surrogate', original: '  ', replacement: 'Alex Miller' },
      { category: 'astrology' as SpanCategory, form: 'placeholder', original: 'Leo', replacement: '[STAR_1]' },
    ];
    expect(v.adopt(bad)).toEqual({ adopted: 0, known: 0, conflicts: 0, invalid: bad.length });
    expect(v.size).toBe(0);
    expect(v.placeholder('email', 'a@x.io')).toBe('[EMAIL_1]');
    expect(v.placeholder('person', 'Jane Roe')).toBe('[PERSON_1]');
  });

  it('never serialises adopted originals', () => {
    const v = new ConversationVault(new SeededRandom(6));
    v.adopt([{ category: 'email', form: 'placeholder', original: 'secret@corp.com', replacement: '[EMAIL_2]' }]);
    expect(JSON.stringify(v)).toBe('{"entries":1}');
    expect(JSON.stringify(structuredClone(v))).not.toContain('secret');
  });
});

describe('categories this build does not know', () => {
  it('get a placeholder of their own name and never crash; restore ignores case', async () => {
    const { ConversationVault: Vault, redactSpans: redact, pseudonymizeSpans: pseudo, categoryLabel } = await import('./placeholders.ts');
    const { SeededRandom: Seeded } = await import('./rng.ts');
    expect(categoryLabel('pet_name')).toBe('PETNAME');
    expect(categoryLabel('')).toBe('PRIVATE');
    const vault = new Vault(new Seeded(1));
    const text = 'She walks her dog Rex in Ohio.';
    const spans = [{ start: 18, end: 21, category: 'pet_name' as never }];
    const r = redact(text, spans, vault);
    expect(r.text).toBe('She walks her dog [PETNAME_1] in Ohio.');
    expect(pseudo(text, spans, vault).text).toBe('She walks her dog [PETNAME_1] in Ohio.');
    const caps = 'PLAINTIFF: JANE ROE';
    const p = pseudo(caps, [{ start: 11, end: 19, category: 'person' }], vault);
    expect(p.text).toBe(p.text.toUpperCase());
    const surrogate = p.spans[0]!.replacement;
    expect(vault.restore(`Dear ${surrogate},`)).toBe('Dear JANE ROE,');
  });
});

import { describe, expect, it } from 'vitest';
import { FormatError, parseFile, parseFiles, type Message } from './format.ts';

function issuesOf(content: string, file = 'x.txt'): string[] {
  try {
    parseFile(content, file);
  } catch (err) {
    if (err instanceof FormatError) return err.issues.map((i) => `${i.file}:${i.line}: ${i.message}`);
    throw err;
  }
  return [];
}

const only = (ms: Message[]): Message => {
  expect(ms).toHaveLength(1);
  return ms[0] as Message;
};

describe('parseFile', () => {
  it('reads headers, the clean flag, comments and the unmarked text with UTF-16 fact offsets', () => {
    const src = [
      '# writer a, batch 1',
      '',
      '=== a-001',
      'hey so my mom was just ⟦health|diagnosed w/ stage 2 breast cancer⟧ and ⟦person|Jess⟧ said ok',
      '=== a-002 clean',
      "what's the difference between a roth ira and a traditional one",
      '',
      '',
    ].join('\n');
    const [m1, m2] = parseFile(src, 'a.txt');
    expect(m1).toMatchObject({ id: 'a-001', file: 'a.txt', line: 3, clean: false });
    expect(m1?.text).toBe('hey so my mom was just diagnosed w/ stage 2 breast cancer and Jess said ok');
    expect(m1?.facts).toEqual([
      { start: 23, end: 57, text: 'diagnosed w/ stage 2 breast cancer', kind: 'health' },
      { start: 62, end: 66, text: 'Jess', kind: 'person' },
    ]);
    for (const f of m1?.facts ?? []) expect(m1?.text.slice(f.start, f.end)).toBe(f.text);
    expect(m2).toMatchObject({ id: 'a-002', clean: true, facts: [], line: 5 });
    // Trailing blank lines before the end (or the next header) are not part of the message.
    expect(m2?.text).toBe("what's the difference between a roth ira and a traditional one");
  });

  it('keeps blank lines inside a message, CRLF input included, and counts offsets across lines', () => {
    const m = only(
      parseFile(
        '=== b-010\r\nDischarge summary\r\n\r\nDx: ⟦health|NSTEMI⟧\r\n\r\n=== b-011 clean\r\nhi\r\n',
        'b.txt',
      ).slice(0, 1),
    );
    expect(m.text).toBe('Discharge summary\n\nDx: NSTEMI');
    expect(m.facts[0]).toEqual({ start: 23, end: 29, text: 'NSTEMI', kind: 'health' });
  });

  it('uses UTF-16 code units, as the engine does (astral characters count twice)', () => {
    const m = only(parseFile('=== c-001\n😭😭 i was ⟦legal|arrested⟧ é', 'c.txt'));
    expect(m.facts[0]).toMatchObject({ start: 11, end: 19 });
    expect(m.text.slice(11, 19)).toBe('arrested');
  });

  it('allows a mark to span lines (an address block) and a | inside the marked text', () => {
    const m = only(parseFile('=== a-003\nsend it to ⟦address|12 Oak St\nSpringfield⟧ and ⟦secret|p|ss⟧', 'a.txt'));
    expect(m.facts.map((f) => f.text)).toEqual(['12 Oak St\nSpringfield', 'p|ss']);
  });

  it('names file:line for an unknown kind', () => {
    expect(issuesOf('=== a-001\nline one\nmy ⟦medical|flu⟧', 'a.txt')).toEqual([
      expect.stringMatching(/^a\.txt:3: unknown kind 'medical'/),
    ]);
  });

  it('rejects nested and unbalanced brackets, each on its own line', () => {
    expect(issuesOf('=== a-001\nmy ⟦health|flu ⟦date|may⟧⟧')).toEqual([
      expect.stringMatching(/^x\.txt:2: nested/),
      expect.stringMatching(/^x\.txt:2: unbalanced '⟧'/),
    ]);
    expect(issuesOf('=== a-001\nok ⟦health|flu⟧\nthen ⟦health|cold')).toEqual([
      expect.stringMatching(/^x\.txt:3: unbalanced '⟦' \(never closed\)/),
    ]);
    expect(issuesOf('=== a-001\nstray ⟧ here ⟦health|flu⟧')).toEqual([
      expect.stringMatching(/^x\.txt:2: unbalanced '⟧'/),
    ]);
    expect(issuesOf('=== a-001\n⟦flu⟧')).toEqual([expect.stringMatching(/^x\.txt:2: mark without a kind/)]);
  });

  it('rejects a clean message with marks, a message with neither, empty or padded marks, and empty messages', () => {
    expect(issuesOf('=== a-001 clean\nmy ⟦health|flu⟧')).toEqual([
      expect.stringMatching(/^x\.txt:1: a-001: marked clean but has 1 mark/),
    ]);
    expect(issuesOf('=== a-001\nno marks here')).toEqual([
      expect.stringMatching(/^x\.txt:1: a-001: no marks and not marked clean/),
    ]);
    expect(issuesOf('=== a-001\nmy ⟦health| flu⟧')).toEqual([
      expect.stringMatching(/^x\.txt:2: empty or space-padded/),
    ]);
    expect(issuesOf('=== a-001 clean\n\n=== a-002 clean\nhi')).toEqual([
      expect.stringMatching(/^x\.txt:1: a-001: empty message/),
    ]);
  });

  it('rejects duplicate ids, malformed headers and text before the first header', () => {
    expect(issuesOf('=== a-001 clean\nhi\n=== a-001 clean\nho')).toEqual([
      expect.stringMatching(/^x\.txt:3: duplicate id a-001 \(first at line 1\)/),
    ]);
    expect(issuesOf('=== a-1 clean\nhi')).toEqual([expect.stringMatching(/^x\.txt:1: malformed header/)]);
    expect(issuesOf('=== a-001 dirty\nhi')).toEqual([expect.stringMatching(/^x\.txt:1: malformed header/)]);
    expect(issuesOf('=== abcd-001\nhi')).toEqual([expect.stringMatching(/^x\.txt:1: malformed header/)]);
    expect(issuesOf('=== A-001\nhi')).toEqual([expect.stringMatching(/^x\.txt:1: malformed header/)]);
    expect(issuesOf('=== za-001\nhi ⟦person|Bo⟧')).toEqual([]);
    expect(issuesOf('=== zza-001\nhi ⟦person|Bo⟧')).toEqual([]);
    expect(issuesOf('stray\n=== a-001 clean\nhi')).toEqual([
      expect.stringMatching(/^x\.txt:1: text before the first header/),
    ]);
  });

  it('reports every problem at once', () => {
    expect(issuesOf('=== a-001\n⟦bogus|x⟧\n=== a-001 clean\n⟦health|y⟧')).toHaveLength(3);
  });
});

describe('parseFiles', () => {
  it('parses several files and rejects an id used in two of them', () => {
    const ok = parseFiles([
      { name: 'a.txt', content: '=== a-001 clean\nhi' },
      { name: 'b.txt', content: '=== b-001\n⟦person|Bo⟧' },
    ]);
    expect(ok.map((m) => `${m.file}/${m.id}`)).toEqual(['a.txt/a-001', 'b.txt/b-001']);
    expect(() =>
      parseFiles([
        { name: 'a.txt', content: '=== a-001 clean\nhi' },
        { name: 'b.txt', content: '=== b-002 clean\nyo\n=== a-001 clean\nho' },
      ]),
    ).toThrow(/b\.txt:3: duplicate id a-001 \(also a\.txt:1\)/);
  });
});

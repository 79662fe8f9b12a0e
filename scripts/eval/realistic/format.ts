/**
 * Parser for the hand-written realistic evaluation set (issue 17; format: docs/realistic-eval.md).
 *
 *   # comment lines, only before the first header
 *   === a-001
 *   hey so my mom was ⟦health|diagnosed w/ stage 2 breast cancer⟧ …
 *   === a-002 clean
 *   what's the difference between a roth ira and a traditional one
 *
 * A message is every line after its header up to the next header; trailing blank lines are dropped (the newline
 * before the next header is not part of the text), blank lines inside are kept. ⟦kind|text⟧ marks a gold fact; the
 * markup is removed to get the message, and fact offsets are UTF-16 code-unit indices into that unmarked text, end
 * exclusive (the engine's convention). Anything malformed is an error naming file:line — a set that parses with a
 * silently dropped mark would measure the wrong thing.
 */

/** Domain facts (DESIGN.md, "What counts as private in a real message"). */
export const DOMAIN_KINDS = ['health', 'legal', 'financial', 'other'] as const;
/** Identifier kinds, in the order the report lists them. */
export const IDENTIFIER_KINDS = [
  'person',
  'email',
  'phone',
  'address',
  'org',
  'location',
  'id',
  'account',
  'date',
  'age',
  'handle',
  'secret',
  'url',
  'ip',
] as const;
export const KINDS = [...DOMAIN_KINDS, ...IDENTIFIER_KINDS] as const;

export type DomainKind = (typeof DOMAIN_KINDS)[number];
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];
export type Kind = DomainKind | IdentifierKind;

const KIND_SET: ReadonlySet<string> = new Set(KINDS);
export function isKind(s: string): s is Kind {
  return KIND_SET.has(s);
}

export interface Fact {
  /** UTF-16 offsets into the unmarked message text, end exclusive. */
  start: number;
  end: number;
  /** Always `message.text.slice(start, end)`. */
  text: string;
  kind: Kind;
}

export interface Message {
  id: string;
  /** The file the message came from (as given to the parser, usually its base name). */
  file: string;
  /** 1-based line of the header in that file. */
  line: number;
  /** The message as a person would have typed it: the markup removed. */
  text: string;
  /** The writer declared the message sensitive-free (it then has no facts). */
  clean: boolean;
  facts: Fact[];
}

export interface FormatIssue {
  file: string;
  line: number;
  message: string;
}

/** Every problem found in the input, each as `file:line: message`. */
export class FormatError extends Error {
  readonly issues: readonly FormatIssue[];
  constructor(issues: readonly FormatIssue[]) {
    super(issues.map((i) => `${i.file}:${i.line}: ${i.message}`).join('\n'));
    this.name = 'FormatError';
    this.issues = issues;
  }
}

const OPEN = '\u27E6'; // ⟦
const CLOSE = '\u27E7'; // ⟧
const HEADER = /^=== ([a-z]{1,3}-\d{3})( clean)?[ \t]*$/;
const KIND_NAME = /^[a-z]+$/;

interface RawMessage {
  id: string;
  clean: boolean;
  line: number;
  lines: string[];
}

/** Parses one file's contents. Throws FormatError listing every problem, not just the first. */
export function parseFile(content: string, file: string): Message[] {
  const issues: FormatIssue[] = [];
  const lines = content.replace(/\r\n?/g, '\n').split('\n');
  const raws: RawMessage[] = [];
  let cur: RawMessage | undefined;
  // After a malformed header, its lines are skipped (one error for the header, not one per line).
  let skipping = false;
  lines.forEach((line, i) => {
    const lineNo = i + 1;
    if (line.startsWith('===')) {
      const h = HEADER.exec(line);
      if (!h) {
        issues.push({
          file,
          line: lineNo,
          message: `malformed header '${line}' (expected '=== x-NNN' or '=== x-NNN clean', x one to three lower-case letters)`,
        });
        cur = undefined; // its lines would be attributed to the previous message otherwise
        skipping = true;
        return;
      }
      skipping = false;
      cur = { id: h[1] ?? '', clean: h[2] !== undefined, line: lineNo, lines: [] };
      raws.push(cur);
      return;
    }
    if (cur) cur.lines.push(line);
    else if (!skipping && line.trim() !== '' && !line.startsWith('#'))
      issues.push({
        file,
        line: lineNo,
        message: 'text before the first header (only # comments and blank lines may precede it)',
      });
  });

  const seen = new Map<string, number>();
  const messages: Message[] = [];
  for (const raw of raws) {
    const first = seen.get(raw.id);
    if (first !== undefined)
      issues.push({ file, line: raw.line, message: `duplicate id ${raw.id} (first at line ${first})` });
    else seen.set(raw.id, raw.line);
    const body = [...raw.lines];
    while (body.length > 0 && (body[body.length - 1] ?? '').trim() === '') body.pop();
    const parsed = stripMarks(body, raw.line + 1, file, issues);
    if (parsed.text.trim() === '') issues.push({ file, line: raw.line, message: `${raw.id}: empty message` });
    if (raw.clean && parsed.facts.length > 0)
      issues.push({ file, line: raw.line, message: `${raw.id}: marked clean but has ${parsed.facts.length} mark(s)` });
    if (!raw.clean && parsed.facts.length === 0 && parsed.marksSeen === 0)
      issues.push({ file, line: raw.line, message: `${raw.id}: no marks and not marked clean` });
    messages.push({ id: raw.id, file, line: raw.line, text: parsed.text, clean: raw.clean, facts: parsed.facts });
  }
  if (issues.length > 0) throw new FormatError(issues);
  return messages;
}

/**
 * Removes the ⟦kind|text⟧ markup from a message body (its lines, the first at file line `firstLine`) and records
 * each fact's offsets in the result.
 */
function stripMarks(
  body: readonly string[],
  firstLine: number,
  file: string,
  issues: FormatIssue[],
): { text: string; facts: Fact[]; marksSeen: number } {
  const src = body.join('\n');
  // File line of each source index: firstLine + newlines before it.
  const lineAt = (idx: number): number => {
    let n = firstLine;
    for (let i = 0; i < idx; i++) if (src.charCodeAt(i) === 10) n++;
    return n;
  };
  let out = '';
  const facts: Fact[] = [];
  let marksSeen = 0;
  let i = 0;
  while (i < src.length) {
    const ch = src[i] ?? '';
    if (ch === CLOSE) {
      issues.push({ file, line: lineAt(i), message: `unbalanced '${CLOSE}' (no '${OPEN}' open)` });
      i++;
      continue;
    }
    if (ch !== OPEN) {
      out += ch;
      i++;
      continue;
    }
    marksSeen++;
    const openLine = lineAt(i);
    const bar = src.indexOf('|', i + 1);
    const close = src.indexOf(CLOSE, i + 1);
    const nextOpen = src.indexOf(OPEN, i + 1);
    if (close < 0) {
      issues.push({ file, line: openLine, message: `unbalanced '${OPEN}' (never closed)` });
      out += src.slice(i + 1);
      break;
    }
    if (nextOpen >= 0 && nextOpen < close) {
      issues.push({
        file,
        line: lineAt(nextOpen),
        message: `nested '${OPEN}' inside a mark opened on line ${openLine}`,
      });
      // Resume at the inner bracket so the rest of the message is still checked.
      out += src.slice(i + 1, nextOpen);
      i = nextOpen;
      continue;
    }
    if (bar < 0 || bar > close) {
      issues.push({
        file,
        line: openLine,
        message: `mark without a kind: '${src.slice(i, close + 1)}' (expected ${OPEN}kind|text${CLOSE})`,
      });
      out += src.slice(i + 1, close);
      i = close + 1;
      continue;
    }
    const kind = src.slice(i + 1, bar);
    const text = src.slice(bar + 1, close);
    let ok = true;
    if (!KIND_NAME.test(kind) || !isKind(kind)) {
      issues.push({ file, line: openLine, message: `unknown kind '${kind}' (known: ${KINDS.join(', ')})` });
      ok = false;
    }
    if (text.trim() === '' || text !== text.trim()) {
      issues.push({ file, line: openLine, message: `empty or space-padded mark text '${text}'` });
      ok = false;
    }
    const start = out.length;
    out += text;
    if (ok) facts.push({ start, end: out.length, text, kind: kind as Kind });
    i = close + 1;
  }
  return { text: out, facts, marksSeen };
}

/** Parses several files and checks that ids are unique across them. */
export function parseFiles(files: readonly { name: string; content: string }[]): Message[] {
  const issues: FormatIssue[] = [];
  const all: Message[] = [];
  for (const f of files) {
    try {
      all.push(...parseFile(f.content, f.name));
    } catch (err) {
      if (err instanceof FormatError) issues.push(...err.issues);
      else throw err;
    }
  }
  const seen = new Map<string, Message>();
  for (const m of all) {
    const prev = seen.get(m.id);
    if (prev && prev.file !== m.file)
      issues.push({ file: m.file, line: m.line, message: `duplicate id ${m.id} (also ${prev.file}:${prev.line})` });
    else if (!prev) seen.set(m.id, m);
  }
  if (issues.length > 0) throw new FormatError(issues);
  return all;
}

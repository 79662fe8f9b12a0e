/**
 * Flag parsing for the subcommands, on node:util parseArgs (strict: every flag must be known, no positionals).
 * Values are validated by each command. Every command takes --help / -h and prints its own usage.
 */
import { parseArgs } from 'node:util';

export interface OptionSpec {
  type: 'string' | 'boolean';
  short?: string;
}

export type ParsedValues = Record<string, string | boolean | undefined>;

export type ParseOutcome = { kind: 'help' } | { kind: 'error'; message: string } | { kind: 'ok'; values: ParsedValues };

/** Node's messages carry advice about positionals that does not apply here: keep their first sentence. */
function shortMessage(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const first = message.split(/\.\s/)[0] ?? message;
  return first.replace(/^Unknown option/, 'unknown option').replace(/^Option '([^']+?)(?: <value>)?' argument missing$/, '$1 needs a value');
}

export function parseCommandArgs(args: readonly string[], options: Record<string, OptionSpec>): ParseOutcome {
  try {
    const { values } = parseArgs({
      args: [...args],
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    });
    if (values.help === true) return { kind: 'help' };
    return { kind: 'ok', values };
  } catch (err) {
    return { kind: 'error', message: shortMessage(err) };
  }
}

export function stringValue(values: ParsedValues, name: string): string | undefined {
  const v = values[name];
  return typeof v === 'string' ? v : undefined;
}

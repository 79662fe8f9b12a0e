import { readFileSync } from 'node:fs';

const HELP = `promptveil — sanitize prompts locally before a chatbot sees them

Usage:
  promptveil analyze --input FILE|- --output FILE|- [--mode dp|krr|redact|pseudonym|none]
                     [--epsilon N] [--seed N] [--krr-scope message|spans] [--timings] [--format json|text]
  promptveil embed   --input FILE|- --output FILE|- [--raw]
  promptveil <command> --help      (each command's own options)
  promptveil --help | --version

Input is JSON Lines {"id": ..., "text": ...}; output is one JSON line per input line. When stderr is a
terminal, a progress bar (lines done of the file's total, rate, ETA; never prompt text) is drawn there.

--epsilon is the message budget ε_text in dp mode (default 20), and ε per character in krr mode (each
perturbed character costs ε; the reported "epsilon" is the message total under sequential composition).
redact and pseudonym give no differential-privacy guarantee: they report "epsilon": null.
`;

type Command = (args: string[]) => Promise<number>;

/** Subcommands are loaded lazily so `--help` stays instant and one broken command cannot break the others. */
const COMMANDS: Record<string, () => Promise<Command>> = {
  analyze: async () => (await import('./analyze.ts')).runAnalyze,
  embed: async () => (await import('./embed.ts')).runEmbed,
};

export function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

export async function main(argv: string[]): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined || first === '--help' || first === '-h' || first === 'help') {
    process.stdout.write(HELP);
    return 0;
  }
  if (first === '--version' || first === '-v') {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  const load = COMMANDS[first];
  if (!load) {
    process.stderr.write(`promptveil: unknown command '${first}'\n\n${HELP}`);
    return 2;
  }
  const command = await load();
  return command(rest);
}

/** Minimal, strict flag parser: every flag must be known; values are validated by the caller. */
export type Flags = Map<string, string | true>;

export function parseFlags(args: string[], spec: { values: string[]; switches: string[] }): Flags {
  const flags: Flags = new Map();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    const [name, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    if (spec.switches.includes(name)) {
      flags.set(name, true);
    } else if (spec.values.includes(name)) {
      const value = inline ?? args[++i];
      if (value === undefined) throw new Error(`${name} needs a value`);
      flags.set(name, value);
    } else {
      throw new Error(`unknown option '${arg}'`);
    }
  }
  return flags;
}

export function flagValue(flags: Flags, name: string): string | undefined {
  const v = flags.get(name);
  return typeof v === 'string' ? v : undefined;
}

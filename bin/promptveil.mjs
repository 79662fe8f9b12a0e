#!/usr/bin/env -S node --max-semi-space-size=2 --no-regexp-tier-up
// Runs the CLI built by `npm run build` (or `npm run build:cli`) into dist/cli/: plain JavaScript, so starting it
// needs neither tsx nor any other dev dependency.
// --max-semi-space-size=2 (MiB): V8's young generation is sized at start-up, so the flag has to be on the command
// line. Measured with `node --import tsx scripts/bench/cost.ts --child` (which reads its flags from this line):
// peak RSS 391 → 354 MiB, throughput and latency unchanged. The engine's garbage is mostly short-lived typed arrays
// that a small nursery collects just as well.
// --no-regexp-tier-up: V8 runs a regular expression's first match in its bytecode interpreter and compiles it to
// machine code only from the second. The engine's big case-insensitive alternations (the fact stage's phrase lists,
// 2.5–5.8 KB of pattern each) are very slow to interpret: the first message of a cold `analyze` spent ~0.3 s of
// main-thread CPU there (`node --cpu-prof`: facts' matchedTokens, identifiers' scan), ~0.05 s when they are compiled
// at once. Same matches either way. It is given at start: set at run time (v8.setFlagsFromString) in a process that
// had already run regular expressions, it crashed that process (a vitest worker calling main()).
import { existsSync } from 'node:fs';
import { URL } from 'node:url';

const entry = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('promptveil: the CLI is not built (no dist/cli/main.js); run `npm run build:cli` (or `npm run build`)\n');
  process.exit(1);
}
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));

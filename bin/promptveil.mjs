#!/usr/bin/env -S node --max-semi-space-size=2
// Runs the TypeScript CLI straight from the repository: tsx compiles src/cli on the fly, so
// `npx promptveil` works right after `npm install`, with no build step.
// --max-semi-space-size=2 (MiB): V8's young generation is sized at start-up, so the flag has to be on the command
// line. Measured with `node --import tsx scripts/bench/cost.ts --child` (which reads its flags from this line):
// peak RSS 391 → 354 MiB, throughput and latency unchanged. The engine's garbage is mostly short-lived typed arrays
// that a small nursery collects just as well.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));

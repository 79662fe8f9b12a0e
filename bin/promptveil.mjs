#!/usr/bin/env node
// Runs the TypeScript CLI straight from the repository: tsx compiles src/cli on the fly, so
// `npx promptveil` works right after `npm install`, with no build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));

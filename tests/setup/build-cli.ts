/**
 * Vitest global setup of the unit project: tests that start bin/promptveil.mjs run the built CLI (dist/cli/), so
 * build it when it is missing or older than any source file it bundles.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildCli, CLI_OUT_DIR } from '../../scripts/build-cli.ts';

const SRC = resolve(import.meta.dirname, '../../src');

function newestSource(dir: string): number {
  let newest = 0;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) newest = Math.max(newest, newestSource(p));
    else if (e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')) newest = Math.max(newest, statSync(p).mtimeMs);
  }
  return newest;
}

export default async function setup(): Promise<void> {
  const main = join(CLI_OUT_DIR, 'main.js');
  if (existsSync(main) && statSync(main).mtimeMs >= newestSource(SRC)) return;
  await buildCli();
}

/** `npm run demo`: sanitizes a few realistic messages through the CLI and prints the spans and the rewrite. */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const input = resolve(import.meta.dirname, 'demo-messages.jsonl');
for (const mode of ['dp', 'redact']) {
  console.log(`\n=== promptveil analyze --mode ${mode} --format text --seed 7 ===\n`);
  execFileSync('node', ['bin/promptveil.mjs', 'analyze', '--input', input, '--output', '-', '--mode', mode, '--format', 'text', '--seed', '7', '--timings'], {
    cwd: root,
    stdio: 'inherit',
  });
}

/**
 * `npm run build`: models first (skipped when up to date), then the extension (ES modules + assets), then the
 * content script (IIFE). Output: dist/chrome, a loadable unpacked extension.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): void => {
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
};

if (existsSync(resolve(root, 'scripts/build-models.ts'))) run('npx', ['tsx', 'scripts/build-models.ts']);
run('npx', ['vite', 'build', '--mode', 'extension']);
run('npx', ['vite', 'build', '--mode', 'content']);
console.log('built dist/chrome');

/**
 * `npm run build`: models first (skipped when up to date), the CLI (dist/cli, scripts/build-cli.ts), then for each
 * browser the extension (ES modules + assets), the content script and the network guard's main-world script (IIFEs).
 * Output: dist/chrome and dist/firefox, each a loadable unpacked extension.
 * PV_TARGETS=chrome (or firefox, or "chrome,firefox", the default) limits the browsers built.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseTarget, TARGETS, type Target } from './vite-extension-assets.ts';

const root = resolve(import.meta.dirname, '..');
const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): void => {
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
};

const targets: Target[] = process.env.PV_TARGETS ? process.env.PV_TARGETS.split(',').map((t) => parseTarget(t.trim())) : [...TARGETS];

if (existsSync(resolve(root, 'scripts/build-models.ts'))) run('npx', ['tsx', 'scripts/build-models.ts']);
run('npx', ['tsx', 'scripts/build-cli.ts']);
for (const target of targets) {
  // PV_OUT_DIR from the caller would send both browsers to one folder; each target gets its own.
  const env = { PV_TARGET: target, PV_OUT_DIR: `dist/${target}` };
  run('npx', ['vite', 'build', '--mode', 'extension'], env);
  run('npx', ['vite', 'build', '--mode', 'content'], env);
  run('npx', ['vite', 'build', '--mode', 'guard'], env);
  console.log(`built dist/${target}`);
}

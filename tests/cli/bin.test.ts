import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliNodeFlags } from '../../scripts/bench/cost.ts';

const ROOT = resolve(import.meta.dirname, '../..');

describe('bin/promptveil.mjs', () => {
  it('runs through its own shebang line (as npx and the npm bin link start it)', () => {
    const out = execFileSync(resolve(ROOT, 'bin', 'promptveil.mjs'), ['--version'], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
    expect(out.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('runs the built JavaScript, which imports only Node built-ins and runtime dependencies (no tsx, no dev dependency)', () => {
    expect(readFileSync(resolve(ROOT, 'bin', 'promptveil.mjs'), 'utf8')).toContain('../dist/cli/main.js');
    const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const dir = resolve(ROOT, 'dist/cli');
    const files = readdirSync(dir).filter((f) => f.endsWith('.js'));
    expect(files).toContain('main.js');
    expect(files).toContain('analyze-worker.js');
    const packages = new Set<string>();
    for (const f of files) {
      const code = readFileSync(resolve(dir, f), 'utf8');
      for (const m of code.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g)) {
        const spec = m[1] ?? m[2] ?? '';
        if (spec.startsWith('.')) continue;
        packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!);
      }
    }
    const builtins = new Set(builtinModules);
    const foreign = [...packages].filter((p) => !p.startsWith('node:') && !builtins.has(p) && !(p in pkg.dependencies));
    expect(foreign).toEqual([]);
    expect(packages.has('onnxruntime-web')).toBe(true); // the scan does see package imports
  });

  it('--runtime auto says once on stderr when onnxruntime-node cannot be loaded, and runs on WASM (same output)', () => {
    const line = `${JSON.stringify({ id: 1, text: 'my wife was diagnosed with lupus last week and i owe 12k on my visa' })}\n`;
    const run = (preload: string[], jobs: string) =>
      spawnSync(process.execPath, [...cliNodeFlags(), ...preload, resolve(ROOT, 'bin', 'promptveil.mjs'), 'analyze', '--mode', 'redact', '--jobs', jobs], {
        cwd: ROOT,
        input: line,
        encoding: 'utf8',
        timeout: 120_000,
      });
    const hook = ['--import', resolve(ROOT, 'tests/fixtures/cli/no-native-ort.mjs')];
    const native = run([], '1');
    expect(native.stderr).toBe('');
    for (const jobs of ['1', '2']) {
      const fallback = run(hook, jobs);
      expect(fallback.status).toBe(0);
      expect(fallback.stdout).toBe(native.stdout);
      expect(fallback.stderr.match(/runs on onnxruntime-web \(WASM\) instead/g)).toHaveLength(1);
      expect(fallback.stderr).toContain('no onnxruntime-node here (test hook)');
    }
  }, 300_000);

  it('answers analyze --help through the bin', () => {
    const out = execFileSync(resolve(ROOT, 'bin', 'promptveil.mjs'), ['analyze', '--help'], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
    expect(out).toMatch(/^usage: promptveil analyze/);
    expect(out).toContain('--jobs N');
  });

  it('names node flags that this node accepts, and the cost bench starts its child with the same ones', () => {
    const flags = cliNodeFlags();
    expect(flags).toContain('--max-semi-space-size=2');
    expect(flags).toContain('--no-regexp-tier-up');
    // node exits non-zero ("bad option") on a flag it does not know.
    expect(() => execFileSync(process.execPath, [...flags, '-e', '0'], { stdio: 'pipe' })).not.toThrow();
  });
});

import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliNodeFlags } from '../../scripts/bench/cost.ts';

const ROOT = resolve(import.meta.dirname, '../..');

describe('bin/promptveil.mjs', () => {
  it('runs through its own shebang line (as npx and the npm bin link start it)', () => {
    const out = execFileSync(resolve(ROOT, 'bin', 'promptveil.mjs'), ['--version'], { cwd: ROOT, encoding: 'utf8', timeout: 30_000 });
    expect(out.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('names node flags that this node accepts, and the cost bench starts its child with the same ones', () => {
    const flags = cliNodeFlags();
    expect(flags).toContain('--max-semi-space-size=2');
    // node exits non-zero ("bad option") on a flag it does not know.
    expect(() => execFileSync(process.execPath, [...flags, '-e', '0'], { stdio: 'pipe' })).not.toThrow();
  });
});

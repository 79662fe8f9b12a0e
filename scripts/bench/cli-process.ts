/**
 * Runs the built CLI (bin/promptveil.mjs → dist/cli/) as a whole process, as a user would, and measures it from the
 * outside: wall time, plus the child's own CPU time and peak RSS (reported by scripts/bench/process-usage.mjs, which
 * is preloaded with --import). Shared by cold-start.ts and cli-jobs.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { cliNodeFlags } from './cost.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const USAGE_HOOK = resolve(import.meta.dirname, 'process-usage.mjs');

export interface ProcessRun {
  wallMs: number;
  cpuMs: number;
  peakRssMb: number;
  status: number | null;
}

export function assertCliBuilt(): void {
  if (!existsSync(resolve(ROOT, 'dist/cli/main.js'))) throw new Error('dist/cli is not built: run `npm run build:cli`');
}

/** `node <shebang flags> bin/promptveil.mjs ...args`, stdout discarded; resolves when the process has exited. */
export async function runCli(args: readonly string[], stdin?: string): Promise<ProcessRun> {
  const dir = mkdtempSync(join(tmpdir(), 'pv-usage-'));
  const usageFile = join(dir, 'usage.jsonl');
  try {
    const t0 = performance.now();
    const child = spawn(process.execPath, [...cliNodeFlags(), '--import', USAGE_HOOK, resolve(ROOT, 'bin/promptveil.mjs'), ...args], {
      cwd: ROOT,
      env: { ...process.env, PV_USAGE_FILE: usageFile },
      stdio: [stdin === undefined ? 'ignore' : 'pipe', 'ignore', 'inherit'],
    });
    if (stdin !== undefined) child.stdin?.end(stdin);
    const status = await new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    const wallMs = performance.now() - t0;
    const usage = JSON.parse(readFileSync(usageFile, 'utf8').trim().split('\n').pop() ?? '{}') as { cpuMs: number; peakRssMb: number };
    return { wallMs: Math.round(wallMs), cpuMs: usage.cpuMs, peakRssMb: usage.peakRssMb, status };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : Math.round((s[m - 1]! + s[m]!) / 2);
};

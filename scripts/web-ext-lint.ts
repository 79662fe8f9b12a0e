/**
 * Runs Mozilla's add-on linter (`web-ext lint`, the checks AMO runs on upload) over a Firefox build and sorts its
 * findings: errors block a release; every warning must be one of the explained ones below (README.md, "Firefox").
 */
import { execFileSync } from 'node:child_process';

export interface LintMessage {
  code: string;
  message: string;
  file?: string;
  line?: number;
}

export interface LintReport {
  errors: LintMessage[];
  warnings: LintMessage[];
  notices: LintMessage[];
}

/**
 * Warnings in third-party code we ship unchanged, each explained in README.md ("Firefox" → "web-ext lint"). A file
 * pattern, not just a code, so the same warning appearing in our own code is not waved through.
 */
export const EXPLAINED_WARNINGS: readonly { code: string; file: RegExp; why: string }[] = [
  { code: 'UNSAFE_VAR_ASSIGNMENT', file: /^assets\/[\w-]+\.js$/, why: "Preact's dangerouslySetInnerHTML branch (never used), or ORT's import() of its own glue from ort/" },
  { code: 'DANGEROUS_EVAL', file: /^ort\/ort-wasm-simd-threaded\.jsep\.mjs$/, why: "Embind's new Function, blocked by our CSP" },
];

export function lintFirefox(sourceDir: string): LintReport {
  let stdout: string;
  try {
    stdout = execFileSync('npx', ['web-ext', 'lint', '--source-dir', sourceDir, '--output', 'json', '--no-config-discovery'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 << 20,
    });
  } catch (err) {
    // web-ext exits non-zero when there are errors; the JSON report is still on stdout.
    const out = (err as { stdout?: unknown }).stdout;
    if (typeof out !== 'string' || out.trim() === '') throw err;
    stdout = out;
  }
  const report = JSON.parse(stdout) as Partial<LintReport>;
  return { errors: report.errors ?? [], warnings: report.warnings ?? [], notices: report.notices ?? [] };
}

export function unexplainedWarnings(report: LintReport): LintMessage[] {
  return report.warnings.filter((w) => !EXPLAINED_WARNINGS.some((e) => e.code === w.code && e.file.test(w.file ?? '')));
}

export function formatLint(report: LintReport): string {
  const line = (kind: string, m: LintMessage): string => `  ${kind} ${m.code} ${m.file ?? ''}${m.line ? `:${m.line}` : ''} — ${m.message}`;
  return [
    `web-ext lint: ${report.errors.length} errors, ${report.warnings.length} warnings, ${report.notices.length} notices`,
    ...report.errors.map((m) => line('error  ', m)),
    ...report.warnings.map((m) => line('warning', m)),
    ...report.notices.map((m) => line('notice ', m)),
  ].join('\n');
}

/**
 * `npm run bench`: runs every benchmark part in one process and writes bench/report.md and bench/report.json
 * (plus the SVG charts the parts write under bench/). Each part is a module in scripts/bench/ exporting
 * `run(): Promise<{ markdown, json }>`. A part that fails is reported as failed, and the command exits non-zero.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface PartResult {
  markdown: string;
  json: Record<string, unknown>;
}

const PARTS: { id: string; title: string }[] = [
  { id: 'identifiers', title: 'Structured identifiers on presidio-synth' },
  { id: 'localization', title: 'Domain span localization on Pri-DDXPlus / Pri-SLJA val' },
  { id: 'pipeline', title: 'The whole analysis against JS peers on Pri-DDXPlus / Pri-SLJA val' },
  { id: 'realistic', title: 'Hand-written realistic messages (issue 17) against JS peers, per split' },
  { id: 'rewriting', title: 'Rewriting: privacy and utility across ε' },
  { id: 'encoder', title: 'Span encoder runtime' },
  { id: 'cost', title: 'Cost of the whole pipeline' },
  { id: 'cli-jobs', title: 'CLI throughput with --jobs (worker threads)' },
];

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'bench');
mkdirSync(outDir, { recursive: true });

const only = process.argv.slice(2);
const sections: string[] = [];
const json: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  parts: {},
};
let failed = 0;
for (const part of PARTS) {
  if (only.length && !only.includes(part.id)) continue;
  const file = resolve(import.meta.dirname, 'bench', `${part.id}.ts`);
  if (!existsSync(file)) {
    sections.push(`## ${part.title}\n\n_Not measured: scripts/bench/${part.id}.ts does not exist yet._\n`);
    continue;
  }
  const started = performance.now();
  process.stderr.write(`bench: ${part.id}…\n`);
  try {
    const mod = (await import(pathToFileURL(file).href)) as { run: () => Promise<PartResult> };
    const result = await mod.run();
    const seconds = (performance.now() - started) / 1000;
    sections.push(`## ${part.title}\n\n${result.markdown}\n\n_(${seconds.toFixed(1)} s)_\n`);
    (json.parts as Record<string, unknown>)[part.id] = { ...result.json, seconds };
  } catch (err) {
    failed++;
    const message = err instanceof Error ? (err.stack ?? err.message) : String(err);
    sections.push(`## ${part.title}\n\n**FAILED**: \`${message.split('\n')[0] ?? ''}\`\n`);
    (json.parts as Record<string, unknown>)[part.id] = { error: message };
  }
}

const m = json.machine as { cpus: number; cpuModel: string; memGiB: number; node: string };
const header = [
  '# PromptVeil benchmark report',
  '',
  `Measured ${String(json.date)} on ${m.cpus} × ${m.cpuModel}, ${m.memGiB} GiB, Node ${m.node}. Reproduce with \`npm run bench\`.`,
  'Every figure below was measured in this run.',
  '',
].join('\n');
writeFileSync(resolve(outDir, 'report.md'), `${header}\n${sections.join('\n')}`);
writeFileSync(resolve(outDir, 'report.json'), `${JSON.stringify(json, null, 2)}\n`);
process.stderr.write(`bench: wrote bench/report.md and bench/report.json${failed ? ` (${failed} part(s) failed)` : ''}\n`);
process.exitCode = failed ? 1 : 0;

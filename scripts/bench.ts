/**
 * `npm run bench`: runs every benchmark part in one process and writes bench/report.md and bench/report.json
 * (plus the SVG charts the parts write under bench/). Each part is a module in scripts/bench/ exporting
 * `run(): Promise<{ markdown, json }>`. A part that fails is reported as failed, and the command exits non-zero.
 *
 * `npm run bench -- PART…` runs only those parts. With `--update` the other parts' sections of the existing report
 * are kept as they were (each section says when it was measured), so one part can be measured again alone.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
  { id: 'rewriting-quality', title: 'Rewriting quality: splice, types, echo and numbers per mode' },
  { id: 'encoder', title: 'Span encoder runtime' },
  { id: 'cost', title: 'Cost of the whole pipeline' },
  { id: 'cli-jobs', title: 'CLI throughput with --jobs (worker threads)' },
];

const root = resolve(import.meta.dirname, '..');
const outDir = resolve(root, 'bench');
mkdirSync(outDir, { recursive: true });

const update = process.argv.includes('--update');
const only = process.argv.slice(2).filter((a) => a !== '--update');
if (update && only.length === 0) throw new Error('bench: --update needs the parts to measure again (e.g. npm run bench -- --update cost)');
// a part's name not in PARTS ("pipeline,realistic" written as one word) would measure nothing and rewrite the report
const unknown = only.filter((a) => !PARTS.some((p) => p.id === a));
if (unknown.length) throw new Error(`bench: unknown part${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')} (parts: ${PARTS.map((p) => p.id).join(', ')}; give them as separate words)`);
/** The existing report's section of each part, by its title (only read with --update). */
function previousSections(): Map<string, string> {
  const out = new Map<string, string>();
  const file = resolve(outDir, 'report.md');
  if (!existsSync(file)) return out;
  const text = readFileSync(file, 'utf8');
  const starts = PARTS.map((p) => ({ id: p.id, at: text.indexOf(`\n## ${p.title}\n`) })).filter((x) => x.at >= 0).sort((a, b) => a.at - b.at);
  starts.forEach((x, i) => out.set(x.id, text.slice(x.at + 1, i + 1 < starts.length ? starts[i + 1]!.at + 1 : text.length).trimEnd() + '\n'));
  return out;
}
const previous = update ? previousSections() : new Map<string, string>();
const previousJson = update && existsSync(resolve(outDir, 'report.json')) ? ((JSON.parse(readFileSync(resolve(outDir, 'report.json'), 'utf8')) as { parts?: Record<string, unknown> }).parts ?? {}) : {};
const sections: string[] = [];
const json: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  parts: {},
};
let failed = 0;
for (const part of PARTS) {
  if (only.length && !only.includes(part.id)) {
    const kept = previous.get(part.id);
    if (kept !== undefined) sections.push(kept);
    if (update && previousJson[part.id] !== undefined) (json.parts as Record<string, unknown>)[part.id] = previousJson[part.id];
    continue;
  }
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
    sections.push(`## ${part.title}\n\n${result.markdown}\n\n_(${seconds.toFixed(1)} s, measured ${new Date().toISOString()})_\n`);
    (json.parts as Record<string, unknown>)[part.id] = { ...result.json, seconds, measuredAt: new Date().toISOString() };
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
  update ? `Parts measured again in this run: ${only.join(', ')}; every other section is kept from an earlier run and says when it was measured.` : 'Every figure below was measured in this run.',
  '',
].join('\n');
writeFileSync(resolve(outDir, 'report.md'), `${header}\n${sections.join('\n')}`);
writeFileSync(resolve(outDir, 'report.json'), `${JSON.stringify(json, null, 2)}\n`);
process.stderr.write(`bench: wrote bench/report.md and bench/report.json${failed ? ` (${failed} part(s) failed)` : ''}\n`);
process.exitCode = failed ? 1 : 0;

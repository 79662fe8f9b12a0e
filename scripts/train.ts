/**
 * `npm run train`: every trained artefact in models/, in dependency order, all seeded and deterministic.
 *  1. contrastive span adapter + FINCH prototypes + floor (scripts/train/run.ts);
 *  2. the span encoder ONNX recomposed with that adapter (scripts/build-models.ts; a no-op when up to date), so the
 *     rewriter's rewards use the h(·) that ships;
 *  3. the public phrase bank (scripts/rewriter/build-phrase-bank.ts);
 *  4. the DPO rewriter policy and its ONNX export (scripts/rewriter/train-dpo.ts, export-onnx.ts);
 *  5. the token tagger on the span encoder's per-token states (scripts/train/tagger.ts; models/tagger.json);
 *  6. the fact tagger on the same states (scripts/train/fact-tagger.ts; models/fact-tagger.json);
 *  7. the message gate on the backbone vectors of the fact tagger's windows (scripts/train/message-gate.ts;
 *     models/message-gate.json);
 *  8. the span filter on the analyzer's domain spans of the hand-written training messages, which reads the fact
 *     tagger's output and the message gate's choice (scripts/train/span-filter.ts; models/span-filter.json).
 * `npm run train -- --only adapter|rewriter|tagger|fact-tagger|message-gate|span-filter` runs one part.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { main } from './train/run.ts';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const root = resolve(import.meta.dirname, '..');
const tsx = (script: string): void => {
  execFileSync('npx', ['tsx', script], { cwd: root, stdio: 'inherit' });
};

if (only === undefined || only === 'adapter') await main();
if (only === undefined || only === 'rewriter') {
  tsx('scripts/build-models.ts');
  tsx('scripts/rewriter/build-phrase-bank.ts');
  tsx('scripts/rewriter/train-dpo.ts');
  tsx('scripts/rewriter/export-onnx.ts');
}
if (only === undefined || only === 'tagger') tsx('scripts/train/tagger.ts');
if (only === undefined || only === 'fact-tagger') tsx('scripts/train/fact-tagger.ts');
if (only === undefined || only === 'message-gate') tsx('scripts/train/message-gate.ts');
if (only === undefined || only === 'span-filter') tsx('scripts/train/span-filter.ts');

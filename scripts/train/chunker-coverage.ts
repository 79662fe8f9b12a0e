/**
 * Chunker coverage on val: the share of gold private spans that at least one candidate covers by
 * >= 50% of the span's characters — the recall ceiling of the localizer. Measured on the candidates that are
 * scored (scoringCandidates: at most MAX_SCORED_WORDS words), as the analyzer does.
 * Run: npx tsx scripts/train/chunker-coverage.ts [train|val]
 */
import { TextChunker, scoringCandidates } from '../../src/engine/chunker/index.ts';
import { readSplit } from './data.ts';

export function coverage(split: 'train' | 'val'): { byDomain: Record<string, { covered: number; tight: number; total: number }>; missed: string[]; candidatesPerMessage: number } {
  const chunker = new TextChunker();
  const byDomain: Record<string, { covered: number; tight: number; total: number }> = {};
  const missed: string[] = [];
  let cands = 0;
  const data = readSplit(split);
  for (const ex of data) {
    const candidates = scoringCandidates(chunker.chunk(ex.text).candidates);
    cands += candidates.length;
    for (const c of candidates) {
      if (ex.text.slice(c.start, c.end) !== c.text) throw new Error(`offset mismatch in ${ex.id}`);
    }
    for (const g of ex.spans) {
      if (!g.private) continue;
      const d = (byDomain[ex.domain] ??= { covered: 0, tight: 0, total: 0 });
      d.total++;
      const len = g.end - g.start;
      const ok = candidates.some((c) => Math.min(c.end, g.end) - Math.max(c.start, g.start) >= 0.5 * len);
      // tight: the candidate would also count as a correct prediction (>= 50% of it inside the gold span)
      const tight = candidates.some((c) => {
        const ov = Math.min(c.end, g.end) - Math.max(c.start, g.start);
        return ov >= 0.5 * len && ov >= 0.5 * (c.end - c.start);
      });
      if (tight) d.tight++;
      if (ok) d.covered++;
      else missed.push(`${ex.id}: ${g.text}`);
    }
  }
  return { byDomain, missed, candidatesPerMessage: cands / data.length };
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const split = process.argv[2] === 'train' ? 'train' : 'val';
  const r = coverage(split);
  let c = 0;
  let t = 0;
  for (const [d, v] of Object.entries(r.byDomain)) {
    console.log(`${d}: ${v.covered}/${v.total} = ${(v.covered / v.total).toFixed(4)} (tight ${(v.tight / v.total).toFixed(4)})`);
    c += v.covered;
    t += v.total;
  }
  console.log(`all: ${c}/${t} = ${(c / t).toFixed(4)}; candidates/message ${r.candidatesPerMessage.toFixed(1)}`);
  console.log(r.missed.slice(0, 30).join('\n'));
}

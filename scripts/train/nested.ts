/**
 * Nested span floors (issue 4; shipped by run.ts `trainAll`): the pieces of scripts/train/nested-span-floors.ts that choose
 * per-domain span floors by held-out-type validation inside the TRAINING split. No side effects on import; the
 * adapter/prototype step is passed in (`fit`), so the split and the floor choice are unit-tested without training.
 * The rule is documented in nested-span-floors.ts (steps 1–4) and docs/localization.md.
 */
import { createHash } from 'node:crypto';
import type { Prototypes } from '../../src/engine/localizer/index.ts';
import type { Domain } from '../../src/engine/types.ts';
import { heldOutSplit } from './held-out.ts';
import type { Example } from './data.ts';
import { buildTrainingSet, calibrateSpanFloors, evaluate, localizerPredictor } from './pipeline.ts';
import type { Encode, EvalResult, TrainingSet } from './pipeline.ts';
import type { Corpus } from './run.ts';

/** Share of each dataset's training records kept out of the nested adapter (nested-dev). */
export const NESTED_DEV_SHARE = 0.2;
/** Top-k% of nested-train's private types kept; the rest are held out of the nested adapter. */
export const NESTED_K = 20;

export const pct = (x: number): string => (Number.isNaN(x) ? 'n/a' : (100 * x).toFixed(1));

/** Deterministic record split: true for nested-dev (first 4 bytes of sha256(`nested-dev:${id}`) / 2^32 < share). */
export function isNestedDev(id: string, share = NESTED_DEV_SHARE): boolean {
  const h = createHash('sha256').update(`nested-dev:${id}`).digest();
  return h.readUInt32BE(0) / 2 ** 32 < share;
}

export interface NestedSplit {
  nestedTrain: Example[];
  nestedDev: Example[];
  /** `baseHold` plus the types outside nested-train's Top-k% (lower-case span texts) */
  nestedHold: Set<string>;
}

/**
 * Steps 1–2 inside a training split that already lacks the types `baseHold`: record split by `isNestedDev`, then the
 * bench's Top-k% rule on the types nested-train still trains on (spans of `baseHold` types are not counted).
 */
export function nestedSplit(train: readonly Example[], baseHold: ReadonlySet<string>, k = NESTED_K): NestedSplit {
  const nestedTrain = train.filter((ex) => !isNestedDev(ex.id));
  const nestedDev = train.filter((ex) => isNestedDev(ex.id));
  const visible = nestedTrain.map((ex) => ({
    ...ex,
    spans: ex.spans.filter((s) => !baseHold.has(s.text.toLowerCase())),
  }));
  const nestedHold = new Set([...baseHold, ...heldOutSplit(visible, k).holdOut]);
  return { nestedTrain, nestedDev, nestedHold };
}

/** Step 3's training set: nested-train + lexicon + templated train, without any nested held-out type. */
export function nestedTrainingSet(c: Pick<Corpus, 'lex' | 'synthTrain'>, split: NestedSplit): TrainingSet {
  return buildTrainingSet(split.nestedTrain, c.lex, c.synthTrain, split.nestedHold);
}

/** Step 3's adapter + prototypes (with the calibrated floor) for a nested training set. */
export type NestedFit = (set: TrainingSet) => { encode: Encode; protos: Prototypes };

export interface Nested extends NestedSplit {
  floors: Partial<Record<Domain, number>>;
  nestedProtos: Prototypes;
  rows: string[];
}

/**
 * Steps 1–4 inside a training split that already lacks the types `baseHold` (empty: the committed adapter's split; the
 * bench's Top-k% held-out types: that held-out adapter's split). The nested adapter (`fit`) lacks `baseHold` and the
 * nested held-out types; the per-domain span floors are `calibrateSpanFloors(nested-dev, calibration messages)`.
 * `rows`: the report's table rows (medical, legal) labelled `label`.
 */
export function nestedFloors(
  c: Pick<Corpus, 'train' | 'lex' | 'synthTrain' | 'calibration'>,
  baseHold: ReadonlySet<string>,
  label: string,
  fit: NestedFit,
  log: (s: string) => void = () => {},
): Nested {
  const split = nestedSplit(c.train, baseHold);
  const { nestedTrain, nestedDev, nestedHold } = split;
  const nestedDevPrivate = (d: string, held: boolean): number =>
    nestedDev
      .filter((ex) => ex.domain === d)
      .reduce(
        (n, ex) => n + ex.spans.filter((s) => s.private && nestedHold.has(s.text.toLowerCase()) === held).length,
        0,
      );
  log(
    `nested (base ${baseHold.size} held-out types): ${nestedTrain.length} train / ${nestedDev.length} dev records; ${nestedHold.size} held-out types`,
  );
  const { encode: nestedEnc, protos: nestedProtos } = fit(nestedTrainingSet(c, split));
  const cal = calibrateSpanFloors(nestedDev, c.calibration, nestedEnc, nestedProtos);
  const floors = cal.spanFloors;
  const nestedOn = (p: Prototypes): EvalResult => evaluate(nestedDev, localizerPredictor(nestedEnc, p), nestedHold);
  const nPlain = nestedOn(nestedProtos);
  const nChosen = nestedOn({ ...nestedProtos, spanFloors: floors });
  const heldR = (e: EvalResult, d: string): number => {
    const f = e.focusByDomain[d];
    return f && f.gold > 0 ? f.found / f.gold : Number.NaN;
  };
  const rows = (['medical', 'legal'] as const).map((d) => {
    const pd = cal.perDomain[d];
    return `| ${label} | ${d} | ${nestedDev.filter((ex) => ex.domain === d).length} | ${nestedDevPrivate(d, false)} / ${nestedDevPrivate(d, true)} | ${nestedProtos.floor.toFixed(3)} | ${(floors[d] ?? Number.NaN).toFixed(3)} | ${pct(pd?.atFloor.f1 ?? Number.NaN)} → ${pct(pd?.chosen.f1 ?? Number.NaN)} | ${pct(heldR(nPlain, d))} → ${pct(heldR(nChosen, d))} |`;
  });
  return { floors, nestedTrain, nestedDev, nestedHold, nestedProtos, rows };
}

/**
 * The statement every DP mechanism here makes about itself (cf. OpenDP's make_* constructors, which name input
 * domain, metric, output measure and privacy map). Plain strings and numbers, for notes, logs and the UI.
 */
export interface MechanismSpec {
  readonly mechanism: 'exponential' | 'rank-exponential' | 'joint-rank-exponential' | 'krr' | 'geometric' | 'shape';
  /** What one unit of input is. */
  readonly inputDomain: string;
  /** Which inputs are neighbours for `epsilonPerUnit`. */
  readonly neighbouring: string;
  /** Always pure ε-DP here. */
  readonly outputMeasure: 'pure ε-DP';
  /** How ε follows from the parameters. */
  readonly privacyMap: string;
  /** ε for one unit (one draw / one character) under `neighbouring`. */
  readonly epsilonPerUnit: number;
}

/** Public surface of the DP core. Everything else in src/engine/dp is internal. */
export { DpParameterError, MAX_EPSILON_PER_DRAW, MAX_VOCABULARY } from './checks.ts';
export type { RandomSource } from './rng.ts';
export type { MechanismSpec } from './spec.ts';
export { createRandom, CryptoRandom, SeededRandom } from './rng.ts';
export type { BudgetSettings, ClipSettings, EmDraw } from './exponential.ts';
export {
  calibrateTemperature,
  DEFAULT_R1,
  DEFAULT_R2,
  epsilonPerDraw,
  ExponentialMechanism,
  worstCaseLossForVocabulary,
} from './exponential.ts';
export type { RankBudgetSettings, RankProfile } from './rank-profile.ts';
export { calibrateRankTemperature, MAX_RANK_EPSILON_PER_DRAW, rankOrder, RankProfileMechanism } from './rank-profile.ts';
export type { CostClasses, JointCost, JointDraw, JointPlan, JointRankSettings, JointSpanScores } from './joint-rank.ts';
export {
  calibrateJointTemperature,
  JointRankMechanism,
  jointPlan,
  MAX_JOINT_EPSILON,
  rankCost,
  MAX_JOINT_SPANS,
} from './joint-rank.ts';
export type { KrrApplyOptions, KrrOptions, KrrResult } from './krr.ts';
export {
  CharacterKrr,
  DEFAULT_FALLBACK,
  KRR_RESTORATION_INSTRUCTION,
  KRR_SPANS_RESTORATION_INSTRUCTION,
  krrMessage,
  krrRandomWordRecoveryExpected,
  krrRandomWordRecoveryProbability,
  krrSpans,
  PRINTABLE_ASCII,
  withRestorationInstruction,
} from './krr.ts';
export type { NonDpRewriteResult } from './placeholders.ts';
export { CATEGORY_LABELS, ConversationVault, hasSurrogate, pseudonymizeSpans, redactSpans } from './placeholders.ts';
export type {
  AppliedReplacements,
  CandidateSource,
  DpMessageResult,
  DpRewriteResult,
  DpSpanRewrite,
  JointCandidateSource,
  Range,
  RankedCandidateSource,
  RewrittenSpan,
  SpanInput,
  SpanMechanism,
} from './spans.ts';
export {
  applyReplacements,
  calibrateJointMechanism,
  calibrateSpanMechanism,
  DpSpanRewriter,
  jointOddsOf,
  numericBudget,
  rewriteMessageSpans,
  rewriteMessageWithNumbers,
  SHAPED_CATEGORIES,
  rewriteSpansDp,
  rewriteSpansJoint,
  spanNMax,
} from './spans.ts';
export type {
  DpEvent,
  DpUnit,
  Guarantee,
  LedgerCell,
  LedgerState,
  MessageAccount,
  NonDpEvent,
  PrivacyEvent,
  SpendCheck,
} from './accountant.ts';
export {
  BudgetExceededError,
  composeMessage,
  dayKeyUTC,
  exponentialEvent,
  jointRankEvent,
  krrEvent,
  nonDpEvent,
  numericEvent,
  shapeEvent,
  PrivacyLedger,
  rankProfileEvent,
} from './accountant.ts';

export { BoundedGeometricMechanism, LogGridGeometricMechanism, TwoSidedGeometricMechanism } from './geometric.ts';
export type { NumericKind, ParsedNumber } from './numbers.ts';
export { NUMERIC_RADIUS, parseNumeric, parsePlainNumber } from './numbers.ts';
export { isPublicFrameWord, shapeOrClause, shapeSpan } from './shape.ts';
export type { ShapePiece } from './shape.ts';
export { identifierSurrogate, SHAPED_IDENTIFIERS } from './identifier-shape.ts';

export { contentWords, decodeFacts, factProbabilities, shapeFactSpan, substantive, trimTrailingLinks, maxFactProbability, parseFactTaggerHead, serializeFactTaggerHead, FACT_CLASSES, FACT_TYPES, type FactSpan, type FactTaggerHead, type FactToken, type FactType } from './head.ts';
export { tagFacts, type FactTagResult } from './run.ts';

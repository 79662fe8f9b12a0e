export { breaksPhrase, declaredTask, DEFAULT_ANCHOR, drivingLesson, findFacts, FIRST_PERSON, hasDomainWord, inHeadingOrLabel, isDomainWordToken, lineItemAmount, messageRegister, notLegalSense, personalSentences, plainLocalizerSpan, pryingOnly, reportedRanges, soreAfterExercise, tellsDanger, tellsOwnCondition, tellsOwnEvent, tellsOwnFact, tellsOwnMoney, tellsWhole, errandOrCountOnly } from './facts.ts';
export type { FactOptions, FactSpan } from './facts.ts';
export { DOMAIN_SHORTHAND } from './terms.ts';
export { loadWordPrior, PRIOR_DOMAINS } from './prior.ts';
export type { PriorDomain, WordPrior } from './prior.ts';

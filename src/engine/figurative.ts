/**
 * What a message says of no person's health, legal trouble or money though its words are a fact's (session 21, read
 * off the sensitive-free messages of the written-more training files):
 *
 * - a figure of speech with a thing or a chore as its subject: "this meeting is giving me a migraine lol", "my phone's
 *   battery is having a panic attack", "leg day is gonna murder us", "she got fired up about the election", "nearly
 *   gave me a heart attack", "got served so hard in pickleball", "£180 for the nosebleeds";
 * - an animal's or a plant's ailment: "my dog has diabetes", "our cat is on prednisone 5mg", "my tomatoes have a
 *   fungal infection". The guideline's facts are people's; the writers leave pets' health unmarked.
 *
 * The analyzer drops a domain span lying mostly inside such a range (a pet's range only for health spans). A person
 * named in the same clause ("my dog bit my son and he needed stitches") ends the animal's range.
 */

/** Things and chores that are no one's body: the subjects of "… is killing me", "… is having a meltdown". */
const THING =
  '(?:phone|iphone|android|laptop|computer|pc|mac|macbook|tablet|ipad|car|truck|printer|wi-?fi|router|internet|battery|code|app|server|website|site|build|pipeline|script|game|meeting|meetings|commute|traffic|weather|heat|humidity|spreadsheet|inbox|playlist|fridge|dishwasher|washer|dryer|oven|microwave|tv|console|keyboard|project|deadline|deadlines|semester|workout|homework|exam|essay|thesis)';
/** Subjects written without a determiner: "leg day is gonna murder us", "mondays are killing me". */
const BARE_SUBJECT =
  '(?:leg day|arm day|chest day|work|school|finals|mondays?|this week|traffic|the commute|this heat|the heat|this weather)';
const FIGURE_VERB =
  "(?:is|are|was|were|'s|keeps|kept|has been|have been|just)\\s+(?:\\w+\\s+){0,2}?(?:having|had|giving (?:me|us)|gave (?:me|us)|killing (?:me|us)|murdering (?:me|us)|destroying (?:me|us)|(?:gonna|going to|about to|will|gon) (?:kill|murder|destroy|give (?:me|us)))\\b";

const FIGURES: readonly RegExp[] = [
  new RegExp(
    `\\b(?:my|the|this|that|our|these|those|his|her)\\s+(?:[\\w'’-]+\\s+){0,2}?${THING}(?:'s|’s)?\\s+${FIGURE_VERB}[^.?!\\n]*`,
    'gi',
  ),
  new RegExp(`(?<![\\w'])${BARE_SUBJECT}\\s+${FIGURE_VERB}[^.?!\\n]*`, 'gi'),
  /\bfired up\b/gi,
  /\b(?:nearly|almost|just about|practically|literally) (?:gave|give|giving) (?:me|us|him|her|them) (?:a )?(?:heart attack|stroke|aneurysm|coronary|seizure)\b/gi,
  /\bgot served\b(?=[^.?!\n]{0,40}\b(?:pickleball|tennis|volleyball|badminton|ping ?pong|squash|padel|the game|the match)\b)/gi,
  /\b(?:the nosebleeds?|nosebleed (?:seats?|section|tickets?))\b/gi,
  /\bcost (?:me |us )?an arm and a leg\b/gi,
  // hyperbole with an intensifier (session 31): "my boss absolutely murdered me in that meeting", "that exam totally destroyed us"
  /\b(?:absolutely|totally|completely|literally|straight up|fully|lowkey|honestly) (?:murdered|killed|destroyed|wrecked|slaughtered|obliterated|annihilated|roasted|butchered|demolished) (?:me|us)\b/gi,
];

const ANIMAL =
  '(?:dog|dogs|doggo|cat|cats|kitty|puppy|pup|puppies|kitten|kittens|horse|pony|rabbit|bunny|hamster|guinea pig|parrot|budgie|bird|goldfish|ferret|lizard|gecko|snake|turtle|tortoise|chickens|goat)';
/** Plants only after an owner's word: "the plant" is a factory as often, "tree nut" an allergy. */
const PLANT = '(?:plants|houseplants?|tomato(?:es)?|tomato plants|orchids?|succulents?|roses|seedlings|basil plant)';
const ANIMAL_MENTION = new RegExp(
  `\\b(?:(?:my|our|the|his|her|their)\\s+(?:[\\w'’-]+\\s+)?${ANIMAL}|(?:my|our|his|her|their)\\s+(?:[\\w'’-]+\\s+)?${PLANT})\\b`,
  'gi',
);
/** A person the clause turns to: the animal's range ends there. */
const PERSON_WORD =
  /\b(?:i(?! (?:think|guess|suppose|believe|reckon|noticed)\b)|i'm|im|i've|ive|i'd|me|we|we're|us|you|mom|mum|dad|son|daughter|wife|husband|partner|kid|kids|child|children|baby|brother|sister|grandma|grandpa|friend|boyfriend|girlfriend|bf|gf|roommate|neighbou?r|boss|someone|somebody|man|woman|guy|lady|girl|boy|person|driver|toddler|kid)\b/i;

/** [start, end) ranges of figures of speech (`figure`) and of animals' or plants' clauses (`animal`). */
export function figurativeRanges(text: string): { start: number; end: number; animal: boolean }[] {
  const out: { start: number; end: number; animal: boolean }[] = [];
  for (const re of FIGURES) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) out.push({ start: m.index, end: m.index + m[0].length, animal: false });
  }
  ANIMAL_MENTION.lastIndex = 0;
  for (const m of text.matchAll(ANIMAL_MENTION)) {
    const after = m.index + m[0].length;
    const rest = /^[^.?!\n]*/.exec(text.slice(after))?.[0] ?? '';
    const person = PERSON_WORD.exec(rest);
    out.push({ start: m.index, end: after + (person ? person.index : rest.length), animal: true });
  }
  return out;
}

const DOMAIN = new Set(['medical', 'legal', 'financial', 'sensitive']);

/** Whether a span is a domain fact lying mostly (≥ half its characters) inside a figure of speech or an animal's clause. */
export function figurativeSpan(
  span: { start: number; end: number; category: string },
  ranges: readonly { start: number; end: number; animal: boolean }[],
): boolean {
  if (!DOMAIN.has(span.category)) return false;
  const len = span.end - span.start;
  return ranges.some(
    (r) =>
      (!r.animal || span.category === 'medical') &&
      2 * (Math.min(r.end, span.end) - Math.max(r.start, span.start)) >= len,
  );
}

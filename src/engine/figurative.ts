/**
 * What a message says of no person's health, legal trouble or money though its words are a fact's (session 21, read
 * off the sensitive-free messages of the written-more training files):
 *
 * - a figure of speech with a thing or a chore as its subject: "this meeting is giving me a migraine lol", "my phone's
 *   battery is having a panic attack", "leg day is gonna murder us", "she got fired up about the election", "nearly
 *   gave me a heart attack", "got served so hard in pickleball", "£180 for the nosebleeds";
 * - an animal's or a plant's ailment: "my dog has diabetes", "our cat is on prednisone 5mg", "my tomatoes have a
 *   fungal infection". The guideline's facts are people's; the writers leave pets' health unmarked;
 * - (session 32) a plant's disease by name, soreness after a workout, a cause's event ("a suicide prevention walk"), a
 *   quoted scam text, and work with clients told in a cover letter.
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
  // a service or an account suspended (session 36): "the Northern line was suspended", "the account now shows
  // \"suspended\"" — a thing stopped, no one's suspension
  /\b(?:(?:tube|train|subway|metro|bus|rail|northern|central|district|circle|victoria|jubilee|piccolo|bakerloo|elizabeth|the)\s+)?(?:line|lines|service|services|trains?|buses|flights?|ferr(?:y|ies)|account|subscription|membership|game|match|matches|season|operations|production|trading|construction|classes|delivery|deliveries|app|page|profile|channel|server|listing|card)\s+(?:(?:is|was|were|are|has been|have been|got|gets|been|now|shows?|showing|says?|is now|was just|got just)\s+){1,2}["“']?suspended\b/gi,
  /\b(?:nearly|almost|just about|practically|literally) (?:gave|give|giving) (?:me|us|him|her|them) (?:a )?(?:heart attack|stroke|aneurysm|coronary|seizure)\b/gi,
  /\bgot served\b(?=[^.?!\n]{0,40}\b(?:pickleball|tennis|volleyball|badminton|ping ?pong|squash|padel|the game|the match)\b)/gi,
  /\b(?:the nosebleeds?|nosebleed (?:seats?|section|tickets?))\b/gi,
  /\bcost (?:me |us )?an arm and a leg\b/gi,
  // a race run (session 46): "i ran my first 5k today" is no first offence
  /\b(?:ran|run|running|finished|completed|did|doing|signed up for|training for)\s+(?:my|a|the|our|his|her)\s+(?:(?:first|second|third|fastest|first ever|very first)\s+)?(?:5k|10k|15k|half[- ]?marathon|marathon|ultra(?:marathon)?|triathlon|fun run|park ?run|race)\b/gi,
  // an everyday mishap with one's things (session 47, hand-written probes): "i lost my wallet at a concert" (read as a
  // job lost), "i locked my keys in my car", "locked myself out of my instagram" (read as legal), "his car broke down"
  /\b(?:lost|lose|losing|locked|lock|left|dropped|misplaced|forgot|cracked|broke|smashed)\s+(?:my|our|his|her|their|the)\s+(?:car\s+|house\s+|spare\s+|new\s+|phone\s+)?(?:keys?|wallet|phone|iphone|laptop|glasses|sunglasses|umbrella|airpods|earbuds|headphones|charger|purse|handbag|backpack|screen|keycard|badge)\b/gi,
  /\block(?:ed|ing)?\s+(?:myself|ourselves|himself|herself|themselves|me|us)\s+out\b/gi,
  /\b(?:car|truck|van|bike|laptop|phone|dishwasher|washer|dryer|fridge|furnace|printer|boiler|ac|a\/c)\s+(?:broke|breaks|broken|died|dies)(?:\s+down)?\b/gi,
  // (session 52, hand-written probes) a starter or a gadget that died ("my sourdough starter died again" was health), and
  // a record or a best broken in sport ("i broke my personal record on deadlift" was legal)
  /\b(?:sourdough\s+starter|starter|scoby|kombucha|battery|mower|lawnmower|remote|controller|headphones|airpods|speaker)\s+(?:died|dies|is dying|keeps dying)\b/gi,
  /\b(?:broke|break|breaking|broken|beat|beating|set|setting|smashed|crushed|tied)\s+(?:my|our|his|her|their|the|a|a new)\s+(?:own\s+)?(?:(?:personal|school|club|team|gym|course|meet|lifetime|all[- ]time)\s+)?(?:record|best)\b/gi,
  // (session 48, hand-written probes) a trip, a booking or an event called off or late: "our flight to cancun got
  // cancelled and united won't rebook us", "the concert was postponed" (read as legal: a case dismissed or adjourned)
  /\b(?:flights?|trains?|trips?|cruise|bookings?|reservations?|orders?|deliver(?:y|ies)|packages?|shipments?|concerts?|shows?|games?|matches|events?|classes|class|meetings?|gigs?|tours?|festival|wedding|party|hotel(?: room)?|connection|layover)\b(?:\s+(?:to|from|for|in|at)\s+[\w'’-]+)?\s+(?:got|was|were|is|are|has been|have been|just got|keeps getting|kept getting|getting)\s+(?:\w+\s+)?(?:cancell?ed|postponed|delayed|rescheduled|called off|pushed back|overbooked)\b(?:\s+and\s+[\w'’-]+)?/gi,
  // hyperbole with an intensifier (session 31): "my boss absolutely murdered me in that meeting", "that exam totally destroyed us"
  /\b(?:absolutely|totally|completely|literally|straight up|fully|lowkey|honestly) (?:murdered|killed|destroyed|wrecked|slaughtered|obliterated|annihilated|roasted|butchered|demolished) (?:me|us)\b/gi,
];

const ANIMAL =
  '(?:dog|dogs|doggo|cat|cats|kitty|puppy|pup|puppies|kitten|kittens|horse|pony|rabbit|bunny|hamster|guinea pig|parrot|budgie|bird|goldfish|ferret|lizard|gecko|snake|turtle|tortoise|chickens|goat)';
/** Plants only after an owner's word: "the plant" is a factory as often, "tree nut" an allergy. */
const PLANT =
  '(?:plants?|houseplants?|tomato(?:es)?|tomato plants|orchids?|succulents?|roses|rose bush(?:es)?|seedlings|basil(?: plant)?|cucumbers?|cucumber (?:plants?|leaves|vines)|zucchini|squash plants?|pepper plants?|peppers|lawn|grass|hydrangeas?|monstera|pothos|fern|ferns|hostas|fruit trees?|lemon tree|apple tree|trees?|shrubs?|bush(?:es)?|hedges?|fig(?: tree)?|fiddle leaf(?: fig)?|peace lily|snake plant|spider plant|jade plant|aloe|cactus|cacti|bonsai|ivy|herbs|mint|lavender|garden|veggies|vegetable garden|strawberr(?:y|ies)|blueberr(?:y|ies)|azaleas?|boxwoods?|palms?)';
/**
 * A plant's disease or pest by its name (session 32): "my neighbor said it's powdery mildew", "blight on the potatoes",
 * "fungus gnats in the soil". No person has them.
 */
const PLANT_AILMENT =
  /\b(?:(?:powdery|downy) mildew|mildew|(?:early |late |fire |leaf |bacterial )?blight|root rot|blossom[- ]end rot|stem rot|leaf (?:spot|curl|scorch)|black spot|sooty mou?ld|clubroot|damping[- ]off|aphids|spider mites|fungus gnats|mealybugs|whitefl(?:y|ies)|thrips|scale insects)\b/gi;
/** Words of a workout: soreness after one is the workout's (EXERCISE_SORENESS). */
const WORKOUT =
  /\b(?:leg day|arm day|chest day|back day|workouts?|work(?:ed|ing)? out|gym|lifting|lifted|squats?|deadlifts?|bench press|spin class|crossfit|hiit|bootcamp|training session|5k|10k|half marathon|marathon|long run)\b/i;
/**
 * Muscle soreness after a workout (session 32): "DOMS", "my quads are so sore", "hamstrings still tight". In a message
 * that speaks of a workout (WORKOUT) it is the training's ordinary after-effect, no one's health fact.
 */
const EXERCISE_SORENESS =
  /\b(?:DOMS|delayed[- ]onset muscle soreness|muscle soreness|(?:my\s+|the\s+)?(?:quads|hamstrings|hammies|glutes|calves|abs|core|lats|biceps|triceps|traps|delts|pecs|legs|arms|shoulders|muscles|whole body)\s+(?:are|is|were|was|feel|feels|felt)\s+(?:so\s+|super\s+|really\s+|very\s+|still\s+|kinda\s+|soo+\s+)*(?:sore|stiff|tight|dead|like jelly|on fire|wrecked))\b/gi;
/**
 * A cause's event or campaign (session 32): "our charity's suicide prevention walk", "breast cancer awareness month",
 * "an addiction recovery 5k" (not "knee surgery recovery week 3"). The cause names a topic, not anyone's fact; the words before it stop at a person's
 * word or a verb ("my mom has breast cancer" is hers).
 */
const CAUSE_EVENT =
  /(?<![\p{L}'’-])(?:(?!(?:my|his|her|our|their|i|he|she|we|has|had|have|is|was|with|from|for|of|and)\b)[\p{L}'’-]+\s+){1,3}(?:(?:awareness|prevention|remembrance)\s+(?:walks?|runs?|5k|10k|months?|weeks?|days?|rides?|galas?|fundraisers?|campaigns?|events?|drives?|marathons?|ribbons?|nights?|benefits?|vigils?|posters?|pins?)|(?:research|recovery)\s+(?:walks?|runs?|5k|10k|rides?|galas?|fundraisers?|marathons?|benefits?))\b/giu;
/**
 * A quoted scam or spam message of a kind ('those "you owe $1,849 to the IRS, call now" texts', 'a "your account is
 * suspended" phishing email'): its words are the scammers', no one's debt or charge (session 32).
 */
const SCAM_QUOTE = [
  /\b(?:those|these|the usual|all (?:the|those|these)|such|fake|scam|spam|phishing)\s+["“][^"”\n]{3,200}["”]\s*(?:scam\s+|spam\s+|phishing\s+)?(?:texts|emails|e-mails|calls|voicemails|messages|letters|dms|scams?|ones)\b/gi,
  /["“][^"”\n]{3,200}["”]\s*(?:scam|spam|phishing|fraud)\s+(?:texts?|emails?|e-mails?|calls?|voicemails?|messages?|letters?)\b/gi,
];
/**
 * Work with others told in a cover letter or a profile (session 32): "I helped clients renew work permits and prepare
 * asylum applications", "volunteering with refugee families navigating the asylum process". The facts are the clients',
 * told in general. The range ends at a first-person word ("… while I was on probation" is the writer's).
 */
const WORK_WITH_OTHERS =
  /\b(?:helped|helping|assisted|assisting|supported|supporting|worked with|working with|volunteer(?:ed|ing)? with|advised|advising|represented|representing|counsell?ed|counsell?ing|guided|guiding|coached|coaching)\s+(?:[\w-]+\s+){0,2}?(?:clients|families|patients|customers|students|residents|refugees|immigrants|asylum seekers|veterans|survivors|victims|tenants|individuals|youth|adults|children|seniors|members of the public|applicants)\b[^.?!\n;]*/gi;
const FIRST_PERSON_WORD = /\b(?:i|i'm|im|i've|ive|me|my|we|our|us)\b/i;
/**
 * A joke taken back (session 36): "im so broke lmao spent my whole paycheck on concert tickets again. jk (mostly)",
 * "my boss is going to fire me lol jk". What the sentence before "jk" / "just kidding" says is a joke, not the writer's
 * money or health. "jk but not really", "jk, kinda", "half joking" keep it: the writer means it after all.
 */
const JOKE_TAKEN_BACK = /(?<![\p{L}\d/])(?:jk|j\/k|jkjk|just kidding|just joking)(?![\p{L}\d])(?![\s,.!)(-]*(?:but|not really|kinda|kind of|sort of|sorta|well|seriously|only half|half))/giu;
/**
 * Jury duty (session 36): a summons to serve is a civic errand, no legal matter of the person's ("got a jury duty
 * summons for the same week as my finals"). Missing it, ignoring it or not showing up is one, and keeps its span.
 */
const JURY_DUTY =
  /\b(?:(?:got|get|gets|getting|received|receive|have|had)\s+(?:a|my|the|another|an?\s+official)\s+)?(?:jury\s+(?:duty|service)(?:\s+(?:summons|notice|letter))?|(?:summons|summoned|called|selected|picked)\s+(?:for|to)\s+(?:jury\s+(?:duty|service)|serve\s+on\s+a\s+jury))\b/gi;
/** Words that make jury duty a matter: missing or ignoring it, a fine or a warrant for it. */
const JURY_DUTY_MATTER = /\b(?:miss(?:ed|ing)?|ignor(?:e|ed|ing)|skip(?:ped|ping)?|dodg(?:e|ed|ing)|fail(?:ed)? to|(?:don'?t|didn'?t|never|not) (?:show(?:ed)? up|go|went|respond)|no[- ]show|contempt|warrant|fine[ds]?)\b/i;
/**
 * (session 48, hand-written probes) A machine, an appliance or a vehicle's part as the subject: "my car shakes really bad
 * above 60", "my brake pedal feels soft and spongy", "the engine is overheating", "my car battery died again", "my
 * laptop is overheating". Its noises, leaks and failures are no one's health; as an animal's clause, its range ends at
 * a person the clause turns to ("my car hit a cyclist and he broke his arm").
 */
const MACHINE =
  '(?:car|truck|van|suv|jeep|minivan|motorcycle|scooter|bike|engine|motor|transmission|brakes?|brake pedal|pedal|steering(?: wheel)?|tires?|tyres?|clutch|alternator|radiator|muffler|exhaust|car battery|battery|laptop|computer|pc|macbook|phone|iphone|tablet|ipad|printer|router|modem|furnace|boiler|water heater|heater|ac|a/c|air conditioner|dishwasher|washer|washing machine|dryer|fridge|refrigerator|freezer|oven|stove|microwave|faucet|lawn ?mower|mower|generator|compressor|thermostat|doorbell|tv|console|controller|headphones|airpods|smoke detector|garage door)';
const MACHINE_MENTION = new RegExp(`\\b(?:my|our|the|his|her|their)\\s+(?:[\\w'’-]+\\s+)?${MACHINE}(?:'s|’s)?(?![\\w-])`, 'gi');
const MACHINE_SUBJECT_BEFORE = /(?:^|[.,;:!?()\n]\s*|\b(?:and|but|so|because|cause|since|when|now|also|plus|then|ok|lol|hey|hi|help|ugh|so)\s+)$/i;
const MACHINE_CLAUSE_END = /\b(?:he|she|they|him|her|them|his|my|our|their|triggers?|triggered|triggering|causes?|caused|causing|sets? off|aggravates?|aggravated|worsens?|worsened)\b/i;
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
  for (const re of [CAUSE_EVENT, ...SCAM_QUOTE]) for (const m of text.matchAll(re)) out.push({ start: m.index, end: m.index + m[0].length, animal: false });
  for (const m of text.matchAll(WORK_WITH_OTHERS)) {
    const own = FIRST_PERSON_WORD.exec(m[0].slice(1));
    out.push({ start: m.index, end: m.index + (own ? own.index + 1 : m[0].length), animal: false });
  }
  // a joke taken back: the sentence before "jk" (or the one it ends), from that sentence's start
  for (const m of text.matchAll(JOKE_TAKEN_BACK)) {
    const before = text.slice(0, m.index);
    // "… again. jk": the sentence the joke was; "… lol jk": the sentence it ends
    const own = before.replace(/[\s.!?,;:()-]+$/u, '');
    const sentenceStart = Math.max(own.lastIndexOf('.'), own.lastIndexOf('!'), own.lastIndexOf('?'), own.lastIndexOf('\n')) + 1;
    out.push({ start: sentenceStart, end: m.index + m[0].length, animal: false });
  }
  for (const m of text.matchAll(JURY_DUTY)) {
    const clauseStart = Math.max(0, ...['.', '?', '!', '\n', ','].map((c) => text.lastIndexOf(c, m.index - 1) + 1));
    if (JURY_DUTY_MATTER.test(text.slice(clauseStart, m.index + m[0].length))) continue;
    out.push({ start: m.index, end: m.index + m[0].length, animal: false });
  }
  // a plant's ailment, and soreness after a workout, are health words of no one's (as an animal's: health spans only)
  for (const m of text.matchAll(PLANT_AILMENT)) out.push({ start: m.index, end: m.index + m[0].length, animal: true });
  if (WORKOUT.test(text)) for (const m of text.matchAll(EXERCISE_SORENESS)) out.push({ start: m.index, end: m.index + m[0].length, animal: true });
  for (const m of text.matchAll(MACHINE_MENTION)) {
    // only as the clause's subject ("my car shakes", "…, and the engine is overheating"), not a preposition's object
    // ("i fell off my bike and broke my wrist")
    if (!MACHINE_SUBJECT_BEFORE.test(text.slice(Math.max(0, m.index - 12), m.index))) continue;
    const after = m.index + m[0].length;
    const rest = /^[^.?!\n,;]*/.exec(text.slice(after))?.[0] ?? '';
    const person = PERSON_WORD.exec(rest) ?? MACHINE_CLAUSE_END.exec(rest);
    const end = Math.min(person ? person.index : rest.length, MACHINE_CLAUSE_END.exec(rest)?.index ?? rest.length);
    out.push({ start: m.index, end: after + end, animal: true });
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

/**
 * Everyday ailments and wellness habits (session 46, hand-written probes of sensitive-free chat): "i think im coming
 * down with a cold", "got a headache after staring at screens all day", "i stubbed my toe", "i pulled a muscle in my
 * calf playing soccer", "i get sunburned super easily", "i'm trying intermittent fasting 16:8", "my allergies are acting
 * up with all the pollen, zyrtec or claritin?". The guideline's health facts are those a person would mind a stranger
 * reading; a cold or hiccups are not. (Vitamins and supplements, and a flu shot with its sore arm, were tried too: the
 * seen holdouts lost a health fact touched with them.) Each phrase names the ailment or the habit alone, so a span that adds a dose, a count or a time
 * ("took 20 tylenol", "a cough for 3 months") lies mostly outside it.
 */
const MINOR_AILMENTS: readonly RegExp[] = [
  // a cold caught (not a cold sore, cold sweats or cold hands)
  /\b(?:have|had|has|got|get|gets|getting|caught|catching|fighting(?: off)?|coming down with|come down with|getting over|got over|recovering from|nursing)\s+(?:a|this|that|my|the)\s+(?:(?:bit of a|slight|little|mild|bad|nasty|stupid|head|chest|summer|winter)\s+)*cold\b(?!\s+(?:sores?|sweats?|feet|hands|turkey|shoulder|brew|plunge|call))/gi,
  // a headache of a mild kind or with an everyday cause
  /\b(?:(?:a\s+)?(?:slight|little|mild|tiny|small|bit of a)\s+headache|headaches?\s+(?:after|from)\s+(?:staring|looking|screens?|(?:the|my)\s+(?:computer|laptop|phone|monitor|screen)s?|work|too much|not drinking|skipping|the heat|the sun|caffeine|coffee|dehydration|being dehydrated)(?:\s+at\s+(?:screens?|(?:the|my)\s+(?:computer|laptop|phone|monitor|screen)s?))?)/gi,
  // small mishaps and after-effects
  /\b(?:hiccups|hiccoughs|brain freeze|paper cuts?|jet ?lag(?:ged)?|sun ?burn(?:ed|t|s)?(?:\s+(?:so|super|really|very)\s+easily)?|stubbed\s+(?:my|his|her)\s+(?:(?:big|little|pinky)\s+)?toe(?:\s+on\s+(?:the|my|a)\s+(?:[\w-]+\s+)?(?:bed|bed frame|table|couch|door|chair|dresser|step|stairs))?|(?:a\s+)?stiff neck(?=[^.?!\n]{0,60}\bslept\s+(?:wrong|funny|weird|badly|on it))|slept\s+(?:wrong|funny|weird)|(?:a\s+)?(?:sore throat|stuffy nose|runny nose|blocked nose|the sniffles|stuffed up)|(?:got\s+)?(?:a\s+)?blisters?(?=\s+(?:from|on my (?:heel|foot|feet|toe|hand|palm)))|cut\s+my\s+finger(?:\s+(?:chopping|cutting|slicing)\s+[\w-]+)?|burn(?:ed|t)\s+my\s+(?:tongue|finger|fingers|hand|mouth)|dandruff|(?:my\s+)?(?:knees?|knuckles|joints)\s+(?:crack|cracks|click|clicks|pop|pops)|caffeine withdrawal|(?:(?:always|so|really|super)\s+)?(?:tired|sleepy|drowsy)\s+after\s+(?:lunch|eating|meals?|dinner|breakfast)|headaches?\s+when\s+i\s+(?:skip|miss|don'?t\s+have)\s+(?:my\s+)?(?:coffee|caffeine|breakfast|lunch))\b/gi,
  // a muscle pulled at a sport, a back hurt by a chore
  /\bpulled\s+(?:a|my)\s+(?:muscle|hamstring|calf|groin|quad)(?:\s+in\s+my\s+(?:calf|leg|back|thigh|arm|shoulder|neck))?(?=[^.?!\n]{0,40}\b(?:playing|soccer|football|basketball|tennis|running|at the gym|lifting|workout|pickleball|volleyball|hockey|golf|climbing|moving|carrying|shoveling|shovelling))/gi,
  /\b(?:back|neck|shoulders?|arms?|legs?|feet|knees?)\s+(?:hurts?|is sore|are sore|aches?|is killing me|are killing me)\s+(?:from|after)\s+(?:moving|lifting|carrying|sitting|standing|shoveling|shovelling|gardening|hiking|walking|cleaning|painting)\b/gi,
  // (session 47, hand-written probes) a neck stiff after sleeping on it wrong, a mild cough, a sunburn caught, a
  // headache woken up with, being a bit dehydrated, sleepy in the afternoons, heartburn after spicy food, sleeping badly
  // since the clocks changed, a workout's day, an allergy to pets or pollen
  /(?<=\bslept\s+(?:wrong|funny|weird|badly|on it)[^.?!\n]{0,30})(?:now\s+)?(?:my\s+)?neck\s+(?:is|feels)\s+(?:so\s+|super\s+|really\s+|kinda\s+)?stiff\b/gi,
  /\b(?:a\s+)?(?:mild|slight|little|tickly|small|bit of a)\s+cough\b/gi,
  /\b(?:got|get|have|had|caught)\s+(?:a\s+)?(?:(?:bad|little|slight|mild|nasty|small)\s+)?sun ?burn\b/gi,
  /\bwoke\s+up\s+with\s+(?:a\s+)?(?:(?:slight|little|mild|bad|splitting|pounding)\s+)?headache\b/gi,
  /\b(?:probably|just|a bit|a little|slightly|kinda|maybe)\s+dehydrated\b/gi,
  /\b(?:tired|sleepy|drowsy)\s+(?:every|in the|most)\s+afternoons?\b/gi,
  /\b(?:getting\s+)?heartburn\s+(?:after|from|when i eat)\s+(?:spicy|greasy|fried|fatty|big|late|rich)(?:\s+(?:food|foods|meals?|dinners?))?\b/gi,
  /\b(?:sleeping|slept|sleep)\s+(?:badly|poorly|terribly|bad)(?=[^.?!\n]{0,40}\b(?:time change|clocks?|daylight saving|jet ?lag|the heat|new mattress|new pillow))/gi,
  /\b(?:leg|arm|chest|back|shoulder)\s+day\b/gi,
  /\ballergic\s+to\s+(?:cats?|dogs?|pollen|dust|grass|ragweed)\b/gi,
  // (session 48, hand-written probes) a wellness routine: "doing yoga every morning", "started pilates", "meditating
  // before bed"
  /\b(?:(?:doing|do|did|started|start|starting|tried|trying|love|loving|into|taking up|took up|practicing|practising)\s+)?(?:hot\s+)?(?:yoga|pilates|barre|tai chi|meditation|meditating|stretching)(?:\s+(?:every|each)\s+(?:morning|day|night|evening|week)|\s+(?:daily|before bed|in the mornings?))?\b/gi,
  // an eating plan
  /\b(?:intermittent fasting(?:\s+\d{1,2}:\d{1,2})?|omad|counting (?:calories|macros)|(?:a\s+)?calorie deficit|(?:doing|trying|on)\s+(?:keto|paleo|whole30|atkins))\b/gi,
  // seasonal allergies
  /\b(?:seasonal allergies|hay ?fever|(?:my\s+)?allergies(?=\s+(?:are|have been|is)\s+(?:[\w-]+\s+){0,2}?(?:acting up|so bad|killing me|terrible|awful|flaring)[^.?!\n]{0,40}\b(?:pollen|spring|season|this time of year|outside|weather)))/gi,
  // over-the-counter remedies by name alone (a count before one is no everyday dose: "took 20 tylenol")
  /(?<!\d\s{0,2})\b(?:ibuprofen|advil|motrin|tylenol|paracetamol|acetaminophen|aleve|zyrtec|claritin|allegra|dayquil|nyquil|tums|pepto(?:-bismol)?|cough drops|lozenges|vicks|emergen-c)\b/gi,
];
/** [start, end) ranges of everyday ailments and wellness habits (MINOR_AILMENTS). */
export function minorAilmentRanges(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  for (const re of MINOR_AILMENTS) {
    re.lastIndex = 0;
    for (const m of text.matchAll(re)) out.push({ start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/**
 * The spans left when a message's every domain fact is an everyday ailment or habit (minorAilmentRanges): those health
 * spans go, and the message reads as the sensitive-free chat it is. One fact of another kind, or a health span mostly
 * outside the ranges ("a cold and my chemo is next week", "a cough for 3 months"), keeps them all: an everyday
 * symptom beside a real condition is part of that condition's story.
 */
export function withoutMinorAilments<S extends { start: number; end: number; category: string }>(text: string, spans: readonly S[]): S[] {
  const domain = spans.filter((s) => DOMAIN.has(s.category));
  if (domain.length === 0) return [...spans];
  const ranges = minorAilmentRanges(text);
  if (ranges.length === 0) return [...spans];
  // how much of a span the ranges cover together ("zyrtec or claritin": two names and the "or" between)
  const covered = (s: S): number => {
    let n = 0;
    for (let i = s.start; i < s.end; i++) if (ranges.some((r) => r.start <= i && i < r.end)) n++;
    return n;
  };
  const minor = (s: S): boolean => s.category === 'medical' && 2 * covered(s) >= s.end - s.start;
  if (!domain.every(minor)) return [...spans];
  return spans.filter((s) => !DOMAIN.has(s.category));
}

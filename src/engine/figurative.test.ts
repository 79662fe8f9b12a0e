import { describe, expect, it } from 'vitest';
import { figurativeRanges, figurativeSpan, withoutMinorAilments } from './figurative.ts';

/** Whether the phrase `part` of `text`, as a span of `category`, lies in a figure of speech or an animal's clause. */
function figurative(text: string, part: string, category = 'medical'): boolean {
  const start = text.indexOf(part);
  if (start < 0) throw new Error(`"${part}" is not in "${text}"`);
  return figurativeSpan({ start, end: start + part.length, category }, figurativeRanges(text));
}

describe('figurativeRanges: figures of speech and animals (session 21)', () => {
  it('reads a crime said with an intensifier as hyperbole (session 31)', () => {
    expect(figurative('my boss absolutely murdered me in that meeting lol', 'murdered me', 'legal')).toBe(true);
    expect(figurative('that final totally destroyed us', 'destroyed us', 'legal')).toBe(true);
    expect(figurative('he murdered my neighbour last year', 'murdered', 'legal')).toBe(false);
  });
  it('reads a thing or a chore doing to someone what an illness or a crime does as a figure of speech', () => {
    expect(figurative('this meeting is giving me a migraine lol. 3 hours on the roadmap', 'migraine')).toBe(true);
    expect(
      figurative(
        "my phone's battery is having a panic attack lol, drops from 40 to 0 instantly",
        'having a panic attack',
      ),
    ).toBe(true);
    expect(
      figurative("my phone's battery is having a panic attack lol, drops from 40 to 0 instantly", 'drops from 40 to 0'),
    ).toBe(true);
    expect(figurative('tell him leg day is gonna murder us today', 'gonna murder', 'legal')).toBe(true);
    expect(figurative('my sister got fired up about the election', 'got fired up', 'sensitive')).toBe(true);
    expect(figurative('that email nearly gave me a heart attack', 'heart attack')).toBe(true);
    expect(figurative('got served so hard in pickleball today', 'got served', 'legal')).toBe(true);
    expect(
      figurative('£180 for the nosebleeds, is that normal for resale', '£180 for the nosebleeds', 'financial'),
    ).toBe(true);
    // a race run (session 46)
    expect(figurative('i ran my first 5k today, so proud', 'ran my first 5k', 'legal')).toBe(true);
    expect(figurative('this is my first offense, will i get jail', 'my first offense', 'legal')).toBe(false);
    // an everyday mishap with one's things (session 47)
    expect(figurative('i lost my wallet at a concert, what should i cancel first', 'lost', 'sensitive')).toBe(true);
    expect(figurative('i locked my keys in my car, what do i do', 'locked my keys', 'legal')).toBe(true);
    expect(figurative('i locked myself out of my instagram', 'locked myself out', 'legal')).toBe(true);
    expect(figurative('he missed his meeting with his po because his car broke down', 'broke down', 'legal')).toBe(true);
    expect(figurative('i lost my job last week', 'lost my job', 'sensitive')).toBe(false);
    expect(figurative('someone broke into my car and stole my laptop', 'broke into my car and stole my laptop', 'legal')).toBe(false);
  });

  it('reads an animal’s or a plant’s ailment as no one’s health fact', () => {
    expect(figurative('our cat is on prednisone 5mg twice a day', 'prednisone 5mg')).toBe(true);
    expect(figurative('my plants have a fungal infection I think, white spots on the leaves', 'white spots')).toBe(
      true,
    );
    expect(figurative('my old dog was diagnosed with diabetes last week', 'diabetes')).toBe(true);
  });

  it('keeps what happens to people: the writer, their family, a threat from a person', () => {
    expect(figurative('the new sertraline is giving me migraines', 'migraines')).toBe(false);
    expect(figurative('my ex is going to kill me, he said so', 'going to kill me', 'legal')).toBe(false);
    expect(figurative('i got served with divorce papers today', 'got served', 'legal')).toBe(false);
    expect(figurative('my dog bit my son and he needed 6 stitches', '6 stitches')).toBe(false);
    expect(figurative('my cat died and i have bipolar 2, grief hits me hard', 'bipolar 2')).toBe(false);
    expect(figurative('i got fired on monday', 'got fired', 'sensitive')).toBe(false);
  });

  it('leaves identifiers alone, and an animal’s range holds only health spans', () => {
    expect(figurative('my dog Rex is on prednisone', 'Rex', 'person')).toBe(false);
    expect(figurative('our dog got seized by animal control and we got a $500 fine', 'a $500 fine', 'financial')).toBe(
      false,
    );
  });
});

describe('figurativeRanges: plants, workouts, causes, scam texts and work with clients (session 32)', () => {
  it("reads a plant's disease by name as no one's health", () => {
    expect(figurative("my neighbor said it's powdery mildew and I should spray it", 'powdery mildew')).toBe(true);
    expect(figurative('late blight took the potatoes again', 'late blight')).toBe(true);
  });
  it('reads soreness after a workout as the training\'s, but not without one', () => {
    expect(figurative('leg day wrecked me, my quads are so sore. is DOMS worse on day 2?', 'quads are so sore')).toBe(true);
    expect(figurative('leg day wrecked me, my quads are so sore. is DOMS worse on day 2?', 'DOMS')).toBe(true);
    expect(figurative('my legs are so sore since the new statin, is that normal', 'legs are so sore')).toBe(false);
  });
  it("reads a cause's event as a topic, not the person's fact", () => {
    expect(figurative("a caption for our charity's suicide prevention walk on saturday", 'suicide prevention', 'medical')).toBe(true);
    expect(figurative('a poster for breast cancer awareness month', 'breast cancer')).toBe(true);
    expect(figurative('my mom has breast cancer and we do the awareness walk', 'has breast cancer')).toBe(false);
  });
  it('reads a quoted scam text of a kind as the scammers\' words', () => {
    expect(figurative('grandma keeps getting those "you owe $1,849 to the IRS, call now" texts', 'owe $1,849 to the IRS', 'financial')).toBe(true);
    expect(figurative('got a "your account is suspended" phishing email', 'account is suspended', 'legal')).toBe(true);
    expect(figurative('my landlord texted "you owe $1,849 by friday"', 'owe $1,849', 'financial')).toBe(false);
  });
  it("reads work with clients in a cover letter as the clients' facts told in general, up to the writer's own words", () => {
    expect(figurative('In my last role I helped clients renew work permits and prepare asylum applications.', 'prepare asylum applications', 'legal')).toBe(true);
    expect(figurative('I worked with patients with dementia while I was on probation', 'on probation', 'legal')).toBe(false);
  });
});

describe('figurativeRanges: a joke taken back, jury duty (session 36)', () => {
  it('reads what a joke taken back with "jk" says as no one\'s fact', () => {
    expect(figurative('im so broke lmao spent my whole paycheck on concert tickets again. jk (mostly). give me free things to do', 'broke lmao spent my whole paycheck', 'financial')).toBe(true);
    expect(figurative('my landlord is gonna evict me lol jk, what do i get him for christmas', 'evict me', 'legal')).toBe(true);
  });
  it('keeps a joke the writer means after all, and what follows the joke', () => {
    expect(figurative('how do i tell my parents im an atheist lol jk. but not really. they pay my tuition', 'an atheist', 'sensitive')).toBe(false);
    expect(figurative('email to my uni lol jk, to my GP. I have been on 20mg citalopram since uni', 'on 20mg citalopram')).toBe(false);
  });
  it('reads a summons to jury duty as an errand, not a legal matter', () => {
    expect(figurative('got a jury duty summons for the same week as my finals lol', 'got a jury duty summons', 'legal')).toBe(true);
    expect(figurative('i was summoned for jury service next month, can my boss refuse', 'summoned for jury service', 'legal')).toBe(true);
  });
  it('keeps jury duty missed or ignored', () => {
    expect(figurative("what happens if you don't show up to jury duty, i ignored the summons twice", 'show up to jury duty', 'legal')).toBe(false);
    expect(figurative('i missed jury duty and got a letter', 'missed jury duty', 'legal')).toBe(false);
  });
});

describe('figurativeRanges: "kidding" alone takes nothing back (session 36)', () => {
  it('keeps the fact of "are you kidding me"', () => {
    expect(figurative('they evicted me today, are you kidding me', 'evicted me', 'legal')).toBe(false);
  });
});

describe('figurativeRanges: a service or an account suspended (session 36)', () => {
  it('reads a line, a service or an account suspended as no one\'s suspension', () => {
    expect(figurative('sorry I missed the standup, the Northern line was suspended and I was stuck', 'suspended', 'legal')).toBe(true);
    expect(figurative('they charged my card. The account now shows "suspended". how do i appeal', 'suspended', 'legal')).toBe(true);
  });
  it('keeps a person or a licence suspended', () => {
    expect(figurative('my license was suspended after the DUI', 'suspended', 'legal')).toBe(false);
    expect(figurative('my son was suspended from school for vaping', 'suspended', 'legal')).toBe(false);
  });
});

describe('withoutMinorAilments: everyday ailments and wellness habits (session 46)', () => {
  /** The parts of `text` kept as spans when `parts` are found as spans of their categories. */
  function kept(text: string, parts: readonly [string, string][]): string[] {
    const spans = parts.map(([part, category]) => {
      const start = text.indexOf(part);
      if (start < 0) throw new Error(`"${part}" is not in "${text}"`);
      return { start, end: start + part.length, category };
    });
    return withoutMinorAilments(text, spans).map((s) => text.slice(s.start, s.end));
  }
  it('drops a message’s health spans when each is an everyday ailment or habit', () => {
    expect(kept('i think im coming down with a cold, whats best for a sore throat', [['a cold', 'medical'], ['a sore throat', 'medical']])).toEqual([]);
    expect(kept('got a headache after staring at screens all day, any tips', [['got a headache after staring', 'medical']])).toEqual([]);
    expect(kept('my allergies are acting up with all the pollen, zyrtec or claritin?', [['allergies', 'medical'], ['zyrtec or claritin', 'medical']])).toEqual([]);
    expect(kept('i stubbed my toe on the bed frame and it hurts like crazy haha', [['my toe on the bed frame', 'medical']])).toEqual([]);
    expect(kept('i pulled a muscle in my calf playing soccer, ice or heat?', [['pulled a muscle in my calf', 'medical']])).toEqual([]);
    expect(kept('got a blister from my new shoes, should i pop it', [['got a blister', 'medical']])).toEqual([]);
    expect(kept('i get headaches when i skip coffee, is that caffeine withdrawal', [['headaches', 'medical'], ['caffeine withdrawal', 'medical']])).toEqual([]);
    expect(kept("i'm always tired after lunch, what should i eat", [['always tired', 'medical']])).toEqual([]);
    expect(kept('i have a slight headache, is it ok to take ibuprofen with coffee', [['a slight headache', 'medical'], ['ibuprofen', 'medical']])).toEqual([]);
    // session 47
    expect(kept('i slept weird and now my neck is stiff', [['now my neck is stiff', 'medical']])).toEqual([]);
    expect(kept("i've got a mild cough from the cold weather, honey tea?", [['got a mild cough', 'medical']])).toEqual([]);
    expect(kept('i got a bad sunburn on vacation', [['got a bad sunburn', 'medical']])).toEqual([]);
    expect(kept('i woke up with a headache, probably dehydrated, what should i drink', [['up with a headache, probably dehydrated', 'medical']])).toEqual([]);
    expect(kept('i get sleepy every afternoon around 3', [['sleepy every afternoon', 'medical']])).toEqual([]);
    expect(kept("i've been getting heartburn after spicy food", [['getting heartburn after spicy food', 'medical']])).toEqual([]);
    expect(kept("i've been sleeping badly since the time change", [['sleeping badly', 'medical']])).toEqual([]);
    expect(kept('my legs are sore after leg day', [['leg day', 'medical']])).toEqual([]);
    expect(kept("i'm allergic to cats and my friend has 3", [['allergic to cats', 'medical']])).toEqual([]);
    expect(kept('i pulled a muscle in my back moving a couch', [['pulled a muscle in my back', 'medical']])).toEqual([]);
  });
  it('keeps them all beside a fact of another kind or a real condition, and keeps a count, a time or a level', () => {
    expect(kept('i have a cold and my chemo is next week', [['a cold', 'medical'], ['my chemo', 'medical']])).toEqual(['a cold', 'my chemo']);
    expect(kept('i have a cold and i got fired today', [['a cold', 'medical'], ['got fired', 'sensitive']])).toEqual(['a cold', 'got fired']);
    expect(kept('took 20 tylenol last night', [['took 20 tylenol', 'medical']])).toEqual(['took 20 tylenol']);
    expect(kept('ive had a sore throat for 3 weeks', [['had a sore throat for 3 weeks', 'medical']])).toEqual(['had a sore throat for 3 weeks']);
    expect(kept('i take a multivitamin and lexapro 10mg', [['a multivitamin and lexapro 10mg', 'medical']])).toEqual(['a multivitamin and lexapro 10mg']);
    expect(kept('i have a cold sore on my lip', [['a cold sore', 'medical']])).toEqual(['a cold sore']);
    expect(kept("i'm allergic to penicillin", [['allergic to penicillin', 'medical']])).toEqual(['allergic to penicillin']);
    expect(kept("i've been sleeping badly for months", [['sleeping badly for months', 'medical']])).toEqual(['sleeping badly for months']);
  });
});

describe('session 48: a machine\'s clause, more plants, a trip called off, a wellness routine (hand-written probes)', () => {
  it('reads a machine\'s or a vehicle part\'s noises and failures as no one\'s health', () => {
    expect(figurative('my brake pedal feels soft and spongy, should i be worried', 'brake pedal feels soft and spongy')).toBe(true);
    expect(figurative('my car makes a grinding noise when i brake', 'grinding noise')).toBe(true);
    expect(figurative('my car battery died again, third time this month', 'died again')).toBe(true);
    expect(figurative('my laptop is overheating and the fan is super loud', 'overheating')).toBe(true);
    // only health spans, and the clause ends at a person
    expect(figurative('my car got repossessed last week', 'got repossessed', 'financial')).toBe(false);
    expect(figurative('my car hit a cyclist and he broke his arm', 'broke his arm')).toBe(false);
    expect(figurative('i fell off my bike and broke my wrist', 'fell off my bike and broke my wrist')).toBe(false);
    expect(figurative('the car flipped and i had a concussion', 'had a concussion')).toBe(false);
  });
  it('reads more plants after an owner\'s word', () => {
    expect(figurative('my fiddle leaf fig is dropping leaves since i moved it', 'dropping leaves')).toBe(true);
    expect(figurative('my lemon tree is losing all its leaves', 'losing all its leaves')).toBe(true);
  });
  it('reads a trip or an event called off as no legal matter', () => {
    expect(figurative('our flight to cancun got cancelled and united won\'t rebook us', 'cancelled and united', 'legal')).toBe(true);
    expect(figurative('my court date got postponed again', 'court date', 'legal')).toBe(false);
  });
});

describe('withoutMinorAilments: a wellness routine (session 48)', () => {
  function kept(text: string, parts: [string, string][]): string[] {
    const spans = parts.map(([part, category]) => {
      const start = text.indexOf(part);
      return { start, end: start + part.length, category };
    });
    return withoutMinorAilments(text, spans).map((s) => text.slice(s.start, s.end));
  }
  it('drops a routine of yoga, pilates or meditation told alone, keeps it beside a condition', () => {
    expect(kept("i've been doing yoga every morning for a month and i feel great", [['yoga every morning', 'medical']])).toEqual([]);
    expect(kept('i started pilates and my fibromyalgia is worse', [['started pilates', 'medical'], ['my fibromyalgia is worse', 'medical']])).toEqual(['started pilates', 'my fibromyalgia is worse']);
  });
});


describe('session 52 (hand-written probes): a starter that died, a record broken in sport', () => {
  it('reads them as no one\'s health or legal trouble', () => {
    expect(figurative('my sourdough starter died again, what am i doing wrong', 'starter died')).toBe(true);
    expect(figurative('i broke my personal record on deadlift today, 405!', 'broke my personal record', 'legal')).toBe(true);
    expect(figurative('i broke my record on wordle today, 2 guesses!', 'broke my record', 'legal')).toBe(true);
    expect(figurative('he broke my nose in the parking lot', 'broke my nose')).toBe(false);
    expect(figurative('i have a criminal record from 2015', 'criminal record', 'legal')).toBe(false);
  });
});

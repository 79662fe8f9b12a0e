import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';

const only = (t: string, cat: string): string[] =>
  detectIdentifiers(t)
    .filter((s) => s.category === cat)
    .map((s) => s.text);

describe('job titles', () => {
  it.each([
    ['Priya Raman, the Maxillofacial surgeon, said the swelling is normal.', ['Maxillofacial surgeon']],
    ['Jeffery Lemann Jr., the Platemaker, said: "not again"', ['Platemaker']],
    ['Dana Ortiz, HR generalist at Initech, wrote back today.', ['HR generalist']],
    ['Nicole Querry\nCrushing, grinding, and polishing machine tender\nBuena Vista Garden Maintenance', [
      'Crushing, grinding, and polishing machine tender',
    ]],
    ['Helen Marsh\nTraining and development coordinator\nPracti-Plan', ['Training and development coordinator']],
    ['dominique kapanen\ndairy scientist\nkiddie city', ['dairy scientist']],
    ['Job title: Benefits manager\nStart date: next week', ['Benefits manager']],
    ['Marcus Hale, Director of Field Operations, signed the letter.', ['Director of Field Operations']],
    // (session 46) a firm's name after "of" is the employer, not part of the title
    ['Rania Haddad, Managing Director of Baltic Ventures, signed it.', ['Managing Director']],
    ['Senior Software Engineer at Initech', ['Senior Software Engineer']],
    ['Sarah, a nurse at Mercy, said it was fine.', ['nurse']],
    // a title written as one in self-description
    ['I work as a Civil drafter for the county.', ['Civil drafter']],
    ['I was hired as a Benefits manager in March.', ['Benefits manager']],
  ])('%s', (text, want) => {
    expect(only(text, 'job_title')).toEqual(want);
  });

  it.each([
    'My doctor said the nurse will call tomorrow.',
    'Act as a senior copywriter and rewrite this ad.',
    'You are a helpful assistant.',
    'How do I become a pilot?',
    'The database driver crashed and the background worker restarted.',
    'what does a paralegal usually earn in ohio',
    'My husband is a vet, two tours in Afghanistan.',
    'I asked the teacher about it.',
    "I'm a teacher's aide's worst nightmare",
    'The AI assistant in my IDE is a great tool.',
    'As an AI assistant I cannot browse the web.',
    'She is a background worker process owner',
    // a sentence adverb or a place before the comma is not a name
    'Yesterday, the nurse at the ER told me to wait.',
    'In Texas, a lawyer for the landlord called me.',
    'Thanks, the doctor with the beard said so',
    // an occupation told in passing, in the writer's own lower case (not marked by the realistic set's guideline)
    "I'm a senior software engineer at a fintech and I'm burning out.",
    'my mom is a retired nurse and my dad was a welder',
    'She works as a paralegal in a small firm.',
    "I'm a web developer and my dad is a database administrator.",
    'my dad is a truck driver',
    'i make like 15.50 an hour as an aide',
    'As a teacher, I get summers off.',
    'im a nurse and i work nights',
    // a part played, not a job
    'I was the driver and he was the passenger',
    "I'm a first-time buyer in Ohio",
    "I'm a caregiver for my mom with dementia",
    "i'm a new driver, do i need sr22",
    "I'm a good cook but a terrible driver",
    "he's a model citizen",
    // comparisons and hypothetical professionals
    'things such as a lawyer or an accountant can help',
    'is it worth it to hire someone as good as a lawyer',
    'can i take this as a pharmacist would recommend',
  ])('no job title: %s', (text) => {
    expect(only(text, 'job_title')).toEqual([]);
  });
});

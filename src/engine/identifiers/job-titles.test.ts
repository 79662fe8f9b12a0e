import { describe, expect, it } from 'vitest';
import { detectIdentifiers } from './index.ts';

const only = (t: string, cat: string): string[] =>
  detectIdentifiers(t)
    .filter((s) => s.category === cat)
    .map((s) => s.text);

describe('job titles', () => {
  it.each([
    ["I'm a senior software engineer at a fintech and I'm burning out.", ['senior software engineer']],
    ['my mom is a retired nurse and my dad was a welder', ['nurse', 'welder']],
    ['She works as a paralegal in a small firm.', ['paralegal']],
    ['I was hired as a benefits manager in March.', ['benefits manager']],
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
    ['Senior Software Engineer at Initech', ['Senior Software Engineer']],
    ["I'm a web developer and my dad is a database administrator.", ['web developer', 'database administrator']],
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
  ])('no job title: %s', (text) => {
    expect(only(text, 'job_title')).toEqual([]);
  });
});

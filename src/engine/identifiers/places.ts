/**
 * Two ways of naming a US place that the capitalised-run rules (ner.ts) miss:
 * - a town with its state's postal code, "lives alone in Sun City, AZ", "moved to Cedar Falls, IA": the town's
 *   words are ordinary English words, so no name rule takes them, but ", AZ" says they are a town;
 * - a county written in lower case, "arrested in gwinnett county", "a judge in cobb county": a word right before
 *   "county" (or "parish", "borough") after a preposition is the county's name, unless it is a determiner or an
 *   adjective of any county ("this county", "the next county", "a rural county").
 */
import { scan, type Candidate } from './candidate.ts';
import { GIVEN_NAMES } from './lexicons.ts';
import { isOrdinaryWord } from './ordinary.ts';

/** US postal codes, but not those that are also words or credentials in capitals (MD and PA after a name, OR, ME, OK, IN, HI, DE). */
const STATE_CODES =
  'AL|AK|AZ|AR|CA|CO|CT|FL|GA|ID|IL|IA|KS|KY|LA|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';

const TOWN_STATE = new RegExp(
  `(?<![\\p{L}\\p{N}])(\\p{Lu}\\p{Ll}+(?:[ \\t](?:\\p{Lu}\\p{Ll}+|of|de|la|del)){0,3}),[ \\t]?(?:${STATE_CODES})(?![\\p{L}])`,
  'gu',
);
/** What every TOWN_STATE match holds: a comma, then a state's code (a cheap test before the costly scan; session 35). */
export const STATE_AFTER_COMMA = new RegExp(`,[ \\t]?(?:${STATE_CODES})(?![\\p{L}])`, 'u');
export const SHAPES_FOR_TEST = { TOWN_STATE };
/** Words before ", XX" that are a greeting, a sign-off or an answer, not a town. */
const NOT_A_TOWN = /^(?:thanks|thank|hi|hello|hey|dear|regards|sincerely|best|yes|no|ok|okay|sorry|please|cheers|love|and|but|so|or|also|then)$/i;

const COUNTY = /\b(?:in|from|of|to|at|near|for)\s+([a-z][a-z'-]{2,20})\s+(county|parish|borough)\b/g;
const NOT_A_NAME = new Set(
  `this|that|the|my|our|your|his|her|their|its|same|other|another|each|every|next|neighboring|neighbouring|local|rural
whole|entire|which|what|any|no|one|a|an|some|nearby|adjacent|different|small|big|large|poor|rich|wealthy|home|new|old
certain|particular|given|single|red|blue|swing|border|coastal|urban|suburban|tiny|neighbour|neighbor`.split(/\s|\|/),
);

/**
 * A state's long name ("People's Republic of China", "the Democratic Republic of the Congo", "Islamic Republic of Iran"),
 * which the country lexicon finds only in part (session 27).
 */
const REPUBLIC_OF =
  /(?<![\p{L}\p{N}])(?:(?:People['’]s|Democratic|Islamic|Federal|Socialist|Arab|Czech|Dominican|Central\s+African|Kyrgyz|Slovak|United|Bolivarian|Lao\s+People['’]s)\s+)*Republic\s+of\s+(?:the\s+)?\p{Lu}[\p{L}\p{M}'’-]+(?:\s+\p{Lu}[\p{L}\p{M}'’-]+){0,2}/gu;
/**
 * A town named with its river or its neighbour by a linking word ("Frankfurt am Main", "Ústí nad Labem", "Ždár nad
 * Sázavou", "Newcastle upon Tyne", "Boulogne sur Mer"; session 27): one name, whose second half the name rules read as
 * a person. The first word is no English word ("Where am I", "Back on Monday" stay out).
 */
const LINKED_TOWN =
  /(?<![\p{L}\p{N}])\p{Lu}[\p{L}\p{M}'’-]+[ \t](?:nad|pod|am|an[ \t]der|upon|sur|sous|sul|sulla)[ \t]\p{Lu}[\p{L}\p{M}'’-]+/gu;

/**
 * A court's caption names its county after "County of" ("SUPERIOR COURT OF CALIFORNIA, COUNTY OF SACRAMENTO", "Family
 * Court of the State of New York, County of Kings"; session 30): the county's name is the place, while "County" alone
 * was read as a place beside the state by coordination and the name itself as a weak proper noun (written-fresh yl
 * marked the county's name three times and the word "County" never).
 */
const COUNTY_OF =
  /(?<![\p{L}\p{N}])(?:County|COUNTY|Parish|PARISH|Borough|BOROUGH)[ \t]+(?:of|OF)[ \t]+(?!(?:the|THE)\b)(\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]\p{Lu}[\p{L}\p{M}'’.-]*){0,2})/gu;

export function places(text: string): Candidate[] {
  const out: Candidate[] = [];
  if (text.includes('Republic')) {
    for (const m of scan(REPUBLIC_OF, text)) out.push({ start: m.index, end: m.index + m[0].length, category: 'location', score: 0.8, detail: 'state_name' });
  }
  if (/ (?:nad|pod|am|an der|upon|sur|sous|sul|sulla) /.test(text)) {
    for (const m of scan(LINKED_TOWN, text)) {
      const first = m[0].split(/[ \t]/)[0]!.toLowerCase();
      if (isOrdinaryWord(first) || GIVEN_NAMES.has(first)) continue;
      out.push({ start: m.index, end: m.index + m[0].length, category: 'location', score: 0.75, detail: 'linked_town' });
    }
  }
  if (STATE_AFTER_COMMA.test(text)) {
    for (const m of scan(TOWN_STATE, text)) {
      const town = m[1] ?? '';
      const first = town.split(/[ \t]/)[0] ?? '';
      if (NOT_A_TOWN.test(first)) continue;
      // "Megan Sutter, MS", "Ana Ruiz, MA": a full name before a degree that is also a state's code.
      const code = m[0].slice(-2);
      if (/^M[SA]$/.test(code) && town.includes(' ') && GIVEN_NAMES.has(first.toLowerCase())) continue;
      out.push({ start: m.index, end: m.index + m[0].length, category: 'location', score: 0.8, detail: 'town_state' });
    }
  }
  if (/(?:county|parish|borough)[ \t]+of[ \t]/i.test(text)) {
    for (const m of scan(COUNTY_OF, text)) {
      const name = (m[1] ?? '').replace(/\.+$/, '');
      const start = m.index + m[0].length - (m[1] ?? '').length;
      out.push({ start, end: start + name.length, category: 'location', score: 0.8, detail: 'county_of' });
    }
  }
  if (/county|parish|borough/.test(text)) {
    for (const m of scan(COUNTY, text)) {
      const name = m[1] ?? '';
      if (NOT_A_NAME.has(name)) continue;
      const start = m.index + m[0].length - name.length - 1 - (m[2] ?? '').length;
      out.push({ start, end: m.index + m[0].length, category: 'location', score: 0.75, detail: 'county' });
    }
  }
  return out;
}

import {CJK_CHAR, identifierTerms, queryTerms, splitWords} from './tokenize';

/**
 * How a query reads as a person types it: its words, which of them a match
 * can do without, and the other forms of each word. One module for the
 * engine, the highlighter and the hosted index's settings, so they agree.
 */

/**
 * English words that carry no subject of their own: "how do I tap a button
 * by its text" searches for tap, button and text. Words such as "on",
 * "off", "up", "down", "back", "all" and "not" are left out of the list:
 * they name keys, directions and calls (`touch_up`, `find_all`).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about am an and are as at be because been being but by can could did do does doing ' +
    'for from had has have having he her him his how i if in into is it its itself me my ' +
    'myself of or our ours she should so some such than that the their them then there ' +
    'these they this those to too until very was we were what when where which while who ' +
    'whom why will with would you your yours'
  ).split(' '),
);

export type QueryWord = {
  /** The word as typed. */
  text: string;
  /** Its terms, as the index has them: a match needs every one. */
  terms: string[];
  /** Terms that raise a match's score but that no match needs: a CJK run's pairs (`queryTerms`). */
  boostTerms: string[];
  /**
   * A stop word kept because it is the last word and may still be the start
   * of a longer one ("how to sh" → "show"): it adds to a match, but no match
   * needs it.
   */
  optional: boolean;
};

function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase());
}

/**
 * The words of a query, stop words left out. A query of stop words only
 * keeps them all; the last stop word stays, optional, while the person may
 * still be typing it (the query does not end after it).
 */
export function queryWords(query: string): QueryWord[] {
  const parts = splitWords(query);
  const words: string[] = parts.filter((_, i) => i % 2 === 1);
  const still = parts.at(-1) === '';
  const word = (text: string, optional: boolean): QueryWord => {
    const {needed, boosting} = queryTerms(text);
    return {text, terms: needed, boostTerms: boosting, optional};
  };
  if (words.every(isStopWord)) return words.map((text) => word(text, false));
  return words.flatMap((text, i): QueryWord[] => {
    if (!isStopWord(text)) return [word(text, false)];
    return i === words.length - 1 && still ? [word(text, true)] : [];
  });
}

const PLAIN = /^[a-z]+$/;
const VOWEL = /[aeiouy]/;
/** Consonant, vowel, consonant (not w, x or y) at the end: the consonant doubles in tapped, tapping. */
const DOUBLES = /[^aeiou][aeiou][^aeiouwxy]$/;
const DOUBLED = /([^aeioulsz])\1$/;

/** The base forms a word may be an inflection of: taps → tap, tapping → tap, copies → copy. */
function baseForms(word: string): string[] {
  const bases: string[] = [];
  if (word.endsWith('ies')) bases.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) bases.push(word.slice(0, -2));
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) bases.push(word.slice(0, -1));
  if (word.endsWith('ied')) bases.push(`${word.slice(0, -3)}y`);
  for (const ending of ['ed', 'ing']) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    // "string" and "shed" are no inflections: what is left must have a vowel.
    if (!VOWEL.test(stem)) continue;
    bases.push(stem, `${stem}e`);
    if (DOUBLED.test(stem)) bases.push(stem.slice(0, -1));
  }
  return bases.filter((base) => base.length >= 3);
}

/** A base form's plural and verb forms: tap → taps, tapped, tapping. */
function inflectedForms(base: string): string[] {
  const forms = [/(s|x|z|ch|sh)$/.test(base) ? `${base}es` : `${base}s`, `${base}ed`, `${base}ing`];
  if (base.endsWith('e')) forms.push(`${base}d`, `${base.slice(0, -1)}ing`);
  if (/[^aeiou]y$/.test(base)) forms.push(`${base.slice(0, -1)}ies`, `${base.slice(0, -1)}ied`);
  if (DOUBLES.test(base)) {
    const doubled = base + base.at(-1)!;
    forms.push(`${doubled}ed`, `${doubled}ing`);
  }
  return forms;
}

/** British and American endings: the pages write colour and licence, the API `find_color`. */
const SPELLINGS: Array<[string, string]> = [
  ['our', 'or'],
  ['ence', 'ense'],
  ['ise', 'ize'],
  ['isation', 'ization'],
  ['tre', 'ter'],
];

/** The word in the other spelling, when its ending has one: colour ↔ color. */
function otherSpellings(word: string): string[] {
  return SPELLINGS.flatMap(([british, american]) =>
    word.endsWith(british)
      ? [word.slice(0, -british.length) + american]
      : word.endsWith(american)
        ? [word.slice(0, -american.length) + british]
        : [],
  );
}

/**
 * The other forms of an English term, as candidates: its plural and verb
 * forms (taps gives tap, tapped and tapping) and its British or American
 * spelling (license gives licence and licences), and a few that are no
 * words, which no index holds. Empty for CJK and for words under three
 * letters; words under four keep their own ending.
 */
export function otherForms(term: string): string[] {
  if (term.length < 3 || !PLAIN.test(term)) return [];
  const bases = term.length >= 4 ? baseForms(term) : [];
  const spelled = [term, ...bases].flatMap(otherSpellings);
  const roots = [term, ...bases, ...spelled];
  const forms = new Set([...roots, ...roots.flatMap(inflectedForms)]);
  forms.delete(term);
  return [...forms];
}

/**
 * What shows that a hit matched one query word, lower-cased: the word in
 * any of its forms (`whole`), or each of its parts (an identifier's parts,
 * a CJK word's characters), each in any of its forms.
 */
export type HighlightWord = {word: string; whole: string[]; parts: string[][]};

/** The words of a query, stop words left out, as the highlighter looks for them. */
export function highlightWords(query: string): HighlightWord[] {
  return queryWords(query).map(({text}) => {
    const word = text.toLowerCase();
    if (CJK_CHAR.test(word)) return {word, whole: [word], parts: [...word].map((char) => [char])};
    const parts = identifierTerms(text);
    const joined = parts.length > 1 ? parts.join('') : word;
    return {
      word,
      whole: [...new Set([word, joined, ...otherForms(joined)])],
      parts: parts.length > 1 ? parts.map((part) => [part, ...otherForms(part)]) : [],
    };
  });
}

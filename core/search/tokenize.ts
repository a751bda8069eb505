/**
 * One tokeniser for the index (built in Node) and for queries (in the
 * browser), so both sides always agree.
 *
 * Text is first split into words: runs of CJK characters, and runs of
 * letters, digits and underscores in any script. Each word then gives its
 * terms on its own, so the index file can ship content already split into
 * words and the browser only has to find the terms of each distinct word.
 *
 * - A CJK run becomes single characters plus overlapping pairs
 *   ("软件下载" → 软 件 下 载 软件 件下 下载): no dictionary, so every browser
 *   gives the same results. The index file stores CJK runs split into
 *   dictionary words at build time (`packIndex`), so the index has a pair
 *   only inside one of those words; a query needs a run's characters, and
 *   its pairs only raise the score (`queryTerms`).
 * - Identifiers are split at underscores, camelCase and letter/digit
 *   boundaries, and also kept joined, so `find_colors`, `findColors` and
 *   `find colors` produce the same terms and the prefix `findc` finds them.
 * - Every term is lower-case.
 */

const CJK_RANGES = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff';
export const CJK_CHAR = new RegExp(`[${CJK_RANGES}]`, 'u');
/** A CJK run, or a run of word characters (which may run on into CJK). */
const WORD = new RegExp(`[${CJK_RANGES}]+|[\\p{L}\\p{N}_]+`, 'gu');
/** One whole word. */
const WHOLE_WORD = new RegExp(`^(?:${WORD.source})$`, 'u');
/** The same words, captured, so `split` keeps the text between them. */
const WORD_WITH_GAPS = new RegExp(`(${WORD.source})`, 'u');
const PLAIN_WORD = /^[A-Za-z][a-z]*$/;
const IDENTIFIER_PART = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\p{L}+|\p{N}+/gu;

/** A CJK run's characters and its overlapping pairs, lower-cased. */
function cjkTerms(run: string): {characters: string[]; pairs: string[]} {
  const characters = Array.from(run.toLowerCase());
  const pairs: string[] = [];
  for (let i = 0; i + 1 < characters.length; i += 1) {
    pairs.push(characters[i]! + characters[i + 1]!);
  }
  return {characters, pairs};
}

/** Whether `piece` is a word of `splitWords` (or a piece of one), not text between words. */
export function isWord(piece: string): boolean {
  return WHOLE_WORD.test(piece);
}

/**
 * Whether a word of `splitWords` (or a piece of one) is made of CJK
 * characters: a word that runs on into CJK characters starts with another
 * letter, since a CJK character would have begun a CJK run.
 */
export function isCjkWord(word: string): boolean {
  return CJK_CHAR.test(word.charAt(0));
}

/** An identifier's parts, lower-cased, plus the parts joined when there are several. */
export function identifierTerms(run: string): string[] {
  const parts = (run.match(IDENTIFIER_PART) ?? []).map((part) => part.toLowerCase());
  return parts.length > 1 ? [...parts, parts.join('')] : parts;
}

/** The terms of one word as `splitWords` finds them. */
export function wordTerms(word: string): string[] {
  if (PLAIN_WORD.test(word)) return [word.toLowerCase()];
  if (!CJK_CHAR.test(word)) return identifierTerms(word);
  const {characters, pairs} = cjkTerms(word);
  return [...characters, ...pairs];
}

/**
 * The terms of a word of a query: those a match needs, and those that only
 * raise its score. Of a CJK run, a match needs the characters; a pair may
 * span two of the words the index file stores, where the index does not
 * have it.
 */
export function queryTerms(word: string): {needed: string[]; boosting: string[]} {
  if (PLAIN_WORD.test(word) || !CJK_CHAR.test(word)) return {needed: wordTerms(word), boosting: []};
  const {characters, pairs} = cjkTerms(word);
  return {needed: characters, boosting: pairs};
}

/**
 * Text as `[gap, word, gap, word, …, gap]`: words at odd positions, the text
 * around them (punctuation, spaces, or nothing) at even ones. Joining the
 * parts gives the text back.
 */
export function splitWords(text: string): string[] {
  return text.split(WORD_WITH_GAPS);
}

export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const word of text.match(WORD) ?? []) {
    terms.push(...wordTerms(word));
  }
  return terms;
}

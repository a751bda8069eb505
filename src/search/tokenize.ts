/**
 * One tokeniser for the index (built in Node) and for queries (in the
 * browser), so both sides always agree.
 *
 * - Runs of CJK characters become single characters plus overlapping pairs
 *   ("软件下载" → 软 件 下 载 软件 件下 下载): no dictionary, so every browser
 *   gives the same results.
 * - Identifiers are split at underscores, camelCase and letter/digit
 *   boundaries, and also kept joined, so `find_colors`, `findColors` and
 *   `find colors` produce the same terms and the prefix `findc` finds them.
 * - Every term is lower-case.
 *
 * The browser tokenises the whole index when search first opens, so the scan
 * works on character codes and keeps regular expressions for the rare cases
 * (non-ASCII letters, identifiers); it is about three times faster than
 * matching every run with a Unicode regular expression.
 */

const CJK_CHAR = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;
const NON_ASCII_WORD_CHAR = /[\p{L}\p{N}]/u;
const IDENTIFIER_PART = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\p{L}+|\p{N}+/gu;
const TOKEN_RUN =
  /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+|[\p{L}\p{N}_]+/gu;

function isCjk(code: number): boolean {
  return (
    (code >= 0x3040 && code <= 0x30ff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xac00 && code <= 0xd7af) ||
    (code >= 0xf900 && code <= 0xfaff)
  );
}

function isLowerAscii(code: number): boolean {
  return code >= 0x61 && code <= 0x7a;
}

function isUpperAscii(code: number): boolean {
  return code >= 0x41 && code <= 0x5a;
}

/** Letters, digits and underscore in any script. */
function isWordChar(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 0x80) {
    return (
      isLowerAscii(code) || isUpperAscii(code) || (code >= 0x30 && code <= 0x39) || code === 0x5f
    );
  }
  return isCjk(code) || NON_ASCII_WORD_CHAR.test(text[at]!);
}

function pushCjkTerms(run: string, terms: string[]): void {
  const chars = Array.from(run.toLowerCase());
  terms.push(...chars);
  for (let i = 0; i + 1 < chars.length; i += 1) {
    terms.push(chars[i]! + chars[i + 1]!);
  }
}

/** An identifier's parts, lower-cased, plus the parts joined when there are several. */
function wordTerms(run: string): string[] {
  const parts = (run.match(IDENTIFIER_PART) ?? []).map((part) => part.toLowerCase());
  return parts.length > 1 ? [...parts, parts.join('')] : parts;
}

export function tokenize(text: string): string[] {
  const terms: string[] = [];
  const length = text.length;
  let start = 0;
  while (start < length) {
    const code = text.charCodeAt(start);
    let end = start + 1;
    if (isCjk(code)) {
      while (end < length && isCjk(text.charCodeAt(end))) end += 1;
      pushCjkTerms(text.slice(start, end), terms);
    } else if (isWordChar(text, start)) {
      // A word of lower-case ASCII letters, capitalised or not, is one term
      // as it is: the common case, kept off the identifier splitter.
      let plainWord = isLowerAscii(code) || isUpperAscii(code);
      for (; end < length; end += 1) {
        if (isLowerAscii(text.charCodeAt(end))) continue;
        if (!isWordChar(text, end)) break;
        plainWord = false;
      }
      const run = text.slice(start, end);
      if (plainWord) terms.push(run.toLowerCase());
      else if (CJK_CHAR.test(run)) pushCjkTerms(run, terms);
      else terms.push(...wordTerms(run));
    }
    start = end;
  }
  return terms;
}

/** Terms to highlight in a result: the query's words as typed, lower-cased. */
export function highlightTerms(query: string): string[] {
  const terms = new Set<string>();
  for (const run of query.match(TOKEN_RUN) ?? []) {
    if (CJK_CHAR.test(run)) {
      terms.add(run);
      for (const char of run) terms.add(char);
    } else {
      terms.add(run.toLowerCase());
      for (const part of wordTerms(run)) terms.add(part);
    }
  }
  return [...terms].filter((term) => term.length > 0);
}

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
 */

const CJK_CHAR = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/u;
const TOKEN_RUN =
  /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+|[\p{L}\p{N}_]+/gu;
const IDENTIFIER_PART = /[A-Z]+(?![a-z])|[A-Z]?[a-z]+|\p{L}+|\p{N}+/gu;

function cjkTerms(run: string): string[] {
  const chars = Array.from(run);
  const terms = [...chars];
  for (let i = 0; i + 1 < chars.length; i += 1) {
    terms.push(chars[i] + chars[i + 1]);
  }
  return terms;
}

function wordTerms(run: string): string[] {
  const parts = (run.match(IDENTIFIER_PART) ?? []).map((part) => part.toLowerCase());
  if (parts.length <= 1) {
    return parts;
  }
  return [...parts, parts.join('')];
}

export function tokenize(text: string): string[] {
  const terms: string[] = [];
  for (const run of text.match(TOKEN_RUN) ?? []) {
    terms.push(...(CJK_CHAR.test(run) ? cjkTerms(run) : wordTerms(run)));
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

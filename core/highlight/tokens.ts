/**
 * Highlighted code as it travels from the build to the browser. Prism runs at
 * build time; the page carries, per line, the token types and lengths, and
 * the browser cuts the code text it already has into those tokens. Shared by
 * both sides so they always agree; no Node or Prism code here.
 */

/** A token as prism-react-renderer produces it and the theme's `Line` renders it. */
export type CodeToken = {types: string[]; content: string; empty?: boolean};

/**
 * `[type lists, lines]`: each line is a flat list of `[type list index,
 * length, …]` pairs, or 0 for a line the code block drops (a magic comment
 * such as `// highlight-next-line`).
 */
type EncodedTokens = [types: string[], lines: Array<number[] | 0>];

const NEWLINE = /\r\n|\r|\n/;
const TYPE_SEPARATOR = ' ';

/** One line per line of `code`, each a single plain token: how code without a grammar renders. */
export function plainTokenLines(code: string): CodeToken[][] {
  return code
    .split(NEWLINE)
    .map((text) => [
      text === ''
        ? {types: ['plain'], content: '\n', empty: true}
        : {types: ['plain'], content: text},
    ]);
}

export function encodeTokenLines(lines: CodeToken[][], droppedLines: ReadonlySet<number>): string {
  const types: string[] = [];
  const typeIndex = new Map<string, number>();
  const encodedLines = lines.map((line, lineNumber): number[] | 0 => {
    if (droppedLines.has(lineNumber)) return 0;
    return line.flatMap((token) => {
      const key = token.types.join(TYPE_SEPARATOR);
      let index = typeIndex.get(key);
      if (index === undefined) {
        index = types.length;
        typeIndex.set(key, index);
        types.push(key);
      }
      // An empty line's token stands for a line break, not for text.
      return [index, token.empty ? 0 : token.content.length];
    });
  });
  return JSON.stringify([types, encodedLines] satisfies EncodedTokens);
}

/**
 * The token lines of `code`, or null when `encoded` does not describe this
 * code (the caller then shows it unhighlighted rather than garbled).
 */
export function decodeTokenLines(encoded: string, code: string): CodeToken[][] | null {
  let parsed: EncodedTokens;
  try {
    parsed = JSON.parse(encoded) as EncodedTokens;
  } catch {
    return null;
  }
  const [types, encodedLines] = parsed;
  const keptLines = encodedLines.filter((line): line is number[] => line !== 0);
  const texts = code.split(NEWLINE);
  if (keptLines.length !== texts.length) return null;
  const lines: CodeToken[][] = [];
  for (let lineNumber = 0; lineNumber < texts.length; lineNumber += 1) {
    const text = texts[lineNumber]!;
    const pairs = keptLines[lineNumber]!;
    const line: CodeToken[] = [];
    let offset = 0;
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      const tokenTypes = types[pairs[i]!]?.split(TYPE_SEPARATOR);
      if (!tokenTypes) return null;
      const length = pairs[i + 1]!;
      line.push({types: tokenTypes, content: text.slice(offset, offset + length)});
      offset += length;
    }
    if (offset !== text.length) return null;
    if (line.length === 1 && text === '') {
      line[0] = {types: line[0]!.types, content: '\n', empty: true};
    }
    lines.push(line);
  }
  return lines;
}

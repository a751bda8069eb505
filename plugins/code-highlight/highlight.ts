import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';

import {encodeTokenLines} from '@tapcraft/core/highlight/tokens';

const requireLanguage = createRequire(__filename);

/** Docusaurus's default magic comments; their lines are dropped from the code shown. */
const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|--|;|%|<!--|\/\*|\{\/\*)\s*(?:highlight-next-line|highlight-start|highlight-end)\s*(?:\*\/\}|\*\/|-->)?\s*$/;

let loadedLanguages = '';

/**
 * Prism language components register themselves on a global `Prism`, as the
 * theme's `prism-include-languages` does in the browser: lend them ours.
 */
function loadLanguages(additionalLanguages: readonly string[]): void {
  const key = additionalLanguages.join(',');
  if (key === loadedLanguages) return;
  const global = globalThis as {Prism?: unknown};
  const before = global.Prism;
  global.Prism = Prism;
  for (const language of additionalLanguages) {
    requireLanguage(`prismjs/components/prism-${language}`);
  }
  if (before === undefined) delete global.Prism;
  else global.Prism = before;
  loadedLanguages = key;
}

/**
 * The encoded tokens of a code block, or undefined when there is nothing to
 * colour (no grammar for its language, or plain text): such blocks render as
 * plain lines, which is what Prism would give them.
 */
export function highlightCode(
  code: string,
  language: string | undefined,
  additionalLanguages: readonly string[],
): string | undefined {
  loadLanguages(additionalLanguages);
  const grammar = language ? Prism.languages[language.toLowerCase()] : undefined;
  if (!grammar) return undefined;
  const lines = normalizeTokens(Prism.tokenize(code, grammar));
  if (lines.every((line) => line.every(({types}) => types.length === 1 && types[0] === 'plain'))) {
    return undefined;
  }
  const droppedLines = new Set<number>();
  code.split(/\r\n|\r|\n/).forEach((line, lineNumber) => {
    if (MAGIC_COMMENT.test(line)) droppedLines.add(lineNumber);
  });
  return encodeTokenLines(lines, droppedLines);
}

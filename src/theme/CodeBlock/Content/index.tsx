import React, {useContext, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';

import {decodeTokenLines, plainTokenLines} from '@tapcraft/core/highlight/tokens';
import {codeLinesHtml, type LineNumberClasses} from './linesHtml';
import {CodeTokensContext, createTokenStyles} from './tokenStyles';
// Highlighted lines and line numbers: the theme's CodeBlock/Line styles.
import lineStyles from './lineStyles.module.css';
import styles from './styles.module.css';

/*
 * Ejected from @docusaurus/theme-classic (see src/theme/README.md): renders
 * tokens computed at build time instead of running Prism in the browser, as
 * the inner HTML of <code> (linesHtml.ts) instead of a component per line
 * and token.
 */

export default function CodeBlockContent({className}: Props): ReactNode {
  const {
    metadata,
    wordWrap: {codeBlockRef},
  } = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const encodedTokens = useContext(CodeTokensContext);
  const {code, lineNumbersStart, lineClassNames} = metadata;
  const language = metadata.language.toLowerCase();
  const lines = useMemo(() => {
    if (encodedTokens === undefined) return plainTokenLines(code);
    const decoded = decodeTokenLines(encodedTokens, code);
    if (decoded === null) {
      // A build bug, not a reader's problem: show the code as plain text and say so.
      console.warn(`Code block tokens do not match its code; showing it unhighlighted:\n${code}`);
    }
    return decoded ?? plainTokenLines(code);
  }, [encodedTokens, code]);
  const tokenStyles = useMemo(
    () => createTokenStyles(prismTheme, language),
    [prismTheme, language],
  );
  const numbered = lineNumbersStart !== undefined;
  const html = useMemo(
    () =>
      codeLinesHtml(
        lines,
        tokenStyles,
        lineClassNames,
        numbered ? (lineStyles as LineNumberClasses) : undefined,
      ),
    [lines, tokenStyles, lineClassNames, numbered],
  );
  return (
    <pre
      ref={codeBlockRef}
      // Scrollable code must be reachable by keyboard.
      tabIndex={0}
      className={clsx(
        className,
        `prism-code language-${language}`,
        styles.codeBlock,
        'thin-scrollbar',
      )}
      style={tokenStyles.root}
    >
      <code
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}

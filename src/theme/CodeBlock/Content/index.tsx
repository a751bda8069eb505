import React, {useContext, useMemo, type ComponentProps, type ReactNode} from 'react';
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

function Pre({className, ...props}: ComponentProps<'pre'>) {
  return (
    <pre
      // Scrollable code must be reachable by keyboard.
      tabIndex={0}
      {...props}
      className={clsx(className, styles.codeBlock, 'thin-scrollbar')}
    />
  );
}

function Code({className, style, ...props}: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  const numbered = metadata.lineNumbersStart !== undefined;
  return (
    <code
      {...props}
      className={clsx(
        className,
        styles.codeBlockLines,
        numbered && styles.codeBlockLinesWithNumbering,
      )}
      style={{
        ...style,
        counterReset: numbered ? `line-count ${metadata.lineNumbersStart! - 1}` : undefined,
      }}
    />
  );
}

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
  const html = useMemo(
    () =>
      codeLinesHtml(
        lines,
        tokenStyles,
        lineClassNames,
        lineNumbersStart !== undefined ? (lineStyles as LineNumberClasses) : undefined,
      ),
    [lines, tokenStyles, lineClassNames, lineNumbersStart],
  );
  return (
    <Pre
      ref={codeBlockRef}
      className={clsx(className, `prism-code language-${language}`)}
      style={tokenStyles.root}
    >
      <Code dangerouslySetInnerHTML={{__html: html}} />
    </Pre>
  );
}

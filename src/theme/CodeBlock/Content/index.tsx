import React, {useContext, useMemo, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';

import {decodeTokenLines, plainTokenLines} from '@site/plugins/code-highlight/tokens';
import {CodeTokensContext, createTokenStyles} from './tokenStyles';
import styles from './styles.module.css';

/*
 * Ejected from @docusaurus/theme-classic (see src/theme/README.md): renders
 * tokens computed at build time instead of running Prism in the browser.
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
  // The same elements while only the block's word-wrap state changes, so
  // React skips its lines and tokens.
  const renderedLines = useMemo(
    () =>
      lines.map((line, i) => (
        <Line
          key={i}
          line={line}
          getLineProps={tokenStyles.getLineProps}
          getTokenProps={tokenStyles.getLeanTokenProps}
          classNames={lineClassNames[i]}
          showLineNumbers={lineNumbersStart !== undefined}
        />
      )),
    [lines, tokenStyles, lineClassNames, lineNumbersStart],
  );
  return (
    <Pre
      ref={codeBlockRef}
      className={clsx(className, `prism-code language-${language}`)}
      style={tokenStyles.root}
    >
      <Code>{renderedLines}</Code>
    </Pre>
  );
}

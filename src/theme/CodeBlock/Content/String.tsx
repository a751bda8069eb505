import React, {memo, useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props as StringProps} from '@theme/CodeBlock/Content/String';

import {CodeTokensContext} from './tokenStyles';
import {CodeBlockNearContext, useLazyWordWrap} from './useLazyWordWrap';

type Props = StringProps & {tokens?: string};

/*
 * Ejected from @docusaurus/theme-classic (see src/theme/README.md): passes
 * the build-time tokens (`plugins/code-highlight`) to `CodeBlock/Content`,
 * measures word wrap lazily, and is memoised with memoised metadata, so a
 * block is not rendered again when the page hydrates.
 */
function CodeBlockString({
  tokens,
  children,
  className,
  metastring,
  title,
  language,
  showLineNumbers,
}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, title, language, showLineNumbers, prism],
  );
  const {wordWrap, isNear} = useLazyWordWrap();
  return (
    <CodeTokensContext.Provider value={tokens}>
      <CodeBlockNearContext.Provider value={isNear}>
        <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
          <CodeBlockLayout />
        </CodeBlockContextProvider>
      </CodeBlockNearContext.Provider>
    </CodeTokensContext.Provider>
  );
}

export default memo(CodeBlockString);

import React, {type ReactNode} from 'react';
import CodeBlockString from '@theme-original/CodeBlock/Content/String';
import type CodeBlockStringType from '@theme/CodeBlock/Content/String';
import type {WrapperProps} from '@docusaurus/types';

import {CodeTokensContext} from './tokenStyles';

type Props = WrapperProps<typeof CodeBlockStringType> & {tokens?: string};

/** Hands the build-time tokens of an MDX code block to `CodeBlock/Content`. */
export default function CodeBlockStringWrapper({tokens, ...props}: Props): ReactNode {
  return (
    <CodeTokensContext.Provider value={tokens}>
      <CodeBlockString {...props} />
    </CodeTokensContext.Provider>
  );
}

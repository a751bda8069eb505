import React, {useContext, type ReactNode} from 'react';
import CodeBlockButtons from '@theme-original/CodeBlock/Buttons';
import type CodeBlockButtonsType from '@theme/CodeBlock/Buttons';
import type {WrapperProps} from '@docusaurus/types';

import {CodeBlockNearContext} from '../Content/useLazyWordWrap';

type Props = WrapperProps<typeof CodeBlockButtonsType>;

/**
 * A code block's copy and word-wrap buttons, rendered once the block is near
 * the viewport (`CodeBlock/Content/String` tells). The original renders every
 * block's buttons (three SVG icons each) as soon as the page hydrates, in one
 * task: 31 blocks on an API page. The server never renders them, so nothing
 * changes for readers without JavaScript.
 */
export default function CodeBlockButtonsWrapper(props: Props): ReactNode {
  return useContext(CodeBlockNearContext) ? <CodeBlockButtons {...props} /> : null;
}
